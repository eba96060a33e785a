"""No reader turns bad input into a traceback: generated malformed files (hypothesis) and the
probes of issue 16, each a test.

Every reader of a user file must either return or raise a :class:`~fairmt.errors.FairmtError`
whose message is one line; nothing else may escape. ``FAIRMT_FUZZ_EXAMPLES`` sets the number of
generated cases per reader (200 by default, as in CI; more for a longer local run).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fairmt.bench.meta import read_fairqe_scores, read_seg_scores
from fairmt.cli.main import main
from fairmt.data.challenge_sets import read_challenge_file
from fairmt.data.json_input import parse_json, read_json_file
from fairmt.data.readers import read_translations
from fairmt.data.sanity import header_warning, language_warning, placeholder_warning
from fairmt.errors import FairmtError
from fairmt.fairqe.io import read_items, read_text_pair
from fairmt.llm.pricing import load_prices
from fairmt.report.loaders import load_result
from fairmt.translate.sources import read_sources

EXAMPLES = int(os.environ.get("FAIRMT_FUZZ_EXAMPLES", "200"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# Fragments a hostile or broken file is made of: each alone is a line, and lines are joined.
_NASTY = [
    '{"src": "The doctor came.", "mt": "Der Arzt kam.", "tgt_lang": "de"}',
    '{"id": ' + "9" * 5000 + ', "src": "a", "mt": "b"}',
    "[" * 5000 + "]" * 5000,
    '{"src": "The doctor \\ud800 came.", "mt": "Der Arzt kam."}',
    '{"src": "x", "mt": NaN}',
    '{"src": "x", "mt": Infinity, "q_final": -Infinity}',
    '{"src": "x\u2028y", "mt": "a\u0085b", "q_final": 0.5, "q_orig": 0.5}',
    "\ufeff{}",
    "source\ttranslation",
    "foo\tbar",
    "The doctor came.\tDer Arzt kam.",
    "The doctor came. ||| Der Arzt kam.",
    "male\t1\tThe doctor asked the nurse to help her.\tdoctor",
    "sys\t0.5",
    "sys\tNone",
    '{"q_final": 1e309}',
    '{"settings": [{"setting": "fem-masc", "columns": [{"key": "es", "mean": []}]}]}',
    '{"lang": "de", "accuracy": "x"}',
    "\x00",
    "",
    "\t\t\t",
    '{"src": 5, "mt": null}',
    "[]",
    '"a string"',
]

lines_strategy = st.lists(
    st.one_of(st.sampled_from(_NASTY), st.text(max_size=40)),
    min_size=0,
    max_size=6,
)


def _write(tmp: Path, name: str, lines: list[str], newline: str, raw: bytes | None) -> Path:
    path = tmp / name
    if raw is not None:
        path.write_bytes(raw)
    else:
        path.write_bytes(newline.join(lines).encode("utf-8", "surrogatepass"))
    return path


def _only_clean_errors(fn: Callable[[Path], Any], path: Path) -> None:
    try:
        fn(path)
    except FairmtError as e:
        assert "\n" not in str(e), f"a multi-line error: {e!r}"
        assert str(e), "an empty error message"


READERS: dict[str, tuple[str, Callable[[Path], Any]]] = {
    "translations": ("t.txt", lambda p: read_translations(p)),
    "translations-jsonl": ("t.jsonl", lambda p: read_translations(p)),
    "fairqe-items": ("i.tsv", lambda p: read_items(str(p), tgt_lang="de")),
    "fairqe-items-jsonl": ("i.jsonl", lambda p: read_items(str(p), tgt_lang="de")),
    "report": ("r.json", load_result),
    "translate-sources": ("s.jsonl", lambda p: read_sources(str(p))),
    "qe-meta-fairqe-scores": ("f.jsonl", lambda p: read_fairqe_scores(p, "q_final", 4)),
    "qe-meta-seg-scores": ("m.seg.score", read_seg_scores),
    "challenge-set": ("en.txt", read_challenge_file),
    "price-table": ("prices.json", load_prices),
    "json-file": ("x.json", read_json_file),
    "fairqe-text-pair": ("mt.txt", lambda p: read_text_pair(str(p), str(p), "de")),
    "fairqe-text-pair-sources": ("src.txt", lambda p: read_text_pair(str(p), str(_three_lines(p)), "de")),
}


def _three_lines(beside: Path) -> Path:
    """A well-formed translations file of three lines beside ``beside`` (for -s/-t fuzzing)."""
    path = beside.with_name("three.txt")
    path.write_text("Der Arzt kam.\nDie Ärztin ging.\nDas Kind schlief.\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("reader", sorted(READERS))
@FUZZ
@given(
    lines=lines_strategy,
    newline=st.sampled_from(["\n", "\r\n", "\r"]),
    raw=st.one_of(st.none(), st.binary(max_size=64)),
)
def test_generated_bad_files_give_one_line_errors(
    reader: str, lines: list[str], newline: str, raw: bytes | None, tmp_path_factory: pytest.TempPathFactory
) -> None:
    name, fn = READERS[reader]
    path = _write(tmp_path_factory.mktemp("fuzz"), name, lines, newline, raw)
    _only_clean_errors(fn, path)


@FUZZ
@given(st.text(max_size=200))
def test_parse_json_raises_only_data_errors(text: str) -> None:
    try:
        parse_json(text, "x.json", 1)
    except FairmtError as e:
        assert e.exit_code == 3 and "\n" not in str(e)


@pytest.mark.fuzz_many
@settings(max_examples=EXAMPLES * 10, deadline=None, database=None)
@given(lines=lines_strategy)
def test_many_generated_jsonl_inputs_for_fairqe(
    lines: list[str], tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("many") / "x.jsonl"
    path.write_bytes("\n".join(lines).encode("utf-8", "surrogatepass"))
    _only_clean_errors(lambda p: read_items(str(p), tgt_lang="de"), path)


# --------------------------------------------------------------------------- the probes of issue 16


TRANSLATE = ["translate", "--engine", "apertium", "--src", "en", "--tgt", "es"]


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(args)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return rc, err


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        (
            '{"id": ' + "1" * 4400 + ', "src": "The doctor.", "mt": "Der Arzt.", "tgt_lang": "de"}',
            "4,300 digits",
        ),
        ("[" * 100_000 + "]" * 100_000, "nested more than"),
        ('{"src": "The doctor \\ud800.", "mt": "Der Arzt.", "tgt_lang": "de"}', "lone surrogate \\ud800"),
        ('{"src": "The doctor.", "mt": "Der Arzt.", "tgt_lang": "de", "x": NaN}', "NaN is not valid JSON"),
    ],
)
@pytest.mark.parametrize("command", ["qe-score", "winomt", "report", "diagnose", "qe-meta", "translate"])
def test_hostile_json_lines_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, problem: str, command: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n", encoding="utf-8")
    args = {
        "qe-score": ["qe", "score", "-i", str(path), "--agents", "none", "-q"],
        "winomt": ["winomt", "--translations", str(path), "--lang", "de", "-q"],
        "report": ["report", str(path), "-o", str(tmp_path / "r.html")],
        "diagnose": ["diagnose", "--lang", "de", "--reg", str(path), "-q"],
        "qe-meta": ["qe", "meta", "--lp", "en-de", "--scores", str(path), "-q"],
        "translate": [*TRANSLATE, "--input", str(path), "-o", str(tmp_path / "out.txt"), "-q"],
    }[command]
    rc, err = _run(args, capsys)
    if command == "report" and "NaN" in problem:
        problem = "not a fairmt result file"  # the report reads NaN scores (Python writes them)
    assert rc == 3
    assert problem in err and str(path) in err and len(err.strip().splitlines()) == 1


def test_header_only_tsv_with_the_backbone_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "h.tsv"
    path.write_text("source\ttranslation\n", encoding="utf-8")
    rc, err = _run(["qe", "score", "-i", str(path), "--agents", "none", "--tgt-lang", "de"], capsys)
    assert rc == 3 and "no items" in err


def test_binary_price_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "ok.tsv"
    src.write_text("source\ttranslation\nThe doctor came.\tDer Arzt kam.\n", encoding="utf-8")
    prices = tmp_path / "prices.json"
    prices.write_bytes(bytes(range(256)))
    args = ["qe", "score", "-i", str(src), "--tgt-lang", "de", "--agents", "llm"]
    args += ["--llm", "openai/gpt-4.1-mini", "--prices", str(prices), "--dry-run"]
    rc, err = _run(args, capsys)
    assert rc == 3 and "prices.json" in err and "UTF-8" in err


@pytest.mark.parametrize(("option", "value"), [("--alpha", "nan"), ("--alpha", "inf"), ("--beta", "1e309")])
def test_non_finite_weights_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, value: str
) -> None:
    src = tmp_path / "ok.tsv"
    src.write_text("source\ttranslation\nThe doctor came.\tDer Arzt kam.\n", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main(["qe", "score", "-i", str(src), "--tgt-lang", "de", option, value])
    assert exit_.value.code == 2
    assert f"argument {option}: must be a finite number" in capsys.readouterr().err


def test_numbers_out_of_range_and_nan_prices_are_refused(tmp_path: Path) -> None:
    with pytest.raises(FairmtError, match="out of range"):
        parse_json('{"q_final": 1e400}', "x.jsonl", 1)
    prices = tmp_path / "prices.json"
    prices.write_text('{"my-model": ["nan", 1.0]}', encoding="utf-8")
    with pytest.raises(FairmtError, match="not a finite non-negative price"):
        load_prices(prices)


def test_fairqe_config_refuses_nan_from_python() -> None:
    from fairmt.fairqe.pipeline import FairQEConfig

    with pytest.raises(FairmtError, match="finite"):
        FairQEConfig(alpha=float("nan"))
    with pytest.raises(FairmtError, match="finite"):
        FairQEConfig(beta=float("inf"))


def test_nul_byte_is_refused_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nul.tsv"
    path.write_bytes(
        b"source\ttranslation\nThe nurse came.\tDie Pflegerin kam.\nThe\x00doctor came.\tDer Arzt kam.\n"
    )
    rc, err = _run(["qe", "score", "-i", str(path), "--tgt-lang", "de", "--agents", "none"], capsys)
    assert rc == 3 and f"{path}:3: contains a NUL character" in err


def test_unknown_human_annotation_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(FairmtError, match="no human annotations for language 'xx'") as err:
        from fairmt.winomt.human import read_human_annotations

        read_human_annotations(Path("."), ["xx"])
    assert err.value.exit_code == 2


def test_report_reads_fairqe_output_with_line_separators(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "u.jsonl"
    item = {"src": "The doctor\u2028came.", "mt": "Der Arzt\u0085kam.", "tgt_lang": "de"}
    src.write_text(json.dumps(item, ensure_ascii=False) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    rc, _ = _run(["qe", "score", "-i", str(src), "-o", str(out), "-q"], capsys)
    assert rc == 0 and "\u2028" in out.read_text(encoding="utf-8")
    rc, err = _run(["report", str(out), "-o", str(tmp_path / "r.html")], capsys)
    assert rc == 0, err


# --------------------------------------------------------------------------- sanity warnings


def test_header_like_first_line_warns() -> None:
    warning = header_warning(["foo", "bar"], ["The doctor came.\tDer Arzt kam."], ("source", "translation"))
    assert warning and "'foo', 'bar'" in warning
    assert header_warning(["Hello", "Hallo"], ["Bye\tTschüss"], ("source",)) is None
    assert header_warning(["The doctor came.", "Der Arzt kam."], ["x y\tz"], ("source",)) is None


def test_placeholder_translations_warn() -> None:
    assert placeholder_warning(["None"] * 3)
    assert placeholder_warning(["Der Arzt kam."] * 6)
    assert placeholder_warning(["Der Arzt kam.", "Die Ärztin kam.", "Er kam."]) is None


def test_tsv_header_warning_reaches_the_log(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "foo.tsv"
    path.write_text("foo\tbar\nThe doctor came.\tDer Arzt kam.\n", encoding="utf-8")
    items = read_items(str(path), tgt_lang="de")
    assert len(items) == 2 and "looks like a header" in caplog.text


# Real sentences the team wrote, one set per language (not from any evaluation set).
_FRENCH = [
    "Le médecin est arrivé en retard à l'hôpital ce matin.",
    "Elle a dit que la réunion était reportée à la semaine prochaine.",
    "Les enfants jouent dans le jardin avec leur chien.",
    "Nous avons acheté du pain et des fruits au marché.",
    "Il ne pense pas que le train sera à l'heure.",
    "La directrice a félicité toute l'équipe pour son travail.",
    "Je voudrais réserver une table pour deux personnes.",
    "Le musée est fermé le lundi et les jours fériés.",
]
_GERMAN = [
    "Der Arzt ist heute Morgen zu spät ins Krankenhaus gekommen.",
    "Sie hat gesagt, dass die Besprechung auf nächste Woche verschoben wird.",
    "Die Kinder spielen mit ihrem Hund im Garten.",
    "Wir haben auf dem Markt Brot und Obst gekauft.",
    "Er glaubt nicht, dass der Zug pünktlich ist.",
    "Die Direktorin hat dem ganzen Team für die Arbeit gedankt.",
    "Ich möchte einen Tisch für zwei Personen reservieren.",
    "Das Museum ist am Montag und an Feiertagen geschlossen.",
]
_RUSSIAN = [
    "Врач сегодня утром опоздал в больницу.",
    "Она сказала, что встреча перенесена на следующую неделю.",
    "Дети играют в саду со своей собакой.",
    "Мы купили хлеб и фрукты на рынке.",
    "Он не думает, что поезд придёт вовремя.",
]


def test_language_warning_on_real_sentences() -> None:
    assert language_warning(_FRENCH, "de") is not None and "'fr'" in (language_warning(_FRENCH, "de") or "")
    assert language_warning(_FRENCH, "fr") is None
    assert language_warning(_GERMAN, "de") is None
    assert language_warning(_GERMAN, "es") is not None
    assert language_warning(_RUSSIAN, "ru") is None
    assert language_warning(_RUSSIAN, "de") is not None
    assert language_warning(_GERMAN, "xx") is None  # a language the guesser does not know: no opinion


def test_french_scored_as_german_warns(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "fr.tsv"
    rows = "".join(f"Source {i}.\t{t}\n" for i, t in enumerate(_FRENCH))
    path.write_text("source\ttranslation\n" + rows, encoding="utf-8")
    read_items(str(path), tgt_lang="de")
    assert "look like 'fr'" in caplog.text and "not 'de'" in caplog.text
