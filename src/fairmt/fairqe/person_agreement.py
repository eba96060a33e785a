"""Words of a pro-drop translation that agree with the source's one person (en-cues-15).

Two readings the explicit check of Spanish and Italian lacked, where the translation shows a
person's gender only by agreement and no word of it translates a gendered English word:

* :func:`inflector_gender` -- the gender of an agreeing word Apertium's dictionary does not
  know ("propensa", "risucchiata", "comprensiva"), read through the language's inflector: a
  word that realising in the feminine leaves unchanged and realising in the masculine changes
  is feminine, and the reverse. The inflector builds its forms from the same regular endings a
  reader would use, so an unknown adjective or participle is read as it would be realised.
  Only singular -a/-o words qualify: a plural's gender is its group's, and other endings
  (-e, -ista) show no gender.

* :data:`DATIVE_CLITICS` -- the dative clitic of a passive or copular clause with no subject of
  its own ("Alla fine del 2015 le fu diagnosticato un cancro": the English "she was diagnosed"
  makes the person the Italian clause's dative, and the participle agrees with the illness);
  also after "che" (:data:`DATIVE_OPENERS`: "il cancro che le era stato diagnosticato").

* :data:`PERSON_PRONOUNS` -- a third-person pronoun the translation writes where English has
  another word or none ("identified herself" -> "ella se identificó"), not after a preposition
  that may take a thing ("de ella").

* :func:`reflexive_agreement` -- an intensified reflexive or "alone" after the verb ("general
  manager di se stessa", "cominciò a prodursi da sola", "lo hizo por sí misma").

* :func:`reflexive_predicatives` -- the predicative of a pronominal verb ("se sintió atraída",
  "si trovò risucchiata", "se declaró culpable"): the third-person reflexive clitic, a finite
  third-person singular verb, then a gendered participle or adjective, which agrees with the
  clause's subject. Not when a determiner follows it ("se considera necesaria la reforma":
  the impersonal "se" with the subject after the predicate).

* :func:`fronted_predicative` -- an adjective or participle phrase that opens the sentence and
  is closed by a comma ("Nacida en Lima, estudió ...", "Piuttosto autoritaria, ha dato ...",
  "Una volta eletto, ha organizzato ..."): an absolute or appositive predicative, which agrees
  with the subject of the main clause that follows. When that clause starts with no article
  (a verb or clitic of a dropped subject, a name, an adverb), its subject is the sentence's
  person, not a noun of the translation ("Costruita nel 1900, la casa ...": an article, so
  nothing is read).

All are used only where the source names one person (the caller's gate,
:meth:`fairmt.fairqe.cues.RuleCueDetector._referent_predicates`), so the person the word agrees
with is the one the explicit cue is about.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from fairmt.fairqe.types import Realisation

__all__ = [
    "DATIVE_CLITICS",
    "DATIVE_OPENERS",
    "FRONTED_LANGUAGES",
    "PERSON_PRONOUNS",
    "fronted_predicative",
    "inflector_gender",
    "person_pronouns",
    "reflexive_agreement",
    "reflexive_predicatives",
]

#: Languages whose dropped subjects make a fronted predicative the person's (pro-drop targets
#: with a Romance inflector that realises adjectives and participles).
FRONTED_LANGUAGES = frozenset({"es", "it"})


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Dative clitics that show the person's gender (Italian "le" feminine, "gli" masculine; the
#: Spanish "le" shows none). Right before a form of *essere* they are datives, never the
#: accusative plural "le": a passive or copular clause takes no direct object ("le fu
#: diagnosticato un cancro", "gli venne assegnato il premio").
DATIVE_CLITICS: dict[str, dict[str, Realisation]] = {"it": {"le": "F", "gli": "M"}}

#: Words after which such a dative clitic is read although the clause has a subject of its own
#: (en-cues-17): the Italian "che", relative pronoun or complementiser (Treccani, "che"), opens a
#: clause whose subject is "che" itself or a noun after the verb, never the dative, so the dative
#: is still the person ("il cancro che le era stato diagnosticato", "disse che gli era stato
#: offerto un posto").
DATIVE_OPENERS: dict[str, frozenset[str]] = {"it": frozenset({"che"})}

#: Third-person singular pronouns that name a person and show the gender, as subjects or after a
#: preposition ("y ella se identificó", "le fue negado a ella", "la saga de él", "solo lui").
#: Spanish "el" without the accent is the article and is not listed; Italian "Lei" with a
#: capital inside a sentence is the polite "you" and is not read.
PERSON_PRONOUNS: dict[str, dict[str, Realisation]] = {
    "es": {"ella": "F", "él": "M"},
    "it": {"lei": "F", "lui": "M", "ella": "F", "egli": "M", "costei": "F", "costui": "M"},
}

#: A third-person reflexive (or "da", "alone") and the word after it that agrees with the clause's
#: subject: it "se stessa", "sé stesso", "da sola"; es "sí misma", "por sí solo". First-person
#: forms ("me stessa") are the speaker's, not read.
_REFLEXIVES: dict[str, tuple[frozenset[str], dict[str, Realisation]]] = {
    "it": (_words("se sé da"), {"stessa": "F", "stesso": "M", "sola": "F", "solo": "M"}),
    "es": (_words("sí"), {"misma": "F", "mismo": "M", "sola": "F", "solo": "M"}),
}

#: Italian definite articles (en-cues-31: "da solo il disco" is "by himself").
_DEFINITE_ARTICLES = _words("il lo la i gli le")

#: Prepositions after which a stressed pronoun may stand for a thing ("sacar provecho de ella",
#: "la guerra"; "distanciarse de él", "el personaje"): such a pronoun is not read. The dative
#: and personal "a" is not listed ("le fue negado a ella"): it takes persons.
_PRONOUN_PREPOSITIONS: dict[str, frozenset[str]] = {
    "es": _words("de en con por para sin sobre tras entre hacia desde hasta contra según bajo ante"),
    "it": _words("di da in con su per tra fra verso senza contro sotto sopra"),
}

#: Openers of a fronted predicative that are no part of it: "una volta eletto", "una vez
#: elegida", "appena arrivata", "recién llegado", "ya casada", "poi nominata" (closed classes).
_OPENERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "es": (("una", "vez"), ("ya",), ("recién",), ("apenas",), ("muy",), ("tan",)),
    "it": (("una", "volta"), ("appena",), ("già",), ("molto",), ("così",), ("ormai",)),
}
#: en-cues-43: a fronted participle that is no person's. The connector "como resultado" /
#: "come risultato" ("as a result"), whose noun is also read as a participle; and the absolute
#: participle with its own neuter subject ("Dicho esto,", "Detto questo,"), which agrees with
#: that subject, not with the main clause's (RAE, *Nueva gramática* §38.10 on absolute
#: constructions; Serianni, *Grammatica italiana*, XIV.62 on the absolute participle).
_CONNECTOR_NOUNS: dict[str, tuple[str, frozenset[str]]] = {
    "es": ("como", _words("resultado")),
    "it": ("come", _words("risultato")),
}
_NEUTER_SUBJECTS: dict[str, frozenset[str]] = {"es": _words("esto eso aquello"), "it": _words("questo ciò")}


def _no_predicative(norm: Sequence[str], m: int, lang: str) -> bool:
    """Whether the word at ``m`` read as a fronted participle is the noun of a connector or an
    absolute participle with a neuter subject after it (see :data:`_CONNECTOR_NOUNS`)."""
    prep, nouns = _CONNECTOR_NOUNS.get(lang, ("", frozenset()))
    if m > 0 and norm[m - 1] == prep and norm[m] in nouns:
        return True
    return m + 1 < len(norm) and norm[m + 1] in _NEUTER_SUBJECTS.get(lang, frozenset())


#: Words after which a comma ends a sentence-internal clause, not a fronted phrase.
_SENTENCE_END = (".", "!", "?", ";", ":")
#: Longest fronted phrase, in tokens, up to its comma.
_MAX_PHRASE = 14
_STRIP = "\"'“”‘’«»()[]{}.,;:!?¡¿…*_<>—–-"


@cache
def _inflector_reading(word: str, lang: str) -> Realisation | None:
    from fairmt.errors import FairmtError
    from fairmt.inflect import get_inflector

    try:
        inflector = get_inflector(lang)
        as_f = inflector.realise([word], (0, 1), "F")
        as_m = inflector.realise([word], (0, 1), "M")
    except (FairmtError, ValueError, IndexError):
        return None
    if as_f is None and as_m is not None and as_m != [word]:
        return "F"
    if as_m is None and as_f is not None and as_f != [word]:
        return "M"
    return None


def inflector_gender(word: str, lang: str) -> Realisation | None:
    """The gender the inflector of ``lang`` gives a singular -a/-o word (see the module doc);
    ``None`` for other languages, other endings, or a word it realises both ways or neither.
    The caller asks only about words its dictionary does not know at all: a known noun
    ("carriera") is realised by the inflector as a person noun would be, which says nothing
    about a person."""
    if lang not in FRONTED_LANGUAGES or len(word) < 4 or not word.isalpha() or not word.islower():
        return None
    if not word.endswith(("a", "o")) or word.endswith(("ista", "isto")):
        return None
    return _inflector_reading(word, lang)


def fronted_predicative(
    norm: Sequence[str],
    tokens: Sequence[str],
    lang: str,
    gender_of: Callable[[str], Realisation | None],
    determiners: frozenset[str],
    adverb: Callable[[str], bool] = lambda w: False,
) -> list[tuple[int, Realisation]]:
    """The fronted predicatives of the translation (see the module doc), as ``(index, gender)``.

    ``norm``: the normalised tokens; ``gender_of``: the reading of a predicate word (the
    caller's participle/adjective reader); ``determiners``: the language's articles and
    determiners; ``adverb``: whether a word is an adverb, passed over as the openers are
    ("Piuttosto autoritaria,"). A sentence starts at the first token or after a token ending a sentence; its
    first word past the openers must read a gender, a comma must close the phrase within
    :data:`_MAX_PHRASE` tokens with no sentence end before it, and the word after the comma
    must be no determiner (the main clause's subject is then dropped or a name)."""
    if lang not in FRONTED_LANGUAGES:
        return []
    openers = _OPENERS.get(lang, ())
    n = len(norm)
    found: list[tuple[int, Realisation]] = []
    starts = [0] + [k + 1 for k in range(n - 1) if tokens[k].rstrip("\"'»”’)").endswith(_SENTENCE_END)]
    for s in starts:
        m = s
        while m < n and not tokens[m].endswith(","):
            opener = next((o for o in openers if tuple(norm[m : m + len(o)]) == o), None)
            if opener is not None:
                m += len(opener)
            elif adverb(norm[m]):
                m += 1
            else:
                break
        if m >= n or not norm[m].isalpha():
            continue
        g = gender_of(norm[m])
        if g is None or _no_predicative(norm, m, lang):
            continue
        comma = next(
            (
                k
                for k in range(m, min(n - 1, m + _MAX_PHRASE))
                if tokens[k].rstrip("\"'»”’)").endswith((",", *_SENTENCE_END))
            ),
            None,
        )
        if comma is None or not tokens[comma].rstrip("\"'»”’)").endswith(","):
            continue
        after = tokens[comma + 1].strip(_STRIP).lower()
        if not after or after in determiners or norm[comma + 1] in determiners:
            continue
        found.append((m, g))
    return found


def person_pronouns(tokens: Sequence[str], lang: str) -> list[tuple[int, Realisation]]:
    """The translation's third-person singular person pronouns (:data:`PERSON_PRONOUNS`) with
    their gender, as ``(index, gender)``; accents are kept (Spanish "él" against "el")."""
    table = PERSON_PRONOUNS.get(lang)
    if not table:
        return []
    out: list[tuple[int, Realisation]] = []
    after = _PRONOUN_PREPOSITIONS.get(lang, frozenset())
    for j, raw in enumerate(tokens):
        word = raw.strip(_STRIP)
        g = table.get(word.lower())
        if g is None:
            continue
        if j > 0 and tokens[j - 1].strip(_STRIP).lower() in after:
            continue  # "sacar provecho de ella": after a preposition it may be a thing
        if lang == "it" and word[:1].isupper() and j > 0:
            continue  # "Lei" inside a sentence: the polite "you"
        out.append((j, g))
    return out


def reflexive_agreement(tokens: Sequence[str], lang: str) -> list[tuple[int, Realisation]]:
    """The agreeing word of a third-person reflexive intensifier or of "da solo/sola"
    (:data:`_REFLEXIVES`), as ``(index, gender)``. Italian "solo" is also the adverb "only"
    ("da solo un anno", for only a year): "da solo" is read only at the end of its phrase
    (punctuation after it or the end of the text) or before a definite article (en-cues-31: "si
    produsse da solo i dischi"; the adverb "solo" = "soltanto" goes before the quantity it limits,
    "da solo un anno", "da solo due mesi", not before a definite noun phrase: Serianni, *Grammatica
    italiana*, V on the adjective "solo" and XII on the adverb); "sola" is never that adverb. The
    caller's one-person gate does the rest."""
    rule = _REFLEXIVES.get(lang)
    if rule is None:
        return []
    before, after = rule
    out: list[tuple[int, Realisation]] = []
    for j in range(1, len(tokens)):
        prev = tokens[j - 1].strip(_STRIP).lower()
        word = tokens[j].strip(_STRIP).lower()
        if prev not in before or word not in after:
            continue
        if tokens[j - 1].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            continue
        if prev == "da" and word in ("stessa", "stesso"):
            continue  # "da stesso" is no Italian reflexive
        if (
            prev == "da"
            and word == "solo"
            and j + 1 < len(tokens)
            and tokens[j].strip(_STRIP) == tokens[j]
            and tokens[j + 1].lower().replace("’", "'") not in _DEFINITE_ARTICLES
            and not tokens[j + 1].lower().replace("’", "'").startswith("l'")
        ):
            continue  # "da solo un anno": the adverb "only"
        out.append((j, after[word]))
    return out


#: The third-person reflexive clitic of a pronominal verb (Italian "se" is also "if": only "si").
REFLEXIVE_CLITICS: dict[str, str] = {"es": "se", "it": "si"}


def reflexive_predicatives(
    norm: Sequence[str],
    tokens: Sequence[str],
    lang: str,
    finite_3sg: Callable[[str], bool],
    gender_of: Callable[[str], Realisation | None],
    determiners: frozenset[str],
    subjectless: Callable[[int], bool],
) -> list[tuple[int, Realisation]]:
    """The predicatives of pronominal verbs (see the module doc), as ``(index, gender)``.

    ``finite_3sg``: whether a word is a finite third-person singular verb; ``gender_of``: the
    reading of a predicate word; ``subjectless(k)``: whether the clause of the verb at ``k`` has
    no subject of its own before it (a dropped subject or the source's name)."""
    clitic = REFLEXIVE_CLITICS.get(lang)
    if clitic is None:
        return []
    out: list[tuple[int, Realisation]] = []
    n = len(norm)
    for k in range(n - 2):
        if norm[k] != clitic or not finite_3sg(norm[k + 1]):
            continue
        if any(tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".")) for m in (k, k + 1)):
            continue
        g = gender_of(norm[k + 2])
        if g is None:
            continue
        if k + 3 < n and norm[k + 3] in determiners and not tokens[k + 2].endswith(","):
            continue  # "se considera necesaria la reforma": the subject follows
        if subjectless(k + 1):
            out.append((k + 2, g))
    return out
