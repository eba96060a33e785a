"""Text tables of the diagnostics, laid out as the paper's (one row per system)."""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.diagnostics.pipeline import SystemDiagnostics
from fairmt.diagnostics.sets import SET_LABELS, SET_NAMES


def _f(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1) -> list[str]:
    """Columns padded to their widest cell; the first ``left`` columns (names) left-aligned."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        padded = [
            c.ljust(w) if i < left else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(padded).rstrip()

    return [line(header), *(line(r) for r in rows)]


def render_text(results: Sequence[SystemDiagnostics]) -> str:
    """Tables 1, 2, 3 and 5 of the diagnostics paper and the adjective set, for one language."""
    if not results:
        return ""
    langs = sorted({r.lang for r in results})
    out = [f"Gender diagnostics, en-{'/'.join(langs)} (percent)"]

    out += ["", "Table 1: standard gender accuracy (WinoMT; unknown counts as wrong)"]
    rows = []
    for set_name in ("reg", "pro", "anti"):
        for r in results:
            a = r.accuracy(set_name)
            if a is not None:
                src = " (from REG)" if r.sets[set_name].source == "reg" else ""
                rows.append(
                    [SET_LABELS[set_name], r.system + src, _f(a.overall), _f(a.masculine), _f(a.feminine)]
                )
    out += (
        _table(["set", "system", "overall", "masc.", "fem."], rows, left=2)
        if rows
        else ["  (no REG/PRO/ANTI file)"]
    )

    out += ["", "Table 2: Minimal Pair Accuracy (Pro-F/Pro-M: shares of the accurate pairs)"]
    rows = [
        [r.system, _f(r.mpa.mpa), _f(r.mpa.pro_f), _f(r.mpa.pro_m), f"{r.mpa.accurate}/{r.mpa.scored}"]
        for r in results
        if r.mpa is not None
    ]
    out += (
        _table(["system", "MPA", "Pro-F", "Pro-M", "accurate/pairs"], rows)
        if rows
        else ["  (needs PRO and ANTI)"]
    )

    out += ["", "Table 3: Prior Bias on the neutral set (unknown and neutral excluded)"]
    rows = [
        [
            r.system,
            _f(r.prior_bias.masculine),
            _f(r.prior_bias.feminine),
            f"{r.prior_bias.detected}/{r.prior_bias.n}",
        ]
        for r in results
        if r.prior_bias is not None
    ]
    out += (
        _table(["system", "masc.", "fem.", "detected/n"], rows)
        if rows
        else ["  (no neutral-set translation)"]
    )

    out += ["", "Table 5: Unknown rate (no gender detected)"]
    cols = [s for s in SET_NAMES if any(s in r.sets for r in results)]
    rows = [
        [r.system, *(_f(r.sets[s].accuracy.unknown_rate) if s in r.sets else "-" for s in cols)]
        for r in results
    ]
    out += _table(["system", *(SET_LABELS[s] for s in cols)], rows)

    if any(r.adjectives is not None for r in results):
        out += ["", "WinoMT §3.3 adjective set (en_anti + handsome/pretty before the entity)"]
        rows = []
        for r in results:
            if r.adjectives is None:
                continue
            adj = r.adjectives
            rows.append(
                [
                    r.system,
                    _f(adj.anti.overall if adj.anti is not None else None),
                    _f(adj.accuracy.overall),
                    _f(adj.delta_vs_anti),
                    _f(adj.accuracy.masculine),
                    _f(adj.accuracy.feminine),
                ]
            )
        out += _table(["system", "ANTI-S", "ADJ", "Δ", "ADJ masc.", "ADJ fem."], rows)

    notes = list(dict.fromkeys(n for r in results for n in r.notes))
    if notes:
        out += ["", "Notes:", *(f"  {n}" for n in notes)]
    out += ["", "Signatures:", *(f"  {r.system}: {r.signature}" for r in results)]
    return "\n".join(out)
