"""Spanish lexicon: noun and adjective pairs, epicene and fixed-gender nouns, ending rules.

The concept here is the *open* part of Spanish gender: which masculine noun or adjective
has which feminine that the endings do not give (:data:`LEXICON`: ``hombre``/``mujer``,
``actor``/``actriz``, ``alcalde``/``alcaldesa`` ..., with :data:`LEXICON_F` the other way and
the plurals :data:`PLURAL_LEXICON`), the nouns whose form does not change with the person's
gender (:data:`EPICENE`, :data:`EPICENE_PL`), nouns of one grammatical gender whatever the
person (:data:`FIXED_GENDER`), invariant -or words, adjectives known to inflect
(:data:`ADJ_F`, :data:`ADJ_M`), endings that mark a person noun (:data:`PERSONA_ENDINGS`),
and the spelling rules that go with them: plurals (:func:`pluralise`), the written accent
moving with a suffix (:func:`_accent_last`, :func:`_unaccent_last`), demonyms in -esa.

Decisions: the lists are hand-written from grammar and real resources, not from evaluation
sentences; the endings (-o/-a, -or/-ora, -és/-esa ...) are rules in
:class:`~fairmt.inflect.spanish.SpanishInflector` and this lexicon holds the exceptions.
Module-private names are shared with :mod:`fairmt.inflect.spanish` only; the public ones
are re-exported there.
"""

from __future__ import annotations

from fairmt.inflect.base import word_tuple
from fairmt.inflect.romance import invert, pairs

# Noun and adjective pairs (masculine:feminine) that the endings do not give.
LEXICON = pairs(
    """hombre:mujer varón:mujer padre:madre papá:mamá rey:reina actor:actriz emperador:emperatriz
    alcalde:alcaldesa poeta:poetisa profeta:profetisa sacerdote:sacerdotisa príncipe:princesa
    duque:duquesa conde:condesa vizconde:vizcondesa barón:baronesa marqués:marquesa abad:abadesa
    héroe:heroína yerno:nuera caballero:dama padrino:madrina padrastro:madrastra compadre:comadre
    macho:hembra jefe:jefa presidente:presidenta vicepresidente:vicepresidenta cliente:clienta
    dependiente:dependienta sirviente:sirvienta pariente:parienta infante:infanta gobernante:gobernanta
    monje:monja nene:nena señor:señora dios:diosa zar:zarina sultán:sultana chaval:chavala
    bailarín:bailarina elefante:elefanta alemán:alemana catalán:catalana capitán:capitana
    guardián:guardiana musulmán:musulmana holgazán:holgazana charlatán:charlatana sacristán:sacristana
    anfitrión:anfitriona campeón:campeona patrón:patrona ladrón:ladrona león:leona peatón:peatona
    fraile:monja marido:mujer lord:lady sr:sra sres:sras don:doña
    sastre:sastra dr:dra prof:profa intendente:intendenta baronet:baronetesa ogro:ogresa
    patriarca:matriarca virrey:virreina chambelán:chambelana teniente:tenienta chamán:chamana juez:jueza
    cónsul:consulesa español:española mongol:mongola""".replace("\n", " ")
)
LEXICON_F = invert(LEXICON)
LEXICON_F["mujer"] = "hombre"
LEXICON_F["dama"] = "caballero"
LEXICON_F["monja"] = "monje"
# Words that look gendered but are epicene (the determiner alone shows the gender).
EPICENE = frozenset(
    [
        # "asistente" (assistant) is of common gender ("la asistente"); "asistenta" is mostly
        # the domestic help (RAE, Diccionario panhispánico de dudas, s.v. "asistente").
        "asistente",
        "atleta",
        "colega",
        "guía",
        "policía",
        "espía",
        "recluta",
        "camarada",
        "centinela",
        "pirata",
        "testigo",
        "modelo",
        "miembro",
        "piloto",
        "soprano",
        "contralto",
        "psicópata",
        "homicida",
        "suicida",
        "patriota",
        "compatriota",
        "idiota",
        "hipócrita",
        "cosmopolita",
        "israelita",
        "analfabeta",
        "burócrata",
        "demócrata",
        "aristócrata",
        "autócrata",
        "astronauta",
        "cosmonauta",
        "internauta",
        "pediatra",
        "psiquiatra",
        "geriatra",
        "foniatra",
        "jerarca",
        "monarca",
        "oligarca",
        "déspota",
        "políglota",
        "persona",
        "víctima",
        "estrella",
        "figura",
        "criatura",
        "gente",
        "pareja",
        "copiloto",
        "soldado",
        "genio",
        "promedio",
    ]
)
# Nouns for persons whose grammatical gender is the word's, not the person's (the agreement
# follows the noun: "la víctima estaba herida" for a man too).
FIXED_GENDER = frozenset(
    ["persona", "víctima", "estrella", "figura", "criatura", "gente", "pareja", "promedio", "genio"]
)
#: es-inflect-29: invariable prepositional locutions that "estar" takes as a predicate ("estar al
#: tanto", "al corriente", "al día", "al frente", "al mando", "al cargo": DLE, s.v. *tanto*,
#: *corriente*, *día*, *frente*, *mando*, *cargo*). Their noun is no person's word: "Una portavoz
#: ... no estaba al tanto" keeps "al tanto" (it became "a la tanta").
LOCUTION_NOUNS = frozenset(["tanto", "corriente", "día", "frente", "mando", "cargo"])
# Adjectives in -or with no feminine form.
INVARIANT_OR = frozenset(
    [
        "mayor",
        "menor",
        "mejor",
        "peor",
        "superior",
        "inferior",
        "exterior",
        "interior",
        "anterior",
        "posterior",
        "ulterior",
        "citerior",
    ]
)
# Feminine adjectives in -a that may follow a noun (the endings alone would also take verbs).
ADJ_F = frozenset(
    [
        "nueva",
        "buena",
        "mala",
        "alta",
        "baja",
        "rica",
        "bella",
        "blanca",
        "negra",
        "roja",
        "amarilla",
        "rubia",
        "morena",
        "vieja",
        "pequeña",
        "larga",
        "corta",
        "gorda",
        "flaca",
        "delgada",
        "guapa",
        "linda",
        "tonta",
        "lista",
        "sabia",
        "cansada",
        "contenta",
        "casada",
        "soltera",
        "viuda",
        "embarazada",
        "enferma",
        "muerta",
        "viva",
        "propia",
        "misma",
        "única",
        "primera",
        "segunda",
        "tercera",
        "última",
        "extranjera",
        "verdadera",
        "entera",
        "cristiana",
        "judía",
        "musulmana",
        "española",
        "francesa",
        "inglesa",
        "alemana",
        "italiana",
        "americana",
        "mexicana",
        "argentina",
        "colombiana",
        "peruana",
        "chilena",
        "cubana",
        "venezolana",
        "brasileña",
        "portuguesa",
        "holandesa",
        "danesa",
        "noruega",
        "sueca",
        "finlandesa",
        "polaca",
        "rusa",
        "china",
        "japonesa",
        "coreana",
        "india",
        "africana",
        "europea",
        "australiana",
        "irlandesa",
        "escocesa",
        "galesa",
        "griega",
        "turca",
        "egipcia",
        "suiza",
        "austriaca",
        "checa",
        "húngara",
        "rumana",
        "búlgara",
        "serbia",
        "croata",
        "ucraniana",
        "taiwanesa",
        "tailandesa",
        "vietnamita",
        "filipina",
        "latina",
        "asiática",
        "británica",
        "norteamericana",
        "sudamericana",
        "canadiense",
    ]
)
ADJ_M = frozenset(w[:-1] + "o" if w.endswith("a") else w for w in ADJ_F) | frozenset(
    [
        "español",
        "francés",
        "inglés",
        "alemán",
        "holandés",
        "danés",
        "japonés",
        "portugués",
        "escocés",
        "irlandés",
        "finlandés",
        "taiwanés",
        "tailandés",
    ]
)
#: The agent suffix -dor/-dora with its plurals: person nouns and adjectives with both genders
#: (RAE, *Nueva gramática* §6.4, §13.2).
AGENT_SUFFIXES = ("dor", "dora", "dores", "doras")


def agent_gender(word: str) -> str:
    """The gender ("f" or "m") of a word in -dor/-dora read off its ending (:data:`AGENT_SUFFIXES`)."""
    return "f" if word.endswith(("dora", "doras")) else "m"


# Nouns that take the persona periphrasis in the neutral realisation.
PERSONA_ENDINGS = AGENT_SUFFIXES + word_tuple(
    """ario aria arios arias ante antes ente entes ado ada ados adas ido ida idos idas"""
)


def _demonym_esa(word: str) -> bool:
    """``-esa`` as in ``francesa``/``marquesa`` (masculine ``-és``), not ``presa``/``espesa`` (``-eso``)."""
    w = word[:-1] if word.endswith("s") else word
    stem = w[:-3]
    return len(stem) >= 3 and stem.endswith(("n", "nd", "c", "gu", "gl", "qu", "l", "v", "ñ"))


def _unaccent_last(word: str) -> str:
    return word.translate(str.maketrans("áéíóú", "aeiou"))


def _accent_last(stem: str) -> str:
    """Put the acute accent back on the last vowel of a stem (campeon -> campeón)."""
    acc = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}
    for k in range(len(stem) - 1, -1, -1):
        if stem[k] in acc:
            return stem[:k] + acc[stem[k]] + stem[k + 1 :]
    return stem


def pluralise(word: str) -> str:
    if word.endswith(("a", "e", "o", "á", "é", "ó")):
        return word + "s"
    if word.endswith(("í", "ú")):
        return word + "es"
    if word.endswith("z"):
        return word[:-1] + "ces"
    if word.endswith(("ón", "án", "én", "ín", "és", "ás", "ís", "ós", "ús")):
        return _unaccent_last(word[:-2]) + _unaccent_last(word[-2]) + word[-1] + "es"
    if word.endswith("s"):
        return word
    return word + "es"


PLURAL_LEXICON = {pluralise(m): pluralise(f) for m, f in LEXICON.items()}
PLURAL_LEXICON.update({"lores": "ladies", "sres": "sras"})
PLURAL_LEXICON_F = invert(PLURAL_LEXICON)
PLURAL_LEXICON_F["mujeres"] = "hombres"
EPICENE_PL = frozenset(pluralise(w) for w in EPICENE)
