"""What a screen reader reads of the table through AT-SPI: run by the system's Python (pyatspi), it
starts the game (the command line: the game's Python, the repository, the file the game writes its hand
to), finds the table in the AT-SPI tree and prints its groups and their children as JSON."""

import json
import os
import subprocess
import sys
import time

import pyatspi

python, root, hand_file = sys.argv[1:4]
env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", MURLAN_NO_SOUND="1",
           PYTHONPATH=os.pathsep.join([root, os.path.join(root, "tests", "ui")]))
game = subprocess.Popen([python, os.path.join(root, "tests", "ui", "access", "atspi_app.py"), hand_file], env=env)


def find(node, name, role, depth=0):
    """The first node under ``node`` with this name and role (depth first)."""
    if node is None or depth > 12:
        return None
    if node.name == name and node.getRoleName() == role:
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
        time.sleep(0.3)
    if table is None:
        print(json.dumps({"error": "the table was not found in the AT-SPI tree"}))
    else:
        groups = []
        for i in range(table.childCount):
            c = table.getChildAtIndex(i)
            groups.append({"role": c.getRoleName(), "name": c.name,
                           "children": [c.getChildAtIndex(j).name for j in range(c.childCount)]})
        print(json.dumps({"table": table.name, "role": table.getRoleName(), "groups": groups}))
finally:
    game.kill()
    game.wait()
