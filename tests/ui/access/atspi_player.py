"""A whole hand played through AT-SPI alone, as a blind player with a screen reader would play it.

Run by the system's Python (pyatspi) inside a D-Bus session and an X server (Xvfb): it starts the game
(the command line: the game's Python, the repository, the transcript's file), then knows of the game only
what AT-SPI gives it: the nodes of the table (the hand and its cards' states, the table, whose turn it is,
the players, the scores), the announcements and the focus events it receives. It moves among its cards
with the arrow keys, selects with Space, plays with Enter and passes with P, keys sent through AT-SPI
(``generate_keyboard_event``, which the registry sends to the X server); it picks its plays by its own
simple rule from what it read. It never looks at the game's scene or engine.

The transcript (one line per thing read, said or pressed: ``read``, ``said``, ``focus``, ``key``,
``panel``) is written to the file; the last line on stdout is a JSON summary.
"""

import json
import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

python, root, transcript_path = sys.argv[1:4]
options = sys.argv[4:]
#: --match: play the whole match, hand after hand (the end-of-hand panel, the swap dialog) to its end
MATCH = "--match" in options
#: --summary FILE: the match's lines that matter (the swaps, the hands' ends, the match's end, the node counts)
SUMMARY_PATH = options[options.index("--summary") + 1] if "--summary" in options else None
DEADLINE_S = float(os.environ.get("MURLAN_ATSPI_DEADLINE", "420" if MATCH else "240"))
env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", MURLAN_NO_SOUND="1",
           PYTHONPATH=os.pathsep.join([root, os.path.join(root, "tests", "ui")]))
for name in ("MURLAN_LANG", "LANGUAGE"):
    env.pop(name, None)

RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "ace", "2", "black joker", "red joker"]
PLURALS = {r + "s": i for i, r in enumerate(RANKS[:13])}
KEYS = {"Home": 0xFF50, "Right": 0xFF53, "Left": 0xFF51, "space": 0x20, "Return": 0xFF0D, "Escape": 0xFF1B,
        "p": 0x70, "Tab": 0xFF09}
COUNTS = {"single": 1, "pair": 2, "triple": 3}

transcript = []
said = []  # (text, politeness) of every announcement received
focused = []  # the names of the nodes that took the focus, in order


def log(kind, text):
    transcript.append(f"{kind}: {text}")


def pump(seconds=0.0):
    """Let the events that arrived be delivered (for ``seconds`` at least)."""
    end = time.monotonic() + seconds
    ctx = GLib.MainContext.default()
    while True:
        while ctx.pending():
            ctx.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def on_announcement(event):
    text = event.any_data if isinstance(event.any_data, str) else str(event.any_data)
    said.append((text, event.detail1))
    log("said", text + (" (assertive)" if event.detail1 == 2 else ""))


def on_focus(event):
    if event.detail1 == 1 and event.source is not None:
        name = event.source.name
        focused.append(name)


pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")


def find(node, name, role, depth=0):
    """The first node under ``node`` (depth first) with this name and role; ``name`` None: any name."""
    if node is None or depth > 14:
        return None
    try:
        if (name is None or node.name == name) and node.getRoleName() == role:
            return node
        for i in range(node.childCount):
            found = find(node.getChildAtIndex(i), name, role, depth + 1)
            if found is not None:
                return found
    except Exception:  # a node that went away while it was walked
        return None
    return None


def count_nodes(node, depth=0):
    if node is None or depth > 30:
        return 0
    try:
        return 1 + sum(count_nodes(node.getChildAtIndex(i), depth + 1) for i in range(node.childCount))
    except Exception:
        return 1


def children(node):
    node.clearCache()
    out = []
    for i in range(node.childCount):
        c = node.getChildAtIndex(i)
        c.clearCache()
        out.append(c)
    return out


def rank_of_card(name):
    """The rank (0 = 3 .. 14 = red joker) of a card read as "9 of spades", "queen of hearts", "red joker"."""
    if name in ("black joker", "red joker"):
        return RANKS.index(name)
    return RANKS.index(name.split(" of ")[0])


def top_play(text):
    """What the table's top play is, from its words: (kind, rank) or None for an empty table."""
    if text == "nothing" or not text:
        return None
    m = re.fullmatch(r"a single (.+)", text)
    if m:
        return "single", RANKS.index(m.group(1))
    m = re.fullmatch(r"the (black joker|red joker)", text)
    if m:
        return "single", RANKS.index(m.group(1))
    m = re.fullmatch(r"a (pair|triple) of (\w+)", text)
    if m:
        return m.group(1), PLURALS[m.group(2)]
    return "other", -1  # a bomb or a scale: this simple player passes on them


def choose(hand, top):
    """The cards to play (their indexes in the hand) or None to pass: the lowest cards that beat the top
    play with as many of one rank (a single, a pair, a triple); on an empty table the lowest single (the 3
    of spades first, which the first play of a match must hold)."""
    by_rank = {}
    for i, name in enumerate(hand):
        by_rank.setdefault(rank_of_card(name), []).append(i)
    if top is None:
        if "3 of spades" in hand:
            return [hand.index("3 of spades")]
        low = min(by_rank)
        return by_rank[low][:1]
    kind, rank = top
    if kind not in COUNTS:
        return None
    n = COUNTS[kind]
    for r in sorted(by_rank):
        if r > rank and len(by_rank[r]) >= n and (n == 1 or r < 13):
            return by_rank[r][:n]
    return None


def press(key):
    Atspi.generate_keyboard_event(KEYS[key], None, Atspi.KeySynthType.SYM)
    last = transcript[-1] if transcript else ""
    m = re.fullmatch(r"key: (\S+)(?: x(\d+))?", last)
    if m and m.group(1) == key:  # a run of the same key is one line: "key: Right x5"
        transcript[-1] = f"key: {key} x{int(m.group(2) or 1) + 1}"
    else:
        log("key", key)
    pump(0.08)


def find_table():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "murlan-atspi-check":
            hand = find(app, "Your hand", "list")
            if hand is not None:
                return app, hand.parent
    return None, None


def read_table(table):
    """The table's nodes by name: the turn, the hand (names and selected states), the trick, the seats."""
    out = {"panel": None}
    for node in children(table):
        role, name = node.getRoleName(), node.name
        if role == "label":
            out["turn"] = name
        elif role == "list" and name == "Your hand":
            cards = children(node)
            out["hand"] = [c.name for c in cards]
            out["selected"] = [c.getState().contains(pyatspi.STATE_SELECTED) for c in cards]
        elif role == "list" and name == "On the table":
            out["trick"] = [c.name for c in children(node)]
            plays = [t.split(": ", 1)[1] for t in out["trick"] if not t.endswith(": pass")]
            out["top"] = plays[-1] if plays else "nothing"  # the last play read on the table
        elif role == "list" and name == "Players":
            out["seats"] = [c.name for c in children(node)]
        elif role == "list" and name == "Scores":
            out["scores"] = [c.name for c in children(node)]
        elif role not in ("list", "label"):
            out["panel"] = node
    return out


def read_panel(panel):
    """The end-of-hand panel: its name, its labels and table cells, its buttons."""
    texts, buttons = [], []

    def walk(n, depth=0):
        if n is None or depth > 8:
            return
        role = n.getRoleName()
        if role == "push button":
            buttons.append(n.name)
        elif role in ("label", "table cell") and n.name:
            texts.append(n.name)
        for i in range(n.childCount):
            walk(n.getChildAtIndex(i), depth + 1)

    walk(panel)
    return {"name": panel.name, "texts": texts, "buttons": buttons}


def select(indexes):
    """Move with the arrows from the first card to each card to play and select it with Space; the focus
    the screen reader is told of is the card reached."""
    press("Escape")
    press("Home")
    at = 0
    for i in sorted(indexes):
        while at < i:
            press("Right")
            at += 1
        pump(0.1)
        if focused:
            log("focus", focused[-1])
        press("space")


def find_swap_dialog(app):
    """The swap dialog if it is open: a window of the application (a dialog named "The swap")."""
    app.clearCache()
    for i in range(app.childCount):
        w = app.getChildAtIndex(i)
        if w is not None and w.getRoleName() == "dialog" and w.name == "The swap":
            return w
    return None


def read_dialog(dialog):
    """The swap dialog's text and its cards: (message, [(card, may be given)])."""
    texts, cards = [], []

    def walk(n, depth=0):
        if n is None or depth > 8:
            return
        n.clearCache()
        role = n.getRoleName()
        if role == "push button":
            cards.append((n.name, n.getState().contains(pyatspi.STATE_SENSITIVE)))
        elif role == "label" and n.name:
            texts.append(n.name)
        for i in range(n.childCount):
            walk(n.getChildAtIndex(i), depth + 1)

    walk(dialog)
    return texts, cards


def choose_gift(cards, allowed, first):
    """The card to give: as the last player, the last of the highest cards offered (all of one rank: any
    will do); as the first player, the lowest card offered that breaks no pair (else the lowest)."""
    if not first:
        return allowed[-1]
    counts = {}
    for name in cards:
        counts[rank_of_card(name)] = counts.get(rank_of_card(name), 0) + 1
    lone = [c for c in allowed if counts[rank_of_card(c)] == 1]
    return min(lone or allowed, key=rank_of_card)


def give_in_swap(dialog):
    """Read the swap dialog, reach the card chosen with Tab (the focus told through AT-SPI), give it with
    Space; the dialog closes."""
    pump(0.3)
    texts, cards = read_dialog(dialog)
    names = [c for c, _ok in cards]
    allowed = [c for c, ok in cards if ok]
    log("swap", " | ".join(texts))
    log("swap", "cards: " + ", ".join(names))
    log("swap", "may give: " + ", ".join(allowed))
    if not allowed:
        raise RuntimeError("the swap dialog offers no card")
    first = any("finished first" in t for t in texts)
    gift = choose_gift(names, allowed, first)
    # the dialog opens with the first card that may be given focused; without a window manager (Xvfb) the
    # new window does not get the keyboard by itself: it is asked through AT-SPI, as for the table
    if not focused or focused[-1] not in allowed:
        dialog.queryComponent().grabFocus()
        pump(0.3)
    if not focused or focused[-1] not in allowed:
        raise RuntimeError(f"the swap dialog's cards do not have the focus ({focused[-1:]})")
    log("focus", focused[-1])
    for _ in range(len(names) + 1):
        if focused[-1] == gift:
            break
        press("Tab")
        pump(0.1)
        log("focus", focused[-1])
    if focused[-1] != gift:
        raise RuntimeError(f"Tab never reached {gift}")
    press("space")
    log("swap", f"gave: {gift}")
    result["swaps"].append({"gave": gift, "first": first, "tabs": sum(1 for t in transcript[-len(names) - 4:]
                                                                       if t.startswith("key: Tab"))})
    pump(0.3)


def note_panel(panel, app):
    """Log the end-of-hand (or of the match) panel as read, and the focus it takes."""
    log("panel", panel["name"])
    log("panel", " | ".join(t for t in panel["texts"] if t != panel["name"]))
    log("panel", "buttons: " + ", ".join(panel["buttons"]))
    nodes = count_nodes(app)
    result.setdefault("nodes_end_panel", nodes)
    result["nodes"] = nodes
    log("read", f"{nodes} nodes in the application's tree")


#: the announcements kept in the match's summary
SUMMARY_NEWS = ("The hand is over", " gives you ", "You give ", " gives a card to ", "jokers", "Hand ",
                " the match", " leads")


def summary_lines():
    """The match's lines that matter: the swaps (read, the keys pressed, the focus they moved), each hand's
    end (the announcement, the panel read, the key that closed it), the match's end and the node counts."""
    keep = []
    keys_kept = False  # inside a swap or after a panel: its focus and key lines are kept
    for t in transcript:
        if t.startswith("swap: gave: "):
            keep.append(t)
            keys_kept = False
        elif t.startswith(("swap: ", "panel: ")):
            keep.append(t)
            keys_kept = True
        elif (t.startswith("read: ") and t.endswith(" tree")) or (
                t.startswith("said: ") and any(w in t for w in SUMMARY_NEWS)):
            keep.append(t)
        elif t.startswith(("focus: ", "key: ")) and keys_kept:
            keep.append(t)
            if t == "key: Return":  # the panel's key: the next hand begins
                keys_kept = False
        elif t.startswith("read: "):
            keys_kept = False
    return keep


result = {"error": None, "plays": 0, "passes": 0, "refused": 0, "hands": 0, "swaps": [], "match_over": False}
game = subprocess.Popen([python, os.path.join(root, "tests", "ui", "access", "atspi_app.py"), "-"], env=env)
try:
    deadline = time.monotonic() + DEADLINE_S
    app = table = None
    while table is None and time.monotonic() < deadline:
        app, table = find_table()
        pump(0.3)
    if table is None:
        raise RuntimeError("the table was not found in the AT-SPI tree")
    # the table must have the keyboard's focus: a screen reader's user gives it with Tab, here it is asked
    # through AT-SPI's component interface
    table.queryComponent().grabFocus()
    last_seen = None
    refused_at = None
    waiting_since = time.monotonic()
    panels_read = set()
    while time.monotonic() < deadline:
        pump(0.15)
        dialog = find_swap_dialog(app) if MATCH else None
        if dialog is not None:
            give_in_swap(dialog)
            waiting_since = time.monotonic()
            continue
        now = read_table(table)
        if now["panel"] is not None and now["panel"].getRoleName() != "list":
            pump(0.5)
            panel = read_panel(now["panel"])
            seen_panel = (panel["name"], tuple(panel["texts"]))
            if seen_panel in panels_read:
                continue  # the panel just left is still in the tree for a moment
            if any(b in ("Next hand", "New match...") for b in panel["buttons"]):
                panels_read.add(seen_panel)
                result["hands"] += 1
                note_panel(panel, app)
                if "New match..." in panel["buttons"]:
                    result["match_over"] = True
                    break
                if not MATCH:
                    break
                # the panel's main button has the keyboard's focus: Enter takes the next hand
                if focused:
                    log("focus", focused[-1])
                press("Return")
                last_seen, waiting_since = None, time.monotonic()
                continue
        if now.get("turn") != "Your turn.":
            continue
        seen = (tuple(now["hand"]), tuple(now["trick"]))
        refusals = sum(1 for _t, p in said if p == 2)
        if seen == last_seen and refused_at == refusals:
            if time.monotonic() - waiting_since > 10:
                raise RuntimeError("nothing changed 10 s after the last keys")
            continue
        if "nodes_first_turn" not in result:
            result["nodes_first_turn"] = count_nodes(app)
            log("read", f"{result['nodes_first_turn']} nodes in the application's tree")
        log("read", "turn: " + now["turn"])
        log("read", "hand: " + ", ".join(now["hand"]))
        log("read", "table: " + (", ".join(now["trick"]) or "empty") + f" (top: {now['top']})")
        log("read", "players: " + "; ".join(now["seats"]))
        retry = seen == last_seen  # the same table after a refusal: pass instead
        play = None if retry else choose(now["hand"], top_play(now["top"]))
        if retry:
            result["refused"] += 1
        if play is None and not now["trick"]:
            raise RuntimeError("no play chosen on an empty table")
        if play is None:
            press("p")
            result["passes"] += 1
        else:
            select(play)
            pump(0.2)
            after = read_table(table)
            chosen = [n for n, s in zip(after["hand"], after["selected"], strict=True) if s]
            log("read", "selected: " + ", ".join(chosen))
            if sorted(chosen) != sorted(now["hand"][i] for i in play):
                raise RuntimeError(f"selected {chosen}, meant {[now['hand'][i] for i in play]}")
            press("Return")
            result["plays"] += 1
        last_seen, refused_at, waiting_since = seen, sum(1 for _t, p in said if p == 2), time.monotonic()
    else:
        raise RuntimeError(("the match" if MATCH else "the hand") + " did not end before the deadline")
except Exception as exc:  # reported in the summary with the transcript so far
    result["error"] = f"{type(exc).__name__}: {exc}"
finally:
    pump(0.5)  # the last announcements (the end of the match)
    with open(transcript_path, "w", encoding="utf-8") as f:
        f.write("\n".join(transcript) + "\n")
    if SUMMARY_PATH:
        with open(SUMMARY_PATH, "w", encoding="utf-8") as f:
            f.write("\n".join(summary_lines()) + "\n")
    game.kill()
    game.wait()
result["said"] = len(said)
print(json.dumps(result))
