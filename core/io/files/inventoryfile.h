#pragma once

#include "core/io/files/atomicfile.h"
#include "core/io/table/spreadsheetreader.h"
#include "core/io/yaml/yamlreader.h"

namespace FlowAudit {

// Opening and saving an inventory by its extension: .csv is the CSV form, .xlsx an Excel
// workbook (io/spreadsheetreader: the header found and the columns mapped as an import
// does), anything else YAML. The content must be what the format says (io/filekind), or
// the read is refused in words. Saves are atomic. A workbook is read here but written by
// InventoryExport (core/export), since it carries each flow's verdicts.
class InventoryFile {
public:
    enum class Format { Yaml, Csv, Xlsx };
    // The forms that hold flows only (no title, owner or other top-level keys).
    static bool holdsFlowsOnly(Format format) { return format != Format::Yaml; }
    static Format formatOf(const QString& path);
    // The format a file's extension names (.yaml or .yml, .csv, .xlsx), none for another: for
    // files FlowAudit writes, where a guess would put YAML under a name that says otherwise.
    static std::optional<Format> formatNamedBy(const QString& path);
    static InventoryReadResult load(const QString& path);
    // The same in the given format, whatever the file's name says (Import CSV). flowRead,
    // when given, gets each flow as soon as it is read (YAML; a CSV hands none over); sheet
    // says how a workbook's sheet is read.
    static InventoryReadResult load(const QString& path, Format format,
                                    const FlowRead& flowRead = {}, const SheetChoice& sheet = {});
    // The refusal when the bytes are not of the format (a .xlsx that is no zip).
    static std::optional<IoError> checkContent(const QString& path, Format format,
                                               const QByteArray& bytes);
    // A file's bytes, refused before reading when it is larger than an inventory may be.
    static std::optional<IoError> readBytes(const QString& path, QByteArray* bytes);
    // Reads bytes already in memory; fileName names them in errors. progress hears how far
    // the read has come (bytes, flows), in either format; flowRead gets each flow as soon
    // as it is read (YAML only).
    static InventoryReadResult parse(const QByteArray& bytes, Format format,
                                     const QString& fileName, const ReadProgress& progress = {},
                                     const FlowRead& flowRead = {});
    // A version of a YAML inventory held in memory (a merge's sides): parse() in YAML.
    static InventoryReadResult parseYaml(const QByteArray& bytes, const QString& fileName) {
        return parse(bytes, Format::Yaml, fileName);
    }
    // YAML or CSV; empty for a workbook (InventoryExport::serialise writes one).
    static QByteArray serialise(const Inventory& inventory, Format format);
    // The same, telling progress how far it has come; nothing when progress said stop. YAML
    // or CSV only.
    static std::optional<QByteArray> serialise(const Inventory& inventory, Format format,
                                               const WriteProgress& progress);
};

} // namespace FlowAudit
