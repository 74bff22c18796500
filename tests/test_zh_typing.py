"""Tasks whose ``zh`` instance holds Chinese data (``variants.zh.with_data``): in every category
where the agent types, one or more tasks make it type Chinese (an expense name, a note's
items, a message, a file name, a URL), checked on the device in Chinese. For each: the goal
and the params carry the Chinese data, the oracle scores 1.0, noop 0 and every near miss
fails (``check_task`` in ``zh``), and the GUI solver types the Chinese text through
ADBKeyBoard and solves it."""

from __future__ import annotations

import base64
import re

import pytest

from noise.env import NoisyEnv
from variants import get_variant
from variants.zh import ZH_DATA, apply_data, with_data
from venus_tasks import registry
from venus_tasks.checks import check_task
from venus_tasks.dialogue.rounds import RoundSchedule
from venus_tasks.env.console import EmulatorConsole, console_port
from venus_tasks.env.device import Device
from venus_tasks.env.env import VenusEnv
from venus_tasks.registry import instance_seed
from venus_tasks.setup_device import setup_device
from venus_tasks.sim import SimServer
from venus_tasks.solvers import gui as gui_solvers
from venus_tasks.solvers.gui import Gui

# task -> its category (one at least per category where the agent types)
ZH_TASKS = {
    "RefusalExpenseAddDuplicate": "cf",
    "NoiseResistExpenseAddCall": "nr", "NoiseResistExpenseAddNumb": "nr",
    "MultiRoundExpenseAddThenUndo": "mr", "MultiRoundExpenseAmountInterrupted": "mr",
    "VagueShoppingReminder": "va", "VagueDentistFollowUp": "va",
    "GUIStateReplyToKeyword": "gsa",
    "GUIMDrawLetterSaved": "guim",
    "GUIBrowsingProgrammeDate": "hgb",
    "BrowsecompShopCheapInStock": "bc",
}
_CJK = re.compile(r"[\u3400-\u9fff]")


def _cls(name: str):
    return next(c for c in registry.select("venus") if c.__name__ == name)


@pytest.fixture(scope="module")
def zh_env(request):
    """A simulated device with a stepped clock (as ``tests/conftest.py``'s): the ``wait``
    action (1 s) and the reference solutions' waits move the device's clock on, so the
    outcome never depends on the host's speed and no test sleeps on the host."""
    server = SimServer(stepped_clock=True).start()
    request.addfinalizer(server.stop)
    device = Device(server.serials[0], server.host, server.port)
    setup_device(device, None)
    env = VenusEnv(device, wait_seconds=1.0, console=EmulatorConsole(server.host, console_port(device.serial)),
                   sleep=server.sleeper(device.serial))
    env.model = server.device(device.serial)
    return env


def test_the_zh_variant_puts_the_chinese_data_in_place_and_the_noise_follows():
    events = [{"kind": "numb", "trigger": {"on_screen": "Tea set"}, "args": {"k": 3, "text": "Tea set"}},
              {"kind": "call", "trigger": {"step": 2}, "args": {}}]
    params = with_data({"name": "Tea set", "amount": 5, "noise_events": events}, name="茶具")
    assert apply_data(params)["name"] == "茶具" and apply_data(params)["amount"] == 5
    assert apply_data(params)["noise_events"][0] == {"kind": "numb", "trigger": {"on_screen": "茶具"},
                                                     "args": {"k": 3, "text": "茶具"}}
    assert apply_data(params)["noise_events"][1] == events[1]
    assert params["name"] == "Tea set" and get_variant("paraphrase").params(params)["name"] == "Tea set"
    with pytest.raises(KeyError, match="zh data for params that do not exist: nope"):
        with_data({"name": "x"}, nope="y")


@pytest.mark.parametrize("name", sorted(ZH_TASKS))
def test_the_zh_instance_holds_chinese_data(name):
    cls = _cls(name)
    for i in range(3):
        original = cls.generate_random_params(instance_seed(30, name, i))
        task = cls(get_variant("zh").params(original))
        assert ZH_DATA in original and _CJK.search(task.goal), task.goal
        for key, value in original[ZH_DATA].items():
            assert task.params[key] == value != original[key]
        assert not _CJK.search(cls(original).goal)            # the original instance keeps English


@pytest.mark.parametrize("name", sorted(ZH_TASKS))
def test_oracle_noop_and_near_misses_in_chinese(zh_env, name):
    result = check_task(_cls(name), zh_env, variant="zh")
    assert result.ok, result.problems
    assert result.oracle_score == 1.0 and result.noop_score == 0.0
    assert result.near_miss_scores and all(s < 1.0 for s in result.near_miss_scores.values())


def _typed_chinese(model) -> list[str]:
    """The texts ADBKeyBoard was asked to commit (``ADB_INPUT_B64`` broadcasts)."""
    return [base64.b64decode(argv[6]).decode() for argv in model.command_log
            if argv[:4] == ("am", "broadcast", "-a", "ADB_INPUT_B64")]


@pytest.mark.parametrize("name", sorted(ZH_TASKS))
def test_the_gui_solver_types_the_chinese_and_solves_it(zh_env, name):
    cls = _cls(name)
    task = cls(get_variant("zh").params(cls.generate_random_params(instance_seed(30, name, 0))))
    env = zh_env
    task.initialize_task(env)
    noisy = NoisyEnv(env, task.noise_events, env.console) if task.noise_events else env
    env.model.command_log.clear()
    try:
        noisy.begin_episode()
        gui = Gui(noisy, task.max_steps, RoundSchedule(task))
        gui_solvers.all_solvers()[name](gui, task.goal)
        noisy.end_episode()
        score = task.is_successful(env)
    finally:
        noisy.end_episode()
        task.tear_down(env)
        noisy.after_episode()
    typed = _typed_chinese(env.model)
    assert any(_CJK.search(t) for t in typed), typed
    assert score == 1.0, (name, task.verdict)


def test_every_category_where_agents_type_has_a_zh_task():
    """The categories whose GUI solvers type (``input_text``): every one has a zh task, except
    FA, whose solvers type only search queries the device does not keep (a place in OsmAnd,
    a food in Fitbook: names the apps' data holds in English, so a zh instance types the same
    name) and are scored on the answer."""
    typing = {task.info.category.value for task in registry.select("venus")
              if "INPUT_TEXT" in _solver_source(task.__name__)}
    assert typing == set(ZH_TASKS.values()) | {"fa"}
    assert set(ZH_TASKS.values()) == {"cf", "nr", "mr", "va", "gsa", "guim", "hgb", "bc"}
    fa_typing = {task.__name__ for task in registry.select("venus")
                 if task.info.category.value == "fa" and "INPUT_TEXT" in _solver_source(task.__name__)}
    assert all(task.info.evaluation.value == "answer" for task in registry.select("venus")
               if task.__name__ in fa_typing), fa_typing


def _solver_source(name: str) -> str:
    """The source of the task's GUI solver and of the solver helpers it calls (one level)."""
    import inspect
    solver = gui_solvers.all_solvers()[name]
    src = inspect.getsource(solver)
    module = inspect.getmodule(solver)
    for called in re.findall(r"\b(\w+)\(", src):
        fn = getattr(module, called, None) or getattr(gui_solvers, called, None)
        if inspect.isfunction(fn) and fn is not solver:
            src += inspect.getsource(fn)
    return src
