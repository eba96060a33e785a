"""Hindi person nouns found by spelling, their realisation with the words that agree with them,
and the rules agents' ambiguous variants without an aligner table (sentences written for these
tests, not taken from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item
from fairmt.inflect.hindi import HindiInflector, adjective_gender, is_agent_noun, is_person_noun

HI = HindiInflector()


def words(sentence: str) -> list[str]:
    return sentence.split()


def test_agent_nouns_by_spelling() -> None:
    for w in ("लेखक", "संपादक", "प्रशिक्षक", "गायक", "सह-प्राध्यापक"):
        assert is_agent_noun(w) and is_person_noun(w), w
    # things, adverbs and adjectives that end like an agent noun
    for w in ("पुस्तक", "दशक", "नाटक", "तक", "भयानक", "रचनात्मक", "आवश्यक", "10-कारक", "ऐतिहासिक"):
        assert not is_agent_noun(w), w
    assert is_person_noun("अध्यापिका") and is_person_noun("बेटी")
    assert not is_person_noun("पत्रिका") and not is_person_noun("भूमिका")  # a magazine, a role


def test_person_spans_skip_things() -> None:
    tokens = words("उस पत्रिका के संपादक ने पुस्तक के लिए एक नाटक लिखा।")
    assert HI.person_spans(tokens) == [(3, 4)]
    # a -वाला participle is no person noun of its own
    assert HI.person_spans(words("पुरस्कार जीतने वाली पहली लेखिका")) == [(4, 5)]


def test_a_span_without_a_person_denotes_none() -> None:
    tokens = words("इस उपन्यास के लेखक प्रसिद्ध थे।")
    assert HI.denotes_no_person(tokens, (2, 3))  # the postposition के
    assert HI.denotes_no_person(tokens, (4, 5))  # प्रसिद्ध
    assert not HI.denotes_no_person(tokens, (3, 4))
    assert not HI.denotes_no_person(words("वह बहुत थकी थी।"), (0, 1))


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "realised"),
    [
        # genitive and honorific verb group: के ... थे <-> की ... थीं
        ("इस उपन्यास के लेखक प्रसिद्ध थे।", (3, 4), "F", "इस उपन्यास की लेखिका प्रसिद्ध थीं।"),
        # a predicate noun after a subject pronoun: the copula agrees with the same person
        ("वह इस उपन्यास की पहली लेखिका थी।", (5, 6), "M", "वह इस उपन्यास का पहला लेखक था।"),
        ("वे शिक्षिका बन गईं।", (1, 2), "M", "वे शिक्षक बन गए।"),
        ("युद्ध के बाद मीरा एक शिक्षिका बन गईं।", (5, 6), "M", "युद्ध के बाद मीरा एक शिक्षक बन गए।"),
        # variable adjectives and a -वाला participle before the noun; the plural copula हैं
        # is the honorific (वाले पहले लेखक हैं)
        ("वह पुरस्कार जीतने वाली पहली लेखिका हैं।", (5, 6), "M", "वह पुरस्कार जीतने वाले पहले लेखक हैं।"),
        ("वह एक अच्छा शिक्षक था।", (3, 4), "F", "वह एक अच्छी शिक्षिका थी।"),
        # an invariant word before the noun keeps its form (हिंदी, not an adjective in -ी)
        ("मेरा भाई हिंदी शिक्षक है।", (3, 4), "F", "मेरा भाई हिंदी शिक्षिका है।"),
        # से पहले is "before", no ordinal
        ("कोई नुकसान होने से पहले परिचारिका पहुँच जाती है।", (5, 6), "M", "कोई नुकसान होने से पहले परिचारक पहुँच जाता है।"),
        # a word after a genitive is a noun, not the verb group (सदस्या stays)
        ("लेखक बोर्ड की सदस्या भी है।", (0, 1), "F", "लेखिका बोर्ड की सदस्या भी है।"),
        # the ergative: the verb agrees with the object, and only the noun and its genitive change
        ("पत्रिका की संपादिका ने एक लेख लिखा।", (2, 3), "M", "पत्रिका के संपादक ने एक लेख लिखा।"),
    ],
)
def test_hindi_realise_person_nouns(sentence: str, span: tuple[int, int], gender: str, realised: str) -> None:
    out = HI.realise(words(sentence), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == realised


def test_adjective_class() -> None:
    assert adjective_gender("पहली") == ("F", False) and adjective_gender("पाँचवें") == ("M", True)
    assert adjective_gender("नई") == ("F", False)
    for w in ("हिंदी", "विदेशी", "कला", "प्रसिद्ध"):
        assert adjective_gender(w) is None, w


def test_agent_nouns_read_masculine_and_things_read_nothing() -> None:
    assert HI.gender_of(words("पुस्तक के लेखक ने कहा"), (2, 3)) == "M"
    assert HI.gender_of(words("वह पत्रिका पढ़ता है"), (1, 2)) is None


def _author(span: tuple[int, int] | None) -> Cue:
    return Cue("author", Category.C7, "", (1, 2), span, None)


@pytest.mark.parametrize("span", [None, (2, 3)])
def test_rules_agents_place_an_ambiguous_person_without_a_table(span: tuple[int, int] | None) -> None:
    # The aligner gave no span, or one on the postposition: the person noun found by its
    # spelling is realised, with its genitive and its clause's verb group, both ways.
    agents = RuleAgents()
    src = "The author of this novel was famous."
    masc = Item(src, "इस उपन्यास के लेखक प्रसिद्ध थे।", "hi")
    fem = Item(src, "इस उपन्यास की लेखिका प्रसिद्ध थीं।", "hi")
    det = CueDetection(cues=(_author(span),))
    vm, vf = agents.variants(masc, det), agents.variants(fem, det)
    assert [(v.gender, v.text) for v in vm.ambiguous] == [("F", fem.translation)]
    assert [(v.gender, v.text) for v in vf.ambiguous] == [("M", masc.translation)]


@pytest.mark.parametrize(
    ("sentence", "span", "source", "gender"),
    [
        # *she* placed by position on another word: the subject pronoun वह is read
        ("मुंबई शहर में वह किसी को नहीं जानती थी।", (0, 1), "She", "F"),
        ("पिछले साल वे दिल्ली से लौट आए।", (2, 3), "He", "M"),
        # a comma or और inside the clause (a list, an apposition) does not end it before its verb
        ("वह पुणे, महाराष्ट्र में रहती है।", (0, 1), "She", "F"),
        ("वे अपनी किताबें और कलम साथ रखते हैं।", (0, 1), "He", "M"),
    ],
)
def test_hindi_pronoun_cue_read_from_its_subject(
    sentence: str, span: tuple[int, int], source: str, gender: str
) -> None:
    assert HI.cue_gender(words(sentence), span, source, "pronoun") == gender


def test_hindi_pronoun_cue_reads_nothing_from_an_oblique_pronoun_or_another_word() -> None:
    # the aligner found उसने: ergative, the verb agrees with the object, and no other वह is read
    assert HI.cue_gender(words("उसने कहा कि वह थका था।"), (0, 1), "She", "pronoun") is None
    # *her* is no subject: not moved to वह
    assert HI.cue_gender(words("वह उसकी किताब पढ़ती है।"), (1, 2), "her", "pronoun") is None
    # a clause with a verb ends at और: the second clause's verb is not read
    assert HI.cue_gender(words("वह डॉक्टर है और उसकी बहन गई।"), (0, 1), "She", "pronoun") is None


def test_hindi_lexical_cue_read_from_the_nearest_person_noun() -> None:
    tokens = words("कल रानी ने नए महल का उद्घाटन किया।")
    # *queen* placed on नए: the gendered noun रानी is read, and its correction made there
    assert HI.cue_gender(tokens, (3, 4), "queen", "lexical") == "F"
    out = HI.realise_cue(tokens, (3, 4), "M", "queen", "lexical")
    assert out is not None and " ".join(out) == "कल राजा ने नए महल का उद्घाटन किया।"
    # no gendered noun at all: nothing is read from the words the span holds
    assert HI.cue_gender(words("कल डॉक्टर देर से आई।"), (2, 3), "queen", "lexical") is None


def test_predicate_noun_of_a_gendered_copula_is_a_person_span() -> None:
    # a common-gender noun shows its gender only in the copula: it is offered as a person span
    tokens = words("युद्ध के बाद मीरा एक सक्रिय वास्तुकार थी।")
    assert (6, 7) in HI.person_spans(tokens)
    out = HI.realise(tokens, (6, 7), "M")
    assert out is not None and " ".join(out) == "युद्ध के बाद मीरा एक सक्रिय वास्तुकार था।"
    # an adjective before the copula is no person
    assert HI.person_spans(words("यह शहर बहुत बड़ा था।")) == []


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "realised"),
    [
        # a finite perfective in -ने that ends the clause is the noun's verb (no ergative)
        ("मीरा 1990 में सह-प्राध्यापक बने।", (3, 4), "F", "मीरा 1990 में सह-प्राध्यापिका बनीं।"),
        # an oblique infinitive after the noun: the clause's verb is not the noun's
        ("राम ने शिक्षिका बनने के लिए प्रशिक्षण लिया।", (2, 3), "M", "राम ने शिक्षक बनने के लिए प्रशिक्षण लिया।"),
        # the honorific हैं: masculine plural forms, feminine without the nasal before हैं
        ("मीरा टीम की सहायिका कोच रही हैं।", (3, 4), "M", "मीरा टीम के सहायक कोच रहे हैं।"),
        ("राम टीम के सहायक कोच रहे हैं।", (3, 4), "F", "राम टीम की सहायिका कोच रही हैं।"),
        # a predicate noun modifying another noun after a subject pronoun
        ("वह टीम की सहायिका कोच रही हैं।", (3, 4), "M", "वह टीम के सहायक कोच रहे हैं।"),
    ],
)
def test_hindi_realise_verb_and_honorific(
    sentence: str, span: tuple[int, int], gender: str, realised: str
) -> None:
    out = HI.realise(words(sentence), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == realised
