// The editor as tst_recovery kills it: a window opens the inventory given, makes two edits
// through the model as the table would, says "edited" and waits to be killed. Its settings
// and data folders are the test's (the name given), with autosave on its defaults but
// writing as soon as the user pauses.
#include "guitestsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QSettings>

#include <cstdio>

using namespace FlowAudit;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc != 3)
        return 2;
    Test::isolateSettings(QString::fromLocal8Bit(argv[2]));
    QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 0);
    Test::ScriptedPrompts prompts;
    MainWindow window(&prompts);
    if (!window.files()->openPath(QString::fromLocal8Bit(argv[1])))
        return 3;
    InventoryModel* model = window.model();
    model->setData(model->index(0, model->columnOf(Field::Name)),
                   QStringLiteral("edited before the crash"));
    model->setData(model->index(1, model->columnOf(Field::RetryLayers)), QStringLiteral("none"));
    std::printf("edited\n");
    std::fflush(stdout);
    return app.exec();
}
