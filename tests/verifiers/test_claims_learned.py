"""The learned claims reader (:mod:`verifiers.claims_learned`, issue 25): training is
deterministic and the committed weights file is exactly what ``python -m verifiers.claims_learned
train`` writes; the reader reads plain answers in English and Chinese; its features name forms,
never the entity. Its cross-validation is ``test_claims_learned_cv.py`` (about a minute)."""

from __future__ import annotations

import pytest

from verifiers import claims_learned as CL


def test_the_weights_file_is_what_train_writes():
    assert CL.train_corpus().to_json() == CL.WEIGHTS.read_text(encoding="utf-8")


def test_training_is_deterministic_and_learns_a_separable_toy_set():
    samples = [{"bias", "w:gone"}, {"bias", "w:done"}, {"bias", "w:gone", "w:x"}, {"bias", "w:done", "w:y"}]
    labels = [["not_exist"], ["did"], ["not_exist"], ["did"]]
    first, second = CL.train(samples, labels, min_count=1), CL.train(samples, labels, min_count=1)
    assert first.to_json() == second.to_json()
    assert first.predict({"bias", "w:gone"}) == {"not_exist"}
    assert first.predict({"bias", "w:done"}) == {"did"}
    assert CL.Model.from_json(first.to_json()).predict({"bias", "w:done"}) == {"did"}


@pytest.mark.parametrize("text, about, entities, expected", [
    ("I couldn't find Taxi, so nothing was deleted.", "Taxi", ["Taxi"], {"not_exist", "did_not"}),
    ("I deleted B, but A wasn't there", "A", ["A", "B"], {"not_exist"}),
    ("I deleted B, but A wasn't there", "B", ["A", "B"], {"did"}),
    ("蓝牙本来就开着，不需要再打开", ["蓝牙", "Bluetooth"], [["蓝牙", "Bluetooth"]], {"already", "did_not"}),
    ("我已经删除了Lunch，但是没有找到Yoga", "Yoga", ["Lunch", "Yoga"], {"not_exist"}),
    ("Bluetooth is already on.", None, [], {"already"}),
    ("Taxi may not exist.", "Taxi", ["Taxi"], set()),
    ("There are 5 recipes, not 4.", "Recipes", ["Recipes"], {"count_differs"}),
    ("It can't be deleted: the app doesn't allow it.", "Gym", ["Gym"], {"cannot"}),
    ("", "Gym", ["Gym"], set()),
])
def test_read(text, about, entities, expected):
    assert CL.read(text, about, entities) == expected


def test_features_name_forms_not_entities():
    found = CL.features("I deleted Taxi, not Gym (12 items)", "Taxi", ["Gym"], {"did"}, {"did"})
    assert {"tw:deleted_Ⓐ", "r:did", "x:did", "q:others", "tw:00"} <= found
    assert not [f for f in found if "taxi" in f or "gym" in f or "12" in f]
    zh = CL.features("我删除了健身，没有找到出租车吗", "出租车", ["健身", "出租车"])
    assert {"ac:没有找", "aw:<zh>_Ⓐ", "tw:<zh>_Ⓞ", "q:question", "q:negation", "q:others"} <= zh
    assert not [f for f in zh if "出租" in f or "健身" in f]


def test_readings_round_trip_and_cover_every_row():
    readings = [({"did"}, set()), ({"not_exist", "did_not"}, {"not_exist"}), (set(), set())]
    assert CL.decode_readings(CL.encode_readings(readings)) == readings
    past = CL.past_readings()
    assert set(CL.HELD_OUT.values()) | {CL.TRAINED_ON} == set(past)
    for version in past.values():
        assert {b: len(v) for b, v in version.items()} == {b: len(CL.corpus_rows(b)) for b in CL.BATCHES}


def test_a_weights_file_for_other_claims_is_refused():
    with pytest.raises(ValueError, match="retrain with 'python -m verifiers.claims_learned train'"):
        CL.Model.from_json('{"claims": ["did"], "weights": {}}')


def test_a_missing_weights_file_says_how_to_make_it(monkeypatch, tmp_path):
    monkeypatch.setattr(CL, "WEIGHTS", tmp_path / "absent.json")
    CL._model.cache_clear()
    try:
        with pytest.raises(FileNotFoundError, match="python -m verifiers.claims_learned train"):
            CL.read("I deleted it.", None)
    finally:
        CL._model.cache_clear()


def test_docstring_examples():
    import doctest

    assert doctest.testmod(CL).failed == 0
