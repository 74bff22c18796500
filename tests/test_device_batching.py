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


# ------------------------------------------------ seeding providers and media in one call
_HOSTILE = ("Ann O'Neil", 'Bo "$(reboot)" `id`', "张伟 & Co; rm -rf /sdcard")


def test_add_contacts_seeds_every_contact_in_one_round_trip(ready_device, monkeypatch):
    """Before: four round trips a contact (three ``content insert``, one query of the new
    raw contact's id); 39 contacts cost GUIBrowsingContactsWithEvents 156 of its 230."""
    from apps import contacts

    contacts.clear_contacts(ready_device)
    people = [(name, f"555-010-{i:04d}") for i, name in enumerate(_HOSTILE)] + [("No Number", None)]
    people += [(f"Person {i:02d}", f"650555{i:04d}") for i in range(40)]
    counter = Counting(ready_device, monkeypatch)
    contacts.add_contacts(ready_device, people)
    assert counter.n == 1
    monkeypatch.undo()
    assert contacts.list_contacts(ready_device) == sorted(contacts.Contact(n, p) for n, p in people if p)
    assert len(contacts.raw_contact_ids(ready_device)) == len(people)   # the one without a number too
    assert all(kind == contacts.PHONE_TYPE_MOBILE for _, _, kind in contacts.list_phones(ready_device))


def test_messages_and_calls_are_seeded_in_one_round_trip_each(ready_device, monkeypatch):
    from apps import phone, sms

    sms.clear_messages(ready_device)
    phone.clear_call_log(ready_device)
    messages = [sms.Sms(f"55501{i:05d}", body, 1_700_000_000_000 + i, sms.TYPE_SENT if i % 2 else sms.TYPE_INBOX)
                for i, body in enumerate(_HOSTILE * 10)]
    calls = [phone.Call(f"55502{i:05d}", phone.MISSED, 1_700_000_000_000 + i, i) for i in range(25)]
    counter = Counting(ready_device, monkeypatch)
    sms.add_messages(ready_device, messages)
    phone.add_calls(ready_device, calls)
    assert counter.n == 2
    monkeypatch.undo()
    assert sms.list_messages(ready_device, "all") == messages
    assert phone.list_calls(ready_device) == calls


def test_a_long_batch_is_split_below_the_request_limit(ready_device, monkeypatch):
    """The adb host protocol frames a request with 4 hex digits: a script stays under
    ``providers.SCRIPT_LIMIT`` bytes (UTF-8: Chinese counts three) and the rest follows."""
    from apps import providers, sms

    sms.clear_messages(ready_device)
    monkeypatch.setattr(providers, "SCRIPT_LIMIT", 400)
    sent: list[int] = []
    original = ready_device.shell
    monkeypatch.setattr(ready_device, "shell", lambda cmd, *a, **k: (sent.append(len(cmd.encode())),
                                                                      original(cmd, *a, **k))[1])
    messages = [sms.Sms("5550100", "汉字" * 10 + str(i), 1_700_000_000_000 + i) for i in range(6)]
    sms.add_messages(ready_device, messages)
    assert len(sent) == 3 and max(sent) <= 400             # two 187-byte inserts a script
    with pytest.raises(ValueError, match="over the 400"):
        sms.add_messages(ready_device, [sms.Sms("5550100", "x" * 500, 1)])
    monkeypatch.undo()
    assert sms.list_messages(ready_device) == messages


def test_a_refused_row_in_a_batch_is_an_error(ready_device):
    from apps import providers, sms

    with pytest.raises(RuntimeError, match="Could not find provider"):
        providers.insert_many(ready_device, [(sms.INBOX, {"address": "1", "body": "b", "date": 1}),
                                             ("content://no.such.authority/x", {"a": 1})])


def test_images_are_pushed_and_scanned_in_three_round_trips(ready_device, monkeypatch):
    """Before: three a picture (``mkdir -p``, push, ``am broadcast``): 20 receipts, 60."""
    from apps import files, gallery

    pictures = {f"IMG_{i}.png": bytes([i]) * 20 for i in range(12)}
    counter = Counting(ready_device, monkeypatch)
    paths = gallery.add_images(ready_device, pictures, "/sdcard/DCIM/Batch it")
    assert counter.n == 3
    monkeypatch.undo()
    assert paths == [f"/sdcard/DCIM/Batch it/{n}" for n in pictures]
    assert gallery.list_images(ready_device, "/sdcard/DCIM/Batch it") == sorted(pictures)
    found = ready_device.content_query("content://media/external/images/media", ("_data",))
    assert {r["_data"] for r in found} >= {p.replace("/sdcard", "/storage/emulated/0") for p in paths}
    with pytest.raises(ValueError, match="not a shared-storage path"):
        files.push_files(ready_device, {"/data/local/tmp/x": b"x"})


def test_preference_files_are_written_together(ready_device, monkeypatch):
    """Before: four round trips a file (read, folder, push, owner); ZipXtract's three files
    cost FuncAssistExplainZipPassword 12 of its 28."""
    from apps import prefs, zipxtract

    package = zipxtract.APP.package
    prefs.write_strings(ready_device, package, "ZipPrefs", {"compressionLevel": "FAST", "stale": "x"})
    counter = Counting(ready_device, monkeypatch)
    zipxtract.seed_settings(ready_device, extract_folder="/sdcard/Documents/Out 1", save_folder=None,
                            compressionMethod="STORE", encryptionMethod="AES")
    assert counter.n == 6
    monkeypatch.undo()
    got = zipxtract.preferences(ready_device)
    assert got["MyPrefs"] == {"outputDirectoryUri": zipxtract.tree_uri("/sdcard/Documents/Out 1")}
    assert got["prefs"] == {}
    assert got["ZipPrefs"] == {"compressionLevel": "FAST", "stale": "x", "compressionMethod": "STORE",
                               "encryptionMethod": "AES"}
    owner = ready_device.run(["stat", "-c", "%U %a", prefs.path(package, "MyPrefs")])
    assert owner == ready_device.run(["stat", "-c", "%U", f"/data/data/{package}"]) + " 660"
    with pytest.raises(ValueError, match="compressionLevel"):
        zipxtract.seed_settings(ready_device, None, None, compressionLevel="LOUD")
