"""Small local web sites (HTML files linked by relative URLs) drawn from a seed: a shop
catalogue and an event programme. Each generator returns the pages (``{relative path:
html}``) and the facts behind them, so a task knows its answer without parsing its own
HTML. No network: no CDN, scripts or external fonts.

Shop (``shop``): ``index.html`` links each category page; a category lists its products
(name linked to the product page, price) over pages of ``per_page`` rows with "Next page"
/ "Previous page" links (``<slug>.html``, ``<slug>-2.html``, ...); a product page
(``p<id>.html``) shows the name, "Price: $12.34", "In stock: N" (or "Out of stock") and a
link back to its category.

Programme (``programme``): one long page with a table of sessions (date "Tue, Oct 17",
time, title, room) in date order.
"""

from __future__ import annotations

import dataclasses
import datetime
import html
import random


_CATEGORIES = {
    "Lamps": "lamp", "Kettles": "kettle", "Backpacks": "backpack", "Headphones": "headphones",
    "Chairs": "chair", "Umbrellas": "umbrella", "Mugs": "mug", "Clocks": "clock",
}
_ADJECTIVES = ("Nordic", "Compact", "Classic", "Studio", "Vintage", "Solar", "Urban", "Mini", "Deluxe",
               "Eco", "Alpine", "Coastal", "Retro", "Smart", "Folding", "Travel", "Marble", "Cedar")


@dataclasses.dataclass(frozen=True)
class Product:
    """One product: ``pid`` (its page is ``p<pid>.html``), ``name``, ``category``,
    ``cents`` (price) and ``stock`` (0: out of stock)."""

    pid: int
    name: str
    category: str
    cents: int
    stock: int

    @property
    def page(self) -> str:
        return f"p{self.pid}.html"


def slug(category: str) -> str:
    return category.lower().replace(" ", "-")


def price(cents: int) -> str:
    """``$1,234.50`` as the shop prints prices."""
    return f"${cents / 100:,.2f}"


def page_html(title: str, body: str) -> str:
    """A whole HTML page with ``title`` and ``body`` (markup, inserted as is)."""
    return (f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width, initial-scale=1"><title>{html.escape(title)}</title></head>\n'
            f"<body>\n{body}\n</body></html>\n")


def random_products(rng: random.Random, categories: list[str], per_category: int) -> list[Product]:
    """``per_category`` products with distinct names in each of ``categories`` (prices
    $5-$250, distinct within a category; stock 0-40)."""
    out, pid = [], rng.randrange(100, 500)
    for cat in categories:
        adjs = rng.sample(_ADJECTIVES, per_category)
        prices = rng.sample(range(500, 25000, 5), per_category)
        for adj, cents in zip(adjs, prices):
            pid += rng.randrange(1, 9)
            out.append(Product(pid, f"{adj} {_CATEGORIES[cat]}", cat, cents, rng.choice((0, *range(1, 41)))))
    return out


def shop_pages(shop_name: str, products: list[Product], per_page: int = 6) -> dict[str, str]:
    """The shop's pages for ``products`` (categories in order of first appearance, each
    category's products in the given order)."""
    cats = list(dict.fromkeys(p.category for p in products))
    links = "\n".join(f'<li><a href="{slug(c)}.html">{html.escape(c)}</a></li>' for c in cats)
    pages = {"index.html": page_html(shop_name, f"<h1>{html.escape(shop_name)}</h1>\n<p>Browse our categories:</p>\n"
                                            f"<ul>\n{links}\n</ul>")}
    for cat in cats:
        items = [p for p in products if p.category == cat]
        chunks = [items[i:i + per_page] for i in range(0, len(items), per_page)]
        for n, chunk in enumerate(chunks, 1):
            rows = "\n".join(f'<tr><td><a href="{p.page}">{html.escape(p.name)}</a></td><td>{price(p.cents)}</td></tr>'
                             for p in chunk)
            nav = []
            if n > 1:
                nav.append(f'<a href="{_cat_page(cat, n - 1)}">Previous page</a>')
            if n < len(chunks):
                nav.append(f'<a href="{_cat_page(cat, n + 1)}">Next page</a>')
            body = (f"<h1>{html.escape(cat)}</h1>\n<p>Page {n} of {len(chunks)}</p>\n"
                    f"<table>\n<tr><th>Product</th><th>Price</th></tr>\n{rows}\n</table>\n"
                    f"<p>{' '.join(nav)}</p>\n<p><a href=\"index.html\">All categories</a></p>")
            pages[_cat_page(cat, n)] = page_html(f"{cat} - {shop_name}", body)
        for p in items:
            stock = f"In stock: {p.stock}" if p.stock else "Out of stock"
            body = (f"<h1>{html.escape(p.name)}</h1>\n<p>Price: {price(p.cents)}</p>\n<p>{stock}</p>\n"
                    f"<p>Item number {p.pid}</p>\n<p><a href=\"{slug(cat)}.html\">Back to {html.escape(cat)}</a></p>")
            pages[p.page] = page_html(f"{p.name} - {shop_name}", body)
    return pages


def _cat_page(cat: str, n: int) -> str:
    return f"{slug(cat)}.html" if n == 1 else f"{slug(cat)}-{n}.html"


def pick_categories(rng: random.Random, n: int) -> list[str]:
    return rng.sample(sorted(_CATEGORIES), n)


# ------------------------------------------------------------------ programme
_TOPICS = ("Soil health", "Urban beekeeping", "Night photography", "Bread baking", "Bike repair",
           "Birdwatching", "Pottery", "Composting", "Star gazing", "Knot tying", "Map reading",
           "Seed saving", "Water colours", "First aid", "Rope making", "Cheese making", "Calligraphy",
           "Wild herbs", "Book binding", "Kite building", "Tree pruning", "Jam making")
_FORMATS = ("workshop", "talk", "walk", "demo", "clinic")
_ROOMS = ("Hall A", "Hall B", "Garden", "Room 3", "Room 7", "Library")


@dataclasses.dataclass(frozen=True)
class Session:
    """One row of the programme: ``date`` (a ``datetime.date``), ``time`` ("14:30"),
    ``title``, ``room``."""

    date: datetime.date
    time: str
    title: str
    room: str


def random_sessions(rng: random.Random, start: datetime.date, n: int) -> list[Session]:
    """``n`` sessions with distinct titles over the days from ``start``, in date order."""
    titles = [f"{t} {rng.choice(_FORMATS)}" for t in rng.sample(_TOPICS, n)]
    out, day = [], start
    for title in titles:
        day += datetime.timedelta(days=rng.choice((0, 1, 1, 2)))
        out.append(Session(day, f"{rng.randrange(9, 20):02d}:{rng.choice(('00', '30'))}", title, rng.choice(_ROOMS)))
    return sorted(out, key=lambda s: (s.date, s.time))


def programme_page(title: str, sessions: list[Session]) -> str:
    """The programme page: a heading and one table row per session."""
    rows = "\n".join(f"<tr><td>{s.date:%a}, {s.date:%b} {s.date.day}</td><td>{s.time}</td>"
                     f"<td>{html.escape(s.title)}</td><td>{html.escape(s.room)}</td></tr>" for s in sessions)
    return page_html(title, f"<h1>{html.escape(title)}</h1>\n<p>All sessions are free; rooms may change.</p>\n"
                        f"<table>\n<tr><th>Date</th><th>Time</th><th>Session</th><th>Room</th></tr>\n{rows}\n</table>")


# ------------------------------------------------------------------ menu
_DISHES = ("Tomato soup", "Caesar salad", "Garlic bread", "Fish tacos", "Mushroom risotto", "Beef burger",
           "Veggie burger", "Pad thai", "Falafel wrap", "Chicken curry", "Lentil stew", "Margherita pizza",
           "Pesto pasta", "Apple pie", "Cheesecake", "Lemonade", "Iced tea", "Chocolate cake", "Fries",
           "Onion rings", "Greek salad", "Ramen bowl")


def random_menu(rng: random.Random, n: int) -> list[tuple[str, int]]:
    """``n`` distinct dishes with prices in cents ($3-$25, multiples of 25 cents)."""
    return [(d, rng.randrange(300, 2500, 25)) for d in rng.sample(_DISHES, n)]


def menu_page(title: str, dishes: list[tuple[str, int]]) -> str:
    """A restaurant menu page: a heading and a table of dishes and prices."""
    rows = "\n".join(f"<tr><td>{html.escape(d)}</td><td>{price(c)}</td></tr>" for d, c in dishes)
    return page_html(title, f"<h1>{html.escape(title)}</h1>\n<table>\n<tr><th>Dish</th><th>Price</th></tr>\n"
                            f"{rows}\n</table>\n<p>Prices include tax.</p>")


# ------------------------------------------------------------------ departures board
_PLACES = ("Ashford", "Bexley", "Carlow", "Dunmore", "Elgin", "Fenwick", "Garston", "Hythe", "Ilford", "Jarrow")


def random_departures(rng: random.Random, n: int) -> list[tuple[str, str, int]]:
    """``n`` departures ``(time "HH:MM", destination, platform 1-9)`` through the day in
    time order (distinct times from 05:00 to 23:55)."""
    minutes = sorted(rng.sample(range(5 * 60, 24 * 60, 5), n))
    return [(f"{m // 60:02d}:{m % 60:02d}", rng.choice(_PLACES), rng.randint(1, 9)) for m in minutes]


def departures_page(title: str, rows: list[tuple[str, str, int]]) -> str:
    """A departures page: a heading, a note and one table row per train."""
    body = "\n".join(f"<tr><td>{t}</td><td>{html.escape(d)}</td><td>{p}</td></tr>" for t, d, p in rows)
    return page_html(title, f"<h1>{html.escape(title)}</h1>\n<p>All times are local.</p>\n"
                            f"<table>\n<tr><th>Time</th><th>To</th><th>Platform</th></tr>\n{body}\n</table>")
