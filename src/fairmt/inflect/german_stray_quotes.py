"""A quotation mark that MT output moves onto the article before a quoted noun (de-inflect-60).

MT systems often misplace quotation marks around a quoted noun phrase: the English 'they call
him "the boss"' comes out as 'nennen ihn den" Chef "', the opening mark glued to the end of the
article instead of the start of the noun. Read strictly, the article then ends in punctuation
and stands apart from its noun, so the noun was realised alone ('den" Chefin'). A closing
mark right after an article cannot close anything: an article ends no phrase (Duden, Die
Grammatik: the article is the first element of the noun phrase and needs its noun), so the mark
is the phrase's misplaced opening one and the article still belongs to the noun after it. Only
for a determiner whose trailing punctuation is quotation marks alone, before a word with no
leading punctuation of its own; a comma or full stop after an article stays a boundary.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_case import _QUOTE_MARKS

__all__ = ["quoted_article"]


def quoted_article(words: Sequence[Word], k: int, is_det: Callable[[str], object]) -> bool:
    """Whether the word at ``k`` is a determiner followed by nothing but a misplaced quotation
    mark, with its noun phrase going on right after it (module docstring)."""
    w = words[k]
    return (
        bool(w.post)
        and not w.post.strip(_QUOTE_MARKS)
        and k + 1 < len(words)
        and not words[k + 1].pre
        and words[k + 1].core[:1].isalpha()
        and is_det(w.core.lower()) is not None
    )
