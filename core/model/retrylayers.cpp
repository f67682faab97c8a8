#include "core/model/retrylayers.h"

#include "core/model/asciitext.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace FlowAudit {

namespace {

bool isNameChar(QChar c) {
    return AsciiText::isAlnum(c) || c == QLatin1Char('_') || c == QLatin1Char('.') ||
           c == QLatin1Char('-');
}

quint64 saturatingMultiply(quint64 a, quint64 b) {
    if (a != 0 && b > RetryLayers::Saturation / a)
        return RetryLayers::Saturation;
    return std::min(a * b, RetryLayers::Saturation);
}

} // namespace

RetryLayers RetryLayers::parse(QStringView text) {
    RetryLayers result;
    text = text.trimmed();
    if (text.compare(QLatin1StringView("none"), Qt::CaseInsensitive) == 0) {
        result.valid = result.none = true;
        return result;
    }
    if (text.isEmpty()) {
        result.error =
            QCoreApplication::translate("RetryLayers", "no layers: write name:attempts, or none");
        return result;
    }
    QList<QStringView> pieces = text.split(QLatin1Char(';'));
    if (pieces.size() > 1 && pieces.last().trimmed().isEmpty())
        pieces.removeLast(); // one trailing `;` is tolerated
    if (pieces.size() == 1 && pieces.first().trimmed().isEmpty()) {
        result.error =
            QCoreApplication::translate("RetryLayers", "no layers: write name:attempts, or none");
        return result;
    }
    for (qsizetype i = 0; i < pieces.size(); ++i) {
        const QString where = QCoreApplication::translate("RetryLayers", "layer %1").arg(i + 1);
        const QStringView piece = pieces[i].trimmed();
        if (piece.isEmpty()) {
            result.error =
                QCoreApplication::translate("RetryLayers", "%1 is empty (two ; in a row)")
                    .arg(where);
            return result;
        }
        const qsizetype colon = piece.indexOf(QLatin1Char(':'));
        if (colon < 0 || piece.indexOf(QLatin1Char(':'), colon + 1) >= 0) {
            result.error =
                QCoreApplication::translate("RetryLayers", "%1 \"%2\" is not name:attempts")
                    .arg(where, piece.toString());
            return result;
        }
        const QStringView name = piece.left(colon).trimmed();
        const QStringView attempts = piece.mid(colon + 1).trimmed();
        if (name.isEmpty() || !std::all_of(name.begin(), name.end(), isNameChar)) {
            result.error = QCoreApplication::translate(
                               "RetryLayers", "%1 needs a name of letters, digits, _ . or -")
                               .arg(where);
            return result;
        }
        if (attempts.isEmpty() ||
            !std::all_of(attempts.begin(), attempts.end(), AsciiText::isDigit)) {
            result.error = QCoreApplication::translate("RetryLayers",
                                                       "%1 \"%2\" needs a whole number of attempts")
                               .arg(where, name.toString());
            return result;
        }
        quint64 count = 0;
        for (QChar c : attempts)
            count =
                std::min(saturatingMultiply(count, 10) + quint64(c.unicode() - '0'), Saturation);
        if (count < 1) {
            result.error =
                QCoreApplication::translate(
                    "RetryLayers",
                    "%1 \"%2\" has 0 attempts: a layer makes at least 1 (1 means no retry)")
                    .arg(where, name.toString());
            return result;
        }
        result.layers.push_back({name.toString(), count, attempts.toString()});
    }
    result.valid = true;
    return result;
}

quint64 RetryLayers::product() const {
    quint64 p = 1;
    for (const RetryLayer& layer : layers)
        p = saturatingMultiply(p, layer.attempts);
    return p;
}

QString RetryLayers::describe() const {
    QStringList parts;
    for (const RetryLayer& layer : layers)
        parts.append(layer.name + QLatin1Char(':') + layer.attemptsText);
    return parts.join(QStringLiteral(" × "));
}

int RetryLayers::retryingLayerCount() const {
    return int(std::count_if(layers.begin(), layers.end(),
                             [](const RetryLayer& l) { return l.attempts > 1; }));
}

} // namespace FlowAudit
