"""Arabic regular person nouns (issue 13): proclitics, the ة derivation both ways, agreement.

Sentences written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item
from fairmt.inflect.arabic import ArabicInflector, clause_verb_gender, flip_person, person_form

AR = ArabicInflector()


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    new = AR.realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return " ".join(new) if new is not None else None


@pytest.mark.parametrize(
    ("word", "form"),
    [
        # proclitics: ك (as), و + ال, ل + ال written لل, ب
        ("كمصور", ("ك", "مصور", "M")),
        ("كمصورة", ("ك", "مصور", "F")),
        ("والمهندس", ("وال", "مهندس", "M")),
        ("للطبيبة", ("لل", "طبيب", "F")),
        ("بالمدير", ("بال", "مدير", "M")),
        # the shapes: فاعل, فعّال, فعيل, the nisba, the indefinite accusative's ا
        ("كاتب", ("", "كاتب", "M")),
        ("رسامة", ("", "رسام", "F")),
        ("وزيرة", ("", "وزير", "F")),
        ("صحفي", ("", "صحفي", "M")),
        ("مدرسا", ("", "مدرس", "M")),
    ],
)
def test_person_form(word: str, form: tuple[str, str, str]) -> None:
    assert person_form(word) == form


def test_person_form_refuses_what_is_no_regular_person_noun() -> None:
    # kinship pairs are lexical, خليفة is masculine in ة, short words and numerals, verbs
    # ending in the plural's ا, words with the article inside the base
    for word in ("رجل", "امرأة", "خليفة", "حرب", "عمل", "واحد", "كتبوا", "البنية", "هكذا"):
        assert person_form(word) is None, word
    assert flip_person("كمصور", "F") == "كمصورة"
    assert flip_person("للطبيبة", "M") == "للطبيب"
    assert flip_person("حرب", "F") is None


def test_clause_verb_gender() -> None:
    assert clause_verb_gender("عمل") == "M"  # a bare perfect
    assert clause_verb_gender("عملت") == "F"
    assert clause_verb_gender("استخدم") == "M"
    assert clause_verb_gender("ويعمل") == "M"
    # nominal shapes are no verbs
    for word in ("المدرسة", "كاتب", "الطلاب", "مدرسة"):
        assert clause_verb_gender(word) is None, word


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        # "Carter worked as a photographer for the newspaper": ك + noun, the clause's verb
        ("عمل كارتر كمصور في الجريدة.", (2, 3), "F", "عملت كارتر كمصورة في الجريدة."),
        ("عملت كارتر كمصورة في الجريدة.", (2, 3), "M", "عمل كارتر كمصور في الجريدة."),
        # "Smith was a successful teacher in the village": كان, predicate, adjective
        ("كان سميث مدرسا ناجحا في القرية.", (2, 3), "F", "كانت سميث مدرسة ناجحة في القرية."),
        ("كانت سميث كاتبة مشهورة.", (2, 3), "M", "كان سميث كاتب مشهور."),
        # "Jones is the magazine's lead designer": the copula pronoun and a definite adjective
        ("جونز هي المصممة الرئيسية للمجلة.", (2, 3), "M", "جونز هو المصمم الرئيسي للمجلة."),
        # "He said that the author was writing every day": SVO after إن, كان + imperfect
        ("قال إن المؤلفة كانت تكتب كل يوم.", (2, 3), "M", "قال إن المؤلف كان يكتب كل يوم."),
        # a noun of the construct state after the person noun is not an adjective
        ("عمل براون كمدرب كرة في النادي.", (2, 3), "F", "عملت براون كمدربة كرة في النادي."),
        # coordinated person nouns flip together
        ("كانت لي رسامة ومصورة في باريس.", (2, 3), "M", "كان لي رسام ومصور في باريس."),
        # the diacritics of the verb are kept
        ("عُيّن كارتر كوزير للخارجية.", (2, 3), "F", "عُيّنت كارتر كوزيرة للخارجية."),
    ],
)
def test_realise_person_noun_with_agreement(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    assert realise(sentence, span, gender) == expected


def test_agreement_only_with_words_in_the_persons_gender() -> None:
    # "She gave the prize to the young doctor": قدمت agrees with another subject (F), the
    # doctor is M; only the doctor's phrase flips
    assert realise("قدمت الجائزة للطبيب الشاب.", (2, 3), "F") == "قدمت الجائزة للطبيبة الشابة."


def test_no_flip_of_what_is_no_person_noun() -> None:
    # "The work started yesterday": العمل is no person noun, no ة is added
    assert realise("بدأ العمل أمس.", (1, 2), "F") is None
    # a plural English person: a singular-shaped word may be a broken plural (طلاب)
    assert AR.realise_number(["درس", "الطلاب", "في", "المكتبة."], (1, 2), "F", "pl") is None


def test_person_spans_and_cue_span() -> None:
    tokens = ["عمل", "كارتر", "كمصور", "حرب", "خلال", "الحرب."]
    assert AR.person_spans(tokens) == [(2, 3)]
    # an aligned span with the verb in it is narrowed to the person noun
    tokens = ["وهي", "الرواية", "التي", "كتبتها", "المؤلفة."]
    assert AR.cue_span(tokens, (3, 5)) == (4, 5)


def test_validate_rejects_malformed_words() -> None:
    before = ["قالوا", "ذلك"]
    assert AR.validate(before, ["قالوة", "ذلك"]) is not None
    assert AR.validate(["كانت", "هنا"], ["كانتت", "هنا"]) is not None
    assert AR.validate(["فنانها", "هنا"], ["فنانهة", "هنا"]) is not None
    assert AR.validate(["كان", "معلم"], ["كانت", "معلمة"]) is None
    # a lexical pair may end in اة
    assert AR.validate(["جاء", "الفتى"], ["جاءت", "الفتاة"]) is None


def test_rules_agents_place_an_ambiguous_cue_on_the_person_noun() -> None:
    # "Carter worked as a photographer for the newspaper." with "photographer" aligned to its
    # neighbour: both translations get the other one as their variant (a closed pair)
    src = "Carter worked as a photographer for the newspaper."
    f = "عملت كارتر كمصورة في الجريدة."
    m = "عمل كارتر كمصور في الجريدة."
    agents = RuleAgents()
    cue = Cue("photographer", Category.C7, "في", (4, 5), (3, 4))
    vf = agents.variants(Item(src, f, "ar"), CueDetection(cues=(cue,)))
    vm = agents.variants(Item(src, m, "ar"), CueDetection(cues=(cue,)))
    assert [v.text for v in vf.ambiguous] == [m]
    assert [v.text for v in vm.ambiguous] == [f]


def test_demonstrative_before_the_noun_agrees() -> None:
    # "This writer won the prize"
    assert realise("فاز هذا الكاتب بالجائزة.", (2, 3), "F") == "فازت هذه الكاتبة بالجائزة."


def test_verbs_joined_to_the_opening_verb_agree() -> None:
    # "Moore refused the offer and went back to work as a teacher"
    assert (
        realise("رفضت مور العرض وعادت للعمل كمعلمة في القرية.", (5, 6), "M")
        == "رفض مور العرض وعاد للعمل كمعلم في القرية."
    )
    assert (
        realise("رفض مور العرض وعاد للعمل كمعلم في القرية.", (5, 6), "F")
        == "رفضت مور العرض وعادت للعمل كمعلمة في القرية."
    )


def test_an_ambiguous_variant_never_changes_an_explicit_reading() -> None:
    # "She worked in the village and Carter as a teacher": realising the teacher would flip
    # عملت, which is what "She" reads; that variant is dropped (rules-9)
    agents = RuleAgents()
    item = Item("She worked as a teacher in the village.", "عملت كارتر كمعلمة في القرية.", "ar")
    she = Cue("She", Category.C1, "عملت", (0, 1), (0, 1), "F")
    teacher = Cue("teacher", Category.C7, "كمعلمة", (4, 5), (2, 3))
    vs = agents.variants(item, CueDetection(cues=(she, teacher)))
    assert vs.ambiguous == ()
    assert any("explicit cue 'She'" in r for r in vs.rejected)
    # without the explicit cue the same realisation is an ambiguous variant
    vs = agents.variants(item, CueDetection(cues=(teacher,)))
    assert [v.text for v in vs.ambiguous] == ["عمل كارتر كمعلم في القرية."]
