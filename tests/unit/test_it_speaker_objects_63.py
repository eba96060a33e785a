"""it-inflect-57: a past participle after "mi"/"ti" + *avere* agrees with the speaker or the
addressee as its direct object ("Mi hanno invitata"), so the feminine and masculine translations
of one source get one closed set; a participle whose "mi" is an indirect object ("mi ha detto",
"mi ha chiesto di") or that has an object of its own ("mi ha mostrato la città") stays. Sentences
the team wrote."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_speaker_objects import speaker_object_participles

if TYPE_CHECKING:
    from conftest import OneSet, VariantSet

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        ("They invited me to the party.", "Mi hanno invitata alla festa.", "Mi hanno invitato alla festa."),
        ("He called me yesterday.", "Mi ha chiamata ieri.", "Mi ha chiamato ieri."),
        (
            "I am sorry I woke you.",
            "Mi dispiace di averti svegliata.",
            "Mi dispiace di averti svegliato.",
        ),
        (
            "That trip really changed me.",
            "Quel viaggio mi ha davvero cambiata.",
            "Quel viaggio mi ha davvero cambiato.",
        ),
    ],
)
def test_speaker_object_participle_closes(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "it")


@needs_it
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("He told me the truth.", "Mi ha detto la verità."),
        ("She asked me to come.", "Mi ha chiesto di venire."),
        ("She showed me the city.", "Mi ha mostrato la città."),
        ("She made me laugh.", "Mi ha fatto ridere."),
        ("They gave me a book.", "Mi hanno regalato un libro."),
    ],
)
def test_indirect_or_own_object_stays(variant_set: VariantSet, source: str, translation: str) -> None:
    assert variant_set(source, translation, "it") == {translation}


@needs_it
def test_spans() -> None:
    assert speaker_object_participles(["Non", "mi", "hanno", "mai", "avvisata", "."]) == [(4, 5)]
    assert speaker_object_participles(["M'hanno", "vista", "subito", "."]) == [(1, 2)]
    assert speaker_object_participles(["Ci", "hanno", "avvisate", "."]) == []


@needs_it
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("They shot at me.", "Mi hanno sparato."),
        ("She shouted at me from the window.", "Mi ha urlato dalla finestra."),
        ("He did not believe me.", "Non mi ha creduto."),
        ("He swore loyalty to me.", "Mi ha giurato fedeltà."),
    ],
)
def test_dative_verbs_stay(variant_set: VariantSet, source: str, translation: str) -> None:
    """Verbs whose "mi" is an indirect object (sparare a, urlare a, credere a): no agreement."""
    assert variant_set(source, translation, "it") == {translation}


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        ("She forgave me at last.", "Alla fine mi ha perdonata.", "Alla fine mi ha perdonato."),
        ("They scolded me.", "Mi hanno rimproverata.", "Mi hanno rimproverato."),
    ],
)
def test_direct_object_verbs_close(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    """perdonare, rimproverare take the speaker as their direct object."""
    one_set(source, feminine, masculine, "it")
