"""Run the diagnostics for one or several systems (the Python twin of ``fairmt diagnose``).

Each translation file goes through the WinoMT evaluator
(:func:`fairmt.winomt.evaluation.evaluate_file`: the aligner trained on that whole file, the
language's gender analyser, the compatibility policy), which gives one predicted gender
per English row. The metrics are then pure functions of those predictions and the gold
labels: :mod:`~fairmt.diagnostics.accuracy` (Table 1), :mod:`~fairmt.diagnostics.mpa`
(Table 2), :mod:`~fairmt.diagnostics.prior_bias` (Table 3), :mod:`~fairmt.diagnostics.unknown`
(Table 5) and the adjective set of WinoMT §3.3.

PRO-S and ANTI-S without files of their own are read from the REG translation: every
``en_pro``/``en_anti`` sentence is a sentence of ``en.txt``, so their translations are
looked up by sentence, exactly as WinoMT computes its pro/anti accuracy (and as the
original code scored the saved commercial translations, which are translations of
``en.txt`` only). A separate file for a set takes precedence; then that set is aligned on
its own file.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.align.base import Aligner, get_aligner
from fairmt.diagnostics.accuracy import GenderAccuracy, gender_accuracy
from fairmt.diagnostics.adjectives import ADJECTIVES
from fairmt.diagnostics.mpa import MinimalPair, MPAResult, minimal_pair_accuracy, minimal_pairs
from fairmt.diagnostics.prior_bias import PriorBias, prior_bias
from fairmt.diagnostics.sets import SET_LABELS, SET_NAMES, DiagnosticSets, find_translation_files, load_sets
from fairmt.errors import DataError, UsageError
from fairmt.gender.base import DEFAULT_POLICY, Gender, GenderAnalyzer, Policy, get_analyzer
from fairmt.signature import Signature
from fairmt.winomt.challenge import ChallengeSet
from fairmt.winomt.evaluation import Prediction, WinoMTResult, evaluate_file

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SystemTranslations:
    """One system's translation files, by set (``reg``, ``pro``, ``anti``, ``neutral``, ``adj``).

    ``signature`` names the system where it is known (e.g. the engine, model and settings of
    translations made by ``fairmt diagnose --engine``); it is added to the result's signature.
    """

    name: str
    files: Mapping[str, str | Path]
    signature: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        unknown = [k for k in self.files if k not in SET_NAMES]
        if unknown:
            raise UsageError(
                f"unknown set {unknown[0]!r} for system {self.name!r}; sets: {', '.join(SET_NAMES)}"
            )
        if not self.files:
            raise UsageError(f"system {self.name!r} has no translation file")

    @classmethod
    def from_directory(cls, name: str, directory: str | Path, lang: str) -> SystemTranslations:
        """The files of a folder named as in :mod:`fairmt.diagnostics.sets`."""
        return cls(name, find_translation_files(directory, lang))


@dataclass(frozen=True)
class SetResult:
    """One set of one system: its predictions (one per English row; ``None``: no translation)."""

    name: str
    source: str  # "file" or "reg"
    path: str
    translations_sha: str
    predictions: tuple[Gender | None, ...]
    accuracy: GenderAccuracy
    missing: int
    winomt_signature: str
    #: The evaluator's row for each English row (aligned words, translation), ``None`` when missing.
    rows: tuple[Prediction | None, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": SET_LABELS[self.name],
            "from": self.source,
            "file": self.path,
            "translations_sha": self.translations_sha,
            **self.accuracy.to_dict(),
            "missing": self.missing,
        }


@dataclass(frozen=True)
class AdjectiveResult:
    """The adjective set (WinoMT §3.3) next to the plain anti-stereotypical set."""

    accuracy: GenderAccuracy
    anti: GenderAccuracy | None

    @property
    def delta_vs_anti(self) -> float | None:
        a, b = self.accuracy.overall, self.anti.overall if self.anti is not None else None
        return None if a is None or b is None else round(a - b, 1)

    def to_dict(self) -> dict[str, Any]:
        return {
            "adjectives": {g.value: w for g, w in ADJECTIVES.items()},
            "accuracy": self.accuracy.overall,
            "masculine": self.accuracy.masculine,
            "feminine": self.accuracy.feminine,
            "unknown_rate": self.accuracy.unknown_rate,
            "accuracy_anti": self.anti.overall if self.anti is not None else None,
            "delta_vs_anti": self.delta_vs_anti,
        }


@dataclass(frozen=True, repr=False)
class SystemDiagnostics:
    """Every table of the diagnostics for one system and language (what :func:`diagnose` returns).

    ``sets`` holds one :class:`SetResult` per scored set (``reg``, ``pro``, ``anti``,
    ``neutral``, ``adj``; Table 1 and Table 5 come from them, see :meth:`accuracy` and
    :meth:`unknown_rates`); ``mpa`` is Table 2 (``None`` without both PRO-S and ANTI-S),
    ``prior_bias`` Table 3 (``None`` without the neutral set), ``adjectives`` WinoMT §3.3
    (``None`` without the adjective set); ``winomt`` is ``fairmt winomt``'s summary of the
    REG file. Percent values, one decimal. :meth:`to_dict` gives the JSON of ``fairmt diagnose``.
    """

    system: str
    lang: str
    sets: dict[str, SetResult]
    mpa: MPAResult | None
    prior_bias: PriorBias | None
    adjectives: AdjectiveResult | None
    signature: Signature
    winomt: dict[str, Any] | None = None
    notes: tuple[str, ...] = ()
    pairs: tuple[MinimalPair, ...] = ()

    def __repr__(self) -> str:
        # The headline numbers, not every row of every set (the dataclass default).
        acc = {k: r.accuracy.overall for k, r in self.sets.items()}
        return (
            f"SystemDiagnostics(system={self.system!r}, lang={self.lang!r}, accuracy={acc}, "
            f"mpa={self.mpa.mpa if self.mpa is not None else None}, "
            f"prior_bias_masculine={self.prior_bias.masculine if self.prior_bias is not None else None}, "
            f"adjectives={self.adjectives.accuracy.overall if self.adjectives is not None else None})"
        )

    def pair_records(self) -> list[dict[str, Any]]:
        """The minimal pairs' sentences as ``fairmt attention --pairs`` reads them (JSONL objects).

        Two records per scored pair (pro, then anti) whose entity the aligner linked to target
        words on both sides: ``pair`` (``line N``), ``set``, ``source``, ``translation``,
        ``target`` (the aligned words, article included, as the gender analyser read them),
        ``gold``, ``index``, ``entity``, ``predicted``, ``correct`` (predicted = gold; a pair
        is accurate when both are) and ``model`` (the system).
        """
        if "pro" not in self.sets or "anti" not in self.sets:
            return []
        out: list[dict[str, Any]] = []
        for pair in self.pairs:
            if not pair.valid:
                continue
            sides = [
                (name, item, self.sets[name].rows[pair.line - 1])
                for name, item in (("pro", pair.pro), ("anti", pair.anti))
            ]
            if any(row is None or not row.aligned.strip() for _, _, row in sides):
                continue
            for name, item, row in sides:
                assert row is not None
                out.append(
                    {
                        "pair": f"line {pair.line}",
                        "set": name,
                        "source": item.sentence,
                        "translation": row.target,
                        "target": row.aligned,
                        "gold": item.gold.value,
                        "index": item.index,
                        "entity": item.entity,
                        "predicted": row.predicted.value,
                        "correct": row.predicted is item.gold,
                        "model": self.system,
                    }
                )
        return out

    def accuracy(self, set_name: str) -> GenderAccuracy | None:
        r = self.sets.get(set_name)
        return r.accuracy if r is not None else None

    def unknown_rates(self) -> dict[str, float | None]:
        return {SET_LABELS[k]: r.accuracy.unknown_rate for k, r in self.sets.items()}

    def to_dict(self) -> dict[str, Any]:
        t1 = {
            SET_LABELS[k]: {
                "overall": self.sets[k].accuracy.overall,
                "masculine": self.sets[k].accuracy.masculine,
                "feminine": self.sets[k].accuracy.feminine,
            }
            for k in ("reg", "pro", "anti")
            if k in self.sets
        }
        return {
            "system": self.system,
            "lang": self.lang,
            "accuracy": t1,
            "mpa": self.mpa.to_dict() if self.mpa is not None else None,
            "prior_bias": self.prior_bias.to_dict() if self.prior_bias is not None else None,
            "unknown_rate": self.unknown_rates(),
            "adjectives": self.adjectives.to_dict() if self.adjectives is not None else None,
            "winomt": self.winomt,
            "sets": {k: r.to_dict() for k, r in self.sets.items()},
            "notes": list(self.notes),
            "scale": "percent (0-100), one decimal; accuracy and MPA: higher is better; "
            "prior_bias: masculine + feminine = 100, 50/50 is unbiased",
            "signature": str(self.signature),
        }


def _rows(r: WinoMTResult, subset: str, n: int) -> list[Prediction | None]:
    out: list[Prediction | None] = [None] * n
    for p in r.predictions:
        if p.subset == subset:
            out[p.line - 1] = p
    return out


def _set_result(
    name: str, source: str, path: str | Path, r: WinoMTResult, subset: str, gold: Sequence[Gender]
) -> SetResult:
    rows = _rows(r, subset, len(gold))
    preds = [p.predicted if p is not None else None for p in rows]
    present = [(g, p) for g, p in zip(gold, preds, strict=True) if p is not None]
    acc = gender_accuracy([g for g, _ in present], [p for _, p in present])
    return SetResult(
        name=name,
        source=source,
        path=str(path),
        translations_sha=r.signature.as_dict().get("translations_sha", ""),
        predictions=tuple(preds),
        accuracy=acc,
        missing=len(gold) - len(present),
        winomt_signature=str(r.signature),
        rows=tuple(rows),
    )


def diagnose_system(
    translations: SystemTranslations,
    lang: str,
    sets: DiagnosticSets | None = None,
    *,
    aligner: Aligner | str = "fast_align",
    analyzer: GenderAnalyzer | str | None = None,
    compat: Policy | str = DEFAULT_POLICY,
    max_missing: float = 0.01,
    cache: bool = True,
    recover_entities: bool = False,
) -> SystemDiagnostics:
    """All diagnostics of one system's translations into ``lang``."""
    policy = Policy.parse(compat) if isinstance(compat, str) else compat
    an = analyzer if isinstance(analyzer, GenderAnalyzer) else get_analyzer(lang, analyzer, policy)
    al = get_aligner(aligner) if isinstance(aligner, str) else aligner
    ds = sets if sets is not None else load_sets()
    files = dict(translations.files)
    if "neutral" in files and ds.neutral is None:
        ds.items("neutral")  # raises with the hint to fetch the dataset

    def run(set_name: str, path: str | Path) -> WinoMTResult:
        log.info("%s: scoring %s (%s)", translations.name, SET_LABELS[set_name], path)
        return evaluate_file(
            path,
            lang,
            ds.as_challenge_set(set_name),
            aligner=al,
            analyzer=an,
            compat=policy,
            system=translations.name,
            max_missing=max_missing,
            cache=cache,
            keep_predictions=True,
            recover_entities=recover_entities,
        )

    results: dict[str, SetResult] = {}
    winomt: dict[str, Any] | None = None
    raw: dict[str, WinoMTResult] = {}
    if "reg" in files:
        r = run("reg", files["reg"])
        raw["reg"] = r
        winomt = r.to_dict(details=False)
        for set_name, subset in (("reg", "all"), ("pro", "pro"), ("anti", "anti")):
            if set_name == "reg" or set_name not in files:
                gold = [it.gold for it in ds.items(set_name)]
                source = "file" if set_name == "reg" else "reg"
                results[set_name] = _set_result(set_name, source, files["reg"], r, subset, gold)
    for set_name in ("pro", "anti", "neutral", "adj"):
        if set_name in files:
            r = run(set_name, files[set_name])
            raw[set_name] = r
            gold = [it.gold for it in ds.items(set_name)]
            results[set_name] = _set_result(set_name, "file", files[set_name], r, "all", gold)

    notes: list[str] = []
    mpa: MPAResult | None = None
    pairs: list[MinimalPair] = []
    if "pro" in results and "anti" in results:
        pairs = minimal_pairs(ds.items("pro"), ds.items("anti"))
        mpa = minimal_pair_accuracy(pairs, results["pro"].predictions, results["anti"].predictions)
        if mpa.excluded:
            notes.append(
                f"MPA: {len(mpa.excluded)} of {mpa.n_pairs} line pairs are not minimal pairs (different "
                "entities or the same gold gender) and are excluded: lines "
                + ", ".join(map(str, mpa.excluded))
            )
        if mpa.irregular:
            notes.append(
                f"MPA: {len(mpa.irregular)} minimal pairs differ in more than the pronouns and are scored "
                f"normally: lines {', '.join(map(str, mpa.irregular))}"
            )
        if mpa.missing:
            notes.append(f"MPA: {len(mpa.missing)} pairs without a translation on one side are left out")
    pb: PriorBias | None = None
    if "neutral" in results:
        preds = results["neutral"].predictions
        present = [(p, it.gold) for p, it in zip(preds, ds.items("neutral"), strict=True) if p is not None]
        pb = prior_bias([p for p, _ in present], [s for _, s in present])
    adj: AdjectiveResult | None = None
    if "adj" in results:
        anti = results["anti"].accuracy if "anti" in results else None
        adj = AdjectiveResult(results["adj"].accuracy, anti)
    for set_name, res in results.items():
        if res.missing:
            notes.append(f"{SET_LABELS[set_name]}: {res.missing} rows have no translation and are left out")

    first = next(iter(raw.values()))
    winomt_sig = first.signature.as_dict()
    sig = Signature.of(
        [
            ("task", "diagnostics"),
            ("dataset", ds.challenge.name),
            ("challenge_sha", ds.challenge.fingerprint),
            (
                "neutral",
                f"{ds.neutral.name}@{ds.neutral.fingerprint}"
                if "neutral" in results and ds.neutral
                else "none",
            ),
            ("adj", f"{ds.adj.name}@{ds.adj.fingerprint}" if "adj" in results else "none"),
            ("lang", f"en-{lang}"),
            *al.signature_items(),
            ("recovery", winomt_sig.get("recovery", "off")),
            *an.signature_items(),
            ("mpa_pairs", f"{mpa.scored}/{mpa.n_pairs}" if mpa is not None else "none"),
            *((f"{k}_sha", r.translations_sha) for k, r in results.items() if r.source == "file"),
            *((f"mt_{k}", v) for k, v in translations.signature),
        ]
    )
    return SystemDiagnostics(
        translations.name, lang, results, mpa, pb, adj, sig, winomt, tuple(notes), tuple(pairs)
    )


#: What :func:`diagnose` takes as systems: one :class:`SystemTranslations`, several, or a mapping
#: from system name to a folder (named as in :mod:`fairmt.diagnostics.sets`) or to ``{set: file}``.
Systems = (
    SystemTranslations
    | Sequence[SystemTranslations]
    | Mapping[str, str | os.PathLike[str] | Mapping[str, str | os.PathLike[str]]]
)


def _systems(systems: Systems, lang: str) -> list[SystemTranslations]:
    if isinstance(systems, SystemTranslations):
        return [systems]
    if isinstance(systems, Mapping):
        out: list[SystemTranslations] = []
        for name, spec in systems.items():
            if isinstance(spec, Mapping):
                out.append(SystemTranslations(name, {k: Path(v) for k, v in spec.items()}))
            elif isinstance(spec, (str, os.PathLike)):
                out.append(SystemTranslations.from_directory(name, Path(spec), lang))
            else:
                got = type(spec).__name__
                raise UsageError(f"system {name!r}: expected a folder or a mapping of set to file, got {got}")
        return out
    if isinstance(systems, (str, os.PathLike)):
        raise UsageError(
            "systems must be SystemTranslations or a mapping {name: folder}; "
            f"for one folder: diagnose({{'system': {os.fspath(systems)!r}}}, ...)"
        )
    out = list(systems)
    for s in out:
        if not isinstance(s, SystemTranslations):
            raise UsageError(f"expected SystemTranslations, got {type(s).__name__}")
    return out


def diagnose(
    systems: Systems,
    lang: str,
    challenge_set: ChallengeSet | str | os.PathLike[str] | None = None,
    neutral_set: ChallengeSet | str | os.PathLike[str] | None = "auto",
    *,
    compat: Policy | str | None = None,
    analyzer: GenderAnalyzer | str | None = None,
    aligner: Aligner | str = "fast_align",
    max_missing: float = 0.01,
    cache: bool = True,
    recover_entities: bool = False,
) -> list[SystemDiagnostics]:
    """The diagnostics of one or several systems translating into ``lang`` (what ``fairmt diagnose`` does).

    ``systems``: a :class:`SystemTranslations`, a list of them, or a mapping from system
    name to a folder (``en-LANG.txt``, ``en_pro-LANG.txt``, ``en_anti-LANG.txt``,
    ``en_neu-LANG.txt``, ``en_adj-LANG.txt`` or ``adj.en-LANG.txt``; WinoMT's saved
    folders work as they are) or to ``{set: file}`` with sets ``reg``, ``pro``, ``anti``,
    ``neutral``, ``adj``. Files are in any format ``fairmt winomt`` reads; PRO-S and ANTI-S
    without a file of their own are read from the REG translation. ``challenge_set`` is a
    WinoMT version (``"current"``, the default, or ``"2020-08-31"``, the set WinoMT's saved
    translations match), a folder or a :class:`~fairmt.winomt.ChallengeSet`; ``neutral_set``
    is ``"auto"`` (the ``winomt_neutral`` dataset when it is in the data folder), a file, or
    ``None``. ``compat``, ``analyzer``, ``aligner``, ``max_missing``, ``cache`` and
    ``recover_entities`` are those of :func:`fairmt.winomt.evaluate`.

    Returns one :class:`SystemDiagnostics` per system, in the order given. The systems share
    the sets, the aligner and the analyser; language support and the inputs are checked
    before any file is aligned.
    """
    todo = _systems(systems, lang)
    if not todo:
        raise UsageError("no system to diagnose")
    names = [s.name for s in todo]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise UsageError(f"system name {dup[0]!r} is given twice")
    policy = DEFAULT_POLICY if compat is None else Policy.parse(compat) if isinstance(compat, str) else compat
    # language support checked before any work
    an = analyzer if isinstance(analyzer, GenderAnalyzer) else get_analyzer(lang, analyzer, policy)
    al = get_aligner(aligner) if isinstance(aligner, str) else aligner
    ds = load_sets(_spec(challenge_set), _spec(neutral_set))
    missing_neutral = [s.name for s in todo if "neutral" in s.files and ds.neutral is None]
    if missing_neutral:
        raise DataError(
            f"system {missing_neutral[0]!r} has a neutral-set translation but the neutral set is not "
            "available: run `fairmt data download winomt_neutral` or pass its file"
        )
    return [
        diagnose_system(
            s,
            lang,
            ds,
            aligner=al,
            analyzer=an,
            compat=policy,
            max_missing=max_missing,
            cache=cache,
            recover_entities=recover_entities,
        )
        for s in todo
    ]


def _spec(x: ChallengeSet | str | os.PathLike[str] | None) -> ChallengeSet | str | Path | None:
    return Path(x) if isinstance(x, os.PathLike) else x
