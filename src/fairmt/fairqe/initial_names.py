"""A sentence's first word that is also an English word is a name when it is the subject of a
finite verb and the translation copies it (helper ex40, issue 13).

The names a translation copies from the source ("Khrushchev fu sollevata") make a clause the
person's (:func:`fairmt.fairqe.cue_target._subjectless`): a capitalised source word counts as
a name, but a sentence's first word is capitalised by position only, so it counted only when
Apertium's English dictionary does not know it ("Akosua", not "After"). Many surnames are
English words ("Near", "Lane", "Smith", "Hope", "Grant"), and the first word of a biography is
often the surname ("Near has been recognised for her work" -> "Near ha sido reconocida"), so
such clauses were left unread.

Two facts tell the name apart. English does not put a bare singular count noun, an adjective,
an adverb or a preposition before a finite verb as its subject ("*Lane was built", "*Near has
been"; Quirk et al. 5.52 on the zero article, which singular count nouns do not take): a
first word that is directly followed by a finite verb form (a past or present tense, not an
infinitive or participle) and that the translation writes unchanged, with its capital, is
the subject's name (a translation writes a common noun in its own language, with the
determiner Spanish and Italian need: "El carril", "La speranza"). Both are required: a
translation that keeps an English word ("Marketing was ..." -> "Marketing fue ...") is rare,
and a word followed by a finite verb that the translation does not copy ("Hope was lost" ->
"Se perdió la esperanza") is not read. The verb may end the clause, with its punctuation
("Near resigned.", "Lane retired, and her son ...": ex41).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

__all__ = ["initial_name"]

#: Tense tags of Apertium's English dictionary that make a form finite.
_FINITE = frozenset({"past", "pri", "pres"})
#: Punctuation that may close the verb's clause ("Near resigned.", "Lane retired, and ...": ex41).
_CLOSING = ".,;:!?\"'”’)»"
#: Parts of speech of a verb form.
_VERBS = frozenset({"vblex", "vbser", "vbhaver", "vbmod", "vbdo"})


def _finite(tags: Sequence[tuple[str, ...]]) -> bool:
    """Whether one of a word's readings (tag tuples) is a finite verb form."""
    return any(t and t[0] in _VERBS and _FINITE.intersection(t) for t in tags)


def initial_name(
    word: str,
    following: str,
    target_words: frozenset[str],
    readings: Callable[[str], Sequence[tuple[str, ...]]],
) -> bool:
    """Whether ``word``, the first word of an English sentence that the dictionary knows, is a
    name: the next word ``following`` is a finite verb form (``readings`` gives a lower-case
    word's tag tuples) and the translation's words ``target_words`` (stripped of punctuation)
    hold ``word`` as it is written."""
    if not word[:1].isupper() or word not in target_words:
        return False
    nxt = following.lower().rstrip(_CLOSING)
    return bool(nxt) and nxt.isalpha() and _finite(readings(nxt))
