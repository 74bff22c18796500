"""The runner's ETA counts the time GSA tasks must last (timing windows, events at steps)."""

from __future__ import annotations

from venus_tasks import registry
from venus_tasks.progress import WAIT_S, Eta, expected_wait_s, report_progress


def _instances(names, n=1):
    """The instances of ``names`` (``n`` each), in the order named."""
    classes = [registry.get_suite("venus")[name] for name in names]
    made = registry.create_instances(classes, n, seed=30)
    return sorted(made, key=lambda i: (names.index(i.task.name), i.instance_id))


def test_timing_and_tracking_tasks_have_waits_and_others_none():
    timing, tracking, plain = _instances(["GUIStateStopwatchPause", "GUIStateDeleteSpam", "FuncAssistLocateOsmandMarkerHistory"])
    assert expected_wait_s(timing.task) == timing.task.params["start_s"] >= 5
    last = max(e.trigger.step for e in tracking.task.noise_events if e.trigger.step is not None)
    assert expected_wait_s(tracking.task) == WAIT_S * last >= 10
    assert expected_wait_s(plain.task) == 0.0


def test_eta_after_quick_episodes_still_counts_the_gsa_waits():
    """Quick episodes first (as the suite's order has BC, FA, HGB before GSA): the mean
    episode time alone says the GSA tasks are as quick; the ETA adds their waits."""
    quick = _instances(["FuncAssistLocateOsmandMarkerHistory", "FuncAssistLocateExpenseEntry"])
    slow = _instances(["GUIStateStopwatchPause", "GUIStateDeleteSpam"])
    eta = Eta(quick + slow)
    for inst in quick:
        eta.done(inst, 2.0)
    waits = sum(expected_wait_s(i.task) for i in slow)
    assert eta.left(elapsed_s=4.0) == 2 * 2.0 + waits            # the naive mean said 4.0
    eta.done(slow[0], 2.0 + expected_wait_s(slow[0].task))        # a GSA episode: its wait, then the usual
    assert eta.left(elapsed_s=6.0 + expected_wait_s(slow[0].task)) == 2.0 + expected_wait_s(slow[1].task)


def test_eta_scales_with_devices_running_side_by_side():
    quick = _instances(["FuncAssistLocateOsmandMarkerHistory"], n=2)
    eta = Eta(quick)
    eta.done(quick[0], 10.0)
    assert eta.left(elapsed_s=5.0) == 5.0     # two devices: 10 s of episodes in 5 s


def test_report_progress_lines():
    printed = []

    class Out:
        def write(self, s):
            printed.append(s)

        def flush(self):
            pass

    progress = report_progress(Out())
    for n in range(0, 21):
        progress(n, 20)
    text = "".join(printed)
    assert text.startswith("venus: writing the report (20 episode pages)\n")
    assert text.count("report pages") == 10 and "report pages 20/20" in text
