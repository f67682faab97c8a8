// The report pipeline both faces call (the command line's `report` in Write use, the
// editor's Export Audit Report in Preview use): the same file from both uses for every
// option, its steps in order, a cancel at any step that writes nothing, and a failure to
// write said with the file's name.
#include "reporttestsupport.h"

#include "core/i18n/translations.h"
#include "core/io/files/inventoryfile.h"
#include "painting/reportpipeline.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

// pdftotext's reading of a PDF (pdfinfo's, with `info`); fails the test when it cannot run.
QString popplerOf(const QString& pdf, bool info = false) {
    QProcess process;
    process.start(info ? QStringLiteral("pdfinfo") : QStringLiteral("pdftotext"),
                  info ? QStringList{pdf} : QStringList{pdf, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        qFatal("poppler failed on %s (install poppler-utils): %s", qPrintable(pdf),
               process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput());
}

// What a reader finds in the file: the PDF's text and page size, or the HTML itself.
QString contentOf(const QString& path, ReportFormat format) {
    if (format == ReportFormat::Html)
        return QString::fromUtf8(Test::readFile(path));
    const QString info = popplerOf(path, true);
    const qsizetype size = info.indexOf(QLatin1StringView("Page size:"));
    return info.mid(size, info.indexOf(u'\n', size) - size) + u'\n' + popplerOf(path);
}

Inventory example() {
    const InventoryReadResult read = InventoryFile::load(Test::examplePath());
    if (!read.inventory)
        qFatal("%s", qPrintable(read.error.toString()));
    return *read.inventory;
}

// The whole pipeline in `use`, as its face calls it: Write runs at once; Preview makes the
// pages (the preview would show them), then saves from them.
std::optional<ReportFailure> runAs(ReportPipeline::Use use, const ReportOptions& options,
                                   const QString& path, const ReportStepProgress& progress = {}) {
    ReportPipeline pipeline(options, use);
    const AuditReportInput input = Test::reportInput(Test::examplePath());
    if (use == ReportPipeline::Use::Write)
        return pipeline.run(example(), Test::bundledCards(), input, path, progress);
    if (!pipeline.make(example(), Test::bundledCards(), input, progress))
        return ReportFailure{};
    return pipeline.save(path, progress);
}

} // namespace

class TestReportPipeline : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { Translations::install(QCoreApplication::instance(), QStringLiteral("en")); }

    // Each option reaches the file, and the file is the same whichever face made it: the
    // PDF drawn in one pass (the command line) or from the pages laid out for a preview.
    void bothUsesWriteTheSameFile_data() {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("ledgers");
        QTest::addColumn<bool>("pdfA");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected"); // what the option puts in the file

        QTest::newRow("pdf") << "pdf"
                             << "a4"
                             << "flagged"
                             << "" << false << "en"
                             << "595 x 842 pts (A4)";
        QTest::newRow("pdf letter") << "pdf"
                                    << "letter"
                                    << "flagged"
                                    << "" << false << "en"
                                    << "612 x 792 pts (letter)";
        QTest::newRow("pdf every flow") << "pdf"
                                        << "a4"
                                        << "all"
                                        << "" << false << "en"
                                        << "Evidence matrix";
        QTest::newRow("pdf ledgers") << "pdf"
                                     << "a4"
                                     << "flagged"
                                     << "postgresql" << false << "en"
                                     << "Appendix: the action ledgers (PostgreSQL)";
        QTest::newRow("pdf/a") << "pdf"
                               << "a4"
                               << "flagged"
                               << "" << true << "en"
                               << "595 x 842 pts (A4)";
        QTest::newRow("pdf german") << "pdf"
                                    << "a4"
                                    << "flagged"
                                    << "" << false << "de"
                                    << "Beweismatrix";
        QTest::newRow("html") << "html"
                              << "a4"
                              << "flagged"
                              << "" << false << "en"
                              << "<!DOCTYPE html>";
        QTest::newRow("html letter, ledgers") << "html"
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
    void bothUsesWriteTheSameFile() {
        QFETCH(QString, format);
        QFETCH(QString, paper);
        QFETCH(QString, detail);
        QFETCH(QString, ledgers);
        QFETCH(bool, pdfA);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        ReportOptions options;
        options.format = *ReportOptions::formatFromKeyword(format);
        options.paper = *ReportOptions::paperFromKeyword(paper);
        options.detail = *ReportOptions::detailFromKeyword(detail);
        options.ledgers = ledgerDialectFromKeyword(ledgers);
        options.pdfA = pdfA;
        options.language = *ReportOptions::languageFromKeyword(language);

        QTemporaryDir dir;
        const QString written = dir.filePath(QStringLiteral("written.") + format);
        const QString previewed = dir.filePath(QStringLiteral("previewed.") + format);
        QVERIFY(!runAs(ReportPipeline::Use::Write, options, written));
        QVERIFY(!runAs(ReportPipeline::Use::Preview, options, previewed));
        const QString content = contentOf(written, options.format);
        QCOMPARE(content, contentOf(previewed, options.format));
        QVERIFY2(content.contains(expected), qPrintable(content.left(400)));
        // What the options leave out is not there.
        QCOMPARE(content.contains(QLatin1StringView("the action ledgers")), !ledgers.isEmpty());
        if (options.format == ReportFormat::Pdf)
            QCOMPARE(Test::readFile(written).contains("pdfaid:part"), pdfA);
        // Every flow's whole section (its fields in a table, each named) with detail all;
        // without, the flagged flows' briefs and some of their sections only.
        const qsizetype sections = content.count(QLatin1StringView("(max_replay_window_days)"));
        if (detail == QLatin1StringView("all"))
            QCOMPARE(sections, example().flows.size());
        else
            QVERIFY(sections < example().flows.size());
    }

    // The steps come in order, each within the steps the face was given; a cancel at any
    // of them stops the work and writes nothing, and is no failure to tell.
    void aCancelAtAnyStepWritesNothing_data() {
        QTest::addColumn<ReportPipeline::Use>("use");
        QTest::addColumn<QString>("format");
        QTest::addColumn<bool>("inSave"); // the step is save()'s, after a preview
        QTest::addColumn<int>("step");    // -1: none
        for (const QString format : {QStringLiteral("pdf"), QStringLiteral("html")}) {
            const QByteArray f = format.toUtf8();
            QTest::newRow("write " + f + ", finished")
                << ReportPipeline::Use::Write << format << false << -1;
            for (int step : {0, 1, 2})
                QTest::newRow("write " + f + ", step " + QByteArray::number(step))
                    << ReportPipeline::Use::Write << format << false << step;
            QTest::newRow("preview " + f + ", finished")
                << ReportPipeline::Use::Preview << format << false << -1;
            for (int step : {0, 1, 2})
                QTest::newRow("preview " + f + ", step " + QByteArray::number(step))
                    << ReportPipeline::Use::Preview << format << false << step;
            QTest::newRow("preview " + f + ", saving")
                << ReportPipeline::Use::Preview << format << true << 0;
        }
    }
    void aCancelAtAnyStepWritesNothing() {
        QFETCH(ReportPipeline::Use, use);
        QFETCH(QString, format);
        QFETCH(bool, inSave);
        QFETCH(int, step);
        ReportOptions options;
        options.format = *ReportOptions::formatFromKeyword(format);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.") + format);

        ReportPipeline pipeline(options, use);
        const int steps = pipeline.steps().count();
        const int saveSteps = pipeline.saveSteps().count();
        bool saving = false;
        QList<int> seen;
        bool inRange = true;
        const ReportStepProgress progress = [&](int at, int done, int total) {
            inRange = inRange && at >= 0 && at < (saving ? saveSteps : steps) && done <= total;
            if (seen.isEmpty() || seen.last() != at)
                seen.append(at);
            return !(at == step && saving == inSave);
        };
        const AuditReportInput input = Test::reportInput(Test::examplePath());
        std::optional<ReportFailure> failure = ReportFailure{};
        if (pipeline.make(example(), Test::bundledCards(), input, progress)) {
            saving = use == ReportPipeline::Use::Preview;
            if (saving)
                seen.clear();
            failure = pipeline.save(path, progress);
        }

        QVERIFY(inRange);
        QList<int> inOrder = seen;
        std::sort(inOrder.begin(), inOrder.end());
        QCOMPARE(seen, inOrder);
        if (step < 0) {
            QVERIFY(!failure);
            // Every step was said, the save's too.
            QCOMPARE(seen.size(), use == ReportPipeline::Use::Write ? steps : saveSteps);
            QVERIFY(QFileInfo::exists(path));
            return;
        }
        QVERIFY(failure);
        QCOMPARE(failure->kind, ReportFailure::Kind::Cancelled);
        QVERIFY(failure->message.isEmpty());
        QCOMPARE(seen.last(), step); // nothing after the step cancelled
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // A file that cannot be written: said with its name, both uses alike, nothing left.
    void aFileThatCannotBeWrittenSaysWhy_data() {
        QTest::addColumn<ReportPipeline::Use>("use");
        QTest::addColumn<QString>("format");
        QTest::newRow("write pdf") << ReportPipeline::Use::Write << "pdf";
        QTest::newRow("write html") << ReportPipeline::Use::Write << "html";
        QTest::newRow("preview pdf") << ReportPipeline::Use::Preview << "pdf";
        QTest::newRow("preview html") << ReportPipeline::Use::Preview << "html";
    }
    void aFileThatCannotBeWrittenSaysWhy() {
        QFETCH(ReportPipeline::Use, use);
        QFETCH(QString, format);
        ReportOptions options;
        options.format = *ReportOptions::formatFromKeyword(format);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/report.") + format);
        const std::optional<ReportFailure> failure = runAs(use, options, path);
        QVERIFY(failure);
        QCOMPARE(failure->kind, ReportFailure::Kind::NotWritten);
        QVERIFY2(failure->message.startsWith(path + u':'), qPrintable(failure->message));
        QVERIFY2(failure->message.endsWith(QLatin1StringView("(nothing was written)")),
                 qPrintable(failure->message));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // The ledgers' appendix is the options' to decide, whatever the input says: a face
    // cannot ask for one thing in its options and get another.
    void theOptionsDecideTheLedgers() {
        AuditReportInput input = Test::reportInput(Test::examplePath());
        input.ledgers = LedgerDialect::PostgreSql;
        ReportOptions options;
        options.format = ReportFormat::Html;
        ReportPipeline without(options);
        QVERIFY(without.make(example(), Test::bundledCards(), input));
        options.ledgers = LedgerDialect::Sqlite;
        ReportPipeline with(options);
        input.ledgers.reset();
        QVERIFY(with.make(example(), Test::bundledCards(), input));
        const auto appendix = [](const ReportDocument& document) {
            QStringList titles;
            for (const ReportBlock& block : document.blocks) {
                if (block.text.text.contains(QLatin1StringView("the action ledgers")))
                    titles.append(block.text.text);
            }
            return titles;
        };
        QVERIFY(appendix(without.document()).isEmpty());
        QVERIFY2(appendix(with.document()).join(u'|').contains(QLatin1StringView("SQLite")),
                 qPrintable(appendix(with.document()).join(u'|')));
        QCOMPARE(with.flowCount(), example().flows.size());
    }
};

QTEST_MAIN(TestReportPipeline)
#include "tst_reportpipeline.moc"
