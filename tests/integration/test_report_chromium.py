"""``fairmt report`` pages in a real browser: headless Chromium loads the page, shows its tables.

The result files come from running the real commands on small inputs
(``tests/unit/report_samples.py``); the page is made by the real CLI. Chromium runs with
networking cut off (every host name resolves to nothing) and its console log on stderr: the
page has no script, so any console line (a script error, a refused or failed resource load, a
Content-Security-Policy report) means something is wrong. A control page with a script error
checks that console lines do reach the log.

The page is also photographed (``--screenshot``, a tall window) into the test's temporary
folder; ``FAIRMT_REPORT_SCREENSHOTS=DIR`` keeps a copy of the pictures in ``DIR`` to look at.

Skipped when no Chromium is installed (``apt-get install chromium``; ``scripts/test.sh``
installs it when run as root). ``FAIRMT_CHROMIUM`` names another binary.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from types import ModuleType

import pytest


def _chromium() -> str | None:
    env = os.environ.get("FAIRMT_CHROMIUM")
    if env:
        return shutil.which(env) or (env if Path(env).is_file() else None)
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


CHROMIUM = _chromium()
pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(
        CHROMIUM is None,
        reason="Chromium is not installed (apt-get install chromium, or set FAIRMT_CHROMIUM)",
    ),
]

#: Lines of Chromium's log that mean the page did something wrong.
PROBLEM = re.compile(r":CONSOLE[:(]|Uncaught|Refused to|net::ERR_|Content.Security.Policy", re.I)
HOSTILE = "<script>console.error('xss-script')</script><img src=x onerror=\"console.error('xss-img')\"> &"


def _samples() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "unit" / "report_samples.py"
    spec = importlib.util.spec_from_file_location("report_samples_for_chromium", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run_chromium(page: Path, home: Path, *, screenshot: Path | None = None) -> tuple[str, str]:
    """``--dump-dom`` of ``page``: (the DOM after load, the log); or, with ``screenshot``, a PNG of it."""
    assert CHROMIUM is not None
    home.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    argv = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-extensions",
        "--host-resolver-rules=MAP * ~NOTFOUND",
        f"--user-data-dir={home / 'profile'}",
        "--enable-logging=stderr",
        "--v=0",
        *(
            ["--dump-dom"]
            if screenshot is None
            else [f"--screenshot={screenshot}", "--window-size=1280,5200", "--hide-scrollbars"]
        ),
        page.resolve().as_uri(),
    ]
    proc = subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
        encoding="utf-8",
        errors="replace",
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"Chromium did not finish within 90 s on {page}")
    assert proc.returncode == 0, f"Chromium exited {proc.returncode}:\n{err[-3000:]}"
    return out, err


class _Dom(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.rows: list[list[str]] = []
        self._row: list[str] | None = None
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._row is not None and self._cell is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def test_console_errors_reach_the_log(tmp_path: Path) -> None:
    """Control: a page with a script error logs a console line (so the check below means something)."""
    page = tmp_path / "control.html"
    page.write_text("<!DOCTYPE html><p>x</p><script>undefinedFunction();</script>", encoding="utf-8")
    _, log = _run_chromium(page, tmp_path / "home")
    assert PROBLEM.search(log), log[-2000:]


def test_report_page_loads_in_chromium(tmp_path: Path) -> None:
    samples = _samples()
    files = samples.make_all(tmp_path / "results")
    lines = samples.fairqe_lines()
    lines[0]["src"] = HOSTILE
    lines[0]["id"] = HOSTILE
    files["fairqe"] = samples.make_fairqe(tmp_path, lines)

    page = tmp_path / "report.html"
    cmd = [sys.executable, "-m", "fairmt", "report", *map(str, files.values()), "-o", str(page)]
    done = subprocess.run(
        [*cmd, "--title", "fairmt <report> & co"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr

    dom, log = _run_chromium(page, tmp_path / "home")
    problems = [line for line in log.splitlines() if PROBLEM.search(line)]
    assert not problems, "\n".join(problems)

    doc = _Dom()
    doc.feed(dom)
    tags = [t for t, _ in doc.tags]
    assert "script" not in tags and "img" not in tags  # the hostile markup stayed text
    assert tags.count("table") >= 7
    assert tags.count("svg") == 5  # two bench charts, WinoMT accuracy, ΔG and ΔS
    refs = sorted(
        a.get("data-value") or "" for t, a in doc.tags if t == "line" and a.get("class") == "reference"
    )
    assert refs == ["0.0", "0.0", "1.0", "50.0"]
    assert any(t == "section" and a.get("id") == "winomt" for t, a in doc.tags)
    # The WinoMT chart, with its bars, inside the WinoMT section.
    start = dom.index('<section id="winomt">')
    winomt = dom[start : dom.index("</section>", start)]
    chart = r'<svg class="chart winomt-chart winomt-accuracy"[^>]*>.*?<rect class="bar"'
    assert re.search(chart, winomt, re.S), "no WinoMT chart with bars"
    # The FairQE item with a gender violation: a highlighted row with the wrong word marked.
    assert '<tr class="violation"><td>a4</td>' in dom, "no highlighted violation row"
    assert '<mark class="gender-violation">Ingenieur</mark>' in dom
    # Signatures collapsed: every one in a closed <details>.
    assert tags.count("details") >= 6 and not any(t == "details" and "open" in a for t, a in doc.tags)

    rows = doc.rows
    headers = [r for r in rows if r and r[0] in ("Method", "#", "system", "file", "id")]
    assert ["Method", "ES", "Avg."] in headers and ["Method", "DE", "Avg."] in headers
    assert sum(1 for r in rows if r and r[0] == "length-ratio") >= 3  # fem-masc, explicit, by gender
    assert any(r[1:2] == ["length-ratio"] for r in rows)  # meta-evaluation
    assert any(r[:2] == ["example", "en-de"] for r in rows)  # WinoMT
    assert any(r[:2] == ["1", "Good-src"] for r in rows)  # meta-evaluation, ranked
    assert any(r and r[0] == HOSTILE for r in rows)  # FairQE item, shown as text
    assert "<title>fairmt &lt;report&gt; &amp; co</title>" in dom

    # Screenshots: the page as a reader sees it (kept with FAIRMT_REPORT_SCREENSHOTS=DIR).
    shots = tmp_path / "screenshots"
    shots.mkdir()
    shot = shots / "report.png"
    _, log = _run_chromium(page, tmp_path / "home-shot", screenshot=shot)
    problems = [line for line in log.splitlines() if PROBLEM.search(line)]
    assert not problems, "\n".join(problems)
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 50_000  # a page, not a blank image
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 5200)
    keep = os.environ.get("FAIRMT_REPORT_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(keep) / shot.name)
