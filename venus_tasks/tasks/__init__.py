"""The task classes, one module per category (or per category and theme); importing the
package imports every module in it (not ``__main__``, the ``stats`` command), which
registers their tasks."""

import importlib
import pkgutil


def _import_all() -> None:
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")):
        importlib.import_module(f"{__name__}.{module}")


_import_all()
