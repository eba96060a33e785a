""" "an" with the accusative after a verb of going, sending or turning: "Der Preis ging an Ärzte".

"an" is a two-way preposition: dative for a place ("an der Universität"), accusative for a
direction (Duden, Die Grammatik: Wechselpräpositionen). With a person its object is mostly
dative ("Kritik an Ärzten", "Interesse an Lehrern"), which the phrase reader assumes where the
form does not decide (german_case.two_way_case); but a verb of motion or transfer makes the
person the goal, accusative: "Der Preis ging an Ärzte", "Sie schickte Briefe an Lehrer", "Er
wandte sich an Anwälte". Only a bare plural ("an Ärztinnen") leaves the case open, and its
masculine differs by it: "an Ärzte" (acc) vs "an Ärzten" (dat). "vorbei"/"vorüber" in the
clause ("Sie ging an Ärzten vorbei") keep the place, dative.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["directional_an"]

#: Finite and participle forms of gehen, schicken, senden, wenden, richten, schreiben, verleihen,
#: vergeben, übergeben, liefern, verkaufen: verbs whose "an" names the receiver (Duden: an, 2b).
_GOAL_VERBS = frozenset([
    "geht", "gehen", "ging", "gingen", "gegangen",
    "schickt", "schicken", "schickte", "schickten", "geschickt",
    "sendet", "senden", "sandte", "sandten", "sendete", "sendeten", "gesandt", "gesendet",
    "wendet", "wenden", "wandte", "wandten", "wendete", "wendeten", "gewandt", "gewendet",
    "richtet", "richten", "richtete", "richteten", "gerichtet",
    "schreibt", "schreiben", "schrieb", "schrieben", "geschrieben",
    "verleiht", "verleihen", "verlieh", "verliehen",
    "vergibt", "vergeben", "vergab", "vergaben",
    "übergibt", "übergeben", "übergab", "übergaben",
    "liefert", "liefern", "lieferte", "lieferten", "geliefert",
    "verkauft", "verkaufen", "verkaufte", "verkauften",
])  # fmt: skip
#: Adverbs that make "an" a place passed by ("an Ärzten vorbei"): dative.
_PASSING = frozenset(["vorbei", "vorüber"])


def directional_an(words: Sequence[Word], k: int) -> bool:
    """Whether the preposition "an" that governs the phrase at ``k`` (the preposition itself, or
    a later conjunct that shares it: "an Schüler aus Bern und Lehrer") names the goal of a verb
    of going, sending or turning in its clause (between the punctuation before and after ``k``),
    so takes the accusative (module docstring). The caller has found the preposition "an"; a
    conjunct after a list comma ("an Schüler, Pfleger und Lehrer") looks from that "an"."""
    p = k
    while p > 0 and k - p < 12 and words[p].core.lower() != "an":
        p -= 1
    k = p if words[p].core.lower() == "an" else k
    start = k
    while start > 0 and not words[start - 1].post.strip():
        start -= 1
    end = k
    while end < len(words) - 1 and not words[end].post.strip():
        end += 1
    clause = [w.core.lower() for w in words[start : end + 1]]
    return any(c in _GOAL_VERBS for c in clause) and not any(c in _PASSING for c in clause)
