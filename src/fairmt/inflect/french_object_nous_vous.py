"""*nous*/*vous* after a subject noun: the object pronoun, not the speaker's or addressee's subject.

French *nous* and *vous* are both subject and object pronouns; placed between a subject noun
phrase and its verb they are the verb's object (direct or indirect: "le message vous sera
renvoyé", "les voisins nous ont aidés"), since the clause's subject is the noun (Grevisse and
Goosse, *Le Bon Usage*, on the place of the conjunctive personal pronouns before the verb).
:func:`fairmt.inflect.french_agreement.speaker_predicates` took such a *vous* for the
addressee's subject and put the passive participle of "le message vous sera renvoyé" in the
addressee's gender, so a realisation made "renvoyée" (session 24, pairs32, dev pair fr-d127).

:func:`after_noun_subject` says when the word right before *nous*/*vous* (with no punctuation
between: "Madame, vous êtes" is an address) is a noun the dictionary knows only as a noun or
adjective, or a name in capitals after the sentence's start, so that the pronoun is an object.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["after_noun_subject"]


def after_noun_subject(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` (*nous*/*vous*) follows a noun with nothing between (module
    docstring); ``tokens`` are whitespace tokens with their punctuation."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.base import Word

    morph = morphology("fr")
    if morph is None or i < 1:
        return False
    w = Word.parse(tokens[i - 1])
    prev = w.core.lower()
    if w.post.strip() or not prev.isalpha():
        return False  # punctuation after it ("Madame, vous"), an elision, a number
    rs = morph.readings(prev)
    return bool(rs) and any(r.pos == "n" for r in rs) and all(r.pos in ("n", "adj") for r in rs)
