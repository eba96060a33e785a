"""Object control of an English "for V-ing" clause: "They praised him for winning" (en-cues-78).

An English gerund adjunct takes the matrix subject as its understood subject (CGEL 14.5, subject
control: "She apologised for being late": she was late), and the realiser's gerund pronouns
follow that subject (:func:`fairmt.fairqe.gerund_controller.gerund_referent`). Verbs of praise,
blame, thanks and sanction with a direct object and a "for" phrase are the exception: the
"for" phrase gives the reason for the treatment of the object, and the gerund's understood
subject is that object (CGEL 14.5, object control; Quirk et al. 1985, 16.43, "prepositional
complements of verbs of judging"): "The coach praised the player for winning" (the player
won), "They fined her for speeding" (she sped), "She thanked him for coming" (he came). A
translation renders the gerund as a finite clause with a subject pronoun ("weil er gewonnen
hatte"), and that pronoun follows the object, not the subject.

Only a direct object between the verb and "for" counts: with none, the verb is passive or
intransitive ("She was praised for winning", "He apologised for shouting") and the subject is
the gerund's (subject control again). The object is a short noun phrase (at most four words,
no punctuation, no preposition or conjunction inside): beyond that the "for" phrase may belong
to another verb.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import _words
from fairmt.fairqe.english_person_nouns import NAME_PUNCT as _PUNCT

__all__ = ["OBJECT_CONTROL_VERBS", "gerund_object"]

#: Verbs of judging and treating someone for a deed (Quirk et al. 1985, 16.43): with an object
#: and "for V-ing", the object did it. Lemmas; :func:`_forms` gives their inflected forms.
OBJECT_CONTROL_VERBS = _words(
    "praise thank blame criticise criticize punish reward forgive pardon fine arrest sue "
    "scold rebuke reprimand chide fault commend applaud admire congratulate condemn mock "
    "ridicule penalise penalize honour honor credit remember respect love hate envy fire sack "
    "suspend ban jail hail laud salute slam attack"
)
#: Words that end or leave the object noun phrase: prepositions, conjunctions, "that"/"who".
_NOT_IN_OBJECT = _words(
    "to of in on at with by from into about after before during over under as than and or but "
    "that who which when while because if"
)


def _forms(lemma: str) -> set[str]:
    """The finite and participle forms of a regular verb lemma ("praise": "praises", "praised",
    "praising"; "ban": "banned"; "envy": "envied"), and the irregular "forgave", "forgiven"."""
    if lemma.endswith("e"):
        stem = lemma[:-1]
        past, ing = lemma + "d", stem + "ing"
    elif lemma.endswith("y") and lemma[-2] not in "aeiou":
        past, ing = lemma[:-1] + "ied", lemma + "ing"
    elif re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", lemma):
        past, ing = lemma + lemma[-1] + "ed", lemma + lemma[-1] + "ing"  # "ban", "slam"; not "jail"
    else:
        past, ing = lemma + "ed", lemma + "ing"
    third = lemma[:-1] + "ies" if lemma.endswith("y") and lemma[-2] not in "aeiou" else lemma + "s"
    if lemma.endswith(("sh", "ch", "s", "x")):
        third = lemma + "es"
    out = {lemma, third, past, ing}
    if lemma == "forgive":
        out = (out - {past}) | {"forgave", "forgiven"}
    return out


_VERB_FORMS = frozenset(f for lemma in OBJECT_CONTROL_VERBS for f in _forms(lemma))


def _gerund_at(words: Sequence[str], k: int) -> bool:
    """Whether ``words[k]`` (lower-case, punctuation stripped) is "for" before a gerund, also
    with an adverb between ("for winning", "for allegedly using")."""
    nxt = [*words[k + 1 : k + 3], "", ""]
    return words[k] == "for" and (
        (nxt[0].endswith("ing") and len(nxt[0]) > 4)
        or (nxt[0].endswith("ly") and nxt[1].endswith("ing") and len(nxt[1]) > 4)
    )


def gerund_object(src: Sequence[str]) -> tuple[int, int] | None:
    """The word range (into ``src``, the source split at spaces) of the direct object whose
    "for V-ing" clause it controls ("praised [the young player] for winning"), or ``None`` when
    the source has no such clause. The first "for V-ing" of the sentence is looked at."""
    words = [w.lower().strip(_PUNCT) for w in src]
    k = next((i for i in range(len(words)) if _gerund_at(words, i)), None)
    if k is None:
        return None
    for v in range(k - 2, max(-1, k - 6), -1):
        if words[v] not in _VERB_FORMS:
            continue
        # No preposition or conjunction inside, and no punctuation after any of its words
        # ("praised the team, for winning ...": the comma ends the object phrase).
        obj = range(v + 1, k)
        if any(words[i] in _NOT_IN_OBJECT or src[i].rstrip(_PUNCT) != src[i] for i in obj):
            return None
        return (v + 1, k)
    return None
