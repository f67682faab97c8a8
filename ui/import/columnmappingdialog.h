#pragma once

#include "core/io/table/columnmapping.h"
#include "core/io/table/spreadsheetreader.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace FlowAudit {

// The mapping step of a spreadsheet import: which row is the header (found, or chosen),
// each column → a field, kept as it is, or left out, guessed from its title; a preview of
// the first flows as they will be written, with the verdicts they would get. What the
// user chooses is remembered for the next file with the same header.
class ColumnMappingDialog : public QDialog {
    Q_OBJECT
public:
    ColumnMappingDialog(const SpreadsheetLayout& layout, const ColumnMapping& mapping,
                        QWidget* parent = nullptr);

    const ColumnMapping& mapping() const { return m_mapping; }
    const SpreadsheetLayout& layout() const { return m_layout; }
    // Sets column `column` to target (for tests: as a user would).
    void choose(int column, const ColumnTarget& target);
    // Makes the row with this number (the sheet's own) the header; false when it has no cells.
    bool chooseHeaderRow(int line);

    // The mapping last used for this header, else the guess.
    static ColumnMapping rememberedOrGuessed(const QStringList& header);
    static void remember(const ColumnMapping& mapping);

private:
    void fillColumns();
    void refreshPreview();
    // The rows after the header that the columns list and the preview show.
    TableRows firstRows() const;

    SpreadsheetLayout m_layout;
    ColumnMapping m_mapping;
    QLabel* m_placement;
    QSpinBox* m_headerRow;
    QPushButton* m_import = nullptr;
    QTableWidget* m_columns;
    QTableWidget* m_preview;
};

} // namespace FlowAudit
