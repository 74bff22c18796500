"""Function assistance (FA) over OsmAnd 4.6.13 with AndroidWorld's Liechtenstein map: how a
map marker is put on a place (search, the place, "Marker" in its menu), how a place is
saved as a favourite, and how a route is planned and saved as a track, answered with the
markers, favourites and tracks this device holds;
and the markers' history page, shown and left as it is.

The markers live in ``map_markers_db`` (active ones and those moved to the history,
``marker_active`` 0), the tracks as GPX files under ``files/tracks``; the guard holds both
(nothing may change). Answers are read through ``verifiers/``: the steps in order
(``paths.menu_path``), the active markers as an exact listing (``lists``: history markers
and the map's other places are decoys), the track count (``facts``).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import osmand
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers import screen
from verifiers.facts import stated_counts
from verifiers.lists import exact_listing
from verifiers.paths import menu_path

PACKAGE = osmand.APP.package
# AndroidWorld's named places of Liechtenstein_europe.obf, by their short names
PLACES = tuple(sorted(n.split(",")[0] for n in osmand.PRELOADED_LOCATIONS))
_TRACK_NAMES = ("Morning ride", "Sunday loop", "Commute home", "River walk", "Hill climb", "Dog walk",
                "Evening run", "Bike to work")
_T0 = 1_697_300_000_000     # ms, a week before AndroidWorld's 2023-10-15


def _coords(place: str) -> tuple[float, float]:
    return osmand.PRELOADED_LOCATIONS[f"{place}, Liechtenstein"]


def _marker(place: str, i: int, active: bool) -> osmand.MapMarker:
    lat, lon = _coords(place)
    return osmand.MapMarker(marker_id=f"{lat:.6f},{lon:.6f}", marker_lat=lat, marker_lon=lon,
                            marker_description=f"marker#{place}", marker_active=int(active),
                            marker_added=_T0 + i * 3_600_000, marker_visited=0 if active else _T0 + (i + 9) * 3_600_000)


def _seed_markers(device, active: list[str], history: list[str]) -> None:
    osmand.clear_markers(device)
    osmand.add_markers(device, [_marker(p, i, True) for i, p in enumerate(active)]
                       + [_marker(p, len(active) + i, False) for i, p in enumerate(history)])


@register_task("venus")
class FuncAssistExplainOsmandMarker(VenusTask):
    """How is a marker put on {town} in OsmAnd, which places have active markers now, and
    how many tracks are saved? 2-3 active markers and 1-2 in the history (decoys) are
    seeded on the map's other places, and 2-5 tracks.

    Success: the steps search, the town, Marker in order (or 搜索 ... 标记); exactly the
    active markers' places listed among the map's places other than the town (a history
    marker or an invented one fails); the number of saved tracks. Nothing changed (no
    marker added or moved, no track written).
    """

    app_names = ("osmand",)
    complexity = 2.5
    template = ("I'd like a map marker on {town} in OsmAnd. How do I add one? Also, which places have active map "
                "markers right now, and how many tracks have I saved?")
    variant_texts = {"zh": "我想在 OsmAnd 里给 {town} 加一个地图标记，该怎么做？另外，现在哪些地方有正在使用的地图标记？"
                           "我一共保存了多少条轨迹？",
                     "paraphrase": "How would I drop a map marker on {town} in OsmAnd? And tell me which places "
                                   "currently have active markers, plus the number of tracks I have saved."}
    info = TaskInfo(Category.FA, PUDAM(2, 2, 2, 2, 3), Evaluation.ANSWER, tags=("explain", "osmand"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n_active, n_history = rng.randint(2, 3), rng.randint(1, 2)
        town, *places = rng.sample(PLACES, 1 + n_active + n_history)
        tracks = rng.sample(_TRACK_NAMES, rng.randint(2, 5))
        return {"town": town, "active": places[:n_active], "history": places[n_active:], "tracks": tracks}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _seed_markers(dev, p["active"], p["history"])
        osmand.clear_tracks(dev)
        a, b = _coords(p["active"][0]), _coords(p["history"][0])
        osmand.add_tracks(dev, {name: [a, b][:: 1 if i % 2 else -1] for i, name in enumerate(p["tracks"])})

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        universe = [q for q in PLACES if q != p["town"]]
        return float(menu_path(a, (("search", "搜索", "查找"), (p["town"],), ("marker", "标记")))
                     and exact_listing(a, p["active"], universe)
                     and stated_counts(a, ("track", "轨迹", "路线")) == {len(p["tracks"])})

    def _say(self, active: list[str], tracks: int) -> str:
        t = self.params["town"]
        return self.say(en=f"Tap Search, type {t}, pick {t} in the results, then tap Marker in its menu. Active markers "
                           f"right now: {', '.join(active)}. You have saved {tracks} tracks.",
                        zh=f"点搜索，输入 {t}，在结果里点 {t}，然后在弹出的菜单里点 Marker（标记）。现在有地图标记的地方："
                           f"{'、'.join(active)}。你一共保存了 {tracks} 条轨迹。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        yield A.answer(self._say(self.params["active"], len(self.params["tracks"])))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n = len(p["tracks"])

        def mark(task, env) -> None:              # added the marker to show it works
            osmand.add_markers(env.device, [_marker(p["town"], 20, True)])
        return [
            NearMiss("the history markers listed too", give_answer(self._say(p["active"] + p["history"], n))),
            NearMiss("an active marker left out", give_answer(self._say(p["active"][1:], n))),
            NearMiss("one track too many", give_answer(self._say(p["active"], n + 1))),
            NearMiss("no steps", give_answer(f"Active markers: {', '.join(p['active'])}. {n} tracks saved.")),
            NearMiss("added the marker on the way", then(mark, give_answer(self._say(p["active"], n)))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open OsmAnd, the menu, Map markers (the active ones), Navigate up, the menu,
        # My Places, Tracks (the saved tracks), Navigate up, Search, type the town, its
        # result (the menu with Marker), answer
        return 12


_FAVORITE_STEPS = (("search", "搜索", "查找"), ("add", "添加"), ("save", "保存"))
# favourites folders (OsmAnd groups); one is asked about, the other's places are decoys
_FAVORITE_GROUPS = ("Hiking", "Family", "Skiing", "Restaurants", "Weekend", "Work")


@register_task("venus")
class FuncAssistExplainOsmandFavorite(VenusTask):
    """How is {town} saved as a favourite in OsmAnd (search it, pick it, Add in its menu,
    Save in the editor), and which places are in the favourites folder {group} already?
    Two favourites groups (folders of My Places' Favorites tab, one ``favorites-<group>.gpx``
    each) hold 2-3 of the map's places each; the other group's places are decoys on the
    same screen, and active markers on two more places are decoys elsewhere.

    Success: search, the town, Add, Save in order (or 搜索 ... 添加, 保存); exactly the asked
    group's places listed among the map's places other than the town (the other group's
    places, a marker's place or an invented one fails). Nothing changed (no favourite saved
    on the way: the guard holds the favourites files).
    """

    app_names = ("osmand",)
    complexity = 2.5
    template = ("How do I save {town} as a favorite place in OsmAnd? Tell me the steps, and which places are in my "
                "{group} favorites folder already.")
    variant_texts = {"zh": "在 OsmAnd 里怎样把 {town} 收藏为常用地点？请告诉我步骤，以及我的收藏夹“{group}”里已经有哪些地方。",
                     "paraphrase": "Explain how to add {town} to my OsmAnd favorites, and list the places my "
                                   "{group} favorites folder already contains."}
    info = TaskInfo(Category.FA, PUDAM(1, 2, 2, 2, 3), Evaluation.ANSWER, tags=("explain", "osmand"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n, k = rng.randint(2, 3), rng.randint(2, 3)
        town, *places = rng.sample(PLACES, 1 + n + k + 2)
        group, other = rng.sample(_FAVORITE_GROUPS, 2)
        return {"town": town, "group": group, "favorites": sorted(places[:n]), "other_group": other,
                "others": sorted(places[n:n + k]), "active": places[n + k:]}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _seed_markers(dev, p["active"], [])
        folders = ((p["group"], p["favorites"]), (p["other_group"], p["others"]))
        osmand.set_favorites(dev, [osmand.Favorite(name, *_coords(name), group=g,
                                                   time="2023-10-0%dT09:00:00Z" % (i + 1))
                                   for g, names in folders for i, name in enumerate(names)])

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        steps = (_FAVORITE_STEPS[0], (p["town"],), *_FAVORITE_STEPS[1:])
        return float(menu_path(a, steps) and exact_listing(a, p["favorites"], [q for q in PLACES if q != p["town"]]))

    def _say(self, favorites: list[str]) -> str:
        t, g = self.params["town"], self.params["group"]
        return self.say(en=f"Tap Search, type {t}, pick {t} in the results, tap Add in its menu and then Save. Your "
                           f"{g} folder already holds: {', '.join(favorites)}.",
                        zh=f"点搜索，输入 {t}，在结果里点 {t}，在菜单里点 Add（添加），再点 Save（保存）。你的收藏夹“{g}”里已经有："
                           f"{'、'.join(favorites)}。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        yield A.answer(self._say(self.params["favorites"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def save_it(task, env) -> None:           # saved it to show how
            osmand.set_favorites(env.device, [osmand.Favorite(name, *_coords(name), group=p["group"])
                                              for name in p["favorites"]]
                                 + [osmand.Favorite(name, *_coords(name), group=p["other_group"])
                                    for name in p["others"]]
                                 + [osmand.Favorite(p["town"], *_coords(p["town"]))])
        return [
            NearMiss("the other folder's places too", give_answer(self._say(p["favorites"] + p["others"]))),
            NearMiss("the other folder's places instead", give_answer(self._say(p["others"]))),
            NearMiss("one of the other folder's places added",
                     give_answer(self._say(p["favorites"] + p["others"][:1]))),
            NearMiss("the active markers as favorites", give_answer(self._say(p["favorites"] + p["active"]))),
            NearMiss("a favorite left out", give_answer(self._say(p["favorites"][1:]))),
            NearMiss("Marker instead of Add", give_answer(self._say(p["favorites"]).replace(
                "tap Add in its menu and then Save", "tap Marker"))),
            NearMiss("saved it on the way", then(save_it, give_answer(self._say(p["favorites"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open OsmAnd, the menu, My Places (the Favorites tab: both folders), Navigate up,
        # Search, type the town, its result (the menu: Add), Add (the editor: Save),
        # Cancel, answer
        return 10


_ROUTE_STEPS = (("plan a route", "规划路线"), ("add point", "添加点"), ("save", "保存"))


@register_task("venus")
class FuncAssistExplainOsmandRoute(VenusTask):
    """How is a route planned and saved as a track in OsmAnd (the menu's Plan a route, Add
    point for each point, Save, the name, Save), and which tracks are saved already? 2-5
    tracks are seeded (their names drawn from a pool whose other names are the decoys),
    with markers on the map's places, and 1-2 favourites named like tracks ("Dog walk":
    where a walk starts) on the Favorites tab, which My Places opens at, beside Tracks.

    Success: Plan a route, Add point, Save in order (or 规划路线, 添加点, 保存); exactly the
    saved tracks' names listed (a favourite named like a track, or a map place, named too
    fails: every text on the screens a solver passes won). Nothing changed (no track
    saved on the way).
    """

    app_names = ("osmand",)
    complexity = 2.5
    template = ("How do I plan a route in OsmAnd and save it as a track? Tell me the steps, and the names of the "
                "tracks I have already saved.")
    variant_texts = {"zh": "在 OsmAnd 里怎样规划一条路线并把它保存为轨迹？请告诉我步骤，以及我已经保存过的轨迹的名字。",
                     "paraphrase": "Walk me through planning a route in OsmAnd and keeping it as a track. Which "
                                   "tracks have I saved so far? Give me their names."}
    info = TaskInfo(Category.FA, PUDAM(1, 1, 2, 1, 3), Evaluation.ANSWER, tags=("explain", "osmand"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        places = rng.sample(PLACES, 3)
        tracks = sorted(rng.sample(_TRACK_NAMES, rng.randint(2, 5)))
        return {"tracks": tracks, "active": places[:2], "history": places[2:],
                "favorites": sorted(rng.sample([t for t in _TRACK_NAMES if t not in tracks], rng.randint(1, 2)))}

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _seed_markers(dev, p["active"], p["history"])
        osmand.clear_tracks(dev)
        a, b = _coords(p["active"][0]), _coords(p["active"][1])
        osmand.add_tracks(dev, {name: [a, b][:: 1 if i % 2 else -1] for i, name in enumerate(p["tracks"])})
        start = _coords(p["history"][0])
        osmand.set_favorites(dev, [osmand.Favorite(name, *start, time="2023-10-0%dT08:00:00Z" % (i + 1))
                                   for i, name in enumerate(p["favorites"])])

    def verify(self, env) -> float:
        a = env.answer
        return float(menu_path(a, _ROUTE_STEPS) and exact_listing(a, self.params["tracks"], _TRACK_NAMES + PLACES))

    def _say(self, tracks: list[str]) -> str:
        return self.say(en="Open the menu, tap Plan a route, tap Add point for each point (move the map under the "
                           "cross first), then tap Save, type a name and tap Save. Your saved tracks: "
                           + ", ".join(tracks) + ".",
                        zh="打开菜单，点 Plan a route（规划路线），每加一个点就把地图移到十字下再点 Add point（添加点），"
                           "然后点 Save（保存），输入名字后再点保存。你已保存的轨迹：" + "、".join(tracks) + "。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        yield A.answer(self._say(self.params["tracks"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        extra = next(t for t in _TRACK_NAMES if t not in p["tracks"])

        def save_one(task, env) -> None:          # saved a route to show how
            osmand.add_tracks(env.device, {"2023-10-15_15-34_Sun": [_coords(p["active"][0]), _coords(p["active"][1])]})
        return [
            NearMiss("a track that is not there", give_answer(self._say(p["tracks"] + [extra]))),
            NearMiss("a track left out", give_answer(self._say(p["tracks"][1:]))),
            NearMiss("the favourites (named like tracks) listed too",
                     give_answer(self._say(p["tracks"] + p["favorites"]))),
            NearMiss("the favourites instead of the tracks", give_answer(self._say(p["favorites"]))),
            NearMiss("the steps out of order", give_answer(
                "Tap Save, then Add point, then Plan a route. Saved tracks: " + ", ".join(p["tracks"]) + ".")),
            NearMiss("saved a route to show how", then(save_one, give_answer(self._say(p["tracks"])))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open OsmAnd, the menu, My Places, Tracks (the names), Navigate up, the menu, Plan
        # a route (Add point, Save), Add point, Save (the "Save as new track" sheet), Cancel,
        # answer
        return 11


@register_task("venus")
class FuncAssistLocateOsmandMarkerHistory(VenusTask):
    """OsmAnd's page of the markers already cleared (Markers > History), left on screen:
    OsmAnd in front with the "Markers" page and its History tab selected, which lists the
    history markers; the seeded markers unchanged (moving an active one to the history to
    fill the page fails through the guard)."""

    app_names = ("osmand",)
    complexity = 1.0
    template = ("In OsmAnd, show me the list of map markers I have already cleared, and leave it open without "
                "changing anything.")
    variant_texts = {"zh": "在 OsmAnd 里打开我已经清除过的地图标记列表，让它停留在屏幕上，不要更改任何内容。",
                     "paraphrase": "Bring up OsmAnd's list of the map markers I've already dealt with and keep it "
                                   "on screen; don't change anything."}
    info = TaskInfo(Category.FA, PUDAM(1, 2, 1, 1, 2), Evaluation.STATE, tags=("locate", "osmand"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n_active, n_history = rng.randint(1, 3), rng.randint(1, 3)
        places = rng.sample(PLACES, n_active + n_history)
        return {"active": places[:n_active], "history": places[n_active:]}

    def setup(self, env) -> None:
        _seed_markers(env.device, self.params["active"], self.params["history"])

    def verify(self, env) -> float:
        if not (env.device.current_activity() or "").startswith(PACKAGE + "/"):
            return 0.0
        elems = screen.elements(env.device)
        tab = screen.first(elems, rid="action_history", package=PACKAGE)
        title = screen.first(elems, text="Markers", package=PACKAGE)
        shown = {e.text for e in elems if e.resource_id.endswith("/name_text_view")}
        return float(tab is not None and tab.is_checked and title is not None
                     and shown == set(self.params["history"]))

    def _go(self, *labels):
        def apply(task, env) -> None:
            env.execute(A.JSONAction(A.OPEN_APP, app_name="OsmAnd"))
            for where in labels:
                e = screen.first(screen.elements(env.device), package=PACKAGE, **where)
                env.execute(A.JSONAction(A.CLICK, x=e.bbox.center[0], y=e.bbox.center[1]))
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        for where in ({"rid": "map_menu_button"}, {"text": "Map markers"}, {"rid": "action_history"}):
            e = screen.first(screen.elements(env.device), package=PACKAGE, **where)
            yield A.JSONAction(A.CLICK, x=e.bbox.center[0], y=e.bbox.center[1])

    def near_misses(self) -> list[NearMiss]:
        p = self.params

        def clear_one(task, env) -> None:        # moved an active marker to the history
            _seed_markers(env.device, p["active"][1:], p["history"] + p["active"][:1])
        menu = ({"rid": "map_menu_button"}, {"text": "Map markers"})
        return [
            NearMiss("the active markers' tab", self._go(*menu)),
            NearMiss("My Places instead", self._go({"rid": "map_menu_button"}, {"text": "My Places"})),
            NearMiss("the drawer only", self._go({"rid": "map_menu_button"})),
            NearMiss("moved a marker to the history first", then(clear_one, self._go(*menu, {"rid": "action_history"}))),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        return 5             # open OsmAnd, the menu, Map markers, History, status complete
