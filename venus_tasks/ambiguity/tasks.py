"""The generated task classes of the ``ambiguity`` suite: one ``VenusTask`` subclass per
intent spec and clarity level, named ``Ambi{spec.name}_{Level}`` (``AmbiExpenseTaxi_Incomplete``).

Each class declares data only (``spec``, ``level``); ``AmbiguityTask`` holds the hooks:

* ``sample_params``: the spec's ``draw``; ``goal``: ``clarity.render`` at the level, in the
  instance's goal variant; ``intent``: the spec's (the ``strict`` user simulator answers
  from it, ``verdict["gap"]`` follows from the goal);
* ``setup``: the spec's (every requirement at its default) and a fresh termination tracker;
* ``verify``: the requirement vector on device state into ``verdict["requirements"]``
  (``{id: bool}``, AmbiBench's V_out) and the tracker's summary into
  ``verdict["termination"]`` (``termination.Tracker``), the audit of each question into
  ``verdict["audit"]`` (``audit.audit``), the level and intent into ``verdict["clarity"]``
  and ``verdict["intent"]``; 1.0 only when every requirement holds;
* ``after_action``: after each state-changing action, the tracker re-checks the vector
  until it first holds in full (cost: one vector read, one or two adb round trips, per
  state-changing action up to that point); every action is kept with the screen it was
  chosen on, for ``verdict["process"]`` (AmbiBench's SHR and ARR against the UI path,
  ``process.process``; null when the runner reported no action);
* ``oracle``: asks exactly one question per requirement of the gap (``clarity.question``,
  worded so the strict simulator answers it), then puts every requirement it knows (stated
  in the goal or filled by a reply) into place with ``spec.apply``;
* ``near_misses``: each single requirement left at its default, acting on defaults without
  asking (for the levels with a gap), and nothing.
"""

from __future__ import annotations

import importlib
import random
import sys
from typing import Any, ClassVar, Iterator

import apps
from venus_tasks.ambiguity.audit import audit
from venus_tasks.ambiguity.clarity import Level, levels, question, render
from venus_tasks.ambiguity.process import Inspector
from venus_tasks.ambiguity.spec import IntentSpec
from venus_tasks.ambiguity.termination import Tracker
from venus_tasks.dialogue.intent import Intent
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask

SUITE = "ambiguity"
# PUDAM per level [inferred]: understanding and decision grow as the goal says less.
_PUDAM = {Level.DETAILED: PUDAM(2, 1, 1, 2, 1), Level.STANDARD: PUDAM(2, 2, 2, 2, 1),
          Level.INCOMPLETE: PUDAM(2, 3, 3, 2, 2), Level.AMBIGUOUS: PUDAM(2, 4, 4, 2, 2)}
_SPECS: dict[str, IntentSpec] = {}


class AmbiguityTask(VenusTask):
    """Base of the generated classes (see the module docstring)."""

    spec: ClassVar[IntentSpec]
    level: ClassVar[Level]

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        return dict(cls.spec.draw(rng))

    @property
    def goal(self) -> str:
        return render(self.spec, self.params, self.level, self.goal_variant)

    @property
    def intent(self) -> Intent:
        return self.spec.intent(self.params)

    @property
    def optimal_steps(self) -> int:
        """The UI path's steps, one question per gap requirement, and ``status``."""
        return len(self.spec.ui_path(self.params)) + len(self.intent.gap(self.goal)) + 1

    def setup(self, env: Any) -> None:
        self.spec.setup(env, self.params)
        self.tracker = Tracker()
        self.inspector = Inspector()

    def cleanup(self, env: Any) -> None:
        try:
            if self.spec.cleanup is not None:
                self.spec.cleanup(env, self.params)
        finally:
            super().cleanup(env)

    def after_action(self, env: Any, step: int, action: A.JSONAction, observation: Any = None) -> None:
        self.tracker.after_action(step, action, lambda: self.spec.vector(env, self.params))
        self.inspector.after_action(action, observation)

    def verify(self, env: Any) -> float:
        vector = self.spec.vector(env, self.params)
        tracker = getattr(self, "tracker", None) or Tracker()
        inspector = getattr(self, "inspector", None) or Inspector()
        # ``_judgement`` is what ``is_successful`` merges into ``verdict`` after ``verify``.
        self._judgement = {**self._judgement, "requirements": vector, "clarity": self.level.value,
                           "intent": self.spec.name, "termination": tracker.summary(all(vector.values())),
                           "audit": audit(self.intent, self.goal, getattr(env, "dialogue", ())),
                           "process": inspector.summary(self.spec.ui_path(self.params))}
        return float(all(vector.values()))

    def known(self, env: Any) -> frozenset:
        """Requirement ids the agent knows now: stated in the goal or filled by a reply."""
        intent = self.intent
        gap = {r.id for r in intent.gap(self.goal)}
        return frozenset({r.id for r in intent.requirements} - gap | (env.filled & gap))

    def oracle(self, env: Any) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name=apps.get_app(self.spec.app_names[0]).label)
        for r in self.intent.gap(self.goal):
            yield A.ask_user(question(r, self.language))
        self.spec.apply(env, self.params, self.known(env))
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        intent = self.intent
        every = frozenset(r.id for r in intent.requirements)
        misses = [NearMiss(f"{rid} left at the app's default", _apply(every - {rid})) for rid in sorted(every)]
        gap = {r.id for r in intent.gap(self.goal)}
        if gap:
            misses.append(NearMiss("acted on the defaults without asking", _apply(every - gap)))
        misses.append(NearMiss("nothing", _apply(frozenset())))
        return misses


def _apply(ids: frozenset):
    def apply(task: AmbiguityTask, env: Any) -> None:
        task.spec.apply(env, task.params, ids)
    return apply


def register(spec: IntentSpec) -> list[type[AmbiguityTask]]:
    """Generate and register (suite ``ambiguity``) the task class of each clarity level of
    ``spec``; returns them. The classes live in this module (so instances pickle).

    Raises:
      ValueError: another spec of the same name is registered.
    """
    if spec.name in _SPECS and _SPECS[spec.name] is not spec:
        raise ValueError(f"intent spec {spec.name!r} is already registered")
    _SPECS[spec.name] = spec
    module = sys.modules[__name__]
    out = []
    intent = spec.intent(spec.draw(random.Random(0)))
    for lv in levels(spec):
        name = f"Ambi{spec.name}_{lv.title}"
        questions = len(intent.requirements) if lv is Level.AMBIGUOUS else \
            len(spec.incomplete_masks) if lv is Level.INCOMPLETE else 0
        cls = type(name, (AmbiguityTask,), {
            "__module__": __name__, "__qualname__": name,
            "__doc__": f"Intent {spec.name} at the {lv.value} clarity level (``venus_tasks.ambiguity``).",
            "spec": spec, "level": lv, "app_names": spec.app_names,
            "complexity": spec.complexity + 0.2 * questions,
            "template": spec.template,
            "variant_texts": {"zh": spec.template_zh, "paraphrase": spec.template_paraphrase},
            "setup_settings": spec.setup_settings, "may_change": spec.may_change,
            "info": TaskInfo(Category.VA, _PUDAM[lv], Evaluation.STATE,
                             tags=("ambiguity", lv.value, *spec.tags)),
        })
        setattr(module, name, cls)
        out.append(register_task(SUITE)(cls))
    return out


def specs() -> dict[str, IntentSpec]:
    """The registered intent specs by name (importing ``venus_tasks.ambiguity`` registers them)."""
    importlib.import_module("venus_tasks.ambiguity")   # registers the intents modules

    return dict(_SPECS)
