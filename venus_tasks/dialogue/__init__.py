"""The dialogue channel: agent questions (``ask_user``) and the user simulator's replies.

A user simulator is its own small interface (tau-bench's ``BaseUserSimulationEnv`` idea,
``tau_bench/envs/user.py``): ``reply(question) -> str``. The episode loop routes
questions to it and delivers replies in the next observation; tasks never count rounds.
"""

from __future__ import annotations

import abc
import dataclasses

NO_INFO_REPLY = "I have no further information. Please proceed as you think best."


class UserSimulator(abc.ABC):
    """Answers the agent's questions during one episode."""

    @abc.abstractmethod
    def reply(self, question: str) -> str:
        """The user's reply to ``question``."""


@dataclasses.dataclass
class ScriptedUser(UserSimulator):
    """Replies from a fixed list in order, then ``fallback`` for every further question."""

    replies: tuple[str, ...] = ()
    fallback: str = NO_INFO_REPLY

    def __post_init__(self) -> None:
        self._next = 0

    def reply(self, question: str) -> str:
        if self._next < len(self.replies):
            self._next += 1
            return self.replies[self._next - 1]
        return self.fallback
