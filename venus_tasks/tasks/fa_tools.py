"""Function assistance (FA) over ZipXtract 4.2: how to extract an archive and how to make a
password-protected zip, each answered with facts of this device -- the name the new
folder will get (the saved "Extract To" folder may already hold folders of that name, so
``FileUtils.buildUniqueFile`` numbers it), the saved "Save Zip To" folder, the saved
encryption method, how many files the zip will take.

The steps are checked in order (``verifiers.paths.menu_path``) with the labels the app
shows (English, or Chinese words for them); names through ``verifiers.naming``; counts
through ``verifiers.facts``. Nothing may change: the app's three preference files (which
the guard does not read) and the folders an extraction or a zip would write to are
compared with their state after setup. DocumentsUI's data is cleared at setup so that its
pickers open where a fresh device opens them (Recent, the device root), not where an
earlier episode picked from (``initLoadLastAccessedStack``).
"""

from __future__ import annotations

import posixpath
import random
import shlex
from typing import Any, Iterator

from apps import files, zipxtract
from venus_tasks.data import archives
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import echo_goal, give_answer, leave_untouched, then
from verifiers.facts import stated_counts
from verifiers.naming import names_only
from verifiers.paths import menu_path

DOCS = "/sdcard/Documents"
_STEMS = ("holiday_photos", "tax_documents", "project_backup", "wedding_pics", "old_invoices", "course_notes",
          "band_recordings", "recipe_cards", "thesis_drafts", "camera_roll", "design_assets", "family_scans")
_SUFFIXES = ("", "_2022", "_2023", "_v2", "_final", "_march")
_DOWNLOAD_DECOYS = ("boarding_pass.pdf", "invoice_1042.pdf", "IMG_20231002_181512.jpg", "readme.txt",
                    "concert_ticket.pdf", "screenshot_0915.png")
_PARENTS = ("Backups", "Archives", "Unpacked", "Extracted")
_LEAVES = ("Phone", "Laptop", "Shared", "Home", "Tablet", "Family")
_ROOT = ("Documents", "文档")


def _fresh(device, remove, empty=()) -> None:
    """Forget where the document pickers last picked from (DocumentsUI's data), delete
    the folders ``remove`` and empty the folders ``empty`` (what an earlier episode left
    there would be listed with this one's)."""
    device.clear_app(files.APP.package)
    q = shlex.quote
    gone = " ".join(q(f) for f in [*remove, *empty])
    device.run(f"rm -rf {gone}" + (f"; mkdir -p {' '.join(q(f) for f in empty)}" if empty else ""))


def _listings(device, folders) -> dict[str, list[str]]:
    """Each folder's names as ``Device.listdir`` gives them ([] when missing), all in one
    read-only round trip."""
    parts = device.run_parts([["ls", "-1", "-a", f] for f in folders], readonly=True)
    return {f: sorted(n for n in r.stdout.splitlines() if n and n not in (".", "..")) if r.ok else []
            for f, r in zip(folders, parts)}


# ------------------------------------------------------------------ extract
_EXTRACT_STEPS = (("pick file", "选择文件", "选取文件"), ("extract", "解压", "提取"))


@register_task("venus")
class FuncAssistExplainZipExtract(VenusTask):
    """How is the archive in Download extracted with ZipXtract, and what folder will it
    create where? The app's saved "Extract To" folder is ``Documents/<parent>/<leaf>``
    (shown on the Extract tab); it may already hold a folder named after the archive, or
    that and its ``(1)``, so the new folder is ``<stem>``, ``<stem> (1)`` or ``<stem> (2)``
    (``taken`` 0, 1, 2). A decoy folder with a wrong number lies in the parent.

    Success: the answer gives "Pick File" before "Extract" (the labels, or 选择文件/解压),
    names the folder it will be in (the leaf, after the parent or followed by its path
    from Documents) and names the new folder's name and no other numbering of the stem
    (the archive and the folders already there may be named); nothing changed (no
    extraction, the saved folder kept).
    """

    app_names = ("zipxtract",)
    complexity = 2.0
    template = ("How do I extract the archive in my Download folder with ZipXtract? Tell me the steps in order, "
                "the exact name of the new folder the extraction will create, and which folder it will be in.")
    variant_texts = {"zh": "我想用 ZipXtract 解压 Download 文件夹里的那个压缩包，该怎么做？请按顺序告诉我步骤、"
                           "解压后会新建的文件夹的确切名字，以及它会在哪个文件夹里。",
                     "paraphrase": "Walk me through unpacking the zip file sitting in my Download folder with "
                                   "ZipXtract, step by step. What exactly will the folder it creates be called, "
                                   "and where will that folder end up?"}
    info = TaskInfo(Category.FA, PUDAM(2, 1, 2, 1, 3), Evaluation.ANSWER, tags=("explain", "zipxtract"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        stem = rng.choice(_STEMS) + rng.choice(_SUFFIXES)
        taken = rng.choice((0, 1, 2))
        numbered = [stem] + [f"{stem} ({i})" for i in range(1, 4)]
        parent, leaf = rng.choice(_PARENTS), rng.choice(_LEAVES)
        others = rng.sample([n for n in ("Misc", "Photos", "Music", "Old", "Notes") if n != leaf], 2)
        return {"archive": stem + ".zip", "stem": stem, "taken": taken, "expected": numbered[taken],
                "existing": numbered[:taken],
                "parent": parent, "leaf": leaf, "leaf_others": others[:1], "parent_others": others[1:],
                "parent_decoy": numbered[taken + 1], "downloads": rng.sample(_DOWNLOAD_DECOYS, 3),
                "entries": rng.sample(("photo_01.jpg", "photo_02.jpg", "notes.txt", "list.csv", "cover.png"), 3)}

    @property
    def _folder(self) -> str:
        return f"{DOCS}/{self.params['parent']}/{self.params['leaf']}"

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _fresh(dev, [f"{DOCS}/{n}" for n in _PARENTS], empty=[files.DOWNLOAD])
        data = archives.zip_bytes({e: f"{e}\n" for e in p["entries"]})
        zipxtract.push_archive(dev, data, f"{files.DOWNLOAD}/{p['archive']}")
        parent = f"{DOCS}/{p['parent']}"
        files.push_files(dev, {**{f"{files.DOWNLOAD}/{name}": f"{name}\n".encode() for name in p["downloads"]},
                               **{f"{folder}/readme.txt": b"extracted earlier\n"
                                  for folder in ([f"{self._folder}/{n}" for n in p["existing"] + p["leaf_others"]]
                                                 + [f"{parent}/{n}" for n in p["parent_others"] + [p["parent_decoy"]]])}})
        zipxtract.set_extract_folder(dev, self._folder)
        self.before = self._state(env)

    def _state(self, env) -> tuple:
        folders = (self._folder, posixpath.dirname(self._folder), files.DOWNLOAD)
        return zipxtract.preferences(env.device), _listings(env.device, folders)

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        if self._state(env) != self.before:
            return 0.0
        wrong = [n for n in [p["stem"]] + [f"{p['stem']} ({i})" for i in range(1, 5)] if n != p["expected"]]
        where = menu_path(a, ((p["parent"],), (p["leaf"],)), root=_ROOT)
        return float(menu_path(a, _EXTRACT_STEPS) and where
                     and names_only(a, p["expected"], wrong, allowed=[p["archive"]]))

    def _say(self, name: str, parent: str | None = None) -> str:
        p = self.params
        where = f"Documents/{parent or p['parent']}/{p['leaf']}"
        return self.say(en=f"Open ZipXtract, tap Pick File and choose {p['archive']} in Downloads, then tap Extract "
                           f"(Extract To is already set to {where}). It creates a new folder named \"{name}\" in "
                           f"{where}.",
                        zh=f"打开 ZipXtract，点 Pick File（选择文件）并在 Downloads 里选中 {p['archive']}，然后点 Extract"
                           f"（解压；解压位置已设为 {where}）。会在 {where} 里新建名为“{name}”的文件夹。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="ZipXtract")
        yield A.answer(self._say(self.params["expected"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        stem, expected = p["stem"], p["expected"]
        naive = stem if p["taken"] else f"{stem} (1)"
        where = f"Documents/{p['parent']}/{p['leaf']}"

        def extract(task, env) -> None:     # did it to find out: the folder now exists
            files.push_file(env.device, f"{task._folder}/{expected}/{p['entries'][0]}", b"x\n")

        def move(task, env) -> None:
            zipxtract.set_extract_folder(env.device, f"{DOCS}/{p['parent']}")
        return [
            NearMiss("the archive's name without looking in the folder", give_answer(self._say(naive))),
            NearMiss("numbered one too far", give_answer(self._say(f"{stem} ({p['taken'] + 1})"))),
            NearMiss("the parent folder as the place", give_answer(
                f"Tap Pick File, choose {p['archive']}, then Extract. It creates \"{expected}\" in "
                f"Documents/{p['parent']}.")),
            NearMiss("no steps", give_answer(f"It will be called \"{expected}\", in {where}.")),
            NearMiss("both names, hedged", give_answer(
                f"Tap Pick File, then Extract. It creates \"{stem}\" in {where}, or \"{stem} (1)\" if that exists.")),
            NearMiss("extracted it to find out", then(extract, give_answer(self._say(expected)))),
            NearMiss("changed the Extract To folder", then(move, give_answer(self._say(expected)))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open ZipXtract (the Extract tab shows the saved folder), Pick File, Show roots,
        # Downloads (the archive's name), the archive, Extract To (the device root),
        # Documents, the parent, the leaf (the folders there), answer
        return 10


# ------------------------------------------------------------------ password zip
_ZIP_STEPS = (("create", "创建"), ("folder", "文件夹"), ("compress zip", "compress", "压缩"),
              ("encrypt", "加密"))
_ENCRYPTION_NAMES = {"ZIP_STANDARD": ("ZIP_STANDARD", "ZipCrypto"),
                     "ZIP_STANDARD_VARIANT_STRONG": ("ZIP_STANDARD_VARIANT_STRONG",),
                     "AES": ("AES", "AES-256", "AES 256")}
_SOURCES = ("Trip", "Receipts", "Scans", "Thesis", "Wedding", "Taxes")
_SAVE_TO = ("Zips", "Outbox", "Compressed", "Shared")
_FILE_POOL = ("IMG_0412.jpg", "IMG_0413.jpg", "IMG_0420.jpg", "notes.txt", "budget.csv", "map.pdf",
              "tickets.pdf", "itinerary.txt", "scan_01.png", "scan_02.png", "contract.pdf")


@register_task("venus")
class FuncAssistExplainZipPassword(VenusTask):
    """How is a password-protected zip of a Documents folder made with ZipXtract, where
    will it go, with which encryption, and how many files will it take? The saved "Save
    Zip To" folder (shown on the Create tab), the saved encryption method (the Compression
    Settings dialog; ``ZIP_STANDARD``, ``ZIP_STANDARD_VARIANT_STRONG`` or ``AES``) and the
    folder's file count are drawn; the saved "Extract To" folder is another Documents
    folder (a decoy), and a sibling folder holds another number of files.

    Success: the steps Create, Folder, Compress ZIP, Encrypt in order (the labels or
    创建/文件夹/压缩/加密), the save folder named and no decoy folder, the encryption method
    named and no other, the file count stated; nothing saved or written.
    """

    app_names = ("zipxtract",)
    complexity = 2.5
    template = ("How do I make a password-protected zip of my {source} folder in Documents with ZipXtract? Tell me "
                "the steps in order, which folder the zip will be saved in, which encryption method it will use, "
                "and how many files will go into it.")
    variant_texts = {"zh": "怎样用 ZipXtract 把 Documents 里的 {source} 文件夹压缩成带密码的 zip？请按顺序告诉我步骤、"
                           "zip 会保存在哪个文件夹、会用哪种加密方式，以及会有多少个文件放进去。",
                     "paraphrase": "I want ZipXtract to pack my {source} folder (in Documents) into a zip locked "
                                   "with a password. What are the steps, in order? Which folder will the zip land "
                                   "in, what encryption method will it use, and how many files will it contain?"}
    info = TaskInfo(Category.FA, PUDAM(3, 2, 2, 3, 3), Evaluation.ANSWER, tags=("explain", "zipxtract"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        source, sibling = rng.sample(_SOURCES, 2)
        save_to, extract_to = rng.sample(_SAVE_TO, 2)
        n = rng.randint(3, 7)
        other_n = rng.choice([k for k in range(2, 9) if k != n])
        return {"source": source, "sibling": sibling, "save_to": save_to, "extract_to": extract_to,
                "files": rng.sample(_FILE_POOL, n), "sibling_files": rng.sample(_FILE_POOL, other_n),
                "count": n, "encryption": rng.choice(sorted(_ENCRYPTION_NAMES)),
                "level": rng.choice(zipxtract.COMPRESSION_LEVELS[1:]),
                "method": rng.choice(("DEFLATE", "STORE")), "old_zips": rng.randint(0, 2)}

    def _folders(self) -> tuple[str, ...]:
        p = self.params
        return (DOCS, f"{DOCS}/{p['source']}", f"{DOCS}/{p['save_to']}", f"{DOCS}/{p['extract_to']}",
                f"{DOCS}/{p['sibling']}", files.DOWNLOAD)

    def setup(self, env) -> None:
        p, dev = self.params, env.device
        _fresh(dev, [f"{DOCS}/{n}" for n in _SOURCES + _SAVE_TO])
        files.push_files(dev, {
            **{f"{DOCS}/{folder}/{name}": f"{folder} {name}\n".encode()
               for folder, names in ((p["source"], p["files"]), (p["sibling"], p["sibling_files"])) for name in names},
            **{f"{DOCS}/{p['save_to']}/backup_{i + 1}.zip": archives.zip_bytes({"a.txt": "a"})
               for i in range(p["old_zips"])},
            f"{DOCS}/{p['extract_to']}/readme.txt": b"unzipped files\n"})
        zipxtract.seed_settings(dev, extract_folder=f"{DOCS}/{p['extract_to']}", save_folder=f"{DOCS}/{p['save_to']}",
                                compressionMethod=p["method"], compressionLevel=p["level"],
                                encryptionMethod=p["encryption"])
        self.before = self._state(env)

    def _state(self, env) -> tuple:
        return zipxtract.preferences(env.device), _listings(env.device, self._folders())

    def verify(self, env) -> float:
        p, a = self.params, env.answer
        if self._state(env) != self.before:
            return 0.0
        enc = _ENCRYPTION_NAMES[p["encryption"]]
        other_enc = [v for k, v in _ENCRYPTION_NAMES.items() if k != p["encryption"]]
        settings_words = zipxtract.COMPRESSION_METHODS + zipxtract.COMPRESSION_LEVELS
        return float(menu_path(a, _ZIP_STEPS)
                     and names_only(a, p["save_to"], [p["extract_to"], p["sibling"], "Download", "Markor"],
                                    allowed=[p["source"], "Documents"])
                     and names_only(a, enc, other_enc, allowed=settings_words)
                     and stated_counts(a, ("file", "文件")) == {p["count"]})

    def _say(self, save_to: str, encryption: str, count: int) -> str:
        p = self.params
        return self.say(
            en=f"Open ZipXtract, go to the Create tab, tap Folder and pick Documents/{p['source']} (Use this folder, "
               f"Allow), tap Compress ZIP, type a password and tap Encrypt. The zip is saved in Documents/{save_to}, "
               f"encrypted with {encryption}, and it will hold {count} files.",
            zh=f"打开 ZipXtract，进入 Create（创建）标签，点 Folder 选择 Documents/{p['source']} 文件夹（使用此文件夹、允许），"
               f"点 Compress ZIP，输入密码后点 Encrypt（加密）。zip 会保存在 Documents/{save_to}，加密方式是 "
               f"{encryption}，里面会有 {count} 个文件。")

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield A.JSONAction(A.OPEN_APP, app_name="ZipXtract")
        yield A.answer(self._say(p["save_to"], p["encryption"], p["count"]))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        right = (p["save_to"], p["encryption"], p["count"])
        default = "AES" if p["encryption"] == "ZIP_STANDARD" else "ZIP_STANDARD"

        def zip_it(task, env) -> None:
            files.push_file(env.device, f"{DOCS}/{p['save_to']}/outputZip.zip", archives.zip_bytes({"a": "a"}))

        def resave(task, env) -> None:
            zipxtract.set_zip_settings(env.device, encryptionMethod=default)
        return [
            NearMiss("the Extract To folder as the place", give_answer(self._say(p["extract_to"], *right[1:]))),
            NearMiss("another encryption method", give_answer(self._say(p["save_to"], default, p["count"]))),
            NearMiss("the sibling folder's count", give_answer(self._say(*right[:2], len(p["sibling_files"])))),
            NearMiss("one file too many", give_answer(self._say(*right[:2], p["count"] + 1))),
            NearMiss("the steps out of order", give_answer(
                f"Tap Compress ZIP, then Encrypt, then pick the Folder on the Create tab. Saved in "
                f"Documents/{p['save_to']}, {p['encryption']}, {p['count']} files.")),
            NearMiss("made the zip to find out", then(zip_it, give_answer(self._say(*right)))),
            NearMiss("changed and saved the encryption", then(resave, give_answer(self._say(*right)))),
            NearMiss("the goal echoed", echo_goal),
            NearMiss("no answer", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # open ZipXtract, Create (the save folder), the settings button (the encryption),
        # BACK, Folder (the device root, a grid), List view, Documents, the folder (its files),
        # Use this folder, Allow, Compress ZIP (the password dialog: Encrypt), a tap outside
        # it, answer
        return 13
