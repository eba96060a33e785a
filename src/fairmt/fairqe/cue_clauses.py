"""English clause shapes whose person the cue rules of :mod:`fairmt.fairqe.cues` missed.

Three shapes of English grammar put a gender-unstated person behind a word that agrees in a
Romance target, and none has the declarative "I/you/we/they + be + predicate" order that
:func:`fairmt.fairqe.cue_rules._c10` reads:

* **Questions with an inverted copula** (:func:`question_predicates`): "Are you ready?",
  "Were we wrong?", "Why are you so sad?" -> fr "Es-tu prêt/prête ?". The subject pronoun
  follows the copula that opens the clause (or follows its question word).
* **Imperatives of *be*** (:func:`imperative_predicates`): "Be careful!", "Don't be afraid",
  "Please be patient" -> fr "Sois prudent/prudente". The subject is the unnamed addressee.
* **Reflexive object predicatives** (:func:`reflexive_predicates`, en-cues-37): "Make yourself
  comfortable", "We consider ourselves lucky", "They kept themselves busy" -> it "Mettiti
  comoda/comodo", "Ci consideriamo fortunate/fortunati". The predicative describes the object,
  and a reflexive object is the subject (Quirk et al. 1985, §16.43-16.46 on the object
  complement; §6.23-6.26 on reflexive pronouns), whose gender the unmarked reflexive leaves
  unstated.
* **Floating quantifiers** after the copula: "We are all very excited" -> "Nous sommes tous
  très excités"; :func:`skip_floating_quantifier` steps over "all"/"both"/"each".

Each gives a C10 hit (no gender stated) whose aligned token is the predicate word, as
``_c10`` does for the declarative order. A nominalised adjective before a plural verb the
cue lists do not hold ("The homeless need shelter", "The rich pay less") is read with
Apertium's English dictionary (:func:`plural_verb`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Hit, Tok

__all__ = [
    "PLURAL_BE_HAVE",
    "apposed_cardinal",
    "imperative_predicates",
    "plural_verb",
    "question_predicates",
    "reflexive_predicates",
    "skip_floating_quantifier",
    "verb_only",
]

#: Finite forms of *be* and *have* that only a plural subject takes ("the wounded *were*").
PLURAL_BE_HAVE = frozenset(["are", "were", "have"])
#: Forms of *be* that open a yes/no question about the speaker, the addressee or a group.
_QUESTION_BE = frozenset(["am", "are", "were", "aren't", "weren't"])
#: Pronouns that follow an inverted copula in such a question (he/she state a gender).
_QUESTION_SUBJECTS = frozenset(["i", "you", "we", "they"])
#: Question words that may open a question before its inverted copula ("Why are you so sad?").
_WH = frozenset(["why", "how", "where", "when", "what"])
#: Words that may precede an imperative "be" inside its clause.
_IMPERATIVE_LEAD = frozenset(["please", "don't", "do", "never", "always", "just"])
#: Copular verbs an imperative opens with (en-cues-51: "Stay calm", "Get ready", "Keep quiet",
#: "Remain seated"; the current and resulting copulas of Quirk et al. 1985, §16.21): their
#: predicative is the addressee's, as after "be".
_IMPERATIVE_COPULAS = frozenset(["be", "stay", "remain", "keep", "get", "become"])
#: Floating quantifiers after a copula ("we are all tired").
_FLOATING = frozenset(["all", "both", "each"])


def apposed_cardinal(toks: Sequence[Tok], j: int) -> bool:
    """en-cues-82: whether ``toks[j]`` is a cardinal (cue_words.NUMERAL_HEADS) apposed to the
    pronoun "we"/"us"/"you" right before it ("you two are lucky", "Are you two ready?", "Thank
    you two."; CGEL ch. 5 §9.3). The cardinal must head no noun: it ends the clause or the
    sentence, or (after adverbs) the next word is an auxiliary, a finite verb a plural subject
    takes, or a word Apertium never reads as a noun (a predicate adjective or participle). "I
    owe you two dollars", "Give us three days": the cardinal determines the indirect object's
    following noun, and the pronoun is no group of that size."""
    from fairmt.fairqe.cue_predicates import _skip_adverbs
    from fairmt.fairqe.cue_words import AUX_CHAIN, NUMERAL_HEADS, PREDICATE_VERBS
    from fairmt.inflect.apertium_morph import morphology

    if not (0 < j < len(toks)) or toks[j].low not in NUMERAL_HEADS:
        return False
    if toks[j - 1].low not in ("we", "us", "you") or toks[j - 1].ends_clause:
        return False
    k = _skip_adverbs(toks, j + 1) if not toks[j].ends_clause else j + 1
    if toks[j].ends_clause or k >= len(toks):
        return True
    low = toks[k].low
    if low in AUX_CHAIN or low in PREDICATE_VERBS or plural_verb(low):
        return True
    morph = morphology("en")
    readings = morph.readings(low) if morph is not None and low.isalpha() else []
    return bool(readings) and not any(r.pos == "n" for r in readings)


def skip_floating_quantifier(toks: Sequence[Tok], j: int) -> int:
    """Index after a floating quantifier at ``j`` ("we are *all* tired"), or after a cardinal
    apposed to the pronoun "we"/"you" right before it (:func:`apposed_cardinal`: "you two are
    lucky"), else ``j``."""
    if j < len(toks) and toks[j].low in _FLOATING and not toks[j].ends_clause:
        return j + 1
    if apposed_cardinal(toks, j) and toks[j - 1].low != "us":
        return j + 1
    return j


def _opens(toks: Sequence[Tok], i: int) -> bool:
    return i == 0 or toks[i - 1].ends_clause or toks[i].opens_clause


def question_predicates(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10 hits for "Are you ready?", "Were they surprised?": a clause-initial copula, a
    personal pronoun, and a predicate adjective or participle (adverbs and a floating
    quantifier may come between)."""
    from fairmt.fairqe.cues import _predicate_word, _skip_adverbs, predicate_hit

    out: list[Hit] = []
    n = len(toks)
    for i, t in enumerate(toks):
        if t.low not in _QUESTION_BE or t.ends_clause or i in covered:
            continue
        if not (_opens(toks, i) or (toks[i - 1].low in _WH and _opens(toks, i - 1))):
            continue
        s = i + 1
        if s >= n or toks[s].low not in _QUESTION_SUBJECTS or toks[s].ends_clause:
            continue
        j = skip_floating_quantifier(toks, _skip_adverbs(toks, s + 1))
        j = _skip_adverbs(toks, j)
        if j < n and j not in covered and _predicate_word(toks[j]):
            w = toks[j]
            note = (
                f"question '{t.core} {toks[s].core}' + predicate '{w.core}': the subject's gender is unstated"
            )
            out.append(predicate_hit(i, j, w, note))
            covered.update(range(i, j + 1))
    return out


def imperative_predicates(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10 hits for "Be careful!", "Don't be afraid", "Please be patient", "Stay calm": an
    imperative copula (:data:`_IMPERATIVE_COPULAS`) that opens its clause (or follows "please",
    "don't" ... there) and a predicate word. The addressee is the subject, and English does not
    state its gender."""
    from fairmt.fairqe.cues import _predicate_word, _skip_adverbs, predicate_hit

    out: list[Hit] = []
    n = len(toks)
    for i, t in enumerate(toks):
        if t.low not in _IMPERATIVE_COPULAS or t.ends_clause or i in covered:
            continue
        k, steps = i, 0
        while k > 0 and steps < 2 and not _opens(toks, k) and toks[k - 1].low in _IMPERATIVE_LEAD:
            k, steps = k - 1, steps + 1
        if not _opens(toks, k):
            continue  # "to be", "will be", "you be": not an imperative
        j = _skip_adverbs(toks, i + 1)
        if j < n and j not in covered and _predicate_word(toks[j]) and toks[j].low not in _REFLEXIVES:
            # (a reflexive object is no predicative: "Keep yourselves warm" is reflexive_predicates')
            w = toks[j]
            note = f"imperative '{t.low}' + predicate '{w.core}': the addressee's gender is unstated"
            out.append(predicate_hit(i, j, w, note))
            covered.update(range(i, j + 1))
    return out


#: Verbs that take an object and its predicative (complex-transitive; Quirk et al. §16.43-16.46).
_OBJECT_PREDICATE_VERBS = frozenset(
    [
        "make",
        "makes",
        "made",
        "making",
        "keep",
        "keeps",
        "kept",
        "keeping",
        "get",
        "gets",
        "got",
        "getting",
        "consider",
        "considers",
        "considered",
        "considering",
        "find",
        "finds",
        "found",
        "finding",
        "call",
        "calls",
        "called",
    ]
)
#: Reflexive pronouns that do not state a gender ("himself", "herself" do).
_UNMARKED_REFLEXIVES = frozenset(["myself", "yourself", "yourselves", "ourselves", "themselves"])
#: Every reflexive pronoun: an object after an imperative copula, no predicative.
_REFLEXIVES = _UNMARKED_REFLEXIVES | {"himself", "herself", "itself", "oneself"}


def reflexive_predicates(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10 hits for "make yourself comfortable", "we consider ourselves lucky": a verb of
    :data:`_OBJECT_PREDICATE_VERBS`, an unmarked reflexive (:data:`_UNMARKED_REFLEXIVES`), then
    (over adverbs) a predicate word; the predicative agrees with the subject the reflexive
    repeats (module docstring). "make yourself a coffee", "found myself in Rome": no predicate
    word, no hit."""
    from fairmt.fairqe.cues import _predicate_word, _skip_adverbs, predicate_hit

    out: list[Hit] = []
    n = len(toks)
    for i in range(n - 2):
        t, r = toks[i], toks[i + 1]
        if t.low not in _OBJECT_PREDICATE_VERBS or r.low not in _UNMARKED_REFLEXIVES:
            continue
        if t.ends_clause or r.ends_clause or i + 1 in covered:
            continue
        j = _skip_adverbs(toks, i + 2)
        if j < n and j not in covered and _predicate_word(toks[j]):
            w = toks[j]
            note = f"reflexive '{r.core}' + predicative '{w.core}': the subject's gender is unstated"
            out.append(predicate_hit(i + 1, j, w, note))
            covered.update(range(i + 1, j + 1))
    return out


def verb_only(low: str) -> bool:
    """Whether Apertium's English dictionary reads ``low`` as a finite verb
    (:func:`plural_verb`) and never as a noun ("opened", not "shelter")."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or not plural_verb(low):
        return False
    return not any(r.pos == "n" for r in morph.readings(low))


def plural_verb(low: str, past: bool = True) -> bool:
    """Whether Apertium's English dictionary reads ``low`` as a finite verb that a plural
    subject takes: a present tense that is not the third person singular (``need``, ``pay``)
    or, with ``past``, a past tense (``helped``), and never as a noun's plural. ``False``
    without the dictionary. A past tense shows no number, so a caller that needs the verb
    to prove a plural subject passes ``past=False``."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or not low.isalpha():
        return False
    readings = morph.readings(low)
    for r in readings:
        if not r.pos.startswith("vb") or "inf" in r.tags or "pp" in r.tags or "ger" in r.tags:
            continue
        if "pres" in r.tags and not ("p3" in r.tags and "sg" in r.tags):
            return True
        if past and "past" in r.tags:
            return True
    return False
