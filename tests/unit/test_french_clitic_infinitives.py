"""fr-inflect-51: an object clitic before an infinitive never contracts with "à"/"de" ("à le
tromper", not "au tromper"); and an adjective after a possessive, before its noun, is no person
("ses précieuses collections"); the neutral of a compound is merged part by part. Sentences
written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    ("text", "at", "want"),
    [
        ("mais n'a pas réussi à la tromper .", 5, "mais n'a pas réussi à le tromper ."),
        ("pour arrêter de la déranger .", 3, "pour arrêter de le déranger ."),
        ("J'ai écrit à la directrice .", 3, "J'ai écrit au directeur ."),  # an article contracts
    ],
)
def test_clitic_before_infinitive(text: str, at: int, want: str) -> None:
    tokens = text.split()
    span = (at, at + 1) if "directrice" not in text else (at, at + 2)
    out = get_inflector("fr").realise(tokens, span, "M")
    assert out is not None and " ".join(out) == want


def test_adjective_after_possessive_is_no_person() -> None:
    text = "parce que certaines de ses précieuses collections avaient disparu ."
    tokens = text.split(" ")
    assert (5, 6) not in get_inflector("fr").person_spans(tokens)


def test_no_explicit_variant_on_a_things_adjective() -> None:
    item = Item(
        "The counselor accused the mover because some of her valuable collections are gone.",
        "La conseillère a accusé la déménageuse parce que certaines de ses précieuses collections "
        "avaient disparu.",
        "fr",
    )
    agents = RuleAgents()
    agents.prepare([item])
    (analysis,) = agents.analyse([item])
    assert not any("précieux" in v.text for v in analysis.variants.all)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Le sapeur-pompier est arrivé .", "Le·La sapeur·euse-pompier·ère est arrivé·e ."),
        ("Le directeur-adjoint est là .", "Le·La directeur·rice-adjoint·e est là ."),
        ("Le vice-président est arrivé .", "Le·La vice-président·e est arrivé·e ."),
        ("Quelques-uns sont partis .", "Quelques-un·es sont parti·es ."),
    ],
)
def test_neutral_compound_merged_part_by_part(text: str, want: str) -> None:
    """fr-inflect-51: each varying part of a hyphenated compound takes its own middle dot."""
    tokens = text.split(" ")
    out = get_inflector("fr").realise(tokens, (0, 2) if tokens[0] == "Le" else (0, 1), "N")
    assert out is not None and " ".join(out) == want
