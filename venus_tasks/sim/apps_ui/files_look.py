"""How Android 13's DocumentsUI draws its lists, shared by Files (``files``) and the
document pickers (``docpicker``): the top bar (the search bar on Recent, a titled bar
elsewhere), the root header, list rows, the roots drawer's rows, and the day and night
colours.

Source: AOSP ``packages/apps/DocumentsUI`` as Android 13 ships it (LineageOS' mirror,
branch lineage-20.0, which merges android-13.0.0_r52; Apache License 2.0):

* ``res/layout/directory_app_bar.xml``: the ``toolbar`` (``?android:actionBarSize`` =
  ``action_bar_size`` 48dp, ``search_bar_margin`` 8dp all round) holds ``searchbar_title``
  "Search this phone" (``search_bar_hint``, 16dp text in textColorSecondary); on Recent the
  toolbar draws ``search_bar_background`` (``colorBackgroundFloating``, ``search_bar_radius``
  8dp, ``search_bar_elevation`` 3dp) and has no title; elsewhere it shows the root's (or
  folder's) title on ``colorBackground`` (``NavigationViewManager.update``); its navigation
  icon is ``ic_hamburger`` described "Show roots" (``drawer_open``).
* ``res/layout/navigation_breadcrumb_item.xml``, ``HorizontalBreadcrumb``: outside Recent the
  header starts with the path from the root, one 48dp item per folder: ``breadcrumb_text``
  (``BreadcrumbText`` 14sp; only the last is enabled: ``colorAccent``, the others
  colorControlNormal) and ``ic_breadcrumb_arrow`` after all but the last.
* ``res/layout/directory_header.xml``: ``header_container`` (``root_info_header_height``
  60dp, 24dp side margins) with ``header_title`` (``SectionHeader``: 12sp, all caps) and
  the ``sub_menu`` (``res/menu/sub_menu.xml``: "Grid view" / "List view"); the title is
  ``root_info_header_recent`` "Recent files", ``..._downloads`` "Files in Downloads",
  ``..._storage`` "Files on %1$s", ``..._folder`` "Files in %1$s", the root's title for
  Images, Videos, Audio (``BaseActivity.updateHeaderTitle``).
* ``res/layout/item_doc_list.xml``: 72dp rows (``list_item_height``); ``icon`` a 72dp frame
  with ``icon_mime`` (the type's 24dp ``ic_doc_*`` drawable in its own colour); ``android:
  id/title`` (textAppearanceListItem, 16sp); ``metadata`` (12sp caption in
  ``doc_list_item_subtitle_enabled`` #5F6368) joining the date, the size and the type label
  with ", " (``ListDocumentHolder.bind``; folders show no second line); a 1dp divider in
  ``strokeColor`` (hairline #E0E0E0) from 72dp to 8dp before the end.
* ``res/layout/item_root.xml``, ``drawer_layout.xml``: the drawer ``drawer_roots`` is 256dp
  on ``colorBackground`` with ``roots_toolbar`` titled ``app_label`` "Files"
  (``FilesActivity.getDrawerTitle``); a root's row is at least 52dp, 24dp start padding,
  a 24dp ``android:id/icon`` (``ic_root_recent``, ``ic_root_download``,
  ``ic_root_smartphone``: #5F6368), 16dp, then ``android:id/title`` (14sp medium); the
  current root is activated: ``root_list_selector``, ``colorSecondary`` inset 8dp.
* ``res/values/colors.xml`` / ``values-night/colors.xml``: ``app_background_color`` #FFFFFF
  / #202124, ``background_floating`` #FFFFFF / #3C4043, ``primary`` #1E88E5 / #8AB4F8,
  ``secondary`` #E3F2FD / #3D8AB4F8, ``hairline`` #E0E0E0 / #5F6368, subtitles #5F6368 /
  #B3FFFFFF, ``empty_state_text_color`` #202124 / white.
* The type label is ``ContentResolver.getTypeInfo`` (frameworks' ``MimeIconUtils``): the
  extension upper-cased before "document", "image", "video", "audio", "archive"
  (``mime_type_*_ext``); the icon is the type's ``ic_doc_*``.

The grid of cards a root opens in until the user picks the list, and the header's toggle
between them, are ``files_grid``'s.

[inferred] The Images, Videos, Audio and Documents roots come from MediaProvider, whose
icons are drawn here with the matching ``ic_doc_*`` shapes in the roots' grey; the text
colour in the light theme is #202124 (DeviceDefault's textColorPrimary); the search bar's
shadow is not drawn (a 1px hairline outline stands for it on the white page).
"""

from __future__ import annotations

import posixpath

from venus_tasks.sim.apps_ui import material, widgets
from venus_tasks.sim.screen.tree import UiNode

ID = "com.google.android.documentsui:id/"

DAY = {"bg": (0xFF, 0xFF, 0xFF), "floating": (0xFF, 0xFF, 0xFF), "primary": (0x1E, 0x88, 0xE5),
       "secondary": (0xE3, 0xF2, 0xFD), "hairline": (0xE0, 0xE0, 0xE0), "text": (0x20, 0x21, 0x24),
       "subtitle": (0x5F, 0x63, 0x68), "control": (0x5F, 0x63, 0x68)}
# night: #3D8AB4F8 and #B3FFFFFF composed over the #202124 background
NIGHT = {"bg": (0x20, 0x21, 0x24), "floating": (0x3C, 0x40, 0x43), "primary": (0x8A, 0xB4, 0xF8),
         "secondary": (0x3A, 0x47, 0x5C), "hairline": (0x5F, 0x63, 0x68), "text": (0xFF, 0xFF, 0xFF),
         "subtitle": (0xBF, 0xBF, 0xC0), "control": (0xE8, 0xEA, 0xED)}

# res/drawable (24x24 viewports)
BREADCRUMB_ARROW = "M10,6L8.59,7.41 13.17,12l-4.58,4.59L10,18l6,-6 -6,-6z"
HAMBURGER = "M3,18h18v-2H3V18zM3,13h18v-2H3V13zM3,6v2h18V6H3z"
DOC_FOLDER = "M10 4H4c-1.1 0,-1.99.9,-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2,-.9 2,-2V8c0,-1.1,-.9,-2,-2,-2h-8l-2,-2z"
DOC_PDF = ("M7 11.5h1v-1H7v1zM19 3H5c-1.1 0,-2 .9,-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2,-.9 2,-2V5c0,-1.1,-.9,-2,-2,-2z"
           "m-9.5 8.5c0 .83,-.67 1.5,-1.5 1.5H7v2H5.5V9H8c.83 0 1.5.67 1.5 1.5v1zm10,-1H17v1h1.5V13H17v2h-1.5V9h4"
           "v1.5zm-5 3c0 .83,-.67 1.5,-1.5 1.5h-2.5V9H13c.83 0 1.5.67 1.5 1.5v3zm-2.5 0h1v-3h-1v3z")
DOC_IMAGE = ("M21 19V5c0,-1.1,-.9,-2,-2,-2H5c-1.1 0,-2 .9,-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2,-.9 2,-2zM8.5 13.5"
             "l2.5 3.01L14.5 12l4.5 6H5l3.5,-4.5z")
DOC_TEXT = ("M14 2H6c-1.1 0,-1.99.9,-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2,-.9 2,-2V8l-6,-6zm2 16H8v-2h8v2z"
            "m0,-4H8v-2h8v2zm-3,-5V3.5L18.5 9H13z")
DOC_GENERIC = "M6 2c-1.1 0,-1.99.9,-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2,-.9 2,-2V8l-6,-6H6zm7 7V3.5L18.5 9H13z"
DOC_VIDEO = ("M18 4l2 4h-3l-2,-4h-2l2 4h-3l-2,-4H8l2 4H7L5 4H4c-1.1 0,-1.99.9,-1.99 2L2 18c0 1.1.9 2 2 2h16"
             "c1.1 0 2,-.9 2,-2V4h-4z")
DOC_AUDIO = ("M19 3H5c-1.1 0,-2 .9,-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2,-.9 2,-2V5c0,-1.1,-.9,-2,-2,-2zM7.2 18"
             "c-.66 0,-1.2,-.54,-1.2,-1.2V12c0,-3.31 2.69,-6 6,-6s6 2.69 6 6v4.8c0 .66,-.54 1.2,-1.2 1.2H14v-4h2"
             "v-2c0,-2.21,-1.79,-4,-4,-4s-4 1.79,-4 4v2h2v4H7.2z")
DOC_DOCUMENT = ("M19 3H5c-1.1 0,-2 .9,-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2,-.9 2,-2V5c0,-1.1,-.9,-2,-2,-2zm-1.99 6H7V7"
                "h10.01v2zm0 4H7v-2h10.01v2zm-3 4H7v-2h7.01v2z")
ROOT_RECENT = ("M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20"
               "c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zM12.5 7H11v6l5.25 3.15 .75 -1.23-4.5-2.67z")
ROOT_DOWNLOAD = "M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z"
ROOT_PHONE = ("M17 1.01L7 1c-1.1 0,-2 .9,-2 2v18c0 1.1.9 2 2 2h10c1.1 0 2,-.9 2,-2V3c0,-1.1,-.9,-1.99,-2,-1.99z"
              "M17 19H7V5h10v14z")
ROOT_ICONS = {"recent": ROOT_RECENT, "images": DOC_IMAGE, "videos": DOC_VIDEO, "audio": DOC_AUDIO,
              "documents": DOC_DOCUMENT, "downloads": ROOT_DOWNLOAD, "storage": ROOT_PHONE}
GREY, RED, BLUE = (0x73, 0x73, 0x73), (0xDB, 0x44, 0x37), (0x48, 0x83, 0xF3)

# extension -> (the MIME type's primary extension, label kind, icon, its colour)
_TYPES = {
    "pdf": ("PDF", "document", DOC_PDF, RED),
    "jpg": ("JPG", "image", DOC_IMAGE, RED), "jpeg": ("JPG", "image", DOC_IMAGE, RED),
    "png": ("PNG", "image", DOC_IMAGE, RED), "gif": ("GIF", "image", DOC_IMAGE, RED),
    "webp": ("WEBP", "image", DOC_IMAGE, RED), "bmp": ("BMP", "image", DOC_IMAGE, RED),
    "mp4": ("MP4", "video", DOC_VIDEO, RED), "mkv": ("MKV", "video", DOC_VIDEO, RED),
    "webm": ("WEBM", "video", DOC_VIDEO, RED), "3gp": ("3GP", "video", DOC_VIDEO, RED),
    "mov": ("MOV", "video", DOC_VIDEO, RED),
    "mp3": ("MP3", "audio", DOC_AUDIO, RED), "m4a": ("M4A", "audio", DOC_AUDIO, RED),
    "wav": ("WAV", "audio", DOC_AUDIO, RED), "ogg": ("OGG", "audio", DOC_AUDIO, RED),
    "flac": ("FLAC", "audio", DOC_AUDIO, RED), "aac": ("AAC", "audio", DOC_AUDIO, RED),
    "txt": ("TXT", "document", DOC_TEXT, GREY), "md": ("MD", "document", DOC_TEXT, GREY),
    "csv": ("CSV", "document", DOC_TEXT, GREY), "html": ("HTML", "document", DOC_TEXT, GREY),
    "htm": ("HTML", "document", DOC_TEXT, GREY),
    "doc": ("DOC", "document", DOC_DOCUMENT, BLUE), "docx": ("DOCX", "document", DOC_DOCUMENT, BLUE),
    "odt": ("ODT", "document", DOC_DOCUMENT, BLUE),
    "xml": ("XML", "document", DOC_TEXT, GREY), "json": ("JSON", "document", DOC_TEXT, GREY),
    "zip": ("ZIP", "archive", DOC_GENERIC, GREY),
}


def colours(model) -> dict:
    """DocumentsUI's colours in the device's theme (``DAY`` or ``NIGHT``)."""
    return NIGHT if model.night_mode() else DAY


def type_of(name: str, is_dir: bool) -> tuple[str, str, tuple]:
    """(type label, icon path, icon colour) of a document: "PDF document", ``ic_doc_pdf``
    in red; a folder ``ic_doc_folder`` grey; an unknown extension "XYZ file"
    (``mime_type_generic_ext``), no extension "File"."""
    if is_dir:
        return "Folder", DOC_FOLDER, GREY
    ext = posixpath.splitext(name)[1].lower().lstrip(".")
    if ext in _TYPES:
        shown, kind, path, ink = _TYPES[ext]
        return f"{shown} {kind}", path, ink
    return (f"{ext.upper()} file" if ext else "File"), DOC_GENERIC, GREY


def top_bar(root: UiNode, m, status: int, model, title: str | None, drawer: tuple, search: tuple | None,
            desc: str = "Show roots", hint: str = "Search this phone") -> int:
    """The app bar from ``status``: on Recent (``title`` None) the search bar card with the
    drawer button (``desc``) and the ``hint``, else a bar with the title. Returns the y
    below it."""
    c = colours(model)
    margin, h = m.dp(8), m.dp(48)
    top = status + margin
    box = (margin, top, m.width - margin, top + h)
    if title is None:
        bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar", bounds=box,
                              style={"bg": c["hairline"], "radius": m.dp(8)}))
        bar.add(UiNode(cls="android.view.View", bounds=(box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1),
                       style={"bg": c["floating"], "radius": m.dp(8) - 1}))
        bar.add(UiNode(cls=widgets.TEXT_VIEW, text=hint, resource_id=ID + "searchbar_title",
                       clickable=search is not None, bounds=(box[0] + m.dp(56), top, box[2] - m.dp(16), top + h),
                       action=search, style={"ink": c["subtitle"], "size": 16}))
    else:
        bar = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "toolbar", bounds=box,
                              style={"bg": c["bg"]}))
        bar.add(UiNode(cls=widgets.TEXT_VIEW, text=title, bounds=(box[0] + m.dp(64), top, box[2] - m.dp(16), top + h),
                       style={"ink": c["text"], "size": 20}))
    bar.add(UiNode(cls="android.widget.ImageButton", desc=desc, clickable=True, focusable=True,
                   bounds=(box[0], top, box[0] + m.dp(48), top + h), action=drawer,
                   style={"kind": "icon_button", "path": HAMBURGER, "ink": c["control"]}))
    return top + h + margin


def breadcrumb(root: UiNode, m, top: int, model, crumbs: list[str], act) -> int:
    """The ``horizontal_breadcrumb`` at ``top``: one 48dp item per crumb (its
    ``breadcrumb_text``, 14sp, the last in ``colorAccent`` and the others in
    colorControlNormal, then ``breadcrumb_arrow`` but after the last); a tap on crumb ``i``
    runs ``act(i)``. Items past the right edge are not drawn. Returns the y below it."""
    c = colours(model)
    h = m.dp(48)
    strip = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "horizontal_breadcrumb",
                            bounds=(0, top, m.width, top + h)))
    x = m.dp(8)
    for i, crumb in enumerate(crumbs):
        last = i == len(crumbs) - 1
        w = m.dp(16) + int(len(crumb) * m.dp(8))
        if x >= m.width:
            break
        item = strip.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True,
                                bounds=(x, top, min(m.width, x + w + (0 if last else m.dp(24))), top + h),
                                action=act(i)))
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=crumb, resource_id=ID + "breadcrumb_text", enabled=last,
                        bounds=(x + m.dp(8), top, min(m.width, x + w), top + h),
                        style={"ink": c["primary"] if last else c["control"], "size": 14}))
        if not last:
            material.icon(item, (x + w, top + m.dp(12), x + w + m.dp(24), top + m.dp(36)), BREADCRUMB_ARROW,
                          c["control"], rid=ID + "breadcrumb_arrow")
        x += w + (0 if last else m.dp(24))
    return top + h


def header(root: UiNode, m, top: int, model, text: str) -> int:
    """``header_container`` at ``top``: the header title in capitals (the caller adds the
    sub menu's "List view" / "Grid view" toggle: ``files_grid.toggle``). Returns the y
    below it."""
    c = colours(model)
    h = m.dp(60)
    box = root.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "header_container",
                          bounds=(m.dp(24), top, m.width - m.dp(24), top + h)))
    box.add(UiNode(cls=widgets.TEXT_VIEW, text=text.upper(), resource_id=ID + "header_title",
                   bounds=(m.dp(24), top, m.width - m.dp(80), top + h), style={"ink": c["text"], "size": 12}))
    return top + h


def row(lst: UiNode, m, y: int, model, r: dict, now: int, tz, action: tuple, *, enabled: bool = True,
        picked: bool = False) -> UiNode:
    """One ``item_doc_list`` row at ``y`` for ``r`` (``name``, ``dir``, ``size``, ``mtime``)."""
    from venus_tasks.sim.apps_ui import files

    c = colours(model)
    h = m.dp(72)
    style = {}
    if picked:
        style["bg"] = c["secondary"]
    node = lst.add(UiNode(cls="android.widget.LinearLayout", resource_id=ID + "item_root", clickable=enabled,
                          focusable=enabled, long_clickable=enabled, enabled=enabled, selected=picked,
                          bounds=(0, y, m.width, y + h), action=action, style=style))
    label, path, ink = type_of(r["name"], r["dir"])
    material.icon(node, (m.dp(16), y + m.dp(24), m.dp(40), y + m.dp(48)), path, ink, rid=ID + "icon_mime")
    text_ink = c["text"] if enabled else c["subtitle"]
    if r["dir"]:
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"], resource_id="android:id/title", enabled=enabled,
                        bounds=(m.dp(72), y + m.dp(24), m.width - m.dp(16), y + m.dp(48)),
                        style={"ink": text_ink, "size": 16}))
    else:
        meta = ", ".join((files.format_date(r["mtime"], now, tz), files.format_size(r["size"]), label))
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=r["name"], resource_id="android:id/title", enabled=enabled,
                        bounds=(m.dp(72), y + m.dp(14), m.width - m.dp(16), y + m.dp(38)),
                        style={"ink": text_ink, "size": 16}))
        node.add(UiNode(cls=widgets.TEXT_VIEW, text=meta, resource_id=ID + "metadata", enabled=enabled,
                        bounds=(m.dp(72), y + m.dp(42), m.width - m.dp(16), y + m.dp(58)),
                        style={"ink": c["subtitle"], "size": 12}))
    node.add(UiNode(cls="android.view.View", bounds=(m.dp(72), y + h - max(1, m.dp(1)), m.width - m.dp(8), y + h),
                    style={"bg": c["hairline"]}))
    return node


def metadata(text: str) -> tuple[str, str, str]:
    """(date, size, type) of a row's ``metadata`` text ("Oct 3, 2022, 1.05 MB, PDF document"):
    the last two comma-separated parts are the size and the type, the rest the date."""
    parts = text.split(", ")
    return ", ".join(parts[:-2]), parts[-2], parts[-1]


def drawer(m, model, status: int, package: str, roots: list[tuple[str, str]], current: str, act) -> UiNode:
    """The roots drawer (256dp): "Files" over one row per ``(key, title)`` root; a tap runs
    ``act(key)``. Returns the drawer's root node."""
    c = colours(model)
    w = min(m.width - m.dp(56), m.dp(256))
    root = UiNode(package=package, resource_id=ID + "drawer_roots", bounds=(0, 0, w, m.height),
                  style={"bg": c["bg"]})
    tb = root.add(UiNode(cls="android.view.ViewGroup", resource_id=ID + "roots_toolbar",
                         bounds=(0, status, w, status + m.dp(48))))
    tb.add(UiNode(cls=widgets.TEXT_VIEW, text="Files", bounds=(m.dp(24), status, w - m.dp(16), status + m.dp(48)),
                  style={"ink": c["text"], "size": 20}))
    top = status + m.dp(56)
    lst = root.add(UiNode(cls="androidx.recyclerview.widget.RecyclerView", resource_id=ID + "roots_list",
                          bounds=(0, top, w, m.height)))
    y = top
    for key, title in roots:
        on = key == current
        item = lst.add(UiNode(cls="android.widget.LinearLayout", clickable=True, focusable=True, selected=on,
                              bounds=(0, y, w, y + m.dp(52)), action=act(key)))
        if on:
            item.add(UiNode(cls="android.view.View", bounds=(m.dp(8), y + m.dp(8), w - m.dp(8), y + m.dp(44)),
                            style={"bg": c["secondary"], "radius": m.dp(2)}))
        material.icon(item, (m.dp(24), y + m.dp(14), m.dp(48), y + m.dp(38)), ROOT_ICONS.get(key, ROOT_PHONE),
                      c["primary"] if on else c["control"], rid="android:id/icon")
        item.add(UiNode(cls=widgets.TEXT_VIEW, text=title, resource_id="android:id/title",
                        bounds=(m.dp(64), y + m.dp(14), w - m.dp(16), y + m.dp(38)),
                        style={"ink": c["primary"] if on else c["text"], "size": 14}))
        y += m.dp(52)
    return root
