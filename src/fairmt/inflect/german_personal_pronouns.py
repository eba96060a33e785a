"""German third-person singular personal pronouns that a realisation can flip (pairs31).

English refers back to a person whose gender it leaves open with a singular "they"/"them"
or by repeating the noun ("since then, the author has become famous"); German refers back
with the personal pronoun of the antecedent's grammatical gender (Duden, *Die Grammatik*,
Personalpronomen: Kongruenz mit dem Bezugswort): "die Autorin ... seitdem ist sie berühmt",
"der Sekretär ... und gab ihm eine Gehaltserhöhung". Such a pronoun shows the person's gender
as much as the noun does, so a realisation that changes the noun must change the pronoun.

:func:`personal_pronoun_spans` lists the one-token spans of the pronouns that can be such a
reference: ``er``, ``ihn``, ``ihm`` always; ``sie`` and ``ihr`` only where the inflector's own
declension reads them as a singular person's pronoun (it gives a masculine form: not the
polite "Sie", not a plural "sie" with a plural verb, not the possessive "ihr Buch"). Which of
them belongs to which person is the realiser's choice (:mod:`fairmt.fairqe.they_pronouns`).

:func:`object_sie` says that ``sie`` right after a personal pronoun in the nominative
(``wir``, ``ich``, ``du``, ``man``) or right before an indefinite subject pronoun (``niemand``,
``jemand``, ``keiner``) is the object: a German clause has one nominative subject, and in
"also riefen wir sie zurück" or "zuerst erkannte sie niemand" that is the other pronoun
(Duden, *Die Grammatik*, on the order of the middle field: pronouns nominative before
accusative, and the subject after the finite verb in a verb-second clause). The masculine is
then the accusative "ihn", not "er".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.inflect.base import Word

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["object_sie", "personal_pronoun_spans"]

#: Nominative-only personal pronouns (the subject) before which ``sie`` is the object.
_NOMINATIVE_BEFORE = frozenset({"ich", "du", "wir", "man"})
#: Indefinite pronouns that are the subject when they follow ``sie`` right after the verb.
_INDEFINITE_SUBJECTS = frozenset({"niemand", "jemand", "keiner", "keine", "jeder", "jede", "man"})


def object_sie(words: Sequence[Word], t: int) -> bool:
    """Whether ``sie`` at ``t`` is an object by its neighbouring pronouns (module docstring)."""
    if t > 0 and not words[t - 1].post and words[t - 1].core.lower() in _NOMINATIVE_BEFORE:
        return True
    return (
        t + 1 < len(words)
        and not words[t].post
        and words[t + 1].core.lower() in _INDEFINITE_SUBJECTS
        and not words[t + 1].post.startswith(",")
    )


def personal_pronoun_spans(inflector: Inflector, tokens: Sequence[str]) -> list[tuple[int, int]]:
    """The one-token spans of the singular personal pronouns of a person (module docstring)."""
    out: list[tuple[int, int]] = []
    for t, token in enumerate(tokens):
        low = Word.parse(token).core.lower()
        if low in ("er", "ihn", "ihm"):
            out.append((t, t + 1))
        elif low in ("sie", "ihr"):
            new = inflector.realise(tokens, (t, t + 1), "M")
            if new is None or len(new) != len(tokens):
                continue
            if Word.parse(new[t]).core.lower() in ("er", "ihn", "ihm"):
                out.append((t, t + 1))
    return out
