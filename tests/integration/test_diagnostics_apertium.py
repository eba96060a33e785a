"""The full diagnostics of Apertium en→es on the real sets, offline.

``fairmt diagnose --engine apertium --lang es`` translates REG, PRO, ANTI, the neutral set and the
adjective set with Debian's Apertium (``apertium-eng-spa``, through :mod:`fairmt.translate`) and runs
every table. Apertium is a rule-based, dictionary-driven system: it has no notion of coreference, so
an entity's gender comes from its dictionary entry, never from the pronoun. The bounds below were
measured (Apertium 3.8.3, apertium-eng-spa 0.8.1, fast_align, romance-rules, mt_gender-2022):

* REG 45.3 (masc. 91.5 / fem. 5.0), PRO-S 45.2, ANTI-S 54.9;
* MPA 0.0 (0 of 1582 pairs): the translation of an entity never changes with the pronoun;
* Prior Bias 94.9% masculine / 5.1% feminine (1583 of 1584 detected); the feminine forms are
  lexical: "manager" → "la gerente" and the mistranslation "driver" → "la motor";
* Unknown: REG 4.9 (Winogender's "someone" → "alguien"), PRO/ANTI/NEU 0.1, ADJ 15.0;
* adjective set 49.9 (masc. 95.2 / fem. 4.3): "pretty" does not make Apertium's nouns feminine.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from fairmt.cli.main import main

pytestmark = pytest.mark.integration


def _skip_without_apertium() -> None:
    if importlib.util.find_spec("fairmt.translate") is None:
        pytest.skip("fairmt.translate (the `fairmt translate` engines) is not installed")
    if shutil.which("apertium") is None:
        pytest.skip("Apertium is not installed (apt-get install apertium apertium-eng-spa)")
    probe = subprocess.run(
        ["apertium", "-u", "-f", "txt", "eng-spa"], input="The doctor.\n", capture_output=True, text=True
    )
    if probe.returncode != 0 or not probe.stdout.strip():
        pytest.skip("Apertium has no eng-spa mode (apt-get install apertium-eng-spa)")


@pytest.fixture(scope="module")
def apertium_run(tmp_path_factory: pytest.TempPathFactory, data_root: Path) -> tuple[dict[str, object], Path]:
    _skip_without_apertium()
    out_dir = tmp_path_factory.mktemp("apertium")
    mp = pytest.MonkeyPatch()
    mp.setenv("FAIRMT_DATA_DIR", str(data_root))
    mp.setenv("FAIRMT_CACHE_DIR", str(out_dir / "cache"))
    try:
        import io
        from contextlib import redirect_stdout

        buf = io.StringIO()
        with redirect_stdout(buf):
            rc = main(
                [
                    "diagnose",
                    "--engine",
                    "apertium",
                    "--lang",
                    "es",
                    "--translations-out",
                    str(out_dir / "es"),
                ]
            )
    finally:
        mp.undo()
    assert rc == 0
    out: dict[str, object] = json.loads(buf.getvalue())
    return out, out_dir / "es"


def test_translations_written_per_set(apertium_run: tuple[dict[str, object], Path]) -> None:
    _, folder = apertium_run
    expected = {"en-es.txt": 3888, "en_pro-es.txt": 1584, "en_anti-es.txt": 1584, "en_neu-es.txt": 1584}
    expected["en_adj-es.txt"] = 1584
    for name, n in expected.items():
        lines = (folder / name).read_text(encoding="utf-8").splitlines()
        assert len(lines) == n, name
        assert all(" ||| " in line and line.split(" ||| ")[1].strip() for line in lines), name


def test_apertium_tables(apertium_run: tuple[dict[str, object], Path]) -> None:
    out, _ = apertium_run
    [d] = out["systems"]  # type: ignore[misc]
    acc = d["accuracy"]
    assert 40.0 <= acc["REG"]["overall"] <= 50.0
    assert acc["REG"]["masculine"] >= 85.0 and acc["REG"]["feminine"] <= 10.0
    assert 40.0 <= acc["PRO-S"]["overall"] <= 50.0 and 50.0 <= acc["ANTI-S"]["overall"] <= 60.0
    assert (
        acc["PRO-S"]["feminine"] <= 5.0
    )  # feminine forms only for "manager"/"driver" (stereotypically male)
    # no cue sensitivity at all
    assert d["mpa"]["mpa"] <= 1.0 and d["mpa"]["scored"] == 1582
    # Prior Bias: masculine
    pb = d["prior_bias"]
    assert pb["masculine"] >= 90.0 and pb["masculine"] > pb["feminine"]
    assert pb["detected"] >= 1570 and pb["masculine"] + pb["feminine"] == 100.0
    unk = d["unknown_rate"]
    assert unk["REG"] <= 8.0 and unk["NEU"] <= 2.0 and unk["PRO-S"] <= 2.0 and unk["ANTI-S"] <= 2.0
    adj = d["adjectives"]
    assert 45.0 <= adj["accuracy"] <= 55.0 and adj["feminine"] <= 10.0
    sig = d["signature"]
    assert "lang:en-es" in sig and "neutral:winomt_neutral@" in sig and "analyzer:romance-rules" in sig
