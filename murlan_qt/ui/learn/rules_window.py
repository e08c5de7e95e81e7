"""Help > Rules: the rules of Murlan in sections, with pictures drawn by the game's own card art.

Every combination with an example, what beats what (the examples of RULES.md
section 6), a hand, the swap, scoring and the target, each rules variant the
New match dialog offers and what each level plays like. The pictures are
rendered by :mod:`.card_art` at the screen's pixel ratio.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...ai import available_levels
from ...engine import Card, parse_cards
from ..art.card_art import DEFAULT_THEME, CardTheme, card_face_pixmap, card_height_px
from ..dialogs.new_match_dialog import level_description
from ..texts import level_name

#: how much of each card shows when a picture overlaps them (a fraction of the card width)
OVERLAP_STEP = 0.42


def cards_picture(cards: Sequence[Card], card_width: int, device_pixel_ratio: float = 1.0,
                  theme: CardTheme = DEFAULT_THEME) -> QImage:
    """``cards`` side by side, overlapping, drawn by the card art; ``card_width`` in logical pixels."""
    step = round(card_width * OVERLAP_STEP) if len(cards) > 1 else 0
    width = card_width + step * (len(cards) - 1)
    height = card_height_px(card_width)
    image = QImage(max(1, round(width * device_pixel_ratio)), max(1, round(height * device_pixel_ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, c in enumerate(cards):
        pix = card_face_pixmap(c, card_width, device_pixel_ratio, theme)
        painter.drawPixmap(i * step, 0, pix)
    painter.end()
    return image


class RulesWindow(QDialog):
    """The rules, section by section; the list on the left jumps to a section."""

    def __init__(self, parent: QWidget | None = None, theme: CardTheme = DEFAULT_THEME) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.theme = theme
        self.setModal(False)
        self.sections = QListWidget()
        self.sections.setMaximumWidth(220)
        self.sections.setStyleSheet("QListWidget { font-size: 11pt; } QListWidget::item { padding: 4px 6px; }")
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setObjectName("rulesText")
        self.pictures: dict[str, QImage] = {}
        row = QHBoxLayout()
        row.addWidget(self.sections)
        row.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.sections.currentRowChanged.connect(self.show_section)
        size = self.sizeHint()
        if parent is not None and parent.screen() is not None:  # never larger than the screen
            room = parent.screen().availableGeometry().size() * 0.92
            size = size.boundedTo(room)
        self.resize(size)
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(980, 700)

    # ------------------------------------------------------------ building

    def picture(self, cards: str, card_width: int = 48) -> str:
        """An ``<img>`` of ``cards`` ("3S 3H"), registered with the document."""
        name = f"cards:{cards.replace(' ', '-')}:{card_width}"
        if name not in self.pictures:
            image = cards_picture(parse_cards(cards), card_width, self.devicePixelRatioF(), self.theme)
            self.pictures[name] = image
            self.browser.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        image = self.pictures[name]
        w = round(image.width() / image.devicePixelRatio())
        h = round(image.height() / image.devicePixelRatio())
        return f'<img src="{name}" width="{w}" height="{h}" style="vertical-align: middle">'

    def _row(self, *parts: str) -> str:
        """Pictures and words side by side; a short word between pictures is never broken up."""
        cells = []
        for i, p in enumerate(parts):
            short = not p.startswith("<img") and len(p) < 32 and i < len(parts) - 1
            wrap = "white-space: nowrap; " if short else ""
            cells.append(f'<td style="{wrap}padding: 4px 8px; vertical-align: middle">{p}</td>')
        return f'<table cellspacing="0"><tr>{"".join(cells)}</tr></table>'

    def section_titles(self) -> list[str]:
        return [
            self.tr("The game in short"), self.tr("The cards"), self.tr("Combinations"),
            self.tr("What beats what"), self.tr("A hand"), self.tr("The swap"),
            self.tr("Points and the target"), self.tr("Rules variants"), self.tr("Partners (2 against 2)"),
            self.tr("The computer players"),
            self.tr("Mouse and keyboard"),
        ]

    def section_bodies(self) -> list[str]:
        pic, row = self.picture, self._row
        beats, beats_not = self.tr("beats"), self.tr("does not beat")
        return [
            # the game in short
            "<p>" + self.tr("Murlan is played by four players, each playing alone, with 54 cards: the 52-card deck "
                            "and two jokers. Every hand, each player tries to be the first to get rid of all their "
                            "cards.") + "</p><p>"
            + self.tr("You sit at the bottom; play goes clockwise: you, then Arta on the left, Besnik at the top "
                      "and Drita on the right. The cards are dealt one at a time; the two players after the dealer "
                      "get 14 cards, the other two 13.") + "</p><p>"
            + self.tr("The player who leads plays any combination. In turn, each other player beats it with a "
                      "higher combination of the same kind, or passes. When everyone else has passed, the trick "
                      "is over and the last player to play leads the next one.") + "</p>",
            # the cards
            "<p>" + self.tr("The ranks, from the lowest to the highest:") + "</p>"
            + row(pic("3S 4H 5D 6C 7S 8H 9D TC JS QH KD AC 2S BJ RJ", 46))
            + "<p>" + self.tr("3 is the lowest card, then 4 up to king and ace; the 2 is above the ace, then the "
                              "black joker, and the red joker is the highest card of all.") + "</p><p>"
            + self.tr("Suits never count: a 7\u2660 does not beat a 7\u2665, and no suit is higher than "
                      "another.") + "</p>"
            + row(pic("7S"), beats_not, pic("7H")),
            # combinations
            "<p>" + self.tr("Five kinds of play (a combination):") + "</p>"
            + row(pic("KS"), self.tr("<b>A single:</b> any one card, a joker too."))
            + row(pic("8H 8C"), self.tr("<b>A pair:</b> two cards of one rank."))
            + row(pic("JS JD JC"), self.tr("<b>A triple:</b> three cards of one rank."))
            + row(pic("4S 4H 4D 4C"), self.tr("<b>A bomb:</b> all four cards of one rank."))
            + row(pic("6D 7S 8H 9C TD"), self.tr("<b>A scale:</b> five or more cards of consecutive ranks, one of "
                                                  "each rank. The longest has 13 cards."))
            + "<p>" + self.tr("In a scale the ace can be low or high, and the 2 is only ever low:") + "</p>"
            + row(pic("AS 2H 3D 4C 5S"), self.tr("the lowest five-card scale"))
            + row(pic("2H 3D 4C 5S 6H"), self.tr("a scale too"))
            + row(pic("TS JH QD KC AS"), self.tr("the highest five-card scale"))
            + row(pic("JS QH KD AC 2S"), self.tr("<b>not</b> a scale: the 2 never follows the ace"))
            + "<p>" + self.tr("Jokers are played only as singles: two jokers together are not a combination, and "
                              "a joker never makes a pair or a scale. Anything else (two cards of different ranks, "
                              "four cards in a row, ...) is not a combination either.") + "</p>",
            # what beats what
            "<p>" + self.tr("A play is beaten by a higher play of the same kind and size: a single by a higher "
                            "single, a pair by a higher pair, a triple by a higher triple, a scale by a scale of the "
                            "<b>same length</b> with a higher top card. \u201cHigher\u201d means at least one rank "
                            "higher. A bomb beats any play that is not a bomb, and only a higher bomb beats a "
                            "bomb.") + "</p>"
            + row(pic("3S 4H 5D 6C 7S"), beats_not, pic("3H 4S 5C 6D 7D"))
            + "<p>" + self.tr("Equal tops: suits do not count.") + "</p>"
            + row(pic("AS 2H 3D 4C 5S", 40), "&lt;", pic("2H 3D 4C 5S 6H", 40), "&lt;", pic("TS JH QD KC AS", 40))
            + "<p>" + self.tr("With the ace low, A to 5 is the lowest scale; 10 to ace is the highest.") + "</p>"
            + row(pic("4S 4H 4D 4C"), beats, pic("2S"))
            + row(pic("4S 4H 4D 4C"), beats, pic("KS KH KD"))
            + row(pic("4S 4H 4D 4C"), beats, pic("3S 4H 5D 6C 7S 8H 9D TC JS QH KD AC", 42))
            + row(pic("4S 4H 4D 4C"), self.tr("loses to"), pic("5S 5H 5D 5C"))
            + "<p>" + self.tr("The lowest bomb beats a 2, a triple of kings and a twelve-card scale; it loses to "
                              "a higher bomb.") + "</p>"
            + row(pic("RJ"), beats, pic("BJ"), beats, pic("2S"))
            + row(pic("BJ RJ"), self.tr("is not a combination"))
            + row(pic("6S 7H 8D 9C TS JH"), self.tr("is not beaten by"), pic("9D TH JD QS KH"))
            + row(pic("6S 7H 8D 9C TS JH"), self.tr("is not beaten by"), pic("7D 8S 9H TC JC QH KS"))
            + "<p>" + self.tr("A six-card scale is beaten only by a higher six-card scale (or a bomb), however high "
                              "the shorter or longer one is.") + "</p>",
            # a hand
            "<p>" + self.tr("<b>The first hand of a match:</b> the player holding the 3\u2660 leads, and the very "
                            "first play must include it (alone, or in a pair, triple, bomb or scale).") + "</p>"
            + row(pic("3S 3D"), self.tr("a good first play"))
            + row(pic("5H"), self.tr("not allowed as the first play"))
            + "<p>" + self.tr("<b>A turn:</b> beat the play on the table, or pass. The player who leads (the table "
                              "is empty) must play. A pass does not take you out of the trick: when your turn comes "
                              "back, you may play again.") + "</p><p>"
            + self.tr("<b>The end of a trick:</b> when every other player who still holds cards has passed in a "
                      "row since the last play, the cards leave the table and the player who played last leads. "
                      "If that player has no cards left, the next player clockwise who still holds cards leads.") + "</p><p>"
            + self.tr("<b>Going out:</b> a player who plays their last card finishes; any play may be the last, a "
                      "bomb or a joker too. When only one player still holds cards, the hand is over and that player is "
                      "last.") + "</p>",
            # the swap
            "<p>" + self.tr("From the second hand on, after the deal and before play, the player who finished "
                            "<b>last</b> in the previous hand gives their <b>highest card</b> to the player who "
                            "finished <b>first</b>, who sees it. Then the first player gives back one card of rank "
                            "3 to 10 of their choice (their lowest card if they have none from 3 to 10). Then the last "
                            "player leads.") + "</p>"
            + row(pic("RJ"), self.tr("last \u2192 first"), pic("6D"), self.tr("first \u2192 last"))
            + "<p>" + self.tr("If the last player holds both jokers, they must show them: nothing is swapped, and the "
                              "first player leads.") + "</p>" + row(pic("BJ RJ")),
            # points and the target
            "<p>" + self.tr("Each hand gives points by the order of going out: first 3, second 2, third 1, last "
                            "0. Points add up over the hands of a match.") + "</p><p>"
            + self.tr("The target is 21. After a hand, if exactly one player has reached it, that player wins the match. "
                      "If two or more have reached it, the target rises by 10, to 31, then 41, then 51, and the "
                      "match goes on. If two or more players reach 51 after a hand, the match ends in a tie "
                      "between them.") + "</p>",
            # variants
            "<p>" + self.tr("The New match dialog offers two rules variants and the partners game; the standard "
                            "rules have all three off.") + "</p>"
            + "<p>" + self.tr("<b>A pass sits the player out until the trick ends.</b> A player who passes may "
                              "not play again in this trick; the trick ends as soon as every other player who still "
                              "holds cards has passed once.") + "</p>"
            + "<p>" + self.tr("<b>A scale is beaten only by the scale one step higher.</b> Then 3 to 7 is beaten "
                              "only by 4 to 8 (or a bomb), not by 5 to 9:") + "</p>"
            + row(pic("3S 4H 5D 6C 7S"), self.tr("is beaten by"), pic("4S 5H 6D 7C 8S"))
            + row(pic("3S 4H 5D 6C 7S"), self.tr("is not beaten by"), pic("5S 6H 7D 8C 9S")),
            # the partners game (docs/rules.md section 7)
            "<p>" + self.tr("<b>Partners, 2 against 2 (seats across the table are a team).</b> Choose "
                            "\u201cPartners (2 against 2)\u201d in the New match dialog. You and Besnik, across the "
                            "table, play against Arta and Drita. The plates and the score board show each team in "
                            "its colour.") + "</p><p>"
            + self.tr("The hand is played as always, and each player scores 3, 2, 1 or 0 as always; a team's "
                      "points for the hand are its two players' points added (5 and 1, 4 and 2, or 3 and 3). "
                      "The first team to reach 41 wins the match. If both teams reach the target after the "
                      "same hand, it rises by 20, to 61, then 81, then 101; if both reach 101, the match is a "
                      "tie.") + "</p><p>"
            + self.tr("<b>The swap:</b> if the first and the last player of the hand before are partners (a "
                      "3 and 3 hand), nothing is exchanged and the player holding the 3\u2660 leads, free to play "
                      "anything. Otherwise the swap is made as usual.") + "</p><p>"
            + self.tr("<b>No signs between partners:</b> you see only your own cards, and nothing passes between "
                      "partners but the cards they play. Help your partner with your play: let their winning "
                      "play stand, lead low when they are close to going out, and stop the other team.") + "</p>",
            # levels
            "<p>" + self.tr("Each computer player has a level; choose it in the New match dialog.") + "</p><ul>"
            + "".join(f"<li>{_escape(level_description(lv))}</li>" for lv in available_levels()) + "</ul>"
            + "<p>" + self.tr("Levels: {levels}.").format(levels=", ".join(level_name(lv)
                                                                        for lv in available_levels())) + "</p>",
            # mouse and keyboard
            "<p>" + self.tr("Click cards to select them, then press Play, or Enter, or drag them onto the table. "
                            "A double click plays one card. Pass with the Pass button or P.") + "</p><p>"
            + self.tr("With the keyboard: the arrows move among your cards, Space selects, Enter plays, P passes, "
                      "Escape clears the selection. F1 opens these rules.") + "</p>",
        ]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Build the text (again, in the language now in use)."""
        self.setWindowTitle(self.tr("Rules of Murlan"))
        titles = self.section_titles()
        bodies = self.section_bodies()
        html = ['<html><body style="font-size: 11pt">']
        for i, (title, body) in enumerate(zip(titles, bodies, strict=True)):
            html.append(f'<a name="section-{i}"></a><h2>{_escape(title)}</h2>{body}')
        html.append("</body></html>")
        row = max(0, self.sections.currentRow())
        self.sections.blockSignals(True)
        self.sections.clear()
        self.sections.addItems(titles)
        self.sections.setCurrentRow(row)
        self.sections.blockSignals(False)
        self.browser.setHtml("".join(html))

    def show_section(self, index: int) -> None:
        """Scroll to section ``index``."""
        if index >= 0:
            self.browser.scrollToAnchor(f"section-{index}")


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
