"""es-inflect-47 (helper es64). Sentences written for this test.

* :mod:`fairmt.inflect.spanish_dative_verbs`: a bare "los"/"las" after "le"/"les" + a finite
  verb is an article, not the group's clitic ("Les mostré los apuntes": "apuntes" is only a verb
  to Apertium), unless the verb may drop "que" ("Le ruego los disculpe").
* :mod:`fairmt.inflect.spanish_fronted_predicatives`: a fronted masculine singular adjective of
  a person's state agrees with the postverbal subject ("Contento llegó el niño"); the adverbial
  adjectives ("Rápido", "Bonito", "Primero") still do not.
* :mod:`fairmt.inflect.spanish_object_control`: a sentence-initial capitalised verb the parser
  does not lemmatise ("Ayudó") and the infinitives the parser makes the head of their own
  predicative ("quedarse sentada", "sentirse tranquila").
* :mod:`fairmt.inflect.spanish_groups`: a group's predicative that is also a second-person verb
  form ("juntas") after a plural verb with a dropped subject.

es-inflect-48 (mend): no article reading inside a subordinate clause written without a comma
("Cuando le hablé los vi"); a sentence-opening "Obligó" tagged a name; more adverbial
adjectives ("Distinto", "Profundo", "Recto").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect.spanish_dative_verbs import article_after_dative_verb

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # the dative "les" + verb: the "los" after it is the notes' article
        (
            "The teacher showed them the notes.",
            "La profesora les mostró los apuntes.",
            "El profesor les mostró los apuntes.",
        ),
        (
            "I showed them the notes, and the teacher was happy.",
            "Les mostré los apuntes y la profesora estaba contenta.",
            "Les mostré los apuntes y el profesor estaba contento.",
        ),
        # a fronted adjective of the subject's state, masculine singular
        (
            "The boy came home happy.",
            "Contenta llegó la niña a casa.",
            "Contento llegó el niño a casa.",
        ),
        (
            "The student came back proud from the contest.",
            "Orgullosa volvió la alumna del concurso.",
            "Orgulloso volvió el alumno del concurso.",
        ),
        # object control with the verb opening the sentence, and pseudo-copular infinitives
        (
            "He helped the nurse to be ready.",
            "Ayudó a la enfermera a estar preparada.",
            "Ayudó al enfermero a estar preparado.",
        ),
        (
            "He helped the girl to feel calm.",
            "Ayudó a la niña a sentirse tranquila.",
            "Ayudó al niño a sentirse tranquilo.",
        ),
        (
            "She allowed the student to stay seated.",
            "Permitió a la alumna quedarse sentada.",
            "Permitió al alumno quedarse sentado.",
        ),
        # es-inflect-48: "Obligó" opening the sentence, tagged a name with the lemma "Obligó"
        (
            "He forced the student to stay quiet.",
            "Obligó a la alumna a quedarse callada.",
            "Obligó al alumno a quedarse callado.",
        ),
        (
            "Allow the patient to be calm.",
            "Permita a la paciente estar tranquila.",
            "Permita al paciente estar tranquilo.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # "juntas" is also the second person of "juntar"
        ("They went out together.", "Salieron juntas.", "Salieron juntos."),
        ("They live together in Madrid.", "Viven juntas en Madrid.", "Viven juntos en Madrid."),
        (
            "They arrived together at the party.",
            "Llegaron juntas a la fiesta.",
            "Llegaron juntos a la fiesta.",
        ),
    ],
)
def test_group_predicative_that_is_also_a_verb_form(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("source", "translation", "unwanted"),
    [
        # adverbial adjectives: they modify the verb, the subject's change leaves them
        ("The lawyer spoke fast.", "Rápido habló el abogado.", "Rápida habló la abogada."),
        ("The singer sang beautifully.", "Bonito cantó el cantante.", "Bonita cantó la cantante."),
        ("The runner arrived first.", "Primero llegó el corredor.", "Primera llegó la corredora."),
        # es-inflect-48: more of the class (RAE §30.4)
        ("The teacher thinks differently.", "Distinto piensa el profesor.", "Distinta piensa la profesora."),
        ("The actor breathed deeply.", "Profundo respiró el actor.", "Profunda respiró la actriz."),
        ("The singer sang divinely.", "Divino cantó el cantante.", "Divina cantó la cantante."),
        # a thing's predicative in the infinitive clause of a capitalised control verb
        (
            "He forced the student to leave the window closed.",
            "Obligó al alumno a dejar la ventana cerrada.",
            "Obligó a la alumna a dejar la ventana cerrado.",
        ),
        # the object's predicative in a verb-subject-object clause
        ("The boy left the door open.", "Abierta dejó el niño la puerta.", "Abierto dejó la niña la puerta."),
        # an infinitive with a noun object: the adjective is the house's
        (
            "He helped the nurse to keep the house clean.",
            "Ayudó al enfermero a tener la casa limpia.",
            "Ayudó a la enfermera a tener la casa limpio.",
        ),
    ],
)
def test_things_and_adverbs_stay(
    variant_set: VariantSet, source: str, translation: str, unwanted: str
) -> None:
    assert unwanted not in variant_set(source, translation, "es")


def test_article_after_dative_verb() -> None:
    assert article_after_dative_verb(["Les", "mostré", "los", "apuntes"], 2)
    assert article_after_dative_verb(["Le", "dio", "las", "llaves"], 2)
    # a verb that may drop "que": the clitic of the subjunctive after it
    assert not article_after_dative_verb(["Le", "ruego", "los", "disculpe"], 2)
    # no dative before the verb: left to the other rules
    assert not article_after_dative_verb(["Cuando", "llegué", "los", "vi"], 2)
    # punctuation between
    assert not article_after_dative_verb(["Les", "hablé,", "los", "vi"], 2)


def test_no_article_after_a_subordinate_clause() -> None:
    """es-inflect-48: a subordinate clause opening the sentence without a comma ends on the
    dative's verb, and the "los" is the main verb's clitic."""
    assert not article_after_dative_verb(["Cuando", "le", "hablé", "los", "vi"], 3)
    assert not article_after_dative_verb(["Mientras", "le", "escribía", "las", "llamaba"], 3)
    assert not article_after_dative_verb(["Si", "no", "les", "contesto", "los", "pierdo"], 4)
    # controls: a main clause, and a subordinate clause closed by its comma
    assert article_after_dative_verb(["Ayer", "les", "mostré", "los", "apuntes"], 3)
    assert article_after_dative_verb(["Cuando", "llegaron,", "les", "mostré", "los", "apuntes"], 4)
    # an interrogative opens a question, no subordinate clause
    assert article_after_dative_verb(["¿Cuándo", "les", "diste", "los", "apuntes?"], 3)


@pytest.mark.parametrize(
    ("source", "translation", "wanted"),
    [
        # the group the English "them" stands for: the main verb's clitic follows it
        ("When I spoke to her I saw them.", "Cuando le hablé los vi.", "Cuando le hablé las vi."),
        (
            "While I was writing to him I was calling them.",
            "Mientras le escribía los llamaba.",
            "Mientras le escribía las llamaba.",
        ),
    ],
)
def test_clitic_after_a_subordinate_clause(
    variant_set: VariantSet, source: str, translation: str, wanted: str
) -> None:
    assert wanted in variant_set(source, translation, "es")


@pytest.mark.parametrize(
    ("source", "translation", "wanted"),
    [
        # es-inflect-48: the adverbial adjective stays, the subject still flips
        ("The teacher thinks differently.", "Distinto piensa el profesor.", "Distinto piensa la profesora."),
        ("The actor breathed deeply.", "Profundo respiró el actor.", "Profundo respiró la actriz."),
    ],
)
def test_adverbial_adjective_kept_subject_flips(
    variant_set: VariantSet, source: str, translation: str, wanted: str
) -> None:
    assert wanted in variant_set(source, translation, "es")


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # es-inflect-48: the predicative an ``amod`` of the pseudo-copula, and one tagged a noun
        (
            "He helped the student to feel proud.",
            "Ayudó a la alumna a sentirse orgullosa.",
            "Ayudó al alumno a sentirse orgulloso.",
        ),
        (
            "She allowed the nurse to stay awake.",
            "Permitió a la enfermera quedarse despierta.",
            "Permitió al enfermero quedarse despierto.",
        ),
    ],
)
def test_copular_infinitive_predicative_amod_or_noun_tag(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("source", "translation", "unwanted"),
    [
        # another person's predicative after a non-copular infinitive
        (
            "She allowed the boy to see the neighbour asleep.",
            "Permitió al niño ver a la vecina dormida.",
            "Permitió a la niña ver a la vecina dormido.",
        ),
        # a noun after the pseudo-copula keeps its form
        (
            "He helped the student to feel part of the team.",
            "Ayudó al alumno a sentirse parte del equipo.",
            "Ayudó a la alumna a sentirse parta del equipo.",
        ),
    ],
)
def test_copular_infinitive_controls(
    variant_set: VariantSet, source: str, translation: str, unwanted: str
) -> None:
    assert unwanted not in variant_set(source, translation, "es")
