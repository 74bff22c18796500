"""DocumentsUI's view mode on Android 13: which roots open as a grid of cards, the grid's
cards, the header's "List view" / "Grid view" toggle and the per-root memory of the
choice; shared by Files (``files``) and the document pickers (``docpicker``).

Source: AOSP ``packages/apps/DocumentsUI`` as Android 13 ships it (LineageOS' mirror,
branch lineage-20.0 at 7c092fdb, which merges android-13.0.0_r52; Apache License 2.0):

* ``BaseActivity.refreshCurrentRootAndDirectory``: ``mState.derivedMode =
  LocalPreferences.getViewMode(this, root, MODE_GRID)``: every root, Recent and Downloads
  included, opens as a grid until the user picks list for it; folders inside a root share
  the root's mode. No root or MIME type chooses list by itself (``State.derivedMode``'s
  default is ``MODE_GRID`` too; ``FLAG_DIR_PREFERS_GRID`` is not read).
* ``picker/PickActivity.refreshDirectory``: a picker's Recent is a grid only when every
  accepted MIME type is visual (``MimeTypes.VISUAL_MIMES``: image/*, video/*), else a list,
  whatever was saved; its other roots follow the saved mode (the same preferences: the
  picker runs in DocumentsUI's own package).
* ``prefs/LocalPreferences``: ``getViewMode`` / ``setViewMode`` keep an int
  (``State.MODE_LIST`` 1, ``MODE_GRID`` 2) under ``"rootViewMode-" + root.authority +
  root.rootId`` in the default SharedPreferences
  (``shared_prefs/<package>_preferences.xml``); the Recent root has no authority and no
  id (``ProvidersCache``: "rootViewMode-nullnull"). ``pm clear`` forgets them; a force stop
  does not.
* ``res/layout/directory_header.xml``, ``res/menu/sub_menu.xml``, ``MenuManager.
  updateModePicker``, ``BaseActivity.setViewMode``: the header row's ``sub_menu``
  ActionMenuView shows one icon at its end: ``sub_menu_list`` "List view"
  (``ic_menu_view_list``) in grid mode, ``sub_menu_grid`` "Grid view" (``ic_menu_view_grid``)
  in list mode; a tap saves the mode for the current root and redraws the list in place.
* ``dirlist/DirectoryFragment.calculateColumnCount`` / ``getDirectoryPadding``,
  ``res/values/dimens.xml``: ``grid_container_padding`` 20dp each side, columns =
  max(2, (width - padding) / (``grid_width`` 152dp + 2 x ``grid_item_margin`` 6dp)): two
  on a 411dp phone.
* ``res/layout/item_doc_grid.xml``, ``dirlist/GridDocumentHolder.bind``: a file is a card
  (``item_root``, 4dp margin, 1dp ``strokeColor`` outline) with a square ``thumbnail``
  (``GridItemThumbnail``: as high as wide) holding ``icon_thumb`` (the picture, for a type
  with thumbnails) or ``icon_mime_lg`` (the type's icon, ``icon_size`` 40dp, centred), then
  the ``nameplate``: ``icon_mime_sm`` (30dp ``grid_item_icon_size`` in a frame padded 12/8dp)
  and ``android:id/title`` (14sp ``CardPrimaryText``, ``singleLine``, ``ellipsize="end"``),
  under it ``details`` (the size, ``Formatter.formatFileSize``) and ``date``
  (``Shared.formatTime``) side by side in 12sp ``ItemCaptionText``; no type label.
  ``preview_icon`` (``ic_zoom_out`` at the thumbnail's top end) shows only in pickers
  (``State.shouldShowPreview``: ACTION_OPEN, GET_CONTENT, OPEN_TREE); it is not drawn here.
* ``res/layout/item_dir_grid.xml``: a folder is a 48dp card (9dp padding, the 30dp folder
  icon, its title on one line, cut with an ellipsis).
* ``dirlist/DirectoryAddonsAdapter.onModelUpdate``: after the folders a section break
  spanning the row (``grid_section_separator_height`` 0dp) starts the files on a new row.
* What ``uiautomator dump`` shows: the cards are ``MaterialCardView``s, whose node class is
  ``androidx.cardview.widget.CardView`` (its ``ACCESSIBILITY_CLASS_NAME``), clickable; the
  title's ``text`` is the whole name (``TextView.getTextForAccessibility`` gives the text,
  not the ellipsized layout): only the screenshot shows it cut.

[inferred] A picture's thumbnail is the file itself, centre-cropped (videos keep the type
icon: no frame is decoded here); the card's corners are 4dp (Material's medium shape);
the toggle's node class is ``android.widget.Button`` (AppCompat's ``ActionMenuItemView``).
"""

from __future__ import annotations

import re
import stat
from xml.sax.saxutils import quoteattr

from venus_tasks.sim.apps_ui import files_look as look
from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.screen.image_ref import ImageRef, decode
from venus_tasks.sim.screen.tree import UiNode
from venus_tasks.sim.storage import appdata
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.google.android.documentsui"
ID = PACKAGE + ":id/"
PREFS = f"/data/data/{PACKAGE}/shared_prefs/{PACKAGE}_preferences.xml"
LIST, GRID = 1, 2                                   # State.MODE_LIST, State.MODE_GRID
# the simulated roots as (authority, rootId) (ProvidersCache; the providers' root ids)
ROOT_IDS = {
    "recent": ("null", "null"),
    "images": ("com.android.providers.media.documents", "images_root"),
    "videos": ("com.android.providers.media.documents", "videos_root"),
    "audio": ("com.android.providers.media.documents", "audio_root"),
    "documents": ("com.android.providers.media.documents", "documents_root"),
    "downloads": ("com.android.providers.downloads.documents", "downloads"),
    "storage": ("com.android.externalstorage.documents", "primary"),
}
VIEW_LIST = ("M3,5v14h17L20,5L3,5zM7,7v2L5,9L5,7h2zM5,13v-2h2v2L5,13zM5,15h2v2L5,17v-2zM18,17L9,17v-2h9v2zM18,13L9,13"
             "v-2h9v2zM18,9L9,9L9,7h9v2z")
VIEW_GRID = ("M4,5v13h17L21,5L4,5zM14,7v3.5h-3L11,7h3zM6,7h3v3.5L6,10.5L6,7zM6,16v-3.5h3L9,16L6,16zM11,16v-3.5h3"
             "L14,16h-3zM19,16h-3v-3.5h3L19,16zM16,10.5L16,7h3v3.5h-3z")
CARD = "androidx.cardview.widget.CardView"
PICTURES = (".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp")


# ------------------------------------------------------------------ the saved mode
def key(root: str) -> str:
    """The LocalPreferences key of the simulated root ``root`` ("recent", "storage", ...)."""
    authority, root_id = ROOT_IDS[root]
    return f"rootViewMode-{authority}{root_id}"


def saved(model) -> dict[str, int]:
    """The ``<int>`` entries of DocumentsUI's default preferences ({} when missing)."""
    try:
        text = model.vfs.read(PREFS).decode("utf-8", "replace")
    except FsError:
        return {}
    return {k: int(v) for k, v in re.findall(r'<int name="([^"]*)" value="(-?\d+)" />', text)}


def mode(model, root: str) -> int:
    """``LocalPreferences.getViewMode(root, MODE_GRID)``: ``LIST`` or ``GRID``."""
    return LIST if saved(model).get(key(root), GRID) == LIST else GRID


def set_mode(model, root: str, value: int) -> None:
    """``LocalPreferences.setViewMode``: save ``value`` for ``root`` (written as the app
    writes it, ``XmlUtils.writeMapXml``)."""
    values = {**saved(model), key(root): value}
    folder = PREFS.rsplit("/", 1)[0]
    if not model.vfs.exists(folder):
        pkg = model.packages.get(PACKAGE)
        node = model.vfs.mkdir(folder, parents=True)
        if pkg is not None:
            node.uid = node.gid = pkg.uid
        node.mode = stat.S_IFDIR | 0o771
    lines = ["<?xml version='1.0' encoding='utf-8' standalone='yes' ?>", "<map>"]
    lines += [f'    <int name={quoteattr(k)} value="{v}" />' for k, v in sorted(values.items())]
    appdata.write_as_app(model, PACKAGE, PREFS, ("\n".join([*lines, "</map>"]) + "\n").encode())


# ------------------------------------------------------------------ the toggle
def toggle(parent: UiNode, m, model, header_top: int, current: int, action: tuple) -> UiNode:
    """The header's ``sub_menu`` at the end of the 60dp header row from ``header_top``:
    "List view" in grid mode, "Grid view" in list mode; a tap runs ``action``."""
    c = look.colours(model)
    right, mid = m.width - m.dp(24), header_top + m.dp(30)
    menu = parent.add(UiNode(cls="androidx.appcompat.widget.LinearLayoutCompat", resource_id=ID + "sub_menu",
                             bounds=(right - m.dp(48), mid - m.dp(24), right, mid + m.dp(24))))
    grid = current == GRID
    menu.add(UiNode(cls="android.widget.Button", resource_id=ID + ("sub_menu_list" if grid else "sub_menu_grid"),
                    desc="List view" if grid else "Grid view", clickable=True, focusable=True, long_clickable=True,
                    bounds=menu.bounds, action=action,
                    style={"kind": "icon_button", "path": VIEW_LIST if grid else VIEW_GRID, "ink": c["control"]}))
    return menu


# ------------------------------------------------------------------ the grid
def columns(m) -> int:
    """``calculateColumnCount`` at scale 1: two on a phone, more on a wide screen."""
    return max(2, (m.width - 2 * m.dp(20)) // (m.dp(152) + 2 * m.dp(6)))


def _thumb(model, path: str, side: int) -> ImageRef:
    """A picture's thumbnail: the file centre-cropped to a square of ``side`` px."""
    try:
        info = model.vfs.stat(path)
        ref_key = f"files-thumb:{path}:{info.size}:{info.mtime}:{side}"
    except FsError:
        ref_key = f"files-thumb:{path}:missing:{side}"

    def load():
        try:
            pic = decode(model.vfs.read(path))
        except FsError:
            pic = decode(b"")
        w, h = pic.size
        s = min(w, h)
        return pic.crop(((w - s) // 2, (h - s) // 2, (w - s) // 2 + s, (h - s) // 2 + s)).resize((side, side))
    return ImageRef(ref_key, load)


def _is_picture(model, path: str) -> bool:
    """Whether ``path`` starts like a picture the thumbnailer decodes (JPEG, PNG, GIF,
    WebP, BMP signatures); a file that does not keeps its type icon, as on a device whose
    thumbnail request fails."""
    try:
        head = model.vfs.read(path)[:12]
    except FsError:
        return False
    return (head.startswith((b"\xff\xd8\xff", b"\x89PNG", b"GIF8", b"BM"))
            or (head[:4] == b"RIFF" and head[8:12] == b"WEBP"))


def _card(parent: UiNode, m, model, box, action, enabled: bool, picked: bool) -> UiNode:
    c = look.colours(model)
    node = parent.add(UiNode(cls=CARD, resource_id=ID + "item_root", clickable=enabled, focusable=enabled,
                             long_clickable=enabled, enabled=enabled, selected=picked, bounds=box, action=action,
                             style={"bg": c["hairline"], "radius": m.dp(4)}))
    inner = (box[0] + max(1, m.dp(1)), box[1] + max(1, m.dp(1)), box[2] - max(1, m.dp(1)), box[3] - max(1, m.dp(1)))
    node.add(UiNode(cls=CARD, bounds=inner, style={"bg": c["secondary"] if picked else c["bg"],
                                                   "radius": max(1, m.dp(4) - 1)}))
    return node


def _nameplate(card: UiNode, m, model, left: int, top: int, right: int, r: dict, enabled: bool) -> None:
    """The icon frame and the title (a folder card's whole row; a file's line under the
    thumbnail)."""
    c = look.colours(model)
    _, path, ink = look.type_of(r["name"], r["dir"])
    frame = card.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "icon",
                            bounds=(left, top, left + m.dp(9 if r["dir"] else 12) + m.dp(30) + m.dp(8),
                                    top + m.dp(48 if r["dir"] else 46))))
    x = left + m.dp(9 if r["dir"] else 12)
    y = top + m.dp(9 if r["dir"] else 8)
    material.icon(frame, (x, y, x + m.dp(30), y + m.dp(30)), path, ink, rid=ID + "icon_mime_sm", size=m.dp(24))
    tx = frame.bounds[2]
    text_ink = c["text"] if enabled else c["subtitle"]
    if r["dir"]:
        card.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"], resource_id="android:id/title", enabled=enabled,
                        bounds=(tx, top + m.dp(9), right - m.dp(12), top + m.dp(39)),
                        style={"ink": text_ink, "size": 14}))


def _doc_card(parent: UiNode, m, model, box, r: dict, now: int, tz, action, enabled: bool, picked: bool) -> None:
    from venus_tasks.sim.apps_ui import files

    c = look.colours(model)
    card = _card(parent, m, model, box, action, enabled, picked)
    l, t, rr, b = card.children[0].bounds
    side = rr - l
    thumb = card.add(UiNode(cls="android.widget.FrameLayout", resource_id=ID + "thumbnail",
                            bounds=(l, t, rr, t + side)))
    _, path, ink = look.type_of(r["name"], r["dir"])
    if r["name"].lower().endswith(PICTURES) and _is_picture(model, r["path"]):
        thumb.add(UiNode(cls="android.widget.ImageView", resource_id=ID + "icon_thumb", bounds=thumb.bounds,
                         style={"image": _thumb(model, r["path"], side)}))
    else:
        cx, cy, half = (l + rr) // 2, t + side // 2, m.dp(20)
        material.icon(thumb, (cx - half, cy - half, cx + half, cy + half), path, ink, rid=ID + "icon_mime_lg")
    top = t + side
    plate = card.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "nameplate", bounds=(l, top, rr, b)))
    _nameplate(plate, m, model, l, top, rr, r, enabled)
    tx = plate.children[0].bounds[2]
    text_ink = c["text"] if enabled else c["subtitle"]
    plate.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"], resource_id="android:id/title", enabled=enabled,
                     bounds=(tx, top + m.dp(8), rr - m.dp(12), top + m.dp(28)), style={"ink": text_ink, "size": 14}))
    size = files.format_size(r["size"])
    sw = m.dp(7) * len(size) + m.dp(4)
    plate.add(UiNode(cls=widgets.TEXT_VIEW, text=size, resource_id=ID + "details", enabled=enabled,
                     bounds=(tx, top + m.dp(28), min(rr - m.dp(12), tx + sw), top + m.dp(44)),
                     style={"ink": c["subtitle"], "size": 12}))
    plate.add(UiNode(cls=widgets.TEXT_VIEW, text=files.format_date(r["mtime"], now, tz), resource_id=ID + "date",
                     enabled=enabled,
                     bounds=(min(rr - m.dp(12), tx + sw), top + m.dp(28), rr - m.dp(12), top + m.dp(44)),
                     style={"ink": c["subtitle"], "size": 12}))


def cells(m, rows: list[dict]) -> list[tuple[int, list[int]]]:
    """The grid's rows as ``(height px, [indices of rows' items])``: folders first (a new
    row after the last folder, ``DirectoryAddonsAdapter``), ``columns(m)`` to a row; a
    folder card is 48dp, a file card as high as wide plus its 52dp nameplate, each with a
    4dp margin all round."""
    n = columns(m)
    width = (m.width - 2 * m.dp(20)) // n
    doc_h = width - 2 * m.dp(4) + m.dp(52) + 2 * m.dp(4)
    dir_h = m.dp(48) + 2 * m.dp(4)
    brk = next((i for i, r in enumerate(rows) if not r["dir"]), len(rows))
    out: list[tuple[int, list[int]]] = []
    for start, stop in ((0, brk), (brk, len(rows))):
        for i in range(start, stop, n):
            idx = list(range(i, min(i + n, stop)))
            out.append((max(doc_h if not rows[j]["dir"] else dir_h for j in idx), idx))
    return out


def grid(model, parent: UiNode, m, box: tuple[int, int, int, int], scroll_key: str, rows: list[dict], now: int, tz,
         action, *, enabled=lambda r: True, picked=lambda r: False, rid: str = "") -> UiNode:
    """The grid of ``rows`` (``{"name", "path", "dir", "size", "mtime"}``) in ``box``,
    scrolled by whole grid rows under ``scroll_key`` (``widgets.vlist``); a tap on card
    ``i`` runs ``action(i)``."""
    n = columns(m)
    pad = m.dp(20)
    width = (m.width - 2 * pad) // n

    def line(idx: list[int]):
        def build(lst: UiNode, y: int) -> None:
            for col, i in enumerate(idx):
                r = rows[i]
                x = pad + col * width
                if r["dir"]:
                    cb = (x + m.dp(4), y + m.dp(4), x + width - m.dp(4), y + m.dp(52))
                    card = _card(lst, m, model, cb, action(i), enabled(r), picked(r))
                    inner = card.children[0].bounds
                    _nameplate(card, m, model, inner[0], inner[1], inner[2], r, enabled(r))
                else:
                    cb = (x + m.dp(4), y + m.dp(4), x + width - m.dp(4), y + width - m.dp(4) + m.dp(52))
                    _doc_card(lst, m, model, cb, r, now, tz, action(i), enabled(r), picked(r))
        return build

    return widgets.vlist(model, parent, m, box, scroll_key, [(h, line(idx)) for h, idx in cells(m, rows)], rid=rid)
