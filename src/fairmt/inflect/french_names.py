"""French agreement with a **named subject** whose attribute is the person noun.

Split from :mod:`fairmt.inflect.french_agreement` (session 20, no change in behaviour): that
module finds what agrees with a person's noun phrase; this one finds the name whose subject
attribute the person noun is (``Cook est devenue romancière``, ``Golding s'est formée pour
devenir infirmière``: :func:`name_subject`) and makes what agrees with that name follow the
noun: its participles with *être*, its predicative adjectives, and the participles of a
detached clause before it (``Après s'être retirée de l'enseignement, Cook ...``:
:func:`fronted_participles`); :func:`agree_name` applies them. It reads the same parse and the
same Apertium analyses, through the helpers it imports from ``french_agreement``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fairmt.inflect.base import Word, token_starts
from fairmt.inflect.french_agreement import (
    _AVOIR_FORMS,
    _COPULAR_STEMS,
    _DETERMINERS,
    _ETRE,
    _SUBJ,
    _adverb,
    _elided,
    _finite,
    _parse,
    _parse_form,
    _with_avoir,
    agree,
)
from fairmt.inflect.french_attributive import attributive_passive
from fairmt.inflect.french_nominalised import gendered as _gendered

__all__ = ["agree_name", "fronted_participles", "name_subject"]


#: Subject pronouns, which are no name (their gender is the pronoun's own).
_PRONOUN_SUBJECTS = frozenset(
    ["il", "elle", "ils", "elles", "on", "je", "j'", "tu", "nous", "vous", "qui", "ce", "c'", "cela", "ça"]
)


#: Articles, which the small model sometimes tags prepositions ("devenues des invitées").
_ATTRIBUTE_ARTICLES = frozenset(["le", "la", "l'", "les", "un", "une", "des", "du"])


def _attribute_introduced(doc: Any, h: Any) -> bool:
    """Whether the noun ``h`` stands where a subject attribute stands: right after *être* or a
    copular verb (``est professeure``, ``pour devenir infirmière``, ``est devenue l'artiste``),
    or after ``comme`` / ``en tant que`` (``travaille comme régisseuse``), past up to two
    determiners or prenominal adjectives (``la première``). Grevisse and Goosse, *Le Bon
    Usage*, on the subject attribute and its introducers (*comme*, *en tant que*)."""
    j = h.i - 1
    while (
        j >= 0
        and h.i - j <= 2
        and (doc[j].pos_ in ("DET", "ADJ", "ADV") or doc[j].lower_ in _ATTRIBUTE_ARTICLES)
        and doc[j].lower_ != "comme"
    ):
        j -= 1
    if j < 0:
        return False
    w = doc[j].lower_.replace("’", "'")
    if w == "comme" or w in _ETRE or w.startswith(_COPULAR_STEMS):
        return True
    if attributive_passive([t.lower_ for t in doc], j, _ETRE):
        return True  # "fut nommée professeure" (french_attributive)
    return w in ("que", "qu'") and j >= 2 and doc[j - 1].lower_ == "tant" and doc[j - 2].lower_ == "en"


def _name(tok: Any) -> bool:
    """Whether the subject ``tok`` is a person's name: capitalised, no pronoun, no determiner,
    and a proper noun for the parser or a word the French dictionary has no noun, adjective,
    determiner or pronoun reading of (``Cook``, ``Golding``: tagged common nouns)."""
    from fairmt.inflect.apertium_morph import morphology

    if (
        not tok.text[:1].isupper()
        or tok.lower_ in _PRONOUN_SUBJECTS
        or not tok.text.replace("-", "").isalpha()
    ):
        return False
    if tok.text.isupper():
        return False
    if any(c.dep_ in ("det", "case") for c in tok.children):
        return False
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(tok.lower_)
    if any(r.pos in ("det", "prn") for r in readings):
        return False
    return tok.pos_ == "PROPN" or not any(r.pos in ("n", "adj") for r in readings)


def name_subject(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int] | None:
    """The tokens of the name whose subject attribute the person noun in ``span`` is, or
    ``None``: ``Golding s'est formée pour devenir infirmière``, ``Stantcheva est apparue ... en
    tant qu'auteure``, ``Cook est devenue romancière``. A name has no gender form of its own;
    the attribute names the same person (Grevisse and Goosse, *Le Bon Usage*, on the subject
    attribute), so what agrees with the name (its participles with *être*, its predicative
    adjectives) has that person's gender too, and a realisation of the noun realises them.

    The noun must stand where an attribute stands (:func:`_attribute_introduced`), and the
    parse must lead from it up to the verb whose subject the name is, through no verb with a
    pronoun or a name as its object (``l'a engagée comme assistante``, ``a présenté Paul comme
    son remplaçant``: the attribute of the object) and no noun that is a subject or an object
    itself (``Jean, devenu médecin``)."""
    if not 0 <= span[0] < span[1] <= len(tokens):
        return None
    before = _name_before_copula(tokens, span[0])
    if before is not None:
        return before
    plain = [_parse_form(t) for t in tokens]
    doc = _parse(" ".join(plain))
    if doc is None:
        return None
    starts = token_starts(plain)
    lo = starts[span[0]]
    hi = starts[span[1] - 1] + len(plain[span[1] - 1])
    inside = [t for t in doc if lo <= t.idx < hi and t.pos_ not in ("ADP", "PUNCT", "CCONJ", "SCONJ", "DET")]
    heads = [t for t in inside if t.head.i == t.i or not lo <= t.head.idx < hi]
    if len(heads) != 1 or not _attribute_introduced(doc, heads[0]):
        return None
    g = heads[0]
    subject = None
    for _ in range(8):
        subjects = [c for c in g.children if c.dep_ in _SUBJ]
        if subjects:
            subject = subjects[0]
            break
        # (The noun itself may be labelled an object: "pour devenir infirmier" is parsed so.)
        if (
            g.head.i == g.i
            or g.dep_ in (*_SUBJ, "expl:subj")
            or (g is not heads[0] and g.dep_ in ("obj", "iobj"))
        ):
            return None
        g = g.head
        if any(
            c.dep_ in ("obj", "iobj", "obl:arg") and c.pos_ in ("PRON", "PROPN") and c.i < heads[0].i
            for c in g.children
        ):
            return None  # "a assuré ... à Stepanova en tant que rédactrice": the object's
    if subject is None or subject.i > heads[0].i or not _name(subject):
        return None
    # The name with the names coordinated with it ("Cook et Dickerman") or completing it.
    parts = [subject]
    for t in parts:
        parts += [
            c
            for c in t.children
            if c.dep_ in ("flat:name", "flat", "conj", "cc", "appos")
            and (c.dep_ == "cc" or _name(c) or c.dep_.startswith("flat"))
            and c not in parts
        ]
    first = min(t.idx for t in parts)
    last = max(t.idx for t in parts)

    def token_of(char: int) -> int:
        k = 0
        while k + 1 < len(starts) and starts[k + 1] <= char:
            k += 1
        return k

    a, b = token_of(first), token_of(last) + 1
    if not (b <= span[0]):
        return None
    return a, b


_NAME_CLAUSE_OPENERS = frozenset(["et", "mais", "puis", "alors", "ensuite", "que", "qu'", "lorsque", "quand"])


def _name_before_copula(tokens: Sequence[str], start: int) -> tuple[int, int] | None:
    """The name right before the verb group of *être* or a copular verb that ends before the
    noun at ``start`` (``..., Brava est devenue l'artiste``, ``Fuchida devint instructrice``),
    found token by token where the small model loses the clause: the verb group holds only
    forms of *être* and *avoir*, the reflexive clitic, the negation and adverbs; the name opens
    its clause (first word, after a comma or a conjunction)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or start < 2:
        return None
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    j = _before_introducer(low, start)
    if j is not None:
        # fr-inflect-38: "Getzowa fut engagée comme pathologiste", "Mundine a été décrite comme
        # étant l'athlète": the participle before "comme"/"en tant que" is the name's
        if j < 1 or Word.parse(tokens[j]).post or not any("pp" in r.tags for r in morph.readings(low[j])):
            return None
    else:
        j = start - 1
        if Word.parse(tokens[j]).post or not (
            (verb := _elided(low[j])[1]) in _ETRE
            or verb.startswith(_COPULAR_STEMS)
            or attributive_passive(low, j, _ETRE)
        ):
            return None
    k = j - 1
    while k >= 0 and not Word.parse(tokens[k]).post:
        head, rest = _elided(low[k])
        if (
            (
                head in ("s'", "n'", "")
                and (rest in _ETRE or rest in _AVOIR_FORMS or rest.startswith(_COPULAR_STEMS))
            )
            or low[k] in ("se", "ne", "s'", "n'")
            or _adverb(low[k], morph)
        ):
            k -= 1
            continue
        break
    if k < 0:
        return None
    if Word.parse(tokens[k]).post:
        return None
    name = tokens[k]
    core = Word.parse(name).core
    if (
        not core[:1].isupper()
        or core.isupper()
        or core.lower() in _PRONOUN_SUBJECTS
        or not core.replace("-", "").isalpha()
    ):
        return None
    if any(r.pos in ("n", "adj", "det", "prn") for r in morph.readings(core.lower())):
        return None
    a = k
    while a > 0 and Word.parse(tokens[a - 1]).core[:1].isupper() and not Word.parse(tokens[a - 1]).post:
        a -= 1  # the first names before the family name ("Sileshi Sihine")
    if a > 0 and not (Word.parse(tokens[a - 1]).post or low[a - 1] in _NAME_CLAUSE_OPENERS):
        return None
    if a == 0 and any(r.pos in ("n", "adj", "det", "prn") for r in morph.readings(low[0])):
        return None
    return a, k + 1


def _before_adverbs(low: Sequence[str], k: int, morph: Any) -> int:
    """The token before ``low[k]`` past adverbs and the negation (``a également travaillé``:
    the auxiliary ``a``), so that a participle after *avoir* is known as such (fr-inflect-38)."""
    j = k - 1
    while j > 0 and (low[j] in ("pas", "ne", "n'", "jamais", "plus") or _adverb(low[j], morph)):
        j -= 1
    return max(j, 0)


def _before_introducer(low: Sequence[str], start: int) -> int | None:
    """The token before the attribute's introducer ``comme`` (also ``comme étant``) or ``en
    tant que`` right before the noun at ``start`` (fr-inflect-38), else ``None``. Those words
    introduce the subject's attribute after any verb (``fut engagée comme pathologiste``,
    Grevisse and Goosse, *Le Bon Usage*, the introducers of the attribute)."""
    j = start - 1
    if j >= 1 and low[j] == "étant" and low[j - 1] == "comme":
        j -= 1
    if low[j] == "comme":
        return j - 1
    if low[start].startswith("qu'") and j >= 1 and low[j] == "tant" and low[j - 1] == "en":
        return j - 2
    if low[j] in ("que", "qu'") and j >= 2 and low[j - 1] == "tant" and low[j - 2] == "en":
        return j - 3
    return None


def fronted_participles(tokens: Sequence[str], name: tuple[int, int]) -> tuple[int, ...]:
    """The participles and adjectives of a detached clause that opens the sentence before the
    name ``name`` (``Après s'être retirée de l'enseignement, Cook ...``, ``Spécialisée dans ...,
    Fuchida ...``): a participle clause or detached epithet without a subject of its own refers
    to the subject of the main clause and agrees with it (Grevisse and Goosse, *Le Bon Usage*,
    on the detached epithet and the subject of the participle). Found token by token, so that
    the feminine and the masculine sentence get the same reading: the stretch before the
    name's comma holds no finite verb, and the words taken are its first word when it is a
    gendered participle or adjective, and a gendered participle right after *être*
    (``s'être retirée``, ``après être arrivée``), not one after *avoir* (``Après avoir
    quitté``), which does not agree."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    a = name[0]
    if morph is None or a < 1 or not Word.parse(tokens[a - 1]).post.startswith(","):
        return ()
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens[:a]]
    if any(",;:" in Word.parse(t).post or "," in Word.parse(t).post for t in tokens[: a - 1]):
        return ()  # one detached stretch only
    out: list[int] = []
    for k, w in enumerate(low):
        _, core = _elided(w)
        # fr-inflect-39: a noun after a determiner and a prenominal adjective ("après le long
        # voyage") is no finite verb: the determiner decides, as right after it.
        before = (
            low[k - 2] if k > 1 and _prenominal(low[k - 1], low[k - 2], morph) else low[k - 1] if k else None
        )
        if k > 0 and _finite(w, before, morph)[0] and core not in _ETRE:
            return ()
        if core in _PRONOUN_SUBJECTS:
            return ()
        after_etre = k > 0 and _elided(low[k - 1])[1] in ("être", "été")
        if (k == 0 or after_etre) and _gendered(core, morph) and "'" not in w:
            if any(r.pos == "pr" for r in morph.readings(core)):
                continue  # fr-inflect-37: "Pendant la guerre, Zoshchenko": a preposition
            if k + 1 < a and morph.fixed_gender_noun(_elided(low[k + 1])[1]):
                continue  # fr-inflect-51: "Bon retour, mon ami": the epithet of a thing noun after it
            out.append(k)
    return tuple(out)


def _prenominal(word: str, before: str, morph: Any) -> bool:
    """Whether ``word`` is an adjective (and no verb) right after a determiner ``before``."""
    rs = morph.readings(word)
    return (
        before in _DETERMINERS
        and any(r.pos == "adj" for r in rs)
        and not any(r.pos.startswith("vb") for r in rs)
    )


def _causative(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is the participle of *faire* or *laisser* before an infinitive
    (``s'est fait connaître``, ``s'est laissé convaincre``): invariable (Grevisse and Goosse,
    *Le Bon Usage*, the participle *fait* followed by an infinitive; *laissé* likewise since the
    1990 rectifications)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or k + 1 >= len(tokens):
        return False
    word = Word.parse(tokens[k]).core.lower()
    if not word.startswith(("fait", "laiss")):
        return False
    nxt = Word.parse(tokens[k + 1]).core.lower()
    return any("inf" in r.tags for r in morph.readings(nxt))


def agree_name(
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: str,
    inflect: Callable[[str, str, str | None], str | None],
) -> list[str]:
    """``tokens`` with what agrees with the name whose attribute the person noun in ``span``
    is (:func:`name_subject`) put in ``gender``: the name's predicates (:func:`agree`) and the
    detached participles before it (:func:`fronted_participles`). One token for one."""
    from fairmt.inflect.french_name_clause import clause_name, name_predicates

    name = name_subject(tokens, span)
    if name is None:
        # fr-inflect-38: the noun further on in the name's clause (french_name_clause)
        linked = clause_name(tokens, span[0])
        if linked is None:
            return list(tokens)
        out = list(tokens)
        for k in [*name_predicates(tokens, linked), *fronted_participles(tokens, linked)]:
            _agree_word(out, k, gender, inflect)
        return out
    agreed = agree(tokens, name, gender, inflect)
    plain = [_parse_form(t) for t in tokens]
    doc = _parse(" ".join(plain))
    by_char = {t.idx: t for t in doc} if doc is not None else {}
    starts = token_starts(plain)
    out = list(tokens)
    for k, (old, new) in enumerate(zip(tokens, agreed, strict=True)):
        tok = by_char.get(starts[k] + len(Word.parse(old).pre))
        if old != new and not (tok is not None and _with_avoir(tok)) and not _causative(tokens, k):
            out[k] = new
    if _name_before_copula(tokens, span[0]) == name:
        # The verb group between the name and its attribute, read token by token (``Brava est
        # devenue``, ``Cook et ... sont devenues``): its participles with *être* agree.
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology("fr")
        low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
        for k in range(name[1], span[0]):
            core = _elided(low[k])[1]
            if (
                morph is None
                or out[k] != tokens[k]
                or core == "été"
                or not _gendered(core, morph)
                or _elided(low[_before_adverbs(low, k, morph)])[1] in _AVOIR_FORMS
                or _causative(tokens, k)
            ):
                continue
            word = Word.parse(out[k])
            form = inflect(core, gender, None)
            if form is not None and form != core:
                out[k] = word.render(form)
    for k in [*fronted_participles(tokens, name), *name_predicates(tokens, name)]:
        if out[k] == tokens[k]:
            _agree_word(out, k, gender, inflect)
    return out


def _agree_word(
    out: list[str], k: int, gender: str, inflect: Callable[[str, str, str | None], str | None]
) -> None:
    """Put the participle or adjective ``out[k]`` in ``gender`` (not a hyphenated word)."""
    word = Word.parse(out[k])
    if "-" in word.core:
        return
    form = inflect(word.core.lower(), gender, None)
    if form is not None and form != word.core.lower():
        out[k] = word.render(form)
