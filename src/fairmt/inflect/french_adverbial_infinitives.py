"""Participles and adjectives of infinitive clauses whose understood subject is the main subject.

An infinitive clause of time, manner or purpose opened by *sans*, *avant de*, *après* or *pour*
has no subject of its own: its understood subject is the main clause's subject
(Grevisse and Goosse, *Le Bon Usage*, on the implied subject of the prepositional infinitive,
normally the main verb's subject). So its passive or compound
participle, or the attribute of its *être*, agrees with that subject as after a finite *être*:
``L'infirmière est rentrée avant d'être payée``, ``La joueuse est tombée sans être blessée``, ``Elle
est revenue après avoir été soignée``, ``après être arrivée en retard``. Real text often breaks the
rule with a verb that has an object (``a envoyé le film pour être évalué``: the film is evaluated),
so a verb with a direct or indirect object is left out, as for the *de* complements (where a person
complement controls the infinitive: ``a demandé à l'infirmier d'être prudent``). A *pour* clause set
off by a comma is the speaker's comment on what is said (``…, pour être précis``, "to be precise"), a
disjunct whose understood subject is the speaker (Grevisse and Goosse, *Le Bon Usage*, the *pour* +
infinitive of the speech act): it is left alone too. (*afin de* is not read: the small model attaches
*afin* as an adverb, not as the clause's mark.)

The compound passive infinitive *avoir été* + participle (``de ne pas avoir été payées``) is
recognised here too, for the *de* complements of :func:`french_agreement._passive_infinitives`.

The small model attaches such clauses as ``xcomp`` or ``advcl`` of the main verb, with the
preposition (and *de*) as ``mark``; a clause with a subject of its own (``sans qu'elle soit
prévenue``) is finite and left alone.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.french_adjective_conjuncts import adjective_conjunct, noun_tagged_adjective

#: Prepositions that open an adverbial infinitive clause (time, manner, purpose).
_ADVERBIAL = frozenset(["sans", "avant", "après", "pour"])
#: Punctuation that sets a *pour* clause off as the speaker's comment.
_OFFSET = frozenset([",", "(", "—", "–"])
_DE = frozenset(["de", "d'"])
_SUBJ = ("nsubj", "nsubj:pass", "expl:subj")


def infinitive_participle(word: Any) -> bool:
    """Whether ``word`` is a past participle with an infinitive auxiliary that makes it agree with
    the infinitive's understood subject: passive *être* (``être payée``), passive *avoir été*
    (``avoir été soignée``) or the compound *être* of a verb of motion or state (``être
    arrivée``)."""
    if word.pos_ not in ("VERB", "ADJ") or ("Part" not in word.morph.get("VerbForm") and word.pos_ == "VERB"):
        return False
    aux = {
        k.lower_: k.dep_ for k in word.children if k.dep_ in ("aux", "aux:pass", "aux:tense") and k.i < word.i
    }
    if aux.get("être") in ("aux:pass", "aux:tense"):
        return True
    return aux.get("été") == "aux:pass" and "avoir" in aux


def _infinitive_between(gov: Any, clause: Any) -> bool:
    """Whether an infinitive stands between ``gov`` and the adverbial ``clause``: the clause may
    then belong to that infinitive, whose understood subject may be another person (``a demandé
    à l'infirmier de partir avant d'être appelé``, parsed with the clause on ``demandé``)."""
    return any(
        "Inf" in gov.doc[k].morph.get("VerbForm") and gov.doc[k].pos_ == "VERB"
        for k in range(gov.i + 1, clause.i)
    )


def infinitive_attribute(word: Any) -> bool:
    """An adjective attribute of an infinitive *être* (``sans être prête``).

    fr-inflect-67: also a word the small model tags a past participle with *être* as its copula
    (``essaie d'être impartiale``, where it read the adjective as a passive participle): the
    attribute of *être* agrees with the subject whether adjective or participle, so the tag
    does not matter; an infinitive or finite verb is never the attribute of *être*.
    fr64: also an adjective tagged a noun (``d'être attentive``, ``d'être sincère et discret``:
    :func:`fairmt.inflect.french_adjective_conjuncts.noun_tagged_adjective`)."""
    if noun_tagged_adjective(word):
        return True
    if word.pos_ != "ADJ" and not (word.pos_ == "VERB" and "Part" in word.morph.get("VerbForm")):
        return False
    return any(k.dep_ == "cop" and k.lower_ == "être" for k in word.children)


def adverbial_infinitives(gov: Any) -> list[Any]:
    """The participles and adjectives of the adverbial infinitive clauses of ``gov`` (a predicate
    of the person), with the participles and adjectives coordinated with them."""
    if any(c.dep_ in ("obj", "iobj") for c in gov.children):
        return []
    out: list[Any] = []
    for c in gov.children:
        if c.dep_ not in ("xcomp", "advcl") or c.i < gov.i:
            continue
        tokens = [k for k in c.children if k.dep_ == "mark" and k.i < c.i]
        marks = [k.lower_ for k in tokens]
        if not marks or marks[0] not in _ADVERBIAL or any(m not in _DE for m in marks[1:]):
            continue
        if marks[0] == "pour" and tokens[0].i > 0 and c.doc[tokens[0].i - 1].text in _OFFSET:
            continue  # "…, pour être précis": the speaker's comment
        if any(k.dep_ in _SUBJ for k in c.children) or _infinitive_between(gov, c):
            continue
        if infinitive_participle(c) or infinitive_attribute(c):
            out += with_conjuncts(c, _SUBJ)
    return out


def with_conjuncts(word: Any, subjects: tuple[str, ...]) -> list[Any]:
    """``word`` and the participles and adjectives coordinated with it that have no subject of
    their own (a dependency in ``subjects``): "sans être payée ni remerciée"."""
    return [
        word,
        *(
            k
            for k in word.children
            if k.dep_ == "conj"
            # fr-inflect-72: also an adjective tagged a noun ("d'être poli et discret")
            and (k.pos_ in ("VERB", "ADJ") or adjective_conjunct(k))
            and not any(x.dep_ in subjects for x in k.children)
        ),
    ]
