"""A scripted agent for the CF tasks with a user to ask: it looks at the conflict first,
with the GUI actions the task's oracle takes (``task.look``), then plays its actions, and
hands every user message to ``on_reply``. The strict user answers a conflict question
only once the fact it states has been on screen, so an asker in these tests looks first."""

from venus_tasks.agents import Agent, AgentStep
from venus_tasks.env import actions as A


class Looker(Agent):
    """``Looker(task, env, *actions)``: ``task.look(env)``'s actions, then ``actions``, then
    ``status complete``. ``i`` counts the steps already taken; ``replies`` the user's
    messages so far."""

    def __init__(self, task, env, *actions):
        self.task, self.env, self.actions = task, env, actions

    def reset(self, goal):
        self.i, self.replies = 0, []
        self._look = iter(self.task.look(self.env))
        self._rest = list(self.actions)

    def on_reply(self, reply: str) -> None:
        """Called with each user message (default: nothing)."""

    def step(self, observation):
        for m in observation.user_messages:
            self.replies.append(m)
            self.on_reply(m)
        self.i += 1
        action = next(self._look, None)
        if action is None:
            action = self._rest.pop(0) if self._rest else A.done()
        return AgentStep(action)
