"""An English modifier the MT kept before an English head it kept too ("Senior Pitcher").

Machine translation often copies an English noun phrase word for word, capitalising it as German
does ("Senior pitcher Stacey Nelson" -> "Senior Pitcher Stacey Nelson"; "five Resident Senators"
-> "fünf Resident Senators"). The first word may look like a person noun of the target language
(der Senior, der Resident), but it is an English modifier of an English head: the phrase is
foreign material, which keeps its own form (Duden, Rechtschreibung: Fremdwörter; NGLE 1.7 and
Grevisse § 2 on foreign words kept as such), so it does not take the target's gender endings.

The test: the span's last word and the word after it stand in that order in the English source
(compared without case), and the English head is a common noun, not a name: lower case in the
English ("pitcher"), or an English plural noun in a phrase the English writes in title case
("Resident Senators", whose lemma differs; not "his cousin Odes", a name after a lower-case noun). A title
before a name ("Senator Smith", "Coach Jones") keeps its person reading, since "Smith" and "Jones"
are names. :func:`fairmt.fairqe.realise._kept_english` covers the head of such a phrase.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.english_person_nouns import NAME_PUNCT, english_morphology


def kept_english_modifier(src: Sequence[str], tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether the span's last word is an English modifier the MT kept before its English head
    (see the module docstring); ``src`` is the source's words without punctuation."""
    t = span[1] - 1
    if not 0 <= t < len(tokens) - 1 or tokens[t][-1:] in ",;:.":
        return False
    core, nxt = tokens[t].strip(NAME_PUNCT), tokens[t + 1].strip(NAME_PUNCT)
    if not (core[:1].isupper() and core.isalpha() and nxt[:1].isupper() and nxt.isalpha()):
        return False
    for j in range(len(src) - 1):
        if src[j].lower() != core.lower() or src[j + 1].lower() != nxt.lower():
            continue
        head = src[j + 1]
        if head[:1].islower():
            return True  # "Senior pitcher" -> "Senior Pitcher"
        morph = english_morphology()
        if (
            src[j][:1].isupper()
            and morph is not None
            and any(r.pos == "n" and r.lemma != head.lower() for r in morph.readings(head.lower()))
        ):
            return True  # "Resident Senators": an English plural, no name
    return False
