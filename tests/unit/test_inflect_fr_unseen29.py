"""fr-inflect-32 (branch fr29): general causes of misses on 40 unseen French dev lines (fr-830 ..
fr-869).

* The attribute of a compound *sembler* / *paraître* that looks like a past participle
  (``a semblé préoccupé``, ``a semblé étonné``, ``a paru surpris``): the small model hangs
  ``semblé`` under it as ``aux:pass`` or ``advmod`` and gives it the ``avoir`` auxiliary, so it
  read as an avoir-participle, which does not agree. *Sembler* and *paraître* are no
  auxiliaries; the participle is the subject attribute and agrees with the subject as after
  *être* (Grevisse and Goosse, *Le Bon Usage*, the subject attribute of the attributive verbs).
  The model also calls such an attribute ``obj`` (``ont semblé préoccupés``); these verbs take
  no object, so an adjective there is the attribute.
* The masculine of ``vieille`` / ``belle`` outside a noun phrase before a vowel is ``vieux`` /
  ``beau`` (``est très vieux``, ``était beau et célèbre``): Apertium reads them with the lemma
  ``vieil`` / ``bel`` first, the form used only before a vowel-initial noun (Grevisse and Goosse,
  *Le Bon Usage*, on the adjectives with a second masculine form); that position keeps it
  (``Mon vieil ami``, ``Le nouvel élève``).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    inflector = get_inflector("fr")
    tokens = sentence.split()
    got = inflector.realise(tokens, inflector.phrase_span(tokens, span), gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "Le maître a semblé préoccupé sur la maison .",
            (0, 2),
            "F",
            "La maîtresse a semblé préoccupée sur la maison .",
        ),
        (
            "Le maître a semblé étonné .",
            (0, 2),
            "F",
            "La maîtresse a semblé étonnée .",
        ),
        (
            "Le maître a semblé étonné .",
            (0, 2),
            "N",
            "Le·La maître·sse a semblé étonné·e .",
        ),
        (
            "Les infirmiers ont semblé préoccupés .",
            (0, 2),
            "F",
            "Les infirmières ont semblé préoccupées .",
        ),
        (
            "La voisine a semblé très préoccupée .",
            (0, 2),
            "M",
            "Le voisin a semblé très préoccupé .",
        ),
        (
            "Le chanteur a paru étonné .",
            (0, 2),
            "F",
            "La chanteuse a paru étonnée .",
        ),
        # an avoir-participle with no attributive verb still does not agree
        (
            "Le maître a étonné le public .",
            (0, 2),
            "F",
            "La maîtresse a étonné le public .",
        ),
        # the attribute of another subject (a thing) stays
        (
            "Le directeur a dit que le livre a semblé abîmé .",
            (0, 2),
            "F",
            "La directrice a dit que le livre a semblé abîmé .",
        ),
    ],
)
def test_compound_sembler_attribute(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(sentence, span, gender) == want


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The owner seemed surprised.",
            "Le maître a semblé étonné.",
            "F",
            "La maîtresse a semblé étonnée.",
        ),
        (
            "The nurses seemed worried.",
            "Les infirmiers ont semblé préoccupés.",
            "F",
            "Les infirmières ont semblé préoccupées.",
        ),
        (
            "The singer appeared surprised.",
            "Le chanteur a paru étonné.",
            "N",
            "Le·La chanteur·euse a paru étonné·e.",
        ),
        (
            "The owner seemed worried about the house.",
            "Le maître a semblé préoccupé sur la maison.",
            "F",
            "La maîtresse a semblé préoccupée sur la maison.",
        ),
    ],
)
def test_realiser(source: str, mt: str, gender: str, want: str) -> None:
    realiser = SentenceRealiser()
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want  # type: ignore[arg-type]


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Ma voisine est devenue très vieille .", (0, 2), "Mon voisin est devenu très vieux ."),
        ("La chanteuse était belle et célèbre .", (0, 2), "Le chanteur était beau et célèbre ."),
        ("La pianiste est plus vieille que lui .", (0, 2), "Le pianiste est plus vieux que lui ."),
        # before a vowel-initial noun the second masculine form stays
        ("Ma vieille amie est arrivée .", (0, 3), "Mon vieil ami est arrivé ."),
        ("La nouvelle élève est arrivée .", (0, 3), "Le nouvel élève est arrivé ."),
    ],
)
def test_full_masculine_outside_the_noun_phrase(sentence: str, span: tuple[int, int], want: str) -> None:
    assert _realise(sentence, span, "M") == want
