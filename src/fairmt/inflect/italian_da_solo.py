"""*Da solo* in the subject's own clause agrees with the subject (it-inflect-45).

"La mia vicina vive da sola dal divorzio": the idiom *da solo* ("on one's own, by oneself") is a
predicative of the person it is said of, and its adjective agrees with that person in gender and
number (Treccani, "solo", *da solo*: "vive da solo", "l'ha fatto da sola"; Serianni, *Grammatica
italiana*, II.37-40 on the *complemento predicativo del soggetto*). The predicate finder of
:mod:`fairmt.inflect.italian_agreement` follows *essere* only, so after any other verb ("vive",
"lavora", "è arrivata") the adjective kept the old gender while its subject changed.

:func:`da_solo_of_subject` walks from the end of a subject that opens its clause over the verb
group only (verb forms, "si", "non", "ne", adverbs; at most four words, no punctuation) to "da"
and a form of "solo", and puts that form in the subject's new gender. Any other word stops it: a
noun, an article or an object clitic brings another person the idiom may be said of ("Ha lasciato
il figlio da solo", "Lo ha lasciato da solo").
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_control import _NOT_OBJECTS
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_words import _VERB_POS
from fairmt.inflect.readings import verb_not_clitic
from fairmt.inflect.romance import Gender

__all__ = ["da_solo_of_subject"]

#: The forms of "solo", by the gender wanted and the old form.
_SOLO = {"F": {"solo": "sola", "soli": "sole"}, "M": {"sola": "solo", "sole": "soli"}}
#: Unstressed words of the verb group that bring no other person.
#: The most words between the subject and "da".
_MAX_BETWEEN = 4


def da_solo_of_subject(out: list[str], k: int, gender: Gender) -> bool:
    """``out[k:]`` follows a subject that opens its clause: when the verb group there ends in "da"
    and a form of "solo" of the old gender, put that form in ``gender`` in place and return
    ``True`` (module docstring); else ``False``."""
    morph = morphology("it")
    forms = _SOLO.get(gender)
    if morph is None or forms is None:
        return False
    # (the subject's phrase may have taken its verb for an adjective: "vive" is also "vivo")
    verb = k > 0 and verb_not_clitic(morph.readings(Word.parse(out[k - 1]).core.lower()), _VERB_POS)
    for j in range(k, min(k + _MAX_BETWEEN + 1, len(out) - 1)):
        w = Word.parse(out[j])
        low = w.core.lower()
        if low == "da" and verb and not w.post.strip():
            nxt = Word.parse(out[j + 1])
            new = forms.get(nxt.core.lower())
            if new is None:
                return False
            out[j + 1] = nxt.render(new)
            return True
        if low in _NOT_OBJECTS or low in ADVERBS or mente_adverb(low):
            pass
        elif verb_not_clitic(morph.readings(low), _VERB_POS):
            verb = True
        else:
            return False
        if w.post.strip():
            return False
    return False
