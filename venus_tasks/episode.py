"""The episode loop: one task instance run by one agent on one device.

Rules (AndroidWorld ``episode_runner.py`` ``run_episode``, ``suite_utils.py`` ``_run_task``):
at most ``int(10 * complexity)`` steps; the episode ends when the agent
returns ``status`` or the budget runs out; the score is ``is_successful``'s only when the
agent ended the episode itself, and success means score 1.0 *and* agent-ended.
Infrastructure failures (device, setup, model server) are ``no_result`` outcomes with
the error recorded, never a silent 0. ``tear_down`` runs whatever happened.

Every episode that ended (by the agent's ``status``, the step budget, an agent crash or a
round that did not verify) gets a verdict: ``is_successful`` runs and fills ``verdict``
(the verifier's score, the state guard's findings, a dialogue task's per-requirement
results), while the score stays 0 and success false when the agent did not end the
episode itself. So an agent cannot keep an episode out of the requirement and dialogue
metrics (RCR, TSR, DCR, IGR, ETR) by running out its budget instead of ending. Only the
infrastructure outcomes (``Outcome.no_result``) have no verdict, and every rate counts
them as failures.
"""

from __future__ import annotations

import dataclasses
import enum
import time
import traceback
from typing import Any, Callable

from venus_tasks.agents.base import (Agent, AgentStep, AgentUnavailableError, EpisodeContext, ReferenceAgent,
                                     Usage)
from venus_tasks.dialogue import DialogueContext, UserSimulator, make_user
from venus_tasks.dialogue.rounds import RoundFailed, RoundSchedule
from venus_tasks.env import actions as A
from venus_tasks.env.env import VenusEnv
from venus_tasks.env.observation import Observation
from noise import clock as event_clocks
from noise.env import NoisyEnv
from venus_tasks.registry import Instance, episode_key


class Outcome(str, enum.Enum):
    """Why an episode ended."""

    AGENT_DONE = "agent_done"              # status complete
    AGENT_INFEASIBLE = "agent_infeasible"  # status infeasible (scored like done, as AndroidWorld)
    STEP_BUDGET = "step_budget"            # budget exhausted: verdict recorded, score 0
    SETUP_ERROR = "setup_error"            # initialize_task failed: no_result
    DEVICE_ERROR = "device_error"          # the device failed mid-episode: no_result
    AGENT_CRASH = "agent_crash"            # the agent raised or returned garbage: verdict recorded, score 0
    AGENT_ERROR = "agent_error"            # a harness model client's server was unreachable: no_result
    VERIFY_ERROR = "verify_error"          # is_successful failed (e.g. judge down): no_result
    ROUND_FAILED = "round_failed"          # a round claimed done did not verify (multi-round): verdict, score 0

    @property
    def no_result(self) -> bool:
        """True for infrastructure outcomes: no verdict, a failure in every rate (SR,
        SPR, pass^k, RCR, TSR ...), left out only of the labelled scored-only
        diagnostics, run again on resume (on a fresh draw, ``registry.retry_instance``)."""
        return self in (Outcome.SETUP_ERROR, Outcome.DEVICE_ERROR, Outcome.AGENT_ERROR,
                        Outcome.VERIFY_ERROR)

    @property
    def ended_by_agent(self) -> bool:
        """The agent ended the episode itself (``status``): its score is the verifier's."""
        return self in (Outcome.AGENT_DONE, Outcome.AGENT_INFEASIBLE)


@dataclasses.dataclass
class EpisodeRecord:
    """Everything recorded about one episode; ``as_json()`` is one line of episodes.jsonl.

    ``seed`` is the instance seed (AndroidWorld's), ``draw_seed`` the seed this episode's
    params were drawn with and ``attempt`` which try at the episode it was (0 the first;
    ``registry.draw_seed``, ``registry.retry_instance``)."""

    task: str
    instance_id: int
    seed: int
    category: str
    variant: str
    pudam: dict[str, int]
    evaluation: str
    goal: str
    agent: str
    max_steps: int
    outcome: str = ""
    score: float | None = None
    success: bool = False
    steps: int = 0
    answer: str = ""
    trajectory: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    dialogue: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    usage: dict[str, Any] = dataclasses.field(default_factory=dict)
    error: str | None = None
    verdict: dict[str, Any] = dataclasses.field(default_factory=dict)
    noise_plan: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    noise: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    rounds: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    repeat: int = 0
    draw_seed: int = 0
    attempt: int = 0
    event_clock: str = "step"
    device_variant: dict[str, Any] = dataclasses.field(default_factory=dict)
    started_at: float = 0.0
    duration_s: float = 0.0

    @property
    def key(self) -> str:
        return episode_key(self.task, self.instance_id, self.variant, self.repeat)

    @property
    def no_result(self) -> bool:
        return Outcome(self.outcome).no_result

    @property
    def interaction(self) -> dict[str, Any]:
        """The interaction summary: ``questions`` asked, ``first_question_step`` (None if
        none) and ``acted_before_asking`` (None if no question was asked): the device had
        changed by the first question (``verdict["acted_before_asking"]``,
        ``VenusTask.question_asked``); for an episode without a verdict, a state-changing
        action (``STATE_CHANGING``) came before it."""
        asks = [e["step"] for e in self.trajectory if e["action"]["action_type"] == A.ASK_USER]
        first = asks[0] if asks else None
        read = (self.verdict or {}).get("acted_before_asking")
        acted = None if first is None else read if isinstance(read, bool) else any(
            e["action"]["action_type"] in A.STATE_CHANGING for e in self.trajectory if e["step"] < first)
        return {"questions": len(asks), "first_question_step": first, "acted_before_asking": acted}

    @property
    def answers(self) -> list[str]:
        """Every ``answer`` the agent wrote to the answer channel, in order (not one the
        env dropped or refused). The channel keeps the last one (AndroidWorld), which is
        ``answer`` and the one scored; more than one (a courtesy "Let me know if you need
        anything else." after the answer) is counted by the report."""
        return [e["action"].get("text") or "" for e in self.trajectory
                if e["action"]["action_type"] == A.ANSWER and "dropped" not in e and "invalid" not in e]

    def as_json(self) -> dict[str, Any]:
        """The record as one ``episodes.jsonl`` line (adds ``key``, ``no_result``,
        ``interaction`` and ``answers``)."""
        d = dataclasses.asdict(self)
        d["key"] = self.key
        d["no_result"] = self.no_result
        d["interaction"] = self.interaction
        d["answers"] = self.answers
        return d


def run_episode(instance: Instance, env: VenusEnv, agent: Agent, agent_name: str,
                user: UserSimulator | None = None,
                on_observation: Callable[[Observation], None] | None = None,
                model_client: bool = False, event_clock: str = "step") -> EpisodeRecord:
    """Run one episode and return its record.

    A ``ReferenceAgent`` gets the task and the env (``begin``); any other agent only the
    goal (``reset``) and observations.

    Args:
      on_observation: called with every observation before the agent sees it (the runner
        saves screenshots with it).
      model_client: the agent is one of the harness's own model clients, so its
        ``AgentUnavailableError`` is ``agent_error`` (no_result); from any other agent it
        is ``agent_crash``.
      event_clock: ``"step"`` (default) or ``"wall"``: what the events that have a wall
        time fire on (``noise.clock``; the wall clock is the device's).

    Never raises for task, device or agent failures: infrastructure failures become
    ``no_result`` outcomes and an agent's own failure ``agent_crash``, with the traceback in
    ``error``; every episode that ended is verified (the module docstring)."""
    task = instance.task
    info = task.info
    if instance.transform is not None:  # a device variant wraps the env; goal variants leave it
        env = instance.transform.wrap(env)
    events = event_clocks.on_clock(instance.noise_events, event_clock)
    if events:  # noise fires from the env, so no agent can opt out of it
        wall = event_clock == event_clocks.WALL and any(e.wall_s is not None for e in events)
        env = NoisyEnv(env, events, env.console, event_clock=event_clock,
                       **({"clock": event_clocks.device_seconds(env.device)} if wall else {}))
    rec = EpisodeRecord(
        task=task.name, instance_id=instance.instance_id, seed=instance.seed,
        draw_seed=instance.draw_seed, attempt=instance.attempt,
        category=info.category.value, variant=instance.variant, repeat=instance.repeat, pudam=dataclasses.asdict(info.pudam),
        evaluation=info.evaluation.value, goal=task.goal, agent=agent_name,
        max_steps=task.max_steps, started_at=time.time(),
        noise_plan=[e.as_json() for e in events], event_clock=event_clock)
    user = user or make_user("strict", task)
    rounds = RoundSchedule(task)
    total = Usage()
    try:
        try:
            task.initialize_task(env)
            env.begin_episode()
        except Exception:  # noqa: BLE001 - any setup failure is an infrastructure outcome
            return _end(rec, Outcome.SETUP_ERROR, traceback.format_exc())
        outcome, pending, failure = Outcome.STEP_BUDGET, [], None
        try:
            if isinstance(agent, ReferenceAgent):
                agent.begin(task.goal, EpisodeContext(task=task, env=env, max_steps=task.max_steps))
            else:
                agent.reset(task.goal)
        except Exception as e:  # noqa: BLE001
            if _unavailable(e, model_client):
                return _end(rec, Outcome.AGENT_ERROR, traceback.format_exc(), Usage())
            outcome, failure = Outcome.AGENT_CRASH, traceback.format_exc()
        for step in range(task.max_steps if failure is None else 0):
            try:
                obs = env.observe(step, pending)
            except Exception:  # noqa: BLE001
                return _end(rec, Outcome.DEVICE_ERROR, traceback.format_exc(), total)
            pending = []
            obs = dataclasses.replace(obs, max_steps=task.max_steps)
            interruptions = rounds.due(step, obs)   # multi-round tasks: due at this step or on this screen
            if interruptions:
                obs = dataclasses.replace(obs, user_messages=(*obs.user_messages, *interruptions))
                rec.dialogue += [{"role": "user", "step": step, "text": t, "kind": "interruption"} for t in interruptions]
            if on_observation:
                on_observation(obs)
            try:
                out = agent.step(obs)
                if not isinstance(out, AgentStep):
                    raise TypeError(f"{type(agent).__name__}.step returned {type(out).__name__}, not AgentStep")
            except Exception as e:  # noqa: BLE001
                if _unavailable(e, model_client):
                    return _end(rec, Outcome.AGENT_ERROR, traceback.format_exc(), total)
                outcome, failure = Outcome.AGENT_CRASH, traceback.format_exc()
                break
            total = total + out.usage
            rec.steps = step + 1
            entry = {"step": step, "action": out.action.as_dict(),
                     "usage": dataclasses.asdict(out.usage), "raw": out.raw}
            target = _element(out.action, obs.ui_elements)
            if target:
                entry["element"] = target
            rec.trajectory.append(entry)
            action = out.action
            if action.action_type == A.ASK_USER:
                task.question_asked(env)
                reply = user.reply(action.text or "", DialogueContext(task.goal, step, frozenset(env.shown)))
                env.hear(action.text or "", reply)
                rec.dialogue += [{"role": "agent", "step": step, "text": action.text or ""},
                                 {"role": "user", "step": step, **reply.as_json()}]
                pending = [reply.text]
            try:
                dropped = env.execute(action, obs.ui_elements, obs.screen_size)
                if dropped:  # a wrapper threw the action away (noise: the app did not respond)
                    entry["dropped"] = dropped
            except ValueError as e:  # ActionError, or input the device layer refuses
                entry["invalid"] = str(e)
            except Exception:  # noqa: BLE001
                return _end(rec, Outcome.DEVICE_ERROR, traceback.format_exc(), total)
            try:
                task.after_action(env, step, action, obs)
            except Exception:  # noqa: BLE001 - a task that cannot read the state cannot be verified
                return _end(rec, Outcome.VERIFY_ERROR, traceback.format_exc(), total)
            if action.ends_episode:
                if action.goal_status == "complete":
                    try:
                        follow = rounds.on_done(env, step)   # the next round, once this one verifies
                    except RoundFailed:
                        outcome = Outcome.ROUND_FAILED
                        break
                    except Exception:  # noqa: BLE001
                        return _end(rec, Outcome.VERIFY_ERROR, traceback.format_exc(), total)
                    if follow is not None:
                        pending.append(follow)
                        rec.dialogue.append({"role": "user", "step": step, "text": follow, "kind": "follow_up"})
                        continue
                outcome = Outcome.AGENT_DONE if action.goal_status == "complete" else Outcome.AGENT_INFEASIBLE
                break
        rec.answer = env.answer
        try:  # undo the noise first: a call still ringing or the screen left in landscape is not the task's state
            env.end_episode()
        except Exception:  # noqa: BLE001
            return _end(rec, Outcome.DEVICE_ERROR, _joined(failure, traceback.format_exc()), total)
        try:   # every ended episode gets a verdict, whoever ended it
            score = task.is_successful(env)
        except Exception:  # noqa: BLE001
            return _end(rec, Outcome.VERIFY_ERROR, _joined(failure, traceback.format_exc()), total)
        finally:
            rec.verdict = dict(getattr(task, "verdict", None) or {})
        if outcome.ended_by_agent:
            rec.score = score
            rec.success = rec.score >= 1.0
        else:   # AndroidWorld's rule: an episode the agent did not end scores 0
            rec.score = 0.0
        return _end(rec, outcome, failure, total)
    finally:
        try:
            env.end_episode()
        except Exception:  # noqa: BLE001 - recorded, the run goes on
            rec.error = (rec.error or "") + "\nend_episode failed:\n" + traceback.format_exc()
        rec.noise = list(env.events)
        rec.rounds = rounds.records
        try:
            task.tear_down(env)
        except Exception:  # noqa: BLE001 - recorded, the run goes on
            rec.error = (rec.error or "") + "\ntear_down failed:\n" + traceback.format_exc()
        try:
            env.after_episode()
        except Exception:  # noqa: BLE001 - recorded, the run goes on
            rec.error = (rec.error or "") + "\nafter_episode failed:\n" + traceback.format_exc()
        rec.device_variant = dict(env.variant_record)
        rec.duration_s = round(time.time() - rec.started_at, 3)


def _element(action: A.JSONAction, elements) -> dict[str, Any] | None:
    """``{"index", "text", "bbox"}`` of the element an index-based action names, as the
    agent saw it (reports draw its box); None for other actions or a bad index."""
    i = action.index
    if i is None or not isinstance(i, int) or not 0 <= i < len(elements):
        return None
    el = elements[i]
    b = el.bbox
    return {"index": i, "text": el.text or el.content_description,
            "bbox": None if b is None else [b.x_min, b.y_min, b.x_max, b.y_max]}


def _unavailable(e: Exception, model_client: bool) -> bool:
    """A harness model client's unreachable backend (``agent_error``, no_result); any other
    agent exception is the agent's own failure (``agent_crash``)."""
    return model_client and isinstance(e, AgentUnavailableError)


def _joined(*errors: str | None) -> str:
    return "\n".join(e for e in errors if e)


def _end(rec: EpisodeRecord, outcome: Outcome, error: str | None, usage: Usage = Usage()) -> EpisodeRecord:
    rec.outcome = outcome.value
    rec.error = error
    rec.usage = dataclasses.asdict(usage)
    if outcome.no_result:
        rec.score, rec.success = None, False
    return rec
