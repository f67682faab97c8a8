// The editor's own questions, as the user meets them: each button of each question gives its
// decision (the real mapping, answered through the next-answer seam), every answer has its
// key, and the key gives that answer.
#include "ui/dialogs/userprompts.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace FlowAudit;

namespace {

// Asks one question of the real prompts and returns the decision as a number.
using Question = std::function<int(DialogPrompts&)>;

Question unsaved() {
    return
        [](DialogPrompts& p) { return int(p.askUnsaved(nullptr, QStringLiteral("flows.yaml"))); };
}
Question recover() {
    return [](DialogPrompts& p) {
        return int(p.askRecover(nullptr, QStringLiteral("flows.yaml"),
                                QDateTime(QDate(2026, 12, 1), QTime(9, 30)), 3));
    };
}
Question changedOnDisk(bool unsavedChanges) {
    return [unsavedChanges](DialogPrompts& p) {
        return int(p.askChangedOnDisk(nullptr, QStringLiteral("flows.yaml"), unsavedChanges));
    };
}
Question riskySave() {
    return [](DialogPrompts& p) {
        return int(p.askRiskySave(nullptr, QStringLiteral("Save"), QStringLiteral("Comments go.")));
    };
}
Question draftReport(bool neverSaved) {
    return [neverSaved](DialogPrompts& p) {
        return int(p.askDraftReport(nullptr, QStringLiteral("flows.yaml"), neverSaved));
    };
}

} // namespace

Q_DECLARE_METATYPE(Question)

class TestDialogPrompts : public QObject {
    Q_OBJECT
private slots:
    void init() { QCOMPARE(DialogPrompts::pendingAnswers(), 0); }
    void cleanup() { QCOMPARE(DialogPrompts::pendingAnswers(), 0); }

    void eachButtonGivesItsDecision_data() {
        QTest::addColumn<Question>("question");
        QTest::addColumn<QMessageBox::ButtonRole>("button");
        QTest::addColumn<int>("decision");
        using U = UserPrompts;
        const auto row = [](const char* name, Question q, QMessageBox::ButtonRole button,
                            int decision) { QTest::newRow(name) << q << button << decision; };
        row("unsaved: Save", unsaved(), QMessageBox::AcceptRole, int(U::UnsavedChoice::Save));
        row("unsaved: Discard Changes", unsaved(), QMessageBox::DestructiveRole,
            int(U::UnsavedChoice::Discard));
        row("unsaved: Cancel", unsaved(), QMessageBox::RejectRole, int(U::UnsavedChoice::Cancel));
        row("recover: Recover", recover(), QMessageBox::AcceptRole,
            int(U::RecoveryChoice::Recover));
        row("recover: Discard the Copy", recover(), QMessageBox::DestructiveRole,
            int(U::RecoveryChoice::Discard));
        row("recover: Ask Me Later", recover(), QMessageBox::RejectRole,
            int(U::RecoveryChoice::Later));
        for (bool unsavedChanges : {false, true}) {
            const QByteArray edited = unsavedChanges ? " (edited)" : "";
            row(("disk: Reload" + edited).constData(), changedOnDisk(unsavedChanges),
                QMessageBox::AcceptRole, int(U::DiskChoice::Reload));
            row(("disk: Keep Mine" + edited).constData(), changedOnDisk(unsavedChanges),
                QMessageBox::RejectRole, int(U::DiskChoice::KeepMine));
        }
        row("risky save: Save as a Copy", riskySave(), QMessageBox::AcceptRole,
            int(U::RiskyChoice::SaveCopy));
        row("risky save: Save Anyway", riskySave(), QMessageBox::DestructiveRole,
            int(U::RiskyChoice::SaveAnyway));
        row("risky save: Cancel", riskySave(), QMessageBox::RejectRole,
            int(U::RiskyChoice::Cancel));
        for (bool neverSaved : {false, true}) {
            const QByteArray never = neverSaved ? " (never saved)" : "";
            row(("draft: Save First" + never).constData(), draftReport(neverSaved),
                QMessageBox::AcceptRole, int(U::DraftChoice::SaveFirst));
            row(("draft: Export Anyway" + never).constData(), draftReport(neverSaved),
                QMessageBox::DestructiveRole, int(U::DraftChoice::ExportAnyway));
            row(("draft: Cancel" + never).constData(), draftReport(neverSaved),
                QMessageBox::RejectRole, int(U::DraftChoice::Cancel));
        }
    }

    void eachButtonGivesItsDecision() {
        QFETCH(Question, question);
        QFETCH(QMessageBox::ButtonRole, button);
        QFETCH(int, decision);
        DialogPrompts prompts;
        DialogPrompts::setNextAnswer(button);
        QCOMPARE(question(prompts), decision);
        QCOMPARE(DialogPrompts::pendingAnswers(), 0);
    }

    // A question without the button answered is as if the box was closed.
    void aMissingButtonIsAClose() {
        DialogPrompts prompts;
        DialogPrompts::setNextAnswer(QMessageBox::DestructiveRole);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no button")));
        QCOMPARE(changedOnDisk(false)(prompts), int(UserPrompts::DiskChoice::KeepMine));
    }

    void everyAnswerHasItsKey_data() {
        QTest::addColumn<Question>("question");
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("decision");
        QTest::addColumn<int>("buttons");
        QTest::newRow("unsaved: Alt+D discards")
            << unsaved() << int(Qt::Key_D) << int(UserPrompts::UnsavedChoice::Discard) << 3;
        QTest::newRow("recover: Alt+R recovers")
            << recover() << int(Qt::Key_R) << int(UserPrompts::RecoveryChoice::Recover) << 3;
        QTest::newRow("disk: Alt+K keeps mine")
            << changedOnDisk(true) << int(Qt::Key_K) << int(UserPrompts::DiskChoice::KeepMine) << 2;
        QTest::newRow("risky save: Alt+S saves anyway")
            << riskySave() << int(Qt::Key_S) << int(UserPrompts::RiskyChoice::SaveAnyway) << 3;
        QTest::newRow("draft: Alt+E exports anyway")
            << draftReport(false) << int(Qt::Key_E) << int(UserPrompts::DraftChoice::ExportAnyway)
            << 3;
        // Esc closes each box with the answer that changes nothing.
        QTest::newRow("unsaved: Esc cancels")
            << unsaved() << int(Qt::Key_Escape) << int(UserPrompts::UnsavedChoice::Cancel) << 3;
        QTest::newRow("recover: Esc asks later")
            << recover() << int(Qt::Key_Escape) << int(UserPrompts::RecoveryChoice::Later) << 3;
        QTest::newRow("disk: Esc keeps mine") << changedOnDisk(false) << int(Qt::Key_Escape)
                                              << int(UserPrompts::DiskChoice::KeepMine) << 2;
        QTest::newRow("risky save: Esc cancels")
            << riskySave() << int(Qt::Key_Escape) << int(UserPrompts::RiskyChoice::Cancel) << 3;
        QTest::newRow("draft: Esc cancels") << draftReport(true) << int(Qt::Key_Escape)
                                            << int(UserPrompts::DraftChoice::Cancel) << 3;
    }

    // Shown for real: each button's text has a key of its own (Cancel may be Esc alone), and
    // that key answers.
    void everyAnswerHasItsKey() {
        QFETCH(Question, question);
        QFETCH(int, key);
        QFETCH(int, decision);
        QFETCH(int, buttons);
        DialogPrompts prompts;
        QStringList texts;
        // Should the key not answer, the box is closed and the test fails, not hangs.
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
                if (box->standardButton(button) == QMessageBox::Cancel &&
                    !button->text().contains(u'&'))
                    continue; // Esc answers Cancel
                const qsizetype amp = button->text().indexOf(QLatin1Char('&'));
                QVERIFY2(amp >= 0, qPrintable(button->text()));
                const QChar letter = button->text().at(amp + 1).toLower();
                QVERIFY2(!keys.contains(letter), qPrintable(texts.join(QLatin1Char(','))));
                keys.append(letter);
            }
            QTest::keyClick(box, Qt::Key(key),
                            key == Qt::Key_Escape ? Qt::NoModifier : Qt::AltModifier);
        });
        QCOMPARE(question(prompts), decision);
        QCOMPARE(texts.size(), buttons);
    }
};

QTEST_MAIN(TestDialogPrompts)
#include "tst_dialogprompts.moc"
