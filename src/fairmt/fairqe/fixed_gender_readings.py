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

The nouns are the inflectors' own lists of these nouns (the realisation keeps them unchanged).
Italian "membro" and "capo" (helper ex49) are a third kind, :data:`MASCULINE_FOR_BOTH`: common
gender in the singular ("la membro", "la capo": Sabatini, *Raccomandazioni*, 1987; the
inflector's common-gender list, italian_lexicon), but the masculine is still the usual form for
a woman ("è un membro fondatore", "sua zia era il capo della scuola"), as Treccani's entries
note. Their masculine phrase says nothing of the referent; their feminine one ("la capo") is
only said of a woman, so it is still read: "Mio zio è la capo del villaggio" stays a violation.
The dictionary's wider test (:meth:`fairmt.inflect.apertium_morph.Morphology.fixed_gender_noun`)
is not used: it also takes role nouns whose feminine the dictionary lacks ("il ministro"), whose
article does show the referent's gender.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fairmt.fairqe.cue_seeds import target_determiners, target_norm
from fairmt.gender.types import Realisation
from fairmt.inflect.italian_words import GRAMMATICAL_GENDER_PERSONS as _ITALIAN
from fairmt.inflect.spanish_lexicon import FIXED_GENDER as _SPANISH
from fairmt.inflect.spanish_lexicon import pluralise

__all__ = ["FIXED_GENDER_PERSONS", "MASCULINE_FOR_BOTH", "fixed_gender_person", "fixed_gender_phrase"]

#: Per target language, the person nouns (singular and plural forms) of one grammatical gender.
FIXED_GENDER_PERSONS: dict[str, frozenset[str]] = {
    "it": _ITALIAN,
    "es": _SPANISH | {pluralise(s) for s in _SPANISH if s != "gente"},
}

#: Per target language, common-gender person nouns whose masculine is also the usual form for a
#: woman: a masculine reading of their phrase is no reading (the plurals "membri", "capi" of any group).
#: Spanish has none: a woman is "la jefa", "la miembro" (RAE, *Diccionario panhispánico de dudas*).
MASCULINE_FOR_BOTH: dict[str, frozenset[str]] = {
    "it": frozenset({"membro", "membri", "capo", "capi"}),
}


def fixed_gender_person(words: Iterable[str], lang: str, reading: Realisation | None = None) -> bool:
    """Whether one of the target ``words`` (tokens, read lower-case without punctuation) is a
    person noun of one grammatical gender in ``lang``, or, when the phrase reads masculine
    (``reading`` "M"), one of :data:`MASCULINE_FOR_BOTH`."""
    nouns = FIXED_GENDER_PERSONS.get(lang, frozenset())
    if reading == "M":
        nouns = nouns | MASCULINE_FOR_BOTH.get(lang, frozenset())
    return any(target_norm(w, lang) in nouns for w in words)


def fixed_gender_phrase(
    tokens: Sequence[str], span: tuple[int, int], lang: str, reading: Realisation | None = None
) -> bool:
    """Whether the target ``span``, read as ``reading`` (the gender the caller found there;
    ``None`` when not known), holds such a noun or is one word modifying one next to it,
    with no punctuation between: a noun or adjective right after it ("un membro fondatore",
    "una persona gentile": Italian and Spanish put the head first; not a clitic, "Una persona
    la llamó"), or an adjective between a determiner and it ("la sola vittima"; not a
    participle after the copula, "fu eletta membro", nor a person noun before an appositive
    noun, "il giornalista vittima"). Such a modifier agrees with the noun, so it shows the
    noun's gender, not the person's. A :data:`MASCULINE_FOR_BOTH` noun counts only for a
    masculine ``reading`` ("un membro fondatore", not "la capo")."""
    a, b = span
    if fixed_gender_person(tokens[a:b], lang, reading):
        return True
    if b - a != 1 or _closes(tokens[a]):
        return False
    pos = _parts_of_speech(tokens[a], lang)
    if pos & {"prn", "det", "vblex", "vbser", "vbhaver"} or "pp" in pos:
        return False
    if a > 0 and not _closes(tokens[a - 1]) and fixed_gender_person(tokens[a - 1 : a], lang, reading):
        return bool(pos & {"n", "adj"})
    return (
        a > 0
        and target_norm(tokens[a - 1], lang) in (target_determiners(lang) or frozenset())
        and fixed_gender_person(tokens[b : b + 1], lang, reading)
        and pos == {"adj"}
    )


def _parts_of_speech(token: str, lang: str) -> set[str]:
    """The dictionary's parts of speech (and the participle tag) for ``token``."""
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    rs = (morph.readings(target_norm(token, lang)) if morph is not None else None) or ()
    out = {r.pos for r in rs}
    if any("pp" in r.tags for r in rs):
        out.add("pp")
    return out


def _closes(token: str) -> bool:
    return token.rstrip("\"'»”’)").endswith((",", ";", ":", "."))
