"""GUI-state awareness (GSA), tracking calls: eight calls ring in while the agent works,
and it must handle each by a rule (VenusBench-Mobile's call tasks, ``shared/reference/
venusbench.md`` section 6: a blacklist whose other callers get a text, a repeated caller
written into Markor, a whitelist).

The calls are noise events of kind ``call``, declared as data. By default they fire on
step triggers (call ``i`` at step 2-3 + 5 i): every agent gets them at the same steps,
and none rings after the episode; under ``--event_clock wall`` at seeded device times
instead (``noise.clock``). A caller who is not picked up gives up after ``RING_STEPS``
steps (the call log says MISSED). Each goal says how many calls to expect, so an agent
waits for all of them; an episode that ends before the last call fails. What is checked
is what Android recorded: the call log's type per call (rejected, missed, answered), and
what the agent wrote into the second app (the sent SMS, the Markor note).
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, markor, phone, sms
from noise import NoiseSpec
from noise.call import random_number
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from variants import zh
from venus_tasks.tasks.common import leave_untouched, then
from verifiers import screen
from verifiers.guard import MayChange
from verifiers.phones import dashed, same_number, stated_phone_numbers

RING_STEPS = 3                                   # steps a caller lets the phone ring
N_CALLS = 8                                      # VenusBench-Mobile's tracking tasks: 8 calls each
# call i at step 2-3 + 5 i: a caller left ringing gives up 3 steps in, so calls never overlap
CALL_STEPS = tuple((2 + 5 * i, 3 + 5 * i) for i in range(N_CALLS))
# Under ``--event_clock wall`` (``noise.clock``): call i at 10-15 s + 10 s * i of device time
# (VenusBench-Mobile's thread: the first call after 10 s, then one every 10 s once the
# line is idle, ``shared/reference/venusbench.md`` section 6), each ringing RING_S seconds.
RING_S = 15
# the GUI solver's actions on a call (``venus_tasks/solvers/gsa_calls.py``): decline taps
# Decline, answer taps Answer then End call, a call left alone is waited out (RING_STEPS)
HANDLING_STEPS = {"decline": 1, "answer": 2, None: RING_STEPS}
_NAMES = ("Dana Whitfield", "Omar Haddad", "Lena Fischer", "Ravi Menon", "Chloe Martin", "Kenji Sato",
          "Ana Costa", "Tom Becker")
_DIALER = "com.google.android.dialer"
_MARKOR_BROWSING = ("markor:QuickNote.md", "markor:todo.txt")     # Markor writes these when opened


def _schedule(n: int) -> tuple[NoiseSpec, ...]:
    """One ``call`` event per caller ``{calls[i]}``, at the i-th step range (its wall time:
    ``wall_window(i)``)."""
    return tuple(NoiseSpec("call", step=CALL_STEPS[i], wall_s=wall_window(i),
                           args={"number": f"{{calls[{i}]}}", "ring_steps": RING_STEPS, "ring_s": RING_S})
                 for i in range(n))


def wall_window(i: int) -> tuple[float, float]:
    """The seconds into the episode event ``i`` of a tracking task fires at under the wall
    event clock: 10-15 s for the first, 10 s later for each next (VenusBench-Mobile's
    threads: the first after 10-15 s, then one every 10 s)."""
    return (10.0 + 10 * i, 15.0 + 10 * i)


def _numbers(rng: random.Random, n: int) -> list[str]:
    found: list[str] = []
    while len(found) < n:
        number = random_number(rng)
        if number not in found:
            found.append(number)
    return found


def _handled(calls: list[str], log: list[phone.Call]) -> list[int] | None:
    """The call-log type of each scheduled call in order, or None if the log does not
    hold exactly those calls (one missing: the episode ended before it rang)."""
    if len(log) != len(calls) or not all(same_number(c, row.number) for c, row in zip(calls, log)):
        return None
    return [row.type for row in log]


def _log(*entries: tuple[str, int]):
    """A near-miss ``apply`` that writes these (number, type) rows to the call log."""
    def apply(task, env) -> None:
        phone.add_calls(env.device, [phone.Call(n, t, 1_700_000_000_000 + i * 60_000) for i, (n, t) in
                                     enumerate(entries)])
    return apply


class _CallTracking(VenusTask):
    """Calls ``params["calls"]`` ring in at ``CALL_STEPS``; the subclass says what to do
    with each (``_action(i)``: ``"decline"``, ``"answer"`` or ``None`` to let it ring) and
    what is written once they all came (``after_steps``: the GUI solver's actions for it)."""

    app_names = ("phone",)
    complexity = 5.0                           # 50 steps: the last call rings near step 38
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 1), Evaluation.STATE, tags=("tracking", "calls"))
    may_change = MayChange()

    def setup(self, env) -> None:
        phone.clear_call_log(env.device)
        contacts.clear_contacts(env.device)    # the call screen shows a contact's name, not the number

    def _action(self, i: int) -> str | None:
        raise NotImplementedError

    def after_steps(self) -> int:
        """The GUI solver's actions after the last call (0: nothing to write)."""
        return 0

    @property
    def optimal_steps(self) -> int:
        """The GUI solver's: a ``wait`` a step until each call rings (call ``i`` at its drawn
        step), its handling (``HANDLING_STEPS``), then ``after_steps``."""
        last = self.noise_events[len(self.params["calls"]) - 1].trigger.step
        return last + HANDLING_STEPS[self._action(len(self.params["calls"]) - 1)] + self.after_steps()

    def oracle(self, env) -> Iterator[A.JSONAction]:
        for i in range(len(self.params["calls"])):
            while phone.call_state(env.device) != "RINGING":
                yield A.JSONAction(A.WAIT)
            what = self._action(i)
            if what is None:
                while phone.call_state(env.device) == "RINGING":
                    yield A.JSONAction(A.WAIT)
                continue
            yield _tap_call(env, f"incoming_call_{what}")
            if what == "answer":
                yield A.JSONAction(A.WAIT)
                yield _tap_call(env, "incall_end_call")

    def expected_types(self) -> list[int]:
        kinds = {"decline": phone.REJECTED, "answer": phone.INCOMING, None: phone.MISSED}
        return [kinds[self._action(i)] for i in range(len(self.params["calls"]))]

    def calls_handled(self, env) -> bool:
        return _handled(self.params["calls"], phone.list_calls(env.device)) == self.expected_types()

    def verify(self, env) -> float:
        return float(self.calls_handled(env))

    def near_misses(self) -> list[NearMiss]:
        calls = self.params["calls"]
        return [NearMiss("declined every call", _log(*((c, phone.REJECTED) for c in calls))),
                NearMiss("let every call ring", _log(*((c, phone.MISSED) for c in calls))),
                NearMiss("stopped before the last call", _log(*zip(calls[:-1], self.expected_types()[:-1]))),
                NearMiss("nothing happened", leave_untouched)]


def _tap_call(env, rid: str) -> A.JSONAction:
    e = screen.first(screen.elements(env.device), rid=rid, package=_DIALER)
    if e is None or e.bbox is None:
        raise RuntimeError(f"reference solution: no {rid} on the call screen")
    x, y = e.bbox.center
    return A.JSONAction(A.CLICK, x=x, y=y)


# ---------------------------------------------------------------------- blacklist, then text back
_CALLBACK_TEXTS = ("Sorry I missed your call, I will call you back", "Busy right now, I will call you later",
                   "Missed your call, text me what it is about")
CALLBACK_TEXTS_ZH = {"Sorry I missed your call, I will call you back": "抱歉没接到你的电话，我稍后回电",
                     "Busy right now, I will call you later": "现在在忙，稍后给你打电话",
                     "Missed your call, text me what it is about": "没接到你的电话，发短信告诉我什么事"}


def _sent(*pairs: tuple[str, str]):
    """A near-miss ``apply`` that writes these (number, body) rows to the SMS sent box."""
    def apply(task, env) -> None:
        now = sms.now_ms(env.device)
        sms.add_messages(env.device, [sms.Sms(n, b, now, sms.TYPE_SENT) for n, b in pairs])
    return apply


@register_task("venus")
class GUIStateDeclineBlacklistedCalls(_CallTracking):
    """Eight calls (VenusBench-Mobile's ``GSATrackingBlacklistBlockAndSendSms``): decline
    every call from the goal's blacklist (six of the callers and one number that never
    calls), let the others ring, then text each caller not on the list the goal's reply in
    Simple SMS Messenger. Success: the call log holds the eight calls, the blacklisted
    ones rejected and the others missed (none answered), and the sent box holds exactly
    one message per caller not on the list, to that number, whose body is the reply
    (case, whitespace and final punctuation aside; Chinese in the ``zh`` variant)."""

    app_names = ("phone", "simple sms messenger")
    complexity = 7.0                           # the last call near step 38, then two texts of 5 steps
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 3), Evaluation.STATE, tags=("tracking", "calls"))
    template = ("Eight calls will come in over the next few minutes. Decline every call from a number on my "
                "blacklist as soon as it rings: {blacklist}. Do not answer or decline any other call; let it "
                "ring. When all eight calls have come, send each caller who is not on the blacklist the text "
                "\"{reply}\" in Simple SMS Messenger, and send nothing else.")
    variant_texts = {"zh": "接下来几分钟内会有八个来电。我的黑名单上的号码打来的每个电话，一响就立即拒接：{blacklist}。"
                           "其他来电既不要接听也不要拒接，让它一直响。八个来电都打进来之后，用 Simple SMS Messenger "
                           "给每个不在黑名单上的来电者发短信“{reply}”，不要发送其他任何内容。",
                     "paraphrase": ("Over the next few minutes you will get eight phone calls. Whenever a number "
                                    "from my blacklist ({blacklist}) calls, reject the call right away. Leave "
                                    "every other call ringing, neither answering nor rejecting it. Once all "
                                    "eight calls have arrived, text \"{reply}\" to every caller who is not on "
                                    "the blacklist using Simple SMS Messenger, and send nothing more.")}
    may_change = MayChange(stores=("sms:messages",))
    noise_plan = _schedule(N_CALLS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = _numbers(rng, N_CALLS + 1)
        calls, never = numbers[:N_CALLS], numbers[N_CALLS]
        blocked = sorted(rng.sample(range(N_CALLS), 6))
        listed = [calls[i] for i in blocked] + [never]
        rng.shuffle(listed)
        reply = rng.choice(_CALLBACK_TEXTS)
        return zh.with_data({"calls": calls, "blocked": blocked, "never": never,
                             "blacklist": ", ".join(dashed(n) for n in listed), "reply": reply,
                             "text_back": [c for i, c in enumerate(calls) if i not in blocked]},
                            reply=CALLBACK_TEXTS_ZH[reply])

    def setup(self, env) -> None:
        super().setup(env)
        sms.clear_messages(env.device)
        sms.make_default_sms_app(env.device)

    def _action(self, i: int) -> str | None:
        return "decline" if i in self.params["blocked"] else None

    def after_steps(self) -> int:
        """Open SMS Messenger; for each caller: +, the number, confirm, the text, send; BACK
        to the list between two (the keyboard and the thread, the keyboard and New
        conversation)."""
        k = len(self.params["text_back"])
        return 1 + 5 * k + 4 * (k - 1)

    def verify(self, env) -> float:
        p = self.params
        sent = sorted((sms.number_key(m.address), as_sent(m.body)) for m in sms.list_messages(env.device, "sent"))
        return float(self.calls_handled(env)
                     and sent == sorted((sms.number_key(n), as_sent(p["reply"])) for n in p["text_back"]))

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from super().oracle(env)
        now = sms.now_ms(env.device)
        sms.add_messages(env.device, [sms.Sms(n, self.params["reply"], now, sms.TYPE_SENT)
                                      for n in self.params["text_back"]])
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        p = self.params
        calls, types = p["calls"], self.expected_types()
        inverted = [phone.MISSED if t == phone.REJECTED else phone.REJECTED for t in types]
        right = _log(*zip(calls, types))
        texts = [(n, p["reply"]) for n in p["text_back"]]
        return [NearMiss("declined every call", then(_log(*((c, phone.REJECTED) for c in calls)), _sent(*texts))),
                NearMiss("declined the other callers", then(_log(*zip(calls, inverted)), _sent(*texts))),
                NearMiss("declined right, texted nobody", right),
                NearMiss("texted the blacklisted callers too", then(right, _sent(*[(c, p["reply"]) for c in calls]))),
                NearMiss("texted the number that never called", then(right, _sent(*texts, (p["never"], p["reply"])))),
                NearMiss("another text", then(right, _sent(*[(n, "Call me") for n in p["text_back"]]))),
                NearMiss("stopped before the last call", then(_log(*zip(calls[:-1], types[:-1])), _sent(*texts))),
                NearMiss("nothing happened", leave_untouched)]


def as_sent(text: str) -> str:
    """A sent body as compared: case, whitespace and final punctuation (English or Chinese)
    do not count."""
    return " ".join(text.split()).casefold().rstrip(".!?。！？")


# ---------------------------------------------------------------------- contacts only
@register_task("venus")
class GUIStateAnswerContactsOnly(_CallTracking):
    """Eight calls, four from people in Contacts and four from unknown numbers; answer
    (and end) the contacts' calls, decline the others. Two more contacts never call.
    Success: the call log holds the eight calls, the contacts' answered and the unknown
    ones rejected."""

    app_names = ("phone", "contacts")
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 2), Evaluation.STATE, tags=("tracking", "calls"))
    template = ("Eight calls will come in over the next few minutes. Answer the calls from people in my contacts "
                "and hang up right after; decline every call from a number that is not in my contacts. Stay "
                "until all eight calls have come.")
    variant_texts = {"zh": "接下来几分钟内会有八个来电。我通讯录里的人打来的电话要接听，接通后马上挂断；"
                           "不在我通讯录里的号码打来的电话一律拒接。请一直等到八个来电都打进来为止。",
                     "paraphrase": ("You will get eight phone calls over the next few minutes. If the caller is "
                                    "one of my contacts, pick up and then end the call immediately; if the "
                                    "number is not in my contacts, reject the call. Don't stop before all eight "
                                    "calls have arrived.")}
    noise_plan = _schedule(N_CALLS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = _numbers(rng, N_CALLS + 2)
        calls, others = numbers[:N_CALLS], numbers[N_CALLS:]          # others: contacts who do not call
        known = sorted(rng.sample(range(N_CALLS), 4))
        names = rng.sample(_NAMES, 6)
        book = [(names[j], calls[i]) for j, i in enumerate(known)] + list(zip(names[4:], others))
        return {"calls": calls, "known": known, "book": book}

    def setup(self, env) -> None:
        super().setup(env)
        contacts.add_contacts(env.device, [(name, dashed(number)) for name, number in self.params["book"]])

    def _action(self, i: int) -> str | None:
        return "answer" if i in self.params["known"] else "decline"

    def near_misses(self) -> list[NearMiss]:
        calls = self.params["calls"]
        return [*super().near_misses(),
                NearMiss("answered every call", _log(*((c, phone.INCOMING) for c in calls))),
                NearMiss("answered the unknown callers", _log(
                    *((c, phone.INCOMING if t == phone.REJECTED else phone.REJECTED)
                      for c, t in zip(calls, self.expected_types()))))]


# ---------------------------------------------------------------------- repeated caller, into Markor
NOTE = "caller.md"


@register_task("venus")
class GUIStateRepeatedCaller(_CallTracking):
    """Eight calls from six numbers, one of them three times (VenusBench-Mobile's
    ``GSATrackingPhoneCall``: 1 number x3 + 5 others); the agent lets them ring and then
    writes the number that called more than once into a new Markor note ``caller.md``.
    Success: the call log holds the eight calls, none answered, and ``caller.md`` states
    exactly the repeated number (in any format; a hedged number states none,
    ``verifiers.phones.stated_phone_numbers``)."""

    app_names = ("phone", "markor")
    complexity = 6.0
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 3), Evaluation.STATE, tags=("tracking", "calls"))
    template = ("Eight calls will come in over the next few minutes. Don't answer them. When all eight have come, "
                "create a note in Markor named {note} that contains the phone number that called more than once.")
    variant_texts = {"zh": "接下来几分钟内会有八个来电。不要接听。八个来电都打进来之后，在 Markor 中新建一个名为 {note} "
                           "的笔记，写上打来不止一次的那个电话号码。",
                     "paraphrase": ("Over the next few minutes you will get eight phone calls; leave them all "
                                    "unanswered. Once all eight have arrived, make a Markor note called {note} "
                                    "holding the phone number that called more than once.")}
    may_change = MayChange(stores=(f"markor:{NOTE}", *_MARKOR_BROWSING))
    noise_plan = _schedule(N_CALLS)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = _numbers(rng, 6)
        times = set(rng.sample(range(N_CALLS), 3))
        rest = iter(numbers[1:])
        calls = [numbers[0] if i in times else next(rest) for i in range(N_CALLS)]
        return {"calls": calls, "repeated": numbers[0], "note": NOTE}

    def setup(self, env) -> None:
        super().setup(env)
        markor.clear_notes(env.device)

    def _action(self, i: int) -> str | None:
        return None

    def after_steps(self) -> int:
        """Open Markor, then +, the name, OK, the number, BACK, BACK (``mr_more.create_note``)."""
        return 7

    def verify(self, env) -> float:
        types = _handled(self.params["calls"], phone.list_calls(env.device))
        note = markor.read_notes(env.device).get(NOTE)
        named = set(stated_phone_numbers(note or ""))
        return float(types is not None and phone.INCOMING not in types and named == {self.params["repeated"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from super().oracle(env)
        markor.write_note(env.device, NOTE, dashed(self.params["repeated"]))
        yield A.JSONAction(A.NAVIGATE_HOME)

    def near_misses(self) -> list[NearMiss]:
        calls, repeated = self.params["calls"], self.params["repeated"]
        other = next(c for c in calls if c != repeated)
        missed = _log(*((c, phone.MISSED) for c in calls))

        def note(text: str, name: str = NOTE):
            return lambda task, env: markor.write_note(env.device, name, text)

        every = ", ".join(dashed(c) for c in sorted(set(calls)))
        return [NearMiss("noted another caller", then(missed, note(dashed(other)))),
                NearMiss("noted every caller", then(missed, note(every))),
                NearMiss("answered the calls", then(_log(*((c, phone.INCOMING) for c in calls)),
                                                    note(dashed(repeated)))),
                NearMiss("right number, no calls waited for", note(dashed(repeated))),
                NearMiss("right number, another note", then(missed, note(dashed(repeated), "calls.md"))),
                NearMiss("right number, stopped before the last call",
                         then(_log(*((c, phone.MISSED) for c in calls[:-1])), note(dashed(repeated)))),
                NearMiss("nothing", leave_untouched)]
