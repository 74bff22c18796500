"""The report as a viewer (issue 30, deliverable 4), on crafted run directories: the episode
index's data and filters, the prompt beside each reply (openai and http agents), the
results row in Markdown and LaTeX, the suite's own sections and readable report.json
blocks. The browser side is in test_report_browser.py."""

import json
import os
import re

import numpy as np
import pytest

from tests.report_runs import SYSTEM, make_run, record
from venus_tasks.report import write_reports
from venus_tasks.report.index import episode_index, facets, failure_reason
from venus_tasks.report.names import page_file
from venus_tasks.report.prompts import split_raw
from venus_tasks.report.results_row import latex_escape, results_row
from venus_tasks.report.tree import md_lines, node

CLICK = {"action_type": "click", "x": 270, "y": 600}
DONE = {"action_type": "status", "goal_status": "complete"}


def _read(path):
    return open(path, encoding="utf-8").read()


@pytest.fixture
def mixed_run(tmp_path):
    """Seven episodes, one of each way to end, and one scheduled episode that never ran."""
    records = [
        record("ExpenseAdd", category="fa", actions=[CLICK, DONE]),
        record("WifiOff", category="cf", success=False, actions=[CLICK, DONE]),
        record("WifiOff", 1, category="cf", success=False, outcome="step_budget", actions=[CLICK] * 3),
        record("NoteEdit", category="cf", success=False, score=0.0, actions=[DONE],
               verdict={"verify_score": 1.0, "unexpected_changes": ["settings.system.screen_brightness"]}),
        record("Brightness", category="va", success=False, score=0.5, actions=[DONE],
               noise_plan=[{"kind": "call", "trigger": {"step": 0}}, {"kind": "popup", "trigger": {"step": 1}}]),
        record("SetupFails", category="va", success=False, variant="zh", outcome="setup_error", score=None,
               no_result=True, error="RuntimeError: device gone"),
        record("Infeasible", category="cf", success=False, outcome="agent_infeasible", actions=[
            {"action_type": "status", "goal_status": "infeasible"}]),
    ]
    never = {"key": "NeverRan_0", "category": "mr", "variant": "", "repeat": 0,
             "pudam": {"p": 1, "u": 1, "d": 1, "a": 1, "m": 1}, "noise": []}
    return make_run(tmp_path / "run", records, extra_instances=[never])


def test_failure_reasons_name_why_an_episode_was_not_solved():
    assert failure_reason({"success": True, "outcome": "agent_done"}) == ""
    assert failure_reason({"outcome": "device_error", "no_result": True}) == "no result: device_error"
    assert failure_reason({"outcome": "not_run", "no_result": True}) == "not run"
    assert failure_reason({"outcome": "step_budget", "score": 0.0}) == "step budget ran out"
    assert failure_reason({"outcome": "agent_crash", "score": 0.0}) == "agent crashed"
    assert failure_reason({"outcome": "round_failed", "score": 0.0}) == "a round did not verify"
    assert failure_reason({"outcome": "agent_done", "score": 0.0,
                           "verdict": {"unexpected_changes": ["x"]}}) == "unexpected changes"
    assert failure_reason({"outcome": "agent_done", "score": 0.5}) == "partial credit"
    assert failure_reason({"outcome": "agent_done", "score": 0.0}) == "verifier: goal not met"
    assert failure_reason({"outcome": "agent_infeasible", "score": 0.0}) == "verifier: goal not met (ended infeasible)"


def test_index_rows_carry_every_facet(mixed_run):
    from venus_tasks import results

    header = results.read_header(mixed_run)
    rows = {r["key"]: r for r in episode_index(results.read_records(mixed_run), header["instances"])}
    assert len(rows) == 8
    assert (rows["ExpenseAdd_0"]["result"], rows["ExpenseAdd_0"]["reason"]) == ("success", "")
    assert (rows["WifiOff_0"]["category"], rows["WifiOff_0"]["result"], rows["WifiOff_0"]["reason"]) == \
        ("cf", "failure", "verifier: goal not met")
    assert rows["WifiOff_1"]["reason"] == "step budget ran out" and rows["WifiOff_1"]["steps"] == 3
    assert rows["NoteEdit_0"]["reason"] == "unexpected changes"
    assert rows["Brightness_0"]["reason"] == "partial credit" and rows["Brightness_0"]["noise"] == "call, popup"
    assert rows["SetupFails_0@zh"]["variant"] == "zh" and rows["SetupFails_0@zh"]["result"] == "no result"
    assert rows["SetupFails_0@zh"]["reason"] == "no result: setup_error"
    assert rows["NeverRan_0"]["outcome"] == "not_run" and rows["NeverRan_0"]["href"] is None
    assert rows["NeverRan_0"]["category"] == "mr" and rows["WifiOff_0"]["tokens"] == 30
    by_field = {f["field"]: dict(f["values"]) for f in facets(rows.values())}
    assert by_field["category"] == {"cf": 4, "fa": 1, "mr": 1, "va": 2}
    assert by_field["result"] == {"success": 1, "failure": 5, "no result": 2}
    assert by_field["noise"] == {"none": 7, "call, popup": 1}
    assert by_field["variant"] == {"original": 7, "zh": 1}
    assert "" not in by_field["reason"] and by_field["reason"]["verifier: goal not met"] == 1


def test_index_table_has_the_data_the_filters_use_and_degrades_to_the_full_table(mixed_run):
    write_reports(mixed_run)
    html = _read(os.path.join(mixed_run, "report.html"))
    table = html[html.index('id="episode-table"'):html.index("</table>", html.index('id="episode-table"'))]
    rows = re.findall(r"<tr data-key=\"([^\"]+)\"([^>]*)>", table)
    assert len(rows) == 8                                   # every episode, visible without script
    attrs = dict(rows)['WifiOff_1']
    assert 'data-category="cf"' in attrs and 'data-result="failure"' in attrs
    assert 'data-reason="step budget ran out"' in attrs and 'data-outcome="step_budget"' in attrs
    assert 'data-variant="original"' in attrs and 'data-noise="none"' in attrs
    # the filters are hidden until the script shows them: without script no dead controls
    form = re.search(r'<form id="episode-filter" class="filters" hidden>(.*?)</form>', html, re.S)[1]
    for facet in ("category", "task", "result", "outcome", "variant", "noise", "reason"):
        assert f'data-facet="{facet}"' in form, facet
    assert '<option value="cf">cf (4)</option>' in form
    assert '<option value="step budget ran out">step budget ran out (1)</option>' in form
    assert 'data-v="3"' in table                           # steps, for numeric sorting


def test_prompt_is_shown_beside_each_reply(tmp_path):
    run = make_run(tmp_path / "run", [record("ExpenseAdd", goal="Add <lamp> & go", actions=[CLICK, CLICK, DONE])])
    write_reports(run)
    page = _read(os.path.join(run, page_file("ExpenseAdd_0")))
    # the system prompt once, at the first step; later steps refer to it
    assert page.count(SYSTEM) == 1
    assert page.count('the same as at <a href="#step-0">step 0</a>') == 2
    # the user message's text, escaped, and the image it referenced: the step's screenshot
    assert "Task: Add &lt;lamp&gt; &amp; go\nStep 1." in page
    assert ('<a class="prompt-image" href="../screenshots/ExpenseAdd_0/step_001.png">image: this step&#39;s '
            "screenshot (540x1200 png)</a>") in page
    # the reply beside it, and nothing of the raw dict dumped as JSON
    assert re.search(r'<h4>model reply</h4>\s*<pre class="raw">Action: \{&#34;action_type&#34;: &#34;click&#34;',
                     page)
    assert "&#34;prompt&#34;" not in page and "&#34;role&#34;" not in page and "base64,AAAA" not in page
    assert "finish_reason" in page                        # the call's metadata, in its own table


def test_raw_shapes_of_the_agents():
    openai_like = {"reply": "Action: x", "prompt": [{"role": "user", "content": "hi"}],
                   "calls": [{"reply": "Action: x", "attempts": 2}], "format": "json"}
    got = split_raw(openai_like)
    assert got["reply"] == "Action: x" and got["prompt"] == [{"role": "user", "content": "hi"}]
    assert got["meta"] == {"calls": [{"attempts": 2}], "format": "json"} and got["transport"] == {}
    pushed = split_raw({"http_status": 200, "attempts": 1, "raw": openai_like})
    assert pushed["prompt"] == openai_like["prompt"] and pushed["transport"] == {"http_status": 200, "attempts": 1}
    pulled = split_raw({"posted": True, "raw": "plain text"})
    assert pulled["reply"] == "plain text" and pulled["transport"] == {"posted": True}
    failed = split_raw({"http_status": 500, "attempts": 3, "error": "HTTP 500", "body": "x"})
    assert failed["reply"] is None and failed["transport"]["error"] == "HTTP 500"
    assert split_raw([1, 2])["meta"] == {"raw": [1, 2]}


def test_prompt_of_an_openai_agent_served_over_http_reaches_the_viewer(screenshot_1080):
    """``--agent http`` in front of ``python -m venus_tasks.agents.http_server --agent
    openai``: the served agent's raw (with its prompt) comes back in the step's raw."""
    from tests.agents.fake_openai_server import FakeOpenAIServer
    from venus_tasks.agents import AgentConfig
    from venus_tasks.agents.http_agent import HttpAgent
    from venus_tasks.agents.http_server import serve
    from venus_tasks.agents.openai_agent import OpenAIAgent
    from venus_tasks.env.observation import Observation

    model = FakeOpenAIServer().start()
    try:
        model.reply('Reason: open it.\nAction: {"action_type": "open_app", "app_name": "Settings"}')
        served = OpenAIAgent(AgentConfig(model="m", base_url=model.base_url))
        with serve(served) as server:
            agent = HttpAgent(AgentConfig(base_url=server.url))
            agent.reset("Turn off Wi-Fi.")
            out = agent.step(Observation(step=0, screenshot=screenshot_1080, ui_elements=(),
                                         foreground=None, user_messages=()))
            agent.close()
    finally:
        model.stop()
    got = split_raw(out.raw)
    assert got["transport"]["http_status"] == 200
    assert got["reply"].startswith("Reason: open it.")
    roles = [m["role"] for m in got["prompt"]]
    assert roles == ["system", "user"]
    user = got["prompt"][1]["content"]
    assert "Turn off Wi-Fi." in user[0]["text"]
    assert user[1] == {"type": "image_url", "image_url": {"url": "<this step's screenshot (1080x2400 png)>"}}
    assert "base64" not in json.dumps(out.raw)


@pytest.fixture
def screenshot_1080():
    img = np.zeros((2400, 1080, 3), dtype=np.uint8)
    img[:200, :, 0] = 200
    return img


LEADERBOARD_REPORT = {
    "categories": {"fa": {"episodes": 2, "successes": 1}, "cf": {"episodes": 1, "successes": 0},
                   "va": {"episodes": 0, "successes": 0}},
    "scores": {"fa": 50.0, "cf": 0.0, "va": None, "total": 33.3},
    "leaderboard": {"name": "qwen_7b & co", "scores": {"fa": 50.0, "cf": 0.0, "va": None, "mr": None, "gsa": None,
                                                        "guim": None, "hgb": None, "nr": None, "bc": None,
                                                        "total": 33.3},
                    "stability": {"original": 33.3, "spr": 25.0}, "cost": {"tt_k": 1.2, "pt": 40.0},
                    "diagnostics": {}},
}


def test_results_row_in_markdown_and_latex():
    row = results_row(LEADERBOARD_REPORT, "venus", "qwen_7b & co")
    assert row["markdown"] == (
        "| Model | FA | CF | VA | MR | GSA | GUIM | HGB | NR | BC | Total | SPR | TT (k) | PT |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        "| qwen_7b & co | 50.0 | 0.0 | - | - | - | - | - | - | - | 33.3 | 25.0 | 1.2 | 40.0 |")
    assert row["latex"] == (
        "% Model & FA & CF & VA & MR & GSA & GUIM & HGB & NR & BC & Total & SPR & TT (k) & PT \\\\\n"
        "qwen\\_7b \\& co & 50.0 & 0.0 & -- & -- & -- & -- & -- & -- & -- & 33.3 & 25.0 & 1.2 & 40.0 \\\\")
    assert row["source"] == "report.json leaderboard entry" and row["note"] is None


def test_results_row_of_another_suite_and_of_a_run_without_entry():
    report = {**LEADERBOARD_REPORT, "leaderboard": None, "not_ranked": "reference agent",
              "cost": {"tt_k": 0.0, "pt": 0.0, "null_reason": "the agent reported no token usage"}}
    row = results_row(report, "ambiguity", "oracle")
    assert row["columns"] == ["Model", "FA", "CF", "Total", "TT (k)", "PT"]      # only what the suite ran
    assert row["values"] == ["oracle", "50.0", "0.0", "33.3", "-", "-"]         # unknown cost is no 0
    assert row["source"] == "report.json scores (no leaderboard entry: reference agent)"
    assert row["note"] == "cost: the agent reported no token usage"
    assert latex_escape("a_b 100% {x} #1 $ ~ ^ \\ <|>") == (
        "a\\_b 100\\% \\{x\\} \\#1 \\$ \\textasciitilde{} \\textasciicircum{} \\textbackslash{} "
        "\\textless{}\\textbar{}\\textgreater{}")


def test_results_row_is_on_both_pages(mixed_run):
    write_reports(mixed_run)
    html = _read(os.path.join(mixed_run, "report.html"))
    md = _read(os.path.join(mixed_run, "report.md"))
    board = json.loads(_read(os.path.join(mixed_run, "report.json")))["leaderboard"]
    assert board["scores"]["total"] == 14.3                  # 1 of 7 plain scheduled episodes
    cost = f"{board['cost']['tt_k']:.1f} | {board['cost']['pt']:.1f}"
    line = f"| openai (m) | 100.0 | 0.0 | 0.0 | 0.0 | - | - | - | - | - | 14.3 | {cost} |"
    assert re.search(r'<pre class="copyable" id="row-md">\| Model \| FA \| CF [^\n]*\n[^\n]*\n' + re.escape(line) + "</pre>",
                     html)
    assert 'id="row-latex">% Model &amp; FA' in html
    assert line in md
    assert "per step).\n\n| Model | FA |" in md                  # a table starts after a blank line
    assert "```latex\n% Model & FA & CF" in md


def _hand_report(tmp_path, report, suite):
    """A run directory whose report.json is written by hand (the pages show it as it is)."""
    run = make_run(tmp_path / suite, [record("AmbiTask_Ambiguous", category="va", actions=[DONE])], suite=suite)
    with open(os.path.join(run, "report.json"), "w", encoding="utf-8") as f:
        json.dump(report, f)
    write_reports(run)
    return _read(os.path.join(run, "report.html")), _read(os.path.join(run, "report.md"))


NINE = {c: {"episodes": 0, "successes": 0} for c in ("fa", "cf", "va", "mr", "gsa", "guim", "hgb", "nr", "bc")}


def test_ambiguity_runs_show_clarity_levels_and_interaction_first(tmp_path):
    level = {"episodes": 2, "requirements": {"rcr": 83.3, "tsr": 50.0, "classes": {"partial": 1}}, "ask_rate": 100.0,
             "dcr": {"rate": 75.0, "violations": {"repetitive": 1}}, "igr": {"rate": 66.7},
             "etr": {"early_rate": 50.0, "late_rate": 0.0}, "ask_match": {"rate": 50.0}, "match_only": {"rate": 50.0}}
    report = {"episodes": 2, "successes": 1, "categories": {**NINE, "va": {"episodes": 2, "successes": 1}},
              "scores": {"va": 50.0, "total": 50.0}, "clarity": {"levels": {"ambiguous": level}},
              "interaction": {"dialogue_episodes": 2, "asked": 2, "ask_rate": 100.0,
                              "acted_without_asking": {"episodes": 0, "of": 2, "rate": 0.0},
                              "ask_match": {"episodes": 1, "of": 2, "rate": 50.0},
                              "match_only": {"episodes": 1, "of": 2, "rate": 50.0},
                              "dcr": {"rate": 75.0, "turns": 4, "compliant": 3}, "igr": {"rate": None, "episodes": 0},
                              "null_reasons": {"igr": "no record lists its gap"}},
              "requirements": {"episodes": 2, "rcr": 83.3, "tsr": 50.0, "classes": {"success": 1},
                               "judged_requirements": {"satisfied": 5, "total": 6}},
              "termination": {"episodes": 2, "early": {"episodes": 1, "rate": 50.0}, "budget": {"episodes": 0,
                                                                                                   "rate": 0.0}}}
    html, md = _hand_report(tmp_path, report, "ambiguity")
    assert html.index('id="clarity"') < html.index('id="interaction"') < html.index('id="categories"')
    categories = html[html.index('id="categories"'):html.index('id="leaderboard"')]
    assert "vague instruction" in categories
    for name in ("function assistance", "conflict", "multi-round", "browsecomp-like"):
        assert name not in categories, name                # no empty VenusBench rows
    interaction = html[html.index('id="interaction-table"'):html.index("</table>", html.index('id="interaction-table"'))]
    for metric, value, count in (("RCR", "83.3", "5 of 6 requirements"), ("TSR", "50.0", "1 of 2"),
                                 ("DCR", "75.0", "3 of 4 turns compliant"), ("Ask+Match", "50.0", "1 of 2"),
                                 ("ETR early", "50.0", "1 of 2")):
        assert re.search(rf"<td>{re.escape(metric)}</td><td class=\"n\">{value}</td><td>{count}</td>", interaction), \
            metric
    assert "(null: no record lists its gap)" in interaction    # IGR: null, with its reason
    assert md.index("## Clarity levels") < md.index("## Interaction") < md.index("## SR per category")
    assert "| ambiguous | 2 | 83.3 | 50.0 | 1 | 100.0 | 50.0 | 50.0 | 75.0 | repetitive 1 | 66.7 | 50.0 | 0.0 |" in md
    assert "| FA |" not in md


def test_mid_probe_runs_show_the_probe_table_first(tmp_path):
    block = {"steps": 4, "ask_match": 25.0, "match_only": 75.0, "gap": 50.0, "ask_rate": 50.0,
             "stages": {"detect_fail": {"n": 2}, "success": {"n": 1}, "ask_fail": {"n": 0}}}
    report = {"episodes": 6, "successes": 3, "scores": {"va": 50.0, "cf": 50.0, "total": 50.0},
              "categories": {**NINE, "va": {"episodes": 4, "successes": 2}, "cf": {"episodes": 2, "successes": 1}},
              "probe": {"ambiguous": block, "by_split": {"hard": block}, "by_type": {},
                        "clear": {"steps": 2, "match": 100.0, "ask_rate": 0.0}}}
    html, md = _hand_report(tmp_path, report, "mid_probe")
    assert html.index('id="probe"') < html.index('id="categories"')
    probe = html[html.index('id="probe-table"'):html.index("</table>", html.index('id="probe-table"'))]
    assert "<td>all ambiguous</td>" in probe and "detect_fail 2, success 1" in probe and "<td>clear</td>" in probe
    categories = html[html.index('id="categories"'):html.index('id="leaderboard"')]
    assert "<td>VA</td>" in categories and "<td>CF</td>" in categories and "<td>FA</td>" not in categories
    assert md.index("## Step-level probes") < md.index("## SR per category")
    assert "| CF |" in md and "| GSA |" not in md


def test_mid_diag_runs_show_the_diagnostics_table_first(tmp_path):
    from venus_tasks.metrics.diag import diag_metrics

    def rec(mode, cond, **d):
        return {"task": f"DiagX_0_s1_r_{mode}_{cond}", "no_result": False,
                "verdict": {"diag": {"mode": mode, "condition": cond, "asked": False, "matched": False,
                                     "label": None, **d}}}
    diag = diag_metrics([rec("action", "none", matched=True), rec("action", "ambiguous"),
                         rec("recognition", "ambiguous", label="ambiguous"), rec("recognition", "none"),
                         rec("action", "matched", matched=True), rec("action", "mismatched", matched=True)])
    report = {"episodes": 6, "successes": 2, "scores": {"va": 33.3, "total": 33.3},
              "categories": {**NINE, "va": {"episodes": 6, "successes": 2}}, "diag": diag}
    html, md = _hand_report(tmp_path, report, "mid_diag")
    assert html.index('id="diag"') < html.index('id="categories"')
    table = html[html.index('id="diag-table"'):html.index("</table>", html.index('id="diag-table"'))]
    assert "<td>recognition-action gap (points)</td><td class=\"n\">100.0</td>" in table
    assert "<td>action match, none instruction (4.3)</td><td class=\"n\">100.0</td><td>1 of 1</td>" in table
    assert md.index("## Diagnostics (MID-Bench section 4)") < md.index("## SR per category")
    assert "| empty instruction: asked (4.1) | 0.0 | 0 of 1 |" in md
    assert "more" not in html[html.index("<nav"):html.index("</nav>")]     # no unknown block left to extras


def test_venus_runs_list_all_nine_categories(mixed_run):
    write_reports(mixed_run)
    html = _read(os.path.join(mixed_run, "report.html"))
    categories = html[html.index('id="categories"'):html.index('id="leaderboard"')]
    assert len(re.findall(r"<tr( class=\"empty\")?><td>[A-Z]+</td>", categories)) == 9
    assert html.index('id="categories"') < html.index('id="cost"') and 'id="clarity"' not in html


def test_report_json_blocks_without_a_section_are_readable_tables(tmp_path):
    report = {"episodes": 1, "new_metric": {"by_level": {"easy": {"n": 3, "rate": 66.7}, "hard": {"n": 2, "rate": 0.0}},
                                            "counts": {"asked": 2, "answered": 1}, "kinds": ["a", "b"],
                                            "note": "what it means"}}
    html, md = _hand_report(tmp_path, report, "venus")
    more = html[html.index('id="more"'):html.index('id="episodes"')]
    assert re.search(r"<dt>by_level</dt><dd><table class=\"tree\"><tr><th></th><th>n</th><th>rate</th></tr>\s*"
                     r"<tr><td><strong>easy</strong></td><td class=\"n\">3</td><td class=\"n\">66.7</td></tr>", more)
    assert "<dt>counts</dt><dd>asked 2, answered 1</dd>" in more and "<dt>kinds</dt><dd>a, b</dd>" in more
    assert "{" not in more and "&#34;" not in more            # no raw JSON
    assert "### new\\_metric" not in md and "### new_metric" in md
    assert "- **by\\_level**" not in md and "- **by_level**\n  - easy: n 3, rate 66.7\n  - hard: n 2, rate 0" in md
    assert "- **counts**: asked 2, answered 1" in md


def test_tree_forms():
    assert node(None) == {"kind": "text", "text": "-", "long": False, "muted": True, "num": False}
    assert node({"a": 1, "b": 2.5})["kind"] == "inline" and node({"a": 1, "b": 2.5})["text"] == "a 1, b 2.5"
    table = node([{"x": 1}, {"x": 2, "y": "z"}])
    assert table["kind"] == "table" and table["head"] == ["x", "y"] and table["rows"][1][1]["text"] == "z"
    dl = node({"a": "text", "b": {"c": [1, 2]}})
    assert dl["kind"] == "dl" and [k for k, _ in dl["items"]] == ["a", "b"]
    assert md_lines({"a": "x|y", "b": [{"k": 1}]}) == ["- **a**: x\\|y", "- **b**", "  - k 1"]
