"""Repairs made when session 30's branches were merged, each for a regression the merger found on
MT-GenEval **dev** flips (fr 79 and 1071, it 588, es 145); the sentences here are written for the
tests, of the same shapes:

* French (fr-inflect-50): a clause-final word right after an article is a noun ("Au-delà du
  réel"), and an adjective after "N de N" may be the head noun's ("titulaire de fonction
  actuel"): neither is the subject's attribute (french_secondary_predicate);
* Italian (it-inflect-43): an unknown word in the imperfect ("mirava") is a verb the dictionary
  lacks, not a detached adjective (clause_final_predicatives);
* Spanish (es-inflect-34): a comma that opens no list leaves the next adjective alone ("junto
  con", spanish_predicative_conjuncts; tested in test_cue_fragments).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to


@pytest.mark.skipif(morphology("fr") is None or morphology("it") is None, reason="Apertium not installed")
@pytest.mark.parametrize(
    ("lang", "feminine", "masculine"),
    [
        (
            "fr",
            "Elle a écrit pour la revue Au-delà du réel.",
            "Il a écrit pour la revue Au-delà du réel.",
        ),
        (
            "fr",
            "La dernière femme de la famille est la tante du titulaire de fonction actuel.",
            "Le dernier homme de la famille est l'oncle du titulaire de fonction actuel.",
        ),
        (
            "it",
            "La giovane atleta era sicura di sé, e mirava al successo.",
            "Il giovane atleta era sicuro di sé, e mirava al successo.",
        ),
    ],
)
def test_flips_keep_what_is_no_attribute(lang: str, feminine: str, masculine: str) -> None:
    inflector = get_inflector(lang)
    assert flip_to(inflector, masculine, feminine, "F")[0] == feminine
    assert flip_to(inflector, feminine, masculine, "M")[0] == masculine
