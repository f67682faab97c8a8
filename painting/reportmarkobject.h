#pragma once

#include "core/report/reportdocument.h"

#include <QObject>
#include <QTextObjectInterface>

class QTextDocument;

namespace FlowAudit {

// Draws a mark's icon inline in a QTextDocument as vector shapes (ReportGlyph), so the
// PDF holds crisp outlines, not pictures, and the same icon as the HTML.
class ReportMarkObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int Type = QTextFormat::UserObject + 1;
    static constexpr int MarkProperty = QTextFormat::UserProperty + 1;

    // Registers the handler with the document's layout; the document owns it.
    static void registerWith(QTextDocument* document);
    // The format that shows `mark` at the size of `font`, for QChar::ObjectReplacementCharacter.
    static QTextCharFormat format(ReportMark mark, const QTextCharFormat& textFormat);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

private:
    using QObject::QObject;
};

} // namespace FlowAudit
