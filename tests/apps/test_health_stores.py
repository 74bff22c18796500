"""Fitbook's and MediLog's stores held against their sources: paths, tables, columns and
types, the first-launch rows, and the seed helpers' rows.

Fitbook's expected columns are written out from brandonp2412/FitBook@2.0.31
``lib/database/database.g.dart`` (``$WeightsTable``, ``$DiariesTable``,
``$MetadataTable``, ``$SettingsTable`` ``$columns``) and ``constants.dart``
``defaultSettings``; MediLog's from the 2.x ``Data``/``Settings`` classes cited in
``apps/medilog``."""

from __future__ import annotations

import datetime
import random

import pytest

import apps
from apps import fitbook, fitbook_foods, medilog
from apps.rows import build, columns

UTC = datetime.timezone.utc


def test_paths_and_catalogue_entries():
    fb, ml = apps.get_app("fitbook"), apps.get_app("medilog")
    assert fb.databases[0].path == "/data/data/com.presley.fit_book/app_flutter/fitbook.sqlite"
    assert ml.databases[0].path == "/data/data/com.zell_mbc.medilog/databases/MediLogDatabase"
    assert (fb.label, fb.version, fb.first_run) == ("FitBook", "2.0.31", ())
    assert (ml.label, ml.version, ml.first_run) == ("MediLog", "3.3.7", ())
    assert apps.get_app("FitBook") is fb and apps.get_app("com.zell_mbc.medilog") is ml


def test_fitbook_small_tables_have_the_drift_columns():
    conn = build(fitbook.SCHEMA)
    assert columns(conn, "weights") == [("id", "INTEGER"), ("created", "INTEGER"), ("unit", "TEXT"),
                                        ("amount", "REAL"), ("image", "TEXT")]
    assert columns(conn, "diaries") == [("id", "INTEGER"), ("food", "INTEGER"), ("created", "INTEGER"),
                                        ("quantity", "REAL"), ("unit", "TEXT")]
    assert columns(conn, "metadata") == [("build_number", "INTEGER")]
    names = [c for c, _ in columns(conn, "settings")]
    assert names[:12] == ["curve_lines", "auto_calc", "daily_calories", "daily_carb", "daily_fat", "daily_protein",
                          "daily_fiber", "diary_summary", "entry_unit", "favorite_new", "food_unit", "id"]
    assert names[-6:] == ["theme_mode", "backup_path", "convert_weight", "scrollable_tabs", "compact_diary",
                          "compact_weights"] and len(names) == 34
    notnull = {r[1]: r[3] for r in conn.execute("PRAGMA table_info(weights)")}
    assert notnull == {"id": 1, "created": 1, "unit": 1, "amount": 1, "image": 0}


def test_fitbook_foods_columns_and_version():
    conn = build(fitbook.SCHEMA)
    cols = dict(columns(conn, "foods"))
    assert len(cols) == 125
    assert (cols["name"], cols["calories"], cols["serving_size"], cols["serving_unit"], cols["created"],
            cols["favorite"]) == ("TEXT", "REAL", "REAL", "TEXT", "INTEGER", "INTEGER")
    assert {"menaquinone_4_mcg", "omega_3s_mg", "_18_3_n_3_c_c_c_ala_mg", "vitamin_b_12_mcg",
            "serving_description_9_g"} <= set(cols)
    assert conn.execute("PRAGMA user_version").fetchone() == (45,)
    assert conn.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'"
                        ).fetchall() == []                         # onCreate adds no index
    with pytest.raises(Exception, match="CHECK"):
        conn.execute("INSERT INTO foods (name, favorite) VALUES ('x', 2)")


def test_fitbook_first_launch_rows():
    conn = build(fitbook.SCHEMA)
    conn.row_factory = None
    s = conn.execute("SELECT long_date_format, short_date_format, entry_unit, food_unit, theme_mode, diary_summary, "
                     "positive_reinforcement, show_images, tabs, fields, \"limit\", target_weight FROM settings"
                     ).fetchall()
    assert s == [("dd/MM/yy", "d/M/yy", "serving", "grams", "ThemeMode.system", "DiarySummary.division", 0, 1,
                  "DiaryPage,GraphPage,FoodPage,WeightPage", "calories,protein_g,carbohydrate_g,fat_g,fiber_g",
                  30, None)]
    assert conn.execute("SELECT build_number FROM metadata").fetchall() == [(1491,)]
    foods = conn.execute("SELECT name, protein_g, carbohydrate_g, fat_g, calories, serving_size, serving_unit, "
                         "created FROM foods").fetchall()
    assert len(foods) == 240 and len({f[0] for f in foods}) == 240
    for name, p, c, f, kcal, size, unit, created in foods:
        assert kcal == pytest.approx(4 * p + 4 * c + 9 * f, abs=0.051), name   # Atwater, as the bundled data
        assert (size, unit, created) == (100.0, "grams", None)
        assert name.split(", ")[0] in fitbook_foods.GROUPS


def test_instance_foods_are_seeded_and_not_the_catalogue():
    a = fitbook_foods.instance_foods(random.Random(7), 5)
    b = fitbook_foods.instance_foods(random.Random(7), 5)
    c = fitbook_foods.instance_foods(random.Random(8), 5)
    assert a == b and a != c
    catalogue_names = {f["name"] for f in fitbook_foods.catalogue()}
    assert not {f["name"] for f in a} & catalogue_names
    assert all(f["calories"] == fitbook_foods.atwater(f["protein_g"], f["carbohydrate_g"], f["fat_g"]) for f in a)
    with pytest.raises(ValueError, match="only"):
        fitbook_foods.instance_foods(random.Random(1), 10_000)


def test_fitbook_weight_row_is_unix_seconds():
    when = datetime.datetime(2023, 10, 15, 7, 30, tzinfo=UTC)
    assert fitbook.weight_row(71.4, when) == {"created": 1697355000, "unit": "kg", "amount": 71.4, "image": None}
    with pytest.raises(ValueError, match="timezone-aware"):
        fitbook.weight_row(71.4, when.replace(tzinfo=None))
    with pytest.raises(ValueError, match="'kg' or 'lb'"):
        fitbook.weight_row(71.4, when, unit="st")


def test_medilog_data_table():
    conn = build(medilog.SCHEMA)
    assert columns(conn, "data") == [("_id", "INTEGER"), ("timestamp", "INTEGER"), ("comment", "TEXT"),
                                     ("type", "INTEGER"), ("value1", "TEXT"), ("value2", "TEXT"),
                                     ("value3", "TEXT"), ("value4", "TEXT")]
    assert columns(conn, "settings") == [("_id", "INTEGER"), ("type", "INTEGER"), ("_key", "TEXT"),
                                         ("value", "TEXT")]
    with pytest.raises(Exception, match="NOT NULL"):
        conn.execute("INSERT INTO data (timestamp, comment, type, value1, value2, value3) VALUES (1, '', 2, '', '', '')")


def test_medilog_rows_as_the_app_writes_them():
    when = datetime.datetime(2023, 10, 15, 9, 15, tzinfo=UTC)
    assert medilog.blood_pressure_row(128, 82, 71, when) == {
        "timestamp": 1697361300000, "comment": "", "type": 2, "value1": "128", "value2": "82", "value3": "71",
        "value4": ""}
    assert medilog.blood_pressure_row(128, 82, None, when)["value3"] == ""
    assert medilog.weight_row("71.4", when)["value1"] == "71.4"
    assert medilog.diary_row("slept badly", when)["comment"] == "slept badly"
    with pytest.raises(ValueError):
        medilog.weight_row("71,4", when)
    with pytest.raises(ValueError, match="timezone-aware"):
        medilog.diary_row("x", when.replace(tzinfo=None))
    conn = build(medilog.SCHEMA)
    row = medilog.blood_pressure_row(128, 82, 71, when)
    conn.execute("INSERT INTO data (timestamp, comment, type, value1, value2, value3, value4) VALUES "
                 "(:timestamp, :comment, :type, :value1, :value2, :value3, :value4)", row)
    assert conn.execute("SELECT _id, value1 FROM data").fetchall() == [(1, "128")]
