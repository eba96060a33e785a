"""A person span that starts on its noun after a prenominal adjective (es-inflect-38, es44).

The aligner often links an English role noun to the Spanish noun alone ("writer" -> "escritor"
in "el desconocido escritor argentino"; "graduates" -> "graduados" in "los futuros graduados").
The phrase then reaches left past the adjective only when the dictionary reads it as nothing but
an adjective (:meth:`~fairmt.inflect.spanish_forms.SpanishWordForms.preadjective`); a word it
also lists as a noun ("desconocido", "futuros", "anciana", "atractivo") stops the walk, so
the realisation changes the noun and leaves "el desconocido" in the old gender.

Between a determiner and the noun that heads its phrase stand only prenominal modifiers: a
determiner has one head noun (RAE, *Nueva gramática* §13.12), so a word there that agrees with
the noun in gender and number and has an adjective reading is that noun's adjective, and the
determiner before it is the noun's. :func:`prenominal_start` gives the determiner's index when
the span starts on such a noun: the noun (a gendered noun reading), one such adjective right
before it, and a determiner of the same gender and number right before that, with no
punctuation between the three. A contracted article ("del", "al") is left alone: the feminine
splits it ("de la"), and a realisation may change the number of tokens only from its span on.

es-inflect-39 (es45): the prenominal modifiers may be several, and coordinated ("Esta atractiva y
tranquila jugadora", "Una nueva entretenida y cautivadora actriz"): coordinated adjectives that
modify one noun agree with it each (RAE, *Nueva gramática* §13.12 and §31.3), so the walk goes
left over adjectives and one "y"/"e" between two of them; every one of them must have an
adjective reading in the noun's one gender and number. The span reaches the determiner in
:meth:`~fairmt.inflect.spanish.SpanishInflector.phrase_span` and ``gender_of`` as in the
realisation, so that the adjectives are not read as a second person ("Este atractivo").

es-inflect-40 (es47): the noun may be of common gender ("Este encantador y tranquilo cantante";
the dictionary reads "cantante", "atleta" as ``mf``), and so may some of the adjectives ("alto y
fuerte"): a common-gender word takes the gender of its determiner and its other modifiers (RAE,
*Nueva gramática* §2.5), so it is read as either gender, and the gendered adjectives and the
determiner decide the one gender and number as before. An adjective in -dor/-dora that the
dictionary lacks ("cautivadora", "emprendedor") is read in the gender and number of its ending:
the suffix has its two genders in adjectives as in nouns (RAE, *Nueva gramática* §6.4, §13.2).
When every word is of common gender no gender is decided and the walk gives nothing. A
common-gender noun after a single adjective is left as it was ("un nuevo paciente": its phrase is
read whole elsewhere, the noun alone has no gender).

es-inflect-43 (sp60): the determiner may be an unstressed possessive of the noun's number ("mi",
"tus", "su"), which shows no gender: the adjectives and the noun decide it, as they do for a
common-gender noun ("Ayer llamé a mi adorada prima" -> "mi adorado primo").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.romance import Det
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_lexicon import AGENT_SUFFIXES, EPICENE, EPICENE_PL, LOCUTION_NOUNS, agent_gender
from fairmt.inflect.spanish_predicative_conjuncts import reading_keys
from fairmt.inflect.spanish_words import DETS

__all__ = ["pos_readings", "prenominal_modifiers", "prenominal_start"]


_GENDERS = {"m": "M", "f": "F"}
#: es-inflect-43 (sp60): the unstressed possessives, determiners of no gender and their number
#: (RAE, *Nueva gramática* §18.2): the adjectives after one agree with the noun as after an article
#: ("mi adorada prima" -> "mi adorado primo"; the realisation had made "mi adorada primo").
_POSSESSIVES = {"mi": "sg", "tu": "sg", "su": "sg", "mis": "pl", "tus": "pl", "sus": "pl"}
_CONJUNCTIONS = ("y", "e")


def prenominal_start(
    tokens: Sequence[str],
    s: int,
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    dets: dict[str, Det],
) -> int | None:
    """The index of the determiner of the noun at ``s`` across its prenominal adjectives, one of
    which the dictionary also reads as a noun or two of which are coordinated (module docstring),
    or ``None``. ``readings(word)`` gives ``(pos, gender, number, lemma)``; ``dets`` the
    determiner forms."""
    if s < 2:
        return None
    noun = Word.parse(tokens[s])
    if noun.pre:
        return None
    noun_keys = reading_keys(noun.lower, readings, ("n",))
    common = _both_genders(noun_keys)
    # (es-inflect-40) a common-gender noun only across coordinated adjectives, as documented
    epicene = not any(g in _GENDERS for g, _ in noun_keys)
    k, adjectives, conjunction = s - 1, 0, False
    while k > 0:
        w = Word.parse(tokens[k])
        if w.pre or w.post or not w.lower.isalpha():
            return None
        if w.lower in _CONJUNCTIONS and adjectives and not conjunction:
            conjunction = True
            k -= 1
            continue
        keys = _adjective_keys(w.lower, readings)
        if not keys & common:
            break
        common &= keys
        adjectives += 1
        k -= 1
    # (the conjunction stands between two adjectives, never right after the determiner)
    if not adjectives or len(common) != 1 or Word.parse(tokens[k + 1]).lower in _CONJUNCTIONS:
        return None
    if epicene and not (conjunction and _person_like(noun.lower, readings)):
        return None
    gender, number = next(iter(common))
    det = Word.parse(tokens[k])
    if not det.post and _POSSESSIVES.get(det.lower) == number:
        return k  # es-inflect-43: "mi adorada prima", "sus queridos amigos" (a possessive of no gender)
    d = dets.get(det.lower)
    if det.post or d is None or d.gender != _GENDERS[gender] or d.number != number:
        return None
    return k


#: Endings of common-gender person nouns ("artista", "estudiante", "paciente"; RAE, Nueva gramática,
#: 2.5: sustantivos comunes en cuanto al género).
_COMMON_PERSON_ENDINGS = ("ista", "istas", "ante", "antes", "ente", "entes")


def _person_like(noun: str, readings: Callable[[str], Sequence[tuple[str, str, str, str]]]) -> bool:
    """Whether a common-gender noun can name a person: a common-gender adjective reading too
    ("cantante", "joven"), an epicene person noun of the lexicon ("colega"), or a person-noun
    ending that is no locution noun ("artista", "paciente"; not "frente"). A thing of common
    gender ("arte": "Un antiguo y bello arte") stays out (review of es-inflect-40)."""
    if any(p == "adj" and g == "mf" for p, g, _, _ in readings(noun)):
        return True
    if noun in EPICENE or noun in EPICENE_PL:
        return True
    return noun.endswith(_COMMON_PERSON_ENDINGS) and noun not in LOCUTION_NOUNS


def _both_genders(keys: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The gendered (gender, number) pairs of ``keys``, a common-gender one (``mf``) read as both
    genders (es-inflect-40: "cantante", "fuerte")."""
    return {k for k in keys if k[0] in _GENDERS} | {(g, n) for c, n in keys if c == "mf" for g in _GENDERS}


def _adjective_keys(
    word: str, readings: Callable[[str], Sequence[tuple[str, str, str, str]]]
) -> set[tuple[str, str]]:
    """``word``'s (gender, number) pairs as an adjective or participle (:func:`_both_genders`);
    an adjective in -dor/-dora the dictionary lacks ("cautivadora") in those of its ending
    (es-inflect-40)."""
    rs = readings(word)
    if not rs and len(word) > 5 and word.endswith(AGENT_SUFFIXES):
        return {(agent_gender(word), "pl" if word.endswith("s") else "sg")}
    return _both_genders({(g, n) for p, g, n, _ in rs if p in ("adj", "pp")})


def pos_readings(word: str) -> list[tuple[str, str, str, str]]:
    """Apertium's readings of ``word`` as ``(pos, gender, number, lemma)``: pos ``adj``, ``pp``
    (a participle, also a modal verb's), ``n``, else the tag; none without the dictionary."""
    morph = _morph()
    if morph is None:
        return []
    out = []
    for r in morph.readings(word) or ():
        pos = "pp" if r.pos in ("vblex", "vbmod") and "pp" in r.tags else r.pos
        out.append((pos, r.gender, r.number, r.lemma))
    return out


def prenominal_modifiers(tokens: Sequence[str]) -> set[int]:
    """The indices of the words between a noun and the determiner :func:`prenominal_start` finds
    for it across coordinated adjectives (es-inflect-39): those adjectives and their conjunction,
    never a person of their own ("Este atractivo y tranquilo jugador": "atractivo" is no person
    noun here). Without a conjunction the words are left to the caller: a nominalised participle
    before its verb's object ("a los encuestados incentivos") looks like one adjective too."""
    out: set[int] = set()
    for s in range(2, len(tokens)):
        start = prenominal_start(tokens, s, pos_readings, DETS)
        if start is not None and any(Word.parse(t).lower in _CONJUNCTIONS for t in tokens[start + 1 : s]):
            out.update(range(start + 1, s))
    return out
