"""The "New match" dialog: the player's name, each opponent's level, a seed, the variant."""

from __future__ import annotations

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine.names import MAX_NAME_LENGTH, clean_name
from .controller import DEFAULT_NAMES, MatchConfig, available_levels, default_level
from .texts import level_name


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
            wanted = config.levels[i] if i < len(config.levels) else default_level()
            idx = box.findData(wanted)
            if idx < 0:
                idx = box.findData(default_level())
            box.setCurrentIndex(max(idx, 0))
            self.level_boxes.append(box)
            form.addRow(self.tr("&{n}. {name}:").format(n=i + 1, name=name), box)
        self.seed_edit = QLineEdit("" if config.seed is None else str(config.seed))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setValidator(QIntValidator(0, 2**31 - 1, self))
        self.seed_edit.setToolTip(self.tr("The same seed deals the same cards"))
        form.addRow(self.tr("&Seed (optional):"), self.seed_edit)
        self.locks_box = QCheckBox(self.tr("A &pass sits the player out until the trick ends"))
        self.locks_box.setChecked(config.pass_locks_trick)
        form.addRow(self.tr("Variant:"), self.locks_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def config(self) -> MatchConfig:
        """The match as set up in the dialog."""
        text = self.seed_edit.text().strip()
        levels = tuple(str(b.currentData()) for b in self.level_boxes)
        return MatchConfig(
            player_name=clean_name(self.name_edit.text()),  # as a record read back would have it
            levels=levels,  # type: ignore[arg-type]
            seed=int(text) if text else None,
            pass_locks_trick=self.locks_box.isChecked(),
        )
