"""Italian clause boundaries and predicative nouns, from Apertium's Italian dictionary (issue 12).

Two facts the Italian inflector's predicate rule needs and reads from the analyser rather than
from word lists:

Where a clause opens (:func:`opens_clause`)
    A subject's predicate is looked for only when the subject opens its clause: at the start of
    the sentence, after punctuation, or after a word that opens a clause. The dictionary tags
    conjunctions as such: coordinating ``<cnjcoo>`` (*e*, *ma*, *o*, *però*, *cioè*),
    subordinating ``<cnjsub>`` (*che*) and adverbial ``<cnjadv>`` (*sicché*, *siccome*,
    *poiché*, *finché*, *affinché*, *dunque*, *sebbene*, *giacché*). A fixed list had only the
    commonest of them, so "sicché gli impiegati erano liberi" kept "liberi" when the
    employees became feminine. Connective adverbs the dictionary tags ``<adv>`` only
    (*quindi*, *perciò*, *così*, *allora*) open a clause just as well and are listed; a
    preposition reading (*come* "like", *nonostante* "despite") keeps the word out, as a noun
    phrase may follow it inside the clause.

Predicative nouns (:func:`predicative_noun`)
    After *essere*, a bare noun (no determiner) that denotes a person is the subject's
    predicative and agrees with it: "Gli impiegati erano pigri" -> "Le impiegate erano pigre",
    "È medico" -> "È medica". The dictionary lists some such words only as nouns
    (``pigro<n><m>`` / ``pigro<n><f>``), so the adjective rule never saw them. The form in the
    other gender is the dictionary's own (:meth:`Morphology.noun_pair`), in the same number; a
    noun without one (``persona``, ``vittima``) or a thing is left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.italian_words import BEFORE_FINITE_VERB

__all__ = ["CONNECTIVES", "after_relative_predicate", "clitic_participle", "opens_clause", "predicative_noun"]

#: Connective adverbs that open a clause (the dictionary tags them ``<adv>`` only).
CONNECTIVES = frozenset(["così", "cosi'", "quindi", "allora", "dunque", "pertanto", "perciò", "percio'"])

_CONJUNCTIONS = frozenset(["cnjcoo", "cnjsub", "cnjadv"])

#: it-inflect-35: subordinating conjunctions and connectives the dictionary tags otherwise
#: ("benché" <adv>, "quando" <adv>/<rel>, "nonostante" also <pr>, "qualora", "purché" unknown),
#: which open a clause whose subject may follow (Serianni, *Grammatica italiana*, XIV.1-8 on the
#: subordinating conjunctions: "Nonostante la scienziata fosse invitata", "quando la medica arrivò").
#: "nonostante" before a noun alone is the preposition, but then no verb of that noun follows.
_CLAUSE_OPENERS = frozenset(
    ["benché", "nonostante", "quando", "purché", "qualora", "laddove", "tuttavia", "eppure"]
)


def opens_clause(word: str) -> bool:
    """Whether ``word`` (lower case) opens a clause: a conjunction by the dictionary with no
    preposition reading, or a connective adverb (:data:`CONNECTIVES`). ``False`` without the
    dictionary."""
    if word in CONNECTIVES or word in _CLAUSE_OPENERS:
        return True
    morph = morphology("it")
    if morph is None:
        return False
    rs = morph.readings(word)
    return any(r.pos in _CONJUNCTIONS for r in rs) and not any(r.pos == "pr" for r in rs)


def predicative_noun(word: str, gender: str, is_person: Callable[[str], bool]) -> str | None:
    """The bare predicative noun ``word`` (lower case) in ``gender`` (``"F"``/``"M"``), same
    number, when it is a person noun (``is_person``) that the dictionary has in both genders
    and that has no adjective or verb reading (those are the adjective rule's); ``None``
    otherwise. A word already in ``gender`` is returned as it is."""
    morph = morphology("it")
    if morph is None or not word.isalpha():
        return None
    rs = morph.readings(word)
    if not rs or any(r.pos != "n" for r in rs) or not is_person(word):
        return None
    numbers = {r.number for r in rs if r.number in ("sg", "pl")}
    number = next(iter(numbers)) if len(numbers) == 1 else None
    if number is None:
        return None
    new = morph.noun_pair(word, gender, number)
    if new is None:
        return None
    other = "M" if gender == "F" else "F"
    if new == word and morph.noun_pair(word, other, number) in (None, word):
        return None  # one form for both genders: nothing to agree
    return new


def clitic_participle(tokens: list[str], k: int, gender: str, avere: frozenset[str]) -> list[str]:
    """``tokens`` with the past participle after the accusative clitic ``tokens[k]`` ("lo"/"la",
    already realised) and a form of *avere* (``avere``: its forms, lower case) in ``gender``,
    same number, as the dictionary gives it; unchanged when there is no such participle."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or k + 2 >= len(tokens):
        return tokens
    clitic, aux = Word.parse(tokens[k]), Word.parse(tokens[k + 1])
    if clitic.core.lower() not in ("lo", "la") or clitic.post.strip() or aux.core.lower() not in avere:
        return tokens
    if aux.post.strip():
        return tokens
    part = Word.parse(tokens[k + 2])
    low = part.core.lower()
    if not any(r.pos == "vblex" and "pp" in r.tags for r in morph.readings(low)):
        return tokens
    new = morph.agree(low, gender, "sg")
    if new is None or new == low:
        return tokens
    out = list(tokens)
    out[k + 2] = part.render(new)
    return out


def after_relative_predicate(
    tokens: Sequence[str],
    k: int,
    essere: AbstractSet[str],
    between: AbstractSet[str],
    essere_participles: AbstractSet[str],
) -> int | None:
    """The index of a finite form of *essere* (``essere``: its forms) that follows, with
    nothing else between, the copular predicate of a subject relative clause starting at ``k``
    (the word after "che"): a form of *essere*, its participle ("che è stato scelto"), then only
    adverbs (``between``) and words the dictionary reads as adjectives, participles or bare
    nouns (among other readings: "scelta" is also "the choice"; "presenti" is only a noun).
    ``None`` when the relative clause is anything else (another verb, an object, punctuation),
    as its end is then unknown: "L'attrice
    che è stata scelta *è* famosa". A relative between commas ends at its closing comma
    ("Il cugino, che era stanco, *è* arrivato"). A relative clause with a verb other than
    *essere* is :func:`_after_verbal_relative`'s."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or k >= len(tokens):
        return None
    closed = after_appositive_relative(tokens, k, essere)
    if closed is not None:
        return closed
    # it-inflect-30: a reflexive or negated copular relative ("che si è presa cura di me",
    # "che non era pronta"): the unstressed clitics and "non" before its *essere*.
    v = k
    while v + 1 < len(tokens) and Word.parse(tokens[v]).core.lower() in _CLITICS:
        if Word.parse(tokens[v]).post.strip():
            return None
        v += 1
    if Word.parse(tokens[v]).core.lower() not in essere:
        return _after_verbal_relative(tokens, k, essere, between)
    j = v + 1
    seen = False
    # A non-restrictive relative opens and closes with a comma ("Il mio cugino, che era
    # stanco, è arrivato"): the main predicate follows the closing comma.
    commas = k >= 2 and Word.parse(tokens[k - 2]).post.strip() == ","
    while j < len(tokens):
        if Word.parse(tokens[j - 1]).post.strip():
            low = Word.parse(tokens[j]).core.lower()
            if commas and seen and Word.parse(tokens[j - 1]).post.strip() == "," and low in essere:
                return j
            return None
        low = Word.parse(tokens[j]).core.lower()
        if low in essere_participles and not seen:
            j += 1
            continue
        if low in essere and seen:
            return j
        if low in between and low not in ("si", "ne", "ci", "vi", "mi", "ti"):
            j += 1
            continue
        past = _prepositional_phrase(tokens, j, essere)
        if past > j:
            # it-inflect-30: a complement of the relative's predicate ("che era *in ritardo*",
            # "che si è presa cura *di me*"): it cannot hold the main verb.
            seen = True
            j = past
            continue
        rs = morph.readings(low)
        if seen and any(r.pos == "adv" for r in rs) and not any(r.pos in _PHRASE_POS for r in rs):
            # it-inflect-30: an adverb the dictionary reads only so, after the relative's
            # predicate ("che sono arrivate *tardi*"), as in :func:`_after_verbal_relative`.
            j += 1
            continue
        # A bare noun is a predicative too: the dictionary lists some common-gender adjectives
        # only as nouns ("presente<n><mf>": "Quelli che erano presenti erano contenti").
        if not any(r.pos in ("adj", "n") or (r.pos in ("vblex", "vbser") and "pp" in r.tags) for r in rs):
            return None
        seen = True
        j += 1
    return None


def after_appositive_relative(tokens: Sequence[str], k: int, essere: AbstractSet[str]) -> int | None:
    """pairs28 (it-inflect-28): the main clause's finite *essere* right after the closing comma
    of a non-restrictive relative clause whose verb is at ``k`` ("L'infermiera, che ho
    conosciuto ieri, *era* stanca", "La traduttrice, che vive a Roma, *è* stata premiata").

    An appositive (*esplicativa*) relative clause is set off by commas on both sides, and the
    main clause resumes after the second one (Serianni, *Grammatica italiana*, XIV.246-251 on
    restrictive and appositive relatives; Treccani, *Enciclopedia dell'Italiano*, "relative,
    frasi": the appositive relative is "un inciso" between commas). So when "che" follows a
    comma, whatever its clause holds (an object, a prepositional phrase, an adverb), the first
    comma after it closes it; a finite form of *essere* right there is the main predicate's,
    which agrees with the subject before the relative. ``None`` when the relative does not
    open after a comma, when the sentence ends (or a stronger stop than a comma comes) first,
    or when the word after the closing comma is not a form of *essere*."""
    from fairmt.inflect.base import Word

    if k < 2 or Word.parse(tokens[k - 2]).post.strip() != ",":
        return None
    j = k
    while j < len(tokens) - 1:
        post = Word.parse(tokens[j]).post.strip()
        if post == ",":
            nxt = Word.parse(tokens[j + 1]).core.lower()
            return j + 1 if nxt in essere else None
        if post:
            return None  # a full stop, a colon, a dash: the clause's end is unknown
        j += 1
    return None


#: Unstressed clitics that may stand before the finite verb of a relative clause.
_CLITICS = frozenset(["mi", "ti", "ci", "vi", "si", "ne", "lo", "la", "li", "le", "gli", "non"])

#: Readings that could open a phrase of their own inside the relative clause: a word with one
#: of them ends the search even when it is also an adverb ("bene", "male", "molto", "spesso").
_PHRASE_POS = frozenset(["n", "np", "det", "pr", "adj", "prn", "preadv"])

#: Finite tense tags in Apertium's Italian dictionary (indicative, subjunctive, conditional).
_FINITE = frozenset(["pri", "pii", "ifi", "fti", "prs", "pis", "cni"])


def _finite_verb(readings: Sequence[Reading]) -> bool:
    """Whether one of ``readings`` is a finite verb form."""
    return any(r.pos in ("vblex", "vbhaver", "vbmod") and _FINITE & set(r.tags) for r in readings)


#: it-inflect-46: the third-person plural endings of the imperfect and of the simple past of the
#: three conjugations (Serianni, *Grammatica italiana*, XI.53-60): "assediavano", "sorvegliarono".
#: No Italian noun or adjective ends so.
_FINITE_PLURAL_ENDINGS = ("avano", "evano", "ivano", "arono", "erono", "irono")


def unknown_finite_plural(word: str) -> bool:
    """Whether ``word`` (lower case), unknown to the dictionary, is a regular third-person plural
    imperfect or simple past by its ending (:data:`_FINITE_PLURAL_ENDINGS`): "assediavano"."""
    morph = morphology("it")
    if morph is None or len(word) < 8 or not word.isalpha() or not word.endswith(_FINITE_PLURAL_ENDINGS):
        return False
    return not morph.readings(word)


#: The masculine singular endings of the regular past participle, the form after *avere*
#: (Serianni XI.83-91).
_REGULAR_PP = ("ato", "uto", "ito")


def _after_verbal_relative(
    tokens: Sequence[str], k: int, essere: AbstractSet[str], between: AbstractSet[str]
) -> int | None:
    """The main clause's form of *essere* after a relative clause made of one finite verb
    other than *essere* (``tokens[k]``, after unstressed clitics and "non"), an optional past
    participle when that verb is *avere*, then only adverbs (``between``, or words the dictionary
    reads as adverbs and never as a noun, determiner, preposition or adjective: "presto" is also
    a verb form, "spesso" also an adjective) or words the
    dictionary does not know (untranslated words in MT output): "L'amico che chiamai *è* stato
    preoccupato", "I vicini che vivono upstairs *è* molto rumoroso", "Quelli che rimasero *è*
    stato stanco".

    A relative clause on a subject that opens the sentence ends before the main verb, and the
    main predicate agrees with that subject (Serianni, *Grammatica italiana*, XIV.246-251 on
    relative clauses; Treccani, *Enciclopedia dell'Italiano*, "relative, frasi"). The end of
    the relative is only known when nothing in it could start a phrase of its own: any noun,
    determiner, preposition, adjective, conjunction or punctuation returns ``None``, except
    one object noun phrase right after the verb (:func:`_object_phrase`, it-inflect-19): "Gli
    ingegneri che hanno disegnato il ponte *erano* fieri". The verb's reading, the
    participle's and the adverbs' come from Apertium's Italian dictionary (``apertium-ita``)."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None:
        return None
    j = k
    while j < len(tokens) and Word.parse(tokens[j]).core.lower() in _CLITICS:
        if Word.parse(tokens[j]).post.strip():
            return None
        j += 1
    if j >= len(tokens) or not (
        _finite_verb(morph.readings(Word.parse(tokens[j]).core.lower()))
        or unknown_finite_plural(Word.parse(tokens[j]).core.lower())
    ):
        return None
    verb = Word.parse(tokens[j])
    if verb.core.lower() in essere:
        return None
    avere = any(r.lemma == "avere" for r in morph.readings(verb.core.lower()))
    j += 1
    if avere and j < len(tokens) and not verb.post.strip():
        low = Word.parse(tokens[j]).core.lower()
        rs = morph.readings(low)
        # it-inflect-32: or a regular participle of a verb the dictionary lacks ("ha scattato")
        if any(r.pos == "vblex" and "pp" in r.tags for r in rs) or (not rs and low.endswith(_REGULAR_PP)):
            j += 1
    if j < len(tokens) and not Word.parse(tokens[j - 1]).post.strip():
        j = _object_phrase(tokens, j, essere)
    while j < len(tokens):
        if Word.parse(tokens[j - 1]).post.strip():
            return None
        w = Word.parse(tokens[j])
        low = w.core.lower()
        if low in essere:
            return j
        rs = morph.readings(low)
        adverb = any(r.pos == "adv" for r in rs) and not any(r.pos in _PHRASE_POS for r in rs)
        if low in between or adverb or (not rs and low.isalpha()):
            j += 1
            continue
        past = _prepositional_phrase(tokens, j, essere)
        if past > j:
            # it-inflect-32: a complement of the relative's verb ("che lavorano *in questo
            # ospedale*"), as in a copular relative (after_relative_predicate).
            j = past
            continue
        return None
    return None


#: Articles and demonstratives that open a direct object's noun phrase (Serianni, *Grammatica
#: italiana*, IV.1-4 and VII.118-130).
_OBJECT_DETERMINERS = frozenset(
    ["il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "questo", "questa", "questi", "queste"]
)
_ELIDED_DETERMINERS = ("l'", "un'", "quest'")
_POSSESSIVE_DETERMINERS = (
    frozenset(f"{stem}{end}" for stem in ("mi", "tu", "su") for end in ("o", "a", "oi", "e"))
    | frozenset(f"{stem}{end}" for stem in ("nostr", "vostr") for end in "oaie")
    | {"loro"}
)


def _object_phrase(tokens: Sequence[str], j: int, essere: AbstractSet[str]) -> int:
    """The index after a direct object's noun phrase at ``j`` (an article, demonstrative or
    possessive, or an elided article on its noun, then up to three words the dictionary reads
    as nouns or adjectives and never as a finite verb, one of them a noun), or ``j`` when none
    stands there: "che ha disegnato *il ponte*", "chi visitò *l'ospedale nuovo*".

    In a relative clause on the sentence's subject, a verb's object phrase ends where the main
    clause's finite *essere* follows: a finite verb opens a clause of its own, and the
    relative has its verb already (Serianni, *Grammatica italiana*, XIV.246-251; the
    predicate of the main clause agrees with its subject, XI.9). A preposition, a
    conjunction, a "di" complement or punctuation in the phrase ends the search unchanged."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or j >= len(tokens):
        return j
    first = Word.parse(tokens[j])
    low = first.core.lower()
    nouns = 0
    k = j + 1
    elided = next((d for d in _ELIDED_DETERMINERS if low.startswith(d) and len(low) > len(d)), None)
    if elided is not None:
        # it-inflect-43: right after its article a word with a noun reading is that noun, even
        # where the dictionary also has a finite verb of that form ("l'articolo": "I
        # articulate"); an article never stands before a finite verb.
        if not any(r.pos == "n" for r in morph.readings(low[len(elided) :])):
            return j
        nouns = 1
        if first.post.strip():
            return j
    elif low in _OBJECT_DETERMINERS or low in _POSSESSIVE_DETERMINERS:
        if first.post.strip():
            return j
    else:
        return j
    end = k
    while k < len(tokens) and k < j + 4:
        w = Word.parse(tokens[k])
        wl = w.core.lower()
        if wl in essere or (wl in BEFORE_FINITE_VERB and k > (j if elided is not None else j + 1)):
            # it-inflect-58: the negation or an unstressed clitic of the main verb ends the object
            # too ("Le inquiline che pagavano l'affitto *non* sono state sfrattate", "... *si* sono
            # lamentate"): neither stands inside a noun phrase (Serianni VII.29ff. on the clitics'
            # place before the finite verb)
            break
        rs = morph.readings(wl)
        if wl == "di" and nouns and k + 1 < len(tokens) and not w.post.strip() and _bare_noun(tokens[k + 1]):
            # it-inflect-58: a bare "di" + noun after the object's noun classifies it ("il biglietto
            # *di andata*", "la quota di iscrizione"; Serianni VIII.36ff.): no article, so no
            # referent of its own whose clause the main verb could be; "del vicino" still ends
            # the search unchanged
            k += 2
            end = k
            if Word.parse(tokens[k - 1]).post.strip():
                return j
            continue
        # it-inflect-43: the word right after the article is its noun when the dictionary has a
        # noun reading or only a participle's ("la partita", read only as *partire*'s), also
        # where it has a finite verb of that form too.
        after_article = (
            k == j + 1
            and elided is None
            and bool(rs)
            and all(r.pos == "n" or "pp" in r.tags or _finite_verb([r]) for r in rs)
            and any(r.pos == "n" or "pp" in r.tags for r in rs)
        )
        if not after_article and not _nominal(rs, False):
            return j
        nouns += after_article or any(r.pos == "n" for r in rs)
        k += 1
        end = k
        if w.post.strip():
            return j
    if nouns == 0 or (end == j + 1 and elided is None):
        return j
    return end


def _bare_noun(token: str) -> bool:
    """it-inflect-58: whether ``token`` is a lower-case word the dictionary reads only as a noun
    (no article, determiner or verb reading: "sicurezza", "iscrizione")."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    w = Word.parse(token)
    if morph is None or not w.core.islower() or w.pre.strip():
        return False
    rs = morph.readings(w.core)
    return bool(rs) and all(r.pos == "n" for r in rs)


def _nominal(readings: Sequence[Reading], noun: bool) -> bool:
    """Whether ``readings`` are those of a noun (``noun``) or of a noun or adjective, with no
    finite verb reading among them."""
    if not readings or _finite_verb(readings):
        return False
    wanted = ("n",) if noun else ("n", "adj")
    return any(r.pos in wanted for r in readings) and all(
        r.pos in ("n", "adj") or (r.pos in ("vblex", "vbser") and "pp" in r.tags) for r in readings
    )


#: Prepositions elided and contracted with the article on the noun ("all'ospedale",
#: "dell'ufficio"; Serianni, *Grammatica italiana*, VIII.80-84 on the articulated prepositions).
_ELIDED_PREPOSITIONS = ("all'", "dall'", "dell'", "nell'", "sull'", "coll'", "d'")

#: Readings that end a prepositional phrase's noun group.
_NOT_NOMINAL = frozenset(["det", "pr", "prn", "cnjcoo", "cnjsub", "cnjadv", "vbser", "vbhaver", "vbmod"])


def _prepositional_phrase(tokens: Sequence[str], j: int, essere: AbstractSet[str]) -> int:
    """it-inflect-30: the index after a prepositional phrase at ``j`` inside a copular relative
    clause, or ``j`` when none stands there: a preposition (simple or articulated, by the
    dictionary) with a stressed pronoun ("di me", "con lei") or with a noun group (an optional
    article, demonstrative or possessive after a simple preposition, then up to three words
    the dictionary reads as nouns or adjectives, one of them a noun): "che era *in ritardo*",
    "che si è presa cura *di me*", "che era *con la madre*", "che è stata *all'ospedale*".

    Right after a preposition and its article no finite verb can stand, so a word the
    dictionary also reads as one ("ritardo", "cura") is the noun here; a finite *essere*, a
    determiner, a pronoun, a conjunction or any punctuation ends the group (Serianni,
    *Grammatica italiana*, VIII on prepositional phrases; a relative clause ends before the
    main clause's verb, XIV.246-251). Any punctuation inside the phrase gives ``j``: the
    clause's end is then unknown."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or j + 1 >= len(tokens):
        return j
    first = Word.parse(tokens[j])
    low = first.core.lower()
    k = j + 1
    elided = next((p for p in _ELIDED_PREPOSITIONS if low.startswith(p) and len(low) > len(p)), None)
    if elided is not None:
        if not any(r.pos == "n" for r in morph.readings(low[len(elided) :])) or first.post.strip():
            return j
        nouns = 1
    else:
        rs = morph.readings(low)
        if first.post.strip() or not rs or not all(r.pos == "pr" for r in rs):
            return j
        nxt = Word.parse(tokens[k])
        nl = nxt.core.lower()
        # it-inflect-32: a demonstrative before its noun is no pronoun ("in questo ospedale"),
        # and a possessive may follow an articulated preposition ("nel mio palazzo").
        if (
            nl not in essere
            and nl not in _OBJECT_DETERMINERS
            and any(r.pos == "prn" and "tn" in r.tags for r in morph.readings(nl))
        ):
            return j if nxt.post.strip() else k + 1
        articled = any("det" in r.tags for r in rs)
        if nl in _POSSESSIVE_DETERMINERS or (not articled and nl in _OBJECT_DETERMINERS):
            if nxt.post.strip():
                return j
            k += 1
        nouns = 0
    end = k
    while k < len(tokens) and k < j + 5:
        w = Word.parse(tokens[k])
        wl = w.core.lower()
        rs = morph.readings(wl)
        if (
            wl in essere
            or not any(r.pos in ("n", "adj") for r in rs)
            or any(r.pos in _NOT_NOMINAL for r in rs)
        ):
            break
        nouns += any(r.pos == "n" for r in rs)
        k += 1
        end = k
        if w.post.strip():
            return j
    return end if nouns else j
