"""Person nouns with two feminine forms in current use (fr, it, es): which form is the other one.

Many masculine person nouns have two attested feminines: fr *auteur* -> *autrice* / *auteure*,
it *presidente* -> *presidentessa* / *la presidente*, es *jefe* -> *jefa* / *la jefe*. An inflector
writes one of them (its lexicon's choice, documented where it is made: ``italian_lexicon``,
``french_lexicon``, ``spanish_lexicon``); a feminine translation may use the other. Both are
correct, so both belong to the feminine realisations of the sentence: without the other form, the
masculine translation's feminine variant differs from a feminine translation that chose the other
form, and the two translations of one source get different variant sets (issue 12, not closed;
issue 13, ``b_amb`` and the judge then treat them differently).

Decisions:

* **One table per language, here, as data** (:data:`DOUBLETS`): a doublet is a fact about the
  language's lexicon, not about FairQE; the inflectors expose it (:meth:`Inflector.
  feminine_alternative`) so that their version states it, and the rules agents make the further
  variant (:mod:`fairmt.fairqe.feminine_alternatives`).
* **Only doublets that dictionaries and usage guides record**, never taken from a test sentence:

  - French: Académie française, *La féminisation des noms de métiers et de fonctions* (report of
    28 February 2019), which admits *autrice* and *auteure*, *docteure* beside the older
    *doctoresse*, *cheffe* beside *la chef*, *sculptrice* and *sculpteure*, *poétesse* beside
    *la poète*; *Femme, j'écris ton nom... Guide d'aide à la féminisation des noms de métiers,
    titres, grades et fonctions* (CNRS/INaLF, 1999), whose rule derives *-euse* from nouns in
    *-eur* formed on a verb (*rapporter* -> *rapporteuse*, *entraîner* -> *entraîneuse*), while
    the *-eure* forms (*la rapporteure*, the form of the Assemblée nationale's and the Sénat's
    reports; *l'entraîneure*) are those of the Office québécois de la langue française's Banque
    de dépannage linguistique (*Féminisation des titres*), which records both series.
  - Italian: Alma Sabatini, *Raccomandazioni per un uso non sessista della lingua italiana*
    (1987) and Cecilia Robustelli, *Linee guida per l'uso del genere nel linguaggio
    amministrativo* (Comune di Firenze / Accademia della Crusca, 2012), which recommend
    *la sindaca*, *la ministra*, *l'avvocata*, *la prefetta*, *la presidente*, *la vigile* and
    record the forms still in use beside them (*la sindaco*, *la ministro*, *la prefetto*,
    *avvocatessa*, *presidentessa*, *vigilessa*); Vocabolario Treccani, s.v. *presidentessa*,
    *avvocatessa*, *poetessa* (and *la poeta*).
  - Spanish: Real Academia Española, *Diccionario panhispánico de dudas* (2005), s.v.
    *presidente*, *jefe*, *juez*, *cliente*, *concejal* (each "común en cuanto al género", *el/la
    presidente*, with the feminine *presidenta*, *jefa*, *jueza*, *clienta*, *concejala* also in
    use), *poeta* (*poetisa*, and *la poeta* as a common-gender noun) and *huésped* (common in
    gender, *la huésped*, "aunque existe también el femenino *huéspeda*"; es44).

  Each entry's first feminine is the one the inflector writes (its lexicon's or its ending rule's,
  :data:`fairmt.inflect.french_lexicon.LEXICON` ...), the second the other one; the unit tests
  check that the inflector writes the first and takes either back to the masculine. Apertium's
  dictionaries know some of the forms (*autrice*, *rapporteuse*, *sculptrice*, *presidentessa*,
  *poetessa*), not all (*rapporteure*, *doctoresse*, *avvocatessa*, *sindaca*), so they are no
  test of a form here.
* **An epicene form** (the masculine's own spelling: it *la sindaco*, es *la jefe*, fr *la chef*)
  is feminine only when its context says so (the article, an agreeing word), so a caller swaps it
  only where the person's span reads feminine (:func:`other_feminine` says which form is epicene).
  Plurals are listed where the epicene plural's article still shows the gender (it *le
  presidenti*, es *las jefes*); French *les chefs*, *les poètes* show none, and Italian *le
  sindaco* is no plural, so those are left out.
* Words are lower case, without elided article (``l'autrice`` -> ``autrice``); callers keep the
  case and the attached article or punctuation.
"""

from __future__ import annotations

import re
from functools import cache

__all__ = ["DOUBLETS", "PREFIXES", "other_feminine", "token_parts"]

_WORD = re.compile(r"^(\W*)(\w[\w-]*?)(\W*)$")

#: Per language, ``"masculine: feminine feminine"`` entries (singular and plural lines alike):
#: the two feminine forms of one masculine; a feminine equal to the masculine is the epicene use.
DOUBLETS: dict[str, tuple[str, ...]] = {
    "fr": (
        "auteur: auteure autrice",
        "auteurs: auteures autrices",
        "rapporteur: rapporteuse rapporteure",
        "rapporteurs: rapporteuses rapporteures",
        "docteur: docteure doctoresse",
        "docteurs: docteures doctoresses",
        "entraîneur: entraîneuse entraîneure",
        "entraîneurs: entraîneuses entraîneures",
        "sculpteur: sculptrice sculpteure",
        "sculpteurs: sculptrices sculpteures",
        "chef: cheffe chef",
        "poète: poétesse poète",
    ),
    "it": (
        "presidente: presidentessa presidente",
        "presidenti: presidentesse presidenti",
        "avvocato: avvocata avvocatessa",
        "avvocati: avvocate avvocatesse",
        "sindaco: sindaca sindaco",
        "ministro: ministra ministro",
        "prefetto: prefetta prefetto",
        "vigile: vigile vigilessa",
        "vigili: vigili vigilesse",
        "poeta: poetessa poeta",
    ),
    "es": (
        "presidente: presidenta presidente",
        "presidentes: presidentas presidentes",
        "jefe: jefa jefe",
        "jefes: jefas jefes",
        "juez: jueza juez",
        "jueces: juezas jueces",
        "poeta: poetisa poeta",
        "poetas: poetisas poetas",
        "cliente: clienta cliente",
        "clientes: clientas clientes",
        "concejal: concejala concejal",
        "concejales: concejalas concejales",
        "huésped: huéspeda huésped",
        "huéspedes: huéspedas huéspedes",
    ),
}


@cache
def _table(lang: str) -> dict[str, tuple[str, bool]]:
    """``feminine form -> (the other feminine form, whether the given form is epicene)``."""
    out: dict[str, tuple[str, bool]] = {}
    for entry in DOUBLETS.get(lang, ()):
        masc, _, rest = entry.partition(":")
        first, second = rest.split()
        out[first] = (second, first == masc)
        out[second] = (first, second == masc)
    return out


#: Prefixes that make a title of the same noun, whose feminine forms follow the noun's (it
#: *vicepresidentessa* / *la vicepresidente*, es *exjueza* / *la exjuez*, fr *coautrice* / *coauteure*).
PREFIXES = ("vice-", "vice", "ex-", "ex", "co-", "co")


def other_feminine(lang: str, word: str) -> tuple[str, bool] | None:
    """The other feminine form of ``word`` (lower case) in ``lang`` and whether ``word`` is the
    epicene form (spelt as the masculine, feminine only by its context), or ``None`` when the word
    has no doublet. A word made of :data:`PREFIXES` and a listed noun has the noun's doublet."""
    table = _table(lang)
    found = table.get(word)
    if found is not None or not table:
        return found
    for prefix in PREFIXES:
        if word.startswith(prefix) and len(word) > len(prefix):
            rest = other_feminine(lang, word[len(prefix) :])
            if rest is not None:
                return prefix + rest[0], rest[1]
    return None


def token_parts(token: str) -> tuple[str, str, str] | None:
    """``(head, word, tail)`` of a whitespace token: the elided article or leading punctuation,
    the word, the trailing punctuation ("l'autrice," -> ``("l'", "autrice", ",")``); ``None``
    when no word is left."""
    cut = max(token.rfind("'"), token.rfind("’")) + 1
    m = _WORD.match(token[cut:])
    if m is None:
        return None
    return token[:cut] + m.group(1), m.group(2), m.group(3)
