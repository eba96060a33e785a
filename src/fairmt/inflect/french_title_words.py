"""French words after a person noun that belong to its title: ``professeure assistante``.

A French title is often a person noun followed by an epithet or a second noun in apposition
that qualifies the function (``la cheffe adjointe``, ``professeure assistante``, ``ministre
principale``, ``la directrice générale``): the epithet agrees in gender with the noun, and the
appositive noun names the same person (Grevisse and Goosse, *Le Bon Usage*, the agreement of
the epithet, and the noun in apposition used as an epithet). The aligner often gives only the
noun for the English title ("Assistant Professor" -> ``professeure``) and the small parser
tags the epithet a noun (``assistante``, ``adjointe``), so its agreement is lost: the feminine
``professeur assistante``. :func:`title_words_end` widens the cue span over these words, read
token by token so that the feminine and the masculine sentence get the same span.

Only after a noun that has a form in each gender or one form for both (``ministre``), not after
a noun of one gender for everyone (``une personne créative``), and only words right after the
noun (no punctuation between), at most two, each either an adjective
or participle with a form in each gender (``adjointe``/``adjoint``) or a person noun with one
(``assistante``/``assistant``), and never a word that may be a finite verb (``l'avocate
présente ses arguments``) or a participle before a direct object (the MT's compound tense
without *avoir*, ``Le chanteur perdu sa voix``: :mod:`fairmt.inflect.french_dropped_aux`). A
capitalised word counts only after a capitalised noun (``Officière
Principale Adjointe``), so that a name after the noun (``la présidente Dupont``) is left.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import FINITE_TAGS, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_words import ARTICLES, DEMONSTRATIVES
from fairmt.inflect.romance import Gender, Number

__all__ = ["paired_noun", "title_words_end"]

#: ``inflect(word, gender, head, number)`` of the French inflector.
Inflect = Callable[[str, Gender, bool, Number | None], str | None]

#: Determiners that open a direct object after a participle (french_dropped_aux).
_DETERMINERS = (ARTICLES - {"l'"}) | DEMONSTRATIVES | {"son", "sa", "ses"}
#: At most this many words are taken after the noun.
_MAX_WORDS = 2


def paired_noun(word: str, inflect: Inflect) -> bool:
    """Whether the person noun ``word`` has a form in the other gender that the dictionary knows
    as a noun (``assistante`` -> ``assistant``), not one the ending rules guess (``star`` ->
    ``stare``, ``alien`` -> ``alienne``)."""
    morph = morphology("fr")
    forms = {inflect(word, g, True, None) for g in ("F", "M")} - {None, word}
    return morph is not None and any(any(r.pos == "n" for r in morph.readings(f)) for f in forms if f)


def title_words_end(tokens: Sequence[str], span: tuple[int, int], inflect: Inflect) -> tuple[int, int]:
    """``span`` widened over the title words after its last token (module docstring);
    ``inflect`` is the French inflector's, which gives a person noun's other form."""
    s, e = span
    morph = morphology("fr")
    if morph is None or not 0 <= s < e < len(tokens):
        return span
    last = Word.parse(tokens[e - 1])
    if last.post or not last.core.isalpha():
        return span
    head = last.core.lower()
    if not (
        any(r.pos == "n" and r.gender == "mf" for r in morph.readings(head)) or paired_noun(head, inflect)
    ):
        return span  # a noun of one gender for everyone ("une personne créative") governs its epithet
    capital = last.core[:1].isupper()
    end = e
    while end < len(tokens) and end - e < _MAX_WORDS:
        w = Word.parse(tokens[end])
        core = w.core
        if w.pre or not core.isalpha() or (core[:1].isupper() and not capital):
            break
        low = core.lower()
        rs = morph.readings(low)
        # a finite mood or tense ("présente", "recherche")
        if not rs or any(r.pos == "vblex" and set(r.tags) & FINITE_TAGS for r in rs):
            break
        if any(r.pos not in ("adj", "n", "vblex") for r in rs):
            break
        nxt = Word.parse(tokens[end + 1]).core.lower() if end + 1 < len(tokens) else ""
        if any("pp" in r.tags for r in rs) and (nxt in _DETERMINERS or nxt.startswith("l'")):
            break  # the MT's compound tense without "avoir" ("Le chanteur perdu sa voix")
        epithet = any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs) and morph.agree(
            low, "M", None
        ) != morph.agree(low, "F", None)
        if not (epithet or (any(r.pos == "n" for r in rs) and paired_noun(low, inflect))):
            break
        end += 1
        if w.post:
            break
    return (s, end)
