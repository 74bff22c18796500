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
from venus_tasks.tasks.hgb_docs import DOCS, TO_FOLDER, _numbers_only, _open_files, seed_files
from verifiers.lists import exact_listing

DOWNLOAD = "/sdcard/Download"
ROWS_IN_VIEW, ROWS_PER_SCROLL = 10, 4      # Files under a breadcrumb on the default phone: 72 dp rows, a scroll moves 4


def _scrolls(rows: int) -> int:
    """Scrolls to see every row of a Files list of ``rows`` and find its end."""
    return 0 if rows <= ROWS_IN_VIEW else -(-(rows - ROWS_IN_VIEW) // ROWS_PER_SCROLL) + 1


# ------------------------------------------------------------------ answer sheets
@register_task("venus")
class GUIBrowsingAnswerSheetWrong(VenusTask):
    """Compare each student's answer sheet (a PDF, the name inside it) with the answer
    key for one exercise; exactly one student got it wrong, another got the exercise next
    to it wrong.

    Success: the answer names that student (full name or first name) and nobody else.
    """

    app_names = ("files",)
    complexity = 2.5
    template = ("The folder Documents/Quiz holds the answer key and my students' answer sheets as PDFs. "
                "Which student got exercise {exercise} wrong?")
    variant_texts = {"zh": "Documents/Quiz 文件夹里有答案（answer key）和学生的答题卡 PDF。哪位学生第 {exercise} 题答错了？",
                     "paraphrase": "Check the answer sheets in Documents/Quiz against the answer key: who answered "
                                   "exercise {exercise} incorrectly?"}
    info = TaskInfo(Category.HGB, PUDAM(3, 3, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "pdf", "ocr", "compare"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n_ex, n = 8, rng.randint(3, 4)
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
        return TO_FOLDER + 2 * (len(self.params["sheets"]) + 1) - 1 + 1

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
        yield _open_files()
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
    """Scroll through Download in Files and compare the sizes it shows; a runner-up is
    close, and a bigger file sits in Documents.

    Success: the answer names the largest file in Download and no other file.
    """

    app_names = ("files",)
    complexity = 2.0
    template = "Which file in my Download folder is the largest? Give its name."
    variant_texts = {"zh": "我的 Download（下载）文件夹里哪个文件最大？请给出文件名。",
                     "paraphrase": "Find the biggest file in the Download folder and tell me what it is called."}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 3, 2, 3), Evaluation.ANSWER, tags=("read-many", "scroll", "max", "files"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        n = rng.randint(13, 16)
        kinds = [rng.choice(_KINDS) for _ in range(n)]
        names = sorted({f"{stem}_{rng.randrange(100, 1000)}{ext}" for stem, ext in kinds})
        sizes = rng.sample(range(6_000, 150_000, 997), len(names))
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
        # Files -> Show roots -> Downloads, scroll to the end, answer
        return 3 + _scrolls(len(self.params["files"])) + 1

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
        yield _open_files()
        yield A.answer(self.say(en=f"The largest file in Download is {best}.", zh=f"Download 里最大的文件是 {best}。"))

    def near_misses(self) -> list[NearMiss]:
        ranked = self._ranking()
        decoy = self.params["decoy"]["name"]
        return [NearMiss("the runner-up", give_answer(ranked[1])),
                NearMiss("the bigger file outside Download", give_answer(decoy)),
                NearMiss("the smallest", give_answer(ranked[-1])),
                *answer_misses(ranked[0], ranked[1], ranked)]


# ------------------------------------------------------------------ PDFs in a folder tree
_SUBFOLDERS = ("Work", "School", "Taxes", "Travel", "Recipes", "Manuals")
_STEMS = ("contract", "schedule", "receipt", "letter", "syllabus", "itinerary", "warranty", "form", "summary",
          "minutes", "guide", "ticket")


@register_task("venus")
class GUIBrowsingCountPdfs(VenusTask):
    """Count the PDFs in Documents and every folder inside it; other kinds of files, a
    ``.pdf.txt`` note and the PDFs in Download do not count.

    Success: the answer states that count and no other number.
    """

    app_names = ("files",)
    complexity = 2.0
    template = "How many PDF files are there in my Documents folder, counting the folders inside it too?"
    variant_texts = {"zh": "我的 Documents 文件夹里（包括其中的子文件夹）一共有多少个 PDF 文件？",
                     "paraphrase": "Count every PDF under Documents, subfolders included. How many are there?"}
    info = TaskInfo(Category.HGB, PUDAM(2, 2, 2, 2, 3), Evaluation.ANSWER, tags=("read-many", "count", "files"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        folders = rng.sample(_SUBFOLDERS, rng.randint(2, 3))
        paths = []
        for where in ["", *folders]:
            stems = rng.sample(_STEMS, rng.randint(3, 6))
            for stem in stems:
                ext = rng.choice((".pdf", ".pdf", ".txt", ".png", ".docx"))
                paths.append(f"{where}/{stem}{ext}".lstrip("/"))
        decoy = f"{rng.choice(folders)}/scan.pdf.txt"
        paths.append(decoy)
        count = sum(p.endswith(".pdf") for p in paths)
        if count == 0:
            paths[0] = paths[0][:paths[0].rfind(".")] + ".pdf"
            count = 1
        outside = [f"{rng.choice(_STEMS)}_copy.pdf" for _ in range(rng.randint(1, 2))]
        top = sum(p.endswith(".pdf") and "/" not in p for p in paths)
        return {"folders": folders, "paths": paths, "count": count, "outside": sorted(set(outside)), "top": top}

    @property
    def optimal_steps(self) -> int:
        # Files -> Show roots -> storage -> Documents, into and out of each folder (not after the last), answer
        return 4 + 2 * len(self.params["folders"]) - 1 + 1

    def setup(self, env) -> None:
        p = self.params
        rng = random.Random(p["seed"])
        files = {}
        for path in p["paths"]:
            ext = path[path.rfind("."):]
            files[f"{DOCS}/{path}"] = pdf.text_pdf(path, [text.paragraph(rng)]) if ext == ".pdf" \
                else text.paragraph(rng).encode()
        for name in p["outside"]:
            files[f"/sdcard/Download/{name}"] = pdf.text_pdf(name, [text.paragraph(rng)])
        seed_files(env.device, files)

    def verify(self, env) -> float:
        return float(_numbers_only(env.answer, self.params["count"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        n = self.params["count"]
        yield _open_files()
        yield A.answer(self.say(en=f"There are {n} PDF files in Documents.", zh=f"Documents 里一共有 {n} 个 PDF 文件。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        n = p["count"]
        return [NearMiss("one too many", give_answer(f"There are {n + 1} PDF files.")),
                NearMiss("one too few", give_answer(f"There are {n - 1} PDF files.")),
                NearMiss("the Download PDFs added", give_answer(f"There are {n + len(p['outside'])} PDFs.")),
                NearMiss("a hedge", give_answer(f"{n} or {n + 1} PDFs.")),
                *answer_misses(str(n), str(n + 1), [])[2:]]


# ------------------------------------------------------------------ the newest file in a folder
_DOC_NAMES = ("budget.xlsx", "notes.txt", "plan.pdf", "slides.pdf", "minutes.docx", "report.pdf", "draft.txt",
              "invoice.pdf", "contacts.csv", "roadmap.docx", "summary.txt", "timeline.pdf", "checklist.txt")


@register_task("venus")
class GUIBrowsingNewestInFolder(VenusTask):
    """Compare the modification dates Files shows in a folder ("Oct 12", "Dec 20, 2022",
    or a time for today): a file of December last year looks later by month, the
    runner-up is a day older, and a newer file sits in another folder.

    Success: the answer names the most recently modified file of the folder and no other.
    """

    app_names = ("files",)
    complexity = 1.0
    template = "Which file in my Documents/Work folder was modified most recently? Give its name."
    variant_texts = {"zh": "我的 Documents/Work 文件夹里哪个文件是最近修改的？请给出文件名。",
                     "paraphrase": "Look at Documents/Work and tell me the name of the file that was changed last."}
    info = TaskInfo(Category.HGB, PUDAM(2, 3, 3, 1, 2), Evaluation.ANSWER, tags=("files", "dates", "max"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        names = rng.sample(_DOC_NAMES, rng.randint(7, 9))
        newest_days = rng.randint(1, 4)
        ages = rng.sample(range(newest_days + 3, 200), len(names) - 3)   # in days, at noon-ish
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
        return TO_FOLDER + 1             # Files, Show roots, storage, Documents, Work, answer

    def setup(self, env) -> None:
        dev = env.device
        now = int(dev.run(["date", "+%s"]))
        today = datetime.datetime.fromtimestamp(now, datetime.timezone.utc).date()
        data = {f"{DOCS}/Work/{f['name']}": text.paragraph(random.Random(f["name"])).encode() for f in self.params["files"]}
        data[f"{DOCS}/Personal/{self.params['elsewhere']}"] = b"newer, but not in Work\n"
        seed_files(dev, data)
        for f in self.params["files"]:
            if f["days"] is None:                      # December 20 of last year
                day = datetime.datetime(today.year - 1, 12, 20, tzinfo=datetime.timezone.utc)
            else:
                day = datetime.datetime.combine(today - datetime.timedelta(days=f["days"]), datetime.time(),
                                                datetime.timezone.utc)
            stamp = int(day.timestamp()) + 60 * f["minutes"]
            dev.run(["touch", "-d", f"@{stamp}", f"{DOCS}/Work/{f['name']}"])
        dev.run(["touch", "-d", f"@{now - 3600}", f"{DOCS}/Personal/{self.params['elsewhere']}"])

    def verify(self, env) -> float:
        universe = [f["name"] for f in self.params["files"]] + [self.params["elsewhere"]]
        return float(exact_listing(env.answer, [self.params["answer"]], universe))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        p = self.params
        yield _open_files()
        yield A.answer(self.say(en=f"{p['answer']} was modified most recently.", zh=f"最近修改的是 {p['answer']}。"))

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        return [NearMiss("the runner-up, a day older", give_answer(p["runner_up"])),
                NearMiss("December of last year read as later", give_answer(p["trap"])),
                NearMiss("the newer file in another folder", give_answer(p["elsewhere"])),
                *answer_misses(p["answer"], p["runner_up"], [f["name"] for f in p["files"]])]
