#include "ui/simulation/retrystormdock.h"

#include "core/document/inventorydocument.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/fileformats.h"
#include "core/map/mapgraph.h"
#include "core/model/flow.h"
#include "core/rules/ruleid.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormstudy.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/simulation/stormchartview.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/widgets/presentationwindow.h"
#include "ui/widgets/relativefont.h"
#include "ui/widgets/wrappingrowlayout.h"

#include <QCheckBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

#include <cmath>

namespace FlowAudit {

namespace {

QString whole(double value) {
    return QLocale().toString(std::round(value), 'f', 0);
}

} // namespace

RetryStormDock::RetryStormDock(SelectedFlow* selected, InventoryEditor* editor,
                               VendorCardStore* store, UserPrompts* prompts, QWidget* parent)
    : RuleMathsDock(tr("Retry Storm"), QString(RuleId::RT01),
                    tr("<b>RT01</b> · what a destination outage does with the nested retries"),
                    selected, parent)
    , m_editor(editor)
    , m_store(store)
    , m_prompts(prompts)
    , m_headline(new QLabel(this))
    , m_figures(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_chart(new StormChartView(this))
    , m_rate(new QLineEdit(this))
    , m_outage(new QLineEdit(this))
    , m_capacity(new QLineEdit(this))
    , m_jitter(new QCheckBox(tr("Jitter as set"), this))
    , m_oneLayerOnly(new QPushButton(tr("Retry in one layer only"), this))
    , m_present(new QPushButton(tr("Presentation Mode"), this))
    , m_destination(new QPushButton(this))
    , m_destinationFigures(new QLabel(this)) {
    setWhatsThis(tr("The load a destination outage sends back through the flow's nested retries, "
                    "from the binned "
                    "retry-storm model: layers innermost first, each with its schedule. The "
                    "settings are kept in the "
                    "flow's retry_storm field."));
    m_headline->setObjectName(QStringLiteral("stormHeadline"));
    m_headline->setWordWrap(true);
    RelativeFont::apply(m_headline, 1.6);
    m_figures->setObjectName(QStringLiteral("stormFigures"));
    m_figures->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("stormProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_chart->setMinimumHeight(fontMetrics().height() * 16);

    m_rate->setObjectName(QStringLiteral("stormRate"));
    m_rate->setPlaceholderText(QStringLiteral("100"));
    m_rate->setToolTip(tr("Events per second reaching the flow"));
    m_outage->setObjectName(QStringLiteral("stormOutage"));
    m_outage->setPlaceholderText(QStringLiteral("10 min"));
    m_outage->setToolTip(tr("How long the destination is down: 10m, 90 s, 1h30m"));
    m_capacity->setObjectName(QStringLiteral("stormCapacity"));
    m_capacity->setPlaceholderText(tr("not set"));
    m_capacity->setToolTip(tr("Destination attempts per second; attempts above it are rejected"));
    m_jitter->setObjectName(QStringLiteral("stormJitter"));
    m_jitter->setChecked(true);
    m_oneLayerOnly->setObjectName(QStringLiteral("stormOneLayerOnly"));
    m_oneLayerOnly->setCheckable(true);
    m_present->setObjectName(QStringLiteral("stormPresentation"));
    m_present->setCheckable(true);
    m_present->setToolTip(tr("Full screen with large type for a workshop (Esc leaves)"));
    m_destination->setObjectName(QStringLiteral("stormDestination"));
    m_destination->setCheckable(true);
    m_destination->setToolTip(tr("Add up every flow into this destination, each with its own "
                                 "rate, layers and schedules, during the same outage"));
    m_destinationFigures->setObjectName(QStringLiteral("stormDestinationFigures"));
    m_destinationFigures->setTextFormat(Qt::PlainText);
    m_destinationFigures->setWordWrap(true);
    m_destinationFigures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* exportButton = new QPushButton(tr("Export PNG…"), this);
    exportButton->setObjectName(QStringLiteral("stormExportPng"));

    auto* inputs = new QWidget(this);
    auto* form = new QFormLayout(inputs);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Rate (events/s):"), m_rate);
    form->addRow(tr("Outage length:"), m_outage);
    form->addRow(tr("Capacity (attempts/s):"), m_capacity);
    auto* toggles = new QWidget(this);
    auto* row = new WrappingRowLayout(toggles); // wraps in a narrow dock, zoomed in
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_jitter);
    row->addWidget(m_oneLayerOnly);
    row->addWidget(m_present);
    row->addWidget(exportButton);

    addToBody(m_headline);
    addToBody(m_chart);
    addToBody(toggles);
    addToBody(m_figures);
    addToBody(inputs);
    addToBody(m_destination);
    addToBody(m_destinationFigures);
    addToBody(m_problem);
    addToBody(verdict());

    for (QLineEdit* edit : {m_rate, m_outage, m_capacity})
        connect(edit, &QLineEdit::editingFinished, this, &RetryStormDock::applyInputs);
    connect(m_jitter, &QCheckBox::toggled, this, [this](bool on) {
        m_chart->setJitter(on);
        showInPresentation();
    });
    connect(m_oneLayerOnly, &QPushButton::toggled, this, [this](bool on) {
        m_chart->setOneLayerOnly(on);
        showInPresentation();
    });
    connect(m_present, &QPushButton::toggled, this, &RetryStormDock::setPresentation);
    connect(m_destination, &QPushButton::toggled, this, &RetryStormDock::refresh);
    connect(exportButton, &QPushButton::clicked, this, &RetryStormDock::askAndExport);
    connect(selected, &SelectedFlow::changed, this, &RetryStormDock::refresh);
    connect(store, &VendorCardStore::changed, this, &RetryStormDock::refresh);
    refresh();
}

void RetryStormDock::refresh() {
    const Flow* flow = startRefresh();
    refreshFlow(flow);
    // The destination's storm, when asked for, takes the chart, the headline and the slide.
    const bool destination = m_destinationStudy != nullptr;
    if (destination) {
        m_headline->setText(m_destinationHeadline);
        m_chart->setStudy(*m_destinationStudy);
    }
    m_figures->setVisible(!destination);
    const QString forOneFlow =
        tr("One flow's storm only: switch off \"%1\" to see it").arg(m_destination->text());
    m_jitter->setEnabled(!destination);
    m_jitter->setToolTip(destination
                             ? forOneFlow
                             : tr("Off: every layer waits its nominal time, so retries line up"));
    m_oneLayerOnly->setEnabled(!destination);
    m_oneLayerOnly->setToolTip(
        destination ? forOneFlow
                    : tr("RT01's fix as a ghost outline: only the outermost retrying layer "
                         "retries"));
    showInPresentation();
}

void RetryStormDock::refreshFlow(const Flow* flow) {
    m_problem->hide();
    m_figures->clear();
    const auto nothing = [this](const QString& why) {
        m_headline->setText(why);
        m_chart->setStudy(std::nullopt);
    };
    if (!flow) {
        m_settings = {};
        nothing(tr("No flow selected"));
        refreshDestination(nullptr, nullptr);
        return;
    }
    const StormScenarioBuild build = StormScenarioBuilder::build(*flow, &m_store->cards());
    refreshDestination(flow, build.ok() ? &*build.scenario : nullptr);
    m_settings = build.settings;
    m_rate->setText(m_settings.rate ? StormQuantity::numberText(*m_settings.rate) : QString());
    m_outage->setText(m_settings.outageLength
                          ? StormQuantity::durationText(*m_settings.outageLength)
                          : QString());
    m_capacity->setText(m_settings.capacity ? StormQuantity::numberText(*m_settings.capacity)
                                            : QString());
    if (!build.ok()) {
        nothing(tr("Cannot simulate this flow"));
        m_problem->setText(build.line > 0 ? tr("Line %1: %2").arg(build.line).arg(build.error)
                                          : build.error);
        m_problem->show();
        return;
    }
    QString error;
    std::optional<StormStudy> study = StormStudy::run(*build.scenario, &error);
    if (!study) {
        nothing(tr("Cannot simulate this flow"));
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    m_headline->setText(study->headline());
    const StormScenario& sc = study->scenario;
    const int single = sc.outermostRetryingLayer();
    QStringList lines;
    lines << tr("Peak <b>%1</b> (%2) with jitter as set; %3 without jitter.")
                 .arg(StormExport::timesNormal(study->peakTimesNormal()),
                      StormExport::perSecond(study->peak),
                      StormExport::timesNormal(study->peakWithoutJitterTimesNormal()));
    if (single >= 0)
        lines << tr("Retrying in %1 only: <b>%2</b>.")
                     .arg(sc.layers[std::size_t(single)].name,
                          StormExport::timesNormal(study->peakOneLayerOnlyTimesNormal()));
    lines << (study->plateauReached
                  ? tr("Plateau of rate × product after %1.")
                        .arg(StormQuantity::durationInWords(std::round(study->timeToPlateau)))
                  : tr("The outage ends before the retries reach rate × product."));
    lines << tr("Extra attempts %1; events that used every attempt %2.")
                 .arg(whole(study->extraAttempts), whole(study->deadLettered));
    if (sc.capacity)
        lines << (study->stable ? tr("Stable region: rate × product is %1 of capacity.")
                                      .arg(StormExport::ofCapacity(study->loadOverCapacity))
                  : study->recoveryTime
                      ? tr("<b>Vulnerable</b>: rate × product is %1 of capacity; "
                           "this outage's storm cleared, a longer or larger one "
                           "can leave a storm that sustains itself.")
                            .arg(StormExport::ofCapacity(study->loadOverCapacity))
                      : tr("<b>Vulnerable</b>: rate × product is %1 of capacity; "
                           "this storm sustains itself and does not recover.")
                            .arg(StormExport::ofCapacity(study->loadOverCapacity)));
    m_figures->setText(lines.join(QStringLiteral("<br>")));
    m_chart->setStudy(std::move(study));
}

void RetryStormDock::refreshDestination(const Flow* flow, const StormScenario* scenario) {
    const QStringList names =
        flow ? MapGraph::systemsIn(flow->text(Field::Destination)) : QStringList();
    const QString system = names.isEmpty() ? QString() : names.first().trimmed();
    const Inventory& inventory = selected()->document()->inventory();
    const qsizetype flowsInto =
        system.isEmpty() ? 0 : DestinationStorm::countInto(inventory, system);
    // Offered where another flow writes to the same destination: one flow's storm is above.
    m_destination->setVisible(flowsInto > 1);
    m_destination->setText(tr("Every flow into %1 (%2)").arg(system).arg(flowsInto));
    m_destinationStudy.reset();
    m_destinationHeadline.clear();
    m_destinationSystem = system;
    // Asked by the button, not by isVisible(): a dock in a hidden tab still keeps it current.
    const bool shown = flowsInto > 1 && m_destination->isChecked();
    m_destinationFigures->setVisible(shown);
    if (!shown)
        return;
    const StormScenario defaults;
    QString error;
    const std::optional<DestinationStorm> storm = DestinationStorm::ofSystem(
        inventory, system, &m_store->cards(),
        scenario ? scenario->outageStart : defaults.outageStart,
        scenario ? scenario->outageLength : defaults.outageLength, &error);
    if (!storm) {
        m_destinationFigures->setText(
            tr("The flows into %1 cannot be added up: %2").arg(system, error));
        return;
    }
    m_destinationFigures->setText(StormExport::text(*storm, system));
    m_destinationStudy = std::make_shared<const StormStudy>(storm->study());
    m_destinationHeadline = StormExport::headline(*storm, system);
}

void RetryStormDock::applyInputs() {
    const int index = selected()->index();
    const Flow* flow = selected()->flow();
    if (!flow)
        return;
    StormSettings settings = m_settings;
    QString why;
    const auto read = [&](QLineEdit* edit, bool duration, std::optional<double>& out) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty()) {
            out.reset();
            return true;
        }
        out = duration ? StormQuantity::parseDuration(text, &why)
                       : StormQuantity::parseNumber(text, &why);
        return out.has_value();
    };
    if (!read(m_rate, false, settings.rate) || !read(m_outage, true, settings.outageLength) ||
        !read(m_capacity, false, settings.capacity)) {
        m_problem->setText(why);
        m_problem->show();
        return;
    }
    if (settings.capacity && *settings.capacity <= 0) {
        m_problem->setText(tr("The capacity must be above 0 attempts per second."));
        m_problem->show();
        return;
    }
    m_problem->hide();
    if (settings == m_settings)
        return;
    m_editor->setExtraFields(index, settings.appliedTo(*flow).extraFields(),
                             tr("Change the retry-storm settings"));
}

QString RetryStormDock::exportPng(const QString& path) const {
    const QByteArray bytes = m_chart->pngBytes(m_chart->size().expandedTo(m_chart->sizeHint()));
    if (bytes.isEmpty())
        return tr("%1: there is no chart to export").arg(QDir::toNativeSeparators(path));
    if (const std::optional<IoError> error = AtomicFile::write(path, bytes))
        return error->toString();
    return {};
}

void RetryStormDock::askAndExport() {
    const QString path =
        m_prompts->askSavePath(this, tr("Export Retry Storm"), QStringLiteral("retry-storm.png"),
                               FileFormats::dialogFilter(FileFormats::Purpose::ChartImage));
    if (path.isEmpty())
        return;
    const QString error = exportPng(path);
    if (!error.isEmpty())
        m_prompts->showError(this, tr("Export Retry Storm"), error);
}

// Presentation Mode: this chart as it is set (jitter, the ghost) full screen, with no
// window chrome, the same slide F5 shows for the flow; Esc leaves.
void RetryStormDock::setPresentation(bool on) {
    if (!on) {
        if (m_presentation)
            m_presentation->close();
        return;
    }
    PresentationWindow::openFor(m_presentation, m_present, this);
    showInPresentation();
    m_presentation->start();
}

// The open presentation follows the panel: another flow, other settings, no study.
void RetryStormDock::showInPresentation() {
    if (!m_presentation)
        return;
    if (m_destinationStudy) {
        WorkshopSlide slide = WorkshopSlide::destinationStormOf(
            m_destinationSystem, m_destinationStudy, m_destinationHeadline);
        slide.font = PresentationWindow::slideFontFor(parentWidget() ? parentWidget() : this);
        m_presentation->setSlides({std::move(slide)});
        return;
    }
    const Flow* flow = selected()->flow();
    WorkshopSlide slide = WorkshopSlide::stormOf(
        flow ? flow->text(Field::FlowId) : QString(),
        m_chart->study() ? std::make_shared<const StormStudy>(*m_chart->study()) : nullptr);
    if (!slide.storm)
        slide.subtitle = m_headline->text();
    slide.stormJitter = m_chart->jitter();
    slide.stormOneLayerOnly = m_chart->oneLayerOnly();
    // The main window's type (View → Zoom), which a floating dock does not inherit.
    slide.font = PresentationWindow::slideFontFor(parentWidget() ? parentWidget() : this);
    m_presentation->setSlides({std::move(slide)});
}

} // namespace FlowAudit
