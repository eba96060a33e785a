"""One self-contained HTML page from fairmt result files.

The page has inline CSS and inline SVG only: no script, no external resource (a Content
Security Policy in the page forbids both, so a browser would refuse one even if it slipped
in). Every string that comes from a result file is escaped with :func:`html.escape`; markup
is only ever built by the report's html modules, from escaped parts (:class:`Markup`).

A report is made to be shared, so it shows no absolute local path: input files are named by
the shortest tail of their path that tells them apart (:func:`display_names`), and every
string escaped here first has any absolute path in it cut to its last component
(:func:`~fairmt.report.charts.strip_local_paths`, in "not run" reasons for instance).
Signatures are long, so each is one collapsed ``<details>`` line (its first fields) that
opens on the full signature. FairQE items with a gender violation are listed first and
highlighted (row class ``violation``, the wrong target words in ``<mark>``), with the
violation spelt out in words, so that the highlight does not rely on colour alone.

Modules: :mod:`fairmt.report.html_base` (:class:`Markup`, :func:`esc`, tables, signature lines),
:mod:`fairmt.report.html_qe_bench` (``qe bench``, ``--compare``, ``qe meta``),
:mod:`fairmt.report.html_winomt`, :mod:`fairmt.report.html_fairqe` (one section each); this
module builds the page (:func:`build_page`, :func:`display_names`).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Sequence
from pathlib import PurePath

from fairmt import __version__
from fairmt.report.html_base import Markup, esc
from fairmt.report.html_base import short_signature as short_signature
from fairmt.report.html_fairqe import _fairqe_section
from fairmt.report.html_qe_bench import _bench_section, _compare_section, _meta_section
from fairmt.report.html_winomt import _winomt_section
from fairmt.report.loaders import (
    BenchFile,
    CompareFile,
    FairQEFile,
    MetaFile,
    ResultFile,
    WinoMTFile,
)

__all__ = ["DEFAULT_ITEMS", "DEFAULT_TITLE", "Markup", "build_page", "display_names", "esc"]

DEFAULT_TITLE = "fairmt report"
#: FairQE items with cues shown per file.
DEFAULT_ITEMS = 20

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

CSS = """
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 72rem;
  padding: 0 1rem; color: #1d1d1f; line-height: 1.45; }
h1 { margin-bottom: .2rem; }
h2 { border-bottom: 2px solid #ddd; padding-bottom: .2rem; margin-top: 2.5rem; }
h3 { margin-top: 1.8rem; }
.sub { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: .6rem 0; font-size: .92rem; }
th, td { border: 1px solid #d4d4d4; padding: .25rem .55rem; vertical-align: top; }
th { background: #f2f2f2; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.text { max-width: 28rem; overflow-wrap: anywhere; }
tbody tr:nth-child(even) { background: #fafafa; }
.signatures { font-size: .8rem; color: #444; margin: .3rem 0 1rem; }
.signatures > summary { cursor: pointer; }
details.signature { margin: .1rem 0 .1rem .8rem; }
details.signature > summary { cursor: pointer; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
details.signature > code { display: block; margin: .2rem 0 .4rem 1rem; overflow-wrap: anywhere;
  word-break: break-all; background: #f6f6f6; padding: .2rem .3rem; }
.signatures code { background: #f6f6f6; padding: 0 .2rem; }
.signatures .more { color: #777; }
tr.violation td { background: #fff0f0; }
tr.violation td:first-child { box-shadow: inset 4px 0 0 #c00; }
mark.gender-violation { background: #ffd0d0; color: #7a0000; padding: 0 .15rem; border-radius: 2px; }
.violation-note { color: #7a0000; font-weight: 600; }
.note { font-size: .85rem; color: #555; }
.ns { color: #888; font-style: italic; }
svg.chart { max-width: 100%; height: auto; display: block; margin: .5rem 0 1rem; }
nav ul { columns: 2; font-size: .9rem; }
ul.inputs { font-size: .85rem; }
ul.inputs code { overflow-wrap: anywhere; }
"""


# --------------------------------------------------------------------------- page


def display_names(paths: Sequence[str]) -> dict[str, str]:
    """A name per path for the page: the shortest tail of its absolute path that no other has.

    ``/home/me/runs/a/bench.json`` and ``/home/me/runs/b/bench.json`` become ``a/bench.json``
    and ``b/bench.json``; a path given alone becomes its file name. No folder above what
    tells the files apart is shown (it would only reveal the machine's layout).
    """
    full = {p: PurePath(os.path.normpath(os.path.abspath(p))).parts for p in dict.fromkeys(paths)}
    tails = {p: tuple(x for x in parts[1:] if x) for p, parts in full.items()}  # without the root
    distinct = set(tails.values())
    out: dict[str, str] = {}
    for p, t in tails.items():
        k = 1
        while k < len(t) and sum(1 for o in distinct if o[-k:] == t[-k:]) > 1:
            k += 1
        out[p] = "/".join(t[-k:]) if t else str(p)
    return out


def _relabel(r: ResultFile, names: dict[str, str]) -> ResultFile:
    """``r`` with its path (and its bench rows' source) replaced by the display name."""
    name = names.get(r.path, r.path)
    if isinstance(r, BenchFile):
        settings = tuple(dataclasses.replace(s, source=names.get(s.source, s.source)) for s in r.settings)
        return dataclasses.replace(r, path=name, settings=settings)
    return dataclasses.replace(r, path=name)


def build_page(
    results: Sequence[ResultFile], title: str = DEFAULT_TITLE, *, items: int = DEFAULT_ITEMS
) -> str:
    """The whole page: a title, the inputs, then one section per kind of result present.

    Files are named by :func:`display_names` (never an absolute path).
    """
    names = display_names([r.path for r in results])
    results = [_relabel(r, names) for r in results]
    bench = [r for r in results if isinstance(r, BenchFile)]
    meta = [r for r in results if isinstance(r, MetaFile)]
    wino = [r for r in results if isinstance(r, WinoMTFile)]
    fairqe = [r for r in results if isinstance(r, FairQEFile)]
    compare = [r for r in results if isinstance(r, CompareFile)]
    sections: list[tuple[str, str, str]] = []
    if bench:
        sections.append(("qe-bench", "Gender-fairness settings", _bench_section(bench)))
    if compare:
        sections.append(("qe-bench-compare", "Paired comparisons", _compare_section(compare)))
    if meta:
        sections.append(("qe-meta", "Meta-evaluation against MQM", _meta_section(meta)))
    if wino:
        sections.append(("winomt", "WinoMT", _winomt_section(wino)))
    if fairqe:
        sections.append(("fairqe", "FairQE scores", _fairqe_section(fairqe, items)))
    inputs = "".join(f"<li><code>{esc(r.path)}</code> ({esc(r.kind)})</li>" for r in results)
    nav = "".join(f'<li><a href="#{anchor}">{esc(name)}</a></li>' for anchor, name, _ in sections)
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '<meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f'<meta name="generator" content="fairmt {esc(__version__)}">',
            f"<title>{esc(title)}</title>",
            f"<style>{CSS}</style>",
            "</head>",
            "<body>",
            "<header>",
            f"<h1>{esc(title)}</h1>",
            f'<p class="sub">Generated by fairmt {esc(__version__)} from {len(results)} result file(s):</p>',
            f'<ul class="inputs">{inputs}</ul>',
            "</header>",
            f"<nav><ul>{nav}</ul></nav>" if len(sections) > 1 else "",
            *(body for _, _, body in sections),
            "</body>",
            "</html>",
            "",
        ]
    )
