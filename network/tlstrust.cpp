#include "network/tlstrust.h"

#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

namespace {

// Adds the PEM certificates of `file` to the trust; false, with the error naming the file as
// `named` says (and so the setting to fix), when it holds none.
bool addPemFile(TlsTrust& trust, const QString& file, const QString& named) {
    const QList<QSslCertificate> read = QSslCertificate::fromPath(file, QSsl::Pem);
    if (read.isEmpty()) {
        trust.error = TlsTrust::tr("%1 holds no PEM certificate").arg(named);
        return false;
    }
    trust.extraCertificates += read;
    trust.sources.append(file);
    return true;
}

} // namespace

TlsTrust TlsTrust::decide(const QString& given) {
    TlsTrust trust;
    const QString fromEnvironment = qEnvironmentVariable(EnvironmentVariable);
    const QString file = given.isEmpty() ? fromEnvironment : given;
    if (!file.isEmpty()) {
        // Which setting named it, so the message leads to the one to fix.
        const QString named =
            given.isEmpty() ? tr("%1 (from %2)").arg(file, QLatin1StringView(EnvironmentVariable))
                            : file;
        if (!QFileInfo(file).isFile()) {
            trust.error = tr("%1 is not a file of certificates").arg(named);
            return trust;
        }
        if (!addPemFile(trust, file, named))
            return trust;
    }
    // OpenSSL's variables, read as its tools read them: a missing file or folder is passed
    // over, as openssl and curl do, but one that is there and holds none is said.
    const QString openSslFile = qEnvironmentVariable(OpenSslFile);
    if (!openSslFile.isEmpty() && QFileInfo(openSslFile).isFile() &&
        !addPemFile(trust, openSslFile,
                    tr("%1 (from %2)").arg(openSslFile, QLatin1StringView(OpenSslFile))))
        return trust;
    for (const QString& folder :
         qEnvironmentVariable(OpenSslFolders).split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        if (!QFileInfo(folder).isDir())
            continue;
        const QList<QSslCertificate> read =
            QSslCertificate::fromPath(QDir(folder).filePath(QStringLiteral("*")), QSsl::Pem,
                                      QSslCertificate::PatternSyntax::Wildcard);
        trust.extraCertificates += read;
        if (!read.isEmpty())
            trust.sources.append(folder);
    }
    return trust;
}

QString TlsTrust::untrustedAdvice() {
    return tr("if a company proxy or server uses its own CA, trust it with --ca-certificates "
              "FILE, %1, %2 or %3 (the editor: Vendor Cards → CA Certificates…)")
        .arg(QLatin1StringView(EnvironmentVariable), QLatin1StringView(OpenSslFile),
             QLatin1StringView(OpenSslFolders));
}

} // namespace FlowAudit
