"""An agent noun Wiktionary lists without its feminine, coordinated with a person noun.

Wiktionary (german-nouns) lists some masculine agent nouns in -er with no feminine
(der Vollstrecker), like the nouns in -er that name things (der Kreuzer, der Controller), so
the German inflector takes a listed noun without a pair for a thing
(:meth:`fairmt.inflect.german_spans.GermanSpanReader.denotes_no_person`). A coordination joins
like with like (Duden, Die Grammatik: Koordination, the conjuncts share their category and
role), so such a noun coordinated by "und", "oder" or "sowie" with a person noun that has a
feminine ("Vollstrecker und Treuhänder", "bei lokalen Richtern und Vollstreckern") is a person
noun as well, and takes -in by Movierung as Wiktionary's other masculine-only person nouns do
(:func:`fairmt.inflect.german_lexicon.masculine_only`). Only nouns in -er with such an entry
qualify, and only a neighbour that is itself no masculine-only noun ("Kreuzer und Zerstörer"
stays a pair of ships).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS


def coordinated_agent(
    words: Sequence[Word],
    t: int,
    is_det_or_adjective: Callable[[str], bool],
    paired_person: Callable[[str], bool],
) -> bool:
    """Whether the noun at ``t`` is a masculine-only agent noun in -er (Wiktionary) joined by a
    conjunction to a noun that ``paired_person`` accepts (a person noun with a feminine): at
    most three determiners or adjectives between the conjunction and that noun when it comes
    after ``t``, at most two between the conjunction and ``t`` when it comes before."""
    head = words[t].core
    low = head.lower()
    if not head[:1].isupper() or not low.endswith(("er", "ern")):
        return False
    if german_lexicon.masculine_only(head) is None:
        return False

    def plain(w: Word) -> bool:
        return not w.pre and not w.post

    # The noun after: "Vollstrecker und Treuhänder", "Vollstrecker und der Treuhänder".
    after = t + 2 < len(words) and words[t + 1].core.lower() in NOUN_CONJUNCTIONS
    if after and plain(words[t]) and plain(words[t + 1]):
        k = t + 2
        while k < len(words) - 1 and k - t <= 4 and plain(words[k]) and is_det_or_adjective(words[k].core):
            k += 1
        if not words[k].pre and paired_person(words[k].core):
            return True
    # The noun before: "Richtern und Vollstreckern", "der Treuhänder und der Vollstrecker".
    j = t - 1
    while j > 1 and t - j <= 2 and plain(words[j]) and is_det_or_adjective(words[j].core):
        j -= 1
    return (
        j >= 1
        and words[j].core.lower() in NOUN_CONJUNCTIONS
        and plain(words[j])
        and plain(words[j - 1])
        and paired_person(words[j - 1].core)
    )
