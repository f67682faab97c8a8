#include "core/languageserver/lspdiagnostics.h"

#include "core/lint/findingwords.h"
#include "core/model/field.h"

namespace FlowAudit {

namespace {

enum LspSeverity { Error = 1, Warning = 2, Information = 3, Hint = 4 };

int severityOf(const Finding& finding) {
    if (finding.accepted())
        return Hint;
    switch (finding.severity) {
    case Severity::Fail:
        return Error;
    case Severity::Warn:
        return Warning;
    case Severity::Info:
        break;
    }
    return Information;
}

QJsonObject diagnostic(const QJsonObject& range, int severity, const QString& code,
                       const QString& message) {
    return QJsonObject{{QStringLiteral("range"), range},
                       {QStringLiteral("severity"), severity},
                       {QStringLiteral("code"), code},
                       {QStringLiteral("source"), QStringLiteral("flowaudit")},
                       {QStringLiteral("message"), message}};
}

} // namespace

QJsonObject lspFindingData(const Finding& finding) {
    QJsonObject data{{QStringLiteral("rule"), finding.rule}, {QStringLiteral("row"), finding.row}};
    if (finding.field)
        data.insert(QStringLiteral("field"), FieldCatalogue::name(*finding.field));
    if (finding.aboutWaiver())
        data.insert(QStringLiteral("waiver"), finding.waiver);
    if (!finding.key.isEmpty())
        data.insert(QStringLiteral("key"), finding.key);
    return data;
}

bool lspDataNames(const QJsonObject& data, const Finding& finding) {
    return data == lspFindingData(finding);
}

QJsonArray lspDiagnostics(const InventoryAnalysis& analysis, const LspTextDocument& document) {
    QJsonArray diagnostics;
    if (!analysis.meantAsInventory)
        return diagnostics; // not an inventory at all: nothing of FlowAudit's to say
    if (!analysis.lint) {
        const IoError& error = analysis.read.error;
        const int line = std::max(error.line, 1) - 1;
        const int column = std::max(error.column, 1) - 1;
        diagnostics.append(
            diagnostic(LspTextDocument::range(line, column, line, int(document.line(line).size())),
                       Error, QStringLiteral("not-an-inventory"), error.message));
        return diagnostics;
    }
    const FileLint& lint = *analysis.lint;
    const auto add = [&](const QList<Finding>& findings) {
        for (const Finding& finding : findings) {
            QJsonObject item = diagnostic(
                document.lineRange(lint.lineOf(finding) - 1), severityOf(finding), finding.rule,
                QStringLiteral("%1 %2: %3%4")
                    .arg(severityKeyword(finding.severity), findingSubject(lint, finding),
                         finding.message, findingDecision(lint, finding)));
            item.insert(QStringLiteral("data"), lspFindingData(finding));
            diagnostics.append(item);
        }
    };
    lint.forEachFlow([&](int, const QList<Finding>& findings) { add(findings); });
    add(lint.waiverFindings());
    for (const SystemsWarning& warning : analysis.systemsWarnings)
        diagnostics.append(diagnostic(document.lineRange(warning.line - 1), Warning,
                                      QStringLiteral("systems"), warning.message));
    // A team card's own problem is shown on the inventory's vendor_cards line.
    const YamlMapEntry* key = nullptr;
    for (const YamlMapEntry& entry : analysis.read.inventory->extraKeys)
        if (entry.key == u"vendor_cards")
            key = &entry;
    for (const IoError& problem : analysis.cardProblems) {
        const bool here = problem.file == analysis.path && problem.line > 0;
        const int line = here ? problem.line : key ? key->value.line() : 1;
        diagnostics.append(diagnostic(document.lineRange(std::max(line, 1) - 1), Warning,
                                      QStringLiteral("vendor_cards"),
                                      here ? problem.message : problem.toString()));
    }
    return diagnostics;
}

} // namespace FlowAudit
