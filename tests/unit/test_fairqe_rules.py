"""The offline ``rules`` agent set end to end: cues, variants, A_exp and the judge; the main job's CLI."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_UNSUPPORTED, UnsupportedLanguageError
from fairmt.fairqe.agents.base import JudgeInput
from fairmt.fairqe.agents.rules import RULES_VERSION, RuleAgents
from fairmt.fairqe.aggregate import VIOLATION_COST
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.types import Item, ScoredVariant
from fairmt.qe.base import get_backbone

AMB_M = Item("The doctor arrived late to the meeting.", "Der Arzt kam zu spät zum Treffen.", "de")
AMB_F = Item("The doctor arrived late to the meeting.", "Die Ärztin kam zu spät zum Treffen.", "de")
EXP_OK = Item("She is a talented engineer.", "Sie ist eine talentierte Ingenieurin.", "de")
EXP_WRONG = Item("She is a talented engineer.", "Sie ist ein talentierter Ingenieur.", "de")
ES_WRONG = Item("My mother is a lawyer.", "Mi madre es abogado.", "es")
NONE = Item("The train leaves at seven.", "Der Zug fährt um sieben ab.", "de")


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def test_ambiguous_variants(agents: RuleAgents) -> None:
    [a] = agents.analyse([AMB_M])
    assert [c.category.value for c in a.detection.cues] == ["C7"]
    assert a.variants.original_gender == "M" and a.variants.alignment is None
    texts = {v.gender: v.text for v in a.variants.ambiguous}
    assert texts["F"] == AMB_F.translation
    assert "M" not in texts  # the realisation already present is not generated
    assert texts["N"] == "Der*die Ärzt*in kam zu spät zum Treffen."


def test_explicit_alignment_and_flips(agents: RuleAgents) -> None:
    ok, wrong, es = agents.analyse([EXP_OK, EXP_WRONG, ES_WRONG])
    assert ok.variants.alignment is True
    # rules-50: the flip keeps "Sie" for "She" and flips the person's noun, as the gold
    # realisations do; it is the other original of the same source (closed sets, issue 12).
    assert [(v.text, v.satisfies) for v in ok.variants.explicit] == [(EXP_WRONG.translation, False)]
    assert wrong.variants.alignment is False
    assert [(v.text, v.satisfies) for v in wrong.variants.explicit] == [(EXP_OK.translation, True)]
    assert es.variants.alignment is False and es.variants.explicit[0].text == "Mi madre es abogada."


def test_no_cue(agents: RuleAgents) -> None:
    [a] = agents.analyse([NONE])
    assert a.detection.cues == () and a.variants.all == ()


def _scored(agents: RuleAgents, item: Item, scores: dict[str, float]) -> JudgeInput:
    [a] = agents.analyse([item])
    sv = tuple(ScoredVariant(v, scores[v.text], scores[v.text]) for v in a.variants.all)
    return JudgeInput(item, a, scores[item.translation], sv)


def test_judge_rewards_invariance(agents: RuleAgents) -> None:
    n = "Der*die Ärzt*in kam zu spät zum Treffen."
    n2 = "Der*Die Ärzt*in kam zu spät zum Treffen."
    scores = {AMB_M.translation: 0.8, AMB_F.translation: 0.6, n: 0.7, n2: 0.7}
    jm, jf = agents.judge([_scored(agents, AMB_M, scores), _scored(agents, AMB_F, scores)])
    # Both realisations get the mean over the same set: the judge does not see gender.
    assert jm.q_uqe == pytest.approx(70.0) and jf.q_uqe == pytest.approx(70.0)


def test_judge_penalises_a_violation(agents: RuleAgents) -> None:
    scores = {EXP_WRONG.translation: 0.9, EXP_OK.translation: 0.6}
    [jw] = agents.judge([_scored(agents, EXP_WRONG, scores)])
    assert jw.q_uqe == pytest.approx(100 * (0.6 - 0.25))
    [jo] = agents.judge([_scored(agents, EXP_OK, scores)])
    # rules-8: the correct translation's quality is gender-invariant, the median over it (0.6)
    # and its flip (0.9, the same translation in the gender the backbone prefers)
    assert jo.q_uqe == pytest.approx(75.0)


def test_judge_of_a_correct_translation_without_a_preferred_flip(agents: RuleAgents) -> None:
    """A flip the backbone scores lower moves the median down; the weight ``w`` (``b_exp`` = 0
    when no violating variant outscores the original) keeps the backbone's score then."""
    scores = {EXP_OK.translation: 0.8, EXP_WRONG.translation: 0.6}
    [jo] = agents.judge([_scored(agents, EXP_OK, scores)])
    assert jo.q_uqe == pytest.approx(70.0)
    fq = FairQE(get_backbone("mini-qe"), agents)
    [ok] = fq.score([EXP_OK])
    assert ok.q_final is not None and ok.q_orig is not None
    if ok.b_exp == 0 and ok.b_amb == 0:
        assert ok.q_final == pytest.approx(ok.q_orig)


def test_fairqe_ranks_the_correct_translation_higher(agents: RuleAgents) -> None:
    # mini-qe prefers the masculine (wrong) German translation; FairQE reverses that.
    fq = FairQE(get_backbone("mini-qe"), agents)
    items = [EXP_OK, EXP_WRONG]
    fq.prepare(items)
    ok, wrong = fq.score(items)
    assert ok.q_final is not None and wrong.q_final is not None
    assert ok.q_final > wrong.q_final
    assert wrong.b_exp >= 0 and wrong.alignment is False


@pytest.mark.parametrize(
    ("source", "wrong", "right", "lang"),
    [
        # The issue's own failures: detected violations that kept the backbone's score.
        ("She is a teacher.", "Ella es profesor.", "Ella es profesora.", "es"),
        ("He is a kind teacher.", "Sie ist eine nette Lehrerin.", "Er ist ein netter Lehrer.", "de"),
        # Gendered given names are explicit subjects; a common-gender noun's gender is read
        # from its article ("una cantante famosa" is feminine, not a violation).
        (
            "Anna is a talented programmer.",
            "Anna es un programador talentoso.",
            "Anna es una programadora talentosa.",
            "es",
        ),
        (
            "Anna is a talented programmer.",
            "Anna ist ein talentierter Programmierer.",
            "Anna ist eine talentierte Programmiererin.",
            "de",
        ),
        ("María is a famous singer.", "María es un cantante famoso.", "María es una cantante famosa.", "es"),
    ],
)
def test_detected_violations_always_count(
    agents: RuleAgents, source: str, wrong: str, right: str, lang: str
) -> None:
    """The paper's rule leaves a violation alone when the backbone already prefers a corrected
    variant (``b_exp`` = 0, ``q_final = q_orig``: the first two, the issue's own cases); the fair
    default penalises every detected violation and flags it."""
    items = [Item(source, wrong, lang), Item(source, right, lang)]
    paper = FairQE(get_backbone("mini-qe"), agents, FairQEConfig(aggregation="paper"))
    paper.prepare(items)
    p_wrong, _ = paper.score(items)
    assert p_wrong.alignment is False
    if source in ("She is a teacher.", "He is a kind teacher."):  # the issue's: b_exp = 0, q_orig kept
        assert p_wrong.b_exp == 0.0 and p_wrong.q_final == p_wrong.q_orig
    fair = FairQE(get_backbone("mini-qe"), agents)
    fair.prepare(items)
    f_wrong, f_right = fair.score(items)
    assert "gender_violation" in f_wrong.flags and f_wrong.b_exp == 1.0
    assert {v["expected"] for v in f_wrong.to_json()["violations"]} == {
        "M" if source.startswith("He ") else "F"
    }
    assert f_wrong.q_final is not None and f_right.q_final is not None
    # It costs at least w * VIOLATION_COST gender units of the backbone, whatever the backbone prefers.
    cal = fair.calibration()
    assert cal is not None and f_wrong.q_orig is not None
    assert f_wrong.q_final <= f_wrong.q_orig - f_wrong.w * VIOLATION_COST * cal.unit + 1e-12
    assert f_right.q_final > f_wrong.q_final and "gender_violation" not in f_right.flags


def test_unsupported_language(agents: RuleAgents) -> None:
    with pytest.raises(UnsupportedLanguageError, match="supported: ar, de, es, fr, hi, it, ru, uk"):
        agents.analyse([Item("The doctor came.", "Lekarz przyszedł.", "pl")])


def test_main_job_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.jsonl"
    summary = tmp_path / "summary.json"
    assert main(["qe", "score", "--example", "-o", str(out), "--summary", str(summary)]) == 0
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 25 and [r["index"] for r in rows] == list(range(25))
    by_id = {r["id"]: r for r in rows}
    assert (
        by_id["de-none"]["flags"] == ["no_cue"] and by_id["de-none"]["q_final"] == by_id["de-none"]["q_orig"]
    )
    assert by_id["es-exp-wrong"]["alignment"] is False
    for key in (
        "q_final",
        "q_orig",
        "q_uqe",
        "b_amb",
        "b_exp",
        "B",
        "w",
        "cues",
        "variants",
        "rationale",
        "flags",
    ):
        assert key in rows[0]
    sig = rows[0]["signature"]
    assert f"agents:rules-{RULES_VERSION}" in sig and "alpha:5" in sig
    assert "qe:mini-qe" in sig and "lexicon:" in sig
    s = json.loads(summary.read_text(encoding="utf-8"))
    assert s["items"] == 25 and s["scored"] == 25 and s.get("llm_calls", 0) == 0
    # A rerun resumes: nothing left to score, the file is unchanged.
    before = out.read_bytes()
    assert main(["qe", "score", "--example", "-o", str(out), "--summary", str(summary)]) == 0
    assert out.read_bytes() == before and json.loads(summary.read_text(encoding="utf-8"))["scored"] == 0


def test_cli_unsupported_language_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "pl.tsv"
    f.write_text("The doctor came.\tLekarz przyszedł.\n", encoding="utf-8")
    assert main(["qe", "score", "-i", str(f), "--tgt-lang", "pl"]) == EXIT_UNSUPPORTED
    assert "pl" in capsys.readouterr().err


def test_chunking_and_resume_never_change_results(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = tmp_path / "whole.jsonl"
    assert main(["qe", "score", "--example", "-o", str(whole), "--summary", str(tmp_path / "s1")]) == 0
    chunked = tmp_path / "chunked.jsonl"
    args = ["qe", "score", "--example", "-o", str(chunked), "--chunk-size", "4", "--batch-size", "3"]
    assert main([*args, "--summary", str(tmp_path / "s2")]) == 0
    assert chunked.read_bytes() == whole.read_bytes()
    # A crash after 7 items and half a line: the rerun keeps the 7 and finishes the rest.
    lines = whole.read_text(encoding="utf-8").splitlines(keepends=True)
    resumed = tmp_path / "resumed.jsonl"
    from fairmt.runs import store as store_mod

    real_append = store_mod.OutputStore.append

    def crash_after_first_chunk(self: Any, chunk: Any, failed: Any = ()) -> None:
        real_append(self, chunk, failed)
        with open(self.path, "ab") as fh:  # half of the next line made it to disk
            fh.write(lines[7][:40].encode("utf-8"))
        raise KeyboardInterrupt

    monkeypatch.setattr(store_mod.OutputStore, "append", crash_after_first_chunk)
    argv = ["qe", "score", "--example", "-o", str(resumed), "--chunk-size", "7"]
    assert main(argv) == 130
    assert resumed.read_text(encoding="utf-8") == "".join(lines[:7]) + lines[7][:40]
    monkeypatch.setattr(store_mod.OutputStore, "append", real_append)
    assert main([*argv, "--summary", str(tmp_path / "s3")]) == 0
    assert resumed.read_bytes() == whole.read_bytes()
    s3 = json.loads((tmp_path / "s3").read_text(encoding="utf-8"))
    assert (s3["skipped_done"], s3["scored"]) == (7, 18)


def test_paper_failure_case_is_symmetric(agents: RuleAgents) -> None:
    # Table 11: the paper's LLM found a cue only in the feminine translation, so FairQE moved
    # one side only. The rules detector finds "adventurers" (C12) in both, each variant is the
    # other translation, and both sides get the same b_amb and q_uqe.
    src = "It has been two days and I have to think about telling all those adventurers."
    m = Item(src, "Lleva dos días y tengo que ir pensando en decírselo a todos esos aventureros.", "es")
    f = Item(src, "Lleva dos días y tengo que ir pensando en decírselo a todas esas aventureras.", "es")
    fq = FairQE(get_backbone("mini-qe"), agents)
    fq.prepare([m, f])
    (rm, rf) = fq.score([m, f])
    assert [v.variant.text for v in rm.variants] == [f.translation]
    assert [v.variant.text for v in rf.variants] == [m.translation]
    assert rm.b_amb == pytest.approx(rf.b_amb) and rm.q_uqe == pytest.approx(rf.q_uqe)
    assert rm.q_final is not None and rf.q_final is not None
    assert abs(rm.q_final - rf.q_final) < abs(rm.q_orig - rf.q_orig)  # type: ignore[operator]


def test_a_variant_the_validity_gate_rejects_is_flagged_never_scored(monkeypatch: pytest.MonkeyPatch) -> None:
    from fairmt.inflect.german import GermanInflector

    def reject(self: GermanInflector, before: Any, after: Any) -> str:
        return f"analyser does not accept {after[1]!r}"

    monkeypatch.setattr(GermanInflector, "validate", reject)
    fq = FairQE(get_backbone("length-ratio"), RuleAgents())
    [r] = fq.score([Item("The doctor arrived late.", "Der Arzt kam zu spät.", "de")])
    assert "variant_rejected" in r.flags and r.variants == ()
    assert r.rejected and all("analyser does not accept" in x for x in r.rejected)
    assert r.to_json()["variants_rejected"] == list(r.rejected)
    assert fq.last_stats.flags["variant_rejected"] == 1


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # the aligner gives "her" the possessive, which agrees with the possessed noun
        ("She raised her two sons alone.", "Ha cresciuto da sola i suoi due figli.", "it"),
        # fr "lui" is the dative of both genders
        ("The role earned her an award.", "Le rôle lui a valu un prix.", "fr"),
        # "female" agrees with its own noun ("al femminile": the contracted article is masculine)
        ("It is an all-female band.", "È una band tutta al femminile.", "it"),
    ],
)
def test_no_violation_read_from_a_possessive_a_dative_or_an_adjective(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is not False


# --------------------------------------------------------------------------- rules-9 (issue 13)
# Sentences written for these tests (none from an evaluation set).


@pytest.mark.parametrize(
    ("source", "translation", "lang", "alignment"),
    [
        # a plural predicate noun has its group's gender: the title's firm reading decides
        ("The Countess of Kent was one of the commanders of the army.",
         "La contessa di Kent era uno dei comandanti dell'esercito.", "it", True),
        ("The Countess of Kent was one of the commanders of the army.",
         "Il conte di Kent era uno dei comandanti dell'esercito.", "it", False),
        # a singular person noun after the copula is firm: the violation stands
        ("My mother is a lawyer.", "Mi madre es abogado.", "es", False),
    ],
)  # fmt: skip
def test_a_firm_reading_outvotes_a_loose_one(
    agents: RuleAgents, source: str, translation: str, lang: str, alignment: bool
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is alignment


@pytest.mark.parametrize(
    ("source", "translation", "lang", "alignment"),
    [
        # a bare predicate noun after "be"/"become"/"as": the one person's noun
        ("She chaired the board.", "Fue presidenta del consejo.", "es", True),
        ("She worked as a lawyer.", "Trabajó como abogada.", "es", True),
        ("She worked as a lawyer.", "Trabajó como abogado.", "es", False),
        ("She became a teacher.", "Divenne maestra.", "it", True),
        ("She became a teacher.", "Divenne maestro.", "it", False),
    ],
)  # fmt: skip
def test_the_one_persons_predicate_noun_is_checked(
    agents: RuleAgents, source: str, translation: str, lang: str, alignment: bool
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is alignment


def test_a_thing_of_one_gender_is_not_the_one_person() -> None:
    """ "cura" (care) is a feminine noun with no masculine form: no verdict on "he"."""
    agents = RuleAgents()
    [a] = agents.analyse(
        [Item("He devoted himself to the care of the sick.", "Si dedicò alla cura dei malati.", "it")]
    )
    assert a.variants.alignment is not False


@pytest.mark.parametrize("lang", ["ar", "hi", "de", "es", "fr", "it"])
def test_cue_reader_check_decided_once_per_class(lang: str) -> None:
    from fairmt.fairqe.agents.cue_readers import CueReader, _reads_cues
    from fairmt.inflect import get_inflector

    inflector = get_inflector(lang)
    assert _reads_cues(inflector) is isinstance(inflector, CueReader) is (lang in ("ar", "hi"))
    assert _reads_cues(inflector) is _reads_cues(inflector)
