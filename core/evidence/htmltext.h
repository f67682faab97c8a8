#pragma once

#include <QByteArray>
#include <QStringList>

namespace FlowAudit {

// The words a reader sees on an HTML page, by libxml2's HTML parser (which recovers from
// the broken markup real pages have, as a browser does): the text of the body, without
// scripts, styles and the head, blocks apart by a space, normalised for matching. The
// charset is the HTTP header's, else the page's own <meta>, else UTF-8 when the bytes are
// UTF-8, else Windows-1252 (what browsers assume of an old page that names none).
namespace HtmlText {
QString extract(const QByteArray& html, const QByteArray& charset = {});
// The same words by block (a paragraph, a heading, a list item, a table cell), each
// normalised, empty ones dropped: joined by a space, they are extract()'s text. Where a
// sentence can start and end, for proposing quotes.
QStringList blocks(const QByteArray& html, const QByteArray& charset = {});
// A plain-text page's words, normalised the same way.
QString fromPlainText(const QByteArray& text, const QByteArray& charset = {});
// Its paragraphs (apart by a blank line), as blocks() gives a web page's.
QStringList plainTextBlocks(const QByteArray& text, const QByteArray& charset = {});
} // namespace HtmlText

} // namespace FlowAudit
