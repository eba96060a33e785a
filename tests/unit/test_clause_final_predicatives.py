"""Detached predicatives at the end of the subject's clause in Spanish and Italian
(``fairmt.inflect.clause_final_predicatives``; es-inflect-33, it-inflect-42), and the Italian
main predicate after a possessive relative between commas ("il cui", it-inflect-42), and the
predicate of a Spanish nominalised participle subject ("El recién llegado fue recibido"). Sentences
written for these tests, never rows of an evaluation set: an adjective set off by a comma at
the end of the clause is said of the subject and changes with it, so the feminine and the
masculine translation of one source get one variant set; an adjective that may be another
person's, or a bare participle after a thing of its gender, stays.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]

CLOSED = [
    (
        "es",
        "The teacher arrived late, tired and hungry.",
        "La profesora llegó tarde, cansada y hambrienta.",
        "El profesor llegó tarde, cansado y hambriento.",
    ),
    (
        "es",
        "My neighbour left the party early, furious.",
        "Mi vecina dejó la fiesta temprano, furiosa.",
        "Mi vecino dejó la fiesta temprano, furioso.",
    ),
    (
        "es",
        "Our cousin came back from the trip, tired and sunburnt.",
        "Nuestra prima volvió del viaje, cansada y quemada por el sol.",
        "Nuestro primo volvió del viaje, cansado y quemado por el sol.",
    ),
    (
        "es",
        "The doctor looked at the results, worried.",
        "La doctora miraba los resultados, preocupada.",
        "El doctor miraba los resultados, preocupado.",
    ),
    (
        "it",
        "The teacher arrived late, tired and hungry.",
        "L'insegnante è arrivata tardi, stanca e affamata.",
        "L'insegnante è arrivato tardi, stanco e affamato.",
    ),
    (
        "it",
        "My neighbour left the party early, furious.",
        "La mia vicina ha lasciato la festa presto, furiosa.",
        "Il mio vicino ha lasciato la festa presto, furioso.",
    ),
    (
        "it",
        "Our cousin came back from the trip, tired and sunburnt.",
        "Nostra cugina è tornata dal viaggio, stanca e scottata dal sole.",
        "Nostro cugino è tornato dal viaggio, stanco e scottato dal sole.",
    ),
    (
        "it",
        "The student left the room, visibly nervous.",
        "La studentessa è uscita dalla stanza, visibilmente nervosa.",
        "Lo studente è uscito dalla stanza, visibilmente nervoso.",
    ),
]


#: The verb's participle before the comma is no list adjective (session 29 review).
CLOSED_AFTER_PERFECT = [
    (
        "it",
        "My grandchild called, happy and proud.",
        "Mia nipote ha chiamato, felice e orgogliosa.",
        "Mio nipote ha chiamato, felice e orgoglioso.",
    ),
    (
        "es",
        "My neighbour has arrived, tired but happy.",
        "Mi vecina ha llegado, cansada pero feliz.",
        "Mi vecino ha llegado, cansado pero feliz.",
    ),
]

#: A nominalised participle subject the small model parses as a clausal one (es-inflect-33).
CLOSED_NOMINALISED = [
    (
        "es",
        "The newcomer was welcomed warmly.",
        "La recién llegada fue recibida con cariño.",
        "El recién llegado fue recibido con cariño.",
    ),
]

#: A possessive relative between commas ("il cui"), then the main predicate (it-inflect-42).
CLOSED_AFTER_CUI = [
    (
        "it",
        "The winner, whose name was announced late, was visibly moved.",
        "La vincitrice, il cui nome è stato annunciato tardi, era visibilmente emozionata.",
        "Il vincitore, il cui nome è stato annunciato tardi, era visibilmente emozionato.",
    ),
    (
        "it",
        "The author, whose book won the prize, was surprised.",
        "L'autrice, il cui libro ha vinto il premio, è rimasta sorpresa.",
        "L'autore, il cui libro ha vinto il premio, è rimasto sorpreso.",
    ),
]


@needs
@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine"),
    CLOSED + CLOSED_AFTER_CUI + CLOSED_NOMINALISED + CLOSED_AFTER_PERFECT,
)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@needs
@pytest.mark.parametrize(
    ("lang", "source", "translation", "kept"),
    [
        # The participle is the parcel's ("envuelto" agrees with "paquete"; a bare participle).
        ("es", "The teacher received a parcel, wrapped in red paper.",
         "El profesor recibió un paquete, envuelto en papel rojo.", "envuelto"),
        # An object pronoun stands between: the adjective may be hers.
        ("es", "The lawyer saw her at the station, tired.",
         "El abogado la vio en la estación, cansada.", "cansada"),
        ("it", "The lawyer saw her at the station, tired.",
         "L'avvocato l'ha vista alla stazione, stanca.", "stanca"),
        # Another person noun of the old gender stands between.
        ("it", "The nurse talked to the director, furious.",
         "L'infermiere ha parlato con il direttore, furioso.", "furioso"),
        # The stretch goes on a list of the character's adjectives.
        ("es", "The young prince was famous for his pious, generous and charitable character.",
         "La joven princesa era famosa por su carácter piadoso, generoso y caritativo.", "generoso"),
        # A word the dictionary lacks right after a noun may be that noun's participle.
        ("it", "The student returned the book, torn.",
         "Lo studente ha restituito il libro, strappato.", "strappato"),
    ],
)  # fmt: skip
def test_what_may_be_someone_elses_stays(
    variant_set: VariantSet, lang: str, source: str, translation: str, kept: str
) -> None:
    variants = variant_set(source, translation, lang) - {translation}
    assert variants
    assert all(kept in v.replace(".", " ").replace(",", " ").split() for v in variants)


@needs
def test_the_realiser_changes_the_stretch() -> None:
    from fairmt.inflect.italian import ItalianInflector
    from fairmt.inflect.spanish import SpanishInflector

    def words(text: str) -> list[str]:
        return text.split(" ")

    es = words("La profesora llegó tarde, cansada y hambrienta.")
    want = words("El profesor llegó tarde, cansado y hambriento.")
    assert SpanishInflector().realise(es, (0, 2), "M") == want
    it = words("Nostra cugina è tornata dal viaggio, stanca e scottata dal sole.")
    want = words("Nostro cugino è tornato dal viaggio, stanco e scottato dal sole.")
    assert ItalianInflector().realise(it, (0, 2), "M") == want
    # A person after a preposition is an object: the clause's subject is someone else.
    obj = words("Hablé con la profesora ayer, cansada.")
    out = SpanishInflector().realise(obj, (2, 4), "M")
    assert out is not None and out[-1] == "cansada."
    # The relative's own predicate is its possessor's husband's; the main one is hers.
    cui = words("La direttrice, il cui marito è stato arrestato, era sconvolta.")
    want = words("Il direttore, il cui marito è stato arrestato, era sconvolto.")
    assert ItalianInflector().realise(cui, (0, 2), "M") == want
