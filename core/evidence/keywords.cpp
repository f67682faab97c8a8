#include "core/evidence/keywords.h"

#include "core/vendors/numberwords.h"

#include <QStringList>

namespace FlowAudit {

namespace {

constexpr qsizetype StemLength = 6;

// Words that say how, not what: a sentence sharing them with a fact is not about it.
bool isCommon(const QString& stem) {
    static const QStringList words{
        // English's most common words
        QStringLiteral("the"), QStringLiteral("and"), QStringLiteral("for"), QStringLiteral("with"),
        QStringLiteral("are"), QStringLiteral("its"), QStringLiteral("this"),
        QStringLiteral("that"), QStringLiteral("not"), QStringLiteral("can"), QStringLiteral("may"),
        QStringLiteral("will"), QStringLiteral("from"), QStringLiteral("each"),
        QStringLiteral("all"), QStringLiteral("any"), QStringLiteral("has"), QStringLiteral("have"),
        QStringLiteral("was"), QStringLiteral("were"), QStringLiteral("when"),
        QStringLiteral("which"), QStringLiteral("who"), QStringLiteral("your"),
        QStringLiteral("you"), QStringLiteral("our"), QStringLiteral("they"),
        QStringLiteral("their"), QStringLiteral("than"), QStringLiteral("then"),
        QStringLiteral("there"), QStringLiteral("more"), QStringLiteral("most"),
        QStringLiteral("only"), QStringLiteral("also"), QStringLiteral("into"),
        QStringLiteral("over"), QStringLiteral("after"), QStringLiteral("before"),
        QStringLiteral("until"), QStringLiteral("but"), QStringLiteral("per"),
        QStringLiteral("one"), QStringLiteral("about"), QStringLiteral("what"),
        QStringLiteral("how"), QStringLiteral("does"), QStringLiteral("should"),
        QStringLiteral("must"), QStringLiteral("been"), QStringLiteral("being"),
        QStringLiteral("such"), QStringLiteral("some"), QStringLiteral("other"),
        QStringLiteral("these"), QStringLiteral("those"), QStringLiteral("them"),
        QStringLiteral("within"), QStringLiteral("without"), QStringLiteral("least"),
        QStringLiteral("up"), QStringLiteral("out"), QStringLiteral("time"),
        // the units a number comes with: the number says them already
        QStringLiteral("second"), QStringLiteral("minute"), QStringLiteral("hour"),
        QStringLiteral("day"), QStringLiteral("week"), QStringLiteral("month"),
        QStringLiteral("year"), QStringLiteral("ms"), QStringLiteral("min"), QStringLiteral("sec")};
    static const QSet<QString> common = [] {
        QSet<QString> stems;
        for (const QString& word : words)
            stems.insert(KeyWords::stem(word));
        return stems;
    }();
    return common.contains(stem);
}

QStringList wordsOf(QStringView text) {
    QStringList words;
    for (const QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words.append(word.toString());
    return words;
}

} // namespace

QString KeyWords::stem(QStringView word) {
    QString s;
    s.reserve(word.size());
    for (const QChar c : word)
        if (c.isLetterOrNumber())
            s.append(c.toLower());
    // "retries", "retried", "retrying" and "retry" meet; "messages" and "message".
    if (s.size() > 4 &&
        (s.endsWith(QLatin1StringView("ies")) || s.endsWith(QLatin1StringView("ied"))))
        s = s.chopped(3) + QLatin1Char('y');
    else if (s.size() > 5 && s.endsWith(QLatin1StringView("ing")))
        s.chop(3);
    else if (s.size() > 4 && s.endsWith(QLatin1StringView("ed")))
        s.chop(2);
    else if (s.size() > 3 && s.endsWith(QLatin1Char('s')) && !s.endsWith(QLatin1StringView("ss")))
        s.chop(1);
    s.truncate(StemLength);
    return s;
}

QSet<QString> KeyWords::of(QStringView text) {
    QSet<QString> stems;
    for (const QString& word : wordsOf(text)) {
        if (NumberWords::valueOf(word))
            continue;
        const QString s = stem(word);
        if (s.size() >= 3 && !isCommon(s) && !s.front().isDigit())
            stems.insert(s);
    }
    return stems;
}

QSet<QString> KeyWords::allStems(QStringView text) {
    QSet<QString> stems;
    for (const QString& word : wordsOf(text))
        stems.insert(stem(word));
    return stems;
}

} // namespace FlowAudit
