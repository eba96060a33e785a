"""The predicate of a subject relative on a French person noun that is not a clause's subject
(fr-inflect-34).

"L'avocat a appelé le client, qui était énervé" -> "... la cliente, qui était énervée": in a
relative clause whose pronoun *qui* is the subject, the relative pronoun takes the gender and
number of its antecedent, and the clause's attribute or *être* participle agrees with it
(Grevisse and Goosse, *Le Bon Usage*, § 686 on the relative pronoun's agreement with its
antecedent, and § 248 on the subject attribute). :func:`fairmt.inflect.french_agreement.subject_predicates`
finds such a clause only on a noun phrase that opens its own clause ("Le cuisinier, qui était
fatigué, est allé"); the small parser often hangs a relative after an object on the wrong noun
or on the verb, so this walks the tokens right after the noun phrase instead: *qui* (after the
noun, or after the comma that ends it), at most one negation or clitic word, then the clause's
finite verb, whose copular or passive attribute agrees
(:func:`fairmt.inflect.french_agreement._copular_predicate`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, lower_core

__all__ = ["demonstrative_relative_span", "object_subject_relative_predicates"]

#: Words that may stand between "qui" and its finite verb: the negation and the object and
#: reflexive clitics ("qui ne semblait pas", "qui l'avait", "qui s'est").
_BEFORE_VERB = frozenset(["ne", "n'", "se", "s'", "le", "la", "l'", "les", "lui", "leur", "y", "en"])


def object_subject_relative_predicates(tokens: tuple[str, ...], start: int, end: int) -> tuple[int, ...]:
    """The attribute words of a *qui* relative right after the noun phrase ``tokens[start:end]``
    when that noun phrase does not open its clause (an object or a prepositional complement).
    Empty without Apertium's analyser, when the phrase opens its clause (the token walk of
    :func:`~fairmt.inflect.french_agreement.subject_predicates` has it), or when no finite
    verb follows *qui* closely."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_agreement import _copular_predicate, _finite, _opens_clause
    from fairmt.inflect.french_emphatic_pronouns import subject_verb

    morph = morphology("fr")
    if morph is None or start < 1 or end + 2 > len(tokens):
        return ()
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if _opens_clause(tokens, low, start) or low[end] != "qui" or Word.parse(tokens[end]).post.strip():
        return ()
    k = end + 1
    while k < len(low) and k <= end + 2 and low[k] in _BEFORE_VERB:
        k += 1
    if k >= len(low):
        return ()
    finite, lemmas = _finite(low[k], low[k - 1], morph)
    if not finite:
        return ()
    # fr-inflect-61: the apposed pronoun ("qui sont eux aussi contents") only where the pronoun
    # rule changes it with the person too (french_emphatic_pronouns.subject_verb)
    found = _copular_predicate(low, k, lemmas, morph, subject_verb(tokens, (start, end), morph) == k)
    # All or nothing: an attribute the generator cannot inflect ("fou"/"folle") would leave the
    # clause half agreed ("qui est devenue fou").
    if any(morph.agree(low[j], g, None) is None for j in found for g in ("F", "M")):
        return ()
    return tuple(found)


#: (fr-inflect-52) Demonstrative pronouns that head a headless relative ("celle qui", "ceux que").
_DEMONSTRATIVES = frozenset(["celui", "celle", "ceux", "celles"])
#: Relative pronouns, which have no gender of their own.
_RELATIVE_WORDS = frozenset(["qui", "que", "qu'", "dont"])


def demonstrative_relative_span(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """(fr-inflect-52) ``span`` widened to the demonstrative before it when ``span`` is only the
    relative pronoun of a headless relative ("Celle qui a été choisie", for "The one who was
    chosen"). The relative pronoun has no gender: the demonstrative *celui/celle/ceux/celles* is
    its antecedent, bears the gender and number, and the relative clause's attribute agrees with
    it (Grevisse and Goosse, *Le Bon Usage*, on the demonstrative pronoun before a relative).
    The aligner placed "the one who" on "qui" alone, whose realisation then changed nothing, and
    only the clause's participle was realised ("Celle qui a été choisi"). Not "ceux qu'il avait
    convertis": there the span is the relative clause's own subject pronoun, elided onto *qu'*."""
    s, e = span
    if e - s != 1 or s == 0:
        return span
    word = lower_core(tokens[s])
    before = Word.parse(tokens[s - 1]).core.lower()
    if word in _RELATIVE_WORDS and before in _DEMONSTRATIVES:
        return (s - 1, e)
    return span
