#pragma once

#include "core/model/fieldid.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace FlowAudit {

enum class FieldKind : quint8 {
    Text,        // free text
    YesNo,       // yes, y, true / no, n, false
    Number,      // non-negative decimal
    Enum,        // one of allowedValues
    RetryLayers, // none, or name:attempts;...
};

struct FieldInfo {
    Field field;
    const char* name; // the YAML key and CSV header
    FieldKind kind;
    bool mustBePositive; // numbers only: above 0, not just non-negative
    const char* label;   // for people; translate with QCoreApplication::translate("Field", label)
    const char* meaning;
    QStringList allowedValues; // enums and yes/no: the canonical spellings, lower case
};

// The one field catalogue: name, kind, allowed values and label of every known field.
class FieldCatalogue {
public:
    static const FieldInfo& info(Field field);
    static const std::array<FieldInfo, FieldCount>& all();
    static std::optional<Field> byName(QStringView name);
    static QString name(Field field);
    static QStringList names();          // every field's name, in the format's order
    static QString label(Field field);   // translated
    static QString meaning(Field field); // translated
    // The key of the one known field that is a map rather than a cell.
    static QString reviewsKey();
};

} // namespace FlowAudit
