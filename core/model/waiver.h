#pragma once

#include "core/model/yamlvalue.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

// One accepted risk (docs/spec/accepted-risks-and-git.md, Waivers): a named person accepts one
// rule's finding on the flows with one ID, until a date. Kept as the user wrote it (text,
// trimmed); whether it is valid is decided by waiverStatus(), so a bad waiver is a finding
// (WV04) and never a file that does not open.
struct Waiver {
    // The term a new waiver is offered for (the editor's dialog, the language server).
    static constexpr int DefaultTermDays = 90;

    QString flowId;
    QString rule;
    QString field; // blank: every finding of the rule on the flow
    QString justification;
    QString owner;
    QString approvedBy;
    QString expires;       // YYYY-MM-DD, through the end of that day in UTC
    QString created;       // YYYY-MM-DD, optional
    YamlEntries extraKeys; // keys FlowAudit does not know, kept in their order
    int line = 0;          // of its map in the file; 0 when it was not read from one

    // The known keys in the order a save writes them.
    enum class Key { FlowId, Rule, Field, Justification, Owner, ApprovedBy, Expires, Created };
    static constexpr int KeyCount = int(Key::Created) + 1;
    static const char* keyName(Key key);
    static std::optional<Key> keyNamed(QStringView name);
    QString& text(Key key);
    const QString& text(Key key) const;

    // Equal in content: where it was read from is not part of it.
    bool operator==(const Waiver& other) const;
};

// A YYYY-MM-DD date, or an invalid QDate.
QDate waiverDate(const QString& text);

} // namespace FlowAudit
