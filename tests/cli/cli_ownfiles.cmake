# No command writes over its own input (docs/spec/inventory-format.md, "Saving over a file"): every
# --output naming an input, by its path, a relative path, a symbolic or a hard link, is
# refused with exit 2 and the file untouched; import --into patches its inventory, keeping
# its comments.
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(inv ${WORK}/inv.yaml)
file(COPY_FILE ${EXAMPLE} ${inv})
file(READ ${inv} before)
file(CREATE_LINK ${inv} ${WORK}/hard.yaml)
file(CREATE_LINK ${inv} ${WORK}/soft.yaml SYMBOLIC)

function(expect_refused)
  expect_run(2 ${ARGN})
  expect_contains("${last_err}" "never writes over its own input")
  expect_file_holds(${inv} "${before}" "'${ARGN}'")
  set(last_err "${last_err}" PARENT_SCOPE)
endfunction()

file(MAKE_DIRECTORY ${WORK}/sub)
foreach(target ${inv} ${WORK}/hard.yaml ${WORK}/soft.yaml ${WORK}/sub/../inv.yaml)
  expect_refused(${CLI} lint ${inv} --output ${target})
endforeach()
expect_refused(${CLI} lint ${inv} --format json --output ${WORK}/hard.yaml)
expect_refused(${CLI} simulate ${inv} --flow billing_to_crm --output ${WORK}/soft.yaml)
expect_refused(${CLI} baseline ${inv} --output ${WORK}/hard.yaml)
expect_refused(${CLI} diff ${EXAMPLE} ${inv} --output ${inv})
expect_refused(${CLI} convert ${inv} ${WORK}/hard.yaml)
expect_contains("${last_err}" "flowaudit-cli format ${inv}")
expect_refused(${CLI} merge ${inv} ${WORK}/ours.yaml ${inv} --output ${WORK}/soft.yaml)
# import's --output naming one of the files it imports (a table, by a hard link).
file(WRITE ${WORK}/table.csv "flow_id,source\nfrom_table,stripe\n")
file(CREATE_LINK ${WORK}/table.csv ${WORK}/table-link.csv)
expect_refused(${CLI} import ${WORK}/table.csv --output ${WORK}/table-link.csv)
expect_file_holds(${WORK}/table.csv "flow_id,source\nfrom_table,stripe\n" "import --output")
expect_run(2 ${CLI} report ${inv} --output ${WORK}/hard.yaml --format pdf)
expect_contains("${last_err}" "is the inventory itself")

# import --into patches the inventory: its header comments stay, the flows are added.
expect_run(0 ${CLI} import ${IMPORT} --into ${inv})
file(READ ${inv} after)
expect_contains("${after}" "# FlowAudit example inventory: the integration flows of Acme")
string(LENGTH "${before}" length)
string(SUBSTRING "${after}" 0 ${length} head)
if(NOT head STREQUAL before)
  message(FATAL_ERROR "import --into changed the lines it did not add:\n${after}")
endif()

# convert never replaces a hand-written OUT silently: it names what would go and writes
# nothing; --force replaces it and says what was dropped; a file that is not an inventory
# is never written over, --force or not.
set(hand ${WORK}/hand.yaml)
file(WRITE ${hand} "# the team's notes\ntitle: Hand written\nsla: gold\nflows:\n  - flow_id: kept_by_hand\n    source: stripe\nwaivers:\n  - {flow_id: kept_by_hand, rule: IP01, justification: j, owner: o, expires: 2027-01-31}\n")
file(READ ${hand} hand_before)
expect_run(2 ${CLI} convert ${EXAMPLE} ${hand})
expect_contains("${last_err}" "${hand} exists; writing over it would drop 1 comment (on line 1); the top-level keys title, sla; 1 waiver; 1 flow as it is there (kept_by_hand)")
expect_contains("${last_err}" "give --force")
expect_file_holds(${hand} "${hand_before}" "convert without --force")
expect_run(0 ${CLI} convert ${EXAMPLE} ${hand} --force)
expect_contains("${last_err}" "replaced, which dropped 1 comment")
expect_run(0 ${CLI} convert ${EXAMPLE} ${hand})
expect_contains("${last_err}" "already holds this conversion")
file(WRITE ${WORK}/workflow.yaml "on: push\njobs: {}\n")
expect_run(2 ${CLI} convert ${EXAMPLE} ${WORK}/workflow.yaml --force)
expect_contains("${last_err}" "does not read as an inventory")
expect_file_holds(${WORK}/workflow.yaml "on: push\njobs: {}\n" "convert --force over a workflow")
