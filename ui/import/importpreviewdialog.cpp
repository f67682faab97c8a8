#include "ui/import/importpreviewdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace FlowAudit {

QStringList ImportPreviewDialog::orderedLines(const QList<FlowUpdate>& plan) {
    QStringList changes;
    QStringList kept;
    QStringList unchanged;
    QStringList warnings;
    for (const FlowUpdate& update : plan) {
        FlowUpdate changesOnly = update;
        FlowUpdate keptOnly = update;
        changesOnly.fields.removeIf(
            [](const FieldUpdate& f) { return f.outcome == FieldUpdate::Outcome::KeptPersonal; });
        keptOnly.fields.removeIf(
            [](const FieldUpdate& f) { return f.outcome != FieldUpdate::Outcome::KeptPersonal; });
        keptOnly.also.clear();
        if (update.isAdded() || !changesOnly.fields.isEmpty() || !changesOnly.also.isEmpty())
            changes.append(Reimport::describe({changesOnly}));
        if (!update.isAdded() && !keptOnly.fields.isEmpty())
            kept.append(Reimport::describe({keptOnly}));
        if (!update.isAdded() && update.fields.isEmpty() && update.also.isEmpty())
            unchanged.append(Reimport::describe({update}));
        for (const QString& warning : update.warnings)
            warnings.append(tr("%1: warning: %2").arg(update.flowId, warning));
    }
    return changes + kept + unchanged + warnings;
}

ImportPreviewDialog::ImportPreviewDialog(const QList<FlowUpdate>& plan, QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget(this)) {
    setObjectName(QStringLiteral("importPreviewDialog"));
    setWindowTitle(tr("Import: what will change"));
    const auto added =
        std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) { return u.isAdded(); });
    const auto updated = std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) {
        return !u.isAdded() && u.changesSomething();
    });
    auto* summary = new QLabel(
        tr("%1 flow(s) added, %2 updated. Values a person wrote are kept. The import is one "
           "step: Edit → Undo takes it back.")
            .arg(added)
            .arg(updated),
        this);
    summary->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("importChanges"));
    // Long warnings wrap inside the dialog rather than run past its edge.
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->addItems(orderedLines(plan));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("importConfirm"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(720, 460);
}

QStringList ImportPreviewDialog::lines() const {
    QStringList all;
    for (int i = 0; i < m_list->count(); ++i)
        all.append(m_list->item(i)->text());
    return all;
}

} // namespace FlowAudit
