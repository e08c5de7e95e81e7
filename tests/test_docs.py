"""The README and the project's own documents: two set-up commands, the system packages, and rules and
match-format pages inside the repository that name every rule option and every record field."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from murlan_qt.engine import MatchState, Rules
from murlan_qt.engine.record import to_record

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.S)


def test_the_readme_has_exactly_two_set_up_commands_after_the_system_packages() -> None:
    setup = README.split("## Set up", 1)[1].split("\n## ", 1)[0]
    blocks = [b.strip() for b in _code_blocks(setup)]
    venv = [b for b in blocks if "python3 -m venv" in b]
    assert len(venv) == 2 and all(len(b.splitlines()) == 1 for b in venv)
    assert venv[0].endswith(".venv/bin/murlan") and venv[1].endswith("pytest -q")
    packages = [b for b in blocks if b not in venv]
    assert any(b.startswith("sudo apt-get install") for b in packages)
    assert any(b.startswith("sudo dnf install") for b in packages)
    assert setup.index("apt-get") < setup.index("python3 -m venv")  # the packages come first
    for lib in ("libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libpulse0", "python3-venv"):
        assert lib in setup
    assert re.search(r"tests take about \d+ minutes", setup), "say how long the test command takes"


def _packages(block: str) -> list[str]:
    words = block.replace("\\\n", " ").split()
    return [w for w in words if not w.startswith("-") and w not in ("sudo", "apt-get", "install", "update", "&&")]


def test_the_readme_says_what_to_do_as_root_or_in_a_container() -> None:
    setup = README.split("## Set up", 1)[1].split("\n## ", 1)[0]
    blocks = [b.strip() for b in _code_blocks(setup)]
    with_sudo = next(b for b in blocks if b.startswith("sudo apt-get install"))
    as_root = [b for b in blocks if b.startswith("apt-get update && apt-get install -y ")]
    assert len(as_root) == 1, "a line for root, without sudo, that fetches the package lists of a fresh image"
    assert _packages(as_root[0]) == _packages(with_sudo)  # the same packages as the line with sudo
    assert "root" in setup and "container" in setup and "sudo: command not found" in setup
    assert setup.index(as_root[0]) < setup.index("python3 -m venv")


def test_the_readme_links_the_projects_own_documents() -> None:
    assert "../shared" not in README
    for doc in ("docs/rules.md", "docs/match-format.md"):
        assert f"]({doc})" in README and (ROOT / doc).is_file()


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def test_the_match_format_page_names_every_field_the_game_writes() -> None:
    page = (ROOT / "docs" / "match-format.md").read_text(encoding="utf-8")
    match = MatchState(3)
    record = to_record(match)
    fields = _keys(record) | {"pass", "play", "jokers_shown_by", "given_by_last", "given_by_first", "last",
                              "first", "finish_order", "points", "totals", "target", "winner", "tie"}
    missing = sorted(f for f in fields if f"`{f}`" not in page and f'"{f}"' not in page)
    assert missing == []


def test_the_rules_page_covers_every_section_and_option() -> None:
    page = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    for n in range(1, 7):
        assert re.search(rf"^## {n}\. ", page, flags=re.M), f"section {n}"
    hand = page.split("## 4.", 1)[1].split("## 5.", 1)[0]
    assert [int(x) for x in re.findall(r"^(\d)\. \*\*", hand, flags=re.M)] == list(range(1, 8))
    assert "a pass locks the trick" in page.lower() and "beaten one step up" in page.lower()
    match_page = (ROOT / "docs" / "match-format.md").read_text(encoding="utf-8")
    for option in Rules().to_dict():
        assert f"`{option}`" in match_page
