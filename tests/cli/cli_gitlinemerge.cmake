# A hand-written inventory (tests/data/handwritten/team-flows.yaml) through real `git merge`
# with FlowAudit's driver, line merge first: a value changed on one branch and its comment
# reworded on the other merges cleanly with both; a real conflict's sections are each side's
# own lines; and either direction gives exactly what git merge-file gives.
# Run with -DCLI=... -DINVENTORY=... -DWORK=... -DGIT=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/repo")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gitrepo.cmake)

# Two branches from main, each with its edit committed.
function(branch name from to)
  git_ok(checkout -q -b ${name} main)
  edit(team-flows.yaml "${from}" "${to}")
  git_ok(commit -q -am "${name}")
endfunction()

git_ok(init -q)
file(COPY_FILE "${INVENTORY}" "${WORK}/repo/team-flows.yaml")
expect_run(0 ${CLI} git-setup "${WORK}/repo/team-flows.yaml")
git_ok(add -A)
git_ok(commit -q -m "the team's inventory")
file(READ "${WORK}/repo/team-flows.yaml" base)
set(line "    ledger_retention_days: 45   # raised from 30 after the March replay\n")

# --- P changes the value, Q rewords its comment: one clean merge with both (git alone
# conflicts on the line).
branch(p "${line}" "    ledger_retention_days: 60   # raised from 30 after the March replay\n")
branch(q "${line}" "    ledger_retention_days: 45   # raised from 30 after the March replay (legal: INT-9)\n")
git_ok(checkout -q p)
git(merge --no-edit q)
if(NOT git_status EQUAL 0)
  message(FATAL_ERROR "a value and its comment changed on two branches did not merge:\n${git_out}\n${git_err}")
endif()
expect_not_contains("${git_err}" "has a comment after it already")
file(READ "${WORK}/repo/team-flows.yaml" merged)
string(REPLACE "${line}" "    ledger_retention_days: 60   # raised from 30 after the March replay (legal: INT-9)\n" expected "${base}")
expect_equal("${merged}" "${expected}" "the clean merge lost a side's words")
git_ok(status --porcelain)
expect_equal("${git_out}" "" "the merge left files in the work tree")

# --- The same line changed on both: a conflict whose sections are the sides' own lines.
branch(p2 "${line}" "    ledger_retention_days: 60  # P: two months\n")
branch(q2 "${line}" "    ledger_retention_days: 90     # D: four months, per legal\n")
git_ok(checkout -q p2)
git(merge --no-edit q2)
if(git_status EQUAL 0)
  message(FATAL_ERROR "one value changed differently on two branches merged without a conflict")
endif()
file(READ "${WORK}/repo/team-flows.yaml" conflicted)
set(label "(flow stripe_invoices_to_crm, field ledger_retention_days)")
string(REPLACE "${line}" "<<<<<<< ours ${label}\n    ledger_retention_days: 60  # P: two months\n||||||| base\n${line}=======\n    ledger_retention_days: 90     # D: four months, per legal\n>>>>>>> theirs ${label}\n" expected "${base}")
expect_equal("${conflicted}" "${expected}" "the conflict's sections are not the sides' own lines")
git_ok(merge --abort)

# --- Either direction, exactly git merge-file's bytes: spacing, blank lines, comments.
branch(a "    max_replay_window_days: 7\n" "    max_replay_window_days: 10\n")
git_ok(checkout -q -b b main)
edit(team-flows.yaml "    retry_layers: hubspot:10\n" "    retry_layers: hubspot:10   # three spaces before\n")
edit(team-flows.yaml "\n# End of the flows." "\n  - flow_id: invoices_to_tax\n    name: Tax invoices\n\n# End of the flows.")
git_ok(commit -q -am "b")
foreach(direction "a;b" "b;a")
  list(GET direction 0 ours)
  list(GET direction 1 theirs)
  git_ok(checkout -q -B merged-${ours} ${ours})
  git(merge --no-edit ${theirs})
  if(NOT git_status EQUAL 0)
    message(FATAL_ERROR "${ours} <- ${theirs} did not merge:\n${git_out}\n${git_err}")
  endif()
  foreach(side main ${ours} ${theirs})
    git_ok(show ${side}:team-flows.yaml)
    file(WRITE "${WORK}/${side}.yaml" "${git_out}")
  endforeach()
  execute_process(COMMAND ${GIT} merge-file -p "${WORK}/${ours}.yaml" "${WORK}/main.yaml" "${WORK}/${theirs}.yaml"
                  OUTPUT_VARIABLE by_git RESULT_VARIABLE status)
  file(READ "${WORK}/repo/team-flows.yaml" merged)
  expect_equal("${merged}" "${by_git}" "${ours} <- ${theirs} is not what git merge-file writes")
  expect_contains("${merged}" "hubspot:10   # three spaces before\n")
  expect_contains("${merged}" "    name: Tax invoices\n\n# End of the flows.")
endforeach()
