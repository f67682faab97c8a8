#include "ui/files/autosaver.h"

#include "core/document/inventorydocument.h"
#include "ui/files/documentfiles.h"

#include <QSettings>

#include <algorithm>

namespace FlowAudit {

Autosaver::Autosaver(InventoryDocument* document, DocumentFiles* files)
    : QObject(files)
    , m_document(document)
    , m_files(files)
{
    m_idle.setSingleShot(true);
    m_interval.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(&m_interval, &QTimer::timeout, this, &Autosaver::writeNow);
    connect(files, &DocumentFiles::edited, this, &Autosaver::changed);
    connect(files, &DocumentFiles::modifiedChanged, this, &Autosaver::changed);
    connect(files, &DocumentFiles::documentReplaced, this, &Autosaver::discard);
}

// A window closed normally has had its unsaved work saved or discarded by the user.
Autosaver::~Autosaver()
{
    discard();
}

int Autosaver::intervalSeconds()
{
    return QSettings().value(QStringLiteral("autosave/intervalSeconds"), DefaultIntervalSeconds).toInt();
}

int Autosaver::idleSeconds()
{
    return QSettings().value(QStringLiteral("autosave/idleSeconds"), DefaultIdleSeconds).toInt();
}

void Autosaver::changed()
{
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

bool Autosaver::writeNow()
{
    m_idle.stop();
    m_interval.stop();
    if (!m_files->isModified())
        return true;
    if (m_id.isEmpty())
        m_id = m_store.newId(); // locked from now on: no other editor offers it
    RecoveryCopy copy;
    copy.id = m_id;
    copy.originalPath = m_files->path();
    copy.documentName = m_files->displayName();
    copy.taken = QDateTime::currentDateTimeUtc();
    copy.diskHash = m_files->diskHash();
    copy.flowCount = m_document->flowCount();
    if (const auto error = m_store.write(copy, m_document->inventory())) {
        // Tried again at the next interval; the status bar says why.
        if (intervalSeconds() > 0)
            m_interval.start(intervalSeconds() * 1000);
        emit writeFailed(tr("The recovery copy could not be written: %1").arg(error->toString()));
        return false;
    }
    m_written = true;
    return true;
}

void Autosaver::discard()
{
    m_idle.stop();
    m_interval.stop();
    if (!m_id.isEmpty()) {
        m_store.remove(m_id);
        m_id.clear();
    }
    m_written = false;
}

} // namespace FlowAudit
