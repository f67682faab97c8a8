#pragma once

#include <QString>

#include <algorithm>

namespace FlowAudit {

// The text with U+FFFE and U+FFFF as U+FFFD. YAML cannot hold those two (they are not
// printable in YAML 1.2) and yaml-cpp writes them as U+FFFD in quoted text, so a text that
// entered with one (an import, a paste) read back changed after a save. Every text of a
// flow or a value passes here (Flow::setText, YamlValue::scalar).
inline QString storableText(QString text) {
    const auto notStorable = [](QChar c) { return c.unicode() == 0xFFFE || c.unicode() == 0xFFFF; };
    if (std::none_of(text.cbegin(), text.cend(), notStorable))
        return text; // nearly always: the text stays shared
    std::replace_if(text.begin(), text.end(), notStorable, QChar(QChar::ReplacementCharacter));
    return text;
}

} // namespace FlowAudit
