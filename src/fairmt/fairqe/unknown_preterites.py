"""A word the dictionary does not know that ends like a preterite is a finite verb (helper ex40,
issue 13).

A "lo"/"la"/"gli"/"le" right before a finite verb is the atonic object pronoun, not an article
(proclisis; :func:`fairmt.fairqe.cue_target._proclitic`, :func:`_article_before_noun`). The
finite verb is found with Apertium's dictionary, which lacks many regular verbs ("commissionò",
"commissionarono"): such a word counted as a noun, so "gli commissionò il lavoro" for
"commissioned her to do the job" read "gli" as an article and the translation's masculine dative
went unread.

The third-person preterite (Italian *passato remoto*, Spanish *pretérito perfecto simple*) of a
regular verb has endings no noun or adjective the dictionary lacks has: Italian stressed -ò
(sg) and -arono/-erono/-irono (pl), Spanish stressed -ó (sg) and -aron/-ieron (pl) (Serianni,
*Grammatica italiana*, XI on the regular conjugations; RAE, *Nueva gramática* 4.4 on the
preterite). The few nouns in stressed -ò/-ó ("falò", "oblò", "buró", "dominó") are in the
dictionary and keep their readings; only a lower-case word with no reading at all is asked, as
the Romance gender analyser's verb endings do (:mod:`fairmt.gender.romance`).
"""

from __future__ import annotations

from fairmt.gender.romance import RULES

__all__ = ["unknown_preterite"]

#: Third-person preterite endings of regular verbs: the Romance gender analyser's verb endings.
_ENDINGS: dict[str, tuple[str, ...]] = {lang: RULES[lang].verb_endings for lang in ("es", "it")}


def unknown_preterite(word: str, known: bool, lang: str) -> bool:
    """Whether ``word`` (lower case, as written) that the dictionary does not know (``known``
    false) ends like a third-person preterite of ``lang``."""
    endings = _ENDINGS.get(lang)
    return (
        endings is not None
        and not known
        and word.isalpha()
        and word.islower()
        and len(word) > 4
        and word.endswith(endings)
    )
