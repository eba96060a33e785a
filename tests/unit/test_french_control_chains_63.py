"""French control chains (fr-inflect-74, gfr63): the attribute of an *être* two infinitives below
the subject's verb agrees with the subject ("devrait essayer d'être impartiale"). The sentences
are written for these tests.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

OneSet = Callable[[str, str, str, str], set[str]]

#: Each: source, feminine and masculine translations; the two originals must be each other's
#: realisation (before fr-inflect-74 the attribute kept the original's gender).
CHAIN_PAIRS = [
    (
        "The judge should try to be impartial.",
        "La juge devrait essayer d'être impartiale.",
        "Le juge devrait essayer d'être impartial.",
    ),
    (
        "My neighbour decided to try to be more organised.",
        "Ma voisine a décidé d'essayer d'être plus organisée.",
        "Mon voisin a décidé d'essayer d'être plus organisé.",
    ),
    (
        "The players want to try to be selected.",
        "Les joueuses veulent essayer d'être sélectionnées.",
        "Les joueurs veulent essayer d'être sélectionnés.",
    ),
    (
        "The singer refused to go on being filmed.",
        "La chanteuse a refusé de continuer à être filmée.",
        "Le chanteur a refusé de continuer à être filmé.",
    ),
]


#: The attribute the small model hangs on "essayer" as its object ("objectif" a noun, "prudentes" a
#: participle with a passive "être"): it still agrees with the subject.
MISPARSED_PAIRS = [
    (
        "The players must try to be more patient.",
        "Les joueuses doivent essayer d'être plus patientes.",
        "Les joueurs doivent essayer d'être plus patients.",
    ),
    (
        "The players must try to be careful.",
        "Les joueuses doivent essayer d'être prudentes.",
        "Les joueurs doivent essayer d'être prudents.",
    ),
    (
        "The director should try to be discreet.",
        "La directrice devrait essayer d'être discrète.",
        "Le directeur devrait essayer d'être discret.",
    ),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), CHAIN_PAIRS + MISPARSED_PAIRS)
def test_attribute_under_control_chain_agrees(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """Each original is the other's realisation, the attribute included."""
    one_set(source, feminine, masculine, "fr")


def test_object_controlled_chain_is_not_taken() -> None:
    """A chain under a verb with a person object is controlled by that object: the subject's
    flip leaves the attribute ("lui a demandé d'essayer d'être patient": the one asked)."""
    from fairmt.inflect.french_agreement import parser
    from fairmt.inflect.french_control_chains import control_chain

    nlp = parser()
    assert nlp is not None
    doc = nlp("L'avocate lui a demandé d'essayer d'être calme.")
    verb = next(t for t in doc if t.lower_ == "demandé")
    assert control_chain(verb) == []
    doc = nlp("L'avocate a décidé d'essayer d'être calme.")
    verb = next(t for t in doc if t.lower_ == "décidé")
    assert [t.lower_ for t in control_chain(verb)] == ["essayer"]


def test_causative_is_no_link() -> None:
    """*faire* + infinitive has a subject of its own: no link of the chain."""
    from fairmt.inflect.french_control_chains import CONTROL_INFINITIVES

    assert not {"faire", "laisser", "voir", "entendre", "demander"} & CONTROL_INFINITIVES
