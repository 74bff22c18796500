"""``verifiers.naming``: the one name asked for, in any case or spelling of its separators,
and no other; a longer name that contains it is another name."""

from verifiers.naming import named, names_only

TITLES = ["harbor_walk", "harbor_walk_edit", "lantern_draft", "city_lights"]


def test_the_name_in_any_case_or_separator_and_with_an_extension():
    for answer in ("harbor_walk", "It is HARBOR WALK.", "harbor_walk.mp4, 0:17", "是 harbor_walk，17秒"):
        assert names_only(answer, "harbor_walk", TITLES[1:]), answer


def test_a_longer_name_containing_it_is_another_name():
    assert named("harbor_walk_edit", TITLES) == {"harbor_walk_edit"}
    assert not names_only("harbor_walk_edit", "harbor_walk", TITLES[1:])
    assert named("Nadia Vale & Friends, and Nadia Vale", ["Nadia Vale", "Nadia Vale & Friends"]) == \
        {"Nadia Vale", "Nadia Vale & Friends"}


def test_other_names_or_none_fail():
    assert not names_only("harbor_walk or city_lights", "harbor_walk", TITLES[1:])
    assert not names_only("harbor_walk, lantern_draft", "harbor_walk", TITLES[1:])
    # a name given only to be rejected is not stated (verifiers.rivals): "A, not B" names A
    assert names_only("harbor_walk, not lantern_draft", "harbor_walk", TITLES[1:])
    assert not names_only("0:17", "harbor_walk", TITLES[1:])
    assert not names_only("harborwalk", "harbor_walk", TITLES[1:])
