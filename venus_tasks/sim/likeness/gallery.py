"""Simple Gallery Pro's likeness states: the folders of its published screenshots
(``fastlane/metadata/android/en-US/images/phoneScreenshots`` at tag 6.28.1: 1 the folder
grid Scenery, Garden, Animal, Hiking, Cute, Kids; 3 a Camera folder's grid; 4 the viewer on
ginger.jpg), filled with plain pictures drawn here (one colour and a band each, from a
fixed list), and the app driven to each screen with shell input as an agent would."""

from __future__ import annotations

import io

from venus_tasks.sim.likeness import driver

PACKAGE = "com.simplemobiletools.gallery.pro"
PICTURES = "/sdcard/Pictures"
FOLDERS = ("Scenery", "Garden", "Animal", "Hiking", "Cute", "Kids")       # newest first
COLOURS = ((0xC0, 0x5A, 0x3C), (0x3C, 0x8C, 0x4A), (0xB8, 0x8A, 0x5A), (0x7A, 0x8C, 0x9C), (0x4A, 0x9C, 0x3C),
           (0xD8, 0xC8, 0xB8), (0x5A, 0x6E, 0x8C), (0x9C, 0x7A, 0x5A))


def _jpeg(i: int) -> bytes:
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (480, 360), COLOURS[i % len(COLOURS)])
    ImageDraw.Draw(img).rectangle((0, 240, 480, 360), fill=COLOURS[(i + 3) % len(COLOURS)])
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=85)
    return buf.getvalue()


def _seed(model) -> None:
    now = model.clock.now_ns()
    k = 0
    for rank, folder in enumerate(FOLDERS):
        model.vfs.mkdir(f"{PICTURES}/{folder}", parents=True)
        for j in range(3):
            model.vfs.write(f"{PICTURES}/{folder}/IMG_{rank}{j}.jpg", _jpeg(k),
                            mtime_ns=now - (rank * 10 + j + 1) * 60 * 10**9)
            k += 1
    model.vfs.mkdir("/sdcard/DCIM/Camera", parents=True)
    for j, name in enumerate(("ginger.jpg", "IMG_2022.jpg", "IMG_2021.jpg", "IMG_2020.jpg", "IMG_2019.jpg")):
        model.vfs.write(f"/sdcard/DCIM/Camera/{name}", _jpeg(j + 2), mtime_ns=now - (100 + j) * 60 * 10**9)


def _start(model) -> None:
    _seed(model)
    driver.shell(model, f"monkey -p {PACKAGE} -c android.intent.category.LAUNCHER 1")


def folders(model) -> None:
    _start(model)


def folders_dark(model) -> None:
    driver.shell(model, "cmd uimode night yes")
    _start(model)


def camera(model) -> None:
    _start(model)
    for _ in range(2):                                  # Camera is the oldest folder: below the first screen
        try:
            driver.tap(model, text="Camera", rid="dir_name")
            return
        except LookupError:
            driver.shell(model, "input swipe 540 1800 540 600 300")
    driver.tap(model, text="Camera", rid="dir_name")


def viewer(model) -> None:
    camera(model)
    driver.tap(model, rid="medium_thumbnail")


STATES = {"folders": folders, "folders_dark": folders_dark, "camera": camera, "viewer": viewer}
