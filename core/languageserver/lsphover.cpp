#include "core/languageserver/lsphover.h"

#include "core/evidence/factstate.h"
#include "core/export/inventoryschema.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace FlowAudit {

namespace {

QString fieldHover(Field field) {
    const FieldInfo& info = FieldCatalogue::info(field);
    return QStringLiteral("**%1** · %2\n\n%3")
        .arg(FieldCatalogue::name(field), FieldCatalogue::label(field),
             InventorySchema::describeField(info));
}

QString cardsOf(const Flow& flow, const VendorCatalogue& cards, QDate today) {
    QStringList lines;
    for (const VendorCard* card : cards.forFlow(flow).all()) {
        const CardAge age = CardAge::of(*card, today, CardAge::EachCardsReview);
        // The card's state as the editor's card list and the report say it: its worst fact's.
        const FactState state = FactStates::ofCard(*card, today, {});
        lines.append(QCoreApplication::translate("LanguageServer", "- %1: %2 (%3 · %4)")
                         .arg(card->title(),
                              card->source.isEmpty()
                                  ? QCoreApplication::translate("LanguageServer", "no source named")
                                  : card->source,
                              age.stamp(), FactStates::word(state)));
    }
    if (lines.isEmpty())
        return {};
    return QCoreApplication::translate(
               "LanguageServer",
               "**Vendor cards of this flow** (confirm a number on its page before quoting it):") +
           QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

QString findingHover(const FileLint& lint, const Finding& finding, const VendorCatalogue* cards) {
    QString text = QStringLiteral("**%1 %2** · %3\n\n%4")
                       .arg(severityKeyword(finding.severity), finding.rule,
                            RuleCatalogue::title(QAnyStringView(finding.rule)), finding.message);
    if (const RuleInfo* rule = RuleCatalogue::describe(finding.rule)) {
        text += QStringLiteral("\n\n") + RuleCatalogue::rationale(*rule);
        text += QStringLiteral("\n\n") +
                QCoreApplication::translate("LanguageServer", "*How to fix:* %1")
                    .arg(RuleCatalogue::hint(*rule));
    }
    if (finding.accepted()) {
        const Waiver& waiver = lint.waiverOf(finding.acceptedBy);
        text += QStringLiteral("\n\n") +
                QCoreApplication::translate("LanguageServer",
                                            "*Accepted* until %1 by %2: %3 (waiver on line %4)")
                    .arg(waiver.expires, waiver.owner, waiver.justification)
                    .arg(waiver.line);
    }
    if (cards && !finding.aboutWaiver() && finding.row >= 1) {
        const QString cardText =
            cardsOf(lint.inventory->flows[finding.row - 1], *cards, lint.options.today);
        if (!cardText.isEmpty())
            text += QStringLiteral("\n\n") + cardText;
    }
    return text;
}

} // namespace

LspLineKey lspLineKey(QStringView line) {
    static const QRegularExpression key(
        QStringLiteral("^(\\s*(?:-\\s+)?)([A-Za-z_][A-Za-z0-9_]*)\\s*:(?:\\s+|$)"));
    const QRegularExpressionMatch match = key.match(line);
    if (!match.hasMatch())
        return {};
    return {match.captured(2), int(match.capturedStart(2)), int(match.capturedEnd(0))};
}

QJsonValue lspHover(const InventoryAnalysis& analysis, const LspTextDocument& document, int line,
                    int character, const VendorCatalogue* cards, bool markdown) {
    QStringList parts;
    const LspLineKey key = lspLineKey(document.line(line));
    const bool onKey = !key.key.isEmpty() && character >= key.keyStart &&
                       character <= key.keyStart + key.key.size();
    if (onKey) {
        if (const std::optional<Field> field = FieldCatalogue::byName(key.key))
            parts.append(fieldHover(*field));
    }
    if (analysis.lint) {
        const FileLint& lint = *analysis.lint;
        const auto collect = [&](const QList<Finding>& findings) {
            for (const Finding& finding : findings) {
                if (lint.lineOf(finding) == line + 1)
                    parts.append(findingHover(lint, finding, cards));
            }
        };
        const QList<int> flows = analysis.flowsAt(line, document);
        for (const int index : flows)
            collect(lint.findingsOf(index));
        if (flows.isEmpty())
            collect(lint.waiverFindings());
    } else if (analysis.read.error.line == line + 1) {
        parts.append(analysis.read.error.message);
    }
    if (parts.isEmpty())
        return QJsonValue::Null;
    QString text = parts.join(QStringLiteral("\n\n---\n\n"));
    if (!markdown) {
        // The emphasis and the rules between parts, which plain text would show as written.
        static const QRegularExpression emphasis(QStringLiteral("\\*\\*|(?<!\\w)\\*|\\*(?!\\w)"));
        text.remove(emphasis).replace(QStringLiteral("\n\n---\n\n"), QStringLiteral("\n\n"));
    }
    return QJsonObject{
        {QStringLiteral("contents"),
         QJsonObject{{QStringLiteral("kind"),
                      markdown ? QStringLiteral("markdown") : QStringLiteral("plaintext")},
                     {QStringLiteral("value"), text}}}};
}

} // namespace FlowAudit
