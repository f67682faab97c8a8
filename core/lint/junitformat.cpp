#include "core/lint/lintformat.h"

#include <QCoreApplication>
#include <QXmlStreamWriter>

namespace FlowAudit {

namespace {

QString findingLine(const FileLint& file, const Finding& f) {
    QString line = QStringLiteral("%1:%2: %3 %4: %5")
                       .arg(file.path, QString::number(file.lineOf(f)), severityKeyword(f.severity),
                            f.rule, f.message);
    if (f.baseline != BaselineState::None)
        line += QStringLiteral(" [%1]").arg(baselineKeywordOf(f));
    return line;
}

QString acceptedLine(const FileLint& file, const Finding& f) {
    const Waiver& waiver = file.waiverOf(f.acceptedBy);
    return QCoreApplication::translate("LintFormat", "accepted until %1 (%2: %3): %4")
        .arg(waiver.expires, waiver.owner, waiver.justification, findingLine(file, f));
}

// One test case: the findings that count and fail are its failure; a case whose only FAILs
// are accepted is skipped, with the waivers in words; everything else is its output.
void writeCase(QXmlStreamWriter& xml, const FileLint& file, const QString& name, int line,
               const QList<Finding>& findings) {
    xml.writeStartElement(QStringLiteral("testcase"));
    xml.writeAttribute(QStringLiteral("classname"), file.path);
    xml.writeAttribute(QStringLiteral("name"), name);
    xml.writeAttribute(QStringLiteral("file"), file.path);
    xml.writeAttribute(QStringLiteral("line"), QString::number(line));
    QStringList failures, accepted, others;
    QString firstRule;
    for (const Finding& f : findings) {
        if (f.accepted()) {
            accepted.append(acceptedLine(file, f));
        } else if (f.severity == Severity::Fail && f.counts()) {
            failures.append(findingLine(file, f));
            if (firstRule.isEmpty())
                firstRule = f.rule;
        } else {
            others.append(findingLine(file, f));
        }
    }
    if (!failures.isEmpty()) {
        xml.writeStartElement(QStringLiteral("failure"));
        xml.writeAttribute(QStringLiteral("type"), firstRule);
        xml.writeAttribute(QStringLiteral("message"),
                           QCoreApplication::translate("LintFormat", "%n FAIL finding(s)", nullptr,
                                                       int(failures.size())));
        xml.writeCharacters(failures.join(QLatin1Char('\n')));
        xml.writeEndElement();
    } else if (!accepted.isEmpty()) {
        xml.writeStartElement(QStringLiteral("skipped"));
        xml.writeAttribute(QStringLiteral("message"), accepted.join(QLatin1Char('\n')));
        xml.writeEndElement();
    }
    others = (failures.isEmpty() ? QStringList() : accepted) + others;
    if (!others.isEmpty())
        xml.writeTextElement(QStringLiteral("system-out"), others.join(QLatin1Char('\n')));
    xml.writeEndElement();
}

void writeFlowCase(QXmlStreamWriter& xml, const FileLint& file, int index,
                   const QList<Finding>& findings) {
    const QString& id = file.inventory->flows[index].text(Field::FlowId);
    writeCase(xml, file,
              id.isEmpty()
                  ? QCoreApplication::translate("LintFormat", "row %1").arg(index + 1)
                  : QCoreApplication::translate("LintFormat", "row %1: %2").arg(index + 1).arg(id),
              file.inventory->flows[index].line(), findings);
}

} // namespace

QByteArray LintFormat::junit(const QList<FileLint>& files) {
    QByteArray out;
    QXmlStreamWriter xml(&out);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("FlowAudit"));
    for (const FileLint& file : files) {
        xml.writeStartElement(QStringLiteral("testsuite"));
        xml.writeAttribute(QStringLiteral("name"), file.path);
        if (!file.readable()) {
            xml.writeAttribute(QStringLiteral("tests"), QStringLiteral("1"));
            xml.writeAttribute(QStringLiteral("failures"), QStringLiteral("0"));
            xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("1"));
            xml.writeStartElement(QStringLiteral("testcase"));
            xml.writeAttribute(QStringLiteral("classname"), file.path);
            xml.writeAttribute(QStringLiteral("name"),
                               QCoreApplication::translate("LintFormat", "read the inventory"));
            xml.writeStartElement(QStringLiteral("error"));
            xml.writeAttribute(QStringLiteral("message"), file.error.message);
            xml.writeCharacters(file.error.toString());
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndElement();
            continue;
        }
        // A case per waiver too, so an invalid one (WV04, a FAIL) fails the suite.
        const QList<Finding>& aboutWaivers = file.waiverFindings();
        const int waivers = file.readable() ? int(file.inventory->waivers.size()) : 0;
        int waiversFailing = 0;
        for (const Finding& f : aboutWaivers)
            waiversFailing += f.severity == Severity::Fail && f.counts() ? 1 : 0;
        xml.writeAttribute(QStringLiteral("tests"), QString::number(file.flowCount() + waivers));
        xml.writeAttribute(QStringLiteral("failures"),
                           QString::number(file.flowsFailing() + waiversFailing));
        xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
        file.forEachFlow([&](int index, const QList<Finding>& findings) {
            writeFlowCase(xml, file, index, findings);
        });
        for (int position = 1; position <= waivers; ++position) {
            QList<Finding> own;
            for (const Finding& f : aboutWaivers) {
                if (f.waiver == position)
                    own.append(f);
            }
            const Waiver& waiver = file.waiverOf(position);
            writeCase(xml, file,
                      QCoreApplication::translate("LintFormat", "waiver %1: %2 on %3")
                          .arg(position)
                          .arg(waiver.rule, waiver.flowId),
                      waiver.line, own);
        }
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace FlowAudit
