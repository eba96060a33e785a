"""Arabic agreement after the person's noun phrase, and the head of an agreeing adjective
(ar-inflect-4, :mod:`fairmt.inflect.arabic_agreement`).

Sentences written for these tests (none from an evaluation set); each test says the rule of
grammar it checks.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.arabic import VERSION, ArabicInflector, clause_verb_gender, person_form, verb_gender
from fairmt.inflect.arabic_agreement import (
    adjective_head,
    flip_elative,
    flip_predicate,
    imperfect_gender,
    kana_predicate,
    name_subject_verb,
)

AR = ArabicInflector()


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    new = AR.realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return " ".join(new) if new is not None else None


def test_version() -> None:
    assert VERSION == "ar-inflect-4" and AR.version() == VERSION


@pytest.mark.parametrize(
    ("word", "gender"),
    [
        ("يعمل", "M"),  # he works: the imperfect's third person masculine prefix ي
        ("تعمل", "F"),  # she works: ت
        ("ويكتب", "M"),  # with the conjunction و
        ("لتصبح", "F"),  # with the purpose ل (so that she becomes)
        ("ستصبح", "F"),  # with the future's س
        ("سيدرس", "M"),
    ],
)
def test_imperfect_gender(word: str, gender: str) -> None:
    assert imperfect_gender(word) == gender


def test_imperfect_gender_refuses_nominal_shapes() -> None:
    # تفعيل is form II's verbal noun (design, presentation), the accusative adverb ends in ا,
    # plural verbs end in ون/وا, a feminine noun in ة, a regular person noun is no verb
    for word in ("تصميم", "تقديم", "تقريبا", "تماما", "يعملون", "يكتبوا", "تجربة", "التعليم"):
        assert imperfect_gender(word) is None, word


def test_verb_gender_and_the_verbal_noun() -> None:
    assert verb_gender("تصنيف") is None  # a classification (تفعيل), not "she classifies"
    assert verb_gender("تماما") is None  # completely: no third-person imperfect ends in ا
    assert verb_gender("تعرفها") == "F"  # she knows it: ها is the object suffix, not the ا rule
    assert verb_gender("يكتبها") == "M"


def test_particles_are_no_bare_perfects() -> None:
    # three-letter particles have a bare perfect's shape; they are function words
    for word in ("حيث", "فقط", "رغم", "دون"):
        assert clause_verb_gender(word) is None, word


def test_person_form_refuses_function_words_plurals_and_form_iv_verbs() -> None:
    # a relative pronoun with و (and which), a feminine sound plural of a short stem (forces,
    # languages), the perfect of a hollow form IV verb (he pointed out, he wanted)
    for word in ("والتي", "فالذي", "وهذه", "قوات", "لغات", "أشار", "أراد"):
        assert person_form(word) is None, word
    # the person nouns next to them keep their reading
    assert person_form("والكاتبة") == ("وال", "كاتب", "F")
    assert person_form("أمير") == ("", "أمير", "M")


def test_descriptive_clause_of_an_indefinite_noun() -> None:
    # A verbal clause right after an indefinite noun describes it (جملة صفة للنكرة): its verb
    # agrees with the noun as subject. "Salma is a famous writer who writes for children."
    assert realise("سلمى كاتبة مشهورة تكتب للأطفال .", (1, 2), "M") == "سلمى كاتب مشهور يكتب للأطفال ."
    # "Khalid is a skilled engineer who works in the factory."
    assert realise("خالد مهندس ماهر يعمل في المصنع .", (1, 2), "F") == "خالد مهندسة ماهرة تعمل في المصنع ."
    # a negated imperfect: "a young doctor who does not smoke"
    assert realise("هو طبيب لا يدخن .", (1, 2), "F") == "هي طبيبة لا تدخن ."


def test_a_verb_after_a_preposition_is_not_the_persons() -> None:
    # "He is a writer about a city that lies on the river": تقع agrees with مدينة (the city),
    # after the preposition عن; it keeps its form.
    assert realise("هو كاتب عن مدينة تقع على النهر .", (1, 2), "F") == "هي كاتبة عن مدينة تقع على النهر ."


def test_a_verb_that_agrees_with_someone_else_keeps_its_form() -> None:
    # "a teacher whose students love" -> the verb after is masculine, the teacher feminine:
    # only a verb in the noun's original gender is flipped.
    assert realise("هي معلمة يحبها الطلاب .", (1, 2), "M") == "هو معلم يحبها الطلاب ."


def test_a_verb_joined_by_wa_shares_the_subject() -> None:
    # "Layla became a writer and wrote many novels": وكتبت is joined to the clause whose
    # subject is the person.
    assert (
        realise("أصبحت ليلى كاتبة وكتبت روايات كثيرة .", (2, 3), "M") == "أصبح ليلى كاتب وكتب روايات كثيرة ."
    )
    # a derived-form masculine perfect with و (and he moved)
    assert (
        realise("كان سمير مدرسا وانتقل إلى القاهرة .", (2, 3), "F") == "كانت سمير مدرسة وانتقلت إلى القاهرة ."
    )


def test_a_noun_joined_by_wa_is_no_verb() -> None:
    # "She is the author of novels and short stories": وقصص (and stories) has the shape of
    # و + a bare perfect; it is not read as one.
    assert realise("هي مؤلفة روايات وقصص قصيرة .", (1, 2), "M") == "هو مؤلف روايات وقصص قصيرة ."


def test_a_fronted_ka_phrase_describes_the_subject() -> None:
    # "As an engineer, she designed the new bridge": the ك-phrase describes the subject of
    # the clause it opens, whose verb follows the comma.
    assert realise("كمهندسة، صممت الجسر الجديد .", (0, 1), "M") == "كمهندس، صمم الجسر الجديد ."
    assert realise("كمعلم، يشرح الدرس ببطء .", (0, 1), "F") == "كمعلمة، تشرح الدرس ببطء ."
    # "As a writer, I feel free": أشعر is the first person's imperfect (أفعل), which a form IV
    # perfect shares; it is not flipped.
    assert realise("ككاتبة، أشعر بالحرية .", (0, 1), "M") == "ككاتب، أشعر بالحرية ."


def test_adjective_head() -> None:
    # The adjective follows its noun and agrees in gender and definiteness: a cue on the
    # adjective is grown over the noun. "Huda became a consulting engineer in the company."
    tokens = ["أصبحت", "هدى", "مهندسة", "استشارية", "في", "الشركة", "."]
    assert adjective_head(tokens, 3) == 2
    assert AR.phrase_span(tokens, (3, 4)) == (2, 4)
    assert realise(" ".join(tokens), (2, 4), "M") == "أصبح هدى مهندس استشاري في الشركة ."
    # definite: "the executive director"
    assert adjective_head(["وصل", "المدير", "التنفيذي", "."], 2) == 1


def test_adjective_head_over_a_construct() -> None:
    # With a construct between (مديرة مصنع, *a factory manager*), the head's adjective follows
    # the complement; ناجحة (successful, F) cannot agree with مصنع (M): it is the head's.
    tokens = ["كانت", "سعاد", "مديرة", "مصنع", "ناجحة", "."]
    assert adjective_head(tokens, 4) == 2
    assert realise(" ".join(tokens), AR.phrase_span(tokens, (4, 5)), "M") == "كان سعاد مدير مصنع ناجح ."


def test_adjective_head_refusals() -> None:
    # gender disagreement: كبير (M) is never the adjective of مديرة (F); only a head in the
    # adjective's gender is taken
    assert adjective_head(["مديرة", "مصنع", "كبير"], 2) != 0
    assert adjective_head(["مديرة", "بيت", "كبير"], 2) is None
    # definiteness disagreement: a definite word after an indefinite noun is no adjective of it
    assert adjective_head(["مهندسة", "الاستشارية"], 1) is None
    # an indefinite word in ـي before a predicate noun may be a transliterated name
    # ("Caruti is a painter"): not a head
    assert adjective_head(["كان", "كاروتي", "رسام", "معروف"], 2) is None
    # a word with a proclitic other than the article is no adjective (joined by و, after ك)
    assert adjective_head(["كاتبة", "وناقدة"], 1) is None
    assert adjective_head(["عملت", "كاتبة", "كمترجمة"], 2) is None
    # punctuation between
    assert adjective_head(["مهندسة،", "استشارية"], 1) is None


def test_particle_subject_before_the_predicate_noun() -> None:
    # The pronoun attached to أنّ (or to كون, *being*) is the subject whose predicate is the
    # noun after it: "she was described as a great teacher" (وُصفت بأنها معلمة عظيمة).
    assert realise("وصفت بأنها معلمة عظيمة .", (2, 3), "M") == "وصف بأنه معلم عظيم ."
    assert realise("رغم كونه رساما ماهرا .", (2, 3), "F") == "رغم كونها رسامة ماهرة ."


def test_particle_subject_after_the_phrase_with_its_verb() -> None:
    # "The nurse said that she would return": إنها and its verb ستعود agree with the nurse.
    assert realise("قالت الممرضة إنها ستعود غدا .", (1, 2), "M") == "قال الممرض إنه سيعود غدا ."
    # The impersonal pronoun of the matter (ضمير الشأن) is masculine whatever follows: in
    # "the teacher came, yet the lesson was postponed" (إلا أنه تم تأجيل الدرس) its verb is
    # not the person's, and it keeps its form.
    new = realise("وصلت المعلمة إلا أنه تم تأجيل الدرس .", (1, 2), "M")
    assert new is not None and new.split()[1] == "المعلم" and new.split()[3] == "أنه"
    new = realise("وصل المعلم إلا أنه تم تأجيل الدرس .", (1, 2), "F")
    assert new is not None and new.split()[1] == "المعلمة" and new.split()[3] == "أنه"


def test_reflexive_and_verbal_noun_possessors() -> None:
    # نفسه refers to the clause's subject; the possessor of a verbal noun (تعيين, appointment)
    # after the person's phrase is the person: "the director introduced himself after his
    # appointment".
    assert realise("قدمت المديرة نفسها بعد تعيينها .", (1, 2), "M") == "قدم المدير نفسه بعد تعيينه ."
    # a feminine thing named in between may be the referent: the search stops there
    # ("the writer completed the novel after editing it"): تحريرها (its editing) stays.
    assert realise("أكملت الكاتبة رواية طويلة بعد تحريرها .", (1, 2), "M") == (
        "أكمل الكاتب رواية طويلة بعد تحريرها ."
    )


def test_kana_predicate_after_a_name() -> None:
    # The predicate of كان agrees with its subject; after a name (which English does not
    # gender) it is a person reference only Arabic genders: "Altmeyer was a secretary".
    tokens = ["كانت", "Altmeyer", "سكرتيرة", "في", "اللجنة", "."]
    assert kana_predicate(tokens, 2) == 0
    assert AR.implicit_person_spans(tokens) == [(2, 3)]
    assert realise(" ".join(tokens), (2, 3), "M") == "كان Altmeyer سكرتير في اللجنة ."
    # the masculine accusative's ا gives way to ة; an adverb may stand before the predicate
    assert realise("كان دمكين أيضا طالبا في الجامعة .", (3, 4), "F") == "كانت دمكين أيضا طالبة في الجامعة ."
    # an imperfect predicate: "Salma was working in the factory"
    assert realise("كانت Salma تعمل في المصنع .", (2, 3), "M") == "كان Salma يعمل في المصنع ."


def test_kana_predicate_refusals() -> None:
    # a definite subject is a common noun (the novel was long): no person
    assert kana_predicate(["كانت", "الرواية", "طويلة", "."], 2) is None
    # a noun joined to the subject by و is no predicate (rhythm and feeling)
    assert kana_predicate(["كان", "إيقاع", "وشعور", "القصيدة"], 2) is None
    # the predicate must show كان's gender (a feminine noun after كان is someone else's)
    assert kana_predicate(["كان", "Smith", "مدرسة"], 2) is None
    # the elative أفعل and أحد have irregular feminines (أولى, إحدى): not flipped
    assert flip_predicate("أول", "F") is None and flip_predicate("أحد", "F") is None
    assert flip_predicate("أفضل", "F") is None
    assert flip_predicate("جزءا", "F") is None  # no ة after hamza
    assert flip_predicate("سكرتيرا", "F") == "سكرتيرة"


def test_the_first_and_the_other_take_fula() -> None:
    # The elative أفعل makes its feminine فُعلى: the first coach (F) is المدربة الأولى, never
    # الأولة; the definite adjective after the person noun agrees.
    assert realise("كانت المدربة الأولى في النادي .", (1, 2), "M") == "كان المدرب الأول في النادي ."
    assert realise("كان المدرب الأول في النادي .", (1, 2), "F") == "كانت المدربة الأولى في النادي ."
    assert flip_elative("الآخر", "F") == "الأخرى" and flip_elative("الأكبر", "F") is None


def test_no_person_candidate_right_after_fi() -> None:
    # "She works as a teacher at a university in the city": جامعة after في (at) is a place,
    # though it has the shape of a feminine participle (جامع + ة); معلمة is a candidate.
    tokens = ["تعمل", "معلمة", "في", "جامعة", "المدينة", "."]
    assert AR.person_spans(tokens) == [(1, 2)]


def test_verb_before_a_latin_name_subject() -> None:
    # VSO: the verb opening the clause agrees with the name after it, which English does not
    # gender ("After 1990, Smith became an engineer").
    tokens = ["بعد", "عام", "1990،", "أصبحت", "Smith", "مهندسة", "في", "الشركة", "."]
    assert name_subject_verb(tokens, 3)
    assert (3, 4) in AR.implicit_person_spans(tokens)
    assert " ".join(AR.realise(tokens, (3, 4), "M") or []) == "بعد عام 1990، أصبح Smith مهندسة في الشركة ."
    # a bare perfect and an imperfect after a clause opener
    assert name_subject_verb(["ثم", "عمل", "Jones", "كمدرس", "."], 1)
    assert realise("ثم عمل Jones كمدرس .", (1, 2), "F") == "ثم عملت Jones كمدرس ."
    assert realise("يدرس Lee الفيزياء .", (0, 1), "F") == "تدرس Lee الفيزياء ."


def test_no_verb_before_a_name_inside_a_phrase() -> None:
    # a noun before a name after a preposition (a member of the Labour party): no verb
    assert not name_subject_verb(["عضو", "في", "حزب", "Labour", "."], 2)
    # كان is left to kana_predicate
    assert not name_subject_verb(["كانت", "Smith", "مدرسة", "."], 0)
    # a lower-case or Arabic-script word after it is no name
    assert not name_subject_verb(["عملت", "الشركة", "بجد", "."], 0)


def test_verb_before_a_clitic_object_and_the_subject() -> None:
    # VPS: a preposition with its pronoun (the clitic object) comes before the subject noun,
    # and the verb before both agrees with the subject: "the notes that the writer kept".
    assert (
        realise("المذكرات التي احتفظت بها الكاتبة منذ سنوات .", (4, 5), "M")
        == "المذكرات التي احتفظ بها الكاتب منذ سنوات ."
    )
    # without the clitic PP the verb right before still agrees (VSO)
    assert realise("احتفظت الكاتبة بالمذكرات .", (1, 2), "M") == "احتفظ الكاتب بالمذكرات ."
