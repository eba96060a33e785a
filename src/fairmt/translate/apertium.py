"""``apertium``: Debian's rule-based MT, offline (the default engine).

Needs the ``apertium`` programs and a language-pair package, e.g.
``apt-get install apertium apertium-eng-spa apertium-eng-cat`` (no Python package).
Declared pairs: en↔es (``apertium-eng-spa``), en↔ca (``apertium-eng-cat``), es↔it
(``apertium-spa-ita``); ``model`` may name a variant mode of the pair (``eng-cat_valencia``).

**How a batch is translated.** Text reaches the programs through stdin only, never the
command line, and every program is started from an argument list (no shell). The sources
are first folded to one line each (:func:`~fairmt.translate.base.one_line`), then:

1. Apertium's own plain-text deformatter (``apertium-destxt``, what ``apertium -f txt``
   runs) reads all sources at once, each followed by a blank line. It escapes the stream
   format's metacharacters (``^ $ / [ ] < > { } * # @ \\``), so no source text can be read
   as markup, and it ends every source with a sentence boundary, so the rules never join
   two sources. Each source thus ends in the separator ``[\\n\\n]`` (a superblank).
2. The stages of the pair's mode (``modes/<mode>.mode``, with Apertium's word-bound
   blanks as ``apertium`` itself runs them) that keep no state from one sentence to the
   next (``lt-proc``, transfer, lexical selection, ...) run once over the whole batch. The
   stages that do keep state across sentences (the part-of-speech tagger
   ``apertium-tagger``, constraint grammar ``cg-proc``, ``apertium-anaphora`` and any
   program not known to be line-independent) run once *per source*, on that source's
   piece of the stream. This matters: Apertium's tagger carries state through a whole
   stream (after, e.g., ``a lot of`` anywhere earlier, ``The housekeeper smiled`` gets a
   past participle), so one ``apertium`` process over a batch gives 45 of the first 1,000
   WinoMT sentences another translation than translating each alone
   (``benchmarks/bench_translate.py``); eng-cat also resolves pronouns across sentences
   (``apertium-anaphora``).
3. The text reformatter (``apertium-retxt``) restores the text; the output is split at
   the blank lines.

The number of separators is checked after every stage that the batch goes through in one
piece and at the end: any mismatch (a program that merged or invented a line) makes the
batch run again with one ``apertium`` process per source, so outputs always stay 1:1
with the sources. The result equals running ``apertium -u -f txt <mode>`` on each source
alone (``isolation="process"`` does exactly that; checked on 2,328 distinct WinoMT
sentences and 400 of the neutral and adjective sets for eng-spa, on 200 for eng-cat, and
in the tests), so a translation never depends on its neighbours, the batch size, the
order or a resumed run. Speed on 2 cores: about 200 sentences/s for eng-spa (the whole
of WinoMT's ``en.txt`` in 20 s), 33/s for eng-cat, against 6/s with one process each.

**Unknown words.** ``mark_unknown=False`` (the default, ``apertium -u``) drops Apertium's
marks for unknown (``*``), untranslatable (``@``) and ungeneratable (``#``) words: WinoMT's
aligner and gender analysers read the target's words, and a mark glued to a word would
change them; an unknown English noun stays in English, which the evaluation reads as
having no gender either way. ``mark_unknown=True`` keeps the marks (to inspect coverage).

**Identity.** The signature names the mode, the pair package's Debian version (``dpkg-query``),
the versions of the programs (``apertium``, ``lttoolbox``, ``apertium-lex-tools``, ``cg3``)
and a fingerprint of the pair's data files (name, size, first MiB), so it also identifies
a pair installed without dpkg.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shlex
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, ClassVar

from fairmt.errors import MissingDependencyError, UsageError
from fairmt.translate.base import TranslationError, Translator

__all__ = [
    "APERTIUM_PAIRS",
    "INSTALL_HINT",
    "ApertiumTranslator",
    "installed_modes",
]

log = logging.getLogger(__name__)

INSTALL_HINT = "apt-get install apertium apertium-eng-spa apertium-eng-cat"

#: ISO 639-1 pair → (Apertium mode, Debian package of the pair).
APERTIUM_PAIRS: dict[tuple[str, str], tuple[str, str]] = {
    ("en", "es"): ("eng-spa", "apertium-eng-spa"),
    ("es", "en"): ("spa-eng", "apertium-eng-spa"),
    ("en", "ca"): ("eng-cat", "apertium-eng-cat"),
    ("ca", "en"): ("cat-eng", "apertium-eng-cat"),
    ("es", "it"): ("spa-ita", "apertium-spa-ita"),
    ("it", "es"): ("ita-spa", "apertium-spa-ita"),
}

#: Where Apertium's data (``modes/*.mode``) is looked for (``FAIRMT_APERTIUM_DATADIR`` first).
DATA_DIRS = ("/usr/share/apertium", "/usr/local/share/apertium")
ENV_DATADIR = "FAIRMT_APERTIUM_DATADIR"

#: Programs whose output for a sentence depends only on that sentence (given the sentence
#: boundary the deformatter puts after every source): run once over a whole batch.
LINE_INDEPENDENT = frozenset(
    {
        "lt-proc",
        "apertium-wblank-attach",
        "apertium-wblank-detach",
        "apertium-pretransfer",
        "apertium-posttransfer",
        "lsx-proc",
        "lrx-proc",
        "apertium-transfer",
        "apertium-interchunk",
        "apertium-postchunk",
    }
)
#: Debian packages of the programs, for the signature.
TOOL_PACKAGES = ("apertium", "lttoolbox", "apertium-lex-tools", "cg3")

ISOLATIONS = ("stages", "process")

#: What ends every source in the stream: the superblank the deformatter makes of a blank line.
_SEP = "[\n\n]"


class _Fallback(Exception):
    """A batch lost its line alignment in the shared pipeline; redo it one process per source."""


@dataclass(frozen=True)
class _Group:
    """Consecutive pipeline stages, run over the whole batch or once per source."""

    per_line: bool
    commands: tuple[tuple[str, ...], ...]


def data_dir(given: str | os.PathLike[str] | None = None) -> Path | None:
    """The Apertium data folder: ``given``, ``$FAIRMT_APERTIUM_DATADIR`` or the first of :data:`DATA_DIRS`."""
    if given is not None:
        return Path(given)
    env = os.environ.get(ENV_DATADIR, "").strip()
    if env:
        return Path(env)
    for d in DATA_DIRS:
        if (Path(d) / "modes").is_dir():
            return Path(d)
    return None


def installed_modes(datadir: str | os.PathLike[str] | None = None) -> list[str]:
    """The modes (translation directions) installed in the data folder."""
    d = data_dir(datadir)
    if d is None or not (d / "modes").is_dir():
        return []
    return sorted(p.name.removesuffix(".mode") for p in (d / "modes").glob("*.mode"))


def _dpkg_version(package: str) -> str | None:
    if shutil.which("dpkg-query") is None:
        return None
    r = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=False
    )
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else None


_ENV_LOCK = threading.Lock()
_ENV: dict[str, str] | None = None


def _utf8_env() -> dict[str, str]:
    """The environment with a UTF-8 ``LC_ALL`` (Apertium's programs read UTF-8 by the locale)."""
    global _ENV
    with _ENV_LOCK:
        if _ENV is None:
            env = dict(os.environ)
            current = env.get("LC_ALL") or env.get("LC_CTYPE") or env.get("LANG") or ""
            if "utf-8" not in current.lower() and "utf8" not in current.lower():
                env["LC_ALL"] = "C.UTF-8"
            _ENV = env
        return _ENV


def _run_pipeline(commands: Sequence[Sequence[str]], data: bytes) -> bytes:
    """Run ``commands`` as a pipeline (no shell), ``data`` on the first one's stdin."""
    env = _utf8_env()
    procs: list[subprocess.Popen[bytes]] = []
    with contextlib.ExitStack() as stack:
        errs: list[IO[bytes]] = [stack.enter_context(tempfile.TemporaryFile()) for _ in commands]
        stack.callback(_reap, procs)
        prev: IO[bytes] | None = None
        for cmd, err in zip(commands, errs, strict=True):
            p = subprocess.Popen(
                list(cmd),
                stdin=subprocess.PIPE if prev is None else prev,
                stdout=subprocess.PIPE,
                stderr=err,
                env=env,
            )
            if prev is not None:
                prev.close()  # only the next program reads it now
            procs.append(p)
            prev = p.stdout
        writer = threading.Thread(target=_feed, args=(procs[0].stdin, data), daemon=True)
        writer.start()
        assert prev is not None
        out = prev.read()
        prev.close()
        writer.join()
        for p in procs:
            p.wait()
        for p, cmd, err in zip(procs, commands, errs, strict=True):
            if p.returncode != 0:
                err.seek(0)
                tail = err.read().decode("utf-8", "replace").strip().splitlines()[-3:]
                raise TranslationError(
                    f"apertium: {Path(cmd[0]).name} exited with status {p.returncode}"
                    + (f": {' / '.join(tail)}" if tail else "")
                )
        return out


def _feed(stdin: IO[bytes] | None, data: bytes) -> None:
    assert stdin is not None
    with contextlib.suppress(BrokenPipeError):
        stdin.write(data)
    with contextlib.suppress(BrokenPipeError):
        stdin.close()


def _reap(procs: list[subprocess.Popen[bytes]]) -> None:
    """Kill what is still running (after an error)."""
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait()


class ApertiumTranslator(Translator):
    """Apertium's rule-based MT for one declared pair (see the module doc).

    Options: ``model`` (a variant mode of the pair, e.g. ``eng-cat_valencia``; default the
    pair's mode), ``mark_unknown`` (keep ``*``/``@``/``#`` marks; default no), ``datadir``
    (Apertium's data folder; default ``$FAIRMT_APERTIUM_DATADIR`` or ``/usr/share/apertium``),
    ``workers`` (processes at once for the per-source stages; default the CPU count, at most
    8), ``isolation`` (``stages``, the default, or ``process``: one ``apertium`` run per
    source, the slow reference that gives the same output).
    """

    name = "apertium"
    PAIRS: ClassVar[frozenset[tuple[str, str]] | None] = frozenset(APERTIUM_PAIRS)
    default_batch_size = 1000

    def __init__(
        self,
        src_lang: str,
        tgt_lang: str,
        *,
        model: str | None = None,
        mark_unknown: bool = False,
        datadir: str | os.PathLike[str] | None = None,
        workers: int | None = None,
        isolation: str = "stages",
    ) -> None:
        super().__init__(src_lang, tgt_lang)
        if isolation not in ISOLATIONS:
            raise UsageError(f"apertium: isolation must be one of {', '.join(ISOLATIONS)}, not {isolation!r}")
        base_mode, package = APERTIUM_PAIRS[(self.src_lang, self.tgt_lang)]
        mode = (model or base_mode).strip()
        if mode != base_mode and not mode.startswith(base_mode + "_"):
            raise UsageError(
                f"apertium: mode {mode!r} does not translate {self.src_lang}-{self.tgt_lang} "
                f"(its modes are {base_mode} and {base_mode}_<variant>)"
            )
        self.mode = mode
        self.package = package
        self.mark_unknown = bool(mark_unknown)
        self.isolation = isolation
        self.workers = max(1, int(workers) if workers is not None else min(8, os.cpu_count() or 1))
        hint = f"apt-get install apertium {package}"
        d = data_dir(datadir)
        if d is None or not (d / "modes").is_dir():
            raise MissingDependencyError("Apertium (no data folder with modes/ found)", hint)
        self.datadir = d
        self.mode_file = d / "modes" / f"{mode}.mode"
        if not self.mode_file.is_file():
            have = [m for m in installed_modes(d) if m == base_mode or m.startswith(base_mode + "_")]
            if have and model is not None:
                raise UsageError(f"apertium: mode {mode!r} is not installed; installed: {', '.join(have)}")
            raise MissingDependencyError(f"Apertium's {mode} mode (package {package})", hint)
        for prog in ("apertium", "apertium-destxt", "apertium-retxt"):
            if shutil.which(prog) is None:
                raise MissingDependencyError(f"Apertium's {prog} program", hint)
        self._stages = self._read_mode()
        for cmd in self._stages or ():
            if shutil.which(cmd[0]) is None:
                raise MissingDependencyError(f"{cmd[0]} (a program of the {mode} mode)", hint)
        self._groups = self._group(self._stages) if self._stages else None
        if self._groups is None and self.isolation == "stages":
            log.warning("apertium: cannot split the %s mode into stages; one process per source", mode)
        self._version: str | None = None
        self._tools: str | None = None
        self._fingerprint: str | None = None
        self.fallbacks = 0

    # ------------------------------------------------------------------ the mode

    def _read_mode(self) -> list[tuple[str, ...]] | None:
        """The mode's stages as argument lists, or None when it is not a plain pipeline."""
        if shutil.which("apertium-wblank-mode") is not None:
            r = subprocess.run(
                ["apertium-wblank-mode", str(self.mode_file)], capture_output=True, text=True, check=False
            )
            text = r.stdout if r.returncode == 0 and r.stdout.strip() else None
        else:
            text = None
        if text is None:
            text = self.mode_file.read_text(encoding="utf-8")
        lex = shlex.shlex(text, posix=True, punctuation_chars="|;&<>()")
        lex.whitespace_split = True
        lex.commenters = ""
        stages: list[list[str]] = [[]]
        try:
            tokens = list(lex)
        except ValueError:
            return None
        gen_option = "-g" if self.mark_unknown else "-n"
        for tok in tokens:
            if tok == "|":
                stages.append([])
            elif tok in ("$1",):
                stages[-1].append(gen_option)
            elif tok == "$2":
                continue  # apertium's -a (tagger marks): not used
            elif any(c in tok for c in "|;&<>()") or "$" in tok or "`" in tok:
                return None
            else:
                stages[-1].append(tok)
        if not stages or any(not s for s in stages):
            return None
        return [tuple(s) for s in stages]

    @staticmethod
    def _group(stages: Sequence[tuple[str, ...]]) -> list[_Group]:
        groups: list[_Group] = []
        for cmd in stages:
            per_line = Path(cmd[0]).name not in LINE_INDEPENDENT
            if groups and groups[-1].per_line == per_line:
                groups[-1] = _Group(per_line, (*groups[-1].commands, cmd))
            else:
                groups.append(_Group(per_line, (cmd,)))
        return groups

    # ------------------------------------------------------------------ translating

    def _translate(self, sources: list[str], batch_size: int) -> list[str]:
        out: list[str] = []
        for start in range(0, len(sources), batch_size):
            batch = sources[start : start + batch_size]
            if self.isolation == "process" or self._groups is None:
                out.extend(self._per_process(batch))
                continue
            try:
                out.extend(self._staged(batch, self._groups))
            except _Fallback as e:
                self.fallbacks += 1
                log.warning("apertium: %s; translating this batch one process per source", e)
                out.extend(self._per_process(batch))
        return out

    def _staged(self, batch: list[str], groups: Sequence[_Group]) -> list[str]:
        n = len(batch)
        text = "".join(s + "\n\n" for s in batch).encode("utf-8")
        stream = _run_pipeline([("apertium-destxt",)], text).decode("utf-8")
        for g in groups:
            if not g.per_line:
                stream = _run_pipeline(g.commands, stream.encode("utf-8")).decode("utf-8")
                continue
            pieces = stream.split(_SEP)
            if len(pieces) != n + 1 or pieces[-1].strip():
                raise _Fallback(f"{len(pieces) - 1} separators for {n} sources before {g.commands[0][0]}")
            with ThreadPoolExecutor(self.workers) as ex:
                done = list(ex.map(self._one_piece, [g] * (len(pieces) - 1), pieces[:-1]))
            stream = _SEP.join(done) + _SEP + pieces[-1]
        text_out = _run_pipeline([("apertium-retxt",)], stream.encode("utf-8")).decode("utf-8")
        parts = text_out.split("\n\n")
        if len(parts) != n + 1 or parts[-1].strip():
            raise _Fallback(f"{len(parts) - 1} output lines for {n} sources")
        return parts[:-1]

    @staticmethod
    def _one_piece(group: _Group, piece: str) -> str:
        out = _run_pipeline(group.commands, (piece + _SEP).encode("utf-8")).decode("utf-8")
        if not out.endswith(_SEP) or out.count("\n\n") != 1:
            raise _Fallback(f"{group.commands[0][0]} did not keep the sentence separator")
        return out[: -len(_SEP)]

    def _process_command(self) -> list[str]:
        cmd = ["apertium"]
        if self.datadir != Path(DATA_DIRS[0]):
            cmd += ["-d", str(self.datadir)]
        if not self.mark_unknown:
            cmd.append("-u")
        return [*cmd, "-f", "txt", self.mode]

    def _per_process(self, batch: list[str]) -> list[str]:
        cmd = self._process_command()

        def one(source: str) -> str:
            out = _run_pipeline([cmd], (source + "\n").encode("utf-8")).decode("utf-8")
            return out.rstrip("\n")

        with ThreadPoolExecutor(self.workers) as ex:
            return list(ex.map(one, batch))

    # ------------------------------------------------------------------ identity

    def version(self) -> str:
        if self._version is None:
            v = _dpkg_version(self.package)
            self._version = f"{self.mode}@{self.package}={v or 'unknown'}"
        return self._version

    def tools_version(self) -> str:
        """Debian versions of the programs (those installed)."""
        if self._tools is None:
            found = [(p, _dpkg_version(p)) for p in TOOL_PACKAGES]
            self._tools = ",".join(f"{p}={v}" for p, v in found if v) or "unknown"
        return self._tools

    def data_fingerprint(self) -> str:
        """SHA-256 (16 hex digits) of the mode file and the data files its programs read."""
        if self._fingerprint is None:
            from fairmt.qe.local_models import fingerprint

            files = {self.mode_file}
            for cmd in self._stages or ():
                for arg in cmd[1:]:
                    p = Path(arg)
                    if p.is_absolute() and p.is_file():
                        files.add(p)
            self._fingerprint = fingerprint(files)
        return self._fingerprint

    def settings(self) -> list[tuple[str, object]]:
        return [
            ("apertium_tools", self.tools_version()),
            ("apertium_data", self.data_fingerprint()),
            ("unknown_marks", self.mark_unknown),
            ("isolation", "sentence"),
        ]
