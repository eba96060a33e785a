"""rules-50: the violating explicit flip keeps the translations of the English pronouns
(agents/explicit_flip.py), so both originals of one source get the same closed set."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.fairqe.agents.explicit_flip import violating_flip_cues
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

VariantSet = Callable[[str, str, str], set[str]]


def _cue(span: str, category: Category, target: tuple[int, int]) -> Cue:
    return Cue(span, category, target_tokens=target, source_gender="M", target_gender="M")


def test_pronoun_cues_stay_when_a_noun_flips() -> None:
    noun = _cue("president", Category.C6, (1, 2))
    he = _cue("he", Category.C1, (5, 6))
    on_person = {noun.target_tokens}
    got = violating_flip_cues([noun, he], lambda c: c.target_tokens in on_person, lambda _sp: None)
    assert got == [noun]


def test_pronoun_alone_is_flipped() -> None:
    """With no noun of the person in the translation ("Er sagte, er sei müde"), the pronouns
    are all there is to flip."""
    he = _cue("He", Category.C1, (0, 1))
    he2 = _cue("he", Category.C1, (2, 3))
    assert violating_flip_cues([he, he2], lambda _c: False, lambda _sp: None) == [he, he2]


def test_adjective_agreeing_with_the_pronoun_stays_with_it() -> None:
    """ "he is very grateful" -> "il en est très reconnaissant": the adjective (C6, no person
    noun in English) is the pronoun's and keeps the whole set flipped as before."""
    he = _cue("he", Category.C1, (9, 10))
    grateful = _cue("grateful", Category.C6, (13, 14))
    got = violating_flip_cues([he, grateful], lambda c: c is grateful, lambda _sp: None)
    assert got == [he, grateful]


@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (  # gold dev de-052
            "ISLAMABAD (AP) - The incoming president of the United Nations General Assembly announced "
            'Sunday that he was postponing a scheduled visit to Pakistan "due to some technical flight '
            'problems."',
            "ISLAMABAD (AP) - Die neue Präsidentin der Generalversammlung der Vereinten Nationen kündigte "
            "am Sonntag an, dass er einen geplanten Besuch in Pakistan „wegen einiger technischer "
            "Flugprobleme“ verschieben werde.",
            "ISLAMABAD (AP) - Der neue Präsident der Generalversammlung der Vereinten Nationen kündigte am "
            "Sonntag an, dass er einen geplanten Besuch in Pakistan „wegen einiger technischer "
            "Flugprobleme“ verschieben werde.",
        ),
        (  # gold dev de-234
            "The Hero then quickly retrieves his own gun and puts it back in his holster.",
            "Die Heldin holt dann schnell seine eigene Waffe zurück und legt sie in seinen Holster zurück.",
            "Der Held holt dann schnell seine eigene Waffe zurück und legt sie in seinen Holster zurück.",
        ),
        (  # not from the gold set
            "The new director announced that he would leave the company in May.",
            "Die neue Direktorin kündigte an, dass er das Unternehmen im Mai verlassen werde.",
            "Der neue Direktor kündigte an, dass er das Unternehmen im Mai verlassen werde.",
        ),
        (  # not from the gold set
            "The coach said he was proud of the team.",
            "Die Trainerin sagte, er sei stolz auf die Mannschaft.",
            "Der Trainer sagte, er sei stolz auf die Mannschaft.",
        ),
    ],
)
def test_both_originals_get_one_closed_set(variant_set: VariantSet, source: str, fem: str, masc: str) -> None:
    """The masculine original's flip keeps "er"/"seine" for "he"/"his": it is the feminine
    original ("Die neue Präsidentin ..., dass er"), not "..., dass sie"."""
    got = variant_set(source, masc, "de")
    assert fem in got
    assert got == variant_set(source, fem, "de")


def test_french_adjective_of_the_pronoun_keeps_the_old_flip(variant_set: VariantSet) -> None:
    """Gold dev fr-664: no "il en est très reconnaissante" (an adjective flipped without its pronoun)."""
    source = "The sheriff protected the tailor in the accident and he is very grateful for that."
    masc = "Le shérif a protégé le tailleur dans l'accident et il en est très reconnaissant."
    got = variant_set(source, masc, "fr")
    assert not any("il en est très reconnaissante" in t for t in got)
