"""Where an English object pronoun "her"/"him" stands in an Italian translation when the seed
lexicon or the aligner did not find it (en-cues-44): not on a possessive, and, for the sentence's
only possible owner, on the one enclitic of the sentence however far from its place.

The seed forms of "her" include the Italian and Spanish possessives ("suo", "sua", "su"), since
a possessive "her" becomes one. An object "her" ("They would then ask her to dress like this
character") never does: the object of a verb is an atonic pronoun in Italian, "le chiedevano" or
"la invitarono" (Serianni, *Grammatica italiana*, VII.33-VII.41 on the atonic pronouns; VI on the
possessives, which modify a noun and never stand for a verb's object). A possessive the seed
match or the aligner lands on near such a pronoun is another noun's ("come il suo personaggio"),
so the object pronoun is looked for at the place its position projects to, not at the
possessive, and a possessive counts as near only if it is near that place. So too (ex40) when the
word chosen is another noun's article far from that place ("Gli investigatori ... la fermarono"
for "The investigators ... stopped him"): an article before its noun is no object pronoun
(:func:`fairmt.fairqe.cue_target._article_before_noun`), and the object clitic is looked for
at the projected place as well (:func:`article_anchor`).

A reordered translation can also put the object's enclitic far from the English pronoun's place
("accettato di sostenerla per il seggio in un accordo del 1968" for "agreed in a 1968 agreement
to support her for the seat"). Where the English sentence leaves the clitic nobody else
(:func:`sole_object`) and the translation has exactly one (:func:`sole_enclitic`), it is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_target import _POSSESSED, _article_before_noun
from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.dative_subjects import _GENDERED
from fairmt.fairqe.types import Realisation


def misplaced_on_possessive(norm: Sequence[str], chosen: Sequence[int], how: str, lang: str) -> bool:
    """Whether the word ``chosen`` for a non-possessive object pronoun, by the seed lexicon or
    the aligner, is a possessive of the target (the caller has checked that the English pronoun
    is not a possessive)."""
    return how in ("seed", "aligner") and bool(chosen) and norm[chosen[0]] in _POSSESSED.get(lang, ())


def article_anchor(
    norm: Sequence[str],
    tokens: Sequence[str],
    chosen: Sequence[int],
    how: str,
    ref: float,
    projected: float,
    lang: str,
) -> bool:
    """(ex40) Whether the word ``chosen`` for an object pronoun by the seed lexicon or the aligner
    (around ``ref``) is the article of the noun after it, and the place the pronoun's position
    projects to (``projected``) is another: the clitic search around ``ref`` may then miss the
    pronoun, which is looked for around ``projected`` too."""
    return (
        how in ("seed", "aligner")
        and bool(chosen)
        and round(projected) != round(ref)
        and _article_before_noun(lang, tokens, norm, chosen[0])
    )


def possessive_within(norm: Sequence[str], place: float, lang: str, reach: float = 3) -> bool:
    """Whether a possessive of the target stands within ``reach`` tokens of ``place``."""
    forms = _POSSESSED.get(lang, frozenset())
    return any(norm[j] in forms for j in range(len(norm)) if abs(j - place) <= reach)


#: English words whose referent an Italian accusative or dative clitic may also stand for: other
#: persons ("him", "them", "they") and things ("it", "this", "these", "those").
_OTHER_OWNERS = _words("him them they themselves it itself this these those")


def sole_object(toks: Sequence[Tok], start: int) -> bool:
    """Whether the English object pronoun "her"/"him" at ``start`` is the only word of the
    sentence an Italian enclitic can stand for: every third-person singular pronoun has its
    gender, no other "her"/"him" is an object, and no "it", "this", "them", "they" is there
    (:data:`_OTHER_OWNERS`; "him" at ``start`` itself is the pronoun)."""
    from fairmt.fairqe.cue_rules import _her_is_possessive

    gender = _GENDERED.get(toks[start].low)
    if gender is None or toks[start].low not in ("her", "him"):
        return False
    for k, t in enumerate(toks):
        if k == start:
            continue
        if t.low in _OTHER_OWNERS or _GENDERED.get(t.low, gender) != gender:
            return False
        if t.low == "her" and not _her_is_possessive(toks, k):
            return False
    return True


def sole_enclitic(tokens: Sequence[str], lang: str) -> tuple[int, Realisation] | None:
    """The one object pronoun attached to an infinitive or gerund in the whole translation
    ("sostenerla", "aiutandolo"), with the gender it shows, or ``None`` when there is none or
    more than one (en-cues-44). A reordered translation puts it far from the English pronoun's
    place ("accettato di sostenerla per il seggio in un accordo del 1968" for "agreed in a 1968
    agreement to support her for the seat"); where :func:`sole_object` holds, it is that
    pronoun's (Serianni, *Grammatica italiana*, VII.71 on enclisis to the infinitive and the
    gerund)."""
    from fairmt.fairqe.cue_target import _OBJECT_CLITICS, _ending_gender

    rules = _OBJECT_CLITICS.get(lang)
    if rules is None or lang != "it":
        return None
    found: list[tuple[int, Realisation]] = []
    for j, tok in enumerate(tokens):
        raw = tok.lower().replace("’", "'").strip('"«»“”()[],;:.!?')
        g = _ending_gender(raw, rules[0])
        if g is not None and raw.isalpha():
            found.append((j, g))
    return found[0] if len(found) == 1 else None
