// flowaudit: the inventory editor.
#include "ui/application/applicationidentity.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/documentfiles.h"
#include "ui/language/languages.h"
#include "ui/mainwindow.h"
#include "ui/recoveryoffer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

using namespace FlowAudit;

namespace {

// Renders the window (shown, its file read) once laid out and painted, writes the PNG, and quits.
int takeScreenshot(QApplication& app, MainWindow& window, const QString& path) {
    int status = 0;
    QTimer::singleShot(300, &window, [&] {
        if (!window.grab().save(path, "PNG")) {
            qCritical("%s",
                      qPrintable(
                          QApplication::translate("main", "flowaudit: cannot write %1").arg(path)));
            status = 1;
        }
        app.quit();
    });
    app.exec();
    return status;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("FlowAudit"));
    QApplication::setApplicationName(QStringLiteral("FlowAudit"));
    QApplication::setApplicationVersion(QStringLiteral(FLOWAUDIT_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("FlowAudit"));
    QApplication::setDesktopFileName(ApplicationIdentity::id());
    QApplication::setWindowIcon(ApplicationIdentity::icon());
    Languages::install(&app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Edit and audit an inventory of flows."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main",
                                                         "The inventory to open (YAML or CSV); "
                                                         "the bundled example when none is given."),
                                 QStringLiteral("[file...]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Render the window to a PNG file and exit."),
        QApplication::translate("main", "path"));
    parser.addOption(screenshot);
    parser.process(app);

    DialogPrompts prompts;
    MainWindow window(&prompts);
    // The window is there at once: a large file is then read behind a progress dialog on it.
    if (parser.isSet(screenshot))
        window.resize(1600, 900);
    window.show();
    QStringList files = parser.positionalArguments();
    // Work a crashed or killed editor left unsaved is offered first; a file asked for then
    // opens in a window of its own, unless it is the one just recovered.
    const bool recovered = !parser.isSet(screenshot) && RecoveryOffer::run(&window, &prompts);
    MainWindow* fileWindow = &window;
    if (recovered && !files.isEmpty() &&
        QFileInfo(files.first()).absoluteFilePath() == window.files()->path())
        files.clear();
    if (recovered && !files.isEmpty()) {
        fileWindow = new MainWindow(&prompts);
        fileWindow->setAttribute(Qt::WA_DeleteOnClose);
        fileWindow->show();
    }
    if (files.isEmpty()) {
        if (!recovered)
            window.files()->openExample();
    } else if (!fileWindow->files()->openPath(files.first()) && parser.isSet(screenshot)) {
        return 1;
    }

    if (parser.isSet(screenshot))
        return takeScreenshot(app, window, parser.value(screenshot));
    // One inventory per window: the file manager hands over every selected file (%F), and
    // each of the others opens in an editor of its own.
    for (const QString& other : files.mid(1))
        QProcess::startDetached(QCoreApplication::applicationFilePath(), {other});
    return app.exec();
}
