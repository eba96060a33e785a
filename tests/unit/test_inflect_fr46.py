"""French variants, session 35 (fr46): sentences written for these tests (not from any evaluation set).

* "mâle"/"femelle" after a person noun that the MT already wrote in the target gender stays
  (french_sex_adjectives): "L'infirmière mâle" realised feminine is no "L'infirmière femelle".
"""

from __future__ import annotations

from fairmt.inflect.french_sex_adjectives import keep_sex_adjective


def test_male_kept_after_person_noun_already_in_target_gender() -> None:
    tokens = ["L'infirmière", "mâle", "était", "fatiguée."]
    base = ["L'infirmière", "femelle", "était", "fatiguée."]
    assert keep_sex_adjective(base, tokens) == tokens
    tokens = ["Les", "serveuses", "mâles", "riaient."]
    base = ["Les", "serveuses", "femelles", "riaient."]
    assert keep_sex_adjective(base, tokens) == tokens


def test_sex_adjective_still_swaps_after_epicene_noun() -> None:
    tokens = ["Les", "souris", "mâles", "dormaient."]
    base = ["Les", "souris", "femelles", "dormaient."]
    assert keep_sex_adjective(base, tokens) == base
