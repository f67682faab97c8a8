#pragma once

#include <QHash>
#include <QObject>

class QWidget;

namespace FlowAudit {

class CardFileDocument;
class FileWatch;
class UserPrompts;
class VendorCardStore;

// The team's card files open as documents (CardFileDocument), each opened when it is first
// edited and kept until the user saves or drops its edits. The vendor cards shown are
// those documents' bytes, saved or not; each file is watched, and another program's change
// is read again when the document has no edits, or offered for reload when it has.
class CardFileDocuments : public QObject {
    Q_OBJECT
public:
    CardFileDocuments(VendorCardStore* store, UserPrompts* prompts, QWidget* window);

    // The open document of the file; null when none is open.
    CardFileDocument* find(const QString& path) const;
    // The document of the file, opened now when it is not; null when it cannot be read
    // (said).
    CardFileDocument* documentFor(const QString& path);
    QList<CardFileDocument*> documents() const; // by path
    QList<CardFileDocument*> modified() const;  // by path

    // Writes the document: never over another program's version without asking. False when
    // it did not (cancelled, reloaded instead, or failed: said).
    bool save(CardFileDocument* document);
    // Every modified document; false at the first that was not saved.
    bool saveAll();
    // Closes every document, dropping its edits; with `modifiedToo` false, the modified
    // ones stay open.
    void close(bool modifiedToo);
    FileWatch* watch() const { return m_watch; }
    // Another program changed the document's file: read again, or asked (public for tests).
    void checkDisk(CardFileDocument* document);

signals:
    void opened(CardFileDocument* document);
    void aboutToClose(CardFileDocument* document);
    // A document became modified or saved, or one was opened or closed.
    void modifiedChanged();

private:
    void bytesChanged();

    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    QWidget* m_window;
    FileWatch* m_watch;
    QHash<QString, CardFileDocument*> m_documents; // by absolute path
    bool m_checking = false;
};

} // namespace FlowAudit
