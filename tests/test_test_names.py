"""Every test file has a name of its own: the folders have no __init__.py, so pytest imports each test file by
its bare name, and a second file of the same name is an import error at collection (the whole run stops)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_no_two_test_files_share_a_name() -> None:
    names = Counter(p.name for p in TESTS.rglob("*.py") if p.name != "__init__.py" and p.name != "conftest.py")
    assert [n for n, k in names.items() if k > 1] == []
