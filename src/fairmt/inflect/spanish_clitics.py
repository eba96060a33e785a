"""Spanish verbs in a person's place (issue 12, closed sets; helper closedes28, es-inflect-21).

Two readings of a verb form that the person rules need, both from Apertium's Spanish dictionary
(:func:`fairmt.inflect.spanish_morph`), and both ``False`` when it is missing:

* :func:`enclitic_object`: an infinitive or gerund with a third-person singular accusative
  clitic attached ("tenerla", "localizarlo", "mirándola", "dárselo"). With a non-finite verb
  the unstressed pronoun is enclitic and written as one word with it (RAE, *Nueva gramática*
  §16.11-16.12), and ``lo``/``la`` keep the gender of the person they refer to (§16.2), so the
  enclitic is the same object clitic as a proclitic "la conozco".
* :func:`finite_verb_head`: a word the aligner gave a person's span that is only a finite verb,
  of the first or second person ("tengo suerte", "estás guapo"). Verbs
  have no gender inflection (*Nueva gramática* §2.2); "tengo" -> "tenga" is another verb form
  (a subjunctive), never the feminine of a noun: the verb itself stays as it is (the words
  that agree with its subject, "estás guapo" -> "estás guapa", still change).
* :func:`predicative_after_verb` (es-inflect-23, closedes29): the gender of such a span is
  that of the predicative after the verb, not the verb's look: "estabas", "quedabas" end like
  a feminine plural, yet "¿Estabas decepcionado?" is the masculine realisation (the verb has
  no gender, §2.2; the predicative agrees with the dropped subject, §33.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_degree_quantifiers import quantifier_before_comparative
from fairmt.inflect.spanish_fronted_speaker import fronted_predicative
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_pronoun_subjects import periphrasis_copula
from fairmt.inflect.spanish_speaker_objects import speaker_object_infinitives

__all__ = ["enclitic_object", "finite_verb_head", "predicative_after_verb", "speaker_predicatives"]


def _readings(word: str) -> tuple[Any, ...]:
    morph = get_morph()
    if not morph.available:
        return ()
    return tuple(morph.readings(word.lower()) or ())


def enclitic_object(token: str) -> bool:
    """Whether ``token`` is an infinitive or gerund with an enclitic ``lo``/``la`` of the third
    person singular, masculine or feminine (see the module docstring)."""
    core = Word.parse(token).core
    if not core.lower().endswith(("lo", "la")):
        return False
    rs = _readings(core)
    if not rs or not all(r.pos.startswith("vb") for r in rs):
        return False
    return any(
        "enc" in r.tags
        and ("inf" in r.tags or "ger" in r.tags)
        and r.tags[-1] == "sg"
        and r.tags[-2] in ("m", "f")
        for r in rs
    )


def finite_verb_head(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The index of the span's first word (punctuation aside) when it is a finite verb of the
    first or second person (see the module docstring): every dictionary reading a finite verb,
    one of them of the first or second person ("tengo", "estás"; not "contentas", also an
    adjective, nor "trabajo", also a noun). The aligner may give the verb with its object
    ("I'm lucky" -> "tengo suerte")."""
    words = [i for i in range(*span) if any(ch.isalnum() for ch in tokens[i])]
    if not words:
        return None
    i = words[0]
    rs = _readings(Word.parse(tokens[i]).core)
    # (not an imperative: "pilota", "Dame", "Dad" are also unknown nouns, titles and names)
    if not rs or not any(
        r.pos.startswith("vb") and ("p1" in r.tags or "p2" in r.tags) and "imp" not in r.tags for r in rs
    ):
        return None
    return i if all(r.pos.startswith("vb") and "pp" not in r.tags for r in rs) else None


#: Degree adverbs between a copula and its predicative ("estás muy guapo"; NGLE §30.8).
_DEGREE = frozenset(["muy", "tan", "bastante", "más", "menos", "demasiado", "algo", "bien", "ya", "no"])


def predicative_after_verb(tokens: Sequence[str], verb: int) -> Literal["F", "M"] | None:
    """The gender (``"F"``/``"M"``) of the word after the finite verb at ``verb`` (degree
    adverbs aside, :data:`_DEGREE`) when Apertium reads it as an adjective or a participle and
    all its gendered readings of that kind agree ("decepcionado", "muy casadas"); ``None`` when
    that word is something else ("tengo mucha suerte": a determiner, not the person's
    predicative), its readings are of both or no gender ("feliz"), or punctuation ends the
    clause first."""
    i = _word_after(tokens, verb)
    return None if i is None else _one_gender(tokens[i])


def _word_after(tokens: Sequence[str], verb: int) -> int | None:
    """The index of the first word after ``verb`` past degree adverbs, in its clause."""
    for i in range(verb + 1, len(tokens)):
        w = Word.parse(tokens[i])
        if not any(ch.isalnum() for ch in w.core) or Word.parse(tokens[i - 1]).post:
            return None
        # es-inflect-45: "mucho" before "mejor" grades the comparative (spanish_degree_quantifiers)
        if w.lower not in _DEGREE and not quantifier_before_comparative(tokens, i):
            return i
    return None


def _one_gender(token: str) -> Literal["F", "M"] | None:
    """The gender of ``token`` read as an adjective or participle, when all such readings agree."""
    rs = [
        r
        for r in _readings(Word.parse(token).core)
        if r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags)
    ]
    genders = {r.gender for r in rs}
    return "F" if genders == {"f"} else "M" if genders == {"m"} else None


#: Copulas and pseudo-copulas whose predicative agrees with the subject (RAE, *Nueva gramática*
#: §37.1, §38.2: *ser*, *estar*, *quedar(se)*, *sentirse*, *encontrarse*, *volverse*; es-inflect-34:
#: *parecer*, the copulative verb of appearance, §37.1: "Pareces cansada pero tranquila").
_COPULAS = frozenset(["ser", "estar", "quedar", "sentir", "encontrar", "volver", "mostrar", "parecer"])


def speaker_predicatives(tokens: Sequence[str], person: str) -> list[list[tuple[int, int]]]:
    """The predicatives of each first- (``person`` "1") or second-person ("2") copular clause
    ("Estoy contenta con el resultado", "¿Estás cansado?"): a finite form of a copula of
    :data:`_COPULAS` in that person (every reading a finite verb, not a participle), then, past
    degree adverbs, an adjective or participle of one gender, with the ones coordinated after it
    by "y"/"pero" in the same gender ("cansada y hambrienta"; §31.3). The tacit subject of such
    a verb is the speaker or the addressee (§33.1), and its predicatives agree with it (§38.2).
    One list per clause, in order (es-inflect-24, closedes30)."""
    out: list[list[tuple[int, int]]] = []
    for v, tok in enumerate(tokens):
        rs = _readings(Word.parse(tok).core)
        if not rs or not all(r.pos.startswith("vb") and "pp" not in r.tags for r in rs):
            continue
        finite = v
        if not any(f"p{person}" in r.tags and r.lemma in _COPULAS and "imp" not in r.tags for r in rs):
            # es-inflect-36: a periphrasis auxiliary before the infinitive copula ("Empiezo a estar
            # preocupada", "Debo de estar equivocada"): its tacit subject is the infinitive's
            inf = periphrasis_copula(tokens, v, (f"p{person}",), "sg")
            inf = inf if inf is not None else periphrasis_copula(tokens, v, (f"p{person}",), "pl")
            if inf is None or any("imp" in r.tags for r in rs):
                continue
            v = inf
        i = _word_after(tokens, v)
        g = None if i is None else _one_gender(tokens[i])
        if i is None or g is None:
            # es-inflect-43: "Más contenta no puedes estar" (spanish_fronted_speaker)
            front = fronted_predicative(tokens, finite, _one_gender)
            if front is not None:
                out.append([(front, front + 1)])
            continue
        out.append(_coordinated_group(tokens, i, g))
    # es-inflect-49: the speaker or addressee as the object that controls an infinitive copula
    # ("Te obligaron a estar callada": spanish_speaker_objects)
    for v in speaker_object_infinitives(tokens, person):
        i = _word_after(tokens, v)
        g = None if i is None else _one_gender(tokens[i])
        if i is not None and g is not None and all((i, i + 1) not in group for group in out):
            out.append(_coordinated_group(tokens, i, g))
    return sorted(out)


def _coordinated_group(tokens: Sequence[str], i: int, g: str) -> list[tuple[int, int]]:
    """The predicative at ``i`` of gender ``g`` with the ones coordinated after it by "y"/"pero"
    in the same gender ("cansada y hambrienta"; §31.3)."""
    group = [(i, i + 1)]
    while i + 2 < len(tokens) and not Word.parse(tokens[i]).post:
        if Word.parse(tokens[i + 1]).lower not in ("y", "pero") or _one_gender(tokens[i + 2]) != g:
            break
        i += 2
        group.append((i, i + 1))
    return group
