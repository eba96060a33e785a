#!/usr/bin/env python3
"""Regenerate ``src/fairmt/data/registry.json``: the dataset file table.

Each dataset is declared below (where each local file comes from upstream). The
sha256 and size of every file are computed from a local copy laid out like the cache
(default ``../shared/data``, whose files are byte-identical to upstream). The local copy
is only read; the table is written to ``src/fairmt/data/registry.json`` (or ``--out``).

Files that exist only as locally produced data (READMEs, ``winomt/reference_outputs``, the
joined TSVs and mapping files of the QE datasets, files extracted from upstream archives) are
declared ``local_only``: they have a checksum but no URL.

Every URL below was checked against the upstream repository at the pinned commit: the git blob
hash of the local file (``git hash-object``) equals the blob at that path in ``git ls-tree -r
COMMIT`` (so raw.githubusercontent.com serves exactly these bytes); winomt_neutral's two URLs
were not re-checked that way (no clone of that repository was at hand). ``--verify-git``
repeats the check against local clones.

    python scripts/make_data_registry.py [--data-root DIR] [--out FILE] [--check]
                                         [--verify-git OWNER/REPO=GITDIR ...]

``--check`` compares the freshly computed table with the committed one and exits 1
if they differ (writes nothing).
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple
from urllib.parse import quote, unquote

REPO = Path(__file__).resolve().parent.parent
RAW = "https://raw.githubusercontent.com"

MT_GENDER = "gabrielStanovsky/mt_gender"
MT_GENDER_NEWEST = "586292861cf2efdda2dec03c69c3408995a8b293"  # 2022-04-26
MT_GENDER_2020 = "182607f471c30a4398f3b4d947737dde5213f261"  # 2020-08-31
MANNA = "chiaramanna/gender-bias-diagnostics-mt"
MANNA_DATA = "82075241245c23000f12c11aab724b80584e649c"
MANNA_LICENSE = "2234bd7eb14af6efb3795f0024a19cb586ffa76f"

# Local name -> original name in mt_gender's data/human_annotations/ (matched by git blob hash;
# where upstream holds two identical copies, the name the README cites is used).
HUMAN_ANNOTATIONS = {
    "aws.ar.csv": "aws.ar.in - ar.in.csv",
    "aws.de.csv": "aws.de.in - de.in.csv",
    "bing.it.unlabelled.csv": "bing.it.in - it.in.csv",
    "es.csv": "es.in - es.in.csv",
    "fr.csv": "fr.in - fr.in.csv",
    "google.it.csv": "google.it.in - it.in.csv",
    "google.it.2.csv": "google.it.in.2 - it.in.csv",
    "google.ru.csv": "ru.google - ru.in.csv",
    "google.uk.csv": "uk.google.gold - uk.in.csv",
    "he.csv": "he.in.csv - he.in.csv",
    "unlabelled.it.csv": "Italian - it.in.csv",
}


def raw_url(repo: str, commit: str, path: str) -> str:
    return f"{RAW}/{repo}/{commit}/{quote(path, safe='/')}"


def winomt_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    """(local path -> URL, local_only paths) for WinoMT."""
    urls: dict[str, str] = {}
    for name in ("en.txt", "en_pro.txt", "en_anti.txt"):
        urls[name] = raw_url(MT_GENDER, MT_GENDER_NEWEST, f"data/aggregates/{name}")
        urls[f"aggregates_2020-08-31/{name}"] = raw_url(MT_GENDER, MT_GENDER_2020, f"data/aggregates/{name}")
    for p in sorted((local / "translations").rglob("*")):
        if p.is_file():
            rel = p.relative_to(local).as_posix()
            urls[rel] = raw_url(MT_GENDER, MT_GENDER_NEWEST, rel)
    for name, original in HUMAN_ANNOTATIONS.items():
        urls[f"human_annotations/{name}"] = raw_url(
            MT_GENDER, MT_GENDER_NEWEST, f"data/human_annotations/{original}"
        )
    urls["LICENSE"] = raw_url(MT_GENDER, MT_GENDER_NEWEST, "LICENSE")
    urls["LICENSE-mt_gender"] = raw_url(MT_GENDER, MT_GENDER_NEWEST, "LICENSE")
    local_only = ["README.md", "human_annotations/README.md"]
    local_only += [
        p.relative_to(local).as_posix()
        for p in sorted((local / "reference_outputs").rglob("*"))
        if p.is_file()
    ]
    return urls, local_only


def winomt_neutral_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    urls = {
        "en_neu.txt": raw_url(MANNA, MANNA_DATA, "data/files/en_neu.txt"),
        "LICENSE": raw_url(MANNA, MANNA_LICENSE, "LICENSE"),
    }
    return urls, ["README.md"]


# ---------------------------------------------------------------------------- QE datasets
#
# Each QE dataset is declared by rules, tried in order for every file of the local copy:
# ``(local, Upstream(...))`` maps ``local`` (a path, or a folder prefix ending in "/") to the
# upstream path (resp. prefix); ``(local, LOCAL)`` declares it local_only. A file that matches no
# rule is an error (see ``build``), so a new file in the data folder must be declared here.

GATE = "MicrosoftTranslator/GATE"
GATE_COMMIT = "5ea8884f9ee5f1c560a1e2dd1763a390a4ab68e4"  # 2023-03-16
GENEVAL = "amazon-science/machine-translation-gender-eval"
GENEVAL_COMMIT = "c77132ccd248d0b09ac185aebebc94f1051dbc9e"  # 2023-01-22
DEEPSPIN = "deep-spin/gender-bias-qe-metrics"
DEEPSPIN_COMMIT = "ba9a5e328ea9773787d656e7df042114f53c2d5a"
MLQE = "sheffieldnlp/mlqe-pe"
MLQE_COMMIT = "2a670a1140416cf80507b5a829659383c878feb8"  # 2022-03-24
ESA = "wmt-conference/ErrorSpanAnnotation"  # holds data/mt-metrics-eval-v2/wmt23/
ESA_COMMIT = "e7f88b51a5d36dd5a9c9c1d80556f69637716cd4"  # 2025-07-25
WMT23_SYSTEMS = "wmt-conference/wmt23-news-systems"
WMT23_SYSTEMS_COMMIT = "99b5b9de2a535c2c5542fd4ec404682903299894"  # 2024-05-01
GOOGLE_MQM = "google/wmt-mqm-human-evaluation"
GOOGLE_MQM_COMMIT = "7fadea281aff8db61cc72fc3d469a4dca78b82a6"
WMT21_SYSTEMS = "wmt-conference/wmt21-news-systems"
WMT21_SYSTEMS_COMMIT = "f41750dadbf2ba6ab01ca5380347d253298a3427"
WMT22_QE = "WMT-QE-Task/wmt-qe-2022-data"
WMT22_QE_COMMIT = "dda0c256b3227a1939f532f101ede9f1b8951f37"  # 2022-09-07


class Upstream(NamedTuple):
    """A path (or folder prefix) in ``repo`` at ``commit``."""

    repo: str
    commit: str
    path: str


LOCAL = None  # rule target: local_only (built or extracted locally; no URL)
Rules = list[tuple[str, Upstream | None]]


def by_rules(local: Path, rules: Rules) -> tuple[dict[str, str], list[str]]:
    """(local path -> URL, local_only paths) for the files of ``local`` that match a rule."""
    urls: dict[str, str] = {}
    local_only: list[str] = []
    for p in sorted(local.rglob("*")):
        if not p.is_file():
            continue
        rel = p.relative_to(local).as_posix()
        for pattern, target in rules:
            if rel == pattern or (pattern.endswith("/") and rel.startswith(pattern)):
                if target is None:
                    local_only.append(rel)
                else:
                    upstream = target.path + rel[len(pattern) :] if pattern.endswith("/") else target.path
                    urls[rel] = raw_url(target.repo, target.commit, upstream)
                break
    return urls, local_only


def gate_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # Data files copied unmodified from data/ (README: "Data files only, copied unmodified").
    up = functools.partial(Upstream, GATE, GATE_COMMIT)
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", up("LICENSE")),
            ("ES/", up("data/ES/")),
            ("FR/", up("data/FR/")),
            ("IT/", up("data/IT/")),
        ],
    )


def mt_geneval_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # context/ and sentences/ are data/context/ and data/sentences/ unmodified; the context-gender
    # labels are the deep-spin repo's data/mtgeneval/context_genders/ files (also unmodified: byte
    # copies, "derived" refers to how deep-spin made them), with that repo's MIT LICENSE.
    up = functools.partial(Upstream, GENEVAL, GENEVAL_COMMIT)
    ds = functools.partial(Upstream, DEEPSPIN, DEEPSPIN_COMMIT)
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", up("LICENSE")),
            ("NOTICE", up("NOTICE")),
            ("context/", up("data/context/")),
            ("sentences/", up("data/sentences/")),
            ("derived_deepspin_context_genders/LICENSE", ds("LICENSE")),
            ("derived_deepspin_context_genders/", ds("data/mtgeneval/context_genders/")),
        ],
    )


def mlqe_pe_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # Every data file was extracted from the repository's .tar.gz archives: each is byte-identical
    # to a member of data/{direct-assessments,post-editing}/{train,dev,test}/<pair>-<split>.tar.gz
    # or data/test21_goldlabels/[zero-shot/]<pair>-test21.tar.gz (checked by sha256 of the members),
    # but none is a file of the repository itself. The registry has no archive support, so they
    # are local_only and `fairmt data download mlqe_pe` fetches only LICENSE (and then reports the
    # dataset complete); get the data with `fairmt data import mlqe_pe DIR`.
    return by_rules(
        local,
        [
            ("LICENSE", Upstream(MLQE, MLQE_COMMIT, "LICENSE")),
            ("README.md", LOCAL),
            ("direct-assessments/", LOCAL),
            ("post-editing/", LOCAL),
            ("test21/", LOCAL),
        ],
    )


def wmt23_mqm_mtme_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # original/wmt23/ is data/mt-metrics-eval-v2/wmt23/ of ErrorSpanAnnotation, byte for byte
    # (only a selection: see the dataset README); the wmt23_*_mqm.tsv files are joined locally.
    up = functools.partial(Upstream, ESA, ESA_COMMIT)
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", up("LICENSE")),
            ("wmt23_ende_mqm.tsv", LOCAL),
            ("wmt23_heen_mqm.tsv", LOCAL),
            ("wmt23_zhen_mqm.tsv", LOCAL),
            ("original/wmt23/", up("data/mt-metrics-eval-v2/wmt23/")),
        ],
    )


def wmt23_mqm_ende_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # txt/ of wmt23-news-systems (en-de only); the repository has no LICENSE file.
    up = functools.partial(Upstream, WMT23_SYSTEMS, WMT23_SYSTEMS_COMMIT)
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("generaltest2023.en-de.src.en", up("txt/sources/generaltest2023.en-de.src.en")),
            ("generaltest2023.en-de.ref.refA.de", up("txt/references/generaltest2023.en-de.ref.refA.de")),
            ("system-outputs/", up("txt/system-outputs/")),
        ],
    )


def wmt23_sxs_mqm_ende_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # The archive is kept as published; the segment mapping is built locally.
    up = functools.partial(Upstream, GOOGLE_MQM, GOOGLE_MQM_COMMIT)
    tgz = "sxs_mqm_generalMT2023_ende.3ratingsPerSegment.tsv.tar.gz"
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", up("LICENSE")),
            ("globalSegId_to_wmt23_ende_seg_id.tsv", LOCAL),
            (tgz, up(f"generalMT2023/ende/{tgz}")),
        ],
    )


def wmt21_mqm_ende_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # original/<repo>/ are byte copies (README: "same git blob hash"); the joined TSV is built locally.
    google = functools.partial(Upstream, GOOGLE_MQM, GOOGLE_MQM_COMMIT)
    qe_csv = "en-de-mqm.2021.csv"
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", google("LICENSE")),
            ("wmt21_newstest_ende_mqm.tsv", LOCAL),
            ("original/google_wmt-mqm-human-evaluation/", google("newstest2021/ende/")),
            ("original/wmt21-news-systems/", Upstream(WMT21_SYSTEMS, WMT21_SYSTEMS_COMMIT, "")),
            (
                f"original/wmt-qe-2022-data/{qe_csv}",
                Upstream(WMT22_QE, WMT22_QE_COMMIT, f"train-dev_data/task1_mqm/train/en-de/{qe_csv}"),
            ),
        ],
    )


def wmt21_ted_mqm_ende_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # original/<repo>/ are byte copies; the joined TSV and the seg_id -> line mapping are built locally.
    google = functools.partial(Upstream, GOOGLE_MQM, GOOGLE_MQM_COMMIT)
    return by_rules(
        local,
        [
            ("README.md", LOCAL),
            ("LICENSE", google("LICENSE")),
            ("wmt21_ted_ende_mqm.tsv", LOCAL),
            ("ted_seg_id_to_wmt21_txt-ts_line.tsv", LOCAL),
            ("original/google_wmt-mqm-human-evaluation/", google("ted/ende/")),
            ("original/wmt21-news-systems/", Upstream(WMT21_SYSTEMS, WMT21_SYSTEMS_COMMIT, "")),
        ],
    )


def wmt22_qe_sources(local: Path) -> tuple[dict[str, str], list[str]]:
    # Byte copies, except the en-mr DA dev CSV: it is the member en-mr-dev-2022/sentence_level_da.csv
    # of train-dev_data/task1_da/dev/en-mr/en-mr-dev-2022.zip (same sha256), renamed: local_only.
    # The repository has no LICENSE file.
    up = functools.partial(Upstream, WMT22_QE, WMT22_QE_COMMIT)
    rules: Rules = [
        ("README.md", LOCAL),
        ("task1_da/dev_en-mr/", LOCAL),
        ("task1_da/test_gold/", up("test_data-gold_labels/task1_da/")),
        ("task1_mqm/test_gold/", up("test_data-gold_labels/task1_mqm/")),
    ]
    for lp in ("en-de", "en-ru", "zh-en"):
        name = f"{lp}-mqm.2022_dev.csv"
        rules.append((f"task1_mqm/dev/{name}", up(f"train-dev_data/task1_mqm/dev/{lp}/{name}")))
    return by_rules(local, rules)


NO_LICENSE = "none stated upstream (WMT data, research use)"


DATASETS = {
    "winomt": {
        "description": "WinoMT (Stanovsky et al., 2019): English challenge set (en, en_pro, en_anti), "
        "the 2020-08-31 aggregates that match the saved translations, saved MT outputs of "
        "Google/Bing/AWS/SYSTRAN/sota, human annotations, reference outputs of the original tools",
        "license": "MIT",
        "homepage": f"https://github.com/{MT_GENDER}",
        "sources": winomt_sources,
    },
    "winomt_neutral": {
        "description": "WinoMT Neutral Set (Manna et al.): en_pro with they/them pronouns, for Prior Bias",
        "license": "MIT",
        "homepage": f"https://github.com/{MANNA}",
        "sources": winomt_neutral_sources,
    },
    "gate": {
        "description": "GATE (Rarrick et al., 2023): gender-ambiguous en->es/fr/it sources with every "
        "feminine/masculine translation variant (TSV and JSON)",
        "license": "MIT",
        "homepage": f"https://github.com/{GATE}",
        "sources": gate_sources,
    },
    "mt_geneval": {
        "description": "MT-GenEval (Currey et al., 2022): contextual (original/flipped references) and "
        "counterfactual subsets, en->8 languages, plus the context-gender labels of deep-spin "
        "(Zaranis et al., 2025)",
        "license": "CC-BY-SA-3.0 (context-gender labels: MIT)",
        "homepage": f"https://github.com/{GENEVAL}",
        "sources": mt_geneval_sources,
    },
    "mlqe_pe": {
        "description": "MLQE-PE (WMT20 QE Task 1 DA and Task 2 HTER/post-edits, 7 pairs) and the WMT21 QE "
        "test sets with gold labels; data files are extracted from upstream archives (local_only)",
        "license": "CC0-1.0",
        "homepage": f"https://github.com/{MLQE}",
        "sources": mlqe_pe_sources,
    },
    "wmt23_mqm_mtme": {
        "description": "WMT23 mt-metrics-eval v2 (en-de, he-en, zh-en): sources, references, system "
        "outputs, MQM and DA+SQM scores, en-de metric scores; joined MQM TSVs built locally",
        "license": "GPL-3.0 (repository); MQM ratings from Google (Apache-2.0)",
        "homepage": f"https://github.com/{ESA}",
        "sources": wmt23_mqm_mtme_sources,
    },
    "wmt23_mqm_ende": {
        "description": "WMT23 general MT en-de: source, refA and 12 system outputs (texts only; "
        "scores are in wmt23_mqm_mtme)",
        "license": NO_LICENSE,
        "homepage": f"https://github.com/{WMT23_SYSTEMS}",
        "sources": wmt23_mqm_ende_sources,
    },
    "wmt23_sxs_mqm_ende": {
        "description": "Google side-by-side MQM re-rating of 104 WMT23 en-de segments, 3 raters "
        "(archive as published) and a local segment-id mapping",
        "license": "Apache-2.0",
        "homepage": f"https://github.com/{GOOGLE_MQM}",
        "sources": wmt23_sxs_mqm_ende_sources,
    },
    "wmt21_mqm_ende": {
        "description": "WMT21 newstest2021 en-de: Google MQM segment scores joined with texts (built "
        "locally), and the original scores, sources, references and system outputs",
        "license": "Apache-2.0 (MQM ratings); texts: none stated upstream",
        "homepage": f"https://github.com/{GOOGLE_MQM}",
        "sources": wmt21_mqm_ende_sources,
    },
    "wmt21_ted_mqm_ende": {
        "description": "WMT21 TED-talks test suite en-de: Google MQM segment scores joined with texts "
        "(built locally), and the original MQM files, source and reference",
        "license": "Apache-2.0 (MQM ratings); texts: none stated upstream",
        "homepage": f"https://github.com/{GOOGLE_MQM}",
        "sources": wmt21_ted_mqm_ende_sources,
    },
    "wmt22_qe": {
        "description": "WMT22 QE shared task: sentence-level MQM dev/test (en-de, en-ru, zh-en) and DA "
        "test sets (6 pairs) with gold labels",
        "license": NO_LICENSE,
        "homepage": f"https://github.com/{WMT22_QE}",
        "sources": wmt22_qe_sources,
    },
}


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def build(data_root: Path) -> dict[str, object]:
    datasets: dict[str, object] = {}
    for name, spec in DATASETS.items():
        local = data_root / name
        if not local.is_dir():
            raise SystemExit(f"error: {local} is not a folder")
        urls, local_only = spec["sources"](local)  # type: ignore[operator]
        files = []
        for rel in sorted(set(urls) | set(local_only)):
            p = local / rel
            if not p.is_file():
                raise SystemExit(f"error: {p} is missing")
            entry: dict[str, object] = {"path": rel}
            if rel in urls:
                entry["url"] = urls[rel]
            else:
                entry["local_only"] = True
            entry["sha256"] = sha256_of(p)
            entry["size"] = p.stat().st_size
            files.append(entry)
        undeclared = sorted(
            p.relative_to(local).as_posix()
            for p in local.rglob("*")
            if p.is_file()
            and p.relative_to(local).as_posix() not in urls
            and p.relative_to(local).as_posix() not in local_only
        )
        if undeclared:
            raise SystemExit(f"error: files of {name} not in the table: {', '.join(undeclared)}")
        datasets[name] = {
            "description": spec["description"],
            "license": spec["license"],
            "homepage": spec["homepage"],
            "files": files,
        }
    return {"format": 1, "generated_by": "scripts/make_data_registry.py", "datasets": datasets}


def git_blob_sha1(path: Path) -> str:
    data = path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def verify_git(table: dict[str, object], data_root: Path, clones: dict[str, Path]) -> list[str]:
    """Problems found by comparing each URL with the blob at its path in a local clone.

    ``clones`` maps ``OWNER/REPO`` to a git directory holding the pinned commits; URLs of other
    repositories are skipped (and counted).
    """
    problems: list[str] = []
    trees: dict[tuple[str, str], dict[str, str]] = {}
    checked = skipped = 0
    datasets = table["datasets"]
    assert isinstance(datasets, dict)
    for name, ds in datasets.items():
        for f in ds["files"]:
            url = f.get("url")
            if url is None:
                continue
            owner, repo, commit, upstream = url[len(RAW) + 1 :].split("/", 3)
            key = f"{owner}/{repo}"
            if key not in clones:
                skipped += 1
                continue
            if (key, commit) not in trees:
                out = subprocess.run(
                    ["git", "--git-dir", str(clones[key]), "ls-tree", "-r", "-z", commit],
                    capture_output=True,
                    check=True,
                ).stdout.decode()
                tree = {}
                for item in filter(None, out.split("\0")):
                    meta, path = item.split("\t", 1)
                    tree[path] = meta.split()[2]
                trees[key, commit] = tree
            blob = trees[key, commit].get(unquote(upstream))
            local = git_blob_sha1(data_root / name / f["path"])
            if blob != local:
                problems.append(f"{name}/{f['path']}: {url} is {blob or 'absent'}, local blob {local}")
            checked += 1
    print(f"verify-git: {checked} URLs checked, {skipped} skipped (no clone given)", file=sys.stderr)
    return problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data-root", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--out", type=Path, default=REPO / "src" / "fairmt" / "data" / "registry.json")
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    ap.add_argument(
        "--verify-git",
        action="append",
        default=[],
        metavar="OWNER/REPO=GITDIR",
        help="also check each URL of OWNER/REPO against the git blob at that path in GITDIR (repeatable)",
    )
    args = ap.parse_args()
    table = build(args.data_root)
    if args.verify_git:
        clones = dict(spec.split("=", 1) for spec in args.verify_git)
        problems = verify_git(table, args.data_root, {k: Path(v) for k, v in clones.items()})
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        if problems:
            return 1
    text = json.dumps(table, indent=1, ensure_ascii=False) + "\n"
    if args.check:
        same = args.out.is_file() and args.out.read_text(encoding="utf-8") == text
        print("up to date" if same else f"{args.out} differs from the data in {args.data_root}")
        return 0 if same else 1
    out = args.out.resolve()
    if args.data_root.resolve() in out.parents:
        raise SystemExit("error: refusing to write into the data folder")
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
