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
# Signing: with MACOS_SIGNING_IDENTITY ("Developer ID Application: NAME (TEAMID)", in a keychain) the
# app is signed with the hardened runtime, and with MACOS_NOTARY_APPLE_ID, MACOS_NOTARY_TEAM_ID and
# MACOS_NOTARY_PASSWORD (an app-specific password) the image is notarised and stapled. Without them
# the app is only ad-hoc signed (PyInstaller's default): Gatekeeper then asks the player to allow it
# once (packaging/README.md says how, for macOS 15 too).
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

if [ -n "${MACOS_SIGNING_IDENTITY:-}" ]; then
  echo "== sign Murlan.app: $MACOS_SIGNING_IDENTITY (hardened runtime)"
  codesign --force --deep --options runtime --timestamp --entitlements packaging/macos/entitlements.plist \
    --sign "$MACOS_SIGNING_IDENTITY" dist/Murlan.app
  codesign --verify --deep --strict --verbose=2 dist/Murlan.app
  echo "== smoke test of the signed app (the hardened runtime must not stop it)"
  QT_QPA_PLATFORM=offscreen dist/Murlan.app/Contents/MacOS/murlan --smoke-test
else
  echo "== MACOS_SIGNING_IDENTITY not set: Murlan.app stays ad-hoc signed"
fi

echo "== disk image $DMG"
rm -rf build/dmg "$DMG"
mkdir -p build/dmg
cp -R dist/Murlan.app build/dmg/
ln -s /Applications build/dmg/Applications
# hdiutil fails now and then on hosted runners with "Resource busy" (a disk image service still holds
# the folder): try again a few times, waiting longer each time, before giving up.
for attempt in 1 2 3 4 5; do
  if hdiutil create -volname "Murlan $VERSION" -srcfolder build/dmg -fs HFS+ -format UDZO -ov "$DMG"; then
    break
  fi
  if [ "$attempt" = 5 ]; then
    echo "hdiutil create failed 5 times" >&2
    exit 1
  fi
  echo "hdiutil create failed (attempt $attempt); trying again in $((attempt * 10)) s" >&2
  sleep $((attempt * 10))
done

if [ -n "${MACOS_SIGNING_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGNING_IDENTITY" "$DMG"
fi
if [ -n "${MACOS_SIGNING_IDENTITY:-}" ] && [ -n "${MACOS_NOTARY_APPLE_ID:-}" ] \
    && [ -n "${MACOS_NOTARY_TEAM_ID:-}" ] && [ -n "${MACOS_NOTARY_PASSWORD:-}" ]; then
  echo "== notarise $DMG (notarytool, waits for Apple's answer), then staple the ticket"
  xcrun notarytool submit "$DMG" --apple-id "$MACOS_NOTARY_APPLE_ID" --team-id "$MACOS_NOTARY_TEAM_ID" \
    --password "$MACOS_NOTARY_PASSWORD" --wait
  xcrun stapler staple "$DMG"
  spctl --assess --type open --context context:primary-signature --verbose "$DMG"
else
  echo "== not notarised (the notary's credentials are not all set)"
fi
ls -l "$DMG"
