"""LGC, the logit gate (MID-Bench §6 "Logit-Gated Cascade"): ask when the baseline
action's mean token log-probability is below tau_LGC.

The baseline request carries ``logprobs=True`` (OpenAI chat completions:
``choices[0].logprobs.content[i].logprob``, natural log, one entry per generated token;
vLLM and SGLang answer the same field), so LGC costs no extra model call (§6: the
cheapest gate). The mean is over the tokens of the *action* part of the reply: from the
last ``<tool_call>`` (qwen, gui_owl, mai_ui), else the last ``<action>`` (ui_venus), else
the last ``Action:`` (json), to the end; reasoning text before it does not count, since
a model may be unsure how to word a thought yet sure of the action ([inferred]: the paper
says "the action's mean token log-prob"). When the token texts do not add up to the reply
(a server that post-processes the text) every token counts. A server that returns no
log-probabilities gives no score and the gate does not fire (the record says why).

Default tau_LGC = -0.5 ([inferred]: a mean token probability below about 0.61); tune it
on a validation split (``tune``).
"""

from __future__ import annotations

from typing import Any, Sequence

from venus_tasks.agents.gates import Gate, GateContext, GateDecision, register_gate

ACTION_MARKERS = ("<tool_call>", "<action>", "Action:")


def action_start(reply: str) -> int:
    """Character offset where the action part of ``reply`` begins (0 if no marker)."""
    for marker in ACTION_MARKERS:
        i = reply.rfind(marker)
        if i >= 0:
            return i
    return 0


def token_logprobs(resp: Any) -> list[tuple[str, float]]:
    """``[(token, logprob)]`` of the first choice of a completion ([] without logprobs)."""
    choices = getattr(resp, "choices", None) or []
    lp = getattr(choices[0], "logprobs", None) if choices else None
    content = getattr(lp, "content", None) or []
    return [(str(getattr(t, "token", "")), float(getattr(t, "logprob"))) for t in content
            if getattr(t, "logprob", None) is not None]


def action_mean_logprob(reply: str, tokens: Sequence[tuple[str, float]]) -> tuple[float | None, int]:
    """Mean log-probability of the tokens overlapping the action part of ``reply`` and how
    many tokens that was; ``(None, 0)`` without tokens."""
    if not tokens:
        return None, 0
    picked = list(tokens)
    if "".join(t for t, _ in tokens) == reply:
        start, pos, picked = action_start(reply), 0, []
        for text, lp in tokens:
            end = pos + len(text)
            if end > start:
                picked.append((text, lp))
            pos = end
        picked = picked or list(tokens)
    return sum(lp for _, lp in picked) / len(picked), len(picked)


@register_gate
class LogitGate(Gate):
    """Fires when the mean action-token log-probability < threshold (see the module)."""

    name = "lgc"
    fires_above = False
    default_threshold = -0.5
    needs_logprobs = True

    def decide(self, ctx: GateContext) -> GateDecision:
        resp = ctx.baseline()
        choices = getattr(resp, "choices", None) or []
        reply = (choices[0].message.content or "") if choices else ""
        score, n = action_mean_logprob(reply, token_logprobs(resp))
        if score is None:
            return GateDecision(False, None, {"why": "the server returned no logprobs"})
        return GateDecision(self.fires(score), round(score, 6), {"action_tokens": n})
