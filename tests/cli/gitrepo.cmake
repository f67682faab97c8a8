# A test repository that never reads the user's git settings, and git run in it:
# git(...) sets git_status, git_out and git_err; git_ok(...) fails the test unless git
# succeeds; edit(FILE FROM TO) replaces a text of a file of the repository (and fails when
# it is not there). Include after WORK and GIT are set; the repository is ${WORK}/repo.
set(ENV{GIT_AUTHOR_NAME} "FlowAudit Test")
set(ENV{GIT_AUTHOR_EMAIL} "test@example.com")
set(ENV{GIT_COMMITTER_NAME} "FlowAudit Test")
set(ENV{GIT_COMMITTER_EMAIL} "test@example.com")
set(ENV{GIT_CONFIG_GLOBAL} "${WORK}/gitconfig") # never the user's settings
set(ENV{GIT_CONFIG_NOSYSTEM} "1")
file(WRITE "${WORK}/gitconfig" "[init]\n\tdefaultBranch = main\n")

function(git)
  execute_process(COMMAND ${GIT} ${ARGN} WORKING_DIRECTORY "${WORK}/repo" RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(git_status "${status}" PARENT_SCOPE)
  set(git_out "${out}" PARENT_SCOPE)
  set(git_err "${err}" PARENT_SCOPE)
endfunction()
function(git_ok)
  git(${ARGN})
  if(NOT git_status EQUAL 0)
    message(FATAL_ERROR "git ${ARGN} failed (${git_status}):\n${git_out}\n${git_err}")
  endif()
  set(git_out "${git_out}" PARENT_SCOPE)
endfunction()

function(edit file from to)
  file(READ "${WORK}/repo/${file}" text)
  string(FIND "${text}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "'${from}' is not in ${file}")
  endif()
  string(REPLACE "${from}" "${to}" text "${text}")
  file(WRITE "${WORK}/repo/${file}" "${text}")
endfunction()
