#include "ui/help/rulereference.h"

#include "core/analysis/vendoradvisories.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"

#include <QStringList>

namespace FlowAudit {

QString RuleReference::fieldList(const RuleInfo& rule) {
    QList<Field> fields = rule.fieldsRead;
    if (fields.isEmpty())
        return tr("every field with a typed value (yes/no, numbers, methods, units, retry layers)");
    QStringList names;
    for (Field field : fields)
        names.append(
            QStringLiteral("%1 (<code>%2</code>)")
                .arg(FieldCatalogue::label(field).toHtmlEscaped(), FieldCatalogue::name(field)));
    return names.join(QStringLiteral(", "));
}

QString RuleReference::checkedRule(const RuleInfo& rule) {
    QString html =
        QStringLiteral("<h3><a name=\"%1\"></a>%2 — %3</h3>")
            .arg(anchor(rule.idText), rule.idText, RuleCatalogue::title(rule).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Most severe verdict:"), severityKeyword(rule.severity));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Reads:"), fieldList(rule));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Why:"), RuleCatalogue::rationale(rule).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("How to fix:"), RuleCatalogue::hint(rule).toHtmlEscaped());
    return html;
}

QString RuleReference::html() {
    QString html =
        QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(checkedAnchor(), tr("Rule reference"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("FlowAudit checks these rules on every flow, in the editor as you type and "
                        "in flowaudit-cli. "
                        "A finding is FAIL (the flow will lose or repeat effects), WARN (something "
                        "is unknown or risky) "
                        "or INFO (advice). Each rule gives at most one finding per flow; SC02 "
                        "gives one per invalid "
                        "cell, SC03 one per misspelt key, and a rule that reads an invalid cell "
                        "waits until it is fixed."));
    QStringList index;
    for (const RuleInfo& rule : RuleCatalogue::rules())
        index.append(
            QStringLiteral("<a href=\"#%1\">%2</a> %3")
                .arg(anchor(rule.idText), rule.idText, RuleCatalogue::title(rule).toHtmlEscaped()));
    html += QStringLiteral("<p>%1</p>").arg(index.join(QStringLiteral("<br>")));
    for (const RuleInfo& rule : RuleCatalogue::rules())
        html += checkedRule(rule);

    html += QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>")
                .arg(manualAnchor(), tr("Rules applied by hand"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("These rules cannot be read from an inventory: a reviewer checks them in "
                        "the code and the "
                        "configuration of the flow. The Flow panel keeps each one's status (open, "
                        "pass, fail, n/a), "
                        "note, reviewer and date in the flow's reviews."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        const QString id = QString::fromLatin1(rule.id);
        html += QStringLiteral(
                    "<tr><td valign=\"top\"><a name=\"%1\"></a><b>%2</b></td><td>%3</td></tr>")
                    .arg(anchor(id), id, RuleCatalogue::meaning(rule).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>")
                .arg(advisoriesAnchor(), tr("Vendor advisories"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("The vendor cards give this advice on the selected flow in the Vendor "
                        "Cards panel. It is WARN "
                        "or INFO, names the card and the date it was checked, and never changes a "
                        "flow's verdict."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    for (const RuleInfo& advisory : RuleCatalogue::advisories()) {
        html += QStringLiteral("<tr><td valign=\"top\"><a "
                               "name=\"%1\"></a><b>%1</b></td><td><b>%2</b>: %3</td></tr>")
                    .arg(anchor(advisory.idText), RuleCatalogue::title(advisory).toHtmlEscaped(),
                         RuleCatalogue::rationale(advisory).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");

    html +=
        QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(waiversAnchor(), tr("Waiver rules"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("An inventory's waivers (accepted risks) are checked too. Their findings "
                        "name the waiver by its "
                        "place in the waivers list."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    for (const RuleInfo& rule : RuleCatalogue::waiverRules()) {
        html += QStringLiteral("<tr><td valign=\"top\"><a name=\"%1\"></a><b>%1</b> "
                               "%2</td><td><b>%3</b>: %4 <i>%5</i> %6</td></tr>")
                    .arg(anchor(rule.idText), severityKeyword(rule.severity),
                         RuleCatalogue::title(rule).toHtmlEscaped(),
                         RuleCatalogue::rationale(rule).toHtmlEscaped(), tr("How to fix:"),
                         RuleCatalogue::hint(rule).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace FlowAudit
