"""``--plugins``: the user's own modules (tasks with ``@register_task``, agents with
``@register_agent``), imported before anything else runs.

A plugin that cannot be imported is the user's to fix, so it is one line naming the module,
what went wrong and where (file and line), never a traceback of the harness: a missing
module, a syntax error, or any exception raised while the module runs.
"""

from __future__ import annotations

import importlib
import traceback
from typing import Iterable


class PluginError(ValueError):
    """A ``--plugins`` module could not be imported; the message is one line."""


def load_plugins(modules: Iterable[str]) -> None:
    """Import each module of ``modules`` (dotted names, importable from ``sys.path``; the
    current directory is on it when run as ``python runner.py``).

    Raises:
      PluginError: a module is not found, has a syntax error, or raised on import.
    """
    for module in modules:
        module = module.strip()
        if module:
            _load(module)


def _load(module: str) -> None:
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name and (module == e.name or module.startswith(e.name + ".")):
            raise PluginError(f"--plugins: no module named {module!r} (run from the folder that holds it, "
                              "or put that folder on PYTHONPATH)") from None
        raise PluginError(f"--plugins: {module} imports {e.name!r}, which is not installed"
                          f"{_where(e)}") from None
    except SyntaxError as e:
        raise PluginError(f"--plugins: {module}: {type(e).__name__}: {e.msg} "
                          f"({e.filename}, line {e.lineno})") from None
    except Exception as e:  # noqa: BLE001 - any error of the user's module is reported in one line
        raise PluginError(f"--plugins: {module} raised {type(e).__name__} on import: {e}{_where(e)}") from None


def _where(e: BaseException) -> str:
    """`` (file, line N)`` of the innermost frame of ``e``'s traceback outside importlib."""
    frames = [f for f in traceback.extract_tb(e.__traceback__) if "importlib" not in f.filename]
    return f" ({frames[-1].filename}, line {frames[-1].lineno})" if frames else ""


__all__ = ["PluginError", "load_plugins"]
