#pragma once

// The interface's language: Kibitz's own translations (translations/*.ts,
// compiled into the binary as :/i18n/kibitz_LANG.qm) and Qt's (qtbase_LANG.qm
// from Qt's translations folder, when installed) for the standard dialogs.
// English, the sources' language, has a catalogue of plural forms only.

#include <QString>

namespace kibitz::translations {

// Installs the translators for `language` ("en", "de", "fr", "ja"; empty
// follows the system's locale), removing those installed before. Every widget
// then gets a LanguageChange event. Returns the language now shown ("en" when
// no translation matches).
QString install(const QString &language);
// The language install() put in effect ("en" before any call).
QString current();

} // namespace kibitz::translations
