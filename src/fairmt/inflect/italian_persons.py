"""Which Italian words refer to gender-variable people, from real dictionaries.

Apertium's Italian dictionary (the Italian side of Debian's ``apertium-spa-ita``) lists many
person nouns with one gender only (``avvocato<n><m>``, ``postino<n><m>``, ``scienziato<n><m>``),
exactly like things (``tessuto<n><m>``, ``bisogno<n><m>``); on its own it cannot tell the
two apart, and exempting masculine nouns from the thing check let ``tessuto`` flip. Two real
resources decide here instead:

The Spanish dictionary, through the bilingual one (:func:`spanish_person`)
    The same package's ``ita-spa.autobil.bin`` (``lt-proc -b``) translates the Italian lemma
    with its tags into Spanish (``avvocato<n><m><sg>`` -> ``abogado<n><GD><sg>``,
    ``tessuto<n><m><sg>`` -> ``tela<n><f><sg>``). Apertium's Spanish dictionaries list
    person nouns with both genders: a ``<GD>`` gender ("to be determined", written for nouns
    that have both) or a lemma whose generator (``ita-spa.autogen.bin``) has a form in the
    other gender (``científico<n><f><sg>`` -> ``científica``). A thing has neither
    (``tela<n><m>`` -> ``#tela``, ``pupila<n><m>`` -> ``#pupila``). So a person noun is one
    whose Spanish translation has both genders; a word the bilingual dictionary lacks gives
    no answer (``False``). Spanish common-gender nouns (``<mf>``: ``estudiante``, but also
    ``mar``) are no evidence.

The speaker and the addressee (:func:`implicit_spans`)
    English never genders "I" and "you"; Italian drops them as subjects and shows their gender
    only on a predicative adjective, a participle after *essere*, or a predicative noun
    phrase (``Sono stanca``, ``Sei arrivato``, ``Fui sorpreso``, ``Sono uno studente``). The
    analyser says which forms of *essere*/*stare* are first or second person; a form that is
    also third person (``sono``: "I am" and "they are") counts only when the predicative is
    singular, as "they are" needs a plural one. Mirrors the Spanish inflector's
    ``implicit_person_spans`` (which reads the same facts from spaCy's parse; there is no
    Italian spaCy pipeline installed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from fairmt.inflect.apertium_morph import Morphology, Reading, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverbs import mente_adverb, opens_other_phrase
from fairmt.inflect.italian_ordinals import plural_nominal_ordinal
from fairmt.inflect.italian_predicate_joins import PREDICATE_JOINS, coordinated_predicative, degree_words
from fairmt.inflect.italian_unknown_adjectives import unknown_prenominal_adjective
from fairmt.inflect.spanish_morph import _find, _run, get_morph

__all__ = [
    "coordinated_speaker_spans",
    "group_subject_spans",
    "implicit_spans",
    "prenominal_adjective",
    "spanish_person",
    "spanish_thing",
]

_BILINGUAL = ("apertium-spa-ita/ita-spa.autobil.bin",)
_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")
_TAG = re.compile(r"<([^>]+)>")


@lru_cache(maxsize=1)
def _bilingual() -> str | None:
    found = _find(_BILINGUAL)
    return str(found[0]) if found else None


@lru_cache(maxsize=8192)
def _translations(unit: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Spanish (lemma, tags) of one Italian lexical unit ``lemma<tags>``; empty when the
    bilingual dictionary lacks it."""
    binary = _bilingual()
    if binary is None:
        return ()
    from pathlib import Path

    units = _UNIT.findall(_run(Path(binary), "-b", f"^{unit}$\n"))
    out = []
    for u in units[:1]:
        for part in re.split(r"(?<!\\)/", u)[1:]:
            if part.startswith(("@", "*", "#")) or "<" not in part:
                continue
            out.append((part[: part.index("<")], tuple(_TAG.findall(part))))
    return tuple(out)


def _unit(r: Reading) -> str:
    return r.lemma + "".join(f"<{t}>" for t in r.tags)


@lru_cache(maxsize=8192)
def _spanish_class(word: str) -> str:
    """``"person"`` when a noun reading of the Italian ``word`` translates into a Spanish noun
    with both genders spelt differently (``cocinero``/``cocinera``; one spelling in both
    genders is two homonyms, ``parte``, ``cura``, ``orden``), ``"thing"`` when every noun
    reading translates and every translation has one gender and no form in the other, else
    ``""`` (unknown to the dictionaries, or a Spanish common-gender noun: ``poliziotto`` ->
    ``policía<mf>``)."""
    morph = morphology("it")
    if morph is None:
        return ""
    spanish = get_morph()
    nouns = morph.noun_readings(word.lower())
    things = 0
    for r in nouns:
        found = [(lemma, tags) for lemma, tags in _translations(_unit(r)) if tags and tags[0] == "n"]
        if not found:
            return ""
        for lemma, tags in found:
            if "GD" in tags:
                return "person"
            g = next((t for t in tags if t in ("m", "f")), None)
            if g is None:
                continue
            other = "f" if g == "m" else "m"
            unit, same = f"^{lemma}<n><{other}><sg>$", f"^{lemma}<n><{g}><sg>$"
            forms = spanish.generate([unit, same])
            if forms.get(unit) is not None and forms.get(unit) != forms.get(same):
                return "person"
            # (One spelling in both genders is two nouns, not a pair: "la parte"/"el parte"
            # (part/report), "la cura"/"el cura" (cure/priest), "la orden"/"el orden",
            # "la mañana"/"el mañana", "la cámara"/"el cámara": no evidence of a person.)
        if all(any(t in ("m", "f") for t in tags) for _, tags in found):
            things += 1
    return "thing" if nouns and things == len(nouns) else ""


def _agree(a: str, b: str) -> bool:
    """Whether two gender (or two number) tags of the dictionary may agree (``mf``/``sp`` agree
    with either value; an empty tag with anything)."""
    return not a or not b or a == b or a in ("mf", "sp", "ND") or b in ("mf", "sp", "ND")


def prenominal_adjective(word: str, nxt: str) -> bool:
    """Whether ``word`` (lower case) is an adjective or participle standing before its noun
    ``nxt`` ("la sua *amata* casa", "il suo *amato* cane", "il *giovane* avvocato") rather than
    a nominalised person ("l'amata", "il giovane").

    The dictionary lists many such words also as nouns (``amato<n>``: "the beloved";
    ``giovane<n><mf>``), so a noun reading is no evidence on its own. Italian puts a noun after
    its determiner and any prenominal adjectives, and a noun phrase has one head: when
    ``word`` has an adjective or participle reading and the next word is a noun with no
    adjective, participle or verb reading, and the two can agree in gender and number, the
    next word is the head and ``word`` its modifier. A next word that may itself be an
    adjective ("la cantante *famosa*", "un giovane *italiano*") leaves ``word`` the head.
    Without the dictionary: ``False``."""
    morph = morphology("it")
    if morph is None:
        return False
    if not morph.readings(word):
        return unknown_prenominal_adjective(word, nxt)  # it-inflect-33: "una prolifica disegnatrice"
    mods = [r for r in morph.readings(word) if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)]
    after = morph.readings(nxt)
    nouns = [r for r in after if r.pos == "n"]
    if not mods or not nouns:
        return False  # "nxt" is no noun (an adjective, a verb, a participle, unknown)
    if len(nouns) != len(after) and (
        any(r.pos != "adj" for r in morph.readings(word)) or any(r.pos not in ("n", "adj") for r in after)
    ):
        # it-inflect-35: only a word that is nothing but an adjective may stand before a noun that
        # is an adjective too ("un abile ballerino": "ballerino" n/adj), not "la giovane cantante"
        return False
    return any(_agree(m.gender, n.gender) and _agree(m.number, n.number) for m in mods for n in nouns)


def spanish_person(word: str) -> bool:
    """Whether a noun reading of the Italian ``word`` translates into a Spanish noun that has
    both genders (see the module docstring). ``False`` without the dictionaries."""
    return _spanish_class(word) == "person"


def spanish_thing(word: str) -> bool:
    """Whether every noun reading of the Italian ``word`` translates into Spanish nouns of one
    gender with no form in the other (``tessuto`` -> ``tela``, ``pupilla`` -> ``pupila``)."""
    return _spanish_class(word) == "thing"


#: Forms of *essere* and *stare* (by the analyser) that may carry a first/second-person subject,
#: and of the copulative verbs whose predicative agrees with the subject as after *essere*
#: (Serianni, *Grammatica italiana*, II.34-35, "verbi copulativi": *sembrare*, *diventare*,
#: *rimanere*, *restare*): "Rimanete seduti", "Sembri preoccupato", "Diventai famosa".
_COPULA_LEMMAS = ("essere", "stare", "sembrare", "diventare", "rimanere", "restare")
#: Adverbs that may stand between a verb and its predicate (shared with the participle
#: agreement of :mod:`fairmt.inflect.italian`).
ADVERBS = frozenset(
    {"non", "già", "ancora", "anche", "sempre", "mai", "molto", "troppo", "così", "poco", "più", "davvero"}
    | {"proprio", "forse"}
    # "subito" (at once): the dictionary has only the participle of "subire"
    | {"subito"}
    # "spesso" (often; Treccani, "spesso" avv.): between a verb and a predicate it is the
    # adverb, never the adjective "thick", which does not describe a person ("è spesso stanco")
    | {"spesso"}
    # it-inflect-19: "poi" (then) and "infine" (finally), adverbs of time (Treccani, "poi" avv.;
    # "infine" avv.) that stand between a conjunction and its verb ("e poi si è scusato")
    | {"poi", "infine"}
    # "appena" (just: Treccani, "appena" avv.), before a participle ("era appena atterrata")
    | {"appena"}
    # it-inflect-38: "meno" (less), the comparative of inferiority beside "più" (Serianni,
    # *Grammatica italiana*, V.62-63): "sono state meno fortunate"
    | {"meno"}
)
_ADVERBS = ADVERBS | {"tanto", "veramente", "piuttosto", "abbastanza"}
_SUBJECTS = {"io": ("p1", "sg"), "tu": ("p2", "sg"), "noi": ("p1", "pl"), "voi": ("p2", "pl")}
#: Numerals that stand beside a plural pronoun subject ("voi due", "noi tre"); "tutte", "entrambe"
#: show a gender of their own and are left to the rules of floating quantifiers.
_PRONOUN_FLOATERS = frozenset(["due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"])
#: Reflexive clitics before a first/second-person form of *essere* (a reflexive verb's
#: compound tense), with the person and number they name.
_REFLEXIVE = {"mi": ("p1", "sg"), "ti": ("p2", "sg"), "ci": ("p1", "pl"), "vi": ("p2", "pl")}
#: Quantifiers that float after a plural subject's verb and agree with it.
_FLOATING = frozenset(["tutti", "tutte", "entrambi", "entrambe"])
_CLAUSE_OPENERS = frozenset(["e", "ed", "ma", "che", "perché", "se", "quando", "mentre", "poiché", "o"])


def _person_number(morph: Morphology, low: str, reflexive: bool = False) -> tuple[set[str], set[str]] | None:
    """The persons and numbers of ``low`` as a finite form of *essere*/*stare*, with the
    third-person numbers apart: ``(first/second-person numbers, third-person numbers)``.
    ``reflexive``: a reflexive clitic stands right before, and *sentirsi* ("mi sento grata") is
    a copula too (it-inflect-46; Serianni, *Grammatica italiana*, II.34-35; Treccani,
    "sentire": "sentirsi stanco"); bare *sentire* takes an object ("sento freddo")."""
    lemmas = (*_COPULA_LEMMAS, "sentire") if reflexive else _COPULA_LEMMAS
    rs = [
        r
        for r in morph.readings(low)
        if r.lemma in lemmas and r.pos in ("vbser", "vblex") and "pp" not in r.tags
    ]
    if not rs:
        return None
    local = {r.number for r in rs if "p1" in r.tags or "p2" in r.tags}
    third = {r.number for r in rs if "p3" in r.tags}
    if not local:
        return None
    return local, third


def _agreeing(morph: Morphology, low: str) -> str:
    """The number of ``low`` as a gendered adjective or participle (``""`` when it is none or
    shows no gender)."""
    rs = morph.readings(low)
    for r in rs:
        if (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f") and r.number in ("sg", "pl"):
            return r.number
    if not rs and len(low) > 5 and low.isalpha() and low.endswith(_AGREEING_ENDINGS):
        # A participle the dictionary lacks (pronominal verbs: "addormentato", "annoiata")
        # right after the verb: its ending gives the number. (it-inflect-46: also an adjective
        # in -oso, "rispettosa", the suffix of qualifying adjectives: Serianni XV.68.)
        return "sg" if low.endswith(("o", "a")) else "pl"
    return ""


def _adverb_before_predicative(morph: Morphology, words: Sequence[Word], k: int) -> bool:
    """it-inflect-46: whether ``words[k]``, an adjective with an adverb homograph ("certo", "solo"),
    stands right before a predicative of another number, so that it is the adverb ("Non sono certo
    degne": "certainly"; Treccani, "certo" avv.) and the predicative follows it."""
    if words[k].post.strip() or k + 1 >= len(words):
        return False
    low, nxt = words[k].core.lower(), words[k + 1].core.lower()
    if not any(r.pos == "adv" for r in morph.readings(low)):
        return False
    here, there = _agreeing(morph, low), _agreeing(morph, nxt)
    return bool(here) and bool(there) and here != there


#: Past-participle endings of the three conjugations, both genders and numbers.
_PP_ENDINGS = tuple(f"{v}t{e}" for v in "aiu" for e in "oaie")
#: The adjective suffix -oso in both genders and numbers (it-inflect-46).
_OSO_ENDINGS = ("oso", "osa", "osi", "ose")
#: The endings :func:`_agreeing` reads the number from in a word the dictionary lacks.
_AGREEING_ENDINGS = _PP_ENDINGS + _OSO_ENDINGS


def implicit_spans(
    tokens: Sequence[str], is_person: Callable[[str], bool], is_det: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """Spans of the words that show the gender of a first- or second-person subject.

    A finite first/second-person form of *essere* or *stare* (the analyser's ``p1``/``p2``)
    opening a clause (sentence start, after punctuation, a conjunction, or the matching
    subject pronoun ``io``/``tu``/``noi``/``voi``), then over adverbs and negation: the
    participle ``stato``/``stata`` of a compound tense, the gendered adjectives and
    participles that follow (``Sei stato molto paziente`` -> ``stato``; ``Sei arrivato``), or
    a predicative noun phrase (determiner + person noun + its adjectives: ``Sono uno studente
    buono``). The predicative's number must be the verb's first/second-person number, and a
    form that is also third person (``sono``) counts only when that number is not the
    third person's ("I am" vs "they are": ``Sono stanchi`` is no speaker). Infinitives,
    imperatives of other verbs and every other verb are left alone.
    """
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    morph.prefetch(w.core.lower() for w in words)
    out: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        low = w.core.lower()
        prev = words[i - 1] if i > 0 else None
        reflexive = prev is not None and prev.core.lower() in _REFLEXIVE and not prev.post.strip()
        pn = _person_number(morph, low, reflexive)
        if pn is None:
            continue
        local, third = pn
        explicit = None
        if prev is not None and prev.core.lower() in _SUBJECTS and not prev.post.strip():
            explicit = _SUBJECTS[prev.core.lower()]
        elif (
            prev is not None
            and prev.core.lower() in _PRONOUN_FLOATERS
            and i > 1
            and words[i - 2].core.lower() in ("noi", "voi")
            and not prev.post.strip()
            and not words[i - 2].post.strip()
        ):
            # it-inflect-45: a numeral beside the plural pronoun ("Voi due siete
            # state fortunate", "Noi tre siamo pronte"; Serianni, *Grammatica italiana*, VI.9 on
            # the numeral in apposition to a personal pronoun): the pronoun is still the subject
            explicit = _SUBJECTS[words[i - 2].core.lower()]
        elif prev is not None and prev.core.lower() == "non" and i > 1:
            before = words[i - 2]
            if before.core.lower() in _SUBJECTS and not before.post.strip():
                explicit = _SUBJECTS[before.core.lower()]
        elif prev is not None and prev.core.lower() in _REFLEXIVE and not prev.post.strip():
            # A reflexive verb's clitic names the person ("Mi sono laureato", "Ti sei
            # addormentata", "Ci siamo sentiti soli"); it must open the clause itself. ("ci
            # sono"/"vi sono", "there are", get no number: "sono" is no first-person plural.)
            j = i - 1
            back = words[j - 1] if j > 0 else None
            if j > 0 and back is not None and back.core.lower() == "non" and not back.post.strip():
                j -= 1
                back = words[j - 1] if j > 0 else None
            if (
                back is None
                or bool(back.post.strip())
                or back.core.lower() in _CLAUSE_OPENERS
                or back.core.lower() in _SUBJECTS
            ):
                explicit = _REFLEXIVE[prev.core.lower()]
        # it-inflect-19: adverbs may open the clause before the verb ("Sempre sono stata
        # sincera", "Già siamo pronti"; Serianni, *Grammatica italiana*, XII.52-56 on the
        # adverb's free position).
        j = i - 1
        while j >= 0 and words[j].core.lower() in ADVERBS and not words[j].post.strip():
            j -= 1
        opens = (
            prev is None
            or bool(prev.post.strip())
            or bool(w.pre.strip())
            or prev.core.lower() in _CLAUSE_OPENERS
            or (prev.core.lower() == "non" and (i < 2 or words[i - 2].post.strip() or i == 1))
            or (
                j < i - 1
                and (j < 0 or bool(words[j].post.strip()) or words[j].core.lower() in _CLAUSE_OPENERS)
            )
        )
        if explicit is not None:
            local = {explicit[1]} & local
            third = set()
        elif not opens and not (
            local == {"pl"} and not third and not any("pp" in r.tags for r in morph.readings(low))
        ):
            # it-inflect-60 (it65): a plural form with no third-person reading ("siamo", "siete",
            # "eravamo") needs no clause opening: its subject is "noi" or "voi", dropped, wherever
            # the verb stands ("lunedì siamo andate al lago"), as for the singular forms of
            # :mod:`fairmt.inflect.italian_speaker_clauses`; "sono" ("they are") still needs it.
            # it-inflect-62 (it66): nor a form that is also a participle: "state" ("voi state") is
            # mostly the participle of "sono state"/"erano state", whose subject is the third person.
            continue
        if not local:
            continue
        # The predicate, right after the verb (over adverbs and the compound tense's participle).
        spans: list[tuple[int, int]] = []
        number = ""
        k = i + 1
        if w.post.strip():
            continue
        while k < len(words):
            x = words[k]
            xl = x.core.lower()
            if xl in _ADVERBS or (xl == "un" and degree_words(words, k, _ADVERBS)):
                if not (step := degree_words(words, k, _ADVERBS)):
                    break
                k += step  # (it-inflect-43: "un po'")
                continue
            joined = (
                coordinated_predicative(words, k, number, _ADVERBS, lambda w: _agreeing(morph, w))
                if spans and spans[-1][1] == k
                else None
            )
            if joined is not None:
                k = joined  # a coordinated predicative ("Sono stanca e affamata", "stanca ma felice")
                continue
            if not spans and _adverb_before_predicative(morph, words, k):
                k += 1  # it-inflect-46: "Non sono certo degne" ("certainly"), no "I am certain"
                continue
            # A floating quantifier agrees with the subject too ("Siamo tutte molto grate").
            n = "pl" if xl in _FLOATING else _agreeing(morph, xl)
            if n:
                if number and n != number:
                    break
                number = n
                spans.append((k, k + 1))
                k += 1
                if x.post.strip():
                    break
                if xl not in _FLOATING and k < len(words) and opens_other_phrase(xl, words[k].core.lower()):
                    break  # "nervosa | prima del colloquio" (it-inflect-41)
                continue
            head, nxt = -1, ""
            if not spans and "'" in xl[:-1] and is_det(xl[: xl.index("'") + 1]):
                head, nxt = k, xl[xl.index("'") + 1 :]  # "l'amico", "un'infermiera"
            elif not spans and is_det(xl) and k + 1 < len(words) and not x.post.strip():
                head, nxt = k + 1, words[k + 1].core.lower()
            if head >= 0:
                noun = nxt
                if is_person(noun):
                    end = head + 1
                    while (
                        end < len(words)
                        and not words[end - 1].post.strip()
                        and _agreeing(morph, words[end].core.lower())
                    ):
                        end += 1
                    nn = {r.number for r in morph.readings(noun) if r.pos in ("n", "adj")} & {"sg", "pl"}
                    number = next(iter(nn)) if len(nn) == 1 else ""
                    spans.append((k, end))
            break
        if not spans or not number or number not in local or number in third:
            continue
        out.extend(s for s in spans if s not in out)
    return sorted(out)


#: Copulas and pseudo-copulas (lemmas) whose adjective or participle agrees with the subject.
_PREDICATE_VERBS = frozenset(
    ["essere", "stare", "sentire", "sembrare", "rimanere", "restare", "diventare", "apparire"]
)
#: Unstressed pronouns that may stand between a clause opener and its verb ("perché si sentivano").
_BEFORE_VERB = frozenset(["si", "non", "ci", "vi", "ne"])
#: Time adverbials that may open a juxtaposed clause after a semicolon or colon ("da allora",
#: "poi", "oggi"): they are no subject.
_TIME_OPENERS = frozenset(["da", "allora", "poi", "ora", "oggi", "ormai", "infine", "quindi", "dopo"])


def dropped_subject_spans(tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
    """The gendered predicatives of each third-person clause with no subject in the text, one
    list per clause: a conjunction that opens the clause (:data:`_CLAUSE_OPENERS`), then only
    unstressed pronouns and negation (:data:`_BEFORE_VERB`), then a third-person finite form of
    a copula or pseudo-copula (the analyser's ``p3``: "perché si sentivano generosi", "che
    erano già morti"), then over adverbs the adjectives and participles that show a gender. A
    noun or pronoun between the conjunction and the verb is a subject, and the clause is left
    out. The adjective of *da solo* is a group of its own ("da soli"). In text order. Nothing
    without the analyser."""
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    morph.prefetch(w.core.lower() for w in words)
    out: list[list[tuple[int, int]]] = []
    for i, w in enumerate(words):
        finite = [
            r
            for r in morph.readings(w.core.lower())
            if r.lemma in _PREDICATE_VERBS
            and r.pos in ("vbser", "vblex")
            and "p3" in r.tags
            and "pp" not in r.tags
        ]
        if not finite or w.post.strip():
            continue
        j = i - 1
        while j >= 0 and words[j].core.lower() in _BEFORE_VERB and not words[j].post.strip():
            j -= 1
        if j >= 0 and not words[j].post.strip() and words[j].core.lower() not in _CLAUSE_OPENERS:
            # (it-inflect-26) A clause after a semicolon or colon, opened by a time adverbial
            # ("...; da allora è diventata famosa"): a main clause coordinated by juxtaposition,
            # whose unexpressed subject is the one the text is about (Serianni, *Grammatica
            # italiana*, XIV.13-14 on juxtaposed clauses; VII.6 on the unexpressed subject).
            k = j
            while k >= 0 and words[k].core.lower() in _TIME_OPENERS and not words[k].post.strip():
                k -= 1
            if k < j and k >= 0 and words[k].post.strip() in (";", ":"):
                j = k
        opener = j >= 0 and words[j].post.strip() in (";", ":")
        if not opener and (j < 0 or words[j].core.lower() not in _CLAUSE_OPENERS or words[j].post.strip()):
            continue
        group: list[tuple[int, int]] = []
        k = i + 1
        while k < len(words):
            xl = words[k].core.lower()
            # it-inflect-60 (it65): an adverb in -mente too ("non sono completamente guarite";
            # Serianni XII.20), as the speaker's predicatives skip it (italian_speaker_clauses)
            if xl in _ADVERBS or mente_adverb(xl):
                if words[k].post.strip():
                    break
                k += 1
                continue
            if not group and _adverb_before_predicative(morph, words, k):
                k += 1  # it-inflect-46: "Non sono certo degne" ("certainly")
                continue
            if not _agreeing(morph, xl):
                break
            group.append((k, k + 1))
            if words[k].post.strip():
                break
            k += 1
        if group:
            out.append(group)
    # The idiom *da solo* ("on one's own, by oneself": Treccani, "solo") agrees with the
    # person it is said of, who is the subject of the verb it modifies and is dropped or
    # understood there ("di non provare a ricablare nulla da soli"); it counts as a clause's
    # predicative of its own.
    for k in range(1, len(words)):
        if (
            words[k - 1].core.lower() == "da"
            and not words[k - 1].post.strip()
            and words[k].core.lower() in ("solo", "sola", "soli", "sole")
        ):
            out.append([(k, k + 1)])
    return sorted(out)


#: Words that may stand between a clause's opening and its finite verb when the verb has no
#: subject in the text: unstressed pronouns, negation and adverbs ("e poi sono usciti").
#: "ci"/"vi" are left out: before *essere* they make the existential "there are" ("Ci sono
#: stati problemi"), whose participle agrees with a postverbal subject.
_BEFORE_GROUP_VERB = frozenset(["si", "non", "ne", "poi", "allora", "quindi"]) | ADVERBS
#: Articles and articulated prepositions that open a postverbal subject ("Sono arrivati i
#: vicini"): the predicative then agrees with that noun phrase, not with a dropped "loro".
_POSTVERBAL_SUBJECT = frozenset(["i", "gli", "le", "dei", "degli", "delle"])


def group_subject_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """The gendered predicatives of each third-person plural clause whose subject is dropped,
    as one-token spans: ``Sono arrivati ieri`` -> ``arrivati``, ``Sono sembrati stanchi`` ->
    ``sembrati``, ``stanchi``, ``Sono tutti molto gentili`` -> ``tutti``.

    Italian is a pro-drop language, and the participle of a verb with *essere* agrees in gender
    and number with the subject, as do the predicative adjective of a copula or pseudo-copula
    and a floating quantifier (Serianni, *Grammatica italiana*, VII.4 and XI.363-365; Treccani,
    *Enciclopedia dell'Italiano*, "accordo"): "they arrived" is ``sono arrivati`` /
    ``sono arrivate``, and the participle is the only word that shows the group's gender.

    A clause counts when it opens the sentence, follows punctuation or a conjunction
    (:data:`_CLAUSE_OPENERS`), with only unstressed pronouns, negation and adverbs before the verb
    (:data:`_BEFORE_GROUP_VERB`; a noun or pronoun there is a subject); the verb is a finite
    third-person plural form (the analyser's ``p3``/``pl``) of *essere* or a pseudo-copula
    (:data:`_PREDICATE_VERBS`); then, over adverbs, the words that agree in the plural: the
    compound tense's participle, adjectives and participles (coordinated with ``e``), and the
    floating quantifiers ``tutti``/``entrambi``. ``sono`` is also "I am": it counts only with a
    plural predicative. A postverbal subject (an article right after the predicate) leaves the
    clause out. The caller decides whether the English has a group pronoun whose gender it
    leaves open (:func:`fairmt.fairqe.they_groups.they_group_spans`). Nothing without the
    analyser.
    """
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    morph.prefetch(w.core.lower() for w in words)
    out: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        finite = [
            r
            for r in morph.readings(w.core.lower())
            if r.lemma in _PREDICATE_VERBS
            and r.pos in ("vbser", "vblex")
            and "p3" in r.tags
            and r.number == "pl"
            and "pp" not in r.tags
        ]
        if not finite or w.post.strip():
            continue
        j = i - 1
        while j >= 0 and words[j].core.lower() in _BEFORE_GROUP_VERB and not words[j].post.strip():
            j -= 1
        if j >= 0 and not (
            words[j].post.strip() or (words[j].core.lower() in _CLAUSE_OPENERS and not words[j].pre.strip())
        ):
            continue
        group = _plural_predicatives(morph, words, i + 1)
        if not group:
            continue
        last = group[-1][1]
        if (
            last < len(words)
            and not words[last - 1].post.strip()
            and words[last].core.lower() in _POSTVERBAL_SUBJECT
        ):
            if plural_nominal_ordinal(morph, words, last):
                # "Sono stati i primi ad arrivare": an article and an ordinal with no noun is a
                # nominalised predicative (Serianni, *Grammatica italiana*, V.6 on adjectives
                # used as nouns; VI.29-30 on ordinals), not a postverbal subject, and agrees.
                out.extend([*group, (last, last + 2)])
            continue
        out.extend(group)
    return out


def _plural_predicatives(morph: Morphology, words: Sequence[Word], k: int) -> list[tuple[int, int]]:
    """The words from ``k`` on (over adverbs) that agree with a plural subject: participles,
    adjectives (coordinated with ``e``) and floating quantifiers, one-token spans; empty when the
    first is not plural."""
    group: list[tuple[int, int]] = []
    while k < len(words):
        x = words[k]
        xl = x.core.lower()
        if xl in _ADVERBS or (xl == "un" and degree_words(words, k, _ADVERBS)):
            if not (step := degree_words(words, k, _ADVERBS)):
                break
            k += step  # (it-inflect-43: "un po'")
            continue
        if xl in PREDICATE_JOINS and group and group[-1][1] == k:
            joined = coordinated_predicative(words, k, "pl", _ADVERBS, lambda w: _agreeing(morph, w))
            if joined is not None:
                k = joined  # "Erano stanchi e affamati", "stanche ma contente" (it-inflect-43)
                continue
            break
        n = "pl" if xl in _FLOATING else _agreeing(morph, xl)
        if n != "pl":
            break
        group.append((k, k + 1))
        k += 1
        if x.post.strip():
            break
    return group


#: The pronouns of the speaker and the addressee in a coordinated subject ("Il mio amico e io").
_COORDINATED_PERSONS = {"io": "p1", "tu": "p2"}


def coordinated_speaker_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """The plural predicatives of a clause whose subject coordinates the speaker or the
    addressee with others: ``Il mio amico e io siamo andati`` -> ``andati``, ``Io e i miei
    amici eravamo contenti`` -> ``contenti``.

    A subject that includes "io" takes the first person plural, one with "tu" (and no "io")
    the second (Serianni, *Grammatica italiana*, XI.358-359: "io e te siamo", "tu e lui
    siete"); the participle of *essere* and the predicative agree with the whole group, in the
    masculine when one member is masculine and in the feminine only when all are feminine
    (Serianni XI.363; Treccani, *Enciclopedia dell'Italiano*, "accordo"). So the speaker's or
    addressee's gender shows there, mixed with the others'. A finite first/second-person plural
    form of *essere* or a pseudo-copula (:data:`_PREDICATE_VERBS`) counts when, between the
    clause's opening (punctuation or a conjunction other than "e") and the verb, "io"/"tu"
    stands next to "e"/"ed" ("e io", "io e"); then its plural predicatives as in
    :func:`group_subject_spans`. The caller checks that the English names no gendered member
    ("My brother and I" keeps "siamo andati"). Nothing without the analyser.
    """
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    morph.prefetch(w.core.lower() for w in words)
    out: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        if w.post.strip():
            continue
        rs = [
            r
            for r in morph.readings(w.core.lower())
            if r.lemma in _PREDICATE_VERBS
            and r.pos in ("vbser", "vblex")
            and ("p1" in r.tags or "p2" in r.tags)
            and r.number == "pl"
            and "pp" not in r.tags
        ]
        if not rs:
            continue
        persons = {"p1" if "p1" in r.tags else "p2" for r in rs}
        found = False
        j = i - 1
        while j >= 0 and not words[j].post.strip() and i - j <= 8:
            low = words[j].core.lower()
            if low in _CLAUSE_OPENERS and low not in ("e", "ed"):
                break
            if _COORDINATED_PERSONS.get(low) in persons and (
                (j > 0 and words[j - 1].core.lower() in ("e", "ed") and not words[j - 1].post.strip())
                or (j + 1 < i and words[j + 1].core.lower() in ("e", "ed"))
            ):
                found = True
                break
            j -= 1
        if found:
            out.extend(s for s in _plural_predicatives(morph, words, i + 1) if s not in out)
    return out


#: The plural direct-object clitics, with the gender and the participle ending they ask for.
_PLURAL_OBJECT_CLITICS = {"li": ("m", "i"), "le": ("f", "e")}


def group_object_spans(tokens: Sequence[str], is_person: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The plural direct-object clitic before a compound tense of *avere* and the participle
    that agrees with it, as one-token spans: ``Li ho visti ieri`` -> ``Li``, ``visti``
    (it-inflect-19). With *avere*, the past participle agrees in gender and number with a
    direct-object clitic "lo/la/li/le" before it (Serianni, *Grammatica italiana*, XI.365;
    Treccani, *Enciclopedia dell'Italiano*, "accordo"), so both show the group's gender where
    the English "them" shows none. The participle must end as the clitic asks ("li ... -i",
    "le ... -e"; "le ho detto" is the singular dative "to her"), and the nearest plural noun
    before the clitic in the clitic's gender, if any, must be a person's, not a thing's ("Ho
    comprato i libri e li ho letti": the books), by ``is_person`` or the dictionaries
    (:func:`_plural_person`). Nothing without the analyser."""
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i in range(len(words) - 2):
        low = words[i].core.lower()
        if low not in _PLURAL_OBJECT_CLITICS or words[i].post.strip() or words[i + 1].post.strip():
            continue
        gender, ending = _PLURAL_OBJECT_CLITICS[low]
        aux = words[i + 1].core.lower()
        if not any(
            r.lemma == "avere" and "pp" not in r.tags for r in morph.readings(aux) if r.pos.startswith("vb")
        ):
            continue
        part = words[i + 2].core.lower()
        if not part.endswith(ending) or not any("pp" in r.tags for r in morph.readings(part)):
            continue
        if i > 0 and not (
            words[i - 1].post.strip() or words[i - 1].core.lower() in _CLAUSE_OPENERS | {"non"}
        ):
            continue  # (the clitic opens its clause: "le" after a noun may be an article)
        antecedent = None
        for j in range(i - 1, -1, -1):
            nouns = [
                r
                for r in morph.noun_readings(words[j].core.lower())
                if r.number == "pl" and r.gender in (gender, "mf")
            ]
            if nouns:
                antecedent = words[j].core.lower()
                break
        if antecedent is not None and not (is_person(antecedent) or _plural_person(morph, antecedent)):
            continue
        out += [(i, i + 1), (i + 2, i + 3)]
    return out


def _plural_person(morph: Morphology, word: str) -> bool:
    """Whether the plural noun ``word`` names persons: it has a form in each gender in the
    Italian dictionary, or the Spanish one pairs its translation (:func:`spanish_person`)."""
    genders = {r.gender for r in morph.noun_readings(word)}
    return genders >= {"m", "f"} or "mf" in genders or spanish_person(word)
