"""Agent nouns no dictionary lists, formed on a verb whose doer is a person (en-cues-80, en65).

English forms agent nouns freely with -er/-or on a verb (CGEL 19.2: "the personal agentive
-er": "rehabilitator", "upcycler", "declutterer"), far more than the cue lexicon, WordNet or
Apertium list. Such a noun names whoever does what the verb says, so it names a person where
the verb's doer is a person, and a thing where a thing can do it ("generator", "incubator":
the machines that generate and incubate). WordNet's verb frames say which: each sense lists the
sentence frames it takes, "Somebody ----s something" (frame 8) or "Something ----s" (frame 1).
A word is read as a person noun here (C7, C12 in the plural) when

* it is lower case, ends in -er/-or (-ers/-ors), and neither WordNet (as a noun) nor Apertium's
  English dictionary knows it: a listed word is the lists' business ("sweeper", "diver",
  "scourer", "calculator" are there, person or thing);
* a verb base of it (the word less -er/-or, with an -e restored, "rehabilitat-e", or a
  doubled consonant undone, "shopp-er") is a WordNet verb whose most frequent sense takes
  only frames with a "Somebody" subject ("rehabilitate": "Somebody ----s somebody"; not
  "generate", whose first sense takes "Something ----s something" too), and not frame 8,
  "Somebody ----s something". A verb done to a thing names the tool that does it as readily as
  the person (CGEL 19.2's instrumental -er: "dehydrator", "encryptor", "uploader",
  "pasteurizer", "exfoliator" are devices or programs), while one done to a person ("Somebody
  ----s somebody": "rehabilitate") or to no object ("Somebody ----s": "kayak") leaves the
  person reading (mend of en65).
"""

from __future__ import annotations

from functools import cache

from fairmt.fairqe.cue_words import Entry
from fairmt.fairqe.taxonomy import C7, C12

#: WordNet's verb frames whose subject is "Somebody" (``wninput(5WN)``, the generic frames):
#: 2, 7-9, 13-22 and 24-33; the others have "Something" or "It" as subject, or a body part
#: ("Somebody's (body part) ----s", 23).
_PERSON_FRAMES = frozenset([2, 7, 8, 9, *range(13, 23), *range(24, 34)])
#: "Somebody ----s something": a verb done to a thing, whose -er/-or noun is as often a tool.
_THING_OBJECT = 8


@cache
def person_verb(lemma: str) -> bool:
    """Whether the most frequent WordNet sense of the English verb ``lemma`` takes only frames
    whose subject is "Somebody", none with a thing as object (see the module text); ``False``
    without WordNet."""
    from fairmt.inflect.french_animacy import index_verb, synset_line

    offset = index_verb().get(lemma)
    fields = synset_line(offset, "verb").split("|")[0].split() if offset is not None else []
    if len(fields) < 5:
        return False
    # offset lex_filenum ss_type w_cnt (word lex_id)* p_cnt (ptr)* f_cnt (+ f_num w_num)*
    w_cnt = int(fields[3], 16)
    p_at = 4 + 2 * w_cnt
    f_at = p_at + 1 + 4 * int(fields[p_at])
    if f_at >= len(fields):
        return False
    frames = {int(fields[k + 1]) for k in range(f_at + 1, len(fields) - 2, 3) if fields[k] == "+"}
    return bool(frames) and frames <= _PERSON_FRAMES and _THING_OBJECT not in frames


def _bases(stem: str) -> list[str]:
    """Verb bases of an agent noun less its -er/-or: "rehabilitat" -> rehabilitate, "shopp" -> shop."""
    out = [stem, stem + "e"]
    if len(stem) > 2 and stem[-1] == stem[-2]:
        out.append(stem[:-1])
    if stem.endswith("i"):
        out.append(stem[:-1] + "y")
    return out


def person_agent_noun(low: str) -> Entry | None:
    """The entry of an unlisted agent noun of a person verb (module text), or ``None``."""
    from fairmt.fairqe.english_person_nouns import english_morphology
    from fairmt.inflect.french_animacy import english_lexfiles

    if not low.isalpha() or len(low) < 7:
        return None
    plural = low.endswith(("ers", "ors"))
    lemma = low[:-1] if plural else low
    if not lemma.endswith(("er", "or")):
        return None
    morph = english_morphology()
    if morph is None or morph.readings(low) or morph.readings(lemma) or english_lexfiles(lemma) is not None:
        return None
    if not any(person_verb(b) for b in _bases(lemma[:-2])):
        return None
    return Entry(lemma, C12 if plural else C7, None, plural, "agent")
