"""The speaker's adverbial infinitives and locutions before their predicates (fr-inflect-65, gfr61).

English "I", "we" and "you" gender nobody, so the French side alone finds the words that gender
them (:mod:`fairmt.inflect.french_speaker_infinitives`): the participle of an infinitive clause
opened by *après*, *avant de*, *sans* whose understood subject is the main subject *je*/*nous*/
*tu* (fronted or not), a predicate after an adverbial locution (*à peine*), and the participle
after *m'avoir*/*t'avoir*. The sentences are written for these tests; the dev pairs of
``benchmarks/data/closed_dev_nocue`` are not repeated here, except that its thing controls are
read back as a check.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

CONTROLS = Path(__file__).parents[2] / "benchmarks" / "data" / "closed_dev_nocue" / "fr_controls.jsonl"

PAIRS = [
    # a fronted "après être" + participle, the main verb with an object
    (
        "After arriving at the hotel, I called my mother.",
        "Après être arrivée à l'hôtel, j'ai appelé ma mère.",
        "Après être arrivé à l'hôtel, j'ai appelé ma mère.",
    ),
    # a fronted passive "après avoir été" + participle, plural speaker
    (
        "After being warned, we changed the plan.",
        "Après avoir été prévenues, nous avons changé le plan.",
        "Après avoir été prévenus, nous avons changé le plan.",
    ),
    # "sans être" after the main predicate: both participles vary together
    (
        "We went out without being seen.",
        "Nous sommes sorties sans être vues.",
        "Nous sommes sortis sans être vus.",
    ),
    # "avant d'être" after the main predicate
    (
        "I went home before being called.",
        "Je suis rentrée avant d'être appelée.",
        "Je suis rentré avant d'être appelé.",
    ),
    # an adverbial locution between the auxiliary and the participle
    ("We had barely sat down.", "Nous étions à peine assises.", "Nous étions à peine assis."),
    ("You had barely gone in.", "Tu étais à peine entrée.", "Tu étais à peine entré."),
    # the addressee or the speaker as the object clitic of an infinitive or participle "avoir"
    (
        "I hope I didn't wake you.",
        "J'espère ne pas t'avoir réveillée.",
        "J'espère ne pas t'avoir réveillé.",
    ),
    ("Thanks for recognising me.", "Merci de m'avoir reconnue.", "Merci de m'avoir reconnu."),
]

THINGS = [
    # an indirect object clitic, and a participle with its own object: no agreement
    ("Thanks for telling me.", "Merci de m'avoir dit ça."),
    ("Thanks for showing me the city.", "Merci de m'avoir montré la ville."),
    (
        "The parcels arrived after being sent twice.",
        "Les colis sont arrivés après avoir été envoyés deux fois.",
    ),
    ("After being repaired, the car left again.", "Après avoir été réparée, la voiture est repartie."),
    ("I sent the report to be checked.", "J'ai envoyé le rapport pour être vérifié."),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), PAIRS)
def test_speaker_predicate_varies(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    """Each translation of the pair has the other among its variants."""
    one_set(source, feminine, masculine, "fr")


def test_both_participles_change_together(variant_set: VariantSet) -> None:
    """The main predicate and the infinitive's participle change together: no variant mixes a
    masculine one with a feminine one ("partie sans être payé")."""
    got = variant_set("I left without being paid.", "Je suis partie sans être payée.", "fr")
    assert "Je suis parti sans être payé." in got
    assert not any("parti sans être payée" in v or "partie sans être payé." in v for v in got), got


@pytest.mark.parametrize(("source", "translation"), THINGS)
def test_unagreeing_participle_keeps_its_form(variant_set: VariantSet, source: str, translation: str) -> None:
    """A participle about a thing (the main subject is no speaker), or one that agrees with no
    object before it (an indirect "m'", an object after it), makes no variant."""
    assert variant_set(source, translation, "fr") == {translation}


def test_nocue_controls_make_no_variant(variant_set: VariantSet) -> None:
    """The thing controls of ``closed_dev_nocue``."""
    for line in CONTROLS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        assert variant_set(row["source"], row["translation"], "fr") == {row["translation"]}, row["id"]
