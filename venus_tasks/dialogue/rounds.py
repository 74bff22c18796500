"""Multi-round follow-ups as data (VenusBench-Mobile's MR tasks, ``shared/reference/
venusbench.md`` section 4): a task declares ``rounds``, and the episode loop delivers them
to the agent as user turns in its observation; tasks never count rounds themselves.

Two kinds of round:

* *sequential refinement* (``Round(text)``): delivered when the agent claims the previous
  round done (``status complete``). The round just finished is verified then
  (``task.verify_round(env, index)``, index 0 is the goal's round); a failed round ends the
  episode as ``round_failed``. The last round is verified by ``verify`` as usual.
* *interruption* (``Round(text, at_step=n)`` or ``Round(text, on_screen="{name}")``):
  delivered mid-execution, with the observation of step ``n`` or with the first
  observation whose screen shows that text (a template over the params, e.g. what the
  agent was asked to type).

Stages: the sequential rounds cut an episode into stages (stage 0 is the goal's, stage k
begins when sequential round k is delivered). An interruption belongs to the stage of its
place in ``rounds``: one declared after k sequential rounds is armed when stage k begins,
its ``at_step`` counts steps from that moment (the episode's first step for stage 0), and
it is dropped undelivered (recorded ``expired``) when stage k ends, so a user never
interrupts a request they have not made yet, nor one the agent already finished. So
``(Round(a), Round(b, on_screen="{draft}"), Round(c))`` asks ``a`` after the goal and
interrupts ``a`` once ``{draft}`` shows; ``verify_round(env, 1)`` then checks stage 1 as
the interruption left it.

An interruption that cancels the work of its stage ("don't send that, delete what you
typed") is ``awaited``: its stage cannot be claimed done before it came (the round then
verifies 0.0, recorded with ``"missing"``), since the work that brings it (typing the text
it watches for) is what the round asked. Without it, an agent that ignored the request
and claimed done at once would pass the round, its end state being the cancelled one.

A round's text may name what an earlier round asked without repeating it ("the amount
you logged first", "the note I asked you to delete"): the verifier knows it from the
params, the agent only from the dialogue (memory across rounds). A task says so as data,
``recalls = {k: ("param", ...)}``: the params sequential round ``k`` needs and does not
state (a list param: each of its items), each stated by the goal or an earlier round
(``tests/test_mr_depth.py`` checks both in the original, paraphrased and Chinese texts,
and, over the GUI solvers' demonstrations, that at least three tasks recall a fact that is
not on the screen when its round arrives).

Texts are ``str.format`` templates over the instance params; ``variant_texts`` holds the
curated text of each goal variant (``{"zh": ..., "paraphrase": ...}``), rendered by the
task (``VenusTask.render_text``) in the instance's variant. Every delivery, and every
round verified, is recorded (``RoundSchedule.records``); each verified round's score is
also kept on the task (``task.round_scores``), so ``verify`` can require that an earlier
round's change existed before a later round undid it.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Sequence


@dataclasses.dataclass(frozen=True)
class Round:
    """One follow-up instruction (see the module docstring). Raises ValueError when both
    triggers are given."""

    text: str
    at_step: int | None = None
    on_screen: str | None = None
    variant_texts: Mapping[str, str] = dataclasses.field(default_factory=dict, compare=False, hash=False)
    awaited: bool = False

    def __post_init__(self) -> None:
        if self.at_step is not None and self.on_screen is not None:
            raise ValueError("a round is delivered at_step or on_screen, not both")
        if self.awaited and not self.interruption:
            raise ValueError("only an interruption (at_step or on_screen) can be awaited")

    @property
    def interruption(self) -> bool:
        return self.at_step is not None or self.on_screen is not None


class RoundFailed(Exception):
    """The round the agent claimed done does not verify (``index``, ``score``)."""

    def __init__(self, index: int, score: float):
        super().__init__(f"round {index} claimed done but verified {score}")
        self.index, self.score = index, score


def stages(rounds: Sequence[Round]) -> list[int]:
    """The stage of each round of ``rounds`` (see the module docstring): a sequential
    round opens the next stage, an interruption belongs to the stage it is declared in.
    ``stages((Round(a), Round(b, at_step=2), Round(c)))`` is ``[1, 1, 2]``."""
    out, stage = [], 0
    for r in rounds:
        stage += not r.interruption
        out.append(stage)
    return out


class RoundSchedule:
    """The rounds of one episode of ``task`` (its ``rounds`` and ``params``)."""

    def __init__(self, task: Any):
        self._task = task
        rounds: Sequence[Round] = getattr(task, "rounds", ())
        self._sequential = [r for r in rounds if not r.interruption]
        self._interruptions = [(r, s) for r, s in zip(rounds, stages(rounds)) if r.interruption]
        self.finished = 0                 # sequential rounds verified and moved past (= the stage)
        self._stage_start = 0             # the step the current stage began
        self.records: list[dict[str, Any]] = []

    def _text(self, r: Round) -> str:
        return self._task.render_text(r.text, r.variant_texts)

    def due(self, step: int, observation: Any | None) -> list[str]:
        """Interruptions to deliver with ``observation``, the one the agent is about to
        see at ``step``: those of the current stage due at this step (``at_step`` steps
        into the stage), and those whose text this screen shows (so an interruption
        arrives with the first screen that shows its text)."""
        out = []
        for r, stage in list(self._interruptions):
            if stage != self.finished:
                continue
            shown = r.on_screen is not None and observation is not None and any(
                r.on_screen.format(**self._task.params).casefold() in (e.text or "").casefold()
                for e in observation.screen_elements)
            if (r.at_step is not None and step >= self._stage_start + r.at_step) or shown:
                self._interruptions.remove((r, stage))
                out.append(self._text(r))
                self.records.append({"step": step, "what": "interruption", "text": out[-1]})
        return out

    def interrupt_all(self, step: int) -> list[str]:
        """Deliver every interruption of the current stage not delivered yet, as if each
        had come during the stage (``play`` acts a stage out with them heard)."""
        out = []
        for r, stage in list(self._interruptions):
            if stage == self.finished:
                self._interruptions.remove((r, stage))
                out.append(self._text(r))
                self.records.append({"step": step, "what": "interruption", "text": out[-1]})
        return out

    def on_done(self, env: Any, step: int) -> str | None:
        """The agent claimed done at ``step``: verify the round and return the next
        round's text, or None when no sequential round is left (the episode ends).

        Raises:
          RoundFailed: the round claimed done does not verify, or an ``awaited``
            interruption of its stage has not come.
        """
        if self.finished >= len(self._sequential):
            return None
        index = self.finished
        missing = [self._text(r) for r, stage in self._interruptions if stage == index and r.awaited]
        score = 0.0 if missing else float(self._task.verify_round(env, index))
        self._task.round_scores[index] = score
        self.records.append({"step": step, "what": "verified", "round": index, "score": score,
                             **({"missing": missing[0]} if missing else {})})
        if score < 1.0:
            raise RoundFailed(index, score)
        for r, stage in list(self._interruptions):     # the stage ended before they came
            if stage == index:
                self._interruptions.remove((r, stage))
                self.records.append({"step": step, "what": "expired", "text": self._text(r)})
        self.finished += 1
        self._stage_start = step + 1
        text = self._text(self._sequential[index])
        self.records.append({"step": step, "what": "delivered", "round": index + 1, "text": text})
        return text


class NearMissMisplaced(AssertionError):
    """A near miss declared to be rejected at one round passed it, or failed earlier."""


def play(*per_round, rejected_at: int | None = None):
    """A near-miss ``apply`` acting out a multi-round episode: ``per_round[i]`` (an apply)
    is what the agent did in stage ``i`` (sequential round ``i`` and the interruptions
    that came during it: all of them are delivered), and the round is claimed done after
    it, as the episode loop would; a round that fails verification ends it there.

    ``rejected_at=k`` declares the round that must reject it (a near miss per round: a
    wrong round ``k`` is caught at ``k``, not only at the end): ``verify_round(env, k)``,
    or ``verify`` when ``k`` is the task's last stage. The apply then raises
    ``NearMissMisplaced`` (a defect of the task, which the conformance check reports)
    when an earlier round rejects it or round ``k`` accepts it. The returned apply has
    the attribute ``rejected_at`` (None when not declared).

    Raises:
      ValueError: ``rejected_at`` is not the index of one of ``per_round``.
    """
    if rejected_at is not None and not 0 <= rejected_at < len(per_round):
        raise ValueError(f"rejected_at={rejected_at} names no round of the {len(per_round)} played")

    def apply(task, env) -> None:
        schedule = RoundSchedule(task)
        for i, act in enumerate(per_round):
            act(task, env)
            schedule.interrupt_all(i)
            if i < len(per_round) - 1:
                try:
                    schedule.on_done(env, i)
                except RoundFailed as e:
                    if rejected_at is not None and e.index != rejected_at:
                        raise NearMissMisplaced(f"{task.name}: a near miss meant for round {rejected_at} "
                                                f"failed round {e.index}") from None
                    return
            elif rejected_at is not None and rejected_at < i:
                raise NearMissMisplaced(f"{task.name}: a near miss meant for round {rejected_at} passed it")
            elif rejected_at is not None:
                last = i >= sum(1 for r in getattr(task, "rounds", ()) if not r.interruption)
                score = float(task.verify(env) if last else task.verify_round(env, i))
                if score >= 1.0:
                    raise NearMissMisplaced(f"{task.name}: a near miss meant for round {i} passed it")

    apply.rejected_at = rejected_at
    return apply
