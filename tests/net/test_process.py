"""The table server in a process of its own: its command line, its "listening" line, the game's dispatch, and
the installed game's network check (a loopback table, a headless player, one hand)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from murlan_qt.net.process import TABLE_SERVER_FLAG, read_listening, server_command, start_server
from murlan_qt.net.smoke import network_smoke_test

ROOT = Path(__file__).resolve().parents[2]


def test_the_server_is_started_with_this_python_or_the_frozen_game_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    assert server_command(["--port", "0"]) == [sys.executable, "-m", "murlan_qt.net", "--port", "0"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert server_command(["--port", "0"]) == [sys.executable, TABLE_SERVER_FLAG, "--port", "0"]


@pytest.mark.parametrize("line", [b"", b"hello\n", b'{"listening": "7171"}\n', b'{"listening": 0}\n',
                                  b'{"listening": true}\n', b'[7171]\n', b'{"listening": 7171, "addresses": [1]}\n',
                                  b'{"listening": 7171}' + b" " * 5000])
def test_a_line_that_is_not_a_listening_line_is_refused(line: bytes) -> None:
    with pytest.raises(ValueError):
        read_listening(line)


def test_the_listening_line_gives_the_port_and_addresses() -> None:
    assert read_listening(b'{"listening": 7171, "addresses": ["192.168.1.20", "127.0.0.1"]}\n') == (
        7171, ["192.168.1.20", "127.0.0.1"])


def test_a_started_server_listens_answers_and_stops_with_its_tables_kept(tmp_path: Path) -> None:
    server = start_server(tmp_path / "tables", ("--hand-pause", "0.2"))
    try:
        assert server.process.poll() is None and server.port > 0
        import asyncio

        from murlan_qt.net.client import HeadlessClient

        async def hello() -> str:
            c = HeadlessClient()
            welcome = await c.connect(server.url, "Probe")
            code = await c.create("Kept table")
            await c.close()
            return str(welcome["type"]) + " " + code

        said, code = asyncio.run(hello()).split()
        assert said == "welcome"
    finally:
        status = server.stop()
    assert status == 0
    assert any(code in p.read_text(encoding="utf-8") for p in (tmp_path / "tables").rglob("*") if p.is_file())


def test_a_server_that_cannot_listen_is_reported(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="did not start"):
        start_server(tmp_path / "tables", bind="203.0.113.1")  # an address this machine does not have


def test_the_game_runs_the_table_server_when_asked() -> None:
    done = subprocess.run([sys.executable, "-c", "import sys; from murlan_qt.ui.app import main; "
                           f"sys.exit(main(['{TABLE_SERVER_FLAG}', '--help']))"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "murlan-server" in done.stdout and "--tls-cert" in done.stdout


def test_the_frozen_entry_point_dispatches_the_table_server_before_qt() -> None:
    text = (ROOT / "packaging" / "murlan_main.py").read_text(encoding="utf-8")
    assert text.index("freeze_support()") < text.index("TABLE_SERVER_FLAG") < text.index("murlan_qt.ui.app")
    spec = (ROOT / "packaging" / "murlan.spec").read_text(encoding="utf-8")
    assert "QtWebSockets" not in spec.split("QT_EXCLUDES", 1)[1].split("]", 1)[0]  # the game's client needs it
    assert 'collect_submodules("websockets")' in spec and 'collect_submodules("zeroconf")' in spec


def test_the_network_smoke_test_plays_a_hand_at_a_loopback_table() -> None:
    assert network_smoke_test(seed=3) == []
