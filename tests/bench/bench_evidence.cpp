// cards verify's two speed goals (issue 38) and cards propose's (issue 51), on the path a user
// takes:
// - The real command verifying every fact of the bundled cards (each card's facts quoted from
//   its page, each card's page on a host of its own, as vendors are) against local HTTPS
//   servers whose pages answer after 50 to 1,000 ms: with the pages fetched at once, it must
//   take at most the slowest page plus 1 s. Printed as the command's time against that bound.
// - The page's text (libxml2's HTML parser, then the normalisation) at 20 MB/s of HTML or
//   more, on a generated page of 16 MB, the most a page may hold.
// - The real cards propose over every bundled card (copied into a team's folder) against the
//   real cards verify of the quotes it proposed, on the same saved docs-like pages (a cookie
//   banner, navigation, scripts, 150 paragraphs, each fact's sentence among them): within 2×.
// --guard fails far past any goal (a shared CI machine's noise passes); --short runs one
// round.
#include "benchflags.h"

#include "core/evidence/htmltext.h"
#include "core/evidence/savedpages.h"
#include "core/io/files/bundleddata.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/vendorcatalogue.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrl>

#include <algorithm>
#include <cstdio>

using namespace FlowAudit;

namespace {

constexpr double SlowestPageMs = 1000;
constexpr double FetchGoalMs = SlowestPageMs + 1000;
constexpr double FetchGuardMs = SlowestPageMs + 6000;
constexpr double ExtractGoalMBs = 20;
constexpr double ExtractGuardMBs = 5;
constexpr double ProposeGoalRatio = 2;
constexpr double ProposeGuardRatio = 4;

QByteArray generatedPage(qsizetype bytes) {
    QByteArray html = "<!doctype html><html><head><title>Docs</title><script>var a = 1;</script>"
                      "</head><body><nav><a href=\"/\">Home</a></nav><main>";
    int i = 0;
    while (html.size() < bytes) {
        html += "<h2>Section " + QByteArray::number(i) +
                "</h2><p>Webhooks are retried up to "
                "<b>" +
                QByteArray::number(i % 17) +
                "</b> times with exponential back&#8209;off "
                "over 3&nbsp;days.</p><table><tr><td>Retry</td><td>" +
                QByteArray::number(i) +
                " min</td></tr></table><ul><li>Return a 2xx status code quickly.</li></ul>";
        ++i;
    }
    return html + "</main></body></html>";
}

// One team card for each bundled card, its facts quoted from its own page on a host of its
// own (a vendor each), the last card's page the slowest.
int writeCards(const QString& folder, const QList<QByteArray>& hosts) {
    const VendorCatalogue::LoadResult bundled =
        VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
    const QList<VendorCard> cards = bundled.catalogue.cards();
    int pages = 0;
    for (const VendorCard& card : cards) {
        const bool last = pages + 1 == cards.size();
        const int delay = last ? int(SlowestPageMs) : 50 + (pages * 137) % 700;
        const QByteArray page = "https://" + hosts.value(pages % hosts.size()) + "/delay/" +
                                QByteArray::number(delay) + "/" + card.id.toUtf8();
        QByteArray text =
            "card: " + card.id.toUtf8() + "\nvendor: V\nproduct: P\nsource: " + page + "\nfacts:\n";
        for (int f = 0; f < card.facts.size(); ++f)
            text += "  - text: fact\n    evidence:\n      quote: \"" + card.id.toUtf8() + "-" +
                    QByteArray::number(f) + " is stated here.\"\n";
        QFile out(QDir(folder).filePath(card.id + QStringLiteral(".yaml")));
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            return 0;
        ++pages;
    }
    return pages;
}

// A docs page as a vendor's site serves it, with `sentences` among its paragraphs.
QByteArray docsPage(const QStringList& sentences) {
    QByteArray html =
        "<!doctype html><html><head><title>Webhooks</title><script>window.dataLayer = [];"
        "</script><style>.tip{}</style></head><body><div class=\"cookies\"><p>We use cookies. "
        "<button>Accept all</button></p></div><nav><ul><li>Docs</li><li>API reference</li>"
        "<li>Changelog</li></ul></nav><main><h1>Webhooks</h1>";
    constexpr int Paragraphs = 150;
    for (int i = 0; i < Paragraphs; ++i) {
        html += "<h2>Section " + QByteArray::number(i) +
                "</h2><p>This section explains how the service handles <em>requests</em> and "
                "responses for version " +
                QByteArray::number(2020 + i % 7) +
                " of the API. Read it before you build an integration.</p>";
        if (!sentences.isEmpty() && i % (Paragraphs / int(sentences.size()) + 1) == 0)
            html += "<p>" +
                    sentences.value(i / (Paragraphs / int(sentences.size()) + 1))
                        .toHtmlEscaped()
                        .toUtf8() +
                    "</p>";
    }
    return html + "</main><footer><p>© 2026 Vendor Inc. Updated 3 days ago.</p></footer></body>"
                  "</html>";
}

// A sentence that states the fact as a docs page would: its text, or the quote it has.
QString sentenceOf(const CardFact& fact) {
    if (fact.evidence.isQuoted())
        return fact.evidence.quote;
    switch (fact.part) {
    case CardFact::Part::Fact:
        return fact.text;
    case CardFact::Part::Window:
    case CardFact::Part::Retries:
        break;
    }
    return QStringLiteral("Deliveries are retried as follows: %1.").arg(fact.text);
}

// The bundled cards copied into `team`, and a saved page for each page their facts stand on
// in `pages`; the number of pages.
int writeTeamAndPages(const QString& team, const QString& pages) {
    const QString bundled = BundledData::vendorsDirectory();
    QHash<QString, QStringList> sentences; // by page
    const VendorCatalogue::LoadResult loaded = VendorCatalogue::loadDirectory(bundled);
    for (const VendorCard& card : loaded.catalogue.cards()) {
        if (!QFile::copy(QDir(bundled).filePath(card.id + QStringLiteral(".yaml")),
                         QDir(team).filePath(card.id + QStringLiteral(".yaml"))))
            return 0;
        for (const CardFact& fact : cardFacts(card)) {
            // A quote two facts share is on the page once, as a vendor writes it.
            QStringList& onPage =
                sentences[QUrl(fact.evidence.url).adjusted(QUrl::RemoveFragment).toString()];
            if (!onPage.contains(sentenceOf(fact)))
                onPage.append(sentenceOf(fact));
        }
    }
    for (auto it = sentences.cbegin(); it != sentences.cend(); ++it) {
        const QString file = QDir(pages).filePath(SavedPages::candidates(it.key()).front());
        QDir().mkpath(QFileInfo(file).path());
        QFile out(file);
        const QByteArray html = docsPage(it.value());
        if (!out.open(QIODevice::WriteOnly) || out.write(html) != html.size())
            return 0;
    }
    return int(sentences.size());
}

// The command's time in milliseconds, or -1 when it did not end with one of `exits`.
double timedCli(const QStringList& arguments, QList<int> exits = {0, 1}) {
    QElapsedTimer clock;
    clock.start();
    QProcess cli;
    cli.start(QStringLiteral(FLOWAUDIT_CLI), arguments);
    const bool ended = cli.waitForFinished(120'000);
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    if (ended && cli.exitStatus() == QProcess::NormalExit && exits.contains(cli.exitCode()))
        return ms;
    // What it said, for the log that shows the failure.
    std::fprintf(stderr, "%s\n%s\n", cli.readAllStandardOutput().right(4000).constData(),
                 cli.readAllStandardError().right(2000).constData());
    return -1;
}

double extractMBs = 0;
double proposeMs = 0;
double verifyMs = 0;
int proposedPages = 0;
double fetchMs = 0;
int fetchedPages = 0;

void extraction(benchmark::State& state) {
    const QByteArray html = generatedPage(16 * 1024 * 1024);
    std::vector<double> rates;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        const QString text = HtmlText::extract(html);
        benchmark::DoNotOptimize(text.size());
        rates.push_back(double(html.size()) / 1e6 / (double(clock.nsecsElapsed()) / 1e9));
    }
    std::sort(rates.begin(), rates.end());
    extractMBs = rates[rates.size() / 2];
    state.counters["MB_per_s"] = extractMBs;
}

void fetching(benchmark::State& state) {
    QTemporaryDir dir;
    QProcess server;
    constexpr int Hosts = 19;
    server.start(QStringLiteral("python3"),
                 {QStringLiteral(FLOWAUDIT_PAGESERVER), dir.path(), QString::number(Hosts)});
    QList<QByteArray> hosts;
    while (hosts.size() < Hosts && server.waitForReadyRead(30'000))
        while (server.canReadLine())
            hosts.append(server.readLine().trimmed().replace(' ', ':'));
    if (hosts.size() < Hosts) {
        state.SkipWithError("the page server did not start");
        return;
    }
    const QString cards = dir.filePath(QStringLiteral("cards"));
    QDir().mkpath(cards);
    fetchedPages = writeCards(cards, hosts);
    int facts = 0;
    for (const VendorCard& card :
         VendorCatalogue::loadDirectory(BundledData::vendorsDirectory()).catalogue.cards())
        facts += int(card.facts.size());
    std::vector<double> times;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        QProcess cli;
        cli.start(QStringLiteral(FLOWAUDIT_CLI),
                  {QStringLiteral("cards"), QStringLiteral("verify"), QStringLiteral("--cards"),
                   cards, QStringLiteral("--ca-certificates"),
                   dir.filePath(QStringLiteral("cert.pem")), QStringLiteral("--format"),
                   QStringLiteral("json")});
        const bool ended = cli.waitForFinished(60'000);
        times.push_back(double(clock.nsecsElapsed()) / 1e6);
        const QByteArray out = cli.readAllStandardOutput();
        if (!ended || cli.exitCode() != 0 ||
            !out.contains("\"confirmed\": " + QByteArray::number(facts) + ",")) {
            state.SkipWithError("cards verify did not confirm every page");
            break;
        }
    }
    server.closeWriteChannel();
    server.waitForFinished(5'000);
    std::sort(times.begin(), times.end());
    fetchMs = times.empty() ? 0 : times[times.size() / 2];
    state.counters["ms"] = fetchMs;
}

void proposing(benchmark::State& state) {
    QTemporaryDir dir;
    dir.setAutoRemove(qEnvironmentVariableIsEmpty("FLOWAUDIT_KEEP_BENCH_DIR"));
    const QString team = dir.filePath(QStringLiteral("team"));
    const QString pages = dir.filePath(QStringLiteral("pages"));
    QDir().mkpath(team);
    QDir().mkpath(pages);
    proposedPages = writeTeamAndPages(team, pages);
    if (proposedPages == 0) {
        state.SkipWithError("the team's cards or the pages could not be written");
        return;
    }
    const QStringList options{QStringLiteral("--cards"), team, QStringLiteral("--saved-pages"),
                              pages};
    std::vector<double> proposing;
    for (auto _ : state) {
        const double ms =
            timedCli(QStringList{QStringLiteral("cards"), QStringLiteral("propose")} + options);
        if (ms < 0) {
            state.SkipWithError("cards propose did not run");
            return;
        }
        proposing.push_back(ms);
    }
    // Accepted once, then verified as often: the quotes it proposed, on the same pages.
    if (timedCli(QStringList{QStringLiteral("cards"), QStringLiteral("propose"),
                             QStringLiteral("--accept")} +
                 options) < 0) {
        state.SkipWithError("cards propose --accept did not run");
        return;
    }
    std::vector<double> verifying;
    for (std::size_t i = 0; i < proposing.size(); ++i) {
        const double ms = timedCli(QStringList{QStringLiteral("cards"), QStringLiteral("verify"),
                                               QStringLiteral("--allow-unquoted")} +
                                       options,
                                   {0});
        if (ms < 0) {
            state.SkipWithError("cards verify did not confirm the accepted quotes");
            return;
        }
        verifying.push_back(ms);
    }
    std::sort(proposing.begin(), proposing.end());
    std::sort(verifying.begin(), verifying.end());
    proposeMs = proposing[proposing.size() / 2];
    verifyMs = verifying[verifying.size() / 2];
    state.counters["propose_ms"] = proposeMs;
    state.counters["verify_ms"] = verifyMs;
}

} // namespace

int main(int argc, char* argv[]) {
    BenchFlags flags = BenchFlags::parse(argc, argv);
    int restCount = int(flags.rest.size());
    benchmark::Initialize(&restCount, flags.rest.data());
    benchmark::RegisterBenchmark("HtmlText::extract of a 16 MB page", extraction)
        ->Iterations(flags.shortRun ? 1 : 5)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("cards verify, the bundled cards on 19 hosts", fetching)
        ->Iterations(flags.shortRun ? 1 : 3)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("cards propose and cards verify, the bundled cards' pages",
                                 proposing)
        ->Iterations(flags.shortRun ? 1 : 5)
        ->Unit(benchmark::kMillisecond);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    const double proposeRatio = verifyMs > 0 ? proposeMs / verifyMs : 0;
    std::printf("\nText of a page: %.1f MB/s (goal: %.0f MB/s or more)\n", extractMBs,
                ExtractGoalMBs);
    std::printf("cards verify of %d pages, the slowest %.0f ms: %.0f ms (goal: %.0f ms or less, "
                "%.2f of it)\n",
                fetchedPages, SlowestPageMs, fetchMs, FetchGoalMs, fetchMs / FetchGoalMs);
    std::printf("cards propose over %d saved pages: %.0f ms; cards verify of its quotes: %.0f ms; "
                "%.2f× (goal: %.0f× or less)\n",
                proposedPages, proposeMs, verifyMs, proposeRatio, ProposeGoalRatio);
    bool failed = false;
    if (flags.guard && (extractMBs < ExtractGuardMBs || fetchMs <= 0 || fetchMs > FetchGuardMs)) {
        std::printf("bench_evidence: past the guard (%.0f MB/s, %.0f ms)\n", ExtractGuardMBs,
                    FetchGuardMs);
        failed = true;
    }
    if (flags.guard && (proposeRatio <= 0 || proposeRatio > ProposeGuardRatio)) {
        std::printf("bench_evidence: cards propose past the guard (%.0f× cards verify)\n",
                    ProposeGuardRatio);
        failed = true;
    }
    return failed ? 1 : 0;
}
