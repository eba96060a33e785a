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
* :func:`noun_reaches_relative` (de-inflect-41): a name in close apposition after a person noun
  ("mit der Lehrerin Mia Brown, die ...", "von CBS-Reporterin Jon Karl, die ...") is no
  antecedent of its own: the relative clause is the noun phrase's, whose realisation
  (``GermanDeclension._relative``) sets the pronoun's gender in the pronoun's own case. Spans are
  realised right to left, so a realisation of the pronoun alone comes first and hands the noun's
  realisation a changed form that it reads a second time: "die" -> "der" (masculine nominative),
  then read as the feminine dative "der" -> "dem" ("dem Lehrer Mia Brown, dem ihr geholfen
  hatte"); "dem" -> "der" -> "die" the other way. The pronoun alone is left to the noun's phrase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_name_appositions import no_genitive_attribute
from fairmt.inflect.german_predicates import _INFIX_ZU
from fairmt.inflect.german_words import DAT_PREPS, NOUN_CONJUNCTIONS, PERSONAL_PRONOUNS

__all__ = ["after_infinitive", "noun_reaches_relative", "object_relative"]


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


#: The most words of a name between a person noun and the comma ("der Lehrerin Anna Maria
#: Brown, die"), as far as the noun's own relative-pronoun reading looks.
_NAME_WORDS = 3


def noun_reaches_relative(
    words: Sequence[Word],
    t: int,
    person_noun: Callable[[str], bool],
    is_det: Callable[[str], bool],
    adjective: Callable[[str], bool],
    reaches: Callable[[int], bool] = lambda n: True,
) -> bool:
    """Whether the relative pronoun at ``t`` follows a name in close apposition to a singular
    person noun that is not in the genitive, so that the noun's realisation sets the pronoun
    (module docstring). ``person_noun`` tests a capitalised word for a gendered person noun (or
    a nominalised adjective), ``is_det`` a lower-case word for a determiner or contraction,
    ``adjective`` for a declined attributive adjective, ``reaches`` whether the realisation of the
    noun at an index reads its name up to the pronoun's comma (a one-word name the dictionary
    lists as a noun, "der Autor Müller, der", is not read there: the pronoun is then realised
    alone, as before de-inflect-41).

    A genitive noun's relative clause may be its head's ("die Schwester der Lehrerin Mia Brown,
    die ..."), and its realisation leaves the pronoun alone: there the pronoun is still realised
    as the name's. A feminine ``der``/``einer`` (or a possessive in -er) opens a genitive unless
    a dative preposition or another word that ends no noun phrase stands before it ("mit der
    Lehrerin", "dankte der Lehrerin": de-inflect-43); ``des`` and the
    forms in -es are genitives only."""
    if t < 3 or words[t].pre or words[t - 1].post.strip() != ",":
        return False
    for n in range(t - 2, max(-1, t - 2 - _NAME_WORDS), -1):
        name = words[n + 1]
        if (
            not name.core[:1].isupper()
            or name.pre
            or (n + 1 < t - 1 and name.post)
            or is_det(name.core.lower())
        ):
            return False
        core = words[n].core
        # An adjective standing as the noun before the name ("nach der jungen Mia Brown, die"):
        # its phrase is realised as a nominalised adjective's, the relative with it.
        bare_adjective = (
            not core[:1].isupper() and adjective(core) and n > 0 and is_det(words[n - 1].core.lower())
        )
        if words[n].post or not (person_noun(core) or bare_adjective):
            continue
        d = n - 1
        while d >= 0 and not words[d].post and not words[d].core[:1].isupper() and adjective(words[d].core):
            d -= 1
        if d < 0 or words[d].post:
            return reaches(n)  # a title without an article opening the sentence or clause
        low = words[d].core.lower()
        if not is_det(low):
            return reaches(n)  # a bare title after a preposition or verb ("von CBS-Reporterin Jon Karl")
        if low.endswith("es"):
            return False
        if low.endswith("er"):
            dative = d > 0 and not words[d - 1].post and words[d - 1].core.lower() in DAT_PREPS
            # (de-inflect-43) or after a verb: "dankte der Sängerin Anna Smith, die" is no
            # genitive attribute (german_name_appositions).
            dative = dative or no_genitive_attribute(words, d, is_det)
            return dative and reaches(n)
        return reaches(n)
    return False
