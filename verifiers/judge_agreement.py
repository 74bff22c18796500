"""Agreement of the MLLM judge (:mod:`verifiers.judge`) with hand labels.

::

    python -m verifiers.judge_agreement --judge_model gpt-4o-mini
    python -m verifiers.judge_agreement --judge_model Qwen/Qwen2.5-VL-7B-Instruct \\
        --judge_base_url http://localhost:8000/v1 --cache_dir runs/judge_cache

runs the judge over a labelled set (default ``tests/data/judge_cases.jsonl``) and prints
accuracy, Cohen's kappa, the confusion counts (positive = success) and the ids of the
cases where judge and label disagree. The API key is ``--judge_api_key``, else
``$JUDGE_API_KEY``, else ``$OPENAI_API_KEY``. Exit status: 0 when every case got a
verdict, 1 on a ``JudgeError`` (the reason and the case are printed), 2 on bad arguments
or a bad cases file. From Python, ``run(...)`` or ``agreement(judge, cases)`` return an
``Agreement``.

A cases file has one JSON object per line::

    {"id": "expense-count-en", "goal": "...", "criteria": ["..."], "answer": "...",
     "label": true, "note": "why the label is what it is"}

and optionally ``"images": [{"seed": 3, "shape": "circle", "color": "red"}, ...]``:
screenshots generated here, deterministically from the spec (``render_image``), never
downloaded.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
from PIL import Image, ImageDraw

from verifiers.judge import DEFAULT_BASE_URL, Judge, JudgeConfig, JudgeError, JudgeVerdict

DEFAULT_CASES = Path(__file__).resolve().parent.parent / "tests" / "data" / "judge_cases.jsonl"
COLORS = {"red": (220, 30, 30), "blue": (30, 60, 220), "green": (30, 160, 60), "black": (20, 20, 20)}
SHAPES = ("circle", "square", "none")
IMAGE_SIZE = (720, 1280)  # width, height of a generated screenshot


@dataclasses.dataclass(frozen=True)
class JudgeCase:
    """One labelled case: what the judge is asked, and the right verdict (``label``)."""

    id: str
    goal: str
    criteria: tuple[str, ...]
    answer: str
    label: bool
    note: str
    images: tuple[dict[str, Any], ...] = ()

    def render_images(self) -> list[np.ndarray]:
        """The case's screenshots, (1280, 720, 3) uint8 each (``render_image``)."""
        return [render_image(spec) for spec in self.images]


def render_image(spec: dict[str, Any]) -> np.ndarray:
    """A 720x1280 screenshot of a drawing app, as an (H, W, 3) uint8 array: a dark status
    bar, a grey toolbar, a white canvas and, unless ``shape`` is ``none``, one filled
    ``shape`` (``circle`` or ``square``) of ``color`` (red, blue, green, black) whose size
    and position ``seed`` picks (radius 120..180 px, centre within 60 px of the canvas
    centre). The same spec always gives the same pixels.

    Raises:
      ValueError: an unknown shape or colour, or a seed that is not an int.
    """
    shape, color, seed = spec.get("shape"), spec.get("color", "black"), spec.get("seed")
    if shape not in SHAPES or color not in COLORS or not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"image spec needs shape in {SHAPES}, color in {sorted(COLORS)} and an int seed: {spec}")
    rng = random.Random(seed)
    w, h = IMAGE_SIZE
    img = Image.new("RGB", (w, h), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, w - 1, 47), fill=(40, 40, 40))          # status bar
    draw.rectangle((0, 48, w - 1, 159), fill=(225, 225, 225))     # toolbar
    for i in range(5):                                           # toolbar icons
        draw.rectangle((w - 80 - 100 * i, 80, w - 32 - 100 * i, 128), fill=(110, 110, 110))
    if shape != "none":
        r = rng.randint(120, 180)
        cx, cy = w // 2 + rng.randint(-60, 60), (160 + h) // 2 + rng.randint(-60, 60)
        box = (cx - r, cy - r, cx + r, cy + r)
        (draw.ellipse if shape == "circle" else draw.rectangle)(box, fill=COLORS[color])
    return np.asarray(img, dtype=np.uint8)


def load_cases(path: str | os.PathLike[str] = DEFAULT_CASES) -> list[JudgeCase]:
    """Read a cases file (see the module docstring).

    Raises:
      OSError: the file cannot be read.
      ValueError: a line that is not a valid case (the line number is named), or a
        repeated id.
    """
    cases, seen = [], set()
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            case = JudgeCase(id=d["id"], goal=d["goal"], criteria=tuple(d["criteria"]), answer=d["answer"],
                             label=d["label"], note=d.get("note", ""), images=tuple(d.get("images", ())))
            if not (isinstance(case.id, str) and case.id and isinstance(case.goal, str)
                    and isinstance(case.answer, str) and isinstance(case.label, bool)
                    and case.criteria and all(isinstance(c, str) for c in case.criteria)):
                raise ValueError("id, goal, answer, criteria (strings) and a boolean label are required")
            for spec in case.images:
                render_image(spec)
        except (ValueError, KeyError, TypeError) as e:
            raise ValueError(f"{path}:{n}: not a judge case: {e}") from None
        if case.id in seen:
            raise ValueError(f"{path}:{n}: repeated case id {case.id!r}")
        seen.add(case.id)
        cases.append(case)
    return cases


@dataclasses.dataclass(frozen=True)
class Agreement:
    """Judge verdicts against labels; positive = success.

    Attributes:
      n: cases judged.
      tp, fp, fn, tn: label true/judge true, label false/judge true, label true/judge
        false, label false/judge false.
      accuracy: (tp + tn) / n.
      kappa: Cohen's kappa, (p_o - p_e) / (1 - p_e) with p_e from the two marginals; NaN
        when p_e is 1 (both always give the same single class).
      disagreements: ids of the cases where judge and label differ, in file order.
      cached: verdicts that came from the judge's cache.
    """

    n: int
    tp: int
    fp: int
    fn: int
    tn: int
    accuracy: float
    kappa: float
    disagreements: tuple[str, ...]
    cached: int

    def as_dict(self) -> dict[str, Any]:
        """The numbers as a JSON-serialisable dict (NaN kappa as null)."""
        d = dataclasses.asdict(self)
        d["disagreements"] = list(self.disagreements)
        d["kappa"] = None if math.isnan(self.kappa) else self.kappa
        return d


def cohen_kappa(tp: int, fp: int, fn: int, tn: int) -> float:
    """Cohen's kappa of two binary raters from their confusion counts (NaN if p_e = 1).

    Raises:
      ValueError: no cases.
    """
    n = tp + fp + fn + tn
    if n <= 0:
        raise ValueError("kappa of no cases")
    po = (tp + tn) / n
    yes_a, yes_b = (tp + fn) / n, (tp + fp) / n
    pe = yes_a * yes_b + (1 - yes_a) * (1 - yes_b)
    return math.nan if pe >= 1 else (po - pe) / (1 - pe)


def agreement(judge: Judge, cases: Sequence[JudgeCase], *,
              on_case: Callable[[JudgeCase, JudgeVerdict], None] | None = None) -> Agreement:
    """Judge every case and compare with its label.

    Args:
      judge: the judge to measure.
      cases: labelled cases (``load_cases``).
      on_case: called after each verdict (progress output).

    Raises:
      ValueError: no cases.
      JudgeError: the judge gave no verdict for a case (a note names the case).
    """
    if not cases:
        raise ValueError("no judge cases")
    counts = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    wrong, cached = [], 0
    for case in cases:
        try:
            v = judge.decide(case.goal, case.criteria, case.answer, case.render_images())
        except JudgeError as e:
            e.add_note(f"while judging case {case.id!r}")
            raise
        counts[("t" if v.success == case.label else "f") + ("p" if v.success else "n")] += 1
        cached += v.cached
        if v.success != case.label:
            wrong.append(case.id)
        if on_case is not None:
            on_case(case, v)
    n = len(cases)
    return Agreement(n=n, **counts, accuracy=(counts["tp"] + counts["tn"]) / n,
                     kappa=cohen_kappa(**counts), disagreements=tuple(wrong), cached=cached)


def run(judge_model: str, *, base_url: str = DEFAULT_BASE_URL, api_key: str | None = None,
        cases: str | os.PathLike[str] = DEFAULT_CASES, cache_dir: str | os.PathLike[str] | None = None,
        **config: Any) -> Agreement:
    """``agreement`` of a judge built from these arguments (``config``: further
    ``JudgeConfig`` fields: max_pixels, timeout, attempts, backoff, max_tokens) over the
    cases file ``cases``. ``api_key`` None reads ``$JUDGE_API_KEY``, then ``$OPENAI_API_KEY``.

    Raises:
      ValueError, OSError: bad configuration or cases file.
      JudgeError: a case got no verdict.
    """
    key = api_key or os.environ.get("JUDGE_API_KEY") or os.environ.get("OPENAI_API_KEY")
    judge_config = JudgeConfig(model=judge_model, base_url=base_url, api_key=key, cache_dir=cache_dir, **config)
    loaded = load_cases(cases)
    with Judge(judge_config) as judge:
        return agreement(judge, loaded)


def format_agreement(a: Agreement, model: str, base_url: str) -> str:
    """The human-readable summary ``main`` prints."""
    kappa = "undefined" if math.isnan(a.kappa) else f"{a.kappa:.3f}"
    return "\n".join([
        f"judge {model} at {base_url}: {a.n} cases ({a.cached} from the cache)",
        f"accuracy {a.accuracy:.3f}  kappa {kappa}",
        f"confusion (positive = success): TP {a.tp}  FP {a.fp}  FN {a.fn}  TN {a.tn}",
        f"disagreements ({len(a.disagreements)}): {', '.join(a.disagreements) or 'none'}",
    ])


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (see the module docstring); returns the exit status."""
    p = argparse.ArgumentParser(prog="python -m verifiers.judge_agreement",
                                description="Agreement of the MLLM judge with hand-labelled cases.")
    p.add_argument("--judge_model", required=True, help="judge model name")
    p.add_argument("--judge_base_url", default=DEFAULT_BASE_URL, help="OpenAI-compatible endpoint (with /v1)")
    p.add_argument("--judge_api_key", default=None, help="default: $JUDGE_API_KEY, else $OPENAI_API_KEY")
    p.add_argument("--cases", default=str(DEFAULT_CASES), help="labelled cases, JSON lines")
    p.add_argument("--cache_dir", default=None, help="verdict cache directory (default: none)")
    p.add_argument("--max_pixels", type=int, default=JudgeConfig.max_pixels, help="image area cap")
    p.add_argument("--timeout", type=float, default=JudgeConfig.timeout, help="per-request seconds")
    p.add_argument("--attempts", type=int, default=JudgeConfig.attempts, help="HTTP attempts per verdict")
    p.add_argument("--json", action="store_true", help="print the numbers as one JSON object")
    p.add_argument("--verbose", action="store_true", help="print every verdict and its rationale")
    args = p.parse_args(argv)

    def show(case: JudgeCase, v: JudgeVerdict) -> None:
        mark = "ok " if v.success == case.label else "BAD"
        print(f"{mark} {case.id}: label {str(case.label).lower()}, judge {str(v.success).lower()}"
              f"{' (cached)' if v.cached else ''}: {v.rationale}", file=sys.stderr)

    try:
        key = args.judge_api_key or os.environ.get("JUDGE_API_KEY") or os.environ.get("OPENAI_API_KEY")
        config = JudgeConfig(model=args.judge_model, base_url=args.judge_base_url, api_key=key,
                             max_pixels=args.max_pixels, timeout=args.timeout, attempts=args.attempts,
                             cache_dir=args.cache_dir)
        cases = load_cases(args.cases)
    except (ValueError, OSError) as e:
        print(f"judge_agreement: {e}", file=sys.stderr)
        return 2
    try:
        with Judge(config) as judge:
            result = agreement(judge, cases, on_case=show if args.verbose else None)
    except JudgeError as e:
        notes = "; ".join(getattr(e, "__notes__", ()))
        print(f"judge_agreement: no verdict{f' ({notes})' if notes else ''}: {e}", file=sys.stderr)
        return 1
    print(json.dumps(result.as_dict()) if args.json else format_agreement(result, config.model, config.base_url))
    return 0


if __name__ == "__main__":
    sys.exit(main())
