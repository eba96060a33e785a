"""The numba backend of FastAlign gives the NumPy backend's links, tension and tables, bit for bit."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from test_fast_align import (
    SYNTHETIC_CPP,
    TOY_CPP,
    as_text,
    synthetic_corpus,
    toy_pairs,
)  # this folder is on sys.path

import fairmt.align.fast_align as fa
from fairmt.align import _fast_align_jit
from fairmt.align.fast_align import FastAlign

pytest.importorskip("numba")

OPTIONS = [
    {},
    {"optimize_tension": False},
    {"favor_diagonal": False, "optimize_tension": False},
    {"variational_bayes": False},
    {"use_null": False},
    {"reverse": True},
    {"iterations": 1},
    {"iterations": 2},
    {"p_null": 0.3, "alpha": 0.5, "initial_tension": 9.0},
]


@pytest.fixture(scope="module")
def kernels() -> object:
    k = _fast_align_jit.load()
    if k is None:
        pytest.skip("numba's exp/log/pow do not give the C library's bits here")
    return k


def _pairs_with_oddities() -> list[tuple[list[str], list[str]]]:
    pairs = synthetic_corpus(7, n_lines=300)
    pairs += [([], ["la", "maison"]), (["the", "house"], []), ([], [])]
    pairs += [(["<eps>", "house"], ["maison", "|||"]), (["s0"] * 9, ["t0"] * 9)]
    return pairs


@pytest.mark.parametrize(
    "options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default"
)
def test_backends_give_identical_links_and_tension(kernels: object, options: dict[str, object]) -> None:
    pairs = _pairs_with_oddities()
    jit = FastAlign(backend="numba", **options)  # type: ignore[arg-type]
    ref = FastAlign(backend="numpy", **options)  # type: ignore[arg-type]
    assert jit.align(pairs) == ref.align(pairs)
    assert jit.final_tension == ref.final_tension  # the same bits, not just close


@pytest.mark.parametrize(("seed", "options"), sorted(SYNTHETIC_CPP))
def test_both_backends_give_the_cpp_links(kernels: object, seed: int, options: str) -> None:
    for backend in ("numba", "numpy"):
        aligner = FastAlign(optimize_tension="-o" in options, backend=backend)
        text = as_text(aligner.align(synthetic_corpus(seed)))
        assert hashlib.sha256(text.encode()).hexdigest() == SYNTHETIC_CPP[(seed, options)], backend
    assert as_text(FastAlign(backend="numba").align(toy_pairs())) == TOY_CPP


@pytest.mark.parametrize("use_null", [True, False])
def test_lexical_tables_are_identical(kernels: object, use_null: bool) -> None:
    pairs = _pairs_with_oddities()
    a = fa._Corpus(pairs, use_null, False, kernels)
    b = fa._Corpus(pairs, use_null, False, None)
    for name in ("pair_keys", "pair_row", "cell_pair", "sum_order", "sum_row"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name


def test_fit_is_identical(kernels: object) -> None:
    pairs = synthetic_corpus(23, n_lines=200)
    assert FastAlign(backend="numba").fit(pairs) == FastAlign(backend="numpy").fit(pairs)


def test_backend_is_not_in_the_version() -> None:
    # identical links: cached alignments stay valid across backends
    assert FastAlign(backend="numba").version() == FastAlign(backend="numpy").version()
    with pytest.raises(ValueError, match="backend"):
        FastAlign(backend="cuda")


def test_missing_numba_falls_back_or_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    from fairmt.errors import MissingDependencyError

    monkeypatch.setattr(_fast_align_jit, "load", lambda: None)
    assert as_text(FastAlign().align(toy_pairs())) == TOY_CPP  # auto: the NumPy path
    with pytest.raises(MissingDependencyError, match=r"fairmt\[speed\]"):
        FastAlign(backend="numba").align(toy_pairs())


def test_unwritable_cache_folder_compiles_in_memory(tmp_path: Path) -> None:
    # a cache root that cannot be created (below a file): no disk cache, still compiled
    blocker = tmp_path / "file"
    blocker.write_text("x")
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env["FAIRMT_CACHE_DIR"] = str(blocker / "cache")
    code = (
        "from fairmt.align import _fast_align_jit as j\n"
        "assert j.numba_cache_dir() is None\n"
        "from fairmt.align.fast_align import FastAlign\n"
        "print(FastAlign(backend='numba').align([(['a', 'b'], ['x', 'y'])]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[[(0, 0), (1, 1)]]"


def test_cache_folder_is_under_fairmts_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path))
    assert _fast_align_jit.numba_cache_dir() == str(tmp_path / "numba")
    assert (tmp_path / "numba").is_dir()


@pytest.mark.parametrize(
    "options", [{}, {"favor_diagonal": False, "optimize_tension": False}, {"use_null": False}]
)
def test_prior_computed_per_cell_gives_the_table_links(
    kernels: object, monkeypatch: pytest.MonkeyPatch, options: dict[str, object]
) -> None:
    # a corpus whose per-shape prior table would be too large computes the prior per cell
    pairs = _pairs_with_oddities()
    ref = FastAlign(backend="numpy", **options)  # type: ignore[arg-type]
    expected = ref.align(pairs)
    monkeypatch.setattr(fa, "_PRIOR_TABLE_MAX", 0)
    aligner = FastAlign(backend="numba", **options)  # type: ignore[arg-type]
    assert aligner.align(pairs) == expected
    assert aligner.final_tension == ref.final_tension


def test_unordered_map_rank_kernel_matches_the_numpy_one(kernels: object) -> None:
    from test_fast_align import LIBSTDCXX_ORDERS

    rng = np.random.default_rng(11)
    rows = [list(keys) for keys, _ in LIBSTDCXX_ORDERS]
    for size in [0, 1, 2, 12, 13, 14, 29, 30, 59, 60, 127, 128, 300, 600, 2400]:
        rows.append(rng.choice(10 * size + 50, size=size, replace=False).tolist())
    rows.append([])  # an empty row inside
    for shuffled in range(3):  # keys not inserted in entry order
        rows.append(rng.permutation(5000)[: 200 + shuffled].tolist())
    row = np.concatenate([np.full(len(r), i, dtype=np.intp) for i, r in enumerate(rows)])
    key = np.concatenate([np.array(r, dtype=np.intp) for r in rows])
    ins = np.concatenate([rng.permutation(len(r)).astype(np.intp) for r in rows])
    sizes = np.array([len(r) for r in rows], dtype=np.intp)
    expected = fa._unordered_map_rank(row, key, ins, sizes)
    assert np.array_equal(fa._rank_jit(kernels, row, key, ins, sizes), expected)


def test_numba_setting_is_put_back(kernels: object) -> None:
    # fairmt's cache folder is set for fairmt's kernels only, not for other numba code
    from numba.core import config

    assert not os.environ.get("NUMBA_CACHE_DIR") or os.environ["NUMBA_CACHE_DIR"] == config.CACHE_DIR
    if not os.environ.get("NUMBA_CACHE_DIR"):
        assert config.CACHE_DIR == ""


def test_disabled_jit_uses_the_numpy_path(tmp_path: Path) -> None:
    env = dict(os.environ, NUMBA_DISABLE_JIT="1", FAIRMT_CACHE_DIR=str(tmp_path))
    code = "from fairmt.align import _fast_align_jit as j\nprint(j.load())\n"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "None"


# --------------------------------------------------------------------------- ahead of time

_AOT_RUN = """
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
from test_fast_align import SYNTHETIC_CPP, TOY_CPP, as_text, synthetic_corpus, toy_pairs
from fairmt.align import _fast_align_jit as j
from fairmt.align.fast_align import FastAlign
kernels = j.load()
options = json.loads(sys.argv[2])
pairs = synthetic_corpus(7, n_lines=300)
pairs += [([], ["la", "maison"]), (["the", "house"], []), ([], [])]
links = {json.dumps(o): as_text(FastAlign(backend="numba", **o).align(pairs)) for o in options}
cpp = {f"{s} {o}": hashlib.sha256(as_text(FastAlign(optimize_tension="-o" in o, backend="numba").align(
    synthetic_corpus(s))).encode()).hexdigest() == h for (s, o), h in SYNTHETIC_CPP.items()}
print(json.dumps({"aot": kernels is not None and "fairmt_fast_align_aot" in sys.modules,
                  "numba": "numba" in sys.modules, "links": links, "cpp": cpp,
                  "toy": as_text(FastAlign(backend="numba").align(toy_pairs())) == TOY_CPP}))
"""


@pytest.fixture(scope="module")
def aot_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A cache folder with the kernels built ahead of time (one build for the module's tests)."""
    root = tmp_path_factory.mktemp("aot-cache")
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env["FAIRMT_CACHE_DIR"] = str(root)
    # A one-sentence corpus first: its tables are contiguous ('C'), a larger corpus's slices are
    # strided ('A'); the module is built for both.
    code = (
        "from fairmt.align.fast_align import FastAlign, precompile\n"
        "FastAlign(backend='numba').align([(['a', 'b'], ['x', 'y'])])\n"
        "print(precompile() or '')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-2000:]
    if not out.stdout.strip():
        pytest.skip("numba.pycc could not build the module here (no C compiler?)")
    assert Path(out.stdout.strip()).is_file()
    assert Path(out.stdout.strip()).parent.parent == root / "numba"
    return env


def test_precompiled_kernels_give_the_same_links_without_numba(aot_env: dict[str, str]) -> None:
    folder = str(Path(__file__).parent)
    out = subprocess.run(
        [sys.executable, "-c", _AOT_RUN, folder, json.dumps(OPTIONS)],
        env=aot_env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout)
    assert got["aot"] and not got["numba"]  # the built module, and numba never imported
    assert got["toy"] and all(got["cpp"].values())
    pairs = synthetic_corpus(7, n_lines=300)
    pairs += [([], ["la", "maison"]), (["the", "house"], []), ([], [])]
    for o in OPTIONS:
        ref = FastAlign(backend="numpy", **o)  # type: ignore[arg-type]
        assert got["links"][json.dumps(o)] == as_text(ref.align(pairs)), o


def test_precompile_twice_returns_the_build(aot_env: dict[str, str]) -> None:
    code = "from fairmt.align.fast_align import precompile\nprint(precompile() or '')\n"
    out = subprocess.run(
        [sys.executable, "-c", code], env=aot_env, capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert Path(out.stdout.strip()).is_file()


def test_broken_build_falls_back_to_the_jit(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env["FAIRMT_CACHE_DIR"] = str(tmp_path)
    code = (
        "import importlib.machinery, sys\n"
        "from fairmt.align import _fast_align_jit as j\n"
        "d = j.aot_dir(); d.mkdir(parents=True)\n"
        "suffix = importlib.machinery.EXTENSION_SUFFIXES[0]\n"
        "(d / ('fairmt_fast_align_aot' + suffix)).write_bytes(b'not a library')\n"
        "from fairmt.align.fast_align import FastAlign\n"
        "print(FastAlign(backend='numba').align([(['a', 'b'], ['x', 'y'])]), 'numba' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[[(0, 0), (1, 1)]] True"


def test_aot_folder_is_tagged_and_disabled_jit_skips_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    d = _fast_align_jit.aot_dir()
    assert d is not None and d.parent == tmp_path and d.name.startswith("aot-")
    monkeypatch.setenv("NUMBA_DISABLE_JIT", "1")
    assert _fast_align_jit.build_aot() is None
