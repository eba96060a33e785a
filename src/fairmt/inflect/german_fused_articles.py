"""The determinatives "derselbe" and "derjenige" declined as article and weak adjective
(de-inflect-44).

"derselbe" and "derjenige" are written as one word but decline as the definite article followed
by a weak adjective (Duden, Die Grammatik: Demonstrativpronomen "derselbe", "derjenige": "der-"
like the article, "-selbe"/"-selben" like an adjective after it): "derselbe Arzt", "denselben
Arzt", "demselben Arzt", "desselben Arztes"; "dieselbe Ärztin", "derselben Ärztin";
plural "dieselben", "denselben", "derselben". As one word the inflector read neither part, so the
noun changed and the determinative did not ("dieselbe Arzt"), or a genitive plural
"derselben Sängerinnen" was read as a dative ("derselben Sängern").

:func:`split_determinatives` puts the article alone in the determinative's place, so that the
noun phrase is read (case, number) and realised as one with that article;
:func:`fused_form` joins the realised article to the stem again with the weak ending of the
same gender, number and case (:data:`fairmt.inflect.german_words.ADJ_WEAK`): "dieselbe
Ärztin" -> "der" + "selb" + "e" -> "derselbe Arzt"; "traf dieselbe Ärztin" -> "denselben
Arzt"; "das Haus derselben Sängerinnen" -> "derselben Sänger". A determinative that stands
alone as a pronoun ("ist dieselbe") is no article of a phrase and is given back its own word
(:func:`restore_unused`), for the pronoun rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import ADJ_WEAK, DETERMINATIVES

__all__ = ["FusedArticle", "fused_form", "is_fused", "restore_unused", "split_determinatives"]

#: The stems between the article and the ending.
_STEMS = ("selb", "jenig")


@dataclass(frozen=True)
class FusedArticle(Word):
    """The article part of a determinative ("die" of "dieselbe"), standing in its place; the
    determinative's own token is kept in ``whole`` and its stem ("selb", "jenig") in ``stem``."""

    stem: str = ""
    whole: Word | None = None


def _split(core: str) -> tuple[str, str] | None:
    """(article, stem) of a determinative ("Dieselbe" -> ("Die", "selb")), or None."""
    if core.lower() not in DETERMINATIVES:
        return None
    for stem in _STEMS:
        at = core.lower().find(stem)
        if at == 3:
            return core[:3], stem
    return None


def split_determinatives(words: list[Word], adjective: Callable[[str], bool]) -> list[int]:
    """Replace each determinative that opens a noun phrase (a capitalised noun or an adjective
    follows, with no punctuation between) by its article, in place; return their indices."""
    done: list[int] = []
    for k, w in enumerate(words[:-1]):
        parts = _split(w.core)
        if parts is None or w.post or words[k + 1].pre:
            continue
        nxt = words[k + 1].core
        if not (nxt[:1].isupper() or adjective(nxt)):
            continue
        words[k] = FusedArticle(w.pre, parts[0], w.post, stem=parts[1], whole=w)
        done.append(k)
    return done


def restore_unused(words: list[Word], fused: Iterable[int], dets: Iterable[int | None]) -> None:
    """Give back their own words to the determinatives that are no phrase's article."""
    keep = set(dets)
    for k in fused:
        w = words[k]
        if k not in keep and isinstance(w, FusedArticle) and w.whole is not None:
            words[k] = w.whole


def fused_form(word: Word, article: str, gram: str, case_index: int) -> str:
    """The determinative of ``word`` (a :class:`FusedArticle`) with the realised ``article``, in
    gender ``gram`` (m, f, n; p for the plural) and the case at ``case_index`` of
    :data:`fairmt.inflect.german_words.CASES`; the article alone for any other word. (The
    caller does not contract it with a preposition: "in demselben" stays, as "im selben" would
    need the stem without its article.)"""
    if not isinstance(word, FusedArticle):
        return article
    return article + word.stem + ADJ_WEAK[gram][case_index]


def is_fused(words: Sequence[Word], k: int) -> bool:
    """Whether the word at ``k`` is a determinative's article."""
    return isinstance(words[k], FusedArticle)
