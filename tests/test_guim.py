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
