"""Update the translations: lupdate the sources into assets/translations/*.ts, lrelease them into .qm.

    python packaging/update_translations.py            # update the .ts files, then compile the .qm files
    python packaging/update_translations.py --release  # only compile (after translating in Qt Linguist)
    python packaging/update_translations.py --release --out DIR  # compile into DIR instead
    python packaging/update_translations.py --check    # exit 1 if a .ts or .qm is out of date (changes nothing)

The .ts files keep no source locations and no "#:" comments, so they change
only when the strings do. ``murlan_en.ts`` holds only the English plural forms
("1 card", "2 cards"). A new language: ``--new xx`` (an ISO 639 code) makes
``assets/translations/murlan_xx.ts``; translate it in Qt Linguist
(``pyside6-linguist``), then ``--release``. Uses PySide6's own lupdate and
lrelease (PySide6-Essentials ships them).

The ``.qm`` files are build products, not sources: ``pip install`` compiles them
(``setup.py`` calls :func:`compile_translations`), and so do the installers
(``packaging/murlan.spec``); ``--release`` refreshes those of a checkout.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES_DIR = ROOT / "murlan_qt" / "ui"
TS_DIR = ROOT / "assets" / "translations"
QM_DIR = SOURCES_DIR / "translations"
#: the language the strings are written in: its .ts holds only plural forms
SOURCE_LANGUAGE = "en"
EXTRA_COMMENT = re.compile(r"\n[ \t]*<extracomment>.*?</extracomment>", re.DOTALL)


def qt_tool(name: str) -> str:
    """The path of PySide6's ``lupdate`` or ``lrelease``."""
    import PySide6

    package = Path(PySide6.__file__).resolve().parent
    exe = ".exe" if sys.platform == "win32" else ""
    for candidate in (package / f"{name}{exe}", package / "Qt" / "libexec" / f"{name}{exe}",
                      package / "Qt" / "bin" / f"{name}{exe}"):
        if candidate.is_file():
            return str(candidate)
    for wrapper in (f"pyside6-{name}", name):
        found = shutil.which(wrapper, path=str(Path(sys.executable).parent)) or shutil.which(wrapper)
        if found:
            return found
    raise SystemExit(f"update_translations: cannot find {name} (install PySide6-Essentials)")


def sources() -> list[Path]:
    """The modules whose strings are translated."""
    return sorted(SOURCES_DIR.rglob("*.py"))


def language_of(ts: Path) -> str:
    return ts.stem.removeprefix("murlan_")


def run_lupdate(ts: Path) -> None:
    """Bring ``ts`` up to date with the sources (creating it if needed)."""
    lang = language_of(ts)
    args = [qt_tool("lupdate"), *(str(p) for p in sources()), "-no-obsolete", "-locations", "none",
            "-source-language", SOURCE_LANGUAGE, "-target-language", lang]
    if lang == SOURCE_LANGUAGE:
        args.append("-pluralonly")
    subprocess.run([*args, "-ts", str(ts)], check=True, cwd=ROOT, capture_output=True, text=True)
    # lupdate takes any "#:" comment above a string for a note to translators; ours are notes to
    # programmers (attribute docs), so they go: translators' notes are tr()'s disambiguation instead
    text = ts.read_text(encoding="utf-8")
    ts.write_text(EXTRA_COMMENT.sub("", text), encoding="utf-8", newline="\n")


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm``."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([qt_tool("lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT,
                   capture_output=True, text=True)


def ts_files() -> list[Path]:
    return sorted(TS_DIR.glob("murlan_*.ts"))


def qm_for(ts: Path, out_dir: Path = QM_DIR) -> Path:
    return out_dir / f"{ts.stem}.qm"


def compile_translations(out_dir: Path = QM_DIR) -> list[Path]:
    """lrelease every ``.ts`` into ``out_dir``; the ``.qm`` files written."""
    written = []
    for ts in ts_files():
        qm = qm_for(ts, out_dir)
        run_lrelease(ts, qm)
        written.append(qm)
    if not written:
        raise SystemExit(f"update_translations: no murlan_*.ts in {TS_DIR}")
    return written


def out_of_date() -> list[str]:
    """The files that an update would change (computed in a temporary copy)."""
    stale: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for ts in ts_files():
            fresh_ts = Path(tmp) / ts.name
            shutil.copyfile(ts, fresh_ts)
            run_lupdate(fresh_ts)
            if fresh_ts.read_bytes() != ts.read_bytes():
                stale.append(str(ts.relative_to(ROOT)))
            fresh_qm = Path(tmp) / qm_for(ts).name
            run_lrelease(ts, fresh_qm)
            qm = qm_for(ts)
            if not qm.is_file() or not filecmp.cmp(fresh_qm, qm, shallow=False):
                stale.append(str(qm.relative_to(ROOT)))
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--release", action="store_true", help="only compile the .ts files into .qm files")
    group.add_argument("--check", action="store_true", help="report out-of-date files and exit 1 if any")
    group.add_argument("--new", metavar="LANG", help="start the translation into LANG (e.g. de)")
    parser.add_argument("--out", type=Path, default=QM_DIR, help="where to write the .qm files (with --release)")
    args = parser.parse_args(argv)
    if args.release:
        for qm in compile_translations(args.out):
            print(f"wrote {qm}")
        return 0
    if args.check:
        stale = out_of_date()
        for name in stale:
            print(f"out of date: {name}")
        if stale:
            print("run: python packaging/update_translations.py (or pip install -e . again, for the .qm)")
        return 1 if stale else 0
    TS_DIR.mkdir(parents=True, exist_ok=True)
    if args.new:
        run_lupdate(TS_DIR / f"murlan_{args.new}.ts")
    for ts in ts_files():
        run_lupdate(ts)
        run_lrelease(ts, qm_for(ts, args.out))
        print(f"{ts.relative_to(ROOT)} -> {qm_for(ts, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
