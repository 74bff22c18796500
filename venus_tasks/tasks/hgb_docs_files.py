"""Hard GUI browsing (HGB) over files in Files: the student whose answer sheet (a PDF)
gets an exercise wrong, the largest file in Download (sizes as Files shows them), and
the number of PDFs in a folder tree (``hgb_docs.py`` has the shared helpers).

All content is generated from the instance seed: answer sheets with
``venus_tasks.data.papers.answer_sheet_pdf``, the other files as zip archives of seeded
bytes, text notes and PDFs, so their sizes are known exactly.
"""

from __future__ import annotations

import datetime
import random
from typing import Any, Iterator

from apps.files import shown_size
from venus_tasks.data import archives, papers, pdf, text
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import answer_misses, give_answer
from venus_tasks.tasks.hgb_docs import (DOCS, ROWS_IN_VIEW, ROWS_PER_SCROLL, TO_FOLDER, open_each_steps, open_files,
                                        seed_files)
from verifiers.lists import exact_listing
from verifiers.numbers import numbers_only

DOWNLOAD = "/sdcard/Download"


def _scrolls(rows: int) -> int:
    """Scrolls to see every row of a Files list of ``rows`` and find its end."""
    return 0 if rows <= ROWS_IN_VIEW else -(-(rows - ROWS_IN_VIEW) // ROWS_PER_SCROLL) + 1


# ------------------------------------------------------------------ answer sheets
@register_task("venus")
class GUIBrowsingAnswerSheetWrong(VenusTask):
    """Compare each of 7-9 students' answer sheets (a PDF each, the name inside it) with
    the answer key for one exercise; exactly one student got it wrong, another got the
    exercise next to it wrong.

    Success: the answer names that student (full name or first name) and nobody else.
    """

    app_names = ("files",)
    complexity = 4.0
    template = ("The folder Documents/Quiz holds the answer key and my students' answer sheets as PDFs. "
                "Which student got exercise {exercise} wrong?")
    variant_texts = {"zh": "Documents/Quiz 文件夹里有答案（answer key）和学生的答题卡 PDF。哪位学生第 {exercise} 题答错了？",
                     "paraphrase": "Check the answer sheets in Documents/Quiz against the answer key: who answered "
                                   "exercise {exercise} incorrectly?"}
    info = TaskInfo(Category.HGB, PUDAM(3, 1, 3, 1, 3), Evaluation.ANSWER, tags=("read-many", "pdf", "ocr", "compare"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n_ex, n = 8, rng.randint(7, 9)
        key = [rng.choice("ABCD") for _ in range(n_ex)]
        names = [f"{g} {f}" for g, f in zip(rng.sample(papers.GIVEN_NAMES, n), rng.sample(papers.FAMILY_NAMES, n))]
        ex = rng.randrange(1, n_ex - 1)                  # 0-based, with neighbours on both sides
        target, decoy = rng.sample(range(n), 2)
        sheets = []
        for i, name in enumerate(names):
            wrong = {ex} if i == target else {ex + rng.choice((-1, 1))} if i == decoy else set()
            wrong |= set(rng.sample([e for e in range(n_ex) if abs(e - ex) > 1], rng.randint(0, 1)))
            answers = [rng.choice([c for c in "ABCD" if c != k]) if e in wrong else k for e, k in enumerate(key)]
            sheets.append({"file": f"sheet_{i + 1}.pdf", "name": name, "answers": answers})
        assert [s["name"] for s in sheets if s["answers"][ex] != key[ex]] == [names[target]]
        return {"key": key, "sheets": sheets, "exercise": ex + 1, "answer": names[target], "decoy": names[decoy]}

    @property
    def optimal_steps(self) -> int:
        return TO_FOLDER + open_each_steps(len(self.params["sheets"]) + 1) + 1

    def setup(self, env) -> None:
        p, heading = self.params, "Quiz 4 - Fractions"
        files = {f"{DOCS}/Quiz/answer_key.pdf": papers.answer_sheet_pdf(heading, "", p["key"])}
        for s in p["sheets"]:
            files[f"{DOCS}/Quiz/{s['file']}"] = papers.answer_sheet_pdf(heading, s["name"], s["answers"])
        seed_files(env.device, files)

    def verify(self, env) -> float:
        universe = [(s["name"], s["name"].split()[0]) for s in self.params["sheets"]]
        right = next(u for u in universe if u[0] == self.params["answer"])
        return float(exact_listing(env.answer, [right], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"{p['answer']} got exercise {p['exercise']} wrong.",
                                zh=f"第 {p['exercise']} 题答错的是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the student wrong on the exercise next to it", give_answer(f"{p['decoy']}.")),
                *answer_misses(p["answer"], p["decoy"], [s["name"] for s in p["sheets"]])]


# ------------------------------------------------------------------ largest download
_KINDS = (("backup", ".zip"), ("photos", ".zip"), ("notes", ".txt"), ("export", ".csv"), ("log", ".txt"),
          ("dataset", ".csv"), ("slides", ".zip"), ("readme", ".txt"))


def _file_of_size(rng: random.Random, ext: str, size: int) -> bytes:
    """Seeded content: a stored zip of ``size`` random bytes (``size`` plus the zip's
    headers), or text (``.txt``) or CSV lines cut to exactly ``size`` bytes."""
    if ext == ".zip":
        return archives.zip_bytes({"data.bin": rng.randbytes(size)})
    lines, n = [], 0
    while n < size:
        line = text.sentence(rng) if ext == ".txt" else f"{rng.randrange(10**5)},{rng.randrange(10**4)},{rng.random():.6f}"
        lines.append(line)
        n += len(line) + 1
    return ("\n".join(lines) + "\n").encode()[:size - 1] + b"\n"


@register_task("venus")
class GUIBrowsingLargestDownload(VenusTask):
    """Scroll through Download in Files (70-80 files, 7-8 screens) to its end and compare
    the sizes it shows; a runner-up is close, and a bigger file sits in Documents.

    Success: the answer names the largest file in Download and no other file.
    """

    app_names = ("files",)
    complexity = 3.5
    template = "Which file in my Download folder is the largest? Give its name."
    variant_texts = {"zh": "我的 Download（下载）文件夹里哪个文件最大？请给出文件名。",
                     "paraphrase": "Find the biggest file in the Download folder and tell me what it is called."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "scroll", "max", "files"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n, names = rng.randint(70, 80), set()
        while len(names) < n:
            stem, ext = rng.choice(_KINDS)
            names.add(f"{stem}_{rng.randrange(100, 1000)}{ext}")
        names = sorted(names)
        sizes = rng.sample(range(1_500, 40_000, 211), len(names))
        top = max(sizes)
        best, runner = rng.sample(range(len(names)), 2)
        sizes[best], sizes[runner] = int(top * 1.25), int(top * 1.12)
        files = [{"name": nm, "size": s, "seed": rng.getrandbits(32)} for nm, s in zip(names, sizes)]
        decoy = {"name": f"archive_{rng.randrange(100, 1000)}.zip", "size": int(top * 1.6), "seed": rng.getrandbits(32)}
        return {"files": files, "decoy": decoy}

    def _bytes(self) -> dict[str, bytes]:
        p = self.params
        out = {f"{DOWNLOAD}/{f['name']}": _file_of_size(random.Random(f["seed"]), f["name"][f["name"].rfind("."):], f["size"])
               for f in p["files"]}
        d = p["decoy"]
        out[f"{DOCS}/{d['name']}"] = _file_of_size(random.Random(d["seed"]), ".zip", d["size"])
        return out

    def _ranking(self) -> list[str]:
        """Download's files, largest first (by the drawn sizes; ``setup`` checks that the
        bytes written rank the same)."""
        return [f["name"] for f in sorted(self.params["files"], key=lambda f: -f["size"])]

    @property
    def optimal_steps(self) -> int:
        # Files -> Show roots -> Downloads -> List view (it opens as a grid), scroll to the end, answer
        return 4 + _scrolls(len(self.params["files"])) + 1

    def setup(self, env) -> None:
        data = self._bytes()
        ranked = self._ranking()
        sizes = [len(data[f"{DOWNLOAD}/{nm}"]) for nm in ranked]
        assert sizes[0] > sizes[1] > max(sizes[2:]) and shown_size(sizes[0]) != shown_size(sizes[1]), sizes
        seed_files(env.device, data)

    def verify(self, env) -> float:
        names = [f["name"] for f in self.params["files"]] + [self.params["decoy"]["name"]]
        universe = [(nm, nm[:nm.rfind(".")]) for nm in names]
        best = self._ranking()[0]
        return float(exact_listing(env.answer, [(best, best[:best.rfind(".")])], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        best = self._ranking()[0]
        yield open_files()
        yield A.answer(self.say(en=f"The largest file in Download is {best}.", zh=f"Download 里最大的文件是 {best}。"))

    def near_misses(self) -> list[NearMiss]:
        ranked = self._ranking()
        decoy = self.params["decoy"]["name"]
        return [NearMiss("the runner-up", give_answer(ranked[1])),
                NearMiss("the bigger file outside Download", give_answer(decoy)),
                NearMiss("the smallest", give_answer(ranked[-1])),
                *answer_misses(ranked[0], ranked[1], ranked)]


# ------------------------------------------------------------------ PDFs in a folder tree
_SUBFOLDERS = ("Work", "School", "Taxes", "Travel", "Recipes", "Manuals", "Health", "Car")
_INNER = ("2023", "2024", "Archive", "Drafts", "Signed", "Scans", "Old", "Shared")
_STEMS = ("contract", "schedule", "receipt", "letter", "syllabus", "itinerary", "warranty", "form", "summary",
          "minutes", "guide", "ticket", "invoice", "notes", "budget", "checklist", "agenda", "report", "memo",
          "statement")
_EXTS = (".pdf", ".pdf", ".pdf", ".txt", ".png", ".docx", ".xlsx")


def _tree_folder(rng: random.Random, name: str, files: tuple[int, int], inner: int) -> dict:
    """One folder of the Documents tree: ``{"name", "files": [file names], "folders": [...]}``
    with ``files`` = (fewest, most) files drawn and ``inner`` subfolders of 2-7 files."""
    stems = rng.sample(_STEMS, rng.randint(*files))
    return {"name": name, "files": sorted(f"{stem}{rng.choice(_EXTS)}" for stem in stems),
            "folders": [_tree_folder(rng, sub, (2, 7), 0) for sub in sorted(rng.sample(_INNER, inner))]}


def _tree_paths(folder: dict, where: str = "") -> list[str]:
    """Every file path (relative to Documents) under ``folder``."""
    out = [f"{where}{f}" for f in folder["files"]]
    for sub in folder["folders"]:
        out += _tree_paths(sub, f"{where}{sub['name']}/")
    return out


def _tree_steps(folder: dict, root: bool = True) -> int:
    """Actions the Files walk of ``folder`` takes (``solve_count_pdfs``): each subfolder
    (listed first, so on the first screen) is opened, walked and left with BACK, then the
    folder's list is scrolled to its end; the root is already open."""
    rows = len(folder["files"]) + len(folder["folders"])
    inner = sum(_tree_steps(sub, False) for sub in folder["folders"])
    return inner + _scrolls(rows) + (0 if root else 2)


@register_task("venus")
class GUIBrowsingCountPdfs(VenusTask):
    """Count the PDFs in Documents and every folder inside it, at any depth: 4-5 folders
    of 8-16 files, each with one to three subfolders (70-120 files in all, lists longer
    than a screen). Other kinds of files, a ``.pdf.txt`` note and the PDFs in Download and
    in a folder inside it (named like ones in Documents, so the flat "Documents" root
    cannot tell them apart) do not count.

    Success: the answer states that count and no other number.
    """

    app_names = ("files",)
    complexity = 8.0
    template = "How many PDF files are there in my Documents folder, counting the folders inside it too?"
    variant_texts = {"zh": "我的 Documents 文件夹里（包括其中的子文件夹）一共有多少个 PDF 文件？",
                     "paraphrase": "Count every PDF under Documents, subfolders included. How many are there?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "count", "files", "scroll"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names = sorted(rng.sample(_SUBFOLDERS, 5))
        tree = _tree_folder(rng, "", (3, 5), 0)
        tree["folders"] = [_tree_folder(rng, n, (8, 16), rng.randint(1, 3)) for n in names]
        deep = rng.choice(tree["folders"])["folders"][0]           # one folder three levels down
        deep["folders"] = [_tree_folder(rng, rng.choice(("Receipts", "Copies", "Backup")), (2, 5), 0)]
        if not any(f.endswith(".pdf") for f in deep["folders"][0]["files"]):
            deep["folders"][0]["files"][0] = deep["folders"][0]["files"][0].rsplit(".", 1)[0] + ".pdf"
        paths = _tree_paths(tree)
        decoy = f"{rng.choice(names)}/scan.pdf.txt"
        paths.append(decoy)
        count = sum(p.endswith(".pdf") for p in paths)
        pdfs = [p.rsplit("/", 1)[-1] for p in paths if p.endswith(".pdf")]
        outside = sorted(set(rng.sample(pdfs, 3)))            # the same names, in Download
        top = sum(p.endswith(".pdf") and "/" not in p for p in paths)
        return {"tree": tree, "paths": paths, "decoy": decoy, "count": count, "outside": outside, "top": top}

    @property
    def optimal_steps(self) -> int:
        # Files -> Show roots -> storage -> List view -> Documents, the walk, answer
        return 5 + _tree_steps(self.params["tree"]) + 1

    def setup(self, env) -> None:
        p = self.params
        rng = random.Random(p["seed"])
        files = {}
        for path in p["paths"]:
            ext = path[path.rfind("."):]
            files[f"{DOCS}/{path}"] = pdf.text_pdf(path, [text.paragraph(rng)]) if ext == ".pdf" \
                else text.paragraph(rng).encode()
        for i, name in enumerate(p["outside"]):
            where = "/sdcard/Download" + ("/Old" if i == 0 else "")
            files[f"{where}/{name}"] = pdf.text_pdf(name, [text.paragraph(rng)])
        seed_files(env.device, files)

    def verify(self, env) -> float:
        return float(numbers_only(env.answer, self.params["count"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        n = self.params["count"]
        yield open_files()
        yield A.answer(self.say(en=f"There are {n} PDF files in Documents.", zh=f"Documents 里一共有 {n} 个 PDF 文件。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n = p["count"]
        deepest = sum(q.endswith(".pdf") and q.count("/") >= 2 for q in p["paths"])
        return [NearMiss("one too many", give_answer(f"There are {n + 1} PDF files.")),
                NearMiss("one too few", give_answer(f"There are {n - 1} PDF files.")),
                NearMiss("the Download PDFs added", give_answer(f"There are {n + len(p['outside'])} PDFs.")),
                NearMiss("the subfolders' subfolders left out", give_answer(f"There are {n - deepest} PDFs.")),
                NearMiss("only the top level", give_answer(f"There are {p['top']} PDFs.")),
                NearMiss("a hedge", give_answer(f"{n} or {n + 1} PDFs.")),
                *answer_misses(str(n), str(n + 1), [])[2:]]


# ------------------------------------------------------------------ the newest file in a folder
_DOC_STEMS = ("budget", "notes", "plan", "slides", "minutes", "report", "draft", "invoice", "contacts", "roadmap",
              "summary", "timeline", "checklist", "proposal", "memo", "agenda")
_DOC_EXTS = (".xlsx", ".txt", ".pdf", ".docx", ".csv")


@register_task("venus")
class GUIBrowsingNewestInFolder(VenusTask):
    """Compare the modification dates Files shows in a folder of 62-75 files (7-8
    screens, read to the end: "Oct 12", "Dec 20, 2022", or a time for today): a file of
    December last year looks later by month, the runner-up is a day older, and a newer
    file sits in another folder.

    Success: the answer names the most recently modified file of the folder and no other.
    """

    app_names = ("files",)
    complexity = 3.0
    template = "Which file in my Documents/Work folder was modified most recently? Give its name."
    variant_texts = {"zh": "我的 Documents/Work 文件夹里哪个文件是最近修改的？请给出文件名。",
                     "paraphrase": "Look at Documents/Work and tell me the name of the file that was changed last."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("files", "dates", "max", "scroll"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n, names = rng.randint(62, 75), set()
        while len(names) < n:
            names.add(f"{rng.choice(_DOC_STEMS)}_{rng.randrange(10, 100)}{rng.choice(_DOC_EXTS)}")
        names = rng.sample(sorted(names), n)
        newest_days = rng.randint(1, 4)
        ages = rng.sample(range(newest_days + 3, 300), len(names) - 3)   # in days, at noon-ish
        best, runner, trap, *rest = names
        files = [{"name": best, "days": newest_days}, {"name": runner, "days": newest_days + 1},
                 {"name": trap, "days": None}] + [{"name": n, "days": a} for n, a in zip(rest, ages)]
        for f in files:
            f["minutes"] = rng.randrange(8 * 60, 20 * 60)          # the time of day it was saved
        rng.shuffle(files)
        return {"files": files, "answer": best, "runner_up": runner, "trap": trap,
                "elsewhere": f"{rng.choice(('todo', 'ideas', 'letter'))}.txt"}

    @property
    def optimal_steps(self) -> int:
        # Files, Show roots, storage, List view, Documents, Work, scroll to the end, answer
        return TO_FOLDER + _scrolls(len(self.params["files"])) + 1

    def setup(self, env) -> None:
        dev = env.device
        now = int(dev.run(["date", "+%s"]))
        today = datetime.datetime.fromtimestamp(now, datetime.timezone.utc).date()
        data = {f"{DOCS}/Work/{f['name']}": text.paragraph(random.Random(f["name"])).encode() for f in self.params["files"]}
        data[f"{DOCS}/Personal/{self.params['elsewhere']}"] = b"newer, but not in Work\n"
        seed_files(dev, data)
        touches = []
        for f in self.params["files"]:
            if f["days"] is None:                      # December 20 of last year
                day = datetime.datetime(today.year - 1, 12, 20, tzinfo=datetime.timezone.utc)
            else:
                day = datetime.datetime.combine(today - datetime.timedelta(days=f["days"]), datetime.time(),
                                                datetime.timezone.utc)
            stamp = int(day.timestamp()) + 60 * f["minutes"]
            touches.append(["touch", "-d", f"@{stamp}", f"{DOCS}/Work/{f['name']}"])
        touches.append(["touch", "-d", f"@{now - 3600}", f"{DOCS}/Personal/{self.params['elsewhere']}"])
        for r in dev.run_parts(touches):                # one round trip
            r.check()

    def verify(self, env) -> float:
        universe = [f["name"] for f in self.params["files"]] + [self.params["elsewhere"]]
        return float(exact_listing(env.answer, [self.params["answer"]], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield open_files()
        yield A.answer(self.say(en=f"{p['answer']} was modified most recently.", zh=f"最近修改的是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up, a day older", give_answer(p["runner_up"])),
                NearMiss("December of last year read as later", give_answer(p["trap"])),
                NearMiss("the newer file in another folder", give_answer(p["elsewhere"])),
                *answer_misses(p["answer"], p["runner_up"], [f["name"] for f in p["files"]])]
