"""A target person noun before a name that the English classifies with an organisation noun
(WordNet ``noun.group``: "car manufacturer Hyundai", "publisher Penguin") names the
organisation, no person (fairqe/organisation_titles)."""

from __future__ import annotations

import pytest
from wordnet_helpers import needs_wordnet

from fairmt.fairqe.organisation_titles import names_organisation, organisation_names
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@needs_wordnet
@pytest.mark.parametrize(
    ("source", "mt"),
    [
        (
            "In 2019 car manufacturer Toyota recalled five thousand vehicles.",
            "Im Jahr 2019 rief der Autohersteller Toyota fünftausend Fahrzeuge zurück.",
        ),
        (
            "Last year publisher Penguin printed the novel again.",
            "Letztes Jahr druckte der Verleger Penguin den Roman erneut.",
        ),
    ],
)
def test_organisation_before_name(realiser: SentenceRealiser, source: str, mt: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") in (None, mt)


@needs_wordnet
def test_person_before_name_still_changes(realiser: SentenceRealiser) -> None:
    item = Item(
        "The film by director Alex Kim won a prize.",
        "Der Film von Regisseur Alex Kim gewann einen Preis.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Der Film von Regisseurin Alex Kim gewann einen Preis."


@needs_wordnet
def test_organisation_names() -> None:
    line = "In 2012 car manufacturer Hyundai and director Alex Kim met the publisher, Penguin."
    src = line.split()
    assert organisation_names(src) == frozenset({"Hyundai"})
    firm = frozenset({"Hyundai"})
    assert names_organisation(["der", "Autohersteller", "Hyundai", "ließ"], (0, 2), firm)
    assert not names_organisation(["der", "Autohersteller,", "Hyundai"], (0, 2), firm)
