"""The static report (venus_tasks/report) of a crafted run directory, without a browser:
what the pages hold, their links, escaping, thumbnails, and the runner's call."""

import base64
import contextlib
import hashlib
import io
import json
import os
import re
import subprocess
import sys
import urllib.parse

import pytest
from PIL import Image

from venus_tasks import results
from venus_tasks.metrics.report import write_report
from venus_tasks.report import NotARunDirError, write_reports
from venus_tasks.report.build import md, write_episode_pages
from venus_tasks.report.fmt import error_headline
from venus_tasks.report.names import page_file, page_stem, screenshot_href
from venus_tasks.report.rundir import load_run
from venus_tasks.report.thumbnails import draw_action

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVIL_GOAL = 'Add <img src=x onerror=alert(1)> & "quoted" </pre></div><script>alert(2)</script>'
EVIL_RAW = "<script>alert('raw')</script> & {\"action_type\": \"click\"}"
EVIL_ANSWER = "<b>42</b> & <i>done</i>"
TRACEBACK = ("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    boom()\n"
             "RuntimeError: device <gone> & lost\n")
SIZE = (540, 1200)

USAGE = {"prompt_tokens": 1200, "completion_tokens": 30, "cached_tokens": 1000, "source": "api"}
STEPS = [  # every kind of action, with the fields the harness records
    {"action": {"action_type": "open_app", "app_name": "Pro Expense"}},
    {"action": {"action_type": "click", "x": 270, "y": 600}},
    {"action": {"action_type": "click", "index": 3},
     "element": {"index": 3, "text": "Save <now>", "bbox": [100, 200, 300, 260]}},
    {"action": {"action_type": "long_press", "x": 50, "y": 1000}},
    {"action": {"action_type": "double_tap", "x": 400, "y": 150}},
    {"action": {"action_type": "scroll", "direction": "down"}},
    {"action": {"action_type": "scroll", "direction": "up", "index": 5},
     "element": {"index": 5, "text": "list", "bbox": [0, 300, 540, 900]}},
    {"action": {"action_type": "swipe", "direction": "left", "x": 500, "y": 600}},
    {"action": {"action_type": "input_text", "text": "Desk lamp <b>", "index": 2, "clear_text": True},
     "element": {"index": 2, "text": "", "bbox": [20, 400, 520, 460]}},
    {"action": {"action_type": "keyboard_enter"}},
    {"action": {"action_type": "navigate_back"}, "dropped": "numb: the app did not respond"},
    {"action": {"action_type": "navigate_home"}},
    {"action": {"action_type": "wait"}},
    {"action": {"action_type": "ask_user", "text": "Which <category>?"}},
    {"action": {"action_type": "click", "x": 90000, "y": 5}, "invalid": "(90000, 5) is off the 540x1200 screen"},
    {"action": {"action_type": "invalid", "text": "unparseable <output>"}, "invalid": "model output unreadable"},
    {"action": {"action_type": "answer", "text": EVIL_ANSWER}},
    {"action": {"action_type": "status", "goal_status": "complete"}},
]


def _record(task, i=0, variant="", repeat=0, **kw):
    key = f"{task}_{i}" + (f"@{variant}" if variant else "") + (f"#{repeat}" if repeat else "")
    rec = {"task": task, "instance_id": i, "seed": 7, "category": "fa", "variant": variant, "repeat": repeat,
           "pudam": {"p": 1, "u": 2, "d": 3, "a": 4, "m": 1}, "evaluation": "state", "goal": "Do it.",
           "agent": "openai", "max_steps": 30, "outcome": "agent_done", "score": 1.0, "success": True, "steps": 0,
           "answer": "", "trajectory": [], "dialogue": [], "usage": dict(USAGE), "error": None, "verdict": {},
           "noise_plan": [], "noise": [], "rounds": [], "device_variant": {}, "started_at": 1_790_000_000.0,
           "duration_s": 12.5, "key": key, "no_result": False,
           "interaction": {"questions": 0, "first_question_step": None, "acted_before_asking": None}}
    rec.update(kw)
    return rec


def _png(path, colour=(250, 250, 250)):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    Image.new("RGB", SIZE, colour).save(path)


def _steps():
    return [{"step": n, "usage": dict(USAGE), "raw": EVIL_RAW if n == 1 else f"step {n} output", **s}
            for n, s in enumerate(STEPS)]


@pytest.fixture
def run_dir(tmp_path):
    """A crafted run: one episode with every kind of step, a no_result one whose key has
    @ and #, a repeat with a screenshot, and a scheduled episode that never ran."""
    d = tmp_path / "run"
    every = _record("ExpenseAddEverything", goal=EVIL_GOAL, answer=EVIL_ANSWER, steps=len(STEPS),
                    trajectory=_steps(),
                    dialogue=[{"role": "agent", "step": 13, "text": "Which <category>?"},
                              {"role": "user", "step": 13, "text": "Health & <Care>", "kind": "answer"}],
                    noise=[{"step": 10, "t": 1.5, "what": "fired", "kind": "numb", "args": {"seconds": 3}}],
                    noise_plan=[{"kind": "numb", "trigger": {"step": 10}, "args": {"seconds": 3}}],
                    rounds=[{"step": 17, "what": "verified", "round": 0, "score": 1.0}],
                    device_variant={"font_scale": {"wanted": 1.3, "read_back": 1.3}},
                    verdict={"verify_score": 1.0, "unexpected_changes": ["<row 3> changed"]})
    broken = _record("SetupFails", variant="zh", repeat=1, outcome="setup_error", score=None, success=False,
                     no_result=True, error=TRACEBACK, category="cf", usage={})
    repeat = _record("WifiOff", repeat=2, category="cf", outcome="step_budget", score=0.0, success=False, steps=1,
                     trajectory=[{"step": 0, "action": {"action_type": "navigate_home"}, "usage": dict(USAGE),
                                  "raw": None}])
    records = [every, broken, repeat]
    for r in records:
        results.append_record(str(d), r)
    for n in range(len(STEPS)):
        _png(str(d / "screenshots" / every["key"] / f"step_{n:03d}.png"))
    _png(str(d / "screenshots" / every["key"] / f"step_{len(STEPS):03d}.png"))  # observed, no action
    _png(str(d / "screenshots" / repeat["key"] / "step_000.png"))
    instances = [{"key": r["key"], "category": r["category"], "variant": r["variant"], "repeat": r["repeat"],
                  "pudam": r["pudam"], "noise": []} for r in records]
    instances.append({"key": "NeverRan_0", "category": "va", "variant": "", "repeat": 0,
                      "pudam": {"p": 1, "u": 1, "d": 1, "a": 1, "m": 1}, "noise": []})
    results.write_header(str(d), {
        "config": {"agent": "openai", "model": "qwen|<vl>", "suite": "venus", "seed": 30, "variants": [],
                   "noise": [], "repeats": 3, "n_task_combinations": 1, "user": "strict", "tasks": [],
                   "categories": []},
        "device": {"serial": "emulator-5554", "adb": "127.0.0.1:5037", "source": "builtin-simulator"},
        "started_at": 1_790_000_000.0, "git_revision": "abc123", "instances": instances,
        "agent_identity": {"agent_class": "x.Agent", "reference": False, "not_ranked": None}})
    write_report(str(d), "openai (qwen|<vl>)")
    return d


def _script(name):
    return _read(os.path.join(ROOT, "venus_tasks", "report", "templates", name))


def _read(path):
    return open(path, encoding="utf-8").read()


def _page(run_dir, key):
    return _read(os.path.join(run_dir, page_file(key)))


def test_pages_are_written_for_every_episode(run_dir):
    path = write_reports(str(run_dir))
    assert path == os.path.abspath(run_dir / "report.html")
    html = _read(path)
    for key in ("ExpenseAddEverything_0", "SetupFails_0@zh#1", "WifiOff_0#2"):
        assert os.path.exists(run_dir / page_file(key)), key
        assert f'href="{page_file(key)}"' in html
    assert "NeverRan_0" in html and "not_run" in html   # scheduled, no record: listed, no page
    assert not os.path.exists(run_dir / page_file("NeverRan_0"))
    assert (run_dir / "report.md").exists()


def test_links_between_pages_resolve_on_disk(run_dir):
    write_reports(str(run_dir))
    html = _read(run_dir / "report.html")
    hrefs = re.findall(r'href="(?!data:)([^"#][^"]*)"', html)
    assert hrefs
    for href in hrefs:
        assert "#" not in href and os.path.exists(run_dir / urllib.parse.unquote(href)), href
    for key in ("ExpenseAddEverything_0", "WifiOff_0#2"):
        page = _page(run_dir, key)
        for href in re.findall(r'href="(?!data:)([^"#][^"]*)"', page):
            path = urllib.parse.unquote(href.split("#", 1)[0])   # an anchor only after the path
            target = os.path.normpath(os.path.join(run_dir, "episodes", path))
            assert os.path.exists(target), (key, href)
    assert 'href="../screenshots/WifiOff_0%232/step_000.png"' in _page(run_dir, "WifiOff_0#2")


def test_page_names_are_safe_and_distinct():
    keys = ["Task_0", "Task_0@zh", "Task_0#1", "Task_0@zh#1", "Task_0-40zh", "Task_0@中"]
    stems = [page_stem(k) for k in keys]
    assert len(set(stems)) == len(keys)
    assert all(re.fullmatch(r"[A-Za-z0-9_-]+", s) for s in stems)
    assert page_file("Task_0@zh#1") == "episodes/Task_0-40zh-231.html"
    assert screenshot_href("Task_0@zh#1", 7) == "../screenshots/Task_0%40zh%231/step_007.png"


def test_summary_numbers_come_from_report_json(run_dir):
    write_reports(str(run_dir))
    report = json.loads(_read(run_dir / "report.json"))
    html = _read(run_dir / "report.html")
    strict = re.search(r'id="strict-sr">([^<]*)<', html)[1]
    assert strict == f"{report['scores']['total']:.1f}%"     # 1 of 3 scheduled plain episodes
    assert report["scores"]["total"] == 33.3
    assert "every scheduled episode" in html and "counts as not solved" in html
    assert "not_run 1" in html and "setup_error" in html   # no_result reasons; the zh episode's outcome
    assert "built-in simulated Android 13 device" in html and "abc123" in html
    assert "qwen|&lt;vl&gt;" in html
    assert "<svg" in html and "strict SR per category" in html
    assert "PUDAM" in html and "levels 3-4" in html   # a ranked run has leaderboard diagnostics


def test_episode_page_shows_every_step_with_its_thumbnail(run_dir):
    write_reports(str(run_dir))
    page = _page(run_dir, "ExpenseAddEverything_0")
    assert page.count('class="step"') == len(STEPS) + 1          # + the last observation, no action
    assert page.count('src="data:image/jpeg;base64,') == len(STEPS) + 1
    assert 'href="../screenshots/ExpenseAddEverything_0/step_000.png"' in page
    assert "no action: the episode ended here" in page
    for text in ("invalid: (90000, 5) is off the 540x1200 screen", "dropped: numb: the app did not respond",
                 "scroll down", "swipe (500, 600) left", "long_press (50, 1000)", "click element 3",
                 "font_scale", "verify_score", "Health &amp; &lt;Care&gt;", "fired", "verified", "1200 prompt"):
        assert text in page, text
    thumb = re.search(r'src="data:image/jpeg;base64,([^"]+)"', page)[1]
    with Image.open(io.BytesIO(base64.b64decode(thumb))) as im:
        assert im.format == "JPEG" and im.width == 360
    assert len(thumb) < 40_000


def test_html_special_characters_are_escaped(run_dir):
    write_reports(str(run_dir))
    pages = [_read(run_dir / "report.html")] + [_page(run_dir, k) for k in
                                                 ("ExpenseAddEverything_0", "SetupFails_0@zh#1", "WifiOff_0#2")]
    for page in pages:
        assert "<img src=x" not in page and "<b>42" not in page
        # the one script is the viewer's own, and the page's CSP allows exactly it, by its hash
        assert page.count("<script") == 1
        own = re.search(r"<script>(.*?)</script>", page, re.S)[1]
        assert own in (_script("_report.js"), _script("_episode.js"))
        digest = base64.b64encode(hashlib.sha256(own.encode()).digest()).decode()
        csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)[1]
        assert [d for d in csp.split("; ") if d.startswith("script-src")] == [f"script-src 'sha256-{digest}'"]
    every = pages[1]
    assert "Add &lt;img src=x onerror=alert(1)&gt; &amp; &#34;quoted&#34;" in every
    assert "&lt;script&gt;alert(&#39;raw&#39;)&lt;/script&gt;" in every
    assert "&lt;b&gt;42&lt;/b&gt; &amp; &lt;i&gt;done&lt;/i&gt;" in every
    assert "Save &lt;now&gt;" in every and "&lt;row 3&gt; changed" in every
    assert "Content-Security-Policy" in every                    # and no script would run anyway
    md_text = _read(run_dir / "report.md")
    assert "qwen\\|\\<vl\\>" in md_text and "<vl>" not in md_text


def test_no_result_episode_shows_the_exception_first(run_dir):
    write_reports(str(run_dir))
    page = _page(run_dir, "SetupFails_0@zh#1")
    assert '<div class="first">RuntimeError: device &lt;gone&gt; &amp; lost</div>' in page
    assert "<details><summary>full error</summary><pre>Traceback (most recent call last):" in page
    assert "no result (counts as not solved)" in page and "no steps and no screenshots" in page


def test_error_headline():
    assert error_headline(TRACEBACK) == "RuntimeError: device <gone> & lost"
    chained = TRACEBACK + "\nDuring handling of the above exception, another exception occurred:\n\n" \
        + TRACEBACK.replace("RuntimeError: device <gone> & lost", "ValueError: second")
    assert error_headline(chained) == "ValueError: second"
    assert error_headline("\nend_episode failed:\n" + TRACEBACK) == "end_episode failed:"
    assert error_headline(None) == "" and error_headline("") == ""


def test_report_md_holds_the_summary_and_tables(run_dir):
    write_reports(str(run_dir))
    text = _read(run_dir / "report.md")
    assert "[report.html](report.html)" in text
    assert "**Strict SR: 33.3%** (1 solved of 3 scheduled episodes)" in text
    assert "| **TOTAL** |" in text and "| FA | function assistance |" in text
    assert "## Per task" in text and "ExpenseAddEverything" in text
    assert "[SetupFails_0@zh#1](episodes/SetupFails_0-40zh-231.html)" in text
    assert "TT" in text and "## PUDAM diagnostics" in text


def test_markdown_cells_are_escaped():
    assert md("a|b\n<c> `d` *e* [f](g)") == "a\\|b \\<c\\> \\`d\\` \\*e\\* \\[f\\](g)"
    assert md(None) == "" and md("Task_0") == "Task_0"


def test_action_overlays_are_drawn():
    def coloured(im, x, y):
        r, g, b = im.getpixel((x, y))
        return not (r > 240 and g > 240 and b > 240)

    blank = lambda: Image.new("RGB", (300, 600), (255, 255, 255))  # noqa: E731
    im = blank()
    draw_action(im, {"action": {"action_type": "click", "x": 200, "y": 400}}, 0.5)
    assert coloured(im, 100 + 9, 200) and coloured(im, 100, 200) and not coloured(im, 10, 10)
    im = blank()
    draw_action(im, {"action": {"action_type": "click", "index": 1}, "element": {"bbox": [40, 80, 240, 160]}}, 0.5)
    assert coloured(im, 20, 60) and coloured(im, 70, 60)   # box corner (20, 40..80), centre tap (70, 60)
    assert coloured(im, 20, 40)
    im = blank()
    draw_action(im, {"action": {"action_type": "scroll", "direction": "down"}}, 1.0)
    assert coloured(im, 150, 300) and coloured(im, 150, 300 + 80) and not coloured(im, 150, 250)
    im = blank()
    draw_action(im, {"action": {"action_type": "input_text", "text": "hello"}}, 1.0)
    assert coloured(im, 4, 590)     # the banner at the bottom
    im = blank()
    draw_action(im, {"action": {"action_type": "click", "x": "bad"}, "element": {"bbox": [1, 2]}}, 1.0)
    assert im.getcolors() == [(300 * 600, (255, 255, 255))]   # nothing drawn from malformed fields


def test_without_screenshots_the_steps_are_still_shown(run_dir):
    import shutil

    shutil.rmtree(run_dir / "screenshots")
    write_reports(str(run_dir))
    page = _page(run_dir, "ExpenseAddEverything_0")
    assert page.count('class="step"') == len(STEPS) and "data:image" not in page
    assert "no screenshot saved" in page


def test_report_json_keys_may_be_missing_or_new(run_dir):
    (run_dir / "report.json").write_text(json.dumps({"episodes": 3, "dialogue_metrics": {"ask_rate": 12.5},
                                                     "tasks": {"ExpenseAddEverything": {"episodes": 1,
                                                                                         "custom": "<x>"}}}))
    write_reports(str(run_dir))
    html = _read(run_dir / "report.html")
    assert "dialogue_metrics" in html and "ask_rate" in html and "12.5" in html
    assert "&lt;x&gt;" in html and "derived from" not in html   # report.json's own per-task table
    (run_dir / "report.json").write_text("{}")
    write_reports(str(run_dir))
    html = _read(run_dir / "report.html")
    assert "derived from" in html and "WifiOff" in html          # rows derived from the records
    assert "report.json has no cost" in html


def test_missing_report_json_is_built_from_the_records(run_dir):
    os.remove(run_dir / "report.json")
    write_reports(str(run_dir))
    assert json.loads(_read(run_dir / "report.json"))["episodes"] == 3   # the plain instances


def test_episode_pages_are_rebuilt_only_when_their_inputs_change(run_dir):
    write_reports(str(run_dir))
    run = load_run(str(run_dir))
    assert write_episode_pages(run) == []
    results.append_record(str(run_dir), _record("Later", category="va"))
    written = write_episode_pages(load_run(str(run_dir)))
    assert sorted(os.path.basename(p) for p in written) == ["Later_0.html", page_stem("WifiOff_0#2") + ".html"]


def test_refresh_metrics_rewrites_report_json(run_dir):
    (run_dir / "report.json").write_text(json.dumps({"episodes": 99}))
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", "--refresh_metrics", str(run_dir)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(_read(run_dir / "report.json"))["episodes"] == 3


def test_not_a_run_directory(tmp_path):
    with pytest.raises(NotARunDirError, match="not a run directory"):
        write_reports(str(tmp_path))
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", str(tmp_path / "nope")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "is not a directory" in proc.stderr and not proc.stdout


def test_the_command_rebuilds_and_prints_the_path(run_dir):
    proc = subprocess.run([sys.executable, "-m", "venus_tasks.report", str(run_dir)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == os.path.abspath(run_dir / "report.html")


# --------------------------------------------------------------------------- the runner's call
def _run_suite(device, out_dir):
    from venus_tasks.devices import Lease
    from venus_tasks.suite_runner import RunConfig, run_suite

    @contextlib.contextmanager
    def lease(serial, host, port):
        yield Lease(device, "given")

    out = io.StringIO()
    report = run_suite(RunConfig(output_dir=str(out_dir), tasks=("RefusalSettingsSwitchAlready",),
                                 save_screenshots=False), out=out, lease=lease)
    return report, out.getvalue()


def test_the_runner_writes_the_report(ready_device, tmp_path):
    report, printed = _run_suite(ready_device, tmp_path / "run")
    assert report["successes"] == 1
    assert f"venus: report {tmp_path / 'run' / 'report.html'}" in printed
    # no silence after the last episode: the pages announce themselves and count up
    assert "venus: writing the report (1 episode page)\nvenus: report pages 1/1\n" in printed
    assert (tmp_path / "run" / page_file("RefusalSettingsSwitchAlready_0")).exists()


def test_a_report_failure_does_not_lose_the_run(ready_device, tmp_path, monkeypatch):
    import venus_tasks.report

    def broken(run_dir, report=None, progress=None):
        raise RuntimeError("template <boom>")

    monkeypatch.setattr(venus_tasks.report, "write_reports", broken)
    report, printed = _run_suite(ready_device, tmp_path / "run")
    assert report["successes"] == 1 and (tmp_path / "run" / "report.json").exists()
    assert "venus: report.html not written (RuntimeError: template <boom>)" in printed
    assert "TOTAL" in printed


def test_episodes_with_more_than_one_answer_are_counted_in_the_reports(run_dir):
    """Only the last answer is scored (AndroidWorld), so report.md and report.html say how
    many episodes wrote more than one (issue 25)."""
    report = json.loads(_read(run_dir / "report.json"))
    assert report["multiple_answers"] == 0
    write_reports(str(run_dir))
    assert "more than one answer" not in _read(run_dir / "report.md")
    (run_dir / "report.json").write_text(json.dumps({**report, "multiple_answers": 2}))
    write_reports(str(run_dir))
    line = "2 episode(s) wrote more than one answer; only the last one is scored"
    assert line in _read(run_dir / "report.md") and line in _read(run_dir / "report.html")
