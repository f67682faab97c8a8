#include "core/import/makeblueprint.h"

#include "core/import/appnames.h"
#include "core/import/flowdraft.h"
#include "core/import/flowslug.h"
#include "core/import/jsoninput.h"
#include "core/import/writingsteps.h"
#include "core/model/platformlayers.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

namespace FlowAudit {

namespace {

struct Module {
    QString module; // app:Name
    QString app;
    QString name;
    QString id;
    QJsonObject object;

    QString label() const {
        return QCoreApplication::translate("Import", "module %1 (%2)").arg(id, module);
    }
    QJsonObject mapper() const { return object.value(QLatin1StringView("mapper")).toObject(); }
    QJsonObject parameters() const {
        return object.value(QLatin1StringView("parameters")).toObject();
    }
};

Module moduleOf(const QJsonObject& object) {
    Module m;
    m.object = object;
    m.module = JsonInput::scalarText(object.value(QLatin1StringView("module")));
    const qsizetype colon = m.module.indexOf(u':');
    m.app = colon < 0 ? m.module : m.module.left(colon);
    m.name = colon < 0 ? QString() : m.module.mid(colon + 1);
    m.id = JsonInput::scalarText(object.value(QLatin1StringView("id")));
    return m;
}

// Modules of the main data flow and its routes and branches, in order; not onerror.
void walk(const QJsonArray& flow, QList<Module>* modules, QStringList* warnings) {
    for (const QJsonValue& value : flow) {
        if (!value.isObject())
            continue;
        const QJsonObject object = value.toObject();
        modules->append(moduleOf(object));
        for (const char* key : {"routes", "branches"}) {
            for (const QJsonValue& route : object.value(QLatin1StringView(key)).toArray())
                walk(route.toObject().value(QLatin1StringView("flow")).toArray(), modules,
                     warnings);
        }
        if (object.value(QLatin1StringView("mapper"))
                .toObject()
                .contains(QLatin1StringView("routes")) &&
            !object.contains(QLatin1StringView("routes")))
            warnings->append(
                QCoreApplication::translate("Import",
                                            "module %1 keeps its routes in mapper.routes, which is "
                                            "not Make's export format; "
                                            "the modules of those routes were not read")
                    .arg(JsonInput::scalarText(object.value(QLatin1StringView("id")))));
    }
}

// Make's Retry handler waits this long between attempts unless its interval says otherwise
// (the Make card: "default 3 attempts 15 minutes apart").
constexpr double DefaultBreakMinutes = 15;

// Make's own apps: they shape data or store it inside Make and write to no other system.
bool isInternal(const Module& m) {
    static const QStringList apps{QStringLiteral("builtin"),   QStringLiteral("util"),
                                  QStringLiteral("json"),      QStringLiteral("gateway"),
                                  QStringLiteral("datastore"), QStringLiteral("regexp"),
                                  QStringLiteral("xml"),       QStringLiteral("csv"),
                                  QStringLiteral("markdown"),  QStringLiteral("html")};
    return apps.contains(m.app);
}

// The module name's verb, without Make's "Action" prefix, lower case.
QString verbOf(const Module& m) {
    QString name = m.name;
    if (name.startsWith(QLatin1StringView("Action"), Qt::CaseInsensitive))
        name.remove(0, 6);
    return name.toLower();
}

QString httpMethodOf(const Module& m) {
    return JsonInput::scalarText(m.mapper().value(QLatin1StringView("method"))).trimmed().toUpper();
}

bool isHttp(const Module& m) {
    return m.app == u"http";
}

bool writes(const Module& m) {
    if (isInternal(m))
        return false;
    if (isHttp(m)) {
        const QString method = httpMethodOf(m);
        return method == u"POST" || method == u"PUT" || method == u"PATCH" || method == u"DELETE";
    }
    static const QStringList reads{
        QStringLiteral("get"),   QStringLiteral("list"),     QStringLiteral("search"),
        QStringLiteral("watch"), QStringLiteral("retrieve"), QStringLiteral("download"),
        QStringLiteral("find"),  QStringLiteral("read"),     QStringLiteral("fetch")};
    const QString verb = verbOf(m);
    return std::none_of(reads.begin(), reads.end(),
                        [&](const QString& read) { return verb.startsWith(read); });
}

Creates creates(const Module& m) {
    if (isHttp(m))
        return createsByHttpMethod(httpMethodOf(m));
    const QString verb = verbOf(m);
    for (const char* yes : {"create", "add", "upsert", "insert", "append"}) {
        if (verb.startsWith(QLatin1StringView(yes)))
            return Creates::Yes;
    }
    for (const char* no : {"update", "delete", "remove", "patch"}) {
        if (verb.startsWith(QLatin1StringView(no)))
            return Creates::No;
    }
    return Creates::Unknown;
}

QString systemOf(const Module& m) {
    if (isHttp(m))
        return hostOfUrl(JsonInput::scalarText(m.mapper().value(QLatin1StringView("url"))));
    return AppNames::systemOf(m.app);
}

bool isOn(const QJsonValue& value) {
    if (value.isBool())
        return value.toBool();
    const QString text = value.toString().trimmed().toLower();
    return text == u"true" || text == u"{{true}}";
}

// The Break handler on a module's error route: its retries as total attempts, or 0 when
// there is none. `how` says what was read.
// The attempts of a module's Break handler with automatic retry, and its interval in
// minutes (Make's default 15 when it states none).
int breakAttempts(const Module& m, QString* how, QStringList* warnings, double* interval) {
    for (const QJsonValue& value : m.object.value(QLatin1StringView("onerror")).toArray()) {
        const Module handler = moduleOf(value.toObject());
        if (handler.module == u"builtin:Retry")
            warnings->append(
                QCoreApplication::translate("Import", "%1 has a builtin:Retry handler, which is "
                                                      "not in any Make source; it was not counted")
                    .arg(m.label()));
        if (handler.module != u"builtin:Break")
            continue;
        const QJsonObject mapper = handler.mapper();
        if (!isOn(mapper.value(QLatin1StringView("retry")))) {
            *how = QCoreApplication::translate("Import", "a Break handler without automatic retry");
            return 1;
        }
        const std::optional<double> count =
            JsonInput::number(mapper.value(QLatin1StringView("count")));
        const std::optional<double> minutes =
            JsonInput::number(mapper.value(QLatin1StringView("interval")));
        *interval = minutes && *minutes > 0 ? *minutes : DefaultBreakMinutes;
        const int retries = count ? int(std::min(*count, 1000.0)) : 3;
        *how =
            count
                ? QCoreApplication::translate("Import",
                                              "a Break handler with count %1, %2 attempts")
                      .arg(
                          JsonInput::scalarText(mapper.value(QLatin1StringView("count"))).trimmed())
                      .arg(retries + 1)
                : QCoreApplication::translate(
                      "Import",
                      "a Break handler without count, Make's default of 3 retries, 4 attempts");
        return retries + 1;
    }
    return 0;
}

// flow_id (made up from the name: a blueprint holds no scenario ID), name, ipaas, method.
void readBlueprintIdentity(FlowDraft& draft, const QJsonObject& blueprint, const QString& origin) {
    const QString name =
        JsonInput::scalarText(blueprint.value(QLatin1StringView("name"))).trimmed();
    QString slug = FlowSlug::of(name);
    if (slug.isEmpty())
        slug = FlowSlug::of(
            QFileInfo(origin).completeBaseName().remove(QLatin1StringView(".blueprint")));
    if (slug.isEmpty())
        slug = QStringLiteral("make_scenario");
    draft.set(Field::FlowId, slug);
    draft.setIdMadeUp();
    draft.note(QCoreApplication::translate(
        "Import", "flow_id made up from the name: a blueprint does not hold the scenario's ID."));
    draft.warn(
        QCoreApplication::translate(
            "Import", "a Make blueprint has no scenario ID; flow_id %1 is made up from its name")
            .arg(slug));
    draft.set(Field::Name, name);
    draft.set(Field::Ipaas, QStringLiteral("make"));
    draft.set(Field::Method, QStringLiteral("ipaas"));
}

// The first module is the trigger: source and inbound_webhook.
void readTrigger(FlowDraft& draft, const Module& trigger, const QJsonValue& instant) {
    const QJsonObject triggerParameters = trigger.parameters();
    const bool hook = trigger.module == u"gateway:CustomWebHook" ||
                      triggerParameters.contains(QLatin1StringView("__IMTHOOK__")) ||
                      triggerParameters.contains(QLatin1StringView("hook"));
    if (hook || instant == QJsonValue(true)) {
        draft.set(Field::InboundWebhook, QStringLiteral("yes"));
        draft.note(QCoreApplication::translate("Import", "inbound_webhook from %1%2.")
                       .arg(trigger.label(),
                            hook ? QString()
                                 : QCoreApplication::translate("Import", " and metadata.instant")));
    } else if (instant == QJsonValue(false)) {
        draft.set(Field::InboundWebhook, QStringLiteral("no"));
        draft.note(QCoreApplication::translate(
                       "Import", "inbound_webhook no: %1 is not instant (metadata.instant false).")
                       .arg(trigger.label()));
    }
    if (isInternal(trigger))
        draft.note(
            trigger.module == u"gateway:CustomWebHook"
                ? QCoreApplication::translate(
                      "Import", "A custom webhook does not say who calls it, so source is blank.")
                : QCoreApplication::translate("Import", "%1 is Make's own, so source is blank.")
                      .arg(trigger.label()));
    else {
        draft.set(Field::Source, AppNames::systemOf(trigger.app));
        draft.note(QCoreApplication::translate("Import", "source from %1.").arg(trigger.label()));
    }
}

// retry_layers: the Break handler that retries most, and incomplete executions when on.
void readRetries(FlowDraft& draft, const QList<const Module*>& writers, bool dlq) {
    int most = 1;
    QString mostHow;
    const Module* mostModule = nullptr;
    double mostInterval = DefaultBreakMinutes;
    for (const Module* writer : writers) {
        QString how;
        QStringList handlerWarnings;
        double interval = DefaultBreakMinutes;
        const int tries = breakAttempts(*writer, &how, &handlerWarnings, &interval);
        for (const QString& warning : std::as_const(handlerWarnings))
            draft.warn(warning);
        if (tries > 1 && !dlq) {
            draft.note(QCoreApplication::translate("Import",
                                                   "%1 has a Break handler, but incomplete "
                                                   "executions (dlq) are off, so it cannot retry.")
                           .arg(writer->label()));
            continue;
        }
        if (tries > most) {
            most = tries;
            mostHow = how;
            mostModule = writer;
            mostInterval = interval;
        }
    }
    QStringList layers;
    if (most > 1) {
        const QString name = PlatformLayers::makeRetryHandler();
        layers.append(QStringLiteral("%1:%2").arg(name).arg(most));
        draft.note(QCoreApplication::translate("Import", "retry_layers %1 from %2: %3.")
                       .arg(name, mostModule->label(), mostHow));
        if (mostInterval != DefaultBreakMinutes) {
            // The card states Make's default; the simulator takes this one instead.
            YamlValue wait = YamlValue::map(true);
            wait.insert(QStringLiteral("schedule"), YamlValue::scalar(QStringLiteral("fixed")));
            wait.insert(QStringLiteral("wait"),
                        YamlValue::scalar(QStringLiteral("%1 min").arg(mostInterval)));
            // A platform waits the time it states, as the card's schedules do.
            wait.insert(QStringLiteral("jitter"), YamlValue::scalar(QStringLiteral("none")));
            YamlValue named = YamlValue::map();
            named.insert(name, std::move(wait));
            YamlValue storm = YamlValue::map();
            storm.insert(QStringLiteral("layers"), std::move(named));
            draft.setExtra(QStringLiteral("retry_storm"), std::move(storm));
            draft.note(QCoreApplication::translate(
                           "Import", "retry_storm: the Break handler waits %1 min between attempts "
                                     "(Make's default is %2 min).")
                           .arg(mostInterval)
                           .arg(DefaultBreakMinutes));
        }
    }
    if (dlq) {
        const QString name = PlatformLayers::makeIncompleteExecutions();
        layers.append(QStringLiteral("%1:9").arg(name));
        draft.note(QCoreApplication::translate(
                       "Import", "retry_layers %1: incomplete executions are on (dlq), and Make "
                                 "retries those from rate-limit, connection and timeout errors 8 "
                                 "times after the first run.")
                       .arg(name));
    }
    if (layers.isEmpty()) {
        layers.append(QStringLiteral("none"));
        draft.note(QCoreApplication::translate("Import",
                                               "retry_layers none: no Break handler retries, "
                                               "and incomplete executions (dlq) are off."));
    }
    draft.set(Field::RetryLayers, layers.join(u';'));
}

// Error handlers that hide a failure: Ignore, Resume and Commit end the run as a success,
// so nothing retries and nobody hears of it (RT07, never silence a failure).
void readSilencingHandlers(FlowDraft& draft, const QList<Module>& modules) {
    static const QHash<QString, const char*> silencing{
        {QStringLiteral("builtin:Ignore"),
         QT_TRANSLATE_NOOP("Import", "drops the failed bundle and marks the run successful")},
        {QStringLiteral("builtin:Resume"),
         QT_TRANSLATE_NOOP("Import",
                           "replaces the failed output with a substitute and marks the run "
                           "successful")},
        {QStringLiteral("builtin:Commit"),
         QT_TRANSLATE_NOOP("Import", "stops the run and marks it successful")}};
    for (const Module& m : modules) {
        for (const QJsonValue& value : m.object.value(QLatin1StringView("onerror")).toArray()) {
            const Module handler = moduleOf(value.toObject());
            const auto it = silencing.constFind(handler.module);
            if (it == silencing.constEnd())
                continue;
            const QString evidence =
                QCoreApplication::translate("Import", "%1 has a %2 error handler, which %3")
                    .arg(m.label(), handler.module, QCoreApplication::translate("Import", *it));
            draft.note(QCoreApplication::translate("Import", "%1: a failure there is never retried "
                                                             "and never reported.")
                           .arg(evidence));
            draft.failReview(QStringLiteral("RT07"), evidence);
        }
    }
}

// idempotency_key: Make's data-store dedupe pattern, or an Idempotency-Key header.
void readIdempotencyKey(FlowDraft& draft, const QList<Module>& modules,
                        const QList<const Module*>& writers) {
    QStringList existKeys;
    for (const Module& m : std::as_const(modules)) {
        if (m.module == u"datastore:ExistRecord")
            existKeys.append(
                JsonInput::scalarText(m.mapper().value(QLatin1StringView("key"))).trimmed());
    }
    QString key;
    QString keyFrom;
    for (const Module& m : std::as_const(modules)) {
        const QString added =
            JsonInput::scalarText(m.mapper().value(QLatin1StringView("key"))).trimmed();
        if (m.module == u"datastore:AddRecord" && !added.isEmpty() && existKeys.contains(added)) {
            key = added;
            keyFrom = QCoreApplication::translate(
                          "Import",
                          "the data-store dedupe pattern (ExistRecord then AddRecord on %1), %2")
                          .arg(added, m.label());
            break;
        }
    }
    if (key.isEmpty()) {
        for (const Module* writer : writers) {
            for (const QJsonValue& entry :
                 writer->mapper().value(QLatin1StringView("headers")).toArray()) {
                const QJsonObject header = entry.toObject();
                const QString headerName =
                    JsonInput::scalarText(header.value(QLatin1StringView("name")));
                if (isIdempotencyHeader(headerName) && key.isEmpty()) {
                    key = JsonInput::scalarText(header.value(QLatin1StringView("value"))).trimmed();
                    keyFrom =
                        QCoreApplication::translate("Import", "the Idempotency-Key header of %1")
                            .arg(writer->label());
                }
            }
        }
    }
    if (!key.isEmpty()) {
        draft.set(Field::IdempotencyKey, key);
        draft.note(QCoreApplication::translate(
                       "Import", "idempotency_key from %1 (an expression is kept as written).")
                       .arg(keyFrom));
    }
}

} // namespace

bool MakeBlueprint::isBlueprint(const QJsonObject& object) {
    return object.value(QLatin1StringView("flow")).isArray();
}

bool MakeBlueprint::isAuthoringFormat(const QJsonObject& object) {
    const QJsonArray modules = object.value(QLatin1StringView("modules")).toArray();
    return !modules.isEmpty() && modules.first().toObject().contains(QLatin1StringView("config"));
}

std::optional<ImportedFlow> MakeBlueprint::read(const QJsonObject& blueprint, const QString& origin,
                                                QString* error) {
    const QJsonArray flow = blueprint.value(QLatin1StringView("flow")).toArray();
    if (flow.isEmpty() || !flow.first().isObject()) {
        *error = QCoreApplication::translate(
            "Import", "a Make blueprint without modules: there is nothing to import");
        return std::nullopt;
    }
    FlowDraft draft(QStringLiteral("make"), origin);
    readBlueprintIdentity(draft, blueprint, origin);

    const QJsonObject metadata = blueprint.value(QLatin1StringView("metadata")).toObject();
    const bool dlq = isOn(
        metadata.value(QLatin1StringView("scenario")).toObject().value(QLatin1StringView("dlq")));
    const QJsonValue instant = metadata.value(QLatin1StringView("instant"));
    const int orphans = int(metadata.value(QLatin1StringView("designer"))
                                .toObject()
                                .value(QLatin1StringView("orphans"))
                                .toArray()
                                .size());

    QList<Module> modules;
    QStringList warnings;
    walk(flow, &modules, &warnings);
    for (const QString& warning : std::as_const(warnings))
        draft.warn(warning);

    const Module& trigger = modules.first();
    readTrigger(draft, trigger, instant);
    if (orphans > 0)
        draft.note(QCoreApplication::translate(
            "Import", "%n module chain(s) not connected to the scenario (orphans) were not read.",
            nullptr, orphans));

    QList<const Module*> writers;
    for (qsizetype i = 1; i < modules.size(); ++i) {
        if (writes(modules[i]))
            writers.append(&modules[i]);
    }
    if (writers.isEmpty()) {
        draft.note(QCoreApplication::translate(
            "Import", "No module writes to another system: destination, creates_records and "
                      "retry_layers were left blank."));
        return draft.finish();
    }
    QList<WritingStep> steps;
    for (const Module* writer : writers) {
        steps.append(
            {writer->label(), systemOf(*writer),
             QCoreApplication::translate(
                 "Import", "%1 writes to a URL made at run time; it is not in destination.")
                 .arg(writer->label()),
             creates(*writer),
             QCoreApplication::translate("Import", "creates_records from %1.")
                 .arg(writer->label())});
    }
    deriveWrites(draft, steps,
                 QCoreApplication::translate(
                     "Import", "creates_records no: every writing module updates or deletes."));

    readRetries(draft, writers, dlq);
    readSilencingHandlers(draft, modules);
    readIdempotencyKey(draft, modules, writers);
    return draft.finish();
}

} // namespace FlowAudit
