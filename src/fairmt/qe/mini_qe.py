"""``mini-qe``: the embedded reference-free QE model that ships with fairmt.

A frozen multilingual sentence encoder (see :mod:`fairmt.qe.encoders`) embeds the source
and the translation; a small head trained on MLQE-PE DA (``fairmt qe train``, see
:mod:`fairmt.qe.train`) maps the COMET-style features to a predicted DA z-score. The
committed head lives in ``fairmt/qe/weights/<version>.npz`` with a ``<version>.json``
beside it (encoder, features, training data, seed, metrics, raw scale).

Raw score: the predicted DA z-score, clipped to the range the weights declare; higher is
better. Defined behaviour for bad input:

* an empty (or whitespace-only) source or translation gets the lowest raw score;
* a segment longer than :data:`fairmt.qe.encoders.MAX_CHARS` characters is embedded from
  its first ``MAX_CHARS`` characters;
* a segment whose letters are mostly in a script the encoder does not cover raises
  :class:`fairmt.errors.UnsupportedLanguageError` (``unsupported="error"``, the default),
  or is scored anyway with one warning per call (``unsupported="score"``).

Scores do not depend on the batch size or on the other pairs of a call: the encoders
embed each text independently, and the head runs one pair at a time.
"""

from __future__ import annotations

import hashlib
import io
import json
import logging
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import numpy as np

from fairmt.data.json_input import read_json_file
from fairmt.errors import DataError, UnsupportedLanguageError, UsageError
from fairmt.qe.base import QEBackbone
from fairmt.qe.encoders import SentenceEncoder, get_encoder

log = logging.getLogger(__name__)

#: The weights ``mini-qe`` loads by default.
DEFAULT_WEIGHTS = "mini-qe-2"
#: The head on multilingual-e5-small (extra ``qe-e5``): ~100 languages, about 10x slower.
E5_WEIGHTS = "mini-qe-e5-1"

Unsupported = Literal["error", "score"]


def packaged_weights() -> list[str]:
    """Versions of the heads shipped in the package."""
    folder = resources.files("fairmt.qe").joinpath("weights")
    if not folder.is_dir():
        return []
    return sorted(p.name[: -len(".json")] for p in folder.iterdir() if p.name.endswith(".json"))


def weights_meta(weights: str) -> tuple[dict[str, Any], str]:
    """``(meta, where)`` of a packaged version (by name) or a ``.json`` path; no weights read."""
    if weights.endswith(".json"):
        path = Path(weights)
        meta = read_json_file(path, "QE weights (JSON)")
        if not isinstance(meta, dict) or not isinstance(meta.get("weights_file"), str):
            raise DataError("not QE weights: no 'weights_file' named", path)
        return meta, str(path)
    meta_res = resources.files("fairmt.qe").joinpath("weights", f"{weights}.json")
    if not meta_res.is_file():
        known = ", ".join(packaged_weights()) or "(none)"
        raise UsageError(f"unknown mini-qe weights {weights!r}; packaged: {known}, or pass a .json path")
    return json.loads(meta_res.read_text(encoding="utf-8")), f"fairmt/qe/weights/{weights}.json"


def _read_weights(weights: str) -> tuple[dict[str, Any], bytes, str]:
    """``(meta, npz bytes, where)`` of a packaged version or a ``.json`` path."""
    meta, where = weights_meta(weights)
    name = meta["weights_file"]
    if weights.endswith(".json"):
        try:
            return meta, (Path(weights).parent / name).read_bytes(), where
        except OSError as e:
            raise DataError(f"cannot read the QE weights file {name!r} ({e.strerror})", weights) from None
    return meta, resources.files("fairmt.qe").joinpath("weights", name).read_bytes(), where


class MiniQE(QEBackbone):
    """The embedded QE model: frozen sentence encoder + small trained head."""

    name = "mini-qe"
    direction = "higher"
    scale = (-3.0, 1.5)
    options = ("weights", "unsupported")

    def __init__(self, weights: str = DEFAULT_WEIGHTS, *, unsupported: Unsupported = "error") -> None:
        if unsupported not in ("error", "score"):
            raise UsageError(f"unsupported must be 'error' or 'score', not {unsupported!r}")
        meta, blob, where = _read_weights(weights)
        sha = hashlib.sha256(blob).hexdigest()
        if meta.get("weights_sha256") not in (None, sha):
            raise DataError("weights file does not match the checksum in its JSON", where)
        with np.load(io.BytesIO(blob), allow_pickle=False) as z:
            arrays = {k: z[k].astype(np.float64) for k in z.files}
        from fairmt.qe.train import Head

        self.meta = meta
        self.weights_version: str = meta["version"]
        self.features: list[str] = list(meta["features"])
        self.head = Head.from_arrays(meta["head"]["kind"], arrays)
        lo, hi = meta["raw_scale"]
        self.scale = (float(lo), float(hi))
        self.unsupported: Unsupported = unsupported
        self.encoder: SentenceEncoder = get_encoder(meta["encoder"])
        #: The pairs of the last :meth:`prepare`, already checked: their chunks are not
        #: checked (and warned about) again.
        self._checked: frozenset[tuple[str, str]] = frozenset()
        self.encoder.check_available()
        trained_with = meta.get("encoder_version")
        if trained_with and trained_with != self.encoder.version():
            log.warning(
                "mini-qe %s was trained with %s but %s is installed; scores may differ",
                self.weights_version,
                trained_with,
                self.encoder.version(),
            )

    def version(self) -> str:
        return f"{self.weights_version}+{self.encoder.version()}"

    def signature_items(self) -> list[tuple[str, object]]:
        return [*super().signature_items(), ("qe_unsupported", self.unsupported)]

    def _check_scripts(self, pairs: Sequence[tuple[str, str]]) -> None:
        bad: list[tuple[int, str, str]] = []
        for i, (src, mt) in enumerate(pairs):
            for side, text in (("source", src), ("translation", mt)):
                script = self.encoder.uncovered_script(text)
                if script is not None:
                    bad.append((i, side, script))
        if not bad:
            return
        i, side, script = bad[0]
        covered = ", ".join(sorted(self.encoder.scripts))
        if self.unsupported == "error":
            hint = "score anyway with unsupported='score' (--unsupported score)"
            if self.encoder.name != "e5-small":
                hint = (
                    f"use the {E5_WEIGHTS} head (--weights {E5_WEIGHTS}; pip install 'fairmt[qe-e5]'), or "
                    + hint
                )
            raise UnsupportedLanguageError(
                f"pair {i + 1}: the {side} is mostly in {script} script, which the {self.encoder.name} "
                f"encoder of {self.name} does not cover (it covers {covered}); "
                f"{len(bad)} segment(s) affected. To go on: {hint}."
            )
        log.warning(
            "%d segment(s) mostly in scripts the %s encoder does not cover (first: pair %d, %s, %s); "
            "their scores are unreliable",
            len(bad),
            self.encoder.name,
            i + 1,
            side,
            script,
        )

    def prepare(self, pairs: Sequence[tuple[str, str]]) -> None:
        """Check the scripts of every pair once, before chunks of them are scored."""
        self._check_pairs(pairs)
        self._checked = frozenset()
        self._check_scripts(pairs)
        self._checked = frozenset((src, mt) for src, mt in pairs)

    @staticmethod
    def _check_pairs(pairs: Sequence[tuple[str, str]]) -> None:
        for i, pair in enumerate(pairs):
            ok = isinstance(pair, tuple | list) and len(pair) == 2
            if not (ok and isinstance(pair[0], str) and isinstance(pair[1], str)):
                raise UsageError(f"pair {i + 1} is not a (source, translation) pair of strings: {pair!r}")

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        self._check_pairs(pairs)
        if not (self._checked and all((src, mt) in self._checked for src, mt in pairs)):
            self._check_scripts(pairs)
        lo, hi = self.scale
        out = [lo] * len(pairs)
        keep = [i for i, (src, mt) in enumerate(pairs) if src.strip() and mt.strip()]
        if not keep:
            return out
        srcs = [pairs[i][0] for i in keep]
        mts = [pairs[i][1] for i in keep]
        # The encoder deduplicates, sorts by length and batches; rows come back in input order.
        u = self.encoder.encode(srcs, batch_size=batch_size)
        v = self.encoder.encode(mts, batch_size=batch_size)
        from fairmt.qe.train import build_features

        feats = build_features(u, v, srcs, mts, self.features)
        for row, i in enumerate(keep):
            # One row at a time: a BLAS product over many rows may round differently.
            pred = float(self.head.predict(feats[row : row + 1])[0])
            out[i] = min(hi, max(lo, pred))
        return out


class MiniQEE5(MiniQE):
    """``mini-qe`` with its multilingual-e5-small head (:data:`E5_WEIGHTS`, extra ``qe-e5``)."""

    name = "mini-qe-e5"

    def __init__(self, weights: str = E5_WEIGHTS, *, unsupported: Unsupported = "error") -> None:
        super().__init__(weights, unsupported=unsupported)
