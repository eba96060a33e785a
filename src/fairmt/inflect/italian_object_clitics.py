"""Italian object clitics as person spans: a layer of the Italian inflector.

:class:`ItalianObjectClitics` finds the gendered object clitics before their verb ("e la
chiamò") and the participle after an elided clitic and *avere* ("l'ha chiamato"), and
realises a clitic with the number the realiser asks for ("gli"/"le" as datives) and the
object's predicative after such a participle ("l'abbiamo trovata ben preparata"). Moved
verbatim from :mod:`fairmt.inflect.italian` (no behaviour change); the layers are described
there, under "Layout".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_phrase_gender import ItalianPhraseGender
from fairmt.inflect.italian_words import _GENDERED_CLITICS
from fairmt.inflect.romance import Gender, elided_clitic_participles


class ItalianObjectClitics(ItalianPhraseGender):
    """Layer 10 of :class:`~fairmt.inflect.italian.ItalianInflector`: object clitics."""

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.object_clitics`: a whole token "lo", "la", "gli" or "le" that
        :meth:`is_clitic` reads as a pronoun before its verb ("e gli sparò", "e la chiamò"), not
        an article. Elided "l'" shows no gender and is left out."""
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces[:-1]):
            if p.word not in _GENDERED_CLITICS or p.surface.lower() != tokens[p.tok].lower():
                continue
            if pieces[k + 1].tok == p.tok + 1 and self.is_clitic(pieces, k):
                out.append((p.tok, p.tok + 1))
        return sorted(out + self._elided_clitic_participles(tokens))

    @staticmethod
    def _elided_clitic_participles(tokens: Sequence[str]) -> list[tuple[int, int]]:
        """(it-inflect-26) The past participle after an elided accusative clitic and its *avere*
        ("l'abbiamo trovata", "l'ha chiamato"): *l'* shows no gender, but with *lo/la* before
        *avere* the participle agrees with it (Serianni, *Grammatica italiana*, XI.361: the
        agreement is required with the third-person accusative clitics), so the participle is
        the word that shows the gender of the person the clitic stands for. Only a singular
        participle the dictionary knows as one ("trovata", "chiamato");
        :func:`~fairmt.inflect.romance.elided_clitic_participles`."""
        return elided_clitic_participles(tokens, "it", "avere", lambda w: w.endswith(("a", "o")))

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`, except that a singular dative clitic (:meth:`object_clitics`; the
        realiser says "sg" for one that renders a singular "them") is "gli" (M) or "le" (F):
        "le" alone may also be the feminine plural accusative, whose masculine is "li", and
        only the number tells them apart."""
        s, e = span
        if number == "sg" and gender in ("F", "M") and e - s == 1 and check_span(tokens, span):
            w = Word.parse(tokens[s])
            if w.core.lower() in ("le", "gli") and span in self.object_clitics(tokens):
                new = "le" if gender == "F" else "gli"
                if new == w.core.lower():
                    return None
                out = list(tokens)
                out[s] = w.render(new)
                return out
        if gender in ("F", "M") and e - s == 1 and span in self._elided_clitic_participles(tokens):
            return self._object_predicative(self.realise(tokens, span, gender), tokens, e, gender)
        return self.realise(tokens, span, gender)

    @staticmethod
    def _object_predicative(
        out: list[str] | None, tokens: Sequence[str], k: int, gender: Gender
    ) -> list[str] | None:
        """(it-inflect-26) ``out`` with the object's predicative complement after the realised
        participle at ``k - 1`` ("l'abbiamo trovata ben preparata"): an adjective or participle
        right after it, over degree adverbs, that agreed with the participle agrees with the same
        object (Serianni, *Grammatica italiana*, II.39-40 on the *complemento predicativo
        dell'oggetto*). Unchanged when the participle did not change or a comma ends it."""
        morph = morphology("it")
        if (
            out is None
            or morph is None
            or out[k - 1] == tokens[k - 1]
            or Word.parse(tokens[k - 1]).post.strip()
        ):
            return out
        was = Word.parse(tokens[k - 1]).core.lower()[-1]
        j = k
        while j < len(tokens) and Word.parse(tokens[j]).core.lower() in ADVERBS | {"ben"}:
            if Word.parse(tokens[j]).post.strip():
                return out
            j += 1
        if j >= len(tokens):
            return out
        w = Word.parse(tokens[j])
        low = w.core.lower()
        rs = morph.readings(low)
        if not rs or low[-1] != was or not all(r.pos == "adj" or "pp" in r.tags for r in rs):
            return out
        new = morph.agree(low, gender, "sg")
        if new is None or new == low:
            return out
        out = list(out)
        out[j] = w.render(new)
        return out
