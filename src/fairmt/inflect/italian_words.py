"""Italian closed word classes and the tables of form (determiners, pronouns, function words).

The concept here is the *closed* part of Italian that gender inflection touches or has to
recognise, as data the rest of the inflector reads:

* determiners (:data:`DETS`, a :func:`~fairmt.inflect.romance.det_table` of article,
  demonstrative, quantifier and possessive forms by gender and number), the phonological
  variants the next word asks for (:data:`PHONO`: ``il``/``lo``/``l'``, ``quel``/``quello``/
  ``quell'`` ... chosen by :func:`_initial_class`), the forms that stand alone as pronouns
  (:data:`STANDALONE`) and the preposition + article contractions (:data:`CONTRACTIONS`);
* personal, demonstrative and indefinite pronouns with their gender and number
  (:data:`PRONOUNS`, :data:`PRONOUN_FLIP`), partitive quantifiers (:data:`PARTITIVES`,
  :func:`_partitive`: "alcune delle mie amiche");
* the verbs and function words that decide agreement: copulas and forms of *essere* and
  *avere*, auxiliaries, prepositions, subordinators, object clitics and the other function
  words a person span never extends over.

Decisions: the tables are hand-written from Italian grammar, not learnt; the words the
dictionary (Apertium) could tell are looked up in :mod:`fairmt.inflect.italian_lexicon` or
:mod:`fairmt.inflect.italian_persons` instead. Module-private names (a leading ``_``) are
shared with :mod:`fairmt.inflect.italian` only; the public ones are re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.italian_persons import (
    ADVERBS,
)
from fairmt.inflect.romance import Gender, Number, det_table, invert, pairs

#: The determiner paradigms (masc sg, fem sg, masc pl, fem pl), ``|`` between variant forms.
DET_ROWS: dict[str, tuple[str, str, str, str]] = {
    "def": ("il|lo|l'", "la", "i|gli", "le"),
    "indef": ("un|uno", "una|un'", "-", "-"),
    "questo": ("questo|quest'", "questa", "questi", "queste"),
    "quello": ("quel|quello|quell'", "quella", "quei|quegli|quelli", "quelle"),
    "bello": ("bel|bello|bell'", "bella", "bei|begli", "belle"),
    "buono": ("buon|buono", "buona|buon'", "buoni", "buone"),
    # it-inflect-22: "santo" before its noun shortens as "bello" does ("san Pietro",
    # "sant'uomo", "santo Stefano", "santa donna"; Serianni, *Grammatica italiana*, chapter I,
    # "troncamento" and "elisione")
    "santo": ("san|santo|sant'", "santa|sant'", "santi", "sante"),
    "nessuno": ("nessun|nessuno", "nessuna|nessun'", "-", "-"),
    "alcuno": ("alcun|alcuno", "alcuna|alcun'", "alcuni", "alcune"),
    "ciascuno": ("ciascun|ciascuno", "ciascuna|ciascun'", "-", "-"),
    "mio": ("mio", "mia", "miei", "mie"),
    "tuo": ("tuo", "tua", "tuoi", "tue"),
    "suo": ("suo", "sua", "suoi", "sue"),
    "nostro": ("nostro", "nostra", "nostri", "nostre"),
    "vostro": ("vostro", "vostra", "vostri", "vostre"),
    "altro": ("altro", "altra", "altri", "altre"),
    "tutto": ("tutto", "tutta", "tutti", "tutte"),
    "molto": ("molto", "molta", "molti", "molte"),
    "poco": ("poco", "poca", "pochi", "poche"),
    "tanto": ("tanto", "tanta", "tanti", "tante"),
    "troppo": ("troppo", "troppa", "troppi", "troppe"),
    "certo": ("certo", "certa", "certi", "certe"),
    "stesso": ("stesso", "stessa", "stessi", "stesse"),
    "medesimo": ("medesimo", "medesima", "medesimi", "medesime"),
    "primo": ("primo", "prima", "primi", "prime"),
    "quanto": ("quanto", "quanta", "quanti", "quante"),
    "entrambi": ("-", "-", "entrambi", "entrambe"),
    "diverso": ("-", "-", "diversi", "diverse"),
    "vario": ("-", "-", "vari", "varie"),
    # it-inflect-19: the indefinite "parecchio" (Treccani, "parecchio" agg. indef.; Serianni
    # VII.207: "parecchi studenti")
    "parecchio": ("parecchio", "parecchia", "parecchi", "parecchie"),
}
DETS = det_table(DET_ROWS)
# Forms that change with the next word: (default, before vowel, before s+consonant/z/gn/ps/x/y).
PHONO: dict[tuple[str, str, str], tuple[str, str, str]] = {
    ("def", "M", "sg"): ("il", "l'", "lo"),
    ("def", "F", "sg"): ("la", "l'", "la"),
    ("def", "M", "pl"): ("i", "gli", "gli"),
    ("indef", "M", "sg"): ("un", "un", "uno"),
    ("indef", "F", "sg"): ("una", "un'", "una"),
    ("quello", "M", "sg"): ("quel", "quell'", "quello"),
    ("quello", "F", "sg"): ("quella", "quell'", "quella"),
    ("quello", "M", "pl"): ("quei", "quegli", "quegli"),
    ("bello", "M", "sg"): ("bel", "bell'", "bello"),
    ("bello", "F", "sg"): ("bella", "bell'", "bella"),
    ("bello", "M", "pl"): ("bei", "begli", "begli"),
    ("buono", "M", "sg"): ("buon", "buon", "buono"),
    ("santo", "M", "sg"): ("san", "sant'", "santo"),
    ("santo", "F", "sg"): ("santa", "sant'", "santa"),
    ("buono", "F", "sg"): ("buona", "buon'", "buona"),
    ("nessuno", "M", "sg"): ("nessun", "nessun", "nessuno"),
    ("nessuno", "F", "sg"): ("nessuna", "nessun'", "nessuna"),
    ("alcuno", "M", "sg"): ("alcun", "alcun", "alcuno"),
    ("alcuno", "F", "sg"): ("alcuna", "alcun'", "alcuna"),
    ("ciascuno", "M", "sg"): ("ciascun", "ciascun", "ciascuno"),
    ("ciascuno", "F", "sg"): ("ciascuna", "ciascun'", "ciascuna"),
    ("questo", "M", "sg"): ("questo", "quest'", "questo"),
    ("questo", "F", "sg"): ("questa", "quest'", "questa"),
}
# Standalone (pronoun) forms of the determiners that shorten before a noun.
STANDALONE = {
    ("indef", "M", "sg"): "uno",
    ("indef", "F", "sg"): "una",
    ("quello", "M", "sg"): "quello",
    ("quello", "M", "pl"): "quelli",
    ("nessuno", "M", "sg"): "nessuno",
    ("alcuno", "M", "sg"): "alcuno",
    ("ciascuno", "M", "sg"): "ciascuno",
    ("buono", "M", "sg"): "buono",
    ("bello", "M", "sg"): "bello",
    ("santo", "M", "sg"): "santo",
}

# Determiners whose elision before a vowel is optional (kept as the original had it).
OPTIONAL_ELISION = frozenset({"questo", "nessuno", "alcuno", "ciascuno", "buono", "bello"})
_PREP_STEM = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}
_ART_TAIL = {"il": "l", "lo": "llo", "l'": "ll'", "la": "lla", "i": "i", "gli": "gli", "le": "lle"}
CONTRACTIONS: dict[str, tuple[str, str]] = {
    stem + tail: (prep, art) for prep, stem in _PREP_STEM.items() for art, tail in _ART_TAIL.items()
}
_CONTRACT = {v: k for k, v in CONTRACTIONS.items()}
CONTRACTIONS.update({"col": ("con", "il"), "coi": ("con", "i")})

#: it-inflect-51: also "anch'" ("anche" elided before a vowel: "anch'egli", "anch'essa"; Serianni,
#: *Grammatica italiana*, I.72 on elision), so the pronoun after it is read as one ("anch'ella").
ELIDED = {
    **{k: "det" for k in DETS if k.endswith("'")},
    **{k: "det" for k in CONTRACTIONS if k.endswith("'")},
    **{
        k: "func"
        for k in ("d'", "c'", "s'", "m'", "t'", "v'", "n'", "ch'", "com'", "dov'", "quand'", "anch'")
    },
}

PRONOUNS: dict[str, tuple[Gender, Number]] = {
    "lui": ("M", "sg"),
    "lei": ("F", "sg"),
    "egli": ("M", "sg"),
    "ella": ("F", "sg"),
    "esso": ("M", "sg"),
    "essa": ("F", "sg"),
    "essi": ("M", "pl"),
    "esse": ("F", "pl"),
    "colui": ("M", "sg"),
    "colei": ("F", "sg"),
    "costui": ("M", "sg"),
    "costei": ("F", "sg"),
    "uno": ("M", "sg"),
    "ognuno": ("M", "sg"),
    "ognuna": ("F", "sg"),
    # "qualcuno" is the indefinite for anyone, of either gender ("qualcuna" is marked): it
    # does not flip, but what agrees with its referent does ("qualcuno che era soddisfatta").
    "qualcuno": ("", "sg"),
    "qualcuna": ("F", "sg"),
    # "coloro"/"costoro" are the plural of both "colui" and "colei" (Treccani, Vocabolario,
    # "coloro": pron. dimostrativo m. e f. pl.): one form, and what agrees with them varies.
    "coloro": ("", "pl"),
    "costoro": ("", "pl"),
    "quelli": ("M", "pl"),
    "li": ("M", "pl"),
}
PRONOUN_FLIP = pairs(
    "lui:lei egli:ella esso:essa essi:esse colui:colei costui:costei uno:una ognuno:ognuna "
    "quelli:quelle lo:la li:le gli:le"
)
PRONOUN_FLIP_BACK = invert(PRONOUN_FLIP)
PRONOUN_FLIP_BACK["le"] = "gli"
PRONOUN_FLIP_BACK["qualcuna"] = "qualcuno"
#: Endings of agent and person nouns: a noun with one of them may be a person even when the
#: dictionary lacks its other-gender form, so the dictionary does not veto it.
AGENT_SUFFIXES = (
    "tore",
    "tori",
    "trice",
    "trici",
    "iere",
    "ieri",
    "iera",
    "iere",
    "ista",
    "isti",
    "iste",
    "ante",
    "anti",
    "ente",
    "enti",
    "ario",
    "ari",
    "aria",
    "arie",
    "aio",
    "aia",
    "ologo",
    "ologa",
    "ese",
    "essa",
    "ino",
    "ina",
    "ore",
    "ori",
)
_COPULAS = frozenset(
    [
        "è",
        "era",
        "fu",
        "sarà",
        "sarebbe",
        "diventato",
        "diventata",
        "divenne",
        "nominato",
        "nominata",
        "eletto",
        "eletta",
        "essere",
        "sia",
        "fosse",
        "diventare",
        "diventa",
        "diventò",
        "divenuto",
        "rimase",
        "resta",
        "come",
        "da",
        "sono",
        "sei",
        "siamo",
        "siete",
        "rimane",
        "rimani",
        "rimanere",
        "resto",
        "stare",
        "sta",
        "stai",
        "sto",
    ]
)
_AVERE = frozenset(
    [
        "ha",
        "hanno",
        "aveva",
        "avevano",
        "avrà",
        "avrebbe",
        "abbia",
        "abbiano",
        "avesse",
        "avere",
        "avendo",
        "ho",
        "hai",
        "abbiamo",
    ]
)
#: Words whose final accent is often written as an apostrophe in MT output: "e'" (è),
#: "perche'" (perché), "cosi'" (così), "piu'" (più), "gia'" (già), "puo'" (può)...
ACCENT_APOSTROPHE = (
    "e'",
    "perche'",
    "poiche'",
    "affinche'",
    "benche'",
    "finche'",
    "sicche'",
    "cosi'",
    "piu'",
    "gia'",
    "puo'",
    "ne'",
    "cioe'",
)
_OBJECT_CLITICS = frozenset(
    ["l'", "lo", "la", "li", "le", "ne", "mi", "ti", "ci", "vi", "m'", "t'", "c'", "v'"]
)
#: it-inflect-58: the negation and the unstressed clitics that stand right before a finite verb
#: and in no noun phrase (Serianni VII.29ff.): an object's phrase ends before them
#: (italian_clauses) and a clause may open with them before its verb (italian_inverted_question).
BEFORE_FINITE_VERB = frozenset({"non", "si", "ci", "vi", "ne", "mi", "ti"})
#: What may open a verb group before its verb where no article can stand: those words and the
#: object clitics that are also articles ("non lo sapeva", "gli ho detto").
VERB_GROUP_OPENERS = BEFORE_FINITE_VERB | frozenset({"lo", "la", "gli", "le"})
#: Person words with one form for every referent (the realisation changes only their agreement).
#: it-inflect-40: also "chiunque" (anyone, whoever), an invariable indefinite pronoun (Treccani,
#: Vocabolario, "chiunque" pron. indef. invar.): its predicate agrees, it keeps its form.
#: it-inflect-41: also "guida", "sentinella", "spia", "recluta", feminine nouns said of men and
#: women alike (Serianni, *Grammatica italiana*, III.38, nomi di genere promiscuo: "la guida", "la
#: spia" whoever they are); "il guida" is no Italian.
INVARIANT_PERSONS = frozenset(
    ["qualcuno", "persona", "vittima", "guardia", "chiunque", "guida", "sentinella", "spia", "recluta"]
)
#: Of those, the nouns of one grammatical gender: what agrees with them follows that gender
#: ("La vittima fu trovata", "una persona molto ambiziosa"), never the referent's.
GRAMMATICAL_GENDER_PERSONS = frozenset(
    [
        *("persona", "persone", "vittima", "vittime", "guardia", "guardie", "guida", "guide"),
        *("sentinella", "sentinelle", "spia", "spie", "recluta", "reclute"),
    ]
)
#: it-inflect-52: common-gender nouns whose masculine is also the usual form for a woman:
#: "membro" (member; a masculine noun in Treccani, said of women too, "Lei è un membro"; its plural
#: "membra" is the limbs of a body, so "le membre" is no Italian). A phrase of them keeps its
#: masculine when the person is a woman ("un membro", "i membri"; its article and adjectives with it:
#: "Il nuovo membro"), as the gold set and MT-GenEval's references write it, while the person's
#: participles and adjectives agree by meaning ("Il nuovo membro è stata accolta"; ItalianInflector
#: reads the person's gender from them); "la membro", also in use, still reads feminine and goes back
#: to "il membro" (fairqe's fixed_gender_readings.MASCULINE_FOR_BOTH reads it alike).
MASCULINE_FOR_WOMEN = frozenset(["membro", "membri"])
#: Forms of "essere": a participle or adjective after them agrees with the subject.
ESSERE = frozenset(
    [
        "è",
        "e'",
        "era",
        "erano",
        "sono",
        "fu",
        "furono",
        "sarà",
        "saranno",
        "sarebbe",
        "sarebbero",
        "sia",
        "siano",
        "fosse",
        "fossero",
        "stato",
        "stata",
        "stati",
        "state",
        "essere",
    ]
)
_PARTICIPLE = (
    "ato",
    "ata",
    "ati",
    "ate",
    "uto",
    "uta",
    "uti",
    "ute",
    "ito",
    "ita",
    "iti",
    "ite",
    "atto",
    "atta",
)
#: Words that may stand between a subject and its predicate in the same clause.
#: Words that open a subordinate clause (its own subject may follow).
_SUBORDINATE = frozenset(
    [
        "che",
        "perché",
        "perche'",
        "se",
        "quando",
        "mentre",
        "poiché",
        "dove",
        "cui",
        "chi",
        "come",
        "finché",
        "benché",
        "sebbene",
        "affinché",
        "quale",
        "quali",
    ]
)
_BETWEEN = ADVERBS | {"si", "ne", "ci", "vi", "mi", "ti", "ben"}

AUX = frozenset(
    [
        "ha",
        "hai",
        "ho",
        "hanno",
        "abbiamo",
        "avete",
        "aveva",
        "avevi",
        "avevo",
        "avevano",
        "avrà",
        "avrebbe",
        "è",
        "era",
        "fu",
        "sono",
    ]
)
PREPOSITIONS = frozenset(
    [
        "di",
        "a",
        "ad",
        "da",
        "in",
        "su",
        "per",
        "con",
        "tra",
        "fra",
        "verso",
        "senza",
        "sopra",
        "sotto",
        "dopo",
        "prima",
        "contro",
    ]
)
FUNCTION = frozenset(
    [
        "due",
        "tre",
        "quattro",
        "cinque",
        "sei",
        "sette",
        "otto",
        "nove",
        "dieci",
        "e",
        "ed",
        "o",
        "od",
        "ma",
        "né",
        "che",
        "chi",
        "cui",
        "quale",
        "quali",
        "quando",
        "dove",
        "come",
        "perché",
        "se",
        "non",
        "già",
        # it-inflect-34 (pairs32): the adverb "at once"; Apertium reads only the participle of
        # *subire*, so "informata subito" became "informata subita" (dev pair it-d120).
        "subito",
        "molto",
        "più",
        "meno",
        "anche",
        "si",
        "ci",
        "vi",
        "ne",
        "mi",
        "ti",
        "io",
        "tu",
        "noi",
        "voi",
        "loro",
        "qualcosa",
        "niente",
        "nulla",
        "ha",
        "hanno",
        "aveva",
        "avevano",
        "ebbe",
        "ho",
        "hai",
        "abbiamo",
        "avete",
        "avere",
        "è",
        "sono",
        "era",
        "erano",
        "fu",
        "furono",
        "essere",
        "sta",
        "stava",
        "stavano",
        "disse",
        "fece",
        "ogni",
        "qualche",
        "qualsiasi",
        "qualunque",
        "così",
        "poi",
        "ora",
        "ancora",
        "sempre",
        "mai",
        "soltanto",
        "pure",
        "proprio",
        "quasi",
        "però",
        "quindi",
        "dunque",
        "mentre",
        "anzi",
        "oppure",
        "ovvero",
        "inoltre",
        "infatti",
        "insieme",
        "circa",
        "bene",
        "male",
        "oggi",
        "ieri",
        "domani",
        "qui",
        "qua",
        "lì",
        "là",
        "dentro",
        "fuori",
        "sopra",
        "sotto",
        "dietro",
        "davanti",
        "presso",
        # The ASCII spelling of the final accent with an apostrophe, common in MT output
        # ("perche'", "e'", "cosi'"): the same function words, not elided content words.
        *ACCENT_APOSTROPHE,
    ]
)
VERB_ENDINGS = word_tuple(
    """ò ava avano eva evano iva ivano arono erono irono ebbe ebbero rà ranno rebbe rebbero ando
    endo iamo essero assero issero"""
)


#: Quantifier pronouns that take the gender of the noun phrase of their partitive "di"
#: ("alcuni dei miei amici", "una delle infermiere", "nessuno di loro").
PARTITIVES = pairs(
    """alcuni:alcune alcuno:alcuna nessuno:nessuna uno:una entrambi:entrambe molti:molte pochi:poche
    tanti:tante tutti:tutte altri:altre parecchi:parecchie ciascuno:ciascuna ognuno:ognuna quanti:quante
    troppi:troppe diversi:diverse vari:varie"""
)
PARTITIVES_BACK = invert(PARTITIVES)
#: "di" and its contractions with the article, which open a partitive's noun phrase.
_DI = frozenset(["dei", "degli", "delle", "del", "dello", "della", "dell'"])


def _partitive(
    before: Sequence[str], after: list[str], start: int, old: str, gender: Gender
) -> tuple[list[str], int]:
    """The quantifier pronoun of a partitive on the phrase that starts at ``start`` ("Alcune
    delle mie amiche" -> "Alcuni dei miei amici"): the phrase opens with a contraction of
    "di" and the article, or follows a bare "di", and a quantifier of the phrase's ``old``
    gender stands right before; it takes ``gender`` too. The words before the phrase keep
    their places in ``after``. Returns ``after`` and the quantifier's index (-1: none)."""
    first = Word.parse(before[start]).lower if start < len(before) else ""
    q = start - 1
    if not any(first == d or (d.endswith("'") and first.startswith(d)) for d in _DI):
        if start < 2 or Word.parse(before[start - 1]).lower != "di" or Word.parse(before[start - 1]).post:
            return after, -1
        q = start - 2
    if q < 0:
        return after, -1
    w = Word.parse(before[q])
    table = PARTITIVES if gender == "F" else PARTITIVES_BACK
    if w.post or w.lower not in table or after[q] != before[q]:
        return after, -1
    if (old == "M") != (w.lower in PARTITIVES):
        return after, -1
    after[q] = w.render(table[w.lower])
    return after, q


#: French loanwords whose "ch" is the sound /ʃ/ of "sc(i)", which takes "lo"/"gli" as "lo
#: sciatore" does: "lo chef", "gli chef", "lo chauffeur" (the MT's and the team's usage; the
#: spelling cannot tell them from native "ch" /k/, "il chirurgo"). Apertium's own generator
#: writes "il chef"; current usage prefers "lo chef".
_CH_SH_LOANS = frozenset(["chef", "chauffeur", "champagne", "chalet", "chignon", "choc", "chiffon"])


def _initial_class(word: str | None) -> str:
    """``"vowel"``, ``"lo"`` (s+consonant, z, gn, ps, pn, ts, x, y, i+vowel, a French "ch" /ʃ/) or
    ``"plain"``."""
    if not word:
        return "plain"
    w = word.lower().replace("’", "'")
    if w in _CH_SH_LOANS:
        return "lo"
    if w[0] in "aeiouàèéìòóùh":
        return "vowel" if w[0] != "h" or len(w) < 2 or w[1] in "aeiou" else "plain"
    if w[0] == "s" and len(w) > 1 and w[1] not in "aeiouàèéìòóù":
        return "lo"
    if w[0] in "zxy" or w.startswith(("gn", "ps", "pn", "ts")):
        # it-inflect-63: "ts" as "z" ("lo tsunami", "lo tsar"; Treccani, "tsunami": "lo tsunami")
        return "lo"
    if w[0] == "i" and len(w) > 1 and w[1] in "aeiou":
        return "lo"
    return "plain"


#: Apertium's verb parts of speech.
_VERB_POS = frozenset(["vblex", "vbser", "vbhaver", "vbmod", "vaux"])
#: Determiner-like adjectives that follow a noun as plain adjectives ("un dottore buono").
_POSTNOMINAL = frozenset(
    [
        "buono",
        "buona",
        "buoni",
        "buone",
        "bello",
        "bella",
        "belli",
        "belle",
        "santo",
        "santa",
        "santi",
        "sante",
    ]
)
#: Adverbs that link a new clause ("... così si è stufata ed è andata": "so she got fed up");
#: like "ma", they usually bring a subject of their own in the source.
#: Third-person singular object clitics that mark a gender (accusative lo/la, dative gli/le).
_GENDERED_CLITICS = frozenset(["lo", "la", "gli", "le"])
_CONNECTIVES = frozenset(["così", "cosi'", "quindi", "allora", "dunque", "pertanto", "perciò", "percio'"])
#: Conjunctions after which a new clause (with its own subject) may start.
_OPENERS = ("e", "ed", "ma", "perché", "perche'", "quando", "mentre", "se", "poiché", "o")


#: The participle of *essere* ("è stata", "sono stati").
_ESSERE_PARTICIPLES = frozenset(["stato", "stata", "stati", "state"])


def essere_participle(word: str, gender: str) -> str:
    """``word``, a form of *stato* (:data:`_ESSERE_PARTICIPLES`, lower case), in ``gender``
    (``"F"`` or ``"M"``) and its own number: "stati" -> "state", "stata" -> "stato". The
    participle of *essere* is regular (Serianni XI.92), so its ending alone changes."""
    ends = {"o": "a", "i": "e"} if gender == "F" else {"a": "o", "e": "i"}
    return word[:-1] + ends.get(word[-1], word[-1])


#: Participles that make a conjunction with "che" ("dato che", "visto che": "since").
_CONJUNCTION_PARTICIPLES = frozenset(["dato", "visto", "posto", "supposto", "ammesso"])
#: Determiner forms that are only articles, never pronouns (unlike "lo", "la", "gli", "le",
#: the object clitics, and "uno", "tutti", "questo", which stand alone as pronouns).
#: (it-inflect-35: the indefinite articles are no object clitics either: "anche un abile ballerino")
_ARTICLES_ONLY = frozenset(["il", "i", "un", "uno", "una"])
#: Verbs of saying and telling: "dire a qualcuno che ..." opens a content clause.
_SAYING = frozenset(
    [
        "dire",
        "spiegare",
        "rivelare",
        "informare",
        "avvisare",
        "avvertire",
        "ricordare",
        "assicurare",
        "promettere",
        "rispondere",
        "comunicare",
        "raccontare",
        "confessare",
        "annunciare",
        "notificare",
        "garantire",
        "scrivere",
        "riferire",
        "confidare",
        "suggerire",
        "spiegare",
    ]
)

#: it-inflect-60 (it65): verbs whose direct object is what is said, told or known, never a person
#: (the person told is their indirect object; Treccani, each verb as transitive: "dire/raccontare/
#: spiegare/ripetere/promettere/ammettere/confessare qualcosa a qualcuno", "sapere qualcosa"),
#: unlike "informare"/"avvisare" of :data:`_SAYING`, whose object is the person informed.
SAID_OBJECT_VERBS = frozenset(
    {"dire", "sapere", "raccontare", "spiegare", "ripetere", "promettere", "ammettere", "confessare"}
)
#: it-inflect-60 (it65): masculine singulars of adjectives (and adjectival participles) of a living
#: being's mood or bodily state, which describe no place or thing (Serianni, *Grammatica
#: italiana*, V.1-5 on the qualifying adjectives; "un negozio contento" is no Italian phrase): after
#: a place complement such an adjective is the subject's predicative ("è uscito dal negozio
#: contento"), not the complement noun's (:mod:`fairmt.inflect.italian_secondary_predicate`).
PERSON_STATE_ADJECTIVES = frozenset(
    {
        "contento", "stanco", "esausto", "sfinito", "affamato", "assetato", "preoccupato",
        "soddisfatto", "deluso", "commosso", "arrabbiato", "sollevato", "emozionato", "spaventato",
        "annoiato", "ubriaco", "infreddolito", "impaurito", "entusiasmato", "amareggiato",
    }
)  # fmt: skip
