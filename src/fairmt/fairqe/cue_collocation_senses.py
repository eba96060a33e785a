"""Role nouns read in a thing sense that the words around them show (en-cues-80, branch deb65).

Some English role nouns are also the ordinary names of things, and the sentence says which sense
it means: a "fighter" or "scout" among aircraft that are shot down and crash is a warplane, a
"receiver" next to valves and antennas is a radio set, the "pilot" whose airings got ratings is
a television episode. Word-sense disambiguation by collocates (one sense per collocation:
Yarowsky, "One sense per collocation", 1993), as :mod:`fairmt.fairqe.cue_thing_senses` does for
the machines of computing ("server", "controller"), applies to each such family with its own
vocabulary: one collocate of the family in the sentence makes the noun the thing. A word of the
family right before the noun is such a collocate too ("radio receiver", "TV pilot").

A person sense shown by the sentence wins: a who-relative right after the noun ("the scout who
found the trail") or a name right after it ("pilot Amelia Earhart"); and "wide receiver" is the
American-football player. English gives the restrictive relative "which" no person antecedent
(CGEL 12.3, the relative word "who" for personal antecedents, "which" for non-personal): a role
noun followed by "which" (without a comma, which would allow the sentential relative, "she
hired a lawyer, which cost a lot") names a thing, unless the noun is the complement of "of"
(whose head may be the antecedent: "a panel of experts which met").

Used by the cue detector (:func:`drop_thing_senses`) and by the sentence realiser, for English
role nouns it scans itself (:func:`thing_word`) and for target person nouns that no English cue
covers (:func:`thing_sense_at`, by relative position as ``english_animals.animal_at``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.taxonomy import C7, C11, C12

__all__ = ["THING_FAMILIES", "drop_thing_senses", "thing_sense", "thing_sense_at", "thing_word"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Aircraft: warplanes are named by their role ("fighter", "bomber", "scout" in the First World
#: War, "interceptor", "attacker"), and an aircraft is shot down, crashes, flies sorties.
_AIRCRAFT_NOUNS = _words(
    "fighter fighters bomber bombers scout scouts interceptor interceptors attacker attackers raider raiders"
)
_AIRCRAFT_CONTEXT = (
    _words(
        "aircraft airplane airplanes aeroplane aeroplanes plane planes biplane biplanes monoplane monoplanes"
        " seaplane seaplanes squadron squadrons sortie sorties airfield airfields aerodrome aerodromes"
        " crashed airborne flak luftwaffe raf"
    )
    | _AIRCRAFT_NOUNS
)
#: Radio and television sets: a "receiver" or "transmitter" among valves, signals and frequencies.
_SET_NOUNS = _words("receiver receivers transmitter transmitters")
_SET_CONTEXT = _words(
    "radio radios triode triodes valve valves tube tubes transistor transistors antenna antennas aerial"
    " signal signals frequency frequencies tuner amplifier amplifiers stereo television tv satellite gps"
    " audio headphones wireless"
)
#: Broadcasting: the "pilot" of a series is its first episode. Only words of a series' episodes: a
#: pilot who flies may well speak to a "TV network" or a "broadcast" (those stay out).
_EPISODE_NOUNS = _words("pilot pilots")
_EPISODE_CONTEXT = _words(
    "episode episodes airing airings aired series season seasons sitcom ratings premiere premiered"
    " showrunner viewers"
)

#: Each family: the role nouns that also name the thing, and the thing's collocates.
THING_FAMILIES: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (_AIRCRAFT_NOUNS, _AIRCRAFT_CONTEXT),
    (_SET_NOUNS, _SET_CONTEXT),
    (_EPISODE_NOUNS, _EPISODE_CONTEXT),
)
_FAMILY_NOUNS = frozenset().union(*(nouns for nouns, _ in THING_FAMILIES))
#: Relative words of a person antecedent.
_WHO = _words("who whom whose")


def _person_shown(toks: Sequence[Tok], k: int) -> bool:
    """Whether the words right after ``toks[k]`` show a person: a who-relative or a name."""
    if k + 1 >= len(toks):
        return False
    nxt = toks[k + 1]
    if nxt.low in _WHO:
        return True
    if toks[k].low.startswith("receiver") and k > 0 and toks[k - 1].low == "wide":
        return True  # the American-football player
    return (
        not toks[k].ends_clause and nxt.core[:1].isupper() and nxt.core[1:].islower() and nxt.core.isalpha()
    )


def _which_relative(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` heads a restrictive "which" relative and is no complement of "of"."""
    if k + 1 >= len(toks) or toks[k].ends_clause or toks[k + 1].low != "which":
        return False
    return not any(t.low == "of" for t in toks[max(0, k - 3) : k])


def thing_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is a role noun the sentence reads as a thing (see the module docstring)."""
    word = toks[k].low
    if _person_shown(toks, k):
        return False
    if _which_relative(toks, k):
        return True
    for nouns, context in THING_FAMILIES:
        if word not in nouns:
            continue
        if k > 0 and toks[k - 1].low in context and not toks[k - 1].ends_clause:
            return True
        if any(t.low in context and t.low not in nouns for i, t in enumerate(toks) if i != k):
            return True
        # Two different role nouns of one family name two things of a kind ("bombers escorted by
        # fighters"): a collocate too.
        if any(t.low in nouns and t.low.rstrip("s") != word.rstrip("s") for t in toks):
            return True
    return False


def drop_thing_senses(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word role-noun cues (C7, C11, C12) read as things (:func:`thing_sense`)."""
    return [
        h
        for h in hits
        if not (h.end - h.start == 1 and h.category in (C7, C11, C12) and thing_sense(toks, h.start))
    ]


def thing_word(src: Sequence[str], i: int) -> bool:
    """:func:`thing_sense` of the raw source words ``src`` at ``i``."""
    from fairmt.fairqe.cues import tokenize

    if i >= len(src):
        return False
    return thing_sense([tokenize(w) for w in src], i)


def thing_sense_at(src: Sequence[str], n_tgt: int, span: tuple[int, int], window: int = 1) -> bool:
    """Whether an English word of :data:`THING_FAMILIES` read as a thing (:func:`thing_sense`)
    stands at most ``window`` words from the relative position of the target ``span`` (``n_tgt``
    target words): the target person noun is its translation, and names no one."""
    from fairmt.fairqe.cues import tokenize

    if not src or n_tgt <= 0:
        return False
    toks = [tokenize(w) for w in src]
    at = round(span[0] / n_tgt * len(src))
    lo, hi = max(0, at - window), min(len(src), at + window + 1)
    return any(toks[i].low in _FAMILY_NOUNS and thing_sense(toks, i) for i in range(lo, hi))
