"""The article after a verb with a dative clitic is no clitic (issue 12, closed sets; es-inflect-47).

"Les mostré los apuntes" ("I showed them the notes"): Apertium's Spanish dictionary knows
"apuntes" only as a verb (the second person of *apuntar*), so "los apuntes" reads like an
accusative clitic before a finite verb, and the group-pronoun rule
(:func:`fairmt.inflect.spanish_groups.group_object_spans`) realised the article with the group
the English "them" stands for ("Les mostré las apuntes"). The dative "les" shows no gender itself
(RAE, *Nueva gramática* §16.2), and the "los" is no clitic:

* a verb with a proclitic dative "le"/"les" takes its own accusative clitic in the same cluster,
  where "le"/"les" becomes "se" ("Se los mostré", never "*Les los mostré"; §16.8, §16.12), so
  the accusative of "les mostré" is never a separate "los"/"las" after the verb;
* a proclitic "los"/"las" of a second finite verb right after the first, with no conjunction or
  punctuation between them, would make two juxtaposed finite clauses ("*Les mostré los
  apuntas").

The one construction that juxtaposes them is the omission of the conjunction "que" after verbs of
request, wish and thanks, mostly in formal letters ("Le ruego los disculpe", "Les pido los
atiendan"; §43.2j): those verbs (:data:`_QUE_OMISSION`) keep the clitic reading. So a bare
"los"/"las" right after a word whose every reading is a finite verb, itself right after "le" or
"les", is the article of that verb's object ("Le di los sobres", "Les enseñó las fotos"), the
way :mod:`fairmt.inflect.spanish_imperative_objects` reads it after an imperative with an
enclitic dative. Nothing without Apertium's dictionaries.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["article_after_dative_verb"]

#: Verbs after which "que" may be left out before a subjunctive (RAE, *Nueva gramática* §43.2j:
#: verbs of request, wish and thanks): "Le ruego (que) los disculpe".
_QUE_OMISSION = frozenset(
    ["rogar", "pedir", "suplicar", "agradecer", "solicitar", "encarecer", "desear", "esperar"]
)
#: The dative clitics, of both genders (§16.2).
_DATIVES = frozenset(["le", "les"])


def article_after_dative_verb(tokens: Sequence[str], i: int) -> bool:
    """Whether the bare "los"/"las" at ``i`` directly follows a finite verb that directly
    follows a dative "le"/"les", with no punctuation between the three, and the verb is none
    that may drop "que" (see the module docstring)."""
    if i < 2 or Word.parse(tokens[i]).pre.strip():
        return False
    verb, dative = Word.parse(tokens[i - 1]), Word.parse(tokens[i - 2])
    if verb.post.strip() or verb.pre.strip() or dative.post.strip() or dative.lower not in _DATIVES:
        return False
    morph = get_morph()
    if not morph.available:
        return False
    rs = tuple(morph.readings(verb.core.lower()) or ())
    if not rs or not all(r.pos.startswith("vb") and not {"pp", "inf", "ger"} & set(r.tags) for r in rs):
        return False
    return not any(r.lemma in _QUE_OMISSION for r in rs)
