"""The relative pronoun "der" before a feminine noun after a masculine antecedent (de-inflect-38).

In "Raymond So, ein 19-jähriger Kalifornier, der Chemie und Biologie studiert, ..." the "der"
after the comma could be read as the article of "Chemie"; but "der" before a feminine singular
noun is its dative or genitive (Duden, *Die Grammatik*: Deklination des Artikels), and a clause
that opens with a dative or genitive phrase after the comma of a masculine person noun and ends
in its verb has no subject but the relative pronoun: "der" is the masculine nominative relative
pronoun of the noun before the comma (Relativsatz: Kongruenz mit dem Bezugswort), and its
feminine realisation is "die" ("eine Kalifornierin, die Chemie ... studiert").

The antecedent must be masculine only: after a feminine noun "der" before a feminine noun is
the feminine dative relative pronoun ("die Ärztin, der Chemie gefällt") or an article, and
either keeps its form. The noun after "der" must be no person noun ("der Ärztin" stays a
phrase that flips with its own person). Used by :mod:`fairmt.inflect.german_context`.

The same holds for "die" after a feminine person noun (review of de45): in "Die Lehrerin, die
Musik liebt, kam" the "die" before the bare feminine noun opens the relative clause (the clause
has no other relative pronoun), so its masculine realisation is "der" ("Der Lehrer, der Musik
liebt"), not an article left beside the flipped noun. Its caller reads the clause first (after a
comma, ending in a lower-case verb), as for "der"; the noun must follow the d-word at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = ["relative_before_feminine"]


#: The antecedent's gender that makes each d-word a relative pronoun before a feminine noun.
_ANTECEDENT = {"der": "m", "die": "f"}


def relative_before_feminine(words: Sequence[Word], k: int, noun: str) -> bool:
    """Whether the "der" (or "die") at ``k`` (after a comma) comes before ``noun``, a feminine
    singular noun that is no person noun (the caller checks that), and after a noun that
    Wiktionary lists as masculine only (for "die": feminine only): then it is the relative
    pronoun ("Kalifornier, der Chemie ... studiert", "Lehrerin, die Musik liebt"), not the
    noun's article."""
    want = _ANTECEDENT.get(words[k].core.lower()) if 0 <= k < len(words) else None
    if k < 1 or want is None or not german_lexicon.available():
        return False
    antecedent = words[k - 1].core
    if not antecedent[:1].isupper() or german_lexicon.lemma_genus(antecedent) != want:
        return False
    return german_lexicon.lemma_genus(noun) == "f" and german_lexicon.singular_genus(noun) == "f"
