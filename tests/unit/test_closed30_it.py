"""it-inflect-32 (issue 12, closed sets, Italian): rules found on the hand-written GATE-like dev
pairs it-c101..it-c140 (``benchmarks/data/closed_dev/it.jsonl``), tested here on other
sentences. Each rule has a case that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_strong_participles import strong_participle

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _both_ways(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


def _span(text: str, first: int, last: int, gender: str) -> str | None:
    out = get_inflector("it").realise(text.split(), (first, last), gender)  # type: ignore[arg-type]
    return " ".join(out) if out is not None else None


# --- A dative person is no subject; it controls "di" + a copula (Serianni XI.16, XIV.4-8) -----


@needs_it
def test_dative_span_keeps_the_impersonal_participle() -> None:
    # The aligner's span for "were told" holds the verb: "stato" is the clause's, not the readers'.
    assert _span("Agli studenti è stato detto di aspettare .", 0, 4, "F") == (
        "Alle studentesse è stato detto di aspettare ."
    )
    assert _span("Alle studentesse è stato detto di aspettare .", 0, 4, "M") == (
        "Agli studenti è stato detto di aspettare ."
    )


@needs_it
def test_dative_span_keeps_the_thing_participle() -> None:
    # Must not change: "stata" agrees with "una medaglia", the subject.
    assert _span("Al vincitore è stata consegnata una medaglia .", 0, 4, "F") == (
        "Alla vincitrice è stata consegnata una medaglia ."
    )


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        (
            "Ai pazienti è stato consigliato di stare tranquilli .",
            "Alle pazienti è stato consigliato di stare tranquille .",
        ),
        (
            "Agli studenti è stato chiesto di essere puntuali e preparati .",
            "Alle studentesse è stato chiesto di essere puntuali e preparate .",
        ),
    ],
)
def test_dative_controls_the_infinitive_predicative(masc: str, fem: str) -> None:
    assert _span(masc, 0, 2, "F") == fem
    assert _span(fem, 0, 2, "M") == masc


@needs_it
def test_dative_without_control_verb_unchanged() -> None:
    # "portato" is no verb of asking: "sedute" is not the dative's predicative here.
    assert (
        _span("Ai nonni è stato portato il pranzo .", 0, 2, "F") == "Alle nonne è stato portato il pranzo ."
    )


# --- Strong participles the dictionary lacks (Serianni XI.92-96) ------------------------------


def test_strong_participle_forms() -> None:
    assert strong_participle("deluse", "M") == "delusi"
    assert strong_participle("commosso", "F") == "commossa"
    assert strong_participle("arresa", "M") == "arreso"
    assert strong_participle("casa", "M") is None  # not a listed participle


@needs_it
def test_strong_participle_predicative(realiser: SentenceRealiser) -> None:
    _both_ways(
        realiser,
        "The fans were disappointed by the defeat.",
        "Le tifose erano deluse dalla sconfitta.",
        "I tifosi erano delusi dalla sconfitta.",
    )


@needs_it
def test_strong_participle_after_rimanere() -> None:
    assert _span("Le ospiti sono rimaste commosse dal discorso .", 0, 2, "M") == (
        "Gli ospiti sono rimasti commossi dal discorso ."
    )


# --- A relative clause whose participle the dictionary lacks (Serianni XIV.246-251) -----------


@needs_it
def test_relative_with_unknown_participle() -> None:
    assert _span("La giornalista che ha postato il video era molto famosa .", 0, 2, "M") == (
        "Il giornalista che ha postato il video era molto famoso ."
    )


@needs_it
def test_relative_with_unknown_noun_unchanged() -> None:
    # Must not change: "ha" + a word that is no participle ("ha fame") leaves the clause's end unknown.
    assert _span("La cuoca che ha fame è stanca .", 0, 2, "M") == "Il cuoco che ha fame è stanca ."


# --- Asyndetic coordination of the subject's predicates (Serianni XIV.13-14) -------------------


@needs_it
def test_comma_coordinated_predicates(realiser: SentenceRealiser) -> None:
    _both_ways(
        realiser,
        "The nurse came in, was warmly welcomed and sat down.",
        "L'infermiera è entrata, è stata accolta calorosamente e si è seduta.",
        "L'infermiere è entrato, è stato accolto calorosamente e si è seduto.",
    )


@needs_it
def test_comma_noun_predicate_unchanged() -> None:
    # Must not change: "è stato un sollievo" ("it was a relief") has a subject of its own.
    assert _span("Il dottore è arrivato , è stato un sollievo .", 0, 2, "F") == (
        "La dottoressa è arrivata , è stato un sollievo ."
    )


# --- A dropped subject's nominalised ordinal (Serianni V.5, XI.9) ------------------------------


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        ("Sei stata l'unica ad aiutarmi .", "Sei stato l'unico ad aiutarmi ."),
        ("Sono stata la prima a saperlo .", "Sono stato il primo a saperlo ."),
    ],
)
def test_dropped_subject_ordinal(fem: str, masc: str) -> None:
    assert _span(fem, 1, 2, "M") == masc
    assert _span(masc, 1, 2, "F") == fem


@needs_it
def test_ordinal_before_its_noun_unchanged() -> None:
    # Must not change: "la prima volta" is an adjective before its noun.
    assert _span("Sono stata la prima volta a Roma .", 1, 2, "M") == "Sono stato la prima volta a Roma ."


# --- The predicative of a reflexive object (en-cues-37; Quirk et al. §16.43-16.46) --------------


@needs_it
def test_reflexive_object_predicative(realiser: SentenceRealiser) -> None:
    _both_ways(
        realiser,
        "Sit down and make yourself comfortable.",
        "Siediti e mettiti comoda.",
        "Siediti e mettiti comodo.",
    )


# --- A verbal relative with a prepositional complement (Serianni XIV.246-251, VIII) ------------


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        (
            "Le dottoresse che lavorano in questo ospedale sono molto stanche .",
            "I dottori che lavorano in questo ospedale sono molto stanchi .",
        ),
        (
            "L'infermiera che abita nel mio palazzo è molto simpatica .",
            "L'infermiere che abita nel mio palazzo è molto simpatico .",
        ),
    ],
)
def test_verbal_relative_with_complement(fem: str, masc: str) -> None:
    assert _span(fem, 0, 1 if fem.startswith("L'") else 2, "M") == masc
    assert _span(masc, 0, 1 if masc.startswith("L'") else 2, "F") == fem


@needs_it
def test_relative_then_second_relative_unchanged() -> None:
    # Must not change: "vecchia" is the house's, in a second relative clause.
    assert _span("La cuoca che parla della casa che è vecchia .", 0, 2, "M") == (
        "Il cuoco che parla della casa che è vecchia ."
    )


# --- "molto" before an adjective is an adverb of degree (Serianni XII.31-34) -------------------


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        ("Sono rimasta molto sorpresa .", "Sono rimasto molto sorpreso ."),
        ("Sono stata troppo gentile .", "Sono stato troppo gentile ."),
    ],
)
def test_degree_adverb_span(fem: str, masc: str) -> None:
    # The aligner's span is the adverb and the predicative: the participle before it agrees
    # too, and the adverb keeps its one form.
    assert _span(fem, 2, 4, "M") == masc
    assert _span(masc, 2, 4, "F") == fem


@needs_it
def test_quantifier_before_noun_still_agrees() -> None:
    # Must change: before a noun "molti" is a quantifier and agrees ("molte studentesse").
    assert _span("Molti studenti erano molto stanchi .", 0, 2, "F") == (
        "Molte studentesse erano molto stanche ."
    )


# --- A floating "tutti"/"entrambi" takes its participle chain along (Serianni XI.363-365) -------


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc", "k"),
    [
        ("Sono state invitate tutte .", "Sono stati invitati tutti .", 3),
        ("Siamo tutte molto stanche .", "Siamo tutti molto stanchi .", 1),
        ("Eravamo entrambe sorprese .", "Eravamo entrambi sorpresi .", 1),
    ],
)
def test_floating_quantifier_chain(fem: str, masc: str, k: int) -> None:
    assert _span(fem, k, k + 1, "M") == masc
    assert _span(masc, k, k + 1, "F") == fem


@needs_it
def test_quantifier_determiner_no_chain() -> None:
    # Must not change: "visto" is the participle of "avere", not of the group's "essere".
    out = _span("Ho visto tutte le ragazze .", 2, 3, "M")
    assert out is None or out.startswith("Ho visto ")
