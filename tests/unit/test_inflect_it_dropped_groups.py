"""it-inflect-14 (issue 12): the participles and predicatives of an Italian clause whose
third-person plural subject is dropped ("They arrived yesterday." -> "Sono arrivati ieri."), the
only words that show the gender of a group English names by a pronoun; and the article before
the invariable possessive "loro" ("i loro amici" -> "le loro amiche"); the predicatives of a
subject that coordinates the speaker or the addressee ("Il mio amico e io siamo andati"); the
predicative of a question whose subject follows its verb ("È stanco il dottore?"); "coloro"
and locutions that do not agree ("nel giusto").

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_persons import coordinated_speaker_spans, group_subject_spans

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-ita not installed")


def variants(source: str, mt: str) -> dict[str, str]:
    item = Item(source, mt, "it")
    agents = RuleAgents()
    agents.prepare([item])
    (analysis,) = agents.analyse([item])
    return {v.gender: v.text for v in (analysis.variants.all if analysis.variants else ())}


@needs_it
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        ("Sono partiti presto .", [(1, 2)]),
        ("Erano stanchi e affamati .", [(1, 2), (3, 4)]),
        ("Sono sembrati molto contenti .", [(1, 2), (3, 4)]),
        ("Sono tutti molto gentili .", [(1, 2)]),
        ("Non sono mai tornati .", [(3, 4)]),
        ("Hanno mangiato e poi sono usciti .", [(5, 6)]),
        # "sono" is also "I am": a singular predicative is the speaker's, not a group's.
        ("Sono stanco .", []),
        # A subject before the verb, a postverbal subject, existential "ci sono".
        ("I libri sono stati venduti .", []),
        ("Sono arrivati i pacchi .", []),
        ("Ci sono stati molti problemi .", []),
        # Epicene predicatives show no gender; avere does not agree.
        ("Sono felici .", []),
        ("Hanno lasciato la città .", []),
    ],
)
def test_group_subject_spans(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert group_subject_spans(sentence.split()) == spans


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        ("They left early.", "Sono partiti presto.", "Sono partite presto."),
        ("They got home late.", "Sono tornati a casa tardi.", "Sono tornate a casa tardi."),
        (
            "They seemed happy and relaxed.",
            "Sono sembrati contenti e rilassati.",
            "Sono sembrate contente e rilassate.",
        ),
        (
            "We ate and then they went out.",
            "Abbiamo mangiato e poi sono usciti.",
            "Abbiamo mangiato e poi sono uscite.",
        ),
        ("They are all very nice.", "Sono tutti molto simpatici.", "Sono tutte molto simpatiche."),
    ],
)
def test_dropped_group_subject_varies(source: str, mt: str, female: str) -> None:
    assert variants(source, mt).get("F") == female


@needs_it
@pytest.mark.parametrize(
    ("source", "mt"),
    [
        # English fixes the group's gender: nothing to vary.
        ("The men said that they arrived late.", "Gli uomini hanno detto che sono arrivati tardi."),
        # No group pronoun: things.
        ("The parcels arrived yesterday.", "Sono arrivati i pacchi ieri."),
    ],
)
def test_dropped_group_subject_stays(source: str, mt: str) -> None:
    assert "F" not in variants(source, mt) or "arrivate" not in variants(source, mt)["F"]


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # The invariable possessive "loro" keeps its form; the article before it agrees.
        ("Hanno incontrato i loro amici al bar .", (4, 5), "Hanno incontrato le loro amiche al bar ."),
        ("Ho chiamato il loro avvocato .", (4, 5), "Ho chiamato la loro avvocata ."),
        # (it-inflect-19: the predicate now finds the subject from the phrase's article.)
        ("I loro figli sono alti .", (2, 3), "Le loro figlie sono alte ."),
        # "loro" as an indirect object is no possessive: the phrase is "il libro" only.
        ("Ho dato loro il libro .", (4, 5), None),
    ],
)
def test_article_before_loro(sentence: str, span: tuple[int, int], want: str | None) -> None:
    out = get_inflector("it").realise(sentence.split(), span, "F")
    assert (None if out is None else " ".join(out)) == want


@needs_it
def test_their_friends_end_to_end() -> None:
    got = variants("They met their friends at the bar.", "Hanno incontrato i loro amici al bar.")
    assert got.get("F") == "Hanno incontrato le loro amiche al bar."


@needs_it
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        ("Il mio amico e io siamo andati al cinema .", [(6, 7)]),
        ("Io e i miei cugini eravamo molto stanchi .", [(7, 8)]),
        ("Tu e i tuoi amici siete stati invitati .", [(6, 7), (7, 8)]),
        # No "io"/"tu" in the subject, or a singular predicative.
        ("Siamo andati al cinema .", []),
        ("Il mio amico e io siamo felici .", []),
        # "e io" in another clause: the comma closes it.
        ("Lui dorme e io , invece , siamo partiti .", []),
    ],
)
def test_coordinated_speaker_spans(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert coordinated_speaker_spans(sentence.split()) == spans


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        (
            "My friend and I went to the cinema.",
            "Il mio amico e io siamo andati al cinema.",
            "La mia amica e io siamo andate al cinema.",
        ),
        (
            "My neighbour and I were tired.",
            "Io e il mio vicino eravamo stanchi.",
            "Io e la mia vicina eravamo stanche.",
        ),
    ],
)
def test_coordinated_speaker_varies(source: str, mt: str, female: str) -> None:
    assert variants(source, mt).get("F") == female


@needs_it
def test_coordinated_speaker_with_a_brother_stays_masculine() -> None:
    got = variants("My brother and I went to the cinema.", "Mio fratello e io siamo andati al cinema.")
    assert all("andate" not in text for text in got.values())


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        # A question with the subject after its verb: the predicative still agrees with it.
        ("Is the doctor tired?", "È stanco il dottore?", "È stanca la dottoressa?"),
        ("Has the thief been arrested?", "È stato arrestato il ladro?", "È stata arrestata la ladra?"),
        (
            "Why is the teacher so nervous?",
            "Perché è così nervoso l'insegnante?",
            "Perché è così nervosa l'insegnante?",
        ),
        ("Are the neighbours ready?", "Sono pronti i vicini?", "Sono pronte le vicine?"),
        ("Is your boss happy with us?", "È il tuo capo contento di noi?", "È la tua capo contenta di noi?"),
        # An agent after a preposition is no subject; the speaker's participle follows the speaker.
        (
            "Was I helped by the doctor?",
            "Sono stato aiutato dal dottore?",
            "Sono stata aiutata dalla dottoressa?",
        ),
    ],
)
def test_inverted_question_subject(source: str, mt: str, female: str) -> None:
    assert variants(source, mt).get("F") == female


@needs_it
def test_inverted_question_needs_a_question() -> None:
    # The same words as a statement are left to the other rules (no "?", no inversion rule).
    item = get_inflector("it")
    out = item.realise(["Dice", ":", "è", "stanco", "il", "dottore", "."], (5, 6), "F")
    assert out is not None and "stanco" in out


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # The aligner spilled a participle and the preposition after it into one span: the
        # participle is the span (it agrees with the dropped subject).
        ("Fui scelto dai miei colleghi .", (1, 3), (1, 2)),
        ("Fui premiato dal sindaco .", (1, 3), (1, 2)),
        # A verb form before a noun phrase still leaves the phrase; an elided preposition with
        # its noun is a phrase.
        ("Ha chiamato l'idraulico ieri .", (1, 3), (2, 3)),
        ("Ha chiesto all'ispettrice se era vero .", (1, 3), (2, 3)),
    ],
)
def test_cue_span_participle_before_preposition(
    sentence: str, span: tuple[int, int], want: tuple[int, int]
) -> None:
    assert get_inflector("it").cue_span(sentence.split(), span) == want


@needs_it
@pytest.mark.parametrize(
    ("source", "mt", "female"),
    [
        # "coloro" has one form for both genders; its predicatives vary.
        (
            "Those who came were satisfied.",
            "Coloro che sono venuti erano soddisfatti.",
            "Coloro che sono venute erano soddisfatte.",
        ),
        # A locution of a preposition and a nominalised adjective does not agree.
        ("I think they are right.", "Penso che siano nel giusto.", None),
        ("They are safe now.", "Ora sono al sicuro.", None),
    ],
)
def test_invariant_words(source: str, mt: str, female: str | None) -> None:
    assert variants(source, mt).get("F") == female


@needs_it
def test_a_nominalised_ordinal_after_the_participle_agrees_with_the_dropped_group() -> None:
    from fairmt.inflect.italian_persons import group_subject_spans

    # "They were the first to arrive": "i primi" is the group's predicative, not a subject.
    assert group_subject_spans(["Sono", "stati", "i", "primi", "ad", "arrivare", "."]) == [(1, 2), (2, 4)]
    # An ordinal before a noun is that noun's ("i primi studenti"): left to the noun's cue.
    assert group_subject_spans(["Sono", "stati", "i", "primi", "studenti", "ad", "arrivare", "."]) == []
    # A postverbal subject still leaves the clause out.
    assert group_subject_spans(["Sono", "stati", "arrestati", "i", "ladri", "."]) == []
