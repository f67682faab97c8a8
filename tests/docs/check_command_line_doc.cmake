# docs/command-line.md is what flowaudit-cli-manual writes from the command table, so the
# page and `flowaudit-cli help COMMAND` cannot drift apart.
# Run with -DMANUAL=<flowaudit-cli-manual> -DDOC=<docs/command-line.md> -DWORK=<a folder>
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${MANUAL}" markdown "${WORK}/command-line.md" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "flowaudit-cli-manual markdown exited ${status}")
endif()
file(READ "${WORK}/command-line.md" written)
file(READ "${DOC}" checked_in)
if(NOT written STREQUAL checked_in)
  message(FATAL_ERROR "${DOC} differs from the command table; write it again with\n"
                      "  ${MANUAL} markdown ${DOC}")
endif()
