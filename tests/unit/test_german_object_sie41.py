"""de-inflect-35: the case of "sie" when its person becomes masculine ("er" or "ihn").

Found on MT-GenEval **dev** (German F->M flips: "ihn" wanted, "er" written in 31 of 217
misses). Sentences written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


def _flip_last_sie(de: GermanInflector, sentence: str) -> str:
    toks = sentence.split()
    t = max(i for i, w in enumerate(toks) if w.strip(".,") == "sie")
    out = de.realise(toks, (t, t + 1), "M")
    assert out is not None
    return out[t].strip(".,")


@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        # a nominative noun phrase opens the verb-second clause: it is the subject
        ("Die Rede machte sie berühmt.", "ihn"),
        ("Die Rede war gut, und das Magazin kürte sie zur Person des Jahres.", "ihn"),
        ("Seine alte Lehrerin erkannte sie sofort.", "ihn"),
        # a fronted adverbial or a copula leaves "sie" the subject
        ("Im Januar traf sie ihren Bruder.", "er"),
        ("Die Siegerin war sie.", "er"),
        # a plural relative pronoun with a plural verb is the subject
        ("Sie trug Schuhe, die sie töten.", "ihn"),
        ("Sie hatte Gaben, die sie für alle fast übermenschlich machten.", "ihn"),
        ("Sie hatte Gaben, die sie liebte.", "er"),
        # "was": a continuing relative clause is the subject; a free relative or a question not
        ("Ihr Vater starb früh, was sie dazu veranlasste, zu betteln.", "ihn"),
        ("Das ist alles, was sie zu einer Heldin macht.", "ihn"),
        ("Das, was sie am meisten brauchte, war Ruhe.", "er"),
        ("Ich frage mich manchmal, was sie tut.", "er"),
        ("Sie wollte entdecken, wer und was sie ist.", "er"),
        # a nominative-only pronoun opens the clause; a possessive determiner opens the subject
        ("Man wird sie vermissen.", "ihn"),
        ("Er sah sie nicht.", "ihn"),
        ("Ihre Mission führt sie durch vier Reiche.", "ihn"),
        ("Er war sie.", "er"),
        ("Ihr Debüt gab sie 1985 in Wien.", "er"),
        # an infinitive clause has no subject
        ("Calwyn versucht, sie zu heilen.", "ihn"),
        ("Sie beschlossen, sie aus Mitleid freizusprechen.", "ihn"),
        ("Es gelang ihnen, sie zum Glauben zu bekehren.", "ihn"),
        ("Er sagte, sie versuchte zu helfen.", "er"),
        ("Er sagte, sie habe ihn zu spät gesehen.", "er"),
    ],
)
def test_the_case_of_sie(de: GermanInflector, sentence: str, want: str) -> None:
    assert _flip_last_sie(de, sentence) == want


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        (
            "Es gab keine Aufgaben, die eine Frau erforderten.",
            (5, 7),
            "Es gab keine Aufgaben, die einen Mann erforderten.",
        ),
        ("Es gab Aufgaben, die eine Frau liebte.", (4, 6), "Es gab Aufgaben, die ein Mann liebte."),
    ],
)
def test_a_noun_phrase_after_a_plural_relative(
    de: GermanInflector, sentence: str, span: tuple[int, int], want: str
) -> None:
    out = de.realise(sentence.split(), span, "M")
    assert out is not None and " ".join(out) == want
