"""A predicative fronted before the verb of a postverbal subject (issue 12, closed sets; es-inflect-46).

"Cansadas volvían las enfermeras a casa" ("The nurses came home tired"): Spanish may front a
subject's predicative complement (a depictive or the attribute of a pseudo-copula) to the head of
the clause for focus, and the subject then follows the verb (RAE, *Nueva gramática* ch. 40 on
focus fronting, §38.2 on the predicative that agrees with the subject). The fronted adjective
still agrees with the subject in gender and number. Two things went wrong with such a clause:

* the aligner gives the English noun the whole stretch "Cansadas volvían las enfermeras", and
  :func:`fairmt.inflect.spanish_participle_spans.participle_span` cut it before the article, so
  the adjective alone was the person and the noun kept its gender
  ("Cansados volvían las enfermeras"). :func:`fronted_subject_span` keeps the noun phrase instead
  when the tail holds a person noun that the opening adjective agrees with;
* the noun's realisation changed the predicatives after it and a fronted one set off by a comma
  ("Cansadas, las enfermeras volvieron"), not one right before the verb (the small parser files
  it as the verb's subject and the real subject as its object). :func:`fronted_before_verb`
  gives :meth:`~fairmt.inflect.spanish_agreement.SpanishAgreement._fronted_predicative` the
  adjectives (and the ones coordinated with them).

The fronted words must open the clause (the sentence's start or after a comma, semicolon or
colon) and run to the verb with only adjectives or participles of the noun's gender and number,
degree adverbs, "y"/"e", "no" and the clitic "se" between; a word the dictionary also reads as a
noun ("Médicas") or an adverb ("Temprano llegó el médico") is no fronted predicative, nor is a
masculine singular adjective that may serve as an adverb ("Rápido habló el médico": the
adverbial adjective, see :func:`_predicative`; "Contento llegó el niño" agrees, es-inflect-47).
The noun phrase must open on an article of the predicative's gender and number, right after
the verb, and no object noun phrase may follow it ("Abierta dejó la enfermera la puerta": the
door is what is left open).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.readings import finite_only
from fairmt.inflect.spanish_morph import Reading, get_morph

__all__ = ["fronted_before_verb", "fronted_subject_span"]

#: Words allowed between fronted predicatives and the verb besides them.
_LINKS = frozenset(["y", "e", "muy", "tan", "más", "menos", "bastante", "demasiado", "no", "se"])
#: Articles and the gender and number each shows.
_ARTICLES = {
    "el": ("m", "sg"),
    "la": ("f", "sg"),
    "los": ("m", "pl"),
    "las": ("f", "pl"),
    "un": ("m", "sg"),
    "una": ("f", "sg"),
    "unos": ("m", "pl"),
    "unas": ("f", "pl"),
}


#: The qualifying adjectives whose masculine singular serves as an adverb of manner, degree or
#: order (RAE, *Nueva gramática* §30.4 on the *adjetivo adverbial*: "hablar claro", "correr
#: rápido", "cantar bonito", "llegar primero"), and "bueno", which opens a clause as a discourse
#: marker (§30.12). Such a form before the verb need not agree with the postverbal subject. The
#: forms Apertium also reads as adverbs ("alto", "lento", "temprano") are excluded by that reading
#: too; they are listed for a dictionary without it. The class is open-ended but small: with
#: es-inflect-48 the ones of opinion and difference ("pensar distinto", "votar distinto"),
#: dimension and texture ("respirar profundo", "ir recto", "hilar fino", "hablar grueso", "pegar
#: flojo", "contestar seco", "hablar largo") and evaluation ("cantar divino", "pasarlo estupendo",
#: "bailar bárbaro", "comer sano"), which were left masculine or flipped before a feminine subject.
_ADVERBIAL_ADJECTIVES = frozenset(
    word_tuple("""alto bajo barato bárbaro bonito bueno caro claro corto derecho directo distinto
    divino duro estupendo feo fijo fino firme flojo fuerte grueso hondo justo largo lento ligero
    limpio lindo mismo parejo primero profundo pronto rápido raro recio recto rico sano seco
    seguido seguro solo suave sucio temprano último""")
)


def _readings(word: str) -> tuple[Reading, ...]:
    """The dictionary readings of ``word`` (lower-cased); none when Apertium is missing."""
    morph = get_morph()
    return tuple(morph.readings(word.lower()) or ()) if morph.available else ()


def _predicative(word: str, gender: str, number: str) -> bool:
    """Whether ``word`` reads as an adjective or participle of ``gender`` (or both genders) and
    ``number``, and never as a noun or an adverb ("Contentas" is also a form of the verb
    *contentar*, which cannot stand right before another finite verb; "Médicas" is also a noun;
    "Temprano llegó el médico": *temprano* is also an adverb).

    A masculine singular form must moreover be a participle or no adverbial adjective: the
    adjectives of manner, degree and order of :data:`_ADVERBIAL_ADJECTIVES` serve as adverbs in
    that form (RAE *Nueva gramática* §30.4, "Rápido habló el médico", "habló claro"), so
    "Rápido"/"Bonito" before the verb may modify the verb and need not agree with anything; a
    participle is no adverbial adjective ("Agotado llegó el médico"), nor is an adjective of a
    person's state ("Contento llegó el niño", es-inflect-47: it was left masculine before a
    feminine subject). Feminine and plural forms never serve as adverbs, so they show the
    agreement themselves."""
    rs = _readings(Word.parse(word).core)
    if any(r.pos in ("n", "adv") for r in rs):
        return False
    participle = any(r.pos.startswith("vb") and "pp" in r.tags and r.gender in (gender, "mf") for r in rs)
    if (gender, number) == ("m", "sg") and not participle and Word.parse(word).lower in _ADVERBIAL_ADJECTIVES:
        return False
    return any(
        (r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags))
        and r.gender in (gender, "mf")
        and r.number in (number, "sp")
        for r in rs
    )


def _fronted(tokens: Sequence[str], verb: int, gender: str, number: str) -> list[int]:
    """The fronted predicatives before the finite verb at ``verb`` that open their clause and
    agree with ``gender``/``number`` (module docstring); empty when anything else stands there."""
    found: list[int] = []
    for k in range(verb - 1, -1, -1):
        w = Word.parse(tokens[k])
        if not w.core and any(c in w.pre + w.post for c in ",;:"):
            break  # a punctuation token of its own opens the clause
        if any(c in w.post for c in ",;:") or w.pre.strip():
            return []
        if _predicative(tokens[k], gender, number):
            found.append(k)
        elif w.lower not in _LINKS:
            return []
        if k > 0 and any(c in Word.parse(tokens[k - 1]).post for c in ",;:"):
            break
    return sorted(found)


def _finite_verb(word: str) -> bool:
    """Whether every dictionary reading of ``word`` is a finite verb (no participle, infinitive
    or gerund)."""
    return finite_only(_readings(Word.parse(word).core))


#: Determiners that open a noun phrase besides the articles (possessives, demonstratives).
_DETERMINERS = frozenset(
    word_tuple("""su sus mi mis tu tus nuestro nuestra nuestros nuestras
    este esta estos estas ese esa esos esas aquel aquella aquellos aquellas""")
)


def _object_follows(tokens: Sequence[str], end: int) -> bool:
    """Whether a noun phrase (an article or determiner) follows the subject ending at ``end``
    with no punctuation between: the clause is then verb-subject-object, and a predicative
    fronted before the verb may be the object's ("Abierta dejó la enfermera la puerta": the
    door is left open), so the subject's realisation leaves it alone."""
    if end >= len(tokens) or Word.parse(tokens[end - 1]).post.strip():
        return False
    nxt = Word.parse(tokens[end]).lower
    return nxt in _ARTICLES or nxt in _DETERMINERS


def fronted_subject_span(
    tokens: Sequence[str], span: tuple[int, int], cut: tuple[int, int], persons: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """The aligned ``span`` cut to ``cut`` before its first article
    (:func:`~fairmt.inflect.spanish_participle_spans.participle_span`) gives the noun phrase
    after the cut instead when the words cut off are a fronted predicative and its finite verb,
    and the phrase holds one person noun (of ``persons``) whose article the predicative agrees
    with (module docstring); ``cut`` otherwise."""
    s, e = span
    k = cut[1]
    if cut[0] != s or k >= e or k - s < 2 or not _finite_verb(tokens[k - 1]):
        return cut
    inside = [p for p in persons if k <= p[0] and p[1] <= e]
    art = _ARTICLES.get(Word.parse(tokens[k]).lower)
    if len(inside) != 1 or art is None or inside[0][0] != k + 1 or _object_follows(tokens, inside[0][1]):
        return cut
    if s not in _fronted(tokens, k - 1, *art):
        return cut
    return (k, inside[0][1])


def fronted_before_verb(tokens: Sequence[str], start: int, old: str) -> list[int]:
    """The indices of the fronted predicatives of the noun phrase opening at ``start`` (its
    article, of the gender ``old``, ``"m"``/``"f"``) right after its finite verb (module
    docstring); empty when the phrase does not follow a finite verb or nothing is fronted."""
    if start < 2 or Word.parse(tokens[start - 1]).post.strip():
        return []
    art = _ARTICLES.get(Word.parse(tokens[start]).lower)
    if (
        art is None
        or art[0] != old
        or not _finite_verb(tokens[start - 1])
        or _object_follows(tokens, start + 2)
    ):
        return []
    return _fronted(tokens, start - 1, *art)
