"""The input of the attention analysis: minimal-pair records and their located character spans.

Part of :mod:`fairmt.diagnostics.attention` (which re-exports every public name here and
states the definitions). A record is one translated sentence of a minimal pair, read from a
JSONL file or a TSV file with a header; its spans are located here, in characters:

* the **target** (``target`` text, first whole-word case-insensitive match, or a
  ``target_span``), grown to the gendered article right before it (:data:`ARTICLES`, for
  it, es, fr, pt, ca and de; Italian articulated prepositions count as articles; elided
  forms end in an apostrophe and attach to the noun without a space);
* the English **cue** inside the source (``cue``, ``cue_span``, or from WinoMT fields the
  first pronoun of the gold gender after the entity index, else the nearest before it);
* the optional **secondary** entity.

Accurate pairs (:func:`accurate_pairs`) are those whose every record has ``correct`` true (a
missing ``correct`` means true); records without ``pair`` are pairs of their own, and only
members whose cue has the chosen gender (:data:`CUE_GENDERS`) are measured.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.errors import DataError, UsageError

__all__ = [
    "ARTICLES",
    "CUE_GENDERS",
    "PRONOUNS",
    "PairRecord",
    "Span",
    "accurate_pairs",
    "extend_with_article",
    "find_cue_pronoun",
    "find_word",
    "read_pairs",
    "record_from_row",
]

CUE_GENDERS = ("female", "male", "all")


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


#: Gendered articles (and Italian articulated prepositions) that may precede a target noun.
#: Forms ending in an apostrophe are elided and attach to the noun without a space.
ARTICLES: dict[str, tuple[str, ...]] = {
    "it": _words(
        "il lo la i gli le l' un uno una un' "
        "del dello della dei degli delle dell' al allo alla ai agli alle all' "
        "dal dallo dalla dai dagli dalle dall' nel nello nella nei negli nelle nell' "
        "sul sullo sulla sui sugli sulle sull' col coi"
    ),
    "es": _words("el la los las un una unos unas del al"),
    "fr": _words("le la les l' un une des du au aux"),
    "pt": _words(
        "o a os as um uma uns umas do da dos das no na nos nas ao à aos às pelo pela pelos pelas num numa"
    ),
    "ca": _words("el la els les l' un una uns unes del al"),
    "de": _words("der die das den dem des ein eine einen einem einer eines"),
}

PRONOUNS: dict[str, tuple[str, ...]] = {
    "female": ("she", "her", "hers", "herself"),
    "male": ("he", "him", "his", "himself"),
}
_PRONOUN_GENDER = {w: g for g, ws in PRONOUNS.items() for w in ws}

Span = tuple[int, int]


@dataclass(frozen=True)
class PairRecord:
    """One translated sentence of a minimal pair, with its character spans located.

    ``target`` and ``secondary`` are character spans in ``translation`` (as given: the
    article is added when the tokens are found); ``cue`` is a character span in ``source``.
    """

    line: int
    pair: str
    source: str
    translation: str
    target: Span
    cue: Span
    cue_gender: str
    correct: bool = True
    secondary: Span | None = None
    model: str | None = None
    prompt: str | None = None


def find_word(text: str, word: str) -> Span | None:
    """The first whole-word, case-insensitive occurrence of ``word`` in ``text``."""
    word = word.strip()
    if not word:
        return None
    m = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, re.IGNORECASE)
    return (m.start(), m.end()) if m else None


def find_cue_pronoun(sentence: str, gender: str | None = None, index: int | None = None) -> Span | None:
    """The gender pronoun of a WinoMT sentence: the first one of ``gender`` after token ``index``.

    Tokens are whitespace-separated (as the challenge set's entity index); a pronoun is the
    token's first run of word characters (``her.`` → ``her``). Without ``gender`` any
    gendered pronoun counts. Pronouns after ``index`` come first, in order, then those
    before it, nearest first.
    """
    wanted = set(PRONOUNS[gender]) if gender in PRONOUNS else set(_PRONOUN_GENDER)
    after: list[Span] = []
    before: list[Span] = []
    for i, m in enumerate(re.finditer(r"\S+", sentence)):
        w = re.search(r"\w+", m.group())
        if w is None or w.group().lower() not in wanted:
            continue
        span = (m.start() + w.start(), m.start() + w.end())
        (before if index is not None and i <= index else after).append(span)
    ordered = after + before[::-1]
    return ordered[0] if ordered else None


def _article_pattern(lang: str) -> re.Pattern[str] | None:
    arts = ARTICLES.get(lang.lower())
    if not arts:
        return None
    spaced = sorted((a for a in arts if not a.endswith("'")), key=len, reverse=True)
    elided = sorted({a[:-1] + q for a in arts if a.endswith("'") for q in "'’"}, key=len, reverse=True)
    alts = [f"(?:{'|'.join(map(re.escape, spaced))})\\s+"]
    if elided:
        alts.append(f"(?:{'|'.join(map(re.escape, elided))})\\s*")
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + r")$", re.IGNORECASE)


def extend_with_article(text: str, span: Span, lang: str) -> Span:
    """``span`` grown to the start of the gendered article right before it, if there is one."""
    pattern = _article_pattern(lang)
    if pattern is None:
        return span
    m = pattern.search(text, 0, span[0])
    return (m.start(), span[1]) if m else span


def _parse_span(value: Any, what: str, text: str, path: str | Path, line: int) -> Span:
    if isinstance(value, str):
        parts = re.split(r"[:,\-]", value.strip())
        value = parts
    try:
        start, end = (int(v) for v in value)
    except (TypeError, ValueError):
        raise DataError(
            f"{what} must be [start, end] (or 'start:end' in TSV), not {value!r}", path, line
        ) from None
    if not 0 <= start < end <= len(text):
        raise DataError(f"{what} [{start}, {end}] is outside its text ({len(text)} characters)", path, line)
    return (start, end)


def _parse_bool(value: Any, path: str | Path, line: int) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "1", "y", "t"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "no", "0", "n", "f"):
        return False
    raise DataError(f"'correct' must be true or false, not {value!r}", path, line)


def _get(row: dict[str, Any], *keys: str) -> Any:
    for k in keys:
        v = row.get(k)
        if v is not None and v != "":
            return v
    return None


def record_from_row(row: dict[str, Any], path: str | Path = "<pairs>", line: int = 0) -> PairRecord:
    """Validate one input row (JSON object or TSV row) and locate its spans."""
    source = _get(row, "source", "sentence", "src")
    translation = _get(row, "translation", "mt")
    if not isinstance(source, str) or not source.strip():
        raise DataError("missing 'source' (the English sentence of the prompt)", path, line)
    if not isinstance(translation, str) or not translation.strip():
        raise DataError("missing 'translation' (the model's own translation)", path, line)

    if row.get("target_span") not in (None, ""):
        target = _parse_span(row["target_span"], "target_span", translation, path, line)
    elif isinstance(row.get("target"), str) and row["target"].strip():
        found = find_word(translation, row["target"])
        if found is None:
            raise DataError(f"target {row['target']!r} is not a word of the translation", path, line)
        target = found
    else:
        raise DataError("missing 'target' (the translated entity) or 'target_span'", path, line)

    gender_field = _get(row, "gender", "gold")
    gender: str | None = None
    if gender_field is not None:
        g = str(gender_field).strip().lower()
        g = {"f": "female", "m": "male", "n": "neutral"}.get(g, g)
        if g not in ("female", "male", "neutral", "unknown"):
            raise DataError(f"gender must be female or male, not {gender_field!r}", path, line)
        gender = g

    index_field = row.get("index")
    index: int | None = None
    if index_field not in (None, ""):
        try:
            index = int(index_field)
        except (TypeError, ValueError):
            raise DataError(f"entity index is not an integer: {index_field!r}", path, line) from None

    if row.get("cue_span") not in (None, ""):
        cue = _parse_span(row["cue_span"], "cue_span", source, path, line)
    elif isinstance(row.get("cue"), str) and row["cue"].strip():
        found = find_word(source, row["cue"])
        if found is None:
            raise DataError(f"cue {row['cue']!r} is not a word of the source", path, line)
        cue = found
    else:
        found = find_cue_pronoun(source, gender, index)
        if found is None:
            which = f"{gender} " if gender in PRONOUNS else "gendered "
            raise DataError(f"no 'cue' given and no {which}pronoun found in the source", path, line)
        cue = found
    if gender is None:
        gender = _PRONOUN_GENDER.get(source[cue[0] : cue[1]].lower(), "unknown")

    secondary: Span | None = None
    if row.get("secondary_span") not in (None, ""):
        secondary = _parse_span(row["secondary_span"], "secondary_span", translation, path, line)
    elif isinstance(row.get("secondary"), str) and row["secondary"].strip():
        secondary = find_word(translation, row["secondary"])
        if secondary is None:
            raise DataError(f"secondary {row['secondary']!r} is not a word of the translation", path, line)

    prompt = row.get("prompt")
    if prompt is not None and (not isinstance(prompt, str) or source not in prompt):
        raise DataError("'prompt' must be the prompt text, holding the source sentence", path, line)
    pair = row.get("pair")
    model = row.get("model")
    return PairRecord(
        line=line,
        pair=str(pair) if pair not in (None, "") else f"line {line}",
        source=source,
        translation=translation,
        target=target,
        cue=cue,
        cue_gender=gender,
        correct=_parse_bool(row["correct"], path, line) if row.get("correct") not in (None, "") else True,
        secondary=secondary,
        model=str(model) if model not in (None, "") else None,
        prompt=prompt or None,
    )


def read_pairs(path: str | Path) -> list[PairRecord]:
    """Read a JSONL file (one object per line) or a TSV file with a header of field names.

    Fields: ``source`` (or ``sentence``), ``translation`` (or ``mt``), ``target`` or
    ``target_span``, and for the cue ``cue``, ``cue_span`` or the WinoMT fields ``gold``
    (and ``index``); optional ``pair``, ``correct``, ``gender``, ``secondary`` /
    ``secondary_span``, ``model`` and ``prompt``. Spans are ``[start, end]`` character
    offsets (``start:end`` in TSV). Every problem names the file and line.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("file not found", p) from None
    except UnicodeDecodeError as e:
        raise DataError(f"not valid UTF-8 ({e.reason})", p) from None
    records: list[PairRecord] = []
    first = text.lstrip()[:1]
    if p.suffix in (".jsonl", ".json") or first == "{":
        from fairmt.data.readers import iter_jsonl

        for n, obj in iter_jsonl(text, p, skip_blank=True):
            records.append(record_from_row(obj, p, n))
    else:
        reader = csv.reader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)
        rows = list(reader)
        if not rows:
            raise DataError("the pairs file is empty", p)
        header = [h.strip() for h in rows[0]]
        for n, fields in enumerate(rows[1:], start=2):
            if not any(f.strip() for f in fields):
                continue
            if len(fields) != len(header):
                raise DataError(f"expected {len(header)} tab-separated fields, found {len(fields)}", p, n)
            records.append(record_from_row(dict(zip(header, fields, strict=True)), p, n))
    if not records:
        raise DataError("the pairs file has no records", p)
    return records


def accurate_pairs(records: Iterable[PairRecord], cue_gender: str = "female") -> list[list[PairRecord]]:
    """Accurate pairs in file order (of their first record), each as its measured members.

    A pair is accurate when all its records are ``correct``; its measured members are
    those whose cue has ``cue_gender`` (``"all"``: every member). Pairs with no such member
    are left out.
    """
    if cue_gender not in CUE_GENDERS:
        raise UsageError(f"cue_gender must be one of {', '.join(CUE_GENDERS)}, not {cue_gender!r}")
    groups: dict[str, list[PairRecord]] = {}
    for r in records:
        groups.setdefault(r.pair, []).append(r)
    out: list[list[PairRecord]] = []
    for members in groups.values():
        if not all(r.correct for r in members):
            continue
        chosen = [r for r in members if cue_gender == "all" or r.cue_gender == cue_gender]
        if chosen:
            out.append(chosen)
    return out
