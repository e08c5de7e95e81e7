#!/usr/bin/env bash
# Build the Linux installer: dist/murlan_X.Y.Z_amd64.deb, from a clean checkout.
#
#   packaging/build_linux.sh            # from anywhere; works in the repository it lives in
#
# Steps: a fresh build venv (build/venv) with the project and PyInstaller (the "package"
# extra of pyproject.toml), freeze with packaging/murlan.spec (one folder), lay out the
# package root (build/deb/root), compute Depends from the frozen binaries with
# dpkg-shlibdeps, then dpkg-deb. Needs: python3 (>= 3.11, with venv), dpkg-deb; uses
# dpkg-shlibdeps (package dpkg-dev) and desktop-file-validate (desktop-file-utils) when present.
#
# Package layout:
#   /opt/murlan/                     the frozen app; /opt/murlan/murlan is the executable
#   /usr/bin/murlan                  symlink to /opt/murlan/murlan
#   /usr/share/applications/org.murlan.Murlan.desktop   (opens a saved match: Exec=murlan %f, MimeType=)
#   /usr/share/mime/packages/murlan.xml       the saved match's type (*.murlan, and its format field)
#   /usr/share/man/man6/murlan.6.gz           the manual page
#   /usr/share/icons/hicolor/<N>x<N>/apps/org.murlan.Murlan.png   (the app id names the icon too)
#   /usr/share/doc/murlan/copyright  our licence and the bundled components' (Qt: LGPL v3)
#   /usr/share/metainfo/org.murlan.Murlan.metainfo.xml   AppStream (software centres)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH=amd64
# the desktop id (murlan_qt/ui/settings.py APP_ID): names the desktop entry, the icon and the metainfo
APP_ID=org.murlan.Murlan
DEB="$ROOT/dist/murlan_${VERSION}_${ARCH}.deb"
MAINTAINER="${MAINTAINER:-The Murlan developers <maintainers@murlan.invalid>}"
BUILD="$ROOT/build"
VENV="$BUILD/venv"
FROZEN="$BUILD/frozen/murlan"
PKG="$BUILD/deb/root"

log() { printf '== %s\n' "$*" >&2; }

# Reproducible timestamps in the archive: the last commit's time, when there is one.
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && git -C "$ROOT" rev-parse HEAD >/dev/null 2>&1; then
  SOURCE_DATE_EPOCH="$(git -C "$ROOT" log -1 --format=%ct)"
  export SOURCE_DATE_EPOCH
fi

log "build venv $VENV"
if [ ! -x "$VENV/bin/python" ]; then
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
# A regular (non-editable) install, so the frozen app gets real package metadata.
"$VENV/bin/python" -m pip install -q ".[package]"

log "freeze murlan $VERSION with PyInstaller"
rm -rf "$BUILD/frozen" "$BUILD/pyinstaller"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/frozen" --workpath "$BUILD/pyinstaller" packaging/murlan.spec
test -x "$FROZEN/murlan"

log "package root $PKG"
rm -rf "$BUILD/deb"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" "$PKG/usr/share/doc/murlan"
cp -a "$FROZEN" "$PKG/opt/murlan"
ln -s /opt/murlan/murlan "$PKG/usr/bin/murlan"
install -m 0644 "packaging/linux/$APP_ID.desktop" "$PKG/usr/share/applications/$APP_ID.desktop"
install -D -m 0644 packaging/linux/murlan-mime.xml "$PKG/usr/share/mime/packages/murlan.xml"
install -d "$PKG/usr/share/man/man6"
gzip -n -9 -c packaging/linux/murlan.6 >"$PKG/usr/share/man/man6/murlan.6.gz"
chmod 0644 "$PKG/usr/share/man/man6/murlan.6.gz"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 0644 "assets/icons/murlan-$size.png" "$PKG/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -m 0644 packaging/linux/copyright "$PKG/usr/share/doc/murlan/copyright"
# AppStream metainfo (software centres): the release notes of docs/CHANGES.md with this build's date,
# the project's links where it has a public home (MURLAN_PROJECT_URL=https://github.com/OWNER/REPO,
# which the release workflow sets), and screenshots where they are served (MURLAN_SCREENSHOT_URL=
# https://.../ : the files are rendered into dist/screenshots/ for upload there; the workflow attaches
# them to the release), since AppStream takes images by URL only.
METAINFO="$PKG/usr/share/metainfo/$APP_ID.metainfo.xml"
mkdir -p "$(dirname "$METAINFO")"
release_date="$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%Y-%m-%d)"
if [ -n "${MURLAN_SCREENSHOT_URL:-}" ]; then
  mkdir -p "$ROOT/dist/screenshots"
  QT_QPA_PLATFORM=offscreen "$FROZEN/murlan" --screenshot "$ROOT/dist/screenshots/table-en.png" --seed 7 --size 1280x800 >&2
  MURLAN_LANG=sq QT_QPA_PLATFORM=offscreen "$FROZEN/murlan" --screenshot "$ROOT/dist/screenshots/table-sq.png" \
    --seed 7 --size 1280x800 >&2
fi
[ -n "${MURLAN_PROJECT_URL:-}" ] || log "MURLAN_PROJECT_URL not set: the metainfo lists no homepage or bug tracker"
"$PYTHON" packaging/fill_metainfo.py "$METAINFO" --version "$VERSION" --date "$release_date" \
  --template "packaging/linux/$APP_ID.metainfo.xml" --changes docs/CHANGES.md \
  --project-url "${MURLAN_PROJECT_URL:-}" --screenshot-url "${MURLAN_SCREENSHOT_URL:-}"
chmod 0644 "$METAINFO"
install -m 0755 packaging/linux/postinst "$PKG/DEBIAN/postinst"
install -m 0755 packaging/linux/postrm "$PKG/DEBIAN/postrm"
# A changelog, as Debian packages have (dated like the archive: reproducible).
changelog_date="$(date -R -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}")"
printf 'murlan (%s) unstable; urgency=medium\n\n  * Murlan %s.\n\n -- %s  %s\n' \
  "$VERSION" "$VERSION" "$MAINTAINER" "$changelog_date" | gzip -n -9 >"$PKG/usr/share/doc/murlan/changelog.gz"
# Normal permissions whatever the umask was; shared libraries are not executables.
find "$PKG" -type d -exec chmod 0755 {} +
find "$PKG/opt/murlan" -type f -exec chmod go-w {} +
find "$PKG/opt/murlan" -type f -name "*.so*" -exec chmod 0644 {} +
chmod 0644 "$PKG/usr/share/doc/murlan/changelog.gz"

if command -v appstreamcli >/dev/null 2>&1; then
  appstreamcli validate --no-net "$METAINFO" >&2
else
  log "appstreamcli not found (package appstream): metainfo not validated"
fi
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$PKG/usr/share/applications/$APP_ID.desktop"
else
  log "desktop-file-validate not found (package desktop-file-utils): .desktop not validated"
fi

log "Depends from the frozen binaries (dpkg-shlibdeps)"
# Every ELF file of the app; their libraries outside the bundle become Depends.
mapfile -t ELFS < <(find "$PKG/opt/murlan" -type f -print0 \
  | xargs -0 -r sh -c 'for f; do [ "$(head -c 4 "$f" | od -An -c | tr -d " ")" = "177ELF" ] && echo "$f"; done' sh)
LIBDIRS=()
while IFS= read -r d; do LIBDIRS+=("-l$d"); done < <(printf '%s\n' "${ELFS[@]}" | xargs -n1 dirname | sort -u)
SHLIB="$BUILD/deb/shlibdeps"
mkdir -p "$SHLIB/debian"
printf 'Source: murlan\n\nPackage: murlan\nArchitecture: %s\n' "$ARCH" >"$SHLIB/debian/control"
if command -v dpkg-shlibdeps >/dev/null 2>&1; then
  SHLIBS_DEPENDS="$(cd "$SHLIB" && dpkg-shlibdeps -O --ignore-missing-info "${LIBDIRS[@]}" \
    -e "${ELFS[@]}" 2>"$BUILD/deb/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')"
  if [ -z "$SHLIBS_DEPENDS" ]; then
    cat "$BUILD/deb/shlibdeps.log" >&2
    echo "dpkg-shlibdeps found no dependencies" >&2
    exit 1
  fi
else
  # Without dpkg-dev: what dpkg-shlibdeps found on Debian 12, without versions.
  log "dpkg-shlibdeps not found (package dpkg-dev): using the fixed, unversioned Depends list"
  SHLIBS_DEPENDS="libc6, libstdc++6, libgcc-s1, zlib1g, libbz2-1.0, liblzma5, libffi8, libssl3, \
libsqlite3-0, libzstd1, libglib2.0-0, libdbus-1-3, libfontconfig1, libfreetype6, libx11-6, libx11-xcb1, \
libxcb1, libxcb-cursor0, libxcb-glx0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, \
libxcb-render-util0, libxcb-render0, libxcb-shape0, libxcb-shm0, libxcb-sync1, libxcb-util1, \
libxcb-xfixes0, libxcb-xkb1, libxkbcommon0, libxkbcommon-x11-0"
fi
# Libraries Qt opens at run time with dlopen(), which dpkg-shlibdeps cannot see
# (libxcb-cursor0 is also linked, but it is the one most often missing, so keep it explicit).
DEPENDS="$SHLIBS_DEPENDS"
for p in libxcb-cursor0 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 libdbus-1-3; do
  case ", $DEPENDS," in
    *", $p,"* | *", $p ("*) ;;
    *) DEPENDS="$DEPENDS, $p" ;;
  esac
done

INSTALLED_SIZE="$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)"
cat >"$PKG/DEBIAN/control" <<EOF
Package: murlan
Version: $VERSION
Architecture: $ARCH
Maintainer: $MAINTAINER
Installed-Size: $INSTALLED_SIZE
Depends: $DEPENDS
Recommends: fonts-dejavu-core | fonts-liberation2 | fonts-noto-core
Section: games
Priority: optional
Description: Albanian climbing card game against computer opponents
 Murlan ("storm") is the Albanian climbing card game for four players.
 Play offline against three computer opponents. This package ships a
 self-contained build with its own Python and Qt 6 (PySide6) under /opt/murlan.
EOF

log "dpkg-deb $DEB"
mkdir -p "$(dirname "$DEB")"
rm -f "$DEB"
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
dpkg-deb --info "$DEB" >&2
ls -l "$DEB" >&2
echo "$DEB"
