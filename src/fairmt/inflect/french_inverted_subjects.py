"""French subject pronouns inverted after their verb in a question (fr-inflect-48).

A question may put the subject clitic after the finite verb, joined to it by a hyphen
(*inversion simple*: "Sont-elles prêtes ?", "Est-il arrivé ?", "A-t-elle été élue ?"; Grevisse and
Goosse, *Le Bon Usage*, subject inversion in interrogative sentences). The pronoun is still the
clause's subject, so the attribute after *être* (or a copular verb) and the passive participle
after *avoir été* agree with it as after an uninverted subject ("Sont-ils prêts ?" / "Sont-elles
prêtes ?"), while a participle after *avoir* does not ("Ont-elles mangé ?", the past participle
conjugated with *avoir*).

The inverted token reads like one content word to the generic noun-phrase rules, which took the
participle after it for an adjective of that "noun" ("Ont-elles mangée"): :func:`realise_inverted`
realises the pronoun inside the token and the predicate the grammar makes agree, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_clauses import _FALLOIR, _IL_Y_AVOIR
from fairmt.inflect.french_words import PRONOUN_FLIP, PRONOUN_FLIP_BACK

__all__ = ["impersonal_inverted", "inverted_pronoun", "realise_inverted"]

#: The subject clitics that show a gender.
_GENDERED = frozenset(["il", "elle", "ils", "elles"])


def inverted_pronoun(word: str) -> tuple[str, str] | None:
    """``(verb, pronoun)`` of a token that is a verb with a gendered subject clitic inverted
    after it ("sont-elles" -> ("sont", "elles"), "a-t-il" -> ("a", "il")), else None."""
    verb, sep, rest = word.lower().partition("-")
    pronoun = rest.removeprefix("t-")
    if not sep or not verb or pronoun not in _GENDERED:
        return None
    return verb, pronoun


def impersonal_inverted(tokens: Sequence[str], s: int) -> bool:
    """(fr-inflect-52) Whether the token at ``s`` inverts the impersonal "il" of "il y a" or of
    *falloir* ("Y a-t-il des blessées ?", "Faut-il partir ?"), which refers to nobody as its
    uninverted form does (:func:`fairmt.inflect.french_clauses.impersonal_subject`); the M side
    made "Y a-t-elle des blessées ?"."""
    found = inverted_pronoun(Word.parse(tokens[s]).core)
    if found is None or found[1] != "il":
        return False
    if found[0] in _FALLOIR:
        return True
    before = lower_core(tokens[s - 1]) if s > 0 else ""
    return found[0] in _IL_Y_AVOIR and before in ("y", "n'y")


def realise_inverted(tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
    """``tokens`` with the inverted subject pronoun of the one-token ``span`` in ``gender`` (F or
    M) and the attribute or passive participle of its clause agreeing with it, or None when
    ``span`` is no such token (or the gender is N: the neutral merges these two)."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_agreement import _COPULAR, _predicate, _skip_adverbs

    s, e = span
    if e - s != 1 or gender not in ("F", "M"):
        return None
    word = Word.parse(tokens[s])
    found = inverted_pronoun(word.core)
    morph = morphology("fr")
    if found is None or morph is None:
        return None
    verb, pronoun = found
    table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
    new_pronoun = table.get(pronoun, pronoun)
    core = word.core
    out = list(tokens)
    out[s] = word.render(core[: len(core) - len(pronoun)] + new_pronoun)
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    # The verb without an elided negation or object clitic glued to it ("N'étaient-ils", "L'ont-ils").
    bare = verb.rsplit("'", 1)[-1]
    lemmas = {r.lemma for r in morph.readings(bare) if r.pos.startswith("vb") and "pp" not in r.tags}
    k = _skip_adverbs(low, s + 1, morph)
    if "avoir" in lemmas and not lemmas & _COPULAR:
        if k >= len(low) or low[k] != "été":
            return out if out != list(tokens) else None  # "Ont-elles mangé ?": no agreement
        k = _skip_adverbs(low, k + 1, morph)
    elif not lemmas & _COPULAR:
        return out if out != list(tokens) else None
    if k < len(low) and low[k] in ("tous", "toutes"):
        return out if out != list(tokens) else None  # the floating quantifier's own span carries it
    number = "pl" if pronoun.endswith("s") else "sg"
    for a, _b, noun in _predicate(low, k, morph, False):
        if noun:
            continue
        w = Word.parse(tokens[a])
        new = morph.agree(w.core.lower(), str(gender), number)
        if new is not None and new != w.core.lower():
            out[a] = w.render(new)
    return out if out != list(tokens) else None


#: (fr-inflect-49) The neutral of an inverted pronoun, as the uninverted one's ("ils·elles").
_NEUTRAL = {"il": "il·elle", "elle": "il·elle", "ils": "ils·elles", "elles": "ils·elles"}


def neutral_inverted(out: list[str] | None, tokens: Sequence[str], s: int) -> list[str] | None:
    """(fr-inflect-49) ``out`` (the N realisation of the inverted token at ``s``) with the pronoun
    inside the token in the neutral form an uninverted one takes ("Sont-ils·elles prêt·es ?", as
    "Ils·Elles sont prêt·es"): the generic middle-dot rules made "Sont-il·elles", which is neither
    that form nor the one a feminine original gave."""
    word = Word.parse(tokens[s])
    found = inverted_pronoun(word.core)
    if found is None:
        return out
    core = word.core
    base = list(out) if out is not None else list(tokens)
    base[s] = word.render(core[: len(core) - len(found[1])] + _NEUTRAL[found[1]])
    return base if base != list(tokens) else None
