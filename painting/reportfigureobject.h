#pragma once

#include "core/report/reportdocument.h"

#include <QObject>
#include <QTextObjectInterface>

#include <compare>
#include <map>
#include <memory>
#include <vector>

class QFont;
class QPaintDevice;
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
    // The scale each windows figure was fitted at, by figure, type, device, width and
    // height: the layout asks a figure's size again on every relayout, and a fit measures
    // every row's text a dozen times.
    struct FitKey {
        int figure = 0;
        QString font;
        const QPaintDevice* device = nullptr;
        qreal width = 0;
        qreal maxHeight = 0;
        std::partial_ordering operator<=>(const FitKey&) const = default;
    };
    std::map<FitKey, qreal> m_fittedScales;
    qreal fittedScale(int figure, const QFont& body, const QPaintDevice* device, qreal width,
                      qreal maxHeight);
};

} // namespace FlowAudit
