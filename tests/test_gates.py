"""Clarification gates (MID-Bench §6: PGC, SGC, LGC) around the OpenAI-compatible agent,
against a local OpenAI-compatible server (``tests/agents/fake_openai_server.py``) that
returns scripted samples and log-probabilities; threshold tuning; the run header."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from tests.agents.fake_openai_server import FakeOpenAIServer, _completion
from venus_tasks.agents import AgentConfig, make_agent
from venus_tasks.agents.base import Usage
from venus_tasks.agents.gates import load_thresholds, make_gate
from venus_tasks.agents.gates.__main__ import main as gates_main
from venus_tasks.agents.gates.ask import FALLBACK_QUESTION, QUESTION_PROMPT, ask_reply, clean_question
from venus_tasks.agents.gates.equivalence import action_class, bucket_px, class_counts, semantic_entropy
from venus_tasks.agents.gates.lgc import action_mean_logprob
from venus_tasks.agents.gates.pgc import CLARITY_PROMPT, read_verdict
from venus_tasks.agents.gates.tune import Point, best_threshold, read_validation
from venus_tasks.agents.parsers import get_parser
from venus_tasks.env import actions as A
from venus_tasks.env.observation import BoundingBox, Observation, UIElement
from venus_tasks.metrics.run_info import run_info
from venus_tasks.report.summary import metadata

GOAL = "Send a message to my friend."
SCREEN = (1080, 2400)
ELEMENTS = (
    UIElement(text="Alice", class_name="android.widget.TextView", bbox=BoundingBox(0, 400, 1080, 560),
              is_clickable=True),
    UIElement(text="Bob", class_name="android.widget.TextView", bbox=BoundingBox(0, 560, 1080, 720),
              is_clickable=True),
    UIElement(text="", class_name="android.widget.EditText", bbox=BoundingBox(0, 2200, 1080, 2300),
              is_clickable=True),
)
QUESTION = "Which friend should I message, Alice or Bob?"
CLICK_ALICE = 'Reason: Alice is a friend.\nAction: {"action_type": "click", "index": 0}'
CLICK_BOB = 'Reason: Bob is a friend.\nAction: {"action_type": "click", "index": 1}'


@pytest.fixture(scope="module")
def server():
    s = FakeOpenAIServer().start()
    yield s
    s.stop()


@pytest.fixture
def fake(server):
    server.requests.clear()
    server.respond_with(None)
    yield server
    assert server.pending == 0, "a scripted reply was not used"


def body(texts, logprobs=None, usage=(100, 10, 0)):
    """A completion body with one choice per text; ``logprobs[i]`` is a list of
    (token, logprob) for choice i (tokens must add up to the text)."""
    b = _completion(texts[0], usage=usage)
    b["choices"] = []
    for i, t in enumerate(texts):
        choice = {"index": i, "message": {"role": "assistant", "content": t}, "finish_reason": "stop"}
        if logprobs is not None:
            assert "".join(tok for tok, _ in logprobs[i]) == t
            choice["logprobs"] = {"content": [{"token": tok, "logprob": lp, "bytes": list(tok.encode()),
                                               "top_logprobs": []} for tok, lp in logprobs[i]]}
        b["choices"].append(choice)
    return b


def tokens(text, reason_lp, action_lp):
    """``text`` cut into tokens of 4 characters: those before ``Action:`` get
    ``reason_lp``, the others ``action_lp``."""
    cut = text.rfind("Action:")
    out, pos = [], 0
    while pos < len(text):
        tok = text[pos:pos + 4]
        out.append((tok, reason_lp if pos + len(tok) <= cut else action_lp))
        pos += len(tok)
    return out


def gated(server, gate, thresholds=None, fmt="json", attempts=1):
    cfg = AgentConfig(model="m", base_url=server.base_url, api_key="k", max_tokens=128,
                      extra=(("format", fmt), ("attempts", str(attempts)), ("backoff", "0")), gate=gate,
                      gate_thresholds=tuple((thresholds or {}).items()))
    agent = make_agent("openai", cfg)
    agent.reset(GOAL)
    return agent


def obs(step=0, user_messages=()):
    return Observation(step=step, screenshot=np.zeros((SCREEN[1], SCREEN[0], 3), dtype=np.uint8),
                       ui_elements=ELEMENTS, foreground="com.google.android.apps.messaging/.ui.ConversationListActivity",
                       user_messages=tuple(user_messages))


def system_of(b):
    return b["messages"][0]["content"]


# ----------------------------------------------------------------------------- equivalence
def test_equivalence_classes_and_entropy():
    assert bucket_px(SCREEN) == 120 and bucket_px((2400, 1080)) == 120
    tap_index = A.JSONAction(A.CLICK, index=1)
    tap_inside = A.JSONAction(A.CLICK, x=37, y=700)        # inside Bob's row
    tap_alice = A.JSONAction(A.CLICK, x=500, y=401)
    assert action_class(tap_index, SCREEN, ELEMENTS) == action_class(tap_inside, SCREEN, ELEMENTS)
    assert action_class(tap_alice, SCREEN, ELEMENTS) != action_class(tap_index, SCREEN, ELEMENTS)
    # without a UI tree: 120 px grid cells
    assert action_class(A.JSONAction(A.CLICK, x=121, y=10), SCREEN) == action_class(
        A.JSONAction(A.CLICK, x=239, y=119), SCREEN)
    assert action_class(A.JSONAction(A.CLICK, x=119, y=10), SCREEN) != action_class(
        A.JSONAction(A.CLICK, x=121, y=10), SCREEN)
    typed = [A.JSONAction(A.INPUT_TEXT, text="Molenstraat 5"), A.JSONAction(A.INPUT_TEXT, text=" molenstraat  5!")]
    assert class_counts(typed, SCREEN) == [2]
    assert class_counts([A.JSONAction(A.SCROLL, direction="down"), A.JSONAction(A.SCROLL, direction="up"),
                         A.ask_user("a?"), A.ask_user("b?")], SCREEN) == [2, 1, 1]
    assert semantic_entropy([5]) == 0.0
    assert semantic_entropy([1] * 5) == pytest.approx(math.log(5))
    assert semantic_entropy([3, 2]) == pytest.approx(-(0.6 * math.log(0.6) + 0.4 * math.log(0.4)))
    with pytest.raises(ValueError):
        semantic_entropy([])


@pytest.mark.parametrize("fmt", ["json", "qwen", "gui_owl", "mai_ui", "ui_venus"])
def test_ask_reply_parses_back_in_every_format(fmt):
    q = "Which 'Sam' — \"Sam Lee\" or C:\\Sam?"
    parsed = get_parser(fmt)(ask_reply(fmt, q), SCREEN, coords="absolute", image_size=SCREEN)
    assert parsed.action == A.ask_user(q)


def test_question_and_verdict_reading():
    assert clean_question('Question: "Which friend, Alice or Bob?"\nextra') == "Which friend, Alice or Bob?"
    assert clean_question("<think>hmm</think>\n\n  ") == FALLBACK_QUESTION
    assert [read_verdict(t) for t in ("No.", "yes, it is clear", "NOT clear", "否", "maybe", "")] == \
        [False, True, False, False, None, None]


# ----------------------------------------------------------------------------- LGC
def test_lgc_fires_on_low_logprob_action_and_not_on_a_confident_one(fake):
    agent = gated(fake, "lgc", {"lgc": -0.5})
    # unsure reasoning but a confident action: only the action's tokens count -> acts
    fake.raw(200, body([CLICK_ALICE], [tokens(CLICK_ALICE, -3.0, -0.05)], usage=(1000, 30, 0)))
    out = agent.step(obs())
    assert out.action == A.JSONAction(A.CLICK, index=0)
    g = out.raw["gate"]
    assert g["fired"] is False and g["score"] == pytest.approx(-0.05) and g["calls"] == 1
    assert fake.chat_bodies()[0]["logprobs"] is True
    assert out.usage == Usage(1000, 30, 0, "api")

    agent.reset(GOAL)
    fake.requests.clear()
    fake.raw(200, body([CLICK_BOB], [tokens(CLICK_BOB, -0.01, -1.2)], usage=(1000, 30, 0)))
    fake.raw(200, body([QUESTION], usage=(900, 12, 0)))
    out = agent.step(obs())
    assert out.action == A.ask_user(QUESTION)
    g = out.raw["gate"]
    assert g["fired"] and g["asked"] and g["score"] == pytest.approx(-1.2) and g["question"] == QUESTION
    assert g["baseline_reply"] == CLICK_BOB and g["calls"] == 2
    assert out.usage == Usage(1900, 42, 0, "api")     # the gate's calls are billed to the step
    question_req = fake.chat_bodies()[1]
    assert system_of(question_req) == QUESTION_PROMPT and question_req["temperature"] == 0.0
    # the agent itself remembers asking: its next request shows the question in the dialogue
    fake.reply(CLICK_BOB)
    out = agent.step(obs(1, user_messages=("Bob.",)))
    assert out.action == A.JSONAction(A.CLICK, index=1) and out.raw["gate"] == {
        "gate": "lgc", "skipped": "ask budget spent"}     # single round trip: one question per episode
    text = fake.chat_bodies()[-1]["messages"][1]["content"][0]["text"]
    assert f"You asked the user: {QUESTION}\nUser: Bob." in text
    assert "logprobs" not in fake.chat_bodies()[-1]
    agent.close()


def test_lgc_without_logprobs_does_not_fire(fake):
    agent = gated(fake, "lgc")
    fake.reply(CLICK_ALICE)
    out = agent.step(obs())
    assert out.action.action_type == A.CLICK and out.raw["gate"]["score"] is None
    assert out.raw["gate"]["detail"]["why"] == "the server returned no logprobs"
    assert action_mean_logprob("abc", []) == (None, 0)
    agent.close()


# ----------------------------------------------------------------------------- SGC
def test_sgc_fires_on_high_entropy_samples_and_not_on_consistent_ones(fake):
    agent = gated(fake, "sgc", {"sgc": 0.6})
    # consistent: index 0 and a tap inside Alice's row are one class; 4+1 -> H = 0.500
    same = [CLICK_ALICE, CLICK_ALICE, 'Action: {"action_type": "click", "x": 540, "y": 480}', CLICK_ALICE, CLICK_BOB]
    fake.raw(200, body([CLICK_ALICE]))
    fake.raw(200, body(same))
    out = agent.step(obs())
    g = out.raw["gate"]
    assert out.action == A.JSONAction(A.CLICK, index=0)
    assert not g["fired"] and g["score"] == pytest.approx(0.500402, abs=1e-6)
    assert g["detail"]["class_sizes"] == [4, 1]
    sample_req = fake.chat_bodies()[1]
    assert sample_req["n"] == 5 and sample_req["temperature"] == 1.0
    assert sample_req["messages"] == fake.chat_bodies()[0]["messages"]

    # spread: 2 Alice, 2 Bob, 1 typed text -> H = 1.055 > 0.6; a server answering one choice
    # per call is topped up to k=5
    agent.reset(GOAL)
    fake.requests.clear()
    fake.raw(200, body([CLICK_ALICE]))
    fake.raw(200, body([CLICK_ALICE, CLICK_BOB, CLICK_BOB]))
    fake.raw(200, body(['Action: {"action_type": "input_text", "text": "hi", "index": 2}', CLICK_ALICE]))
    fake.raw(200, body([QUESTION]))
    out = agent.step(obs())
    g = out.raw["gate"]
    assert out.action == A.ask_user(QUESTION)
    assert g["fired"] and g["score"] == pytest.approx(1.05492, abs=1e-5) and g["detail"]["class_sizes"] == [2, 2, 1]
    assert [b.get("n") for b in fake.chat_bodies()] == [None, 5, 2, None]
    agent.close()


# ----------------------------------------------------------------------------- PGC
def test_pgc_fires_on_not_clear_and_not_on_clear(fake):
    agent = gated(fake, "pgc", fmt="qwen")
    fake.reply("No")
    fake.reply(QUESTION)
    out = agent.step(obs())
    assert out.action == A.ask_user(QUESTION)
    g = out.raw["gate"]
    assert g["fired"] and g["score"] == 1.0 and g["calls"] == 2 and "baseline_reply" not in g
    clarity, question = fake.chat_bodies()
    assert system_of(clarity) == CLARITY_PROMPT and system_of(question) == QUESTION_PROMPT
    assert clarity["messages"][1]["content"][0]["text"].startswith(f"Task: {GOAL}")

    agent.reset("Send 'hello' to Bob.")
    fake.requests.clear()
    fake.reply("Yes.")
    fake.reply('<tool_call>\n{"name": "mobile_use", "arguments": {"action": "system_button", "button": "Back"}}'
               '\n</tool_call>')
    out = agent.step(obs())
    assert out.action == A.JSONAction(A.NAVIGATE_BACK)
    assert out.raw["gate"]["fired"] is False and out.raw["gate"]["score"] == 0.0
    assert len(fake.chat_bodies()) == 2
    agent.close()


def test_a_budget_of_two_questions(fake):
    cfg = AgentConfig(model="m", base_url=fake.base_url, api_key="k", extra=(("attempts", "1"),),
                      gate="pgc", gate_max_asks=2)
    agent = make_agent("openai", cfg)
    agent.reset(GOAL)
    for step in range(2):
        fake.reply("no")
        fake.reply(QUESTION)
        assert agent.step(obs(step)).action == A.ask_user(QUESTION)
    fake.reply(CLICK_BOB)
    out = agent.step(obs(2))
    assert out.action.action_type == A.CLICK and out.raw["gate"]["skipped"] == "ask budget spent"
    assert agent.describe()["max_asks"] == 2
    agent.close()


def test_agent_own_question_stands(fake):
    agent = gated(fake, "lgc")
    own = 'Reason: unclear.\nAction: {"action_type": "ask_user", "text": "Alice or Bob?"}'
    fake.raw(200, body([own], [tokens(own, -2.0, -2.0)]))
    out = agent.step(obs())
    assert out.action == A.ask_user("Alice or Bob?")
    assert out.raw["gate"]["fired"] and out.raw["gate"]["agent_asked"] and not out.raw["gate"]["asked"]
    agent.close()


def test_gate_refuses_agents_it_cannot_wrap(fake):
    with pytest.raises(ValueError, match="reference agent"):
        make_agent("oracle", AgentConfig(gate="pgc"))
    with pytest.raises(ValueError, match="unknown gate 'sgx'.*did you mean 'sgc'"):
        make_agent("openai", AgentConfig(model="m", base_url=fake.base_url, gate="sgx"))


# ----------------------------------------------------------------------------- tuning
VALIDATION = [  # (gate, score, label): SGC entropies of k=5 samples, LGC mean logprobs
    ("sgc", 0.0, "act"), ("sgc", 0.500402, "act"), ("sgc", 0.500402, "ask"), ("sgc", 0.673012, "act"),
    ("sgc", 0.950271, "ask"), ("sgc", 1.05492, "ask"), ("sgc", 1.609438, "ask"), ("sgc", 0.0, "act"),
    ("lgc", -0.02, "act"), ("lgc", -0.10, "act"), ("lgc", -0.40, "ask"), ("lgc", -0.35, "act"),
    ("lgc", -0.90, "ask"), ("lgc", -1.50, "ask"), ("pgc", 1.0, "ask"),
]


def test_tune_picks_the_f1_best_threshold(tmp_path, capsys):
    path = tmp_path / "validation.jsonl"
    path.write_text("# scripted split\n" + "\n".join(
        json.dumps({"gate": g, "score": s, "label": lab, "id": f"p{i}"}) for i, (g, s, lab) in enumerate(VALIDATION))
        + "\n\n")
    out = tmp_path / "thresholds.json"
    assert gates_main(["tune", "--validation", str(path), "--out", str(out)]) == 0
    data = json.loads(out.read_text())
    # SGC: firing above (0.673012 + 0.950271) / 2 gives tp 3, fp 0, fn 1: F1 6/7 = 0.857; firing
    # above (0.500402 + 0.673012) / 2 adds a false ask (F1 0.75), above 0.25 F1 0.8
    assert data["thresholds"]["sgc"] == pytest.approx(0.8116415)
    assert data["tuned"]["sgc"]["f1"] == pytest.approx(6 / 7, abs=1e-6)
    assert (data["tuned"]["sgc"]["tp"], data["tuned"]["sgc"]["fp"], data["tuned"]["sgc"]["fn"]) == (3, 0, 1)
    # LGC: firing below -0.375 catches all 3 asks with no false one: F1 1.0
    assert data["thresholds"]["lgc"] == pytest.approx(-0.375) and data["tuned"]["lgc"]["f1"] == 1.0
    assert "pgc" not in data["thresholds"]    # verbalised yes/no: nothing to tune
    assert load_thresholds(str(out)) == {"sgc": pytest.approx(0.8116415), "lgc": -0.375}
    assert "sgc: threshold 0.811642" in capsys.readouterr().out
    assert make_gate("sgc", load_thresholds(str(out))).threshold == pytest.approx(0.8116415)
    pts = read_validation(str(path))
    assert len(pts) == len(VALIDATION) and pts[2] == Point("sgc", 0.500402, True, "p2")


def test_tune_and_load_reject_bad_input(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"gate": "sgc", "score": 0.5, "label": "maybe"}\n')
    assert gates_main(["tune", "--validation", str(bad), "--out", str(tmp_path / "t.json")]) == 2
    assert "line 1: label 'maybe' is not one of ask, act" in capsys.readouterr().err
    with pytest.raises(ValueError, match="no gold 'ask'"):
        best_threshold([Point("sgc", 0.1, False)], True)
    notfile = tmp_path / "t.json"
    notfile.write_text('{"sgc": 0.5}')
    with pytest.raises(ValueError, match="not a thresholds file"):
        load_thresholds(str(notfile))


# ----------------------------------------------------------------------------- run header
def test_run_header_names_the_gate_and_threshold():
    header = {"config": {"agent": "openai", "agent_config": {
        "model": "m", "gate": "sgc", "gate_thresholds": [["lgc", -0.375], ["sgc", 0.8116]],
        "gate_thresholds_file": "runs/thresholds.json"}}}
    info = run_info(header, [])
    assert info["gate"] == {"name": "sgc", "threshold": 0.8116, "thresholds": {"lgc": -0.375, "sgc": 0.8116},
                            "thresholds_source": "runs/thresholds.json", "max_asks": 1}
    assert ("clarification gate", "sgc, threshold 0.8116 (from runs/thresholds.json), at most 1 question(s) "
            "per episode") in metadata(header, [])
    header["config"]["agent_config"] = {"gate": "lgc", "gate_max_asks": 3}
    assert run_info(header, [])["gate"]["threshold"] == -0.5 and run_info(header, [])["gate"]["max_asks"] == 3
    assert ("clarification gate", "lgc, threshold -0.5 (built-in default), at most 3 question(s) per episode") \
        in metadata(header, [])
    header["config"]["agent_config"] = {}
    assert run_info(header, [])["gate"] is None and ("clarification gate", "none") in metadata(header, [])


def test_cli_flags_build_the_gated_agent_config(tmp_path):
    from absl.testing import flagsaver

    from venus_tasks import cli

    path = tmp_path / "t.json"
    path.write_text(json.dumps({"format": "venus-gate-thresholds/1", "thresholds": {"sgc": 0.81, "lgc": -0.4}}))
    with flagsaver.flagsaver():
        cli.FLAGS(["runner.py", "--agent=openai", "--model=m", "--gate=sgc", f"--gate_thresholds={path}",
                   "--gate_max_asks=2"])
        ac = cli.build_config().agent_config
        assert (ac.gate, ac.gate_thresholds, ac.gate_thresholds_file, ac.gate_max_asks) == (
            "sgc", (("lgc", -0.4), ("sgc", 0.81)), str(path), 2)
        cli.FLAGS(["runner.py", "--agent=openai", "--model=m", "--gate=", f"--gate_thresholds={path}"])
        with pytest.raises(ValueError, match="--gate_thresholds needs --gate"):
            cli.build_config()
        cli.FLAGS(["runner.py", "--agent=openai", "--model=m", "--gate=lgc",
                   f"--gate_thresholds={tmp_path / 'missing.json'}"])
        with pytest.raises(ValueError, match="missing.json: cannot read it"):
            cli.build_config()
        cli.FLAGS(["runner.py", "--agent=openai", "--model=m", "--gate=sgc", "--gate_thresholds=", "--gate_max_asks=0"])
        with pytest.raises(ValueError, match="--gate_max_asks must be at least 1"):
            cli.build_config()


def test_a_malformed_baseline_is_retried_gated(fake):
    agent = gated(fake, "lgc", {"lgc": -0.5}, attempts=2)
    fake.raw(200, {"id": "x", "object": "chat.completion", "created": 0, "model": "m", "choices": []})
    fake.raw(200, body([CLICK_BOB], [tokens(CLICK_BOB, -0.1, -2.0)]))
    fake.raw(200, body([QUESTION]))
    out = agent.step(obs())
    assert out.action == A.ask_user(QUESTION) and out.raw["gate"]["fired"]
    assert [("logprobs" in b) for b in fake.chat_bodies()] == [True, True, False]
    agent.close()


def test_a_run_from_before_the_gate_fields_resumes_and_a_gate_change_does_not(tmp_path):
    from venus_tasks.suite_runner import ResumeMismatchError, RunConfig, _check_resume

    config = RunConfig(output_dir=str(tmp_path), agent="openai", agent_config=AgentConfig(model="m"))
    old = json.loads(json.dumps(config.as_json()))
    for key in ("gate", "gate_thresholds", "gate_thresholds_file", "gate_max_asks"):
        del old["agent_config"][key]              # a header written before the gate existed
    (tmp_path / "header.json").write_text(json.dumps({"config": old, "agent_identity": {}}))
    assert _check_resume(config, {}) is not None
    gated_config = RunConfig(output_dir=str(tmp_path), agent="openai", agent_config=AgentConfig(model="m", gate="sgc"))
    with pytest.raises(ResumeMismatchError, match="agent_config"):
        _check_resume(gated_config, {})


def test_sgc_reads_sampled_coordinates_in_the_pixel_space_the_model_saw(fake):
    # qwen with max_pixels: the model sees a downscaled screenshot (about 560x1250), so its
    # point (270, 240) is (about 520, 460) on the screen: Alice's row (y 400..560)
    cfg = AgentConfig(model="m", base_url=fake.base_url, api_key="k", gate="sgc",
                      extra=(("format", "qwen"), ("attempts", "1"), ("max_pixels", "700000")))
    agent = make_agent("openai", cfg)
    agent.reset(GOAL)

    def tap(x, y):
        return ('<tool_call>\n{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [%d, %d]}}'
                '\n</tool_call>' % (x, y))

    fake.raw(200, body([tap(270, 240)]))
    fake.raw(200, body([tap(270, 240), tap(280, 250), tap(200, 215), tap(330, 270), tap(100, 260)]))
    out = agent.step(obs())
    g = out.raw["gate"]
    assert out.raw["image_size"][0] < 600
    assert out.action.action_type == A.CLICK and 400 <= out.action.y < 560
    assert not g["fired"] and g["score"] == 0.0 and g["detail"]["class_sizes"] == [5]
    agent.close()
