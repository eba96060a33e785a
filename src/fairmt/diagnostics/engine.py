"""Translate the diagnostic sets with an engine of :mod:`fairmt.translate` (``fairmt diagnose --engine``).

Each distinct English sentence of the chosen sets is translated once (``en_pro`` and
``en_anti`` sentences are sentences of ``en.txt``; a deterministic engine gives the same
output however often it is asked), and every set gets its own file,
``source ||| target`` per line in the set's row order, named as in a system folder
(:mod:`fairmt.diagnostics.sets`): ``en-LANG.txt``, ``en_pro-LANG.txt``, ``en_anti-LANG.txt``,
``en_neu-LANG.txt``, ``en_adj-LANG.txt``. :mod:`fairmt.translate` is imported only here,
so the rest of the diagnostics works without it.
"""

from __future__ import annotations

import importlib
import logging
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from fairmt.diagnostics.sets import FILE_STEMS, SET_LABELS, SET_NAMES, DiagnosticSets
from fairmt.errors import DataError, MissingDependencyError, UsageError

log = logging.getLogger(__name__)

Translator = Callable[[Sequence[str]], list[str]]


def load_translator(engine: str, lang: str, model: str | None = None) -> Translator:
    """A function translating English sentences into ``lang`` with ``fairmt.translate``'s engine."""
    try:
        ft = importlib.import_module("fairmt.translate")
    except ImportError:
        raise MissingDependencyError(
            "the translation package fairmt.translate (needed by --engine)",
            "a fairmt version that has `fairmt translate`, or translate the sets yourself and pass the files",
        ) from None
    return _adapt(ft, engine, lang, model)


def _adapt(ft: object, engine: str, lang: str, model: str | None) -> Translator:
    get_engine = getattr(ft, "get_engine", None)
    if get_engine is None:
        raise MissingDependencyError(
            "fairmt.translate.get_engine (needed by --engine)",
            "a fairmt version whose fairmt.translate provides get_engine",
        )
    kwargs: dict[str, object] = {"src_lang": "en", "tgt_lang": lang}
    if model is not None:
        kwargs["model"] = model
    eng = get_engine(engine, **kwargs)

    def translate(sentences: Sequence[str]) -> list[str]:
        out = list(eng.translate(list(sentences)))
        return [str(x) for x in out]

    return translate


def _clean(text: str) -> str:
    """One line, without the ``|||`` separator (a translation must fit ``source ||| target``)."""
    return " ".join(text.replace("|||", "|").split())


def translate_sets(
    sets: DiagnosticSets,
    wanted: Sequence[str],
    lang: str,
    engine: str | Translator,
    *,
    model: str | None = None,
    out_dir: str | Path | None = None,
) -> dict[str, Path]:
    """Translate the sets ``wanted`` and write one file per set into ``out_dir``; returns the files.

    ``engine`` is an engine name of :mod:`fairmt.translate` or any function from English
    sentences to translations (one per sentence, in order).
    """
    unknown = [w for w in wanted if w not in SET_NAMES]
    if unknown:
        raise UsageError(f"unknown set {unknown[0]!r}; sets: {', '.join(SET_NAMES)}")
    if not wanted:
        raise UsageError("no set to translate")
    translate = load_translator(engine, lang, model) if isinstance(engine, str) else engine
    per_set = {s: sets.sentences(s) for s in wanted}
    distinct = list(dict.fromkeys(x for sents in per_set.values() for x in sents))
    log.info("translating %d distinct sentences of %s into %s", len(distinct), ", ".join(wanted), lang)
    targets = translate(distinct)
    if len(targets) != len(distinct):
        raise DataError(f"the engine returned {len(targets)} translations for {len(distinct)} sentences")
    table = dict(zip(distinct, (_clean(t) for t in targets), strict=True))
    folder = Path(out_dir) if out_dir is not None else Path(tempfile.mkdtemp(prefix="fairmt-diagnose-"))
    folder.mkdir(parents=True, exist_ok=True)
    files: dict[str, Path] = {}
    for s, sents in per_set.items():
        path = folder / f"{FILE_STEMS[s]}-{lang}.txt"
        path.write_text("".join(f"{x} ||| {table[x]}\n" for x in sents), encoding="utf-8")
        files[s] = path
        log.info("%s: %d lines in %s", SET_LABELS[s], len(sents), path)
    return files
