"""More hard GUI browsing (HGB) over local web pages: an order's total from a menu page
opened from Files (Chrome gets it as a ``content://`` URI), and a count of sessions in a
room over every day page of a festival programme (``hgb_web.py`` has the shop tasks and
the programme's generator).
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from venus_tasks.data import sites
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched
from venus_tasks.tasks.hgb_apps import _dollars, _money_stated, _usd
from venus_tasks.tasks.hgb_docs import _numbers_only, seed_files
from venus_tasks.tasks.hgb_web import PROG_DIR, PROG_URL, GUIBrowsingProgrammeDate, programme_pages

DOWNLOAD = "/sdcard/Download"
_PLACES = ("Corner Bistro", "Harbor Kitchen", "Maple Diner", "Green Table", "Sunny Cafe")


@register_task("venus")
class GUIBrowsingMenuOrderTotal(VenusTask):
    """Open the current menu (an HTML file in Download) from Files, read two prices and
    add one of the first dish to two of the second; last year's menu with other prices
    sits beside it.

    Success: the answer states the total in dollars (the prices and counts may be shown
    as working); one of each, the swapped counts, last year's prices or a hedge fail.
    """

    app_names = ("files", "chrome")
    complexity = 1.0
    template = ("Open Download/menu.html from the Files app. What would one \"{a}\" and two \"{b}\" cost in total "
                "at today's prices?")
    variant_texts = {"zh": "用“文件”应用打开 Download/menu.html。按今天的价格，一份 \"{a}\" 加两份 \"{b}\" 一共多少钱？",
                     "paraphrase": "In Files, open menu.html in the Download folder and work out the bill for one "
                                   "\"{a}\" plus two \"{b}\" at the current prices."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 2), Evaluation.ANSWER, tags=("web", "files", "arithmetic"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        while True:                    # the wrong totals must differ from the right one and each other
            dishes = sites.random_menu(rng, 14)
            old = [(d, c - rng.randrange(25, 300, 25)) for d, c in dishes]
            (a, pa), (b, pb) = rng.sample(dishes, 2)
            total = pa + 2 * pb
            old_total = dict(old)[a] + 2 * dict(old)[b]
            if len({total, old_total, pa + pb, 2 * pa + pb}) == 4:
                break
        return {"place": rng.choice(_PLACES), "dishes": dishes, "old": old, "a": a, "b": b, "pa": pa, "pb": pb,
                "total": total, "old_total": old_total}

    @property
    def optimal_steps(self) -> int:
        return 5                 # Files, Show roots, Downloads, menu.html, answer

    def setup(self, env) -> None:
        p = self.params
        seed_files(env.device, {
            f"{DOWNLOAD}/menu.html": sites.menu_page(f"{p['place']} - Menu", [tuple(d) for d in p["dishes"]]).encode(),
            f"{DOWNLOAD}/menu_2022.html": sites.menu_page(f"{p['place']} - Menu (2022)", [tuple(d) for d in p["old"]]).encode()})

    def verify(self, env) -> float:
        p = self.params
        work = [1, 2, _dollars(p["pa"]), _dollars(p["pb"]), _dollars(2 * p["pb"])]
        return float(_money_stated(env.answer, p["total"], work))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Files")
        yield A.answer(self.say(en=f"One {p['a']} and two {p['b']} cost {_usd(p['total'])}.",
                                zh=f"一份 {p['a']} 加两份 {p['b']} 共 {p['total'] / 100:.2f} 美元。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("one of each", give_answer(_usd(p["pa"] + p["pb"]))),
                NearMiss("the counts swapped", give_answer(_usd(2 * p["pa"] + p["pb"]))),
                NearMiss("last year's prices", give_answer(_usd(p["old_total"]))),
                NearMiss("hedge", give_answer(f"{_usd(p['total'])} or {_usd(p['old_total'])}")),
                NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]


@register_task("venus")
class GUIBrowsingProgrammeRoomCount(VenusTask):
    """Open every day page of the festival programme and count the sessions in one room.

    Success: the answer states that count and no other number; a count off by one, the
    first day's count or a hedge fail.
    """

    app_names = ("chrome",)
    complexity = 1.5
    template = "The festival programme is at {url}. How many sessions take place in the {room} over the whole festival?"
    variant_texts = {"zh": "节目单在 {url}。整个节日期间，{room} 一共有多少场活动？",
                     "paraphrase": "Go through every day of the festival programme at {url} and count the sessions "
                                   "held in the {room}."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 2, 2, 3), Evaluation.ANSWER, tags=("web", "links", "count"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        base = GUIBrowsingProgrammeDate.sample_params(rng)
        counts = {r: sum(s["room"] == r for s in base["sessions"]) for r in ("Hall A", "Hall B", "Garden", "Library")}
        room = max(sorted(counts), key=lambda r: (counts[r], rng.random()))
        first = min(s["date"] for s in base["sessions"])
        on_first = sum(s["room"] == room and s["date"] == first for s in base["sessions"])
        days = len({s["date"] for s in base["sessions"]})
        return {"url": PROG_URL, "sessions": base["sessions"], "title": base["title"], "room": room,
                "count": counts[room], "first_day": on_first, "days": days}

    @property
    def optimal_steps(self) -> int:
        return 2 + 2 * self.params["days"] - 1 + 1      # Chrome, URL, each day (back between), answer

    def setup(self, env) -> None:
        sessions = [sites.Session(datetime.date.fromisoformat(r["date"]), r["time"], r["title"], r["room"])
                    for r in self.params["sessions"]]
        pages = programme_pages(self.params["title"], sessions)
        seed_files(env.device, {f"{PROG_DIR}/{name}": html.encode() for name, html in pages.items()})

    def verify(self, env) -> float:
        return float(_numbers_only(env.answer, self.params["count"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="Chrome")
        yield A.answer(self.say(en=f"{p['count']} sessions take place in the {p['room']}.",
                                zh=f"{p['room']} 一共有 {p['count']} 场活动。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n = p["count"]
        misses = [NearMiss("one too many", give_answer(f"{n + 1} sessions.")),
                  NearMiss("one too few", give_answer(f"{n - 1} sessions.")),
                  NearMiss("hedge", give_answer(f"{n} or {n + 1}")),
                  NearMiss("the goal echoed", echo_goal), NearMiss("no answer", leave_untouched)]
        if p["first_day"] != n:
            misses.insert(2, NearMiss("the first day only", give_answer(f"{p['first_day']} sessions.")))
        return misses
