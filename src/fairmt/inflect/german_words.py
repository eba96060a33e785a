"""The closed word classes of German that the German inflector reads sentences with.

Determiner and adjective endings by gender and case (``DEF``, ``DER_WORD_END``,
``EIN_WORD_END``, ``ADJ_WEAK``/``ADJ_MIXED``/``ADJ_STRONG``: one tuple per gender ``m``, ``f``,
``n`` and ``p`` for the plural, in the order of ``CASES``), the preposition-article
contractions (``zum``, ``zur``), the prepositions by the case they govern, and the words that
tell a noun phrase's role and number from its neighbours: copulas, finite auxiliaries in the
singular and plural, modals, subordinators, quantifiers, numerals, pronouns, reporting verbs,
sentence adverbs.

They are data, not rules; the layers of :class:`fairmt.inflect.german.GermanInflector` read
them. They are kept apart from the person-noun lexicon (:mod:`fairmt.inflect.german_nouns`)
because they are closed classes of the grammar, while the noun pairs grow with the text read.
``_SOURCE_NUMBER`` lives here because every layer reads it: the number the English source
gives the person being realised, set for one call by ``GermanInflector.realise_number``.
"""

from __future__ import annotations

from contextvars import ContextVar

from fairmt.inflect import german_case
from fairmt.inflect.base import word_tuple

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
