#include "core/io/yaml/inventorybuilder.h"
#include "core/model/field.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace FlowAudit {

namespace {

const QString FlowsKey = QStringLiteral("flows");
const QString WaiversKey = QStringLiteral("waivers");

} // namespace

int InventoryBuilder::roleOf(int parentRole, const QString* key, bool isMap, Position at) {
    switch (parentRole) {
    case DocumentRole:
        if (!isMap)
            abort(at, QCoreApplication::translate(
                          "YamlReader",
                          "expected a map with a flows list at the top of the file, found a list"));
        m_sawTopMap = true;
        return TopRole;
    case TopRole:
        if (*key == WaiversKey) {
            if (isMap)
                abort(at,
                      QCoreApplication::translate(
                          "YamlReader", "expected a list of waivers under waivers, found a map"));
            return WaiversRole;
        }
        if (*key != FlowsKey)
            return FreeRole;
        if (isMap)
            abort(at, QCoreApplication::translate(
                          "YamlReader", "expected a list of flows under flows, found a map"));
        m_sawFlows = true;
        return FlowsRole;
    case FlowsRole:
        if (!isMap)
            abort(at, QCoreApplication::translate("YamlReader",
                                                  "expected a map for each flow, found a list"));
        m_flow = Flow();
        m_flow.setLine(at.line);
        return FlowRole;
    case WaiversRole:
        if (!isMap)
            abort(at, QCoreApplication::translate("YamlReader",
                                                  "expected a map for each waiver, found a list"));
        m_waiver = Waiver();
        m_waiver.line = at.line;
        return WaiverRole;
    case WaiverRole:
        abort(at, isMap ? QCoreApplication::translate(
                              "YamlReader", "expected text for the waiver's %1, found a map")
                              .arg(*key)
                        : QCoreApplication::translate(
                              "YamlReader", "expected text for the waiver's %1, found a list")
                              .arg(*key));
    default:
        return FreeRole;
    }
}

void InventoryBuilder::take(int parentRole, const QString* key, YamlValue value, Position at) {
    switch (parentRole) {
    case DocumentRole:
        abort(at,
              QCoreApplication::translate(
                  "YamlReader", "expected a map with a flows list at the top of the file, found %1")
                  .arg(describe(value)));
    case TopRole:
        takeTopLevel(*key, std::move(value), at);
        return;
    case FlowsRole:
        abort(at,
              QCoreApplication::translate("YamlReader", "expected a map for each flow, found %1")
                  .arg(describe(value)));
    case FlowRole:
        takeFlowField(*key, std::move(value));
        return;
    case WaiversRole:
        abort(at,
              QCoreApplication::translate("YamlReader", "expected a map for each waiver, found %1")
                  .arg(describe(value)));
    case WaiverRole:
        takeWaiverKey(*key, std::move(value));
        return;
    default:
        return;
    }
}

void InventoryBuilder::end(int role) {
    if (role == WaiverRole) {
        m_inventory.waivers.append(std::move(m_waiver));
        return;
    }
    if (role != FlowRole)
        return;
    m_inventory.flows.append(std::move(m_flow));
    if (m_flowRead)
        m_flowRead(m_inventory.flows.constLast());
    const int flows = int(m_inventory.flows.size());
    if (m_progress && flows % ProgressEvery == 0 && !m_progress(bytesParsed(), flows))
        abort(keyPosition(), QCoreApplication::translate("YamlReader", "reading was cancelled"));
}

void InventoryBuilder::takeTopLevel(const QString& key, YamlValue value, Position at) {
    if (key == FlowsKey) {
        if (value.isNull())
            abort(keyPosition(),
                  QCoreApplication::translate(
                      "YamlReader",
                      "flows is empty: write the flows as a list (flows: [] when there are none)"));
        abort(at, QCoreApplication::translate("YamlReader",
                                              "expected a list of flows under flows, found %1")
                      .arg(describe(value)));
    }
    if (key == WaiversKey) {
        if (value.isNull()) // `waivers:` with nothing under it: none
            return;
        abort(at, QCoreApplication::translate("YamlReader",
                                              "expected a list of waivers under waivers, found %1")
                      .arg(describe(value)));
    }
    QString* text = key == QLatin1StringView("format")  ? &m_inventory.format
                    : key == QLatin1StringView("title") ? &m_inventory.title
                    : key == QLatin1StringView("owner") ? &m_inventory.owner
                                                        : nullptr;
    if (text && value.isScalar()) {
        *text = value.text().trimmed();
        if (text == &m_inventory.format)
            checkFormat(*text, at);
    } else if (!(text && value.isNull())) {
        m_inventory.extraKeys.push_back({key, std::move(value)});
    }
}

void InventoryBuilder::takeFlowField(const QString& key, YamlValue value) {
    if (key == FieldCatalogue::reviewsKey()) {
        m_flow.setReviews(std::move(value));
        return;
    }
    const std::optional<Field> field = FieldCatalogue::byName(key);
    if (!field) {
        m_flow.appendExtraField(key, std::move(value));
        return;
    }
    m_flow.setFieldLine(*field, keyPosition().line); // a null value's mark is past the key
    if (value.isScalar())
        m_flow.setText(*field, value.text());
    else if (!value.isNull())
        m_flow.setStructured(*field, std::move(value));
}

void InventoryBuilder::takeWaiverKey(const QString& key, YamlValue value) {
    if (const std::optional<Waiver::Key> known = Waiver::keyNamed(key))
        m_waiver.text(*known) = value.isScalar() ? value.text().trimmed() : QString();
    else
        m_waiver.extraKeys.push_back({key, std::move(value)});
}

void InventoryBuilder::checkFormat(const QString& format, Position at) const {
    static const QRegularExpression versioned(QStringLiteral("^flow-inventory/([0-9]+)$"));
    const QRegularExpressionMatch match = versioned.match(format);
    if (!match.hasMatch())
        return;
    const QString version = match.captured(1);
    const qsizetype firstDigit = version.indexOf(QRegularExpression(QStringLiteral("[1-9]")));
    const bool aboveOne = firstDigit >= 0 && (version.size() - firstDigit > 1 ||
                                              version.at(firstDigit) != QLatin1Char('1'));
    if (aboveOne)
        abort(at, QCoreApplication::translate("YamlReader",
                                              "this inventory is format %1, newer than the "
                                              "flow-inventory/1 this FlowAudit reads: "
                                              "update FlowAudit to open it")
                      .arg(format));
}

Inventory InventoryBuilder::takeInventory() {
    if (m_inventory.format
            .isEmpty()) // docs/spec/inventory-format.md: a missing format is version 1
        m_inventory.format = Inventory::currentFormat();
    return std::move(m_inventory);
}

std::optional<ReadAbort> InventoryBuilder::finish() const {
    if (!m_sawTopMap)
        return ReadAbort{
            1, 1,
            QCoreApplication::translate("YamlReader",
                                        "expected a map with a flows list at the top of the file")};
    if (!m_sawFlows)
        return ReadAbort{
            1, 1,
            QCoreApplication::translate(
                "YamlReader", "there is no flows list: an inventory is a map with a flows list")};
    return std::nullopt;
}

} // namespace FlowAudit
