"""The gender-fairness settings on tiny hand-made data: metrics by hand, loaders, bad lines, the CLI.

``data/mgente/en-it.tsv`` holds six rows of our own in mGeNTE's published schema (the real
dataset is gated): four Set-N rows (file lines 2, 3, 5, 7), two Set-G rows, and a field
with CSV-quoted double quotes.
"""

from __future__ import annotations

import json
import math
import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest

from fairmt.bench.fairness import (
    RATIO_FLOOR,
    AccuracyStats,
    Column,
    DatasetNotFound,
    ExplicitItem,
    RatioItem,
    RatioStats,
    accuracy_stats,
    evaluate_setting,
    format_markdown,
    load_gate,
    load_mgente,
    load_mtgeneval_contextual,
    load_mtgeneval_counterfactual,
    locate_dataset,
    macro_average,
    ratio,
    ratio_stats,
    read_mgente_file,
    resolve_columns,
    run_setting,
)
from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, DataError, FairmtError, UsageError
from fairmt.qe.base import QEScore

MGENTE_IT = Path(__file__).resolve().parent / "data" / "mgente" / "en-it.tsv"


class TableScorer:
    """Scores from a table (default 0.5); counts its calls and the pairs it was sent."""

    name = "table"

    def __init__(self, table: dict[tuple[str, str], float] | None = None) -> None:
        self.table = table or {}
        self.calls: list[list[tuple[str, str]]] = []

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[QEScore]:
        self.calls.append(list(pairs))
        return [QEScore(self.table.get(p, 0.5), self.table.get(p, 0.5)) for p in pairs]

    def signature_items(self) -> list[tuple[str, object]]:
        return [("qe", "table-1")]


# --------------------------------------------------------------------------- metrics


def test_ratio_and_floor() -> None:
    assert ratio(0.8, 0.5) == pytest.approx(1.6)
    assert ratio(0.0, 0.5) == pytest.approx(RATIO_FLOOR / 0.5)
    assert ratio(0.0, 0.0) == 1.0
    assert ratio(0.5, 0.0, eps=0.01) == pytest.approx(50.0)


def test_ratio_stats_by_hand() -> None:
    s = ratio_stats([0.5, 0.9], [0.5, 0.6])  # ratios 1.0 and 1.5
    assert (s.n, s.n_floored) == (2, 0)
    assert s.mean == pytest.approx(1.25)
    assert s.std == pytest.approx(0.25)  # population std
    assert s.mean_a == pytest.approx(0.7)
    assert s.mean_b == pytest.approx(0.55)
    f = ratio_stats([0.0, 0.4, 0.0], [0.2, 0.4, 0.0])  # 5e-6, 1, 1
    assert f.n_floored == 2
    assert f.mean == pytest.approx((5e-6 + 2) / 3)
    empty = ratio_stats([], [])
    assert (empty.n, empty.mean, empty.std) == (0, None, None)
    with pytest.raises(ValueError):
        ratio_stats([0.1], [])


def test_accuracy_ties_count_wrong() -> None:
    s = accuracy_stats([0.9, 0.5, 0.4, 0.7], [0.1, 0.5, 0.6, 0.69])
    assert (s.n, s.correct, s.ties) == (4, 2, 1)
    assert s.accuracy == pytest.approx(50.0)
    assert accuracy_stats([], []).accuracy is None


def test_macro_average() -> None:
    assert macro_average([1.0, None, 0.5]) == pytest.approx(0.75)
    assert macro_average([None]) is None


# --------------------------------------------------------------------------- tiny data

GATE_HEADER = "labels\tsource\tf\tm\tkw_s\tkw_f\tkw_m\tdata_split\n"
GATE_ROWS = [
    "PROF\tThe doctor arrived.\tLa doctora llegó.\tEl doctor llegó.\tdoctor\tdoctora\tdoctor\tdev\n",
    'PROF\tMy "friend" left.\tMi "amiga" se fue.\tMi "amigo" se fue.\tfriend\tamiga\tamigo\ttest\n',
    "PROF\tThe dentist called.\tLa dentista llamó.\tLa dentista llamó.\tdentist\tdentista\tdentista\ttest\n",
]


def write_gate(root: Path, rows: list[str] | None = None, header: str = GATE_HEADER) -> Path:
    d = root / "gate" / "ES"
    d.mkdir(parents=True, exist_ok=True)
    (d / "ES_2_variants.tsv").write_text(header + "".join(GATE_ROWS if rows is None else rows), "utf-8")
    return root / "gate"


def write_geneval(root: Path, lang: str = "de") -> Path:
    g = root / "mt_geneval"
    ctx, lab, cf = g / "context", g / "derived_deepspin_context_genders", g / "sentences" / "test"
    for d in (ctx, lab, cf):
        d.mkdir(parents=True, exist_ok=True)
    (ctx / f"geneval-context-wikiprofessions-2to1-test.en_{lang}.en").write_text(
        "He was a writer. <sep> The author wrote a book.\nShe was a nurse. <sep>  The nurse helped. \n",
        "utf-8",
    )
    (ctx / f"geneval-context-wikiprofessions-original-test.en_{lang}.{lang}").write_text(
        "Der Autor schrieb ein Buch.\nDie Krankenschwester half.\n", "utf-8"
    )
    (ctx / f"geneval-context-wikiprofessions-flipped-test.en_{lang}.{lang}").write_text(
        "Die Autorin schrieb ein Buch.\nDer Krankenpfleger half.\n", "utf-8"
    )
    (lab / f"geneval-context-en{lang}-genders.txt").write_text(
        'context\tsegment\tgender\r\n"He was a writer. "\tThe author wrote a book.\tmale\r\n'
        '"She was a nurse."\t"The nurse helped."\tfemale\r\n',
        "utf-8",
    )
    files = {
        "feminine-test.en_{l}.en": "She is a doctor.\nHer cat sleeps.\n",
        "masculine-test.en_{l}.en": "He is a doctor.\nHis cat sleeps.\n",
        "feminine-test.en_{l}.{l}": "Sie ist Ärztin.\nIhre Katze schläft.\n",
        "masculine-test.en_{l}.{l}": "Er ist Arzt.\nIhre Katze schläft.\n",
    }
    for name, text in files.items():
        (cf / ("geneval-sentences-" + name.format(l=lang))).write_text(text, "utf-8")
    return g


# --------------------------------------------------------------------------- loaders


def test_gate_loader(tmp_path: Path) -> None:
    col = load_gate(write_gate(tmp_path), "es")
    assert [it.line for it in col.items] == [2, 3, 4]
    first, second = col.items[0], col.items[1]
    assert (first.source, first.numerator, first.denominator) == (
        "The doctor arrived.",
        "La doctora llegó.",
        "El doctor llegó.",
    )
    assert second.numerator == 'Mi "amiga" se fue.'  # no quoting: quotes are text
    assert col.dataset == "gate" and col.version.startswith("gate-es@sha:")
    assert len(load_gate(tmp_path / "gate", "es", limit=2).items) == 2


@pytest.mark.parametrize(
    ("rows", "header", "line", "words"),
    [
        ([*GATE_ROWS[:1], "PROF\tonly\tthree\n"], GATE_HEADER, 3, "found 3 tab-separated"),
        ([*GATE_ROWS[:2], "\n"], GATE_HEADER, 4, "empty line"),
        (["PROF\tSrc.\t \tM.\ts\tf\tm\tdev\n"], GATE_HEADER, 2, "empty 'f'"),
        (GATE_ROWS, "labels\tsource\tf\tkw_s\n", 1, "no column 'm'"),
        ([], GATE_HEADER, None, "no data rows"),
    ],
)
def test_gate_bad_lines(tmp_path: Path, rows: list[str], header: str, line: int | None, words: str) -> None:
    with pytest.raises(DataError) as e:
        load_gate(write_gate(tmp_path, rows, header), "es")
    assert e.value.line == line
    assert words in str(e.value)
    assert "ES_2_variants.tsv" in str(e.value)


def test_gate_bad_utf8(tmp_path: Path) -> None:
    gate = write_gate(tmp_path)
    path = gate / "ES" / "ES_2_variants.tsv"
    path.write_bytes(path.read_bytes() + b"PROF\t\xff\tf\tm\ts\tf\tm\tdev\n")
    with pytest.raises(DataError) as e:
        load_gate(gate, "es")
    assert e.value.line == 5 and "UTF-8" in str(e.value)


def test_contextual_loader_feminine_side_from_labels(tmp_path: Path) -> None:
    col = load_mtgeneval_contextual(write_geneval(tmp_path), "de")
    a, b = col.items
    # Line 1: context male -> the original is masculine, h_F is the flipped reference.
    assert (a.source, a.numerator, a.denominator) == (
        "The author wrote a book.",
        "Die Autorin schrieb ein Buch.",
        "Der Autor schrieb ein Buch.",
    )
    # Line 2: context female -> h_F is the original; the source is stripped.
    assert (b.source, b.numerator, b.denominator) == (
        "The nurse helped.",
        "Die Krankenschwester half.",
        "Der Krankenpfleger half.",
    )


def _ctx(g: Path, kind: str) -> Path:
    ext = "en" if kind == "2to1" else "de"
    return g / "context" / f"geneval-context-wikiprofessions-{kind}-test.en_de.{ext}"


def test_contextual_bad_lines(tmp_path: Path) -> None:
    g = write_geneval(tmp_path)
    labels = g / "derived_deepspin_context_genders" / "geneval-context-ende-genders.txt"
    good_labels = labels.read_text("utf-8")

    _ctx(g, "2to1").write_text("He was a writer. <sep> The author wrote a book.\nNo separator.\n", "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_contextual(g, "de")
    assert (Path(e.value.path or "").name, e.value.line) == (_ctx(g, "2to1").name, 2)

    write_geneval(tmp_path)
    _ctx(g, "flipped").write_text("Die Autorin schrieb ein Buch.\n", "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_contextual(g, "de")
    assert e.value.line == 2 and "differ in length" in str(e.value)

    write_geneval(tmp_path)
    labels.write_text(good_labels.replace("female", "woman"), "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_contextual(g, "de")
    assert e.value.line == 3 and "'woman'" in str(e.value)

    labels.write_text(good_labels.replace("The nurse helped.", "The nurse left."), "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_contextual(g, "de")
    assert e.value.line == 3 and "does not match" in str(e.value)

    labels.write_text(good_labels.replace("segment", "sentence"), "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_contextual(g, "de")
    assert e.value.line == 1


def test_counterfactual_loader_both_directions(tmp_path: Path) -> None:
    col = load_mtgeneval_counterfactual(write_geneval(tmp_path), "de")
    assert [(it.line, it.source_gender) for it in col.items] == [
        (1, "feminine"),
        (1, "masculine"),
        (2, "feminine"),
        (2, "masculine"),
    ]
    fem, masc = col.items[0], col.items[1]
    assert (fem.source, fem.correct, fem.wrong) == ("She is a doctor.", "Sie ist Ärztin.", "Er ist Arzt.")
    assert (masc.source, masc.correct, masc.wrong) == ("He is a doctor.", "Er ist Arzt.", "Sie ist Ärztin.")
    assert len(load_mtgeneval_counterfactual(tmp_path / "mt_geneval", "de", limit=1).items) == 2


def test_counterfactual_bad_lines(tmp_path: Path) -> None:
    g = write_geneval(tmp_path)
    masc = g / "sentences" / "test" / "geneval-sentences-masculine-test.en_de.de"
    masc.write_text("Er ist Arzt.\n\n", "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_counterfactual(g, "de")
    assert (e.value.line, e.value.problem) == (2, "empty line")
    masc.write_text("Er ist Arzt.\n", "utf-8")
    with pytest.raises(DataError) as e:
        load_mtgeneval_counterfactual(g, "de")
    assert "differ in length" in str(e.value)
    with pytest.raises(DataError, match="file not found"):
        load_mtgeneval_counterfactual(g, "de", split="dev")
    with pytest.raises(UsageError):
        load_mtgeneval_counterfactual(g, "de", split="train")


def test_mgente_loader_on_small_file() -> None:
    col = read_mgente_file(MGENTE_IT, "it")
    assert col.dataset == "mgente" and col.version.startswith("mgente-it@sha:")
    assert [it.id for it in col.items] == ["it_0001", "it_0002", "it_0004", "it_0006"]
    assert [it.line for it in col.items] == [2, 3, 5, 7]
    q = col.items[2]
    assert q.source == 'The "experts" were consulted twice.'
    assert q.numerator == 'Le persone "esperte" sono state consultate due volte.'  # h_N = REF-N
    assert q.denominator == 'Gli "esperti" sono stati consultati due volte.'  # h_G = REF-G
    assert len(read_mgente_file(MGENTE_IT, "it", limit=3).items) == 3


def test_mgente_jsonl_and_folder(tmp_path: Path) -> None:
    import csv

    with MGENTE_IT.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    d = tmp_path / "mgente"
    d.mkdir()
    (d / "en-it.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    col = load_mgente(d, "it")
    tsv = read_mgente_file(MGENTE_IT, "it")
    assert [(i.source, i.numerator, i.denominator) for i in col.items] == [
        (i.source, i.numerator, i.denominator) for i in tsv.items
    ]
    assert [it.line for it in col.items] == [1, 2, 4, 6]
    with pytest.raises(DatasetNotFound):
        load_mgente(d, "de")
    shutil.copy(MGENTE_IT, d / "en-it.tsv")
    with pytest.raises(DataError, match="more than one"):
        load_mgente(d, "it")


def test_mgente_bad_lines(tmp_path: Path) -> None:
    lines = MGENTE_IT.read_text("utf-8").splitlines(keepends=True)
    p = tmp_path / "en-it.tsv"
    p.write_text("".join(lines[:3]) + lines[3].replace("Set-G", "Set-X") + "".join(lines[4:]), "utf-8")
    with pytest.raises(DataError) as e:
        read_mgente_file(p, "it")
    assert e.value.line == 4 and "Set-X" in str(e.value)

    p.write_text(lines[0] + lines[1] + lines[2].replace("Le persone che", "\t\tLe"), "utf-8")
    with pytest.raises(DataError) as e:
        read_mgente_file(p, "it")
    assert e.value.line == 3

    p.write_text(lines[0].replace("REF-N", "REF_N") + lines[1], "utf-8")
    with pytest.raises(DataError) as e:
        read_mgente_file(p, "it")
    assert e.value.line == 1 and "'REF-N'" in str(e.value)

    j = tmp_path / "en-it.jsonl"
    good = {"ID": "1", "SET": "Set-N", "SRC": "s", "REF-G": "g", "REF-N": "n"}
    j.write_text(json.dumps(good) + "\n\n" + '{"ID": "2", "SET": \n', "utf-8")
    with pytest.raises(DataError) as e:
        read_mgente_file(j, "it")
    assert e.value.line == 3 and "invalid JSON" in str(e.value)
    j.write_text(json.dumps(good) + "\n" + json.dumps({**good, "REF-N": " "}) + "\n", "utf-8")
    with pytest.raises(DataError) as e:
        read_mgente_file(j, "it")
    assert e.value.line == 2 and "'REF-N'" in str(e.value)
    j.write_text(json.dumps({**good, "SET": "Set-G"}) + "\n", "utf-8")
    with pytest.raises(DataError, match="no Set-N rows"):
        read_mgente_file(j, "it")


# --------------------------------------------------------------------------- columns, evaluation


def test_resolve_columns() -> None:
    assert resolve_columns("fem-masc") == [
        ("gate", "es"),
        ("gate", "fr"),
        ("gate", "it"),
        ("mt_geneval", "ar"),
        ("mt_geneval", "de"),
        ("mt_geneval", "hi"),
        ("mt_geneval", "pt"),  # MT-GenEval's pt and ru run by default too (not in the paper's Avg.)
        ("mt_geneval", "ru"),
    ]
    assert [c[1] for c in resolve_columns("explicit")] == ["ar", "de", "hi", "pt", "ru"]
    assert resolve_columns("fem-masc", ["de", "es", "pt", "mt_geneval:es", "de"]) == [
        ("mt_geneval", "de"),
        ("gate", "es"),
        ("mt_geneval", "pt"),
        ("mt_geneval", "es"),
    ]
    assert resolve_columns("neutral-gendered", ["el"]) == [("mgente", "el")]
    with pytest.raises(UsageError):
        resolve_columns("explicit", ["nl"])
    with pytest.raises(UsageError):
        resolve_columns("fem-masc", ["gate:de"])


def test_fem_masc_one_call_by_hand(tmp_path: Path) -> None:
    write_gate(tmp_path)
    write_geneval(tmp_path)
    scorer = TableScorer(
        {
            ("The doctor arrived.", "La doctora llegó."): 0.4,
            ("The doctor arrived.", "El doctor llegó."): 0.8,
            ('My "friend" left.', 'Mi "amiga" se fue.'): 0.9,
            ('My "friend" left.', 'Mi "amigo" se fue.'): 0.6,
            ("The author wrote a book.", "Die Autorin schrieb ein Buch."): 0.0,
            ("The author wrote a book.", "Der Autor schrieb ein Buch."): 0.5,
        }
    )
    r = run_setting("fem-masc", scorer, langs=["es", "de"], data_dir=tmp_path)
    assert len(scorer.calls) == 1
    # 3 GATE rows (the third has identical hypotheses: sent once) + 2 MT-GenEval items.
    assert len(scorer.calls[0]) == 3 * 2 - 1 + 2 * 2 == r.n_pairs_scored
    es, de = r.columns
    assert isinstance(es.stats, RatioStats) and isinstance(de.stats, RatioStats)
    # es: 0.4/0.8, 0.9/0.6, 0.5/0.5
    assert es.stats.mean == pytest.approx((0.5 + 1.5 + 1.0) / 3)
    assert es.stats.std == pytest.approx(math.sqrt(((0.5 - 1) ** 2 + 0.5**2 + 0) / 3))
    assert (es.stats.n, es.stats.n_identical, es.stats.n_floored) == (3, 1, 0)
    # de: floor(0)/0.5 and 0.5/0.5
    assert de.stats.mean == pytest.approx((RATIO_FLOOR / 0.5 + 1.0) / 2)
    assert de.stats.n_floored == 1
    assert r.average["mean"] == pytest.approx((1.0 + (RATIO_FLOOR / 0.5 + 1.0) / 2) / 2)
    sig = str(r.signature)
    assert sig.startswith("fairmt:")
    assert "setting:fem-masc" in sig and "langs:es,de" in sig and "floor:1e-06" in sig
    assert "qe:table-1" in sig and "gate-es@sha:" in sig and "mt_geneval-de@sha:" in sig
    text = format_markdown(r)
    assert "| table | 1.0000 (0.4082) |" in text
    assert "identical hypotheses: es 1, de 0" in text


def test_explicit_by_hand(tmp_path: Path) -> None:
    write_geneval(tmp_path)
    scorer = TableScorer(
        {
            ("She is a doctor.", "Sie ist Ärztin."): 0.9,
            ("She is a doctor.", "Er ist Arzt."): 0.7,
            ("He is a doctor.", "Er ist Arzt."): 0.6,
            ("He is a doctor.", "Sie ist Ärztin."): 0.8,
        }
    )
    r = run_setting("explicit", scorer, langs=["de"], data_dir=tmp_path)
    (de,) = r.columns
    assert isinstance(de.stats, AccuracyStats)
    # line 1: feminine right, masculine wrong; line 2: identical references -> two ties.
    assert (de.stats.n, de.stats.correct, de.stats.ties, de.stats.n_identical) == (4, 1, 2, 2)
    assert de.stats.accuracy == pytest.approx(25.0)
    assert de.by_source_gender["feminine"].accuracy == pytest.approx(50.0)
    assert de.by_source_gender["masculine"].accuracy == pytest.approx(0.0)
    assert r.average["accuracy"] == pytest.approx(25.0)
    assert "split:test" in str(r.signature) and "ties:wrong" in str(r.signature)
    assert "| table | 25.0 | 25.0 |" in format_markdown(r)


def test_explicit_misses_leave_out_identical_hypotheses(tmp_path: Path) -> None:
    """``--show-misses``: the wrong triples whose hypotheses differ, with both scores."""
    write_geneval(tmp_path)
    scorer = TableScorer(
        {
            ("She is a doctor.", "Sie ist Ärztin."): 0.9,
            ("She is a doctor.", "Er ist Arzt."): 0.7,
            ("He is a doctor.", "Er ist Arzt."): 0.6,
            ("He is a doctor.", "Sie ist Ärztin."): 0.8,
        }
    )
    (de,) = run_setting("explicit", scorer, langs=["de"], data_dir=tmp_path).columns
    assert [(m.item.line, m.item.source_gender, m.q_correct, m.q_wrong) for m in de.misses] == [
        (1, "masculine", 0.6, 0.8)
    ]
    assert "misses" not in de.to_dict()
    text = de.misses[0].to_text()
    assert text.startswith("line 1 (masculine source): q(correct) 0.6000 <= q(wrong) 0.8000")
    assert "correct: Er ist Arzt." in text


def test_cli_show_misses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_geneval(tmp_path)
    assert (
        main(_bench(tmp_path, "--setting", "explicit", "--langs", "de", "-f", "text", "--show-misses")) == 0
    )
    out = capsys.readouterr().out
    assert "misses, de:" in out and "source:  " in out
    assert main(_bench(tmp_path, "--setting", "explicit", "--langs", "de", "-f", "text")) == 0
    assert "misses, de:" not in capsys.readouterr().out


def test_neutral_gendered_on_small_file(tmp_path: Path) -> None:
    (tmp_path / "mgente").mkdir()
    shutil.copy(MGENTE_IT, tmp_path / "mgente" / "en-it.tsv")
    scorer = TableScorer(
        {("All the members were present.", "Erano presenti tutte le persone iscritte."): 0.25}
    )
    r = run_setting("neutral-gendered", scorer, langs=["it"], data_dir=tmp_path)
    (it,) = r.columns
    assert isinstance(it.stats, RatioStats)
    assert it.stats.n == 4
    assert it.stats.mean == pytest.approx((1 + 1 + 1 + 0.5) / 4)


def test_scores_outside_unit_interval_are_refused() -> None:
    col = Column("x", "de", (RatioItem("de", 1, "s", "a", "b"),), "0" * 12)
    with pytest.raises(FairmtError, match=r"\[0, 1\]"):
        evaluate_setting("fem-masc", [col], TableScorer({("s", "a"): 1.5}))
    # NaN is a flagged failure (e.g. FairQE's judge): the item is left out and counted.
    r = evaluate_setting("fem-masc", [col], TableScorer({("s", "a"): float("nan")}))
    assert r.columns[0].stats.n == 0 and r.columns[0].stats.n_failed == 1
    ex = Column("x", "de", (ExplicitItem("de", 1, "feminine", "s", "a", "b"),), "0" * 12)
    unused = TableScorer()
    with pytest.raises(UsageError):
        evaluate_setting("fem-masc", [ex], unused)
    with pytest.raises(UsageError):
        evaluate_setting("explicit", [col], unused)
    assert unused.calls == []  # checked before anything is scored


def test_locate_dataset_plain_folder(tmp_path: Path) -> None:
    write_gate(tmp_path)
    assert locate_dataset("gate", tmp_path) == tmp_path / "gate"
    with pytest.raises(DatasetNotFound):
        locate_dataset("mgente", tmp_path)


def test_locate_unregistered_in_data_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(tmp_path))
    with pytest.raises(DatasetNotFound, match="gated"):
        locate_dataset("mgente")
    (tmp_path / "mgente").mkdir()
    assert locate_dataset("mgente") == tmp_path / "mgente"


# --------------------------------------------------------------------------- CLI


def _bench(tmp_path: Path, *extra: str) -> list[str]:
    return ["qe", "bench", "--backbone", "length-ratio", "--data-dir", str(tmp_path), *extra]


def test_cli_all_skips_missing_mgente(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_gate(tmp_path)
    write_geneval(tmp_path)
    out = tmp_path / "res.json"
    assert main(_bench(tmp_path, "--langs", "gate:es", "de", "--output", str(out))) == 0
    cap = capsys.readouterr()
    rep = json.loads(cap.out)
    assert [s["setting"] for s in rep["settings"]] == ["fem-masc", "explicit"]
    assert [c["key"] for c in rep["settings"][0]["columns"]] == ["es", "de"]
    assert [c["key"] for c in rep["settings"][1]["columns"]] == ["de"]
    assert rep["skipped"][0]["setting"] == "neutral-gendered"
    assert "neutral-gendered: not run" in cap.err
    assert json.loads(out.read_text("utf-8")) == rep


def test_cli_text_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_gate(tmp_path)
    (tmp_path / "mgente").mkdir()
    shutil.copy(MGENTE_IT, tmp_path / "mgente" / "en-it.tsv")
    assert main(_bench(tmp_path, "--setting", "neutral-gendered", "--langs", "it", "-f", "text")) == 0
    out = capsys.readouterr().out
    assert "| Method | IT | Avg. |" in out and "| length-ratio |" in out and "signature: fairmt:" in out
    assert main(_bench(tmp_path, "--setting", "explicit", "--langs", "de")) == EXIT_BAD_DATA
    assert "mt_geneval" in capsys.readouterr().err
    assert main(_bench(tmp_path, "--setting", "fem-masc", "--langs", "xx")) == 2
    assert main(_bench(tmp_path, "--setting", "fem-masc", "--limit", "0")) == 2
    assert main(["qe", "bench", "--backbone", "no-such", "--data-dir", str(tmp_path)]) == 2


# --------------------------------------------------------------------------- intervals and tests


def test_columns_carry_intervals_values_and_error_rates(tmp_path: Path) -> None:
    write_gate(tmp_path)
    write_geneval(tmp_path)
    scorer = TableScorer(
        {
            ("The doctor arrived.", "La doctora llegó."): 0.4,
            ("The doctor arrived.", "El doctor llegó."): 0.8,
            ('My "friend" left.', 'Mi "amiga" se fue.'): 0.9,
            ('My "friend" left.', 'Mi "amigo" se fue.'): 0.6,
            ("She is a doctor.", "Sie ist Ärztin."): 0.9,
            ("She is a doctor.", "Er ist Arzt."): 0.7,
            ("He is a doctor.", "Er ist Arzt."): 0.6,
            ("He is a doctor.", "Sie ist Ärztin."): 0.8,
        }
    )
    r = run_setting("fem-masc", scorer, langs=["es"], data_dir=tmp_path, resamples=200, seed=3)
    (es,) = r.columns
    d = es.to_dict()
    assert d["values"] == [0.5, 1.5, 1.0] and d["mean"] == es.stats.mean
    assert d["ci_low"] <= d["mean"] <= d["ci_high"]
    stats = pytest.importorskip("scipy.stats")
    assert d["p_value"] == pytest.approx(
        float(stats.ttest_1samp([0.5, 1.5, 1.0], 1.0, alternative="less").pvalue)
    )
    assert len(d["items_sha"]) == 16
    assert "resamples:200" in str(r.stats_signature) and "seed:3" in str(r.stats_signature)
    assert "95% CI (bootstrap): es [" in format_markdown(r)
    ex = run_setting("explicit", scorer, langs=["de"], data_dir=tmp_path, resamples=200)
    dd = ex.columns[0].to_dict()
    # line 1: feminine right, masculine wrong; line 2: identical references, both ties (wrong).
    assert dd["values"] == [[1, 0], [0, 0]]
    assert dd["mean"] == dd["accuracy"] == pytest.approx(25.0)
    assert dd["error_rate_f"] == pytest.approx(50.0) and dd["error_rate_m"] == pytest.approx(100.0)
    assert dd["error_rate_difference"] == pytest.approx(-50.0)
    assert dd["error_rate_ratio"] == pytest.approx(0.5)
    for k in ("ci_low", "ci_high", "error_rate_f_ci_low", "error_rate_f_ci_high", "error_rate_m_ci_low"):
        assert k in dd
    assert "error rate % F / M [95% CI]: de 50.0 [" in format_markdown(ex)


def test_cli_same_run_twice_same_numbers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_gate(tmp_path)
    write_geneval(tmp_path)
    runs = []
    for _ in range(2):
        assert main(_bench(tmp_path, "--langs", "gate:es", "de", "--bootstrap", "300", "--seed", "7")) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0] == runs[1]
    col = runs[0]["settings"][0]["columns"][0]
    assert {"mean", "ci_low", "ci_high", "p_value"} <= set(col)
    assert "resamples:300" in runs[0]["settings"][0]["stats_signature"]
    assert main(_bench(tmp_path, "--langs", "gate:es", "--bootstrap", "300", "--seed", "8")) == 0
    other = json.loads(capsys.readouterr().out)["settings"][0]["columns"][0]
    assert other["mean"] == col["mean"]  # the point estimate does not depend on the seed
    assert main(_bench(tmp_path, "--bootstrap", "0")) == 2


# --------------------------------------------------------------------------- --compare


def test_compare_two_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fairmt.bench.compare import compare_results

    write_gate(tmp_path)
    write_geneval(tmp_path)
    base = {
        ("The doctor arrived.", "La doctora llegó."): 0.4,
        ("The doctor arrived.", "El doctor llegó."): 0.8,
        ("She is a doctor.", "Sie ist Ärztin."): 0.9,
        ("She is a doctor.", "Er ist Arzt."): 0.7,
    }
    better = {**base, ("The doctor arrived.", "La doctora llegó."): 0.8}  # item 1: ratio 0.5 -> 1.0
    ra = [
        run_setting(s, TableScorer(better), langs=["es" if s == "fem-masc" else "de"], data_dir=tmp_path)
        for s in ("fem-masc", "explicit")
    ]
    rb = [
        run_setting(s, TableScorer(base), langs=["es" if s == "fem-masc" else "de"], data_dir=tmp_path)
        for s in ("fem-masc", "explicit")
    ]
    a = {"method": "better", "settings": [r.to_dict() for r in ra]}
    b = {"method": "base", "settings": [r.to_dict() for r in rb]}
    c = compare_results(a, b, resamples=200, seed=1)
    fm, ex = c.cells
    assert (fm.setting, fm.key, fm.difference.n) == ("fem-masc", "es", 3)
    assert fm.difference.estimate == pytest.approx(0.5 / 3)
    assert fm.a == pytest.approx(ra[0].columns[0].stats.mean) and fm.b == pytest.approx(
        rb[0].columns[0].stats.mean
    )
    assert ex.difference.estimate == 0.0 and ex.difference.significant is False and ex.difference.n == 4
    # Same results: no difference anywhere.
    same = compare_results(b, b, resamples=100)
    assert all(x.difference.estimate == 0.0 and x.difference.p_value == 1.0 for x in same.cells)
    # Through the CLI, written and read back.
    fa, fb = tmp_path / "a.json", tmp_path / "b.json"
    fa.write_text(json.dumps(a), "utf-8")
    fb.write_text(json.dumps(b), "utf-8")
    assert main(["qe", "bench", "--compare", str(fa), str(fb), "--bootstrap", "200", "--seed", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["cells"][0]["difference"] == pytest.approx(0.5 / 3)
    assert out["cells"][0]["p_value"] == c.cells[0].difference.p_value
    assert {"ci_low", "ci_high", "significant"} <= set(out["cells"][0])
    assert main(["qe", "bench", "--compare", str(fa), str(fb), "-f", "text"]) == 0
    assert "| es | 3 |" in capsys.readouterr().out


def test_compare_refuses_other_items(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_gate(tmp_path)
    r_all = run_setting("fem-masc", TableScorer(), langs=["es"], data_dir=tmp_path)
    r_two = run_setting("fem-masc", TableScorer(), langs=["es"], data_dir=tmp_path, limit=2)
    fa, fb = tmp_path / "a.json", tmp_path / "b.json"
    fa.write_text(json.dumps({"settings": [r_all.to_dict()]}), "utf-8")
    fb.write_text(json.dumps({"settings": [r_two.to_dict()]}), "utf-8")
    assert main(["qe", "bench", "--compare", str(fa), str(fb)]) == EXIT_BAD_DATA
    err = capsys.readouterr().err
    assert "not on the same items" in err and str(fb) in err and len(err.strip().splitlines()) == 1
    old = r_all.to_dict()
    del old["columns"][0]["values"]
    fb.write_text(json.dumps({"settings": [old]}), "utf-8")
    assert main(["qe", "bench", "--compare", str(fa), str(fb)]) == EXIT_BAD_DATA
    assert "no per-item values" in capsys.readouterr().err
    fb.write_text("{not json", "utf-8")
    assert main(["qe", "bench", "--compare", str(fa), str(fb)]) == EXIT_BAD_DATA
    assert main(["qe", "bench", "--compare", str(fa), str(tmp_path / "none.json")]) == EXIT_BAD_DATA


# --------------------------------------------------------------------------- languages not run


class PickyScorer(TableScorer):
    """Declares in ``prepare`` that it cannot score German hypotheses (as mini-qe does Devanagari)."""

    def prepare(self, pairs: Sequence[tuple[str, str]]) -> None:
        from fairmt.errors import UnsupportedLanguageError

        if any("Buch" in t or "Arzt" in t for _, t in pairs):
            raise UnsupportedLanguageError("German is not covered")


class PerLanguageScorer(TableScorer):
    """Scores per column (as FairQE); its backbone cannot score German."""

    def for_language(self, lang: str) -> TableScorer:
        return PickyScorer(self.table) if lang == "de" else TableScorer(self.table)


@pytest.mark.parametrize("scorer", [PickyScorer(), PerLanguageScorer()], ids=["prepare", "per-language"])
def test_unsupported_column_is_not_run(tmp_path: Path, scorer: TableScorer) -> None:
    from fairmt.errors import UnsupportedLanguageError

    write_gate(tmp_path)
    write_geneval(tmp_path)
    r = run_setting("fem-masc", scorer, langs=["es", "de"], data_dir=tmp_path)
    assert [c.key for c in r.columns] == ["es"]
    assert r.not_run == ({"column": "de", "reason": "German is not covered"},)
    assert r.to_dict()["not_run"] == [{"column": "de", "reason": "German is not covered"}]
    assert "langs:es|" in str(r.signature)
    assert "de: not run (German is not covered)" in format_markdown(r)
    with pytest.raises(UnsupportedLanguageError, match="no column could be run: de: German"):
        run_setting("explicit", scorer, langs=["de"], data_dir=tmp_path)


def test_average_stays_over_the_papers_columns(tmp_path: Path) -> None:
    write_gate(tmp_path)
    write_geneval(tmp_path, "pt")
    scorer = TableScorer({("The doctor arrived.", "La doctora llegó."): 0.25})
    # es (paper) 0.5, 1, 1 -> 2.5/3; pt (extra) 1, 1.
    r = run_setting("fem-masc", scorer, langs=["es", "pt"], data_dir=tmp_path, paper_average=True)
    assert r.average["mean"] == pytest.approx(2.5 / 3)
    assert r.average_all is not None and r.average_all["mean"] == pytest.approx((2.5 / 3 + 1) / 2)
    assert r.to_dict()["average_columns"] == ["es"]
    assert "Avg. is over the paper's columns (es); over all 2 columns: 0.9167" in format_markdown(r)
    # Languages named by the user: the average is over them all, as before.
    r2 = run_setting("fem-masc", scorer, langs=["es", "pt"], data_dir=tmp_path)
    assert r2.average["mean"] == pytest.approx((2.5 / 3 + 1) / 2) and r2.average_all is None


def test_cli_skips_an_unsupported_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import fairmt.cli.qe_bench as qe_bench

    write_gate(tmp_path)
    write_geneval(tmp_path)
    monkeypatch.setattr(qe_bench, "make_backbone", lambda args: PickyScorer())
    assert main(_bench(tmp_path, "--langs", "gate:es", "de")) == 0
    cap = capsys.readouterr()
    rep = json.loads(cap.out)
    assert [s["setting"] for s in rep["settings"]] == ["fem-masc"]
    assert {"setting": "fem-masc", "column": "de", "reason": "German is not covered"} in rep["skipped"]
    assert any(s["setting"] == "explicit" and "no column could be run" in s["reason"] for s in rep["skipped"])
    assert "fem-masc de: not run: German is not covered" in cap.err
    from fairmt.errors import EXIT_UNSUPPORTED

    assert main(_bench(tmp_path, "--setting", "explicit", "--langs", "de")) == EXIT_UNSUPPORTED


def test_cli_says_how_to_get_p_values_without_scipy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    write_gate(tmp_path)
    monkeypatch.setitem(sys.modules, "scipy", None)
    monkeypatch.setitem(sys.modules, "scipy.stats", None)
    assert main(_bench(tmp_path, "--setting", "fem-masc", "--langs", "gate:es")) == 0
    cap = capsys.readouterr()
    s = json.loads(cap.out)["settings"][0]
    assert s["columns"][0]["p_value"] is None and s["columns"][0]["ci_low"] is not None
    assert s["notes"] == ["p-values need scipy: pip install 'fairmt[eval]'"]
    assert "ttest:one-sample-less-than-1:unavailable" in s["stats_signature"]
    assert "fairmt: note: p-values need scipy: pip install 'fairmt[eval]'" in cap.err
