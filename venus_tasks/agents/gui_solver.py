"""``--agent gui_solver``: the scripted GUI-only solvers (``venus_tasks/solvers/``) as an agent,
so a run of them is a demonstration that replays with ``--agent replay``.

The oracle (``reference.py``) is a validity check: its reference solutions may edit device
state directly (``apps/`` helpers), so its trajectories are not demonstrations. A GUI solver
sees only what any agent sees (the goal text and each observation's UI elements and
screenshot) and acts only with ``JSONAction``s, all of which go through the episode loop:
every action it takes is in the episode's ``trajectory``, and replaying those actions in order
(``--agent replay``) on a fresh instance of the same seed reaches the same state, except where
the state depends on wall-clock time (the GSA timing tasks: a replay's ``wait`` steps take
other times). The solvers parse the English goal text; under the ``zh`` and ``paraphrase``
variants those that read names or numbers from the goal raise (``agent_crash``).

The solvers are imperative (``solve(gui, goal)`` calls ``gui.click`` ... in a loop), the
episode loop asks for one action per observation. ``GuiSolverAgent`` bridges the two: at the
episode's first ``step`` it starts the solver in a worker thread against a stand-in env
(``_SolverRun``) whose ``observe`` returns the loop's latest observation and whose ``execute``
hands the action back to the loop (two queues). Rules of the bridge:

* ``gui.look()`` (observe again without acting; the solvers use it to watch a clock) has no
  free counterpart in the loop, which observes once per step: it becomes a ``wait`` action
  (a step, marked ``"look": true`` in ``raw``). ``gui.pause(seconds)`` is a look: its wait
  is the ``wait`` action's (the env's ``wait_seconds``), the stand-in does not sleep.
* When the solver returns, the agent ends the episode with ``status complete`` (an answer,
  if any, was already written with an ``answer`` action).
* Multi-round tasks: ``gui.done()`` sends ``status complete``; the loop verifies the round
  and delivers the next instruction in the following observation's ``user_messages``,
  which ``done()`` returns; messages arriving with any other observation (interruptions)
  land in ``gui.messages``, as with ``RoundSchedule`` in ``tests/test_gui_solvable.py``.
  The solvers never call ``ask_user`` (no one answers through the GUI alone; the conflict
  tasks' solvers take the other way to succeed: change nothing and say why).
* A task without a solver: every ``step`` returns ``status infeasible`` with the reason in
  ``raw`` (the run goes on; no episode is lost to a crash). The whole ``venus`` suite has a
  solver per task (``tests/test_gui_solvable.py`` fails a task added without one).
* A solver that raises (a screen it did not expect, Tesseract missing for a pixel-only
  text) makes ``step`` raise ``GuiSolverError`` with the solver's traceback: the episode is
  ``agent_crash``, score 0.
* The worker thread always ends: ``begin`` (the next episode) and ``close`` stop it, and a
  solver blocked waiting for an observation that never comes (the episode ended after its
  last action) is stopped there; a solver that produces no action for ``timeout_s`` fails
  the episode and is stopped too.

The agent learns only the goal text and the task's class name from ``EpisodeContext`` (to
pick the solver); it keeps neither the task, its params nor the env. It is a
``ReferenceAgent`` only because it picks its script by task name: its runs are labelled
reference and make no leaderboard entry.
"""

from __future__ import annotations

import dataclasses
import queue
import threading
import traceback
from typing import Any, Callable

from venus_tasks.agents import register_agent
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep, EpisodeContext, ReferenceAgent, typed_options
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

Solver = Callable[[Any, str], None]


class GuiSolverError(RuntimeError):
    """The GUI solver failed or stalled; the message carries its traceback."""


class _Stopped(BaseException):
    """Raised inside the worker thread to end the solver (a BaseException, so that no
    ``except Exception`` in a solver swallows it)."""


_STOP = object()


class _LoopRounds:
    """``RoundSchedule``'s two calls as ``Gui`` makes them, fed from the loop's observations:
    after a ``status complete`` the next observation's user messages are the follow-up
    instruction (``on_done`` returns them); any other observation's are interruptions."""

    def __init__(self) -> None:
        self.after_done = False
        self._follow: list[str] = []

    def due(self, step: int, observation: Observation) -> list[str]:
        messages = list(observation.user_messages)
        if self.after_done:
            self.after_done, self._follow = False, messages
            return []
        return messages

    def on_done(self, env: Any, step: int) -> str | None:
        follow, self._follow = self._follow, []
        return "\n".join(follow) or None


class _SolverRun:
    """One episode's solver in a worker thread (see the module docstring).

    Args:
      solver: ``solve(gui, goal)``.
      goal: the goal text.
      budget: the episode's step budget (``Gui`` refuses actions past it).
      timeout_s: seconds ``step`` waits for the solver's next action.
    """

    def __init__(self, solver: Solver, goal: str, budget: int, timeout_s: float, label: str) -> None:
        self._solver, self._goal, self._budget, self._timeout_s = solver, goal, budget, timeout_s
        self._label = label
        self._obs: queue.Queue = queue.Queue()
        self._out: queue.Queue = queue.Queue()
        self._rounds = _LoopRounds()
        self._acted = True            # the loop's first observation is the solver's first look
        self.finished = False
        self.thread = threading.Thread(target=self._main, name=f"gui_solver:{label}", daemon=True)

    # ---------------------------------------------------------------- worker side: the env stand-in
    def observe(self, step: int = 0, *args: Any, **kwargs: Any) -> Observation:
        """The loop's next observation; a look without an action first sends ``wait``."""
        if not self._acted:
            self._out.put(("act", A.JSONAction(A.WAIT), True))
        self._acted = False
        item = self._obs.get()
        if item is _STOP:
            raise _Stopped()
        return item

    def sleep(self, seconds: float) -> None:
        """``gui.pause``'s wait: none here, the look after it becomes a ``wait`` action."""

    def execute(self, action: A.JSONAction, elements: Any = None, screen_size: Any = None) -> None:
        """Hand ``action`` to the loop (it executes it on the real env)."""
        if action.action_type == A.STATUS and action.goal_status == "complete":
            self._rounds.after_done = True
        self._acted = True
        self._out.put(("act", action, False))

    def _main(self) -> None:
        from venus_tasks.solvers.gui import Gui
        try:
            gui = Gui(self, self._budget, self._rounds)
            self._solver(gui, self._goal)
        except _Stopped:
            return
        except BaseException:  # noqa: BLE001 - reported to the loop by step()
            self._out.put(("error", traceback.format_exc(), False))
            return
        self._out.put(("end", None, False))

    # ---------------------------------------------------------------- loop side
    def step(self, observation: Observation) -> AgentStep:
        """Give the solver ``observation``; its next action (``status complete`` once it has
        returned). Raises ``GuiSolverError`` when it failed or stalled."""
        if self.finished:
            return AgentStep(A.done(), raw={"gui_solver": self._label, "note": "solver already returned"})
        if not self.thread.is_alive() and self.thread.ident is None:
            self.thread.start()
        self._obs.put(observation)
        try:
            kind, payload, look = self._out.get(timeout=self._timeout_s)
        except queue.Empty:
            self.stop()
            raise GuiSolverError(f"the GUI solver for {self._label} gave no action within {self._timeout_s} s") \
                from None
        if kind == "act":
            raw: dict[str, Any] = {"gui_solver": self._label}
            if look:
                raw["look"] = True
            return AgentStep(payload, raw=raw)
        self.finished = True
        if kind == "end":
            return AgentStep(A.done(), raw={"gui_solver": self._label, "note": "solver returned"})
        raise GuiSolverError(f"the GUI solver for {self._label} failed:\n{payload}")

    def stop(self, join_s: float = 10.0) -> None:
        """End the worker thread (it is blocked on, or will next reach, an observation)."""
        self._obs.put(_STOP)
        if self.thread.ident is not None:
            self.thread.join(join_s)


class GuiSolverAgent(ReferenceAgent):
    """Runs the task's scripted GUI solver through the episode loop (module docstring).

    Args:
      solvers: task class name -> ``solve(gui, goal)``; default
        ``venus_tasks.solvers.gui.all_solvers()`` (imported at the first episode).
      timeout_s: seconds to wait for the solver's next action before failing the episode.
    """

    name = "gui_solver"

    def __init__(self, solvers: dict[str, Solver] | None = None, timeout_s: float = 300.0) -> None:
        self._solvers = solvers
        self.timeout_s = timeout_s
        self._run: _SolverRun | None = None
        self._solver: Solver | None = None
        self._task_name = ""

    @property
    def solvers(self) -> dict[str, Solver]:
        """Task class name -> solver."""
        if self._solvers is None:
            from venus_tasks.solvers.gui import all_solvers
            self._solvers = all_solvers()
        return self._solvers

    def begin(self, goal: str, context: EpisodeContext) -> None:
        """Stop the last episode's solver; pick this task's by its class name (nothing else
        of the task is kept)."""
        super().begin(goal, context)
        self._stop()
        self._task_name = type(context.task).__name__
        self._budget = context.max_steps
        self._solver = self.solvers.get(self._task_name)

    def step(self, observation: Observation) -> AgentStep:
        """The solver's next action; ``status infeasible`` for a task without a solver."""
        if self._solver is None:
            return AgentStep(A.done("infeasible"), raw={
                "gui_solver": self._task_name,
                "note": f"no GUI solver for task {self._task_name!r} (venus_tasks/solvers/ has "
                        f"{len(self.solvers)} solvers); ending the episode as infeasible"})
        if self._run is None:
            self._run = _SolverRun(self._solver, self.goal, self._budget, self.timeout_s, self._task_name)
        return self._run.step(observation)

    @property
    def thread(self) -> threading.Thread | None:
        """The current episode's worker thread (None before the first step)."""
        return self._run.thread if self._run is not None else None

    def _stop(self) -> None:
        if self._run is not None:
            self._run.stop()
            self._run = None

    def close(self) -> None:
        """Stop the worker thread, if any."""
        self._stop()


@dataclasses.dataclass(frozen=True)
class GuiSolverOptions:
    """``--agent_arg`` options of ``gui_solver``: ``timeout_s`` (seconds to wait for the
    solver's next action)."""

    timeout_s: float = 300.0


@register_agent("gui_solver")
def _make_gui_solver(config: AgentConfig) -> Agent:
    options = GuiSolverOptions(**typed_options(GuiSolverOptions, config.extra, "gui_solver"))
    return GuiSolverAgent(timeout_s=options.timeout_s)
