# Precompiled headers: parsing Qt's and yaml-cpp's headers was about half of each object's
# compile time. Each library gets the headers its own sources include most; the tests
# reuse their support library's (REUSE_FROM), so the suite compiles them once per kind.
# FLOWAUDIT_PCH=OFF builds without them (to check that every file includes what it uses).
option(FLOWAUDIT_PCH "Precompile the Qt, yaml-cpp and standard headers" ON)

set(flowaudit_pch_core
  <QtCore/QByteArray> <QtCore/QCoreApplication> <QtCore/QDate> <QtCore/QDateTime> <QtCore/QFile>
  <QtCore/QHash> <QtCore/QList> <QtCore/QMap> <QtCore/QSet> <QtCore/QString> <QtCore/QStringList>
  <QtCore/QRegularExpression> <QtCore/QLocale>
  <algorithm> <array> <functional> <memory> <optional> <utility> <vector>)

function(flowaudit_precompile target)
  if(FLOWAUDIT_PCH)
    target_precompile_headers(${target} PRIVATE ${flowaudit_pch_core} ${ARGN})
  endif()
endfunction()

function(flowaudit_reuse_precompiled target from)
  if(FLOWAUDIT_PCH)
    target_precompile_headers(${target} REUSE_FROM ${from})
  endif()
endfunction()
