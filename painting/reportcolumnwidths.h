#pragma once

#include "core/report/reportdocument.h"

#include <QHash>
#include <QList>

class QPaintDevice;

namespace FlowAudit {

// The widths of a report table's columns on the page, in percent of the text width: the
// table's own where every word of each column fits, else each column widened to its
// longest word (a flow ID, a field name) with the room taken from the columns that have
// the most to spare. Qt breaks a word that does not fit anywhere ("stripe_payouts_t
// o_netsuite"); a word is only broken where the columns' words cannot all fit, and then
// in the widest columns only.
class ReportColumnWidths {
public:
    // Words measured with `device`'s metrics, on a text `textWidthPoints` wide.
    ReportColumnWidths(const QPaintDevice* device, qreal textWidthPoints);

    // Computed once per table and kept: the slices of a long table share their widths.
    const QList<double>& of(const ReportTable& table, qreal points, qreal paddingPoints);

    // The widths that fit words of the given widths (points, per column) into `wanted`
    // (percent, equal when empty) on a text `textWidth` points wide.
    static QList<double> fitted(const QList<double>& wanted, const QList<qreal>& longestWords,
                                qreal textWidth);

private:
    const QPaintDevice* m_device;
    qreal m_textWidth;
    QHash<const ReportTable*, QList<double>> m_widths;
};

} // namespace FlowAudit
