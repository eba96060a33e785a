"""The superlative before a French partitive complement: "le plus célèbre des danseurs"
(fr-inflect-62).

A relative superlative followed by *de* and a plural noun phrase picks one or some of that set,
and its article and adjective take the gender of the set's noun: "la plus célèbre des
danseuses", "le plus âgé des frères" (Grevisse and Goosse, *Le Bon Usage*, the superlative's
complement, and the agreement of the nominal superlative with the noun of its complement).
Realising the noun phrase alone gave "le plus célèbre des danseuses". :func:`partitive_superlative`
puts the article (``le``/``la``; the plural ``les`` has one form) and the adjective right
before ``des``/``de`` + determiner in the realised noun's gender, keeping each word's number.

Only the shape article + ``plus``/``moins`` + one adjective + ``des`` (or ``de`` + a plural
possessive or demonstrative) right before the realised phrase, with no punctuation between.
The word after ``plus``/``moins`` must be an adjective or a past participle by the dictionary,
and have a form in the gender asked for: "le plus souvent" is the adverb's superlative (an
invariable locution, "Ce sont le plus souvent des serveuses"), and an adverb neither agrees
nor makes its article agree (:func:`_adjectival`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_lexicon import _middle_dot

__all__ = ["partitive_superlative"]

#: The plural determiners that follow the preposition "de" in the partitive complement.
_AFTER_DE = frozenset(["ces", "mes", "tes", "ses", "nos", "vos", "leurs"])

#: The superlative's articles, by gender (the plural "les" has one form).
_ARTICLE = {"M": "le", "F": "la", "N": "le·la"}

#: ``agree(adjective, gender, number)``: the adjective's form (None if the dictionary has none).
Agree = Callable[[str, str, str], str | None]


def _adjective_at(low: Sequence[str], start: int) -> int | None:
    """The adjective's index when the partitive complement starts at ``start`` (``des`` or a
    determiner after ``de``) after article + degree + adjective; ``None`` otherwise."""
    if start >= 1 and low[start] == "des":
        adj = start - 1
    elif start >= 2 and low[start] in _AFTER_DE and low[start - 1] == "de":
        adj = start - 2
    else:
        return None
    if adj < 2 or low[adj - 1] not in ("plus", "moins") or low[adj - 2] not in ("le", "la", "les"):
        return None
    return adj


def _adjectival(word: str) -> bool:
    """Whether ``word`` (lower-cased) has an adjective or past-participle reading: "célèbre",
    "âgé", "doué"; not the adverbs "souvent", "vite", "tard" of "le plus souvent" and the like.
    Without the analyser nothing is read as one (the rule then changes nothing)."""
    morph = morphology("fr")
    if morph is None:
        return False
    return any(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in morph.readings(word))


def partitive_superlative(
    out: Sequence[str], tokens: Sequence[str], start: int, gender: Realisation, agree: Agree
) -> list[str]:
    """``out`` (the realised tokens) with the superlative before the partitive phrase that
    starts at ``tokens[start]`` in ``gender`` (module docstring); ``out`` itself when there is
    none or nothing in the phrase changed."""
    words = [Word.parse(t) for t in tokens]
    low = [w.core.lower() for w in words]
    adj = _adjective_at(low, start)
    if adj is None or any(words[k].post for k in range(adj - 2, start)) or not _adjectival(low[adj]):
        return list(out)
    if list(out[start:]) == list(tokens[start:]):
        return list(out)
    article = low[adj - 2]
    number = "pl" if article == "les" else "sg"
    genders = ("M", "F") if gender == "N" else (str(gender),)
    if any(agree(low[adj], g, number) is None for g in genders):
        return list(out)  # no form in the gender asked for: leave the article as it is too
    new = list(out)
    if article != "les":
        form = _ARTICLE[str(gender)]
        if words[adj - 2].core[:1].isupper():
            form = "·".join(part.capitalize() for part in form.split("·"))  # "Le·La", as the rules write it
        new[adj - 2] = words[adj - 2].pre + form + words[adj - 2].post
    if gender == "N":
        m_form, f_form = agree(low[adj], "M", number), agree(low[adj], "F", number)
        if m_form is not None and f_form is not None and m_form != f_form:
            merged = _middle_dot(m_form, f_form)
            if merged is not None:
                new[adj] = words[adj].render(merged)
    else:
        agreed = agree(low[adj], str(gender), number)
        if agreed is not None:
            new[adj] = words[adj].render(agreed)
    return new
