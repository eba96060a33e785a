"""What a run's output was written for: the job, its configuration and every input item.

A :class:`Manifest` is written next to the output when a run starts (``OUT.run/``) and is
compared with the new run's before a rerun continues: the job (FairQE, the backbone alone,
a translation), the configuration (every part of the signature and the output format),
and every input item as read — a digest of its text, its language and its id. A mismatch
is refused with a message that names the first difference (:meth:`Manifest.diff`), so a
French request never completes a Spanish file and a changed input line is never mixed in.

Per-item digests are 8-byte BLAKE2b hashes kept in a binary file (16 bytes per item:
text, id), so a 10-million-item run keeps 160 MB of them, not a JSON list; languages are
stored run-length encoded.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fairmt.runs.paths import write_json_atomic

__all__ = ["FORMAT", "ItemKey", "Manifest"]

FORMAT = "fairmt-run/1"
_DIGEST = 8
_NO_ID = b"\x00no-id"


@dataclass(frozen=True)
class ItemKey:
    """One input item as the run read it: its text (all fields joined), language, id, and where."""

    text: str
    lang: str | None = None
    id: str | None = None
    #: Where the item was read, for messages ("input line 12"); not part of the identity.
    where: str = ""


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=_DIGEST).digest()


def _rle(values: Iterable[str | None]) -> list[list[Any]]:
    out: list[list[Any]] = []
    for v in values:
        if out and out[-1][0] == v:
            out[-1][1] += 1
        else:
            out.append([v, 1])
    return out


def _unrle_first_diff(a: list[list[Any]], b: list[list[Any]]) -> tuple[int, Any, Any] | None:
    """The first position where two run-length lists differ, with both values."""
    ia = ib = 0
    ra = rb = 0  # used of the current run
    pos = 0
    while ia < len(a) and ib < len(b):
        va, na = a[ia]
        vb, nb = b[ib]
        if va != vb:
            return pos, va, vb
        step = min(na - ra, nb - rb)
        pos += step
        ra += step
        rb += step
        if ra == na:
            ia, ra = ia + 1, 0
        if rb == nb:
            ib, rb = ib + 1, 0
    return None


@dataclass
class Manifest:
    """The identity of a run: job, configuration, and its input items."""

    job: str
    #: A human name of the job for messages ("FairQE scores", "backbone scores").
    job_name: str
    config: dict[str, str]
    items: int
    langs: list[list[Any]] = field(default_factory=list)
    digests: bytes = b""

    @classmethod
    def build(
        cls, job: str, job_name: str, config: Mapping[str, object], keys: Sequence[ItemKey]
    ) -> Manifest:
        digests = bytearray()
        for k in keys:
            digests += _digest(k.text.encode("utf-8", "surrogatepass"))
            digests += _NO_ID[:_DIGEST] if k.id is None else _digest(k.id.encode("utf-8", "surrogatepass"))
        return cls(
            job=job,
            job_name=job_name,
            config={str(k): str(v) for k, v in config.items()},
            items=len(keys),
            langs=_rle(k.lang for k in keys),
            digests=bytes(digests),
        )

    # -- files ---------------------------------------------------------------------------
    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / "items.bin.tmp"
        tmp.write_bytes(self.digests)
        tmp.replace(folder / "items.bin")
        write_json_atomic(
            folder / "manifest.json",
            {
                "format": FORMAT,
                "job": self.job,
                "job_name": self.job_name,
                "config": self.config,
                "items": self.items,
                "langs": self.langs,
                "items_blake2b": hashlib.blake2b(self.digests, digest_size=16).hexdigest(),
            },
        )

    @classmethod
    def load(cls, folder: Path) -> Manifest | None:
        """The manifest saved in ``folder``; ``None`` when there is none or it is unreadable."""
        try:
            obj = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
            digests = (folder / "items.bin").read_bytes()
        except (OSError, ValueError):
            return None
        if not isinstance(obj, dict) or obj.get("format") != FORMAT:
            return None
        if hashlib.blake2b(digests, digest_size=16).hexdigest() != obj.get("items_blake2b"):
            return None
        try:
            return cls(
                job=str(obj["job"]),
                job_name=str(obj.get("job_name", obj["job"])),
                config={str(k): str(v) for k, v in dict(obj["config"]).items()},
                items=int(obj["items"]),
                langs=[list(x) for x in obj.get("langs", [])],
                digests=digests,
            )
        except (KeyError, TypeError, ValueError):
            return None

    # -- comparison ------------------------------------------------------------------------
    def diff(self, new: Manifest, keys: Sequence[ItemKey] = ()) -> str | None:
        """What differs between this (the output's) manifest and ``new`` (this run's); ``None`` if same.

        ``keys`` are the new run's items, to say where a differing item was read.
        """
        if self.job != new.job:
            return f"it holds {self.job_name}, this run writes {new.job_name}"
        diffs = []
        for k in sorted(set(self.config) | set(new.config)):
            old_v, new_v = self.config.get(k), new.config.get(k)
            if old_v != new_v:
                diffs.append(
                    f"{k}: {old_v if old_v is not None else '(none)'} there, "
                    f"{new_v if new_v is not None else '(none)'} now"
                )
        if diffs:
            return "configuration differs (" + "; ".join(diffs) + ")"

        def where(i: int) -> str:
            if i < len(keys) and keys[i].where:
                return f"item {i + 1} ({keys[i].where})"
            return f"item {i + 1}"

        lang_diff = _unrle_first_diff(self.langs, new.langs)
        if lang_diff is not None:
            i, old_l, new_l = lang_diff
            return f"target language of {where(i)}: {old_l} there, {new_l} now"
        if self.digests == new.digests:
            return None
        n = min(self.items, new.items)
        step = 2 * _DIGEST
        for i in range(n):
            a = self.digests[i * step : (i + 1) * step]
            b = new.digests[i * step : (i + 1) * step]
            if a[:_DIGEST] != b[:_DIGEST]:
                return f"{where(i)} differs from the input the output was written for"
            if a[_DIGEST:] != b[_DIGEST:]:
                return f"the id of {where(i)} differs from the input the output was written for"
        if self.items != new.items:
            return f"the input has {new.items} items, the output was written for {self.items}"
        return None
