#!/usr/bin/env bash
# Build the macOS disk image: dist/Murlan-X.Y.Z-<arch>.dmg holding Murlan.app, from a clean checkout
# (arch: arm64 or x86_64, the Mac's own; the release workflow builds one image for each).
#
#   packaging/build_macos.sh
#
# Steps: a fresh build venv (build/venv) with the project and PyInstaller (the "package"
# extra of pyproject.toml), freeze with packaging/murlan.spec (a BUNDLE: dist/Murlan.app with
# our icon, bundle id org.murlan.Murlan and the version), run the app's binary with
# --smoke-test offscreen (one whole hand, four computer players, must exit 0), then
# hdiutil: a compressed .dmg with Murlan.app and a link to /Applications to drag it onto.
# The app is only ad-hoc signed (PyInstaller's default): not notarized, so on first start
# Gatekeeper asks the player to confirm (right click > Open).
# Needs: python3 (>= 3.11) and Xcode's command line tools (hdiutil ships with macOS).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
# One image per architecture: arm64 on Apple silicon, x86_64 on Intel (the release workflow builds
# both, each on its own kind of runner). MACOS_ARCH, when set, is the architecture this build must
# have: the build stops if the Python in use (and so the app) is of another kind.
ARCH="$(uname -m)"
if [ -n "${MACOS_ARCH:-}" ] && [ "$MACOS_ARCH" != "$ARCH" ]; then
  echo "this Mac is $ARCH, but MACOS_ARCH=$MACOS_ARCH was asked for" >&2
  exit 1
fi
DMG="dist/Murlan-${VERSION}-${ARCH}.dmg"

echo "== build venv build/venv"
[ -x build/venv/bin/python ] || "$PYTHON" -m venv build/venv
build/venv/bin/python -m pip install -q --upgrade pip
build/venv/bin/python -m pip install -q ".[package]"  # not editable: real package metadata

echo "== freeze Murlan $VERSION with PyInstaller"
rm -rf dist/murlan dist/Murlan.app
build/venv/bin/pyinstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/murlan.spec
test -x dist/Murlan.app/Contents/MacOS/murlan

echo "== architecture of the app's binaries: $ARCH"
# the launcher, Python and Qt must all run natively here (lipo -archs lists a file's architectures)
for bin in dist/Murlan.app/Contents/MacOS/murlan \
           "$(find dist/Murlan.app -name 'QtCore' -type f | head -n 1)" \
           "$(find dist/Murlan.app -name 'libpython3*.dylib' -o -name 'Python' -type f | head -n 1)"; do
  [ -n "$bin" ] || continue
  archs="$(lipo -archs "$bin")"
  echo "$bin: $archs"
  case " $archs " in *" $ARCH "*) ;; *) echo "$bin is not built for $ARCH" >&2; exit 1 ;; esac
done

echo "== smoke test: Murlan.app/Contents/MacOS/murlan --smoke-test (offscreen)"
QT_QPA_PLATFORM=offscreen dist/Murlan.app/Contents/MacOS/murlan --smoke-test

echo "== disk image $DMG"
rm -rf build/dmg "$DMG"
mkdir -p build/dmg
cp -R dist/Murlan.app build/dmg/
ln -s /Applications build/dmg/Applications
hdiutil create -volname "Murlan $VERSION" -srcfolder build/dmg -fs HFS+ -format UDZO -ov "$DMG"
ls -l "$DMG"
