"""A relative clause opened by an oblique relative has a subject of its own, which a pro-drop
translation may drop (helper ex39, issue 13).

"Her teenage obsessions" -> "commedie di cui era ossessionata"; "nominated for her role" ->
"il ruolo per cui fu nominata"; "the house where she was born" -> "la casa dove era nata";
"el papel por el que fue nominada". The relative pronoun after a preposition ("di cui", "per
cui", "nel quale", "por el que", "en la cual", "con quien") or the relative adverb ("dove",
"donde") fills a complement of the clause, never its subject: the subject is another
constituent, and in Italian and Spanish it is left unsaid when it is the person talked about
(Serianni, *Grammatica italiana*, VII.238-242 on "cui" after a preposition and XIV on the
null subject; RAE, *Nueva gramática* §44.7 on "el que"/"el cual" after a preposition, §22.9
on "donde", §33.4 on the null subject). So the copula right after such a relative opens a
clause whose subject may be dropped, as after a subordinating conjunction
(:func:`fairmt.fairqe.cue_target._subjectless`), and its predicate agrees with the one
person the source names.

A bare "cui" (the dative "a cui" without its preposition, or the possessive "il cui padre")
and a bare "que" (a subject relative or the complementiser) are not oblique: the clause's
subject may be the relative itself, and nothing is read after them. Nor is a clause whose subject
follows its verb ("la città dove fu costruita la chiesa", "el año en que fue elegida la
alcaldesa"): an article right after the predicate word, not after a preposition, opens that
subject, and the predicate agrees with it (Serianni XI.2 and RAE §33.5 on the postverbal
subject; :func:`oblique_clause`).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["oblique_clause", "oblique_relative"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Prepositions that govern a relative pronoun (simple, and in Italian also joined with the
#: article before "quale": "nel quale", "della quale").
_PREPOSITIONS: dict[str, frozenset[str]] = {
    "it": _words(
        "di a da in con su per tra fra verso senza contro tramite durante dopo presso "
        "del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle "
        "nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col coi"
    ),
    "es": _words(
        "de a en con por para sin sobre tras entre hacia desde hasta durante contra según bajo ante mediante"
    ),
}
#: Spanish articles before "que"/"cual" after a preposition ("por el que", "en la cual"); "del"
#: and "al" hold the preposition and the article in one word ("del que", "al cual").
_ES_ARTICLES = _words("el la lo los las")
_ES_JOINED = _words("del al")
#: Relative pronouns that follow the preposition (it "cui", "quale"/"quali" after an article;
#: es "quien"/"quienes" without one).
_IT_RELATIVES = _words("cui")
_IT_QUALE = _words("quale quali")
_ES_RELATIVES = _words("que cual cuales")
_ES_QUIEN = _words("quien quienes")
#: Relative adverbs of place, which are never a clause's subject.
_ADVERBS: dict[str, frozenset[str]] = {"it": _words("dove ove"), "es": _words("donde")}


def oblique_relative(norm: Sequence[str], m: int, lang: str) -> bool:
    """Whether the normalised token ``norm[m]`` ends an oblique relative that opens a clause
    (see the module doc): Italian preposition + "cui", articulated preposition + "quale"/"quali",
    "dove"/"ove"; Spanish preposition + article + "que"/"cual", "del"/"al" + "que"/"cual",
    preposition + "quien", "donde"."""
    if m < 0 or m >= len(norm):
        return False
    word = norm[m]
    if word in _ADVERBS.get(lang, frozenset()):
        return True
    preps = _PREPOSITIONS.get(lang)
    if preps is None or m == 0:
        return False
    before = norm[m - 1]
    if lang == "it":
        if word in _IT_RELATIVES:
            return before in preps
        if word in _IT_QUALE:
            # "nel quale", "per il quale": the article may be joined or stand alone
            if before in preps and before not in _words("di a da in con su per tra fra"):
                return True
            return before in _words("il la i le") and m > 1 and norm[m - 2] in preps
        return False
    if lang == "es":
        if word in _ES_QUIEN:
            return before in preps
        if word in _ES_RELATIVES:
            if before in _ES_JOINED:
                return True
            return before in _ES_ARTICLES and m > 1 and norm[m - 2] in preps
    return False


#: Articles that open a postverbal subject noun phrase (a preposition before one opens a
#: complement instead: "nominata a un premio").
_ARTICLES: dict[str, frozenset[str]] = {
    "it": _words("il lo la i gli le un uno una l' un'"),
    "es": _words("el la los las un una unos unas"),
}
#: How many words after the copula's next one are searched for a postverbal subject's article.
_AFTER_PREDICATE = 3


def oblique_clause(norm: Sequence[str], m: int, k: int, lang: str) -> bool:
    """Whether the copula at ``k`` opens an oblique relative clause ending at ``norm[m]``
    (:func:`oblique_relative`) whose subject is not written after the verb (see the module doc):
    among the few words after the copula, an article that follows a word other than a
    preposition opens a postverbal subject, and the clause is then not the dropped subject's."""
    if not oblique_relative(norm, m, lang):
        return False
    arts = _ARTICLES.get(lang, frozenset())
    preps = _PREPOSITIONS.get(lang, frozenset())
    for j in range(k + 1, min(len(norm), k + 2 + _AFTER_PREDICATE)):
        if (norm[j] in arts or norm[j].startswith(("l'", "un'"))) and norm[j - 1] not in preps:
            return False
    return True
