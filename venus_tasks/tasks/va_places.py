"""Vague instructions (VA) over the map: a friend's texts name places, the user asks to have
them "on my map", naming neither OsmAnd nor what to add (``shared/reference/venusbench.md``
section 5: goals leave the app and the steps to the agent). Read back from OsmAnd's
stores (``apps/osmand``): its map markers and favourites, compared with AndroidWorld's
0.001-degree rule (``osmand.within``).
"""

from __future__ import annotations

import dataclasses
import random
import uuid
from typing import Any, Iterator

from apps import contacts, osmand, sms
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched, then
from verifiers.guard import MayChange

PLACES = tuple(name.split(",")[0] for name in osmand.PRELOADED_LOCATIONS)
FRIENDS = (("Nora Blum", "Nora"), ("Felix Roth", "Felix"), ("Ines Vogt", "Ines"), ("Paul Frick", "Paul"))


def _where(place: str) -> tuple[float, float]:
    return osmand.PRELOADED_LOCATIONS[f"{place}, Liechtenstein"]


def _place(m: osmand.MapMarker) -> osmand.MapMarker:
    """A marker without its place in OsmAnd's chain (``marker_next_key``, which adding a
    marker rewrites on the one before it)."""
    return dataclasses.replace(m, marker_next_key="")


@register_task("venus")
class VagueHikeMeetingPoints(VenusTask):
    """"<Friend> texted me where we meet and where we park on Saturday. Put both on my map
    so I can find them.": the friend's SMS thread names the meeting place and the parking
    place (two of AndroidWorld's Liechtenstein places), and, earlier, where they started
    last time. Success: OsmAnd ends with new map markers and/or favourites at exactly
    those two places (0.001 degrees), at least one each, nothing new anywhere else, the
    seeded marker and favourite untouched. One place only, last time's place, or a point
    somewhere else fail."""

    app_names = ("osmand", "simple sms messenger", "contacts")
    complexity = 4.0
    template = "{first} texted me where we meet and where we park on Saturday. Put both on my map so I can find them."
    variant_texts = {"zh": "{first}发短信告诉了我周六在哪儿集合、车停在哪儿。把这两个地方都标到我的地图上，方便我找到。",
                     "paraphrase": "Saturday's meeting point and parking spot are in {first}'s texts. Mark the two "
                                   "of them on my map so I can find my way."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 2, 2, 3), Evaluation.STATE, tags=("osmand", "sms", "map"))
    may_change = MayChange(stores=("osmand:*",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        meet, park, last_time, old_marker = rng.sample(PLACES, 4)
        name, first = rng.choice(FRIENDS)
        return {"meet": meet, "park": park, "last_time": last_time, "old_marker": old_marker, "name": name,
                "first": first, "number": f"+423 {rng.randint(230, 799)} {rng.randrange(10000):04d}",
                "hour": rng.choice((8, 9, 10)), "marker_id": str(uuid.UUID(int=rng.getrandbits(128)))}

    def _thread(self, now_ms: int) -> list[sms.Sms]:
        p = self.params
        hour, day = 3_600_000, 86_400_000
        texts = self.say(
            en=[(f"That was fun! Starting from {p['last_time']} was a good idea.", 9 * day, sms.TYPE_INBOX),
                ("Let's do another one soon", 9 * day - hour, sms.TYPE_SENT),
                (f"Saturday hike is on! We meet in {p['meet']} at {p['hour']}.", 5 * hour, sms.TYPE_INBOX),
                (f"Park in {p['park']}, it's free there and we share my car.", 5 * hour - 60_000, sms.TYPE_INBOX),
                ("Bring snacks :)", 4 * hour, sms.TYPE_INBOX)],
            zh=[(f"真好玩！上次从{p['last_time']}出发是个好主意。", 9 * day, sms.TYPE_INBOX),
                ("下次再一起去吧", 9 * day - hour, sms.TYPE_SENT),
                (f"周六徒步定了！{p['hour']}点在{p['meet']}集合。", 5 * hour, sms.TYPE_INBOX),
                (f"车停在{p['park']}，那里免费，然后坐我的车。", 5 * hour - 60_000, sms.TYPE_INBOX),
                ("记得带零食 :)", 4 * hour, sms.TYPE_INBOX)])
        return [sms.Sms(p["number"], body, now_ms - ago, kind) for body, ago, kind in texts]

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        now = sms.now_ms(dev)
        lat, lon = _where(p["old_marker"])
        osmand.clear_markers(dev)
        osmand.add_markers(dev, [osmand.MapMarker(p["marker_id"], lat, lon, f"map_marker#{p['old_marker']}",
                                                  marker_added=now - 20 * 86_400_000)])
        sms.make_default_sms_app(dev)
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contact(dev, p["name"], p["number"])
        sms.add_messages(dev, self._thread(now))
        self.before_markers = osmand.list_markers(dev)
        self.before_favorites = osmand.list_favorites(dev)

    def _new_points(self, env) -> list[tuple[float, float]] | None:
        """The points added since setup (active markers and favourites), or None when a
        seeded one changed or went."""
        markers, favorites = osmand.list_markers(env.device), osmand.list_favorites(env.device)
        old_ids = {m.marker_id for m in self.before_markers}
        if [_place(m) for m in markers if m.marker_id in old_ids] != [_place(m) for m in self.before_markers] \
                or any(f not in favorites for f in self.before_favorites):
            return None
        points = [(m.marker_lat, m.marker_lon) for m in markers if m.marker_id not in old_ids and m.marker_active]
        favs = list(favorites)
        for f in self.before_favorites:
            favs.remove(f)
        return points + [(f.lat, f.lon) for f in favs]

    def verify(self, env) -> float:
        points = self._new_points(env)
        if not points:
            return 0.0
        targets = [_where(self.params["meet"]), _where(self.params["park"])]
        if any(not any(osmand.within(pt, t) for t in targets) for pt in points):
            return 0.0                                   # a point somewhere else
        return 1.0 if all(any(osmand.within(pt, t) for pt in points) for t in targets) else 0.0

    # ------------------------------------------------------------------ reference
    def _mark(self, *places: str):
        def apply(task, env) -> None:
            now = sms.now_ms(env.device)
            osmand.add_markers(env.device, [osmand.MapMarker(str(uuid.uuid4()), *_where(pl), f"map_marker#{pl}",
                                                             marker_added=now + i) for i, pl in enumerate(places)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        self._mark(self.params["meet"], self.params["park"])(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [
            NearMiss("the meeting place only", self._mark(p["meet"])),
            NearMiss("the parking only", self._mark(p["park"])),
            NearMiss("last time's start instead of the parking", self._mark(p["meet"], p["last_time"])),
            NearMiss("both, and last time's start too", self._mark(p["meet"], p["park"], p["last_time"])),
            NearMiss("the old marker moved", then(self._move_old(), self._mark(p["park"]))),
            NearMiss("untouched", leave_untouched),
        ]

    def _move_old(self):
        def apply(task, env) -> None:          # the seeded marker dragged onto the meeting place
            old = task.before_markers[0]
            lat, lon = _where(task.params["meet"])
            osmand.clear_markers(env.device)
            osmand.add_markers(env.device, [osmand.MapMarker(old.marker_id, lat, lon, old.marker_description,
                                                             marker_added=old.marker_added)])
        return apply

    @property
    def optimal_steps(self) -> int:
        # SMS Messenger, the friend's thread; OsmAnd; for each place: Search, the name, the
        # result, Marker; done
        return 12
