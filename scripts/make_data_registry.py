#!/usr/bin/env python3
"""Regenerate ``src/fairmt/data/registry.json``: the dataset file table.

Each dataset is declared below (where each local file comes from upstream). The
sha256 and size of every file are computed from a local copy laid out like the cache
(default ``../shared/data``, whose files are byte-identical to upstream). The local copy
is only read; the table is written to ``src/fairmt/data/registry.json`` (or ``--out``).

Files that exist only as locally produced data (READMEs, ``winomt/reference_outputs``)
are declared ``local_only``: they have a checksum but no URL.

    python scripts/make_data_registry.py [--data-root DIR] [--out FILE] [--check]

``--check`` compares the freshly computed table with the committed one and exits 1
if they differ (writes nothing).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from urllib.parse import quote

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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data-root", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--out", type=Path, default=REPO / "src" / "fairmt" / "data" / "registry.json")
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    args = ap.parse_args()
    text = json.dumps(build(args.data_root), indent=1, ensure_ascii=False) + "\n"
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
