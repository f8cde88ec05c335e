#pragma once

// Text that comes from a file (names, events, comments) or is a file's name
// is shown as written, never as rich text. Qt's tool tips, message boxes and
// labels in their default format guess: a text that Qt::mightBeRichText
// takes for HTML ("<font size=7>Ann", "<img src=x>") is rendered, its tags
// hidden or obeyed. Labels and message boxes take Qt::PlainText; tool tips
// and message boxes' informative texts have no such setting and take
// plainText()'s result.

#include <QString>

namespace kibitz {

// `text` as it is when Qt shows it as plain text anyway; else as HTML that
// shows exactly `text` (escaped, its line breaks kept, wrapped).
QString plainText(const QString &text);

// A document or file name for QWidget::setWindowTitle, whose "[*]" marks
// where the modified mark goes: a "[*]" in the name is shown as written.
QString windowTitleText(const QString &name);

// A name for the text of a menu item, button or tab, where "&" marks the
// shortcut key: an "&" in the name is shown as written.
QString shortcutSafeText(const QString &name);

} // namespace kibitz
