#pragma once

#include "core/model/field.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// Where one column of a spreadsheet goes: a known field, an extra field kept under the
// column's own name, or nowhere.
struct ColumnTarget {
    enum class Kind : quint8 { Field, Extra, Ignore };
    Kind kind = Kind::Extra;
    Field field = Field::Notes; // for Kind::Field
    bool reviews = false;       // the reviews column (Kind::Field is not used for it)

    static ColumnTarget toField(Field f) { return {Kind::Field, f, false}; }
    static ColumnTarget toReviews() { return {Kind::Field, Field::Notes, true}; }
    static ColumnTarget extra() { return {Kind::Extra, Field::Notes, false}; }
    static ColumnTarget ignored() { return {Kind::Ignore, Field::Notes, false}; }
    bool operator==(const ColumnTarget& other) const = default;
};

// A spreadsheet's columns mapped to the inventory's fields: guessed from the column titles
// (field names, labels and synonyms in English and German: Quelle, Ziel,
// Idempotenzschlüssel, Wiederholungen …), or written as `Quelle=source,Ziel=destination`
// (`COLUMN=-` ignores a column, `COLUMN=+` keeps it as an extra field; columns not named
// are guessed). A known field takes one column at most.
class ColumnMapping {
public:
    ColumnMapping() = default;
    static ColumnMapping guess(const QStringList& header);
    // A spec for the given header, or nullopt with *error saying what is wrong.
    static std::optional<ColumnMapping> fromSpec(const QString& spec, const QStringList& header,
                                                 QString* error);
    // The same read from a mapping file: one COLUMN=FIELD a line, `#` starts a comment.
    static std::optional<ColumnMapping> fromFileText(const QString& text, const QStringList& header,
                                                     QString* error);

    const QStringList& header() const { return m_header; }
    const QList<ColumnTarget>& targets() const { return m_targets; }
    void setTarget(qsizetype column, ColumnTarget target);
    // The name the column's values are read under: a field name, `reviews`, the column's
    // own title for an extra field, or empty when ignored.
    QString targetName(qsizetype column) const;
    // Every column already names a field or reviews exactly: nothing to map.
    bool isIdentity() const;
    // The mapping written as a spec (every column named), for remembering it.
    QString spec() const;
    // The field a column title names, by name, label or synonym, once case, spaces,
    // punctuation, accents and a trailing unit are ignored.
    static std::optional<ColumnTarget> targetNamedBy(const QString& title);
    // The title of the verdict column FlowAudit's own workbooks carry, which is not data.
    static QString statusTitle() { return QStringLiteral("FlowAudit status"); }
    // Every synonym a title may be, by field (normalised), for the README and the help.
    static QStringList synonymsOf(Field field);

private:
    QStringList m_header;
    QList<ColumnTarget> m_targets;
};

} // namespace FlowAudit
