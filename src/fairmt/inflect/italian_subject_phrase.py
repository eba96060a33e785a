"""Italian subject phrases: where a subject's phrase ends before its verb.

:class:`ItalianSubjectPhrase` finds the end of the subject's phrase before its predicate: past a
"di" (or "a", "in", "da", "su") complement of the head noun
(:meth:`~ItalianSubjectPhrase._skip_complement`), past an appositive relative after that
complement (:meth:`~ItalianSubjectPhrase._main_after_complement_relative`,
:meth:`~ItalianSubjectPhrase._complement_relative`), not after the addressee of a verb of
saying (:meth:`~ItalianSubjectPhrase._addressee_of_saying`); and whether a clause opens before
the subject (:func:`_opens_after`). It sits on
:class:`~fairmt.inflect.italian_predicative.ItalianPredicative`.
Moved verbatim from :mod:`fairmt.inflect.italian_agreement`; the tables other modules
import from there are re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_clauses import (
    after_appositive_relative,
    opens_clause,
)
from fairmt.inflect.italian_lexicon import (
    _finite_copula,
)
from fairmt.inflect.italian_passive import venire_passive
from fairmt.inflect.italian_persons import (
    ADVERBS,
)
from fairmt.inflect.italian_predicative import ItalianPredicative
from fairmt.inflect.italian_quantity import essere_number
from fairmt.inflect.italian_words import (
    _BETWEEN,
    _ESSERE_PARTICIPLES,
    _OPENERS,
    _SAYING,
    _VERB_POS,
    DETS,
    ESSERE,
)

#: Prepositions whose complement may follow the subject noun before its verb ("Il proprietario
#: del negozio è ricco", "L'addetto alla reception è stanco"; Serianni, *Grammatica italiana*,
#: VIII.1-4): the predicate still agrees with the head noun.
_COMPLEMENT_PREPOSITIONS = frozenset({"di", "a", "in", "da", "su"})
#: The gender a definite article fused with "di" shows ("del" M, "della" F; "dell'" shows none).
_ARTICLE_GENDER = {f: d.gender for f, d in DETS.items() if d.group == "def" and f != "l'"}

#: Plural personal pronouns after the "di" of a partitive ("alcuni di loro", "nessuna di noi"):
#: invariant, and the subject's predicate agrees with the quantifier before them.
_GROUP_PRONOUNS = frozenset(["loro", "noi", "voi"])
#: Cardinals that name a partitive's group after "delle"/"dei" ("Nessuna delle due", it-inflect-42).
GROUP_NUMERALS = frozenset(["due", "tre", "quattro", "cinque", "sei"])


class ItalianSubjectPhrase(ItalianPredicative):
    """Layer 2b of :class:`~fairmt.inflect.italian.ItalianInflector`: the subject's phrase."""

    def _addressee_of_saying(self, tokens: Sequence[str], s: int) -> bool:
        """Whether the phrase at ``s`` is the addressee of a verb of saying right before it
        ("ha detto a qualcuno", "disse al visitatore", "informò il cliente"): then a "che"
        after it opens the content clause (what was said), not a relative clause on the
        addressee, and that clause's predicate agrees with its own subject, which Italian
        drops and the source names ("told someone that he would be ..."). The verb is found
        by its lemma in Apertium's dictionary, over "a" or its contraction and adverbs."""
        morph = morphology("it")
        if morph is None or s == 0:
            return False
        j = s - 1
        first = Word.parse(tokens[s]).core.lower()
        prep = first[: first.index("'") + 1] if "'" in first else first
        if self.CONTRACTIONS.get(prep, ("",))[0] != "a":
            low = Word.parse(tokens[j]).core.lower()
            if low in ("a", "ad"):
                j -= 1
        for _ in range(3):
            if j < 0 or Word.parse(tokens[j]).post.strip():
                return False
            low = Word.parse(tokens[j]).core.lower()
            if any(r.lemma in _SAYING for r in morph.readings(low) if r.pos in _VERB_POS):
                return True
            if low not in ADVERBS and low not in ("gli", "le", "anche", "poi", "già"):
                return False
            j -= 1
        return False

    def _after_article(self, tokens: Sequence[str], j: int) -> bool:
        """Whether ``tokens[j - 1]`` is a determiner or an article merged with a preposition
        ("gli", "un", "negli", "dello"), with no punctuation after it: a noun follows, not a
        verb form (it-inflect-51)."""
        if j < 1:
            return False
        prev = Word.parse(tokens[j - 1])
        low = prev.core.lower()
        return not prev.post.strip() and (low in self.DETS or low in self.CONTRACTIONS)

    def _skip_complement(self, tokens: Sequence[str], k: int) -> int:
        """Past a "di" complement of the subject noun ("Il proprietario nuovo del negozio è
        molto ricco"): ``di`` or its contraction with an article, then nouns and adjectives of
        that phrase (no verb form), when *essere* (over negation and adverbs), a copular verb or a
        modal before *essere* (it-inflect-48) follows; else ``k`` unchanged. The predicate still
        agrees with the head before the complement."""
        morph = morphology("it")
        if morph is None or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
            return k
        first = Word.parse(tokens[k])
        low = first.core.lower()
        prep = low.split("'")[0] + "'" if "'" in low else low
        if (
            low not in _COMPLEMENT_PREPOSITIONS
            and self.CONTRACTIONS.get(prep, ("",))[0] not in _COMPLEMENT_PREPOSITIONS
        ):
            return k  # (it-inflect-19: "a", "in", "da", "su" too: "L'addetto alla reception è stanco")
        if first.post.strip():
            return k
        j = k + 1  # (an elided "dell'ufficio" holds its noun)
        # it-inflect-53: up to three words of the complement; the fourth is tested as those are for
        # what ends the complement (essere, the adverbs and clitics of _BETWEEN, passive venire, a
        # copular verb, a modal before essere: "Il direttore del museo civico provinciale non è
        # stanco", "... viene premiato", "... deve essere premiato"), but is never one of its words
        for step in range(4):
            if j >= len(tokens):
                return k
            w = Word.parse(tokens[j])
            wl = w.core.lower()
            if j == k + 1 and wl in _GROUP_PRONOUNS and not w.post.strip():
                j += 1  # the group of a partitive ("Alcuni di loro erano stanchi")
                continue
            if j == k + 1 and wl in GROUP_NUMERALS and low in ("delle", "dei") and not w.post.strip():
                j += 1  # it-inflect-42: a numeral group ("Nessuna delle due era pronta")
                continue
            if wl in _ESSERE_PARTICIPLES and self._after_article(tokens, j):
                # it-inflect-51: "negli Stati membri": after an article "Stati" is the noun (the
                # polity), no participle of *essere* (which never follows an article)
                j += 1
                continue
            if wl in ESSERE or wl in _BETWEEN or venire_passive(tokens, j):
                return j
            if (j > k + 1 or "'" in low) and (_finite_copula(wl) or self._modal_before_essere(tokens, j)):
                return j  # it-inflect-48: "I giocatori di scacchi possono essere aggressivi", "... sembrano"
            if (
                step == 3
                or morph.only_verb(wl)
                or (wl in self.FUNCTION and wl not in self.DETS)
                or w.post.strip()
            ):
                return k
            j += 1
        return k

    def _main_after_complement_relative(self, tokens: Sequence[str], k: int) -> int | None:
        """pairs28 (it-inflect-28): the main clause's *essere* after a complement of the subject
        noun ("di", "a", "in", "da", "su" or their contractions with an article, then up to three
        nouns or adjectives) closed by a comma and an appositive relative clause between commas:
        "La traduttrice *del romanzo*, che ho conosciuto l'anno scorso, *è* stata premiata".
        Whichever noun the relative refers to (the head or the complement's), the main
        predicate agrees with the subject's head (Serianni, *Grammatica italiana*, XI.9 on
        subject-predicate agreement; XIV.246-251 on appositive relatives, set off by commas);
        the relative's own words are left as they are. ``None`` when the complement holds a
        verb or a function word other than a determiner, or no ", che" closes it."""
        morph = morphology("it")
        if morph is None or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
            return None
        low = Word.parse(tokens[k]).core.lower()
        prep = low.split("'")[0] + "'" if "'" in low else low
        if (
            low not in _COMPLEMENT_PREPOSITIONS
            and self.CONTRACTIONS.get(prep, ("",))[0] not in _COMPLEMENT_PREPOSITIONS
        ):
            return None
        for j in range(k, min(k + 4, len(tokens) - 1)):
            w = Word.parse(tokens[j])
            wl = w.core.lower()
            if j > k and (
                morph.only_verb(wl) or wl in ESSERE or (wl in self.FUNCTION and wl not in self.DETS)
            ):
                return None
            post = w.post.strip()
            if post == "," and (j > k or "'" in low):
                if Word.parse(tokens[j + 1]).core.lower() != "che":
                    return None
                return after_appositive_relative(tokens, j + 2, ESSERE)
            if post:
                return None
        return None

    def _complement_relative(self, tokens: Sequence[str], k: int, was: Realisation | None) -> int | None:
        """it-inflect-44: the start of the appositive relative after the subject's "di" complement
        (after ", che") when the complement's article shows the other gender than the subject's
        original ``was`` ("La direttrice *del museo*, che è spagnola, ..."): the relative's
        predicatives in ``was`` cannot be the complement's and are the subject's, as in Spanish
        (RAE, *Nueva gramática* §44.1-44.2; Serianni, *Grammatica italiana*, XIV.246-251 on the
        appositive relative's antecedent). ``None`` otherwise; the caller checks that every word
        it changes there was in ``was``."""
        if was not in ("F", "M") or k >= len(tokens):
            return None
        low = Word.parse(tokens[k]).core.lower()
        prep, article = self.CONTRACTIONS.get(low, ("", ""))
        if prep != "di" or article not in _ARTICLE_GENDER or _ARTICLE_GENDER[article] == was:
            return None
        for j in range(k + 1, min(k + 4, len(tokens) - 2)):
            post = Word.parse(tokens[j]).post.strip()
            if post == "," and Word.parse(tokens[j + 1]).core.lower() == "che":
                return j + 2
            if post:
                return None
        return None

    @staticmethod
    def _plural_essere_at(tokens: Sequence[str], j: int) -> bool:
        """Whether a plural form of *essere* opens at ``tokens[j]``, over clitics and "non"."""
        low = Word.parse(tokens[j]).core.lower()
        return (low in ESSERE or low in ("si", "ci", "vi", "non")) and essere_number(tokens, j) == "pl"


def _opens_after(prev: Word | None) -> bool:
    """Whether a clause opens after ``prev`` (``None`` at the sentence start): after
    punctuation, a relative, or a coordinating/subordinating conjunction ("L'avvocato è alto e
    il giudice è corto")."""
    return (
        prev is None
        or bool(prev.post.strip())
        or prev.core.lower() in ("che", "chi", *_OPENERS)
        or opens_clause(prev.core.lower())
    )


def _complements_insert(tokens: Sequence[str], found: tuple[int, int, int], was: Realisation | None) -> bool:
    """Whether the insert after a subject's "di" complement (:func:`complement_insert`) belongs
    to the complement's noun instead of the subject: its first adjective or participle (after
    adverbs) has a form of the noun's gender and none of the subject's original gender ``was``
    ("Il sindaco della città, fondata nel 1200, ..."). Where both genders are the same, or
    ``was`` is unknown, it is the subject's (the *participio congiunto*, Serianni XI.410-415)."""
    morph = morphology("it")
    if morph is None or was not in ("F", "M"):
        return False
    j = found[0]
    while j < found[1] - 1 and Word.parse(tokens[j]).core.lower() in ADVERBS:
        j += 1
    genders = {
        r.gender
        for r in morph.readings(Word.parse(tokens[j]).core.lower())
        if r.pos == "adj" or "pp" in r.tags
    }
    nouns = {r.gender for r in morph.noun_readings(Word.parse(tokens[found[2]]).core.lower())}
    own = was.lower()
    return own not in genders and bool(nouns & genders - {"mf", ""})
