"""Game > Settings (Ctrl+, ; the application menu's Preferences on macOS): everything a player sets.

Each change is stored at once in :class:`Settings` and announced with
:meth:`Settings.notify`; the parts that show it (the table, the sound, the
View menu, the aids, the language) subscribed to it and apply it at once, so
the dialog only needs a Close button. The dialog retranslates itself when the
language changes, which happens at once too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..art.looks import colour_name
from ..desktop.i18n import available_languages, language_in_use
from ..settings import AIDS, CARD_BACKS, PACES, SPEEDS, TABLE_COLOURS, Settings

#: each language in its own name (never translated: a player looks for his own)
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "sq": "Shqip"}


class SettingsDialog(QDialog):
    """The settings; each change is stored and announced to the settings' subscribers."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 sound_problem: Callable[[], str] = lambda: "") -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self._sound_problem = sound_problem
        layout = QVBoxLayout(self)

        self.table_box = QGroupBox()
        table_form = QFormLayout(self.table_box)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem("", key)
        self.pace = QComboBox()
        for key in PACES:
            self.pace.addItem("", key)
        self.sort = QComboBox()
        self.sort.addItem("", True)
        self.sort.addItem("", False)
        self.speed_label, self.pace_label, self.sort_label = QLabel(), QLabel(), QLabel()
        table_form.addRow(self.speed_label, self.speed)
        table_form.addRow(self.pace_label, self.pace)
        table_form.addRow(self.sort_label, self.sort)
        layout.addWidget(self.table_box)

        self.looks_box = QGroupBox()
        looks_form = QFormLayout(self.looks_box)
        self.four_colour = QCheckBox()
        self.back = QComboBox()
        for key in CARD_BACKS:
            self.back.addItem("", key)
        self.felt = QComboBox()
        for key in TABLE_COLOURS:
            self.felt.addItem("", key)
        self.language = QComboBox()
        for code in available_languages():
            self.language.addItem(LANGUAGE_NAMES.get(code, code), code)
        self.back_label, self.felt_label, self.language_label = QLabel(), QLabel(), QLabel()
        looks_form.addRow(self.four_colour)
        looks_form.addRow(self.back_label, self.back)
        looks_form.addRow(self.felt_label, self.felt)
        looks_form.addRow(self.language_label, self.language)
        layout.addWidget(self.looks_box)

        self.sound_box = QGroupBox()
        sound_form = QFormLayout(self.sound_box)
        self.sound = QCheckBox()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume_label = QLabel()
        self.volume_label.setBuddy(self.volume)
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100 %"))
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_value)
        self.sound_note = QLabel()
        self.sound_note.setTextFormat(Qt.TextFormat.PlainText)
        self.sound_note.setWordWrap(True)
        sound_form.addRow(self.sound)
        sound_form.addRow(self.volume_label, volume_row)
        sound_form.addRow(self.sound_note)
        layout.addWidget(self.sound_box)

        self.aids_box = QGroupBox()
        aids_layout = QVBoxLayout(self.aids_box)
        self.aids: dict[str, QCheckBox] = {}
        for name in AIDS:
            box = QCheckBox()
            box.setObjectName(name)
            aids_layout.addWidget(box)
            self.aids[name] = box
        layout.addWidget(self.aids_box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.load_values()
        self._retranslate()

        self.speed.currentIndexChanged.connect(lambda _i: self._store("animation_speed", self.speed.currentData()))
        self.pace.currentIndexChanged.connect(lambda _i: self._store("computer_pace", self.pace.currentData()))
        self.sort.currentIndexChanged.connect(lambda _i: self._store("sort_by_rank", self.sort.currentData()))
        self.four_colour.toggled.connect(lambda on: self._store("four_colour", on))
        self.back.currentIndexChanged.connect(lambda _i: self._store("card_back", self.back.currentData()))
        self.felt.currentIndexChanged.connect(lambda _i: self._store("table_colour", self.felt.currentData()))
        self.language.currentIndexChanged.connect(lambda _i: self._store("language", self.language.currentData()))
        self.sound.toggled.connect(lambda on: self._store("sound_enabled", on))
        self.volume.valueChanged.connect(lambda v: self._store("sound_volume", v))
        for name, box in self.aids.items():
            box.toggled.connect(lambda on, n=name: self._store(n, on))

    def load_values(self) -> None:
        """Show the stored values (the View menu or the welcome page may have changed them); applies nothing."""
        s = self.settings
        widgets = (self.speed, self.pace, self.sort, self.four_colour, self.back, self.felt, self.language,
                   self.sound, self.volume, *self.aids.values())
        for w in widgets:
            w.blockSignals(True)
        try:
            self.speed.setCurrentIndex(max(0, self.speed.findData(s.animation_speed)))
            self.pace.setCurrentIndex(max(0, self.pace.findData(s.computer_pace)))
            self.sort.setCurrentIndex(0 if s.sort_by_rank else 1)
            self.four_colour.setChecked(s.four_colour)
            self.back.setCurrentIndex(max(0, self.back.findData(s.card_back)))
            self.felt.setCurrentIndex(max(0, self.felt.findData(s.table_colour)))
            current = s.language or language_in_use()
            self.language.setCurrentIndex(max(0, self.language.findData(current)))
            self.sound.setChecked(s.sound_enabled)
            self.volume.setValue(s.sound_volume)
            for name, box in self.aids.items():
                box.setChecked(bool(getattr(s, name)))
        finally:
            for w in widgets:
                w.blockSignals(False)
        self.volume.setEnabled(self.sound.isChecked())
        self.volume_value.setText(self.tr("{n} %").format(n=self.volume.value()))

    def _store(self, name: str, value: object) -> None:
        setattr(self.settings, name, value)
        if name == "sound_volume":
            self.volume_value.setText(self.tr("{n} %").format(n=value))
        self.volume.setEnabled(self.sound.isChecked())
        self.settings.notify(name)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.table_box.setTitle(self.tr("Play"))
        self.speed_label.setText(self.tr("&Animation speed:"))
        self.speed_label.setBuddy(self.speed)
        for i, text in enumerate((self.tr("Instant"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))):
            self.speed.setItemText(i, text)
        self.pace_label.setText(self.tr("&Computer players' pace:"))
        self.pace_label.setBuddy(self.pace)
        for i, text in enumerate((self.tr("As fast as the animations"), self.tr("Quick"), self.tr("Steady"),
                                  self.tr("Unhurried"))):
            self.pace.setItemText(i, text)
        self.sort_label.setText(self.tr("&Order of my hand:"))
        self.sort_label.setBuddy(self.sort)
        self.sort.setItemText(0, self.tr("Sorted by rank"))
        self.sort.setItemText(1, self.tr("As I arrange it"))
        self.looks_box.setTitle(self.tr("Look"))
        self.four_colour.setText(self.tr("&Four-colour deck (diamonds blue, clubs green)"))
        self.back_label.setText(self.tr("Card &back:"))
        self.back_label.setBuddy(self.back)
        for i in range(self.back.count()):
            self.back.setItemText(i, colour_name(self.back.itemData(i)))
        self.felt_label.setText(self.tr("&Table colour:"))
        self.felt_label.setBuddy(self.felt)
        for i in range(self.felt.count()):
            self.felt.setItemText(i, colour_name(self.felt.itemData(i)))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language)
        self.sound_box.setTitle(self.tr("Sound"))
        self.sound.setText(self.tr("&Play sounds"))
        self.volume_label.setText(self.tr("&Volume:"))
        self.volume_value.setText(self.tr("{n} %").format(n=self.volume.value()))
        self.volume.setAccessibleName(self.tr("Volume"))
        self.volume.setEnabled(self.sound.isChecked())
        self.show_sound_problem()
        self.aids_box.setTitle(self.tr("Table aids"))
        texts = {
            "show_play_log": self.tr("Show the lo&g of the hand's plays"),
            "show_tracker": self.tr("Show the card t&racker (what is still out)"),
            "dim_unplayable": self.tr("&Dim the cards that cannot be played"),
            "auto_pass": self.tr("Pass a&utomatically when nothing can beat the table"),
            "speed_up_when_out": self.tr("&Speed up the rest of the hand once I am out"),
        }
        for name, box in self.aids.items():
            box.setText(texts[name])

    def show_sound_problem(self) -> None:
        """Why no sound can be played, if so (asked again when the sound process answers)."""
        why = self._sound_problem()  # in the language of the moment (it may just have changed)
        if why:
            self.sound_note.setText(self.tr("No sound can be played here: {why}").format(why=why))
        self.sound_note.setVisible(bool(why))

