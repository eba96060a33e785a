"""Words of an Italian cue's span that agree with a thing: a layer of the Italian inflector.

A lone adjective right after a noun of no person ("la settimana scorsa") and participles
before their postverbal subject ("potesse essere rilasciato un badge") agree with that thing
(Serianni, *Grammatica italiana*, V.27, XI.365-367), so they neither change nor tell a
person's gender (it-inflect-19, it-inflect-21); an adjective that names a sex ("maschile") is
never such a word. :class:`ItalianThingAgreement` holds these checks, which both
``gender_of`` and ``realise`` read. Moved verbatim from :mod:`fairmt.inflect.italian` (no
behaviour change); the layers are described there, under "Layout".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_agreement import _PREDICATIVE_VERBS
from fairmt.inflect.italian_cue_spans import (
    _DETERMINER,
    _ELIDED_ARTICLES,
    _POSTVERBAL_ARTICLES,
    ItalianCueSpans,
)
from fairmt.inflect.italian_words import _ESSERE_PARTICIPLES, _VERB_POS, ESSERE, GRAMMATICAL_GENDER_PERSONS


class ItalianThingAgreement(ItalianCueSpans):
    """Layer 6 of :class:`~fairmt.inflect.italian.ItalianInflector`: words that agree with a thing."""

    def _not_the_persons(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's words agree with a thing, not with the person its cue names (it-inflect-19):
        a lone adjective after its own noun (:meth:`_adjective_of_a_thing`), or participles
        before their postverbal subject (:meth:`_before_postverbal_subject`)."""
        s, e = span
        morph = morphology("it")
        if morph is None or e - s > 3:
            return False
        if any(self._names_a_gender(t) for t in tokens[s:e]):
            # it-inflect-21: "voci maschili", "maratona femminile": an adjective that names a
            # sex has its gender by meaning, not by agreement alone (Serianni V.27 for the
            # agreement; Treccani, "maschile", "femminile": "relativo al sesso maschile"), so
            # the cue is on it; it is never read as a thing's word.
            return False
        if s >= 2 and [Word.parse(t).core.lower() for t in tokens[s - 2 : s]] == ["una", "volta"]:
            # "Una volta eletta, ...": "una volta" + participle is a temporal clause ("once
            # elected"; Treccani, "volta": "una volta + part. pass."), the participle agrees
            # with the sentence's subject, not with "volta".
            return False
        if e - s == 1 and self._adjective_of_a_thing(tokens, s):
            return True
        return all(
            any(r.pos in _VERB_POS and "pp" in r.tags for r in morph.readings(Word.parse(t).core.lower()))
            for t in tokens[s:e]
        ) and self._before_postverbal_subject(tokens, e - 1)

    def _names_a_gender(self, token: str) -> bool:
        """Whether ``token`` is an adjective that names a sex or a gender ("maschile",
        "femminili", "paterno"): the stems of :attr:`SEMANTIC_STEMS`, and "maschio"/"femmina"
        used as adjectives ("voce maschio")."""
        low = Word.parse(token).core.lower()
        stems = tuple(st for pair in self.SEMANTIC_STEMS for st in pair)
        return low.startswith(stems) or low in ("maschio", "maschi", "femmina", "femmine")

    def _adjective_of_a_thing(self, tokens: Sequence[str], k: int) -> bool:
        """Whether the adjective ``tokens[k]`` (the dictionary reads it only as an adjective or
        participle) stands right after a noun of no person that it agrees with in gender and
        number ("Furono scelti la settimana scorsa", a cue the aligner put on "scorsa"): an
        attributive adjective agrees with its own noun (Serianni, *Grammatica italiana*, V.27),
        so its gender is the thing's, never a person's."""
        morph = morphology("it")
        if morph is None or k < 1:
            return False
        prev, here = Word.parse(tokens[k - 1]), Word.parse(tokens[k])
        if prev.post.strip() or here.pre.strip():
            return False
        rs = morph.readings(here.core.lower())
        if not rs or not all(r.pos == "adj" or (r.pos in _VERB_POS and "pp" in r.tags) for r in rs):
            return False
        noun = prev.core.lower().split("'")[-1]
        if "'" not in prev.core and (k < 2 or not _DETERMINER.match(Word.parse(tokens[k - 2]).core.lower())):
            # it-inflect-21: the noun opens its phrase with an article ("la settimana scorsa",
            # "l'edificio nuovo"); in "è da lungo tempo riconosciuto" the participle is the
            # predicate of the clause, and "tempo" is inside an adverbial phrase.
            return False
        nouns = morph.noun_readings(noun)
        if (
            not nouns
            or self._known_person(noun)
            or self.person_noun(noun)
            or noun in GRAMMATICAL_GENDER_PERSONS
        ):
            return False
        if any(r.pos != "n" for r in morph.readings(noun)):
            return False  # also a verb or an adjective: no sure noun
        return any(
            (a.gender == n.gender or "mf" in (a.gender, n.gender)) and a.number == n.number
            for a in rs
            for n in nouns
        )

    def _before_postverbal_subject(self, tokens: Sequence[str], k: int) -> bool:
        """Whether the participle ``tokens[k]``, after a form of *essere* (or its participle,
        the infinitive "essere" included), is followed by its own subject: an article and a
        noun of no person that agree with it in gender and number ("potesse essere rilasciato
        un badge", "è stata approvata la legge"). In a passive or unaccusative clause the
        subject often follows the verb, and the participle agrees with it (Serianni,
        *Grammatica italiana*, XI.365-367 and XIV on the postverbal subject; Treccani,
        *Enciclopedia dell'Italiano*, "participio": with *essere* the participle agrees with
        the subject), not with a person named before, whose gender it then does not show.
        The participle's and the noun's readings are Apertium's; an article alone tells an
        unknown noun's gender ("un badge")."""
        morph = morphology("it")
        if morph is None or k < 1 or k + 2 > len(tokens):
            return False
        part = Word.parse(tokens[k])
        if part.post.strip() or Word.parse(tokens[k - 1]).post.strip():
            return False
        low = part.core.lower()
        readings = [r for r in morph.readings(low) if r.pos in _VERB_POS and "pp" in r.tags]
        aux = Word.parse(tokens[k - 1]).core.lower()
        if not readings or (aux not in ESSERE and aux not in _ESSERE_PARTICIPLES and aux != "essere"):
            return False
        if any(r.lemma in _PREDICATIVE_VERBS for r in readings):
            # "fu considerato il fiore della nobiltà": a verb with a predicative complement, the
            # phrase after it is no subject (Serianni II.40-42) (it-inflect-21).
            return False
        agreement = {(r.gender, r.number) for r in readings}
        art = Word.parse(tokens[k + 1])
        alow = art.core.lower()
        noun = ""
        forms: set[tuple[str, str]] = set()
        if "'" in alow[:-1] and alow[: alow.index("'") + 1] in _ELIDED_ARTICLES:
            noun = alow[alow.index("'") + 1 :]
            forms = set(_ELIDED_ARTICLES[alow[: alow.index("'") + 1]])
        elif alow in _POSTVERBAL_ARTICLES and not art.post.strip() and k + 2 < len(tokens):
            noun = Word.parse(tokens[k + 2]).core.lower()
            forms = {_POSTVERBAL_ARTICLES[alow]}
        if not noun or not noun.isalpha() or self._known_person(noun) or self.person_noun(noun):
            return False
        nouns = {(r.gender, r.number) for r in morph.noun_readings(noun)}
        if nouns:
            forms = {f for f in forms if f in nouns or (f[0] in ("m", "f") and ("mf", f[1]) in nouns)}
        return bool(forms & agreement)
