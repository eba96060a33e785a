"""The head of an English noun compound in a Spanish or Italian translation (helper ex44, issue 13).

An English person noun with a noun before it ("an animal-rights advocate", "a prison-reform
campaigner", "a children's book illustrator", "a piano teacher") is a compound whose head comes
last. Spanish and Italian put the head first and turn the modifier into a prepositional complement
after it: "defensora de los derechos de los animales", "sostenitrice dei diritti degli animali",
"un'attivista della riforma carceraria", "ilustradora de libros infantiles", "insegnante di
pianoforte" (RAE, *Nueva gramática*, ch. 12 on the noun's complements with *de*; Serianni,
*Grammatica italiana*, V on the noun's prepositional complements; the English compound's head is
its last noun: Huddleston and Pullum, *The Cambridge Grammar of the English Language*, ch. 19 on
compounds). The aligner, which prefers links near the word's place, may put the English head
on a word of that complement ("advocate" -> "degli", "campaigner" -> "carceraria"); such a word
agrees with the complement's own noun, not with the person, and its gender was read as the
person's: "Sostenitrice dei diritti degli animali" for "she" was flagged (by "degli"), and
"Sostenitrice" for "he" passed (by the same "degli").

So where the aligner's word for a one-word noun cue with a noun modifier before it lies after a
preposition of that kind, and the first content word the aligner links to the English compound
(modifiers and head) stands before that preposition, in the same phrase and at most six words
away, the cue is moved to that word: the head. A word before the preposition that translates
another English word ("il figlio di un insegnante di pianoforte": "figlio" is "son") is not
linked to the compound and is never chosen, and an adjective before the head ("a famous
teacher") is no noun modifier, so the rule does not apply to it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_seeds import target_determiners
from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.cue_words import _NUMBER_WORDS, DETERMINERS_EN, PREPOSITIONS

#: Prepositions (and their contractions with the article) that open a noun's complement.
_COMPLEMENT_PREPOSITIONS = {
    "es": _words("de del por para"),
    "it": _words("di del dello della dei degli delle per"),
}
#: Elided forms written with their noun ("dell'ambiente", "d'arte").
_ELIDED_PREPOSITIONS = {"es": (), "it": ("dell'", "d'")}
#: Articles and other words that are no head of their own.
_FUNCTION = {
    "es": _words("el la los las un una unos unas lo al y e o"),
    "it": _words("il lo la i gli le un uno una l' e ed o"),
}
_MAX_DISTANCE = 6
#: English words WordNet also has as nouns that count or quantify ("two policewomen"): no modifier.
_QUANTIFIERS = _NUMBER_WORDS | _words("twenty hundred thousand dozen many few several all both each")
#: Determiners and prepositions, which WordNet also lists as nouns ("a", the letter or the vitamin;
#: "an", "in", "as"): never a noun modifier ("as a choreographer" is no compound).
_NO_MODIFIERS = DETERMINERS_EN | PREPOSITIONS
#: Articles written with their noun ("un'attivista", "l'avvocata").
_ELIDED_ARTICLES = {
    "es": (),
    "it": ("un'", "l'", "dell'", "all'", "dall'", "nell'", "sull'", "quell'", "quest'"),
}


def _noun_modifier(t: Tok) -> bool:
    """Whether the English token before a head noun is a noun modifying it: a hyphenated
    compound of words ("animal-rights"), a genitive ("children's"), or a lower-case word that
    WordNet has as a noun ("piano", "book"; not "famous")."""
    if t.ends_clause or not t.low or t.title:
        return False
    parts = t.low.split("-")
    if len(parts) > 1:
        return all(p.isalpha() for p in parts)
    if not t.low.isalpha() or t.low in _QUANTIFIERS or t.low in _NO_MODIFIERS:
        return False
    if t.clitic == "'s" or t.raw.rstrip(".,;:!?").endswith(("s'", "s’")):
        return True
    from fairmt.inflect.french_animacy import english_lexfiles

    return english_lexfiles(t.low) is not None


def _preposition(token: str, norm: str, lang: str) -> bool:
    low = token.lower().replace("’", "'")
    return norm in _COMPLEMENT_PREPOSITIONS[lang] or low.startswith(_ELIDED_PREPOSITIONS[lang])


def _ends_phrase(token: str) -> bool:
    return token.rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?"))


def _opens_noun_phrase(tgt_tokens: Sequence[str], norm: Sequence[str], j: int, lang: str) -> bool:
    """Whether the word at ``j`` can be the head of a noun phrase: a determiner before it (one
    adjective may stand between, "una nota attivista"), its own elided article, or the start of
    a phrase (the sentence's or a capitalised word after a heading). A verb ("trabajar de
    azafato") or an adverb is none of these."""
    if tgt_tokens[j].lower().replace("’", "'").startswith(_ELIDED_ARTICLES[lang]):
        return True
    if j == 0 or _ends_phrase(tgt_tokens[j - 1]) or tgt_tokens[j][:1].isupper():
        return True
    dets = target_determiners(lang) or frozenset()
    return norm[j - 1] in dets or (j > 1 and norm[j - 2] in dets and not _ends_phrase(tgt_tokens[j - 2]))


def compound_head(
    toks: Sequence[Tok],
    start: int,
    end: int,
    tgt_tokens: Sequence[str],
    norm: Sequence[str],
    links: Sequence[tuple[int, int]],
    chosen: Sequence[int],
    lang: str,
) -> int | None:
    """The target index of the head noun of the English compound ending in the one-word cue
    ``toks[start:end]`` when the aligner ``chosen`` a word of its prepositional complement (see
    the module docstring), else ``None``."""
    if lang not in _COMPLEMENT_PREPOSITIONS or end - start != 1 or start == 0 or not chosen:
        return None
    first = start
    while first > 0 and start - first < 3 and _noun_modifier(toks[first - 1]):
        first -= 1
    if first == start:
        return None
    want = set(range(first, end))
    region = sorted({t for s, t in links if s in want and 0 <= t < len(tgt_tokens)})
    anchor = min(chosen)
    heads = [
        j
        for j in region
        if j < anchor
        and not _preposition(tgt_tokens[j], norm[j], lang)
        and norm[j] not in _FUNCTION[lang]
        and norm[j].isalpha()
    ]
    if not heads:
        return None
    head = heads[0]
    if anchor - head > _MAX_DISTANCE or not _opens_noun_phrase(tgt_tokens, norm, head, lang):
        return None
    if any(_ends_phrase(tgt_tokens[k]) for k in range(head, anchor)):
        return None
    if not any(_preposition(tgt_tokens[k], norm[k], lang) for k in range(head + 1, anchor + 1)):
        return None
    return head
