"""The closed word classes of German that the German inflector reads sentences with.

Determiner and adjective endings by gender and case (``DEF``, ``DER_WORD_END``,
``EIN_WORD_END``, ``ADJ_WEAK``/``ADJ_MIXED``/``ADJ_STRONG``: one tuple per gender ``m``, ``f``,
``n`` and ``p`` for the plural, in the order of ``CASES``), the preposition-article
contractions (``zum``, ``zur``), the prepositions by the case they govern, and the words that
tell a noun phrase's role and number from its neighbours: copulas, finite auxiliaries in the
singular and plural, modals, subordinators, quantifiers, numerals, pronouns, reporting verbs,
sentence adverbs.

They are data, not rules; the layers of :class:`fairmt.inflect.german.GermanInflector` read
them. The person-noun lexicon and its tables are in :mod:`fairmt.inflect.german_nouns`:
these are closed classes of the grammar, while the noun pairs grow with the text read.
``_SOURCE_NUMBER`` lives here because every layer reads it: the number the English source
gives the person being realised, set for one call by ``GermanInflector.realise_number``.
"""

from __future__ import annotations

from contextvars import ContextVar

from fairmt.inflect import german_case
from fairmt.inflect.base import word_tuple

#: The number the source gives the person being realised (:meth:`GermanInflector.realise_number`).
_SOURCE_NUMBER: ContextVar[str | None] = ContextVar("source_number", default=None)
#: Masculine nouns Wiktionary lists without a feminine that stand as titles before a name in
#: the span being realised ("Oberst William M. Black"): persons there (de-inflect-20), set for
#: one call by ``GermanInflector.realise``.
_TITLE_NOUNS: ContextVar[frozenset[str]] = ContextVar("title_nouns", default=frozenset())

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
#: Adjective endings, the two-letter ones before ``e`` so that the longest matches.
ADJ_ENDINGS = ("em", "en", "er", "es", "e")
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

#: Copula forms that introduce a predicative (the case rules' set without the plural and
#: subjunctive ``seien``/``wären``, which the predicate finders have never read as copulas).
COPULAS = german_case.COPULA_FORMS - {"seien", "wären"}
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
#: Cardinals above one written as words (the forms before a noun).
CARDINALS = frozenset(
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
    ]
)
NUMERALS = CARDINALS | frozenset(["beide", "viele", "einige", "mehrere", "wenige"])
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
        # (de-inflect-44) "laut" governs the dative or the genitive; the dative is the form that
        # both standard and the genitive's own replacement use ("laut dem Lehrer"), and
        # "laut des Lehrers" is the form style guides advise against (Duden, Die Grammatik:
        # Präpositionen mit dem Dativ oder Genitiv).
        "laut",
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
#: (de-inflect-25) Pronouns and d-words that, said of a plural, have one form for both genders
#: (Duden, Die Grammatik: Relativ- und Demonstrativpronomen im Plural): the realiser leaves them
#: when the English says the person is plural ("Taxifahrer, die ..."; "diejenigen, die").
PLURAL_ONE_FORM = frozenset(["die", "deren", "denen", "diejenigen", "derjenigen", "denjenigen"])
#: (de-inflect-43) The determinatives "derjenige" and "derselbe" in all their forms (Duden, Die
#: Grammatik: Demonstrativpronomen): an article fused with a weak adjective, no strong adjective. Read as
#: one, the -en of the plural nominative/accusative ("diejenigen", "dieselben") made the phrase dative
#: ("warnte dieselben Urlauber", not "Urlaubern"). NON_DATIVE_DETERMINATIVES leaves out the dative forms in
#: dem-/den-, whose strong-adjective reading gives the right dative ("half denselben Urlaubern").
DETERMINATIVES = frozenset(
    article + stem + end
    for stem in ("jenig", "selb")
    for article, end in (
        ("der", "e"),
        ("die", "e"),
        ("das", "e"),
        ("des", "en"),
        ("dem", "en"),
        ("den", "en"),
        ("der", "en"),
        ("die", "en"),
    )
)
NON_DATIVE_DETERMINATIVES = frozenset(d for d in DETERMINATIVES if not d.startswith(("dem", "den")))
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
#: The prepositions that govern a case (the phrase after them is their complement).
GOVERNING_PREPS = DAT_PREPS | ACC_PREPS | GEN_PREPS
PREPS = GOVERNING_PREPS | frozenset({"als", "wie"})
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
#: Adverbs and conjunctions in -er/-e that are never declined adjectives ("wurde er wieder
#: Lehrer" is no "wiede*r Lehrer*in"): a closed class of uninflected words (Duden, Die
#: Grammatik: Adverb, Konjunktion).
ER_PARTICLES = frozenset(
    [
        "wieder",
        "immer",
        "nimmer",
        "aber",
        "oder",
        "weder",
        "entweder",
        "daher",
        "außer",
        "leider",
        "bisher",
        "seither",
        "vorher",
        "nachher",
        "hier",
    ]
)
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
#: (de-inflect-46) Their present plural ("..., sagen die Beamten"): after a comma the verb of a quotative
#: inversion (german_quotative). Not "meinen", also the possessive ("Tom, meinen Kollegen"). (de-inflect-48)
#: No longer read to tell a verb from an adjective: any -en verb is told by its position (german_verb_second).
REPORTING_PRESENT_PL = frozenset([
    "sagen", "erklären", "betonen", "fügen", "berichten", "teilen", "warnen", "antworten", "kommentieren",
    "bestätigen", "ergänzen", "behaupten", "twittern", "fragen", "räumen", "glauben", "schreiben", "sprechen",
])  # fmt: skip
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
#: (de-inflect-18: "seit"/"seitdem" as the conjunction for English "since" + gerund, "seit er
#: Smith ersetzt hat" for "since replacing Smith"; Duden: seit, Konjunktion = seitdem; after
#: the preposition "seit" a pronoun is dative, "seit ihm", so "seit er" is the conjunction.)
#: (de-inflect-21) with "obwohl" and "weil", which render "despite"/"for" + gerund ("despite
#: getting on the scoresheet" -> "obwohl er ... steht"; Duden, Die Grammatik: Konzessiv- und
#: Kausalsätze).
GERUND_CONJUNCTIONS = frozenset(
    ["indem", "bevor", "nachdem", "während", "wobei", "seit", "seitdem", "obwohl", "weil"]
)
#: Personal pronouns (a noun phrase right after one is no genitive attribute).
PERSONAL_PRONOUNS = frozenset(
    ["ich", "du", "er", "sie", "es", "wir", "man", "ihn", "ihm", "sich", "mir", "dir"]
)
#: Adverbs that modify an adjective ("sehr gute Ärzte"): an adjective may follow them.
DEGREE_ADVERBS = frozenset(
    ["sehr", "ganz", "besonders", "äußerst", "extrem", "relativ", "ziemlich", "zu", "so", "recht", "noch"]
)
#: The conjunctions that join coordinated noun phrases ("der Dichter und Dramatiker", "Richtern
#: oder Vollstreckern", "die Ärztin sowie ihre Kollegin").
NOUN_CONJUNCTIONS = frozenset(["und", "oder", "sowie"])
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
        # (de-inflect-37) Subordinating conjunctions and adverbs with an adjective's ending
        # ("nachdem Studenten ..." read as an adjective "nachdem" -> "nachde Studentinnen"), and
        # the dative/accusative of jemand/niemand (Duden, Die Grammatik: Konjunktionen, Adverbien).
        "nachdem",
        "solange",
        "inzwischen",
        "insbesondere",
        "ferner",
        "überdies",
        "selber",
        "jemandem",
        "jemanden",
        "niemandem",
        "niemanden",
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

#: Possessives in the genitive plural that a partitive pronoun takes ("einer seiner Schüler",
#: "eine ihrer Kolleginnen"): the possessive stems with the ending -er (German grammar: the
#: partitive genitive, "einer + genitive plural").
PARTITIVE_POSSESSIVES = frozenset(["meiner", "deiner", "seiner", "ihrer", "unserer", "unsrer", "eurer"])
