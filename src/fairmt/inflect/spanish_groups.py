"""Spanish words that show the gender of a group an English plural pronoun stands for (issue 12,
closed sets; helper closedes29, es-inflect-23).

English "they"/"them" show no gender; their Spanish renderings often do, away from the noun
that names the group: "Our guests arrived late, so we didn't wait for them." -> "Nuestras
invitadas llegaron tarde, así que no *las* esperamos"; "When the students arrived, they were
surprised" -> "Cuando llegaron las alumnas, se quedaron *sorprendidas*". When the realiser
changes the group's noun, these words must change with it, or the feminine translation's
masculine realisation ("Nuestros invitados ..., no las esperamos") is no translation of anything.
The caller (:func:`fairmt.fairqe.they_groups.they_group_spans`) decides that the English has such
a pronoun and genders no group; this module finds the target words:

* :func:`group_object_spans`: a third-person plural accusative clitic, "los"/"las" before a
  finite verb or enclitic on an infinitive, gerund or imperative ("esperarlas", "viéndolos");
  it agrees in gender and number with the noun it refers to (RAE, *Nueva gramática* §16.2,
  §16.11-16.12). A bare adjective or participle right after a verb that takes a predicative of
  its object ("las encontré muy simpáticas", "los vi cansados") agrees with the clitic too
  (§38.2-38.4, *complemento predicativo del objeto directo*).
* :func:`group_subject_spans`: the plural predicatives of a clause whose subject is dropped
  (:meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.dropped_subject_predicatives`:
  "se quedaron sorprendidas", "estaban cansados"); the predicative agrees with the tacit
  subject (§33.1).

* :func:`group_pronoun_spans` (es-inflect-37, gatees42): the stressed third-person plural pronoun
  "ellos"/"ellas", as a subject or after a preposition ("Ellas no juegan los domingos", "la gente
  se burla de ellas"); it shows the gender of the group it stands for (§16.2), and as a subject
  it refers to people almost only (the tacit subject is the rule for things, §33.4); not after a
  plural noun of things of either gender, which it may stand for.

* :func:`group_agreement` (for :meth:`~fairmt.inflect.spanish.SpanishInflector.realise`): the
  predicative of a floating quantifier ("Tengo tres nietas, todas casadas"; §20.3) and a
  distributive "una a una" of the realised group ("las corredoras cruzaron la meta una a una";
  §20.4) change with the span they agree with.

The first two kinds are kept only when the nearest plural noun before it that has its gender (or both)
is a person noun, or there is none: "Compré las entradas y las guardé" refers to the tickets,
not to a group of people. (es66 tried leaving a clitic after any plural noun of things, of either
gender; it lost the people a clitic names after a thing of the other gender, "Las profesoras
corrigieron los exámenes y las felicitaron", and was dropped.) Nothing without Apertium's dictionaries.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_dative_verbs import article_after_dative_verb
from fairmt.inflect.spanish_imperative_objects import after_imperative
from fairmt.inflect.spanish_lexicon import EPICENE_PL, PLURAL_LEXICON, PLURAL_LEXICON_F
from fairmt.inflect.spanish_morph import Reading, get_morph
from fairmt.inflect.spanish_quantity_pronouns import QUANTITY_NOUNS
from fairmt.inflect.spanish_words import PARTITIVES, PARTITIVES_BACK

if TYPE_CHECKING:
    from fairmt.inflect.spanish import SpanishInflector

__all__ = ["group_object_spans", "group_pronoun_spans", "group_subject_spans"]

#: Verbs that take a predicative of their direct object (NGLE §38.2-38.4): "la encontré
#: cansada", "los vi preocupados", "las dejó solas", "lo considero capaz".
_OBJECT_PREDICATE_VERBS = frozenset(
    ["encontrar", "ver", "notar", "dejar", "considerar", "creer", "hallar", "imaginar", "tener"]
)
#: Degree and other adverbs between the verb and the object's predicative.
_DEGREE = frozenset(
    ["muy", "tan", "bastante", "más", "menos", "demasiado", "algo", "bien", "ya", "un", "poco"]
)
#: The stressed third-person plural pronouns and the gender each shows.
_PRONOUN_GENDER = {"ellos": "m", "ellas": "f"}


def _readings(word: str) -> list[Reading]:
    morph = get_morph()
    return list(morph.readings(word.lower()) or ()) if morph.available else []


def _plural_clitic(tokens: Sequence[str], i: int) -> str | None:
    """``"f"``/``"m"`` when token ``i`` is a plural accusative clitic: a bare "los"/"las"
    whose next word is only a finite verb (not right after an imperative: then it is an article,
    :mod:`fairmt.inflect.spanish_imperative_objects`), or a verb with an enclitic plural
    "los"/"las"."""
    w = Word.parse(tokens[i])
    low = w.lower
    rs = _readings(w.core)
    if low in ("los", "las"):
        if w.post.strip() or i + 1 >= len(tokens):
            return None
        if after_imperative(tokens, i):  # es-inflect-46: "Enséñales los apuntes" (an article)
            return None
        if article_after_dative_verb(tokens, i):  # es-inflect-47: "Les mostré los apuntes"
            return None
        nxt = _readings(Word.parse(tokens[i + 1]).core)
        if not nxt or not all(r.pos.startswith("vb") for r in nxt):
            return None
        if not any("pp" not in r.tags and "inf" not in r.tags for r in nxt):
            return None
        return "f" if low == "las" else "m"
    if not low.endswith(("los", "las")) or not rs:
        return None
    if not all(r.pos.startswith("vb") for r in rs):
        return None
    for r in rs:
        tags = r.tags
        if "enc" in tags and tags[-1] == "pl" and tags[-2] in ("m", "f") and tags[-3] == "p3":
            return str(tags[-2])
    return None


def _object_predicative(tokens: Sequence[str], verb: int, gender: str) -> int | None:
    """The index of the object's predicative after ``verb`` (see the module docstring)."""
    rs = _readings(Word.parse(tokens[verb]).core)
    if not any(r.lemma in _OBJECT_PREDICATE_VERBS for r in rs):
        return None
    for k in range(verb + 1, len(tokens)):
        if Word.parse(tokens[k - 1]).post.strip():
            return None
        w = Word.parse(tokens[k])
        if w.lower in _DEGREE:
            continue
        adj = [r for r in _readings(w.core) if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)]
        # (es66 mend) a finite verb's reading does not count against it: no finite verb follows
        # the clitic's own unlinked ("las vimos contentas", "contentar" has "contentas")
        other = [r for r in _readings(w.core) if r not in adj and not _finite(r)]
        if adj and not other and all(r.gender == gender and r.number == "pl" for r in adj):
            return k
        return None
    return None


def _finite(r: Reading) -> bool:
    return r.pos.startswith("vb") and not {"inf", "ger", "pp"} & set(r.tags)


def _person_noun(low: str) -> bool:
    """Whether the plural noun ``low`` names people: listed in the lexicon of pairs or among
    the common-gender nouns, or a noun Apertium has in both genders ("vecinas" -> "vecinos";
    not "entradas", "libros": one gender, no pair)."""
    if low in PLURAL_LEXICON or low in PLURAL_LEXICON_F or low in EPICENE_PL:
        return True
    morph = get_morph()
    nouns = [r for r in morph.readings(low) or () if r.pos == "n"]
    if any(r.gender == "mf" for r in nouns):
        return True
    for r in nouns:
        if r.gender not in ("m", "f") or morph.fixed_gender_noun(low):
            continue
        other = r.swapped("m" if r.gender == "f" else "f")
        form = morph.generate([other]).get(other)
        if form is not None and form != low:
            return True
    return False


def _group_is_people(tokens: Sequence[str], k: int, gender: str) -> bool:
    """Whether the nearest plural noun before token ``k`` in ``gender`` (or both) is a person
    noun (:func:`_person_noun`), or there is none (see the module docstring)."""
    morph = get_morph()
    for j in range(k - 1, -1, -1):
        w = Word.parse(tokens[j])
        nouns = [r for r in morph.readings(w.lower) or () if r.pos == "n" and r.number == "pl"]
        if any(r.gender in (gender, "mf") for r in nouns):
            return _person_noun(w.lower)
    return True


def group_object_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """One-token spans of the plural object clitics (and their object predicatives) that may
    render an English "them" (see the module docstring)."""
    if not get_morph().available:
        return []
    out: list[tuple[int, int]] = []
    for i in range(len(tokens)):
        g = _plural_clitic(tokens, i)
        if g is None or not _group_is_people(tokens, i, g):
            continue
        out.append((i, i + 1))
        verb = i + 1 if Word.parse(tokens[i]).lower in ("los", "las") else i
        k = _object_predicative(tokens, verb, g)
        if k is not None:
            out.append((k, k + 1))
    return out


def group_pronoun_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """One-token spans of the stressed plural pronouns "ellos"/"ellas" that may render an English
    "they"/"them" (see the module docstring), kept as the clitics are."""
    if not get_morph().available:
        return []
    out: list[tuple[int, int]] = []
    first_thing: int | None = None  # read once, when the first pronoun needs it
    for i, tok in enumerate(tokens):
        g = _PRONOUN_GENDER.get(Word.parse(tok).lower)
        if g is None or _partitive_set(tokens, i):
            continue
        if not _group_is_people(tokens, i, g):
            continue
        if first_thing is None:
            first_thing = _first_thing(tokens)
        if first_thing >= i:
            out.append((i, i + 1))
    return out


def _partitive_set(tokens: Sequence[str], k: int) -> bool:
    """Whether the pronoun at ``k`` is the set of a partitive ("La mayoría de ellas", "algunas de
    ellas"): the quantifier's own routes realise it with the quantifier
    (:mod:`fairmt.inflect.spanish_quantity_pronouns`, :data:`~fairmt.inflect.spanish_words.PARTITIVES`)."""
    if k < 2 or Word.parse(tokens[k - 1]).lower != "de":
        return False
    before = Word.parse(tokens[k - 2]).lower
    return before in QUANTITY_NOUNS or before in PARTITIVES or before in PARTITIVES_BACK


def _first_thing(tokens: Sequence[str]) -> int:
    """The index of the first plural noun that names no people (:func:`_person_noun`), in either
    gender (``len(tokens)`` when none): a pronoun after it may stand for it, and for the same
    things in both genders' translations ("creen en ellas" for "las ideas", with "las discípulas"
    nearer)."""
    for j, tok in enumerate(tokens):
        w = Word.parse(tok)
        rs = _readings(w.core)
        plural_noun = any(r.pos == "n" and r.number == "pl" for r in rs)
        if plural_noun and not any(r.pos.startswith("vb") for r in rs) and not _person_noun(w.lower):
            return j
    return len(tokens)


def _predicative_readings(rs: list[Reading]) -> list[Reading]:
    """The readings of a predicative that can agree (adjective, participle, noun), when it has
    any: a finite verb reading of the same form shows a person's number, not the group's, and
    the parse has already placed the word as a predicative (es-inflect-47: "Salieron juntas",
    *juntas* also the second person singular of *juntar*, kept the group's predicative in the
    feminine)."""
    kept = [r for r in rs if r.pos in ("adj", "n") or (r.pos.startswith("vb") and "pp" in r.tags)]
    return kept or rs


def group_subject_spans(inflector: SpanishInflector, tokens: Sequence[str]) -> list[tuple[int, int]]:
    """The plural predicatives of each clause with a dropped subject (see the module
    docstring), as the one-token spans the parse gives."""
    if not get_morph().available:
        return []
    out: list[tuple[int, int]] = []
    for group in inflector.dropped_subject_predicatives(tokens):
        forms = [_predicative_readings(_readings(Word.parse(tokens[s[0]]).core)) for s in group]
        numbers = {r.number for rs in forms for r in rs if r.pos in ("adj", "vblex", "n")}
        genders = {r.gender for rs in forms for r in rs if r.pos in ("adj", "vblex")}
        if numbers != {"pl"} or len(genders) != 1 or genders <= {"mf", ""}:
            continue
        if _group_is_people(tokens, group[0][0], next(iter(genders))):
            out += group
    return out


#: Floating quantifiers that agree with the group they quantify (NGLE §19.4, §20.3: "todos",
#: "ambos" apart from their noun: "Tengo tres nietas, todas casadas").
_FLOATING = frozenset(["todos", "todas", "ambos", "ambas"])


def floating_predicative(tokens: Sequence[str], k: int) -> int | None:
    """The index of the adjective or participle right after the floating quantifier at ``k``
    (degree adverbs aside) that agrees with it in gender and number ("todas casadas", "ambos
    muy cansados"): the quantifier and the predicative share the group they are said of (NGLE
    §20.3, §33.1), so a realisation that changes one changes the other. ``None`` when ``k`` is
    no such quantifier, a noun or a determiner follows ("todas las niñas"), or punctuation."""
    w = Word.parse(tokens[k])
    if w.lower not in _FLOATING or w.post.strip():
        return None
    gender = "f" if w.lower.endswith("as") else "m"
    for j in range(k + 1, len(tokens)):
        x = Word.parse(tokens[j])
        if x.lower in _DEGREE:
            if x.post.strip():
                return None
            continue
        rs = _readings(x.core)
        adj = [r for r in rs if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)]
        if adj and len(adj) == len(rs) and all(r.gender == gender and r.number == "pl" for r in adj):
            return j
        return None
    return None


#: Distributive locutions of a group ("uno a uno", "una por una": NGLE §20.4): each "uno" agrees
#: with the group.
_DISTRIBUTIVE_LINKS = frozenset(["a", "por", "tras"])


_PAIRS = {("uno", "uno"): "m", ("una", "una"): "f", ("uno", "otro"): "m", ("una", "otra"): "f"}
_SWAP = {"uno": "una", "una": "uno", "otro": "otra", "otra": "otro"}


def _nearest_plural_noun(tokens: Sequence[str], k: int, gender: str) -> int | None:
    for j in range(k - 1, -1, -1):
        rs = _readings(Word.parse(tokens[j]).core)
        if any(r.pos == "n" and r.number == "pl" and r.gender in (gender, "mf") for r in rs):
            return j
    return None


def group_agreement(tokens: Sequence[str], span: tuple[int, int], new: list[str], gender: str) -> list[str]:
    """``new`` (the realisation of ``span`` in ``gender``, ``"F"``/``"M"``) with the words after
    the span that agree with its group changed too: the predicative of a floating quantifier
    span (:func:`floating_predicative`), and a distributive "uno a uno"/"una por una" whose
    nearest plural noun in its gender is the span's (NGLE §20.4: each "uno" agrees with the
    group). Same length as ``tokens``; words outside these stay as ``new`` has them."""
    if len(new) != len(tokens) or not get_morph().available:
        return new
    out = list(new)
    g = gender.lower()
    if span[1] - span[0] == 1:
        j = floating_predicative(tokens, span[0])
        if j is not None and out[j] == tokens[j]:
            w = Word.parse(tokens[j])
            form = get_morph().other_gender(w.lower, gender, ("adj",))
            if form is not None:
                out[j] = w.render(form)
    if out[span[0] : span[1]] == list(tokens[span[0] : span[1]]):
        return out
    words = [Word.parse(t) for t in tokens]
    for i in range(span[1], len(words) - 2):
        a, link, b = words[i], words[i + 1], words[i + 2]
        if a.post.strip() or link.post.strip() or link.lower not in _DISTRIBUTIVE_LINKS:
            continue
        had = _PAIRS.get((a.lower, b.lower))
        if had is None or had == g:
            continue
        near = _nearest_plural_noun(tokens, i, had)
        if near is None or not span[0] <= near < span[1]:
            continue
        out[i], out[i + 2] = a.render(_SWAP[a.lower]), b.render(_SWAP[b.lower])
    e = span[1]
    if (
        e + 1 < len(words)
        and words[e - 1].lower in ("todos", "todas")
        and out[e - 1] != tokens[e - 1]
        and words[e].lower in ("los", "las")
        and words[e + 1].lower == "que"
        and not words[e - 1].post
        and not words[e].post
    ):
        # es-inflect-32: "con todos los que me ayudaron" -> "con todas las que": "todos" and the
        # article of the headless relative after it are one group's (NGLE §19.6).
        out[e] = words[e].render("las" if gender == "F" else "los")
    return out
