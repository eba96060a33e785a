"""Meta-evaluation statistics on tiny hand-computed cases, the loaders' errors, and the ``qe meta`` CLI."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import numpy as np
import pytest

from fairmt.bench.meta import (
    MQMData,
    avg_corr,
    load_mqm,
    meta_evaluate,
    pairwise_accuracy,
    pairwise_agreement,
    read_mqm_tsv,
    read_seg_scores,
    read_sys_scores,
    scored_systems,
    tie_accuracy_at,
    tie_calibrated_accuracy,
)
from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, EXIT_MISSING_DEPENDENCY, EXIT_USAGE, DataError
from fairmt.stats import pearson

NAN = math.nan

# ---------------------------------------------------------------------------------------------
# pairwise accuracy
# ---------------------------------------------------------------------------------------------


def test_pairwise_accuracy_strict_orders() -> None:
    # pairs (0,1) and (0,2) ordered right, (1,2) swapped
    assert pairwise_agreement([1, 2, 3], [1, 3, 2]) == (2, 3)
    assert pairwise_accuracy([1, 2, 3], [1, 3, 2]) == pytest.approx(2 / 3)
    assert pairwise_accuracy([1, 2, 3], [10, 20, 30]) == 1.0
    assert pairwise_accuracy([1, 2, 3], [3, 2, 1]) == 0.0


def test_pairwise_accuracy_ties_agree_only_on_both_sides() -> None:
    # (0,1) tied in both: agree; (0,2) and (1,2): gold says 2 is best, metric says worst
    assert pairwise_agreement([1, 1, 2], [5, 5, 1]) == (1, 3)
    # a tie in the gold only, or in the metric only, disagrees
    assert pairwise_agreement([1, 1], [1, 2]) == (0, 1)
    assert pairwise_agreement([1, 2], [3, 3]) == (0, 1)


def test_pairwise_accuracy_skips_missing_gold() -> None:
    assert pairwise_agreement([1, NAN, 3], [1, 100, 2]) == (1, 1)
    assert math.isnan(pairwise_accuracy([1], [1]))


# ---------------------------------------------------------------------------------------------
# acc-t: tie calibration
# ---------------------------------------------------------------------------------------------

# One segment (row), three systems. Pairs: (0,1) gold tie, |Δm| = 0.1; (0,2) right, |Δm| = 0.8;
# (1,2) right, |Δm| = 0.7.
ROW_A_GOLD = [0.0, 0.0, -5.0]
ROW_A_METRIC = [0.9, 0.8, 0.1]
# All three pairs right, |Δm| = 0.1, 0.2, 0.1.
ROW_B_GOLD = [-1.0, -2.0, -3.0]
ROW_B_METRIC = [0.3, 0.2, 0.1]


def test_acc23_at_fixed_thresholds() -> None:
    g, m = [ROW_A_GOLD], [ROW_A_METRIC]
    assert tie_accuracy_at(g, m, 0.0) == pytest.approx(2 / 3)  # the gold tie is missed
    assert tie_accuracy_at(g, m, 0.1) == pytest.approx(1.0)  # tied in both: right
    assert tie_accuracy_at(g, m, 0.75) == pytest.approx(2 / 3)  # (1,2) now a metric-only tie
    assert tie_accuracy_at(g, m, 1.0) == pytest.approx(1 / 3)


def test_tie_calibration_one_row_picks_the_smallest_best_epsilon() -> None:
    t = tie_calibrated_accuracy([ROW_A_GOLD], [ROW_A_METRIC])
    assert t.accuracy == pytest.approx(1.0)
    assert t.epsilon == pytest.approx(0.1)
    assert (t.n_rows, t.n_pairs) == (1, 3)


def test_tie_calibration_one_epsilon_for_all_rows() -> None:
    # eps = 0: (2/3 + 1) / 2 = 5/6; eps = 0.1: (1 + 1/3) / 2 = 2/3; larger eps is worse
    t = tie_calibrated_accuracy([ROW_A_GOLD, ROW_B_GOLD], [ROW_A_METRIC, ROW_B_METRIC])
    assert t.accuracy == pytest.approx(5 / 6)
    assert t.epsilon == 0.0
    assert t.n_rows == 2


def test_tie_calibration_averages_rows_not_pairs() -> None:
    # Row B loses one system: its 1 pair is right; row A at eps=0.1 is 3/3 right.
    gold = [ROW_A_GOLD, [-1.0, -2.0, NAN], [NAN, NAN, NAN]]
    metric = [ROW_A_METRIC, [0.5, 0.2, 0.1], [0.1, 0.2, 0.3]]
    # at eps = 0: rows (2/3 + 1) / 2 = 5/6, where pooling the pairs would give 3/4
    assert tie_accuracy_at(gold, metric, 0.0) == pytest.approx(5 / 6)
    t = tie_calibrated_accuracy(gold, metric)
    assert t.n_rows == 2 and t.n_pairs == 4
    assert t.accuracy == pytest.approx((1.0 + 1.0) / 2)
    assert t.epsilon == pytest.approx(0.1)


def test_metric_ties_at_epsilon_zero_count() -> None:
    # exact metric ties are ties at eps = 0: right when the gold ties too
    t = tie_calibrated_accuracy([[1.0, 1.0, 0.0]], [[0.5, 0.5, 0.1]])
    assert t.accuracy == pytest.approx(1.0) and t.epsilon == 0.0


def _brute_force(gold: np.ndarray, metric: np.ndarray) -> tuple[float, float]:
    """Every candidate threshold evaluated from scratch; the first (smallest) best one."""
    diffs = {0.0}
    for row_g, row_m in zip(gold, metric, strict=True):
        for i, j in itertools.combinations(range(len(row_g)), 2):
            if not any(math.isnan(x) for x in (row_g[i], row_g[j], row_m[i], row_m[j])):
                diffs.add(abs(row_m[i] - row_m[j]))
    best, best_eps = -1.0, 0.0
    for eps in sorted(diffs):
        acc = tie_accuracy_at(gold, metric, eps)
        if acc > best + 1e-12:
            best, best_eps = acc, eps
    return best, best_eps


@pytest.mark.parametrize("seed", range(6))
def test_sorted_search_equals_brute_force(seed: int) -> None:
    rng = np.random.default_rng(seed)
    rows, systems = 25, 6
    gold = -rng.integers(0, 4, size=(rows, systems)).astype(float)  # many gold ties
    metric = np.round(gold + rng.normal(0, 1.5, size=(rows, systems)), 1)  # some metric ties
    gold[rng.random((rows, systems)) < 0.1] = np.nan
    t = tie_calibrated_accuracy(gold, metric)
    acc, eps = _brute_force(gold, metric)
    assert t.accuracy == pytest.approx(acc, abs=1e-12)
    assert t.epsilon == eps


def test_tie_calibration_without_pairs() -> None:
    t = tie_calibrated_accuracy([[1.0, NAN]], [[0.1, 0.2]])
    assert math.isnan(t.accuracy) and t.n_rows == 0


# ---------------------------------------------------------------------------------------------
# avg-corr
# ---------------------------------------------------------------------------------------------


def test_avg_corr_rescales_pearson() -> None:
    # FairQE Table 4, COMETKiwi 22: (0.864 + 0.9505 + 0.548 + 0.612) / 4 = 0.743625
    assert avg_corr(0.864, 0.901, 0.548, 0.224) == pytest.approx(0.743625)
    assert avg_corr(1.0, 1.0, 1.0, 1.0) == 1.0
    assert avg_corr(0.0, -1.0, 0.0, -1.0) == 0.0


def test_avg_corr_undefined_pearson_counts_as_zero() -> None:
    assert avg_corr(0.5, NAN, 0.5, 0.0) == pytest.approx(0.5)


# ---------------------------------------------------------------------------------------------
# meta_evaluate on a tiny set
# ---------------------------------------------------------------------------------------------


def _tiny() -> MQMData:
    # 3 MT systems + refA, 4 segments; segment 4 is not rated.
    gold = {
        "A": np.array([0.0, -1.0, -5.0, NAN]),
        "B": np.array([-1.0, -1.0, 0.0, NAN]),
        "C": np.array([-6.0, -2.0, -1.0, NAN]),
        "refA": np.array([0.0, 0.0, 0.0, NAN]),
    }
    n = 4
    return MQMData(
        lp="en-de",
        gold=gold,
        sources=[f"s{i}" for i in range(n)],
        references=[f"r{i}" for i in range(n)],
        hypotheses={s: [f"{s}{i}" for i in range(n)] for s in gold},
        path=Path("tiny"),
        dataset="tiny",
        sha256="0" * 64,
        complete_texts=True,
    )


def test_scored_systems_follow_mtme() -> None:
    assert scored_systems(["A", "refA", "synthetic_ref", "B"], "en-de") == ["A", "B"]
    assert scored_systems(["A", "refA", "refB"], "he-en") == ["A", "refA"]  # two references: refA is scored
    assert _tiny().scored_systems() == ["A", "B", "C"]


def test_meta_evaluate_tiny() -> None:
    data = _tiny()
    seg = {
        "A": [0.9, 0.5, 0.1, 100.0],  # the unrated segment 4 still counts in the system mean
        "B": [0.8, 0.5, 0.9, 0.0],
        "C": [0.1, 0.2, 0.7, 0.0],
    }
    r = meta_evaluate(data, seg)
    # gold system means: A -2, B -2/3, C -3; metric means: A 25.375, B 0.55, C 0.25
    assert r.gold_sys["A"] == pytest.approx(-2.0)
    assert r.metric_sys["A"] == pytest.approx(25.375)
    # pairs: A-B gold B>A, metric A>B: wrong; A-C right; B-C right
    assert (r.sys_agree, r.n_system_pairs) == (2, 3)
    assert r.sys_accuracy == pytest.approx(2 / 3)
    assert r.sys_pearson == pytest.approx(pearson([-2, -2 / 3, -3], [25.375, 0.55, 0.25]))
    rated_gold = [0, -1, -5, -1, -1, 0, -6, -2, -1]
    rated_metric = [0.9, 0.5, 0.1, 0.8, 0.5, 0.9, 0.1, 0.2, 0.7]
    assert r.seg_pearson == pytest.approx(pearson(rated_gold, rated_metric))
    # segment 1: all right; segment 2: A-B tie in both (Δm = 0), A-C right, B-C right;
    # segment 3: A-B right, A-C right, B-C right (0.9 > 0.7) -> 1.0 at eps = 0
    assert r.seg_acc_t == pytest.approx(1.0)
    assert (r.n_systems, r.n_segments, r.n_pairs) == (3, 3, 9)
    assert r.avg_corr == pytest.approx(avg_corr(r.sys_accuracy, r.sys_pearson, 1.0, r.seg_pearson))
    assert r.sys_source == "seg-mean"

    r2 = meta_evaluate(data, seg, {"A": 1.0, "B": 3.0, "C": 0.0})
    assert r2.sys_accuracy == 1.0 and r2.sys_source == "file"
    assert r2.seg_pearson == r.seg_pearson


def test_meta_evaluate_missing_scores() -> None:
    data = _tiny()
    with pytest.raises(DataError, match="no segment scores for system"):
        meta_evaluate(data, {"A": [1, 2, 3, 4], "B": [1, 2, 3, 4]})
    with pytest.raises(DataError, match="rated segment"):
        meta_evaluate(data, {"A": [1, 2, NAN, 4], "B": [1, 2, 3, 4], "C": [1, 2, 3, 4]})
    with pytest.raises(DataError, match="segment 3 is rated"):
        meta_evaluate(data, {"A": [1, 2], "B": [1, 2, 3, 4], "C": [1, 2, 3, 4]})


def test_meta_evaluate_system_scores_only() -> None:
    r = meta_evaluate(_tiny(), None, {"A": 1.0, "B": 3.0, "C": 0.0})
    assert r.sys_accuracy == 1.0
    assert math.isnan(r.seg_acc_t) and math.isnan(r.avg_corr)


# ---------------------------------------------------------------------------------------------
# Loaders
# ---------------------------------------------------------------------------------------------


def test_read_seg_scores(tmp_path: Path) -> None:
    f = tmp_path / "m-src.seg.score"
    f.write_text("A\t0.5\nA\tNone\nB\t1\nB\t-2e-1\n", encoding="utf-8")
    s = read_seg_scores(f)
    assert list(s) == ["A", "B"]
    assert math.isnan(s["A"][1]) and s["B"][1] == -0.2


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("A\t0.5\nA 0.6\n", 2, "expected 'system<TAB>score'"),
        ("A\t0.5\nA\tabc\n", 2, "not a number"),
        ("A\t1\nB\t1\nA\t1\n", 3, "two separate blocks"),
        ("A\t1\n\t1\n", 2, "empty system name"),
        ("A\tnan\n", 1, "not a finite number"),
    ],
)
def test_read_seg_scores_errors(tmp_path: Path, text: str, line: int, message: str) -> None:
    f = tmp_path / "bad.seg.score"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=message) as e:
        read_seg_scores(f)
    assert e.value.line == line and e.value.path == str(f)


def test_read_seg_scores_unequal_blocks(tmp_path: Path) -> None:
    f = tmp_path / "bad.seg.score"
    f.write_text("A\t1\nA\t2\nB\t1\n", encoding="utf-8")
    with pytest.raises(DataError, match="different numbers of segments"):
        read_seg_scores(f)


def test_read_sys_scores(tmp_path: Path) -> None:
    f = tmp_path / "m.sys.score"
    f.write_text("A\t1.5\nB\t2\n", encoding="utf-8")
    assert read_sys_scores(f) == {"A": 1.5, "B": 2.0}
    f.write_text("A\t1.5\nA\t2\n", encoding="utf-8")
    with pytest.raises(DataError, match="listed twice") as e:
        read_sys_scores(f)
    assert e.value.line == 2
    f.write_text("A\tNone\n", encoding="utf-8")
    with pytest.raises(DataError, match="not a number"):
        read_sys_scores(f)


TSV_HEADER = "system\tseg_id\tsource\thypothesis\treference\tmqm\n"


def test_read_mqm_tsv(tmp_path: Path) -> None:
    f = tmp_path / "x_ende_mqm.tsv"
    f.write_text(
        TSV_HEADER
        + 'A\t1\tHello\tHallo\tHallo!\t-1.0\nA\t3\tBye\t"Tsch""üs"\tCiao\t0\nB\t1\tHello\tHi\tHallo!\t-5\n',
        encoding="utf-8",
    )
    d = read_mqm_tsv(f, "en-de")
    assert d.n_segments == 3 and d.systems == ["A", "B"]
    assert d.hypotheses["A"] == ["Hallo", None, 'Tsch"üs']
    assert math.isnan(d.gold["B"][2]) and d.gold["B"][0] == -5.0
    assert not d.complete_texts
    assert load_mqm(tmp_path, "en-de").n_segments == 3  # the folder's *ende*mqm*.tsv


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        ("A\tx\tS\tH\tR\t-1\n", 2, "seg_id is not an integer"),
        ("A\t1\tS\tH\tR\t-1\nA\t1\tS\tH\tR\t-2\n", 3, "appears twice"),
        ("A\t1\tS\tH\tR\t-1\nB\t1\tT\tH\tR\t-2\n", 3, "different source"),
        ("A\t1\tS\tH\tR\n", 2, "wrong number of fields"),
        ("A\t1\tS\tH\tR\tbad\n", 2, "not a number"),
    ],
)
def test_read_mqm_tsv_errors(tmp_path: Path, body: str, line: int, message: str) -> None:
    f = tmp_path / "bad.tsv"
    f.write_text(TSV_HEADER + body, encoding="utf-8")
    with pytest.raises(DataError, match=message) as e:
        read_mqm_tsv(f, "en-de")
    assert e.value.line == line


def test_read_mqm_tsv_missing_column(tmp_path: Path) -> None:
    f = tmp_path / "bad.tsv"
    f.write_text("system\tseg_id\tmqm\nA\t1\t0\n", encoding="utf-8")
    with pytest.raises(DataError, match="missing column"):
        read_mqm_tsv(f, "en-de")


# ---------------------------------------------------------------------------------------------
# CLI on a tiny mt-metrics-eval layout
# ---------------------------------------------------------------------------------------------


def _write_mtme(root: Path) -> Path:
    """A 3-system, 4-segment test set in mt-metrics-eval's layout (segment 4 unrated)."""
    d = root / "wmt23"
    for sub in ("human-scores", "sources", "references", "system-outputs/en-de", "metric-scores/en-de"):
        (d / sub).mkdir(parents=True)
    data = _tiny()
    (d / "sources" / "en-de.txt").write_text("".join(f"{s}\n" for s in data.sources), encoding="utf-8")
    (d / "references" / "en-de.refA.txt").write_text(
        "the cat sat\na dog ran\nbirds fly high\nfish swim\n", encoding="utf-8"
    )
    outputs = {
        "A": "the cat sat\na dog ran fast\nbirds high\nfish\n",
        "B": "the cat sits\na dog ran\nbirds fly high\nfish swim\n",
        "C": "a cat\ndog\nbirds fly\nswim\n",
        "refA": "the cat sat\na dog ran\nbirds fly high\nfish swim\n",
    }
    for s, text in outputs.items():
        (d / "system-outputs" / "en-de" / f"{s}.txt").write_text(text, encoding="utf-8")
    lines = []
    for s, g in data.gold.items():
        lines += [f"{s}\t{'None' if math.isnan(x) else x}\n" for x in g]
    (d / "human-scores" / "en-de.mqm.seg.score").write_text("".join(lines), encoding="utf-8")
    seg = {"A": [0.9, 0.5, 0.1, 1.0], "B": [0.8, 0.5, 0.9, 0.0], "C": [0.1, 0.2, 0.7, 0.0]}
    ms = d / "metric-scores" / "en-de"
    (ms / "Good-src.seg.score").write_text(
        "".join(f"{s}\t{x}\n" for s, v in seg.items() for x in v), encoding="utf-8"
    )
    (ms / "Good-src.sys.score").write_text("A\t1\nB\t3\nC\t0\n", encoding="utf-8")
    (ms / "Other-synthetic_ref.seg.score").write_text("A\t1\n", encoding="utf-8")
    (ms / "SysOnly-refA.sys.score").write_text("A\t0\nB\t1\nC\t2\n", encoding="utf-8")
    return root


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    rc = main(["qe", "meta", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_cli_scores_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _write_mtme(tmp_path)
    seg = root / "wmt23" / "metric-scores" / "en-de" / "Good-src.seg.score"
    rc, out, _ = _run(["--mqm", str(root), "--scores", str(seg)], capsys)
    assert rc == 0
    d = json.loads(out)
    for key in (
        "avg_corr",
        "sys_accuracy",
        "sys_pearson",
        "seg_acc_t",
        "seg_pearson",
        "n_systems",
        "n_segments",
    ):
        assert key in d
    assert d["sys_accuracy"] == 1.0 and d["sys_scores_from"] == "file"  # the sibling .sys.score
    assert (d["n_systems"], d["n_segments"], d["n_pairs"]) == (3, 3, 9)
    assert "metric:Good-src" in d["signature"] and "lp:en-de" in d["signature"]
    assert "mqm_sha:" in d["signature"] and d["signature"].startswith("fairmt:")

    rc, out, _ = _run(["--mqm", str(root), "--scores", str(seg), "--seg-mean"], capsys)
    d2 = json.loads(out)
    assert d2["sys_accuracy"] == pytest.approx(2 / 3) and d2["sys_scores_from"] == "seg-mean"
    assert d2["seg_pearson"] == d["seg_pearson"]


def test_cli_text_and_all_metrics(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _write_mtme(tmp_path)
    seg = root / "wmt23" / "metric-scores" / "en-de" / "Good-src.seg.score"
    rc, out, _ = _run(["--mqm", str(root), "--scores", str(seg), "-f", "text"], capsys)
    assert rc == 0 and "avg-corr" in out and "acc-t" in out and "signature" in out

    rc, out, _ = _run(["--mqm", str(root), "--all-metrics"], capsys)
    assert rc == 0
    d = json.loads(out)
    assert [m["metric"] for m in d["metrics"]] == ["Good-src", "SysOnly-refA"]
    assert d["metrics"][0]["rank"] == 1 and d["metrics"][1]["avg_corr"] is None
    assert [s["metric"] for s in d["skipped"]] == ["Other-synthetic_ref"]
    rc, out, _ = _run(["--mqm", str(root), "--all-metrics", "-f", "text"], capsys)
    assert rc == 0 and "Good-src" in out


def test_cli_backbone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _write_mtme(tmp_path)
    rc, out, _ = _run(["--mqm", str(root), "--backbone", "length-ratio"], capsys)
    assert rc == 0
    d = json.loads(out)
    assert d["n_systems"] == 3 and d["sys_scores_from"] == "seg-mean"
    assert "qe:length-ratio-1" in d["signature"] and "texts:all-segments" in d["signature"]


def test_cli_text_metric(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sacrebleu = pytest.importorskip("sacrebleu")
    root = _write_mtme(tmp_path)
    rc, out, _ = _run(["--mqm", str(root), "--metric", "bleu"], capsys)
    assert rc == 0
    d = json.loads(out)
    assert d["sys_scores_from"] == "corpus" and "sacrebleu:nrefs:1" in d["signature"]
    refs = ["the cat sat", "a dog ran", "birds fly high", "fish swim"]
    hyps_b = ["the cat sits", "a dog ran", "birds fly high", "fish swim"]
    assert d["metric_sys"]["B"] == pytest.approx(sacrebleu.corpus_bleu(hyps_b, [refs]).score)


@pytest.mark.parametrize("metric", ["bleu", "chrf"])
def test_text_metric_equals_sacrebleu_calls(metric: str) -> None:
    sacrebleu = pytest.importorskip("sacrebleu")
    from fairmt.bench.meta import sacrebleu_scores

    data = _tiny()
    data.references = ["the cat sat", "a dog ran", "birds fly high", "fish swim"]
    data.hypotheses["A"] = ["the cat sat", "a dog ran fast", "birds high", "fish"]
    c = sacrebleu_scores(data, metric, systems=["A"])
    hyps, refs = data.hypotheses["A"], data.references
    sent = sacrebleu.sentence_bleu if metric == "bleu" else sacrebleu.sentence_chrf
    corpus = sacrebleu.corpus_bleu if metric == "bleu" else sacrebleu.corpus_chrf
    assert list(c.seg["A"]) == pytest.approx([sent(h, [r]).score for h, r in zip(hyps, refs, strict=True)])
    assert c.sys is not None and c.sys["A"] == pytest.approx(corpus(hyps, [refs]).score)


def test_text_metric_without_sacrebleu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "sacrebleu", None)  # import fails as when not installed
    rc, _, err = _run(["--mqm", str(_write_mtme(tmp_path)), "--metric", "chrf"], capsys)
    assert rc == EXIT_MISSING_DEPENDENCY and "pip install 'fairmt[eval]'" in err


def test_cli_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _write_mtme(tmp_path)
    bad = tmp_path / "bad.seg.score"
    bad.write_text("A\t1\nA\tx\n", encoding="utf-8")
    rc, _, err = _run(["--mqm", str(root), "--scores", str(bad)], capsys)
    assert rc == EXIT_BAD_DATA and f"{bad}:2" in err
    rc, _, err = _run(["--mqm", str(root), "--backbone", "no-such-qe"], capsys)
    assert rc == EXIT_USAGE and "unknown QE backbone" in err
    rc, _, err = _run(["--mqm", str(tmp_path / "nowhere"), "--backbone", "length-ratio"], capsys)
    assert rc == EXIT_BAD_DATA
    with pytest.raises(SystemExit):
        main(["qe", "meta", "--mqm", str(root)])  # no source of scores


def test_cli_fairqe_output_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--write-items`` writes FairQE input; ``--scores OUT.jsonl --field`` reads FairQE output,
    and gives what the same scores in mt-metrics-eval's layout give."""
    root = _write_mtme(tmp_path)
    items_file = tmp_path / "items.jsonl"
    rc, _, err = _run(["--mqm", str(root), "--write-items", str(items_file)], capsys)
    assert rc == 0 and "wrote 12 items of 3 systems" in err
    items = [json.loads(x) for x in items_file.read_text(encoding="utf-8").splitlines()]
    assert items[0] == {"id": "A:1", "src": "s0", "mt": "the cat sat", "tgt_lang": "de"}
    seg = {"A": [0.9, 0.5, 0.1, 1.0], "B": [0.8, 0.5, 0.9, 0.0], "C": [0.1, 0.2, 0.7, 0.0]}
    out = tmp_path / "fairqe.jsonl"
    lines = []
    for k, it in enumerate(reversed(items)):  # any order: the ids place the scores
        system, i = it["id"].split(":")
        q = seg[system][int(i) - 1]
        lines.append(json.dumps({"index": k, "id": it["id"], "q_final": q, "q_orig": 1.0 - q}))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rc, text, _ = _run(["--mqm", str(root), "--scores", str(out)], capsys)
    got = json.loads(text)
    seg_file = root / "wmt23" / "metric-scores" / "en-de" / "Good-src.seg.score"
    _, ref_text, _ = _run(["--mqm", str(root), "--scores", str(seg_file), "--seg-mean"], capsys)
    ref = json.loads(ref_text)
    assert rc == 0 and "metric:FairQE.q_final" in got["signature"]
    for key in ("sys_accuracy", "sys_pearson", "seg_pearson", "seg_acc_t", "avg_corr"):
        assert got[key] == pytest.approx(ref[key])
    rc, text, _ = _run(["--mqm", str(root), "--scores", str(out), "--field", "q_orig"], capsys)
    assert rc == 0 and json.loads(text)["seg_pearson"] == pytest.approx(-ref["seg_pearson"])
    # Bad FairQE output: one line naming the file and line, the data exit code.
    out.write_text(json.dumps({"id": "A-1", "q_final": 0.5}) + "\n", encoding="utf-8")
    rc, _, err = _run(["--mqm", str(root), "--scores", str(out)], capsys)
    assert rc == EXIT_BAD_DATA and "fairqe.jsonl:1" in err and "SYSTEM:SEG" in err
    out.write_text(json.dumps({"id": "A:9", "q_final": 0.5}) + "\n", encoding="utf-8")
    rc, _, err = _run(["--mqm", str(root), "--scores", str(out)], capsys)
    assert rc == EXIT_BAD_DATA and "outside 1..4" in err
    out.write_text(json.dumps({"id": "A:1", "q_final": True}) + "\n", encoding="utf-8")
    rc, _, err = _run(["--mqm", str(root), "--scores", str(out)], capsys)
    assert rc == EXIT_BAD_DATA and "not a number" in err
    rc, _, err = _run(["--mqm", str(root), "--scores", str(seg_file), "--field", "q_final"], capsys)
    assert rc == EXIT_USAGE and "--field goes with" in err
