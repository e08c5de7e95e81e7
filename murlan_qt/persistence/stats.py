"""Statistics of finished hands and matches in SQLite (WAL mode, versioned migrations).

Schema changes are migrations: functions in :data:`MIGRATIONS`, the one at
index ``i`` bringing the database from version ``i`` to ``i + 1``. To change
the schema, append the next ``_migration_N`` to the list; nothing else changes.
A damaged or foreign file is moved aside and a fresh database is started;
no method here raises on a database problem (see :attr:`StatsDB.last_error`).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ..engine import MatchState
from .atomic import describe_os_error
from .ids import match_uid
from .saves import quarantine

# ---------------------------------------------------------------- schema


def _run_script(con: sqlite3.Connection, script: str) -> None:
    """Run ``;``-separated statements inside the open transaction (executescript would commit)."""
    for statement in script.split(";"):
        if statement.strip():
            con.execute(statement)


def _migration_1(con: sqlite3.Connection) -> None:
    """The initial schema: matches, their seats, and finished hands."""
    _run_script(
        con,
        """
        CREATE TABLE matches (
            uid TEXT PRIMARY KEY,
            started_at TEXT NOT NULL,          -- ISO 8601 UTC, first time recorded
            updated_at TEXT NOT NULL,
            finished_at TEXT,                  -- NULL while the match goes on
            finish_seq INTEGER,                -- order in which matches finished
            seed INTEGER NOT NULL,
            rules TEXT NOT NULL,               -- JSON object
            human_seat INTEGER,                -- NULL when only computers played
            opponent_level TEXT,               -- the opponents' level, or 'mixed'
            hands_played INTEGER NOT NULL,
            totals TEXT NOT NULL,              -- JSON [4], by seat
            standings TEXT,                    -- JSON seats from best to worst total, once finished
            winner INTEGER,
            tie TEXT,                          -- JSON list of seats, or NULL
            human_place INTEGER,               -- 1..4 by final total, once finished
            human_won INTEGER                  -- 1 / 0 once finished (a tie is not a win)
        );
        CREATE TABLE match_seats (
            match_uid TEXT NOT NULL REFERENCES matches(uid) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            PRIMARY KEY (match_uid, seat)
        );
        CREATE TABLE hands (
            match_uid TEXT NOT NULL REFERENCES matches(uid) ON DELETE CASCADE,
            hand_index INTEGER NOT NULL,
            recorded_at TEXT NOT NULL,
            dealer INTEGER NOT NULL,
            finish_order TEXT NOT NULL,        -- JSON [4] seats, first to last
            points TEXT NOT NULL,              -- JSON [4], by seat
            totals TEXT NOT NULL,              -- JSON [4], by seat, after this hand
            target INTEGER NOT NULL,
            bombs INTEGER NOT NULL,            -- bombs played in the hand
            bombs_by_seat TEXT NOT NULL,       -- JSON [4]
            human_place INTEGER,               -- 1..4 in this hand
            PRIMARY KEY (match_uid, hand_index)
        );
        CREATE INDEX matches_finish_seq ON matches(finish_seq);
        """
    )


def _migration_2(con: sqlite3.Connection) -> None:
    """The finished-match history files already counted, so a crash before counting one can be made good."""
    _run_script(
        con,
        """
        CREATE TABLE history_files (
            name TEXT PRIMARY KEY,             -- file name in saves/, e.g. finished-20261129T154002Z.murlan
            match_uid TEXT,                    -- NULL if the file could not be read
            recorded_at TEXT NOT NULL
        );
        """
    )


def _migration_3(con: sqlite3.Connection) -> None:
    """The hints the player asked for, per match (counted as they are asked, before the match is over)."""
    _run_script(
        con,
        """
        CREATE TABLE match_hints (
            match_uid TEXT PRIMARY KEY,
            hints INTEGER NOT NULL
        );
        """
    )


def _migration_4(con: sqlite3.Connection) -> None:
    """Who the match was played with: NULL for the computer players of the offline game, 'people' for a
    network table (the people at it, computer players only in the empty or dropped seats)."""
    _run_script(con, "ALTER TABLE matches ADD COLUMN played_with TEXT")


#: index i: the migration from schema version i to i + 1
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1, _migration_2, _migration_3, _migration_4]
#: the ``by_level`` row of the matches played with people at network tables, whatever filled the empty seats
PEOPLE = "people"
SCHEMA_VERSION = len(MIGRATIONS)
DATA_TABLES = ("hands", "match_seats", "matches", "match_hints")


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class LevelStats:
    """Matches played and won against one opponent level (:data:`PEOPLE`: at network tables)."""

    level: str
    played: int
    won: int

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True)
class LastMatch:
    """The hands of the most recently played match, for the chart."""

    names: tuple[str, ...]
    human_seat: int | None
    points: tuple[tuple[int, ...], ...]  # per hand, by seat
    totals: tuple[tuple[int, ...], ...]  # after each hand, by seat
    finished: bool


@dataclass(frozen=True)
class StatsSummary:
    """Every figure of the statistics window."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    average_place: float | None = None
    current_streak: int = 0
    best_streak: int = 0
    by_level: tuple[LevelStats, ...] = ()
    last_match: LastMatch | None = None
    bombs_played: int = 0
    hints_used: int = 0
    error: str | None = field(default=None, compare=False)

    @property
    def win_rate(self) -> float | None:
        return self.matches_won / self.matches_played if self.matches_played else None


def streaks(results: list[bool]) -> tuple[int, int]:
    """(current, best) runs of wins in ``results``, oldest first."""
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


# ---------------------------------------------------------------- helpers


def human_seat_of(match: MatchState) -> int | None:
    """The seat whose player is human (the first, if several), or None."""
    return next((s for s, p in enumerate(match.players) if p.kind == "human"), None)


def opponent_level_of(match: MatchState, human: int | None) -> str | None:
    levels = {p.level or "?" for s, p in enumerate(match.players) if s != human and p.kind == "ai"}
    if not levels:
        return None
    return levels.pop() if len(levels) == 1 else "mixed"


def bombs_of_hand(match: MatchState, k: int) -> list[int]:
    """Bombs played by each seat in hand ``k``."""
    counts = [0, 0, 0, 0]
    for a in match.hands[k].actions:
        if a.combo is not None and a.combo.is_bomb:
            counts[a.seat] += 1
    return counts


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


class _Damaged(Exception):
    """The file is not a usable statistics database of ours."""


class DamagedValue(ValueError):
    """A value read from the statistics file is not one Murlan writes (the file passed its integrity check)."""

    def __init__(self, where: str, value: object) -> None:
        shown = repr(value)
        if len(shown) > 40:
            shown = shown[:40] + "…"
        super().__init__(f"the statistics file holds a damaged value ({where} = {shown})")


#: every whole number the database stores fits in a signed 64-bit integer
_INT_LIMIT = 2**63


def _whole(value: object, where: str, low: int = -_INT_LIMIT, high: int = _INT_LIMIT - 1) -> int:
    """``value`` as a whole number in ``low..high``, or :class:`DamagedValue` (a float, infinity, NaN, text...)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DamagedValue(where, value)
    return value


def _seat_or_none(value: object, where: str) -> int | None:
    return None if value is None else _whole(value, where, 0, 3)


def _by_seat(text: object, where: str) -> tuple[int, ...]:
    """A JSON list of four whole numbers (points or totals by seat)."""
    try:
        values = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        raise DamagedValue(where, text) from None
    if not isinstance(values, list) or len(values) != 4:
        raise DamagedValue(where, text)
    return tuple(_whole(v, where) for v in values)


def describe_sqlite_error(e: BaseException) -> str:
    """Plain words for why the statistics could not be read or written."""
    text = str(e)
    low = text.lower()
    if "disk is full" in low or "database or disk is full" in low:
        return "the disk is full"
    if "locked" in low or "busy" in low:
        return "the statistics file is in use by another program (it is locked)"
    if "readonly" in low or "read-only" in low:
        return "the statistics file is read-only"
    if "unable to open" in low:
        return "the statistics file cannot be opened"
    if "disk i/o error" in low:
        return "the disk could not be read or written (input/output error)"
    if isinstance(e, OverflowError):
        return f"a number in the match is too large to be stored ({text})"
    return text or type(e).__name__


# ---------------------------------------------------------------- the database


class StatsDB:
    """The statistics database at ``path`` (created if missing).

    If the file is damaged, foreign or from a newer version, it is moved
    aside, :attr:`problem` says so and :attr:`moved_to` lists where; a fresh
    database is used. If no file can be used at all, statistics live in
    memory for this run and :attr:`problem` says so.
    """

    def __init__(self, path: str | os.PathLike[str], busy_timeout: float = 5.0) -> None:
        self.path = Path(path)
        #: seconds to wait for a database another connection is writing
        self.busy_timeout = busy_timeout
        self.problem: str | None = None
        self.moved_to: list[Path] = []
        self.last_error: str | None = None
        self.in_memory = False
        try:
            self._con = self._open(self.path)
        except _Damaged as e:
            self._move_aside()
            self.problem = (
                f"The statistics file {self.path.name} {e}. It was kept as "
                f"{self.moved_to[0].name if self.moved_to else '(could not be moved)'}"
                " and new statistics are started."
            )
            try:
                self._con = self._open(self.path)
            except (_Damaged, sqlite3.Error, OSError) as e2:
                self._con = self._memory(f"The statistics file cannot be created ({self._why(e2)}).")
        except (sqlite3.Error, OSError) as e:
            self._con = self._memory(
                f"The statistics file {self.path} cannot be opened ({self._why(e)}); "
                "statistics of this session will not be kept."
            )

    def _why(self, e: BaseException) -> str:
        """Why opening failed, in plain words (a data folder that is a file says so)."""
        for folder in (self.path.parent, *self.path.parent.parents):
            if folder.exists():
                if not folder.is_dir():
                    return f"{folder} is a file, not a folder"
                break
        if isinstance(e, OSError):
            return describe_os_error(e, self.path)
        return describe_sqlite_error(e)

    # ------------------------------------------------------------ opening

    def _memory(self, problem: str) -> sqlite3.Connection:
        self.problem = (self.problem + " " if self.problem else "") + problem
        self.in_memory = True
        con = sqlite3.connect(":memory:", isolation_level=None)
        con.execute("PRAGMA foreign_keys=ON")
        self._migrate(con, 0)
        return con

    def _connect(self, path: Path) -> sqlite3.Connection:
        path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(path, isolation_level=None, timeout=self.busy_timeout)
        con.execute("PRAGMA foreign_keys=ON")
        return con

    def _open(self, path: Path) -> sqlite3.Connection:
        if path.is_dir():
            raise _Damaged("is a folder, not a database")
        if path.exists() and not path.is_file():
            raise _Damaged("is not a file (a pipe, a device or a socket), so not a database")
        con = self._connect(path)
        try:
            try:
                # the full check (quick_check misses damaged indexes); the file is small
                check = con.execute("PRAGMA integrity_check").fetchone()
                if not check or check[0] != "ok":
                    raise _Damaged("is damaged")
                tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            except sqlite3.OperationalError:
                raise
            except sqlite3.DatabaseError:
                raise _Damaged("is damaged or is not a database") from None
            if tables and "schema_version" not in tables:
                raise _Damaged("was written by another program")
            version = 0
            if "schema_version" in tables:
                row = con.execute("SELECT max(version) FROM schema_version").fetchone()
                version = row[0] if row and isinstance(row[0], int) else 0
                if version > SCHEMA_VERSION:
                    raise _Damaged(f"was made by a newer version of Murlan (schema {version})")
                if version == 0 and (tables - {"schema_version"}):
                    raise _Damaged("is damaged (its schema version is missing)")
            con.execute("PRAGMA journal_mode=WAL")
            self._migrate(con, version)
            return con
        except BaseException:
            con.close()
            raise

    @staticmethod
    def _migrate(con: sqlite3.Connection, version: int) -> None:
        """Run the migrations after ``version``, each in its own transaction."""
        if version == 0:
            con.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        for v in range(version, SCHEMA_VERSION):
            con.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[v](con)
                con.execute("DELETE FROM schema_version")
                con.execute("INSERT INTO schema_version (version) VALUES (?)", (v + 1,))
                con.execute("COMMIT")
            except BaseException:
                con.execute("ROLLBACK")
                raise

    def _move_aside(self) -> None:
        for p in (self.path, Path(f"{self.path}-wal"), Path(f"{self.path}-shm"), Path(f"{self.path}-journal")):
            if p.exists():
                with suppress(OSError):
                    self.moved_to.append(quarantine(p))

    @property
    def schema_version(self) -> int:
        return int(self._con.execute("SELECT max(version) FROM schema_version").fetchone()[0])

    @property
    def journal_mode(self) -> str:
        return str(self._con.execute("PRAGMA journal_mode").fetchone()[0])

    def close(self) -> None:
        self._con.close()

    def __enter__(self) -> StatsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._con.execute("BEGIN IMMEDIATE")
        try:
            yield self._con
            self._con.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (a full disk does): the first error is the one to tell
            if self._con.in_transaction:
                with suppress(sqlite3.Error):
                    self._con.execute("ROLLBACK")
            raise

    # ------------------------------------------------------------ recording

    def record_match(self, match: MatchState, match_id: str | None = None, history_name: str | None = None,
                     played_with: str | None = None) -> bool:
        """Record every finished hand of ``match`` and, if it is over, its result. Idempotent.

        ``history_name``: the match's finished-match history file, noted as counted.
        ``played_with``: :data:`PEOPLE` for a match of a network table (the record's ``played_with``).
        """
        return self._record(match, range(len(match.results)), match_id, history_name, played_with)

    def record_abandoned(self, match: MatchState, match_id: str | None = None) -> bool:
        """Record ``match``, given up before its end, as finished and lost by the human player
        (no winner; his place by the totals so far). False if it failed; a finished match is recorded as is."""
        if match.is_over or human_seat_of(match) is None:
            return self.record_match(match, match_id)
        uid = match_id or match_uid(match)
        human = human_seat_of(match)
        assert human is not None
        totals = list(match.results[-1].totals) if match.results else [0, 0, 0, 0]
        standings = sorted(range(4), key=lambda s: (-totals[s], s))
        place = 1 + sum(1 for s in range(4) if totals[s] > totals[human])
        try:
            with self._transaction() as con:
                self._write_match(con, match, uid)
                for k in range(len(match.results)):
                    self._write_hand(con, match, uid, k)
                con.execute(
                    "UPDATE matches SET finished_at=coalesce(finished_at, ?),"
                    " finish_seq=coalesce(finish_seq, (SELECT coalesce(max(finish_seq), 0) + 1 FROM matches)),"
                    " standings=?, winner=NULL, tie=NULL, human_place=?, human_won=0 WHERE uid=?",
                    (_now(), json.dumps(standings), place, uid),
                )
        except Exception as e:  # noqa: BLE001 - a statistics write never stops the game; it says why
            self.last_error = f"The statistics could not be saved: {describe_sqlite_error(e)}."
            return False
        self.last_error = None
        return True

    def _record(self, match: MatchState, indexes: Iterator[int] | range | list[int], match_id: str | None,
                history_name: str | None = None, played_with: str | None = None) -> bool:
        try:
            uid = match_id or match_uid(match)
            with self._transaction() as con:
                self._write_match(con, match, uid)
                if played_with is not None:
                    con.execute("UPDATE matches SET played_with=? WHERE uid=?", (played_with, uid))
                for k in indexes:
                    self._write_hand(con, match, uid, k)
                # hands the match no longer has (it was rewound and played differently)
                con.execute("DELETE FROM hands WHERE match_uid=? AND hand_index>=?", (uid, len(match.results)))
                if history_name is not None:
                    self._note_history(con, history_name, uid)
        except Exception as e:  # noqa: BLE001 - a statistics write never stops the game; it says why
            self.last_error = f"The statistics could not be saved: {describe_sqlite_error(e)}."
            return False
        self.last_error = None
        return True

    @staticmethod
    def _note_history(con: sqlite3.Connection, name: str, uid: str | None) -> None:
        con.execute("INSERT OR REPLACE INTO history_files (name, match_uid, recorded_at) VALUES (?, ?, ?)",
                    (name, uid, _now()))

    def note_history(self, name: str, uid: str | None = None) -> bool:
        """Note the history file ``name`` as counted (one that cannot be read, for example)."""
        try:
            with self._transaction() as con:
                self._note_history(con, name, uid)
        except Exception as e:  # noqa: BLE001
            self.last_error = f"The statistics could not be saved: {describe_sqlite_error(e)}."
            return False
        return True

    def uncounted_history(self, names: list[str]) -> list[str]:
        """Those of the history files ``names`` that the statistics have not counted yet."""
        try:
            counted = {r[0] for r in self._con.execute("SELECT name FROM history_files")}
        except sqlite3.Error:
            return []
        return [n for n in names if n not in counted]

    def _write_match(self, con: sqlite3.Connection, match: MatchState, uid: str) -> None:
        now = _now()
        human = human_seat_of(match)
        totals = list(match.results[-1].totals) if match.results else [0, 0, 0, 0]
        con.execute(
            "INSERT INTO matches (uid, started_at, updated_at, seed, rules, human_seat, opponent_level,"
            " hands_played, totals) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT(uid) DO UPDATE SET updated_at=excluded.updated_at,"
            " hands_played=excluded.hands_played, totals=excluded.totals",
            (uid, now, now, match.seed, json.dumps(match.rules.to_dict()), human,
             opponent_level_of(match, human), len(match.results), json.dumps(totals)),
        )
        for s, p in enumerate(match.players):
            con.execute(
                "INSERT OR REPLACE INTO match_seats (match_uid, seat, name, kind, level) VALUES (?, ?, ?, ?, ?)",
                (uid, s, p.name, p.kind, p.level),
            )
        result = match.result
        if result is None:
            con.execute(
                "UPDATE matches SET finished_at=NULL, finish_seq=NULL, standings=NULL, winner=NULL, tie=NULL,"
                " human_place=NULL, human_won=NULL WHERE uid=?", (uid,),
            )
            return
        standings = sorted(range(4), key=lambda s: (-totals[s], s))
        place = None if human is None else 1 + sum(1 for s in range(4) if totals[s] > totals[human])
        won = None if human is None else int(result.is_won_by(human))  # a partners match: the team's win
        con.execute(
            "UPDATE matches SET finished_at=coalesce(finished_at, ?),"
            " finish_seq=coalesce(finish_seq, (SELECT coalesce(max(finish_seq), 0) + 1 FROM matches)),"
            " standings=?, winner=?, tie=?, human_place=?, human_won=? WHERE uid=?",
            (now, json.dumps(standings), result.winner,
             json.dumps(sorted(result.tie)) if result.tie else None, place, won, uid),  # a team's win: neither
        )

    def _write_hand(self, con: sqlite3.Connection, match: MatchState, uid: str, k: int) -> None:
        res = match.results[k]
        human = human_seat_of(match)
        bombs = bombs_of_hand(match, k)
        place = None if human is None else list(res.finish_order).index(human) + 1
        con.execute(
            "INSERT INTO hands (match_uid, hand_index, recorded_at, dealer, finish_order, points, totals,"
            " target, bombs, bombs_by_seat, human_place) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT(match_uid, hand_index) DO UPDATE SET dealer=excluded.dealer,"
            " finish_order=excluded.finish_order, points=excluded.points, totals=excluded.totals,"
            " target=excluded.target, bombs=excluded.bombs, bombs_by_seat=excluded.bombs_by_seat,"
            " human_place=excluded.human_place",
            (uid, k, _now(), match.hands[k].dealer, json.dumps(list(res.finish_order)),
             json.dumps(list(res.points)), json.dumps(list(res.totals)), res.target,
             sum(bombs), json.dumps(bombs), place),
        )

    def reset(self) -> bool:
        """Delete every recorded hand and match (the schema stays). False if it failed."""
        try:
            with self._transaction() as con:
                for table in DATA_TABLES:
                    con.execute(f"DELETE FROM {table}")
        except sqlite3.Error as e:
            self.last_error = f"The statistics could not be reset: {describe_sqlite_error(e)}."
            return False
        self.last_error = None
        return True

    # ------------------------------------------------------------ queries

    def record_hint(self, match_id: str) -> bool:
        """Count one hint asked for in the match ``match_id`` (False, with :attr:`last_error`, if it failed)."""
        try:
            with self._transaction() as con:
                con.execute("INSERT INTO match_hints (match_uid, hints) VALUES (?, 1)"
                            " ON CONFLICT(match_uid) DO UPDATE SET hints = hints + 1", (match_id,))
        except Exception as e:  # noqa: BLE001 - a statistics write never stops the game; it says why
            self.last_error = f"The statistics could not be saved: {describe_sqlite_error(e)}."
            return False
        self.last_error = None
        return True

    def hints_of(self, match_id: str) -> int:
        """How many hints were asked for in the match ``match_id``."""
        row = self._con.execute("SELECT hints FROM match_hints WHERE match_uid=?", (match_id,)).fetchone()
        return int(row[0]) if row else 0

    def recorded_hands(self, match_id: str) -> int:
        """How many hands of the match ``match_id`` are recorded."""
        row = self._con.execute("SELECT count(*) FROM hands WHERE match_uid=?", (match_id,)).fetchone()
        return int(row[0])

    def summary(self) -> StatsSummary:
        """Every figure of the statistics window (an empty summary with ``error`` if reading failed)."""
        try:
            return self._summary()
        except (sqlite3.Error, ValueError, TypeError, OverflowError) as e:
            return StatsSummary(error=f"The statistics could not be read: {describe_sqlite_error(e)}.")

    def _summary(self) -> StatsSummary:
        """The figures, every value checked: a damaged one raises :class:`DamagedValue`."""
        con = self._con
        played, won = con.execute(
            "SELECT count(*), coalesce(sum(human_won), 0) FROM matches"
            " WHERE finished_at IS NOT NULL AND human_seat IS NOT NULL"
        ).fetchone()
        won = _whole(won, "matches.human_won", 0, played)
        hands, avg_place, bombs = con.execute(
            "SELECT count(*), avg(human_place), coalesce(sum(bombs), 0) FROM hands"
            " WHERE human_place IS NOT NULL"
        ).fetchone()
        if avg_place is not None and not (isinstance(avg_place, float) and 1.0 <= avg_place <= 4.0):
            raise DamagedValue("hands.human_place", avg_place)
        bombs = _whole(bombs, "hands.bombs", 0)
        by_level = []
        for level, n, w in con.execute(
            "SELECT CASE WHEN played_with=? THEN ? ELSE opponent_level END AS opponents, count(*),"
            " coalesce(sum(human_won), 0) FROM matches"
            " WHERE finished_at IS NOT NULL AND human_seat IS NOT NULL"
            " GROUP BY opponents ORDER BY opponents", (PEOPLE, PEOPLE)
        ):
            if level is not None and not isinstance(level, str):
                raise DamagedValue("matches.opponent_level", level)
            by_level.append(LevelStats(level or "?", n, _whole(w, "matches.human_won", 0, n)))
        results = [
            bool(_whole(r[0], "matches.human_won", 0, 1)) for r in con.execute(
                "SELECT human_won FROM matches WHERE finish_seq IS NOT NULL AND human_seat IS NOT NULL"
                " ORDER BY finish_seq"
            )
        ]
        current, best = streaks(results)
        hints = _whole(con.execute("SELECT coalesce(sum(hints), 0) FROM match_hints").fetchone()[0],
                       "match_hints.hints", 0)
        return StatsSummary(
            matches_played=played, matches_won=won, hands_played=hands,
            average_place=avg_place, current_streak=current, best_streak=best,
            by_level=tuple(by_level), last_match=self._last_match(), bombs_played=bombs,
            hints_used=hints,
        )

    def _last_match(self) -> LastMatch | None:
        con = self._con
        row = con.execute("SELECT match_uid FROM hands ORDER BY rowid DESC LIMIT 1").fetchone()
        if row is None:
            return None
        uid = row[0]
        human, finished = con.execute(
            "SELECT human_seat, finished_at IS NOT NULL FROM matches WHERE uid=?", (uid,)
        ).fetchone()
        human = _seat_or_none(human, "matches.human_seat")
        names = [f"Seat {s}" for s in range(4)]
        for seat, name in con.execute("SELECT seat, name FROM match_seats WHERE match_uid=?", (uid,)):
            seat = _whole(seat, "match_seats.seat", 0, 3)
            if not isinstance(name, str):
                raise DamagedValue("match_seats.name", name)
            names[seat] = name
        points: list[tuple[int, ...]] = []
        totals: list[tuple[int, ...]] = []
        for p, t in con.execute(
            "SELECT points, totals FROM hands WHERE match_uid=? ORDER BY hand_index", (uid,)
        ):
            points.append(_by_seat(p, "hands.points"))
            totals.append(_by_seat(t, "hands.totals"))
        return LastMatch(tuple(names), human, tuple(points), tuple(totals), bool(finished))
