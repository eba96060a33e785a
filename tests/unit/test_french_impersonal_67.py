"""fr-inflect-83: an impersonal "il" (il pleut, il faut, il est tard, il fait froid, il suffit de
...) never flips with the person of the sentence, and the verb of an incise after a quotation
("», dit le directeur") is finite and never agrees. Sentences written for these tests."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr, needs_fr_en, needs_fr_parser, realise_fr

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_agreement import expletive
from fairmt.inflect.french_incises import incise_verb


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "index"),
    [
        ("Il pleuvait fort quand le facteur est passé .", 0),
        ("Il suffit de prévenir l'infirmier .", 0),
        ("Il vaudrait mieux appeler le plombier .", 0),
        ("Il était minuit à la gare .", 0),
        ("Le chauffeur pense qu'il neigera demain .", 3),
        ("Il se peut que le gardien soit absent .", 0),
        ("Il était deux heures du matin .", 0),
        ("Il a neigé toute la nuit .", 0),
    ],
)
def test_impersonal_frames_are_expletive(sentence: str, index: int) -> None:
    assert expletive(sentence.split(), index)


@needs_fr_parser
@pytest.mark.parametrize(
    ("impersonal", "personal"),
    [
        # The same verb with a personal subject (the control) stays personal.
        ("Il me semble que le serveur a oublié .", "Il semble épuisé après le voyage ."),
        ("Il fait très froid ce matin .", "Il fait du vélo le dimanche ."),
        ("Il est déjà tard pour le livreur .", "Il est fier de sa fille ."),
        ("Il a plu toute la journée .", "Il a plu à la directrice ."),
        # "plus tard" before a participle is an adverbial of a personal "il".
        ("Il était trop tard pour le facteur .", "Il fut plus tard élu maire ."),
    ],
)
def test_impersonal_frame_against_the_personal_use(impersonal: str, personal: str) -> None:
    assert expletive(impersonal.split(), 0)
    assert not expletive(personal.split(), 0)


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        "« Il pleut encore », soupira le jardinier .",
        "Le guide a expliqué qu'il pleuvrait sur le sommet .",
        "« Il fait nuit », dit le moniteur .",
    ],
)
def test_impersonal_il_does_not_flip_with_the_person(sentence: str) -> None:
    assert realise_fr(sentence, "Il" if sentence.startswith("« Il") else "qu'il", "F") is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        ("« Il est fatigué », dit le cuisinier .", "« Elle est fatiguée », dit le cuisinier ."),
        ("Il est content , dit le voisin .", "Elle est contente , dit le voisin ."),
    ],
)
def test_incise_verb_after_a_quotation_keeps_its_form(sentence: str, want: str) -> None:
    assert realise_fr(sentence, "Il", "F") == want


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "index", "want"),
    [
        ("« Tout est prêt », dit le serveur .", 5, True),
        ("« Tout est prêt », a-t-il dit .", 5, True),
        ("« Tout est prêt », dit-elle .", 5, True),
        ("« Tout est prêt », répondit Paul .", 5, True),
    ],
)
def test_incise_verb(sentence: str, index: int, want: bool) -> None:
    assert incise_verb(sentence.split(), index, morphology("fr")) is want


@needs_fr_en
def test_realised_sentence_keeps_impersonal_il_and_incise() -> None:
    item = Item('"It is raining," said the gardener.', "« Il pleut », dit le jardinier.", "fr")
    assert SentenceRealiser().realise(item, "F") == "« Il pleut », dit la jardinière."


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        # importer/convenir + "de" are personal before a noun phrase or in a compound tense
        # (he imported, he agreed); faire + a weather word is personal before a noun.
        "Le marchand a dit qu'il importait de la soie de Chine .",
        "L'avocat a dit qu'il avait convenu de partir .",
        "Le médecin a dit qu'il faisait bon usage de l'argent .",
    ],
)
def test_personal_verbs_with_de_or_a_noun_are_not_expletive(sentence: str) -> None:
    tokens = sentence.split()
    index = next(k for k, t in enumerate(tokens) if t in ("qu'il",))
    assert not expletive(tokens, index)


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        "Il fait beau temps sur la plage .",
        "Il suffit d'un mot du directeur .",
        "Il importe de prévenir le maire .",
    ],
)
def test_weather_noun_and_suffire_stay_expletive(sentence: str) -> None:
    assert expletive(sentence.split(), 0)
