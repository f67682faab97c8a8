# The scriptable edits on the editor's save path (docs/spec/inventory-format.md, "Saving over a
# file"): set, fix --apply and waive change only the lines of what changed, every comment
# stays; what they refuse leaves the file untouched with exit 2; format rewrites on purpose
# and --check says whether it would; where no patch is possible they refuse unless
# --reformat is given. Run with -DCLI=... -DEXAMPLE=... -DIMPORT=... -DWORK=...
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(inv ${WORK}/inv.yaml)
file(READ ${EXAMPLE} example)

function(reset)
  file(WRITE ${inv} "${example}")
endfunction()
# The file must be the example with `from` replaced by `to` (each given once), nothing else.
function(expect_file_is_example_with from to)
  string(FIND "${example}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "'${from}' is not in the example")
  endif()
  string(REPLACE "${from}" "${to}" expected "${example}")
  file(READ ${inv} now)
  if(NOT now STREQUAL expected)
    message(FATAL_ERROR "expected only '${from}' to become '${to}'; the file is:\n${now}")
  endif()
endfunction()
function(expect_refused fragment)
  expect_run(2 ${ARGN})
  expect_contains("${last_err}" "${fragment}")
  expect_file_holds(${inv} "${example}" "'${ARGN}', refused,")
  set(last_err "${last_err}" PARENT_SCOPE)
endfunction()

# --- set: one field is one line; a review goes into the flow's reviews map.
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm ledger_retention_days=90)
expect_contains("${last_err}" "ledger_retention_days set to 90")
expect_file_is_example_with("    ledger_retention_days: 45\n" "    ledger_retention_days: 90\n")
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm notes=)
expect_file_is_example_with("    notes: Upserts one opportunity per invoice by external ID. Refetches the invoice from Stripe before every write, so duplicate and out-of-order events become no-ops.\n" "")
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm reviews.IP05.status=fail reviews.IP05.by=jo)
expect_file_is_example_with("      WH02: {status: pass, note: Stripe-Signature checked on the raw body, by: ao, on: 2026-11-21}\n"
  "      WH02: {status: pass, note: Stripe-Signature checked on the raw body, by: ao, on: 2026-11-21}\n      IP05: {status: fail, by: jo}\n")
# Setting what is already there writes nothing and is done.
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm ledger_retention_days=45)
expect_contains("${last_err}" "already reads so; the file is unchanged")

reset()
expect_refused("no flow 'bilingg_to_crm' (did you mean billing_to_crm?)"
  ${CLI} set ${inv} bilingg_to_crm ledger_retention_days=90)
expect_refused("ledger_retention_days \"ninety\" is not a number of days"
  ${CLI} set ${inv} billing_to_crm ledger_retention_days=ninety)
expect_refused("no field 'ledger_retention_day' in this inventory (did you mean ledger_retention_days?)"
  ${CLI} set ${inv} billing_to_crm ledger_retention_day=90)
expect_refused("no manual review rule 'IP4'"
  ${CLI} set ${inv} billing_to_crm reviews.IP4.status=pass)
expect_refused("is not one of open, pass, fail, n/a"
  ${CLI} set ${inv} billing_to_crm reviews.IP05.status=done)
expect_refused("method \"push\" is not one of"
  ${CLI} set ${inv} billing_to_crm method=push)
expect_refused("retry_layers \"sdk:x\" is invalid"
  ${CLI} set ${inv} billing_to_crm retry_layers=sdk:x)
# All or nothing: a good value before a refused one is not written either.
expect_refused("sender_timeout_seconds is 0"
  ${CLI} set ${inv} billing_to_crm ledger_retention_days=90 sender_timeout_seconds=0)
expect_refused("is given twice"
  ${CLI} set ${inv} billing_to_crm notes=a notes=b)
expect_run(2 ${CLI} set ${inv} billing_to_crm)

# --- Flow IDs stay sound (SC01): set refuses an ID another flow has, or a blank one, with or
# without --reformat; a flow whose ID is shared (the example's warehouse_conversions_to_ga4,
# flows 12 and 14) or blank is reached by its position, @N.
reset()
expect_refused("flow billing_to_crm: flow_id \"stripe_payouts_to_netsuite\" is already the ID of the flow in line 30 (@2), and every flow needs its own ID (SC01)"
  ${CLI} set ${inv} billing_to_crm flow_id=stripe_payouts_to_netsuite)
expect_refused("(SC01)" ${CLI} set ${inv} billing_to_crm flow_id=stripe_payouts_to_netsuite --reformat)
expect_refused("flow_id would be blank" ${CLI} set ${inv} billing_to_crm flow_id=)
expect_refused("flow_id would be blank" ${CLI} set ${inv} billing_to_crm "flow_id=  " --reformat)
expect_refused("2 flows have the ID 'warehouse_conversions_to_ga4' (lines 234, 274), so it names none of them; name one by its position (@12, @14)"
  ${CLI} set ${inv} warehouse_conversions_to_ga4 notes=x)
expect_refused("(SC01)" ${CLI} set ${inv} @14 flow_id=warehouse_conversions_to_ga4)
foreach(position @0 @16 @x @ @-1 @1x)
  expect_run(2 ${CLI} set ${inv} ${position} notes=x)
  expect_contains("${last_err}" "${position}")
  expect_contains("${last_err}" "@1 to @15")
  expect_contains("${last_err}" "Run flowaudit-cli --help for the usage.")
  expect_file_holds(${inv} "${example}" "set ${position}, refused,")
endforeach()
expect_run(0 ${CLI} set ${inv} @14 flow_id=warehouse_conversions_to_ga4_eu)
expect_contains("${last_err}" "flow @14: flow_id set to warehouse_conversions_to_ga4_eu")
file(READ ${inv} now)
string(REGEX REPLACE "\n  - flow_id: warehouse_conversions_to_ga4_eu\n" "\n  - flow_id: warehouse_conversions_to_ga4\n" back "${now}")
if(NOT back STREQUAL example OR now STREQUAL example)
  message(FATAL_ERROR "set @14 changed more than the 14th flow's ID:\n${now}")
endif()
# A blank ID is given by position too; fix --flow and waive take positions as well.
set(blank "format: flow-inventory/1\nflows:\n  - flow_id: a\n    method: native\n  - flow_id:\n    method: custom\n")
file(WRITE ${inv} "${blank}")
expect_run(2 ${CLI} waive ${inv} --flow @2 --rule IP01 --justification x --owner Jo --expires 2027-01-01 --today 2026-12-02)
expect_contains("${last_err}" "flow @2 has no flow_id, and a waiver names its flow by ID")
expect_file_holds(${inv} "${blank}" "a refused waive @2")
expect_run(0 ${CLI} set ${inv} @2 flow_id=b)
expect_file_holds(${inv} "format: flow-inventory/1\nflows:\n  - flow_id: a\n    method: native\n  - flow_id: b\n    method: custom\n" "set @2 flow_id=b")
reset()
expect_run(0 ${CLI} fix ${inv} --flow @2 --rule RT01)
expect_contains("${last_out}" "FAIL RT01 stripe_payouts_to_netsuite")
expect_run(2 ${CLI} fix ${inv} --flow @99 --rule RT01)
expect_contains("${last_err}" "@99: the inventory has 15 flows, so a position goes from @1 to @15")
expect_run(0 ${CLI} waive ${inv} --flow @2 --rule RT01
  --justification "NetSuite caps its retries" --owner "Jo Ops" --expires 2027-03-01 --today 2026-12-02)
expect_contains("${last_err}" "RT01 on flow stripe_payouts_to_netsuite accepted")
file(READ ${inv} now)
expect_contains("${now}" "waivers:\n  - flow_id: stripe_payouts_to_netsuite\n    rule: RT01\n")
reset()
expect_refused("flow @14's ID 'warehouse_conversions_to_ga4' is shared by 2 flows" ${CLI} waive ${inv}
  --flow @14 --rule RT01 --justification x --owner Jo --expires 2027-01-01 --today 2026-12-02)

# --- A review added takes the style of the reviews beside it: block among block, at their
# indentation (flow style among flow style: the IP05 case above).
set(blockreviews "format: flow-inventory/1\nflows:\n  - flow_id: r\n    reviews:\n      IP04:\n          status: pass\n          note: upsert by external ID\n")
file(WRITE ${inv} "${blockreviews}")
expect_run(0 ${CLI} set ${inv} r reviews.IP05.status=fail reviews.IP05.by=jo)
expect_file_holds(${inv} "${blockreviews}      IP05:\n          status: fail\n          by: jo\n" "set of a review among block ones")

# --- A review's keys and values are written as the neighbouring reviews write them: `on:`
# plain beside the file's `on: 2026-11-20` (never `"on": "2026-12-01"`), quoted the same way
# beside quoted ones; where no review writes the key, the safe quoting stays (`on` is a
# YAML 1.1 boolean), and a value that a reader would take for another type is quoted unless
# the neighbour's value of that key is of its kind.
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm reviews.IP05.status=pass reviews.IP05.on=2026-12-01)
expect_file_is_example_with("      WH02: {status: pass, note: Stripe-Signature checked on the raw body, by: ao, on: 2026-11-21}\n"
  "      WH02: {status: pass, note: Stripe-Signature checked on the raw body, by: ao, on: 2026-11-21}\n      IP05: {status: pass, on: 2026-12-01}\n")
reset()
expect_run(0 ${CLI} set ${inv} billing_to_crm reviews.IP04.on=2026-12-01)
expect_file_is_example_with("      IP04: {status: pass, note: upsert by external ID, by: jd, on: 2026-11-20}\n"
  "      IP04: {status: pass, note: upsert by external ID, by: jd, on: 2026-12-01}\n")
set(dated "format: flow-inventory/1\nflows:\n  - flow_id: a\n    reviews:\n      IP04:\n        status: pass\n        on: 2026-10-03\n  - flow_id: b\n    reviews:\n      IP04:\n        status: pass\n")
file(WRITE ${inv} "${dated}")
expect_run(0 ${CLI} set ${inv} b reviews.IP04.on=2026-12-01)
expect_file_holds(${inv} "${dated}        on: 2026-12-01\n" "set of a review's date beside a plain one")
expect_run(0 ${CLI} set ${inv} a reviews.IP05.status=fail reviews.IP05.on=2026-12-02)
string(REPLACE "        on: 2026-10-03\n" "        on: 2026-10-03\n      IP05:\n        status: fail\n        on: 2026-12-02\n" expected "${dated}")
expect_file_holds(${inv} "${expected}        on: 2026-12-01\n" "set of a new review beside a dated one")
set(quoted "format: flow-inventory/1\nflows:\n  - flow_id: a\n    reviews:\n      IP04: {status: pass, 'on': '2026-10-03', note: checked}\n  - flow_id: b\n    reviews:\n      IP04: {status: pass}\n")
file(WRITE ${inv} "${quoted}")
expect_run(0 ${CLI} set ${inv} b reviews.IP04.on=2026-12-01 reviews.IP04.note=no)
string(REPLACE "      IP04: {status: pass}\n" "      IP04: {status: pass, note: \"no\", 'on': '2026-12-01'}\n" expected "${quoted}")
expect_file_holds(${inv} "${expected}" "set of a review beside single-quoted ones")
set(undated "format: flow-inventory/1\nflows:\n  - flow_id: a\n    reviews:\n      IP04: {status: pass}\n")
file(WRITE ${inv} "${undated}")
expect_run(0 ${CLI} set ${inv} a reviews.IP04.on=2026-12-01)
expect_file_holds(${inv} "format: flow-inventory/1\nflows:\n  - flow_id: a\n    reviews:\n      IP04: {status: pass, \"on\": \"2026-12-01\"}\n" "set of a review's date with no neighbour")

# --- A comment after a block scalar's header stays when its text is set.
set(folded "format: flow-inventory/1\nflows:\n  - flow_id: f\n    notes: >-   # folded, kept\n      first text\n    owner: jo\n")
file(WRITE ${inv} "${folded}")
expect_run(0 ${CLI} set ${inv} f "notes=second text")
expect_file_holds(${inv} "format: flow-inventory/1\nflows:\n  - flow_id: f\n    notes: >-   # folded, kept\n      second text\n    owner: jo\n" "set of a folded text with a comment")

# --- waive writes the first waivers block as the file lays out its flows.
foreach(layout "- |  " "    - |      " "-   |    ")
  string(REPLACE "|" ";" parts "${layout}")
  list(GET parts 0 dash)
  list(GET parts 1 indent)
  set(flows "format: flow-inventory/1\nflows:\n${dash}flow_id: w\n${indent}retry_layers: suitetalk:3;worker:5\n")
  file(WRITE ${inv} "${flows}")
  expect_run(0 ${CLI} waive ${inv} --flow w --rule RT01 --justification "caps" --owner "Jo"
    --expires 2027-03-01 --today 2026-12-02)
  expect_file_holds(${inv} "${flows}waivers:\n${dash}flow_id: w\n${indent}rule: RT01\n${indent}justification: caps\n${indent}owner: Jo\n${indent}expires: 2027-03-01\n${indent}created: 2026-12-02\n"
    "waive into flows laid out as '${dash}'")
endforeach()

# --- waive keeps the file's closing comment last: the first waivers block goes after the
# last flow, before the comment lines that end the file, whatever the layout (a blank line
# or none before them, CRLF with a BOM and 4-space items, no final line end, a folded text
# last in the flow).
set(waiver2 "waivers:\n  - flow_id: w\n    rule: RT01\n    justification: caps\n    owner: Jo\n    expires: 2027-03-01\n    created: 2026-12-02\n")
set(flow2 "format: flow-inventory/1\nflows:\n  - flow_id: w\n    retry_layers: suitetalk:3;worker:5\n")
foreach(ending "\n# End of the inventory.\n# Keep these lines last.\n" "# footer, right after the flows\n" "\n# footer without a line end")
  file(WRITE ${inv} "${flow2}${ending}")
  expect_run(0 ${CLI} waive ${inv} --flow w --rule RT01 --justification caps --owner Jo
    --expires 2027-03-01 --today 2026-12-02)
  expect_file_holds(${inv} "${flow2}${waiver2}${ending}" "waive before a closing comment")
endforeach()
set(folded "format: flow-inventory/1\nflows:\n  - flow_id: w\n    retry_layers: suitetalk:3;worker:5\n    notes: >-\n      the last field\n\n# footer\n")
file(WRITE ${inv} "${folded}")
expect_run(0 ${CLI} waive ${inv} --flow w --rule RT01 --justification caps --owner Jo
  --expires 2027-03-01 --today 2026-12-02)
string(REPLACE "      the last field\n" "      the last field\n${waiver2}" expected "${folded}")
expect_file_holds(${inv} "${expected}" "waive after a folded text, before a closing comment")
# systems written before the flows: the waivers still go after both.
set(systemsfirst "format: flow-inventory/1\nsystems:\n  stripe: {kind: saas}\nflows:\n  - flow_id: w\n    retry_layers: suitetalk:3;worker:5\n")
file(WRITE ${inv} "${systemsfirst}\n# footer\n")
expect_run(0 ${CLI} waive ${inv} --flow w --rule RT01 --justification caps --owner Jo
  --expires 2027-03-01 --today 2026-12-02)
expect_file_holds(${inv} "${systemsfirst}${waiver2}\n# footer\n" "waive into a file with systems before flows")
string(ASCII 239 187 191 bom)
set(crlf "${bom}format: flow-inventory/1\r\nflows:\r\n    -   flow_id: w\r\n        retry_layers: suitetalk:3;worker:5\r\n\r\n# footer\r\n")
file(WRITE ${inv} "${crlf}")
expect_run(0 ${CLI} waive ${inv} --flow w --rule RT01 --justification caps --owner Jo
  --expires 2027-03-01 --today 2026-12-02)
string(REPLACE "worker:5\r\n" "worker:5\r\nwaivers:\r\n    -   flow_id: w\r\n        rule: RT01\r\n        justification: caps\r\n        owner: Jo\r\n        expires: 2027-03-01\r\n        created: 2026-12-02\r\n" expected "${crlf}")
# Compared byte for byte: file(READ) drops a BOM.
file(WRITE ${WORK}/expected.yaml "${expected}")
file(READ ${WORK}/expected.yaml expected_bytes HEX)
file(READ ${inv} now_bytes HEX)
if(NOT now_bytes STREQUAL expected_bytes OR NOT now_bytes MATCHES "^efbbbf")
  message(FATAL_ERROR "waive into a CRLF file with a BOM and a closing comment:\n${now_bytes}\n${expected_bytes}")
endif()

# --- fix: the editor's fixes as diffs of the file; --apply writes the chosen one.
reset()
expect_run(0 ${CLI} fix ${inv} --flow stripe_payouts_to_netsuite --rule RT01)
expect_contains("${last_out}" "FAIL RT01 stripe_payouts_to_netsuite")
expect_contains("${last_out}" "Fix 1: Keep retries only in worker (5 attempts)")
expect_contains("${last_out}" "Fix 2: Keep retries only in suitetalk (3 attempts)")
expect_contains("${last_out}" "--- ${inv}\n+++ ${inv}\n@@ -39,7 +39,7 @@\n")
expect_contains("${last_out}" "-    retry_layers: suitetalk:3;worker:5\n+    retry_layers: suitetalk:1;worker:5\n")
expect_contains("${last_out}" "+    retry_layers: suitetalk:3;worker:1\n")
expect_file_holds(${inv} "${example}" "fix without --apply")
expect_run(0 ${CLI} fix ${inv} --flow stripe_payouts_to_netsuite --rule RT01 --apply)
expect_contains("${last_err}" "fixed: Keep retries only in worker")
expect_file_is_example_with("retry_layers: suitetalk:3;worker:5" "retry_layers: suitetalk:1;worker:5")
reset()
expect_run(0 ${CLI} fix ${inv} --flow stripe_payouts_to_netsuite --rule RT01 --choice 2 --apply)
expect_file_is_example_with("retry_layers: suitetalk:3;worker:5" "retry_layers: suitetalk:3;worker:1")
reset()
expect_refused("has 2 fixes, not 3"
  ${CLI} fix ${inv} --flow stripe_payouts_to_netsuite --rule RT01 --choice 3 --apply)
# --choice 2 over findings of which some have no fix 2: those are listed and left, the
# others get fix 2; refused only where no finding has one.
reset()
expect_run(0 ${CLI} fix ${inv} --choice 2)
expect_contains("${last_out}" "Fix 2: Keep retries only in suitetalk (3 attempts)")
expect_contains("${last_err}" "FAIL IP03 salesforce_orders_to_netsuite: ledger retention of 7 days is below the 14-day replay window: a replay after day 7 repeats the effect\n  not fixed: it has 1 fix(es), not fix 2")
expect_file_holds(${inv} "${example}" "fix --choice 2 without --apply")
expect_run(0 ${CLI} fix ${inv} --choice 2 --apply)
expect_contains("${last_err}" "WARN WH01 hubspot_workflow_trial_onboarding")
expect_contains("${last_err}" "not fixed: it has 1 fix(es), not fix 2")
expect_contains("${last_err}" "fixed: Keep retries only in retry_handler (3 attempts)")
string(REPLACE "retry_layers: suitetalk:3;worker:5" "retry_layers: suitetalk:3;worker:1" expected "${example}")
string(REPLACE "retry_layers: retry_handler:3;incomplete_executions:9" "retry_layers: retry_handler:3;incomplete_executions:1" expected "${expected}")
string(REPLACE "retry_layers: retry_on_fail:3;error_workflow:3" "retry_layers: retry_on_fail:3;error_workflow:1" expected "${expected}")
expect_file_holds(${inv} "${expected}" "fix --choice 2 --apply")
reset()
expect_refused("has 1 fixes, not 2" ${CLI} fix ${inv} --flow @4 --choice 2 --apply)
expect_refused("no flow 'stripe_payout_to_netsuite' (did you mean stripe_payouts_to_netsuite?)"
  ${CLI} fix ${inv} --flow stripe_payout_to_netsuite)
# Every fix of the inventory at once: the file differs in the fixed lines only, and lint
# then finds none of the RT01 FAILs that were fixed.
expect_run(0 ${CLI} fix ${inv} --apply)
file(READ ${inv} fixed)
expect_contains("${fixed}" "# FlowAudit example inventory: the integration flows of Acme")
expect_contains("${last_out}" "+    retry_layers: retry_handler:1;incomplete_executions:9\n")
expect_run(1 ${CLI} lint ${inv})
string(FIND "${last_out}" "FAIL RT01" rt01)
if(NOT rt01 EQUAL -1)
  message(FATAL_ERROR "fix --apply left an RT01 FAIL:\n${last_out}")
endif()

# --- waive: Accept Risk from a script.
reset()
expect_run(0 ${CLI} waive ${inv} --flow stripe_payouts_to_netsuite --rule RT01
  --justification "NetSuite caps its retries" --owner "Jo Ops" --expires 2027-03-01 --today 2026-12-02)
file(READ ${inv} now)
string(LENGTH "${example}" length)
string(SUBSTRING "${now}" 0 ${length} head)
string(SUBSTRING "${now}" ${length} -1 tail)
if(NOT head STREQUAL example OR NOT tail STREQUAL "waivers:\n  - flow_id: stripe_payouts_to_netsuite\n    rule: RT01\n    justification: NetSuite caps its retries\n    owner: Jo Ops\n    expires: 2027-03-01\n    created: 2026-12-02\n")
  message(FATAL_ERROR "waive changed more than it added:\n${now}")
endif()
expect_run(1 ${CLI} lint ${inv} --today 2026-12-02)
expect_contains("${last_out}" "RT01 stripe_payouts_to_netsuite")
expect_contains("${last_out}" "accepted")
expect_run(2 ${CLI} waive ${inv} --flow stripe_payouts_to_netsuite --rule RT01
  --justification "again" --owner "Jo Ops" --expires 2027-03-01 --today 2026-12-02)
expect_contains("${last_err}" "already accepted")
reset()
expect_refused("expired from the start (WV01)" ${CLI} waive ${inv} --flow stripe_payouts_to_netsuite
  --rule RT01 --justification "x" --owner "Jo" --expires 2026-12-01 --today 2026-12-02)
expect_refused("more than 366 days" ${CLI} waive ${inv} --flow stripe_payouts_to_netsuite
  --rule RT01 --justification "x" --owner "Jo" --expires 2028-01-01 --today 2026-12-02)
expect_refused("waive needs --owner" ${CLI} waive ${inv} --flow stripe_payouts_to_netsuite
  --rule RT01 --justification "x" --expires 2027-01-01 --today 2026-12-02)
expect_refused("has no RT01 finding to accept" ${CLI} waive ${inv} --flow billing_to_crm
  --rule RT01 --justification "x" --owner "Jo" --expires 2027-01-01 --today 2026-12-02)
expect_refused("cannot be accepted as a risk" ${CLI} waive ${inv} --flow billing_to_crm
  --rule SC02 --justification "x" --owner "Jo" --expires 2027-01-01 --today 2026-12-02)

# --- format: the canonical layout on purpose; --check for CI.
reset()
expect_run(1 ${CLI} format ${inv} --check)
expect_contains("${last_err}" "not in the canonical layout")
expect_contains("${last_out}" "-# FlowAudit example inventory: the integration flows of Acme")
expect_file_holds(${inv} "${example}" "format --check")
expect_run(0 ${CLI} format ${inv})
expect_contains("${last_err}" "written in the canonical layout, which dropped 3 comments")
expect_run(0 ${CLI} format ${inv} --check)
# CRLF line ends and a byte order mark: format --check and format say what becomes of them.
file(WRITE ${WORK}/crlf.yaml "﻿flows:\r\n  - flow_id: a\r\n")
expect_run(1 ${CLI} format ${WORK}/crlf.yaml --check)
expect_contains("${last_err}" "its CRLF line ends become LF, and its UTF-8 byte order mark is dropped")
expect_run(0 ${CLI} format ${WORK}/crlf.yaml)
expect_contains("${last_err}" "crlf.yaml: its CRLF line ends become LF, and its UTF-8 byte order mark is dropped")
# The same inventory, laid out anew: the same findings.
expect_run(1 ${CLI} lint ${inv})
expect_contains("${last_out}" "flows 15, FAIL 9, WARN 11, INFO 0")

# --- No patch possible: refused without --reformat, the canonical layout with it.
set(anchored "format: flow-inventory/1\nflows:\n  - flow_id: a\n    ledger_retention_days: &keep 30\n    max_replay_window_days: 30\n")
file(WRITE ${inv} "${anchored}")
expect_run(2 ${CLI} set ${inv} a ledger_retention_days=60)
expect_contains("${last_err}" "cannot be changed in place")
expect_contains("${last_err}" "give --reformat")
expect_file_holds(${inv} "${anchored}" "a refused set")
expect_run(0 ${CLI} set ${inv} a ledger_retention_days=60 --reformat)
expect_contains("${last_err}" "written in the canonical layout, which drops 1 anchor")
file(READ ${inv} now)
expect_contains("${now}" "ledger_retention_days: 60\n    max_replay_window_days: 30\n")
# import --into a flow-style document: no patch, so refused unless --reformat.
set(flowstyle "{format: flow-inventory/1, flows: [{flow_id: kept}]}\n")
file(WRITE ${inv} "${flowstyle}")
expect_run(2 ${CLI} import ${IMPORT} --into ${inv})
expect_contains("${last_err}" "give --reformat")
expect_file_holds(${inv} "${flowstyle}" "a refused import --into")
expect_run(0 ${CLI} import ${IMPORT} --into ${inv} --reformat)
file(READ ${inv} now)
expect_contains("${now}" "  - flow_id: kept\n")
