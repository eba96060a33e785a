"""Spanish named subjects: the predicatives that agree with a name (es-inflect-25).

When the English names one person and genders nobody ("Kitani was noted as the most prolific
teacher"), the translation gives the person's gender to the role noun said of the name and to
the name's own participles and adjectives alike ("Kitani fue reconocida como la profesora");
a realisation changes them together (the realiser's ``_named_subjects``, which Italian has had
since closedit27). The dependency rule of :mod:`fairmt.inflect.spanish_dependencies`
(``_named_subject_of``) does the same off spaCy's parse, which the small model often gets wrong
on these sentences ("subsecuentemente" read as the root, "nombrada" as a noun); this module reads
the word order instead, and the realiser only asks it when a span it changes is a predicate noun.

- :meth:`SpanishNamedSubjects.subject_name_spans`: a name that may open its clause as subject.
- :meth:`SpanishNamedSubjects.predicate_noun`: a noun after a form of *ser*, *como* or a verb of
  appointment ("fue nombrada directora"), with articles and adverbs between (RAE, *Nueva
  gramática* §37.1, the attribute; §38.2-38.4, the predicative complement).
- :meth:`SpanishNamedSubjects.name_predicate_changes`: the participles and adjectives after the
  name that a copula, a pseudo-copula or the passive auxiliary introduces, and those coordinated
  with them ("fue aceptada como piloto y nombrada oficial"; §31.3, coordinated predicates share
  the subject; §33.1, the predicative agrees with it), and the participle or adjective that
  opens the sentence before the name's comma ("Considerada una autora influyente, Friedan";
  §38.6, the fronted predicative adjunct).

Read off the MT-GenEval contextual *dev* proxy (benchmarks/bench_fem_masc_dev.py), whose "both
wrong" pairs were mostly a name's participles left in the original's gender.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, Word, check_span, word_tuple
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.subject_names import last_name_word_spans

#: Forms of *ser* and *estar*, the pseudo-copulas of :mod:`fairmt.inflect.spanish_dependencies`
#: in the third person singular and the gerund, and the passive auxiliary: a participle or an
#: adjective right after them (past adverbs) is the subject's predicative.
_COPULAS = frozenset(
    word_tuple(
        """es era fue será sería sea fuera fuese sido ser siendo está estaba estuvo estará estaría
        esté estado estar estando quedó quedaba queda quedando resultó resultaba resulta resultando
        pareció parecía parece siguió seguía sigue siguiendo continuó continuaba continúa
        continuando permaneció permanecía permanece permaneciendo mantuvo mantenía mantiene
        manteniéndose volvió vuelve murió nació vivió acabó terminó salió llegó"""
    )
)
#: Perfect auxiliaries: the participle after them does not agree ("ha escrito"), but "sido" and
#: "estado" after them are copula forms.
_HABER = frozenset(word_tuple("ha había habría habrá haya hubiera hubiese"))
#: Adverbs that may stand inside the verb group (besides those in -mente).
_ADVERBS = frozenset(
    word_tuple(
        """también luego después ya aún todavía muy más menos tan bastante siempre nunca no pronto
        finalmente posteriormente inicialmente nuevamente primero entonces igualmente además casi"""
    )
)
#: Words that end the search: a relative or a subordinator opens a clause whose subject may be
#: another person; a preposition or an article opens a phrase of its own.
_STOPS = frozenset(
    word_tuple("""que quien quienes cual cuales cuyo cuya donde cuando mientras aunque porque si pero sino""")
)
#: Verbs of appointment and naming whose participle introduces a bare predicate noun ("fue
#: nombrada directora", "elegido presidente"; §38.4).
_APPOINTED = frozenset(
    word_tuple(
        """nombrado nombrada elegido elegida designado designada proclamado proclamada declarado
        declarada considerado considerada reconocido reconocida ascendido ascendida"""
    )
)
#: Adjectives that open prepositional locutions ("Junto con", "Debido a"): no predicatives.
LOCUTIONS = frozenset(word_tuple("junto debido dado pese conforme respecto referente relativo tocante"))
#: What introduces a predicate noun: the copula forms and "como", "en" after "convertirse".
_PREDICATE_HEADS = frozenset(word_tuple("es era fue será sería sea fuera fuese sido ser siendo como"))
#: Articles and determiners that may stand before a predicate noun.
_ARTICLES = frozenset(word_tuple("un una el la"))
#: Words before a name that make it no subject (an article, a preposition, a contraction).
_NOT_BEFORE_SUBJECT = frozenset(
    word_tuple(
        """el la los las un una unos unas del al de a en con por para sobre entre desde hasta según
        sin tras ante bajo contra hacia y e o u"""
    )
)


def _adverb(low: str) -> bool:
    return low in _ADVERBS or (low.endswith("mente") and len(low) > 6)


class SpanishNamedSubjects(Inflector):
    """The named-subject hooks of :class:`~fairmt.inflect.base.Inflector` for Spanish (a mixin
    of :class:`~fairmt.inflect.spanish.SpanishInflector`, before its person spans)."""

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """The conjuncts of :class:`~fairmt.inflect.spanish_persons.SpanishPersonSpans`, and the
        subject's other predicate nouns (:meth:`subject_predicate_nouns`)."""
        out = super().coordinated_person_spans(tokens, spans, kept)
        more = self.subject_predicate_nouns(tokens, spans, [*kept, *out])
        return sorted({*out, *more})

    def subject_predicate_nouns(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """es-inflect-25: when a span the realisation changes is a predicate noun
        (:meth:`predicate_noun`: the subject's role), the sentence's other predicate nouns of
        the same gender that no cue reached are the same subject's roles and change with it
        ("trabajó primero como pintora de acetatos, después como entintadora"; "seis firmados
        como pintora y dos, como alfarera"; RAE, *Nueva gramática* §37.7-37.8 and §38.2: the
        attribute and the predicative with "como" denote the subject). Not past a personal
        "a" (an object's predicative: "nombró a Ana como secretaria") and not a capitalised
        word (a title or a name)."""
        morph = get_morph()
        if not morph.available:
            return []
        preds = [s for s in spans if check_span(tokens, s) and self.predicate_noun(tokens, s)]
        shown = {self.gender_of(tokens, s) for s in preds} - {None}
        if len(shown) != 1:
            return []
        g = shown.pop()
        assert g is not None
        words = [Word.parse(t) for t in tokens]
        taken = [*spans, *kept]
        out: list[tuple[int, int]] = []
        for t, w in enumerate(words):
            low = w.core.lower()
            if any(x <= t < y for x, y in taken) or not low.isalpha() or w.core[:1].isupper():
                continue
            if not self.predicate_noun(tokens, (t, t + 1)):
                continue
            if low.endswith("s") and not low.endswith(("és", "ís", "ús")):
                continue  # a plural: another subject's ("se convirtieron en propietarios")
            # A person noun of the gender shown, with a form in the other one: one the language's
            # person nouns list after an article, or a word the dictionaries do not know that the
            # rules of agent nouns turn ("entintadora"); not a thing ("Como resultado").
            art = ["la" if g == "F" else "el", low]
            if self.gender_of(art, (0, 2)) != g:
                continue
            if not self.person_spans(art) and morph.readings(low):
                continue
            flipped = self.realise(art, (0, 2), "M" if g == "F" else "F")
            if flipped is None or flipped[1] == low:
                continue  # no pair: a noun of one form
            lo, hi = sorted((t, preds[0][0]))
            if any(x.core.lower() in ("a", "al") for x in words[lo:hi]):
                continue  # a personal "a" between: another person's predicative may follow
            out.append((t, t + 1))
        return out

    def subject_name_spans(self, tokens: Sequence[str], names: frozenset[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.subject_name_spans`: a capitalised word the English has too, the last
        of its name, not after an article, a preposition or a conjunction ("de Cook", "y Ana":
        another phrase's or another subject's); at the sentence's start or after a comma it may
        open the clause."""
        return last_name_word_spans(tokens, names, _NOT_BEFORE_SUBJECT)

    def predicate_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.predicate_noun`: the span's noun follows a form of *ser*, "como",
        "en" after *convertirse*, or a participle of appointment (:data:`_APPOINTED`), with at
        most an article and adverbs between ("fue también la secretaria", "trabajó como
        enfermera", "se convirtió en la directora", "fue nombrada directora")."""
        if not check_span(tokens, span):
            return False
        b = span[0] - 1
        if (
            b >= 0
            and Word.parse(tokens[b]).core.lower() in _ARTICLES
            and not Word.parse(tokens[b]).post.strip()
        ):
            b -= 1
        while (
            b > 0 and _adverb(Word.parse(tokens[b]).core.lower()) and not Word.parse(tokens[b]).post.strip()
        ):
            b -= 1
        if b < 0:
            return False
        head = Word.parse(tokens[b])
        low = head.core.lower()
        if head.post.strip():
            return False
        if low == "en":
            return b > 0 and Word.parse(tokens[b - 1]).core.lower().startswith("convirt")
        return low in _PREDICATE_HEADS or low in _APPOINTED

    def name_predicate_changes(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> tuple[Realisation, list[tuple[int, int]]] | None:
        """:meth:`Inflector.name_predicate_changes`: the singular participles and adjectives of
        one gender that agree with the name at ``span`` (module docstring), one-token spans, and
        the gender they show; ``None`` when there are none or they show two genders."""
        morph = get_morph()
        if not morph.available:
            return None
        words = [Word.parse(t) for t in tokens]

        def gender(i: int) -> Realisation | None:
            """The gender of a participle or adjective at ``i`` in the singular, when every such
            reading agrees; a word with a noun reading only when it is a participle too ("fue
            invitada"; "era voluntaria" may be a person noun, which the realiser reaches as one)."""
            low = words[i].core.lower()
            rs = morph.readings(low) or ()
            participle = any(r.pos == "vblex" and "pp" in r.tags for r in rs)
            if not low.isalpha() or (any(r.pos == "n" for r in rs) and not participle):
                return None
            gs = {
                r.gender
                for r in rs
                if (r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)) and r.number == "sg"
            }
            if gs == {"f"}:
                return "F"
            if gs == {"m"}:
                return "M"
            return None

        found: list[int] = []
        expect = bool(words[span[0]].post.strip().startswith(","))  # "Gladding, contratada en 1932"
        taken = False
        for i in range(span[1], len(words)):
            w = words[i]
            low = w.core.lower()
            prev = words[i - 1].core.lower()
            if low == "que" and prev == "lo":
                continue  # "por lo que fue invitada": a consecutive clause, the same subject
            if w.pre.strip() or low in _STOPS:
                break
            if w.core[:1].isupper() and (prev not in _NOT_BEFORE_SUBJECT or words[i - 1].post.strip()):
                break  # another name that may be a subject ("... semanas Makhno renunció")
            if low in _COPULAS:
                expect = True
            elif low in _HABER:
                expect = False
            elif _adverb(low) or low == "se":
                pass
            elif low in ("y", "e", "o", "u", "ni"):
                expect = taken
            elif expect and gender(i) is not None:
                found.append(i)
                taken = True
                expect = False
            else:
                expect = False
            if any(p in w.post for p in ".;:!?()"):
                break
            if "," in w.post and not (i + 1 < len(words) and words[i + 1].core.lower() in ("y", "e")):
                expect = False
        # A participle or adjective opening the sentence, before the name's comma.
        if (
            span[0] >= 2
            and "," in words[span[0] - 1].post
            and words[0].core.lower() not in LOCUTIONS
            and gender(0) is not None
            and not any("," in words[k].post for k in range(span[0] - 1))
        ):
            found.append(0)
        shown = {gender(i) for i in found}
        if len(shown) != 1 or None in shown:
            return None
        g = shown.pop()
        assert g is not None
        return g, [(i, i + 1) for i in sorted(set(found))]
