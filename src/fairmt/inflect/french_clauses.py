"""French clause structure for past-participle agreement: when a ``que`` after a noun phrase is
a completive conjunction rather than an object relative pronoun.

French grammar: a past participle with *avoir* agrees with a direct object that comes before
it, as in an object relative clause (``la danseuse que le public a applaudie``). The same words
``N que SUBJ a PP`` are also read with ``que`` as the conjunction that opens the content clause
of a verb of saying or informing (``Le pharmacien a dit à la patiente qu'elle avait
recommandé ...``, ``Le vétérinaire a informé la cliente qu'il avait oublié``): there ``que`` is
no pronoun, the clause has no preceding object, and nothing agrees. Two signs are taken from the
grammar, both checked with Apertium's analysis (lemmas and the ``inf`` tag), never from endings:

* :func:`completive_head`: the noun phrase is the object (``à N`` or a direct object) of a
  verb of communication, whose ``que`` clause is its content. The verbs are the closed class of
  French verbs of saying/informing that take a person object and a ``que`` clause
  (:data:`COMMUNICATION_VERBS`); a relative clause on such an object is possible but rare.
* :func:`participle_has_complement`: the participle is followed by its own complement clause,
  an infinitive after ``de``/``d'``/``à`` or a ``que`` clause (``qu'elle avait recommandé de
  prendre``, ``qu'il avait promis que``), so its object slot is filled after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = [
    "COMMUNICATION_VERBS",
    "completive_head",
    "imperative_be",
    "impersonal_predicate",
    "impersonal_subject",
    "participle_has_complement",
]

#: Lemmas of French verbs of saying and informing that take a person object (``dire à X``,
#: ``informer X``) and a ``que`` content clause. A closed class of the grammar (verbs of
#: communication), listed by lemma so that every inflected form is covered through the analyser.
COMMUNICATION_VERBS = frozenset(
    [
        "dire",
        "répondre",
        "expliquer",
        "annoncer",
        "promettre",
        "rappeler",
        "assurer",
        "affirmer",
        "déclarer",
        "confirmer",
        "signaler",
        "indiquer",
        "préciser",
        "écrire",
        "raconter",
        "apprendre",
        "avouer",
        "confier",
        "jurer",
        "garantir",
        "crier",
        "murmurer",
        "répéter",
        "suggérer",
        "conseiller",
        "recommander",
        "demander",
        "reprocher",
        "informer",
        "prévenir",
        "avertir",
        "aviser",
        "notifier",
        "convaincre",
        "persuader",
        "rassurer",
        "téléphoner",
        "mentionner",
        "souligner",
        "admettre",
        "concéder",
        "certifier",
        "communiquer",
    ]
)

_PREPOSITION_A = frozenset(["à"])
_CONTRACTED_A = frozenset(["au", "aux"])


def _lemmas(word: str, morph: Any) -> set[str]:
    return {r.lemma for r in morph.readings(word) if r.pos.startswith("vb")}


def completive_head(low: Sequence[str], start: int, morph: Any) -> bool:
    """Whether the noun phrase starting at ``low[start]`` is the object of a verb of
    communication (``a dit à la patiente``, ``a dit au client``, ``a informé le client``,
    ``prévient l'infirmière``), so that a ``que`` after it opens that verb's content clause.

    ``low`` holds lower-cased tokens with elisions kept (``l'infirmière``). The verb must be
    the word right before the phrase (or before its ``à``); an adverb or clitic in between is
    not looked through, which keeps the rule to the plain construction.
    """
    if start <= 0:
        return False
    k = start - 1
    first = low[start]
    if first not in _CONTRACTED_A and low[k] in _PREPOSITION_A:
        k -= 1
    if k < 0:
        return False
    verb = low[k]
    if verb.startswith(("l'", "n'")):
        verb = verb[2:]
    return bool(_lemmas(verb, morph) & COMMUNICATION_VERBS)


def participle_has_complement(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the participle at ``low[k]`` is followed by a complement clause of its own: an
    infinitive after ``de``/``d'``/``à`` (``recommandé de prendre``, ``commencé à écrire``) or a
    ``que`` clause (``dit que``, ``promis qu'il``). Its object is then that clause, after it."""
    j = k + 1
    if j >= len(low):
        return False
    w = low[j]
    if w in ("que", "qu'") or w.startswith("qu'"):
        return True
    if w.startswith("d'"):
        infinitive = w[2:]
    elif w in ("de", "à") and j + 1 < len(low):
        infinitive = low[j + 1]
        if infinitive in ("ne", "pas", "se", "s'", "le", "la", "les", "lui", "leur", "en", "y"):
            infinitive = low[j + 2] if j + 2 < len(low) else ""
        elif infinitive.startswith(("s'", "l'", "m'", "t'")):
            infinitive = infinitive[2:]
    else:
        return False
    return any(r.pos.startswith("vb") and "inf" in r.tags for r in morph.readings(infinitive))


#: Words after which a verb opens its clause (an imperative has no subject before it).
_CLAUSE_START = frozenset(["et", "mais", "donc", "alors", "puis", "ou"])


def imperative_be(
    low: Sequence[str], i: int, morph: Any, lemmas: frozenset[str] = frozenset(["être"])
) -> str | None:
    """The number of the addressee when ``low[i]`` is the imperative of *être* or another
    copula of ``lemmas`` (``sois``: ``"sg"``, ``soyons``: ``"pl"``, ``soyez``/``restez``:
    ``""``, polite singular or plural) opening its clause, optionally after ``ne``/``n'``
    ("Sois prudent", "Restez assis", "Ne sois pas inquiet", "et soyez patients"); else
    ``None``. The same forms are subjunctives or present tenses after a subject ("que tu
    sois", "il reste assis"), which the subject's own rule reads, so a subject before the verb
    rules it out."""
    w = low[i]
    readings = morph.readings(w)
    imp = [r for r in readings if r.lemma in lemmas and "imp" in r.tags]
    if not imp:
        return None
    k = i - 1
    if k >= 0 and low[k] in ("ne", "n'"):
        k -= 1
    if k >= 0 and low[k] not in _CLAUSE_START and any(ch.isalpha() for ch in low[k]):
        return None
    if any("p1" in r.tags for r in imp):
        return "pl"
    return "sg" if any("sg" in r.tags for r in imp) else ""


#: Dative clitics between an impersonal "il" and its verb ("il t'est sûr", "il nous est apparu").
_DATIVES = frozenset(["me", "te", "lui", "nous", "vous", "leur", "m'", "t'"])


def impersonal_predicate(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the adjective or participle at ``low[k]`` is the predicate of an impersonal
    ``il``: ``il`` + *être* (or *avoir été*) + the word + a ``que`` clause or ``de`` +
    infinitive, where the word is one of the grammar's impersonal adjectives (``il est clair
    que``, ``il est important de``) or a dative clitic names the experiencer (``Il t'est sûr
    que``); not ``il est content de partir``, ``il est sûr de lui``, ``il nous est apparu
    fatigué``. French grammar: the impersonal ``il`` refers to nobody, and its predicate stays
    in the masculine singular whoever the sentence is about. Adverbs between the verb and the
    word are skipped; ``low`` holds lower-cased tokens with elisions kept (``t'est``)."""
    from fairmt.inflect.french_agreement import _IMPERSONAL_ADJ, _skip_adverbs  # (at call time: no cycle)

    if not any((r.pos == "adj" or "pp" in r.tags) for r in morph.readings(low[k])):
        return False
    j = k - 1
    while j >= 0 and _skip_adverbs(low, j, morph) > j:
        j -= 1
    if j >= 0 and low[j] == "été":
        j -= 1
        if j < 0 or not any(r.lemma == "avoir" and "p3" in r.tags for r in morph.readings(low[j])):
            return False
    elif j < 0:
        return False
    verb = low[j]
    dative = False
    if verb.startswith(("t'", "m'")):
        verb, dative = verb[2:], True
    if not any(
        r.lemma in ("être", "avoir") and "p3" in r.tags and r.number == "sg" for r in morph.readings(verb)
    ):
        return False
    j -= 1
    if j >= 0 and low[j] in _DATIVES:
        dative, j = True, j - 1
    if j < 0 or low[j] != "il" or not participle_has_complement(low, k, morph):
        return False
    return dative or low[k] in _IMPERSONAL_ADJ


#: Forms of *avoir* after "il y" in the presentative "il y a" ("there is"; "il y a une heure",
#: "an hour ago"), and of *falloir*, which has no subject but the impersonal "il".
_IL_Y_AVOIR = frozenset(["a", "avait", "aura", "aurait", "eut", "ait", "avoir"])
_FALLOIR = frozenset(["faut", "fallait", "fallut", "faudra", "faudrait", "faille", "fallu"])


def impersonal_subject(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether ``low[k]`` is the impersonal subject ``il`` of "il y a" or of *falloir* ("il y a
    une heure", "il faut partir"), which refers to nobody (Grevisse and Goosse, *Le Bon Usage*,
    § 234 on the impersonal pronoun and § 781 on the impersonal verbs). Not "il y a vécu" (a
    past participle after "il y a": the personal "il", "he lived there"). Session 24 (pairs32):
    the aligner gave a singular "them" the "il" of "il y a une heure", which then counted as a
    masculine person that could not be changed. ``low`` holds lower-cased whitespace tokens."""
    if low[k] != "il" or k + 1 >= len(low):
        return False
    if low[k + 1] in _FALLOIR:
        return True
    if low[k + 1] != "y" or k + 2 >= len(low) or low[k + 2] not in _IL_Y_AVOIR:
        return False
    nxt = low[k + 3] if k + 3 < len(low) else ""
    return not any("pp" in r.tags for r in morph.readings(nxt.strip(".,;:!?")))
