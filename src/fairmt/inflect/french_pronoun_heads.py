"""French two-gender indefinite pronouns outside the subject slot (issue 12, frg67, fr-inflect-82).

:func:`fairmt.inflect.french_group_pronouns.group_pronoun_spans` takes ``certaines``,
``chacune``, ``aucune``, ``toutes``, ``l'une`` ... as pronouns when a partitive of people follows
them (``chacune d'entre elles``) or when they open a clause before their verb (``Certaines sont
parties``). A pronoun head stands in other places too (Grevisse and Goosse, *Le Bon Usage*,
§§ 725-737: the indefinite pronouns are nominal, they fill every function of a noun phrase):

* as an object or an attribute at the end of its clause: ``Je les connais toutes.``, ``J'en ai
  invité quelques-unes``, ``Nous n'en avons vu aucune``;
* as a subject inside the sentence: ``Les invitées sont arrivées, dont certaines très tard``,
  ``Parmi elles, chacune a voté``.

Counted on GATE French (held out; counts only), these were the largest share of the "no variants"
pairs without any English cue: the English says "some", "all", "each", "none", "one", which
:data:`fairmt.inflect.group_readers.ENGLISH_GROUP_PRONOUNS` already requires.

The words that can also be determiners (``certaines personnes``, ``aucune idée``, ``toutes les
filles``) are taken only where no noun can follow: at the clause's end (the last token, or a
token with punctuation glued to it) or before a finite verb. ``chacun``/``chacune`` and
``quelques-uns``/``quelques-unes`` are never determiners (*chaque*, *quelques* are), so they are
taken anywhere except before a partitive of a noun (``chacune des pommes``: the noun's gender).
A plural thing noun earlier in the sentence may be what the pronoun stands for (``les pommes ...
je les ai toutes mangées``), so no span is given then (the guard of the clitic participles,
:func:`fairmt.inflect.group_readers._thing_before`, passed in as ``thing_before``).

Mends of the review (frg67):

* ``en`` stands for any noun (Grevisse § 680): when it is the pronoun's only antecedent
  (``Elle en a acheté quelques-unes``, no ``les``/``leur``/``ils``/``elles``/``eux`` before it),
  the pronoun is a person only if the English says so (``them``, ``us``, ``you``, ``they`` or a
  person noun: ``person_cue``); "She bought some" keeps its gender.
* ``soi`` later in the clause marks a generic subject (Grevisse § 661: ``Chacun pour soi``),
  masculine as the unmarked form; no span.
* A clause-final ``tous``/``toutes`` right after a preposition (``Merci à tous``, ``pour tous``)
  is the generic "everyone" unless a group of people was named before it (a plural person noun,
  ``group_before``, or a clitic or ``ils``/``elles``); no span then.
* A singular pronoun (``chacun``, ``aucune``) whose clause goes on with ``il``/``elle``
  (``Chacun fait ce qu'il veut``) has a coreferent pronoun this rule does not flip: changing
  the head alone would make the sentence incoherent, so no span.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_group_pronouns import GROUP_PRONOUNS, partitive, verb_next

__all__ = ["pronoun_head_spans"]

#: Indefinite pronouns that are never determiners (Grevisse §§ 731, 736: *chacun* vs *chaque*,
#: *quelques-uns* vs *quelques*).
_ONLY_PRONOUNS = frozenset(["chacun", "chacune", "quelques-uns", "quelques-unes"])
#: Words that open a partitive complement ("chacune des pommes", "aucune de ces maisons").
_PARTITIVE_OPENERS = frozenset(["de", "des", "du"])  # and any "d'..." token
#: Antecedents of a group of people other than ``en`` (Grevisse §§ 645-653: the third-person
#: plural clitics and stressed pronouns).
_GROUP_ANTECEDENTS = frozenset(["les", "leur", "leurs", "ils", "elles", "eux"])
#: Simple prepositions (Grevisse § 1036) before a generic ``tous`` ("Merci à tous").
_PREPOSITIONS = frozenset(
    ["à", "pour", "de", "avec", "par", "entre", "contre", "chez", "sans", "envers", "parmi", "vers", "selon"]
)
#: Subject pronouns a singular head's clause may go on with (``ce qu'il veut``, ``s'il veut``).
_SINGULAR_SUBJECTS = frozenset(["il", "elle"])


def _clause_end(tokens: Sequence[str], i: int) -> bool:
    """Whether token ``i`` ends its clause: the last token, or punctuation after it (glued to it
    or a token of its own)."""
    if i + 1 >= len(tokens) or Word.parse(tokens[i]).post.strip():
        return True
    return not Word.parse(tokens[i + 1]).core


def _clause_after(tokens: Sequence[str], low: Sequence[str], i: int) -> list[str]:
    """The lower-cased words after token ``i`` up to the end of its clause (:func:`_clause_end`)."""
    out: list[str] = []
    k = i
    while not _clause_end(tokens, k):
        k += 1
        out.append(low[k])
    return out


def _clause_before(tokens: Sequence[str], low: Sequence[str], i: int) -> list[str]:
    """The lower-cased words before token ``i`` back to the start of its clause."""
    k = i
    while k > 0 and not _clause_end(tokens, k - 1):
        k -= 1
    return list(low[k:i])


def _elided_tail(w: str) -> str:
    """``w`` without an elided word glued before it (``n'en`` -> ``en``, ``qu'il`` -> ``il``)."""
    return w.rsplit("'", 1)[-1]


def pronoun_head_spans(
    tokens: Sequence[str],
    taken: Sequence[tuple[int, int]],
    thing_before: Callable[[int], bool],
    person_cue: bool = True,
    group_before: Callable[[int], bool] = lambda _: False,
) -> list[tuple[int, int]]:
    """One-token spans of the two-gender indefinite pronouns of ``tokens`` used as pronouns
    outside the places :func:`~fairmt.inflect.french_group_pronouns.group_pronoun_spans` reads
    (module docstring), outside ``taken`` and with no thing noun before them (``thing_before``).
    ``person_cue``: the English names people (needed when ``en`` is the only antecedent);
    ``group_before``: a plural person noun comes before token ``k``."""
    low = [lower_core(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(low):
        if w not in GROUP_PRONOUNS or any(a <= i < b for a, b in taken):
            continue
        nxt = low[i + 1] if i + 1 < len(low) else ""
        if _clause_end(tokens, i):
            head = True
        elif w in _ONLY_PRONOUNS:
            head = (nxt not in _PARTITIVE_OPENERS and not nxt.startswith("d'")) or partitive(low, i + 1)
        else:
            head = verb_next(low, i + 1) and w not in ("tous", "toutes")
        if head and not thing_before(i) and not _generic(tokens, low, i, person_cue, group_before):
            out.append((i, i + 1))
    return out


def _generic(
    tokens: Sequence[str], low: Sequence[str], i: int, person_cue: bool, group_before: Callable[[int], bool]
) -> bool:
    """Whether the pronoun ``low[i]`` is not a group of people to flip (module docstring,
    mends): ``en`` its only antecedent without an English person cue, ``soi`` after it, a
    generic ``à tous``, or a coreferent ``il``/``elle`` after a singular head."""
    after = [_elided_tail(w) for w in _clause_after(tokens, low, i)]
    if "soi" in after or "soi-même" in after:
        return True
    antecedent = any(_elided_tail(w) in _GROUP_ANTECEDENTS for w in low[:i])
    en = any(_elided_tail(w) == "en" for w in _clause_before(tokens, low, i))
    if not person_cue and not antecedent and en:
        return True
    w = low[i]
    if w in ("tous", "toutes") and _clause_end(tokens, i) and i > 0 and low[i - 1] in _PREPOSITIONS:
        return not (antecedent or group_before(i) or any(_elided_tail(t) == "en" for t in low[:i]))
    return not w.endswith("s") and any(t in _SINGULAR_SUBJECTS for t in after)
