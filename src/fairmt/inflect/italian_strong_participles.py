"""Strong past participles that Apertium's Italian dictionary lacks (it-inflect-32, issue 12).

``apertium-ita`` lists most participles, but not those of a few verbs it lacks altogether
(*deludere*, *illudere*, *arrendersi*, *commuovere*, *travolgere*, *deridere*) nor some of
verbs it knows (*respinto*, *disperso*). These are "strong" participles, stressed on the stem
and ending in -so, -sso, -to (Serianni, *Grammatica italiana*, XI.92-96 on the irregular
participles of the second conjugation); as predicatives they agree with their subject like
any other ("Molte sono rimaste deluse dalla decisione" -> "Molti sono rimasti delusi").
Without a reading, the regular-ending guess in
:meth:`~fairmt.inflect.italian_word_classes.ItalianWordClasses.adjective_like` did not take them
("-uso", "-eso" say nothing), and the realised clause disagreed with itself ("rimasti
deluse").

The list holds the masculine singular of participles that say something of a person (a
feeling, a fate); a word enters it only when the dictionary has no reading for any of its
forms. The first entry came from dev pair it-c108 (closed_dev); the rest are the same class.
"""

from __future__ import annotations

__all__ = ["STRONG_PARTICIPLES", "strong_participle"]

#: Masculine singular forms (module docstring).
STRONG_PARTICIPLES = frozenset(
    [
        "deluso",
        "illuso",
        "arreso",
        "commosso",
        "travolto",
        "deriso",
        "stupefatto",
        "dissuaso",
        "evaso",
        "risorto",
        "trafitto",
        "respinto",
        "sommerso",
        "disperso",
        "percosso",
        "oppresso",
        "rinchiuso",
        "sorretto",
        "redento",
        "disteso",
        "illeso",
        "leso",
    ]
)

_ENDINGS = {"F": {"sg": "a", "pl": "e"}, "M": {"sg": "o", "pl": "i"}}


def strong_participle(word: str, gender: str) -> str | None:
    """``word`` (lower case), a form of a participle in :data:`STRONG_PARTICIPLES`, in
    ``gender`` (``"F"`` or ``"M"``) and its own number: "deluse" -> "delusi"; else ``None``."""
    if len(word) < 4 or word[-1] not in "oaie" or gender not in _ENDINGS:
        return None
    stem = word[:-1]
    if stem + "o" not in STRONG_PARTICIPLES:
        return None
    number = "sg" if word[-1] in "oa" else "pl"
    return stem + _ENDINGS[gender][number]
