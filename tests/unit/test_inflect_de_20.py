"""German inflector de-inflect-20 (issue 12, branch de27): titles Wiktionary lists without a
feminine, royal titles, genitive plurals, titles before surnames, plural determiners,
relative pronouns after a name with its town, surnames after a given name.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

- German forms the feminine of a masculine person noun with -in (Duden, Die Grammatik:
  Movierung), also where Wiktionary (german-nouns) lists no feminine. A masculine noun
  Wiktionary lists without a feminine is a person as a title right before a
  name (Duden, Die Grammatik: enge Apposition, "Oberst Müller"); its forms come from
  Wiktionary's masculine and its feminine from Movierung (Oberstin, Leutnantin, Admiralinnen),
  also before a surname in -er ("Oberst Miller"), and as the head of a loose apposition after
  a name (Duden, Die Grammatik: lockere Apposition: "Smith und Jones, zwei seiner Leutnants").
- A masculine noun Wiktionary lists without a feminine whose lemma ends in a foreign suffix of
  person nouns (-ant, -ent, -eur, -ador, -ul; Duden, Die Grammatik: Fremdsuffixe) is a person
  where an English person noun is aligned to it (Konquistadoren, Matador); -er and -or also form
  instrument nouns (Ventilator for "fan"), which stay.
- Royal and noble titles translate English titles that gender their holder (king/queen,
  viceroy/vicereine: Quirk et al. 1985, 5.104): without a cue they stay.
- Without a determiner a strong "-er" after a genitive preposition is the genitive plural
  (Duden, Die Grammatik: starke Adjektivdeklination), also in a later conjunct.
- A surname that merely ends in a listed noun is a name after a title ("Richter Kavanaugh"),
  so the title is singular.
- die/diese/seine ... with a masculine noun is a plural (Duden, Die Grammatik: Artikelflexion),
  whatever number the English cue has.
- A town or country name is neuter (Duden, Die Grammatik: Genus der Eigennamen), so "der" after
  "Name von Ort," is the person's relative pronoun.
- A bare noun that closes a verbless sentence opening with a name, after a comma, is the last of
  the name's appositions (Duden, Die Grammatik: lockere Apposition): a person noun, singular,
  however far from the first member ("..., Nobelpreisträger.").
- Two nouns do not follow each other without an article (Duden, Die Grammatik: Nominalphrase):
  a capitalised strong adjectival form right before a person noun ("Deutscher Kriegsveteran") is
  the attributive adjective an MT capitalised, not the noun "ein Deutscher".
- The neutral star form covers a partitive pronoun outside the noun phrase (Duden, Die Grammatik:
  partitiver Genitiv): "als einer ihrer Paten" -> "als eine*r ihrer Pat*innen".
- A capitalised word right after a given name is its surname (Duden, Die Grammatik:
  Personennamen), no member of a list of person nouns.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")

_LOPEZ_EN = "Maria Lopez, 81, Chilean chemist, professor at the University of Chile, Nobel laureate."
_LOPEZ_DE = (
    "Maria Lopez, 81, chilenischer Chemiker, Professor an der Universität von Chile, Nobelpreisträger."
)


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # A foreign person suffix (-ador) whose feminine Wiktionary lacks.
        (
            "The conquistadors reached the coast in May.",
            "Die Konquistadoren erreichten im Mai die Küste.",
            "F",
            "Die Konquistadorinnen erreichten im Mai die Küste.",
        ),
        (
            "The matador bowed to the crowd.",
            "Der Matador verbeugte sich vor der Menge.",
            "N",
            "Der*die Matador*in verbeugte sich vor der Menge.",
        ),
        # Titles before a name.
        (
            "Colonel Miller inspected the troops.",
            "Oberst Miller inspizierte die Truppen.",
            "F",
            "Oberstin Miller inspizierte die Truppen.",
        ),
        (
            "Colonel Miller inspected the troops.",
            "Oberst Miller inspizierte die Truppen.",
            "N",
            "Oberst*in Miller inspizierte die Truppen.",
        ),
        (
            "The report was signed by Lieutenant Brown and Colonel Miller.",
            "Der Bericht wurde von Leutnant Brown und Oberst Miller unterzeichnet.",
            "F",
            "Der Bericht wurde von Leutnantin Brown und Oberstin Miller unterzeichnet.",
        ),
        (
            "Admirals Keppel and Rodney met in the evening.",
            "Admirale Keppel und Rodney trafen sich am Abend.",
            "F",
            "Admiralinnen Keppel und Rodney trafen sich am Abend.",
        ),
        # A rank in a loose apposition after names.
        (
            "The fort was held by Smith and Jones, two of his lieutenants.",
            "Das Fort wurde von Smith und Jones, zwei seiner Leutnants, gehalten.",
            "F",
            "Das Fort wurde von Smith und Jones, zwei seiner Leutnantinnen, gehalten.",
        ),
        (
            "He thanked Ruiz, his colonel, for the victory.",
            "Er dankte Ruiz, seinem Oberst, für den Sieg.",
            "N",
            "Er dankte Ruiz, seinem*seiner Oberst*in, für den Sieg.",
        ),
        # The closing member of a list of appositions to a name, far from the first.
        (
            _LOPEZ_EN,
            _LOPEZ_DE,
            "F",
            "Maria Lopez, 81, chilenische Chemikerin, Professorin an der Universität von Chile, "
            "Nobelpreisträgerin.",
        ),
        (
            _LOPEZ_EN,
            _LOPEZ_DE,
            "N",
            "Maria Lopez, 81, chilenische*r Chemiker*in, Professor*in an der Universität von Chile, "
            "Nobelpreisträger*in.",
        ),
        # A capitalised adjectival form right before the person noun is its adjective.
        (
            "Hans Weber, 92, German war veteran and painter.",
            "Hans Weber, 92, Deutscher Kriegsveteran und Maler.",
            "F",
            "Hans Weber, 92, Deutsche Kriegsveteranin und Malerin.",
        ),
        (
            "Hans Weber, 92, German war veteran and painter.",
            "Hans Weber, 92, Deutscher Kriegsveteran und Maler.",
            "N",
            "Hans Weber, 92, Deutsche*r Kriegsveteran*in und Maler*in.",
        ),
        # The star form of a partitive pronoun before its genitive plural.
        (
            "Peter acted as one of her godparents.",
            "Peter fungierte als einer ihrer Paten.",
            "N",
            "Peter fungierte als eine*r ihrer Pat*innen.",
        ),
        # A royal title stays; the rebels change.
        (
            "The deputy viceroy marched against the rebels.",
            "Der stellvertretende Vizekönig marschierte gegen die Rebellen.",
            "F",
            "Der stellvertretende Vizekönig marschierte gegen die Rebellinnen.",
        ),
        # A title before a surname that ends in a listed noun is singular.
        (
            "The senators want to confirm Judge Kavanaugh soon.",
            "Die Senatoren wollen Richter Kavanaugh bald bestätigen.",
            "F",
            "Die Senatorinnen wollen Richterin Kavanaugh bald bestätigen.",
        ),
        # die + masculine noun is plural.
        (
            "The Liberal Democrats are against the plan.",
            "Die Liberaldemokraten sind gegen den Plan.",
            "F",
            "Die Liberaldemokratinnen sind gegen den Plan.",
        ),
        # The relative pronoun after a name with its town.
        (
            "He finished behind Jamie Carter of Leeds, who scored twice.",
            "Er landete hinter Jamie Carter von Leeds, der zweimal traf.",
            "F",
            "Er landete hinter Jamie Carter von Leeds, die zweimal traf.",
        ),
        (
            "He finished behind Jamie Carter of Leeds, who scored twice.",
            "Er landete hinter Jamie Carter von Leeds, der zweimal traf.",
            "M",
            "Er landete hinter Jamie Carter von Leeds, der zweimal traf.",
        ),
        (
            "He finished behind Jamie Carter of Leeds, who scored twice.",
            "Er landete hinter Jamie Carter von Leeds, der zweimal traf.",
            "N",
            "Er landete hinter Jamie Carter von Leeds, der*die zweimal traf.",
        ),
        # A surname after a given name is no person noun of a list.
        (
            "Tom Baker, British anatomist, died in 1990.",
            "Tom Baker, britischer Anatomist, starb 1990.",
            "F",
            "Tom Baker, britische Anatomistin, starb 1990.",
        ),
        (
            "Tom Baker, British anatomist, died in 1990.",
            "Tom Baker, britischer Anatomist, starb 1990.",
            "N",
            "Tom Baker, britische*r Anatomist*in, starb 1990.",
        ),
    ],
)
def test_realise(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize("gender", ["F", "M", "N"])
def test_genitive_plural_conjunct_stays(gender: str) -> None:
    mt = "Die Partei hat 40 Sitze einschließlich Verbündeter und Unabhängiger."
    got = _realise("The party has 40 seats including allies and independents.", mt, gender)
    assert got in (None, mt)


def test_an_instrument_noun_stays() -> None:
    """-or and -er also form instrument nouns: "Ventilator" for "fan" is no person."""
    mt = "Er nahm den Ventilator und schaltete ihn ein."
    assert _realise("He picked up the fan and switched it on.", mt, "F") in (None, mt)


def test_masculine_only_and_movierung() -> None:
    from fairmt.inflect import german_lexicon

    oberst = german_lexicon.masculine_only("Oberst")
    assert oberst is not None and oberst.forms == ("Oberst", "Oberste", "Oberstin", "Oberstinnen")
    admirale = german_lexicon.masculine_only("Admirale")
    assert admirale is not None and admirale.numbers == frozenset({"pl"})
    assert admirale.forms[2] == "Admiralin"
    assert german_lexicon.masculine_only("Lehrer") is None  # Wiktionary pairs it (Lehrerin)
    assert german_lexicon._movierung("Arzt", "Ärzte") == "Ärztin"
    assert german_lexicon._movierung("Zeuge", "Zeugen") == "Zeugin"


def test_listed_noun() -> None:
    from fairmt.inflect import german_lexicon

    assert german_lexicon.listed_noun("Zahnarzt")
    assert german_lexicon.listed_noun("Pressekonferenzen")
    assert not german_lexicon.listed_noun("Kavanaugh")
