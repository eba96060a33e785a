"""The clitic "le" before a verb and a prepositional phrase: the feminine plural accusative.

"le" before a finite verb is either the dative of one woman ("le diede un libro", "gave her a
book"; masculine "gli") or the accusative of several women ("le portò a casa", "took them
home"; masculine "li"), Serianni, *Grammatica italiana*, VII.33. The form alone does not tell
them apart. The realiser's rule (:meth:`~fairmt.inflect.italian_forms.ItalianForms.clitic_form`)
read "le" as the accusative only when the verb closes its clause ("non le conosco,") and as
the dative whenever another word followed, so "la nonna le salutò con affetto" became "il
nonno gli salutò" and "le esortava ad essere" became "gli esortava".

Decision: a transitive verb takes its direct object without a preposition, so when "le" stands
before a verb that is followed (over adverbs) by a simple or articulated preposition of place,
manner or company ("a", "ad", "in", "con", "da", "per", "su", "tra", "fra", "verso") and not by a
noun phrase, "le" is the object the verb lacks: the accusative. "di" is left out: "le chiese di
cantare" (asked her to sing) has the infinitive clause as its object and the dative for the
person. The verbs whose only object is indirect (Serianni, XI.7-9 on the intransitive verbs
with a *complemento di termine*: "parlare", "sorridere", "telefonare", "rispondere", ...) keep the
dative: "le parlò con calma" is "gli parlò".

The enclitic "-le" of a gerund or infinitive is read by the same words after it
(:func:`accusative_enclitic`): "salutandole con affetto" -> "salutandoli", "dandole un libro"
-> "dandogli".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import CONTRACTIONS
from fairmt.inflect.pieces import Piece

__all__ = ["accusative_enclitic", "accusative_le"]

#: Prepositions that open a complement of place, manner, company or purpose, never a direct
#: object ("di" is left out: module docstring).
_PREPOSITIONS = frozenset({"a", "ad", "in", "con", "da", "per", "su", "tra", "fra", "verso"})

#: Common verbs whose only object is the indirect one (module docstring): with them "le" is
#: the dative "to her" whatever follows.
_DATIVE_VERBS = frozenset(
    {
        "parlare",
        "sorridere",
        "telefonare",
        "rispondere",
        "scrivere",
        "piacere",
        "dispiacere",
        "sembrare",
        "parere",
        "apparire",
        "mancare",
        "servire",
        "bastare",
        "succedere",
        "accadere",
        "capitare",
        "credere",
        "obbedire",
        "ubbidire",
        "mentire",
        "gridare",
        "urlare",
        "somigliare",
        "assomigliare",
        "spettare",
        "toccare",
        "restare",
        "rimanere",
        # (with "incontro", "dietro": "le andò incontro")
        "andare",
        "venire",
        "stare",
        # transitive, but their object is a thing and the person the dative ("le disse a bassa
        # voce", "le diede in prestito la bici")
        "dire",
        "dare",
    }
)


def _adverb(word: str) -> bool:
    """An adverb that may stand between the verb and its complement: one in -mente
    ("continuamente") or one the dictionary reads only as an adverb ("sempre", "subito" aside)."""
    if word.endswith("mente") and len(word) > 6:
        return True
    morph = morphology("it")
    if morph is None:
        return False
    rs = morph.readings(word)
    return bool(rs) and all(r.pos == "adv" for r in rs)


def accusative_le(pieces: Sequence[Piece], k: int) -> bool:
    """Whether "le" at ``pieces[k]``, before the verb at ``k + 1``, is the accusative plural by
    the words after the verb (module docstring): a preposition of :data:`_PREPOSITIONS` after
    it, over adverbs, and a verb not of :data:`_DATIVE_VERBS`."""
    morph = morphology("it")
    if morph is None or k + 2 >= len(pieces):
        return False
    verb = pieces[k + 1]
    if verb.kind != "content" or verb.tok != pieces[k].tok + 1:
        return False
    readings = [r for r in morph.readings(verb.word) if r.pos == "vblex"]
    if not readings or any(r.lemma in _DATIVE_VERBS for r in readings):
        return False
    j = k + 2
    while j < len(pieces) and pieces[j].kind != "prep" and _adverb(pieces[j].word):
        j += 1
    return j < len(pieces) and pieces[j].kind == "prep" and pieces[j].word in _PREPOSITIONS


def _preposition(token: str) -> str | None:
    """The preposition that ``token`` is or opens ("alla" -> "a", "nell'ufficio" -> "in")."""
    low = Word.parse(token).core.lower()
    if "'" in low:
        low = low.split("'")[0] + "'"
    if low in _PREPOSITIONS:
        return low
    pair = CONTRACTIONS.get(low)
    return pair[0] if pair else None


def accusative_enclitic(tokens: Sequence[str], out: list[str], gender: str) -> list[str]:
    """``out`` (``tokens`` realised in ``gender``) with a gerund or infinitive whose enclitic
    "-le" became the dative "-gli" given the accusative "-li" instead when a preposition of
    :data:`_PREPOSITIONS` follows it, over adverbs, and its verb is not of :data:`_DATIVE_VERBS`
    (module docstring: "sistemandole in una stanza" -> "sistemandoli")."""
    morph = morphology("it")
    if gender != "M" or morph is None or len(out) != len(tokens):
        return out
    fixed = list(out)
    for k, (old, new) in enumerate(zip(tokens, out, strict=True)):
        w, v = Word.parse(old), Word.parse(new)
        if not (w.core.lower().endswith("le") and v.core.lower() == w.core.lower()[:-2] + "gli"):
            continue
        if w.post.strip():
            continue  # "salutandole," : the clause ends; the realiser's choice stands
        rs = [r for r in morph.readings(w.core.lower()) if "enc" in r.tags and {"ger", "inf"} & set(r.tags)]
        if not rs or any(r.lemma in _DATIVE_VERBS for r in rs):
            continue
        j = k + 1
        while (
            j < len(tokens)
            and _adverb(Word.parse(tokens[j]).core.lower())
            and not Word.parse(tokens[j]).post.strip()
        ):
            j += 1
        if j < len(tokens) and _preposition(tokens[j]) is not None:
            fixed[k] = v.render(v.core[: -len("gli")] + "li")
    return fixed
