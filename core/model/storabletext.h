#pragma once

#include <QString>

#include <algorithm>

namespace FlowAudit {

// The text with U+FFFE and U+FFFF as U+FFFD. YAML cannot hold those two (they are not
// printable in YAML 1.2) and yaml-cpp writes them as U+FFFD in quoted text, so a text that
// entered with one read back changed after a save. Files holding them are refused by the
// readers' UTF-8 check (io/utf8inputbuffer); what enters otherwise (a paste, an edit)
// passes here, as every text of a flow or a value does (Flow::setText, YamlValue::scalar).
inline QString storableText(QString text) {
    const auto notStorable = [](QChar c) { return c.unicode() == 0xFFFE || c.unicode() == 0xFFFF; };
    if (std::none_of(text.cbegin(), text.cend(), notStorable))
        return text; // nearly always: the text stays shared
    std::replace_if(text.begin(), text.end(), notStorable, QChar(QChar::ReplacementCharacter));
    return text;
}

} // namespace FlowAudit
