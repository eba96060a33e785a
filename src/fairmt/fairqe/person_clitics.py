"""The one person's object clitic in a translation whose source names that person only by
pronouns, none of them an object (ex61, en-cues-69).

A Spanish or Italian translation often makes the source's one person the object of a verb where
the English sentence has no object pronoun for it: a possessive-only person ("His method of
execution was having spikes driven through his feet and then being made to run" -> "lo hicieron
correr"; "most of them come from her following" -> "la maggior parte dei quali la segue"), or a
restructured clause ("when he died, the title passed to ..." -> "lo sucedió"). The atonic
third-person pronoun before a finite verb then shows that person's gender: the accusatives "lo"
(M) and "la" (F) of both languages and the Italian datives "gli" (M) and "le" (F); the Spanish
dative "le" shows none (RAE, *Nueva gramática*, ch. 16 on the atonic pronouns, 16.11 on
proclisis; Serianni, *Grammatica italiana*, VII.70). No article stands before a finite verb, so
the word there is the pronoun (:func:`fairmt.inflect.apertium_morph.only_finite_verb`).

It is read only inside the one-person scan of ``cues.RuleCueDetector._referent_predicates``
(explicit cues of one gender, no singular person noun, name or indefinite of unstated gender),
and only when that scan found no other reading, so a sentence already read keeps its reading.
The clitic must have no other English owner:

* no English object pronoun ("him", an object "her": the object cue reads those itself) and no
  word a thing's clitic stands for ("it", "itself", "this", "these", "those");
* a "they"/"them"/"themselves" leaves the Italian "gli"/"le" to them (the plural dative "gli" of
  current usage and the feminine plural accusative "le": Serianni VII.35), but not "lo"/"la",
  which are singular;
* no plural-active clitic when an English passive has a subject other than "he"/"she": the
  translation turns a passive into a subjectless third-person plural active whose object clitic
  is the passive's subject ("his music is rarely played" -> "hoy la tocan poco": the music; RAE,
  *Nueva gramática*, ch. 41 on impersonal sentences), so that subject, not the person, may own it;
* not second in a clitic cluster ("se lo dio": the accusative there is the thing given), not a
  predicative "lo" before a copula ("su hermano también lo era", "lo è": the neuter pronoun
  standing for a predicate, RAE 16.5; Serianni VII.37), and not after a noun, which may be a
  fronted object the clitic doubles ("Su novela la publicó en 1990": RAE 16.13 on clitic left
  dislocation) -- the caller's ``subjectless`` test: only the sentence start, punctuation, a
  conjunction, a subordinator, a copied name or a prepositional phrase may come before it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.types import Realisation

#: English words whose referent the clitic could be instead of the one person.
_OTHER_OWNERS = _words("him it itself this these those")
#: English plural pronouns, which may own an Italian "gli"/"le" but never a singular "lo"/"la".
_PLURAL_OWNERS = _words("they them themselves")
#: Clitics that can be plural: the Italian dative "gli" and the feminine plural accusative "le".
_PLURAL_READABLE = _words("gli le")
#: Finite forms of "be" (and the perfect's "been") that open a passive with its own subject.
_FINITE_BE = _words("is are was were been")
#: Subjects of a passive whose clitic is the person's own.
_PERSON_SUBJECTS = _words("he she")
#: Lemmas of copulas before which "lo" is the neuter predicative pronoun ("lo era", "lo è").
_COPULA_LEMMAS = _words("ser estar parecer essere sembrare parere diventare restare rimanere")


def clitic_owners_absent(src: Sequence[Tok]) -> tuple[bool, bool]:
    """Whether the English sentence leaves a target clitic to its one person: (singular clitics
    "lo"/"la" may be read, plural-capable ones "gli"/"le" may be read too)."""
    from fairmt.fairqe.cue_rules import _her_is_possessive

    for k, t in enumerate(src):
        if t.low in _OTHER_OWNERS or (t.low == "her" and not _her_is_possessive(src, k)):
            return False, False
    plural = any(t.low in _PLURAL_OWNERS for t in src)
    return True, not plural


def thing_passive(src: Sequence[Tok]) -> bool:
    """Whether the English sentence has a passive ("is rarely played", "was sold") whose "be" is
    finite and whose subject, the word before it, is no "he"/"she" (the perfect's "has been" looks
    past "has"/"have"/"had")."""
    from fairmt.fairqe.cue_target import english_passive

    words = [t.low for t in src]
    for k in range(1, len(words)):
        if not english_passive(words, k):
            continue
        b = k - 1 if words[k - 1] in _FINITE_BE else k - 2
        if b < 0 or words[b] not in _FINITE_BE:
            continue
        if words[b] == "been" and b > 0 and words[b - 1] in ("has", "have", "had"):
            b -= 1
        if b == 0 or words[b - 1] not in _PERSON_SUBJECTS:
            return True
    return False


def person_object_clitics(
    src: Sequence[Tok],
    norm: Sequence[str],
    tokens: Sequence[str],
    lang: str,
    subjectless: Callable[[int], bool],
) -> list[tuple[int, Realisation]]:
    """The target's atonic third-person pronouns before a finite verb that the source's one
    person owns (see the module docstring): each one's token and the gender it shows."""
    from fairmt.fairqe.cue_seeds import _TGT_STRIP
    from fairmt.fairqe.cue_target import _CLUSTER_FIRST, _PROCLITICS, _morphology
    from fairmt.inflect.apertium_morph import only_finite_verb

    forms = _PROCLITICS.get(lang)
    morph = _morphology(lang)
    singular_ok, plural_ok = clitic_owners_absent(src)
    if forms is None or morph is None or not singular_ok:
        return []
    passive = thing_passive(src)
    found: list[tuple[int, Realisation]] = []
    for j in range(len(norm) - 1):
        g = forms.get(norm[j])
        if g is None or (norm[j] in _PLURAL_READABLE and lang == "it" and not plural_ok):
            continue
        if "'" in tokens[j] or not tokens[j].strip(_TGT_STRIP).isalpha():
            continue
        if tokens[j].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")):
            continue
        if j > 0 and norm[j - 1] in _CLUSTER_FIRST:
            continue
        readings = morph.readings(norm[j + 1]) or ()
        if not only_finite_verb(readings):
            continue
        if passive and any(("p3" in r.tags or "p1" in r.tags) and "pl" in r.tags for r in readings):
            continue
        if norm[j] == "lo" and any(getattr(r, "lemma", "") in _COPULA_LEMMAS for r in readings):
            continue
        if not subjectless(j):
            continue
        found.append((j, g))
    return found
