"""The words of the tutorial's lessons, by the keys ``lessons.json`` uses (translatable).

The lesson data names its texts by key ("singles.lead"); the English text is
here, marked for translation in the "Tutorial" context.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

TEXTS: dict[str, str] = {
    # 1. singles
    "singles.title": QT_TRANSLATE_NOOP("Tutorial", "Singles and beating"),
    "singles.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "Your cards are at the bottom; Arta, Besnik and Drita play after you, clockwise. "
                    "The table is empty, so you lead: you may play anything."),
    "singles.lead": QT_TRANSLATE_NOOP(
        "Tutorial", "Play one card: click the 5\u2665 to select it, then press Play (or drag it onto the table)."),
    "singles.lead.hint": QT_TRANSLATE_NOOP("Tutorial", "Select only the 5\u2665, then press Play."),
    "singles.beaten": QT_TRANSLATE_NOOP(
        "Tutorial", "Each player must beat the card on the table with a higher one, or pass. Arta played an 8, "
                    "Besnik passed and Drita beat it with a queen."),
    "singles.beat": QT_TRANSLATE_NOOP(
        "Tutorial", "Only ranks count, never suits: 3 is the lowest, then 4 up to king, ace and 2. "
                    "Beat the queen with your 2\u2660."),
    "singles.beat.hint": QT_TRANSLATE_NOOP("Tutorial", "A 9 is lower than a queen. Play your 2\u2660."),
    "singles.won": QT_TRANSLATE_NOOP(
        "Tutorial", "Nobody could beat your 2 (only the two jokers are higher, and the red joker beats the "
                    "black one), so the trick is yours and you lead again."),
    # 2. pairs and triples
    "sets.title": QT_TRANSLATE_NOOP("Tutorial", "Pairs and triples"),
    "sets.pair": QT_TRANSLATE_NOOP(
        "Tutorial", "Two cards of the same rank make a pair. Select both 6s and play them together."),
    "sets.pair.hint": QT_TRANSLATE_NOOP("Tutorial", "A pair is two cards of one rank: select the two 6s only."),
    "sets.pass": QT_TRANSLATE_NOOP(
        "Tutorial", "Arta beat your 6s with a pair of jacks. A pair is beaten only by a higher pair, "
                    "and you have none: press Pass."),
    "sets.pass.hint": QT_TRANSLATE_NOOP("Tutorial", "A single card cannot beat a pair. Press Pass."),
    "sets.triple": QT_TRANSLATE_NOOP(
        "Tutorial", "Everyone passed, so Arta won the trick and led three 5s: a triple. Beat it with your "
                    "three 9s."),
    "sets.triple.hint": QT_TRANSLATE_NOOP("Tutorial", "Only a higher triple beats a triple: select all three 9s."),
    "sets.won": QT_TRANSLATE_NOOP(
        "Tutorial", "The trick is yours. Singles, pairs and triples never mix: each is beaten only by a "
                    "higher play of its own kind. The two jokers never make a pair: a joker is always played "
                    "alone."),
    # 3. scales
    "scales.title": QT_TRANSLATE_NOOP("Tutorial", "Scales"),
    "scales.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "Five or more cards of consecutive ranks make a scale. The ace can be low (A 2 3 4 5) or "
                    "high (10 J Q K A); the 2 is only ever low."),
    "scales.low": QT_TRANSLATE_NOOP(
        "Tutorial", "Lead the lowest scale there is: select A, 2, 3, 4 and 5, then press Play."),
    "scales.low.hint": QT_TRANSLATE_NOOP("Tutorial", "A scale needs at least five cards: add the ace."),
    "scales.beat": QT_TRANSLATE_NOOP(
        "Tutorial", "Arta played 4 to 8. A scale is beaten only by a scale of the same length with a higher "
                    "top card: play five cards in a row, 9 to king."),
    "scales.beat.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Same length only: five cards, no more and no fewer."),
    "scales.won": QT_TRANSLATE_NOOP(
        "Tutorial", "Your scale held. Remember: J Q K A 2 is not a scale, because the 2 never follows the ace."),
    # 4. bombs
    "bombs.title": QT_TRANSLATE_NOOP("Tutorial", "Bombs beat everything"),
    "bombs.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "All four cards of one rank make a bomb. Watch Arta lead a scale from 9 to king: "
                    "you hold no scale to answer it."),
    "bombs.play": QT_TRANSLATE_NOOP(
        "Tutorial", "A bomb beats any play, even a scale, a 2 or a joker. Play your four 7s."),
    "bombs.play.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Only a scale of the same length, or a bomb, beats a scale. Select all four 7s."),
    "bombs.higher": QT_TRANSLATE_NOOP(
        "Tutorial", "Besnik answered with four 8s: a bomb is beaten only by a higher bomb. You cannot beat it: "
                    "press Pass."),
    "bombs.higher.hint": QT_TRANSLATE_NOOP("Tutorial", "Nothing but a higher bomb beats a bomb. Press Pass."),
    "bombs.anything": QT_TRANSLATE_NOOP(
        "Tutorial", "Besnik's bomb won the trick, and he led again: a 6. Keep a bomb for the moment it matters: "
                    "it can go on anything, but only on your turn."),
    # 5. passing
    "passing.title": QT_TRANSLATE_NOOP("Tutorial", "Passing, and when a trick ends"),
    "passing.lead": QT_TRANSLATE_NOOP("Tutorial", "Lead your 6\u2666."),
    "passing.lead.hint": QT_TRANSLATE_NOOP("Tutorial", "Two different ranks are no combination. Play the 6\u2666 alone."),
    "passing.pass": QT_TRANSLATE_NOOP(
        "Tutorial", "Drita's jack is on top. You could beat it with your king, but save the king: press Pass."),
    "passing.pass.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Press Pass this time: you may always pass when you are not leading."),
    "passing.back": QT_TRANSLATE_NOOP(
        "Tutorial", "A pass does not take you out of the trick: your turn came back. Beat Arta's queen with "
                    "your king."),
    "passing.back.hint": QT_TRANSLATE_NOOP("Tutorial", "A 10 does not beat a queen. Play the king."),
    "passing.ends": QT_TRANSLATE_NOOP(
        "Tutorial", "The other three passed one after another, so the trick ended: the cards leave the table "
                    "and whoever played last (you) leads the next trick. To look at the last trick again, hold "
                    "L or click the middle of the table."),
    # 6. the opening
    "opening.title": QT_TRANSLATE_NOOP("Tutorial", "The 3\u2660 opens the match"),
    "opening.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "In the first hand of a match, whoever holds the 3\u2660 leads, and that first play "
                    "must include it. You hold it."),
    "opening.play": QT_TRANSLATE_NOOP(
        "Tutorial", "Play the 3\u2660 together with the 3\u2666 as a pair."),
    "opening.play.hint": QT_TRANSLATE_NOOP("Tutorial", "The first play of the match must include the 3\u2660."),
    "opening.free": QT_TRANSLATE_NOOP(
        "Tutorial", "Only that first play is tied to the 3\u2660. Beat Arta's 7s with your pair of 8s."),
    "opening.free.hint": QT_TRANSLATE_NOOP("Tutorial", "A pair is beaten only by a higher pair: play the two 8s."),
    "opening.later": QT_TRANSLATE_NOOP(
        "Tutorial", "The 3\u2660 rule holds only for the first hand; in later hands the swap decides who leads. "
                    "The dealer, marked on the table, only deals the cards: the deal moves one seat clockwise "
                    "each hand, and the two players after the dealer get 14 cards, the other two 13."),
    # 7. going out and points
    "going_out.title": QT_TRANSLATE_NOOP("Tutorial", "Going out and points"),
    "going_out.lead": QT_TRANSLATE_NOOP(
        "Tutorial", "The aim is to get rid of all your cards first. You have three left: lead your pair of 9s."),
    "going_out.lead.hint": QT_TRANSLATE_NOOP("Tutorial", "A 9 and an ace are no pair. Select the two 9s."),
    "going_out.last": QT_TRANSLATE_NOOP(
        "Tutorial", "Nobody beat your 9s, so you lead again. Play your last card to go out."),
    "going_out.last.hint": QT_TRANSLATE_NOOP("Tutorial", "Play the ace, your last card."),
    "going_out.points": QT_TRANSLATE_NOOP(
        "Tutorial", "You went out first: 3 points; second gets 2, third 1, last 0. The scores are at the top "
                    "left."),
    # 8. the swap
    "swap.title": QT_TRANSLATE_NOOP("Tutorial", "The swap, and who leads"),
    "swap.give": QT_TRANSLATE_NOOP(
        "Tutorial", "From the second hand on there is a swap: you went out first last hand and Arta last, so she "
                    "gave you her highest card. Give her back one card from 3 to 10."),
    "swap.lead": QT_TRANSLATE_NOOP(
        "Tutorial", "After the swap the last player leads: Arta led a pair of 6s. Beat it with your queens."),
    "swap.lead.hint": QT_TRANSLATE_NOOP("Tutorial", "A joker alone cannot beat a pair. Play the two queens."),
    "swap.jokers": QT_TRANSLATE_NOOP(
        "Tutorial", "One exception: if the last player holds both jokers, they show them, nothing is swapped, "
                    "and the first player leads."),
    # 9. the target
    "target.title": QT_TRANSLATE_NOOP("Tutorial", "The target: 21, and higher"),
    "target.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "Points add up over the hands. The target is 21: a player who reaches it alone wins "
                    "the match. You have 20, Arta 19."),
    "target.lead": QT_TRANSLATE_NOOP("Tutorial", "Lead your pair of 10s."),
    "target.lead.hint": QT_TRANSLATE_NOOP("Tutorial", "A 10 and a 5 are no pair. Select the two 10s."),
    "target.out": QT_TRANSLATE_NOOP("Tutorial", "Now go out with your last card, the 5\u2660."),
    "target.out.hint": QT_TRANSLATE_NOOP("Tutorial", "Play the 5\u2660."),
    "target.rises": QT_TRANSLATE_NOOP(
        "Tutorial", "You reached 23 and Arta 21: two players at or past the target after the same hand, so "
                    "nobody wins yet and the target rises to 31. It rises to 41 and 51 the same way; two or more "
                    "at or past 51 end the match in a tie."),
    # 10. the partners game
    "partners.title": QT_TRANSLATE_NOOP("Tutorial", "Partners: 2 against 2"),
    "partners.intro": QT_TRANSLATE_NOOP(
        "Tutorial", "In the partners game the player across the table is your partner: you and Besnik are a "
                    "team against Arta and Drita, and the plates show each team in its colour. You never see "
                    "your partner's cards and may tell them nothing: you help each other only by how you play."),
    "partners.points": QT_TRANSLATE_NOOP(
        "Tutorial", "Everyone scores 3, 2, 1 or 0 as always, and partners' points are added: your team has 38, "
                    "theirs 31. The first team to reach 41 wins; if both reach it after the same hand, the "
                    "target rises by 20, to 61, 81 and 101."),
    "partners.leave": QT_TRANSLATE_NOOP(
        "Tutorial", "Arta led a 9 and Besnik beat it with a king: the trick is going to your team. Your ace "
                    "could beat that king, but it would only spend your best card: press Pass."),
    "partners.leave.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Do not beat your partner's winning play: press Pass."),
    "partners.block": QT_TRANSLATE_NOOP(
        "Tutorial", "Besnik won the trick and led a pair of 8s; Drita beat them with her jacks. Stop the other "
                    "team: beat her jacks with your queens."),
    "partners.block.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "A pair is beaten only by a higher pair: select the two queens."),
    "partners.feed": QT_TRANSLATE_NOOP(
        "Tutorial", "Nobody beat your queens, so you lead. Besnik has one card left: lead your lowest single, "
                    "the 3\u2665, so that your partner can beat it and go out."),
    "partners.feed.hint": QT_TRANSLATE_NOOP(
        "Tutorial", "Lead the 3\u2665 alone: the lower your lead, the likelier your partner can beat it."),
    "partners.out": QT_TRANSLATE_NOOP(
        "Tutorial", "Besnik beat Arta's 4 with his last card and went out first: 3 points for your team, "
                    "whatever happens now. Your own place still counts: second would make it 5 of the hand's "
                    "6 points."),
    "partners.swap": QT_TRANSLATE_NOOP(
        "Tutorial", "The swap after the hand: if first and last place are opponents, it is made as usual and "
                    "the last player leads. If they are partners (3 and 0 against 2 and 1: a 3-3 hand), nothing "
                    "is swapped and whoever holds the 3\u2660 leads the next hand, free to play anything."),
}


def lesson_text(key: str) -> str:
    """The text of ``key`` in the player's language."""
    return QCoreApplication.translate("Tutorial", TEXTS[key])
