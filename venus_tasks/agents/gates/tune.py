"""Threshold tuning by F1 on a validation split (MID-Bench §6.1: tau_SGC and tau_LGC are
chosen on a held-out validation split by F1; PGC needs none).

Validation file: JSONL, one recorded decision point per line::

    {"gate": "sgc", "score": 0.950271, "label": "ask", "id": "ep12/step3"}

``gate`` names the gate whose score it is (``lgc``, ``sgc``; ``pgc`` lines are read and
reported but not tuned), ``score`` is that gate's signal at the decision point (the
``score`` of ``raw["gate"]`` in an episode record of a gated run), ``label`` is the gold
decision: ``ask`` (the instruction is ambiguous at this step: asking is right) or ``act``;
``id`` is optional. Blank lines and lines starting with ``#`` are skipped. ``collect``
(``python -m venus_tasks.agents.gates collect --run DIR --out points.jsonl``) writes a
gated run's decision points in this format with ``label`` null, to be filled in.

Search: asking is the positive class. For each gate, candidates are the midpoints between
consecutive distinct scores plus one value beyond each end (the lowest score - 1 and
the highest + 1, i.e. fire on all or none). A candidate's decisions follow the gate's
direction (SGC fires above it, LGC below). The candidate with the highest F1 wins; ties go
to the higher precision (fewer needless questions), then to the candidate that asks least
often. Output (``write_thresholds``, read by ``--gate_thresholds``)::

    {"format": "venus-gate-thresholds/1",
     "thresholds": {"sgc": 0.8115, "lgc": -0.65},
     "tuned": {"sgc": {"threshold", "f1", "precision", "recall", "tp", "fp", "fn", "tn",
                       "n", "n_ask"}, ...},
     "validation": "<file>"}
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import tempfile
from typing import Any, Iterable, Mapping, Sequence

from venus_tasks.agents.gates import THRESHOLDS_FORMAT, gate_class

LABELS = ("ask", "act")


@dataclasses.dataclass(frozen=True)
class Point:
    """One validation decision point: the gate's ``score`` and the gold ``ask``."""

    gate: str
    score: float
    ask: bool
    id: str = ""


@dataclasses.dataclass(frozen=True)
class TuneResult:
    """The chosen threshold and its confusion counts on the validation points."""

    threshold: float
    f1: float
    precision: float
    recall: float
    tp: int
    fp: int
    fn: int
    tn: int

    @property
    def n(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    def as_json(self) -> dict[str, Any]:
        """The result with ``n`` and ``n_ask`` (gold asks), floats rounded to 6 places."""
        d = dataclasses.asdict(self)
        for k in ("threshold", "f1", "precision", "recall"):
            d[k] = round(d[k], 6)
        return {**d, "n": self.n, "n_ask": self.tp + self.fn}


def read_validation(path: str) -> list[Point]:
    """The decision points of a validation JSONL file (format in the module docstring).

    Raises:
      ValueError: unreadable file, a line that is not a JSON object, an unknown gate, a
        non-finite score or a label other than ask/act; the message names file and line.
    """
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise ValueError(f"--validation {path}: cannot read it ({e.strerror})") from None
    points = []
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        where = f"--validation {path} line {n}"
        try:
            d = json.loads(line)
        except ValueError as e:
            raise ValueError(f"{where}: not JSON ({e})") from None
        if not isinstance(d, dict):
            raise ValueError(f"{where}: expected a JSON object with gate, score and label")
        gate_class(str(d.get("gate")))   # unknown gate -> ValueError listing the gates
        score, label = d.get("score"), d.get("label")
        if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
            raise ValueError(f"{where}: score {score!r} is not a finite number")
        if label is None:
            raise ValueError(f"{where}: no label; write the gold decision, \"label\": \"ask\" or \"act\"")
        if label not in LABELS:
            raise ValueError(f"{where}: label {label!r} is not one of {', '.join(LABELS)}")
        points.append(Point(str(d["gate"]), float(score), label == "ask", str(d.get("id", ""))))
    return points


def probe_label(record: Mapping[str, Any], step: Mapping[str, Any]) -> str | None:
    """The gold decision at ``step`` of a ``mid_probe`` episode ``record``: ``ask`` on the
    first decision of an ambiguous or hard probe, ``act`` on that of a clear one
    (``verdict["probe"]["split"]``; ``shared/seeds/`` 001 sections 5.3 and 6.1); None for
    any later step or another suite's episode (no gold: label it by hand)."""
    verdict = record.get("verdict")
    probe = verdict.get("probe") if isinstance(verdict, Mapping) else None
    if not isinstance(probe, Mapping) or step.get("step") != 0:
        return None
    return {"clear": "act", "ambiguous": "ask", "hard": "ask"}.get(probe.get("split"))


def collect(run_dir: str) -> list[dict[str, Any]]:
    """The gate decision points a run recorded, as validation lines to label: one
    ``{"gate", "score", "label", "id": "<episode key>/step<n>", "fired", "action"}``
    per trajectory step whose ``raw.gate`` has a score (``action`` is the executed
    action's type). ``label`` is None, to fill in (``ask`` or ``act``) before ``tune``,
    except at the decision step of a ``mid_probe`` episode, whose gold is its split
    (``probe_label``: MID-Bench's validation decisions, ask on an ambiguous step, act on a
    clear one). To score every step without asking, run with a threshold that never fires
    (e.g. ``sgc: 99`` or ``lgc: -999`` in the thresholds file).

    Raises:
      ValueError: ``run_dir`` holds no episode records.
    """
    from venus_tasks import results

    records = results.read_records(run_dir)
    if not records:
        raise ValueError(f"--run {run_dir}: no episodes.jsonl records there")
    out = []
    for rec in records:
        for step in rec.get("trajectory") or []:
            raw = step.get("raw") if isinstance(step.get("raw"), dict) else {}
            gate = raw.get("gate") if isinstance(raw.get("gate"), dict) else {}
            if gate.get("score") is None:
                continue
            out.append({"gate": gate.get("gate"), "score": gate["score"], "label": probe_label(rec, step),
                        "id": f"{rec.get('key')}/step{step.get('step')}", "fired": bool(gate.get("fired")),
                        "action": (step.get("action") or {}).get("action_type")})
    return out


def evaluate(points: Sequence[Point], threshold: float, fires_above: bool) -> TuneResult:
    """Confusion counts and F1 (ask = positive) of firing at ``threshold``."""
    tp = fp = fn = tn = 0
    for p in points:
        fire = p.score > threshold if fires_above else p.score < threshold
        if fire and p.ask:
            tp += 1
        elif fire:
            fp += 1
        elif p.ask:
            fn += 1
        else:
            tn += 1
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return TuneResult(threshold, f1, precision, recall, tp, fp, fn, tn)


def candidates(scores: Iterable[float]) -> list[float]:
    """Midpoints between consecutive distinct scores and one value beyond each end."""
    s = sorted(set(scores))
    if not s:
        return []
    return [s[0] - 1.0] + [(a + b) / 2 for a, b in zip(s, s[1:])] + [s[-1] + 1.0]


def best_threshold(points: Sequence[Point], fires_above: bool) -> TuneResult:
    """The F1-best threshold (ties: higher precision, then fewer asks).

    Raises:
      ValueError: no points, or no gold ``ask`` among them (F1 is undefined).
    """
    if not points:
        raise ValueError("no validation points to tune on")
    if not any(p.ask for p in points):
        raise ValueError("the validation points hold no gold 'ask' label, so F1 cannot choose a threshold")
    results = [evaluate(points, t, fires_above) for t in candidates(p.score for p in points)]
    return max(results, key=lambda r: (r.f1, r.precision, -(r.tp + r.fp)))


def tune(points: Sequence[Point]) -> dict[str, TuneResult]:
    """``{gate: TuneResult}`` for every tunable gate with points (pgc is skipped)."""
    out = {}
    for name in sorted({p.gate for p in points}):
        cls = gate_class(name)
        if cls.tunable:
            out[name] = best_threshold([p for p in points if p.gate == name], cls.fires_above)
    return out


def write_thresholds(path: str, results: dict[str, TuneResult], validation: str = "") -> dict[str, Any]:
    """Write the thresholds file (atomically) and return what was written."""
    data = {"format": THRESHOLDS_FORMAT,
            "thresholds": {g: round(r.threshold, 6) for g, r in results.items()},
            "tuned": {g: r.as_json() for g, r in results.items()},
            "validation": validation}
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".thresholds-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return data
