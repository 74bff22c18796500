"""The vague tool-app tasks (``venus_tasks/tasks/va_tools.py``): what each acceptance rule
takes from the device's own tools (CalcYou's rate table, a password-protected archive),
and wrong ways through the GUI that must fail."""

from __future__ import annotations

import io
import os
import zipfile
from decimal import Decimal

os.environ["ADBUTILS_ADB_PATH"] = "/bin/false"   # never start a real adb server

import pytest  # noqa: E402

from venus_tasks.data.archives import encrypted_zip_bytes  # noqa: E402
from venus_tasks.env import actions as A  # noqa: E402
from venus_tasks.sim.apps_ui.calcyou_currencies import currencies  # noqa: E402
from venus_tasks.solvers import va_tools as solvers  # noqa: E402
from venus_tasks.solvers.gui import Gui  # noqa: E402
from venus_tasks.task import GOAL_VARIANT_PARAM  # noqa: E402
from venus_tasks.tasks.va_tools import (CURRENCIES, UNIT_SCROLLS, VagueLoanInEuros,  # noqa: E402
                                        VagueSlidesFromColleague, euro_amount_matches)


def test_the_rates_are_calcyous_table():
    table = dict(currencies())
    for unit, *_, rate in CURRENCIES:
        assert table[unit] == rate, unit
    assert set(UNIT_SCROLLS) == {c[0] for c in CURRENCIES}


def test_a_euro_amount_is_read_to_the_cent():
    exact = 60 / 0.93496171                               # 64.1737...
    for said in ("64.17", "64.174", "64.1737"):
        assert euro_amount_matches(Decimal(said), exact), said
    exact_up = 45 / 1.79196285                            # 25.1121..., and one that rounds up
    assert euro_amount_matches(Decimal("25.11"), exact_up)
    assert euro_amount_matches(Decimal("64.18"), 64.176) and euro_amount_matches(Decimal("64.17"), 64.176)
    for said in ("64.18", "64.16", "64", "64.2", "60"):
        assert not euro_amount_matches(Decimal(said), exact), said


def test_the_encrypted_archive_needs_its_password():
    data = encrypted_zip_bytes({"b/02.pdf": b"%PDF two", "01.pdf": "one"}, "maple57")
    z = zipfile.ZipFile(io.BytesIO(data))
    assert [i.filename for i in z.infolist()] == ["01.pdf", "b/02.pdf"] and all(i.flag_bits & 1 for i in z.infolist())
    with pytest.raises(RuntimeError, match="password required"):
        z.read("01.pdf")
    z.setpassword(b"wrong")
    with pytest.raises(RuntimeError, match="Bad password"):
        z.read("01.pdf")
    z.setpassword(b"maple57")
    assert (z.read("01.pdf"), z.read("b/02.pdf")) == (b"one", b"%PDF two")
    assert encrypted_zip_bytes({"01.pdf": "one"}, "maple57") == encrypted_zip_bytes({"01.pdf": "one"}, "maple57")
    with pytest.raises(ValueError, match="non-empty password"):
        encrypted_zip_bytes({"a": "b"}, "")


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("variant", ["", "zh", "paraphrase"])
def test_every_wording_carries_what_the_solvers_read(seed, variant):
    p = VagueLoanInEuros.generate_random_params(seed)
    first, amount, said = solvers.loan_goal(VagueLoanInEuros({**p, GOAL_VARIANT_PARAM: variant}).goal)
    assert (first, int(amount)) == (p["first"], p["amount"])
    assert solvers._CURRENCIES[said] == p["unit"]
    q = VagueSlidesFromColleague.generate_random_params(seed)
    goal = VagueSlidesFromColleague({**q, GOAL_VARIANT_PARAM: variant}).goal
    assert solvers.slides_goal(goal) == (q["first"], q["meeting"])


def test_instances_differ():
    loans = [VagueLoanInEuros.generate_random_params(s) for s in range(30)]
    assert len({(p["unit"], p["amount"], p["first"]) for p in loans}) == 30
    assert len({p["unit"] for p in loans}) == len(CURRENCIES)
    for p in loans:                                       # whole euros are always a wrong answer
        euros = p["amount"] / p["rate"]
        assert not euro_amount_matches(Decimal(round(euros)), euros)
    slides = [VagueSlidesFromColleague.generate_random_params(s) for s in range(30)]
    assert len({(p["archive"], p["password"], p["work"]) for p in slides}) >= 25
    assert all(p["archive"] != p["decoy_archive"] for p in slides)


# ------------------------------------------------------------------ through the GUI
@pytest.fixture(scope="module")
def gui_env(request):
    from tests.test_gui_solvable import stepped_env

    server, env = stepped_env()
    request.addfinalizer(server.stop)
    return env


def _play(env, cls, seed, solve) -> float:
    task = cls(cls.generate_random_params(seed))
    task.initialize_task(env)
    try:
        gui = Gui(env, task.max_steps)
        solve(gui, task)
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def _extract(gui: Gui, archive: str, *folders: str, password: str | None = None) -> None:
    gui.open_app("ZipXtract")
    gui.click(text="Pick File")
    gui.click(text=archive, rid="title")
    gui.click(text="Extract To")
    for folder in folders:
        gui.click(text=folder, rid="title")
    if folders[-1] == "Download":                         # blocked from tree access: a new folder in it
        gui.click(text="CREATE NEW FOLDER")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(pred=lambda e: e.class_name.endswith("EditText")),
                             text="slides"))
        gui.click(text="OK")
    gui.click(text="USE THIS FOLDER")
    gui.click(text="ALLOW")
    gui.click(text="Extract", rid="extractButton")
    if password is not None:
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(pred=lambda e: e.class_name.endswith("EditText")),
                             text=password))
        gui.click(text="Extract", rid="button1")
    assert gui.find(text="File extracted successfully") is not None
    gui.act(A.done())


def test_the_other_meetings_slides_in_the_work_folder_fail(gui_env):
    def decoy(gui, task):
        _extract(gui, task.params["decoy_archive"], "Documents", task.params["work"])

    assert _play(gui_env, VagueSlidesFromColleague, 21, decoy) == 0.0


def test_the_right_slides_left_in_download_fail(gui_env):
    def download(gui, task):
        _extract(gui, task.params["archive"], "Download", password=task.params["password"])

    assert _play(gui_env, VagueSlidesFromColleague, 22, download) == 0.0
    assert gui_env.device.exists(f"/sdcard/Download/slides/{VagueSlidesFromColleague.generate_random_params(22)['archive'][:-4]}")


def test_the_right_slides_in_the_work_folder_pass(gui_env):
    def right(gui, task):
        _extract(gui, task.params["archive"], "Documents", task.params["work"], password=task.params["password"])

    assert _play(gui_env, VagueSlidesFromColleague, 22, right) == 1.0


def test_texting_the_unconverted_amount_fails(gui_env):
    from venus_tasks.solvers.mr_more import _pick, _send

    def unconverted(gui, task):
        p = task.params
        gui.open_app("SMS Messenger")
        gui.click(rid="conversations_fab")
        _pick(gui, p["first"])
        _send(gui, f"Hi {p['first']}, you owe me {p['amount']} euros for {p['city']}.")
        gui.act(A.done())

    assert _play(gui_env, VagueLoanInEuros, 23, unconverted) == 0.0


def test_zipping_another_years_papers_fails(gui_env):
    from venus_tasks.tasks.va_tools import VagueTaxPapersForAccountant

    def other_year(gui, task):
        p = task.params
        other = next(str(y) for y in p["years"] if y != p["year"])
        gui.open_app("ZipXtract")
        gui.click(text="Create")
        gui.click(text="Folder")
        for folder in ("Documents", p["folder"], other):
            gui.click(text=folder, rid="title")
        gui.click(text="USE THIS FOLDER")
        gui.click(text="ALLOW")
        gui.click(text="Save Zip To")
        gui.click(text="USE THIS FOLDER")
        gui.click(text="ALLOW")
        gui.click(text="Compress ZIP")
        gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(text="Zip Name (without .zip)"), text="taxes"))
        gui.click(text="Non Encrypted")
        gui.act(A.done())

    assert _play(gui_env, VagueTaxPapersForAccountant, 24, other_year) == 0.0
    p = VagueTaxPapersForAccountant.generate_random_params(24)
    other = next(y for y in p["years"] if y != p["year"])
    assert gui_env.device.exists(f"/sdcard/Documents/{p['folder']}/{other}/taxes.zip")   # it was written
