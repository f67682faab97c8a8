#include "core/lint/lintformat.h"

#include <QCoreApplication>
#include <QXmlStreamWriter>

namespace FlowAudit {

namespace {

QString findingLine(const FileLint& file, const Finding& f)
{
    return QStringLiteral("%1:%2: %3 %4: %5")
        .arg(file.path, QString::number(file.lineOf(f)), severityKeyword(f.severity), f.rule, f.message);
}

void writeFlowCase(QXmlStreamWriter& xml, const FileLint& file, int index, const QList<Finding>& findings)
{
    const QString& id = file.inventory->flows[index].text(Field::FlowId);
    xml.writeStartElement(QStringLiteral("testcase"));
    xml.writeAttribute(QStringLiteral("classname"), file.path);
    xml.writeAttribute(QStringLiteral("name"), id.isEmpty() ? QCoreApplication::translate("LintFormat", "row %1").arg(index + 1)
                                                            : QCoreApplication::translate("LintFormat", "row %1: %2").arg(index + 1).arg(id));
    xml.writeAttribute(QStringLiteral("file"), file.path);
    xml.writeAttribute(QStringLiteral("line"), QString::number(file.inventory->flows[index].line()));
    QStringList failures, others;
    QString firstRule;
    for (const Finding& f : findings) {
        if (f.severity == Severity::Fail) {
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
        xml.writeAttribute(QStringLiteral("message"), QCoreApplication::translate("LintFormat", "%n FAIL finding(s)", nullptr, int(failures.size())));
        xml.writeCharacters(failures.join(QLatin1Char('\n')));
        xml.writeEndElement();
    }
    if (!others.isEmpty())
        xml.writeTextElement(QStringLiteral("system-out"), others.join(QLatin1Char('\n')));
    xml.writeEndElement();
}

} // namespace

QByteArray LintFormat::junit(const QList<FileLint>& files)
{
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
            xml.writeAttribute(QStringLiteral("name"), QCoreApplication::translate("LintFormat", "read the inventory"));
            xml.writeStartElement(QStringLiteral("error"));
            xml.writeAttribute(QStringLiteral("message"), file.error.message);
            xml.writeCharacters(file.error.toString());
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndElement();
            continue;
        }
        xml.writeAttribute(QStringLiteral("tests"), QString::number(file.flowCount()));
        xml.writeAttribute(QStringLiteral("failures"), QString::number(file.flowsFailing()));
        xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
        file.forEachFlow([&](int index, const QList<Finding>& findings) { writeFlowCase(xml, file, index, findings); });
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace FlowAudit
