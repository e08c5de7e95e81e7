"""The network Qt tests' shared fixture: the usual table server (helpers in ``qt_net_helpers``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from qt_net_helpers import ServerThread, quick_config


@pytest.fixture
def server() -> Iterator[ServerThread]:
    """A real table server on 127.0.0.1 whose hands wait a minute to be dealt and whose dropped seats wait
    a minute for their player (a test decides when things happen), stopped after the test."""
    s = ServerThread(quick_config(hand_pause=60.0, grace=60.0))
    try:
        yield s
    finally:
        s.stop()
