"""The server process killed (SIGKILL) mid-hand and restarted on its data folder: the table resumes at its
last action and the clients rejoin with their tokens; SIGTERM saves, closes with 1001 and resumes too."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from net_helpers import close_all, run

from murlan_qt.net.client import HeadlessClient

ROOT = Path(__file__).resolve().parents[2]


class ServerProcess:
    """``python -m murlan_qt.net`` on 127.0.0.1, any port; always ended by the test."""

    def __init__(self, data_dir: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "murlan_qt.net", "--port", "0", "--bind", "127.0.0.1", "--data-dir", str(data_dir),
             "--grace", "30", "--hand-pause", "60", "--ai-delay", "0", "--ai-workers", "0", "--log-level", "WARNING"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line:
            self.proc.kill()
            raise AssertionError(f"the server did not start: {self.proc.stderr.read() if self.proc.stderr else ''}")
        self.listening: dict[str, Any] = json.loads(line)
        self.url = f"ws://127.0.0.1:{self.listening['listening']}/"

    def end(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=30)
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream:
                stream.close()


def table_file_actions(data_dir: Path, code: str) -> int:
    try:
        data = json.loads((data_dir / "tables" / f"{code}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return -1
    return len(data["match"]["hands"][-1]["actions"]) if data.get("match") else -1


async def rejoin_all(url: str, code: str, tokens: list[str]) -> list[HeadlessClient]:
    clients = []
    for i, token in enumerate(tokens):
        c = HeadlessClient()
        await c.connect(url, f"Again {i}")
        assert await c.join(code, token=token) == i
        clients.append(c)
    return clients


def test_killed_server_resumes_at_the_last_action_and_clients_rejoin(tmp_path: Path) -> None:
    data = tmp_path / "server"
    first = ServerProcess(data)
    try:
        assert first.listening["addresses"] == ["127.0.0.1"]

        async def before_kill() -> tuple[str, list[str], list[Any]]:
            clients = [HeadlessClient() for _ in range(4)]
            for i, c in enumerate(clients):
                await c.connect(first.url, f"Player {i}")
            code = await clients[0].create("Restart table", level="easy")
            for c in clients:
                await c.join(code)
            await clients[0].start()
            await asyncio.gather(*(c.bot(seed=i, moves=3) for i, c in enumerate(clients)))
            snap = await clients[0].resync()
            actions = snap["match"]["actions"]
            assert len(actions) >= 12
            while table_file_actions(data, code) != len(actions):  # the store writes a moment after the action
                await asyncio.sleep(0.02)
            tokens = [c.token for c in clients]
            first.proc.send_signal(signal.SIGKILL)
            await asyncio.gather(*(asyncio.wait_for(c.closed.wait(), 20) for c in clients))
            assert all(c.close_code != 1001 for c in clients)  # killed: no goodbye
            return code, [t for t in tokens if t], actions

        code, tokens, actions = run(before_kill())
        first.end()
        second = ServerProcess(data)
        try:
            async def after_restart() -> None:
                clients = await rejoin_all(second.url, code, tokens)
                snap = next(m for m in clients[0].log if m["type"] == "snapshot")
                assert snap["match"]["actions"] == actions  # at the last action, nothing lost, nothing replayed
                assert [s["name"] for s in snap["table"]["seats"]] == [f"Player {i}" for i in range(4)]
                assert snap["table"]["host_seat"] == 0
                await asyncio.gather(*(c.bot(seed=30 + i, until="hand_over", hands=1)
                                       for i, c in enumerate(clients)))
                over = await clients[0].wait_for(lambda m: m.get("type") == "hand_over")
                assert sorted(over["finish_order"]) == [0, 1, 2, 3]
                # SIGTERM: saved, closed with 1001 (going away), the table not ended
                second.proc.send_signal(signal.SIGTERM)
                await asyncio.gather(*(asyncio.wait_for(c.closed.wait(), 20) for c in clients))
                assert [c.close_code for c in clients] == [1001] * 4
                assert not any(m.get("type") == "table_ended" for c in clients for m in c.log)

            run(after_restart())
            assert second.proc.wait(timeout=30) == 0
        finally:
            second.end()
        third = ServerProcess(data)
        try:
            async def after_sigterm() -> None:
                clients = await rejoin_all(third.url, code, tokens)
                snap = next(m for m in clients[0].log if m["type"] == "snapshot")
                assert snap["match"]["phase"] == "over" and len(snap["match"]["results"]) == 1
                await close_all(clients)

            run(after_sigterm())
        finally:
            third.end()
    finally:
        first.end()


def test_a_damaged_table_file_is_moved_aside_and_the_server_starts(tmp_path: Path) -> None:
    data = tmp_path / "server"
    (data / "tables").mkdir(parents=True)
    (data / "tables" / "ABCDEF.json").write_text("{\"format\": \"murlan-server-table\", \"version\": 1, \"cod",
                                                 encoding="utf-8")
    (data / "tables" / "BCDEFG.json").write_text(json.dumps({
        "format": "murlan-server-table", "version": 1, "code": "BCDEFG", "name": "x", "rules": {},
        "level": "easy", "clock": 0, "host_hash": None, "started": True, "seats": [None] * 4, "match": {"x": 1},
    }), encoding="utf-8")
    server = ServerProcess(data)
    try:
        async def go() -> None:
            c = HeadlessClient()
            await c.connect(server.url, "After")
            start = len(c.log)
            await c.send({"type": "join", "code": "BCDEFG", "token": None, "seat": None})
            assert (await c.wait_for(lambda m: m.get("type") == "error", start=start))["code"] == "no_table"
            await c.close()

        run(go())
        server.proc.send_signal(signal.SIGTERM)
        assert server.proc.wait(timeout=30) == 0
        assert sorted(p.name for p in (data / "damaged").iterdir()) == ["ABCDEF.json", "BCDEFG.json"]
        assert list((data / "tables").glob("*.json")) == []
        err = server.proc.stderr.read() if server.proc.stderr else ""
        assert "ABCDEF.json cannot be used" in err and "BCDEFG.json cannot be used" in err
    finally:
        server.end()
