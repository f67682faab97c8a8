#pragma once

#include "core/report/reportoptions.h"

#include <QImage>
#include <QObject>
#include <QSizeF>

#include <memory>

namespace FlowAudit {

class ReportPipeline;

// The report's pipeline in Preview use, kept on the worker thread that runs it: a text
// layout holds font engines of its thread's font cache, which die with that thread, so the
// pages are laid out, drawn (preview images, the PDF) and destroyed there. The window asks
// for page images with drawPage and gets them back through pageDrawn, queued both ways.
class ReportRenderer : public QObject {
    Q_OBJECT
public:
    // Made on the window's thread (the pipeline speaks the application's language there).
    explicit ReportRenderer(const ReportOptions& options);
    ~ReportRenderer() override;

    // On the renderer's thread.
    ReportPipeline& pipeline() { return *m_pipeline; }
    // Once the pipeline made the report: the page count and size kept as plain values,
    // which the window reads once the work that set them is over.
    void madeReport();
    void release(); // the pages let go

    int pageCount() const { return m_pageCount; }
    QSizeF pageSizePoints() const { return m_pageSize; }

public slots:
    void drawPage(int index, qreal dpi);

signals:
    void pageDrawn(int index, qreal dpi, const QImage& image);

private:
    std::unique_ptr<ReportPipeline> m_pipeline;
    int m_pageCount = 0;
    QSizeF m_pageSize;
};

} // namespace FlowAudit
