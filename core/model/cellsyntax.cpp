#include "core/model/cellsyntax.h"

#include "core/model/cellreading.h"
#include "core/model/field.h"

#include <QStringList>

namespace FlowAudit::CellSyntax {

namespace {

QString anyOf(const QStringList& words) {
    QStringList alternatives;
    for (const QString& word : words)
        alternatives.append(ignoringCase(word));
    return QStringLiteral("^\\s*(?:%1)\\s*$").arg(alternatives.join(QLatin1Char('|')));
}

} // namespace

QString ignoringCase(QStringView word) {
    QString out;
    for (const QChar c : word) {
        if (c.isLetter())
            out += QStringLiteral("[%1%2]").arg(c.toUpper(), c.toLower());
        else if (QStringView(u"^$\\.*+?()[]{}|/").contains(c))
            out += QLatin1Char('\\') + c; // a syntax character; no other is escaped, which
                                          // ECMAScript's unicode mode would refuse
        else
            out += c;
    }
    return out;
}

QString pattern(Field field) {
    const FieldInfo& info = FieldCatalogue::info(field);
    switch (info.kind) {
    case FieldKind::Text:
        return {};
    case FieldKind::YesNo:
        return anyOf(CellReading::yesSpellings() + CellReading::noSpellings());
    case FieldKind::Enum:
        return anyOf(info.allowedValues);
    case FieldKind::Number:
        // Digits with an optional fraction; a positive one has a digit other than 0.
        return info.mustBePositive
                   ? QStringLiteral("^\\s*(?=[0-9.]*[1-9])[0-9]+(?:\\.[0-9]+)?\\s*$")
                   : QStringLiteral("^\\s*[0-9]+(?:\\.[0-9]+)?\\s*$");
    case FieldKind::RetryLayers: {
        // none, or name:attempts layers joined by ';' (one trailing ';' tolerated), white space
        // around every token, at least one attempt.
        // Each run of white space stands between two tokens, never beside another run: a
        // backtracking engine then gives up on a long run of spaces in linear time.
        const QString layer = QStringLiteral("\\s*[A-Za-z0-9_.-]+\\s*:\\s*0*[1-9][0-9]*");
        return QStringLiteral("^(?:\\s*%1|%2(?:\\s*;%2)*(?:\\s*;)?)\\s*$")
            .arg(ignoringCase(u"none"), layer);
    }
    }
    return {};
}

} // namespace FlowAudit::CellSyntax
