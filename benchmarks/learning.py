"""How long the learning pages take on the GUI thread: the rules window (its card pictures
drawn by the card art) at 1x and 2x, the welcome page, and loading and checking the lessons.

Run from the top of the repository::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/learning.py [--repeat 5]

The rules window is built from scratch each time (the card-art pixmap cache
is cleared first), so the figure is what a first F1 costs. The median of
``--repeat`` runs is printed. This is a measurement, not a test: nothing here
asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from PySide6.QtWidgets import QApplication

from murlan_qt.ui.art.card_art import clear_pixmap_cache
from murlan_qt.ui.learn.lessons import follow, load_lessons
from murlan_qt.ui.learn.rules_window import RulesWindow, cards_picture
from murlan_qt.ui.learn.welcome import WelcomePage


def _median_ms(fn, repeat: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        clear_pixmap_cache()
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from murlan_qt.engine import parse_cards

    cards = parse_cards("3S 4H 5D 6C 7S 8H 9D TC JS QH KD AC")
    for ratio in (1.0, 2.0):
        ms = _median_ms(lambda r=ratio: cards_picture(cards, 54, r), args.repeat)
        print(f"a twelve-card picture at {ratio:.0f}x: {ms:.1f} ms")
    ms = _median_ms(lambda: RulesWindow().deleteLater(), args.repeat)
    print(f"the rules window, built with all its pictures (1x): {ms:.0f} ms")

    def welcome() -> None:
        from PySide6.QtWidgets import QWidget

        host = QWidget()
        host.resize(1280, 760)
        page = WelcomePage(host)
        page.grab()
        host.deleteLater()

    print(f"the welcome page, built and painted at 1280x760: {_median_ms(welcome, args.repeat):.0f} ms")
    print(f"loading lessons.json: {_median_ms(load_lessons, args.repeat):.1f} ms")
    lessons = load_lessons()
    ms = _median_ms(lambda: [follow(les) for les in lessons], args.repeat)
    print(f"following all {len(lessons)} lessons through the engine: {ms:.0f} ms")
    app.processEvents()


if __name__ == "__main__":
    main()
