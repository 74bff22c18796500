"""Files (DocumentsUI, ``com.google.android.documentsui``): the roots drawer, folder lists
and opening a file (a PDF in the viewer of ``pdf_viewer``, a web page in Chrome, a picture
or video in the app that views it).

Source: AOSP ``packages/apps/DocumentsUI`` (Android 13), from memory of its resources and
code; details not checked against the tree are marked [inferred]:

* the drawer (toggle content-desc "Show roots", ``drawer_open``) lists the roots in the
  order Recent, Images, Videos, Audio, Documents, Downloads, then the internal storage
  root titled with the device model (``Build.MODEL``: "sdk_gphone64_x86_64" on the
  emulator) [inferred order]; the app opens on Recent [inferred];
* list rows (``item_doc_list.xml``): the name in ``android:id/title``, then ``date`` and
  ``size`` (``R.id.date``, ``R.id.size``); folders show no size. Dates are
  ``Shared.formatTime``: the time ("3:34 PM") for today, "Oct 3" for another day of this
  year, "Oct 3, 2022" for another year (``DateUtils`` with ``FORMAT_ABBREV_ALL``). Sizes are
  ``Formatter.formatFileSize`` (SI units since API 26, the next unit from 900: "500 B",
  "0.98 kB", "2.14 kB", "15.36 kB", "123 kB", "1.05 MB": two decimals under 100, none
  from 100);
* inside the storage root a breadcrumb (``breadcrumb``) shows the path from the root; a
  tap on a crumb goes there; BACK goes up one folder, then leaves the app;
* sort orders [inferred]: Recent and Downloads newest first, other lists folders first,
  then by name (case-insensitive), as the default "Sort by name" does;
* Recent lists every file of shared storage newest first, at most 64 [inferred: the real
  root shows files modified in the last 45 days]; Images, Videos, Audio and Documents list
  the files of that kind by extension (the real roots query MediaStore);
* every root opens as a grid of cards until "List view" in its header is tapped, and the
  choice is kept per root in the app's preferences (``files_grid``: ``BaseActivity``,
  ``LocalPreferences``, ``item_doc_grid.xml``).

Opening (``ACTION_VIEW``): ``.pdf`` pushes the PDF viewer page in this task [inferred, see
``pdf_viewer``]; ``.html``/``.htm`` opens Chrome with the file's ``content://`` URI (as
DocumentsUI grants it: ``content://com.android.externalstorage.documents/document/
primary%3A<path>``), so relative links on that page do not resolve, as on a device;
pictures and videos start the installed gallery or video app if any; other files do
nothing. In the zh-CN locale the roots, the drawer toggle and "No items" are in Chinese
(``_ZH``, [inferred]); the viewer's texts stay English. Simplifications: no selection,
search, or the sort menu.
"""

from __future__ import annotations

import datetime
import posixpath
import urllib.parse

from venus_tasks.sim.apps_ui import files_grid as grid
from venus_tasks.sim.apps_ui import files_look as look
from venus_tasks.sim.apps_ui import pdf_viewer, state, widgets
from venus_tasks.sim.screen import strings
from venus_tasks.sim.screen.tree import UiNode, Window
from venus_tasks.sim.storage.vfs import FsError

PACKAGE = "com.google.android.documentsui"
ID = PACKAGE + ":id/"
SDCARD = "/sdcard"
STORAGE_DOCS = "content://com.android.externalstorage.documents/document/primary%3A"
GALLERY = "com.simplemobiletools.gallery.pro"
VIDEO = "org.videolan.vlc"
KINDS = {
    "images": (".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp"),
    "videos": (".mp4", ".mkv", ".webm", ".3gp", ".mov"),
    "audio": (".mp3", ".m4a", ".wav", ".ogg", ".flac", ".aac"),
    "documents": (".pdf", ".txt", ".md", ".html", ".htm", ".doc", ".docx", ".odt", ".csv", ".xls", ".xlsx"),
}
ROOTS = (("recent", "Recent"), ("images", "Images"), ("videos", "Videos"), ("audio", "Audio"),
         ("documents", "Documents"), ("downloads", "Downloads"), ("storage", None))
# zh-CN texts (``persist.sys.locale`` zh-CN) [inferred from DocumentsUI's values-zh-rCN]
_ZH = {"Recent": "最近", "Images": "图片", "Videos": "视频", "Audio": "音频", "Documents": "文档",
       "Downloads": "下载", "Show roots": "显示根目录", "No items": "无任何内容", "Recent files": "最近的文件",
       "Search this phone": "搜索此手机",
       "Files in Downloads": "“下载”中的文件"}


def _t(model, text: str) -> str:
    """``text`` in the device's locale (English or the zh-CN table above)."""
    return _ZH.get(text, text) if strings.is_zh(model) else text


def _act(*args) -> tuple:
    return ("app", PACKAGE, *args)


def storage_title(model) -> str:
    """The internal storage root's title: the device model (``ro.product.model``)."""
    return model.props.get("ro.product.model", "Internal storage") or "Internal storage"


def format_size(n: int) -> str:
    """``android.text.format.Formatter.formatFileSize`` (SI, 1000-based, API 26+)."""
    value, unit = float(n), "B"
    for nxt in ("kB", "MB", "GB", "TB"):
        if value < 900:
            break
        value, unit = value / 1000, nxt
    if unit == "B":
        return f"{int(value)} B"
    return f"{value:.0f} {unit}" if value >= 100 else f"{value:.2f} {unit}"


def format_date(mtime_ns: int, now_ns: int, tz: datetime.tzinfo) -> str:
    """DocumentsUI ``Shared.formatTime`` (see the module docstring)."""
    then = datetime.datetime.fromtimestamp(mtime_ns / 1e9, tz)
    now = datetime.datetime.fromtimestamp(now_ns / 1e9, tz)
    if then.year != now.year:
        return f"{then:%b} {then.day}, {then.year}"
    if then.date() != now.date():
        return f"{then:%b} {then.day}"
    return f"{(then.hour - 1) % 12 + 1}:{then:%M} {'AM' if then.hour < 12 else 'PM'}"


# ------------------------------------------------------------------ where we are
def _state(model) -> state.AppState:
    st = state.get(model, PACKAGE)
    st.data.setdefault("root", "recent")
    st.data.setdefault("dirs", [])
    return st


def _folder(st) -> str | None:
    """The VFS folder shown (storage and downloads roots), None for the flat roots."""
    root = st.data["root"]
    if root == "storage":
        return posixpath.join(SDCARD, *st.data["dirs"])
    if root == "downloads":
        return posixpath.join(SDCARD, "Download", *st.data["dirs"])
    return None


def _entries(model, folder: str) -> list[tuple[str, bool, int, int]]:
    """(name, is folder, size, mtime ns) of ``folder``'s visible entries."""
    out = []
    try:
        names = model.vfs.listdir(folder)
    except FsError:
        return out
    for name in names:
        if name.startswith("."):
            continue
        try:
            st = model.vfs.stat(posixpath.join(folder, name))
        except FsError:
            continue
        out.append((name, st.mode & 0o170000 == 0o040000, st.size, st.mtime))
    return out


def _all_files(model) -> list[tuple[str, int, int]]:
    """(path, size, mtime ns) of every file in shared storage (hidden folders and the
    apps' private ``Android/`` folder skipped, as MediaStore skips them)."""
    out, stack = [], [SDCARD]
    while stack:
        folder = stack.pop()
        for name, is_dir, size, mtime in _entries(model, folder):
            path = posixpath.join(folder, name)
            if path == f"{SDCARD}/Android":
                continue
            (stack.append(path) if is_dir else out.append((path, size, mtime)))
    return out


def items(model) -> list[dict]:
    """The rows the current list shows, in order: ``{"name", "path", "dir", "size",
    "mtime"}``."""
    st = _state(model)
    folder, root = _folder(st), st.data["root"]
    if folder is not None:
        rows = [{"name": n, "path": posixpath.join(folder, n), "dir": d, "size": s, "mtime": t}
                for n, d, s, t in _entries(model, folder)]
        if root == "downloads":
            return sorted(rows, key=lambda r: (-r["mtime"], r["name"].lower()))
        return sorted(rows, key=lambda r: (not r["dir"], r["name"].lower()))
    files = [{"name": posixpath.basename(p), "path": p, "dir": False, "size": s, "mtime": t}
             for p, s, t in _all_files(model)]
    if root == "recent":
        return sorted(files, key=lambda r: (-r["mtime"], r["name"].lower()))[:64]
    kind = KINDS.get(root, ())
    return sorted((f for f in files if f["name"].lower().endswith(kind)), key=lambda r: r["name"].lower())


# ------------------------------------------------------------------ screen
def header_text(model, st) -> str:
    """The root header's title (``BaseActivity.updateHeaderTitle``; see ``files_look``)."""
    root, dirs = st.data["root"], st.data["dirs"]
    if root == "recent":
        return _t(model, "Recent files")
    if root == "downloads":
        return _t(model, "Files in Downloads")
    if root == "storage":
        return f"Files in {dirs[-1]}" if dirs else f"Files on {storage_title(model)}"
    if root == "documents":
        return f"Files from {_t(model, 'Documents')}"
    return _t(model, dict(ROOTS)[root])


def build(model, root: UiNode, m, status: int) -> None:
    st, page, _ = state.current(model, PACKAGE)
    if page is not None and page.name == "pdf":
        pdf_viewer.build_page(model, root, m, status, PACKAGE, page.args["path"], _act("up"))
        return
    c = look.colours(model)
    root.style["bg"] = c["bg"]
    st = _state(model)
    title = _t(model, dict(ROOTS)[st.data["root"]] or storage_title(model))
    shown = None if st.data["root"] == "recent" else (st.data["dirs"][-1] if st.data["dirs"] else title)
    top = look.top_bar(root, m, status, model, shown, _act("drawer"), None, _t(model, "Show roots"),
                      _t(model, "Search this phone"))
    if st.data["root"] in ("storage", "downloads"):
        top = look.breadcrumb(root, m, top, model, [title, *st.data["dirs"]], lambda i: _act("crumb", i))
    view, header_top = grid.mode(model, st.data["root"]), top
    top = look.header(root, m, top, model, header_text(model, st))
    grid.toggle(root.children[-1], m, model, header_top, view,
                _act("view", grid.LIST if view == grid.GRID else grid.GRID))
    rows = items(model)
    if not rows:
        root.add(UiNode(cls=widgets.TEXT_VIEW, text=_t(model, "No items"), resource_id=ID + "message",
                        bounds=(0, top + m.dp(40), m.width, top + m.dp(80)), style={"kind": "empty"}))
        return
    now, tz = model.clock.now_ns(), model.timezone()
    key = f"{PACKAGE}/list:{st.data['root']}:{'/'.join(st.data['dirs'])}:{view}"   # force-stop clears it
    if view == grid.GRID:
        grid.grid(model, root, m, (0, top, m.width, m.height), key, rows, now, tz, lambda i: _act("open", i),
                  rid=ID + "dir_list")
        return
    height = m.dp(72)

    def row(r, index):
        return lambda lst, y: look.row(lst, m, y, model, r, now, tz, _act("open", index))

    widgets.vlist(model, root, m, (0, top, m.width, m.height), key,
                  [(height, row(r, i)) for i, r in enumerate(rows)], rid=ID + "dir_list")


def windows(model, m, status: int) -> list[Window]:
    st, page, foreign = state.current(model, PACKAGE)
    if foreign or page is not None or not _state(model).data.get("drawer"):
        return []
    roots = [(key, _t(model, title) if title else storage_title(model)) for key, title in ROOTS]
    root = look.drawer(m, model, status, PACKAGE, roots, _state(model).data["root"], lambda k: _act("root", k))
    return [Window(PACKAGE, root, modal=True, dim=True, outside=_act("close_drawer"))]


# ------------------------------------------------------------------ input
def perform(model, verb: str, args: tuple, x: int, y: int) -> None:
    st = _state(model)
    if verb == "drawer":
        st.data["drawer"] = True
    elif verb == "close_drawer":
        st.data["drawer"] = False
    elif verb == "root":
        st.data.update(root=args[0], dirs=[], drawer=False)
    elif verb == "crumb":
        st.data["dirs"] = st.data["dirs"][:args[0]]
    elif verb == "view":
        grid.set_mode(model, st.data["root"], args[0])
    elif verb == "up":
        state.pop(model, PACKAGE)
    elif verb == "open":
        rows = items(model)
        if args[0] < len(rows):
            _open(model, st, rows[args[0]])


def _open(model, st, row: dict) -> None:
    name = row["name"].lower()
    if row["dir"]:
        if st.data["root"] in ("storage", "downloads"):
            st.data["dirs"] = [*st.data["dirs"], row["name"]]
        else:                                   # a folder in a flat root: jump into storage
            st.data.update(root="storage", dirs=row["path"][len(SDCARD) + 1:].split("/"))
    elif name.endswith(".pdf"):
        state.push(model, PACKAGE, state.Page("pdf", {"path": row["path"]}))
        model.system_ui.scroll[pdf_viewer.scroll_key(PACKAGE, row["path"])] = 0
    elif name.endswith((".html", ".htm")):
        from venus_tasks.sim.apps_ui import chrome
        chrome.open_url(model, content_uri(row["path"]))
    elif name.endswith(KINDS["images"]) and model.packages.get(GALLERY) is not None:
        model.launch(GALLERY)
    elif name.endswith(KINDS["videos"]) and model.packages.get(VIDEO) is not None:
        model.launch(VIDEO)


def content_uri(path: str) -> str:
    """The ``content://`` URI DocumentsUI hands out for the shared-storage file ``path``
    (``ExternalStorageProvider`` document id ``primary:<relative path>``, encoded)."""
    rel = path[len(SDCARD) + 1:] if path.startswith(SDCARD + "/") else path.lstrip("/")
    return STORAGE_DOCS + urllib.parse.quote(rel, safe="")


def back(model) -> bool:
    st = _state(model)
    if st.data.get("drawer"):
        st.data["drawer"] = False
        return True
    if state.pop(model, PACKAGE):
        return True
    if st.data["dirs"]:
        st.data["dirs"] = st.data["dirs"][:-1]
        return True
    return False


def enter(model) -> bool:
    return False
