"""The speaker or addressee as the direct object before *avoir* (fr-inflect-47).

English "me" and "you" never gender anyone, but French shows the gender of an object clitic
``m'``/``t'`` before *avoir* on the past participle: a participle conjugated with *avoir*
agrees with its direct object when that object comes before it (Grevisse and Goosse, *Le Bon
Usage*, the past participle with *avoir*), so "The nurse who helped me" is ``L'infirmière qui
m'a aidé`` for a man and ``qui m'a aidée`` for a woman. Like the speaker's own predicates
(``Je suis fatiguée``: :func:`fairmt.inflect.french_agreement.speaker_predicates`), such a
participle is a word of the speaker (or the addressee) and every realisation changes it (the gold
convention: fr-689).

Only where the clitic is surely the direct object:

* the participle's verb is none whose ``me``/``te`` is an indirect object ("il m'a dit",
  "elle t'a demandé de", "on m'a donné un livre": :data:`_INDIRECT`), nor *faire*/*laisser*
  before an infinitive, whose participle stays (Grevisse, *Le Bon Usage*, "fait" + infinitive;
  the 1990 *Rectifications* for "laissé");
* no object of its own follows the participle (a determiner or ``l'``/``d'``: "m'a montré
  la ville");
* the participle has a gendered singular reading (``aidé``; ``appris`` for a thing is in
  :data:`_INDIRECT`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.french_speaker_infinitives import NONFINITE_AVOIR

__all__ = ["speaker_object_participles"]

#: Finite forms of *avoir* after an elided object clitic ("m'a", "t'avait", "m'ont").
_AVOIR = frozenset(
    [
        "a",
        "ai",
        "as",
        "avons",
        "avez",
        "ont",
        "avait",
        "avais",
        "avaient",
        "avions",
        "aviez",
        "aura",
        "aurai",
        "auras",
        "auront",
        "aurait",
        "aurais",
        "auraient",
        "eut",
        "eurent",
        "ait",
        "aies",
        "aient",
    ]
)
#: fr-inflect-65: also after the infinitive and present participle of *avoir* ("Je regrette de
#: t'avoir déçue", "m'ayant reconnue"; french_speaker_infinitives.NONFINITE_AVOIR).
_AVOIR = _AVOIR | NONFINITE_AVOIR
#: Lemmas of verbs whose ``me``/``te`` is an indirect object ("dire qqch à qqn"), and *faire*,
#: *laisser*, whose participle before an infinitive stays.
_INDIRECT = frozenset(
    [
        "dire",
        "demander",
        "donner",
        "parler",
        "répondre",
        "écrire",
        "envoyer",
        "montrer",
        "expliquer",
        "promettre",
        "permettre",
        "proposer",
        "offrir",
        "apprendre",
        "enseigner",
        "téléphoner",
        "sourire",
        "plaire",
        "manquer",
        "falloir",
        "conseiller",
        "ordonner",
        "interdire",
        "raconter",
        "annoncer",
        "faire",
        "laisser",
        "sembler",
        "paraître",
        "succéder",
        "mentir",
        "obéir",
        "nuire",
        "ressembler",
        "prêter",
        "vendre",
        "apporter",
        "confier",
        "accorder",
        "souhaiter",
        "pardonner",
        "reprocher",
        "adresser",
        "fournir",
        "transmettre",
        "indiquer",
        "signaler",
        "rappeler",
        "rendre",
        "poser",
        "acheter",
        "coûter",
        "valoir",
        "arriver",
    ]
)
_DETERMINERS = frozenset(
    ["le", "la", "les", "un", "une", "des", "du", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses"]
)
_ADVERBS = frozenset(["pas", "jamais", "déjà", "bien", "toujours", "souvent", "vite", "beaucoup", "plus"])


def speaker_object_participles(tokens: Sequence[str]) -> tuple[tuple[int, int, str, str], ...]:
    """``(start, end, "sg", "")`` for each past participle after ``m'``/``t'`` + *avoir* that
    agrees with the clitic (module docstring), in the shape of
    :func:`fairmt.inflect.french_agreement.speaker_predicates`. Empty without the analyser."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return ()
    low = [Word.parse(t).core.lower().replace("\u2019", "'") for t in tokens]
    out: list[tuple[int, int, str, str]] = []
    for i, w in enumerate(low):
        if not (w.startswith(("m'", "t'")) and w[2:] in _AVOIR) or Word.parse(tokens[i]).post.strip():
            continue
        k = i + 1
        while k < len(low) and low[k] in _ADVERBS and not Word.parse(tokens[k - 1]).post.strip():
            k += 1
        if k >= len(low) or Word.parse(tokens[k - 1]).post.strip():
            continue
        readings = [r for r in morph.readings(low[k]) if "pp" in r.tags]
        if not readings or any(r.lemma in _INDIRECT for r in readings):
            continue
        if not any(r.gender in ("m", "f") and r.number == "sg" for r in readings):
            continue
        nxt = low[k + 1] if k + 1 < len(low) and not Word.parse(tokens[k]).post.strip() else ""
        if nxt in _DETERMINERS or nxt.startswith(("l'", "d'")):
            continue  # "m'a montré la ville": the participle has an object of its own
        out.append((k, k + 1, "sg", ""))
    return tuple(out)
