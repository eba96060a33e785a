"""Chains of subject-control infinitives: the attribute two infinitives down (fr-inflect-74, gfr63).

A subject-control verb gives its infinitive complement its own subject, and that holds again when
the infinitive is itself a control verb: in ``La juge devrait essayer d'être impartiale`` the
understood subject of *être* is the subject of *essayer*, which is the subject of *devrait*
(Grevisse and Goosse, *Le Bon Usage*, on the infinitive's understood agent: with no person
complement, the main clause's subject; Huddleston and Pullum 2002, *CGEL* ch. 14 §1, on control
chains, for the same facts in English). The attribute or passive participle of that *être* agrees
with the main subject as after a finite *être*.

:func:`fairmt.inflect.french_agreement._passive_infinitives` reads the infinitives completing the
subject's own verb only, so the walk left ``La juge devrait essayer d'être impartial`` (and
the neutral form kept the masculine). :func:`control_chain` gives it the infinitives in between:
each infinitive ``xcomp`` of the verb (or of one already taken) that has no subject of its own,
is opened by *de*/*d'*/*à* or nothing, and is one of the subject-control verbs of
:data:`CONTROL_INFINITIVES`. The walk then reads their infinitives as it reads the main verb's.

Why a closed list of verbs, matched on the form: the pipeline runs without the lemmatiser, but an
infinitive is its own lemma, so the list needs no inflected forms. A verb outside it may take its
own subject or an object that controls the next infinitive: the causative and perception verbs
(*faire*, *laisser*, *voir*, *entendre*: ``Il veut faire venir les invitées``), and verbs of
command (*demander*, *obliger*), whose object is the controller; those are left out. A link with
an object or an *à*-complement of its own is not taken either (``vouloir lui demander d'être
présent``: the dative person is the controller). Three links at most: longer chains are rare and
a misparse compounds along them.

**The attribute the parse calls an object.** Two infinitives down, the small model often hangs the
attribute on the control verb as its ``obj`` while keeping *être* as its ``cop`` (``essayer d'être
objectif``: *objectif* a noun object of *essayer*; ``d'être prudentes``, with *être* as a passive
auxiliary). A word with a copula or passive auxiliary of its own heads its own predicate, never a
direct object, whatever its tag:
:func:`misparsed_attributes` gives such a word back to the walk when *de*/*d'*/*à* opens it and it
has no determiner (an attribute adjective has none; a noun with its article is left alone).
fr64: the model also calls it the control infinitive's ``ccomp`` (``va tenter d'être plus
patiente``); an infinitive *être* has no subject of its own, so that clause is no complement clause
with another subject either, and the word is taken back the same way.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.french_words import INFINITIVE_MARKS

__all__ = ["CONTROL_INFINITIVES", "control_chain", "misparsed_attributes"]

_CONTROL_FORMS = (
    "essayer tenter chercher vouloir pouvoir devoir savoir sembler paraître paraitre espérer "
    "souhaiter désirer aimer adorer préférer détester refuser accepter oser décider choisir "
    "continuer commencer cesser arrêter finir apprendre réussir parvenir arriver tâcher "
    "efforcer promettre prétendre compter penser rêver craindre éviter"
)
#: Subject-control and raising verbs in the infinitive, whose own infinitive complement has their
#: subject (the semi-auxiliaries *devoir*, *pouvoir*, *vouloir*, *savoir*, *sembler*, and the
#: verbs of attempt, wish, decision, beginning and end; *Le Bon Usage* on the semi-auxiliaries and
#: on the infinitive as a direct complement).
CONTROL_INFINITIVES = frozenset(_CONTROL_FORMS.split())
_SUBJ = ("nsubj", "nsubj:pass", "expl:subj")
_MAX_LINKS = 3


def _controller_only(verb: Any) -> bool:
    """Whether ``verb`` has no person complement that would control its infinitive instead of
    its subject: no direct or indirect object, no *à*-complement."""
    return not any(
        c.dep_ in ("obj", "iobj")
        or (c.dep_ == "obl:arg" and any(k.lower_ in ("à", "au", "aux") for k in c.children))
        for c in verb.children
    )


def _control_link(gov: Any, c: Any) -> bool:
    """Whether ``c`` is a subjectless control infinitive completing ``gov``."""
    return (
        c.dep_ == "xcomp"
        and c.i > gov.i
        and c.pos_ == "VERB"
        and "Inf" in c.morph.get("VerbForm")
        and c.lower_ in CONTROL_INFINITIVES
        and not any(k.dep_ in _SUBJ for k in c.children)
        and all(k.lower_ in INFINITIVE_MARKS for k in c.children if k.dep_ == "mark")
    )


def control_chain(gov: Any) -> list[Any]:
    """The control infinitives below ``gov`` that share its subject (``essayer`` in ``devrait
    essayer d'être prête``), at most three links down, in order of depth; empty when ``gov`` has
    a person complement of its own."""
    out: list[Any] = []
    level = [gov]
    for _ in range(_MAX_LINKS):
        level = [c for g in level if _controller_only(g) for c in g.children if _control_link(g, c)]
        out += [c for c in level if c not in out]
        if not level:
            break
    return out


def misparsed_attributes(verb: Any) -> list[Any]:
    """The attributes of an infinitive *être* that the parse hung on the control infinitive
    ``verb`` as its object (``essayer d'être objectif``): a word with *être* among its children
    (as its copula, or as a passive auxiliary when the parse read the adjective as a participle:
    ``d'être prudentes``), a *de*/*d'*/*à* mark, and no determiner; fr64: also one the parse
    calls the verb's ``ccomp`` (``tenter d'être plus patiente``)."""
    return [
        c
        for c in verb.children
        if c.dep_ in ("obj", "ccomp")
        and c.i > verb.i
        and c.pos_ in ("ADJ", "NOUN", "VERB")
        and any(k.dep_ in ("cop", "aux:pass") and k.lower_ == "être" for k in c.children)
        and any(k.dep_ == "mark" and k.lower_ in INFINITIVE_MARKS for k in c.children)
        and not any(k.dep_ == "det" for k in c.children)
    ]
