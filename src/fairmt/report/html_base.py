"""The markup primitives of the report page (:mod:`fairmt.report.html`): :class:`Markup`,
:func:`esc` (every string from a result file is escaped with :func:`html.escape`, after any
absolute path in it is cut to its last component), number formatting, :func:`table`, and
the collapsed signature lines under a table.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence

from fairmt.report.charts import strip_local_paths

#: Signatures listed as they are under a table; more are folded behind one more ``<details>``.
SIGNATURES_OPEN = 3
#: Characters of a signature shown on its collapsed line (whole ``|`` fields).
SIGNATURE_SHORT = 72


class Markup(str):
    """A string of markup built here from escaped parts: :func:`esc` leaves it as it is."""


def esc(x: object) -> str:
    """Escape for HTML text and attribute values (``& < > " '``); :class:`Markup` passes through.

    Absolute local paths in the text are cut to their last component first
    (:func:`~fairmt.report.charts.strip_local_paths`).
    """
    if isinstance(x, Markup):
        return str(x)
    return html.escape(strip_local_paths(str(x)), quote=True)


def _f(x: float | None, digits: int) -> str:
    return "–" if x is None or not math.isfinite(x) else f"{x:.{digits}f}"


def _ratio(mean: float | None, std: float | None) -> str:
    return f"{_f(mean, 4)} ({_f(std, 4)})" if mean is not None else "–"


def _col_label(key: str) -> str:
    return key if ":" in key else key.upper()


def table(
    headers: Sequence[str],
    rows: Iterable[Sequence[object]],
    *,
    numeric: Sequence[int] = (),
    text: Sequence[int] = (),
    css_class: str = "",
    row_classes: Sequence[str] = (),
) -> Markup:
    """An HTML table; cells are escaped unless :class:`Markup`; ``numeric``/``text`` are column indices.

    ``row_classes``: a CSS class per body row (``""`` for none), e.g. ``violation``.
    """
    num, txt = set(numeric), set(text)

    def cls(i: int) -> str:
        return ' class="num"' if i in num else (' class="text"' if i in txt else "")

    def tr(k: int) -> str:
        c = row_classes[k] if k < len(row_classes) else ""
        return f'<tr class="{esc(c)}">' if c else "<tr>"

    head = "".join(f"<th{cls(i)}>{esc(h)}</th>" for i, h in enumerate(headers))
    body = "\n".join(
        tr(k) + "".join(f"<td{cls(i)}>{esc(c)}</td>" for i, c in enumerate(row)) + "</tr>"
        for k, row in enumerate(rows)
    )
    c = f' class="{esc(css_class)}"' if css_class else ""
    return Markup(f"<table{c}>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>")


def short_signature(sig: str, limit: int = SIGNATURE_SHORT) -> str:
    """The first whole ``|`` fields of a signature that fit in ``limit`` characters, with what is left out."""
    fields = sig.split("|")
    shown: list[str] = []
    for f in fields:
        if shown and len("|".join([*shown, f])) > limit:
            break
        shown.append(f)
    text = "|".join(shown)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    rest = len(fields) - len(shown)
    return text + (f"|… (+{rest} field{'s' if rest != 1 else ''})" if rest else "")


def _distinct(sigs: Sequence[str]) -> list[str]:
    """Each signature without the ``|`` fields every one of ``sigs`` shares (when there are several).

    The collapsed line of a signature then shows what sets it apart from its neighbours
    (language, data hash, analyser) rather than the same version and task fields each time.
    """
    split = [s.split("|") for s in sigs]
    if len(split) < 2:
        return list(sigs)
    common = set(split[0]).intersection(*split[1:])
    return [
        "|".join(f for f in fields if f not in common) or sig for fields, sig in zip(split, sigs, strict=True)
    ]


def signatures(items: Iterable[tuple[str, str]]) -> Markup:
    """The signatures under a table (duplicates once): one collapsed line each, the full one inside.

    The collapsed line is :func:`short_signature` of the fields that differ between the
    table's signatures (all of them for a single one), after an ellipsis when shared fields
    were left out. Up to :data:`SIGNATURES_OPEN` are listed as they are; more are folded
    behind one line that says how many there are.
    """
    entries = list(dict.fromkeys((label, sig or "(no signature)") for label, sig in items))
    if not entries:
        return Markup("")
    fulls = [sig for _, sig in entries]
    lines = []
    for (label, full), distinct in zip(entries, _distinct(fulls), strict=True):
        what = f"{esc(label)}: " if label else ""
        short = short_signature(distinct) if distinct == full else "…|" + short_signature(distinct)
        lines.append(
            f'<details class="signature"><summary>{what}<code class="short">{esc(short)}'
            f"</code></summary><code>{esc(full)}</code></details>"
        )
    body = "\n".join(lines)
    if len(lines) <= SIGNATURES_OPEN:
        plural = "s" if len(lines) > 1 else ""
        return Markup(f'<div class="signatures" aria-label="signatures">Signature{plural}:\n{body}</div>')
    return Markup(
        f'<details class="signatures" aria-label="signatures"><summary>{len(lines)} signatures</summary>\n'
        f"{body}</details>"
    )
