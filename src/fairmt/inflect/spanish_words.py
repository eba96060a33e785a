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
from fairmt.inflect.romance import Gender, Number, det_table, invert, pairs

DETS = det_table(
    {
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
        "mismo": ("mismo", "misma", "mismos", "mismas"),
        "primero": ("primer|primero", "primera", "primeros", "primeras"),
        "tercero": ("tercer|tercero", "tercera", "terceros", "terceras"),
        "bueno": ("buen|bueno", "buena", "buenos", "buenas"),
        "malo": ("mal|malo", "mala", "malos", "malas"),
        "mío": ("mío", "mía", "míos", "mías"),
        "suyo": ("suyo", "suya", "suyos", "suyas"),
        "cuyo": ("cuyo", "cuya", "cuyos", "cuyas"),
    }
)
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
    if de.lower != "de" or de.post or pron.lower not in ("ellos", "ellas"):
        return after
    after[e + 1] = pron.render("ellas" if gender == "F" else "ellos")
    return after
