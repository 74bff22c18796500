"""The MLLM judge (verifiers/judge.py) and its agreement tool, through the real ``openai``
client against the local scripted server of ``tests/agents/fake_openai_server.py``."""

from __future__ import annotations

import base64
import io
import json
import time

import numpy as np
import pytest
from PIL import Image

from tests.agents.fake_openai_server import FakeOpenAIServer
from verifiers import judge_agreement as JA
from verifiers.judge import Judge, JudgeConfig, JudgeError, JudgeUsage, parse_reply
from verifiers.judge_cache import JudgeCache

GOAL = "How many expenses have I logged in Pro Expense?"
CRITERIA = ("The answer states that 7 expenses are logged.",)
ANSWER = "你一共记了7笔支出。"
# The shipped labelled set, counted by hand: 32 cases labelled true, 45 false.
N_TRUE, N_FALSE = 32, 45


class Sleeps(list):
    def __call__(self, seconds: float) -> None:
        self.append(seconds)


@pytest.fixture
def server(request):
    s = FakeOpenAIServer().start()
    request.addfinalizer(s.stop)
    return s


def make(server, sleeps=None, **kw) -> Judge:
    kw = {"model": "judge-model", "base_url": server.base_url, "api_key": "sk-judge", "backoff": 0.5, **kw}
    return Judge(JudgeConfig(**kw), sleep=sleeps if sleeps is not None else Sleeps())


def verdict_json(success: bool, rationale: str = "scripted") -> str:
    return json.dumps({"success": success, "rationale": rationale})


def user_text(body) -> str:
    return "\n".join(p["text"] for m in body["messages"] if m["role"] == "user"
                     for p in m["content"] if p["type"] == "text")


def images_of(body) -> list[Image.Image]:
    out = []
    for m in body["messages"]:
        for p in m["content"] if isinstance(m["content"], list) else ():
            if p["type"] == "image_url":
                head, b64 = p["image_url"]["url"].split(",", 1)
                assert head == "data:image/png;base64"
                out.append(Image.open(io.BytesIO(base64.b64decode(b64))))
    return out


# -- verdicts and the request -----------------------------------------------------------

def test_verdicts_true_and_false(server):
    server.reply(verdict_json(True, "states 7"), usage=(812, 41, 0))
    server.reply("```json\n" + verdict_json(False, "states 8") + "\n```")
    judge = make(server)
    yes = judge.decide(GOAL, CRITERIA, ANSWER)
    no = judge.decide(GOAL, CRITERIA, "你一共记了8笔支出。")
    assert (yes.success, yes.rationale, yes.model, yes.cached) == (True, "states 7", "judge-model", False)
    assert yes.usage == JudgeUsage(812, 41)
    assert (no.success, no.rationale, no.cached) == (False, "states 8", False)
    assert len(yes.prompt_hash) == 64 and yes.prompt_hash != no.prompt_hash
    assert json.loads(json.dumps(yes.record()))["usage"] == {"prompt_tokens": 812, "completion_tokens": 41}


def test_request_has_model_temperature_0_and_the_inputs(server):
    server.reply(verdict_json(True))
    make(server).decide(GOAL, ("The answer states that 7 expenses are logged.", "It names no other count."), ANSWER)
    (req,) = server.requests
    body = req["json"]
    assert body["model"] == "judge-model" and body["temperature"] == 0 and body["max_tokens"] == 512
    assert req["headers"]["authorization"] == "Bearer sk-judge"
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert '"success": true or false' in body["messages"][0]["content"]
    text = user_text(body)
    assert GOAL in text and "1. The answer states that 7 expenses are logged." in text
    assert "2. It names no other count." in text and json.dumps(ANSWER, ensure_ascii=False) in text
    assert "No screenshots are attached." in text and images_of(body) == []


def test_no_answer_is_said_so(server):
    server.reply(verdict_json(False))
    make(server).decide(GOAL, CRITERIA, "  ")
    assert "The agent gave no answer." in user_text(server.chat_bodies()[0])


def test_images_are_resized_to_the_pixel_budget(server):
    server.reply(verdict_json(True))
    big = np.zeros((2400, 1080, 3), np.uint8)
    big[:1200, :, 0] = 255
    small = np.full((100, 60, 4), 128, np.uint8)  # under the budget, alpha dropped: never upscaled
    judge = make(server, max_pixels=100_000)
    req = judge.build_request(GOAL, CRITERIA, ANSWER, [big, small])
    judge.decide(GOAL, CRITERIA, ANSWER, [big, small])
    sent = images_of(server.chat_bodies()[0])
    assert [im.size for im in sent] == list(req.image_sizes)
    (w, h), (w2, h2) = sent[0].size, sent[1].size
    assert w * h <= 100_000 and w * h > 95_000 and abs(h / w - 2400 / 1080) < 0.01
    assert (w2, h2) == (60, 100) and sent[1].mode == "RGB"
    assert "Screenshots attached: 2" in user_text(server.chat_bodies()[0])


@pytest.mark.parametrize("bad", [np.zeros((10, 10), np.uint8), np.zeros((10, 10, 3), np.float32),
                                 np.zeros((0, 10, 3), np.uint8), [[0, 0, 0]]])
def test_bad_image_is_a_value_error(server, bad):
    with pytest.raises(ValueError, match="uint8 RGB"):
        make(server).decide(GOAL, CRITERIA, ANSWER, [bad])
    assert server.requests == []


# -- inputs refused -----------------------------------------------------------------------

@pytest.mark.parametrize("goal, criteria", [
    ("Draw a {color} circle and leave the canvas on screen.", ("A circle is shown.",)),
    ("在 Settings 里把{setting:zh}打开。", ("It is on.",)),
    ("Draw a red circle.", ("The circle is {color}.",)),
])
def test_placeholder_left_in_goal_or_criterion_is_refused(server, goal, criteria):
    with pytest.raises(ValueError, match="placeholder"):
        make(server).decide(goal, criteria, "done")
    assert server.requests == []


@pytest.mark.parametrize("goal, criteria", [("", CRITERIA), (GOAL, ()), (GOAL, CRITERIA[0]), (GOAL, ("",))])
def test_missing_goal_or_criteria_is_refused(server, goal, criteria):
    with pytest.raises(ValueError):
        make(server).decide(goal, criteria, ANSWER)
    assert server.requests == []


def test_config_checks_and_hides_the_key():
    cfg = JudgeConfig(model="m", api_key="sk-secret")
    assert "sk-secret" not in repr(cfg) and cfg.base_url == "https://api.openai.com/v1"
    for bad in ({"model": ""}, {"model": "m", "base_url": "localhost:8000"}, {"model": "m", "attempts": 0},
                {"model": "m", "timeout": 0}, {"model": "m", "backoff": -1}, {"model": "m", "max_pixels": -1}):
        with pytest.raises(ValueError):
            JudgeConfig(**bad)


# -- cache ----------------------------------------------------------------------------------

def test_cache_hit_makes_no_request(server, tmp_path):
    server.reply(verdict_json(True, "states 7"), usage=(812, 41, 0))
    img = np.zeros((64, 32, 3), np.uint8)
    first = make(server, cache_dir=tmp_path).decide(GOAL, CRITERIA, ANSWER, [img])
    again = make(server, cache_dir=tmp_path).decide(GOAL, CRITERIA, ANSWER, [img])  # a new Judge: no global state
    assert len(server.requests) == 1
    assert not first.cached and again.cached
    assert (again.success, again.rationale, again.model, again.usage, again.prompt_hash) == \
           (True, "states 7", "judge-model", JudgeUsage(812, 41), first.prompt_hash)
    stored = JudgeCache(tmp_path).path(first.prompt_hash)
    text = stored.read_text(encoding="utf-8")
    assert "sk-judge" not in text and json.loads(text)["success"] is True and GOAL in json.loads(text)["prompt"]
    assert [p.name for p in stored.parent.iterdir()] == [stored.name]  # no temp file left

    other = img.copy()
    other[0, 0, 0] = 1
    server.reply(verdict_json(False))
    server.reply(verdict_json(False))
    server.reply(verdict_json(False))
    judge = make(server, cache_dir=tmp_path)
    assert not judge.decide(GOAL, CRITERIA, ANSWER, [other]).cached           # another image
    assert not judge.decide(GOAL, CRITERIA, ANSWER + " ").cached                # another answer
    assert not make(server, cache_dir=tmp_path, model="other-judge").decide(GOAL, CRITERIA, ANSWER, [img]).cached
    assert len(server.requests) == 4


@pytest.mark.parametrize("garbage", ["{not json", '{"version": 1, "success": "yes"}', "", "[]"])
def test_corrupt_cache_file_is_ignored_and_overwritten(server, tmp_path, garbage):
    judge = make(server, cache_dir=tmp_path)
    key = judge.build_request(GOAL, CRITERIA, ANSWER).key
    path = JudgeCache(tmp_path).path(key)
    path.parent.mkdir(parents=True)
    path.write_text(garbage)
    server.reply(verdict_json(True))
    v = judge.decide(GOAL, CRITERIA, ANSWER)
    assert not v.cached and len(server.requests) == 1
    assert json.loads(path.read_text())["success"] is True
    assert judge.decide(GOAL, CRITERIA, ANSWER).cached and len(server.requests) == 1


# -- failures ------------------------------------------------------------------------------

def test_500_then_success_is_retried(server):
    server.error(500)
    server.reply(verdict_json(True))
    sleeps = Sleeps()
    assert make(server, sleeps).decide(GOAL, CRITERIA, ANSWER).success is True
    assert len(server.requests) == 2 and sleeps == [0.5]


@pytest.mark.parametrize("status", [408, 429, 503])
def test_transient_statuses_are_retried(server, status):
    server.error(status)
    server.reply(verdict_json(False))
    assert make(server).decide(GOAL, CRITERIA, ANSWER).success is False
    assert len(server.requests) == 2


def test_a_200_whose_body_is_not_json_is_retried(server):
    """A proxy's page labelled application/json: the openai client's JSONDecodeError used
    to escape the judge's retries (the episode became verify_error without a retry)."""
    server.raw(200, b"<html>this is not json at all")
    server.reply(verdict_json(True))
    assert make(server).decide(GOAL, CRITERIA, ANSWER).success is True
    assert len(server.requests) == 2
    for _ in range(2):
        server.raw(200, b"<html>this is not json at all")
    with pytest.raises(JudgeError, match="after 2 attempt"):
        make(server, attempts=2).decide(GOAL, CRITERIA, ANSWER)


def test_500_every_time_raises_after_attempts(server):
    server.error(500, times=3)
    sleeps = Sleeps()
    with pytest.raises(JudgeError) as info:
        make(server, sleeps, attempts=3).decide(GOAL, CRITERIA, ANSWER)
    e = info.value
    assert "judge-model" in str(e) and server.base_url in str(e) and "after 3 attempt" in str(e)
    assert (e.attempts, e.status_code, e.retryable) == (3, 500, True)
    assert len(server.requests) == 3 and sleeps == [0.5, 1.0]


def test_timeout_is_retried_then_raises(server):
    server.stall(10, times=2)
    t0 = time.monotonic()
    with pytest.raises(JudgeError, match="Timeout") as info:
        make(server, attempts=2, timeout=0.5).decide(GOAL, CRITERIA, ANSWER)
    assert time.monotonic() - t0 < 5 and info.value.status_code is None
    assert len(server.requests) == 2


def test_timeout_then_success(server):
    server.stall(10)
    server.reply(verdict_json(True))
    assert make(server, attempts=2, timeout=0.5).decide(GOAL, CRITERIA, ANSWER).success is True


@pytest.mark.parametrize("status", [400, 401, 404])
def test_4xx_raises_at_once(server, status):
    server.error(status, "bad request body")
    sleeps = Sleeps()
    with pytest.raises(JudgeError, match=f"HTTP {status}") as info:
        make(server, sleeps).decide(GOAL, CRITERIA, ANSWER)
    assert (info.value.status_code, info.value.retryable) == (status, False)
    assert len(server.requests) == 1 and sleeps == []


@pytest.mark.parametrize("reply", [
    "The agent succeeded.",
    '{"success": "yes", "rationale": "x"}',
    '{"success": 1}',
    '{"success": null}',
    '{"verdict": true}',
    '{"success": true} Actually, on reflection: {"success": false}',
    "",
    None,
    '<think>{"success": true}',
])
def test_malformed_reply_raises_without_retry(server, reply):
    server.reply(reply)
    with pytest.raises(JudgeError, match="malformed reply") as info:
        make(server).decide(GOAL, CRITERIA, ANSWER)
    assert "judge-model" in str(info.value) and server.base_url in str(info.value)
    assert len(server.requests) == 1


def test_reply_cut_at_max_tokens_says_so(server):
    server.reply('{"success": tr', finish_reason="length")
    with pytest.raises(JudgeError, match="cut at max_tokens"):
        make(server).decide(GOAL, CRITERIA, ANSWER)


def test_no_choices_is_malformed(server):
    server.raw(200, {"id": "x", "object": "chat.completion", "created": 0, "model": "m", "choices": []})
    with pytest.raises(JudgeError, match="no choices"):
        make(server).decide(GOAL, CRITERIA, ANSWER)


@pytest.mark.parametrize("reply, expected", [
    ('{"success": true, "rationale": "ok"}', (True, "ok")),
    ('Verdict:\n```json\n{"success": false, "rationale": "wrong count"}\n```\nThat is all.', (False, "wrong count")),
    ('<think>maybe {"success": true}? no.</think>\n{"success": false, "rationale": "r"}', (False, "r")),
    ('reasoning the server left without an opening tag</think>{"success": true}', (True, "")),
    ('{"success": true, "rationale": "a"} {"success": true, "rationale": "b"}', (True, "a")),
    ('{"result": {"success": false, "rationale": "nested"}}', (False, "nested")),
    ('{"success": true, "rationale": ["one", "two"]}', (True, '["one", "two"]')),
])
def test_parse_reply_is_tolerant_on_form(reply, expected):
    assert parse_reply(reply) == expected


# -- the labelled set and the agreement tool ---------------------------------------------------

def test_shipped_cases_are_well_formed():
    cases = JA.load_cases()
    assert len(cases) >= 60 and len({c.id for c in cases}) == len(cases)
    assert (sum(c.label for c in cases), sum(not c.label for c in cases)) == (N_TRUE, N_FALSE)
    assert sum(any("\u4e00" <= ch <= "\u9fff" for ch in c.answer) for c in cases) >= 10
    assert any(c.images for c in cases) and all(c.note for c in cases)


def test_generated_images_are_deterministic_and_show_the_shape():
    red = JA.render_image({"seed": 1, "shape": "circle", "color": "red"})
    assert red.shape == (1280, 720, 3) and red.dtype == np.uint8
    assert np.array_equal(red, JA.render_image({"seed": 1, "shape": "circle", "color": "red"}))
    assert not np.array_equal(red, JA.render_image({"seed": 2, "shape": "circle", "color": "red"}))
    assert tuple(red[720, 360]) == (220, 30, 30)        # the centre is inside the shape
    blank = JA.render_image({"seed": 4, "shape": "none"})
    assert tuple(blank[720, 360]) == (255, 255, 255)
    with pytest.raises(ValueError):
        JA.render_image({"seed": 1, "shape": "star", "color": "red"})


def scripted_by_label(server, judge, cases, flip=()):
    """Make ``server`` answer each case's label (flipped for the ids in ``flip``)."""
    answers = {}
    for c in cases:
        req = judge.build_request(c.goal, c.criteria, c.answer, c.render_images())
        answers[json.dumps(req.messages(), sort_keys=True)] = c.label != (c.id in flip)
    assert len(answers) == len(cases)  # every case's request is distinct
    server.respond_with(lambda body: verdict_json(answers[json.dumps(body["messages"], sort_keys=True)]))


def test_agreement_with_a_judge_answering_the_labels(server):
    cases = JA.load_cases()
    judge = make(server)
    scripted_by_label(server, judge, cases)
    a = JA.agreement(judge, cases)
    assert (a.n, a.tp, a.fp, a.fn, a.tn) == (77, N_TRUE, 0, 0, N_FALSE)
    assert a.accuracy == 1.0 and a.kappa == pytest.approx(1.0) and a.disagreements == () and a.cached == 0
    assert len(server.requests) == 77


def test_agreement_of_an_always_true_judge(server):
    cases = JA.load_cases()
    server.respond_with(lambda body: verdict_json(True))
    a = JA.agreement(make(server), cases)
    # Every case judged true: TP = the 32 true labels, FP = the 45 false ones; accuracy
    # 32/77; p_o = p_e = 32/77, so kappa = 0.
    assert (a.tp, a.fp, a.fn, a.tn) == (32, 45, 0, 0)
    assert a.accuracy == pytest.approx(32 / 77) and a.kappa == pytest.approx(0.0, abs=1e-12)
    assert a.disagreements == tuple(c.id for c in cases if not c.label)


def test_agreement_with_two_flipped_cases(server):
    cases = JA.load_cases()
    judge = make(server)
    scripted_by_label(server, judge, cases, flip=("count-en-correct", "count-off-by-one"))
    a = JA.agreement(judge, cases)
    # TP 31, FN 1, FP 1, TN 44; p_o = 75/77, p_e = (32^2 + 45^2) / 77^2 = 3049/5929,
    # kappa = (75*77 - 3049) / (5929 - 3049) = 2726/2880.
    assert (a.tp, a.fp, a.fn, a.tn) == (31, 1, 1, 44)
    assert a.accuracy == pytest.approx(75 / 77) and a.kappa == pytest.approx(2726 / 2880)
    assert a.disagreements == ("count-en-correct", "count-off-by-one")


def test_cohen_kappa_edge_cases():
    assert JA.cohen_kappa(5, 0, 0, 5) == 1.0
    assert JA.cohen_kappa(0, 5, 5, 0) == -1.0
    assert np.isnan(JA.cohen_kappa(10, 0, 0, 0))
    with pytest.raises(ValueError):
        JA.cohen_kappa(0, 0, 0, 0)


def test_cli_prints_the_numbers_and_uses_the_cache(server, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("JUDGE_API_KEY", "sk-from-env")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai")
    server.respond_with(lambda body: verdict_json(True))
    args = ["--judge_model", "judge-model", "--judge_base_url", server.base_url, "--cache_dir", str(tmp_path)]
    assert JA.main(args) == 0
    out = capsys.readouterr().out
    assert "accuracy 0.416" in out and "kappa 0.000" in out and "TP 32  FP 45  FN 0  TN 0" in out
    assert "count-off-by-one" in out and "0 from the cache" in out
    assert {r["headers"]["authorization"] for r in server.requests} == {"Bearer sk-from-env"}

    n = len(server.requests)
    assert JA.main(args + ["--json"]) == 0
    numbers = json.loads(capsys.readouterr().out)
    assert numbers["cached"] == 77 and numbers["accuracy"] == pytest.approx(32 / 77) and len(server.requests) == n


def test_cli_key_precedence_and_run_function(server, tmp_path, monkeypatch):
    monkeypatch.delenv("JUDGE_API_KEY", raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai")
    cases = tmp_path / "two.jsonl"
    lines = JA.DEFAULT_CASES.read_text(encoding="utf-8").splitlines()
    cases.write_text("\n".join(lines[:2]) + "\n", encoding="utf-8")
    server.respond_with(lambda body: verdict_json(True))
    a = JA.run("judge-model", base_url=server.base_url, cases=cases)
    assert (a.n, a.accuracy) == (2, 1.0) and np.isnan(a.kappa) and a.as_dict()["kappa"] is None
    assert server.requests[-1]["headers"]["authorization"] == "Bearer sk-openai"
    assert JA.main(["--judge_model", "m", "--judge_base_url", server.base_url, "--cases", str(cases),
                    "--judge_api_key", "sk-flag"]) == 0
    assert server.requests[-1]["headers"]["authorization"] == "Bearer sk-flag"


def test_cli_exits_non_zero_on_a_judge_error(server, capsys):
    server.reply(verdict_json(True))
    server.error(400, "model does not exist")
    code = JA.main(["--judge_model", "judge-model", "--judge_base_url", server.base_url])
    err = capsys.readouterr().err
    assert code == 1 and "HTTP 400" in err and "model does not exist" in err
    assert "while judging case 'count-en-words'" in err and "judge-model" in err
    assert len(server.requests) == 2


def test_cli_rejects_a_bad_cases_file(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "goal": "g", "criteria": ["c"], "answer": "a", "label": "yes"}\n')
    assert JA.main(["--judge_model", "m", "--cases", str(bad)]) == 2
    assert "bad.jsonl:1" in capsys.readouterr().err
