"""Role nouns read in their sense of a machine, where the sentence speaks of computers (en-cues-46)
or of aircraft (en-cues-60).

A few English role nouns also name a machine, and in the sentences of computing the machine is
the usual sense: "the server crashed", "the web server was restarted", "a game controller", "the
monitor flickered". The cue lexicon lists them as persons (a waiter or a tennis player who
serves; a person who controls or monitors), and a translation that keeps the machine ("il
server", "el servidor", "le serveur") then had its article realised in the other gender ("la
server", "la servidora"): the word names no one. Word-sense disambiguation by the words around
a polysemous noun is the classic method (one sense per collocation: Yarowsky, "One sense per
collocation", 1993); here the collocates are the vocabulary of computing and devices, and one
such word in the sentence, or a machine-naming modifier right before the noun ("web server",
"game controller"), is enough. Without such a word the person sense stays ("The server brought
our food", "the server won the point", "the air traffic controller").

Military aviation names its aircraft by their role, with the same words as the persons: a
"fighter", a "bomber", a "scout", an "attacker", a "raider", an "interceptor" (en-cues-60). In
"the bombers were escorted by fighters", "a scout, which crashed", "she shot down two of the
attackers" the words name aircraft, and a German "Kämpfer"/"Angreifer" that stands for one was
realised "Kämpferinnen"/"Angreiferin". The collocates of that sense are the words of flying
("squadron", "sortie", "flak"), the phrasal verb "shoot down", which takes aircraft (and no
person) as its object, and the relative "which" right after the noun, which stands for no
person (CGEL 12.3: "who" is personal, "which" non-personal). The other aircraft nouns count
too ("38 bombers escorted by 12 fighters"), except in a sentence that speaks of suicide
attacks, where "bombers" and "fighters" are the persons of an insurgency ("rebel fighters and
suicide bombers"). Without such a word the person sense stays ("the rebel fighters", "a
suicide bomber", "the attacker fled", "a talent scout").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok

__all__ = [
    "AIRCRAFT_NOUNS",
    "MACHINE_NOUNS",
    "aircraft_at",
    "aircraft_sense",
    "drop_machine_nouns",
    "machine_sense",
    "machine_word",
]

#: Role nouns with a common sense of a machine (singular and plural).
MACHINE_NOUNS = frozenset({"server", "servers", "controller", "controllers", "monitor", "monitors"})

#: Words of computing and devices: one in the sentence makes the noun the machine.
_MACHINE_CONTEXT = frozenset(
    {
        "computer",
        "computers",
        "software",
        "hardware",
        "internet",
        "online",
        "offline",
        "website",
        "websites",
        "web",
        "network",
        "networks",
        "database",
        "databases",
        "data",
        "crashed",
        "crashes",
        "reboot",
        "rebooted",
        "restarted",
        "hosted",
        "hosting",
        "download",
        "downloaded",
        "upload",
        "uploaded",
        "cpu",
        "disk",
        "cloud",
        "dns",
        "proxy",
        "email",
        "e-mail",
        "console",
        "keyboard",
        "screen",
        "usb",
        "wireless",
        "pc",
        "laptop",
        "app",
        "backup",
        "password",
        "minecraft",
        "multiplayer",
        "gamepad",
        "joystick",
        "pixels",
        "lcd",
        "led",
    }
)
#: Modifiers right before the noun that name the machine ("game controller", "mail server").
_MACHINE_MODIFIERS = frozenset(
    {"web", "mail", "file", "game", "proxy", "dedicated", "virtual", "remote", "media", "print", "video"}
    | {"computer", "database", "dns", "cloud", "heart", "baby", "wireless", "domain", "application"}
)


#: Role nouns with a common sense of a military aircraft (singular and plural).
AIRCRAFT_NOUNS = frozenset(
    {"fighter", "fighters", "bomber", "bombers", "scout", "scouts", "attacker", "attackers"}
    | {"raider", "raiders", "interceptor", "interceptors"}
)
#: Words of flying: one in the sentence makes an aircraft noun the aircraft.
#: (Not the words of a vehicle that persons ride in, "plane", "aircraft", "jet", nor "crashed": "the
#: bomber boarded the plane", "the attacker crashed his car" speak of persons.)
_AIRCRAFT_CONTEXT = frozenset(
    {"squadron", "squadrons", "sortie", "sorties", "airfield", "airfields", "aerodrome", "aerodromes"}
    | {"anti-aircraft", "flak", "dogfight", "dogfights", "luftwaffe", "raf", "airmen", "airman"}
)
#: The verb forms of "shoot down", whose object is an aircraft.
_SHOOT = frozenset({"shoot", "shoots", "shot", "shooting"})


def _shot_down(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is in the object of "shoot down", at most five words after "down" in
    its clause ("shot down one of the attackers"). The noun must follow: before the verb it is
    the subject, and "the fighter shot down the rumours" speaks of a boxer."""
    for j in range(max(1, k - 6), k):
        if toks[j].low == "down" and toks[j - 1].low in _SHOOT and not toks[j - 1].ends_clause:
            return not any(t.ends_clause for t in toks[j:k])
    return False


def aircraft_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is one of :data:`AIRCRAFT_NOUNS` in a sentence about aircraft: a word
    of :data:`_AIRCRAFT_CONTEXT`, "shoot down" before it, "which" right after it, or another
    aircraft noun anywhere (the last not where "suicide" is said: "suicide bombers and rebel
    fighters" are persons)."""
    if toks[k].low not in AIRCRAFT_NOUNS:
        return False
    others = [t.low for i, t in enumerate(toks) if i != k]
    if any(w in _AIRCRAFT_CONTEXT for w in others):
        return True
    if _shot_down(toks, k):
        return True
    if k + 1 < len(toks) and toks[k + 1].low == "which":
        return True  # "a German scout, which later crashed": "which" stands for no person
    return "suicide" not in others and any(w in AIRCRAFT_NOUNS for w in others)


def machine_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is one of :data:`MACHINE_NOUNS` in a sentence about machines: a
    machine modifier right before it, or a word of :data:`_MACHINE_CONTEXT` anywhere; or one of
    :data:`AIRCRAFT_NOUNS` in a sentence about aircraft (:func:`aircraft_sense`)."""
    if aircraft_sense(toks, k):
        return True
    if toks[k].low not in MACHINE_NOUNS:
        return False
    if k > 0 and toks[k - 1].low in _MACHINE_MODIFIERS and not toks[k - 1].ends_clause:
        return True
    return any(t.low in _MACHINE_CONTEXT for i, t in enumerate(toks) if i != k)


def drop_machine_nouns(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word role-noun cues read as machines (:func:`machine_sense`)."""
    return [h for h in hits if not (h.end - h.start == 1 and machine_sense(toks, h.start))]


def machine_word(src: Sequence[str], i: int) -> bool:
    """:func:`machine_sense` of the raw source words ``src`` at ``i``: the sentence realiser's
    scan for role nouns the detector passed over must pass over the machines too."""
    from fairmt.fairqe.cues import tokenize

    if i >= len(src) or tokenize(src[i]).low not in MACHINE_NOUNS | AIRCRAFT_NOUNS:
        return False
    return machine_sense([tokenize(w) for w in src], i)


def aircraft_at(src: Sequence[str], n_tgt: int, span: tuple[int, int]) -> bool:
    """Whether an English aircraft noun in a sentence about aircraft (:func:`aircraft_sense`)
    stands at the relative place of the target ``span`` (``n_tgt`` target words, ``src`` the
    English words), one word of slack on each side, as
    :func:`~fairmt.fairqe.english_animals.animal_at` places an animal. With no English cue, a
    target person noun is read as one the MT added ("Angreifer" for "attackers"); at the place
    of an aircraft it is the aircraft's translation, and names no one."""
    from fairmt.fairqe.cues import tokenize

    if not src or n_tgt <= 0:
        return False
    lo = max(0, round(span[0] / n_tgt * len(src)) - 1)
    hi = min(len(src), round(span[1] / n_tgt * len(src)) + 1)
    toks = [tokenize(w) for w in src]
    return any(toks[i].low in AIRCRAFT_NOUNS and aircraft_sense(toks, i) for i in range(lo, hi))
