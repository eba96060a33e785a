"""What ``fairmt translate`` translates: a named challenge set, a text file or JSONL.

Named sets (:data:`SOURCE_SETS`, from the data folder; see ``fairmt data``), read through the
challenge-set layer (:mod:`fairmt.data.challenge_sets`): the engines never import the metrics.

* ``winomt`` (= ``winomt:all``): WinoMT's ``en.txt``, 3,888 sentences;
* ``winomt:pro``, ``winomt:anti``: ``en_pro.txt``, ``en_anti.txt``, 1,584 each;
* ``winomt:adj``: ``en_anti`` with WinoMT's stereotypical adjectives (*handsome*/*pretty*)
  before the entity, made by :func:`fairmt.data.challenge_sets.adjective_sentences`, 1,584;
* ``winomt_neutral``: the neutral set (Manna et al.), 1,584.

A WinoMT name may carry the challenge-set version before the subset:
``winomt:2020-08-31:pro`` (default ``current``). The sentences are translated in the set's
row order, so the output is line-parallel to the set's file.

Files: ``-`` is standard input. JSONL (a ``.jsonl`` name, or a first non-blank line that
starts with ``{``): one object per line with the source under ``src`` (or ``source``).
Anything else is plain text, one source per line (an empty line stays an empty source,
so that the output keeps the input's lines). Every problem names the file and line.

Each input has a fingerprint of its sentences, so the signature says exactly what was
translated: ``winomt:pro@ed06dd39ca54``, ``file:my.txt@...``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from fairmt.errors import DataError, UsageError
from fairmt.registry import Registry, did_you_mean

__all__ = ["SOURCE_SETS", "SourceSet", "read_sources", "source_set_names"]

#: Loaders of the named sets: ``f(version) -> sentences`` (``version`` for WinoMT names).
SOURCE_SETS: Registry[Callable[[str], list[str]]] = Registry("input set")

_WINOMT_SUBSETS = ("all", "pro", "anti", "adj")


@dataclass(frozen=True)
class SourceSet:
    """Sentences to translate, in order, with their name and a content fingerprint."""

    name: str
    sentences: tuple[str, ...]
    path: str | None = None

    @property
    def fingerprint(self) -> str:
        h = hashlib.sha256()
        for s in self.sentences:
            h.update(s.encode("utf-8"))
            h.update(b"\n")
        return h.hexdigest()[:12]

    @property
    def label(self) -> str:
        """``name@fingerprint``, for the signature."""
        return f"{self.name}@{self.fingerprint}"

    def __len__(self) -> int:
        return len(self.sentences)


def _challenge_sentences(path: Path) -> list[str]:
    from fairmt.data.challenge_sets import read_challenge_file

    return [it.sentence for it in read_challenge_file(path)]


def _winomt_file(fname: str) -> Callable[[str], list[str]]:
    def load(version: str) -> list[str]:
        from fairmt.data.challenge_sets import challenge_folder

        return _challenge_sentences(challenge_folder(version) / fname)

    return load


def _winomt_adjectives(version: str) -> list[str]:
    """The adjective set (made from ``en_anti`` by the challenge-set layer)."""
    from fairmt.data.challenge_sets import adjective_sentences, challenge_folder, read_challenge_file

    return adjective_sentences(read_challenge_file(challenge_folder(version) / "en_anti.txt"))


def _neutral(version: str) -> list[str]:
    from fairmt.data import dataset_path

    return _challenge_sentences(dataset_path("winomt_neutral") / "en_neu.txt")


SOURCE_SETS.register("winomt:all")(_winomt_file("en.txt"))
SOURCE_SETS.register("winomt:pro")(_winomt_file("en_pro.txt"))
SOURCE_SETS.register("winomt:anti")(_winomt_file("en_anti.txt"))
SOURCE_SETS.register("winomt:adj")(_winomt_adjectives)
SOURCE_SETS.register("winomt_neutral")(_neutral)


def source_set_names() -> list[str]:
    """The names ``read_sources`` accepts besides files (``winomt`` is ``winomt:all``)."""
    return ["winomt", *SOURCE_SETS.names()]


def _parse_set_name(spec: str) -> tuple[str, str, str] | None:
    """``(registry key, version, display name)`` for a set name, None if ``spec`` is not one."""
    from fairmt.data.challenge_sets import CHALLENGE_VERSIONS

    if spec in SOURCE_SETS:
        return spec, "current", spec
    if spec != "winomt" and not spec.startswith("winomt:"):
        return None
    parts = spec.split(":")[1:]
    version, subset = "current", "all"
    if parts and parts[0] in CHALLENGE_VERSIONS:
        version = parts.pop(0)
    if parts and parts[0] in _WINOMT_SUBSETS:
        subset = parts.pop(0)
    if parts:
        known = [*source_set_names(), *(f"winomt:{v}" for v in CHALLENGE_VERSIONS)]
        raise UsageError(
            f"unknown input set {spec!r}; sets: {', '.join(source_set_names())} "
            f"(a WinoMT name may name the version first: winomt:2020-08-31:pro)." + did_you_mean(spec, known)
        )
    display = (
        "winomt" + ("" if version == "current" else f":{version}") + ("" if subset == "all" else f":{subset}")
    )
    return f"winomt:{subset}", version, display


def read_sources(spec: str | Path) -> SourceSet:
    """The sentences of a named set or a file (see the module doc)."""
    text_spec = str(spec)
    if not isinstance(spec, Path) and text_spec != "-" and not Path(text_spec).exists():
        parsed = _parse_set_name(text_spec)
        if parsed is not None:
            key, version, display = parsed
            return SourceSet(display, tuple(SOURCE_SETS.get(key)(version)))
        if ":" in text_spec or ("/" not in text_spec and "." not in text_spec):
            names = source_set_names()
            raise UsageError(
                f"input {text_spec!r} is neither a file nor a known set; sets: {', '.join(names)}."
                + did_you_mean(text_spec, names)
            )
        raise DataError("file not found", text_spec)
    return _read_file(text_spec)


def _read_file(name: str) -> SourceSet:
    from fairmt.data.readers import read_text_input

    inp = read_text_input(name, "a file of sources")
    shown, lines = inp.name, inp.lines
    first = next((ln for ln in lines if ln.strip()), "")
    if name.endswith(".jsonl") or first.lstrip().startswith("{"):
        sentences = _parse_jsonl(lines, shown)
    else:
        sentences = lines
    if not sentences:
        raise DataError("no source sentence in the file", shown)
    return SourceSet(f"file:{Path(name).name}" if name != "-" else "stdin", tuple(sentences), shown)


def _parse_jsonl(lines: list[str], path: str) -> list[str]:
    from fairmt.data.readers import iter_jsonl

    out: list[str] = []
    for n, obj in iter_jsonl(lines, path):
        src = obj.get("src", obj.get("source"))
        if not isinstance(src, str):
            raise DataError("no string source under 'src' (or 'source')", path, n)
        out.append(src)
    return out
