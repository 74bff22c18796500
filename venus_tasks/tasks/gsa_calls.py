"""GUI-state awareness (GSA), tracking calls: calls ring in while the agent works, and it
must handle each by a rule (VenusBench-Mobile's call tasks, ``shared/reference/
venusbench.md`` section 6: a blacklist, a repeated caller, a whitelist).

Unlike VenusBench-Mobile's wall-clock thread, the calls are noise events of kind
``call`` on step triggers, declared as data: every agent gets them at the same steps, and
none rings after the episode. A caller who is not picked up gives up after
``RING_STEPS`` steps (the call log says MISSED). Each goal says how many calls to expect,
so an agent waits for all of them; an episode that ends before the last call fails.
What is checked is what Android recorded: the call log's type per call (rejected,
missed, answered), or the answer for the repeated caller.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from apps import contacts, phone
from noise import NoiseSpec
from noise.call import random_number
from venus_tasks.env import actions as A
from venus_tasks.registry import register_task
from venus_tasks.task import PUDAM, Category, Evaluation, NearMiss, TaskInfo, VenusTask
from venus_tasks.tasks.common import give_answer, leave_untouched, then
from verifiers import screen
from verifiers.guard import MayChange
from verifiers.phones import dashed, same_number, stated_phone_numbers

RING_STEPS = 3                                   # steps a caller lets the phone ring
CALL_STEPS = ((2, 3), (8, 9), (14, 15), (20, 21))   # far enough apart that calls never overlap
# Under ``--event_clock wall`` (``noise.clock``): call i at 10-15 s + 10 s * i of device time
# (VenusBench-Mobile's thread: the first call after 10 s, then one every 10 s once the
# line is idle, ``shared/reference/venusbench.md`` section 6), each ringing RING_S seconds.
RING_S = 15
_NAMES = ("Dana Whitfield", "Omar Haddad", "Lena Fischer", "Ravi Menon", "Chloe Martin", "Kenji Sato",
          "Ana Costa", "Tom Becker")
_DIALER = "com.google.android.dialer"


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
    with each (``_action(i)``: ``"decline"``, ``"answer"`` or ``None`` to let it ring)."""

    app_names = ("phone",)
    complexity = 4.0                           # 40 steps: the last call rings near step 21
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 4, 1), Evaluation.STATE, tags=("tracking", "calls"))
    may_change = MayChange()

    def setup(self, env) -> None:
        phone.clear_call_log(env.device)
        contacts.clear_contacts(env.device)    # the call screen shows a contact's name, not the number

    def _action(self, i: int) -> str | None:
        raise NotImplementedError

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

    def verify(self, env) -> float:
        return float(_handled(self.params["calls"], phone.list_calls(env.device)) == self.expected_types())

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


@register_task("venus")
class GUIStateDeclineBlacklistedCalls(_CallTracking):
    """Four calls; decline the two from the blacklist the goal gives, let the others ring.
    Success: the call log holds the four calls, the blacklisted ones rejected and the
    others missed (none answered)."""

    template = ("Four calls will come in over the next few minutes. Decline every call from {blocked_a} or "
                "{blocked_b} as soon as it rings. Do not answer or decline any other call; let it ring. Stay "
                "until all four calls have come.")
    variant_texts = {"zh": "接下来几分钟内会有四个来电。{blocked_a} 或 {blocked_b} 打来的每个电话，一响就立即拒接。"
                           "其他来电既不要接听也不要拒接，让它一直响。请一直等到四个来电都打进来为止。",
                     "paraphrase": ("Over the next few minutes you will get four phone calls. Whenever {blocked_a} "
                                    "or {blocked_b} calls, reject the call right away. Leave every other call "
                                    "ringing, neither answering nor rejecting it. Don't stop before all four "
                                    "calls have arrived.")}
    noise_plan = _schedule(4)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        calls = _numbers(rng, 4)
        blocked = rng.sample(range(4), 2)
        return {"calls": calls, "blocked": sorted(blocked),
                "blocked_a": dashed(calls[min(blocked)]), "blocked_b": dashed(calls[max(blocked)])}

    def _action(self, i: int) -> str | None:
        return "decline" if i in self.params["blocked"] else None

    def near_misses(self) -> list[NearMiss]:
        calls = self.params["calls"]
        inverted = [phone.MISSED if t == phone.REJECTED else phone.REJECTED for t in self.expected_types()]
        return [*super().near_misses(),
                NearMiss("declined the other callers", _log(*zip(calls, inverted)))]


@register_task("venus")
class GUIStateAnswerContactsOnly(_CallTracking):
    """Four calls, two from people in Contacts and two from unknown numbers; answer (and
    end) the contacts' calls, decline the others. Success: the call log holds the four
    calls, the contacts' answered and the unknown ones rejected."""

    app_names = ("phone", "contacts")
    template = ("Four calls will come in over the next few minutes. Answer the calls from people in my contacts "
                "and hang up right after; decline every call from a number that is not in my contacts. Stay "
                "until all four calls have come.")
    variant_texts = {"zh": "接下来几分钟内会有四个来电。我通讯录里的人打来的电话要接听，接通后马上挂断；"
                           "不在我通讯录里的号码打来的电话一律拒接。请一直等到四个来电都打进来为止。",
                     "paraphrase": ("You will get four phone calls over the next few minutes. If the caller is "
                                    "one of my contacts, pick up and then end the call immediately; if the "
                                    "number is not in my contacts, reject the call. Don't stop before all four "
                                    "calls have arrived.")}
    noise_plan = _schedule(4)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = _numbers(rng, 6)
        calls, others = numbers[:4], numbers[4:]                      # others: contacts who do not call
        known = sorted(rng.sample(range(4), 2))
        names = rng.sample(_NAMES, 4)
        book = [(names[j], calls[i]) for j, i in enumerate(known)] + list(zip(names[2:], others))
        return {"calls": calls, "known": known, "book": book}

    def setup(self, env) -> None:
        super().setup(env)
        for name, number in self.params["book"]:
            contacts.add_contact(env.device, name, dashed(number))

    def _action(self, i: int) -> str | None:
        return "answer" if i in self.params["known"] else "decline"

    def near_misses(self) -> list[NearMiss]:
        calls = self.params["calls"]
        return [*super().near_misses(),
                NearMiss("answered every call", _log(*((c, phone.INCOMING) for c in calls))),
                NearMiss("answered the unknown callers", _log(
                    *((c, phone.INCOMING if t == phone.REJECTED else phone.REJECTED)
                      for c, t in zip(calls, self.expected_types()))))]


@register_task("venus")
class GUIStateRepeatedCaller(_CallTracking):
    """Four calls from three numbers, one of them twice; the agent lets them ring and then
    names the number that called twice. Success: the call log holds the four calls, none
    answered, and the answer names exactly the repeated number (in any format)."""

    template = ("Four calls will come in over the next few minutes. Don't answer them. When all four have come, "
                "tell me the phone number that called more than once.")
    variant_texts = {"zh": "接下来几分钟内会有四个来电。不要接听。四个来电都打进来之后，告诉我哪个电话号码打来了不止一次。",
                     "paraphrase": ("Over the next few minutes you will get four phone calls; leave them all "
                                    "unanswered. Once all four have arrived, let me know which phone number "
                                    "called more than once.")}
    info = TaskInfo(Category.GSA, PUDAM(4, 3, 3, 1, 3), Evaluation.ANSWER, tags=("tracking", "calls"))
    noise_plan = _schedule(4)

    @classmethod
    def sample_params(cls, rng: random.Random) -> dict[str, Any]:
        numbers = _numbers(rng, 3)
        first, second = sorted(rng.sample(range(4), 2))
        rest = iter(numbers[1:])
        calls = [numbers[0] if i in (first, second) else next(rest) for i in range(4)]
        return {"calls": calls, "repeated": numbers[0]}

    def _action(self, i: int) -> str | None:
        return None

    def verify(self, env) -> float:
        types = _handled(self.params["calls"], phone.list_calls(env.device))
        named = set(stated_phone_numbers(env.answer))   # a hedged number is none
        return float(types is not None and phone.INCOMING not in types and named == {self.params["repeated"]})

    def oracle(self, env) -> Iterator[A.JSONAction]:
        yield from super().oracle(env)
        number = dashed(self.params["repeated"])
        yield A.answer(self.say(en=f"The number that called twice was {number}.",
                                zh=f"打来两次的号码是 {number}。"))

    def near_misses(self) -> list[NearMiss]:
        calls, repeated = self.params["calls"], self.params["repeated"]
        other = next(c for c in calls if c != repeated)
        missed = _log(*((c, phone.MISSED) for c in calls))

        it_was = lambda number: self.say(en=f"It was {dashed(number)}.", zh=f"是 {dashed(number)}。")  # noqa: E731
        every = ", ".join(dashed(c) for c in sorted(set(calls)))
        return [NearMiss("named another caller", then(missed, give_answer(it_was(other)))),
                NearMiss("named every caller", then(missed, give_answer(every))),
                NearMiss("answered the calls", then(_log(*((c, phone.INCOMING) for c in calls)),
                                                    give_answer(it_was(repeated)))),
                NearMiss("right number, no calls waited for", give_answer(it_was(repeated))),
                NearMiss("nothing", leave_untouched)]
