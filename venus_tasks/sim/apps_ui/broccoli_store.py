"""Broccoli's store as the app reads and writes it: the Room database ``broccoli``
(``recipes``, ``categories``, ``recipes_with_categories``; schema in ``apps/broccoli``),
edited through sqlite on the database file's bytes in the VFS, so the FTS4 content-sync
triggers of the real schema keep ``recipes_fts`` in step.

Reads and writes mirror flauschtrud/broccoli 1.2.6 (commit f8ef1d6, the APK the suite
installs): ``RecipeDAO.findAll`` lists recipes ``ORDER BY title COLLATE NOCASE``;
``CategoryDAO.findAll`` lists categories ``ORDER BY name``; ``RecipeRepository.
insertOrUpdate`` inserts a new recipe (``recipeId`` 0) then one association per chosen
category, or updates every column of an existing one, deletes its associations and
inserts the chosen ones; a new ``CoreRecipe`` has every text column ``""`` (not NULL),
``imageName`` ``""`` and ``favorite`` false. ``RecipeDetailsActivity.delete`` deletes the
row (the associations go with it: ``ON DELETE CASCADE``).

Shapes: a recipe is a dict of the ``recipes`` columns plus ``categories`` (a list of
``(categoryId, name)`` by ``categoryId``: the order Room's ``@Relation`` query returns
them, which SQLite answers from the covering index ``(recipeId, categoryId)`` of the
junction's primary key [inferred from SQLite 3.40's query plan of the generated query]);
``Draft`` is what the editor saves.
"""

from __future__ import annotations

import dataclasses

from venus_tasks.sim.apps_ui import records
from venus_tasks.sim.storage import appdata

PACKAGE = "com.flauschcode.broccoli"
DB_PATH = f"/data/data/{PACKAGE}/databases/broccoli"
TEXT_COLUMNS = ("title", "description", "source", "servings", "preparationTime", "ingredients", "directions")


@dataclasses.dataclass
class Draft:
    """The editor's recipe: the text columns, the chosen category ids, and the columns the
    editor does not show (kept as loaded). ``recipe_id`` 0 is a new recipe."""

    recipe_id: int = 0
    texts: dict = dataclasses.field(default_factory=lambda: {c: "" for c in TEXT_COLUMNS})
    categories: list = dataclasses.field(default_factory=list)
    image_name: str = ""
    favorite: int = 0


def _load(model):
    return records.open_db(model, DB_PATH)


def _rows(model, sql: str, args: tuple = ()) -> list[dict]:
    return records.query(model, DB_PATH, sql, args)


def recipes(model) -> list[dict]:
    """Every recipe, ``ORDER BY title COLLATE NOCASE`` (``RecipeDAO.findAll``), each with
    its ``categories``."""
    found = _rows(model, "SELECT * FROM recipes ORDER BY title COLLATE NOCASE")
    links = _rows(model, "SELECT rc.recipeId AS rid, c.categoryId AS cid, c.name AS name "
                         "FROM recipes_with_categories rc JOIN categories c ON c.categoryId = rc.categoryId "
                         "ORDER BY rc.recipeId, rc.categoryId")
    for r in found:
        r["categories"] = [(x["cid"], x["name"]) for x in links if x["rid"] == r["recipeId"]]
    return found


def recipe(model, recipe_id: int) -> dict | None:
    """The recipe ``recipe_id`` (see ``recipes``), or None when it is gone."""
    return next((r for r in recipes(model) if r["recipeId"] == recipe_id), None)


def categories(model) -> list[tuple[int, str]]:
    """``(categoryId, name)`` of every category, ``ORDER BY name`` (``CategoryDAO.findAll``)."""
    return [(r["categoryId"], r["name"] or "") for r in _rows(model, "SELECT * FROM categories ORDER BY name")]


def draft_of(r: dict) -> Draft:
    """The editor's copy of a stored recipe (NULL columns read as ``""``)."""
    return Draft(recipe_id=r["recipeId"], texts={c: r.get(c) or "" for c in TEXT_COLUMNS},
                 categories=[cid for cid, _ in r["categories"]], image_name=r.get("imageName") or "",
                 favorite=int(r.get("favorite") or 0))


def _write(model, work) -> int | None:
    con = _load(model)
    if con is None:
        return None
    try:
        con.execute("PRAGMA foreign_keys = ON")
        out = work(con)
        model.vfs.write(DB_PATH, appdata.dump_db(con))
        return out
    finally:
        con.close()


def save(model, draft: Draft) -> int | None:
    """``RecipeRepository.insertOrUpdate``: insert (``recipe_id`` 0) or update the recipe
    and replace its category links; returns its ``recipeId`` (None without a database)."""
    def work(con) -> int:
        cols = (*TEXT_COLUMNS, "imageName", "favorite")
        values = (*(draft.texts[c] for c in TEXT_COLUMNS), draft.image_name, draft.favorite)
        if draft.recipe_id <= 0:
            rid = con.execute(f"INSERT INTO recipes ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                              values).lastrowid
        else:
            rid = draft.recipe_id
            con.execute(f"UPDATE recipes SET {', '.join(c + ' = ?' for c in cols)} WHERE recipeId = ?",
                        (*values, rid))
            con.execute("DELETE FROM recipes_with_categories WHERE recipeId = ?", (rid,))
        for cid in draft.categories:
            con.execute("INSERT OR IGNORE INTO recipes_with_categories (recipeId, categoryId) VALUES (?, ?)",
                        (rid, cid))
        return rid
    return _write(model, work)


def set_favorite(model, recipe_id: int, favorite: bool) -> None:
    """``toggleFavorite``: the recipe's ``favorite`` column."""
    _write(model, lambda con: con.execute("UPDATE recipes SET favorite = ? WHERE recipeId = ?",
                                          (int(favorite), recipe_id)))


def delete(model, recipe_id: int) -> None:
    """``RecipeRepository.delete``: the row, and by cascade its category links."""
    _write(model, lambda con: con.execute("DELETE FROM recipes WHERE recipeId = ?", (recipe_id,)))
