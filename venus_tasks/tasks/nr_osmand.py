"""Noise resistance (NR) over OsmAnd: map markers on three places while OsmAnd crashes
twice, a call rings and another app jumps to the front (VenusBench-Mobile's
``NoiseResistOsmAndMarkerAPPCollapse`` force-stops OsmAnd at steps 5 and 12,
``shared/reference/venusbench.md`` section 10 row 86). The base task is a deeper one
than the paper's single marker: three searches, and the markers list looked at before
saying done. Read back from OsmAnd's ``map_markers`` with AndroidWorld's 0.001-degree
rule (``osmand.within``); a crash tempts an agent into adding a place twice, which fails.
"""

from __future__ import annotations

import random
import uuid
from typing import Any, Iterator

from apps import osmand, sms
from noise import NoiseSpec
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks import nr_plan
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange

PLACES = tuple(name.split(",")[0] for name in osmand.PRELOADED_LOCATIONS)


def _where(place: str) -> tuple[float, float]:
    return osmand.PRELOADED_LOCATIONS[f"{place}, Liechtenstein"]


@register_task("venus")
class NoiseResistOsmAndMarkersCrash(VenusTask):
    """Add a map marker in OsmAnd for each of three places (drawn per instance from
    AndroidWorld's Liechtenstein places; none is the start of another's name, so a search
    shows the asked one by its exact name) while OsmAnd crashes twice ("keeps stopping";
    the search typed so far is lost), a call rings until handled and another app jumps to
    the front. Success: exactly one new active marker at each place (0.001 degrees),
    nothing new anywhere else, the seeded marker untouched."""

    app_names = ("osmand",)
    complexity = 4.5
    template = "In OsmAnd, add a map marker for each of these places: {a}, {b} and {c}."
    variant_texts = {"zh": "在 OsmAnd 中为以下每个地点添加一个地图标记：{a}、{b} 和 {c}。",
                     "paraphrase": "Put OsmAnd map markers on {a}, {b} and {c}, one for each place."}
    info = TaskInfo(Category.NR, PUDAM(2, 2, 3, 2, 2), Evaluation.STATE, tags=("noise", "osmand", "map"))
    may_change = MayChange(stores=("osmand:*",))      # verify checks every marker itself
    noise_plan = (NoiseSpec("crash", step=(4, 5)),
                  NoiseSpec("call", step=(8, 8), args={"ring_steps": 0}),
                  NoiseSpec("popup", step=(10, 11), args={"mode": "app"}),
                  NoiseSpec("crash", step=(13, 14)))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        plain = [p for p in PLACES if not any(q != p and q.startswith(p) for q in PLACES)]
        a, b, c, old = rng.sample(plain, 4)
        return {"a": a, "b": b, "c": c, "old": old, "marker_id": str(uuid.UUID(int=rng.getrandbits(128)))}

    @property
    def places(self) -> tuple[str, str, str]:
        return self.params["a"], self.params["b"], self.params["c"]

    def setup(self, env) -> None:
        dev = env.device
        lat, lon = _where(self.params["old"])
        osmand.clear_markers(dev)
        osmand.add_markers(dev, [osmand.MapMarker(self.params["marker_id"], lat, lon, f"map_marker#{self.params['old']}",
                                                  marker_added=sms.now_ms(dev) - 9 * 86_400_000)])
        self.before = osmand.list_markers(dev)

    def verify(self, env) -> float:
        markers = osmand.list_markers(env.device)
        old = {m.marker_id: m for m in self.before}
        kept = [m for m in markers if m.marker_id in old]
        if [(m.marker_id, m.marker_lat, m.marker_lon, m.marker_active) for m in kept] != \
                [(m.marker_id, m.marker_lat, m.marker_lon, m.marker_active) for m in self.before]:
            return 0.0
        new = [(m.marker_lat, m.marker_lon) for m in markers if m.marker_id not in old]
        targets = [_where(p) for p in self.places]
        return float(len(new) == len(targets)
                     and all(sum(osmand.within(pt, t) for pt in new) == 1 for t in targets))

    def _mark(self, *places: str):
        def apply(task, env) -> None:
            now = sms.now_ms(env.device)
            osmand.add_markers(env.device, [osmand.MapMarker(str(uuid.uuid4()), *_where(pl), f"map_marker#{pl}",
                                                             marker_added=now + i) for i, pl in enumerate(places)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="OsmAnd")
        self._mark(*self.places)(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        a, b, c = self.places
        old = self.params["old"]
        return [NearMiss("untouched", leave_untouched),
                NearMiss("two of the three", self._mark(a, b)),
                NearMiss("one added twice after a crash", self._mark(a, b, b, c)),
                NearMiss("the seeded place instead of one", self._mark(a, b, old)),
                NearMiss("all three and the seeded place again", self._mark(a, b, c, old))]

    # ------------------------------------------------------------------ steps
    def base_plan(self) -> list[nr_plan.Act]:
        """The GUI solver's actions without noise (``solvers/nr_osmand.py``): open OsmAnd;
        per place Search, the name, the result, Marker (a unit: a crash loses the search);
        the drawer and Map markers to see all three listed; done."""
        plan = [nr_plan.opener("osmand")]
        for i, place in enumerate(self.places):
            plan += nr_plan.work("osmand", i, (f"search {place}", "type", "result", "Marker"))
        plan += nr_plan.work("osmand", 3, ("drawer", "Map markers"))
        return plan + [nr_plan.done()]

    @property
    def optimal_steps(self) -> int:
        # 16 without noise; each crash: Close app, open OsmAnd, the lost part of a search
        # again; the call: Decline; the pop-up: open OsmAnd (nr_plan.replay)
        return nr_plan.steps(self.base_plan(), self.noise_events)
