"""The player's settings, declared once with their types and defaults over QSettings.

Whoever changes a setting the table shows (the Settings dialog, the View menu, the welcome
page) stores it and calls :meth:`Settings.notify` with its name; each part of the window
subscribes to the names it cares about (:meth:`Settings.subscribe`) and applies them itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal, Slot

from ..engine import DEFAULT_RULES, MurlanError, Rules
from ..engine.names import clean_name

ORGANISATION = "Murlan"
APPLICATION = "Murlan"
#: the application's id on the desktop: the desktop entry (org.murlan.Murlan.desktop), its icon, the
#: AppStream metainfo and the macOS bundle id (and its document type) all use it; the Windows installer
#: keeps its own fixed AppId (a GUID, packaging/murlan.iss)
APP_ID = "org.murlan.Murlan"

#: animation speeds, fastest first; ``instant`` finishes every animation at once
SPEEDS: tuple[str, ...] = ("instant", "fast", "normal", "slow")
#: how long one card's flight takes at each speed (ms)
FLIGHT_MS: dict[str, int] = {"instant": 0, "fast": 140, "normal": 280, "slow": 520}
#: the readable pause after each computer play (ms)
PAUSE_MS: dict[str, int] = {"instant": 0, "fast": 250, "normal": 650, "slow": 1200}
#: the computer players' pace: their pause after each play (ms); "" follows the animation speed
PACES: tuple[str, ...] = ("", "fast", "normal", "slow")
#: the card backs and table colours to choose from (see card_art.back_theme and table_scene.FELTS)
CARD_BACKS: tuple[str, ...] = ("red", "blue", "green")
TABLE_COLOURS: tuple[str, ...] = ("green", "blue", "red")

#: the settings of the table's aids (their switches are in the View menu and the Settings dialog)
AIDS: tuple[str, ...] = ("show_play_log", "show_tracker", "dim_unplayable", "auto_pass", "speed_up_when_out")

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One setting: its key, type and default."""

    key: str
    kind: type
    default: T

    def __set_name__(self, owner: type, name: str) -> None:
        owner._declared = {**getattr(owner, "_declared", {}), name: self}  # type: ignore[attr-defined]

    def __get__(self, obj: Settings | None, owner: type) -> T:
        if obj is None:
            return self  # type: ignore[return-value]
        return obj.value(self)

    def __set__(self, obj: Settings, value: T) -> None:
        obj.set_value(self, value)


def _coerce(kind: type, raw: Any, default: Any) -> Any:
    """A stored value read back as ``kind`` (QSettings' ini files keep strings)."""
    if raw is None:
        return default
    try:
        if kind is bool:
            if isinstance(raw, str):
                return raw.strip().lower() in ("true", "1", "yes", "on")
            return bool(raw)
        if kind is int:
            return int(raw)
        if kind is str:
            return str(raw)
        if kind is Rules:
            return raw if isinstance(raw, Rules) else Rules.from_dict(json.loads(raw), require_all=False)
        if kind is bytes:
            if isinstance(raw, QByteArray):
                return bytes(raw.data())
            return raw if isinstance(raw, bytes) else default
        if kind is list:
            if isinstance(raw, str):
                return [raw] if raw else []
            return [str(x) for x in raw]
    except (TypeError, ValueError, RecursionError, MurlanError):
        return default
    return raw


class SettingsChanges(QObject):
    """Says which setting was changed (by name, as declared in :class:`Settings`)."""

    changed = Signal(str)


class _Subscription(QObject):
    """One part's interest in some settings; it goes when its owner goes."""

    def __init__(self, names: Iterable[str], apply: Callable[[], None], owner: QObject) -> None:
        super().__init__(owner)
        self._names = frozenset(names)
        self._apply = apply

    @Slot(str)
    def on_changed(self, name: str) -> None:
        if name in self._names:
            self._apply()


class Settings:
    """Typed access to the stored settings; every option is declared here once."""

    _declared: dict[str, Setting[Any]]

    animation_speed: Setting[str] = Setting("view/animation_speed", str, "normal")
    four_colour: Setting[bool] = Setting("view/four_colour_deck", bool, False)
    sort_by_rank: Setting[bool] = Setting("view/sort_by_rank", bool, True)
    player_name: Setting[str] = Setting("match/player_name", str, "")
    opponent_levels: Setting[list] = Setting("match/opponent_levels", list, [])
    #: the rules options of the next match (a JSON object of the options, as in a match record)
    rules: Setting[Rules] = Setting("match/rules", Rules, DEFAULT_RULES)
    #: the welcome page was answered once (later starts go straight to the table)
    welcome_shown: Setting[bool] = Setting("view/welcome_shown", bool, False)
    #: the main window's size, position and maximised state (QWidget.saveGeometry), and its panels'
    #: places (QMainWindow.saveState); empty until the window was first closed
    window_geometry: Setting[bytes] = Setting("window/geometry", bytes, b"")
    window_state: Setting[bytes] = Setting("window/state", bytes, b"")
    #: the window was closed full screen, entered from maximised (on X11 the saved geometry keeps only
    #: "full screen": leaving it after a restart went to a normal window)
    window_maximised_under_full_screen: Setting[bool] = Setting("window/maximised_under_full_screen", bool, False)
    #: the interface language ("en", "sq"); empty follows the system (or MURLAN_LANG)
    language: Setting[str] = Setting("view/language", str, "")
    # the table's aids (off by default, except the play log panel's remembered visibility)
    show_play_log: Setting[bool] = Setting("aids/show_play_log", bool, False)
    show_tracker: Setting[bool] = Setting("aids/show_tracker", bool, False)
    dim_unplayable: Setting[bool] = Setting("aids/dim_unplayable", bool, False)
    auto_pass: Setting[bool] = Setting("aids/auto_pass", bool, False)
    speed_up_when_out: Setting[bool] = Setting("aids/speed_up_when_out", bool, False)
    #: the table's news (each play, the turn, a trick won...) is spoken by the screen reader
    describe_table: Setting[bool] = Setting("access/describe_table", bool, True)
    # sound, the computer players' pace, and the look of the table
    sound_enabled: Setting[bool] = Setting("sound/enabled", bool, True)
    sound_volume: Setting[int] = Setting("sound/volume", int, 70)
    computer_pace: Setting[str] = Setting("match/computer_pace", str, "")
    card_back: Setting[str] = Setting("view/card_back", str, "red")
    table_colour: Setting[str] = Setting("view/table_colour", str, "green")

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
        )
        #: the names of the settings changed, for the parts that show them
        self.changes = SettingsChanges()

    def notify(self, name: str) -> None:
        """Tell the subscribers that setting ``name`` was changed (call after storing it)."""
        self.changes.changed.emit(name)

    def subscribe(self, names: Iterable[str], apply: Callable[[], None], owner: QObject) -> None:
        """Call ``apply()`` whenever one of the settings ``names`` changed, as long as ``owner`` lives."""
        wanted = frozenset(names)
        unknown = wanted - set(self.declared())
        if unknown:
            raise ValueError(f"no such setting: {', '.join(sorted(unknown))}")
        self.changes.changed.connect(_Subscription(wanted, apply, owner).on_changed)

    def value(self, setting: Setting[T]) -> T:
        """The stored value of ``setting`` (its default when absent or unreadable)."""
        raw = self.store.value(setting.key)
        if raw is None and setting.kind is Rules:
            raw = self._rules_of_old_keys()
        got = _coerce(setting.kind, raw, setting.default)
        allowed = _ALLOWED.get(setting.key)
        if allowed is not None and got not in allowed:
            return setting.default
        if setting.kind is int and setting.key == "sound/volume":
            return max(0, min(100, got))
        if setting.key == "match/player_name":
            # the settings file is input from outside: the name gets the cleaning a record's names get
            return clean_name(got)  # type: ignore[return-value]
        return got

    def set_value(self, setting: Setting[T], value: T) -> None:
        if isinstance(value, Rules):
            for key in _OLD_RULES_KEYS.values():  # the one rules value replaces them
                self.store.remove(key)
        if isinstance(value, bytes):
            self.store.setValue(setting.key, QByteArray(value))
        else:
            self.store.setValue(setting.key, _rules_text(value) if isinstance(value, Rules) else value)

    def _rules_of_old_keys(self) -> Rules | None:
        """The rules as saved before the one rules value, one switch per key (None if none was saved)."""
        saved = {name: self.store.value(key) for name, key in _OLD_RULES_KEYS.items()}
        if all(raw is None for raw in saved.values()):
            return None
        return Rules(**{name: _coerce(bool, raw, False) for name, raw in saved.items()})

    @classmethod
    def declared(cls) -> dict[str, Setting[Any]]:
        """Every setting by attribute name."""
        return dict(cls._declared)


#: the keys the rules options were saved under, one each, before the one rules value
_OLD_RULES_KEYS: dict[str, str] = {
    "pass_locks_trick": "match/pass_locks_trick",
    "scale_step_one": "match/scale_step_one",
}


def _rules_text(rules: Rules) -> str:
    return json.dumps(rules.to_dict(), sort_keys=True)


#: the values a choice setting may take (anything else read back is its default)
_ALLOWED: dict[str, tuple[str, ...]] = {
    "view/animation_speed": SPEEDS,
    "match/computer_pace": PACES,
    "view/card_back": CARD_BACKS,
    "view/table_colour": TABLE_COLOURS,
}
