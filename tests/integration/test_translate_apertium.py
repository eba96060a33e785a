"""The ``apertium`` engine with Debian's real Apertium (en→es; en→ca where installed).

Skipped when Apertium or its English-Spanish pair is missing
(``apt-get install apertium apertium-eng-spa apertium-eng-cat``; ``scripts/test.sh`` installs them).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.data.readers import read_translations
from fairmt.errors import UsageError
from fairmt.translate import SourceSet, get_engine, translate_to
from fairmt.translate.apertium import ApertiumTranslator, installed_modes

pytestmark = pytest.mark.integration

if shutil.which("apertium") is None or "eng-spa" not in installed_modes():
    pytest.skip(
        "Apertium with its English-Spanish pair is not installed "
        "(apt-get install apertium apertium-eng-spa apertium-eng-cat)",
        allow_module_level=True,
    )

# Lines made of the stream format's metacharacters: the deformatter must escape them all.
META = [
    "A ^caret$ and /slash [bracket] <angle> *star #hash @at \\backslash {brace}",
    "^a/b$",
    "[<p>]",
    "ends with [",
    "ends with \\",
    "\\^\\$",
    "^",
    "$",
    "/",
    "[",
    "]",
    "<",
    ">",
    "*",
    "#",
    "@",
    "\\",
    "{",
    "}",
]
SENTENCES = [
    "The doctor asked the nurse to help her.",
    "The farmer saw the baker had a lot of bread and asked him to share.",
    # After "a lot of" anywhere earlier in one Apertium stream, the tagger reads "smiled" as a
    # participle ("sonreído"); alone, as a past tense ("sonrió").
    "The housekeeper smiled at the supervisor and handed her a cup of tea.",
    "No final punctuation here",
    "The mover outran the hairdresser because she had trained for months",
    "When the mover arrived, the attendant lent her enormous truck.",
    "The sheriff questioned the housekeeper as she needed to find the thief.",
    "The salesperson talked to the auditor because they issued a warning to the sale department.",
]


@pytest.fixture(scope="module")
def en_es() -> ApertiumTranslator:
    return ApertiumTranslator("en", "es")


def test_translates(en_es: ApertiumTranslator) -> None:
    [out] = en_es.translate(["The doctor asked the nurse to help her."])
    assert out.startswith("El doctor") and "enfermer" in out


def test_metacharacters_are_text_and_lines_stay_aligned(en_es: ApertiumTranslator) -> None:
    out = en_es.translate(META)
    assert len(out) == len(META)
    for src, tgt in zip(META[6:], out[6:], strict=True):
        assert tgt == src  # a lone metacharacter comes back as itself
    assert "^caret$" in out[0] and "\\backslash" in out[0] and "{" in out[0] and "#hash" in out[0]
    assert out[3].endswith("[") and out[4].endswith("\\")


def test_a_translation_never_depends_on_its_neighbours(en_es: ApertiumTranslator) -> None:
    texts = SENTENCES + META
    batch = en_es.translate(texts)
    alone = [en_es.translate([t])[0] for t in texts]
    assert batch == alone
    assert "sonrió" in batch[2]
    # The reference: one `apertium -u -f txt eng-spa` process per source.
    ref = ApertiumTranslator("en", "es", isolation="process").translate(texts)
    assert batch == ref
    assert en_es.fallbacks == 0


@pytest.mark.parametrize("batch_size", [1, 3])
def test_batch_size_and_order_never_change_outputs(en_es: ApertiumTranslator, batch_size: int) -> None:
    full = en_es.translate(SENTENCES, batch_size=1000)
    assert en_es.translate(SENTENCES, batch_size=batch_size) == full
    assert en_es.translate(SENTENCES[::-1], batch_size=batch_size) == full[::-1]


def test_line_breaks_and_empty_sources(en_es: ApertiumTranslator) -> None:
    out = en_es.translate(["", "The doctor\nasked the nurse.", "   ", "The cook ran."])
    assert out[0] == "" and out[2] == ""
    assert "\n" not in out[1] and out[1].startswith("El doctor")
    assert out[3] == en_es.translate(["The cook ran."])[0]


def test_unknown_word_marks() -> None:
    text = ["The zorblax doctor asked the nurse."]
    plain = ApertiumTranslator("en", "es").translate(text)[0]
    marked = ApertiumTranslator("en", "es", mark_unknown=True).translate(text)[0]
    assert "zorblax" in plain and "*" not in plain
    assert "*zorblax" in marked


def test_fallback_keeps_outputs(monkeypatch: pytest.MonkeyPatch) -> None:
    from fairmt.translate import apertium

    eng = ApertiumTranslator("en", "es")
    expected = eng.translate(SENTENCES[:3])

    def broken(group: object, piece: str) -> str:
        raise apertium._Fallback("simulated: a stage merged two lines")

    monkeypatch.setattr(ApertiumTranslator, "_one_piece", staticmethod(broken))
    assert eng.translate(SENTENCES[:3]) == expected
    assert eng.fallbacks == 1


def test_signature_names_the_pair_package_and_data(en_es: ApertiumTranslator) -> None:
    items = dict(en_es.signature_items())
    assert items["engine"] == "apertium" and items["pair"] == "en-es"
    assert items["model"].startswith("eng-spa@apertium-eng-spa=")
    if shutil.which("dpkg-query"):
        assert not items["model"].endswith("=unknown")
        assert "apertium=" in str(items["apertium_tools"])
    assert len(str(items["apertium_data"])) == 16
    assert items["unknown_marks"] is False


def test_modes_must_belong_to_the_pair() -> None:
    with pytest.raises(UsageError, match="does not translate en-es"):
        get_engine("apertium", src_lang="en", tgt_lang="es", model="eng-cat")
    with pytest.raises(UsageError, match="isolation"):
        ApertiumTranslator("en", "es", isolation="stream")


def test_english_catalan() -> None:
    if "eng-cat" not in installed_modes():
        pytest.skip("apertium-eng-cat is not installed")
    eng = ApertiumTranslator("en", "ca")
    texts = ["The doctor asked the nurse to help her.", "She thanked him.", *SENTENCES[1:3]]
    out = eng.translate(texts)
    assert "infermer" in out[0]
    assert out == [eng.translate([t])[0] for t in texts]  # anaphora and tagger run per sentence
    if "eng-cat_valencia" in installed_modes():
        assert ApertiumTranslator("en", "ca", model="eng-cat_valencia").translate(texts[:1])[0]


def test_cli_on_winomt(data_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(data_root))
    out = tmp_path / "apertium.en_pro.es.txt"
    args = ["translate", "--engine", "apertium", "--src", "en", "--tgt", "es", "--input", "winomt:pro"]
    assert main([*args, "-o", str(out), "--limit", "30", "--chunk-size", "20"]) == 0
    assert main([*args, "-o", str(out), "--limit", "50"]) == 0
    rows = read_translations(out).rows
    assert len(rows) == 50
    pro = (data_root / "winomt" / "en_pro.txt").read_text(encoding="utf-8").splitlines()
    assert [r.source for r in rows] == [line.split("\t")[2] for line in pro[:50]]
    assert all(r.target for r in rows)
    side = json.loads((tmp_path / "apertium.en_pro.es.txt.sig.json").read_text(encoding="utf-8"))
    assert side["signature_items"]["input"].startswith("winomt:pro@") and side["lines"] == 50
    # The same sentences through the API in one batch give the same lines.
    again = tmp_path / "again.txt"
    srcs = SourceSet("x", tuple(r.source or "" for r in rows))
    translate_to(ApertiumTranslator("en", "es"), srcs, again)
    assert [r.target for r in read_translations(again).rows] == [r.target for r in rows]
