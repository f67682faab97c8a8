#include "core/simulation/stormsettings.h"

#include "core/model/flow.h"
#include "core/model/yamlvalue.h"
#include "core/simulation/stormquantity.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

using SettingProblem = StormSettings::Problem;

int settingLineOf(const YamlValue& value, int fallback) {
    return value.line() > 0 ? value.line() : fallback;
}

// A scalar entry's text; a list or map where a value belongs is a problem.
std::optional<QString> settingScalarText(const YamlMapEntry& entry, int fallback,
                                         std::optional<SettingProblem>& problem) {
    if (entry.value.isNull())
        return std::nullopt;
    if (!entry.value.isScalar()) {
        problem =
            SettingProblem{settingLineOf(entry.value, fallback),
                           QCoreApplication::translate(
                               "StormSettings", "`%1` must be a single value, not a list or map")
                               .arg(entry.key)};
        return std::nullopt;
    }
    return entry.value.text().trimmed();
}

bool readNumber(const YamlMapEntry& entry, int fallback, std::optional<double>& out,
                std::optional<SettingProblem>& problem, bool duration) {
    const std::optional<QString> text = settingScalarText(entry, fallback, problem);
    if (problem)
        return false;
    if (!text || text->isEmpty())
        return true;
    QString why;
    out = duration ? StormQuantity::parseDuration(*text, &why)
                   : StormQuantity::parseNumber(*text, &why);
    if (!out)
        problem = SettingProblem{settingLineOf(entry.value, fallback),
                                 QStringLiteral("`%1`: %2").arg(entry.key, why)};
    return !problem;
}

// A layer's `waits` list of durations.
bool readWaits(const YamlMapEntry& e, StormLayerSettings& layer,
               std::optional<SettingProblem>& problem) {
    if (!e.value.isSequence() || e.value.items().empty()) {
        problem =
            SettingProblem{settingLineOf(e.value, layer.line),
                           QCoreApplication::translate(
                               "StormSettings",
                               "`waits` must be a list of durations such as `[3 s, 30 s, 150 s]`")};
        return false;
    }
    for (const YamlValue& item : e.value.items()) {
        QString why;
        const std::optional<double> w =
            item.isScalar() ? StormQuantity::parseDuration(item.text(), &why) : std::nullopt;
        if (!w) {
            problem = SettingProblem{
                settingLineOf(item, settingLineOf(e.value, layer.line)),
                QStringLiteral("`waits`: %1")
                    .arg(item.isScalar() ? why
                                         : QCoreApplication::translate("StormSettings",
                                                                       "expected a duration"))};
            return false;
        }
        layer.waits.append(*w);
    }
    return true;
}

// One key of a layer's map, into layer; false, with problem set, when it is refused.
bool readLayerKey(const YamlMapEntry& e, StormLayerSettings& layer,
                  std::optional<SettingProblem>& problem) {
    const QString& k = e.key;
    if (k == QLatin1StringView("schedule")) {
        const std::optional<QString> text = settingScalarText(e, layer.line, problem);
        if (problem)
            return false;
        if (!text)
            return true;
        if (text->compare(QLatin1StringView("platform"), Qt::CaseInsensitive) == 0) {
            layer.platform = true;
        } else if (const std::optional<ScheduleKind> kind = scheduleKindFromKeyword(*text)) {
            layer.kind = kind;
        } else {
            problem = SettingProblem{
                settingLineOf(e.value, layer.line),
                QCoreApplication::translate(
                    "StormSettings",
                    "`schedule` must be exponential, fixed, waits or platform, found `%1`")
                    .arg(*text)};
            return false;
        }
    } else if (k == QLatin1StringView("jitter")) {
        const std::optional<QString> text = settingScalarText(e, layer.line, problem);
        if (problem)
            return false;
        if (!text)
            return true;
        layer.jitter = jitterFromKeyword(*text);
        if (!layer.jitter) {
            problem = SettingProblem{
                settingLineOf(e.value, layer.line),
                QCoreApplication::translate("StormSettings",
                                            "`jitter` must be none, full or equal, found `%1`")
                    .arg(*text)};
            return false;
        }
    } else if (k == QLatin1StringView("entry")) {
        std::optional<double> n;
        if (!readNumber(e, layer.line, n, problem, false))
            return false;
        if (n && (*n < 1 || *n != std::floor(*n) || *n > 100)) {
            problem = SettingProblem{
                settingLineOf(e.value, layer.line),
                QCoreApplication::translate(
                    "StormSettings",
                    "`entry` must be a whole number from 1, the card's retries entry")};
            return false;
        }
        layer.entry = n ? int(*n) : 0;
    } else if (k == QLatin1StringView("base") || k == QLatin1StringView("cap") ||
               k == QLatin1StringView("wait")) {
        std::optional<double>& out = k == QLatin1StringView("base")  ? layer.base
                                     : k == QLatin1StringView("cap") ? layer.cap
                                                                     : layer.wait;
        if (!readNumber(e, layer.line, out, problem, true))
            return false;
    } else if (k == QLatin1StringView("factor")) {
        if (!readNumber(e, layer.line, layer.factor, problem, false))
            return false;
        if (layer.factor && *layer.factor < 1) {
            problem = SettingProblem{
                settingLineOf(e.value, layer.line),
                QCoreApplication::translate("StormSettings", "`factor` must be 1 or more")};
            return false;
        }
    } else if (k == QLatin1StringView("waits")) {
        if (!readWaits(e, layer, problem))
            return false;
    } else {
        problem = SettingProblem{
            settingLineOf(e.value, layer.line),
            QCoreApplication::translate("StormSettings",
                                        "unknown entry `%1` in layer `%2`; expected schedule, "
                                        "base, factor, cap, wait, waits, jitter or entry")
                .arg(k, layer.name)};
        return false;
    }
    return true;
}

bool readLayer(const YamlMapEntry& entry, int fallback, StormLayerSettings& layer,
               std::optional<SettingProblem>& problem) {
    layer.name = entry.key;
    layer.line = settingLineOf(entry.value, fallback);
    if (entry.value.isNull())
        return true;
    if (!entry.value.isMap()) {
        problem = SettingProblem{
            layer.line,
            QCoreApplication::translate(
                "StormSettings", "layer `%1` must be a map such as `{schedule: fixed, wait: 60 s}`")
                .arg(entry.key)};
        return false;
    }
    for (const YamlMapEntry& e : entry.value.entries()) {
        if (!readLayerKey(e, layer, problem))
            return false;
    }
    if (layer.platform && layer.kind) {
        problem = SettingProblem{
            layer.line,
            QCoreApplication::translate("StormSettings", "layer `%1` names one schedule only")
                .arg(layer.name)};
        return false;
    }
    if (layer.kind == ScheduleKind::Waits && layer.waits.isEmpty()) {
        problem = SettingProblem{
            layer.line,
            QCoreApplication::translate("StormSettings",
                                        "layer `%1`: a `waits` schedule needs its `waits` list")
                .arg(layer.name)};
        return false;
    }
    return true;
}

YamlValue scalar(const QString& text) {
    // Numbers and durations are meant as written: plain, as a person types them.
    return YamlValue::scalar(text, YamlValue::ScalarStyle::Plain);
}

} // namespace

bool StormSettings::isEmpty() const {
    return *this == StormSettings{};
}

const StormLayerSettings* StormSettings::layer(QStringView name) const {
    for (const StormLayerSettings& l : layers)
        if (l.name == name)
            return &l;
    return nullptr;
}

StormSettings::ReadResult StormSettings::read(const Flow& flow) {
    for (const YamlMapEntry& e : flow.extraFields())
        if (e.key == key())
            return read(e.value, flow.line());
    return {};
}

StormSettings::ReadResult StormSettings::read(const YamlValue& value, int fallbackLine) {
    ReadResult result;
    if (value.isNull())
        return result;
    const int line = settingLineOf(value, fallbackLine);
    if (!value.isMap()) {
        result.problem = SettingProblem{
            line,
            QCoreApplication::translate(
                "StormSettings", "`retry_storm` must be a map of settings such as `rate: 100`")};
        return result;
    }
    StormSettings& s = result.settings;
    std::optional<SettingProblem>& problem = result.problem;
    for (const YamlMapEntry& e : value.entries()) {
        const QString& k = e.key;
        const struct {
            const char* name;
            std::optional<double>* out;
            bool duration;
        } simple[] = {
            {"rate", &s.rate, false},
            {"outage_start", &s.outageStart, true},
            {"outage_length", &s.outageLength, true},
            {"failure_share", &s.failureShare, false},
            {"capacity", &s.capacity, false},
            {"detection", &s.detection, true},
            {"horizon", &s.horizon, true},
        };
        bool known = false;
        for (const auto& f : simple) {
            if (k != QLatin1StringView(f.name))
                continue;
            known = true;
            if (!readNumber(e, line, *f.out, problem, f.duration))
                return result;
        }
        if (known)
            continue;
        if (k == QLatin1StringView("layers")) {
            if (e.value.isNull())
                continue;
            if (!e.value.isMap()) {
                result.problem = SettingProblem{
                    settingLineOf(e.value, line),
                    QCoreApplication::translate(
                        "StormSettings", "`layers` must be a map from layer name to its schedule")};
                return result;
            }
            for (const YamlMapEntry& l : e.value.entries()) {
                StormLayerSettings layer;
                if (!readLayer(l, settingLineOf(e.value, line), layer, problem))
                    return result;
                s.layers.append(layer);
            }
            continue;
        }
        result.problem =
            SettingProblem{settingLineOf(e.value, line),
                           QCoreApplication::translate(
                               "StormSettings", "unknown entry `%1` in retry_storm; expected rate, "
                                                "outage_start, outage_length, failure_share, "
                                                "capacity, detection, horizon or layers")
                               .arg(k)};
        return result;
    }
    if (s.failureShare && *s.failureShare > 1)
        result.problem =
            SettingProblem{line, QCoreApplication::translate(
                                     "StormSettings", "`failure_share` must be between 0 and 1")};
    else if (s.capacity && *s.capacity <= 0)
        result.problem = SettingProblem{
            line, QCoreApplication::translate("StormSettings",
                                              "`capacity` must be above 0 attempts per second")};
    return result;
}

YamlValue StormSettings::toYaml() const {
    YamlValue map = YamlValue::map();
    const auto number = [&](const char* name, const std::optional<double>& v, bool duration) {
        if (v)
            map.insert(QString::fromLatin1(name), scalar(duration ? StormQuantity::durationText(*v)
                                                                  : StormQuantity::numberText(*v)));
    };
    number("rate", rate, false);
    number("outage_start", outageStart, true);
    number("outage_length", outageLength, true);
    number("failure_share", failureShare, false);
    number("capacity", capacity, false);
    number("detection", detection, true);
    number("horizon", horizon, true);
    if (!layers.isEmpty()) {
        YamlValue layerMap = YamlValue::map();
        for (const StormLayerSettings& l : layers) {
            YamlValue entry = YamlValue::map(true);
            if (l.platform)
                entry.insert(QStringLiteral("schedule"), scalar(QStringLiteral("platform")));
            else if (l.kind)
                entry.insert(QStringLiteral("schedule"), scalar(scheduleKindKeyword(*l.kind)));
            if (l.entry > 0)
                entry.insert(QStringLiteral("entry"), scalar(QString::number(l.entry)));
            if (l.base)
                entry.insert(QStringLiteral("base"), scalar(StormQuantity::durationText(*l.base)));
            if (l.factor)
                entry.insert(QStringLiteral("factor"),
                             scalar(StormQuantity::numberText(*l.factor)));
            if (l.cap)
                entry.insert(QStringLiteral("cap"), scalar(StormQuantity::durationText(*l.cap)));
            if (l.wait)
                entry.insert(QStringLiteral("wait"), scalar(StormQuantity::durationText(*l.wait)));
            if (!l.waits.isEmpty()) {
                YamlValue list = YamlValue::sequence(true);
                for (double w : l.waits)
                    list.append(scalar(StormQuantity::durationText(w)));
                entry.insert(QStringLiteral("waits"), std::move(list));
            }
            if (l.jitter)
                entry.insert(QStringLiteral("jitter"), scalar(jitterKeyword(*l.jitter)));
            layerMap.insert(l.name, entry.entries().empty() ? YamlValue() : std::move(entry));
        }
        map.insert(QStringLiteral("layers"), std::move(layerMap));
    }
    return map;
}

Flow StormSettings::appliedTo(const Flow& flow) const {
    Flow result = flow;
    YamlEntries extra = flow.extraFields();
    const auto it = std::find_if(extra.begin(), extra.end(),
                                 [](const YamlMapEntry& e) { return e.key == key(); });
    if (isEmpty()) {
        if (it != extra.end())
            extra.erase(it);
    } else if (it != extra.end()) {
        it->value = toYaml();
    } else {
        extra.push_back({key(), toYaml()});
    }
    result.setExtraFields(std::move(extra));
    return result;
}

} // namespace FlowAudit
