#include "core/import/importsource.h"

#include "core/import/ipaasimport.h"
#include "core/io/files/filekind.h"
#include "core/io/files/inventoryfile.h"

#include <QCoreApplication>

namespace FlowAudit {

ImportSource ImportSource::read(const QString& path, const SheetChoice& choice,
                                const ReadProgress& progress) {
    QByteArray bytes;
    if (const auto error = InventoryFile::readBytes(path, &bytes)) {
        ImportSource source;
        source.error = error;
        return source;
    }
    return parse(bytes, path, choice, progress);
}

ImportSource ImportSource::parse(const QByteArray& bytes, const QString& fileName,
                                 const SheetChoice& choice, const ReadProgress& progress) {
    ImportSource source;
    auto refuse = [&](const QString& message) {
        source.error = IoError{fileName, 0, 0, message};
        return source;
    };
    if ((source.error = FileKind::mismatch(fileName, bytes)))
        return source;
    FileKind::Content content = FileKind::of(bytes);
    if (FileKind::namedBy(fileName) == FileKind::Content::Csv)
        content = FileKind::Content::Csv; // the name says CSV, and nothing says otherwise
    switch (content) {
    case FileKind::Content::Zip:
    case FileKind::Content::Ole2:
    case FileKind::Content::Csv: {
        IoError error;
        source.sheet = SpreadsheetReader::layout(bytes, fileName,
                                                 content == FileKind::Content::Csv
                                                     ? SpreadsheetReader::Kind::Csv
                                                     : SpreadsheetReader::Kind::Workbook,
                                                 choice, &error, progress);
        if (!source.sheet)
            source.error = error;
        return source;
    }
    case FileKind::Content::Json: {
        IpaasImportResult result = IpaasImport::parse(bytes, fileName);
        source.flows = std::move(result.flows);
        source.error = std::move(result.error);
        return source;
    }
    case FileKind::Content::Yaml:
        return refuse(QCoreApplication::translate(
            "Import", "YAML, which import does not read: it reads n8n workflows and Make "
                      "blueprints (JSON), CSV tables and Excel workbooks; an inventory is "
                      "opened, or named with --into"));
    case FileKind::Content::Empty:
        return refuse(
            QCoreApplication::translate("Import", "the file is empty: there is nothing to import"));
    case FileKind::Content::Binary:
        break;
    }
    return refuse(QCoreApplication::translate(
        "Import", "binary data: neither JSON, CSV nor an Excel workbook"));
}

} // namespace FlowAudit
