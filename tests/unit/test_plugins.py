"""Plugins through entry points, and language packs.

A test distribution is written to a temporary folder (a package and its ``*.dist-info``
with ``METADATA`` and ``entry_points.txt``, as ``pip install`` leaves them) and put on the
``PYTHONPATH`` of a fresh ``fairmt`` process. It provides a QE backbone, an agent set, and
Esperanto as a new language: a language pack with its gender analyser and inflector
(Esperanto marks the feminine with the suffix ``-in-``: kuracisto / kuracistino).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from fairmt.errors import EXIT_MISSING_DEPENDENCY, PluginError, UsageError
from fairmt.languages import CueTargets, LanguagePack, language_pack, language_packs
from fairmt.registry import Registry

SRC = Path(__file__).resolve().parents[2] / "src"

PLUGIN = '''
"""A fairmt plugin for the tests: a backbone, an agent set and Esperanto."""
import re

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.gender.base import Gender, GenderAnalyzer
from fairmt.inflect.base import Inflector, Word
from fairmt.languages import CueTargets, LanguagePack
from fairmt.qe.base import QEBackbone

NOUN = re.compile(r"^(\\w+?)(in)?(o|oj|on|ojn)$")
PRONOUNS = {"li": "ŝi", "lin": "ŝin", "lia": "ŝia", "lian": "ŝian"}
PRONOUNS_F = {f: m for m, f in PRONOUNS.items()}


class WordShare(QEBackbone):
    """Raw score: the translation's share of the pair's words (a toy)."""

    name = "demo-words"
    options = ("offset",)

    def __init__(self, offset: float = 0.0):
        self.offset = offset

    def score_raw(self, pairs, batch_size=64):
        out = []
        for src, mt in pairs:
            a, b = len(src.split()), len(mt.split())
            out.append(min(1.0, b / (a + b) + self.offset) if a + b else 0.0)
        return out

    def version(self):
        return f"demo-words-1+{self.offset}"


class DemoAgents(RuleAgents):
    name = "demo-rules"


class EsperantoAnalyzer(GenderAnalyzer):
    name = "esperanto-demo"
    languages = frozenset({"eo"})

    def entity_gender(self, span):
        for w in span.words:
            m = NOUN.match(Word.parse(w).lower)
            if m:
                return Gender.FEMALE if m.group(2) else Gender.MALE
        return Gender.UNKNOWN


class EsperantoInflector(Inflector):
    lang = "eo"

    def gender_of(self, tokens, span):
        for t in tokens[span[0]:span[1]]:
            w = Word.parse(t).lower
            if w in PRONOUNS or w in PRONOUNS_F:
                return "M" if w in PRONOUNS else "F"
            m = NOUN.match(w)
            if m:
                return "F" if m.group(2) else "M"
        return None

    def realise(self, tokens, span, gender):
        if gender == "N":
            return None
        out = list(tokens)
        for i in range(span[0], span[1]):
            word = Word.parse(tokens[i])
            w = word.lower
            table = PRONOUNS if gender == "F" else PRONOUNS_F
            if w in table:
                out[i] = word.render(table[w])
                continue
            m = NOUN.match(w)
            if m:
                out[i] = word.render(m.group(1) + ("in" if gender == "F" else "") + m.group(3))
        return out if out != list(tokens) else None

    def version(self):
        return "eo-demo-1"


ESPERANTO = LanguagePack(
    "eo",
    analyzers=("esperanto-demo",),
    inflector="esperanto-demo",
    cue_targets=CueTargets(
        determiners="la",
        seed={"doctor": "kuracisto | kuracistino |", "he": "li | |", "she": "| ŝi |"},
    ),
)
'''

ENTRY_POINTS = """
[fairmt.backbones]
demo-words = fairmt_demo_plugin:WordShare
demo-broken = fairmt_demo_missing:Nothing
mini-qe = fairmt_demo_plugin:WordShare

[fairmt.agents]
demo-rules = fairmt_demo_plugin:DemoAgents

[fairmt.analyzers]
esperanto-demo = fairmt_demo_plugin:EsperantoAnalyzer

[fairmt.inflectors]
esperanto-demo = fairmt_demo_plugin:EsperantoInflector

[fairmt.languages]
eo = fairmt_demo_plugin:ESPERANTO
"""


def write_distribution(root: Path, name: str, package: str, code: str, entry_points: str) -> Path:
    """``root`` holding the package and its dist-info, as an installed distribution."""
    (root / package).mkdir(parents=True)
    (root / package / "__init__.py").write_text(textwrap.dedent(code), encoding="utf-8")
    info = root / f"{name.replace('-', '_')}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(entry_points.lstrip(), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def plugin_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("site")
    return write_distribution(root, "fairmt-demo-plugin", "fairmt_demo_plugin", PLUGIN, ENTRY_POINTS)


def fairmt(plugin_path: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), str(plugin_path), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "fairmt", *args],
        input=stdin,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


PAIRS = "The doctor is here.\tLa kuracisto estas ĉi tie.\nShe thanked the doctor.\tŜi dankis la kuraciston.\n"


def test_plugin_backbone_is_used_by_qe_score(plugin_path: Path) -> None:
    done = fairmt(plugin_path, "qe", "score", "--agents", "none", "--backbone", "demo-words", stdin=PAIRS)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["raw"] for r in rows] == [5 / 9, 4 / 8]
    assert all("qe:demo-words-1+0.0" in r["signature"] for r in rows)
    # Its declared option travels; an undeclared one is refused by name.
    base = ["qe", "score", "--agents", "none", "--backbone", "demo-words"]
    done = fairmt(plugin_path, *base, "--backbone-option", "offset=0.25", stdin=PAIRS)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["raw"] for r in rows] == [5 / 9 + 0.25, 4 / 8 + 0.25]
    assert all("qe:demo-words-1+0.25" in r["signature"] for r in rows)
    done = fairmt(plugin_path, *base, "--weights", "x", stdin=PAIRS)
    assert done.returncode == 2 and "'demo-words' takes no --weights (its options: --device, " in done.stderr
    assert "--backbone-option offset=...)" in done.stderr


def test_plugins_are_listed_and_never_replace_a_builtin(plugin_path: Path) -> None:
    done = fairmt(plugin_path, "list")
    assert done.returncode == 0, done.stderr
    listed = json.loads(done.stdout)
    origin = {kind: {r["name"]: r.get("origin") for r in rows} for kind, rows in listed.items()}
    assert origin["backbones"]["demo-words"] == (
        "plugin: fairmt-demo-plugin 0.1 (fairmt_demo_plugin:WordShare)"
    )
    assert origin["backbones"]["mini-qe"] == "built-in"  # the plugin's "mini-qe" is ignored
    assert "fairmt already has a QE backbone of that name" in done.stderr
    assert origin["agents"]["demo-rules"].startswith("plugin: fairmt-demo-plugin 0.1")
    assert origin["analyzers"]["esperanto-demo"].startswith("plugin:")
    assert origin["inflectors"]["esperanto-demo"].startswith("plugin:")
    eo = next(r for r in listed["languages"] if r["name"] == "eo")
    assert eo == {
        "name": "eo",
        "analyzers": ["esperanto-demo"],
        "inflector": "esperanto-demo",
        "agreement": False,
        "cue_targets": True,
        "neutral": None,
    }


def test_a_broken_plugin_is_one_line_naming_it(plugin_path: Path) -> None:
    done = fairmt(plugin_path, "qe", "score", "--agents", "none", "--backbone", "demo-broken", stdin=PAIRS)
    assert done.returncode == EXIT_MISSING_DEPENDENCY and done.stdout == ""
    assert done.stderr.strip().splitlines()[-1] == (
        "fairmt: error: the QE backbone plugin 'demo-broken' from fairmt-demo-plugin 0.1 "
        "(fairmt_demo_missing:Nothing) cannot be loaded: ModuleNotFoundError: "
        "No module named 'fairmt_demo_missing'"
    )


def test_a_language_pack_plugin_brings_a_language_to_fairqe(plugin_path: Path) -> None:
    """Esperanto through FairQE's rules agents (a plugin agent set): cues, spans, variants."""
    done = fairmt(
        plugin_path,
        "qe",
        "score",
        "--agents",
        "demo-rules",
        "--backbone",
        "demo-words",
        "--tgt-lang",
        "eo",
        stdin=PAIRS,
    )
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    # The plugin inflector's version is part of the signature.
    assert len(rows) == 2 and all(",eo-demo-1," in r["signature"] for r in rows)
    assert [c["target_span"] for r in rows for c in r["cues"]] == ["La kuracisto", "Ŝi", "la kuraciston"]
    variants = {v["text"] for r in rows for v in r.get("variants", [])}
    assert "La kuracistino estas ĉi tie." in variants
    assert "Li dankis la kuraciston." in variants


def test_a_language_pack_plugin_serves_the_three_lookups(plugin_path: Path) -> None:
    script = textwrap.dedent(
        """
        import json
        from fairmt.fairqe.cues import seed_table, target_determiners
        from fairmt.gender.base import EntitySpan, get_analyzer, supported_languages
        from fairmt.inflect.base import get_inflector, supported_languages as inflected
        a = get_analyzer("eo")
        span = EntitySpan(("kuracistino",), (1,), "La kuracistino venis.")
        tokens = "Ŝi vidis la kuraciston .".split()
        print(json.dumps({
            "analyzer": a.name, "gender": a.entity_gender(span).value,
            "analysed": "eo" in supported_languages(), "inflected": "eo" in inflected(),
            "realised": get_inflector("eo").realise(tokens, (0, 1), "M"),
            "determiners": sorted(target_determiners("eo")),
            "seed": sorted(seed_table("eo")["doctor"].forms),
        }))
        """
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), str(plugin_path), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    assert got["analyzer"] == "esperanto-demo" and got["gender"] == "female"
    assert got["analysed"] and got["inflected"]
    assert got["realised"] == ["Li", "vidis", "la", "kuraciston", "."]
    assert got["determiners"] == ["la"]
    assert "kuracistino" in got["seed"] and "kuracisto" in got["seed"]


# --- in this process ---------------------------------------------------------------------


def test_registry_reads_an_entry_point_group(plugin_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(plugin_path))
    reg: Registry[Any] = Registry("thing", entry_point_group="fairmt.backbones")
    reg.register_lazy("mini-qe", "fairmt.qe.mini_qe:MiniQE")
    assert {"demo-words", "demo-broken", "mini-qe"} <= set(reg.names())
    assert "demo-words" in reg and reg.origin("mini-qe") == "built-in"
    cls = reg.get("demo-words")
    assert cls.__name__ == "WordShare" and reg.get("demo-words") is cls
    with pytest.raises(PluginError, match=r"^the thing plugin 'demo-broken' from fairmt-demo-plugin 0\.1"):
        reg.get("demo-broken")
    with pytest.raises(UsageError, match="Did you mean 'demo-words'"):
        reg.get("demo-word")
    # Registered from Python after the plugins were read: the Python entry wins.
    reg.register("demo-words")(int)
    assert reg.get("demo-words") is int and reg.origin("demo-words") == "built-in"


def test_registry_without_a_group_has_no_plugins() -> None:
    reg: Registry[Any] = Registry("thing")
    assert reg.names() == [] and reg.plugins() == {}


def test_builtin_language_packs() -> None:
    packs = language_packs()
    assert packs["de"].analyzers == ("german-rules",) and packs["de"].inflector == "german"
    assert not packs["de"].agreement and packs["es"].agreement and packs["pl"].agreement
    assert packs["it"].analyzers == ("romance-rules", "apertium", "spacy")
    es = packs["es"].targets()
    assert es is not None and "el" in es.determiners.split() and es.seed["doctor"].startswith("médico")
    assert packs["pt"].targets() is not None and packs["pt"].inflector is None
    assert language_pack("xx") is None


def test_a_pack_extends_a_language_and_never_replaces() -> None:
    base = LanguagePack("pt", ("romance-rules",), None, True, CueTargets(determiners="o a"))
    more = LanguagePack("pt", ("spacy", "romance-rules"), "portuguese", False, CueTargets(determiners="x"))
    got = base.extended_by(more)
    assert got.analyzers == ("romance-rules", "spacy") and got.inflector == "portuguese"
    assert got.agreement and got.cue_targets == CueTargets(determiners="o a")
