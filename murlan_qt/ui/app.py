"""``murlan [FILE]``: open the card table (and the saved match FILE); ``--screenshot``, ``--smoke-test`` and
``--exit-after-first-paint`` for checks. Qt's own options (``-style``, ``-platform``, ...) pass through to Qt."""

from __future__ import annotations

import argparse
import faulthandler
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from .. import IMPORTED_AT
from ..ai import LEVELS, default_level, make_player, player_seed, take_turn
from ..ai.worker import WORKER_FLAG
from ..ai.worker import main as worker_main
from ..engine import MatchState, Rules
from ..engine.combos import lowest_play
from ..engine.record import SEED_MAX, SEED_MIN
from ..net.process import TABLE_SERVER_FLAG
from ..persistence import ENV_VAR, DataPaths, PersistenceError, app_version, check_persistence
from .checks.stall_probe import StallProbe
from .desktop.documents import FileOpenEvents
from .desktop.gui_gc import GuiThreadCollector
from .desktop.i18n import LANGUAGE_ENV, install_translators
from .desktop.qt_messages import RepeatLimiter, install_repeat_limiter
from .desktop.screen_fit import FitWhenFramed, fit_on_screen
from .desktop.single_instance import LOCK_NAME, SingleInstance
from .desktop.window_memory import restore_window
from .game.controller import DEFAULT_NAMES, GameController, MatchConfig
from .settings import APP_ID, APPLICATION, ORGANISATION, SPEEDS, Settings
from .texts import shown_name

if TYPE_CHECKING:
    from .window.main_window import MainWindow


def _parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if w < 320 or h < 240 or w > 8000 or h > 8000:
        raise argparse.ArgumentTypeError(f"{text!r}: the size must be between 320x240 and 8000x8000")
    return w, h


#: the panels ``--show`` can open for a screenshot
SHOWABLE_PANELS: tuple[str, ...] = ("log", "tracker", "hint")


def _parse_panels(text: str) -> tuple[str, ...]:
    names = tuple(n.strip().lower() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in SHOWABLE_PANELS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown panel {', '.join(unknown)!s}: choose from {', '.join(SHOWABLE_PANELS)}")
    return names


def _parse_seed(text: str) -> int:
    """A seed a match record can hold (signed 64 bits), so the saves of the match can be read back."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
    if not SEED_MIN <= seed <= SEED_MAX:
        raise argparse.ArgumentTypeError(f"{text!r}: the seed must be between {SEED_MIN} and {SEED_MAX}")
    return seed


#: Qt's command-line options that take a value (``-style fusion``): the value is Qt's, never the FILE
QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
    "qwindowtitle", "session", "style", "stylesheet", "display", "geometry",
})


def split_qt_options(arguments: Sequence[str]) -> tuple[list[str], list[str]]:
    """``arguments`` as (ours, Qt's): Qt's options with a value are taken out with their value first, so that
    value is never read as the FILE; whatever else our parser does not know goes to Qt too."""
    ours: list[str] = []
    qts: list[str] = []
    it = iter(arguments)
    for arg in it:
        name = arg.lstrip("-")
        if arg.startswith("-") and name in QT_OPTIONS_WITH_VALUE:  # -style fusion, --style fusion
            qts.append(arg)
            value = next(it, None)
            if value is not None:
                qts.append(value)
        else:
            ours.append(arg)
    return ours, qts


def parse_arguments(arguments: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options and Qt's (for the application); exits with a message on a bad option value."""
    ours, qts = split_qt_options(arguments)
    args, unknown = build_parser().parse_known_args(ours)
    return args, qts + unknown


def version_text() -> str:
    """``murlan 0.1.0`` (the installed version; a checkout never installed says so)."""
    return f"murlan {app_version()}"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="murlan", description="Murlan, the Albanian climbing card game.",
                                allow_abbrev=False, epilog="Options Qt knows (-style, -platform, "
                                "-reverse, ...) are passed on to Qt.")
    p.add_argument("file", metavar="FILE", nargs="?", type=Path, default=None,
                   help="a saved match (.murlan) to open: an unfinished one plays on, a finished one opens "
                        "in the hand review; with a game already running on the data folder, that game opens it")
    p.add_argument("--version", action="version", version=version_text())
    p.add_argument("--screenshot", metavar="FILE.png", type=Path,
                   help="render the table of a deterministic mid-hand position to FILE.png and exit")
    p.add_argument("--seed", type=_parse_seed, default=None, help="the match seed (for --screenshot and --smoke-test)")
    p.add_argument("--size", type=_parse_size, default=(1280, 800), metavar="WxH",
                   help="window size for --screenshot (default 1280x800)")
    p.add_argument("--show", type=_parse_panels, default=(), metavar="PANELS",
                   help="with --screenshot: open these panels, comma-separated: " + ", ".join(SHOWABLE_PANELS))
    p.add_argument("--partners", action="store_true",
                   help="with --screenshot: a match of the partners game (2 against 2), in its third hand")
    p.add_argument("--smoke-test", action="store_true",
                   help="play one whole hand with four computer players (see --levels, --speed), save it and "
                        "record it in the statistics of --data-dir (else of a temporary folder), "
                        "read both back and exit")
    p.add_argument("--levels", type=_parse_levels, default=None, metavar="L,L,L",
                   help="with --smoke-test: the three computer opponents' levels (at their real time limits)")
    p.add_argument("--speed", type=_parse_speed, default="instant", metavar="SPEED",
                   help="with --smoke-test: the animation speed, one of " + ", ".join(SPEEDS) + " (default instant)")
    p.add_argument("--data-dir", type=Path, default=None,
                   help=f"where saves and statistics are kept (default: ${ENV_VAR}, else the user data folder)")
    p.add_argument("--exit-after-first-paint", action="store_true",
                   help="start a new match (no dialogs, saves untouched), quit once the table is first "
                        "painted and print how long that took since the process started")
    return p


#: Qt's messages, each printed a few times at most (installed with the application)
MESSAGES: RepeatLimiter | None = None


def _make_app(argv: Sequence[str]) -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    global MESSAGES
    MESSAGES = install_repeat_limiter()
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication([sys.argv[0] if sys.argv else "murlan", *argv])
    app.setApplicationDisplayName("Murlan")
    app.setDesktopFileName(APP_ID)  # matches org.murlan.Murlan.desktop: the shell shows our icon and name
    install_translators(app)  # $MURLAN_LANG, else the system's language
    # garbage (and the Qt objects in it) is collected on this thread only, never on an AI or I/O thread
    collector = GuiThreadCollector(app)
    app.aboutToQuit.connect(collector.stop)
    return app


def _scratch_settings(where: str) -> Settings:
    """Settings in a throwaway file, so checks never read or change the player's own."""
    store = QSettings(os.path.join(where, "murlan.ini"), QSettings.Format.IniFormat)
    s = Settings(store)
    s.animation_speed = "instant"
    return s


def _dispose(window: QObject) -> None:
    """Delete the closed window and everything it owns now, while the application runs, rather than in
    the interpreter's teardown (where Qt objects go in no set order, some after the application)."""
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _process_events(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def mid_hand_match(seed: int, rules: Rules | None = None, hands_before: int = 0) -> MatchState:
    """A deterministic position in the middle of a trick of the first hand (or of the hand after
    ``hands_before`` whole hands played by the computer), the player on turn."""
    config = MatchConfig(levels=(default_level(),) * 3, seed=seed)
    match = MatchState(seed, rules or Rules(), players=config.players(QCoreApplication.translate("Table", "You")))
    players = {s: make_player(default_level(), player_seed(seed, s)) for s in range(4)}
    for _ in range(hands_before):
        while not match.hand.is_over:
            take_turn(match, players[match.hand.turn], 0.05)
        if match.is_over:
            break
        match.start_next_hand()
    hand = match.hand
    for _ in range(200):
        trick = hand.trick_actions()
        if (hand.turn == 0 and len(hand.actions) >= 8 and len(trick) >= 3
                and sum(a.cards is not None for a in trick) >= 2):
            break
        take_turn(match, players[hand.turn], 0.05)
        if hand.is_over or len(hand.cards[0]) <= 4:
            break
    return match


def screenshot(path: Path, seed: int, size: tuple[int, int], data_dir: Path | None,
               show: Sequence[str] = (), partners: bool = False) -> int:
    """Render the mid-hand table to ``path`` (with the panels named in ``show`` open); ``partners``: a
    match of the partners game, in its third hand (two hands scored, so the team totals show)."""
    from .window.main_window import MainWindow

    app = _make_app([])
    with tempfile.TemporaryDirectory() as tmp:
        settings = _scratch_settings(tmp)
        settings.show_play_log = "log" in show
        settings.show_tracker = "tracker" in show
        controller = GameController(speed="instant")
        window = MainWindow(settings, data_dir, controller=controller, show_dialogs=False, keep_data=False)
        window.resize(*size)
        window.show()
        _process_events(app)
        match = mid_hand_match(seed, Rules(teams=True), 2) if partners else mid_hand_match(seed)
        controller.continue_match(match)
        _process_events(app)
        hand = match.hand
        if "hint" in show:
            from .aids.hint import show_hint_for_screenshot

            show_hint_for_screenshot(window.hint, app)
        elif controller.can_human_play():
            plays = hand.legal_plays()
            if plays:
                for c in hand.cards_for(lowest_play(plays)):
                    window.scene.selected.add(c)
                window.scene.sync(animate=False)
                window.scene.selection_changed.emit()  # the preview and Play follow the selection
        window.resize(*size)
        _process_events(app)
        image = window.grab()
        ok = image.save(str(path), "PNG")
        controller.shutdown()
        window.close()
        _process_events(app, 2)
    if not ok:
        print(f"murlan: could not write {path}", file=sys.stderr)
        return 1
    print(f"murlan: wrote {path} ({size[0]}x{size[1]}, seed {seed})")
    return 0


def _parse_levels(text: str) -> tuple[str, str, str]:
    """Three computer levels, comma-separated (``hard,hard,expert``)."""
    levels = tuple(t.strip() for t in text.split(","))
    if len(levels) != 3:
        raise argparse.ArgumentTypeError(f"{text!r}: give three levels, comma-separated")
    unknown = [lv for lv in levels if lv not in LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown level {unknown[0]!r} (known: {', '.join(LEVELS)})")
    return levels


def _parse_speed(text: str) -> str:
    if text not in SPEEDS:
        raise argparse.ArgumentTypeError(f"{text!r}: the speed is one of {', '.join(SPEEDS)}")
    return text


@dataclass
class PlayedHand:
    """What :func:`play_one_hand` saw."""

    finished: bool
    actions: int
    problems: list[str]
    probe: StallProbe
    #: what went wrong with computer decisions (each made a fallback move)
    ai_failures: list[str]


def play_one_hand(window: MainWindow, config: MatchConfig, timeout_s: float = 120.0) -> PlayedHand:
    """Play one whole hand of ``config`` on ``window`` (shown), the GUI thread's stalls measured meanwhile."""
    controller = window.controller
    loop = QEventLoop()
    finished: list[object] = []
    actions = [0]
    problems: list[str] = []
    failures: list[str] = []
    controller.ai_failed.connect(lambda seat, why: failures.append(f"seat {seat}: {why}"))

    def check(_action: object) -> None:
        actions[0] += 1
        problems.extend(window.scene.disagreements())

    controller.action_applied.connect(check)
    def done(result: object) -> None:
        finished.append(result)
        loop.quit()

    controller.hand_finished.connect(done)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    probe = StallProbe(window)
    probe.start()
    # the game's own start-up: a damaged autosave is kept aside, an unfinished one put in saves/
    window.resume_or_start(config, offer_resume=False)
    if not finished:
        loop.exec()
    probe.stop()
    return PlayedHand(bool(finished), actions[0], problems, probe, failures)


#: seconds past the hand's own time limit after which a hung smoke test is ended with every stack printed
SMOKE_GRACE_S = 60.0
#: a Qt warning said this many times in one hand is a fault (a notifier on a dead descriptor, say)
SMOKE_FLOOD = 100


def smoke_test(seed: int | None, data_dir: Path | None, timeout_s: float = 120.0,
               levels: tuple[str, str, str] | None = None, speed: str = "instant") -> int:
    """Play one whole hand with four computer players through the real controller and scene, then
    check the autosave and the statistics it left in ``data_dir`` (a temporary folder when None,
    so the player's own saves are never touched).

    The three opponents play at ``levels`` (the default level's when None) with the table's own
    time limit, at animation ``speed``; the last line printed is the GUI thread's longest stall."""
    from .window.main_window import MainWindow

    app = _make_app([])
    levels = levels or (default_level(),) * 3
    # Whatever happens, the smoke test ends: a hang anywhere (the event loop, Qt, a thread) prints every
    # thread's stack and exits non-zero a little after the hand's own time is up.
    faulthandler.dump_traceback_later(timeout_s + SMOKE_GRACE_S, exit=True)
    try:
        return _smoke_test(app, MainWindow, seed, data_dir, timeout_s, levels, speed)
    finally:
        faulthandler.cancel_dump_traceback_later()


def _smoke_test(app: QApplication, window_class: type, seed: int | None, data_dir: Path | None,
                timeout_s: float, levels: tuple[str, str, str], speed: str) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        settings = _scratch_settings(tmp)
        settings.animation_speed = speed
        if data_dir is None:
            data_dir = Path(tmp) / "data"
        guard = SingleInstance(DataPaths.resolve(data_dir).root)
        if not guard.acquire():
            print(f"murlan: smoke test failed: {already_running_text(guard.folder)}", file=sys.stderr)
            return 1
        controller = GameController(speed=speed, human_seat=None)
        window = window_class(settings, data_dir, controller=controller, show_dialogs=False)
        window.resize(1024, 700)
        window.show()
        played = play_one_hand(window, MatchConfig(levels=levels, seed=seed, names=DEFAULT_NAMES), timeout_s)
        finished, problems, match = played.finished, played.problems, controller.match
        worker = controller.ai_process
        if worker.failed_to_start or worker.starts == 0:
            problems.append("the computer players' process did not start")
        problems.extend(f"a computer decision failed ({why})" for why in played.ai_failures)
        sound = window.sound
        if sound.available is None and not sound.muted:
            sound.probe()  # the hand was quicker than the sound process's start: its answer is awaited
        heard = (f"{len(sound.played)} sounds played" if sound.available
                 else f"silent ({sound.problem or 'muted'})")
        if sound.starts > 1:
            heard += f" (the sound process was started {sound.starts} times)"
        controller.shutdown()
        window.close()
        _dispose(window)
        _process_events(app, 2)
        guard.release()
        kept = ""
        if finished and match is not None and not problems:
            try:
                kept = check_persistence(data_dir, match)
            except PersistenceError as e:
                print(f"murlan: smoke test failed: saving or the statistics: {e}", file=sys.stderr)
                return 1
    if not finished or match is None:
        print(f"murlan: smoke test failed: the hand did not finish within {timeout_s:.0f} s", file=sys.stderr)
        return 1
    if problems:
        print("murlan: smoke test failed: the table disagreed with the engine or the computer players:",
              file=sys.stderr)
        for p in problems[:10]:
            print("  " + p, file=sys.stderr)
        return 1
    flooded = {m: n for m, n in (MESSAGES.repeated if MESSAGES is not None else {}).items() if n >= SMOKE_FLOOD}
    if flooded:
        message, n = max(flooded.items(), key=lambda kv: kv[1])
        print(f"murlan: smoke test failed: Qt repeated a warning {n} times: {message}", file=sys.stderr)
        return 1
    # the network table: a loopback table server hosted as the game hosts one, a headless player at it
    from ..net.smoke import network_smoke_test

    net_problems = network_smoke_test(seed if seed is not None else 7)
    if net_problems:
        print("murlan: smoke test failed: the network table:", file=sys.stderr)
        for p in net_problems[:10]:
            print("  " + p, file=sys.stderr)
        return 1
    order = ", ".join(shown_name(match.players[s]) for s in match.hand.finish)
    print(f"murlan: smoke test passed: one hand of {played.actions} actions (seed {match.seed}); "
          f"finishing order {order}")
    print(f"murlan: {kept}")
    print(f"murlan: sound: {heard}")
    print("murlan: network: a loopback table server hosted, one hand played at it by a headless player "
          "and three computer players")
    print(f"murlan: levels {','.join(levels)}, speed {speed}: longest GUI stall "
          f"{played.probe.longest_ms:.0f} ms (p99 {played.probe.percentile_ms(99):.0f} ms)")
    return 0


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux: from /proc; elsewhere since murlan_qt was imported)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22, starttime, in clock ticks after boot
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        age = uptime - start_ticks / os.sysconf("SC_CLK_TCK")
        if age >= 0:
            return age * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    return (time.perf_counter() - IMPORTED_AT) * 1000


class _FirstPaint(QObject):
    """Quits the application right after the first paint of ``widget``, printing the start-up time."""

    def __init__(self, widget: QObject, app: QApplication) -> None:
        super().__init__(widget)
        self.app = app
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            QTimer.singleShot(0, self.report)  # once this paint is done
        return False

    def report(self) -> None:
        print(f"first paint after {process_age_ms():.0f} ms", flush=True)
        self.app.quit()


def exit_after_first_paint(seed: int | None, data_dir: Path | None, timeout_s: float = 60.0) -> int:
    """Start as a player would (a fresh match, no dialogs, the autosave untouched); quit after the first paint."""
    from .window.main_window import MainWindow

    app = _make_app([])
    window = MainWindow(Settings(), data_dir, show_dialogs=False, keep_data=False)
    watcher = _FirstPaint(window.view.viewport(), app)
    window.show()
    config = window.last_config()
    config.seed = seed if seed is not None else 1
    window.start_match(config)
    QTimer.singleShot(int(timeout_s * 1000), app.quit)
    app.exec()
    window.controller.shutdown()
    window.close()
    if not watcher.painted:
        print(f"murlan: the table was not painted within {timeout_s:.0f} s", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game (or a check). Returns the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if WORKER_FLAG in arguments:  # the computer players' process of a frozen build
        return worker_main()
    if arguments[:1] == [TABLE_SERVER_FLAG]:  # the host's table server, in a process of its own (no Qt)
        from ..net.cli import main as table_server_main

        return table_server_main(arguments[1:])
    args, qt_arguments = parse_arguments(arguments)
    if (args.screenshot or args.smoke_test) and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    try:
        if args.screenshot:
            return screenshot(args.screenshot, args.seed if args.seed is not None else 7, args.size, args.data_dir,
                              args.show, partners=args.partners)
        if args.smoke_test:
            return smoke_test(args.seed, args.data_dir, levels=args.levels, speed=args.speed)
        if args.exit_after_first_paint:
            return exit_after_first_paint(args.seed, args.data_dir)
    except Exception as exc:
        print(f"murlan: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    from .window.main_window import MainWindow

    app = _make_app(qt_arguments)
    file_events = FileOpenEvents(app)  # macOS: a saved match double-clicked in the Finder
    settings = Settings()
    if settings.language and not os.environ.get(LANGUAGE_ENV):
        install_translators(app, settings.language)  # the language chosen in Settings ($MURLAN_LANG wins)
    guard = SingleInstance(DataPaths.resolve(args.data_dir).root)
    if not guard.acquire():
        if args.file is not None and guard.ask_first_to_open(args.file):
            return 0  # the game on this folder opens it (and comes to the front)
        guard.ask_first_to_raise()
        show_already_running(guard.folder)
        return 0
    window = MainWindow(settings, args.data_dir)
    guard.raise_requested.connect(lambda: bring_to_front(window))
    guard.open_requested.connect(window.open_document)
    file_events.file_requested.connect(lambda path: (bring_to_front(window), window.open_document(path)))
    restored = restore_window(window, settings)  # as it was last closed (inside the available screen)
    window.apply_aid_settings()  # the panels shown as the settings say, where they were put
    if not restored:
        fit_on_screen(window)  # inside the available screen, centred (also with QT_SCALE_FACTOR)
    window.show()
    if not restored:
        fit_on_screen(window)  # again, if the window's frame (title bar, borders) is known already
        FitWhenFramed(window)  # and once more when it comes later (X11: the window manager frames it now)
    config = window.last_config()
    config.seed = args.seed
    # once the window is up: the welcome page the first time; else offer to continue an unfinished match,
    # or start this one
    first_file = args.file if args.file is not None else (Path(file_events.pending.pop(0))
                                                          if file_events.pending else None)
    if first_file is not None:
        QTimer.singleShot(0, lambda: window.start_up_with_file(first_file, config))
    else:
        QTimer.singleShot(0, lambda: window.start_up(config))
    QTimer.singleShot(0, file_events.deliver_to_listeners)  # after the start-up: later files open one by one
    status = app.exec()
    _dispose(window)
    guard.release()
    return status


def already_running_text(folder: Path) -> str:
    """Why a second start stops: another game answers for the lock file in ``folder`` (named, to look at)."""
    return QCoreApplication.translate(
        "Startup", "Murlan is already running with the data folder {folder}. Only one game at a time can "
        "use it, so that no save is lost. The running game holds the file {lock}.").format(
        folder=str(folder), lock=str(folder / LOCK_NAME))


def show_already_running(folder: Path) -> None:
    """Tell the player a game is running on this folder (its window was asked to come to the front)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, "Murlan", "", QMessageBox.StandardButton.Ok)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(already_running_text(folder))
    box.exec()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` in front, where the platform allows it (some only flash the task bar)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


if __name__ == "__main__":
    sys.exit(main())
