"""Italian inverted subjects: agreement with a subject that follows its verb.

:class:`ItalianInvertedQuestion` agrees the predicative with a subject after its verb
(:meth:`~ItalianInvertedQuestion._inverted_question`): in a question ("È stanco il dottore?") and
in a passive or unaccusative clause with a participle between ("Sono arrivati i medici"). It
sits on :class:`~fairmt.inflect.italian_coordinated_predicates.ItalianCoordinatedPredicates`.
Moved verbatim from :mod:`fairmt.inflect.italian_agreement`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_coordinated_predicates import ItalianCoordinatedPredicates
from fairmt.inflect.italian_copula_adverbs import only_adverb
from fairmt.inflect.italian_fronted_complement import complement_ending_at, fronted_complement_before
from fairmt.inflect.italian_persons import (
    ADVERBS,
)
from fairmt.inflect.italian_predicative import _CHAIN_PARTICIPLES, _PREDICATIVE_VERBS
from fairmt.inflect.italian_words import (
    _BETWEEN,
    _ESSERE_PARTICIPLES,
    _OPENERS,
    BEFORE_FINITE_VERB,
    ESSERE,
)
from fairmt.inflect.romance import Gender

#: Determiners that open a subject's phrase after its verb in a question (articles,
#: demonstratives and possessives; a contracted preposition opens a complement instead).
_SUBJECT_DETERMINERS = frozenset(
    [
        "il",
        "lo",
        "la",
        "l'",
        "i",
        "gli",
        "le",
        "un",
        "uno",
        "una",
        "un'",
        "questo",
        "questa",
        "questi",
        "queste",
        "quel",
        "quello",
        "quella",
        "quei",
        "quegli",
        "quelle",
        "mio",
        "mia",
        "miei",
        "mie",
        "tuo",
        "tua",
        "tuoi",
        "tue",
        "suo",
        "sua",
        "suoi",
        "sue",
        "nostro",
        "nostra",
        "nostri",
        "nostre",
        "vostro",
        "vostra",
        "vostri",
        "vostre",
    ]
)
_ESSERE_PARTICIPLE_FORMS: dict[str, dict[str, str]] = {
    "F": {"stato": "stata", "stati": "state"},
    "M": {"stata": "stato", "state": "stati"},
}

#: Question words that may open a question before its verb ("Perché è stanco il dottore?").
_QUESTION_OPENERS = frozenset({"perché", "perche'", "come", "dove", "quando", "quanto", "chi", "cosa", "che"})


def _clitic_infinitive(readings: Sequence[Reading]) -> bool:
    """it-inflect-58: whether every reading is an infinitive with an enclitic pronoun ("salutarci")."""
    return bool(readings) and all("inf" in r.tags and "enc" in r.tags for r in readings)


class ItalianInvertedQuestion(ItalianCoordinatedPredicates):
    """Layer 2d of :class:`~fairmt.inflect.italian.ItalianInflector`: the subject after its verb."""

    def _inverted_question(self, tokens: list[str], ps: int, e: int, gender: Gender) -> list[str]:
        """Agreement with a subject that follows its verb in a question: "È stanco il
        dottore?" -> "È stanca la dottoressa?", "È il vostro capo soddisfatto?" -> "È la
        vostra capo soddisfatta?".

        Italian questions often put the subject after the verb (Serianni, *Grammatica
        italiana*, XIII.8; Treccani, *Enciclopedia dell'Italiano*, "interrogative, frasi"), and
        the predicative still agrees with it. The subject's phrase (from ``ps``, opening with
        an article or a possessive, never a preposition: "dai miei colleghi" is an agent)
        stands in a clause that ends with "?"; a third-person form of *essere*
        (:data:`ESSERE`, not a participle) opens the question (sentence start, after
        punctuation or a question word or conjunction). The predicative is then either
        between the verb and the subject (over adverbs: "È arrivato il dottore?") or right after
        the subject's phrase ("È il dottore stanco?"); each word only as the dictionary reads
        it as an adjective or participle in ``gender``.
        """
        morph = morphology("it")
        if morph is None or ps < 1 or e > len(tokens):
            return tokens
        # The clause must end with "?" before any other sentence punctuation.
        end = e - 1
        while end < len(tokens) and not any(c in Word.parse(tokens[end]).post for c in ".!?;:"):
            end += 1
        # it-inflect-19: a declarative clause too, when a participle other than that of
        # *essere* or of a copular verb stands between ("Sono arrivati i medici", "Sono stati
        # annunciati i vincitori"): in a passive or unaccusative clause the subject often
        # follows the verb and the participle agrees with it (Serianni, *Grammatica italiana*,
        # XI.365 and XIV on the postverbal subject).
        declarative = end >= len(tokens) or "?" not in Word.parse(tokens[end]).post
        first = Word.parse(tokens[ps]).core.lower()
        article = first.split("'")[0] + "'" if "'" in first[:-1] else first
        if article not in _SUBJECT_DETERMINERS:
            return tokens
        out = list(tokens)
        # Between the verb and the subject.
        k = ps - 1
        between: list[int] = []
        while k >= 0 and not Word.parse(tokens[k]).post.strip():
            low = Word.parse(tokens[k]).core.lower()
            if low in ESSERE and low not in _ESSERE_PARTICIPLES:
                break
            if low in _BETWEEN:
                k -= 1
                continue
            if (
                _clitic_infinitive(morph.readings(low))
                and k > 0
                and Word.parse(tokens[k - 1]).core.lower() in ("a", "ad")
            ):
                # it-inflect-58: a purpose infinitive whose object is an enclitic ("È passata a
                # salutarci la vicina"): the phrase after it is then no object of its own but the
                # subject of the motion verb (a bare "a salutare la vicina" has its object)
                k -= 2
                continue
            pp_start = complement_ending_at(tokens, k + 1, self.CONTRACTIONS) if not between else None
            if (
                pp_start is not None
                and pp_start > 0
                and not any(Word.parse(tokens[j]).post.strip() for j in range(pp_start - 1, k))
                and any("pp" in r.tags for r in morph.readings(Word.parse(tokens[pp_start - 1]).core.lower()))
            ):
                # it-inflect-62: a complement between the participle and the subject ("È arrivato
                # in ritardo il maestro"; italian_fronted_complement)
                k = pp_start - 1
                continue
            if low in _ESSERE_PARTICIPLES or (
                morph.agree(low, gender) is not None
                # it-inflect-62 (it66): a participle with a noun reading too ("entrata", "uscita",
                # "partita") is the participle here, between the verb and its subject
                and (not morph.noun_readings(low) or any("pp" in r.tags for r in morph.readings(low)))
            ):
                between.insert(0, k)
                k -= 1
                continue
            return tokens
        if k < 0 or Word.parse(tokens[k]).post.strip():
            return tokens
        verb = Word.parse(tokens[k]).core.lower()
        if verb not in ESSERE or verb in _ESSERE_PARTICIPLES:
            return tokens
        # it-inflect-58: over adverbs and the verb's clitics before it ("Ieri è arrivata la
        # direttrice", "Si è dimessa la sindaca", "Non è venuto nessun medico"): they open no
        # subject's place, so the clause still opens before them (Serianni XII.52-56 on the
        # adverb's free position; VII.29ff. on the clitics before the finite verb).
        b = k
        while (
            b > 0
            and not Word.parse(tokens[b - 1]).post.strip()
            and (Word.parse(tokens[b - 1]).core.lower() in BEFORE_FINITE_VERB or only_adverb(tokens[b - 1]))
        ):
            b -= 1
        before = Word.parse(tokens[b - 1]) if b > 0 else None
        if before is not None and not (
            before.post.strip()
            or before.core.lower() in _QUESTION_OPENERS
            or before.core.lower() in _OPENERS
            or fronted_complement_before(tokens, b, self.CONTRACTIONS)  # it-inflect-62: "A scuola è arrivato"
        ):
            return tokens
        if declarative and (
            not any(
                Word.parse(tokens[j]).core.lower() not in _CHAIN_PARTICIPLES
                and any("pp" in r.tags for r in morph.readings(Word.parse(tokens[j]).core.lower()))
                for j in between
            )
            or any(
                r.lemma in _PREDICATIVE_VERBS
                for j in between
                for r in morph.readings(Word.parse(tokens[j]).core.lower())
            )
        ):
            # (Of a verb with a predicative complement, "fu considerata la giocatrice migliore",
            # the phrase after it is that predicative, not the subject.)
            return tokens
        for j in between:
            w = Word.parse(out[j])
            new = _ESSERE_PARTICIPLE_FORMS[gender].get(w.core.lower()) or morph.agree(w.core.lower(), gender)
            if new is not None and new != w.core.lower():
                out[j] = w.render(new)
        if between:
            return out
        # Right after the subject's phrase.
        j = e
        while j < len(out) and not Word.parse(out[j - 1]).post.strip():
            w = Word.parse(out[j])
            low = w.core.lower()
            if low in ADVERBS:
                j += 1
                continue
            new = morph.agree(low, gender)
            if new is None or morph.noun_readings(low):
                break
            if new != low:
                out[j] = w.render(new)
            j += 1
        return out
