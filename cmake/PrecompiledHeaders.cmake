# Precompiled headers where parsing is most of the work: QtWidgets and QtTest. Measured with
# GCC 12 (-O2 -g), a GUI test compiles in 4 s instead of 11 s with its support library's
# header; the core's objects did not get quicker with GCC (their time is code generation,
# and a 180 MB header with its debug information costs a second to load), so only Clang's
# trees precompile the core's headers (core/CMakeLists.txt). The
# tests reuse their support library's (REUSE_FROM), so the suite compiles it once per kind.
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
