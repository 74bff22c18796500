"""In-app navigation state of one app on one device: its pages above the launch screen
and the dialog shown over them.

Shapes:

* ``Page(name, args, activity)``: one screen the app pushed. ``activity`` is the class
  name of the activity the page lives in when the app started a new activity for it
  (Settings' ``SubSettings``, Markor's ``DocumentActivity``); ``None`` for a fragment
  inside the current activity (Pro Expense's entry screen).
* ``AppState``: ``task_id`` (the task the state belongs to), ``pages`` (bottom to top,
  the launch screen is implicit), ``dialog`` (a ``Page`` drawn as a window over the
  activity, or None) and ``data`` (state of the launch screen, e.g. Markor's folder).

The state is kept per package in ``model.app_ui`` and re-synchronised with the activity
stack on every read: a new task (after a force stop, a crash, ``pm clear``) starts from
the launch screen, and pages whose activity was finished elsewhere are dropped. An
activity another component started on top (Settings' App info) is "foreign": the app's
pages stay below it and the screen shows that activity.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass
class Page:
    """One screen (or dialog) of an app: a name, its arguments, its activity if any."""

    name: str
    args: dict = dataclasses.field(default_factory=dict)
    activity: str | None = None


@dataclasses.dataclass
class AppState:
    """Navigation state of one package (see the module docstring)."""

    task_id: int | None = None
    pages: list = dataclasses.field(default_factory=list)
    dialog: Page | None = None
    data: dict = dataclasses.field(default_factory=dict)

    def activity_depth(self) -> int:
        """How many activities the app's pages account for (the launch one included)."""
        return 1 + sum(1 for p in self.pages if p.activity)


def get(model, package: str) -> AppState:
    """The state of ``package``, reset for a new task and trimmed to the activity stack."""
    states = model.app_ui
    st = states.get(package)
    task = model.activities.task_of(package)
    task_id = task.id if task else None
    if st is None or st.task_id != task_id:
        st = states[package] = AppState(task_id=task_id)
    if task is not None:
        while st.pages and st.activity_depth() > len(task.activities):
            st.pages.pop()
    return st


def current(model, package: str) -> tuple[AppState, Page | None, bool]:
    """``(state, top page or None for the launch screen, foreign)``; ``foreign`` is True
    when the focused activity was not started by the app's pages (show that instead)."""
    st = get(model, package)
    task = model.activities.task_of(package)
    foreign = task is not None and len(task.activities) > st.activity_depth()
    return st, (st.pages[-1] if st.pages else None), foreign


def push(model, package: str, page: Page) -> None:
    """Show ``page`` on top; a page with an activity also pushes that activity."""
    st = get(model, package)
    task = model.activities.task_of(package)
    if page.activity and task is not None:
        task.activities.append(page.activity)       # a "standard" launch: always a new record
    st.pages.append(page)
    st.dialog = None


def pop(model, package: str) -> bool:
    """Close the top page (finishing its activity); False if at the launch screen."""
    st = get(model, package)
    if not st.pages:
        return False
    page = st.pages.pop()
    if page.activity:
        model.activities.back()
    return True
