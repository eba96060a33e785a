"""A floating "tutti"/"entrambi" that a cue names takes the whole participle chain along
(it-inflect-32, issue 12).

"Everyone was invited" -> "Sono state invitate tutte"; "They were both arrested" -> "Sono state
entrambe arrestate". The quantifier floats after the verb and shows the group's gender, and so
do the participles of the same compound or passive verb, before and after it (Serianni,
*Grammatica italiana*, VII.4 and XI.363-365 on the participle's agreement with the subject;
Treccani, "tutto" and "entrambi", used as predicative pronouns). When the English cue is
"everyone", "all", "both", the aligner links only the quantifier, and the realisation made
"Sono state invitate tutti".

:func:`floating_chain` is narrow: the clause's finite *essere* (``essere``, not a participle)
must stand before the quantifier, with only participles the dictionary reads so and adverbs
between; after it, only participles and adjectives follow. A quantifier before an article or
noun ("tutte le ragazze") is a determiner, not floating, and nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

__all__ = ["FLOATING_QUANTIFIERS", "floating_chain"]

#: The floating quantifiers in both genders (Serianni VII.196-206).
FLOATING_QUANTIFIERS = frozenset(["tutti", "tutte", "entrambi", "entrambe"])


def _finite_essere(low: str) -> bool:
    """A finite form of *essere* of any person by the dictionary ("siamo", "eravate")."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("it")
    rs = morph.readings(low) if morph is not None else []
    return any(r.lemma == "essere" and not {"pp", "inf", "ger"} & set(r.tags) for r in rs)


def _participle(low: str, essere_participles: Collection[str]) -> bool:
    """A participle of *essere* or a word the dictionary reads as a past participle or adjective."""
    from fairmt.inflect.apertium_morph import morphology

    if low in essere_participles:
        return True
    morph = morphology("it")
    rs = morph.readings(low) if morph is not None else []
    return any(r.pos == "adj" or "pp" in r.tags for r in rs)


def floating_chain(
    tokens: Sequence[str],
    out: list[str],
    k: int,
    gender: str,
    words: tuple[Collection[str], Collection[str], Collection[str]],
    unknown: Callable[[str, str], str | None],
) -> list[str]:
    """``out`` (``tokens`` with the quantifier at ``k`` realised in ``gender``) with the
    participles of its chain in ``gender`` too (module docstring). ``words``: the finite forms
    of *essere*, its participles, and the adverbs that may stand between; ``unknown`` gives an
    adjective the dictionary lacks in a gender (or ``None``)."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.base import Word
    from fairmt.inflect.italian_adverbs import opens_other_phrase
    from fairmt.inflect.italian_words import essere_participle

    essere, essere_participles, adverbs = words
    morph = morphology("it")
    if morph is None or len(out) != len(tokens) or out[k] == tokens[k]:
        return out
    if Word.parse(tokens[k]).core.lower() not in FLOATING_QUANTIFIERS:
        return out
    changes: list[int] = []
    j = k - 1
    while j >= 0 and not Word.parse(tokens[j]).post.strip():
        low = Word.parse(tokens[j]).core.lower()
        if low not in essere_participles and (low in essere or _finite_essere(low)):
            break
        if low in adverbs:
            j -= 1
            continue
        if not _participle(low, essere_participles):
            return out
        changes.append(j)
        j -= 1
    else:
        return out  # no finite "essere" in the clause before the quantifier
    j = k + 1
    while j < len(tokens) and not Word.parse(tokens[j - 1]).post.strip():
        low = Word.parse(tokens[j]).core.lower()
        if low in adverbs:
            j += 1
            continue
        if not _participle(low, essere_participles) and unknown(low, gender) is None:
            break  # (it-inflect-40: an adjective the dictionary lacks, "molto talentuose", goes on)
        changes.append(j)
        j += 1
        if j < len(tokens) and opens_other_phrase(low, Word.parse(tokens[j]).core.lower()):
            break  # it-inflect-41: "nervose | prima dell'esame" ("prima di" is a preposition)
    new = list(out)
    for t in changes:
        w = Word.parse(tokens[t])
        low = w.core.lower()
        if low in essere_participles:
            f: str | None = essere_participle(low, gender)
        else:
            f = morph.agree(low, gender) or unknown(low, gender)
        if f is None:
            return out
        new[t] = w.render(f)
    return new
