"""Fewer round trips without losing checks: several commands in one shell call
(``Device.run_parts``), several files in one ``sync:`` session (``push_files``), toybox
``find -exec``, and what ``sqlite_store`` knows about a database it just wrote
(``Device.generation``)."""

from __future__ import annotations

import pytest

import apps
from apps import expense, sqlite_store
from venus_tasks.env.device import DeviceError


_TEA = {"name": "Tea", "amount": 350, "category": 3, "note": "", "created_date": 1, "modified_date": 1}


class Counting:
    """Counts the adb requests a ``Device`` makes (one per shell call, sync session)."""

    def __init__(self, device, monkeypatch):
        self.n = 0
        original = device._dev.open_transport

        def counted(*args, **kwargs):
            self.n += 1
            return original(*args, **kwargs)
        monkeypatch.setattr(device._dev, "open_transport", counted)


def test_run_parts_keeps_each_part_s_output_and_status(device):
    parts = ["echo one; exit 3", ["printf", "%s", "no newline"], "echo a; echo b", "ls /nope"]
    results = device.run_parts(parts)
    assert [(r.stdout, r.exit_code) for r in results] == [
        ("one\n", 3), ("no newline", 0), ("a\nb\n", 0), ("", 1)]
    assert "No such file or directory" in results[3].stderr and results[2].stderr == ""
    assert results[1].command == "printf %s 'no newline'"


def test_run_parts_is_one_round_trip_and_quotes_lists(device, monkeypatch):
    hostile = "x'; echo pwned; '"
    counter = Counting(device, monkeypatch)
    out = device.run_parts([["echo", hostile], "true"])
    assert counter.n == 1 and out[0].stdout == hostile + "\n"


def test_run_parts_readonly_keeps_the_generation(device):
    g = device.generation
    device.run_parts(["true"], readonly=True)
    assert device.generation == g
    device.run_parts(["true"])
    assert device.generation == g + 1


def test_push_files_writes_every_file_in_one_sync_session(device, monkeypatch):
    files = {f"/sdcard/Download/batch/{i}.bin": bytes([i]) * (70_000 if i == 2 else 10) for i in range(4)}
    device.mkdir("/sdcard/Download/batch")
    counter = Counting(device, monkeypatch)
    device.push_files(files)
    assert counter.n == 1
    for path, data in files.items():
        assert device.pull_bytes(path) == data


def test_push_files_names_the_file_adbd_refused(device):
    files = {"/sdcard/Download/ok.txt": b"1", "/proc/nope/x.txt": b"2"}
    with pytest.raises(DeviceError, match="/proc/nope/x.txt"):
        device.push_files(files)
    assert device.pull_bytes("/sdcard/Download/ok.txt") == b"1"


def test_write_files_creates_parents_in_two_round_trips(device, monkeypatch):
    counter = Counting(device, monkeypatch)
    device.write_files({"/sdcard/Documents/w/a/1.md": b"1", "/sdcard/Documents/w/b c/2.md": b"2"})
    assert counter.n == 2
    assert device.find_files("/sdcard/Documents/w") == ["/sdcard/Documents/w/a/1.md", "/sdcard/Documents/w/b c/2.md"]


def test_find_exec_batches_and_runs_per_file(device):
    """toybox ``find.c``: ``-exec CMD {} +`` appends the paths to one command line (each
    one argument, spaces kept); ``-exec CMD {} ;`` runs once per file and is true when
    CMD exits 0; a missing terminator is ``'-exec' needs 1 arg``."""
    device.write_files({"/sdcard/Download/fx/a b.txt": b"hi\n", "/sdcard/Download/fx/c.txt": b"yo\n"})
    out = device.run(["find", "/sdcard/Download/fx", "-type", "f", "-exec", "md5sum", "{}", "+"])
    assert sorted(out.splitlines()) == ["764efa883dda1e11db47671c4a3bbd9e  /sdcard/Download/fx/a b.txt",
                                        "f6255bb01c648fe967714d52a89e8e9c  /sdcard/Download/fx/c.txt"]
    assert device.run(["find", "/sdcard/Download/fx/c.txt", "-exec", "cat", "{}", ";"]) == "yo"
    r = device.shell(["find", "/sdcard/Download/fx", "-exec", "cat", "{}"])
    assert r.exit_code == 1 and "'-exec' needs 1 arg" in r.stderr


def test_a_database_just_written_is_read_back_without_round_trips(ready_device, monkeypatch):
    device = ready_device
    expense.reset(device)
    expense.add_expenses(device, [_TEA])
    counter = Counting(device, monkeypatch)
    rows = sqlite_store.query(device, expense.APP, expense.APP.databases[0], "SELECT name FROM expense")
    assert rows == [{"name": "Tea"}] and counter.n == 0
    device.shell("true")            # anything that may change the device: read it again
    rows = sqlite_store.query(device, expense.APP, expense.APP.databases[0], "SELECT name FROM expense")
    assert rows == [{"name": "Tea"}] and counter.n >= 2


def test_reset_empties_the_store_and_keeps_the_app_s_preferences(ready_device):
    """No ``pm clear``: AndroidWorld clears apps only at set-up, before their first-run
    screens are clicked through; a cleared app would show them again."""
    device = ready_device
    prefs = f"{expense.APP.data_dir}/shared_prefs/onboarding.xml"
    device.write_files({prefs: b"<map><boolean name='done' value='true' /></map>"})
    expense.add_expenses(device, [_TEA])
    apps.reset(device, "pro expense")
    assert device.exists(prefs)
    assert sqlite_store.query(device, expense.APP, expense.APP.databases[0], "SELECT * FROM expense") == []
