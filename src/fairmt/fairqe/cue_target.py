"""Target-side readings: the gender a translation gives a placed cue, and its explicit check.

Once a cue is placed on target words, the detector reads what gender the translation
realises for it. This module holds the per-language grammar those readings use: agreement
endings of adjectives and participles, possessives that agree with the possessed noun
(French/Spanish/Italian "sa/su/suo" say nothing of the possessor), stressed pronouns after
a preposition, predicate rules (a copula or auxiliary, then a participle or adjective that
agrees with the subject), subjectless clauses (pro-drop Spanish/Italian), object clitics,
intensifiers ("lui-même", "ella misma"), and the guards that keep a reading from being
taken where the word is not about the cue's person: French impersonal "il", an article
before a noun, a dative clitic before the copula (another subject), German formal "Sie".

A reading is only taken when the grammar says the word agrees with the cue's person; when
in doubt the gender is left unread (``None``) rather than guessed, because an explicit cue
whose gender is wrong makes FairQE's explicit check fail an otherwise correct translation.
The English side (which words are cues) is in :mod:`fairmt.fairqe.cues`; target word
normalisation and the seed lexicon in :mod:`fairmt.fairqe.cue_seeds`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_seeds import _TGT_STRIP, target_determiners
from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.cue_words import PREPOSITIONS
from fairmt.fairqe.initial_names import initial_name
from fairmt.fairqe.oblique_relatives import oblique_clause
from fairmt.fairqe.person_agreement import inflector_gender
from fairmt.fairqe.types import Realisation
from fairmt.fairqe.unknown_preterites import unknown_preterite
from fairmt.gender.base import Gender

#: Endings of gendered adjectives and participles (singular and plural) by which a word
#: after or before a common-gender noun is taken for an agreeing adjective.
_AGREEMENT_ENDINGS: dict[str, tuple[str, ...]] = {
    k: tuple(v.split()) for k, v in lex.AGREEMENT_ENDINGS.items()
}


_OTHER: dict[Realisation, Realisation] = {"F": "M", "M": "F"}
#: Third-person pronouns, whose target may be a subject or stressed pronoun.
_PERSONAL_PRONOUNS = _words("he she him her himself herself his hers")


_POSSESSED: dict[str, frozenset[str]] = {k: _words(v) for k, v in lex.POSSESSED_AGREEMENT.items()}
_STRESSED: dict[str, dict[str, Realisation]] = {
    k: {**dict.fromkeys(v.split("|")[0].split(), "M"), **dict.fromkeys(v.split("|")[1].split(), "F")}
    for k, v in lex.STRESSED_PRONOUNS.items()
}
#: Prepositions before a stressed pronoun that names a possessor ("de ella", "à lui", "di lei").
_OF = _words("de à a di da")
#: French prepositions that take the stressed (disjunctive) pronoun: after one, "lui" is "him",
#: never the dative clitic of both genders, which stands only before its verb (en-cues-13).
_FR_PREPOSITIONS = _words(
    "à de chez avec pour sans par sur sous vers envers contre entre selon après avant devant "
    "derrière malgré parmi auprès près comme sauf"
)


def _stressed_after_preposition(lang: str, norm: Sequence[str], j: int) -> bool:
    """Whether ``norm[j]`` is a French stressed pronoun without a gender in the seed ("lui")
    right after a preposition, where it can only be the masculine stressed form ("chez lui",
    "de lui", "avec lui"; "On lui remit" keeps it unread)."""
    if lang != "fr" or j == 0 or norm[j] not in _STRESSED.get(lang, {}):
        return False
    return norm[j - 1] in _FR_PREPOSITIONS


@dataclass(frozen=True)
class _PredicateRules:
    copulas: frozenset[str]
    between: frozenset[str]
    masculine: tuple[str, ...]
    feminine: tuple[str, ...]
    one_of: dict[str, Realisation]
    of: frozenset[str]
    dative: frozenset[str]
    perfect: frozenset[str]
    lang: str = ""


def _predicate_rules(spec: tuple[str, str, str, str, str, str, str], lang: str = "") -> _PredicateRules:
    copulas, between, masc, fem, one_of, dative, perfect = spec
    one, _, of = one_of.partition("|")
    m1, f1 = one.split()
    return _PredicateRules(
        _words(copulas) | _words(perfect),
        _words(between),
        tuple(masc.split()),
        tuple(fem.split()),
        {m1: "M", f1: "F"},
        _words(of),
        _words(dative),
        _words(perfect),
        lang,
    )


_SUBJECT_PREDICATE: dict[str, _PredicateRules] = {
    k: _predicate_rules(v, k) for k, v in lex.SUBJECT_PREDICATE.items()
}
#: Targets that never drop the subject but copy a name as it is (French): the one person's
#: clauses are those whose subject is a name of the source ("Smith s'est rendue", "Aw est
#: devenu"); the fields as in ``cue_lexicon.SUBJECT_PREDICATE`` (en-cues-14).
_NAME_PREDICATE: dict[str, _PredicateRules] = {
    "fr": _predicate_rules(
        (
            "est était fut sera serait soit fût reste resta restait devint devient",
            "été très",
            "é i u is it ert eux if",
            "ée ie ue ise ite erte euse ive",
            "un une | des",
            "lui leur me te nous vous",
            "a avait aura aurait ait eut",
        ),
        "fr",
    )
}
#: Clause openers of the pro-drop targets: a copula after one of them has another subject.
_TARGET_CLAUSE_OPENERS = _words(
    "que qui che y e o ma pero porque perché perche cuando quando donde dove como come mientras mentre "
    "cui quien quem onde mas porém"
)


def _morph_predicate(word: str, lang: str) -> tuple[bool, Realisation | None]:
    """A predicate word read by Apertium's dictionary of ``lang`` (es, it, fr): whether the
    dictionary knows it, and the gender its singular adjective and participle readings agree on
    (``None`` when they name both, or the word has none: an adverb, a finite verb). A word the
    dictionary knows only as a noun counts as unknown (the ending decides, as before), so that a
    noun the dictionary lacks an adjective reading of is not silenced."""
    morph = target_morphology(lang)
    if morph is None:
        return False, None
    readings = morph.readings(word)
    if not readings or all(r.pos == "n" for r in readings):
        return False, None
    genders = {
        r.gender for r in readings if (r.pos == "adj" or "pp" in r.tags) and r.number in ("sg", "sp", "")
    }
    if genders == {"f"}:
        return True, "F"
    if genders == {"m"}:
        return True, "M"
    return True, None


class _Readings(Protocol):
    """A morphological dictionary: every reading of a word (``None`` or empty when unknown)."""

    def readings(self, word: str) -> Sequence[Any] | None: ...


def target_morphology(lang: str) -> _Readings | None:
    """Apertium's dictionary of ``lang`` (Italian and French through
    :mod:`fairmt.inflect.apertium_morph`, Spanish through :mod:`fairmt.inflect.spanish_morph`),
    or ``None`` when it is not installed."""
    if lang == "es":
        from fairmt.inflect.spanish_morph import get_morph

        es = get_morph()
        return es if es.available else None
    from fairmt.inflect.apertium_morph import morphology

    return morphology(lang) if lang in ("it", "fr") else None


def _between(word: str, rules: _PredicateRules) -> bool:
    """Whether ``word`` may stand between a copula and its predicate: the language's listed
    words (auxiliary participles, "muy") or an adverb (:func:`_adverb`)."""
    return word in rules.between or _adverb(word, rules.lang)


def _adverb(word: str, lang: str) -> bool:
    """Whether ``word`` is an adverb that may stand between a copula and its predicate ("fu
    generosamente ricompensata", "era spesso disordinata", "è anche apparso"): the language's
    -mente/-ment adverbs, or a word Apertium's dictionary reads as an adverb and never as a
    participle. en-cues-34: a conjunctive adverb (Apertium's ``cnjadv``: "fu dunque ricondotta",
    "era però contenta") stands there as any adverb does (Serianni, *Grammatica italiana*, XII.5
    and XIV.17 on the conclusive and adversative connectives, which take any position in their
    clause)."""
    if len(word) > 6 and word.endswith("mente" if lang in ("it", "es", "pt") else "ment"):
        return True
    morph = target_morphology(lang)
    if morph is None:
        return False
    readings = morph.readings(word) or ()
    return any(r.pos in ("adv", "preadv", "cnjadv") for r in readings) and not any(
        "pp" in r.tags for r in readings
    )


def _participle_gender(word: str, rules: _PredicateRules) -> Realisation | None:
    """The gender of a singular participle or adjective (``None``: no telling form, or a
    common-gender noun ending such as -ista).

    Where the language has a morphological dictionary (:func:`_morph_predicate`), its adjective
    and participle readings decide, and a word it knows only as something else (the adverb
    "spesso", the noun "stato" read as a participle stays one) is read by them too; a word it
    does not know is read by its ending."""
    if len(word) < 4 or not word.isalpha() or word.endswith("ista") or word.endswith("isto"):
        return None
    known, g = _morph_predicate(word, rules.lang)
    if known:
        return g
    if any(word.endswith(e) for e in rules.feminine):
        return "F"
    if any(word.endswith(e) for e in rules.masculine):
        return "M"
    # en-cues-15: an -a/-o word the dictionary does not know at all and the endings do not
    # read ("propensa", "risucchiata") is read through the inflector
    # (person_agreement.inflector_gender); a known noun is no predicate reading
    morph = target_morphology(rules.lang)
    if morph is None or morph.readings(word):
        return None
    return inflector_gender(word, rules.lang)


def _fronted_gender(word: str, rules: _PredicateRules) -> Realisation | None:
    """A fronted predicative's gender (:func:`fairmt.fairqe.person_agreement.fronted_predicative`):
    as a predicate's (:func:`_participle_gender`), but never of a word the dictionary also reads
    as an adverb, an ordinal or a determiner ("Prima, ha lavorato", "Primero, ...", "Molta
    gente, ..."), which open a sentence without agreeing with anyone."""
    morph = target_morphology(rules.lang)
    readings = (morph.readings(word) if morph is not None else None) or ()
    if any(r.pos in ("adv", "preadv", "det", "pr", "cnjadv") or "ord" in r.tags for r in readings):
        return None
    if any(r.pos == "vblex" and "pp" not in r.tags for r in readings):
        return None  # also a finite verb or an infinitive ("Continua a cantare,")
    return _participle_gender(word, rules)


def _finite_3sg(word: str, lang: str) -> bool:
    """Whether the dictionary of ``lang`` reads ``word`` as a finite third-person singular verb
    ("sintió", "trovò", "considera")."""
    morph = target_morphology(lang)
    readings = (morph.readings(word) if morph is not None else None) or ()
    return any(r.pos == "vblex" and "p3" in r.tags and "sg" in r.tags for r in readings)


def _predicate_gender(word: str, lang: str) -> Realisation | None:
    """A predicate participle's gender by its ending where the noun analyser reads none (es
    "nacida" is not the agent noun in -cida; fr "née", "élue" are too short or not in its
    endings); invariant auxiliary participles (été, sido) give nothing."""
    if word in _INVARIANT_AUX or not word.isalpha():
        return None
    if lang in _SUBJECT_PREDICATE:
        return _participle_gender(word, _SUBJECT_PREDICATE[lang])
    if lang in _OBJECT_CLITICS and len(word) >= 2:
        return _ending_gender("_" + word, _OBJECT_CLITICS[lang][2])  # "_": a stem of any length
    return None


#: Participles of auxiliaries that never agree (fr "a été élue", es "ha sido elegida").
_INVARIANT_AUX = _words("été eu sido estado habido")


def _subject_predicate(
    norm: Sequence[str], tokens: Sequence[str], anchor: int, lang: str
) -> tuple[int, Realisation] | None:
    """The participle or adjective agreeing with a dropped subject near target token ``anchor``.

    The copula (``_SUBJECT_PREDICATE``) nearest the anchor, from one token before it to three
    after, in the same clause (no clause opener or punctuation crossed), not after a dative
    clitic ("Le è stato assegnato": another subject); the word after it (and after a non-agreeing auxiliary,
    "ha sido") decides when its ending has a gender ("È morta", "Fue nombrada", "È stata").
    An article or a noun after the copula ("Es una cantante", "È membro") is not read: a
    noun's own gender need not be its referent's.
    """
    rules = _SUBJECT_PREDICATE[lang]
    n = len(norm)
    lo, hi = max(0, anchor - 1), min(n, anchor + 4)
    copulas = [k for k in range(lo, hi) if norm[k] in rules.copulas]
    for k in sorted(copulas, key=lambda k: (abs(k - anchor), k)):
        span = range(min(k, anchor), max(k, anchor))
        if any(norm[m] in _TARGET_CLAUSE_OPENERS for m in span if m != anchor):
            continue
        if k > 0 and norm[k - 1] in rules.dative:
            continue  # "Le è stato assegnato il premio": the prize is the subject, not she
        if any(
            tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".")) for m in range(min(k, anchor), k + 1)
        ):
            continue  # punctuation between the subject's place and the copula, or after it
        m = k + 1
        if norm[k] in rules.perfect and (m >= n or norm[m] not in rules.between):
            continue  # "ha dicho": a have-perfect's participle does not agree
        while m < n and m < k + 4 and _between(norm[m], rules) and not tokens[m].endswith(","):
            m += 1
        if m >= n:
            continue
        g = _participle_gender(norm[m], rules)
        if g is None and m + 1 < n and norm[m + 1] in rules.of:
            g = rules.one_of.get(norm[m])  # "Fue una de las fundadoras": "one of" agrees
        if g is not None:
            return m, g
        coordinated = _coordinated_predicate(norm, tokens, m, rules)
        if coordinated is not None:
            return coordinated
    return None


#: Coordinating "and" of the pro-drop targets.
_AND = _words("y e ed")


def _coordinated_predicate(
    norm: Sequence[str], tokens: Sequence[str], m: int, rules: _PredicateRules
) -> tuple[int, Realisation] | None:
    """The second of two coordinated predicative adjectives when the first shows no gender
    (en-cues-26): "Era amable y generosa", "era gentile e generoso". Each adjective of a
    coordinated attribute agrees with the subject (RAE, *Nueva gramática*, ch. 37 on the
    attribute and ch. 31 on coordination; Serianni, *Grammatica italiana*, V, agreement of the
    adjective), so a common-gender first adjective ("amable", "gentile") leaves the reading to
    the second. The first must be an adjective in the dictionary, with no punctuation after it;
    the second is read as a predicate is (:func:`_participle_gender`, past adverbs)."""
    n = len(norm)
    if m + 2 >= n or norm[m + 1] not in _AND:
        return None
    if tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")):
        return None
    morph = target_morphology(rules.lang)
    if morph is None or not any(r.pos == "adj" for r in morph.readings(norm[m]) or ()):
        return None
    k = m + 2
    while k < n and k < m + 4 and _between(norm[k], rules) and not tokens[k].endswith(","):
        k += 1
    if k >= n:
        return None
    g = _participle_gender(norm[k], rules)
    return (k, g) if g is not None else None


#: Infinitives of the copulas and auxiliaries whose participle agrees with the main clause's
#: subject ("dopo essersi ritirato", "tras haberse retirado" does not agree: left out).
_INFINITIVE_COPULAS = _words("essere essersi esser ser estar ficar")
#: ex39: the gerunds of the copulas, read where they open their clause (after punctuation, at the
#: start, after a conjunction: :func:`_subjectless`): "Essendo una dei membri più influenti, ha
#: pianificato", ", estando todavía muy cansada". A gerund with no subject of its own takes the
#: main clause's (Serianni, *Grammatica italiana*, XIV.67 on the subject of the gerund; RAE,
#: *Nueva gramática* §27.5); one after a finite verb belongs to that verb's periphrasis and its
#: subject ("la escena acabó siendo grabada"), and an article after it may open a subject of its
#: own ("essendo la casa piccola"), which the predicate reading leaves unread.
GERUND_COPULAS = _words("essendo essendosi siendo estando sendo")
#: What may stand between a subjectless copula and the start of its clause: clitics and
#: negation/time adverbs (closed classes of es, it, pt).
_CLAUSE_INNER = _words(
    "si se me te ci vi ne mi ti lo la li nos os no non não ya poi anche también luego después più "
    "ancora mai sempre già pure solo entonces allora quindi inoltre então também já"
)
#: Coordinating conjunctions that open a clause whose subject may be dropped.
_COORDINATORS = _words("e ed y o ma pero mas mais")
#: Subordinating conjunctions that are no pronoun (so not "che", "que", "cui": a relative may
#: be the subject) and open a clause whose subject may be dropped like a main clause's
#: (en-cues-31: "quando fu eletta", "finché Davidson non fosse sistemata"; Serianni, *Grammatica
#: italiana*, XIV, the subordinate clauses; RAE, *Nueva gramática*, ch. 33 on the null subject).
#: ("se"/"si" are left out: also clitics, "se ne è andata").
_SUBORDINATORS = _words(
    "quando mentre perché poiché finché sebbene benché affinché cuando mientras porque aunque"
)


#: Punctuation that ends a clause before a copied name (en-cues-32).
_CLAUSE_PUNCT = (",", ";", ":", ".", "!", "?", "(")


def _subjectless(
    norm: Sequence[str],
    tokens: Sequence[str],
    k: int,
    rules: _PredicateRules,
    names: frozenset[str] = frozenset(),
    dropped: bool = True,
) -> bool:
    """Whether the copula at target token ``k`` opens a clause whose subject is the source's one
    person (see :meth:`RuleCueDetector._referent_predicates`).

    Walking back from the copula over clitics and adverbs: the start of the sentence, a
    punctuation mark or a coordinating conjunction means no subject of its own (a dropped
    subject). Two more cases reach the start of the clause (en-cues-14): a name the
    translation copies from the source (``names``: capitalised source words, not all
    capitals) is the person ("Khrushchev fu sollevata", "Smith si è saputa"), and a
    prepositional phrase -- a preposition and up to four words that are no clause opener and
    no punctuation -- is no subject and is passed over ("a 72 anni è passata", "tramite la
    corte marziale fu condannata"). Any other word before the copula is its subject ("la
    pena fu ridotta"). Without ``dropped`` (a language that never drops the subject) only a
    name counts."""
    m = k - 1
    for _ in range(4):
        if m >= 0 and norm[m] in rules.dative:
            return False  # "le fu diagnosticato"
        while m >= 0 and (norm[m] in _CLAUSE_INNER or _adverb(norm[m], rules.lang)):
            if norm[m] in rules.dative:
                return False
            if dropped and (norm[m] in _SUBORDINATORS or oblique_clause(norm, m, k, rules.lang)):
                return True  # "quando", "dove" are also adverbs
            if tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")):
                return dropped
            m -= 1
        if m < 0:
            return dropped
        if tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?", "(")):
            return dropped
        if norm[m] in _COORDINATORS or (dropped and norm[m] in _SUBORDINATORS):
            return dropped
        if dropped and oblique_clause(norm, m, k, rules.lang):
            return True  # "di cui era ossessionata", "por el que fue nominada" (oblique_relatives)
        name = m
        # en-cues-32: a capitalised word before a punctuation mark ends the clause before the name
        # ("nel gruppo Girls Aloud, Roberts è diventata"): the walk stops there
        while (
            name >= 0
            and tokens[name].strip(_TGT_STRIP) in names
            and (name == m or not tokens[name].rstrip("\"'»”’)").endswith(_CLAUSE_PUNCT))
        ):
            name -= 1
        if name < m:
            for _ in range(3):
                while (
                    name >= 0
                    and norm[name] not in _SUBORDINATORS
                    and (norm[name] in _CLAUSE_INNER or _adverb(norm[name], rules.lang))
                ):
                    name -= 1  # "Più tardi Brown fu lodato"
                if (
                    name < 0
                    or tokens[name].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?", "("))
                    or norm[name] in _COORDINATORS
                    or norm[name] in _SUBORDINATORS
                    or oblique_clause(norm, name, k, rules.lang)
                ):
                    return True
                # en-cues-16: a fronted prepositional phrase before the name is no subject
                # ("Nel 1969 Hathaway era preoccupata", "En 1990 García fue elegida")
                # (a name right after a preposition is that phrase's object: "la amiga de García")
                at_name = name + 1 < len(norm) and tokens[name + 1].strip(_TGT_STRIP) in names
                if at_name and norm[name] in _PREPOSITIONS.get(rules.lang, frozenset()):
                    return False
                before = _phrase_preposition(norm, tokens, name, rules.lang)
                if before is None:
                    return False
                name = before - 1
            return False
        start = _phrase_preposition(norm, tokens, m, rules.lang) if dropped else None
        if start is None:
            return False
        m = start - 1
    return False


#: Prepositions of the pro-drop targets, simple and joined with the article (a closed class):
#: a noun after one is no subject.
_PREPOSITIONS: dict[str, frozenset[str]] = {
    "it": _words(
        "di a da in con su per tra fra tramite verso dopo durante contro senza sotto sopra presso oltre "
        "entro del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle "
        "nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col coi"
    ),
    "es": _words(
        "de a en con por para sin sobre tras entre hacia desde hasta durante contra según bajo ante del "
        "al mediante"
    ),
    "pt": _words(
        "de a em com por para sem sobre entre até desde durante contra do da dos das no na nos nas ao "
        "aos à às pelo pela pelos pelas num numa"
    ),
}
#: Italian prepositions joined with an elided article ("nell'oltretomba").
_ELIDED_PREPOSITIONS = ("dell'", "all'", "dall'", "nell'", "sull'", "coll'")


#: Bare articles (not joined with a preposition) and the predeterminers that may stand between
#: a preposition and its article ("con tutta la famiglia", "con todos los hijos").
_BARE_ARTICLES: dict[str, frozenset[str]] = {
    "it": _words("il lo la i gli le un uno una"),
    "es": _words("el la los las un una unos unas"),
}
_PREDETERMINERS: dict[str, frozenset[str]] = {
    "it": _words("tutto tutta tutti tutte"),
    "es": _words("todo toda todos todas"),
}
#: Italian articles elided before a vowel ("l'uomo", "un'attrice").
_ELIDED_ARTICLES = ("l'", "un'")


def _phrase_preposition(norm: Sequence[str], tokens: Sequence[str], m: int, lang: str) -> int | None:
    """The token of the preposition that opens the phrase ending at ``m`` (at most four words
    after it, none a clause opener, a copula's subject pronoun or followed by punctuation),
    or ``None`` when the words before ``m`` are no prepositional phrase.

    en-cues-31: an article opens a noun phrase, and a preposition takes one noun phrase, so an
    article inside the words is right after the preposition (or after "tutto"/"todo") or it
    opens a new noun phrase, the copula's subject: "di seguito la pena fu ridotta" (Serianni,
    *Grammatica italiana*, IV, the article as the first word of the noun phrase, and the
    chapter on the preposition and its complement; RAE, *Nueva gramática*, chapters on the article and on
    the prepositional phrase)."""
    preps = _PREPOSITIONS.get(lang, frozenset())
    articles = _BARE_ARTICLES.get(lang, frozenset())
    before_article = preps | _PREDETERMINERS.get(lang, frozenset())
    for j in range(m, max(-1, m - 5), -1):
        raw = tokens[j].lower().replace("’", "'")
        if j < m and tokens[j].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?", "(")):
            return None
        if norm[j] in preps or (lang == "it" and raw.startswith(_ELIDED_PREPOSITIONS)):
            return j
        if norm[j] in _TARGET_CLAUSE_OPENERS or norm[j] in _COORDINATORS:
            return None
        if j > 0 and (raw in articles or (lang == "it" and raw.startswith(_ELIDED_ARTICLES))):
            prev = tokens[j - 1].lower().replace("’", "'")
            if not (
                norm[j - 1] in before_article or (lang == "it" and prev.startswith(_ELIDED_PREPOSITIONS))
            ):
                return None
    return None


def _source_names(source: str, target: str = "") -> frozenset[str]:
    """The capitalised words of an English source that a translation copies as they are (names),
    without all-capital words (acronyms); a word that starts a sentence counts only when
    Apertium's English dictionary does not know it ("Aw", not "After"), or (ex40) when it is
    the subject of the finite verb after it and ``target``, the translation, copies it ("Near
    has been recognised" -> "Near ha sido reconocida"; :mod:`fairmt.fairqe.initial_names`)."""
    from fairmt.inflect.apertium_morph import morphology

    out: set[str] = set()
    raws = source.split()
    copied = frozenset(w.strip(_TGT_STRIP) for w in target.split())
    prev = "."
    english = None
    for i, raw in enumerate(raws):
        word = raw.strip(_TGT_STRIP)
        if (
            len(word) > 1
            and word[0].isupper()
            and not word.isupper()
            and word.lower() not in _ENGLISH_CAPITALS
        ):
            if not prev.rstrip("\"'”’)").endswith((".", "!", "?", ":")):
                out.add(word)
            else:
                english = english or morphology("en")
                following = raws[i + 1] if word == raw and i + 1 < len(raws) else ""
                if english is not None and (
                    (word.isalpha() and not english.readings(word.lower()))
                    or initial_name(word, following, copied, _tag_reader(english))
                ):
                    out.add(word)
        prev = raw
    return frozenset(out)


def _tag_reader(morph: Any) -> Callable[[str], list[tuple[str, ...]]]:
    """The tag tuples of a word's readings in ``morph`` (an Apertium morphology)."""
    return lambda w: [r.tags for r in morph.readings(w)]


#: Capitalised English words that are no name (titles and words a translation keeps).
_ENGLISH_CAPITALS = _words("i mr mrs ms miss sir lady lord dr prof st")


def _predicate_word_at(
    norm: Sequence[str], tokens: Sequence[str], k: int, rules: _PredicateRules
) -> tuple[int, Realisation] | None:
    """The gendered participle or adjective after the copula at ``k`` (past a non-agreeing
    auxiliary participle and the ``between`` words), as :func:`_subject_predicate` reads it."""
    n = len(norm)
    m = k + 1
    if norm[k] in rules.perfect and (m >= n or norm[m] not in rules.between):
        return None  # "ha dicho": a have-perfect's participle does not agree
    if tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
        return None
    while m < n and m < k + 4 and _between(norm[m], rules) and not tokens[m].endswith(","):
        m += 1
    if m >= n:
        return None
    nominal = _article_nominal(norm, tokens, m, rules)
    if nominal is not None:
        return nominal
    g = _participle_gender(norm[m], rules)
    if g is None and m + 1 < n and norm[m + 1] in rules.of:
        g = rules.one_of.get(norm[m])
    if g is None:
        return _coordinated_predicate(norm, tokens, m, rules)
    return m, g


#: Spanish singular articles and the gender they show, and the words that may follow the head of
#: a predicate noun phrase read by :func:`_article_nominal` (rules-26).
_NOMINAL_ARTICLES: dict[str, dict[str, Realisation]] = {"es": {"el": "M", "un": "M", "la": "F", "una": "F"}}
_NOMINAL_AFTER: dict[str, frozenset[str]] = {
    "es": _words("de del en a al con por para desde hasta entre sobre durante y e que")
}


def _article_nominal(
    norm: Sequence[str], tokens: Sequence[str], m: int, rules: _PredicateRules
) -> tuple[int, Realisation] | None:
    """rules-26: a predicate noun phrase after the person's copula ("Fue también la tercera
    prebendada"), read on its head when the head is a noun of two forms (-ado/-ada, the forms
    :func:`_participle_gender` reads) and the article, and an adjective or ordinal between, show
    the same gender. The attribute of "ser" that denotes a person and has a form for each gender
    agrees with the subject (RAE, *Nueva gramática*, 2.4 on nouns with two forms, "el abogado /
    la abogada", and 37.2 on the attribute's agreement); an epicene head ("la primera víctima")
    shows no telling form and is not read."""
    articles = _NOMINAL_ARTICLES.get(rules.lang)
    n = len(norm)
    if not articles or norm[m] not in articles or m + 1 >= n:
        return None
    g = articles[norm[m]]
    j = m + 1
    if j + 1 < n and _participle_gender(norm[j + 1], rules) == g and _participle_gender(norm[j], rules) == g:
        j += 1  # "la tercera prebendada": the adjective before the head agrees too
    if _participle_gender(norm[j], rules) != g:
        return None
    # the head ends the noun phrase: the sentence, punctuation, a preposition or a conjunction
    # follows ("la primera víctima": "primera" is no head)
    if j + 1 < n and not tokens[j].endswith((",", ";", ":", ".")) and norm[j + 1] not in _NOMINAL_AFTER["es"]:
        return None
    return j, g


def _split_genders(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    fem, _, masc = text.partition("|")
    return tuple(fem.split()), tuple(masc.split())


_OBJECT_CLITICS: dict[
    str,
    tuple[tuple[tuple[str, ...], tuple[str, ...]], frozenset[str], tuple[tuple[str, ...], tuple[str, ...]]],
] = {k: (_split_genders(a), _words(b), _split_genders(c)) for k, (a, b, c) in lex.OBJECT_CLITICS.items()}


def _ending_gender(word: str, endings: tuple[tuple[str, ...], tuple[str, ...]]) -> Realisation | None:
    """The gender of the longest of ``endings`` (feminine, masculine) that ``word`` ends in."""
    fem, masc = endings
    f = max((len(e) for e in fem if len(word) > len(e) + 1 and word.endswith(e)), default=0)
    m = max((len(e) for e in masc if len(word) > len(e) + 1 and word.endswith(e)), default=0)
    if f == m:
        return None
    return "F" if f > m else "M"


def _object_clitic(
    norm: Sequence[str], tokens: Sequence[str], ref: float, lang: str
) -> tuple[int, Realisation] | None:
    """An object pronoun the target attached to a verb ("ayudarla") or elided before a
    have-auxiliary whose participle agrees with it ("l'ha invitata"), within three tokens of
    the cue's expected place ``ref``: its token and gender (``cue_lexicon.OBJECT_CLITICS``)."""
    enclitic, auxiliaries, participle = _OBJECT_CLITICS[lang]
    n = len(norm)
    near = sorted((j for j in range(n) if abs(j - ref) <= 3), key=lambda j: (abs(j - ref), j))
    for j in near:
        raw = tokens[j].lower().replace("’", "'").strip('"«»“”()[],;:.!?')
        if raw.startswith("l'") and raw[2:] in auxiliaries and j + 1 < n:
            g = _ending_gender(norm[j + 1], participle)
            if g is not None:
                return j + 1, g
        g = _ending_gender(raw, enclitic)
        if g is not None and raw.replace("-", "").isalpha():
            return j, g
    return None


#: Atonic third-person pronouns before a finite verb that show the person's gender (en-cues-26):
#: the accusatives "lo" (M) and "la" (F) of Spanish and Italian, and the Italian datives "gli"
#: (M) and "le" (F); the Spanish dative "le" shows none (RAE, *Nueva gramática*, ch. 16 on the
#: atonic pronouns, 16.11 on proclisis; Serianni, *Grammatica italiana*, ch. VII on the atonic
#: pronouns, VII.70).
_PROCLITICS: dict[str, dict[str, Realisation]] = {
    "es": {"lo": "M", "la": "F"},
    "it": {"lo": "M", "la": "F", "gli": "M", "le": "F"},
}
#: Atonic pronouns before which a "lo"/"la" is the second of a cluster ("se lo dio", "me la
#: presentó"): the accusative there is as often the thing given as the person, so it is not read.
_CLUSTER_FIRST = _words("se me te nos os le les si mi ti ci vi ne")


#: Words after which a Spanish "lo" is the neuter article of a free relative or of a
#: substantivised clause ("lo que dijo", "lo cual"): it names no person and shows no gender (RAE,
#: *Nueva gramática*, ch. 14 on the article, the neuter "lo"; ch. 44 on relatives, "lo que").
_NEUTER_LO_NEXT: dict[str, frozenset[str]] = {"es": _words("que cual cuales")}
#: Stressed third-person pronouns that follow a preposition as its term (rules-19).
_STRESSED_PREPOSITIONAL: dict[str, frozenset[str]] = {"es": _words("él ella"), "it": _words("lui lei")}
_TERM_PREPOSITIONS: dict[str, frozenset[str]] = {
    "es": _words("a de con para por en sin sobre entre hacia contra desde hasta ante tras según"),
    "it": _words("a di da in con su per tra fra verso senza contro presso"),
}
#: English subject pronouns and reflexives: neither is a preposition's term in the target
#: unless the English word follows a preposition itself ("for herself").
_SUBJECTS_AND_REFLEXIVES = _words("he she himself herself")


def _not_prepositional(toks: Sequence[Tok], start: int) -> bool:
    """Whether the English pronoun at ``start`` is a subject or a reflexive object not governed
    by a preposition ("he is torn", "distance herself"), in a sentence with no third-person
    pronoun after a preposition ("came to her"): that one's translation is a stressed pronoun
    after a preposition ("da lei"), and it is the same person's, so the reading stays. A
    possessive "her" after a preposition ("of her character") is no such pronoun (en-cues-35)."""
    if toks[start].low not in _SUBJECTS_AND_REFLEXIVES:
        return False
    if start > 0 and toks[start - 1].low in PREPOSITIONS:
        return False
    from fairmt.fairqe.cue_rules import _her_is_possessive

    # en-cues-35: a possessive "her" after a preposition ("the ambiguity of her character") is
    # a determiner of its noun, translated "su", never a stressed pronoun: it is no such one
    return not any(
        toks[k].low in _PERSONAL_PRONOUNS
        and toks[k - 1].low in PREPOSITIONS
        and not (toks[k].low == "her" and _her_is_possessive(toks, k))
        for k in range(1, len(toks))
    )


#: English prepositions whose pronoun object is the indirect object ("gave it to her", "bought it
#: for him"), rendered by the dative clitic.
_DATIVE_PREPOSITIONS = _words("to for")


def not_the_persons_clitic(norm: Sequence[str], j: int, lang: str, toks: Sequence[Tok], start: int) -> bool:
    """Whether the target word ``norm[j]`` chosen for an English personal pronoun (the source
    token at ``start``) cannot be that person's word (rules-19): the Spanish neuter article "lo"
    before a relative ("en lo que se conoció", :data:`_NEUTER_LO_NEXT`), or the accusative "lo"/"la"
    second in a clitic cluster ("se lo dio") when the English pronoun is the object of "to" or
    "for" ("gave it to her"): the dative is the first of the cluster, "se" for "le" before an
    accusative, and shows no gender, while the accusative is the thing given (RAE, *Nueva
    gramática*, ch. 16 on clitic clusters, 16.2 and 16.9 on "se" for "le"/"les"; Serianni,
    *Grammatica italiana*, ch. VII on the combined atonic pronouns "glielo", "me lo"); nor a
    stressed "él"/"ella", "lui"/"lei" after a preposition ("sacar provecho de ella", "distanciarse
    de él") for an English subject pronoun or a reflexive object not after a preposition: after a
    preposition the stressed pronoun is the preposition's term, never the subject, and a reflexive
    object is rendered by "se"/"si" (RAE, *Nueva gramática*, ch. 16 on the stressed pronouns as
    terms of a preposition and on reflexive clitics; Serianni, *Grammatica italiana*, ch. VII on
    "lui"/"lei" as complement forms and on the reflexive "si")."""
    word = norm[j]
    if (
        j > 0
        and word in _STRESSED_PREPOSITIONAL.get(lang, ())
        and norm[j - 1] in _TERM_PREPOSITIONS.get(lang, ())
        and _not_prepositional(toks, start)
    ):
        return True
    if word == "lo" and j + 1 < len(norm) and norm[j + 1] in _NEUTER_LO_NEXT.get(lang, frozenset()):
        return True
    if word not in ("lo", "la", "los", "las") or lang not in _PROCLITICS or j == 0:
        return False
    return norm[j - 1] in _CLUSTER_FIRST and start > 0 and toks[start - 1].low in _DATIVE_PREPOSITIONS


def _proclitic(
    norm: Sequence[str], tokens: Sequence[str], ref: float, lang: str, *, plural_verb: bool = False
) -> tuple[int, Realisation] | None:
    """An atonic third-person pronoun of :data:`_PROCLITICS` right before a word the dictionary
    reads only as a finite verb, within three tokens of the cue's expected place ``ref``: its
    token and gender (en-cues-26). No article stands before a finite verb, so the word is the
    object pronoun (proclisis, :func:`fairmt.inflect.apertium_morph.only_finite_verb`): "gli
    diede un premio" for "gave her a prize" shows the translation made the person a man.
    ``plural_verb``: the verb must be a third-person plural, the subjectless active that Spanish
    and Italian use for an English passive ("la arrestaron" for "he was arrested": the
    passive's subject becomes the object of a third-person plural with no subject: RAE, *Nueva
    gramática*, ch. 41 on impersonal sentences; Serianni, *Grammatica italiana*, ch. VII on the
    indefinite third-person plural). ex39: a first-person plural too, the active with the
    speakers as its subject that a translation puts for an agentless passive ("She will be
    missed" -> "La echaremos de menos"): the passive's subject is that verb's object all the same.
    Not after another atonic pronoun (:data:`_CLUSTER_FIRST`)
    or with a punctuation mark between the pronoun and its verb."""
    forms = _PROCLITICS.get(lang)
    morph = target_morphology(lang)
    if forms is None or morph is None:
        return None
    from fairmt.inflect.apertium_morph import only_finite_verb

    n = len(norm)
    near = sorted((j for j in range(n - 1) if abs(j - ref) <= 3), key=lambda j: (abs(j - ref), j))
    for j in near:
        g = forms.get(norm[j])
        if g is None or "'" in tokens[j] or not tokens[j].strip(_TGT_STRIP).isalpha():
            continue
        if tokens[j].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")):
            continue
        if j > 0 and norm[j - 1] in _CLUSTER_FIRST:
            continue
        readings = morph.readings(norm[j + 1]) or ()
        # ex40: a verb the dictionary lacks, by its preterite ending ("gli commissionò")
        if not only_finite_verb(readings) and not unknown_preterite(
            tokens[j + 1].strip(_TGT_STRIP), bool(readings), lang
        ):
            continue
        if plural_verb and not any(("p3" in r.tags or "p1" in r.tags) and "pl" in r.tags for r in readings):
            continue
        return j, g
    return None


#: Stressed third-person pronouns a Spanish dative clitic doubles ("le dieron a ella").
_DOUBLED: dict[str, dict[str, Realisation]] = {"es": {"él": "M", "ella": "F"}}


def _doubled_pronoun(norm: Sequence[str], ref: float, lang: str) -> tuple[int, Realisation] | None:
    """A stressed pronoun after "a" that doubles a dative clitic before it ("le trajeron a él
    pan y leche"), within four tokens of the cue's expected place ``ref``: its token and gender
    (en-cues-26). The doubled pronoun names the clitic's person and needs the clitic (RAE, *Nueva
    gramática*, ch. 16 on the doubling of pronominal complements), so "le" must stand at most
    three tokens before the "a"."""
    forms = _DOUBLED.get(lang)
    if forms is None:
        return None
    near = sorted((j for j in range(1, len(norm)) if abs(j - ref) <= 4), key=lambda j: (abs(j - ref), j))
    for j in near:
        g = forms.get(norm[j])
        if g is not None and norm[j - 1] == "a" and "le" in norm[max(0, j - 4) : j - 1]:
            return j, g
    return None


def after_english_verb(words: Sequence[str], k: int) -> bool:
    """Whether the English word before ``words[k]`` is a verb in Apertium's dictionary ("brought
    her bread", "gave her a prize"): there "her" may be the indirect object
    rather than a possessive (en-cues-26)."""
    if k <= 0:
        return False
    from fairmt.inflect.apertium_morph import morphology

    english = morphology("en")
    readings = (english.readings(words[k - 1].lower()) if english is not None else None) or ()
    return any(r.pos == "vblex" for r in readings)


#: Forms of English "be" before a passive participle.
_BE_FORMS = _words("be is are was were been being")


def english_passive(words: Sequence[str], k: int) -> bool:
    """Whether the English word ``words[k]`` is a past participle after a form of "be" (at most
    one adverb between: "was elected", "be locked", "was later buried"), by Apertium's English
    dictionary (en-cues-26)."""
    if k <= 0 or k >= len(words):
        return False
    before = [w.lower() for w in words[max(0, k - 2) : k]]
    if not before or (before[-1] not in _BE_FORMS and (len(before) < 2 or before[0] not in _BE_FORMS)):
        return False
    from fairmt.inflect.apertium_morph import morphology

    english = morphology("en")
    if english is None:
        return False
    readings = english.readings(words[k].lower()) or ()
    return any("pp" in r.tags for r in readings)


_POSSESSOR_DATIVES = {k: _split_genders(v) for k, v in lex.POSSESSOR_DATIVES.items()}


def _possessor_dative(
    norm: Sequence[str], tokens: Sequence[str], ref: float, lang: str, window: float = 2
) -> tuple[int, Realisation] | None:
    """A possessive "her"/"his" the target wrote as a dative clitic on an infinitive or gerund
    ("toglierle il diritto"), within ``window`` tokens of the cue's expected place ``ref``: its
    token and gender (``cue_lexicon.POSSESSOR_DATIVES``, en-cues-17)."""
    endings = _POSSESSOR_DATIVES.get(lang)
    if endings is None:
        return None
    near = sorted((j for j in range(len(norm)) if abs(j - ref) <= window), key=lambda j: (abs(j - ref), j))
    for j in near:
        raw = tokens[j].lower().strip('"«»“”()[],;:.!?')
        g = _ending_gender(raw, endings)
        if g is not None and raw.isalpha():
            return j, g
    return None


#: The intensifier after a reflexive pronoun, which agrees with the person ("sí mismo", "se stessa").
_INTENSIFIERS: dict[str, dict[str, Realisation]] = {
    "es": {"mismo": "M", "misma": "F"},
    "it": {"stesso": "M", "stessa": "F"},
    "pt": {"mesmo": "M", "mesma": "F"},
}

#: The intensifier beside a name, which agrees with the person ("el propio Lennox", "la stessa
#: Peniston", "Lennox mismo"): the emphatic "himself"/"herself" after a name (RAE, *Nueva
#: gramática* 16.5 on "propio"/"mismo" as identifying adjectives; Treccani, "stesso").
_NAME_INTENSIFIERS: dict[str, dict[str, Realisation]] = {
    "es": {"propio": "M", "propia": "F", "mismo": "M", "misma": "F"},
    "it": {"stesso": "M", "stessa": "F"},
    "pt": {"próprio": "M", "própria": "F", "mesmo": "M", "mesma": "F"},
}


def _name_intensifier(
    norm: Sequence[str], tokens: Sequence[str], ref: float, lang: str, names: frozenset[str]
) -> tuple[int, Realisation] | None:
    """The intensifier that agrees with an emphatic "himself"/"herself" said of a name
    (en-cues-16): a form of :data:`_NAME_INTENSIFIERS` right before a name the translation copies
    from the source ("el propio Lennox", "dalla stessa Peniston") or right after one ("Lennox
    mismo"), within four tokens of the cue's expected place ``ref``; its token and gender. Beside
    anything but a copied name it is left alone: "su propia empresa" agrees with the company."""
    forms = _NAME_INTENSIFIERS.get(lang)
    if not forms or not names:
        return None
    n = len(norm)
    near = sorted((j for j in range(n) if abs(j - ref) <= 4), key=lambda j: (abs(j - ref), j))
    for j in near:
        g = forms.get(norm[j])
        if g is None:
            continue
        after = j + 1 < n and tokens[j + 1].strip(_TGT_STRIP) in names
        before = j > 0 and tokens[j - 1].strip(_TGT_STRIP) in names and not tokens[j - 1].endswith(",")
        if after or before:
            return j, g
    return None


#: Note of a cue whose target the aligner (or a cognate) placed and the analyser read: no known
#: translation of the English word is there, so the reading may be another word's (rules-9 weighs it).
ALIGNER_NOTE = "read on the word the aligner linked"

#: Note of a predicate cue whose target agrees with another subject: the inflector must not read it.
OTHER_SUBJECT_NOTE = "its clause has another subject (a dative clitic before the copula)"


#: French impersonal verbs and "y" after an impersonal "il" ("il faut", "il lui a fallu", "il y a").
_IMPERSONAL_FR = _words("faut fallait fallut fallu faudra faudrait faille y agit agissait semble semblait")
_IMPERSONAL_BETWEEN = _words("lui leur me te nous vous en ne a avait aura aurait eut")


def _impersonal_il(norm: Sequence[str], j: int) -> bool:
    """Whether the French "il" at ``j`` is impersonal: an impersonal verb (or "y") within the next
    three words, past clitics and auxiliaries ("Il lui a fallu promettre") (en-cues-14)."""
    if norm[j] != "il":
        return False
    for k in range(j + 1, min(len(norm), j + 4)):
        if norm[k] in _IMPERSONAL_FR:
            return True
        if norm[k] not in _IMPERSONAL_BETWEEN:
            return False
    return False


def _article_before_noun(lang: str, tokens: Sequence[str], norm: Sequence[str], j: int) -> bool:
    """Whether the target word ``j`` a him/her cue reached is an article of the next word (es,
    it, fr: "la", "le", "lo" before a word Apertium's dictionary does not read as a verb, or
    before a possessive or another determiner), not an object clitic ("la sua carriera", "la
    scuola"; "la vide" stays a clitic). A word the dictionary does not know counts as a noun.
    (en-cues-14)"""
    dets = target_determiners(lang)
    morph = target_morphology(lang)
    if morph is None or dets is None or norm[j] not in dets or j + 1 >= len(tokens):
        return False
    if tokens[j].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")) or "'" in tokens[j]:
        return False
    nxt = norm[j + 1]
    if not nxt.isalpha():
        return False
    readings = morph.readings(nxt) or ()
    if unknown_preterite(tokens[j + 1].strip(_TGT_STRIP), bool(readings), lang):
        return False  # ex40: "gli commissionò il lavoro": a verb the dictionary lacks
    return not any(r.pos.startswith(("vb", "vaux")) for r in readings)


def _after_dative_copula(lang: str, norm: Sequence[str], j: int) -> bool:
    """Whether the predicate word ``j`` follows a copula that follows a dative clitic ("le fu
    diagnosticato", "gli è stato assegnato"): the clause's subject is another noun (en-cues-14).
    The participle of *essere* in a compound passive ("le era stato diagnosticato") is passed
    over like a non-agreeing auxiliary (en-cues-17): it agrees with that other subject too."""
    rules = _SUBJECT_PREDICATE.get(lang) or _NAME_PREDICATE.get(lang)
    if rules is None:
        return False
    for k in range(j - 1, max(-1, j - 4), -1):
        if norm[k] in rules.copulas:
            return k > 0 and norm[k - 1] in rules.dative
        if (
            norm[k] not in rules.between
            and norm[k] not in _INVARIANT_AUX
            and norm[k] not in _ESSERE_PARTICIPLES
        ):
            return False
    return False


#: The past participle of Italian *essere* in compound tenses (Treccani, "essere": "è stato
#: assegnato", "era stata diagnosticata"), between a copula and the participle it helps.
_ESSERE_PARTICIPLES = _words("stato stata stati state")


def _formal_sie(tokens: Sequence[str], j: int) -> bool:
    """German "Sie"/"Ihr"/"Ihnen" capitalised inside a sentence: the polite second person."""
    word = tokens[j].strip("\"'„“”‚‘’«»()[],;:.!?")
    if word not in ("Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"):
        return False
    if j == 0 or tokens[j].startswith(("„", "“", '"', "«", "‚")):
        return False  # a sentence (or a quotation) starts here: "Sie" may be "she"/"they"
    prev = tokens[j - 1].rstrip("\"'“”‘’»)")
    return not prev.endswith((".", "!", "?", ":", "…"))


_GENDER: dict[Gender, Realisation] = {Gender.MALE: "M", Gender.FEMALE: "F", Gender.NEUTRAL: "N"}
_BINARY: dict[Gender, Realisation] = {Gender.MALE: "M", Gender.FEMALE: "F"}


_SPAN_STOP_LEFT = {k: _words(v) for k, v in lex.SPAN_FUNCTION_WORDS.items()}
_SPAN_STOP_RIGHT = {
    k: _SPAN_STOP_LEFT[k] | _words(lex.SPAN_FUSED_PREPOSITIONS.get(k, "")) for k in _SPAN_STOP_LEFT
}


def trim_aligned_span(norm: Sequence[str], linked: Sequence[int], anchor: int, lang: str) -> list[int]:
    """The linked target words within two tokens of ``anchor`` that are in its phrase: the
    span stops at a preposition or conjunction on either side (a fused preposition only on
    the right), so "testimone fino a" and "testimone in contraddittorio" give "testimone"
    (en-cues-19, :data:`fairmt.fairqe.cue_lexicon.SPAN_FUNCTION_WORDS`). Languages without a
    list keep every linked word within two tokens."""
    near = [j for j in linked if abs(j - anchor) <= 2]
    left, right = _SPAN_STOP_LEFT.get(lang), _SPAN_STOP_RIGHT.get(lang)
    if left is None or right is None:
        return near
    lo, hi = anchor, anchor
    while lo - 1 >= anchor - 2 and lo - 1 >= 0 and norm[lo - 1] not in left:
        lo -= 1
    while hi + 1 <= anchor + 2 and hi + 1 < len(norm) and norm[hi + 1] not in right:
        hi += 1
    return [j for j in near if lo <= j <= hi]


def span_function_word(word: str, lang: str) -> bool:
    """Whether ``word`` is a preposition or conjunction of ``lang`` (a span cannot be one)."""
    stop = _SPAN_STOP_RIGHT.get(lang)
    return stop is not None and word in stop
