"""String registries with lazy imports, plugins and did-you-mean errors.

Each extension point (aligners, gender analysers, QE backbones, ...) owns one
:class:`Registry`. Entries come from three places:

* :meth:`Registry.register` (a decorator, eager) and :meth:`Registry.register_lazy`
  (``"package.module:attr"``, imported on first lookup, so that a heavy module is only
  imported when its entry is asked for);
* plugins: installed distributions that declare an entry point in the registry's
  ``entry_point_group`` (e.g. ``fairmt.backbones``). The group is read once, on the first
  lookup or listing (reading it imports nothing of the plugin), and a plugin's module is
  imported only when its entry is asked for.

A plugin never replaces a built-in entry or one registered from Python: fairmt's names
keep their meaning whatever is installed (a plugin that reuses one is ignored with a
warning). A plugin that cannot be imported fails with one line naming the plugin, its
distribution and the import error (:class:`~fairmt.errors.PluginError`).
"""

from __future__ import annotations

import difflib
import importlib
import logging
from collections.abc import Callable, Iterator
from importlib.metadata import EntryPoint
from typing import Any, Generic, TypeVar

from fairmt.errors import PluginError, UsageError

T = TypeVar("T")

log = logging.getLogger(__name__)


def did_you_mean(name: str, choices: list[str]) -> str:
    """A hint naming the closest known choices, or an empty string."""
    close = difflib.get_close_matches(name, choices, n=3, cutoff=0.5)
    if not close:
        return ""
    return " Did you mean " + " or ".join(repr(c) for c in close) + "?"


def entry_points_of(group: str) -> dict[str, EntryPoint]:
    """The entry points of ``group`` by name (the first distribution wins a duplicate name)."""
    from importlib.metadata import entry_points

    out: dict[str, EntryPoint] = {}
    for ep in entry_points(group=group):
        if ep.name in out:
            log.warning(
                "plugin %r of %s is declared by %s and %s; using the first",
                ep.name,
                group,
                plugin_origin(out[ep.name]),
                plugin_origin(ep),
            )
            continue
        out[ep.name] = ep
    return out


def plugin_origin(ep: EntryPoint) -> str:
    """``"distribution version (module:attr)"``: where a plugin comes from."""
    dist = ep.dist
    who = f"{dist.name} {dist.version}" if dist is not None else "an unknown distribution"
    return f"{who} ({ep.value})"


def load_entry_point(ep: EntryPoint, kind: str) -> Any:
    """Import the object ``ep`` points at, or raise a one-line :class:`PluginError`."""
    try:
        return ep.load()
    except Exception as e:  # any import-time failure of third-party code
        raise PluginError(
            f"the {kind} plugin {ep.name!r} from {plugin_origin(ep)} cannot be loaded: "
            f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}".rstrip(": ")
        ) from None


class Registry(Generic[T]):
    """A name -> factory map for one concept, optionally extended by an entry-point group."""

    def __init__(self, kind: str, entry_point_group: str | None = None) -> None:
        self.kind = kind
        self.entry_point_group = entry_point_group
        self._eager: dict[str, T] = {}
        self._lazy: dict[str, str] = {}
        self._plugins: dict[str, EntryPoint] | None = None
        self._loaded: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        """Decorator: ``@registry.register("name")``."""

        def deco(obj: T) -> T:
            self._eager[name] = obj
            return obj

        return deco

    def register_lazy(self, name: str, target: str) -> None:
        """Register ``"package.module:attr"``, imported on first lookup."""
        self._lazy[name] = target

    def plugins(self) -> dict[str, EntryPoint]:
        """The plugins of :attr:`entry_point_group` not shadowed by a built-in name (read once)."""
        if self._plugins is None:
            found = entry_points_of(self.entry_point_group) if self.entry_point_group else {}
            for name in [n for n in found if n in self._eager or n in self._lazy]:
                log.warning(
                    "ignoring the %s plugin %r from %s: fairmt already has a %s of that name",
                    self.kind,
                    name,
                    plugin_origin(found.pop(name)),
                    self.kind,
                )
            self._plugins = found
        return {n: ep for n, ep in self._plugins.items() if n not in self._eager and n not in self._lazy}

    def refresh_plugins(self) -> None:
        """Read the entry-point group again on the next lookup (after installing a plugin)."""
        self._plugins = None
        self._loaded = {}

    def names(self) -> list[str]:
        return sorted(set(self._eager) | set(self._lazy) | set(self.plugins()))

    def origin(self, name: str) -> str:
        """``"built-in"`` or the plugin's distribution and target."""
        if name in self._eager or name in self._lazy:
            return "built-in"
        ep = self.plugins().get(name)
        if ep is None:
            self.get(name)  # raises the unknown-name error
        assert ep is not None
        return "plugin: " + plugin_origin(ep)

    def __contains__(self, name: object) -> bool:
        return name in self._eager or name in self._lazy or name in self.plugins()

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def get(self, name: str) -> T:
        if name in self._eager:
            return self._eager[name]
        if name in self._lazy:
            module_name, _, attr = self._lazy[name].partition(":")
            module = importlib.import_module(module_name)
            obj: T = getattr(module, attr)
            self._eager[name] = obj
            return obj
        if name in self._loaded:
            return self._loaded[name]
        ep = self.plugins().get(name)
        if ep is not None:
            loaded: T = load_entry_point(ep, self.kind)
            self._loaded[name] = loaded
            return loaded
        raise UsageError(
            f"unknown {self.kind} {name!r}; known: {', '.join(self.names()) or '(none)'}."
            + did_you_mean(name, self.names())
        )
