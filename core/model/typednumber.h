#pragma once

#include "core/model/field.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// The one reading of a number a person types (docs/spec/inventory-format.md, "Typed
// numbers"): in a workbook's or CSV table's text cell on import, a paste into the editor,
// the editor's cell and form, and `flowaudit-cli set`. The file always holds the plain form:
// ASCII digits with an optional decimal point (`30`, `0.5`).
//
// - Plain digits with an optional decimal point read as written.
// - A decimal comma (`0,5`) reads as a point where the marks allow one and the value cannot
//   be a thousands group.
// - A value that could be a thousands group, a single `.` or `,` after one to three digits
//   (the first not 0) and before exactly three (`2.000`, `1,234`), is ambiguous: refused
//   with both readings (2000 or 2), except a point where only a point marks decimals.
// - A thousands separator that can be nothing else (two groups `1.234.567`, a point and a
//   comma `1.234,5`, a space or apostrophe `1 234`, `1'234`) is refused with its reading.
// Nothing is ever guessed: a refusal names the readings and how to write the number.
class TypedNumber {
public:
    // Which marks may separate the decimals where the number was typed.
    enum class Marks : quint8 {
        // A locale that writes a decimal point (English, C): a point is always the decimal
        // point, a comma never is.
        Point,
        // A locale that writes a decimal comma (German), or a sheet, whose locale FlowAudit
        // cannot know: either mark, where the value cannot be a thousands group.
        PointOrComma,
    };
    static Marks marksOf(const QLocale& locale);
    // The user's: the language FlowAudit speaks (QLocale()).
    static Marks userMarks() { return marksOf(QLocale()); }

    struct Reading {
        enum class Kind : quint8 {
            Blank,        // nothing but white space
            Plain,        // the file's form already: plain is the text trimmed
            DecimalComma, // plain is the same number with a point (`0,5` → `0.5`)
            Refused,      // problem says why, readings what it could be
            NotANumber,   // no number at all (`5s`, `-1`, `.5`, `fast`): the cell's rules decide
        };
        Kind kind = Kind::Blank;
        QString plain;
        QStringList readings; // Refused: each number it could be, in the plain form
        QString problem;      // Refused: in words, starting with the text as typed in quotes
    };
    static Reading read(QStringView typed, Marks marks);

    // A cell of `field` as typed: the text to store (a number field's decimal comma made a
    // point; everything else as typed), or why it is refused, naming the field.
    struct Cell {
        QString text;
        std::optional<QString> refusal;
        bool converted = false; // a decimal comma became a point
    };
    static Cell forField(Field field, const QString& typed, Marks marks);
};

} // namespace FlowAudit
