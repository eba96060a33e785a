"""The stressed reflexive pronoun after an attribute agrees with the person (fr-inflect-57, fr48).

French has no stressed reflexive for a person other than the indefinite *soi*: after a
preposition, the pronoun that refers back to the subject is the ordinary stressed pronoun of the
subject's gender and number (Grevisse and Goosse, *Le Bon Usage*, *soi* and *lui*/*elle* as
reflexives). So "sûr de soi" (self-confident) is said "il est sûr de lui", "elle est sûre d'elle",
"ils sont sûrs d'eux", "elles sont sûres d'elles" (TLFi *sûr* II.B, "sûr de soi"), and "fier de
lui-même", "fière d'elle-même". When the attribute right before "de" changed gender with its
person ("sûr" -> "sûre"), the pronoun after it changes too: "Le directeur est sûr de lui et
gentil" -> "La directrice est sûre d'elle et gentille".

Only two cases are read, where the pronoun can only be the subject's:

* the form with *-même(s)* ("fier de lui-même", "content d'elles-mêmes"): the intensifier marks the
  reflexive after an attribute;
* the plain pronoun after *sûr*, the fixed "sûr de soi": "fier de lui" may be proud of someone
  or something else ("elle était fière de lui", of the book; gold dev fr-899) and stays.

The pronoun must be of the attribute's old gender and number ("Il est sûr d'elle": sure of her,
someone else, stays). "de lui" and "d'elle" differ in their number of words (the elision of
*de*), so this runs last, on the finished realisation; the neutral is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_secondary_predicate import STRESSED_BY_GENDER
from fairmt.inflect.pieces import APOSTROPHES

__all__ = ["self_complement"]

#: The stressed pronouns after "de", plain and with "-même(s)": (gender, number), reflexive.
_READ = {
    form: (key, form != pronoun)
    for key, pronoun in STRESSED_BY_GENDER.items()
    if key[0] in ("m", "f")
    for form in (pronoun, pronoun + ("-mêmes" if key[1] == "pl" else "-même"))
}
#: The forms of "sûr" ("sûr de soi"), by gender and number.
_SUR = {"sûr": ("m", "sg"), "sûre": ("f", "sg"), "sûrs": ("m", "pl"), "sûres": ("f", "pl")}


def _pronoun_at(tokens: Sequence[str], j: int) -> tuple[int, str, str] | None:
    """(width, apostrophe, pronoun) of "de" + stressed pronoun at ``j``: "de lui", "d'elle",
    "d' elle" (Moses tokenisation), "d’eux"; ``None`` when there is none."""
    word = Word.parse(tokens[j])
    low = word.lower
    if word.pre:
        return None
    if low == "de" and not word.post and j + 1 < len(tokens):
        return (2, "", Word.parse(tokens[j + 1]).lower)
    for mark in APOSTROPHES:
        if low == "d" + mark and j + 1 < len(tokens):  # "d' elle"
            return (2, mark + " ", Word.parse(tokens[j + 1]).lower)
        if low.startswith("d" + mark):  # "d'elle." too: _spell keeps the punctuation
            return (1, mark, low[2:])
    return None


def _spell(pronoun: str, mark: str, last: Word) -> list[str]:
    """ "de" + ``pronoun``, elided before a vowel with the sentence's apostrophe ``mark`` (one
    token, or two for Moses tokenisation), the last token with ``last``'s punctuation."""
    if pronoun.startswith("lui"):
        return ["de", last.render(pronoun)]
    apostrophe = mark.strip()
    if mark.endswith(" "):
        return ["d" + apostrophe, last.render(pronoun)]
    return [last.render("d" + apostrophe + pronoun)]


def _sentence_mark(tokens: Sequence[str]) -> str:
    """The apostrophe the sentence writes (typographic or not), with a space after it when the
    sentence is Moses-tokenised ("l' avocat"): the spelling of an elided "d'" put into it."""
    moses = any(Word.parse(t).lower in ("l'", "d'", "qu'", "s'", "n'", "c'", "j'") for t in tokens)
    return ("’" if "’" in " ".join(tokens) else "'") + (" " if moses else "")


def self_complement(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: str, morph: Morphology
) -> list[str]:
    """``base`` (``tokens`` with the person at ``span`` realised in ``gender``, word for word)
    with the reflexive pronoun after each adjective or participle after the span that changed
    with the person (module docstring); ``base`` when there is none."""
    if gender not in ("F", "M") or len(base) != len(tokens):
        return base
    new = "f" if gender == "F" else "m"
    out = list(base)
    # From the right, so that a changed number of words leaves the earlier indices in place.
    for a in range(len(tokens) - 2, span[1] - 1, -1):
        word = Word.parse(tokens[a])
        if base[a] == tokens[a] or word.post:
            continue
        site = _pronoun_at(tokens, a + 1)
        if site is None or site[2] not in _READ:
            continue
        if not any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(Word.parse(base[a]).lower)):
            continue
        width, mark, pronoun = site
        (old_gender, number), reflexive = _READ[pronoun]
        if old_gender == new or out[a + 1 : a + 1 + width] != list(tokens[a + 1 : a + 1 + width]):
            continue
        if not reflexive and _SUR.get(word.lower) != (old_gender, number):
            continue  # "fier de lui": perhaps someone else (module docstring)
        if not mark:
            mark = _sentence_mark(tokens)
        form = STRESSED_BY_GENDER[(new, number)] + (
            ("-mêmes" if number == "pl" else "-même") if reflexive else ""
        )
        out[a + 1 : a + 1 + width] = _spell(form, mark, Word.parse(tokens[a + width]))
    return out
