# `cmake --install` into a fresh prefix, then the installed programs used from there as a
# user would: every file a desktop needs is in place, the installed command line lints the
# installed example and the installed editor opens it. Run with -DBUILD=... -DPREFIX=...
# -DVERSION=... -DSOURCE=... [-DPRIVATE_LIBDIR=... -DPRIVATE_LIBRARIES=a,b]
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${err}")
endif()

set(expected
  bin/flowaudit
  bin/flowaudit-cli
  share/flowaudit/examples/acme-inventory.yaml
  share/flowaudit/flow-inventory.schema.json
  share/applications/org.flowaudit.FlowAudit.desktop
  share/metainfo/org.flowaudit.FlowAudit.metainfo.xml
  share/icons/hicolor/scalable/apps/org.flowaudit.FlowAudit.svg
  share/man/man1/flowaudit-cli.1.gz
  share/man/man1/flowaudit.1.gz)
# FlowAudit's own shared libraries, in their private folder (none when built static).
string(REPLACE "," ";" private_libraries "${PRIVATE_LIBRARIES}")
foreach(library IN LISTS private_libraries)
  list(APPEND expected ${PRIVATE_LIBDIR}/lib${library}.so)
endforeach()
foreach(size 16 22 24 32 48 64 128 256)
  list(APPEND expected share/icons/hicolor/${size}x${size}/apps/org.flowaudit.FlowAudit.png)
endforeach()
foreach(path IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${path}")
    message(FATAL_ERROR "not installed: ${path}")
  endif()
endforeach()

# The desktop entry hands the file manager's files to the editor, YAML and CSV alike.
file(READ "${PREFIX}/share/applications/org.flowaudit.FlowAudit.desktop" desktop)
foreach(fragment "Exec=flowaudit %F" "Icon=org.flowaudit.FlowAudit" "application/yaml" "text/csv")
  string(FIND "${desktop}" "${fragment}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the desktop entry lacks ${fragment}")
  endif()
endforeach()

# The icons are the sizes their folders say.
file(READ "${PREFIX}/share/icons/hicolor/48x48/apps/org.flowaudit.FlowAudit.png" png HEX LIMIT 24)
string(SUBSTRING "${png}" 32 16 size)
if(NOT size STREQUAL "0000003000000030")
  message(FATAL_ERROR "the 48x48 icon is not 48 by 48 (IHDR ${size})")
endif()

execute_process(COMMAND "${PREFIX}/bin/flowaudit-cli" lint "${PREFIX}/share/flowaudit/examples/acme-inventory.yaml"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "the installed lint exited ${status}, expected 1 (the example fails RT01)\n${out}${err}")
endif()
string(FIND "${out}" "FAIL RT01" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the installed lint did not report RT01:\n${out}")
endif()

# The newest release in the AppStream file is this version.
file(READ "${PREFIX}/share/metainfo/org.flowaudit.FlowAudit.metainfo.xml" metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\"" release "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
  message(FATAL_ERROR "the metainfo's newest release is '${CMAKE_MATCH_1}', the project is ${VERSION}")
endif()

# Every vendor card of the source tree is installed beside the examples.
file(GLOB cards RELATIVE "${SOURCE}/resources/vendors" "${SOURCE}/resources/vendors/*.yaml")
if(NOT cards)
  message(FATAL_ERROR "no vendor cards in ${SOURCE}/resources/vendors")
endif()
foreach(card IN LISTS cards)
  if(NOT EXISTS "${PREFIX}/share/flowaudit/vendors/${card}")
    message(FATAL_ERROR "vendor card not installed: ${card}")
  endif()
endforeach()

# The installed editor starts and renders the installed example.
file(REMOVE "${PREFIX}/editor.png")
execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen HOME=${PREFIX}/home
                        "${PREFIX}/bin/flowaudit" --screenshot "${PREFIX}/editor.png"
                        "${PREFIX}/share/flowaudit/examples/acme-inventory.yaml"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT EXISTS "${PREFIX}/editor.png")
  message(FATAL_ERROR "the installed editor did not render the example (exit ${status}):\n${out}${err}")
endif()
