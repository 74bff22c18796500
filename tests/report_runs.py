"""Crafted run directories for the report's tests: records written by hand (small), a
header, screenshots and the report.json the metrics build from them."""

from __future__ import annotations

import json
import os
from typing import Any, Iterable

from PIL import Image

from venus_tasks import results
from venus_tasks.metrics.report import write_report

USAGE = {"prompt_tokens": 1200, "completion_tokens": 30, "cached_tokens": 1000, "source": "api"}
SYSTEM = "You operate an Android phone. Reply with exactly one action."


def key_of(task: str, i: int = 0, variant: str = "", repeat: int = 0) -> str:
    return f"{task}_{i}" + (f"@{variant}" if variant else "") + (f"#{repeat}" if repeat else "")


def openai_raw(goal: str, step: int, reply: str, system: str = SYSTEM) -> dict[str, Any]:
    """A step's ``raw`` as ``--agent openai`` records it (``openai_agent.prompt_record``)."""
    from venus_tasks.agents.openai_agent import prompt_record

    messages = [{"role": "system", "content": system},
                {"role": "user", "content": [{"type": "text", "text": f"Task: {goal}\nStep {step}."},
                                             {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}]
    return {"format": "json", "coords": "absolute", "image_size": [540, 1200], "reply": reply, "thought": "t",
            "summary": None, "calls": [{"reply": reply, "attempts": 1, "finish_reason": "stop", "model": "m"}],
            "usage": dict(USAGE), "prompt": prompt_record(messages, "this step's screenshot (540x1200 png)")}


def record(task: str, i: int = 0, *, category: str = "fa", success: bool = True, variant: str = "", repeat: int = 0,
           actions: Iterable[dict[str, Any]] = (), **kw: Any) -> dict[str, Any]:
    """An ``episodes.jsonl`` record; ``actions`` become its trajectory (with an openai raw)."""
    key = key_of(task, i, variant, repeat)
    goal = kw.pop("goal", f"Do {task}.")
    trajectory = [{"step": n, "action": a, "usage": dict(USAGE), "raw": openai_raw(goal, n, f"Action: {json.dumps(a)}")}
                  for n, a in enumerate(actions)]
    rec = {"task": task, "instance_id": i, "seed": 7, "draw_seed": 7, "attempt": 0, "category": category,
           "variant": variant, "repeat": repeat, "pudam": {"p": 1, "u": 2, "d": 3, "a": 1, "m": 1},
           "evaluation": "state", "goal": goal, "agent": "openai", "max_steps": 20,
           "outcome": "agent_done", "score": 1.0 if success else 0.0, "success": success,
           "steps": len(trajectory), "answer": "", "trajectory": trajectory, "dialogue": [], "usage": dict(USAGE),
           "error": None, "verdict": {"verify_score": 1.0 if success else 0.0, "unexpected_changes": []},
           "noise_plan": [], "noise": [], "rounds": [], "device_variant": {}, "started_at": 1_790_000_000.0,
           "duration_s": 3.0, "key": key, "no_result": False,
           "interaction": {"questions": 0, "first_question_step": None, "acted_before_asking": None}}
    rec.update(kw)
    return rec


def png(path: str, colour: tuple[int, int, int]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    Image.new("RGB", (540, 1200), colour).save(path)


def make_run(path: Any, records: list[dict[str, Any]], *, suite: str = "venus", seed: int = 30,
             agent: str = "openai", model: str = "m", extra_instances: Iterable[dict[str, Any]] = (),
             screenshots: bool = True) -> str:
    """Write the run directory ``path``: the records, one screenshot per step (a colour of
    its own per step) and the observation after the last, a header whose instances are the
    records' (plus ``extra_instances``, scheduled and not run) and report.json."""
    d = str(path)
    for r in records:
        results.append_record(d, r)
        if screenshots:
            for n in range(len(r["trajectory"]) + 1):
                png(os.path.join(d, "screenshots", r["key"], f"step_{n:03d}.png"),
                    ((40 * n) % 256, 120, (255 - 30 * n) % 256))
    instances = [{"key": r["key"], "category": r["category"], "variant": r["variant"], "repeat": r["repeat"],
                  "pudam": r["pudam"], "noise": [e.get("kind") for e in r["noise_plan"]]} for r in records]
    instances += list(extra_instances)
    results.write_header(d, {
        "config": {"agent": agent, "model": model, "suite": suite, "seed": seed, "variants": [], "noise": [],
                   "repeats": 1, "n_task_combinations": 1, "user": "strict", "tasks": [], "categories": []},
        "device": {"serial": "emulator-5554", "adb": "127.0.0.1:5037", "source": "builtin-simulator"},
        "started_at": 1_790_000_000.0, "git_revision": "abc123", "instances": instances,
        "agent_identity": {"agent_class": "x.Agent", "reference": False, "not_ranked": None}})
    write_report(d, f"{agent} ({model})")
    return d
