#pragma once

#include "core/io/ioerror.h"

#include <QList>

#include <optional>

namespace FlowAudit {

// Which cells of a workbook are dates: Excel stores a date as a number of days and says
// it is a date only through the cell's number format (xl/styles.xml). Built-in formats
// 14–22 and 45–47 are dates or times; a custom format is one when it is made of d, m, y,
// h, s (and AM/PM), once quoted text, escapes and [colours] are left out.
class WorkbookStyles {
public:
    enum class Shown : quint8 { Number, Date, DateTime, Time };
    // More cell formats than Excel allows (64,000) is not a workbook Excel wrote.
    static constexpr int MaxCellFormats = 65536;

    // The styles of xl/styles.xml, or nullopt with *error when it is not XML or holds
    // more formats than Excel can.
    static std::optional<WorkbookStyles> read(const QByteArray& xml, const QString& fileName,
                                              IoError* error);
    // How a cell of style index `style` (its `s` attribute) shows a number.
    Shown shown(int style) const;
    // What a number format code shows: "dd.mm.yyyy" a date, "h:mm" a time, "0.00" a number.
    static Shown shownBy(const QString& formatCode);

    // The ISO 8601 text of a date cell's serial number: 2026-11-14, 2026-09-30T14:30:00
    // when it has a time of day or its format shows one, 14:30:00 for a time format's
    // value under a day; in the 1900 system (with Excel's 29 February 1900) or the 1904
    // one. Nullopt when the number is no date Excel can show (negative, past 9999-12-31,
    // or that 29 February).
    static std::optional<QString> isoText(double serial, bool date1904, Shown shown);

private:
    QList<Shown> m_cellFormats; // by style index
};

} // namespace FlowAudit
