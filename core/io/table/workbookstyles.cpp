#include "core/io/table/workbookstyles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QXmlStreamReader>

#include <cmath>

namespace FlowAudit {

WorkbookStyles::Shown WorkbookStyles::shownBy(const QString& formatCode) {
    // Only the first section counts (positive numbers): "d/m/yyyy;@" is a date.
    bool date = false; // d, y, or an m that is a month
    bool month = false;
    bool time = false;
    for (qsizetype i = 0; i < formatCode.size(); ++i) {
        const QChar c = formatCode[i].toLower();
        if (c == u'"') {
            const qsizetype close = formatCode.indexOf(u'"', i + 1);
            if (close < 0)
                return Shown::Number;
            i = close;
        } else if (c == u'\\' || c == u'_' || c == u'*') {
            ++i; // an escaped or padding character is shown, not a code
        } else if (c == u'[') {
            const qsizetype close = formatCode.indexOf(u']', i + 1);
            if (close < 0)
                return Shown::Number;
            const QString inside = formatCode.mid(i + 1, close - i - 1).toLower();
            // [h], [mm], [ss]: elapsed time; [Red], [$-407], [>100]: no code of a date.
            if (!inside.isEmpty() && std::all_of(inside.begin(), inside.end(), [](QChar x) {
                    return x == u'h' || x == u'm' || x == u's';
                }))
                time = true;
            i = close;
        } else if (c == u';') {
            break;
        } else if (formatCode.mid(i, 5).compare(QLatin1StringView("am/pm"), Qt::CaseInsensitive) ==
                   0) {
            time = true;
            i += 4;
        } else if (formatCode.mid(i, 3).compare(QLatin1StringView("a/p"), Qt::CaseInsensitive) ==
                   0) {
            time = true;
            i += 2;
        } else if (c == u'd' || c == u'y') {
            date = true;
        } else if (c == u'm') {
            month = true; // minutes when beside h or s: decided below
        } else if (c == u'h' || c == u's') {
            time = true;
        } else if (c.isLetter() || c == u'#' || c == u'?' || c == u'@' || c == u'%') {
            return Shown::Number; // a number (0.00E+00 too), text or another code
        }
    }
    date = date || (month && !time);
    if (date)
        return time ? Shown::DateTime : Shown::Date;
    return time ? Shown::Time : Shown::Number;
}

std::optional<WorkbookStyles> WorkbookStyles::read(const QByteArray& xml, const QString& fileName,
                                                   IoError* error) {
    QHash<int, Shown> custom;
    WorkbookStyles styles;
    QXmlStreamReader reader(xml);
    bool inCellXfs = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == u"numFmt") {
            const int id = reader.attributes().value(QLatin1StringView("numFmtId")).toInt();
            custom.insert(
                id, shownBy(reader.attributes().value(QLatin1StringView("formatCode")).toString()));
        } else if (reader.isStartElement() && reader.name() == u"cellXfs") {
            inCellXfs = true;
        } else if (reader.isEndElement() && reader.name() == u"cellXfs") {
            inCellXfs = false;
        } else if (inCellXfs && reader.isStartElement() && reader.name() == u"xf") {
            if (styles.m_cellFormats.size() >= MaxCellFormats) {
                *error = IoError{fileName, 0, 0,
                                 QCoreApplication::translate(
                                     "Import", "xl/styles.xml defines more than %1 cell formats, "
                                               "more than Excel allows: a damaged or hostile "
                                               "workbook")
                                     .arg(MaxCellFormats)};
                return std::nullopt;
            }
            const int id = reader.attributes().value(QLatin1StringView("numFmtId")).toInt();
            Shown shown = Shown::Number;
            if (const auto it = custom.constFind(id); it != custom.constEnd())
                shown = *it;
            else if (id >= 14 && id <= 17)
                shown = Shown::Date;
            else if (id == 22)
                shown = Shown::DateTime;
            else if ((id >= 18 && id <= 21) || (id >= 45 && id <= 47))
                shown = Shown::Time;
            styles.m_cellFormats.append(shown);
        }
    }
    if (reader.hasError()) {
        *error = IoError{fileName, 0, 0,
                         QCoreApplication::translate("Import", "xl/styles.xml is not XML: %1")
                             .arg(reader.errorString())};
        return std::nullopt;
    }
    return styles;
}

WorkbookStyles::Shown WorkbookStyles::shown(int style) const {
    return style >= 0 && style < m_cellFormats.size() ? m_cellFormats[style] : Shown::Number;
}

std::optional<QString> WorkbookStyles::isoText(double serial, bool date1904, Shown shown) {
    constexpr double LastSerial = 2958465.99999; // 9999-12-31 23:59:59 in the 1900 system
    if (!std::isfinite(serial) || serial < 0 || serial > LastSerial)
        return std::nullopt;
    double days = std::floor(serial);
    // Excel's 1900 system counts a 29 February 1900 that never was (serial 60), as Lotus
    // 1-2-3 did: days after it are one more than the calendar's.
    QDate base(1899, 12, 31);
    if (date1904) {
        base = QDate(1904, 1, 1);
    } else if (days < 1 && shown != Shown::Time) {
        return std::nullopt; // Excel shows day 0 as 1900-01-00, a day that never was
    } else if (days == 60) {
        return std::nullopt;
    } else if (days > 60) {
        days -= 1;
    }
    const QDate date = base.addDays(qint64(days));
    // Whole seconds, as Excel shows them; rounding can carry into the next day.
    qint64 seconds = std::llround((serial - std::floor(serial)) * 86400.0);
    // In UTC: a serial is a wall-clock reading, which no time zone or clock change shifts.
    QDateTime at(date, QTime(0, 0), Qt::UTC);
    at = at.addSecs(seconds);
    if (!at.date().isValid() || at.date().year() > 9999)
        return std::nullopt;
    const QString time = at.time().toString(Qt::ISODate);
    if (shown == Shown::Time && serial < 1)
        return time; // a time of day, 14:30:00
    if (shown == Shown::Date && seconds == 0)
        return at.date().toString(Qt::ISODate);
    return at.date().toString(Qt::ISODate) + u'T' + time;
}

} // namespace FlowAudit
