"""PGC, the prompted gate (MID-Bench §6 "Prompted-Gate Cascade"): a separate prompt asks
the base model whether the current instruction is clear enough to act; a negative
verbalised answer fires the gate. No threshold to tune (§6): the score is 1.0 for "no",
0.0 for "yes", and the fixed threshold 0.5 separates them.

The question is asked at every step the gate is armed (§6: the gate decides at each
step), before the baseline action is requested, so a firing PGC skips the baseline call.
The prompt carries the agent's own user turn (task, earlier steps, conversation with the
user, screenshot) under ``CLARITY_PROMPT`` (venus' wording). The first word of the reply
decides (yes/no, also Chinese 是/否/不; a leading "Answer:" label is skipped); any other reply gives no score and the agent
acts (recorded as unreadable).
"""

from __future__ import annotations

import re

from venus_tasks.agents.gates import Gate, GateContext, GateDecision, register_gate
from venus_tasks.agents.gates.ask import user_turn

CLARITY_PROMPT = """\
You check a user's request before an assistant acts on an Android phone for them. Read \
the task, the earlier steps, the conversation with the user and the screenshot. Is the \
request clear enough to choose the next action without asking the user anything? \
Answer with one word: yes or no."""

_YES = ("yes", "clear", "是")
_NO = ("no", "unclear", "not", "否", "不")
# A label a model may put before its one word ("Answer: no", "回答：否"), skipped.
_LABEL = re.compile(r"^\W*(?:final\s+)?(?:answer|回答|答案|答)\s*[:：]")


def read_verdict(reply: str | None) -> bool | None:
    """True for a "yes" (clear) reply, False for "no", None when unreadable."""
    text = (reply or "")
    if "</think>" in text:
        text = text.rsplit("</think>", 1)[1]
    text = _LABEL.sub("", text.strip().casefold(), count=1)
    words = re.findall(r"[a-z]+|[\u4e00-\u9fff]", text)
    if not words:
        return None
    first = words[0]
    if first in _NO:
        return False
    if first in _YES:
        return True
    return None


@register_gate
class PromptedGate(Gate):
    """Fires when the model says the request is not clear enough (see the module)."""

    name = "pgc"
    fires_above = True
    tunable = False
    default_threshold = 0.5

    def decide(self, ctx: GateContext) -> GateDecision:
        messages = [{"role": "system", "content": CLARITY_PROMPT},
                    {"role": "user", "content": user_turn(list(ctx.request["messages"]))}]
        resp = ctx.complete(messages)
        choices = getattr(resp, "choices", None) or []
        reply = (choices[0].message.content or "") if choices else ""
        verdict = read_verdict(reply)
        detail = {"clarity_reply": reply[:200]}
        if verdict is None:
            return GateDecision(False, None, {**detail, "why": "unreadable yes/no reply"})
        score = 0.0 if verdict else 1.0
        return GateDecision(self.fires(score), score, detail)
