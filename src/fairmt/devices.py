"""Where a model runs: ``auto``, ``cpu``, ``cuda`` or ``cuda:N``, checked before any model is loaded.

``auto`` means the first CUDA device when PyTorch is installed and sees one, else the CPU
(as COMET and lm-evaluation-harness choose). Asking for ``cuda`` on a machine without a
usable GPU is an error, never a silent fall back to the CPU: a run that reserved a GPU
should not quietly take hours on the CPU. Nothing here imports PyTorch unless a CUDA
device has to be checked.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from typing import Any

from fairmt.errors import UsageError

#: The device names accepted everywhere (``cuda:N`` with any index).
DEVICE_CHOICES = ("auto", "cpu", "cuda", "cuda:N")

_DEVICE = re.compile(r"auto|cpu|cuda(:\d+)?")


class DeviceError(UsageError):
    """The device asked for does not exist on this machine (exit code 2, like a bad option)."""


def check_device_name(device: str) -> str:
    """``device`` (stripped, lower case) if it is one of :data:`DEVICE_CHOICES`, else :class:`UsageError`."""
    if not isinstance(device, str) or not _DEVICE.fullmatch(device.strip().lower()):
        raise UsageError(f"unknown device {device!r}; expected auto, cpu, cuda or cuda:N (N = 0, 1, ...)")
    return device.strip().lower()


def _torch() -> Any:
    if importlib.util.find_spec("torch") is None:
        return None
    return importlib.import_module("torch")


def resolve_device(device: str = "auto") -> str:
    """The concrete device (``"cpu"``, ``"cuda"`` or ``"cuda:N"``) that ``device`` means here.

    Raises :class:`DeviceError` when a CUDA device is asked for and PyTorch is missing, sees
    no GPU, or sees fewer than ``N + 1``.
    """
    device = check_device_name(device)
    if device == "cpu":
        return "cpu"
    torch = _torch()
    available = torch is not None and bool(torch.cuda.is_available())
    if device == "auto":
        return "cuda" if available else "cpu"
    if torch is None:
        raise DeviceError(f"device {device!r} asked for but PyTorch is not installed; use device 'cpu'")
    if not available:
        raise DeviceError(
            f"device {device!r} asked for but no CUDA GPU is available "
            f"(PyTorch {torch.__version__} sees none); use device 'cpu' or 'auto'"
        )
    if ":" in device:
        count = int(torch.cuda.device_count())
        if int(device.split(":")[1]) >= count:
            raise DeviceError(
                f"device {device!r} asked for but PyTorch sees {count} CUDA device(s) "
                f"(cuda:0 to cuda:{count - 1})"
            )
    return device


def check_cpu_only(device: str, what: str) -> None:
    """Accept ``auto`` and ``cpu`` for a component that runs on the CPU only; refuse ``cuda[:N]``."""
    if check_device_name(device) not in ("auto", "cpu"):
        raise DeviceError(
            f"{what} runs on the CPU only; it cannot use device {device!r} (use 'cpu' or 'auto')"
        )
