#include "ui/compare/comparisondock.h"

#include "core/document/inventorydocument.h"
#include "ui/compare/comparisonentries.h"
#include "ui/widgets/relativefont.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QThreadPool>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

constexpr int RefreshDelayMs = 400;

std::optional<int> flowIndexOf(const InventoryDocument& document, const QString& flowId) {
    for (int i = 0; i < document.flowCount(); ++i) {
        if (document.flow(i).text(Field::FlowId) == flowId)
            return i;
    }
    return std::nullopt;
}

} // namespace

ComparisonDock::ComparisonDock(InventoryDocument* document, QWidget* parent)
    : QDockWidget(tr("Changes"), parent)
    , m_document(document)
    , m_heading(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_view(new QTreeWidget(this))
    , m_again(new QTimer(this)) {
    setWhatsThis(tr(
        "<p><b>Changes</b>: what the open inventory changes against the version chosen with File → "
        "Compare With…: the findings the change adds and removes first, then the flows added, "
        "removed, renamed and changed, field by field, the top-level keys and the waivers. "
        "Selecting "
        "an entry selects its flow in the table.</p>"));
    m_heading->setObjectName(QStringLiteral("comparisonHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_verdict->setObjectName(QStringLiteral("comparisonVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    RelativeFont::apply(m_verdict, 1.0, true);
    m_view->setObjectName(QStringLiteral("comparisonView"));
    m_view->setAccessibleName(tr("Changes"));
    m_view->setWhatsThis(whatsThis());
    m_view->setColumnCount(3);
    m_view->setHeaderLabels({tr("Change"), tr("Before"), tr("After")});
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(false);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->header()->resizeSection(0, fontMetrics().averageCharWidth() * 60);
    m_view->header()->resizeSection(1, fontMetrics().averageCharWidth() * 36);

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_heading);
    layout->addWidget(m_verdict);
    layout->addWidget(m_view, 1);
    m_verdict->hide();
    setWidget(body);
    showIntroduction();

    m_again->setSingleShot(true);
    m_again->setInterval(RefreshDelayMs);
    // Compared again only while shown: a hidden dock catches up when it is shown again.
    connect(m_again, &QTimer::timeout, this, [this] {
        if (isVisible())
            compareInBackground();
        else
            m_stale = true;
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            compareInBackground();
    });
    const auto soon = [this] {
        if (m_before)
            m_again->start();
    };
    connect(document, &InventoryDocument::flowsChanged, this, soon);
    connect(document, &InventoryDocument::flowsInserted, this, soon);
    connect(document, &InventoryDocument::flowsRemoved, this, soon);
    connect(document, &InventoryDocument::flowMoved, this, soon);
    connect(document, &InventoryDocument::waiversChanged, this, soon);
    connect(document, &InventoryDocument::wasReset, this, soon);
    connect(m_view, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { emitFor(item, false); });
    connect(m_view, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { emitFor(item, true); });
}

void ComparisonDock::compareWith(const QString& name, Inventory before) {
    m_beforeName = name;
    m_before = lintInventory(name, std::move(before));
    refresh();
}

void ComparisonDock::clear(const QString& why) {
    ++m_generation; // a comparison still running is of the document before
    m_again->stop();
    m_before.reset();
    m_comparison.reset();
    m_beforeName.clear();
    m_view->clear();
    m_verdict->hide();
    m_heading->setText(why);
    updateTitle();
}

void ComparisonDock::showIntroduction() {
    clear(tr("Choose File → Compare With… to see what the open inventory changes against another "
             "file or a committed version."));
}

void ComparisonDock::refresh() {
    m_again->stop();
    m_stale = false;
    if (!m_before)
        return;
    ++m_generation; // what a background comparison brings back is older than this
    display(InventoryComparison::of(
        *m_before, lintInventory(tr("the open inventory"), m_document->inventory())));
}

void ComparisonDock::compareInBackground() {
    m_again->stop();
    m_stale = false;
    if (!m_before)
        return;
    if (m_comparing) {
        m_compareAgain = true;
        return;
    }
    m_comparing = true;
    // Copies: the inventory is implicitly shared, so the snapshot costs a reference count
    // and later edits never touch what the worker reads.
    QPointer<ComparisonDock> self(this);
    QThreadPool::globalInstance()->start([self, generation = m_generation, before = *m_before,
                                          after = m_document->inventory(),
                                          name = tr("the open inventory")]() mutable {
        auto comparison = std::make_shared<InventoryComparison>(
            InventoryComparison::of(std::move(before), lintInventory(name, std::move(after))));
        QMetaObject::invokeMethod(
            qApp,
            [self, generation, comparison] {
                if (!self)
                    return;
                self->m_comparing = false;
                if (generation == self->m_generation)
                    self->display(std::move(*comparison));
                if (std::exchange(self->m_compareAgain, false))
                    self->compareInBackground();
            },
            Qt::QueuedConnection);
    });
}

void ComparisonDock::display(InventoryComparison comparison) {
    // The entry the user was on stays current when the list is made again.
    const QTreeWidgetItem* was = m_view->currentItem();
    const QString wasText = was ? was->text(0) : QString();
    const QString wasFlow =
        was ? was->data(0, ComparisonEntries::FlowIdRole).toString() : QString();

    m_comparison = std::move(comparison);
    const QSignalBlocker quiet(m_view);
    ComparisonEntries::fill(m_view, *m_comparison);
    // The sentences whole (at the zoom of the day), up to a third of a wide screen.
    m_view->resizeColumnToContents(0);
    m_view->setColumnWidth(
        0, std::min(m_view->columnWidth(0) + 16, fontMetrics().averageCharWidth() * 80));
    m_heading->setText(
        tr("Changes from %1 (before) to the open inventory (after).").arg(m_beforeName));
    m_verdict->setText(ComparisonEntries::verdictLine(*m_comparison));
    m_verdict->show();
    if (!wasText.isEmpty()) {
        for (QTreeWidgetItemIterator it(m_view); *it; ++it) {
            if ((*it)->text(0) == wasText &&
                (*it)->data(0, ComparisonEntries::FlowIdRole).toString() == wasFlow) {
                m_view->setCurrentItem(*it);
                break;
            }
        }
    }
    updateTitle();
}

void ComparisonDock::updateTitle() {
    const int entries =
        m_comparison
            ? int(m_comparison->verdicts.added.size() + m_comparison->verdicts.gone.size()) +
                  int(m_comparison->diff.added.size() + m_comparison->diff.removed.size() +
                      m_comparison->diff.changed.size()) +
                  int(m_comparison->diff.topLevel.size() + m_comparison->diff.waiversAdded.size() +
                      m_comparison->diff.waiversRemoved.size() +
                      m_comparison->diff.waiversChanged.size())
            : 0;
    setWindowTitle(entries > 0 ? tr("Changes (%n)", nullptr, entries) : tr("Changes"));
}

void ComparisonDock::emitFor(const QTreeWidgetItem* item, bool activated) {
    if (!item)
        return;
    const QVariant flowId = item->data(0, ComparisonEntries::FlowIdRole);
    if (!flowId.isValid())
        return; // a group, or a flow only in the version before
    const std::optional<int> index = flowIndexOf(*m_document, flowId.toString());
    if (!index)
        return; // no flow of the open inventory has that ID (any longer)
    const QVariant field = item->data(0, ComparisonEntries::FieldRole);
    const std::optional<Field> f =
        field.isValid() ? std::optional<Field>(Field(field.toInt())) : std::nullopt;
    if (activated)
        emit flowActivated(*index, f);
    else
        emit flowSelected(*index, f);
}

} // namespace FlowAudit
