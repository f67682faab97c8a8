# What the command-line tests share: run a command expecting an exit status (its output
# is left in last_out and last_err), and expect a fragment in a text.
function(expect_run expected_status)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL expected_status)
    message(FATAL_ERROR "'${ARGN}' exited ${status}, expected ${expected_status}\n${out}\n${err}")
  endif()
  set(last_out "${out}" PARENT_SCOPE)
  set(last_err "${err}" PARENT_SCOPE)
endfunction()

function(expect_contains text fragment)
  string(FIND "${text}" "${fragment}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected '${fragment}' in:\n${text}")
  endif()
endfunction()

function(expect_not_contains text fragment)
  string(FIND "${text}" "${fragment}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "did not expect '${fragment}' in:\n${text}")
  endif()
endfunction()

# The file must still hold exactly `expected`; `what` says which command changed it.
function(expect_file_holds path expected what)
  file(READ "${path}" now)
  if(NOT now STREQUAL expected)
    message(FATAL_ERROR "${what} changed ${path}:\n${now}")
  endif()
endfunction()

# Fails unless two texts are equal, printing both.
function(expect_equal actual expected what)
  if(NOT actual STREQUAL expected)
    message(FATAL_ERROR "${what}:\n--- got\n${actual}\n--- expected\n${expected}")
  endif()
endfunction()
