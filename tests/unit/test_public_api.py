"""The documented public API, used only through its public names (``fairmt.X.name``).

The WinoMT numbers are the paper's Table 2 Google German cell (Stanovsky et al., 2019), on
the saved Google translations of the 2020-08-31 challenge set under the paper-era policy;
``tests/regression/test_winomt_paper.py`` checks every cell through the lower-level evaluator.
"""

from __future__ import annotations

import dataclasses
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import fairmt

PAPER_GOOGLE_DE = (59.4, 12.5, 12.5)  # Acc, ΔG, ΔS of Table 2


@pytest.fixture
def google_de(data_root: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The saved Google en-de translations, found as a user finds them: through the data folder."""
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(data_root))
    return fairmt.data.dataset_path("winomt") / "translations" / "google" / "en-de.txt"


def _targets_in_challenge_order(path: Path, challenge: fairmt.winomt.ChallengeSet) -> list[str]:
    by_source = dict(line.split(" ||| ") for line in path.read_text(encoding="utf-8").splitlines())
    return [by_source[item.sentence] for item in challenge.all]


def _accuracy(predictions: list[fairmt.winomt.Prediction]) -> float:
    return round(100 * sum(p.predicted is p.gold for p in predictions) / len(predictions), 1)


def test_winomt_evaluate_gives_the_paper_cell(google_de: Path) -> None:
    r = fairmt.winomt.evaluate(google_de, "de", challenge_set="2020-08-31", compat="mt_gender-2019")
    assert isinstance(r, fairmt.winomt.WinoMTResult)
    assert (r.accuracy, r.delta_g, r.delta_s) == PAPER_GOOGLE_DE
    assert r.n == 3888 and not r.missing
    assert r.delta_g == round(r.f1_male - r.f1_female, 1)
    # ΔS is pro minus anti accuracy, both subsets read from the same translations; the
    # per-sentence predictions give back every headline number.
    by_subset = {s: [p for p in r.predictions if p.subset == s] for s in ("all", "pro", "anti")}
    assert len(r.predictions) == sum(map(len, by_subset.values()))
    assert len(by_subset["all"]) == r.n
    assert _accuracy(by_subset["all"]) == r.accuracy
    assert round(_accuracy(by_subset["pro"]) - _accuracy(by_subset["anti"]), 1) == r.delta_s
    assert "compat:mt_gender-2019" in str(r.signature) and "dataset:winomt:2020-08-31" in str(r.signature)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.system = "changed"  # type: ignore[misc]
    # a REPL shows the headline numbers, not 7,000 predictions
    assert "accuracy=59.4" in repr(r) and "delta_s=12.5" in repr(r) and len(repr(r)) < 400


def test_winomt_evaluate_takes_a_list_of_strings(google_de: Path, tmp_path: Path) -> None:
    challenge = fairmt.winomt.load_challenge_set("2020-08-31")
    targets = _targets_in_challenge_order(google_de, challenge)
    r = fairmt.winomt.evaluate(targets, "de", challenge_set=challenge, compat="mt_gender-2019")
    assert (r.accuracy, r.delta_g, r.delta_s, r.n) == (*PAPER_GOOGLE_DE, 3888)
    # The list reads exactly as the plain file written from it: same predictions, same signature.
    plain = tmp_path / "google.de.txt"
    plain.write_text("".join(t + "\n" for t in targets), encoding="utf-8")
    f = fairmt.winomt.evaluate(plain, "de", challenge_set="2020-08-31", compat="mt_gender-2019")
    assert f.signature == r.signature
    assert f.predictions == r.predictions


def test_winomt_evaluate_refuses_a_wrong_number_of_translations(google_de: Path) -> None:
    challenge = fairmt.winomt.load_challenge_set("2020-08-31")
    targets = _targets_in_challenge_order(google_de, challenge)
    for given in (targets[:-1], [*targets, targets[0]], []):
        with pytest.raises(fairmt.winomt.LineCountError) as info:
            fairmt.winomt.evaluate(given, "de", challenge_set=challenge)
        assert (info.value.expected, info.value.got) == (3888, len(given))
        assert isinstance(info.value, fairmt.errors.DataError)
        assert info.value.exit_code == fairmt.errors.EXIT_BAD_DATA
    broken = [*targets[:10], "Die Ärztin\nkam.", *targets[11:]]
    with pytest.raises(fairmt.errors.DataError, match="line break") as bad:
        fairmt.winomt.evaluate(broken, "de", challenge_set=challenge)
    assert bad.value.line == 11
    with pytest.raises(fairmt.errors.UsageError, match="fmt="):
        fairmt.winomt.evaluate(targets, "de", challenge_set=challenge, fmt="tsv")


def test_winomt_evaluate_checks_the_language_first(tmp_path: Path) -> None:
    """An unsupported language is refused before the (absent) file or challenge set is read."""
    with pytest.raises(fairmt.errors.UnsupportedLanguageError):
        fairmt.winomt.evaluate(tmp_path / "absent.txt", "xx", challenge_set=tmp_path / "absent")
    with pytest.raises(fairmt.errors.UsageError, match="compat"):
        fairmt.winomt.evaluate(tmp_path / "absent.txt", "de", compat="mt_gender-2020")


def test_diagnostics_diagnose_agrees_with_winomt(google_de: Path) -> None:
    r = fairmt.winomt.evaluate(google_de, "de", challenge_set="2020-08-31", compat="mt_gender-2019")
    [d] = fairmt.diagnostics.diagnose(
        {"google": google_de.parent}, "de", challenge_set="2020-08-31", compat="mt_gender-2019"
    )
    assert isinstance(d, fairmt.diagnostics.SystemDiagnostics)
    assert d.system == "google" and sorted(d.sets) == ["adj", "anti", "pro", "reg"]
    reg, pro, anti = d.accuracy("reg"), d.accuracy("pro"), d.accuracy("anti")
    assert reg is not None and pro is not None and anti is not None
    assert reg.overall == r.accuracy
    assert pro.overall is not None and anti.overall is not None
    assert round(pro.overall - anti.overall, 1) == r.delta_s
    assert d.mpa is not None and d.mpa.mpa is not None and d.mpa.mpa <= min(pro.overall, anti.overall)
    assert d.adjectives is not None and d.prior_bias is None
    assert f"mpa={d.mpa.mpa}" in repr(d) and len(repr(d)) < 400
    # the same system given as {set: file} and as SystemTranslations
    files = {"reg": google_de}
    [by_files] = fairmt.diagnostics.diagnose({"google": files}, "de", challenge_set="2020-08-31")
    [by_object] = fairmt.diagnostics.diagnose(
        fairmt.diagnostics.SystemTranslations("google", files), "de", challenge_set="2020-08-31"
    )
    assert by_files.to_dict() == by_object.to_dict()
    with pytest.raises(fairmt.errors.UsageError, match="mapping"):
        fairmt.diagnostics.diagnose(str(google_de.parent), "de")  # type: ignore[arg-type]


def test_translate_get_engine_errors_name_the_choices() -> None:
    with pytest.raises(fairmt.errors.UsageError, match="apertium"):
        fairmt.translate.get_engine("apertum", src_lang="en", tgt_lang="es")
    with pytest.raises(fairmt.errors.UsageError, match="its options"):
        fairmt.translate.get_engine("apertium", src_lang="en", tgt_lang="es", temperature=0.5)


def test_public_names_resolve() -> None:
    for module in (fairmt, fairmt.winomt, fairmt.diagnostics, fairmt.translate):
        for name in module.__all__:
            assert getattr(module, name) is not None, f"{module.__name__}.{name}"
        assert set(module.__all__) <= set(dir(module))
    assert callable(fairmt.winomt.evaluate)  # the function, not a submodule of that name
    # importing the submodule that defines it (as the CLI and the diagnostics do) must not shadow it
    importlib.import_module("fairmt.winomt.evaluation")
    assert callable(fairmt.winomt.evaluate)


def test_import_fairmt_is_light() -> None:
    """``import fairmt`` loads no fairmt submodule and nothing heavy (measured in a fresh interpreter)."""
    code = (
        "import sys; before = set(sys.modules); import fairmt; "
        "print(' '.join(sorted(set(sys.modules) - before)))"
    )
    new = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout.split()
    assert [m for m in new if m.startswith("fairmt")] == ["fairmt"]
    assert not {"numpy", "torch", "typing", "importlib"} & set(new)
    assert len(new) <= 5, new


# -- FairQE and the QE backbones, through their public names ---------------------------------


def test_fairqe_build_scores_items_and_score_file_is_the_command(tmp_path: Path) -> None:
    items = [
        fairmt.fairqe.Item("The doctor arrived late.", "Der Arzt kam zu spät.", "de"),
        fairmt.fairqe.Item("The doctor arrived late.", "Die Ärztin kam zu spät.", "de"),
        fairmt.fairqe.Item("The train left.", "Der Zug fuhr ab.", "de"),
    ]
    with fairmt.fairqe.FairQE.build(backbone="length-ratio", agents="rules", alpha=5.0) as fq:
        results = fq.score(items)
        assert [r.index for r in results] == [0, 1, 2]
        assert all(isinstance(r, fairmt.fairqe.FairQEResult) for r in results)
        assert fq.last_stats.items == 3 and fq.last_stats.with_cue == 2
        assert results[2].flags == ["no_cue"] and results[2].q_final == results[2].q_orig
        signature = str(fq.signature())
    # The command as a function: the same results, resumable.
    inp = tmp_path / "in.tsv"
    inp.write_text(
        "source\ttranslation\ttgt_lang\n" + "".join(f"{i.source}\t{i.translation}\tde\n" for i in items),
        encoding="utf-8",
    )
    out = tmp_path / "out.jsonl"
    report = fairmt.fairqe.score_file(inp, out, backbone="length-ratio", agents="rules", alpha=5.0)
    assert isinstance(report, fairmt.fairqe.RunReport)
    assert (report.items, report.scored, report.failed) == (3, 3, 0) and report.signature == signature
    rows = [r.to_json() for r in results]
    import json

    written = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert written == [{**r, "signature": signature} for r in rows]
    again = fairmt.fairqe.score_file(inp, out, backbone="length-ratio", agents="rules", alpha=5.0)
    assert (again.skipped_done, again.scored) == (3, 0)
    # Plain-text files, one segment a line, give the same scores; the summary says it in words.
    (tmp_path / "src.txt").write_text("".join(i.source + "\n" for i in items), encoding="utf-8")
    (tmp_path / "mt.txt").write_text("".join(i.translation + "\n" for i in items), encoding="utf-8")
    pairs = fairmt.fairqe.read_text_pair(str(tmp_path / "src.txt"), str(tmp_path / "mt.txt"), "de")
    assert [(p.source, p.translation) for p in pairs] == [(i.source, i.translation) for i in items]
    plain = tmp_path / "plain.txt"
    report = fairmt.fairqe.score_file(
        tmp_path / "src.txt",
        plain,
        translations=tmp_path / "mt.txt",
        tgt_lang="de",
        output_format="scores",
        backbone="length-ratio",
        agents="rules",
        alpha=5.0,
    )
    assert plain.read_text(encoding="utf-8") == "".join(f"{r.q_final:.6f}\n" for r in results)
    mean = sum(r.q_final for r in results if r.q_final is not None) / 3
    assert fairmt.fairqe.summary_json(report)["mean_q_final"] == pytest.approx(mean, abs=1e-6)
    words = fairmt.fairqe.summary_lines(report)
    assert (
        words[0].startswith(f"3 of 3 lines written to {plain}") and "2 of 3 items have a gender cue" in words
    )


def test_load_backbone_scores_pairs_in_order_whatever_the_batch() -> None:
    qe = fairmt.qe.load_backbone("mini-qe", device="cpu")
    pairs = [("The doctor arrived.", "Der Arzt kam an."), ("Good morning.", "Guten Morgen.")]
    one = qe.score(pairs, batch_size=1)
    assert qe.score(pairs, batch_size=2) == one and qe.score(pairs[::-1], batch_size=2)[::-1] == one
    with pytest.raises(fairmt.errors.UsageError, match="checkpoint"):
        fairmt.qe.load_backbone("length-ratio", checkpoint="x")
