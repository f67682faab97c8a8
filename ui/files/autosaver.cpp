#include "ui/files/autosaver.h"

#include "core/document/inventorydocument.h"
#include "ui/files/documentfiles.h"
#include "ui/files/filetask.h"

#include <QSettings>
#include <QThreadPool>

#include <algorithm>

namespace FlowAudit {

Autosaver::Autosaver(InventoryDocument* document, DocumentFiles* files)
    : QObject(files)
    , m_document(document)
    , m_files(files)
    , m_shared(std::make_shared<Shared>())
    , m_store(m_shared->store) {
    m_idle.setSingleShot(true);
    m_interval.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, &Autosaver::writeSoon);
    connect(&m_interval, &QTimer::timeout, this, &Autosaver::writeSoon);
    connect(files, &DocumentFiles::edited, this, &Autosaver::changed);
    connect(files, &DocumentFiles::modifiedChanged, this, &Autosaver::changed);
    connect(files, &DocumentFiles::documentReplaced, this, &Autosaver::discard);
}

// A window closed normally has had its unsaved work saved or discarded by the user. A write
// still under way is not waited for: the worker removes that copy once it is written.
Autosaver::~Autosaver() {
    QMutexLocker lock(&m_shared->mutex);
    m_shared->abandoned = true;
    if (m_shared->outcome && m_shared->outcome->id != m_id)
        m_store.remove(m_shared->outcome->id);
    m_shared->outcome.reset();
    m_writing = false;
    discard();
}

int Autosaver::intervalSeconds() {
    return QSettings()
        .value(QStringLiteral("autosave/intervalSeconds"), DefaultIntervalSeconds)
        .toInt();
}

int Autosaver::idleSeconds() {
    return QSettings().value(QStringLiteral("autosave/idleSeconds"), DefaultIdleSeconds).toInt();
}

void Autosaver::changed() {
    if (!m_files->isModified()) {
        discard(); // saved, or undone back to the saved state: nothing to recover
        return;
    }
    const int interval = intervalSeconds();
    if (interval <= 0)
        return;
    m_idle.start(std::clamp(idleSeconds(), 0, interval) * 1000);
    if (!m_interval.isActive()) // not restarted by each edit: continuous typing is saved too
        m_interval.start(interval * 1000);
}

RecoveryCopy Autosaver::describeCopy() {
    if (m_id.isEmpty())
        m_id = m_store.newId(); // locked from now on: no other editor offers it
    RecoveryCopy copy;
    copy.id = m_id;
    copy.originalPath = m_files->path();
    copy.documentName = m_files->displayName();
    copy.taken = QDateTime::currentDateTimeUtc();
    copy.diskHash = m_files->diskHash();
    copy.flowCount = m_document->flowCount();
    return copy;
}

void Autosaver::writeSoon() {
    m_idle.stop();
    m_interval.stop();
    if (!m_files->isModified())
        return;
    if (m_writing) {
        m_again = true;
        return;
    }
    m_writing = true;
    // The snapshot shares the document's flows; an edit meanwhile copies the list, never
    // what the worker reads. It is let go as soon as it is written.
    QThreadPool::globalInstance()->start([this, shared = m_shared, copy = describeCopy(),
                                          snapshot = m_document->inventory()]() mutable {
        // The worker's own list of the flows (a reference each, copied here), and the
        // document's list no longer shared: the next edit changes it in place instead of
        // copying every reference on the GUI thread (13 ms at 100k flows). Only an edit in
        // the moment before this still copies it there.
        Inventory own = snapshot;
        own.flows.detach();
        snapshot = Inventory();
        std::optional<IoError> error = shared->store.write(copy, own);
        own = Inventory();
        QMutexLocker lock(&shared->mutex);
        if (shared->abandoned) {
            shared->store.remove(copy.id); // the window closed meanwhile: its user decided
            return;
        }
        shared->outcome = Outcome{copy.id, std::move(error)};
        shared->done.wakeAll();
        // Still alive: its destructor takes the mutex first.
        QMetaObject::invokeMethod(this, &Autosaver::collect, Qt::QueuedConnection);
    });
}

void Autosaver::collect() {
    std::optional<Outcome> outcome;
    {
        QMutexLocker lock(&m_shared->mutex);
        outcome.swap(m_shared->outcome);
    }
    if (!outcome)
        return; // taken already (writeNow waited for it)
    m_writing = false;
    settle(outcome->id, outcome->error);
    if (m_again) {
        m_again = false;
        writeSoon();
    }
}

// What a finished write means: a copy of a document since saved or replaced goes.
void Autosaver::settle(const QString& id, const std::optional<IoError>& error) {
    if (id != m_id) {
        m_store.remove(id);
        return;
    }
    if (error) {
        // Tried again at the next interval; the status bar says why.
        if (intervalSeconds() > 0)
            m_interval.start(intervalSeconds() * 1000);
        emit writeFailed(tr("The recovery copy could not be written: %1").arg(error->toString()));
        return;
    }
    m_written = true;
}

bool Autosaver::writeNow(QWidget* window) {
    m_idle.stop();
    m_interval.stop();
    {
        QMutexLocker lock(&m_shared->mutex);
        while (m_writing && !m_shared->outcome) // the write under way first: one writer at a time
            m_shared->done.wait(&m_shared->mutex);
    }
    m_again = false; // this write is the newer one
    collect();
    if (!m_files->isModified())
        return true;
    const RecoveryCopy copy = describeCopy();
    std::optional<IoError> error;
    if (window) {
        // A snapshot, as for the timed copies: the dialog is modal, and the worker reads
        // data no one changes.
        const Inventory snapshot = m_document->inventory();
        FileTask task(window, tr("Recovery copy of %1").arg(copy.documentName), false);
        task.run(
            [name = copy.documentName, flows = copy.flowCount](const FileTask::Done&) {
                return tr("Writing a recovery copy of %1 (%n flow(s))…", nullptr, flows).arg(name);
            },
            [&] { error = m_store.write(copy, snapshot); });
    } else {
        error = m_store.write(copy, m_document->inventory());
    }
    settle(copy.id, error);
    return !error;
}

void Autosaver::discard() {
    m_idle.stop();
    m_interval.stop();
    m_again = false;
    if (!m_id.isEmpty()) {
        if (!m_writing)
            m_store.remove(m_id); // else once the write under way is done (settle)
        m_id.clear();
    }
    m_written = false;
}

} // namespace FlowAudit
