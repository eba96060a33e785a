"""Russian and Ukrainian in FairQE's rules agents (fairmt.inflect.slavic): the target gender of
explicit cues from pymorphy3's tags, the explicit check A_exp, and the flips.

Russian sentences marked "MLQE-PE" are source sentences of MLQE-PE ru-en *train* (training
data, no evaluation set); the others were written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.errors import EXIT_MISSING_DEPENDENCY, MissingDependencyError
from fairmt.fairqe.agents.cue_readers import CueReader
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item
from fairmt.gender.types import Realisation
from fairmt.inflect.base import get_inflector
from fairmt.inflect.slavic import RussianInflector, SlavicInflector, UkrainianInflector
from fairmt.languages import language_pack

pytest.importorskip("pymorphy3")

RU = RussianInflector()
UK = UkrainianInflector()


def words(sentence: str) -> list[str]:
    return sentence.split()


def read_and_flip(
    inf: SlavicInflector, sentence: str, span: tuple[int, int], source: str, kind: str
) -> tuple[Realisation | None, str | None]:
    tokens = sentence.split()
    g = inf.cue_gender(tokens, span, source, kind)
    other: Realisation | None = {"F": "M", "M": "F"}.get(g or "")  # type: ignore[assignment]
    new = inf.realise_cue(tokens, span, other, source, kind) if other else None
    return g, " ".join(new) if new else None


# --------------------------------------------------------------------------- Russian


@pytest.mark.parametrize(
    ("sentence", "span", "source", "kind", "gender", "flipped"),
    [
        # a subject pronoun with its past tense; the predicate noun врач keeps its form
        (
            "Она была врачом в городской больнице.",
            (0, 1),
            "She",
            "pronoun",
            "F",
            "Он был врачом в городской больнице.",
        ),
        # MLQE-PE: the predicate stops at the comma (the clause after что has its own subject)
        (
            "Она рассказала, что вице-премьер Рикардо Руис лично проследит.",
            (0, 1),
            "She",
            "pronoun",
            "F",
            "Он рассказал, что вице-премьер Рикардо Руис лично проследит.",
        ),
        # MLQE-PE: a past tense, a short participle and a coordinated verb agree
        (
            "Он был госпитализирован и на момент сообщения находился в критическом состоянии.",
            (0, 1),
            "He",
            "pronoun",
            "M",
            "Она была госпитализирована и на момент сообщения находилась в критическом состоянии.",
        ),
        # MLQE-PE: a full adjective before its noun agrees with the noun, not the subject
        (
            "Она уже стала важным фактором внешней политики.",
            (0, 1),
            "She",
            "pronoun",
            "F",
            "Он уже стал важным фактором внешней политики.",
        ),
        # a predicate noun with a feminine pair is flipped with its adjective
        ("Он известный актёр.", (0, 1), "He", "pronoun", "M", "Она известная актриса."),
        # a predicative adjective in the instrumental
        ("Она была очень счастливой.", (0, 1), "She", "pronoun", "F", "Он был очень счастливым."),
        # the subject pronoun dropped: the cue aligned to the verb reads and flips it
        ("Сказала, что придёт завтра.", (0, 1), "She", "pronoun", "F", "Сказал, что придёт завтра."),
        # object pronouns: ней by its preposition (с ней -> с ним), её possessive
        ("Я поговорил с ней вчера.", (3, 4), "her", "pronoun", "F", "Я поговорил с ним вчера."),
        ("Я говорил о ней вчера.", (3, 4), "her", "pronoun", "F", "Я говорил о нём вчера."),
        ("Я видел её книгу.", (2, 3), "her", "pronoun", "F", "Я видел его книгу."),
        ("Я дал ему книгу.", (2, 3), "him", "pronoun", "M", "Я дал ей книгу."),
        # a lexical cue reads a masculine noun too, and flips it with its agreement
        (
            "Знаменитый актёр приехал в Москву.",
            (1, 2),
            "actor",
            "lexical",
            "M",
            "Знаменитая актриса приехала в Москву.",
        ),
        # MLQE-PE: a feminine noun; the verb before it agrees
        (
            "Когда мне было 15 лет, в ходе классного часа учительница эмоционально призывала всех.",
            (9, 10),
            "teacher",
            "agreement",
            "F",
            "Когда мне было 15 лет, в ходе классного часа учитель эмоционально призывал всех.",
        ),
        # MLQE-PE: a common-gender noun read from its verb (the name between is not flipped)
        (
            "В частности, судья Светлана Ухналева отказалась привлечь специалистов.",
            (2, 3),
            "judge",
            "agreement",
            "F",
            "В частности, судья Светлана Ухналева отказался привлечь специалистов.",
        ),
        # MLQE-PE: a common-gender noun read from its modifier (тот же судья)
        (
            "Газета отмечает, что тот же судья Андрей Будаев годом ранее отказал Полухину.",
            (5, 6),
            "judge",
            "agreement",
            "M",
            "Газета отмечает, что та же судья Андрей Будаев годом ранее отказала Полухину.",
        ),
        # MLQE-PE: the verb before a common-gender subject
        (
            "Ещё пример – недавно рассказывала коллега по детскому саду.",
            (5, 6),
            "colleague",
            "agreement",
            "F",
            "Ещё пример – недавно рассказывал коллега по детскому саду.",
        ),
    ],
)
def test_russian_cues(
    sentence: str, span: tuple[int, int], source: str, kind: str, gender: str, flipped: str
) -> None:
    assert read_and_flip(RU, sentence, span, source, kind) == (gender, flipped)


def test_russian_masculine_profession_nouns_are_read_from_their_agreement() -> None:
    # "She is a doctor." -> "Она врач.": врач is the standard word for a woman too
    assert RU.cue_gender(words("Она врач."), (1, 2), "doctor", "agreement") is None
    assert RU.cue_gender(words("Он работал учителем в школе."), (2, 3), "teacher", "agreement") is None
    # ... unless its agreement says the person's gender
    assert RU.cue_gender(words("Врач сказала, что всё хорошо."), (0, 1), "doctor", "agreement") == "F"
    assert RU.cue_gender(words("Наша врач уехала в отпуск."), (1, 2), "doctor", "agreement") == "F"
    # a feminine noun always reads feminine
    assert RU.cue_gender(words("Моя учительница была строгой."), (1, 2), "teacher", "agreement") == "F"
    # a pronoun cue aligned to a noun reads nothing from the noun
    assert RU.cue_gender(words("Учительница пришла."), (0, 1), "She", "pronoun") is None


def test_russian_realisations() -> None:
    # a person noun with a pair, its modifier and its predicate
    assert RU.realise(words("Новый студент пришёл на лекцию."), (1, 2), "F") == words(
        "Новая студентка пришла на лекцию."
    )
    # the animate accusative after a transitive verb
    assert RU.realise(words("Я встретил нового студента."), (3, 4), "F") == words(
        "Я встретил новую студентку."
    )
    assert RU.realise(words("Мы говорили с учительницей."), (3, 4), "M") == words("Мы говорили с учителем.")
    # no feminine pair (врач; врачиха is colloquial and not generated): the agreement flips
    assert RU.realise(words("Врач сказал, что всё хорошо."), (0, 1), "F") == words(
        "Врач сказала, что всё хорошо."
    )
    # nouns of common gender keep their form
    assert RU.realise(words("Судья вынес приговор."), (0, 1), "F") == words("Судья вынесла приговор.")
    assert RU.realise(words("Сирота жил у тёти."), (0, 1), "F") == words("Сирота жила у тёти.")
    new = RU.realise(words("Мой коллега ушёл домой."), (1, 2), "F")
    assert new == words("Моя коллега ушла домой.")
    # already in the gender asked for: nothing to do
    assert RU.realise(words("Учительница пришла."), (0, 1), "F") is None


def test_russian_relative_clauses_and_participles_agree() -> None:
    # the relative pronoun and its verb, then the main clause's verb after the closing comma
    assert RU.realise(
        words("Учитель, который пришёл вчера, сказал, что экзамен лёгкий."), (0, 1), "F"
    ) == words("Учительница, которая пришла вчера, сказала, что экзамен лёгкий.")
    # которого: the accusative before a transitive verb, the genitive otherwise
    assert RU.realise(words("Я встретил студента, которого знал давно."), (2, 3), "F") == words(
        "Я встретил студентку, которую знал давно."
    )
    assert RU.realise(words("Я встретил студента, которого не было на лекции."), (2, 3), "F") == words(
        "Я встретил студентку, которой не было на лекции."
    )
    # a participial phrase
    assert RU.realise(words("Студентка, живущая в Москве, приехала домой."), (0, 1), "M") == words(
        "Студент, живущий в Москве, приехал домой."
    )
    # a masculine noun kept for a woman keeps its relative clause; the main verb agrees
    assert RU.realise(words("Врач, который пришёл вчера, сказал правду."), (0, 1), "F") == words(
        "Врач, который пришёл вчера, сказала правду."
    )
    assert (
        RU.cue_gender(words("Врач, который пришёл вчера, сказала правду."), (0, 1), "doctor", "agreement")
        == "F"
    )
    assert UK.realise(words("Вчителька, яка прийшла вчора, сказала правду."), (0, 1), "M") == words(
        "Вчитель, який прийшов вчора, сказав правду."
    )


def test_a_feminine_noun_without_a_masculine_pair_is_not_realised_masculine() -> None:
    # *медсестра пришёл: Russian has no masculine agreement with a feminine noun
    # (медбрат is not in pymorphy3's Russian dictionary; it is in the Ukrainian one)
    assert RU.realise(words("Медсестра пришла рано."), (0, 1), "M") is None
    assert RU.realise(words("Балерина пришла рано."), (0, 1), "M") is None
    # a word the dictionary does not know keeps everything (no "Медбрат устала")
    assert RU.realise(words("Медбрат устал после смены."), (0, 1), "F") is None
    assert UK.realise(words("Медсестра прийшла рано."), (0, 1), "M") == words("Медбрат прийшов рано.")


def test_the_speaker_is_gendered_by_the_target_only() -> None:
    # "I came home late and was very tired.": English genders nobody, Russian the speaker
    tokens = words("Я пришёл домой поздно и был очень уставшим.")
    spans = RU.implicit_person_spans(tokens)
    assert spans == [(1, 2), (5, 6), (7, 8)]
    out = tokens
    for sp in reversed(spans):
        out = RU.realise(out, sp, "F") or out
    assert out == words("Я пришла домой поздно и была очень уставшей.")
    assert UK.implicit_person_spans(words("Я сказала, що прийду.")) == [(1, 2)]
    # a speaker the sentence genders by a person noun ("I am a mother") is left alone
    assert RU.implicit_person_spans(words("Я мать двоих детей, и я устала.")) == []
    assert RU.implicit_person_spans(words("Я была учительницей, и я устала.")) == []
    # the third person is not the speaker
    assert RU.implicit_person_spans(words("Он пришёл домой.")) == []


def test_rules_agents_speaker_variants() -> None:
    agents = RuleAgents()
    src = "I came home late and was very tired."
    m = Item(src, "Я пришёл домой поздно и был очень уставшим.", "ru")
    f = Item(src, "Я пришла домой поздно и была очень уставшей.", "ru")
    am, af = agents.analyse([m, f])
    assert [v.text for v in am.variants.ambiguous] == [f.translation]
    assert [v.text for v in af.variants.ambiguous] == [m.translation]


def test_person_nouns_found_by_the_dictionary() -> None:
    tokens = words("Вчера учительница и её коллега встретили врача и кошку у больницы.")
    # a noun with a pair or of common gender; not врач (no pair), кошка (an animal), больница
    assert RU.person_spans(tokens) == [(1, 2), (4, 5)]
    assert RU.denotes_no_person(tokens, (10, 11))  # у больницы
    assert not RU.denotes_no_person(tokens, (7, 8))  # врача: animate
    assert not RU.denotes_no_person(tokens, (5, 6))  # встретили: no noun
    assert UK.person_spans(words("Лікар сказав, що студентка прийде.")) == [(0, 1), (3, 4)]
    # a name inside the sentence is no person noun to realise
    assert RU.person_spans(words("Вчера Саша пришёл домой.")) == []


def test_russian_noun_pairs_are_known_words() -> None:
    pairs = {"учитель": "учительница", "студент": "студентка", "актёр": "актриса", "певец": "певица"}
    pairs |= {"писатель": "писательница", "переводчик": "переводчица", "американец": "американка"}
    for m, f in pairs.items():
        assert RU.pair(m, "F").normal_form == f
        assert RU.pair(f, "M").normal_form == m
    # no pair where the dictionary has none, or only a colloquial one (-ша, -иха)
    for m in ("врач", "директор", "инженер", "министр", "судья"):
        assert RU.pair(m, "F") is None


# --------------------------------------------------------------------------- Ukrainian


@pytest.mark.parametrize(
    ("sentence", "span", "source", "kind", "gender", "flipped"),
    [
        ("Вона сказала, що прийде завтра.", (0, 1), "She", "pronoun", "F", "Він сказав, що прийде завтра."),
        # Ukrainian feminitives are standard: лікар/лікарка
        (
            "Він був лікарем у міській лікарні.",
            (0, 1),
            "He",
            "pronoun",
            "M",
            "Вона була лікаркою у міській лікарні.",
        ),
        ("Вона була щасливою.", (0, 1), "She", "pronoun", "F", "Він був щасливим."),
        ("Я дав йому книгу.", (2, 3), "him", "pronoun", "M", "Я дав їй книгу."),
        ("Я бачив її книгу.", (2, 3), "her", "pronoun", "F", "Я бачив його книгу."),
        ("Моя вчителька дуже сувора.", (1, 2), "teacher", "agreement", "F", "Мій вчитель дуже суворий."),
        ("Лікар прийшов пізно.", (0, 1), "doctor", "agreement", "M", "Лікарка прийшла пізно."),
        # common gender (listed masculine and feminine): the verb; the reflexive keeps -ся
        (
            "Суддя відмовилася відповідати.",
            (0, 1),
            "judge",
            "agreement",
            "F",
            "Суддя відмовився відповідати.",
        ),
    ],
)
def test_ukrainian_cues(
    sentence: str, span: tuple[int, int], source: str, kind: str, gender: str, flipped: str
) -> None:
    assert read_and_flip(UK, sentence, span, source, kind) == (gender, flipped)


def test_ukrainian_citation_form_without_a_case() -> None:
    # the dictionary lists директор without a case: it is the nominative, its predicate agrees
    assert UK.realise(words("Директор сказав, що все добре."), (0, 1), "F") == words(
        "Директорка сказала, що все добре."
    )


# --------------------------------------------------------------------------- the rules agents


def test_language_packs_declare_the_support() -> None:
    for lang in ("ru", "uk"):
        pack = language_pack(lang)
        assert pack is not None and pack.inflector is not None and pack.flips
        assert pack.support()["explicit"] == "yes" and pack.support()["neutral"] == "no"
        assert isinstance(get_inflector(lang), CueReader)
    assert "ru" in RuleAgents().languages and "uk" in RuleAgents().languages


def _pronoun(span: tuple[int, int] | None, gender: Realisation) -> Cue:
    return Cue("She" if gender == "F" else "He", Category.C1, "", (0, 1), span, gender)


def test_rules_agents_flag_an_explicit_violation() -> None:
    """ "She is a doctor." -> "Он врач.": A_exp false, the corrected variant made."""
    agents = RuleAgents()
    right = Item("She is a doctor.", "Она врач.", "ru")
    wrong = Item("She is a doctor.", "Он врач.", "ru")
    det = CueDetection(cues=(_pronoun((0, 1), "F"),))
    vr, vw = agents.variants(right, det), agents.variants(wrong, det)
    assert vr.alignment is True and [(v.text, v.satisfies) for v in vr.explicit] == [
        (wrong.translation, False)
    ]
    assert vw.alignment is False and [(v.text, v.satisfies) for v in vw.explicit] == [
        (right.translation, True)
    ]


def test_rules_agents_place_a_dropped_pronoun() -> None:
    agents = RuleAgents()
    item = Item("She said she would come tomorrow.", "Сказала, что придёт завтра.", "ru")
    det = agents._placed(item, CueDetection(cues=(_pronoun(None, "F"),)))
    assert det.cues[0].target_tokens == (0, 1)
    assert agents.variants(item, det).alignment is True


def test_rules_agents_end_to_end_ukrainian() -> None:
    """Cue detection with the shipped en-uk aligner, then the explicit check."""
    agents = RuleAgents()
    src = "She said she was tired."
    right, wrong = Item(src, "Вона сказала, що втомилася.", "uk"), Item(src, "Він сказав, що втомився.", "uk")
    a_right, a_wrong = agents.analyse([right, wrong])
    assert a_right.variants.alignment is True and a_wrong.variants.alignment is False
    assert [v.text for v in a_wrong.variants.explicit] == [right.translation]


_PAIRS = [
    # (English with no gendered word, feminine translation, masculine translation): written for
    # this test; each translation's ambiguous variants must hold the other one
    (
        "The writer published a new novel last year.",
        "Писательница опубликовала новый роман в прошлом году.",
        "Писатель опубликовал новый роман в прошлом году.",
    ),
    ("My neighbour works as a lawyer.", "Моя соседка работает юристом.", "Мой сосед работает юристом."),
    (
        "The student who won the prize was happy.",
        "Студентка, которая выиграла приз, была счастлива.",
        "Студент, который выиграл приз, был счастлив.",
    ),
    ("The singer thanked the audience.", "Певица поблагодарила публику.", "Певец поблагодарил публику."),
    ("The judge rejected the appeal.", "Судья отклонила апелляцию.", "Судья отклонил апелляцию."),
    (
        "Our new colleague starts on Monday.",
        "Наша новая коллега начинает работу в понедельник.",
        "Наш новый коллега начинает работу в понедельник.",
    ),
    (
        "The employee was fired without warning.",
        "Сотрудница была уволена без предупреждения.",
        "Сотрудник был уволен без предупреждения.",
    ),
    (
        "The director of the school gave a speech.",
        "Директор школы выступила с речью.",
        "Директор школы выступил с речью.",
    ),
]


def test_rules_agents_ambiguous_pairs_get_each_other() -> None:
    agents = RuleAgents()
    items = [Item(src, t, "ru") for src, f, m in _PAIRS for t in (f, m)]
    analyses = agents.analyse(items)
    for k, (_, f, m) in enumerate(_PAIRS):
        af, am = analyses[2 * k], analyses[2 * k + 1]
        assert m in [v.text for v in af.variants.ambiguous], f
        assert f in [v.text for v in am.variants.ambiguous], m


def test_missing_pymorphy3_is_refused_up_front(monkeypatch: pytest.MonkeyPatch) -> None:
    import fairmt.gender.pymorphy as pm

    def missing(lang: str) -> object:
        raise MissingDependencyError("pymorphy3 with its ru/uk dictionaries", "pip install 'fairmt[slavic]'")

    monkeypatch.setattr(pm, "_backend", missing)
    agents = RuleAgents()
    agents._inflectors["ru"] = RussianInflector()  # a fresh one that has not loaded its dictionary
    with pytest.raises(MissingDependencyError, match=r"fairmt\[slavic\]"):
        agents.check_languages(["de", "ru"])
    agents.check_languages(["de"])  # other languages are unaffected
    assert agents._inflectors["ru"].version() == "ru-inflect-5"  # the signature needs no pymorphy3


def test_cli_without_pymorphy3_refuses_ru_before_any_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import fairmt.gender.pymorphy as pm
    from fairmt.cli.main import main

    def missing(lang: str) -> object:
        raise MissingDependencyError("pymorphy3 with its ru/uk dictionaries", "pip install 'fairmt[slavic]'")

    monkeypatch.setattr(pm, "_backend", missing)
    get_inflector.cache_clear()  # fresh inflectors, which have not loaded a dictionary yet
    try:
        f = tmp_path / "ru.tsv"
        f.write_text("The doctor came.\tВрач пришёл.\n", encoding="utf-8")
        out = tmp_path / "out.jsonl"
        code = main(["qe", "score", "-i", str(f), "--tgt-lang", "ru", "-o", str(out)])
        assert code == EXIT_MISSING_DEPENDENCY
        assert "fairmt[slavic]" in capsys.readouterr().err
        assert not out.exists() or not out.read_text(encoding="utf-8")
    finally:
        get_inflector.cache_clear()
