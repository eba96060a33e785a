"""The predicative of a plural personal pronoun subject, read without the parse (es-inflect-33).

"Vosotras dos sois tan parecidas", "Vosotras estáis cansadas y hambrientas": the predicative of
a copula agrees in gender and number with its subject (RAE, *Nueva gramática* §33.1, §37.1,
§38.2), and a personal pronoun subject right before its verb is that subject (§16.2, §33.1).
The realiser changes the pronoun ("vosotras" -> "vosotros"); the predicative is found by the
parse, but spaCy's small Spanish model reads the Peninsular second-person plural ("estáis",
"sois") as a noun and leaves the predicative on it as a modifier, so nothing else changed
("Vosotros dos sois tan parecidas").

This module reads the clause by the dictionary instead: the pronoun (not after a preposition:
"de ellas", "con vosotras" are no subjects), then at most a numeral or "todos"/"ambos" floating
beside it ("vosotras dos", "ellas todas"), then a finite copula of :data:`COPULAS` whose person
and number are the pronoun's (every reading a finite verb), then past degree adverbs an adjective
or participle of the pronoun's old gender, with those coordinated after it by "y"/"pero" in the
same gender. Each one not changed yet agrees with the new gender; a predicative of the other
gender or of none ("felices") stays.

The same reading serves an explanatory relative after the person's phrase (:func:`
relative_predicatives`): "sus primos, que estaban encantados": after a comma that closes the
person's phrase, "que" + a finite copula of the third person is the relative's subject and its
verb (§44.1), and the predicative agrees with the antecedent; the small model took "que" for a
conjunction and hung the predicative on the main verb when the noun was masculine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.romance import Gender
from fairmt.inflect.spanish_morph import get_morph

__all__ = [
    "COPULAS",
    "DEGREE",
    "PLURAL_PRONOUNS",
    "copula",
    "periphrasis_copula",
    "predicative_reading",
    "predicatives_after",
    "pronoun_predicatives",
    "relative_predicatives",
]

#: Plural personal pronouns that may be a subject, with the person and number of their verb.
PLURAL_PRONOUNS = {
    "nosotros": "p1",
    "nosotras": "p1",
    "vosotros": "p2",
    "vosotras": "p2",
    "ellos": "p3",
    "ellas": "p3",
}
#: Words that float beside a plural pronoun subject before its verb ("vosotras dos").
_FLOATING = frozenset(word_tuple("dos tres cuatro cinco todos todas ambos ambas solos solas mismos mismas"))
#: Prepositions after which the pronoun is no subject ("de ellas", "para vosotros").
_PREPOSITIONS = frozenset(
    word_tuple("a ante bajo con contra de desde en entre hacia hasta para por según sin sobre tras como que")
)
#: Copulas and pseudo-copulas whose predicative agrees with the subject (§37.1, §38.2).
COPULAS = frozenset(["ser", "estar", "parecer", "quedar", "sentir", "encontrar", "volver", "mostrar"])
#: Degree adverbs and negation between the copula and its predicative (§30.8).
_DEGREE = frozenset(
    ["muy", "tan", "bastante", "más", "menos", "demasiado", "algo", "bien", "ya", "no", "siempre"]
)


#: es-inflect-36: auxiliaries of infinitive periphrases, with the word that links them to the
#: infinitive ("" for none): "debéis (de) estar", "podéis estar", "tenéis que estar", "vais a estar"
#: (RAE, *Nueva gramática* §28.1-28.6). The subject is the auxiliary's and the infinitive's, so a
#: predicative of the infinitive copula agrees with it as after a finite one (§28.2, §37.1).
_PERIPHRASES = {
    "deber": ("", "de"),
    "poder": ("",),
    "soler": ("",),
    "querer": ("",),
    "tener": ("que",),
    "ir": ("a",),
    "volver": ("a",),
    "acabar": ("de",),
    "dejar": ("de",),
    "empezar": ("a",),
    "comenzar": ("a",),
}


def periphrasis_copula(tokens: Sequence[str], v: int, persons: Sequence[str], number: str) -> int | None:
    """The index of the infinitive copula of a periphrasis whose finite auxiliary (of one of
    ``persons`` and ``number``) is at ``v`` ("debéis de *estar*"); ``None`` otherwise."""
    rs = _readings(Word.parse(tokens[v]).core)
    lemmas = {
        r.lemma
        for r in rs
        if r.lemma in _PERIPHRASES and number in r.tags and any(p in r.tags for p in persons)
    }
    if not lemmas or not all(r.pos.startswith("vb") and "inf" not in r.tags for r in rs):
        return None
    k = v + 1
    if (
        k < len(tokens)
        and not Word.parse(tokens[v]).post
        and Word.parse(tokens[k]).lower in {link for lemma in lemmas for link in _PERIPHRASES[lemma] if link}
    ):
        k += 1
    elif not any("" in _PERIPHRASES[lemma] for lemma in lemmas):
        return None
    if k >= len(tokens) or Word.parse(tokens[k - 1]).post:
        return None
    inf = _readings(Word.parse(tokens[k]).core)
    if not inf or not any(r.lemma in COPULAS and "inf" in r.tags for r in inf):
        return None
    return k


def _readings(word: str) -> tuple[Any, ...]:
    morph = get_morph()
    if not morph.available:
        return ()
    return tuple(morph.readings(word.lower()) or ())


def _opens_noun(token: str) -> bool:
    """A determiner or a noun: after a pronominal pseudo-copula's adjective it opens the
    postverbal subject the adjective is predicated of ("se quedó vacía la sala"; NGLE §38.2)."""
    rs = _readings(Word.parse(token).core)
    return any(r.pos == "det" for r in rs) or (bool(rs) and all(r.pos == "n" for r in rs))


def _gender(word: str) -> str | None:
    """ "F"/"M" when every adjective or participle reading of ``word`` has that gender."""
    rs = [r for r in _readings(word) if r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags)]
    genders = {r.gender for r in rs}
    return "F" if genders == {"f"} else "M" if genders == {"m"} else None


#: es-inflect-38 (es44): pseudo-copulas that take a predicative only as pronominal verbs, after
#: their "se" ("se pusieron enfermos", "se hizo famosa", "se volvió loca"; NGLE §38.2): "puso"
#: alone takes an object's predicative ("puso nerviosa a su madre").
PRONOMINAL_COPULAS = frozenset([*COPULAS, "poner", "hacer"])


def _copula(word: str, person: str, number: str = "pl", lemmas: frozenset[str] = COPULAS) -> bool:
    rs = _readings(word)
    return (
        bool(rs)
        and all(r.pos.startswith("vb") and "pp" not in r.tags and "inf" not in r.tags for r in rs)
        and any(r.lemma in lemmas and person in r.tags and number in r.tags for r in rs)
    )


def pronoun_predicatives(
    tokens: Sequence[str],
    out: list[str],
    span: tuple[int, int],
    old: str,
    gender: Gender,
    inflect: Callable[[str, Gender], str | None],
) -> list[str]:
    """``out`` (the realisation, one word for one) with the predicatives of the pronoun subject
    the span opens, changed from ``old`` to ``gender`` (module docstring); ``out`` itself when
    the span holds no such pronoun that changed."""
    s, e = span
    if old == gender or len(out) != len(tokens) or not 0 <= s < e <= len(tokens):
        return out
    p = next((k for k in range(s, e) if Word.parse(tokens[k]).lower in PLURAL_PRONOUNS), None)
    if p is None or out[p] == tokens[p] or Word.parse(tokens[p]).post.strip():
        return out
    if p > 0 and Word.parse(tokens[p - 1]).lower in _PREPOSITIONS and not Word.parse(tokens[p - 1]).post:
        return out
    v = p + 1
    if v < len(tokens) and Word.parse(tokens[v]).lower in _FLOATING and not Word.parse(tokens[v]).post:
        v += 1
    person = PLURAL_PRONOUNS[Word.parse(tokens[p]).lower]
    return predicatives_after(tokens, out, v, (person,), old, gender, inflect)


def predicatives_after(
    tokens: Sequence[str],
    out: list[str],
    v: int,
    persons: Sequence[str],
    old: str,
    gender: Gender,
    inflect: Callable[[str, Gender], str | None],
    number: str = "pl",
) -> list[str]:
    """``out`` with the predicatives of the copula at ``v`` (of one of ``persons``: "p1", "p2",
    "p3"; of ``number``, "pl" or "sg") that show ``old`` turned to ``gender``: past degree
    adverbs, an adjective or participle of that gender and those coordinated after it by
    "y"/"pero"; ``out`` itself when ``v`` is no such copula."""
    if v >= len(tokens):
        return out
    w = Word.parse(tokens[v])
    pronominal = w.lower == "se" and not w.post and v + 1 < len(tokens)
    if pronominal:
        v += 1  # "y se pusieron enfermos" (es-inflect-38)
    lemmas = PRONOMINAL_COPULAS if pronominal else COPULAS
    if not any(_copula(Word.parse(tokens[v]).core, p, number, lemmas) for p in persons):
        if pronominal:
            return out
        inf = periphrasis_copula(tokens, v, persons, number)
        if inf is None:
            return out
        v = inf  # es-inflect-36: "Vosotras dos debéis de estar agotadas"
    new = list(out)
    i = v + 1
    while i < len(tokens) and not Word.parse(tokens[i - 1]).post and Word.parse(tokens[i]).lower in _DEGREE:
        i += 1
    while i < len(tokens) and not Word.parse(tokens[i - 1]).post:
        w = Word.parse(tokens[i])
        if _gender(w.core) != old or new[i] != tokens[i]:
            break
        form = inflect(w.lower, gender)
        if form is None or form == w.lower or _gender(form) != gender:
            break
        if pronominal and not w.post and i + 1 < len(tokens) and _opens_noun(tokens[i + 1]):
            break  # "se hizo pública la noticia": the predicative of the subject after it
        new[i] = w.render(form)
        if w.post or i + 2 >= len(tokens) or Word.parse(tokens[i + 1]).lower not in ("y", "pero"):
            break
        i += 2
    return new


def relative_predicatives(
    tokens: Sequence[str],
    out: list[str],
    span: tuple[int, int],
    old: str,
    gender: Gender,
    inflect: Callable[[str, Gender], str | None],
) -> list[str]:
    """``out`` with the predicatives of an explanatory relative right after the span's changed
    noun (", que estaban encantados"; module docstring)."""
    s, e = span
    if old == gender or len(out) != len(tokens) or not 0 <= s < e < len(tokens) - 1:
        return out
    last = Word.parse(tokens[e - 1])
    if out[e - 1] == tokens[e - 1] or last.post.strip() != "," or Word.parse(tokens[e]).lower != "que":
        return out
    number = "pl" if last.lower.endswith("s") else "sg"
    return predicatives_after(tokens, out, e + 1, ("p3",), old, gender, inflect, number)


def predicative_gender(tokens: Sequence[str], span: tuple[int, int]) -> str | None:
    """The gender of a one-word span that is a copula's predicative ("estaban listas": the
    dictionary's adjective or participle readings, all of one gender), when the words' own
    readings are mixed ("listas" is also the noun "lista" and a form of "listar"): after a
    finite copula the adjective is the reading (§37.1). ``None`` otherwise."""
    s, e = span
    if e - s != 1 or s == 0 or Word.parse(tokens[s - 1]).post.strip():
        return None
    rs = _readings(Word.parse(tokens[s - 1]).core)
    if not rs or not any(r.lemma in COPULAS and r.pos.startswith("vb") and "pp" not in r.tags for r in rs):
        return None
    return _gender(Word.parse(tokens[s]).core)


#: Public names of the helpers (es-inflect-34: spanish_quantity_pronouns reads a plural copula too).
DEGREE = _DEGREE
copula = _copula
predicative_reading = _gender
