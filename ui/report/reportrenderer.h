#pragma once

#include "core/report/reportdocument.h"

#include <QImage>
#include <QObject>
#include <QSizeF>

#include <memory>

namespace FlowAudit {

class ReportPages;

// The laid-out report, kept on the worker thread that laid it out: a text layout holds
// font engines of its thread's font cache, which die with that thread, so the pages are
// drawn (preview images, the PDF) and destroyed there too. The window asks for page
// images with drawPage and gets them back through pageDrawn, queued both ways.
class ReportRenderer : public QObject {
    Q_OBJECT
public:
    ReportRenderer();
    ~ReportRenderer() override;

    // On the renderer's thread. The page count and size are kept as plain values, which
    // the window reads once the work that set them is over.
    void setReport(ReportDocument document, std::unique_ptr<ReportPages> pages);
    void release();
    const ReportPages* pages() const { return m_pages.get(); }
    const ReportDocument& document() const { return m_document; }

    int pageCount() const { return m_pageCount; }
    QSizeF pageSizePoints() const { return m_pageSize; }

public slots:
    void drawPage(int index, qreal dpi);

signals:
    void pageDrawn(int index, qreal dpi, const QImage& image);

private:
    ReportDocument m_document;
    std::unique_ptr<ReportPages> m_pages;
    int m_pageCount = 0;
    QSizeF m_pageSize;
};

} // namespace FlowAudit
