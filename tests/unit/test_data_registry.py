"""The dataset registry, the data folder (root resolution, status, verify, import) and `fairmt data`.

Nothing here touches the network. Real data (``data_root`` fixture) is only read; every write
goes to ``tmp_path``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from fairmt import data
from fairmt.cli import data as cli_data
from fairmt.cli.main import main
from fairmt.data import DataFile, Dataset, ReadOnlyDataDirError
from fairmt.errors import DataError, UsageError

RAW = "https://raw.githubusercontent.com/"
MT_GENDER_NEW = "586292861cf2efdda2dec03c69c3408995a8b293"
MT_GENDER_2020 = "182607f471c30a4398f3b4d947737dde5213f261"
QE_DATASETS = (
    "gate",
    "mt_geneval",
    "mlqe_pe",
    "wmt23_mqm_mtme",
    "wmt23_mqm_ende",
    "wmt23_sxs_mqm_ende",
    "wmt21_mqm_ende",
    "wmt21_ted_mqm_ende",
    "wmt22_qe",
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("FAIRMT_DATA_DIR", "FAIRMT_DATA_MIRROR", "XDG_CACHE_HOME"):
        monkeypatch.delenv(var, raising=False)


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


CONTENT = {
    "a.txt": b"alpha\n",
    "sub/b.txt": b"beta beta\n",
    "NOTES.md": b"local notes\n",
}


def _fake_dataset(name: str = "fake") -> Dataset:
    files = []
    for path, body in CONTENT.items():
        url = None if path.endswith(".md") else f"{RAW}o/r/{'0' * 40}/upstream/{path}"
        files.append(DataFile(path=path, sha256=_sha(body), size=len(body), url=url))
    return Dataset(name=name, files=tuple(files), description="fake", license="MIT")


def _write_copy(folder: Path, skip: tuple[str, ...] = ()) -> Path:
    for path, body in CONTENT.items():
        if path in skip:
            continue
        p = folder / path
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(body)
    return folder


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A folder with no write permission bits (read-only even for root, as fairmt sees it)."""
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    yield ro
    for p in [ro, *ro.rglob("*")]:
        if p.is_dir():
            p.chmod(stat.S_IRWXU)


def _make_read_only(root: Path) -> None:
    for p in sorted([root, *root.rglob("*")], key=lambda p: len(p.parts), reverse=True):
        p.chmod(0o555 if p.is_dir() else 0o444)


# ---------------------------------------------------------------------------- registry


def test_known_datasets() -> None:
    names = [d.name for d in data.list_datasets()]
    assert names == sorted(names)
    assert {"winomt", "winomt_neutral", *QE_DATASETS} <= set(names)
    assert data.get_dataset("winomt").license == "MIT"
    for name in QE_DATASETS:
        ds = data.get_dataset(name)
        assert ds.files and ds.license and ds.homepage.startswith("https://github.com/"), name


def test_unknown_dataset_did_you_mean() -> None:
    with pytest.raises(UsageError, match=r"Did you mean 'winomt'") as e:
        data.get_dataset("winmt")
    assert e.value.exit_code == 2


def test_dataset_object_passes_through() -> None:
    ds = _fake_dataset()
    assert data.get_dataset(ds) is ds


def test_urls_are_pinned_raw_github() -> None:
    for ds in data.list_datasets():
        assert ds.downloadable, ds.name
        for f in ds.downloadable:
            assert f.url is not None
            pattern = r"https://raw\.githubusercontent\.com/[\w.-]+/[\w.-]+/[0-9a-f]{40}/\S+"
            assert re.fullmatch(pattern, f.url), f.url
            assert re.fullmatch(r"[0-9a-f]{64}", f.sha256)
            assert f.size > 0


def test_winomt_sources() -> None:
    ds = data.get_dataset("winomt")
    base = f"{RAW}gabrielStanovsky/mt_gender/"
    assert ds.file("en.txt").url == f"{base}{MT_GENDER_NEW}/data/aggregates/en.txt"
    assert ds.file("en_anti.txt").url == f"{base}{MT_GENDER_NEW}/data/aggregates/en_anti.txt"
    old = f"{base}{MT_GENDER_2020}/data/aggregates/en_pro.txt"
    assert ds.file("aggregates_2020-08-31/en_pro.txt").url == old
    google_de = f"{base}{MT_GENDER_NEW}/translations/google/en-de.txt"
    assert ds.file("translations/google/en-de.txt").url == google_de
    # local name differs from the upstream one (URL-quoted)
    assert ds.file("human_annotations/google.uk.csv").url == (
        f"{base}{MT_GENDER_NEW}/data/human_annotations/uk.google.gold%20-%20uk.in.csv"
    )
    assert ds.file("LICENSE").url == f"{base}{MT_GENDER_NEW}/LICENSE"
    assert len([f for f in ds.files if f.path.startswith("translations/")]) == 53
    assert len([f for f in ds.downloadable if f.path.startswith("human_annotations/")]) == 11
    # locally produced files are local_only
    assert ds.file("README.md").local_only
    assert ds.file("human_annotations/README.md").local_only
    assert ds.file("reference_outputs/fast_align/google/en-es.align").local_only
    assert all(f.local_only for f in ds.files if f.path.startswith("reference_outputs/"))


def test_winomt_neutral_sources() -> None:
    ds = data.get_dataset("winomt_neutral")
    base = f"{RAW}chiaramanna/gender-bias-diagnostics-mt/"
    commit = "82075241245c23000f12c11aab724b80584e649c"
    assert ds.file("en_neu.txt").url == f"{base}{commit}/data/files/en_neu.txt"
    assert ds.file("LICENSE").url == f"{base}2234bd7eb14af6efb3795f0024a19cb586ffa76f/LICENSE"
    assert ds.file("en_neu.txt").size == 146746


def test_qe_sources() -> None:
    gate = data.get_dataset("gate")
    assert gate.file("ES/ES_2_variants.tsv").url == (
        f"{RAW}MicrosoftTranslator/GATE/5ea8884f9ee5f1c560a1e2dd1763a390a4ab68e4/data/ES/ES_2_variants.tsv"
    )
    assert gate.file("README.md").local_only
    geneval = data.get_dataset("mt_geneval")
    labels = geneval.file("derived_deepspin_context_genders/geneval-context-ende-genders.txt")
    assert labels.url is not None and labels.url.startswith(f"{RAW}deep-spin/gender-bias-qe-metrics/")
    assert labels.url.endswith("/data/mtgeneval/context_genders/geneval-context-ende-genders.txt")
    # extracted from upstream archives: local_only, only the LICENSE is downloadable
    mlqe = data.get_dataset("mlqe_pe")
    assert [f.path for f in mlqe.downloadable] == ["LICENSE"]
    assert mlqe.file("direct-assessments/en-de/train.ende.df.short.tsv").local_only
    mtme = data.get_dataset("wmt23_mqm_mtme")
    seg = mtme.file("original/wmt23/human-scores/en-de.mqm.seg.score")
    assert seg.url is not None
    assert seg.url.endswith("/data/mt-metrics-eval-v2/wmt23/human-scores/en-de.mqm.seg.score")
    # joined TSVs and mapping files are built locally
    for name, path in [
        ("wmt23_mqm_mtme", "wmt23_ende_mqm.tsv"),
        ("wmt21_mqm_ende", "wmt21_newstest_ende_mqm.tsv"),
        ("wmt21_ted_mqm_ende", "wmt21_ted_ende_mqm.tsv"),
        ("wmt21_ted_mqm_ende", "ted_seg_id_to_wmt21_txt-ts_line.tsv"),
        ("wmt23_sxs_mqm_ende", "globalSegId_to_wmt23_ende_seg_id.tsv"),
        ("wmt22_qe", "task1_da/dev_en-mr/en-mr-dev-2022.sentence_level_da.csv"),
    ]:
        assert data.get_dataset(name).file(path).local_only, (name, path)
    csv = data.get_dataset("wmt21_mqm_ende").file("original/wmt-qe-2022-data/en-de-mqm.2021.csv")
    assert csv.url is not None and "/WMT-QE-Task/wmt-qe-2022-data/" in csv.url
    assert csv.url.endswith("/train-dev_data/task1_mqm/train/en-de/en-de-mqm.2021.csv")


def test_unknown_file_and_glob() -> None:
    ds = data.get_dataset("winomt")
    with pytest.raises(UsageError, match=r"Did you mean 'en\.txt'"):
        ds.file("en.tx")
    google = ds.select("translations/google/*")
    assert len(google) == 18 and all(f.path.startswith("translations/google/") for f in google)
    assert {f.path for f in ds.select(["en.txt", "en_pro.txt"])} == {"en.txt", "en_pro.txt"}
    with pytest.raises(UsageError, match="no file of dataset 'winomt' matches"):
        ds.select("nothing/*")


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ({"path": "../x", "url": "https://h/x", "sha256": "0" * 64, "size": 1}, "relative"),
        ({"path": "/abs", "url": "https://h/x", "sha256": "0" * 64, "size": 1}, "relative"),
        ({"path": "x", "url": "https://h/x", "sha256": "abc", "size": 1}, "sha256"),
        ({"path": "x", "url": "https://h/x", "sha256": "0" * 64, "size": -1}, "size"),
        ({"path": "x", "sha256": "0" * 64, "size": 1}, "local_only"),
        ({"path": "x", "url": "ftp://h/x", "sha256": "0" * 64, "size": 1}, "http"),
    ],
)
def test_bad_registry_entries(entry: dict[str, object], problem: str) -> None:
    with pytest.raises(DataError, match=problem):
        data.dataset_from_dict("d", {"files": [entry]})


def test_load_registry_file(tmp_path: Path) -> None:
    p = tmp_path / "reg.json"
    p.write_text(json.dumps({"format": 1, "datasets": {"fake": _fake_dataset().to_dict()}}), encoding="utf-8")
    reg = data.load_registry(p)
    assert reg["fake"].files == _fake_dataset().files
    p.write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match="invalid JSON"):
        data.load_registry(p)


# ---------------------------------------------------------------------------- root


def test_root_from_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data.data_root() == tmp_path / "home" / ".cache" / "fairmt" / "data"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert data.data_root() == tmp_path / "xdg" / "fairmt" / "data"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")
    assert data.data_root() == tmp_path / "home" / ".cache" / "fairmt" / "data"
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(tmp_path / "mine"))
    assert data.data_root() == tmp_path / "mine"
    assert data.data_root(tmp_path / "arg") == tmp_path / "arg"
    monkeypatch.setenv("FAIRMT_DATA_DIR", "")
    assert data.data_root() == tmp_path / "home" / ".cache" / "fairmt" / "data"


def test_is_writable(tmp_path: Path, read_only: Path) -> None:
    assert data.is_writable(tmp_path)
    assert data.is_writable(tmp_path / "not" / "yet")
    assert not data.is_writable(read_only)
    assert not data.is_writable(read_only / "deeper")


# ---------------------------------------------------------------------------- real data (read only)


def test_table_matches_local_copy(data_root: Path) -> None:
    checked = 0
    for ds in data.list_datasets():
        for f in ds.files:
            p = data_root / ds.name / f.path
            if not p.is_file():
                continue
            assert p.stat().st_size == f.size, p
            assert data.sha256_file(p) == f.sha256, p
            checked += 1
    assert checked > 0


@pytest.mark.parametrize("name", QE_DATASETS)
def test_table_lists_every_local_file(data_root: Path, name: str) -> None:
    local = data_root / name
    if not local.is_dir():
        pytest.skip(f"{name} not in the data folder")
    on_disk = {p.relative_to(local).as_posix() for p in local.rglob("*") if p.is_file()}
    assert {f.path for f in data.get_dataset(name).files} == on_disk
    assert data.status(name, root=data_root).status == "complete"


def test_dataset_path_from_env(data_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not (data_root / "gate").is_dir():
        pytest.skip("gate not in the data folder")
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(data_root))
    assert data.dataset_path("gate") == data_root / "gate"


def test_status_of_local_copy(data_root: Path) -> None:
    st = data.status("winomt", root=data_root)
    assert st.path == data_root / "winomt"
    assert st.status in ("complete", "partial")
    assert data.dataset_path("winomt", root=data_root) == data_root / "winomt"


def test_verify_names_corrupted_file(data_root: Path, tmp_path: Path) -> None:
    src = data_root / "winomt_neutral"
    if not (src / "en_neu.txt").is_file():
        pytest.skip("winomt_neutral not in the data folder")
    copy = tmp_path / "root" / "winomt_neutral"
    shutil.copytree(src, copy)
    target = copy / "en_neu.txt"
    target.chmod(0o644)
    body = bytearray(target.read_bytes())
    body[10] ^= 1
    target.write_bytes(bytes(body))
    rep = data.verify("winomt_neutral", root=tmp_path / "root")
    assert not rep.ok
    assert [m.path for m in rep.mismatched] == ["en_neu.txt"]
    assert rep.mismatched[0].actual_size == rep.mismatched[0].expected_size
    with pytest.raises(DataError, match=r"en_neu\.txt"):
        rep.raise_for_problems()


def test_import_real_copy_from_parent_folder(data_root: Path, tmp_path: Path) -> None:
    if not (data_root / "winomt_neutral" / "en_neu.txt").is_file():
        pytest.skip("winomt_neutral not in the data folder")
    rep = data.import_local("winomt_neutral", data_root, root=tmp_path)
    assert rep.source == data_root / "winomt_neutral"
    assert set(rep.copied) == {f.path for f in data.get_dataset("winomt_neutral").files}
    assert data.verify("winomt_neutral", root=tmp_path).ok
    assert data.status("winomt_neutral", root=tmp_path).status == "complete"


# ---------------------------------------------------------------------------- fake data


def test_status_and_dataset_path(tmp_path: Path) -> None:
    ds = _fake_dataset()
    st = data.status(ds, root=tmp_path)
    assert (st.status, st.files, st.present, st.local_only_files) == ("absent", 2, 0, 1)
    with pytest.raises(DataError, match=r"fairmt data download fake.*fairmt data import fake DIR"):
        data.dataset_path(ds, root=tmp_path)
    _write_copy(tmp_path / "fake", skip=("a.txt", "NOTES.md"))
    assert data.status(ds, root=tmp_path).status == "partial"
    assert data.dataset_path(ds, root=tmp_path) == tmp_path / "fake"  # partial: warns, returns
    _write_copy(tmp_path / "fake", skip=("NOTES.md",))
    st = data.status(ds, root=tmp_path)
    assert (st.status, st.local_only_present, st.size) == ("complete", 0, 6 + 10)


def test_verify_fake(tmp_path: Path) -> None:
    ds = _fake_dataset()
    _write_copy(tmp_path / "fake", skip=("NOTES.md",))
    (tmp_path / "fake" / "sub" / "b.txt").write_bytes(b"BETA beta\n")
    rep = data.verify(ds, root=tmp_path)
    assert rep.good == ["a.txt"]
    assert [m.path for m in rep.mismatched] == ["sub/b.txt"]
    assert rep.local_only_missing == ["NOTES.md"]
    (tmp_path / "fake" / "a.txt").unlink()
    assert data.verify(ds, root=tmp_path).missing == ["a.txt"]


def test_import_local(tmp_path: Path) -> None:
    ds = _fake_dataset()
    src = _write_copy(tmp_path / "src" / "fake")
    root = tmp_path / "root"
    rep = data.import_local(ds, src, root=root)
    assert sorted(rep.copied) == sorted(CONTENT)
    assert (root / "fake" / "sub" / "b.txt").read_bytes() == CONTENT["sub/b.txt"]
    assert data.verify(ds, root=root).ok
    # again: nothing to copy; and from the parent folder
    rep = data.import_local(ds, tmp_path / "src", root=root)
    assert rep.copied == [] and sorted(rep.present) == sorted(CONTENT)
    # importing the data folder into itself writes nothing
    rep = data.import_local(ds, root / "fake", root=root)
    assert rep.copied == []
    assert not list((root / "fake").rglob("*.part"))


def test_import_partial_reports_missing(tmp_path: Path) -> None:
    ds = _fake_dataset()
    src = _write_copy(tmp_path / "src", skip=("a.txt", "NOTES.md"))
    rep = data.import_local(ds, src, root=tmp_path / "root")
    assert rep.copied == ["sub/b.txt"]
    assert rep.missing == ["a.txt"]
    assert rep.local_only_missing == ["NOTES.md"]


def test_import_mismatch_copies_nothing(tmp_path: Path) -> None:
    ds = _fake_dataset()
    src = _write_copy(tmp_path / "src")
    (src / "sub" / "b.txt").write_bytes(b"tampered\n")
    with pytest.raises(DataError, match=r"sub/b\.txt") as e:
        data.import_local(ds, src, root=tmp_path / "root")
    assert "nothing was imported" in str(e.value)
    assert not (tmp_path / "root" / "fake").exists()


def test_import_nothing_found(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(DataError, match="no file of dataset 'fake'"):
        data.import_local(_fake_dataset(), tmp_path / "empty", root=tmp_path / "root")
    with pytest.raises(DataError, match="not a folder"):
        data.import_local(_fake_dataset(), tmp_path / "nope", root=tmp_path / "root")


def test_import_into_read_only_root(tmp_path: Path, read_only: Path) -> None:
    src = _write_copy(tmp_path / "src")
    with pytest.raises(ReadOnlyDataDirError, match="read-only"):
        data.import_local(_fake_dataset(), src, root=read_only)
    assert list(read_only.iterdir()) == []


def test_read_only_root_is_still_readable(tmp_path: Path, read_only: Path) -> None:
    read_only.chmod(0o755)
    _write_copy(read_only / "fake")
    _make_read_only(read_only)
    ds = _fake_dataset()
    assert data.status(ds, root=read_only).status == "complete"
    assert data.verify(ds, root=read_only).ok
    assert data.dataset_path(ds, root=read_only, download=True) == read_only / "fake"
    # already there: "import" and "download" have nothing to write, so they succeed
    assert data.import_local(ds, read_only / "fake", root=read_only).copied == []
    assert sorted(data.download(ds, root=read_only).present) == ["a.txt", "sub/b.txt"]
    assert not (read_only / ".locks").exists()


# ---------------------------------------------------------------------------- CLI


def _fake_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    from fairmt.data import registry

    monkeypatch.setattr(registry, "_builtin", lambda: {"fake": _fake_dataset()})


def test_cli_list_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "list", "--data-dir", str(tmp_path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["root"] == str(tmp_path) and out["writable"] is True
    by_name = {d["name"]: d for d in out["datasets"]}
    assert by_name["winomt"]["status"] == "absent"
    assert by_name["winomt"]["files"] == 72


def test_cli_list_text_env_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_registry(monkeypatch)
    _write_copy(tmp_path / "fake", skip=("a.txt",))
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(tmp_path))
    assert main(["data", "list", "-f", "text"]) == 0
    out = capsys.readouterr().out
    assert f"data folder: {tmp_path}" in out
    assert re.search(r"^fake\s+1/2\s+16 B\s+partial\s+1/1\s+MIT$", out, re.M), out


def test_cli_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_registry(monkeypatch)
    assert main(["data", "path", "fake", "--data-dir", str(tmp_path)]) == 3
    err = capsys.readouterr().err
    assert "fairmt data download fake" in err
    _write_copy(tmp_path / "fake")
    # A plain path by default (what $(fairmt data path NAME) needs), JSON when asked.
    assert main(["data", "path", "fake", "--data-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out == f"{tmp_path / 'fake'}\n"
    assert main(["data", "path", "fake", "--data-dir", str(tmp_path), "-f", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"name": "fake", "path": str(tmp_path / "fake"), "status": "complete"}


def test_cli_unknown_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["data", "path", "winomt_neutrl"]) == 2
    assert "Did you mean 'winomt_neutral'" in capsys.readouterr().err


def test_cli_import_and_verify(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_registry(monkeypatch)
    src = _write_copy(tmp_path / "src" / "fake", skip=("NOTES.md",))
    root = str(tmp_path / "root")
    assert main(["data", "import", "fake", str(src), "--data-dir", root]) == 0
    out = json.loads(capsys.readouterr().out)
    assert sorted(out["copied"]) == ["a.txt", "sub/b.txt"]
    assert out["local_only_missing"] == ["NOTES.md"]
    assert main(["data", "verify", "fake", "--data-dir", root]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    (tmp_path / "root" / "fake" / "a.txt").write_bytes(b"ALPHA\n")
    assert main(["data", "verify", "fake", "--data-dir", root, "-f", "text"]) == 3
    assert "mismatch: a.txt" in capsys.readouterr().out
    (src / "a.txt").write_bytes(b"ALPHA\n")
    assert main(["data", "import", "fake", str(src), "--data-dir", root]) == 3
    assert "a.txt" in capsys.readouterr().err


def test_cli_download_read_only(
    tmp_path: Path, read_only: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _fake_registry(monkeypatch)
    monkeypatch.setenv("FAIRMT_DATA_MIRROR", "http://127.0.0.1:9")  # never reached: fails before
    assert main(["data", "download", "fake", "--data-dir", str(read_only)]) == 3
    assert "read-only" in capsys.readouterr().err


def test_add_parser_on_fresh_parser() -> None:
    parser = argparse.ArgumentParser()
    cli_data.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["data", "download", "winomt", "--files", "en*.txt", "--files", "LICENSE"])
    assert args.func is cli_data.run
    assert (args.name, args.files, args.output_format) == ("winomt", ["en*.txt", "LICENSE"], "json")
