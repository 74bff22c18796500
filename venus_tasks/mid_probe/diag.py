"""Suite ``mid_diag``: MID-Bench's motivating diagnostics (``shared/seeds/`` MID-Bench
section 4) on the probe states of ``pivots.json``.

**States.** One pivot per source task: the first Base (``ambiguous`` split) entry of each
task in ``manifest.probe_sort_key`` order (67 states). A state is set up as a probe's
(``ProbeTask.initialize_task``: the task's instance, then its solution's prefix replayed),
and the agent makes **one** decision on it (``ProbeLog(max_decisions=1)``): an action, a
question (``ask_user``; the strict user replies, but nothing follows) or, in recognition
mode, an ``answer``.

**Probes** (``DIAG_PROBES``), seven per state, named
``Diag<Task>_<i>_s<step>_<requirement>_<mode>_<condition>``:

| mode | condition | instruction | what is recorded (section) |
|---|---|---|---|
| action | ``matched`` | the full goal | the action matches the gold (4.3) |
| action | ``none`` | the empty string | asked (4.1), the action matches the gold (4.3) |
| action | ``mismatched`` | another state's full goal (the next state of another task) | the action matches this state's gold (4.3) |
| action | ``ambiguous`` | the goal with the pivot's requirement masked (Base) | asked (4.2, action mode) |
| recognition | ``clear`` / ``ambiguous`` / ``none`` | ``RECOGNITION`` around the same three instructions | the label (4.2) |

In recognition mode the instruction asks the agent to classify the instruction as CLEAR,
AMBIGUOUS or NO_TASK and to reply with ``answer``; the label is read with
``verifiers.clarity_labels.stated_clarity`` from the first decision's ``answer`` text (any
other decision states no label). The action match is MID-Bench's (``task.matches``: same
type, a point inside the gold element, or the same normalised text).

**Score** of an episode: 1 for what a careful agent does: act as the gold on ``matched``;
ask on ``none`` and ``ambiguous``; not take this screen's gold action on ``mismatched``
(the instruction is another task's); give the right label in recognition mode
(``clear`` -> CLEAR, ``ambiguous`` -> AMBIGUOUS, ``none`` -> NO_TASK). The paper's figures
are rates over these records, ``metrics.diag``. ``verdict["diag"]`` holds ``{task, seed,
step, requirement, type, mode, condition, asked, matched, label}``.
"""

from __future__ import annotations

from typing import Any, Iterator

from venus_tasks.env import actions as A
from venus_tasks.env.actions import JSONAction
from venus_tasks.mid_probe import instructions, manifest, protocol
from venus_tasks.mid_probe.task import ProbeTask, matches
from venus_tasks.task import Category, Evaluation, TaskInfo
from verifiers.clarity_labels import stated_clarity

SUITE = "mid_diag"
ACTION, RECOGNITION_MODE = "action", "recognition"
MATCHED, NONE, MISMATCHED, AMBIGUOUS, CLEAR = "matched", "none", "mismatched", "ambiguous", "clear"
DIAG_PROBES = ((ACTION, MATCHED), (ACTION, NONE), (ACTION, MISMATCHED), (ACTION, AMBIGUOUS),
               (RECOGNITION_MODE, CLEAR), (RECOGNITION_MODE, AMBIGUOUS), (RECOGNITION_MODE, NONE))
RIGHT_LABEL = {CLEAR: "clear", AMBIGUOUS: "ambiguous", NONE: "no_task"}
RECOGNITION = ('Do not act on the screen. Classify the user\'s instruction below for the current screen: '
               'CLEAR (you can act on it), AMBIGUOUS (you would need to ask the user), or NO_TASK (there is '
               'no instruction to act on). Reply with an answer action whose text is CLEAR, AMBIGUOUS or '
               'NO_TASK.\nInstruction: "{instruction}"')


def states(entries: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The diagnostic states: the first Base entry of each task, with ``"mismatched_with"``
    (the next state's task whose goal is this state's mismatched instruction, cyclically,
    the first of another task)."""
    entries = manifest.load() if entries is None else entries
    first: dict[str, dict[str, Any]] = {}
    for e in sorted(entries, key=manifest.probe_sort_key):
        if e["split"] == instructions.AMBIGUOUS and e["task"] not in first:
            first[e["task"]] = e
    out = list(first.values())
    return [{**e, "mismatched_with": out[(i + 1) % len(out)]} for i, e in enumerate(out)] if len(out) > 1 else []


def _source(entry: dict[str, Any]) -> Any:
    from venus_tasks.mid_probe.task import inner_class
    cls = inner_class(entry["task"])
    return cls(cls.generate_random_params(entry["seed"]))


class DiagTask(ProbeTask):
    """Base of the generated diagnostic classes; ``mode`` and ``condition`` name the probe
    (module docstring)."""

    mode: str = ACTION
    condition: str = MATCHED

    def __init__(self, params: dict[str, Any]):
        super().__init__(params)
        self.log = protocol.ProbeLog(max_decisions=1)

    @property
    def instruction(self) -> str:
        """The condition's instruction, before the recognition wrapper."""
        e = self.entry
        if self.condition == NONE:
            return ""
        if self.condition == MISMATCHED:
            return _source(e["mismatched_with"]).goal
        if self.condition == AMBIGUOUS:
            return instructions.instruction(self.inner, e["requirement"], e["split"], e["gold"]) or ""
        return self.inner.goal

    @property
    def goal(self) -> str:
        """The instruction the agent gets (English only, as ``ProbeTask.goal``).

        Raises:
          KeyError: a goal variant was asked for.
        """
        if self.goal_variant:
            raise KeyError(f"mid_diag has no {self.goal_variant!r} instructions; run it without --variants zh/paraphrase")
        text = self.instruction
        return RECOGNITION.format(instruction=text) if self.mode == RECOGNITION_MODE else text

    def score(self, env: Any) -> dict[str, Any]:
        e, d = self.entry, self.log.decisions
        first = d[0] if d else None
        asked = first is not None and first.action.action_type == A.ASK_USER
        label = stated_clarity(first.action.text or "") if first is not None and \
            first.action.action_type == A.ANSWER else None
        return {"task": e["task"], "seed": e["seed"], "step": e["step"], "requirement": e["requirement"],
                "type": e["type"], "mode": self.mode, "condition": self.condition, "asked": asked,
                "matched": matches(first, e["gold"], e["target"]), "label": label}

    def verify(self, env: Any) -> float:
        diag = self.score(env)
        self.verdict = {"diag": diag}
        if self.mode == RECOGNITION_MODE:
            return float(diag["label"] == RIGHT_LABEL[self.condition])
        if self.condition == MATCHED:
            return float(diag["matched"])
        if self.condition == MISMATCHED:
            return float(not diag["matched"])
        return float(diag["asked"])

    def plausible_action(self) -> JSONAction:
        """The action this screen suggests: the pivot's gold action (what an agent that
        reads the screen and not the instruction does)."""
        return JSONAction.from_dict(self.entry["gold"])

    def right_label(self) -> str:
        """The label a careful agent gives in recognition mode, in upper case."""
        return RIGHT_LABEL[self.condition].upper()

    def oracle(self, env: Any) -> Iterator[JSONAction]:
        """The careful agent: the right label in recognition mode; the gold action on the
        matched instruction; a question otherwise (nothing to act on, another task's
        instruction, or the masked requirement: ``ProbeTask.question``)."""
        if self.mode == RECOGNITION_MODE:
            yield A.JSONAction(A.ANSWER, text=self.right_label())
        elif self.condition == MATCHED:
            yield self.plausible_action()
        elif self.condition == AMBIGUOUS:
            yield A.ask_user(self.question())
        else:
            yield A.ask_user("I have no instruction that fits this screen: what would you like me to do?")


def diag_name(entry: dict[str, Any], mode: str, condition: str) -> str:
    """``Diag<Task>_<i>_s<step>_<requirement>_<mode>_<condition>``."""
    return f"Diag{entry['task']}_{entry['index']}_s{entry['step']}_{entry['requirement']}_{mode}_{condition}"


def make_diag_class(entry: dict[str, Any], mode: str, condition: str) -> type[DiagTask]:
    """A ``DiagTask`` subclass for one state (an entry of ``states``), mode and condition."""
    from venus_tasks.task import PUDAM
    info = TaskInfo(Category(entry["category"]), PUDAM(**entry["pudam"]), Evaluation.STATE,
                    tags=("mid_diag", mode, condition))
    name = diag_name(entry, mode, condition)
    return type(name, (DiagTask,), {
        "entry": entry, "split": entry["split"], "mode": mode, "condition": condition,
        "app_names": tuple(entry["app_names"]), "info": info, "__module__": __name__,
        "__doc__": f"MID-Bench diagnostic: {entry['task']} instance {entry['index']}, step {entry['step']}, "
                   f"{mode} mode, {condition} instruction."})


def register_all(entries: list[dict[str, Any]] | None = None) -> int:
    """Register the diagnostic classes of ``states(entries)`` (default: the committed
    manifest, stale entries left out as ``mid_probe.suite`` does) in suite ``mid_diag``;
    returns how many."""
    from venus_tasks.mid_probe.suite import stale_entry
    from venus_tasks.registry import register_task
    pool = [e for e in (manifest.load() if entries is None else entries) if not stale_entry(e)]
    n = 0
    for entry in states(pool):
        for mode, condition in DIAG_PROBES:
            cls = make_diag_class(entry, mode, condition)
            globals()[cls.__name__] = cls          # found here by name, so instances pickle
            register_task(SUITE)(cls)
            n += 1
    return n


register_all()
