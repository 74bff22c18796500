"""Shell input for the likeness states: run a command on the simulated device model and
tap an element of the current UI dump, as an agent would (``input tap`` at its centre)."""

from __future__ import annotations


def shell(model, command: str) -> str:
    """Run ``command`` (a shell line) on ``model``; its stdout. Raises RuntimeError on a
    non-zero exit status."""
    from venus_tasks.sim.shell import run_split

    out, err, code = run_split(model, command)
    if code != 0:
        raise RuntimeError(f"{command!r} exited {code}: {err.decode()[:200]}")
    return out.decode()


def tap(model, text: str | None = None, desc: str | None = None, rid: str | None = None) -> None:
    """Tap the first dumped element with that text, content description and resource id
    (the part after ``:id/``). Raises
    LookupError naming it when nothing on screen has it."""
    from venus_tasks.env.observation import parse_ui_dump

    shell(model, "uiautomator dump /sdcard/window_dump.xml")
    for e in parse_ui_dump(shell(model, "cat /sdcard/window_dump.xml")):
        if (text is None or e.text == text) and (desc is None or e.content_description == desc) \
                and (rid is None or e.resource_id.endswith(":id/" + rid)) and e.bbox:
            x, y = e.bbox.center
            shell(model, f"input tap {int(x)} {int(y)}")
            return
    raise LookupError(f"nothing on screen with text={text!r} desc={desc!r} rid={rid!r}")
