// The language server on the user's path: the real `flowaudit-cli lsp` process, driven
// through its pipes as an editor drives it, on a generated inventory of 1k flows (and 10k
// in the full run). Each request is timed from the moment it is written to the moment its
// answer is read: a change followed by a hover (the change must be analysed before the
// answer), a hover on a finding, the code actions of an RT01 finding (each fix patched and
// read back), a completion and the document symbols. Beside them, in the same rounds,
// `flowaudit-cli lint --format json` of the same file as a whole process: the reference a
// user already waits for in CI. Goal: every request within 100 ms at 1k flows. With
// --guard (CI's `--short --guard`) it fails when a request takes longer than 1.5x lint's
// whole process, a loose bound no noise reaches and a slow path (a save per listed code
// action, say: 2.5x) does.
#include "benchflags.h"
#include "inventorygenerator.h"
#include "processrun.h"

#include <benchmark/benchmark.h>

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

// A client of the server's pipes: writes framed messages, reads them back one by one.
class PipeClient {
public:
    PipeClient() {
        m_process.start(
            QStringLiteral(FLOWAUDIT_CLI),
            {QStringLiteral("lsp"), QStringLiteral("--today"), QStringLiteral("2026-12-01")});
        m_process.waitForStarted();
    }
    ~PipeClient() {
        request(QStringLiteral("shutdown"), {});
        notify(QStringLiteral("exit"), {});
        m_process.waitForFinished(5000);
    }
    bool running() const { return m_process.state() == QProcess::Running; }

    QJsonObject request(const QString& method, const QJsonObject& params) {
        const int id = ++m_id;
        write(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("id"), id},
                          {QStringLiteral("method"), method},
                          {QStringLiteral("params"), params}});
        for (;;) {
            const QJsonObject message = read();
            if (message.isEmpty() || message[QStringLiteral("id")] == QJsonValue(id))
                return message;
            remember(message);
        }
    }
    void notify(const QString& method, const QJsonObject& params) {
        write(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("method"), method},
                          {QStringLiteral("params"), params}});
    }
    // The diagnostics of publication `count` (1: the one that follows didOpen), read when
    // they have not been yet.
    QJsonArray waitForPublication(int count) {
        while (m_publications < count) {
            const QJsonObject message = read();
            if (message.isEmpty())
                return {};
            remember(message);
        }
        return m_diagnostics;
    }
    int publications() const { return m_publications; }

private:
    void remember(const QJsonObject& message) {
        if (message[QStringLiteral("method")] ==
            QStringLiteral("textDocument/publishDiagnostics")) {
            m_diagnostics =
                message[QStringLiteral("params")][QStringLiteral("diagnostics")].toArray();
            ++m_publications;
        }
    }
    void write(const QJsonObject& message) {
        const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
        m_process.write("Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        m_process.waitForBytesWritten();
    }
    QJsonObject read() {
        for (;;) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
                const qsizetype length = m_buffer.mid(16, end - 16).trimmed().toLongLong();
                if (m_buffer.size() >= end + 4 + length) {
                    const QByteArray body = m_buffer.mid(end + 4, length);
                    m_buffer.remove(0, end + 4 + length);
                    return QJsonDocument::fromJson(body).object();
                }
            }
            if (!m_process.waitForReadyRead(30000))
                return {};
            m_buffer += m_process.readAllStandardOutput();
        }
    }
    QProcess m_process;
    QByteArray m_buffer;
    QJsonArray m_diagnostics;
    int m_publications = 0;
    int m_id = 0;
};

enum class Step { ChangeThenHover, Hover, CodeActions, Resolve, Completion, Symbols, Lint };
const std::vector<Step> Steps{
    Step::ChangeThenHover, Step::Hover,   Step::CodeActions, Step::Resolve,
    Step::Completion,      Step::Symbols, Step::Lint};
const char* const StepNames[] = {"change + hover", "hover",   "code actions", "resolve a fix",
                                 "completion",     "symbols", "lint process"};

std::map<int, std::map<Step, std::vector<double>>> results;

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

QJsonObject documentAt(const QString& uri, int line, int character) {
    return QJsonObject{
        {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
        {QStringLiteral("position"),
         QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}}}};
}

void measure(benchmark::State& state, int flows) {
    const QString path = generatedInventory(flows);
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    const QString text = QString::fromUtf8(file.readAll());
    const QString uri = QUrl::fromLocalFile(path).toString();
    PipeClient client;
    // As Neovim and VS Code do: a code action's edit is resolved when it is chosen.
    const QJsonObject resolves{
        {QStringLiteral("textDocument"),
         QJsonObject{{QStringLiteral("codeAction"),
                      QJsonObject{{QStringLiteral("resolveSupport"),
                                   QJsonObject{{QStringLiteral("properties"),
                                                QJsonArray{QStringLiteral("edit")}}}}}}}}};
    client.request(QStringLiteral("initialize"),
                   QJsonObject{{QStringLiteral("capabilities"), resolves}});
    client.notify(QStringLiteral("initialized"), {});
    client.notify(QStringLiteral("textDocument/didOpen"),
                  QJsonObject{{QStringLiteral("textDocument"),
                               QJsonObject{{QStringLiteral("uri"), uri},
                                           {QStringLiteral("languageId"), QStringLiteral("yaml")},
                                           {QStringLiteral("version"), 1},
                                           {QStringLiteral("text"), text}}}});
    const QJsonArray diagnostics = client.waitForPublication(1);
    QJsonObject rt01;
    for (const QJsonValue& d : diagnostics) {
        if (d[QStringLiteral("code")] == QStringLiteral("RT01")) {
            rt01 = d.toObject();
            break;
        }
    }
    if (rt01.isEmpty() || !client.running()) {
        state.SkipWithError("no RT01 finding was published");
        return;
    }
    const int findingLine =
        rt01[QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("line")].toInt();
    std::map<Step, std::vector<double>>& measured = results[flows];
    int version = 1;
    QJsonObject chosen; // the first action of the last list, resolved in the next step
    for (auto _ : state) {
        for (const Step step : Steps) {
            QElapsedTimer timer;
            timer.start();
            QJsonObject answer;
            switch (step) {
            case Step::ChangeThenHover: {
                // The first flow's name typed on: the whole file is analysed again before the
                // hover answers.
                const QJsonObject at =
                    documentAt(uri, 5, 14)[QStringLiteral("position")].toObject();
                client.notify(QStringLiteral("textDocument/didChange"),
                              QJsonObject{{QStringLiteral("textDocument"),
                                           QJsonObject{{QStringLiteral("uri"), uri},
                                                       {QStringLiteral("version"), ++version}}},
                                          {QStringLiteral("contentChanges"),
                                           QJsonArray{QJsonObject{
                                               {QStringLiteral("range"),
                                                QJsonObject{{QStringLiteral("start"), at},
                                                            {QStringLiteral("end"), at}}},
                                               {QStringLiteral("text"), QStringLiteral("x")}}}}});
                const int published = client.publications();
                answer = client.request(QStringLiteral("textDocument/hover"),
                                        documentAt(uri, findingLine, 6));
                const double seconds = double(timer.nsecsElapsed()) / 1e9;
                // The findings of the change follow the answer: read before the next step,
                // which would otherwise wait behind them.
                client.waitForPublication(published + 1);
                if (answer[QStringLiteral("result")].isNull()) {
                    state.SkipWithError("the hover after the change got no result");
                    return;
                }
                measured[step].push_back(seconds);
                continue;
            }
            case Step::Hover:
                answer = client.request(QStringLiteral("textDocument/hover"),
                                        documentAt(uri, findingLine, 6));
                break;
            case Step::CodeActions:
                answer = client.request(
                    QStringLiteral("textDocument/codeAction"),
                    QJsonObject{
                        {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), uri}}},
                        {QStringLiteral("range"), rt01[QStringLiteral("range")]},
                        {QStringLiteral("context"),
                         QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{rt01}}}}});
                chosen = answer[QStringLiteral("result")][0].toObject();
                break;
            case Step::Resolve:
                answer = client.request(QStringLiteral("codeAction/resolve"), chosen);
                if (!answer[QStringLiteral("result")].toObject().contains(QStringLiteral("edit")))
                    answer = QJsonObject(); // no edit: the fix was not resolved
                break;
            case Step::Completion:
                answer = client.request(QStringLiteral("textDocument/completion"),
                                        documentAt(uri, 6, 4));
                break;
            case Step::Symbols:
                answer = client.request(QStringLiteral("textDocument/documentSymbol"),
                                        documentAt(uri, 0, 0));
                break;
            case Step::Lint: {
                const ProcessRun run =
                    runProcess({FLOWAUDIT_CLI, "lint", "--format", "json", path.toStdString()});
                measured[step].push_back(run.seconds);
                continue;
            }
            }
            const double seconds = double(timer.nsecsElapsed()) / 1e9;
            // Each answer has something in it: a request answered on a broken text is fast.
            const QJsonValue result = answer[QStringLiteral("result")];
            if (result.isNull() || result.isUndefined() ||
                (result.isArray() && result.toArray().isEmpty())) {
                state.SkipWithError((std::string(StepNames[int(step)]) + " got no result").c_str());
                return;
            }
            measured[step].push_back(seconds);
        }
        state.SetIterationTime(measured[Step::ChangeThenHover].back());
    }
}

constexpr double GoalMilliseconds = 100;
// Loose, for CI's shared machines: at 1k flows a request takes at most 0.8x lint's process
// (the change and the resolve each read the whole file once; lint's process reads it once
// and starts up).
constexpr double GuardToLint = 1.5;

bool printTable(const std::vector<int>& sizes, bool guard) {
    std::printf(
        "\nThe language server through its pipes, medians in ms, and each request's ratio to "
        "the lint process of the same file:\n%8s",
        "flows");
    for (const Step step : Steps)
        std::printf(" %16s", StepNames[int(step)]);
    std::printf("\n");
    bool ok = true;
    for (const int flows : sizes) {
        std::map<Step, std::vector<double>>& measured = results[flows];
        const double lint = median(measured[Step::Lint]);
        std::printf("%8d", flows);
        for (const Step step : Steps) {
            const double ms = median(measured[step]) * 1e3;
            if (step == Step::Lint)
                std::printf(" %16.1f", ms);
            else
                std::printf(" %9.1f (%.2fx)", ms, lint > 0 ? ms / 1e3 / lint : 0);
            if (guard && step != Step::Lint && lint > 0 && ms / 1e3 > GuardToLint * lint) {
                std::printf("\nbench_lsp: %s at %d flows took %.1f ms, above %.1fx lint's whole "
                            "process (%.1f ms)\n",
                            StepNames[int(step)], flows, ms, GuardToLint, lint * 1e3);
                ok = false;
            }
        }
        std::printf("\n");
    }
    std::printf("Goal: every request within %.0f ms at 1k flows.\n", GoalMilliseconds);
    return ok;
}

} // namespace

int main(int argc, char* argv[]) {
    BenchFlags flags = BenchFlags::parse(argc, argv);
    std::vector<char*>& rest = flags.rest;
    int restCount = int(rest.size());
    benchmark::Initialize(&restCount, rest.data());
    const std::vector<int> sizes =
        flags.shortRun ? std::vector<int>{1000} : std::vector<int>{1000, 10000};
    for (const int flows : sizes) {
        const std::string name = "lsp requests/" + std::to_string(flows);
        benchmark::RegisterBenchmark(name.c_str(), measure, flows)
            ->UseManualTime()
            ->Iterations(flags.shortRun ? 5 : 15)
            ->Unit(benchmark::kMillisecond);
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return printTable(sizes, flags.guard) ? 0 : 1;
}
