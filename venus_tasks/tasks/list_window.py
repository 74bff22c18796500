"""Scroll arithmetic of a reader of a vertical list, for tasks' ``optimal_steps``.

A list of ``rows`` equal rows shows ``in_view`` of them whole; a scroll (the env's swipe
over a third of the list's height) moves the window ``per_scroll`` rows, and the window
stops when the last row is in view (RecyclerView; the simulated device's
``widgets.vlist``/``app_screen.scroll_list`` do the same). ``ListWindow`` follows the window
through what a GUI solver does to it: read the whole list (``Gui.collect``: scroll until
the screen stops changing, so the last scroll moves nothing), scroll until a row is in
view, remove a row. Each method returns the scroll actions it took.

The geometries are the default phone's (Pixel 6, 1080x2400 px, 420 dpi), measured from
the apps' layouts (the source named beside each).
"""

from __future__ import annotations

import dataclasses

# Pro Expense's expense list (item_expense_log.xml rows, 82 dp, under a 56 dp toolbar)
EXPENSE_LIST = (10, 3)
# Contacts' list (56 dp rows, AOSP contact_browser_list_item_height, under the search bar)
CONTACT_LIST = (14, 5)


@dataclasses.dataclass
class ListWindow:
    """The window of a list of ``rows`` rows: ``first`` is the index of its top row.

    Attributes:
      rows: rows in the list (>= 0).
      in_view: rows wholly on screen at once (>= 1).
      per_scroll: rows one scroll moves (>= 1).
      first: the top row's index, 0 (the list opens at its top) to ``rows - in_view``.
    """

    rows: int
    in_view: int
    per_scroll: int
    first: int = 0

    @classmethod
    def of(cls, rows: int, geometry: tuple[int, int]) -> "ListWindow":
        """A window at the top of ``rows`` rows of ``geometry`` ``(in_view, per_scroll)``."""
        return cls(rows, *geometry)

    @property
    def last_first(self) -> int:
        return max(0, self.rows - self.in_view)

    def read_to_end(self) -> int:
        """Scrolls down until a scroll changes nothing (0 when the list fits: it cannot
        scroll); the window ends at the bottom."""
        if self.rows <= self.in_view:
            return 0
        n = -(-(self.last_first - self.first) // self.per_scroll) + 1
        self.first = self.last_first
        return n

    def visible(self, index: int) -> bool:
        """Row ``index`` is wholly on screen."""
        return self.first <= index < self.first + self.in_view

    def scroll_to(self, index: int) -> int:
        """Scrolls (up or down, ``per_scroll`` rows each) until row ``index`` is on screen.

        Raises:
          IndexError: no such row.
        """
        if not 0 <= index < self.rows:
            raise IndexError(f"row {index} of a list of {self.rows}")
        n = 0
        while not self.visible(index):
            step = -self.per_scroll if index < self.first else self.per_scroll
            self.first = max(0, min(self.last_first, self.first + step))
            n += 1
        return n

    def remove(self, index: int) -> None:
        """Row ``index`` leaves the list; the window stays, clamped to the shorter list."""
        if not 0 <= index < self.rows:
            raise IndexError(f"row {index} of a list of {self.rows}")
        self.rows -= 1
        self.first = min(self.first, self.last_first)


# ------------------------------------------------------------------ Pro Expense
# The entry screen's category strip: a new entry lists Food first, then the rest in
# ExpenseCategoryProviderImpl order; four cards show, each right scroll brings one more.
EXPENSE_STRIP = ("Food", "Income", "Housing", "Social", "Entertainment", "Transportation", "Clothes",
                 "Health Care", "Education", "Donation", "Others")


def expense_category_scrolls(category: str) -> int:
    """Right scrolls of a new entry's category strip before ``category`` shows.

    Raises:
      ValueError: ``category`` is not one of Pro Expense's (``EXPENSE_STRIP``).
    """
    return max(0, EXPENSE_STRIP.index(category) - 3)


def expense_list_order(rows: list[dict]) -> list[int]:
    """Indices of seeded ``rows`` (``apps.expense.add_expenses``' order, which gives their
    ids) in the order Pro Expense lists them: ``created_date`` newest first, then the
    later-inserted first (the app's ``ORDER BY created_date DESC``, ties by id)."""
    return sorted(range(len(rows)), key=lambda i: (-rows[i]["created_date"], -i))
