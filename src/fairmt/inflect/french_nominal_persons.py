"""French adjectives and participles made person nouns by their determiner, found for an English
fused head the sentence realiser has matched (fr-inflect-63, gfr60; issue 12).

English names people by a participle or adjective with no noun: "the arrested", "the 40%
vaccinated", "the two accused", "those present", "others interested", "half of those
questioned" (Huddleston and Pullum, *The Cambridge Grammar of the English Language*, ch. 5 §9,
fused heads). French says the same with a determiner and the participle or adjective alone, which
agrees in gender with the people it names: *les interpellé(e)s*, *les 40 % vacciné(e)s*, *les deux
accusé(e)s*, *les présent(e)s*, *d'autres intéressé(e)s*, *des interrogé(e)s* (Grevisse and Goosse,
*Le Bon Usage*, the adjective and the participle used as nouns). No English word genders them, so
the translation's gender is its own choice, which the realiser must vary.

The person-noun search (:meth:`fairmt.inflect.french.FrenchInflector.person_spans`,
:func:`fairmt.inflect.french_nominalised_heads.nominalised_before_verb`) takes such a word only
when the dictionary reads it as an adjective and it stands right after an article before a
finite verb: a bare participle (*interpellées*, *évacuées*), one after a numeral or a percentage,
after *autres*, or at the end of a prepositional phrase (*aux audacieuses*, *les présentes.*)
was no person there. Those searches run without looking at the English, and such a phrase is as
often the ellipsis of a thing named before (*J'ai acheté dix pommes ; les abîmées ...*), so this
reading is not added to them: :func:`nominal_person_candidates` lists the phrases, and the
realiser (:func:`fairmt.fairqe.nominal_persons.nominal_person_spans`) takes one only for an
English fused-head participle or adjective at about the same place.

Three forms are no such noun. After *tous*/*toutes* the determiner and numeral are a floating
quantifier and the participle is the verb's (*Ils ont tous les deux démissionné*); a participle
whose number differs from its determiner's cannot be its head (plural *les* + singular
*démissionné*); and after a numeral or a percentage a word the dictionary also reads as a noun
is that noun counted (*les 300 produits*, *les 500 imprimés*: products, printed matter), which the
noun searches judge (*les 200 invités* is a person noun there).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_secondary_predicate import _finite

__all__ = ["nominal_person_candidates"]

#: Determiners after which an adjective or participle with no noun is a noun (the plural and
#: singular articles, the contracted ones, the partitive "des" of "beaucoup des invités", and the
#: demonstrative "ces").
_DETERMINERS = frozenset(["les", "la", "le", "des", "aux", "du", "au", "ces"])
#: Words between the determiner and the participle that leave it the phrase's head: cardinals in
#: letters (a digit string and "%" are read by their form), and "autres" ("les autres invités").
_BETWEEN = frozenset(
    [
        "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
        "quinze", "vingt", "trente", "cent", "cents", "mille", "%", "autres",
    ]
)  # fmt: skip
#: Prenominal adjectives of a nominalised participle that agree with it and so belong to the span
#: (*les nouvelles arrivées*, *les premiers arrivés*; Grevisse and Goosse, the adjective placed
#: before the noun).
_PRENOMINAL = frozenset(
    [
        "nouveau", "nouvel", "nouvelle", "nouveaux", "nouvelles", "premier", "première", "premiers",
        "premières", "dernier", "dernière", "derniers", "dernières",
    ]
)  # fmt: skip
#: Words that may follow the phrase when it is a subject or an object: the clitics and the
#: negation before its verb (*se trouvaient*, *ne sont*), a relative, and prepositions that open a
#: complement of the phrase or of the clause (*les 200 testées sur place*).
#: Plural and singular determiners, for the number agreement of the head.
_PLURAL = frozenset(["les", "des", "aux", "ces", "d'autres"])
_SINGULAR = frozenset(["le", "la", "du", "au"])
#: The quantifier before a determiner that floats off a pronoun subject (*tous les deux*).
_FLOATING = frozenset(["tous", "toutes"])
_FOLLOWERS = frozenset(
    ["se", "s'", "ne", "n'", "qui", "que", "qu'", "dans", "pour", "par", "avec", "sans", "sur", "en", "à"]
)


def _gendered(word: str, morph: Morphology) -> bool:
    """An adjective or past participle with a gender of its own (``interpellées``, not ``jeunes``);
    a word the dictionary reads as a finite verb too (``présente``, "presents") counts when an
    adjective or participle reading has a gender."""
    return any((r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f") for r in morph.readings(word))


def _agrees(word: str, determiner: str, morph: Morphology) -> bool:
    """Whether an adjective or participle reading of ``word`` has the determiner's number (an
    invariable ``sp`` reading, *précis*, agrees with both)."""
    want = "pl" if determiner in _PLURAL else "sg" if determiner in _SINGULAR else ""
    if not want:
        return True
    numbers = {r.number for r in morph.readings(word) if r.pos == "adj" or "pp" in r.tags}
    return not numbers or want in numbers or bool(numbers - {"sg", "pl"})


def _phrase_ends(tokens: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether the noun phrase ends after ``tokens[k]``: the sentence or a punctuation mark
    ends there, or a finite verb, a clitic before one, a relative or a preposition follows
    (not a noun or adjective the word would qualify)."""
    if Word.parse(tokens[k]).post.strip() or k + 1 >= len(tokens):
        return True
    nxt = Word.parse(tokens[k + 1])
    if nxt.pre.strip():
        return True
    low = nxt.core.lower()
    elided = low.split("'")[0] + "'" if "'" in low else ""
    if low in _FOLLOWERS or elided in _FOLLOWERS:
        return True
    rs = morph.readings(low)
    return _finite(low, morph) and not any(r.pos in ("n", "adj") or "pp" in r.tags for r in rs)


def nominal_person_candidates(tokens: Sequence[str], morph: Morphology) -> list[tuple[int, int]]:
    """Spans of nominalised adjectives and participles (module docstring): a gendered adjective
    or participle (``_gendered``) after a determiner of :data:`_DETERMINERS`, an elided ``l'`` or
    ``d'autres``, with at most numerals, a percentage, ``autres`` and agreeing prenominal
    adjectives between, at the end of its noun phrase (``_phrase_ends``). The span holds the
    prenominal adjectives too (*nouvelles arrivées*), which change with the participle. Words
    with a capital inside the sentence (names) are left out."""
    out: list[tuple[int, int]] = []
    low = [lower_core(t) for t in tokens]
    for k, tok in enumerate(tokens):
        w = Word.parse(tok)
        word = low[k][2:] if low[k].startswith("l'") else low[k]
        if not word.isalpha() or (k > 0 and w.core[:1].isupper()) or not _gendered(word, morph):
            continue
        if not _phrase_ends(tokens, k, morph):
            continue
        if low[k].startswith("l'"):
            out.append((k, k + 1))
            continue
        start, j = k, k - 1
        while j >= 0 and not Word.parse(tokens[j]).post.strip():
            if low[j] in _PRENOMINAL:
                start = j if start == j + 1 else start
            elif not (low[j] in _BETWEEN or low[j].isdigit() or low[j].rstrip("%").isdigit()):
                break
            j -= 1
        if j < 0 or Word.parse(tokens[j]).post.strip():
            continue
        if not (low[j] in _DETERMINERS or low[j] == "d'autres"):
            continue
        if j > 0 and low[j - 1] in _FLOATING:
            continue  # "Ils ont tous les deux démissionné": a floating quantifier
        if not _agrees(word, low[j], morph):
            continue  # "les deux démissionné": a singular participle is no head of "les"
        counted = any(
            low[m].isdigit() or low[m].rstrip("%").isdigit() or low[m] in _BETWEEN for m in range(j + 1, k)
        )
        if counted and any(r.pos == "n" for r in morph.readings(word)):
            continue  # "les 300 produits": the noun counted, for the noun searches
        out.append((start, k + 1))
    return out
