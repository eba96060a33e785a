"""Italian role nouns said of a person: lists of roles and the named subject (it-inflect-26).

Split out of :mod:`fairmt.inflect.italian` (session 19): the methods of
:class:`~fairmt.inflect.italian.ItalianInflector` that find the role nouns said of one person
and what agrees with a named subject, with the closed word classes they read.

- :meth:`ItalianRoles.coordinated_person_spans`: role nouns of a list joined to a realised
  person noun ("come scrittrice, professoressa, oratrice e dirigente"; Serianni XIV.13-17).
- :meth:`ItalianRoles.subject_name_spans`, :meth:`ItalianRoles.predicate_noun` and
  :meth:`ItalianRoles.name_predicate_changes`: a name that is the subject of a role noun
  predicated of it, and the participles and adjectives that agree with that name ("Oltre ad
  essere dottoressa, Gorrie fu attiva"; Serianni XI.360ff., II.36-38).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_agreement import ItalianAgreement
from fairmt.inflect.italian_words import CONTRACTIONS, DETS, FUNCTION, PREPOSITIONS

#: it-inflect-24: the forms of *essere* and *diventare*/*divenire* (and *come*) before a bare
#: predicate noun (:meth:`ItalianInflector._bare_predicate_nouns`).
#: it-inflect-33: the noun of common gender, singular and unchanged by either realisation, that
#: stands in for a name when its predicate is realised (:meth:`ItalianRoles.name_predicate_changes`).
_STAND_IN = "Cantante"
_BARE_PREDICATE_HEADS = frozenset(
    {
        "essere", "sono", "sei", "è", "siamo", "siete", "era", "eri", "eravamo", "eravate",
        "erano", "fui", "fosti", "fu", "fummo", "foste", "furono", "sarò", "sarai", "sarà",
        "saremo", "sarete", "saranno", "sarei", "sarebbe", "sarebbero", "sia", "siano", "fosse",
        "fossero", "stato", "stata", "stati", "state", "diventare", "diventa", "diventano",
        "diventava", "diventavano", "diventò", "diventarono", "diventato", "diventata",
        "diventati", "diventate", "diventerà", "divenire", "divenne", "divennero", "divenuto",
        "divenuta", "diventando", "divenendo", "essendo", "come",
        # it-inflect-35: "da" of a role or age ("da impiegata", "da atleta"; Serianni VIII.99)
        "da",
    }
)  # fmt: skip

#: it-inflect-26: adverbs that may stand between a copula and its bare predicate noun ("è stata
#: anche segretaria", "fu poi direttrice"; Serianni XII.31-52, focusing and time adverbs; the
#: degree adverbs "molto", "più", "così" are left out: after them comes an adjective). Any
#: lower-case word in -mente is one too ("fu successivamente direttrice").
_PREDICATE_ADVERBS = frozenset(
    {
        "anche", "pure", "inoltre", "già", "ancora", "poi", "sempre", "infine", "spesso", "mai",
        "solo", "soltanto", "proprio", "forse", "persino", "perfino", "dapprima", "quindi",
    }
)  # fmt: skip


def _predicate_adverb(w: Word) -> bool:
    """Whether ``w`` is an adverb of :data:`_PREDICATE_ADVERBS` (or in -mente) with no
    punctuation after it."""
    low = w.core
    return not w.post.strip() and (
        low.lower() in _PREDICATE_ADVERBS
        or (low.endswith("mente") and low.isalpha() and low.islower() and len(low) > 6)
    )


#: Closed words that may open a participial or adjectival clause before its predicative
#: (it-inflect-26: "Nonostante fosse accusata", "Più conosciuta", "Dopo essersi ritirata",
#: "Sebbene ancora debilitata", "Una volta eletta"; Serianni XIV.144-160 on implicit clauses).
_OPENING_WORDS = frozenset(
    {
        "nonostante", "sebbene", "benché", "pur", "pure", "quando", "mentre", "dopo", "se",
        "poiché", "una", "volta", "appena", "essendo", "essere", "essersi", "fosse", "sia",
        "era", "stata", "stato", "più", "meno", "molto", "ancora", "già", "non", "ben", "assai",
    }
)  # fmt: skip
#: Forms of *fare* that take a profession with its article as the subject's role ("fare il
#: medico", "per fare l'apprendista"; Treccani, "fare", the profession one works at).
_FARE_ROLE = frozenset(
    ["fare", "fa", "fanno", "faceva", "facevano", "fece", "fecero", "farà", "faranno", "farebbe", "facendo"]
)
#: Participles of the appellative and elective verbs, whose predicative names the subject's
#: role in the passive ("fu nominata direttrice", "Considerata un'autrice influente";
#: Serianni II.36-38, the complemento predicativo del soggetto).
_APPELLATIVE = frozenset(
    f"{stem}{ending}"
    for stem in ("considerat", "nominat", "elett", "definit", "proclamat", "chiamat", "dichiarat")
    for ending in "oaie"
)
#: Articles that may open a predicate noun phrase ("è stata la curatrice", "fu un'attrice").
_PREDICATE_ARTICLES = frozenset(["un", "uno", "una", "il", "lo", "la", "l'", "i", "gli", "le"])
#: Conjunctions that join the members of a list of role nouns (it-inflect-26; Serianni XIV.13).
_COORDINATORS = frozenset(["e", "ed", "o", "od"])
#: Indefinite articles that may open such a member ("e una cantante"; the elided "un'" too).
_COORDINATED_ARTICLES = frozenset(["un", "uno", "una", "un'"])


class ItalianRoles(ItalianAgreement):
    """The role-noun and named-subject methods of the Italian inflector."""

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """it-inflect-26: :meth:`Inflector.coordinated_person_spans`, the role nouns of a list
        joined to a realised person noun ("come scrittrice, professoressa, oratrice e
        dirigente"; "era proprietaria e curatrice della rivista"). Coordinated predicate
        nouns share the subject they are said of (Serianni, *Grammatica italiana*, XIV.13-17
        on coordination; II.28-31 on the predicate noun), so a person noun joined to one by a
        list comma or by *e*/*ed*/*o*, bare or with an indefinite article, names the same
        person, where the English word behind it was missed ("speaker", "auctioneer"). Only a
        lower-case noun the dictionaries read as a person noun with a form in the other
        gender counts (:meth:`person_noun`); words a cue covers (``kept``, or a span already
        realised) are left alone; the chain grows from each noun added, both ways, and stops
        at anything else (a complement "di gallerie", a comma before a verb)."""
        morph = morphology("it")
        if morph is None:
            return []
        words = [Word.parse(t) for t in tokens]
        taken = [*spans, *kept]

        def bare(t: int) -> str:
            """The noun of token ``t`` without an elided article ("un'oratrice" -> "oratrice")."""
            low = words[t].core.lower()
            if "'" in low[:-1]:
                art, _, rest = low.partition("'")
                return rest if art + "'" in _COORDINATED_ARTICLES else ""
            return low

        def candidate(t: int) -> bool:
            w = bare(t)
            if any(a <= t < b for a, b in taken) or not (w.isalpha() and len(w) >= 3):
                return False
            if not words[t].core[:1].islower() or not self.person_noun(w):
                return False
            rs = morph.readings(w)
            with_article = w != words[t].core.lower() or (
                t > 0 and words[t - 1].core.lower() in _COORDINATED_ARTICLES
            )
            if rs and not any(r.pos == "n" or (with_article and r.pos == "adj") for r in rs):
                # An adjective or a verb form the dictionary knows ("attiva"); after an
                # indefinite article an adjective is used as a noun ("e un'intellettuale";
                # Serianni V.5).
                return False
            wg = self.word_gender(w)
            if wg is not None and wg[1] == "pl":
                # Plural members are groups, other people than the one the list is said of
                # ("da pazienti, spettatori e donatori").
                return False
            before = words[t - 1].core.lower() if t > 0 else ""
            if before in _COORDINATED_ARTICLES and t > 1:
                before = words[t - 2].core.lower()
            if before in PREPOSITIONS or before in CONTRACTIONS:
                return False  # a complement of the member before ("scrittrice di saggi, storica")
            return any(
                self.realise(list(tokens), (t, t + 1), g) not in (None, list(tokens)) for g in ("F", "M")
            )

        def joined(t: int) -> bool:
            return not words[t].post.strip()

        def neighbours(t: int) -> list[int]:
            """The list members right after and right before the noun at ``t``."""
            n = len(words)
            out: list[int] = []
            j = -1
            t0 = t
            while (
                t + 1 < n
                and joined(t)
                and words[t + 1].core.isalpha()
                and words[t + 1].core.islower()
                and self.degree_adjective(words[t + 1].core)
            ):
                t += 1  # the member's own adjectives ("un'autrice influente e un'intellettuale")
            if words[t].post.strip() == ",":
                j = t + 1
            elif joined(t) and t + 2 < n and words[t + 1].core.lower() in _COORDINATORS and joined(t + 1):
                j = t + 2
            if 0 <= j < n and words[j].core.lower() in _COORDINATED_ARTICLES and joined(j):
                j += 1  # an indefinite article opens the member ("e una cantante")
            if 0 <= j < n:
                out.append(j)
            i = t0 - 1
            if i >= 0 and words[i].core.lower() in _COORDINATED_ARTICLES and joined(i):
                i -= 1
            if i >= 0 and words[i].post.strip() == ",":
                out.append(i)
            elif i >= 1 and words[i].core.lower() in _COORDINATORS and joined(i) and joined(i - 1):
                out.append(i - 1)
            return out

        out: list[tuple[int, int]] = []
        todo = sorted({b - 1 for _, b in spans})
        seen = set(todo)
        while todo:
            t = todo.pop()
            for j in neighbours(t):
                if j in seen:
                    continue
                seen.add(j)
                if candidate(j):
                    out.append((j, j + 1))
                    todo.append(j)
        return sorted(out)

    def subject_name_spans(self, tokens: Sequence[str], names: frozenset[str]) -> list[tuple[int, int]]:
        """it-inflect-26: :meth:`Inflector.subject_name_spans`. A name may be the subject of
        the clause it opens: not after an article or a preposition ("di Manet", "con Cook"),
        and the last word of a name of several ("Hestrie Cloete"); a capitalised word the
        English has too is a name even where Italian has the word ("Vissi");
        :meth:`name_predicate_changes` tells whether its predicate shows a gender
        ("Gorrie fu attiva" -> "fu attivo"; Serianni XI.360ff., the participle and the
        predicative agree with the subject)."""
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]
        for t, w in enumerate(words):
            if w.core not in names or not w.core[:1].isupper() or not w.core.isalpha():
                continue
            if t + 1 < len(words) and not w.post.strip() and words[t + 1].core in names:
                continue  # not the last word of the name
            if t > 0:
                prev = words[t - 1]
                low = prev.core.lower()
                if not prev.post.strip() and (
                    low in DETS or low in PREPOSITIONS or low in CONTRACTIONS or low.endswith("'")
                ):
                    continue
            out.append((t, t + 1))
        return out

    def predicate_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """it-inflect-26: :meth:`Inflector.predicate_noun`: the span's noun follows a form of
        *essere* or *diventare*, or *come*, with at most adverbs, an article and English words
        the MT kept between ("fu attiva ... come addetta", "essere una dottoressa", "è stata
        anche la sound editor"; Serianni II.28-31)."""
        if not check_span(tokens, span):
            return False
        b = span[0] - 1
        morph = morphology("it")
        while b > 0 and morph is not None:
            w = Word.parse(tokens[b])
            low = w.core.lower()
            if w.post.strip():
                break
            if (
                low.isalpha()
                and w.core.islower()
                and low[-1] not in "aeiouàèéìòù"
                and not morph.readings(low)
            ):
                b -= 1  # an English word the MT kept before the noun ("la sound editor")
                continue
            break
        while b >= 0 and Word.parse(tokens[b]).core.lower() in _PREDICATE_ARTICLES:
            b -= 1
        while b > 0 and _predicate_adverb(Word.parse(tokens[b])):
            b -= 1
        if b < 0:
            return False
        head = Word.parse(tokens[b])
        low = head.core.lower()
        if low == "da" and b != span[0] - 1:
            return False  # it-inflect-35: a bare noun after "da" only ("da una sua insegnante": an agent)
        return (
            low in _BARE_PREDICATE_HEADS or low in _FARE_ROLE or low in _APPELLATIVE
        ) and not head.post.strip()

    def name_predicate_changes(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> tuple[Realisation, list[tuple[int, int]]] | None:
        """:meth:`Inflector.name_predicate_changes`: the words after the name that realising
        it changes (its participles and predicatives), one-token spans, with the gender they
        show now; the name itself is no span and never changes ("Brenthwaite" stays). A name
        right after the comma that closes a participial or adjectival clause opening the
        sentence also takes that clause's predicatives ("Più conosciuta come scrittrice,
        Bendis ..."; "Nonostante fosse accusata ..., Gaggi"): the participle or adjective of a
        clause with no subject of its own agrees with the main clause's subject (Serianni
        XI.410-415, the *participio congiunto*; V.38 on the predicative adjective)."""
        found: list[tuple[int, int]] = []
        now: set[Realisation] = set()
        pairs: tuple[tuple[Realisation, Realisation], ...] = (("F", "M"), ("M", "F"))
        # it-inflect-33: the name is realised as a noun of common gender in its place
        # ("Cantante"; Serianni ch. III on the *nomi di genere comune*): a name read as a noun in -i
        # ("Brunetti", "Kamaladevi") is plural to the inflector, which then found no change.
        stand = list(tokens)
        w = Word.parse(tokens[span[0]])
        stand[span[0]] = w.pre + _STAND_IN + w.post
        for g, other in pairs:
            got = self.realise(stand, span, g)
            if got is None or len(got) != len(tokens) or list(got) == stand:
                continue
            changed = [
                (i, i + 1)
                for i in range(span[1], len(tokens))
                if got[i] != stand[i] and not _predicate_adverb(Word.parse(tokens[i]))
            ]
            if any(got[i] != stand[i] for i in range(span[0])):
                return None
            if changed:
                now.add(other)
                found += changed
            break
        for i in self._opening_predicatives(tokens, span[0]):
            for g, other in pairs:
                got = self.realise(list(tokens), (i, i + 1), g)
                if got is not None and len(got) == len(tokens) and list(got) != list(tokens):
                    now.add(other)
                    found.append((i, i + 1))
                    break
        if len(now) != 1 or not found:
            return None
        return now.pop(), sorted(found)

    def _opening_predicatives(self, tokens: Sequence[str], t: int) -> list[int]:
        """The participles and adjectives of the clause that opens the sentence and ends with
        the comma right before the name at ``t``: from the first word on, over the closed
        words that open such a clause (:data:`_OPENING_WORDS`: "Nonostante fosse", "Più",
        "Dopo essersi") to the first other word, which must be one of them."""
        if t < 2 or "," not in Word.parse(tokens[t - 1]).post:
            return []
        morph = morphology("it")
        out: list[int] = []
        for i in range(t):
            w = Word.parse(tokens[i])
            low = w.core.lower()
            if w.pre.strip() or not low.isalpha():
                break
            if low in _OPENING_WORDS and not out:
                if w.post.strip():
                    break
                continue
            rs = morph.readings(low) if morph is not None else ()
            if low in DETS or low in CONTRACTIONS or low in PREPOSITIONS or low in FUNCTION:
                break
            if any(r.pos in ("pr", "adv", "cnjadv", "cnjsub", "det", "prn") for r in rs):
                break  # "Prima di ...": a preposition or an adverb opens the clause
            if (self.adjective_like(low) or any("pp" in r.tags for r in rs)) and not self._with_object(
                tokens, i
            ):
                out.append(i)
            break
        return out

    def _with_object(self, tokens: Sequence[str], i: int) -> bool:
        """it-inflect-35: whether the participle at ``i`` takes a bare noun of no person as its
        object ("Una volta fatto ritorno"; *fare ritorno*, *fare parte*): an absolute participle
        with an object agrees with that object, not with the main clause's subject (Serianni
        XI.413), so it is no predicative of the name ("eletta presidente" keeps its role noun)."""
        morph = morphology("it")
        if morph is None or i + 1 >= len(tokens) or Word.parse(tokens[i]).post.strip():
            return False
        nxt = Word.parse(tokens[i + 1]).core
        rs = morph.readings(nxt.lower())
        return (
            nxt.isalpha()
            and nxt.islower()
            and bool(rs)
            and any(r.pos == "n" for r in rs)
            and not any(r.pos == "adj" or "pp" in r.tags for r in rs)  # ("ritorno" is also "I return")
            and not self.person_noun(nxt.lower())
        )
