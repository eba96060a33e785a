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
from fairmt.inflect.german_words import (
    FINITE_PL,
    FINITE_SG,
    FUNCTION,
    GOVERNING_PREPS,
    PERSONAL_PRONOUNS,
)


def _clause_close(words: Sequence[Word], start: int) -> int | None:
    """The index of the word that closes the clause from ``start`` with punctuation (at most 20
    words on), or None where no punctuation closes it that soon."""
    j = start
    while j < len(words) - 1 and j - start < 20 and not words[j].post:
        j += 1
    if words[j].post.strip()[:1] not in (",", ".", ";", "!", "?", ")"):
        return None
    return j


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
    j = _clause_close(words, rel + 1)
    if j is None or j - rel < 2:
        return None
    last = words[j].core
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
    An infinitive with "zu" ("mit dem Experten zu sprechen") has no finite verb and is left out,
    and so is a verb-second main clause after the comma ("Ich weiß, mit dem Lehrer kann man
    reden."; "..., mit dem Lehrer zusammen."), whose prepositional phrase is its first position.
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
    j = _clause_close(words, d + 1)
    if j is None:
        return False
    last = words[j].core
    if j - d < 2 or not (last.isalpha() and last.islower() and last.endswith("n")):
        return False
    if last.lower() in FUNCTION or any(w.core.lower() in _MAIN_CLAUSE_MARKS for w in words[d + 2 : j]):
        return False  # a verb-second main clause: ", mit dem Lehrer kann man reden."
    return words[j - 1].core.lower() != "zu"


#: Words that show the clause after the comma is a verb-second main clause with the
#: prepositional phrase in its first position, not a verb-final relative clause: a finite
#: auxiliary or modal before the clause's end ("mit dem Lehrer kann man reden"), or a subject
#: pronoun after the finite verb ("mit dem Experten sprechen wir"). Not "sich", "ihm", "ihn",
#: "mir", "dir": objects, which a relative clause has too ("mit dem Ärzte sich befassen").
_MAIN_CLAUSE_MARKS = FINITE_SG | FINITE_PL | (PERSONAL_PRONOUNS - {"sich", "ihm", "ihn", "mir", "dir"})
