#include "network/tlstrust.h"

#include <QFileInfo>

namespace FlowAudit {

TlsTrust TlsTrust::decide(const QString& given) {
    TlsTrust trust;
    const QString fromEnvironment = qEnvironmentVariable(EnvironmentVariable);
    trust.file = given.isEmpty() ? fromEnvironment : given;
    if (trust.file.isEmpty())
        return trust;
    // Which setting named it, so the message leads to the one to fix.
    const QString named =
        given.isEmpty() ? tr("%1 (from %2)").arg(trust.file, QLatin1StringView(EnvironmentVariable))
                        : trust.file;
    if (!QFileInfo(trust.file).isFile()) {
        trust.error = tr("%1 is not a file of certificates").arg(named);
        return trust;
    }
    trust.extraCertificates = QSslCertificate::fromPath(trust.file, QSsl::Pem);
    if (trust.extraCertificates.isEmpty())
        trust.error = tr("%1 holds no PEM certificate").arg(named);
    return trust;
}

} // namespace FlowAudit
