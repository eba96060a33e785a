"""Translate the diagnostic sets with an engine of :mod:`fairmt.translate` (``fairmt diagnose --engine``).

Each distinct English sentence of the chosen sets is translated once (``en_pro`` and
``en_anti`` sentences are sentences of ``en.txt``; every engine of :mod:`fairmt.translate`
translates a sentence independently of its neighbours, so asking twice would give the
same line), and every set gets its own file, ``source ||| target`` per line in the set's
row order, named as in a system folder (:mod:`fairmt.diagnostics.sets`): ``en-LANG.txt``,
``en_pro-LANG.txt``, ``en_anti-LANG.txt``, ``en_neu-LANG.txt``, ``en_adj-LANG.txt``.
:mod:`fairmt.translate` is imported only here, so the rest of the diagnostics works
without it.
"""

from __future__ import annotations

import importlib
import logging
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.diagnostics.sets import FILE_STEMS, SET_LABELS, SET_NAMES, DiagnosticSets
from fairmt.errors import DataError, MissingDependencyError, UsageError
from fairmt.progress import Progress, or_null

log = logging.getLogger(__name__)

#: A translation function: English sentences in, one translation each, in order.
TranslateFn = Callable[[Sequence[str]], list[str]]


@dataclass(frozen=True)
class TranslatedSets:
    """The files written by :func:`translate_sets` and what made them."""

    files: dict[str, Path]
    signature: tuple[tuple[str, object], ...]
    sentences: int


def _translate_module() -> Any:
    try:
        return importlib.import_module("fairmt.translate")
    except ImportError:
        raise MissingDependencyError(
            "the translation package fairmt.translate (needed by --engine)",
            "a fairmt version that has `fairmt translate`, or translate the sets yourself and pass the files",
        ) from None


def get_translator(engine: str, lang: str, model: str | None = None, **options: Any) -> Any:
    """``fairmt.translate``'s engine ``engine`` for en → ``lang`` (a ``fairmt.translate.Translator``)."""
    ft = _translate_module()
    return ft.get_engine(engine, src_lang="en", tgt_lang=lang, model=model, **options)


def _clean(text: str) -> str:
    """One line, without the ``|||`` separator (a translation must fit ``source ||| target``)."""
    return " ".join(text.replace("|||", "|").split())


#: Sentences per call when the engine is a plain function (it has no batch size of its own).
FUNCTION_CHUNK = 256


def _translate_chunks(
    engine: Any, sentences: list[str], lang: str, batch_size: int | None, progress: Progress | None
) -> list[Any]:
    """Translations of ``sentences`` by a ``Translator`` or a function, one call per chunk."""
    is_translator = hasattr(engine, "translate")
    if is_translator:
        # Whole batches, at least FUNCTION_CHUNK sentences: an engine that sorts a call's
        # sentences by length (hf-*) still pads little.
        bs = max(int(batch_size if batch_size is not None else getattr(engine, "default_batch_size", 1)), 1)
        chunk = bs * -(-FUNCTION_CHUNK // bs)
    else:
        chunk = FUNCTION_CHUNK
    p = or_null(progress)
    targets: list[Any] = []
    p.start(len(sentences), f"translate en-{lang}")
    try:
        for start in range(0, len(sentences), chunk):
            part = sentences[start : start + chunk]
            got = engine.translate(part, batch_size=batch_size) if is_translator else engine(part)
            got = list(got)
            if len(got) != len(part):
                raise DataError(f"the engine returned {len(got)} translations for {len(part)} sentences")
            targets += got
            p.update(len(part))
            p.note(f"{start + len(part)}/{len(sentences)} sentences translated")
    finally:
        p.close()
    return targets


def translate_sets(
    sets: DiagnosticSets,
    wanted: Sequence[str],
    lang: str,
    engine: Any,
    *,
    model: str | None = None,
    out_dir: str | Path | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
) -> TranslatedSets:
    """Translate the sets ``wanted`` into ``lang`` and write one file per set into ``out_dir``.

    ``engine`` is an engine name of :mod:`fairmt.translate` (``apertium``, ``hf-causal``...;
    opened and closed here), an engine already made (a ``fairmt.translate.Translator``,
    left open), or any function from English sentences to their translations. Without
    ``out_dir`` the files go to a new temporary folder.

    The sentences go to the engine in chunks of whole batches of at least :data:`FUNCTION_CHUNK`
    sentences; every engine translates a sentence independently of its neighbours, so the
    chunking changes no translation.
    ``progress`` (:mod:`fairmt.progress`) gets one task, ``translate en-LANG``, counting
    sentences, with a note per chunk.
    """
    unknown = [w for w in wanted if w not in SET_NAMES]
    if unknown:
        raise UsageError(f"unknown set {unknown[0]!r}; sets: {', '.join(SET_NAMES)}")
    if not wanted:
        raise UsageError("no set to translate")
    per_set = {s: sets.sentences(s) for s in dict.fromkeys(wanted)}
    distinct = list(dict.fromkeys(x for sents in per_set.values() for x in sents))
    signature: tuple[tuple[str, object], ...]
    log.info("translating %d distinct sentences (%s)", len(distinct), ", ".join(per_set))
    if isinstance(engine, str):
        with get_translator(engine, lang, model) as translator:
            signature = tuple(translator.signature_items())
            targets = _translate_chunks(translator, distinct, lang, batch_size, progress)
    elif hasattr(engine, "signature_items") and hasattr(engine, "translate"):
        signature = tuple(engine.signature_items())
        targets = _translate_chunks(engine, distinct, lang, batch_size, progress)
    else:
        signature = (("engine", getattr(engine, "__name__", "function")),)
        targets = _translate_chunks(engine, distinct, lang, batch_size, progress)
    if len(targets) != len(distinct):
        raise DataError(f"the engine returned {len(targets)} translations for {len(distinct)} sentences")
    table = dict(zip(distinct, (_clean(str(t)) for t in targets), strict=True))
    folder = Path(out_dir) if out_dir is not None else Path(tempfile.mkdtemp(prefix="fairmt-diagnose-"))
    folder.mkdir(parents=True, exist_ok=True)
    files: dict[str, Path] = {}
    for s, sents in per_set.items():
        path = folder / f"{FILE_STEMS[s]}-{lang}.txt"
        path.write_text("".join(f"{x} ||| {table[x]}\n" for x in sents), encoding="utf-8")
        files[s] = path
        log.info("%s: %d lines in %s", SET_LABELS[s], len(sents), path)
    return TranslatedSets(files, signature, len(distinct))
