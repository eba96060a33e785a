"""Arabic and Hindi in FairQE's rules agents: the target gender of explicit cues, the
explicit check A_exp, and the regular flips (sentences written for these tests)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.cue_readers import CueReader
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item
from fairmt.gender.types import Realisation
from fairmt.inflect.arabic import ArabicInflector
from fairmt.inflect.base import get_inflector
from fairmt.inflect.hindi import HindiInflector
from fairmt.languages import language_pack

AR = ArabicInflector()


def words(sentence: str) -> list[str]:
    return sentence.split()


HI = HindiInflector()


def read_and_flip(
    inf: ArabicInflector | HindiInflector, sentence: str, span: tuple[int, int], source: str, kind: str
) -> tuple[Realisation | None, str | None]:
    tokens = sentence.split()
    g = inf.cue_gender(tokens, span, source, kind)
    other: Realisation | None = {"F": "M", "M": "F"}.get(g or "")  # type: ignore[assignment]
    new = inf.realise_cue(tokens, span, other, source, kind) if other else None
    return g, " ".join(new) if new else None


# --------------------------------------------------------------------------- Arabic


@pytest.mark.parametrize(
    ("sentence", "span", "source", "kind", "gender", "flipped"),
    [
        # a dropped subject pronoun is read from its verb; كان + imperfect flip together
        ("كانت تعمل في مستشفى المدينة.", (0, 1), "She", "pronoun", "F", "كان يعمل في مستشفى المدينة."),
        # an independent pronoun and its indefinite predicate
        ("هي معلمة في مدرسة ابتدائية.", (0, 1), "She", "pronoun", "F", "هو معلم في مدرسة ابتدائية."),
        # a possessive suffix says the possessor's gender; the noun's ة (written ت) does not
        ("قال إن والدته كانت مريضة.", (2, 3), "his", "pronoun", "M", "قال إن والدتها كانت مريضة."),
        ("أعطيت الكتاب لها أمس.", (2, 3), "her", "pronoun", "F", "أعطيت الكتاب له أمس."),
        # a definite noun with its VSO verb before it and its adjective after it
        (
            "وصلت المديرة الجديدة إلى المكتب صباحا.",
            (1, 2),
            "manager",
            "agreement",
            "F",
            "وصل المدير الجديد إلى المكتب صباحا.",
        ),
        ("يعمل المهندس في شركة كبيرة.", (1, 2), "engineer", "lexical", "M", "تعمل المهندسة في شركة كبيرة."),
        ("زارت الملكة المدينة القديمة.", (1, 2), "queen", "lexical", "F", "زار الملك المدينة القديمة."),
    ],
)
def test_arabic_cues(
    sentence: str, span: tuple[int, int], source: str, kind: str, gender: str, flipped: str
) -> None:
    assert read_and_flip(AR, sentence, span, source, kind) == (gender, flipped)


def test_arabic_readings_that_say_nothing() -> None:
    # a broken plural in ة (قضاة: judges) is no feminine
    assert AR.cue_gender(words("حكم القضاة في القضية."), (1, 2), "judges", "lexical") is None
    assert AR.cue_gender(words("المعلمات في المدرسة."), (0, 1), "teachers", "agreement") == "F"
    assert AR.cue_gender(words("المعلمون في المدرسة."), (0, 1), "teachers", "agreement") == "M"
    # خليفة is masculine despite its ending
    assert AR.cue_gender(words("حكم الخليفة البلاد."), (1, 2), "caliph", "lexical") == "M"
    # an unmarked singular is masculine only for a cue whose own word has the gender
    assert AR.cue_gender(words("وصل الطبيب متأخرا."), (1, 2), "doctor", "agreement") is None
    assert AR.cue_gender(words("وصل الأب متأخرا."), (1, 2), "father", "lexical") == "M"
    # a pronoun cue aligned to a noun reads nothing from the noun's ending
    assert AR.cue_gender(words("ذهب إلى الجامعة."), (2, 3), "He", "pronoun") is None


def test_arabic_irregular_forms_are_not_flipped() -> None:
    # a weak perfect (مشت: she walked) has no regular masculine by dropping ت
    assert AR.realise_cue(words("مشت في الحديقة."), (0, 1), "M", "She", "pronoun") is None
    # a bare word without a nominal ending may be a verb: an ambiguous span misplaced on it
    # ("doctor" on وصل) is not turned into a noun
    assert AR.realise(words("وصل الطبيب متأخرا إلى الاجتماع."), (0, 1), "F") is None
    # the noun itself is; a bare verb before it is left (it may be the first noun of a
    # construct state, مدير المدرسة): only a verb that shows its gender (-ت, يـ/تـ) is flipped
    new = AR.realise(words("وصل الطبيب متأخرا إلى الاجتماع."), (1, 2), "F")
    assert new is not None and new[:2] == ["وصل", "الطبيبة"]


def test_arabic_locates_a_dropped_pronoun() -> None:
    tokens = words("درست في جامعة القاهرة.")  # "She studied at Cairo University."
    assert AR.locate(tokens, 0.0, "She", "pronoun") == (0, 1)
    assert AR.cue_gender(tokens, (0, 1), "She", "pronoun") == "F"
    # "He visited her mother." -> the suffix of والدتها, near the projected place
    tokens = words("زار والدتها في المساء.")
    assert AR.locate(tokens, 1.2, "her", "pronoun") == (1, 2)
    assert AR.locate(tokens, 1.2, "mother", "lexical") is None


# --------------------------------------------------------------------------- Hindi


@pytest.mark.parametrize(
    ("sentence", "span", "source", "kind", "gender", "flipped"),
    [
        ("वह एक अस्पताल में डॉक्टर थी।", (0, 1), "She", "pronoun", "F", "वह एक अस्पताल में डॉक्टर था।"),
        ("वह बाज़ार जा रहा था।", (0, 1), "He", "pronoun", "M", "वह बाज़ार जा रही थी।"),
        ("उसने कहा कि वह बहुत थकी हुई थी।", (3, 4), "she", "pronoun", "F", "उसने कहा कि वह बहुत थका हुआ था।"),
        ("वह कल दिल्ली जाएगी।", (0, 1), "She", "pronoun", "F", "वह कल दिल्ली जाएगा।"),
        # honorific plural: the nasal -ीं only on the last word
        ("वे हर दिन स्कूल जाती थीं।", (0, 1), "She", "pronoun", "F", "वे हर दिन स्कूल जाते थे।"),
        ("वह एक अधिकारी थी।", (0, 1), "She", "pronoun", "F", "वह एक अधिकारी था।"),
        # a paired noun, its genitive and its verb group
        ("राजा का बेटा घोड़े पर बैठा था।", (2, 3), "son", "lexical", "M", "राजा की बेटी घोड़े पर बैठी थी।"),
        # -क / -इका, honorific verb group
        ("अध्यापक कक्षा में पढ़ा रहे थे।", (0, 1), "teacher", "agreement", "M", "अध्यापिका कक्षा में पढ़ा रही थीं।"),
        # a common-gender noun read from its verb
        ("कल डॉक्टर देर से आई।", (1, 2), "doctor", "agreement", "F", "कल डॉक्टर देर से आया।"),
    ],
)
def test_hindi_cues(
    sentence: str, span: tuple[int, int], source: str, kind: str, gender: str, flipped: str
) -> None:
    assert read_and_flip(HI, sentence, span, source, kind) == (gender, flipped)


def test_hindi_readings_that_say_nothing() -> None:
    # the ergative subject: the verb agrees with the object (किताब), not with the person
    assert HI.cue_gender(words("उसने किताब पढ़ी।"), (0, 1), "She", "pronoun") is None
    # a possessive agrees with the possessed (माँ), not the possessor
    assert HI.cue_gender(words("उसकी माँ एक अध्यापिका है।"), (0, 1), "His", "pronoun") is None
    assert HI.cue_gender(words("उसकी माँ एक अध्यापिका है।"), (1, 2), "mother", "lexical") == "F"
    # an oblique noun (को) does not control the verb
    assert HI.cue_gender(words("वह डॉक्टर को बुलाता है।"), (1, 2), "doctor", "agreement") is None
    # an object after a subject pronoun does not take the subject's verb
    assert HI.cue_gender(words("वह हर रोज़ डॉक्टर देखता है।"), (3, 4), "doctor", "agreement") is None
    # a nominal predicate without an agreeing word
    assert HI.cue_gender(words("वह डॉक्टर है।"), (0, 1), "She", "pronoun") is None


def test_hindi_irregular_flips_are_not_made() -> None:
    # a predicate noun after एक is no part of the verb group: only था is flipped
    assert HI.realise_cue(words("वह एक नेता था।"), (0, 1), "F", "He", "pronoun") == words("वह एक नेता थी।")


# --------------------------------------------------------------------------- the rules agents


def test_language_packs_declare_the_support() -> None:
    for lang in ("ar", "hi"):
        pack = language_pack(lang)
        assert pack is not None and pack.inflector is not None and pack.flips
        assert pack.support()["explicit"] == "yes" and pack.support()["neutral"] == "no"
        assert isinstance(get_inflector(lang), CueReader)
    de = language_pack("de")
    assert de is not None and de.support()["ambiguous"] == "yes" and de.support()["neutral"] != "no"
    pt = language_pack("pt")
    assert pt is not None and pt.support()["explicit"] == "no"


def _pronoun(span: tuple[int, int] | None, gender: Realisation) -> Cue:
    return Cue("She" if gender == "F" else "He", Category.C1, "", (0, 1), span, gender)


def test_rules_agents_explicit_check_arabic() -> None:
    agents = RuleAgents()
    src = "She worked at the city hospital."
    right = Item(src, "كانت تعمل في مستشفى المدينة.", "ar")
    wrong = Item(src, "كان يعمل في مستشفى المدينة.", "ar")
    det = CueDetection(cues=(_pronoun((0, 1), "F"),))
    vr, vw = agents.variants(right, det), agents.variants(wrong, det)
    assert vr.alignment is True and [(v.text, v.satisfies) for v in vr.explicit] == [
        (wrong.translation, False)
    ]
    assert vw.alignment is False and [(v.text, v.satisfies) for v in vw.explicit] == [
        (right.translation, True)
    ]


def test_rules_agents_place_a_dropped_arabic_pronoun() -> None:
    agents = RuleAgents()
    item = Item("She studied at Cairo University.", "درست في جامعة القاهرة.", "ar")
    det = agents._placed(item, CueDetection(cues=(_pronoun(None, "F"),)))
    assert det.cues[0].target_tokens == (0, 1) and det.cues[0].target_span == "درست"
    assert agents.variants(item, det).alignment is True


def test_rules_agents_majority_of_readings() -> None:
    # Two cues read feminine, one (misplaced) masculine: the majority decides, the item is
    # not flagged as a violation; a tie decides nothing.
    agents = RuleAgents()
    item = Item("She said she was tired.", "قالت إنها كانت متعبة وهو", "ar")
    cues = (_pronoun((0, 1), "F"), _pronoun((2, 3), "F"), _pronoun((4, 5), "F"))
    assert agents.variants(item, CueDetection(cues=cues)).alignment is True
    assert agents.variants(item, CueDetection(cues=(cues[0], cues[2]))).alignment is None


def test_rules_agents_explicit_check_hindi() -> None:
    agents = RuleAgents()
    src = "She was going to the market."
    right = Item(src, "वह बाज़ार जा रही थी।", "hi")
    wrong = Item(src, "वह बाज़ार जा रहा था।", "hi")
    det = CueDetection(cues=(_pronoun((0, 1), "F"),))
    vr, vw = agents.variants(right, det), agents.variants(wrong, det)
    assert vr.alignment is True and vw.alignment is False
    assert [v.text for v in vw.explicit] == [right.translation]


def test_readme_support_table_is_the_language_packs() -> None:
    from pathlib import Path

    from fairmt.languages import language_packs

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    head = "| Language | Cues | Explicit check | Ambiguous variants (F/M) | Neutral variants |"
    assert head in readme
    rows = {}
    for line in readme.split(head, 1)[1].splitlines()[2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    expected = {
        code: list(p.support().values())
        for code, p in language_packs().items()
        if p.support()["explicit"] != "no"
    }
    assert rows == expected
