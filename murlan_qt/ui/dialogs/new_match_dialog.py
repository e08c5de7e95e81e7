"""The "New match" dialog: the player's name, each opponent's level, the rules variants, a seed.

Each level is described in one line, and every rules option of the engine is
offered. The seed sits in a collapsed "details" part and is never filled in
from an earlier match, so a seed typed once does not deal the same cards again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...ai import available_levels, default_level
from ...engine import Rules
from ...engine.names import MAX_NAME_LENGTH, clean_name
from ..game.match_config import DEFAULT_NAMES, MatchConfig
from ..texts import level_name
from ..variants import variants, variants_title

translate = QCoreApplication.translate


def level_description(level: str) -> str:
    """What a computer level plays like, in one line."""
    lines = {
        "random": translate("NewMatchDialog", "Random: plays any legal move, without a plan"),
        "greedy": translate("NewMatchDialog", "Greedy: always plays its lowest card that beats the table"),
        "easy": translate("NewMatchDialog", "Easy: plays like a beginner, sometimes loosely"),
        "normal": translate("NewMatchDialog", "Normal: plays its hand in sensible groups, keeps its high cards for later"),
        "hard": translate("NewMatchDialog", "Hard: tries out its moves on possible deals before it plays"),
        "expert": translate("NewMatchDialog", "Expert: reads your play and plans ahead"),
    }
    return lines.get(level, level_name(level))


class NewMatchDialog(QDialog):
    """Asks how the next match is set up."""

    def __init__(self, config: MatchConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        form = QFormLayout()
        self.name_edit = QLineEdit(config.player_name)
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        form.addRow(self.tr("Your &name:"), self.name_edit)
        self.level_boxes: list[QComboBox] = []
        levels = available_levels()
        for i, name in enumerate(DEFAULT_NAMES):
            box = QComboBox()
            for lv in levels:
                box.addItem(level_name(lv), lv)
                box.setItemData(box.count() - 1, level_description(lv), Qt.ItemDataRole.ToolTipRole)
            wanted = config.levels[i] if i < len(config.levels) else default_level()
            idx = box.findData(wanted)
            if idx < 0:
                idx = box.findData(default_level())
            box.setCurrentIndex(max(idx, 0))
            self.level_boxes.append(box)
            form.addRow(self.tr("&{n}. {name}:").format(n=i + 1, name=name), box)
        levels_box = QGroupBox(self.tr("The levels"))
        levels_layout = QVBoxLayout(levels_box)
        self.level_lines: dict[str, QLabel] = {}
        for lv in levels:
            line = QLabel(level_description(lv))
            line.setTextFormat(Qt.TextFormat.PlainText)
            line.setWordWrap(True)
            levels_layout.addWidget(line)
            self.level_lines[lv] = line
        variants_box = QGroupBox(variants_title())
        variants_layout = QVBoxLayout(variants_box)
        #: one switch per rules option, by the option's name
        self.variant_boxes: dict[str, QCheckBox] = {}
        for variant in variants():
            box = QCheckBox(variant.name)
            box.setChecked(variant.is_on(config.rules))
            box.setToolTip(variant.explanation)
            note = QLabel(variant.explanation)
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setWordWrap(True)
            note.setContentsMargins(24, 0, 0, 4)
            note.setStyleSheet("color: palette(placeholder-text);")
            variants_layout.addWidget(box)
            variants_layout.addWidget(note)
            self.variant_boxes[variant.option] = box
        # the seed: a detail, hidden until asked for, and never carried over from the last match
        self.details_button = QToolButton()
        self.details_button.setText(self.tr("&Details"))
        self.details_button.setCheckable(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details = QWidget()
        details_form = QFormLayout(self.details)
        details_form.setContentsMargins(0, 0, 0, 0)
        self.seed_edit = QLineEdit("" if config.seed is None else str(config.seed))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed_edit.setToolTip(self.tr("The same seed deals the same cards"))
        details_form.addRow(self.tr("&Seed (optional):"), self.seed_edit)
        self.details.setVisible(config.seed is not None)
        self.details_button.setChecked(config.seed is not None)
        self.details_button.toggled.connect(self._show_details)
        self._show_details(config.seed is not None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(levels_box)
        layout.addWidget(variants_box)
        layout.addWidget(self.details_button)
        layout.addWidget(self.details)
        layout.addWidget(buttons)

    def _show_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.adjustSize()

    def config(self) -> MatchConfig:
        """The match as set up in the dialog."""
        text = self.seed_edit.text().strip()
        levels = tuple(str(b.currentData()) for b in self.level_boxes)
        return MatchConfig(
            player_name=clean_name(self.name_edit.text()),  # as a record read back would have it
            levels=levels,  # type: ignore[arg-type]
            seed=int(text) if text else None,
            rules=self.rules(),
        )

    def rules(self) -> Rules:
        """The rules options as the switches set them (every option has its switch)."""
        rules = Rules()
        for option, box in self.variant_boxes.items():
            rules = rules.with_option(option, box.isChecked())
        return rules
