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


def test_the_kept_tables_are_listed_newest_first_with_their_names_and_old_entries_left_out(tmp_path: Path) -> None:
    import json

    tokens = SeatTokens(tmp_path)
    tokens.keep("ws://10.0.0.5:7171/", "ABCDEF", "t1", 1, table_name="Family", player="Drita")
    tokens.keep("ws://127.0.0.1:7171/", "GHJKLM", "t2", 2, table_name="<b>Friends</b>", player="Arben")
    data = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    data["x:7171 PQRSTU"] = {"token": "old", "seat": 0, "at": 9e12}  # an older game's entry: no address
    data["y:7171 VWXYZ2"] = {"token": "bad", "seat": 7, "url": "ws://y:7171/", "at": 9e12}  # no such seat
    (tmp_path / FILE_NAME).write_text(json.dumps(data), encoding="utf-8")
    kept = SeatTokens(tmp_path).kept()
    assert [(k.code, k.name, k.player, k.seat) for k in kept] == [("GHJKLM", "<b>Friends</b>", "Arben", 2),
                                                                  ("ABCDEF", "Family", "Drita", 1)]
    assert kept[1].url == "ws://10.0.0.5:7171/"
    tokens.forget("ws://127.0.0.1:7171/", "GHJKLM")
    assert [k.code for k in tokens.kept()] == ["ABCDEF"]
