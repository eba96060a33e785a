"""The infinitive of a passive control verb after its agent: it agrees with the passive subject
(fr-inflect-66).

Verbs of command, request, permission and constraint (*obliger*, *forcer*, *prier*, *autoriser*,
*ordonner*, *accuser*, *remercier* ...) take a person object that is the understood subject of
their infinitive ("Le tribunal a obligé la directrice à être présente"). In the passive that
object is the subject, and it still controls the infinitive: "La directrice a été obligée par la
loi d'être présente", "L'infirmière a été priée par le médecin d'être examinée et soignée"
(Grevisse and Goosse, *Le Bon Usage*, on the infinitive's understood agent; the attribute and the
passive participle agree with the subject of *être*). The agent phrase (*par* + noun) says who
commands, never who is commanded.

The small model hangs the infinitive clause on the agent noun (``acl``/``nmod`` of *loi*,
*médecin*), so :func:`fairmt.inflect.french_agreement._passive_infinitives`, which reads the
verb's own ``xcomp``, missed it, and the realisation kept "La directrice a été obligée par la loi
d'être présent" (or made the participle agree with the agent). :func:`agent_infinitives` takes
it back for the passive verb: a participle with *être* (or *avoir été*) or an adjective attribute
of *être*, opened by *de*/*d'*/*à* right after the agent noun, with no subject of its own, under
the ``obl:agent`` of a verb that has a passive auxiliary, and the participles and adjectives
coordinated with it. Only right after the noun: a word between belongs to the agent's own phrase
and may control the infinitive itself ("remplacée par un homme fier d'être choisi": the man was
chosen; the parse hangs "choisi" on "homme" there too).

Its *de*/*d'* the small model labels ``mark`` after some nouns ("par le roi d'être") and ``case``
after others ("par la loi d'être présente"); the agreement filter, which drops a word with a
``case`` child as the head of a prepositional phrase ("en fait"), lets these through
(:func:`is_agent_infinitive`).
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.french_adverbial_infinitives import (
    infinitive_attribute,
    infinitive_participle,
    with_conjuncts,
)
from fairmt.inflect.french_stray_conjuncts import passive_only
from fairmt.inflect.french_words import INFINITIVE_MARKS

__all__ = ["agent_infinitives", "is_agent_infinitive"]

#: Dependencies the small model gives the infinitive clause under the agent noun.
_UNDER_AGENT = frozenset(["acl", "nmod", "xcomp", "advcl"])
_MARK_DEPS = frozenset(["mark", "case"])
_SUBJ = ("nsubj", "nsubj:pass", "expl:subj")


def _opened_after(clause: Any, agent: Any) -> bool:
    """Whether ``clause`` opens with *de*/*d'*/*à* right after the agent noun ``agent``."""
    return any(
        k.dep_ in _MARK_DEPS and k.lower_ in INFINITIVE_MARKS and k.i == agent.i + 1 for k in clause.children
    )


def agent_infinitives(gov: Any) -> list[Any]:
    """The participles and attributes of the infinitive clauses hung on the agent of the passive
    verb ``gov`` (module docstring), with their coordinated participles and adjectives."""
    if not any(k.dep_ == "aux:pass" for k in gov.children):
        return []
    out: list[Any] = []
    for agent in gov.children:
        if agent.dep_ != "obl:agent" or agent.i < gov.i or agent.pos_ not in ("NOUN", "PROPN", "PRON"):
            continue
        if not any(k.dep_ == "case" and k.lower_ == "par" for k in agent.children):
            continue
        for c in agent.children:
            if (
                c.dep_ in _UNDER_AGENT
                and c.i > agent.i
                and _opened_after(c, agent)
                and (infinitive_participle(c) or infinitive_attribute(c))
                and not any(k.dep_ in _SUBJ for k in c.children)
            ):
                out += [c, *passive_only(with_conjuncts(c, _SUBJ)[1:])]
    return out


def is_agent_infinitive(w: Any) -> bool:
    """Whether ``w`` is one of :func:`agent_infinitives` of the verb its agent noun hangs on: its
    *de*/*d'* opens an infinitive, no prepositional phrase (module docstring)."""
    agent = w.head
    return agent.dep_ == "obl:agent" and agent.i != agent.head.i and w in agent_infinitives(agent.head)
