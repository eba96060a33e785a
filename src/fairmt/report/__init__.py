"""``fairmt report``: one self-contained HTML page (tables, inline SVG charts) from result files.

:func:`fairmt.report.loaders.load_result` recognises a result file by its content;
:func:`fairmt.report.html.build_page` renders the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fairmt.report.html import DEFAULT_ITEMS, DEFAULT_TITLE, build_page
from fairmt.report.loaders import ResultFile, load_result, load_results

__all__ = ["DEFAULT_ITEMS", "DEFAULT_TITLE", "ResultFile", "build_page", "load_result", "render_files"]


def render_files(
    paths: Sequence[str | Path], title: str = DEFAULT_TITLE, *, items: int = DEFAULT_ITEMS
) -> str:
    """The HTML page for these result files (a :class:`DataError` names a file it cannot use)."""
    return build_page(load_results(paths), title, items=items)
