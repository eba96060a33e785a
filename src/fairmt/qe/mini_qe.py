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

Two options of a weights JSON (``mini-qe-4``; older heads have neither):

* ``fallback``: a packaged head (``mini-qe-e5-1``) that scores the pairs whose source or
  translation is in a script the main encoder lacks (Devanagari, Bengali, ...), when its
  encoder's package is installed (extra ``qe-e5``); a pair neither encoder covers, or one
  the fallback would score while its package is missing, is refused before anything is
  scored, naming the scripts and languages covered. Both heads predict the same
  standardised quality, so their raw scores share one scale;
* ``calibration.scale``: the normalised score is linear over this range, centred on the
  median of the head's predictions on its dev data (which scores 0.5) and containing the
  raw range (``raw_scale``, the training targets' range, to which raw scores are clipped),
  so the normalisation clips nothing (:func:`fairmt.qe.train.calibrated_scale`).
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
        #: Raw scores are clipped to the training targets' range (:attr:`scale`) ...
        self.raw_clip = (float(lo), float(hi))
        # ... and normalised linearly over the calibrated scale when the weights declare one
        # (mini-qe-4, :func:`fairmt.qe.train.calibrated_scale`: centred on the dev median,
        # containing the raw range), else over the raw range.
        cal = meta.get("calibration")
        scale = cal.get("scale") if isinstance(cal, dict) else None
        self.scale = (float(scale[0]), float(scale[1])) if scale else self.raw_clip
        self.unsupported: Unsupported = unsupported
        self.encoder: SentenceEncoder = get_encoder(meta["encoder"])
        #: The packaged head that scores pairs in scripts this encoder lacks (mini-qe-4: its
        #: e5 head), loaded on first need; its encoder's scripts are known without loading it.
        self.fallback_name: str | None = meta.get("fallback")
        self._fallback: MiniQE | None = None
        self.fallback_encoder: SentenceEncoder | None = None
        if self.fallback_name:
            fb_meta, _ = weights_meta(self.fallback_name)
            self.fallback_encoder = get_encoder(fb_meta["encoder"])
            self._fallback_meta = fb_meta
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
        out = f"{self.weights_version}+{self.encoder.version()}"
        if self.fallback_name and self.fallback_encoder is not None:
            out += f"|{self._fallback_meta['version']}+{self.fallback_encoder.version()}"
        return out

    def covered_languages(self) -> list[str]:
        """ISO 639-1 codes of the languages the encoder(s) were trained on (the fallback's too)."""
        langs = set(self.encoder.languages)
        if self.fallback_encoder is not None:
            langs |= self.fallback_encoder.languages
        return sorted(langs)

    def _fallback_ready(self) -> bool:
        """Whether the fallback head can run (its encoder's package is installed)."""
        if self.fallback_encoder is None:
            return False
        import importlib.util

        return importlib.util.find_spec(self.fallback_encoder.module) is not None

    def _route(self, src: str, mt: str) -> tuple[str, str | None]:
        """``("main" | "fallback" | "none", uncovered script)`` for one pair."""
        main = self.encoder.uncovered_script(src) or self.encoder.uncovered_script(mt)
        if main is None:
            return "main", None
        fb = self.fallback_encoder
        if fb is not None and fb.uncovered_script(src) is None and fb.uncovered_script(mt) is None:
            return "fallback", main
        return "none", main

    def fallback(self) -> MiniQE:
        """The fallback head (loads it: its encoder's package must be installed)."""
        if self._fallback is None:
            assert self.fallback_name is not None
            self._fallback = MiniQE(self.fallback_name, unsupported=self.unsupported)
        return self._fallback

    def signature_items(self) -> list[tuple[str, object]]:
        return [*super().signature_items(), ("qe_unsupported", self.unsupported)]

    def _check_scripts(self, pairs: Sequence[tuple[str, str]]) -> None:
        bad: list[tuple[int, str, str]] = []
        fallback_ready = self._fallback_ready()
        for i, (src, mt) in enumerate(pairs):
            route, _script = self._route(src, mt)
            if route == "main" or (route == "fallback" and fallback_ready):
                continue
            for side, text in (("source", src), ("translation", mt)):
                script = self.encoder.uncovered_script(text)
                if script is not None:
                    bad.append((i, side, script))
                    break
        if not bad:
            return
        i, side, script = bad[0]
        scripts = set(self.encoder.scripts)
        if self.fallback_encoder is not None and fallback_ready:
            scripts |= self.fallback_encoder.scripts
        covered = ", ".join(sorted(scripts))
        langs = self.covered_languages() if fallback_ready else sorted(self.encoder.languages)
        if self.unsupported == "error":
            hint = "score anyway with unsupported='score' (--unsupported score)"
            if self.fallback_encoder is not None and not fallback_ready:
                hint = (
                    f"install the encoder of its {self.fallback_name} head for these scripts "
                    f"({self.fallback_encoder.install_hint}), or " + hint
                )
            elif self.fallback_encoder is None and self.encoder.name != "e5-small":
                hint = (
                    f"use the {E5_WEIGHTS} head (--weights {E5_WEIGHTS}; pip install 'fairmt[qe-e5]'), or "
                    + hint
                )
            raise UnsupportedLanguageError(
                f"pair {i + 1}: the {side} is mostly in {script} script, which {self.name} "
                f"{self.weights_version} does not cover (it covers the scripts {covered}; languages: "
                f"{' '.join(langs)}); {len(bad)} segment(s) affected. To go on: {hint}."
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
        out = [self.raw_clip[0]] * len(pairs)
        keep = [i for i, (src, mt) in enumerate(pairs) if src.strip() and mt.strip()]
        main = keep
        if self.fallback_name and self._fallback_ready():
            routes = {i: self._route(*pairs[i])[0] for i in keep}
            main = [i for i in keep if routes[i] != "fallback"]
            other = [i for i in keep if routes[i] == "fallback"]
            if other:
                fb = self.fallback()
                for i, raw in zip(other, fb._score_rows([pairs[i] for i in other], batch_size), strict=True):
                    out[i] = raw
        for i, raw in zip(main, self._score_rows([pairs[i] for i in main], batch_size), strict=True):
            out[i] = raw
        return out

    def _score_rows(self, pairs: Sequence[tuple[str, str]], batch_size: int) -> list[float]:
        """Raw scores of non-empty pairs with this head's encoder (no checks)."""
        if not pairs:
            return []
        lo, hi = self.raw_clip
        srcs = [p[0] for p in pairs]
        mts = [p[1] for p in pairs]
        # The encoder deduplicates, sorts by length and batches; rows come back in input order.
        u = self.encoder.encode(srcs, batch_size=batch_size)
        v = self.encoder.encode(mts, batch_size=batch_size)
        from fairmt.qe.train import build_features

        feats = build_features(u, v, srcs, mts, self.features)
        out = []
        for row in range(len(pairs)):
            # One row at a time: a BLAS product over many rows may round differently.
            pred = float(self.head.predict(feats[row : row + 1])[0])
            out.append(min(hi, max(lo, pred)))
        return out


class MiniQEE5(MiniQE):
    """``mini-qe`` with its multilingual-e5-small head (:data:`E5_WEIGHTS`, extra ``qe-e5``)."""

    name = "mini-qe-e5"

    def __init__(self, weights: str = E5_WEIGHTS, *, unsupported: Unsupported = "error") -> None:
        super().__init__(weights, unsupported=unsupported)
