// The editor's own questions, as the user meets them: every answer of Unsaved Changes has
// its key, and the key gives that answer.
#include "ui/dialogs/userprompts.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace FlowAudit;

class TestDialogPrompts : public QObject {
    Q_OBJECT
private slots:
    void unsavedChangesAnswersHaveKeys() {
        DialogPrompts prompts;
        QStringList texts;
        // Should the key not answer, the box is closed (Cancel) and the test fails, not hangs.
        QTimer::singleShot(10000, this, [] {
            if (QWidget* modal = QApplication::activeModalWidget())
                modal->close();
        });
        QTimer::singleShot(0, this, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->activateWindow(); // the offscreen platform has no window manager to do it
            QVERIFY(QTest::qWaitForWindowActive(box));
            QList<QChar> keys;
            for (QAbstractButton* button : box->buttons()) {
                texts.append(button->text());
                const qsizetype amp = button->text().indexOf(QLatin1Char('&'));
                QVERIFY2(amp >= 0, qPrintable(button->text()));
                const QChar key = button->text().at(amp + 1).toLower();
                QVERIFY2(!keys.contains(key), qPrintable(texts.join(QLatin1Char(','))));
                keys.append(key);
            }
            QTest::keyClick(box, Qt::Key_D, Qt::AltModifier);
        });
        QCOMPARE(prompts.askUnsaved(nullptr, QStringLiteral("flows.yaml")),
                 UserPrompts::UnsavedChoice::Discard);
        QCOMPARE(texts.size(), 3);
    }
};

QTEST_MAIN(TestDialogPrompts)
#include "tst_dialogprompts.moc"
