"""The speaker's predicatives inside a clause (it-inflect-33).

:func:`fairmt.inflect.italian_persons.implicit_spans` finds the words that show the gender of a
first- or second-person subject only after a verb that opens its clause ("Sono stanca", "e sono
arrivata"): a form such as *sono* may also be a third-person plural ("they are") whose subject
stands before it. A singular form that is of the first or second person only (*ero*, *eri*,
*fui*, *sarei*) or *sono* with a singular predicative (the third person's *sono* is plural) has
no third-person reading, though, and needs no such position: "e di questo sono profondamente
dispiaciuta", "e alla fine sono tornata a correre", "Quand'ero seduta lì". Its subject is the
speaker or the addressee, dropped as Italian drops subject pronouns, and the adjective or the
participle of a compound tense with *essere* agrees with it (Serianni, *Grammatica italiana*,
VII.6 on the unexpressed subject; XI.360ff. on the participle after *essere*).

Adverbs may stand between the verb and its predicative, also two of them coordinated
("profondamente e sinceramente dispiaciuta"; XII.20 on the adverbs in *-mente*). An elided
conjunction before the verb ("Quand'ero") is read off.

it-inflect-51: the same holds for the infinitive *essere* right after another verb of such a form
(first or second person singular, no third-person reading: "preferisco", "vorrei", "spero",
"posso"), bare or after "di"/"a" ("Preferisco essere sola", "Spero di essere pronta", "Vorrei
essere presa sul serio"): with no object between, the infinitive's subject is the main verb's
(Serianni XIV.4-8 on implicit clauses; modal and volitive verbs take the bare infinitive), so
its predicative agrees with the speaker or the addressee (:func:`_controlled_essere`). An object
clitic before the verb ("Ti prego di essere sincera") names the infinitive's subject instead,
and such a verb is left alone.

it-inflect-57: the pronoun *quello*/*quella* with no noun after it is such a predicative too ("Sono
ancora quella del terzo piano", "Ero quello che ha chiamato"; :func:`_speaker_demonstrative`), with
the predicative of a relative "che è ..." on it (:func:`_relative_essere`). After *sono*, which is
also "they are", only where the verb opens its clause (:func:`_clause_initial`): the pronoun does
not show the subject's number as an adjective does, and "I soldi sono quello che conta" is the
plural subject's.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverbs import opens_other_phrase
from fairmt.inflect.italian_fronted import Unknown
from fairmt.inflect.italian_persons import _ADVERBS, _adverb_before_predicative, _agreeing, _person_number
from fairmt.inflect.romance import Gender

__all__ = ["singular_speaker_spans"]

#: Elided conjunctions that may open a clause on the verb's own token ("quand'ero").
_ELIDED_OPENERS = ("quand'", "quand’", "com'", "com’", "dov'", "dov’", "ch'", "ch’")


#: it-inflect-58: the endings of Italian adjective suffixes in -o/-a (participles -ato/-ito/-uto;
#: -oso, -ivo, -ico, -ano, -ino, -ario, -orio, -esco, -astro; Serianni XV.40-60 on the
#: adjectival suffixes): a word the dictionary lacks in one of them is read as an adjective;
#: other words in -o/-a may be nouns or shortenings ("promo").
_ADJECTIVE_ENDINGS = tuple(
    stem + vowel
    for stem in ("at", "it", "ut", "os", "iv", "ic", "an", "in", "ari", "ori", "esc", "astr")
    for vowel in ("o", "a")
)


def _unknown_singular(morph: Morphology, word: Word, unknown: Unknown | None) -> bool:
    """it-inflect-58: whether ``word`` is a singular adjective the dictionary lacks, in lower case
    (a name is capitalised), with an adjective suffix's ending (:data:`_ADJECTIVE_ENDINGS`) and a
    form of the other gender by its ending that leads back to it ("vegana" <-> "vegano";
    :meth:`~fairmt.inflect.italian_forms.ItalianWordForms._unknown_adjective`, which returns a
    word's form in the gender asked for)."""
    low = word.core
    if unknown is None or not low.islower() or not low.endswith(_ADJECTIVE_ENDINGS) or morph.readings(low):
        return False
    was: Gender = "M" if low.endswith("o") else "F"
    other: Gender = "F" if was == "M" else "M"
    o = unknown(low, other)
    return o is not None and o != low and unknown(o, was) == low


def _elided_adjective(morph: Morphology, low: str) -> bool:
    """it-inflect-58: whether ``low`` is "l'" on a singular gendered adjective ("l'unica",
    "l'ultimo"): the elided article shows no gender, the adjective does."""
    low = low.replace("\u2019", "'")
    if not low.startswith("l'") or len(low) < 4:
        return False
    rest = low[2:]
    return _agreeing(morph, rest) == "sg" and any(
        r.pos == "adj" and r.gender in ("m", "f") for r in morph.readings(rest)
    )


def _adverb(low: str) -> bool:
    return low in _ADVERBS or (len(low) > 6 and low.endswith("mente") and low.isalpha())


def singular_speaker_spans(tokens: Sequence[str], unknown: Unknown | None = None) -> list[tuple[int, int]]:
    """One-token spans of the gendered singular adjectives and participles after a singular
    first- or second-person form of *essere*/*stare* that has no third-person singular reading,
    wherever it stands (module docstring), with those coordinated by *e*. Nothing without the
    analyser. it-inflect-58: ``unknown`` (the inflector's adjective by its ending) also reads
    a lower-case adjective the dictionary lacks ("vegana") as such a predicative."""
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        low = w.core.lower()
        for opener in _ELIDED_OPENERS:
            if low.startswith(opener):
                low = low[len(opener) :]
                break
        if w.post.strip():
            continue
        pn = _person_number(morph, low)
        if pn is None:
            start = _controlled_essere(morph, words, i, low)
            if start is None:
                continue
            k = start  # it-inflect-51: "Preferisco essere sola", "Spero di essere pronta"
            plural_reading = False
        else:
            local, third = pn
            if "sg" not in local or "sg" in third:
                continue
            k = i + 1
            plural_reading = bool(third)  # "sono": also "they are"
        spans: list[tuple[int, int]] = []
        dative = _other_dative(morph, words, i, low)
        while k < len(words):
            xl = words[k].core.lower()
            after = _essere_infinitive(words, k) if spans and not dative else None
            if after is not None:
                k = after  # it-inflect-58: "ricordata invece di essere dimenticata" (before "invece" skips)
                continue
            if _adverb(xl) and not words[k].post.strip():
                k += 1
                # Two adverbs coordinated: "profondamente e sinceramente".
                if (
                    k + 1 < len(words)
                    and words[k].core.lower() in ("e", "ed")
                    and _adverb(words[k + 1].core.lower())
                ):
                    k += 1
                continue
            after = None if dative else _essere_infinitive(words, k)
            if after is not None and k > i + 1:
                k = after  # it-inflect-40: "Ero orgogliosa di essere stata scelta"
                continue
            if not spans and _adverb_before_predicative(morph, words, k):
                k += 1  # it-inflect-46: "Non sono certo degne" ("certainly"), no "I am certain"
                continue
            if (
                not spans
                and _speaker_demonstrative(words, k)
                and (not plural_reading or _clause_initial(words, i))
            ):
                spans.append((k, k + 1))  # it-inflect-57: "Sono ancora quella del terzo piano"
                if _relative_essere(words, k + 1):
                    k += 3  # "Sono quella che è arrivata": "che" is the pronoun's, so the speaker's
                    continue
                break
            if not spans and _elided_adjective(morph, xl) and not words[k].post.strip():
                after = None if dative else _essere_infinitive(words, k + 1)
                if after is not None and (not plural_reading or _clause_initial(words, i)):
                    # it-inflect-58: "Temevo di essere l'unica a essere rimasta": the
                    # nominalised adjective after "l'" names the speaker, and so does the
                    # predicative of the infinitive after it
                    spans.append((k, k + 1))
                    k = after
                    continue
            if _agreeing(morph, xl) != "sg" and not _unknown_singular(morph, words[k], unknown):
                after = (
                    _essere_infinitive(words, k + 1)
                    if _invariable_adjective(morph, xl) and not dative
                    else None
                )
                if after is None or words[k].post.strip():
                    break
                k = after  # "Ero felice di essere stata scelta": the infinitive's predicate
                continue
            spans.append((k, k + 1))
            if words[k].post.strip() or k + 1 >= len(words):
                break
            k += 1  # "sei stato bravo", "sono stata nominata"
            if words[k].core.lower() in ("e", "ed") and _essere_infinitive(words, k) is None:
                nxt = words[k + 1].core.lower() if k + 1 < len(words) else ""
                if _adverb(nxt) or _agreeing(morph, nxt) != "sg":
                    break
                k += 1  # "sono stanca e affamata"
            elif opens_other_phrase(xl, words[k].core.lower()) and _essere_infinitive(words, k) is None:
                break  # "nervosa | prima del colloquio"; not "orgogliosa di essere stata" (it-inflect-41)
        out += [s for s in spans if s not in out]
    return out


#: it-inflect-58: dative clitics of a person other than the subject of the *essere* form after them
#: ("Ti sono grata", "Le sono grato"); "mi" before a first-person and "ti" before a second-person
#: form are that subject's own reflexive ("mi sono sentita"). "ci"/"vi" before a singular form are
#: mostly the locative ("ci sono stata") and are left out.
_DATIVES = frozenset({"mi", "ti", "gli", "le"})


def _other_dative(morph: Morphology, words: Sequence[Word], i: int, low: str) -> bool:
    """it-inflect-58: whether a dative clitic of another person stands right before the *essere*
    form at ``i`` ("Ti sono grata per essere venuto", "Le sono grato di essere venuta"): with an
    adjective of gratitude or debt the infinitive after it has that person as its subject
    (Serianni XIV.4-8 on the implicit clause's subject, which may be the main clause's indirect
    object), so no predicative of that infinitive is the speaker's."""
    if i == 0 or words[i - 1].post.strip():
        return False
    clitic = words[i - 1].core.lower()
    if clitic not in _DATIVES:
        return False
    tags = {t for r in morph.readings(low) for t in r.tags}
    return not ((clitic == "mi" and "p1" in tags) or (clitic == "ti" and "p2" in tags))


#: it-inflect-57: the singular demonstrative pronoun as the predicative, and what may follow it.
_DEMONSTRATIVES = frozenset({"quello", "quella"})
_AFTER_DEMONSTRATIVE = frozenset({"che", "di", "del", "della", "dello", "dell'", "a", "più", "meno"})


def _speaker_demonstrative(words: Sequence[Word], k: int) -> bool:
    """it-inflect-57: whether ``words[k]`` is the pronoun *quello*/*quella* with no noun after
    it, the predicative of the speaker or the addressee ("Sono ancora quella del terzo piano",
    "Eri quello che ha chiamato"): it names the subject and agrees with it, as after a
    third-person subject (:mod:`fairmt.inflect.italian_demonstrative_predicative`; Serianni,
    *Grammatica italiana*, VII on *quello* as a pronoun before "che", "di" or an adjective).
    Before a noun it is the determiner of another phrase ("sono quella ragazza") and no span:
    only a relative, a "di" complement, a degree word, punctuation or the end may follow."""
    if words[k].core.lower() not in _DEMONSTRATIVES or words[k].pre.strip():
        return False
    if words[k].post.strip() or k + 1 >= len(words):
        return True
    return words[k + 1].core.lower().replace("\u2019", "'") in _AFTER_DEMONSTRATIVE


#: it-inflect-57: words that may stand between the start of a clause and its verb: the negation,
#: clitics, the subject pronoun, and conjunctions that open a clause.
_CLAUSE_OPENERS = frozenset(
    {"non", "mi", "ti", "ci", "vi", "ne", "io", "tu", "e", "ed", "ma", "o", "però", "eppure"}
    | {"perché", "poiché", "quando", "se", "siccome", "finché", "mentre", "anche", "pure"}
)


def _clause_initial(words: Sequence[Word], i: int) -> bool:
    """it-inflect-57: whether the verb ``words[i]`` opens its clause (over the negation, clitics,
    adverbs, "io"/"tu" and a conjunction): no subject noun phrase stands before it. The pronoun
    *quello* after "sono" needs it, for "sono" is also "they are" and a pronoun, unlike an
    adjective, does not show the subject's number ("I soldi sono quello che conta")."""
    j = i - 1
    while j >= 0 and not words[j].post.strip():
        low = words[j].core.lower()
        if low not in _CLAUSE_OPENERS and not _adverb(low):
            return False
        j -= 1
    return True


#: Third-person singular forms of *essere* after the relative "che" of the speaker's pronoun.
_ESSERE_3SG = frozenset({"è", "era", "fu", "sarà", "sia", "fosse", "sarebbe"})


def _relative_essere(words: Sequence[Word], j: int) -> bool:
    """it-inflect-57: whether "che" + a third-person singular *essere* opens a relative at ``j``
    right after the speaker's pronoun ("Sono quella che è stata scelta"): its subject "che" is
    the pronoun, so its predicative is the speaker's too (as after a third-person subject in
    :meth:`~fairmt.inflect.italian_predicative.ItalianPredicative._after_essere`)."""
    return (
        j + 2 < len(words)
        and words[j].core.lower() == "che"
        and not words[j].post.strip()
        and words[j + 1].core.lower() in _ESSERE_3SG
        and not words[j + 1].post.strip()
    )


#: it-inflect-58: the words that open an implicit infinitive clause after the speaker's predicative,
#: one or two tokens ("di", "a", "per", "senza", "piuttosto che", "invece di", "prima di"), each
#: also after "e"/"o" ("e di essere"): the infinitive's subject is the main clause's (Serianni
#: XIV.4-8 on implicit final, exceptive and comparative clauses), so its predicative is the speaker's.
_INFINITIVE_OPENERS = frozenset(
    {("di",), ("a",), ("ad",), ("per",), ("senza",), ("anziché",), ("piuttosto", "che")}
    | {("piuttosto", "di"), ("invece", "di"), ("prima", "di"), ("oltre", "a"), ("oltre", "ad")}
)


def _essere_infinitive(words: Sequence[Word], k: int) -> int | None:
    """it-inflect-40: the index after "di essere" at ``k`` (an implicit infinitive after the
    speaker's predicative, whose subject is the speaker: Serianni XIV.4-8), else ``None``.
    it-inflect-58: also after the other openers of :data:`_INFINITIVE_OPENERS`, and after "e"/"o"
    before one of them ("Vorrei essere ricordata invece di essere dimenticata", "pronta e di
    essere scelta"). No punctuation may stand inside: a new sentence has its own subject."""
    if k < len(words) and words[k].core.lower() in ("e", "ed", "o") and not words[k].post.strip():
        k += 1
    for opener in _INFINITIVE_OPENERS:
        end = k + len(opener)
        if end >= len(words):
            continue
        if any(words[k + n].core.lower() != w or words[k + n].post.strip() for n, w in enumerate(opener)):
            continue
        if words[end].core.lower() in ("essere", "esser") and not words[end].post.strip():
            return end + 1
    return None


def _invariable_adjective(morph: Morphology, low: str) -> bool:
    """An adjective of one form for both genders ("felice", "orgoglioso" is not one)."""
    readings = morph.readings(low)
    return bool(readings) and any(r.pos == "adj" and r.gender == "mf" for r in readings)


#: Clitics before a verb that may be its object (the controller of its infinitive instead of the
#: subject: "Ti chiedo di essere puntuale"); "non" and "ne" are none.
_OBJECT_CLITICS = frozenset({"mi", "ti", "ci", "vi", "lo", "la", "li", "le", "gli", "si", "m'", "t'", "l'"})

#: The tenses of a finite main verb (indicative, subjunctive, conditional).
_FINITE_TAGS = frozenset({"pri", "pii", "ifi", "fti", "prs", "pis", "cni"})


def _controlled_essere(morph: Morphology, words: Sequence[Word], i: int, low: str) -> int | None:
    """The index after the infinitive *essere* that follows ``words[i]``, a finite verb with a
    first- or second-person singular reading, no third-person one and no reading but a verb's,
    over adverbs and one "di" or "a", when no object clitic stands before the verb (module
    docstring); else ``None``."""
    rs = [r for r in morph.readings(low) if r.pos.startswith("vb") and _FINITE_TAGS & set(r.tags)]
    if not rs or any("p3" in r.tags for r in rs) or not any("sg" in r.tags for r in rs):
        return None
    if not all(("p1" in r.tags or "p2" in r.tags) for r in rs) or not morph.only_verb(low):
        return None  # (only a verb: "il sogno di essere ricca" is the noun's)
    if i > 0 and words[i - 1].core.lower() in _OBJECT_CLITICS:
        return None
    k = i + 1
    while k < len(words) and _adverb(words[k].core.lower()) and not words[k].post.strip():
        k += 1
    if k < len(words) and words[k].core.lower() in ("di", "a", "ad") and not words[k].post.strip():
        k += 1
    if k + 1 < len(words) and words[k].core.lower() in ("essere", "esser") and not words[k].post.strip():
        return k + 1
    return None
