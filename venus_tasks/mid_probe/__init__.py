"""MID-Bench's step-level probes (``shared/seeds/`` MID-Bench, sections 5.1-5.3 and 7.1) over
venus tasks that carry a ground-truth intent and a scripted GUI solver.

* ``pivots``: replay a task's GUI solver and find the steps where a requirement's value
  becomes action-critical (pivot states), with the gold action of each;
* ``kinds``: the ambiguity type of a requirement (referential, underspecified,
  preference-dependent, contextual), declared as data with a default rule by kind;
* ``manifest``: the committed list of pivots (``pivots.json``) the suite is built from,
  rebuilt with ``python -m venus_tasks.mid_probe discover``;
* ``task``: one probe (task, seed, step, requirement, split) as a task class of suite
  ``mid_probe``: its ``initialize_task`` replays the prefix, its ``verify`` scores the
  single round trip (Match, Ask+Match, the per-stage outcome).
"""
