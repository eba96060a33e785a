"""Finding the German spans that refer to a person: nouns, names, pronouns, coordinations.

The span finder answers the :class:`fairmt.inflect.base.Inflector` questions that come before
realising: which spans are person nouns (:meth:`GermanSpanFinder.person_spans`), which
persons are only implied (a relative clause after a name, a nominalised adjective), person
nouns coordinated with one a realisation changes (``Vollstrecker und Treuhänder``: a
coordination joins like with like), which spans are subject pronouns of a clause, how far a
cue's phrase reaches (``cue_span``, ``phrase_span``: the determiner and adjectives before the
noun), and whether a span's noun denotes no gendered person (Wiktionary lists ``Mensch`` or a
game ``Controller`` with no pair). It decides with the lexicon and the context tests of the
lower layers and changes no word.

Fifth layer of :class:`fairmt.inflect.german.GermanInflector`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import LEFT_WINDOW, Word, check_span
from fairmt.inflect.german_context import _listed_given_name
from fairmt.inflect.german_coordinated_agents import coordinated_agent
from fairmt.inflect.german_coordinated_compounds import coordinated_first_parts
from fairmt.inflect.german_coordinated_subjects import coordinated_subject_pronoun
from fairmt.inflect.german_declension import (
    GermanDecliner,
)
from fairmt.inflect.german_genitive_attributes import genitive_attribute_end
from fairmt.inflect.german_nouns import NEUTRAL_NOUNS
from fairmt.inflect.german_place_words import latin_agent_noun
from fairmt.inflect.german_predicates import (
    _OPENING_QUOTES,
    _acronym,
    _epicene_noun,
    _strip_adj,
    _wiktionary_adjectival,
    _wiktionary_fem_noun,
    person_iker,
    person_ist,
)
from fairmt.inflect.german_repeated_nouns import repeated_person_nouns
from fairmt.inflect.german_title_ordinals import rank_of_plural_subject
from fairmt.inflect.german_words import (
    CONTRACTIONS,
    COPULAS,
    DAT_PREPS,
    FINITE_PL,
    FINITE_SG,
    GERUND_CONJUNCTIONS,
    INDEFINITE_PERSONS,
    NOT_NOUNS,
    NOUN_CONJUNCTIONS,
    NUMERALS,
    PARTITIVE_POSSESSIVES,
    PRONOUN_WORDS,
)


def _english_title(tokens: Sequence[str], t: int) -> bool:
    """Whether the word at ``t`` is inside a quoted title in English: a quotation mark opens on
    "The", "A" or "An" and only capitalised words follow it up to ``t`` ('In "The Wisden
    Cricketer" nannten ihn ...'). A title is a name (Duden, Rechtschreibung: Titel von Werken
    und Zeitungen are Eigennamen) and the MT left it in English: its words are no German person
    nouns and keep their form (de-inflect-15)."""
    for j in range(t, max(-1, t - 8), -1):
        w = Word.parse(tokens[j])
        if not w.core[:1].isupper() or (j < t and w.post):
            return False
        if w.pre and w.pre[-1:] in _OPENING_QUOTES:
            return w.core in ("The", "A", "An") and j < t
    return False


#: The indefinite article in all its forms (Duden, Die Grammatik: ein is declined, never a
#: relative pronoun, which is a d-word or welch-).
_INDEFINITE_ARTICLES = frozenset(["ein", "eine", "einen", "einem", "einer", "eines"])
#: The accusative and dative of the masculine quantifier pronouns jeder and keiner.
_QUANTIFIER_OBLIQUE = frozenset(["jeden", "jedem", "keinen", "keinem"])
#: The masculine partitive pronouns ("einer der Verletzten", "einen der Gesandten").
_PARTITIVE_MASC = frozenset(
    ["einer", "einen", "einem", "keiner", "keinen", "keinem", "jeder", "jeden", "jedem"]
)


def _cardinal(w: Word) -> bool:
    """Whether ``w`` is a bare cardinal number (``22``, ``fünf``): it may open a member of a
    coordination of noun phrases like a determiner (Duden, Die Grammatik: Kardinalzahlen as
    Artikelwörter, "fünf Quäker und vier Baptisten")."""
    return not w.pre and not w.post and (w.core.isdigit() or w.core.lower() in NUMERALS)


#: Royal and noble titles whose English counterparts are gender-marked pairs (king/queen ...):
#: :meth:`GermanSpanFinder.uncovered_person` (de-inflect-20).
_NOBLE_TITLES = frozenset(
    ["könig", "kaiser", "prinz", "fürst", "herzog", "zar", "baron", "sultan", "markgraf"]
)


def _noble_title(lemma: str) -> bool:
    """Whether the masculine lemma is a royal or noble title, also with a rank prefix
    (Vizekönig, Großherzog, Erzherzog, Kronprinz); not a compound that uses the title as a
    metaphor (Torschützenkönig, "top scorer", which English does not gender)."""
    low = lemma.lower()
    return low in _NOBLE_TITLES or any(
        low.startswith(p) and low[len(p) :] in _NOBLE_TITLES for p in ("vize", "groß", "erz", "kron", "ex-")
    )


class GermanSpanFinder(GermanDecliner):
    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the nouns Wiktionary pairs with a feminine in -in (``Demonstranten``,
        ``Innenminister``, ``SAS-Offiziere``) and of adjectival person nouns (``Bundesbeamte``,
        ``der Angeklagte``): the German side of a person cue that the aligner missed. Nouns
        without a pair (Kind, Mensch, Controller) and titles before a name are not listed; a
        declined adjective before a name is (``sein stellvertretender Raimund Kölbl`` for "his
        deputy Raimund Koelbl": :meth:`GermanWordContext._name_adjective`)."""
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]
        for t, w in enumerate(words):
            core = w.core
            if self._name_adjective(words, t):
                out.append((t, t + 1))  # "sein stellvertretender Raimund Kölbl" for "his deputy"
                continue
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
            if self._name_run(words, t) and words[t].post.startswith(","):
                continue  # "Franz Künstler, 107, ...", "Henry Ashby Turner, 76, ...": the surname
            if _english_title(tokens, t):
                continue  # 'In "The Daily Reporter" ...': a word of an English title
            if self._bare_er_genitive(words, t):
                continue  # "von Packers Eckpfeiler": an English plural in a name, no genitive
            hit = german_lexicon.lookup(core)
            if hit is not None and _noble_title(hit[0] + hit[1].forms[0]):
                continue  # "der stellvertretende Vizekönig" for "viceroy": :meth:`uncovered_person`
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
                or german_lexicon.adherent_masculine(core)  # Republikanern (no Republikanerin listed)
                # (de-inflect-16) A noun in -ist(en) Wiktionary does not list: the suffix -ist
                # forms person nouns (Duden, the suffix -ist: "bildet Substantive, die eine Person
                # bezeichnen"; feminine -istin by Movierung): "töteten zwei Loyalisten".
                or (hit is None and not _english_title(tokens, t) and person_ist(core.lower()))
                # (de-inflect-17) A weak masculine noun with a foreign person suffix that
                # Wiktionary lists without its feminine ("Repräsentant", "Repräsentanten":
                # Duden, Die Grammatik, schwache Maskulina auf -ant/-ent; feminine -in by
                # Movierung), as for -ist; not one Wiktionary also lists as feminine or neuter.
                or (
                    hit is None
                    and not _english_title(tokens, t)
                    and german_lexicon.weak_foreign_masculine(core)
                    and core.lower().endswith(("ant", "anten", "ent", "enten"))
                )
            ):
                out.append((t, t + 1))
        return out

    def invariant_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head noun is a person noun of one gender for everyone, also as a
        compound's head: the neutral nouns the N realisation uses (Person, Kind, Elternteil,
        Geschwisterteil), Wiktionary's epicene nouns (Mensch, Gast, Fan, -ling), and Leute
        (Duden, Die Grammatik: Personenbezeichnungen ohne Movierung; the gold README's invariant
        nouns). "people" -> "Menschen" is then the cue's translation, and the realiser takes
        no other noun of the sentence for it ("mit dem Hund", "am Lake Tahoe") (de-inflect-15)."""
        if not check_span(tokens, span):
            return False
        heads = [Word.parse(tokens[t]).core for t in range(*span)]
        heads = [h for h in heads if h[:1].isupper() and h.isalpha()]
        if not heads:
            return False
        low = heads[-1].lower()
        forms = {"leute", "leuten"}
        for sg, pl, _ in NEUTRAL_NOUNS.values():
            forms.update({sg.lower(), pl.lower(), pl.lower() + "n"})
        for e in german_lexicon.EPICENE:
            forms.update({e, e + "en", e + "e", e + "s", e + "n"})
        forms.update({"gäste", "gästen"})
        return any(low == f or (len(f) > 4 and low.endswith(f)) for f in forms) or _epicene_noun(low)

    def _adjectives_of_a_thing(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether a span without a noun ends in an attributive adjective that is coordinated
        with more adjectives of one noun that is a thing: "an der französischen, belgischen und
        niederländischen Küste" for "along the French, Belgian and Dutch coasts". Coordinated
        attributive adjectives share their head noun (Duden, Die Grammatik: Koordination von
        Adjektiven), so the span is that thing's phrase, not a person's (de-inflect-15)."""
        words = [Word.parse(x) for x in tokens]
        t = span[1] - 1
        if not (words[t].core.islower() and self._adjective(words[t].core)):
            return False
        if not (words[t].post.strip() == "," or (t + 1 < len(words) and words[t + 1].core.lower() == "und")):
            return False
        k = t + 1
        while k < len(words) and k - t <= 8:
            w = words[k]
            if w.core[:1].isupper():
                return self.noun_info(w.core) is None and (
                    german_lexicon.known_noun(w.core) or bool(german_lexicon.lemma_genus(w.core))
                )
            if not (w.core.lower() in NOUN_CONJUNCTIONS or self._adjective(w.core)) or w.pre:
                return False
            k += 1
        return False

    def _bare_er_genitive(self, words: Sequence[Word], t: int) -> bool:
        """Whether the capitalised word at ``t`` in -ers reads only as the genitive singular of
        an -er noun (des Lehrers) but has no determiner or adjective before it: the genitive of
        a common noun needs one (Duden, Die Grammatik: Genitivattribut; a bare genitive is a
        name's, "Peters Buch"), and an -er noun's plural has no -s, so "Packers Eckpfeiler",
        "Publishers & Großhandel" are English plurals in names the MT kept (de-inflect-15)."""
        w = words[t]
        core = w.core
        if not (core[:1].isupper() and core.endswith("ers") and core.isalpha() and len(core) > 5):
            return False
        if german_lexicon.lookup(core) is not None and german_lexicon.lookup(core[:-1]) is None:
            return False  # a form Wiktionary lists as such
        if t > 0 and not words[t - 1].post and not w.pre:
            prev = words[t - 1].core
            if self._is_det(prev.lower()) is not None or (prev.islower() and self._adjective(prev)):
                return False
            # (de-inflect-31) A second conjunct shares the first one's article: "des Dichters und
            # Dramatikers" (Duden, Die Grammatik: Koordination, gemeinsamer Artikel).
            first = words[t - 2] if t > 1 else None
            if (
                prev.lower() in NOUN_CONJUNCTIONS
                and first is not None
                and not first.post
                and first.core.endswith("s")
                and german_lexicon.lookup(first.core) is not None
            ):
                return False
        return True

    @staticmethod
    def _name_run(words: Sequence[Word], t: int) -> bool:
        """Whether ``words[:t]`` is a person's name before ``words[t]``: a given name that
        Wiktionary (german-nouns) lists as ``Vorname`` and is no person noun, opening the
        sentence, then only capitalised words that are no person noun either (middle names,
        initials such as ``B.``): "Henry Ashby Turner, 76, amerikanischer Historiker" is an
        obituary line whose third word is the surname, not der Turner (gymnast)."""
        if t < 1 or words[0].pre or not german_lexicon.given_name(words[0].core):
            return False
        for i, w in enumerate(words[:t]):
            initial = len(w.core) == 1 and w.post == "."
            if (w.post and not initial) or (i and w.pre) or not w.core[:1].isupper():
                return False
            if german_lexicon.lookup(w.core) is not None:
                return False
        return True

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Person references that only German grammar genders: a singular nominalised adjective
        or participle after a masculine singular determiner (``Der Abgeordnete`` for "MP",
        ``Der Verstorbene`` for "the deceased", ``dem 41-Jährigen`` for "the 41-year-old"; any
        declined adjective before a name, ``Der verstorbene Otto Brandtner``: :meth:`name_after`),
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
            # (de-inflect-18) Its accusative and dative ("hilft jedem, der fragt", "für jeden
            # angerufen, der ...", "auf jeden stürzen, der ..."), also with the relative clause
            # moved behind the verbs that close the clause (Nachfeld): the generalising
            # relative clause after the indefinite pronoun jeder/keiner stands for persons,
            # and the relative pronoun takes the pronoun's gender and number (Duden, Die
            # Grammatik: Indefinitpronomen jeder; Relativsatz, Kongruenz mit dem Bezugswort;
            # Ausklammerung ins Nachfeld). "der" is the masculine nominative there.
            if words[t].core.lower() in _QUANTIFIER_OBLIQUE and not words[t].pre:
                k = t if words[t].post else german_case.verb_cluster_end(words, t, self._is_det)
                if (
                    k is not None
                    and words[k].post == ","
                    and k + 1 < len(words)
                    and words[k + 1].core.lower() == "der"
                    and not words[k + 1].pre
                    and not self._np_follows(words, k + 1)
                ):
                    out.append((t, t + 1))
        for t in range(len(words) - 2):
            # (de-inflect-18) A partitive pronoun before the genitive plural of a nominalised
            # adjective or participle ("wählten einen der Gesandten zum Kommandanten", "mit
            # einem der Verletzten", "Einer der Abgeordneten"): the genitive plural has one form
            # for both genders and stays, while the pronoun takes the gender of the person it
            # picks out (Duden, Die Grammatik: partitiver Genitiv nach einer/keiner/jeder;
            # substantivierte Adjektive im Plural). English "one of the envoys" has none.
            if self._partitive_nomadj(words, t):
                out.append((t, t + 1))
        for t in range(len(words) - 2):
            # (de-inflect-17) A quantifier pronoun in the accusative or dative with a partitive
            # "von uns"/"von euch" ("für jeden von uns" for "for any of us"): a person by the
            # first or second person plural, masculine only by German grammar (Duden, Die
            # Grammatik: Indefinitpronomen jeder/keiner/einer with a partitive von). The
            # nominative ("Keiner von uns") is the English cue's ("None of us").
            if (
                words[t].core.lower() in ("jeden", "jedem", "keinen", "keinem", "einen", "einem")
                and not words[t].post
                and not words[t].pre
                and words[t + 1].core.lower() == "von"
                and not words[t + 1].post
                and words[t + 2].core.lower() in ("uns", "euch")
            ):
                out.append((t, t + 1))
        for t in range(2, len(words) - 1):
            # (de-inflect-17) The article of an elliptic superlative or ordinal that is the
            # predicate of "ich" ("bin ich der jüngste in einer Reihe ...", "ich war die
            # erste in meiner Familie"): the predicative nominative agrees in gender with the speaker
            # (Duden, Die Grammatik: Kongruenz im prädikativen Nominativ), which no English
            # word genders ("I'm the latest").
            adj = words[t + 1].core
            pair = {words[t - 2].core.lower(), words[t - 1].core.lower()}
            if (
                words[t].core.lower() in ("der", "die")
                and not words[t - 2].post
                and not words[t - 1].post
                and not words[t].post
                and "ich" in pair
                and pair & COPULAS
                and adj.isalpha()
                and adj.islower()
                and (adj.endswith(("ste", "te")) or adj == "einzige")
                and not self._np_follows(words, t)
                and not self._relative_clause_after(words, t + 1)  # (left alone: "die erste, die")
            ):
                out.append((t, t + 1))
        for t, w in enumerate(words):
            # (de-inflect-17) A nominalised adjective or participle with the strong masculine
            # singular ending -er and no article ("als örtlicher Labour-Abgeordneter" for "as
            # the local Labour MP"): the strong ending shows the gender where no article does
            # (Duden, Die Grammatik: starke Flexion des substantivierten Adjektivs, "ein
            # Abgeordneter", "Abgeordneter Müller"), and English has no gendered word there.
            nomadj = self._nomadj(w.core)
            prev = words[t - 1].core.lower() if t > 0 else ""
            if (
                nomadj is not None
                and nomadj[1] == "er"
                and _strip_adj(w.core.lower())[0].endswith(_wiktionary_adjectival())
                and self._is_det(prev) is None
                and prev not in CONTRACTIONS
                and (
                    not self._capitalised_attribute(words, t)
                    # (a given name after it: "Labour-Abgeordneter Jon Trickett sagte")
                    or german_lexicon.given_name(words[t + 1].core)
                )
                and (t == 0 or not words[t - 1].core[:1].isupper() or words[t - 1].post or t == 1)
                and not rank_of_plural_subject(words, t)
            ):
                out.append((t, t + 1))
        for t in range(1, len(words)):
            if self._name_adjective(words, t):
                # "Der verstorbene Otto Brandtner": the adjective before a name (its determiner,
                # left of the span, agrees; a possessive keeps its possessor).
                out.append((t, t + 1))
                continue
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
                if (
                    self._capitalised_attribute(words, t)
                    and not german_lexicon.given_name(words[t + 1].core)
                    and self.noun_info(words[t + 1].core) is None
                ):
                    continue  # "Die Kleine Eiszeit": an adjective of a name's noun (de-inflect-15)
                out.append((t - 1, t + 1))
        return out

    def _partitive_nomadj(self, words: list[Word], t: int) -> bool:
        """Whether ``words[t]`` is a masculine partitive pronoun (einer, einen, einem, keiner,
        keinen, keinem, jeder, jeden, jedem) right before "der" or a genitive plural possessive,
        optional adjectives, and a nominalised adjective in -en that is the phrase's last word
        (``_partitive_nomadj`` of :meth:`implicit_person_spans`)."""
        low = words[t].core.lower()
        if low not in _PARTITIVE_MASC or words[t].post or words[t].pre:
            return False
        if low.endswith("er") and t > 0 and not words[t - 1].post and words[t - 1].core.lower() in DAT_PREPS:
            return False  # "mit einer der Verletzten": a feminine dative
        det = words[t + 1].core.lower()
        if words[t + 1].post or (det != "der" and det not in PARTITIVE_POSSESSIVES):
            return False
        j = t + 2
        while j < len(words) - 1 and not words[j].post and words[j].core.islower():
            if not self._adjective(words[j].core):
                break
            j += 1
        head = words[j].core
        if not head.endswith("en") or self._nomadj(head) is None or self.noun_info(head) is not None:
            return False
        return j + 1 >= len(words) or bool(words[j].post) or not words[j + 1].core[:1].isupper()

    @staticmethod
    def _relative_clause_after(words: list[Word], t: int) -> bool:
        """Whether the first comma at or after ``t`` opens a clause with a d-relative pronoun
        ("die erste in meiner Familie, die studierte")."""
        for k in range(t, len(words) - 1):
            if words[k].post.startswith(","):
                return words[k + 1].core.lower() in ("der", "die", "den", "dem", "dessen", "deren")
            if words[k].post:
                return False
        return False

    def name_after(self, tokens: Sequence[str], span: tuple[int, int]) -> str | None:
        """The first word of the name after an adjective that stands for a person before it
        (:meth:`_name_adjective`: "sein stellvertretender Raimund Kölbl" -> "Raimund")."""
        s, e = span
        words = [Word.parse(t) for t in tokens]
        if e - s != 1 or not check_span(tokens, span) or not self._name_adjective(words, s):
            return None
        return words[s + 1].core

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
            # (A -ist noun Wiktionary lacks is a person by its suffix, as for an aligned cue:
            # "Kongregationalisten" is no compound of die List.)
            return not genus or "m" in genus or person_ist(info[2][0].lower())

        taken = [*spans, *kept]
        paired: set[int] | None = None
        known: dict[int, bool] = {}

        def candidate(t: int) -> bool:
            # Looked up only for words a coordination joins to a person (the lookups cost).
            nonlocal paired
            if t not in known:
                if paired is None:
                    paired = {p[0] for p in self.person_spans(tokens)}
                # (de-inflect-20) A capitalised word right after a given name is its surname
                # ("Tom Baker, britischer Anatomist": a personal name is a given name and a
                # surname, Duden, Die Grammatik: Personennamen), not a list member "Baker".
                prev = words[t - 1] if t > 0 else None
                surname = (
                    prev is not None
                    and not prev.post
                    and not words[t].pre
                    and german_lexicon.lookup(prev.core) is None
                    and (
                        _listed_given_name(prev.core)
                        # (or a capitalised word that opens the sentence and is no person noun
                        # or determiner: "Tom Baker, ...", the obituary's name)
                        or (
                            t == 1
                            and prev.core[:1].isupper()
                            and prev.core.isalpha()
                            and self.noun_info(prev.core) is None
                            and self._is_det(prev.core.lower()) is None
                            and prev.core.lower() not in NOT_NOUNS
                        )
                    )
                )
                known[t] = (
                    not surname
                    and not any(a <= t < b for a, b in taken)
                    and (
                        t in paired
                        # (A noun Wiktionary lists with no pair is left out, person or thing alike:
                        # "Kreuzer", "Computer", "Republikaner": a coordination does not make it one.)
                        or (t > 0 and derivable(words[t]) and not self.denotes_no_person(tokens, (t, t + 1)))
                    )
                )
            return known[t]

        done = [s[1] - 1 for s in spans]
        out: list[tuple[int, int]] = []

        def joined(a: int, b: int) -> bool:
            # Nouns at a < b: a list comma right before b (a bare noun: "X, der Y" is an
            # apposition), or a conjunction after a followed only by articles and adjectives.
            if (
                words[a].post.strip() not in ("", ",")
                or b - a > 12
                or not words[a].core[:1].isupper()
                or not words[b].core[:1].isupper()
            ):
                return False
            if b - a > 4:
                return self._later_bare_apposition(words, a, b)
            # (de-inflect-30) The comma may follow the noun's genitive: "Präsident Südafrikas, ...".
            comma = genitive_attribute_end(words, a) or a
            if comma >= b:
                # (de-inflect-34) b is inside a's own genitive attribute ("Die Kritiker des
                # Vorsitzenden, ..."): the attribute's noun is no conjunct of its head.
                return False
            gap = words[comma + 1 : b]
            if words[comma].post.strip() == ",":
                # (A cardinal may open the next member of a list: "aus 22 Baptisten, fünf
                # Quäkern, fünf Bischöfen und vier Kongregationalisten"; so may attributive
                # adjectives without a determiner, the members of a list of bare appositions:
                # "104, chinesischer General, letzter Überlebender des ...". Not a determiner:
                # "Lehrer, den Schüler mögen" opens a relative clause.)
                # An indefinite article may open it too, since no relative pronoun is one:
                # "verliert einen Patrioten, einen engagierten Militanten".
                if gap and gap[0].core.lower() in _INDEFINITE_ARTICLES and not gap[0].pre and not gap[0].post:
                    gap = gap[1:]
                return all(
                    _cardinal(g)
                    or (g.core.islower() and not g.pre and not g.post and self._adjective(g.core))
                    for g in gap
                )
            return (
                bool(gap)
                and not gap[0].pre
                and not gap[0].post
                and gap[0].core.lower() in ("und", "oder", "sowie", "wie")
                and all(
                    (g.core.islower() or g.core.isdigit())
                    and not g.post
                    and not g.pre
                    and (self._is_det(g.core) is not None or self._adjective(g.core) or _cardinal(g))
                    for g in gap[1:]
                )
            )

        queue = list(done)
        while queue:
            d = queue.pop()
            for t in range(max(0, d - 4), min(len(words), d + 13)):
                if t in done or not (joined(d, t) if d < t else joined(t, d) if t < d else False):
                    continue
                if candidate(t):
                    out.append((t, t + 1))
                    done.append(t)
                    queue.append(t)

        def positions() -> set[int]:
            nonlocal paired
            if paired is None:
                paired = {p[0] for p in self.person_spans(tokens)}
            return paired

        # (de-inflect-35) Another occurrence of the same person noun: german_repeated_nouns.
        out += repeated_person_nouns(words, [*spans, *out], taken, self.noun_info, positions)
        return sorted(set(out))

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
            return self._adjectives_of_a_thing(tokens, span)
        if _english_title(tokens, span[1] - 1):
            return True  # 'In "The Wisden Cricketer" nannten ...': a magazine's English title
        words = [Word.parse(x) for x in tokens]
        if span[1] - span[0] == 1 and self._bare_er_genitive(words, span[0]):
            return True  # "Motorbooks International Publishers": an English plural
        head = nouns[-1]
        low = head.lower()
        if self._lexicon(head, low) is not None or self._nomadj(head) is not None:
            return False
        if any(self._nomadj(n) is not None for n in nouns[:-1]) and self._units(words, *span)[0]:
            # (de-inflect-34) A span the aligner let run on past the person into the next noun
            # ("warf dem Angeklagten Betrug vor": "dem Angeklagten Betrug" for "the defendant")
            # still names the person its nominalised adjective names.
            return False
        if german_lexicon.lookup(head) is not None or low.endswith(("in", "innen", "mann", "männer", "frau")):
            return False
        if self._unpaired_title(words, span[1] - 1):
            return False  # "Oberst William M. Black": a title before a name (de-inflect-20)
        if self._unpaired_foreign_person(head):
            return False  # "Konquistadoren", "Kastellane": a foreign person suffix (de-inflect-20)
        if self._given_name(tokens, span[1] - 1):
            return True  # "Tamer Motea": only looks like an agent noun in -er
        if german_lexicon.adherent_masculine(head):
            return False  # "Republikaner": a person noun in -aner whose -in Wiktionary lacks
        if german_lexicon.weak_foreign_masculine(head):
            return False  # "Abolitionisten", "Dissidenten": a person noun whose -in Wiktionary lacks
        if latin_agent_noun(head):
            return False  # (de-inflect-57) "Präparatoren": a Latin agent noun Wiktionary lacks
        if person_ist(low):
            return False  # "Medievalist", "Herbalistin": an -ist noun Wiktionary lacks
        if person_iker(low):
            return False  # "Rhetoriker": an -iker noun Wiktionary lists without its feminine
        if coordinated_agent(
            words,
            span[1] - 1,
            lambda x: self._is_det(x.lower()) is not None or self._adjective(x),
            lambda x: (
                x[:1].isupper()
                and german_lexicon.masculine_only(x) is None
                and (info := self.noun_info(x)) is not None
                and info[0] in ("m", "f")
                and (german_lexicon.lookup(x) is not None or not german_lexicon.known_noun(x))
            ),
        ):
            return False  # (de-inflect-36) "Vollstrecker und Treuhänder": german_coordinated_agents
        # (Also in a case form: the genitive "des Ventilators" is of "Ventilator", a thing.)
        cuts = [e for e in ("es", "s", "n") if low.endswith(e) and len(low) > len(e) + 3]
        forms = [head, *(head[: -len(e)] for e in cuts)]
        return any(german_lexicon.known_noun(f) or bool(german_lexicon.lemma_genus(f)) for f in forms)

    def _later_bare_apposition(self, words: list[Word], a: int, b: int) -> bool:
        """(de-inflect-20) Whether the bare noun at ``b`` closes a list of appositions whose
        earlier member is the person noun at ``a`` ("Edmund Phelps, Ökonom, Professor für
        politische Ökonomie an der Columbia University, Nobelpreisträger."): it stands alone
        between a comma and the sentence end, and no finite verb comes between, so it is one
        more loose apposition to the same name (Duden, Die Grammatik: lockere Apposition,
        mehrere Appositionen)."""
        w = words[b]
        if words[b - 1].post.strip() != "," or w.pre or w.post.strip() not in (".", ""):
            return False
        if b + 1 < len(words) or b - a > 12:
            return False
        for g in words[a + 1 : b]:
            low = g.core.lower()
            if g.core.islower() and (low in FINITE_SG or low in FINITE_PL or self._finite_singular(g.core)):
                return False
        return True

    def uncovered_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether a person noun no English cue covers may be realised: not a royal or noble
        title (König, Vizekönig, Kaiser, Prinz, Fürst, Herzog, Zar, Baron, Sultan, Markgraf),
        which translates an English title that genders its holder lexically (king/queen,
        viceroy/vicereine, emperor/empress, prince/princess, duke/duchess, tsar/tsarina,
        baron/baroness, sultan/sultana, margrave/margravine: Quirk et al., A Comprehensive
        Grammar of the English Language, 5.104, gender-marked pairs), so the translation
        keeps it as the gold convention keeps such words (de-inflect-20): "Ratansingh
        Bhandári, der stellvertretende Vizekönig" for "the deputy viceroy"."""
        if not check_span(tokens, span):
            return True
        head = Word.parse(tokens[span[1] - 1]).core
        info = self.noun_info(head)
        if info is None or info[0] not in ("m", "f"):
            return True
        return not _noble_title(info[2][0])

    def unknown_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head is a title before a name whose noun Wiktionary lists without
        its feminine ("Leutnant CF Grieve"): the search for person nouns without a cue
        (:meth:`person_spans`) reads only Wiktionary's pairs, so its not finding the noun says
        nothing (de-inflect-20)."""
        if not check_span(tokens, span) or not german_lexicon.available():
            return False
        return self._unpaired_title([Word.parse(x) for x in tokens], span[1] - 1)

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
            if self._is_det(low) is not None and self._relative_pronoun(
                [Word.parse(t) for t in tokens], k - 1
            ):
                break  # "Antikörper enthält, die andere ... schützen könnten": a relative pronoun
            if (
                low in NOUN_CONJUNCTIONS
                and k < s
                and k >= 2
                and not Word.parse(tokens[k - 2]).post
                and self._adjective(Word.parse(tokens[k - 2]).core)
                and self._adjective(Word.parse(tokens[k]).core)
            ):
                k -= 1  # coordinated adjectives ("radikalen ... und tausendjährigen Kaufmann")
                window += 2
                continue
            if k == s and coordinated_first_parts(
                [Word.parse(t) for t in tokens], k - 1, self._is_det, self._adjective
            ):
                k, window = k - 3, window + 3  # (de66) "der ... Obst und Gemüse Händler": to the article
                continue
            if self._adjective(core) and self._finite_verb_slot([Word.parse(t) for t in tokens], k - 1):
                # (de-inflect-21) "Er rekrutierte Lehrer ...": the word after a one-word first
                # constituent is the finite verb of the main clause (Duden, Die Grammatik:
                # Verbzweitstellung), not an adjective of the noun after it, as the noun
                # phrases of the realisation already read it (GermanUnitReader).
                break
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

    def target_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Quantifier pronouns that stand for a person of a phrase before them (:meth:`_quantifier_pronoun`):
        ``einer``/``jeder``/``keiner`` and ``eine``/``jede``/``keine`` with no noun of their own
        ("drei Anwärter ...; zwei in Assam und einer in Bihar", "Die ... Eigentümer behaupteten
        ... 18900 Acre jeder"). English has "one"/"each" there, no gendered word; the realiser
        flips such a pronoun with the nearest person before it when their genders agree."""
        words = [Word.parse(t) for t in tokens]
        return [
            (t, t + 1)
            for t in range(len(words))
            if (self._quantifier_pronoun(words, t) and (t > 0 or self._copula_clause(words)))
            # (de-inflect-19) The accusative "ihn" where the source has no gendered pronoun and
            # no "it" (the realiser checks): German refers back to a singular masculine noun
            # with the personal pronoun of its gender (Duden, Die Grammatik: Personalpronomen,
            # Kongruenz mit dem Bezugswort), so after "gegen jeden Kandidaten ... blockierte
            # ihn" for "blocked every nominee" it follows the person: "jede Kandidatin ...
            # blockierte sie". Only after a singular masculine person (:meth:`_ihn_after_singular`).
            or (t > 0 and words[t].core == "ihn" and self._ihn_after_singular(tokens, t))
            # (de-inflect-31) The repeated subject of a coordinated main clause: "..., doch dann
            # erlangte sie die Kontrolle zurück" (german_coordinated_subjects).
            or coordinated_subject_pronoun(words, t)
        ]

    def _ihn_after_singular(self, tokens: Sequence[str], t: int) -> bool:
        """Whether the nearest masculine noun before ``t`` is a singular person noun: a plural is
        no referent of "ihn", and a masculine thing in between ("nahm den Brief und las ihn")
        is the nearer referent."""
        for k in range(t - 1, 0, -1):
            core = Word.parse(tokens[k]).core
            if not core[:1].isupper() or not core.isalpha():
                continue
            info = self.noun_info(core)
            if info is not None and info[0] == "m":
                return not self.plural(tokens, (k, k + 1))
            if info is None and "m" in german_lexicon.lemma_genus(core):
                return False
        return False

    @staticmethod
    def _copula_clause(words: list[Word]) -> bool:
        """Whether a sentence-initial quantifier pronoun is "einer/keiner/jeder von ihnen"
        (uns, euch: persons; "davon" is for things) right before a copula (``ist``, ``war``,
        ``wurde`` ...): the pronoun is then the subject of the predicative noun after it, the
        only person the realiser can pair it with ("Einer von ihnen ist Arzt" -> "Eine von
        ihnen ist Ärztin"; Duden grammar: the predicative nominative agrees with the subject).
        With another verb the noun after it is a second person ("Einer von ihnen traf einen
        Fußgänger") and the pronoun is left alone."""
        if len(words) < 4 or words[0].post or words[1].post or words[2].post:
            return False
        if words[1].core.lower() != "von" or words[2].core.lower() not in ("ihnen", "uns", "euch"):
            return False
        return words[3].core.lower() in COPULAS

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
