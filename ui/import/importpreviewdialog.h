#pragma once

#include "core/import/reimport.h"

#include <QDialog>

class QListWidget;

namespace FlowAudit {

// What an import will do, shown before anything changes: the changes first (flows added,
// fields filled or updated), then what is kept because a person wrote it, then warnings
// (IDs made up, parts of a file ignored).
class ImportPreviewDialog : public QDialog {
    Q_OBJECT
public:
    ImportPreviewDialog(const QList<FlowUpdate>& plan, QWidget* parent = nullptr);
    // The lines as shown, in order.
    QStringList lines() const;
    // The plan's lines in the order the dialog shows them.
    static QStringList orderedLines(const QList<FlowUpdate>& plan);

private:
    QListWidget* m_list;
};

} // namespace FlowAudit
