"""Relative pronouns whose antecedent is a name, read past what stands between (de-inflect-31).

A German relative pronoun agrees with its antecedent in gender and number and takes its case
from its own clause (Duden, *Die Grammatik*: Relativsatz). After a name alone ("Smith, der ...")
it is the only word that shows the named person's gender, so a realisation changes it
(``GermanWordContext._name_relative``). Two readings of that rule live here:

* :func:`after_infinitive`: German moves a relative clause behind the verb that closes its
  antecedent's clause (Ausklammerung into the Nachfeld), and a zu-infinitive may end that
  clause: "um den Ball an Aguero zu geben, der mit seinem rechten Fuß ..." is "an Aguero, der
  ...". The words are given back without the infinitive, the name carrying the comma.
* :func:`object_relative`: ``den``/``dem`` after a name's comma are the accusative and dative
  masculine relative pronouns ("Kardashian West, den er 2014 geheiratet hatte") when the
  clause's subject follows them (a personal pronoun, or a determiner of a noun phrase: "den die
  Affen verehren"); an article of an apposition has its adjective or noun there ("Calima, den
  verbotenen ... Tempel"). A masculine singular cannot refer to coordinated names, which are
  plural ("zwischen Kim und Trump, den der US-Führer ... hervorhob" is the summit's), and a
  capitalised word after an article or adjective is a noun, not a name ("der einzige Bowler, den").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_predicates import _INFIX_ZU
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS, PERSONAL_PRONOUNS

__all__ = ["after_infinitive", "object_relative"]


def after_infinitive(words: Sequence[Word], t: int) -> tuple[list[Word], int] | None:
    """The words without a zu-infinitive ("zu geben", "zurückzugeben") that ends a clause right
    before the comma of the relative pronoun at ``t``, and the pronoun's index there (module
    docstring); ``None`` when no such infinitive stands there after a capitalised word."""
    if t < 3:
        return None
    inf = words[t - 1]
    if inf.pre or not inf.core.isalpha() or not inf.core.islower() or not inf.core.endswith("n"):
        return None
    if _INFIX_ZU.match(inf.core):
        n = 1
    elif t >= 4 and words[t - 2].core == "zu" and not words[t - 2].pre and not words[t - 2].post:
        n = 2
    else:
        return None
    a = t - 1 - n
    if words[a].post or not words[a].core[:1].isupper():
        return None
    moved = Word(words[a].pre, words[a].core, inf.post)
    return [*words[:a], moved, *words[t:]], a + 1


def object_relative(
    words: Sequence[Word],
    t: int,
    relative_pronoun: Callable[[list[Word], int], bool],
    is_det: Callable[[str], bool],
    name_word: Callable[[Word], bool],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether ``den``/``dem`` at ``t`` opens a relative clause of one named person (module
    docstring). ``relative_pronoun`` is the caller's clause test for a d-word after a comma,
    ``is_det`` its determiner test (lower case), ``name_word`` its test for a word of a name,
    ``adjective`` its test for a declined attributive adjective: after one ("der einzige Bowler,
    den er ...") the capitalised word is a noun the lexicon lacks, not a name."""
    if t + 1 >= len(words) or not relative_pronoun(list(words), t):
        return False
    nxt = words[t + 1].core.lower()
    if nxt not in PERSONAL_PRONOUNS and not is_det(nxt):
        return False
    k = t - 1
    while k > 0 and not words[k - 1].post and name_word(words[k - 1]):
        k -= 1
    if k > 0 and not words[k - 1].post:
        low = words[k - 1].core.lower()
        if low in NOUN_CONJUNCTIONS or is_det(low):
            return False
        # (an adjective of a noun phrase has its article before it: "der einzige Bowler")
        if k > 1 and words[k - 1].core.islower() and adjective(low) and is_det(words[k - 2].core.lower()):
            return False
    return True
