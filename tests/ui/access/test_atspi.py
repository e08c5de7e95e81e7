"""The table through real AT-SPI, as Orca would read it: Xvfb, a D-Bus session and the AT-SPI bus."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SYSTEM_PYTHON = "/usr/bin/python3"


def _why_not() -> str:
    for tool in ("dbus-run-session", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True) if Path(
        SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        return "python3-pyatspi is not installed for the system's Python"
    return ""


@pytest.mark.slow
@pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "AT-SPI is available")
def test_the_hand_the_trick_and_the_seats_are_read_through_atspi(tmp_path: Path) -> None:
    hand_file = tmp_path / "hand.json"
    run = subprocess.run(
        ["dbus-run-session", "--", "xvfb-run", "-a", SYSTEM_PYTHON, str(ROOT / "tests/ui/access/atspi_reader.py"),
         sys.executable, str(ROOT), str(hand_file)],
        capture_output=True, text=True, timeout=180)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout + run.stderr
    read = json.loads(lines[-1])
    assert "error" not in read, read
    assert read["table"] == "Card table"
    groups = {g["name"]: g for g in read["groups"]}
    assert groups["Your hand"]["role"] == "list"
    assert groups["Your hand"]["children"] == json.loads(hand_file.read_text(encoding="utf-8"))
    assert {"On the table", "Players", "Scores"} <= set(groups)
    assert len(groups["Players"]["children"]) == 4
    assert all(" cards left" in s or " card left" in s for s in groups["Players"]["children"])


@pytest.mark.slow
@pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "AT-SPI is available")
def test_a_network_table_is_read_through_atspi_like_the_local_one(tmp_path: Path) -> None:
    """Joined at a real table server on loopback: the same table groups, the people and the computer
    players told apart on the seats, and the chat's history read as the plain text a person typed."""
    hand_file = tmp_path / "hand.json"
    run = subprocess.run(
        ["dbus-run-session", "--", "xvfb-run", "-a", SYSTEM_PYTHON, str(ROOT / "tests/ui/access/atspi_reader.py"),
         sys.executable, str(ROOT), str(hand_file), "atspi_net_app.py"],
        capture_output=True, text=True, timeout=240)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout + run.stderr
    read = json.loads(lines[-1])
    assert "error" not in read, read
    written = json.loads(hand_file.read_text(encoding="utf-8"))
    assert read["table"] == "Card table"
    groups = {g["name"]: g for g in read["groups"]}
    assert groups["Your hand"]["role"] == "list" and groups["Your hand"]["children"] == written["hand"]
    assert {"On the table", "Players", "Scores"} <= set(groups)
    seats = groups["Players"]["children"]
    assert len(seats) == 4 and all(" cards left" in s or " card left" in s for s in seats)
    assert seats[0].startswith("Drita, you") and seats[3].startswith("Arben, person"), seats  # the host, before
    assert all(", computer, Easy" in s for s in seats[1:3]), seats  # the empty seats' computer players
    assert written["chat"] in read["chat"], read.get("chat")  # the tags read as typed, not as markup


@pytest.mark.slow
@pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "AT-SPI is available")
def test_a_whole_hand_played_with_the_keyboard_and_atspi_alone(tmp_path: Path) -> None:
    """atspi_player.py reads the table through AT-SPI only and plays with keys sent through AT-SPI until
    the end-of-hand panel (the X server outside the D-Bus session, so the registry can send the keys)."""
    transcript_file = tmp_path / "transcript.txt"
    run = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tests/ui/access/atspi_player.py"),
         sys.executable, str(ROOT), str(transcript_file)],
        capture_output=True, text=True, timeout=400)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout + run.stderr
    summary = json.loads(lines[-1])
    transcript = transcript_file.read_text(encoding="utf-8").splitlines()
    assert summary["error"] is None, (summary, transcript[-30:])
    assert summary["plays"] >= 1 and summary["plays"] + summary["passes"] >= 2
    # the hand ended: announced, and the end-of-hand panel read with its buttons
    assert any(t.startswith("said: ") and "The hand is over: " in t for t in transcript)
    assert transcript[-1].startswith("read: ") and " nodes in the application's tree" in transcript[-1]
    assert any(t.startswith("panel: buttons: ") and "Next hand" in t for t in transcript)
    # every kind of line: what was read, said, focused and pressed
    for prefix in ("read: hand: ", "read: table: ", "read: players: ", "read: turn: Your turn.", "focus: ",
                   "key: Home", "key: space", "key: Return", "said: You play "):
        assert any(t.startswith(prefix) for t in transcript), prefix
    # the player's turn is said with the action that gives it ("West passes. Your turn."), in one announcement
    assert any(t.startswith("said: ") and t.endswith(" Your turn.") for t in transcript)
    # the cards selected are the cards the arrows reached (the focus told through AT-SPI), and each play
    # selected is announced as the player's
    for i, t in enumerate(transcript):
        if t.startswith("read: selected: "):
            chosen = t.removeprefix("read: selected: ").split(", ")
            reached = []
            for u in reversed(transcript[:i]):
                if u.startswith("read: hand: "):
                    break
                if u.startswith("focus: "):
                    reached.append(u.removeprefix("focus: "))
            assert sorted(chosen) == sorted(reached), (chosen, reached)
            said_next = next(u for u in transcript[i:] if u.startswith("said: "))
            assert said_next.startswith("said: You play "), said_next
    # the 14 nodes of before the table was in the tree (issue 29), and now a node per card at least
    assert summary["nodes_first_turn"] > 14 + 13


@pytest.mark.slow
@pytest.mark.skipif(bool(_why_not()), reason=_why_not() or "AT-SPI is available")
def test_a_whole_match_played_with_the_keyboard_and_atspi_alone(tmp_path: Path) -> None:
    """atspi_player.py --match: from the new match to the end-of-match panel, each end-of-hand panel read
    and closed with Enter, the swap dialog read and given with Tab and Space, through AT-SPI alone."""
    transcript_file, summary_file = tmp_path / "transcript.txt", tmp_path / "summary.txt"
    run = subprocess.run(
        ["xvfb-run", "-a", "dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tests/ui/access/atspi_player.py"),
         sys.executable, str(ROOT), str(transcript_file), "--match", "--summary", str(summary_file)],
        capture_output=True, text=True, timeout=500)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout + run.stderr
    summary = json.loads(lines[-1])
    transcript = transcript_file.read_text(encoding="utf-8").splitlines()
    assert summary["error"] is None, (summary, transcript[-30:])
    assert summary["match_over"]
    # the match: 21 points at 3 a hand at most, so 7 hands or more, each ended, announced and its panel read
    hands = summary["hands"]
    assert hands >= 7
    assert sum(1 for t in transcript if t.startswith("said: ") and "The hand is over: " in t) == hands
    headlines = [t.removeprefix("panel: ") for t in transcript if t.startswith("panel: ")][::3]
    assert headlines[:-1] == [h for h in headlines[:-1] if h.startswith("Hand ")] and len(headlines) == hands
    assert [int(h.split(":")[0].removeprefix("Hand ")) for h in headlines[:-1]] == list(range(1, hands))
    assert any(t.startswith("said: Hand 2.") for t in transcript)
    # each end-of-hand panel: its buttons read, Next hand focused, Enter pressed; the match's own panel last
    buttons = [t for t in transcript if t.startswith("panel: buttons: ")]
    assert all("Next hand" in b for b in buttons[:-1]) and "New match..." in buttons[-1]
    for i, t in enumerate(transcript):
        if t.startswith("panel: buttons: ") and "Next hand" in t:
            assert transcript[i + 2:i + 4] == ["focus: Next hand", "key: Return"], transcript[i:i + 4]
    assert headlines[-1].endswith(" wins the match!") or headlines[-1].startswith("The match ends in a tie")
    assert any(t.startswith("said: ") and t.endswith("(assertive)") and ("wins the match" in t or "tie" in t)
               for t in transcript)
    # the swaps given with the keys: the dialog read, the focus moved with Tab to the card chosen (among
    # those that may be given), Space, and the gift announced
    assert summary["swaps"], "no swap was given through the dialog"
    for i, t in enumerate(transcript):
        if not t.startswith("swap: may give: "):
            continue
        may = t.removeprefix("swap: may give: ").split(", ")
        end = transcript.index("key: space", i)
        moves = transcript[i + 1:end]
        focus = [m.removeprefix("focus: ") for m in moves if m.startswith("focus: ")]
        assert focus and set(focus) <= set(may), moves
        assert all(m.startswith(("focus: ", "key: Tab")) for m in moves), moves
        gave = next(u for u in transcript[end:] if u.startswith("swap: gave: ")).removeprefix("swap: gave: ")
        assert focus[-1] == gave
        assert any(u == f"said: You give {gave} to " + u.split(" to ", 1)[-1] for u in transcript[end:end + 4])
    # the cards are said in words, never by their suit glyphs
    assert not any(g in t for t in transcript if t.startswith("said: ") for g in "\u2660\u2665\u2666\u2663")
    # every kind of line
    for prefix in ("read: hand: ", "read: table: ", "said: ", "focus: ", "key: ", "panel: ", "swap: "):
        assert any(t.startswith(prefix) for t in transcript), prefix
    # the summary file holds the swaps, the hands' ends and the match's end
    kept = summary_file.read_text(encoding="utf-8").splitlines()
    assert sum(1 for t in kept if t.startswith("panel: buttons: ")) == hands
    assert sum(1 for t in kept if t.startswith("swap: gave: ")) == len(summary["swaps"])
