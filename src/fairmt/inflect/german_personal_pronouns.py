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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_name_subjects import after_name_subject
from fairmt.inflect.german_participle_conjuncts import participle_conjunct_object
from fairmt.inflect.german_relative_subjects import (
    after_masculine_relative,
    after_plural_relative,
    clause_last,
)
from fairmt.inflect.german_vorfeld_subjects import NOMINATIVE_DETS as _NOMINATIVE_DETS
from fairmt.inflect.german_vorfeld_subjects import (
    after_attributed_subject,
    after_coordinated_verb,
    determiner_of_phrase,
)
from fairmt.inflect.german_vorfeld_subjects import opens_clause as _opens_clause
from fairmt.inflect.german_words import CLAUSE_WORDS, COPULAS, PREPS

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["continuing_relative", "copula_verb_of_clause", "object_sie", "personal_pronoun_spans"]

#: Nominative-only personal pronouns that open a clause as its subject ("Er sah sie").
_SUBJECT_PRONOUNS = frozenset({"ich", "du", "er", "wir", "man"})
#: Nominative-only personal pronouns (the subject) before which ``sie`` is the object.
_NOMINATIVE_BEFORE = frozenset({"ich", "du", "wir", "man"})
#: Indefinite pronouns that are the subject when they follow ``sie`` right after the verb.
_INDEFINITE_SUBJECTS = frozenset({"niemand", "jemand", "keiner", "keine", "jeder", "jede", "man"})


def object_sie(words: Sequence[Word], t: int, person_noun: Callable[[str], bool]) -> bool:
    """Whether ``sie`` at ``t`` is an object by its neighbouring pronouns (module docstring), by
    a plural relative pronoun before it (:mod:`fairmt.inflect.german_relative_subjects`), by a
    nominative noun phrase or pronoun opening its verb-second clause
    (:func:`_after_subject_and_verb`; de-inflect-57: also with a genitive or prepositional
    attribute, :func:`fairmt.inflect.german_vorfeld_subjects.after_attributed_subject`) or in an
    infinitive clause (:func:`_in_infinitive_clause`); ``person_noun`` tells a person noun (the
    head of an attributed Vorfeld whose determiner may be accusative). An indefinite
    "keine"/"jede" after it is the subject only where it is no determiner of a noun ("hatte sie
    keine Freunde": "sie" is the subject;
    :func:`fairmt.inflect.german_vorfeld_subjects.determiner_of_phrase`). (de66) Also after the
    verb of a clause opened by a bare name (:mod:`fairmt.inflect.german_name_subjects`) and after
    the relative "der" of a masculine noun, its clause's subject
    (:func:`fairmt.inflect.german_relative_subjects.after_masculine_relative`)."""
    if t > 0 and not words[t - 1].post and words[t - 1].core.lower() in _NOMINATIVE_BEFORE:
        return True
    if (
        after_plural_relative(words, t)
        or after_masculine_relative(words, t, COPULAS)  # (de66) "Der Arzt, der sie untersuchte"
        or _after_subject_and_verb(words, t)
        or after_name_subject(words, t)  # (de66) "Frau Keller rief sie an": german_name_subjects
        or after_attributed_subject(words, t, person_noun)
        or after_coordinated_verb(words, t)
        or participle_conjunct_object(words, t)  # (de-inflect-60) "und sie ... entlassen"
        or _in_infinitive_clause(words, t)
    ):
        return True
    return (
        t + 1 < len(words)
        and not words[t].post
        and words[t + 1].core.lower() in _INDEFINITE_SUBJECTS
        and not words[t + 1].post.startswith(",")
        and not determiner_of_phrase(words, t + 1)
    )


#: Pronouns that a free relative "was" after a comma refers to ("Das, was ...", "alles, was ...").
_WAS_ANTECEDENTS = frozenset(
    word_tuple("das dies dieses alles etwas nichts vieles manches weniges einiges dasselbe dasjenige")
)
#: Verb stems that take an indirect question ("Ich frage mich, was ...", "zu entdecken, was ...").
_QUESTION_VERBS = word_tuple(
    "frag weiß wiss versteh verstand entdeck zeig sag erklär herausfind erfahr überleg"
)


def continuing_relative(words: Sequence[Word], w: int) -> bool:
    """(de-inflect-35) Whether "was" at ``w`` opens a continuing relative clause, which stands for
    the whole clause before it (Duden, *Die Grammatik*: weiterführender Relativsatz, "Er kam zu
    spät, was alle ärgerte"): right after a comma, with no pronoun before the comma that it
    could refer to ("Das, was ...", "alles, was ...") and no verb of asking, knowing or telling
    in the clause before, which would make it an indirect question ("Ich frage mich, was ...")."""
    if w < 1 or not words[w - 1].post.rstrip("\"'“”»«").endswith(","):
        return False
    if words[w - 1].core.lower() in _WAS_ANTECEDENTS:
        return False
    k = w - 1
    while k >= 0 and w - k <= 15:
        if k < w - 1 and words[k].post.endswith((".", "!", "?", ";", ":")):
            break
        if words[k].core.islower() and words[k].core.startswith(_QUESTION_VERBS):
            return False
        k -= 1
    return True


#: Participles of the copulas that the copula list leaves out ("deren Leiterin sie geworden war").
_COPULA_PARTICIPLES = frozenset({"geworden", "geblieben"})


def copula_verb_of_clause(words: Sequence[Word], t: int) -> bool:
    """(de65 mend) Whether the clause of ``sie`` at ``t`` ends in a copula that is its own verb
    ("deren erste Direktorin sie wurde": both phrases nominative, Gleichsetzungsnominativ), not
    the auxiliary of a verb form before it. "werden"/"wird" also build the future and the
    passive: "dass der Trainer sie loben wird", "dass die Kinder sie besuchen werden" have a
    full verb (an infinitive in -en, or a participle ge-...-t/-en) before the final auxiliary,
    whose object "sie" is (Duden, *Die Grammatik*: Futur, Passiv)."""
    j = clause_last(words, t)
    if j <= t or words[j].core.lower() not in COPULAS:
        return False
    before = words[j - 1].core
    low = before.lower()
    if j - 1 == t or not before.isalpha() or not before.islower() or words[j - 1].post:
        return True
    if low in COPULAS or low in _COPULA_PARTICIPLES:
        return True  # "deren Leiterin sie gewesen war"
    verb_form = low.endswith("en") or (low.startswith("ge") and low.endswith("t") and len(low) > 4)
    return not verb_form


def _after_subject_and_verb(words: Sequence[Word], t: int) -> bool:
    """(de-inflect-35) ``sie`` right after the finite verb of a verb-second clause whose first
    constituent is a noun phrase in the nominative, a determiner, at most three lower-case words
    and a noun ("und das Time-Magazin kürte sie zum Mann des Jahres", "Die Ärzte retteten sie"),
    or a nominative-only pronoun ("Man wird sie vermissen", "Er sah sie"): that phrase is the
    subject (the unmarked order of a German main clause puts the subject first; Duden, *Die
    Grammatik*: Stellungsfelder, Vorfeld), so "sie" is the object. Not after a
    copula, whose "sie" is a predicative nominative, and not after a phrase with a preposition
    ("Im Januar traf sie": the Vorfeld is an adverbial, "sie" the subject)."""
    v = t - 1
    if v < 1 or words[v].post or words[v].pre:
        return False
    verb = words[v].core
    if not verb.isalpha() or not verb.islower() or verb in CLAUSE_WORDS or verb in PREPS:
        return False
    n = v - 1
    if not words[n].post and words[n].core.lower() in _SUBJECT_PRONOUNS:
        # "Man wird sie vermissen", "Er sah sie": a nominative-only pronoun opens the clause (not
        # before a copula: "Er war sie" is a predicative nominative; "wird" is also the auxiliary)
        return (verb not in COPULAS or verb in ("wird", "wurde")) and _opens_clause(words, n)
    if verb in COPULAS or n < 1:
        return False
    if words[n].post or not words[n].core[:1].isupper():
        return False
    k = n - 1
    while k >= 0 and n - k <= 3 and not words[k].post and words[k].core.lower() not in _NOMINATIVE_DETS:
        if not words[k].core.islower():
            return False
        k -= 1
    if k < 0 or words[k].post or words[k].core.lower() not in _NOMINATIVE_DETS:
        return False
    return _opens_clause(words, k)


#: Words that may follow the object "sie" inside an infinitive clause, besides a preposition or a
#: capitalised noun: "zu", a determiner, or an adverb ("sie zu heilen", "sie nicht zu stören").
_INFINITIVE_CLAUSE_OPENERS = frozenset(
    word_tuple(
        """zu zum zur im am beim vom ins der die das den dem ein eine einen einem nicht auch noch wieder
        sofort dann so nie endlich gut"""
    )
)
#: Separable particles before the "zu" of an infinitive written as one word ("freizusprechen").
_PARTICLES = word_tuple(
    """ab an auf aus bei dar durch ein fest fort frei her heraus herein hin hinaus los mit nach um vor
    weg weiter wieder zurück zusammen über"""
)


def _in_infinitive_clause(words: Sequence[Word], t: int) -> bool:
    """(de-inflect-35) Whether ``sie`` at ``t`` stands in an infinitive clause, which has no
    subject (Duden, *Die Grammatik*: Infinitivkonstruktionen), so "sie" is its object: right
    after a comma (or a comma and "um"/"ohne"/"statt", de-inflect-57: or "als", "nicht anders
    können, als sie zu mögen"), in a clause that ends with "zu" and an
    infinitive or an infinitive with "zu" inside ("versucht, sie zu heilen"; "beschlossen, sie
    aus Mitleid freizusprechen")."""
    k = t - 1
    if k >= 0 and not words[k].post and words[k].core.lower() in ("um", "ohne", "statt", "anstatt", "als"):
        k -= 1
    if k < 0 or not words[k].post.endswith(","):
        return False
    j = clause_last(words, t)
    last = words[j].core
    if j <= t or not last.isalpha() or not last.islower() or not last.endswith("n"):
        return False
    nxt = words[t + 1].core
    if not (nxt[:1].isupper() or nxt.lower() in PREPS or nxt.lower() in _INFINITIVE_CLAUSE_OPENERS):
        return False  # ", sie versuchte zu helfen": a finite verb after "sie" makes it its subject
    if not words[j - 1].post and words[j - 1].core.lower() == "zu":
        return True
    return any(last.startswith(p + "zu") and len(last) > len(p) + 4 for p in _PARTICLES)


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
