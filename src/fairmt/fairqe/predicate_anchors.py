"""A predicate's word is no preposition's complement (helper ex44, issue 13).

An English predicate cue ("born", "tired", "elected") is a participle or an adjective, and its
translation is one too: "Nacque", "è nata", "Nació", "fue elegida". The aligner may also link the
English word to a noun of a prepositional phrase next to it: "She was born in June 1940" ->
"Nacque nel giugno 1940", where the English month "June" (lower-cased "june", and "May" read as
the modal "may") is linked to nothing and its translation "giugno" went to "born". The word
nearest the cue's place was then the month, the span ran "Nacque nel giugno", and the masculine
noun "giugno" was read as the person's gender: a correct translation for "she" was flagged.

A word right after a preposition (a simple one or one fused with the article: "nel", "del",
"en", "de") heads that preposition's complement, a noun phrase; a participle or adjective
predicated of a person does not stand there (RAE, *Nueva gramática*, ch. 29 on the preposition's
complement; Serianni, *Grammatica italiana*, VIII on the preposition). So of the words the
aligner linked to a one-word predicate cue, those right after a preposition are left out when
another remains.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_target import span_function_word
from fairmt.fairqe.cue_tokens import _words

#: Conjunctions in the span stop lists: the word after one may be a coordinated predicate.
_CONJUNCTIONS = {k: _words(v) for k, v in lex.SPAN_CONJUNCTIONS.items()}


def after_preposition(norm: Sequence[str], j: int, lang: str) -> bool:
    """Whether the target word at ``j`` follows a preposition of ``lang``."""
    return j > 0 and span_function_word(norm[j - 1], lang) and norm[j - 1] not in _CONJUNCTIONS[lang]


def predicate_words(norm: Sequence[str], content: Sequence[int], lang: str) -> list[int]:
    """Of the linked target words ``content`` of a one-word predicate cue, those that may be
    the predicate: not right after a preposition (all of them when none is left)."""
    return [j for j in content if not after_preposition(norm, j, lang)] or list(content)
