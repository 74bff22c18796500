"""AndroidWorld's M3A and T3A agents as venus agents (``aw_m3a``, ``aw_t3a``).

AndroidWorld agents drive the environment themselves: ``step(goal)`` reads
``env.get_state()``, calls ``env.execute_action(action)`` and reads the state again to
summarise the step (AndroidWorld ``agents/base_agent.py``, ``agents/m3a.py``,
``agents/t3a.py``). venus agents instead map one observation to one action. The adapter
bridges the two with a shim env (``ObservationEnv``) and a worker thread:

* our ``step(obs)`` hands ``obs`` to the shim and runs (or resumes) the AndroidWorld
  agent's ``step`` in the worker;
* the shim's ``execute_action`` does not touch a device: it passes the action back, and
  our ``step`` returns it to the episode loop, which executes it;
* the AndroidWorld step then waits in ``get_state`` for the next observation (the
  "after" screen of its summary), which arrives with our next ``step``;
* a ``status`` decision (returned as ``done=True`` without executing) becomes
  ``status(complete|infeasible)``; a step that ends without an action (unparseable LLM
  output) becomes ``invalid``.

The LLM behind the agent is venus' OpenAI-compatible client (``--model``/``--base_url``/
``--api_key``), so M3A/T3A can be evaluated with any served model; usage is the API's
token counts (the summary call of one step is billed to the next step). The screen
geometry queries M3A/T3A send through ``env.controller`` (``dumpsys input``) are answered
from the observation (orientation 0, frame = screenshot size); this part follows
android_world at ``d9c569f`` and android_env 1.2.3, and ``tests/test_android_world_family.py``
runs both agents with the installed package's M3A/T3A where android_world is importable.

android_world is not on PyPI. Without it the names are still registered and building
them raises ``AndroidWorldNotInstalledError`` saying how to install it.
"""

from __future__ import annotations

import importlib
import importlib.util
import queue
import threading
from typing import Any, Callable

import numpy as np

from venus_tasks.agents import _register_model_client
from venus_tasks.agents.base import Agent, AgentConfig, AgentStep, Usage
from venus_tasks.agents.images import encode_screenshot
from venus_tasks.agents.openai_agent import OpenAIAgent
from venus_tasks.env import actions as A
from venus_tasks.env.observation import Observation

INSTALL_HINT = (
    "android_world is not installed (it is not on PyPI). Install it from a local clone: "
    "git clone https://github.com/google-research/android_world && "
    "pip install -e ./android_world (then run 'python setup.py build_py' in the clone to "
    "generate its protobuf modules), or pip install git+https://github.com/google-research/android_world")


class AndroidWorldNotInstalledError(ImportError, ValueError):
    """``aw_m3a``/``aw_t3a`` was requested but ``android_world`` cannot be imported.

    Also a ``ValueError`` so the CLI reports it as a configuration error."""


def android_world_available() -> bool:
    """True when the ``android_world`` package can be found."""
    return importlib.util.find_spec("android_world") is not None


class _Aborted(Exception):
    """Raised inside the worker when the episode is over."""


class ObservationEnv:
    """A minimal AndroidWorld ``AsyncEnv`` fed by venus observations (see module doc)."""

    def __init__(self, interface_mod: Any, repr_mod: Any, on_action: Callable[[Any], None]) -> None:
        self._interface, self._repr = interface_mod, repr_mod
        self._on_action = on_action
        self._cond = threading.Condition()
        self._obs: Observation | None = None
        self._fresh_needed = False
        self._aborted = False
        self.executed = 0
        self.interaction_cache = ""
        self.controller = _ShimController(self)

    # -- feeding ------------------------------------------------------------------------
    def offer(self, obs: Observation) -> None:
        with self._cond:
            self._obs, self._fresh_needed = obs, False
            self._cond.notify_all()

    def abort(self) -> None:
        with self._cond:
            self._aborted = True
            self._cond.notify_all()

    # -- AsyncEnv surface used by M3A/T3A ---------------------------------------------------
    def get_state(self, wait_to_stabilize: bool = False) -> Any:
        with self._cond:
            while (self._obs is None or self._fresh_needed) and not self._aborted:
                self._cond.wait()
            if self._aborted:
                raise _Aborted()
            obs = self._obs
        elements = [self._element(e) for e in obs.ui_elements]
        return self._interface.State(pixels=obs.screenshot, forest=None, ui_elements=elements)

    def execute_action(self, action: Any) -> None:
        with self._cond:
            self._fresh_needed = True
            self.executed += 1
        if getattr(action, "action_type", None) == A.ANSWER:
            self.interaction_cache = action.text or ""
        self._on_action(action)

    def reset(self, go_home: bool = False) -> Any:
        self.interaction_cache = ""
        return None

    def hide_automation_ui(self) -> None:
        pass

    def display_message(self, message: str, header: str = "") -> None:
        pass

    def close(self) -> None:
        self.abort()

    @property
    def _size(self) -> tuple[int, int]:
        return self._obs.screen_size if self._obs is not None else (1080, 2400)

    @property
    def logical_screen_size(self) -> tuple[int, int]:
        return self._size

    @property
    def device_screen_size(self) -> tuple[int, int]:
        return self._size

    @property
    def orientation(self) -> int:
        return 0

    @property
    def physical_frame_boundary(self) -> tuple[int, int, int, int]:
        return (0, 0) + self._size

    @property
    def foreground_activity_name(self) -> str:
        return (self._obs.foreground if self._obs is not None else None) or ""

    def _element(self, e: Any) -> Any:
        b = e.bbox
        box = (self._repr.BoundingBox(x_min=b.x_min, x_max=b.x_max, y_min=b.y_min, y_max=b.y_max)
               if b is not None else None)
        return self._repr.UIElement(
            text=e.text or None, content_description=e.content_description or None,
            class_name=e.class_name or None, bbox_pixels=box, is_checked=e.is_checked,
            is_checkable=e.is_checkable, is_clickable=e.is_clickable,
            is_editable="EditText" in e.class_name, is_enabled=e.is_enabled, is_focused=e.is_focused,
            is_focusable=e.is_focusable, is_long_clickable=e.is_long_clickable,
            is_scrollable=e.is_scrollable, is_selected=e.is_selected, is_visible=True,
            package_name=e.package_name or None, resource_name=e.resource_id or None)


class _ShimController:
    """Answers the read-only geometry queries (``dumpsys input``) from the observation."""

    def __init__(self, env: ObservationEnv) -> None:
        self._env = env

    def execute_adb_call(self, request: Any) -> Any:
        from android_env.proto import adb_pb2  # present whenever android_world is

        args = " ".join(getattr(getattr(request, "generic", None), "args", []) or [])
        if "dumpsys input" not in args:
            return adb_pb2.AdbResponse(status=adb_pb2.AdbResponse.Status.FAILED_PRECONDITION,
                                       error_message=f"venus shim does not run {args!r}")
        w, h = self._env.logical_screen_size
        out = (f"SurfaceOrientation: 0\nphysicalFrame=[0, 0, {w}, {h}]\n"
               f"logicalFrame=[0, 0, {w}, {h}]\n").encode()
        return adb_pb2.AdbResponse(status=adb_pb2.AdbResponse.Status.OK,
                                   generic=adb_pb2.AdbResponse.GenericResponse(output=out))


class _Llm:
    """AndroidWorld ``LlmWrapper``/``MultimodalLlmWrapper`` over venus' OpenAI client."""

    def __init__(self, agent: OpenAIAgent) -> None:
        self._agent = agent
        self._lock = threading.Lock()
        self.usage = Usage()

    def predict(self, text_prompt: str) -> tuple[str, None, Any]:
        return self.predict_mm(text_prompt, [])

    def predict_mm(self, text_prompt: str, images: list[np.ndarray]) -> tuple[str, None, Any]:
        content: list[dict[str, Any]] = [{"type": "text", "text": text_prompt}]
        for img in images:
            url, _ = encode_screenshot(np.asarray(img), fmt="jpeg")
            content.append({"type": "image_url", "image_url": {"url": url}})
        reply, usage, meta = self._agent._complete([{"role": "user", "content": content}])
        with self._lock:
            self.usage = self.usage + usage
        return reply, None, meta

    def drain(self) -> Usage:
        with self._lock:
            u, self.usage = self.usage, Usage()
        return u


class AndroidWorldAgent(Agent):
    """Runs an AndroidWorld agent class (``m3a.M3A`` or ``t3a.T3A``) behind the shim.

    Args:
      kind: ``m3a`` or ``t3a``.
      config: model endpoint settings (as for ``--agent openai``).
      client: optional OpenAI-like client (tests).
      step_timeout: seconds to wait for the AndroidWorld step to act or finish.

    Raises:
      AndroidWorldNotInstalledError: android_world cannot be imported.
    """

    def __init__(self, kind: str, config: AgentConfig, *, client: Any = None,
                 step_timeout: float = 600.0) -> None:
        try:
            agent_mod = importlib.import_module(f"android_world.agents.{kind}")
            interface_mod = importlib.import_module("android_world.env.interface")
            repr_mod = importlib.import_module("android_world.env.representation_utils")
        except ImportError as e:
            raise AndroidWorldNotInstalledError(f"{INSTALL_HINT} ({e})") from e
        self.name = f"aw_{kind}"
        self._cls = getattr(agent_mod, kind.upper())
        self._modules = (interface_mod, repr_mod)
        self._client_agent = OpenAIAgent(config, client=client)
        self._timeout = step_timeout
        self._events: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._env: ObservationEnv | None = None
        self._worker: threading.Thread | None = None

    def reset(self, goal: str) -> None:
        """New episode: a fresh shim env and AndroidWorld agent instance."""
        self._stop_worker()
        self.goal = goal
        events: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._events = events
        self._env = ObservationEnv(*self._modules, on_action=lambda a: events.put(("action", a)))
        self._llm = _Llm(self._client_agent)
        self._aw = self._cls(self._env, self._llm)
        self._aw.transition_pause = 0.0
        self._aw.WAIT_AFTER_ACTION_SECONDS = 0.0
        self._aw.reset(False)

    def step(self, observation: Observation) -> AgentStep:
        """Feed ``observation``; return the action the AndroidWorld agent chose.

        AndroidWorld agents take only a goal string, so user turns (replies to ``ask_user``,
        follow-up rounds, interruptions) are appended to the goal its next step reads, one
        ``User: <text>`` line each."""
        assert self._env is not None, "reset() first"
        self.goal += "".join(f"\nUser: {m}" for m in observation.user_messages)
        self._env.offer(observation)
        for _ in range(2):  # finish the previous AW step (its summary), then run a new one
            if self._worker is None:
                self._start_worker()
            kind, payload = self._wait()
            if kind == "action":
                return self._emit(_convert(payload), payload)
            self._worker = None
            if kind == "error":
                raise payload
            result = payload
            if result["executed"]:
                continue  # that AW step had already acted; run the next one on this obs
            if result["done"]:
                infeasible = "infeasible" in str(result["data"].get("action_output", ""))
                return self._emit(A.done("infeasible" if infeasible else "complete"), None)
            why = result["data"].get("summary") or "the AndroidWorld agent chose no action"
            return self._emit(A.invalid(str(why)), None)
        raise RuntimeError("AndroidWorld agent finished twice without acting")  # pragma: no cover

    def close(self) -> None:
        self._stop_worker()
        self._client_agent.close()

    def _emit(self, action: A.JSONAction, aw_action: Any) -> AgentStep:
        raw = {"aw_action": aw_action.as_dict() if hasattr(aw_action, "as_dict") else None}
        return AgentStep(action, self._llm.drain(), raw)

    def _start_worker(self) -> None:
        env, events, aw, goal = self._env, self._events, self._aw, self.goal

        def run() -> None:  # actions reach ``events`` through env.execute_action, in order
            start = env.executed
            try:
                result = aw.step(goal)
            except _Aborted:
                return
            except BaseException as e:  # noqa: BLE001 - handed to the caller's thread
                events.put(("error", e))
                return
            events.put(("done", {"done": bool(result.done), "data": dict(result.data or {}),
                                 "executed": env.executed > start}))

        self._worker = threading.Thread(target=run, daemon=True, name=f"{self.name}-step")
        self._worker.start()

    def _wait(self) -> tuple[str, Any]:
        try:
            return self._events.get(timeout=self._timeout)
        except queue.Empty:
            raise TimeoutError(f"{self.name}: no action within {self._timeout:.0f} s") from None

    def _stop_worker(self) -> None:
        if self._env is not None:
            self._env.abort()
        if self._worker is not None:
            self._worker.join(timeout=5)
        self._worker = None


def _convert(aw_action: Any) -> A.JSONAction:
    try:
        return A.JSONAction.from_dict(aw_action.as_dict())
    except (A.ActionError, AttributeError, TypeError) as e:
        return A.invalid(f"AndroidWorld action not convertible: {e}")


def _factory(kind: str):
    def make(config: AgentConfig) -> Agent:
        if not android_world_available():
            raise AndroidWorldNotInstalledError(INSTALL_HINT)
        return AndroidWorldAgent(kind, config)
    return make


_register_model_client("aw_m3a")(_factory("m3a"))
_register_model_client("aw_t3a")(_factory("t3a"))
