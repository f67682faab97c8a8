#pragma once

#include <QDialog>

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
    void setPresentation(bool on);
    bool isPresentation() const { return m_presentation; }

protected:
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void askAndExport();
    void fitToScreen();
    void fitPages();

    SelectedFlow* m_selected;
    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    VendorWindowsChart* m_chart;
    QScrollArea* m_scroll;
    QCheckBox* m_onlySelected;
    QPushButton* m_present;
    bool m_presentation = false;
    bool m_sized = false;
};

} // namespace FlowAudit
