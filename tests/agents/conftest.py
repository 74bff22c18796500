"""Fixtures for agent tests."""

from __future__ import annotations

import numpy as np
import pytest

from .fake_openai_server import FakeOpenAIServer


@pytest.fixture
def fake_openai(request):
    """A started ``FakeOpenAIServer``; stopped by a finalizer."""
    server = FakeOpenAIServer().start()
    request.addfinalizer(server.stop)
    return server


@pytest.fixture
def screenshot():
    """A 1080x2400 RGB screenshot with a little structure (so PNG encoding is real)."""
    img = np.zeros((2400, 1080, 3), dtype=np.uint8)
    img[:200, :, 0] = 200
    img[1000:1100, 300:800, 1] = 255
    return img
