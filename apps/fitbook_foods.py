"""Foods for Fitbook's ``foods`` table in the shape of the database the app bundles, made
here rather than copied.

Fitbook 2.0.31 fills ``foods`` on first launch from ``assets/food-data.zip``
(``food-data.json``, 7083 rows: brandonp2412/FitBook@2.0.31 ``lib/database/database.dart``
``onCreate``). Each row there is a USDA-style food: ``food_group`` (e.g. "Cookie"),
``name`` as "<group>, <descriptor>[, <descriptor>...]" (e.g. "Cookie, cone shell, ice
cream type, wafer or cake"), nutrients per 100 g (``serving_size`` 100.0,
``serving_unit`` "grams"), and ``calories`` = 4 x protein + 4 x carbohydrate + 9 x fat
(the Atwater factors; true of the bundled rows, e.g. 4 x 8.1 + 4 x 79 + 9 x 6.9 =
410.5), ``net_carbs_g`` = carbohydrate - fiber. We ship none of that data: names are
built from the small vocabulary below and the nutrients are drawn from per-group ranges.

Two sources of values:

* ``catalogue()``: the default foods of the simulated device's first launch, a fixed
  table (every group x descriptor pair; values from a CRC-32 of the name, no random
  generator, so no draw happens at import);
* ``instance_foods(rng, n, exclude)``: foods for one task instance, values drawn with the
  instance's ``random.Random`` (a task seeds them through ``apps.fitbook.add_foods`` on
  the simulator and on a real device alike).

Shapes: a food is a dict of ``foods`` columns (``food_group``, ``name``,
``carbohydrate_g``, ``protein_g``, ``fat_g``, ``fiber_g``, ``sugars_g``, ``sodium_mg``,
``net_carbs_g``, ``calories``, ``serving_size``, ``serving_unit``); grams and
milligrams per 100 g, calories in kcal per 100 g, all rounded to one decimal like most
bundled values.
"""

from __future__ import annotations

import zlib

# group -> (protein, carbohydrate, fat, fiber) ranges in g per 100 g, descriptors
GROUPS: dict[str, tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float],
                        tuple[str, ...]]] = {
    "Cookie": ((4, 8), (55, 80), (6, 26), (0.5, 4), (
        "oatmeal, with raisins", "chocolate chip", "peanut butter", "sugar, homemade", "shortbread",
        "ginger snap", "fig bar", "sandwich type, with creme filling", "almond", "wafer, vanilla")),
    "Bread": ((7, 13), (40, 52), (1, 6), (2, 8), (
        "white", "whole wheat", "rye", "multigrain", "sourdough", "pumpernickel", "oat bran",
        "raisin, toasted", "cornbread, from mix", "pita, white")),
    "Cheese": ((18, 30), (0.5, 5), (15, 34), (0, 0.1), (
        "cheddar", "mozzarella, part skim", "Swiss", "feta", "cottage, low fat", "Parmesan, grated",
        "blue", "Monterey Jack", "ricotta, whole milk", "goat, soft")),
    "Yogurt": ((3, 10), (4, 18), (0.2, 5), (0, 1), (
        "plain, whole milk", "plain, nonfat", "Greek, plain", "Greek, fruit", "vanilla, low fat",
        "fruit, low fat", "soy", "coconut milk", "drinkable", "frozen, vanilla")),
    "Rice": ((2, 4), (22, 32), (0.2, 3), (0.3, 3), (
        "white, cooked, no added fat", "brown, cooked", "wild, cooked", "fried, meatless",
        "pilaf", "Spanish", "with beans", "sticky, cooked", "basmati, cooked", "jasmine, cooked")),
    "Pasta": ((4, 7), (24, 32), (0.5, 6), (1, 4), (
        "cooked, no added fat", "whole wheat, cooked", "with tomato sauce", "with cheese sauce",
        "with meat sauce", "egg noodles, cooked", "with pesto", "gluten free, cooked",
        "with cream sauce", "primavera")),
    "Soup": ((1, 6), (3, 12), (0.5, 6), (0.3, 3), (
        "chicken noodle", "tomato", "vegetable beef", "minestrone", "lentil", "split pea",
        "cream of mushroom", "black bean", "clam chowder", "miso")),
    "Chicken": ((20, 31), (0, 8), (3, 16), (0, 0.5), (
        "breast, roasted, skin not eaten", "thigh, baked, skin eaten", "drumstick, fried",
        "wing, grilled", "nuggets", "patty, breaded", "roasted, NFS", "curry", "teriyaki",
        "salad, with mayonnaise")),
    "Fish": ((16, 26), (0, 10), (1, 14), (0, 0.5), (
        "salmon, baked", "tuna, canned in water", "cod, steamed", "tilapia, baked", "sardines, canned",
        "trout, grilled", "fish sticks, frozen", "mackerel, broiled", "halibut, baked", "catfish, fried")),
    "Egg": ((10, 14), (0.3, 3), (8, 16), (0, 0.2), (
        "whole, boiled", "whole, fried", "scrambled", "omelet, with cheese", "white only, cooked",
        "poached", "deviled", "yolk only, cooked", "omelet, with vegetables", "egg salad")),
    "Apple": ((0.2, 0.5), (11, 16), (0.1, 0.4), (1.5, 3), (
        "raw", "baked", "dried", "applesauce, unsweetened", "applesauce, sweetened", "canned, sliced",
        "fried", "juice", "chips", "candied")),
    "Banana": ((0.8, 1.4), (20, 28), (0.2, 0.6), (1.5, 3), (
        "raw", "dried", "chips", "baked", "ripe, fried", "green, cooked", "with chocolate",
        "smoothie", "mashed", "bread, homemade")),
    "Potato": ((1.5, 4), (15, 40), (0.1, 18), (1.5, 4), (
        "baked, peel eaten", "boiled, without peel", "mashed, with milk", "french fries, from frozen",
        "hash brown", "roasted", "salad, with egg", "scalloped", "chips, salted", "sweet, baked")),
    "Beans": ((6, 10), (15, 25), (0.4, 5), (5, 9), (
        "black, cooked", "kidney, canned", "pinto, cooked", "navy, cooked", "baked, canned",
        "refried", "lima, cooked", "chickpeas, cooked", "lentils, cooked", "soybeans, cooked")),
    "Nuts": ((15, 25), (10, 30), (45, 65), (3, 12), (
        "almonds, unroasted", "walnuts", "cashews, roasted", "peanuts, salted", "pistachios",
        "pecans", "hazelnuts", "macadamia", "mixed, with peanuts", "Brazil nuts")),
    "Cereal": ((6, 12), (65, 85), (1, 8), (3, 12), (
        "corn flakes", "oat rings", "bran flakes", "granola, plain", "puffed rice", "muesli",
        "frosted flakes", "shredded wheat", "oatmeal, cooked, no added fat", "grits, cooked")),
    "Muffin": ((4, 7), (40, 55), (8, 20), (1, 4), (
        "blueberry", "bran", "corn", "chocolate chip", "banana nut", "English, plain", "lemon poppyseed",
        "pumpkin", "oat", "apple cinnamon")),
    "Cake": ((3, 6), (45, 60), (10, 22), (0.5, 3), (
        "chocolate, with icing", "yellow, with icing", "carrot", "pound", "cheesecake", "angel food",
        "coffee cake", "red velvet", "sponge", "fruitcake")),
    "Pie": ((2, 6), (30, 45), (10, 18), (1, 3), (
        "apple, individual size", "pumpkin", "cherry", "pecan", "blueberry", "lemon meringue",
        "chocolate cream", "peach", "sweet potato", "key lime")),
    "Ice cream": ((3, 5), (20, 30), (6, 16), (0, 1.5), (
        "regular, vanilla", "regular, chocolate", "light, vanilla", "sandwich", "bar, chocolate covered",
        "soft serve", "strawberry", "cookies and cream", "cone, vanilla", "sundae")),
    "Sandwich": ((8, 16), (20, 35), (5, 15), (1, 4), (
        "ham and cheese", "turkey, on white", "tuna salad", "grilled cheese", "peanut butter and jelly",
        "egg salad", "club", "BLT", "chicken, grilled", "vegetable")),
    "Salad": ((1, 10), (3, 12), (0.2, 14), (1, 3), (
        "green, no dressing", "Caesar", "Greek", "garden, with ranch", "pasta", "potato", "coleslaw",
        "fruit", "taco", "spinach, with dressing")),
    "Juice": ((0.1, 0.9), (9, 15), (0, 0.3), (0, 0.5), (
        "orange, fresh", "apple, 100%", "grape", "cranberry cocktail", "pineapple", "grapefruit",
        "tomato", "vegetable", "mango nectar", "pomegranate")),
    "Crackers": ((6, 11), (60, 75), (8, 22), (2, 8), (
        "saltine", "whole wheat", "cheese", "graham", "rice", "oyster", "sandwich, with peanut butter",
        "rye, crispbread", "water biscuit", "animal")),
}

STYLES = ("homemade", "from restaurant", "reduced fat", "low sodium", "frozen", "from fast food",
          "store bought", "light")
DEFAULT_SERVING = 100.0
DEFAULT_UNIT = "grams"


def _frac(name: str, salt: str) -> float:
    """A number in [0, 1) fixed by ``name`` and ``salt`` (CRC-32, not a random draw)."""
    return zlib.crc32(f"{salt}:{name}".encode()) / 2**32


def atwater(protein: float, carbs: float, fat: float) -> float:
    """kcal per 100 g as the bundled data computes it: 4 protein + 4 carbohydrate + 9 fat."""
    return round(4 * protein + 4 * carbs + 9 * fat, 1)


def _food(group: str, descriptor: str, pick) -> dict:
    (p0, p1), (c0, c1), (f0, f1), (b0, b1), _ = GROUPS[group]
    name = f"{group}, {descriptor}"
    protein = round(p0 + (p1 - p0) * pick(name, "p"), 1)
    carbs = round(c0 + (c1 - c0) * pick(name, "c"), 1)
    fat = round(f0 + (f1 - f0) * pick(name, "f"), 1)
    fiber = round(min(carbs, b0 + (b1 - b0) * pick(name, "b")), 1)
    return {"food_group": group, "name": name, "carbohydrate_g": carbs, "protein_g": protein, "fat_g": fat,
            "fiber_g": fiber, "sugars_g": round(carbs * pick(name, "s") * 0.6, 1),
            "sodium_mg": round(600 * pick(name, "n"), 1), "net_carbs_g": round(carbs - fiber, 1),
            "calories": atwater(protein, carbs, fat), "serving_size": DEFAULT_SERVING,
            "serving_unit": DEFAULT_UNIT}


def catalogue() -> list[dict]:
    """The simulated device's default foods: every group x descriptor, in ``GROUPS`` order
    (240 foods); the same on every call."""
    return [_food(g, d, _frac) for g, spec in GROUPS.items() for d in spec[4]]


def instance_foods(rng, n: int, exclude: set[str] = frozenset()) -> list[dict]:
    """``n`` distinct foods drawn with ``rng`` (a ``random.Random``): names not in
    ``exclude``, a catalogue descriptor followed by a preparation word from ``STYLES``
    ("Muffin, blueberry, homemade": not a catalogue name), values drawn per instance.

    Raises:
      ValueError: fewer than ``n`` names are available.
    """
    pairs = [(g, f"{d}, {style}") for g, spec in GROUPS.items() for d in spec[4] for style in STYLES]
    pool = [p for p in pairs if f"{p[0]}, {p[1]}" not in exclude]
    if n > len(pool):
        raise ValueError(f"asked for {n} foods, only {len(pool)} names available")
    draws: dict[tuple[str, str], float] = {}

    def pick(name: str, salt: str) -> float:
        return draws.setdefault((name, salt), rng.random())

    return [_food(g, d, pick) for g, d in rng.sample(pool, n)]

