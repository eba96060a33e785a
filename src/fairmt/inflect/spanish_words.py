"""Spanish closed word classes (determiners, pronouns, prepositions, function words, verb forms).

The concept here is the *closed* part of Spanish that gender inflection touches or has to
recognise, as data the rest of the inflector reads:

* determiners (:data:`DETS`, a :func:`~fairmt.inflect.romance.det_table` of article,
  demonstrative, quantifier and possessive forms by gender and number), the apocopated forms
  before a noun (:data:`APOCOPE`: ``buen``, ``primer`` ...), the adjective groups whose forms
  come from that table (:data:`ADJ_GROUPS`) and the preposition + article contractions
  (:data:`CONTRACTIONS`);
* personal pronouns with their gender and number (:data:`PRONOUNS`, :data:`PRONOUN_FLIP`);
* partitive quantifiers (:data:`PARTITIVES`): the quantifier before "de" takes the gender
  of the phrase after it (:func:`_partitive`: "algunas de mis amigas"), and so does the
  "ellos"/"ellas" after a quantifier pronoun's "de" (:func:`_partitive_pronoun`);
* the words that decide where a person span ends and what agrees: prepositions, function
  words, the words before a clitic, verb forms in -o and verb endings, forms of *haber*,
  the adjectives that stand before the noun, first/second person subject pronouns.

Decisions: the tables are hand-written from Spanish grammar, not learnt; what the
dictionary (Apertium) can tell is looked up through :mod:`fairmt.inflect.spanish_morph`
instead. Open-class pairs and ending rules are in :mod:`fairmt.inflect.spanish_lexicon`.
Module-private names (a leading ``_``) are shared with :mod:`fairmt.inflect.spanish` only;
the public ones are re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.romance import Gender, Number, det_table, invert, pairs, paradigm_form

#: The determiner paradigms (masc sg, fem sg, masc pl, fem pl), ``|`` between variant forms.
DET_ROWS: dict[str, tuple[str, str, str, str]] = {
    "def": ("el", "la", "los", "las"),
    "indef": ("un|uno", "una", "unos", "unas"),
    "este": ("este", "esta", "estos", "estas"),
    "ese": ("ese", "esa", "esos", "esas"),
    "aquel": ("aquel", "aquella", "aquellos", "aquellas"),
    "nuestro": ("nuestro", "nuestra", "nuestros", "nuestras"),
    "vuestro": ("vuestro", "vuestra", "vuestros", "vuestras"),
    "otro": ("otro", "otra", "otros", "otras"),
    "todo": ("todo", "toda", "todos", "todas"),
    "mucho": ("mucho", "mucha", "muchos", "muchas"),
    "poco": ("poco", "poca", "pocos", "pocas"),
    "tanto": ("tanto", "tanta", "tantos", "tantas"),
    "cuanto": ("cuanto", "cuanta", "cuantos", "cuantas"),
    "alguno": ("algún|alguno", "alguna", "algunos", "algunas"),
    "ninguno": ("ningún|ninguno", "ninguna", "ningunos", "ningunas"),
    "cierto": ("cierto", "cierta", "ciertos", "ciertas"),
    "ambos": ("-", "-", "ambos", "ambas"),
    "varios": ("-", "-", "varios", "varias"),
    # es-inflect-37: the quantifier "demasiados/demasiadas" agrees with its noun ("demasiadas primas"
    # -> "demasiados primos"; RAE, *Nueva gramática* §20.2); the singular "demasiado" is also the
    # invariable degree adverb ("demasiado cansada") and is left out.
    "demasiado": ("-", "-", "demasiados", "demasiadas"),
    "mismo": ("mismo", "misma", "mismos", "mismas"),
    "primero": ("primer|primero", "primera", "primeros", "primeras"),
    "tercero": ("tercer|tercero", "tercera", "terceros", "terceras"),
    "bueno": ("buen|bueno", "buena", "buenos", "buenas"),
    "malo": ("mal|malo", "mala", "malos", "malas"),
    "mío": ("mío", "mía", "míos", "mías"),
    "suyo": ("suyo", "suya", "suyos", "suyas"),
    "cuyo": ("cuyo", "cuya", "cuyos", "cuyas"),
}
DETS = det_table(DET_ROWS)
# Short forms used before a masculine singular noun.
APOCOPE = {
    "indef": "un",
    "alguno": "algún",
    "ninguno": "ningún",
    "primero": "primer",
    "tercero": "tercer",
    "bueno": "buen",
    "malo": "mal",
}
# Paradigms whose forms are adjectives that may also stand after a noun or alone.
ADJ_GROUPS = frozenset({"mismo", "primero", "tercero", "bueno", "malo", "mío", "suyo", "todo", "otro"})

CONTRACTIONS = {"del": ("de", "el"), "al": ("a", "el")}

PRONOUNS: dict[str, tuple[Gender, Number]] = {
    "él": ("M", "sg"),
    "ella": ("F", "sg"),
    "ellos": ("M", "pl"),
    "ellas": ("F", "pl"),
    "nosotros": ("M", "pl"),
    "nosotras": ("F", "pl"),
    "vosotros": ("M", "pl"),
    "vosotras": ("F", "pl"),
    "lo": ("M", "sg"),
    "uno": ("M", "sg"),
}
PRONOUN_FLIP = pairs("él:ella ellos:ellas nosotros:nosotras vosotros:vosotras lo:la los:las uno:una")
PRONOUN_FLIP_BACK = invert(PRONOUN_FLIP)

PREPOSITIONS = frozenset(
    [
        "a",
        "ante",
        "bajo",
        "con",
        "contra",
        "de",
        "desde",
        "en",
        "entre",
        "hacia",
        "hasta",
        "para",
        "por",
        "según",
        "sin",
        "sobre",
        "tras",
        "durante",
        "mediante",
    ]
)
FUNCTION = frozenset(
    [
        "y",
        "e",
        "o",
        "u",
        "ni",
        "que",
        "quien",
        "quienes",
        "cual",
        "cuales",
        "cuando",
        "donde",
        "como",
        "porque",
        "pero",
        "si",
        "sino",
        "no",
        "ya",
        "muy",
        "más",
        "menos",
        "también",
        "tampoco",
        "se",
        "le",
        "les",
        "me",
        "te",
        "nos",
        "os",
        "yo",
        "tú",
        "usted",
        "ustedes",
        "alguien",
        "nadie",
        "algo",
        "nada",
        "su",
        "sus",
        "mi",
        "mis",
        "tu",
        "tus",
        "cada",
        "cualquier",
        "cualquiera",
        "qué",
        "quién",
        "cómo",
        "dónde",
        "cuándo",
        "es",
        "son",
        "era",
        "eran",
        "fue",
        "fueron",
        "sea",
        "ser",
        "está",
        "están",
        "estaba",
        "estaban",
        "estar",
        "estuvo",
        "sido",
        "conmigo",
        "contigo",
        "consigo",
        "estado",
        "ha",
        "han",
        "había",
        "habían",
        "hubo",
        "he",
        "has",
        "hemos",
        "haber",
        "tiene",
        "tienen",
        "tenía",
        "tuvo",
        "dijo",
        "hizo",
        "pudo",
        "puso",
        "quiso",
        "supo",
        "vino",
        "trajo",
        "hubo",
        "así",
        "aquí",
        "allí",
        "ahí",
        "hoy",
        "ayer",
        "siempre",
        "nunca",
        "bien",
        "sólo",
        "aún",
        "apenas",
        "dentro",
        "fuera",
        "incluso",
        "además",
        "quizás",
        "quizá",
        "casi",
        "tal",
        "vez",
        "todavía",
        "luego",
        "entonces",
        "después",
        "antes",
        "mientras",
        "aunque",
        "pues",
        "esto",
        "eso",
        "aquello",
        "lo",
    ]
)
# Words after which a lone la/lo before a present-tense verb is a clitic.
CLITIC_PREV = frozenset(
    [
        "se",
        "no",
        "me",
        "te",
        "nos",
        "os",
        "ya",
        "nunca",
        "también",
        "siempre",
        "nadie",
        "tampoco",
        "jamás",
        "apenas",
        "sólo",
        "solo",
    ]
)
# Irregular preterites ending in -o and other verbs that look like adjectives.
VERB_O = frozenset(
    [
        "dijo",
        "hizo",
        "pudo",
        "puso",
        "quiso",
        "supo",
        "vino",
        "trajo",
        "hubo",
        "tuvo",
        "estuvo",
        "anduvo",
        "condujo",
        "produjo",
        "redujo",
        "tradujo",
        "introdujo",
        "deshizo",
        "rehízo",
        "propuso",
        "dispuso",
        "compuso",
        "impuso",
        "supuso",
        "expuso",
        "opuso",
        "mantuvo",
        "obtuvo",
        "contuvo",
        "detuvo",
        "retuvo",
        "sostuvo",
        "intervino",
        "previno",
        "convino",
    ]
)
VERB_ENDINGS = word_tuple(
    """ó rán rás remos aron ieron aba aban ían aría ería iría ará erá irá ría rían ando iendo amos
    emos imos aste iste"""
)


#: Adjectives that stand before the noun (others: those Apertium reads only as adjectives).
_PREADJECTIVES = frozenset(
    [
        "nuevo",
        "nueva",
        "nuevos",
        "nuevas",
        "antiguo",
        "antigua",
        "antiguos",
        "antiguas",
        "último",
        "última",
        "últimos",
        "últimas",
        "segundo",
        "segunda",
        "propio",
        "propia",
        "futuro",
        "futura",
        "supuesto",
        "supuesta",
        "querido",
        "querida",
        "viejo",
        "vieja",
        "famoso",
        "famosa",
        "joven",
        "gran",
        "pequeño",
        "pequeña",
        # Comparatives and superlatives ("los mejores jugadores"): one form for both genders,
        # but the determiner before them agrees with the noun after them.
        "mejor",
        "mejores",
        "peor",
        "peores",
    ]
)


#: Forms of "haber" before a perfect participle (the small model's lemma is not always "haber").
_HABER = frozenset(
    [
        "he",
        "has",
        "ha",
        "hemos",
        "habéis",
        "han",
        "había",
        "habías",
        "habíamos",
        "habíais",
        "habían",
        "hube",
        "hubo",
        "hubimos",
        "hubieron",
        "habré",
        "habrá",
        "habremos",
        "habrán",
        "habría",
        "habrías",
        "habríamos",
        "habrían",
        "haya",
        "hayas",
        "hayamos",
        "hayan",
        "hubiera",
        "hubieras",
        "hubiéramos",
        "hubieran",
        "hubiese",
        "hubiesen",
        "haber",
        "habiendo",
    ]
)
#: Pronouns whose gender English never says ("we", "you" plural).
_WE_YOU_PLURAL = frozenset(["nosotros", "nosotras", "vosotros", "vosotras"])
#: Subject pronouns of the speaker and the addressee.
_FIRST_SECOND = frozenset(["yo", "tú", "tu", "vos", "nosotros", "nosotras", "vosotros", "vosotras"])
#: The prenominal possessives of no gender (RAE, *Nueva gramática* §18.2): "mi", "tu", "su" and
#: their plurals; "nuestra", "vuestra" agree with their noun themselves (es-inflect-23,
#: :meth:`fairmt.inflect.spanish_persons.SpanishPersonSpans.person_spans`; es-inflect-49,
#: :mod:`fairmt.inflect.spanish_possessive_predicatives`).
GENDERLESS_POSSESSIVES = frozenset(["mi", "tu", "su", "mis", "tus", "sus"])


#: Quantifier pronouns that take the gender of the noun phrase of their partitive "de"
#: ("algunos de mis amigos", "una de las médicas", "ambos de ellos").
PARTITIVES = pairs(
    """alguno:alguna algunos:algunas ninguno:ninguna uno:una unos:unas ambos:ambas muchos:muchas
    pocos:pocas varios:varias todos:todas otro:otra otros:otras cuántos:cuántas tantos:tantas
    demasiados:demasiadas"""
)
PARTITIVES_BACK = invert(PARTITIVES)


def _partitive(before: Sequence[str], after: list[str], start: int, old: str, gender: Gender) -> list[str]:
    """The quantifier pronoun of a partitive on the phrase that starts at ``start`` ("Algunas
    de mis amigas" -> "Algunos de mis amigos"): ``de`` right before the phrase and a
    quantifier of the phrase's ``old`` gender right before it take ``gender`` too. The words
    before the phrase keep their places in ``after``."""
    while start > 0 and not Word.parse(before[start - 1]).post:
        low = Word.parse(before[start - 1]).lower
        if low == "de" or (low not in DETS and low not in ("mi", "mis", "tu", "tus", "su", "sus")):
            break
        start -= 1  # a determiner the phrase did not take: of no gender ("de mis amigas")
    if start < 2 or Word.parse(before[start - 1]).lower != "de" or Word.parse(before[start - 1]).post:
        return after
    w = Word.parse(before[start - 2])
    table = PARTITIVES if gender == "F" else PARTITIVES_BACK
    if w.post or w.lower not in table or after[start - 2] != before[start - 2]:
        return after
    if (old == "M") != (w.lower in PARTITIVES):
        return after  # the quantifier is not of the phrase's gender: no partitive of it
    after[start - 2] = w.render(table[w.lower])
    return after


#: Cardinals after the article of a partitive group ("de las dos", "de los tres").
_GROUP_NUMERALS = frozenset(["dos", "tres", "cuatro", "cinco", "seis"])


def _noun_after(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a noun the numeral before it counts ("de las dos opciones"):
    read only as a noun by the dictionary, with no punctuation before it."""
    from fairmt.inflect.spanish_morph import get_morph

    if k >= len(tokens) or Word.parse(tokens[k - 1]).post:
        return False
    morph = get_morph()
    rs = (morph.readings(Word.parse(tokens[k]).lower) or ()) if morph.available else ()
    return bool(rs) and all(r.pos == "n" for r in rs)


def _partitive_pronoun(
    before: Sequence[str], after: list[str], span: tuple[int, int], gender: Gender
) -> list[str]:
    """The pronoun of a partitive quantifier's "de" ("Ambas de ellas", "cada una de ellas"):
    when the span ends in a quantifier pronoun that changed, the "ellos"/"ellas" right after
    its "de" takes ``gender`` too (the words after the span keep their places: same length)."""
    e = span[1]
    if len(after) != len(before) or e + 1 >= len(before):
        return after
    q = Word.parse(before[e - 1]).lower
    if (q not in PARTITIVES and q not in PARTITIVES_BACK) or after[e - 1] == before[e - 1]:
        return after
    de, pron = Word.parse(before[e]), Word.parse(before[e + 1])
    if (
        de.lower == "de"
        and not de.post
        and pron.lower in ("los", "las")
        and not pron.post
        and e + 2 < len(before)
        and Word.parse(before[e + 2]).lower in _GROUP_NUMERALS
        and not _noun_after(before, e + 3)
    ):
        # es-inflect-33: "Ninguna de las dos" -> "Ninguno de los dos": the article of the
        # numeral names the same group (RAE, Nueva gramática §19.7)
        after[e + 1] = pron.render("las" if gender == "F" else "los")
        return after
    if de.lower != "de" or de.post or pron.lower[:-2] not in ("ell", "nosotr", "vosotr"):
        return after
    if pron.lower[-2:] not in ("os", "as"):
        return after
    # (es-inflect-33: also "Varios de nosotros" -> "Varias de nosotras")
    after[e + 1] = pron.render(pron.lower[:-2] + ("as" if gender == "F" else "os"))
    return after


#: The stressed possessives (RAE, *Nueva gramática* §18.1-18.3, "posesivos tónicos"), masculine
#: and feminine singular, masculine and feminine plural. After their noun they agree with it in
#: gender and number ("un amigo mío" -> "una amiga mía", "dos amigos nuestros" -> "dos amigas
#: nuestras"): the English "of mine/yours/ours" of a person.
#: The paradigms are :data:`DET_ROWS`'; "tuyo" is not among them (it is no determiner there).
_STRESSED_POSSESSIVES: tuple[tuple[str, str, str, str], ...] = (
    *(DET_ROWS[g] for g in ("mío", "suyo", "nuestro", "vuestro")),
    ("tuyo", "tuya", "tuyos", "tuyas"),
)


def _stressed_possessive(
    before: Sequence[str], after: list[str], span: tuple[int, int], gender: Gender
) -> list[str]:
    """The stressed possessive right after a realised noun phrase (:data:`_STRESSED_POSSESSIVES`)
    takes ``gender`` and keeps its number, when a word of the phrase changed and nothing
    (no punctuation) stands between the noun and the possessive. spaCy's small model tags
    "mío" and "nuestros" as determiners of no head, so the parse-based agreement misses them."""
    s, e = span
    if len(after) != len(before) or e >= len(before) or after[e] != before[e]:
        return after
    if list(after[s:e]) == list(before[s:e]) or Word.parse(before[e - 1]).post:
        return after
    w = Word.parse(before[e])
    form = paradigm_form(w.lower, _STRESSED_POSSESSIVES, gender)
    if form is not None:
        after[e] = w.render(form)
    return after


#: What may stand between a group subject ("Dos de ellos") and its predicative: forms of the
#: copulas and the passive auxiliary, with negation and a few adverbs (RAE, *Nueva gramática*
#: §37-38, the predicative agrees with the subject). Anything else ends the search.
_COPULA_CHAIN = frozenset(
    word_tuple(
        """es son era eran fue fueron será serán sería serían sea sean fuera fueran sido ser está están
        estaba estaban estuvo estuvieron estará estarán estaría estarían esté estén estado estar ha
        han había habían habrá habrán resultó resultaron resultaba resultaban quedó quedaron quedaba
        quedaban parecía parecían parece parecen no muy ya todavía aún también tan bastante"""
    )
)
#: Quantifiers of a group of no gender of their own (numerals, "cada cual", "la mayoría");
#: those with a gender are in :data:`PARTITIVES`.
_GROUP_HEADS = frozenset(
    word_tuple(
        """dos tres cuatro cinco seis siete ocho nueve diez once doce veinte cien mil cual mayoría
        mitad resto parte"""
    )
)


def _group_subject(before: Sequence[str], after: list[str], k: int, gender: Gender) -> list[str]:
    """The group a predicative at ``k`` agrees with, when it is a quantifier with a personal
    pronoun ("Dos de ellos fueron asesinados" -> "Dos de ellas fueron asesinadas", "Uno de
    ellos estuvo arrestado" -> "Una de ellas ...", "Todos ellos ...", "Cada uno de ellos"):
    the pronoun ``ellos``/``ellas`` and a gendered quantifier (:data:`PARTITIVES`, "uno" of
    "cada uno") take ``gender`` (RAE: the partitive pronoun names the group whose gender the
    predicate shows). The group must open the sentence or a clause after punctuation, and only
    copula forms (:data:`_COPULA_CHAIN`) may stand between it and ``k``; nothing else moves."""
    if len(after) != len(before) or after[k] == before[k]:
        return after
    j = k - 1
    while j >= 0 and Word.parse(before[j]).lower in _COPULA_CHAIN and not Word.parse(before[j]).post:
        j -= 1
    pron = Word.parse(before[j]) if j >= 0 else None
    if pron is None or pron.post or pron.lower not in ("ellos", "ellas"):
        return after
    q = j - 1
    if q >= 0 and Word.parse(before[q]).lower == "de" and not Word.parse(before[q]).post:
        q -= 1
    if q < 0:
        return after
    head = Word.parse(before[q])
    start = q - 1 if q >= 1 and Word.parse(before[q - 1]).lower in ("cada", "la", "el") else q
    if start > 0 and not Word.parse(before[start - 1]).post.strip():
        return after  # not at a clause's start: the group may be an object
    table = PARTITIVES if gender == "F" else PARTITIVES_BACK
    if head.post or head.lower not in PARTITIVES.keys() | PARTITIVES_BACK.keys() | _GROUP_HEADS:
        return after
    if head.lower in table and after[q] == before[q]:
        after[q] = head.render(table[head.lower])
    after[j] = pron.render("ellas" if gender == "F" else "ellos")
    return after


def _each_of_them(tokens: Sequence[str], span: tuple[int, int], gender: Gender) -> list[str] | None:
    """A distributive "cada uno de ellos" / "cada cual de ellos" whose cue is on "cada" (or
    "cada cual"/"cada uno"): "uno"/"una" and the pronoun "ellos"/"ellas" take ``gender`` ("Cada
    una de ellas recibió un regalo"; RAE, *Nueva gramática* §19: "cada uno" agrees with the
    group it distributes; "cada cual" is invariant). ``None`` when the span is no such phrase
    or nothing changes."""
    s, e = span
    words = [Word.parse(t) for t in tokens]
    lows = [w.lower for w in words[s:e]]
    if (
        not lows
        or lows[0] != "cada"
        or len(lows) > 2
        or (len(lows) == 2 and lows[1] not in ("cual", "uno", "una"))
    ):
        return None
    k = e
    if len(lows) == 1 and k < len(words) and words[k].lower in ("uno", "una", "cual"):
        k += 1
    if k + 1 >= len(words) or words[k].lower != "de" or words[k + 1].lower not in ("ellos", "ellas"):
        return None
    if any(w.post for w in words[s : k + 1]):
        return None
    out = list(tokens)
    for j in range(s + 1, k):
        if words[j].lower in ("uno", "una"):
            out[j] = words[j].render("una" if gender == "F" else "uno")
    out[k + 1] = words[k + 1].render("ellas" if gender == "F" else "ellos")
    return out if out != list(tokens) else None
