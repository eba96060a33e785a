"""``elle`` after the adjectives of ``une personne``: the pronoun of a noun of one gender (fr-inflect-72).

A person noun of one grammatical gender for everyone (``une personne``, ``la victime``) is taken up
by a pronoun of that gender whatever the sex of the person: "C'est une personne fière d'elle",
"une victime sûre d'elle" (Grevisse and Goosse, *Le Bon Usage*, on the pronoun's agreement with a
noun of one gender whatever the sex; TLFi *personne*: "les adjectifs et participes se rapportant à
personne se mettent au féminin"). The pronoun does not vary with the person, as the noun does not.
The inflector already kept an ``elle`` right after the noun (``une personne qu'elle``), but looked
at the last word before the pronoun only, so after an adjective of the noun ("fière d'elle") it
took the pronoun for the person's own and realised "une personne fière de lui".

:func:`invariant_antecedent` keeps to the one construction where the pronoun can only take up the
noun: the reflexive ``de`` complement of an adjective of the noun ("une personne fière d'elle",
"une victime sûre et fière d'elle"), or of an adjective predicated of the noun by a copula in a
clause that begins the sentence ("La victime est fière d'elle", "Cette personne n'est pas sûre
d'elle"). The noun must follow a determiner of its own: without one ``personne`` is the pronoun
*nobody* ("L'infirmière ne craint personne et est sûre d'elle": ``elle`` is the nurse). The walk
stops at punctuation ("L'enseignante, qui ne ressemble à personne, est sûre d'elle"), at any word
but an adjective, a degree adverb, ``et`` or the copula (``qui``, ``que``, a verb, a name), and at
a pronoun after another preposition ("fâchée contre elle", "sauf à elle": another person may be
meant). A copula is not crossed into a subordinate clause ("La juge pense que la victime est
fâchée contre elle" / "... est fière d'elle": ``elle`` may be the judge).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.pieces import Piece

__all__ = ["INVARIANT_NOUNS", "invariant_antecedent"]

#: Feminine person nouns of one form for everyone that a pronoun of their gender takes up.
INVARIANT_NOUNS = frozenset(["personne", "personnes", "victime", "victimes"])
#: Degree adverbs, the negation ``pas`` and the coordinator ``et`` between the adjectives.
_DEGREE = frozenset(["très", "si", "trop", "assez", "aussi", "plus", "moins", "bien", "pas", "et"])
#: The copulas whose subject the adjective may be predicated of ("la victime est fière d'elle").
_COPULAS = frozenset(
    (
        "est",
        "était",
        "sera",
        "serait",
        "sont",
        "étaient",
        "seront",
        "seraient",
        "semble",
        "semblait",
        "semblent",
        "reste",
        "restait",
        "restent",
    )
)
#: The determiners of the noun: without one, ``personne`` is the pronoun (nobody).
_DETERMINERS = frozenset(
    [
        "une",
        "la",
        "l'",
        "cette",
        "chaque",
        "toute",
        "aucune",
        "nulle",
        "quelque",
        "sa",
        "ma",
        "ta",
        "notre",
        "votre",
        "leur",
        "les",
        "des",
        "ces",
        "certaines",
        "plusieurs",
        "quelques",
        "toutes",
        "ses",
        "mes",
        "tes",
        "nos",
        "vos",
        "leurs",
    ]
)


def _adjective(word: str) -> bool:
    """Whether Apertium reads ``word`` as an adjective or past participle and never as a noun
    (``contente`` is also a form of *contenter*, which brings no antecedent either)."""
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(word)
    return any(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in readings) and not any(
        r.pos == "n" or r.pos.startswith("np") for r in readings
    )


def _punctuated(tokens: Sequence[str] | None, before: Piece, after: Piece) -> bool:
    """Whether punctuation stands between the pieces ``before`` and ``after`` (``before`` first): a
    token of its own between them (punctuation gets no piece), or one that ends ``before``'s token."""
    if after.tok - before.tok > 1:
        return True
    if tokens is None or after.tok == before.tok or before.tok >= len(tokens):
        return False
    token = tokens[before.tok]
    return bool(token) and not token[-1].isalnum() and token[-1] not in "'’"


def same_number(noun: str, pronoun: str) -> bool:
    """Whether the pronoun ``pronoun`` (``elle``/``elles``) has the number of the noun ``noun``
    (``personne``/``personnes``): only then can it take the noun up. A singular ``elle`` after
    ``les personnes`` is someone else ("les personnes qu'elle essayait d'atteindre": the subject)."""
    return noun.endswith("s") == pronoun.endswith("s")


def invariant_antecedent(pieces: Sequence[Piece], pron: Piece, tokens: Sequence[str] | None = None) -> bool:
    """Whether the pronoun ``pron`` is the reflexive ``de`` complement of an adjective of a noun
    of :data:`INVARIANT_NOUNS` (module docstring): ``de``/``d'`` right before the pronoun, then
    adjectives (with degree adverbs, ``pas`` and ``et`` between them), then the noun or a copula
    and its subject noun, the noun after a determiner of its own. Punctuation (``tokens``, when
    given) stops the walk; a copula is crossed only into a clause that begins the sentence."""
    at = next((i for i, q in enumerate(pieces) if q is pron), None)
    if at is None or at < 3 or pieces[at - 1].word not in ("de", "d'"):
        return False
    prev = pieces[at - 1]
    adjectives = 0
    copula = False
    for i in range(at - 2, -1, -1):
        q = pieces[i]
        if _punctuated(tokens, q, prev):
            return False
        prev = q
        if q.kind == "content" and q.word in INVARIANT_NOUNS:
            return (
                adjectives > 0
                and same_number(q.word, pron.word)
                and _determined(pieces, i, tokens, sentence_initial=copula)
            )
        if q.kind == "content" and not q.info.get("cap") and _adjective(q.word):
            adjectives += 1
        elif copula and q.word in ("ne", "n'"):
            continue
        elif not copula and adjectives == 0:
            return False  # the word before "de" is no adjective: "parle à personne sauf à elle"
        elif not copula and q.word in _DEGREE:
            continue
        elif not copula and q.word in _COPULAS:
            copula = True
        else:
            return False
    return False


def _determined(
    pieces: Sequence[Piece], noun: int, tokens: Sequence[str] | None, *, sentence_initial: bool
) -> bool:
    """Whether the noun ``pieces[noun]`` follows a determiner of its own (not ``personne`` the
    pronoun, nobody: "ne ressemble à personne"), with no punctuation between them; for a subject
    of a copula, whether that determiner also begins the sentence, so that the clause is no
    subordinate one ("La juge pense que la victime est fâchée contre elle": ``elle`` is the judge)."""
    if noun == 0:
        return False
    det = pieces[noun - 1]
    if det.word not in _DETERMINERS or _punctuated(tokens, det, pieces[noun]):
        return False
    return not sentence_initial or noun == 1
