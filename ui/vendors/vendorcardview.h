#pragma once

#include "core/io/ioerror.h"
#include "ui/flowpanel/paneltable.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace FlowAudit {

class UserPrompts;
class VendorCardStore;
struct VendorCard;

// One vendor card: its source, checked date and age with a stale mark, its windows and
// facts. Facts and window lengths are edited in place and "Mark Re-checked Today" dates
// it; both go to the user's overrides, and what the user changed is shown as such.
class VendorCardView : public QWidget {
    Q_OBJECT
public:
    VendorCardView(VendorCardStore* store, UserPrompts* prompts, QWidget* parent = nullptr);

    void showCard(const QString& cardId); // empty: none
    QString cardId() const { return m_cardId; }
    QTableWidget* windowsTable() const { return m_windows; }
    QListWidget* factsList() const { return m_facts; }
    QLabel* staleMark() const { return m_stale; }
    QLabel* ageLabel() const { return m_age; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void fitToFont();
    void windowEdited(QTableWidgetItem* item);
    void factEdited(QListWidgetItem* item);
    void report(const std::optional<IoError>& error);
    const VendorCard* bundledCard() const;

    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    QString m_cardId;
    QLabel* m_title;
    QLabel* m_source;
    QLabel* m_age;
    QLabel* m_stale;
    PanelTable* m_windows;
    QLabel* m_retries;
    QListWidget* m_facts;
    QPushButton* m_recheck;
    QPushButton* m_revert;
    bool m_refreshing = false;
};

} // namespace FlowAudit
