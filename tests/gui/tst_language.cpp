#include "core/model/cellreading.h"
#include "core/model/field.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/language/languages.h"
#include "ui/mainwindow.h"

#include <QMenuBar>
#include <QSettings>
#include <QTest>

using namespace FlowAudit;

// The editor in German: its own strings, the core's field labels and finding messages.
class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Test::isolateSettings();
        Languages::setChosen(QStringLiteral("de"));
        Languages::install(QCoreApplication::instance());
    }

    void theChoiceIsKept() {
        QCOMPARE(Languages::chosen(), QStringLiteral("de"));
        QCOMPARE(Languages::effective(), QStringLiteral("de"));
        Languages::setChosen(QStringLiteral("xx"));
        QCOMPARE(Languages::chosen(), QString()); // not a language FlowAudit speaks
        Languages::setChosen(QStringLiteral("de"));
    }

    void editorCoreAndMessagesSpeakGerman() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        QCOMPARE(FieldCatalogue::label(Field::FlowId), QStringLiteral("Flow-ID"));
        Flow flow;
        flow.setText(Field::SenderTimeoutSeconds, QStringLiteral("5s"));
        const QString problem =
            CellReading::problem(flow, Field::SenderTimeoutSeconds).value_or(QString());
        QVERIFY2(problem.contains(QStringLiteral("Sekunden")), qPrintable(problem));
        QCOMPARE(severityKeyword(Severity::Fail),
                 QStringLiteral("FAIL")); // as docs/spec/rules.md says it, in every language
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
