"""Datasets: the registry of known datasets and the local data folder.

>>> from fairmt.data import dataset_path
>>> en = dataset_path("winomt") / "en.txt"        # doctest: +SKIP

* :func:`list_datasets`, :func:`get_dataset`: the registry (``registry.json``: every file
  pinned to an upstream commit, with sha256 and size; ``local_only`` files have no URL).
* :func:`dataset_path`, :func:`status`, :func:`verify`: what is in the data folder
  (``FAIRMT_DATA_DIR``, else ``$XDG_CACHE_HOME/fairmt/data`` / ``~/.cache/fairmt/data``),
  laid out as ``<root>/<dataset>/<path>``.
* :func:`download`, :func:`import_local`: fill it (atomic, locked, checksum-verified).
"""

from __future__ import annotations

from fairmt.data.cache import (
    DEFAULT_BASE_URL,
    ENV_DATA_DIR,
    ENV_MIRROR,
    DatasetStatus,
    DownloadReport,
    ImportReport,
    Mismatch,
    ReadOnlyDataDirError,
    VerifyReport,
    data_root,
    dataset_path,
    default_data_root,
    download,
    import_local,
    is_writable,
    resolve_url,
    sha256_file,
    status,
    verify,
)
from fairmt.data.registry import (
    DataFile,
    Dataset,
    dataset_from_dict,
    get_dataset,
    list_datasets,
    load_registry,
)

__all__ = [
    "DEFAULT_BASE_URL",
    "ENV_DATA_DIR",
    "ENV_MIRROR",
    "DataFile",
    "Dataset",
    "DatasetStatus",
    "DownloadReport",
    "ImportReport",
    "Mismatch",
    "ReadOnlyDataDirError",
    "VerifyReport",
    "data_root",
    "dataset_from_dict",
    "dataset_path",
    "default_data_root",
    "download",
    "get_dataset",
    "import_local",
    "is_writable",
    "list_datasets",
    "load_registry",
    "resolve_url",
    "sha256_file",
    "status",
    "verify",
]
