#!/usr/bin/env bash
# Measure the installed game: .deb size, installed size, cold start to the first painted
# table, peak memory (RSS) after one hand. Targets: .deb <= 60 MB, first painted table
# <= 2 s, peak RSS <= 250 MB.
#
#   benchmarks/startup.sh [path/to/murlan_X.Y.Z_amd64.deb]   (default: dist/murlan_*_amd64.deb)
#
# Measures the installed package (`murlan` on the PATH, e.g. after `dpkg -i`); with
# MURLAN=/path/to/murlan it measures that binary instead (e.g. an extracted package).
# "Cold" means the page cache is dropped before each run (needs root; otherwise the runs are
# warm and the output says so). Each timing is run RUNS times (default 5); the median is shown.
#
# The first painted table: `murlan --exit-after-first-paint` when the app has that flag,
# otherwise the wall time of `murlan --screenshot FILE --seed 7` (window, table, one position
# and one grab: an upper bound of the time to the first paint).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-5}"
DEB="${1:-$(ls dist/murlan_*_amd64.deb 2>/dev/null | tail -n 1 || true)}"
MURLAN="${MURLAN:-$(command -v murlan || true)}"
[ -n "$MURLAN" ] || { echo "murlan is not installed (dpkg -i dist/murlan_*_amd64.deb) and MURLAN is unset" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }

echo "binary: $MURLAN -> $(readlink -f "$MURLAN")"
if [ -n "$DEB" ] && [ -f "$DEB" ]; then
  echo ".deb size: $(mb "$(stat -c %s "$DEB")") ($DEB, $(stat -c %s "$DEB") bytes)"
  echo "installed size (control Installed-Size): $(dpkg-deb -f "$DEB" Installed-Size) KiB"
fi
APP_DIR="$(dirname "$(readlink -f "$MURLAN")")"
echo "installed size on disk ($APP_DIR): $(du -sh "$APP_DIR" | cut -f1)"

can_drop_caches() { [ "$(id -u)" = 0 ] && [ -w /proc/sys/vm/drop_caches ]; }
drop_caches() { if can_drop_caches; then sync; echo 3 >/proc/sys/vm/drop_caches; fi; }
if can_drop_caches; then temp="cold (page cache dropped before each run)"; else temp="warm (cannot drop the page cache)"; fi

if "$MURLAN" --help 2>/dev/null | grep -q -- "--exit-after-first-paint"; then
  what="murlan --exit-after-first-paint (it prints the time from process start to the table's first paint)"
  startup_cmd() { "$MURLAN" --exit-after-first-paint --seed 7 --data-dir "$TMP/data"; }
else
  what="murlan --screenshot FILE --seed 7 (no --exit-after-first-paint yet)"
  startup_cmd() { "$MURLAN" --screenshot "$TMP/table.png" --seed 7 --data-dir "$TMP/data"; }
fi

# One run: "<wall seconds> <reported first-paint seconds or ->" (wall: bash's EPOCHREALTIME).
time_one() {
  local t0 t1 out reported
  drop_caches
  t0="$EPOCHREALTIME"
  out="$(startup_cmd 2>/dev/null)"
  t1="$EPOCHREALTIME"
  reported="$(printf '%s\n' "$out" | sed -n 's/^first paint after \([0-9]*\) ms$/\1/p' | head -n 1)"
  awk -v a="$t0" -v b="$t1" -v r="${reported:--}" \
    'BEGIN { printf "%.3f %s\n", b - a, (r == "-" ? "-" : sprintf("%.3f", r / 1000)) }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

measure_start() {
  local label="$1" runs
  runs="$(for _ in $(seq "$RUNS"); do time_one; done)"
  if [ "$(echo "$runs" | cut -d' ' -f2 | head -n 1)" != "-" ]; then
    echo "first painted table, $label, $temp: median $(echo "$runs" | cut -d' ' -f2 | median) s" \
      "from process start over $RUNS runs ($(echo "$runs" | cut -d' ' -f2 | paste -sd,))"
  else
    echo "first painted table, $label, $temp: at most the --screenshot run's wall time below"
  fi
  echo "  whole run (start, paint, quit), $label: median $(echo "$runs" | cut -d' ' -f1 | median) s" \
    "($(echo "$runs" | cut -d' ' -f1 | paste -sd,))"
}

export QT_QPA_PLATFORM=offscreen
measure_start "offscreen"
if command -v Xvfb >/dev/null 2>&1; then
  # One X server for all the runs, so its own start is not counted.
  Xvfb :95 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  DISPLAY=:95 QT_QPA_PLATFORM=xcb measure_start "X11 (Xvfb)"
fi

# Peak RSS of a whole hand played by four computer players (GNU time's maximum resident set size).
rss_kb="$(QT_QPA_PLATFORM=offscreen /usr/bin/time -v "$MURLAN" --smoke-test 2>&1 >/dev/null \
  | sed -n 's/.*Maximum resident set size (kbytes): //p')"
echo "peak RSS, murlan --smoke-test (one hand), offscreen: $((rss_kb / 1024)) MB"
if [ -n "${xvfb:-}" ]; then
  rss_kb="$(DISPLAY=:95 QT_QPA_PLATFORM=xcb /usr/bin/time -v "$MURLAN" --smoke-test 2>&1 >/dev/null \
    | sed -n 's/.*Maximum resident set size (kbytes): //p')"
  echo "peak RSS, murlan --smoke-test (one hand), X11 (Xvfb): $((rss_kb / 1024)) MB"
  kill "$xvfb"
fi
echo "(startup measured with: $what)"
