"""GUI-only solvers for the HGB tasks over local web sites in Chrome
(``venus_tasks/tasks/hgb_web.py``): they type the goal's URL into Chrome's URL bar, follow
links by their text and read the page's accessibility nodes (table cells side by side)."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Callable

from venus_tasks.solvers.gui import Gui
from venus_tasks.env import actions as A


def open_url(gui: Gui, url: str) -> None:
    """Chrome, then the URL typed into the URL bar (one input_text: tap, type, ENTER)."""
    gui.open_app("Chrome")
    gui.act(A.JSONAction(A.INPUT_TEXT, index=gui.find(rid="url_bar"), text=url))


def table_rows(gui: Gui) -> list[list[str]]:
    """The page's table rows on screen: cells grouped by their top edge, left to right."""
    web = [e for e in gui.elements if e.text and e.resource_id == "" and e.bbox.y_min > 200
           and e.class_name in ("android.widget.TextView", "android.view.View")]
    rows: dict[int, list] = {}
    for e in web:
        rows.setdefault(e.bbox.y_min, []).append(e)
    return [[e.text for e in sorted(cells, key=lambda e: e.bbox.x_min)] for _, cells in sorted(rows.items())
            if len(cells) > 1]


def prices(gui: Gui) -> dict[str, Decimal]:
    return {r[0]: Decimal(r[1].lstrip("$").replace(",", "")) for r in table_rows(gui) if r[1].startswith("$")}


def open_category_of(gui: Gui, product: str) -> None:
    """Click the category link named after the product's kind ("Nordic lamp": Lamps)."""
    noun = product.split()[-1].lower() if not product.endswith(" XL") else product.split()[-2].lower()
    link = next(e.text for e in gui.elements if e.class_name == "android.view.View" and e.is_clickable
                and e.text.lower().startswith(noun))
    gui.click(text=link)


def find_on_list(gui: Gui, product: str) -> None:
    """On a category's list pages, go to the page that lists ``product``."""
    while gui.find(text=product) is None:
        gui.click(text="Next page")


def solve_shop_stock(gui: Gui, goal: str) -> None:
    url, product = re.search(r'at (\S+) in Chrome\. How many units of the "(.+)" are', goal).groups()
    open_url(gui, url)
    open_category_of(gui, product)
    find_on_list(gui, product)
    gui.click(text=product)
    stock = next(e.text for e in gui.elements if e.text.startswith("In stock: "))
    gui.answer(stock.split(": ")[1])


def solve_shop_price_difference(gui: Gui, goal: str) -> None:
    url, a, b = re.search(r'site at (\S+), how much more does the "(.+)" cost than the "(.+)"\?', goal).groups()
    open_url(gui, url)
    got = {}
    for i, product in enumerate((a, b)):
        if i:
            gui.click(text="All categories")
        open_category_of(gui, product)
        find_on_list(gui, product)
        got[product] = prices(gui)[product]
    gui.answer(f"${got[a] - got[b]:,.2f}")


def solve_programme_date(gui: Gui, goal: str) -> None:
    """Type the programme's URL (Chinese in a zh goal), open the day pages in turn."""
    m = (re.search(r'programme is at (\S+)\. On what date is the "(.+)" session', goal)
         or re.search(r'节目单在 (\S+?)。"(.+)" 这个活动在哪一天', goal))
    url, session = m.groups()
    open_url(gui, url)
    days = [e.text for e in gui.elements if e.class_name == "android.view.View" and e.is_clickable and e.text]
    for day in days:
        gui.click(text=day)
        if gui.find(text=session) is not None:
            gui.answer(f"It is on {day}.")
            return
        gui.back()
    raise AssertionError(f"{session} is on no day page")


SOLVERS: dict[str, Callable[[Gui, str], None]] = {
    "GUIBrowsingShopStock": solve_shop_stock,
    "GUIBrowsingShopPriceDifference": solve_shop_price_difference,
    "GUIBrowsingProgrammeDate": solve_programme_date,
}


def solve_programme_room_count(gui: Gui, goal: str) -> None:
    url, room = re.search(r"programme is at (\S+)\. How many sessions take place in the (.+) over", goal).groups()
    open_url(gui, url)
    days = [e.text for e in gui.elements if e.class_name == "android.view.View" and e.is_clickable and e.text]
    count = 0
    for i, day in enumerate(days):
        gui.click(text=day)
        count += sum(1 for row in table_rows(gui) if row[-1] == room)
        if i < len(days) - 1:
            gui.back()
    gui.answer(f"{count} sessions.")


SOLVERS["GUIBrowsingProgrammeRoomCount"] = solve_programme_room_count


def solve_shop_cheap_in_stock(gui: Gui, goal: str) -> None:
    """Both list pages: open every product under the limit and read its stock."""
    m = (re.search(r"site at (\S+), which product in the (\w+) category costs less than \$(\d+) and has more "
                   r"than (\d+) units", goal)
         or re.search(r"在 (\S+) 这个商店网站上，(\w+) 类别里哪件商品价格低于 (\d+) 美元且库存多于 (\d+) 件", goal))
    url, category, limit, units = m.groups()
    open_url(gui, url)
    gui.click(text=category)
    hits = []
    while True:
        for name, price in prices(gui).items():
            if price < Decimal(limit):
                gui.click(text=name)
                stock = next(e.text for e in gui.elements if e.text.startswith(("In stock: ", "Out of stock")))
                if stock.startswith("In stock: ") and int(stock.split(": ")[1]) > int(units):
                    hits.append(name)
                gui.back()
        if gui.find(text="Next page") is None:
            break
        gui.click(text="Next page")
    assert len(hits) == 1, hits
    gui.answer(f"The {hits[0]}.")


SOLVERS["BrowsecompShopCheapInStock"] = solve_shop_cheap_in_stock


def solve_invoice_item_price_now(gui: Gui, goal: str) -> None:
    """Files -> Downloads -> invoice.pdf: read the item (pixels); then the shop in Chrome:
    its category, the list page that has it, its price."""
    from venus_tasks.solvers import screen_ocr
    from venus_tasks.solvers.hgb_docs import pages, png

    url = re.search(r"on the shop site at (\S+)\?", goal).group(1)
    screen_ocr.require()
    gui.open_app("Files")
    gui.click(desc="Show roots")
    gui.click(text="Downloads", rid="title")
    gui.click(text="invoice.pdf", rid="title")
    _, (l, t, r, b) = next(p for p in pages(gui) if p[0] == 1)
    text = screen_ocr.read(png(gui), (l, t, l + (r - l) * 3 // 4, t + (b - t) // 3))
    item = re.search(r"Item: (.+)", text).group(1).strip()
    open_url(gui, url)
    open_category_of(gui, item)
    find_on_list(gui, item)
    gui.answer(f"${prices(gui)[item]:,.2f}")


SOLVERS["GUIBrowsingInvoiceItemPriceNow"] = solve_invoice_item_price_now




def solve_invoice_total_now(gui: Gui, goal: str) -> None:
    """Files -> Downloads -> invoice.pdf: read its lines "<q> x <item> at $<paid>"
    (pixels); then the shop in Chrome: each category that sells an item, its list pages
    up to the last item of it, back to All categories between; add quantity x today's
    price."""
    from venus_tasks.solvers import screen_ocr
    from venus_tasks.solvers.hgb_docs import pages, png

    url = re.search(r"cost today on the shop site at (\S+)\?", goal).group(1)
    screen_ocr.require()
    gui.open_app("Files")
    gui.click(desc="Show roots")
    gui.click(text="Downloads", rid="title")
    gui.click(text="invoice.pdf", rid="title")
    _, (l, t, r, b) = next(p for p in pages(gui) if p[0] == 1)
    text = screen_ocr.read(png(gui), (l, t, l + (r - l) * 3 // 4, t + (b - t) // 2))
    lines = [(int(q), name.strip()) for q, name in re.findall(r"^(\d+) ?x (.+?) at \$", text, re.M)]
    assert lines, text
    open_url(gui, url)
    noun = lambda name: name.split()[-1].lower()      # noqa: E731 ("Nordic lamp": Lamps)
    kinds = list(dict.fromkeys(noun(name) for _, name in lines))
    today: dict[str, Decimal] = {}
    for i, kind in enumerate(kinds):
        if i:
            gui.click(text="All categories")
        open_category_of(gui, next(name for _, name in lines if noun(name) == kind))
        wanted = {name for _, name in lines if noun(name) == kind}
        while True:
            today.update({k: v for k, v in prices(gui).items() if k in wanted})
            if wanted <= set(today):
                break
            gui.click(text="Next page")
    total = sum(q * today[name] for q, name in lines)
    gui.answer(f"${total:,.2f}")


SOLVERS["GUIBrowsingInvoiceTotalNow"] = solve_invoice_total_now


def solve_last_train_platform(gui: Gui, goal: str) -> None:
    """Read every row of the long departures page (scrolling to its end), keep the last
    train to the town."""
    url, town = re.search(r"board is at (\S+)\. From which platform does the last train of the day to (\w+) leave",
                          goal).groups()
    open_url(gui, url)
    rows: list[list[str]] = []
    web = dict(pred=lambda e: e.class_name == "android.webkit.WebView")
    while True:
        rows += [r for r in table_rows(gui) if r not in rows]
        before = [(e.text, e.bbox) for e in gui.elements]
        if gui.find(**web) is None or not gui.elements[gui.find(**web)].is_scrollable:
            break
        gui.scroll("down", **web)
        if [(e.text, e.bbox) for e in gui.elements] == before:
            break
    time, _, platform = [r for r in rows if len(r) == 3 and r[1] == town][-1]
    gui.answer(f"Platform {platform} (the {time} train).")


SOLVERS["GUIBrowsingLastTrainPlatform"] = solve_last_train_platform
