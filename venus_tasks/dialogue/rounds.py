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

    def __post_init__(self) -> None:
        if self.at_step is not None and self.on_screen is not None:
            raise ValueError("a round is delivered at_step or on_screen, not both")

    @property
    def interruption(self) -> bool:
        return self.at_step is not None or self.on_screen is not None


class RoundFailed(Exception):
    """The round the agent claimed done does not verify (``index``, ``score``)."""

    def __init__(self, index: int, score: float):
        super().__init__(f"round {index} claimed done but verified {score}")
        self.index, self.score = index, score


class RoundSchedule:
    """The rounds of one episode of ``task`` (its ``rounds`` and ``params``)."""

    def __init__(self, task: Any):
        self._task = task
        rounds: Sequence[Round] = getattr(task, "rounds", ())
        self._sequential = [r for r in rounds if not r.interruption]
        self._interruptions = [r for r in rounds if r.interruption]
        self.finished = 0                 # sequential rounds verified and moved past
        self.records: list[dict[str, Any]] = []

    def _text(self, r: Round) -> str:
        return self._task.render_text(r.text, r.variant_texts)

    def due(self, step: int, observation: Any | None) -> list[str]:
        """Interruptions to deliver with ``observation``, the one the agent is about to
        see at ``step``: those due at this step, and those whose text this screen shows
        (so an interruption arrives with the first screen that shows its text)."""
        out = []
        for r in list(self._interruptions):
            shown = r.on_screen is not None and observation is not None and any(
                r.on_screen.format(**self._task.params).casefold() in (e.text or "").casefold()
                for e in observation.screen_elements)
            if (r.at_step is not None and step >= r.at_step) or shown:
                self._interruptions.remove(r)
                out.append(self._text(r))
                self.records.append({"step": step, "what": "interruption", "text": out[-1]})
        return out

    def on_done(self, env: Any, step: int) -> str | None:
        """The agent claimed done at ``step``: verify the round and return the next
        round's text, or None when no sequential round is left (the episode ends).

        Raises:
          RoundFailed: the round claimed done does not verify.
        """
        if self.finished >= len(self._sequential):
            return None
        index = self.finished
        score = float(self._task.verify_round(env, index))
        self._task.round_scores[index] = score
        self.records.append({"step": step, "what": "verified", "round": index, "score": score})
        if score < 1.0:
            raise RoundFailed(index, score)
        self.finished += 1
        text = self._text(self._sequential[index])
        self.records.append({"step": step, "what": "delivered", "round": index + 1, "text": text})
        return text


def play(*per_round):
    """A near-miss ``apply`` acting out a multi-round episode: ``per_round[i]`` (an apply)
    is what the agent did in round ``i``, and the round is claimed done after it, as the
    episode loop would; a round that fails verification ends it there."""

    def apply(task, env) -> None:
        schedule = RoundSchedule(task)
        for i, act in enumerate(per_round):
            act(task, env)
            if i < len(per_round) - 1:
                try:
                    schedule.on_done(env, i)
                except RoundFailed:
                    return

    return apply
