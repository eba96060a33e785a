"""it-inflect-51: the plurals of adjectives in -io ("vecchi" -> "vecchie", not "vecche"; "serie" ->
"seri", not the archaic "serii"); a one-gender noun reading after a copula and an adverb that is the
predicative ("sono talvolta soggette a"); "membro" in apposition to a thing ("Stato membro") and
"Stati" after an article (a noun, no participle); the infinitive "essere" after a first- or
second-person verb ("Spero di essere pronta"); "anch'egli" <-> "anch'ella". Sentences the team wrote."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # the -io adjective before and after its noun, and as the predicative
        ("I vecchi amici sono arrivati .", "Le vecchie amiche sono arrivate ."),
        ("Gli zii più vecchi abitano in città .", "Le zie più vecchie abitano in città ."),
        ("I nonni erano vecchi e stanchi .", "Le nonne erano vecchie e stanche ."),
        ("Gli allievi erano ampi di spalle .", "Le allieve erano ampie di spalle ."),
        # F->M: one "i" in the plural of "serio"
        ("I medici sono seri e bravi .", "Le mediche sono serie e brave ."),
        ("Gli zii sono seri .", "Le zie sono serie ."),
        # a noun reading of the dictionary ("soggetto", the subject) is the predicative adjective
        # after a copula and an adverb, as right after the copula
        ("Gli operai sono soggetti a infortuni .", "Le operaie sono soggette a infortuni ."),
        ("Gli operai sono talvolta soggetti a rischi .", "Le operaie sono talvolta soggette a rischi ."),
        ("Gli operai sono spesso soggetti a controlli .", "Le operaie sono spesso soggette a controlli ."),
    ],
)
def test_both_directions(masc: str, fem: str) -> None:
    inflector = get_inflector("it")
    assert flip_to(inflector, masc, fem, "F")[0] == fem
    assert flip_to(inflector, fem, masc, "M")[0] == masc


@needs_it
@pytest.mark.parametrize(
    ("word", "gender", "expected"),
    [
        ("vecchi", "F", "vecchie"),
        ("ampi", "F", "ampie"),
        ("serie", "M", "seri"),
        # unchanged: an -o adjective's plural, and "vari" (already right)
        ("ricchi", "F", "ricche"),
        ("stanchi", "F", "stanche"),
        ("vari", "F", "varie"),
    ],
)
def test_word_forms(word: str, gender: str, expected: str) -> None:
    assert get_inflector("it").inflect(word, gender, False, "pl") == expected  # type: ignore[arg-type]


@needs_it
def test_thing_noun_after_adverb_stays() -> None:
    # the noun after the copula and adverb is not a person's unless a span is asked for it: a
    # flip of the person alone leaves "oggetto" (a noun with no feminine) as it is
    inflector = get_inflector("it")
    masc, fem = "Il ragazzo è spesso oggetto di scherzi .", "La ragazza è spesso oggetto di scherzi ."
    assert flip_to(inflector, masc, fem, "F")[0] == fem


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("it").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        # "membro" in apposition to a thing noun names no person: nothing changes
        ("I pazienti sono curati in un altro Stato membro .", (5, 9)),
        ("I medici lavorano negli Stati membri .", (3, 6)),
        ("I ministri vivono nei paesi membri .", (3, 6)),
    ],
)
def test_member_apposition_is_no_person(sentence: str, span: tuple[int, int]) -> None:
    assert _realise(sentence, span, "F") is None


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "fem"),
    [
        # "Stati" after an article is the noun, not the participle of essere: the predicate
        # past the subject's complement still agrees
        (
            "Gli insegnanti negli Stati membri devono essere registrati .",
            (0, 2),
            "Le insegnanti negli Stati membri devono essere registrate .",
        ),
        (
            "I medici degli Stati vicini sono arrivati stanchi .",
            (0, 2),
            "Le mediche degli Stati vicini sono arrivate stanche .",
        ),
    ],
)
def test_stati_after_article_is_a_noun(sentence: str, span: tuple[int, int], fem: str) -> None:
    assert _realise(sentence, span, "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        # the infinitive "essere" after a first-person verb: its predicative is the speaker's
        ("Spero di essere pronta domani .", [(3, 4)]),
        ("Vorrei essere presa sul serio .", [(2, 3)]),
        ("Voglio essere sincera con te .", [(2, 3)]),
        ("Vuoi essere sola ?", [(2, 3)]),
        # an object clitic names the infinitive's subject; a third person is no speaker
        ("Ti chiedo di essere sincera .", []),
        ("Preferisce essere sola .", []),
    ],
)
def test_speaker_infinitive_essere(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert singular_speaker_spans(sentence.split()) == spans


@needs_it
def test_person_before_member_apposition_still_changes() -> None:
    # a span on the person and the apposition both is still the person's (not vetoed)
    sentence = "Il rappresentante dello Stato membro è arrivato ."
    out = _realise(sentence, (0, 5), "F")
    assert out is not None and out.startswith("La rappresentante")


@needs_it
def test_noun_homograph_of_first_person_is_no_speaker() -> None:
    # "sogno" is the noun "dream" here (also the first person of "sognare"): the infinitive's
    # predicative is not the speaker's
    assert singular_speaker_spans(["Il", "suo", "sogno", "di", "essere", "ricca", "."]) == []


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "anch'" (elided "anche") before a subject pronoun: the pronoun changes, not "anch'egli" as
        # one word ("anch'eglie")
        ("Anch'egli era stanco .", "Anch'ella era stanca ."),
        ("Il padre, anch'egli pittore, morì giovane .", "La madre, anch'ella pittrice, morì giovane ."),
        ("Il cugino era anch'esso un famoso attore .", "La cugina era anch'essa una famosa attrice ."),
    ],
)
def test_anche_elided_before_pronoun(masc: str, fem: str) -> None:
    inflector = get_inflector("it")
    assert flip_to(inflector, masc, fem, "F")[0] == fem
    assert flip_to(inflector, fem, masc, "M")[0] == masc


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "fem"),
    [
        # a person noun the dictionary has no feminine for, before "membro"/"membri": a person
        # in apposition, not a thing ("Stato membro"), so the person still changes
        (
            "I ministri membri della giunta erano stanchi .",
            (0, 3),
            "Le ministre membre della giunta erano stanche .",
        ),
        (
            "I tecnici membri del comitato sono arrivati .",
            (0, 3),
            "Le tecniche membre del comitato sono arrivate .",
        ),
        ("Il capo membro del consiglio è arrivato .", (0, 3), "La capo membro del consiglio è arrivata ."),
    ],
)
def test_person_noun_before_membro_changes(sentence: str, span: tuple[int, int], fem: str) -> None:
    assert _realise(sentence, span, "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        # a thing noun with no feminine as the predicative, after a copula and adverbs or right
        # after the copula, with the span on the noun: it keeps its gender ("oggetto", not "oggetta")
        ("Lo studente è spesso oggetto di critiche .", (4, 5)),
        ("Il nonno è sempre motivo di vanto .", (4, 5)),
        ("Lui è ancora esempio per gli altri .", (3, 4)),
        ("Lo studente è oggetto di critiche .", (3, 4)),
        ("Il nonno era motivo di vanto .", (3, 4)),
    ],
)
def test_thing_predicative_noun_stays(sentence: str, span: tuple[int, int]) -> None:
    assert _realise(sentence, span, "F") is None


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "fem"),
    [
        # the adjective behind a noun homograph ("soggetto a") and a person noun still agree
        ("I minatori sono spesso soggetti a rischi .", (4, 5), "I minatori sono spesso soggette a rischi ."),
        ("Mio fratello è ministro da due anni .", (3, 4), "Mio fratello è ministra da due anni ."),
    ],
)
def test_adjectival_or_person_predicative_changes(sentence: str, span: tuple[int, int], fem: str) -> None:
    assert _realise(sentence, span, "F") == fem


@needs_it
def test_feminine_noun_with_adjective_masculine_changes() -> None:
    # "nota" after the copula: the adjective "noto" the dictionary has only as a verb form in -o
    assert (
        _realise("La pittrice era nota in tutta Europa .", (3, 4), "M")
        == "La pittrice era noto in tutta Europa ."
    )


@needs_it
def test_preferisco_essere_sola_is_the_speakers() -> None:
    # the module's own example: the predicative of "essere" after "preferisco" is the speaker's
    tokens = ["Preferisco", "essere", "sola", "con", "i", "miei", "pensieri", "."]
    assert singular_speaker_spans(tokens) == [(2, 3)]


@needs_it
def test_italian_morphology_has_one_i() -> None:
    from fairmt.inflect.italian_morphology import ItalianMorphology

    morph = morphology("it")
    assert isinstance(morph, ItalianMorphology)
    assert morph.agree("serie", "m") == "seri"
    assert morph.agree("pie", "m") in (None, "pii")
