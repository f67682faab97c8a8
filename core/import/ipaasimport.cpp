#include "core/import/ipaasimport.h"

#include "core/import/flowslug.h"
#include "core/import/jsoninput.h"
#include "core/import/makeblueprint.h"
#include "core/import/n8nworkflow.h"
#include "core/io/files/inventoryfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace FlowAudit {

namespace {

enum class Shape { N8n, N8nList, Make, Unknown };

// What a JSON document is, and the object (or list) to read.
Shape shapeOf(const QJsonDocument& document, QJsonObject* object, QString* refusal) {
    if (document.isArray()) {
        const QJsonArray list = document.array();
        if (!list.isEmpty() && list.first().isObject() &&
            N8nWorkflow::isWorkflow(list.first().toObject()))
            return Shape::N8nList;
        *refusal =
            list.isEmpty()
                ? QCoreApplication::translate("Import", "an empty list: no workflow to import")
                : QCoreApplication::translate(
                      "Import", "a list that does not hold n8n workflows (objects with nodes)");
        return Shape::Unknown;
    }
    const QJsonObject root = document.object();
    if (N8nWorkflow::isWorkflow(root)) {
        *object = root;
        return Shape::N8n;
    }
    if (MakeBlueprint::isBlueprint(root)) {
        *object = root;
        return Shape::Make;
    }
    // The n8n.io template wrapper: {"workflow": {"id", "name", "workflow": {…real…}, "nodes":
    // [catalogue]}}.
    const QJsonObject wrapper = root.value(QLatin1StringView("workflow")).toObject();
    const QJsonObject inner = wrapper.value(QLatin1StringView("workflow")).toObject();
    if (N8nWorkflow::isWorkflow(inner)) {
        *object = inner;
        if (!inner.contains(QLatin1StringView("name")))
            object->insert(QLatin1StringView("name"), wrapper.value(QLatin1StringView("name")));
        return Shape::N8n;
    }
    if (N8nWorkflow::isWorkflow(wrapper)) {
        *object = wrapper;
        return Shape::N8n;
    }
    // Make's API: {"code", "response": {"blueprint": {…}}}, or a bare {"blueprint": {…}}.
    for (const QJsonObject& holder : {root.value(QLatin1StringView("response")).toObject(), root}) {
        const QJsonObject blueprint = holder.value(QLatin1StringView("blueprint")).toObject();
        if (MakeBlueprint::isBlueprint(blueprint)) {
            *object = blueprint;
            return Shape::Make;
        }
    }
    if (MakeBlueprint::isAuthoringFormat(root))
        *refusal = QCoreApplication::translate(
            "Import",
            "Make's authoring format for agents (modules with config), not an exported blueprint; "
            "export the scenario's blueprint in Make and import that");
    else if (root.contains(QLatin1StringView("zaps")))
        *refusal =
            QCoreApplication::translate("Import", "a Zapier export: Zapier publishes no schema for "
                                                  "its account export, so FlowAudit does not "
                                                  "read it rather than guess");
    else if (root.contains(QLatin1StringView("connections")))
        *refusal = QCoreApplication::translate(
            "Import", "an n8n workflow without nodes: there is nothing to import");
    else
        *refusal =
            QCoreApplication::translate("Import", "neither an n8n workflow (an object with nodes) "
                                                  "nor a Make blueprint (an object with flow)");
    return Shape::Unknown;
}

} // namespace

IpaasImportResult IpaasImport::readPath(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir()) {
        QByteArray bytes;
        if (const auto error = InventoryFile::readBytes(path, &bytes))
            return {{}, *error};
        return parse(bytes, path);
    }
    const QDir dir(path);
    const QStringList names = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (names.isEmpty())
        return {{},
                IoError{path, 0, 0,
                        QCoreApplication::translate("Import",
                                                    "the folder holds no .json files to import")}};
    IpaasImportResult all;
    for (const QString& name : names) {
        IpaasImportResult one = readPath(dir.filePath(name));
        if (one.error)
            return one;
        all.flows.append(std::move(one.flows));
    }
    return all;
}

IpaasImportResult IpaasImport::parse(const QByteArray& bytes, const QString& fileName) {
    if (!JsonInput::looksLikeJson(bytes))
        return {{},
                IoError{fileName, 0, 0,
                        QCoreApplication::translate("Import",
                                                    "not an n8n workflow or a Make blueprint: "
                                                    "those are JSON, and this file is not")}};
    JsonReadResult json = JsonInput::parse(bytes, fileName);
    if (!json.document)
        return {{}, json.error};
    QJsonObject object;
    QString refusal;
    const Shape shape = shapeOf(*json.document, &object, &refusal);
    IpaasImportResult result;
    QString error;
    switch (shape) {
    case Shape::Unknown:
        return {{}, IoError{fileName, 0, 0, refusal}};
    case Shape::N8n:
        if (auto flow = N8nWorkflow::read(object, fileName, &error))
            result.flows.append(*flow);
        break;
    case Shape::N8nList: {
        const QJsonArray list = json.document->array();
        for (qsizetype i = 0; i < list.size() && error.isEmpty(); ++i) {
            if (auto flow = N8nWorkflow::read(list[i].toObject(), fileName, &error))
                result.flows.append(*flow);
            else
                error = QCoreApplication::translate("Import", "workflow %1 of the list: %2")
                            .arg(i + 1)
                            .arg(error);
        }
        break;
    }
    case Shape::Make:
        if (auto flow = MakeBlueprint::read(object, fileName, &error))
            result.flows.append(*flow);
        break;
    }
    if (!error.isEmpty())
        return {{}, IoError{fileName, 0, 0, error}};
    return result;
}

bool IpaasImport::isExport(const QByteArray& bytes) {
    // Any JSON counts: its refusal then says what it is and why it is not read.
    return JsonInput::looksLikeJson(bytes);
}

std::optional<IoError> IpaasImport::makeIdsUnique(QList<ImportedFlow>* flows) {
    QHash<QString, QString> realIds; // id → file
    QSet<QString> taken;
    for (const ImportedFlow& flow : std::as_const(*flows)) {
        if (flow.idMadeUp)
            continue;
        const QString id = flow.flow.text(Field::FlowId);
        taken.insert(id);
        // A sheet's own rows sharing an ID are refused by SpreadsheetImport; one ID in two
        // files of one import would give two flows one ID (SC01).
        if (flow.fromPeople && realIds.contains(id))
            return IoError{flow.origin, 0, 0,
                           QCoreApplication::translate(
                               "Import", "flow ID %1 is also in %2; every flow needs its own ID "
                                         "(SC01)")
                               .arg(id, realIds.value(id))};
        if (flow.fromPeople) {
            realIds.insert(id, flow.origin);
            continue;
        }
        if (realIds.contains(id))
            return IoError{flow.origin, 0, 0,
                           QCoreApplication::translate(
                               "Import", "workflow id %1 is also in %2: the same workflow twice")
                               .arg(id, realIds.value(id))};
        realIds.insert(id, flow.origin);
    }
    for (ImportedFlow& flow : *flows) {
        if (!flow.idMadeUp)
            continue;
        const QString id = flow.flow.text(Field::FlowId);
        const QString unique = FlowSlug::unique(id, &taken);
        if (unique != id) {
            flow.flow.setText(Field::FlowId, unique);
            flow.warnings.append(
                QCoreApplication::translate(
                    "Import", "flow_id %1 was taken by another flow of this import; this one is %2")
                    .arg(id, unique));
        }
    }
    return std::nullopt;
}

} // namespace FlowAudit
