"""Statistics in SQLite: migrations, WAL, idempotent recording, the figures, reset, damaged files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from persistence_helpers import PLAYERS, play_match

from murlan_qt.engine import MatchState, Player, classify, to_record
from murlan_qt.persistence import StatsDB, match_at_hand_start, match_uid, streaks
from murlan_qt.persistence import stats as stats_module

ALL_GREEDY = (Player("You", "human"),) + tuple(Player(n, "ai", "greedy") for n in ("A", "B", "C"))


def _count(db: StatsDB, table: str) -> int:
    return int(db._con.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


@pytest.fixture(scope="module")
def won_and_lost() -> tuple:
    """A finished match the human (seat 0) wins and one he loses."""
    won = lost = None
    for seed in range(1, 60):
        m = play_match(seed)
        if m.result.winner == 0 and won is None:
            won = m
        elif m.result.winner not in (0, None) and lost is None:
            lost = m
        if won and lost:
            return won, lost
    raise AssertionError("no seeds found")


def test_new_database_is_created_at_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / "stats.sqlite3")
    assert db.problem is None and not db.in_memory
    assert db.schema_version == stats_module.SCHEMA_VERSION == 4
    assert db.journal_mode == "wal"
    assert db.summary().matches_played == 0 and db.summary().last_match is None


def test_an_empty_file_is_migrated_from_nothing(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"")
    db = StatsDB(path)
    assert db.problem is None and db.schema_version == stats_module.SCHEMA_VERSION


def test_database_keeps_its_data_when_reopened(tmp_path: Path, won_and_lost: tuple) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
    with StatsDB(path) as db:
        assert db.problem is None and db.schema_version == stats_module.SCHEMA_VERSION
        assert db.summary().matches_played == 1


def test_version_1_database_is_migrated_keeping_its_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         won_and_lost: tuple) -> None:
    """A database written before the history table existed gets it, and keeps its matches."""
    path = tmp_path / "stats.sqlite3"
    monkeypatch.setattr(stats_module, "MIGRATIONS", stats_module.MIGRATIONS[:1])
    monkeypatch.setattr(stats_module, "SCHEMA_VERSION", 1)
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
        assert db.schema_version == 1
    monkeypatch.undo()
    with StatsDB(path) as db:
        assert db.problem is None and db.schema_version == stats_module.SCHEMA_VERSION
        assert db.summary().matches_played == 1
        assert db.uncounted_history(["finished-x.murlan"]) == ["finished-x.murlan"]


def test_version_2_database_gets_the_hint_counts_keeping_its_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  won_and_lost: tuple) -> None:
    """A database written before hints were counted gets the table, and keeps its matches."""
    path = tmp_path / "stats.sqlite3"
    monkeypatch.setattr(stats_module, "MIGRATIONS", stats_module.MIGRATIONS[:2])
    monkeypatch.setattr(stats_module, "SCHEMA_VERSION", 2)
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
        assert db.schema_version == 2
        assert not db.record_hint("m")  # no table yet: refused, with a reason
    monkeypatch.undo()
    with StatsDB(path) as db:
        assert db.problem is None and db.schema_version == stats_module.SCHEMA_VERSION
        assert db.summary().matches_played == 1 and db.summary().hints_used == 0
        assert db.record_hint("m") and db.summary().hints_used == 1


def test_the_next_migration_is_one_function_added(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           won_and_lost: tuple) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
    ran = []

    def migration_next(con: sqlite3.Connection) -> None:
        ran.append(True)
        con.execute("ALTER TABLE matches ADD COLUMN note TEXT")

    following = stats_module.SCHEMA_VERSION + 1
    monkeypatch.setattr(stats_module, "MIGRATIONS", [*stats_module.MIGRATIONS, migration_next])
    monkeypatch.setattr(stats_module, "SCHEMA_VERSION", following)
    with StatsDB(path) as db:
        assert db.schema_version == following and ran == [True]
        assert db.summary().matches_played == 1
        db._con.execute("SELECT note FROM matches").fetchall()
    with StatsDB(path) as db:
        assert ran == [True]  # not run twice


def test_recording_twice_does_not_duplicate(tmp_path: Path, won_and_lost: tuple) -> None:
    match = won_and_lost[0]
    db = StatsDB(tmp_path / "stats.sqlite3")
    assert db.record_match(match)
    assert db.record_match(match)
    assert _count(db, "matches") == 1
    assert _count(db, "hands") == len(match.hands)
    assert _count(db, "match_seats") == 4
    s = db.summary()
    assert (s.matches_played, s.matches_won, s.hands_played) == (1, 1, len(match.hands))


def test_the_match_id_is_stable_across_save_and_resume(tmp_path: Path) -> None:
    from murlan_qt.persistence import load_match, save_match
    match = play_match(5, 300)
    save_match(tmp_path / "m.murlan", match)
    assert match_uid(load_match(tmp_path / "m.murlan")) == match_uid(match)
    assert match_uid(play_match(6, 10)) != match_uid(match)


def test_hand_rows_hold_order_points_and_bombs(tmp_path: Path) -> None:
    match = next(m for m in (play_match(s) for s in range(1, 80))
                 if any(a.combo is not None and a.combo.is_bomb for h in m.hands for a in h.actions))
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.record_match(match)
    rec = to_record(match)
    rows = db._con.execute(
        "SELECT hand_index, finish_order, points, totals, bombs, human_place FROM hands ORDER BY hand_index"
    ).fetchall()
    assert len(rows) == len(rec["hands"])
    for (_k, order, points, totals, bombs, place), hand in zip(rows, rec["hands"], strict=True):
        expected_bombs = sum(1 for a in hand["actions"] if "play" in a and classify(a["play"]).is_bomb)
        assert bombs == expected_bombs
        assert order == str(hand["finish_order"]) and points == str(hand["points"])
        assert totals == str(hand["totals"])
        assert place == hand["finish_order"].index(0) + 1
    assert db.summary().bombs_played == sum(r[4] for r in rows) > 0


def test_streaks_and_win_rate_on_a_known_sequence(tmp_path: Path, won_and_lost: tuple) -> None:
    won, lost = won_and_lost
    db = StatsDB(tmp_path / "stats.sqlite3")
    sequence = "WLWWWLWW"
    for i, r in enumerate(sequence):
        db.record_match(won if r == "W" else lost, match_id=f"m{i}")
    db.record_match(won, match_id="m0")  # re-recording an old match changes nothing
    s = db.summary()
    assert (s.matches_played, s.matches_won) == (8, 6)
    assert s.win_rate == pytest.approx(0.75)
    assert (s.current_streak, s.best_streak) == (2, 3)
    assert streaks([True, True, False]) == (0, 2) and streaks([]) == (0, 0)
    places = [r.finish_order.index(0) + 1 for m in [won if c == "W" else lost for c in sequence] for r in m.results]
    assert s.average_place == pytest.approx(sum(places) / len(places))


def test_matches_by_opponent_level(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / "stats.sqlite3")
    greedy = [m for m in (play_match(s, players=ALL_GREEDY) for s in (1, 2, 3))]
    mixed = play_match(4, players=PLAYERS)
    for m in [*greedy, mixed]:
        db.record_match(m)
    levels = {ls.level: ls for ls in db.summary().by_level}
    assert set(levels) == {"greedy", "mixed"}
    assert levels["greedy"].played == 3 and levels["mixed"].played == 1
    assert levels["greedy"].won == sum(1 for m in greedy if m.result.winner == 0)


def test_matches_played_with_people_are_a_row_of_their_own(tmp_path: Path) -> None:
    """A network table's match counts as played and won, under 'people', not under its stand-ins' level."""
    db = StatsDB(tmp_path / "stats.sqlite3")
    offline = [play_match(s, players=ALL_GREEDY) for s in (1, 2)]
    network = [play_match(s, players=ALL_GREEDY) for s in (3, 5)]
    for m in offline:
        db.record_match(m)
    for m in network:
        assert db.record_match(m, played_with=stats_module.PEOPLE)
        assert db.record_match(m)  # recorded again (idempotent) without the mark: it keeps it
    levels = {ls.level: ls for ls in db.summary().by_level}
    assert set(levels) == {"greedy", stats_module.PEOPLE}
    assert levels["greedy"].played == 2 and levels[stats_module.PEOPLE].played == 2
    assert levels[stats_module.PEOPLE].won == sum(1 for m in network if m.result.winner == 0)
    assert db.summary().matches_played == 4


def test_version_3_database_gets_played_with_keeping_its_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              won_and_lost: tuple) -> None:
    path = tmp_path / "stats.sqlite3"
    monkeypatch.setattr(stats_module, "MIGRATIONS", stats_module.MIGRATIONS[:3])
    monkeypatch.setattr(stats_module, "SCHEMA_VERSION", 3)
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
        assert not db.record_match(won_and_lost[1], played_with="people")  # no column yet: refused, with a reason
        assert db.last_error
    monkeypatch.undo()
    with StatsDB(path) as db:
        assert db.problem is None and db.schema_version == 4
        assert [ls.level for ls in db.summary().by_level] == ["mixed"]
        assert db.record_match(won_and_lost[1], played_with="people")
        assert {ls.level for ls in db.summary().by_level} == {"mixed", "people"}


def test_matches_without_a_human_are_not_counted_as_played(tmp_path: Path) -> None:
    db = StatsDB(tmp_path / "stats.sqlite3")
    robots = tuple(Player(n, "ai", "greedy") for n in "ABCD")
    db.record_match(play_match(1, players=robots))
    s = db.summary()
    assert s.matches_played == 0 and s.hands_played == 0
    assert s.last_match is not None and s.last_match.human_seat is None


def test_last_match_points_per_hand_for_the_chart(tmp_path: Path, won_and_lost: tuple) -> None:
    won, lost = won_and_lost
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.record_match(won)
    part = play_match(lost.seed, 200)
    db.record_match(part)  # an unfinished match played later is the last one
    last = db.summary().last_match
    assert last is not None and not last.finished
    assert last.points == tuple(r.points for r in part.results)
    assert last.totals == tuple(r.totals for r in part.results)
    assert last.names == tuple(p.name for p in part.players) and last.human_seat == 0


def test_a_rewound_and_replayed_match_replaces_its_later_hands(tmp_path: Path, won_and_lost: tuple) -> None:
    won = won_and_lost[0]
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.record_match(won)
    rewound = match_at_hand_start(won, 2)
    db.record_match(rewound)
    assert _count(db, "hands") == 2
    assert db.summary().matches_played == 0  # no longer finished


def test_reset_deletes_everything_but_the_schema(tmp_path: Path, won_and_lost: tuple) -> None:
    db = StatsDB(tmp_path / "stats.sqlite3")
    db.record_match(won_and_lost[0])
    assert db.reset()
    assert db.summary() == stats_module.StatsSummary()
    assert db.schema_version == stats_module.SCHEMA_VERSION
    db.record_match(won_and_lost[1])
    assert db.summary().matches_played == 1


def _foreign_db(path: Path) -> None:
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE contacts (name TEXT)")
    con.execute("INSERT INTO contacts VALUES ('Arta')")
    con.commit()
    con.close()


def _future_db(path: Path) -> None:
    with StatsDB(path) as db:
        db._con.execute("UPDATE schema_version SET version = 99")


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda p: p.write_bytes(b"this is not a database" * 100), "damaged"),
        (lambda p: p.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 20), "damaged"),
        (_foreign_db, "another program"),
        (_future_db, "newer version"),
    ],
)
def test_a_bad_stats_file_is_moved_aside_and_a_fresh_one_started(
    tmp_path: Path, make: object, words: str, won_and_lost: tuple
) -> None:
    path = tmp_path / "stats.sqlite3"
    make(path)  # type: ignore[operator]
    before = path.read_bytes()
    db = StatsDB(path)
    assert db.problem is not None and words in db.problem
    assert db.moved_to and db.moved_to[0].read_bytes() == before
    assert db.moved_to[0].name.startswith("stats.sqlite3.corrupt-")
    assert not db.in_memory and db.schema_version == stats_module.SCHEMA_VERSION
    assert db.record_match(won_and_lost[0]) and db.summary().matches_played == 1


def test_a_folder_in_place_of_the_stats_file(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").mkdir()
    db = StatsDB(tmp_path / "stats.sqlite3")
    assert db.problem and "folder" in db.problem and db.moved_to[0].is_dir()
    assert db.summary().matches_played == 0


def test_an_unusable_location_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = StatsDB(blocker / "stats.sqlite3")  # its folder is a file
    assert db.in_memory and db.problem
    assert db.summary().matches_played == 0


# ---------------------------------------------------------------- hardening


def test_index_damage_is_found_at_open(tmp_path: Path, won_and_lost: tuple) -> None:
    """quick_check misses an index that no longer matches its table; integrity_check finds it."""
    path = tmp_path / "stats.sqlite3"
    with StatsDB(path) as db:
        for m in won_and_lost:
            db.record_match(m)
    con = sqlite3.connect(path)
    con.execute("PRAGMA writable_schema=ON")
    con.execute("UPDATE sqlite_master SET sql='CREATE INDEX matches_finish_seq ON matches(uid)'"
                " WHERE name='matches_finish_seq'")
    con.commit()
    con.close()
    db = StatsDB(path)
    assert db.problem is not None and "damaged" in db.problem
    assert list(tmp_path.glob("stats.sqlite3.corrupt-*"))
    db.close()


def test_a_full_disk_says_the_disk_is_full(tmp_path: Path) -> None:
    """Not "cannot rollback - no transaction is active": the first error is the one told."""
    from persistence_helpers import play_match

    db = StatsDB(tmp_path / "stats.sqlite3")
    pages = db._con.execute("PRAGMA page_count").fetchone()[0]
    db._con.execute(f"PRAGMA max_page_count={pages}")  # SQLite's own "database or disk is full"
    results = [db.record_match(play_match(seed)) for seed in range(1, 12)]
    assert False in results
    assert db.last_error is not None and "the disk is full" in db.last_error
    assert "rollback" not in db.last_error
    db.close()


def test_a_seed_too_large_for_the_database_is_a_message_not_a_traceback(tmp_path: Path) -> None:
    from murlan_qt.engine import MatchState

    db = StatsDB(tmp_path / "stats.sqlite3")
    match = MatchState(2**70)
    assert db.record_match(match) is False
    assert db.last_error is not None and "too large" in db.last_error
    db.close()


def test_a_data_folder_that_is_a_file_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("I am a file")
    db = StatsDB(blocker / "stats.sqlite3")
    assert db.in_memory and db.problem is not None
    assert f"{blocker} is a file, not a folder" in db.problem
    db.close()


def test_a_locked_database_costs_a_short_wait_and_a_message(tmp_path: Path, won_and_lost: tuple) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsDB(path).close()
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        db = StatsDB(path, busy_timeout=0.05)
        assert db.record_match(won_and_lost[0]) is False
        assert db.last_error is not None and "locked" in db.last_error
        db.close()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="POSIX FIFOs")
def test_a_fifo_in_place_of_the_database_is_moved_aside(tmp_path: Path) -> None:
    import os

    path = tmp_path / "stats.sqlite3"
    os.mkfifo(path)
    db = StatsDB(path)
    assert not db.in_memory and db.problem is not None and "not a file" in db.problem
    assert path.is_file() and list(tmp_path.glob("stats.sqlite3.corrupt-*"))
    db.close()


def test_an_abandoned_match_is_recorded_as_lost(tmp_path: Path) -> None:
    match = MatchState(9, players=(Player("Me", "human"), Player("A", "ai", "easy"), Player("B", "ai", "easy"),
                                   Player("C", "ai", "easy")))
    with StatsDB(tmp_path / "stats.sqlite") as db:
        assert db.record_abandoned(match)
        s = db.summary()
        assert (s.matches_played, s.matches_won, s.current_streak) == (1, 0, 0)
        assert db.record_abandoned(match)  # once only
        assert db.summary().matches_played == 1


@pytest.mark.parametrize(
    ("damage", "where"),
    [
        ("UPDATE hands SET points='[Infinity, 0, 0, 0]'", "hands.points"),
        ("UPDATE hands SET totals='[NaN, 0, 0, 0]'", "hands.totals"),
        ("UPDATE hands SET totals='[1e999, 0, 0, 0]'", "hands.totals"),
        ("UPDATE hands SET totals='[2.5, 0, 0, 0]'", "hands.totals"),
        ("UPDATE hands SET totals='[1, 2]'", "hands.totals"),
        ("UPDATE hands SET human_place=9e999", "hands.human_place"),
        ("UPDATE hands SET bombs=-9e999", "hands.bombs"),
        ("UPDATE matches SET human_won=9e999", "matches.human_won"),
        ("UPDATE matches SET human_seat=9e999", "matches.human_seat"),
        ("INSERT INTO match_hints VALUES ('other', 9e999)", "match_hints.hints"),
    ],
)
def test_a_damaged_value_that_passes_the_integrity_check_is_reported_not_raised(
    tmp_path: Path, won_and_lost: tuple, damage: str, where: str
) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsDB(path) as db:
        db.record_match(won_and_lost[0])
        db._con.execute(damage)
    with StatsDB(path) as db:
        assert db.problem is None  # the file passes the integrity check: it is not moved aside
        s = db.summary()
        assert s.error is not None and "damaged value" in s.error and where in s.error
        assert s.last_match is None and s.matches_played == 0
        assert db.reset() and db.summary().error is None
