"""Loading the translations: the game's own ``.qm`` files and Qt's.

The game is written in English. ``translations/murlan_<lang>.qm`` next to this
module holds each translation, compiled from ``assets/translations/*.ts`` by the
build (``pip install``, an editable one too, and the installers; never committed);
``murlan_en.qm`` holds only the English plural forms ("1 card", "2 cards"). Qt's own ``qtbase_<lang>.qm`` translates
the standard buttons and dialogs when Qt ships it; for languages it does not
ship, our file carries the few Qt strings the game shows (see :data:`QT_STRINGS`).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTranslator,
)

from ..settings import Settings

#: where the compiled translations are, in a checkout, an installed package and a frozen build alike
TRANSLATIONS_DIR = Path(__file__).parent.parent / "translations"
#: the environment variable that picks the language (``sq``, ``en``, ``sq_AL``)
LANGUAGE_ENV = "MURLAN_LANG"
#: the language the game is written in
SOURCE_LANGUAGE = "en"
#: the object name of the translators we install (so a second call replaces them)
TRANSLATOR_NAME = "murlan_translator"
#: the language of the translators installed last (see :func:`language_in_use`)
_in_use = SOURCE_LANGUAGE

#: Qt's own words that appear in the game's dialogs, for languages Qt has no translation of
QT_STRINGS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
)


def available_languages() -> list[str]:
    """The languages the game can be shown in: English and every ``murlan_<lang>.qm`` but the plurals."""
    found = sorted(p.stem.removeprefix("murlan_") for p in TRANSLATIONS_DIR.glob("murlan_*.qm"))
    return [SOURCE_LANGUAGE, *(lang for lang in found if lang != SOURCE_LANGUAGE)]


def requested_language(language: str | None = None) -> str:
    """The language asked for: ``language``, else ``$MURLAN_LANG``, else the system's (``sq_AL``, ``en_US``)."""
    for wanted in (language, os.environ.get(LANGUAGE_ENV)):
        if wanted and wanted.strip():
            return wanted.strip().replace("-", "_")
    return QLocale.system().name()


def _remove_ours(app: QCoreApplication) -> None:
    for old in app.findChildren(QTranslator, TRANSLATOR_NAME):
        QCoreApplication.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()


def _install(app: QCoreApplication, locale: QLocale, name: str, directory: str) -> bool:
    """Load ``<name>_<locale>.qm`` from ``directory`` (with Qt's fallbacks: sq_AL, then sq) and install it."""
    translator = QTranslator(app)
    translator.setObjectName(TRANSLATOR_NAME)
    if not translator.load(locale, name, "_", directory) or not QCoreApplication.installTranslator(translator):
        translator.setParent(None)
        translator.deleteLater()
        return False
    return True


def install_translators(app: QCoreApplication, language: str | None = None) -> str:
    """Install the translators for ``language`` (see :func:`requested_language`); returns the language used.

    The result is the code of the translation that was loaded (``"sq"``), or
    ``"en"`` when the game stays in English. The translators are children of
    ``app``, so they live as long as it does; a second call replaces them.
    Call it before the first window is built.
    """
    _remove_ours(app)
    locale = QLocale(requested_language(language))
    directory = str(TRANSLATIONS_DIR)
    # English plural forms first: a translation installed later is searched first
    _install(app, QLocale(SOURCE_LANGUAGE), "murlan", directory)
    used = SOURCE_LANGUAGE
    if locale.language() not in (QLocale.Language.English, QLocale.Language.C):
        for code in (locale.name(), locale.name().split("_")[0]):
            if (TRANSLATIONS_DIR / f"murlan_{code}.qm").is_file():
                used = code
                break
        if used != SOURCE_LANGUAGE:
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            _install(app, locale, "qtbase", qt_dir)
            _install(app, locale, "murlan", directory)
    global _in_use
    _in_use = used
    return used


def switch_language(code: str) -> None:
    """Show the running application in language ``code`` (``""`` follows the system) at once.

    Installing the translators makes Qt post every widget a LanguageChange event (widgets pass it
    on to their child objects); they are delivered here, so each part has retranslated itself
    when this returns.
    """
    app = QCoreApplication.instance()
    if app is None:
        return
    install_translators(app, code or None)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def follow_language(settings: Settings, owner: QObject) -> None:
    """Switch the language whenever its setting changes (Settings > Language, the welcome page)."""
    settings.subscribe(("language",), lambda: switch_language(settings.language), owner)


def language_in_use() -> str:
    """The code of the language the game is shown in now (``"en"``, ``"sq"``)."""
    return _in_use


def remove_translators(app: QCoreApplication) -> None:
    """Uninstall the translators :func:`install_translators` installed (the game is in English again)."""
    global _in_use
    _remove_ours(app)
    _in_use = SOURCE_LANGUAGE
