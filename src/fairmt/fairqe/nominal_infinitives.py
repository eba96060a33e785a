""" "Ser"/"essere" used as a noun is no copula (helper ex40, issue 13).

The one person's subjectless clauses are read from the copulas of the translation, the
infinitives "ser"/"essere" included ("dopo essersi ritirato";
:meth:`fairmt.fairqe.cues.RuleCueDetector._referent_predicates`). But both infinitives are also
nouns, "a being": "un ser casi sobrehumano", "un essere straordinario", "el ser humano", "gli
esseri umani" (RAE, *Diccionario*, "ser" as a masculine noun, and *Nueva gramática* 26.5 on
infinitives that became nouns; Serianni, *Grammatica italiana*, XI on the nominalised
infinitive that admits the plural and an indefinite article). The adjective after such a noun
agrees with the noun, masculine for everyone, not with the person ("la vieran como un ser casi
sobrehumano" for a woman is right), so it was read as the person's predicate and a right
feminine translation was flagged.

The noun is told from the verb by what only a noun takes: an indefinite article, a
demonstrative or a possessive right before it ("un ser", "este ser", "su ser", "quell'essere";
a nominalised verb with its own predicate takes the definite article, "el ser elegida", "l'essere
stata scelta"), or "humano"/"umano" right after it, the lexicalised compound "human being".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import _words

__all__ = ["nominal_infinitive"]


#: Determiners that make the next word a noun (no nominalised verb takes them with a predicate).
_NOUN_DETERMINERS: dict[str, frozenset[str]] = {
    "es": _words("un una este ese aquel mi tu su nuestro vuestro otro cada ningún algún cualquier"),
    "it": _words("un uno una questo quel quello codesto mio tuo suo nostro vostro ogni altro"),
}
_HUMAN = {"es": "humano", "it": "umano"}


def nominal_infinitive(norm: Sequence[str], tokens: Sequence[str], k: int, lang: str) -> bool:
    """Whether the infinitive copula at target token ``k`` ("ser", "essere") is the noun "a
    being" (module docstring)."""
    dets = _NOUN_DETERMINERS.get(lang)
    if dets is None:
        return False
    if k > 0:
        prev = tokens[k - 1].lower().replace("’", "'")
        if norm[k - 1] in dets and not prev.rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            return True
    raw = tokens[k].lower().replace("’", "'")
    if lang == "it" and raw.startswith(("quell'", "dell'", "un'")):
        return True
    return k + 1 < len(norm) and norm[k + 1] == _HUMAN[lang]
