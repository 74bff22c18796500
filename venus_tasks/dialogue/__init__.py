"""The dialogue channel: agent questions (``ask_user``) and the user simulator's replies.

A user simulator is its own small interface (tau-bench's ``BaseUserSimulationEnv`` idea,
``tau_bench/envs/user.py``): ``reply(question, context) -> Reply``. The episode loop routes
questions to it and delivers replies in the next observation; tasks never count rounds.
Simulators are registered by name (``register_user``) and built per episode from the
task (``make_user``): ``strict`` answers from the task's ground-truth intent
(``dialogue.intent``, ``dialogue.strict``), ``llm`` words the strict decisions with a chat
model (``dialogue.llm``), ``scripted`` replays fixed replies.
"""

from __future__ import annotations

import abc
import importlib
import dataclasses
import enum
from typing import Any, Callable

NO_INFO_REPLY = "I have no further information. Please proceed as you think best."


class ReplyKind(str, enum.Enum):
    """What a reply gave the agent (recorded per question; AmbiBench's interaction history)."""

    ANSWER = "answer"                    # the value of one requirement
    NO_PREFERENCE = "no_preference"      # an on-topic parameter the intent leaves open
    REFUSAL = "refusal"                  # a UI-operation question, or the task says it all
    NON_INFORMATIVE = "non_informative"  # too vague to map onto one requirement
    SCRIPTED = "scripted"                # a fixed reply (ScriptedUser)


@dataclasses.dataclass(frozen=True)
class Reply:
    """A user's reply: ``text``, its ``kind`` and the ids of the requirements it filled.

    ``replaced`` is set when a simulator's own wording was thrown away for the strict one:
    why (``"<check>: <detail>"``, ``dialogue.reply_check``; ``"model_error: ..."`` when the
    model could not be asked); "" otherwise."""

    text: str
    kind: ReplyKind
    filled: tuple[str, ...] = ()
    replaced: str = ""

    def as_json(self) -> dict[str, Any]:
        """``{"text", "kind", "filled"}``, plus ``"replaced"`` when it is set."""
        d = {"text": self.text, "kind": self.kind.value, "filled": list(self.filled)}
        if self.replaced:
            d["replaced"] = self.replaced
        return d


@dataclasses.dataclass(frozen=True)
class DialogueContext:
    """What a simulator may know besides the question: the goal shown, the step, and what
    the device has shown the agent before the question (``shown``: the texts of the UI
    trees of the observations delivered so far, ``dialogue.grounding.screen_texts``; a
    question about a conflict is answered only if the fact it states is among them)."""

    goal: str
    step: int
    shown: frozenset[str] = frozenset()


class UserSimulator(abc.ABC):
    """Answers the agent's questions during one episode."""

    @abc.abstractmethod
    def reply(self, question: str, context: DialogueContext) -> Reply:
        """The user's reply to ``question``."""


@dataclasses.dataclass
class ScriptedUser(UserSimulator):
    """Replies from a fixed list in order, then ``fallback`` for every further question."""

    replies: tuple[str, ...] = ()
    fallback: str = NO_INFO_REPLY

    def __post_init__(self) -> None:
        self._next = 0

    def reply(self, question: str, context: DialogueContext | None = None) -> Reply:
        if self._next < len(self.replies):
            self._next += 1
            return Reply(self.replies[self._next - 1], ReplyKind.SCRIPTED)
        return Reply(self.fallback, ReplyKind.NON_INFORMATIVE)


_USERS: dict[str, Callable[[Any], UserSimulator]] = {}


def register_user(name: str):
    """Register ``factory(task, **options) -> UserSimulator`` under ``name`` (a decorator)."""
    def deco(factory):
        if name in _USERS:
            raise ValueError(f"user simulator {name!r} is already registered")
        _USERS[name] = factory
        return factory
    return deco


def user_names() -> list[str]:
    """The registered user simulators."""
    for module in ("strict", "llm"):                        # they register themselves
        importlib.import_module(f"venus_tasks.dialogue.{module}")
    return sorted(_USERS)


def make_user(name: str, task, **options) -> UserSimulator:
    """The simulator ``name`` for one episode of ``task``; ``options`` are the simulator's
    (the ``llm`` one takes ``model``, ``base_url``, ``api_key``, ``cache_path``).

    Raises:
      ValueError: no simulator of that name (the message lists them), or bad options.
    """
    names = user_names()
    if name not in _USERS:
        raise ValueError(f"unknown user simulator {name!r}; valid: {', '.join(names)}")
    return _USERS[name](task, **options)


register_user("scripted")(lambda task, **options: ScriptedUser())
