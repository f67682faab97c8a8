#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QToolButton;

namespace FlowAudit {

class ReportPageView;
class ReportRenderer;

// The report's pages before they are saved: scroll through them, zoom, see which page of
// how many is at the top, then Save… or Close. Saving is the caller's (saveRequested);
// the dialog shows exactly the pages that will be written.
class ReportPreviewDialog : public QDialog {
    Q_OBJECT
public:
    // `renderer` draws the pages and must outlive the dialog.
    ReportPreviewDialog(ReportRenderer* renderer, const QString& title, QWidget* parent = nullptr);

    ReportPageView* view() const { return m_view; }
    QString pageText() const; // "Page 3 of 12"

signals:
    void saveRequested();

private:
    void updatePageLabel(int index, int count);
    void updateZoomLabel();

    ReportPageView* m_view;
    QLabel* m_page;
    QLabel* m_zoomLabel;
    QToolButton* m_zoomOut;
    QToolButton* m_zoomIn;
    QToolButton* m_fitWidth;
    QPushButton* m_save;
    QPushButton* m_close;
};

} // namespace FlowAudit
