from verifiers.answer import KeyFacts, exact_item, mentions, normalize, states_negation
from verifiers.state import int_setting, rows_removed_exactly, rows_unchanged


def test_normalize_and_mentions_respect_word_boundaries():
    assert normalize("  Food,  HOUSING!\n") == "food housing"
    assert mentions("Food, Housing and Health Care.", "health care")
    assert not mentions("I wrote a note", "no")
    assert mentions("kyoto.md", "kyoto.md") and mentions("It is Kyoto", "kyoto")
    assert not mentions("anything", "")


def test_negation_markers():
    assert states_negation("Those expenses don't exist.")
    assert states_negation("There is no expense named Taxi")
    assert not states_negation("I deleted Taxi, Gym and Rent.")


def test_key_facts_fraction_and_forbidden():
    kf = KeyFacts((("food",), ("health care", "healthcare")), forbidden=("groceries",), min_fraction=1.0)
    assert kf.score("Food and healthcare") == 1.0 and kf.passes("Food and healthcare")
    assert kf.score("Food only") == 0.5 and not kf.passes("Food only")
    assert kf.score("Food, health care, groceries") == 0.0
    assert kf.score("") == 0.0


def test_exact_item_rejects_extra_items():
    others = ["kyoto.md", "lisbon.md"]
    assert exact_item("hanoi.md", "hanoi.md", others, (".md",))
    assert exact_item("The answer is Hanoi", "hanoi.md", others, (".md",))
    assert not exact_item("hanoi.md or kyoto.md", "hanoi.md", others, (".md",))
    assert not exact_item("kyoto.md", "hanoi.md", others, (".md",))


def test_state_predicates():
    before = [{"id": 1, "n": "a"}, {"id": 2, "n": "b"}]
    assert rows_unchanged(before, list(reversed(before)))
    assert not rows_unchanged(before, before[:1])
    assert rows_removed_exactly(before, [{"id": 2, "n": "b"}], {1}, "id")
    assert not rows_removed_exactly(before, [{"id": 2, "n": "B"}], {1}, "id")
    assert int_setting("1.0") == 1 and int_setting(None, 7) == 7 and int_setting("x") == 0
