"""Translate a :class:`~fairmt.translate.sources.SourceSet` into a file, resumably.

Output formats:

* ``mt_gender`` (default): ``source ||| target`` per line, in input order: what WinoMT's
  evaluator (``fairmt winomt --translations``) and the diagnostics read. A source that holds
  ``|||`` or a line break cannot be written so (refused up front: use ``jsonl``); a ``|||``
  in a translation is written as ``|``.
* ``jsonl``: ``{"line": n, "src": ..., "mt": ...}`` per line (``fairmt winomt`` reads it too).

**The signature** goes to a sidecar, ``FILE.sig.json`` (the engine, model and its version,
prompt hash, decoding, language pair, the input's name and fingerprint, the format), so
that the translation file stays exactly what the evaluators read. The sidecar is written
before the first line (``"complete": false``) and again at the end (``true``, with counts
and timing). With standard output there is no sidecar; the signature goes to stderr.

**Resuming.** Lines are written in chunks (``chunk_size`` sources, default the engine's batch
size), each flushed and synced before the next is translated. A rerun with the same ``-o
FILE`` reads what is there: it needs the sidecar and the same signature (else it refuses,
naming what differs, unless ``overwrite``), drops a torn last line (an interrupted write),
checks that every finished line's source equals the input at that line (else it refuses,
naming the line), and translates only the rest. A finished line is never translated
again. A failed chunk (an LLM request that got no answer) keeps the lines before the
failure and stops; the rerun continues there.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from fairmt.data.json_input import parse_json
from fairmt.errors import DataError, UsageError
from fairmt.progress import Progress, or_null
from fairmt.signature import Signature
from fairmt.translate.base import TranslationError, Translator
from fairmt.translate.sources import SourceSet

__all__ = ["FORMATS", "RunResult", "run_signature", "sidecar_path", "translate_to"]

log = logging.getLogger(__name__)

FORMATS = ("mt_gender", "jsonl")
SEPARATOR = " ||| "
SIDECAR_SUFFIX = ".sig.json"


@dataclass(frozen=True)
class RunResult:
    """What one run did: ``n`` lines in all, ``resumed`` already there, ``translated`` now."""

    n: int
    resumed: int
    translated: int
    seconds: float
    output: str
    signature: Signature

    @property
    def lines_per_second(self) -> float:
        return self.translated / self.seconds if self.seconds > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "resumed": self.resumed,
            "translated": self.translated,
            "seconds": round(self.seconds, 3),
            "lines_per_second": round(self.lines_per_second, 2),
            "output": self.output,
            "signature": str(self.signature),
        }


def sidecar_path(output: str | Path) -> Path:
    return Path(str(output) + SIDECAR_SUFFIX)


def run_signature(translator: Translator, sources: SourceSet, fmt: str) -> Signature:
    return Signature.of(
        [("task", "translate"), *translator.signature_items(), ("input", sources.label), ("format", fmt)]
    )


def _check_sources(sources: SourceSet, fmt: str) -> None:
    if fmt not in FORMATS:
        raise UsageError(f"unknown output format {fmt!r}; formats: {', '.join(FORMATS)}")
    if fmt != "mt_gender":
        return
    for n, s in enumerate(sources.sentences, start=1):
        if "|||" in s or "\n" in s or "\r" in s:
            what = "'|||'" if "|||" in s else "a line break"
            raise UsageError(
                f"source {n} of {sources.name} holds {what}, which the 'source ||| target' format cannot "
                "hold; use -f jsonl"
            )


def format_line(fmt: str, index: int, source: str, target: str) -> str:
    """One output line (with its newline) for the 0-based ``index``."""
    if fmt == "mt_gender":
        return f"{source}{SEPARATOR}{target.replace('|||', '|')}\n"
    return json.dumps({"line": index + 1, "src": source, "mt": target}, ensure_ascii=False) + "\n"


def _line_source(fmt: str, line: str, path: Path, n: int) -> str:
    if fmt == "mt_gender":
        if SEPARATOR not in line:
            raise DataError("not a 'source ||| target' line", path, n)
        return line.split(SEPARATOR, 1)[0]
    obj = parse_json(line, path, n)
    if not isinstance(obj, dict) or not isinstance(obj.get("src"), str) or obj.get("line") != n:
        raise DataError("not a line of fairmt translate's JSONL output", path, n)
    src: str = obj["src"]
    return src


def _finished(path: Path, fmt: str, sources: SourceSet) -> tuple[int, int]:
    """``(lines, bytes)`` of the finished prefix of ``path``; a torn last line is not counted."""
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1  # 0 when there is no complete line
    if end < len(data):
        log.warning("%s: dropping a torn last line (%d bytes)", path, len(data) - end)
    try:
        text = data[:end].decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(f"not valid UTF-8 ({e.reason})", path, data[: e.start].count(b"\n") + 1) from None
    lines = text.split("\n")[:-1] if text else []
    if len(lines) > len(sources):
        raise DataError(
            f"has {len(lines)} lines but the input {sources.name} has {len(sources)}; "
            "use --overwrite to start over or another output file",
            path,
        )
    for n, line in enumerate(lines, start=1):
        if _line_source(fmt, line, path, n) != sources.sentences[n - 1]:
            raise DataError(
                f"this line's source is not line {n} of the input {sources.name}: the file was made from "
                "another input; use --overwrite to start over or another output file",
                path,
                n,
            )
    return len(lines), end


def _write_json_atomic(path: Path, obj: dict[str, Any]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def _check_sidecar(path: Path, signature: Signature) -> None:
    side = sidecar_path(path)
    try:
        recorded = json.loads(side.read_text(encoding="utf-8"))
        items = recorded["signature_items"]
        if not isinstance(items, dict):
            raise TypeError
    except FileNotFoundError:
        raise UsageError(
            f"{path} exists but has no {side.name}, so it cannot be resumed safely; "
            "use --overwrite to start over or another output file"
        ) from None
    except (ValueError, KeyError, TypeError):
        raise DataError("not a signature file of fairmt translate", side) from None
    mine = signature.as_dict()
    keys = [k for k in dict.fromkeys([*mine, *items]) if k != "fairmt" and mine.get(k) != items.get(k)]
    if keys:
        diff = "; ".join(
            f"{k}: {items.get(k, '(none)')} in the file, {mine.get(k, '(none)')} now" for k in keys
        )
        raise UsageError(
            f"{path} was made with other settings ({diff}); "
            "use --overwrite to start over or another output file"
        )
    if items.get("fairmt") != mine.get("fairmt"):
        log.warning(
            "%s was started by fairmt %s; continuing with %s", path, items.get("fairmt"), mine["fairmt"]
        )


def translate_to(
    translator: Translator,
    sources: SourceSet,
    output: str | Path | None = None,
    *,
    fmt: str = "mt_gender",
    chunk_size: int | None = None,
    batch_size: int | None = None,
    overwrite: bool = False,
    limit: int | None = None,
    stream: IO[str] | None = None,
    progress: Progress | None = None,
) -> RunResult:
    """Translate ``sources`` and write them to ``output`` (``None`` or ``"-"``: ``stream``, default stdout).

    ``progress`` (a :class:`fairmt.progress.Progress`) is told of every chunk written.

    ``limit``: stop after the first ``limit`` sources (the file is then a prefix of the full
    translation, with the full input's signature: a later run without ``limit`` continues
    it). See the module doc for the formats, the sidecar and resuming.
    """
    _check_sources(sources, fmt)
    signature = run_signature(translator, sources, fmt)
    chunk = int(chunk_size) if chunk_size is not None else (batch_size or translator.default_batch_size)
    if chunk < 1:
        raise UsageError(f"chunk_size must be at least 1, got {chunk}")
    if limit is not None and limit < 0:
        raise UsageError(f"limit must be at least 0, got {limit}")
    n = len(sources) if limit is None else min(limit, len(sources))
    t0 = time.perf_counter()
    if output is None or str(output) == "-":
        out = stream if stream is not None else sys.stdout
        done = _run_chunks(
            translator, sources, 0, n, chunk, batch_size, fmt, out, sync=False, progress=progress
        )
        return RunResult(n, 0, done, time.perf_counter() - t0, "-", signature)

    from fairmt.runs.lock import RunLock
    from fairmt.runs.paths import check_output

    path = Path(output)
    check_output(path, [sources.path] if sources.path else [])
    with RunLock(Path(str(path) + ".run") / "lock", str(path)):
        return _translate_file(
            translator, sources, path, signature, fmt, chunk, batch_size, overwrite, n, t0, progress
        )


def _translate_file(
    translator: Translator,
    sources: SourceSet,
    path: Path,
    signature: Signature,
    fmt: str,
    chunk: int,
    batch_size: int | None,
    overwrite: bool,
    n: int,
    t0: float,
    progress: Progress | None = None,
) -> RunResult:
    """:func:`translate_to` into a file, under the output's lock."""
    side = sidecar_path(path)
    resumed, keep = 0, 0
    if path.exists() and not overwrite and path.stat().st_size > 0:
        _check_sidecar(path, signature)
        resumed, keep = _finished(path, fmt, sources)
        if resumed:
            log.info("%s: %d of %d lines already translated; continuing", path, resumed, n)
    path.parent.mkdir(parents=True, exist_ok=True)
    meta: dict[str, Any] = {
        "signature": str(signature),
        "signature_items": signature.as_dict(),
        "input": sources.name,
        "input_path": sources.path,
        "n": len(sources),
        "format": fmt,
        "complete": False,
    }
    _write_json_atomic(side, meta)
    with open(path, "r+b" if path.exists() else "wb") as fh:
        fh.truncate(keep)  # drops a torn last line, or everything with overwrite
    with open(path, "a", encoding="utf-8", newline="\n") as text_out:
        translated = _run_chunks(
            translator, sources, resumed, n, chunk, batch_size, fmt, text_out, sync=True, progress=progress
        )
    seconds = time.perf_counter() - t0
    result = RunResult(n, resumed, translated, seconds, str(path), signature)
    meta.update(
        complete=resumed + translated == len(sources),
        lines=resumed + translated,
        resumed=resumed,
        translated=translated,
        seconds=round(seconds, 3),
    )
    _write_json_atomic(side, meta)
    return result


def _run_chunks(
    translator: Translator,
    sources: SourceSet,
    start: int,
    n: int,
    chunk: int,
    batch_size: int | None,
    fmt: str,
    out: IO[str],
    *,
    sync: bool,
    progress: Progress | None = None,
) -> int:
    """Translate ``sources[start:n]`` chunk by chunk, writing each; returns the lines written."""
    written = 0
    prog = or_null(progress)
    prog.start(total=n - start, desc="translate")

    def write(first: int, targets: list[str]) -> None:
        out.write(
            "".join(
                format_line(fmt, first + k, sources.sentences[first + k], t) for k, t in enumerate(targets)
            )
        )
        out.flush()
        if sync:
            os.fsync(out.fileno())

    try:
        for first in range(start, n, chunk):
            batch = list(sources.sentences[first : min(first + chunk, n)])
            try:
                targets = translator.translate(batch, batch_size=batch_size)
            except TranslationError as e:
                write(first, e.done)
                written += len(e.done)
                raise TranslationError(
                    f"{e} (stopped after line {first + len(e.done)} of {n}; "
                    "a rerun with the same output continues)",
                    done=e.done,
                    failure_kind=e.failure_kind,
                ) from e
            write(first, targets)
            written += len(targets)
            prog.update(len(targets))
            prog.note(f"translated {first + len(targets)} of {n} lines")
    finally:
        prog.close()
    return written
