"""Drawing of the app widgets built by ``sim/apps_ui/widgets`` (node ``style["kind"]``):
``icon_button`` (a glyph: back arrow, close cross, delete bin, plus, and the map and
camera glyphs; ``disc`` fills a round face behind it, ``ink`` colours the glyph), ``fab``, ``field``
(a text field, hint in the secondary colour), ``button`` (filled, centred text; with ``flat`` an RGB colour, only the text in it; with
``radius_dp`` a MaterialButton in an app's colours: ``fill``, ``ink``, ``inset_dp``,
``text_sp`` (14), an icon ``path`` of ``icon_dp`` (18) before the text, and ``label``, words
drawn instead of the node's text), ``spinner`` (an outlined card of ``fill``/``outline``
with the drop-down arrow in ``ink``),
``chip`` (a rounded card, filled when checked), ``slider`` (track, filled part, thumb at
``frac``), ``editor`` (the lines of a multi-line text from ``y0``; optional ``spans``, per line a list
of ``(start, end, rgb, strike)`` drawn in their colour: syntax highlighting; optional
``dividers``, an RGB colour for a hairline between lines), ``ime_label`` (ADBKeyBoard's
centred white label), ``display`` (a calculator's
right-aligned text of ``size`` sp, at the bottom with ``bottom``), ``main_switch`` (a
tinted bar), ``radio`` (a ring, dotted when checked; tinted by ``color`` if set), ``header`` and ``error`` texts, ``avatar`` (a category icon disc; ``fill`` and ``letter`` make a contact letter icon),
``progress_ring`` (a determinate circular progress indicator: ``track``, ``ink``, ``frac``,
``stroke_dp``, ``gap_dp``), ``lines`` (texts placed by the style, for views whose words are not their dumped text:
a Flutter node's label is its content-desc; ``style["lines"]`` holds ``(text, x, y,
size_sp, role[, weight])`` with ``role`` a palette key, "on_accent" or an RGB colour, optional ``fill``
(a palette key or RGB, rounded by ``radius``), ``underline`` (a palette key or RGB) and
``shapes`` drawn under the texts: ``("rect", box, colour, radius)`` and ``("icon", path,
box, colour[, viewport])`` (a vector drawable, 24 units unless given; colours a palette key or RGB);
``anchor`` (default "lm") places every text, "mm" centring it on its x), ``search_card`` (a filled
pill behind Settings' search bar), ``search_text`` (a SearchView's text, the hint in the
secondary colour), ``large_title`` (an expanded collapsing toolbar's title) and
``pane_divider``.

``icon_button``, ``fab`` and ``vector`` (an ``ImageView``; ``indicator`` = (rgb, w_dp, h_dp) puts a
navigation bar's active-indicator pill behind it) draw ``style["path"]``, a vector
drawable's path data (``sim/screen/vector``; ``viewport``, default 24), in ``ink`` when it is set;
a ``fab`` with ``round`` is a circle, else its corners are ``radius_dp`` (16), its icon ``icon_dp`` (24).

Texts are Roboto (``sim/screen/fonts``) in ``style["weight"]`` (400, 500, 700) if set, else
Medium for buttons, headers and letter tiles, Regular otherwise.

``draw(draw, node, pal, px, text)`` returns True when it drew ``node`` (the caller then
skips its generic text drawing); ``text`` is the renderer's text function.
"""

from __future__ import annotations

from venus_tasks.sim.screen import vector

_ERROR = (217, 48, 37)
_WHITE = (255, 255, 255)
REGULAR, MEDIUM = 400, 500      # Roboto weights (``sim/screen/fonts``)


def _weight(style: dict, default: int) -> int:
    """A text's weight: the node's ``style["weight"]``, else its kind's Material default
    (buttons, category headers and letter tiles Medium: ``TextAppearance.AppCompat.Button``,
    ``PreferenceCategory``'s ``sans-serif-medium``, ``LetterTileDrawable``)."""
    return style.get("weight") or default


def _label_width(d, label: str, size: int, weight: int) -> float:
    from venus_tasks.sim.screen import render

    return render._width(d, label, max(1, int(round(size * getattr(d, "font_scale", 1.0)))), weight)


def draw(d, node, pal: dict, px: float, text) -> bool:
    l, t, r, b = node.bounds
    style = node.style
    kind = style.get("kind")
    w = max(1, int(2 * px))
    if kind == "icon_button":
        disc = style.get("disc")                # a round button's face: a palette key or RGB
        if disc is not None:
            d.ellipse((l, t, r - 1, b - 1), fill=pal.get(disc, disc) if isinstance(disc, str) else disc)
        color = style.get("ink")
        color = pal["text"] if color is None else pal.get(color, color) if isinstance(color, str) else color
        if style.get("path"):                   # a vector drawable, 24dp, centred
            s = int(24 * px)
            cx, cy = (l + r) // 2, (t + b) // 2
            vector.paste(d.canvas, style["path"], (cx - s // 2, cy - s // 2, cx + s // 2, cy + s // 2), color,
                         style.get("viewport", 24.0))
        else:
            _glyph(d, style.get("glyph", ""), (l + r) // 2, (t + b) // 2, int(10 * px), color, w)
    elif kind == "vector":                      # an ImageView showing a vector drawable
        if style.get("indicator"):              # a navigation bar's active indicator behind it: (rgb, w_dp, h_dp)
            fill, iw, ih = style["indicator"]
            cx, cy, iw, ih = (l + r) // 2, (t + b) // 2, int(iw * px), int(ih * px)
            d.rounded_rectangle((cx - iw // 2, cy - ih // 2, cx + iw // 2, cy + ih // 2), radius=ih // 2,
                                fill=tuple(fill))
        color = style.get("ink", pal["text"])
        color = pal.get(color, color) if isinstance(color, str) else color
        s = style.get("size") or min(r - l, b - t)
        cx, cy = (l + r) // 2, (t + b) // 2
        vector.paste(d.canvas, style["path"], (cx - s // 2, cy - s // 2, cx - s // 2 + s, cy - s // 2 + s), color,
                     style.get("viewport", 24.0))
    elif kind == "ime_label":      # ADBKeyBoard's view.xml: white 14sp text centred on #444
        text(d, ((l + r) // 2, (t + b) // 2), node.text, int(14 * px), _WHITE, "mm")
    elif kind == "fab":                        # ``fill``/``ink``/``path``: an app's colours and icon
        radius = (r - l) // 2 if style.get("round") else int(style.get("radius_dp", 16) * px)   # ``round``: a circle
        d.rounded_rectangle((l, t, r, b), radius=min(radius, (r - l) // 2, (b - t) // 2),
                            fill=tuple(style.get("fill", pal["accent"])))
        if style.get("path"):
            s = int(style.get("icon_dp", 24) * px)
            cx, cy = (l + r) // 2, (t + b) // 2
            vector.paste(d.canvas, style["path"], (cx - s // 2, cy - s // 2, cx + s // 2, cy + s // 2),
                         tuple(style.get("ink", _WHITE)), style.get("viewport", 24.0))
        else:
            _glyph(d, style.get("fab_glyph", "add"), (l + r) // 2, (t + b) // 2, int(10 * px), _WHITE, w)
    elif kind == "field":
        d.rounded_rectangle((l, t, r - 1, b - 1), radius=int(4 * px), fill=pal["field"],
                            outline=pal["accent"] if node.focused else pal["secondary"], width=w)
        color = pal["secondary"] if style.get("hint") else pal["text"]
        first = node.text.split("\n", 1)[0]
        text(d, (l + int(16 * px), t + min(b - t, int(56 * px)) // 2), first, int(16 * px), color, "lm",
             max_w=r - l - int(24 * px))
    elif kind == "button" and style.get("flat"):   # a borderless text button in an app's colour
        text(d, ((l + r) // 2, (t + b) // 2), node.text, int(15 * px), tuple(style["flat"]), "mm",
             max_w=r - l - int(8 * px), weight=_weight(style, MEDIUM))
    elif kind == "button" and "radius_dp" in style:   # a MaterialButton in an app's colours
        inset = int(style.get("inset_dp", 0) * px)
        d.rounded_rectangle((l, t + inset, r, b - inset), radius=int(style["radius_dp"] * px), fill=tuple(style["fill"]))
        ink, size = tuple(style.get("ink", _WHITE)), int(style.get("text_sp", 14) * px)
        cx, label = (l + r) // 2, style.get("label", node.text)     # ``label``: words drawn, not dumped
        if style.get("path"):                   # app:icon (``icon_dp``, default 18), 8dp before any text
            s, gap = int(style.get("icon_dp", 18) * px), int(8 * px) if label else 0
            tw = _label_width(d, label, size, _weight(style, MEDIUM))
            x0 = int(cx - (s + gap + tw) / 2)
            vector.paste(d.canvas, style["path"], (x0, (t + b) // 2 - s // 2, x0 + s, (t + b) // 2 - s // 2 + s),
                         ink, style.get("viewport", 24.0))
            cx = int(x0 + s + gap + tw / 2)
        if label:
            text(d, (cx, (t + b) // 2), label, size, ink, "mm", max_w=r - l - int(8 * px),
                 weight=_weight(style, MEDIUM))
    elif kind == "button":                      # ``fill``: the app's button colour (RGB)
        d.rounded_rectangle((l, t, r, b), radius=(b - t) // 2, fill=tuple(style.get("fill", pal["accent"])))
        text(d, ((l + r) // 2, (t + b) // 2), node.text, int(15 * px), _WHITE, "mm",
             max_w=r - l - int(8 * px), weight=_weight(style, MEDIUM))
    elif kind == "spinner":                    # a Spinner in an outlined card: the drop-down arrow at its end
        d.rounded_rectangle((l, t, r - 1, b - 1), radius=int(12 * px), fill=tuple(style["fill"]),
                            outline=tuple(style["outline"]), width=max(1, int(px)))
        ink, cx, cy, s = tuple(style["ink"]), r - int(24 * px), (t + b) // 2, int(5 * px)
        d.polygon([(cx - s, cy - s // 2), (cx + s, cy - s // 2), (cx, cy + s // 2 + 1)], fill=ink)
        return False
    elif kind == "chip":
        fill = pal["accent"] if node.checked else pal["bar"]
        d.rounded_rectangle((l, t, r, b), radius=int(12 * px), fill=fill, outline=pal["divider"], width=1)
    elif kind == "slider":
        mid, frac = (t + b) // 2, min(1.0, max(0.0, style.get("frac", 0.0)))
        x = l + int((r - l) * frac)
        d.rounded_rectangle((l, mid - int(12 * px), r, mid + int(12 * px)), radius=int(12 * px),
                            fill=pal["divider"])
        d.rounded_rectangle((l, mid - int(12 * px), max(x, l + int(24 * px)), mid + int(12 * px)),
                            radius=int(12 * px), fill=pal["accent"])
        d.ellipse((x - int(10 * px), mid - int(10 * px), x + int(10 * px), mid + int(10 * px)), fill=_WHITE)
    elif kind == "editor":
        line_h, pad, y = style["line_h"], style["pad"], style["y0"] + style["pad"]
        color = pal["accent"] if style.get("link") else pal["text"]       # a web link: accent blue
        color = tuple(style["ink"]) if style.get("ink") else color         # ``ink``: an app's text colour
        spans, rule = style.get("spans"), style.get("dividers")
        for i, line in enumerate(style["lines"]):
            if y + line_h > b:
                break
            if rule and i and y >= t:                    # a hairline between paragraphs
                d.line((l + pad, y, r - pad, y), fill=tuple(rule), width=1)
            if y >= t and spans and spans[i]:
                _spanned(d, l + pad, y + line_h // 2, line, spans[i], int(15 * px), color, text)
            elif y >= t:
                text(d, (l + pad, y + line_h // 2), line, int(15 * px), color, "lm",
                     max_w=r - l - 2 * pad)
            y += line_h
        if node.focused:
            d.line((l + pad, b - 2, r - pad, b - 2), fill=pal["accent"], width=w)
    elif kind == "main_switch":
        d.rounded_rectangle((l, t, r, b), radius=style.get("radius", (b - t) // 2),
                            fill=pal["accent"] if node.checked else pal["bar"])
        return False
    elif kind == "radio":                      # a ``color`` in the style tints the ring (Tasks' priorities)
        tint = style.get("color")
        d.ellipse((l, t, r - 1, b - 1), outline=tint or (pal["accent"] if node.checked else pal["secondary"]),
                  width=w)
        if node.checked:
            inset = (r - l) // 4
            d.ellipse((l + inset, t + inset, r - 1 - inset, b - 1 - inset), fill=tint or pal["accent"])
    elif kind == "header":
        text(d, (l, (t + b) // 2), node.text, int(14 * px), pal["accent"], "lm", max_w=r - l,
             weight=_weight(style, MEDIUM))
    elif kind == "display":                    # a calculator display: right-aligned, large
        pad, size = style.get("pad", int(16 * px)), int(style.get("size", 32) * px)
        y = b - pad - size // 2 if style.get("bottom") else (t + b) // 2
        text(d, (r - pad, y), node.text, size, pal["text"], "rm", max_w=r - l - 2 * pad)
    elif kind == "error":
        text(d, (l, (t + b) // 2), node.text, int(12 * px), _ERROR, "lm", max_w=r - l)
    elif kind == "avatar":                     # ``fill`` and ``letter``: a contact's letter icon
        fill = tuple(style.get("fill", pal["accent"]))
        d.ellipse((l, t, r, b), fill=fill)
        if style.get("letter"):
            ink = tuple(style.get("ink", _WHITE))
            text(d, ((l + r) // 2, (t + b) // 2), style["letter"], max(1, (b - t) // 2), ink, "mm",
                 weight=_weight(style, MEDIUM))
    elif kind == "search_card":                # Settings' search bar: a filled pill, texts drawn by children
        d.rounded_rectangle((l, t, r - 1, b - 1), radius=style.get("radius", (b - t) // 2),
                            fill=tuple(style["fill"]) if style.get("fill") else pal["bar"])
        return False
    elif kind == "search_text":                # a SearchView's EditText: no frame, the hint in the secondary colour
        text(d, (l, (t + b) // 2), node.text, int(18 * px), pal["secondary"] if style.get("hint") else pal["text"],
             "lm", max_w=r - l)
        if node.focused:
            d.line((l, b - w, r, b - w), fill=pal["accent"], width=w)
    elif kind == "large_title":                # a collapsing toolbar's expanded title (36sp)
        text(d, (l, (t + b) // 2), node.text, int(36 * px), pal["text"], "lm", max_w=r - l)
    elif kind == "progress_ring":              # a determinate CircularProgressIndicator
        _ring(d, node.bounds, style, px)
    elif kind == "pane_divider":               # the line between the two panes of an activity embedding
        d.rectangle((l, t, r - 1, b - 1), fill=pal["divider"])
    elif kind == "lines":
        def tone(role):                         # a palette key or an app's RGB colour
            return tuple(role) if not isinstance(role, str) else _WHITE if role == "on_accent" \
                else _ERROR if role == "error" else pal[role]
        if style.get("fill"):
            d.rounded_rectangle((l, t, r - 1, b - 1), radius=style.get("radius", 0), fill=tone(style["fill"]))
        if style.get("underline"):
            d.line((l, b - w, r, b - w), fill=tone(style["underline"]), width=w)
        for shape in style.get("shapes", ()):   # ("rect", box, rgb, radius) or ("icon", path, box, rgb)
            if shape[0] == "rect":
                d.rounded_rectangle(shape[1], radius=shape[3], fill=tone(shape[2]))
            else:
                vector.paste(d.canvas, shape[1], shape[2], tone(shape[3]), shape[4] if len(shape) > 4 else 24.0)
        anchor = style.get("anchor", "lm")
        for txt, x, y, size, role, *weight in style.get("lines", ()):
            text(d, (x, y), txt, int(size * px), tone(role), anchor,
                 max_w=max(1, r - x) if anchor[0] == "l" else r - l,
                 weight=weight[0] if weight else REGULAR)
    else:
        return False
    return True


def _ring(d, box, style: dict, px: float) -> None:
    """Material 3's determinate ``CircularProgressIndicator`` in ``box``: the progress arc
    (``ink``) from 12 o'clock clockwise over ``frac`` of the turn, the track (``track``) over
    the rest, ``gap_dp`` between them, both ``stroke_dp`` wide with round caps
    (``ProgressIndicatorDefaults``: ``CircularDeterminateStrokeCap`` Round)."""
    import math

    l, t, r, b = box
    sw = max(1, int(style.get("stroke_dp", 4) * px))
    frac = min(1.0, max(0.0, style.get("frac", 0.0)))
    bb = (l, t, r - 1, b - 1)                 # Pillow draws an arc's width inwards from its box
    rad = max(1.0, (r - l - sw) / 2)          # the stroke's centre line
    cx, cy = (l + r) / 2, (t + b) / 2
    gap = math.degrees((style.get("gap_dp", 4) * px + sw) / rad) if 0 < frac < 1 else 0.0

    def arc(start: float, sweep: float, colour) -> None:
        if sweep <= 0:
            return
        d.arc(bb, start, start + sweep, fill=colour, width=sw)
        for a in (start, start + sweep):       # round caps
            x, y = cx + rad * math.cos(math.radians(a)), cy + rad * math.sin(math.radians(a))
            d.ellipse((x - sw / 2, y - sw / 2, x + sw / 2, y + sw / 2), fill=colour)

    sweep = 360 * frac
    if frac < 1:
        track = 360 - sweep - 2 * gap if frac else 360
        if frac:
            arc(-90 + sweep + gap, track, tuple(style["track"]))
        else:
            d.arc(bb, 0, 360, fill=tuple(style["track"]), width=sw)
    if frac:
        arc(-90, sweep, tuple(style["ink"]))


def _spanned(d, x: int, y: int, line: str, spans, size: int, color, text) -> None:
    """``line`` drawn piece by piece from ``x``: the ``(start, end, rgb, strike)`` spans in
    their colour (struck through if asked), the rest in ``color`` (syntax highlighting)."""
    from venus_tasks.sim.screen import render

    size = max(1, int(round(size * getattr(d, "font_scale", 1.0))))
    pieces, at = [], 0
    for start, end, rgb, strike in spans:
        if start > at:
            pieces.append((line[at:start], color, False))
        pieces.append((line[start:end], rgb, strike))
        at = end
    if at < len(line):
        pieces.append((line[at:], color, False))
    for piece, fill, strike in pieces:
        text(d, (x, y), piece, size, fill, "lm", scaled=True)
        w = render._width(d, piece, size)
        if strike:
            d.line((x, y, x + w, y), fill=fill, width=max(1, size // 12))
        x += w


def _glyph(d, glyph: str, cx: int, cy: int, s: int, color, w: int) -> None:
    if glyph == "back":
        d.line((cx - s, cy, cx + s, cy), fill=color, width=w)
        d.line((cx - s, cy, cx - s // 2, cy - s // 2), fill=color, width=w)
        d.line((cx - s, cy, cx - s // 2, cy + s // 2), fill=color, width=w)
    elif glyph == "close":
        d.line((cx - s, cy - s, cx + s, cy + s), fill=color, width=w)
        d.line((cx - s, cy + s, cx + s, cy - s), fill=color, width=w)
    elif glyph == "delete":
        d.rectangle((cx - s * 2 // 3, cy - s // 2, cx + s * 2 // 3, cy + s), outline=color, width=w)
        d.line((cx - s, cy - s // 2 - w, cx + s, cy - s // 2 - w), fill=color, width=w)
        d.line((cx - s // 3, cy - s, cx + s // 3, cy - s), fill=color, width=w)
    elif glyph == "forward":
        d.line((cx - s, cy, cx + s, cy), fill=color, width=w)
        d.line((cx + s, cy, cx + s // 2, cy - s // 2), fill=color, width=w)
        d.line((cx + s, cy, cx + s // 2, cy + s // 2), fill=color, width=w)
    elif glyph == "save":                      # a floppy disk
        d.rectangle((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
        d.rectangle((cx - s // 2, cy - s, cx + s // 2, cy - s // 3), outline=color, width=w)
    elif glyph == "check":                     # a tick (Simple Calendar's ic_check_vector Save)
        d.line((cx - s, cy, cx - s // 3, cy + s * 2 // 3), fill=color, width=w)
        d.line((cx - s // 3, cy + s * 2 // 3, cx + s, cy - s * 2 // 3), fill=color, width=w)
    elif glyph == "menu":                      # three bars (a navigation drawer toggle)
        for dy in (-s * 2 // 3, 0, s * 2 // 3):
            d.line((cx - s, cy + dy, cx + s, cy + dy), fill=color, width=w)
    elif glyph == "more":                      # three dots (an overflow button)
        for dy in (-s * 2 // 3, 0, s * 2 // 3):
            d.ellipse((cx - w, cy + dy - w, cx + w, cy + dy + w), fill=color)
    elif glyph in ("info", "help"):            # a ring with "i" / "?" inside
        d.ellipse((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
        d.line((cx, cy - s // 3, cx, cy + s // 2), fill=color, width=w)
    elif glyph == "refresh":                   # a ring, open at the top right
        d.arc((cx - s, cy - s, cx + s, cy + s), 300, 240, fill=color, width=w)
    elif glyph == "settings":                  # a cog: a ring and a dot
        d.ellipse((cx - s, cy - s, cx + s, cy + s), outline=color, width=w * 2)
        d.ellipse((cx - s // 3, cy - s // 3, cx + s // 3, cy + s // 3), fill=color)
    elif glyph == "search":                    # a magnifier: ring and handle
        d.ellipse((cx - s, cy - s, cx + s // 3, cy + s // 3), outline=color, width=w)
        d.line((cx + s // 6, cy + s // 6, cx + s, cy + s), fill=color, width=w)
    elif glyph == "remove":                    # a minus (zoom out)
        d.line((cx - s, cy, cx + s, cy), fill=color, width=w)
    elif glyph == "location":                  # a ring with a centre dot (my location)
        d.ellipse((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
        d.ellipse((cx - s // 3, cy - s // 3, cx + s // 3, cy + s // 3), fill=color)
    elif glyph == "compass":                   # a needle
        d.polygon([(cx, cy - s), (cx + s // 3, cy), (cx, cy + s), (cx - s // 3, cy)], outline=color, width=w)
    elif glyph == "layers":                    # two stacked diamonds (configure map)
        for dy in (-s // 3, s // 3):
            d.polygon([(cx - s, cy + dy), (cx, cy + dy - s // 2), (cx + s, cy + dy), (cx, cy + dy + s // 2)],
                      outline=color, width=w)
    elif glyph == "navigation":                # a turn arrow
        d.line((cx - s // 2, cy + s, cx - s // 2, cy - s // 3, cx + s, cy - s // 3), fill=color, width=w)
        d.line((cx + s // 2, cy - s, cx + s, cy - s // 3, cx + s // 2, cy + s // 3), fill=color, width=w)
    elif glyph in ("undo", "redo"):            # a hooked arrow
        sign = -1 if glyph == "undo" else 1
        d.arc((cx - s, cy - s // 2, cx + s, cy + s), 180, 360, fill=color, width=w)
        tip = cx + sign * s
        d.line((tip, cy + s // 4, tip - sign * s // 2, cy - s // 4), fill=color, width=w)
    elif glyph == "done":                      # a tick in a ring
        d.ellipse((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
        d.line((cx - s // 2, cy, cx - s // 6, cy + s // 3, cx + s // 2, cy - s // 3), fill=color, width=w)
    elif glyph == "shutter":                   # a camera shutter: a thick ring
        d.ellipse((cx - 3 * s, cy - 3 * s, cx + 3 * s, cy + 3 * s), outline=color, width=w * 3)
    elif glyph == "record":                    # a filled red dot (record / video shutter)
        d.ellipse((cx - s, cy - s, cx + s, cy + s), fill=(230, 50, 40))
    elif glyph == "stop":                      # a filled square
        d.rectangle((cx - s * 2 // 3, cy - s * 2 // 3, cx + s * 2 // 3, cy + s * 2 // 3), fill=color)
    elif glyph == "grid":                      # a 3 x 3 grid
        for k in (-1, 1):
            d.line((cx + k * s // 3, cy - s, cx + k * s // 3, cy + s), fill=color, width=w)
            d.line((cx - s, cy + k * s // 3, cx + s, cy + k * s // 3), fill=color, width=w)
        d.rectangle((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
    elif glyph == "timer":                     # a stopwatch: ring and hand
        d.ellipse((cx - s, cy - s * 3 // 4, cx + s, cy + s * 5 // 4), outline=color, width=w)
        d.line((cx, cy - s, cx, cy + s // 4), fill=color, width=w)
    elif glyph == "flash":                     # a lightning bolt
        d.line((cx + s // 3, cy - s, cx - s // 2, cy + s // 6, cx + s // 2, cy - s // 6, cx - s // 3, cy + s),
               fill=color, width=w)
    elif glyph == "exposure":                  # a square split by a diagonal with +/-
        d.rectangle((cx - s, cy - s, cx + s, cy + s), outline=color, width=w)
        d.line((cx - s, cy + s, cx + s, cy - s), fill=color, width=w)
    elif glyph == "camera_switch":             # a camera body
        d.rectangle((cx - s, cy - s // 2, cx + s, cy + s), outline=color, width=w)
        d.ellipse((cx - s // 3, cy - s // 6, cx + s // 3, cy + s // 2), outline=color, width=w)
    elif glyph == "play":                      # a triangle
        d.polygon([(cx - s // 2, cy - s), (cx + s, cy), (cx - s // 2, cy + s)], fill=color)
    elif glyph == "share":                     # three linked dots
        for x, y in ((cx + s, cy - s), (cx - s, cy), (cx + s, cy + s)):
            d.ellipse((x - w * 2, y - w * 2, x + w * 2, y + w * 2), fill=color)
        d.line((cx + s, cy - s, cx - s, cy, cx + s, cy + s), fill=color, width=w)
    elif glyph == "none":                      # an icon the renderer has no shape for: nothing drawn
        pass
    else:                                      # add
        d.line((cx - s, cy, cx + s, cy), fill=color, width=w)
        d.line((cx, cy - s, cx, cy + s), fill=color, width=w)
