"""The common machinery of the find-the-app BC tasks (``bc_apps``, ``bc_apps_more``): a
folder of apps seeded on the home screen, the goal's constraints, and the inspection plan a
GUI agent follows (whose length is the task's ``optimal_steps``).

An instance puts a folder (Launcher3's ``favorites``, ``apps.launcher``) with 6-8 apps
drawn for the instance on the home screen; the goal names the folder and properties of the
apps themselves (``bc_app_facts``), never an app. What is in the folder is device state, so
two instances with the same goal (same folder name, same constraints) hold other apps and
need other answers.

The plan (``plan_steps``), as ``solvers/bc_apps`` acts it out: open the folder (1 action;
its apps and their icons are then on screen: the icon colour costs nothing); for each app
in folder order that the colour does not rule out, open it (1: its main screen tells the
search bar, the floating button and the tabs); if it is still a candidate and a version
matters, read its version on App info through Settings > Apps > "Recently opened apps",
where it is now first (open Settings, the first time also "Apps", tap it, scroll to the
footer, back: 4 actions, 5 the first time); finally answer (1). A task whose goal promises
one app stops at the first app that meets everything.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Sequence

import apps
from apps import launcher, sqlite_store
from venus_tasks.env import actions as A
from venus_tasks.task import VenusTask
from venus_tasks.tasks import bc_app_facts as F
from venus_tasks.tasks.bc_app_facts import AppFacts, Constraint
from verifiers.versions import version_key

FOLDER_NAMES = ("Tools", "Utilities", "Daily", "Misc", "Work", "Extras", "Everyday", "Essentials", "Productivity",
                "Media", "Home", "Personal", "Apps", "Office", "Travel", "Study")
# Catalogue apps a folder may hold (launchable, not AndroidWorld's helper apps), Settings
# left out: the plan reads versions in Settings, so opening Settings from the folder would
# resume it on the Apps page, not on its main screen (its search bar would not show).
POOL: tuple[AppFacts, ...] = tuple(f for f in F.FACTS if f.package in {a.package for a in apps.catalogue()}
                                   and f.package not in {a.package for a in apps.helpers()}
                                   and f.package != "com.android.settings")
VERSIONED: tuple[AppFacts, ...] = tuple(f for f in POOL if F.version_of(f))


class DrawError(AssertionError):
    """No valid instance was found for a seed (raised after the retry budget)."""


def draw(rng: random.Random, attempt: Callable[[random.Random], dict | None], tries: int = 2000) -> dict:
    """The first params ``attempt(rng)`` returns that are not None.

    Raises:
      DrawError: ``tries`` attempts failed (a task whose constraints cannot be met)."""
    for _ in range(tries):
        got = attempt(rng)
        if got is not None:
            return got
    raise DrawError(f"no valid instance in {tries} draws")


def draw_even(rng: random.Random, attempt: Callable[[random.Random], dict | None],
              wording: Callable[[dict], object], answer: Callable[[dict], object], probes: int = 24) -> dict:
    """Params whose answer is spread evenly over the instances of one goal wording, so no
    answer learnt from other instances wins often: ``probes`` valid params are drawn
    (``draw``), one of them picks the wording (``wording(params)``: what the goal says but
    the folder's name), an answer is picked evenly among those the probes of that wording
    have (``answer(params)``), and the first such probe is returned.

    Raises:
      DrawError: as ``draw``."""
    seen = [draw(rng, attempt) for _ in range(probes)]
    w = wording(rng.choice(seen))
    mine = [p for p in seen if wording(p) == w]
    target = rng.choice(sorted({repr(answer(p)) for p in mine}))
    return next(p for p in mine if repr(answer(p)) == target)


def constraints(params: dict, key: str = "constraints") -> list[Constraint]:
    return [F.make(kind, arg) for kind, arg in params[key]]


def clauses(cons: Sequence[Constraint]) -> tuple[str, str]:
    """The constraints in the goal's words: English joined with "; ", Chinese with "；"."""
    return "; ".join(c.en for c in cons), "；".join(c.zh for c in cons)


def several(cons: Sequence[Constraint], members: Sequence[AppFacts], at_least: int = 2) -> bool:
    """Each constraint alone leaves at least ``at_least`` members."""
    return all(sum(c.decided(m) is not False for m in members) >= at_least for c in cons)


def all_decided(cons: Sequence[Constraint], members: Sequence[AppFacts]) -> bool:
    return all(c.decided(m) is not None for c in cons for m in members)


def aliases(package: str) -> tuple[str, ...]:
    """The names an answer may give an app: the launcher label, the catalogue's name and
    aliases (``Calendar``, ``Simple Calendar Pro``, ``simple calendar``)."""
    app = apps.get_app(package)
    return tuple(dict.fromkeys((app.label, app.name, *app.aliases)))


def universe() -> list[tuple[str, ...]]:
    """Every app an answer could name (each launchable app's aliases)."""
    return [aliases(f.package) if _in_catalogue(f.package) else (f.label,) for f in F.FACTS]


def _in_catalogue(package: str) -> bool:
    try:
        apps.get_app(package)
        return True
    except KeyError:
        return False


def label(package: str) -> str:
    return F.BY_PACKAGE[package].label


# ------------------------------------------------------------------ the plan
def plan_steps(folders: Sequence[Sequence[str]], cons: Sequence[Constraint], version_needed: bool,
               stop_at_first: bool = False, open_all: bool = False) -> int:
    """Actions of the inspection plan (module docstring) over ``folders`` (package lists,
    each opened from the home screen in turn: 1 action for the first, 2 for a later one,
    HOME then the tile), with the simulator's facts: the colour constraint rules an app
    out without opening it; the others are read once it is open (``open_all`` opens even
    apps the colour rules out, for a task that reads something of every app);
    ``version_needed`` reads App info for every app still a candidate. The answer is the
    last action."""
    steps, in_apps = 0, False
    looks = [c for c in cons if c.kind == "colour"]
    screen = [c for c in cons if F.cheap(c) and c.kind != "colour"]
    for i, folder in enumerate(folders):
        steps += 1 if i == 0 else 2
        for package in folder:
            facts = F.BY_PACKAGE[package]
            if not open_all and any(c.holds(facts, 1) is False for c in looks):
                continue
            steps += 1
            if any(c.holds(facts, 1) is False for c in looks + screen):
                continue
            if version_needed:
                steps += 4 if in_apps else 5
                in_apps = True
            if stop_at_first and all(c.holds(facts, 1) for c in cons):
                return steps + 1
    return steps + 1


def seed_folders(env, folders: dict[str, Sequence[str]]) -> None:
    """Put the instance's folders on the home screen and leave Settings on its homepage
    (the plan opens it fresh)."""
    env.device.force_stop("com.android.settings")
    launcher.add_folders(env.device, folders)


def check_versions(env, packages: Sequence[str]) -> None:
    """The device's installed versions (``dumpsys package``'s ``versionName``, what App info
    shows) are the facts' for ``packages``; else the device runs other APKs than the
    suite's and the instance's answer would not hold.

    Raises:
      RuntimeError: a version differs (names the app, the fact and what is installed).
    """
    parts = [["dumpsys", "package", p] for p in packages]
    for package, r in zip(packages, env.device.run_parts(parts, readonly=True)):
        found = next((ln.strip()[len("versionName="):] for ln in r.stdout.splitlines()
                      if ln.strip().startswith("versionName=")), "")
        want = F.version_of(F.BY_PACKAGE[package])
        if want and found != want:
            raise RuntimeError(f"{label(package)} is version {found or 'unknown'} on this device, the task's "
                               f"facts say {want}: install the suite's APK (apps/README.md)")


def remove_folders(env) -> None:
    launcher.remove_folders(env.device)


def params_base(rng: random.Random) -> dict[str, Any]:
    return {"folder": rng.choice(FOLDER_NAMES)}


# ------------------------------------------------------------------ drawing folders
SCREEN_TRAITS = (("search_bar", True), ("search_bar", False), ("fab", True), ("fab", False), ("bottom_nav", True),
           ("bottom_nav", False))
THRESHOLDS = ("2", "3", "4", "5", "6")
ALL_VERSION_CLAUSES = tuple([kind, t] for kind in ("version_from", "version_below") for t in THRESHOLDS) \
    + tuple(["major", n] for n in (1, 2, 3, 4, 5, 6))
RANK_ZH = {"highest": "最高", "lowest": "最低"}


def split(cons, pool=POOL) -> tuple[list, list]:
    """The apps of ``pool`` that decidedly meet every constraint, and those that decidedly
    fail one."""
    verdicts = [(f, F.matches(cons, f)) for f in pool]
    return [f for f, v in verdicts if v], [f for f, v in verdicts if v is False]


def pick_folder(rng: random.Random, hits: list, n_hits: int, misses: list, k: int) -> list | None:
    """``n_hits`` of ``hits`` and ``k - n_hits`` of ``misses``, shuffled; None if too few."""
    if len(hits) < n_hits or len(misses) < k - n_hits:
        return None
    chosen = rng.sample(hits, n_hits) + rng.sample(misses, k - n_hits)
    rng.shuffle(chosen)
    return chosen


def extreme_params(rng: random.Random, sizes=(8, 8), winners: int = 0, fitting: tuple[int, int] = (5, 6)) -> dict | None:
    """Members, filter constraints and rank such that the filtered apps (``fitting``: the
    fewest and most, all with a decided version) have one highest (or lowest) version;
    ``order`` lists them by version, the answer first; ``beyond`` is an app failing the
    filter (one with a more extreme version when there is one: ``beats``). ``winners``:
    the fewest apps that can be the answer of a filter (the answer is drawn evenly among
    them, so another instance's answer wins 1 in ``winners`` at most): a filter leaving
    fewer, even with the fewest fitting apps, is not drawn, and the fitting apps are at
    most as many as leave that many."""
    raw = [list(rng.choice(SCREEN_TRAITS))]
    cons = [F.make(kk, a) for kk, a in raw]
    hits, misses = split(cons)
    hits = [f for f in hits if F.version_of(f)]
    if len(hits) < 10 or len(hits) - fitting[0] + 1 < winners:
        return None                      # from a small pool the same app would win too often
    rank = rng.choice(("highest", "lowest"))
    ranked = sorted(hits, key=lambda m: version_key(F.version_of(m)), reverse=rank == "highest")
    if winners:
        n_in = rng.randint(fitting[0], min(fitting[1], len(hits) - winners + 1))
    else:
        n_in = 6 if len(hits) >= 12 else 5
    # The winner is drawn evenly among the ranks that leave n_in - 1 fitting apps behind it,
    # and the fitting apps ahead of it stay out of the folder: drawing the folder first let
    # the pool's extreme (Audio Recorder for "lowest") win 47% of the instances of a goal.
    at = rng.randrange(len(ranked) - n_in + 1)
    behind, k = ranked[at + 1:], rng.randint(*sizes)
    if len(behind) < n_in - 1 or len(misses) < k - n_in:
        return None
    chosen = [ranked[at]] + rng.sample(behind, n_in - 1)
    members = chosen + rng.sample(misses, k - n_in)
    rng.shuffle(members)
    if not several(cons, members, 3):
        return None
    keyed = sorted(chosen, key=lambda m: version_key(F.version_of(m)), reverse=rank == "highest")
    if version_key(F.version_of(keyed[0])) == version_key(F.version_of(keyed[1])):
        return None
    outside = [m for m in members if m not in chosen]
    beats = [m for m in outside if F.version_of(m)
             and (version_key(F.version_of(m)) > version_key(F.version_of(keyed[0]))) == (rank == "highest")]
    versioned = [m for m in outside if F.version_of(m)]
    pick = (beats or versioned or outside)[0]
    return {"members": [m.package for m in members], "constraints": raw, "rank": rank,
            "order": [m.package for m in keyed], "beyond": pick.package, "beats": bool(beats)}


# ------------------------------------------------------------------ the base class
class FolderTask(VenusTask):
    """A find-the-app task over the folders of ``folders()`` (``{title: packages}``):
    ``setup`` puts them on the home screen and checks the installed versions of
    ``versioned()``; ``cleanup`` takes them off again. Subclasses draw ``params`` (with
    ``folder`` and ``members``) and say what is right."""

    app_names = ("settings",)
    complexity = 8.0

    def folders(self) -> dict[str, list[str]]:
        return {self.params["folder"]: self.params["members"]}

    def versioned(self) -> list[str]:
        """The packages whose versions the answer depends on (checked on the device)."""
        return [p for ps in self.folders().values() for p in ps if F.version_of(F.BY_PACKAGE[p])]

    def setup(self, env) -> None:
        seed_folders(env, self.folders())
        check_versions(env, self.versioned())
        # An app creates its stores when first opened: create them now, so that opening the
        # folder's apps (what the task asks) changes nothing the state guard watches.
        for package in (p for ps in self.folders().values() for p in ps):
            app = apps.get_app(package)
            for db in app.databases:
                sqlite_store.ensure_created(env.device, app, db)

    def cleanup(self, env) -> None:
        try:
            remove_folders(env)
        finally:
            super().cleanup(env)

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.NAVIGATE_HOME)
        yield A.answer(self.say(en=self.answer_text(), zh=self.answer_text_zh()))

    def answer_text(self) -> str:
        raise NotImplementedError

    def answer_text_zh(self) -> str:
        return f"是 {self.answer_text().rstrip('.')}。"
