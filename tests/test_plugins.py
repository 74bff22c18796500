"""``--plugins`` errors are one line naming the module, the error and where it happened."""

from __future__ import annotations

import pytest

from venus_tasks.plugins import PluginError, load_plugins


@pytest.fixture
def plugin_dir(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def test_a_missing_module_names_it(plugin_dir):
    with pytest.raises(PluginError, match=r"no module named 'venus_no_such_plugin' \(run from the folder"):
        load_plugins(["venus_no_such_plugin"])


def test_a_syntax_error_names_file_and_line(plugin_dir):
    (plugin_dir / "venus_bad_syntax.py").write_text("x = 1\ndef f(:\n    pass\n")
    with pytest.raises(PluginError) as info:
        load_plugins(["venus_bad_syntax"])
    msg = str(info.value)
    assert "\n" not in msg and "venus_bad_syntax: SyntaxError" in msg
    assert f"{plugin_dir / 'venus_bad_syntax.py'}, line 2" in msg


def test_an_error_raised_on_import_names_the_plugins_line(plugin_dir):
    (plugin_dir / "venus_raises.py").write_text("import os\n\nVALUE = undefined_name + 1\n")
    with pytest.raises(PluginError) as info:
        load_plugins(["venus_raises"])
    msg = str(info.value)
    assert "venus_raises raised NameError on import: name 'undefined_name' is not defined" in msg
    assert msg.endswith(f"({plugin_dir / 'venus_raises.py'}, line 3)")


def test_a_dependency_the_plugin_imports_is_named(plugin_dir):
    (plugin_dir / "venus_needs_dep.py").write_text("import venus_missing_dependency_xyz\n")
    with pytest.raises(PluginError, match=r"venus_needs_dep imports 'venus_missing_dependency_xyz', which is "
                                          r"not installed \(.*venus_needs_dep.py, line 1\)"):
        load_plugins(["venus_needs_dep"])


def test_blank_names_are_skipped_and_good_modules_load(plugin_dir):
    (plugin_dir / "venus_good_plugin.py").write_text("LOADED = True\n")
    load_plugins(["", " venus_good_plugin "])
    import venus_good_plugin  # noqa: F401 - it is in sys.modules now
