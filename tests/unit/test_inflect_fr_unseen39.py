"""fr-inflect-49 (branch fr39): general causes of open French pairs on sentences of the kinds in
GATE's published keyword list (pronoun subjects with predicates, quantifiers, "those who"),
written for these tests (never GATE rows, never an evaluation set).

* The subject's attribute at the end of its clause, after the verb's complement and with no
  comma ("Ils ont quitté la réunion furieux", "Ils sont rentrés chez eux satisfaits"), agrees
  with the subject (Grevisse and Goosse, *Le Bon Usage*, §§ 245 and 249), unless the
  complement's noun could carry it ("une voiture neuve"); *chez* + the subject's own stressed
  pronoun is the subject's home and changes with it (french_secondary_predicate).
* An attribute of both numbers after a plural finite copula the parse did not attach takes the
  plural ("Certains semblaient nerveux" -> "nerveuses", not "nerveuse").
* A *dont* relative with a subject of its own ("la voisine dont la voiture a été volée"): its
  predicates are that subject's, not the antecedent's (french_dont_relatives).
* "Tous ceux qui" when the span starts at the demonstrative: the predeterminer agrees too.
* "chez" + a stressed pronoun of the subject's gender and number at the clause's end is the
  subject's own home and changes with it ("L'enseignant est resté chez lui").
* A floating "tous"/"toutes" right after the finite verb of a plural subject agrees with it,
  after *avoir* too ("Elles ont toutes signé"); not "tous les jours" (an adverbial phrase).
* A speaker's clause-final attribute after the complement is the speaker's predicate ("Nous
  sommes sorties du cinéma ravies").
* The neutral of an inverted subject pronoun is the uninverted one's ("Sont-ils·elles prêt·es ?").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_en

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytest.importorskip("spacy")

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]

CLOSED = [
    (
        "They left the party happy.",
        "Elles ont quitté la fête heureuses.",
        "Ils ont quitté la fête heureux.",
    ),
    (
        "They went home tired.",
        "Elles sont rentrées chez elles fatiguées.",
        "Ils sont rentrés chez eux fatigués.",
    ),
    (
        "The players left the stadium disappointed.",
        "Les joueuses ont quitté le stade déçues.",
        "Les joueurs ont quitté le stade déçus.",
    ),
    ("Some seemed worried.", "Certaines semblaient anxieuses.", "Certains semblaient anxieux."),
    (
        "Several of them looked jealous.",
        "Plusieurs d'entre elles paraissaient jalouses.",
        "Plusieurs d'entre eux paraissaient jaloux.",
    ),
    (
        "The owner whose shop was burgled was upset.",
        "La propriétaire dont la boutique a été cambriolée était bouleversée.",
        "Le propriétaire dont la boutique a été cambriolée était bouleversé.",
    ),
    (
        "They all signed the contract.",
        "Elles ont toutes signé le contrat.",
        "Ils ont tous signé le contrat.",
    ),
    (
        "We left the cinema delighted.",
        "Nous sommes sorties du cinéma ravies.",
        "Nous sommes sortis du cinéma ravis.",
    ),
    (
        "All those who stayed were rewarded.",
        "Toutes celles qui sont restées ont été récompensées.",
        "Tous ceux qui sont restés ont été récompensés.",
    ),
]


@needs_fr_en
@pytest.mark.parametrize(("source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    got_f = variant_set(source, feminine, "fr")
    got_m = variant_set(source, masculine, "fr")
    assert masculine in got_f
    assert feminine in got_m
    assert got_f == got_m


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@needs_fr_en
def test_clause_final_attribute_after_the_complement() -> None:
    assert (
        _realise("Ils ont quitté la salle furieux .", (0, 1), "F") == "Elles ont quitté la salle furieuses ."
    )
    assert (
        _realise("Elles ont quitté la salle furieuses .", (0, 1), "M") == "Ils ont quitté la salle furieux ."
    )
    assert (
        _realise("L'infirmier est rentré chez lui épuisé.", (0, 1), "F")
        == "L'infirmière est rentrée chez elle épuisée."
    )


@needs_fr_en
def test_clause_final_word_the_complement_may_carry_stays() -> None:
    # "neuve", "chaud": the thing's (or either's); nothing but the subject changes.
    assert (
        _realise("Elles ont acheté une voiture neuve .", (0, 1), "M") == "Ils ont acheté une voiture neuve ."
    )
    assert _realise("Ils ont commandé un café chaud .", (0, 1), "F") == "Elles ont commandé un café chaud ."
    # Another person between the subject and the adjective: it may be that person's.
    assert _realise("Ils ont vu la directrice furieuse .", (0, 1), "M") is None


@needs_fr_en
def test_plural_copula_gives_the_attribute_its_number() -> None:
    assert _realise("Certains semblaient nerveux.", (0, 1), "F") == "Certaines semblaient nerveuses."
    assert _realise("Le client semblait nerveux.", (0, 2), "F") == "La cliente semblait nerveuse."


@needs_fr_en
def test_dont_relative_with_its_own_subject() -> None:
    sentence = "La voisine dont la voiture a été volée était furieuse."
    assert _realise(sentence, (0, 2), "M") == "Le voisin dont la voiture a été volée était furieux."
    assert _realise(sentence, (0, 2), "N") == "Le·La voisin·e dont la voiture a été volée était furieux·se."
    # "dont deux": a part of the antecedent, no subject of its own; the relative is kept out of
    # this rule (what agrees with the antecedent there is the parse's).
    from fairmt.inflect.french_dont_relatives import keep_dont_clause

    morph = morphology("fr")
    assert morph is not None
    tokens = ["Les", "invités", "dont", "deux", "étaient", "partis"]
    changed = [*tokens[:5], "parties"]
    assert keep_dont_clause(changed, tokens, (0, 2), morph) == changed
    tokens = ["La", "voisine", "dont", "la", "voiture", "a", "été", "volée"]
    changed = ["Le", "voisin", *tokens[2:7], "volé"]
    assert keep_dont_clause(changed, tokens, (0, 2), morph) == ["Le", "voisin", *tokens[2:]]


@needs_fr_en
def test_inverted_pronoun_neutral_is_the_uninverted_ones() -> None:
    # "Sont-ils·elles", as "Ils·Elles sont" (not the generic rules' "Sont-il·elles").
    assert _realise("Sont-ils prêts ?", (0, 1), "N") == "Sont-ils·elles prêt·es ?"
    assert _realise("Sont-elles prêtes ?", (0, 1), "N") == "Sont-ils·elles prêt·es ?"
    assert _realise("Est-il arrivé ?", (0, 1), "N") == "Est-il·elle arrivé·e ?"


@needs_fr_en
def test_floating_tous_after_the_finite_verb() -> None:
    assert _realise("Ils viendront tous .", (0, 1), "F") == "Elles viendront toutes ."
    assert _realise("Ils mangent tous les jours .", (0, 1), "F") == "Elles mangent tous les jours ."


@needs_fr_en
def test_speaker_clause_final_attribute() -> None:
    from fairmt.inflect.french_agreement import speaker_predicates

    sentence = ("Nous", "sommes", "sortis", "du", "cinéma", "ravis", ".")
    assert (5, 6, "pl", "") in speaker_predicates(sentence)
    # The complement's noun could carry it ("une voiture neuve"): not the speaker's.
    assert speaker_predicates(("J'ai", "acheté", "une", "voiture", "neuve", ".")) == ()


@needs_fr_en
def test_subjects_own_home_at_the_clause_end() -> None:
    assert (
        _realise("L'enseignant est resté chez lui .", (0, 1), "F") == "L'enseignante est restée chez elle ."
    )
    # Another person's home: a pronoun of the other gender, or a person noun between.
    assert _realise("Il a dîné chez elle .", (0, 1), "F") == "Elle a dîné chez elle ."
    sentence = "Le chauffeur a raccompagné le client chez lui ."
    assert _realise(sentence, (0, 2), "F") == "La chauffeuse a raccompagné le client chez lui ."
