"""Stops the processes of a local Ray instance when the driver that started it is gone.

Run as a script (``python -I _ray_reaper.py TOKEN``, standard library only) by
:class:`fairmt.executors.ray.LocalRay` before it starts a local Ray instance. The driver holds
the write end of the reaper's stdin: it writes the instance's session folder there once Ray is
up, and the reaper reads end-of-file when the driver closes it (a normal end, after
``ray.shutdown()``) or when the driver dies in any way, SIGKILL included. Then it stops what is
left of the instance: SIGTERM, and SIGKILL after a short grace.

Why it is needed: on Linux Ray ties its GCS server and raylet to the driver (the kernel kills
them when the driver dies), but not the raylet's own children: its dashboard and runtime-env
agents notice the raylet's death within seconds and then spend 60 seconds trying to report it
to the dead GCS before they exit (measured with Ray 2.60: 61 s after a SIGKILL of the driver;
actors went within 3 s).

Which processes are the instance's, among this user's (nothing else is touched):

* those started with ``FAIRMT_RAY_RUN=TOKEN`` in their environment: the driver puts it in its
  own environment while Ray starts, so the GCS, the raylet and the workers inherit it (the token
  is random, so no other process matches);
* Ray's own processes (command line ``ray::...``) with a file open in the instance's session
  folder (their logs). This is what finds the agents: they rename themselves with
  ``setproctitle``, which overwrites the memory that ``/proc/PID/environ`` shows, so their
  environment can no longer be read (workers ask ``setproctitle`` to spare it).

Where ``/proc`` is missing (macOS) no reaper is started; Ray's own process-group reaper applies.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time

#: The environment variable that marks the processes of one local Ray instance.
TOKEN_ENV = "FAIRMT_RAY_RUN"
#: Seconds between SIGTERM and SIGKILL.
GRACE_S = 2.0


def _read(path: str) -> bytes:
    with open(path, "rb") as fh:
        return fh.read()


def _has_file_under(pid: str, folder: str) -> bool:
    prefix = folder.rstrip("/") + "/"
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return False
    for fd in fds:
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}").startswith(prefix):
                return True
        except OSError:
            continue
    return False


def instance_pids(
    token: str, session_dir: str | None = None, exclude: frozenset[int] = frozenset()
) -> list[int]:
    """This user's processes of the instance marked ``token`` (see the module's docstring)."""
    needle = f"{TOKEN_ENV}={token}".encode()
    uid = os.getuid()
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in exclude:
            continue
        try:
            if os.stat(f"/proc/{name}").st_uid != uid:
                continue
            if needle in _read(f"/proc/{name}/environ").split(b"\0") or (
                session_dir
                and _read(f"/proc/{name}/cmdline").startswith(b"ray::")
                and _has_file_under(name, session_dir)
            ):
                found.append(int(name))
        except OSError:  # gone, or not ours to read
            continue
    return found


def _alive(pid: int) -> bool:
    try:
        state = _read(f"/proc/{pid}/stat").rsplit(b")", 1)[-1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in (b"Z", b"X")  # a zombie has exited; its parent reaps it


def reap(
    token: str,
    session_dir: str | None = None,
    exclude: frozenset[int] = frozenset(),
    grace_s: float = GRACE_S,
) -> set[int]:
    """SIGTERM the instance's processes, SIGKILL those left after ``grace_s``; return the pids signalled.

    Scans again after each round, since a dying raylet may have started a worker meanwhile.
    """
    signalled: set[int] = set()
    for _ in range(3):
        pids = [p for p in instance_pids(token, session_dir, exclude) if _alive(p)]
        if not pids:
            break
        signalled.update(pids)
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pid in pids:
                with contextlib.suppress(OSError):  # gone already
                    os.kill(pid, sig)
            deadline = time.monotonic() + grace_s
            while (pids := [p for p in pids if _alive(p)]) and time.monotonic() < deadline:
                time.sleep(0.05)
            if not pids:
                break
    return signalled


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        return 2
    # The driver (our parent) is never a target; neither are we.
    exclude = frozenset({os.getpid(), os.getppid()})
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C is the driver's to handle
    session_dir = None
    for line in sys.stdin.buffer:  # ends at end-of-file: the driver closed it or is gone
        session_dir = os.fsdecode(line.rstrip(b"\n")) or session_dir
    reap(argv[1], session_dir, exclude)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
