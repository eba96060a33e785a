"""Names spelt like German nouns, before a relative pronoun, and ordinals inside a clause.

A relative pronoun right after a person's name ("Cruz, der ...") agrees with the person, so the
realiser flips it (:meth:`GermanContext._name_relative`). That test takes a name for a
capitalised word German does not know as a noun, which misses the surnames and given names that
are spelt like German nouns: "Kit" (das Kit), "Khan" (der Khan, a title), "Bauer", "Koch". Such a
word is still a name where the German noun cannot be the antecedent:

- it ends a run of names with no article before it ("Jafar Qoli Khan, der ..."): a common noun
  after a given name takes no place in a German noun phrase without an article or a
  prenominal genitive (Duden, Die Grammatik: Eigennamen; the close apposition "Onkel Otto" puts
  the common noun *before* the name);
- or it opens the sentence alone, before a masculine ``der``/``dessen``, and is no masculine noun
  (before a feminine ``die``/``deren``: no feminine noun)
  ("Kit, der ..." — das Kit is neuter, and the relative pronoun takes its antecedent's genus:
  Duden, Die Grammatik: Relativpronomen, Kongruenz; a German singular noun would need an article
  there, a bare plural takes ``die``).

The second concern is the ordinal: German writes an ordinal number with a full stop ("sein 34.
Start", "am 9. Juni"; Duden, Rechtschreibung: Punkt nach Ordinalzahlen), so a clause scan that
stops at the first full stop would end "der sein 34. Start machen würde" at "34." and read no
relative clause. :func:`ordinal_stop` tells that full stop from a sentence end.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word


def ordinal_stop(words: Sequence[Word], j: int) -> bool:
    """Whether the full stop after ``words[j]`` marks an ordinal number, not a sentence end: the
    word is one to three digits with nothing but the full stop after it, and a word follows."""
    w = words[j]
    return (
        w.post == "."
        and not w.pre
        and w.core.isdigit()
        and len(w.core) <= 3
        and j + 1 < len(words)
        and not words[j + 1].pre
    )


def noun_spelt_name(words: Sequence[Word], t: int, name: Callable[[Word], bool]) -> bool:
    """Whether the capitalised word before the relative pronoun at ``t`` is a name spelt like a
    German noun (see the module docstring); ``name`` is the caller's test for a word German does
    not know at all. A noun Wiktionary lists as a person noun is left to the noun's own rules."""
    if t < 1:
        return False
    w = words[t - 1]
    core = w.core
    if w.pre or not core[:1].isupper() or not core[1:].islower() or not core.isalpha() or len(core) < 3:
        return False
    if german_lexicon.lookup(core) is not None:
        return False
    rel = words[t].core.lower()
    if german_lexicon.given_name(core) and german_lexicon.lemma_genus(core) == "":
        # (de-inflect-34) A word Wiktionary lists as a given name and with no noun genus
        # ("Herbert", "Martin", "Peter") is the name wherever it stands ("Zusammen mit Herbert,
        # der ..."): the caller still rules out an article or a title noun before it.
        return True
    genus = german_lexicon.singular_genus(core) or german_lexicon.lemma_genus(core)
    if rel in ("die", "deren"):
        # A feminine relative pronoun cannot agree with a noun of another genus, so such a word
        # before it is the name ("Jafar Qoli Khan, die ..."); a feminine noun may be the
        # antecedent itself ("Biden Regierung, die"); the caller checks that the clause is
        # singular (a plural "Lehrer, die ... sind" has "die" too).
        return "f" not in genus and (t - 1 == 0 or (not words[t - 2].post and name(words[t - 2])))
    if rel not in ("der", "dessen", "den", "dem"):
        return False
    if t - 1 > 0 and not words[t - 2].post and name(words[t - 2]):
        return True  # "Jafar Qoli Khan, der ..."; "Kardashian West, den er ..." (de-inflect-31)
    if rel in ("den", "dem"):
        return False  # (alone at the start a bare word is no object's antecedent)
    if t - 1 != 0:
        return False
    # Alone at the start: a German singular noun there takes an article ("Der Stahl, der ..."),
    # and a bare plural ("Lehrer, die ...") takes "die", so a masculine "der"/"dessen" after a
    # bare word is a name's, unless the word is a masculine noun ("Stahl, der rostet" is rare
    # but possible); a word of another or no known genus is the name ("Kit, der ...").
    return "m" not in genus
