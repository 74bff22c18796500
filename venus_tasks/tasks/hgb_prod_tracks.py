"""Hard GUI browsing (HGB) over OpenTracks: the track list shows name, activity type,
date, distance and time; elevation and speeds are on each track's statistics screen.

Track names are matched as an exact listing over every track on the device; lengths
with ``verifiers.quantities.stated_metres`` (km or m, any thousands separators; a length
without a unit, or in miles or feet, states nothing).
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import prod_seed as S
from venus_tasks.tasks.bc import UniquenessError
from venus_tasks.tasks.common import give_answer, leave_untouched
from verifiers.lists import exact_listing
from verifiers.numbers import stated_numbers
from verifiers.quantities import stated_metres
from verifiers.rivals import one_value


def track(rng: random.Random, name: str, activity: str, month: int, day: int, metres: int, gain: int) -> dict:
    """A track dict for ``prod_seed.seed_tracks``: a plausible pace for ``activity``."""
    pace = {"running": 5.6, "cycling": 2.2, "hiking": 12.0, "walking": 11.0}[activity]   # min per km
    seconds = int(metres / 1000 * pace * 60 * rng.uniform(0.9, 1.1))
    return {"name": name, "activity": activity, "start": S.ts(day, rng.choice((7, 8, 12, 17, 18)), month),
            "month": month, "metres": metres, "seconds": seconds, "gain": gain}


_PLACES = ("Lakeside", "Harbour", "Ridge", "River", "Park", "Canal", "Forest", "Meadow", "Summit", "Bridge", "Coastal",
           "Hill", "Valley", "Castle", "Old town", "Pine", "Orchard", "Quarry", "Dune", "Marsh")
_KINDS = {"running": ("run", "jog", "loop", "intervals"), "cycling": ("ride", "spin", "tour", "climb"),
          "hiking": ("hike", "trail", "trek", "ascent"), "walking": ("walk", "stroll", "path", "ramble")}


def track_names(rng: random.Random, activities: list[str]) -> list[str]:
    """One distinct name per track, from a place and a word of its activity ("Ridge spin")."""
    names: list[str] = []
    for act in activities:
        name = f"{rng.choice(_PLACES)} {rng.choice(_KINDS[act])}"
        while name in names:
            name = f"{rng.choice(_PLACES)} {rng.choice(_KINDS[act])}"
        names.append(name)
    return names


LIST_TRACKS = (30, 34)           # tracks in the list of the statistics tasks: fewest, most
TRACK_ROW_DP = 100               # records.list_page rows of three text lines
TRACK_BAR_DP = 64                # the track list ends 64dp above the screen's bottom (apps_ui/opentracks)


def km_text(metres: int) -> str:
    """The distance as the list shows it: ``"12.34 km"``."""
    return f"{metres / 1000:.2f} km"


def _shown_metres(metres: int) -> Decimal:
    return (Decimal(f"{metres / 1000:.2f}") * 1000).normalize()


# ------------------------------------------------------------------ total elevation gain of one activity
@register_task("venus")
class GUIBrowsingTrackElevationTotal(VenusTask):
    """The total elevation gain of every track of activity X (15-17 of 30-34 tracks over
    six months, the list four screens long; the gain is only on each track's statistics
    screen, the list shows the activity type).

    Success: the answer states the total in metres (or km) and no other length but the
    tracks' own gains, all of them as working (``verifiers.rivals.one_value``); missing a
    track, adding another activity's track, the total beside another sum ("6,624 m or
    5,945 m", "6,624 m (5,945 m)"), a hedge or no unit fail.
    """

    app_names = ("open tracks sports tracker",)
    complexity = 6.0
    template = "In OpenTracks, what is the total elevation gain of all my {activity} tracks, in metres?"
    variant_texts = {"zh": "在 OpenTracks 里，我所有 {activity} 类型轨迹的累计爬升（Elevation gain）一共多少米？",
                     "paraphrase": "Add up the elevation gain of every {activity} track in OpenTracks. How many "
                                   "metres is that?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "tracks", "sum"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        activity, *others = rng.sample(S.ACTIVITIES, 3)
        n, k = rng.randint(LIST_TRACKS[0], LIST_TRACKS[1]), rng.randint(15, 17)
        kinds = [activity] * k + [rng.choice(others) for _ in range(n - k)]
        rng.shuffle(kinds)
        names = track_names(rng, kinds)
        days = rng.sample(range(6 * 28), n)              # May to October, one track a day at most
        tracks = [track(rng, nm, kind, 5 + d // 28, 1 + d % 28, rng.randrange(3000, 25000, 7), rng.randrange(40, 700))
                  for nm, kind, d in zip(names, kinds, days)]
        mine = [t["gain"] for t in tracks if t["activity"] == activity]
        other = next(t["gain"] for t in tracks if t["activity"] != activity)
        return {"activity": activity, "tracks": tracks, "total": sum(mine), "gains": mine, "other_gain": other}

    def setup(self, env) -> None:
        S.seed_tracks(env.device, self.params["tracks"])

    @property
    def optimal_steps(self) -> int:
        # open the app, open and leave each track of the activity, scroll the list to its end, answer
        return 1 + 2 * len(self.params["gains"]) + S.list_scrolls(len(self.params["tracks"]), TRACK_ROW_DP,
                                                  below_dp=TRACK_BAR_DP) + 1

    def verify(self, env) -> float:
        p = self.params
        return float(one_value(stated_metres(env.answer), Decimal(p["total"]), breakdown=[Decimal(g) for g in p["gains"]]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        t = self.params["total"]
        yield A.JSONAction(A.OPEN_APP, app_name="OpenTracks")
        yield A.answer(self.say(en=f"{t:,} m in total.", zh=f"一共爬升 {t} 米。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        t = p["total"]
        return [
            NearMiss("a track missed", give_answer(f"{t - p['gains'][-1]:,} m")),
            NearMiss("another activity's track added", give_answer(f"{t + p['other_gain']:,} m")),
            NearMiss("hedge", give_answer(f"{t:,} m or {t + p['other_gain']:,} m")),
            NearMiss("the total beside a sum missing a track", give_answer(f"{t:,} m in total ({t - p['gains'][-1]:,} m)")),
            NearMiss("no unit", give_answer(f"{t}")),
            NearMiss("feet", give_answer(f"{round(t * 3.28084):,} ft")),
            NearMiss("no answer", leave_untouched),
        ]


# ------------------------------------------------------------------ the fastest track of one activity
def _shown_kmh(t: dict) -> Decimal:
    """The average speed the statistics screen shows (km/h, one decimal)."""
    return Decimal(f"{t['metres'] / t['seconds'] * 3.6:.1f}")


@register_task("venus")
class GUIBrowsingTrackFastestAverage(VenusTask):
    """The track of activity X (running, hiking or walking; 15-17 of 30-34 tracks, the list
    four screens long) with the highest average speed, and that speed (on the statistics
    screens); the runner-up is within a km/h, a cycling track is faster.

    Success: the answer names that track and states its speed as shown; the speeds of
    other tracks (a hedge, the runner-up) fail.
    """

    app_names = ("open tracks sports tracker",)
    complexity = 6.0
    template = ("Which of my {activity} tracks in OpenTracks had the highest average speed, and what was that speed "
                "in km/h?")
    variant_texts = {"zh": "OpenTracks 里我的 {activity} 轨迹中，哪一条平均速度最高？速度是多少 km/h？",
                     "paraphrase": "Among my {activity} tracks in OpenTracks, find the one with the best average "
                                   "speed and tell me that speed in km/h."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "tracks", "max"))

    _SPEEDS = {"running": (9.0, 13.0), "cycling": (18.0, 28.0), "hiking": (3.5, 5.5), "walking": (4.0, 6.0)}

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        activity = rng.choice(("running", "hiking", "walking"))
        lo, hi = cls._SPEEDS[activity]
        top = round(rng.uniform(lo + 1.5, hi), 1)
        k, n = rng.randint(15, 17), rng.randint(*LIST_TRACKS)
        speeds = [(activity, top), (activity, round(top - rng.uniform(0.2, 0.9), 1))]
        speeds += [(activity, round(rng.uniform(lo, top - 1.2), 1)) for _ in range(k - 2)]
        speeds.append(("cycling", round(rng.uniform(*cls._SPEEDS["cycling"]), 1)))     # faster, another activity
        others = [a for a in cls._SPEEDS if a not in (activity, "cycling")]
        while len(speeds) < n:
            a = rng.choice(others)
            speeds.append((a, round(rng.uniform(*cls._SPEEDS[a]), 1)))
        rng.shuffle(speeds)
        names = track_names(rng, [act for act, _ in speeds])
        days = rng.sample(range(6 * 28), n)
        tracks = []
        for (act, kmh), nm, d in zip(speeds, names, days):
            t = track(rng, nm, act, 5 + d // 28, 1 + d % 28, rng.randrange(3000, 30000, 7), rng.randrange(20, 400))
            t["seconds"] = max(60, round(t["metres"] / (kmh / 3.6)))
            tracks.append(t)
        mine = sorted((t for t in tracks if t["activity"] == activity), key=_shown_kmh, reverse=True)
        if _shown_kmh(mine[0]) == _shown_kmh(mine[1]):
            raise UniquenessError("two tracks show the same top speed")
        return {"activity": activity, "tracks": tracks, "answer": mine[0]["name"], "kmh": str(_shown_kmh(mine[0])),
                "runner_up": mine[1]["name"], "runner_up_kmh": str(_shown_kmh(mine[1])), "opened": len(mine),
                "speeds": sorted({str(_shown_kmh(t)) for t in tracks})}

    def setup(self, env) -> None:
        S.seed_tracks(env.device, self.params["tracks"])

    @property
    def optimal_steps(self) -> int:
        # open, open and leave each track of the activity, scroll the list to its end, answer
        return 1 + 2 * self.params["opened"] + S.list_scrolls(len(self.params["tracks"]), TRACK_ROW_DP,
                                                  below_dp=TRACK_BAR_DP) + 1

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        named = exact_listing(a, [p["answer"]], [t["name"] for t in p["tracks"]])
        stated = {Decimal(s) for s in p["speeds"]} & set(stated_numbers(a))
        return float(named and stated == {Decimal(p["kmh"])})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="OpenTracks")
        yield A.answer(self.say(en=f"{p['answer']}, at {p['kmh']} km/h.", zh=f"{p['answer']}，平均 {p['kmh']} km/h。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("the runner-up", give_answer(f"{p['runner_up']}, {p['runner_up_kmh']} km/h.")),
            NearMiss("right track, the runner-up's speed", give_answer(f"{p['answer']}, {p['runner_up_kmh']} km/h.")),
            NearMiss("the track without the speed", give_answer(p["answer"])),
            NearMiss("hedge", give_answer(f"{p['answer']} ({p['kmh']} km/h) or {p['runner_up']} "
                                          f"({p['runner_up_kmh']} km/h).")),
            NearMiss("no answer", leave_untouched),
        ]
