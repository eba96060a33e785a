"""Italian words that the dictionaries take for gender-variable persons but that name things.

The Italian inflector finds person nouns with two dictionaries (:mod:`fairmt.inflect.italian_persons`):
Apertium's Italian one, where an unknown word after a determiner with an adjective reading is a
nominalised adjective ("la malata"), and the Spanish one through the bilingual dictionary, where
a noun whose Spanish translation has both genders is a person. Some words pass both tests and yet,
in Italian, are almost always things (it-inflect-35):

- English loans of computing that Italian keeps as they are (Serianni, *Grammatica italiana*,
  III.132-134: foreign nouns keep their form and take the masculine of the nearest Italian
  noun): "il server" is the computer, never a waiter ("il cameriere"), but its Spanish
  translation *servidor*/*servidora* has both genders, so "il server" was realised "la
  server". Likewise "il browser", "il router", "il timer", "il trailer" (a film's).
- "fiera" (fair, trade show; wild beast): Apertium lists only the adjective *fiero/fiera*
  (proud), so "una fiera" after a determiner read as a nominalised adjective, a proud woman,
  and was realised "un fiero". The adjective keeps agreeing as a predicate ("La studentessa
  era fiera" -> "Lo studente era fiero"): only the noun after a determiner is passed over.
- "breve" (short): Apertium lists only the nouns *breve* (a papal brief, and a common-gender
  reading), no adjective, so "un breve periodo" made "un breve" a person of common gender and
  its article changed ("una breve periodo"). The adjective never names a person.
- "cittadina" (a small town, the diminutive of *città*; the feminine of *cittadino*, citizen)
  after a locative preposition ("lavorare *in una cittadina* del Massachusetts", "nella
  cittadina di Bra"): one works or lives in a place, not in a person (Serianni, VIII.78-80, "in"
  of place). Elsewhere ("una cittadina americana") it stays a citizen.
- "conti" after "dei"/"i" (accounts: "il revisore dei conti", "la Corte dei conti", "fare i
  conti"): read as the plural of *conte* (count, the noble), "revisore dei conti" became
  "revisore delle contesse". The nobles are named ("i conti Guidi", "dei conti di Savoia"), so
  "conti" followed by a capitalised word or by "di"/"d'" stays a person.

The converse (it-inflect-42): a word that the dictionary reads as a thing noun of one gender and
also as a gendered adjective ("sole": the sun, and the feminine plural of *solo*, alone) is the
adjective when it stands bare right after a finite verb, as the subject's predicative ("Si
sentivano sole", "Erano sole a casa"): a bare singular count noun does not stand there
(Serianni, IV.74-80 on the article's omission), and the predicative agrees
(:func:`predicative_homograph`).

it-inflect-55: a noun whose article's gender and number exclude its person reading ("la morte",
death, not the plural of *morta*) is a thing too (:mod:`fairmt.inflect.italian_article_homographs`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, lower_at
from fairmt.inflect.italian_article_homographs import article_selected_thing

__all__ = ["THING_WORDS", "predicative_homograph", "thing_homograph"]

#: Words that are things wherever they stand after a determiner (see the module docstring).
THING_WORDS = frozenset(
    {"server", "browser", "router", "timer", "trailer", "fiera", "fiere", "breve", "brevi"}
)

#: The town reading of "cittadina"; locative prepositions (bare or with the article) before it.
_PLACE_WORDS = frozenset({"cittadina", "cittadine"})
_LOCATIVE = frozenset({"in", "nella", "nelle"})
#: Words that may stand between the preposition and the noun ("in una piccola cittadina").
_BETWEEN = frozenset({"una", "piccola", "piccole", "tranquilla", "vicina", "sua", "loro", "stessa"})

#: "conti": accounts, unless a name or "di" follows (the nobles: "i conti di Savoia").
_ACCOUNT_WORDS = frozenset({"conti"})
_ACCOUNT_DETS = frozenset({"dei", "i", "ai", "sui", "nei", "coi", "tuoi", "suoi", "nostri", "vostri", "loro"})


def thing_homograph(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is one of the words of the module docstring read as the thing it
    names where it stands: always for :data:`THING_WORDS`, after a locative preposition for
    "cittadina", for "conti" after its determiner unless a name or "di" follows, and for a noun
    its article reads as a thing (:func:`article_selected_thing`, it-inflect-55)."""
    if not 0 <= k < len(tokens):
        return False
    word = lower_at(tokens, k)
    if word in THING_WORDS:
        return True
    if word in _PLACE_WORDS:
        j = k - 1
        while j >= 0 and lower_at(tokens, j) in _BETWEEN:
            j -= 1
        return lower_at(tokens, j) in _LOCATIVE
    if word in _ACCOUNT_WORDS and lower_at(tokens, k - 1) in _ACCOUNT_DETS:
        if Word.parse(tokens[k]).post.strip():
            return True  # "i conti." ends the phrase: no name follows
        nxt = tokens[k + 1] if k + 1 < len(tokens) else ""
        core = Word.parse(nxt).core if nxt else ""
        return not (core[:1].isupper() or core.lower() in ("di", "d'") or core.lower().startswith("d'"))
    return article_selected_thing(tokens, k)


def predicative_homograph(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]``, a noun by the dictionary, is read here as its gendered adjective:
    it has adjective readings of one gender each, none in a gender and number of a noun reading
    ("sole": the noun m sg, the adjective f pl), and the word before it is a finite verb with no
    punctuation between (module docstring)."""
    morph = morphology("it")
    if morph is None or not 0 < k < len(tokens) or Word.parse(tokens[k - 1]).post.strip():
        return False
    word = lower_at(tokens, k)
    nouns = {(r.gender, r.number) for r in morph.noun_readings(word)}
    adjectives = {(r.gender, r.number) for r in morph.readings(word) if r.pos == "adj"}
    if not nouns or not adjectives or nouns & adjectives or not {g for g, _ in adjectives} <= {"m", "f"}:
        return False  # (a noun whose form is also the adjective's agrees the usual way: "soli")
    verbs = morph.readings(lower_at(tokens, k - 1))
    return bool(verbs) and all(
        r.pos.startswith("v") and not {"pp", "inf", "ger"} & set(r.tags) for r in verbs
    )
