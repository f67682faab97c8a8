#pragma once

#include "core/simulation/stormsettings.h"
#include "ui/flowpanel/rulemathsdock.h"

#include "ui/widgets/presentationwindow.h"

#include <QPointer>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace FlowAudit {

class Flow;
class InventoryEditor;
struct StormScenario;
struct StormStudy;
class StormChartView;
class UserPrompts;
class VendorCardStore;

// The retry storm of the selected flow, beside Retry Product: what a destination outage
// does with the flow's nested retries (the chart, and the numbers in large type), with
// jitter on or off and RT01's fix ("retry in one layer only") as a ghost outline. Rate,
// outage and capacity are kept in the flow's `retry_storm` settings (undoable), so the
// report draws what the workshop saw. Where other flows write to the same destination, the
// panel adds them all up for the same outage (a destination storm: what the destination
// receives from every flow while it is down and after).
class RetryStormDock : public RuleMathsDock {
    Q_OBJECT
public:
    RetryStormDock(SelectedFlow* selected, InventoryEditor* editor, VendorCardStore* store,
                   UserPrompts* prompts, QWidget* parent = nullptr);

    QLabel* headline() const { return m_headline; }
    QLabel* figures() const { return m_figures; }
    QLabel* problem() const { return m_problem; }
    StormChartView* chart() const { return m_chart; }
    QLineEdit* rate() const { return m_rate; }
    QLineEdit* outage() const { return m_outage; }
    QLineEdit* capacity() const { return m_capacity; }
    QCheckBox* jitter() const { return m_jitter; }
    QPushButton* oneLayerOnly() const { return m_oneLayerOnly; }
    QPushButton* presentation() const { return m_present; }
    QPushButton* destination() const { return m_destination; }
    QLabel* destinationFigures() const { return m_destinationFigures; }
    // Presentation Mode's window while it is open (it is deleted when it closes).
    PresentationWindow* presentationWindow() const { return m_presentation; }

    // Writes the chart as it is shown to `path` (atomically); "" or why not.
    QString exportPng(const QString& path) const;

private:
    void refresh();
    // The selected flow's own storm: its settings, headline, figures and chart.
    void refreshFlow(const Flow* flow);
    void applyInputs();
    void askAndExport();
    void setPresentation(bool on);
    void showInPresentation();
    // The destination storm of the selected flow's destination, with the flow's outage.
    void refreshDestination(const Flow* flow, const StormScenario* scenario);

    InventoryEditor* m_editor;
    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    QLabel* m_headline;
    QLabel* m_figures;
    QLabel* m_problem;
    StormChartView* m_chart;
    QLineEdit* m_rate;
    QLineEdit* m_outage;
    QLineEdit* m_capacity;
    QCheckBox* m_jitter;
    QPushButton* m_oneLayerOnly;
    QPushButton* m_present;
    QPushButton* m_destination;
    QLabel* m_destinationFigures;
    QPointer<PresentationWindow> m_presentation;
    StormSettings m_settings; // the selected flow's, as read
    // The destination's storm while "Every flow into" is on (else null), its system and
    // headline: the chart and Presentation Mode show it instead of the flow's.
    std::shared_ptr<const StormStudy> m_destinationStudy;
    QString m_destinationSystem;
    QString m_destinationHeadline;
};

} // namespace FlowAudit
