"""Attention from a translated target word to its gender cue, per layer and head (extra ``attention``).

The attention-based analysis of the decoder-only diagnostics paper (Section 5 of
*gender-disambiguation-diagnostics-decoder-only*): for every accurate minimal pair (both
translations carry the gender their pronoun asks for), the model's own translation is
teacher-forced after the translation prompt and the self-attention that the target word
gives to the English gender cue is read from every layer and head.

Definitions (the paper's where it gives one, ours where it is silent):

* **Prompt**: the ``hf-causal`` translation engine's (:mod:`fairmt.translate.prompts`), the
  TowerInstruct instruction-tuning prompt ``Translate the following text from English into
  Italian.\\nEnglish: {source}\\nItalian:`` (:data:`MESSAGE_TEMPLATE`), plain for base
  models and wrapped in the tokenizer's chat template for chat models (``template="auto"``
  picks ``chat`` when the tokenizer has a chat template); the translation follows after one
  space (plain) or directly (chat). The signature's ``template_hash`` equals the engine's
  ``prompt`` hash. A record may instead carry the exact ``prompt`` text that preceded its
  translation. The prompt and the translation are tokenised together, as one text (a token
  holding any character of the translation is a translation token); the prompt's tokens
  are everything before.
* **Target span**: the sub-word tokens of the translated entity (``target`` text, first
  whole-word match, case-insensitive, or a ``target_span`` of characters) *together with
  the gendered article right before it* (``la dottoressa``, ``l'ingegnera``; Italian
  articulated prepositions such as ``alla`` count as articles): the tokens whose
  character offsets (from a fast tokenizer's offsets mapping) overlap that character span.
  Articles are known for it, es, fr, pt, ca and de; other target languages, or
  ``article=False``, use the noun alone.
* **Cue**: the tokens of the English gender pronoun inside the prompt's copy of the
  source: a ``cue`` word (first whole-word match), a ``cue_span``, or, from WinoMT row
  fields, the first pronoun of the gold gender (she/her/hers/herself, he/him/his/himself)
  after the entity index ``index`` (else the nearest before it).
* **Query positions** (``query``): ``generating`` (default) reads the attention "at the
  time step in which the target word is generated": the position that predicts each
  target token, i.e. the token just before it; ``target`` reads the rows of the target
  tokens themselves (the target word's own representation).
* **Per sentence**: for each layer and head, the attention of each query position to the
  cue, **summed over the cue's sub-words** (the weight the cue receives; ``cue_reduce=
  "mean"`` averages instead) and **averaged over the target's sub-words** (the paper).
* **Aggregation**: the mean over the selected sentences. Pairs are accurate when every
  record of the pair has ``correct`` true (a missing ``correct`` means true: an already
  filtered file); records without ``pair`` are pairs of their own. Only pair members whose
  cue has the chosen gender are measured (``cue_gender="female"``, the paper's Figure 5;
  ``"male"``; ``"all"``). ``n``, the number of pairs, is the minimum number of accurate
  pairs over the compared models (the paper's n = 195), optionally capped, and the first
  ``n`` accurate pairs in file order are used.
* **Sanity checks**: ``prompt``, the total attention (summed over all prompt tokens,
  special tokens included) of the same query positions, and its mean over layers and
  heads (the paper's 0.77–0.78); ``secondary``, the attention to the cue from the span of
  the translated secondary (non-coreferent) entity, where records give one (``secondary``
  or ``secondary_span``), averaged over the selected sentences that have it.

Layers and heads are numbered from 0. The model runs with ``attn_implementation="eager"``
(the only implementation that returns attention probabilities), one sentence at a time.

This module runs the analysis (:func:`analyse`) and writes its outputs; the input records
and their spans are :mod:`fairmt.diagnostics.attention_input`, the model side (prompt,
teacher-forced encoding, per-sentence matrices) :mod:`fairmt.diagnostics.attention_model`.
Every public name of both is re-exported here (``__all__``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from fairmt.diagnostics.attention_input import (
    ARTICLES,
    CUE_GENDERS,
    PRONOUNS,
    PairRecord,
    Span,
    accurate_pairs,
    extend_with_article,
    find_cue_pronoun,
    find_word,
    read_pairs,
    record_from_row,
)
from fairmt.diagnostics.attention_model import (
    CUE_REDUCE,
    DTYPES,
    EXTRA,
    MESSAGE_TEMPLATE,
    QUERIES,
    TEMPLATES,
    AttentionModel,
    Encoding,
    FloatArray,
    SentenceAttention,
    instruction,
    parse_model_arg,
    query_positions,
    span_attention,
    text_hash,
    tokens_overlapping,
)
from fairmt.errors import DataError, UsageError
from fairmt.signature import Signature

__all__ = [
    "ARTICLES",
    "CUE_GENDERS",
    "CUE_REDUCE",
    "DTYPES",
    "EXTRA",
    "HEATMAP_TEXT",
    "MESSAGE_TEMPLATE",
    "METHOD_VERSION",
    "PRONOUNS",
    "QUERIES",
    "TEMPLATES",
    "AttentionModel",
    "Encoding",
    "FloatArray",
    "ModelResult",
    "PairRecord",
    "SentenceAttention",
    "Span",
    "accurate_pairs",
    "analyse",
    "analyse_model",
    "extend_with_article",
    "find_cue_pronoun",
    "find_word",
    "instruction",
    "parse_layers",
    "parse_model_arg",
    "query_positions",
    "read_pairs",
    "record_from_row",
    "records_for",
    "result_document",
    "shared_scales",
    "span_attention",
    "summary_lines",
    "text_hash",
    "tokens_overlapping",
    "write_outputs",
]

log = logging.getLogger(__name__)


#: The analysis' version: bump when a definition above changes a number.
METHOD_VERSION = "1"


# --------------------------------------------------------------------------- analysis


@dataclass
class ModelResult:
    """The aggregated matrices of one model."""

    label: str
    path: str
    n_layers: int
    n_heads: int
    accurate_pairs: int
    n: int
    sentences: int
    cue: FloatArray
    prompt: FloatArray
    secondary: FloatArray | None
    secondary_sentences: int
    signature: Signature
    spans: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def prompt_total(self) -> float:
        return float(self.prompt.mean())

    def top_heads(self, k: int = 5) -> list[dict[str, Any]]:
        flat = np.argsort(-self.cue, axis=None, kind="stable")[:k]
        out = []
        for idx in flat:
            layer, head = divmod(int(idx), self.n_heads)
            row: dict[str, Any] = {"layer": layer, "head": head, "cue": float(self.cue[layer, head])}
            if self.secondary is not None:
                row["secondary"] = float(self.secondary[layer, head])
            out.append(row)
        return out

    def as_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "path": self.path,
            "layers": self.n_layers,
            "heads": self.n_heads,
            "accurate_pairs": self.accurate_pairs,
            "n": self.n,
            "sentences": self.sentences,
            "prompt_total": self.prompt_total,
            "top_heads": self.top_heads(),
            "secondary_sentences": self.secondary_sentences,
            "cue": _matrix(self.cue),
            "prompt": _matrix(self.prompt),
            "secondary": _matrix(self.secondary) if self.secondary is not None else None,
            "seconds": round(self.seconds, 3),
            "signature": str(self.signature),
        }


def _matrix(a: FloatArray) -> list[list[float]]:
    return [[float(v) for v in row] for row in a]


def _file_fingerprint(paths: Iterable[str | Path]) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(Path(p).read_bytes())
    return h.hexdigest()[:12]


def analyse_model(
    model: AttentionModel,
    selected: Sequence[Sequence[PairRecord]],
    *,
    accurate: int,
    cue_gender: str,
    pairs_fingerprint: str = "none",
    progress: Callable[[int, int], None] | None = None,
) -> ModelResult:
    """Measure ``selected`` pairs (their measured members) with ``model`` and average."""
    import time

    t0 = time.perf_counter()
    shape = (model.n_layers, model.n_heads)
    cue_sum, prompt_sum, sec_sum = np.zeros(shape), np.zeros(shape), np.zeros(shape)
    sentences = secondary_n = 0
    spans: list[dict[str, Any]] = []
    records = [r for members in selected for r in members]
    for i, rec in enumerate(records, start=1):
        s = model.measure(rec)
        if s.cue.shape != shape:
            raise DataError(f"{model.label}: attention of shape {s.cue.shape}, expected {shape}", model.path)
        cue_sum += s.cue
        prompt_sum += s.prompt
        sentences += 1
        if s.secondary is not None:
            sec_sum += s.secondary
            secondary_n += 1
        enc = s.encoding
        spans.append(
            {
                "line": rec.line,
                "pair": rec.pair,
                "gender": rec.cue_gender,
                "prompt_tokens": enc.prompt_len,
                "tokens": len(enc.input_ids),
                "target": enc.text[enc.target_chars[0] : enc.target_chars[1]],
                "target_tokens": [enc.tokens[p] for p in enc.target],
                "target_positions": enc.target,
                "cue": enc.text[enc.cue_chars[0] : enc.cue_chars[1]],
                "cue_tokens": [enc.tokens[p] for p in enc.cue],
                "cue_positions": enc.cue,
                "secondary_tokens": [enc.tokens[p] for p in enc.secondary] if enc.secondary else None,
                "secondary_positions": enc.secondary,
            }
        )
        if progress is not None:
            progress(i, len(records))
    if sentences == 0:
        raise DataError(f"{model.label}: no sentence to measure")
    sig = Signature.of(
        [
            ("attention", METHOD_VERSION),
            ("model", model.label),
            ("path", model.path),
            ("config", model.config_hash),
            ("weights", model.weights_fingerprint),
            ("template", model.template),
            ("template_hash", model.template_hash),
            ("langs", f"{model.src_lang}-{model.tgt_lang}"),
            ("n", len(selected)),
            ("cue_gender", cue_gender),
            ("query", model.query),
            ("cue_reduce", model.cue_reduce),
            ("article", model.article),
            ("dtype", model.dtype),
            ("pairs", pairs_fingerprint),
            ("record_prompts", sum(r.prompt is not None for r in records)),
            ("torch", model.torch_version),
            ("transformers", model.transformers_version),
        ]
    )
    return ModelResult(
        label=model.label,
        path=str(model.path),
        n_layers=model.n_layers,
        n_heads=model.n_heads,
        accurate_pairs=accurate,
        n=len(selected),
        sentences=sentences,
        cue=cue_sum / sentences,
        prompt=prompt_sum / sentences,
        secondary=sec_sum / secondary_n if secondary_n else None,
        secondary_sentences=secondary_n,
        signature=sig,
        spans=spans,
        seconds=time.perf_counter() - t0,
    )


def _bind_label(
    progress: Callable[[str, int, int], None] | None, label: str
) -> Callable[[int, int], None] | None:
    if progress is None:
        return None
    report = progress

    def cb(done: int, total: int) -> None:
        report(label, done, total)

    return cb


def records_for(records: Sequence[PairRecord], label: str) -> list[PairRecord]:
    """The records of one model: those naming it in ``model``, and those naming none."""
    return [r for r in records if r.model is None or r.model == label]


def analyse(
    models: Sequence[tuple[str, str | Path]],
    pairs: Sequence[str | Path],
    *,
    cue_gender: str = "female",
    max_pairs: int | None = None,
    device: str = "cpu",
    dtype: str = "float32",
    template: str = "auto",
    src_lang: str = "en",
    tgt_lang: str = "it",
    query: str = "generating",
    cue_reduce: str = "sum",
    article: bool = True,
    progress: Callable[[str, int, int], None] | None = None,
) -> list[ModelResult]:
    """Run the attention analysis for ``models`` (``(label, path)``), one after another.

    ``pairs``: one file for all models (records may name their model in ``model``) or one
    file per model, in order. ``n`` is the minimum number of accurate pairs over the models
    (capped by ``max_pairs``); each model measures its first ``n`` accurate pairs.
    """
    if not models:
        raise UsageError("give at least one model")
    labels = [label for label, _ in models]
    if len(set(labels)) != len(labels):
        raise UsageError(f"model labels must be unique: {', '.join(labels)} (use LABEL=PATH)")
    if len(pairs) not in (1, len(models)):
        raise UsageError(f"give one pairs file, or one per model ({len(models)}), not {len(pairs)}")
    if max_pairs is not None and max_pairs < 1:
        raise UsageError("max_pairs must be at least 1")
    read = [read_pairs(p) for p in pairs]
    per_model: list[list[list[PairRecord]]] = []
    for i, (label, _) in enumerate(models):
        recs = records_for(read[0] if len(read) == 1 else read[i], label)
        per_model.append(accurate_pairs(recs, cue_gender))
    counts = [len(g) for g in per_model]
    n = min(counts)
    if max_pairs is not None:
        n = min(n, max_pairs)
    if n == 0:
        which = ", ".join(f"{label}: {c}" for (label, _), c in zip(models, counts, strict=True))
        raise DataError(f"no accurate pair with a {cue_gender} cue for some model ({which})")
    log.info("attention: n = %d pairs (accurate pairs per model: %s)", n, counts)
    fps = [_file_fingerprint([p]) for p in pairs]
    results: list[ModelResult] = []
    for i, (label, path) in enumerate(models):
        model = AttentionModel(
            path,
            label=label,
            device=device,
            dtype=dtype,
            template=template,
            src_lang=src_lang,
            tgt_lang=tgt_lang,
            query=query,
            cue_reduce=cue_reduce,
            article=article,
        )
        cb = _bind_label(progress, label)

        try:
            results.append(
                analyse_model(
                    model,
                    per_model[i][:n],
                    accurate=counts[i],
                    cue_gender=cue_gender,
                    pairs_fingerprint=fps[0] if len(fps) == 1 else fps[i],
                    progress=cb,
                )
            )
        finally:
            model.close()
    return results


# --------------------------------------------------------------------------- output


def _safe_name(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", label).strip("._") or "model"


def shared_scales(results: Sequence[ModelResult]) -> dict[str, tuple[float, float]]:
    """Colour scales shared by all models: cue and secondary on one, ``[0, max]``; prompt on its own."""
    cue_max = max(float(r.cue.max()) for r in results)
    sec = [float(r.secondary.max()) for r in results if r.secondary is not None]
    top = max([cue_max, *sec])
    pmin = min(float(r.prompt.min()) for r in results)
    pmax = max(float(r.prompt.max()) for r in results)
    return {"cue": (0.0, top if top > 0 else 1.0), "prompt": (pmin, pmax if pmax > pmin else pmin + 1e-9)}


def parse_layers(spec: str | None, n_layers: int) -> tuple[int, int]:
    """``"8-20"`` → rows 8..20 (0-based, inclusive), clipped to the model; ``None`` → all."""
    if not spec:
        return 0, n_layers - 1
    m = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", spec)
    if not m or int(m.group(1)) > int(m.group(2)):
        raise UsageError(f"--layers must be FIRST-LAST (0-based, e.g. 8-20), not {spec!r}")
    first, last = int(m.group(1)), min(int(m.group(2)), n_layers - 1)
    if first > last:
        raise UsageError(f"--layers {spec}: the model has {n_layers} layers")
    return first, last


def result_document(results: Sequence[ModelResult]) -> dict[str, Any]:
    """The JSON document of a run (all models, shared scales, definitions)."""
    scales = shared_scales(results)
    first = results[0]
    sig = first.signature.as_dict()
    return {
        "kind": "fairmt-attention",
        "n": first.n,
        "cue_gender": sig.get("cue_gender"),
        "query": sig.get("query"),
        "cue_reduce": sig.get("cue_reduce"),
        "definitions": {
            "cue": "attention from the target span (article + noun) to the cue pronoun's tokens: "
            f"{sig.get('cue_reduce')} over cue sub-words, mean over target sub-words, mean over sentences",
            "prompt": "total attention from the target span to all prompt tokens (sanity check)",
            "secondary": "attention from the secondary (non-coreferent) entity's span to the cue",
            "query": "generating: rows of the positions that predict the target tokens; "
            "target: rows of the target tokens",
            "indices": "layers and heads from 0; matrices are [layer][head]",
        },
        "scales": {k: list(v) for k, v in scales.items()},
        "models": [r.as_dict() for r in results],
    }


#: Heatmap title (after the model's label) and colour-bar label per kind of matrix.
HEATMAP_TEXT = {
    "cue": ("attention from the target word to the cue", "mean attention to the cue"),
    "secondary": ("attention from the secondary entity to the cue", "mean attention to the cue"),
    "prompt": ("total attention to the prompt", "mean attention to the prompt"),
}


def write_outputs(
    results: Sequence[ModelResult],
    out_dir: str | Path,
    *,
    layers: str | None = None,
    heatmaps: bool = True,
) -> dict[str, Any]:
    """Write ``attention.json``, ``spans_<label>.jsonl`` and the PNG heatmaps; return the document.

    Heatmaps: ``cue_<label>.png`` and ``secondary_<label>.png`` on one colour scale shared by
    every model; ``prompt_<label>.png`` on the prompt scale. ``layers`` (``"8-20"``) crops
    the heatmaps' rows (the JSON keeps every layer).
    """
    from fairmt.diagnostics.heatmap import require_matplotlib, write_heatmap

    if heatmaps:
        require_matplotlib()  # before anything is written: no half-written output folder
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    doc = result_document(results)
    scales = shared_scales(results)
    files: dict[str, list[str]] = {}
    for r in results:
        name = _safe_name(r.label)
        written: list[str] = []
        spans_path = out / f"spans_{name}.jsonl"
        with spans_path.open("w", encoding="utf-8") as fh:
            for row in r.spans:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        written.append(spans_path.name)
        if heatmaps:
            first, last = parse_layers(layers, r.n_layers)
            maps: list[tuple[str, FloatArray | None, tuple[float, float]]] = [
                ("cue", r.cue, scales["cue"]),
                ("secondary", r.secondary, scales["cue"]),
                ("prompt", r.prompt, scales["prompt"]),
            ]
            for kind, matrix, (vmin, vmax) in maps:
                if matrix is None:
                    continue
                rows = _matrix(matrix[first : last + 1])
                what, value_label = HEATMAP_TEXT[kind]
                p = write_heatmap(
                    out / f"{kind}_{name}.png",
                    rows,
                    vmin,
                    vmax,
                    row_offset=first,
                    title=f"{r.label}: {what}",
                    value_label=value_label,
                )
                written.append(p.name)
        files[r.label] = written
    doc["files"] = files
    (out / "attention.json").write_text(
        json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return doc


def summary_lines(results: Sequence[ModelResult]) -> list[str]:
    """A short text summary: per model n, prompt total and the strongest heads."""
    lines = []
    for r in results:
        heads = ", ".join(
            f"L{h['layer']}H{h['head']}={h['cue']:.3f}"
            + (f" (sec {h['secondary']:.3f})" if "secondary" in h else "")
            for h in r.top_heads(3)
        )
        prompt = "nan" if math.isnan(r.prompt_total) else f"{r.prompt_total:.3f}"
        lines.append(
            f"{r.label}: n={r.n} (accurate {r.accurate_pairs}), sentences={r.sentences}, "
            f"prompt attention={prompt}, top cue heads: {heads}"
        )
    return lines
