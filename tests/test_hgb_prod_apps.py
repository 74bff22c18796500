"""Answers of the HGB tasks over Broccoli and OpenTracks (``hgb_prod_recipes``,
``hgb_prod_tracks``): a correct answer phrased another way (case, units, thousands
separators, hours and minutes, Chinese) passes; the plausible wrong ones (runner-up,
decoy, off by a little, a hedge, the wrong unit) fail."""

from __future__ import annotations

from venus_tasks.tasks import hgb_prod_recipes as R
from venus_tasks.tasks import hgb_prod_tracks as T
from tests.answer_checks import check_answers

SEED = 9


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_fewest_ingredients(env):
    p = R.GUIBrowsingRecipeFewestIngredients.generate_random_params(SEED)
    t = p["answer"]
    good = [t, f"{t.upper()}, with the fewest ingredients.", f"食材最少的是{t}", f"It's {t.lower()}."]
    bad = [p["runner_up"], p["outside"], f"{t} or {p['runner_up']}", ", ".join(p["members"]), "", "None of them."]
    _check(env, R.GUIBrowsingRecipeFewestIngredients, good, bad)


def test_elevation_total(env):
    p = T.GUIBrowsingTrackElevationTotal.generate_random_params(SEED)
    t, gains = p["total"], p["gains"]
    good = [f"{t:,} m", f"{t} metres", f"{' + '.join(f'{g} m' for g in gains)} = {t:,} m", f"一共{t}米",
            f"{t / 1000:g} km", f"{t:,} m in total, not {t + p['other_gain']:,} m", f"一共{t}米，不是{t + p['other_gain']}米"]
    bad = [f"{t - gains[0]} m", f"{t + p['other_gain']} m", f"{t}", f"{t} ft", f"{t} m or {t + 10} m", "",
           f"{t:,} m in total or {t - gains[-1]:,} m", f"{t:,} m in total, {t - gains[-1]:,} m",    # the red-team's (issue 25)
           f"{t - gains[-1]:,} m. Actually, {t:,} m", f"一共{t}米（{t - gains[-1]}米）"]
    _check(env, T.GUIBrowsingTrackElevationTotal, good, bad)


def test_fastest_average(env):
    p = T.GUIBrowsingTrackFastestAverage.generate_random_params(SEED)
    n, v, r, rv = p["answer"], p["kmh"], p["runner_up"], p["runner_up_kmh"]
    good = [f"{n}, {v} km/h", f"{n.upper()} at {v} kilometres per hour", f"最快的是{n}，平均{v} km/h", f"{v} km/h — {n}"]
    bad = [f"{r}, {rv} km/h", f"{n}, {rv} km/h", n, f"{n} ({v} km/h) or {r} ({rv} km/h)", f"{n}, {v} km/h or {rv}", ""]
    _check(env, T.GUIBrowsingTrackFastestAverage, good, bad)
