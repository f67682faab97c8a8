#include "ui/help/aboutdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace FlowAudit {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
    , m_versions(new QLabel(this)) {
    setObjectName(QStringLiteral("aboutDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setWindowTitle(tr("About FlowAudit"));

    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto* title = new QLabel(
        QStringLiteral("<h2>FlowAudit %1</h2>").arg(QStringLiteral(FLOWAUDIT_VERSION)), this);
    auto* about = new QLabel(
        tr("Design and audit how events move between systems. FlowAudit checks an inventory "
           "of integration flows against the delivery reliability rules: idempotency keys, "
           "ledger retention, nested retries and webhook acknowledgement."),
        this);
    about->setWordWrap(true);
    m_versions->setObjectName(QStringLiteral("aboutVersions"));
    m_versions->setText(
        versions().toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    m_versions->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_versions->setAccessibleName(tr("Versions"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("aboutCopy"));
    connect(copy, &QPushButton::clicked, this,
            [] { QApplication::clipboard()->setText(versions()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* text = new QVBoxLayout;
    text->addWidget(title);
    text->addWidget(about);
    text->addWidget(m_versions);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    setMinimumWidth(fontMetrics().averageCharWidth() * 64);
}

QString AboutDialog::versions() {
    return tr("FlowAudit %1\nRules %2 (rules.md)\nQt %3 (built with %4)\nyaml-cpp %5")
        .arg(QStringLiteral(FLOWAUDIT_VERSION), QStringLiteral(FLOWAUDIT_RULES_VERSION),
             QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             QStringLiteral(FLOWAUDIT_YAMLCPP_VERSION));
}

} // namespace FlowAudit
