#include "ui/models/waiversmodel.h"

#include "core/document/inventorydocument.h"
#include "painting/severitystyle.h"
#include "ui/commands/inventoryeditor.h"

namespace FlowAudit {

namespace {

Waiver::Key keyOf(int column) {
    switch (column) {
    case WaiversModel::FlowColumn:
        return Waiver::Key::FlowId;
    case WaiversModel::RuleColumn:
        return Waiver::Key::Rule;
    case WaiversModel::FieldColumn:
        return Waiver::Key::Field;
    case WaiversModel::OwnerColumn:
        return Waiver::Key::Owner;
    case WaiversModel::ApprovedByColumn:
        return Waiver::Key::ApprovedBy;
    case WaiversModel::ExpiresColumn:
        return Waiver::Key::Expires;
    default:
        return Waiver::Key::Justification;
    }
}

} // namespace

WaiversModel::WaiversModel(InventoryDocument* document, InventoryEditor* editor, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_editor(editor) {
    // Waivers are few: any change of them, or of a flow they name, shows again whole.
    connect(document, &InventoryDocument::waiversChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(document, &InventoryDocument::flowsChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, StateColumn), index(rowCount() - 1, StateColumn));
    });
    connect(document, &InventoryDocument::findingsRenumbered, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int WaiversModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_document->waiverCount();
}

int WaiversModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString WaiversModel::stateText(int position) const {
    const WaiverStatus& status = m_document->engine().waivers().status(position);
    // Whether it covers a finding matters only to a waiver that accepts (and costs a check).
    const bool covers = status.accepts() && m_document->engine().waiverCoversAFinding(position);
    switch (waiverStanding(status, covers)) {
    case WaiverStanding::Invalid:
        return tr("invalid: %1").arg(status.problem);
    case WaiverStanding::Expired:
        return tr("expired %1").arg(status.expires.toString(Qt::ISODate));
    case WaiverStanding::CoversNothing:
        return tr("covers nothing");
    case WaiverStanding::Expiring:
        return status.daysLeft == 0 ? tr("expires today")
                                    : tr("expires in %n day(s)", nullptr, status.daysLeft);
    case WaiverStanding::InForce:
        break;
    }
    return tr("in force");
}

int WaiversModel::countIn(WaiverState state) const {
    int n = 0;
    for (int p = 1; p <= m_document->waiverCount(); ++p)
        n += m_document->engine().waivers().status(p).state == state ? 1 : 0;
    return n;
}

QVariant WaiversModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int position = index.row() + 1;
    if (role == PositionRole)
        return position;
    const WaiverStatus& status = m_document->engine().waivers().status(position);
    if (index.column() == StateColumn) {
        const bool good = status.accepts() && m_document->engine().waiverCoversAFinding(position);
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
            return stateText(position);
        case Qt::DecorationRole:
            return good
                       ? SeverityStyle::acceptedIcon()
                       : SeverityStyle::icon(status.state == WaiverState::Invalid ? Severity::Fail
                                                                                  : Severity::Warn);
        case Qt::BackgroundRole:
            return good ? QVariant(SeverityStyle::acceptedTint())
                        : QVariant(SeverityStyle::tint(status.state == WaiverState::Invalid
                                                           ? Severity::Fail
                                                           : Severity::Warn));
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
        return m_document->waiver(position).text(keyOf(index.column()));
    return {};
}

bool WaiversModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.column() == StateColumn)
        return false;
    Waiver waiver = m_document->waiver(index.row() + 1);
    waiver.text(keyOf(index.column())) = value.toString().trimmed();
    return m_editor->setWaiver(index.row() + 1, waiver);
}

Qt::ItemFlags WaiversModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != StateColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant WaiversModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StateColumn:
        return tr("State");
    case FlowColumn:
        return tr("Flow");
    case RuleColumn:
        return tr("Rule");
    case FieldColumn:
        return tr("Field");
    case OwnerColumn:
        return tr("Owner");
    case ApprovedByColumn:
        return tr("Approved by");
    case ExpiresColumn:
        return tr("Expires");
    case JustificationColumn:
        return tr("Justification");
    default:
        return {};
    }
}

} // namespace FlowAudit
