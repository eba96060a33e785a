"""Cue spans that the aligner put on a thing's words, not a person's (it-inflect-58, issue 12).

The aligner links an English person word to some stretch of the Italian sentence; when it
misses, the stretch may hold a thing's noun phrase or a word that agrees with a thing, and
realising it in the other gender changes words that are about no one (GATE's closed sets then
differ: both translations get the same wrong variant). After the span is narrowed
(:meth:`~fairmt.inflect.italian_cue_spans.ItalianCueSpans.cue_span`), three shapes name no
person (:func:`thing_span`):

- **a thing noun's phrase**: the first content word is a noun that the dictionary knows with one
  gender and no form in the other, with no gendered adjective or participle reading, and that is
  no person noun ("le università", "di cavalli selvatici"). Unlike
  :meth:`~fairmt.inflect.apertium_morph.Morphology.fixed_gender_noun` it takes the nouns invariable
  in number ("università", "città": abstract and collective nouns in *-tà*/*-tù* are feminine and
  invariable, Serianni, *Grammatica italiana*, III.118-120) and nouns that are also adjectives of
  both genders ("animale", "speciale"): a person noun among them is caught by the person test.
- **a thing's attribute**: one adjective or participle right after a thing noun that it agrees
  with in gender and number ("libri scolastici" for "school books"): an adjective after its
  noun agrees with that noun (Serianni, V.27), so the person's gender does not reach it.
- **a participle with its own noun phrase after it**: a past participle after a form of *avere*
  and before an article ("hanno spento la radio"): with *avere* the participle agrees only with
  a direct-object clitic before it, never with an object after it (Serianni, XI.361-364), so it
  shows no one's gender; likewise a participle after a form of *venire* before an article and a
  thing noun it agrees with, which is the passive's postverbal subject ("verrà mostrato il
  saldo"; Serianni, XI.39-42 on the passive with *venire*); and the impersonal passive of a
  verb of asking or ordering before "di" ("è stato ordinato di uscire"), whose subject is the
  infinitive clause, the person being its dative (:mod:`fairmt.inflect.italian_dative`).

A person noun there (``person_noun``) keeps the span: "ha chiamato la sindaca" is no thing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_avere_participles import object_clitic, participle
from fairmt.inflect.italian_dative import CONTROL_PARTICIPLES
from fairmt.inflect.italian_lexicon import agentive_ending
from fairmt.inflect.italian_member_appositions import thing_noun as one_gender_noun
from fairmt.inflect.italian_persons import spanish_thing
from fairmt.inflect.italian_words import CONTRACTIONS, DETS, PREPOSITIONS

__all__ = ["FOCUS_ADVERBS", "STRESSED_PRONOUNS", "focus_adverb", "thing_noun", "thing_span"]


def thing_noun(word: str, person_noun: Callable[[str], bool]) -> bool:
    """Whether the lower-case ``word`` is a thing noun by both dictionaries (module docstring): its
    noun readings have one gender and no form in the other, it has no gendered adjective or
    reading other than a noun's, an invariable adjective's or a verb's (a participle too), it is
    no person noun and has no agent ending ("genitori"), and its Spanish translation is a thing
    too."""
    morph = morphology("it")
    if morph is None or person_noun(word) or agentive_ending(word):
        return False
    for r in morph.readings(word):
        # (No function word: "il perché" is a noun too, but "perché" opens a clause. A participle
        # reading may stand beside the noun's: "la coperta", the blanket, of "coprire".)
        if r.pos not in ("n", "adj", "vblex") or (r.pos == "adj" and r.gender != "mf"):
            return False
    # One gender and no noun form in the other, as for "membro"'s appositions.
    return one_gender_noun(word) and spanish_thing(word)


def thing_span(tokens: Sequence[str], span: tuple[int, int], person_noun: Callable[[str], bool]) -> bool:
    """Whether the narrowed cue ``span`` names no person (module docstring)."""
    morph = morphology("it")
    if morph is None or not check_span(tokens, span):
        return False
    s, e = span
    words = [Word.parse(t) for t in tokens]
    # A thing noun's phrase: determiners, then the noun.
    j = s
    while j < e - 1 and _determiner(words[j].core.lower()) and not words[j].post.strip():
        j += 1
    head = words[j].core.lower().split("'")[-1]
    if (
        head.isalpha()
        and thing_noun(head, person_noun)
        and (j > s or not participle(head))
        and not _other_phrase_person(words, j + 1, e, person_noun)
    ):
        # (A participle without its article is a predicative: "Era sorpresa"; a person noun later
        # in the span, "le strade e le vigili", is the person the cue is about.)
        return True
    if focus_adverb(tokens, span):
        return True  # "saranno solo loro": the adverb "only" before the pronoun it focuses
    if e - s == 1 and _impersonal_passive(words, s):
        return True  # "Alle studentesse è stato ordinato di uscire": the infinitive is the subject
    if j != e - 1 or words[j].pre.strip():
        return False
    word = words[j].core.lower()
    agreeing = [
        r for r in morph.readings(word) if (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f")
    ]
    if not agreeing:
        return False
    if j > 0 and not words[j - 1].post.strip():
        # A thing's attribute: "libri scolastici".
        before = words[j - 1].core.lower()
        if (
            j == s
            and before.isalpha()
            and not participle(before)
            and thing_noun(before, person_noun)
            and _agrees(agreeing, before)
            and not _after_place_preposition(words, j - 1)
        ):
            return True
        # ... or its prenominal attribute (with its article), past coordinated adjectives: "una
        # lunga e dettagliata relazione"; not an adjective that is a noun too, which may head the
        # phrase itself ("le inglesi rimaste sole": "rimaste" is no noun there).
        if (
            _determiner(before)
            and not morph.noun_readings(word)
            and (noun := _noun_after_adjectives(words, j + 1)) is not None
            and thing_noun(noun, person_noun)
            and _agrees(agreeing, noun)
        ):
            return True
    if (
        j != s
        or not 0 < s < len(tokens) - 2
        or words[s].post.strip()
        or not all("pp" in r.tags for r in agreeing)
    ):
        return False
    art, noun = words[s + 1].core.lower(), words[s + 2].core.lower().split("'")[-1]
    if words[s + 1].post.strip() or not _determiner(art) or not noun.isalpha() or person_noun(noun):
        return False
    aux = {r.lemma for r in morph.readings(words[s - 1].core.lower()) if r.pos in ("vblex", "vbhaver")}
    if "avere" in aux:
        # "hanno spento la radio": the object after an avere participle. Not after an object
        # clitic or the relative "che" before the auxiliary, with which it may agree ("Le ho viste
        # ieri", "che ho viste"), nor in a form other than the masculine singular, which only such
        # an agreement gives (Serianni, XI.361-364).
        clitic = s >= 2 and (object_clitic(low2 := words[s - 2].core.lower()) or low2 == "che")
        return not clitic and any(r.gender == "m" and r.number == "sg" for r in agreeing)
    return "venire" in aux and thing_noun(noun, person_noun) and _agrees(agreeing, noun)


#: Adverbs of focus that are also adjectives ("solo": alone; "only"), read as the adverb right
#: before a stressed personal pronoun ("solo noi", "solamente lei"; Serianni, XII.48 on the
#: adverbs "solo", "soltanto"), where the adjective would follow the pronoun ("loro soli").
FOCUS_ADVERBS = frozenset({"solo"})
#: The stressed (tonic) personal pronouns (Serianni, VII.2-10).
STRESSED_PRONOUNS = frozenset(
    {"io", "tu", "me", "te", "lui", "lei", "noi", "voi", "loro"}
    | {"egli", "ella", "esso", "essa", "essi", "esse"}
)


#: Verbs whose predicative agrees with their subject (copulas and verbs of seeming, staying and
#: feeling; Serianni, II.34-38): "solo" after one of them may be the predicative ("alone") of the
#: subject pronoun after it ("Mi sento solo io", "Sono rimasto solo io").
_PREDICATIVE_VERBS = frozenset(
    {"essere", "sentire", "rimanere", "restare", "stare", "sembrare", "parere", "diventare"}
    | {"divenire", "trovare", "ritrovare", "tornare", "apparire"}
)
#: The person and number of the subject pronouns that the masculine singular "solo" may agree with.
_SINGULAR_SUBJECTS = {"io": "p1", "tu": "p2", "lui": "p3", "egli": "p3", "esso": "p3"}


def focus_adverb(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` is one of :data:`FOCUS_ADVERBS` right before a stressed pronoun ("saranno
    solo loro": only they will be), the adverb, which agrees with no one. Not when the pronoun is the
    singular subject of a predicative verb right before "solo" (:func:`_predicative_subject`)."""
    s, e = span
    if e - s != 1 or not 0 <= s < len(tokens) - 1:
        return False
    w = Word.parse(tokens[s])
    pronoun = Word.parse(tokens[s + 1]).core.lower()
    return (
        w.core.lower() in FOCUS_ADVERBS
        and not w.post.strip()
        and pronoun in STRESSED_PRONOUNS
        and not (s > 0 and _predicative_subject(Word.parse(tokens[s - 1]), pronoun))
    )


def _predicative_subject(verb: Word, pronoun: str) -> bool:
    """Whether ``pronoun`` may be the subject of ``verb``, a form of :data:`_PREDICATIVE_VERBS` in
    its person and singular ("sento ... io") or its masculine singular participle ("rimasto ...
    io"), so that "solo" between them may be its predicative, "alone" ("Mi sento solo io, tu no").
    A plural or feminine pronoun ("siete solo voi", "è solo lei") cannot take the masculine singular
    "solo" as its adjective: there it is the adverb "only"."""
    morph = morphology("it")
    person = _SINGULAR_SUBJECTS.get(pronoun)
    if morph is None or person is None or verb.post.strip():
        return False
    for r in morph.readings(verb.core.lower()):
        if r.lemma not in _PREDICATIVE_VERBS:
            continue
        if "pp" in r.tags and r.gender == "m" and r.number == "sg":
            return True
        if person in r.tags and "sg" in r.tags:
            return True
    return False


def _other_phrase_person(words: Sequence[Word], k: int, e: int, person_noun: Callable[[str], bool]) -> bool:
    """Whether a noun phrase of ``words[k:e]`` that a coordinator, a determiner or a preposition
    opens after the thing noun's phrase may name a person ("le università e le rettrici"): a person noun,
    a noun that is no thing noun, or a word the dictionary lacks. The words right after the noun are
    its attributes ("cavalli selvatici")."""
    morph = morphology("it")
    if morph is None:
        return True
    opened = False
    for w in words[k:e]:
        low = w.core.lower().split("'")[-1] if "'" in w.core[:-1] else w.core.lower()
        if low in ("e", "ed", "o", "oppure") or _determiner(low) or low in PREPOSITIONS:
            opened = True
            continue
        if not opened or not low.isalpha():
            continue
        if person_noun(low) or not morph.readings(low):
            return True
        if morph.noun_readings(low) and not thing_noun(low, person_noun):
            return True
    return False


#: Prepositions of place and motion (Serianni, VIII.76-110): "a", "in", "da" and their contractions
#: with the article ("al", "nel", "dal"). An adjective after "dal negozio", "in città", "a casa" may be
#: the subject's predicative ("è uscito dal negozio contento") rather than the place noun's attribute.
_PLACE_PREPOSITIONS = frozenset({"a", "ad", "in", "da"})


def _after_place_preposition(words: Sequence[Word], k: int) -> bool:
    """Whether the noun ``words[k]`` follows one of :data:`_PLACE_PREPOSITIONS` or its contraction,
    past the determiners between them ("in una città")."""
    i = k - 1
    while i >= 0 and words[i].core.lower() in DETS and not words[i].post.strip():
        i -= 1
    if i < 0 or words[i].post.strip():
        return False
    low = words[i].core.lower()
    return low in _PLACE_PREPOSITIONS or CONTRACTIONS.get(low, ("", ""))[0] in _PLACE_PREPOSITIONS


def _noun_after_adjectives(words: Sequence[Word], k: int) -> str | None:
    """The lower-case word after the adjectives and coordinators from ``words[k]`` (at most four,
    no punctuation), or ``None`` past the sentence's end."""
    morph = morphology("it")
    if morph is None:
        return None
    for j in range(k, min(k + 5, len(words))):
        w = words[j]
        low = w.core.lower()
        if w.pre.strip():
            return None
        if low in ("e", "ed", "o") or any(r.pos == "adj" for r in morph.readings(low)):
            if w.post.strip():
                return None
            continue
        return low if low.isalpha() else None
    return None


def _impersonal_passive(words: Sequence[Word], s: int) -> bool:
    """Whether ``words[s]`` is the passive participle of a verb of asking or ordering
    (:data:`~fairmt.inflect.italian_dative.CONTROL_PARTICIPLES`) after a form of *essere* or
    *venire* (past "stato") and before "di": its subject is the infinitive clause, and it stays in
    the masculine singular whoever the dative person is (Serianni, XI.16)."""
    morph = morphology("it")
    if morph is None or not 0 < s < len(words) - 1 or words[s].post.strip():
        return False
    if words[s].core.lower() not in CONTROL_PARTICIPLES or words[s + 1].core.lower() != "di":
        return False
    k = s - 1
    if words[k].core.lower() == "stato" and k > 0:
        k -= 1
    return any(r.lemma in ("essere", "venire") for r in morph.readings(words[k].core.lower()))


def _determiner(low: str) -> bool:
    """An article, a determiner or an articulated preposition (with an elided one's apostrophe)."""
    bare = low[: low.index("'") + 1] if "'" in low else low
    return bare in DETS or bare in CONTRACTIONS


def _agrees(readings: Sequence[Reading], noun: str) -> bool:
    """Whether one of the adjective or participle ``readings`` has the gender and number of one
    of the ``noun``'s readings."""
    morph = morphology("it")
    if morph is None:
        return False
    shapes = {(r.gender, r.number) for r in morph.noun_readings(noun)}
    for r in readings:
        if any(r.gender == ng and (r.number == nn or "sp" in (r.number, nn)) for ng, nn in shapes):
            return True
    return False
