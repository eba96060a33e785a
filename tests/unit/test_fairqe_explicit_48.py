"""Helper ex48 (issue 13): explicit accuracy in Spanish and Italian. Every sentence here was
written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _flags_wrong_only(agents: RuleAgents, lang: str, source: str, wrong: str, right: str) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a role noun said of the subject, which the aligner placed nowhere: the copula's
        # definite article, ordinal and noun are its words, over an adverb after the copula
        ("it", "She was later the second bursar at Trinity Hall College, Cambridge until 1850.",
         "Fu poi il secondo economo al Trinity Hall College di Cambridge fino al 1850.",
         "Fu poi la seconda economa al Trinity Hall College di Cambridge fino al 1850."),
        ("it", "She was also 3rd curate at Saint Peter's Abbey, Bath from 1790 to 1801.",
         "Fu anche il terzo curato dell'abbazia di San Pietro a Bath dal 1790 al 1801.",
         "Fu anche la terza curata dell'abbazia di San Pietro a Bath dal 1790 al 1801."),
        ("es", "She was later the second bursar at Trinity Hall College, Cambridge until 1850.",
         "Fue luego el segundo ecónomo del Trinity Hall College de Cambridge hasta 1850.",
         "Fue luego la segunda ecónoma del Trinity Hall College de Cambridge hasta 1850."),
    ],
)  # fmt: skip
def test_an_unaligned_role_noun_after_the_copula_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("source", "k", "nominal"),
    [
        ("She was the second bursar.", 4, True),
        ("She was also 3rd prebendary there.", 4, True),
        ("He was later a trusted adviser.", 5, True),
        ("She was chaplain there.", 2, True),
        ("She met the second bursar.", 4, False),
        ("She was with the bursar.", 4, False),
        ("She was, the bursar said, late.", 3, False),
        ("He was the abbess's chaplain.", 3, False),  # the possessor, not the predicate nominal
        ("She was the bursar's niece.", 3, False),
    ],
)  # fmt: skip
def test_english_predicate_nominal_with_the_definite_article(source: str, k: int, nominal: bool) -> None:
    from fairmt.fairqe.cue_tokens import tokenize
    from fairmt.fairqe.unaligned_nominals import english_predicate_nominal

    assert english_predicate_nominal([tokenize(w) for w in source.split()], k) is nominal


@pytest.mark.parametrize(
    ("lang", "target", "anchor", "span"),
    [
        ("it", "Fu anche il terzo cappellano della cattedrale.", 4, (2, 5)),
        ("it", "Era l'economa del collegio.", 1, (1, 2)),
        ("it", "Fu anche un’amica della badessa.", 2, (2, 3)),  # elided article, typographic apostrophe
        ("es", "Fue también el tercer capellán.", 4, (2, 5)),
        ("it", "Conobbe il terzo cappellano.", 3, None),  # no copula
        ("it", "Fu, per tutti, il cappellano.", 5, None),  # punctuation between
        ("es", "Fue el tercer capellán.", 3, (1, 4)),
    ],
)  # fmt: skip
def test_unaligned_nominal_after_an_adverb_and_with_a_modifier(
    lang: str, target: str, anchor: int, span: tuple[int, int] | None
) -> None:
    from fairmt.fairqe.cue_seeds import target_norm
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unaligned_nominals import unaligned_nominal

    tokens = target.split()
    norm = [target_norm(t, lang) for t in tokens]
    assert unaligned_nominal(target_morphology(lang), norm, tokens, anchor, lang) == span


@pytest.mark.parametrize(
    ("lang", "source", "target"),
    [
        # negative controls: another person's noun, a thing after the copula, a right translation
        ("it", "She was the bursar's daughter.", "Era la figlia dell'economo."),
        ("it", "She was the first to arrive at the college.", "Fu la prima ad arrivare al collegio."),
        ("it", "She was later the second bursar at the college.", "Fu poi la seconda economa del collegio."),
        ("es", "She was the bursar's daughter.", "Era la hija del ecónomo."),
    ],
)  # fmt: skip
def test_a_right_translation_is_not_flagged(agents: RuleAgents, lang: str, source: str, target: str) -> None:
    (an,) = agents.analyse([Item(source, target, lang)])
    assert an.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a role noun after "as" that the aligner placed nowhere: the noun after "como"/"come"
        ("es", "In 1980 he set himself up as a freelance silversmith in his garage.",
         "En 1980 se estableció como platera autónoma en su garaje.",
         "En 1980 se estableció como platero autónomo en su garaje."),
    ],
)  # fmt: skip
def test_an_unaligned_role_noun_after_as_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("source", "k", "role"),
    [
        ("He worked as a freelance silversmith.", 5, True),
        ("As a young chaplain, he travelled.", 3, True),
        ("She served as bursar.", 3, True),
        ("Poets such as a bard sing.", 4, False),
        ("He was a painter as well as a silversmith.", 8, False),
        ("She paid the same as a silversmith.", 5, False),
        ("He came as, a silversmith.", 3, False),
        ("She was as devout as a prebendary.", 6, False),  # a comparison "as ADJ as"
        ("He sang as loudly as the bursar.", 6, False),
    ],
)  # fmt: skip
def test_english_as_complement(source: str, k: int, role: bool) -> None:
    from fairmt.fairqe.cue_tokens import tokenize
    from fairmt.fairqe.unaligned_nominals import english_as_complement

    assert english_as_complement([tokenize(w) for w in source.split()], k) is role


@pytest.mark.parametrize(
    ("lang", "target", "anchor", "span"),
    [
        ("es", "Se estableció como platera autónoma en su garaje.", 3, (3, 4)),
        ("it", "Lavorò come una brava infermiera.", 4, (2, 5)),
        ("it", "Lavorò come l'infermiera del paese.", 2, (2, 3)),
        ("es", "Trabajó de platera en su garaje.", 2, None),  # no "como"
        ("it", "Lavorò come, infermiera.", 2, None),  # punctuation between
        ("fr", "Elle travailla comme infirmière.", 3, None),
    ],
)  # fmt: skip
def test_unaligned_as_complement(lang: str, target: str, anchor: int, span: tuple[int, int] | None) -> None:
    from fairmt.fairqe.cue_seeds import target_norm
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unaligned_nominals import unaligned_as_complement

    tokens = target.split()
    norm = [target_norm(t, lang) for t in tokens]
    assert unaligned_as_complement(target_morphology(lang), norm, tokens, anchor, lang) == span


@pytest.mark.parametrize(
    ("lang", "source", "target", "noun", "not_span"),
    [
        # another person's noun after a copula or after "como"/"come" (= like), which the aligner
        # linked to its own English word, is not the unaligned role noun's span
        ("it", "He was later the second bursar, when his sister was the abbess.",
         "In seguito, quando sua sorella era la badessa, fu secondo economo.", "bursar", "la badessa"),
        ("es", "He was later hired as the second bursar, just like his aunt before him.",
         "Más tarde, como la tía antes que él, fue contratado de segundo ecónomo.", "bursar", "la tía"),
        # a thing after the copula of another clause
        ("it", "He was a prebendary; his house was a ruin.",
         "La sua casa era una rovina; lui era prebendario.", "prebendary", "una rovina"),
        ("it", "He was later the second bursar; the abbey was a ruin.",
         "Fu poi secondo economo; l'abbazia era una rovina.", "bursar", "una rovina"),
        ("es", "He was later the bursar, and the college was a ruin.",
         "El colegio era una ruina cuando fue ecónomo.", "bursar", "una ruina"),
    ],
)  # fmt: skip
def test_the_unaligned_span_is_not_another_clause_s_noun(
    agents: RuleAgents, lang: str, source: str, target: str, noun: str, not_span: str
) -> None:
    (an,) = agents.analyse([Item(source, target, lang)])
    (cue,) = [c for c in an.detection.cues if c.source_span == noun]
    assert cue.target_span != not_span
    assert an.variants.alignment is not False
