"""The find-the-app BC tasks (``tasks/bc_apps``, ``tasks/bc_apps_more``): every draw has one
right answer that holds on the real device and on the simulator alike, each constraint alone
leaves several apps, an app failing one constraint is there to be rejected, the same goal on
another device (other folder contents) needs another answer, and answers are matched in any
phrasing while near misses, hedges and lists fail."""

from __future__ import annotations

import collections
import statistics

import pytest

from apps import launcher
from venus_tasks.env import actions as A
from venus_tasks.tasks import bc_app_facts as F
from venus_tasks.tasks import bc_apps, bc_apps_more
from venus_tasks.tasks.bc_app_folder import POOL, plan_steps
from verifiers.versions import version_key

SEEDS = range(120)
TASKS = (bc_apps.BrowsecompFolderAppsMatching, bc_apps.BrowsecompFolderNewestAmong,
         bc_apps.BrowsecompFolderExtremeVersion, bc_apps_more.BrowsecompFolderSameColourAsExtreme,
         bc_apps_more.BrowsecompFolderSameMajorPair, bc_apps_more.BrowsecompTwoFoldersColourMatch,
         bc_apps_more.BrowsecompFolderVersionOrder)


def _facts(packages):
    return [F.BY_PACKAGE[p] for p in packages]


def _both_halves(cons, app) -> bool | None:
    """The verdict on the real device and on the simulator, None if they differ or one is unknown."""
    real = [c.holds(app, 0) for c in cons]
    sim = [c.holds(app, 1) for c in cons]
    if None in real or None in sim:
        return None if not (False in real and False in sim) else False
    return all(real) if all(real) == all(sim) else None


# ------------------------------------------------------------------ draws
def test_apps_matching_answers_hold_on_both_devices():
    cls = bc_apps.BrowsecompFolderAppsMatching
    for seed in SEEDS:
        p = cls.generate_random_params(seed)
        cons = [F.make(k, a) for k, a in p["constraints"]]
        members = _facts(p["members"])
        verdicts = {m.package: _both_halves(cons, m) for m in members}
        assert None not in verdicts.values(), (seed, verdicts)
        assert sorted(k for k, v in verdicts.items() if v) == sorted(p["answers"]), seed
        assert all(sum(c.decided(m) is not False for m in members) >= 2 for c in cons), seed
        assert F.near_misses(cons, members), seed
        assert 6 <= len(members) <= 8


def test_extreme_draws_have_one_winner_and_an_outsider():
    for cls in (bc_apps.BrowsecompFolderNewestAmong, bc_apps_more.BrowsecompFolderVersionOrder):
        for seed in SEEDS:
            p = cls.generate_random_params(seed)
            cons = [F.make(k, a) for k, a in p["constraints"]]
            members = _facts(p["members"])
            hits = [m.package for m in members if _both_halves(cons, m)]
            assert sorted(hits) == sorted(p["order"]) and 5 <= len(hits) <= 6, seed
            keys = [version_key(F.version_of(F.BY_PACKAGE[x])) for x in p["order"]]
            assert keys == sorted(keys, reverse=p["rank"] == "highest") and keys[0] != keys[1], seed
            assert p["beyond"] in p["members"] and p["beyond"] not in hits, seed
            if p["beats"]:
                beyond = version_key(F.version_of(F.BY_PACKAGE[p["beyond"]]))
                assert (beyond > keys[0]) == (p["rank"] == "highest"), seed


def test_colour_and_pair_draws():
    for seed in SEEDS:
        p = bc_apps_more.BrowsecompFolderSameColourAsExtreme.generate_random_params(seed)
        fam = F.BY_PACKAGE[p["order"][0]].family
        assert [m for m in p["members"] if F.BY_PACKAGE[m].family == fam and m != p["order"][0]] == [p["answer"]]
        p = bc_apps_more.BrowsecompFolderSameMajorPair.generate_random_params(seed)
        majors = collections.Counter(F.major(F.version_of(F.BY_PACKAGE[m])) for m in p["members"])
        assert sorted(majors.values())[-2:] == [1, 2] and len(p["pair"]) == 2, seed
        p = bc_apps_more.BrowsecompTwoFoldersColourMatch.generate_random_params(seed)
        assert p["folder"] != p["folder_b"] and not set(p["members"]) & set(p["members_b"])
        fam = F.BY_PACKAGE[p["order"][0]].family
        assert [m for m in p["members"] if F.BY_PACKAGE[m].family == fam] == [p["answer"]], seed


# The replay rate each task holds (issue 25 asks 10%). SameColourAsExtreme was at 10.4%: its
# answer is the extreme's colour partner, 11-13 apps per rank can be one, and drawing the folder
# first reached the rare partners seldom; its answer is now drawn first, evenly (8.5%).
REPLAY_LIMIT: dict = {}


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_no_answer_learnt_from_other_instances_wins_often(cls):
    """Replaying the answer of another instance with the same goal wording (the folder's
    name aside) wins at most 10% of the time over seeds 0-299 (``REPLAY_LIMIT`` aside):
    the device decides, not the words. Measured: 2-10% (AppsMatching 2%, NewestAmong and
    ExtremeVersion 8%: 14% while the filters that leave 5-7 possible answers were drawn
    (red-team, issue 25), the colour tasks 6-10%, SameColourAsExtreme 8.5%); drawing the folder first had let the
    pool's oldest app win nearly half of the "lowest" goals (a replay won 31% for
    NewestAmong, 20% for AppsMatching)."""
    groups: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for seed in range(300):
        task = cls(cls.generate_random_params(seed))
        p = task.params
        goal = task.goal.replace(f'"{p["folder"]}"', '"F"').replace(f'"{p.get("folder_b")}"', '"G"')
        groups[goal][task.answer_text()] += 1
    same = sum(v * (v - 1) for c in groups.values() for v in c.values())
    pairs = sum(n * (n - 1) for n in (sum(c.values()) for c in groups.values()))
    assert pairs and same / pairs <= REPLAY_LIMIT.get(cls, 0.10), (cls.__name__, round(same / pairs, 3),
                                            max(groups.values(), key=lambda c: max(c.values())).most_common(3))


@pytest.mark.parametrize("cls", TASKS, ids=[c.__name__ for c in TASKS])
def test_depth(cls):
    steps = [cls(cls.generate_random_params(s)).optimal_steps for s in SEEDS]
    assert statistics.median(steps) >= 28 and min(steps) >= 20, (cls.__name__, statistics.median(steps), min(steps))
    assert max(steps) <= cls(cls.generate_random_params(0)).max_steps


def test_plan_counts_app_info_once_per_candidate():
    vlc, tasks = "org.videolan.vlc", "org.tasks"
    # folder (1), open both (2), App info of both (5 + 4), answer (1)
    assert plan_steps([[vlc, tasks]], [], version_needed=True) == 13
    # the colour rules VLC out without opening it
    assert plan_steps([[vlc, tasks]], [F.colour("blue")], version_needed=False) == 3
    assert plan_steps([[vlc, tasks], [tasks]], [F.colour("blue")], version_needed=False) == 6   # HOME + 2nd folder


def test_pool_holds_only_catalogue_apps_with_known_facts():
    assert not {"ca.zgrs.clipper", "com.android.settings"} & {f.package for f in POOL}
    assert all(F.BY_PACKAGE[f.package] is f for f in POOL)


# ------------------------------------------------------------------ answers
def _score(env, task, text: str) -> float:
    task.initialize_task(env)
    try:
        env.execute(A.answer(text))
        return task.is_successful(env)
    finally:
        task.tear_down(env)


def test_app_answers(env):
    cls = bc_apps_more.BrowsecompFolderSameColourAsExtreme
    p = cls.generate_random_params(7)
    right = F.BY_PACKAGE[p["answer"]].label
    for text in (right, right.upper(), f"It is {right}.", f"是{right}。", f"The other one is {right}"):
        assert _score(env, cls(p), text) == 1.0, text
    top = F.BY_PACKAGE[p["order"][0]].label
    for text in (top, f"{right} or {top}", f"maybe {right}", f"{top} and {right}", ""):
        assert _score(env, cls(p), text) == 0.0, text


def test_version_and_order_answers(env):
    cls = bc_apps.BrowsecompFolderExtremeVersion
    p = cls.generate_random_params(3)
    v = F.version_of(F.BY_PACKAGE[p["order"][0]])
    second = F.version_of(F.BY_PACKAGE[p["order"][1]])
    for text in (v, f"Version {v}.", f"v{v}", f"版本是 {v}"):
        assert _score(env, cls(p), text) == 1.0, text
    for text in (second, f"{v} or {second}", f"{v}, I think", v.rsplit(".", 1)[0] + ".x"):
        assert _score(env, cls(p), text) == 0.0, text
    cls = bc_apps_more.BrowsecompFolderVersionOrder
    p = cls.generate_random_params(3)
    names = [F.BY_PACKAGE[x].label for x in p["order"]]
    assert _score(env, cls(p), " > ".join(names)) == 1.0
    assert _score(env, cls(p), ", ".join(reversed(names))) == 0.0
    assert _score(env, cls(p), ", ".join(names + names[::-1])) == 0.0          # the order and its reverse (issue 25)
    assert _score(env, cls(p), ", ".join(names) + ", not " + ", ".join(reversed(names))) == 1.0


def test_setup_puts_the_folder_on_the_home_screen_and_cleanup_takes_it_off(env):
    cls = bc_apps_more.BrowsecompTwoFoldersColourMatch
    task = cls(cls.generate_random_params(5))
    task.initialize_task(env)
    try:
        descs = [e.content_description for e in env.observe(0).ui_elements
                 if e.content_description.startswith("Folder:")]
        assert [d.split(",")[0] for d in descs] == [f"Folder: {task.params['folder_b']}",
                                                  f"Folder: {task.params['folder']}"]
    finally:
        task.tear_down(env)
    assert not any(e.content_description.startswith("Folder:") for e in env.observe(1).ui_elements)


def test_launcher_components_take_the_package_managers_answer():
    class Fake:
        def run_parts(self, parts, readonly=False):
            from venus_tasks.env.adb_client import ShellResult
            return [ShellResult("", "priority=0 preferredOrder=0 match=0x108000\norg.videolan.vlc/.StartActivity\n", "", 0),
                    ShellResult("", "", "Unknown command", 255)]

    got = launcher.launcher_components(Fake(), ["org.videolan.vlc", "org.tasks"])
    assert got == {"org.videolan.vlc": "org.videolan.vlc/.StartActivity",
                   "org.tasks": "org.tasks/com.todoroo.astrid.activity.MainActivity"}
