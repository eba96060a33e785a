"""helper de44: the heads of two coordinated lists of the same length are linked in order
(fairqe/list_links.py). Sentences are own (the German is what an MT system writes)."""

from __future__ import annotations

from fairmt.fairqe.list_links import list_links
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


def test_heads_linked_in_order() -> None:
    src = "They hired cooks, drivers, gardeners and guards."
    tgt = "Sie stellten Köche, Fahrer, Gärtner und Wachen ein."
    # A shifted alignment: every English noun linked to the German noun after its translation.
    shifted = [(0, 0), (1, 1), (2, 4), (3, 5), (4, 7), (6, 8)]
    links = list_links(src.split(), tgt.split(), shifted)
    assert (2, 2) in links and (3, 3) in links and (4, 4) in links and (6, 6) in links
    assert (0, 0) in links and (1, 1) in links


def test_lists_of_other_lengths_keep_the_aligner() -> None:
    src = "Yesterday, the doctor, the nurse and the teacher worked."
    tgt = "Gestern arbeiteten der Arzt, der Pfleger und der Lehrer."
    links = [(0, 0), (2, 3), (4, 5), (7, 8)]
    assert list_links(src.split(), tgt.split(), links) == links


def test_lexical_noun_in_a_list_freezes_only_its_own_translation(realiser: SentenceRealiser) -> None:
    # "churchmen" is gendered by the English (Kirchenmänner stays); the aligner gave it the
    # next conjunct, Grundbesitzer, which then stayed masculine.
    item = Item(
        "The coalition brought together monarchists, republicans, businessmen, churchmen, "
        "landowners and the army.",
        "Die Koalition brachte Monarchisten, Republikaner, Geschäftsleute, Kirchenmänner, Grundbesitzer "
        "und die Armee zusammen.",
        "de",
    )
    realiser.prepare([item])
    out = realiser.realise(item, "F")
    assert out is not None
    assert "Grundbesitzerinnen" in out and "Kirchenmänner" in out


def test_postmodifier_after_the_last_conjunct_is_no_head() -> None:
    # (defix44, B2) "from Kent" follows the last noun: the last conjunct is longer than any
    # earlier one, so its head is not known and the aligner's links stay.
    src = "We met potters, weavers, bakers and gardeners from Kent."
    tgt = "Wir trafen Töpfer, Weber, Bäcker und Gärtner aus Kent."
    links = list_links(src.split(), tgt.split(), [(2, 2), (3, 3), (4, 4), (6, 6), (8, 8)])
    assert (6, 6) in links and (8, 8) in links and (8, 6) not in links
    # A verb after the last noun is no head either.
    src = "They thanked cooks, drivers, gardeners and guards who stayed."
    tgt = "Sie dankten Köchen, Fahrern, Gärtnern und Wachen, die blieben."
    links = list_links(src.split(), tgt.split(), [(2, 2), (3, 3), (4, 4), (6, 6), (8, 9)])
    assert (6, 6) in links and (8, 6) not in links
