"""Reading FairQE input and resuming FairQE output.

Input (``-`` = standard input), UTF-8:

* **TSV** — a header naming the columns, at least ``source`` and ``translation`` (or
  ``src`` and ``mt``), optionally ``tgt_lang`` (or ``lang``) and ``id``; or headerless
  ``source<TAB>translation`` lines.
* **JSONL** — one object per line with string fields ``src`` and ``mt`` (``source`` /
  ``translation`` also accepted), optionally ``tgt_lang`` (or ``lp`` such as ``en-de``) and
  ``id``.
* **Two plain-text files** (:func:`read_text_pair`) — the sources and the translations, one
  segment a line, line *n* of one paired with line *n* of the other: what ``comet-score -s
  -t`` and sacrebleu users have. The two must have the same number of lines.

A missing column, an empty field, a bad JSON line or a line with the wrong number of
fields raises :class:`fairmt.errors.DataError` naming the file and line.

Output is JSONL, one object per item in input order (:meth:`FairQEResult.to_json`), written
and resumed by the run layer (:mod:`fairmt.runs`).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from fairmt.data.readers import iter_jsonl, read_text_input
from fairmt.data.sanity import header_warning, language_warning, placeholder_warning
from fairmt.errors import DataError, UsageError
from fairmt.fairqe.types import Item

_SRC = ("src", "source")
_MT = ("mt", "translation")
_LANG = ("tgt_lang", "lang")
_LANG_CODE = re.compile(r"^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$")
FORMATS = ("auto", "tsv", "jsonl")
log = logging.getLogger(__name__)


def _lang(value: Any, where: str, line: int) -> str:
    if not isinstance(value, str) or not _LANG_CODE.match(value.strip()):
        raise DataError(f"not a language code: {value!r}", where, line)
    return value.strip().lower().replace("_", "-").split("-")[0]


def _field(value: Any, name: str, where: str, line: int, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise DataError(f"field {name!r} is not a string", where, line)
    text = value.strip()
    if not text and not allow_empty:
        raise DataError(f"empty {name}", where, line)
    return text


def read_items(
    path: str,
    tgt_lang: str | None = None,
    fmt: str = "auto",
    src_lang: str = "en",
    *,
    require_lang: bool = True,
    allow_empty_source: bool = False,
) -> list[Item]:
    """The items of a TSV or JSONL file; ``tgt_lang`` applies to rows that name none.

    ``require_lang=False`` (the backbone alone needs no language) gives rows without one the
    language ``und``; ``allow_empty_source`` accepts an empty source or translation (a QE
    backbone scores it; FairQE needs both).
    """
    if fmt not in FORMATS:
        raise UsageError(f"unknown input format {fmt!r}; known: {', '.join(FORMATS)}")
    inp = read_text_input(path)
    where, lines = inp.name, inp.lines
    if not any(ln.strip() for ln in lines):
        raise DataError("the file is empty", where)
    if fmt == "auto":
        fmt = "jsonl" if (where.endswith(".jsonl") or lines[0].lstrip().startswith("{")) else "tsv"
    if tgt_lang is None and not require_lang:
        tgt_lang = "und"
    items = (
        _read_jsonl(lines, where, tgt_lang, src_lang, allow_empty_source)
        if fmt == "jsonl"
        else _read_tsv(lines, where, tgt_lang, src_lang, allow_empty_source)
    )
    if not items:
        raise DataError("no items (only a header?)", where)
    _warn_if_odd(items, where)
    return items


def read_text_pair(
    sources: str,
    translations: str,
    tgt_lang: str | None,
    src_lang: str = "en",
    *,
    require_lang: bool = True,
    allow_empty_source: bool = False,
) -> list[Item]:
    """The items of two parallel plain-text files: line *n* of ``sources`` with line *n* of ``translations``.

    Lines are cut on ``"\\n"`` only (:func:`~fairmt.data.readers.split_lines`), so a U+2028
    inside a segment stays inside it. Every item gets ``tgt_lang`` (plain text names no
    language: it is required unless ``require_lang=False``, which gives ``und``) and no id
    (outputs name items by their 0-based index). Files of different lengths raise a
    :class:`~fairmt.errors.DataError` at the first line one of them lacks — a shifted file
    would pair every later line with the wrong translation, so it is never scored. An empty
    line is an error unless ``allow_empty_source`` (the backbone alone scores it).
    """
    if tgt_lang is None:
        if require_lang:
            raise UsageError("plain-text sources and translations name no language: pass --tgt-lang")
        tgt_lang = "und"
    if sources == "-" and translations == "-":
        raise UsageError("the sources and the translations cannot both be read from stdin ('-')")
    src, mt = read_text_input(sources, "a text file"), read_text_input(translations, "a text file")
    if not src.lines and not mt.lines:
        raise DataError("the file is empty", src.name)
    if len(src.lines) != len(mt.lines):
        short, long_ = (src, mt) if len(src.lines) < len(mt.lines) else (mt, src)
        raise DataError(
            f"no line {len(short.lines) + 1} in {short.name} ({len(short.lines)} lines, {long_.name} has "
            f"{len(long_.lines)}): the sources and the translations must be parallel, one segment a line",
            long_.name,
            len(short.lines) + 1,
        )
    items = [
        Item(
            _field(s, "source", src.name, n, allow_empty_source),
            _field(t, "translation", mt.name, n, allow_empty_source),
            tgt_lang,
            src_lang,
        )
        for n, (s, t) in enumerate(zip(src.lines, mt.lines, strict=True), start=1)
    ]
    _warn_if_odd(items, mt.name)
    return items


def _warn_if_odd(items: list[Item], where: str) -> None:
    """Log what looks like a user's mistake (:mod:`fairmt.data.sanity`); never stops the run."""
    problems = [placeholder_warning([it.translation for it in items])]
    for lang in sorted({it.tgt_lang for it in items}):
        problems.append(language_warning([it.translation for it in items if it.tgt_lang == lang], lang))
    for problem in problems:
        if problem:
            log.warning("%s: %s", where, problem)


def _need_lang(lang: str | None, where: str, line: int) -> str:
    if lang is None:
        raise DataError(
            "no target language: pass --tgt-lang or give a 'tgt_lang' (or 'lp') field on every line",
            where,
            line,
        )
    return lang


def _read_tsv(
    lines: list[str], where: str, tgt_lang: str | None, src_lang: str, empty_src: bool = False
) -> list[Item]:
    header = [h.strip().lower() for h in lines[0].split("\t")]
    start = 0
    cols: dict[str, int] = {"src": 0, "mt": 1}
    ncols = 2
    if any(h in _SRC + _MT for h in header):
        start = 1
        ncols = len(header)
        cols = {}
        for key, names in (("src", _SRC), ("mt", _MT), ("lang", _LANG), ("id", ("id",))):
            found = [i for i, h in enumerate(header) if h in names]
            if found:
                cols[key] = found[0]
        for key, names in (("src", _SRC), ("mt", _MT)):
            if key not in cols:
                raise DataError(f"the header has no {' or '.join(repr(n) for n in names)} column", where, 1)
    if start == 0:
        odd = header_warning(header, lines[1:], ("source", "translation", "src", "mt"))
        if odd:
            log.warning("%s: %s", where, odd)
    items = []
    for n, ln in enumerate(lines[start:], start=start + 1):
        if not ln.strip():
            raise DataError("empty line", where, n)
        fields = ln.split("\t")
        if len(fields) != ncols:
            raise DataError(f"expected {ncols} tab-separated fields, found {len(fields)}", where, n)
        lang = _lang(fields[cols["lang"]], where, n) if "lang" in cols else tgt_lang
        items.append(
            Item(
                _field(fields[cols["src"]], "source", where, n, empty_src),
                _field(fields[cols["mt"]], "translation", where, n, empty_src),
                _need_lang(lang, where, n),
                src_lang,
                fields[cols["id"]].strip() if "id" in cols else None,
            )
        )
    return items


def _read_jsonl(
    lines: list[str], where: str, tgt_lang: str | None, src_lang: str, empty_src: bool = False
) -> list[Item]:
    items = []
    for n, obj in iter_jsonl(lines, where):
        src_key = next((k for k in _SRC if k in obj), None)
        mt_key = next((k for k in _MT if k in obj), None)
        if src_key is None:
            raise DataError("missing field 'src'", where, n)
        if mt_key is None:
            raise DataError("missing field 'mt'", where, n)
        lang = tgt_lang
        if "tgt_lang" in obj:
            lang = _lang(obj["tgt_lang"], where, n)
        elif "lp" in obj:
            lp = obj["lp"]
            if not isinstance(lp, str) or "-" not in lp:
                raise DataError(f"'lp' must look like 'en-de', got {lp!r}", where, n)
            lang = _lang(lp.split("-", 1)[1], where, n)
        ident = obj.get("id")
        items.append(
            Item(
                _field(obj[src_key], "source", where, n, empty_src),
                _field(obj[mt_key], "translation", where, n, empty_src),
                _need_lang(lang, where, n),
                src_lang,
                None if ident is None else str(ident),
            )
        )
    return items
