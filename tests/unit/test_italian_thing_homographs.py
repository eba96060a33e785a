"""it-inflect-35: Italian words the dictionaries take for persons that name things ("il server",
"una fiera", "in una cittadina", "revisore dei conti"; inflect/italian_thing_homographs.py),
and a bare agent noun in -tore/-sore that stays singular ("diventare revisore"). Sentences
written for these tests, apart from the MT-GenEval dev lines named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_thing_homographs import thing_homograph

VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.mark.parametrize(
    ("text", "k", "thing"),
    [
        ("Il server non funzionava.", 1, True),
        ("Ha visitato una fiera a Milano.", 3, True),
        ("Vive in una piccola cittadina del Maine.", 4, True),
        ("Lavora nella cittadina di Bra.", 2, True),
        ("È una cittadina americana.", 2, False),  # a citizen
        ("Fu eletta revisora dei conti.", 4, True),
        ("Il castello dei conti Guidi.", 3, False),  # the nobles, named
        ("Dopo un breve periodo da impiegata.", 2, True),  # MT-GenEval dev line 403
        ("I conti di Savoia arrivarono.", 1, False),
    ],
)
def test_thing_homograph(text: str, k: int, thing: bool) -> None:
    assert thing_homograph(text.split(), k) is thing


@needs_it
def test_person_spans_pass_over_things() -> None:
    it = get_inflector("it")
    assert it.person_spans(["Il", "server", "non", "funzionava."]) == []
    assert it.person_spans(["Dopo", "un", "breve", "periodo", "di", "lavoro."]) == []
    assert it.person_spans(["Ha", "lavorato", "in", "una", "cittadina", "del", "Maine."]) == []
    assert (2, 3) in it.person_spans(["È", "una", "cittadina", "americana."])


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        # the computer keeps its article ("la server" before it-inflect-35)
        (
            "The waiter restarted the server.",
            "Il cameriere ha riavviato il server.",
            {"Il cameriere ha riavviato il server.", "La cameriera ha riavviato il server."},
        ),
        # the trade fair is no proud woman ("del fiero" before)
        (
            "Jones became a regular at the fair.",
            "Jones divenne un'habitué della fiera.",
            {"Jones divenne un'habitué della fiera."},
        ),
        # MT-GenEval dev line 367: "revisore delle contesse", and "revisori" for the masculine
        (
            "McCaskill had run two successful campaigns for state auditor.",
            "McCaskill aveva partecipato con successo a due campagne per diventare revisore dei conti.",
            {
                "McCaskill aveva partecipato con successo a due campagne per diventare revisore dei conti.",
                "McCaskill aveva partecipato con successo a due campagne per diventare revisora dei conti.",
            },
        ),
    ],
)
def test_things_keep_their_gender(
    variant_set: VariantSet, source: str, translation: str, expected: set[str]
) -> None:
    assert variant_set(source, translation, "it") == expected


@needs_it
def test_adjective_fiera_still_agrees(variant_set: VariantSet) -> None:
    got = variant_set("The student was proud.", "La studentessa era fiera.", "it")
    assert "Lo studente era fiero." in got


@needs_it
def test_bare_agent_noun_in_ore_stays_singular() -> None:
    tokens = ["Decise", "di", "diventare", "supervisore", "."]
    assert get_inflector("it").realise(tokens, (3, 4), "M") in (None, tokens)
    assert get_inflector("it").realise(tokens, (3, 4), "F") == [
        "Decise",
        "di",
        "diventare",
        "supervisora",
        ".",
    ]
