"""Gender from Apertium's Italian morphological dictionary (lttoolbox ``lt-proc``).

Optional: needs the ``lt-proc`` program (Debian package ``lttoolbox``) and the compiled
Italian analyser of ``apertium-spa-ita`` (``ita-spa.automorf.bin``), e.g. with
``apt-get install lttoolbox apertium-spa-ita``. No Python package is involved.

Procedure, on the aligned words joined with spaces (as the spaCy analyser):

* ``lt-proc -w`` analyses each word into all its dictionary readings, e.g.
  ``^la/il<det><def><f><sg>/lo<prn><pro><p3><f><sg>$``.
* A word reads male when at least one reading has ``<m>`` and none ``<f>``, female the
  other way round. Readings tagged ``<mf>`` (``l'``, ``insegnante``), both genders across
  readings (``guardia``, ``giornalista``) and unknown words (``*cassiere``) give nothing.
* The result is the most frequent gender, ties to the first seen (as the spaCy analyser);
  an empty span reads ``unknown``, a span with no gendered word reads ``neutral`` under
  ``mt_gender-2019`` and ``unknown`` under ``mt_gender-2022``.

A batch is analysed by one ``lt-proc`` run, one line per span.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from fairmt.errors import MissingDependencyError
from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy

INSTALL_HINT = "apt-get install lttoolbox apertium-spa-ita"

#: Where the compiled analyser is looked for (``FAIRMT_APERTIUM_DIR`` first).
AUTOMORF_NAME = "ita-spa.automorf.bin"
SEARCH_DIRS = ("/usr/share/apertium/apertium-spa-ita", "/usr/local/share/apertium/apertium-spa-ita")

_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")
_SPECIAL = re.compile(r"([\\\[\]^$/<>@{}*])")
_READING_SPLIT = re.compile(r"(?<!\\)/")


def find_automorf() -> Path | None:
    dirs = [os.environ["FAIRMT_APERTIUM_DIR"]] if os.environ.get("FAIRMT_APERTIUM_DIR") else []
    dirs.extend(SEARCH_DIRS)
    for d in dirs:
        p = Path(d) / AUTOMORF_NAME
        if p.is_file():
            return p
    return None


def _package_version(name: str) -> str:
    if shutil.which("dpkg-query") is None:
        return "unknown"
    r = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True, check=False
    )
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else "unknown"


def unit_gender(unit: str) -> Gender | None:
    """Gender of one ``lt-proc`` lexical unit (``surface/reading/reading...``), or None."""
    readings = _READING_SPLIT.split(unit)[1:]
    found = set()
    for r in readings:
        if r.startswith("*"):
            continue
        if "<m>" in r:
            found.add(Gender.MALE)
        if "<f>" in r:
            found.add(Gender.FEMALE)
    return found.pop() if len(found) == 1 else None


class ApertiumAnalyzer(GenderAnalyzer):
    """Italian morphology from Apertium's dictionary; majority vote over gendered words."""

    name = "apertium"
    languages = frozenset({"it"})

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        super().__init__(lang, policy)
        lt_proc = shutil.which("lt-proc")
        automorf = find_automorf()
        if lt_proc is None or automorf is None:
            raise MissingDependencyError("Apertium's lt-proc with the apertium-spa-ita data", INSTALL_HINT)
        self.lt_proc = lt_proc
        self.automorf = automorf
        self._version: str | None = None

    def version(self) -> str:
        if self._version is None:
            tools = _package_version("lttoolbox")
            data = _package_version("apertium-spa-ita")
            self._version = f"lttoolbox-{tools}+apertium-spa-ita-{data}"
        return self._version

    def _analyse_lines(self, lines: list[str]) -> list[list[str]]:
        text = "".join(_SPECIAL.sub(r"\\\1", line) + "\n" for line in lines)
        r = subprocess.run(
            [self.lt_proc, "-w", str(self.automorf)], input=text, capture_output=True, text=True, check=True
        )
        out = r.stdout.split("\n")
        if out and out[-1] == "":
            out.pop()
        if len(out) != len(lines):
            raise RuntimeError(f"lt-proc returned {len(out)} lines for {len(lines)}")
        return [_UNIT.findall(line) for line in out]

    def _vote(self, units: list[str]) -> Gender:
        observed = [g for g in map(unit_gender, units) if g is not None]
        if not observed:
            return Gender.NEUTRAL if self.policy is Policy.MT_GENDER_2019 else Gender.UNKNOWN
        return Counter(observed).most_common()[0][0]

    def entity_gender(self, span: EntitySpan) -> Gender:
        return self.entity_genders([span])[0]

    def entity_genders(self, spans: Sequence[EntitySpan]) -> list[Gender]:
        todo = [i for i, s in enumerate(spans) if not s.empty]
        out = [Gender.UNKNOWN] * len(spans)
        if todo:
            analysed = self._analyse_lines([" ".join(spans[i].text.split()) for i in todo])
            for i, units in zip(todo, analysed, strict=True):
                out[i] = self._vote(units)
        return out
