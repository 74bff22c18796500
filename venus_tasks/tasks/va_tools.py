"""Vague instructions (VA) that need a tool app: the user says what they want done, naming
neither the tool nor where the result goes (``shared/reference/venusbench.md`` section 5,
VenusBench-Mobile's ``VagueZipxtractExtractFile`` and ``VagueCurrencyExchange``: extract a
zip without naming ZipXtract, a currency conversion in CalcYou). The result is read from
the device: files with the archive's exact bytes in the right folder (``apps/files``), a
text message stating the converted amount (``apps/sms``, ``verifiers.numbers``).
"""

from __future__ import annotations

import hashlib
import io
import posixpath
import random
import zipfile
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from typing import Any, Iterator

from apps import contacts, files, sms
from venus_tasks.data.archives import encrypted_zip_bytes, zip_bytes
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import leave_untouched
from verifiers.guard import MayChange
from verifiers.quantities import stated_amounts
from verifiers.phones import same_number

# (English name, Chinese name, file stem) of the meetings slides are for
MEETINGS = (("budget review", "预算评审会", "budget_review"), ("product launch", "产品发布会", "product_launch"),
            ("quarterly planning", "季度规划会", "quarterly_planning"), ("client pitch", "客户提案会", "client_pitch"),
            ("design sprint", "设计冲刺会", "design_sprint"), ("sales kickoff", "销售启动会", "sales_kickoff"))
COLLEAGUES = (("Maya Chen", "Maya"), ("Tom Berger", "Tom"), ("Priya Nair", "Priya"), ("Lucas Meyer", "Lucas"),
              ("Sofia Rossi", "Sofia"))
WORK_FOLDERS = ("Work", "Office", "Job")           # the folder of the user's work documents, by instance
OTHER_FOLDERS = {"Personal": ("passport_scan.pdf", "insurance.pdf"), "Recipes": ("lasagne.txt", "pancakes.txt"),
                 "Taxes": ("return_2023.pdf", "receipts.csv"), "Travel": ("boarding_pass.pdf", "hotel.pdf")}
WORK_FILES = ("Q3_report.pdf", "team_roster.csv", "org_chart.pdf", "onboarding.txt")
SLIDES = ("01_agenda.pdf", "02_context.pdf", "03_numbers.pdf", "04_next_steps.pdf", "speaker_notes.txt")
PASSWORD_WORDS = ("tulip", "harbor", "maple", "comet", "falcon", "cobalt", "juniper", "saffron")
DOCUMENTS = files.DOCUMENTS
DOWNLOAD = files.DOWNLOAD


def _blob(rng: random.Random, name: str, title: str) -> bytes:
    """A small document with seeded bytes (a PDF header for ``.pdf``)."""
    head = b"%PDF-1.4\n" if name.endswith(".pdf") else b""
    return head + f"{title} - {name}\n".encode() + rng.getrandbits(8 * 96).to_bytes(96, "big").hex().encode()


def _md5(data: bytes) -> str:
    return hashlib.md5(data).hexdigest()


def _clear_documents(device) -> None:
    """Remove what earlier tasks left in ``Documents`` (Markor's notes stay), so the
    folder pickers list only this instance's folders: the pickers show about ten rows."""
    for name in device.listdir(DOCUMENTS):
        if name != "Markor":
            device.remove(f"{DOCUMENTS}/{name}")


@register_task("venus")
class VagueSlidesFromColleague(VenusTask):
    """"<Colleague> sent me the slides for the <meeting> as a zip, and the password by text.
    Put them with my other work documents so I can open them.": Download holds the
    password-protected ``<meeting>_slides.zip`` (ZipCrypto; the password is in the middle of
    the colleague's SMS thread, so the list's snippet does not show it) and an unprotected
    decoy ``<other meeting>_slides.zip``; ``Documents`` has the user's work folder (``Work``,
    ``Office`` or ``Job``, with work files in it) and two other folders. Success: every
    entry of the right archive, byte for byte, in one folder under the work folder
    (ZipXtract makes ``<folder>/<archive name>/``; any subfolder is accepted), the work
    folder's own files unchanged and nothing else added there. Extracting to Download or
    another folder, the decoy archive, the zip copied unextracted or a partial extraction
    fail."""

    app_names = ("zipxtract", "simple sms messenger", "contacts")
    complexity = 4.0
    template = ("{first} sent me the slides for the {meeting} as a zip, and the password by text. Put them with my "
                "other work documents so I can open them.")
    variant_texts = {"zh": "{first}把{meeting_zh}的幻灯片打成 zip 发给我了，密码是用短信发的。把它们放到我其他工作文档那里，"
                           "让我能打开。",
                     "paraphrase": "The {meeting} slides came from {first} as a zip file; the password arrived in a "
                                   "text message. Please get them next to the rest of my work documents so I can "
                                   "open them."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 2, 2, 2), Evaluation.STATE, tags=("zipxtract", "files", "sms"))
    may_change = MayChange(stores=tuple(f"files:Documents/{w}/*" for w in WORK_FOLDERS) + ("zipxtract:data/*",))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        (meeting, meeting_zh, stem), (_, _, decoy_stem) = rng.sample(MEETINGS, 2)
        name, first = rng.choice(COLLEAGUES)
        password = f"{rng.choice(PASSWORD_WORDS)}{rng.randint(10, 99)}"
        work = rng.choice(WORK_FOLDERS)
        others = rng.sample(sorted(OTHER_FOLDERS), 2)
        slides = sorted(rng.sample(SLIDES, rng.randint(2, 4)))
        decoy = sorted(rng.sample(SLIDES, 2))
        return {"meeting": meeting, "meeting_zh": meeting_zh, "archive": f"{stem}_slides.zip",
                "decoy_archive": f"{decoy_stem}_slides.zip", "name": name, "first": first,
                "number": f"+1 415-555-{rng.randrange(10000):04d}", "password": password, "work": work,
                "others": others, "work_files": rng.sample(WORK_FILES, 2), "slides": slides, "decoy": decoy,
                "data_seed": rng.getrandbits(32)}

    # ------------------------------------------------------------------ the files
    def _contents(self) -> tuple[dict[str, bytes], dict[str, bytes], dict[str, bytes]]:
        """``(slides, decoy slides, the user's documents by path under Documents)``."""
        p = self.params
        rng = random.Random(p["data_seed"])
        slides = {n: _blob(rng, n, p["meeting"]) for n in p["slides"]}
        decoy = {n: _blob(rng, n, p["decoy_archive"]) for n in p["decoy"]}
        docs = {f"{p['work']}/{n}": _blob(rng, n, "work") for n in p["work_files"]}
        docs.update({f"{f}/{n}": _blob(rng, n, f) for f in p["others"] for n in OTHER_FOLDERS[f]})
        return slides, decoy, docs

    @property
    def work_dir(self) -> str:
        return f"{DOCUMENTS}/{self.params['work']}"

    def _messages(self, now_ms: int) -> list[sms.Sms]:
        p = self.params
        first_texts = self.say(
            en=(f"Hi! I just sent you the {p['meeting']} slides as a zip.", f"The password is {p['password']}",
                "Thanks, got it!", "Great, see you at the meeting."),
            zh=(f"嗨！我刚把{p['meeting_zh']}的幻灯片打成 zip 发给你了。", f"密码是 {p['password']}",
                "谢谢，收到了！", "好的，会上见。"))
        minute = 60_000
        kinds = (sms.TYPE_INBOX, sms.TYPE_INBOX, sms.TYPE_SENT, sms.TYPE_INBOX)
        thread = [sms.Sms(p["number"], body, now_ms - (40 - 2 * i) * minute, kind)
                  for i, (body, kind) in enumerate(zip(first_texts, kinds))]
        other = sms.Sms("+1 650-555-0142", self.say(en="Your gym door code this week is 5531.",
                                                    zh="本周健身房门禁密码是 5531。"), now_ms - 90 * minute)
        return [other, *thread]

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        slides, decoy, docs = self._contents()
        dev.clear_app(files.APP.package)      # the pickers open on Recent / the root, not where an earlier run left them
        _clear_documents(dev)
        for name in (p["archive"], p["decoy_archive"]):
            dev.remove(f"{DOWNLOAD}/{name}")
        files.push_files(dev, {**{f"{DOCUMENTS}/{rel}": data for rel, data in docs.items()},
                               f"{DOWNLOAD}/{p['decoy_archive']}": zip_bytes(decoy),
                               f"{DOWNLOAD}/{p['archive']}": encrypted_zip_bytes(slides, p["password"])})
        sms.make_default_sms_app(dev)
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contact(dev, p["name"], p["number"])
        sms.add_messages(dev, self._messages(sms.now_ms(dev)))
        self.before = {rel[len(p["work"]) + 1:]: _md5(d) for rel, d in docs.items() if rel.startswith(p["work"] + "/")}

    def verify(self, env) -> float:
        slides, _, _ = self._contents()
        after = files.fingerprints(env.device, self.work_dir)
        if any(after.get(rel) != digest for rel, digest in self.before.items()):
            return 0.0
        added = {rel: digest for rel, digest in after.items() if rel not in self.before}
        want = {name: _md5(data) for name, data in slides.items()}
        if not added or any(want.get(posixpath.basename(rel)) != digest for rel, digest in added.items()):
            return 0.0                                    # something else than the slides came in
        folders = {posixpath.dirname(rel) for rel in added}
        complete = any(all(added.get(posixpath.join(f, n)) == d for n, d in want.items()) for f in folders)
        return 1.0 if complete else 0.0

    # ------------------------------------------------------------------ reference
    def _extract(self, folder: str, which: str = "slides", leave_out: int = 0):
        """An apply: the archive's entries written under ``folder`` (relative to
        /sdcard), as ZipXtract writes them (``<folder>/<archive stem>/<entry>``)."""
        def apply(task, env) -> None:
            slides, decoy, _ = task._contents()
            entries, archive = (slides, task.params["archive"]) if which == "slides" else \
                (decoy, task.params["decoy_archive"])
            stem = archive.rpartition(".")[0]
            files.push_files(env.device, {f"/sdcard/{folder}/{stem}/{name}": entries[name]
                                          for name in sorted(entries)[leave_out:]})
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="ZipXtract")
        self._extract(f"Documents/{self.params['work']}")(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        work = f"Documents/{p['work']}"

        def copy_zip(task, env) -> None:
            data = files.read_file(env.device, f"{DOWNLOAD}/{p['archive']}")
            files.push_file(env.device, f"{DOCUMENTS}/{p['work']}/{p['archive']}", data)

        return [
            NearMiss("extracted into a new folder in Download", self._extract("Download/unpacked")),
            NearMiss("extracted into another Documents folder", self._extract(f"Documents/{p['others'][0]}")),
            NearMiss("the other meeting's slides extracted", self._extract(work, "decoy")),
            NearMiss("the zip copied, not extracted", copy_zip),
            NearMiss("one slide missing", self._extract(work, leave_out=1)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # SMS Messenger, the colleague's thread (the password); ZipXtract, Pick File, the
        # archive in Recent, Extract To, Documents, the work folder, USE THIS FOLDER, ALLOW,
        # Extract, the password, Extract; done
        return 14


# ------------------------------------------------------------------ CalcYou + SMS
# CalcYou 3.1's offline rates (units per euro; app/src/main/res/raw/currencies.csv as built
# with currencyApiVersion 2025-09-23: ``venus_tasks/sim/apps_ui/calcyou_currencies``, held
# equal by tests/test_va_tools.py). Name in CalcYou, as the user says it (en, zh), city,
# and the converter's rate; the market rate of late 2025 differs by a few per cent.
CURRENCIES = (("Australian Dollar", "Australian dollars", "澳元", "Sydney", "悉尼", 1.79196285),
              ("Brazilian Real", "Brazilian reais", "巴西雷亚尔", "Rio", "里约", 6.30520098),
              ("Canadian Dollar", "Canadian dollars", "加元", "Montreal", "蒙特利尔", 1.63383951),
              ("Swiss Franc", "Swiss francs", "瑞士法郎", "Zurich", "苏黎世", 0.93496171),
              ("Chinese Yuan Renminbi", "Chinese yuan", "人民币", "Shanghai", "上海", 8.40457352),
              ("Czech Koruna", "Czech korunas", "捷克克朗", "Prague", "布拉格", 24.23740081),
              ("Danish Krone", "Danish kroner", "丹麦克朗", "Copenhagen", "哥本哈根", 7.46488834))
# Scrolls of the Unit dropdown (13 rows shown, a scroll moves about 4) before each shows,
# counted on the default 1080x2400 screen from the top of the list.
UNIT_SCROLLS = {"Australian Dollar": 2, "Brazilian Real": 6, "Canadian Dollar": 9, "Swiss Franc": 10,
                "Chinese Yuan Renminbi": 11, "Czech Koruna": 13, "Danish Krone": 14}
FRIENDS = (("Ana Ruiz", "Ana"), ("Ben Carter", "Ben"), ("Lena Park", "Lena"), ("Omar Haddad", "Omar"),
           ("Jonas Weber", "Jonas"))


def _cents(value: float, rounding: str = ROUND_HALF_UP) -> int:
    """``value`` euros to whole cents (half up, or ``rounding``)."""
    return int(Decimal(repr(value)).scaleb(2).quantize(Decimal(1), rounding))


def euro_amount_matches(stated: Decimal, exact: float) -> bool:
    """True if ``stated`` is ``exact`` to the cent as a person writes it: rounded half up
    or cut after the cents, or given with more digits (within half a tenth of a cent)."""
    cents = {_cents(exact), _cents(exact, ROUND_DOWN)}
    return stated.scaleb(2) in cents or abs(stated - Decimal(repr(exact))) < Decimal("0.0005")


@register_task("venus")
class VagueLoanInEuros(VenusTask):
    """"I lent <friend> N <currency> in <city>. Text them how much that is in euros at my
    converter's rate so they can pay me back.": the device's converter is CalcYou, whose
    offline table (``CURRENCIES``) gives N / rate euros. Success: the new messages are all
    sent to that friend's number and, together, firmly state the euro amount to the cent
    and no other sum in euros (``verifiers.quantities.stated_amounts``; rounded half up or
    cut after the cents, see ``euro_amount_matches``). The amount unconverted, the rate applied the
    wrong way, today's market rate, whole euros, or the message to another contact fail.
    Seeded: the friend and two other contacts, an earlier thread with the friend."""

    app_names = ("calcyou", "simple sms messenger", "contacts")
    complexity = 5.0
    template = ("I lent {first} {amount} {currency} in {city}. Text {first} how much that is in euros at my "
                "converter's rate so I get paid back.")
    variant_texts = {"zh": "我在{city_zh}借给了{first} {amount} {currency_zh}。按我换算器里的汇率算成欧元，发短信告诉{first}"
                           "该还我多少。",
                     "paraphrase": "Back in {city} I lent {first} {amount} {currency}. Using the rate in my "
                                   "converter, message {first} the amount in euros so I can be repaid."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 3, 2, 2), Evaluation.STATE, tags=("calcyou", "currency", "sms"))
    may_change = MayChange(stores=("sms:messages", "calcyou:data/*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        unit, currency, currency_zh, city, city_zh, rate = rng.choice(CURRENCIES)
        while True:                   # whole euros must differ from the right amount by more than a cent
            amount = rng.randrange(15, 400, rng.choice((1, 5)))
            euros = amount / rate
            if 0.05 <= euros % 1 <= 0.95:
                break
        people = rng.sample(FRIENDS, 3)
        numbers = [f"+1 {rng.choice(('212', '415', '617'))}-555-{rng.randrange(10000):04d}" for _ in people]
        return {"unit": unit, "currency": currency, "currency_zh": currency_zh, "city": city, "city_zh": city_zh,
                "rate": rate, "amount": amount, "name": people[0][0], "first": people[0][1], "number": numbers[0],
                "others": [[p[0], n] for p, n in zip(people[1:], numbers[1:])]}

    @property
    def euros(self) -> float:
        """What the converter shows for the amount: amount / units per euro."""
        return self.params["amount"] / self.params["rate"]

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        sms.make_default_sms_app(dev)
        sms.clear_messages(dev)
        contacts.clear_contacts(dev)
        contacts.add_contacts(dev, [(name, number) for name, number in [[p["name"], p["number"]], *p["others"]]])
        now = sms.now_ms(dev)
        day = 86_400_000
        history = self.say(en=(f"Landed in {p['city']}! Lunch tomorrow?", "Sure, see you at noon."),
                           zh=(f"到{p['city_zh']}了！明天一起吃午饭？", "好啊，中午见。"))
        sms.add_messages(dev, [sms.Sms(p["number"], history[0], now - 9 * day),
                               sms.Sms(p["number"], history[1], now - 9 * day + 600_000, sms.TYPE_SENT)])
        self.before = self._messages(env)

    @staticmethod
    def _messages(env) -> list[tuple[str, str, int]]:
        return [(m.address, m.body, m.type) for m in sms.list_messages(env.device, "all")]

    def verify(self, env) -> float:
        p = self.params
        after = self._messages(env)
        added = [m for m in after if m not in self.before]
        if not added or len(after) != len(self.before) + len(added) \
                or any(kind != sms.TYPE_SENT or not same_number(address, p["number"]) for address, _, kind in added):
            return 0.0
        stated = stated_amounts("\n".join(body for _, body, _ in added), "EUR")
        return 1.0 if stated and all(euro_amount_matches(v, self.euros) for v in stated) else 0.0

    def _send(self, number: str, euros: str):
        def apply(task, env) -> None:
            text = task.say(en=f"Hi! The {task.params['amount']} {task.params['currency']} come to {euros} euros.",
                            zh=f"你好！{task.params['amount']}{task.params['currency_zh']}折合{euros}欧元。")
            sms.add_messages(env.device, [sms.Sms(number, text, sms.now_ms(env.device), sms.TYPE_SENT)])
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="CalcYou")
        cents = _cents(self.euros)
        self._send(self.params["number"], f"{cents // 100}.{cents % 100:02d}")(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        number = p["number"]

        def money(value: float) -> str:
            c = _cents(value)
            return f"{c // 100}.{c % 100:02d}"

        right = money(self.euros)
        return [
            NearMiss("the amount unconverted", self._send(number, str(p["amount"]))),
            NearMiss("the rate applied the wrong way", self._send(number, money(p["amount"] * p["rate"]))),
            NearMiss("today's market rate, not the converter's", self._send(number, money(self.euros / 1.03))),
            NearMiss("rounded to whole euros", self._send(number, str(round(self.euros)))),
            NearMiss("a cent off", self._send(number, money(self.euros + 0.01))),
            NearMiss("to another contact", self._send(p["others"][0][1], right)),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # CalcYou, the menu, Unit Converter, Currencies, Unit, the scrolls, the currency,
        # the value (the Euro row shows the amount); SMS Messenger, new conversation, the
        # name, the contact, the message, send; done
        return 14 + UNIT_SCROLLS[self.params["unit"]]


# ------------------------------------------------------------------ ZipXtract: Create
TAX_FILES = ("W-2_employer.pdf", "1099-INT_bank.pdf", "charity_receipts.pdf", "medical_bills.csv",
             "home_office.xlsx", "daycare_invoice.pdf")
TAX_FOLDERS = ("Taxes", "Tax papers", "Accounting")     # where the user keeps them, by instance
OTHER_DOC_FOLDERS = ("Recipes", "Travel", "Manuals")


@register_task("venus")
class VagueTaxPapersForAccountant(VenusTask):
    """"My accountant wants all my <year> tax papers in one file so I can email them. Get
    that ready.": ``Documents/<tax folder>`` (``Taxes``, ``Tax papers`` or ``Accounting``)
    has a folder for each of three years and a loose checklist; ``Documents`` has other
    folders too. Success: a new zip anywhere in shared storage whose files are exactly
    the asked year's files, byte for byte (entries under any folder; ZipXtract's "Folder"
    zips them under the folder's name), not encrypted, and the tax files untouched.
    Another year zipped, a file left out, the papers copied instead of zipped, or a
    password-protected zip fail."""

    app_names = ("zipxtract",)
    complexity = 4.0
    template = "My accountant wants all my {year} tax papers in one file so I can email them. Get that ready."
    variant_texts = {"zh": "会计要我把 {year} 年的全部报税材料放进一个文件里，方便我用邮件发过去。帮我准备好。",
                     "paraphrase": "Please bundle every {year} tax document of mine into a single file - my "
                                   "accountant wants them by email."}
    info = TaskInfo(Category.VA, PUDAM(2, 4, 2, 2, 2), Evaluation.STATE, tags=("zipxtract", "files"))
    may_change = MayChange(stores=("files:*.zip", "zipxtract:data/*"))

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        last = rng.choice((2022, 2023))
        years = [last - 2, last - 1, last]
        return {"folder": rng.choice(TAX_FOLDERS), "years": years, "year": rng.choice(years),
                "papers": {str(y): sorted(rng.sample(TAX_FILES, rng.randint(3, 4))) for y in years},
                "others": rng.sample(OTHER_DOC_FOLDERS, 2), "data_seed": rng.getrandbits(32)}

    @property
    def tax_dir(self) -> str:
        return f"{DOCUMENTS}/{self.params['folder']}"

    def _papers(self) -> dict[str, bytes]:
        """``{path under the tax folder: bytes}`` of every seeded tax file."""
        p = self.params
        rng = random.Random(p["data_seed"])
        out = {f"{y}/{n}": _blob(rng, n, f"taxes {y}") for y, names in p["papers"].items() for n in names}
        out["checklist.txt"] = _blob(rng, "checklist.txt", "what the accountant asked for")
        return out

    def _zips(self, env) -> set[str]:
        return {path for path in env.device.find_files("/sdcard") if path.lower().endswith(".zip")}

    def setup(self, env) -> None:
        p = self.params
        dev = env.device
        dev.clear_app(files.APP.package)      # the pickers open on the storage root
        _clear_documents(dev)
        for path in self._zips(env):
            if path.startswith(f"{DOCUMENTS}/") or path.startswith(f"{DOWNLOAD}/"):
                dev.remove(path)              # archives an earlier run left
        files.push_files(dev, {**{f"{self.tax_dir}/{rel}": data for rel, data in self._papers().items()},
                               **{f"{DOCUMENTS}/{folder}/notes.txt": f"{folder}\n".encode() for folder in p["others"]}})
        self.before_zips = self._zips(env)

    def verify(self, env) -> float:
        papers = self._papers()
        now = files.fingerprints(env.device, self.tax_dir)
        if any(now.get(rel) != _md5(data) for rel, data in papers.items()):
            return 0.0
        want = sorted((posixpath.basename(rel), data) for rel, data in papers.items()
                      if rel.startswith(f"{self.params['year']}/"))
        for path in sorted(self._zips(env) - self.before_zips):
            try:
                with zipfile.ZipFile(io.BytesIO(files.read_file(env.device, path))) as z:
                    entries = [i for i in z.infolist() if not i.is_dir()]
                    if any(i.flag_bits & 1 for i in entries):
                        continue                  # encrypted: the accountant could not open it
                    got = sorted((posixpath.basename(i.filename), z.read(i)) for i in entries)
            except (zipfile.BadZipFile, OSError, ValueError):
                continue
            if got == want:
                return 1.0
        return 0.0

    # ------------------------------------------------------------------ reference
    def _zip(self, year: int | None = None, leave_out: int = 0, name: str = "taxes.zip"):
        def apply(task, env) -> None:
            y = year or task.params["year"]
            chosen = {f"{y}/{posixpath.basename(rel)}": data for rel, data in sorted(task._papers().items())
                      if rel.startswith(f"{y}/")}
            chosen = dict(sorted(chosen.items())[leave_out:])
            files.push_file(env.device, f"{task.tax_dir}/{y}/{name}", zip_bytes(chosen))
        return apply

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield A.JSONAction(A.OPEN_APP, app_name="ZipXtract")
        self._zip(name=f"taxes_{self.params['year']}.zip")(self, env)
        yield A.done()

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        other = next(y for y in p["years"][::-1] if y != p["year"])

        def copied(task, env) -> None:
            files.push_files(env.device, {f"{DOWNLOAD}/for_accountant/{posixpath.basename(rel)}": data
                                          for rel, data in task._papers().items() if rel.startswith(f"{p['year']}/")})

        def encrypted(task, env) -> None:
            chosen = {posixpath.basename(r): d for r, d in task._papers().items() if r.startswith(f"{p['year']}/")}
            files.push_file(env.device, f"{DOWNLOAD}/taxes.zip", encrypted_zip_bytes(chosen, "secret"))

        return [
            NearMiss(f"the {other} papers zipped", self._zip(year=other)),
            NearMiss("a paper left out", self._zip(leave_out=1)),
            NearMiss("copied to a folder, not zipped", copied),
            NearMiss("zipped with a password", encrypted),
            NearMiss("untouched", leave_untouched),
        ]

    @property
    def optimal_steps(self) -> int:
        # ZipXtract, Create, Folder, Documents, the tax folder, the year, USE THIS FOLDER,
        # ALLOW, Save Zip To, USE THIS FOLDER (the year folder again), ALLOW, Compress ZIP,
        # the name, Non Encrypted; done
        return 15
