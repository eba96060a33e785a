"""rules-43: a named subject and another person noun after it are two persons, realised apart
(fairqe/bare_named_subjects.named_predicate_places, agents/independent_persons). Read off the
MT-GenEval Italian contextual *dev* proxy, where the feminine translation of "Whittier was first
introduced to poetry by a teacher" feminises the name's participle and keeps the teacher as it
is; the feminine and masculine translations of one source must get one variant set (issue 12).
Sentences written for these tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology

pytest.importorskip("spacy")
needs_it = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None, reason="Apertium Italian/English not installed"
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Ferrante was trained by a famous painter.",
            "Ferrante fu formata da un famoso pittore.",
            "Ferrante fu formato da un famoso pittore.",
        ),
        (
            "Castelli was invited to Rome by a rich banker.",
            "Castelli fu invitata a Roma da un ricco banchiere.",
            "Castelli fu invitato a Roma da un ricco banchiere.",
        ),
        (
            "Bellandi was hired by the director of the museum.",
            "Bellandi fu assunta dal direttore del museo.",
            "Bellandi fu assunto dal direttore del museo.",
        ),
    ],
)
def test_name_and_other_person_give_one_set(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    f_set, m_set = variant_set(source, feminine, "it"), variant_set(source, masculine, "it")
    assert f_set == m_set
    assert len(f_set) == 4  # the two persons' four combinations


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "mixed"),
    [
        # "as" + noun: a subject complement, the named subject's own role (Quirk 10.8).
        (
            "Ferrante is described as a gifted painter.",
            "Ferrante viene descritta come una valida pittrice.",
            "Ferrante viene descritto come una valida pittrice.",
        ),
        # A bare role after the verb: an object complement, the subject's role (Quirk 16.48).
        (
            "In 2004, Castelli was appointed State Secretary.",
            "Nel 2004, Castelli fu nominata Segretaria di Stato.",
            "Nel 2004, Castelli fu nominata Segretario di Stato.",
        ),
        # An object complement with its article, the aligner leaving it uncued: the subject's role.
        (
            "Soper was voted the greatest driver ever by the readers of the magazine.",
            "Soper fu votata la migliore pilota di sempre dai lettori della rivista.",
            "Soper fu votato la migliore pilota di sempre dai lettori della rivista.",
        ),
    ],
)
def test_the_subjects_own_role_is_no_other_person(
    variant_set: VariantSet, source: str, translation: str, mixed: str
) -> None:
    assert mixed not in variant_set(source, translation, "it")


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # Two coordinated roles are one person's (merged), the "other editors" another person.
        (
            "After a long career as writer and editor, Ferri left with several other editors.",
            "Dopo una lunga carriera come scrittrice e redattrice, Ferri se ne andò con altri redattori.",
            "Dopo una lunga carriera come scrittore e redattore, Ferri se ne andò con altri redattori.",
        ),
        # "other students" after a gerund: another referent, although no finite verb stands between.
        (
            "From 2010, Fabbri was an instructor, helping other students in mathematics.",
            "Dal 2010, Fabbri fu un'istruttrice, aiutando altri studenti in matematica.",
            "Dal 2010, Fabbri fu un istruttore, aiutando altri studenti in matematica.",
        ),
    ],
)
def test_one_persons_roles_merge_and_other_is_another_person(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    f_set, m_set = variant_set(source, feminine, "it"), variant_set(source, masculine, "it")
    assert f_set == m_set
    assert len(f_set) == 4
