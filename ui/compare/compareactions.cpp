#include "ui/compare/compareactions.h"

#include "core/git/gitcommand.h"
#include "core/git/gitfileversion.h"
#include "core/io/files/inventoryfile.h"
#include "ui/compare/comparisondock.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/documentfiles.h"
#include "ui/files/inventoryloader.h"

#include <QAction>
#include <QFileInfo>

namespace FlowAudit {

namespace {

constexpr int LogLength = 50;

bool inGitWorkTree(const QString& folder) {
    const GitRun run =
        GitRun::run({QStringLiteral("rev-parse"), QStringLiteral("--is-inside-work-tree")}, folder);
    return run.succeeded() && run.output.trimmed() == "true";
}

} // namespace

CompareActions::CompareActions(QWidget* window, InventoryDocument* document, DocumentFiles* files,
                               UserPrompts* prompts, ComparisonDock* dock)
    : QObject(window)
    , compareWith(new QAction(tr("Compare &With…"), this))
    , m_window(window)
    , m_document(document)
    , m_files(files)
    , m_prompts(prompts)
    , m_dock(dock) {
    compareWith->setObjectName(QStringLiteral("actionCompareWith"));
    compareWith->setStatusTip(
        tr("Compare the open inventory with another file or a committed version: the "
           "verdicts it changes, then its flows, keys and waivers"));
    connect(compareWith, &QAction::triggered, this, &CompareActions::compare);
    // A replaced document gets its path after the signal: decided once both are known.
    connect(files, &DocumentFiles::documentReplaced, this, [this] {
        if (std::exchange(m_replacedPending, true))
            return;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_replacedPending = false;
                followDocument(true);
            },
            Qt::QueuedConnection);
    });
    connect(files, &DocumentFiles::pathChanged, this, [this] {
        if (!m_replacedPending)
            followDocument(false);
    });
}

CompareOffer CompareActions::offer() const {
    CompareOffer offer;
    offer.documentName = m_files->displayName();
    offer.folder = m_files->folder();
    const QString path = m_files->path();
    if (!path.isEmpty() && QFileInfo::exists(path) &&
        inGitWorkTree(QFileInfo(path).absolutePath())) {
        offer.revisions = GitFileVersion::logOf(path, LogLength);
        offer.inGit =
            !offer.revisions.isEmpty(); // a file never committed has no version to compare with
    }
    return offer;
}

bool CompareActions::compare() {
    const std::optional<CompareSource> source = m_prompts->askCompareSource(m_window, offer());
    return source && compareWithSource(*source);
}

bool CompareActions::compareWithSource(const CompareSource& source) {
    QString name;
    std::optional<Inventory> before = read(source, &name);
    if (!before)
        return false;
    m_source = source;
    m_comparedPath = m_files->path();
    m_dock->compareWith(name, std::move(*before));
    m_dock->show();
    m_dock->raise();
    return true;
}

void CompareActions::followDocument(bool replaced) {
    if (!m_source || !m_dock->hasComparison()) {
        if (replaced)
            m_dock->showIntroduction(); // a sentence about an earlier document is stale now
        return;
    }
    const QString path = m_files->path();
    if (!path.isEmpty() && path == m_comparedPath) {
        m_dock->refresh(); // the same file read again, or recovered: the same version before
        return;
    }
    if (!replaced && m_source->kind == CompareSource::Kind::File) {
        m_comparedPath = path; // saved elsewhere: the same document against the same file
        return;
    }
    const CompareSource source = *m_source;
    m_source.reset();
    if (source.kind == CompareSource::Kind::Revision && !path.isEmpty() &&
        !GitFileVersion::logOf(path, 1).isEmpty()) {
        // Quietly: a revision the new file does not have clears the comparison instead.
        QString name;
        IoError ignored;
        if (std::optional<Inventory> before = readRevision(source.value, &name, &ignored)) {
            m_source = source;
            m_comparedPath = path;
            m_dock->compareWith(name, std::move(*before));
            return;
        }
    }
    m_dock->clear(path.isEmpty()
                      ? tr("The comparison was of the inventory that was open before. Choose "
                           "File → Compare With… to compare this one.")
                      : tr("The comparison was of the inventory that was open before, not of %1. "
                           "Choose File → Compare With… to compare it.")
                            .arg(QFileInfo(path).fileName()));
}

std::optional<Inventory> CompareActions::read(const CompareSource& source, QString* name) {
    if (source.kind == CompareSource::Kind::File) {
        *name = QFileInfo(source.value).fileName();
        std::optional<LoadedFile> loaded =
            InventoryLoader::read(m_window, source.value, InventoryFile::formatOf(source.value));
        if (!loaded)
            return std::nullopt; // cancelled
        if (loaded->conflicted) {
            m_prompts->showError(
                m_window, tr("Cannot compare with %1").arg(*name),
                tr("%1 holds merge conflict markers. Open it to resolve them first.")
                    .arg(source.value));
            return std::nullopt;
        }
        if (!loaded->result.inventory) {
            m_prompts->showError(m_window, tr("Cannot compare with %1").arg(*name),
                                 loaded->result.error.toString());
            return std::nullopt;
        }
        return std::move(loaded->result.inventory);
    }
    IoError error;
    std::optional<Inventory> before = readRevision(source.value, name, &error);
    if (!before)
        m_prompts->showError(m_window, tr("Cannot compare with %1").arg(*name), error.toString());
    return before;
}

std::optional<Inventory> CompareActions::readRevision(const QString& revision, QString* name,
                                                      IoError* error) const {
    // A committed version of the open file, named as git names it, read in the file's folder.
    const QFileInfo file(m_files->path());
    *name = revision + QLatin1Char(':') + file.fileName();
    const std::optional<QByteArray> bytes = GitFileVersion::read(
        revision + QStringLiteral(":./") + file.fileName(), error, file.absolutePath());
    if (!bytes) {
        error->file = *name;
        return std::nullopt;
    }
    InventoryReadResult result =
        InventoryFile::parse(*bytes, InventoryFile::formatOf(file.fileName()), *name);
    if (!result.inventory) {
        *error = result.error;
        return std::nullopt;
    }
    return std::move(result.inventory);
}

} // namespace FlowAudit
