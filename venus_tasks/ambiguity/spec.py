"""``IntentSpec``: one ground-truth intent of the ``ambiguity`` suite, as data.

An intent spec declares what a user wants (AmbiBench's ``U_gt``, ``shared/seeds/`` 000
section 3) and how to check it on the device; the clarity levels (``clarity``) and the task
classes (``tasks``) are generated from it. Nothing in a spec is written per level.

Fields (see ``IntentSpec``): ``draw(rng) -> params`` (JSON-able, drawn only from ``rng``),
``intent(params) -> Intent`` (requirements with phrases for the ``{id}`` slots of the
templates), ``checks: {requirement id: check(probe, params) -> bool}`` on device state
read through a ``Probe`` (one settings read and one read per app store, cached, so a
whole requirement vector costs one or two adb round trips), ``defaults: {requirement id:
the app's default value}`` (AmbiBench's Forced Non-Default principle: the intent's value
of every maskable requirement differs from it; ``tests/test_ambiguity.py`` checks it on
50 seeds), ``apply(env, params, ids)`` (puts the requirements ``ids`` into their intended
state through ``apps/`` helpers or settings, leaving the others as they are: the oracle
and the near misses use it), ``setup(env, params)`` (seeds the app, leaving every
requirement at its default; ``cleanup(env, params)``, optional, undoes what it set outside
the apps' stores, e.g. the emulator's battery), ``hypernym``/``hypernym_zh`` (what replaces the anchor's
phrase at the ambiguous level), ``no_default`` (maskable requirements the app has no default for: it refuses to save
without them, e.g. an expense's amount), ``incomplete_masks`` (the explicit/implicit ids the
incomplete level strips; empty: the intent has no parameters and skips that level),
``ui_path(params) -> tuple[Step, ...]`` (the labels a GUI solution taps, rendered into
the detailed level and walked in a test), and the templates ``template``/``template_zh``/
``template_paraphrase`` whose ``{id}`` slots take the requirements' phrases.
"""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Any, Callable, Mapping

from venus_tasks.dialogue.intent import Intent, Kind
from verifiers.guard import MayChange

Params = dict[str, Any]
Check = Callable[["Probe", Mapping[str, Any]], bool]
VERBS = ("open", "tap", "hold", "type", "back")


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of a GUI solution.

    ``verb``: ``open`` (an app by its launcher ``label``), ``tap`` (the element whose text
    or content description is ``label``; with ``rid``, the element with that resource id,
    ``label`` then only words it for the instruction), ``hold`` (a long press on that
    element: AndroidWorld's ``long_press``), ``type`` (``text`` into the field whose hint or
    text is ``label``; with ``clear``, the field's text is replaced: ``input_text`` with
    ``clear_text``), ``back`` (the Back key; ``label`` unused).
    ``near``: the element is the one labelled ``label`` in the list row that also shows the
    text ``near`` (e.g. the "More options" button of the song row "Juniper"; see
    ``walk.find_in_row``). ``nth`` (with ``near``): the element is the ``nth`` (1-based,
    left to right) unlabelled clickable element of that row, ``label`` only words it (the
    red "High" radio button of Tasks' Priority row has no text, description or id;
    ``walk.find_nth_in_row``). ``within``: the resource id of the list to scroll
    (``direction``) until the element shows; without it the walk scrolls the screen's only
    scrollable element, if there is exactly one (a scroll view without an id).

    Raises ValueError for another verb, a ``type`` without text, ``near``/``clear`` on a
    verb that takes no element or no text, or ``nth`` without ``near``.
    """

    verb: str
    label: str = ""
    text: str = ""
    rid: str = ""
    within: str = ""
    direction: str = "down"
    near: str = ""
    clear: bool = False
    nth: int = 0

    def __post_init__(self) -> None:
        if self.verb not in VERBS:
            raise ValueError(f"step verb {self.verb!r}: use one of {', '.join(VERBS)}")
        if self.verb == "type" and not self.text:
            raise ValueError(f"a type step into {self.label!r} needs the text typed")
        if self.near and self.verb not in ("tap", "hold", "type"):
            raise ValueError(f"near={self.near!r} names a row: only tap, hold and type steps have one")
        if self.clear and self.verb != "type":
            raise ValueError("clear replaces a field's text: only a type step has it")
        if self.nth and (not self.near or self.verb not in ("tap", "hold") or self.nth < 1):
            raise ValueError(f"nth={self.nth} counts the unlabelled buttons of a row: give near= and a tap or hold")

    def words(self, language: str) -> str:
        """The step as an instruction clause in ``language`` (``en`` or ``zh``); the text
        solver (``venus_tasks/solvers/ambiguity.py``) parses these clauses back."""
        if language == "zh":
            field = f"“{self.near}”那一行的“{self.label}”" if self.near else f"“{self.label}”"
            if self.nth:
                field = f"“{self.near}”那一行从左数第{self.nth}个按钮“{self.label}”"
            if self.verb == "type":
                return f"把{field}中的文字替换为“{self.text}”" if self.clear else f"在{field}中输入“{self.text}”"
            return {"open": f"打开 {self.label}", "tap": f"点按{field}", "hold": f"长按{field}",
                    "back": "返回"}[self.verb]
        row = f' in the row of "{self.near}"' if self.near else ""
        if self.nth:
            row += f" (its button {self.nth} from the left)"
        if self.verb == "type":
            return f'replace the text in "{self.label}"{row} with "{self.text}"' if self.clear \
                else f'type "{self.text}" into "{self.label}"{row}'
        return {"open": f"open {self.label}", "tap": f'tap "{self.label}"{row}',
                "hold": f'long-press "{self.label}"{row}', "back": "go back"}[self.verb]


class Probe:
    """Cached reads of the device state for the requirement checks of one moment.

    ``setting(namespace, key)`` reads every setting in one round trip on first use
    (``Device.settings_all``); ``rows(name, read)`` calls ``read(device)`` once per name
    (e.g. ``apps.expense.list_expenses``). ``env`` is the task's ``VenusEnv``.
    """

    def __init__(self, env: Any):
        self.env = env
        self._settings: dict[str, dict[str, str]] | None = None
        self._rows: dict[str, Any] = {}

    def setting(self, namespace: str, key: str) -> str | None:
        if self._settings is None:
            self._settings = self.env.device.settings_all()
        return self._settings.get(namespace, {}).get(key)

    def rows(self, name: str, read: Callable[[Any], Any]) -> Any:
        if name not in self._rows:
            self._rows[name] = read(self.env.device)
        return self._rows[name]


@dataclasses.dataclass(frozen=True)
class IntentSpec:
    """A ground-truth intent (see the module docstring). ``name`` is CamelCase and names the
    task classes (``Ambi{name}_{Level}``); ``app_names`` the apps whose state it reads and
    restores; ``may_change`` what the agent may change (the state guard);
    ``setup_settings`` the settings ``setup`` writes (``VenusTask.setup_settings``);
    ``complexity`` AndroidWorld's (step budget ``10 * complexity``; the detailed and
    standard levels get it, the incomplete and ambiguous ones one step more per question).

    Raises ValueError when ``checks`` or ``defaults`` name ids the intent of ``draw``'s
    params does not have, a requirement lacks a check, or ``incomplete_masks`` names the
    anchor.
    """

    name: str
    app_names: tuple[str, ...]
    draw: Callable[[random.Random], Params]
    intent: Callable[[Mapping[str, Any]], Intent]
    checks: Mapping[str, Check]
    defaults: Mapping[str, str]
    apply: Callable[[Any, Mapping[str, Any], frozenset], None]
    setup: Callable[[Any, Mapping[str, Any]], None]
    hypernym: str
    hypernym_zh: str
    incomplete_masks: tuple[str, ...]
    ui_path: Callable[[Mapping[str, Any]], tuple[Step, ...]]
    template: str
    template_zh: str
    template_paraphrase: str
    no_default: tuple[str, ...] = ()
    cleanup: Callable[[Any, Mapping[str, Any]], None] | None = None
    may_change: MayChange = MayChange()
    setup_settings: tuple[str, ...] = ()
    complexity: float = 2.0
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[A-Z][A-Za-z0-9]+", self.name):
            raise ValueError(f"intent spec name {self.name!r}: use CamelCase (it names task classes)")
        intent = self.intent(self.draw(random.Random(0)))
        ids = {r.id for r in intent.requirements}
        if set(self.checks) != ids:
            raise ValueError(f"{self.name}: checks cover {sorted(self.checks)}, the intent has {sorted(ids)}; "
                             "give one check per requirement")
        if set(self.defaults) - ids:
            raise ValueError(f"{self.name}: defaults name unknown ids {sorted(set(self.defaults) - ids)}")
        if self.anchor_id(intent) in self.incomplete_masks or set(self.incomplete_masks) - ids:
            raise ValueError(f"{self.name}: incomplete_masks {self.incomplete_masks} must be explicit/implicit ids")

    @staticmethod
    def anchor_id(intent: Intent) -> str:
        """The id of the intent's (first) anchor requirement."""
        return next(r.id for r in intent.requirements if r.kind is Kind.ANCHOR)

    def vector(self, env: Any, params: Mapping[str, Any]) -> dict[str, bool]:
        """``{requirement id: holds}`` for the device's state now (AmbiBench's V_out)."""
        probe = Probe(env)
        return {rid: bool(check(probe, params)) for rid, check in self.checks.items()}

    def templates(self) -> dict[str, str]:
        """``{"": en, "zh": ..., "paraphrase": ...}``, by goal variant."""
        return {"": self.template, "zh": self.template_zh, "paraphrase": self.template_paraphrase}


# --------------------------------------------------------------------- spec helpers
def setting_is(namespace: str, key: str, value: str) -> Check:
    """A check: setting ``namespace key`` reads ``value`` (as text)."""
    return lambda probe, params: probe.setting(namespace, key) == value


def setting_param(namespace: str, key: str, param: str, as_text: Callable[[Any], str] = str) -> Check:
    """A check: setting ``namespace key`` reads ``as_text(params[param])``."""
    return lambda probe, params: probe.setting(namespace, key) == as_text(params[param])
