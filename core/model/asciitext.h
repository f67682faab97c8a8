#pragma once

#include <QString>

#include <initializer_list>

namespace FlowAudit::AsciiText {

// docs/spec/rules.md reads keys, numbers and layer names in ASCII only: é is no letter, ٥ no digit.
inline bool isDigit(QChar c) {
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}
inline bool isLower(QChar c) {
    return c >= QLatin1Char('a') && c <= QLatin1Char('z');
}
inline bool isUpper(QChar c) {
    return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
}
inline bool isAlnum(QChar c) {
    return isLower(c) || isUpper(c) || isDigit(c);
}

// Whether text is one of words, in any letter case.
inline bool equalsAnyIgnoringCase(QStringView text, std::initializer_list<const char*> words) {
    for (const char* word : words) {
        if (text.compare(QLatin1StringView(word), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace FlowAudit::AsciiText
