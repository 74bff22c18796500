"""The ``ambiguity`` suite: ground-truth intents at AmbiBench's four clarity levels
(``shared/seeds/`` 000), scored per requirement.

Layout: ``spec`` (``IntentSpec``, ``Step``, ``Probe``), ``clarity`` (the levels, rendered by
declared stripping), ``tasks`` (the generated task classes, ``register``), ``termination``
(when every requirement first held), ``audit`` (each question compliant or one of the four
DCR violation kinds), ``walk`` (following a UI path on the screens; ``PathAgent``),
``settings_kit`` (requirements that are one setting), ``stats`` (the suite's domains, apps
and dimensions from the specs' tags: ``python -m venus_tasks.ambiguity stats``), and the intents in modules named
``intents_*`` (imported here, in name order). ``venus_tasks/solvers/ambiguity.py`` solves
the detailed level GUI-only from the goal text.

Contract for adding intents (one module per app or theme, ``intents_<app>.py``):

1. Build an ``IntentSpec`` (``spec.py`` says every field) and pass it to
   ``tasks.register(spec)``; that generates and registers ``Ambi{name}_{Level}`` for each
   level (``clarity.levels``) in suite ``ambiguity``. ``name`` is CamelCase, unique.
2. The intent (``intent(params)``): one ``Kind.ANCHOR`` requirement, 1-3 explicit, 0-2
   implicit. Each requirement's ``phrase`` (and ``phrase_zh``) fills its ``{id}`` slot in the
   three templates and must contain its ``value`` (``value_zh``), so the standard goal
   states it; a masked slot renders as nothing, so punctuation and joining words belong
   in the phrase (", and show the battery percentage"). ``names`` must name the
   requirement alone: ``clarity.question`` asks "Could you tell me the {names[0]} you
   want?" (zh: the first Chinese name) and the strict simulator must map it to that
   requirement only (no UI words such as tap/button/toggle in names).
3. ``hypernym`` (``hypernym_zh``) replaces the anchor's phrase at the ambiguous level and
   must not mention the anchor's value. ``incomplete_masks``: the explicit/implicit ids
   the incomplete level strips (empty: no incomplete level).
4. Forced Non-Default: ``draw`` never gives a maskable requirement the app's default;
   declare that default in ``defaults`` (by requirement id, in the words of ``value``),
   or list the id in ``no_default`` when the app has none (it refuses an empty value).
   ``setup`` puts every requirement at its default, so no check holds before the agent acts.
5. ``checks``: one per requirement, ``check(probe, params) -> bool`` on device state read
   through the ``Probe`` (cached: one settings read, one read per store). ``apply(env,
   params, ids)`` puts exactly the requirements ``ids`` into their intended state (the
   others stay as they are); requirements must be independent (applying all but one leaves
   that one failing), since each becomes a near miss.
6. ``ui_path(params)``: the steps of a GUI solution (``Step``: open / tap / type / back,
   with the exact on-screen labels); the detailed level renders it and
   ``tests/test_ambiguity.py`` walks it on the simulated device and checks the vector.
7. Every ``intents_*`` module here is imported with the package, so a half-written one
   breaks the suite for everyone: write it elsewhere and move it in once it imports
   cleanly (``python -c "import venus_tasks.ambiguity"``).
8. Tests: add nothing per intent; ``tests/test_ambiguity.py`` covers every registered spec
   (Forced Non-Default on 50 seeds, rendering and gaps of every level in three goal
   variants, the oracle's questions, setup leaving every check false); the device checks
   sample one level per intent (all with ``VENUS_FULL_AMBIGUITY=1``).

Per-level metrics (RCR, TSR, partial, DCR and its violation kinds, IGR, ETR early/late):
``venus_tasks.metrics.clarity`` from ``verdict["requirements"]``, ``verdict["clarity"]``,
``verdict["gap"]``, ``verdict["termination"]`` and the episode's dialogue.
"""

import importlib
import pkgutil


def _import_intents() -> None:
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        if module.startswith("intents_"):
            importlib.import_module(f"{__name__}.{module}")


_import_intents()
