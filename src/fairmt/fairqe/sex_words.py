"""Target words whose meaning is a sex, against the one gender the English states (rules-45).

"During her lifetime ... under her capable rule" -> "bajo el eficaz gobierno de este hombre";
"pushing her rival to her death" -> "empujar a su rival masculino"; "Her detective persona is a
female grand dame" -> "es un gran caballero". English possessive and subject pronouns have no
word of their own in a Spanish translation (the possessive *su* and the dropped subject show no
gender), so no cue reaches the word that does: a noun or adjective whose lexical meaning is the
person's sex (*hombre*/*mujer*, *varón*, *caballero*/*dama*, *masculino*/*femenino*). Such a word
carries its referent's sex in its meaning, not by agreement: *masculina* in "la Agrupación
Socialista Masculina" is grammatically feminine and means men (RAE, *Nueva gramática de la lengua
española* (NGLE) 2.2a-b on nouns whose gender expresses sex by heteronymy, *hombre*/*mujer*,
*caballero*/*dama*; 13.5 on classifying adjectives such as *masculino*/*femenino*).

When every gendered word of the English names one sex, a sex word of the other sex in the
translation is a violation of that gender: the translation added a man or a woman the source does
not have, or changed the one it has. It is only read where

* the source's explicit cues (and the sex words glued to the next word in the English,
  "FemaleNewcomer", "Women'sChess", "MaleSocialist": MT-GenEval sources lost spaces there) all
  state one gender;
* no cue already covers the word (an explicit cue reads its own span; an ambiguous one says the
  word renders an English noun of unstated gender, "people" -> "hombres");
* the word is singular, or a plural that is no generic masculine (*hombres* and *mujeres* name
  men and women; *caballeros*, *damas* ("checkers") and the masculine plural adjectives are
  left out).

Only the disagreeing words are read: an agreeing one is what any right translation says and adds
no verdict (its flip would be a new variant of every right translation).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.fairqe.types import Cue, CueDetection, Realisation

__all__ = ["SEX_WORD_LANGUAGES", "glued_sex_genders", "sex_word_spans"]

#: Languages with a list of sex words below.
SEX_WORD_LANGUAGES = frozenset({"es"})

#: Spanish words whose meaning is a sex, lower-cased, with that sex (NGLE 2.2, 13.5).
_SEX_WORDS: dict[str, dict[str, Realisation]] = {
    "es": {
        "hombre": "M",
        "hombres": "M",
        "varón": "M",
        "varones": "M",
        "caballero": "M",
        "masculino": "M",
        "masculina": "M",
        "masculinas": "M",
        "mujer": "F",
        "mujeres": "F",
        "dama": "F",
        "femenino": "F",
        "femenina": "F",
        "femeninas": "F",
    }
}

#: English sex words that MT-GenEval sources glue to the next word, with the sex they state.
_EN_SEX: dict[str, Realisation] = {
    "female": "F",
    "women's": "F",
    "woman's": "F",
    "women": "F",
    "woman": "F",
    "male": "M",
    "men's": "M",
    "man's": "M",
    "men": "M",
    "man": "M",
}

#: A sex word glued to a capitalised word: "FemaleNewcomer", "Women'sChess", "MaleSocialist".
_GLUED = re.compile(r"(?:^|[^A-Za-z])([A-Z][a-z]+(?:['’]s)?)(?=[A-Z][a-z])")

_STRIP = ".,;:!?\"'()«»“”‘’[]"


def glued_sex_genders(source: str) -> set[Realisation]:
    """The genders of English sex words glued to the next capitalised word ("MaleSocialist"):
    the cue detector reads whitespace tokens, so these give no cue of their own."""
    out: set[Realisation] = set()
    for m in _GLUED.finditer(source):
        g = _EN_SEX.get(m.group(1).lower().replace("’", "'"))
        if g is not None:
            out.add(g)
    return out


def sex_word_spans(
    lang: str, source: str, tokens: Sequence[str], detection: CueDetection
) -> list[tuple[tuple[int, int], Realisation, Realisation]]:
    """``(span, the word's sex, the source's gender)`` for each target sex word of the other sex
    than the one gender the English states (see the module doc); empty when the English states
    none or both."""
    words = _SEX_WORDS.get(lang)
    if words is None:
        return []
    genders: set[Realisation] = {c.source_gender for c in detection.explicit if c.source_gender in ("F", "M")}
    genders |= glued_sex_genders(source)
    if len(genders) != 1:
        return []
    (stated,) = genders
    covered = [c.target_tokens for c in detection.cues if c.target_tokens is not None]
    out: list[tuple[tuple[int, int], Realisation, Realisation]] = []
    for i, tok in enumerate(tokens):
        sex = words.get(tok.strip(_STRIP).lower())
        if sex is None or sex == stated:
            continue
        if any(a <= i < b for a, b in covered):
            continue
        out.append(((i, i + 1), sex, stated))
    return out


def sex_word_verdicts(
    lang: str, source: str, tokens: Sequence[str], detection: CueDetection
) -> list[tuple[Cue, bool]]:
    """The disagreeing sex words as verdicts on copies of the first explicit cue (or on a cue of
    their own when the English gives its gender only in a glued word)."""
    from fairmt.fairqe.taxonomy import Category

    spans = sex_word_spans(lang, source, tokens, detection)
    out: list[tuple[Cue, bool]] = []
    for (s, e), sex, stated in spans:
        base = next(
            (c for c in detection.explicit if c.source_gender == stated),
            Cue(source_span="", category=Category.C3, source_gender=stated, note="a glued English sex word"),
        )
        cue = Cue(
            source_span=base.source_span,
            category=Category.C3,
            target_span=" ".join(tokens[s:e]),
            source_tokens=base.source_tokens,
            target_tokens=(s, e),
            source_gender=stated,
            target_gender=sex,
            note=f"{base.note}; a word whose meaning is the other sex (rules-45)",
        )
        out.append((cue, False))
    return out
