# `cpack -G DEB` in the build directory builds flowaudit_VERSION_ARCH.deb, installing
# under /usr. Its dependencies come from the shared libraries the executables link
# (dpkg-shlibdeps), never from a hand-typed list, so they follow the distribution.
set(CPACK_PACKAGE_NAME flowaudit)
set(CPACK_PACKAGE_VENDOR "The FlowAudit developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Edit and audit an inventory of integration flows")
set(CPACK_PACKAGE_DESCRIPTION
  "FlowAudit checks an inventory of integration flows (idempotency keys, ledger retention,
nested retries, webhook acknowledgement) against delivery reliability rules, so duplicate
records, lost events and retry storms show up before they happen. It has a Qt desktop
editor, flowaudit, and a command line linter for CI, flowaudit-cli, with text, JSON,
SARIF and JUnit output.")
set(CPACK_PACKAGE_CONTACT "FlowAudit developers <flowaudit@example.org>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/flowaudit/flowaudit")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps finds FlowAudit's own libraries where the package puts them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${FLOWAUDIT_LIBRARY_BUILD_DIR})
# Qt's own German strings (dialog buttons) and the usual desktop integration: wanted, not
# linked, so recommended rather than required.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")

include(CPack)
