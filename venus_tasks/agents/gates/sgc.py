"""SGC, the sampling gate (MID-Bench §6 "Sampling-Gate Cascade"): decode the baseline
action k=5 times stochastically, group the samples into action-equivalence classes
(``equivalence``) and ask when their semantic entropy exceeds tau_SGC.

The samples are the agent's own request re-sent with ``temperature=SAMPLE_TEMPERATURE``
and ``n=k`` (one call; topped up by more calls when a server returns fewer choices); the
executed action, when the gate does not fire, is the agent's greedy baseline, as in §6
(the cascade executes the baseline action or asks). The paper does not give the sampling
temperature; venus uses 1.0 ([inferred]: the model's own distribution, as in semantic-
entropy work). Samples are read with the agent's parser, so coordinates are screen pixels.

Default tau_SGC = 0.6 nats ([inferred]): with k=5 it fires when no action has 4 of the 5
samples (3+2 = 0.673 fires, 4+1 = 0.500 does not); tune it (``tune``).
"""

from __future__ import annotations

from venus_tasks.agents.gates import Gate, GateContext, GateDecision, register_gate
from venus_tasks.agents.gates.equivalence import action_class, semantic_entropy

K_SAMPLES = 5
SAMPLE_TEMPERATURE = 1.0


@register_gate
class SamplingGate(Gate):
    """Fires when the semantic entropy of k sampled actions > threshold (see the module)."""

    name = "sgc"
    fires_above = True
    default_threshold = 0.6

    def decide(self, ctx: GateContext) -> GateDecision:
        ctx.baseline()
        replies = ctx.sample_replies(K_SAMPLES, SAMPLE_TEMPERATURE)
        if not replies:
            return GateDecision(False, None, {"why": "the server returned no samples"})
        obs = ctx.observation
        screen = tuple(getattr(obs, "screen_size", None) or (1080, 2400))
        elements = tuple(getattr(obs, "ui_elements", None) or ())
        classes: dict[object, int] = {}
        labels = []
        for reply in replies:
            action = ctx.parse(reply)
            c = action_class(action, screen, elements)
            classes[c] = classes.get(c, 0) + 1
            labels.append(str(c))
        score = semantic_entropy(sorted(classes.values(), reverse=True))
        return GateDecision(self.fires(score), round(score, 6),
                            {"samples": len(replies), "classes": labels,
                             "class_sizes": sorted(classes.values(), reverse=True)})
