#pragma once

#include "core/report/reportdocument.h"

#include <QObject>
#include <QTextObjectInterface>

#include <memory>
#include <vector>

class QTextDocument;

namespace FlowAudit {

// Draws a report figure inline in a QTextDocument with the chart painter the editor
// uses, so the PDF holds the chart as vectors and text, the same picture as on screen.
class ReportFigureObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int Type = QTextFormat::UserObject + 2;
    static constexpr int FigureProperty = QTextFormat::UserProperty + 2;

    // Registers the handler with the document's layout; the document owns it.
    static ReportFigureObject* registerWith(QTextDocument* document);
    // The format that shows the figure, for QChar::ObjectReplacementCharacter.
    QTextCharFormat add(const ReportBlock& figure, const QTextCharFormat& textFormat);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

private:
    using QObject::QObject;
    struct Figure {
        std::shared_ptr<const StormStudy> storm;
        std::shared_ptr<const ReportWindowsFigure> windows;
        std::shared_ptr<const ReportMapFigure> map;
    };
    std::vector<Figure> m_figures;
};

} // namespace FlowAudit
