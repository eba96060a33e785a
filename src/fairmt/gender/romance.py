"""Model-free gender rules for Spanish, French, Italian and Portuguese.

The analyser reads the grammatical gender of the entity from its determiner (articles,
demonstratives, agreeing possessives, preposition+article contractions) and, failing
that, from the lexicon entry or ending of its noun and agreeing adjectives. It needs no
model. It reads *grammatical* gender, as the spaCy analyser does: ``la guardia`` is
feminine whoever the guard is, and the sentence's pronouns are not consulted.

Rules, in order (the first that gives a gender decides):

0. **Pieces.** The target sentence is split on whitespace; each token is lower-cased,
   ``’`` is read as ``'``, and punctuation at either end is stripped (punctuation after a
   word closes its noun phrase). A token with a listed elided prefix is split in two:
   ``l'infirmière`` -> ``l'`` + ``infirmière``, ``dell'analista`` -> ``dell'`` +
   ``analista``, ``un'amica`` -> ``un'`` + ``amica`` (``quelqu'un``, ``aujourd'hui`` stay
   whole). Each piece is a *determiner* (the language's table: masculine, feminine, or
   without gender, e.g. ``l'``, ``les``, ``dell'``, ``su``), a *function word*
   (prepositions, conjunctions, personal pronouns, common auxiliaries, ``alguien``,
   ``alguém``, and verbs recognised by an unambiguous ending: es ``-ó``/``-aron``/
   ``-ieron``, it ``-ò``/``-arono``, pt ``-ou``/``-iu``/``-aram``, fr ``-ait``/``-aient``),
   or a *content word* (anything else with a letter). The span is the pieces of the
   aligned tokens, in sentence order (alignment order and duplicates do not matter).
1. **Empty span** -> ``unknown`` under both policies, as the original.
2. **Determiner.** The *head* is the first content word of the span.

   a. The determiner right before the head in the sentence decides, whether or not the
      aligner linked it (``a [la] recepcionista``, ``del ama de llaves``): a determiner
      agrees with the noun it precedes. A genderless one (``l'``, ``dell'``, ``les``)
      gives nothing and the endings decide (rule 3): ``l'infirmière``.
   b. Otherwise the span's own determiner closest before the head, if it has a gender
      (``la nueva jefa`` aligned without ``nueva``).

   A determiner immediately followed by a function word is not an article and is
   ignored (Portuguese ``a alguém``: preposition; Italian ``le ha detto``: pronoun), and
   so is a determiner followed by punctuation. Determiners after the head belong to
   another phrase (``trabajador de la construcción``) and are ignored. A span with no
   content word takes its first valid determiner (``al``, ``La``).
   Special cases: French ``mon``/``ton``/``son`` are masculine only before a consonant
   (``son amie`` is feminine); Spanish ``el``/``un``/``al``/``del`` before ``ama``
   (housekeeper: ``el ama de llaves``, stressed *á*) is feminine.
3. **Lexicon and endings.** From the head on, the content words of the span up to the
   first function word, determiner or punctuation: the first word that has a gender
   decides (the head first, then agreeing adjectives: ``periodista deportiva``). A word
   is looked up in the lexicon first: gendered words with no telling ending (``hombre``,
   ``mujer``, ``femme``, ``uomo``, ``jefe``; ``qualcuno``/``quelqu'un`` are the masculine
   forms beside ``qualcuna``/``quelqu'une``, as in Universal Dependencies) and
   common-gender words that give nothing (``guardia``, ``colega``, ``chef``, ``caixa``,
   ``pilota``). Then the longest matching ending: e.g. -o/-a, -or/-ora, -tore/-trice,
   -essa, -iere/-iera, -eur/-euse, -teur/-trice, -ier/-ière, -ien/-ienne, -er/-ère,
   -ant/-ante, -é/-ée, -at/-ate, -in/-ine, -eiro/-eira, -ão/-ã, -ês/-esa. Endings that
   name both genders give nothing: -ista, -iatra, -cida, Spanish/Italian/Portuguese
   -e (-ante, -ente), -l, -z, French -e (-aire, -iste, -ogue). A word that matches
   nothing is retried without a plural -s (es/pt: -es after r, s, z, l, n, d).
4. **Nothing found** -> ``neutral`` under ``mt_gender-2019`` and ``unknown`` under
   ``mt_gender-2022``, as the spaCy analyser.

``version()`` is the rule-set version, :data:`RULESET_VERSION`; change it with any rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy

#: romance-rules-2 (ex40): person nouns in -ita of common gender (below) give nothing.
RULESET_VERSION = "romance-rules-2"

#: Person nouns in -ita of common gender (ex40): the learned suffix -ita (Greek -ítēs, "one of,
#: belonging to") forms gentilics and names of religious and other groups that are nouns of
#: common gender, one form for both sexes, whose determiner shows the gender ("el/la israelita",
#: "il/la gesuita"; RAE, *Nueva gramática* 2.5 on common-gender nouns, and the dictionaries'
#: "m. y f." entries), as are "hipócrita", "cosmopolita", "eremita". The ending -a would read
#: them as feminine ("el primer israelita" read F). Only nouns: feminine participles and
#: diminutives in -ita ("partita", "señorita", "favorita") keep their reading. Plurals need no
#: entry: the analyser retries a word without its final -s.
_GENTILIC_ITA = {
    "es": "israelita jesuita yemenita vietnamita moscovita sunita chiita semita levita carmelita "
    "hipócrita cosmopolita eremita ismaelita maronita hitita adamita cenobita sodomita",
    "it": "israelita gesuita yemenita vietnamita moscovita sunnita sciita semita levita "
    "ipocrita cosmopolita eremita ismaelita maronita ittita cenobita sodomita",
}

M = Gender.MALE
F = Gender.FEMALE

Kind = Literal["det", "func", "content", "skip"]

# Punctuation stripped from either end of a token (apostrophes are kept: they mark elision).
_PUNCT = '.,;:!?¡¿"«»“”„()[]{}…-–—*/\\|<>'
_VOWELS = frozenset("aeiouyàâäéèêëíìîïóòôöúùûüœæh")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _table(masc: str, fem: str, none: str = "") -> dict[str, Gender | None]:
    out: dict[str, Gender | None] = {}
    for words, g in ((masc, M), (fem, F), (none, None)):
        for w in words.split():
            out[w] = g
    return out


@dataclass(frozen=True)
class LanguageRules:
    """The word lists and endings of one language."""

    determiners: Mapping[str, Gender | None]
    function_words: frozenset[str]
    elided: Mapping[str, Kind]  # elided prefix (with its apostrophe) -> what it is
    lexicon: Mapping[str, Gender | None]
    endings: tuple[tuple[str, Gender | None], ...]  # longest first
    verb_endings: tuple[str, ...] = ()  # words ending so are verbs: function words
    plural_es: bool = False  # es/pt: strip "-es" after a consonant


def _endings(masc: str, fem: str, none: str) -> tuple[tuple[str, Gender | None], ...]:
    out: list[tuple[str, Gender | None]] = []
    for words, g in ((masc, M), (fem, F), (none, None)):
        out.extend((w, g) for w in words.split())
    return tuple(sorted(out, key=lambda e: -len(e[0])))


_ES = LanguageRules(
    determiners=_table(
        masc="el los un unos al del este estos ese esos aquel aquellos nuestro nuestros vuestro vuestros "
        "otro otros dicho dichos",
        fem="la las una unas esta estas esa esas aquella aquellas nuestra nuestras vuestra vuestras "
        "otra otras dicha dichas",
        none="su sus mi mis tu tus cada cualquier",
    ),
    function_words=_words(
        "a ante bajo con contra de desde en entre hacia hasta para por según sin sobre tras y e o u ni "
        "que quien quienes cual cuales cuando donde como porque pero si sino no ya muy más menos también "
        "tampoco se le les lo me te nos os él ella ellos ellas usted ustedes yo tú alguien nadie algo "
        "dio vio ha han había habían hubo he has hemos haber es son era eran fue fueron sea ser está están "
        "estaba estaban estar estuvo sido estado tiene tenía tuvo dijo"
    ),
    elided={},
    lexicon=_table(
        masc="hombre señor padre rey varón caballero jefe sastre alcalde cura papa monje",
        fem="mujer madre reina dama ama",
        none="guardia policía guía colega espía recluta camarada centinela atleta poeta profeta "
        "pirata testigo modelo miembro " + _GENTILIC_ITA["es"],
    ),
    endings=_endings(
        masc="o or ón és ín",
        fem="a ora triz esa isa nta",
        none="ista iatra nauta cida crata eta e l z",
    ),
    verb_endings=("ó", "aron", "ieron"),
    plural_es=True,
)

_FR = LanguageRules(
    determiners=_table(
        masc="le un du au ce cet",
        fem="la une cette ma ta sa",
        none="l' les des aux ces mes tes ses nos vos leur leurs notre votre chaque quelques plusieurs "
        "mon ton son",
    ),
    function_words=_words(
        "à de en dans par pour sur sous avec sans chez vers entre contre et ou mais donc car ni or que "
        "qui quoi dont où ne pas plus très aussi jamais toujours se y il elle ils elles on je tu nous "
        "vous lui me te moi toi soi eux rien a ai as ont avait avaient avons avez "
        "eu est sont était étaient été être avoir fut suis sommes êtes parce lorsque quand comme si "
        "d' qu' j' n' s' c' m' t' jusqu' lorsqu' puisqu' quoiqu'"
    ),
    elided={
        "l'": "det",
        "d'": "func",
        "qu'": "func",
        "j'": "func",
        "n'": "func",
        "s'": "func",
        "c'": "func",
        "m'": "func",
        "t'": "func",
        "jusqu'": "func",
        "lorsqu'": "func",
        "puisqu'": "func",
        "quoiqu'": "func",
    },
    lexicon=_table(
        masc="homme monsieur garçon père roi fils frère oncle quelqu'un chacun",
        fem="femme dame madame fille mère reine sœur tante quelqu'une chacune",
        none="chef juge élève enfant collègue",
    ),
    endings=_endings(
        masc="eur teur ier ien en on er ant ent at é in ais ois ot et if el al eux ard",
        fem="euse trice ière ienne enne onne esse ette ante ente ée ine ate ère oise aise ive elle eure",
        none="e iste aire ogue iatre ète",
    ),
    verb_endings=("ait", "aient"),
)

_IT = LanguageRules(
    determiners=_table(
        masc="il lo i gli un uno del dello dei degli al allo ai agli dal dallo dai dagli nel nello nei "
        "negli sul sullo sui sugli col coi questo questi quello quel quei quegli codesto mio tuo suo "
        "nostro vostro miei tuoi suoi nostri vostri altro altri",
        fem="la le una un' della delle alla alle dalla dalle nella nelle sulla sulle colla questa "
        "queste quella quelle mia tua sua nostra vostra mie tue sue nostre vostre altra altre",
        none="l' dell' all' dall' nell' sull' coll' quell' quest' loro ogni qualche",
    ),
    function_words=_words(
        "a ad da di in su per con tra fra e ed o od ma né che chi cui quale quali quando dove come "
        "perché perche se non già molto più anche si ci vi ne mi ti lui lei egli ella esso "
        "essa io tu noi voi qualcosa ha hanno aveva avevano ebbe ho abbiamo avere è "
        "sono era erano fu stato stata essere sta stava disse"
    ),
    elided={
        "l'": "det",
        "dell'": "det",
        "all'": "det",
        "dall'": "det",
        "nell'": "det",
        "sull'": "det",
        "coll'": "det",
        "quell'": "det",
        "quest'": "det",
        "un'": "det",
        "d'": "func",
        "c'": "func",
        "s'": "func",
        "m'": "func",
        "t'": "func",
        "v'": "func",
        "n'": "func",
    },
    lexicon=_table(
        masc="uomo signore padre re marito poeta qualcuno nessuno ognuno",
        fem="donna madre regina moglie qualcuna nessuna ognuna",
        none="collega pilota atleta guida " + _GENTILIC_ITA["it"],
    ),
    endings=_endings(
        masc="o tore ore iere isti tori ori ieri ai ari",
        fem="a essa trice ora iera iste trici",
        none="ista iatra cida ante ente e",
    ),
    verb_endings=("ò", "arono", "erono", "irono"),
)

_PT = LanguageRules(
    determiners=_table(
        masc="o os um uns ao aos do dos no nos pelo pelos dum duns num nuns este estes esse esses aquele "
        "aqueles deste destes desse desses daquele daqueles neste nestes nesse nesses naquele naqueles "
        "àquele meu meus teu teus seu seus nosso nossos vosso vossos outro outros",
        fem="a as uma umas à às da das na nas pela pelas duma dumas numa numas esta estas essa essas "
        "aquela aquelas desta destas dessa dessas daquela daquelas nesta nestas nessa nessas naquela "
        "naquelas àquela minha minhas tua tuas sua suas nossa nossas vossa vossas outra outras",
        none="cada",
    ),
    function_words=_words(
        "de em para por com sem sob sobre entre até contra desde e ou mas nem que quem qual quais "
        "quando onde como porque porquê se não já muito mais também lhe lhes me te ele ela eles elas "
        "você vocês eu tu alguém ninguém algo dele dela deles delas é era foi são eram foram seja ser "
        "está estava estão estavam estar esteve tem tinha têm tinham teve ter há havia disse"
    ),
    elided={"d'": "func"},
    lexicon=_table(
        masc="homem senhor pai rei marido",
        fem="mulher senhora mãe rainha",
        none="guarda caixa colega chefe atleta testemunha",
    ),
    endings=_endings(
        masc="o or eiro ês ão ões",
        fem="a ora eira esa triz essa isa ã ona",
        none="ista iatra cida ante ente e l z",
    ),
    verb_endings=("ou", "iu", "aram", "eram", "iram"),
    plural_es=True,
)

RULES: dict[str, LanguageRules] = {"es": _ES, "fr": _FR, "it": _IT, "pt": _PT}


@dataclass(frozen=True)
class _Piece:
    text: str  # normalised
    kind: Kind
    token: int  # index of the whitespace token it comes from
    closes: bool  # punctuation follows it: the noun phrase ends here


def _normalise(token: str) -> tuple[str, bool]:
    """Lower-cased token without end punctuation, and whether punctuation followed it."""
    t = token.lower().replace("’", "'").replace("‘", "'")
    # A leading apostrophe is a quote, not an elision.
    core = t.strip(_PUNCT).lstrip("'").strip(_PUNCT)
    trail = bool(core) and not t.endswith(core)
    return core, trail


def _has_letter(s: str) -> bool:
    return any(c.isalpha() for c in s)


class RomanceRulesAnalyzer(GenderAnalyzer):
    """Articles, contracted prepositions and noun endings; no model needed."""

    name = "romance-rules"
    languages = frozenset({"es", "fr", "it", "pt"})

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        super().__init__(lang, policy)
        self.rules = RULES[lang]
        # Pure-function caches: a sentence's pieces, and a span's reading.
        self._pieces_cache: dict[str, list[_Piece]] = {}
        self._span_cache: dict[tuple[str, tuple[int, ...], tuple[str, ...]], Gender] = {}
        self._token_cache: dict[str, tuple[tuple[str, Kind, bool], ...]] = {}

    def version(self) -> str:
        return RULESET_VERSION

    # -- tokenisation -------------------------------------------------------------

    def _classify(self, word: str) -> Kind:
        r = self.rules
        if not _has_letter(word):
            return "skip"
        if word in r.function_words:
            return "func"
        if word in r.determiners:
            return "det"
        if any(word.endswith(e) and len(word) > len(e) + 1 for e in r.verb_endings):
            return "func"
        return "content"

    def _pieces(self, token: str, index: int) -> list[_Piece]:
        """The pieces of one whitespace token (cached per token string)."""
        proto = self._token_cache.get(token)
        if proto is None:
            proto = tuple((p.text, p.kind, p.closes) for p in self._split_token(token, 0))
            if len(self._token_cache) > 200_000:
                self._token_cache.clear()
            self._token_cache[token] = proto
        return [_Piece(text, kind, index, closes) for text, kind, closes in proto]

    def _split_token(self, token: str, index: int) -> list[_Piece]:
        core, trail = _normalise(token)
        if not core:
            return []
        r = self.rules
        whole = core in r.function_words or core in r.determiners or core in r.lexicon
        if not whole and "'" in core[:-1]:
            cut = core.index("'") + 1
            prefix, rest = core[:cut], core[cut:]
            kind = r.elided.get(prefix)
            if kind is not None:
                out = [_Piece(prefix, kind, index, False)]
                out.extend(self._pieces(rest, index))
                if trail and out:
                    last = out[-1]
                    out[-1] = _Piece(last.text, last.kind, last.token, True)
                return out
        if core.endswith("'") and core in r.elided:
            return [_Piece(core, r.elided[core], index, trail)]
        return [_Piece(core, self._classify(core), index, trail)]

    # -- evidence -----------------------------------------------------------------

    def _det_gender(self, det: _Piece, following: _Piece | None) -> Gender | None:
        g = self.rules.determiners.get(det.text)
        if self.lang == "fr" and det.text in ("mon", "ton", "son"):
            if following is not None and following.kind == "content" and following.text[0] not in _VOWELS:
                return M
            return None
        if (
            self.lang == "es"
            and det.text in ("el", "un", "al", "del")
            and following is not None
            and following.text in ("ama", "amas")
        ):
            return F
        return g

    def word_gender(self, word: str) -> Gender | None:
        """Gender from one content word's lexicon entry or ending (rule 3), or None."""
        r = self.rules
        found, g = self._lookup(word)
        if found:
            return g
        if len(word) > 3 and word.endswith("s"):
            if r.plural_es and word.endswith("es") and word[-3] in "rszlnd":
                found, g = self._lookup(word[:-2])
                if found:
                    return g
            found, g = self._lookup(word[:-1])
            if found:
                return g
        return None

    def _lookup(self, word: str) -> tuple[bool, Gender | None]:
        r = self.rules
        if word in r.lexicon:
            return True, r.lexicon[word]
        for suffix, g in r.endings:
            if word.endswith(suffix) and len(word) > len(suffix) + 1:
                return True, g
        return False, None

    # -- the analysis -------------------------------------------------------------

    def _sentence(self, span: EntitySpan) -> tuple[list[_Piece], set[int]]:
        """Pieces of the whole sentence and the token indices of the span."""
        toks = span.target.split()
        if (
            span.indices
            and all(0 <= i < len(toks) for i in span.indices)
            and (tuple(toks[i] for i in span.indices) == span.words)
        ):
            chosen = set(span.indices)
            pieces = self._pieces_cache.get(span.target)
            if pieces is None:
                pieces = [p for i, t in enumerate(toks) for p in self._pieces(t, i)]
                if len(self._pieces_cache) > 100_000:
                    self._pieces_cache.clear()
                self._pieces_cache[span.target] = pieces
            return pieces, chosen
        # No usable sentence: the aligned words, in order, are the sentence.
        toks = list(span.words)
        chosen = set(range(len(toks)))
        pieces = [p for i, t in enumerate(toks) for p in self._pieces(t, i)]
        return pieces, chosen

    def entity_gender(self, span: EntitySpan) -> Gender:
        if span.empty:
            return Gender.UNKNOWN
        key = (span.target, span.indices, span.words)
        cached = self._span_cache.get(key)
        if cached is not None:
            return cached
        g = self._analyse(span)
        if g is None:
            g = Gender.NEUTRAL if self.policy is Policy.MT_GENDER_2019 else Gender.UNKNOWN
        if len(self._span_cache) > 100_000:
            self._span_cache.clear()
        self._span_cache[key] = g
        return g

    def _analyse(self, span: EntitySpan) -> Gender | None:
        pieces, chosen = self._sentence(span)
        pos = [k for k, p in enumerate(pieces) if p.token in chosen]
        if not pos:
            return None

        def following(k: int) -> _Piece | None:
            return pieces[k + 1] if k + 1 < len(pieces) else None

        def valid_det(k: int) -> bool:
            nxt = following(k)
            p = pieces[k]
            return p.kind == "det" and not p.closes and not (nxt is not None and nxt.kind == "func")

        head = next((k for k in pos if pieces[k].kind == "content"), None)
        if head is None:
            # Rule 2, no content word: the span's first article decides.
            dets = [k for k in pos if valid_det(k)]
            return self._det_gender(pieces[dets[0]], following(dets[0])) if dets else None

        # Rule 2a: the determiner right before the head in the sentence (aligned or not).
        if head > 0 and valid_det(head - 1):
            g = self._det_gender(pieces[head - 1], pieces[head])
            if g is not None:
                return g
        else:
            # Rule 2b: a determiner of the span further before the head (closest first).
            dets = [k for k in pos if k < head and valid_det(k)]
            if dets:
                g = self._det_gender(pieces[dets[-1]], following(dets[-1]))
                if g is not None:
                    return g

        # Rule 3: lexicon and endings of the head noun phrase.
        for k in range(head, len(pieces)):
            p = pieces[k]
            if p.token not in chosen or p.kind != "content":
                break
            g = self.word_gender(p.text)
            if g is not None:
                return g
            if p.closes:
                break
        return None
