"""The ``ray`` executor: one Ray actor per worker, shards handed to whichever actor is free.

Each actor builds its worker once (the QE model is loaded once per actor, and the FairQE
rules agents align the whole input once per actor) and then runs shards. The driver keeps
one shard in flight per actor and hands out the next shard as soon as one finishes, so
fast and slow workers balance. Actors are created with ``max_restarts`` and
``max_task_retries``: a worker process that dies mid-shard is restarted (its worker built
again) and the shard is run again on it; since the driver writes a shard only when its
whole result has arrived, nothing is lost or written twice.

An actor that dies for good (past its restarts) loses only the shard it was running: the
other actors finish the remaining shards, and the run then ends with a one-line
:class:`~fairmt.errors.WorkerDiedError` (exit 9) naming the shards left unscored, which a
rerun of the same command scores (the finished shards are kept). An error the worker raises
on purpose (a :class:`~fairmt.errors.FairmtError`, in building the worker or in a shard)
reaches the caller as that error, one line; any other exception in a worker is a bug and keeps
its remote traceback. What Ray prints on the driver (its messages about dead workers, the
workers' output) goes to stderr while the executor is open, so stdout holds only results.

Ray is imported here only (``pip install 'fairmt[ray]'``). Without ``address`` a fresh local
Ray instance is started for the run (:class:`LocalRay`: listening on 127.0.0.1 only, and
stopped when the run ends or the driver dies); with ``address`` (``auto`` or
``ray://host:10001`` or ``host:6379``) an existing cluster is joined, and left running. A Ray
instance that was already started in this process (``ray.init``) is used as it is.
"""

from __future__ import annotations

import contextlib
import importlib
import ipaddress
import logging
import os
import re
import secrets
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from fairmt.errors import FairmtError, MissingDependencyError, WorkerDiedError
from fairmt.executors._ray_reaper import TOKEN_ENV
from fairmt.executors.base import Executor, Shard, ShardOutput, WorkerFactory

log = logging.getLogger(__name__)

#: How often Ray restarts a dead actor and retries its shard.
MAX_RESTARTS = 3
#: Environment variables forwarded to the actors (the LLM cache folder), when set here.
FORWARDED_ENV = ("FAIRMT_CACHE_DIR",)
#: The address a local instance listens on.
LOOPBACK = "127.0.0.1"


def import_ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise MissingDependencyError("Ray (for --executor ray)", "pip install 'fairmt[ray]'") from None


class LocalRay:
    """A Ray instance started in this process for one run, bound to 127.0.0.1, stopped with the run.

    *Loopback only.* ``ray.init(_node_ip_address="127.0.0.1")`` alone is not enough: Ray
    (seen with 2.60) replaces a loopback node address by the machine's network address
    (``services.resolve_ip_for_localhost``), so the GCS, the raylet, the agents and the
    workers listened on every interface and advertised e.g. 192.0.2.2. Ray keeps loopback only
    where clusters are off (its macOS/Windows default, ``ray_constants.ENABLE_RAY_CLUSTER``),
    so that flag is turned off while this instance starts and restored after (it is read only
    when a node's address is chosen; joining a remote cluster later in the process is
    unaffected). Every process then binds 127.0.0.1 (checked with ``/proc/net/tcp*`` in the
    tests). If a Ray version ignores it, the address actually used is logged as a warning.

    *Stopped.* :meth:`stop` calls ``ray.shutdown()``, which stops every process (measured:
    none left when it returns). A driver that dies without it (SIGKILL, OOM) takes the GCS and
    the raylet with it (Ray's kernel fate-sharing on Linux) but left the raylet's agents for
    about 60 s; a small reaper process (:mod:`fairmt.executors._ray_reaper`) started first
    stops every process of this instance as soon as the driver is gone (measured: all gone
    within about 3 s of the SIGKILL, from 61 s).
    """

    def __init__(self, num_cpus: int | None = None, log_to_driver: bool = True) -> None:
        self.num_cpus = num_cpus
        self.log_to_driver = log_to_driver
        #: The address Ray chose for this node (127.0.0.1 unless the Ray version ignored it).
        self.node_ip: str | None = None
        #: Ray's folder for this instance (logs, sockets), once started.
        self.session_dir: str | None = None
        #: Marks this instance's processes (in their environment) for the reaper.
        self.token = secrets.token_hex(16)
        self._reaper: subprocess.Popen[bytes] | None = None
        self._ray: Any = None

    def start(self) -> Any:
        """Start the instance (and its reaper); returns the ``ray`` module."""
        ray = self._ray = import_ray()
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        self._start_reaper()
        previous = os.environ.get(TOKEN_ENV)
        os.environ[TOKEN_ENV] = self.token  # inherited by every process Ray starts
        constants = _ray_constants()
        cluster_flag = getattr(constants, "ENABLE_RAY_CLUSTER", None)
        try:
            if cluster_flag is not None:
                constants.ENABLE_RAY_CLUSTER = False
            ray.init(
                address="local",
                num_cpus=self.num_cpus,
                include_dashboard=False,
                _node_ip_address=LOOPBACK,
                log_to_driver=self.log_to_driver,
                configure_logging=False,
            )
        except BaseException:
            self.stop()
            raise
        finally:
            if cluster_flag is not None:
                constants.ENABLE_RAY_CLUSTER = cluster_flag
            if previous is None:
                os.environ.pop(TOKEN_ENV, None)
            else:
                os.environ[TOKEN_ENV] = previous
        self.session_dir = _session_dir(ray)
        if self._reaper is not None and self._reaper.stdin is not None and self.session_dir:
            with contextlib.suppress(OSError):  # a reaper that is gone cannot be told
                self._reaper.stdin.write(os.fsencode(self.session_dir) + b"\n")
                self._reaper.stdin.flush()
        self.node_ip = _node_ip(ray)
        if self.node_ip is not None and not _is_loopback(self.node_ip):
            log.warning(
                "the local Ray instance listens on %s, not on %s only (this Ray version ignored the "
                "request); start a cluster yourself and pass --address to control it",
                self.node_ip,
                LOOPBACK,
            )
        return ray

    def _start_reaper(self) -> None:
        if not sys.executable or not os.path.isfile("/proc/self/environ"):
            return  # no /proc (macOS): Ray's own reaper applies
        script = Path(__file__).with_name("_ray_reaper.py")
        self._reaper = subprocess.Popen(
            [sys.executable, "-I", str(script), self.token],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # the terminal's Ctrl-C is the driver's, not the reaper's
        )

    def stop(self) -> None:
        """Shut Ray down here, then let the reaper stop any process of the instance still running."""
        try:
            if self._ray is not None and self._ray.is_initialized():
                self._ray.shutdown()
        finally:
            self._ray = None
            reaper, self._reaper = self._reaper, None
            if reaper is not None:
                if reaper.stdin is not None:
                    with contextlib.suppress(OSError):
                        reaper.stdin.close()  # end-of-file: the reaper stops what is left, and exits
                try:
                    reaper.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    reaper.kill()
                    reaper.wait()

    def __enter__(self) -> LocalRay:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def _ray_constants() -> Any:
    try:
        return importlib.import_module("ray._private.ray_constants")
    except ImportError:
        return None


class _RayOutputToStderr:
    """While installed, what Ray prints on the driver goes to stderr, never to stdout.

    Ray prints its error messages ("(raylet) A worker died...", "Task ... will be retried") and
    the workers' output on the driver's *stdout*, from a background thread, at any time; with
    ``-o -`` they landed in the middle of the results (measured: 2 such lines before the
    JSONL). Every such line goes through ``ray._private.worker.print_worker_logs(data, sink,
    ...)`` (no public switch exists), so for the executor's lifetime that function is replaced
    by one that writes to stderr whatever was meant for stdout; :meth:`remove` puts it back.
    If a Ray version lacks it, nothing is changed.
    """

    def __init__(self) -> None:
        self._module: Any = None
        self._original: Any = None

    def install(self) -> None:
        if self._module is not None:
            return
        try:
            module: Any = importlib.import_module("ray._private.worker")
        except ImportError:
            return
        original = getattr(module, "print_worker_logs", None)
        if not callable(original):
            return

        def to_stderr(data: Any, sink: Any, *args: Any, **kwargs: Any) -> Any:
            return original(data, sys.stderr if sink is sys.stdout else sink, *args, **kwargs)

        module.print_worker_logs = to_stderr
        self._module, self._original = module, original

    def remove(self) -> None:
        if self._module is not None:
            self._module.print_worker_logs = self._original
        self._module = self._original = None


def _session_dir(ray: Any) -> str | None:
    """The session folder of the instance this process started (Ray has no public call for it)."""
    try:
        return str(ray._private.worker._global_node.get_session_dir_path())
    except Exception:
        return None


def _node_ip(ray: Any) -> str | None:
    try:
        return str(ray.util.get_node_ip_address())
    except Exception:
        return None


def _is_loopback(ip: str) -> bool:
    try:
        return ipaddress.ip_address(ip).is_loopback
    except ValueError:
        return ip == "localhost"


class _Actor:
    """The body of a Ray actor: one worker, built once per actor process.

    A :class:`FairmtError` raised while building the worker (a missing model, say) is kept and
    raised by :meth:`run`, so the driver gets it as itself; raised in ``__init__`` it would
    only surface as Ray's "actor died" error with a remote traceback in its text.
    """

    def __init__(self, factory: WorkerFactory, context: Any, env: dict[str, str]) -> None:
        os.environ.update(env)
        self.error: FairmtError | None = None
        try:
            self.worker = factory(context)
        except FairmtError as e:
            self.error = e

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        if self.error is not None:
            raise self.error
        return self.worker.run(shard, records)

    def usage(self) -> dict[str, Any]:
        return {} if self.error is not None else self.worker.usage()

    def close(self) -> None:
        if self.error is None:
            self.worker.close()


#: Terminal colour codes, which Ray puts around names in its messages.
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
#: The last line of a Python traceback: ``ModuleNotFoundError: No module named 'x'``.
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b")


def _reason(error: BaseException) -> str:
    """Ray's reason for a dead actor, short and on one line.

    Ray's message spans several lines: a headline ("The actor died unexpectedly..."),
    tab-indented ``key: value`` lines (actor id, pid, address) and the cause, which goes on with
    general advice; the cause is kept, cut after a sentence within 200 characters. An actor whose
    creation failed carries a remote traceback instead; its last exception line is kept.
    """
    text = _ANSI.sub("", str(error))
    lines = [line.strip() for line in text.splitlines() if line.strip() and line[0] != "\t"]
    if getattr(error, "actor_init_failed", False):
        last = [line for line in lines if _EXCEPTION_LINE.match(line)]
        lines = ["the worker could not be built:", last[-1] if last else lines[-1] if lines else ""]
    elif len(lines) > 1 and lines[0].startswith("The actor died unexpectedly"):
        lines = lines[1:]
    text = " ".join(" ".join(lines).split()) or type(error).__name__
    if len(text) > 200:
        cut = text.rfind(". ", 0, 200)
        text = text[: cut + 1] if cut > 0 else text[:197] + "..."
    return text


def _shards(shards: Sequence[Shard]) -> str:
    return ", ".join(f"{s.index} (records {s.start + 1}-{s.end})" for s in sorted(shards))


class RayExecutor(Executor):
    """Shards on Ray actors (``workers`` of them; default: the cluster's CPUs / ``num_cpus``)."""

    name = "ray"

    def __init__(
        self,
        workers: int | None = None,
        address: str | None = None,
        num_cpus: float = 1.0,
        num_gpus: float = 0.0,
    ) -> None:
        super().__init__(workers, address)
        self.num_cpus = num_cpus
        self.num_gpus = num_gpus
        self._ray = import_ray()
        self._local: LocalRay | None = None
        self._joined = False
        self._quiet_stdout = _RayOutputToStderr()

    def _init(self) -> Any:
        ray = self._ray
        self._quiet_stdout.install()
        if ray.is_initialized():
            return ray
        if self.address is None:
            self._local = LocalRay()
            self._local.start()
        else:
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            self._joined = True
            ray.init(address=self.address, include_dashboard=False, log_to_driver=True)
        return ray

    def worker_count(self) -> int:
        if self.workers is not None:
            return self.workers
        ray = self._init()
        cpus = float(ray.cluster_resources().get("CPU", 1.0))
        return max(1, int(cpus // self.num_cpus)) if self.num_cpus > 0 else 1

    def run(
        self, factory: WorkerFactory, context: Any, tasks: Sequence[tuple[Shard, list[Any]]]
    ) -> Iterator[tuple[Shard, ShardOutput]]:
        ray = self._init()
        errors = ray.exceptions
        self.worker_usage = []
        n = min(self.worker_count(), len(tasks)) or 1
        env = {k: os.environ[k] for k in FORWARDED_ENV if k in os.environ}
        remote = ray.remote(_Actor).options(
            max_restarts=MAX_RESTARTS,
            max_task_retries=MAX_RESTARTS,
            num_cpus=self.num_cpus,
            num_gpus=self.num_gpus,
        )
        ctx = ray.put(context)
        actors = [remote.remote(factory, ctx, env) for _ in range(n)]
        pending = list(reversed(tasks))
        inflight: dict[Any, tuple[Any, Shard]] = {}
        dead: list[Any] = []
        lost: list[Shard] = []
        reason = ""

        def submit(actor: Any) -> None:
            if pending:
                shard, records = pending.pop()
                inflight[actor.run.remote(shard, records)] = (actor, shard)

        try:
            for a in actors:
                submit(a)
            while inflight:
                ready, _ = ray.wait(list(inflight), num_returns=1)
                actor, shard = inflight.pop(ready[0])
                try:
                    out: ShardOutput = ray.get(ready[0])
                except errors.RayTaskError as e:
                    cause = getattr(e, "cause", None)
                    if isinstance(cause, FairmtError):
                        raise cause from None
                    raise
                except errors.RayError as e:
                    # Dead past its restarts (or its node is gone): this actor takes no more
                    # shards; the others go on, and the run ends with the error below.
                    dead.append(actor)
                    lost.append(shard)
                    reason = _reason(e)
                    continue
                submit(actor)
                yield shard, out
        finally:
            # Usage of the idle actors (all of them after a full run; a stopped run's busy
            # actors are not waited for).
            busy = {id(a) for a, _ in inflight.values()} | {id(a) for a in dead}
            idle = [a for a in actors if id(a) not in busy]
            try:
                self.worker_usage = list(ray.get([a.usage.remote() for a in idle], timeout=60))
            except Exception:
                self.worker_usage = []
            for a in actors:
                ray.kill(a, no_restart=True)
        if lost:
            left = [s for s, _ in pending]
            more = f"; shards not started: {len(left)}" if left else ""
            raise WorkerDiedError(
                f"{len(dead)} Ray worker(s) died for good (restarted up to {MAX_RESTARTS} times) "
                f"running shard {_shards(lost)}{more}: {reason}"
            )

    def close(self) -> None:
        """Stop the local Ray instance this executor started, or leave the cluster it joined."""
        local, self._local = self._local, None
        try:
            if local is not None:
                local.stop()
            elif self._joined and self._ray.is_initialized():
                self._ray.shutdown()  # disconnects; the cluster keeps running
        finally:
            self._joined = False
            self._quiet_stdout.remove()
