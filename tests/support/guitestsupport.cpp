#include "guitestsupport.h"

#include "testsupport.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/files/documentfiles.h"
#include "ui/language/languages.h"
#include "ui/models/flowfilterproxymodel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

namespace FlowAudit::Test {

EditorFixture::EditorFixture(const QByteArray& yaml) {
    document.reset(inventoryFromYaml(yaml));
}

TableFixture::TableFixture(const QByteArray& yaml)
    : EditorFixture(yaml) {
    proxy.setSourceModel(&model);
    view.setModel(&proxy);
    view.resize(1200, 400);
    view.show();
}

namespace {

// The button a user clicks for each choice, by its role in the box.
QMessageBox::ButtonRole buttonFor(UserPrompts::UnsavedChoice choice) {
    switch (choice) {
    case UserPrompts::UnsavedChoice::Save:
        return QMessageBox::AcceptRole;
    case UserPrompts::UnsavedChoice::Discard:
        return QMessageBox::DestructiveRole;
    case UserPrompts::UnsavedChoice::Cancel:
        break;
    }
    return QMessageBox::RejectRole;
}

QMessageBox::ButtonRole buttonFor(UserPrompts::RecoveryChoice choice) {
    switch (choice) {
    case UserPrompts::RecoveryChoice::Recover:
        return QMessageBox::AcceptRole;
    case UserPrompts::RecoveryChoice::Discard:
        return QMessageBox::DestructiveRole;
    case UserPrompts::RecoveryChoice::Later:
        break;
    }
    return QMessageBox::RejectRole;
}

QMessageBox::ButtonRole buttonFor(UserPrompts::DiskChoice choice) {
    return choice == UserPrompts::DiskChoice::Reload ? QMessageBox::AcceptRole
                                                     : QMessageBox::RejectRole;
}

QMessageBox::ButtonRole buttonFor(UserPrompts::RiskyChoice choice) {
    switch (choice) {
    case UserPrompts::RiskyChoice::SaveCopy:
        return QMessageBox::AcceptRole;
    case UserPrompts::RiskyChoice::SaveAnyway:
        return QMessageBox::DestructiveRole;
    case UserPrompts::RiskyChoice::Cancel:
        break;
    }
    return QMessageBox::RejectRole;
}

QMessageBox::ButtonRole buttonFor(UserPrompts::DraftChoice choice) {
    switch (choice) {
    case UserPrompts::DraftChoice::SaveFirst:
        return QMessageBox::AcceptRole;
    case UserPrompts::DraftChoice::ExportAnyway:
        return QMessageBox::DestructiveRole;
    case UserPrompts::DraftChoice::Cancel:
        break;
    }
    return QMessageBox::RejectRole;
}

// The next scripted choice (`otherwise` when none is left), answered in the real box.
template <class Choice, class Ask>
Choice answerInTheBox(QList<Choice>& script, Choice otherwise, Ask ask) {
    const Choice scripted = script.isEmpty() ? otherwise : script.takeFirst();
    DialogPrompts::setNextAnswer(buttonFor(scripted));
    const Choice answered = ask();
    if (answered != scripted)
        QTest::qFail(qPrintable(QStringLiteral("the box's button for choice %1 gave choice %2")
                                    .arg(int(scripted))
                                    .arg(int(answered))),
                     __FILE__, __LINE__);
    return answered;
}

} // namespace

UserPrompts::UnsavedChoice ScriptedPrompts::askUnsaved(QWidget* parent,
                                                       const QString& documentName) {
    asked.append(QStringLiteral("unsaved:") + documentName);
    return answerInTheBox(unsavedAnswers, UnsavedChoice::Cancel,
                          [&] { return DialogPrompts::askUnsaved(parent, documentName); });
}

QString ScriptedPrompts::askOpenPath(QWidget*, const QString& title, const QString&,
                                     const QString& filter) {
    asked.append(QStringLiteral("open:") + title);
    filters.append(filter);
    return pathAnswers.isEmpty() ? QString() : pathAnswers.takeFirst();
}

QStringList ScriptedPrompts::askOpenPaths(QWidget*, const QString& title, const QString&,
                                          const QString& filter) {
    asked.append(QStringLiteral("open:") + title);
    filters.append(filter);
    return pathAnswers.isEmpty() ? QStringList()
                                 : pathAnswers.takeFirst().split(u'\n', Qt::SkipEmptyParts);
}

QString ScriptedPrompts::askSavePath(QWidget*, const QString& title, const QString&,
                                     const QString& filter) {
    asked.append(QStringLiteral("save:") + title);
    filters.append(filter);
    return pathAnswers.isEmpty() ? QString() : pathAnswers.takeFirst();
}

void ScriptedPrompts::showError(QWidget*, const QString& title, const QString& text) {
    errors.append(title + QLatin1Char('\n') + text);
}

void ScriptedPrompts::showInformation(QWidget*, const QString& title, const QString& text) {
    information.append(title + QLatin1Char('\n') + text);
}

ExampleWindow::ExampleWindow() {
    window.files()->openExample();
    window.resize(1400, 860);
    window.show();
    if (!QTest::qWaitForWindowActive(&window))
        qWarning("the window did not become active");
}

QModelIndex ExampleWindow::cell(int flow, Field field) const {
    return window.proxy()->mapFromSource(
        window.model()->index(flow, window.model()->columnOf(field)));
}

int ExampleWindow::flowWithId(const QString& id) const {
    for (int i = 0; i < window.model()->rowCount(); ++i) {
        if (window.model()->index(i, window.model()->columnOf(Field::FlowId)).data().toString() ==
            id)
            return i;
    }
    return -1;
}

int flowWithId(const InventoryDocument& document, const QString& id) {
    for (int i = 0; i < document.flowCount(); ++i) {
        if (document.flow(i).text(Field::FlowId) == id)
            return i;
    }
    return -1;
}

QString widestPanel(const QWidget* window) {
    const QWidget* widest = nullptr;
    for (const QWidget* child : window->findChildren<QWidget*>()) {
        if (child->isVisible() &&
            (!widest || child->minimumSizeHint().width() > widest->minimumSizeHint().width()))
            widest = child;
    }
    if (!widest)
        return QStringLiteral("%1 px").arg(window->minimumSizeHint().width());
    return QStringLiteral("%1 px; widest: %2 (%3) %4 px")
        .arg(window->minimumSizeHint().width())
        .arg(widest->objectName(), QString::fromLatin1(widest->metaObject()->className()))
        .arg(widest->minimumSizeHint().width());
}

bool applyThroughPreview(QAbstractButton* fix) {
    fix->click();
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        auto* preview = qobject_cast<FixPreviewDialog*>(widget);
        if (preview && preview->isVisible()) {
            preview->applyButton()->click();
            QCoreApplication::processEvents();
            return true;
        }
    }
    return false;
}

void keepScreenshot(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("FLOWAUDIT_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name));
}

UserPrompts::RecoveryChoice ScriptedPrompts::askRecover(QWidget* parent,
                                                        const QString& documentName,
                                                        const QDateTime& taken, int flowCount) {
    asked.append(QStringLiteral("recover:") + documentName);
    recoveryTimes.append(taken);
    return answerInTheBox(recoveryAnswers, RecoveryChoice::Later, [&] {
        return DialogPrompts::askRecover(parent, documentName, taken, flowCount);
    });
}

UserPrompts::DiskChoice ScriptedPrompts::askChangedOnDisk(QWidget* parent,
                                                          const QString& documentName,
                                                          bool hasUnsavedChanges) {
    asked.append(QStringLiteral("disk:") + documentName);
    return answerInTheBox(diskAnswers, DiskChoice::KeepMine, [&] {
        return DialogPrompts::askChangedOnDisk(parent, documentName, hasUnsavedChanges);
    });
}

UserPrompts::RiskyChoice ScriptedPrompts::askRiskySave(QWidget* parent, const QString& title,
                                                       const QString& text) {
    asked.append(QStringLiteral("risky:") + title);
    riskyTexts.append(title + QLatin1Char('\n') + text);
    return answerInTheBox(riskyAnswers, RiskyChoice::Cancel,
                          [&] { return DialogPrompts::askRiskySave(parent, title, text); });
}

UserPrompts::DraftChoice
ScriptedPrompts::askDraftReport(QWidget* parent, const QString& documentName, bool neverSaved) {
    asked.append((neverSaved ? QStringLiteral("draft-new:") : QStringLiteral("draft:")) +
                 documentName);
    return answerInTheBox(draftAnswers, DraftChoice::Cancel, [&] {
        return DialogPrompts::askDraftReport(parent, documentName, neverSaved);
    });
}

std::optional<CompareSource> ScriptedPrompts::askCompareSource(QWidget*,
                                                               const CompareOffer& offer) {
    asked.append(QStringLiteral("compare:") + offer.documentName);
    compareOffers.append(offer);
    if (compareAnswers.isEmpty())
        return std::nullopt;
    return compareAnswers.takeFirst();
}

void isolateSettings(const QString& name) {
    const QString folder = name.isEmpty()
                               ? QStringLiteral("FlowAuditTests-") +
                                     QFileInfo(QCoreApplication::applicationFilePath()).baseName()
                               : name;
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(folder);
    QCoreApplication::setApplicationName(folder);
    QSettings().clear();
    // English as the editor speaks it: the plural forms come from flowaudit_en.
    Languages::setChosen(QStringLiteral("en"));
    Languages::install(QCoreApplication::instance());
}

QByteArray threeFlowsYaml() {
    return "title: Test\n"
           "flows:\n"
           "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n"
           "  - {flow_id: b, method: native, creates_records: no, side_effect: none, retry_layers: "
           "sdk:3;worker:5}\n"
           "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none,\n"
           "     inbound_webhook: yes, ack_p99_seconds: 1.2, team: payments}\n";
}

} // namespace FlowAudit::Test
