"""ZipXtract's work behind its buttons (``ExtractFragment.kt``, ``CreateZipFragment.kt`` of
WirelessAlien/ZipXtract at tag ``v4.2``; see ``zipxtract``'s docstring): extracting an
archive into the picked folder, compressing one file, several files or a folder's tree
into a zip, listing a picked folder's files, and "Open Folder" after the snackbar. The
fragment state ``f`` is ``zipxtract._frag``'s dict; ``store`` writes the files.

A failure the app reports only with a toast (an unreadable file, a missing output folder, a
wrong password) leaves the device as it was, as on the device: toasts are not drawn.
"""

from __future__ import annotations

import posixpath

from venus_tasks.sim.apps_ui import docpicker, state
from venus_tasks.sim.apps_ui import zipxtract_store as store


def walk(model, folder: str, rel: str, out: list) -> None:
    for r in sorted(docpicker.entries(model, folder), key=lambda r: r["name"]):
        sub = f"{rel}/{r['name']}" if rel else r["name"]
        if r["dir"]:
            walk(model, r["path"], sub, out)
        else:
            out.append((r["path"], sub))


def run_extract(model, f: dict, archive: str, out: str, password, folder) -> None:
    try:
        store.extract(model, archive, out, password, folder)
    except store.ExtractError:
        f["progress"] = ""
        return
    if archive.lower().endswith(".zip"):
        f["progress"] = "100%"
    f["snack"] = (model.clock.now_ns(), "File extracted successfully")
    f["last_out"] = out


def open_folder(model, f: dict) -> None:
    folder = f.get("last_out") or f.get("out")
    from venus_tasks.sim.apps_ui import files
    model.launch(files.PACKAGE)
    if folder:
        fst = state.get(model, files.PACKAGE)
        rel = folder[len(store.SDCARD):].strip("/")
        fst.data.update(root="storage", dirs=[p for p in rel.split("/") if p], drawer=False)


def compress_single(model, f: dict, password: str | None, encrypt: bool) -> None:
    src = f["single"]
    if encrypt and not password:
        return                                   # toast "Error creating zip file"
    try:
        blob = model.vfs.read(src)
    except Exception:                            # noqa: BLE001
        return
    name = posixpath.basename(src)
    data = store.build_zip([(name, blob)], store.zip_settings(model), password)
    if f["out"] is not None and model.vfs.exists(f["out"]):
        store.create_document(model, f["out"], name, data)
    f.update(single=None, snack=(model.clock.now_ns(), "Zip file created successfully"))
    f["last_out"] = f["out"]


def compress_many(model, f: dict, out_name: str, password: str | None) -> None:
    entries: list[tuple[str, bytes | None]] = []
    if f.get("folder_files"):
        base = posixpath.basename(f["folder"])
        entries.append((base + "/", None))
        made = set()
        for path, rel in f["folder_files"]:
            parts = rel.split("/")[:-1]
            for i in range(1, len(parts) + 1):
                sub = base + "/" + "/".join(parts[:i]) + "/"
                if sub not in made:
                    made.add(sub)
                    entries.append((sub, None))
            entries.append((f"{base}/{rel}", _read(model, path)))
    else:
        entries = [(posixpath.basename(p), _read(model, p)) for p in f["files"]]
    data = store.build_zip(entries, store.zip_settings(model), password)
    f.update(files=[], folder_files=[], folder=None)            # the cache files are deleted
    if f["out"] is not None and model.vfs.exists(f["out"]):
        store.create_document(model, f["out"], out_name, data)
        f["snack"] = (model.clock.now_ns(), "Zip file created successfully")
        f["last_out"] = f["out"]


def _read(model, path: str) -> bytes:
    try:
        return model.vfs.read(path)
    except Exception:                            # noqa: BLE001 - a file gone since the pick
        return b""
