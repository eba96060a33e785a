"""The predicative noun phrase of an elective or estimative passive (it-inflect-44, esit40).

With the appellative, elective and estimative verbs (*considerare*, *ritenere*, *nominare*,
*eleggere*, *dichiarare* ...), the passive takes a predicative complement of the subject after
the participle, and that complement agrees with the subject like an adjective after *essere*:
"La corritrice era considerata la favorita" / "Il corridore era considerato il favorito", "È
stata dichiarata la vincitrice" / "È stato dichiarato il vincitore" (Serianni, *Grammatica
italiana*, II.40-42, the *complemento predicativo del soggetto*; XI.9 on its agreement).

Decision: only an article and one word that ends its phrase (``ends_phrase``: punctuation, a
preposition or a function word next), the word an adjective or participle used as a noun
("la favorita", "la preferita") or a person noun the dictionary has in both genders ("la
vincitrice"), or an adjective of one form for both genders, whose article alone changes ("la
migliore"). A noun of one form ("il capo") and a noun phrase with a noun after the adjective ("la
giocatrice migliore") are left to the other rules; a relative superlative
with "più"/"meno" ("è stata eletta la più giovane") changes its article and its adjective. The
participle before the article must be one of those verbs' (``verbs``, the dictionary's lemmas).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_clauses import predicative_noun
from fairmt.inflect.italian_words import _initial_class

__all__ = ["elective_predicative"]

#: The definite and indefinite articles of the predicative, by the gender wanted and the old form.
_ARTICLES = {
    "F": {"il": "la", "lo": "la", "i": "le", "gli": "le", "un": "una", "uno": "una"},
    "M": {"la": "il", "le": "i", "una": "un"},
}


def _masculine_article(article: str, word: str) -> str:
    """ "il"/"i"/"un" or, before s + consonant, z, gn, ps ... "lo"/"gli"/"uno" (the initial classes
    of :func:`~fairmt.inflect.italian_words._initial_class`, it-inflect-45: one rule for the
    article's form, Serianni, *Grammatica italiana*, IV.64-66)."""
    initial = _initial_class(word)
    if article == "i":
        return "gli" if initial in ("lo", "vowel") else "i"
    if article == "un":
        return "uno" if initial == "lo" else "un"
    return "lo" if initial == "lo" else "il"


def elective_predicative(
    out: Sequence[str],
    k: int,
    gender: str,
    verbs: Collection[str],
    ends_phrase: Callable[[Sequence[str], int], bool],
    is_person: Callable[[str], bool],
) -> list[tuple[int, str]] | None:
    """The indices and new forms of the article at ``k`` and the word after it, when they are
    the predicative of the participle at ``k - 1`` of one of ``verbs`` ("era considerata *la
    favorita*" -> "era considerato il favorito"), in ``gender``; ``None`` otherwise."""
    morph = morphology("it")
    if morph is None or k < 1 or k + 1 >= len(out):
        return None
    part = Word.parse(out[k - 1])
    if part.post.strip() or not any(
        r.lemma in verbs and "pp" in r.tags for r in morph.readings(part.core.lower())
    ):
        return None
    art = Word.parse(out[k])
    low = art.core.lower()
    if art.post.strip():
        return None
    if low.startswith("l'") and len(low) > 2:
        return _elided(out, k, gender, ends_phrase, is_person)
    if low not in _ARTICLES[gender]:
        return None
    word = Word.parse(out[k + 1]).core.lower()
    if word in ("più", "meno") and k + 2 < len(out) and not Word.parse(out[k + 1]).post.strip():
        # The relative superlative "la più giovane" -> "il più giovane": the article shows the
        # gender even when the adjective has one form (Serianni, V.67-71).
        adj = Word.parse(out[k + 2]).core.lower()
        new = _agreeing_word(adj, gender, lambda w: False)
        if new is None or not ends_phrase(out, k + 2) or low in ("un", "uno", "una"):
            return None
        # ("più"/"meno" take "il"/"i" in the masculine: no "lo" before them.)
        return [(k, _ARTICLES[gender][low]), (k + 2, new)]
    new = _agreeing_word(word, gender, is_person)
    if new is None or (new == word and not _both_genders(word)) or not ends_phrase(out, k + 1):
        return None
    article = _ARTICLES[gender][low] if gender == "F" else _masculine_article(_ARTICLES[gender][low], new)
    return [(k, article), (k + 1, new)]


def _elided(
    out: Sequence[str],
    k: int,
    gender: str,
    ends_phrase: Callable[[Sequence[str], int], bool],
    is_person: Callable[[str], bool],
) -> list[tuple[int, str]] | None:
    """ "l'eletta" -> "l'eletto": the article elided onto the word stays "l'" before a vowel in
    both genders."""
    word = Word.parse(out[k]).core.lower()[2:]
    new = _agreeing_word(word, gender, is_person)
    if new is None or new == word or not ends_phrase(out, k):
        return None
    return [(k, "l'" + new)]


def _both_genders(word: str) -> bool:
    """Whether ``word`` is an adjective of one form for both genders ("migliore", "giovane"):
    used as a noun, only its article shows the gender ("la migliore" / "il migliore")."""
    morph = morphology("it")
    rs = morph.readings(word) if morph is not None else ()
    adjectives = [r for r in rs if r.pos == "adj"]
    return bool(adjectives) and all(r.gender == "mf" for r in adjectives) and all(r.pos != "n" for r in rs)


def _agreeing_word(word: str, gender: str, is_person: Callable[[str], bool]) -> str | None:
    """``word`` in ``gender``: an adjective or participle the dictionary reads so, or a person
    noun with both genders; ``None`` for anything else."""
    morph = morphology("it")
    if morph is None or not word.isalpha():
        return None
    rs = morph.readings(word)
    if rs and any(r.pos == "adj" or "pp" in r.tags for r in rs):
        return morph.agree(word, gender)
    return predicative_noun(word, gender, is_person)
