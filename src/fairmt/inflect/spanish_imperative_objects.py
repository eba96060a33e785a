"""The article after an affirmative imperative is no clitic (issue 12, closed sets; es-inflect-46).

"Enséñales los apuntes" ("Show them the notes"): Apertium's Spanish dictionary knows "apuntes"
only as a verb (the second person of *apuntar*), so "los apuntes" reads like an accusative clitic
before a finite verb ("los apuntas"), and the group-pronoun rule
(:func:`fairmt.inflect.spanish_groups.group_object_spans`) realised the article with the group
that the dative "les" stands for ("Enséñales las apuntes"). The dative "les" itself shows no
gender (RAE, *Nueva gramática* §16.2: *le*/*les* are of both genders), and the "los" is no
clitic at all:

* with an affirmative imperative, the unstressed pronouns are enclitic, written as one word with
  the verb ("enséñaselos", "muéstrelas"; *Nueva gramática* §16.11-16.12), so an imperative's
  own accusative is never a separate "los"/"las" after it;
* a proclitic "los"/"las" needs a finite verb of its own right after it, and a second finite
  verb juxtaposed to an imperative with no conjunction or punctuation between them is no
  sentence ("*Dame los compras").

So a bare "los"/"las" right after an imperative is the article of the imperative's object
("Dales los billetes", "Tráeles las llaves"). Only a word whose every dictionary reading is an
imperative counts ("enséñales", "muéstreles", "dales"): "mira" is also a present indicative
("Juan mira, los ve y se va" keeps its clitic reading elsewhere). Nothing without Apertium's
dictionaries.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["after_imperative"]


def after_imperative(tokens: Sequence[str], i: int) -> bool:
    """Whether token ``i`` directly follows an affirmative imperative, with no punctuation
    between them: every dictionary reading of token ``i - 1`` an imperative (see the module
    docstring)."""
    if i < 1:
        return False
    prev = Word.parse(tokens[i - 1])
    if prev.post.strip() or Word.parse(tokens[i]).pre.strip():
        return False
    morph = get_morph()
    if not morph.available:
        return False
    rs = tuple(morph.readings(prev.core.lower()) or ())
    return bool(rs) and all(r.pos.startswith("vb") and "imp" in r.tags for r in rs)
