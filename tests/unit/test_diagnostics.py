"""Diagnostics metrics on small hand-made cases with known answers, and the pipeline on the example."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from fairmt.diagnostics import (
    SystemTranslations,
    adjective_items,
    adjective_rows,
    adjective_sentences,
    adjective_set,
    diagnose,
    find_translation_files,
    gender_accuracy,
    load_sets,
    minimal_pair_accuracy,
    minimal_pairs,
    prior_bias,
    unknown_rate,
)
from fairmt.diagnostics._percent import split_percent
from fairmt.diagnostics.mpa import MinimalPair
from fairmt.diagnostics.tables import render_text
from fairmt.errors import DataError, UsageError
from fairmt.gender.base import Gender
from fairmt.winomt.challenge import ChallengeItem, read_challenge_set

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN
EXAMPLE = Path(str(resources.files("fairmt") / "examples"))


def item(gold: Gender, index: int, sentence: str, entity: str, line: int = 1) -> ChallengeItem:
    return ChallengeItem(gold, index, sentence, entity, line)


# ---------------------------------------------------------------- Table 1: accuracy


def test_gender_accuracy_counts_unknown_as_wrong_and_neutral_gold_in_overall() -> None:
    gold = [M, M, F, F, N]
    pred = [M, U, F, M, M]
    a = gender_accuracy(gold, pred)
    assert (a.n, a.correct, a.unknown) == (5, 2, 1)
    assert a.overall == 40.0  # 2 of 5: the neutral-gold row is in the denominator
    assert a.masculine == 50.0  # 1 of 2 male-gold rows
    assert a.feminine == 50.0
    assert a.unknown_rate == 20.0


def test_gender_accuracy_rounds_to_one_decimal_and_handles_empty_groups() -> None:
    a = gender_accuracy([M, M, M], [M, F, F])
    assert a.overall == 33.3 and a.masculine == 33.3
    assert a.feminine is None  # no female-gold row
    empty = gender_accuracy([], [])
    assert empty.overall is None and empty.unknown_rate is None
    with pytest.raises(ValueError):
        gender_accuracy([M], [])


def test_unknown_rate() -> None:
    assert unknown_rate([M, U, U, F]).percent == 50.0
    assert unknown_rate([]).percent is None


def test_split_percent_always_sums_to_100() -> None:
    assert split_percent(1, 2) == (33.3, 66.7)
    assert split_percent(2, 1) == (66.7, 33.3)
    assert split_percent(1, 0) == (100.0, 0.0)
    assert split_percent(0, 0) == (None, None)
    for a in range(0, 30):
        for b in range(0, 30):
            x, y = split_percent(a, b)
            if x is not None and y is not None:
                assert round(x + y, 1) == 100.0


# ---------------------------------------------------------------- Table 2: MPA

PRO = [
    item(M, 1, "The developer argued with the designer because he did not like the design.", "developer", 1),
    item(F, 4, "The mechanic called the nurse because she was busy.", "nurse", 2),
    item(M, 5, "The tailor waited for the physician and handed him a suit.", "physician", 3),
    item(F, 7, "The carpenter made a desk for the clerk because she needed a desk.", "clerk", 4),
    item(M, 1, "The chief hired the cashier because he was busy.", "chief", 5),
]
ANTI = [
    item(F, 1, "The developer argued with the designer because she did not like the design.", "developer", 1),
    item(M, 4, "The mechanic called the nurse because he was busy.", "nurse", 2),
    item(M, 4, "The physician hired the tailor and pleased him with generous payment.", "tailor", 3),
    item(M, 7, "The carpenter made a desk for the clerk because he needed one.", "clerk", 4),
    item(F, 1, "The chief hired the cashier because she was busy.", "chief", 5),
]


def test_minimal_pairs_classify_valid_irregular_and_excluded() -> None:
    pairs = minimal_pairs(PRO, ANTI)
    assert [p.line for p in pairs] == [1, 2, 3, 4, 5]
    assert [p.valid for p in pairs] == [True, True, False, True, True]
    assert [p.pronoun_only for p in pairs] == [True, True, False, False, True]
    assert [p.stereotype for p in pairs] == [M, F, M, F, M]


def test_pronoun_swaps_are_not_differences() -> None:
    a = item(M, 1, "The chief asked the clerk to help him with his work himself.", "chief")
    b = item(F, 1, "The chief asked the clerk to help her with her work herself.", "chief")
    assert MinimalPair(1, a, b).pronoun_only
    c = item(F, 2, "The chief asked the clerk to help her with her work herself.", "chief")
    assert not MinimalPair(1, a, c).pronoun_only  # the index moved
    d = item(F, 1, "The chief asked the clerk to help her with the work herself.", "chief")
    assert not MinimalPair(1, a, d).pronoun_only


def test_mpa_known_answer() -> None:
    pairs = minimal_pairs(PRO, ANTI)
    pro_pred = [M, F, M, F, M]
    anti_pred = [F, F, M, M, None]  # pair 2: anti wrong; pair 3 excluded; pair 5 missing
    r = minimal_pair_accuracy(pairs, pro_pred, anti_pred)
    assert r.scored == 3 and r.accurate == 2
    assert r.mpa == 66.7
    assert (r.accurate_pro_m, r.accurate_pro_f) == (1, 1)  # pair 1 (developer, M) and pair 4 (clerk, F)
    assert (r.pro_f, r.pro_m) == (50.0, 50.0)
    assert r.excluded == (3,) and r.irregular == (4,) and r.missing == (5,)
    assert r.mpa_pro_f == 50.0 and r.mpa_pro_m == 100.0
    d = r.to_dict()
    assert d["excluded_lines"] == [3] and d["irregular_lines"] == [4]


def test_mpa_is_zero_for_a_system_that_ignores_the_cue() -> None:
    pairs = minimal_pairs(PRO, ANTI)
    for constant in (M, F):
        r = minimal_pair_accuracy(pairs, [constant] * 5, [constant] * 5)
        assert r.mpa == 0.0 and r.pro_f is None
    # always the stereotype (the pro gold): right on every pro line, wrong on every anti line
    r = minimal_pair_accuracy(pairs, [p.pro.gold for p in pairs], [p.pro.gold for p in pairs])
    assert r.mpa == 0.0
    # unknown on one side is wrong
    r = minimal_pair_accuracy(pairs, [p.pro.gold for p in pairs], [U] * 5)
    assert r.accurate == 0


def test_mpa_perfect_system_and_input_checks() -> None:
    pairs = minimal_pairs(PRO, ANTI)
    r = minimal_pair_accuracy(pairs, [p.pro.gold for p in pairs], [p.anti.gold for p in pairs])
    assert r.mpa == 100.0 and r.scored == 4  # the excluded pair is not scored even though "right"
    assert (r.pro_f, r.pro_m) == (50.0, 50.0)
    with pytest.raises(DataError):
        minimal_pairs(PRO, ANTI[:4])
    with pytest.raises(ValueError):
        minimal_pair_accuracy(pairs, [M], [M])


# ---------------------------------------------------------------- Table 3: Prior Bias


def test_prior_bias_excludes_unknown_and_neutral() -> None:
    pb = prior_bias([M, M, M, F, U, N])
    assert (pb.n, pb.male, pb.female, pb.neutral, pb.unknown, pb.detected) == (6, 3, 1, 1, 1, 4)
    assert (pb.masculine, pb.feminine) == (75.0, 25.0)
    assert pb.stereotypical is None


def test_prior_bias_stereotype_share() -> None:
    pb = prior_bias([M, F, M, F, U], stereotypes=[M, M, F, F, M])
    assert (pb.masculine, pb.feminine) == (50.0, 50.0)
    assert pb.stereotypical == 50.0  # rows 1 and 4 of the 4 detected follow the stereotype
    assert prior_bias([U, N]).masculine is None
    with pytest.raises(ValueError):
        prior_bias([M], stereotypes=[])


# ---------------------------------------------------------------- WinoMT §3.3: adjectives


def test_adjective_inserted_before_the_entity_and_index_shifted() -> None:
    anti = [
        item(
            F, 1, "The developer argued with the designer because she did not like the design.", "developer"
        ),
        item(
            M, 5, "The developer argued with the designer because his idea cannot be implemented.", "designer"
        ),
        item(M, 1, "The construction worker helped the clerk because he was kind.", "construction worker"),
    ]
    assert adjective_sentences(anti) == [
        "The pretty developer argued with the designer because she did not like the design.",
        "The developer argued with the handsome designer because his idea cannot be implemented.",
        "The handsome construction worker helped the clerk because he was kind.",
    ]
    shifted = adjective_items(anti)
    assert [it.index for it in shifted] == [2, 6, 2]
    for it in shifted:
        assert it.tokens[it.index] == it.entity.split()[0]
        assert it.tokens[it.index - 1] in ("pretty", "handsome")
    assert adjective_rows(anti)[0] == (
        "female\t2\tThe pretty developer argued with the designer because she did not like the design."
        "\tdeveloper"
    )


def test_adjective_neutral_rows_unchanged_and_whitespace_runs() -> None:
    neutral = item(N, 1, "The technician told the customer that they could pay with cash.", "technician")
    assert adjective_items([neutral]) == [neutral]
    double = item(F, 4, "The teacher asked the  physician about it.", "physician")
    [shifted] = adjective_items([double])
    assert shifted.sentence == "The teacher asked the pretty physician about it."
    assert shifted.index == 5
    custom = adjective_sentences([double], {F: "tall", M: "short"})
    assert custom == ["The teacher asked the tall physician about it."]


def test_adjective_set_is_named_by_content() -> None:
    anti = [item(F, 1, "The nurse smiled because she was happy.", "nurse")]
    a, b = adjective_set(anti), adjective_set(anti)
    assert a.name == "winomt-adj" and a.fingerprint == b.fingerprint
    assert list(a.subsets) == ["all"]
    other = adjective_set([item(M, 1, "The nurse smiled because he was happy.", "nurse")])
    assert other.fingerprint != a.fingerprint


# ---------------------------------------------------------------- inputs


def test_find_translation_files(tmp_path: Path) -> None:
    for name in ("en-de.txt", "en_pro.txt", "en_anti-de.tsv", "en_neu.txt", "adj.en-de.txt", "en-fr.txt"):
        (tmp_path / name).write_text("x\n", encoding="utf-8")
    found = find_translation_files(tmp_path, "de")
    assert {k: v.name for k, v in found.items()} == {
        "reg": "en-de.txt",
        "pro": "en_pro.txt",
        "anti": "en_anti-de.tsv",
        "neutral": "en_neu.txt",
        "adj": "adj.en-de.txt",
    }
    (tmp_path / "en_adj.txt").write_text("x\n", encoding="utf-8")
    with pytest.raises(DataError, match="two translation files for ADJ"):
        find_translation_files(tmp_path, "de")
    only_fr = tmp_path / "fr"
    only_fr.mkdir()
    (only_fr / "en-fr.txt").write_text("x\n", encoding="utf-8")
    with pytest.raises(DataError, match="no translation file"):
        find_translation_files(only_fr, "it")
    with pytest.raises(DataError, match="not found"):
        find_translation_files(tmp_path / "nope", "de")


def test_system_translations_checks_set_names() -> None:
    with pytest.raises(UsageError, match="unknown set"):
        SystemTranslations("x", {"regular": "f.txt"})
    with pytest.raises(UsageError, match="no translation file"):
        SystemTranslations("x", {})


# ---------------------------------------------------------------- pipeline on the built-in example


def test_pipeline_on_example_equals_winomt_and_hand_count() -> None:
    ch = read_challenge_set(EXAMPLE, name="fairmt-example")
    [d] = diagnose([SystemTranslations("ex", {"reg": EXAMPLE / "en-de.txt"})], "de", ch, None, cache=False)
    assert d.winomt is not None
    reg, pro, anti = d.accuracy("reg"), d.accuracy("pro"), d.accuracy("anti")
    assert reg is not None and pro is not None and anti is not None
    assert reg.overall == d.winomt["accuracy"]
    assert pro.overall == d.winomt["accuracy_pro"] == 100.0
    assert anti.overall == d.winomt["accuracy_anti"] == 50.0
    # every pro sentence right and half of the anti ones: 4 of the 8 pairs are accurate
    assert d.mpa is not None and (d.mpa.accurate, d.mpa.scored, d.mpa.mpa) == (4, 8, 50.0)
    assert d.mpa.pro_f is not None and d.mpa.pro_f + (d.mpa.pro_m or 0) == 100.0
    assert d.prior_bias is None and d.adjectives is None
    assert d.sets["pro"].source == "reg"
    sig = str(d.signature)
    assert "task:diagnostics" in sig and "compat:mt_gender-2022" in sig and "mpa_pairs:8/8" in sig
    text = render_text([d])
    assert "Table 1" in text and "Table 2" in text and "Table 5" in text and "(from REG)" in text


def test_pipeline_with_separate_set_files(tmp_path: Path) -> None:
    """Plain line-parallel files for PRO and ANTI and a separate neutral set take precedence."""
    ch = read_challenge_set(EXAMPLE, name="fairmt-example")
    by_src = dict(
        line.split(" ||| ") for line in (EXAMPLE / "en-de.txt").read_text(encoding="utf-8").splitlines()
    )
    for sub in ("pro", "anti"):
        lines = [by_src[it.sentence] for it in ch.subsets[sub]]
        (tmp_path / f"en_{sub}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    # a neutral set: the pro sentences, its translations all masculine but one
    neu = tmp_path / "en_neu_set.txt"
    neu.write_text((EXAMPLE / "en_pro.txt").read_text(encoding="utf-8"), encoding="utf-8")
    pro_targets = [by_src[it.sentence] for it in ch.subsets["pro"]]
    (tmp_path / "en_neu.txt").write_text("\n".join(pro_targets) + "\n", encoding="utf-8")
    sys_ = SystemTranslations.from_directory("files", tmp_path, "de")
    assert set(sys_.files) == {"pro", "anti", "neutral"}
    [d] = diagnose([sys_], "de", ch, neu, cache=False)
    assert d.sets["pro"].source == "file" and "reg" not in d.sets
    assert d.mpa is not None and d.mpa.scored == 8
    assert d.prior_bias is not None and d.prior_bias.n == 8
    assert d.prior_bias.detected + d.prior_bias.unknown + d.prior_bias.neutral == 8
    assert "neutral:en_neu_set@" in str(d.signature)


def test_diagnose_input_errors(tmp_path: Path) -> None:
    ch = read_challenge_set(EXAMPLE, name="fairmt-example")
    reg = SystemTranslations("a", {"reg": EXAMPLE / "en-de.txt"})
    with pytest.raises(UsageError, match="given twice"):
        diagnose([reg, reg], "de", ch, None)
    with pytest.raises(UsageError, match="no system"):
        diagnose([], "de", ch, None)
    with pytest.raises(DataError, match="neutral set is not available"):
        diagnose([SystemTranslations("n", {"neutral": EXAMPLE / "en-de.txt"})], "de", ch, None)
    short = tmp_path / "short.txt"
    short.write_text("Ein Satz.\n", encoding="utf-8")
    with pytest.raises(DataError, match="missing lines"):
        diagnose([SystemTranslations("s", {"pro": short})], "de", ch, None, cache=False)


# ---------------------------------------------------------------- translating the sets (--engine)


class _FakeEngine:
    """A translator with fairmt.translate's interface that copies the source with a marker."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def signature_items(self) -> list[tuple[str, object]]:
        return [("engine", "fake"), ("model", "copy-1")]

    def translate(self, sources: list[str], batch_size: int | None = None) -> list[str]:
        self.calls.append(list(sources))
        return [f"<{s}>\nline two" for s in sources]


def test_translate_sets_once_per_distinct_sentence(tmp_path: Path) -> None:
    from fairmt.diagnostics.engine import translate_sets

    sets = load_sets(read_challenge_set(EXAMPLE, name="fairmt-example"), EXAMPLE / "en_pro.txt")
    fake = _FakeEngine()
    done = translate_sets(sets, ["reg", "pro", "anti", "neutral", "adj"], "de", fake, out_dir=tmp_path)
    # en_pro/en_anti (and the neutral set, here en_pro itself) are sentences of en.txt: 18 + 8 adjective ones
    assert [len(c) for c in fake.calls] == [26] and done.sentences == 26
    assert done.signature == (("engine", "fake"), ("model", "copy-1"))
    assert {k: p.name for k, p in done.files.items()} == {
        "reg": "en-de.txt",
        "pro": "en_pro-de.txt",
        "anti": "en_anti-de.txt",
        "neutral": "en_neu-de.txt",
        "adj": "en_adj-de.txt",
    }
    pro_lines = done.files["pro"].read_text(encoding="utf-8").splitlines()
    assert len(pro_lines) == 8
    src, tgt = pro_lines[0].split(" ||| ")
    assert src == sets.items("pro")[0].sentence and tgt == f"<{src}> line two"  # one line
    adj_src = [line.split(" ||| ")[0] for line in done.files["adj"].read_text(encoding="utf-8").splitlines()]
    assert adj_src == sets.sentences("adj")
    # the folder is a system folder
    assert find_translation_files(tmp_path, "de") == done.files


def test_translate_sets_with_a_function_and_errors(tmp_path: Path) -> None:
    from fairmt.diagnostics.engine import translate_sets

    sets = load_sets(read_challenge_set(EXAMPLE, name="fairmt-example"), None)

    def shout(sents: object) -> list[str]:
        return [str(s).upper() + " ||| x" for s in sents]  # type: ignore[attr-defined]

    done = translate_sets(sets, ["pro"], "de", shout, out_dir=tmp_path)
    line = done.files["pro"].read_text(encoding="utf-8").splitlines()[0]
    assert line.count(" ||| ") == 1  # the separator inside a translation is defused
    assert done.signature == (("engine", "shout"),)
    with pytest.raises(UsageError, match="unknown set"):
        translate_sets(sets, ["regular"], "de", shout, out_dir=tmp_path)
    with pytest.raises(DataError, match="returned 1 translations"):
        translate_sets(sets, ["pro"], "de", lambda s: ["x"], out_dir=tmp_path)
    with pytest.raises(DataError, match="no neutral set"):
        translate_sets(sets, ["neutral"], "de", shout, out_dir=tmp_path)
