"""The rates a cheater could raise, read from two reports (``metrics.report.build_report``)
for a comparison with an honest twin: ``raised(rates(cheat), rates(honest))``."""

from __future__ import annotations

# (path in the report, rate): the rates an agent could raise; a level's block repeats them.
RATES = ("scores.total", "requirements.rcr", "requirements.tsr", "interaction.dcr.rate", "interaction.igr.rate",
         "interaction.ask_match.rate", "interaction.match_only.rate", "stability.spr", "stability.min",
         "stability.max", "consistency.pass_hat_k", "consistency.pass_at_k", "leaderboard.stability.spr",
         "leaderboard.stability.min", "leaderboard.stability.max")
LEVEL_RATES = ("requirements.rcr", "requirements.tsr", "dcr.rate", "igr.rate", "ask_match.rate", "match_only.rate")


def _at(block, path: str):
    for part in path.split("."):
        block = block.get(part) if isinstance(block, dict) else None
    return block


def rates(report: dict) -> dict[str, float | None]:
    """``{path: value}`` of every rate in ``RATES`` and, per clarity level, ``LEVEL_RATES``."""
    out = {p: _at(report, p) for p in RATES}
    for lv, block in ((report.get("clarity") or {}).get("levels") or {}).items():
        out.update({f"clarity.{lv}.{p}": _at(block, p) for p in LEVEL_RATES})
    return out


def raised(cheat: dict, honest: dict) -> list[str]:
    """The rates higher (or only defined) in ``cheat`` than in ``honest``."""
    return [f"{p}: {cheat[p]} > {honest.get(p)}" for p in cheat
            if cheat[p] is not None and (honest.get(p) is None or cheat[p] > honest[p])]
