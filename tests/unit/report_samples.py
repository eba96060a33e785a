"""Small result files for the ``fairmt report`` tests, made by running the real commands.

``qe bench`` (length-ratio backbone) on tiny GATE / MT-GenEval folders in the published
layouts, ``qe meta`` (length-ratio) on a tiny joined MQM TSV, ``winomt-batch`` on the
packaged German example, and FairQE output lines written with
:meth:`fairmt.fairqe.types.FairQEResult.to_json` (the JSONL that ``fairmt qe score`` writes).
Everything runs offline in well under a second.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
from importlib import resources
from pathlib import Path

from fairmt.cli.main import main

GATE_ES = [
    ("The boss is here.", "La jefa está aquí.", "El jefe está aquí."),
    ("The workers won.", "Las trabajadoras ganaron.", "Los trabajadores ganaron."),
    ("My friend is a doctor.", "Mi amiga es doctora.", "Mi amigo es doctor."),
    ("The teacher left early.", "La profesora se fue temprano.", "El profesor se fue temprano."),
]

GENEVAL_DE = {
    ("feminine", "en"): ["She is a nurse.", "My sister is a teacher.", "The singer sang."],
    ("masculine", "en"): ["He is a nurse.", "My brother is a teacher.", "The singer sang."],
    ("feminine", "de"): [
        "Sie ist Krankenschwester.",
        "Meine Schwester ist Lehrerin.",
        "Die Schauspielerin sang.",
    ],
    ("masculine", "de"): ["Er ist Krankenpfleger.", "Mein Bruder ist Lehrer.", "Der Sänger sang."],
}

MQM_ROWS = [
    # system, seg_id, source, hypothesis, reference, mqm
    ("sysA", 1, "The cat sat.", "Die Katze saß.", "Die Katze saß.", 0.0),
    ("sysB", 1, "The cat sat.", "Katze saß da herum.", "Die Katze saß.", -5.0),
    ("sysC", 1, "The cat sat.", "Die Katze.", "Die Katze saß.", -10.0),
    ("sysA", 2, "It rained all day.", "Es regnete den ganzen Tag.", "Es regnete den ganzen Tag.", -1.0),
    ("sysB", 2, "It rained all day.", "Es regnete.", "Es regnete den ganzen Tag.", -6.0),
    (
        "sysC",
        2,
        "It rained all day.",
        "Regen den ganzen Tag lang und so.",
        "Es regnete den ganzen Tag.",
        -2.0,
    ),
    ("sysA", 3, "Good morning.", "Guten Morgen.", "Guten Morgen.", 0.0),
    ("sysB", 3, "Good morning.", "Guten Morgen!", "Guten Morgen.", 0.0),
    ("sysC", 3, "Good morning.", "Morgen.", "Guten Morgen.", -4.0),
]


def run_cli(argv: list[str]) -> str:
    """Run ``fairmt ARGV`` in-process; its stdout (the command must succeed)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main(argv)
    assert rc == 0, f"fairmt {' '.join(argv)} exited {rc}"
    return out.getvalue()


def _data_dir(root: Path) -> Path:
    data = root / "data"
    es = data / "gate" / "ES"
    es.mkdir(parents=True)
    lines = ["labels\tsource\tf\tm\tdata_split"]
    lines += [f"SUBJ\t{s}\t{f}\t{m}\ttest" for s, f, m in GATE_ES]
    (es / "ES_2_variants.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    sent = data / "mt_geneval" / "sentences" / "test"
    sent.mkdir(parents=True)
    for (g, side), texts in GENEVAL_DE.items():
        path = sent / f"geneval-sentences-{g}-test.en_de.{side}"
        path.write_text("\n".join(texts) + "\n", encoding="utf-8")
    return data


def make_bench(root: Path) -> tuple[Path, Path]:
    """Two ``qe bench --output`` files: fem-masc on GATE es, explicit on MT-GenEval de."""
    data = _data_dir(root)
    fm, ex = root / "bench-fem-masc.json", root / "bench-explicit.json"
    common = ["qe", "bench", "--backbone", "length-ratio", "--data-dir", str(data)]
    run_cli([*common, "--setting", "fem-masc", "--langs", "gate:es", "--output", str(fm)])
    run_cli([*common, "--setting", "explicit", "--langs", "de", "--output", str(ex)])
    return fm, ex


def make_meta(root: Path) -> Path:
    """``qe meta --backbone length-ratio`` on a 3-system, 3-segment MQM TSV."""
    tsv = root / "mqm.tsv"
    lines = ["system\tseg_id\tsource\thypothesis\treference\tmqm"]
    lines += ["\t".join(str(x) for x in row) for row in MQM_ROWS]
    tsv.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = root / "meta.json"
    out.write_text(
        run_cli(["qe", "meta", "--mqm", str(tsv), "--lp", "en-de", "--backbone", "length-ratio"]),
        encoding="utf-8",
    )
    return out


def make_meta_all(root: Path) -> Path:
    """``qe meta --all-metrics`` over two reference-free metrics' segment scores."""
    if not (root / "mqm.tsv").exists():
        make_meta(root)
    scores = root / "metric-scores"
    scores.mkdir()
    gold = {(s, seg): mqm for s, seg, *_, mqm in MQM_ROWS}
    for name, sign in (("Good-src", 1.0), ("Bad-src", -1.0)):
        lines = [f"{s}\t{sign * gold[s, seg]}" for s in ("sysA", "sysB", "sysC") for seg in (1, 2, 3)]
        (scores / f"{name}.seg.score").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = root / "meta-all.json"
    argv = ["qe", "meta", "--mqm", str(root / "mqm.tsv"), "--lp", "en-de", "--all-metrics"]
    out.write_text(run_cli([*argv, "--metric-scores", str(scores)]), encoding="utf-8")
    return out


def make_winomt(root: Path) -> tuple[Path, Path]:
    """``winomt-batch`` on the packaged example: its JSON (stdout) and its ``--output`` JSONL."""
    ex = resources.files("fairmt") / "examples"
    with resources.as_file(ex) as exdir:
        challenge = root / "challenge"
        challenge.mkdir()
        for name in ("en.txt", "en_pro.txt", "en_anti.txt"):
            shutil.copy(Path(exdir) / name, challenge / name)
        tdir = root / "translations" / "example"
        tdir.mkdir(parents=True)
        shutil.copy(Path(exdir) / "en-de.txt", tdir / "en-de.txt")
    jsonl = root / "winomt.jsonl"
    argv = ["winomt-batch", "--translations-dir", str(root / "translations"), "--challenge-set"]
    argv += [str(challenge), "--no-cache", "--output", str(jsonl)]
    js = root / "winomt.json"
    js.write_text(run_cli(argv), encoding="utf-8")
    return js, jsonl


def fairqe_lines() -> list[dict[str, object]]:
    """Four FairQE output objects in the schema of :meth:`FairQEResult.to_json`.

    The fourth violates an explicit cue (the source says *she*, the translation makes the
    engineer masculine): ``to_json`` writes its ``violations`` and the rules scorer's flag.
    """
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue, FairQEResult, Item, ScoredVariant, Variant

    sig = "fairmt:0.1.0|task:fairqe|agents:rules|qe:length-ratio-1"
    cue = Cue("The doctor", Category.C1, "Der Arzt", (0, 2), (0, 2), None, "M", "lexicon")
    variant = ScoredVariant(Variant("Die Ärztin kam.", "F", "ambiguous"), 0.61, 0.61)
    she = Cue("She", Category.C1, "Sie", (0, 1), (0, 1), "F", "F", "pronoun")
    engineer = Cue("engineer", Category.C6, "Ingenieur", (4, 5), (4, 5), "F", "M", "must agree with 'She'")
    results = [
        FairQEResult(0, Item("The doctor came.", "Der Arzt kam.", "de", id="a1"), 0.62, 0.60, 0.60,
                     q_uqe=80.0, b_amb=0.01, B=0.01, w=0.0099, cues=(cue,), variants=(variant,),
                     signature=sig),
        FairQEResult(1, Item("It rains.", "Es regnet.", "de", id="a2"), 0.70, 0.70, 0.70,
                     flags=["no_cue"], signature=sig),
        FairQEResult(2, Item("The nurse left.", "Die Pflegerin ging.", "de", id="a3"), None, 0.55, 0.55,
                     cues=(cue,), flags=["judge_failed"], signature=sig),
        FairQEResult(3, Item("She is a talented engineer.", "Sie ist ein talentierter Ingenieur.", "de",
                             id="a4"), 0.30, 0.50, 0.50, alignment=False, cues=(she, engineer),
                     flags=["gender_violation"], signature=sig),
    ]  # fmt: skip
    return [r.to_json() for r in results]


def make_fairqe(root: Path, lines: list[dict[str, object]] | None = None) -> Path:
    path = root / "fairqe.jsonl"
    rows = fairqe_lines() if lines is None else lines
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def make_all(root: Path) -> dict[str, Path]:
    """Every kind of result file under ``root``."""
    fm, ex = make_bench(root)
    wj, wl = make_winomt(root)
    return {
        "bench-fem-masc": fm,
        "bench-explicit": ex,
        "meta": make_meta(root),
        "meta-all": make_meta_all(root),
        "winomt-json": wj,
        "winomt-jsonl": wl,
        "fairqe": make_fairqe(root),
    }
