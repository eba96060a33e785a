"""Agent nouns in *-tore*/*-trice* the Italian dictionary lacks, found as persons after their
article even before an adjective (it-inflect-33).

:meth:`fairmt.inflect.romance.RomanceInflector.person_spans` takes a word the dictionary does
not know as a person after an article only when it ends the noun phrase: before another content
word it is as likely an adjective ("delle proprie capacità"), and after a prenominal adjective
an unknown word is more often a thing. Apertium's Italian dictionary lacks many agent nouns,
though ("divulgatrice", "sceneggiatrice", "addestratrice"), so "una divulgatrice scientifica" and
"la prima sceneggiatrice di sempre" had no person, and a cue the aligner left without a span was
dropped. The suffixes *-tore* (m.) and *-trice* (f.), plural *-tori*/*-trici*, form agent nouns
from verbs (Serianni, *Grammatica italiana*, XV.37 on the suffixes of agent nouns; the feminine
in *-trice*, III.50ff.): a word with them after an article is the head noun, whatever follows.
Such a word may be an adjective too ("forza motrice"), but not right after the article, where
the head noun stands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.pieces import Piece

if TYPE_CHECKING:
    from fairmt.inflect.romance import RomanceInflector

__all__ = ["unknown_agent_noun", "unknown_agent_spans"]

_AGENT_ENDINGS = ("tore", "trice", "tori", "trici")


def unknown_agent_noun(word: str) -> bool:
    """Whether ``word`` (lower case) is a word the dictionary lacks with an agent-noun suffix."""
    morph = morphology("it")
    return (
        morph is not None
        and len(word) >= 7
        and word.isalpha()
        and word.endswith(_AGENT_ENDINGS)
        and not morph.readings(word)
    )


def unknown_agent_spans(inflector: RomanceInflector, pieces: Sequence[Piece]) -> list[tuple[int, int]]:
    """One-token spans of unknown agent nouns (:func:`unknown_agent_noun`) that the inflector's
    :meth:`person_noun` takes, right after an article or after prenominal adjectives
    (:meth:`preadjective`) that follow one; a capitalised word (a name, a title) is left out.
    The article is no object clitic here: no verb form ends in these suffixes (the inflector's
    clitic test takes any word the dictionary lacks for a verb)."""
    out: list[tuple[int, int]] = []
    for k, p in enumerate(pieces):
        if k == 0 or p.kind != "content" or "cap" in p.info or not unknown_agent_noun(p.word):
            continue
        j = k - 1
        while j > 0 and pieces[j].kind == "content" and inflector.preadjective(pieces[j].word):
            if "closes" in pieces[j].info:
                break  # "la prima, sceneggiatrice": punctuation ends the phrase
            j -= 1
        # A determiner-like ordinal after the article ("la prima sceneggiatrice").
        if (
            j > 0
            and pieces[j].kind == "det"
            and pieces[j - 1].kind == "det"
            and "closes" not in pieces[j].info
        ):
            j -= 1
        d = pieces[j]
        if d.kind != "det" or "closes" in d.info:
            continue
        if inflector.DETS[d.word].group not in inflector.ARTICLE_GROUPS or not inflector.person_noun(p.word):
            continue
        out.append((p.tok, p.tok + 1))
    return out
