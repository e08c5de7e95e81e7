#!/usr/bin/env bash
# Check that the .deb's Depends are enough: install it into a fresh, minimal Debian (a
# debootstrap chroot with nothing but the package and what it depends on, no Recommends)
# and run the game's smoke test there, offscreen and, where Xvfb is present, in a real X
# window (the host's X server, reached through its socket).
#
#   sudo packaging/check_fresh_debian.sh [dist/murlan_X.Y.Z_amd64.deb] [suite]   (suite: bookworm)
#
# Needs root, debootstrap and network access to the Debian archive; takes a few minutes.
# Not part of CI (it downloads a whole base system); run it when the Depends change.
set -euo pipefail
cd "$(dirname "$0")/.."

DEB="$(readlink -f "${1:-$(ls dist/murlan_*_amd64.deb | tail -n 1)}")"
SUITE="${2:-bookworm}"
ROOT="$(mktemp -d /tmp/murlan-fresh.XXXXXX)"
chmod 0755 "$ROOT"  # apt in the chroot downloads as the _apt user
DISPLAY_NUMBER=96
xvfb=""

cleanup() {
  for m in "$ROOT/tmp/.X11-unix" "$ROOT/dev" "$ROOT/proc"; do
    mountpoint -q "$m" && umount "$m"
  done
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
  rm -rf "$ROOT"
}
trap cleanup EXIT

echo "== debootstrap $SUITE into $ROOT"
debootstrap --variant=minbase "$SUITE" "$ROOT" http://deb.debian.org/debian >"$ROOT.log" 2>&1 \
  || { tail -20 "$ROOT.log" >&2; exit 1; }
rm -f "$ROOT.log"
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
cp "$DEB" "$ROOT/tmp/murlan.deb"

echo "== apt-get install --no-install-recommends $(basename "$DEB")"
chroot "$ROOT" /bin/sh -c 'export DEBIAN_FRONTEND=noninteractive; apt-get update -qq &&
  apt-get install -y -qq --no-install-recommends /tmp/murlan.deb >/dev/null'

echo "== smoke test, offscreen"
chroot "$ROOT" /bin/sh -c 'cd /tmp && HOME=/tmp QT_QPA_PLATFORM=offscreen timeout 600 murlan --smoke-test'

if command -v Xvfb >/dev/null 2>&1; then
  echo "== smoke test, X11 (the host's Xvfb :$DISPLAY_NUMBER)"
  Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 1
  mkdir -p "$ROOT/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
  chroot "$ROOT" /bin/sh -c "cd /tmp && HOME=/tmp DISPLAY=:$DISPLAY_NUMBER QT_QPA_PLATFORM=xcb timeout 600 murlan --smoke-test"
fi
echo "== the package starts on a fresh $SUITE with only its Depends"
