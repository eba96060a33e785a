"""Where a cue's person stands in the translation: predicate nouns and cue-on-target placement,
for the ``rules`` agents (split out of :mod:`.rules`).

This module owns the closed classes that introduce a subject's predicate noun per language
(forms of "be"/"become", "as", Italian bare "da"; Spanish prenominal adjectives), the search for
those predicate nouns (:func:`_predicate_nouns`), and the placement tests built on them: whether
another person's cue landed on a noun of its own (:func:`_placed_on_noun`), whether a predicate
shares a placed person's clause (:func:`_same_clause`), moving a C6 predicate cue onto the
translation's predicate noun (:func:`_on_predicate_noun`), and whether an aligned word may be the
person noun itself (:func:`_may_be_person`). Single-word tests are :mod:`.target_words`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from fairmt.fairqe.agents.cue_readers import _PLACED_NOTES
from fairmt.fairqe.agents.target_words import _fixed_gender_noun, _plural_noun
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector


def _closed_class(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words after which a person noun is the subject's predicate (a closed class per language:
#: forms of "be"/"become" and "as"); "en"/"in" and singular articles may follow them
#: ("se convirtió en productora", "divenne la terza"), as adverbs may.
_PREDICATE_INTRODUCERS: dict[str, frozenset[str]] = {
    "es": _closed_class(
        "es era fue será sería sea fuera fuese ser siendo sido convirtió convertirse convertida "
        "convertido convierte volvió como"
    ),
    "it": _closed_class(
        "è era fu sarà sarebbe sia fosse essere stato stata divenne diventò diventa diventare "
        "divenire diventata diventato divenuta divenuto come"
    ),
    "fr": _closed_class("est était fut sera serait être été devint devient devenir devenue devenu comme"),
    "pt": _closed_class("é era foi será seria seja fosse ser sido tornou tornar-se tornou-se como"),
}
_PREDICATE_SKIP = _closed_class("un una uno un' el la il lo l' le en in em o a une")
#: (rules-23) Italian "da" before a bare noun is "as", "in the role of": the noun is said of the
#: subject and agrees with it ("i suoi giorni da sceneggiatrice", "da bambina"; Serianni,
#: *Grammatica italiana*, the preposition "da" of manner and quality, "fare da padre"). With an
#: article it is "by", "from" ("da una sceneggiatrice"): not read.
_BARE_PREDICATE_INTRODUCERS: dict[str, frozenset[str]] = {"it": _closed_class("da")}
_PROBE_ARTICLE = {"es": "el", "it": "il", "fr": "le", "pt": "o"}


#: Adjectives that stand before the noun of a predicate nominal ("fue el mejor alumno", "la
#: principal autora"): the closed class the NGLE gives as prenominal by default (NGLE 13.12:
#: "mejor", "peor", "gran", "principal", "único"; 13.13 "futuro"); ordinals come from the
#: morphological dictionary (NGLE 21.3). rules-22.
_PRENOMINAL: dict[str, frozenset[str]] = {
    "es": _closed_class("mejor peor gran principal único única futuro futura"),
}


def _prenominal(word: str, lang: str) -> bool:
    """Whether ``word`` is a prenominal adjective of ``lang`` (:data:`_PRENOMINAL`) or an ordinal
    ("tercera", "primer"), which stand between the article and the noun of a predicate (rules-22)."""
    closed = _PRENOMINAL.get(lang)
    if closed is None:
        return False
    if word in closed:
        return True
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    return morph is not None and any("ord" in r.tags for r in morph.readings(word) or ())


def _predicate_nouns(inflector: Inflector, tokens: Sequence[str], lang: str) -> list[tuple[int, int]]:
    """Singular person nouns that are a predicate of the sentence's subject: right after a form
    of "be"/"become" or "as" (:data:`_PREDICATE_INTRODUCERS`), past up to two singular
    articles, adverbs or "en" (rules-9), up to four with prenominal adjectives and ordinals
    (rules-22: "Fue también la tercera directora", "Es más o menos un emprendedor"). A bare
    predicate noun has no determiner, so the language's :meth:`Inflector.person_spans` would
    not find it; it is asked about the noun after an article instead. Things ("fue la casa"),
    nouns of one gender only and plurals are left out."""
    from fairmt.fairqe.cues import _adverb, target_norm

    intro = _PREDICATE_INTRODUCERS.get(lang)
    probe = _PROBE_ARTICLE.get(lang)
    if intro is None or probe is None:
        return []
    norm = [target_norm(t, lang) for t in tokens]
    bare = _BARE_PREDICATE_INTRODUCERS.get(lang, frozenset())
    out: list[tuple[int, int]] = []
    for k, w in enumerate(norm):
        if (w not in intro and w not in bare) or tokens[k].rstrip("\"'»”’)").endswith(
            (",", ";", ":", ".", "!", "?")
        ):
            continue
        m = k + 1
        raw = tokens[m].lower().replace("’", "'") if m < len(tokens) else ""
        while (
            w not in bare
            and m < len(tokens)
            and m < k + 5
            and (raw in _PREDICATE_SKIP or _adverb(norm[m], lang) or _prenominal(norm[m], lang))
        ):
            if tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
                break
            m += 1
            raw = tokens[m].lower().replace("’", "'") if m < len(tokens) else ""
        if m >= len(tokens) or not norm[m].isalpha() or len(norm[m]) < 4:
            continue
        if w in bare and (raw.startswith(("l'", "un'")) or tokens[m][:1].isupper()):
            continue  # "da un'attrice": an article; "da Rossi": a name
        if _plural_noun(tokens[m], lang) or _fixed_gender_noun(tokens[m], lang):
            continue
        if inflector.person_spans([probe, norm[m]]) and (m, m + 1) not in out:
            out.append((m, m + 1))
    return out


def _placed_on_noun(
    cue: Cue, nouns: Sequence[tuple[int, int]], predicates: Sequence[tuple[int, int]]
) -> bool:
    """Whether an ambiguous cue of another person (C7/C11 role or relation noun) reached a
    person noun of the translation that is no predicate of the subject (rules-22).

    Such a person is placed: its noun is left out of the one person's reading (the caller's
    ``taken``), so it no longer keeps the one person's other nouns unread ("After the bandmaster
    gave her one, ... she was valedictorian" -> "el director ... fue el mejor alumno": the
    director is the bandmaster, the pupil is she). A noun phrase names one referent (NGLE
    12.1a), so the other person's aligned noun is not the one person's. Names, quantifiers and
    fused heads (C8, C9), and cues the aligner put on no person noun, still keep the reading off.
    """
    if cue.category not in (Category.C7, Category.C11) or cue.target_tokens is None:
        return False
    s, e = cue.target_tokens
    return any(s < b and a < e for a, b in nouns) and not any(s < b and a < e for a, b in predicates)


def _same_clause(tokens: Sequence[str], placed: tuple[int, int], sp: tuple[int, int]) -> bool:
    """Whether ``sp`` follows the noun at ``placed`` with no clause punctuation between them
    (session 19, the merge of exp27es and exp27it): verbs coordinated without a comma share the
    subject named before them ("L'avvocato la lodò e fu molto contento"; NGLE 31.3, Serianni
    XIV.13), so a predicate there is the placed person's, not the one person's."""
    if sp[0] < placed[1]:
        return False
    between = tokens[placed[1] - 1 : sp[0]]
    return not any(t.rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")) for t in between)


def _on_predicate_noun(inflector: Inflector, tokens: Sequence[str], cue: Cue, lang: str) -> Cue:
    """A C6 role noun the English predicates of the gendered person ("She served as treasurer",
    "she became an advocate"), read on the translation's predicate noun when the aligner put it
    on a word that is no person noun (rules-22): "Fue tesorero y tuvo otras funciones" had
    "treasurer" on "tuvo otras", read feminine, and the masculine "tesorero" went unread.

    The attribute of a copulative clause and the predicative complement after "como" agree in
    gender with the subject (NGLE 37.2, 38.2), so the person noun after a form of "ser"/
    "convertirse en"/"como" (:func:`_predicate_nouns`) nearest the aligned word shows the
    subject's gender. A cue on a person noun already, or with no predicate noun in the
    translation, is left as it is."""
    if (
        cue.category is not Category.C6
        or cue.target_tokens is None
        or "must agree: predicate" not in cue.note
        or any(k in cue.note for k in _PLACED_NOTES)
    ):
        return cue
    predicates = _predicate_nouns(inflector, tokens, lang)
    if not predicates:
        return cue
    s, e = cue.target_tokens
    if any(s < b and a < e for a, b in [*inflector.person_spans(tokens), *predicates]):
        return cue
    if any(_may_be_person(inflector, w, lang) for w in tokens[s:e]):
        return cue  # "de ingeniera", "las primeras conservacionistas": the noun is there
    a, b = min(predicates, key=lambda p: (abs(p[0] - s), p[0]))
    if inflector.gender_of(tokens, inflector.phrase_span(tokens, (a, b))) is None:
        return cue  # "Fue miembro": the predicate noun shows no gender either
    return replace(
        cue,
        target_tokens=(a, b),
        target_span=" ".join(tokens[a:b]),
        target_gender=None,
        note=f"{cue.note}; the predicate noun of the translation",
    )


def _may_be_person(inflector: Inflector, word: str, lang: str) -> bool:
    """Whether a word the aligner linked may be the person noun itself (rules-22): a singular
    person noun (asked after an article, as :func:`_predicate_nouns` does) or a plural noun, unless
    the morphological dictionary knows the word only as something else (a verb, a determiner)."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.cues import target_norm

    norm = target_norm(word, lang)
    if not norm.isalpha():
        return False
    morph = target_morphology(lang)
    readings = (morph.readings(norm) or ()) if morph is not None else ()
    if readings and not any(r.pos == "n" for r in readings):
        return False  # "tuvo", "otras": no noun
    probe = _PROBE_ARTICLE.get(lang, "")
    return _plural_noun(word, lang) or bool(inflector.person_spans([probe, norm]))
