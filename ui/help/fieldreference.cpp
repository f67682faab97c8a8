#include "ui/help/fieldreference.h"

#include "core/model/field.h"

namespace FlowAudit {

QString FieldReference::html() {
    QString html =
        QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(anchor(), tr("The fields of a flow"));
    html +=
        QStringLiteral("<p>%1</p>")
            .arg(tr("Each flow of an inventory is a map of these fields (in a CSV file, one column "
                    "each). A blank "
                    "field means unknown. Fields FlowAudit does not know are kept as written."));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    html += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"left\">%2</th><th "
                           "align=\"left\">%3</th></tr>")
                .arg(tr("Field"), tr("Meaning"), tr("Values"));
    for (const FieldInfo& info : FieldCatalogue::all()) {
        QString values;
        switch (info.kind) {
        case FieldKind::Text:
            values = tr("text");
            break;
        case FieldKind::YesNo:
            values = tr("yes or no (also y, true, n, false)");
            break;
        case FieldKind::Number:
            values = info.mustBePositive ? tr("a decimal number above 0, such as 5 or 0.8")
                                         : tr("a decimal number, 0 or more, such as 30 or 0.8");
            break;
        case FieldKind::Enum:
            values = info.allowedValues.join(QStringLiteral(", "));
            break;
        case FieldKind::RetryLayers:
            values = tr("none, or layers such as sdk:1;worker:6 (name:attempts)");
            break;
        }
        html +=
            QStringLiteral(
                "<tr><td valign=\"top\"><code>%1</code><br>%2</td><td valign=\"top\">%3</td>"
                "<td valign=\"top\">%4</td></tr>")
                .arg(FieldCatalogue::name(info.field),
                     FieldCatalogue::label(info.field).toHtmlEscaped(),
                     FieldCatalogue::meaning(info.field).toHtmlEscaped(), values.toHtmlEscaped());
    }
    html +=
        QStringLiteral(
            "<tr><td valign=\"top\"><code>%1</code></td><td valign=\"top\">%2</td><td></td></tr>")
            .arg(FieldCatalogue::reviewsKey(),
                 tr("The manual review of the rules applied by hand, kept by the Flow panel."));
    return html + QStringLiteral("</table>");
}

} // namespace FlowAudit
