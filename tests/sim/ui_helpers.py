"""UI-dump helpers for simulator tests: read the elements on screen, find one, tap it.

``sh`` is a test's shell runner returning ``(stdout, stderr, exit_code)``, or a
``venus_tasks.env.device.Device``.
"""

from venus_tasks.env.observation import parse_ui_dump


def _runner(sh):
    if hasattr(sh, "shell"):  # a Device
        device = sh
        return lambda cmd: (lambda r: (r.stdout, r.stderr, r.exit_code))(device.shell(cmd))
    return sh


def elements(sh):
    """The elements of the current ``uiautomator dump``."""
    sh = _runner(sh)
    assert sh("uiautomator dump")[2] == 0
    return parse_ui_dump(sh("cat /sdcard/window_dump.xml")[0])


def find(sh, text=None, rid=None):
    """The first element whose text or description is ``text`` and whose resource id ends
    in ``/rid`` (either may be omitted), or None."""
    return next((e for e in elements(sh) if (text is None or text in (e.text, e.content_description))
                 and (rid is None or e.resource_id.endswith("/" + rid))), None)


def tap(sh, text=None, rid=None):
    """Tap the centre of ``find(sh, text, rid)``; fails the test if it is not on screen."""
    e = find(sh, text, rid)
    assert e is not None, (text, rid, [x.describe() for x in elements(sh)])
    _runner(sh)("input tap %d %d" % e.bbox.center)


def assert_dump_matches_screenshot(sh, model, label) -> None:
    """Every element of the current dump lies on the screen, and every element with text
    covers pixels that are not all one colour (the text was drawn where the dump says)."""
    import io

    import numpy as np
    from PIL import Image

    from venus_tasks.sim.shell import run_split

    img = np.asarray(Image.open(io.BytesIO(run_split(model, "screencap -p")[0])).convert("RGB"))
    h, w = img.shape[:2]
    found = elements(sh)
    assert found, label
    for e in found:
        b = e.bbox
        assert 0 <= b.x_min < b.x_max <= w and 0 <= b.y_min < b.y_max <= h, (label, e.describe())
        if e.text:
            crop = img[b.y_min:b.y_max, b.x_min:b.x_max].reshape(-1, 3)
            assert (crop.max(axis=0) != crop.min(axis=0)).any(), (label, e.describe())
