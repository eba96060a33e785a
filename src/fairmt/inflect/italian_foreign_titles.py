"""Foreign titles of nobility that Italian translations keep untranslated, in pairs.

A translation often keeps a title in its own language beside the Italian gloss ("sposò un
marqués (marchese) andaluso", "la tsarina arrivò in slitta", "la prinsessa di Svezia", "la
Gräfin di Meissen"). Such words are unknown to the Italian dictionary, so the ending rules made
them up: "condesa" -> "condeso", "tsarevna" -> "tsarevno", "hertiginna" -> "hertiginno", and
the masculine stayed as it was ("la conde"). Each language's dictionary gives the pair:

* Spanish (RAE, *Diccionario de la lengua española*): conde/condesa, duque/duquesa,
  marqués/marquesa, vizconde/vizcondesa.
* German (Duden): Fürst/Fürstin, Graf/Gräfin, Herzog/Herzogin, Freiherr/Freifrau,
  Prinz/Prinzessin, Kaiser/Kaiserin, König/Königin, Markgraf/Markgräfin.
* Swedish (Svenska Akademiens ordlista): hertig/hertiginna, prins/prinsessa.
* Russian, as transliterated in Italian and English texts (Treccani, "zarevič", "zarevna";
  Wiktionary): tsar/tsarina, tsarevich/tsarevna, tsesarevich/tsesarevna.

Words that are also Italian ones are left out ("greve", Swedish count, is the Italian
"heavy"; "infante" the Italian infant; "principe" is Italian already). Lower case: the
inflector matches words in lower case and keeps the capital of the text's word.
"""

from __future__ import annotations

from fairmt.inflect.romance import Gender, pairs

__all__ = ["FOREIGN_TITLES", "FOREIGN_TITLE_PLURALS", "foreign_title"]

#: Masculine singular -> feminine singular.
FOREIGN_TITLES = pairs(
    """conde:condesa duque:duquesa marqués:marquesa vizconde:vizcondesa
    fürst:fürstin graf:gräfin herzog:herzogin freiherr:freifrau prinz:prinzessin kaiser:kaiserin
    könig:königin markgraf:markgräfin hertig:hertiginna prins:prinsessa tsar:tsarina
    tsarevich:tsarevna tsesarevich:tsesarevna""".replace("\n", " ")
)

#: Masculine plural -> feminine plural, the languages' own plurals (Spanish -s/-es, German
#: -en/-innen; Italian texts often keep the singular form in the plural, which the singular
#: pairs then cover).
FOREIGN_TITLE_PLURALS = pairs(
    """condes:condesas duques:duquesas marqueses:marquesas vizcondes:vizcondesas
    fürsten:fürstinnen grafen:gräfinnen herzöge:herzoginnen prinzen:prinzessinnen""".replace("\n", " ")
)

_FEMININE_TO_MASCULINE = {f: m for m, f in (FOREIGN_TITLES | FOREIGN_TITLE_PLURALS).items()}


def foreign_title(word: str, gender: Gender) -> str | None:
    """``word`` (lower case), a listed title in either gender and number, in ``gender``;
    ``None`` when it is not listed. For the words with a letter Italian spelling lacks
    ("fürst", "gräfin"), which the inflector otherwise keeps as they are."""
    if gender == "F":
        if word in _FEMININE_TO_MASCULINE:
            return word
        return FOREIGN_TITLES.get(word) or FOREIGN_TITLE_PLURALS.get(word)
    if word in FOREIGN_TITLES or word in FOREIGN_TITLE_PLURALS:
        return word
    return _FEMININE_TO_MASCULINE.get(word)
