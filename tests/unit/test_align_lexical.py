"""The lexical aligner: shipped per-pair tables, per-item Viterbi, independence from the file."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest

from fairmt.align.base import get_aligner
from fairmt.align.lexical import (
    COPY_PROB,
    DECODER,
    NULL,
    LexicalAligner,
    LexicalModel,
    decode,
    load_model,
    manifest,
    read_model,
    shipped_pairs,
    similarity,
    viterbi,
    write_model,
)
from fairmt.fairqe.cues import RuleCueDetector, aligner_tokens
from fairmt.fairqe.types import Item

# Real sentences (the project's examples and news-style sentences), none from an evaluation set.
PAIRS = [
    Item("The doctor said she would come tomorrow.", "Die Ärztin sagte, sie würde morgen kommen.", "de"),
    Item("My sister works as a teacher in Berlin.", "Meine Schwester arbeitet als Lehrerin in Berlin.", "de"),
    Item("The nurse closed the window.", "Der Krankenpfleger schloss das Fenster.", "de"),
    Item(
        "The teacher explained the problem to the students.",
        "La profesora explicó el problema a los estudiantes.",
        "es",
    ),
    Item("My mother is a lawyer.", "Mi madre es abogado.", "es"),
    Item("The director signed the contract.", "La directrice a signé le contrat.", "fr"),
    Item("Mrs. Martin is a good singer.", "Mme Martin est un bon chanteur.", "fr"),
    Item("Her daughter became a surgeon.", "Sua figlia è diventata un chirurgo.", "it"),
    Item("The student asked a question.", "La studentessa ha fatto una domanda.", "it"),
]
FILLER = [
    Item("The train leaves at seven.", "Der Zug fährt um sieben ab.", "de"),
    Item("The lawyer won the case.", "El abogado ganó el caso.", "es"),
    Item("It rained all day.", "Il a plu toute la journée.", "fr"),
    Item("The baker sold all the bread.", "Il panettiere ha venduto tutto il pane.", "it"),
    Item("All the adventurers were tired.", "Todos los aventureros estaban cansados.", "es"),
    Item("His brother is a nurse.", "Suo fratello è un infermiere.", "it"),
    Item("Someone left their umbrella here.", "Quelqu'un a laissé son parapluie ici.", "fr"),
    Item(
        "The manager thanked the cleaner for her work.",
        "Der Manager dankte der Reinigungskraft für ihre Arbeit.",
        "de",
    ),
]


def test_registered_and_shipped() -> None:
    al = get_aligner("lexical")
    assert isinstance(al, LexicalAligner) and al.independent
    assert {"en-de", "en-es", "en-fr", "en-it"} <= set(shipped_pairs())
    assert str(al.version()).startswith(f"lexical-{manifest()['version']}-{DECODER}(")
    bound = al.for_languages("en", "de")
    assert bound.has_table and bound.version().endswith("[en-de]")
    assert al.for_languages("en", "xx").version().endswith("[en-xx:no-table]")


@pytest.mark.parametrize("pair", ["en-de", "en-es", "en-fr", "en-it"])
def test_model_loads_with_sane_parameters(pair: str) -> None:
    model = load_model(pair)
    assert model is not None and model.pair == pair
    assert 0.1 <= model.tension <= 14.0  # fast_align's clamp
    assert model.p_null == 0.08
    assert 5_000 < model.size < 2_000_000
    assert all(0.0 < p <= 1.5 for col in list(model.table.values())[:500] for p in col.values())
    assert NULL in model.table["die" if pair == "en-de" else "la"]


def test_links_on_real_sentences() -> None:
    de = LexicalAligner("en", "de")
    src, tgt = aligner_tokens(
        "My sister works as a teacher in Berlin.", "Meine Schwester arbeitet als Lehrerin in Berlin.", "de"
    )
    links = {(src[i], tgt[j]) for i, j in de.align([(src, tgt)])[0]}
    assert {("sister", "schwester"), ("teacher", "lehrerin"), ("berlin", "berlin")} <= links
    es = LexicalAligner("en", "es")
    src, tgt = aligner_tokens("My mother is a lawyer.", "Mi madre es abogado.", "es")
    links = {(src[i], tgt[j]) for i, j in es.align([(src, tgt)])[0]}
    assert {("mother", "madre"), ("lawyer", "abogado")} <= links


def test_unknown_words_fall_back_sanely() -> None:
    fr = LexicalAligner("en", "fr")
    # an unseen name is copied: linked to itself, wherever it stands
    src, tgt = aligner_tokens(
        "Yesterday Zorbaxia met the mayor.", "Hier, le maire a rencontré Zorbaxia.", "fr"
    )
    links = fr.align([(src, tgt)])[0]
    assert (src.index("zorbaxia"), tgt.index("zorbaxia")) in links
    # an unseen target word in a short sentence goes to the diagonal, never out of range
    src, tgt = ["the", "qwzx"], ["le", "vbnm"]
    links = fr.align([(src, tgt)])[0]
    assert (1, 1) in links and all(0 <= i < 2 and 0 <= j < 2 for i, j in links)
    # empty sides, and a pair with no table at all
    assert fr.align([([], ["le"]), (["the"], [])]) == [[], []]
    none = LexicalAligner("en", "xx")
    assert not none.has_table
    assert none.align([(["anna", "sings"], ["anna", "canta"])])[0][0] == (0, 0)


def test_viterbi_decision_rule() -> None:
    # a source word wins only when it beats NULL; the first maximum wins
    m = LexicalModel("en-xx", tension=4.0, p_null=0.08, floor=1e-5, table={"b": {"a": 0.9, NULL: 0.001}})
    assert viterbi(m, ["a", "a"], ["b"]) == [(1, 0)]  # the second "a" is on the diagonal of a 1-word target
    assert viterbi(m, ["a"], ["c"]) == [(0, 0)]  # unknown target, prior (0.92) beats p_null
    m.table["c"] = {NULL: 0.9}
    assert viterbi(m, ["a"], ["c"]) == []  # a known NULL-aligned word stays unlinked
    assert viterbi(m, ["x"], ["x"]) == [(0, 0)] and m.floor < COPY_PROB


def test_unseen_words_pair_up_by_spelling() -> None:
    # neither "duke" nor "duque" is in this table: the unknown target word goes to the unknown
    # source word that is spelt like it, not to the known word on the diagonal
    m = LexicalModel(
        "en-es",
        tension=4.0,
        p_null=0.08,
        floor=1e-5,
        table={"el": {"the": 0.9, NULL: 0.01}, "llegó": {"arrived": 0.8}, "ayer": {"yesterday": 0.9}},
    )
    src = ["yesterday", "the", "duke", "of", "alba", "arrived"]
    trg = ["el", "duque", "de", "alba", "llegó", "ayer"]
    links = dict((j, i) for i, j in viterbi(m, src, trg))
    assert links[1] == 2 and links[3] == 4 and links[0] == 1 and links[5] == 0
    assert similarity("duke", "duque") > 0.2 > similarity("duke", "llegó")
    assert similarity("émile", "emile") == 1.0  # accents ignored


def test_numpy_decoder_equals_the_reference() -> None:
    for it in [*PAIRS, *FILLER]:
        model = LexicalAligner("en", it.tgt_lang).model
        src, tgt = aligner_tokens(it.source, it.translation, it.tgt_lang)
        assert decode(model, src, tgt) == viterbi(model, src, tgt)
        # and with words the table lacks, which take the fallbacks
        src2 = [w[::-1] if k % 3 == 0 else w for k, w in enumerate(src)]
        tgt2 = [w + "x" if k % 2 == 0 else w for k, w in enumerate(tgt)]
        assert decode(model, src2, tgt2) == viterbi(model, src2, tgt2)


def test_write_read_round_trip(tmp_path: Path) -> None:
    m = LexicalModel("en-xx", 5.5, 0.08, 1e-5, {"b": {"a": 0.123456, NULL: 0.01}}, {"note": "x"})
    path = tmp_path / "m.tsv.gz"
    write_model(path, m)
    first = path.read_bytes()
    write_model(path, m)
    assert path.read_bytes() == first  # reproducible bytes
    back = read_model(first)
    assert (
        back.table == {"b": {"a": 0.123, NULL: 0.01}} and back.tension == 5.5 and back.meta == {"note": "x"}
    )
    with pytest.raises(ValueError):
        read_model(gzip.compress(b"#format\tother\n"))


def cues(det: RuleCueDetector, items: list[Item]) -> list[list[dict[str, object]]]:
    return [[c.to_json() for c in d.cues] for d in det.detect(items)]


def test_a_pair_is_detected_the_same_alone_and_in_a_file() -> None:
    det = RuleCueDetector()
    alone = [cues(det, [it])[0] for it in PAIRS]
    rng = random.Random(13)
    big = [*FILLER * 40, *PAIRS]
    rng.shuffle(big)
    where = {id(it): k for k, it in enumerate(big)}
    in_file = cues(RuleCueDetector(), big)
    assert [in_file[where[id(it)]] for it in PAIRS] == alone
    assert any(c["target_span"] for row in alone for c in row)  # spans were placed


def test_fast_align_stays_available_as_the_corpus_path() -> None:
    det = RuleCueDetector(aligner="fast_align")
    assert str(dict(det.signature_items())["aligner"]).startswith("fast_align")
    out = det.detect(PAIRS[:3])
    assert out[1].cues and out[1].cues[0].target_span


def test_sharded_runs_send_the_whole_input_only_for_a_corpus_aligner() -> None:
    from fairmt.fairqe.agents.rules import RuleAgents

    assert not RuleAgents().needs_whole_input()
    assert RuleAgents(aligner="fast_align").needs_whole_input()
