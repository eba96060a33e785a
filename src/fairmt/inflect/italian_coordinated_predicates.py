"""Italian coordinated predicates: a second predicate of the same subject.

:class:`ItalianCoordinatedPredicates` finds a predicate coordinated with the subject's own verb
and with no subject of its own (:meth:`~ItalianCoordinatedPredicates._coordinated`: "e fu
inviata", an asyndetic ", è scesa", a second compound tense whose *essere* is left out,
:meth:`~ItalianCoordinatedPredicates._elided_essere`), not after "ma"/"così" (a new subject
usually follows) and not one that already disagrees with the subject's original gender
(:meth:`~ItalianCoordinatedPredicates._disagrees`). It sits on
:class:`~fairmt.inflect.italian_subject_phrase.ItalianSubjectPhrase`.
Moved verbatim from :mod:`fairmt.inflect.italian_agreement`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_predicate_gaps import (
    fronted_phrase_end,
    role_complement_end,
)
from fairmt.inflect.italian_predicative import _REFLEXIVE_CLITICS
from fairmt.inflect.italian_quantity import essere_number
from fairmt.inflect.italian_subject_phrase import ItalianSubjectPhrase
from fairmt.inflect.italian_words import (
    _CONNECTIVES,
    _ESSERE_PARTICIPLES,
    _PARTICIPLE,
    _SUBORDINATE,
    _VERB_POS,
    DETS,
    ESSERE,
)
from fairmt.inflect.romance import Gender


class ItalianCoordinatedPredicates(ItalianSubjectPhrase):
    """Layer 2c of :class:`~fairmt.inflect.italian.ItalianInflector`: coordinated predicates."""

    def _elided_essere(self, out: Sequence[str], start: int, k: int) -> bool:
        """Whether the conjunction ``out[k]`` joins a second past participle whose auxiliary
        *essere* is left out, as the first one's is understood ("è nata a Firenze e morta a
        Roma", "è stato arrestato e condannato"): two coordinated compound tenses with the
        same auxiliary and subject may omit it in the second, whose participle still agrees
        with the subject (Serianni, *Grammatica italiana*, XI.365 on the participle with
        *essere*; Treccani, *Enciclopedia dell'Italiano*, "ellissi"). The clause from ``start``
        to ``k`` must hold a form of *essere* right before a participle, and the word after
        the conjunction must be a participle (it-inflect-21)."""
        j = _past_coordinated_adverbs(out, k + 1)  # it-inflect-39: "e successivamente rilasciata"
        if j >= len(out) or not _is_participle(out[j]):
            return False
        for t in range(start, k - 1):
            aux = Word.parse(out[t]).core.lower()
            if (aux in ESSERE or aux in _ESSERE_PARTICIPLES) and _is_participle(out[t + 1]):
                return True
        return False

    def _coordinated(
        self, out: list[str], k: int, gender: Gender, was: Realisation | None = None, depth: int = 0
    ) -> list[str]:
        """A predicate coordinated with the subject's own verb, with no subject of its own:
        "L'infermiera eseguì una iniezione ... e fu inviata" (the subject opens the sentence).
        From ``k`` (after the subject) the first ``e``/``ed`` of the main clause is
        looked for; a subordinating word or punctuation first means another clause, and
        nothing is done. After the conjunction, :meth:`_after_essere` agrees its predicate.
        Not after ``ma``: "but" usually brings a subject of its own ("ma è stato preso" for
        "but he was caught", which the source's pronoun fixes).

        ``was`` is the subject's gender in the original: a coordinated predicate in the other
        gender there ("Il cuoco preparò la cena ... e fu elogiata", for "and she was praised")
        is not the subject's, and it is left alone."""
        start = k
        while k < len(out):
            w = Word.parse(out[k])
            low = w.core.lower()
            if (
                w.post.strip() == ","
                and not w.pre.strip(" *#")
                and low not in _SUBORDINATE
                and _essere_next(out, k + 1)
            ):
                # it-inflect-32: a predicate after a comma with no subject of its own, its
                # *essere* right there ("si è fermata, è scesa dall'auto e si è scusata"): an
                # asyndetic coordination of the subject's predicates (Serianni XIV.13-14).
                new = self._after_essere(list(out), k + 1, gender)
                if self._disagrees(out, new, k + 1, was):
                    return out
                out = new
                k += 1
                continue
            if role_complement_end(out, k) is not None:
                k = role_complement_end(out, k) or k  # it-inflect-35: "ha lavorato come analista e ..."
                continue
            if (
                w.post.strip() == ","
                and k + 1 < len(out)
                and Word.parse(out[k + 1]).core.lower() in ("e", "ed")
            ):
                k += 1  # it-inflect-35: ", e fu molto determinata" (a comma before the coordinator)
                continue
            if low in _SUBORDINATE or low in _CONNECTIVES or w.post.strip() or w.pre.strip(" *#"):
                return out  # (it-inflect-21: not the "*"/"#" Apertium puts on unknown words)
            but = low == "ma" and _essere_next(out, k + 1) and essere_number(out, k + 1) == "pl"
            if low in ("e", "ed") or but:
                # it-inflect-41: also "ma" before a plural *essere* ("sono nati a Roma ma sono
                # cresciuti a Milano"): a plural subject of its own would mostly be a noun or
                # "loro", while a pronoun the source gives keeps its gender by _disagrees.
                v = fronted_phrase_end(out, k + 1) or k + 1  # it-inflect-37: "e sin da giovane si dimostrò"
                new = self._after_essere(list(out), v, gender, self._elided_essere(out, start, k))
                if self._disagrees(out, new, v, was):
                    return out
                # it-inflect-37: a third predicate after the second ("è stata espulsa dal partito e
                # incarcerata"): the search goes on from the second one's verb.
                return (
                    self._coordinated(new, v + 1, gender, was, depth + 1) if new != out and depth < 3 else new
                )
            k += 1
        return out

    @staticmethod
    def _disagrees(out: Sequence[str], new: Sequence[str], k: int, was: Realisation | None) -> bool:
        """Whether a word changed from ``k`` on had, in ``out``, another gender than the
        subject's original ``was``: the coordinated predicate is then not the subject's ("Il
        cuoco preparò la cena ... e fu elogiata", for "and she was praised")."""
        morph = morphology("it")
        if was is None or morph is None:
            return False
        for t in range(k, len(out)):
            if new[t] == out[t]:
                continue
            low_t = Word.parse(out[t]).core.lower()
            genders = {r.gender for r in morph.readings(low_t)}
            if not genders and low_t.endswith(_PARTICIPLE):
                genders = {"f"} if low_t.endswith(("a", "e")) else {"m"}  # ("elogiata")
            if genders and genders <= {"m", "f"} and was.lower() not in genders:
                return True
        return False


def _essere_next(tokens: Sequence[str], k: int) -> bool:
    """Whether a finite form of *essere* (not its participle) stands at ``k``, after reflexive
    clitics and "non" ("è scesa", "si è scusata", "non era pronta")."""
    while k < len(tokens) and Word.parse(tokens[k]).core.lower() in (_REFLEXIVE_CLITICS | {"non"}):
        if Word.parse(tokens[k]).post.strip():
            return False
        k += 1
    if k >= len(tokens):
        return False
    low = Word.parse(tokens[k]).core.lower()
    if low not in ESSERE or low in _ESSERE_PARTICIPLES:
        return False
    # Not "è stato un sollievo": a noun predicate after "stato" may have another subject ("it").
    after = [Word.parse(t).core.lower() for t in tokens[k + 1 : k + 3]]
    return not (after[:1] and after[0] in _ESSERE_PARTICIPLES and after[1:] and after[1] in DETS)


def _is_participle(token: str) -> bool:
    """Whether the dictionary reads ``token`` as a past participle."""
    morph = morphology("it")
    w = Word.parse(token)
    if morph is None or w.pre.strip():
        return False
    return any(r.pos in _VERB_POS and "pp" in r.tags for r in morph.readings(w.core.lower()))


def _past_coordinated_adverbs(tokens: Sequence[str], k: int) -> int:
    """it-inflect-39: the first token from ``k`` past the adverbs that may open a coordinated
    predicate before its verb or participle ("ed è stata arrestata a casa e *successivamente*
    rilasciata", "e *poi* liberato"): adverbs in -mente (:func:`mente_adverb`) and the adverbs of
    time and degree of :data:`fairmt.inflect.italian_persons.ADVERBS` (Serianni, *Grammatica
    italiana*, XII, the adverb's free place before the verb). Only bare words, nothing attached."""
    from fairmt.inflect.italian_persons import ADVERBS

    while k < len(tokens):
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if w.post.strip() or w.pre.strip() or not (low in ADVERBS or mente_adverb(low)):
            return k
        k += 1
    return k
