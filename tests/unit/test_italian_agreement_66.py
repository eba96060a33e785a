"""it-inflect-62 (it66): the feminine of a truncated indefinite elided only before *altra*
("nessun'altra", but "ciascuna insegnante": italian_indefinite_altro), and no dropped "voi"
subject read into the participle "state" of "sono state" (italian_persons.implicit_spans).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_persons import implicit_spans

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def _flip(text: str, span: tuple[int, int], gender: str) -> str:
    inf = get_inflector("it")
    tokens = text.split()
    got = inf.realise(tokens, inf.cue_span(tokens, span), gender)  # type: ignore[arg-type]
    assert got is not None
    return " ".join(got)


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # Before a noun the full feminine, as translators write it.
        (
            "Nel nostro corso ciascun insegnante ha scelto un libro .",
            (3, 5),
            "F",
            "Nel nostro corso ciascuna insegnante ha scelto un libro .",
        ),
        (
            "In tutta la scuola non c' era nessun allievo così bravo .",
            (7, 9),
            "F",
            "In tutta la scuola non c' era nessuna allieva così brava .",
        ),
    ],
)
def test_truncated_indefinite_before_noun(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _flip(text, span, gender) == want
    # (before "altra" the elided form stays, as it65 made it)
    assert (
        _flip("Quella sera nessun altro ospite restò a cena .", (2, 5), "F")
        == "Quella sera nessun'altra ospite restò a cena ."
    )


@needs_it
@pytest.mark.parametrize(
    ("text", "spans"),
    [
        # "state" is the participle of a third-person compound tense here, not "voi state".
        ("Le cuoche sono state premiate dal sindaco .", []),
        ("Le guide erano state avvisate in ritardo .", []),
    ],
)
def test_participle_state_is_no_speaker(text: str, spans: list[tuple[int, int]]) -> None:
    inf = get_inflector("it")
    dets = ("il", "la", "i", "le")
    assert implicit_spans(text.split(), inf.person_noun, lambda w: w in dets) == spans
    # ("siamo" itself still needs no clause opening)
    promoted = "Il mese scorso siamo state promosse ."
    got = implicit_spans(promoted.split(), inf.person_noun, lambda w: w in dets)
    assert got == [(4, 5), (5, 6)]


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # A clause-final "solo" after any participle with "essere" (italian_vivere_solo).
        ("Il guardiano è rimasto solo .", (0, 2), "F", "La guardiana è rimasta sola ."),
        ("Il pittore è partito solo .", (0, 2), "F", "La pittrice è partita sola ."),
        # With "avere" the participle of "vivere" stays, the predicative agrees.
        ("Il vecchio sarto aveva vissuto solo .", (0, 3), "F", "La vecchia sarta aveva vissuto sola ."),
        # A fronted complement with no comma opens the subject's clause (italian_fronted_complement).
        ("Da molti anni il fornaio vive solo .", (3, 5), "F", "Da molti anni la fornaia vive sola ."),
        ("In quella casa il pittore era stanco .", (3, 5), "F", "In quella casa la pittrice era stanca ."),
    ],
)
def test_alone_and_fronted_complement(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _flip(text, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # A participle with a noun reading ("entrata") before the post-verbal subject.
        ("Poi è entrata la nuova cuoca .", (3, 6), "M", "Poi è entrato il nuovo cuoco ."),
        # A complement between the participle and the subject, or fronted before the verb.
        ("È arrivato in ritardo il nuovo cuoco .", (4, 7), "F", "È arrivata in ritardo la nuova cuoca ."),
        ("Al mercato è arrivato il nuovo cuoco .", (4, 7), "F", "Al mercato è arrivata la nuova cuoca ."),
    ],
)
def test_postverbal_subject_participle(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _flip(text, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # "calmo", "salvo": read only as the verb's first person (italian_verb_homographs).
        ("Il pilota è rimasto calmo .", (0, 2), "F", "La pilota è rimasta calma ."),
        ("Per fortuna il cuoco è salvo .", (2, 4), "F", "Per fortuna la cuoca è salva ."),
    ],
)
def test_verb_homograph_predicative(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _flip(text, span, gender) == want
