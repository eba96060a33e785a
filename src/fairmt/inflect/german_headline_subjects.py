"""A subject without article at the start of a headline: "Polizei nimmt mutmaßliche Mörderin fest".

News headlines leave out articles (Duden, Die Grammatik: Schlagzeilen, Artikelwegfall: "Polizei
nimmt Verdächtigen fest", "Gericht verurteilt Ex-Minister"), and MT of English headlines does
too. The clause is still verb-second with its subject first, so the phrase right after the
finite verb is the accusative object ("mutmaßliche Mörderin" -> "mutmaßlichen Mörder", not the
nominative "mutmaßlicher Mörder"). :meth:`GermanClauseContext._after_subject_and_verb` reads the
subject only from a phrase with an article; :func:`bare_headline_subject` accepts a run of one
to three capitalised words that opens the sentence and ends in a noun Wiktionary lists
("Polizei", "Tunesiens Innenministerin"), as long as its first word is no adverb German also puts
first ("Gestern kamen neue Lehrerinnen": "Gestern" is no subject; de-inflect-57: nor a
connecting or sentence adverb of :data:`fairmt.inflect.german_case.CLAUSE_OPENING_ADVERBS`,
"Leider verpasste ihre Kollegin den Zug", which Wiktionary also lists as the noun "Leider").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_case import CLAUSE_OPENING_ADVERBS
from fairmt.inflect.german_words import CLAUSE_WORDS, FUNCTION, PREPS, PRONOUN_WORDS, QUANTIFIERS

#: Capitalised sentence-initial adverbs of time and place that Wiktionary also lists as nouns.
_TIME_ADVERBS = frozenset(
    word_tuple(
        """gestern heute morgen jetzt nun damals später früher zuvor danach dann dort hier abends
        morgens mittags nachts vorgestern übermorgen bald einst sonst immer oft""",
    )
)

#: Function words that open a sentence capitalised and are no noun: prepositions, pronouns,
#: conjunctions and quantifiers.
_NOT_SUBJECT_WORDS = PREPS | PRONOUN_WORDS | CLAUSE_WORDS | FUNCTION | QUANTIFIERS


def bare_headline_subject(words: Sequence[Word], verb: int) -> bool:
    """Whether ``words[:verb]`` is an article-less subject of one to three capitalised words
    that opens the sentence, its last word a noun Wiktionary lists, and the word at ``verb`` its
    finite verb (the caller's reading)."""
    if not 1 <= verb <= 3 or any(w.post or w.pre for w in words[:verb]):
        return False
    if not all(w.core[:1].isupper() and w.core.replace("-", "").isalpha() for w in words[:verb]):
        return False
    if words[0].core.lower() in _TIME_ADVERBS or words[0].core.lower() in CLAUSE_OPENING_ADVERBS:
        return False  # (de-inflect-57) "Leider verpasste ihre Kollegin den Zug": an adverb, no noun subject
    if any(w.core.lower() in _NOT_SUBJECT_WORDS for w in words[:verb]):
        return False  # "Als Hochzeitsgeschenk kaufte ...", "Sie sah ...": no bare noun subject
    head = words[verb - 1].core
    return german_lexicon.lookup(head) is not None or bool(german_lexicon.lemma_genus(head))
