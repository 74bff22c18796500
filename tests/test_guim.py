"""The GUIM drawing tasks (``venus_tasks/tasks/guim.py``) judge pixels, not a way of
drawing: a letter or rectangles drawn another way (another shade of the colour, thicker
or thinner strokes, elsewhere, larger, saved as JPEG noise) pass; the plausible wrong
ones (a neighbouring colour, a sloppy open shape, a blob, extra scribbles, everything
saved twice) fail. An agent that only answers or echoes the goal fails."""

from __future__ import annotations

from venus_tasks.env import actions as A
from venus_tasks.tasks import guim as T
from venus_tasks.tasks import guim_common as G

SEED = 5


def _scores(env, cls, applies: dict) -> dict[str, float]:
    """Score each named end state (an ``apply(task, env)``) on a fresh instance."""
    out = {}
    for label, apply in applies.items():
        task = cls(cls.generate_random_params(SEED))
        task.initialize_task(env)
        try:
            apply(task, env)
            out[label] = task.is_successful(env)
        finally:
            task.tear_down(env)
    return out


def _answer(text):
    return lambda task, env: env.execute(A.answer(text))


def test_letter_saved_accepts_other_ways_and_rejects_near_misses(env):
    p = T.GUIMDrawLetterSaved.generate_random_params(SEED)
    fn, letter, color = p["filename"], p["letter"], p["color"]
    shade = {"red": (200, 20, 30), "blue": (40, 60, 200), "green": (20, 140, 40)}[color]
    neighbour = {"red": (240, 120, 20), "blue": (40, 190, 200), "green": (150, 200, 30)}[color]

    def pic(segs, rgb, width=G.STROKE):
        return G.segments(G.blank(), segs, rgb, width)

    good = {
        "another shade, thin": G.save_as(fn, pic(T.letter_segments(letter, 100, 200), shade, 20)),
        "thick and large": G.save_as(fn, pic(T.letter_segments(letter, 200, 300, 600, 1400), G.rgb(color), 90)),
        "small, low on the canvas": G.save_as(fn, pic(T.letter_segments(letter, 700, 1500, 250, 500), G.rgb(color))),
    }
    bad = {
        "a neighbouring colour": G.save_as(fn, pic(T.letter_segments(letter, 300, 500), neighbour)),
        "a bar missing": G.save_as(fn, pic(T.letter_segments(letter, 300, 500)[:1], G.rgb(color))),
        "a filled block": G.save_as(fn, G.segments(G.blank(), [((300, 900), (700, 900))], G.rgb(color), 800)),
        "an extra scribble in black": G.save_as(fn, G.segments(pic(T.letter_segments(letter, 300, 500), G.rgb(color)),
                                                               [((50, 1800), (1000, 1800))], (0, 0, 0), 60)),
        "answered instead": _answer(f"I drew a {color} {letter} and saved it as {fn}."),
        "the goal echoed": lambda task, env: env.execute(A.answer(task.goal)),
    }
    got = _scores(env, T.GUIMDrawLetterSaved, {**good, **bad})
    assert {k: got[k] for k in good} == {k: 1.0 for k in good}
    assert {k: got[k] for k in bad} == {k: 0.0 for k in bad}


def test_saved_twice_under_the_name_is_ambiguous(env):
    p = T.GUIMDrawLetterSaved.generate_random_params(SEED)
    right = T.letter_picture(p["letter"], p["color"])

    def twice(task, env):
        G.save_as(p["filename"], right)(task, env)
        G.save_as(p["filename"], right, folder="/sdcard/Pictures")(task, env)

    assert _scores(env, T.GUIMDrawLetterSaved, {"twice": twice}) == {"twice": 0.0}


def test_nested_rectangles_other_sizes_pass_a_ring_touching_fails(env):
    p = T.GUIMDrawNestedRectangles.generate_random_params(SEED)
    fn, outer, inner = p["filename"], G.rgb(p["outer"]), G.rgb(p["inner"])

    def pic(o, i, width=G.STROKE):
        img = G.segments(G.blank(), G.box_segments(*o), outer, width)
        return G.segments(img, G.box_segments(*i), inner, width)

    cases = {
        "narrow outer, thin strokes": (G.save_as(fn, pic((300, 200, 800, 1000), (450, 400, 650, 800), 16)), 1.0),
        "as JPEG bytes in a .png": (G.save_as(fn, pic(T.OUTER, T.INNER), fmt="jpg"), 0.0),
        "inner crossing the outer": (G.save_as(fn, pic(T.OUTER, (700, 700, 1050, 1500))), 0.0),
        "outer inside the inner": (G.save_as(fn, pic(T.INNER, T.OUTER)), 0.0),
    }
    got = _scores(env, T.GUIMDrawNestedRectangles, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_outline_any_closed_shape_passes_a_ring_through_the_decoy_fails(env):
    from PIL import ImageDraw

    from venus_tasks.tasks import guim_edit as E

    cls = E.GUIMOutlineObject
    task = cls(cls.generate_random_params(SEED))
    target, decoy = task.thing(0), task.thing(1)
    fn, ring = task.params["filename"], G.rgb(task.params["ring"])

    def circled(thing, radius, width=G.STROKE):
        img = E.on_canvas(task.things)
        x, y = E.canvas_xy(thing)
        ImageDraw.Draw(img).ellipse((x - radius, y - radius, x + radius, y + radius), outline=ring, width=width)
        return img

    def two_rings():
        img = circled(target, 170)
        x, y = E.canvas_xy(decoy)
        ImageDraw.Draw(img).ellipse((x - 170, y - 170, x + 170, y + 170), outline=ring, width=G.STROKE)
        return img

    cases = {
        "a circle (motion events)": (G.save_as(fn, circled(target, 170)), 1.0),
        "a thin wide circle": (G.save_as(fn, circled(target, 230, 12)), 1.0),
        "a circle through the object": (G.save_as(fn, circled(target, 60)), 0.0),
        "the decoy circled too": (G.save_as(fn, two_rings()), 0.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_erase_with_small_strokes_passes_a_trace_left_fails(env):
    from venus_tasks.tasks import guim_edit as E

    cls = E.GUIMEraseObject
    task = cls(cls.generate_random_params(SEED))
    fn = task.params["filename"]
    x, y = E.canvas_xy(task.thing(0))

    def rubbed(rows, width):
        img = E.on_canvas(task.things)
        return G.segments(img, [((x - 130, y + dy), (x + 130, y + dy)) for dy in rows], (255, 255, 255), width)

    cases = {
        "many thin strokes": (G.save_as(fn, rubbed(range(-130, 131, 20), 24)), 1.0),
        "a band left": (G.save_as(fn, rubbed(range(-130, 60, 20), 24)), 0.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_gallery_copy_any_name_or_format_passes_a_second_copy_fails(env):
    from venus_tasks.tasks import guim_gallery as GG

    cls = GG.GUIMGalleryOutlineCopy
    task = cls(cls.generate_random_params(SEED))
    folder = task.path.rsplit("/", 1)[0]
    ringed = task._ringed()
    cases = {
        "a JPG under another name": (task._write(f"{folder}/mine.jpg", ringed, "jpg"), 1.0),
        "in Download": (task._write("/sdcard/Download/outlined.png", ringed), 1.0),
        "the copy untouched": (task._write(f"{folder}/copy.png", GG._scaled(task.things)), 0.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_gallery_cover_jpeg_passes_part_showing_fails(env):
    from venus_tasks.tasks import guim_gallery as GG

    cls = GG.GUIMGalleryCoverObject
    task = cls(cls.generate_random_params(SEED))
    x, y = GG._xy(task.things[0])
    half = G.segments(GG._scaled(task.things), [((x - 150, y + 60), (x + 150, y + 60))],
                      G.rgb(task.params["fill"]), 140)
    cases = {
        "saved as JPEG bytes": (task._write(task.path, task._covered(0), "jpg"), 1.0),
        "the top half still showing": (task._write(task.path, half), 0.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_background_task_other_shades_pass_a_white_gap_fails(env):
    cls = T.GUIMDrawOnBackground
    task = cls(cls.generate_random_params(SEED))
    fn = task.params["filename"]
    wide = G.segments(task._picture(), G.box_segments(60, 100, 1000, 2000), G.rgb(task.params["color"]), 20)
    cases = {
        "the oracle picture as JPEG bytes": (G.save_as(fn, task._picture(), fmt="jpg"), 0.0),   # .png asked
        "a second, larger ring around it": (G.save_as(fn, wide), 0.0),
        "thin strokes": (G.save_as(fn, task._picture(width=16)), 1.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}


def test_letter_on_screen_drawn_big_with_a_wide_brush_passes(env):
    from apps import draw

    cls = T.GUIMDrawLetter
    p = cls.generate_random_params(SEED)

    def wide_and_big(task, env):
        dev = env.device
        draw.open_app(dev)
        draw.set_color(dev, {"red": "C62828", "blue": "3949AB", "green": "2E7D32"}[p["color"]])
        bar = draw.element(dev, rid=draw.ID + "stroke_width_bar").bbox
        dev.tap(bar.x_max - 3, (bar.y_min + bar.y_max) // 2)             # the widest brush
        l, t, _, _ = draw.canvas_box(dev)
        for (x1, y1), (x2, y2) in T.letter_segments(p["letter"], 150, 350, 720, 1600):
            draw.stroke(dev, [(l + x1, t + y1), (l + x2, t + y2)])

    def then_dialog(task, env):
        for _ in task.oracle(env):
            pass
        draw.tap_on(env.device, desc="Save")                            # "Save as" left over the canvas

    got = _scores(env, cls, {"wide and big": wide_and_big, "a dialog over it": then_dialog})
    assert got == {"wide and big": 1.0, "a dialog over it": 0.0}


def test_two_rings_as_circles_pass(env):
    from PIL import ImageDraw

    from venus_tasks.tasks import guim_edit as E

    cls = E.GUIMOutlineTwoObjects
    task = cls(cls.generate_random_params(SEED))
    p = task.params
    img = E.on_canvas(task.things)
    d = ImageDraw.Draw(img)
    for i, color in ((0, p["ring"]), (p["second"], p["ring2"])):
        x, y = E.canvas_xy(task.thing(i))
        d.ellipse((x - 175, y - 175, x + 175, y + 175), outline=G.rgb(color), width=30)
    assert _scores(env, cls, {"circles": G.save_as(p["filename"], img)}) == {"circles": 1.0}


def test_underline_other_lengths_pass_too_far_or_too_long_fails(env):
    from venus_tasks.tasks import guim_edit as E

    cls = E.GUIMUnderlineObject
    task = cls(cls.generate_random_params(SEED))
    fn, color = task.params["filename"], G.rgb(task.params["line"])
    x, y = E.canvas_xy(task.thing(0))

    def line(x1, x2, dy, width=G.STROKE):
        return G.save_as(fn, G.segments(E.on_canvas(task.things), [((x1, y + dy), (x2, y + dy))], color, width))

    cases = {
        "short and thin, close below": (line(x - 110, x + 110, 135, 14), 1.0),
        "thick": (line(x - 200, x + 200, 160, 60), 1.0),
        "far below": (line(x - 180, x + 180, 330), 0.0),
        "across the whole picture": (line(20, 1060, 150), 0.0),
    }
    got = _scores(env, cls, {k: v[0] for k, v in cases.items()})
    assert got == {k: v[1] for k, v in cases.items()}
