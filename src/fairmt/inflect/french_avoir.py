"""The forms of French *avoir*, in one place (bug30).

The paradigm of the simple tenses (Grevisse and Goosse, *Le Bon Usage*, the conjugation of
*avoir*) and the selections of it that the French rules match on the form (the small parser
runs without its lemmatiser, and Apertium reads some forms as nouns too: "as", "ont").

The selections were written in four modules, each for its own question, and are kept as they
were (no change of behaviour); each is a subset of :data:`AVOIR`, which a test checks. Gaps
that look accidental are named beside each one; closing them is a change of behaviour, to
be measured on its own.
"""

from __future__ import annotations

__all__ = [
    "AVOIR",
    "AVOIR_AIR",
    "AVOIR_CLITIC_GROUP",
    "AVOIR_COMPOUND",
    "AVOIR_GROUP_FINITE",
    "AVOIR_SUBJECT",
    "AVOIR_WORDS",
    "PARADIGM",
]

#: The simple tenses, first person singular to third person plural.
PARADIGM: dict[str, tuple[str, str, str, str, str, str]] = {
    "present": ("ai", "as", "a", "avons", "avez", "ont"),
    "imperfect": ("avais", "avais", "avait", "avions", "aviez", "avaient"),
    "future": ("aurai", "auras", "aura", "aurons", "aurez", "auront"),
    "conditional": ("aurais", "aurais", "aurait", "aurions", "auriez", "auraient"),
    "subjunctive": ("aie", "aies", "ait", "ayons", "ayez", "aient"),
    "simple_past": ("eus", "eus", "eut", "eûmes", "eûtes", "eurent"),
}
#: The infinitive, the present participle and the past participle.
NONFINITE = ("avoir", "ayant", "eu")
#: Every form.
AVOIR = frozenset([f for forms in PARADIGM.values() for f in forms] + list(NONFINITE))

#: ``french_agreement``: the auxiliary or verb of a singular subject (the third person singular
#: of each tense, the infinitive, and the first person future "aurai").
AVOIR_SUBJECT = frozenset(["a", "avait", "aura", "aurait", "ait", "eut", "avoir", "aurai"])
#: ``french_agreement``: the auxiliary of a compound "a semblé" (fr-inflect-32): the forms above
#: and the other persons of the present, the imperfect and the conditional that occur.
AVOIR_COMPOUND = AVOIR_SUBJECT | frozenset(
    ["ai", "as", "avons", "avez", "ont", "avais", "avaient", "aurait", "auraient"]
)
#: ``french_group_pronouns``: third person forms after a group pronoun ("Quelques-uns ont");
#: without "aurait" and the subjunctive and simple past.
AVOIR_CLITIC_GROUP = frozenset(["a", "ont", "avait", "avaient", "aura", "auront", "auraient"])
#: ``french_group_pronouns``: finite forms after an object clitic ("les ai", "les avons", "les a").
AVOIR_GROUP_FINITE = AVOIR_CLITIC_GROUP | frozenset(
    ["ai", "as", "avons", "avez", "avais", "avions", "aviez", "aurai", "aurons"]
)
#: ``french_words``: the auxiliary before a participle after an object clitic ("l'avons trouvée").
AVOIR_WORDS = frozenset(
    [
        "a",
        "ont",
        "avait",
        "avaient",
        "aura",
        "aurait",
        "auraient",
        "ait",
        "aient",
        "eut",
        "avoir",
        "ayant",
        "as",
        "ai",
        "avons",
        "avez",
    ]
)
#: ``french_air``: the verb of "avoir l'air" + adjective (fr-inflect-33): every form but the first
#: person singular "ai", "aurai", "aie", "eus", and "eûmes"/"eûtes" ("j'ai l'air" is not read).
AVOIR_AIR = AVOIR - frozenset(["ai", "aurai", "aie", "eus", "eûmes", "eûtes"])
