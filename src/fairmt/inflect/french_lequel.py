"""The relative pronoun *lequel* agrees with a person antecedent (fr-inflect-54, fr44).

After a preposition, French introduces a relative clause with *qui* or with the compound
relative pronoun *lequel* (*laquelle*, *lesquels*, *lesquelles*; contracted with *à* and *de* in
the plural: *auxquels*/*auxquelles*, *desquels*/*desquelles*), which, unlike *qui*, takes the
gender and number of its antecedent (Grevisse and Goosse, *Le Bon Usage*, the relative pronoun
*lequel*). MT writes it after a person noun: "un patient sur lequel elle a effectué un examen"
-> "une patiente sur laquelle ...", "les étudiants parmi lesquels" -> "les étudiantes parmi
lesquelles". When the noun phrase of the person right before it changes gender, so does the
pronoun; its number stays. The neutral form is "lequel·laquelle" (as "celui·celle"), and
"lesquel·les" in the plural (as "tous·tes").

Only the pronoun right after the person's noun phrase (perhaps after a comma) and one
preposition (``sur lequel``, ``avec laquelle``, ``parmi lesquels``), or a contracted plural
right after the noun phrase or after the first word of a compound preposition (``près
desquels``, ``grâce auxquelles``), is taken for that person's: "le client de la banque avec
laquelle" has the bank for antecedent and is left alone. The singular after *à* and *de*
changes the contraction too (``auquel`` / ``à laquelle``, ``duquel`` / ``de laquelle``): one
word against two, which the neutral merge of the two realisations cannot write; it is left as
the MT has it.

(fr-inflect-56) A person's phrase that is the *de*-complement of a thing noun ("l'opinion de
l'auteure selon laquelle", "le dossier du patient sur lequel") leaves two antecedents, and the
pronoun's own gender and number tell which it has: when they are those of the thing noun before
*de* (``opinion`` and ``laquelle`` both feminine singular), the pronoun may be the thing's, and
the clause a thing's relative ("the opinion according to which ..."); it is left as it is. When
they are not the thing's ("le dossier de la patiente sur laquelle": *dossier* is masculine), the
pronoun is the person's and agrees with it, as it does when the noun before *de* is itself a
person ("l'accompagnatrice d'une patiente sur laquelle").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, features_agree, lower_at
from fairmt.inflect.french_agreement import _DETERMINERS, _elided
from fairmt.inflect.french_words import PREPOSITIONS

__all__ = ["relative_lequel"]

#: Each form of *lequel* that changes in one word: masculine -> feminine, the same number.
_TO_FEMININE = {
    "lequel": "laquelle",
    "lesquels": "lesquelles",
    "auxquels": "auxquelles",
    "desquels": "desquelles",
}
_TO_MASCULINE = {f: m for m, f in _TO_FEMININE.items()}
_FORMS = frozenset([*_TO_FEMININE, *_TO_FEMININE.values()])
#: The forms contracted with "à"/"de" ("auxquels", "desquelles") and the simple ones ("lequel").
_CONTRACTED = frozenset(w for w in _FORMS if w.startswith(("aux", "des")))
_SIMPLE = _FORMS - _CONTRACTED
#: Prepositions before a simple form ("sur lequel"); not "à" and "de" (the singular contracts).
_PREPOSITIONS = (PREPOSITIONS - {"à", "de", "en", "depuis", "auprès", "près"}) | {"outre"}
#: The first word of a compound preposition before a contracted form ("près desquels").
_BEFORE_CONTRACTED = frozenset(["près", "auprès", "lors", "grâce", "face", "quant", "autour", "loin"])


def _site(tokens: Sequence[str], end: int) -> int | None:
    """The index of the *lequel* form that relates to the noun phrase ending at ``end``."""
    k = end + 1 if end < len(tokens) and tokens[end].strip() == "," else end
    for j in (k, k + 1):
        if j >= len(tokens) or (j > k and Word.parse(tokens[k]).post.strip()):
            return None
        word, before = lower_at(tokens, j), lower_at(tokens, k)
        if word in _CONTRACTED and (j == k or before in _BEFORE_CONTRACTED):
            return j
        if word in _SIMPLE and j == k + 1 and before in _PREPOSITIONS:
            return j
    return None


def _thing_antecedent(
    tokens: Sequence[str], start: int, pronoun: str, person_noun: Callable[[str], bool]
) -> bool:
    """Whether the noun before the *de* or *à* that opens the person's phrase at ``start``
    ("l'opinion **de** l'auteure", "le dossier **du** patient", "la lettre **à** la cliente") is a
    thing noun the dictionary reads in the gender and number of ``pronoun`` (module docstring)."""
    first = lower_at(tokens, start)
    if first in ("du", "des", "au", "aux") or first.startswith("d'"):
        head = start - 1
    elif start >= 1 and lower_at(tokens, start - 1) in ("de", "d'", "à"):
        # (fr-inflect-57, review) also after "à": "la lettre à la cliente avec laquelle"
        head = start - 2
    else:
        return False
    morph = morphology("fr")
    if head < 0 or morph is None or Word.parse(tokens[head]).post.strip():
        return False
    det, noun = _elided(lower_at(tokens, head))
    # A noun phrase of its own ("l'opinion", "le dossier"), not a verb read as a noun ("rêve d'un").
    if det != "l'" and lower_at(tokens, head - 1) not in _DETERMINERS:
        return False
    if not noun or person_noun(noun):
        return False
    gender = "f" if pronoun in _TO_MASCULINE else "m"
    number = "pl" if pronoun.startswith(("les", "aux", "des")) else "sg"
    return features_agree([(gender, number)], ((r.gender, r.number) for r in morph.noun_readings(noun)))


def relative_lequel(
    base: list[str],
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: Realisation,
    person_noun: Callable[[str], bool],
) -> list[str]:
    """``base`` (``tokens`` with the person at ``span`` realised in ``gender``) with the
    *lequel* pronoun right after that person's noun phrase in the same gender (module
    docstring); ``base`` itself when there is none or the phrase did not change. ``span`` is the
    phrase in ``tokens``; ``base`` may have a word more or fewer in it (fr-inflect-57: the
    contraction "au client" -> "à la cliente", "à la cliente" -> "au client")."""
    s, e = span
    shift = len(base) - len(tokens)  # (fr-inflect-57) "au client" -> "à la cliente": one more
    if e + shift < s or base[s : e + shift] == list(tokens[s:e]) or gender not in ("F", "M"):
        return base
    j = _site(tokens, e)
    # The words from the phrase's end to the pronoun are the MT's, ``shift`` places further on.
    if j is None or base[e + shift : j + shift + 1] != list(tokens[e : j + 1]):
        return base
    j += shift
    table = _TO_FEMININE if gender == "F" else _TO_MASCULINE
    word = Word.parse(base[j])
    form = table.get(word.core.lower())
    if form is None or _thing_antecedent(tokens, s, word.core.lower(), person_noun):
        return base
    out = list(base)
    out[j] = word.render(form)
    return out
