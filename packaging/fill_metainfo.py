"""Write the AppStream metainfo a build installs: the template of packaging/linux/ with this build's facts.

    python packaging/fill_metainfo.py OUT --version 0.1.0 --date 2026-12-06
        [--project-url https://github.com/OWNER/REPO] [--screenshot-url https://.../]
        [--template packaging/linux/org.murlan.Murlan.metainfo.xml] [--changes docs/CHANGES.md]

- ``@URLS@``: the homepage, bug tracker and source links, from ``--project-url`` (the release workflow
  passes the repository's address; a local build without it lists none, since the metainfo must not
  point at an address nobody serves);
- ``@SCREENSHOTS@``: the two table screenshots under ``--screenshot-url`` (AppStream takes images by
  URL only; the workflow attaches them to the release there);
- ``@RELEASES@``: one ``<release>`` per section of docs/CHANGES.md, newest first, its lines as the
  release notes; the section of ``--version`` must exist (a build of a version nobody described is
  refused), and an ``unreleased`` one takes ``--date``.

Every text is XML-escaped; the output is written only when the whole file could be made.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "packaging" / "linux" / "org.murlan.Murlan.metainfo.xml"
CHANGES = ROOT / "docs" / "CHANGES.md"

SECTION = re.compile(r"^## (?P<version>\d+\.\d+\.\d+) \((?P<date>\d{4}-\d{2}-\d{2}|unreleased)\)\s*$")
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
SCREENSHOTS = (
    ("table-en.png", "The table in the middle of a hand", True),
    ("table-sq.png", "The table in Albanian", False),
)


@dataclass(frozen=True)
class Release:
    version: str
    date: str  # YYYY-MM-DD, or "unreleased"
    notes: tuple[str, ...]


class ChangesError(ValueError):
    """docs/CHANGES.md does not say what the build needs."""


def read_changes(text: str) -> list[Release]:
    """The sections of docs/CHANGES.md, in the file's order (newest first), each with its lines."""
    releases: list[Release] = []
    version = date = ""
    notes: list[str] = []

    def close() -> None:
        if version:
            if not notes:
                raise ChangesError(f"the section of {version} has no lines")
            releases.append(Release(version, date, tuple(notes)))

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if line.startswith("## "):
            close()
            m = SECTION.match(line)
            if m is None:
                raise ChangesError(f"line {number}: a section is '## X.Y.Z (YYYY-MM-DD)' or "
                                   f"'## X.Y.Z (unreleased)', not {line!r}")
            version, date, notes = m["version"], m["date"], []
        elif version and line.startswith("- "):
            notes.append(line[2:].strip())
        elif version and line.startswith("  ") and notes:
            notes[-1] += " " + line.strip()  # a change's text continued on the next line
        elif version and line.strip():
            raise ChangesError(f"line {number}: a change is a line starting with '- ', not {line!r}")
    close()
    seen = [r.version for r in releases]
    if len(set(seen)) != len(seen):
        raise ChangesError("a version has two sections")
    return releases


def releases_xml(releases: list[Release], version: str, build_date: str) -> str:
    if version not in {r.version for r in releases}:
        raise ChangesError(f"docs/CHANGES.md has no section for version {version}")
    parts = ["  <releases>"]
    for r in releases:
        date = build_date if r.date == "unreleased" else r.date
        items = "\n".join(f"          <li>{escape(n)}</li>" for n in r.notes)
        parts.append(f'    <release version="{escape(r.version)}" date="{date}">\n'
                     f"      <description>\n        <ul>\n{items}\n        </ul>\n      </description>\n"
                     f"    </release>")
    parts.append("  </releases>")
    return "\n".join(parts)


def urls_xml(project_url: str) -> str:
    if not project_url:
        return ""
    if not re.fullmatch(r"https://[^\s\"'<>&]+", project_url):
        raise ValueError(f"the project URL must be an https:// address, not {project_url!r}")
    base = project_url.rstrip("/")
    return (f'  <url type="homepage">{base}</url>\n'
            f'  <url type="bugtracker">{base}/issues</url>\n'
            f'  <url type="vcs-browser">{base}</url>')


def screenshots_xml(screenshot_url: str) -> str:
    if not screenshot_url:
        return ""
    if not re.fullmatch(r"https://[^\s\"'<>&]+", screenshot_url):
        raise ValueError(f"the screenshot URL must be an https:// address, not {screenshot_url!r}")
    base = screenshot_url.rstrip("/")
    shots = []
    for name, caption, default in SCREENSHOTS:
        kind = ' type="default"' if default else ""
        shots.append(f"    <screenshot{kind}>\n      <caption>{escape(caption)}</caption>\n"
                     f'      <image type="source" width="1280" height="800">{base}/{name}</image>\n'
                     f"    </screenshot>")
    return "  <screenshots>\n" + "\n".join(shots) + "\n  </screenshots>"


def fill(template: str, changes: str, version: str, date: str, project_url: str = "",
         screenshot_url: str = "") -> str:
    if not DATE.match(date):
        raise ValueError(f"the date must be YYYY-MM-DD, not {date!r}")
    blocks = {
        "@URLS@": urls_xml(project_url),
        "@SCREENSHOTS@": screenshots_xml(screenshot_url),
        "@RELEASES@": releases_xml(read_changes(changes), version, date),
    }
    out: list[str] = []
    for line in template.splitlines():
        key = line.strip()
        if key in blocks:
            if blocks[key]:
                out.append(blocks[key])
        else:
            out.append(line)
    text = "\n".join(out) + "\n"
    if any(k in text for k in blocks):
        raise ValueError("a placeholder was left in the metainfo")
    return text


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("--version", required=True)
    p.add_argument("--date", required=True)
    p.add_argument("--project-url", default="")
    p.add_argument("--screenshot-url", default="")
    p.add_argument("--template", type=Path, default=TEMPLATE)
    p.add_argument("--changes", type=Path, default=CHANGES)
    args = p.parse_args(argv)
    try:
        text = fill(args.template.read_text(encoding="utf-8"), args.changes.read_text(encoding="utf-8"),
                    args.version, args.date, args.project_url, args.screenshot_url)
    except (OSError, ValueError) as e:
        print(f"fill_metainfo: {e}", file=sys.stderr)
        return 1
    args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
