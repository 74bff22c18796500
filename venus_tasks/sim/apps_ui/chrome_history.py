"""Chrome's browsing history as the simulated Chrome keeps it: the profile's ``History``
SQLite database (``/data/data/com.android.chrome/app_chrome/Default/History``), so that
``adb`` readers (the state guard) see what a device would.

Schema: the ``urls`` and ``visits`` tables as Chromium creates them
(``components/history/core/browser/url_database.cc`` ``CreateURLTable``,
``visit_database.cc`` ``InitVisitTable``) and ``meta``; the other tables (keyword search
terms, segments, downloads, clusters) are not modelled. A page that loads adds a visit
and bumps its ``urls`` row (``visit_count``, ``typed_count`` for a typed URL,
``last_visit_time``); an error page adds nothing (Chromium does not record failed
navigations), nor does going back [simplification]. Times are Chromium's: microseconds
since 1601-01-01 UTC. ``transition`` is ``ui::PageTransition``: ``LINK`` 0, ``TYPED`` 1,
with ``CHAIN_START | CHAIN_END`` (0x30000000); a page opened by an intent is ``LINK``
[inferred].
"""

from __future__ import annotations

import posixpath
import stat

from venus_tasks.sim.storage import appdata
from venus_tasks.sim.system.identity import ROOT

PACKAGE = "com.android.chrome"
PROFILE = f"/data/data/{PACKAGE}/app_chrome/Default"
HISTORY = f"{PROFILE}/History"
LINK, TYPED = 0, 1
CHAIN = 0x30000000                      # PAGE_TRANSITION_CHAIN_START | PAGE_TRANSITION_CHAIN_END
WINDOWS_EPOCH_DELTA_US = 11644473600 * 10**6   # base::Time: 1601-01-01 to 1970-01-01
SCHEMA = (
    "CREATE TABLE meta(key LONGVARCHAR NOT NULL UNIQUE PRIMARY KEY, value LONGVARCHAR)",
    "CREATE TABLE urls(id INTEGER PRIMARY KEY AUTOINCREMENT,url LONGVARCHAR,title LONGVARCHAR,"
    "visit_count INTEGER DEFAULT 0 NOT NULL,typed_count INTEGER DEFAULT 0 NOT NULL,"
    "last_visit_time INTEGER NOT NULL,hidden INTEGER DEFAULT 0 NOT NULL)",
    "CREATE INDEX urls_url_index ON urls (url)",
    "CREATE TABLE visits(id INTEGER PRIMARY KEY AUTOINCREMENT,url INTEGER NOT NULL,visit_time INTEGER NOT NULL,"
    "from_visit INTEGER,transition INTEGER DEFAULT 0 NOT NULL,segment_id INTEGER,"
    "visit_duration INTEGER DEFAULT 0 NOT NULL,incremented_omnibox_typed_score BOOLEAN DEFAULT FALSE NOT NULL,"
    "opener_visit INTEGER,originator_cache_guid TEXT,originator_visit_id INTEGER,originator_from_visit INTEGER,"
    "originator_opener_visit INTEGER,is_known_to_sync BOOLEAN DEFAULT FALSE NOT NULL,"
    "consider_for_ntp_most_visited BOOLEAN DEFAULT FALSE NOT NULL)",
    "CREATE INDEX visits_url_index ON visits (url)",
    "CREATE INDEX visits_time_index ON visits (visit_time)",
)


def add_visit(model, url: str, title: str, typed: bool = False) -> None:
    """Record a visit of ``url`` (page title ``title``) now."""
    vfs = model.vfs
    pkg = model.packages.get(PACKAGE)
    if pkg is None:
        return
    when = model.clock.now_ns() // 1000 + WINDOWS_EPOCH_DELTA_US
    data = vfs.read(HISTORY, cred=ROOT) if vfs.exists(HISTORY) else appdata.build_db(SCHEMA)
    con = appdata.load_db(data)
    try:
        row = con.execute("SELECT id FROM urls WHERE url=?", (url,)).fetchone()
        if row is None:
            url_id = con.execute("INSERT INTO urls (url, title, visit_count, typed_count, last_visit_time, hidden) "
                                 "VALUES (?, ?, 1, ?, ?, 0)", (url, title, int(typed), when)).lastrowid
        else:
            url_id = row[0]
            con.execute("UPDATE urls SET title=?, visit_count=visit_count+1, typed_count=typed_count+?, "
                        "last_visit_time=? WHERE id=?", (title, int(typed), when, url_id))
        con.execute("INSERT INTO visits (url, visit_time, from_visit, transition, segment_id) VALUES (?, ?, 0, ?, 0)",
                    (url_id, when, CHAIN | (TYPED if typed else LINK)))
        content = appdata.dump_db(con)
    finally:
        con.close()
    folder = posixpath.dirname(HISTORY)
    if not vfs.exists(folder):
        vfs.mkdir(folder, parents=True, cred=ROOT)
        for path in (posixpath.dirname(folder), folder):
            node = vfs.lookup(path)
            node.uid = node.gid = pkg.uid
            node.mode = stat.S_IFDIR | 0o700
    node = vfs.write(HISTORY, content, cred=ROOT)
    node.uid = node.gid = pkg.uid
    node.mode = stat.S_IFREG | 0o600
