#pragma once

#include <QSet>
#include <QStringView>

namespace FlowAudit {

// The words of a fact that say what it is about ("retries", "signature", "endpoint"), not
// how it is said: common English words, units and numbers left out, each word cut to a stem
// so "retries" meets "retried". What ranks a page's sentences for a fact.
namespace KeyWords {
// The stem of one word: lower case, letters and digits only, its first five characters.
QString stem(QStringView word);
// The stems of a text's key words.
QSet<QString> of(QStringView text);
// The stems of every word, key or not, for a passage to be ranked against a fact.
QSet<QString> allStems(QStringView text);
} // namespace KeyWords

} // namespace FlowAudit
