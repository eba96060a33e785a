"""French closed word classes: determiners, pronouns, prepositions and function words.

The French inflector (:mod:`fairmt.inflect.french`) rewrites a person's noun phrase. The
closed classes it needs are finite, so they are listed here by hand from grammar rather than
guessed by ending: the determiner table (:data:`DETS`, with the determiners that have no
gender added as number-only entries) and, for those whose form depends on the next word,
:data:`PHONO` (masculine and feminine, before a consonant and before a vowel: ``ce``/``cet``,
``ma``/``mon amie``, ``bel``); contractions (``du``/``au``) and elisions; the gendered
pronouns and their flip table; copulas and the forms of *avoir* (which decide whether a
participle agrees with the subject); numerals, prepositions and the function words that are
never a person. The open classes (nouns, adjectives) and their ending rules are in
:mod:`fairmt.inflect.french_lexicon`. Decision: plain frozensets and dicts built once at
import, so that every look-up per token is a hash look-up.
"""

from __future__ import annotations

from fairmt.inflect.french_avoir import AVOIR_WORDS
from fairmt.inflect.romance import Det, Gender, Number, det_table, invert, pairs

DETS = det_table(
    {
        "def": ("le|l'", "la", "-", "-"),
        "indef": ("un", "une", "-", "-"),
        "ce": ("ce|cet", "cette", "-", "-"),
        "mon": ("mon", "ma", "-", "-"),
        "ton": ("ton", "ta", "-", "-"),
        "son": ("son", "sa", "-", "-"),
        "quel": ("quel", "quelle", "quels", "quelles"),
        "tout": ("tout", "toute", "tous", "toutes"),
        "aucun": ("aucun", "aucune", "-", "-"),
        "certain": ("certain", "certaine", "certains", "certaines"),
        "nul": ("nul", "nulle", "-", "-"),
        "tel": ("tel", "telle", "tels", "telles"),
        "beau": ("beau|bel", "belle", "beaux", "belles"),
        "nouveau": ("nouveau|nouvel", "nouvelle", "nouveaux", "nouvelles"),
        "vieux": ("vieux|vieil", "vieille", "-", "vieilles"),
        "premier": ("premier", "première", "premiers", "premières"),
        "dernier": ("dernier", "dernière", "derniers", "dernières"),
    }
)
# (masc before consonant, masc before vowel, fem before consonant, fem before vowel)
PHONO: dict[str, tuple[str, str, str, str]] = {
    "def": ("le", "l'", "la", "l'"),
    "ce": ("ce", "cet", "cette", "cette"),
    "mon": ("mon", "mon", "ma", "mon"),
    "ton": ("ton", "ton", "ta", "ton"),
    "son": ("son", "son", "sa", "son"),
    "beau": ("beau", "bel", "belle", "belle"),
    "nouveau": ("nouveau", "nouvel", "nouvelle", "nouvelle"),
    "vieux": ("vieux", "vieil", "vieille", "vieille"),
}
#: The cardinals two to ten (determiners here; numerals before a bare noun in
#: :func:`fairmt.inflect.french._bare`).
_CARDINALS = ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix")
# Determiners without gender: they only give the phrase its number.
for _w in [
    "les",
    "des",
    "aux",
    "ces",
    "mes",
    "tes",
    "ses",
    "nos",
    "vos",
    "leurs",
    "plusieurs",
    "quelques",
    *_CARDINALS,
    "douze",
    "vingt",
    "cent",
    "mille",
]:
    DETS[_w] = Det("none", "", "pl")
for _w in ["leur", "notre", "votre", "chaque"]:
    DETS[_w] = Det("none", "", "sg")
CONTRACTIONS = {"du": ("de", "le"), "au": ("à", "le")}
#: The marks that introduce an infinitive complement ("essaie d'être", "apprend à être").
INFINITIVE_MARKS = frozenset(["de", "d'", "à"])
_CONTRACT = {("de", "le"): "du", ("à", "le"): "au"}
ELIDED = {
    "l'": "det",
    **{
        k: "func"
        for k in (
            "d'",
            "qu'",
            "j'",
            "n'",
            "s'",
            "c'",
            "m'",
            "t'",
            "jusqu'",
            "lorsqu'",
            "puisqu'",
            "quoiqu'",
            "presqu'",
        )
    },
}

PRONOUNS: dict[str, tuple[Gender, Number]] = {
    "il": ("M", "sg"),
    "elle": ("F", "sg"),
    "ils": ("M", "pl"),
    "elles": ("F", "pl"),
    "lui": ("M", "sg"),
    "eux": ("M", "pl"),
    "celui": ("M", "sg"),
    "celle": ("F", "sg"),
    "ceux": ("M", "pl"),
    "celles": ("F", "pl"),
    "lequel": ("M", "sg"),
    "laquelle": ("F", "sg"),
    "lesquels": ("M", "pl"),
    "lesquelles": ("F", "pl"),
    "auquel": ("M", "sg"),
    "duquel": ("M", "sg"),
    "auxquels": ("M", "pl"),
    "auxquelles": ("F", "pl"),
    "desquels": ("M", "pl"),
    "desquelles": ("F", "pl"),
    "chacun": ("M", "sg"),
    "chacune": ("F", "sg"),
    "lui-même": ("M", "sg"),
    "elle-même": ("F", "sg"),
    "eux-mêmes": ("M", "pl"),
    "elles-mêmes": ("F", "pl"),
    # "quelqu'un" is the indefinite for anyone, of either gender ("quelqu'une" is rare and
    # marked): it does not flip, but what agrees with its referent does.
    "quelqu'un": ("", "sg"),
    "quelqu'une": ("F", "sg"),
    "celui-ci": ("M", "sg"),
    "celle-ci": ("F", "sg"),
    "celui-là": ("M", "sg"),
    "celle-là": ("F", "sg"),
    "ceux-ci": ("M", "pl"),
    "celles-ci": ("F", "pl"),
    "quelques-uns": ("M", "pl"),
    "quelques-unes": ("F", "pl"),
    "uns": ("M", "pl"),
    "unes": ("F", "pl"),
    "iel": ("", "sg"),
    "iels": ("", "pl"),
    "il·elle": ("", "sg"),
    "ils·elles": ("", "pl"),
    "eux·elles": ("", "pl"),
}
PRONOUN_FLIP = pairs(
    """il:elle ils:elles eux:elles celui:celle ceux:celles lequel:laquelle lesquels:lesquelles
    auquel:à_laquelle duquel:de_laquelle auxquels:auxquelles desquels:desquelles chacun:chacune
    lui-même:elle-même eux-mêmes:elles-mêmes celui-ci:celle-ci celui-là:celle-là
    ceux-ci:celles-ci ceux-là:celles-là quelques-uns:quelques-unes uns:unes"""
)
PRONOUN_FLIP_BACK = invert(PRONOUN_FLIP)
PRONOUN_FLIP_BACK["à_laquelle"] = "auquel"
PRONOUN_FLIP_BACK["quelqu'une"] = "quelqu'un"
#: Endings of agent and person nouns: a noun with one of them may be a person even when the
#: dictionary lacks its other-gender form ("receveur"), so the dictionary does not veto it.
AGENT_SUFFIXES = (
    "eur",
    "eurs",
    "euse",
    "euses",
    "trice",
    "trices",
    "ier",
    "iers",
    "ière",
    "ières",
    "ien",
    "iens",
    "ienne",
    "iennes",
    "ant",
    "ants",
    "ante",
    "antes",
    "ent",
    "ents",
    "ente",
    "entes",
    "iste",
    "istes",
    "aire",
    "aires",
    "é",
    "és",
    "ée",
    "ées",
    "ais",
    "aise",
    "ois",
    "oise",
    "al",
    "ale",
    "at",
    "ate",
)
_COPULAS = frozenset(
    [
        "est",
        "était",
        "fut",
        "sera",
        "serait",
        "devenu",
        "devenue",
        "devient",
        "nommé",
        "nommée",
        "élu",
        "élue",
        "être",
        "soit",
        "devenir",
        "devint",
        "reste",
        "resta",
        "restait",
        "comme",
        "en",
    ]
)


_PARTICIPLE_ENDINGS = (
    "é",
    "ée",
    "és",
    "ées",
    "i",
    "ie",
    "is",
    "ies",
    "u",
    "ue",
    "us",
    "ues",
    "t",
    "te",
    "ts",
    "tes",
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
    "so",
    "sa",
    "sto",
    "sta",
    "sti",
    "ste",
    "tto",
    "tta",
)
_AVOIR = AVOIR_WORDS
_OBJECT_CLITICS_FR = frozenset(["l'", "la", "les", "le", "me", "te", "nous", "vous"])


_NUMERALS = frozenset(
    [
        *_CARDINALS,
        "plusieurs",
        "due",
        "tre",
        "quattro",
        "cinque",
        "sei",
        "sette",
        "otto",
        "nove",
        "dieci",
        "diversi",
        "diverse",
        "molti",
        "molte",
        "tanti",
        "tante",
        "alcuni",
        "alcune",
    ]
)


def _agentive(word: str) -> bool:
    """An agent or person-noun ending (not the -ment of things: ``documents``, ``moment``)."""
    return word.endswith(AGENT_SUFFIXES) and not word.endswith(("ment", "ments"))


#: Person words with one form for every referent (the realisation changes only their agreement).
INVARIANT_PERSONS = frozenset(["quelqu'un", "personne", "victime", "monde"])  # tout le monde
#: Feminine person nouns with no masculine for their sense: they keep their form, and what
#: agrees with them stays feminine, as with ``la victime``. ``gouvernante`` (housekeeper,
#: governess) and ``nourrice`` (nurse of a child): the TLFi and Wiktionary give ``gouvernant``
#: only as "one who governs" and ``nourricier`` only as an adjective or "foster father" (the
#: gold README's convention for "gouvernante"). Apertium's dictionary reads ``gouvernante``
#: only as the feminine of the adjective ``gouvernant``, so it cannot say this.
FEMININE_ONLY_PERSONS = frozenset(["gouvernante", "gouvernantes", "nourrice", "nourrices"])
#: (rules-71, frb65) Person nouns that Apertium's dictionary knows only as the thing they
#: also name, with the person's feminine it lacks: ``facteur`` (a factor; the postman, fem.
#: ``factrice``), ``moniteur`` (a screen; an instructor, fem. ``monitrice``); TLFi and Larousse
#: list both feminines. Read as persons only where the English at their place says a person
#: (:mod:`fairmt.fairqe.french_person_homonyms`), never on their own.
THING_HOMONYM_PERSONS = {"facteur": "factrice", "moniteur": "monitrice"}
#: (fr-inflect-34) Masculine person nouns of one form for everyone: ``un témoin`` is said of a
#: woman too ("Elle fut témoin de l'accident"; Grevisse and Goosse, *Le Bon Usage*, nouns with no
#: feminine, which keep the masculine for a woman: *témoin*, *individu*; the gold README's
#: convention, "un témoin must not change"). Like ``la victime`` in the feminine, the masculine
#: of such a noun says nothing about the person: it keeps its form, and what agrees with it stays
#: masculine ("Le témoin a été trouvé mort"). Only a masculine noun phrase is held: a feminine
#: one the MT wrote ("la témoin") is still made masculine.
#: (fr-inflect-52) The plural ``parents`` (mother and father, English "parents") too: a couple of
#: both sexes, masculine plural whoever they are ("Mes parents sont fatigués"); *parente(s)* is
#: the feminine of the other sense, a relative (TLFi *parent*), which "Mes parentes" misread.
#: (fr-inflect-68) Nouns that name a person by a quality, a likeness or a role in a story, not by
#: an occupation, title or office, and have no feminine: *un génie*, *un ange*, *un archange*,
#: *un monstre*, *un escroc*, *un tyran*, *un bourreau*, *un sosie*, *un colosse*, *un
#: personnage* ("Elle est un génie", "Cette femme est un vrai tyran": Grevisse and Goosse, *Le Bon
#: Usage*, nouns with no feminine that are said of women as they are, like *témoin*). Apertium's
#: dictionary knows each only as masculine with no pair, and neither the hand lexicon nor the
#: ending rules may pair them ("une génie", "la tyrane", "la bourrelle"). The dictionary alone
#: does not draw the line: it lists titles of office the same way (``shérif``, ``évêque``,
#: ``syndic``), which current French gives a feminine determiner ("la shérif"; the government's
#: feminisation guide, "Femme, j'écris ton nom", 1999, covers trades, titles, ranks and offices
#: only), so only nouns of this class are listed.
#: (fr-inflect-72) Also *un cancre*, *un gourou* and *un imposteur* (the same class: a quality or a
#: role, no feminine; "Cette femme est un imposteur", Grevisse and Goosse): the first two Apertium
#: lacks, and the ending rules invented "la gouroue"; the third it knows only as masculine.
MASCULINE_ONLY_PERSONS = frozenset(
    [
        "témoin",
        "témoins",
        "individu",
        "individus",
        "parents",
        "génie",
        "génies",
        "ange",
        "anges",
        "archange",
        "archanges",
        "monstre",
        "monstres",
        "escroc",
        "escrocs",
        "tyran",
        "tyrans",
        "bourreau",
        "bourreaux",
        "sosie",
        "sosies",
        "colosse",
        "colosses",
        "personnage",
        "personnages",
        "cancre",
        "cancres",
        "gourou",
        "gourous",
        "imposteur",
        "imposteurs",
    ]
)


def _noun_core(token: str) -> str:
    """``token`` in lower case without punctuation or an elided article ("l'individu" -> "individu")."""
    return token.lower().replace("’", "'").strip('.,;:!?"()«» ').rsplit("'", 1)[-1]


def masculine_only(token: str) -> bool:
    """Whether ``token`` is a noun of :data:`MASCULINE_ONLY_PERSONS`, also elided ("l'individu")."""
    return _noun_core(token) in MASCULINE_ONLY_PERSONS


def fixed_gender(token: str) -> bool:
    """Whether ``token`` is a person noun of one gender for everyone, masculine
    (:data:`MASCULINE_ONLY_PERSONS`, also elided) or feminine (:data:`FEMININE_ONLY_PERSONS`)."""
    core = _noun_core(token)
    return core in MASCULINE_ONLY_PERSONS or core in FEMININE_ONLY_PERSONS


#: The collective ``tout le monde`` ("everyone"): its verb and attribute are masculine singular
#: whoever it covers (Grevisse, *Le Bon Usage*, agreement with a collective; TLFi *monde*
#: "tout le monde": "Tout le monde est content"). Nothing that agrees with it varies.
MASCULINE_SINGULAR_PERSONS = frozenset(["monde"])
#: "la plupart": a quantifier noun of one form whose agreement follows the people it counts
#: ("La plupart sont heureux/heureuses"), unlike "la victime", which agrees in the feminine.
_QUANTIFIER_NOUNS = frozenset(["plupart"])

PREPOSITIONS = frozenset(
    [
        "à",
        "de",
        "en",
        "dans",
        "par",
        "pour",
        "sur",
        "sous",
        "avec",
        "sans",
        "chez",
        "vers",
        "entre",
        "contre",
        "envers",
        "selon",
        "après",
        "avant",
        "devant",
        "derrière",
        "malgré",
        "parmi",
        "auprès",
        "près",
        "pendant",
        "depuis",
        "durant",
    ]
)
FUNCTION = frozenset(
    [
        "et",
        "ou",
        "mais",
        "donc",
        "car",
        "ni",
        "or",
        "que",
        "qui",
        "quoi",
        "dont",
        "où",
        "ne",
        "pas",
        "plus",
        "très",
        "aussi",
        "jamais",
        "toujours",
        "se",
        "y",
        "on",
        "je",
        "tu",
        "nous",
        "vous",
        "me",
        "te",
        "moi",
        "toi",
        "soi",
        "rien",
        "a",
        "ai",
        "as",
        "ont",
        "avait",
        "avaient",
        "avons",
        "avez",
        "eu",
        "est",
        "sont",
        "était",
        "étaient",
        "été",
        "être",
        "avoir",
        "fut",
        "furent",
        "suis",
        "sommes",
        "êtes",
        "parce",
        "lorsque",
        "quand",
        "comme",
        "si",
        "autre",
        "autres",
        "même",
        "mêmes",
        "ainsi",
        "alors",
        "bien",
        "mal",
        "mieux",
        "encore",
        "déjà",
        "puis",
        "ensuite",
        "enfin",
        "ici",
        "là",
        "peu",
        "beaucoup",
        "trop",
        "assez",
        "tant",
        "tellement",
        "moins",
        "fort",
    ]
)


_POSSESSIVE = frozenset(
    [
        "son",
        "sa",
        "ses",
        "mon",
        "ma",
        "mes",
        "ton",
        "ta",
        "tes",
        "leur",
        "leurs",
        "notre",
        "nos",
        "votre",
        "vos",
    ]
)
_UNELIDE = {
    "d'": "de",
    "qu'": "que",
    "s'": "se",
    "j'": "je",
    "n'": "ne",
    "m'": "me",
    "t'": "te",
    "jusqu'": "jusque",
    "lorsqu'": "lorsque",
    "puisqu'": "puisque",
}
_ELIDE = {"de": "d'", "que": "qu'", "jusque": "jusqu'", "lorsque": "lorsqu'", "puisque": "puisqu'"}


#: The definite and indefinite articles of the singular, and ``les`` (not the partitive
#: ``des``/``du``): the core that the modules' determiner sets are built from.
ARTICLES = frozenset(["le", "la", "les", "l'", "un", "une"])
#: The demonstrative determiners.
DEMONSTRATIVES = frozenset(["ce", "cet", "cette", "ces"])

#: Groups of :data:`DETS` that are adjectives placed before the noun.
_ADJ_DETS = frozenset(["beau", "nouveau", "vieux", "premier", "dernier"])


#: The plural possessive and demonstrative determiners, one form for both genders (a closed
#: class): what may stand between a quantity pronoun's "de" and its people ("Certains de mes
#: amis", "Plusieurs de ces élèves"). Shared by the agreement fallback and the quantifier forms.
PLURAL_POSSESSIVE_DETERMINERS = frozenset(["mes", "tes", "ses", "nos", "vos", "leurs", "ces"])

#: The determiners of the feminine singular that show their gender (not the elided "l'", nor
#: "notre"/"votre"/"leur", which serve both genders).
FEMININE_SINGULAR_DETERMINERS = frozenset(["la", "une", "cette", "ma", "ta", "sa"])
