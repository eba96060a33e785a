"""rules-30 (helper exp29it, issue 13): wrong Italian translations of a gendered source that the
explicit check did not flag. Every sentence here was written for these tests (none from an
evaluation set).

* A gendered English word the translation copies inside a name ("Duke Street", "Prince
  George", "Lady Beware") reads its own gender on itself and gives no verdict
  (``fairmt.fairqe.agents.copied_words``): it no longer outvotes the person's own readings.
* The "no form in the source's gender" test asks the noun's phrase too: "un importante maestro"
  has its feminine "un'importante maestra", whose elided article lies before the bare noun.
* en-cues-34: a conjunctive adverb between the copula and its predicate ("fu dunque
  riportata"), more third-person forms of the copulative verbs ("appare addormentata"), and the
  compromiser "more or less" between "be" and its predicate noun.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.copied_words import copied_name_word
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import C3, C4
from fairmt.fairqe.types import Cue, Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # a copied street name no longer outvotes the person's noun
        ("She later became a mistress baker with a shop on Duke Street.",
         "In seguito divenne un mastro fornaio con una bottega in Duke Street.",
         "In seguito divenne una mastra fornaia con una bottega in Duke Street."),
        ("Reed became a mistress weaver and sold cloth in Prince George.",
         "Reed divenne un mastro tessitore e vendeva stoffa a Prince George.",
         "Reed divenne una mastra tessitrice e vendeva stoffa a Prince George."),
        # "un'" before a vowel-initial adjective: the noun has its feminine form
        ("Okafor was an important schoolmistress and painter.",
         "Okafor era un importante maestro e pittore.",
         "Okafor era un'importante maestra e pittrice."),
        ("Lindqvist was an energetic schoolmistress and author.",
         "Lindqvist era un energico maestro e autore.",
         "Lindqvist era un'energica maestra e autrice."),
        # en-cues-34
        ("She was then taken back to the clinic and the doctor was called.",
         "Fu dunque riportato alla clinica e il medico fu chiamato.",
         "Fu dunque riportata alla clinica e il medico fu chiamato."),
        ("In the second film, she is shown asleep in a long scene, shot when she was ten years old.",
         "Nel secondo film, girato quando aveva dieci anni, appare addormentato in una lunga scena.",
         "Nel secondo film, girato quando aveva dieci anni, appare addormentata in una lunga scena."),
        ("She is more or less an entrepreneur, although her partner disagrees.",
         "Diciamo che è un imprenditore, anche se il suo socio non è d'accordo.",
         "Diciamo che è un'imprenditrice, anche se il suo socio non è d'accordo."),
        ("Santos was an excellent schoolmistress and poet.",
         "Santos era un ottimo maestro e poeta.",
         "Santos era un'ottima maestra e poetessa."),
    ],
)  # fmt: skip
def test_the_explicit_check_flags_the_wrong_translation_only(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("cue", "copied"),
    [
        (Cue("Duke", C3, "Duke", source_gender="M", target_gender="M"), True),
        (Cue("Lady's", C3, "Lady", source_gender="F", target_gender="F"), True),
        # a title before a name is the person's own ("Lady Ashcroft")
        (Cue("Lady", C4, "Lady", source_gender="F", target_gender="F"), False),
        (Cue("Prince", C3, "Prince,", source_gender="M", target_gender="M"), True),
        # translated, or with the target's own article: a reading of the translation
        (Cue("Queen", C3, "la regina", source_gender="F", target_gender="F"), False),
        (Cue("ladies", C3, "le lady", source_gender="F", target_gender="F"), False),
        # a lower-case word is no name's word
        (Cue("lady", C3, "lady", source_gender="F", target_gender="F"), False),
    ],
)
def test_copied_name_word(cue: Cue, copied: bool) -> None:
    assert copied_name_word(cue) is copied
