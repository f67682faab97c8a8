#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSslCertificate>
#include <QString>

namespace FlowAudit {

// The certificates trusted besides the system's when the vendors' pages are fetched, decided
// here alone for `cards verify` and the editor's Verify Now: the file the command line names
// (--ca-certificates), else the file the environment's FLOWAUDIT_CA_CERTIFICATES names, else
// none (a company proxy's own CA, where it is not among the system's).
struct TlsTrust {
    Q_DECLARE_TR_FUNCTIONS(TlsTrust)

public:
    static constexpr const char* EnvironmentVariable = "FLOWAUDIT_CA_CERTIFICATES";

    QList<QSslCertificate> extraCertificates;
    QString file;  // the file they were read from; empty for none
    QString error; // the file named is none, or holds no PEM certificate: nothing is fetched

    // `given`: the command line's --ca-certificates; empty when it names none.
    static TlsTrust decide(const QString& given = {});
};

} // namespace FlowAudit
