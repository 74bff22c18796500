"""``VenusTask``: AndroidWorld's ``TaskEval`` contract plus what venus adds.

The members AndroidWorld's suite code relies on (``task_evals/task_eval.py``, ``suite_utils.py``):
``app_names``, ``complexity``, ``schema``, ``template``, ``start_on_home_screen``,
``params``, ``goal``, ``name``, ``generate_random_params()``, ``initialize_task(env)``,
``is_successful(env) -> float`` and ``tear_down(env)``. The step budget is
``int(10 * complexity)``.

A task subclass declares data (class attributes, ``info``, ``may_change`` -- what the
agent may change -- and ``noise_plan``, the noise its instances draw) and fills three
short hooks:

* ``sample_params(rng)``: the instance's parameters, drawn only from ``rng``;
* ``setup(env)``: seed the device through ``apps/`` helpers;
* ``verify(env) -> float``: check device state and the answer through ``verifiers/``.

plus, for the conformance checks, ``oracle(env)`` (a generator of actions that solves the
task, possibly editing state through ``apps/`` helpers between actions) and
``near_misses()`` (end states the verifier must reject).

State guard: ``initialize_task`` puts the device settings back to the baseline saved by
``--setup_device``, seeds the instance and reads the settings tables and every guarded
store (``verifiers.guard``: the tables of ``app_names``, shared storage, every app's
private folders, the contacts, SMS and call-log providers, the Clock's alarms, Chrome's
history); ``is_successful`` reads them again and scores 0 when anything outside
``may_change`` (and what the episode's noise changed by itself) changed. ``verdict`` then holds the score ``verify`` gave and the list of
unexpected changes, which the episode record keeps.
"""

from __future__ import annotations

import abc
import dataclasses
import enum
import logging
import random
from typing import Any, Callable, ClassVar, Iterator, Mapping, Sequence

import apps
from venus_tasks import setup_device
from venus_tasks.env.actions import JSONAction
from venus_tasks.env.device import DeviceError, settings_list_command
from noise import NoiseEvent, NoiseSpec
from verifiers import guard
from variants import text as variant_text
from variants.goal import PARAM as GOAL_VARIANT_PARAM
from verifiers.guard import MayChange

log = logging.getLogger(__name__)


class Category(str, enum.Enum):
    """VenusBench-Mobile task categories (class-name prefixes, ``utils/stability_statistic.py``)."""

    FA = "fa"      # function assistance
    CF = "cf"      # conflict
    VA = "va"      # vague instruction
    MR = "mr"      # multi-round
    GSA = "gsa"    # GUI-state awareness
    GUIM = "guim"  # GUI (visual) manipulation
    HGB = "hgb"    # hard GUI browsing
    NR = "nr"      # noise resistance
    BC = "bc"      # browsecomp-like

    @classmethod
    def parse(cls, code: str) -> "Category":
        """Case-insensitive code (``"CF"``, ``"va"``) to a category.

        Raises:
          ValueError: unknown code; the message lists the valid ones.
        """
        try:
            return cls(code.strip().lower())
        except ValueError:
            valid = ", ".join(c.value for c in cls)
            raise ValueError(f"unknown category {code!r}; valid categories: {valid}") from None


class Evaluation(str, enum.Enum):
    """How a task is scored."""

    STATE = "state"                  # device state only
    ANSWER = "answer"                # the answer channel only (deterministic matching)
    STATE_AND_ANSWER = "state+answer"
    JUDGE = "judge"                  # the run's MLLM judge (VenusTask.judged), else a deterministic rubric


@dataclasses.dataclass(frozen=True)
class PUDAM:
    """Capability levels 1-4 for Perception, Understanding, Decision, Action, Memory
    (VenusBench-Mobile ``android_world/task_metadata.json`` field ``ability``)."""

    p: int
    u: int
    d: int
    a: int
    m: int

    def __post_init__(self) -> None:
        for dim, level in dataclasses.asdict(self).items():
            if level not in (1, 2, 3, 4):
                raise ValueError(f"PUDAM level {dim}={level} is not in 1..4")


@dataclasses.dataclass(frozen=True)
class TaskInfo:
    """Metadata of a task class: what it measures and how it is scored."""

    category: Category
    pudam: PUDAM
    evaluation: Evaluation
    tags: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class NearMiss:
    """An end state close to success that the verifier must reject.

    ``apply(task, env)`` runs after ``initialize_task`` and edits device state and/or the
    answer channel.
    """

    name: str
    apply: Callable[[Any, Any], None]


class TaskNotInitializedError(RuntimeError):
    """``is_successful`` or ``tear_down`` was called before ``initialize_task``."""


class VenusTask(abc.ABC):
    """Base class of every venus task (AndroidWorld ``TaskEval`` compatible).

    Subclasses set ``app_names``, ``complexity``, ``template`` and ``info`` and implement
    ``sample_params``, ``setup``, ``verify``, ``oracle`` and ``near_misses``.
    """

    app_names: ClassVar[tuple[str, ...]] = ()
    complexity: ClassVar[float] = 1.0
    schema: ClassVar[dict[str, Any]] = {}
    template: ClassVar[str] = ""
    # The goal in each goal variant (``variants.goal``): ``{"zh": ..., "paraphrase": ...}``,
    # curated, with the template's placeholders (``{x:zh}`` puts a value into Chinese).
    variant_texts: ClassVar[Mapping[str, str]] = {}
    # "namespace key" of settings ``setup`` writes itself: a device variant that owns one
    # of them (``dark`` owns ``secure ui_night_mode``) does not apply to the task.
    setup_settings: ClassVar[tuple[str, ...]] = ()
    start_on_home_screen: ClassVar[bool] = True
    info: ClassVar[TaskInfo]
    may_change: ClassVar[MayChange] = MayChange()
    noise_plan: ClassVar[tuple[NoiseSpec, ...]] = ()
    # Params a retried episode's fresh draw keeps from the draw it replaces, where the draw
    # has them (``registry.retry_instance``): the kind of case a mixed task drew (valid,
    # partial or conflicting; a conflict or not; the user's resolution), so that an agent
    # that makes the draws it judges hard end without a result cannot trade them for easy
    # ones on resume. Name the params that make your task's kinds of case here.
    redraw_keeps: ClassVar[tuple[str, ...]] = ("kind", "conflict", "resolution")

    def __init__(self, params: dict[str, Any]):
        self._params = dict(params)
        self.initialized = False
        self.verdict: dict[str, Any] = {}
        self.round_scores: dict[int, float] = {}
        self._judgement: dict[str, Any] = {}
        self._start_state: guard.DeviceState | None = None

    # ------------------------------------------------------ AndroidWorld API
    @property
    def params(self) -> dict[str, Any]:
        """The instance's parameters (including ``seed``)."""
        return self._params

    @property
    def name(self) -> str:
        """The task's name: its class name (AndroidWorld's ``task_template``)."""
        return type(self).__name__

    @property
    def goal(self) -> str:
        """``goal_template`` filled with ``params`` (``variants.text.render``)."""
        return variant_text.render(self.goal_template, self._params)

    @property
    def goal_variant(self) -> str:
        """The goal variant of the instance (``zh``, ``paraphrase``) or "" (original)."""
        return self._params.get(GOAL_VARIANT_PARAM, "")

    @property
    def language(self) -> str:
        """The language of the goal: ``"zh"`` or ``"en"``."""
        return "zh" if self.goal_variant == "zh" else "en"

    @property
    def goal_template(self) -> str:
        """``template``, or its text in the instance's goal variant.

        Raises:
          KeyError: the task has no text for its goal variant.
        """
        return self._variant_of(self.template, self.variant_texts, "variant_texts")

    def render_text(self, text: str, texts: Mapping[str, str]) -> str:
        """A follow-up text (``Round``) in the instance's goal variant, filled from params.

        Raises:
          KeyError: no text for the variant, or a placeholder names no param.
        """
        return variant_text.render(self._variant_of(text, texts, "Round.variant_texts"), self._params)

    def say(self, en: str, zh: str) -> str:
        """``en`` or ``zh``, whichever is the goal's language (oracle answers, reports)."""
        return zh if self.language == "zh" else en

    def _variant_of(self, text: str, texts: Mapping[str, str], where: str) -> str:
        v = self.goal_variant
        if not v:
            return text
        if v not in texts:
            raise KeyError(f"{self.name} has no {v!r} text in {where} for {text[:60]!r}")
        return texts[v]

    @property
    def optimal_steps(self) -> int | None:
        """Actions a shortest known GUI solution takes for this instance (the final
        ``status``/``answer`` included), counted from the task's GUI solver; None when not
        declared. Override with a count from ``params`` (e.g. 4 + 2 per row to delete)."""
        return None

    @property
    def max_steps(self) -> int:
        """Step budget ``int(10 * complexity)`` (AndroidWorld ``_allocate_step_budget``)."""
        return int(10 * self.complexity)

    @property
    def wall_clock_s(self) -> float:
        """Seconds of device time an episode of this instance needs, whatever the agent
        does (a GSA timing window it must wait for); 0 by default. Only the runner's ETA
        reads it (``venus_tasks.progress``)."""
        return 0.0

    @classmethod
    def generate_random_params(cls, seed: int | None = None) -> dict[str, Any]:
        """Parameters of one instance; the same seed gives the same parameters.

        AndroidWorld calls this with no argument after seeding the global ``random``; then
        the seed is drawn from it, so its suites stay reproducible too.
        """
        if seed is None:
            seed = random.getrandbits(32)
        params = cls.sample_params(random.Random(seed))
        params["seed"] = seed
        if cls.noise_plan:  # drawn from a stream of its own, so a plan never shifts the other params
            rng = random.Random(f"noise-{seed}")
            params["noise_events"] = [spec.draw(rng, params, cls.app_names).as_json() for spec in cls.noise_plan]
        return params

    @property
    def noise_events(self) -> tuple[NoiseEvent, ...]:
        """The instance's drawn noise events (from ``noise_plan``); () without a plan."""
        return tuple(NoiseEvent.from_json(e) for e in self._params.get("noise_events", ()))

    def initialize_task(self, env: Any) -> None:
        """Reset the device: restore the snapshots of ``app_names`` and the settings
        baseline of ``--setup_device`` (read in the same round trip), then the env's
        preparation (portrait, no call, home, empty answer); seed the instance (``setup``)
        and read the state the guard compares against.

        Raises:
          DeviceError: the device has no settings baseline or failed.
        """
        if self.initialized:
            raise RuntimeError(f"{self.name} is already initialized; call tear_down first")
        now = restore_apps(env.device, self.app_names)
        restore, _ = setup_device.settings_baseline_commands(env.device, keep=guard.system_written, now=now)
        env.prepare_for_task(restore)      # the restore runs in the preparation's round trip
        self.setup(env)
        self._start_state = guard.snapshot(env.device, self.app_names)
        self._acted_before_asking: bool | None = None
        self.verdict = {}
        self.round_scores = {}
        self.initialized = True

    def is_successful(self, env: Any) -> float:
        """Score in [0, 1] of the current device state and answer (1.0 = solved); 0 when
        anything outside ``may_change`` changed since ``initialize_task`` (``verdict``
        says what).

        Raises:
          ValueError: ``verify`` returned NaN or a number outside [0, 1] (the episode is
            then ``verify_error``, no result).
        """
        self._check_is_initialized()
        self._judgement: dict[str, Any] = {}
        score = float(self.verify(env))
        if not 0.0 <= score <= 1.0:   # NaN fails this too
            raise ValueError(f"{self.name}.verify returned {score!r}; a score must be a number in [0, 1]")
        changes = guard.unexpected_changes(self._start_state, guard.snapshot(env.device, self.app_names),
                                           self.allowed_changes(env))
        self.verdict = {"verify_score": score, "unexpected_changes": changes, **self._judgement}
        if getattr(self, "_acted_before_asking", None) is not None:
            self.verdict["acted_before_asking"] = self._acted_before_asking
        if self.intent is not None:   # the requirements the goal left out (metrics: IGR, who needed to ask)
            self.verdict["gap"] = [r.id for r in self.intent.gap(self.goal)]
        return 0.0 if changes else score

    def allowed_changes(self, env: Any) -> MayChange:
        """What the guard lets change: ``may_change`` plus the rows noise events add by
        themselves (``Injector.writes``: an incoming call's call-log row), those of the
        instance's noise plan and those the run added that fired
        (``noise.env.NoisyEnv.noise_writes``), as additions only (``MayChange.adds``: a
        row there before the episode still may not go or change)."""
        from noise import injector_class

        writes = tuple(p for e in self.noise_events for p in injector_class(e.kind).writes)
        writes += tuple(getattr(env, "noise_writes", ()))
        return self.may_change.plus(MayChange(adds=writes)) if writes else self.may_change

    def judged(self, env: Any, criteria: Sequence[str], rubric: Callable[[str], bool]) -> float:
        """Score a ``judge`` task (``Evaluation.JUDGE``) from ``verify``: the run's MLLM
        judge (``env.judge``, ``--judge_model``) decides from the rendered goal, the
        ``criteria`` (the facts success needs), the agent's answer and the last screens it
        saw; without a judge the deterministic ``rubric(answer)`` decides. The verdict
        records which decided (``decided_by``: ``judge`` with the model, rationale and
        cache hit, or ``rubric``).

        Raises:
          verifiers.judge.JudgeError: the judge failed (the episode is ``verify_error``,
            no result: never a silent 0).
        """
        judge = getattr(env, "judge", None)
        if judge is None:
            ok = bool(rubric(env.answer))
            self._judgement = {"decided_by": "rubric"}
            return float(ok)
        verdict = judge.decide(self.goal, list(criteria), env.answer, list(getattr(env, "recent_screens", ())))
        self._judgement = {"decided_by": "judge", "judge": verdict.record()}
        return float(verdict.success)

    def tear_down(self, env: Any) -> None:
        """Stop the task's apps and go home; safe to call after a failed initialization."""
        try:
            self.cleanup(env)
        finally:
            self.initialized = False

    def _check_is_initialized(self) -> None:
        if not self.initialized:
            raise TaskNotInitializedError(f"{self.name}: initialize_task was not called")

    # ------------------------------------------------------------ task hooks
    @classmethod
    @abc.abstractmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        """Draw the instance's parameters from ``rng`` only."""

    @abc.abstractmethod
    def setup(self, env: Any) -> None:
        """Seed the device for this instance."""

    @abc.abstractmethod
    def verify(self, env: Any) -> float:
        """Score the end state: 1.0 success, 0.0 failure, in between for partial credit."""

    @abc.abstractmethod
    def oracle(self, env: Any) -> Iterator[JSONAction]:
        """Yield the actions of a reference solution (may edit state between yields)."""

    @abc.abstractmethod
    def near_misses(self) -> list[NearMiss]:
        """End states close to success that ``verify`` must reject (at least two)."""

    # Follow-up instructions (``venus_tasks.dialogue.rounds.Round``), delivered by the
    # episode loop; ``verify_round`` checks each sequential round when the agent claims it.
    rounds: ClassVar[tuple] = ()

    @property
    def rounds_passed(self) -> bool:
        """True if every sequential round before the last was verified when claimed done
        (``round_scores``, kept by the episode's ``RoundSchedule``)."""
        sequential = sum(1 for r in self.rounds if not r.interruption)
        return all(self.round_scores.get(i, 0.0) >= 1.0 for i in range(sequential))

    def verify_round(self, env: Any, index: int) -> float:
        """Score round ``index`` (0: the goal's) when the agent claims it done and a
        sequential round follows; below 1.0 ends the episode as ``round_failed``.
        Default: 1.0 (only the end state is checked)."""
        return 1.0

    # The user's ground-truth intent (``venus_tasks.dialogue.intent.Intent``) for tasks that
    # talk with the user; the ``strict`` simulator answers from it. None: fully specified.
    intent: Any = None

    def question_asked(self, env: Any) -> None:
        """The episode loop's hook for every ``ask_user``, before the reply. At the first
        question it reads whether the agent had already changed the device (any change of
        the guarded state since ``initialize_task``, whatever ``may_change`` allows:
        ``verdict["acted_before_asking"]``, MID-Bench's Act-without-Asking read from the
        device, so a tap that only opens a folder to look is not acting); then the task's
        own ``on_question``."""
        if getattr(self, "_acted_before_asking", None) is None and self._start_state is not None:
            now = guard.snapshot(env.device, self.app_names)
            self._acted_before_asking = bool(guard.unexpected_changes(self._start_state, now, guard.MayChange()))
        self.on_question(env)

    def on_question(self, env: Any) -> None:
        """Called by the episode loop each time the agent asks the user, before the reply:
        a task that must know the device state at that moment (a conflict acted on before
        asking) reads it here. Default: nothing."""

    def after_action(self, env: Any, step: int, action: JSONAction, observation: Any = None) -> None:
        """Called by the episode loop after each action of the agent was executed, with the
        ``Observation`` the action was chosen on: a task that must know when its goal first
        held (late termination) reads state here, one that judges the path taken (the
        ``ambiguity`` suite's SHR and ARR) keeps the screens. Default: nothing."""

    def cleanup(self, env: Any) -> None:
        """Undo what the episode left running; default: force-stop the task's apps."""
        for name in self.app_names:
            env.device.force_stop(apps.get_app(name).package)


def restore_apps(device: Any, names: Sequence[str]) -> dict[str, dict[str, str]]:
    """Restore the data snapshots of apps ``names`` (AndroidWorld ``_initialize_apps``) and
    read every setting, in one shell round trip; returns the settings as
    ``{namespace: {key: value}}``.

    Preinstalled apps have no snapshot; an app without one is logged and left as it is,
    as AndroidWorld does.
    """
    restored = [app for app in (apps.get_app(n) for n in dict.fromkeys(names)) if not app.preinstalled]
    results = device.run_parts([*(setup_device.restore_snapshot_command(app) for app in restored),
                                settings_list_command()])
    for app, result in zip(restored, results):
        try:
            setup_device.check_restore(app, result)
        except DeviceError as e:
            log.warning("%s: %s", device.serial, e)
    return device.parse_settings_list(results[-1])
