"""``fairmt diagnose``: JSON and text output, the input conventions, comparison mode, errors."""

from __future__ import annotations

import json
import sys
from importlib import resources
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, EXIT_MISSING_DEPENDENCY, EXIT_UNSUPPORTED, EXIT_USAGE

EXAMPLE = Path(str(resources.files("fairmt") / "examples"))


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def _json(capsys: pytest.CaptureFixture[str], args: list[str]) -> dict[str, object]:
    assert main(args) == 0
    out: dict[str, object] = json.loads(capsys.readouterr().out)
    return out


def test_example_json(capsys: pytest.CaptureFixture[str]) -> None:
    out = _json(capsys, ["diagnose", "--example"])
    assert out["lang"] == "de"
    [sys_] = out["systems"]  # type: ignore[misc]
    assert sys_["system"] == "example"
    assert sys_["accuracy"]["PRO-S"]["overall"] == 100.0
    assert sys_["accuracy"]["ANTI-S"]["overall"] == 50.0
    assert sys_["mpa"]["mpa"] == 50.0 and sys_["mpa"]["scored"] == 8
    assert sys_["mpa"]["pro_f"] + sys_["mpa"]["pro_m"] == 100.0
    assert sys_["prior_bias"] is None and sys_["adjectives"] is None
    assert set(sys_["unknown_rate"]) == {"REG", "PRO-S", "ANTI-S"}
    assert "task:diagnostics" in sys_["signature"] and "analyzer:german-rules" in sys_["signature"]
    assert "sets" not in sys_


def test_example_details_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    out = _json(capsys, ["diagnose", "--example", "--details"])
    sets = out["systems"][0]["sets"]  # type: ignore[index]
    assert sets["pro"]["from"] == "reg" and sets["reg"]["n"] == 18
    assert main(["diagnose", "--example", "-f", "text"]) == 0
    text = capsys.readouterr().out
    for needle in ("Table 1", "Table 2", "Table 3", "Table 5", "MPA", "Pro-F", "REG", "ANTI-S", "signature"):
        assert needle.lower() in text.lower()


def test_comparison_mode_one_row_per_system(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "sysb"
    folder.mkdir()
    (folder / "en-de.txt").write_bytes((EXAMPLE / "en-de.txt").read_bytes())
    args = [
        "diagnose",
        "--lang",
        "de",
        "--challenge-set",
        str(EXAMPLE),
        "--neutral-set",
        str(EXAMPLE / "en_pro.txt"),
        "--system",
        f"a=reg:{EXAMPLE / 'en-de.txt'}",
        "--system",
        f"b={folder}",
    ]
    out = _json(capsys, args)
    names = [s["system"] for s in out["systems"]]  # type: ignore[attr-defined]
    assert names == ["a", "b"]
    a, b = out["systems"]  # type: ignore[misc]
    assert a["mpa"] == b["mpa"] and a["accuracy"] == b["accuracy"]
    assert main([*args, "-f", "text"]) == 0
    text = capsys.readouterr().out
    table2 = text.split("Table 2")[1].split("Table 3")[0]
    assert "\na " in table2 and "\nb " in table2


def test_single_system_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["diagnose", "--lang", "de", "--challenge-set", str(EXAMPLE)]
    out = _json(capsys, [*args, "--reg", str(EXAMPLE / "en-de.txt"), "--name", "mine"])
    assert out["systems"][0]["system"] == "mine"  # type: ignore[index]


def test_write_adjective_set(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diagnose", "--challenge-set", str(EXAMPLE), "--write-adjective-set", "-"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 8
    gold, index, sentence, entity = rows[0].split("\t")
    assert (gold, index, entity) == ("female", "2", "surgeon")
    assert sentence == "The pretty surgeon thanked the receptionist because she finished the operation early."
    dest = tmp_path / "adj.tsv"
    assert main(["diagnose", "--challenge-set", str(EXAMPLE), "--write-adjective-set", str(dest)]) == 0
    assert dest.read_text(encoding="utf-8").splitlines() == rows


def _rc(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(args)
    return rc, capsys.readouterr().err


def test_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reg = str(EXAMPLE / "en-de.txt")
    ch = ["--challenge-set", str(EXAMPLE), "--neutral-set", str(EXAMPLE / "en_pro.txt")]
    rc, err = _rc(["diagnose", "--reg", reg], capsys)
    assert rc == EXIT_USAGE and "--lang" in err
    rc, err = _rc(["diagnose", "--lang", "xx", "--reg", reg], capsys)
    assert rc == EXIT_UNSUPPORTED
    rc, err = _rc(["diagnose", "--lang", "de", *ch], capsys)
    assert rc == EXIT_USAGE and "no translations" in err
    rc, err = _rc(["diagnose", "--lang", "de", *ch, "--system", "nofile"], capsys)
    assert rc == EXIT_USAGE and "NAME=" in err
    rc, err = _rc(["diagnose", "--lang", "de", *ch, "--system", f"a=regular:{reg}"], capsys)
    assert rc == EXIT_USAGE and "SET:FILE" in err
    rc, err = _rc(["diagnose", "--lang", "de", *ch, "--system", f"a={tmp_path / 'missing'}"], capsys)
    assert rc == EXIT_USAGE and "neither a folder" in err
    rc, err = _rc(
        ["diagnose", "--lang", "de", *ch, "--system", f"a=reg:{reg}", "--system", f"a=reg:{reg}"], capsys
    )
    assert rc == EXIT_USAGE and "twice" in err
    rc, err = _rc(["diagnose", "--lang", "de", *ch, "--reg", str(tmp_path / "nope.txt")], capsys)
    assert rc == EXIT_BAD_DATA and "nope.txt" in err
    rc, err = _rc(["diagnose", "--example", "--reg", reg], capsys)
    assert rc == EXIT_USAGE


def test_engine_without_translate_package(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "fairmt.translate", None)  # import fails as if absent
    rc, err = _rc(
        ["diagnose", "--lang", "es", "--engine", "apertium", "--challenge-set", str(EXAMPLE)], capsys
    )
    assert rc == EXIT_MISSING_DEPENDENCY
    assert "fairmt.translate" in err


def test_engine_errors_before_any_work(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("fairmt.translate")
    rc, err = _rc(
        ["diagnose", "--lang", "es", "--engine", "apertiumm", "--challenge-set", str(EXAMPLE)], capsys
    )
    assert rc == EXIT_USAGE and "apertium" in err  # did-you-mean
    rc, err = _rc(
        ["diagnose", "--lang", "de", "--engine", "apertium", "--challenge-set", str(EXAMPLE)], capsys
    )
    assert rc == EXIT_UNSUPPORTED and "en-de" in err
    rc, err = _rc(
        ["diagnose", "--lang", "es", "--engine", "apertium", "--reg", str(EXAMPLE / "en-de.txt")], capsys
    )
    assert rc == EXIT_USAGE


def test_engine_path_with_a_fake_engine(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--engine translates every set once and diagnoses the files, named after the engine."""
    import fairmt.diagnostics.engine as engine_mod

    by_src = dict(
        line.split(" ||| ") for line in (EXAMPLE / "en-de.txt").read_text(encoding="utf-8").splitlines()
    )

    class Fake:
        def __enter__(self) -> Fake:
            return self

        def __exit__(self, *exc: object) -> None:
            return None

        def signature_items(self) -> list[tuple[str, object]]:
            return [("engine", "fake"), ("model", "lookup")]

        def translate(self, sources: list[str], batch_size: int | None = None) -> list[str]:
            return [by_src.get(s, "Der hübsche Mann.") for s in sources]

    monkeypatch.setattr(engine_mod, "get_translator", lambda engine, lang, model=None: Fake())
    out_dir = tmp_path / "mt"
    args = ["diagnose", "--lang", "de", "--engine", "fake", "--challenge-set", str(EXAMPLE)]
    out = _json(capsys, [*args, "--sets", "reg,adj", "--translations-out", str(out_dir)])
    [d] = out["systems"]  # type: ignore[misc]
    assert d["system"] == "fake"
    assert d["mpa"]["mpa"] == 50.0  # the same translations as the example's REG file
    assert d["adjectives"] is not None and d["prior_bias"] is None
    assert "mt_engine:fake" in d["signature"] and "mt_model:lookup" in d["signature"]
    assert sorted(p.name for p in out_dir.iterdir()) == ["en-de.txt", "en_adj-de.txt"]


def test_pairs_file_feeds_fairmt_attention(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pairs.jsonl"
    assert main(["diagnose", "--example", "--pairs", str(out)]) == 0
    capsys.readouterr()
    recs = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(recs) == 16  # 8 pairs, pro then anti
    assert [r["set"] for r in recs[:2]] == ["pro", "anti"] and recs[0]["pair"] == recs[1]["pair"] == "line 1"
    first = recs[0]
    assert first["target"] == "Der Chirurg" and first["gold"] == "male" and first["correct"] is True
    assert first["model"] == "example" and first["target"] in first["translation"]
    accurate = {r["pair"] for r in recs} - {r["pair"] for r in recs if not r["correct"]}
    assert len(accurate) == 4  # = MPA 50% of 8
    attention = pytest.importorskip("fairmt.diagnostics.attention")
    records = attention.read_pairs(out)
    assert len(records) == 16
    female = attention.accurate_pairs(records, cue_gender="female")
    assert len(female) == 4 and all(len(members) == 1 for members in female)
