"""German: the uninflected "ihr" after a preposition, possessive or dative pronoun (de65).

Going to the masculine, "ihr" is the dative pronoun "ihm" or the possessive "sein". After a
preposition, the preposition's case decides (Duden, *Die Grammatik*: Possessivartikel, Flexion;
Personalpronomen):

- after a preposition that takes only the accusative (``für``, ``durch``, ``gegen``, ``wider``),
  the personal pronoun would be the accusative "sie" ("für sie"), so "ihr" is the possessive of
  a neuter noun: "für ihr Recht" -> "für sein Recht", also before coordinated adjectives ("für
  ihr mutiges, offenes Wort"). Not ``um``, ``ohne``, ``statt``, which also open an infinitive
  clause whose "ihr" is the dative pronoun ("um ihr zu helfen", "ohne ihr Bescheid zu sagen"),
  nor ``bis``, also a conjunction: the words after "ihr" decide there, as before;
- after a two-way preposition (``in``, ``an``, ``auf`` ...), the uninflected possessive is the
  neuter accusative ("in ihr neues Haus", "an ihr altes Pult"), the pronoun the dative ("neben
  ihr", "auf ihr lag"): before a strong neuter adjective in -es it is the possessive, before a
  capitalised word the noun's genus and number decide (the caller's reading), otherwise it is
  the pronoun, also before a pronoun or determiner in -es ("an ihr alles", "in ihr jedes Mal");
- after a preposition that takes only the dative (``mit``, ``von``, ``bei`` ...), an uninflected
  possessive cannot stand (it would be "ihrem"/"ihrer"), so "ihr" is the pronoun: "mit ihr
  Deutsch sprechen" -> "mit ihm".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_words import DAT_PREPS, DER_WORDS, TWO_WAY_PREPS

__all__ = ["ihr_after_preposition"]

#: Prepositions that take only the accusative and open no infinitive or subordinate clause.
_ACCUSATIVE_ONLY = frozenset(word_tuple("für durch gegen wider"))
#: (de65 mend) Indefinite pronouns in -es that are no adjective after "ihr" ("an ihr alles").
_QUANTIFIERS_ES = frozenset(word_tuple("alles vieles weniges einiges manches jedes dieses"))


def _strong_neuter_adjective(low: str) -> bool:
    """Whether the lower-case ``low`` may be a strong neuter adjective in -es ("neues", "altes"):
    not a pronoun or determiner in -es, whose "ihr" before it is the dative pronoun ("Er liebte
    an ihr alles", "in ihr jedes Mal", "an ihr dieses Lächeln"): a der-word stem
    (:data:`fairmt.inflect.german_words.DER_WORDS`) or an indefinite quantifier."""
    if not (low.isalpha() and low.endswith("es") and len(low) > 3):
        return False
    return low[:-2] not in DER_WORDS and low not in _QUANTIFIERS_ES


def ihr_after_preposition(words: Sequence[Word], t: int, prev: str) -> str | None:
    """The masculine of "ihr" at ``t`` after the preposition ``prev`` ("" when none): "sein",
    "ihm", or ``None`` where the words after it must decide (module docstring)."""
    nxt = words[t + 1].core if t + 1 < len(words) and not words[t].post else ""
    if prev in _ACCUSATIVE_ONLY:
        return "sein" if nxt[:1].isalpha() else None
    if prev in TWO_WAY_PREPS:
        if nxt[:1].isupper():
            return None
        if nxt.islower() and _strong_neuter_adjective(nxt):
            return "sein"
        return "ihm"
    if prev in DAT_PREPS:
        return "ihm"
    return None
