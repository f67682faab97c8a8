#include "core/io/files/fileformats.h"

namespace FlowAudit {

namespace {

using Format = FileFormats::Format;
using Purpose = FileFormats::Purpose;

// The entry of every format a reading dialog offers, named for what the dialog opens.
QString everyFormatName(Purpose purpose) {
    switch (purpose) {
    case Purpose::OpenInventory:
    case Purpose::CompareWith:
        return FileFormats::tr("Inventories");
    case Purpose::ImportFlows:
        return FileFormats::tr("Exports and spreadsheets");
    default:
        return FileFormats::tr("Every file it reads");
    }
}

} // namespace

// In the order the dialogs list them.
QList<FileFormats::Entry> FileFormats::all() {
    const QList<Purpose> inventory{Purpose::OpenInventory, Purpose::CompareWith};
    const auto purposes = [](std::initializer_list<Purpose> list) { return QList<Purpose>(list); };
    return {
        {Format::YamlInventory, tr("YAML inventory"),
         QStringList{QStringLiteral("yaml"), QStringLiteral("yml")}, true, true,
         inventory + purposes({Purpose::SaveInventory})},
        {Format::CsvInventory, tr("CSV inventory"), QStringList{QStringLiteral("csv")}, true, true,
         inventory + purposes({Purpose::ImportCsv, Purpose::SaveInventory, Purpose::ExportCsv})},
        {Format::IpaasJson, tr("n8n workflow or Make blueprint"),
         QStringList{QStringLiteral("json")}, true, false, purposes({Purpose::ImportFlows})},
        {Format::CsvTable, tr("CSV table"), QStringList{QStringLiteral("csv")}, true, false,
         purposes({Purpose::ImportFlows})},
        {Format::Workbook, tr("Excel workbook"), QStringList{QStringLiteral("xlsx")}, true, true,
         inventory + purposes({Purpose::ImportFlows, Purpose::ExportWorkbook})},
        {Format::Svg, tr("SVG drawing"), QStringList{QStringLiteral("svg")}, false, true,
         purposes({Purpose::MapImage})},
        {Format::Png, tr("PNG image"), QStringList{QStringLiteral("png")}, false, true,
         purposes({Purpose::MapImage, Purpose::ChartImage})},
        {Format::Pdf, tr("PDF document"), QStringList{QStringLiteral("pdf")}, false, true,
         purposes({Purpose::ReportPdf, Purpose::MapImage})},
        {Format::Html, tr("HTML document"),
         QStringList{QStringLiteral("html"), QStringLiteral("htm")}, false, true,
         purposes({Purpose::ReportHtml})},
        {Format::Sql, tr("SQL script"), QStringList{QStringLiteral("sql")}, false, true,
         purposes({Purpose::LedgerSql})},
        {Format::PemCertificates, tr("PEM certificates"),
         QStringList{QStringLiteral("pem"), QStringLiteral("crt")}, true, false,
         purposes({Purpose::TrustCertificates})},
    };
}

QList<FileFormats::Entry> FileFormats::forPurpose(Purpose purpose) {
    QList<Entry> entries;
    for (const Entry& entry : all()) {
        if (entry.purposes.contains(purpose))
            entries.append(entry);
    }
    return entries;
}

bool FileFormats::reads(Purpose purpose) {
    switch (purpose) {
    case Purpose::OpenInventory:
    case Purpose::CompareWith:
    case Purpose::ImportCsv:
    case Purpose::ImportFlows:
    case Purpose::TrustCertificates:
        return true;
    default:
        return false;
    }
}

QString FileFormats::patterns(const Entry& entry) {
    QStringList patterns;
    for (const QString& suffix : entry.suffixes)
        patterns.append(QStringLiteral("*.") + suffix);
    return patterns.join(QLatin1Char(' '));
}

QString FileFormats::dialogFilter(Purpose purpose) {
    const QList<Entry> entries = forPurpose(purpose);
    QStringList filters;
    if (reads(purpose) && entries.size() > 1) {
        QStringList every;
        for (const Entry& entry : entries) {
            for (const QString& suffix : entry.suffixes) {
                if (!every.contains(QStringLiteral("*.") + suffix))
                    every.append(QStringLiteral("*.") + suffix);
            }
        }
        filters.append(
            QStringLiteral("%1 (%2)").arg(everyFormatName(purpose), every.join(QLatin1Char(' '))));
    }
    for (const Entry& entry : entries)
        filters.append(QStringLiteral("%1 (%2)").arg(entry.name, patterns(entry)));
    if (reads(purpose))
        filters.append(tr("All files (*)"));
    return filters.join(QStringLiteral(";;"));
}

QString FileFormats::defaultSuffix(Purpose purpose) {
    const QList<Entry> entries = forPurpose(purpose);
    return entries.isEmpty() ? QString() : entries.first().suffixes.first();
}

} // namespace FlowAudit
