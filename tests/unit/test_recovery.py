from __future__ import annotations

from types import MappingProxyType

import pytest

from fairmt.align.base import Alignment
from fairmt.gender.base import Gender
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import entity_span, parse_links
from fairmt.winomt.recovery import (
    RecoveryModel,
    RecoveryStats,
    is_failed,
    normalise,
    recover_spans,
    similarity,
    template,
)

Row = tuple[ChallengeItem, str, Alignment]


def _row(sentence: str, index: int, entity: str, target: str, links: str) -> Row:
    return ChallengeItem(Gender.MALE, index, sentence, entity), target, parse_links(links)


def _split(rows: list[Row]) -> tuple[list[ChallengeItem], list[str], list[Alignment]]:
    return [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows]


# A toy German file. English tokens: The(0) developer(1) ...; the aligner links the
# English article to the German article and the noun to the noun, except in FAILED.
TRAIN: list[Row] = [
    _row(
        "The developer called the nurse .",
        1,
        "developer",
        "Der Entwickler rief die Krankenschwester an .",
        "0-0 1-1 2-2 3-3 4-4 5-6",
    ),
    _row(
        "The developer thanked the nurse .",
        1,
        "developer",
        "Der Entwickler dankte der Krankenschwester .",
        "0-0 1-1 2-2 3-3 4-4 5-5",
    ),
    _row(
        "The nurse visited the developer .",
        4,
        "developer",
        "Die Krankenschwester besuchte den Entwickler .",
        "0-0 1-1 2-2 3-3 4-4 5-5",
    ),
    _row(
        "The nurse greeted the developer .",
        4,
        "developer",
        "Die Krankenschwester grüßte den Entwickler .",
        "0-0 1-1 2-2 3-3 4-4 5-5",
    ),
    _row(
        "The nurse met the cook .",
        1,
        "nurse",
        "Die Krankenschwester traf den Koch .",
        "0-0 1-1 2-2 3-3 4-4 5-5",
    ),
]

# "developer" (English 4) and its article (3) are linked to nothing; the aligner
# attached the noun to "helped" (2).
FAILED = _row(
    "The nurse helped the developer because she was kind .",
    4,
    "developer",
    "Die Krankenschwester half der Entwicklerin , weil sie nett war .",
    "0-0 1-1 2-2 2-4 5-6 6-7 7-9 8-8 9-10",
)


def test_normalise_and_similarity() -> None:
    assert normalise("«Entwicklerin,»") == "entwicklerin"
    assert normalise("l’infirmière.") == "l'infirmière"
    assert normalise("...") == ""
    assert similarity("entwickler", "entwickler") == 1.0
    assert similarity("entwicklerin", "entwickler") == pytest.approx(20 / 22)
    assert similarity("לרופא", "הרופא") == pytest.approx(8 / 10)
    assert similarity("ab", "ab") == 0.0  # common part under 3 characters
    assert similarity("entwicklerin", "entwickler", 0.95) == 0.0  # under the floor


def test_template_masks_pronouns() -> None:
    assert template("The nurse said he left.") == template("The nurse said she left.")
    assert template("The nurse said her name.") == template("The nurse said his name.")
    assert template("The nurse left.") != template("The cook left.")


def test_failed_row_recovered_by_stem_with_article() -> None:
    model = RecoveryModel.learn(*_split(TRAIN), str.split)
    assert dict(model.inventory["developer"]) == {"entwickler": 4}
    item, target, links = FAILED
    before = entity_span(item, target, links)
    assert before.empty
    span = model.recover(item, target, links)
    # The feminine form matches the inventory's masculine one; the aligner links the
    # English article to the word before the noun in every training row, so "der" comes along.
    assert span.words == ("der", "Entwicklerin")
    assert span.indices == (3, 4)
    assert (span.target, span.source_entity, span.source) == (target, "developer", item.sentence)
    cand = model.candidate(item, target.split(), links)
    assert cand is not None and cand.form == "entwickler"


def test_punctuation_only_span_counts_as_failed() -> None:
    model = RecoveryModel.learn(*_split(TRAIN), str.split)
    item, target, _ = FAILED
    links = parse_links("0-0 1-1 2-2 4-5")  # developer -> ","
    span = entity_span(item, target, links)
    assert span.words == (",",) and is_failed(span)
    assert model.recover(item, target, links).words == ("der", "Entwicklerin")


def test_non_empty_rows_are_untouched() -> None:
    rows = [*TRAIN, FAILED]
    # A row whose noun is (wrongly) aligned to a verb is left as the aligner had it.
    wrong = _row(
        "The nurse helped the developer .",
        4,
        "developer",
        "Die Krankenschwester half dem Entwickler .",
        "0-0 1-1 2-2 4-2 5-5",
    )
    rows.append(wrong)
    spans, stats = recover_spans(*_split(rows), str.split)
    for (item, target, links), span in zip(rows, spans, strict=True):
        base = entity_span(item, target, links)
        if not is_failed(base):
            assert span == base
    assert spans[-1].words == ("half",)
    assert stats == RecoveryStats(rows=7, failed=1, recovered=1, with_article=1)


def test_no_candidate_stays_empty() -> None:
    model = RecoveryModel.learn(*_split(TRAIN), str.split)
    # The entity was left out of the translation.
    item, target, links = _row(
        "The nurse helped the developer .", 4, "developer", "Die Krankenschwester half .", "0-0 1-1 2-2 5-3"
    )
    span = entity_span(item, target, links)
    assert model.recover_span(span, item, links) is span
    # An entity the model never saw aligned has no inventory.
    item2, target2, links2 = _row(
        "The nurse helped the tailor .",
        4,
        "tailor",
        "Die Krankenschwester half dem Schneider .",
        "0-0 1-1 5-4",
    )
    assert model.recover(item2, target2, links2).empty


def test_other_entitys_word_is_not_taken() -> None:
    rows = [*TRAIN]
    # "cleaner" is translated "Hausmeister" in three templates, "janitor" in two.
    for verb in ("saw", "met", "paid"):
        rows.append(
            _row(
                f"The cleaner {verb} the cook .",
                1,
                "cleaner",
                f"Der Hausmeister {verb} den Koch .",
                "0-0 1-1 2-2 3-3 4-4 5-5",
            )
        )
    for verb in ("saw", "met"):
        rows.append(
            _row(
                f"The janitor {verb} the cook .",
                1,
                "janitor",
                f"Der Hausmeister {verb} den Koch .",
                "0-0 1-1 2-2 3-3 4-4 5-5",
            )
        )
    model = RecoveryModel.learn(*_split(rows), str.split)
    # The janitor is untranslated; the only "Hausmeister" is the cleaner's.
    item, target, links = _row(
        "The cleaner called the janitor .",
        4,
        "janitor",
        "Der Hausmeister rief an .",
        "0-0 1-1 2-2 5-4",
    )
    assert model.recover(item, target, links).empty
    # Linked to a verb instead, the same word is the janitor's.
    links2 = parse_links("0-0 2-1 2-2 5-4")
    item2 = ChallengeItem(Gender.MALE, 4, "The nurse called the janitor .", "janitor")
    assert model.recover(item2, target, links2).words[-1] == "Hausmeister"


def test_repeated_templates_count_once() -> None:
    # The same sentence with he/she: one template, so one piece of evidence.
    rows = [
        _row(
            f"The developer called the nurse because {p} was late .",
            1,
            "developer",
            "Der Entwickler rief die Krankenschwester an .",
            "0-0 1-1 2-2 3-3 4-4",
        )
        for p in ("he", "she")
    ]
    model = RecoveryModel.learn(*_split(rows), str.split)
    assert dict(model.inventory["developer"]) == {"entwickler": 1}
    assert model.forms("developer") == ()
    assert RecoveryModel.learn(*_split(rows), str.split, min_count=1).forms("developer") == (
        ("entwickler", 1),
    )


def test_forms_filter_short_and_unspecific_forms() -> None:
    model = RecoveryModel(
        inventory=MappingProxyType(
            {"developer": MappingProxyType({"entwickler": 5, "mit": 3, "de": 4, "selten": 1})}
        ),
        # "mit" is linked to something in 40 templates, to "developer" in only 3.
        form_templates=MappingProxyType({"entwickler": 6, "mit": 40, "de": 4, "selten": 1}),
        articles=MappingProxyType({}),
        article_rate=0.0,
    )
    assert model.forms("developer") == (("entwickler", 5),)
    assert model.forms("Developer ") == (("entwickler", 5),)
    assert model.forms("nurse") == ()


def test_deterministic_and_order_independent() -> None:
    rows = [*TRAIN, FAILED]
    a, sa = recover_spans(*_split(rows), str.split)
    b, sb = recover_spans(*_split(rows), str.split)
    assert a == b and sa == sb
    m1 = RecoveryModel.learn(*_split(rows), str.split)
    m2 = RecoveryModel.learn(*_split(rows[::-1]), str.split)
    assert m1 == m2
    item, target, links = FAILED
    assert m1.recover(item, target, links) == m2.recover(item, target, links)


def test_tie_goes_to_the_entity_position() -> None:
    model = RecoveryModel.learn(*_split(TRAIN), str.split)
    # Two equally good tokens: the one nearer the English entity's relative position wins.
    item, target, links = _row(
        "The developer spoke while the nurse listened .",
        1,
        "developer",
        "Entwickler sprach , als die Krankenschwester dem Entwickler zuhörte .",
        "2-1 3-3 4-4 5-5 7-9",
    )
    span = model.recover(item, target, links)
    assert span.indices == (0,)


def test_from_corpus_skips_untranslated_rows() -> None:
    items, targets, links = _split(TRAIN)
    corpus = [(it.sentence, t) for it, t in zip(items, targets, strict=True)]
    lookup = {s: i for i, (s, _) in enumerate(corpus)}
    extra = ChallengeItem(Gender.FEMALE, 1, "The baker left .", "baker")
    model = RecoveryModel.from_corpus([*items, extra], corpus, lookup, links, str.split)
    assert model == RecoveryModel.learn(items, targets, links, str.split)


def test_version_names_the_settings() -> None:
    model = RecoveryModel.learn(*_split(TRAIN), str.split, threshold=0.8)
    assert model.version() == "entity-recovery-1(min_count=2,threshold=0.8,min_share=0.1)"


def test_stats_add() -> None:
    assert RecoveryStats(3, 2, 1, 0) + RecoveryStats(4, 1, 1, 1) == RecoveryStats(7, 3, 2, 1)
    assert RecoveryStats(7, 3, 2, 1).still_failed == 1
