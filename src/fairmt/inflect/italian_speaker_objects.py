"""The speaker or addressee as the direct object before *avere* (it-inflect-57, issue 12).

English "me" and "you" gender no one, but Italian may show the gender of an object clitic "mi"/"ti"
before *avere* on the past participle: the participle of a compound tense with *avere* agrees with
a direct-object clitic before it, required with "lo", "la", "li", "le" and optional with "mi",
"ti", "ci", "vi" (Serianni, *Grammatica italiana*, XI.361-363; Treccani, *La grammatica italiana*,
"accordo del participio passato"): "Mi hanno avvisata" for a woman, "Mi hanno avvisato" for
either. Such a participle is a word of the speaker (or the addressee), like the predicative of "Sono
stanca" (:func:`fairmt.inflect.italian_persons.implicit_spans`), so each realisation of the speaker
turns it: the feminine gets the agreeing form, the masculine the form that is also the default.
The French rule (:mod:`fairmt.inflect.french_speaker_objects`, fr-inflect-47) is the same.

Only the singular "mi"/"ti" (also elided on the auxiliary, "m'ha", and enclitic on its infinitive
or gerund, "averti", "avendomi"), and only where the clitic is surely the direct object:

* the participle's verb is none whose "mi"/"ti" is an indirect object ("mi ha detto", "ti hanno
  chiesto di", "mi ha dato un libro", "mi è piaciuto"; :data:`_INDIRECT`), nor *fare*/*lasciare*,
  whose participle before an infinitive stays ("mi ha fatto ridere");
* no object of its own follows the participle (a determiner, "che" or "di": "mi ha mostrato la
  città", "mi ha promesso che");
* the participle is singular and gendered (its number is the clitic's).

The plural "ci"/"vi" are left out: they are also the locative adverb ("ci ho messo un'ora").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.base import Word

__all__ = ["speaker_object_participles"]

#: The singular object clitics of the speaker and the addressee, whole or elided.
_CLITICS = frozenset({"mi", "ti"})
_ELIDED = ("m'", "t'")
#: Adverbs that may stand between the auxiliary and its participle ("mi ha molto aiutata").
_ADVERBS = frozenset(
    {"già", "ancora", "anche", "sempre", "mai", "molto", "tanto", "davvero", "proprio", "appena", "subito"}
    | {"più", "spesso", "poi", "finalmente", "veramente", "certamente", "forse", "persino", "pure"}
)
#: Lemmas of verbs whose "mi"/"ti" is an indirect object (dire qualcosa a qualcuno, sparare a
#: qualcuno, credere a qualcuno), and *fare*, *lasciare*, whose participle before an infinitive
#: stays. The list is partial: it holds the common verbs of saying, giving, showing and aiming at
#: someone; a rarer dative verb missing from it gets a participle that agrees with "mi"/"ti" (a
#: feminine realisation "mi ha sparata"). Verbs whose "mi" is a direct object stay out of it
#: ("mi ha perdonata", "mi ha rimproverata", "mi ha portata a casa"; Serianni XI.361-363).
_INDIRECT = frozenset(
    [
        "dire",
        "chiedere",
        "domandare",
        "dare",
        "parlare",
        "rispondere",
        "scrivere",
        "mandare",
        "inviare",
        "spedire",
        "mostrare",
        "spiegare",
        "insegnare",
        "promettere",
        "permettere",
        "proporre",
        "offrire",
        "regalare",
        "consigliare",
        "suggerire",
        "ordinare",
        "vietare",
        "raccontare",
        "annunciare",
        "comunicare",
        "telefonare",
        "sorridere",
        "piacere",
        "mancare",
        "servire",
        "bastare",
        "sembrare",
        "parere",
        "succedere",
        "capitare",
        "costare",
        "fare",
        "lasciare",
        "prestare",
        "vendere",
        "dedicare",
        "augurare",
        "fornire",
        "indicare",
        "segnalare",
        "ricordare",
        "rendere",
        "restituire",
        "passare",
        "concedere",
        "garantire",
        "assicurare",
        "togliere",
        "rubare",
        "comprare",
        "preparare",
        "confidare",
        "affidare",
        "mentire",
        "obbedire",
        "nuocere",
        "somigliare",
        "rivolgere",
        "porre",
        "trasmettere",
        "descrivere",
        "imporre",
        "negare",
        "tenere",
        "sparare",
        "urlare",
        "gridare",
        "strillare",
        "sussurrare",
        "credere",
        "giurare",
        "tirare",
        "lanciare",
        "puntare",
        "ripetere",
        "confessare",
        "rivelare",
        "nascondere",
        "giovare",
    ]
)
#: What opens an object or a complement clause of the participle's own.
_OWN_OBJECT = frozenset(
    {"il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "che", "di", "del", "dello", "della"}
    | {"dei", "degli", "delle", "mio", "mia", "miei", "mie", "tuo", "tua", "tuoi", "tue", "suo", "sua"}
    | {"questo", "questa", "quello", "quella", "tutto", "niente", "nulla", "qualcosa", "molto", "tanto"}
)
#: Past-participle endings by conjugation: the infinitive of a participle the dictionary lacks.
_PP_INFINITIVES = {"at": "are", "ut": "ere", "it": "ire"}


def _finite_avere(readings: Sequence[Reading]) -> bool:
    """Whether the readings are those of a finite form of *avere* (the auxiliary after a
    proclitic: "mi ha", "m'hanno")."""
    return any(r.lemma == "avere" and not {"inf", "ger", "pp"} & set(r.tags) for r in readings)


def _participle(low: str) -> tuple[str, str] | None:
    """``(lemma, number)`` of ``low`` as a gendered past participle, by the dictionary or, for a
    word it lacks, by the regular ending ("disturbata": *disturbare*); else ``None``."""
    morph = morphology("it")
    if morph is None:
        return None
    rs = morph.readings(low)
    if rs:
        # Right after the auxiliary, a participle reading decides ("invitata" is also the noun
        # "guest").
        pps = [r for r in rs if "pp" in r.tags and r.gender in ("m", "f")]
        return (pps[0].lemma, pps[0].number) if pps else None
    if len(low) > 5 and low.isalpha() and low[-3:-1] in _PP_INFINITIVES and low[-1] in "oaie":
        return low[:-3] + _PP_INFINITIVES[low[-3:-1]], "sg" if low[-1] in "oa" else "pl"
    return None


def speaker_object_participles(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """One-token spans of the past participles after "mi"/"ti" + *avere* that agree with the
    clitic, the speaker or the addressee (module docstring). Empty without the analyser."""
    morph = morphology("it")
    if morph is None:
        return []
    words = [Word.parse(t) for t in tokens]
    low = [w.core.lower().replace("\u2019", "'") for w in words]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(low):
        if words[i].post.strip():
            continue
        if i > 0 and low[i - 1] in _CLITICS and not words[i - 1].post.strip():
            aux = _finite_avere(morph.readings(w))
        elif w.startswith(_ELIDED):
            aux = _finite_avere(morph.readings(w[2:]))  # "m'ha", "t'hanno"
        else:
            # "averti", "avermi", "avendomi": the clitic enclitic on the auxiliary's infinitive
            # or gerund.
            aux = any(
                r.lemma == "avere" and "enc" in r.tags and r.number == "sg" and {"p1", "p2"} & set(r.tags)
                for r in morph.readings(w)
            )
        if not aux:
            continue
        k = i + 1
        while k < len(low) and low[k] in _ADVERBS and not words[k - 1].post.strip():
            k += 1
        if k >= len(low) or words[k - 1].post.strip():
            continue
        pp = _participle(low[k])
        if pp is None or pp[1] != "sg" or pp[0] in _INDIRECT:
            continue
        nxt = low[k + 1] if k + 1 < len(low) and not words[k].post.strip() else ""
        if nxt in _OWN_OBJECT or nxt.startswith(("l'", "un'", "dell'", "quell'")):
            continue  # "mi ha mostrato la città": the participle has an object of its own
        out.append((k, k + 1))
    return out
