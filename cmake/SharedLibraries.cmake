# The five libraries (core, painting, network, ui, cli) are shared by default: an edit to
# one core file then recompiles that file and relinks one library, where the static
# archives had every test program relinked against 300 MB (docs/development.md, "The edit
# loop"). FLOWAUDIT_SHARED_LIBS=OFF builds them static, as before.
option(FLOWAUDIT_SHARED_LIBS "Build FlowAudit's own libraries as shared libraries" ON)
if(FLOWAUDIT_SHARED_LIBS)
  set(FLOWAUDIT_LIBRARY_KIND SHARED)
else()
  set(FLOWAUDIT_LIBRARY_KIND STATIC)
endif()
# A program need not be relinked when a shared library it links changes (its symbols are
# resolved when it starts): an edit to a core file relinks the core library alone.
if(FLOWAUDIT_SHARED_LIBS)
  set(CMAKE_LINK_DEPENDS_NO_SHARED ON)
endif()
# Installed as private libraries beside no one else's, found by the programs' RUNPATH.
set(FLOWAUDIT_PRIVATE_LIBDIR ${CMAKE_INSTALL_LIBDIR}/flowaudit)
set(CMAKE_INSTALL_RPATH "$ORIGIN/../${FLOWAUDIT_PRIVATE_LIBDIR}")
set(FLOWAUDIT_LIBRARY_BUILD_DIR ${CMAKE_BINARY_DIR}/lib)

# Called once every library exists. No export macro: the libraries are FlowAudit's own,
# with default visibility, so CMake's <target>_EXPORTS definition is left out (nothing
# reads it, and it would recompile every object that differs only by it).
function(flowaudit_own_libraries)
  foreach(library IN LISTS ARGN)
    # One folder of the build tree holds them all: the one that dpkg-shlibdeps searches.
    # RUNPATH is not inherited: a library finds the ones it links beside itself.
    set_target_properties(${library} PROPERTIES DEFINE_SYMBOL ""
      LIBRARY_OUTPUT_DIRECTORY ${FLOWAUDIT_LIBRARY_BUILD_DIR}
      INSTALL_RPATH "$ORIGIN")
    if(FLOWAUDIT_SHARED_LIBS)
      install(TARGETS ${library} LIBRARY DESTINATION ${FLOWAUDIT_PRIVATE_LIBDIR})
    endif()
  endforeach()
endfunction()
