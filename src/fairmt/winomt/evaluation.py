"""The WinoMT evaluation: translations -> alignment -> entity gender -> metrics.

:func:`evaluate` is the public entry point (re-exported as ``fairmt.winomt.evaluate``, and
what ``fairmt winomt`` calls); :func:`evaluate_file` is the lower-level twin that also takes
an already-read :class:`~fairmt.data.readers.TranslationFile` and shared aligner/analyser
objects (``winomt-batch`` and the diagnostics use it). This module is called ``evaluation``,
not ``evaluate``, so that the function ``fairmt.winomt.evaluate`` is not shadowed by a
submodule of the same name once the submodule is imported.

The aligner is trained on the whole translation file, as the original pipeline does
(``fast_align -i FILE -d -o -v``). Challenge-set rows are joined to translations by their
English sentence (plain files are line-parallel to ``en.txt``). Rows whose sentence has no
translation are reported by line and left out of the metrics; beyond ``max_missing`` (a
fraction of ``en.txt``) the file is rejected as not a translation of this challenge set.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.align.base import Aligner, Alignment, ascii_whitespace_tokens, get_aligner
from fairmt.align.cache import align_cached
from fairmt.data.challenge_sets import CHALLENGE_VERSIONS
from fairmt.data.readers import TranslationFile, TranslationRow, read_translations
from fairmt.data.sanity import language_warning
from fairmt.errors import DataError, UsageError
from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy, get_analyzer
from fairmt.signature import Signature
from fairmt.winomt.challenge import ChallengeItem, ChallengeSet, read_challenge_set
from fairmt.winomt.entities import entity_span, parse_links
from fairmt.winomt.metrics import SubsetMetrics, delta, subset_metrics
from fairmt.winomt.recovery import RecoveryModel

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Prediction:
    """The prediction for one challenge-set row."""

    subset: str
    line: int
    gold: Gender
    predicted: Gender
    entity: str
    aligned: str
    target: str
    source: str

    @property
    def correct(self) -> bool:
        return self.predicted is self.gold

    def to_dict(self) -> dict[str, Any]:
        """The JSON object of ``fairmt winomt --predictions`` (genders as their names)."""
        return {
            "subset": self.subset,
            "line": self.line,
            "gold": self.gold.value,
            "predicted": self.predicted.value,
            "entity": self.entity,
            "aligned": self.aligned,
            "source": self.source,
            "target": self.target,
        }


@dataclass(frozen=True)
class Missing:
    """A challenge-set row that has no translation in the file."""

    subset: str
    line: int
    sentence: str


def _log_missing(missing: list[Missing], path: object) -> None:
    """One warning per translation file for its rows without a translation, each row at debug level.

    A warning per row flooded the terminal (136 lines for ``winomt-batch`` over the saved
    translations, 7,050 with ``--max-missing 1``) and said nothing a count does not: the
    warning gives the count per subset and the first row; ``-vv`` (or the result's
    ``missing``) lists them all.
    """
    if not missing:
        return
    for m in missing:
        log.debug("%s line %d has no translation in %s: %s", m.subset, m.line, path, m.sentence)
    per_subset: dict[str, int] = {}
    for m in missing:
        per_subset[m.subset] = per_subset.get(m.subset, 0) + 1
    counts = ", ".join(f"{name} {n}" for name, n in per_subset.items())
    first = missing[0]
    log.warning(
        "%s: %d challenge-set rows have no translation and are left out (%s; first: %s line %d: %s)",
        path,
        len(missing),
        counts,
        first.subset,
        first.line,
        first.sentence,
    )


class LineCountError(DataError):
    """Translations that are not one per challenge-set sentence (a plain file or a list).

    ``expected`` is the number of sentences of the challenge set's ``en.txt``, ``got`` the
    number of translations given. A :class:`~fairmt.errors.DataError` (exit code 3 in the CLI).
    """

    def __init__(
        self,
        message: str,
        path: str | Path | None = None,
        line: int | None = None,
        *,
        expected: int,
        got: int,
    ) -> None:
        super().__init__(message, path, line)
        self.expected = expected
        self.got = got


@dataclass(frozen=True, repr=False)
class WinoMTResult:
    """WinoMT scores of one set of translations (percent values, one decimal, as the paper).

    ``accuracy``, ``f1_male``, ``f1_female`` and ``delta_g`` are computed on the whole
    challenge set (``en.txt``); ``delta_s`` is the accuracy on the pro-stereotypical subset
    (``en_pro.txt``) minus the accuracy on the anti-stereotypical one (``en_anti.txt``), each
    subset's sentences looked up in the same translations (as mt_gender does, and as
    ``fairmt winomt`` always has); it is ``None`` for a challenge set without those subsets. ``n`` counts
    the ``en.txt`` sentences scored (sentences without a translation are in ``missing``).
    ``predictions`` holds one :class:`Prediction` per scored row of every subset (``all``,
    ``pro``, ``anti``), in challenge-set order. Immutable; :meth:`to_dict` gives the JSON of
    ``fairmt winomt``.
    """

    lang: str
    system: str | None
    subsets: dict[str, SubsetMetrics]
    signature: Signature
    challenge_name: str
    missing: tuple[Missing, ...] = ()
    unused_lines: tuple[int, ...] = ()
    predictions: tuple[Prediction, ...] = ()

    def __repr__(self) -> str:
        # The headline numbers, not thousands of predictions (the dataclass default).
        return (
            f"WinoMTResult(lang={self.lang!r}, system={self.system!r}, "
            f"challenge_set={self.challenge_name!r}, accuracy={self.accuracy}, "
            f"f1_male={self.f1_male}, f1_female={self.f1_female}, "
            f"delta_g={self.delta_g}, delta_s={self.delta_s}, n={self.n}, missing={len(self.missing)})"
        )

    @property
    def all(self) -> SubsetMetrics:
        return self.subsets["all"]

    @property
    def n(self) -> int:
        return self.all.n

    @property
    def accuracy(self) -> float:
        return self.all.accuracy

    @property
    def f1_male(self) -> float:
        return self.all.male.f1

    @property
    def f1_female(self) -> float:
        return self.all.female.f1

    @property
    def delta_g(self) -> float:
        return delta(self.f1_male, self.f1_female)

    @property
    def accuracy_pro(self) -> float | None:
        return self.subsets["pro"].accuracy if "pro" in self.subsets else None

    @property
    def accuracy_anti(self) -> float | None:
        return self.subsets["anti"].accuracy if "anti" in self.subsets else None

    @property
    def delta_s(self) -> float | None:
        if self.accuracy_pro is None or self.accuracy_anti is None:
            return None
        return delta(self.accuracy_pro, self.accuracy_anti)

    def to_dict(self, details: bool = True) -> dict[str, Any]:
        d: dict[str, Any] = {
            "lang": self.lang,
            "system": self.system,
            "challenge_set": self.challenge_name,
            "accuracy": self.accuracy,
            "f1_male": self.f1_male,
            "f1_female": self.f1_female,
            "delta_g": self.delta_g,
            "accuracy_pro": self.accuracy_pro,
            "accuracy_anti": self.accuracy_anti,
            "delta_s": self.delta_s,
            "n": self.all.n,
            "unknown": self.all.unknown_total,
            "scale": "percent (0-100), higher accuracy is better; delta_g/delta_s closer to 0 is better",
            "signature": str(self.signature),
        }
        if details:
            d["subsets"] = {name: _subset_dict(m) for name, m in self.subsets.items()}
            d["missing"] = [
                {"subset": m.subset, "line": m.line, "sentence": m.sentence} for m in self.missing
            ]
            d["unused_translation_lines"] = list(self.unused_lines)
        return d


def _subset_dict(m: SubsetMetrics) -> dict[str, Any]:
    return {
        "n": m.n,
        "accuracy": m.accuracy,
        "male": vars(m.male),
        "female": vars(m.female),
        "neutral": vars(m.neutral),
        "unknown": m.unknown,
        "confusion": m.confusion,
    }


class PrecomputedAlignments(Aligner):
    """Links read from a Pharaoh-format file, line-parallel to the translation file."""

    name = "precomputed"

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self.data = self.path.read_bytes()
        except FileNotFoundError:
            raise DataError("alignment file not found", self.path) from None
        self.sha = hashlib.sha256(self.data).hexdigest()[:12]

    def version(self) -> str:
        return f"precomputed:{self.sha}"

    def tokenize(self, text: str) -> list[str]:
        # Pharaoh-format links (fast_align's) index ASCII-space/tab tokens.
        return ascii_whitespace_tokens(text)

    def load(self, corpus: Sequence[tuple[str, str]]) -> list[Alignment]:
        lines = self.data.decode("utf-8", errors="replace").splitlines()
        if len(lines) != len(corpus):
            raise DataError(
                f"the alignment file has {len(lines)} lines but the translation file has {len(corpus)}",
                self.path,
                min(len(lines), len(corpus)) + 1,
            )
        out: list[Alignment] = []
        for n, (line, (src, tgt)) in enumerate(zip(lines, corpus, strict=True), start=1):
            try:
                links = parse_links(line)
            except ValueError:
                raise DataError(f"not an 'i-j' alignment line: {line[:60]!r}", self.path, n) from None
            ns, nt = len(self.tokenize(src)), len(self.tokenize(tgt))
            for i, j in links:
                if not (0 <= i < ns and 0 <= j < nt):
                    raise DataError(
                        f"link {i}-{j} is outside the sentence pair ({ns}x{nt} tokens)", self.path, n
                    )
            out.append(links)
        return out

    def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
        return self.load([(" ".join(s), " ".join(t)) for s, t in pairs])


def load_challenge_set(spec: str | os.PathLike[str] | None = None) -> ChallengeSet:
    """``None``/``"current"`` or ``"2020-08-31"`` (from the ``winomt`` dataset) or a folder."""
    key = "current" if spec is None else os.fspath(spec)
    if key in CHALLENGE_VERSIONS:
        from fairmt.data import dataset_path

        root = dataset_path("winomt")
        sub = CHALLENGE_VERSIONS[key]
        return read_challenge_set(root / sub)
    return read_challenge_set(Path(key))


def _match(
    tfile: TranslationFile, challenge: ChallengeSet, max_missing: float
) -> tuple[list[tuple[str, str]], dict[str, int], list[int]]:
    """The aligner corpus, the sentence -> corpus-row map, and unused translation lines."""
    all_items = challenge.all
    if tfile.has_sources:
        corpus = [(r.source or "", r.target) for r in tfile.rows]
    else:
        n_rows, n_items = len(tfile.rows), len(all_items)
        if n_rows > n_items:
            raise LineCountError(
                f"extra line: a plain translation file must have one line per challenge-set sentence "
                f"({n_items} in {challenge.name}), this one has {n_rows}",
                tfile.path,
                n_items + 1,
                expected=n_items,
                got=n_rows,
            )
        if n_rows < n_items:
            raise LineCountError(
                f"missing lines: a plain translation file must have one line per challenge-set sentence "
                f"({n_items} in {challenge.name}), this one ends after {n_rows}",
                tfile.path,
                n_rows + 1,
                expected=n_items,
                got=n_rows,
            )
        corpus = [(it.sentence, r.target) for it, r in zip(all_items, tfile.rows, strict=True)]
    lookup: dict[str, int] = {}
    for i, (src, _) in enumerate(corpus):
        lookup[src] = i  # last one wins, as the original
    known = {it.sentence for items in challenge.subsets.values() for it in items}
    unused = [tfile.rows[i].line for i, (src, _) in enumerate(corpus) if src not in known]
    missing_all = [it for it in all_items if it.sentence not in lookup]
    if len(missing_all) == len(all_items):
        raise DataError(
            f"no line of this file translates a sentence of the challenge set {challenge.name} "
            f"(first source: {corpus[0][0][:80]!r})",
            tfile.path,
            tfile.rows[0].line,
        )
    if len(missing_all) > max_missing * len(all_items):
        first = missing_all[0]
        raise DataError(
            f"{len(missing_all)} of {len(all_items)} challenge-set sentences have no translation here "
            f"(first: {challenge.name} en.txt line {first.line}: {first.sentence[:80]!r}); "
            f"{len(unused)} translation lines match no challenge-set sentence"
            + (f" (first: line {unused[0]})" if unused else "")
            + f". Tolerance: max_missing={max_missing}",
            tfile.path,
            unused[0] if unused else None,
        )
    return corpus, lookup, unused


def evaluate_file(
    translations: TranslationFile | str | Path,
    lang: str,
    challenge: ChallengeSet | str | Path | None = None,
    *,
    aligner: Aligner | str = "fast_align",
    analyzer: GenderAnalyzer | str | None = None,
    compat: Policy | str = DEFAULT_POLICY,
    system: str | None = None,
    max_missing: float = 0.01,
    fmt: str = "auto",
    cache: bool = True,
    keep_predictions: bool = False,
    alignments: str | Path | None = None,
    recover_entities: bool = False,
) -> WinoMTResult:
    """Score one translation file with WinoMT (the Python twin of ``fairmt winomt``).

    ``alignments`` names a Pharaoh-format file (``i-j`` pairs, English-target, one line per
    translation line) to use instead of running the aligner. ``recover_entities`` finds
    the entity of rows the aligner left unaligned from what it learned on the file's other
    rows (:mod:`fairmt.winomt.recovery`); it changes results and is recorded in the signature.
    """
    policy = Policy.parse(compat) if isinstance(compat, str) else compat
    # Language support is checked here, before any work.
    an = analyzer if isinstance(analyzer, GenderAnalyzer) else get_analyzer(lang, analyzer, policy)
    al = get_aligner(aligner) if isinstance(aligner, str) else aligner
    ch = challenge if isinstance(challenge, ChallengeSet) else load_challenge_set(challenge)
    tf = translations if isinstance(translations, TranslationFile) else read_translations(translations, fmt)
    odd = language_warning([r.target for r in tf.rows], lang)
    if odd:
        log.warning("%s: %s", tf.path, odd)

    corpus, lookup, unused = _match(tf, ch, max_missing)
    if alignments is not None:
        al = PrecomputedAlignments(alignments)
        links = al.load(corpus)
    else:
        links = align_cached(al, [(al.tokenize(s), al.tokenize(t)) for s, t in corpus], disk=cache)
    return score_aligned(
        corpus,
        links,
        lookup,
        ch,
        an,
        lang=lang,
        system=system,
        unused=unused,
        tfile=tf,
        aligner=al,
        keep_predictions=keep_predictions,
        recover_entities=recover_entities,
    )


#: The display name of translations given as a list of strings (in errors and ``TranslationFile.path``).
LIST_NAME = "<list>"


def translations_from_lines(lines: Sequence[str], name: str = LIST_NAME) -> TranslationFile:
    """Translations given in memory, one per challenge-set sentence (``en.txt`` order).

    They read exactly as a plain file with those lines would: each is stripped, and the
    fingerprint in the signature (``translations_sha``) is the SHA-256 of the lines joined
    by newlines with a final newline, so a list and the file written from it give the same
    signature. A line break inside a translation would shift every following line against
    the challenge set, so it is refused, as is anything that is not a string.
    """
    rows: list[TranslationRow] = []
    for n, text in enumerate(lines, start=1):
        if not isinstance(text, str):
            raise UsageError(f"translation {n} is a {type(text).__name__}, not a string")
        if "\n" in text or "\r" in text:
            raise DataError("a translation contains a line break (one line per sentence)", name, n)
        rows.append(TranslationRow(n, None, text.strip()))
    data = "".join(text + "\n" for text in lines).encode("utf-8")
    return TranslationFile(name, "plain", tuple(rows), hashlib.sha256(data).hexdigest())


def evaluate(
    translations: str | os.PathLike[str] | Sequence[str],
    lang: str,
    *,
    challenge_set: ChallengeSet | str | os.PathLike[str] | None = None,
    compat: Policy | str | None = None,
    analyzer: GenderAnalyzer | str | None = None,
    aligner: Aligner | str = "fast_align",
    system: str | None = None,
    fmt: str = "auto",
    max_missing: float = 0.01,
    alignments: str | os.PathLike[str] | None = None,
    recover_entities: bool = False,
    cache: bool = True,
) -> WinoMTResult:
    """Score translations of the WinoMT challenge set into ``lang`` (what ``fairmt winomt`` does).

    ``translations`` is a path (``"-"`` reads standard input) to a file in any format
    ``fairmt winomt`` reads (``source ||| target``, TSV, JSONL, or plain lines parallel to
    ``en.txt``; ``fmt`` forces one), or a list of strings: one translation per sentence of
    the challenge set's ``en.txt``, in order (anything else is a :class:`LineCountError`).
    ``challenge_set`` is ``"current"`` (the default, mt_gender's newest ``en.txt``),
    ``"2020-08-31"`` (the set WinoMT's saved translations were made from), a folder with
    ``en.txt``/``en_pro.txt``/``en_anti.txt``, or a :class:`ChallengeSet`. ``compat`` is
    ``"mt_gender-2022"`` (default), ``"mt_gender-2019"`` (the paper's numbers) or
    ``"target-side-1"``/``-2``/``-3`` (the entity's gender also from the translation's
    coreferent pronouns and agreement, :mod:`fairmt.gender.target_side`; not comparable with
    the paper);
    ``analyzer`` overrides the language's default gender analyser (a name or an object).
    The other options are those of ``fairmt winomt``: ``alignments`` a Pharaoh-format file
    used instead of the aligner, ``recover_entities`` the entity recovery, ``max_missing``
    the fraction of ``en.txt`` sentences a file with sources may leave untranslated,
    ``cache`` the on-disk alignment cache.

    Language support is checked before anything is read. Every error the caller can cause
    is a :class:`~fairmt.errors.FairmtError` (unknown names: ``UsageError``; bad data:
    ``DataError``; unsupported language: ``UnsupportedLanguageError``).

    >>> r = evaluate("google/en-de.txt", "de", challenge_set="2020-08-31", compat="mt_gender-2019")
    ... # doctest: +SKIP
    >>> r.accuracy, r.delta_g, r.delta_s                  # doctest: +SKIP
    (59.4, 12.5, 12.5)
    """
    policy = DEFAULT_POLICY if compat is None else Policy.parse(compat) if isinstance(compat, str) else compat
    an = analyzer if isinstance(analyzer, GenderAnalyzer) else get_analyzer(lang, analyzer, policy)
    if isinstance(translations, (str, os.PathLike)):
        source: TranslationFile | str = os.fspath(translations)
        ch = challenge_set if isinstance(challenge_set, ChallengeSet) else load_challenge_set(challenge_set)
    else:
        if isinstance(translations, bytes):
            raise UsageError("translations must be a path or a list of strings, not bytes")
        if fmt not in ("auto", "plain"):
            raise UsageError(f"fmt={fmt!r} is for files; a list holds plain translations, one per sentence")
        ch = challenge_set if isinstance(challenge_set, ChallengeSet) else load_challenge_set(challenge_set)
        lines = list(translations)
        expected = len(ch.all)
        if len(lines) != expected:
            raise LineCountError(
                f"{len(lines)} translations for the {expected} sentences of {ch.name}: give one translation "
                "per en.txt sentence, in order",
                expected=expected,
                got=len(lines),
            )
        source = translations_from_lines(lines)
    return evaluate_file(
        source,
        lang,
        ch,
        aligner=aligner,
        analyzer=an,
        compat=policy,
        system=system,
        max_missing=max_missing,
        fmt=fmt,
        cache=cache,
        keep_predictions=True,
        alignments=os.fspath(alignments) if alignments is not None else None,
        recover_entities=recover_entities,
    )


def score_aligned(
    corpus: Sequence[tuple[str, str]],
    links: Sequence[Alignment],
    lookup: Mapping[str, int],
    challenge: ChallengeSet,
    analyzer: GenderAnalyzer,
    *,
    lang: str,
    system: str | None,
    unused: list[int],
    tfile: TranslationFile,
    aligner: Aligner,
    keep_predictions: bool = False,
    recover_entities: bool = False,
) -> WinoMTResult:
    # One recovery model per file, learned on en.txt, so a sentence reads the same in every subset.
    model = (
        RecoveryModel.from_corpus(challenge.all, corpus, lookup, links, aligner.tokenize)
        if recover_entities
        else None
    )
    # Target tokens once per translation line (pro/anti rows reuse the lines of en.txt), and
    # each (line, entity) read once: a pro/anti row is an en.txt row (same sentence, same
    # entity), its span is the same, and an analyser reads a span the same in any batch, so
    # the pro and anti subsets reuse the spans and readings of the first subset (``all``).
    target_tokens: dict[int, list[str]] = {}
    known_spans: dict[tuple[int, int, str], EntitySpan] = {}
    readings: dict[tuple[int, int, str], Gender] = {}
    subsets: dict[str, SubsetMetrics] = {}
    missing: list[Missing] = []
    preds: list[Prediction] = []
    for name, items in challenge.subsets.items():
        present: list[ChallengeItem] = []
        spans = []
        keys = []
        for it in items:
            row = lookup.get(it.sentence)
            if row is None:
                missing.append(Missing(name, it.line, it.sentence))
                continue
            present.append(it)
            key = (row, it.index, it.entity)
            keys.append(key)
            span = known_spans.get(key)
            if span is None:
                target = corpus[row][1]
                tokens = target_tokens.get(row)
                if tokens is None:
                    tokens = target_tokens[row] = aligner.tokenize(target)
                span = entity_span(it, target, links[row], tokens)
                if model is not None:
                    span = model.recover_span(span, it, links[row], tokens)
                known_spans[key] = span
            spans.append(span)
        if not present:
            continue
        todo = {k: sp for k, sp in zip(keys, spans, strict=True) if k not in readings}
        readings.update(zip(todo, analyzer.entity_genders(list(todo.values())), strict=True))
        predicted = [readings[k] for k in keys]
        subsets[name] = subset_metrics([it.gold for it in present], predicted)
        if keep_predictions:
            preds.extend(
                Prediction(name, it.line, it.gold, p, it.entity, sp.text, sp.target, it.sentence)
                for it, sp, p in zip(present, spans, predicted, strict=True)
            )
    _log_missing(missing, tfile.path)
    sig = Signature.of(
        [
            ("task", "winomt"),
            ("dataset", challenge.name),
            ("challenge_sha", challenge.fingerprint),
            ("translations_sha", tfile.sha256[:12]),
            ("lang", f"en-{lang}"),
            *aligner.signature_items(),
            ("recovery", model.version() if model is not None else "off"),
            *analyzer.signature_items(),
        ]
    )
    return WinoMTResult(
        lang, system, subsets, sig, challenge.name, tuple(missing), tuple(unused), tuple(preds)
    )
