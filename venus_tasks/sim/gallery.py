"""``python -m venus_tasks.sim.gallery OUT [--data DIR] [--apps a,b]``: an HTML page
(``OUT/index.html``) with each app's reference screenshots beside the simulated device's
screen in the same state, and under each pair its checklist with every item marked met
or unmet (``venus_tasks.sim.likeness``), for a person to judge. Pictures are written
beside the page (``OUT/<app>/ref_<screen>.png``, ``sim_<screen>.png``); the page needs
no network. Exit status 2 with a one-line error on bad input."""

from __future__ import annotations

import argparse
import html
import pathlib
import shutil
import sys

from venus_tasks.sim import likeness

_CSS = ("body{font-family:sans-serif;margin:16px}figure{display:inline-block;margin:0 12px 0 0;"
        "vertical-align:top}img{width:270px;border:1px solid #999}li.met{color:#1e7d32}"
        "li.unmet{color:#c62828}section{margin-bottom:32px}")


def _caption(screen: dict) -> str:
    """The reference picture's caption: a published screenshot, or a stand-in drawn by
    ``likeness.schematic`` for an app that publishes none."""
    if screen.get("reference_kind") == "schematic":
        return f"no published screenshot: schematic ({html.escape(screen['reference'])})"
    return f"published ({html.escape(screen['reference'])})"


def write(out: pathlib.Path | str, data_dir=likeness.DEFAULT_DATA, only: list[str] | None = None) -> pathlib.Path:
    """Write the gallery into ``out``; returns the page's path."""
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=True)
    parts = [f"<!doctype html><html><head><meta charset='utf-8'><title>Likeness gallery</title>"
             f"<style>{_CSS}</style></head><body><h1>Simulated apps beside their published screenshots</h1>"]
    for app in only or likeness.apps(data_dir):
        spec = likeness.checklist(data_dir, app)
        folder = out / app
        folder.mkdir(exist_ok=True)
        met_all = []
        body = []
        for screen in spec["screens"]:
            name = screen["name"]
            shutil.copyfile(pathlib.Path(data_dir) / app / screen["reference"], folder / f"ref_{name}.png")
            frame, png, _ = likeness.sim_frame(app, screen["state"])
            (folder / f"sim_{name}.png").write_bytes(png)
            items = []
            for item in screen["items"]:
                met, why = likeness.check_item(item, frame)
                met_all.append(met)
                mark = "met" if met else "unmet"
                items.append(f"<li class='{mark}'>{'&#10003;' if met else '&#10007;'} {html.escape(item['what'])}"
                             + (f" <small>({html.escape(why)})</small>" if why else "") + "</li>")
            body.append(f"<div class='screen' id='{html.escape(app)}-{html.escape(name)}'>"
                        f"<h3>{html.escape(name)}</h3>"
                        f"<figure><img src='{app}/ref_{name}.png' alt='reference {html.escape(name)}'>"
                        f"<figcaption>{_caption(screen)}</figcaption></figure>"
                        f"<figure><img src='{app}/sim_{name}.png' alt='simulated {html.escape(name)}'>"
                        f"<figcaption>simulated</figcaption></figure><ul>{''.join(items)}</ul></div>")
        share = sum(met_all) / len(met_all) if met_all else 0.0
        parts.append(f"<section class='app' data-app='{html.escape(app)}'><h2>{html.escape(spec.get('app', app))}"
                     f" <span class='share'>{sum(met_all)}/{len(met_all)} ({share:.0%})</span></h2>{''.join(body)}</section>")
    parts.append("</body></html>")
    page = out / "index.html"
    page.write_text("".join(parts), encoding="utf-8")
    return page


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m venus_tasks.sim.gallery", description=__doc__.split("\n\n")[0])
    p.add_argument("out", help="folder to write index.html and the pictures into")
    p.add_argument("--data", default=str(likeness.DEFAULT_DATA), help="the likeness data folder")
    p.add_argument("--apps", default="", help="comma-separated app folders (default: all)")
    a = p.parse_args(argv)
    try:
        only = likeness.select_apps(a.data, a.apps)
        page = write(a.out, a.data, only)
    except (ValueError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(page)
    return 0


if __name__ == "__main__":
    sys.exit(main())
