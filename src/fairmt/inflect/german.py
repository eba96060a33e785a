"""German gender inflection (rules, paradigms and a hand-written lexicon).

A span is read as noun phrases (determiner, adjectives, person noun) and, outside them,
pronouns. Each noun phrase is re-declined in the target gender in the *same case and
number*:

Case
    The source determiner and adjective endings give the candidate cases (``der`` + masc.
    noun: nominative; ``dem``: dative; ``die`` + fem. noun: nominative or accusative ...).
    Ambiguities are resolved from the word before the phrase: a preposition that takes the
    dative (``mit``, ``von``, ``zu`` ..., and the two-way ones ``in``, ``an``, ``auf`` ...) or
    the accusative (``für``, ``durch``, ``gegen``, ``ohne``, ``um``), a genitive preposition
    (``wegen``, ``während``); otherwise nominative before accusative, genitive before dative
    (``die Arbeit der Ärztin`` -> ``die Arbeit des Arztes``). So ``die Ärztin`` becomes
    ``der Arzt`` and ``für die Ärztin`` ``für den Arzt``; ``der Ärztin`` becomes ``des Arztes``,
    ``mit der Ärztin`` ``mit dem Arzt``.
Determiners
    Articles (``der``/``die``/``das`` paradigm), der-words (``dieser``, ``jener``, ``jeder``,
    ``welcher``, ``solcher``, ``mancher``), ein-words (``ein``, ``kein``, possessives: only the
    ending follows the noun, ``sein``/``ihr`` keep their possessor), contractions ``zum``/
    ``zur``, ``vom``, ``beim``, ``im``, ``am`` (``von der`` <-> ``vom`` inside the span).
Adjectives
    Weak, mixed or strong endings by determiner type, case, gender and number
    (``eine neue Ärztin`` <-> ``ein neuer Arzt``, ``als australische Vertreterin`` <-> ``als
    australischer Vertreter``).
Nouns
    A lexicon of pairs with their plurals (``Arzt``/``Ärzte``/``Ärztin``, ``Koch``,
    ``Anwalt``, ``Bauer``/``Bäuerin``, ``Krankenpfleger``/``Krankenschwester``,
    ``Kaufmann``/``Kauffrau``, ``Mann``/``Frau``, ``Vater``/``Mutter``, ``Junge``/``Mädchen``
    ...) matched also as the last part of a compound (``Großvater``, ``Zahnärztin``); then
    -in/-innen on agent nouns (-er, -or, -ent, -ant, -ist, -at, -eur, -är, -ar, -oge, -graf,
    -nom, -ot, -et ...), weak nouns (``Kollege``/``Kollegin``, ``des Studenten``), genitive
    -s/-es and dative plural -n; -mann/-frau; nominalised adjectives
    (``Angestellter``/``Angestellte``, ``Vorsitzende``).
Pronouns (spans without a person noun)
    ``er``/``sie``, ``ihn``/``sie``, ``ihm``/``ihr``; possessive stems ``sein``/``ihr`` with
    their ending; relative and demonstrative ``der``/``die``, ``den``/``die``, ``dem``/``der``,
    ``dessen``/``deren``, ``derjenige``, ``dieser``, ``jener``, ``einer``/``eine``, ``keiner``,
    ``jeder``. Going to the masculine, ``sie`` is ``ihn`` after a preposition and ``er``
    otherwise; ``ihr`` is possessive (``sein``) before a noun or an adjective in -er/-es/-e,
    and the dative ``ihm`` otherwise.

Neutral (N): the gender star
    Noun phrases with an -in feminine get the gender-star form: determiners ``der*die``,
    ``den*die``, ``dem*der``, ``des*der``, ``ein*e``, ``eine*n``, ``einem*einer``; adjectives
    ``neue*r``; nouns from the feminine form, ``Lehrer*in``, ``Ärzt*in``, ``Kolleg*innen``;
    nominalised adjectives ``Angestellte*r``. Lexical pairs take a neutral noun where one
    exists (``Mann``/``Frau`` -> ``Person``, ``Junge``/``Mädchen`` -> ``Kind``, ``Sohn``/
    ``Tochter`` -> ``Kind``, ``Vater``/``Mutter`` -> ``Elternteil``); pronouns and other pairs
    give ``None``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache

from fairmt.gender.types import Realisation
from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import LEFT_WINDOW, Inflector, Word, check_span, english, match_case, word_tuple

VERSION = "de-inflect-6"

#: The number the source gives the person being realised (:meth:`GermanInflector.realise_number`).
_SOURCE_NUMBER: ContextVar[str | None] = ContextVar("source_number", default=None)

CASES = ("nom", "acc", "dat", "gen")
# Grammatical genders: m, f, n, and p for the plural.

DEF: dict[str, tuple[str, str, str, str]] = {
    "m": ("der", "den", "dem", "des"),
    "f": ("die", "die", "der", "der"),
    "n": ("das", "das", "dem", "des"),
    "p": ("die", "die", "den", "der"),
}
DER_WORD_END: dict[str, tuple[str, str, str, str]] = {
    "m": ("er", "en", "em", "es"),
    "f": ("e", "e", "er", "er"),
    "n": ("es", "es", "em", "es"),
    "p": ("e", "e", "en", "er"),
}
EIN_WORD_END: dict[str, tuple[str, str, str, str]] = {
    "m": ("", "en", "em", "es"),
    "f": ("e", "e", "er", "er"),
    "n": ("", "", "em", "es"),
    "p": ("e", "e", "en", "er"),
}
ADJ_WEAK: dict[str, tuple[str, str, str, str]] = {
    "m": ("e", "en", "en", "en"),
    "f": ("e", "e", "en", "en"),
    "n": ("e", "e", "en", "en"),
    "p": ("en", "en", "en", "en"),
}
ADJ_MIXED: dict[str, tuple[str, str, str, str]] = {
    "m": ("er", "en", "en", "en"),
    "f": ("e", "e", "en", "en"),
    "n": ("es", "es", "en", "en"),
    "p": ("en", "en", "en", "en"),
}
ADJ_STRONG: dict[str, tuple[str, str, str, str]] = {
    "m": ("er", "en", "em", "en"),
    "f": ("e", "e", "er", "er"),
    "n": ("es", "es", "em", "en"),
    "p": ("e", "e", "en", "er"),
}
DER_WORDS = ("dies", "jen", "jed", "welch", "solch", "manch", "all", "derselb", "derjenig")
EIN_WORDS = ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer", "eur")
CONTRACTIONS = {
    "zum": ("zu", "dem"),
    "zur": ("zu", "der"),
    "vom": ("von", "dem"),
    "beim": ("bei", "dem"),
    "im": ("in", "dem"),
    "am": ("an", "dem"),
    "ins": ("in", "das"),
    "ans": ("an", "das"),
}
CONTRACT = {v: k for k, v in CONTRACTIONS.items()}

COPULAS = frozenset(
    [
        "ist",
        "war",
        "sind",
        "waren",
        "wird",
        "wurde",
        "werden",
        "wurden",
        "bleibt",
        "blieb",
        "blieben",
        "heißt",
        "hieß",
        "bin",
        "bist",
        "sei",
        "wäre",
        "worden",
        "gewesen",
    ]
)
SENTENCE_ADVERBS = frozenset(
    [
        "dann",
        "später",
        "danach",
        "damals",
        "heute",
        "hier",
        "dort",
        "so",
        "daher",
        "deshalb",
        "trotzdem",
        "nun",
        "jetzt",
        "zuerst",
        "schließlich",
        "außerdem",
        "auch",
        "zunächst",
        "anschließend",
        "bald",
        "erst",
    ]
)
#: Stems of quantifiers declined like adjectives ("einiger Trump-Anhänger", "vieler Bürger"):
#: they make the phrase plural (their ending still gives its case).
QUANTIFIER_ADJ_STEMS = frozenset(
    ["einig", "viel", "mehrer", "wenig", "beid", "zahlreich", "sämtlich", "manch"]
)
#: Quantifier pronouns in the nominative (masculine, feminine) that can stand for a person.
QUANTIFIER_PRONOUNS = frozenset(["einer", "jeder", "keiner", "eine", "jede", "keine"])
QUANTIFIERS = frozenset(["mehrere", "einige", "viele", "wenige", "beide", "alle", "manche", "zahlreiche"])
NUMERALS = frozenset(
    [
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "zwanzig",
        "dreißig",
        "vierzig",
        "fünfzig",
        "sechzig",
        "siebzig",
        "achtzig",
        "neunzig",
        "hundert",
        "tausend",
        "beide",
        "viele",
        "einige",
        "mehrere",
        "wenige",
    ]
)
DAT_PREPS = frozenset(
    [
        "mit",
        "von",
        "zu",
        "bei",
        "aus",
        "nach",
        "seit",
        "gegenüber",
        "außer",
        "entgegen",
        "gemäß",
        "samt",
        "nebst",
        "zufolge",
        "dank",
        "in",
        "an",
        "auf",
        "über",
        "unter",
        "vor",
        "hinter",
        "neben",
        "zwischen",
    ]
)
#: Prepositions that take the accusative or the dative (DAT_PREPS lists them too).
TWO_WAY_PREPS = frozenset(["in", "an", "auf", "über", "unter", "vor", "hinter", "neben", "zwischen"])
ACC_PREPS = frozenset(["für", "durch", "gegen", "ohne", "um", "bis", "wider"])
GEN_PREPS = frozenset(
    [
        "wegen",
        "während",
        "trotz",
        "statt",
        "anstatt",
        "aufgrund",
        "innerhalb",
        "außerhalb",
        "mittels",
        "einschließlich",
        "ausschließlich",
        "angesichts",
        "infolge",
        "anlässlich",
        "hinsichtlich",
        "bezüglich",
        "seitens",
        "zugunsten",
    ]
)
# Conjunctions that also are prepositions: before a pronoun they start a clause (nominative).
QUANTIFIER_STEMS = frozenset(["ein", "jed", "kein", "manch"])
PLURAL_PRONOMINALS = frozenset(["meisten", "beiden", "anderen", "übrigen", "wenigsten", "vielen", "einen"])
PLURAL_COPULAS = frozenset(["sind", "waren", "wurden", "seien", "wären", "blieben"])
CLAUSE_WORDS = frozenset(
    [
        "als",
        "wie",
        "bis",
        "seit",
        "während",
        "nachdem",
        "bevor",
        "weil",
        "dass",
        "ob",
        "wenn",
        "obwohl",
        "sodass",
        "und",
        "oder",
        "aber",
    ]
)
PREPS = DAT_PREPS | ACC_PREPS | GEN_PREPS | frozenset({"als", "wie"})
#: The case each preposition gives a phrase it governs (two-way ones: german_case's choice
#: for a person); used for appositions to a name after a preposition.
_PREP_CASE: dict[str, str] = {
    **{p: "dat" for p in DAT_PREPS},
    **{p: "acc" for p in ACC_PREPS},
    **{p: "gen" for p in GEN_PREPS},
    **{p: "acc" for p in german_case.ACCUSATIVE_TWO_WAY},
}
#: Finite modal verbs: "Die Schreinerin musste die Kassiererin anstellen" is subject-verb-object.
MODALS = word_tuple(
    """muss musste mussten will wollte wollten kann konnte konnten soll sollte sollten darf durfte
    durften möchte mochte"""
)
#: Indefinite pronouns for a person, grammatically masculine whoever they stand for.
INDEFINITE_PERSONS = frozenset(
    ["jemand", "jemanden", "jemandem", "jemandes", "niemand", "niemanden", "niemandem", "irgendjemand"]
)
#: Conjunctions that open a subordinate clause with its finite verb last.
SUBORDINATORS = frozenset(
    ["dass", "als", "weil", "wenn", "ob", "bevor", "nachdem", "während", "obwohl", "damit", "sobald", "falls"]
)

# (masc sg, masc pl, fem sg, fem pl); fem plural empty = fem sg + "nen".
_PAIRS = """Arzt Ärzte Ärztin | Koch Köche Köchin | Anwalt Anwälte Anwältin | Bauer Bauern Bäuerin |
Krankenpfleger Krankenpfleger Krankenschwester Krankenschwestern | Kaufmann Kaufleute Kauffrau Kauffrauen |
Mann Männer Frau Frauen | Vater Väter Mutter Mütter | Sohn Söhne Tochter Töchter | Bruder Brüder Schwester
Schwestern | Onkel Onkel Tante Tanten | Neffe Neffen Nichte Nichten | Herr Herren Dame Damen | Junge Jungen
Mädchen Mädchen | Bräutigam Bräutigame Braut Bräute | Witwer Witwer Witwe Witwen | Mönch Mönche Nonne Nonnen
| Graf Grafen Gräfin | Fürst Fürsten Fürstin | Prinz Prinzen Prinzessin | Herzog Herzöge Herzogin | König
Könige Königin | Gott Götter Göttin | Held Helden Heldin | Abt Äbte Äbtissin | Bischof Bischöfe Bischöfin |
Schwager Schwäger Schwägerin | Vetter Vettern Cousine Cousinen | Cousin Cousins Cousine Cousinen | Franzose
Franzosen Französin | Jude Juden Jüdin | Hund Hunde Hündin | Gatte Gatten Gattin | Papst Päpste Päpstin | Rat
Räte Rätin | Landsmann Landsleute Landsmännin | Lord Lords Lady Ladies | Sir Sirs Dame Damen | Zar Zaren
Zarin | Gemahl Gemahle Gemahlin | Kaiser Kaiser Kaiserin | Erbe Erben Erbin | Hirte Hirten Hirtin | Kunde
Kunden Kundin | Zeuge Zeugen Zeugin | Bote Boten Botin | Sklave Sklaven Sklavin | Genosse Genossen Genossin |
Gefährte Gefährten Gefährtin | Laie Laien Laiin | Kollege Kollegen Kollegin | Experte Experten Expertin |
Chef Chefs Chefin | Freund Freunde Freundin | Nachbar Nachbarn Nachbarin | Ehemann
Ehemänner Ehefrau Ehefrauen | Papa Papas Mama Mamas | Opa Opas Oma Omas | Bub Buben Mädchen Mädchen |
Stiefvater Stiefväter Stiefmutter Stiefmütter | Priester Priester Priesterin | Boss Bosse Chefin | Junge Jungs
Mädchen Mädchen | Gentleman Gentlemen Lady Ladies | Beamter Beamte Beamtin | Enkel Enkel Enkelin |
Baron Barone Baronin | Markgraf Markgrafen Markgräfin | Earl Earls Countess Countesses"""
NOUNS_M: dict[str, tuple[str, str, str, str]] = {}
NOUNS_F: dict[str, tuple[str, str, str, str]] = {}
for _entry in " ".join(_PAIRS.split()).split("|"):
    _w = _entry.split()
    if len(_w) < 3:
        continue
    _ms, _mp, _fs = _w[0], _w[1], _w[2]
    _fp = _w[3] if len(_w) > 3 else _fs + "nen"
    _t = (_ms, _mp, _fs, _fp)
    NOUNS_M.setdefault(_ms.lower(), _t)
    NOUNS_M.setdefault(_mp.lower(), _t)
    NOUNS_F.setdefault(_fs.lower(), _t)
    NOUNS_F.setdefault(_fp.lower(), _t)
NOUNS_F["herrin"] = ("Herr", "Herren", "Herrin", "Herrinnen")
NOUNS_F["herrinnen"] = NOUNS_F["herrin"]
# Grammatical gender of lexicon forms that are not m/f (das Mädchen).
NEUTER = frozenset({"mädchen"})
# Neutral nouns for lexical pairs: masc sg -> (neutral noun sg, pl, grammatical gender).
NEUTRAL_NOUNS = {
    "mann": ("Person", "Personen", "f"),
    "junge": ("Kind", "Kinder", "n"),
    "sohn": ("Kind", "Kinder", "n"),
    "vater": ("Elternteil", "Eltern", "m"),
    "bruder": ("Geschwisterteil", "Geschwister", "n"),
    "herr": ("Person", "Personen", "f"),
}

# Agent-noun endings that take -in (the noun is a person noun).
AGENT_ENDINGS = word_tuple(
    """er or ent ant ist yst at eur är ar loge oge graf graph nom ot et and ekt iker soph ier walt
    wirt arzt"""
)
# Endings that look like agent nouns but are not (Zeit, Arbeit, Star, Eltern).
NOT_AGENT = word_tuple(
    """keit heit zeit arbeit star eltern stern kontor motor geist januar februar land ment erwerb
    korridor äquator reaktor generator monitor traktor tresor dekor labor gebet planet alphabet
    tablet ticket banner poster hamburger container cluster filter laser meter sektor faktor
    vektor chor humor terror fehler computer theater wasser zimmer fenster messer ufer feuer
    muster meter liter zentner semester winter sommer oktober november dezember september orden
    kader silber koffer keller teller körper puder pfeffer hammer nummer ziffer kammer mauer
    dauer trauer feier leiter lager alter pflaster paket budget gebiet netz bett diktat zitat
    format mandat senat staat inserat plakat apparat referat internat konsulat ornat zertifikat
    präparat"""
)
# Weak masculine endings (n-declension: des/dem/den Studenten).
WEAK_ENDINGS = tuple(
    ["ent", "ant", "ist", "yst", "at", "oge", "graf", "graph", "nom", "ot", "et", "ekt", "soph", "and", "it"]
)
# Stems whose feminine drops a masculine -e (Kollege -> Kollegin) and get it back.
E_STEMS = word_tuple(
    """log pädagog kolleg expert kund zeug erb gatt bot sklav genoss gefährt hirt russ schwed dän
    finn pol türk griech chines schott brit sachs preuß lai löw ir bayer franzos portugies jud
    psycholog biolog neff junge"""
)
# Nouns in -in that are not feminine person nouns.
NOT_FEMININE = word_tuple(
    """medizin termin benzin magazin kamin berlin disziplin vitamin rubin cousin kabin maschin urin
    protein koffein nikotin ruin delfin delphin pinguin turin latein wein stein schein verein
    bein rhein heroin insulin penicillin kaffein satin baldachin harlekin paladin zeppelin"""
)
# Person nouns without an agent ending that take -in (Kapitän -> Kapitänin).
PERSON_STEMS = word_tuple(
    """kapitän admiral tribun diakon feind general kommissar patron baron häftling bürger gatte
    kandidat soldat pilot athlet prophet poet monarch patriarch tyrann despot architekt
    intendant partner rival komplize favorit eremit jesuit schüler student professor"""
)
# Nominalised adjectives (declined like adjectives): their stems.
NOMADJ = word_tuple(
    """angestellt abgeordnet vorsitzend verwandt bekannt deutsch jugendlich erwachsen studierend
    reisend auszubildend gesandt geliebt verlobt verstorben krank fremd gläubig beauftragt
    delegiert vertraut heilig selbstständig selbständig arbeitslos obdachlos tot überlebend
    vorgesetzt geistlich adlig adelig intellektuell prominent lehrend lernend mitwirkend
    teilnehmend berufstätig betroffen gefangen verletzt verdächtig jährig"""
)
ADJ_ENDINGS = ("em", "en", "er", "es", "e")

SEMANTIC_STEMS = (
    ("männlich", "weiblich"),
    ("väterlich", "mütterlich"),
    ("brüderlich", "schwesterlich"),
    ("maskulin", "feminin"),
)
COMPOUND_F = {
    "männer": "Frauen",
    "herren": "Damen",
    "jungen": "Mädchen",
    "jungs": "Mädchen",
    "vater": "Mutter",
    "väter": "Mütter",
    "söhne": "Töchter",
    "brüder": "Schwestern",
    "könige": "Königinnen",
}
COMPOUND_M = {
    "frauen": "Männer",
    "damen": "Herren",
    "mädchen": "Jungen",
    "mutter": "Vater",
    "mütter": "Väter",
    "töchter": "Söhne",
    "schwestern": "Brüder",
}
TITLES_F = {"herr": "Frau", "herrn": "Frau", "hr": "Fr"}
TITLES_M = {"frau": "Herr", "fr": "Hr"}
PRONOUN_F = {
    "er": "sie",
    "ihn": "sie",
    "ihm": "ihr",
    "derjenige": "diejenige",
    "denjenigen": "diejenige",
    "demjenigen": "derjenigen",
    "desjenigen": "derjenigen",
    "dessen": "deren",
    "derselbe": "dieselbe",
    "selbiger": "selbige",
    "jemand": "jemand",
    "man": "man",
}
# Pronoun-like words that follow the relative/demonstrative paradigm.
REL_M_TO_F = {"der": "die", "den": "die", "dem": "der", "dessen": "deren"}
REL_F_TO_M = {"die": "der", "der": "dem", "deren": "dessen"}
# Capitalised words that are never person nouns here (pronouns, sentence-initial adverbs).
NOT_NOUNS = frozenset(
    [
        "er",
        "sie",
        "es",
        "ihr",
        "ihm",
        "ihn",
        "wir",
        "man",
        "der",
        "die",
        "das",
        "den",
        "dem",
        "des",
        "ein",
        "eine",
        "einer",
        "später",
        "früher",
        "immer",
        "aber",
        "oder",
        "weiter",
        "wieder",
        "daher",
        "darüber",
        "außer",
        "unter",
        "über",
        "hinter",
        "vor",
        "nach",
        "oder",
        "sowie",
        "jeder",
        "jede",
        "jener",
        "dieser",
        "mehr",
        "weniger",
    ]
)
PRONOUN_WORDS = frozenset(
    [
        "er",
        "sie",
        "ihn",
        "ihm",
        "ihr",
        "ihre",
        "ihren",
        "ihrem",
        "ihrer",
        "ihres",
        "sein",
        "seine",
        "seinen",
        "seinem",
        "seiner",
        "seines",
        "der",
        "die",
        "den",
        "dem",
        "dessen",
        "deren",
        "derjenige",
        "diejenige",
    ]
)
#: Past forms of the verbs that introduce or follow reported speech ("…", sagte Premierminister
#: Modi): they look like adjectives in -e/-en before the speaker's title.
REPORTING_VERBS = frozenset(
    f"{stem}{end}"
    for stem in (
        "sagt", "erklärt", "betont", "meint", "fügt", "berichtet", "teilt", "warnt", "antwortet",
        "kommentiert", "bestätigt", "ergänzt", "behauptet", "twittert", "fragt", "räumt", "glaubt",
    )
    for end in ("e", "en")
) | frozenset(["schrieb", "schrieben", "sprach", "sprachen"])  # fmt: skip
#: Finite verbs, singular and plural, that agree with a subject noun right before them.
_AUX_SG_PL = (
    ("ist", "sind"), ("war", "waren"), ("hat", "haben"), ("hatte", "hatten"), ("wird", "werden"),
    ("wurde", "wurden"), ("sei", "seien"), ("kann", "können"), ("konnte", "konnten"),
    ("muss", "müssen"), ("musste", "mussten"), ("soll", "sollen"), ("sollte", "sollten"),
    ("will", "wollen"), ("wollte", "wollten"), ("darf", "dürfen"), ("durfte", "durften"),
    ("würde", "würden"), ("wäre", "wären"), ("hätte", "hätten"), ("könnte", "könnten"),
    ("müsste", "müssten"), ("dürfte", "dürften"), ("möchte", "möchten"),
)  # fmt: skip
FINITE_SG = frozenset(sg for sg, _ in _AUX_SG_PL) | frozenset(v for v in REPORTING_VERBS if v.endswith("e"))
FINITE_PL = frozenset(pl for _, pl in _AUX_SG_PL) | frozenset(v for v in REPORTING_VERBS if v.endswith("en"))
#: Conjunctions that open a finite clause where English often has a gerund ("by doing").
GERUND_CONJUNCTIONS = frozenset(["indem", "bevor", "nachdem", "während", "wobei"])
#: Personal pronouns (a noun phrase right after one is no genitive attribute).
PERSONAL_PRONOUNS = frozenset(
    ["ich", "du", "er", "sie", "es", "wir", "man", "ihn", "ihm", "sich", "mir", "dir"]
)
#: Adverbs that modify an adjective ("sehr gute Ärzte"): an adjective may follow them.
DEGREE_ADVERBS = frozenset(
    ["sehr", "ganz", "besonders", "äußerst", "extrem", "relativ", "ziemlich", "zu", "so", "recht", "noch"]
)
FUNCTION = frozenset(
    [
        "ihnen",
        "uns",
        "euch",
        "mir",
        "dir",
        "mich",
        "dich",
        "stattdessen",
        "trotzdem",
        "deswegen",
        "morgen",
        "oben",
        "unten",
        "innen",
        "außen",
        "zusammen",
        "seitdem",
        "außerdem",
        "indem",
        "dessen",
        "deren",
        "denen",
        "derer",
        "wessen",
        "damit",
        "danach",
        "dabei",
        "dafür",
        "dagegen",
        "daneben",
        "davon",
        "dazu",
        "zuvor",
        "später",
        "eben",
        "gegen",
        "wegen",
        "unter",
        "über",
        "hinter",
        "neben",
        "zwischen",
        "entlang",
        "während",
        "eins",
        "zwei",
        "drei",
        "vier",
        "fünf",
        "sechs",
        "sieben",
        "acht",
        "neun",
        "zehn",
        "elf",
        "zwölf",
        "zwanzig",
        "dreißig",
        "vierzig",
        "fünfzig",
        "sechzig",
        "siebzig",
        "achtzig",
        "neunzig",
        "hundert",
        "tausend",
        "eher",
        "mehr",
        "weniger",
        "sehr",
        "ganz",
        "gar",
        "kaum",
        "fast",
        "etwa",
        "zudem",
        "sogar",
        "und",
        "oder",
        "aber",
        "doch",
        "sondern",
        "denn",
        "dass",
        "weil",
        "wenn",
        "als",
        "ob",
        "wie",
        "so",
        "auch",
        "noch",
        "schon",
        "nur",
        "sehr",
        "nicht",
        "nie",
        "hat",
        "haben",
        "hatte",
        "hatten",
        "ist",
        "sind",
        "war",
        "waren",
        "wird",
        "werden",
        "wurde",
        "wurden",
        "sein",
        "kann",
        "konnte",
        "muss",
        "musste",
        "soll",
        "sollte",
        "will",
        "wollte",
        "darf",
        "durfte",
        "mag",
        "mochte",
        "sich",
        "es",
        "man",
        "wir",
        "ihr",
        "ich",
        "du",
        "zu",
        "zum",
        "zur",
    ]
)


@dataclass
class Unit:
    """A noun phrase of the span: token indices of its determiner, adjectives and noun."""

    det: int | None = None
    adjs: list[int] = field(default_factory=list)
    noun: int | None = None
    prep: int | None = None  # a preposition (or contraction) right before the phrase


def _strip_adj(word: str) -> tuple[str, str]:
    """(stem, ending) of an inflected adjective (``neuer`` -> ``neu``, ``er``)."""
    w = word
    for e in ADJ_ENDINGS:
        if w.endswith(e) and len(w) > len(e) + 1:
            return w[: -len(e)], e
    return w, ""


def _umlaut_free(word: str) -> str:
    return word.replace("ä", "a").replace("ö", "o").replace("ü", "u")


class GermanInflector(Inflector):
    lang = "de"

    def version(self) -> str:
        return VERSION

    # ------------------------------------------------------------------ words

    def _is_det(self, w: str) -> str | None:
        """``"def"``, ``"der"`` (der-word), ``"ein"`` (ein-word), ``"contr"`` or None (lower-case)."""
        if w in ("der", "die", "das", "den", "dem", "des"):
            return "def"
        if w in CONTRACTIONS:
            return "contr"
        for stem in EIN_WORDS:
            if w.startswith(stem) and w[len(stem) :] in ("", "e", "en", "em", "er", "es"):
                return "ein"
        for stem in DER_WORDS:
            if w.startswith(stem) and w[len(stem) :] in ("e", "en", "em", "er", "es"):
                return "der"
        return None

    def noun_info(
        self, word: str, initial: bool = False
    ) -> tuple[str, str, tuple[str, str, str, str], bool] | None:
        """(gender, number, (m sg, m pl, f sg, f pl), weak) of a person noun, or None.

        ``gender`` is ``m``/``f``/``n`` (``Mädchen``); the forms keep the word's prefix
        (``Großvater`` -> ``Großmutter``). Masculine case endings (``des Vaters``, ``den
        Männern``) are recognised. A sentence-initial word (``initial``) is a noun only
        through the lexicon or a feminine ending, never through the agent endings (``Später``).
        """
        if not word or not word[0].isupper() or word.lower() in NOT_NOUNS:
            return None
        low = word.lower()
        # A word Wiktionary pairs as a whole is no compound of a hand-listed noun: "Protestanten"
        # is Protestant/Protestantin, not "Protes" + "Tanten" (-> "Protesonkel").
        whole = german_lexicon.lookup(word)
        compounds = whole is None or whole[0] != ""
        found = self._lexicon(word, low, compounds=compounds)
        if found is not None:
            return found
        for ending in ("es", "s", "n"):
            if low.endswith(ending) and len(low) > len(ending) + 2:
                found = self._lexicon(
                    word[: -len(ending)], low[: -len(ending)], masc_only=ending != "n", compounds=compounds
                )
                if found is not None:
                    g, num, forms, weak = found
                    if ending == "n" and num not in ("pl", ""):
                        continue  # only a plural takes the dative -n (den Männern, den Müttern)
                    return g, ("pl" if ending == "n" else "sg"), forms, weak
        if (
            german_lexicon.available()
            and not low.endswith(("in", "innen"))
            and german_lexicon.lookup(word) is None
        ):
            genus = german_lexicon.lemma_genus(word)
            if (genus and "m" not in genus) or _epicene_noun(word):
                return None  # Kind/Kinder, Person, Mensch: Wiktionary's noun has no masculine pair
        if not low.endswith(("mann", "männer", "männern", "mannes", "manns", "frau", "frauen")):
            # Wiktionary's pairs (german-nouns): the real plural and case forms, also for a
            # sentence-initial noun ("Reporter nutzen ..."). Positive evidence only: a noun it
            # lists without a feminine (Controllerin, Admiralin are missing) still goes to the
            # ending rules, since the cue detector has already said that the span is a person.
            hit = german_lexicon.lookup(word)
            if hit is not None:
                return self._from_wiktionary(*hit)
        if initial and not low.endswith(("in", "innen", "frau", "frauen", "mann", "männer")):
            return None
        if _unknown_non_er(word):
            return None  # "ihren Schützling Óttar", "Hector": a name, not an agent noun in -ar/-or
        return self._derived(word, low)

    def _from_wiktionary(
        self, prefix: str, entry: german_lexicon.PairEntry
    ) -> tuple[str, str, tuple[str, str, str, str], bool]:
        """``noun_info``'s tuple from a Wiktionary pair (``prefix`` is a compound's first part)."""
        if entry.genitive_sg:
            number = "gen"
        elif entry.numbers == frozenset({"sg"}):
            number = "sg"
        elif entry.numbers == frozenset({"pl"}):
            number = "pl"
        else:
            number = ""
        forms = tuple(self._join(prefix, f) for f in entry.forms)
        return entry.gender, number, (forms[0], forms[1], forms[2], forms[3]), entry.weak

    def _lexicon(
        self, word: str, low: str, masc_only: bool = False, compounds: bool = True
    ) -> tuple[str, str, tuple[str, str, str, str], bool] | None:
        """A lexicon entry for ``low``, also as the last part of a compound (unless not ``compounds``)."""
        for k in range(len(low) if compounds else 1):
            part = low[k:]
            if k > 0 and len(part) < 3:
                break
            if 0 < k < 3:
                continue  # "Gopa" is no compound of "Opa"
            if part.startswith("graf") and low[:k].endswith(("o", "io")):
                continue  # Fotograf, Biograf: an agent noun, not the title
            for table, g in ((NOUNS_M, "m"), (NOUNS_F, "f")):
                if masc_only and g == "f":
                    continue
                if part in table:
                    forms = table[part]
                    prefix = word[:k]
                    if prefix and forms[0] == "Herr":
                        forms = ("Herr", "Herren", "Herrin", "Herrinnen")  # Gutsherr -> Gutsherrin
                    full = (
                        self._join(prefix, forms[0]),
                        self._join(prefix, forms[1]),
                        self._join(prefix, forms[2]),
                        self._join(prefix, forms[3]),
                    )
                    if g == "m":
                        num = "sg" if part == forms[0].lower() else "pl"
                        if forms[0].lower() == forms[1].lower():
                            num = ""
                    else:
                        num = "sg" if part == forms[2].lower() else "pl"
                        if forms[2].lower() == forms[3].lower():
                            num = ""
                    gender = "n" if part in NEUTER else g
                    base = table[part][0].lower()
                    weak = base.endswith("e") and table[part][1].lower().endswith("en")
                    if base in ("graf", "fürst", "prinz", "held", "zar", "herr", "markgraf"):
                        weak = True
                    return gender, num, full, weak
        return None

    def _derived(self, word: str, low: str) -> tuple[str, str, tuple[str, str, str, str], bool] | None:
        """A person noun by its ending: feminine -in/-innen, -frau/-mann, masculine agent nouns."""
        # Feminine -in/-innen on a known masculine pattern (or any stem, for -in words that
        # are not on the list of non-person nouns: Kapitänin, Admiralin, Feindin).
        for suffix, num in (("innen", "pl"), ("in", "sg")):
            if low.endswith(suffix) and len(low) > len(suffix) + 2:
                stem = word[: -len(suffix)]
                masc = self._masc_from_stem(stem)
                if (
                    masc is None
                    and low not in NOT_FEMININE
                    and not low.endswith(NOT_FEMININE)
                    and len(stem) > 3
                    and not _unknown_word(word, stem)
                ):
                    masc = (stem, stem + "e", False)
                if masc is None:
                    continue
                ms, mp, weak = masc
                return "f", num, (ms, mp, stem + "in", stem + "innen"), weak
        if low.endswith(("frau", "frauen")):
            stem = word[:-4] if low.endswith("frau") else word[:-6]
            return (
                "f",
                "sg" if low.endswith("frau") else "pl",
                (stem + "mann", stem + "männer", stem + "frau", stem + "frauen"),
                False,
            )
        if low.endswith(("mann", "männer")):
            stem = word[:-4] if low.endswith("mann") else word[:-6]
            return (
                "m",
                "sg" if low.endswith("mann") else "pl",
                (stem + "mann", stem + "männer", stem + "frau", stem + "frauen"),
                False,
            )
        # Masculine agent nouns.
        forms = self._masc_forms(word)
        if forms is not None:
            ms, mp, weak, num = forms
            stem = ms[:-1] if ms.lower().endswith("e") else ms
            return "m", num, (ms, mp, stem + "in", stem + "innen"), weak
        return None

    @staticmethod
    def _join(prefix: str, form: str) -> str:
        if not prefix:
            return form
        return prefix + form.lower() if not prefix.endswith("-") else prefix + form

    def _masc_from_stem(self, stem: str) -> tuple[str, str, bool] | None:
        """Masculine sg/pl of a feminine stem (``Lehrer``, ``Student``, ``Kolleg``), or None."""
        low = stem.lower()
        if low.endswith(E_STEMS):
            return stem + "e", stem + "en", True
        if not low.endswith(AGENT_ENDINGS) and not low.endswith(
            ("nehm", "geb", "hab", "wirt", "meist", *PERSON_STEMS)
        ):
            return None
        if low.endswith(NOT_AGENT) and not low.endswith(("bergleiter", "begleiter", "abteilungsleiter")):
            return None
        if low.endswith(("er", "el", "en")):
            return stem, stem, False
        if low.endswith("or"):
            return stem, stem + "en", False
        if low.endswith(WEAK_ENDINGS):
            return stem, stem + "en", True
        if low.endswith(("eur", "är", "ar", "ier")):
            return stem, stem + "e", False
        return stem, stem + "e", False

    def _masc_forms(self, word: str) -> tuple[str, str, bool, str] | None:
        """(m sg, m pl, weak, number) of a masculine agent noun in any form, or None."""
        low = word.lower()
        # Weak plural/oblique forms in -en: Studenten, Kollegen.
        if low.endswith("en") and len(low) > 5:
            stem = word[:-2]
            if stem.lower().endswith(WEAK_ENDINGS) or stem.lower().endswith(E_STEMS):
                masc = self._masc_from_stem(stem)
                if masc is not None:
                    return masc[0], masc[1], masc[2], ""
            if stem.lower().endswith("or"):
                return stem, word, False, "pl"
        if low.endswith("e") and low[:-1].endswith(E_STEMS):
            return word, word + "n", True, "sg"
        if low.endswith(("ern",)) and low[:-1].endswith(AGENT_ENDINGS):
            return word[:-1], word[:-1], False, "pl"  # dative plural: den Lehrern
        if low.endswith("s") and low[:-1].endswith(("er", "or", "eur", "är", "ar")) and len(low) > 4:
            gen = self._masc_from_stem(word[:-1])  # a genitive: des Lehrers
            return word[:-1], gen[1] if gen is not None else word[:-1], False, "gen"
        masc = self._masc_from_stem(word)
        if masc is not None:
            return masc[0], masc[1], masc[2], "sg" if masc[0] != masc[1] else ""
        return None

    @staticmethod
    def _nomadj(word: str) -> tuple[str, str] | None:
        """(stem, ending) of a nominalised adjective (``Bankangestellte`` -> ``Bankangestellt``, ``e``)."""
        if not word or not (word[0].isupper() or (word[0].isdigit() and "-" in word)):
            return None
        if word[0].isdigit() and not word.rsplit("-", 1)[1][:1].isupper():
            return None  # "41-Jährige" is a noun, "41-jährige" an adjective
        low = word.lower()
        for e in ADJ_ENDINGS:
            stem = low[: -len(e)]
            if low.endswith(e) and (
                stem.endswith(NOMADJ) or stem.endswith("iert") or stem.endswith(_wiktionary_adjectival())
            ):
                if (
                    stem not in _wiktionary_adjectival()
                    and not stem.endswith(NOMADJ)
                    and german_lexicon.singular_genus(word[: -len(e)]) not in ("", "m", "f")
                ):
                    return None  # "Königreiche": the plural of a listed noun, not "-reiche" (rich ones)
                return word[: -len(e)], e
        return None

    # ------------------------------------------------------------------ analysis

    def _units(self, words: list[Word], s: int, e: int) -> tuple[list[Unit], set[int]]:
        """Noun phrases with a person noun in [s, e) (with their modifiers, possibly left of s)."""
        units: list[Unit] = []
        used: set[int] = set()
        # A span that ends in a determiner or adjective reaches the noun right after it
        # ("zum amtierenden Vorsitzenden" with the span on "zum").
        end = e
        while end < len(words) and end - e < 3 and not words[end - 1].post:
            last = words[end - 1].core.lower()
            if (self._is_det(last) is None or last.startswith(("sein", "ihr"))) and not (
                end > e and self._adjective(words[end - 1].core)
            ):
                break
            end += 1
        for t in range(s, end):
            core = words[t].core
            if not core:
                continue
            if t >= e and self._lexicon(core, core.lower()) is None and self._nomadj(core) is None:
                continue
            if self._attributive_er(words, t):
                continue
            if t > 0 and self._surname(words, t):
                continue  # "sein Stellvertreter Sachin Pilot": a surname, not the noun Pilot
            if self._lexicon(core, core.lower()) is None and self._given_name(
                [w.pre + w.core + w.post for w in words], t
            ):
                continue  # "des Lake Tahoe": a name that only looks like a person noun
            initial = t == 0 or words[t - 1].post.endswith((".", "!", "?", ":", '"'))
            if self.noun_info(core, initial) is None and self._nomadj(core) is None:
                continue
            if core.lower() in ("frau", "herr", "herrn") and t + 1 < len(words) and not words[t].post:
                nxt = words[t + 1].core
                if nxt[:1].isupper() and self._lexicon(nxt, nxt.lower()) is None:
                    continue  # a title before a name, not a noun phrase
            if self._gender_compound(core, "F") or self._gender_compound(core, "M"):
                continue
            if t == 0 and self._is_det(core.lower()) is not None:
                continue
            u = Unit(noun=t)
            k = t - 1
            bound = max(0, s - LEFT_WINDOW)
            while k >= bound and k not in used:
                # (An opening quotation mark may stand before the noun: 'einen irischen "Chef"'.)
                if words[k].post or (
                    words[k + 1].pre and (k + 1 != t or words[k + 1].pre.strip(_OPENING_QUOTES))
                ):
                    break
                w = words[k].core
                low = w.lower()
                kind = self._is_det(low)
                if kind == "def" and self._relative_pronoun(words, k):
                    break  # "der Trend, den Wissenschaftler umkehren wollen": no article
                if kind is not None and u.det is None:
                    u.det = k
                    k -= 1
                    break
                if low in ("dessen", "deren", "wessen") or low in QUANTIFIERS:
                    break
                if low in ("anderem", "anderen") and k > 0 and words[k - 1].core.lower() == "unter":
                    break  # "unter anderem Verkehrsminister ...": the adverb "unter anderem" (u. a.)
                if kind is None and (self._adjective(w) or (k == 0 and self._initial_adjective(w))):
                    if u.adjs and _strip_adj(low)[1] != _strip_adj(words[u.adjs[0]].core.lower())[1]:
                        break  # the adjectives of one phrase share their ending ("sagten chinesische")
                    if self._finite_verb_slot(words, k):
                        break  # "Dazu gehören Journalisten": the verb of a main clause
                    u.adjs.insert(0, k)
                    k -= 1
                    continue
                if w and (w[0].isdigit() or low in NUMERALS):
                    k -= 1
                    continue
                if (
                    low in ("und", "oder", "sowie")
                    and u.adjs
                    and k > 0
                    and (k - 1) not in used
                    and not words[k - 1].post
                    and self._is_det(words[k - 1].core.lower()) is None
                    and self._adjective(words[k - 1].core)
                    and _strip_adj(words[k - 1].core.lower())[1]
                    == _strip_adj(words[u.adjs[0]].core.lower())[1]
                ):
                    # Coordinated adjectives share the phrase ("einem radikalen protestantischen und
                    # tausendjährigen Kaufmann"): the conjunction stays, both adjectives agree.
                    u.adjs.insert(0, k - 1)
                    k -= 2
                    bound = max(0, bound - 2)
                    continue
                if not u.adjs and (self._attributive_er(words, k) or _acronym(w)):
                    k -= 1  # an invariant modifier ("der Schweizer Polizeichef", "des ABC News-Reporters")
                    continue
                if u.det is None and self._saxon_genitive(words, k):
                    k -= 1  # "von Watfords Spielern": a name's genitive between preposition and noun
                    continue
                break
            if (
                k >= 0
                and not words[k].post
                and words[k].core.lower() in PREPS
                and not german_case.year_after_preposition(
                    words, k, min(x for x in [u.det, *u.adjs, t] if x is not None)
                )
            ):
                u.prep = k
            units.append(u)
            used.update(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        return units, used

    def _saxon_genitive(self, words: list[Word], k: int) -> bool:
        """Whether the word at ``k`` is a name's genitive in -s that stands, like a determiner,
        between a preposition and a noun ("Einige von Watfords Spielern", "mit Merkels
        Ministerinnen"): capitalised, no noun Wiktionary knows, a preposition before it."""
        w = words[k].core
        if k == 0 or words[k].pre or words[k - 1].post or words[k - 1].core.lower() not in PREPS:
            return False
        if not (w[:1].isupper() and w.endswith("s") and w.isalpha() and len(w) > 3):
            return False
        if not german_lexicon.available() or german_lexicon.known_noun(w) or german_lexicon.lookup(w):
            return False
        return self.noun_info(w) is None and not german_lexicon.known_noun(w[:-1])

    def _finite_verb_slot(self, words: list[Word], k: int) -> bool:
        """Whether the lower-case word at ``k`` stands where a German main clause has its finite
        verb: second, after a one-word first constituent that is no determiner, quantifier,
        numeral, preposition, conjunction or degree adverb ("Dazu gehören Journalisten",
        "Heute kamen Ärzte", "Merkel lobte Ärzte"). An adjective there would need a determiner
        or a modifier before it ("Viele junge Ärzte", "Sehr gute Ärzte")."""
        if k < 1 or words[k - 1].post or words[k].pre:
            return False
        if not (k == 1 or words[k - 2].post.endswith((".", "!", "?", ":", '"'))):
            return False
        first = words[k - 1].core
        low = first.lower()
        if not first[:1].isupper() or not first.isalpha():
            return False
        return not (
            self._is_det(low) is not None
            or low in QUANTIFIERS
            or low in NUMERALS
            or low in PREPS
            or low in DEGREE_ADVERBS
            or low in ("und", "oder", "aber", "als", "wie")
            or self._adjective(low)
        )

    def _name_before(self, words: list[Word], k: int) -> bool:
        """Whether the word before ``k`` (with the comma) is a name: capitalised, and no noun
        in Wiktionary ("Smith,", "Carter,"); a relative pronoun after it refers to a person."""
        if k == 0 or not german_lexicon.available():
            return False
        name = words[k - 1].core
        return (
            name[:1].isupper()
            and name.isalpha()
            and german_lexicon.lookup(name) is None
            and not german_lexicon.known_noun(name)
            and not german_lexicon.lemma_genus(name)
            and self.noun_info(name) is None
        )

    def _attributive_er(self, words: list[Word], k: int) -> bool:
        """Whether the capitalised word in -er at ``k`` is an invariant adjective from a place
        name before the noun it modifies ("der Schweizer Polizeichef", "die Berliner
        Bürgermeisterin", "dem Frankfurter Richter"), not a person noun ("Schweizer").

        German writes a noun before another noun as one compound, so a person noun in -er
        followed, without punctuation, by a second person noun that agrees with the determiner
        in front of both is that adjective (Duden: Einwohnerbezeichnungen auf -er als
        Adjektive, invariant and capitalised).
        """
        if k == 0 or k + 1 >= len(words) or words[k].post or words[k - 1].post or words[k + 1].pre:
            return False
        core, nxt = words[k].core, words[k + 1].core
        if not (core[:1].isupper() and core.endswith("er") and nxt[:1].isupper() and nxt.isalpha()):
            return False
        det = words[k - 1].core.lower()
        genera = {"der": {"m", "f"}, "die": {"f"}, **_DET_GENERA}.get(det)
        if genera is None or not german_lexicon.available():
            return False
        hit = german_lexicon.lookup(nxt)
        if hit is not None:
            entry = hit[1]
            return "sg" in entry.numbers and entry.gender in genera
        nomadj = self._nomadj(nxt)
        return nomadj is not None and _strip_adj(nxt.lower())[0].endswith(_wiktionary_adjectival())

    def _relative_pronoun(self, words: list[Word], k: int) -> bool:
        """Whether the d-word at ``k`` opens a relative clause rather than a noun phrase.

        A German relative clause starts right after a comma that follows its antecedent noun,
        with ``der``/``die``/``das``/``den``/``dem``, and ends with its finite verb ("der Trend,
        den Wissenschaftler umkehren wollen."; "eine Gruppe von Männern, die US-Beamte zu sein
        schienen,"). An article after
        a comma starts a noun phrase of an enumeration or apposition, which ends with its noun
        ("den Arzt, den Lehrer und den Koch."). So: a d-word after a comma whose clause (up to
        the next punctuation) ends in a lower-case word that is not an adjective before a noun.
        """
        if k < 2 or not words[k - 1].post.startswith(",") or words[k].pre:
            return False
        if not words[k - 1].core[:1].isupper():
            return False  # "sagte, der Chirurg sei ...": reported speech after a verb, no antecedent
        rel = words[k].core.lower()
        if rel not in ("der", "die", "das", "den", "dem"):
            return False
        # The pronoun agrees with its antecedent: "im Prozess, die nächste Verwandte ... zu
        # informieren" has no relative clause (a masculine noun takes der/den/dem).
        genus = german_lexicon.singular_genus(words[k - 1].core)
        if genus and not any(rel in _REL_FORMS[g] for g in genus):
            return False
        j = k
        # (Quotation marks inside the clause are no clause boundary: "der Dudley beim Serienfinale
        # "The Last Dudley" dazu bringt,".)
        while j < len(words) - 1 and j - k < 25 and not words[j].post.strip(_CLOSING_QUOTES + "„"):
            j += 1
        if j == k or words[j].post.strip(_CLOSING_QUOTES + "„")[:1] not in (",", ".", "!", "?", ";", ":"):
            return False
        last = words[j].core
        if words[j - 1].core == "zu" or _INFIX_ZU.match(last):
            return False  # "Gott, den Verstorbenen ... zu umgeben": an infinitive clause's object
        if not (last.isalpha() and last.islower() and not last.endswith(("in", "innen"))):
            return False
        return not self._article_fits(words, k, last)

    def _article_fits(self, words: list[Word], k: int, verb: str) -> bool:
        """Whether the d-word at ``k`` also reads as the article of the noun after it, in a
        clause whose last word is ``verb``; if so it stays an article ("Smith, der Lehrer war":
        an apposition and a relative clause read alike there, and the article flips with the
        noun either way). It does not when the article cannot go with the noun ("das
        Covid-19-Patienten") or when the phrase it makes is singular but the clause's finite
        verb is plural ("den Wissenschaftler umkehren wollen", "die US-Beamte zu sein
        schienen"): the noun is the relative clause's plural subject."""
        d = words[k].core.lower()
        t = k + 1
        while t < len(words) and self._adjective(words[t].core) and not words[t - 1].post:
            t += 1
        if t >= len(words) or words[t - 1].post or not words[t].core[:1].isupper():
            return False  # no noun after it: a pronoun ("Smith, der auch Mitglied ... ist")
        noun = words[t].core
        info = self.noun_info(noun)
        nomadj = self._nomadj(noun)
        if d == "das" and info is not None and info[0] in ("m", "f"):
            return False  # a person noun with "das"
        if (
            d == "der"
            and t > k + 1
            and _strip_adj(words[t - 1].core.lower())[1] == "e"
            and german_lexicon.available()
            and (genus := german_lexicon.singular_genus(noun))
            and "m" not in genus
        ):
            # "der" with a weak "-e" is a masculine nominative: "Cruz, der letzte Woche ...
            # erhoben hatte" is no phrase "der letzte Woche" (that would be "die letzte Woche").
            return False
        if (
            t == k + 1
            and info is None
            and nomadj is None
            and noun.isalpha()
            and german_lexicon.available()
            and not german_lexicon.known_noun(noun)
            and not german_lexicon.lemma_genus(noun)
        ):
            return False  # a name takes no article: "Ein Wahrsager, der Dudley ... dazu bringt,"
        # (A participle in ge-...-en ends a clause without being its finite verb.)
        plural_verb = (
            verb.endswith(("en", "ern", "eln"))
            and not verb.startswith("ge")
            and verb not in ("sein", "worden")
        )
        if not plural_verb:
            return True
        # Only a verb cluster may follow the noun ("den Wissenschaftler umkehren wollen.", "die
        # US-Beamte zu sein schienen,"): a singular verb, a pronoun or an article after it
        # make a main clause of its own ("die Ärztin hat ihn behandeln lassen").
        j = t + 1
        while j < len(words) and not words[j - 1].post:
            w = words[j].core
            low = w.lower()
            infinitive = low == "sein" and words[j - 1].core == "zu"
            if (
                not w.islower()
                or low in FINITE_SG
                or (low in PRONOUN_WORDS and not infinitive)
                or (self._is_det(low) is not None and not infinitive)
                or j - t > 4
            ):
                return True
            j += 1
        if d in ("der", "den", "dem", "das"):
            singular = not (d == "den" and noun.endswith("n")) and not (
                d == "der" and info is not None and info[1] == "pl"
            )
        else:
            singular = (nomadj is not None and nomadj[1] == "e") or (
                info is not None and info[0] == "f" and info[1] == "sg"
            )
        return not singular

    def _cases(self, u: Unit, words: list[Word], gender: str, number: str) -> list[str]:
        """Candidate cases of a source phrase of grammatical ``gender`` and ``number``."""
        g = "p" if number == "pl" else gender
        cands: list[str] = list(CASES)
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            if kind == "contr":
                low = CONTRACTIONS[low][1]
                kind = "def"
            if kind == "def":
                cands = [c for c, f in zip(CASES, DEF[g], strict=True) if f == low]
            elif kind == "der":
                ending = _det_ending(low, DER_WORDS)
                cands = [c for c, f in zip(CASES, DER_WORD_END[g], strict=True) if f == ending]
            elif kind == "ein":
                ending = _det_ending(low, EIN_WORDS)
                cands = [c for c, f in zip(CASES, EIN_WORD_END[g], strict=True) if f == ending]
        elif u.adjs:
            _, ending = _strip_adj(words[u.adjs[-1]].core.lower())
            cands = [c for c, f in zip(CASES, ADJ_STRONG[g], strict=True) if f == ending] or cands
        elif u.noun is not None:
            nomadj = self._nomadj(words[u.noun].core)
            if nomadj is not None:
                cands = [c for c, f in zip(CASES, ADJ_STRONG[g], strict=True) if f == nomadj[1]] or cands
        return cands or list(CASES)

    def _resolve(self, cands: list[str], u: Unit, words: list[Word]) -> str:
        if len(cands) == 1:
            return cands[0]
        prep = ""
        if u.prep is not None:
            prep = words[u.prep].core.lower()
        if u.det is not None and words[u.det].core.lower() in CONTRACTIONS:
            prep = CONTRACTIONS[words[u.det].core.lower()][0]
        if not prep and u.det is None and u.noun is not None:
            # A later conjunct of a list of bare nouns shares the first one's preposition
            # ("von Venezolanerinnen, Kubanerinnen und Nicaraguanerinnen" -> all dative).
            prep = german_case.list_preposition(
                words, min(x for x in [*u.adjs, u.noun] if x is not None), u.noun, PREPS, self._is_det
            )
        if prep in ACC_PREPS and "acc" in cands:
            return "acc"
        if (
            prep == "als"
            and "acc" in cands
            and u.prep is not None
            and german_case.als_after_object(words, u.prep, self._is_det, self._adjective, PREPS)
        ):
            return "acc"
        if prep in TWO_WAY_PREPS:
            two_way = german_case.two_way_case(prep, cands)
            if two_way is not None:
                return two_way
        if prep in DAT_PREPS and "dat" in cands:
            return "dat"
        if prep in GEN_PREPS and "gen" in cands:
            return "gen"
        if prep and prep not in ("als", "wie") and "acc" in cands and "dat" not in cands:
            return "acc"  # "auf die Tochter": a two-way preposition with the accusative form
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        if not prep:
            appos = german_case.apposition_case(
                words, first, _PREP_CASE, self._is_det, self._adjective, PREPS
            )
            if appos is not None and appos in cands:
                return appos
        if (
            "nom" in cands
            and "acc" in cands
            and not prep
            and (
                self._object_np(u, words)
                or german_case.object_after_subject(words, first, self._is_det, self._adjective, PREPS)
            )
        ):
            return "acc"
        if "gen" in cands and "dat" in cands and not prep and "nom" not in cands and "acc" not in cands:
            # A genitive attribute follows a noun ("die Arbeit der Ärztin"); right after a
            # personal pronoun the phrase is a dative object ("kehrte sie der Gegnerin den Rücken").
            before = words[first - 1] if first > 0 else None
            if before is not None and not before.post and before.core.lower() in PERSONAL_PRONOUNS:
                return "dat"
            if german_case.dative_after_d_word(words, first, self._is_det):
                return "dat"  # "die der Präsidentin schadet": a relative pronoun, then the object
            # Right after a verb it is a dative object too ("Die Ärztin teilte der Patientin mit"):
            # a lower-case word that is no preposition, conjunction or adverb before it.
            blow = before.core.lower() if before is not None else ""
            if (
                before is not None
                and not before.post
                and before.core.isalpha()
                and before.core.islower()
                and blow not in PREPS
                and blow not in CLAUSE_WORDS
                and blow not in SENTENCE_ADVERBS
                and blow not in ("sowie", "sondern", "bzw", "sowohl", "auch", "nur", "vor", "allem")
                and (u.det is not None or not self._adjective(before.core))
                and self._is_det(blow) is None
                and blow not in PRONOUN_WORDS
            ):
                return "dat"
        for c in ("nom", "acc", "gen", "dat"):
            if c in cands:
                return c
        return cands[0]

    # ------------------------------------------------------------------ generation

    def _realise_unit(
        self, u: Unit, words: list[Word], target: str, new: dict[int, list[str]], s: int = 0
    ) -> bool:
        """Fill ``new`` (token -> replacement words) for one phrase; False when impossible."""
        assert u.noun is not None
        core = words[u.noun].core
        nomadj = self._nomadj(core)
        info = self.noun_info(core) if nomadj is None else None
        fem_noun = False
        adj_stem: str | None = None
        genitive_plural = False
        if nomadj is not None:
            det_low = words[u.det].core.lower() if u.det is not None else ""
            src_gender, number = _nomadj_gender(det_low, nomadj[1], self._is_det(det_low))
            # Beamter/Beamtin: an adjectival masculine whose feminine is a noun in -in.
            fem_noun = nomadj[0].lower().endswith(_wiktionary_fem_noun())
            if u.det is None:
                # Only adjectives with the noun's strong ending belong to it ("griffen Beamte an":
                # "griffen" is the verb).
                while u.adjs and _strip_adj(words[u.adjs[0]].core.lower())[1] != nomadj[1]:
                    u.adjs.pop(0)
            if (
                u.det is not None
                and det_low == "den"
                and nomadj[1] == "en"
                and u.prep is not None
                and words[u.prep].core.lower() in DAT_PREPS
                and words[u.prep].core.lower() not in ACC_PREPS
            ):
                src_gender, number = "p", "pl"  # "mit den städtischen Beamten": a dative plural
            if (
                u.det is None
                and nomadj[1] == "er"
                and u.prep is not None
                and words[u.prep].core.lower() in GEN_PREPS
            ):
                src_gender, number = "p", "pl"  # "einschließlich Verbündeter": a genitive plural
            if (
                u.det is None
                and nomadj[1] == "er"
                and u.prep is None
                and german_case.after_noun(words, min([*u.adjs, u.noun]))
            ):
                # "die Säuberungen anderer Spitzenbeamter": right after a noun, a bare strong
                # "-er" is a genitive plural attribute (a masculine nominative would open a
                # constituent of its own, after a verb or punctuation).
                src_gender, number = "p", "pl"
                genitive_plural = True
            if u.det is None and nomadj[1] == "e":
                # Without a determiner "-e" is the plural (Bundesbeamte, Reisende), except
                # as a predicate ("als Bankangestellte", "ist Angestellte").
                first = min([*u.adjs, u.noun])
                prev = words[first - 1].core.lower() if first > 0 and not words[first - 1].post else ""
                pred = self._predicate_number(words, first, first)
                quantified = prev in QUANTIFIERS or prev in NUMERALS  # (not digits: "bis 1852 Abgeordneter")
                if quantified or (
                    prev not in ("als", "wie") and pred != "sg" and _SOURCE_NUMBER.get() != "sg"
                ):
                    # ("die einige schikanierte Beamte ... genießen": a quantifier makes it plural.)
                    src_gender, number = "p", "pl"
            if _SOURCE_NUMBER.get() == "pl" and u.det is not None and nomadj[1] == "en":
                # "der Waffen der Beamten" for "the officers' guns": -en after der/den is also a
                # plural, which the English says it is.
                src_gender, number = "p", "pl"
            if src_gender == "p":
                src_gender = "m"
            if number == "pl" and not fem_noun:
                return True  # plural adjectival nouns have one form (die Angeklagten, Reisende)
        elif info is not None:
            src_gender, number, _, _ = info
        else:
            return False
        number = "pl" if genitive_plural else self._unit_number(u, words, src_gender, number)
        if (
            number == "pl"
            and _SOURCE_NUMBER.get() == "sg"
            and info is not None
            and info[3]
            and core.lower() == info[2][1].lower()
            and not (u.det is not None and words[u.det].core.lower() in ("die", "diese", "keine", "alle"))
        ):
            number = "sg"  # "ihn als Helden" for "as a hero": a weak noun's -en is also singular
        if (
            number == "pl"
            and info is not None
            and info[3]
            and u.det is not None
            and words[u.det].core.lower() == "den"
            and (u.prep is None or words[u.prep].core.lower() not in DAT_PREPS)
        ):
            # "warnte den Jungen": a weak noun in the accusative singular (also for an English
            # plural: "changed presidents" -> "wechselte den Präsidenten").
            number = "sg"
        if number == "gen":
            number = "sg"
        if src_gender == target.lower():
            return True  # already in the target gender ("Spielern" stays a dative plural)
        cands = self._cases(u, words, src_gender, number)
        case = self._resolve(cands, u, words)
        ci = CASES.index(case)
        tg = target.lower()
        if info is not None:
            ms, mp, fs, fp = info[2]
            weak = info[3]
            if tg == "f":
                noun = fs if number != "pl" else fp
                tgram = "n" if fs.lower() in NEUTER else "f"
            else:
                noun = ms if number != "pl" else mp
                tgram = "m"
                adj_stem = german_case.adjectival_masculine(ms, mp)
                if adj_stem is not None:
                    # Beamtin -> Beamter/Beamte/Beamten: the masculine is declined as an adjective.
                    noun = ""
                elif number == "pl":
                    if case == "dat" and not noun.endswith(("n", "s")):
                        noun += "n"
                elif case != "nom" and weak:
                    noun = noun + ("n" if noun.endswith("e") else "en")
                elif case == "gen":
                    noun = noun + (
                        "es"
                        if noun.lower().endswith(("s", "ß", "z", "x", "sch")) or _monosyllabic(noun)
                        else "s"
                    )
            if tg == "f" and number == "pl" and case == "dat" and not noun.endswith(("n", "s")):
                noun += "n"
        elif nomadj is not None and fem_noun and tg == "f":
            noun = nomadj[0] + ("innen" if number == "pl" else "in")
            tgram = "f"
        else:
            tgram = tg
            noun = ""
        g = "p" if number == "pl" else tgram
        # Determiner.
        dtype = "none"
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            if kind in ("def", "contr"):
                art = DEF[g][ci]
                dtype = "der"
                if kind == "contr":
                    prep = CONTRACTIONS[low][0]
                    new[u.det] = [CONTRACT.get((prep, art), f"{prep} {art}")]
                else:
                    new[u.det] = [art]
                    contracted = german_case.contraction(words, u.prep, u.det, low, art, CONTRACT)
                    if contracted is not None:
                        new[u.prep] = [contracted]  # type: ignore[index]
                        new[u.det] = []
            elif kind == "der":
                stem = next(st for st in DER_WORDS if low.startswith(st))
                new[u.det] = [stem + DER_WORD_END[g][ci]]
                dtype = "der"
            elif kind == "ein":
                stem = next(
                    st
                    for st in EIN_WORDS
                    if low.startswith(st) and low[len(st) :] in ("", "e", "en", "em", "er", "es")
                )
                if stem == "ein" and g == "p":
                    return False
                if stem in ("sein", "ihr") and u.det >= s:
                    # A possessive inside the span belongs to the cue: its possessor flips too
                    # ("ihre Mutter" -> "sein Vater"); left of the span only its ending changes.
                    # (A detected cue's span starts after its possessive: :meth:`cue_span`.)
                    stem = "sein" if target == "M" else "ihr"
                new[u.det] = [stem + EIN_WORD_END[g][ci]]
                dtype = "ein" if EIN_WORD_END[g][ci] == "" else "der"
        table = ADJ_WEAK if dtype == "der" else ADJ_MIXED if dtype == "ein" else ADJ_STRONG
        for a in u.adjs:
            stem, _ = _strip_adj(words[a].core.lower())
            sem = self._semantic(stem, target)
            new[a] = [(sem or stem) + table[g][ci]]
        if adj_stem is not None:
            new[u.noun] = [adj_stem + table[g][ci]]
        elif nomadj is not None and not noun:
            new[u.noun] = [nomadj[0] + table[g][ci]]
        else:
            new[u.noun] = [noun]
            self._truncated_conjunct(words, u.noun, target, number, case, new)
        if number != "pl" and case != "gen":
            # (A genitive attribute's relative clause may belong to its head: "die Geburt
            # der Herzogin, die ...".)
            self._relative(words, u.noun, src_gender, tgram, new)
        if number == "pl" and case == "gen" and u.det is not None and u.det - 1 >= s - LEFT_WINDOW:
            part = self._partitive_pronoun(words, u.det)
            if part is not None and words[u.det].core.lower() in ("der", "dieser", "jener"):
                # "einer der Gründer" <-> "eine der Gründerinnen": the pronoun is one of them.
                new[u.det - 1] = [part + ("e" if tg == "f" else "er")]
        if number == "pl" and case == "dat" and u.prep is not None and u.prep >= 1:
            self._partitive_von(words, u, src_gender, tgram, new)
        return True

    def _partitive_von(
        self, words: list[Word], u: Unit, src: str, target: str, new: dict[int, list[str]]
    ) -> None:
        """A partitive pronoun before "von" and the plural person phrase ("einer von den Lehrern",
        "keine von ihren Kolleginnen") is one of those persons: it takes their gender, and so
        does a masculine singular relative pronoun after the phrase, which can only be the
        pronoun's ("Einer von Titus' Lehrern, der ..." -> "Eine von ... Lehrerinnen, die ...")."""
        p = u.prep
        if p is None or words[p].core.lower() != "von" or words[p - 1].post or words[p].pre:
            return
        low = words[p - 1].core.lower()
        stem = next((x for x in ("ein", "kein", "jed") if low[: len(x)] == x), None)
        ending = low[len(stem) :] if stem is not None else ""
        if stem is None or ending not in ("er", "e", "em", "en"):
            return
        before = words[p - 2].core.lower() if p >= 2 and not words[p - 2].post else ""
        if self._is_det(before):
            return  # "der eine von ihnen" has an article: no gendered pronoun form
        dative = ending == "em" or (ending == "er" and before in DAT_PREPS and before not in TWO_WAY_PREPS)
        if target == "f":
            ending = "er" if dative else "e"
        else:
            ending = "em" if dative else "en" if ending == "en" else "er"
        new[p - 1] = [stem + ending]
        r = u.noun + 1 if u.noun is not None else -1
        if src == "m" and target == "f" and 0 < r < len(words) and words[r - 1].post.startswith(","):
            rel = {"der": "die", "den": "die", "dem": "der", "dessen": "deren"}.get(words[r].core.lower())
            if rel is not None and not words[r].pre and not self._np_follows(words, r):
                new[r] = [rel]

    @staticmethod
    def _partitive_pronoun(words: list[Word], det: int) -> str | None:
        """The stem of a partitive pronoun right before the genitive article ``der`` at ``det``
        ("einer der Gründer", "eine der Ärztinnen", "keiner der Spieler"), or None."""
        if det == 0 or words[det - 1].post or words[det].pre:
            return None
        low = words[det - 1].core.lower()
        for stem in ("ein", "kein", "jed"):
            if low in (stem + "er", stem + "e"):
                return stem
        return None

    def _truncated_conjunct(
        self, words: list[Word], noun: int, target: str, number: str, case: str, new: dict[int, list[str]]
    ) -> None:
        """A truncated compound coordinated with the noun takes its gender, number and case:
        "Universitätswissenschaftler und -mitarbeiter" -> "... und -mitarbeiterinnen" (the
        second part stands for "Universitätsmitarbeiter")."""
        t = noun + 2
        if t >= len(words) or words[noun].post:
            return
        if words[noun + 1].core.lower() not in ("und", "oder", "sowie"):
            return
        w = words[t]
        if not w.pre.endswith("-") or not w.core[:1].islower() or not w.core.isalpha():
            return
        info = self.noun_info(w.core[:1].upper() + w.core[1:])
        if info is None or info[0] not in ("m", "f"):
            return
        ms, mp, fs, fp = info[2]
        if target == "F":
            form = fp if number == "pl" else fs
        else:
            form = mp if number == "pl" else ms
            if number == "pl" and case == "dat" and not form.endswith(("n", "s")):
                form += "n"
        if target == "F" and number == "pl" and case == "dat" and not form.endswith(("n", "s")):
            form += "n"
        new[t] = [form[:1].lower() + form[1:]]

    def _relative(
        self, words: list[Word], noun: int, src: str, target: str, new: dict[int, list[str]]
    ) -> None:
        """The relative pronoun of a singular person noun follows its gender, in its own case.

        ``Ein Zeuge, der ...`` -> ``Eine Zeugin, die ...``; also after a genitive attribute
        (``ein hoher Beamter der Niederlassung, der ...``), when the pronoun's form agrees with
        the person noun and not with the attribute's noun.
        """
        rel_forms = {"m": ("der", "den", "dem", "dessen"), "f": ("die", "die", "der", "deren")}
        k = noun
        # A name in apposition between the noun and the comma ("der Schlagzeuger Bryan Carter,
        # der ..."): the relative clause is the person's.
        # The word with the comma must be a name (no noun in Wiktionary: "Carter" only looks
        # like an agent noun); a given name before it may also be a noun ("Verkehrsminister
        # Grant Shapps, der ...": "der Grant" is a noun too).
        j = k
        while j + 1 < len(words) and j - noun < 3 and not words[j].post.strip():
            nxt = words[j + 1].core
            if not nxt[:1].isupper() or not german_lexicon.available() or self._is_det(nxt.lower()):
                break
            j += 1
            if words[j].post.startswith(","):
                if german_lexicon.lookup(nxt) is None and not german_lexicon.known_noun(nxt):
                    k = j
                break
        cluster = german_case.verb_cluster_end(words, k, self._is_det)
        if cluster is not None:
            k = cluster  # an extraposed relative clause: "vom Rivalen zurückgekehrt hat, der ..."
        if not words[k].post.startswith(","):
            # A genitive attribute between the noun and its relative clause.
            j = k + 1
            if j >= len(words) or words[k].post or words[j].core.lower() not in ("der", "des"):
                return
            attr_det = words[j].core.lower()
            j += 1
            while j < len(words) and self._adjective(words[j].core) and not words[j].post:
                j += 1
            if j >= len(words) or not words[j].core[:1].isupper() or not words[j].post.startswith(","):
                return
            attr = self.noun_info(words[j].core)
            attr_gender = attr[0] if attr is not None else ("f" if attr_det == "der" else "m")
            if attr_gender == src:
                return  # the relative may refer to the attribute's noun
            k = j
        r = k + 1
        if r >= len(words) or words[r].pre or src not in rel_forms or target not in rel_forms:
            return
        low = words[r].core.lower()
        if low not in rel_forms[src] or (
            low not in ("dessen", "deren")
            and self._np_follows(words, r)
            and not self._relative_pronoun(words, r)
        ):
            return  # an article of the next phrase ("der erste Mann, die erste Person")
        # Case of the source pronoun (feminine "die" is nominative or accusative: nominative).
        case = rel_forms[src].index(low)
        new[r] = [rel_forms[target][case]]

    def _unit_number(self, u: Unit, words: list[Word], gender: str, number: str) -> str:
        """The phrase's number: the noun's own when its form tells and no determiner says otherwise;
        for a form that is both, the source's number when the caller gives one and no
        singular-only determiner contradicts it ("seinen römischen Soldaten" for "his Roman
        soldiers" is a dative plural, "dem Lehrer" stays singular)."""
        hint = _SOURCE_NUMBER.get()
        if (
            hint is not None
            and not number
            and not self._sg_det(u, words)
            and not self._sg_adjective(u, words)
        ):
            return hint
        if not number or (number == "pl" and gender == "m" and self._sg_det(u, words)):
            number = self._number_from_det(u, words, gender)
        return "sg" if number == "gen" else number

    @staticmethod
    def _sg_adjective(u: Unit, words: list[Word]) -> bool:
        """An adjective after a determiner whose ending is singular only: after any determiner
        a plural adjective ends in -en ("die neuen Lehrer"), so "der tasmanische Teufel" or
        "ein neuer Lehrer" is one."""
        if u.det is None or not u.adjs:
            return False
        return _strip_adj(words[u.adjs[-1]].core.lower())[1] in ("e", "er", "es")

    def _sg_det(self, u: Unit, words: list[Word]) -> bool:
        """A determiner that is singular only (``einen``, ``dem``, ``des``, ``eines``)."""
        if u.det is None:
            return False
        low = words[u.det].core.lower()
        return low in ("ein", "einen", "einem", "eines", "dem", "des", "zum", "vom", "beim", "im", "am") or (
            self._is_det(low) == "ein"
            and low.endswith(("en", "em", "es"))
            and not low.startswith("ein")
            and False
        )

    def _number_from_det(self, u: Unit, words: list[Word], gender: str) -> str:
        """The number of a noun whose singular and plural look alike, from its modifiers."""
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        if first > 0 and not words[first - 1].post:
            # (Not across a comma: "Narcis Termes, 68, ein Elektriker" is one electrician.)
            before = words[first - 1].core.lower()
            if before in NUMERALS or before.isdigit():
                return "pl"
        if u.det is None:
            if any(_strip_adj(words[a].core.lower())[0] in QUANTIFIER_ADJ_STEMS for a in u.adjs):
                return "pl"  # "einiger Trump-Anhänger", "von beiden Frauen"
            if u.adjs:
                _, ending = _strip_adj(words[u.adjs[-1]].core.lower())
                sg_cases = [c for c, f in zip(CASES, ADJ_STRONG[gender], strict=True) if f == ending]
                prep = words[u.prep].core.lower() if u.prep is not None else ""
                dative = prep in DAT_PREPS and prep not in TWO_WAY_PREPS
                if dative and ending in ADJ_STRONG["p"] and "dat" not in sg_cases:
                    return "pl"  # "von separatistischen Katalanen": a dative singular ends in -em
                if ending in ADJ_STRONG["p"] and sg_cases in ([], ["gen"]):
                    return "pl"
                head = words[u.noun].core if u.noun is not None else ""
                info = self.noun_info(head) if head else None
                if (
                    sg_cases == ["nom"]
                    and info is not None
                    and info[0] == "m"
                    and head.lower() != info[2][0].lower()
                    and ending in ADJ_STRONG["p"]
                ):
                    return "pl"  # "schwerkranker Covid-19-Patienten": no nominative singular noun
                return "sg"
            # A German singular count noun needs a determiner; a bare one is a plural
            # ("dass Reporter die Fragen wählten", "aus Mädchen der vierten Klasse"), except
            # after "als"/"wie" or a copula ("arbeitete als Kellner", "ist Lehrer") and as a
            # title before a name ("Innenminister Seehofer", "UFC-Kämpferin Correia").
            prev = words[first - 1].core.lower() if first > 0 and not words[first - 1].post else ""
            head = words[u.noun].core if u.noun is not None else ""
            info = self.noun_info(head) if head else None
            if prev in ("als", "wie"):
                opens = first - 1 == 0 or words[first - 2].post.endswith((",", ".", ";", ":"))
                if (
                    opens
                    and info is not None
                    and info[3]
                    and head.lower() == info[2][1].lower() != info[2][0].lower()
                ):
                    # ", als Demonstranten sich ... konfrontierten": "als" opens a clause and the
                    # weak noun in -en is its plural subject (a singular subject has no -en;
                    # "wählten ihn als Präsidenten" is an accusative singular).
                    return "pl"
                return "sg"
            if first > 0 and words[first - 1].post.startswith(",") and self._name_before(words, first):
                return "sg"  # an apposition to a name ("sagte Khalid Darwish, Berater des ...")
            noun_at = u.noun if u.noun is not None else first
            if self._given_name_follows(words, noun_at):
                return "sg"  # a title before a name ("waren Finanzminister Steve Mnuchin und ...")
            if prev in COPULAS:
                return "pl" if prev in PLURAL_COPULAS else "sg"
            predicate = self._predicate_number(words, first, u.noun if u.noun is not None else first)
            if predicate is not None:
                return predicate
            noun_at = u.noun if u.noun is not None else first
            nxt_at = noun_at + 1
            if (
                nxt_at + 1 < len(words)
                and not words[noun_at].post
                and words[nxt_at].core.lower() in ("von", "aus")
                and words[nxt_at + 1].core[:1].isupper()
            ):
                # A place nxt_at the noun ("Bürgermeister von Kansas City begrüßt ..."): the verb
                # comes nxt_at the place's name.
                k = nxt_at + 1
                while (
                    k < len(words) - 1
                    and k - nxt_at <= 3
                    and not words[k].post
                    and words[k + 1].core[:1].isupper()
                ):
                    k += 1
                if not words[k].post and k + 1 < len(words) and self._finite_singular(words[k + 1].core):
                    return "sg"
            if noun_at + 1 < len(words) and not words[noun_at].post:
                # The subject agrees with the finite verb right after it ("Nordkoreas
                # Außenminister sagte ...", "Geophysiker haben ...").
                verb = words[noun_at + 1].core
                if verb in FINITE_SG:
                    return "sg"
                if verb in FINITE_PL:
                    return "pl"
                if self._finite_singular(verb):
                    return "sg"  # "Tunesiens Innenminister ernennt ..."
            noun = u.noun if u.noun is not None else first
            if noun + 1 < len(words) and not words[noun].post and words[noun + 1].core[:1].isupper():
                nxt = words[noun + 1].core
                if self.noun_info(nxt) is None and not german_lexicon.known_noun(nxt):
                    return "sg"
            return "pl"
        if words[u.det].core.lower() in ("alle", "aller", "allen"):
            return "pl"  # "aller Tunesier": a genitive plural
        head = words[u.noun].core if u.noun is not None else ""
        info = self.noun_info(head) if head else None
        if (
            info is not None
            and info[3]
            and head.lower() == info[2][1].lower() != info[2][0].lower()
            and words[u.det].core.lower() in ("der", "dieser", "jener", "mancher", "solcher", "welcher")
        ):
            return "pl"  # "dieser Patienten": a weak noun in -en after der/dieser is a genitive plural
        if gender in ("n", "f") and words[u.det].core.lower() == "den":
            return "pl"
        if gender == "n" and words[u.det].core.lower() in ("die", "diese", "keine", "meine", "seine", "ihre"):
            return "pl"
        low = words[u.det].core.lower()
        if gender == "m" and low in (
            "die",
            "diese",
            "jene",
            "keine",
            "meine",
            "deine",
            "seine",
            "ihre",
            "unsere",
            "eure",
            "alle",
            "welche",
            "solche",
            "manche",
        ):
            return "pl"
        if gender == "m" and low == "den" and words[u.noun or 0].core.endswith("n"):
            return "pl"
        if low in ("der", "dieser", "jener") and self._partitive_pronoun(words, u.det) is not None:
            return "pl"  # "einer der Gründer": a genitive plural after a partitive pronoun
        # (A closing quote may stand between: 'die "Massenhysterie" der Anhänger'.)
        if gender == "m" and low == "der" and u.det > 0 and not words[u.det - 1].post.strip(_CLOSING_QUOTES):
            before = words[u.det - 1].core
            noun = u.noun if u.noun is not None else u.det
            after = words[noun + 1].core.lower() if noun + 1 < len(words) and not words[noun].post else ""
            if (
                before[:1].isupper()
                and self._is_det(before.lower()) is None
                and u.det - 1 > 0
                and german_lexicon.known_noun(before)
                and after not in COPULAS
            ):
                return "pl"  # "die Hälfte der Amerikaner": a genitive plural attribute
        return "sg"

    def _finite_singular(self, verb: str) -> bool:
        """Whether a lower-case word right after a bare subject reads as a finite verb in the
        third person singular present, in ``-t`` ("ernennt", "sagt"; the plural ends in ``-en``:
        "ernennen"). Function words, adverbs ("nicht", "jetzt", "erst"), prepositions, adjectives
        and participles in ge- are none; nor is a weak past in ``-te`` ("ernannte"), which reads
        as an adjective too ("der ernannte Minister")."""
        low = verb.lower()
        if not (verb.isalpha() and verb.islower() and len(low) > 3) or low.startswith("ge"):
            return False
        if (
            low in FUNCTION
            or low in SENTENCE_ADVERBS
            or low in DEGREE_ADVERBS
            or low in PREPS
            or low in CLAUSE_WORDS
            or low in _T_ADVERBS
            or self._adjective(verb)
        ):
            return False
        return low.endswith("t") and not low.endswith("st")

    def _predicate_number(self, words: list[Word], first: int, noun: int) -> str | None:
        """The number of a bare noun that is a predicate: the copula's number in its clause.

        ``sie war ... Schriftstellerin``, ``1999 wurde sie Controllerin``, ``Sängerin zu werden``,
        ``ist sie Professorin ... und Leiterin``: a singular copula (ist, war, wurde, wird, sei,
        bleibt) before the noun in the same sentence, or ``zu werden``/``sein`` after it, makes
        it singular; ``sind``/``waren``/``wurden`` plural.
        """
        k = first - 1
        while k >= 0 and first - k <= 12:
            w = words[k]
            if w.post.endswith((".", "!", "?", ";", ":")) or not w.core:
                break
            low = w.core.lower()
            if low in COPULAS:
                return "pl" if low in PLURAL_COPULAS else "sg"
            if (
                k == first - 1
                and k > 0
                and words[k - 1].post.endswith(",")
                and w.core.isalpha()
                and w.core.islower()
                and low not in FUNCTION
                and low not in CLAUSE_WORDS
                and low not in PREPS
                and self._is_det(low) is None
            ):
                # The phrase's clause opens with its own verb after a comma ("war ... reduziert
                # worden, sagten chinesische Beamte"): a copula before that comma is another
                # clause's. (A comma after a predicate noun keeps the clause: "war eine
                # Erfinderin, Whiskeyschmugglerin und ...".)
                break
            if low in ("dass", "weil", "wenn", "ob", "nachdem", "bevor", "obwohl") or self._relative_pronoun(
                words, k
            ):
                break  # a subordinate or relative clause: a copula before it is not its own
            k -= 1
        # A clause-final copula after the noun agrees with it or with the subject it predicates
        # ("obwohl sie Amerikanerin war", "seit sie Kaiserin von Russland wurde").
        k = noun + 1
        ends = (".", "!", "?", ";", ":", ",")
        while k < len(words) and k - noun <= 6 and not words[k - 1].post.endswith(ends):
            if not words[k].core:
                break  # a dash of a parenthesis ("zwischen Republikanern und Demokraten - ist")
            low = words[k].core.lower()
            if low in ("werden", "sein", "bleiben") and words[k - 1].core.lower() == "zu":
                # "... zu sein schienen": the infinitive's number is its finite verb's.
                nxt = words[k + 1].core if k + 1 < len(words) and not words[k].post else ""
                return "pl" if nxt.islower() and nxt.endswith("en") else "sg"
            if low in COPULAS and low not in ("werden", "worden", "gewesen"):
                before = words[k - 1].core
                if k - 1 > noun and before.islower() and before.lower() not in PREPS:
                    return None  # "das Covid-19-Patienten entnommen wird": a passive's auxiliary
                return "pl" if low in PLURAL_COPULAS else "sg"
            k += 1
        # A conjunct takes the number of the singular person noun it is coordinated with
        # ("als Moderatorin und Interviewerin").
        if first >= 2 and words[first - 1].core.lower() in ("und", "oder") and not words[first - 2].post:
            info = self.noun_info(words[first - 2].core)
            if info is not None and info[1] == "sg":
                return "sg"
        return None

    # ------------------------------------------------------------------ pronouns

    def _pronoun(self, words: list[Word], t: int, target: str, s: int) -> str | None:
        low = words[t].core.lower()
        prev = words[t - 1].core.lower() if t > 0 and not words[t - 1].post else ""
        nxt = words[t + 1].core if t + 1 < len(words) and not words[t].post else ""
        before_noun = self._np_follows(words, t)
        if low in ("der", "die", "den", "dem", "das", "des") and before_noun:
            return None  # an article of a noun that is not a person noun
        if low in ("die", "der", "den") and nxt.lower() in PLURAL_PRONOMINALS:
            return None  # "Die meisten", "die beiden": a plural, no gender
        if (
            low == "die"
            and target == "M"
            and not before_noun
            and nxt.isalpha()
            and nxt.islower()
            and nxt.endswith("en")
            and len(nxt) > 4
            and (words[t + 1].post or t + 2 >= len(words) or not words[t + 2].core[:1].isupper())
        ):
            return None  # "denen, die versuchen, ...": a plural verb right after it, a plural pronoun
        if low in ("die", "der", "den") and nxt.lower() in QUANTIFIERS:
            # "eine sein, die einige schikanierte Beamte ... genießen": a strong quantifier
            # takes no article, so the d-word is a pronoun of another phrase; a cue on it
            # belongs to the quantifier's plural phrase, which has no gender.
            return None
        if before_noun and low.startswith(("jed", "dies", "jen", "kein", "welch")) and self._is_det(low):
            k = t + 1
            while k < len(words) - 1 and not words[k].core[:1].isupper():
                k += 1
            head = words[k].core
            if self.noun_info(head) is None and self._nomadj(head) is None:
                return None  # the determiner of a noun without a gendered pair ("Jeder Mensch")
        if target == "F":
            if low in PRONOUN_F:
                return PRONOUN_F[low]
            if low.startswith("sein") and low[4:] in ("", "e", "en", "em", "er", "es"):
                return "ihr" + low[4:]
            if low in REL_M_TO_F:
                return REL_M_TO_F[low]
            for stem in ("dies", "jen", "jed", "welch", "kein", "ein"):
                if low == stem + "er":
                    return stem + "e"
            return None
        if low == "sie":
            if _formal_sie(words, t):
                return None  # "bleiben Sie sicher": the polite "you", no person's gender
            if self._plural_clause_subject(words, t):
                return None
            if nxt.lower() in FINITE_PL and nxt.lower() not in FINITE_SG:
                return None  # "sie würden ...": the plural finite verb makes it a plural "they"
            return "ihn" if self._object_position(words, t) else "er"
        if low == "ihr":
            if prev in DAT_PREPS and prev not in ACC_PREPS:
                return "ihm"
            # The uninflected possessive stands before a singular noun, or before an adjective
            # in -er/-es ("ihr bestes Debüt"); "brachte ihr zahlreiche Rollen" is the dative.
            if nxt[:1].isupper():
                return "sein"
            if before_noun and _strip_adj(nxt.lower())[1] in ("er", "es"):
                return "sein"
            return "ihm"
        if low.startswith("ihr") and low[3:] in ("e", "en", "em", "er", "es"):
            return "sein" + low[3:]
        if low in ("diejenige",):
            return "derjenige"
        if low in ("derjenigen",):
            return "demjenigen"
        if low == "dieselbe":
            return "derselbe"
        if low in REL_F_TO_M:
            out = REL_F_TO_M[low]
            if low == "die" and prev in ACC_PREPS:
                return "den"
            return out
        for stem in ("dies", "jen", "jed", "welch", "kein", "ein"):
            if low == stem + "e":
                return stem + "er"
        return None

    @staticmethod
    def _plural_clause_subject(words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is the plural subject of a subordinate clause: right after a
        subordinating conjunction, in a clause whose last word (its finite verb) ends in -en
        ("dass sie kampflos zu Boden gingen", "als sie ... schleudern mussten"); a singular
        finite verb has no -en ("als sie ... ging")."""
        if t == 0 or words[t - 1].post or words[t - 1].core.lower() not in SUBORDINATORS:
            return False
        j = t
        while j < len(words) - 1 and j - t < 25 and not words[j].post:
            if words[j + 1].core.lower() in ("und", "oder", "aber", "sondern", "um"):
                break  # "weil sie ... Heilung benötigt oder um sie ... anzubieten": the clause ends
            j += 1
        last = words[j].core
        return j > t and last.isalpha() and last.islower() and last.endswith("en")

    def _np_follows(self, words: list[Word], t: int) -> bool:
        """Whether a noun (possibly after adjectives) follows token ``t`` in the same phrase."""
        k = t + 1
        while k < len(words) and not words[k - 1].post:
            core = words[k].core
            if not core:
                return False
            if core[0].isupper():
                return True
            if not self._adjective(core) or k - t > 3:
                return False
            k += 1
        return False

    def _object_np(self, u: Unit, words: list[Word]) -> bool:
        """Whether a noun phrase in the nominative/accusative form is an object: it follows a
        subject pronoun (``spielt sie eine ...``), a full verb after a subject (``Eine Person
        nannte sie ...``), ``was``/``das`` as a subject, and is not after a copula."""
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        if self._in_infinitive_clause(words, first):
            return True
        if first == 0 or words[first - 1].post:
            return False
        prev = words[first - 1].core.lower()
        if prev in COPULAS or prev in CLAUSE_WORDS:
            return False
        if prev in ("ihn", "ihm", "uns", "mir", "dir", "euch", "sich"):
            k = first - 2
            if k < 0 or words[k].post:
                return False
            prev = words[k].core.lower()
            return not (prev in COPULAS or prev in CLAUSE_WORDS)
        last = u.noun if u.noun is not None else first
        if last + 1 < len(words) and not words[last].post and words[last + 1].core.lower() in COPULAS:
            return False  # "wo er ein erfolgreicher Geschäftsmann wurde": a predicate
        if prev in ("er", "sie", "ich", "wir", "man", "es", "was", "das"):
            k = first - 2
            return not (k >= 0 and words[k].core.lower() in COPULAS)
        if self._after_subject_and_verb(words, first):
            return True
        return self._object_position(words, first)

    @staticmethod
    def _in_infinitive_clause(words: list[Word], first: int) -> bool:
        """Whether the phrase at ``first`` opens a clause (after a comma) that ends in ``zu`` and
        an infinitive: such a clause has no subject, so its noun phrases are objects ("im
        Prozess, die nächste Verwandte des Opfers zu informieren" -> "den nächsten Verwandten").
        A predicate of ``zu sein``/``zu werden``/``zu bleiben`` is nominative and stays."""
        if first == 0 or not words[first - 1].post.startswith(","):
            return False
        j = first
        while j < len(words) - 1 and j - first < 20 and not words[j].post:
            j += 1
        if j - first < 2 or words[j].post[:1] not in (",", ".", "!", "?", ";", ":"):
            return False
        verb = words[j].core
        return (
            words[j - 1].core == "zu"
            and verb.isalpha()
            and verb.islower()
            and verb not in ("sein", "werden", "bleiben")
        )

    def _after_subject_and_verb(self, words: list[Word], first: int) -> bool:
        """Whether the phrase at ``first`` follows a clause-initial noun phrase and a verb: the
        German main clause is subject-verb-object when it starts with its subject ("Der Arzt
        untersuchte die Bibliothekarin", "Die Associated Press hat die Pressesprecherin ...")."""
        verb = first - 1
        if verb < 2 or words[verb].post or not words[verb].core[:1].islower():
            return False
        vlow = words[verb].core.lower()
        if vlow in PREPS or vlow in COPULAS or vlow in CLAUSE_WORDS or vlow in PRONOUN_WORDS:
            return False
        if vlow in FUNCTION and vlow not in ("hat", "hatte", "haben", "hatten", *MODALS):
            return False
        if words[verb - 1].core.lower() in ("und", "oder"):
            # "Die Kämpferin machte ... und markierte ihre Gegnerin": a second verb of the
            # clause whose subject opened the sentence.
            k = verb - 2
            while k > 0 and not words[k - 1].post:
                k -= 1
            if any(words[x].post for x in range(k, verb)):
                return False
            j = k
            if j >= len(words) or self._is_det(words[j].core.lower()) not in ("def", "ein", "der"):
                return False
            j += 1
            while j < verb and self._adjective(words[j].core):
                j += 1
            return j < verb - 2 and words[j].core[:1].isupper() and words[j + 1].core[:1].islower()
        k = verb - 1
        nouns = 0
        while k >= 0 and words[k].core[:1].isupper() and not words[k].post and nouns < 3:
            if self._is_det(words[k].core.lower()) is not None:
                break
            nouns += 1
            k -= 1
        while k >= 0 and self._adjective(words[k].core) and not words[k].post:
            k -= 1
        if nouns == 0 or k < 0 or self._is_det(words[k].core.lower()) not in ("def", "ein", "der"):
            return False
        return k == 0 or words[k - 1].post.endswith((".", "!", "?", ":", '"'))

    def _object_position(self, words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is an object (-> ``ihn``): after a preposition (not one that
        starts a clause), after a plural or first-person verb (``nannten sie``, ``küsse sie``),
        or after a noun that is the subject (``bevor seine Großeltern sie aufnahmen``)."""
        if t == 0 or words[t - 1].post:
            return False
        prev_core = words[t - 1].core
        prev = prev_core.lower()
        if prev in CLAUSE_WORDS:
            return False
        if prev in PREPS:
            return True
        if prev in FUNCTION or self._is_det(prev) is not None or prev in PRONOUN_WORDS:
            return False
        if prev in ("was", "das"):
            return True  # "was sie zu ... macht": the subject is "was"
        if prev_core[:1].isupper():
            initial = t - 1 == 0 or words[t - 2].post.endswith((".", "!", "?", ":"))
            return not initial
        if prev in COPULAS:
            return False
        # (A past singular in -ien is no plural: "Kurzzeitig schien die Brasilianerin ...".)
        return (prev.endswith("en") and not prev.endswith("ien")) or (
            prev.endswith("e") and t >= 2 and words[t - 2].core.lower() == "ich"
        )

    # ------------------------------------------------------------------ API

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        if not check_span(tokens, span):
            return None
        if gender == "N":
            return self._neutral(tokens, span)
        s, e = span
        lo = max(0, s - LEFT_WINDOW)
        words = [Word.parse(t) for t in tokens]
        units, used = self._units(words, s, e)
        lo = min([lo, *used])  # a phrase with coordinated adjectives reaches further left
        new: dict[int, list[str]] = {}
        for u in units:
            if not self._realise_unit(u, words, gender, new, s):
                continue
        for t in range(s, e):
            if t in used or t in new:
                continue
            core = words[t].core
            if not core:
                continue
            en = (
                english(core.lower(), gender)
                if core[0].isupper() and t > 0 and core.lower() != "man"
                else None
            )
            if en is not None:
                new[t] = [en]
                continue
            rep = self._semantic(core, gender) or self._gender_compound(core, gender)
            if rep is None and t + 1 < len(words) and not words[t].post and words[t + 1].core[:1].isupper():
                title = (TITLES_F if gender == "F" else TITLES_M).get(core.lower())
                if title is not None and self._lexicon(words[t + 1].core, words[t + 1].core.lower()) is None:
                    rep = title  # "Frau Müller" <-> "Herr Müller"
            if (
                rep is None
                # (with a word before the sentence: a name may open it, "Cruz, der ...")
                and self._relative_pronoun([Word.parse("und"), *words], t + 1)
                and self._name_before(words, t)
            ):
                # "Smith, der auch Mitglied ... ist": the relative pronoun of a named person. A
                # "der" is masculine already for M (a feminine dative "der" is rarer there than
                # the masculine nominative, and the name says nothing).
                if gender == "M" and core.lower() == "der":
                    continue
                rep = (REL_M_TO_F if gender == "F" else REL_F_TO_M).get(core.lower())
            if rep is None:
                rep = self._pronoun(words, t, gender, s)
            if rep is not None:
                new[t] = [rep]
                low = core.lower()
                if low.endswith(("er", "e")) and low[: -2 if low.endswith("er") else -1] in QUANTIFIER_STEMS:
                    # "darunter einer, der ..." -> "eine, die ...": the quantifier pronoun's relative.
                    src = "m" if low.endswith("er") else "f"
                    self._relative(words, t, src, "f" if gender == "F" else "m", new)
                continue
            adj = self._lone_adjective(words, t, gender)
            if adj is not None:
                new[t] = [adj]
        return self._assemble(tokens, words, new, s, lo)

    @staticmethod
    def _semantic(core: str, gender: str) -> str | None:
        """``männlich``/``weiblich`` (and their endings): the stem follows the gender."""
        low = core.lower()
        for m, f in SEMANTIC_STEMS:
            for stem in (m, f):
                if low.startswith(stem) and low[len(stem) :] in ("", "e", "en", "em", "er", "es"):
                    return (m if gender == "M" else f) + low[len(stem) :]
        return None

    @staticmethod
    def _gender_compound(core: str, gender: str) -> str | None:
        """A hyphenated compound whose first part is a gender word: ``Männer-Vierer`` -> ``Frauen-Vierer``."""
        if "-" not in core.strip("-"):
            return None
        first, rest = core.split("-", 1)
        table = COMPOUND_F if gender == "F" else COMPOUND_M
        if first.lower() in table:
            return table[first.lower()] + "-" + rest
        return None

    def _lone_adjective(self, words: list[Word], t: int, gender: str) -> str | None:
        """A predicative/attributive adjective alone in the span is left as it is (German
        predicative adjectives do not agree); a strong -er/-e adjective before a noun flips."""
        core = words[t].core
        if (
            not core
            or not self._adjective(core)
            or self._is_det(core.lower()) is not None
            or t + 1 >= len(words)
        ):
            return None
        nxt = words[t + 1].core
        if not nxt or not nxt[0].isupper() or words[t].post:
            return None
        if self.noun_info(nxt) is None and self._nomadj(nxt) is None:
            return None  # no person noun to agree with ("produzierte Devlin": a verb and a name)
        stem, ending = _strip_adj(core.lower())
        if gender == "F" and ending == "er" and (t == 0 or self._is_det(words[t - 1].core.lower()) is None):
            return stem + "e"
        if gender == "M" and ending == "e" and (t == 0 or self._is_det(words[t - 1].core.lower()) is None):
            return stem + "er"
        return None

    def _assemble(
        self, tokens: Sequence[str], words: list[Word], new: dict[int, list[str]], s: int, lo: int
    ) -> list[str] | None:
        if not new:
            return None
        out: list[str] = list(tokens[:lo])
        for t in range(lo, len(tokens)):
            if t not in new:
                out.append(tokens[t])
                continue
            w = words[t]
            parts = " ".join(new[t]).split()
            if not parts:
                continue
            first = match_case(w.core, parts[0])
            if w.core and w.core[0].isupper() and not first[0].isupper():
                first = first[0].upper() + first[1:]
            rendered = [first, *parts[1:]]
            rendered[0] = w.pre + rendered[0]
            rendered[-1] = rendered[-1] + w.post
            if t < s - 1 and len(rendered) != 1:
                return None
            out.extend(rendered)
        if len(out) < s or out[: max(0, s)] != [*tokens[:lo], *out[lo:s]]:
            return None
        return out if out != list(tokens) else None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the nouns Wiktionary pairs with a feminine in -in (``Demonstranten``,
        ``Innenminister``, ``SAS-Offiziere``) and of adjectival person nouns (``Bundesbeamte``,
        ``der Angeklagte``): the German side of a person cue that the aligner missed. Nouns
        without a pair (Kind, Mensch, Controller) and titles before a name are not listed."""
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]
        for t, w in enumerate(words):
            core = w.core
            if len(core) < 4 or not core[0].isupper() or core.lower() in NOT_NOUNS:
                continue
            if core.lower() in ("herr", "herrn", "frau"):
                continue
            if t > 0 and not words[t - 1].post and words[t - 1].core.lower() in ("herr", "herrn", "frau"):
                continue  # a surname after a title ("Herr Pilot"), not a noun
            if self._attributive_er(words, t):
                continue  # "der Schweizer Polizeichef": a place adjective
            if t > 0 and self._surname(words, t):
                continue
            hit = german_lexicon.lookup(core)
            if hit is not None and hit[1].gender == "m":
                genus = german_lexicon.lemma_genus(core)
                if genus and "m" not in genus:
                    continue  # also (or rather) a feminine or neuter thing: "Werkzeugkisten", "Leiter"
            if (
                hit is not None
                or german_lexicon.mann_frau_pair(core)  # Feuerwehrmann / Feuerwehrfrau
                or (
                    self._nomadj(core) is not None
                    and _strip_adj(core.lower())[0].endswith(_wiktionary_adjectival())
                    and not self._capitalised_attribute(words, t)
                )
                or self._adjectival_feminine(core)
            ):
                out.append((t, t + 1))
        return out

    def _adjectival_feminine(self, core: str) -> bool:
        """Whether ``core`` is the feminine noun of an adjectival masculine (Beamtin,
        UN-Beamtinnen for Beamter/Beamte), which :meth:`person_spans` lists as the masculine
        is listed: the feminine original of a source must find its person as the masculine
        original does (closed sets)."""
        if not core.endswith(("in", "innen")):
            return False
        info = self.noun_info(core)
        return (
            info is not None
            and info[0] == "f"
            and german_case.adjectival_masculine(info[2][0], info[2][1]) is not None
        )

    @staticmethod
    def _capitalised_attribute(words: list[Word], t: int) -> bool:
        """Whether the adjective-like word at ``t`` is a capitalised attribute of the noun right
        after it, in a name or title ("seiner Heiligen Barmherzigkeit", "die Vereinigten
        Staaten"), not a nominalised adjective: the next word is a noun Wiktionary lists."""
        if t + 1 >= len(words) or words[t].post or words[t + 1].pre:
            return False
        nxt = words[t + 1].core
        return (
            nxt[:1].isupper()
            and nxt.isalpha()
            and (german_lexicon.known_noun(nxt) or bool(german_lexicon.lemma_genus(nxt)))
        )

    def validate(self, tokens_before: Sequence[str], tokens_after: Sequence[str]) -> str | None:
        """Why a realisation is not a valid German sentence, or ``None`` when it passes.

        Only the words the realisation changed (and their neighbours) are checked:

        * a gender-star form must be ``stem*suffix`` with a known suffix (``Ein*e``,
          ``Lehrer*in``, ``Ärzt*innen``, ``der*die``), not ``Ein*eine``;
        * a new feminine noun in -in/-innen must not be built on a noun that Wiktionary lists
          with no gendered pair (``Kinderinnen``, ``Menschin``);
        * a determiner and the singular noun after it must agree in gender (``jede Mensch``,
          ``den Lehrerin``, ``eine Arzt``): the noun's genus from Wiktionary's singular forms;
        * a relative pronoun after a comma must agree with the singular person noun before it
          (``Eine Musikerin, dessen``).
        """
        import difflib

        before = [Word.parse(t).core for t in tokens_before]
        after = [Word.parse(t).core for t in tokens_after]
        changed: set[int] = set()
        sm = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
        for op, _, _, j1, j2 in sm.get_opcodes():
            if op != "equal":
                changed.update(range(j1, j2))
        for j in sorted(changed):
            core = after[j]
            if "*" in core:
                reason = _bad_star(core)
                if reason is not None:
                    return reason
                continue
            low = core.lower()
            if core[:1].isupper() and low.endswith(("in", "innen")) and german_lexicon.available():
                base = core[:-5] if low.endswith("innen") else core[:-2]
                if (
                    len(base) > 2
                    and german_lexicon.lookup(core) is None
                    and german_lexicon.lookup(base) is None
                    and (_no_feminine(base) or _epicene_noun(base))
                ):
                    return f"no feminine of {base!r}: {core!r}"
        for i in sorted(changed | {k - 1 for k in changed} | {k - 2 for k in changed}):
            if i < 0 or i + 1 >= len(after):
                continue
            det = after[i].lower()
            if det not in _DET_GENERA or (i not in changed and i + 1 not in changed and i + 2 not in changed):
                continue
            j = i + 1
            while j < len(after) - 1 and self._adjective(after[j]) and not Word.parse(tokens_after[j]).post:
                j += 1
            noun = after[j]
            if Word.parse(tokens_after[j - 1]).post or not noun[:1].isupper() or "*" in det + noun:
                continue
            if self._nomadj(noun) is not None:
                # A nominalised adjective takes its gender from its article and ending ("eine
                # Überlebende", "die Vorsitzende"); Wiktionary's genus of the bare form is that of
                # another entry (the abstract neuter "das Überlebende").
                continue
            genus = self._singular_genus(noun)
            if not genus:
                continue
            if not set(genus) & _DET_GENERA[det]:
                return f"agreement: {after[i]!r} does not go with {noun!r}"
            if Word.parse(tokens_after[j]).post.startswith(",") and j + 1 < len(after):
                rel = after[j + 1].lower()
                if (rel == "dessen" and genus == "f") or (rel == "deren" and "f" not in genus):
                    return f"agreement: relative {after[j + 1]!r} after {noun!r}"
        return None

    def _singular_genus(self, noun: str) -> str:
        """The genus of a singular person or other noun (``""`` when unknown or plural)."""
        hit = german_lexicon.lookup(noun)
        if hit is not None:
            e = hit[1]
            if e.numbers == frozenset({"sg"}) or e.genitive_sg:
                return e.gender
            return ""
        return german_lexicon.singular_genus(noun)

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's noun is one Wiktionary lists with no gendered pair (a game
        ``Controller``, ``Kinder``, ``Mensch``): a cue aligned to it changes nothing."""
        if not german_lexicon.available() or not check_span(tokens, span):
            return False
        nouns = [Word.parse(tokens[t]).core for t in range(*span)]
        if nouns and nouns[-1].lower() in INDEFINITE_PERSONS:
            return True  # "jemand" is masculine whoever it is: its pronoun "er" agrees with it
        nouns = [n for n in nouns if n[:1].isupper() and n.lower() not in NOT_NOUNS and "*" not in n]
        if not nouns:
            return False
        head = nouns[-1]
        low = head.lower()
        if self._lexicon(head, low) is not None or self._nomadj(head) is not None:
            return False
        if german_lexicon.lookup(head) is not None or low.endswith(("in", "innen", "mann", "männer", "frau")):
            return False
        if self._given_name(tokens, span[1] - 1):
            return True  # "Tamer Motea": only looks like an agent noun in -er
        # (Also in a case form: the genitive "des Ventilators" is of "Ventilator", a thing.)
        cuts = [e for e in ("es", "s", "n") if low.endswith(e) and len(low) > len(e) + 3]
        forms = [head, *(head[: -len(e)] for e in cuts)]
        return any(german_lexicon.known_noun(f) or bool(german_lexicon.lemma_genus(f)) for f in forms)

    def _surname(self, words: list[Word], t: int) -> bool:
        """Whether the noun at ``t`` is a surname: a person noun (a title), then a given name that
        is no noun in Wiktionary, then it ("sein Stellvertreter Sachin Pilot"). A name alone before
        a noun is a subject before its predicate ("wurde Crookall Malermeister")."""
        if t < 2 or not german_lexicon.available():
            return False
        prev, w, title = words[t - 1], words[t], words[t - 2]
        if prev.post or w.pre or title.post or prev.pre:
            return False
        if self.noun_info(title.core) is None and title.core.lower() not in ("herr", "herrn", "frau"):
            return False
        core = prev.core
        if not (core[:1].isupper() and core.isalpha() and len(core) > 1) or core.isupper():
            return False
        if core.endswith("s"):
            return False  # a genitive name before its noun ("Watfords Spielern")
        if t - 1 == 0 or words[t - 2].post.endswith((".", "!", "?", ":")):
            return False  # a sentence-initial word is capitalised anyway
        return (
            german_lexicon.lookup(core) is None
            and not german_lexicon.known_noun(core)
            and not german_lexicon.lemma_genus(core)
            and core.lower() not in FUNCTION
        )

    @staticmethod
    def _given_name_follows(words: list[Word], t: int) -> bool:
        """Whether a name follows the noun at ``t`` directly: a capitalised word that Wiktionary
        does not know, or one it knows (given names are listed: "Jonathan") followed by one it
        does not know ("Finanzminister Steve Mnuchin", "Schattengesundheitsminister Jonathan
        Ashworth")."""

        def unknown(w: Word) -> bool:
            return (
                w.core[:1].isupper()
                and w.core.isalpha()
                and german_lexicon.lookup(w.core) is None
                and not german_lexicon.known_noun(w.core)
                and not german_lexicon.lemma_genus(w.core)
            )

        if t + 1 >= len(words) or words[t].post or words[t + 1].pre or not german_lexicon.available():
            return False
        nxt = words[t + 1]
        if not (nxt.core[:1].isupper() and nxt.core.isalpha()) or german_lexicon.lookup(nxt.core) is not None:
            return False
        if unknown(nxt):
            return True
        return t + 2 < len(words) and not nxt.post and not words[t + 2].pre and unknown(words[t + 2])

    @staticmethod
    def _given_name(tokens: Sequence[str], t: int) -> bool:
        """Whether the token at ``t`` is a given name before a surname: neither it nor the
        capitalised word right after it is a noun in Wiktionary ("Generalstaatsanwalt von
        Süd-Minya, Tamer Motea"; a real agent noun such as "Lehrer" or "Aktivist" is listed)."""
        if t + 1 >= len(tokens):
            return False
        w, nxt = Word.parse(tokens[t]), Word.parse(tokens[t + 1])
        if w.post or nxt.pre or not (nxt.core[:1].isupper() and nxt.core.isalpha()):
            return False
        return all(
            german_lexicon.lookup(x) is None
            and not german_lexicon.known_noun(x)
            and not german_lexicon.lemma_genus(x)
            for x in (w.core, nxt.core)
        )

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Person references that only German grammar genders: a singular nominalised adjective
        or participle after a masculine singular determiner (``Der Abgeordnete`` for "MP",
        ``Der Verstorbene`` for "the deceased", ``dem 41-Jährigen`` for "the 41-year-old"),
        and a masculine relative pronoun right after a person's name (:meth:`_name_relative`:
        "ergänzte Smith, der auch Mitglied ... ist"). English has no gendered word there, so
        every realisation changes them."""
        words = [Word.parse(t) for t in tokens]
        out: list[tuple[int, int]] = [
            (t, t + 1) for t in range(1, len(words)) if self._name_relative(words, t)
        ]
        masc = {"der": "e", "dem": "en", "des": "en", "ein": "er", "einem": "en", "eines": "en"}
        # The feminine singular forms that no plural shares ("die Abgeordnete", "eine
        # Jugendliche", "einer Verletzten"): the feminine original of the same source must give
        # the same set of realisations (issue 12, closed sets). ("der ...en" is also a genitive
        # plural, so it is left out.)
        fem = {"die": "e", "eine": "e", "einer": "en"}
        for t in range(len(words) - 1):
            # A quantifier pronoun with a relative clause: "darunter einer, der ..." ("one who").
            if (
                words[t].core.lower() in ("einer", "jeder", "keiner")
                and words[t].post == ","
                and words[t + 1].core.lower() == "der"
                and not self._np_follows(words, t + 1)
            ):
                out.append((t, t + 1))
        for t in range(1, len(words)):
            det = words[t - 1].core.lower()
            if (det not in masc and det not in fem) or words[t - 1].post:
                continue
            nomadj = self._nomadj(words[t].core)
            if det in fem and (
                nomadj is None
                or nomadj[1] != fem[det]
                or self._relative_pronoun(words, t - 1)  # "Unfälle, die Verletzte forderten"
                # (Beamte has the feminine noun Beamtin: "die Beamte" is a plural's typo.)
                or nomadj[0].lower().endswith(_wiktionary_fem_noun())
            ):
                continue
            if nomadj is not None and nomadj[1] == {**masc, **fem}[det]:
                if det == "der" and t >= 2 and words[t - 2].core[:1].isupper() and not words[t - 2].post:
                    continue  # "die Zahl der Angestellten": a genitive after a noun
                out.append((t - 1, t + 1))
        return out

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Person nouns (:meth:`person_spans`: Wiktionary pairs them with a feminine) that are
        conjuncts of a person noun a realisation changes: joined to it by ``und``/``oder``/
        ``sowie``/``wie`` or a list comma, with at most articles and adjectives between
        ("Vollstrecker und Treuhänder"; "Handwerkern wie Töpfern, ..., Brauern und Gärtnern").
        A coordination joins like with like, so a noun next to a person is a person, where the
        English word behind it was missed. Nouns a cue covers (``kept``: "Policemen" is gendered
        by the English) and words outside such a chain are left alone; the chain grows from
        each noun added."""
        words = [Word.parse(t) for t in tokens]
        # (Also a masculine noun the inflector derives a feminine for, "Brauern": next to a
        # person it is one, though Wiktionary lists no pair for it; not one Wiktionary knows
        # as neuter or feminine, "Opfer".)

        def derivable(w: Word) -> bool:
            info = self.noun_info(w.core) if len(w.core) >= 4 and w.core.isalpha() else None
            if info is None or info[0] != "m":
                return False
            genus = german_lexicon.lemma_genus(info[2][0])
            return not genus or "m" in genus

        taken = [*spans, *kept]
        paired: set[int] | None = None
        known: dict[int, bool] = {}

        def candidate(t: int) -> bool:
            # Looked up only for words a coordination joins to a person (the lookups cost).
            nonlocal paired
            if t not in known:
                if paired is None:
                    paired = {p[0] for p in self.person_spans(tokens)}
                known[t] = not any(a <= t < b for a, b in taken) and (
                    t in paired
                    # (A noun Wiktionary lists with no pair is left out, person or thing alike:
                    # "Kreuzer", "Computer", "Republikaner": a coordination does not make it one.)
                    or (t > 0 and derivable(words[t]) and not self.denotes_no_person(tokens, (t, t + 1)))
                )
            return known[t]

        done = [s[1] - 1 for s in spans]
        out: list[tuple[int, int]] = []

        def joined(a: int, b: int) -> bool:
            # Nouns at a < b: a list comma right before b (a bare noun: "X, der Y" is an
            # apposition), or a conjunction after a followed only by articles and adjectives.
            if (
                words[a].post.strip() not in ("", ",")
                or b - a > 4
                or not words[a].core[:1].isupper()
                or not words[b].core[:1].isupper()
            ):
                return False
            gap = words[a + 1 : b]
            if words[a].post.strip() == ",":
                return not gap
            return (
                bool(gap)
                and not gap[0].pre
                and not gap[0].post
                and gap[0].core.lower() in ("und", "oder", "sowie", "wie")
                and all(
                    g.core.islower()
                    and not g.post
                    and not g.pre
                    and (self._is_det(g.core) is not None or self._adjective(g.core))
                    for g in gap[1:]
                )
            )

        queue = list(done)
        while queue:
            d = queue.pop()
            for t in range(max(0, d - 4), min(len(words), d + 5)):
                if t in done or not (joined(d, t) if d < t else joined(t, d) if t < d else False):
                    continue
                if candidate(t):
                    out.append((t, t + 1))
                    done.append(t)
                    queue.append(t)
        return sorted(out)

    def _name_relative(self, words: list[Word], t: int) -> bool:
        """Whether ``der``/``dessen`` at ``t`` is a relative pronoun whose antecedent is a name
        alone ("Smith, der auch Mitglied ... ist"; "Lee, dessen Buch ..."): it agrees with
        the person's gender, which no German noun shows, so it is a person reference of its
        own. The name is a capitalised word Wiktionary does not know (no noun, no acronym),
        with no article or preposition before it (a masculine place or club takes one: "im
        Irak, der"), no title ("Herr Smith, der" is the English "Mr") and no person noun
        before it, whose own relative clause that noun's realisation already handles ("der
        Sprecher Wang Wenbin, der")."""
        rel = words[t].core.lower()
        if rel not in ("der", "dessen", "die", "deren") or words[t].pre or words[t - 1].post != ",":
            return False
        # (A name that opens the sentence is an antecedent too: "Cruz, der letzte Woche ...".)
        if rel in ("der", "die") and not self._relative_pronoun([Word.parse("und"), *words], t + 1):
            return False
        if rel == "die" and not german_case.singular_relative_clause(words, t, FINITE_SG):
            return False  # "die" with a plural verb refers to a plural ("die Beatles, die ...")

        def name(w: Word) -> bool:
            core = w.core
            return (
                len(core) > 1
                and core[:1].isupper()
                and core.replace("-", "").isalpha()
                and not core.isupper()
                and core.lower() not in FUNCTION
                and german_lexicon.lookup(core) is None
                and not german_lexicon.known_noun(core)
                and not german_lexicon.lemma_genus(core)
            )

        if not german_lexicon.available() or not name(words[t - 1]):
            return False
        k = t - 1
        while k > 0 and not words[k - 1].post and name(words[k - 1]):
            k -= 1  # given names before the surname ("John Woolf")
        if k == 0 or words[k - 1].post:
            return True
        before = words[k - 1]
        low = before.core.lower()
        if low in ("herr", "herrn", "frau") or self._is_det(low) is not None or low in CONTRACTIONS:
            return False
        if low in FUNCTION or not before.core[:1].isupper():
            return low not in ("von", "vom", "zum", "zur", "im", "am", "in", "nach", "aus", "bei", "gegen")
        return self.noun_info(before.core) is None and german_lexicon.lookup(before.core) is None

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's person noun phrase is plural ("drei Brighton-Verteidigern"), by
        the same reading of determiner, adjectives and noun as :meth:`realise`."""
        if not check_span(tokens, span):
            return False
        words = [Word.parse(t) for t in tokens]
        units, _ = self._units(words, *span)
        for u in units:
            assert u.noun is not None
            nomadj = self._nomadj(words[u.noun].core)
            if nomadj is not None:
                det = words[u.det].core.lower() if u.det is not None else ""
                return _nomadj_gender(det, nomadj[1], self._is_det(det))[1] == "pl"
            info = self.noun_info(words[u.noun].core)
            if info is not None:
                return self._unit_number(u, words, info[0], info[1]) == "pl"
        return False

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise` with the source's number for a noun phrase whose form is singular and
        plural alike (``seinen Soldaten``, ``der Anhänger``, ``den Kollegen``, ``der Beamten``);
        a form that says its number keeps it (the translation's own number is not changed)."""
        token = _SOURCE_NUMBER.set(number if number in ("sg", "pl") else None)
        try:
            return self.realise(tokens, span, gender)
        finally:
            _SOURCE_NUMBER.reset(token)

    def refers_elsewhere(
        self, tokens: Sequence[str], pronoun: tuple[int, int], antecedent: tuple[int, int]
    ) -> bool:
        """A ``sie``/``ihr``/``ihnen`` for an English singular "they" whose antecedent is a
        masculine singular noun phrase ("John Mann, der unabhängige Berater ..., um sie
        angemessen zur Rechenschaft zu ziehen"): a pronoun agrees with its antecedent, so the
        translation reads it as a plural (or another feminine referent), and it stays."""
        if not check_span(tokens, pronoun) or pronoun[1] - pronoun[0] != 1:
            return False
        low = Word.parse(tokens[pronoun[0]]).core.lower()
        if low not in ("sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres", "ihnen"):
            return False
        if low == "sie" and self._singular_clause_subject([Word.parse(t) for t in tokens], pronoun[0]):
            return False  # "dass sie ... stehen müsse": a singular verb, so "sie" is the one person
        return self.gender_of(tokens, antecedent) == "M" and not self.plural(tokens, antecedent)

    @staticmethod
    def _singular_clause_subject(words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is the subject of a subordinate clause whose last word (its
        finite verb) is singular: lower case, no -en ending ("dass sie ... entfernt stehen
        müsse")."""
        if t == 0 or words[t - 1].post or words[t - 1].core.lower() not in SUBORDINATORS:
            return False
        j = t
        while j < len(words) - 1 and j - t < 25 and not words[j].post:
            if words[j + 1].core.lower() in ("und", "oder", "aber", "sondern", "um"):
                break
            j += 1
        last = words[j].core
        return j > t and last.isalpha() and last.islower() and not last.endswith("en")

    def clause_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """``er``/``sie`` right after ``indem``, ``bevor``, ``nachdem``, ``während`` or ``wobei``
        in a clause whose finite verb (its last word) is singular: German needs a subject where
        English has a gerund ("indem sie ihre Briefings ... machte" for "by making her
        briefings"). ``sie`` with a plural verb ("indem sie eine Scheibe fallen lassen") is the
        plural and has no gender."""
        words = [Word.parse(t) for t in tokens]
        out: list[tuple[int, int]] = []
        for t in range(1, len(words) - 1):
            if words[t - 1].post or words[t].core.lower() not in ("er", "sie"):
                continue
            if words[t - 1].core.lower() not in GERUND_CONJUNCTIONS:
                continue
            j = t
            while j < len(words) - 1 and j - t < 30 and not words[j].post and words[j + 1].core:
                j += 1
            last = words[j].core.lower()
            if j > t and last.isalpha() and not last.endswith("n"):
                out.append((t, t + 1))
        return out

    def target_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Quantifier pronouns that stand for a person of a phrase before them (:meth:`_quantifier_pronoun`):
        ``einer``/``jeder``/``keiner`` and ``eine``/``jede``/``keine`` with no noun of their own
        ("drei Anwärter ...; zwei in Assam und einer in Bihar", "Die ... Eigentümer behaupteten
        ... 18900 Acre jeder"). English has "one"/"each" there, no gendered word; the realiser
        flips such a pronoun with the nearest person before it when their genders agree."""
        words = [Word.parse(t) for t in tokens]
        return [(t, t + 1) for t in range(1, len(words)) if self._quantifier_pronoun(words, t)]

    def _quantifier_pronoun(self, words: list[Word], t: int) -> bool:
        """Whether the word at ``t`` is a quantifier pronoun in the nominative without a noun:
        not before a noun phrase, a determiner or a genitive ("einer der Lehrer" is partitive:
        its gender is the noun's, which :meth:`_partitive_pronoun` handles), and not after an
        article ("der eine") or a preposition."""
        low = words[t].core.lower()
        if low not in QUANTIFIER_PRONOUNS or words[t].pre:
            return False
        if t > 0 and not words[t - 1].post and self._is_det(words[t - 1].core.lower()) == "def":
            return False
        if t > 0 and not words[t - 1].post and words[t - 1].core.lower() in PREPS:
            # After a preposition it is the article of an extended phrase ("mit einer durch einen
            # Sprengstoff verursachten Beinverletzung", "in einer auf Facebook veröffentlichten
            # Erklärung").
            return False
        if words[t].post.strip(_CLOSING_QUOTES):
            return True  # "jeder.", "eine, die ..."
        if t + 1 >= len(words):
            return True
        nxt = words[t + 1].core.lower()
        return not (
            self._np_follows(words, t)
            or self._is_det(nxt) is not None
            or nxt in DEGREE_ADVERBS
            or nxt in QUANTIFIERS
            or (nxt[:1].isdigit())
        )

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A detected person cue's span without a leading possessive determiner.

        A German possessive names its possessor (``Frankreich hat seine Bürger``: France's);
        only its ending agrees with the person noun, so it is not part of the person's
        reference: realising the noun changes its ending (left of the span), never its stem.
        """
        s, e = span
        if check_span(tokens, span) and e - s > 1:
            low = Word.parse(tokens[s]).core.lower()
            if low.startswith(("sein", "ihr")) and self._is_det(low) == "ein":
                return (s + 1, e)
        return span

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        if not check_span(tokens, span):
            return span
        s, e = span
        first = Word.parse(tokens[s]).core
        # Only a phrase that starts with its noun or an adjective grows (not a pronoun: "den er").
        if not first or first.lower() in PRONOUN_WORDS or self._is_det(first.lower()) is not None:
            return span
        k = s
        window = LEFT_WINDOW
        while k > 0 and s - k < window:
            w = Word.parse(tokens[k - 1])
            core = w.core
            if w.post or not core:
                break
            low = core.lower()
            if low.startswith(("sein", "ihr")) and self._is_det(low) == "ein":
                break  # a possessive names its own possessor: not part of the cue
            if (
                low in ("und", "oder", "sowie")
                and k < s
                and k >= 2
                and not Word.parse(tokens[k - 2]).post
                and self._adjective(Word.parse(tokens[k - 2]).core)
                and self._adjective(Word.parse(tokens[k]).core)
            ):
                k -= 1  # coordinated adjectives ("radikalen ... und tausendjährigen Kaufmann")
                window += 2
                continue
            if (
                self._is_det(low) is not None
                or self._adjective(core)
                or (k == 1 and self._initial_adjective(core))
                or (k == s and self._attributive_er([Word.parse(t) for t in tokens], k - 1))
                or (k == s and _acronym(core))
            ):
                k -= 1
                if self._is_det(low) is not None:
                    break
                continue
            break
        return (k, e)

    def _initial_adjective(self, core: str) -> bool:
        """A capitalised sentence-initial word that is an inflected adjective, not a noun
        (``Hochrangiger UN-Beamter``): an adjective ending and no noun in Wiktionary."""
        if not core[:1].isupper() or not german_lexicon.available():
            return False
        low = core.lower()
        return (
            self._adjective(low)
            and not low.endswith("es")  # "Beiderbeckes Vater": a genitive name
            and core[1:] == low[1:]
            and not german_lexicon.known_noun(core)
            and not german_lexicon.lemma_genus(core)
            and german_lexicon.lookup(core) is None
        )

    def _adjective(self, core: str) -> bool:
        """An inflected attributive adjective (lower case, adjective ending, not a function word,
        determiner or preposition)."""
        low = core.lower()
        return (
            bool(core)
            and core[0].islower()
            and low.endswith(ADJ_ENDINGS)
            and low not in FUNCTION
            and low not in PREPS
            and low not in PRONOUN_WORDS
            and low not in QUANTIFIERS
            and self._is_det(low) is None
            and len(low) > 3
            and not _PRONOMINAL_ADVERB.match(low)
            and low not in REPORTING_VERBS
        )

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        if not check_span(tokens, span):
            return None
        s, e = span
        if any("*" in tokens[t] or ":in" in tokens[t] for t in range(s, e)):
            return "N"
        words = [Word.parse(t) for t in tokens]
        for t in range(s, e):
            core = words[t].core
            info = self.noun_info(core)
            if info is not None:
                return "F" if info[0] == "f" else "M" if info[0] == "m" else None
            nomadj = self._nomadj(core)
            if nomadj is not None:
                det = words[t - 1].core.lower() if t > 0 and not self._relative_pronoun(words, t - 1) else ""
                if nomadj[1] == "er":
                    return "M"
                if det in ("die", "eine", "diese", "keine") and nomadj[1] == "e":
                    return "F"
                if det in ("der", "dieser") and nomadj[1] == "e":
                    return "M"
        for t in range(s, e):
            low = words[t].core.lower()
            if e - s == 1 and self._quantifier_pronoun(words, t):
                return "M" if low.endswith("er") else "F"  # "einer", "jede" without a noun
            if low in ("er", "ihn", "ihm") or (
                low.startswith("sein") and low[4:] in ("", "e", "en", "em", "er", "es")
            ):
                return "M"
            if low == "sie" and _formal_sie(words, t):
                continue
            if low == "sie" or (low.startswith("ihr") and low[3:] in ("", "e", "en", "em", "er", "es")):
                return "F"
        return None

    # ------------------------------------------------------------------ neutral

    def _neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        s, e = span
        words = [Word.parse(t) for t in tokens]
        units, _ = self._units(words, s, e)
        if not units:
            return self._neutral_words(tokens, span)
        out = list(tokens)
        for u in reversed(units):
            assert u.noun is not None
            core = words[u.noun].core
            info = self.noun_info(core)
            key = info[2][0].lower() if info is not None else ""
            if info is not None and not info[2][2].lower().endswith("in"):
                # A lexical pair (Mann/Frau): a neutral noun where one exists, else nothing.
                if key in NEUTRAL_NOUNS:
                    res = self._neutral_noun(u, words, info, NEUTRAL_NOUNS[key], out)
                    if res is None:
                        return None
                    out = res
                    continue
                return None
            m: dict[int, list[str]] = {}
            f: dict[int, list[str]] = {}
            if not self._realise_unit(u, words, "M", m, s) or not self._realise_unit(u, words, "F", f, s):
                return None
            for t in sorted(set(m) | set(f), reverse=True):
                a = " ".join(m.get(t, [words[t].core])).split()
                b = " ".join(f.get(t, [words[t].core])).split()
                contracted = a != b and any(x.lower() in CONTRACTIONS for x in (*a, *b))
                if len(a) != len(b) or contracted:
                    # A contraction on one side ("im" / "in der") or two ("zum" / "zur"): write
                    # both out, so the star joins the articles ("zu dem*der", not "zum*zur").
                    a = " ".join(_uncontract(x) for x in a).split()
                    b = " ".join(_uncontract(x) for x in b).split()
                    if len(a) != len(b) or (len(a) > 1 and t < s):
                        return None
                merged = [_star(x, y) for x, y in zip(a, b, strict=True)]
                w = words[t]
                if w.core[:1].isupper():
                    merged[0] = merged[0][0].upper() + merged[0][1:]
                merged[0] = w.pre + merged[0]
                merged[-1] = merged[-1] + w.post
                out[t : t + 1] = merged
        return out if out != list(tokens) else None

    def _neutral_words(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """The star form of a span without a noun (``einer, der`` -> ``eine*r, der*die``,
        ``er`` -> ``er*sie``): its masculine and feminine realisations merged word by word."""
        m = self.realise(tokens, span, "M") or list(tokens)
        f = self.realise(tokens, span, "F") or list(tokens)
        if len(m) != len(tokens) or len(f) != len(tokens) or m == f:
            return None
        out = list(tokens)
        for t, (a, b) in enumerate(zip(m, f, strict=True)):
            if a != b:
                wa, wb = Word.parse(a), Word.parse(b)
                merged = _star(wa.core, wb.core)
                out[t] = (
                    wa.render(merged)
                    if not wa.core[:1].isupper()
                    else wa.pre + merged[:1].upper() + merged[1:] + wa.post
                )
        return out if out != list(tokens) else None

    def _neutral_noun(
        self,
        u: Unit,
        words: list[Word],
        info: tuple[str, str, tuple[str, str, str, str], bool],
        neutral: tuple[str, str, str],
        out: list[str],
    ) -> list[str] | None:
        noun_sg, noun_pl, ngram = neutral
        number = self._unit_number(u, words, info[0], info[1])
        cands = self._cases(u, words, info[0], number)
        case = self._resolve(cands, u, words)
        ci = CASES.index(case)
        g = "p" if number == "pl" else ngram
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            if kind == "def":
                out[u.det] = words[u.det].render(DEF[g][ci])
            elif kind == "ein":
                stem = next(st for st in EIN_WORDS if low.startswith(st))
                out[u.det] = words[u.det].render(stem + EIN_WORD_END[g][ci])
            elif kind == "der":
                stem = next(st for st in DER_WORDS if low.startswith(st))
                out[u.det] = words[u.det].render(stem + DER_WORD_END[g][ci])
            else:
                return None
        noun = noun_pl if number == "pl" else noun_sg
        w = words[u.noun or 0]
        out[u.noun or 0] = w.pre + noun + w.post
        return out


#: Determiners that are only singular, by the genera they can go with (nominative to dative;
#: "der" is also a feminine dative/genitive, "die" a plural, so neither is listed).
_DET_GENERA: dict[str, set[str]] = {
    "den": {"m"},
    "dem": {"m", "n"},
    "des": {"m", "n"},
    "das": {"n"},
    "ein": {"m", "n"},
    "einen": {"m"},
    "einem": {"m", "n"},
    "eines": {"m", "n"},
    "eine": {"f"},
    "jede": {"f"},
    "jeden": {"m"},
    "jedem": {"m", "n"},
    "jedes": {"m", "n"},
    "keinen": {"m"},
    "diesen": {"m"},
    "diesem": {"m", "n"},
    "dieses": {"m", "n"},
}

#: Closing quotation marks (after a quoted noun, a genitive attribute still follows it).
#: Adverbs in -t/-te that are no finite verbs ("jetzt", "nicht", "meist").
_T_ADVERBS = frozenset(
    [
        "nicht",
        "jetzt",
        "erst",
        "zuerst",
        "zuletzt",
        "meist",
        "meiste",
        "sonst",
        "selbst",
        "bereits",
        "längst",
        "gut",
        "weit",
        "bisweilen",
        "damit",
        "mit",
        "seit",
        "samt",
        "laut",
        "statt",
        "bereit",
        "zunächst",
    ]
)
_OPENING_QUOTES = "\"„“«»'‚‘"
_CLOSING_QUOTES = "\"“”»«'’"

#: Pronominal adverbs ("darunter", "dahinter", "worüber", "hierunter"): no adjectives.
_PRONOMINAL_ADVERB = re.compile(
    r"^(da|dar|wo|wor|hier)(unter|über|hinter|neben|auf|aus|in|an|um|vor|nach|mit|bei|für|gegen"
    r"|zwischen|durch|innen|außen|oben|unten)$"
    r"|^(vor|nach|da|bis|seit|hin|wo|weiter|vorn|nebst)(her|hin)$"  # "Vorher Gastgeber ...", "bisher"
)
#: A separable verb's zu-infinitive ("auszuschalten", "aufzunehmen").
_INFIX_ZU = re.compile(r"^[a-zäöü]{2,}zu[a-zäöü]{3,}en$")
#: Relative pronouns (nominative, accusative, dative) by the genus of the antecedent.
_REL_FORMS = {"m": ("der", "den", "dem"), "f": ("die", "der"), "n": ("das", "dem")}

_STAR_SUFFIXES = frozenset(
    word_tuple(
        "in innen e r n s en er es em die der den dem des sie ihr ihre ihren ihrem ihrer ihres eine einer"
        " deren"
    )
)


def _bad_star(core: str) -> str | None:
    """Why a gender-star form is malformed, or None (``Ein*eine``, ``Kinder*innen``)."""
    parts = core.split("*")
    if len(parts) != 2 or not parts[0] or not parts[1]:
        return f"malformed gender star: {core!r}"
    stem, suffix = parts
    if suffix.lower() not in _STAR_SUFFIXES:
        return f"malformed gender star: {core!r}"
    if suffix.lower().startswith(stem.lower()):
        return f"malformed gender star: {core!r}"  # the suffix repeats the stem: Ein*eine
    if (
        stem[:1].isupper()
        and suffix.lower() in ("in", "innen")
        and german_lexicon.available()
        and german_lexicon.lookup(stem + suffix) is None
        and (_no_feminine(stem) or _epicene_noun(stem))
    ):
        return f"no feminine of {stem!r}: {core!r}"
    return None


def _no_feminine(base: str) -> bool:
    """A neuter or feminine noun (Kind, Kinder, Person): no -in feminine can be made from it."""
    g = german_lexicon.lemma_genus(base)
    return bool(g) and "m" not in g


def _epicene_noun(word: str) -> bool:
    low = word.lower()
    return low.endswith(("ling", "bold")) or any(low.endswith(e) for e in german_lexicon.EPICENE)


@cache
def _wiktionary_adjectival() -> tuple[str, ...]:
    """Stems of Wiktionary's adjectivally declined person nouns (``angeklagt``, ``beamt``)."""
    return tuple(sorted(german_lexicon.adjectival_stems()))


@cache
def _wiktionary_fem_noun() -> tuple[str, ...]:
    """Those of them whose feminine is a noun in -in (``beamt``: Beamter / Beamtin)."""
    return tuple(sorted(k for k, v in german_lexicon.adjectival_stems().items() if v))


def _nomadj_gender(det: str, ending: str, kind: str | None) -> tuple[str, str]:
    """(gender, number) of a nominalised adjective from its determiner and ending."""
    if kind == "contr":
        det = CONTRACTIONS[det][1]
        kind = "def"
    if kind is None:
        return {"er": ("m", "sg"), "e": ("f", "sg"), "en": ("p", "pl"), "em": ("m", "sg")}.get(
            ending, ("f", "sg")
        )
    if kind == "def":
        table = {
            ("der", "e"): ("m", "sg"),
            ("der", "en"): ("f", "sg"),
            ("die", "e"): ("f", "sg"),
            ("die", "en"): ("p", "pl"),
            ("den", "en"): ("m", "sg"),
            ("dem", "en"): ("m", "sg"),
            ("des", "en"): ("m", "sg"),
        }
        return table.get((det, ending), ("f", "sg"))
    end = _det_ending(det, EIN_WORDS if kind == "ein" else DER_WORDS)
    if end in ("", "en", "em", "es"):
        return ("m", "sg")
    if end == "er" and kind == "der":
        return ("m", "sg")
    return ("f", "sg")


def _unknown_word(word: str, stem: str) -> bool:
    """Whether Wiktionary (when installed) does not know the stem of a capitalised word in -in
    as a noun: then it is a name or a noun of its own ("Devlin", "Kevin", "Dublin"), not a
    feminine ``stem + in`` ("Admiralin" is unlisted, but "Admiral" is a noun)."""
    if not german_lexicon.available():
        return False
    return not any(german_lexicon.known_noun(w) or german_lexicon.lemma_genus(w) for w in (stem, stem + "e"))


def _formal_sie(words: list[Word], t: int) -> bool:
    """Whether "Sie" at ``t`` is the polite "you": capitalised inside a sentence ("bleiben Sie
    sicher", "Seien Sie alle vorsichtig"), not after a sentence end or an opening quote."""
    if words[t].core != "Sie" or t == 0 or words[t].pre:
        return False
    prev = words[t - 1].post.strip(_CLOSING_QUOTES)
    return not prev.endswith((".", "!", "?", ":"))


def _unknown_non_er(word: str) -> bool:
    """Whether Wiktionary (when installed) knows nothing of a word whose agent-like ending is
    not -er (-ar, -or, -ent, -ist, ...): neither the word, nor a compound head of it, nor a form
    without a case ending. Real agent nouns in those endings are listed (Kommissar, Autor,
    Student, Aktivist), and their compounds end in a listed head; a word Wiktionary lacks
    there is a name ("Óttar", "Hector", "Laurent"). Nouns in -er stay with the ending rules:
    Wiktionary lacks many real ones ("Treuhänder", "Bowler")."""
    if not german_lexicon.available():
        return False
    low = word.lower()
    if (
        low.endswith(("er", "ern", "ers", "in", "innen", "mann", "männer", "frau", "frauen"))
        or not word.isalpha()
    ):
        return False
    cuts = [e for e in ("en", "es", "n", "s") if low.endswith(e) and len(low) > len(e) + 3]
    forms = [word, *(word[: -len(e)] for e in cuts)]
    return not any(
        german_lexicon.lookup(f) is not None or german_lexicon.known_noun(f) or german_lexicon.lemma_genus(f)
        for f in forms
    )


def _acronym(core: str) -> bool:
    """An all-capital abbreviation before a noun ("des ABC News-Reporters"): an invariant
    modifier of the noun phrase."""
    return len(core) >= 2 and core.isalpha() and core.isupper()


def _uncontract(word: str) -> str:
    """``im`` -> ``in dem`` (other words unchanged)."""
    pair = CONTRACTIONS.get(word.lower())
    if pair is None:
        return word
    prep = match_case(word, pair[0])
    return f"{prep} {pair[1]}"


def _det_ending(word: str, stems: Sequence[str]) -> str:
    for st in sorted(stems, key=len, reverse=True):
        if word.startswith(st):
            return word[len(st) :]
    return ""


def _monosyllabic(word: str) -> bool:
    vowels = "aeiouäöüy"
    groups = 0
    prev = False
    for ch in word.lower():
        v = ch in vowels
        if v and not prev:
            groups += 1
        prev = v
    return groups <= 1


def _star(m: str, f: str) -> str:
    """Gender-star merge: ``der``/``die`` -> ``der*die``, ``Lehrer``/``Lehrerin`` -> ``Lehrer*in``,
    ``neuer``/``neue`` -> ``neue*r``, ``Ärzte``/``Ärztinnen`` -> ``Ärzt*innen``."""
    # Compare without the capital of a sentence-initial word ("Der"/"die", "Ein"/"eine"): the
    # caller capitalises the merged form's first letter again.
    m, f = m[:1].lower() + m[1:], f[:1].lower() + f[1:]
    if m == f:
        return m
    lf = f.lower()
    if lf.endswith("innen") and len(f) > 5:
        return f[:-5] + "*innen"
    if lf.endswith("in") and len(f) > 2 and not m.lower().endswith("in"):
        return f[:-2] + "*in"
    if f.startswith(m):
        return m + "*" + f[len(m) :]
    if m.startswith(f):
        return f + "*" + m[len(f) :]
    return m + "*" + f
