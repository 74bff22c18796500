"""The deeper FA tasks over the apps (issue 26: ``fa_tools``, ``fa_health``, ``fa_camera``,
``fa_maps``, ``fa_recipes``, ``fa_music``, ``fa_notes``, ``fa_todo``, ``fa_compare``): right
answers worded other ways (Chinese, another order, the labels in other words) pass on the
seeded device, and the plausible wrong ones fail -- the decoy's value, a step left out, a
hedge, the public answer without the device's fact."""

from __future__ import annotations

import pytest

from venus_tasks import registry
from venus_tasks.env import actions as A

TASKS = {c.__name__: c for c in registry.select("venus")}


def _instance(name: str, seed: int = 3, **want):
    cls = TASKS[name]
    for s in range(seed, seed + 300):
        params = cls.generate_random_params(s)
        if all(params[k] == v for k, v in want.items()):
            return cls(params)
    raise AssertionError(f"no seed gives {name} with {want}")


def _scores(env, task, good, bad):
    """Initialize ``task`` once and score each answer; the answers that scored wrong."""
    task.initialize_task(env)
    try:
        wrong = []
        for text, want in [(t, 1.0) for t in good] + [(t, 0.0) for t in bad]:
            env.execute(A.answer(text))
            if task.is_successful(env) != want:
                wrong.append(text)
        return wrong
    finally:
        task.tear_down(env)


@pytest.mark.parametrize("taken", [0, 1, 2])
def test_zip_extract_answers(env, taken):
    t = _instance("FuncAssistExplainZipExtract", taken=taken)
    p = t.params
    name, path = p["expected"], f"Documents/{p['parent']}/{p['leaf']}"
    good = [f"Tap Pick File, choose {p['archive']}, then Extract. It makes a folder called {name} inside {path}.",
            f"The new folder will be \"{name}\", in {p['leaf']} (Documents > {p['parent']} > {p['leaf']}). Steps: Pick "
            f"File -> the zip -> Extract.",
            f"点 Pick File 选中 {p['archive']}，再点 Extract。会在 Documents/{p['parent']}/{p['leaf']} 里新建 {name} 文件夹。"]
    off = f"{p['stem']} ({taken + 1})"
    bad = [f"Tap Pick File, choose {p['archive']}, then Extract. It makes a folder called {off} inside {path}.",
           f"Tap Extract. It makes a folder called {name} inside {path}.",
           f"Tap Pick File, then Extract. It makes {name} in Documents/{p['parent']}.",
           f"Tap Pick File, then Extract. Maybe {name}, maybe {off}, in {path}."]
    if taken:
        bad.append(f"Pick File, then Extract: a folder called {p['stem']} in {path}.")
    assert _scores(env, t, good, bad) == []


def test_zip_password_answers(env):
    t = _instance("FuncAssistExplainZipPassword", encryption="AES")
    p = t.params
    z, n, f = p["save_to"], p["count"], p["source"]
    good = [f"Create tab > Folder > pick {f} > Compress ZIP > enter a password > Encrypt. It is saved in {z}, "
            f"encrypted with AES-256, with {n} files.",
            f"在 Create（创建）里点 Folder 选 {f} 文件夹，点 Compress ZIP（压缩），输入密码后点 Encrypt（加密）。"
            f"保存在 {z}，加密方式 AES，共 {n} 个文件。"]
    bad = [f"Create > Folder > Compress ZIP > Encrypt. Saved in {p['extract_to']}, AES, {n} files.",
           f"Create > Folder > Compress ZIP > Encrypt. Saved in {z}, ZIP_STANDARD, {n} files.",
           f"Create > Folder > Compress ZIP > Encrypt. Saved in {z}, AES, {n + 1} files.",
           f"Folder, then Encrypt, then Create, then Compress ZIP. Saved in {z}, AES, {n} files."]
    assert _scores(env, t, good, bad) == []


def test_fitbook_overview_answers(env):
    t = _instance("FuncAssistCapabilityFitbookOverview")
    target = t.params["target"]
    good = [f"Diary logs the meals I eat, Graph draws charts, Food is a food database and Weight holds your "
            f"weigh-ins. Pounds work: switch the unit on the weight page. Target: {target} kg.",
            f"Fitbook 有食物日记、图表、食物库和体重记录四个标签。可以用磅记录体重。目标体重是 {target} 公斤。"]
    bad = [f"Diary, Graph, Food, Weight and sleep tracking. Pounds: yes. Target: {target} kg.",
           f"Food diary, graphs, food database, weight log. You can't log pounds. Target: {target} kg.",
           f"Food diary, graphs, food database, weight log. Pounds: yes. Target: {t.params['newest']} kg.",
           f"Food diary, graphs, food database, weight log. Pounds: yes. Target: about {target} kg."]
    assert _scores(env, t, good, bad) == []


@pytest.mark.parametrize("exposure", [True, False])
def test_camera_answers(env, exposure):
    t = _instance("FuncAssistCapabilityCameraModes", exposure=exposure)
    c, state, other = t.params["countdown"], ("on" if exposure else "off"), ("off" if exposure else "on")
    good = [f"No, video recording has no countdown timer. To get exposure compensation, turn on Settings > Advanced > "
            f"Manual exposure; it is {state} at the moment. The photo countdown is {c} seconds.",
            f"录视频不能用倒计时。要打开曝光补偿，请到 设置 > 高级 > 手动曝光，手动曝光现在是{'开着' if exposure else '关着'}的。"
            f"拍照倒计时是 {c} 秒。"]
    bad = [f"No video countdown. Settings > Advanced > Manual exposure is {other} now. Photo countdown {c} seconds.",
           f"Yes, video has a countdown too. Settings > Advanced > Manual exposure is {state}. Countdown {c} seconds.",
           f"No video countdown. Manual exposure is {state}. Photo countdown: {c} seconds.",
           f"No video countdown. Settings > Advanced > Manual exposure is {state}. Countdown {13 - c} seconds."]
    assert _scores(env, t, good, bad) == []


def test_osmand_marker_answers(env):
    t = _instance("FuncAssistExplainOsmandMarker")
    p = t.params
    town, active, n = p["town"], p["active"], len(p["tracks"])
    good = [f"Search for {town}, open it from the results and press Marker. Active markers: {' and '.join(active)}. "
            f"{n} tracks saved.",
            f"点搜索，输入 {town}，选中后点标记。正在使用的标记：{'、'.join(active)}。保存了 {n} 条轨迹。"]
    bad = [f"Search for {town}, then Marker. Active: {', '.join(active + p['history'])}. {n} tracks.",
           f"Search for {town}, then Marker. Active: {', '.join(active)}. {n + 1} tracks.",
           f"Tap Marker, then search {town}. Active: {', '.join(active)}. {n} tracks."]
    assert _scores(env, t, good, bad) == []


def test_osmand_favorite_and_route_answers(env):
    t = _instance("FuncAssistExplainOsmandFavorite")
    p = t.params
    good = [f"Search {p['town']}, pick it, tap Add, then Save. {p['group']}: {', '.join(p['favorites'])}.",
            f"搜索 {p['town']}，选中后点添加，再点保存。收藏夹“{p['group']}”里有：{'、'.join(p['favorites'])}。"]
    bad = [f"Search {p['town']}, pick it, tap Add, then Save. Favorites: {', '.join(p['favorites'] + p['active'])}.",
           f"Search {p['town']}, pick it, tap Add, then Save. {p['group']}: {', '.join(p['favorites'] + p['others'])}.",
           f"Search {p['town']}, pick it, tap Add, then Save. {p['other_group']}: {', '.join(p['others'])}.",
           f"Search {p['town']}, then Marker. Favorites: {', '.join(p['favorites'])}."]
    assert _scores(env, t, good, bad) == []
    t = _instance("FuncAssistExplainOsmandRoute")
    tracks = t.params["tracks"]
    good = ["Menu > Plan a route, Add point for each point, then Save and name it. Saved: " + ", ".join(tracks) + ".",
            "菜单里点规划路线，每个点点一次添加点，然后点保存。已保存的轨迹：" + "、".join(tracks) + "。"]
    bad = ["Plan a route, Add point, Save. Saved: " + ", ".join(tracks[1:]) + ".",
           "Plan a route, then Save. Saved: " + ", ".join(tracks) + ".",
           "Plan a route, Add point, Save. Saved: " + ", ".join(tracks + t.params["favorites"]) + "."]
    assert _scores(env, t, good, bad) == []


def test_recipe_category_answers(env):
    t = _instance("FuncAssistExplainRecipeCategory")
    p = t.params
    mine, n = p["mine"], len(p["categories"])
    other = next(c for c in p["categories"] if c not in mine)
    good = [f"Open it, More options > Edit, tap Categories, tick one, OK, Save. It's in {' and '.join(mine)}; "
            f"{n} categories in total.",
            f"打开食谱，点编辑，点类别，勾选后点确定，再点保存。它现在属于{'、'.join(mine)}，一共有 {n} 个类别。"]
    bad = [f"Edit, Categories, OK, Save. It's in {', '.join(mine + [other])}; {n} categories in total.",
           f"Edit, Categories, OK, Save. It's in {', '.join(mine)}; {n - 1} categories in total.",
           f"Categories, OK, Save. It's in {', '.join(mine)}; {n} categories in total."]
    assert _scores(env, t, good, bad) == []


def test_medilog_entry_answers(env):
    t = _instance("FuncAssistExplainMedilogEntry")
    (s, d), (s2, d2) = t._reading(0), t._reading(1)
    good = [f"Add it on the Blood Pressure tab, open the entry, set its Date to yesterday and its Time, tap OK, save. "
            f"To delete one: open it, tap Delete, answer Yes. Last reading: {s} over {d}.",
            f"在血压标签里添加后点开记录，改日期为昨天、改时间，点确定保存。删除：点开记录，点删除，再点是。上次读数：高压{s}，低压{d}。"]
    bad = [f"Date, Time, OK; Delete, Yes. Last reading: {s2}/{d2}.",
           f"Date, Time, OK. Last reading: {s}/{d}.",
           f"Date, Time, OK; Delete, Yes. Last reading: {s}/{d} or {s2}/{d2}."]
    assert _scores(env, t, good, bad) == []


def test_music_playlist_answers(env):
    t = _instance("FuncAssistExplainMusicPlaylist")
    p = t.params
    mm = f"{p['seconds'] // 60}:{p['seconds'] % 60:02d}"
    good = [f"Find {p['song']} in Songs, open its menu, Add to playlist, pick {p['playlist']}. It has {p['count']} "
            f"songs, {mm} long.",
            f"在 Songs 里找到 {p['song']}，点菜单，选添加到播放列表，再选 {p['playlist']}。现在有 {p['count']} 首歌，总时长 {mm}。"]
    bad = [f"{p['song']}: Add to playlist, {p['playlist']}. {p['count'] + 1} songs, {mm}.",
           f"{p['song']}: Add to playlist, {p['playlist']}. {p['count']} songs, 1:00:00.",
           f"Add to playlist, {p['song']}. {p['count']} songs, {mm}."]
    assert _scores(env, t, good, bad) == []


def test_markor_move_and_task_move_answers(env):
    t = _instance("FuncAssistExplainMarkorMove")
    p = t.params
    other = next(f for f in p["folders"] if f not in (p["source"], p["target"]))
    good = [f"Long-press the note, More options > Move, open {p['target']}, Select this folder. It is in "
            f"{p['source']}; {p['target']} has {p['count']} notes.",
            f"长按笔记，点移动，进入 {p['target']}，点选择此文件夹。它在 {p['source']}；{p['target']} 里有 {p['count']} 篇笔记。"]
    bad = [f"Long-press, Move, Select this folder. It is in {other}; {p['target']} has {p['count']} notes.",
           f"Long-press, Move, Select this folder. It is in {p['source']}; {p['target']} has {p['count'] + 1} notes."]
    assert _scores(env, t, good, bad) == []
    t = _instance("FuncAssistExplainTaskMove")
    p = t.params
    task = t
    task.initialize_task(env)
    try:
        due = task.due
        right = (f"Tap the due date, pick a day, OK; tap the list chip, choose {p['target']}, Save. It's in {p['list']}, "
                 f"due {due.strftime('%b')} {due.day}.")
        env.execute(A.answer(right))
        assert task.is_successful(env) == 1.0
        env.execute(A.answer(right.replace(f"{due.day}.", f"{due.day + 1}.")))
        assert task.is_successful(env) == 0.0
        env.execute(A.answer(f"Tap the due date, OK; {p['target']}, Save. It's in {p['list']}, due {due.month}月{due.day}日。"))
        assert task.is_successful(env) == 1.0
    finally:
        task.tear_down(env)


@pytest.mark.parametrize("asked", ["pressure", "calories"])
def test_health_comparison_answers(env, asked):
    t = _instance("FuncAssistCompareHealthApps", asked=asked)
    p = t.params
    if asked == "pressure":
        last = min(p["readings"], key=lambda r: r["days"])
        fact, fact_zh = f"{last['systolic']}/{last['diastolic']}", f"高压{last['systolic']}，低压{last['diastolic']}"
        # "MediLog (not Fitbook)" names Fitbook only to reject it: one app (verifiers.rivals)
        good = [f"MediLog - the last reading is {fact}.", f"MediLog，最后一次是{fact_zh}。", f"MediLog (not Fitbook) - {fact}."]
        bad = [f"Fitbook - the last reading is {fact}.", f"MediLog or Fitbook - {fact}.", "MediLog."]
    else:
        good = [f"Fitbook: {p['kcal']} kcal per 100 g.", f"Fitbook，每100克 {p['kcal']} 千卡。"]
        bad = [f"MediLog: {p['kcal']} kcal.", f"Fitbook: {p['kcal'] + 1} kcal.", f"Both Fitbook and MediLog: {p['kcal']} kcal."]
    assert _scores(env, t, good, bad) == []
