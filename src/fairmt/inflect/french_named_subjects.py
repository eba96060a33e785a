"""French named subjects: the predicatives that agree with a name the English genders nowhere
(fr-inflect-40, closedfr33).

"As well as being resident physician at two hospitals, Gorrie was active in the community" ->
"En plus d'être interne dans deux hôpitaux, Gorrie était active au sein de la communauté". The
English names one person and genders nobody; the translation gave the person a gender on the
name's participles and predicative adjectives ("était active", "fut engagée", "s'est
impliquée", "a été poussée"), and a realisation in the other gender must change them too. The
realiser asks three hooks of :class:`~fairmt.inflect.base.Inflector` for this
(:meth:`fairmt.fairqe.realise.SentenceRealiser._named_subjects` when a span it changes is a
predicate noun, :func:`fairmt.fairqe.bare_named_subjects.bare_named_subject_spans` otherwise);
Italian (closedit27) and Spanish (es-inflect-25) have had them, French had none, so that a
French sentence whose person noun the aligner did not place ("interne" for "resident
physician", "pathologiste" for "specialist") got no variant at all, and one whose noun was
placed kept the name's other predicatives (a fronted "Profondément intéressée par la musique,
Eulenburg ... en tant qu'auteure").

- :meth:`FrenchNamedSubjects.subject_name_spans`: a name the English has capitalised that may
  open its clause as subject (not after an article, a preposition or a conjunction).
- :meth:`FrenchNamedSubjects.predicate_noun`: a noun after a form of *être*, a copular verb,
  *comme* or *en tant que*, past an article and adverbs (Grevisse and Goosse, *Le Bon Usage*,
  the subject attribute and the words that introduce it).
- :meth:`FrenchNamedSubjects.name_predicate_changes`: the participles and adjectives of the
  name's verb groups (:func:`fairmt.inflect.french_name_clause.name_predicates`: a participle
  with *être*, the passive *a été*, the reflexive *s'est*, an adjective after *être*; not a
  participle with *avoir*), and the participle or adjective that opens the sentence before the
  name's comma ("Profondément intéressée par la musique, Eulenburg"): a detached participle or
  adjective without a subject of its own agrees with the main clause's subject (*Le Bon Usage*,
  the detached attribute and the subject of the participle).

Read off the MT-GenEval contextual *dev* proxy (benchmarks/bench_fem_masc_dev.py), whose "no
variants" pairs were mostly such names.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Inflector, Word, check_span
from fairmt.inflect.french_words import ARTICLES, PREPOSITIONS
from fairmt.inflect.subject_names import last_name_word_spans

__all__ = ["FrenchNamedSubjects"]

#: Words before a name that make it no subject: an article, a preposition, a conjunction that
#: joins it to another name ("de Cook", "avec Ana", "et Pavey").
_NOT_BEFORE_SUBJECT = (
    ARTICLES
    | {"des", "du", "d'", "au", "aux"}
    | (
        PREPOSITIONS
        - {"après", "auprès", "avant", "depuis", "derrière", "devant", "durant", "envers", "malgré", "parmi"}
        - {"pendant", "près"}
    )
    | {"et", "ou", "ni", "que", "qu'"}
)
#: Articles and determiners that may stand before a predicate noun ("était une artiste").
_ARTICLES = frozenset(["un", "une", "le", "la", "l'"])
#: "One of" before a partitive "des" ("l'une des premières femmes"; *Le Bon Usage*, *un* as a pronoun).
_ONE_OF = frozenset(["un", "une", "l'un", "l'une"])
#: Forms of *être* and of the copular verbs in the third person singular, the infinitive and the
#: participles: a noun right after them (past an article) is the subject's attribute.
_COPULAS = frozenset(
    [
        "est",
        "était",
        "fut",
        "sera",
        "serait",
        "soit",
        "fût",
        "été",
        "être",
        "étant",
        "devient",
        "devenait",
        "devint",
        "deviendra",
        "deviendrait",
        "devenu",
        "devenue",
        "devenir",
        "devenant",
        "reste",
        "restait",
        "resta",
        "demeure",
        "demeurait",
        "demeura",
        "semble",
        "semblait",
        "sembla",
        "paraît",
        "paraissait",
        "parut",
    ]
)
#: The longest apposition between the name and its verb group (in words).
_APPOSITION_MAX = 6
#: Words that open a clause: an apposition holding one is a relative or another clause.
_CLAUSE_WORDS = frozenset(["qui", "que", "dont", "où", "lorsque", "quand", "si"])
#: Adverbs that may stand inside the verb group before the attribute (besides those in -ment).
_ADVERBS = frozenset(
    ["aussi", "alors", "ensuite", "déjà", "encore", "toujours", "jamais", "également", "enfin", "ainsi"]
)


def _adverb(low: str) -> bool:
    return low in _ADVERBS or (low.endswith("ment") and len(low) > 6)


def _gender(low: str) -> Realisation | None:
    """The gender of a singular participle or adjective when all its gendered readings agree."""
    morph = morphology("fr")
    if morph is None or not low.replace("-", "").isalpha():
        return None
    gs = {
        r.gender
        for r in morph.readings(low)
        if (r.pos == "adj" or "pp" in r.tags) and r.number == "sg" and r.gender in ("m", "f")
    }
    if gs == {"f"}:
        return "F"
    if gs == {"m"}:
        return "M"
    return None


def _subject_relative(tokens: Sequence[str], t: int) -> bool:
    """Whether a non-restrictive subject relative (``, qui``) follows the name at ``t``."""
    return (
        t + 1 < len(tokens)
        and Word.parse(tokens[t]).post.strip() == ","
        and Word.parse(tokens[t + 1]).core.lower() == "qui"
    )


class FrenchNamedSubjects(Inflector):
    """The named-subject hooks of :class:`~fairmt.inflect.base.Inflector` for French (a mixin of
    :class:`~fairmt.inflect.french.FrenchInflector`)."""

    def subject_name_spans(self, tokens: Sequence[str], names: frozenset[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.subject_name_spans`: a capitalised word the English has too, the last
        of its name, not after an article, a preposition or a conjunction (another phrase's or
        another subject's name)."""
        return last_name_word_spans(tokens, names, _NOT_BEFORE_SUBJECT, hyphens=True)

    def predicate_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.predicate_noun`: the span's noun follows a form of *être* or of a
        copular verb (:data:`_COPULAS`), *comme* or *en tant que*, with at most an article and
        adverbs between ("était une artiste", "fut également professeure", "travaille comme
        encreuse", "en tant qu'auteure")."""
        if not check_span(tokens, span):
            return False
        low = [Word.parse(t).core.lower().replace("\u2019", "'") for t in tokens]
        a = span[0]
        if low[a].startswith("qu'") and a >= 2 and low[a - 1] == "tant" and low[a - 2] == "en":
            return True  # "en tant qu'auteure"
        if low[a].startswith("l'"):
            low[a] = low[a][2:]
        b = a - 1
        if low[a] in ("des", "d'") and a < span[1] - 1:
            b = a  # the span holds its determiner ("des artistes")
        if b >= 1 and low[b] in ("des", "d'") and low[b - 1] in _ONE_OF:
            b -= 2  # "comme l'une des artistes": the partitive "one of" names the subject too
        elif b >= 0 and low[b] in _ARTICLES and not Word.parse(tokens[b]).post.strip():
            b -= 1
        while b > 0 and _adverb(low[b]) and not Word.parse(tokens[b]).post.strip():
            b -= 1
        if b < 0 or Word.parse(tokens[b]).post.strip():
            return False
        head = low[b]
        if head in ("et", "ou") and b >= 2 and not Word.parse(tokens[b - 2]).post.strip():
            # the second of two coordinated attributes ("en devenant journaliste et présentatrice")
            return self.predicate_noun(tokens, (b - 1, b))
        if head in ("que", "qu'") and b >= 2 and low[b - 1] == "tant" and low[b - 2] == "en":
            return True
        return head == "comme" or head in _COPULAS

    def name_predicate_changes(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> tuple[Realisation, list[tuple[int, int]]] | None:
        """:meth:`Inflector.name_predicate_changes`: the singular participles and adjectives of
        one gender that agree with the name at ``span`` (module docstring), one-token spans, and
        the gender they show; ``None`` when there are none or they show two genders."""
        from fairmt.inflect.french_name_clause import name_predicates

        end = self._apposition_end(tokens, span[0])
        if end == span[0] and _subject_relative(tokens, end):
            # fr-inflect-47: "Kim, qui a été fatigué, est allé": the subject relative's "qui" is
            # the name (Grevisse, *Le Bon Usage*, agreement with the antecedent of "qui"), and the
            # verb group after its closing comma is the name's main verb.
            end += 1
        found = [i for i in name_predicates(tokens, (end, end + 1)) if i > end]
        opening = self._opening_predicative(tokens, span[0])
        if opening is not None:
            found.append(opening)
        shown = {_gender(Word.parse(tokens[i]).core.lower()) for i in found}
        if len(shown) != 1 or None in shown:
            return None
        g = shown.pop()
        assert g is not None
        return g, [(i, i + 1) for i in sorted(set(found))]

    @staticmethod
    def _apposition_end(tokens: Sequence[str], t: int) -> int:
        """The last token of a short apposition between commas right after the name at ``t``
        ("Skelton, également auteure comique, fut choisie"): the name's verb group follows it
        (*Le Bon Usage*, the detached apposition); else ``t``. The apposition holds at most
        :data:`_APPOSITION_MAX` words and no word that opens a clause ("qui", "que")."""
        if not Word.parse(tokens[t]).post.strip().startswith(","):
            return t
        for k in range(t + 1, min(t + 1 + _APPOSITION_MAX, len(tokens))):
            w = Word.parse(tokens[k])
            if w.core.lower() in _CLAUSE_WORDS or w.core.lower().startswith("qu'") or w.pre.strip():
                return t
            post = w.post.strip()
            if post.startswith(","):
                return k
            if post:
                return t
        return t

    @staticmethod
    def _opening_predicative(tokens: Sequence[str], t: int) -> int | None:
        """The participle or adjective that opens the sentence (past adverbs in -ment:
        "Profondément intéressée par la musique,") when the comma right before the name at ``t``
        closes that clause and no other comma stands in it."""
        if t < 2 or "," not in Word.parse(tokens[t - 1]).post:
            return None
        if any("," in Word.parse(x).post or Word.parse(x).pre.strip() for x in tokens[: t - 1]):
            return None
        i = 0
        while i < t - 1 and _adverb(Word.parse(tokens[i]).core.lower()):
            i += 1
        low = Word.parse(tokens[i]).core.lower()
        return i if _gender(low) is not None else None
