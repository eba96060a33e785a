"""Impersonal *il* read from the words of its frame (fr-inflect-83, session 47).

:func:`fairmt.inflect.french_agreement.expletive` trusts the parse, and the small model calls the
*il* of ``Il est tard``, ``Il pleut``, ``Il fait froid`` or ``Il suffit de demander`` a plain
``nsubj`` (inside quotation marks or after ``qu'`` it may even hang it on another verb). Such an
*il* refers to nobody, and a realisation flipped it with the person of the sentence (``« Elle est
tard », dit la professeure``). :func:`impersonal_frame` reads the frame from the words: the
impersonal verbs and constructions of Grevisse and Goosse, *Le Bon Usage* (§ 234 on the
impersonal pronoun, §§ 781-782 on the impersonal verbs and the verbs used impersonally):

* the verbs that are impersonal only: *falloir* and the verbs of weather (*pleuvoir*, *neiger*,
  *grêler*, *venter*, *bruiner*, *pleuviner*, *brouillasser*), read through the dictionary's
  lemma of the finite form or, in a compound tense, of the participle after *avoir*;
* *s'agir*, *se pouvoir* and *se trouver* with *que* (``il s'agit de``, ``il se peut que``);
* the verbs used impersonally before a *que* clause (*sembler*, *paraître*, *arriver*, *advenir*,
  *rester*, *importer*, *convenir*, *suffire*) or, for *suffire*, *convenir* and *importer*,
  before an infinitive with *de* (``il suffit de demander``; *importer* and *convenir* only in a
  simple tense, since ``il importait de la soie`` and ``il a convenu de partir`` are personal); a
  personal subject of these takes no *que* clause (``il semble fatigué``, ``il reste à la maison``
  stay personal);
* *valoir mieux* (``il vaut mieux attendre``);
* *être* with a word of time (``il est tard``, ``tôt``, ``temps``, ``midi``, ``minuit``,
  ``l'heure``, ``une heure``, ``il était une fois``) or with an adjective of the closed class of
  :data:`fairmt.inflect.french_agreement._IMPERSONAL_ADJ` before *de*/*que* (``il est possible
  que``); a personal ``il est fier de`` has another adjective;
* *faire* with a word of weather or light (``il fait froid``, ``il fait nuit``, ``il fait du
  vent``): ``il fait du sport`` has another noun and stays personal, as ``il fait bon accueil``
  (a noun after the word) does.

Clitics between *il* and its verb (``il ne faut pas``, ``il me semble que``, ``il n'y a``) are
passed over, as are the degree adverbs before the word of time (``il est trop tard``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["impersonal_frame"]

#: Object and negation clitics that may stand between the subject and its verb.
_CLITICS = frozenset(
    ["ne", "n'", "y", "en", "se", "s'", "me", "m'", "te", "t'", "nous", "vous", "lui", "leur"]
)
#: Verbs that have no personal subject (*Le Bon Usage* § 781: falloir and the verbs of weather).
_ONLY_IMPERSONAL = frozenset(
    ["falloir", "pleuvoir", "neiger", "grêler", "venter", "bruiner", "pleuviner", "brouillasser"]
)
#: Verbs used impersonally before a *que* clause (§ 782); a personal subject takes none.
_BEFORE_QUE = frozenset(
    ["sembler", "paraître", "arriver", "advenir", "rester", "importer", "convenir", "suffire"]
)
#: Of those, the ones whose impersonal use also takes an infinitive with *de* (``il suffit de``).
_BEFORE_DE = frozenset(["suffire", "convenir", "importer"])
#: Reflexive verbs used impersonally: *s'agir* always, the others before *que*.
_REFLEXIVE = frozenset(["agir", "pouvoir", "trouver"])
#: Forms of *être* and of the auxiliary *avoir* of the third person singular.
_ETRE = frozenset(["est", "était", "sera", "serait", "fut", "fût", "soit"])
_AVOIR = frozenset(["a", "avait", "aura", "aurait", "eut", "eût", "ait"])
#: Words of time (and *question*) after an impersonal *être* (§ 234: "il est tard", "il est midi").
_ETRE_WORDS = frozenset(["tard", "tôt", "temps", "midi", "minuit", "l'heure", "question"])
#: Degree and time adverbs before such a word ("il est trop tard", "il est déjà midi").
_DEGREE = frozenset(
    ["trop", "si", "très", "bien", "assez", "encore", "déjà", "plus", "un", "peu", "pas", "jamais"]
)
#: Weather and light after an impersonal *faire* (§ 781: "il fait froid", "il fait nuit").
_WEATHER = frozenset(
    [
        "froid",
        "chaud",
        "beau",
        "mauvais",
        "doux",
        "frais",
        "bon",
        "nuit",
        "jour",
        "noir",
        "sombre",
        "clair",
        "lourd",
        "humide",
        "sec",
        "gris",
        "soleil",
        "vent",
        "brouillard",
        "orageux",
    ]
)
_QUE = frozenset(["que", "qu'"])
_DE = frozenset(["de", "d'"])


def _split(word: str) -> list[str]:
    """``qu'il`` -> ``["qu'", "il"]``; ``l'heure`` stays whole (a word of time)."""
    if "'" in word and word != "l'heure" and not word.endswith("'"):
        k = word.index("'") + 1
        return [word[:k], word[k:]]
    return [word]


def _infinitive(morph: Any, word: str) -> bool:
    return bool(word) and any(r.pos.startswith("vb") and "inf" in r.tags for r in morph.readings(word))


def _lemmas(morph: Any, word: str, finite: bool) -> set[str]:
    tags = {"pp"} if not finite else {"pri", "pii", "ifi", "fti", "prs", "pis", "cni"}
    return {r.lemma for r in morph.readings(word) if r.pos.startswith("vb") and tags & set(r.tags)}


def impersonal_frame(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the ``il`` in ``low[k]`` (lower-cased whitespace tokens, ``qu'il`` and ``s'il``
    included) is the impersonal subject of one of the frames of the module docstring."""
    words: list[str] = []
    at = -1
    for t, w in enumerate(low):
        core = w.strip('.,;:!?«»"“”()…').replace("’", "'")
        for p in _split(core):
            if t == k and p == "il":
                at = len(words)
            words.append(p)
    if at < 0:
        return False
    j = at + 1
    reflexive = False
    while j < len(words) and words[j] in _CLITICS:
        reflexive = reflexive or words[j] in ("se", "s'")
        j += 1
    if j >= len(words) or not morph:
        return False
    verb, rest = words[j], words[j + 1 :]
    lemmas = _lemmas(morph, verb, True)
    compound = False
    if verb in _AVOIR and rest:  # a compound tense: the participle's lemma
        lemmas |= _lemmas(morph, rest[0], False)
        compound = bool(_lemmas(morph, rest[0], False))
        rest = rest[1:] if compound else rest
    nxt = rest[0] if rest else ""
    if lemmas & _ONLY_IMPERSONAL:
        # "il a plu à la directrice": "plu" is also *plaire*'s, whose subject is a person or thing.
        return not (lemmas - _ONLY_IMPERSONAL - {"faillir"} and nxt in ("à", "au", "aux"))
    if reflexive and lemmas & _REFLEXIVE:
        return "agir" in lemmas or nxt in _QUE
    if lemmas & _BEFORE_QUE and nxt in _QUE:
        return True
    if lemmas & _BEFORE_DE and nxt in _DE:
        # "il suffit d'un mot" is impersonal whatever follows; "importer" and "convenir" are also
        # personal verbs with a "de" complement ("il importait de la soie", "il a convenu de
        # partir": he imported, he agreed), so only their simple tense before an infinitive is.
        if "suffire" in lemmas:
            return True
        after = rest[1] if len(rest) > 1 else ""
        return not compound and _infinitive(morph, after)
    if "valoir" in lemmas and nxt == "mieux":
        return True
    if "faire" in lemmas:
        i = 0
        while i < len(rest) - 1 and rest[i] in _DEGREE | {"du"}:
            i += 1
        if not rest or rest[i] not in _WEATHER:
            return False  # "il fait très froid", "il fait du vent"
        # A noun after the word ("il fait bon accueil", "il fait mauvais usage") makes it the
        # adjective of faire's object, said of a person; "il fait beau temps" is the weather.
        after = rest[i + 1] if i + 1 < len(rest) else ""
        return after == "temps" or not any(r.pos == "n" for r in morph.readings(after))
    if verb in _ETRE:
        return _after_etre(rest, morph)
    return False


def _after_etre(rest: Sequence[str], morph: Any) -> bool:
    """Whether the words after an impersonal-looking ``il est`` make the impersonal frame. A
    participle or adjective after ``tard``/``tôt`` is the predicate, and the word of time an
    adverbial of a personal subject ("il fut plus tard ordonné prêtre")."""
    from fairmt.inflect.french_agreement import _IMPERSONAL_ADJ

    i = 0
    while i < len(rest) and rest[i] in _DEGREE and i < 3:
        i += 1
    if i < len(rest) and rest[i] in _ETRE_WORDS:
        after = rest[i + 1] if i + 1 < len(rest) and rest[i] in ("tard", "tôt") else ""
        return not any(r.agreeing for r in morph.readings(after)) if after else True
    if rest[:2] == ["une", "fois"]:
        return True  # "il était une fois"
    if i + 1 < len(rest) and rest[i + 1] in ("heure", "heures"):
        return True  # "il est une heure", "il était deux heures"
    return i + 1 < len(rest) and rest[i] in _IMPERSONAL_ADJ and rest[i + 1] in _QUE | _DE
