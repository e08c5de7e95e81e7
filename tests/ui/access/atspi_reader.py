"""What a screen reader reads of the table through AT-SPI: run by the system's Python (pyatspi), it
starts the game (the command line: the game's Python, the repository, the file the game writes its hand
to, and the game's script: atspi_app.py unless named), finds the table in the AT-SPI tree and prints its
groups and their children as JSON, with the text of the chat's history where the window has one."""

import json
import os
import subprocess
import sys
import time

import pyatspi

python, root, hand_file = sys.argv[1:4]
script = sys.argv[4] if len(sys.argv) > 4 else "atspi_app.py"
env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", MURLAN_NO_SOUND="1",
           PYTHONPATH=os.pathsep.join([root, os.path.join(root, "tests", "ui")]))
game = subprocess.Popen([python, os.path.join(root, "tests", "ui", "access", script), hand_file], env=env)


def find(node, name, role, depth=0):
    """The first node under ``node`` with this name and role that is on the screen (depth first): a
    screen reader reads what is shown, not a hidden page (the local table while a network one is shown)."""
    if node is None or depth > 12:
        return None
    if node.name == name and node.getRoleName() == role and node.getState().contains(pyatspi.STATE_SHOWING):
        return node
    for i in range(node.childCount):
        found = find(node.getChildAtIndex(i), name, role, depth + 1)
        if found is not None:
            return found
    return None


try:
    deadline = time.monotonic() + 60
    table = None
    while table is None and time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "murlan-atspi-check" and os.path.exists(hand_file):
                hand = find(app, "Your hand", "list")
                table = hand.parent if hand is not None else None
                if table is not None:
                    game_app = app
                    break
        time.sleep(0.3)
    if table is None:
        print(json.dumps({"error": "the table was not found in the AT-SPI tree"}))
    else:
        groups = []
        for i in range(table.childCount):
            c = table.getChildAtIndex(i)
            groups.append({"role": c.getRoleName(), "name": c.name,
                           "children": [c.getChildAtIndex(j).name for j in range(c.childCount)]})
        read = {"table": table.name, "role": table.getRoleName(), "groups": groups}
        chat = find(game_app, "Chat", "text")
        if chat is not None:
            deadline = time.monotonic() + 30  # the chat line may come a moment after the turn
            text = ""
            while not text.strip() and time.monotonic() < deadline:
                time.sleep(0.3)
                text = chat.queryText().getText(0, -1)
            read["chat"] = text
        print(json.dumps(read))
finally:
    game.kill()
    game.wait()
