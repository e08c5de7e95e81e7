"""Seat tokens: kept by address and code, found again when the same server is reached another way."""

from __future__ import annotations

from pathlib import Path

from murlan_qt.ui.net.tokens import FILE_NAME, SeatTokens


def test_a_seat_kept_at_one_address_is_found_at_another_of_the_same_server(tmp_path: Path) -> None:
    tokens = SeatTokens(tmp_path)
    tokens.keep("ws://127.0.0.1:7171/", "ceqsyt", "tok-a", 3)
    assert tokens.token("ws://127.0.0.1:7171/", "CEQSYT") == "tok-a"
    # the table found on the network: the LAN address of the same server, the same port and code
    assert tokens.token("ws://192.0.2.2:7171/", "CEQSYT") == "tok-a"
    # another port, or another code, is another table
    assert tokens.token("ws://192.0.2.2:7172/", "CEQSYT") is None
    assert tokens.token("ws://192.0.2.2:7171/", "CEQSYX") is None


def test_the_exact_address_wins_and_else_the_newest(tmp_path: Path) -> None:
    tokens = SeatTokens(tmp_path)
    tokens.keep("ws://10.0.0.5:7171/", "ABCDEF", "old", 1)
    tokens.keep("ws://127.0.0.1:7171/", "ABCDEF", "new", 2)
    assert tokens.token("ws://10.0.0.5:7171/", "ABCDEF") == "old"
    assert tokens.token("ws://192.0.2.2:7171/", "ABCDEF") == "new"


def test_a_damaged_file_counts_as_empty(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text('{"x:7171 ABCDEF": {"token": 5}, "y:7171 ABCDEF": "no"}', encoding="utf-8")
    assert SeatTokens(tmp_path).token("ws://z:7171/", "ABCDEF") is None
