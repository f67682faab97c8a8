#include "core/vendors/vendoroverrides.h"

#include "core/io/files/atomicfile.h"
#include "core/io/yaml/yamlreader.h"
#include "core/model/yamlvalue.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>

#include <yaml-cpp/emitter.h>

namespace FlowAudit {

namespace {

const CardOverride::FactEdit* factEdit(const CardOverride* card, const QString& bundled) {
    if (!card)
        return nullptr;
    for (const CardOverride::FactEdit& edit : card->facts) {
        if (edit.bundled == bundled)
            return &edit;
    }
    return nullptr;
}

const CardOverride::WindowEdit* windowEdit(const CardOverride* card, const VendorWindow& bundled) {
    if (!card)
        return nullptr;
    for (const CardOverride::WindowEdit& edit : card->windows) {
        if (edit.kind == bundled.kind && edit.note == bundled.note &&
            edit.bundled == bundled.duration)
            return &edit;
    }
    return nullptr;
}

struct OverrideProblem {
    int line;
    QString message;
};

QString text(const YamlValue& value, const char* key) {
    if (!value.isScalar())
        throw OverrideProblem{value.line(),
                              QCoreApplication::translate("VendorOverrides", "`%1` must be a text")
                                  .arg(QLatin1StringView(key))};
    return value.text();
}

const YamlValue& required(const YamlValue& map, const char* key) {
    const YamlValue* value = map.isMap() ? map.find(QString::fromLatin1(key)) : nullptr;
    if (!value)
        throw OverrideProblem{
            map.line(), QCoreApplication::translate("VendorOverrides", "expected a map with `%1`")
                            .arg(QLatin1StringView(key))};
    return *value;
}

Duration duration(const YamlValue& value, const char* key) {
    QString why;
    const std::optional<Duration> parsed = Duration::parse(text(value, key), &why);
    if (!parsed)
        throw OverrideProblem{value.line(), why};
    return *parsed;
}

CardOverride readCard(const YamlValue& value) {
    CardOverride card;
    if (!value.isMap())
        throw OverrideProblem{
            value.line(),
            QCoreApplication::translate("VendorOverrides", "expected a card's edits as a map")};
    if (const YamlValue* checked = value.find(u"checked")) {
        card.checked = QDate::fromString(text(*checked, "checked"), Qt::ISODate);
        if (!card.checked.isValid())
            throw OverrideProblem{
                checked->line(),
                QCoreApplication::translate("VendorOverrides",
                                            "`checked` must be a date such as 2026-11-30")};
    }
    if (const YamlValue* facts = value.find(u"facts")) {
        if (!facts->isSequence())
            throw OverrideProblem{facts->line(), QCoreApplication::translate(
                                                     "VendorOverrides", "`facts` must be a list")};
        for (const YamlValue& fact : facts->items())
            card.facts.append({text(required(fact, "bundled"), "bundled"),
                               text(required(fact, "yours"), "yours")});
    }
    if (const YamlValue* windows = value.find(u"windows")) {
        if (!windows->isSequence())
            throw OverrideProblem{
                windows->line(),
                QCoreApplication::translate("VendorOverrides", "`windows` must be a list")};
        for (const YamlValue& window : windows->items()) {
            const std::optional<WindowKind> kind =
                windowKindFromKeyword(text(required(window, "kind"), "kind"));
            if (!kind)
                throw OverrideProblem{window.line(), QCoreApplication::translate(
                                                         "VendorOverrides", "unknown window kind")};
            card.windows.append({*kind, text(required(window, "note"), "note"),
                                 duration(required(window, "bundled"), "bundled"),
                                 duration(required(window, "yours"), "yours")});
        }
    }
    return card;
}

void emitText(YAML::Emitter& out, const QString& text) {
    out << YAML::DoubleQuoted << text.toStdString();
}

} // namespace

VendorOverrides::ReadResult VendorOverrides::readFile(const QString& path) {
    QFile file(path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly))
        return {{},
                IoError{path, 0, 0,
                        QCoreApplication::translate("VendorOverrides", "cannot open the file: %1")
                            .arg(file.errorString())}};
    return parse(file.readAll(), path);
}

VendorOverrides::ReadResult VendorOverrides::parse(const QByteArray& bytes,
                                                   const QString& fileName) {
    ReadResult result;
    if (bytes.trimmed().isEmpty())
        return result;
    QByteArray copy = bytes;
    QBuffer device(&copy);
    device.open(QIODevice::ReadOnly);
    const ValueReadResult read = YamlReader::readValue(&device, fileName);
    if (!read.value)
        return {{}, read.error};
    const std::optional<YamlValue>& document = read.value;
    try {
        if (!document->isMap())
            throw OverrideProblem{
                document->line(),
                QCoreApplication::translate("VendorOverrides",
                                            "expected a map from card IDs to your edits")};
        for (const YamlMapEntry& entry : document->entries())
            result.overrides.store(entry.key, readCard(entry.value));
    } catch (const OverrideProblem& problem) {
        return {{}, IoError{fileName, problem.line, 0, problem.message}};
    }
    return result;
}

QByteArray VendorOverrides::serialise() const {
    YAML::Emitter out;
    out << YAML::BeginMap;
    for (auto card = m_cards.cbegin(); card != m_cards.cend(); ++card) {
        out << YAML::Key << card.key().toStdString() << YAML::Value << YAML::BeginMap;
        if (card->checked.isValid())
            out << YAML::Key << "checked" << YAML::Value
                << card->checked.toString(Qt::ISODate).toStdString();
        if (!card->facts.isEmpty()) {
            out << YAML::Key << "facts" << YAML::Value << YAML::BeginSeq;
            for (const CardOverride::FactEdit& edit : card->facts) {
                out << YAML::BeginMap << YAML::Key << "bundled" << YAML::Value;
                emitText(out, edit.bundled);
                out << YAML::Key << "yours" << YAML::Value;
                emitText(out, edit.yours);
                out << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        if (!card->windows.isEmpty()) {
            out << YAML::Key << "windows" << YAML::Value << YAML::BeginSeq;
            for (const CardOverride::WindowEdit& edit : card->windows) {
                out << YAML::BeginMap << YAML::Key << "kind" << YAML::Value
                    << windowKindKeyword(edit.kind).toStdString();
                out << YAML::Key << "note" << YAML::Value;
                emitText(out, edit.note);
                out << YAML::Key << "bundled" << YAML::Value
                    << edit.bundled.toString().toStdString();
                out << YAML::Key << "yours" << YAML::Value << edit.yours.toString().toStdString()
                    << YAML::EndMap;
            }
            out << YAML::EndSeq;
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    QByteArray bytes(
        "# FlowAudit: your edits to the bundled vendor cards, which are never changed.\n");
    if (!m_cards.isEmpty())
        bytes += QByteArray(out.c_str(), qsizetype(out.size())) + '\n';
    return bytes;
}

std::optional<IoError> VendorOverrides::writeFile(const QString& path) const {
    return AtomicFile::write(path, serialise());
}

const CardOverride* VendorOverrides::find(const QString& cardId) const {
    const auto found = m_cards.constFind(cardId);
    return found == m_cards.cend() ? nullptr : &*found;
}

void VendorOverrides::store(const QString& cardId, CardOverride card) {
    if (card.isEmpty())
        m_cards.remove(cardId);
    else
        m_cards.insert(cardId, std::move(card));
}

void VendorOverrides::markChecked(const QString& cardId, QDate date) {
    CardOverride card = m_cards.value(cardId);
    card.checked = date;
    store(cardId, std::move(card));
}

void VendorOverrides::setFact(const VendorCard& bundled, int index, const QString& text) {
    const QString& original = bundled.facts.at(index);
    CardOverride card = m_cards.value(bundled.id);
    card.facts.removeIf(
        [&](const CardOverride::FactEdit& edit) { return edit.bundled == original; });
    if (text != original)
        card.facts.append({original, text});
    store(bundled.id, std::move(card));
}

void VendorOverrides::setWindow(const VendorCard& bundled, int index, Duration duration) {
    const VendorWindow& original = bundled.windows.at(index);
    CardOverride card = m_cards.value(bundled.id);
    card.windows.removeIf([&](const CardOverride::WindowEdit& edit) {
        return edit.kind == original.kind && edit.note == original.note &&
               edit.bundled == original.duration;
    });
    if (duration != original.duration)
        card.windows.append({original.kind, original.note, original.duration, duration});
    store(bundled.id, std::move(card));
}

void VendorOverrides::revert(const QString& cardId) {
    m_cards.remove(cardId);
}

VendorCard VendorOverrides::apply(const VendorCard& bundled) const {
    const CardOverride* edits = find(bundled.id);
    if (!edits)
        return bundled;
    VendorCard card = bundled;
    if (edits->checked.isValid())
        card.checked = edits->checked;
    for (QString& fact : card.facts) {
        if (const CardOverride::FactEdit* edit = factEdit(edits, fact))
            fact = edit->yours;
    }
    for (VendorWindow& window : card.windows) {
        if (const CardOverride::WindowEdit* edit = windowEdit(edits, window))
            window.duration = edit->yours;
    }
    return card;
}

bool VendorOverrides::isFactEdited(const VendorCard& bundled, int index) const {
    return factEdit(find(bundled.id), bundled.facts.value(index)) != nullptr;
}

bool VendorOverrides::isWindowEdited(const VendorCard& bundled, int index) const {
    return index >= 0 && index < bundled.windows.size() &&
           windowEdit(find(bundled.id), bundled.windows[index]) != nullptr;
}

bool VendorOverrides::isCheckedEdited(const QString& cardId) const {
    const CardOverride* card = find(cardId);
    return card && card->checked.isValid();
}

} // namespace FlowAudit
