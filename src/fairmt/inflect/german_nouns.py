"""The person-noun lexicon of the German inflector: a noun's gender, number and counterpart.

:meth:`GermanNounLexicon.noun_info` answers, for a word, its grammatical gender, its number
and its four forms (masculine and feminine, singular and plural). It looks in order at the
hand-written pairs (``NOUNS_M``/``NOUNS_F``, below), Wiktionary's pairs
(:mod:`fairmt.inflect.german_lexicon`), and then derives: an agent noun takes ``-in``
(``Lehrer`` -> ``Lehrerin``), a feminine in ``-in`` gives back its masculine (restoring a
dropped ``-e``: ``Kollegin`` -> ``Kollege``), a compound is inflected on its last part
(``Zahnärztin``). Derivation is guarded by the lists of endings that only look like agent
nouns, so a word that is no person noun is left alone rather than given a wrong feminine.
Nominalised adjectives (``der Angestellte``) are read apart, since their ending, not a
suffix, carries the gender. The same layer also says whether a word is a determiner or an
adjective, which the lookup needs to tell a noun from its modifiers.

The tables the lookup reads are here too: the hand-written pairs, neutral nouns for the
lexical pairs (``Mann``/``Frau`` -> ``Person``), the agent endings and the endings that only
look like them, the weak (n-declension) endings, the nominalised adjectives' stems and the
gendered parts of compounds. They grow with the text read, unlike the closed classes of
:mod:`fairmt.inflect.german_words`.

This is the lowest layer of :class:`fairmt.inflect.german.GermanInflector`; see that module
for why the class is built as a chain of layers.
"""

from __future__ import annotations

import re

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import Inflector, word_tuple
from fairmt.inflect.german_genitive_forms import loan_monosyllable
from fairmt.inflect.german_predicates import (
    _PRONOMINAL_ADVERB,
    _epicene_noun,
    _unknown_non_er,
    _unknown_word,
    _wiktionary_adjectival,
    person_iker,
    person_ist,
)
from fairmt.inflect.german_strong_heads import strong_listed_masculine
from fairmt.inflect.german_umlaut_stems import masculine_of_umlauted_stem
from fairmt.inflect.german_words import (
    _TITLE_NOUNS,
    ADJ_ENDINGS,
    CONTRACTIONS,
    DER_WORDS,
    EIN_WORDS,
    ER_PARTICLES,
    FUNCTION,
    NON_DATIVE_DETERMINATIVES,
    NOT_NOUNS,
    PREPS,
    PRONOUN_WORDS,
    QUANTIFIERS,
    REPORTING_VERBS,
)

# (masc sg, masc pl, fem sg, fem pl); fem plural empty = fem sg + "nen".
_PAIRS = """Arzt Ärzte Ärztin | Koch Köche Köchin | Anwalt Anwälte Anwältin | Bauer Bauern Bäuerin |
Krankenpfleger Krankenpfleger Krankenschwester Krankenschwestern | Kaufmann Kaufleute Kauffrau Kauffrauen |
Mann Männer Frau Frauen | Vater Väter Mutter Mütter | Sohn Söhne Tochter Töchter | Bruder Brüder Schwester
Schwestern | Onkel Onkel Tante Tanten | Neffe Neffen Nichte Nichten | Herr Herren Dame Damen | Junge Jungen
Mädchen Mädchen | Bräutigam Bräutigame Braut Bräute | Witwer Witwer Witwe Witwen | Mönch Mönche Nonne Nonnen
| Graf Grafen Gräfin | Fürst Fürsten Fürstin | Prinz Prinzen Prinzessin | Herzog Herzöge Herzogin | König
Könige Königin | Gott Götter Göttin | Held Helden Heldin | Abt Äbte Äbtissin | Bischof Bischöfe Bischöfin |
Schwager Schwäger Schwägerin | Cousin Cousins Cousine Cousinen | Vetter Vettern Cousine Cousinen | Franzose
Franzosen Französin | Jude Juden Jüdin | Hund Hunde Hündin | Gatte Gatten Gattin | Papst Päpste Päpstin | Rat
Räte Rätin | Landsmann Landsleute Landsmännin | Lord Lords Lady Ladies | Sir Sirs Dame Damen | Zar Zaren
Zarin | Gemahl Gemahle Gemahlin | Kaiser Kaiser Kaiserin | Erbe Erben Erbin | Hirte Hirten Hirtin | Kunde
Kunden Kundin | Zeuge Zeugen Zeugin | Bote Boten Botin | Sklave Sklaven Sklavin | Genosse Genossen Genossin |
Gefährte Gefährten Gefährtin | Laie Laien Laiin | Kollege Kollegen Kollegin | Experte Experten Expertin |
Chef Chefs Chefin | Freund Freunde Freundin | Nachbar Nachbarn Nachbarin | Ehemann
Ehemänner Ehefrau Ehefrauen | Papa Papas Mama Mamas | Opa Opas Oma Omas | Bub Buben Mädchen Mädchen |
Stiefvater Stiefväter Stiefmutter Stiefmütter | Priester Priester Priesterin | Boss Bosse Chefin | Junge Jungs
Mädchen Mädchen | Gentleman Gentlemen Lady Ladies | Beamter Beamte Beamtin | Enkel Enkel Enkelin |
Baron Barone Baronin | Markgraf Markgrafen Markgräfin | Earl Earls Countess Countesses | Gläubiger Gläubiger
Gläubigerin | Korporal Korporale Korporalin | Vorfahr Vorfahren Vorfahrin"""
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
    if _mp.endswith("e"):
        # (de-inflect-37) The dative plural adds -n to a plural in -e (den Korporalen, den
        # Königen; Duden, Die Grammatik: Dativ Plural auf -n), also inside a compound.
        NOUNS_M.setdefault(_mp.lower() + "n", _t)
    NOUNS_F.setdefault(_fs.lower(), _t)
    NOUNS_F.setdefault(_fp.lower(), _t)
NOUNS_F["herrin"] = ("Herr", "Herren", "Herrin", "Herrinnen")
NOUNS_F["herrinnen"] = NOUNS_F["herrin"]
#: Lexicon nouns that decline weak in the singular though they do not end in -e ("den Grafen",
#: "dem Bauern").
_WEAK_LEXICON_NOUNS = frozenset(
    ["graf", "fürst", "prinz", "held", "zar", "herr", "markgraf", "bauer", "nachbar", "vorfahr"]
)
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
    # (de-inflect-35) The pair Krankenpfleger/Krankenschwester has no star form ("Krankenpfleger*in"
    # would star only one side): the gold convention's neutral is the epicene Pflegekraft (Duden:
    # Pflegekraft, "Person, die beruflich pflegt"), feminine in grammar whoever it names.
    "krankenpfleger": ("Pflegekraft", "Pflegekräfte", "f"),
}

# Agent-noun endings that take -in (the noun is a person noun).
AGENT_ENDINGS = word_tuple(
    """er or ent ant ist yst at eur är ar loge oge graf graph nom ot et and ekt iker soph ier walt
    wirt arzt naut"""
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
WEAK_ENDINGS = word_tuple("ent ant ist yst at oge graf graph nom ot et ekt soph and it naut")
# (de-inflect-29) "-naut" (Astronaut, Kosmonaut, Argonaut, Aeronaut): Greek-derived person nouns of
# the n-declension that take -in (Duden, Die Grammatik: schwache Maskulina auf -naut; Movierung),
# also where Wiktionary lists the masculine without its feminine (Argonaut).
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


#: A cardinal in digits and a hyphen before an adjective ("42-jähriger"): the adjective declines.
_NUMBERED_ADJECTIVE = re.compile(r"\d+(?:[.,]\d+)?-(?=[a-zäöüß])")


def _paired_weak_e(word: str) -> bool:
    """Whether Wiktionary pairs ``word`` as a whole with a feminine whose masculine is no
    ``-mann`` compound: a weak noun in ``-e`` such as ``Aleute``/``Aleutin`` (Duden, Die
    Grammatik: n-Deklination of masculine person nouns in -e; Movierung with -in), not a plural
    in ``-leute`` of a ``-mann`` compound (``Kaufleute``)."""
    hit = german_lexicon.lookup(word)
    return hit is not None and hit[0] == "" and not hit[1].forms[0].lower().endswith("mann")


class GermanNounLexicon(Inflector):
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

    def _adjective(self, core: str) -> bool:
        """An inflected attributive adjective (lower case, adjective ending, not a function word,
        determiner or preposition).

        (de-inflect-22) A number joined by a hyphen to an adjective ("42-jähriger", "3-fache")
        is one adjective whose second part declines (Duden, Die Grammatik: Zusammensetzungen
        mit Ziffern, "der 42-jährige Mann"), so the part after the hyphen is what is tested:
        "eine 42-jährige Mechanikerin" <-> "ein 42-jähriger Mechaniker"."""
        numbered = _NUMBERED_ADJECTIVE.match(core)
        if numbered:
            core = core[numbered.end() :]
        low = core.lower()
        if "*" in low and self._is_det(low.split("*")[0]) is not None:
            # (de-inflect-35) The star form of a determiner ("den*die", "eine*n") written by a
            # neutral realisation is a determiner still, never an adjective: in "Der*die
            # Ärzt*in, der den*die Patient*in behandelte" the "der" is no article of
            # "Patient*in" but the relative pronoun, which a determiner cannot follow (Duden,
            # Die Grammatik: a noun phrase has one article).
            return False
        return (
            bool(core)
            and core[0].islower()
            and low.endswith(ADJ_ENDINGS)
            and low not in FUNCTION
            and low not in ER_PARTICLES
            and low not in PREPS
            and low not in PRONOUN_WORDS
            and low not in QUANTIFIERS
            and self._is_det(low) is None
            and len(low) > 3
            and not _PRONOMINAL_ADVERB.match(low)
            and low not in REPORTING_VERBS
            # (de-inflect-43) The determinatives "derjenige"/"derselbe" (Duden, Die Grammatik:
            # Demonstrativpronomen) are no strong adjectives: read as one, the -en of "diejenigen"
            # or "dieselben" made the phrase dative ("für diejenigen Urlauber", not "Urlaubern").
            # Their dative forms keep that reading, which gives the dative (german_words).
            and low not in NON_DATIVE_DETERMINATIVES
        )

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

    @staticmethod
    def _nomadj(word: str) -> tuple[str, str] | None:
        """(stem, ending) of a nominalised adjective (``Bankangestellte`` -> ``Bankangestellt``, ``e``)."""
        if not word or not (word[0].isupper() or (word[0].isdigit() and "-" in word)):
            return None
        if word[0].isdigit() and not word.rsplit("-", 1)[1][:1].isupper():
            return None  # "41-Jährige" is a noun, "41-jährige" an adjective
        low = word.lower()
        if low.endswith("er") and german_lexicon.strong_er_noun(word):
            return None  # (de-inflect-37) "Der Gläubiger", "die Streicher": a strong -er noun
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
        if low.endswith(("leute", "leuten")) and not _paired_weak_e(word):
            # (de-inflect-19) The plural in -leute of a -mann compound (Landsleute, Kaufleute,
            # Feuerwehrleute) names a group of persons of both sexes (Duden, Richtiges und gutes
            # Deutsch, "-leute/-männer": "-leute" is the plural for the group as a whole, men
            # and women alike), so it has no feminine counterpart: "seine Landsleute" stays.
            # (de-inflect-29) Only such a compound: a weak noun in -e that Wiktionary pairs
            # with its own feminine ("der Aleute"/"die Aleutin", plural "Aleuten") merely ends
            # in the same letters (_paired_weak_e).
            return None
        if word in _TITLE_NOUNS.get():
            title = german_lexicon.masculine_only(word)
            if title is not None:
                return self._from_wiktionary("", title)  # "Oberst William M. Black"
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
            if low.endswith("ern") and "m" in german_lexicon.lemma_genus(word[:-1]):
                # (de-inflect-22) The dative plural adds -n to a plural in -er (Duden, Die
                # Grammatik: Dativ Plural), a form Wiktionary's nominative tables lack, so the
                # genus is its nominative's: "Vollstreckern" is der Vollstrecker, not "Vollstr" +
                # die Eckern ("bei lokalen Richtern und Vollstreckern").
                genus = german_lexicon.lemma_genus(word[:-1])
            if not genus and low.endswith("s") and not low.endswith("ss"):
                # (de-inflect-34) The genitive in -s/-es of a noun Wiktionary lists, a form its
                # nominative tables lack, has that noun's genus: "des Opfers" is das Opfer, no
                # agent noun "Opfer" in -er.
                cut = 2 if low.endswith("es") and german_lexicon.lemma_genus(word[:-2]) else 1
                if len(low) > cut + 3 and german_lexicon.lemma_genus(word[:-cut]) == "n":
                    genus = "n"
            if (
                ((genus and "m" not in genus) or _epicene_noun(word))
                and not person_ist(low)
                and not person_iker(low)
            ):
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
        """A lexicon entry for ``low``, also as the last part of a compound (unless not ``compounds``).

        (de-inflect-17) The last part of a compound gives the whole word its genus (Duden, Die
        Grammatik: Determinativkompositum, "das Grundwort bestimmt das Genus"): a word that
        Wiktionary lists as a whole with other genera than the part's is no compound of it
        ("Repräsentanten", masculine, is no "Repräsen" + "Tanten")."""
        whole = german_lexicon.whole_genus(word) if compounds and german_lexicon.available() else ""
        for k in range(len(low) if compounds else 1):
            part = low[k:]
            if k > 0 and len(part) < 3:
                break
            if 0 < k < 3:
                continue  # "Gopa" is no compound of "Opa"
            if part.startswith("graf") and low[:k].endswith(("o", "io")):
                continue  # Fotograf, Biograf: an agent noun, not the title
            if k > 0 and part in ("tante", "tanten") and not _tante_prefix(word[:k]):
                continue  # (de-inflect-33) Militanten, Dilettanten: a Latin -ant noun, no "Tante"
            for table, g in ((NOUNS_M, "m"), (NOUNS_F, "f")):
                if masc_only and g == "f":
                    continue
                if part in table:
                    if k > 0 and whole and ("n" if part in NEUTER else g) not in whole:
                        continue
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
                    # (de-inflect-35) Bauer and Nachbar decline weak in the singular too: den/dem/des
                    # Bauern, Nachbarn (Duden: "der Bauer; des Bauern, selten: Bauers"; "der
                    # Nachbar; des Nachbarn, selten: Nachbars"), so "eine Bäuerin" -> "einen Bauern".
                    if base in _WEAK_LEXICON_NOUNS:
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
                    # (de-inflect-49) An umlauted stem's masculine undoes the umlaut ("Gästin"
                    # -> "Gast"): german_umlaut_stems.
                    plain = masculine_of_umlauted_stem(stem)
                    masc = (plain[0], plain[1], False) if plain else (stem, stem + "e", False)
                    if loan_monosyllable(stem):
                        masc = (stem, stem + "s", False)  # (de-inflect-49) "die Stars"
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
            strong = strong_listed_masculine(stem)
            if strong is not None:
                return strong[0], strong[1], False  # (de-inflect-49) "Leutnant": german_strong_heads
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

    def _singular_genus(self, noun: str) -> str:
        """The genus of a singular person or other noun (``""`` when unknown or plural)."""
        hit = german_lexicon.lookup(noun)
        if hit is not None:
            e = hit[1]
            if e.numbers == frozenset({"sg"}) or e.genitive_sg:
                return e.gender
            return ""
        return german_lexicon.singular_genus(noun)


#: First parts of real compounds of "Tante" that Wiktionary lists as no noun (Großtante, Stieftante).
_TANTE_PREFIXES = frozenset({"groß", "urgroß", "stief", "halb"})


def _tante_prefix(prefix: str) -> bool:
    """(de-inflect-33) Whether ``prefix`` is the first part of a compound of "Tante": a noun Wiktionary
    lists (Patentante, Lieblingstante, Schwiegertante, with a linking -s dropped) or a kinship prefix
    (Großtante). The Latin suffix -ant(e) forms person nouns whose ending only looks like "Tante"
    (Militante, Dilettant, Protestant; Duden, suffix -ant): their first letters are no word ("Mili")."""
    if prefix.lower().rstrip("-") in _TANTE_PREFIXES:
        return True
    bare = prefix.rstrip("-")
    return bool(
        german_lexicon.known_noun(bare)
        or german_lexicon.lemma_genus(bare)
        or (bare.endswith("s") and german_lexicon.known_noun(bare[:-1]))
    )
