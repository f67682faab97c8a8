#pragma once

#include "core/model/flow.h"

#include <optional>

namespace FlowAudit {

enum class YesNo : quint8 { Unknown, Yes, No };

// How docs/spec/rules.md reads a cell. Every check here is pure and local to one flow.
class CellReading {
public:
    // Why the field's cell is invalid (SC02), in plain words; nullopt when it is valid or
    // blank. flow_id is never invalid: a list or map there reads as blank (SC01).
    static std::optional<QString> problem(const Flow& flow, Field field);

    // yes, y, true / no, n, false, case-insensitive; anything else is Unknown.
    static YesNo yesNo(QStringView text);
    // Those spellings, lower case: yes, y, true; no, n, false.
    static const QStringList& yesSpellings();
    static const QStringList& noSpellings();
    // The enum value in lower case, or empty when the text is not one of the field's values.
    static QString enumValue(Field field, QStringView text);
    // "effect" of docs/spec/rules.md: creates_records yes, or a side effect (blank counts as one).
    static bool hasEffect(const Flow& flow);
    // The effect said for people ("it creates records"), for messages.
    static QString describeEffect(const Flow& flow);
};

} // namespace FlowAudit
