"""Spanish word forms: the lower layer of :class:`~fairmt.inflect.spanish.SpanishInflector`.

The concept here is *the form one Spanish word takes in the other gender*, with no view of
the sentence beyond its neighbours: the tables the shared Romance machinery
(:class:`~fairmt.inflect.romance.RomanceInflector`) reads, as class attributes; which words
are verbs, adjectives or clitics; the determiner, clitic and pronoun forms; the noun and
adjective forms from the lexicon, the dictionary and the ending rules (:meth:`inflect`,
:meth:`lexical`, ``_to_fem``/``_to_masc``); contractions and the gender of one word.

Decisions: a chain of subclasses rather than mixins, because ``mypy --strict`` then checks
every call on ``self``; this layer calls only its own methods and those of
``RomanceInflector``, and is not meant to be used alone. The sentence's acronyms are kept
per thread (:data:`_SENTENCE`, set by :meth:`~fairmt.inflect.spanish.SpanishInflector.realise`)
so that one shared inflector serves many threads.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import only_finite_verb
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Det, Gender, Number, RomanceInflector
from fairmt.inflect.spanish_degree_quantifiers import ADVERBIAL_QUANTIFIERS, COMPARATIVES
from fairmt.inflect.spanish_dependencies import (
    _morph,
)
from fairmt.inflect.spanish_lexicon import (
    ADJ_F,
    ADJ_M,
    EPICENE,
    EPICENE_PL,
    INVARIANT_OR,
    LEXICON,
    LEXICON_F,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
    _demonym_esa,
)
from fairmt.inflect.spanish_stressed_a import stressed_a_article
from fairmt.inflect.spanish_words import (
    _PREADJECTIVES,
    APOCOPE,
    CLITIC_PREV,
    CONTRACTIONS,
    DETS,
    FUNCTION,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    VERB_ENDINGS,
    VERB_O,
)

#: Adjective suffixes for a word the dictionary lacks between a determiner and its noun
#: (:meth:`SpanishWordForms.preadjective`).
_ADJECTIVE_SUFFIXES = ("oso", "osa", "osos", "osas")

#: Per-thread state of :meth:`~fairmt.inflect.spanish.SpanishInflector.realise` (the sentence's acronyms).
_SENTENCE = threading.local()


class SpanishWordForms(RomanceInflector):
    """Tables, word classes and the forms one Spanish word takes (see the module docstring)."""

    lang = "es"
    neutral_base: Realisation | None = "F"
    CONTRACTIONS = CONTRACTIONS
    DETS = DETS
    FUNCTION = FUNCTION
    PREPOSITIONS = PREPOSITIONS
    PRONOUNS = PRONOUNS
    PREDETS = frozenset({"todo", "toda", "todos", "todas", "ambos", "ambas"})
    #: es-inflect-19: the groups of :data:`DETS` that are prenominal adjectives after an article
    #: (ordinals, "bueno"/"malo", "mismo", "otro"): the article agrees with the noun across them
    #: ("la primera autora" -> "el primer autor", "una buena amiga" -> "un buen amigo", "a la
    #: misma alumna" -> "al mismo alumno"; RAE, *Nueva gramática* §13.12 on prenominal
    #: adjectives between the determiner and the noun, ch. 21 on the ordinals and their
    #: apocope). Until es-inflect-18 the article stopped the phrase and stayed ("la primer autor").
    ADJECTIVE_DETS = frozenset({"primero", "tercero", "bueno", "malo", "mismo", "otro"})
    #: es-inflect-37: "demás" has one form for both genders and stands between the article and the
    #: noun, which the article agrees with across it ("las demás invitadas" -> "los demás invitados";
    #: RAE, *Nueva gramática* §13.9c and DLE "demás": invariable adjective, chiefly after the article).
    INVARIANT_PRENOMINALS = frozenset({"demás"})
    #: es-inflect-37: the adverb of a superlative between the article and a prenominal adjective
    #: stays, and the article agrees with the noun across it ("la más famosa escultora" -> "el más
    #: famoso escultor"; RAE, *Nueva gramática* §45.11, the relative superlative).
    SUPERLATIVE_ADVERBS = frozenset({"más", "menos"})
    SEMANTIC_STEMS = (("masculin", "femenin"), ("patern", "matern"), ("varonil", "femenil"))
    TITLE_CASE_ADJECTIVES = True
    ARTICLE_NEXT = frozenset({"más", "menos", "muy", "tan", "que", "de", "cual", "cuales", "no"})
    #: "bueno" and "malo" are qualitative adjectives that the tables list with the determiners
    #: for their apocope ("un buen profesor"); after a noun they agree with it like any
    #: adjective ("un profesor bueno" -> "una profesora buena"; RAE, Nueva gramática 13.5).
    POSTNOMINAL_DETS = frozenset({"bueno", "buena", "buenos", "buenas", "malo", "mala", "malos", "malas"})

    # -- classification ----------------------------------------------------------

    def verb_like(self, word: str) -> bool:
        if word in VERB_O:
            return True
        if len(word) > 3 and word.endswith("ó"):
            return True
        return len(word) > 4 and word.endswith(VERB_ENDINGS) and not word.endswith(("dor", "dora"))

    def adjective_like(self, word: str) -> bool:
        """A word after a noun that is an agreeing adjective: listed (:data:`ADJ_F` and their
        masculine forms), or with an adjective ending (participles -ado/-ido, -oso, -ivo, -eño,
        -iano, -ario, -esco, -ísimo, -dor, -és, accented -ico). Nouns (``tiempos``) and verbs
        (``gana``, ``seguirán``) are left alone."""
        if word in FUNCTION or self.verb_like(word) or word.endswith("mente"):
            return False
        w = word
        if w.endswith(("eses", "esas")):
            return True
        if w.endswith(("os", "as")):
            w = w[:-1]
        elif w.endswith(("ores", "oras")):
            w = w[:-2] if w.endswith("ores") else w[:-1]
        if w in ADJ_F or w in ADJ_M:
            return True
        if w.endswith(
            (
                "ado",
                "ada",
                "ido",
                "ida",
                "oso",
                "osa",
                "ivo",
                "iva",
                "eño",
                "eña",
                "iano",
                "iana",
                "ario",
                "aria",
                "esco",
                "esca",
                "ísimo",
                "ísima",
                "dor",
                "dora",
                "és",
                "esa",
            )
        ):
            return not (w.endswith("esa") and not _demonym_esa(w))
        return w.endswith(("ico", "ica")) and any(c in w for c in "áéíóú")

    def is_clitic(self, pieces: Sequence[Piece], k: int) -> bool:
        """``la``/``lo`` before a verb: ``nadie la quisiera``, ``la seguía``, ``se la recuerda``.

        The next word is a verb by its ending (imperfect, subjunctive, preterite, future), or it
        ends in -a/-e/-an/-en (a present tense), is no epicene noun or adjective, and the word
        before is a clitic-taking word (``se``, ``no``, ``también`` ...) or a noun or name (the
        subject: ``una hora la dedica``)."""
        word = pieces[k + 1].word
        if word in EPICENE or word in ADJ_F or word in ADJ_M or word in FUNCTION or word in LEXICON_F:
            return False
        if self.verb_like(word) or word.endswith(
            ("ía", "ían", "aba", "aban", "iera", "ieran", "iese", "ase")
        ):
            return True
        morph = _morph()
        if morph is not None and only_finite_verb(morph.readings(word) or ()):
            return True  # es-inflect-15: a finite verb the dictionary knows ("lo lleva")
        if not word.endswith(("a", "e", "an", "en")) or word.endswith(
            ("ista", "istas", "nte", "ntes", "ble", "bles", "ta", "tas", "ga", "gas", "ca", "ka")
        ):
            return False
        if k == 0 or "closes" in pieces[k - 1].info:
            return False
        prev = pieces[k - 1]
        if prev.word in CLITIC_PREV:
            return True
        return prev.kind == "content" and not self.verb_like(prev.word)

    def _left(self, pieces: Sequence[Piece], first: int, s: int) -> list[int]:
        """As :meth:`RomanceInflector._left`, and a determiner + an adjective right before the
        span (``el bonito jefe``): with Apertium, a word whose readings are all gendered
        adjectives, between a determiner and the span's noun, is a prenominal adjective."""
        chosen = super()._left(pieces, first, s)
        morph = _morph()
        k = first - 1
        if chosen or morph is None or k < 1 or pieces[first].kind != "content":
            return chosen
        adj, det = pieces[k], pieces[k - 1]
        if adj.kind != "content" or det.kind != "det" or "closes" in det.info or "closes" in adj.info:
            return chosen
        rs = morph.readings(adj.word) or ()
        if rs and all(r.pos == "adj" and r.gender in ("m", "f") for r in rs):
            return [k - 1, k]
        return chosen

    def _det_gender(self, pieces: Sequence[Piece], k: int) -> str:
        # es-inflect-24 (closedes30): "un poco" before an adjective is the invariable degree
        # locution, an adverb (RAE, *Nueva gramática* §20.2, cuantificadores de grado: "estoy un
        # poco nerviosa", never "una poca nerviosa"), so neither "un" nor "poco" is a determiner
        # saying the person's gender; "poco" alone before an adjective is the adverb too ("poco
        # amable"). The gender is the adjective's own.
        word = pieces[k].word
        nxt = pieces[k + 1].word if k + 1 < len(pieces) else ""
        if word == "poco" or (word == "un" and nxt == "poco"):
            return ""
        if word in ADVERBIAL_QUANTIFIERS and nxt in COMPARATIVES:
            return ""  # es-inflect-45: "mucho mejor", an adverb (spanish_degree_quantifiers)
        return super()._det_gender(pieces, k)

    def blocks_left(self, pieces: Sequence[Piece], k: int) -> bool:
        # "un poco cansado": an adverb, not a determiner of the phrase.
        if pieces[k].word in ("poco", "poca") and k > 0 and pieces[k - 1].word in ("un", "una"):
            return True
        # es-inflect-45: "Estoy mucho mejor": the comparative's adverb (spanish_degree_quantifiers).
        if (
            pieces[k].word in ADVERBIAL_QUANTIFIERS
            and k + 1 < len(pieces)
            and pieces[k + 1].word in COMPARATIVES
        ):
            return True
        # An adjective found by the dictionary (not a listed one) belongs to the phrase only
        # before a noun of its number: "Una destacada economista", not "creían innecesario
        # someterlos" or "peso ligero masculinos".
        p = pieces[k]
        morph = _morph()
        if p.kind != "content" or p.word in _PREADJECTIVES or morph is None or k + 1 >= len(pieces):
            return False
        if all(r.pos == "vblex" for r in morph.readings(p.word) or ()) and not (
            k > 0 and pieces[k - 1].kind == "det"
        ):
            return True  # a participle only right after a determiner ("la citada periodista")
        own = {n for r in morph.readings(p.word) or () for n in r.tags if n in ("sg", "pl", "sp")}
        nouns = [r for r in morph.readings(pieces[k + 1].word) or () if r.pos == "n"]
        if not nouns:
            return True
        theirs = {n for r in nouns for n in r.tags if n in ("sg", "pl", "sp")}
        return bool(own and theirs) and not (own & theirs or "sp" in own | theirs)

    def _same_number(self, head: str, word: str) -> bool:
        """As :meth:`RomanceInflector._same_number`, and, where the endings say nothing (a
        common-gender noun: "al asistente nuevas técnicas"), the numbers Apertium gives the two
        words: an adjective after a noun agrees only when one of its numbers is one of the
        noun's (``sp`` is both)."""
        if not super()._same_number(head, word):
            return False
        morph = _morph()
        if morph is None:
            return True
        own = {r.number for r in morph.readings(head) or () if r.pos == "n"}
        theirs = {r.number for r in morph.readings(word) or () if r.pos in ("adj", "n", "vblex")}
        own.discard("")
        theirs.discard("")
        if not own or not theirs or "sp" in own | theirs:
            return True
        return bool(own & theirs)

    def preadjective(self, word: str) -> bool:
        """A word that may stand between a determiner and its noun: the listed adjectives, and
        words Apertium reads only as adjectives, numerals or participles (``Una destacada
        economista``, ``Las dos guitarristas``), never as a noun or a finite verb;
        :meth:`blocks_left` keeps them to a noun of their number, and a participle to a place
        right after a determiner (not "había mostrado escéptico")."""
        if word in _PREADJECTIVES:
            return True
        morph = _morph()
        if morph is None:
            return False
        rs = morph.readings(word) or ()
        # A one-form adjective that the dictionary also lists as a common-gender noun
        # ("excelente", "joven": "una excelente abogada") is the adjective there: a determiner
        # is followed by at most one head noun, and a noun of both genders before the person noun
        # would have to be its head, which the person noun after it excludes (RAE, *Nueva
        # gramática* §13.12: prenominal adjectives sit between the determiner and the noun).
        one_form = any(r.pos == "adj" and r.gender == "mf" for r in rs)
        if not rs:
            # es-inflect-19: a word the dictionary lacks with the adjective suffix -oso/-osa
            # ("una talentosa artista", "un habilidoso escritor"; RAE, *Nueva gramática* ch. 7,
            # adjectives in -oso), before the noun.
            return word.isalpha() and len(word) > 6 and word.endswith(_ADJECTIVE_SUFFIXES)
        # es-inflect-19: so is a word with an adjective reading that the dictionary also lists
        # as an infinitive ("una regular escritora"): between the determiner and the person noun
        # it can only be the adjective (§13.12). Not one it also lists as a noun of one gender
        # ("la santa llamada ...": "santa" may be the head).
        adjective = {r.gender for r in rs if r.pos == "adj"}
        return all(
            r.pos in ("adj", "num")
            # es-inflect-34: a modal verb's participle too ("queridas" is also *querer*'s, which
            # Apertium tags vbmod): "Mis queridas amigas" was cut at "queridas"
            or (r.pos in ("vblex", "vbmod") and "pp" in r.tags)
            or (one_form and r.pos == "n" and r.gender == "mf")
            or (adjective and r.pos == "vblex" and "inf" in r.tags)
            for r in rs
        )

    # -- determiners and pronouns ---------------------------------------------------

    def det_form(self, det: Det, gender: Gender, nxt: str | None, orig: str = "") -> str | None:
        forms = [
            f
            for f, d in DETS.items()
            if d.group == det.group and d.gender == gender and d.number == det.number
        ]
        if not forms:
            return None
        if (
            gender == "F"
            and (orig not in DETS or DETS[orig].gender != "F")  # (a translation's own "la ama" stays)
            and (el := stressed_a_article(det.group, det.number, nxt)) is not None
        ):
            return el  # "el ama de llaves", "un ama" (spanish_stressed_a, es-inflect-36)
        if gender == "M" and det.number == "sg" and det.group in APOCOPE:
            # A noun (or an adjective before one) follows: the short form.
            if nxt is not None and (
                (nxt not in DETS and self._classify(nxt, nxt) == "content")
                or (nxt in DETS and DETS[nxt].group in APOCOPE)
            ):
                return APOCOPE[det.group]
            return {"indef": "uno"}.get(det.group, next(f for f in forms if f != APOCOPE[det.group]))
        return forms[0]

    def clitic_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        word = pieces[k].word
        clitics = {
            "M": {"la": "lo", "las": "los", "una": "uno", "unas": "unos"},
            "F": {"lo": "la", "los": "las", "uno": "una", "un": "una", "unos": "unas"},
        }
        if word in DETS and DETS[word].group not in ("def", "indef"):
            det = DETS[word]
            return self.det_form(det, gender, None)
        return clitics[gender].get(word, word)

    def pronoun_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        w = pieces[k].word
        if w == "lo":
            # "lo" before an adjective is the neuter article ("lo complicado"), and "lo que",
            # "lo cual" are neuter relatives ("por lo que fueron despedidos"): never flipped.
            nxt = self._next_word(pieces, k)
            if nxt is not None and nxt.word in ("que", "cual"):
                return None
            if nxt is not None and nxt.kind == "content" and not self.is_clitic(pieces, k):
                return None
        table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
        return table.get(w, w)

    # -- content words --------------------------------------------------------------

    def inflect(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        """The lexicon of pairs first (hand-checked person nouns: ``hombre``/``mujer``,
        ``peatón``/``peatona``), then Apertium (the form generated from the lemma with the
        gender tag swapped; ``<mf>`` words keep theirs), then the ending rules for words the
        dictionaries do not know or have in one gender only (they lack ``obispa``, ``ratona``).
        The rules may not turn a word the dictionaries know into one they do not know unless it
        can be a noun or adjective (``sentía`` never becomes ``sentío``). An all-capitals word
        (``CEO``) is an acronym and keeps its form."""
        enclitic = self._enclitic(word, gender)
        if enclitic is not None:
            return enclitic
        if word in self._acronyms:
            return word
        listed = (
            word in LEXICON
            or word in LEXICON_F
            or word in PLURAL_LEXICON
            or word in PLURAL_LEXICON_F
            or word in EPICENE
            or word in EPICENE_PL
        )
        morph = _morph()
        rs = (morph.readings(word) or ()) if morph is not None and not listed else ()
        if not listed and not rs and word.startswith("ex") and len(word) > 6 and word[2:].isalpha():
            # es-inflect-19: the prefix "ex-" written joined to a person noun ("exvicepresidenta",
            # "exbailarín") leaves the noun's gender to its base (RAE, *Nueva gramática* ch. 10,
            # prefixes; *Ortografía* 2010: "ex-" joined to a one-word base): the base inflects.
            base = word[2:]
            if base in LEXICON or base in LEXICON_F or (morph is not None and morph.readings(base)):
                form = self.inflect(base, gender, head, number)
                return None if form is None else "ex" + form
        if morph is not None and not listed and not rs and gender == "M" and word.endswith(("la", "las")):
            # es-inflect-19: the feminine in -a of a person noun in -l ("oficiala", "edila",
            # "bedelas"; RAE, *Nueva gramática* ch. 2, "concejal/concejala") that the dictionary
            # lacks: its masculine is the noun in -l it knows ("oficial"), not "oficialo".
            base = word[:-1] if word.endswith("a") else word[:-2] + "es"
            if any(r.pos == "n" and r.gender in ("m", "mf") for r in morph.readings(base) or ()):
                return base
        if morph is not None and rs:
            form = morph.other_gender(word, gender, ("n", "adj") if head else ("adj", "n"))
            if form is not None:
                return form
            if any("enc" in r.tags for r in rs):
                # A verb with an enclitic pronoun (``sustituyéndolo``, ``verlos``).
                for m, f in (("los", "las"), ("lo", "la")):
                    src, dst = (m, f) if gender == "F" else (f, m)
                    if word.endswith(src):
                        return word[: -len(src)] + dst
                return word
            if all("nt" in r.tags for r in rs):
                # es-inflect-45: a word the dictionary reads only as neuter ("ello": "Por ello, los
                # afiliados ...") has no masculine or feminine form (RAE, *Nueva gramática* ch. 16:
                # the neuter pronouns refer to no person): its "-o" is no gender ending ("ella").
                return word
        rule = self._to_fem(word) if gender == "F" else self._to_masc(word)
        if (
            morph is not None
            and rs
            and rule is not None
            and rule != word
            and not morph.known(rule)
            and not any(r.pos in ("n", "adj") or "pp" in r.tags for r in rs)
        ):
            return word
        if morph is not None and rs and rule is not None and rule != word and morph.known(rule):
            # es-inflect-25: a noun the dictionary knows in one gender only whose ending rule
            # gives another word it knows, of another lemma ("diseño" -> "diseña" of
            # "diseñar", "cargo" -> "carga", "caso" -> "casa"), is a thing: the rule would make
            # a different word, not the noun's other gender. (A person noun the dictionary
            # lacks in one gender, "obispa", gives a word it does not know: the rule stands.)
            nouns = {r.lemma for r in rs if r.pos == "n"}
            if (
                nouns
                and not {r.lemma for r in morph.readings(rule) or ()} & nouns
                and not any(r.pos == "adj" or "pp" in r.tags for r in rs)
            ):
                return word
        return rule

    @staticmethod
    def _enclitic(word: str, gender: Gender) -> str | None:
        for base in ("ar", "er", "ir", "ándo", "iéndo", "arse", "erse", "irse"):
            for m, f in (("lo", "la"), ("los", "las")):
                src, dst = (m, f) if gender == "F" else (f, m)
                if word.endswith(base + src) and len(word) > len(base + src) + 1:
                    return word[: -len(src)] + dst
                if word.endswith(base + dst) and len(word) > len(base + dst) + 1:
                    return word
        return None

    @property
    def _acronyms(self) -> frozenset[str]:
        """The acronyms of the sentence this thread is realising (see :meth:`realise`): kept
        per thread, not on the instance, so that one shared inflector serves many threads."""
        acronyms: frozenset[str] = getattr(_SENTENCE, "acronyms", frozenset())
        return acronyms

    def lexical(self, word: str, gender: Gender, number: Number | None) -> str | None:
        w = word
        if gender == "F":
            return LEXICON.get(w) or PLURAL_LEXICON.get(w)
        return LEXICON_F.get(w) or PLURAL_LEXICON_F.get(w)

    def _to_fem(self, w: str) -> str | None:
        if w in LEXICON:
            return LEXICON[w]
        if w in PLURAL_LEXICON:
            return PLURAL_LEXICON[w]
        if w in LEXICON_F or w in PLURAL_LEXICON_F or w in EPICENE or w in EPICENE_PL:
            return w
        if w in INVARIANT_OR or (w.endswith("es") and w[:-2] in INVARIANT_OR):
            return w
        for m, f in (
            ("ores", "oras"),
            ("ones", "onas"),
            ("eses", "esas"),
            ("anes", "anas"),
            ("ines", "inas"),
            ("os", "as"),
        ):
            if w.endswith(m) and len(w) > len(m) + 1:
                return w[: -len(m)] + f
        for m, f in (("ón", "ona"), ("és", "esa"), ("án", "ana"), ("ín", "ina"), ("or", "ora"), ("o", "a")):
            if w.endswith(m) and len(w) > len(m) + 1:
                return w[: -len(m)] + f
        return None

    def _to_masc(self, w: str) -> str | None:
        if w in LEXICON_F:
            return LEXICON_F[w]
        if w in PLURAL_LEXICON_F:
            return PLURAL_LEXICON_F[w]
        if w in LEXICON or w in PLURAL_LEXICON or w in EPICENE or w in EPICENE_PL:
            return w
        if len(w) > 5 and w.endswith(
            ("ista", "istas", "icida", "icidas", "iatra", "iatras", "nauta", "nautas", "ópata", "ópatas")
        ):
            # (es-inflect-38: nouns in the Greek "-ópata" are of common gender too, "el/la
            # osteópata", "homeópata", "sociópata", as the dictionary lists "psicópata" m/f)
            return w
        if w.endswith(("esa", "esas")) and not _demonym_esa(w):
            return w[:-2] + "os" if w.endswith("s") else w[:-1] + "o"
        for f, m in (("oras", "ores"), ("onas", "ones"), ("esas", "eses"), ("as", "os")):
            if w.endswith(f) and len(w) > len(f) + 1:
                return w[: -len(f)] + m
        for f, m in (("ora", "or"), ("ona", "ón"), ("esa", "és"), ("a", "o")):
            if w.endswith(f) and len(w) > len(f) + 1:
                if m == "ón" and any(c in w[:-3] for c in "áéíóú"):
                    m = "ono"  # one accent per word: archidiácona -> archidiácono
                return w[: -len(f)] + m
        return None

    def contract(self, prep: str, article: str) -> str | None:
        return {("de", "el"): "del", ("a", "el"): "al"}.get((prep, article))

    def word_gender(self, word: str) -> tuple[Gender, Number] | None:
        w = word
        if w in LEXICON:
            return ("M", "sg")
        if w in LEXICON_F:
            return ("F", "sg")
        if w in PLURAL_LEXICON:
            return ("M", "pl")
        if w in PLURAL_LEXICON_F:
            return ("F", "pl")
        if w in EPICENE or w in EPICENE_PL or w.endswith(("ista", "istas")):
            return None
        for suffix, g, n in (
            ("oras", "F", "pl"),
            ("ores", "M", "pl"),
            ("as", "F", "pl"),
            ("os", "M", "pl"),
            ("ora", "F", "sg"),
            ("or", "M", "sg"),
            ("a", "F", "sg"),
            ("o", "M", "sg"),
        ):
            if w.endswith(suffix) and len(w) > len(suffix) + 1:
                if suffix in ("or", "ores") and (w in INVARIANT_OR or w[:-2] in INVARIANT_OR):
                    return None
                return (g, n)
        return None

    # -- neutral ----------------------------------------------------------------------
