#include "core/model/yamlvalue.h"
#include "core/vendors/cardage.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/evidenceage.h"
#include "core/vendors/vendorcardreader.h"
#include "core/vendors/vendorcatalogue.h"
#include "testsupport.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

QString vendorsFolder() {
    return QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors");
}

const VendorCatalogue& bundled() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(vendorsFolder()).catalogue;
    return catalogue;
}

// The source document's lines, with list markers removed.
QStringList sourceLines() {
    const QString text = QString::fromUtf8(
        Test::readFile(Test::testData(QStringLiteral("spec/delivery-reliability.md"))));
    QStringList lines;
    for (QString line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("- ")))
            line.remove(0, 2);
        lines.append(line);
    }
    return lines;
}

// One contract of the section "Vendor delivery contracts": its heading's date and bullets.
struct Contract {
    QString heading;
    QDate date;
    QStringList bullets;
};

QList<Contract> vendorContracts() {
    const QString text = QString::fromUtf8(
        Test::readFile(Test::testData(QStringLiteral("spec/delivery-reliability.md"))));
    const QString section = text.section(QStringLiteral("## Vendor delivery contracts"), 1)
                                .section(QStringLiteral("\n## "), 0, 0);
    static const QRegularExpression heading(
        QStringLiteral(R"(^(.+) \(.*?(\d{4}-\d{2}-\d{2})\):$)"));
    QList<Contract> contracts;
    for (const QString& line : section.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = heading.match(line);
        if (match.hasMatch())
            contracts.append(
                {match.captured(1), QDate::fromString(match.captured(2), Qt::ISODate), {}});
        else if (line.startsWith(QLatin1String("- ")) && !contracts.isEmpty())
            contracts.last().bullets.append(line.mid(2));
    }
    return contracts;
}

} // namespace

class TestVendorCards : public QObject {
    Q_OBJECT
private slots:
    void everyCardLoads() {
        const VendorCatalogue::LoadResult result = VendorCatalogue::loadDirectory(vendorsFolder());
        for (const IoError& error : result.errors)
            qWarning("%s", qPrintable(error.toString()));
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.catalogue.cards().size(),
                 QDir(vendorsFolder()).entryList({QStringLiteral("*.yaml")}).size());
        QCOMPARE(result.catalogue.cards().size(), 19);
    }

    // Every fact is the source's words: nothing paraphrased, so no number drifts.
    // A card is stale past its own review period (review_every) unless the user sets one
    // threshold for every card; with no date it is always to be confirmed.
    void aCardAgesByItsOwnReviewPeriod() {
        VendorCard card;
        card.checked = QDate(2026, 10, 1);
        const QDate today(2026, 12, 6);                                         // 66 days on
        QVERIFY(!CardAge::of(card, today, CardAge::EachCardsReview).isStale()); // 90 by default
        card.reviewEveryDays = 60;
        const CardAge ownPeriod = CardAge::of(card, today, CardAge::EachCardsReview);
        QVERIFY(ownPeriod.isStale());
        QCOMPARE(ownPeriod.staleAfterDays, 60);
        QVERIFY(!CardAge::of(card, today, 70).isStale()); // the user's threshold wins
        QVERIFY(CardAge::of(card, today, 30).isStale());
        card.checked = QDate();
        QVERIFY(CardAge::of(card, today, CardAge::EachCardsReview).isStale());
    }

    void everyFactIsTheSourcesWords() {
        const QStringList lines = sourceLines();
        for (const VendorCard& card : bundled().cards()) {
            for (const QString& fact : card.facts) {
                const bool found =
                    std::any_of(lines.begin(), lines.end(),
                                [&](const QString& line) { return line.contains(fact); });
                if (!found)
                    QFAIL(
                        qPrintable(QStringLiteral("%1: not in the source: %2").arg(card.id, fact)));
            }
        }
    }

    // Every statement of every vendor contract, with all its numbers, is on a card
    // carrying the date the source gives for it.
    void everyContractStatementIsOnADatedCard() {
        const QList<Contract> contracts = vendorContracts();
        QVERIFY(contracts.size() >= 13);
        static const QRegularExpression statedDate(
            QStringLiteral(R"(checked (\d{4}-\d{2}-\d{2}))"));
        for (const Contract& contract : contracts) {
            QVERIFY2(!contract.bullets.isEmpty(), qPrintable(contract.heading));
            for (const QString& bullet : contract.bullets) {
                QList<QDate> dates{contract.date};
                if (const QRegularExpressionMatch match = statedDate.match(bullet);
                    match.hasMatch())
                    dates.append(QDate::fromString(match.captured(1), Qt::ISODate));
                const bool onCard =
                    std::any_of(bundled().cards().begin(), bundled().cards().end(),
                                [&](const VendorCard& card) {
                                    return dates.contains(card.checked) &&
                                           std::any_of(card.facts.begin(), card.facts.end(),
                                                       [&](const QString& fact) {
                                                           return bullet.contains(fact) &&
                                                                  hasAllNumbers(fact, bullet);
                                                       });
                                });
                if (!onCard)
                    QFAIL(qPrintable(
                        QStringLiteral("%1: on no card dated %2: %3")
                            .arg(contract.heading, contract.date.toString(Qt::ISODate), bullet)));
            }
        }
    }

    void typedNumbers_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("duration");
        QTest::newRow("Stripe automatic retries") << "stripe-webhooks"
                                                  << "retry"
                                                  << "3 d";
        QTest::newRow("Stripe Dashboard resend") << "stripe-webhooks"
                                                 << "manual_resend"
                                                 << "15 d";
        QTest::newRow("Stripe CLI resend") << "stripe-webhooks"
                                           << "manual_resend"
                                           << "30 d";
        QTest::newRow("Stripe signature tolerance") << "stripe-webhooks"
                                                    << "signature_tolerance"
                                                    << "5 min";
        QTest::newRow("Stripe keys") << "stripe-idempotency"
                                     << "key_lifetime"
                                     << "24 h";
        QTest::newRow("HubSpot app retries") << "hubspot-app-webhooks"
                                             << "retry"
                                             << "24 h";
        QTest::newRow("HubSpot app timeout") << "hubspot-app-webhooks"
                                             << "ack_timeout"
                                             << "5 s";
        QTest::newRow("HubSpot v3 timestamps") << "hubspot-request-signatures"
                                               << "signature_tolerance"
                                               << "5 min";
        QTest::newRow("HubSpot workflow retries") << "hubspot-workflow-webhook-action"
                                                  << "retry"
                                                  << "3 d";
        QTest::newRow("HubSpot workflow gaps") << "hubspot-workflow-webhook-action"
                                               << "max_delay"
                                               << "8 h";
        QTest::newRow("HubSpot journal") << "hubspot-webhooks-journal"
                                         << "replay"
                                         << "3 d";
        QTest::newRow("Pipedrive timeout") << "pipedrive-webhooks-v2"
                                           << "ack_timeout"
                                           << "10 s";
        QTest::newRow("Pipedrive ban") << "pipedrive-webhooks-v2"
                                       << "ban"
                                       << "30 min";
        QTest::newRow("Pipedrive deletion") << "pipedrive-webhooks-v2"
                                            << "disable"
                                            << "3 d";
        QTest::newRow("Klaviyo flow retries") << "klaviyo-flow-webhooks"
                                              << "retry"
                                              << "24 h";
        QTest::newRow("Klaviyo system timeout") << "klaviyo-system-webhooks"
                                                << "ack_timeout"
                                                << "5 s";
        QTest::newRow("Klaviyo system disable") << "klaviyo-system-webhooks"
                                                << "disable"
                                                << "48 h";
        QTest::newRow("Klaviyo system delay") << "klaviyo-system-webhooks"
                                              << "max_delay"
                                              << "1 h";
        QTest::newRow("Segment dedupe") << "segment"
                                        << "dedupe"
                                        << "24 h";
        QTest::newRow("Segment retries") << "segment"
                                         << "retry"
                                         << "4 h";
        QTest::newRow("Make retries") << "make"
                                      << "retry"
                                      << "7 h 51 min";
        QTest::newRow("Make unattached webhooks") << "make"
                                                  << "disable"
                                                  << "5 d";
        QTest::newRow("Zapier replay") << "zapier"
                                       << "replay"
                                       << "60 d";
        QTest::newRow("Zapier autoreplay") << "zapier"
                                           << "retry"
                                           << "10 h 35 min";
        QTest::newRow("n8n wait") << "n8n"
                                  << "max_delay"
                                  << "5000 ms";
        QTest::newRow("Meta dedupe") << "meta-conversions"
                                     << "dedupe"
                                     << "48 h";
        QTest::newRow("Standard Webhooks shortest timeout") << "standard-webhooks"
                                                            << "ack_timeout"
                                                            << "15 s";
        QTest::newRow("Standard Webhooks longest timeout") << "standard-webhooks"
                                                           << "ack_timeout"
                                                           << "30 s";
    }
    void typedNumbers() {
        QFETCH(QString, card);
        QFETCH(QString, kind);
        QFETCH(QString, duration);
        const VendorCard* found = bundled().find(card);
        QVERIFY2(found, qPrintable(card));
        const std::optional<WindowKind> windowKind = windowKindFromKeyword(kind);
        QVERIFY(windowKind);
        const QList<VendorWindow> windows = found->windowsOf(*windowKind);
        const Duration expected = *Duration::parse(duration);
        QVERIFY2(std::any_of(windows.begin(), windows.end(),
                             [&](const VendorWindow& w) { return w.duration == expected; }),
                 qPrintable(QStringLiteral("%1 has no %2 of %3").arg(card, kind, duration)));
    }

    void typedAttempts_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("schedule");
        QTest::newRow("HubSpot app webhooks") << "hubspot-app-webhooks" << 10 << "";
        QTest::newRow("Pipedrive") << "pipedrive-webhooks-v2" << 3 << "3 s,30 s,150 s";
        QTest::newRow("Klaviyo flow webhooks") << "klaviyo-flow-webhooks" << 17 << "";
        QTest::newRow("Make incomplete executions")
            << "make" << 8 << "1 min,11 min,21 min,51 min,81 min,111 min,4 h 51 min,7 h 51 min";
        QTest::newRow("Make Retry handler") << "make" << 3 << "15 min";
        QTest::newRow("Zapier autoreplay")
            << "zapier" << 5 << "5 min,35 min,1 h 35 min,4 h 35 min,10 h 35 min";
        QTest::newRow("n8n maxTries") << "n8n" << 5 << "";
    }
    void typedAttempts() {
        QFETCH(QString, card);
        QFETCH(int, count);
        QFETCH(QString, schedule);
        const VendorCard* found = bundled().find(card);
        QVERIFY(found);
        QList<Duration> expected;
        for (const QString& step : schedule.split(QLatin1Char(','), Qt::SkipEmptyParts))
            expected.append(*Duration::parse(step));
        QVERIFY2(std::any_of(found->retries.begin(), found->retries.end(),
                             [&](const VendorRetries& r) {
                                 return r.count == count &&
                                        (expected.isEmpty() || r.schedule == expected);
                             }),
                 qPrintable(card));
    }

    void retryAfterUnit() {
        QCOMPARE(bundled().find(QStringLiteral("hubspot-workflow-webhook-action"))->retryAfterUnit,
                 QStringLiteral("milliseconds"));
    }

    void checkedDates_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QDate>("checked");
        QTest::newRow("Stripe") << "stripe-webhooks" << QDate(2026, 11, 6);
        QTest::newRow("HubSpot app") << "hubspot-app-webhooks" << QDate(2026, 11, 1);
        QTest::newRow("HubSpot workflow")
            << "hubspot-workflow-webhook-action" << QDate(2026, 11, 2);
        QTest::newRow("Pipedrive") << "pipedrive-webhooks-v2" << QDate(2026, 11, 6);
        QTest::newRow("Segment") << "segment" << QDate(2026, 11, 1);
        QTest::newRow("Stripe idempotency: not stated") << "stripe-idempotency" << QDate();
        QTest::newRow("IETF draft: not stated") << "ietf-idempotency-key" << QDate();
    }
    void checkedDates() {
        QFETCH(QString, card);
        QFETCH(QDate, checked);
        QCOMPARE(bundled().find(card)->checked, checked);
    }

    void namedByFlows_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("cards");
        QTest::newRow("vendor") << "stripe" << QStringList{"stripe-idempotency", "stripe-webhooks"};
        QTest::newRow("vendor, any case")
            << " Stripe " << QStringList{"stripe-idempotency", "stripe-webhooks"};
        QTest::newRow("card") << "hubspot-workflow-webhook-action"
                              << QStringList{"hubspot-workflow-webhook-action"};
        QTest::newRow("card, underscores")
            << "hubspot_workflow_webhook_action" << QStringList{"hubspot-workflow-webhook-action"};
        QTest::newRow("vendor with underscore")
            << "google_ads" << QStringList{"google-ads-click-conversions"};
        QTest::newRow("no card") << "salesforce" << QStringList{};
        QTest::newRow("blank") << "" << QStringList{};
    }
    void namedByFlows() {
        QFETCH(QString, value);
        QFETCH(QStringList, cards);
        QStringList found;
        for (const VendorCard* card : bundled().named(value))
            found.append(card->id);
        QCOMPARE(found, cards);
    }

    void search() {
        QStringList found;
        for (int index : bundled().search(QStringLiteral("messageid")))
            found.append(bundled().cards()[index].id);
        QCOMPARE(found, QStringList{QStringLiteral("segment")});
        QCOMPARE(bundled().search(QString()).size(), bundled().cards().size());
    }

    void age_data() {
        QTest::addColumn<QDate>("checked");
        QTest::addColumn<int>("threshold");
        QTest::addColumn<bool>("stale");
        QTest::addColumn<QString>("text");
        QTest::newRow("23 days") << QDate(2026, 11, 6) << 30 << false
                                 << "checked 2026-11-06, 23 days ago";
        QTest::newRow("one day") << QDate(2026, 11, 28) << 30 << false
                                 << "checked 2026-11-28, yesterday";
        QTest::newRow("today") << QDate(2026, 11, 29) << 30 << false << "checked 2026-11-29, today";
        QTest::newRow("at the threshold")
            << QDate(2026, 10, 30) << 30 << false << "checked 2026-10-30, 30 days ago";
        QTest::newRow("past the threshold")
            << QDate(2026, 10, 29) << 30 << true << "checked 2026-10-29, 31 days ago";
        QTest::newRow("a shorter threshold")
            << QDate(2026, 11, 6) << 7 << true << "checked 2026-11-06, 23 days ago";
        QTest::newRow("no date") << QDate() << 30 << true << "no checked date stated";
        QTest::newRow("future") << QDate(2026, 12, 2) << 30 << false
                                << "checked 2026-12-02, a date in the future";
    }
    void age() {
        QFETCH(QDate, checked);
        QFETCH(int, threshold);
        QFETCH(bool, stale);
        QFETCH(QString, text);
        const CardAge age{checked, QDate(2026, 11, 29), threshold};
        QCOMPARE(age.isStale(), stale);
        QCOMPARE(age.describe(), text);
    }

    void badCards_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        const QByteArray head =
            "card: x\nvendor: V\nproduct: P\nsource: \"https://example.com/docs\"\n";
        QTest::newRow("unknown key") << head + "facts: [a]\nfact: b\n"
                                     << "x.yaml:6: unknown key `fact` in a vendor card";
        QTest::newRow("no facts") << head << "x.yaml:1: a vendor card needs its `facts`";
        QTest::newRow("no unit") << head + "facts: [a]\nwindows:\n  - {kind: retry, duration: 3}\n"
                                 << "x.yaml:7: `duration`: expected a duration such as `3 d`, `150 "
                                    "s` or `10 h 35 min`, found `3`";
        QTest::newRow("bad unit")
            << head + "facts: [a]\nwindows:\n  - {kind: retry, duration: 3 days}\n"
            << "x.yaml:7: `duration`: expected a unit (ms, s, min, h or d), found `days`";
        QTest::newRow("bad kind")
            << head + "facts: [a]\nwindows:\n  - {kind: forever, duration: 3 d}\n"
            << "x.yaml:7: unknown window kind `forever`";
        QTest::newRow("bad date")
            << head + "checked: 2026-13-01\nfacts: [a]\n"
            << "x.yaml:5: `checked` must be a date such as 2026-11-06, found `2026-13-01`";
        QTest::newRow("wrong file name") << QByteArray("card: y\nvendor: V\nproduct: P\nsource: "
                                                       "\"https://example.com/docs\"\nfacts: [a]\n")
                                         << "x.yaml:1: the card `y` must be in a file named y.yaml";
        QTest::newRow("a list") << QByteArray("- a\n- b\n")
                                << "x.yaml:1: expected a vendor card as a map of keys and values";
        QTest::newRow("retries without count or schedule")
            << head + "facts: [a]\nretries:\n  - {note: n}\n"
            << "x.yaml:7: retries need a count, a schedule or both";
        // Hostile evidence: a page that is not https, a quote the size of a page.
        QTest::newRow("a source that is not https")
            << QByteArray("card: x\nvendor: V\nproduct: P\nsource: http://example.com/\n"
                          "facts: [a]\n")
            << "x.yaml:4: `source` must be a page's full https URL, such as "
               "https://docs.stripe.com/webhooks; found `http://example.com/`";
        QTest::newRow("evidence from a file")
            << head + "facts:\n  - text: a\n    evidence:\n      url: file:///etc/passwd\n"
            << "x.yaml:8: `url` must be a page's full https URL, such as "
               "https://docs.stripe.com/webhooks; found `file:///etc/passwd`";
        QTest::newRow("a quote of 1 MB")
            << head + "facts:\n  - text: a\n    evidence:\n      quote: \"" +
                   QByteArray(1 << 20, 'q') + "\"\n"
            << "x.yaml:8: `quote` is 1048576 characters long; at most 1000 are read";
        QTest::newRow("a date without a quote")
            << head + "windows:\n  - kind: retry\n    duration: 3 d\n    evidence: {checked: "
                      "2026-12-01}\nfacts: [a]\n"
            << "x.yaml:8: evidence with a prefix, suffix or checked date needs the quote they "
               "belong to";
        QTest::newRow("unknown evidence key")
            << head + "facts:\n  - text: a\n    evidence: {page: https://example.com/}\n"
            << "x.yaml:7: unknown key `page` in evidence";
        QTest::newRow("a fact without text")
            << head + "facts:\n  - evidence: {url: https://example.com/}\n"
            << "x.yaml:6: a fact needs its `text`";
        QTest::newRow("review every 0 days") << head + "review_every: 0\nfacts: [a]\n"
                                             << "x.yaml:5: `review_every` is a number of days "
                                                "from 1 to 3650, found `0`";
    }

    // Each fact, window and retry count carries its own evidence; one without names the
    // card's page and is not yet quoted, whatever the card's date.
    void evidencePerFact() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.yaml"));
        Test::writeFile(path, "card: x\nvendor: V\nproduct: P\nsource: https://example.com/docs\n"
                              "checked: 2026-12-01\nreview_every: 30\nfacts:\n"
                              "  - plain fact\n"
                              "  - text: quoted fact\n"
                              "    evidence:\n"
                              "      url: https://example.com/retries#live\n"
                              "      quote: \"Stripe retries for up to 3 days.\"\n"
                              "      prefix: \"In live mode,\"\n"
                              "      checked: 2026-10-01\n"
                              "      checked_by: A. Auditor\n"
                              "windows:\n"
                              "  - kind: retry\n    duration: 3 d\n"
                              "    evidence: {quote: \"up to 3 days\", checked: 2026-11-30}\n");
        const VendorCardReadResult result = VendorCardReader::readFile(path);
        QVERIFY2(result.card, qPrintable(result.error.toString()));
        const VendorCard& card = *result.card;
        QCOMPARE(card.reviewEveryDays, 30);
        QCOMPARE(card.facts,
                 (QStringList{QStringLiteral("plain fact"), QStringLiteral("quoted fact")}));
        const QList<CardFact> facts = cardFacts(card);
        QCOMPARE(facts.size(), 3);
        QCOMPARE(facts[0].evidence.url, QStringLiteral("https://example.com/docs"));
        QCOMPARE(facts[1].evidence.url, QStringLiteral("https://example.com/retries#live"));
        QCOMPARE(facts[1].evidence.prefix, QStringLiteral("In live mode,"));
        QCOMPARE(facts[1].evidence.checkedBy, QStringLiteral("A. Auditor"));
        QCOMPARE(facts[2].place(), QStringLiteral("window 1"));
        QCOMPARE(facts[2].text, QStringLiteral("retry 3 d"));
        const QDate today(2026, 12, 6);
        const auto state = [&](const CardFact& f) {
            return EvidenceAge{f.evidence, card.reviewEveryDays, today}.state();
        };
        QCOMPARE(state(facts[0]), EvidenceState::NotYetQuoted);
        QCOMPARE(state(facts[1]), EvidenceState::Stale); // 66 days, past 30
        QCOMPARE(state(facts[2]), EvidenceState::Current);
        QCOMPARE((EvidenceAge{facts[1].evidence, 30, today}.describe()),
                 QStringLiteral("checked 2026-10-01 by A. Auditor, 66 days ago"));
        QCOMPARE((EvidenceAge{facts[0].evidence, 30, today}.describe()),
                 QStringLiteral("not yet quoted"));
    }

    // Every number of a bundled card names a full https page to confirm it on.
    void bundledCardsNamePages() {
        const VendorCatalogue::LoadResult result = VendorCatalogue::loadDirectory(vendorsFolder());
        QVERIFY(result.errors.isEmpty());
        for (const VendorCard& card : result.catalogue.cards()) {
            QVERIFY2(card.source.startsWith(QLatin1String("https://")), qPrintable(card.id));
            for (const CardFact& fact : cardFacts(card))
                QVERIFY2(fact.evidence.url.startsWith(QLatin1String("https://")),
                         qPrintable(card.id + QLatin1Char(' ') + fact.place()));
        }
    }
    void badCards() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.yaml"));
        Test::writeFile(path, yaml);
        const VendorCardReadResult result = VendorCardReader::readFile(path);
        QVERIFY(!result.card);
        QCOMPARE(result.error.toString().remove(dir.path() + QLatin1Char('/')), error);
    }

    void oneBadCardLeavesTheOthers() {
        QTemporaryDir dir;
        Test::writeFile(dir.filePath(QStringLiteral("good.yaml")),
                        "card: good\nvendor: V\nproduct: P\nsource: "
                        "\"https://example.com/docs\"\nfacts: [a]\n");
        Test::writeFile(dir.filePath(QStringLiteral("bad.yaml")), "card: bad\nvendor: [\n");
        const VendorCatalogue::LoadResult result = VendorCatalogue::loadDirectory(dir.path());
        QCOMPARE(result.catalogue.cards().size(), 1);
        QCOMPARE(result.errors.size(), 1);
        QVERIFY(result.errors.first().file.endsWith(QLatin1String("bad.yaml")));
    }

    void durations_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("days") << "3 d" << qint64(259'200'000) << "3 d";
        QTest::newRow("pairs") << "10 h 35 min" << qint64(38'100'000) << "10 h 35 min";
        QTest::newRow("carried up") << "90 min" << qint64(5'400'000) << "1 h 30 min";
        QTest::newRow("milliseconds") << "5000 ms" << qint64(5000) << "5 s";
        QTest::newRow("zero") << "0 s" << qint64(0) << "0 s";
        QTest::newRow("not a number") << "x s" << qint64(-1) << "";
        QTest::newRow("negative") << "-3 d" << qint64(-1) << "";
        QTest::newRow("plus") << "+3 d" << qint64(-1) << "";
        QTest::newRow("no unit") << "3" << qint64(-1) << "";
        QTest::newRow("fraction") << "1.5 h" << qint64(-1) << "";
        QTest::newRow("overflow") << "9223372036854775807 d" << qint64(-1) << "";
        QTest::newRow("empty") << "" << qint64(-1) << "";
    }
    void durations() {
        QFETCH(QString, text);
        QFETCH(qint64, ms);
        QFETCH(QString, canonical);
        const std::optional<Duration> parsed = Duration::parse(text);
        QCOMPARE(parsed.has_value(), ms >= 0);
        if (!parsed)
            return;
        QCOMPARE(parsed->milliseconds(), ms);
        QCOMPARE(parsed->toString(), canonical);
        QCOMPARE(Duration::parse(parsed->toString()), parsed);
    }

private:
    static bool hasAllNumbers(const QString& fact, const QString& statement) {
        static const QRegularExpression number(QStringLiteral(R"(\d[\d,.]*)"));
        for (const QRegularExpressionMatch& match : number.globalMatch(statement)) {
            if (!fact.contains(match.captured()))
                return false;
        }
        return true;
    }
};

QTEST_GUILESS_MAIN(TestVendorCards)
#include "tst_vendorcards.moc"
