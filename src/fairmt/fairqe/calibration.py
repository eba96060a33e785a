"""A backbone's own units for FairQE's fair aggregation (issue: one scale for both streams).

The paper mixes ``b_amb`` (a difference of backbone scores) into ``B = α·b_amb + β·b_exp``
with α = 5 fixed. A raw score difference means different things on different backbones:
a gender flip moves mini-qe's normalised score by about 0.014 and COMETKiwi's by another
amount, so the same α gives different mixing weights. FairQE's ``fair`` aggregation
therefore measures ``b_amb`` in the backbone's **gender unit**: the mean absolute score
difference the backbone gives the feminine and masculine realisations of the same real MT
output, over the packaged calibration pairs. ``b_amb = 1`` then means "these realisations
differ as much as a typical gender flip does for this backbone", whatever the backbone,
and α = 5 gives the same weight (``w = 5/6``) on every backbone.

The same calibration puts a judge that answers on 0–100 (an LLM) on the backbone's scale:
its score is mapped linearly onto ``[lo, hi]``, the 2.5th and 97.5th percentiles of the
backbone's normalised scores on the calibration translations (a judge that reasons over
backbone scores, as the rules judge does, is on that scale already).

Calibration pairs: ``data/calibration_pairs.tsv`` (``lang, source, F, M``), built by
``scripts/build_calibration_pairs.py`` from the *dev* halves of the team's variants gold set
(real MT output, realisations written by the team). Scoring them takes one backbone call
of a few hundred pairs; the result is cached on disk per backbone signature and file
content (``$FAIRMT_CACHE_DIR/calibration``), and it enters the FairQE signature.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import statistics
import tempfile
from dataclasses import asdict, dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from fairmt.errors import FairmtError

if TYPE_CHECKING:
    from fairmt.qe.base import QEBackbone

log = logging.getLogger(__name__)

#: The smallest gender unit accepted (a backbone blind to gender would otherwise divide by 0).
MIN_UNIT = 1e-4


@dataclass(frozen=True)
class CalibrationPair:
    lang: str
    source: str
    feminine: str
    masculine: str


@dataclass(frozen=True)
class Calibration:
    """A backbone's gender unit and score range on the calibration pairs.

    ``unit``: mean ``|q(F) − q(M)|`` (normalised scores, floored at :data:`MIN_UNIT`);
    ``lo``/``hi``: 2.5th/97.5th percentile of all the normalised scores; ``pairs``: how
    many pairs; ``data``: the calibration file's content hash.
    """

    unit: float
    lo: float
    hi: float
    pairs: int
    data: str

    def signature_items(self) -> list[tuple[str, object]]:
        return [("calib", f"{self.data}(unit={self.unit:.5f},range={self.lo:.4f}-{self.hi:.4f})")]

    def to_backbone_scale(self, q_uqe: float) -> float:
        """A 0–100 judge score on the backbone's normalised scale: ``lo + q/100·(hi − lo)``."""
        return self.lo + (q_uqe / 100.0) * (self.hi - self.lo)


@cache
def _pairs_text() -> str:
    return resources.files("fairmt.fairqe").joinpath("data/calibration_pairs.tsv").read_text(encoding="utf-8")


def calibration_pairs() -> list[CalibrationPair]:
    """The packaged calibration pairs."""
    out = []
    for line in _pairs_text().splitlines():
        lang, source, f, m = line.split("\t")
        out.append(CalibrationPair(lang, source, f, m))
    return out


def data_version() -> str:
    """Content hash (12 hex digits) of the packaged calibration pairs."""
    return hashlib.sha256(_pairs_text().encode()).hexdigest()[:12]


def _percentile(sorted_values: list[float], p: float) -> float:
    """Linear-interpolation percentile (NumPy's default) of an already sorted list."""
    k = (len(sorted_values) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def compute_calibration(scores_f: list[float], scores_m: list[float], data: str) -> Calibration:
    """The calibration from the backbone's normalised scores of the F and M sides."""
    if not scores_f or len(scores_f) != len(scores_m):
        raise ValueError("one feminine and one masculine score per pair, at least one pair")
    unit = max(MIN_UNIT, statistics.fmean(abs(f - m) for f, m in zip(scores_f, scores_m, strict=True)))
    every = sorted(scores_f + scores_m)
    return Calibration(unit, _percentile(every, 0.025), _percentile(every, 0.975), len(scores_f), data)


def _cache_path(backbone_signature: str, data: str) -> str:
    from fairmt.align.cache import cache_root

    key = hashlib.sha256(f"{backbone_signature}\x00{data}".encode()).hexdigest()[:24]
    return str(cache_root() / "calibration" / f"{key}.json")


def calibrate(backbone: QEBackbone, backbone_signature: str, batch_size: int = 64) -> Calibration:
    """The calibration of ``backbone`` (cached on disk when the cache folder is writable)."""
    data = data_version()
    path = _cache_path(backbone_signature, data)
    try:
        with open(path, encoding="utf-8") as fh:
            return Calibration(**json.load(fh))
    except (OSError, ValueError, TypeError):
        pass
    pairs = calibration_pairs()
    todo = [(p.source, p.feminine) for p in pairs] + [(p.source, p.masculine) for p in pairs]
    scores = [s.score for s in backbone.score(todo, batch_size=batch_size)]
    n = len(pairs)
    # A pair the backbone failed on (an LLM backbone's NaN) is left out.
    kept = [(f, m) for f, m in zip(scores[:n], scores[n:], strict=True) if not math.isnan(f + m)]
    if not kept:
        raise FairmtError(
            "the backbone scored none of FairQE's calibration pairs; "
            "give the gender unit yourself (amb_unit / --amb-unit) or use --aggregation paper"
        )
    cal = compute_calibration([f for f, _ in kept], [m for _, m in kept], data)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(asdict(cal), fh)
        os.replace(tmp, path)
    except OSError as e:  # a read-only cache: computed again next time
        log.debug("calibration not cached (%s)", e)
    return cal
