"""Participles coordinated with a French infinitive complement that the parse hangs on the main
verb (fr-inflect-62).

In "Le directeur veut être promu et payé davantage" the small parser attaches ``payé`` as a
``conj`` of ``veut``, not of ``promu``, so the agreement of the passive infinitive's
participle with the subject (:func:`fairmt.inflect.french_agreement._passive_infinitives`)
reached ``promu`` only, and the realisation said "promue et payé". A past participle with no
auxiliary and no subject of its own cannot head a clause coordinated with a finite verb (a
finite clause needs its auxiliary or a finite verb), so after a passive infinitive it is
another participle of that infinitive, with the same understood subject: the coordinated
words share the auxiliary ``être`` (Grevisse and Goosse, *Le Bon Usage*, on coordination and
the auxiliary's ellipsis), and it agrees as the first one does.

Only when the main verb is no participle itself: in "Il a demandé à être entendu et obtenu
gain de cause" the second participle shares the main verb's *avoir* and agrees with nothing.
A conjunct with a direct object of its own is active, not passive (:func:`passive_only`): the
parse hangs that "obtenu" on "entendu", and it must not agree either.

(fr-inflect-73) The parse also hangs such a participle on the passive's agent noun ("espère être
choisi par le jury et invité ensuite": ``invité`` a ``conj`` of ``jury``). A noun phrase and a
bare past participle are no coordination (the conjuncts of *et* are of one function), so the
participle after the agent is another participle of the passive infinitive
(:func:`agent_conjuncts`), as above. So it is after a finite passive ("a été choisi par le jury et
invité ensuite": :func:`shared_passive_conjuncts`), whose conjunct shares the auxiliaries *a été*.
"""

from __future__ import annotations

from typing import Any

__all__ = ["agent_conjuncts", "passive_only", "shared_passive_conjuncts", "stray_participles"]

#: Coordinating conjunctions before the stray participle.
_CONJUNCTIONS = frozenset(["et", "ou", "ni"])

#: Dependencies that give a conjunct a clause of its own.
_OWN_CLAUSE = frozenset(["nsubj", "nsubj:pass", "aux", "aux:tense", "aux:pass", "cop", "expl", "expl:subj"])


def _participle(word: Any) -> bool:
    return bool(word.pos_ in ("VERB", "ADJ") and "Part" in word.morph.get("VerbForm"))


def _bare_conjunct(word: Any) -> bool:
    """Whether ``word`` is a past participle coordinated (``conj``) with its head by a
    coordinating conjunction of its own and with no clause of its own (no subject, no clausal
    marker): a conjunct that shares its head's auxiliaries."""
    return bool(
        word.dep_ == "conj"
        and _participle(word)
        and any(x.dep_ == "cc" and x.lower_ in _CONJUNCTIONS for x in word.children)
        and not any(x.dep_ in _OWN_CLAUSE for x in word.children)
    )


def stray_participles(gov: Any, complement: Any) -> list[Any]:
    """The past participles that are ``conj`` dependents of ``gov`` after its passive
    infinitive complement ``complement`` (module docstring), each with a coordinating
    conjunction and no clause of its own; empty when ``gov`` is a participle."""
    if _participle(gov):
        return []
    return [k for k in gov.children if k.i > complement.i and _bare_conjunct(k)]


def passive_only(conjuncts: list[Any]) -> list[Any]:
    """``conjuncts`` less those with a direct object (``obj``): a passive participle has none,
    so such a word is an active participle of the main verb's *avoir* (module docstring)."""
    return [k for k in conjuncts if not any(x.dep_ == "obj" for x in k.children)]


def agent_conjuncts(complement: Any) -> list[Any]:
    """The past participles that are ``conj`` dependents of the agent noun (``obl:agent``) of the
    passive participle ``complement`` (module docstring), each with a coordinating conjunction
    and no clause of its own."""
    return [
        k
        for agent in complement.children
        if agent.dep_ == "obl:agent" and agent.pos_ in ("NOUN", "PROPN", "PRON")
        for k in agent.children
        if _bare_conjunct(k)
    ]


def shared_passive_conjuncts(gov: Any) -> list[Any]:
    """The bare past participles coordinated with the finite passive participle ``gov`` (one
    with a passive auxiliary *être*/*été*), on it or on its agent noun (module docstring): they
    share its auxiliaries and agree with its subject; none with a direct object (active, sharing
    *avoir* only)."""
    from fairmt.inflect.french_agreement import _ETRE

    # Any form of "être" (sera, serait, fut, soit...): the pipeline parses without the lemmatiser.
    if not any(c.dep_ == "aux:pass" and c.lower_ in _ETRE for c in gov.children):
        return []
    on_verb = [k for k in gov.children if k.i > gov.i and _bare_conjunct(k)]
    return passive_only(on_verb + agent_conjuncts(gov))
