"""Role nouns read in a thing sense that the words around them show (en-cues-46, en-cues-80).

Some English role nouns are also the ordinary names of things, and the sentence says which sense
it means: in the sentences of computing the machine is the usual sense ("the server crashed",
"the web server was restarted", "a game controller", "the monitor flickered"); an "interceptor"
that flew a sortie with its squadron is a warplane, a "transmitter" next to an antenna is a radio
set, the "pilot" that ran longer than the later episodes is a television episode. The cue
lexicon lists them as persons, and a translation that keeps the thing ("il server", "el
servidor", "le serveur") then had its article realised in the other gender ("la server"): the
word names no one. Word-sense disambiguation by collocates is the classic method (one sense per
collocation: Yarowsky, "One sense per collocation", 1993): each family of such nouns
(:data:`SENSE_FAMILIES`) has its own vocabulary, and one collocate of the family in the
sentence, or a modifier of the family right before the noun ("web server", "radio receiver",
"TV pilot"), makes the noun the thing. Without one the person sense stays ("The server brought
our food", "the air traffic controller").

The families other than the machines of computing (those of branch deb65, :data:`THING_FAMILIES`)
are judged more closely. A person sense shown by the sentence wins: a who-relative right after the
noun ("the scout who found the trail") or a name right after it ("pilot Amelia Earhart"); and
"wide receiver" is the American-football player. English gives the restrictive relative "which"
no person antecedent (CGEL 12.3, the relative word "who" for personal antecedents, "which" for
non-personal): a role noun followed by "which" (without a comma, which would allow the sentential
relative, "she hired a lawyer, which cost a lot") names a thing, unless the noun is the
complement of "of" (whose head may be the antecedent: "a panel of experts which met"). And two
different nouns of one family name two things of a kind ("interceptors chasing bombers").

Used by the cue detector (:func:`drop_machine_nouns`, :func:`drop_thing_senses`) and by the
sentence realiser, for English role nouns it scans itself (:func:`machine_word`,
:func:`thing_word`) and for target person nouns that no English cue covers
(:func:`thing_sense_at`, by relative position as ``english_animals.animal_at``). This module
merges ``cue_collocation_senses`` (en-cues-80) into the machines' one (session 46, unchanged
behaviour).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.direct_speech import SPEECH_VERBS
from fairmt.fairqe.taxonomy import C7, C11, C12

__all__ = [
    "MACHINE_NOUNS",
    "SENSE_FAMILIES",
    "THING_FAMILIES",
    "SenseFamily",
    "drop_machine_nouns",
    "drop_thing_senses",
    "machine_sense",
    "machine_word",
    "thing_sense",
    "thing_sense_at",
    "thing_word",
]

#: A test of the word at a position of a sentence: whether it is a collocate of a family.
Collocate = Callable[[Sequence[Tok], int], bool]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _in(context: frozenset[str]) -> Collocate:
    """The collocate test of a family whose collocates are single words in ``context``."""
    return lambda toks, i: toks[i].low in context


@dataclass(frozen=True)
class SenseFamily:
    """Role nouns that also name one kind of thing, and the words that show the thing.

    ``collocate``: a word anywhere in the sentence (not one of the ``nouns``) that shows it;
    ``modifier``: a word right before the noun that shows it (``None``: a collocate);
    ``guarded``: whether the sentence's person signs, the "which" relative and a second noun of
    the family are read too (the module docstring), and the noun judged only as a role-noun cue
    (C7, C11, C12); the machines of computing (en-cues-46) are not."""

    nouns: frozenset[str]
    collocate: Collocate
    modifier: Collocate | None = None
    guarded: bool = True


#: Role nouns with a common sense of a machine (singular and plural).
MACHINE_NOUNS = frozenset({"server", "servers", "controller", "controllers", "monitor", "monitors"})
#: Words of computing and devices: one in the sentence makes the noun the machine.
_MACHINE_CONTEXT = _words(
    "computer computers software hardware internet online offline website websites web network"
    " networks database databases data crashed crashes reboot rebooted restarted hosted hosting"
    " download downloaded upload uploaded cpu disk cloud dns proxy email e-mail console keyboard"
    " screen usb wireless pc laptop app backup password minecraft multiplayer gamepad joystick"
    " pixels lcd led"
)
#: Modifiers right before the noun that name the machine ("game controller", "mail server").
_MACHINE_MODIFIERS = _words(
    "web mail file game proxy dedicated virtual remote media print video"
    " computer database dns cloud heart baby wireless domain application"
)

#: Aircraft: warplanes are named by their role ("fighter", "bomber", "scout" in the First World
#: War, "interceptor"), and an aircraft crashes, flies sorties, belongs to a squadron, meets flak.
#: Not "attacker" or "raider": mostly people ("the attacker fled"). The words for aircraft and
#: airfields themselves ("plane", "aircraft", "airfield") are no collocate: people hijack, watch,
#: shoot down or fly planes ("The attacker hijacked the plane", "Rebel fighters shot down two
#: planes"), so only words for what happens to the aircraft itself count.
_AIRCRAFT_NOUNS = _words("fighter fighters bomber bombers scout scouts interceptor interceptors")
_AIRCRAFT_CONTEXT = _words("squadron squadrons sortie sorties crashed flak luftwaffe raf") | _AIRCRAFT_NOUNS
#: Radio and television sets: a "receiver" or "transmitter" among valves, signals and frequencies.
_SET_NOUNS = _words("receiver receivers transmitter transmitters")
_SET_CONTEXT = _words(
    "radio radios valve valves tube tubes transistor transistors antenna antennas aerial"
    " signal signals frequency frequencies tuner amplifier amplifiers stereo television tv satellite gps"
    " audio headphones wireless"
)
#: Broadcasting: the "pilot" of a series is its first episode. Only words of a series' episodes: a
#: pilot who flies may well speak to a "TV network" or a "broadcast" (those stay out), and so may
#: words with an everyday sense: "season" (the holiday season), "ratings" (a flying pilot's type
#: ratings), "aired"/"airing" (a pilot aired his concerns); "series" counts only as a show, not
#: in "a series of" (:func:`_episode_word`).
_EPISODE_NOUNS = _words("pilot pilots")
_EPISODE_CONTEXT = _words("episode episodes airings series sitcom premiere premiered showrunner viewers")


def _episode_word(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]`` is a word of a series' episodes; "series" not before "of"."""
    if toks[i].low not in _EPISODE_CONTEXT:
        return False
    return toks[i].low != "series" or i + 1 >= len(toks) or toks[i + 1].low != "of"


#: The machines of computing (en-cues-46).
_MACHINES = SenseFamily(MACHINE_NOUNS, _in(_MACHINE_CONTEXT), _in(_MACHINE_MODIFIERS), guarded=False)
#: The families read with the person signs (en-cues-80, branch deb65).
THING_FAMILIES: tuple[SenseFamily, ...] = (
    SenseFamily(_AIRCRAFT_NOUNS, _in(_AIRCRAFT_CONTEXT)),
    SenseFamily(_SET_NOUNS, _in(_SET_CONTEXT)),
    SenseFamily(_EPISODE_NOUNS, _episode_word),
)
#: Every family of role nouns with a thing sense.
SENSE_FAMILIES: tuple[SenseFamily, ...] = (_MACHINES, *THING_FAMILIES)
_FAMILY_NOUNS = frozenset().union(*(f.nouns for f in THING_FAMILIES))

#: Relative words of a person antecedent.
_WHO = _words("who whom whose")
#: Verbs of asking, telling and showing, whose second object may be an indirect question opened by
#: "which" ("she asked the nurse which door to use"): the speech verbs and show, teach, remind.
_QUESTION_VERBS = SPEECH_VERBS | _words(
    "asking telling show shows showed shown showing teach teaches taught teaching remind reminds reminded"
    " reminding"
)
#: Forms of "to be": a noun linked by it to another noun is predicated of it ("a boxer is a fighter").
_BE = _words("be is are was were been being am 's")
#: Words after a copula that open its noun predicate.
_COPULA_NEXT = _words("a an the no not never also both")


def _collocated(toks: Sequence[Tok], k: int, family: SenseFamily) -> bool:
    """Whether ``toks[k]`` is a noun of ``family`` that its collocates make the thing."""
    word, nouns = toks[k].low, family.nouns
    if word not in nouns:
        return False
    modifier = family.modifier or family.collocate
    if k > 0 and modifier(toks, k - 1) and not toks[k - 1].ends_clause:
        return True
    if any(family.collocate(toks, i) and t.low not in nouns for i, t in enumerate(toks) if i != k):
        return True
    # Two different role nouns of one family name two things of a kind ("interceptors chasing
    # bombers"): a collocate too, unless "to be" links them, predicating one of the other ("a
    # wrestler is a fighter, not a bomber" says what a person is: :func:`_copula_link`).
    return family.guarded and any(
        t.low in nouns and t.low.rstrip("s") != word.rstrip("s") and not _copula_link(toks, i, k, nouns)
        for i, t in enumerate(toks)
    )


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
    """Whether ``toks[k]`` heads a restrictive "which" relative and is no complement of "of".

    After a verb of asking, telling or showing (at most 3 words before the noun) "which" opens an
    indirect question, the verb's second object, and the noun is its first: "She asked the
    nurse which door to use", "Show the guide which path you took"."""
    if k + 1 >= len(toks) or toks[k].ends_clause or toks[k + 1].low != "which":
        return False
    before = toks[max(0, k - 3) : k]
    return not any(t.low == "of" or t.low in _QUESTION_VERBS for t in before)


def _copula_link(toks: Sequence[Tok], i: int, j: int, nouns: frozenset[str]) -> bool:
    """Whether a copula "to be" before the later of ``toks[i]`` and ``toks[j]`` links nouns: a form
    of "be" followed by an article, "not" or a noun of the family ("a boxer is a fighter, not a
    bomber"; "boxers are fighters"), not the passive auxiliary ("bombers were escorted by ...")."""
    hi = max(i, j)
    return any(
        toks[b].low in _BE and (toks[b + 1].low in _COPULA_NEXT or toks[b + 1].low in nouns)
        for b in range(hi)
    )


def machine_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is one of :data:`MACHINE_NOUNS` in a sentence about machines: a
    machine modifier right before it, or a word of computing anywhere."""
    return _collocated(toks, k, _MACHINES)


def thing_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is a role noun the sentence reads as a thing of :data:`THING_FAMILIES`
    or heads a "which" relative (see the module docstring)."""
    if _person_shown(toks, k):
        return False
    if _which_relative(toks, k):
        return True
    return any(_collocated(toks, k, family) for family in THING_FAMILIES)


def drop_machine_nouns(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word role-noun cues read as machines (:func:`machine_sense`)."""
    return [h for h in hits if not (h.end - h.start == 1 and machine_sense(toks, h.start))]


def drop_thing_senses(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word role-noun cues (C7, C11, C12) read as things (:func:`thing_sense`)."""
    return [
        h
        for h in hits
        if not (h.end - h.start == 1 and h.category in (C7, C11, C12) and thing_sense(toks, h.start))
    ]


def machine_word(src: Sequence[str], i: int) -> bool:
    """:func:`machine_sense` of the raw source words ``src`` at ``i``: the sentence realiser's
    scan for role nouns the detector passed over must pass over the machines too."""
    from fairmt.fairqe.cues import tokenize

    if i >= len(src) or tokenize(src[i]).low not in MACHINE_NOUNS:
        return False
    return machine_sense([tokenize(w) for w in src], i)


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
