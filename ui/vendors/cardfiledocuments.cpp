#include "ui/vendors/cardfiledocuments.h"

#include "core/io/files/filewatch.h"
#include "ui/dialogs/userprompts.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/vendorcardstore.h"

#include <QFile>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>

namespace FlowAudit {

namespace {

QByteArray readAll(const QString& path, bool* ok) {
    QFile file(path);
    *ok = file.open(QIODevice::ReadOnly);
    return *ok ? file.readAll() : QByteArray();
}

QList<CardFileDocument*> byPath(QList<CardFileDocument*> documents) {
    std::sort(
        documents.begin(), documents.end(),
        [](const CardFileDocument* a, const CardFileDocument* b) { return a->path() < b->path(); });
    return documents;
}

} // namespace

CardFileDocuments::CardFileDocuments(VendorCardStore* store, UserPrompts* prompts, QWidget* window)
    : QObject(window)
    , m_store(store)
    , m_prompts(prompts)
    , m_window(window)
    , m_watch(new FileWatch(this)) {
    connect(m_watch, &FileWatch::changed, this, [this](const QStringList& paths) {
        for (const QString& path : paths)
            if (CardFileDocument* document = find(path))
                checkDisk(document);
    });
}

CardFileDocument* CardFileDocuments::find(const QString& path) const {
    return m_documents.value(QFileInfo(path).absoluteFilePath());
}

CardFileDocument* CardFileDocuments::documentFor(const QString& path) {
    if (CardFileDocument* document = find(path))
        return document;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    IoError error;
    CardFileDocument* document = CardFileDocument::open(absolute, &error, this);
    if (!document) {
        m_prompts->showError(m_window, tr("Vendor card"), error.toString());
        return nullptr;
    }
    m_documents.insert(absolute, document);
    m_watch->watchFile(absolute);
    connect(document, &CardFileDocument::bytesChanged, this, &CardFileDocuments::bytesChanged);
    connect(document, &CardFileDocument::modifiedChanged, this,
            &CardFileDocuments::modifiedChanged);
    emit opened(document);
    emit modifiedChanged();
    return document;
}

QList<CardFileDocument*> CardFileDocuments::documents() const {
    return byPath(m_documents.values());
}

QList<CardFileDocument*> CardFileDocuments::modified() const {
    QList<CardFileDocument*> modified;
    for (CardFileDocument* document : std::as_const(m_documents))
        if (document->isModified())
            modified.append(document);
    return byPath(modified);
}

// The cards shown are the documents' bytes, saved or not.
void CardFileDocuments::bytesChanged() {
    QHash<QString, QByteArray> unsaved;
    for (const CardFileDocument* document : std::as_const(m_documents))
        if (document->bytes() != document->diskBytes())
            unsaved.insert(document->path(), document->bytes());
    m_store->setUnsavedTeamFiles(std::move(unsaved));
}

bool CardFileDocuments::save(CardFileDocument* document) {
    bool ok = false;
    const QByteArray onDisk = readAll(document->path(), &ok);
    // A change the watch has not reported yet: the user decides before it is written over.
    if (ok && document->isOtherVersion(onDisk)) {
        m_checking = true;
        const UserPrompts::DiskChoice choice =
            m_prompts->askChangedOnDisk(m_window, document->fileName(), true);
        m_checking = false;
        if (choice == UserPrompts::DiskChoice::Reload) {
            if (const std::optional<IoError> error = document->reload())
                m_prompts->showError(m_window, tr("Vendor card"), error->toString());
            return false;
        }
    }
    if (const std::optional<IoError> error = document->save()) {
        m_prompts->showError(m_window, tr("Cannot save %1").arg(document->fileName()),
                             tr("%1\n\nThe file on disk was not changed.").arg(error->toString()));
        return false;
    }
    m_watch->acknowledge(document->path());
    bytesChanged(); // saved: the store reads these bytes from the file now
    return true;
}

bool CardFileDocuments::saveAll() {
    for (CardFileDocument* document : modified())
        if (!save(document))
            return false;
    return true;
}

void CardFileDocuments::close(bool modifiedToo) {
    const QList<CardFileDocument*> documents = this->documents();
    bool closed = false;
    for (CardFileDocument* document : documents) {
        if (document->isModified() && !modifiedToo)
            continue;
        emit aboutToClose(document);
        m_documents.remove(document->path());
        delete document;
        closed = true;
    }
    if (!closed)
        return;
    m_watch->clear();
    for (const QString& path : m_documents.keys())
        m_watch->watchFile(path);
    bytesChanged();
    emit modifiedChanged();
}

// The same bytes (a save of ours, a touch) are no change. A document without edits takes
// the new version; one with edits asks, as the inventory does.
void CardFileDocuments::checkDisk(CardFileDocument* document) {
    if (m_checking)
        return;
    bool ok = false;
    const QByteArray onDisk = readAll(document->path(), &ok);
    if (!ok || !document->isOtherVersion(onDisk))
        return;
    if (!document->isModified()) {
        document->reload();
        return;
    }
    m_checking = true;
    const UserPrompts::DiskChoice choice =
        m_prompts->askChangedOnDisk(m_window, document->fileName(), true);
    m_checking = false;
    if (choice == UserPrompts::DiskChoice::Reload)
        document->reload();
    else
        document->keepOver(onDisk);
}

} // namespace FlowAudit
