"""``fairmt report``: recognising result files, the page's tables and charts, escaping, the CLI."""

from __future__ import annotations

import html
import json
import os
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
import report_samples as samples

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, DataError
from fairmt.fairqe.taxonomy import Category
from fairmt.report import render_files
from fairmt.report.charts import Axis, Series, bar_chart, gap_axis, nice_step, ratio_axis, strip_local_paths
from fairmt.report.html import build_page, display_names, short_signature
from fairmt.report.loaders import (
    BenchFile,
    FairQEFile,
    GenderViolation,
    MetaFile,
    WinoMTFile,
    load_result,
    parse_result,
)

XSS = "<script>alert(1)</script>"
ATTR = '"onerror=alert(2) x="'
AMP = "R&D &amp; <b>bold</b>"
PAYLOAD = f"{XSS}{ATTR}{AMP}"
CUE = f"The doctor → Der Arzt [C1, {Category.C1.kind}]"


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return samples.make_all(tmp_path_factory.mktemp("results"))


@pytest.fixture(scope="module")
def page(files: dict[str, Path]) -> str:
    return render_files(list(files.values()), "Sample report")


# --------------------------------------------------------------------------- HTML helpers


class _Doc(HTMLParser):
    """Tags, attributes, text and tables (rows of cell texts) of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None
        self._row: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1].append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def parse(page: str) -> _Doc:
    d = _Doc()
    d.feed(page)
    d.close()
    return d


def svgs(page: str) -> list[ET.Element]:
    """Every inline ``<svg>`` of the page, parsed as XML (so they must be well-formed)."""
    return [ET.fromstring(m) for m in re.findall(r"<svg\b.*?</svg>", page, flags=re.S)]


def table_with(doc: _Doc, header: list[str]) -> list[list[str]]:
    for t in doc.tables:
        if t and t[0][: len(header)] == header:
            return t
    raise AssertionError(f"no table with header {header}: {[t[0] for t in doc.tables if t]}")


# --------------------------------------------------------------------------- loaders


def test_loaders_recognise_every_kind(files: dict[str, Path]) -> None:
    fm = load_result(files["bench-fem-masc"])
    assert isinstance(fm, BenchFile) and fm.backbone == "length-ratio"
    (s,) = fm.settings
    assert (s.setting, s.metric, s.method) == ("fem-masc", "ratio", "length-ratio")
    assert [c.key for c in s.columns] == ["es"] and s.columns[0].n == len(samples.GATE_ES)
    raw = json.loads(files["bench-fem-masc"].read_text(encoding="utf-8"))
    assert s.columns[0].mean == raw["settings"][0]["columns"][0]["mean"]
    assert s.signature.startswith("fairmt:") and "setting:fem-masc" in s.signature

    ex = load_result(files["bench-explicit"])
    assert isinstance(ex, BenchFile)
    (e,) = ex.settings
    assert e.metric == "accuracy" and e.columns[0].n == 2 * 3
    assert set(e.columns[0].by_source_gender) == {"feminine", "masculine"}

    meta = load_result(files["meta"])
    assert isinstance(meta, MetaFile) and meta.lp == "en-de"
    (row,) = meta.rows
    assert row.metric == "length-ratio" and row.n_systems == 3 and row.signature == meta.signature

    meta_all = load_result(files["meta-all"])
    assert isinstance(meta_all, MetaFile)
    assert [r.metric for r in meta_all.rows] == ["Good-src", "Bad-src"]
    assert meta_all.rows[0].reference_free is True and meta_all.rows[0].rank == 1

    for key in ("winomt-json", "winomt-jsonl"):
        w = load_result(files[key])
        assert isinstance(w, WinoMTFile)
        (wr,) = w.rows
        assert (wr.system, wr.lang) == ("example", "de") and wr.accuracy is not None
        assert "task:winomt" in wr.signature

    fq = load_result(files["fairqe"])
    assert isinstance(fq, FairQEFile) and len(fq.items) == 4
    first, _, third, fourth = fq.items
    assert first.cues == (CUE,) and first.n_variants == 1
    assert third.q_final is None and third.flags == ("judge_failed",)
    assert [it.line for it in fq.items] == [1, 2, 3, 4]
    assert [it.gender_violation for it in fq.items] == [False, False, False, True]
    assert fourth.violations == (GenderViolation("engineer", "Ingenieur", "F", "M"),)
    assert fourth.violations[0].text() == "engineer → Ingenieur: expected F, found M"


def test_gender_violations_without_the_list_come_from_the_cues() -> None:
    """An output line with the flag but no ``violations`` list: the contradicted explicit cues."""
    line = samples.fairqe_lines()[3]
    del line["violations"]
    (item,) = parse_result(json.dumps(line) + "\n", "f.jsonl").items  # type: ignore[union-attr]
    assert item.violations == (GenderViolation("engineer", "Ingenieur", "F", "M"),)
    # Without the flag nothing is inferred (the scorer decides what a violation is).
    line["flags"] = []
    (item,) = parse_result(json.dumps(line) + "\n", "f.jsonl").items  # type: ignore[union-attr]
    assert item.violations == () and not item.gender_violation


def test_single_winomt_result_and_one_line_fairqe(tmp_path: Path) -> None:
    one = parse_result(json.dumps({"lang": "de", "system": "x", "accuracy": 60.0, "delta_g": 1.0}), "w.json")
    assert isinstance(one, WinoMTFile) and one.rows[0].delta_s is None
    item = {"q_final": float("nan"), "q_orig": 0.5, "cues": ["she"], "flags": "odd"}
    fq = parse_result(json.dumps(item) + "\n", "f.jsonl")
    assert isinstance(fq, FairQEFile)
    assert fq.items[0].q_final is None and fq.items[0].cues == ("she",) and fq.items[0].flags == ("odd",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ('{"a": 1}', "not a fairmt result file"),
        ("[]", "not a fairmt result file"),
        ("42", "not a fairmt result file"),
        ("hello world", "not JSON or JSON Lines"),
        ('{"q_final": 1, "q_orig": 1}\n{"x": 2}\n', "line 2"),
        ('{"q_final": 1, "q_orig": 1}\n{broken\n', "invalid JSON"),
        ('{"q_final": 1, "q_orig": 1}\n{"lang": "de", "accuracy": 1, "delta_g": 0}\n', "mixes"),
        ('{"settings": [{"setting": "fem-masc", "columns": [{"key": "es", "mean": "x"}]}]}', "'mean'"),
        ('{"settings": [{"setting": "x", "metric": "f1", "columns": []}]}', "unknown metric"),
    ],
)
def test_unrecognised_or_malformed_files_name_the_file(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "weird.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_result(path)
    assert str(path) in str(err.value) and message in str(err.value)
    assert err.value.exit_code == EXIT_BAD_DATA


def test_bad_jsonl_line_is_named(tmp_path: Path) -> None:
    path = tmp_path / "x.jsonl"
    path.write_text('{"q_final": 1, "q_orig": 1}\n\n{"q_final": "no", "q_orig": 1}\n', encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_result(path)
    assert err.value.line == 3 and err.value.path == str(path)


def test_missing_folder_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="file not found"):
        load_result(tmp_path / "nope.json")
    with pytest.raises(DataError, match="folder"):
        load_result(tmp_path)
    (tmp_path / "b.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(DataError, match="UTF-8"):
        load_result(tmp_path / "b.json")


# --------------------------------------------------------------------------- charts


def _bars(svg: ET.Element) -> list[ET.Element]:
    return [e for e in svg.iter("rect") if e.get("class") == "bar"]


def _has_reference(svg: ET.Element) -> bool:
    return any(e.get("class") == "reference" for e in svg.iter("line"))


def _reference(svg: ET.Element) -> ET.Element:
    (line,) = [e for e in svg.iter("line") if e.get("class") == "reference"]
    return line


def test_ratio_chart_parity_line_sits_where_bars_meet() -> None:
    svg = ET.fromstring(
        bar_chart(
            ["es", "fr"], [Series("m", [0.98, 1.02])], title="t", y_label="r", baseline=1.0, reference=1.0
        )
    )
    ref = _reference(svg)
    y_ref = float(ref.get("y1", "nan"))
    assert ref.get("y2") == ref.get("y1") and ref.get("data-value") == "1.0"
    low, high = _bars(svg)
    # Below parity: the bar hangs from the line; above: it stands on it.
    assert float(low.get("y", "nan")) == pytest.approx(y_ref, abs=0.01)
    assert float(high.get("y", "nan")) + float(high.get("height", "nan")) == pytest.approx(y_ref, abs=0.01)
    assert float(low.get("height", "nan")) == pytest.approx(float(high.get("height", "nan")), abs=0.02)
    # The tick labelled 1.00 is drawn at the same height.
    ticks = {t.text: float(t.get("y", "nan")) - 4 for t in svg.iter("text") if t.get("class") == "tick"}
    assert ticks["1.00"] == pytest.approx(y_ref, abs=0.01)
    # And it is the axis' own position of 1.
    lo, hi, _ = ratio_axis([0.98, 1.02, 1.0])
    top = ticks[f"{hi:.2f}"]
    bottom = ticks[f"{lo:.2f}"]
    assert Axis(lo, hi, top, bottom - top).y(1.0) == pytest.approx(y_ref, abs=0.02)


def test_accuracy_chart_line_at_50_percent() -> None:
    svg = ET.fromstring(
        bar_chart(
            ["ar", "de"],
            [Series("m", [25.0, 75.0])],
            title="t",
            y_label="%",
            baseline=0.0,
            reference=50.0,
            reference_label="50% (chance)",
            lo=0.0,
            hi=100.0,
            step=20.0,
        )
    )
    y_ref = float(_reference(svg).get("y1", "nan"))
    a, b = _bars(svg)
    y0 = float(a.get("y", "nan")) + float(a.get("height", "nan"))  # the bars' foot: 0%
    assert float(b.get("y", "nan")) + float(b.get("height", "nan")) == pytest.approx(y0, abs=0.01)
    y25, y75 = float(a.get("y", "nan")), float(b.get("y", "nan"))
    assert y_ref == pytest.approx((y25 + y75) / 2, abs=0.02)  # 50 lies halfway between 25 and 75
    assert y_ref == pytest.approx(y0 - (y0 - y75) * 50 / 75, abs=0.02)
    assert any(t.text == "50% (chance)" for t in svg.iter("text"))


def test_chart_missing_values_and_hairline_at_parity() -> None:
    svg = ET.fromstring(
        bar_chart(["a", "b"], [Series("m", [None, 1.0])], title="t", y_label="r", baseline=1.0, reference=1.0)
    )
    (bar,) = _bars(svg)
    assert float(bar.get("height", "0")) == pytest.approx(1.0)
    assert any(t.get("class") == "na" for t in svg.iter("text"))
    with pytest.raises(ValueError, match="values for"):
        bar_chart(["a"], [Series("m", [1.0, 2.0])], title="t", y_label="r", baseline=1.0)


def test_axis_helpers() -> None:
    assert nice_step(1.0, 4) == 0.5 and nice_step(0.04, 4) == 0.01 and nice_step(100, 5) == 20
    lo, hi, _ = ratio_axis([0.99, 1.03])
    assert lo < 0.99 and hi > 1.03 and (1 - lo) == pytest.approx(hi - 1)
    assert ratio_axis([None])[:2] == pytest.approx((0.995, 1.005))
    assert ratio_axis([3.0])[0] == 0.0  # never below zero


# --------------------------------------------------------------------------- the page


def test_page_has_every_table_chart_and_signature(page: str, files: dict[str, Path]) -> None:
    doc = parse(page)
    assert page.startswith("<!DOCTYPE html>")
    assert "<title>Sample report</title>" in page and "<h1>Sample report</h1>" in page
    for section in ("qe-bench", "qe-meta", "winomt", "fairqe"):
        assert f'<section id="{section}">' in page

    bench = json.loads(files["bench-fem-masc"].read_text(encoding="utf-8"))["settings"][0]
    col = bench["columns"][0]
    fm = table_with(doc, ["Method", "ES", "Avg."])
    assert fm[1] == ["length-ratio", f"{col['mean']:.4f} ({col['std']:.4f})", fm[1][2]]
    explicit = json.loads(files["bench-explicit"].read_text(encoding="utf-8"))["settings"][0]
    ex = table_with(doc, ["Method", "DE", "Avg."])
    assert ex[1][:2] == ["length-ratio", f"{explicit['columns'][0]['accuracy']:.1f}"]
    by_gender = table_with(doc, ["Method", "Source", "DE"])
    assert [r[1] for r in by_gender[1:]] == ["feminine", "masculine"]

    meta_rows = table_with(doc, ["#", "metric", "ref-free", "avg-corr"])
    metrics = [r[1] for r in meta_rows[1:]]
    assert metrics == ["Good-src", "length-ratio", "Bad-src"]  # ranked by avg-corr across files
    meta = json.loads(files["meta"].read_text(encoding="utf-8"))
    lr = meta_rows[1 + metrics.index("length-ratio")]
    assert lr[3] == f"{meta['avg_corr']:.3f}" and lr[4] == f"{meta['sys_accuracy']:.3f} (3/3)"

    wino = table_with(doc, ["system", "pair", "n", "Acc", "ΔG", "ΔS"])
    w = json.loads(files["winomt-json"].read_text(encoding="utf-8"))[0]
    assert len(wino) == 3  # header + the same result read from the JSON and the JSONL
    assert wino[1][:4] == ["example", "en-de", str(w["n"]), f"{w['accuracy']:.1f}"]

    summary = table_with(doc, ["file", "items", "mean q_final", "no q_final"])
    finals = [r["q_final"] for r in samples.fairqe_lines() if r["q_final"] is not None]
    mean = sum(finals) / len(finals)  # type: ignore[arg-type]
    assert summary[0][8] == "gender violations"
    assert summary[1][1:4] == ["4", f"{mean:.4f}", "1"]  # mean over the items that have one
    assert summary[1][7:] == ["75.0% (3)", "1", "gender_violation:\xa01\njudge_failed:\xa01\nno_cue:\xa01"]
    items = table_with(doc, ["id", "lang", "source", "translation", "cues"])
    # Only the items with cues; the one with a gender violation first.
    assert [r[0] for r in items[1:]] == ["a4", "a1", "a3"]
    assert items[2][4] == CUE
    assert items[1][9] == "⚠ gender violation: engineer → Ingenieur: expected F, found M"

    # Every signature is on the page, under its table.
    sigs = [bench["signature"], explicit["signature"], meta["signature"], w["signature"]]
    sigs.append(json.loads(files["meta-all"].read_text(encoding="utf-8"))["signature"])
    sigs.append(samples.fairqe_lines()[0]["signature"])
    for sig in sigs:
        assert f"<code>{html.escape(str(sig))}</code>" in page

    # Charts: the fem-masc ratio (parity line at 1) and the explicit accuracy (line at 50).
    charts = svgs(page)
    refs = sorted(_reference(s).get("data-value", "") for s in charts if _has_reference(s))
    assert refs == ["0.0", "0.0", "1.0", "50.0"]  # + WinoMT's ΔG and ΔS (no gap at 0)


def test_page_lists_only_requested_items(files: dict[str, Path]) -> None:
    doc = parse(render_files([files["fairqe"]], items=1))
    items = table_with(doc, ["id", "lang", "source"])
    assert [r[0] for r in items[1:]] == ["a4"]  # the gender violation comes first


def test_methods_from_several_files_share_a_table(files: dict[str, Path], tmp_path: Path) -> None:
    other = json.loads(files["bench-fem-masc"].read_text(encoding="utf-8"))
    other["settings"][0]["method"] = "mini-qe"
    other["settings"][0]["columns"][0]["mean"] = 1.01
    second = tmp_path / "other.json"
    second.write_text(json.dumps(other), encoding="utf-8")
    page = render_files([files["bench-fem-masc"], second, files["bench-fem-masc"]])
    fm = table_with(parse(page), ["Method", "ES", "Avg."])
    names = [r[0] for r in fm[1:]]
    assert names[1] == "mini-qe" and fm[2][1].startswith("1.0100 (")
    # The same method twice is told apart by its file.
    assert names[0] == names[2] == "length-ratio (bench-fem-masc.json)"  # its file's name, not its path
    (chart,) = svgs(page)
    assert len(_bars(chart)) == 3
    assert [t.text for t in chart.iter("text") if t.text and t.text.startswith("mini")] == ["mini-qe"]


# --------------------------------------------------------------------------- escaping


def _poisoned(files: dict[str, Path], root: Path) -> list[Path]:
    """Every kind of file with hostile strings wherever the data has a string."""
    out: list[Path] = []
    for key in ("bench-fem-masc", "bench-explicit"):
        d = json.loads(files[key].read_text(encoding="utf-8"))
        d["backbone"] = PAYLOAD
        for s in d["settings"]:
            s.update(method=PAYLOAD, title=PAYLOAD, signature=PAYLOAD)
            for c in s["columns"]:
                c.update(key=PAYLOAD, lang=PAYLOAD, dataset=PAYLOAD, data_version=PAYLOAD)
                for g in list(c.get("by_source_gender", {})):
                    c["by_source_gender"][PAYLOAD + g] = c["by_source_gender"].pop(g)
        d["skipped"] = [{"setting": PAYLOAD, "reason": PAYLOAD}]
        out.append(root / f"{key}.json")
        out[-1].write_text(json.dumps(d), encoding="utf-8")
    for key in ("meta", "meta-all"):
        d = json.loads(files[key].read_text(encoding="utf-8"))
        d.update(lp=PAYLOAD, dataset=PAYLOAD, signature=PAYLOAD)
        for r in d.get("metrics", [d]):
            r.update(metric=PAYLOAD, sys_scores_from=PAYLOAD)
        out.append(root / f"{key}.json")
        out[-1].write_text(json.dumps(d), encoding="utf-8")
    rows = json.loads(files["winomt-json"].read_text(encoding="utf-8"))
    for r in rows:
        r.update(system=PAYLOAD, lang=PAYLOAD, signature=PAYLOAD)
    out.append(root / "winomt.json")
    out[-1].write_text(json.dumps(rows), encoding="utf-8")
    lines = samples.fairqe_lines()
    for r in lines:
        r.update(id=PAYLOAD, src=PAYLOAD, mt=PAYLOAD, tgt_lang=PAYLOAD, signature=PAYLOAD)
        r["flags"] = [PAYLOAD]
        for c in r["cues"]:
            c.update(source_span=PAYLOAD, target_span=PAYLOAD, category=PAYLOAD, type=PAYLOAD)
        for v in r.get("violations", []):  # marked inside the translation, which is PAYLOAD too
            v.update(cue=PAYLOAD, target=PAYLOAD, expected=PAYLOAD, found=PAYLOAD)
    # A file name with markup characters too.
    sub = root / "fairqe"
    sub.mkdir()
    named = samples.make_fairqe(sub, lines).rename(sub / "<b>&'a\".jsonl")
    out.append(named)
    return out


def _assert_no_markup_from_data(page: str) -> _Doc:
    assert "<script" not in page.lower()
    assert '"onerror=' not in page
    assert "<b>" not in page
    # Every & starts an entity.
    assert not re.search(r"&(?!(?:amp|lt|gt|quot|#x27|#\d+);)", page)
    doc = parse(page)
    allowed = {
        *("html", "head", "meta", "title", "style", "body", "header", "nav", "section", "h1", "h2", "h3"),
        *("p", "ul", "li", "a", "code", "br", "table", "thead", "tbody", "tr", "th", "td"),
        *("svg", "g", "rect", "line", "text", "details", "summary", "mark", "div"),
    }
    for tag, attrs in doc.tags:
        assert tag in allowed, tag
        for name, value in attrs:
            assert not name.startswith("on"), (tag, name, value)
            assert name not in ("src", "srcset", "action", "formaction", "xlink:href"), (tag, name)
            if name == "href":
                assert value is not None and value.startswith("#"), value
    return doc


def test_every_string_from_the_data_is_escaped(files: dict[str, Path], tmp_path: Path) -> None:
    paths = _poisoned(files, tmp_path)
    page = render_files(paths, title=PAYLOAD)
    doc = _assert_no_markup_from_data(page)
    text = "".join(doc.text)
    # The hostile strings are shown, as text.
    assert text.count(PAYLOAD) >= 20
    assert "<b>&'a\".jsonl" in text
    # Inside SVG too (legend, categories, tooltips, data attributes); the SVG stays well-formed XML.
    charts = svgs(page)
    assert len(charts) == 5  # two bench charts, WinoMT accuracy, ΔG and ΔS
    for svg in charts:
        texts = "".join(svg.itertext())
        assert PAYLOAD in texts
        assert any(e.get("data-series") == PAYLOAD for e in svg.iter("rect"))


def test_page_is_self_contained(page: str) -> None:
    doc = _assert_no_markup_from_data(page)
    tags = {t for t, _ in doc.tags}
    assert not tags & {"script", "link", "img", "iframe", "object", "embed"}
    assert not re.search(r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", page, flags=re.I)
    assert "http://" not in page and "https://" not in page
    assert "@import" not in page and "url(" not in page
    (csp,) = [dict(a)["content"] for t, a in doc.tags if t == "meta" and dict(a).get("http-equiv")]
    assert csp is not None and "default-src 'none'" in csp and "script-src" not in csp


# --------------------------------------------------------------------------- CLI


def test_cli_writes_the_page(
    files: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report.html"
    rc = main(["report", str(files["meta"]), str(files["winomt-jsonl"]), "-o", str(out), "--title", "T & Co"])
    assert rc == 0
    text = out.read_text(encoding="utf-8")
    assert "<h1>T &amp; Co</h1>" in text and 'id="winomt"' in text and 'id="qe-bench"' not in text
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask  # the usual mode, not mkstemp's 0600
    assert "wrote" in capsys.readouterr().err
    assert not list(tmp_path.glob(".report.html.*"))  # no temporary file left


def test_cli_stdout_by_default(files: dict[str, Path], capfdbinary: pytest.CaptureFixture[bytes]) -> None:
    assert main(["report", str(files["bench-explicit"])]) == 0
    out = capfdbinary.readouterr().out.decode("utf-8")
    assert out.startswith("<!DOCTYPE html>") and "Gender-explicit accuracy" in out
    assert main(["report", str(files["bench-explicit"]), "-o", "-"]) == 0
    assert capfdbinary.readouterr().out.decode("utf-8") == out


def test_cli_unknown_file_exits_3(
    tmp_path: Path, files: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": "world"}', encoding="utf-8")
    out = tmp_path / "r.html"
    rc = main(["report", str(files["meta"]), str(bad), "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == EXIT_BAD_DATA == 3
    assert str(bad) in err and "not a fairmt result file" in err
    assert not out.exists()
    assert main(["report", str(tmp_path / "missing.json")]) == 3
    assert main(["report", str(files["meta"]), "--items", "-1"]) == 2
    assert main(["report", str(files["meta"]), "-o", str(tmp_path / "no" / "dir.html")]) == 2


def test_build_page_without_results_is_still_a_page() -> None:
    page = build_page([], "Empty")
    assert "<h1>Empty</h1>" in page and "<section" not in page


# --------------------------------------------------------------------------- intervals, comparisons


def test_chart_error_bars_span_the_interval() -> None:
    svg = ET.fromstring(
        bar_chart(
            ["es", "fr"],
            [Series("m", [0.98, 1.01], [0.97, None], [0.99, None])],
            title="t",
            y_label="r",
            baseline=1.0,
            reference=1.0,
        )
    )
    bars = [g for g in svg.iter("g") if g.get("class") == "error-bar"]
    assert len(bars) == 1  # fr has no interval: no bar
    (g,) = bars
    assert (g.get("data-category"), g.get("data-low"), g.get("data-high")) == ("es", "0.97", "0.99")
    ticks = {t.text: float(t.get("y", "nan")) - 4 for t in svg.iter("text") if t.get("class") == "tick"}
    ys = sorted(float(y) for line in g.iter("line") for y in (line.get("y1", "nan"), line.get("y2", "nan")))
    # The axis holds the interval, and the bar runs from 0.97 down to 0.99 up.
    lo, hi, _ = ratio_axis([0.98, 1.01, 0.97, 0.99, 1.0])
    axis = Axis(lo, hi, ticks[f"{hi:.2f}"], ticks[f"{lo:.2f}"] - ticks[f"{hi:.2f}"])
    assert ys[0] == pytest.approx(axis.y(0.99), abs=0.02) and ys[-1] == pytest.approx(axis.y(0.97), abs=0.02)
    assert "95% CI [0.9700, 0.9900]" in (g.findtext("title") or "")


def test_bench_charts_have_error_bars(page: str) -> None:
    assert 'class="error-bar"' in page and "Error bars: 95% paired bootstrap intervals." in page


def test_compare_file_marks_non_significant_differences(files: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "cmp.json"
    fm = str(files["bench-fem-masc"])
    assert main(["qe", "bench", "--compare", fm, fm, "--output", str(out), "--bootstrap", "100"]) == 0
    doc = json.loads(out.read_text("utf-8"))
    doc["cells"].append(
        {**doc["cells"][0], "key": "xx", "difference": 0.02, "p_value": 0.001, "significant": True}
    )
    out.write_text(json.dumps(doc), "utf-8")
    from fairmt.report.loaders import CompareFile

    cf = load_result(out)
    assert isinstance(cf, CompareFile) and [c.significant for c in cf.cells] == [False, True]
    page = render_files([out], "cmp")
    rows = table_with(parse(page), ["Setting", "Language", "n", "A", "B", "A − B", "95% CI", "p", ""])
    assert rows[1][-1] == "n.s." and rows[2][-1] == "significant"
    assert '<td class="ns">n.s.</td>' in page and "<script" not in page


# --------------------------------------------------------------------------- violations, WinoMT charts, paths


def test_violation_row_is_highlighted_and_its_words_marked(page: str) -> None:
    (item,) = re.findall(r'<tr class="violation">(.*?)</tr>', page, flags=re.S)
    assert item.startswith("<td>a4</td>")
    assert 'Sie ist ein talentierter <mark class="gender-violation">Ingenieur</mark>.' in item
    assert (
        '<mark class="gender-violation">⚠ gender violation: engineer → Ingenieur: expected F, found M' in item
    )
    assert "1 item with a gender violation" in page and ": a4; listed first" in page
    # The count in the summary is marked; items without a violation are not.
    assert '<td class="num"><mark class="gender-violation">1</mark></td>' in page
    assert page.count('class="gender-violation"') == 3


def test_winomt_charts_show_accuracy_and_gaps(files: dict[str, Path], tmp_path: Path) -> None:
    rows = [
        {"system": "sysA", "lang": "de", "accuracy": 61.0, "delta_g": 8.5, "delta_s": -3.0},
        {"system": "sysA", "lang": "es", "accuracy": 55.0, "delta_g": -12.0, "delta_s": 20.0},
        {"system": "sysB", "lang": "de", "accuracy": 70.0, "delta_g": 1.0, "delta_s": None},
    ]
    path = tmp_path / "w.json"
    path.write_text(json.dumps(rows), encoding="utf-8")
    page = render_files([path])
    charts = {c.get("class"): c for c in svgs(page)}
    acc = charts["chart winomt-chart winomt-accuracy"]
    dg = charts["chart winomt-chart winomt-delta-g"]
    ds = charts["chart winomt-chart winomt-delta-s"]

    def values(svg: ET.Element) -> dict[tuple[str, str], float]:
        return {(b.get("data-series", ""), b.get("data-category", "")): float(b.get("data-value", "nan"))
                for b in _bars(svg)}  # fmt: skip

    assert values(acc) == {("sysA", "en-de"): 61.0, ("sysA", "en-es"): 55.0, ("sysB", "en-de"): 70.0}
    assert values(dg) == {("sysA", "en-de"): 8.5, ("sysA", "en-es"): -12.0, ("sysB", "en-de"): 1.0}
    assert values(ds) == {("sysA", "en-de"): -3.0, ("sysA", "en-es"): 20.0}  # None: no bar
    # sysB has no es result: an n/a mark, not a bar.
    assert [t.text for t in acc.iter("text") if t.get("class") == "na"] == ["n/a"]
    # The gap charts keep negative values: the bar of -12 hangs below the no-gap line at 0.
    ref = _reference(dg)
    assert ref.get("data-value") == "0.0"
    (neg,) = [b for b in _bars(dg) if b.get("data-value") == "-12.0"]
    (pos,) = [b for b in _bars(dg) if b.get("data-value") == "8.5"]
    y_ref = float(ref.get("y1", "nan"))
    assert float(neg.get("y", "nan")) == pytest.approx(y_ref, abs=0.6)  # starts at the line, goes down
    assert float(pos.get("y", "nan")) + float(pos.get("height", "nan")) == pytest.approx(y_ref, abs=0.6)
    ticks = [float(t.text or "nan") for t in dg.iter("text") if t.get("class") == "tick"]
    assert min(ticks) <= -12.0 and max(ticks) >= 8.5


def test_gap_axis_holds_zero_and_every_value() -> None:
    assert gap_axis([-12.0, 8.5, None]) == (-20.0, 10.0, 10.0)  # steps of 1, 2 or 5 x 10^k
    assert gap_axis([7.8, 39.0]) == (0.0, 40.0, 10.0)  # all positive: the axis stops at 0
    assert gap_axis([-3.0]) == (-3.0, 0.0, 1.0)
    assert gap_axis([]) == (0.0, 0.5, 0.5)  # nothing to show: a small axis around 0


def test_signatures_are_collapsed_one_line_each(page: str) -> None:
    one = r'<details class="signature"><summary>(.*?)</summary><code>(.*?)</code></details>'
    details = re.findall(one, page)
    assert len(details) >= 6
    for summary, full in details:
        short = re.search(r'<code class="short">(.*?)</code>', summary)
        assert short is not None and "\n" not in summary
        fields = set(html.unescape(full).split("|"))
        shown = [f for f in html.unescape(short.group(1)).split("|") if "…" not in f]
        assert shown and set(shown) <= fields  # whole fields of the full signature
    # No signature is shown outside a <details>.
    assert "<code>fairmt:" not in re.sub(r"<details class=\"signature\">.*?</details>", "", page, flags=re.S)


def test_collapsed_lines_show_what_sets_signatures_apart() -> None:
    rows = [
        {
            "system": "s",
            "lang": lang,
            "accuracy": 50.0,
            "delta_g": 0.0,
            "signature": f"v:1|task:w|lang:{lang}",
        }
        for lang in ("de", "es")
    ]
    page = build_page([parse_result(json.dumps(rows), "w.json")])
    shorts = re.findall(r'<code class="short">(.*?)</code>', page)
    assert shorts == ["…|lang:de", "…|lang:es"]
    assert "<code>v:1|task:w|lang:de</code>" in page  # the full one inside
    single = build_page([parse_result(json.dumps(rows[:1]), "w.json")])
    assert re.findall(r'<code class="short">(.*?)</code>', single) == ["v:1|task:w|lang:de"]


def test_short_signature() -> None:
    sig = "fairmt:0.1.0|qe:mini-qe-2|" + "|".join(f"k{i}:{'v' * 10}" for i in range(10))
    short = short_signature(sig, limit=40)
    assert short.startswith("fairmt:0.1.0|qe:mini-qe-2|") and short.endswith("fields)")
    assert len(short.split("|…")[0]) <= 40
    assert short_signature("a:1|b:2") == "a:1|b:2"
    assert short_signature("x" * 100, limit=10) == "x" * 9 + "…"


def test_many_signatures_fold_behind_one_line() -> None:
    rows = [{"system": f"s{i}", "lang": "de", "accuracy": 50.0, "delta_g": 0.0, "signature": f"sig:{i}"}
            for i in range(5)]  # fmt: skip
    page = build_page([parse_result(json.dumps(rows), "w.json")])
    assert '<details class="signatures" aria-label="signatures"><summary>5 signatures</summary>' in page
    assert page.count('<details class="signature">') == 5
    few = build_page([parse_result(json.dumps(rows[:2]), "w.json")])
    assert '<div class="signatures" aria-label="signatures">Signatures:' in few
    assert '<details class="signatures"' not in few


def test_display_names_are_short_and_unique(tmp_path: Path) -> None:
    a, b = tmp_path / "a" / "bench.json", tmp_path / "b" / "bench.json"
    names = display_names([str(a), str(b), str(tmp_path / "a" / "meta.json"), str(a)])
    assert names == {
        str(a): "a/bench.json",
        str(b): "b/bench.json",
        str(tmp_path / "a" / "meta.json"): "meta.json",
    }
    assert display_names(["rel/x.json"]) == {"rel/x.json": "x.json"}


def test_page_shows_no_absolute_path(files: dict[str, Path], tmp_path: Path) -> None:
    bench = json.loads(files["bench-fem-masc"].read_text(encoding="utf-8"))
    hidden = tmp_path / "private" / "data" / "gate" / "HI" / "HI_2_variants.tsv"
    bench["skipped"] = [{"setting": "fem-masc", "column": "hi", "reason": f"file not found: {hidden}"}]
    skipped = tmp_path / "skipped.json"
    skipped.write_text(json.dumps(bench), encoding="utf-8")
    paths = [*files.values(), skipped]
    page = render_files(paths)
    roots = {str(tmp_path), str(files["fairqe"].parent), str(Path.cwd()), str(Path.home())}
    for root in roots:
        assert root not in page, root
    assert "file not found: HI_2_variants.tsv" in page  # the reason, with the file's name only
    inputs = re.search(r'<ul class="inputs">(.*?)</ul>', page, flags=re.S)
    assert inputs is not None
    assert re.findall(r"<code>(.*?)</code>", inputs.group(1)) == [p.name for p in paths]


def test_strip_local_paths() -> None:
    assert strip_local_paths("no data in /home/me/data/gate/x.tsv, sorry") == "no data in x.tsv, sorry"
    assert strip_local_paths("C:\\Users\\me\\runs\\a.json") == "a.json"
    assert strip_local_paths("file:///tmp/a/b.html") == "b.html"
    for kept in ("and/or", "QE(s,h_F)/QE(s,h_M)", "3/3", "rel/x.json", "1 / 2", "https://example.org/a/b"):
        assert strip_local_paths(kept) == kept
