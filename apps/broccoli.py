"""Broccoli recipe app (``com.flauschcode.broccoli``): recipes in a Room database.

Store: ``/data/data/com.flauschcode.broccoli/databases/broccoli``, table ``recipes``
(AndroidWorld ``task_evals/single/recipe.py``; row fields as its
``sqlite_schema_utils.Recipe``).

Schema source: flauschtrud/broccoli ``app/schemas/com.flauschcode.broccoli.BroccoliDatabase/1.json``
at commit f8ef1d6 ("Prepared pre-release 1.2.6", ``versionCode 1020600``, the APK
``com.flauschcode.broccoli_1020600.apk``): Room version 1, identity hash
``1548e88f42d976a4b4915ca1cfa71e00``, with the FTS4 table ``recipes_fts`` and the content-sync
triggers Room generates for it.
"""

from __future__ import annotations

import dataclasses

from apps import rows, sqlite_store
from apps.base import ANDROID_METADATA, App, Database

DB_PATH = "/data/data/com.flauschcode.broccoli/databases/broccoli"
TABLE = "recipes"

SCHEMA = (
    *ANDROID_METADATA,
    'CREATE TABLE IF NOT EXISTS `recipes` (`recipeId` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `title` TEXT, `imageName` TEXT, `description` TEXT, `servings` TEXT, `preparationTime` TEXT, `source` TEXT, `ingredients` TEXT, `directions` TEXT, `favorite` INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS `categories` (`categoryId` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, `name` TEXT)',
    'CREATE TABLE IF NOT EXISTS `recipes_with_categories` (`recipeId` INTEGER NOT NULL, `categoryId` INTEGER NOT NULL, PRIMARY KEY(`recipeId`, `categoryId`), FOREIGN KEY(`recipeId`) REFERENCES `recipes`(`recipeId`) ON UPDATE NO ACTION ON DELETE CASCADE , FOREIGN KEY(`categoryId`) REFERENCES `categories`(`categoryId`) ON UPDATE NO ACTION ON DELETE CASCADE )',
    'CREATE INDEX IF NOT EXISTS `index_recipes_with_categories_recipeId` ON `recipes_with_categories` (`recipeId`)',
    'CREATE INDEX IF NOT EXISTS `index_recipes_with_categories_categoryId` ON `recipes_with_categories` (`categoryId`)',
    'CREATE VIRTUAL TABLE IF NOT EXISTS `recipes_fts` USING FTS4(`title` TEXT, `description` TEXT, `source` TEXT, `ingredients` TEXT, tokenize=unicode61 `tokenchars=#`, content=`recipes`)',
    'CREATE TRIGGER IF NOT EXISTS room_fts_content_sync_recipes_fts_BEFORE_UPDATE BEFORE UPDATE ON `recipes` BEGIN DELETE FROM `recipes_fts` WHERE `docid`=OLD.`rowid`; END',
    'CREATE TRIGGER IF NOT EXISTS room_fts_content_sync_recipes_fts_BEFORE_DELETE BEFORE DELETE ON `recipes` BEGIN DELETE FROM `recipes_fts` WHERE `docid`=OLD.`rowid`; END',
    'CREATE TRIGGER IF NOT EXISTS room_fts_content_sync_recipes_fts_AFTER_UPDATE AFTER UPDATE ON `recipes` BEGIN INSERT INTO `recipes_fts`(`docid`, `title`, `description`, `source`, `ingredients`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`source`, NEW.`ingredients`); END',
    'CREATE TRIGGER IF NOT EXISTS room_fts_content_sync_recipes_fts_AFTER_INSERT AFTER INSERT ON `recipes` BEGIN INSERT INTO `recipes_fts`(`docid`, `title`, `description`, `source`, `ingredients`) VALUES (NEW.`rowid`, NEW.`title`, NEW.`description`, NEW.`source`, NEW.`ingredients`); END',
    'CREATE TABLE IF NOT EXISTS room_master_table (id INTEGER PRIMARY KEY,identity_hash TEXT)',
    "INSERT OR REPLACE INTO room_master_table (id,identity_hash) VALUES(42, '1548e88f42d976a4b4915ca1cfa71e00')",
    "PRAGMA user_version = 1",
)

APP = App(
    name="broccoli",
    package="com.flauschcode.broccoli",
    activity="com.flauschcode.broccoli/com.flauschcode.broccoli.MainActivity",
    label="Broccoli",
    aliases=("broccoli app", "broccoli recipe app", "recipe app", "recipe"),
    databases=(Database(DB_PATH, SCHEMA, (TABLE, "categories", "recipes_with_categories")),),
    apks=("com.flauschcode.broccoli_1020600.apk",),
    version="1.2.6",
    source="AndroidWorld APK set (F-Droid: com.flauschcode.broccoli)",
)
_DB = APP.databases[0]


@dataclasses.dataclass(frozen=True)
class Recipe:
    """A row of ``recipes`` (real column names; ``recipeId`` is -1 before insertion)."""

    title: str
    description: str = ""
    servings: str = ""
    preparationTime: str = ""  # noqa: N815 (column name)
    source: str = ""
    ingredients: str = ""
    directions: str = ""
    favorite: int = 0
    imageName: str = ""  # noqa: N815
    recipeId: int = -1  # noqa: N815


def reset(device) -> None:
    """Delete the databases and let the app create them again, empty (``sqlite_store.reset``)."""
    sqlite_store.reset(device, APP)


def clear_recipes(device) -> None:
    """Delete every recipe (the FTS triggers clear ``recipes_fts``)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("DELETE FROM recipes_with_categories")
        conn.execute(f"DELETE FROM {TABLE}")


def add_recipes(device, recipes: list[Recipe]) -> list[int]:
    """Insert recipes; returns their new ``recipeId``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        return [rows.insert(conn, TABLE, r, exclude=("recipeId",)) for r in recipes]


def list_recipes(device) -> list[Recipe]:
    """All recipes ordered by ``recipeId``."""
    found = sqlite_store.query(device, APP, _DB, f"SELECT * FROM {TABLE} ORDER BY recipeId")
    return [rows.from_row(Recipe, r) for r in found]


def set_categories(device, categories: dict[int, list[str]]) -> None:
    """File recipes under categories: ``{recipeId: [category name, ...]}``; a category
    named for the first time is created (``categories``), links go to
    ``recipes_with_categories`` (as Broccoli's category chips store them)."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        ids = {name: cid for cid, name in conn.execute("SELECT categoryId, name FROM categories")}
        for recipe_id, names in categories.items():
            for name in names:
                if name not in ids:
                    ids[name] = conn.execute("INSERT INTO categories (name) VALUES (?)", (name,)).lastrowid
                conn.execute("INSERT OR IGNORE INTO recipes_with_categories (recipeId, categoryId) VALUES (?, ?)",
                             (recipe_id, ids[name]))


def replace_recipes(device, recipes: list[Recipe], categories: dict[int, list[str]] | None = None) -> list[int]:
    """Delete every recipe and insert ``recipes`` in one write, filing the i-th recipe
    under ``categories[i]`` (category names, created when new; see ``set_categories``);
    returns the new ``recipeId``s."""
    with sqlite_store.pulled(device, APP, _DB, write=True) as conn:
        conn.execute("DELETE FROM recipes_with_categories")
        conn.execute(f"DELETE FROM {TABLE}")
        ids = [rows.insert(conn, TABLE, r, exclude=("recipeId",)) for r in recipes]
        known = {name: cid for cid, name in conn.execute("SELECT categoryId, name FROM categories")}
        for i, names in (categories or {}).items():
            for name in names:
                if name not in known:
                    known[name] = conn.execute("INSERT INTO categories (name) VALUES (?)", (name,)).lastrowid
                conn.execute("INSERT OR IGNORE INTO recipes_with_categories (recipeId, categoryId) VALUES (?, ?)",
                             (ids[i], known[name]))
        return ids
