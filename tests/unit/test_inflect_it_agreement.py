"""Italian predicate agreement and common-gender nouns (issue 12, it-inflect-7).

The sentences are ordinary Italian written for these tests (not lines of the gold set); a few
copy habits of MT output on purpose (the ASCII apostrophe for a final accent, "perche'",
"e'", and a time phrase without its article).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import ItalianInflector
from fairmt.inflect.italian_persons import _bilingual

needs_it = pytest.mark.skipif(
    morphology("it") is None or _bilingual() is None, reason="apertium-spa-ita not installed"
)


def _it() -> ItalianInflector:
    it = get_inflector("it")
    assert isinstance(it, ItalianInflector)
    return it


def toks(sentence: str) -> list[str]:
    return sentence.split()


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = _it().realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_it
def test_a_participle_the_dictionary_lists_only_as_a_noun_agrees_after_essere() -> None:
    # Apertium has "ferito" only as a noun ("the wounded"): after "è stato" it is the participle.
    assert realise("Il giornalista è stato ferito a Kiev .", (0, 2), "F") == (
        "La giornalista è stata ferita a Kiev ."
    )
    assert realise("I soldati sono stati feriti durante la battaglia .", (0, 2), "F") == (
        "Le soldatesse sono state ferite durante la battaglia ."
    )
    assert realise("La giornalista è stata ferita a Kiev .", (0, 2), "M") == (
        "Il giornalista è stato ferito a Kiev ."
    )


@needs_it
def test_an_adjective_before_its_own_noun_is_no_predicative() -> None:
    # "ultimo anno" (the MT dropped the article): "ultimo" belongs to "anno", a thing.
    assert realise("La dottoressa fu assunta ultimo anno .", (0, 2), "F") is None
    assert realise("La dottoressa fu assunta ultimo anno .", (0, 2), "M") == (
        "Il dottore fu assunto ultimo anno ."
    )
    # A predicative followed by an adverb or a preposition still agrees.
    assert realise("Il pittore è nato povero in un villaggio .", (0, 2), "F") == (
        "La pittrice è nata povera in un villaggio ."
    )


@needs_it
def test_nouns_of_one_grammatical_gender_keep_their_agreement() -> None:
    # "vittima" and "persona" are feminine for every referent: the participle follows the noun.
    assert realise("La vittima è stata portata in ospedale .", (0, 2), "M") is None
    assert realise("La persona era molto gentile e preparata .", (0, 2), "M") is None
    # "qualcuno" keeps its form, but what refers to the person still varies.
    assert realise("qualcuno che non era soddisfatto", (0, 1), "F") == "qualcuno che non era soddisfatta"


@needs_it
def test_an_apostrophe_for_a_final_accent_is_a_function_word() -> None:
    it = _it()
    tokens = toks("Il cliente ha parlato con la terapeuta perche' era stanco .")
    spans = [" ".join(tokens[a:b]) for a, b in it.person_spans(tokens)]
    assert "terapeuta" in spans
    assert realise("La paziente si e' seduta perche' era stanca .", (0, 2), "M") == (
        "Il paziente si e' seduto perche' era stanca ."
    )


@needs_it
def test_a_clause_after_cosi_has_its_own_subject() -> None:
    s = "Il cuoco ha bruciato la cena cosi' il cliente si e' arrabbiato ed e' uscito ."
    assert realise(s, (0, 2), "F") == (
        "La cuoca ha bruciato la cena cosi' il cliente si e' arrabbiato ed e' uscito ."
    )
    # Without the connective, the coordinated predicate is still the subject's.
    assert realise("L'infermiere ha finito il turno ed e' tornato a casa .", (0, 1), "F") == (
        "L'infermiera ha finito il turno ed e' tornata a casa ."
    )


@needs_it
def test_vigile_is_common_gender() -> None:
    s = "Il vigile ha fermato la macchina ."
    assert realise(s, (0, 2), "F") == "La vigile ha fermato la macchina ."
    assert realise("La vigilessa ha fermato la macchina .", (0, 2), "M") == s
    assert realise("I vigili si sono fermati .", (0, 2), "F") == "Le vigili si sono fermate ."
    # The validity gate accepts the common-gender article beside the dictionary's -essa form,
    # and still rejects a feminine article before "dottore" (pair "dottoressa").
    it = _it()
    assert it.validate(toks(s), toks("La vigile ha fermato la macchina .")) is None
    assert it.validate(toks("Il dottore"), toks("La dottore")) is not None


@needs_it
def test_an_epicene_subject_shows_its_gender_in_its_predicate() -> None:
    it = _it()
    s = "L'inserviente ha colpito per errore il cliente e si è scusato con lui ."
    assert it.gender_of(toks(s), (0, 1)) == "M"
    assert realise(s, (0, 1), "F") == (
        "L'inserviente ha colpito per errore il cliente e si è scusata con lui ."
    )
    # No gendered predicate: no gender.
    assert it.gender_of(toks("L'assistente ha chiesto un caffè ."), (0, 1)) is None


@needs_it
def test_the_article_before_buono_and_bello_agrees() -> None:
    assert realise("Il sarto è il buon amico del giudice .", (3, 6), "F") == (
        "Il sarto è la buona amica del giudice ."
    )


@needs_it
def test_che_after_the_addressee_of_a_verb_of_saying_opens_what_was_said() -> None:
    # "The doctor told the patient that he would be ready": the predicate is the dropped
    # subject's (the source's pronoun), not the addressee's.
    assert realise("Il medico ha detto al paziente che sarebbe stato pronto domani .", (4, 6), "F") == (
        "Il medico ha detto alla paziente che sarebbe stato pronto domani ."
    )
    assert realise("Il tecnico informò qualcuno che era stato licenziato .", (3, 4), "F") is None
    # After other verbs "che" is a relative pronoun on the noun, and its predicate agrees.
    assert realise("Il medico ha parlato con il paziente che era stanco .", (5, 7), "F") == (
        "Il medico ha parlato con la paziente che era stanca ."
    )


@needs_it
def test_only_clitic_forms_are_read_as_object_pronouns() -> None:
    it = _it()
    # "il" after "che" is the article of "parrucchiere" (which also ends like an infinitive).
    tokens = toks("Il cliente sospettava che il parrucchiere fosse stanco .")
    assert (5, 6) in it.person_spans(tokens)
    # "la" before a verb is still the clitic.
    assert (4, 5) not in it.person_spans(toks("Il cliente sospettava che la guardasse ."))


@needs_it
def test_dato_che_is_a_conjunction() -> None:
    it = _it()
    s = "Il medico parlò con l'assistente dato che era tardi ."
    # "dato che" ("since") says nothing about the gender of "l'assistente".
    assert it.gender_of(toks(s), (4, 5)) is None
    assert realise(s, (4, 5), "F") is None
    # A real participle after the noun still shows it.
    assert it.gender_of(toks("Il medico parlò con l'assistente stanco ."), (4, 5)) == "M"


@needs_it
def test_a_coordinated_predicate_in_the_other_gender_is_not_the_subjects() -> None:
    # "The cook prepared dinner for the guest and she was praised": "elogiata" is not the
    # cook's (masculine in the original), so the cook's realisations leave it alone.
    s = "Il cuoco preparò la cena per l'ospite e fu elogiata per quello ."
    assert realise(s, (0, 2), "M") is None
    assert realise(s, (0, 2), "F") == "La cuoca preparò la cena per l'ospite e fu elogiata per quello ."
    # A coordinated predicate that agrees with the subject follows it.
    assert realise("Il cuoco preparò la cena e fu elogiato per quello .", (0, 2), "F") == (
        "La cuoca preparò la cena e fu elogiata per quello ."
    )


@needs_it
def test_the_gate_reads_an_article_fused_with_a_preposition() -> None:
    it = _it()
    assert it.validate(toks("il tessuto della sedia ."), toks("il tessuto del sedia .")) is not None
    assert it.validate(toks("la visita della dottoressa ."), toks("la visita del dottore .")) is None


@needs_it
def test_the_predicate_after_a_modal_and_essere_agrees() -> None:
    assert realise("Ogni professore deve essere preparato .", (0, 2), "F") == (
        "Ogni professoressa deve essere preparata ."
    )
    assert realise("Il medico potrebbe non essere pronto domani .", (0, 2), "F") == (
        "La medica potrebbe non essere pronta domani ."
    )
    # A modal before another verb brings no predicate.
    assert realise("Il medico deve partire stanco .", (0, 2), "F") == "La medica deve partire stanco ."


@needs_it
def test_a_lone_predicative_takes_the_participle_of_essere_with_it() -> None:
    # A cue on "unaware" reaches only "ignari"; "stati" agrees with it.
    assert realise("una petizione di cui erano stati ignari .", (6, 7), "F") == (
        "una petizione di cui erano state ignare ."
    )
    # A cue on the participle of essere itself takes the participle after it.
    assert realise("così sono stati licenziati ieri .", (2, 3), "F") == "così sono state licenziate ieri ."
    assert realise("così sono state licenziate ieri .", (2, 3), "M") == "così sono stati licenziati ieri ."


@needs_it
def test_offrirsi_volontario_is_a_predicative() -> None:
    assert realise("Il programmatore si offrì volontario per insegnare .", (0, 2), "F") == (
        "La programmatrice si offrì volontaria per insegnare ."
    )
    # "offrire" with an object is no copula.
    s = "Il cuoco offrì una mela al cliente ."
    assert realise(s, (0, 2), "F") == "La cuoca offrì una mela al cliente ."


@needs_it
def test_an_article_before_a_cardinal_is_an_article() -> None:
    # "le" before "tre" is the article, not the clitic "le" (-> "gli") of "le diede".
    assert realise("Le tre infermiere sono arrivate in ritardo .", (0, 3), "M") == (
        "I tre infermieri sono arrivati in ritardo ."
    )
    assert realise("I cinque autisti sono arrivati .", (0, 3), "F") == "Le cinque autiste sono arrivate ."


@needs_it
def test_a_feminine_in_iera_the_dictionary_lacks_is_a_person_noun() -> None:
    # "ragioniera" is not in the Italian dictionary; "-iera" is the feminine of the agent
    # ending "-iere" ("ragioniere"); the things in -iera ("bandiera") are in the dictionary.
    assert _it().person_spans(toks("La cassiera ha chiamato la ragioniera .")) == [(1, 2), (5, 6)]
    assert _it().person_spans(toks("La bandiera è rossa .")) == []


@needs_it
def test_a_partitive_quantifier_takes_the_gender_of_its_phrase() -> None:
    assert realise("Alcune delle mie amiche sono arrivate .", (1, 4), "M") == (
        "Alcuni dei miei amici sono arrivati ."
    )
    assert realise("Alcuni dei miei amici sono arrivati .", (1, 4), "F") == (
        "Alcune delle mie amiche sono arrivate ."
    )
    # The quantifier is the subject: its predicate agrees too.
    assert realise("Una delle infermiere è arrivata .", (1, 3), "M") == "Uno degli infermieri è arrivato ."
    # No partitive: the object phrase leaves the rest alone.
    assert realise("Il medico ha visitato alcuni dei pazienti .", (0, 2), "F") == (
        "La medica ha visitato alcuni dei pazienti ."
    )


@needs_it
def test_a_floating_tutti_of_the_speakers_agrees() -> None:
    assert _it().implicit_person_spans(toks("Siamo tutte molto grate .")) == [(1, 2), (3, 4)]
    assert _it().implicit_person_spans(toks("Eravamo entrambi contenti .")) == [(1, 2), (2, 3)]
    # A third person is nobody's speaker.
    assert _it().implicit_person_spans(toks("Sono tutti stanchi .")) == []


@needs_it
def test_the_predicatives_of_a_clause_with_a_dropped_subject() -> None:
    # "because they felt tired" with the pronoun dropped: only the predicative shows the gender.
    assert _it().dropped_subject_predicatives(
        toks("Ha chiamato il medico perché si sentivano stanche .")
    ) == [[(7, 8)]]
    assert _it().dropped_subject_predicatives(toks("Ha pagato perché erano già molto contenti .")) == [
        [(6, 7)]
    ]
    # A subject between the conjunction and the verb: no dropped subject.
    assert _it().dropped_subject_predicatives(toks("Ha pagato perché i clienti erano contenti .")) == []
    # A verb of no predicative, and a clause with no conjunction before it.
    assert _it().dropped_subject_predicatives(toks("Ha pagato perché mangiavano molto .")) == []
    assert _it().dropped_subject_predicatives(toks("Erano stanchi .")) == []
