#include "core/import/n8nworkflow.h"

#include "core/import/appnames.h"
#include "core/import/flowdraft.h"
#include "core/import/flowslug.h"
#include "core/import/jsoninput.h"
#include "core/import/writingsteps.h"
#include "core/model/platformlayers.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace FlowAudit {

namespace {

struct Node {
    QString name;
    QString type;      // n8n-nodes-base.stripeTrigger
    QString shortType; // stripeTrigger
    bool disabled = false;
    bool hasWebhookId = false;
    QJsonObject parameters;
    QJsonObject node;

    QString label() const {
        return QCoreApplication::translate("Import", "node “%1” (%2)").arg(name, type);
    }
    QString parameter(const char* key) const {
        return JsonInput::scalarText(parameters.value(QLatin1StringView(key)));
    }
};

// Triggers that say nothing about who calls them or that are not called from outside.
bool isGenericInbound(const QString& shortType) {
    return shortType == u"webhook" || shortType == u"formTrigger" || shortType == u"chatTrigger";
}
bool isGenericNotInbound(const QString& shortType) {
    static const QStringList types{
        QStringLiteral("scheduleTrigger"), QStringLiteral("cron"),
        QStringLiteral("interval"),        QStringLiteral("manualTrigger"),
        QStringLiteral("start"),           QStringLiteral("executeWorkflowTrigger"),
        QStringLiteral("errorTrigger"),    QStringLiteral("n8nTrigger"),
        QStringLiteral("workflowTrigger")};
    return types.contains(shortType);
}
bool isTrigger(const Node& node) {
    return node.shortType.endsWith(QLatin1StringView("Trigger")) ||
           isGenericInbound(node.shortType) || isGenericNotInbound(node.shortType);
}

// Nodes that shape data or control the run inside n8n and write nowhere (§1.8a).
bool isInternal(const Node& node) {
    static const QStringList types{QStringLiteral("if"),
                                   QStringLiteral("switch"),
                                   QStringLiteral("set"),
                                   QStringLiteral("code"),
                                   QStringLiteral("function"),
                                   QStringLiteral("functionItem"),
                                   QStringLiteral("merge"),
                                   QStringLiteral("noOp"),
                                   QStringLiteral("stickyNote"),
                                   QStringLiteral("wait"),
                                   QStringLiteral("stopAndError"),
                                   QStringLiteral("filter"),
                                   QStringLiteral("splitInBatches"),
                                   QStringLiteral("splitOut"),
                                   QStringLiteral("aggregate"),
                                   QStringLiteral("sort"),
                                   QStringLiteral("limit"),
                                   QStringLiteral("removeDuplicates"),
                                   QStringLiteral("summarize"),
                                   QStringLiteral("itemLists"),
                                   QStringLiteral("renameKeys"),
                                   QStringLiteral("dateTime"),
                                   QStringLiteral("crypto"),
                                   QStringLiteral("html"),
                                   QStringLiteral("xml"),
                                   QStringLiteral("markdown"),
                                   QStringLiteral("compareDatasets"),
                                   QStringLiteral("respondToWebhook"),
                                   QStringLiteral("executeWorkflow"),
                                   QStringLiteral("executionData"),
                                   QStringLiteral("moveBinaryData"),
                                   QStringLiteral("convertToFile"),
                                   QStringLiteral("extractFromFile"),
                                   QStringLiteral("spreadsheetFile"),
                                   QStringLiteral("readBinaryFile"),
                                   QStringLiteral("readBinaryFiles"),
                                   QStringLiteral("editImage"),
                                   QStringLiteral("compression"),
                                   QStringLiteral("debugHelper"),
                                   QStringLiteral("jwt"),
                                   QStringLiteral("totp")};
    return node.type.startsWith(QLatin1StringView("@n8n/n8n-nodes-langchain.")) ||
           types.contains(node.shortType);
}

bool isHttp(const Node& node) {
    return node.shortType == u"httpRequest";
}

// The HTTP verb of an HTTP Request node: `method` (v3+), `requestMethod` (v1/v2); absent is GET.
QString httpMethod(const Node& node) {
    QString method = node.parameter("method");
    if (method.isEmpty())
        method = node.parameter("requestMethod");
    return method.isEmpty() ? QStringLiteral("GET") : method.toUpper();
}

Creates createsByOperation(const QString& operation) {
    static const QStringList creating{QStringLiteral("create"),
                                      QStringLiteral("upsert"),
                                      QStringLiteral("createorupdate"),
                                      QStringLiteral("append"),
                                      QStringLiteral("appendorupdate"),
                                      QStringLiteral("insert"),
                                      QStringLiteral("add"),
                                      QStringLiteral("addorupdate")};
    static const QStringList notCreating{QStringLiteral("update"), QStringLiteral("delete"),
                                         QStringLiteral("remove"), QStringLiteral("clear"),
                                         QStringLiteral("archive")};
    const QString op = operation.toLower();
    if (creating.contains(op))
        return Creates::Yes;
    if (notCreating.contains(op))
        return Creates::No;
    return Creates::Unknown;
}

bool isReadOperation(const QString& operation) {
    static const QStringList reads{QStringLiteral("get"),     QStringLiteral("getall"),
                                   QStringLiteral("getmany"), QStringLiteral("search"),
                                   QStringLiteral("list"),    QStringLiteral("lookup"),
                                   QStringLiteral("read"),    QStringLiteral("download")};
    return reads.contains(operation.toLower());
}

// Whether the node writes (§1.8a), and if so what it creates.
bool writes(const Node& node) {
    if (node.disabled || isTrigger(node) || isInternal(node))
        return false;
    if (isHttp(node)) {
        const QString method = httpMethod(node);
        return method != u"GET" && method != u"HEAD" && method != u"OPTIONS";
    }
    return !isReadOperation(node.parameter("operation"));
}

Creates creates(const Node& node) {
    if (isHttp(node))
        return createsByHttpMethod(httpMethod(node));
    return createsByOperation(node.parameter("operation"));
}

// The system a writing node talks to: the app of its type, or the host of an HTTP URL.
QString systemOf(const Node& node) {
    if (isHttp(node))
        return hostOfUrl(node.parameter("url"));
    return AppNames::systemOf(node.shortType);
}

// The value of an Idempotency-Key header an HTTP node sends, if it names one.
QString idempotencyHeader(const Node& node) {
    for (const char* group : {"headerParameters", "headerParametersUi"}) {
        const QJsonObject headers = node.parameters.value(QLatin1StringView(group)).toObject();
        for (const char* list : {"parameters", "parameter"}) {
            for (const QJsonValue& entry : headers.value(QLatin1StringView(list)).toArray()) {
                const QJsonObject header = entry.toObject();
                if (isIdempotencyHeader(
                        JsonInput::scalarText(header.value(QLatin1StringView("name")))))
                    return JsonInput::scalarText(header.value(QLatin1StringView("value")));
            }
        }
    }
    QString json = node.parameter("jsonHeaders").trimmed();
    if (json.startsWith(u'='))
        json.remove(0, 1);
    const QJsonObject headers = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        if (isIdempotencyHeader(it.key()))
            return JsonInput::scalarText(it.value());
    }
    return {};
}

// Total attempts as the engine counts them (getRetryParams): only retryOnFail === true
// retries, then clamp(maxTries || 3, 2, 5); a maxTries without retryOnFail is one attempt.
int workflowAttempts(const Node& node, QString* how) {
    if (node.node.value(QLatin1StringView("retryOnFail")) != QJsonValue(true)) {
        *how = node.node.contains(QLatin1StringView("maxTries"))
                   ? QCoreApplication::translate(
                         "Import",
                         "maxTries %1 is set but retryOnFail is not on, so it does not retry")
                         .arg(JsonInput::scalarText(node.node.value(QLatin1StringView("maxTries"))))
                   : QCoreApplication::translate("Import", "no Retry On Fail");
        return 1;
    }
    const std::optional<double> maxTries =
        JsonInput::number(node.node.value(QLatin1StringView("maxTries")));
    const int tries =
        std::clamp(maxTries && *maxTries > 0 ? int(std::min(*maxTries, 100.0)) : 3, 2, 5);
    *how = maxTries
               ? QCoreApplication::translate(
                     "Import", "retryOnFail with maxTries %1, which n8n counts as %2 attempts")
                     .arg(JsonInput::scalarText(node.node.value(QLatin1StringView("maxTries"))))
                     .arg(tries)
               : QCoreApplication::translate(
                     "Import", "retryOnFail without maxTries, which n8n counts as 3 attempts");
    return tries;
}

// The workflow's nodes (sticky notes left out), or nullopt with *error.
std::optional<QList<Node>> readNodes(const QJsonObject& workflow, QString* error) {
    const QJsonValue nodesValue = workflow.value(QLatin1StringView("nodes"));
    if (!nodesValue.isArray()) {
        *error = nodesValue.isUndefined()
                     ? QCoreApplication::translate(
                           "Import", "an n8n workflow without nodes: there is nothing to import")
                     : QCoreApplication::translate("Import",
                                                   "an n8n workflow whose nodes are not a list");
        return std::nullopt;
    }
    const QJsonArray nodeArray = nodesValue.toArray();
    if (nodeArray.isEmpty()) {
        *error = QCoreApplication::translate(
            "Import", "an n8n workflow without nodes: there is nothing to import");
        return std::nullopt;
    }
    QList<Node> nodes;
    for (qsizetype i = 0; i < nodeArray.size(); ++i) {
        const QJsonObject object = nodeArray[i].toObject();
        const QJsonValue type = object.value(QLatin1StringView("type"));
        if (!nodeArray[i].isObject() || !type.isString() || type.toString().isEmpty()) {
            *error = QCoreApplication::translate(
                         "Import",
                         "node %1 of the workflow is not a node: expected an object with a type")
                         .arg(i + 1);
            return std::nullopt;
        }
        Node node;
        node.node = object;
        node.type = type.toString();
        node.shortType = node.type.mid(node.type.lastIndexOf(u'.') + 1);
        node.name = JsonInput::scalarText(object.value(QLatin1StringView("name")));
        if (node.name.isEmpty())
            node.name = QCoreApplication::translate("Import", "#%1").arg(i + 1);
        node.disabled = object.value(QLatin1StringView("disabled")) == QJsonValue(true);
        node.hasWebhookId =
            !JsonInput::scalarText(object.value(QLatin1StringView("webhookId"))).isEmpty();
        node.parameters = object.value(QLatin1StringView("parameters")).toObject();
        if (node.shortType != u"stickyNote")
            nodes.append(node);
    }
    return nodes;
}

// flow_id, name, ipaas and method: the workflow's id, else one made up from its name.
void readWorkflowIdentity(FlowDraft& draft, const QJsonObject& workflow, const QString& origin) {
    const QString name = JsonInput::scalarText(workflow.value(QLatin1StringView("name"))).trimmed();
    const QString id = JsonInput::scalarText(workflow.value(QLatin1StringView("id"))).trimmed();
    if (!id.isEmpty()) {
        draft.set(Field::FlowId, id);
    } else {
        QString slug = FlowSlug::of(name);
        if (slug.isEmpty())
            slug = FlowSlug::of(QFileInfo(origin).completeBaseName());
        if (slug.isEmpty())
            slug = QStringLiteral("n8n_workflow");
        draft.set(Field::FlowId, slug);
        draft.setIdMadeUp();
        draft.note(QCoreApplication::translate(
            "Import", "flow_id made up from the name: the workflow has no id."));
        draft.warn(QCoreApplication::translate(
                       "Import", "the workflow has no id; flow_id %1 is made up from its name")
                       .arg(slug));
    }
    draft.set(Field::Name, name);
    draft.set(Field::Ipaas, QStringLiteral("n8n"));
    draft.set(Field::Method, QStringLiteral("ipaas"));
}

// What the workflow's settings and connections say that FlowAudit cannot use.
void warnAboutSettings(FlowDraft& draft, const QJsonObject& workflow, const QList<Node>& nodes) {
    const QJsonObject settings = workflow.value(QLatin1StringView("settings")).toObject();
    if (settings.contains(QLatin1StringView("retryOnFail")))
        draft.warn(QCoreApplication::translate(
            "Import",
            "settings.retryOnFail is not an n8n setting (some collections add it); ignored"));
    if (nodes.size() > 1 && workflow.value(QLatin1StringView("connections")).toObject().isEmpty())
        draft.warn(
            QCoreApplication::translate(
                "Import",
                "the workflow has %1 nodes but no connections; the nodes were read as they are")
                .arg(nodes.size()));
}

// The trigger: source and inbound_webhook.
void readTrigger(FlowDraft& draft, const QList<Node>& nodes) {
    QList<const Node*> triggers;
    for (const Node& node : nodes) {
        if (!node.disabled && isTrigger(node))
            triggers.append(&node);
    }
    if (triggers.size() > 1) {
        QStringList names;
        for (const Node* trigger : triggers)
            names.append(trigger->label());
        draft.note(QCoreApplication::translate("Import",
                                               "The workflow has several triggers (%1); source "
                                               "and inbound_webhook were left blank.")
                       .arg(names.join(QLatin1StringView(", "))));
    } else if (triggers.size() == 1) {
        const Node& trigger = *triggers.first();
        if (isGenericInbound(trigger.shortType)) {
            draft.set(Field::InboundWebhook, QStringLiteral("yes"));
            draft.note(
                QCoreApplication::translate(
                    "Import",
                    "inbound_webhook from %1; it does not say who calls it, so source is blank.")
                    .arg(trigger.label()));
            const QString mode = trigger.parameter("responseMode");
            if (trigger.shortType == u"webhook")
                draft.note(
                    mode.isEmpty() || mode == u"onReceived"
                        ? QCoreApplication::translate(
                              "Import", "The webhook answers at once (responseMode onReceived).")
                        : QCoreApplication::translate(
                              "Import", "The webhook answers only after the workflow (responseMode "
                                        "%1): the sender waits for all of it.")
                              .arg(mode));
        } else if (isGenericNotInbound(trigger.shortType)) {
            draft.set(Field::InboundWebhook, QStringLiteral("no"));
            draft.note(
                QCoreApplication::translate(
                    "Import", "inbound_webhook no from %1, which is not called from outside.")
                    .arg(trigger.label()));
        } else {
            draft.set(Field::Source, AppNames::systemOf(trigger.shortType));
            draft.set(Field::InboundWebhook,
                      trigger.hasWebhookId ? QStringLiteral("yes") : QStringLiteral("no"));
            draft.note(
                trigger.hasWebhookId
                    ? QCoreApplication::translate(
                          "Import", "source and inbound_webhook from %1, which receives a webhook.")
                          .arg(trigger.label())
                    : QCoreApplication::translate("Import",
                                                  "source from %1; it has no webhookId, so it "
                                                  "polls and inbound_webhook is no.")
                          .arg(trigger.label()));
        }
    } else {
        draft.note(QCoreApplication::translate(
            "Import", "No trigger node: source and inbound_webhook were left blank."));
    }
}

// retry_layers: the most attempts any writing node makes.
void readRetries(FlowDraft& draft, const QList<const Node*>& writers) {
    int most = 0;
    QString mostHow;
    const Node* mostNode = nullptr;
    for (const Node* writer : writers) {
        QString how;
        const int tries = workflowAttempts(*writer, &how);
        if (tries > most) {
            most = tries;
            mostHow = how;
            mostNode = writer;
        }
    }
    draft.set(Field::RetryLayers,
              QStringLiteral("%1:%2").arg(PlatformLayers::n8nRetryOnFail()).arg(most));
    draft.note(
        QCoreApplication::translate(
            "Import",
            "retry_layers from %1: %2; other layers (an SDK, the sender) are not in the export.")
            .arg(mostNode->label(), mostHow));
}

// idempotency_key: the one Idempotency-Key header the writing HTTP nodes send.
void readIdempotencyKey(FlowDraft& draft, const QList<const Node*>& writers) {
    QStringList keys;
    const Node* keyNode = nullptr;
    for (const Node* writer : writers) {
        const QString key = isHttp(*writer) ? idempotencyHeader(*writer) : QString();
        if (key.trimmed().isEmpty())
            continue;
        if (!keys.contains(key))
            keys.append(key);
        keyNode = writer;
    }
    if (keys.size() == 1) {
        draft.set(Field::IdempotencyKey, keys.first());
        draft.note(QCoreApplication::translate("Import",
                                               "idempotency_key from the Idempotency-Key header "
                                               "of %1 (an expression is kept as written).")
                       .arg(keyNode->label()));
    } else if (keys.size() > 1) {
        draft.note(QCoreApplication::translate("Import",
                                               "Several nodes send different Idempotency-Key "
                                               "headers; idempotency_key was left blank."));
    }
}

// Nodes set to continue after an error: the workflow ends as a success with the failed
// items passed on or sent down an error output, so n8n retries nothing and no error
// workflow starts (RT07, never silence a failure).
void readContinueOnError(FlowDraft& draft, const QList<Node>& nodes) {
    for (const Node& node : nodes) {
        if (node.disabled)
            continue;
        const QString onError =
            JsonInput::scalarText(node.node.value(QLatin1StringView("onError"))).trimmed();
        QString handler;
        if (onError == u"continueRegularOutput")
            handler = QCoreApplication::translate("Import", "On Error: Continue");
        else if (onError == u"continueErrorOutput")
            handler =
                QCoreApplication::translate("Import", "On Error: Continue (using error output)");
        else if (onError.isEmpty() &&
                 node.node.value(QLatin1StringView("continueOnFail")) == QJsonValue(true))
            handler = QCoreApplication::translate("Import", "Continue On Fail");
        if (handler.isEmpty())
            continue;
        const QString evidence =
            QCoreApplication::translate("Import", "%1 is set to %2, so a failed item ends the "
                                                  "execution as a success")
                .arg(node.label(), handler);
        draft.note(QCoreApplication::translate(
                       "Import", "%1: a failure there is never retried and no error workflow runs.")
                       .arg(evidence));
        draft.failReview(QStringLiteral("RT07"), evidence);
    }
}

} // namespace

bool N8nWorkflow::isWorkflow(const QJsonObject& object) {
    return object.contains(QLatin1StringView("nodes"));
}

std::optional<ImportedFlow> N8nWorkflow::read(const QJsonObject& workflow, const QString& origin,
                                              QString* error) {
    const std::optional<QList<Node>> read = readNodes(workflow, error);
    if (!read)
        return std::nullopt;
    const QList<Node>& nodes = *read;
    FlowDraft draft(QStringLiteral("n8n"), origin);
    readWorkflowIdentity(draft, workflow, origin);
    warnAboutSettings(draft, workflow, nodes);
    readTrigger(draft, nodes);

    // The nodes that write: destination, creates_records, retry_layers, idempotency_key.
    QList<const Node*> writers;
    for (const Node& node : nodes) {
        if (writes(node))
            writers.append(&node);
    }
    QStringList disabled;
    for (const Node& node : nodes) {
        if (node.disabled)
            disabled.append(node.label());
    }
    if (!disabled.isEmpty())
        draft.note(QCoreApplication::translate("Import", "Disabled and not read: %1.")
                       .arg(disabled.join(QLatin1StringView(", "))));
    if (writers.isEmpty()) {
        draft.note(QCoreApplication::translate(
            "Import", "No node writes anywhere: destination, creates_records and retry_layers were "
                      "left blank."));
        return draft.finish();
    }

    QList<WritingStep> steps;
    for (const Node* writer : writers) {
        steps.append(
            {writer->label(), systemOf(*writer),
             QCoreApplication::translate(
                 "Import", "%1 writes to a URL made at run time (%2); it is not in destination.")
                 .arg(writer->label(), writer->parameter("url")),
             creates(*writer),
             isHttp(*writer)
                 ? QCoreApplication::translate("Import", "creates_records from %1 (%2).")
                       .arg(writer->label(), httpMethod(*writer))
                 : QCoreApplication::translate("Import", "creates_records from %1 (operation %2).")
                       .arg(writer->label(), writer->parameter("operation"))});
    }
    deriveWrites(draft, steps,
                 QCoreApplication::translate(
                     "Import", "creates_records no: every writing node updates or deletes."));
    readRetries(draft, writers);
    readIdempotencyKey(draft, writers);
    readContinueOnError(draft, nodes);
    return draft.finish();
}

} // namespace FlowAudit
