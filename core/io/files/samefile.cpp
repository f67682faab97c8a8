#include "core/io/files/samefile.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

#include <sys/stat.h>

namespace FlowAudit {

namespace {

bool sameFile(const QString& a, const QString& b) {
    struct stat first {};
    struct stat second {};
    if (::stat(QFile::encodeName(a).constData(), &first) == 0 &&
        ::stat(QFile::encodeName(b).constData(), &second) == 0)
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

bool namesOneOf(const QString& path, const QStringList& files) {
    return std::any_of(files.begin(), files.end(), [&path](const QString& file) {
        return !file.isEmpty() && sameFile(path, file);
    });
}

} // namespace FlowAudit
