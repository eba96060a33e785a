"""The light parts of ``fairmt attention``: input records, spans, pair selection and PNG heatmaps.

No torch here; the model side is in ``tests/integration/test_attention.py``.
"""

from __future__ import annotations

import json
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
from fairmt.diagnostics.heatmap import COLORMAP, NAN_COLOUR, colour, decode_png, encode_png, render_heatmap
from fairmt.errors import DataError, UsageError


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


def test_png_heatmap() -> None:
    assert colour(0.0, 0.0, 1.0) == COLORMAP[0]
    assert colour(1.0, 0.0, 1.0) == COLORMAP[-1]
    assert colour(5.0, 0.0, 1.0) == COLORMAP[-1]  # clipped
    assert colour(float("nan"), 0.0, 1.0) == NAN_COLOUR
    mid = colour(0.5, 0.0, 1.0)
    assert sum(mid) < sum(COLORMAP[0]) and sum(mid) > sum(COLORMAP[-1])

    w, h, rgb = decode_png(encode_png(2, 1, bytes([1, 2, 3, 4, 5, 6])))
    assert (w, h, rgb) == (2, 1, bytes([1, 2, 3, 4, 5, 6]))
    with pytest.raises(ValueError):
        encode_png(2, 2, b"\x00" * 3)

    matrix = [[0.0, 0.1], [0.2, 0.4], [float("nan"), 0.3]]
    png = render_heatmap(matrix, 0.0, 0.4, cell=10, title="cue test", row_offset=8)
    assert png == render_heatmap(matrix, 0.0, 0.4, cell=10, title="cue test", row_offset=8)  # deterministic
    w, h, rgb = decode_png(png)

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        i = (y * w + x) * 3
        return (rgb[i], rgb[i + 1], rgb[i + 2])

    # Cell (1, 1) holds vmax.
    found = [(x, y) for y in range(h) for x in range(w) if pixel(x, y) == COLORMAP[-1]]
    assert found
    x0, y0 = min(found)  # top-left pixel of cell (1, 1) (the colour bar is to the right)
    assert pixel(x0 - 10, y0) == colour(0.2, 0.0, 0.4)  # cell (1, 0)
    assert pixel(x0 - 10, y0 - 10) == COLORMAP[0]  # cell (0, 0) = vmin, white
    assert pixel(x0 - 10, y0 + 10) == NAN_COLOUR  # cell (2, 0)
    assert pixel(x0, y0 - 10) == colour(0.1, 0.0, 0.4)  # cell (0, 1)
    with pytest.raises(ValueError):
        render_heatmap([], 0.0, 1.0)
