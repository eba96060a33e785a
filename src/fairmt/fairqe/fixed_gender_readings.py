"""Person nouns of one grammatical gender show nothing of their referent's (helper ex47, issue 13).

"He was the only victim" -> "Fu la sola vittima" / "Fue la única víctima"; "She is a member of
parliament" -> "È un membro del parlamento". Some person nouns have one grammatical gender
whoever they name, and their article and adjectives agree with the noun, not with the person:
Italian *nomi di genere promiscuo* ("la vittima", "la persona", "la guida", "la spia", and the
masculine "il membro", said of women as of men: Serianni, *Grammatica italiana*, III.38;
Treccani, Vocabolario, s.v. *membro*), Spanish *sustantivos epicenos* ("la víctima", "la
persona", "la criatura": RAE, *Nueva gramática*, 2.10). Reading such a noun's phrase as the
referent's gender flagged right translations ("la sola vittima" for "he") as gender violations;
the noun's phrase is not read (``None``), so the cue counts only where another word shows the
gender.

The nouns are the inflectors' own lists of these nouns (the realisation keeps them unchanged),
with Italian "membro": the inflector may write "la membro" for a woman, but the masculine is the
usual form for both ("è un membro fondatore"), so its article says nothing either. The
dictionary's wider test (:meth:`fairmt.inflect.apertium_morph.Morphology.fixed_gender_noun`) is
not used: it also takes role nouns whose feminine the dictionary lacks ("il ministro"), whose
article does show the referent's gender.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fairmt.fairqe.cue_seeds import target_determiners, target_norm
from fairmt.inflect.italian_words import GRAMMATICAL_GENDER_PERSONS as _ITALIAN
from fairmt.inflect.spanish_lexicon import FIXED_GENDER as _SPANISH
from fairmt.inflect.spanish_lexicon import pluralise

__all__ = ["FIXED_GENDER_PERSONS", "fixed_gender_person", "fixed_gender_phrase"]

#: Per target language, the person nouns (singular and plural forms) of one grammatical gender.
FIXED_GENDER_PERSONS: dict[str, frozenset[str]] = {
    "it": _ITALIAN | {"membro", "membri"},
    "es": _SPANISH | {pluralise(s) for s in _SPANISH if s != "gente"},
}


def fixed_gender_person(words: Iterable[str], lang: str) -> bool:
    """Whether one of the target ``words`` (tokens, read lower-case without punctuation) is a
    person noun of one grammatical gender in ``lang``."""
    nouns = FIXED_GENDER_PERSONS.get(lang, frozenset())
    return any(target_norm(w, lang) in nouns for w in words)


def fixed_gender_phrase(tokens: Sequence[str], span: tuple[int, int], lang: str) -> bool:
    """Whether the target ``span`` holds such a noun or is one word modifying one next to it,
    with no punctuation between: a noun or adjective right after it ("un membro fondatore",
    "una persona gentile": Italian and Spanish put the head first; not a clitic, "Una persona
    la llamó"), or an adjective between a determiner and it ("la sola vittima"; not a
    participle after the copula, "fu eletta membro", nor a person noun before an appositive
    noun, "il giornalista vittima"). Such a modifier agrees with the noun, so it shows the
    noun's gender, not the person's."""
    a, b = span
    if fixed_gender_person(tokens[a:b], lang):
        return True
    if b - a != 1 or _closes(tokens[a]):
        return False
    pos = _parts_of_speech(tokens[a], lang)
    if pos & {"prn", "det", "vblex", "vbser", "vbhaver"} or "pp" in pos:
        return False
    if a > 0 and not _closes(tokens[a - 1]) and fixed_gender_person(tokens[a - 1 : a], lang):
        return bool(pos & {"n", "adj"})
    return (
        a > 0
        and target_norm(tokens[a - 1], lang) in (target_determiners(lang) or frozenset())
        and fixed_gender_person(tokens[b : b + 1], lang)
        and pos == {"adj"}
    )


def _parts_of_speech(token: str, lang: str) -> set[str]:
    """The dictionary's parts of speech (and the participle tag) for ``token``."""
    from fairmt.fairqe.cue_target import _morphology

    morph = _morphology(lang)
    rs = (morph.readings(target_norm(token, lang)) if morph is not None else None) or ()
    out = {r.pos for r in rs}
    if any("pp" in r.tags for r in rs):
        out.add("pp")
    return out


def _closes(token: str) -> bool:
    return token.rstrip("\"'»”’)").endswith((",", ";", ":", "."))
