"""French pronouns for groups of people whose gender English leaves open (issue 12).

English "they", "them", "some", "each of them", "one of them", "none of them", "few" ... never
gender anyone, but their French translations do, on the pronoun itself or on what agrees with
it: ``Ils sont arrivés`` / ``Elles sont arrivées``, ``Certains sont partis`` / ``Certaines sont
parties``, ``Trois d'eux`` / ``Trois d'elles``, ``Chacun d'eux`` / ``Chacune d'elles``.

:func:`group_pronoun_spans` finds those French words (one-token spans; the inflector's
:meth:`~fairmt.inflect.french.FrenchInflector.realise` carries the agreement of an *être*
predicate along from the subject). The closed classes are French grammar's personal and
indefinite pronouns that have a masculine and a feminine form (Grevisse, *Le Bon Usage*,
§§ 655-660 personal, §§ 725-737 indefinite; the same pairs as Apertium's ``apertium-fra``
``prn`` entries): ``ils``/``elles``, stressed ``eux``/``elles``, ``certains``/``certaines``,
``quelques-uns``/``quelques-unes``, ``chacun``/``chacune``, ``aucun``/``aucune``,
``tous``/``toutes``, ``l'un``/``l'une``, ``un``/``une`` (only before ``d'eux``/``d'entre``,
or in the pronoun ``un autre``/``une autre``: :func:`_another`).
The pronouns with one form (``plusieurs``, ``beaucoup``, ``peu``, ``deux``, ``la plupart``,
``tout le monde``, which always agrees in the masculine singular) are not spans; ``eux`` after
them is.

The caller decides whether the English leaves the group's gender open
(:func:`fairmt.fairqe.they_groups.they_group_spans`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import lower_core
from fairmt.inflect.french_avoir import AVOIR_CLITIC_GROUP, AVOIR_GROUP_FINITE

__all__ = [
    "GROUP_PRONOUNS",
    "clitic_participle_spans",
    "floating_host",
    "group_pronoun_spans",
    "one_form_predicate_spans",
    "partitive",
    "verb_next",
]

#: Indefinite pronouns with two genders (Grevisse §§ 725-737), masculine and feminine.
GROUP_PRONOUNS = frozenset(
    [
        "certains",
        "certaines",
        "quelques-uns",
        "quelques-unes",
        "chacun",
        "chacune",
        "aucun",
        "aucune",
        "tous",
        "toutes",
        "l'un",
        "l'une",
    ]
)
#: Clitics between a pronoun subject and its verb.
_CLITICS = frozenset(
    ["ne", "n'", "me", "m'", "te", "t'", "se", "s'", "y", "en", "lui", "leur", "nous", "vous"]
)
#: Finite forms of *être* after which a floating ``tous``/``toutes`` agrees with the subject.
_ETRE = frozenset(["sont", "étaient", "seront", "seraient", "furent", "sommes", "étions", "êtes", "étiez"])
#: Plural finite forms of the other attributive verbs (*sembler, paraître, devenir, rester,
#: demeurer*): like *être* they link an attribute to the subject (Grevisse, *Le Bon Usage*, the
#: attributive verbs), so a floating ``tous`` after them goes with the attribute that follows
#: (``Ils semblaient tous fatigués`` / ``Elles semblaient toutes fatiguées``; fr-inflect-35).
_FLOATING_HOSTS = _ETRE | frozenset(
    [
        "semblent",
        "semblaient",
        "semblèrent",
        "sembleront",
        "sembleraient",
        "paraissent",
        "paraissaient",
        "parurent",
        "paraîtront",
        "paraîtraient",
        "deviennent",
        "devenaient",
        "devinrent",
        "deviendront",
        "deviendraient",
        "restent",
        "restaient",
        "restèrent",
        "resteront",
        "resteraient",
        "demeurent",
        "demeuraient",
    ]
)
#: Subject pronouns after an inverted verb ("Êtes-vous", "Sont-elles", "Étaient-ils").
_INVERTED_SUBJECTS = frozenset(["vous", "nous", "ils", "elles"])


def _inverted_group_subject(word: str) -> bool:
    """Whether ``word`` is a finite verb with ``ils``/``elles`` inverted after it, one token
    ("Sont-elles", "Étaient-ils", "Ont-ils", "Viendront-elles"): the subject of a question
    (Grevisse and Goosse, *Le Bon Usage*, simple subject inversion), a group pronoun as the
    uninverted ``ils``/``elles`` is (fr-inflect-48)."""
    from fairmt.inflect.apertium_morph import morphology

    verb, _, subject = word.partition("-")
    if subject.removeprefix("t-") not in ("ils", "elles") or not verb:
        return False
    if verb in _ETRE_AVOIR:
        return True
    morph = morphology("fr")
    return morph is not None and any(
        r.pos.startswith("vb") and "pp" not in r.tags and "inf" not in r.tags and "p3" in r.tags
        for r in morph.readings(verb)
    )


def floating_host(word: str) -> bool:
    """Whether ``word`` (lower case) is a verb after which a floating ``tous`` goes with the
    attribute (:data:`_FLOATING_HOSTS`), also inverted with its subject pronoun in a question
    ("Êtes-vous toutes prêtes ?", "Sont-elles toutes là ?"): the inversion moves the subject
    behind the verb, not the quantifier, which still stands between the verb and its attribute
    (Grevisse and Goosse, *Le Bon Usage*, subject inversion in questions; fr-inflect-48)."""
    if word in _FLOATING_HOSTS:
        return True
    verb, _, subject = word.partition("-")
    subject = subject.removeprefix("t-")
    return verb in _FLOATING_HOSTS and subject in _INVERTED_SUBJECTS


#: Finite forms of *être* and *avoir* (singular ones included: the MT may leave the verb of a plural
#: pronoun singular, "Quelques-uns est né"). Apertium also reads ``est`` as the noun "east",
#: which would otherwise veto it as a verb in :func:`verb_next`.
_AVOIR = AVOIR_CLITIC_GROUP
_ETRE_AVOIR = _ETRE | _AVOIR | frozenset(["est", "était", "sera", "serait", "fut"])
#: Stressed personal pronouns after the partitive ``de`` (Grevisse § 737: ``chacun de nous``,
#: ``aucun de vous``, ``quelques-uns d'entre nous``): the indefinite before them is a pronoun.
_PARTITIVE_PERSONS = frozenset(["nous", "vous", "eux", "elles"])


def verb_next(low: Sequence[str], k: int) -> bool:
    """Whether a finite verb (or a clitic before one) starts at ``k``: the pronoun is then a
    subject, not a determiner (``Certains sont partis``, not ``Certains enfants``)."""
    from fairmt.inflect.apertium_morph import morphology

    if k >= len(low):
        return False
    w = low[k]
    head = w.split("'", 1)[0] + "'" if "'" in w[:3] else w
    if w in _CLITICS or head in _CLITICS or w in _ETRE_AVOIR:
        return True
    morph = morphology("fr")
    if morph is None:
        return False
    rs = morph.readings(w)
    return any(r.pos.startswith("vb") and "pp" not in r.tags and "inf" not in r.tags for r in rs) and not any(
        r.pos in ("n", "adj", "np") for r in rs
    )


def _floating_end(low: Sequence[str], i: int) -> int:
    """The end of a floating ``tous`` and the predicate it goes with (``tous très grands``):
    one span, so that both agree with the group in one realisation."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_nominalised import gendered

    morph = morphology("fr")
    if morph is None:
        return i + 1
    k = i + 1
    if tuple(low[k : k + 2]) == ("les", "deux"):
        k += 2  # "Ils étaient tous les deux très heureux" (fr-inflect-22)
    while k < len(low) and any(r.pos in ("adv", "preadv") for r in morph.readings(low[k])):
        if any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(low[k])):
            break
        k += 1
    if k < len(low) and (
        any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(low[k])) or gendered(low[k], morph)
    ):
        return k + 1  # (fr-inflect-44: also an adjective the dictionary lacks, "talentueuses")
    return i + 1


#: Quantity pronouns with one form for both genders (Grevisse §§ 727-737: ``beaucoup``,
#: ``plusieurs``, ``peu`` used as pronouns): not spans themselves, but the predicate of their
#: *être* clause agrees with the people they stand for (``Beaucoup étaient sûrs`` /
#: ``Beaucoup étaient sûres``). ``la plupart`` (its last token here) agrees likewise with the
#: people it stands for, in the plural (Grevisse, *Le Bon Usage*, agreement after
#: "la plupart": "la plupart sont venus"; TLFi *plupart*).
_ONE_FORM = frozenset(["beaucoup", "plusieurs", "peu", "plupart"])
#: Cardinals used as pronouns for people ("L'un a été tué et deux ont été blessés"; Grevisse,
#: *Le Bon Usage*, the cardinal numerals used as nominals): one form for both genders, their
#: predicate agrees like that of :data:`_ONE_FORM` (fr-inflect-22).
_CARDINALS = frozenset(["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"])
_ONE_FORM |= _CARDINALS


def _one_form_predicate(low: Sequence[str], i: int) -> tuple[int, int] | None:
    """The predicate span of a one-form quantity pronoun subject at ``i`` (``Beaucoup de nous
    ont été préoccupés``: the participle), or None. The pronoun must open its clause and be
    followed, after an optional ``de nous``/``d'eux``, by a finite *être*/*avoir* (and ``été``)."""
    start = i - 1 if low[i] == "plupart" else i
    if low[i] not in _ONE_FORM or (low[i] == "plupart" and (i == 0 or low[i - 1] != "la")):
        return None
    if start > 0 and low[start - 1] not in (",", "et", "mais"):
        return None
    k = i + 1
    if k + 1 < len(low) and low[k] == "de" and low[k + 1] in _PARTITIVE_PERSONS:
        k += 2
    elif k < len(low) and low[k].startswith(("d'eux", "d'elles")):
        return None  # the stressed pronoun is a span of its own and carries the agreement
    if k >= len(low) or low[k] not in _ETRE_AVOIR:
        return None
    k += 1
    if k < len(low) and low[k] == "été":
        k += 1
    if k >= len(low) or low[k - 1] in _AVOIR:
        return None  # "ont" without "été": a transitive verb follows, not a predicate
    end = _floating_end(low, k - 1)  # no dictionary: no predicate found (end == k)
    return (k, end) if end > k else None


def _another(low: Sequence[str], i: int) -> bool:
    """Whether ``un autre``/``une autre`` at ``i`` is the indefinite pronoun ("one more of
    them": Grevisse, *Le Bon Usage*, indefinite pronouns, §§ 725-737, *autre*; TLFi *autre* II
    B 1, "Un autre, une autre"), which takes the gender of the person it stands for ("Un autre
    a été blessé" / "Une autre a été blessée"); ``autre`` has one form for both genders. It
    is a pronoun when it opens its clause and a partitive (``un autre d'entre eux``, ``un
    autre des joueurs``) or its verb follows, not a determiner of a noun (``un autre ami``)."""
    if i > 0 and low[i - 1] not in (",", "et", "mais"):
        return False
    k = i + 2
    return partitive(low, k) or (k < len(low) and low[k] == "des") or verb_next(low, k)


def partitive(low: Sequence[str], k: int) -> bool:
    """Whether a partitive of people opens at ``k``: ``d'eux``, ``d'elles``, ``d'entre (eux)``,
    or ``de`` before one of :data:`_PARTITIVE_PERSONS` ("chacun d'entre eux", "aucune de
    nous")."""
    nxt = low[k] if k < len(low) else ""
    return nxt.startswith(("d'eux", "d'elles", "d'entre")) or (
        nxt == "de" and k + 1 < len(low) and low[k + 1] in _PARTITIVE_PERSONS
    )


def group_pronoun_spans(tokens: Sequence[str], pronouns: bool = True) -> list[tuple[int, int]]:
    """One-token spans of the French group pronouns in ``tokens``: ``ils``/``elles`` subjects
    (when ``pronouns``), stressed ``eux`` (``d'eux``, ``entre eux``, ``sur eux``), the
    two-gender indefinite pronouns of :data:`GROUP_PRONOUNS` used as pronouns (followed by a
    partitive ``d'eux``/``d'entre`` or by their verb), ``un`` before ``d'eux``/``d'entre``, and
    a floating ``tous``/``toutes`` right after a finite *être*, with its predicate
    (``Ils sont tous grands``: :func:`_floating_end`)."""
    low = [lower_core(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(low):
        nxt = low[i + 1] if i + 1 < len(low) else ""
        bare = w.rsplit("'", 1)[-1] if w.count("'") == 1 and not w.startswith("l'") else w
        of_people = partitive(low, i + 1) or (
            # "Aucun des deux", "L'un des trois": a partitive of a cardinal standing for people
            # (fr-inflect-22).
            nxt == "des" and i + 2 < len(low) and low[i + 2] in _CARDINALS
        )
        personal = (bare in ("ils", "elles", "elles-mêmes") and pronouns) or bare in ("eux", "eux-mêmes")
        # fr-inflect-48: the subject inverted in a question ("Sont-elles prêtes ?", "Étaient-ils
        # tous là ?"), one token with its verb.
        # An elided object clitic or negation may be glued to it ("L'ont-ils vu ?", "N'ont-elles pas
        # fini ?").
        personal = personal or (pronouns and _inverted_group_subject(w.rsplit("'", 1)[-1]))
        indefinite = w in GROUP_PRONOUNS and (
            of_people or ((i == 0 or low[i - 1] in (",", "et", "mais")) and verb_next(low, i + 1))
        )
        numeral = (w in ("tous", "toutes") and nxt in _CARDINALS) or (w in ("un", "une") and of_people)
        numeral = numeral or (w in ("un", "une") and nxt == "autre" and _another(low, i))
        if (
            w in ("tous", "toutes")
            and nxt == "les"
            and i + 2 < len(low)
            and low[i + 2] in _CARDINALS
            and verb_next(low, i + 3)
        ):
            # "Tous les trois ont été arrêtés" for "All three": "tous" with the article and a
            # cardinal is a pronoun for the people counted (Grevisse and Goosse, *Le Bon
            # Usage*, *tous* with a numeral, "tous (les) trois"), which agrees with them, and
            # so does its predicate (fr-inflect-25; "tous deux" above, "tous les deux" by the
            # aligner's span).
            out.append((i, i + 3))
        elif personal or indefinite or numeral:
            out.append((i, i + 1))
        elif w in ("tous", "toutes") and i > 0 and floating_host(low[i - 1]):
            out.append((i, _floating_end(low, i)))
    return out


#: Finite forms of *avoir* after an object clitic ("les ai", "les avons", "les a").
_AVOIR_FINITE = AVOIR_GROUP_FINITE
#: Adverbs between the auxiliary and the participle ("ne les ai jamais vus").
_BETWEEN = frozenset(
    ["pas", "jamais", "déjà", "bien", "toujours", "souvent", "plus", "encore", "tous", "toutes"]
)


def clitic_participle_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """Past participles that agree with the object clitic ``les`` before their *avoir*
    (``Je les ai vus``, ``Nous les avons invités``, ``On ne les a jamais revus``): a participle
    conjugated with *avoir* agrees with its direct object placed before it (Grevisse, *Le Bon
    Usage*, the past participle with *avoir*: agreement with the preceding direct object), so
    for an English "them" whose gender nothing states it varies with the people (fr-inflect-22).
    Only a participle that shows that agreement in the plural (``vus``, ``invitées``): an
    unagreed ``vu`` marks nothing, and ``les`` itself has one form."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return []
    low = [lower_core(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(low):
        if w != "les" or i + 2 >= len(low) or low[i + 1] not in _AVOIR_FINITE:
            continue
        k = i + 2
        while k < len(low) and low[k] in _BETWEEN:
            k += 1
        if k < len(low) and any(
            "pp" in r.tags and r.number == "pl" and r.gender in ("m", "f") for r in morph.readings(low[k])
        ):
            out.append((k, k + 1))
    return out


def one_form_predicate_spans(tokens: Sequence[str]) -> list[tuple[int, tuple[int, int]]]:
    """``(pronoun index, predicate span)`` for each one-form quantity pronoun subject
    (``beaucoup``, ``plusieurs``, ``peu``: :data:`_ONE_FORM`) with an *être* predicate. The
    caller keeps a predicate only when nothing else already places its pronoun (an aligned
    cue on ``Beaucoup`` carries the agreement itself, and a second span on the predicate would
    realise it twice)."""
    low = [lower_core(t) for t in tokens]
    out: list[tuple[int, tuple[int, int]]] = []
    for i, w in enumerate(low):
        if w in _ONE_FORM:
            span = _one_form_predicate(low, i)
            if span is not None:
                out.append((i, span))
    return out


#: Nouns that, after a preposition of place, are a thing in a fixed locution: ``à l'étranger``
#: ("abroad"), ``de l'étranger`` ("from abroad"): TLFi and Wiktionary, *étranger* n. m. II,
#: "les pays étrangers" (locution adverbiale *à l'étranger*). Never a person there.
_PLACE_LOCUTIONS = {"étranger": frozenset(["à", "de", "depuis", "vers", "pour", "en"])}


def in_locution(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether the one-word ``span`` is the noun of a place locution (``vivent à l'étranger``),
    which reads as a person noun ("l'étranger", the foreigner) but names a place."""
    a, b = span
    if b - a != 1 or a == 0:
        return False
    w = lower_core(tokens[a])
    if not w.startswith("l'") or w[2:] not in _PLACE_LOCUTIONS:
        return False
    return lower_core(tokens[a - 1]) in _PLACE_LOCUTIONS[w[2:]]
