"""Spanish agreement read off a dependency parse (spaCy, with the Apertium dictionary).

The concept here is *which words of a sentence agree with a person noun* according to the
parse of the whole sentence, beyond the window of words next to the noun that
:class:`~fairmt.inflect.spanish.SpanishInflector` inflects by rule: the subject's
predicatives (:func:`_subject_predicatives`, :func:`_predicatives`: participles and
adjectives after *ser*/*estar*, a pseudo-copula such as *quedar* or *resultar*, "como" +
adjective, a bare predicative, a passive), agreeing modifiers (:func:`_modifiers`,
:func:`_agreeing`) and conjuncts (:func:`_coordinated`), with the gender and number each
token can take (:func:`_genders`, :func:`_numbers`, from spaCy's morphology and the
Apertium readings).

Decisions: a parse is trusted only where the dictionary agrees that a word can be an
adjective or participle (:func:`_adjective_reading`, :func:`_only_adjective`) and that its
gender and number can match the noun's; first and second person verbs and object clitics
stop a predicative (the subject is then not the noun). Both resources are optional
(:func:`_morph` is ``None`` without Apertium), and the rules of the inflector are the
fallback. Module-private names are shared with :mod:`fairmt.inflect.spanish` only.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.base import features_agree, word_tuple
from fairmt.inflect.spanish_controlled_infinitives import controlled_infinitive_predicative
from fairmt.inflect.spanish_coordination import conjunct, misparsed_coordination
from fairmt.inflect.spanish_marked_predicatives import marked_adverbial_predicative
from fairmt.inflect.spanish_morph import SpanishMorph, get_morph
from fairmt.inflect.spanish_object_control import controlling_object, object_controlled_predicatives
from fairmt.inflect.spanish_words import _HABER

_PREDICATIVE_DEPS = ("nsubj", "nsubj:pass")


def _participle_form(word: str) -> bool:
    """A past participle by Apertium's Spanish dictionary ("elegida", "nombrado")."""
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    return any(r.pos == "vblex" and "pp" in r.tags for r in rs)


def _predicatives(p: Any) -> list[Any]:
    """The words of the clause headed by ``p`` that agree with its subject: ``p`` itself when it is
    an adjective or participle (``eran simpáticos``, ``fue enviada``), its predicative
    complements (``se sintió ignorado``) and their coordinated adjectives."""
    out: list[Any] = []
    # A perfect tense: "ha concluido", "se ha referido" never agrees -- unless "sido"/"estado"
    # follows "haber": then the participle or adjective is the passive's or the copula's
    # predicative and agrees with the subject ("La profesora ha sido escogida", "ha estado
    # cansada"; RAE, Nueva gramática §41.1a and §37.1: the participle of the passive with
    # "ser" agrees in gender and number with the patient subject, in any tense of "ser").
    # es-inflect-37: the perfect's participle is invariable, but the predicative complement of that
    # verb still agrees with the subject in any tense ("se ha mostrado preocupada", "se habían visto
    # obligadas", "ha llegado cansada"; RAE, Nueva gramática §38.3 and §39.5): ``p`` itself is
    # left out, its complements are read below.
    perfect = any(
        c.dep_ == "aux" and (c.lemma_ == "haber" or c.lower_ in _HABER) for c in p.children
    ) and not any(c.dep_ in ("aux", "aux:pass", "cop") and c.lower_ in ("sido", "estado") for c in p.children)
    cop = any(c.dep_ == "cop" for c in p.children)
    # (A floating "todos/ambos" between the copula and the predicative is no determiner of it:
    # "Los médicos son todos muy jóvenes"; it agrees with the subject, below.)
    det = any(c.dep_ == "det" and c.lower_ not in _FLOATING for c in p.children)
    if cop and p.lower_ in _FLOATING and p.pos_ in ("PRON", "DET"):
        # A floating "todos/ambos" right after the copula, which the small model makes the
        # clause's head ("Mis colegas son todos muy cansados": "todos" ROOT, "cansados" its
        # amod): the quantifier agrees with the subject, and so does the adjective after it,
        # the real predicative (RAE, *Nueva gramática* §19.3 and §20.2: "todos" floating next
        # to the predicate agrees with the subject it quantifies).
        out.append(p)
        out += [
            c
            for c in p.children
            if c.dep_ == "amod" and c.i > p.i and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm"))
        ]
        # es-inflect-42: and the adjectives coordinated with that one, as below ("Las médicas
        # fueron todas muy amables y atentas": "atentas" conj of "amables"; NGLE §31.3)
        out += [c for r in out[1:] for c in r.children if c.dep_ == "conj" and _conjoined_adjective(c)]
        return out
    if not perfect and (
        p.pos_ == "ADJ"
        or "Part" in p.morph.get("VerbForm")
        or (p.pos_ == "NOUN" and cop and not det)
        # The small model files some copular predicates as finite verbs ("que estaba
        # descontenta": VERB, Person=3): with a copula, a word Apertium reads only as an
        # adjective or participle is the predicative.
        or (cop and not det and _only_adjective(p.lower_))
        # ... or tags a predicative VERB whose form is also a finite verb ("estaba contenta":
        # "contenta" is also "contentar"); a word with a copula is a predicative.
        or (cop and not det and p.pos_ == "VERB" and _adjective_reading(p.lower_))
    ):
        out.append(p)
    if cop:
        # A floating "todos/ambos" between the copula and the predicative agrees with the subject
        # ("Los médicos son todos muy jóvenes" -> "Las médicas son todas muy jóvenes"; RAE,
        # Nueva gramática §19.3 and §20.2), whatever the small model files it as.
        c0 = min(c.i for c in p.children if c.dep_ == "cop")
        out += [
            c
            for c in p.children
            if c.lower_ in _FLOATING and c.dep_ in ("det", "advmod", "nsubj") and c0 < c.i < p.i
        ]
    if p.pos_ == "NOUN" and cop and not det:
        # A participle between the copula and a bare predicative noun is the subject's, not the
        # noun's adjective, which the small model makes it when the two disagree ("La abogada
        # estuvo elegida presidente": "elegida" amod of "presidente").
        c0 = min(c.i for c in p.children if c.dep_ == "cop")
        out += [c for c in p.children if c.dep_ == "amod" and c0 < c.i < p.i and _participle_form(c.lower_)]
    # What each dependent's tests below read of the verb alone, read once.
    semi = _semi_copula(p)
    pronominal = _pronominal_semi_copula(p)
    subject_before = any(x.dep_.startswith("nsubj") and x.i < p.i for x in p.children)
    # A predicative complement of the subject: spaCy's xcomp, and what the small model files as
    # the verb's object after a pseudo-copula ("quedó impresionado", "parecieron preocupados",
    # "miraba cansado y triste"). An adjective is no object; when the verb has a real object
    # (a noun or a clitic: "la encontró cansada"), the adjective predicates of that object, not
    # of the subject, and is left alone.
    # So is a bare noun or adjective after "como" ("se ofreció como voluntario").
    objects = [
        c
        for c in p.children
        if c.dep_ in ("obj", "iobj")
        and not _bare_predicative(c)
        and not _como_predicative(c)
        and not (semi and _adjective_not_noun(c))
    ]
    # "le"/"les" is a direct object after most verbs (leísmo: "le encontró cansado"), but the
    # dative experiencer of "parecer"/"resultar" ("le pareció cansado": the subject is tired).
    # A "me/te/nos/os" of the verb's own person is reflexive ("me siento cansada"), no object.
    own = _REFLEXIVE.get((tuple(p.morph.get("Person")), tuple(p.morph.get("Number"))), "")
    # (A noun after a preposition other than the personal "a" is an oblique the small model
    # filed as an object: "quedó impresionada por su trabajo".)
    # (es-inflect-45: nor is a word with a copula of its own, "cree estar enfermo": a predicate.)
    real_object = any(
        (
            c.pos_ in ("NOUN", "PROPN")
            and not any(x.dep_ == "case" and x.lower_ not in ("a", "al") for x in c.children)
            and not any(x.dep_ == "cop" for x in c.children)
        )
        or (c.lower_ in _OBJECT_CLITICS and c.lower_ != own)
        or (c.lower_ in ("le", "les") and p.lemma_ not in _DATIVE_COPULAS)
        for c in objects
    )
    # es-inflect-45: "Ordenó a la enfermera estar preparada": the object's (spanish_object_control)
    controlled = object_controlled_predicatives(p)
    for c in p.children:
        # No punctuation between the verb and ``c``, on either side ("(sugerido por ...)").
        unbroken = not any(t.is_punct for t in p.doc[min(p.i, c.i) + 1 : max(p.i, c.i)])
        xcomp = c.dep_ == "xcomp" and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm"))
        # es-inflect-21: an ordinal the small model tags as a verb ("terminó segundo", §38.3)
        # es-inflect-31: so does any word Apertium reads only as an adjective ("parecen
        # tranquilas", tagged VERB; NGLE §38.3, the predicative of a semi-copula agrees).
        # es-inflect-50: after any verb, with no object, as the ADJ the model files as "obj"
        # below ("Durmieron tranquilas", VERB xcomp, beside "tranquilos", ADJ obj; §38.2).
        xcomp = xcomp or (
            c.dep_ == "xcomp"
            and _adjective_not_noun(c)
            and (
                (semi and (_ordinal(c) or _only_adjective(c.lower_)))
                or (c.i > p.i and not real_object and unbroken and _only_adjective(c.lower_))
            )
        )
        # The small model also files the participle or adjective of "estar"/"ser" and of a
        # pseudo-copula as a clausal complement ("estuvo acompañada", ccomp): no clause has an
        # adjective or participle alone for its head, so it is the predicative.
        xcomp = xcomp or (
            c.dep_ == "ccomp"
            and p.lemma_ in _COPULA_VERBS
            and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm"))
            and not any(x.dep_.startswith("nsubj") or x.dep_ in ("cop", "aux", "mark") for x in c.children)
        )
        # es-inflect-36: so is a word after a pseudo-copula that the model tags as the verb form
        # it shares its spelling with and files as a clause, when Apertium reads it as an
        # adjective ("parece contenta con el equipo": "contentar"): a finite clause after
        # "parecer" needs "que", and this one has no subject, object or conjunction of its own.
        xcomp = xcomp or (
            c.dep_ in ("ccomp", "advcl")
            and c.i > p.i
            and semi
            and _adjective_not_noun(c)
            and not any(
                x.dep_.startswith("nsubj") or x.dep_ in ("obj", "cop", "aux", "mark") for x in c.children
            )
            and unbroken
        )
        # es-inflect-44: the predicative of a subjectless "ser"/"estar" infinitive the model files
        # as a clause or an object ("espera ser trasladada"): subject control, no object
        xcomp = xcomp or (controlled_infinitive_predicative(c, p) and not real_object and unbroken)
        # (A participle filed as an adverb, "nos sentimos agotados", too; not an adjective
        # used as an adverb, "corre rápido".)
        # Not past punctuation ("(sugerido por ...)" is a parenthetical), and a word that can
        # be a noun ("encontró significado") only after a pseudo-copula.
        bare = (
            (
                c.dep_ == "obj"
                or (c.dep_ == "advmod" and "Part" in c.morph.get("VerbForm"))
                or (c.dep_ == "amod" and p.pos_ in ("VERB", "AUX"))  # no verb has an adjective modifier
            )
            and not real_object
            and (_bare_predicative(c) or (semi and _adjective_not_noun(c)))
            and not (_object_predicative(c) and not pronominal)
            and unbroken
            and (semi or not _may_be_noun(c.lower_))
        )
        # es-inflect-28: a feminine or plural adjective the parser files as an adverb after a
        # pseudo-copula ("se volvió famosa"; spanish_marked_predicatives).
        bare = bare or (semi and not real_object and marked_adverbial_predicative(c) and unbroken)
        como = c.dep_ in ("obj", "obl", "advcl", "xcomp") and not real_object and _como_predicative(c)
        # es-inflect-37: a clause has one subject; a second one after a pseudo-copula whose subject
        # stands before it is the predicative the small model misfiled ("Las jugadoras se sienten
        # frustradas": "frustradas" nsubj), when Apertium reads it as an adjective or participle
        # and not as a noun (RAE, *Nueva gramática* §38.3).
        second_subject = (
            c.dep_ == "nsubj"
            and c.i > p.i
            and semi
            and subject_before
            and _adjective_not_noun(c)
            and unbroken
        )
        if (xcomp or bare or como or second_subject) and c not in controlled:
            out.append(c)
    # A conjunct with a subject of its own heads another clause ("El supervisor estuvo herido y el
    # coche estuvo destruido"): its predicative agrees with that subject, not with ``p``'s (RAE,
    # Nueva gramática §33.1: the predicative agrees with the subject of its own clause).
    out += [
        c
        for r in list(out)
        for c in r.children
        if c.dep_ == "conj"
        and _conjoined_adjective(c)
        and not any(x.dep_.startswith("nsubj") for x in c.children)
    ]
    return out


def _apertium_features(word: str, tag: dict[str, str]) -> list[str]:
    """The one value of a feature (``tag`` maps Apertium's tags to spaCy's values) that every
    adjective or participle reading of ``word`` has, as spaCy lists it; ``[]`` when the readings
    disagree, have none, or the dictionaries are missing."""
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    values = {
        next((v for t, v in tag.items() if t in r.tags), "")
        for r in rs
        if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)
    }
    return [values.pop()] if len(values) == 1 and "" not in values else []


def _genders(tok: Any) -> list[str]:
    """The gender of ``tok``: the one Apertium's adjective and participle readings agree on (the
    form decides: the small model tags some feminine predicatives masculine, "Algunas de las
    niñas son enfermas": ``Gender=Masc``), else spaCy's (also where the parse gives one and the
    dictionaries none, or their readings disagree: "feliz", "joven")."""
    return _apertium_features(tok.lower_, {"f": "Fem", "m": "Masc"}) or list(tok.morph.get("Gender"))


def _numbers(tok: Any) -> list[str]:
    """spaCy's number of ``tok``, or Apertium's where the parse gives none (as :func:`_genders`)."""
    number = list(tok.morph.get("Number"))
    if not number or tok.morph.get("VerbForm") == ["Fin"]:
        return _apertium_features(tok.lower_, {"sg": "Sing", "pl": "Plur"}) or number
    return number


def _adjective_reading(word: str) -> bool:
    """Whether Apertium has a gendered adjective or participle reading of ``word``."""
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    return any(
        (r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)) and r.gender in ("m", "f") for r in rs
    )


def _only_adjective(word: str) -> bool:
    """Whether Apertium reads ``word`` only as an adjective or a participle (``descontenta``,
    ``famélicas``); ``False`` for an unknown word and without the dictionaries."""
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    return bool(rs) and all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs)


def _conjoined_adjective(c: Any) -> bool:
    """Whether the conjunct ``c`` of a predicative is an adjective too: tagged so, or a bare
    word Apertium reads only as an adjective or participle (the small model tags the second
    of "cansadas y famélicas" as a noun)."""
    if c.pos_ == "ADJ":
        return True
    if c.pos_ == "ADV" and c.dep_ == "conj" and not list(c.children)[1:]:
        # es-inflect-23 (closedes29): a conjunct the small model tags as an adverb that the
        # dictionary reads as a gendered adjective and never as a noun ("exigente pero justo";
        # "justo" is also an adverb): coordinated predicatives share their subject (NGLE §31.3).
        return _adjective_reading(c.lower_) and not _may_be_noun(c.lower_)
    return (
        c.pos_ == "NOUN"
        and not any(x.dep_ in ("det", "case", "nummod") for x in c.children)
        # es-inflect-21 (closedes28): or an adjective never a noun beside a verb reading
        # ("contentas", also "tú contentas"; NGLE §31.3: coordinated predicatives share their subject)
        and (_only_adjective(c.lower_) or _adjective_not_noun(c))
    )


#: Object clitics: a verb with one of these has a real object ("la encontró cansada").
_OBJECT_CLITICS = frozenset(["lo", "la", "los", "las", "me", "te", "nos", "os"])
#: Pseudo-copulas (verbos semicopulativos): their bare adjective or participle is a
#: predicative of the subject even where the word could also be a noun ("quedó herido").
_PSEUDO_COPULAS = frozenset(
    word_tuple(
        """quedar parecer resultar sentir volver mostrar mantener seguir continuar permanecer andar
    acabar terminar salir llegar nacer morir vivir"""
    )
)


#: Quantifiers that float next to a plural subject and agree with it.
_FLOATING = frozenset(["todos", "todas", "ambos", "ambas"])
#: Indefinite pronouns that refer to a person of either gender.
_INDEFINITE_PERSONS = frozenset(["alguien", "nadie"])


def _first_second_verb(word: str) -> bool:
    """Whether Apertium reads ``word`` only as a first- or second-person verb form
    (``éramos``, ``estábamos``); ``False`` for other words and without the dictionaries."""
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    return bool(rs) and all(
        r.pos in ("vblex", "vbser", "vbhaver", "vbmod") and {"p1", "p2"} & set(r.tags) for r in rs
    )


#: Copulas and pseudo-copulas whose adjective or participle complement is a predicative.
_COPULA_VERBS = frozenset(["ser", "estar"]) | _PSEUDO_COPULAS


def _first_or_third(tok: Any) -> bool:
    """Whether the finite ``tok`` is a singular form that the first and the third person share
    (imperfect indicative, conditional, subjunctive: "estaba", "sentía", "sería", "fuera"),
    which the parser files as third person. With no subject and no noun before it in the
    sentence, its dropped subject is the speaker as much as anyone ("Sentía solitario en la casa
    nueva" for "I felt lonely"); a dropped "he"/"she" is a source cue that covers the word
    anyway, so the realiser keeps it fixed."""
    m = tok.morph
    if m.get("Number") != ["Sing"] or m.get("Person") != ["3"] or m.get("VerbForm") != ["Fin"]:
        return False
    mood, tense = m.get("Mood"), m.get("Tense")
    return mood in (["Cnd"], ["Sub"]) or (mood == ["Ind"] and tense == ["Imp"])


def _may_be_noun(word: str) -> bool:
    """Whether Apertium reads ``word`` as a noun (``significado``); ``False`` without it."""
    morph = _morph()
    return morph is not None and any(r.pos == "n" for r in morph.readings(word) or ())


#: The reflexive clitic of each first and second person (the verb's Person, Number).
_REFLEXIVE = {
    (("1",), ("Sing",)): "me",
    (("2",), ("Sing",)): "te",
    (("1",), ("Plur",)): "nos",
    (("2",), ("Plur",)): "os",
}
#: Copular verbs whose "le"/"les" is a dative experiencer, not an object.
_DATIVE_COPULAS = frozenset(["parecer", "resultar"])


def _como_predicative(c: Any) -> bool:
    """Whether ``c`` is a bare noun or adjective introduced by "como" (a predicative of the
    subject: "trabajó como voluntario", "actuó como mediadora"); with a determiner it is a
    comparison or a thing ("como un huracán") and is left alone."""
    return (
        c.pos_ in ("NOUN", "ADJ")
        and any(x.lower_ == "como" and x.dep_ in ("mark", "case") for x in c.children)
        and not any(x.dep_ in ("det", "nummod") for x in c.children)
    )


def _bare_predicative(c: Any) -> bool:
    """Whether the dependent ``c`` reads as a bare predicative: an adjective or participle, or a
    word that Apertium reads only as an adjective or participle (the small model tags
    "silenciosos" as a noun, and es-inflect-43 "el cocinero se fugó disfrazado" a finite
    verb), with no determiner, preposition or numeral of its own."""
    if any(x.dep_ in ("det", "case", "nummod") for x in c.children):
        return False
    if c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm"):
        return True
    morph = _morph()
    if c.pos_ not in ("NOUN", "VERB") or morph is None:
        return False
    rs = morph.readings(c.lower_) or ()
    return bool(rs) and all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs)


def _object_predicative(c: Any) -> bool:
    """Whether the bare adjective ``c`` has the direct object the small model hangs on it, a
    person after the personal "a" ("La directora vio cansada a la secretaria", "consideró
    perezosos a los trabajadores"): then it is that object's predicative, not the subject's
    (RAE, *Nueva gramática* §38.2, predicatives of the direct object, and §34.8, the "a" of a
    personal direct object)."""
    return any(
        x.pos_ in ("NOUN", "PROPN", "PRON")
        and x.dep_ in ("obj", "iobj", "nmod")  # (not a place: "llegó cansada a casa", obl)
        and x.i > c.i
        and any(y.dep_ == "case" and y.lower_ in ("a", "al") for y in x.children)
        for x in c.children
    )


def _pronominal_semi_copula(p: Any) -> bool:
    """es-inflect-37: whether ``p`` is a pseudo-copula with its reflexive clitic before it ("se
    encontraban", "se sintió", "me veo"): a pronominal pseudo-copula takes no direct object, so a
    personal "a" phrase after its adjective is the adjective's own complement ("se encontraban
    enfrentadas a las normativas", "se sentía expuesta a críticas"), not the object the adjective
    would predicate of (RAE, *Nueva gramática* §38.3 and §41.13)."""
    return _semi_copula(p) and any(
        c.lower_ in ("se", "me", "te", "nos", "os") and c.i < p.i for c in p.children
    )


def _semi_copula(p: Any) -> bool:
    """Whether the verb ``p`` is a pseudo-copula (:data:`_PSEUDO_COPULAS`), or "verse",
    "encontrarse", "hallarse" with their "se" ("La ministra se vio obligada a dimitir", "se
    encontraba cansado"): semi-copulative verbs whose adjective or participle is the subject's
    predicative (RAE, *Nueva gramática* §38.3)."""
    if p.lemma_ in _PSEUDO_COPULAS:
        return True
    return p.lemma_ in ("ver", "encontrar", "hallar") and any(
        c.lower_ == "se" and c.i < p.i for c in p.children
    )


def _ordinal(c: Any) -> bool:
    """Whether Apertium reads ``c`` as an ordinal adjective ("segundo", "cuarta")."""
    morph = _morph()
    return morph is not None and any(
        r.pos == "adj" and "ord" in r.tags for r in morph.readings(c.lower_) or ()
    )


def _adjective_not_noun(c: Any) -> bool:
    """Whether the bare dependent ``c`` of a pseudo-copula can be an adjective or participle and
    not a noun by Apertium's dictionary, whatever verb forms it shares its spelling with
    ("parecen contentas": also "contentar"): after *parecer*, *quedar* or *resultar* such a word
    is the predicative (RAE, *Nueva gramática* §38.3, the semi-copulative verbs)."""
    if any(x.dep_ in ("det", "case", "nummod") for x in c.children):
        return False
    morph = _morph()
    rs = (morph.readings(c.lower_) or ()) if morph is not None else ()
    # es-inflect-21 (closedes28): an ordinal is the predicative even where it is also a noun
    # ("terminó segunda", "quedó cuarto": an ordinal as predicative complement of a result verb
    # ranks the subject, NGLE §38.3; the noun "segundo" takes a determiner, "un segundo").
    ordinal = any(r.pos == "adj" and "ord" in r.tags for r in rs)
    return any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs) and (
        ordinal or not any(r.pos == "n" for r in rs)
    )


def _agreeing(noun: Any) -> list[Any]:
    """Words outside the noun phrase that agree with ``noun`` in spaCy's parse (es-inflect-45:
    with the predicatives of the infinitive it controls as object, spanish_object_control)."""
    controlled = object_controlled_predicatives(noun.head) if controlling_object(noun.head) == noun else []
    return _modifiers(noun) + _subject_predicatives(noun) + controlled


def _modifiers(noun: Any) -> list[Any]:
    """Adjectives after ``noun`` that modify it (``un arquitecto muy bueno``), and the
    adjectives coordinated with them."""
    out: list[Any] = [
        c
        for c in noun.children
        if (
            c.dep_ == "amod"
            and c.i > noun.i
            and not any(x.dep_ == "case" for x in c.children)
            and (not any(t.is_punct for t in noun.doc[noun.i + 1 : c.i]) or _incidental(noun, c))
        )
        # (the small model also files an incidental adjective as the noun's conjunct)
        or (c.dep_ == "conj" and c.pos_ == "ADJ" and c.i > noun.i and _incidental(noun, c))
        or _flat_adjective(noun, c)
    ]
    out += [c for a in list(out) for c in a.children if c.dep_ == "conj" and c.pos_ == "ADJ"]
    return out


def _flat_adjective(noun: Any, c: Any) -> bool:
    """Whether ``c`` is an adjective right after the common noun ``noun`` that the small model
    filed as part of a multiword name (``flat``) instead of its modifier, mostly when a bare
    plural opens the sentence and the adjective is a demonym the dictionary lacks ("Vecinas
    uzbecas han participado": "uzbecas" flat of "Vecinas"). A ``flat`` chain joins the
    words of a proper name, and a common noun heads none; an adjective next to it that the
    model reads in the noun's own gender and number is its attributive adjective and agrees with
    it (RAE, *Nueva gramática* §13.2). A capitalised word is a name's ("las enfermeras Sin
    Fronteras") and stays out. es-inflect-42."""
    return (
        c.dep_ == "flat"
        and c.pos_ == "ADJ"
        and noun.pos_ == "NOUN"
        and c.i == noun.i + 1
        and not c.is_title
        and not c.is_upper
        and bool(c.morph.get("Gender"))
        and c.morph.get("Gender") == noun.morph.get("Gender")
        and c.morph.get("Number") == noun.morph.get("Number")
    )


def _incidental(noun: Any, adj: Any) -> bool:
    """Whether ``adj`` is an incidental adjective set off by commas right after ``noun`` ("Los
    médicos, cansados, volvieron a casa"; "Las enfermeras, muy orgullosas, ..."): only a comma
    and degree adverbs between the two, and a comma (or the sentence's end) right after the
    adjective or its last conjunct. Such an explanatory adjective or predicative adjunct agrees
    with its noun like an attributive one (RAE, *Nueva gramática* §13.13, adjetivos
    explicativos, and ch. 38, complementos predicativos incidentales)."""
    doc = noun.doc
    # (the noun's own complements may come first: "La jefa de cirugía, nombrada ...")
    own = {t.i for t in noun.subtree} - {t.i for t in adj.subtree}
    k = noun.i + 1
    while k < adj.i and k in own and not doc[k].is_punct:
        k += 1
    between = doc[k : adj.i]
    if not len(between) or between[0].text != "," or any(t.pos_ != "ADV" for t in between[1:]):
        return False
    # (the adjective's own complements belong to it: "La autora, conocida por sus novelas, ...")
    last = max(t.i for t in adj.subtree if not t.is_punct)
    return last + 1 >= len(doc) or doc[last + 1].text in (",", ".", ";")


def _coordinated(noun: Any) -> list[Any]:
    """The nouns of the coordinated subject that ``noun`` belongs to ("El director y el
    secretario estaban cansados"): the first conjunct and its noun conjuncts, in order; just
    ``[noun]`` when it is coordinated with no other noun."""
    root = noun.head if noun.dep_ == "conj" and noun.head.pos_ in ("NOUN", "PROPN") else noun
    members = [root, *(c for c in root.children if c.dep_ == "conj" and conjunct(c))]
    if noun in members and len(members) > 1:
        return members
    return misparsed_coordination(noun) or [noun]


def _subject_predicatives(noun: Any) -> list[Any]:
    """The predicatives of the clauses whose subject is ``noun``, and of a relative clause on
    it."""
    out: list[Any] = []
    # es-inflect-33: the small model parses a nominalised participle subject as a clausal one
    # ("El recién llegado fue recibido": "llegado" csubj); with its own article it is a noun
    # phrase, not a clause (RAE, *Nueva gramática* §13.11 on nominalised adjectives).
    nominal_csubj = noun.dep_ == "csubj" and any(c.dep_ == "det" and c.i < noun.i for c in noun.children)
    if (noun.dep_ in _PREDICATIVE_DEPS or nominal_csubj) and noun.head != noun:
        h = noun.head
        if h.dep_ in ("cop", "aux", "aux:pass") and h.head != h and h.head.i > h.i:
            # The small model hangs some subjects on the copula ("Los abogados estuvieron
            # convencidos": "abogados" nsubj of "estuvieron", itself cop of "convencidos"); the
            # copula is no clause of its own, so the subject is its predicate's (RAE, *Nueva
            # gramática* §37.1: the copula links the subject to the predicative).
            h = h.head
        if (
            h.pos_ == "ADV"
            and h.dep_ == "advmod"
            and h.head.i > h.i
            and any(c.dep_ == "cop" for c in h.children)
            and (h.head.pos_ == "ADJ" or "Part" in h.head.morph.get("VerbForm"))
        ):
            # es-inflect-35: the small model hangs the subject and the copula on a degree adverb
            # of the predicative ("La periodista que lo entrevistó estaba muy bien preparada":
            # "bien" nsubj head, itself advmod of "preparada"); the adverb modifies the
            # adjective, which is the predicative (RAE, *Nueva gramática* §37.1, §30.3).
            h = h.head
        heads = [h] + [
            c
            for c in h.children
            if c.dep_ == "conj" and not any(x.dep_.startswith("nsubj") for x in c.children)
        ]
        for p in heads:
            out += _predicatives(p)
            out += _depictives_on_oblique(p)
    # A relative clause on the noun with a copular predicate ("el invitado que estaba
    # descontento"); passives and longer chains are left alone (the clause may attach to
    # another noun: "respuestas ... de las mujeres, que podían ser percibidas").
    for c in noun.children:
        # A passive right after its noun ("El actor que fue elegido es famoso": the relative
        # pronoun next to the noun) is the noun's too.
        passive = (
            any(x.dep_ == "aux:pass" or (x.dep_ == "aux" and x.lemma_ == "ser") for x in c.children)
            and ("Part" in c.morph.get("VerbForm") or _participle_form(c.lower_))
            and any(
                x.dep_.startswith("nsubj")
                and x.lower_ in ("que", "quien", "quienes")
                # (an explanatory relative after a comma: "Los trabajadores, que habían sido
                # despedidos, ..."; RAE, Nueva gramática §44.1: its antecedent is the noun too)
                and (x.i == noun.i + 1 or (x.i == noun.i + 2 and noun.doc[noun.i + 1].text == ","))
                for x in c.children
            )
        )
        if (
            c.dep_ == "acl"
            # (es-inflect-19) also a pseudo-copula of the relative clause ("la arquitecta, que
            # parecía agotada"): its adjective complement is a predicative of the relative's
            # subject, whose antecedent is the noun (RAE, *Nueva gramática* §38.2 on
            # pseudo-copulative verbs; §44.1 on the explanatory relative).
            and (any(x.dep_ == "cop" for x in c.children) or passive or c.lemma_ in _PSEUDO_COPULAS)
            and any(
                # (MT output writes the interrogative "quién" for the relative: "un vecino quién era")
                x.dep_.startswith("nsubj") and x.lower_ in ("que", "quien", "quienes", "quién", "quiénes")
                for x in c.children
            )
        ):
            out += _predicatives(c)
    out += _relative_on_complement(noun)
    return out


def _depictives_on_oblique(verb: Any) -> list[Any]:
    """es-inflect-35: an adjective or participle that ends the clause and that the small model
    hangs on the verb's oblique noun although it cannot agree with it ("La cantante salió del
    escenario agotada": "agotada" amod of "escenario"): a predicative adjunct of the subject
    (RAE, *Nueva gramática* §38.4, complementos predicativos no seleccionados). Only when the
    noun and the adjective each have one gender and the two differ; an adjective that may be the
    noun's ("salió del escenario agotado") is left alone."""
    out: list[Any] = []
    for o in verb.children:
        if o.dep_ != "obl" or o.pos_ != "NOUN" or o.i < verb.i or len(o.morph.get("Gender")) != 1:
            continue
        for a in o.children:
            if a.dep_ != "amod" or a.i < o.i or len(a.morph.get("Gender")) != 1:
                continue
            if a.morph.get("Gender") == o.morph.get("Gender"):
                continue
            nxt = a.doc[a.i + 1] if a.i + 1 < len(a.doc) else None
            if nxt is not None and not nxt.is_punct:
                continue
            out.append(a)
    return out


def _relative_on_complement(noun: Any) -> list[Any]:
    """pairs28 (es-inflect-21): the predicatives of a relative clause that the parser hangs on
    the noun's "de" complement when their gender shows it is the noun's ("la abogada de su
    marido, que parecía nerviosa": "nerviosa" cannot be said of "marido"). A relative after
    "N1 de N2" may have either noun as antecedent, and agreement decides it (RAE, *Nueva
    gramática* §44.1-44.2 on the antecedent of the relative; §38.2 on the pseudo-copula's
    predicative, which agrees with the relative's subject). Only a copular or pseudo-copular
    relative whose subject is "que"/"quien", a complement noun with one gender, and predicatives
    of the noun's gender and not the complement's."""
    own = noun.morph.get("Gender")
    out: list[Any] = []
    if len(own) != 1:
        return out
    for m in noun.children:
        other = m.morph.get("Gender") or _complement_gender(m)
        if m.dep_ != "nmod" or len(other) != 1 or other == own or m.i < noun.i:
            continue
        if not any(x.dep_ == "case" and x.lower_ in ("de", "del") for x in m.children):
            continue
        for c in m.children:
            if c.dep_ != "acl" or not (
                any(x.dep_ == "cop" for x in c.children) or c.lemma_ in _PSEUDO_COPULAS
            ):
                continue
            if not any(x.dep_.startswith("nsubj") and x.lower_ in ("que", "quien") for x in c.children):
                continue
            out += [p for p in _predicatives(c) if p.morph.get("Gender") == own]
    return out


def _complement_gender(m: Any) -> list[str]:
    """es-inflect-35: the gender of a "de" complement the small model leaves without one
    ("del restaurante"), shown by its article: the contraction "del" is "de" + "el" (RAE,
    *Nueva gramática* §14.1), "de la/las/los/una" by the determiner's own gender."""
    if any(x.dep_ == "case" and x.lower_ == "del" for x in m.children):
        return ["Masc"]
    for x in m.children:
        if x.dep_ == "det" and x.i < m.i and x.lower_ in _ARTICLE_GENDERS:
            return [_ARTICLE_GENDERS[x.lower_]]
    return []


_ARTICLE_GENDERS = {"el": "Masc", "los": "Masc", "un": "Masc", "la": "Fem", "las": "Fem", "una": "Fem"}


def _singular_predicate(cand: Any) -> bool:
    """Whether ``cand`` is a singular predicative whose own finite copula or auxiliary is
    singular too ("Los enfermeros quién estuvo contratado ... estuvo cansado"): the MT made the
    whole predicate singular for a plural subject (a number error, often after the interrogative
    "quién" it writes for the relative). The predicative still agrees with its subject in gender
    (RAE, *Nueva gramática* §33.1: the predicative agrees with the subject in gender and
    number; the MT broke the number only), so the realiser changes its gender and keeps its
    number. A predicative with no finite verb of its own, or a plural one, is not such a case;
    nor is a conjunct with a copula of its own ("... después de la fábrica estuvo cerrada",
    misparsed as a conjunct of the workers' predicative): that is another clause, whose
    singular subject the parse lost."""
    if _numbers(cand) != ["Sing"] or cand.dep_ == "conj":
        return False
    finite = [
        c
        for c in cand.children
        if c.dep_ in ("cop", "aux", "aux:pass") and c.morph.get("VerbForm") == ["Fin"]
    ]
    return bool(finite) and all(c.morph.get("Number") == ["Sing"] for c in finite)


def _adjective_of(morph: SpanishMorph, word: str, nxt: str) -> bool:
    """Whether ``word`` reads as an adjective that agrees with the noun ``nxt`` after it ("altos
    costes"; not "empleado retroalimentación", where the genders differ, nor "empleada
    retroalimentación", a noun that is otherwise only a participle)."""

    def feats(rs: tuple[Any, ...], pos: tuple[str, ...]) -> set[tuple[str, str]]:
        return {(r.gender, r.number) for r in rs if r.pos in pos or (r.pos == "vblex" and "pp" in r.tags)}

    after = morph.readings(nxt) or ()
    if not any(r.pos == "n" for r in after) or any(r.pos == "vblex" and "pp" not in r.tags for r in after):
        return False
    mine = morph.readings(word) or ()
    if any(r.pos == "n" for r in mine) and not any(r.pos == "adj" for r in mine):
        # A noun that is otherwise only a participle ("la empleada retroalimentación": the
        # employee, and "empleada" of "emplear") is the noun: a participle seldom stands
        # before its noun in Spanish, and the adjectives that do are listed as adjectives.
        return False
    return features_agree(feats(mine, ("adj",)), {(r.gender, r.number) for r in after if r.pos == "n"})


def _morph() -> SpanishMorph | None:
    m = get_morph()
    return m if m.available else None


#: Forms of "ser" that make a periphrastic passive with a participle ("fue nombrada directora").
_SER_PASSIVE = frozenset(
    word_tuple("""es son era eran fue fueron será serán sería serían sea sean fuera fueran fuese fuesen
    sido siendo ser""")
)


def _clause_subject(v: Any) -> Any | None:
    """The subject of the clause headed by ``v``: its own (``nsubj``/``nsubj:pass``), or, for a
    conjunct with none, the subject of the clause it is coordinated with ("Ana se unió al grupo
    y fue nombrada directora": coordinated predicates share their subject, RAE, *Nueva
    gramática* §31.3)."""
    for _ in range(6):
        subjects = [c for c in v.children if c.dep_ in _PREDICATIVE_DEPS]
        if subjects:
            return subjects[0]
        if v.head == v or not (
            v.dep_ == "conj"
            # (the small model hangs a participle on its auxiliary "ser" as a clausal
            # complement, "Hartnett fue expuesta": "fue" then holds the subject)
            or (v.dep_ in ("ccomp", "xcomp") and v.head.pos_ == "AUX" and v.head.lower_ in _SER_PASSIVE)
        ):
            return None
        v = v.head
    return None


def _passive_participle_head(v: Any) -> bool:
    """Whether ``v`` is a participle with a form of "ser" as its auxiliary (a periphrastic
    passive: "fue nombrada", "siendo elegido")."""
    return bool(
        ("Part" in v.morph.get("VerbForm") or _participle_form(v.lower_))
        and any(c.dep_ in ("aux", "aux:pass", "cop") and c.lower_ in _SER_PASSIVE for c in v.children)
    )


def _named_subject_of(noun: Any) -> Any | None:
    """es-inflect-19: the proper name that the person noun ``noun`` is predicated of, or ``None``.

    A person noun names the same person as a subject it is the attribute or predicative of
    (RAE, *Nueva gramática* §37.1, the attribute of "ser"; §38.2-38.4, the predicative
    complement of the subject, also of a passive, "fue nombrada jueza", and with "como",
    "trabajó como pintora"), and as the name it stands in apposition to (§12.13, "Skelton, una
    escritora de comedia, ..."). Read off spaCy's parse: ``noun`` is an apposition (or a "como"
    phrase) of the name; the head of a copular clause ("Ana es pintora", "y ha sido profesora",
    "llegó a ser editora"); a bare "como" phrase of a clause; or the object or complement of a
    passive participle. The subject is the clause's own or, for a coordinated predicate, the
    first conjunct's (:func:`_clause_subject`). Only a capitalised proper name counts: a common
    noun subject ("La jefa fue nombrada directora") is a person span of its own."""
    h = noun.head
    subj: Any | None = None
    como = any(c.lower_ == "como" and c.dep_ in ("mark", "case") for c in noun.children)
    if noun.dep_ == "appos" or (como and noun.dep_ == "nmod"):
        subj = h if h.pos_ == "PROPN" and h.dep_ in _PREDICATIVE_DEPS else None
    elif any(c.dep_ == "cop" for c in noun.children):
        subj = _clause_subject(noun)
        if subj is None and noun.dep_ == "xcomp" and h != noun:
            subj = _clause_subject(h)
    elif h != noun and h.pos_ in ("VERB", "AUX", "ADJ"):
        # A bare noun after "a" completes a passive of promotion or appointment as its
        # predicative ("fue ascendida a capitana"; §38.4, prepositional predicatives).
        bare_a = (
            any(c.lower_ == "a" and c.dep_ in ("mark", "case") for c in noun.children)
            and not any(c.dep_ in ("det", "nummod") for c in noun.children)
            and noun.dep_ in ("obj", "obl", "advcl", "xcomp")
            and _passive_participle_head(h)
        )
        if (
            (como and noun.dep_ in ("obj", "obl", "xcomp", "advcl"))
            or bare_a
            or (
                # (the complement itself, not a "por" agent the small model files as the
                # object: "fue asesinado por un jefe")
                noun.dep_ in ("obj", "xcomp")
                and _passive_participle_head(h)
                and not any(c.dep_ == "case" for c in noun.children)
            )
        ):
            subj = _clause_subject(h)
    if subj is None or subj.pos_ != "PROPN" or not subj.text[:1].isupper():
        return None
    return subj


def _perfect_conjunct(c: Any) -> bool:
    """Whether ``c`` is a participle coordinated under the "haber" of its first conjunct, with no
    auxiliary of its own ("ha contribuido y escrito"): a compound perfect, which never agrees
    (RAE, *Nueva gramática*: the participle of the compound tenses does not agree; as the
    perfect in :func:`_predicatives`)."""
    if c.dep_ != "conj" or any(x.dep_ in ("aux", "aux:pass", "cop") for x in c.children):
        return False
    h = c.head
    return any(
        x.dep_ == "aux" and (x.lemma_ == "haber" or x.lower_ in _HABER) for x in h.children
    ) and not any(x.dep_ in ("aux", "aux:pass", "cop") and x.lower_ in ("sido", "estado") for x in h.children)


def _name_predicatives(name: Any) -> list[Any]:
    """The words that agree with the proper name ``name`` as a subject: the predicatives of its
    clauses and of the predicates coordinated with them (:func:`_subject_predicatives`), and an
    adjective or participle set off by commas next to it ("Gladding, contratada en 1932, ...";
    RAE, *Nueva gramática* §13.13 and ch. 38, the predicative adjunct of the subject)."""
    out = [c for c in _subject_predicatives(name) if not _perfect_conjunct(c)]
    out += [
        c
        for c in name.children
        if c.dep_ in ("acl", "amod", "appos")
        and c.i > name.i
        and c.i >= 2
        and name.doc[c.i - 1].text == ","
        and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm") or _only_adjective(c.lower_))
    ]
    return out
