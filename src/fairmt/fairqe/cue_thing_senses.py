"""Role nouns read in their sense of a machine, where the sentence speaks of computers (en-cues-46).

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
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok

__all__ = ["MACHINE_NOUNS", "drop_machine_nouns", "machine_sense", "machine_word"]

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


def machine_sense(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` is one of :data:`MACHINE_NOUNS` in a sentence about machines: a
    machine modifier right before it, or a word of :data:`_MACHINE_CONTEXT` anywhere."""
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

    if i >= len(src) or tokenize(src[i]).low not in MACHINE_NOUNS:
        return False
    return machine_sense([tokenize(w) for w in src], i)
