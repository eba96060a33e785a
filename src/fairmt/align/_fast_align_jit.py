"""fast_align's training and decoding loops compiled with numba (the ``speed`` extra).

The loops themselves, as plain Python, are :mod:`fairmt.align._fast_align_kernels` (one cell
at a time in the C++'s order, every quantity the same expression as in the NumPy path, so the
links are identical); this module compiles them, caches and loads them. The C library's
``math.exp``/``log``/``pow`` are part of that identity: :func:`load` checks them on a fixed
sample and returns ``None`` (the NumPy path is used) when they do not match or numba is missing.

Compiled functions are cached on disk (numba ``cache=True``) under
``<fairmt cache>/numba`` when that folder can be written, so a new process loads them
instead of compiling (about 0.2 s instead of several seconds); on a read-only system they
are compiled in memory, once per process.

**Ahead of time.** Even from numba's cache, a new process pays for importing numba and
setting up its compiler (about 1.5 s on the benchmark machine): more than C++ fast_align
takes to align a whole WinoMT file. :func:`build_aot` (``fairmt.align.fast_align.precompile``)
compiles the same kernels once more, ahead of time, with ``numba.pycc`` into an extension
module under ``<numba cache>/aot-<tag>``; :func:`load` imports that module when it is there
and numba is not needed at all (only NumPy). The tag hashes the kernels' file and this file,
the numba, NumPy and Python versions and the machine, so a changed kernel is never loaded
from an old build. The module goes through the same ``exp``/``log``/``pow`` check as the JIT
kernels; a call with argument types it was not built for (none in fairmt) falls back to the
JIT kernels. The build is a one-off, like building the C++ binary: it needs numba and a C
compiler, and is skipped (``None``) without them. ``NUMBA_DISABLE_JIT`` also disables the
built module.

numba's own disk cache needs no tag: it files a compiled function under its source file's
path and line and recompiles when that file's stamp (modified time, size) changes. The
compile options are not part of that check, so they live with the kernels
(``_fast_align_kernels.NJIT_OPTIONS``): an edited option changes that file's stamp. The
kernels, now in their own file, were compiled afresh once and are never read from the
entries that the same functions left when they were defined in this file.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.machinery
import importlib.util
import math
import os
import platform
import shutil
import sys
import tempfile
import warnings
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np

from fairmt.align import _fast_align_kernels
from fairmt.align._fast_align_kernels import _ORDER


def numba_cache_dir() -> str | None:
    """Where compiled kernels are cached: ``<fairmt cache root>/numba`` (``$NUMBA_CACHE_DIR``
    when set), or ``None`` when that folder cannot be created and written."""
    from fairmt.align.cache import cache_root

    path = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(cache_root(), "numba")
    try:
        os.makedirs(path, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError:
        return None
    return path


#: The kernels :mod:`fairmt.align.fast_align` calls (what the ahead-of-time module exports).
AOT_EXPORTS = (
    "normaliser_table",
    "prior_table",
    "estep",
    "decode",
    "normalise",
    "model_feature",
    "lexical_entries",
    "unordered_map_rank",
    "check_libm",
)
_AOT_MODULE = "fairmt_fast_align_aot"


def _jit_disabled() -> bool:
    return os.environ.get("NUMBA_DISABLE_JIT", "0").strip() not in ("", "0")


def aot_dir() -> Path | None:
    """Where the ahead-of-time module of these kernels is (or would be) built: a folder per
    tag under the numba cache folder; ``None`` when numba's version cannot be read."""
    from importlib import metadata

    from fairmt.align.cache import cache_root

    try:
        numba_version = metadata.version("numba")
    except metadata.PackageNotFoundError:
        return None
    # The kernels' source (with their compile options) and this loader's: a changed kernel gets a new tag.
    h = hashlib.sha256(Path(_fast_align_kernels.__file__).read_bytes() + Path(__file__).read_bytes())
    for part in (numba_version, np.__version__, sys.version, platform.machine(), platform.system()):
        h.update(b"\x00" + part.encode())
    base = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(cache_root(), "numba")
    return Path(base) / f"aot-{h.hexdigest()[:20]}"


def _aot_file(folder: Path) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        f = folder / f"{_AOT_MODULE}{suffix}"
        if f.is_file():
            return f
    return None


def _load_aot() -> SimpleNamespace | None:
    """The kernels of the module :func:`build_aot` built, or ``None`` (not built, unreadable,
    or failing the ``exp``/``log``/``pow`` check)."""
    folder = aot_dir()
    path = _aot_file(folder) if folder is not None and not _jit_disabled() else None
    if path is None:
        return None
    try:
        module = sys.modules.get(_AOT_MODULE)
        if module is None:
            spec = importlib.util.spec_from_file_location(_AOT_MODULE, path)
            if spec is None or spec.loader is None:
                return None
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            sys.modules[_AOT_MODULE] = module
        functions = {name: getattr(module, name) for name in AOT_EXPORTS}
    except Exception:  # a broken build is not fatal: the JIT kernels are used
        return None
    kernels = SimpleNamespace(**{name: _with_jit_fallback(name, fn) for name, fn in functions.items()})
    return kernels if _matches_libm(kernels) else None


def _with_jit_fallback(name: str, fn: Any) -> Any:
    """``fn`` (ahead of time); on argument types it was not built for, the JIT kernel."""

    def call(*args: Any) -> Any:
        try:
            return fn(*args)
        except TypeError:
            jit = _load_jit()
            if jit is None:
                raise
            return getattr(jit, name)(*args)

    call.__name__ = name
    return call


def build_aot() -> Path | None:
    """Compile the kernels ahead of time into :func:`aot_dir` and return the module's path.

    The signatures are those the JIT compiled for a small corpus aligned with the default
    options (the types fairmt passes: arrays of int32/int64/float64, floats, booleans), with
    every array of any layout. Returns ``None`` when numba is missing or the build fails (no
    C compiler, unwritable folder); nothing half-built is left behind.
    An existing build is returned as it is.
    """
    folder = aot_dir()
    if folder is None or _jit_disabled():
        return None
    done = _aot_file(folder)
    if done is not None:
        return done
    jit = _load_jit()
    if jit is None:
        return None
    from fairmt.align.fast_align import FastAlign

    FastAlign(backend="numba").align([(["a", "b", "c"], ["x", "y"]), (["a"], ["x", "z"])])
    tmp: str | None = None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # numba.pycc's pending-deprecation warning
            import numba.pycc

            folder.parent.mkdir(parents=True, exist_ok=True)
            tmp = tempfile.mkdtemp(prefix=".aot-", dir=folder.parent)
            cc: Any = getattr(numba.pycc, "CC")(_AOT_MODULE)  # noqa: B009 - untyped in numba
            cc.output_dir = tmp
            cc.verbose = False
            for name in AOT_EXPORTS:
                dispatcher = getattr(jit, name)
                compiled = dispatcher.overloads[dispatcher.signatures[0]].signature
                # Arrays of any layout: a slice of a corpus table may be strided ('A'),
                # a whole table contiguous ('C'); one exported function takes both.
                args = tuple(_any_layout(t) for t in compiled.args)
                cc.export(name, _any_layout(compiled.return_type)(*args))(dispatcher.py_func)
            cc.compile()
        os.replace(tmp, folder)
        tmp = None
    except Exception:
        return None
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return _aot_file(folder)


def _any_layout(ty: Any) -> Any:
    """A numba type with every array in it of layout ``'A'`` (any layout)."""
    types: Any = importlib.import_module("numba.core.types")
    if isinstance(ty, types.Array):
        return ty.copy(layout="A")
    if isinstance(ty, types.BaseTuple):
        return types.Tuple([_any_layout(t) for t in ty.types])
    return ty


@functools.cache
def load() -> SimpleNamespace | None:
    """The compiled kernels, or ``None`` when numba is not installed or its ``exp``/``log``/
    ``pow`` do not give the C library's bits (then the NumPy path is used). The module
    built ahead of time (:func:`build_aot`) when there is one, else the JIT kernels."""
    return _load_aot() or _load_jit()


@functools.cache
def _load_jit() -> SimpleNamespace | None:
    """The kernels compiled by numba's JIT (from its disk cache when it has them)."""
    try:
        import numba
        from numba.core import config
    except ImportError:
        return None
    if getattr(config, "DISABLE_JIT", False):  # NUMBA_DISABLE_JIT: the loops would run as Python
        return None
    cache_dir = numba_cache_dir()
    # numba picks a function's cache folder when the function is decorated: ours go to
    # cache_dir (unless the user chose NUMBA_CACHE_DIR), and the setting is put back after,
    # so that other numba code in the process caches where it did
    previous = getattr(config, "CACHE_DIR", "")
    if cache_dir is not None and not os.environ.get("NUMBA_CACHE_DIR"):
        setattr(config, "CACHE_DIR", cache_dir)  # noqa: B010 - no attribute in numba's stubs
    # The kernels call each other through their own module's globals: compiled there.
    g = vars(_fast_align_kernels)
    compiled: dict[str, Any] = {}
    plain = {name: g[name] for name in _ORDER}
    try:
        for name in _ORDER:
            compiled[name] = numba.njit(cache=cache_dir is not None, **_fast_align_kernels.NJIT_OPTIONS)(
                plain[name]
            )
            g[name] = compiled[name]
    except Exception:  # a broken numba install must not stop the NumPy path
        g.update(plain)
        return None
    finally:
        setattr(config, "CACHE_DIR", previous)  # noqa: B010
    kernels = SimpleNamespace(**{name.lstrip("_"): fn for name, fn in compiled.items()})
    if not _matches_libm(kernels):
        return None
    return kernels


def _matches_libm(kernels: SimpleNamespace) -> bool:
    rng = np.random.default_rng(20130609)
    x = np.concatenate([rng.uniform(-120.0, 0.0, 3000), rng.uniform(-1.0, 1.0, 1000)])
    y = np.concatenate([rng.uniform(0.5, 1e6, 3000), np.exp(rng.uniform(0.0, 30.0, 1000))])
    r = rng.uniform(0.0, 1.0, 2000)
    k = rng.integers(0, 64, 2000).astype(np.float64)
    expected = [math.exp(v) for v in x.tolist()]
    expected += [math.log(v) for v in y.tolist()]
    expected += [math.pow(a, b) for a, b in zip(r.tolist(), k.tolist(), strict=True)]
    try:
        got = kernels.check_libm(x, y, r, k)
    except Exception:  # compilation failure: use the NumPy path
        return False
    return bool(np.array_equal(got, np.array(expected)))
