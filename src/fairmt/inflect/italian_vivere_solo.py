"""*vivere solo*: "alone" after *vivere* is the subject's predicative (it-inflect-60, branch it65).

After an intransitive verb an adjective may be said of the subject (the *predicativo del
soggetto*: "visse povero", Serianni, *Grammatica italiana*, II.37-40), and *vivere solo* ("to live
alone": Treccani, "solo" agg.) is the common case: "Dopo il trasloco la sarta visse sola" -> "Dopo il
trasloco il sarto visse solo". :func:`lives_alone` tells the subject's predicate agreement
(:meth:`~fairmt.inflect.italian_predicative.ItalianPredicative._after_essere`) to read such a
form of *vivere* as it reads a copula.

Kept narrow: *solo* is also the adverb "only" ("vive solo per la musica", "lives only for
music"), so the form of *solo* must end its clause (punctuation after it, or the text's end),
where only the adjective may stand; the verb is finite (not the participle of a compound tense
with *avere*, "ha vissuto", whose participle does not agree).

it65 review: every finite form of *vivere* counts, by the analyser's lemma ("vive", "visse",
"vivrà", "vivrebbe"); "vive", "vivi" and "vivo" are also forms of the adjective *vivo*, and the
subject phrase must not take them as its own adjective
(:class:`~fairmt.inflect.italian_agreement.ItalianAgreement` stops at them). In the compound
tense with *essere* ("è vissuta sola.") the clause-final *solo* after the participle agrees too
(:func:`alone_after_lived`); with *avere* ("ha vissuto solo") the chain from the subject is no
copula's and is left as it was.

it66: after the participle of any verb with *essere* ("è rimasto solo.", "è partita sola.", "è
stato lasciato solo."), not only *vivere*'s: a participle in that chain already agrees with the
subject (the unaccusative or passive subject; Serianni XI.365), and a clause-final *solo*, which
cannot be the adverb "only", is its predicative as well (Treccani, "solo" agg.: "rimanere solo").
With *avere* the participle of *vivere* keeps its form and the clause-final *solo* after it still
agrees with the subject ("ha vissuto solo." -> "ha vissuto sola."; Serianni II.37-40, the
predicative of an intransitive verb): :func:`lived_alone_with_avere` tells the predicate
agreement to step over the auxiliary and the participle.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["alone_after_lived", "lived_alone_with_avere", "lives_alone"]

_SOLO = frozenset({"solo", "sola", "soli", "sole"})


def lives_alone(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a finite form of *vivere* right before a form of *solo* that
    ends its clause ("visse sola.", "vivono soli,")."""
    morph = morphology("it")
    if morph is None or k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip():
        return False
    nxt = Word.parse(tokens[k + 1])
    if nxt.core.lower() not in _SOLO or nxt.pre.strip():
        return False
    if k + 2 < len(tokens) and not nxt.post.strip() and Word.parse(tokens[k + 2]).core.isalnum():
        return False  # (a punctuation token after it ends the clause too: "sola .")
    return any(
        r.lemma == "vivere" and r.pos == "vblex" and not {"pp", "inf", "ger"} & set(r.tags)
        for r in morph.readings(Word.parse(tokens[k]).core.lower())
    )


def _clause_final_solo(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a form of *solo* that ends its clause (module docstring)."""
    if k >= len(tokens):
        return False
    w = Word.parse(tokens[k])
    if w.core.lower() not in _SOLO or w.pre.strip():
        return False
    return not (k + 1 < len(tokens) and not w.post.strip() and Word.parse(tokens[k + 1]).core.isalnum())


def alone_after_lived(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a clause-final form of *solo* right after a past participle
    (called in the chain after *essere*: "è vissuta sola.", "è rimasto solo."): the predicative
    agrees with the subject as after a finite form (it66: any verb's participle)."""
    morph = morphology("it")
    if morph is None or k < 1 or Word.parse(tokens[k - 1]).post.strip() or not _clause_final_solo(tokens, k):
        return False
    return any("pp" in r.tags for r in morph.readings(Word.parse(tokens[k - 1]).core.lower()))


def lived_alone_with_avere(tokens: Sequence[str], k: int) -> int:
    """2 when ``tokens[k]`` is a finite form of *avere* followed by a participle of *vivere* and
    a clause-final form of *solo* ("ha vissuto sola."): the two words to step over before that
    predicative (module docstring); else 0."""
    morph = morphology("it")
    if morph is None or k + 2 >= len(tokens) or not _clause_final_solo(tokens, k + 2):
        return 0
    aux, lived = Word.parse(tokens[k]), Word.parse(tokens[k + 1])
    if aux.post.strip() or lived.post.strip() or lived.pre.strip():
        return 0
    if not any(r.lemma == "avere" and r.pos == "vbhaver" for r in morph.readings(aux.core.lower())):
        return 0
    if not any(r.lemma == "vivere" and "pp" in r.tags for r in morph.readings(lived.core.lower())):
        return 0
    return 2
