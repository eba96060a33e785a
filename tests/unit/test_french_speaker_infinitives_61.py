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
    # the addressee or the speaker as the object clitic of an infinitive or participle "avoir"
    (
        "I'm sorry I let you down.",
        "Je regrette de t'avoir déçue.",
        "Je regrette de t'avoir déçu.",
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


#: One sentence per kept locution of ``ADVERBIAL_LOCUTIONS``: the predicate after it varies and
#: the locution's own words keep their form.
LOCUTIONS = [
    ("You have barely got up.", "Tu es à peine levée.", "Tu es à peine levé."),
    ("I am surely mistaken.", "Je suis sans doute trompée.", "Je suis sans doute trompé."),
    ("I am still proud.", "Je suis quand même fière.", "Je suis quand même fier."),
    ("I am well and truly lost.", "Je suis bel et bien perdue.", "Je suis bel et bien perdu."),
    ("I was ready at once.", "J'étais tout de suite prête.", "J'étais tout de suite prêt."),
    ("I am late once more.", "Je suis une fois de plus retardée.", "Je suis une fois de plus retardé."),
    ("I am late yet again.", "Je suis encore une fois retardée.", "Je suis encore une fois retardé."),
    ("I am tired anyway.", "Je suis de toute façon fatiguée.", "Je suis de toute façon fatigué."),
    ("I am actually tired.", "Je suis en fait fatiguée.", "Je suis en fait fatigué."),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), LOCUTIONS)
def test_predicate_after_locution_varies(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    """Each translation has the other among its variants, and no variant changes the locution."""
    got = one_set(source, feminine, masculine, "fr")
    locution = " ".join(feminine.split()[2:-1])
    assert all(v.startswith(" ".join(feminine.split()[:2]) + " " + locution + " ") for v in got), got


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("I am happy again.", "Je suis de nouveau contente."),
        ("I am happy once more.", "Je suis à nouveau contente."),
        ("I am both proud and happy.", "Je suis à la fois fière et contente."),
    ],
)
def test_unlisted_locution_is_not_rewritten(variant_set: VariantSet, source: str, translation: str) -> None:
    """A locution left out of the list ("de nouveau" made "de nouvelle") is no longer walked over:
    no variant rewrites its words or changes one coordinated attribute without the other."""
    got = variant_set(source, translation, "fr")
    wrong = ("nouvelle", "nouveau·", "fière et content ", "fière et content.", "fière et content·")
    assert not any(w in v for v in got for w in wrong), got


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # the participle is plural, the speaker one: the letters were read
        ("After being read, I threw the letters away.", "Après avoir été lues, j'ai jeté les lettres."),
        # a thing of the participle's number in the main clause: the car was repaired
        ("After being repaired, I sold the car.", "Après avoir été réparée, j'ai revendu la voiture."),
        ("To be printed, I took the book away.", "Pour être publié, j'ai emporté le livre chez l'imprimeur."),
        # a singular participle, a plural subject
        ("After she arrived, we ate.", "Après être arrivée, nous avons mangé."),
    ],
)
def test_fronted_participle_of_another_referent(
    variant_set: VariantSet, source: str, translation: str
) -> None:
    """A fronted participle of another number than the subject's, or with a thing noun of its
    number in the main clause, may be about that other referent: it keeps its form."""
    got = variant_set(source, translation, "fr")
    first = translation.split(",")[0]
    assert all(v.split(",")[0] == first for v in got), got
