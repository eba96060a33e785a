"""A relative pronoun after a preposition: "der Minister, mit dem sie sprach" (de-inflect-34).

A German relative clause may open with a preposition that governs the relative pronoun ("mit
dem", "für den", "über die", "mit dessen Hilfe"; Duden, Die Grammatik: Relativsatz, Relativ-
pronomen nach Präposition). The pronoun agrees in gender and number with its antecedent, and
its case is the preposition's, so when the person noun before the comma flips, the pronoun
flips with it in the same case: "Die Ministerin, mit der sie sprach". The realiser flipped only
a pronoun right after the comma and left "Die Ministerin, mit dem sie sprach".

Read as a relative pronoun only where the d-word cannot be the article of a phrase after it (no
noun follows: "mit dem sie sprach", not "mit dem Auto") -- "dessen"/"deren" take a noun and are
relative anyway -- and where the clause, up to the next punctuation, ends in a lower-case word,
the verb of a verb-final clause ("... sprach,"; "... geschrieben wurde,").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_words import GOVERNING_PREPS


def prepositional_relative(
    words: Sequence[Word], r: int, forms: Sequence[str], np_follows: Callable[[int], bool]
) -> int | None:
    """The index of the relative pronoun (one of ``forms``, the antecedent gender's der/den/dem/
    dessen or die/die/der/deren) after the preposition at ``r``, which follows the comma that
    closes the antecedent's phrase; None where ``words[r]`` opens no such clause."""
    if r + 2 >= len(words) or words[r].pre or words[r].post or words[r + 1].pre or words[r + 1].post:
        return None
    prep = words[r].core.lower()
    if prep not in GOVERNING_PREPS:
        return None
    rel = r + 1
    low = words[rel].core.lower()
    if low not in forms:
        return None
    if low not in ("dessen", "deren") and np_follows(rel):
        return None  # "mit dem Auto": an article
    j = rel + 1
    while j < len(words) - 1 and j - rel < 20 and not words[j].post:
        j += 1
    last = words[j].core
    if j - rel < 2 or words[j].post.strip()[:1] not in (",", ".", ";", "!", "?", ")"):
        return None
    return rel if last.isalpha() and last.islower() else None


#: The d-words of a relative pronoun that no plural noun can take as its article (dative
#: singular masculine and neuter; Duden, Die Grammatik: Relativpronomen "der", Deklination).
_SINGULAR_RELATIVES = frozenset({"dem"})


def relative_before_plural(words: Sequence[Word], d: int) -> bool:
    """Whether the d-word at ``d`` is the relative pronoun after a preposition ("etwas, von dem
    Experten abraten"; "das Werkzeug, mit dem Ärzte arbeiten"), not the article of the plural
    noun after it, which is the relative clause's subject.

    After a comma, a preposition and "dem", a noun that can be plural (Wiktionary's forms:
    "Ärzte", "Experten") opening a verb-final clause whose last word is a plural finite form in
    -n cannot be that article's: a comma, a prepositional phrase and a verb-final clause with no
    subordinator or relative pronoun is no German clause (a verb-final clause needs its
    introducer; Duden, Die Grammatik: Verbletztsatz), so "dem" introduces it, and the finite
    verb agrees with a plural subject.
    An infinitive with "zu" ("mit dem Experten zu sprechen") has no finite verb and is left out.
    """
    if d < 2 or d + 2 >= len(words) or words[d].core.lower() not in _SINGULAR_RELATIVES:
        return False
    prep = words[d - 1]
    if (
        not words[d - 2].post.startswith(",")
        or prep.pre
        or prep.post
        or prep.core.lower() not in GOVERNING_PREPS
    ):
        return False
    noun = words[d + 1]
    if noun.pre or not noun.core[:1].isupper():
        return False
    hit = german_lexicon.lookup(noun.core)
    if hit is None or "pl" not in hit[1].numbers:
        return False
    j = d + 1
    while j < len(words) - 1 and j - d < 20 and not words[j].post:
        j += 1
    last = words[j].core
    if words[j].post.strip()[:1] not in (",", ".", ";", "!", "?", ")"):
        return False
    if j - d < 2 or not (last.isalpha() and last.islower() and last.endswith("n")):
        return False
    return words[j - 1].core.lower() != "zu"
