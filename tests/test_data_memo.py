"""``venus_tasks.data.memo.bytes_cache``: seeded file bytes are generated once per argument
set and are the same bytes the generator makes; a ``random.Random`` argument or an
unhashable one is never cached; the cache stays under its byte bound."""

from __future__ import annotations

import random

from venus_tasks.data import audio, clips, pictures
from venus_tasks.data.memo import bytes_cache


def test_a_repeated_call_is_served_from_the_cache_with_the_generators_bytes():
    calls = []

    @bytes_cache
    def gen(seed: int, n: int = 3) -> bytes:
        calls.append((seed, n))
        return bytes(random.Random(seed).randrange(256) for _ in range(n))

    first = gen(7, n=4)
    assert gen(7, n=4) is first and calls == [(7, 4)]
    assert gen(8, n=4) != first and gen(7, n=5)[:4] == first and len(calls) == 3
    assert gen.cache_info() == (1, 3, 3, 4 + 4 + 5)


def test_a_random_generator_or_an_unhashable_argument_is_not_cached():
    calls = []

    @bytes_cache
    def gen(seed, extra=None) -> bytes:
        calls.append(seed)
        return bytes([random.Random(seed).randrange(256) if isinstance(seed, int) else seed.randrange(256)])

    rng = random.Random(1)
    a, b = gen(rng), gen(rng)             # the generator's state moved on: two draws
    assert len(calls) == 2 and gen.cache_info()[2] == 0
    gen(3, extra=[1]), gen(3, extra=[1])
    assert len(calls) == 4 and gen.cache_info()[2] == 0


def test_the_cache_drops_the_oldest_entries_beyond_its_bound():
    @bytes_cache(max_bytes=10)
    def gen(n: int) -> bytes:
        return b"x" * n

    for n in (4, 4, 5, 3):                # 4 (hit), then 4 + 5 + 3 > 10: the first goes
        gen(n)
    hits, misses, entries, size = gen.cache_info()
    assert (hits, misses, entries, size) == (1, 3, 2, 8)
    assert gen(11) == b"x" * 11 and gen.cache_info()[3] == 8      # larger than the bound: not kept


def test_the_media_generators_give_the_uncached_bytes():
    assert audio.mp3_bytes(3, seconds=1.0, title="t", rate=8000) == \
        audio.mp3_bytes.__wrapped__(3, seconds=1.0, title="t", rate=8000)
    assert audio.wav_bytes(4, 0.5) == audio.wav_bytes.__wrapped__(4, 0.5)
    clip = clips.Clip(2, (10, 20, 30))
    assert clips.mp4_bytes(clip) is clips.mp4_bytes(clips.Clip(2, (10, 20, 30))) == clips.mp4_bytes.__wrapped__(clip)
    things = pictures.sample_things(random.Random(5))
    assert pictures.png(things) is pictures.png(list(things)) == pictures.png.__wrapped__(things)
