"""Italian clause openers from the dictionary, bare predicative nouns, object clitics
for a singular "them" and the participle after an accusative clitic (issue 12, helper it12c).

The sentences are ordinary Italian written for these tests (not lines of the gold set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import ItalianInflector
from fairmt.inflect.italian_clauses import opens_clause, predicative_noun

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def _it() -> ItalianInflector:
    it = get_inflector("it")
    assert isinstance(it, ItalianInflector)
    return it


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = _it().realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def sentence_realisation(source: str, mt: str, gender: Realisation) -> str | None:
    """The whole-sentence realisation of the Italian ``mt`` of ``source`` in ``gender``, as the
    FairQE variants make it (:class:`fairmt.fairqe.realise.SentenceRealiser`, cues included)."""
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    realiser = SentenceRealiser()
    item = Item(source, mt, "it")
    realiser.prepare([item])
    return realiser.realise(item, gender)


@needs_it
def test_clause_openers_come_from_the_dictionary() -> None:
    assert opens_clause("sicché") and opens_clause("siccome") and opens_clause("finché")
    assert opens_clause("quindi")  # a connective adverb, listed
    assert not opens_clause("come")  # also a preposition ("come cameriere")
    assert not opens_clause("anche")


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "Il sindaco era assente , sicché gli assessori erano nervosi .",
            (6, 8),
            "F",
            "Il sindaco era assente , sicché le assessore erano nervose .",
        ),
        (
            "Siccome il maestro era stanco , la lezione finì presto .",
            (1, 3),
            "F",
            "Siccome la maestra era stanca , la lezione finì presto .",
        ),
    ],
)
def test_predicate_after_a_conjunction(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
def test_bare_predicative_noun_agrees_with_its_subject() -> None:
    # "pigro" is only a noun in the dictionary (pigro<n><m>, pigro<n><f>).
    assert predicative_noun("pigri", "F", _it().person_noun) == "pigre"
    assert predicative_noun("persona", "M", _it().person_noun) is None  # one gender only
    assert (
        realise("Ha detto che i cuochi erano pigri .", (3, 5), "F") == "Ha detto che le cuoche erano pigre ."
    )
    # A thing after "essere" stays ("la casa" is no predicative noun; "erano" + article).
    assert realise("I cuochi erano in cucina .", (0, 2), "F") == "Le cuoche erano in cucina ."


@needs_it
def test_object_clitics_before_their_verb() -> None:
    tokens = ["Il", "cuoco", "ha", "visto", "il", "cameriere", "e", "gli", "ha", "parlato", "."]
    assert _it().object_clitics(tokens) == [(7, 8)]
    # An article is no clitic.
    assert _it().object_clitics(["Il", "cuoco", "ha", "visto", "la", "cameriera", "."]) == []


@needs_it
def test_participle_agrees_with_an_accusative_clitic() -> None:
    s = "Il cuoco ha visto il cameriere e lo ha salutato ."
    assert realise(s, (7, 8), "F") == "Il cuoco ha visto il cameriere e la ha salutata ."
    # A dative clitic takes no agreement.
    s = "Il cuoco ha visto il cameriere e gli ha parlato ."
    assert realise(s, (7, 8), "F") == "Il cuoco ha visto il cameriere e le ha parlato ."


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "want_f", "want_m"),
    [
        (
            "The chef met the waiter and paid them.",
            "Il cuoco ha incontrato il cameriere e lo ha pagato.",
            "La cuoca ha incontrato la cameriera e la ha pagata.",
            "Il cuoco ha incontrato il cameriere e lo ha pagato.",
        ),
        (
            "The chef met the waiter and spoke to them.",
            "Il cuoco ha incontrato il cameriere e gli ha parlato.",
            "La cuoca ha incontrato la cameriera e le ha parlato.",
            "Il cuoco ha incontrato il cameriere e gli ha parlato.",
        ),
        (
            # "her" fixes the clitic: only the nouns vary.
            "The chef met the waiter and spoke to her.",
            "Il cuoco ha incontrato la cameriera e le ha parlato.",
            "La cuoca ha incontrato la cameriera e le ha parlato.",
            "Il cuoco ha incontrato il cameriere e le ha parlato.",
        ),
    ],
)
def test_singular_them_as_an_object_clitic(source: str, mt: str, want_f: str, want_m: str) -> None:
    assert sentence_realisation(source, mt, "F") == want_f
    assert sentence_realisation(source, mt, "M") == want_m


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # An adjective after a degree adverb agrees with the noun, and the predicate after it
        # is still the subject's.
        ("Ho trovato l'avvocato molto nervoso .", (2, 3), "F", "Ho trovato l'avvocata molto nervosa ."),
        (
            "Il medico molto bravo è arrivato .",
            (0, 2),
            "F",
            "La medica molto brava è arrivata .",
        ),
        ("Il medico più esperto è arrivato .", (0, 2), "F", "La medica più esperta è arrivata ."),
        # An adverb after the adverb is no adjective.
        ("Il medico lavora molto bene .", (0, 2), "F", "La medica lavora molto bene ."),
    ],
)
def test_adjective_after_a_degree_adverb(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
def test_singular_dative_clitic_in_the_rules_agents() -> None:
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    # "le" for a singular "them" is a dative: its masculine is "gli", not the plural "li".
    f = Item(
        "The chef met the waiter and spoke to them.", "La cuoca ha incontrato la cameriera e le parlò.", "it"
    )
    m = Item(
        "The chef met the waiter and spoke to them.", "Il cuoco ha incontrato il cameriere e gli parlò.", "it"
    )
    agents = RuleAgents()
    agents.prepare([f, m])
    vf, vm = (a.variants for a in agents.analyse([f, m]))
    assert [v.text for v in vf.ambiguous] == [m.translation]
    assert [v.text for v in vm.ambiguous] == [f.translation]


@needs_it
def test_adjective_only_the_dictionary_knows_agrees() -> None:
    # "carino" has no adjective ending the rules list; the dictionary reads it as one.
    assert realise("Ho visto il medico carino ieri .", (2, 4), "F") == "Ho visto la medica carina ieri ."


@needs_it
def test_cue_on_a_noun_the_dictionary_lacks_is_kept() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    # "bidello" (janitor) is unknown to Apertium's Italian dictionary, so the inflector does
    # not find it as a person itself; the English cue "janitor" still names one.
    assert _it().unknown_noun(["il", "bidello", "."], (0, 2))
    assert not _it().unknown_noun(["il", "tavolo", "."], (0, 2))
    realiser = SentenceRealiser()
    item = Item(
        "The nurse thanked the janitor.",
        "L'infermiere ha ringraziato il bidello.",
        "it",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "L'infermiera ha ringraziato la bidella."


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        # A reflexive clitic names the speaker or addressee of a compound tense with essere.
        ("I graduated last year.", "Mi sono laureato l'anno scorso.", "Mi sono laureata l'anno scorso."),
        ("I felt lonely.", "Mi sono sentito solo.", "Mi sono sentita sola."),
        ("Did you get hurt?", "Ti sei fatto male?", "Ti sei fatta male?"),
        ("We got lost.", "Ci siamo persi.", "Ci siamo perse."),
        # ... also with a participle the dictionary lacks (a pronominal verb).
        ("I did not get bored.", "Non mi sono annoiato.", "Non mi sono annoiata."),
    ],
)
def test_reflexive_speaker_and_addressee(source: str, mt: str, want_f: str) -> None:
    assert sentence_realisation(source, mt, "F") == want_f
    assert sentence_realisation(source, mt, "M") == mt


@needs_it
def test_ci_sono_and_a_dative_mi_are_no_speaker() -> None:
    # "there are" and "they are ... to me": "sono" is third person plural here.
    assert implicit("Ci sono molti studenti .") == []
    assert implicit("Mi sono simpatici .") == []


def implicit(sentence: str) -> list[str]:
    tokens = sentence.split()
    return [" ".join(tokens[a:b]) for a, b in _it().implicit_person_spans(tokens)]


@needs_it
def test_predicate_after_a_prenominal_adjective_and_subito() -> None:
    assert (
        realise("Il nuovo traduttore è stato assunto ieri .", (0, 3), "F")
        == "La nuova traduttrice è stata assunta ieri ."
    )
    # "subito" (at once) is an adverb, not the participle of "subire".
    assert (
        realise("Il dottore è arrivato ed è stato subito accolto .", (0, 2), "F")
        == "La dottoressa è arrivata ed è stata subito accolta ."
    )


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("L'attore che è stato scelto è famoso .", (0, 1), "F", "L'attrice che è stata scelta è famosa ."),
        ("L'attrice che è stata scelta è famosa .", (0, 1), "M", "L'attore che è stato scelto è famoso ."),
        (
            "Il medico che era stanco è tornato a casa .",
            (0, 2),
            "F",
            "La medica che era stanca è tornata a casa .",
        ),
        # A relative clause with another verb and one object phrase ends before the main
        # verb (it-inflect-19); with a "di" complement in it, its end is unknown and the main
        # predicate stays.
        (
            "Il medico che ha visto il paziente è stanco .",
            (0, 2),
            "F",
            "La medica che ha visto il paziente è stanca .",
        ),
        (
            "Il medico che ha visto il figlio del vicino è stanco .",
            (0, 2),
            "F",
            "La medica che ha visto il figlio del vicino è stanco .",
        ),
    ],
)
def test_main_predicate_after_a_copular_relative_clause(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        # Coordinated predicatives of the speaker agree together.
        ("I am tired and hungry.", "Sono stanco e affamato.", "Sono stanca e affamata."),
        ("I was born and raised here.", "Sono nato e cresciuto qui.", "Sono nata e cresciuta qui."),
        # ... but a coordinated clause with its own subject does not.
        (
            "I am tired and the shops are closed.",
            "Sono stanco e i negozi sono chiusi.",
            "Sono stanca e i negozi sono chiusi.",
        ),
        # A "che" clause after a predicative adjective has its own subject ("it is true").
        ("I am convinced that it is true.", "Sono convinto che sia vero.", "Sono convinta che sia vero."),
    ],
)
def test_speaker_predicatives_coordinated_and_complement(source: str, mt: str, want_f: str) -> None:
    assert sentence_realisation(source, mt, "F") == want_f


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (  # one finite verb and an adverb in the relative
            "Il dottore che lavora qui è stanco .",
            (0, 2),
            "F",
            "La dottoressa che lavora qui è stanca .",
        ),
        (  # "presto" is also a verb form, still an adverb here
            "I professori che partirono presto erano arrabbiati .",
            (0, 2),
            "F",
            "Le professoresse che partirono presto erano arrabbiate .",
        ),
        (  # avere and its participle, then an adverb
            "L'avvocato che ha chiamato ieri era preoccupato .",
            (0, 1),
            "F",
            "L'avvocata che ha chiamato ieri era preoccupata .",
        ),
        (  # a clitic before the verb; MT's "chi" for "che" (it-435), the participle of essere
            "L'amico chi mi chiamò è stato preoccupato .",
            (0, 1),
            "F",
            "L'amica chi mi chiamò è stata preoccupata .",
        ),
        (  # an untranslated word in MT output (it-438), the MT's number error kept
            "I vicini che vivono upstairs è molto rumoroso .",
            (0, 2),
            "F",
            "Le vicine che vivono upstairs è molto rumorosa .",
        ),
        (  # back to masculine
            "Le cuoche che rimasero erano stanche .",
            (0, 2),
            "M",
            "I cuochi che rimasero erano stanchi .",
        ),
    ],
)
def test_the_main_predicate_after_a_verbal_relative_clause_agrees(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        # An object with a "di" complement inside the relative: its end is unknown, the main
        # predicate is left alone (one plain object phrase is skipped since it-inflect-19:
        # test_inflect_it_inflect19.py).
        ("Il dottore che visitò la figlia del vicino è stanco .", (0, 2)),
        # "bene" is also a noun: it could open a phrase of its own.
        ("Il cantante che canta bene è famoso .", (0, 2)),
        # A preposition opens a phrase inside the relative.
        ("Il cugino che vive a Roma è alto .", (0, 2)),
    ],
)
def test_a_relative_clause_with_more_than_a_verb_keeps_the_main_predicate(
    sentence: str, span: tuple[int, int]
) -> None:
    out = realise(sentence, span, "F")
    assert out is not None
    assert out.split()[-2] == sentence.split()[-2]
    assert out.split()[0] != sentence.split()[0]  # the subject itself did change


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (  # "presenti" is only a noun in the dictionary ("presente<n><mf>")
            "I medici che erano presenti erano stanchi .",
            (0, 2),
            "F",
            "Le mediche che erano presenti erano stanche .",
        ),
        (  # a bare person noun as the relative's predicative agrees as well
            "Il professore che è medico è stanco .",
            (0, 2),
            "F",
            "La professoressa che è medica è stanca .",
        ),
    ],
)
def test_a_bare_noun_predicative_in_the_relative_does_not_hide_the_main_predicate(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
def test_a_participle_after_essere_stays_in_the_cue_span() -> None:
    it = _it()
    # "Sei sposato?" for "Are you married?": the participle is the addressee's predicative.
    assert it.cue_span(["Sei", "sposato", "?"], (0, 2)) == (0, 2)
    # A verb form after a noun is still cut off ("partecipante ha" for "participant").
    assert it.cue_span(["Il", "partecipante", "ha", "ricevuto", "un", "premio", "."], (1, 3)) == (1, 2)


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        ("Are you married?", "Sei sposato?", "Sei sposata?"),
        ("We are married.", "Siamo sposati.", "Siamo sposate."),
    ],
)
def test_the_addressee_of_a_question_with_a_participle_varies(source: str, mt: str, female: str) -> None:
    assert sentence_realisation(source, mt, "F") == female
    assert sentence_realisation(source, mt, "M") == mt


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        ("Please remain seated.", "Rimanete seduti.", "Rimanete sedute."),
        ("I became famous.", "Diventai famoso.", "Diventai famosa."),
        ("We stayed silent.", "Restammo zitti.", "Restammo zitte."),
    ],
)
def test_the_predicative_of_a_copulative_verb_follows_the_speaker_or_addressee(
    source: str, mt: str, female: str
) -> None:
    assert sentence_realisation(source, mt, "F") == female
    assert sentence_realisation(source, mt, "M") == mt


@needs_it
def test_a_copulative_verb_without_a_predicative_changes_nothing() -> None:
    assert sentence_realisation("I stayed at home.", "Rimasi a casa.", "F") in (None, "Rimasi a casa.")
