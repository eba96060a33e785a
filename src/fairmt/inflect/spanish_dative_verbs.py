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
  punctuation between them, would make two juxtaposed main clauses ("*Les mostré los
  apuntas").

Two constructions do put a second finite verb with its proclitic right after the first:

* a subordinate clause opening the sentence and written without a comma, whose end is the
  first verb ("Cuando le hablé los vi", "Mientras le escribía las llamaba", "Si le contesto los
  pierdo"; the comma after a fronted adverbial clause is usual but not required, RAE,
  *Ortografía* §3.4.2.1.4): the "los" is then the main verb's clitic. So a subordinator
  (:data:`_SUBORDINATORS`) anywhere between the clause's start (the sentence's, or the last
  punctuation) and the dative keeps the clitic reading;
* the omission of the conjunction "que" after verbs of request, wish and thanks, mostly in
  formal letters ("Le ruego los disculpe", "Les pido los atiendan"; §43.2j): those verbs
  (:data:`_QUE_OMISSION`) keep the clitic reading.

Otherwise a bare "los"/"las" right after a word whose every reading is a finite verb, itself
right after "le" or "les", is the article of that verb's object ("Le di los sobres", "Les enseñó
las fotos"), the way :mod:`fairmt.inflect.spanish_imperative_objects` reads it after an
imperative with an enclitic dative. Nothing without Apertium's dictionaries.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.readings import finite_only
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["article_after_dative_verb"]

#: Verbs after which "que" may be left out before a subjunctive (RAE, *Nueva gramática* §43.2j:
#: verbs of request, wish and thanks): "Le ruego (que) los disculpe".
_QUE_OMISSION = frozenset(
    ["rogar", "pedir", "suplicar", "agradecer", "solicitar", "encarecer", "desear", "esperar"]
)
#: The words that open a subordinate clause (RAE, *Nueva gramática* §31.1, §22.1): the
#: subordinating conjunctions and the relative adverbs and pronouns, unaccented (the accented
#: interrogatives open a question, "¿Cuándo le diste los libros?", whose verb ends no clause).
_SUBORDINATORS = frozenset(
    word_tuple("""cuando mientras si apenas aunque porque como donde adonde que según conforme
    cuanto cuantos cuantas quien quienes cual cuales""")
)
#: The dative clitics, of both genders (§16.2).
_DATIVES = frozenset(["le", "les"])


def article_after_dative_verb(tokens: Sequence[str], i: int) -> bool:
    """Whether the bare "los"/"las" at ``i`` directly follows a finite verb that directly
    follows a dative "le"/"les", with no punctuation between the three, no subordinator opens
    the dative's clause, the verb is none that may drop "que" (see the module docstring), and no
    finite verb follows it (:func:`_finite_verb_after`)."""
    if i < 2 or Word.parse(tokens[i]).pre.strip():
        return False
    verb, dative = Word.parse(tokens[i - 1]), Word.parse(tokens[i - 2])
    if verb.post.strip() or verb.pre.strip() or dative.post.strip() or dative.lower not in _DATIVES:
        return False
    if _in_subordinate_clause(tokens, i - 2):
        return False
    morph = get_morph()
    if not morph.available:
        return False
    rs = tuple(morph.readings(verb.core.lower()) or ())
    if not finite_only(rs) or any(r.lemma in _QUE_OMISSION for r in rs):
        return False
    return not _finite_verb_after(tokens, i)


def _finite_verb_after(tokens: Sequence[str], i: int) -> bool:
    """Whether the word right after the "los"/"las" at ``i`` is a finite verb that no plural noun
    or adjective could be (es-inflect-49 mend): a word Apertium reads only as a finite verb whose
    form does not end in "-s" or "-x". An article is never directly before a finite verb; a
    plural article's noun ends in "-s" (or is an invariable one in "-s"/"-x", "las crisis", "los
    tórax"; RAE, *Nueva gramática* ch. 3), so a verb form in "-s" may be a plural noun the
    dictionary lacks ("los apuntes", read only as *apuntar*) and is left to the article reading,
    while "los invité", "las llamé" keep the clitic reading whatever clause opened before."""
    if i + 1 >= len(tokens) or Word.parse(tokens[i]).post.strip():
        return False
    nxt = Word.parse(tokens[i + 1])
    if nxt.pre.strip() or nxt.core.lower().endswith(("s", "x")):
        return False
    return finite_only(tuple(get_morph().readings(nxt.core.lower()) or ()))


def _in_subordinate_clause(tokens: Sequence[str], dative: int) -> bool:
    """Whether a subordinator stands between the start of the clause of the ``dative`` (the
    sentence's start or the last word followed by punctuation) and the dative: "Cuando le hablé
    los vi" (module docstring). A completive "que" after a finite verb opens no fronted clause
    itself, but one opened before it still counts ("Cuando supe que le gustaban los invité")."""
    for j in range(dative - 1, -1, -1):
        w = Word.parse(tokens[j])
        if w.post.strip():
            return False
        # es-inflect-49: a completive "que" after its clause's finite verb ("Le dije a la
        # profesora que les mostré los apuntes") opens a clause that runs on to the end, no
        # fronted one with a main clause after it (RAE, *Nueva gramática* §43.1); but that verb
        # may itself stand in a fronted clause ("Cuando supe que le gustaban los invité": the
        # "los" is "invité"'s clitic), so the scan goes on back to the clause's start.
        if w.lower in _SUBORDINATORS and not (w.lower == "que" and _finite_verb_before(tokens, j)):
            return True
    return False


def _finite_verb_before(tokens: Sequence[str], j: int) -> bool:
    """Whether a word that Apertium reads only as a finite verb stands before ``j`` in its
    clause (after the sentence's start or the last word followed by punctuation)."""
    morph = get_morph()
    if not morph.available:
        return False
    for k in range(j - 1, -1, -1):
        w = Word.parse(tokens[k])
        if w.post.strip():
            return False
        if finite_only(tuple(morph.readings(w.core.lower()) or ())):
            return True
    return False
