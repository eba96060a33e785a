"""The speaker's predicatives inside a clause (it-inflect-33).

:func:`fairmt.inflect.italian_persons.implicit_spans` finds the words that show the gender of a
first- or second-person subject only after a verb that opens its clause ("Sono stanca", "e sono
arrivata"): a form such as *sono* may also be a third-person plural ("they are") whose subject
stands before it. A singular form that is of the first or second person only (*ero*, *eri*,
*fui*, *sarei*) or *sono* with a singular predicative (the third person's *sono* is plural) has
no third-person reading, though, and needs no such position: "e di questo sono profondamente
dispiaciuta", "e alla fine sono tornata a correre", "Quand'ero seduta lì". Its subject is the
speaker or the addressee, dropped as Italian drops subject pronouns, and the adjective or the
participle of a compound tense with *essere* agrees with it (Serianni, *Grammatica italiana*,
VII.6 on the unexpressed subject; XI.360ff. on the participle after *essere*).

Adverbs may stand between the verb and its predicative, also two of them coordinated
("profondamente e sinceramente dispiaciuta"; XII.20 on the adverbs in *-mente*). An elided
conjunction before the verb ("Quand'ero") is read off.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverbs import opens_other_phrase
from fairmt.inflect.italian_persons import _ADVERBS, _adverb_before_predicative, _agreeing, _person_number

__all__ = ["singular_speaker_spans"]

#: Elided conjunctions that may open a clause on the verb's own token ("quand'ero").
_ELIDED_OPENERS = ("quand'", "quand’", "com'", "com’", "dov'", "dov’", "ch'", "ch’")


def _adverb(low: str) -> bool:
    return low in _ADVERBS or (len(low) > 6 and low.endswith("mente") and low.isalpha())


def singular_speaker_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """One-token spans of the gendered singular adjectives and participles after a singular
    first- or second-person form of *essere*/*stare* that has no third-person singular reading,
    wherever it stands (module docstring), with those coordinated by *e*. Nothing without the
    analyser."""
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        low = w.core.lower()
        for opener in _ELIDED_OPENERS:
            if low.startswith(opener):
                low = low[len(opener) :]
                break
        pn = _person_number(morph, low)
        if pn is None or w.post.strip():
            continue
        local, third = pn
        if "sg" not in local or "sg" in third:
            continue
        k = i + 1
        spans: list[tuple[int, int]] = []
        while k < len(words):
            xl = words[k].core.lower()
            if _adverb(xl) and not words[k].post.strip():
                k += 1
                # Two adverbs coordinated: "profondamente e sinceramente".
                if (
                    k + 1 < len(words)
                    and words[k].core.lower() in ("e", "ed")
                    and _adverb(words[k + 1].core.lower())
                ):
                    k += 1
                continue
            after = _essere_infinitive(words, k)
            if after is not None and k > i + 1:
                k = after  # it-inflect-40: "Ero orgogliosa di essere stata scelta"
                continue
            if not spans and _adverb_before_predicative(morph, words, k):
                k += 1  # it-inflect-46: "Non sono certo degne" ("certainly"), no "I am certain"
                continue
            if _agreeing(morph, xl) != "sg":
                after = _essere_infinitive(words, k + 1) if _invariable_adjective(morph, xl) else None
                if after is None or words[k].post.strip():
                    break
                k = after  # "Ero felice di essere stata scelta": the infinitive's predicate
                continue
            spans.append((k, k + 1))
            if words[k].post.strip() or k + 1 >= len(words):
                break
            k += 1  # "sei stato bravo", "sono stata nominata"
            if words[k].core.lower() in ("e", "ed"):
                nxt = words[k + 1].core.lower() if k + 1 < len(words) else ""
                if _adverb(nxt) or _agreeing(morph, nxt) != "sg":
                    break
                k += 1  # "sono stanca e affamata"
            elif opens_other_phrase(xl, words[k].core.lower()) and _essere_infinitive(words, k) is None:
                break  # "nervosa | prima del colloquio"; not "orgogliosa di essere stata" (it-inflect-41)
        out += [s for s in spans if s not in out]
    return out


def _essere_infinitive(words: Sequence[Word], k: int) -> int | None:
    """it-inflect-40: the index after "di essere" at ``k`` (an implicit infinitive after the
    speaker's predicative, whose subject is the speaker: Serianni XIV.4-8), else ``None``."""
    if k + 1 >= len(words) or words[k].core.lower() != "di" or words[k].post.strip():
        return None
    return (
        k + 2 if words[k + 1].core.lower() in ("essere", "esser") and not words[k + 1].post.strip() else None
    )


def _invariable_adjective(morph: Morphology, low: str) -> bool:
    """An adjective of one form for both genders ("felice", "orgoglioso" is not one)."""
    readings = morph.readings(low)
    return bool(readings) and any(r.pos == "adj" and r.gender == "mf" for r in readings)
