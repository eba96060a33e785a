"""The reporter's "myself" in direct speech (en-cues-47, exp34).

In direct speech the first person is the speaker the reporting clause names: in "She says: I
need to feel good about myself", "I" and "myself" are the woman who speaks (Quirk et al., *A
Comprehensive Grammar of the English Language*, §14.29-14.31 on direct speech and its
reporting clause: the quoted words keep the speaker's own deictic pronouns). English does not
mark the gender of "I", but a Romance translation of the reflexive does: Spanish "conmigo
mismo/misma", Italian "con me stesso/stessa", French "moi-même" (RAE, *Nueva gramática*,
§16.7 on the agreement of "mismo"; Serianni, *Grammatica italiana*, VII.50 on "stesso"). So
a "myself" in the quoted words of a gendered pronoun is read as the speaker's reflexive:
"himself" or "herself", with its gender, and placed, varied and checked as they are.

Only the narrow, safe case: the reporting clause comes first and is a gendered subject
pronoun ("he"/"she") right before a verb of saying, followed by a colon, a comma or an
opening quote ("He says: ...", "she wrote, “...”"). The quotation runs to the end of the
sentence or to a closing quote. "I" itself and its predicatives ("I am tired") are not read:
the speaker's gender would need the agreement rules of a subject pronoun that English does not
state, and a quotation may hold another speaker's words.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.taxonomy import C1
from fairmt.fairqe.types import Realisation

__all__ = ["speaker_reflexives"]

#: Verbs of saying that introduce direct speech (Quirk §14.29: say, tell, ask, reply, ...).
SPEECH_VERBS = _words(
    "say says said tell tells told write writes wrote explain explains explained add adds added "
    "recall recalls recalled remark remarks remarked declare declares declared state states stated "
    "ask asks asked reply replies replied answer answers answered note notes noted comment comments "
    "commented recount recounts recounted admit admits admitted insist insists insisted"
)
_SPEAKERS: dict[str, Realisation] = {"he": "M", "she": "F"}
_REFLEXIVE = {"M": "himself", "F": "herself"}
_OPEN_QUOTES = '"“«'
_CLOSE_QUOTES = '"”»'


def _opens_quote(verb: Tok, nxt: Tok | None) -> bool:
    """Whether direct speech starts right after the speech verb ``verb``."""
    if verb.raw.endswith((":", ",")):
        return True
    return nxt is not None and nxt.raw[:1] in _OPEN_QUOTES


def speaker_reflexives(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` plus a gendered reflexive hit for each "myself" inside the direct speech of a
    gendered pronoun (module docstring)."""
    have = {h.start for h in hits}
    added: list[Hit] = []
    for i in range(len(toks) - 2):
        gender = _SPEAKERS.get(toks[i].low)
        if gender is None or toks[i].ends_clause or toks[i + 1].low not in SPEECH_VERBS or toks[i + 1].clitic:
            continue
        if not _opens_quote(toks[i + 1], toks[i + 2]):
            continue
        for j in range(i + 2, len(toks)):
            t = toks[j]
            if t.low == "myself" and j not in have:
                lemma = _REFLEXIVE[gender]
                note = f"'myself' in the direct speech of '{toks[i].low}' ({gender})"
                added.append(Hit(j, j + 1, C1, gender, lemma, note, kind="pronoun"))
            if t.ends_sentence or t.raw.rstrip(".,;:!?")[-1:] in _CLOSE_QUOTES:
                break
    if not added:
        return hits
    return sorted([*hits, *added], key=lambda h: (h.start, h.end))
