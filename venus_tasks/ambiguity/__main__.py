"""``python -m venus_tasks.ambiguity stats``: the suite's intents per AmbiBench domain and per
app, its dimension counts (value-laden, posterior, heterogenized families and the intents
they bind, confusable pairs, cross-app), each against issue 29's figure, and MID-Bench's
ambiguity type shares per split (``venus_tasks.ambiguity.stats`` says how each is counted).
Exit status 0; 2 with a one-line error when a spec's tags are inconsistent (no domain, an
unpaired ``confusable:`` tag, a family over one app)."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m venus_tasks.ambiguity", description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("stats", help="intents per domain and app, dimension counts, MID-Bench type shares")
    ap.parse_args(argv)
    from venus_tasks.ambiguity import stats
    from venus_tasks.ambiguity.tasks import specs

    try:
        got = stats.figures(specs())
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print("\n".join(stats.lines(got)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
