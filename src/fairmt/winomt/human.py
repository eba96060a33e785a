"""Agreement of automatic gender detection with WinoMT's human annotations.

The human annotations (``winomt/human_annotations/*.csv``) label the gender of the entity
in ~100 translated sentences per language and system (paper §3.4). ``Index`` is the
0-based line of the sentence in ``en.txt`` and in the system's translation file. Some
files do not name their system; :func:`resolve_systems` finds it by matching the
annotated sentence against line ``Index`` of each system's translation file.

Labels: ``M``/``F``/``N`` (any case); a combined label such as ``M/N`` accepts either
reading; an empty label or ``-`` means "not labelled" and the row is left out.

**Halves.** The labels are a test set; rules that go beyond the original are developed on
a fixed half and the other half is reported apart (:func:`human_half`, fixed before any
disagreement was looked at). A row belongs to the *dev* half when the first byte of the
SHA-256 of its English *template* (the ``en.txt`` sentence at ``Index``, lower-cased, its
personal pronouns masked: :func:`fairmt.winomt.recovery.template`) is even, else to the
*test* half. Keying on the template, not on the row, keeps the two gender variants of one
WinoMT sentence, and a sentence annotated in two files (``google.it.csv`` and
``google.it.2.csv``), in the same half.
"""

from __future__ import annotations

import csv
import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from fairmt.data.readers import split_lines
from fairmt.errors import DataError, UsageError
from fairmt.gender.base import EntitySpan, Gender
from fairmt.progress import Progress, or_null
from fairmt.registry import did_you_mean

#: file -> (language, system or None when the file does not name it)
HUMAN_FILES: dict[str, tuple[str, str | None]] = {
    "aws.ar.csv": ("ar", "aws"),
    "aws.de.csv": ("de", "aws"),
    "es.csv": ("es", None),
    "fr.csv": ("fr", None),
    "google.it.csv": ("it", "google"),
    "google.it.2.csv": ("it", "google"),
    "he.csv": ("he", None),
    "google.ru.csv": ("ru", "google"),
    "google.uk.csv": ("uk", "google"),
}

SYSTEMS = ("google", "bing", "aws", "systran", "sota")

#: The halves of the human labels: ``dev`` (rules may be designed on its errors) and ``test``.
HALVES = ("dev", "test")

_LABELS = {"m": Gender.MALE, "f": Gender.FEMALE, "n": Gender.NEUTRAL}


@dataclass(frozen=True)
class HumanRow:
    """One labelled annotation row."""

    file: str
    line: int
    lang: str
    system: str | None
    index: int
    entity: str
    sentence: str
    labels: frozenset[Gender]
    #: Own label files (:func:`read_labels_file`): the first 12 hex digits of the SHA-256 of the
    #: translation (whitespace collapsed), checked against the system's file; "" for the CSVs.
    target_sha256: str = ""


def parse_label(text: str) -> frozenset[Gender]:
    """``"M"`` -> {male}; ``"M/N"`` -> {male, neutral}; ``""``/``"-"`` -> empty (unlabelled)."""
    out = set()
    for part in text.replace(",", "/").split("/"):
        p = part.strip().lower()
        if p in _LABELS:
            out.add(_LABELS[p])
    return frozenset(out)


def read_human_file(path: Path) -> list[HumanRow]:
    lang, system = HUMAN_FILES[path.name]
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    if not rows:
        raise DataError("empty annotation file", path)
    header = [h.strip() for h in rows[0]]
    try:
        gcol = next(i for i, h in enumerate(header) if h.startswith("Gender"))
    except StopIteration:
        raise DataError("no 'Gender? [M/F/N]' column in the header", path, 1) from None
    # google.uk.csv has a shifted header: its 2nd column is the entity and its 3rd the sentence.
    ecol, scol = (1, 2) if header[1] == "" else (header.index("Entity"), header.index("Sentence"))
    out: list[HumanRow] = []
    for n, r in enumerate(rows[1:], start=2):
        if len(r) <= gcol:
            raise DataError(f"expected at least {gcol + 1} columns, found {len(r)}", path, n)
        labels = parse_label(r[gcol])
        if not labels:
            continue
        try:
            index = int(r[0])
        except ValueError:
            raise DataError(f"Index is not an integer: {r[0]!r}", path, n) from None
        out.append(HumanRow(path.name, n, lang, system, index, r[ecol].strip(), r[scol].strip(), labels))
    return out


def target_digest(sentence: str) -> str:
    """The 12-hex-digit SHA-256 prefix of a translation, whitespace collapsed (own label files)."""
    return hashlib.sha256(_norm(sentence).encode("utf-8")).hexdigest()[:12]


def read_labels_file(path: Path) -> list[HumanRow]:
    """Labelled rows of an own label file (JSONL), such as ``benchmarks/data/winomt_fr_own``.

    One object a line with ``lang``, ``system``, ``index`` (0-based line of ``en.txt`` and of
    the system's translation file), ``entity``, ``label`` (as in the human files: ``M``,
    ``F``, ``N``, combined ``M/F``; ``""`` leaves the row out) and ``target_sha256``
    (:func:`target_digest` of the translation; the file holds no text of the data set, and
    :func:`human_predictions` checks the digest against the translation it reads). A
    malformed line raises :class:`DataError` naming the file and line.
    """
    import json

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise DataError(f"cannot read label file: {e.strerror}", path) from None
    out: list[HumanRow] = []
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            raise DataError(f"not JSON: {e.msg}", path, n) from None
        if not isinstance(obj, dict):
            raise DataError("expected a JSON object", path, n)
        missing = [k for k in ("lang", "system", "index", "entity", "label", "target_sha256") if k not in obj]
        if missing:
            raise DataError(f"missing field(s): {', '.join(missing)}", path, n)
        if obj["system"] not in SYSTEMS:
            raise DataError(f"unknown system {obj['system']!r}; known: {', '.join(SYSTEMS)}", path, n)
        if not isinstance(obj["index"], int) or obj["index"] < 0:
            raise DataError(f"index is not a non-negative integer: {obj['index']!r}", path, n)
        labels = parse_label(str(obj["label"]))
        if not labels:
            continue
        out.append(
            HumanRow(
                path.name, n, str(obj["lang"]), str(obj["system"]), obj["index"], str(obj["entity"]), "",
                labels, str(obj["target_sha256"]),
            )
        )  # fmt: skip
    return out


def read_human_annotations(directory: Path, langs: Iterable[str] | None = None) -> list[HumanRow]:
    """All labelled rows of the known annotation files in ``directory``."""
    wanted = set(langs) if langs is not None else None
    annotated = sorted({lang for lang, _ in HUMAN_FILES.values()})
    for lang in sorted(wanted or ()):
        if lang not in annotated:
            raise UsageError(
                f"no human annotations for language {lang!r}; annotated: {', '.join(annotated)}."
                + did_you_mean(lang, annotated)
            )
    out: list[HumanRow] = []
    for name, (lang, _) in HUMAN_FILES.items():
        if wanted is not None and lang not in wanted:
            continue
        p = directory / name
        if p.exists():
            out.extend(read_human_file(p))
    return out


def _norm(s: str) -> str:
    return " ".join(s.split())


def resolve_systems(rows: Sequence[HumanRow], translations_dir: Path) -> list[HumanRow]:
    """Fill in ``system`` where the file does not name it, by matching line ``Index``.

    A row whose sentence matches no system's translation at line ``Index`` raises
    :class:`DataError` naming the annotation file and line.
    """
    cache: dict[tuple[str, str], list[str]] = {}

    def targets(system: str, lang: str) -> list[str]:
        key = (system, lang)
        if key not in cache:
            f = translations_dir / system / f"en-{lang}.txt"
            if f.exists():
                lines = split_lines(f.read_text(encoding="utf-8"))
                cache[key] = [_norm(line.partition(" ||| ")[2]) for line in lines]
            else:
                cache[key] = []
        return cache[key]

    def matches(row: HumanRow, system: str) -> bool:
        tg = targets(system, row.lang)
        return row.index < len(tg) and tg[row.index] == _norm(row.sentence)

    # One system per file: the one that matches most of its rows.
    by_file: dict[str, str] = {}
    for name in {r.file for r in rows if r.system is None}:
        frows = [r for r in rows if r.file == name]
        best = max(SYSTEMS, key=lambda s: sum(matches(r, s) for r in frows))
        by_file[name] = best

    out = []
    for row in rows:
        if row.system is not None:
            out.append(row)
            continue
        system = by_file[row.file]
        if not matches(row, system):
            others = [s for s in SYSTEMS if matches(row, s)]
            if not others:
                raise DataError(
                    f"annotated sentence matches no system's translation at line {row.index}",
                    row.file,
                    row.line,
                )
            system = others[0]
        out.append(replace(row, system=system))
    return out


def human_half(sentence: str) -> str:
    """``"dev"`` or ``"test"``: the fixed half of the annotated rows of English ``sentence``.

    The first byte of the SHA-256 of the sentence's template (lower-cased, pronouns masked)
    decides: even is dev. See the module docstring.
    """
    from fairmt.winomt.recovery import template

    digest = hashlib.sha256(template(sentence).encode("utf-8")).digest()
    return HALVES[digest[0] % 2]


@dataclass(frozen=True)
class Agreement:
    """Agreement of predictions with human labels for one group of rows."""

    n: int
    agree: int

    @property
    def percent(self) -> float:
        return round(100.0 * self.agree / self.n, 1) if self.n else float("nan")


def agreement(rows: Sequence[HumanRow], predict: Callable[[HumanRow], Gender]) -> dict[str, Agreement]:
    """Per-language agreement: a prediction agrees when it is one of the row's labels."""
    counts: dict[str, list[int]] = {}
    for row in rows:
        c = counts.setdefault(row.lang, [0, 0])
        c[0] += 1
        if predict(row) in row.labels:
            c[1] += 1
    return {lang: Agreement(n, a) for lang, (n, a) in sorted(counts.items())}


@dataclass(frozen=True)
class HumanPrediction:
    """The pipeline's reading of one labelled row: the entity's span and predicted gender."""

    row: HumanRow
    span: EntitySpan
    predicted: Gender
    analyzer: str

    @property
    def agrees(self) -> bool:
        return self.predicted in self.row.labels


def human_predictions(
    winomt_dir: Path,
    *,
    compat: str = "mt_gender-2022",
    analyzers: dict[str, str] | None = None,
    aligner: str = "fast_align",
    langs: Iterable[str] | None = None,
    recover_entities: bool = False,
    progress: Progress | None = None,
    half: str | None = None,
    labels: Path | None = None,
) -> list[HumanPrediction]:
    """The pipeline's prediction for every labelled row (the work behind :func:`human_agreement`).

    Each annotated sentence is scored as in a real run: its system's whole translation
    file is aligned, the entity of line ``Index`` of the 2020-08-31 challenge set (the one
    the saved translations were made from) is mapped, and the language's analyser reads
    it. ``half`` (``"dev"`` or ``"test"``, :func:`human_half`) keeps only that half's rows;
    ``None`` keeps all. ``labels``: an own label file (:func:`read_labels_file`) scored
    instead of the human annotations (it has no halves: ``half`` must be ``None``).
    ``progress`` (:mod:`fairmt.progress`) gets one task, ``winomt-human``, counting the
    translation files read and aligned, with a note per file.
    Rows come language by language (sorted), then system by system.
    """
    from fairmt.align.base import get_aligner
    from fairmt.align.cache import align_cached
    from fairmt.data.readers import read_translations
    from fairmt.gender.base import Policy, get_analyzer
    from fairmt.winomt.challenge import read_challenge_file
    from fairmt.winomt.entities import entity_span
    from fairmt.winomt.recovery import RecoveryModel

    if half is not None and half not in HALVES:
        raise UsageError(f"unknown half {half!r}; known: {', '.join(HALVES)}")
    policy = Policy.parse(compat)
    if labels is not None:
        if half is not None:
            raise UsageError("an own label file has no halves: give --labels or --half, not both")
        rows = read_labels_file(labels)
        if langs is not None:
            wanted = set(langs)
            rows = [r for r in rows if r.lang in wanted]
    else:
        rows = resolve_systems(
            read_human_annotations(winomt_dir / "human_annotations", langs), winomt_dir / "translations"
        )
    items = read_challenge_file(winomt_dir / "aggregates_2020-08-31" / "en.txt")
    if half is not None:
        rows = [r for r in rows if human_half(items[r.index].sentence) == half]
    al = get_aligner(aligner)
    out: list[HumanPrediction] = []
    p = or_null(progress)
    p.start(len({(r.lang, r.system or "") for r in rows}), "winomt-human")
    try:
        for lang in sorted({r.lang for r in rows}):
            an = get_analyzer(lang, (analyzers or {}).get(lang), policy)
            lrows = [r for r in rows if r.lang == lang]
            for system in sorted({r.system or "" for r in lrows}):
                tf = read_translations(winomt_dir / "translations" / system / f"en-{lang}.txt")
                corpus = [(r.source or "", r.target) for r in tf.rows]
                links = align_cached(al, [(al.tokenize(s), al.tokenize(t)) for s, t in corpus])
                model = None
                if recover_entities:
                    lookup = {src: i for i, (src, _) in enumerate(corpus)}
                    model = RecoveryModel.from_corpus(items, corpus, lookup, links, al.tokenize)
                for r in lrows:
                    if r.system == system:
                        if r.index >= len(corpus):
                            raise DataError(
                                f"index {r.index} is past the end of {system} en-{lang}", r.file, r.line
                            )
                        tgt = corpus[r.index][1]
                        if r.target_sha256 and target_digest(tgt) != r.target_sha256:
                            msg = f"{system} en-{lang} line {r.index} does not match target_sha256"
                            raise DataError(msg, r.file, r.line)
                        toks = al.tokenize(tgt)
                        span = entity_span(items[r.index], tgt, links[r.index], toks)
                        if model is not None:
                            span = model.recover_span(span, items[r.index], links[r.index], toks)
                        out.append(HumanPrediction(r, span, an.entity_gender(span), an.name))
                p.update(1)
                p.note(f"{system} en-{lang}: {sum(r.system == system for r in lrows)} annotated rows")
    finally:
        p.close()
    return out


def human_agreement(
    winomt_dir: Path,
    *,
    compat: str = "mt_gender-2022",
    analyzers: dict[str, str] | None = None,
    aligner: str = "fast_align",
    langs: Iterable[str] | None = None,
    recover_entities: bool = False,
    progress: Progress | None = None,
    half: str | None = None,
    labels: Path | None = None,
) -> dict[str, tuple[str, Agreement]]:
    """Agreement of the WinoMT pipeline with the human labels, per language.

    The predictions are :func:`human_predictions`' (same options). Returns
    ``{lang: (analyser name, Agreement)}``.
    """
    preds = human_predictions(
        winomt_dir,
        compat=compat,
        analyzers=analyzers,
        aligner=aligner,
        langs=langs,
        recover_entities=recover_entities,
        progress=progress,
        half=half,
        labels=labels,
    )
    got = {(hp.row.file, hp.row.line): hp.predicted for hp in preds}
    names = {hp.row.lang: hp.analyzer for hp in preds}
    agr = agreement([hp.row for hp in preds], lambda r: got[(r.file, r.line)])
    return {lang: (names[lang], a) for lang, a in agr.items()}
