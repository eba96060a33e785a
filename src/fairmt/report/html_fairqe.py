"""The report section of FairQE results: the scores per file and the items with their cues,
violations first (:mod:`fairmt.report.html` puts it on the page).
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Iterable, Sequence

from fairmt.report.html_base import Markup, _f, esc, signatures, table
from fairmt.report.loaders import FairQEFile, FairQEItem

FAIRQE_ITEM_HEADERS = (
    *("id", "lang", "source", "translation", "cues"),
    *("q_orig", "q_uqe", "w", "q_final", "flags"),
)


# --------------------------------------------------------------------------- FairQE


def _mean(xs: Iterable[float | None]) -> float | None:
    vs = [x for x in xs if x is not None]
    return statistics.fmean(vs) if vs else None


def _ident(it: FairQEItem) -> str:
    return it.id if it.id is not None else str(it.index if it.index is not None else it.line)


def _marked_translation(it: FairQEItem) -> Markup | str:
    """The translation with each violating target span (first occurrence) in a ``<mark>``."""
    spans = sorted({v.target for v in it.violations if v.target}, key=len, reverse=True)
    marks: list[tuple[int, int]] = []
    for span in spans:
        start = it.mt.find(span)
        while start >= 0 and any(start < e and start + len(span) > b for b, e in marks):
            start = it.mt.find(span, start + 1)
        if start >= 0:
            marks.append((start, start + len(span)))
    if not marks:
        return it.mt
    out, pos = [], 0
    for b, e in sorted(marks):
        out.append(esc(it.mt[pos:b]))
        out.append(f'<mark class="gender-violation">{esc(it.mt[b:e])}</mark>')
        pos = e
    out.append(esc(it.mt[pos:]))
    return Markup("".join(out))


def _flags_cell(it: FairQEItem) -> Markup | str:
    """The flags; a gender violation spelt out (cue → target: expected, found) and marked."""
    if not it.gender_violation:
        return ", ".join(it.flags)
    what = "; ".join(v.text() for v in it.violations) or "see the cues"
    others = [f for f in it.flags if f != "gender_violation"]
    cell = f'<mark class="gender-violation">⚠ gender violation: {esc(what)}</mark>'
    if others:
        cell += "<br>" + esc(", ".join(others))
    return Markup(cell)


def _fairqe_section(files: Sequence[FairQEFile], n_items: int) -> str:
    parts = ['<section id="fairqe">', "<h2>FairQE scores (<code>fairmt qe score</code>)</h2>"]
    summary = []
    for f in files:
        items = f.items
        n = len(items)
        finals = [it.q_final for it in items]
        deltas = [it.q_final - it.q_orig for it in items if it.q_final is not None and it.q_orig is not None]
        with_cues = sum(1 for it in items if it.cues)
        violations = sum(1 for it in items if it.gender_violation)
        flags = Counter(fl for it in items for fl in it.flags)
        summary.append(
            [
                f.path,
                str(n),
                _f(_mean(finals), 4),
                str(sum(1 for x in finals if x is None)),
                _f(_mean(it.q_orig for it in items), 4),
                _f(_mean(deltas), 4),
                _f(_mean(it.w for it in items), 4),
                f"{100.0 * with_cues / n:.1f}% ({with_cues})" if n else "–",
                Markup(f'<mark class="gender-violation">{violations}</mark>') if violations else "0",
                # One flag a line: flag names are long words that would break anywhere.
                Markup(
                    "<br>".join(
                        esc(f"{k}:\u00a0{v}")
                        for k, v in sorted(flags.items(), key=lambda kv: (-kv[1], kv[0]))
                    )
                )
                or "none",
            ]
        )
    parts.append(
        table(
            [
                "file",
                "items",
                "mean q_final",
                "no q_final",
                "mean q_orig",
                "mean q_final − q_orig",
                "mean w",
                "with cues",
                "gender violations",
                "flags",
            ],
            summary,
            numeric=range(1, 9),
        )
    )
    for f in files:
        # Items with a gender violation first (they need a look), then the others with cues;
        # file order within each.
        wrong = [it for it in f.items if it.gender_violation]
        cued = [it for it in f.items if it.cues and not it.gender_violation]
        shown = (wrong + cued)[:n_items]
        total = len(wrong) + len(cued)
        parts.append(f"<h3>{esc(f.path)}: items with cues</h3>")
        if wrong:
            ids = ", ".join(_ident(it) for it in wrong[:5]) + (", …" if len(wrong) > 5 else "")
            parts.append(
                f'<p class="violation-note">{len(wrong)} item{"s" if len(wrong) != 1 else ""} with a gender '
                f"violation (the translation gives an entity another gender than the source): {esc(ids)}; "
                "listed first and highlighted.</p>"
            )
        if not shown:
            parts.append('<p class="note">No item has a cue.</p>')
        else:
            rows = []
            for it in shown:
                cues = Markup("<br>".join(esc(c) for c in it.cues))
                rows.append(
                    [
                        _ident(it),
                        it.tgt_lang,
                        it.src,
                        _marked_translation(it),
                        cues,
                        _f(it.q_orig, 4),
                        _f(it.q_uqe, 1),
                        _f(it.w, 3),
                        _f(it.q_final, 4),
                        _flags_cell(it),
                    ]
                )
            parts.append(
                table(
                    FAIRQE_ITEM_HEADERS,
                    rows,
                    numeric=(5, 6, 7, 8),
                    text=(2, 3, 4, 9),
                    row_classes=["violation" if it.gender_violation else "" for it in shown],
                )
            )
            order = " (gender violations first)" if wrong else ""
            parts.append(f'<p class="note">The first {len(shown)} of {total} items with cues{order}.</p>')
        sigs = Counter(it.signature for it in f.items if it.signature)
        parts.append(
            signatures((f"{f.path} ({k} items)" if len(sigs) > 1 else f.path, s) for s, k in sigs.items())
        )
    parts.append("</section>")
    return "\n".join(parts)
