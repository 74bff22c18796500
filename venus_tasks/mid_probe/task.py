"""One MID-Bench probe as a task class of suite ``mid_probe`` (``shared/seeds/`` MID-Bench
sections 5.1, 5.3 and 7.1).

A probe is (task class, seed, pivot step, requirement, ambiguity type, split), from a
manifest entry (``manifest``). Its episode:

* ``initialize_task`` initialises the underlying task instance (its own
  ``initialize_task``: app snapshots, settings baseline, seeded data), then replays the
  GUI solution's actions before the pivot (the prefix), checking that each action by
  element index meets the element it met when recorded (else ``ProbeReplayError``: the
  episode is ``setup_error``, no result);
* the agent sees one observation with the split's instruction (``instructions``): the
  full goal (``clear``) or the goal with the requirement masked (``ambiguous``, ``hard``),
  and runs under ``protocol.ProbeProtocol`` (``episode_agent``): one decision, one round
  trip with the ``strict`` user simulator when it asks, one final action;
* ``verify`` scores the decisions (``score``): Match, Ask+Match and the stage.

Scores: on ``clear`` the score is Match (action accuracy, asking allowed); on
``ambiguous``/``hard`` it is Ask+Match. ``verdict["probe"]`` records
``{task, seed, step, requirement, type, split, asked, filled, matched, match_only,
ask_match, stage}`` for the report (``metrics.probe``). The probe scores the decision,
not device state, so the state guard of ``VenusTask.is_successful`` does not apply.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from verifiers.answer import normalize

from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction
from venus_tasks.mid_probe import instructions, protocol
from venus_tasks.mid_probe.pivots import CRITICAL_CLICKS, target_element
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask

DETECT_FAIL, ASK_FAIL, EXECUTE_FAIL, SUCCESS = "detect_fail", "ask_fail", "execute_fail", "success"
STAGES = (DETECT_FAIL, ASK_FAIL, EXECUTE_FAIL, SUCCESS)


class ProbeReplayError(RuntimeError):
    """The prefix did not replay as recorded (the screen differs): rebuild the manifest
    with ``python -m venus_tasks.mid_probe discover``."""


def inner_class(name: str) -> type:
    """The registered task class ``name`` from any suite but ``mid_probe``.

    Raises:
      KeyError: no such task (the manifest is stale).
    """
    from venus_tasks import registry
    for suite in registry.suite_names():
        if suite != "mid_probe" and name in registry.get_suite(suite):
            return registry.get_suite(suite)[name]
    raise KeyError(f"mid_probe: task {name!r} is in no suite; rebuild pivots.json "
                   "(python -m venus_tasks.mid_probe discover)")


def matches(decision: protocol.Decision | None, gold: dict[str, Any], target: dict[str, Any] | None) -> bool:
    """MID-Bench's action match: the same action type and, for a click-like gold action,
    the agent's point (its element's centre, or its x/y) inside the gold element's
    bounds; for typed text, the same text after ``verifiers.answer.normalize``."""
    if decision is None:
        return False
    a = decision.action
    if a.action_type != gold["action_type"]:
        return False
    if a.action_type == A.INPUT_TEXT:
        return normalize(a.text or "") == normalize(gold.get("text", ""))
    if a.action_type in CRITICAL_CLICKS:
        box = (target or {}).get("bbox")
        if not box:
            return False
        if a.index is not None:
            el = target_element(a, decision.elements)
            if el is None or el.bbox is None:
                return False
            x, y = el.bbox.center
        elif a.x is not None and a.y is not None:
            x, y = a.x, a.y
        else:
            return False
        return box[0] <= x < box[2] and box[1] <= y < box[3]
    return a.as_dict() == gold


def stage(asked: bool, filled: bool, matched: bool) -> str:
    """MID-Bench's per-stage outcome of an ambiguous step (section 7.1): ``detect_fail``
    (acted without asking), ``ask_fail`` (asked, the reply filled nothing of R),
    ``execute_fail`` (filled, wrong final action), ``success``."""
    if not asked:
        return DETECT_FAIL
    if not filled:
        return ASK_FAIL
    return SUCCESS if matched else EXECUTE_FAIL


class ProbeTask(VenusTask):
    """Base of the generated probe classes (``make_probe_class``); ``entry`` is the
    manifest entry and ``split`` the instruction's split."""

    entry: dict[str, Any] = {}
    split: str = instructions.AMBIGUOUS
    complexity = protocol.STEPS / 10
    template = ""

    def __init__(self, params: dict[str, Any]):
        super().__init__(params)
        e = self.entry
        cls = inner_class(e["task"])
        self.inner = cls(cls.generate_random_params(e["seed"]))
        self.log = protocol.ProbeLog()

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return {}   # the underlying instance's seed is the entry's

    @property
    def intent(self) -> Any:
        """The underlying task's intent (the strict simulator answers from it)."""
        return self.inner.intent

    @property
    def goal(self) -> str:
        """The split's instruction (``instructions``), in the original English only.

        Raises:
          KeyError: a goal variant (``zh``, ``paraphrase``) was asked for: the pivots and
            their gold actions were recorded on the English goal, so a translated or
            reworded probe would score another instruction than the one shown; or the
            manifest entry is stale.
        """
        if self.goal_variant:
            raise KeyError(f"mid_probe has no {self.goal_variant!r} instructions (its pivots were recorded on the "
                           "English goal); run --suite mid_probe without --variants zh/paraphrase")
        text = instructions.instruction(self.inner, self.entry["requirement"], self.split, self.entry["gold"])
        if text is None:
            raise KeyError(f"{self.name}: the {self.split} instruction does not apply to this pivot "
                           "(stale pivots.json: rebuild it)")
        return text

    @property
    def max_steps(self) -> int:
        return protocol.STEPS

    def episode_agent(self, agent: Any) -> Any:
        """``agent`` under the single-round-trip protocol for this episode."""
        return protocol.wrap(agent, self.log)

    def initialize_task(self, env: Any) -> None:
        """Initialise the underlying instance and replay the prefix (module docstring).

        Raises:
          ProbeReplayError: an action met another element than when recorded.
        """
        if self.initialized:
            raise RuntimeError(f"{self.name} is already initialized; call tear_down first")
        self.inner.initialize_task(env)
        self.initialized = True
        self.log.decisions.clear()
        self.verdict = {}
        for i, step in enumerate(self.entry["prefix"]):
            action = JSONAction.from_dict(step["action"])
            elements, size = (), None
            if action.index is not None:
                obs = env.observe(i)
                elements, size = obs.ui_elements, obs.screen_size
                el = target_element(action, elements)
                label = None if el is None else (el.text or el.content_description)
                if label != step["label"]:
                    raise ProbeReplayError(f"{self.name}: prefix step {i} {action.json_str()} meets {label!r}, "
                                           f"recorded {step['label']!r}; rebuild pivots.json")
            env.execute(action, elements, size)

    def setup(self, env: Any) -> None:   # initialize_task does the work
        raise NotImplementedError

    def score(self, env: Any) -> dict[str, Any]:
        """The probe's outcome from the recorded decisions and the dialogue (see the
        module docstring)."""
        e, d = self.entry, self.log.decisions
        first = d[0] if d else None
        asked = first is not None and first.action.action_type == A.ASK_USER
        replies = list(getattr(env, "dialogue", ()))
        filled = asked and bool(replies) and e["requirement"] in replies[0][1].filled
        final = (d[1] if len(d) > 1 else None) if asked else first
        matched = matches(final, e["gold"], e["target"])
        out = {"task": e["task"], "seed": e["seed"], "step": e["step"], "requirement": e["requirement"],
               "type": e["type"], "split": self.split, "asked": asked, "filled": filled, "matched": matched,
               "match_only": matched, "ask_match": asked and filled and matched,
               "stage": None if self.split == instructions.CLEAR else stage(asked, filled, matched)}
        return out

    def verify(self, env: Any) -> float:
        probe = self.score(env)
        self.verdict = {"probe": probe}
        return float(probe["matched"] if self.split == instructions.CLEAR else probe["ask_match"])

    def is_successful(self, env: Any) -> float:
        """``verify``'s score; the decision is scored, not the device state."""
        self._check_is_initialized()
        score = self.verify(env)
        self.verdict["verify_score"] = score
        return score

    def tear_down(self, env: Any) -> None:
        try:
            self.inner.tear_down(env)
        finally:
            self.initialized = False

    def question(self) -> str:
        """A question the strict simulator answers with the requirement's value: "What
        <name> do you mean?" with the first of its names that works."""
        from venus_tasks.dialogue import DialogueContext, ReplyKind
        from venus_tasks.dialogue.strict import StrictUser
        r = self.intent[self.entry["requirement"]]
        tried = [f"Which {n} do you mean?" for n in r.names] + [f"What is the {n}?" for n in r.names]
        for q in tried:
            reply = StrictUser(self.intent).reply(q, DialogueContext(self.goal, 0))
            if reply.kind is ReplyKind.ANSWER and r.id in reply.filled:
                return q
        return tried[0]

    def oracle(self, env: Any) -> Iterator[JSONAction]:
        """Asks on ambiguous steps (``question``), then takes the gold action; acts at
        once on clear steps."""
        if self.split != instructions.CLEAR:
            yield A.ask_user(self.question())
        yield JSONAction.from_dict(self.entry["gold"])

    def near_misses(self) -> list[NearMiss]:
        return []   # a probe scores decisions, not end states: the tests use scripted agents


def probe_name(entry: dict[str, Any], split: str) -> str:
    """``Probe<Task>_<i>_s<step>_<requirement>_<split>``: the probe's class name."""
    return f"Probe{entry['task']}_{entry['index']}_s{entry['step']}_{entry['requirement']}_{split}"


def make_probe_class(entry: dict[str, Any], split: str) -> type[ProbeTask]:
    """A ``ProbeTask`` subclass for one manifest entry and split."""
    pudam = PUDAM(**entry["pudam"])
    info = TaskInfo(Category(entry["category"]), pudam, Evaluation.STATE,
                    tags=("mid_probe", split, entry["type"]))
    return type(probe_name(entry, split), (ProbeTask,), {
        "entry": entry, "split": split, "app_names": tuple(entry["app_names"]), "info": info,
        "__doc__": f"MID-Bench probe: {entry['task']} instance {entry['index']}, step {entry['step']}, "
                   f"requirement {entry['requirement']} ({entry['type']}), {split} split.",
        "__module__": __name__})
