"""Gender counterparts share the lexical aligner's columns (fairmt.align.lexical_genders)."""

from __future__ import annotations

import gzip

import pytest

from fairmt.align import lexical
from fairmt.align.lexical import NULL, LexicalModel, decode, load_model
from fairmt.align.lexical_genders import read_pairs, symmetrise, write_pairs


def _model() -> LexicalModel:
    return LexicalModel(
        "en-xx",
        4.0,
        0.08,
        1e-5,
        {
            "peatón": {"pedestrian": 0.6, NULL: 0.1},
            "trabajador": {"worker": 0.14, "laborer": 0.5},
            "trabajadora": {"hardworking": 0.5, "worker": 0.008},
            "la": {"the": 0.4},
            "lo": {"it": 0.3},
            "el": {"the": 0.5},
        },
    )


def test_write_read_round_trip_is_reproducible() -> None:
    data = write_pairs([("peatón", "peatona"), ("peatona", "peatón"), ("a", "a")], {"pair": "en-xx"})
    assert data == write_pairs([("peatona", "peatón")], {"pair": "en-xx"})
    head, pairs = read_pairs(data)
    assert head["pair"] == "en-xx" and pairs == [("peatona", "peatón")]
    with pytest.raises(ValueError, match="not a"):
        read_pairs(gzip.compress(b"#format\tother\n"))


def test_counterparts_take_the_larger_probability_and_missing_forms_get_a_column() -> None:
    model = _model()
    changed = symmetrise(model, [("peatón", "peatona"), ("trabajador", "trabajadora")])
    assert changed == 3  # peatona (new), trabajador, trabajadora
    assert model.table["peatona"] == {"pedestrian": 0.6}  # no NULL of its own: the floor
    assert model.table["peatón"] == {"pedestrian": 0.6, NULL: 0.1}
    assert model.table["trabajadora"] == {"hardworking": 0.5, "worker": 0.14, "laborer": 0.5}
    assert model.table["trabajador"] == {"worker": 0.14, "laborer": 0.5, "hardworking": 0.5}


def test_no_chains_through_a_third_word() -> None:
    model = _model()
    symmetrise(model, [("el", "la"), ("la", "lo")])
    assert model.table["el"] == {"the": 0.5}  # el's only counterpart is la (0.4 < 0.5)
    assert model.table["lo"] == {"it": 0.3, "the": 0.4}  # from la, never el's 0.5
    assert model.table["la"] == {"the": 0.5, "it": 0.3}


def test_the_stale_index_is_rebuilt() -> None:
    model = _model()
    src = ["The", "pedestrian", "crossed"]
    trg = ["La", "peatona", "cruzó"]
    before = decode(model, src, trg)
    assert (1, 1) not in before  # an unknown word in a table: no link to pedestrian
    symmetrise(model, [("peatón", "peatona")])
    assert (1, 1) in decode(model, src, trg)


def test_shipped_spanish_table_aligns_the_feminine_noun_as_the_masculine() -> None:
    """A real sentence in both genders: before the pairs, "peatona" (no entry in the table,
    trained on mostly masculine MT output) linked to "that", "peatón" to "pedestrian"."""
    model = load_model("en-es")
    assert model is not None
    src = ["The", "worker", "told", "the", "pedestrian", "that", "the", "street", "was", "closed", "."]
    for trg in (
        "La trabajadora le dijo a la peatona que la calle estaba cerrada .",
        "El trabajador le dijo al peatón que la calle estaba cerrada .",
    ):
        toks = trg.split()
        links = decode(model, src, toks)
        noun = next(j for j, w in enumerate(toks) if w.startswith("peat"))
        assert (4, noun) in links, (trg, links)
    assert model.table["trabajadora"]["worker"] == model.table["trabajador"]["worker"]


def test_shipped_pairs_are_checked_against_the_manifest(monkeypatch: pytest.MonkeyPatch) -> None:
    real = lexical.manifest()
    genders = dict(real["genders"])  # type: ignore[call-overload]
    genders["en-it"] = {**genders["en-it"], "sha256": "0" * 64}
    monkeypatch.setattr(lexical, "manifest", lambda: {**real, "genders": genders})
    monkeypatch.setattr(lexical, "_MODELS", {})
    with pytest.raises(ValueError, match="gender pairs of en-it"):
        load_model("en-it")


def test_two_persons_get_one_closed_set_from_either_gender() -> None:
    """Issue 12 (closed sets), a real two-person sentence: the feminine translation's second
    noun ("peatona") had no alignment, so its two persons got no mixed-gender variants while
    the masculine translation's did (sets of 2 and 4)."""
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    src = "The worker helped the pedestrian cross the street."
    sets = []
    for mt in (
        "La trabajadora ayudó a la peatona a cruzar la calle.",
        "El trabajador ayudó al peatón a cruzar la calle.",
    ):
        item = Item(src, mt, "es")
        agents = RuleAgents()
        agents.prepare([item])
        analysis = agents.analyse([item])[0]
        sets.append({mt, *(v.text for v in analysis.variants.all)})
    assert sets[0] == sets[1]
    assert len(sets[0]) == 4
