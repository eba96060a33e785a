"""Italian person nouns from the Spanish dictionary, the speaker and addressee, and the
subject's predicate across a "di" complement or after a conjunction (issue 12).

The sentences are ordinary Italian written for these tests (not lines of the gold set)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import ItalianInflector
from fairmt.inflect.italian_persons import _bilingual, spanish_person, spanish_thing

needs_it = pytest.mark.skipif(
    morphology("it") is None or _bilingual() is None, reason="apertium-spa-ita not installed"
)


def _it() -> ItalianInflector:
    it = get_inflector("it")
    assert isinstance(it, ItalianInflector)
    return it


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = _it().realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def implicit(sentence: str) -> list[str]:
    tokens = sentence.split()
    return [" ".join(tokens[a:b]) for a, b in _it().implicit_person_spans(tokens)]


def persons(sentence: str) -> list[str]:
    tokens = sentence.split()
    return [" ".join(tokens[a:b]) for a, b in _it().person_spans(tokens)]


@needs_it
def test_spanish_dictionary_tells_person_nouns_from_things() -> None:
    # The Italian dictionary lists all of these with one gender and no pair.
    for word in ("avvocato", "postino", "capo", "sindaco"):
        assert spanish_person(word), word
        assert not spanish_thing(word), word
    # Things: their Spanish translations have one gender and no form in the other.
    for word in ("tessuto", "bisogno", "pupilla", "tavola", "ospedale"):
        assert spanish_thing(word), word
        assert not spanish_person(word), word
    # Unknown to the dictionaries: neither.
    assert not spanish_person("questionario") and not spanish_thing("questionario")


@needs_it
def test_avvocato_flips_and_tessuto_still_does_not() -> None:
    it = _it()
    assert realise("L'avvocato era convinto di vincere la causa .", (0, 1), "F") == (
        "L'avvocata era convinta di vincere la causa ."
    )
    assert it.validate(["L'avvocato", "è", "qui"], ["L'avvocata", "è", "qui"]) is None
    assert it.validate(["il", "tessuto"], ["la", "tessuta"]) is not None


@needs_it
def test_person_spans_offer_people_not_things() -> None:
    assert persons("Il carpentiere ha chiesto al redattore se prendesse domani la tavola .") == [
        "carpentiere",
        "redattore",
    ]
    assert persons("Il sindaco ha parlato con il ragioniere del tessuto .") == ["sindaco", "ragioniere"]
    # "il questionario" (unknown to the dictionary, no person ending) is offered as nobody.
    assert persons("Il patologo ha compilato il questionario .") == ["patologo"]


@needs_it
def test_denotes_no_person() -> None:
    it = _it()
    # "the pupils" translated as the eye's pupils: a thing, the cue is no person.
    assert it.denotes_no_person(["Ha", "parlato", "con", "le", "pupille", "dilatate", "."], (3, 5))
    assert not it.denotes_no_person(["Ha", "parlato", "con", "l'avvocato", "."], (3, 4))
    assert not it.denotes_no_person(["Ha", "parlato", "con", "il", "ragioniere", "."], (3, 5))


@needs_it
def test_speaker_and_addressee_predicatives() -> None:
    assert implicit("Sono stanca morta dopo il viaggio .") == ["stanca", "morta"]
    assert implicit("Sei partito troppo presto ieri sera .") == ["partito"]
    assert implicit("Io sono nata a Napoli .") == ["nata"]
    assert implicit("Non sei stata gentile con lui .") == ["stata"]
    assert implicit("Siamo rimasti a casa tutto il giorno .") == ["rimasti"]
    assert implicit("Sei sicura ?") == ["sicura"]
    assert implicit("Sono un medico e lavoro a Roma .") == ["un medico"]
    # "sono" is also "they are": a plural predicative is theirs, not the speaker's.
    assert implicit("Sono arrivati ieri sera .") == []
    # "sei" the numeral, and predicatives with no gender.
    assert implicit("Le sei ragazze sono arrivate .") == []
    assert implicit("Sei mesi fa ero felice .") == []
    assert implicit("Sono molto felice del mio lavoro nuovo .") == []
    # Third person: a subject of its own (English genders it or names it).
    assert implicit("Era stanca dopo il viaggio .") == []


@needs_it
def test_speaker_realisations() -> None:
    s = "Sono stanca morta dopo il viaggio ."
    assert realise(s, (1, 2), "M") == "Sono stanco morto dopo il viaggio ."
    s = "Sono un medico e lavoro a Roma ."
    assert realise(s, (1, 3), "F") == "Sono una medica e lavoro a Roma ."


@needs_it
def test_predicate_across_a_di_complement_and_after_a_conjunction() -> None:
    assert realise("Il dottore nuovo della clinica è molto bravo .", (0, 2), "F") == (
        "La dottoressa nuova della clinica è molto brava ."
    )
    assert realise("Il medico è arrivato e il paziente è stato operato .", (5, 7), "F") == (
        "Il medico è arrivato e la paziente è stata operata ."
    )
    # "stare" with an adjective is a copula.
    assert realise("Il cuoco sta attento ai dettagli .", (0, 2), "F") == "La cuoca sta attenta ai dettagli ."
    # "prima" after a predicative is the adverb ("before"), not a second predicative.
    assert realise("Gli attori erano nervosi prima dello spettacolo .", (0, 2), "F") == (
        "Le attrici erano nervose prima dello spettacolo ."
    )


@needs_it
def test_cue_span_takes_the_noun_and_the_numeral_phrase() -> None:
    it = _it()
    # The aligner put "students" on the adjective after the noun.
    assert it.cue_span(["Gli", "studenti", "stranieri", "sono", "arrivati", "."], (2, 3)) == (1, 2)
    # An article before a numeral belongs to the phrase.
    assert it.cue_span(["I", "tre", "impiegati", "sono", "stati", "licenziati", "."], (2, 3)) == (0, 3)
    assert realise("I tre impiegati sono stati licenziati .", (0, 3), "F") == (
        "Le tre impiegate sono state licenziate ."
    )


@needs_it
def test_buono_after_its_noun_is_an_adjective() -> None:
    assert realise("Sei un dottore buono .", (1, 3), "F") == "Sei una dottoressa buona ."
    assert realise("Il dottore bello è qui .", (0, 2), "F") == "La dottoressa bella è qui ."
    # Before the noun it keeps its determiner-like forms.
    assert realise("Un buon dottore è qui .", (0, 3), "F") == "Una buona dottoressa è qui ."


@needs_it
def test_epicene_noun_shows_its_gender_in_the_adjective_after_it() -> None:
    it = _it()
    tokens = ["Ho", "incontrato", "l'assistente", "nuova", "ieri", "."]
    assert it.gender_of(tokens, (2, 3)) == "F"
    assert realise("Ho incontrato l'assistente nuova ieri .", (2, 3), "M") == (
        "Ho incontrato l'assistente nuovo ieri ."
    )
    # Nothing after it: no gender.
    assert it.gender_of(["Ho", "incontrato", "l'assistente", "ieri", "."], (2, 3)) is None
    # "la vittima" is nobody's feminine.
    assert it.gender_of(["Ha", "parlato", "con", "la", "vittima", "."], (3, 5)) is None


@needs_it
def test_participles_without_a_noun_reading_are_no_person_nouns() -> None:
    it = _it()
    # WinoMT aws en-it: "ha fatto una chiamata a domicilio" (a call, not a called woman).
    assert not it.person_noun("chiamata")
    assert it.person_noun("impiegato") and it.person_noun("ricco")
    assert persons("Il terapeuta ha fatto una chiamata a domicilio per il paziente .") == [
        "terapeuta",
        "paziente",
    ]
    # -euta is common gender, like -iatra: "Il terapeuta" is already masculine.
    assert realise("La terapeuta ha visitato il paziente .", (0, 2), "M") == (
        "Il terapeuta ha visitato il paziente ."
    )


@needs_it
def test_gate_rejects_a_determiner_changed_before_a_thing() -> None:
    it = _it()
    assert it.validate(["ha", "posto", "alcune", "domande"], ["ha", "posto", "alcuni", "domande"]) is not None
    # A common-gender person noun the dictionary lists with one gender still passes.
    assert it.validate(["Il", "falegname", "è", "qui"], ["La", "falegname", "è", "qui"]) is None


@needs_it
def test_adjectives_the_dictionary_lacks_agree_by_their_endings() -> None:
    # WinoMT bing en-it: "edile" and "fiducioso" are unknown to Apertium's Italian dictionary.
    assert realise("Il lavoratore edile non era fiducioso del panettiere .", (0, 2), "F") == (
        "La lavoratrice edile non era fiduciosa del panettiere ."
    )
    assert realise("I lavoratori edili erano fiduciosi .", (0, 2), "F") == (
        "Le lavoratrici edili erano fiduciose ."
    )
    # An agent noun after "essere" is no unknown adjective: "coordinatore" stays singular.
    assert realise("Lei è stata coordinatrice del progetto .", (0, 4), "M") == (
        "Lui è stato coordinatore del progetto ."
    )


@needs_it
def test_acronyms_serve_both_genders() -> None:
    assert realise("Il CEO ha ordinato il pulitore dalla stanza .", (0, 2), "F") == (
        "La CEO ha ordinato il pulitore dalla stanza ."
    )


@needs_it
def test_person_nouns_the_dictionary_lacks_or_lists_in_both_genders() -> None:
    it = _it()
    # Unknown to the dictionary, agent ending -sore; listed as <m> and as <f> with one form.
    assert it.person_noun("revisore")
    assert it.person_noun("professionista")
    # WinoMT systran en-it: "the auditor" -> "Il revisore dei conti"; the head is the person,
    # "conti" (accounts) stays.
    tokens = ["Il", "revisore", "dei", "conti", "ha", "comprato", "un", "regalo", "alla", "guardia", "."]
    assert (1, 2) in it.person_spans(tokens)


@needs_it
def test_cue_span_stops_before_a_di_complement() -> None:
    it = _it()
    # WinoMT google en-it: "the homeowner" -> "Il proprietario della casa"; the house is a thing.
    tokens = ["Il", "proprietario", "della", "casa", "ha", "chiamato", "l'idraulico", "."]
    assert it.cue_span(tokens, (0, 4)) == (0, 2)
    assert it.cue_span(["Il", "vigile", "del", "fuoco", "ha", "salvato", "il", "bambino", "."], (0, 4)) == (
        0,
        2,
    )


@needs_it
def test_cue_span_drops_a_verb_spilled_into_it() -> None:
    it = _it()
    # WinoMT systran en-it: "the plumber" aligned to "chiamato l'idraulico".
    tokens = [
        "Il",
        "proprietario",
        "di",
        "abitazione",
        "ha",
        "chiamato",
        "l'idraulico",
        "per",
        "una",
        "stima",
        ".",
    ]
    assert it.cue_span(tokens, (5, 7)) == (6, 7)
    assert it.cue_span(tokens, (4, 7)) == (6, 7)
    # An adjective after its noun stays in the span.
    assert it.cue_span(["Ho", "visto", "l'avvocato", "stanco", "."], (2, 4)) == (2, 4)


@needs_it
@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        # A participle or adjective the dictionary also lists as a noun ("amato<n>", "the
        # beloved") is no person before its noun.
        ("La sua amata casa è grande .", []),
        ("Abbiamo venduto la nostra amata macchina .", []),
        ("Il medico è tornato nella sua amata casa .", ["medico"]),
        # ... and the noun after the adjectives is the one that may be a person.
        ("Il giovane avvocato è arrivato .", ["avvocato"]),
        ("La nuova direttrice parla con il caro amico .", ["direttrice", "amico"]),
        ("Ho incontrato la sua cara amica ieri .", ["amica"]),
        # Alone after its article it is still a nominalised person ...
        ("L'amata è arrivata tardi .", ["L'amata"]),
        ("Il giovane è partito .", ["giovane"]),
        # ... and so is a noun whose next word may be an adjective.
        ("La cantante famosa è qui .", ["cantante"]),
    ],
)
def test_prenominal_adjective_is_no_person(sentence: str, want: list[str]) -> None:
    assert persons(sentence) == want


@needs_it
def test_prenominal_adjective_realised_with_its_person() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    realiser = SentenceRealiser()
    thing = Item("We sold our beloved car.", "Abbiamo venduto la nostra amata macchina.", "it")
    person = Item("The young lawyer sold his car.", "Il giovane avvocato ha venduto la sua macchina.", "it")
    realiser.prepare([thing, person])
    # No one here is a gender-variable person: the realiser finds no span to change (it took
    # "amata" for "the beloved" and its gate then rejected "il nostro amato macchina").
    tokens = thing.translation.split()
    spans = realiser.person_spans(thing, realiser.detection(thing), tokens, _it())
    assert spans == []
    assert realiser.realise(thing, "M") is None
    assert realiser.realise(person, "F") == "La giovane avvocata ha venduto la sua macchina."
