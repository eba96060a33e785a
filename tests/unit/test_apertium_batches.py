"""A word's Apertium readings never depend on the words asked before it (session 21, bug29).

Two faults made them depend on it, and with them every realisation that reads the dictionary:

* ``lt-proc -z -a`` (lttoolbox 3.7.1) drops whatever follows a hyphen, apostrophe or space in
  the last line of a batch ended by the null alone: ``ex-directeur`` asked last came back as
  the epicene noun ``ex``, and inside a batch as two units (no reading). Which of the two a
  word got depended on what the process had cached before; after the GATE/MT-GenEval
  regression cells ``L'ex-directeur est parti`` was realised ``L'ex-directeur est partie``.
  Batches now end with a newline before the null.
* A failed batch was cached as empty readings (``[""] * n``), so its words stayed unknown for
  the rest of the process; failed answers are no longer cached.
"""

from __future__ import annotations

import sys
from pathlib import Path

from french_helpers import needs_fr

from fairmt.inflect.apertium_morph import LtProcPipe, Morphology, morphology

#: Words of more than one analyser unit (cut by a hyphen, an apostrophe) and plain ones.
WORDS = ["ex-directeur", "vice-présidente", "c'est", "l'ex-ministre", "directeur", "sans-abri", "arrivée"]


def _fresh() -> Morphology:
    m = morphology("fr")
    assert m is not None
    return Morphology(m.lang, m.lt_proc, m.automorf)


def _shown(m: Morphology, word: str) -> list[str]:
    return [repr(r) for r in m.readings(word)]


@needs_fr
def test_a_word_asked_alone_reads_as_in_a_batch() -> None:
    batch = _fresh()
    batch.prefetch(WORDS)
    for word in WORDS:
        alone = _fresh()
        assert _shown(alone, word) == _shown(batch, word), word
    # The hyphenated compound the dictionary lacks is not the epicene noun "ex".
    assert _shown(_fresh(), "ex-directeur") == []
    assert _shown(_fresh(), "sans-abri") == ["sans-abri<n><mf><sp>"]


@needs_fr
def test_a_failed_batch_is_not_cached() -> None:
    m = _fresh()
    working = m._pipe
    m._pipe = LtProcPipe(["/nonexistent/lt-proc"], end=b"\n\0")
    assert m.readings("directeur") == ()
    m._pipe = working
    assert "directeur<n><m><sg>" in _shown(m, "directeur")


@needs_fr
def test_ask_each_answers_each_line_alone_after_a_failed_batch() -> None:
    m = _fresh()
    pipe = m._pipe
    # A line count the batch cannot match (an embedded newline): the batch fails, each
    # line is asked alone, and only the broken one has no answer.
    got = pipe.ask_each(["chat", "ma\nison", "chien"])
    assert got[0] == "^chat/chat<n><m><sg>$" and got[2] == "^chien/chien<n><m><sg>$"
    assert got[1] is None


_SLOW_START = """
import os, sys, time
time.sleep(1.0)  # a dictionary that takes a while to load
buf = b""
while True:
    c = os.read(0, 1)
    if not c:
        break
    buf += c
    if c == b"\\0":
        sys.stdout.buffer.write(buf[:-1] + b"\\0")
        sys.stdout.flush()
        buf = b""
"""


def test_a_fresh_process_may_take_its_start_up_time(tmp_path: Path) -> None:
    """Session 29: the first answer of a freshly started process waits ``startup_s``, so a cold
    start on a busy machine does not give up (and change the answers) where a warm one would
    answer; later answers keep the short ``timeout_s``."""
    script = tmp_path / "slow_lt_proc.py"
    script.write_text(_SLOW_START, encoding="utf-8")
    pipe = LtProcPipe([sys.executable, str(script)], end=b"\n\0", timeout_s=0.3, startup_s=20.0)
    assert pipe.ask(["chat", "chien"]) == ["chat", "chien"]
    assert pipe.ask(["maison"]) == ["maison"]  # the same process, answering at once
    impatient = LtProcPipe([sys.executable, str(script)], end=b"\n\0", timeout_s=0.3, startup_s=0.0)
    assert impatient.ask(["chat"]) is None
