#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace FlowAudit {

// Every kind of file a file dialog of the editor offers, registered once: its name, its
// extensions, whether FlowAudit reads or writes it, and which dialogs offer it. Each
// dialog's filter is built from this list (dialogFilter), so a new format is one entry.
class FileFormats {
    Q_DECLARE_TR_FUNCTIONS(FileFormats)
public:
    enum class Format {
        YamlInventory,
        CsvInventory,
        Workbook,
        CsvTable,  // any CSV with a header, its columns mapped on import
        IpaasJson, // an n8n workflow or a Make blueprint
        Pdf,
        Html,
        Svg,
        Png,
        Sql,
        PemCertificates, // a company's or proxy's CA, trusted by Verify Now
    };
    // What a dialog is for. The reading ones offer readable formats, the others writable ones.
    enum class Purpose {
        OpenInventory,
        CompareWith,
        ImportCsv,
        ImportFlows,
        SaveInventory,
        ExportCsv,
        ExportWorkbook,
        ReportPdf,
        ReportHtml,
        MapImage,
        ChartImage,
        LedgerSql,
        TrustCertificates,
    };
    struct Entry {
        Format format;
        QString name;         // "YAML inventory" (translated)
        QStringList suffixes; // without the dot, the first one given to a name without one
        bool readable;
        bool writable;
        QList<Purpose> purposes;
    };

    static QList<Entry> all();
    // The formats a dialog for `purpose` offers, in the order of all().
    static QList<Entry> forPurpose(Purpose purpose);
    static bool reads(Purpose purpose);
    // A file dialog's filter: for a dialog that reads, first one entry of every format it
    // reads ("Inventories (*.yaml *.yml *.csv *.xlsx)") when it reads more than one, then one
    // entry per format, then "All files (*)"; for one that writes, one entry per format.
    static QString dialogFilter(Purpose purpose);
    // "*.yaml *.yml"
    static QString patterns(const Entry& entry);
    // The suffix a path the user named without one is given ("yaml").
    static QString defaultSuffix(Purpose purpose);
};

} // namespace FlowAudit
