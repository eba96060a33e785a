"""The light parts of ``fairmt attention``: input records, spans, pair selection and PNG heatmaps.

No torch here; the model side is in ``tests/integration/test_attention.py``.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from fairmt.diagnostics.attention import (
    accurate_pairs,
    extend_with_article,
    find_cue_pronoun,
    find_word,
    parse_layers,
    parse_model_arg,
    query_positions,
    read_pairs,
    record_from_row,
    span_attention,
    tokens_overlapping,
)
from fairmt.diagnostics.heatmap import NAN_COLOUR, layout, render_heatmap
from fairmt.errors import EXIT_MISSING_DEPENDENCY, DataError, MissingDependencyError, UsageError


def _noun(text: str, word: str, lang: str = "it") -> str:
    span = find_word(text, word)
    assert span is not None
    s, e = extend_with_article(text, span, lang)
    return text[s:e]


@pytest.mark.parametrize(
    ("lang", "text", "word", "expected"),
    [
        ("it", "La dottoressa ha chiesto aiuto.", "dottoressa", "La dottoressa"),
        ("it", "Ha parlato con l'ingegnera.", "ingegnera", "l'ingegnera"),
        ("it", "Ha parlato con l’ingegnera.", "ingegnera", "l’ingegnera"),
        ("it", "Ha chiesto all'infermiera di aiutarla.", "infermiera", "all'infermiera"),
        ("it", "Ha dato un regalo alla segretaria.", "segretaria", "alla segretaria"),
        ("it", "Ha visto un'avvocata.", "avvocata", "un'avvocata"),
        ("it", "Lo sviluppatore ha litigato.", "sviluppatore", "Lo sviluppatore"),
        ("it", "Ha litigato con gli impiegati.", "impiegati", "gli impiegati"),
        ("it", "Ha ringraziato Maria chirurga.", "chirurga", "chirurga"),  # no article before it
        ("it", "Il collega del medico.", "medico", "del medico"),
        ("it", "Ilaria medico.", "medico", "medico"),  # "Ilaria" is not "il"
        ("es", "El médico ayudó a la enfermera.", "enfermera", "la enfermera"),
        ("fr", "Le médecin a demandé à l'infirmière.", "infirmière", "l'infirmière"),
        ("de", "Der Arzt fragte die Krankenschwester.", "Krankenschwester", "die Krankenschwester"),
        ("xx", "La dottoressa.", "dottoressa", "dottoressa"),  # unknown language: noun alone
    ],
)
def test_article_extension(lang: str, text: str, word: str, expected: str) -> None:
    assert _noun(text, word, lang) == expected


def test_find_word_is_whole_word_and_case_insensitive() -> None:
    assert find_word("The doctor and the Doctors", "doctor") == (4, 10)
    assert find_word("Doctors only", "doctor") is None
    assert find_word("x", "  ") is None


def test_cue_pronoun_from_winomt_fields() -> None:
    s = "The doctor asked the nurse to help her."
    assert s[slice(*find_cue_pronoun(s, "female", 1))] == "her"  # type: ignore[misc]
    s = "The developer argued with the designer because she did not like the design."
    assert s[slice(*find_cue_pronoun(s, "female", 1))] == "she"  # type: ignore[misc]
    # Pronouns after the entity come first; then the nearest one before it.
    s = "He said the guard hated him."
    assert find_cue_pronoun(s, "male", 3) == (s.index("him"), s.index("him") + 3)
    assert find_cue_pronoun("He said the guard slept.", "male", 3) == (0, 2)
    assert find_cue_pronoun("The guard slept.", "female", 1) is None
    assert find_cue_pronoun("The cook fed her dog.") == (13, 16)  # any gender without one


def test_record_fields_and_errors(tmp_path: Path) -> None:
    src = "The doctor asked the nurse to help her."
    mt = "La dottoressa ha chiesto all'infermiere di aiutarla."
    r = record_from_row({"sentence": src, "mt": mt, "target": "dottoressa", "gold": "female", "index": "1"})
    assert (r.source[r.cue[0] : r.cue[1]], r.cue_gender, r.correct) == ("her", "female", True)
    assert r.pair == "line 0"  # no pair id: a pair of its own
    row = {"source": src, "translation": mt, "target_span": "3:13", "cue": "her", "correct": "no"}
    r = record_from_row(row)
    assert (mt[r.target[0] : r.target[1]], r.cue_gender, r.correct) == ("dottoressa", "female", False)
    r = record_from_row({"source": src, "translation": mt, "target_span": [3, 13], "cue_span": [35, 38]})
    assert r.source[r.cue[0] : r.cue[1]] == "her"
    with pytest.raises(DataError, match=r"f.jsonl:7: target 'dottore' is not a word"):
        record_from_row({"source": src, "translation": mt, "target": "dottore"}, "f.jsonl", 7)
    with pytest.raises(DataError, match="target_span"):
        record_from_row({"source": src, "translation": mt, "target_span": [3, 300]})
    with pytest.raises(DataError, match="missing 'translation'"):
        record_from_row({"source": src, "target": "x"})
    with pytest.raises(DataError, match="no male pronoun"):
        record_from_row({"source": src, "translation": mt, "target": "dottoressa", "gold": "male"})
    with pytest.raises(DataError, match="'correct' must be"):
        record_from_row({"source": src, "translation": mt, "target": "dottoressa", "correct": "maybe"})
    with pytest.raises(DataError, match="'prompt' must be"):
        record_from_row({"source": src, "translation": mt, "target": "dottoressa", "prompt": "no source"})


def test_read_pairs_jsonl_and_tsv(tmp_path: Path) -> None:
    rows = [
        {"pair": 1, "source": "She is a doctor.", "translation": "È una dottoressa.", "target": "dottoressa"},
        {"pair": 1, "source": "He is a doctor.", "translation": "È un dottore.", "target": "dottore"},
    ]
    j = tmp_path / "p.jsonl"
    j.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n\n", encoding="utf-8")
    recs = read_pairs(j)
    assert [(r.line, r.pair, r.cue_gender) for r in recs] == [(1, "1", "female"), (2, "1", "male")]
    t = tmp_path / "p.tsv"
    t.write_text(
        "pair\tsource\ttranslation\ttarget\tcorrect\n"
        "1\tShe is a doctor.\tÈ una dottoressa.\tdottoressa\ttrue\n"
        "1\tHe is a doctor.\tÈ un dottore.\tdottore\tfalse\n",
        encoding="utf-8",
    )
    recs = read_pairs(t)
    assert [(r.line, r.correct) for r in recs] == [(2, True), (3, False)]
    t.write_text("pair\tsource\n1\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"p.tsv:2: expected 2 tab-separated fields"):
        read_pairs(t)
    j.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"p.jsonl:1: invalid JSON"):
        read_pairs(j)
    with pytest.raises(DataError, match="file not found"):
        read_pairs(tmp_path / "missing.jsonl")


def test_accurate_pairs_selection() -> None:
    def rec(pair: str, gender: str, ok: bool = True) -> object:
        pron = "she" if gender == "female" else "he"
        return record_from_row(
            {"pair": pair, "source": f"The nurse said {pron} was late.", "translation": "X y.", "target": "y"}
            | {"correct": ok}
        )

    records = [
        rec("b", "female"),
        rec("a", "male"),
        rec("a", "female"),
        rec("b", "male"),
        rec("c", "female", False),
        rec("c", "male"),
        rec("d", "male"),
    ]
    fem = accurate_pairs(records, "female")  # type: ignore[arg-type]
    assert [[r.pair for r in g] for g in fem] == [["b"], ["a"]]  # file order of first records; d has no she
    both = accurate_pairs(records, "all")  # type: ignore[arg-type]
    assert [[r.cue_gender for r in g] for g in both] == [["female", "male"], ["male", "female"], ["male"]]
    assert len(accurate_pairs(records, "male")) == 3  # type: ignore[arg-type]
    with pytest.raises(UsageError):
        accurate_pairs(records, "they")  # type: ignore[arg-type]


def test_token_helpers() -> None:
    import numpy as np

    offsets = [(0, 0), (0, 3), (3, 4), (4, 8), (8, 9), (9, 12)]
    assert tokens_overlapping(offsets, 3, 8) == [2, 3]
    assert tokens_overlapping(offsets, 5, 6) == [3]
    assert tokens_overlapping(offsets, 0, 1) == [1]  # the empty special token never overlaps
    assert query_positions([5, 6, 7], "generating") == [4, 5, 6]
    assert query_positions([5, 6, 7], "target") == [5, 6, 7]
    with pytest.raises(UsageError):
        query_positions([1], "last")
    att = np.arange(2 * 3 * 4 * 4, dtype=float).reshape(2, 3, 4, 4)
    got = span_attention(att, [2, 3], [0, 1])
    assert got.shape == (2, 3)
    a = att[1, 2]
    assert got[1, 2] == pytest.approx((a[2, 0] + a[2, 1] + a[3, 0] + a[3, 1]) / 2)
    assert span_attention(att, [2, 3], [0, 1], "mean")[1, 2] == pytest.approx(got[1, 2] / 2)


def test_cli_argument_helpers() -> None:
    assert parse_model_arg("tower=/models/tower") == ("tower", "/models/tower")
    assert parse_model_arg("/models/Llama-2-7b") == ("Llama-2-7b", "/models/Llama-2-7b")
    assert parse_model_arg("./a=b/model") == ("model", "./a=b/model")
    assert parse_layers(None, 32) == (0, 31)
    assert parse_layers("8-20", 32) == (8, 20)
    assert parse_layers("8-99", 12) == (8, 11)
    for bad in ("20-8", "x", "40-50"):
        with pytest.raises(UsageError):
            parse_layers(bad, 32)


class _Pixels:
    """Rows of RGB pixels of PNG bytes, read with Pillow (matplotlib's own image reader)."""

    def __init__(self, png: bytes) -> None:
        self.image = pytest.importorskip("PIL.Image").open(io.BytesIO(png)).convert("RGB")

    def __getitem__(self, y: int) -> list[tuple[int, int, int]]:
        return [self.image.getpixel((x, y)) for x in range(self.image.size[0])]


def _png(png: bytes) -> tuple[int, int, _Pixels]:
    """``(width, height, pixels)``: ``pixels[y][x]`` is an ``(r, g, b)``."""
    pixels = _Pixels(png)
    w, h = pixels.image.size
    return w, h, pixels


def _rgb(colour: object) -> tuple[int, int, int]:
    from matplotlib.colors import to_rgb

    r, g, b = to_rgb(colour)  # type: ignore[arg-type]
    return (round(r * 255), round(g * 255), round(b * 255))


def test_png_heatmap_size_cells_and_determinism() -> None:
    mpl = pytest.importorskip("matplotlib")
    matrix = [[0.0, 0.1], [0.2, 0.4], [float("nan"), 0.3]]
    png = render_heatmap(matrix, 0.0, 0.4, cell=20, title="cue test", row_offset=8)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert png == render_heatmap(matrix, 0.0, 0.4, cell=20, title="cue test", row_offset=8)  # deterministic
    assert b"Software" not in png and b"matplotlib" not in png  # no metadata that varies by install
    w, h, pixels = _png(png)
    geo = layout(3, 2, cell=20, title="cue test")
    assert (w, h) == (geo.width, geo.height)
    cmap = mpl.colormaps["Blues"]

    def near(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
        return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 2

    for (i, j), v in {(0, 0): 0.0, (0, 1): 0.1, (1, 0): 0.2, (1, 1): 0.4, (2, 1): 0.3}.items():
        x, y = geo.cell_centre(i, j)
        assert near(pixels[y][x], _rgb(cmap(v / 0.4))), (i, j, pixels[y][x])
    x, y = geo.cell_centre(2, 0)
    assert near(pixels[y][x], _rgb(NAN_COLOUR))
    (x, y), (x1, y1) = geo.cell_centre(1, 1), geo.cell_centre(0, 1)
    assert sum(pixels[y][x]) < sum(pixels[y1][x1])  # darker = more attention
    # Values outside the scale are clipped to its ends.
    _, _, clipped = _png(render_heatmap([[9.0, -9.0]], 0.0, 0.4, cell=20))
    geo1 = layout(1, 2, cell=20)
    (x0, y0), (x1, y1) = geo1.cell_centre(0, 0), geo1.cell_centre(0, 1)
    assert near(clipped[y0][x0], _rgb(cmap(1.0))) and near(clipped[y1][x1], _rgb(cmap(0.0)))
    with pytest.raises(ValueError):
        render_heatmap([], 0.0, 1.0)
    with pytest.raises(ValueError):
        render_heatmap([[0.1, 0.2], [0.3]], 0.0, 1.0)


def test_heatmap_labels() -> None:
    pytest.importorskip("matplotlib")
    from fairmt.diagnostics.heatmap import _figure

    matrix = [[float(i * 4 + j) for j in range(4)] for i in range(13)]
    fig, geo = _figure(matrix, 0.0, 51.0, row_offset=8, title="plain: cue", value_label="mean attention")
    ax, cax = fig.axes
    assert ax.get_title(loc="left") == "plain: cue"
    assert (ax.get_ylabel(), ax.get_xlabel(), cax.get_ylabel()) == ("layer", "head", "mean attention")
    ys = [t.get_text() for t in ax.get_yticklabels()]
    assert ys[0] == "8" and ys[-1] in ("19", "20") and all(8 <= int(t) <= 20 for t in ys)
    assert [t.get_text() for t in ax.get_xticklabels()] == ["0", "1", "2", "3"]
    assert geo.cell == 24 and geo.width > geo.left + 4 * 24  # cells of 24 px (512 // 13 is too big)
    # A long title widens the image rather than being cut off.
    long = "x" * 200
    assert layout(2, 2, title=long).width > layout(2, 2, title="short").width


def test_heatmap_without_matplotlib(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    from fairmt.diagnostics.heatmap import write_heatmap

    with pytest.raises(MissingDependencyError, match="matplotlib") as e:
        write_heatmap(tmp_path / "x.png", [[0.1]], 0.0, 1.0)
    assert "pip install matplotlib" in str(e.value) and not (tmp_path / "x.png").exists()
    assert e.value.exit_code == EXIT_MISSING_DEPENDENCY


def test_outputs_stop_before_writing_without_matplotlib(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Heatmaps wanted but matplotlib missing: a clear error, and no half-written output folder."""
    from fairmt.diagnostics.attention import write_outputs

    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(MissingDependencyError, match="matplotlib"):
        write_outputs([], tmp_path / "out", heatmaps=True)
    assert not (tmp_path / "out").exists()
