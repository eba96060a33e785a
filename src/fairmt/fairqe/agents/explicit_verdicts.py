"""Agent_exp's reading: the explicit verdicts of one translation and the alignment signal
``A_exp`` they give, for the ``rules`` agents (split out of :mod:`.rules`).

This module owns which explicit cues give a verdict (:func:`explicit_verdicts`: a copied name's
word, a noun of one gender only, a word with no form in the source's gender give none), the one
person's nouns read when no cue could be (:func:`person_verdicts`, rules-8/9/23), which readings
are firm (:func:`firm_reading`) and how firm and loose readings decide ``A_exp``
(:func:`decide_alignment`, rules-9). The flipped variants built on the verdicts are
:mod:`.explicit_variants`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from fairmt.fairqe.agents.career_nouns import career_nouns
from fairmt.fairqe.agents.copied_words import copied_name_word, predicate_of_copied_word
from fairmt.fairqe.agents.cue_readers import (
    _ADJECTIVE_CUES,
    _OPPOSITE,
    _PLACED_NOTES,
    _reads_cues,
    read_gender,
)
from fairmt.fairqe.agents.predicate_nouns import (
    _on_predicate_noun,
    _placed_on_noun,
    _predicate_nouns,
    _same_clause,
)
from fairmt.fairqe.agents.target_words import (
    _fixed_gender_noun,
    _plural_noun,
    _seed_gendered,
    _seed_vocabulary,
)
from fairmt.fairqe.common_gender_phrases import article_gender
from fairmt.fairqe.fixed_gender_readings import fixed_gender_phrase
from fairmt.fairqe.sex_words import sex_word_verdicts
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.thing_readings import thing_reading
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

#: Ambiguous cues that may be another person than the one the explicit cues gender.
_OTHER_PERSONS = frozenset({Category.C7, Category.C8, Category.C9, Category.C11})


def explicit_verdicts(
    inflector: Inflector, item: Item, detection: CueDetection, tokens: list[str]
) -> tuple[list[tuple[Cue, bool]], bool | None]:
    """The explicit verdicts of one translation (each cue with whether its reading agrees with
    the source's gender) and ``A_exp``; with ``A_exp`` decided, only the verdicts the explicit
    variant flips are kept (all of them when it is true, the disagreeing ones when false)."""
    verdicts: list[tuple[Cue, bool]] = []
    for c in detection.explicit:
        if not _reads_cues(inflector):
            c = _on_predicate_noun(inflector, tokens, c, item.tgt_lang)
        tg = read_gender(inflector, tokens, c)
        if c.source_gender is None or tg is None or c.target_tokens is None:
            continue
        if copied_name_word(c):
            continue  # (rules-30) "Duke Street" -> "Duke Street": a name's word, no reading
        if fixed_gender_phrase(tokens, c.target_tokens, item.tgt_lang, tg):
            continue  # (ex47) "la sola vittima", "un membro", (ex49) "il capo": the noun's gender
        if predicate_of_copied_word(c, detection.explicit):
            continue  # (rules-38) "All the Sad Young Women was published": a title's predicate
        lang = item.tgt_lang
        if tg != c.source_gender and no_form_in(inflector, tokens, c, c.source_gender, lang):
            continue  # (rules-10) the word has no form in the source's gender: no reading
        if tg != c.source_gender and thing_reading(lang, tokens, c.target_tokens, c.note, _seed_vocabulary):
            continue  # (rules-31) the aligner reached a noun of one gender only: a thing
        verdicts.append((c, tg == c.source_gender))
    if not _reads_cues(inflector) and not any(
        c.category in (Category.C2, Category.C3)
        or firm_reading(inflector, tokens, item.tgt_lang, c)
        or on_person(inflector, tokens, item.tgt_lang, c)
        for c, _ in verdicts
    ):
        # rules-23: loose readings only, none on a person noun nor of a gendered noun (the
        # analyser on whatever words the aligner linked, "diversi anni, ha lavorato" for
        # "treasurer"), do not keep the one person's nouns unread ("come tesoriera"); the
        # nouns' firm readings then decide (:func:`decide_alignment`). A gendered noun's loose reading
        # ("le poliziotte", "sua cognata") names its own person and still decides alone.
        verdicts = [
            *verdicts,
            *person_verdicts(inflector, tokens, detection, item.tgt_lang, item.source),
        ]
    # rules-45: a target word whose meaning is the other sex ("de este hombre" for "her")
    verdicts += sex_word_verdicts(item.tgt_lang, item.source, tokens, detection)
    alignment: bool | None = None
    if verdicts and _reads_cues(inflector):
        # Readings from agreement and placement (a dropped Arabic pronoun's verb, a Hindi
        # clause's verb group) are right about nine times in ten, not always: the majority
        # of the cues decides, a tie decides nothing. One misread cue among several then
        # neither penalises a correct translation nor clears a wrong one.
        agree = sum(1 for _, ok in verdicts if ok)
        disagree = len(verdicts) - agree
        alignment = None if agree == disagree else agree > disagree
        verdicts = [(c, ok) for c, ok in verdicts if ok is alignment]
    elif verdicts:
        alignment = decide_alignment(inflector, tokens, item.tgt_lang, verdicts)
        if alignment is not None:
            verdicts = [(c, ok) for c, ok in verdicts if ok or not alignment]
    return verdicts, alignment


def no_form_in(inflector: Inflector, tokens: Sequence[str], cue: Cue, gender: Realisation, lang: str) -> bool:
    """Whether the word a noun cue was read on has no form in ``gender`` (rules-10): the
    inflector, asked to realise the cue's span in that gender, changes nothing. Such a word
    cannot show the person's gender -- it is a thing the aligner reached ("chairman" -> "la
    sucursal") or a noun the language has in one gender only ("una persona") -- so it is no
    violation. It is only asked of a reading that disagrees with the source, and only of
    nouns: the gendered ones (C2, C3) and the person nouns that agree with a gendered
    pronoun (C6 whose source word is a noun, "he ... a person"), and never of a word the
    seed lexicon gives a gender as a translation of the cue's English word
    (:func:`.target_words._seed_gendered`: "dios" for "goddess" is its counterpart whatever the inflector
    knows of it). Pronouns and titles (C1, C4) are closed classes read from their own forms;
    a participle or adjective (a C6 predicate, or a word placed by agreement) is no span the
    inflector realises alone ("sepolto", "ottantottesima": it would change nothing and lose
    a right reading); a :class:`CueReader` language reads its cues itself. A thing the
    inflector does realise ("al matrimonio" -> "alla matrimonia") is not caught."""
    if cue.target_tokens is None:
        return False
    noun = cue.category in (Category.C2, Category.C3) or (
        cue.category is Category.C6 and " noun" in cue.note.split(";")[0]
    )
    if not noun:
        return False
    if cue.category is not Category.C6 and _seed_gendered(cue, tokens, lang):
        # (a C6 noun's English word has no gender: its seed forms are mere translations,
        # "persona" among them)
        return False
    if any(k in cue.note for k in _PLACED_NOTES):
        return False
    if _reads_cues(inflector):
        return False
    try:
        new = inflector.realise(tokens, cue.target_tokens, gender)
        if new is None:
            # rules-30: the span's phrase from its determiner on ("un importante maestro" ->
            # "un'importante maestra"): the elided article merges with the word before the
            # span, which a realisation of the bare span may not touch, so that gave nothing
            # although the word has its form (Serianni IV.70-77 on "un'" before a vowel).
            phrase = inflector.phrase_span(tokens, cue.target_tokens)
            if phrase != cue.target_tokens:
                new = inflector.realise(tokens, phrase, gender)
    except (ValueError, IndexError):
        return False
    # Only "no form": the validity gate's "a thing's gender changed" also rejects person
    # nouns its dictionaries know in one gender ("poliziotto" -> "poliziotta"), which are
    # real violations; on MT-GenEval it dev it cleared 3 misread things and 3 real ones.
    # rules-47: a common-gender noun whose article, past genderless modifiers, shows the other
    # gender has a form in this one ("el principal zoroastrista persa noble")
    article = article_gender(tokens, cue.target_tokens) if lang == "es" else None
    return new is None and not (article is not None and article != gender)


def decide_alignment(
    inflector: Inflector, tokens: Sequence[str], lang: str, verdicts: Sequence[tuple[Cue, bool]]
) -> bool | None:
    """``A_exp`` from the explicit verdicts of one translation (rules-9).

    A reading is *firm* when the word it comes from can only show the person's gender: a
    pronoun's or a title's form, a dropped subject's predicate or an object clitic the detector
    placed, a known translation of the gendered English word (the seed lexicon's "contessa",
    "madre", not a word the aligner linked), or a singular person noun of the language
    (``person_spans``: a gender-variable noun, "professore"). Any other reading is *loose*: the
    analyser's reading of whatever word the aligner linked ("noblewoman" -> "del luogo"), a
    plural noun, whose gender is its group's ("una dei cinque figli", "uno dei comandanti"), or
    a participle the source's predicate reached. A firm reading decides: one that disagrees is a
    violation whatever the loose ones say, and when the firm ones all agree the loose ones that
    disagree are outvoted (on MT-GenEval dev, a third of the correct Italian translations the
    old rule -- every reading must agree -- called violations had a firm agreeing reading and a
    misplaced loose one). With no firm reading every reading must agree, as before: "Ella es
    profesor" stays a violation (its noun is firm), and so does a wrong translation whose only
    readings are loose. (Dropping a gendered noun's loose reading altogether -- "matron" -> "al
    matrimonio" -- lost more than it won on dev: most are right, "suo cognato", "I sacerdoti".)
    """
    firm: list[bool] = []
    loose: list[bool] = []
    for c, ok in verdicts:
        (firm if firm_reading(inflector, tokens, lang, c) else loose).append(ok)
    if firm:
        return all(firm)
    if not loose:
        return None
    return all(loose)


def on_person(inflector: Inflector, tokens: Sequence[str], lang: str, cue: Cue) -> bool:
    """Whether a cue's target span covers a person noun of the translation (singular or
    plural, :meth:`Inflector.person_spans`, or a predicate noun) (rules-22)."""
    if cue.target_tokens is None:
        return False
    s, e = cue.target_tokens
    persons = [*inflector.person_spans(tokens), *_predicate_nouns(inflector, tokens, lang)]
    return any(a < e and s < b for a, b in persons)


def firm_reading(inflector: Inflector, tokens: Sequence[str], lang: str, cue: Cue) -> bool:
    """Whether a cue's reading is firm (see :func:`decide_alignment`)."""
    if cue.category in (Category.C1, Category.C4) or cue.target_tokens is None:
        return cue.target_tokens is not None
    if any(k in cue.note for k in _PLACED_NOTES):
        return True
    from fairmt.fairqe.cues import ALIGNER_NOTE

    s, e = cue.target_tokens
    if cue.category in (Category.C2, Category.C3) and ALIGNER_NOTE not in cue.note:
        return True  # a known translation of the gendered word ("contessa", "madre")
    if cue.category is Category.C3 and cue.source_span.lower().rsplit("-", 1)[-1] in _ADJECTIVE_CUES:
        return False
    if "plural of" in cue.note:
        return False
    persons = [*inflector.person_spans(tokens), *_predicate_nouns(inflector, tokens, lang)]
    return any(
        a < e and s < b and not inflector.plural(tokens, (a, b)) and not _plural_noun(tokens[b - 1], lang)
        for a, b in persons
    )


def person_verdicts(
    inflector: Inflector,
    tokens: Sequence[str],
    detection: CueDetection,
    lang: str = "",
    source: str = "",
) -> list[tuple[Cue, bool]]:
    """The explicit gender checked on the one person's nouns in the translation, when no
    explicit cue's target could be read (rules-8).

    "She chaired the board" -> "Fue presidenta del consejo": the English has a pronoun the
    target drops and a verb the target makes a person noun, so no cue reaches the word
    that shows her gender. When the source names one person only -- its explicit cues
    have one gender and it has no singular person noun, name or indefinite of unstated
    gender (C7, C9, C11, C8) -- the singular gender-variable person nouns the language's
    resources find in the translation (:meth:`Inflector.person_spans`, outside the
    ambiguous cues' spans) are that person. Their readings decide when they agree (any
    disagreement, or a plural, decides nothing); each becomes a verdict on a copy of the
    first explicit cue placed on it, so the flip is built as for any cue.

    rules-9: the person's predicate nouns count too (:func:`.predicate_nouns._predicate_nouns`: "Fue
    presidenta", "trabajó como controladora", "divenne ecclesiastica"), and an ambiguous
    source noun translated by one of them ("served as a missionary" -> "sirvió como
    misionero") is that person, not another one.
    """
    # (rules-46) a word copied into a name ("at the Gastein Ladies ... he") names no person
    explicit = [c for c in detection.explicit if c.source_gender in _OPPOSITE and not copied_name_word(c)]
    if not explicit or len({c.source_gender for c in explicit}) != 1:
        return []
    predicates = _predicate_nouns(inflector, tokens, lang) + career_nouns(
        inflector, tokens, lang, lambda w, g: _plural_noun(w, g) or _fixed_gender_noun(w, g)
    )  # rules-48: "la carriera di attrice"
    from fairmt.fairqe.cue_rules import prepositional_object
    from fairmt.fairqe.cue_tokens import tokenize

    src_toks = [tokenize(w) for w in source.split()]
    nouns = inflector.person_spans(tokens)

    def other(c: Cue) -> bool:
        """Whether the ambiguous cue ``c`` may be another person the translation's nouns name.
        (rules-23) A person inside a prepositional phrase ("an offer from her manager") whose
        translation the aligner found is that span (left out below), not the one person."""
        if c.category not in _OTHER_PERSONS:
            return False
        if c.target_tokens is None:
            return True
        if any(c.target_tokens[0] < b and a < c.target_tokens[1] for a, b in predicates):
            return False
        if _placed_on_noun(c, nouns, predicates):
            return False  # rules-22 (exp27es): another person placed on a noun of its own
        s = c.source_tokens[0] if c.source_tokens is not None else -1
        # a capitalised word inside the sentence may be part of a name ("for Child Bride")
        return not (0 <= s < len(src_toks) and not src_toks[s].title and prepositional_object(src_toks, s))

    if any(other(c) for c in detection.ambiguous):
        return []
    taken = [c.target_tokens for c in detection.cues if c.target_tokens is not None and c.kind == "ambiguous"]
    placed = [
        c.target_tokens
        for c in detection.ambiguous
        if c.target_tokens is not None
        and _placed_on_noun(c, nouns, predicates)
        and not (  # a person inside a prepositional phrase is no subject ("from his boss")
            c.source_tokens is not None
            and c.source_tokens[0] < len(src_toks)
            and prepositional_object(src_toks, c.source_tokens[0])
        )
    ]
    read: list[tuple[tuple[int, int], Realisation]] = []
    for sp in predicates:
        if any(_same_clause(tokens, p, sp) for p in placed):
            # the placed person's own coordinated predicate ("L'avvocato la lodò e fu molto
            # contento"): its subject is that person, not the one person (NGLE 31.3)
            continue
        g = inflector.gender_of(tokens, inflector.phrase_span(tokens, sp)) or inflector.gender_of(tokens, sp)
        if fixed_gender_phrase(tokens, sp, lang, g):
            continue  # (ex47) "Fu la sola vittima", "Era un membro": the noun's own gender
        if g in _OPPOSITE:
            read.append((sp, g))
    for sp in inflector.person_spans(tokens):
        if sp in predicates:
            continue
        if any(sp[0] < b and a < sp[1] for a, b in taken) or inflector.plural(tokens, sp):
            continue
        if _fixed_gender_noun(tokens[sp[1] - 1], lang):
            # (rules-9) a noun the dictionary knows in one gender with no form in the
            # other is a thing ("nella cura", "dell'ordine"), not the person
            continue
        g = inflector.gender_of(tokens, sp) or inflector.gender_of(tokens, inflector.phrase_span(tokens, sp))
        if fixed_gender_phrase(tokens, sp, lang, g):
            # (rules-62) a person noun of one grammatical gender ("la vittima") shows only
            # its own; (ex49) so does the masculine of "membro", "capo"
            continue
        if g in _OPPOSITE:
            read.append((sp, g))
    if not read or len({g for _, g in read}) != 1:
        return []
    base = explicit[0]
    return [
        (
            replace(
                base,
                target_tokens=sp,
                target_span=" ".join(tokens[sp[0] : sp[1]]),
                target_gender=g,
                note=f"{base.note}; the one person's noun in the translation",
            ),
            g == base.source_gender,
        )
        for sp, g in read
    ]
