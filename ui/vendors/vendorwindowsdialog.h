#pragma once

#include "painting/workshopslide.h"
#include "ui/widgets/presentationwindow.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QPushButton;
class QScrollArea;

namespace FlowAudit {

class SelectedFlow;
class UserPrompts;
class VendorCardStore;
class VendorWindowsChart;

// The vendor windows chart for a workshop: all cards or the selected flow's, a
// presentation mode with large type on the whole screen, and export as PNG.
class VendorWindowsDialog : public QDialog {
    Q_OBJECT
public:
    VendorWindowsDialog(SelectedFlow* selected, VendorCardStore* store, UserPrompts* prompts,
                        QWidget* parent = nullptr);

    VendorWindowsChart* chart() const { return m_chart; }
    QCheckBox* onlySelectedFlow() const { return m_onlySelected; }
    // Writes the whole chart as PNG at twice its size, atomically; the error, if any.
    QString exportPng(const QString& path);
    // Presentation Mode: the chart's slide full screen (the PresentationWindow F5 opens).
    void setPresentation(bool on);
    bool isPresentation() const;
    PresentationWindow* presentation() const { return m_presentation; }

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void askAndExport();
    void fitToScreen();

    SelectedFlow* m_selected;
    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    VendorWindowsChart* m_chart;
    QScrollArea* m_scroll;
    QCheckBox* m_onlySelected;
    QPushButton* m_present;
    QPointer<PresentationWindow> m_presentation;
    WorkshopSlide m_slide; // what the chart shows, as Presentation Mode shows it
    bool m_sized = false;
};

} // namespace FlowAudit
