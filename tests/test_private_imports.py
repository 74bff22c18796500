"""House rule: a task never imports another task module's private helper.

Every ``from venus_tasks.tasks.<m> import _name`` (or the relative form) in a module under
``venus_tasks/tasks/`` or ``venus_tasks/solvers/`` that names another module is a defect:
shared checks live in ``verifiers/`` and shared task-building helpers under public names.
"""

import ast
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


def private_imports(path: pathlib.Path, module: str) -> list[str]:
    """``"<line>: <source module>.<name>"`` for each underscore name ``path`` (module
    ``module``) imports from another ``venus_tasks.tasks`` module."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        source = node.module or ""
        if node.level:                                   # relative: resolve against the package
            package = module.split(".")[:-node.level]
            source = ".".join(package + ([source] if source else []))
        if source.startswith("venus_tasks.tasks") and source != module:
            out += [f"{node.lineno}: {source}.{a.name}" for a in node.names if a.name.startswith("_")]
    return out


MODULES = {".".join(path.relative_to(ROOT).with_suffix("").parts): path
           for folder in ("venus_tasks/tasks", "venus_tasks/solvers") for path in sorted((ROOT / folder).rglob("*.py"))}


def test_detector_finds_a_private_import(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("from venus_tasks.tasks.hgb_docs import DOCS, _open_files\nfrom .guim import _Draw\n"
                 "from venus_tasks.tasks.bc import _own\n")
    assert private_imports(f, "venus_tasks.tasks.bc") == [
        "1: venus_tasks.tasks.hgb_docs._open_files", "2: venus_tasks.tasks.guim._Draw"]


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_task_module_imports_a_private_name(module):
    assert private_imports(MODULES[module], module) == [], f"{module} imports a private helper; make it public in its owner"
