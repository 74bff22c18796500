"""Answers of the HGB tasks over Joplin and across Contacts and Simple Calendar Pro
(``hgb_prod_notes``, ``hgb_prod_cross``): correct answers phrased another way pass;
the decoy note, another note, a hedge, an off-by-one count or the repeat counted fail."""

from __future__ import annotations

from venus_tasks.tasks import hgb_prod_cross as C
from venus_tasks.tasks import hgb_prod_notes as N
from tests.answer_checks import check_answers

SEED = 4


def _check(env, cls, good: list[str], bad: list[str]) -> None:
    check_answers(env, cls, good, bad, SEED)


def test_note_mentions(env):
    p = N.GUIBrowsingJoplinNoteMentions.generate_random_params(SEED)
    t, other = p["answer"], next(x for x in p["members"] if x != p["answer"])
    good = [t, f"The note \"{t.lower()}\".", f"是《{t}》", f"It's {t.upper()} in {p['notebook']}."]
    bad = [p["elsewhere"], other, f"{t} or {p['elsewhere']}", ", ".join(p["members"]), "", "No note mentions it."]
    _check(env, N.GUIBrowsingJoplinNoteMentions, good, bad)


def test_contacts_with_events(env):
    p = C.GUIBrowsingContactsWithEvents.generate_random_params(SEED)
    k = p["count"]
    words = dict(enumerate("zero one two three four five six seven eight nine".split()))
    good = [f"{k}", f"{words[k]} contacts", f"{k} people: I see them between {p['start']} and {p['end']}.",
            f"有{k}位联系人", f"{k}人"]
    bad = [f"{k + 1} contacts", f"{k - 1} contacts", f"{k + 3} people", f"{k} or {k + 1}", ""]
    _check(env, C.GUIBrowsingContactsWithEvents, good, bad)


def test_contacts_with_events_reads_both_apps_at_length():
    """Five screens of contacts and the calendar past the week: 20+ optimal steps on every
    seed; the count is the contacts met in the week, once each."""
    for seed in range(30):
        t = C.GUIBrowsingContactsWithEvents(C.GUIBrowsingContactsWithEvents.generate_random_params(seed))
        assert t.optimal_steps >= 20, (seed, t.optimal_steps)
        p, s = t.params, t.params["start_day"]
        names = {c["name"] for c in p["contacts"]}
        week = [e for e in p["events"] if C.S.ts(s, 0) <= e["start"] < C.S.ts(s + 7, 0)]
        met = {n for e in week for n in names if e["title"].endswith(" " + n)}
        assert len(met) == p["count"] >= 1


def test_contacts_with_events_no_count_wins_blind():
    """No count answered without looking wins more than 15% of 200 instances (4-7 meetings
    let "5" win 29%, red-team of issue 25; now 1-9: the commonest, 9, is 13%)."""
    import collections
    from venus_tasks.registry import instance_seed

    cls = C.GUIBrowsingContactsWithEvents
    counts = collections.Counter(cls.generate_random_params(instance_seed(s, cls.__name__, 0))["count"]
                                 for s in range(200))
    assert counts.most_common(1)[0][1] <= 30, counts


