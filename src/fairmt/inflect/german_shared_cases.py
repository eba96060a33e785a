"""A bare conjunct that shares its article has the first conjunct's case (de-inflect-49).

German leaves out the article of a second coordinated noun that takes the same one: "der
Lehrerin und Malerin", "des Dichters und Dramatikers" (Duden, Die Grammatik: Koordination,
Einsparung des Artikels; german_shared_articles). The second noun then has the first one's case,
and its ending must show it: the masculine of "ein Roman der Lehrerin und Malerin" is "des
Lehrers und Malers", where the inflector, which read the bare conjunct's case without its
article, wrote "des Lehrers und Maler".

:func:`shared_article_unit` gives the first conjunct's phrase (its article, the lower-case
adjectives after it, its noun, and a preposition right before it), so that its case is read from
that phrase as a whole: the article's form, and the preposition or the place of the phrase.
The first conjunct must be a person noun of the same gender and number as the bare one ("der
Direktorin und Präsidentin"); a thing before "und" does not share its article with a person, and
a bare plural does not share a singular's ("mit der Direktorin und Lehrerinnen": the plural is a
dative of its own).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_shared_articles import _phrase_opening
from fairmt.inflect.german_units import Unit

__all__ = ["shared_article_unit"]


def shared_article_unit(
    words: Sequence[Word],
    u: Unit,
    is_det: Callable[[str], str | None],
    same_gender_person: Callable[[str], bool],
    preps: frozenset[str],
) -> Unit | None:
    """The phrase of the first conjunct whose article the bare noun of ``u`` shares (module
    docstring), or ``None``. ``same_gender_person(word)`` says whether ``word`` is a person noun
    of the bare noun's gender; the phrase's ``prep`` is a preposition right before its article."""
    if u.det is not None or u.adjs or u.noun is None or words[u.noun].pre:
        return None
    noun = u.noun
    first = noun - 2
    for k in _phrase_opening(words, noun):
        if is_det(words[k].core.lower()) is None:
            continue
        if not same_gender_person(words[first].core):
            return None
        adjs = list(range(k + 1, first))
        if not all(words[a].core.islower() for a in adjs):
            return None
        prep = k - 1 if k > 0 and not words[k - 1].post and words[k - 1].core.lower() in preps else None
        return Unit(det=k, adjs=adjs, noun=first, prep=prep)
    return None
