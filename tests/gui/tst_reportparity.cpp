// The two faces of the report pipeline side by side: the same saved inventory reported by
// the editor's Export Audit Report (its real dialogs, preview and save) and by the command
// line's `report` (run in-process) gives the same file for the same options, the
// timestamps aside. Fails when either face sets up the report its own way again.
#include "app/cli/commandtable.h"
#include "core/i18n/translations.h"
#include "core/ledger/ledgerdialect.h"
#include "core/report/reportoptions.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace FlowAudit;

namespace {

void choose(QWidget* dialog, const QString& name, const QVariant& data) {
    auto* box = dialog->findChild<QComboBox*>(name);
    box->setCurrentIndex(box->findData(data));
}

QString poppler(const QString& tool, const QString& pdf) {
    QProcess process;
    process.start(tool, tool == QLatin1StringView("pdftotext")
                            ? QStringList{pdf, QStringLiteral("-")}
                            : QStringList{pdf});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        qFatal("%s failed on %s (install poppler-utils)", qPrintable(tool), qPrintable(pdf));
    return QString::fromUtf8(process.readAllStandardOutput());
}

// What a reader finds in the file, the times it was made at blanked out: the PDF's page
// size and text, or the HTML.
QString contentOf(const QString& path, const QString& format) {
    QString content;
    if (format == QLatin1StringView("html")) {
        content = QString::fromUtf8(Test::readFile(path));
    } else {
        const QString info = poppler(QStringLiteral("pdfinfo"), path);
        const qsizetype size = info.indexOf(QLatin1StringView("Page size:"));
        content = info.mid(size, info.indexOf(u'\n', size) - size) + u'\n' +
                  poppler(QStringLiteral("pdftotext"), path);
    }
    static const QRegularExpression time(
        QStringLiteral(R"(\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d( [A-Za-z+\-:0-9]+)?)?)"));
    return content.replace(time, QStringLiteral("(time)"));
}

} // namespace

class TestReportParity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }
    void cleanup() {
        Translations::install(QCoreApplication::instance(), QStringLiteral("en"));
        QSettings().remove(QStringLiteral("report"));
    }

    void theEditorAndTheCommandLineWriteTheSameReport_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("ledgers");
        QTest::addColumn<bool>("pdfA");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected"); // what the options put in the file

        QTest::newRow("pdf") << "pdf"
                             << "a4"
                             << "flagged"
                             << "" << false << "en"
                             << "595 x 842 pts (A4)";
        QTest::newRow("pdf letter, every flow, ledgers, pdf/a")
            << "pdf"
            << "letter"
            << "all"
            << "postgresql" << true << "en"
            << "Appendix: the action ledgers (PostgreSQL)";
        QTest::newRow("pdf german") << "pdf"
                                    << "a4"
                                    << "flagged"
                                    << "" << false << "de"
                                    << "Beweismatrix";
        QTest::newRow("html letter, every flow, ledgers") << "html"
                                                          << "letter"
                                                          << "all"
                                                          << "mysql" << false << "en"
                                                          << "ON DUPLICATE KEY UPDATE";
        QTest::newRow("html german") << "html"
                                     << "a4"
                                     << "flagged"
                                     << "" << false << "de"
                                     << "<html lang=\"de";
    }
    void theEditorAndTheCommandLineWriteTheSameReport() {
        QFETCH(QString, format);
        QFETCH(QString, paper);
        QFETCH(QString, detail);
        QFETCH(QString, ledgers);
        QFETCH(bool, pdfA);
        QFETCH(QString, language);
        QFETCH(QString, expected);

        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString inventory = dir.filePath(QStringLiteral("acme.yaml"));
        f.prompts.pathAnswers = {inventory};
        QVERIFY(f.window.files()->saveAs());
        // Opened as a user opens it: the flows' lines are those of this file (after Save As
        // the editor keeps the lines of the file it read: the ledgers' appendix names them).
        QVERIFY(f.window.files()->openPath(inventory));
        QTRY_VERIFY(!f.window.files()->isBusy());
        // The editor's report speaks the editor's language.
        QVERIFY(Translations::install(QCoreApplication::instance(), language));

        const QString fromEditor = dir.filePath(QStringLiteral("editor.") + format);
        f.prompts.pathAnswers = {fromEditor};
        Test::WhenShown options(QStringLiteral("reportExportDialog"), [&](QWidget* dialog) {
            choose(dialog, QStringLiteral("reportFormat"),
                   int(*ReportOptions::formatFromKeyword(format)));
            choose(dialog, QStringLiteral("reportPaper"),
                   int(*ReportOptions::paperFromKeyword(paper)));
            choose(dialog, QStringLiteral("reportDetail"),
                   int(*ReportOptions::detailFromKeyword(detail)));
            const auto dialect = ledgerDialectFromKeyword(ledgers);
            choose(dialog, QStringLiteral("reportLedgers"),
                   dialect ? QVariant(int(*dialect)) : QVariant());
            dialog->findChild<QCheckBox*>(QStringLiteral("reportPdfA"))->setChecked(pdfA);
            QTest::mouseClick(
                dialog->findChild<QPushButton*>(QStringLiteral("reportPreviewButton")),
                Qt::LeftButton);
        });
        Test::WhenShown preview(QStringLiteral("reportPreview"), [](QWidget* w) {
            QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("saveReport")),
                              Qt::LeftButton);
        });
        auto* action = f.window.findChild<QAction*>(QStringLiteral("actionExportAuditReport"));
        QVERIFY(action);
        action->trigger();
        QVERIFY(preview.seen());
        QVERIFY2(f.prompts.errors.isEmpty(), qPrintable(f.prompts.errors.join(u'\n')));

        const QString fromCommandLine = dir.filePath(QStringLiteral("cli.") + format);
        QStringList arguments{
            QStringLiteral("report"),  inventory, QStringLiteral("--output"), fromCommandLine,
            QStringLiteral("--paper"), paper,     QStringLiteral("--detail"), detail,
            QStringLiteral("--lang"),  language};
        if (!ledgers.isEmpty())
            arguments << QStringLiteral("--ledgers") << ledgers;
        if (pdfA)
            arguments << QStringLiteral("--pdfa");
        QCOMPARE(Cli::runCommandLine(arguments), 0);

        const QString editorContent = contentOf(fromEditor, format);
        const QString commandLineContent = contentOf(fromCommandLine, format);
        QVERIFY2(editorContent.contains(expected), qPrintable(editorContent.left(600)));
        if (editorContent != commandLineContent) {
            // The first line that differs, to say where the faces part.
            const QStringList a = editorContent.split(u'\n');
            const QStringList b = commandLineContent.split(u'\n');
            qsizetype line = 0;
            while (line < a.size() && line < b.size() && a[line] == b[line])
                ++line;
            QFAIL(qPrintable(QStringLiteral("line %1: editor \"%2\", command line \"%3\"")
                                 .arg(line + 1)
                                 .arg(a.value(line), b.value(line))));
        }
        if (format == QLatin1StringView("pdf")) {
            QCOMPARE(Test::readFile(fromEditor).contains("pdfaid:part"), pdfA);
            QCOMPARE(Test::readFile(fromCommandLine).contains("pdfaid:part"), pdfA);
        }
        // The cover's checksum is the saved file's, in both (whole in the HTML).
        if (format == QLatin1StringView("html"))
            QVERIFY(
                editorContent.contains(QString::fromLatin1(f.window.files()->diskHash().toHex())));
    }
};

QTEST_MAIN(TestReportParity)
#include "tst_reportparity.moc"
