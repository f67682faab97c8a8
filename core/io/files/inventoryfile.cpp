#include "core/io/files/inventoryfile.h"

#include "core/io/files/atomicfile.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/files/filekind.h"
#include "core/io/table/csvreader.h"
#include "core/io/table/csvwriter.h"
#include "core/io/table/spreadsheetreader.h"
#include "core/io/yaml/yamlwriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace FlowAudit {

InventoryFile::Format InventoryFile::formatOf(const QString& path) {
    if (path.endsWith(QLatin1StringView(".xlsx"), Qt::CaseInsensitive))
        return Format::Xlsx;
    return path.endsWith(QLatin1StringView(".csv"), Qt::CaseInsensitive) ? Format::Csv
                                                                         : Format::Yaml;
}

std::optional<InventoryFile::Format> InventoryFile::formatNamedBy(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1StringView("yaml") || suffix == QLatin1StringView("yml"))
        return Format::Yaml;
    if (suffix == QLatin1StringView("csv"))
        return Format::Csv;
    if (suffix == QLatin1StringView("xlsx"))
        return Format::Xlsx;
    return std::nullopt;
}

InventoryReadResult InventoryFile::load(const QString& path) {
    return load(path, formatOf(path));
}

std::optional<IoError> InventoryFile::checkContent(const QString& path, Format format,
                                                   const QByteArray& bytes) {
    const FileKind::Content expected = format == Format::Xlsx  ? FileKind::Content::Zip
                                       : format == Format::Csv ? FileKind::Content::Csv
                                                               : FileKind::Content::Yaml;
    return FileKind::mismatch(path, expected, bytes);
}

InventoryReadResult InventoryFile::load(const QString& path, Format format,
                                        const FlowRead& flowRead, const SheetChoice& sheet) {
    {
        // The front door: the first bytes must be what the format says.
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            if (const auto wrong = checkContent(path, format, file.read(FileKind::SniffedBytes)))
                return {std::nullopt, *wrong};
        }
    }
    if (format == Format::Xlsx) {
        QByteArray bytes;
        if (const auto error = readBytes(path, &bytes))
            return {std::nullopt, *error};
        return SpreadsheetReader::read(bytes, path, SpreadsheetReader::Kind::Workbook, sheet);
    }
    if (format == Format::Csv)
        return CsvReader::readFile(path);
    InventoryReadResult read = YamlReader::readFile(path, {}, flowRead);
    if (!read.inventory) {
        // A merge left unresolved is said as such, not as the YAML error it makes.
        QByteArray bytes;
        if (!readBytes(path, &bytes)) {
            if (auto conflicted = ConflictedFile::readError(bytes, path))
                read.error = *conflicted;
        }
    }
    return read;
}

InventoryReadResult InventoryFile::parse(const QByteArray& bytes, Format format,
                                         const QString& fileName, const ReadProgress& progress,
                                         const FlowRead& flowRead) {
    if (const auto wrong = checkContent(fileName, format, bytes))
        return {std::nullopt, *wrong};
    if (format == Format::Csv)
        return CsvReader::read(bytes, fileName, {}, progress);
    if (format == Format::Xlsx)
        return SpreadsheetReader::read(bytes, fileName, SpreadsheetReader::Kind::Workbook, {},
                                       progress);
    QByteArray copy = bytes;
    QBuffer device(&copy);
    device.open(QIODevice::ReadOnly);
    InventoryReadResult read = YamlReader::read(&device, fileName, progress, flowRead);
    if (!read.inventory) {
        if (auto conflicted = ConflictedFile::readError(bytes, fileName))
            read.error = *conflicted;
    }
    return read;
}

QByteArray InventoryFile::serialise(const Inventory& inventory, Format format) {
    // A workbook carries the verdicts, which this layer knows nothing of: InventoryExport
    // (core/export) writes it. Empty here, so that parsing it back refuses it in words.
    if (format == Format::Xlsx)
        return QByteArray();
    return format == Format::Csv ? CsvWriter::write(inventory) : YamlWriter::write(inventory);
}

std::optional<QByteArray> InventoryFile::serialise(const Inventory& inventory, Format format,
                                                   const WriteProgress& progress) {
    Q_ASSERT(format != Format::Xlsx); // InventoryExport writes workbooks
    return format == Format::Csv ? CsvWriter::write(inventory, progress)
                                 : YamlWriter::write(inventory, progress);
}

std::optional<IoError> InventoryFile::readBytes(const QString& path, QByteArray* bytes) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, 0, 0,
                       QCoreApplication::translate("YamlReader", "cannot open the file: %1")
                           .arg(file.errorString())};
    if (std::optional<IoError> tooLarge = InputLimits::checkFileSize(path, file.size()))
        return tooLarge;
    *bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return IoError{
            path, 0, 0,
            QCoreApplication::translate("Utf8InputBuffer", "the file could not be read: %1")
                .arg(file.errorString())};
    return std::nullopt;
}

} // namespace FlowAudit
