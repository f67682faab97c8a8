#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace FlowAudit {

class SelectedFlow;
class UserPrompts;
class VendorCardStore;
class VendorCardView;

// The vendor cards of the selected flow's source, destination and iPaaS, with the
// advice they give on it; or, while searching, every card that matches.
class VendorCardsDock : public QDockWidget {
    Q_OBJECT
public:
    VendorCardsDock(SelectedFlow* selected, VendorCardStore* store, UserPrompts* prompts,
                    QWidget* parent = nullptr);

    QListWidget* cardList() const { return m_list; }
    QListWidget* advisoryList() const { return m_advisories; }
    QLineEdit* searchField() const { return m_search; }
    VendorCardView* cardView() const { return m_view; }
    QSpinBox* staleAfter() const { return m_staleAfter; }
    void showCard(const QString& cardId);

private:
    void refresh();
    // The banner of cards that could not be read: the bundled cards' and the overrides', and
    // the team's folder or cards, which stays until the problem is fixed.
    void refreshProblems();
    void refreshAdvisories();

    SelectedFlow* m_selected;
    VendorCardStore* m_store;
    QLabel* m_problems;
    QListWidget* m_advisories;
    QLineEdit* m_search;
    QListWidget* m_list;
    VendorCardView* m_view;
    QSpinBox* m_staleAfter;
    // What the card list was built from: an edit that leaves the flow's vendors (and the
    // search) as they were refreshes only the advice.
    QString m_listedFor;
};

} // namespace FlowAudit
