"""A subject's predicative adjective at the end of its clause, after the verb's complement
(fr-inflect-49, fr39).

An adjective or participle may be said of the subject through a verb that is no copula, after
that verb's complement and with no comma: "Ils sont rentrés chez eux satisfaits", "Ils ont
quitté la réunion furieux", "Elle est sortie du bureau soulagée". It is an attribute of the
subject (Grevisse and Goosse, *Le Bon Usage*, § 245 on the subject's attribute with verbs that
are not copulas, and § 249 on its agreement with the subject), so it takes the subject's gender
and number. The parse (:mod:`fairmt.inflect.french_agreement`) often hangs it on the
complement, and :func:`~fairmt.inflect.french_clause_final.clause_final_detached` reads only a
stretch set off by a comma, so one translation of a pair kept the original's form ("Elles ont
quitté la réunion furieux") while the other had it in its own.

:func:`secondary_predicate` changes that last word when the realised span is the clause's
subject (it opens the sentence or follows punctuation or a conjunction, and a finite verb comes
after it) and

* the word is the clause's last (punctuation or the sentence's end after it), an adjective or
  participle in the subject's old gender and number, and not already changed;
* between the subject and the word there is a finite verb, then the verb's complement (a noun
  or a stressed pronoun after the last verb form: "a joué" ends on the verb itself), no comma,
  no relative or subordinating word, no infinitive (its controller may be another person), no
  subject or object pronoun (another person), and no noun of a person of the old gender;
* the nearest noun or pronoun before the word could not carry it: the adjective does not agree
  with it in gender and number ("Ils ont acheté une voiture neuve", "Elle a quitté la maison
  furieuse": either could be the thing's, and nothing changes). A stressed pronoun after
  *chez* in the subject's own gender and number is the subject itself ("rentrés chez eux"),
  which the realisation puts in the same gender.

:func:`_home_at_end` does the same for a clause ending on *chez* + a stressed pronoun of the
subject's old gender and number ("L'enseignant est resté chez lui"), the subject's own home.

The neutral (N) merges the word's two forms ("fatigué·es"). Left open on purpose: a singular
subject with a complement noun of the attribute's gender ("Elle a quitté la maison furieuse")
or an attribute of both numbers after a singular noun ("Ils ont quitté l'hôtel heureux"): the
noun could carry the word, as in "une voiture neuve" or "un repas délicieux", and only a
reading of the sense would tell.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_lexicon import _middle_dot

__all__ = [
    "alone_after_verb",
    "attribute_before_floating",
    "floating_tous_after_verb",
    "secondary_predicate",
    "speaker_clause_final",
]

#: (fr-inflect-50, merger) Articles after which the clause's last word is a nominalised
#: adjective, a noun ("du réel", "le nouveau"), never the subject's attribute.
_NOMINALISING = frozenset(["du", "des", "le", "la", "les", "au", "aux", "un", "une", "l'"])


def _head_before_de(low: Sequence[str], t: int, e: int) -> int | None:
    """(fr-inflect-50, merger) The noun whose complement the noun at ``t`` is, right before its
    "de"/"du"/"des" ("*titulaire* de fonction"), after the span's end ``e``, whose head the
    adjective may qualify; ``None`` when there is none."""
    k = t - 1
    if k > e and low[k] in ("la", "le", "les", "l'"):
        k -= 1
    if k > e and low[k] in ("de", "du", "des"):
        return k - 1
    return None


_OLD = {"F": "f", "M": "m"}
_OTHER = {"F": "m", "M": "f"}
_FINITE_TAGS = frozenset(["pri", "pii", "ifi", "fti", "cni", "prs", "pis"])
_CLAUSE_OPENERS = frozenset(
    [
        "et",
        "mais",
        "car",
        "quand",
        "lorsque",
        "lorsqu'",
        "puisque",
        "puisqu'",
        "si",
        "que",
        "qu'",
        "comme",
        "donc",
    ]
)
#: Words that open another clause or stand for another person between subject and adjective.
_BLOCKERS = (
    frozenset(
        [
            "qui",
            "que",
            "qu'",
            "dont",
            "lequel",
            "laquelle",
            "lesquels",
            "lesquelles",
            "où",
            "quand",
            "si",
            "car",
        ]
    )
    | frozenset(
        [
            "je",
            "j'",
            "tu",
            "il",
            "elle",
            "ils",
            "elles",
            "on",
            "nous",
            "vous",
            "lui",
            "moi",
            "toi",
            "eux",
            "leur",
        ]
    )
    | frozenset(["me", "m'", "te", "t'"])
)
_ARTICLE_OR_CLITIC = frozenset(["le", "la", "les", "l'"])
#: Stressed pronouns with their gender and number (``n``: a neutral form another span made).
_STRESSED = {
    "eux": ("m", "pl"),
    "elles": ("f", "pl"),
    "lui": ("m", "sg"),
    "elle": ("f", "sg"),
    "eux·elles": ("n", "pl"),
    "lui·elle": ("n", "sg"),
}
#: The stressed pronoun of each (gender, number) (also ``french_self_complement``'s).
STRESSED_BY_GENDER = {
    ("m", "sg"): "lui",
    ("f", "sg"): "elle",
    ("m", "pl"): "eux",
    ("f", "pl"): "elles",
    ("n", "pl"): "eux·elles",
}
_SUBJECT_PRONOUNS = {"ils": "pl", "elles": "pl", "il": "sg", "elle": "sg"}
#: The speaker's and addressee's subject pronouns (:func:`speaker_clause_final`); "vous" may be
#: one person or several, and is left out.
_SPEAKERS = {"je": "sg", "tu": "sg", "nous": "pl"}
_PLURAL_DETS = frozenset(["les", "des", "ces", "mes", "tes", "ses", "nos", "vos", "leurs", "plusieurs"])
_END = (".", "!", "?", ";", "…", ",")


_low = lower_core


def _verb_form(low: str, morph: Morphology) -> bool:
    """A word that is a verb form and nothing else a clause's complement could be ("a", "quitté";
    not "fête", also a form of *fêter*, nor "lui", also a participle of *luire*)."""
    rs = morph.readings(low)
    return low == "été" or (
        any(r.pos.startswith("vb") for r in rs) and not any(r.pos in ("n", "prn", "det", "adj") for r in rs)
    )


def _finite(low: str, morph: Morphology) -> bool:
    return any(r.pos.startswith("vb") and _FINITE_TAGS & set(r.tags) for r in morph.readings(low))


def _number(low_span: Sequence[str]) -> str | None:
    """The subject's number from its pronoun or determiner, or ``None`` when unsure."""
    if len(low_span) == 1 and low_span[0] in _SUBJECT_PRONOUNS:
        return _SUBJECT_PRONOUNS[low_span[0]]
    if len(low_span) == 1 and low_span[0] in _SPEAKERS:
        return _SPEAKERS[low_span[0]]
    if len(low_span) == 1 and low_span[0].startswith("j'"):
        return "sg"  # "J'ai quitté le bureau soulagée": the speaker, with the verb in the token
    if low_span and low_span[0] in _PLURAL_DETS:
        return "pl"
    if low_span and (
        low_span[0].startswith("l'")
        or low_span[0] in ("le", "la", "un", "une", "mon", "ma", "son", "sa", "ce", "cet", "cette")
    ):
        return "sg"
    return None


def _person_noun(low: str, old: str, morph: Morphology, english_person_word: Callable[[str], bool]) -> bool:
    """Whether ``low`` is a noun of the old gender (or both) that names a person: English names a
    person with it, and it has a form in the other gender or is epicene ("directrice",
    "collègue"; not "salle", which a dictionary sense translates "hall" and no masculine has)."""
    readings = [r for r in morph.noun_readings(low) if r.gender in (old, "mf")]
    if not readings or not english_person_word(low):
        return False
    other = "M" if old == "f" else "F"
    return any(r.gender == "mf" for r in readings) or morph.noun_pair(low, other) not in (None, low)


def _agrees(gender: str, number: str, readings_gender: str, readings_number: str) -> bool:
    """Whether a word read as ``readings_gender``/``readings_number`` agrees with ``gender`` and
    ``number``; a noun of both numbers (``mois``, ``temps``: Apertium's ``sp``) agrees with
    either (fr-inflect-53: "le mois dernier" may carry its adjective)."""
    return readings_gender in (gender, "mf", "") and (
        readings_number in (number, "sp", "") or number in ("sp", "")
    )


def _home_at_end(
    base: list[str],
    tokens: Sequence[str],
    low: Sequence[str],
    span: tuple[int, int],
    j: int,
    gender: str,
    number: str,
    morph: Morphology,
) -> list[str]:
    """``base`` with the clause's last words "chez" + a stressed pronoun of the subject's old
    gender and number in ``gender`` ("L'enseignant est resté chez lui" -> "L'enseignante est
    restée chez elle"): *chez soi*, the subject's own home, is the pronoun's first reading, and
    the subject's other realisation already reads it so. A pronoun of the other gender is
    someone else's home ("Il a dîné chez elle") and stays; so does any pronoun when another
    person, a relative or an infinitive stands between (as for the attribute). The neutral
    changes a plural only ("chez eux·elles", as "Ils·Elles")."""
    from fairmt.inflect.french_animacy import english_person_word

    s, e = span
    pg, pn = _STRESSED[low[j]]
    old = {"F": "m", "M": "f"}.get(gender, pg)
    if (pg, pn) != (old, number) or base[j] != tokens[j]:
        return base
    new = {"F": "f", "M": "m"}.get(gender, "n")
    if (new, number) not in STRESSED_BY_GENDER or not any(
        _finite(low[t].split("'")[-1], morph) for t in range(s, j)
    ):
        return base
    for t in range(e, j - 1):
        head, _, rest = low[t].partition("'")
        if low[t] in _BLOCKERS or (rest and (head + "'" in _BLOCKERS or rest in _SUBJECT_PRONOUNS)):
            return base
        if rest and head + "'" in _ARTICLE_OR_CLITIC and morph.only_verb(rest):
            return base
        if low[t] in _ARTICLE_OR_CLITIC and t + 1 < len(low) and morph.only_verb(low[t + 1]):
            return base
        if any("inf" in r.tags for r in morph.readings(rest or low[t])):
            return base  # an infinitive's controller's home
        if _person_noun(rest or low[t], old, morph, english_person_word):
            return base  # "Il a raccompagné le client chez lui": it may be the client's
    out = list(base)
    pronoun = STRESSED_BY_GENDER[(new, number)]
    out[j] = Word.parse(tokens[j]).render(pronoun.capitalize() if tokens[j][:1].isupper() else pronoun)
    return out


def secondary_predicate(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """``base`` (``tokens`` with the subject at ``span`` realised in ``gender``) with the
    subject's clause-final attribute after the verb's complement in ``gender`` (module
    docstring)."""
    neutral = gender == "N"
    old, g = _OTHER.get(str(gender), ""), _OLD.get(str(gender), "")
    s, e = span
    if (
        (not old and not neutral)
        or len(base) != len(tokens)
        or e >= len(tokens)
        or base[s:e] == list(tokens[s:e])
    ):
        return base
    low = [_low(t) for t in tokens]
    if s > 0 and not Word.parse(tokens[s - 1]).post.strip() and low[s - 1] not in _CLAUSE_OPENERS:
        return base  # not plainly the clause's subject
    number = _number(low[s:e])
    if number is None or any(Word.parse(t).post.strip() for t in tokens[s : e - 1]):
        return base
    # The clause's last word: the first one followed by punctuation.
    j = next(
        (
            t
            for t in range(e, len(tokens))
            if Word.parse(tokens[t]).post.strip().startswith(_END)
            or not any(ch.isalnum() for ch in tokens[t])
        ),
        len(tokens) - 1,
    )
    if not any(ch.isalnum() for ch in tokens[j]):
        j -= 1  # "... furieux ." (Moses tokenisation): the word before the mark
    if j < e + 2 or base[j] != tokens[j] or Word.parse(tokens[e - 1]).post.strip():
        return base
    if low[j] in _STRESSED and low[j - 1] == "chez":
        return _home_at_end(base, tokens, low, (s, e), j, str(gender), number, morph)
    w = Word.parse(tokens[j])
    rs = morph.readings(low[j])
    if not rs or not any(r.pos == "adj" or "pp" in r.tags for r in rs) or morph.only_verb(low[j]):
        return base
    if neutral:
        # The neutral merges both forms; the word's own gender is the one it had.
        old = next(
            (r.gender for r in rs if r.gender in ("m", "f") and _agrees(r.gender, number, "", r.number)), ""
        )
    if j > 0 and low[j - 1] in _NOMINALISING:
        return base  # "dans la série Au-delà du réel": after an article the word is a noun (fr-inflect-50)
    if any(r.pos == "n" for r in rs) or not any(
        (r.pos == "adj" or "pp" in r.tags) and _agrees(old, number, r.gender, r.number) and r.gender != "mf"
        for r in rs
    ):
        return base  # a noun, or not in the subject's old gender and number
    if not any(_finite(low[t].split("'")[-1], morph) for t in range(s, j)):
        return base
    # The verb's complement stands between the clause's last verb form and the word: "a joué"
    # (the participle is the verb itself) or "est devenu célèbre" is no such attribute.
    verbs = [t for t in range(e, j) if _verb_form(low[t].split("'")[-1], morph)]
    last_verb = max(verbs, default=e)
    if not any(
        morph.noun_readings(low[t].split("'")[-1]) or low[t] in _STRESSED for t in range(last_verb + 1, j)
    ):
        return base
    from fairmt.inflect.french_animacy import english_person_word

    home: int | None = None
    for t in range(e, j):
        if low[t] in _STRESSED and t > e and low[t - 1] == "chez":
            if _STRESSED[low[t]] == (old, number) and base[t] == tokens[t]:
                home = t  # "rentrée chez elle": the subject's own home, in the subject's gender
            continue  # "rentrés chez eux": a home, whose owner's gender the test below weighs
        head, _, rest = low[t].partition("'")
        if rest and head + "'" in _ARTICLE_OR_CLITIC:
            if morph.only_verb(rest):
                return base  # "l'a vue": an object pronoun, another person
        elif rest and (head + "'" in _BLOCKERS or rest in _SUBJECT_PRONOUNS):
            return base  # "qu'il", "m'a", "s'ils"
        elif low[t] in _ARTICLE_OR_CLITIC:
            if t + 1 < len(low) and morph.only_verb(low[t + 1]):
                return base  # "il la regardait"
        elif low[t] in _BLOCKERS:
            return base
        if any("inf" in r.tags for r in morph.readings(rest or low[t])):
            return base  # "a demandé à l'infirmier d'être informé": the infinitive's controller's
        if _person_noun(rest or low[t], old, morph, english_person_word):
            return base  # "Ils ont vu la directrice furieuse", "l'infirmier": it may be theirs
    # The nearest noun or pronoun before the word must not be able to carry it.
    for t in range(j - 1, e - 1, -1):
        if low[t] in _STRESSED:
            pg, pn = _STRESSED[low[t]]
            if low[t - 1] == "chez" and (pg, pn) == (old, number):
                break
            if any(_agrees(pg, pn, r.gender, r.number) for r in rs if r.pos == "adj" or "pp" in r.tags):
                return base
            break
        nouns = morph.noun_readings(low[t].split("'")[-1])  # "l'hôtel"
        if nouns:
            if any(
                _agrees(n.gender, n.number, r.gender, r.number) or n.gender in ("mf", "")
                for n in nouns
                for r in rs
                if r.pos == "adj" or "pp" in r.tags
            ):
                return base  # "une voiture neuve": the thing's, or either's
            owner = _head_before_de(low, t, e)
            if (
                owner is not None
                # not the verb's participle ("sorties du cinéma": also the noun "sorties")
                and not any("pp" in r.tags for r in morph.readings(low[owner].split("'")[-1]))
                and any(
                    _agrees(n.gender, n.number, r.gender, r.number) or n.gender in ("mf", "")
                    for n in morph.noun_readings(low[owner].split("'")[-1])
                    for r in rs
                    if r.pos == "adj" or "pp" in r.tags
                )
            ):
                return base  # "le titulaire de fonction actuel": the head noun before "de" may carry it
            break
    if neutral:
        m_form, f_form = morph.agree(low[j], "M", number), morph.agree(low[j], "F", number)
        new = None if m_form is None or f_form is None else _middle_dot(m_form, f_form)
    else:
        new = morph.agree(low[j], str(gender), number)
    if new is None or new == low[j]:
        return base
    out = list(base)
    out[j] = w.render(new)
    if home is not None and (g, number) in STRESSED_BY_GENDER:
        pronoun = STRESSED_BY_GENDER[(g, number)]
        out[home] = Word.parse(tokens[home]).render(
            pronoun.capitalize() if tokens[home][:1].isupper() else pronoun
        )
    return out


_FLOATING = {"F": "toutes", "M": "tous", "N": "tous·tes"}


def floating_tous_after_verb(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """(fr-inflect-49) ``base`` with a floating ``tous``/``toutes`` right after the finite verb
    of the plural subject at ``span`` in ``gender``: "Elles ont toutes quitté la réunion",
    "Ils viendront tous." The floating quantifier agrees with the subject (Grevisse and Goosse,
    *Le Bon Usage*, *tout* as a floating pronoun), after *avoir* as after *être*; only a verb
    form or the clause's end may follow it ("Ils mangent tous les jours": *tous les jours* is
    an adverbial noun phrase). After *être* with its attribute the floating span of
    :func:`fairmt.inflect.french._floating_tous` does it, and this leaves it alone."""
    s, e = span
    form = _FLOATING.get(str(gender))
    if form is None or e + 1 >= len(tokens) or len(base) != len(tokens) or base[s:e] == list(tokens[s:e]):
        return base
    low = [_low(t) for t in tokens]
    if _number(low[s:e]) != "pl" or any(Word.parse(t).post.strip() for t in tokens[s : e + 1]):
        return base
    if not _finite(low[e], morph) or low[e + 1] not in ("tous", "toutes") or base[e + 1] != tokens[e + 1]:
        return base
    lemmas = {r.lemma for r in morph.readings(low[e]) if r.pos.startswith("vb")}
    if lemmas & {"être"} and not lemmas & {"avoir"}:
        return base  # "sont toutes prêtes": the floating span's
    after = Word.parse(tokens[e + 1]).post.strip()
    if not after and e + 2 < len(tokens) and not any(ch.isalnum() for ch in tokens[e + 2]):
        after = tokens[e + 2]  # "Ils viendront tous ." (Moses tokenisation)
    if not after and (e + 2 >= len(tokens) or not _verb_form(low[e + 2], morph)):
        return base
    if form == low[e + 1]:
        return base
    out = list(base)
    out[e + 1] = Word.parse(tokens[e + 1]).render(form)
    return out


def speaker_clause_final(tokens: Sequence[str], morph: Morphology) -> list[tuple[int, int, str, str]]:
    """(fr-inflect-49) The clause-final attributes of a ``je``/``j'``/``tu``/``nous`` subject after
    the verb's complement ("Nous sommes revenues du voyage épuisées", "J'ai quitté le bureau
    soulagée"), as :func:`~fairmt.inflect.french_agreement.speaker_predicates` gives the
    speaker's predicates: ``(start, end, number, "")``. English never genders "I", "you", "we",
    so the attribute is a gender-variable word of its own; found with the tests of
    :func:`secondary_predicate` (read as for the neutral, the word's own gender being the old)."""
    out: list[tuple[int, int, str, str]] = []
    for i, tok in enumerate(tokens):
        low = _low(tok)
        number = _number([low]) if low in _SPEAKERS or low.startswith("j'") else None
        if number is None:
            continue
        fake = list(tokens)
        fake[i] = tok + "\x00"  # the subject "changed": secondary_predicate reads its clause
        got = secondary_predicate(fake, tokens, (i, i + 1), "N", morph)
        out.extend((k, k + 1, number, "") for k in range(i + 1, len(tokens)) if got[k] != tokens[k])
    return out


#: (fr-inflect-53) The forms of *seul* ("alone") in each gender and number.
_SEUL = {("M", "sg"): "seul", ("F", "sg"): "seule", ("M", "pl"): "seuls", ("F", "pl"): "seules"}
#: Each form of *seul* to its (gender, number).
_SEUL_KEY = {form: key for key, form in _SEUL.items()}
#: Words that may stand between the subject and *seul* inside the verb group: negation, the
#: reflexive clitic of the (third-person) subject's own verb, "y" and "en". Not an object
#: clitic ("me", "te", "le", "la", ...): "Ma voisine me laisse seule" says *seule* of the object.
_VERB_GROUP = frozenset(["ne", "n'", "pas", "plus", "jamais", "se", "s'", "y", "en"])


def alone_after_verb(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """(fr-inflect-53) ``base`` with *seul* right after the verb group of the subject at
    ``span`` in ``gender``: "Ma voisine vit seule", "L'infirmière travaille seule la nuit",
    "Elles sont parties seules". *Seul* for "alone" after the verb is an attribute of the
    subject and agrees with it (Grevisse and Goosse, *Le Bon Usage*, *seul* as an attribute;
    TLFi, "seul", "vivre seul"), unlike the adjectives used as adverbs ("travailler dur",
    "parler fort"), which stay invariable, and *seul* has no such use. Only when the subject's
    own words changed, a finite verb follows it (its negation, clitics and the participle of a
    compound tense may come between) and *seul* is in the subject's old gender; the neutral
    merges both forms ("seul·e")."""
    s, e = span
    if len(base) != len(tokens) or base[s:e] == list(tokens[s:e]):
        return base
    low = [_low(t) for t in tokens]
    if s > 0 and not Word.parse(tokens[s - 1]).post.strip() and low[s - 1] not in _CLAUSE_OPENERS:
        return base  # not plainly the clause's subject
    if any(Word.parse(t).post.strip() for t in tokens[s:e]):
        return base
    k, finite = e, False
    while k < len(tokens):
        head, elided, word = low[k].rpartition("'")
        if elided and head not in ("n", "s"):
            break  # an elided object clitic, "l'a laissée", "m'a laissée": the object's attribute
        # (the finite verb may also be read as a noun: "vit", "porte")
        fin = _finite(word, morph)
        if not (low[k] in _VERB_GROUP or _verb_form(word, morph) or (not finite and fin)):
            break
        finite = finite or fin
        if Word.parse(tokens[k]).post.strip():
            return base
        k += 1
    if not finite or k >= len(tokens) or base[k] != tokens[k]:
        return base
    key = _SEUL_KEY.get(low[k])
    if key is None or key[0] == gender:
        return base
    number = key[1]
    new = _middle_dot(_SEUL["M", number], _SEUL["F", number]) if gender == "N" else _SEUL[gender, number]
    if new is None:
        return base
    out = list(base)
    out[k] = Word.parse(tokens[k]).render(new)
    return out


def attribute_before_floating(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """(fr-inflect-53) ``base`` with the attribute right before a realised floating
    ``tous``/``toutes`` at the end of its clause in ``gender``: "Vous avez l'air fatiguées toutes
    les deux" -> "fatigués tous les deux", "Ils sont rentrés épuisés tous les trois". The
    quantifier floated to the end stands in apposition to the subject (Grevisse and Goosse, *Le
    Bon Usage*, *tout* as a floating pronoun, "tous deux"), and the attribute before it agrees
    with the same subject, so the two change together; the aligner often gives English "both"
    only the quantifier. Only a plural adjective or participle in the old gender (a participle
    with *avoir* keeps its one form, "ont mangé tous les deux"), with no punctuation between and
    nothing but "les" and a numeral after the quantifier before the clause's end; the neutral
    merges both forms."""
    s, e = span
    if e - s != 1 or s < 1 or len(base) != len(tokens) or base[s] == tokens[s]:
        return base
    low = [_low(t) for t in tokens]
    if (
        low[s] not in ("tous", "toutes")
        or Word.parse(tokens[s - 1]).post.strip()
        or base[s - 1] != tokens[s - 1]
    ):
        return base
    # The quantifier, then "les" and a numeral together ("toutes les deux") or a numeral alone
    # ("tous deux"), then the clause's end; not "tous les jours", nor more of the clause.
    k = s
    rest = low[s + 1 : s + 3]
    if rest[:1] == ["les"] and len(rest) == 2 and any(r.pos == "num" for r in morph.readings(rest[1])):
        k = s + 2
    elif rest[:1] and any(r.pos == "num" for r in morph.readings(rest[0])):
        k = s + 1
    if any(Word.parse(t).post.strip() for t in tokens[s:k]):
        return base
    if (
        not Word.parse(tokens[k]).post.strip()
        and k + 1 < len(tokens)
        and any(ch.isalnum() for ch in tokens[k + 1])
    ):
        return base
    old = "f" if low[s] == "toutes" else "m"
    word = low[s - 1]
    rs = morph.readings(word)
    if not any((r.pos == "adj" or "pp" in r.tags) and r.gender == old and r.number == "pl" for r in rs):
        return base
    if gender == "N":
        m_form, f_form = morph.agree(word, "M", "pl"), morph.agree(word, "F", "pl")
        new = None if m_form is None or f_form is None else _middle_dot(m_form, f_form)
    else:
        new = morph.agree(word, str(gender), "pl")
    if new is None or new == word:
        return base
    out = list(base)
    out[s - 1] = Word.parse(tokens[s - 1]).render(new)
    return out
