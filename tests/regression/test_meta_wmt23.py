"""WMT23 en-de meta-evaluation against MQM reproduces the shared task (mt-metrics-eval) and FairQE Table 4.

* ``MTME``: the values mt-metrics-eval itself computes (google-research/mt-metrics-eval commit
  ``68a481a``, ``tasks.WMT23(['en-de'], k=0, primary=False)``, run on this dataset's
  ``original/`` folder): (avg-corr, sys accuracy, sys Pearson, seg Pearson, seg acc-t).
* ``PAPER``: FairQE Table 4 rows computed from WMT23's submitted score files (3 decimals).
  (Its COMETKiwi 22 row, 0.743 / 0.864 / 0.901 / 0.548 / 0.224, is not the official
  ``CometKiwi-src`` file, which gives 0.816 / 0.985 / 0.946 / 0.569 / 0.475.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairmt.bench.meta import (
    MQMData,
    backbone_scores,
    discover_metrics,
    load_mqm,
    meta_evaluate,
    read_seg_scores,
    read_sys_scores,
    sacrebleu_scores,
)
from fairmt.cli.main import main
from fairmt.qe.base import get_backbone

pytestmark = pytest.mark.regression

# metric file name -> (avg-corr, sys accuracy, sys Pearson, seg Pearson, seg acc-t)
MTME = {
    "MetricX-23-QE-b-src": (
        0.848881344902812,
        0.9848484848484849,
        0.981512270730067,
        0.6281814397440726,
        0.605830039525693,
    ),
    "XCOMET-Ensemble-refA": (
        0.8452895406701421,
        0.9393939393939394,
        0.9802347791655796,
        0.6953226529149218,
        0.6039855072463783,
    ),
    "XCOMET-QE-Ensemble-src": (
        0.8423580284726495,
        0.9545454545454546,
        0.9741816754181016,
        0.6790435536806154,
        0.5882740447957848,
    ),
    "GEMBA-MQM-src": (0.8299067323058267, 1.0, 0.9929748649993522, 0.5021419710493689, 0.5720685111989461),
    "MetricX-23-QE-src": (
        0.8295073724543768,
        0.9242424242424242,
        0.9686415789132758,
        0.6260471767428168,
        0.5964426877470367,
    ),
    "CometKiwi-XL-src": (
        0.8165240912185142,
        0.9848484848484849,
        0.9748327293034059,
        0.44635868292165193,
        0.5706521739130429,
    ),
    "CometKiwi-src": (
        0.8161039329235864,
        0.9848484848484849,
        0.9455259709310666,
        0.47526860181203934,
        0.5691699604743076,
    ),
    "BERTscore-refA": (
        0.7536585470662368,
        0.8787878787878788,
        0.8906103682525502,
        0.3250216446409806,
        0.5280303030303027,
    ),
    "BLEU-refA": (
        0.7419582570473561,
        0.8939393939393939,
        0.9165409261353755,
        0.19205003142924454,
        0.5195981554677204,
    ),
    "chrF-refA": (
        0.7215674386629747,
        0.8181818181818182,
        0.865726154300167,
        0.23197804538571232,
        0.5192358366271412,
    ),
    "eBLEU-refA": (
        0.7112284180905143,
        0.8787878787878788,
        0.9182586277443074,
        -0.010578845602538035,
        0.5122859025032939,
    ),
    "Random-sysname-src": (
        0.5450006329690388,
        0.5606060606060606,
        0.3573493576279485,
        0.06392052825874879,
        0.40876152832674567,
    ),
    "prismSrc-src": (
        0.43296733215127137,
        0.25757575757575757,
        -0.3274223907704754,
        0.4246261336196459,
        0.4256916996047426,
    ),
}

# FairQE Table 4: (avg-corr, sys accuracy, sys Pearson, seg acc-t, seg Pearson)
PAPER = {
    "BLEU-refA": (0.742, 0.894, 0.917, 0.520, 0.192),
    "chrF-refA": (0.722, 0.818, 0.866, 0.519, 0.232),
    "BERTscore-refA": (0.754, 0.879, 0.891, 0.528, 0.325),
}

# length-ratio run here, its scores fed to mt-metrics-eval (same commit) with AddMetric:
# (avg-corr, sys accuracy, sys Pearson, seg Pearson, seg acc-t, scored systems)
MTME_LENGTH_RATIO = {
    "en-de": (
        0.4983572700429845,
        0.45454545454545453,
        0.18518676002029966,
        0.07518918688484191,
        0.4086956521739126,
        12,
    ),
    "he-en": (
        0.3637070319316676,
        0.2948717948717949,
        -0.5558896419644456,
        0.01710937459101198,
        0.42934646654159225,
        13,
    ),
    "zh-en": (
        0.3260807573947783,
        0.29523809523809524,
        -0.7479888808624251,
        0.04366006442895413,
        0.3612493425577534,
        15,
    ),
}


@pytest.fixture(scope="module")
def mtme_dir(data_root: Path) -> Path:
    d = data_root / "wmt23_mqm_mtme"
    if not (d / "original" / "wmt23" / "human-scores").is_dir():
        pytest.skip("wmt23_mqm_mtme not in the data folder")
    return d


@pytest.fixture(scope="module")
def ende(mtme_dir: Path) -> MQMData:
    return load_mqm(mtme_dir, "en-de")


def _metric_dir(data: MQMData) -> Path:
    assert data.metric_dir is not None
    return data.metric_dir


def test_wmt23_ende_setup(ende: MQMData) -> None:
    assert len(ende.scored_systems()) == 12
    assert "refA" not in ende.scored_systems() and "synthetic_ref" not in ende.scored_systems()
    assert ende.complete_texts and ende.n_segments == 557


@pytest.mark.parametrize("name", sorted(MTME))
def test_official_scores_match_mt_metrics_eval(ende: MQMData, name: str) -> None:
    d = _metric_dir(ende)
    r = meta_evaluate(
        ende, read_seg_scores(d / f"{name}.seg.score"), read_sys_scores(d / f"{name}.sys.score")
    )
    avg, acc, sys_r, seg_r, acc_t = MTME[name]
    assert r.avg_corr == pytest.approx(avg, abs=1e-12)
    assert r.sys_accuracy == pytest.approx(acc, abs=1e-12)
    assert r.sys_pearson == pytest.approx(sys_r, abs=1e-12)
    assert r.seg_pearson == pytest.approx(seg_r, abs=1e-12)
    assert r.seg_acc_t == pytest.approx(acc_t, abs=1e-12)
    assert (r.n_systems, r.n_segments, r.n_pairs, r.n_system_pairs) == (12, 460, 5520, 66)
    assert r.sys_agree / 66 == r.sys_accuracy


@pytest.mark.parametrize("name", sorted(PAPER))
def test_fairqe_table4_baselines(ende: MQMData, name: str) -> None:
    d = _metric_dir(ende)
    r = meta_evaluate(
        ende, read_seg_scores(d / f"{name}.seg.score"), read_sys_scores(d / f"{name}.sys.score")
    )
    got = (r.avg_corr, r.sys_accuracy, r.sys_pearson, r.seg_acc_t, r.seg_pearson)
    assert [round(x, 3) for x in got] == list(PAPER[name])


def test_published_segment_pearson(ende: MQMData) -> None:
    """The brief's published values: segment-level Pearson with MQM over the 12 systems."""
    d = _metric_dir(ende)
    for name, expected in (("BLEU-refA", 0.192), ("chrF-refA", 0.232), ("CometKiwi-src", 0.475)):
        r = meta_evaluate(
            ende, read_seg_scores(d / f"{name}.seg.score"), read_sys_scores(d / f"{name}.sys.score")
        )
        assert round(r.seg_pearson, 3) == expected


@pytest.mark.parametrize("metric", ["bleu", "chrf"])
def test_text_metrics_equal_official_files(ende: MQMData, metric: str) -> None:
    pytest.importorskip("sacrebleu")
    d = _metric_dir(ende)
    name = {"bleu": "BLEU-refA", "chrf": "chrF-refA"}[metric]
    computed = sacrebleu_scores(ende, metric)
    official_seg = read_seg_scores(d / f"{name}.seg.score")
    official_sys = read_sys_scores(d / f"{name}.sys.score")
    assert computed.sys is not None
    for s in ende.scored_systems():
        assert computed.sys[s] == pytest.approx(official_sys[s], abs=1e-9)
        assert computed.seg[s] == pytest.approx(official_seg[s], abs=1e-9)
    r = meta_evaluate(ende, computed.seg, computed.sys)
    avg, acc, sys_r, seg_r, acc_t = MTME[name]
    assert (r.avg_corr, r.sys_accuracy, r.sys_pearson, r.seg_pearson, r.seg_acc_t) == pytest.approx(
        (avg, acc, sys_r, seg_r, acc_t), abs=1e-9
    )


@pytest.mark.parametrize("lp", sorted(MTME_LENGTH_RATIO))
def test_length_ratio_matches_mt_metrics_eval(mtme_dir: Path, lp: str) -> None:
    data = load_mqm(mtme_dir, lp)
    computed = backbone_scores(data, get_backbone("length-ratio"))
    r = meta_evaluate(data, computed.seg, None)
    *expected, n_sys = MTME_LENGTH_RATIO[lp]
    assert r.n_systems == n_sys
    assert [r.avg_corr, r.sys_accuracy, r.sys_pearson, r.seg_pearson, r.seg_acc_t] == pytest.approx(
        expected, abs=1e-12
    )


def test_tsv_gives_the_same_segment_level(mtme_dir: Path, ende: MQMData) -> None:
    tsv = load_mqm(mtme_dir / "wmt23_ende_mqm.tsv", "en-de")
    d = _metric_dir(ende)
    seg, sys_ = read_seg_scores(d / "CometKiwi-src.seg.score"), read_sys_scores(d / "CometKiwi-src.sys.score")
    a, b = meta_evaluate(ende, seg, sys_), meta_evaluate(tsv, seg, sys_)
    assert a.as_dict() == b.as_dict()


def test_all_metrics_cli(mtme_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["qe", "meta", "--mqm", str(mtme_dir), "--all-metrics"]) == 0
    out = json.loads(capsys.readouterr().out)
    ranked = [m for m in out["metrics"] if m["rank"] is not None]
    assert len(ranked) == 43
    by_name = {m["metric"]: m for m in ranked}
    for name, (avg, *_) in MTME.items():
        assert by_name[name]["avg_corr"] == pytest.approx(avg, abs=1e-12)
    assert ranked[0]["metric"] == "MetricX-23-QE-b-src"
    assert {m["metric"] for m in out["metrics"] if m["rank"] is None} == {
        "HuaweiTSC_EE_Metric-refA",
        "slide-src",
    }
    assert all(not s["metric"].endswith("synthetic_ref") or "reference" in s["why"] for s in out["skipped"])
    assert len(discover_metrics(mtme_dir / "original" / "wmt23" / "metric-scores" / "en-de")) == 71
