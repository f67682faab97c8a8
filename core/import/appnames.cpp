#include "core/import/appnames.h"

#include <QHash>
#include <QStringList>

namespace FlowAudit {

namespace {

// Make app names (`hubspotcrm`) and n8n node names (lower case, without the package and
// a Trigger suffix) → the system's ID; the vendor cards' vendor_id where there is a card.
const QHash<QString, QString>& table() {
    static const QHash<QString, QString> names = [] {
        QHash<QString, QString> t;
        auto add = [&t](const char* id, std::initializer_list<const char*> apps) {
            t.insert(QString::fromLatin1(id), QString::fromLatin1(id));
            for (const char* app : apps)
                t.insert(QString::fromLatin1(app), QString::fromLatin1(id));
        };
        add("hubspot", {"hubspotcrm", "hubspot-crm", "hubspotdeveloper"});
        add("stripe", {"stripe-payments"});
        add("pipedrive", {"pipedrive-crm"});
        add("klaviyo", {"klaviyo-marketing"});
        add("segment", {"twilio-segment", "segmentcom"});
        add("braze", {});
        add("ga4",
            {"google-analytics-4", "googleanalytics", "google-analytics", "googleanalyticsv4"});
        add("google_ads", {"google-ads", "googleads", "google-ads-conversions"});
        add("meta", {"facebook-conversions-api", "facebookconversionsapi", "facebook-capi",
                     "meta-conversions-api", "facebookleadads", "facebook-lead-ads"});
        add("make", {"integromat"});
        add("zapier", {});
        add("n8n", {});
        // Systems with no card, named one way.
        add("salesforce", {"salesforce-crm"});
        add("google-sheets", {"googlesheets", "google-sheet"});
        add("slack", {"slackbot"});
        add("gmail", {"google-email", "google-gmail"});
        add("airtable", {"airtable2"});
        add("shopify", {});
        add("mailchimp", {});
        add("zendesk", {});
        add("jira", {"jirasoftware", "jira-software"});
        add("notion", {});
        return t;
    }();
    return names;
}

} // namespace

QString AppNames::systemOf(QStringView app) {
    QString name = app.trimmed().toString();
    if (const qsizetype dot = name.lastIndexOf(u'.'); dot >= 0)
        name = name.mid(dot + 1); // n8n-nodes-base.hubspotTrigger
    if (name.endsWith(QLatin1StringView("Trigger")) && name.size() > 7)
        name.chop(7);
    name = name.toLower();
    return table().value(name, name);
}

QStringList AppNames::vendorIds() {
    QStringList ids;
    for (auto it = table().constBegin(); it != table().constEnd(); ++it) {
        if (!ids.contains(*it))
            ids.append(*it);
    }
    ids.sort();
    return ids;
}

} // namespace FlowAudit
