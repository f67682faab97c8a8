#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSslCertificate>
#include <QString>

namespace FlowAudit {

// The certificates trusted besides the system's when the vendors' pages are fetched, decided
// here alone for `cards verify` and the editor's Verify Now: the file the command line's
// --ca-certificates or the editor's setting names, else the file FLOWAUDIT_CA_CERTIFICATES
// names (a company proxy's own CA, where it is not among the system's); and, as OpenSSL's
// own tools do, the file SSL_CERT_FILE names and the folders SSL_CERT_DIR names (':'
// between them), which Qt would otherwise ignore.
struct TlsTrust {
    Q_DECLARE_TR_FUNCTIONS(TlsTrust)

public:
    static constexpr const char* EnvironmentVariable = "FLOWAUDIT_CA_CERTIFICATES";
    static constexpr const char* OpenSslFile = "SSL_CERT_FILE";
    static constexpr const char* OpenSslFolders = "SSL_CERT_DIR";

    QList<QSslCertificate> extraCertificates;
    QStringList sources; // each file or folder they were read from
    QString error;       // a file named is none, or holds no PEM certificate: nothing is fetched

    // `given`: the command line's --ca-certificates, or the editor's setting; empty when it
    // names none.
    static TlsTrust decide(const QString& given = {});
    // What a page whose certificate was not trusted says, naming the ways to trust its CA.
    static QString untrustedAdvice();
};

} // namespace FlowAudit
