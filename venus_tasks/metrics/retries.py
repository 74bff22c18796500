"""Episodes scored on a retry after the agent's own server failed (issue 25, deliverable 5).

A resumed run tries an episode without a result again (``results.MAX_ATTEMPTS`` tries in
all), a plain one on a fresh draw of the same kind of case (``registry.retry_instance``),
a variant or noise twin on its own draw. The harness cannot tell a real outage of an
agent's model server from an agent that answers 503 (``agent_error``) on the episodes it
sees going badly: each retry is another try, and an agent that knows when it is failing
gets up to ``MAX_ATTEMPTS`` tries where an honest one gets one (measured: an agent that
wins half of its draws and answers 503 on the others after a step won all 12
``RefusalExpenseDelete`` episodes of seed 30 where it wins 6, ``tests/test_cheat_metrics.py``). Failing such a retry outright would
cost an honest agent its real outages, so the report counts them instead, and gives the
headline SR as it would be with each of them failed.

Shape of ``retries(episodes, twins)``: ``{"episodes": plain scheduled episodes with a
result whose earlier try ended agent_error, "successes": how many of them succeeded,
"sr_if_failed": the headline SR (percent, one decimal) with those episodes counted as
failures, "twins": {"episodes", "successes"} the same for variant and noise twins}``.
Records carry the outcomes of their earlier tries in ``earlier`` (``results.read_records``,
oldest first; absent for a first try).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from venus_tasks.metrics.records import rate

AGENT_ERROR = "agent_error"
Record = Mapping[str, Any]


def after_agent_error(record: Record) -> bool:
    """True for a record with a result whose earlier try ended ``agent_error``."""
    return not record.get("no_result") and AGENT_ERROR in (record.get("earlier") or ())


def retries(episodes: Iterable[Record], twins: Iterable[Record] = ()) -> dict[str, Any]:
    """The block described in the module docstring; ``episodes`` are the plain scheduled
    episodes (the headline's), ``twins`` the variant and noise twins."""
    episodes, twins = list(episodes), list(twins)
    again = [r for r in episodes if after_agent_error(r)]
    again_twins = [r for r in twins if after_agent_error(r)]
    won = sum(1 for r in again if r.get("success"))
    return {"episodes": len(again), "successes": won,
            "sr_if_failed": rate(sum(1 for r in episodes if r.get("success")) - won, len(episodes)),
            "twins": {"episodes": len(again_twins), "successes": sum(1 for r in again_twins if r.get("success"))}}


def retry_line(block: Mapping[str, Any] | None) -> str | None:
    """The report table's line for ``block`` (None when no episode was scored on such a retry)."""
    if not block or not (block["episodes"] or block["twins"]["episodes"]):
        return None
    twins = block["twins"]
    return (f"retried after the agent's server failed (agent_error): {block['episodes']} episode(s) scored on a "
            f"retry, {block['successes']} won; SR with them failed: {block['sr_if_failed']}"
            + (f"; {twins['episodes']} variant or noise twin(s), {twins['successes']} won" if twins["episodes"] else ""))
