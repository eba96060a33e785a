"""The speaker of a quotation is the person its reporting clause names (closed sets; es63).

"'I am exhausted,' said the nurse": the first person inside the quotation is the person who says
it, and the reporting clause names that person ("said the nurse", "the nurse said"; Quirk et al.
1985, 14.29-14.31 on direct speech and its reporting clause: the subject of the reporting verb
is the speaker of the quoted words). :func:`~fairmt.fairqe.agents.independent_persons.independent_persons`
kept the speaker ("I") and every noun apart as two referents, so "Estoy agotada, dijo la
enfermera" got the mixed realisations "Estoy agotado, dijo la enfermera" and "Estoy agotada, dijo
el enfermero", which give one person two genders. :func:`reporting_noun` joins them.

Kept narrow: the pronoun stands inside a quotation, and the noun is the subject of a reporting
verb of :data:`REPORTING_VERBS` right next to that quotation, after it ("..." said the nurse,
"..." the nurse said) or before it (the nurse said: "..."), with only determiners between the
verb and the noun. A noun inside the quotation ("'I saw the nurse,' said the doctor") or one
outside any reporting clause ("'I am tired.' The nurse left.") stays a person of its own; so
does the subject of a sentence after a quotation closed by a full stop ('"I am ready." The nurse
said nothing.'), since a reporting clause after the quotation follows a comma, "!" or "?".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_words import DETERMINERS_EN
from fairmt.inflect.base import word_tuple

__all__ = ["REPORTING_VERBS", "reporting_noun"]

#: English verbs of saying that open or close a quotation's reporting clause (Quirk et al. 1985,
#: 14.29: the reporting verbs of direct speech), in their finite forms.
REPORTING_VERBS = frozenset(
    word_tuple("""say says said ask asks asked reply replies replied answer answers answered add adds added
    explain explains explained shout shouts shouted whisper whispers whispered cry cries cried
    exclaim exclaims exclaimed insist insists insisted admit admits admitted continue continues
    continued murmur murmurs murmured declare declares declared announce announces announced""")
)
#: Quotation marks, opening or closing.
_QUOTES = "\"'“”‘’«»"


def _bare(word: str) -> str:
    """``word`` lower-cased without its punctuation and quotation marks."""
    return word.strip(".,;:!?()[]" + _QUOTES).lower()


def _closes_quote(word: str) -> bool:
    """Whether ``word`` ends a quotation (a quotation mark after its letters)."""
    core = word.rstrip(".,;:!?")
    return bool(core) and core[-1] in _QUOTES and len(word.strip(_QUOTES + ".,;:!?")) > 0


def _ends_sentence(word: str) -> bool:
    """Whether the quotation closed by ``word`` ends with a full stop, inside or after its
    closing mark ('ready."', 'ready".'): the quotation is then a sentence of its own, and a
    reporting clause after it needs a comma, "!" or "?" instead ('"I am ready," the nurse
    said'), so the next sentence ('The nurse said nothing.') is no reporting clause of it."""
    tail = word[len(word.rstrip(_QUOTES + ".,;:!?…")) :]
    return "." in tail and "..." not in tail  # an ellipsis may go on into a reporting clause


def _opens_quote(word: str) -> bool:
    """Whether ``word`` opens a quotation (a quotation mark before its letters)."""
    return bool(word) and word[0] in _QUOTES


def _only_determiners(words: Sequence[str]) -> bool:
    """Whether ``words`` are all determiners ("the", "our"): nothing but the noun's own
    determiners stands between the reporting verb and its subject noun."""
    return all(_bare(w) in DETERMINERS_EN for w in words)


def reporting_noun(source: Sequence[str], speaker: tuple[int, int], noun: tuple[int, int]) -> bool:
    """Whether the noun at ``noun`` (English token span) is the subject of the reporting clause
    of the quotation the first-person pronoun at ``speaker`` stands in (module docstring)."""
    w = list(source)
    if speaker[1] <= noun[0]:
        # the quotation first: find where it closes, between the pronoun and the noun
        close = next((k for k in range(speaker[0], noun[0]) if _closes_quote(w[k])), None)
        if (
            close is None
            or any(_opens_quote(x) for x in w[speaker[1] : close + 1])
            or _ends_sentence(w[close])
        ):
            return False
        between = w[close + 1 : noun[0]]
        if between and _bare(between[0]) in REPORTING_VERBS:
            return _only_determiners(between[1:])  # "..." said the nurse
        after = w[noun[1] : noun[1] + 1]
        return _only_determiners(between) and bool(after) and _bare(after[0]) in REPORTING_VERBS
    if noun[1] <= speaker[0]:
        # the reporting clause first: the nurse said: "I ..."
        rest = w[noun[1] : speaker[0] + 1]
        return (
            len(rest) == 2
            and _bare(rest[0]) in REPORTING_VERBS
            and _opens_quote(rest[1])
            and not any(_opens_quote(x) or _closes_quote(x) for x in w[: noun[0]])
        )
    return False
