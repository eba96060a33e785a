"""The gender-cue taxonomy of FairQE (paper, Appendix E, Table 13): twelve categories.

C1–C6 are *explicit* cues (the source fixes the referent's gender, so the translation
must follow it); C7–C12 are *ambiguous* cues (the source leaves gender open, so every
valid realisation — feminine, masculine, neutral — is an equally good translation).
The descriptions below are the team's own wording of the paper's table.
"""

from __future__ import annotations

import enum
from typing import Literal

from fairmt.errors import UsageError

CueKind = Literal["explicit", "ambiguous"]


class Category(enum.Enum):
    """One of the twelve cue categories, ``Category.C1`` … ``Category.C12``."""

    C1 = "C1"
    C2 = "C2"
    C3 = "C3"
    C4 = "C4"
    C5 = "C5"
    C6 = "C6"
    C7 = "C7"
    C8 = "C8"
    C9 = "C9"
    C10 = "C10"
    C11 = "C11"
    C12 = "C12"

    @property
    def number(self) -> int:
        return int(self.value[1:])

    @property
    def kind(self) -> CueKind:
        return "explicit" if self.number <= 6 else "ambiguous"

    @property
    def description(self) -> str:
        return DESCRIPTIONS[self]

    @classmethod
    def parse(cls, text: str) -> Category:
        t = text.strip().upper()
        if t.isdigit():
            t = "C" + t
        try:
            return cls(t)
        except ValueError:
            raise UsageError(f"not a cue category: {text!r} (expected C1 … C12)") from None

    def __str__(self) -> str:
        return self.value


DESCRIPTIONS: dict[Category, str] = {
    Category.C1: "gendered personal or possessive pronoun (he, she, him, her, his, hers)",
    Category.C2: "kinship noun whose gender is fixed (mother, father, sister, brother, aunt, uncle)",
    Category.C3: "noun with a lexical masculine/feminine pair (actor/actress, waiter/waitress, king/queen)",
    Category.C4: "gendered title or honorific (Mr., Mrs., Ms., Sir, Madam, Lady)",
    Category.C5: "expression that marks the speaker's gender (gender-marked first-person forms)",
    Category.C6: "agreement that forces a gendered form once the referent's gender is known "
    "(adjective, participle or article agreeing with a gendered referent)",
    Category.C7: "occupation or role noun that does not say the gender (doctor, teacher, engineer)",
    Category.C8: "gender-neutral pronoun or indefinite (singular they, someone, anybody, nobody)",
    Category.C9: "given name whose gender cannot be inferred reliably (Alex, Sam, Robin)",
    Category.C10: "omitted subject or agentless passive: the agent's gender is unstated",
    Category.C11: "relation noun that does not say the gender (friend, colleague, partner, neighbour)",
    Category.C12: "generic or plural group reference (doctors, people, students, everyone)",
}

#: Short names for the categories, for the cue rules that build and test many hits
#: (``fairmt.fairqe.cue_rules``, ``cue_predicates``, ``cue_words``): defined once, here.
C1, C2, C3, C4, C5, C6 = Category.C1, Category.C2, Category.C3, Category.C4, Category.C5, Category.C6
C7, C8, C9, C10, C11, C12 = Category.C7, Category.C8, Category.C9, Category.C10, Category.C11, Category.C12

EXPLICIT: frozenset[Category] = frozenset(c for c in Category if c.kind == "explicit")
AMBIGUOUS: frozenset[Category] = frozenset(c for c in Category if c.kind == "ambiguous")


def taxonomy_table() -> str:
    """The taxonomy as ``C1 (explicit): description`` lines (used in prompts and ``--help``)."""
    return "\n".join(f"{c.value} ({c.kind}): {c.description}" for c in Category)
