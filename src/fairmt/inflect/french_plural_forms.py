"""The number of a French adjective whose ending hides it, read from the dictionary (fr-inflect-60).

The ending rules of :mod:`fairmt.inflect.french_lexicon` take a word in ``-ais``/``-ois``/``-os``
to be one form for both numbers (``mauvais``, ``français``, ``gros``: Grevisse and Goosse, *Le
Bon Usage*, the plural of words ending in -s), so the plural ``vrais`` of *vrai* was read as a
singular and feminised by adding ``-e``: "de vrais amis" became "de vraises amies". Apertium's
French dictionary tells the two apart: it reads ``vrais`` as ``vrai<adj><m><pl>`` only, and
``mauvais`` as ``<sp>`` (both numbers). :func:`dictionary_singular` gives the singular the
dictionary shows for such a word, so that the rules feminise ``vrai`` and add the plural ``-s``
("vraies").

The masculine ``vieux`` is one form in both numbers (TLFi, *vieux*, *vieil*, *vieille*), and the
prenominal determiner table had to take it as singular ("de vieux amis" -> "de vieille amies").
:func:`plural_next` tells the number from the noun that follows it, in the form the realisation
has given that noun ("vieux amies": plural, "vieilles amies").

fr-inflect-62: the phrase's number, which the noun's inflection takes, was still read from that
table's ``vieux`` as singular, so a noun of one form in both genders whose ending tells no
number got the singular's feminine ``-e``: "de vieux artistes" became "de vieille artistese".
:func:`vieux_number` reads that number from the noun instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Number

__all__ = ["dictionary_singular", "plural_next", "vieux_number"]

#: The parts of speech whose number the dictionary reading decides here.
_NOMINAL = frozenset({"adj", "n"})


def dictionary_singular(word: str) -> str | None:
    """The singular of ``word`` when the dictionary reads it as a plural only and reads ``word``
    less its final ``-s`` as the same lemma in the singular (``vrais`` -> ``vrai``, ``niais`` ->
    ``None``: both numbers); ``None`` otherwise or without the analyser. Only words in ``-s``:
    those in ``-x`` (``beaux``, ``vieux``) have their own rules and tables."""
    morph = morphology("fr")
    if morph is None or not word.endswith("s") or len(word) < 3:
        return None
    readings = [r for r in morph.readings(word) if r.pos in _NOMINAL]
    if not readings or any("pl" not in r.tags for r in readings):
        return None
    stem = word[:-1]
    lemmas = {r.lemma for r in readings}
    if any(r.lemma in lemmas and ("sg" in r.tags or "sp" in r.tags) for r in morph.readings(stem)):
        return stem
    return None


def plural_next(word: str | None) -> bool:
    """Whether ``word``, the noun after an adjective of one form in both numbers, is plural by
    its ending and the dictionary: it ends in ``-s``/``-x`` and every noun reading of it is
    plural (``amies``, ``amis``); ``fils`` and ``souris``, read in both numbers, are not."""
    morph = morphology("fr")
    if morph is None or word is None or not word.endswith(("s", "x")):
        return False
    numbers = {r.number for r in morph.noun_readings(word.lower())}
    return numbers == {"pl"}


def vieux_number(
    pieces: Sequence[Piece], phrase: Sequence[int], numbers: dict[int, Number | None]
) -> dict[int, Number | None]:
    """``numbers`` (the number of each piece of the phrase), all plural when the phrase has the
    prenominal ``vieux`` and its last content word (the noun) is plural by :func:`plural_next`
    ("de vieux artistes", "les vieux collègues"): ``vieux`` is one form in both numbers, and the
    determiner table's singular must not make the noun singular. Otherwise ``numbers``."""
    if not any(pieces[k].kind == "det" and pieces[k].word == "vieux" for k in phrase):
        return numbers
    heads = [k for k in phrase if pieces[k].kind == "content"]
    if not heads or not plural_next(pieces[heads[-1]].word):
        return numbers
    return dict.fromkeys(numbers, "pl")
