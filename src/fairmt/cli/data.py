"""``fairmt data``: list, download, import, verify datasets and print their folder.

    fairmt data list                       # datasets, files, size, status at the data folder
    fairmt data download NAME [--files GLOB]
    fairmt data import NAME DIR            # DIR: the dataset folder or a folder holding it
    fairmt data verify NAME [--files GLOB] # checksums of what is there
    fairmt data path NAME                  # the dataset folder (exit 3 with a hint when absent)

Every subcommand takes ``--data-dir DIR`` (default: ``$FAIRMT_DATA_DIR``, else the user cache)
and ``-f json|text`` (default json, except ``data path``: a plain path, as ``$(fairmt data path
winomt)`` in a shell needs).
"""

from __future__ import annotations

import argparse
from typing import Any

from fairmt.cli.common import add_format_option, finite_float, print_json
from fairmt.errors import EXIT_BAD_DATA, EXIT_OK


def _common(p: argparse.ArgumentParser, default_format: str = "json") -> None:
    p.add_argument(
        "--data-dir",
        metavar="DIR",
        default=None,
        help="data folder (default: $FAIRMT_DATA_DIR, else $XDG_CACHE_HOME/fairmt/data, "
        "else ~/.cache/fairmt/data)",
    )
    add_format_option(p, default=default_format)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "data",
        help="list, download, import and verify datasets",
        description="Manage the local data folder: <root>/<dataset>/<file>, the same layout as a plain copy "
        "of the datasets. Files are pinned to upstream commits and checked by sha256; files marked "
        "local_only (READMEs, reference outputs produced locally) can be imported but not downloaded.",
    )
    ds = p.add_subparsers(dest="data_command", metavar="ACTION")
    p.set_defaults(func=_help(p))

    lst = ds.add_parser("list", help="known datasets and their status in the data folder")
    _common(lst)
    lst.set_defaults(func=run)

    dl = ds.add_parser("download", help="download a dataset (files already there are kept)")
    dl.add_argument("name", help="dataset name (see `fairmt data list`)")
    dl.add_argument("--files", metavar="GLOB", action="append", help="only these files (repeatable)")
    dl.add_argument(
        "--mirror",
        metavar="URL",
        default=None,
        help="replaces https://raw.githubusercontent.com in the URLs (default: $FAIRMT_DATA_MIRROR)",
    )
    dl.add_argument("--retries", type=int, default=3, help="retries per file on transient errors (default 3)")
    dl.add_argument(
        "--timeout", type=finite_float, default=60.0, help="seconds per network operation (default 60)"
    )
    _common(dl)
    dl.set_defaults(func=run)

    im = ds.add_parser("import", help="copy a local copy of a dataset into the data folder, checking sha256")
    im.add_argument("name", help="dataset name")
    im.add_argument(
        "dir", metavar="DIR", help="the dataset folder (e.g. .../data/winomt) or a folder holding it"
    )
    im.add_argument("--files", metavar="GLOB", action="append", help="only these files (repeatable)")
    _common(im)
    im.set_defaults(func=run)

    ve = ds.add_parser("verify", help="check the sha256 of a dataset's files in the data folder")
    ve.add_argument("name", help="dataset name")
    ve.add_argument("--files", metavar="GLOB", action="append", help="only these files (repeatable)")
    _common(ve)
    ve.set_defaults(func=run)

    pa = ds.add_parser(
        "path",
        help="print a dataset's folder, a plain path for $(...) (-f json: name, path, status); "
        "fails with a hint when it is absent",
    )
    pa.add_argument("name", help="dataset name")
    _common(pa, default_format="text")
    pa.set_defaults(func=run)


def _help(p: argparse.ArgumentParser) -> Any:
    def show(args: argparse.Namespace) -> int:
        import sys

        p.print_help(sys.stderr)
        return 2

    return show


def _size(n: int) -> str:
    x = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if x < 1000 or unit == "GB":
            return f"{x:.0f} {unit}" if unit == "B" else f"{x:.1f} {unit}"
        x /= 1000
    return f"{n} B"  # pragma: no cover


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows)


def run(args: argparse.Namespace) -> int:
    from fairmt import data

    root = data.data_root(args.data_dir)
    text = args.output_format == "text"
    cmd = args.data_command

    if cmd == "list":
        sts = [data.status(d, root=root) for d in data.list_datasets()]
        if text:
            rows = [["name", "files", "size", "status", "local_only", "license"]]
            for s in sts:
                present = f"{s.present}/{s.files}" if s.status == "partial" else str(s.files)
                local = f"{s.local_only_present}/{s.local_only_files}"
                rows.append([s.name, present, _size(s.size), s.status, local, s.license])
            print(f"data folder: {root}{'' if data.is_writable(root) else ' (read-only)'}")
            print(_table(rows))
        else:
            datasets = [s.to_dict() for s in sts]
            print_json({"root": str(root), "writable": data.is_writable(root), "datasets": datasets})
        return EXIT_OK

    if cmd == "download":
        rep = data.download(
            args.name,
            files=args.files,
            root=root,
            mirror=args.mirror,
            retries=args.retries,
            timeout=args.timeout,
        )
        if text:
            print(
                f"{rep.name}: {len(rep.downloaded)} downloaded, {len(rep.present)} already present, "
                f"{len(rep.local_only_skipped)} local_only skipped -> {rep.path}"
            )
        else:
            print_json(rep.to_dict())
        return EXIT_OK

    if cmd == "import":
        imp = data.import_local(args.name, args.dir, root=root, files=args.files)
        if text:
            print(f"{imp.name}: {len(imp.copied)} copied, {len(imp.present)} already present -> {imp.path}")
            for path in imp.missing:
                print(f"missing: {path}")
            for path in imp.local_only_missing:
                print(f"missing (local_only): {path}")
        else:
            print_json(imp.to_dict())
        return EXIT_OK

    if cmd == "verify":
        ver = data.verify(args.name, root=root, files=args.files)
        if text:
            print(f"{ver.name}: {len(ver.good)} good, {'OK' if ver.ok else 'FAILED'} ({ver.path})")
            for m in ver.mismatched:
                print(f"mismatch: {m.describe()}")
            for path in ver.missing:
                print(f"missing: {path}")
            for path in ver.local_only_missing:
                print(f"missing (local_only): {path}")
        else:
            print_json(ver.to_dict())
        return EXIT_OK if ver.ok else EXIT_BAD_DATA

    if cmd == "path":
        folder = data.dataset_path(args.name, root=root)
        if text:
            print(folder)
        else:
            st = data.status(args.name, root=root)
            print_json({"name": st.name, "path": str(folder), "status": st.status})
        return EXIT_OK

    raise AssertionError(f"unhandled data command {cmd!r}")  # pragma: no cover
