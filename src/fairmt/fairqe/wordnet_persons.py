"""English person nouns the cue lexicon lacks, found through WordNet when a determiner shows them.

The realiser looks for English role nouns the cue detector passed over, so that a target person
noun the aligner left uncovered still has an English reason to change (``_unaligned``). Its
guesses are the cue lexicon and the agent-noun suffixes (-er, -or, -ist), which miss nouns such
as "assassin", "forward" (the player), "independent" (the politician) or "envoy". WordNet files
the most frequent noun sense of each under ``noun.person`` (:func:`wordnet_person_lemma`), but
those words are often no nouns at all ("moved forward", "an independent report"), so the word
must stand where English puts a noun: after a determiner ("an assassin", "the first assassin",
"The English forward"; CGEL 5.1, the determiner opens the noun phrase and the head closes it),
with at most one adjective between, and with no noun after it (then it would be a modifier:
"an independent report", "the forward line"). Agent nouns in -er/-or/-ist are left to the
agent-noun guess and its stop list ("sharpshooter", "cutter", "trailer" are mostly things).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.english_person_nouns import NAME_PUNCT, english_morphology

_DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "his",
        "her",
        "their",
        "its",
        "our",
        "my",
        "your",
        "this",
        "that",
        "these",
        "those",
        "every",
        "each",
        "another",
        "one",
        "two",
        "three",
    ]
)
#: Agent-noun endings (-er, -or, -ist, ...) that ``english_person_nouns.english_agent_noun`` already judges.
_AGENT_ENDINGS = ("er", "or", "ist", "ian")


def determined_person_noun(src: Sequence[str], i: int) -> bool:
    """Whether ``src[i]`` is an English noun WordNet files as a person (its singular, for a plural
    in -s), right after a determiner or a determiner and one adjective, and at the end of its
    noun phrase (see the module docstring)."""
    from fairmt.fairqe.cue_words import wordnet_person_lemma

    raw = src[i]
    low = raw.strip(NAME_PUNCT)
    if not (low.isalpha() and low.islower() and len(low) > 3):
        return False
    morph = english_morphology()
    if morph is None:
        return False
    lemma = low[:-1] if low.endswith("s") and not low.endswith("ss") else low
    if lemma.endswith(_AGENT_ENDINGS):
        return False  # the agent-noun guess decides these, with its own stop list ("cutter")
    if not (wordnet_person_lemma(low) or (lemma != low and wordnet_person_lemma(lemma))):
        return False
    if not raw.endswith((",", ";", ":", ".")) and i + 1 < len(src):
        nxt = src[i + 1].strip(NAME_PUNCT)
        readings = {r.pos for r in morph.readings(nxt.lower())}
        verb_form = "vblex" in readings and nxt.endswith(("s", "ed"))
        if nxt.isalpha() and nxt.islower() and "n" in readings and not verb_form:
            return False  # "the forward line", "an independent report": a modifier of a noun
    prev_raw = src[i - 1].strip(NAME_PUNCT) if i > 0 else ""
    if prev_raw.lower() in _DETERMINERS:
        return True
    if i < 2 or src[i - 1][-1:] in ",;:" or src[i - 2].strip(NAME_PUNCT).lower() not in _DETERMINERS:
        return False
    # One adjective between: an adjective or ordinal ("the first assassin"), or a capitalised
    # proper adjective ("The English forward").
    adjective = any(r.pos in ("adj", "num", "det") for r in morph.readings(prev_raw.lower()))
    return adjective or (prev_raw[:1].isupper() and prev_raw[1:].islower() and prev_raw.isalpha())
