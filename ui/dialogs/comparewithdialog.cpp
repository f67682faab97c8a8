#include "ui/dialogs/comparewithdialog.h"

#include "core/io/files/fileformats.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace FlowAudit {

CompareWithDialog::CompareWithDialog(const CompareOffer& offer, QWidget* parent)
    : QDialog(parent)
    , m_offer(offer)
    , m_fileChoice(new QRadioButton(tr("Another inventory &file:"), this))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse…"), this))
    , m_revisionChoice(
          new QRadioButton(tr("A &committed version of %1 in git:").arg(offer.documentName), this))
    , m_revision(new QComboBox(this)) {
    setObjectName(QStringLiteral("compareWithDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setAttribute(Qt::WA_WindowPropagation); // the editor's font: View → Zoom reaches it too
    setWindowTitle(tr("Compare %1 With").arg(offer.documentName));
    auto* intro = new QLabel(
        tr("The version you choose is the one before; the open inventory, with its unsaved "
           "changes, is the one after. The comparison lists what the change does to the "
           "verdicts first, then the flows, keys and waivers it changes."),
        this);
    intro->setWordWrap(true);

    m_fileChoice->setObjectName(QStringLiteral("compareFileChoice"));
    m_path->setObjectName(QStringLiteral("compareFilePath"));
    m_path->setAccessibleName(tr("Inventory file"));
    m_path->setPlaceholderText(tr("Path of a YAML or CSV inventory"));
    m_browse->setObjectName(QStringLiteral("compareBrowse"));
    m_revisionChoice->setObjectName(QStringLiteral("compareRevisionChoice"));
    m_revision->setObjectName(QStringLiteral("compareRevision"));
    m_revision->setAccessibleName(tr("Revision"));
    m_revision->setEditable(true);
    m_revision->setInsertPolicy(QComboBox::NoInsert);
    m_revision->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_revision->setMinimumContentsLength(40);
    m_revision->addItem(tr("HEAD (the last commit)"), QStringLiteral("HEAD"));
    for (const QString& line : offer.revisions) {
        const QStringList parts = line.split(QLatin1Char('\t'));
        if (parts.size() >= 3)
            m_revision->addItem(QStringLiteral("%1  %2  %3")
                                    .arg(parts[0], parts[1], parts.mid(2).join(QLatin1Char('\t'))),
                                parts[0]);
    }
    auto* gitNote = new QLabel(
        offer.inGit ? tr("Pick a commit from the file's history or type a revision "
                         "(a hash, a branch, main~2).")
                    : tr("Not available: the inventory's file is not in a git work tree."),
        this);
    gitNote->setObjectName(QStringLiteral("compareGitNote"));
    gitNote->setWordWrap(true);
    m_revisionChoice->setEnabled(offer.inGit);
    m_revision->setEnabled(offer.inGit);
    (offer.inGit ? m_revisionChoice : m_fileChoice)->setChecked(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_compare = buttons->addButton(tr("&Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    m_compare->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* grid = new QGridLayout;
    grid->addWidget(m_fileChoice, 0, 0, 1, 2);
    grid->addWidget(m_path, 1, 0);
    grid->addWidget(m_browse, 1, 1);
    grid->addItem(new QSpacerItem(0, fontMetrics().height() / 2), 2, 0);
    grid->addWidget(m_revisionChoice, 3, 0, 1, 2);
    grid->addWidget(m_revision, 4, 0, 1, 2);
    grid->addWidget(gitNote, 5, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(grid);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(m_browse, &QPushButton::clicked, this, &CompareWithDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, [this] {
        m_fileChoice->setChecked(true);
        updateButtons();
    });
    connect(m_revision, &QComboBox::editTextChanged, this, [this] {
        if (m_offer.inGit)
            m_revisionChoice->setChecked(true);
        updateButtons();
    });
    connect(m_fileChoice, &QRadioButton::toggled, this, &CompareWithDialog::updateButtons);
    updateButtons();
    resize(fontMetrics().averageCharWidth() * 90, sizeHint().height());
}

CompareSource CompareWithDialog::source() const {
    if (m_fileChoice->isChecked())
        return {CompareSource::Kind::File, m_path->text().trimmed()};
    // A line of the log stands for its hash; anything else is a revision typed.
    const int index = m_revision->findText(m_revision->currentText());
    const QString revision =
        index >= 0 ? m_revision->itemData(index).toString() : m_revision->currentText().trimmed();
    return {CompareSource::Kind::Revision, revision};
}

void CompareWithDialog::browse() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Compare with inventory"), m_offer.folder,
                                     FileFormats::dialogFilter(FileFormats::Purpose::CompareWith));
    if (!path.isEmpty())
        m_path->setText(path);
}

void CompareWithDialog::updateButtons() {
    if (m_compare)
        m_compare->setEnabled(!source().value.isEmpty());
}

} // namespace FlowAudit
