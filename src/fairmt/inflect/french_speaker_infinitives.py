"""The speaker's and the addressee's adverbial infinitives, and the adverbial locutions before
their predicates, and the speaker as the object of a non-finite *avoir* (fr-inflect-65).

English "I", "you" and "we" never gender anyone, so a French translation that genders them is
found on the target side alone (:func:`fairmt.inflect.french_agreement.speaker_predicates`).
Three places of such a gender were not read there:

* **Adverbial infinitive clauses.** An infinitive clause of time, manner or purpose opened by
  *après*, *avant de*, *sans* or *pour* has no subject of its own: its understood subject is the
  main clause's (Grevisse and Goosse, *Le Bon Usage*, the implied subject of the prepositional
  infinitive), so its compound or passive participle and the attribute of its *être* agree with
  the speaker when the main subject is *je*/*tu*/*nous*/*vous*: ``Après être arrivée, j'ai
  mangé``, ``Je suis partie sans être payée``, ``Nous sommes rentrées avant d'être
  fatiguées``. A clause after the main verb is read by
  :func:`fairmt.inflect.french_adverbial_infinitives.adverbial_infinitives` (which leaves out a
  main verb with an object: ``j'ai envoyé le film pour être évalué``, the film is evaluated). A
  clause *fronted* before the subject (``Avant d'être opérée, je ...``) should have the main
  subject as its understood subject (a fronted infinitive whose subject is another is the
  classic dangling-modifier error), but that error is common: a participle whose number is not
  the subject's, or a main clause with a thing noun of the participle's number (``Après avoir
  été réparée, j'ai revendu la voiture``), is left alone.
  Without this, a realisation flipped *partie* and left *payée*, or found nothing at all.
* **Adverbial locutions** between the copula or auxiliary and the predicate (``Tu es à peine
  levée``, ``Je suis sans doute trompée``): the walk over the adverbs skipped only one-word
  adverbs and locutions of degree.
  :data:`ADVERBIAL_LOCUTIONS` holds fixed locutions none of whose words can be the predicate
  itself; *bien sûr* is left out (``Je suis bien sûr`` is also "I am quite sure").
* **The speaker or addressee as the object of a non-finite *avoir*** (``Je regrette de t'avoir
  déçue``, ``Merci de m'avoir reconnue``): :data:`NONFINITE_AVOIR`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["ADVERBIAL_LOCUTIONS", "NONFINITE_AVOIR", "speaker_infinitives"]

#: The infinitive and present participle of *avoir* after an elided object clitic (``de t'avoir
#: déçue``, ``ne pas m'avoir vue``, ``m'ayant reconnue``): the compound participle agrees with the
#: clitic before it as after a finite *avoir* (Grevisse and Goosse, *Le Bon Usage*, the past
#: participle with *avoir*), read by :mod:`fairmt.inflect.french_speaker_objects` under the same
#: guards (no indirect-object verb, no object of its own after the participle).
NONFINITE_AVOIR = frozenset(["avoir", "ayant"])

#: Multi-word adverbs of time, manner or comment that stand between an auxiliary or copula and
#: the participle or adjective of its subject ("Vous êtes à peine levées"). Only locutions whose
#: words the realisation leaves alone are listed: "de nouveau" and "à nouveau" are left out (the
#: span of the predicate after them widened over "nouveau", read as a prenominal adjective, and
#: made "de nouvelle"), "à la fois" (the first of its coordinated attributes kept its form),
#: "en effet" ("en effet·te") and "tout juste" (no masculine realisation).
ADVERBIAL_LOCUTIONS: tuple[tuple[str, ...], ...] = (
    ("à", "peine"),
    ("sans", "doute"),
    ("quand", "même"),
    ("bel", "et", "bien"),
    ("tout", "de", "suite"),
    ("une", "fois", "de", "plus"),
    ("encore", "une", "fois"),
    ("de", "toute", "façon"),
    ("en", "fait"),
)

#: Subject pronouns of the speaker and the addressee, and the number they give ("vous" may be
#: one person: the predicate's own form tells).
_SPEAKERS = {"je": "sg", "j'": "sg", "tu": "sg", "nous": "pl", "vous": ""}
#: Dependencies of a subject; the small model often reads a sentence-initial "Tu" as "expl:subj".
_SUBJECT_DEPS = frozenset(["nsubj", "nsubj:pass", "expl:subj"])
#: Prepositions that open an adverbial infinitive clause.
_OPENERS = frozenset(["après", "avant", "sans", "pour"])
_DE = frozenset(["de", "d'"])


def _fronted(gov: Any, subject: Any) -> list[Any]:
    """Participles and attributes of the adverbial infinitive clauses of ``gov`` that stand
    before its ``subject`` (``Après être arrivée, j'ai mangé``)."""
    from fairmt.inflect.french_adverbial_infinitives import (
        infinitive_attribute,
        infinitive_participle,
        with_conjuncts,
    )

    out: list[Any] = []
    clauses = [c for c in gov.children if c.dep_ in ("advcl", "xcomp", "obl:mod") and c.i < subject.i]
    if gov.dep_ == "advcl" and gov.head.i < subject.i:
        # The small model sometimes inverts the two clauses: the fronted participle as the root
        # and the main verb as its "advcl" ("Après être arrivé à l'hôtel, j'ai appelé").
        clauses.append(gov.head)
    for c in clauses:
        marks = [k.lower_ for k in c.children if k.dep_ == "mark" and k.i < c.i]
        if not marks or marks[0] not in _OPENERS or any(m not in _DE for m in marks[1:]):
            continue
        if any(k.dep_ in _SUBJECT_DEPS for k in c.children):
            continue  # a clause with its own subject is finite
        if not (infinitive_participle(c) or infinitive_attribute(c) or _misread_participle(c)):
            continue
        if _thing_referent(gov, c, subject):
            continue
        out += with_conjuncts(c, tuple(_SUBJECT_DEPS))
    return out


def _misread_participle(word: Any) -> bool:
    """Whether ``word``, which the small model took for a noun (``Après être arrivée``,
    ``Avant d'être parties``: *arrivée*, *partie* are nouns too), is the participle or adjective
    of an infinitive *être* (or passive *avoir été*): it has that auxiliary or copula, no
    determiner, and Apertium reads it as a gendered participle or adjective."""
    from fairmt.inflect.apertium_morph import morphology

    if word.pos_ != "NOUN" or any(k.dep_ == "det" for k in word.children):
        return False
    aux = {
        k.lower_ for k in word.children if k.dep_ in ("aux", "aux:pass", "aux:tense", "cop") and k.i < word.i
    }
    if "être" not in aux and not {"avoir", "été"} <= aux:
        return False
    morph = morphology("fr")
    return morph is not None and any(
        (r.pos == "adj" or "pp" in r.tags) and ("f" in r.tags or "m" in r.tags)
        for r in morph.readings(word.lower_)
    )


def speaker_infinitives(tokens: Sequence[str]) -> tuple[tuple[int, int, str, str], ...]:
    """``(start, end, number, "")`` for each participle or adjective of an adverbial infinitive
    clause whose understood subject is the speaker or the addressee (see the module docstring);
    empty without the parser."""
    from fairmt.inflect.base import token_starts
    from fairmt.inflect.french_adverbial_infinitives import adverbial_infinitives
    from fairmt.inflect.french_agreement import _parse

    if not any(t.lower().lstrip('«"“(-—– ').replace("’", "'").startswith(tuple(_SPEAKERS)) for t in tokens):
        return ()
    doc = _parse(" ".join(tokens))
    if doc is None:
        return ()
    starts = token_starts(list(tokens))
    out: set[tuple[int, int, str, str]] = set()
    for s in doc:
        number = _SPEAKERS.get(s.lower_.replace("’", "'"))
        if number is None or s.dep_ not in _SUBJECT_DEPS or s.head.i == s.i:
            continue
        gov = s.head
        for w in [*adverbial_infinitives(gov), *_fronted(gov, s)]:
            if number and _numbers(w.lower_, ("adj", "vblex", "vbser")) - {number}:
                continue  # "Après être arrivée, nous ...": another number, another subject
            k = max(i for i, st in enumerate(starts) if st <= w.idx)
            out.add((k, k + 1, number, ""))
    return tuple(sorted(out))


def _numbers(word: str, pos: tuple[str, ...]) -> set[str]:
    """The numbers (``sg``, ``pl``) that ``word`` has in every reading of a part of speech in
    ``pos`` (a participle is tagged ``vblex``/``vbser`` ``pp``) when they all agree, else the
    empty set (unknown, or both: "surpris")."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return set()
    found = {t for r in morph.readings(word) if r.pos in pos for t in r.tags if t in ("sg", "pl")}
    return found if len(found) == 1 else set()


def _thing_referent(gov: Any, clause: Any, subject: Any) -> bool:
    """Whether the main clause of ``gov`` (its words after the ``subject``: the fronted ``clause``
    stands before it, and is the root when the model inverts the two clauses) has
    a noun of no person (``la voiture``, ``les lettres``, ``le livre``) of the number of the
    clause's participle or attribute: that thing may be what the fronted clause is about, in a
    sentence that dangles its modifier ("Après avoir été réparée, j'ai revendu la voiture": the
    car was repaired), so neither gender of the participle is the speaker's. The number alone
    decides, not the gender, so that the feminine and the masculine translation of one sentence
    are read alike (each must be the other's realisation); a person noun (``ma mère``) is no
    such referent."""
    from fairmt.inflect import get_inflector
    from fairmt.inflect.romance import RomanceInflector

    wanted = _numbers(clause.lower_, ("adj", "vblex", "vbser", "n")) or {"sg", "pl"}
    inflector = get_inflector("fr")
    if not isinstance(inflector, RomanceInflector):
        return False
    for t in gov.subtree:
        if t.i <= subject.i or t.pos_ != "NOUN" or inflector.person_noun(t.lower_):
            continue
        number = _numbers(t.lower_, ("n",)) or {"pl" if "Plur" in t.morph.get("Number") else "sg"}
        if number & wanted:
            return True
    return False
