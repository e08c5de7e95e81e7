#!/bin/sh
# The desktop screenshots of issue 28, remade: a saved match opened the way a double-click opens it
# (xdg-open of a .murlan file), the window maximised, quit and started again (it comes back maximised),
# and full screen (F11). On a private Xvfb screen (1280x800) with openbox as the window manager; the
# MIME type and the desktop entry installed for a user whose XDG folders are temporary, the entry's Exec
# a wrapper that runs this checkout on a temporary data folder. Nothing outside the temporary folder is
# touched.
#
#   PYTHON=/path/to/venv/bin/python packaging/linux/screenshot_open_file.sh [OUT_DIR]
#
# OUT_DIR defaults to docs/screenshots. Needs Xvfb, openbox, xdotool, xwininfo, xprop and xdg-utils
# (xdg-open, xdg-mime, update-desktop-database), and a Python with PySide6 (the screen is grabbed with
# QScreen.grabWindow, so no ImageMagick is needed). Set KEEP=1 to keep the temporary folder (the game's
# log, the xdg-open debug log).
set -eu

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:-$ROOT/docs/screenshots}
PYTHON=${PYTHON:-python3}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)

for tool in Xvfb openbox xdotool xwininfo xprop xdg-open xdg-mime update-desktop-database; do
    command -v "$tool" >/dev/null || { echo "screenshot_open_file: $tool is not installed" >&2; exit 2; }
done
"$PYTHON" -c "import PySide6" 2>/dev/null || { echo "screenshot_open_file: $PYTHON has no PySide6 (set PYTHON)" >&2; exit 2; }
for language in en sq; do  # without them the table reads "11 card(s)" (the English plurals are a translation)
    [ -f "$ROOT/murlan_qt/ui/translations/murlan_$language.qm" ] || {
        echo "screenshot_open_file: the translations are not compiled: $PYTHON packaging/update_translations.py --release" >&2
        exit 2
    }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/murlan-desktop.XXXXXX")
XVFB_PID=""
WM_PID=""
OPEN_PID=""
stop_game() {  # the game started by the wrapper (it writes its pid), and waits for it to end
    if [ -s "$WORK/game.pid" ]; then
        pid=$(cat "$WORK/game.pid")
        kill "$pid" 2>/dev/null || true
        i=0
        while kill -0 "$pid" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.2; i=$((i + 1)); done
        kill -9 "$pid" 2>/dev/null || true
        rm -f "$WORK/game.pid"
    fi
}
cleanup() {
    stop_game
    for pid in $OPEN_PID $WM_PID $XVFB_PID; do kill "$pid" 2>/dev/null || true; done
    if [ "${KEEP:-0}" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# ---------------------------------------------------------------- the screen and its window manager
exec 3>"$WORK/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
exec 3>&-
i=0
while ! [ -s "$WORK/display" ]; do
    sleep 0.1; i=$((i + 1))
    [ $i -lt 100 ] || { echo "screenshot_open_file: Xvfb did not start" >&2; cat "$WORK/xvfb.log" >&2; exit 1; }
done
DISPLAY=:$(head -n 1 "$WORK/display")
export DISPLAY
openbox >"$WORK/openbox.log" 2>&1 &
WM_PID=$!
i=0
until xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; do
    sleep 0.1; i=$((i + 1))
    [ $i -lt 100 ] || { echo "screenshot_open_file: openbox did not start" >&2; exit 1; }
done

# ---------------------------------------------------------------- a user whose desktop knows Murlan
export XDG_DATA_HOME="$WORK/share" XDG_CONFIG_HOME="$WORK/config" XDG_CACHE_HOME="$WORK/cache"
unset XDG_CURRENT_DESKTOP DESKTOP_SESSION 2>/dev/null || true
mkdir -p "$XDG_DATA_HOME/applications" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"
cat >"$WORK/murlan" <<EOF
#!/bin/sh
# the game of this checkout, as the desktop entry's Exec starts it; logs to $WORK/game.log
exec >>"$WORK/game.log" 2>&1
echo "\$(date -u +%T) murlan \$*"
echo \$\$ >"$WORK/game.pid"
PYTHONPATH="$ROOT" exec "$PYTHON" -m murlan_qt --data-dir "$WORK/data" "\$@"
EOF
chmod +x "$WORK/murlan"
sed "s|^Exec=murlan |Exec=$WORK/murlan |" "$ROOT/packaging/linux/org.murlan.Murlan.desktop" \
    >"$XDG_DATA_HOME/applications/org.murlan.Murlan.desktop"
xdg-mime install --mode user "$ROOT/packaging/linux/murlan-mime.xml"
xdg-mime default org.murlan.Murlan.desktop application/x-murlan-match
update-desktop-database "$XDG_DATA_HOME/applications"

# a match in its first hand, nine plays and passes in, the player's turn (seed 28)
MATCH="$WORK/Evening match.murlan"
PYTHONPATH="$ROOT" "$PYTHON" - "$MATCH" <<'EOF'
import sys

from murlan_qt import ai
from murlan_qt.engine import MatchState
from murlan_qt.persistence import save_match
from murlan_qt.ui.game.controller import MatchConfig

seed = 28
match = MatchState(seed, players=MatchConfig(levels=("easy", "normal", "easy")).players("You"))
bots = [ai.make_player("normal", ai.player_seed(seed, seat)) for seat in range(4)]
actions = 0
while actions < 9 or match.hand.turn != 0:
    ai.take_turn(match, bots[match.hand.turn], 0.05)
    actions += 1
save_match(sys.argv[1], match)
EOF
found=$(xdg-mime query filetype "$MATCH")
app=$(xdg-mime query default application/x-murlan-match)
echo "the file is $found, opened by $app"
[ "$found" = application/x-murlan-match ] && [ "$app" = org.murlan.Murlan.desktop ] || {
    echo "screenshot_open_file: the desktop does not know the type (is shared-mime-info's mimetype or xdg-utils too old?)" >&2
    exit 1
}

# ---------------------------------------------------------------- helpers
window() {  # the game's main window (its title is the game's name alone)
    xdotool search --onlyvisible --name '^Murlan$' 2>/dev/null | head -n 1
}
wait_for() {  # wait_for WHAT COMMAND...: up to 60 s for COMMAND to succeed
    what=$1; shift
    i=0
    until "$@"; do
        sleep 0.25; i=$((i + 1))
        [ $i -lt 240 ] || { echo "screenshot_open_file: no $what after 60 s; the game's log:" >&2
                            cat "$WORK/game.log" >&2 || true; exit 1; }
    done
}
has_window() { [ -n "$(window)" ]; }
has_dialog() { [ -n "$(xdotool search --onlyvisible --name '^Unfinished match' 2>/dev/null)" ]; }
no_dialog() { ! has_dialog; }
state_has() { xprop -id "$(window)" _NET_WM_STATE | grep -q "$1"; }
maximised() { state_has _NET_WM_STATE_MAXIMIZED_HORZ && state_has _NET_WM_STATE_MAXIMIZED_VERT; }
full_screen() { state_has _NET_WM_STATE_FULLSCREEN; }
game_ended() { ! [ -s "$WORK/game.pid" ] || ! kill -0 "$(cat "$WORK/game.pid")" 2>/dev/null; }
grab() {  # grab FILE: the whole screen, once two grabs 1 s apart are the same (the table has settled)
    "$PYTHON" - "$1" <<'EOF'
import sys
import time

from PySide6.QtGui import QGuiApplication

app = QGuiApplication(["grab", "-platform", "xcb"])
screen = app.primaryScreen()
last = None
for _ in range(20):
    image = screen.grabWindow(0).toImage()
    if last is not None and image == last:
        break
    last = image
    time.sleep(1.0)
else:
    print("grab: the screen kept changing for 20 s; the last picture is kept", file=sys.stderr)
if not image.save(sys.argv[1], "PNG"):
    sys.exit(f"grab: cannot write {sys.argv[1]}")
print(f"{sys.argv[1]}: {image.width()}x{image.height()}")
EOF
}
title_bar() {  # the middle of the window's title bar, as "x y"
    eval "$(xwininfo -id "$(window)" | awk '/Absolute upper-left X/ {print "x=" $NF} /Absolute upper-left Y/ {print "y=" $NF} /Width/ {print "w=" $NF}')"
    echo $((x + w / 2)) $((y - 8))
}

# ---------------------------------------------------------------- (a) the file opened by xdg-open
# xdg-open (no desktop environment: its generic branch) runs the game in the foreground, so it lives as long as
# the game does; a `timeout` around it would end the game too.
XDG_UTILS_DEBUG_LEVEL=3 xdg-open "$MATCH" >"$WORK/xdg-open.log" 2>&1 &
OPEN_PID=$!
wait_for "game window" has_window
grab "$OUT/desktop-open-file.png"

# ---------------------------------------------------------------- (b) maximised, quit, started again
# shellcheck disable=SC2046  # x and y, two words
xdotool mousemove $(title_bar) click --repeat 2 --delay 120 1  # openbox: a double-click on the title maximises
wait_for "maximised window" maximised
xdotool key ctrl+q
wait_for "end of the game" game_ended
"$WORK/murlan" &
wait_for "game window" has_window
wait_for "question to continue the match" has_dialog
i=0
while has_dialog; do  # Continue (again if the key came before the dialog had the keyboard)
    [ $i -lt 10 ] || { echo "screenshot_open_file: the question to continue did not take Return" >&2; exit 1; }
    xdotool key Return
    sleep 1; i=$((i + 1))
done
maximised || { echo "screenshot_open_file: the window did not come back maximised" >&2; exit 1; }
grab "$OUT/desktop-maximised.png"

# ---------------------------------------------------------------- (c) full screen
xdotool key F11
wait_for "full screen" full_screen
grab "$OUT/desktop-full-screen.png"
xdotool key ctrl+q
wait_for "end of the game" game_ended
echo "done: $OUT/desktop-open-file.png, desktop-maximised.png, desktop-full-screen.png"
