#pragma once

#include "core/import/columnmapping.h"

#include <QDialog>

class QTableWidget;

namespace FlowAudit {

// The mapping step of a spreadsheet import: each column → a field, kept as it is, or
// left out, guessed from its title; a preview of the first rows with the verdicts they
// would get. What the user chooses is remembered for the next file with the same header.
class ColumnMappingDialog : public QDialog {
    Q_OBJECT
public:
    // rows: the sheet's rows after the header, of which the first few are shown.
    ColumnMappingDialog(const ColumnMapping& mapping, const QList<QStringList>& rows,
                        QWidget* parent = nullptr);

    const ColumnMapping& mapping() const { return m_mapping; }
    // Sets column `column` to choice `index` of its list (for tests: as a user would).
    void choose(int column, const ColumnTarget& target);

    // The mapping last used for this header, else the guess.
    static ColumnMapping rememberedOrGuessed(const QStringList& header);
    static void remember(const ColumnMapping& mapping);

private:
    void fillColumns();
    void refreshPreview();

    ColumnMapping m_mapping;
    QList<QStringList> m_rows;
    QTableWidget* m_columns;
    QTableWidget* m_preview;
};

} // namespace FlowAudit
