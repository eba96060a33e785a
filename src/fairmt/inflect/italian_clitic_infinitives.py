"""Italian "le" before a verb that governs an infinitive: clitic or article, dative or accusative.

"le" is the feminine plural article, the feminine singular dative pronoun ("a lei") and the
feminine plural accusative pronoun ("loro", as object). Two decisions follow from the verb
after it when that verb governs an infinitive introduced by *di* or *a* (Serianni,
*Grammatica italiana*, XIV.4-8 on the implicit infinitive governed by a verb):

* **Clitic, not article.** A word that is both a plural noun and a finite verb ("chiese":
  churches / asked, "porta", "conta") is the verb when *di* or *a* and an infinitive come
  right after it ("Il medico le chiese di respirare"): a noun is not followed by an
  infinitive complement in the same way, while "le chiese di Roma" keeps its article (no
  infinitive follows). So "le" there is the pronoun, and its masculine is no article "i".
* **Dative with *di*, accusative with *a*.** The verbs of asking, saying, ordering, allowing
  and forbidding take their person in the dative and the infinitive with *di* ("le chiese
  di respirare" -> "gli chiese", "le impedì di uscire" -> "gli impedì"); the verbs of
  urging, forcing and inviting take their person as direct object and the infinitive with
  *a* ("le esortava a studiare" -> "li esortava", "le costrinse a partire" -> "li
  costrinse"; Serianni XIV.4-8, XI.17 on *esortare*, *costringere*, *invitare* + *a*). The
  few verbs with a dative and *a* ("insegnare a qualcuno a nuotare") and with an accusative
  and *di* ("pregare qualcuno di restare") are listed apart.

Adverbs may stand between the verb and the preposition ("le esortava sempre a studiare").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import finite_verb, morphology
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_persons import ADVERBS

__all__ = ["infinitive_preposition", "masculine_of_le"]

#: The prepositions that introduce an implicit infinitive after a verb (elided "d'" too).
_INFINITIVE_PREPOSITIONS = {"di": "di", "d'": "di", "a": "a", "ad": "a"}

#: Verbs whose person is a dative though the infinitive takes *a* (Serianni XI.17:
#: *insegnare qualcosa a qualcuno*; *dare a intendere*; *servire a qualcuno*, "gli serve a
#: ricordare": the thing serves someone for a purpose, Treccani, "servire").
_DATIVE_WITH_A = frozenset({"insegnare", "dare", "servire"})

#: Verbs whose person is the direct object though the infinitive takes *di* (Serianni XI.17:
#: *pregare*, *supplicare*, *accusare*, *convincere*, *persuadere*, *avvertire qualcuno di*;
#: Treccani: *ringraziare*, *minacciare*, *incaricare*, *rimproverare qualcuno di*; the last two
#: are not in Apertium's Italian dictionary, so they wait for it).
_ACCUSATIVE_WITH_DI = frozenset(
    {
        "pregare",
        "supplicare",
        "scongiurare",
        "accusare",
        "convincere",
        "persuadere",
        "avvertire",
        "avvisare",
        "ringraziare",
        "minacciare",
        "incaricare",
        "rimproverare",
    }
)


def _infinitive(word: str) -> bool:
    morph = morphology("it")
    return morph is not None and any(r.pos.startswith("vb") and "inf" in r.tags for r in morph.readings(word))


def infinitive_preposition(words: Sequence[str], k: int) -> str | None:
    """``"di"`` or ``"a"`` when ``words[k]`` (lower case) has a finite verb reading and, over
    adverbs (:data:`~fairmt.inflect.italian_persons.ADVERBS`, -mente), that preposition and an
    infinitive follow it; ``None`` otherwise. Callers see a window of words: an infinitive past
    its end is not seen, and the answer is then ``None`` (the older rules decide)."""
    morph = morphology("it")
    if morph is None or k >= len(words) or not any(finite_verb(r) for r in morph.readings(words[k])):
        return None
    j = k + 1
    while j < len(words) and (words[j] in ADVERBS or mente_adverb(words[j])):
        j += 1
    if j + 1 >= len(words) or words[j] not in _INFINITIVE_PREPOSITIONS or not _infinitive(words[j + 1]):
        return None
    return _INFINITIVE_PREPOSITIONS[words[j]]


def masculine_of_le(words: Sequence[str], k: int) -> str | None:
    """The masculine of the clitic "le" before the verb ``words[k]`` by the infinitive that
    verb governs (module docstring): "gli" with *di* (but "li" for a verb of
    :data:`_ACCUSATIVE_WITH_DI`), "li" with *a* (but "gli" for a verb of
    :data:`_DATIVE_WITH_A`); ``None`` when no infinitive tells."""
    prep = infinitive_preposition(words, k)
    if prep is None:
        return None
    morph = morphology("it")
    lemmas = {r.lemma for r in morph.readings(words[k]) if finite_verb(r)} if morph is not None else set()
    if prep == "di":
        return "li" if lemmas & _ACCUSATIVE_WITH_DI else "gli"
    return "gli" if lemmas & _DATIVE_WITH_A else "li"
