# Accepted risks and baselines from the command line, as a CI job uses them: baseline once,
# then fail only on new findings; waivers in every format; SARIF against the 2.1.0 schema.
# Run with -DCLI=... -DEXAMPLE=... -DWORK=... -DPYTHON=... -DSCHEMA=... -DVALIDATE=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

function(expect_valid_sarif path)
  execute_process(COMMAND ${PYTHON} ${VALIDATE} ${SCHEMA} ${path} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${path} is not valid SARIF 2.1.0:\n${out}\n${err}")
  endif()
endfunction()

# --- Baseline: the same inventory always gives the same bytes; a lint against it passes.
expect_run(1 ${CLI} lint ${EXAMPLE})
expect_run(0 ${CLI} baseline ${EXAMPLE} --output ${WORK}/baseline.json)
expect_contains("${last_err}" "written")
expect_run(0 ${CLI} baseline ${EXAMPLE} --output ${WORK}/again.json --today 2030-01-01)
file(READ ${WORK}/baseline.json first)
file(READ ${WORK}/again.json second)
if(NOT first STREQUAL second)
  message(FATAL_ERROR "two baselines of one inventory differ")
endif()
expect_contains("${first}" "\"format\": \"flowaudit-baseline/1\"")
expect_contains("${first}" "\"rule\": \"VA0") # advisories are part of a baseline
expect_run(0 ${CLI} lint --baseline ${WORK}/baseline.json ${EXAMPLE})
expect_contains("${last_out}" "against the baseline: new 0, unchanged ")
expect_contains("${last_out}" "[unchanged]")
expect_run(0 ${CLI} lint --baseline ${WORK}/baseline.json --advisories ${EXAMPLE})
expect_contains("${last_out}" "absent 0")

# Someone adds a flow with a new FAIL: only that one fails the job.
file(READ ${EXAMPLE} inventory)
string(REPLACE "\nflows:\n" "\nflows:\n  - {flow_id: new_storm, method: native, creates_records: no, side_effect: none, retry_layers: 'sdk:3;worker:5'}\n"
       grown "${inventory}")
file(WRITE ${WORK}/grown.yaml "${grown}")
expect_run(1 ${CLI} lint --baseline ${WORK}/baseline.json ${WORK}/grown.yaml)
expect_contains("${last_out}" "FAIL RT01 new_storm: ")
expect_contains("${last_out}" "[new]")
expect_contains("${last_out}" "new 1,")
expect_run(0 ${CLI} lint --format sarif --baseline ${WORK}/baseline.json --output ${WORK}/grown.sarif ${EXAMPLE})
expect_valid_sarif(${WORK}/grown.sarif)
file(READ ${WORK}/grown.sarif sarif)
expect_contains("${sarif}" "\"baselineState\": \"unchanged\"")

# A baseline that is not one, or two inventories at once: exit 2 in words.
file(WRITE ${WORK}/not-a-baseline.json "{\"format\": \"flowaudit-baseline/9\", \"entries\": []}")
expect_run(2 ${CLI} lint --baseline ${WORK}/not-a-baseline.json ${EXAMPLE})
expect_contains("${last_err}" "newer than the flowaudit-baseline/1")
expect_run(2 ${CLI} lint --baseline ${WORK}/baseline.json ${EXAMPLE} ${EXAMPLE})
expect_run(2 ${CLI} baseline ${EXAMPLE})
expect_contains("${last_err}" "--output")

# --- Waivers: accept every FAIL of the example but one, and see it in each format.
file(WRITE ${WORK}/waived.yaml "${inventory}waivers:
  - flow_id: stripe_payouts_to_netsuite
    rule: RT01
    field: retry_layers
    justification: SuiteTalk's client retries cannot be turned off before the v2 move (INT-482)
    owner: ts
    approved_by: Head of integration
    expires: 2027-03-31
    created: 2026-12-01
  - flow_id: renamed_long_ago
    rule: IP01
    justification: old
    owner: ts
    expires: 2027-01-31
  - flow_id: stripe_payouts_to_netsuite
    rule: SC02
    justification: nope
    owner: ts
    expires: 2027-01-31
")
expect_run(1 ${CLI} lint --today 2026-12-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "FAIL RT01 stripe_payouts_to_netsuite: ")
expect_contains("${last_out}" "(accepted until 2027-03-31, ts: SuiteTalk's client retries cannot be turned off before the v2 move (INT-482))")
expect_contains("${last_out}" "WARN WV03 renamed_long_ago: ")
expect_contains("${last_out}" "FAIL WV04 stripe_payouts_to_netsuite: ")
expect_contains("${last_out}" "how to fix WV04")
expect_contains("${last_out}" ", accepted 1")
expect_run(1 ${CLI} lint --today 2026-12-01 --hide-accepted ${WORK}/waived.yaml)
expect_not_contains("${last_out}" "accepted until")
expect_contains("${last_out}" ", accepted 1")
# The day after it expires, the RT01 counts again and WV01 says so.
expect_run(1 ${CLI} lint --today 2027-04-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "WARN WV01 stripe_payouts_to_netsuite: ")
expect_contains("${last_out}" ", accepted 0")
# The README's CI recipe across the expiry date: the baseline made on 2026-12-01 passes that
# day, with --fail-on warn too (the waivers' own findings are old debt); once the waiver has
# expired, its finding is new and fails the job.
expect_run(0 ${CLI} baseline ${WORK}/waived.yaml --output ${WORK}/waived.baseline.json --today 2026-12-01)
file(READ ${WORK}/waived.baseline.json waived_baseline)
expect_contains("${waived_baseline}" "\"rule\": \"WV03\"")
expect_contains("${waived_baseline}" "\"rule\": \"WV04\"")
expect_run(0 ${CLI} lint --baseline ${WORK}/waived.baseline.json --today 2026-12-01 ${WORK}/waived.yaml)
expect_run(0 ${CLI} lint --baseline ${WORK}/waived.baseline.json --fail-on warn --today 2026-12-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "WARN WV03 renamed_long_ago: ")
expect_contains("${last_out}" "remove it [unchanged]")
# The accepted RT01 is accepted, whatever its state: never tagged or counted new.
expect_contains("${last_out}" "accepted 1; against the baseline: new 0, unchanged 21, updated 0, absent 0")
expect_contains("${last_out}" "(INT-482)) [accepted]\n")
expect_not_contains("${last_out}" "[new]")
expect_run(0 ${CLI} lint --format json --baseline ${WORK}/waived.baseline.json --today 2026-12-01 ${WORK}/waived.yaml)
string(JSON accepted_state GET "${last_out}" findings 0 baseline)
string(JSON accepted_rule GET "${last_out}" findings 0 rule)
string(JSON accepted_waiver GET "${last_out}" findings 0 accepted waiver)
if(NOT accepted_state STREQUAL "accepted" OR NOT accepted_rule STREQUAL "RT01" OR NOT accepted_waiver EQUAL 1)
  message(FATAL_ERROR "the waived RT01 is not accepted against the baseline in JSON:\n${last_out}")
endif()
string(JSON new_count GET "${last_out}" summary baseline new)
string(JSON accepted_count GET "${last_out}" summary accepted)
if(NOT new_count EQUAL 0 OR NOT accepted_count EQUAL 1)
  message(FATAL_ERROR "JSON counts the waived RT01 as new:\n${last_out}")
endif()
expect_run(0 ${CLI} lint --format junit --baseline ${WORK}/waived.baseline.json --today 2026-12-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" " [accepted]")
expect_not_contains("${last_out}" "[new]")
# SARIF: its accepted suppression beside the baselineState its match gives (no entry: new).
expect_run(0 ${CLI} lint --format sarif --baseline ${WORK}/waived.baseline.json --today 2026-12-01 --output ${WORK}/waived-baseline.sarif ${WORK}/waived.yaml)
expect_valid_sarif(${WORK}/waived-baseline.sarif)
file(READ ${WORK}/waived-baseline.sarif sarif)
string(JSON sarif_rule GET "${sarif}" runs 0 results 0 ruleId)
string(JSON sarif_status GET "${sarif}" runs 0 results 0 suppressions 0 status)
string(JSON sarif_state GET "${sarif}" runs 0 results 0 baselineState)
if(NOT sarif_rule STREQUAL "RT01" OR NOT sarif_status STREQUAL "accepted" OR NOT sarif_state STREQUAL "new")
  message(FATAL_ERROR "SARIF's accepted RT01: ${sarif_rule} ${sarif_status} ${sarif_state}")
endif()
expect_run(1 ${CLI} lint --baseline ${WORK}/waived.baseline.json --today 2027-04-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "FAIL RT01 stripe_payouts_to_netsuite: ")
expect_contains("${last_out}" "WARN WV01 stripe_payouts_to_netsuite: ")
expect_contains("${last_out}" "against the baseline: new 3, ") # RT01 and both expired waivers (WV01)
expect_run(1 ${CLI} lint --format json --today 2026-12-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "\"accepted\": {")
expect_contains("${last_out}" "\"waiver\": 3")
expect_run(1 ${CLI} lint --format junit --today 2026-12-01 ${WORK}/waived.yaml)
expect_contains("${last_out}" "name=\"waiver 3: SC02 on stripe_payouts_to_netsuite\"")
expect_run(1 ${CLI} lint --format sarif --today 2026-12-01 --output ${WORK}/waived.sarif ${WORK}/waived.yaml)
expect_valid_sarif(${WORK}/waived.sarif)
file(READ ${WORK}/waived.sarif sarif)
expect_contains("${sarif}" "\"suppressions\": [")
expect_contains("${sarif}" "\"status\": \"accepted\"")
expect_contains("${sarif}" "\"id\": \"WV04\"")
expect_run(1 ${CLI} lint --format sarif --sarif-omit-accepted --today 2026-12-01 --output ${WORK}/omitted.sarif ${WORK}/waived.yaml)
expect_valid_sarif(${WORK}/omitted.sarif)
file(READ ${WORK}/omitted.sarif sarif)
expect_not_contains("${sarif}" "\"status\": \"accepted\"")
expect_run(2 ${CLI} lint --today 31.12.2026 ${EXAMPLE})
expect_contains("${last_err}" "YYYY-MM-DD")

# --- convert to CSV keeps the flows and names the waivers that stay in the YAML.
expect_run(0 ${CLI} convert ${WORK}/waived.yaml ${WORK}/waived.csv)
expect_contains("${last_err}" "hold the flows only; title, owner, waivers stay in ${WORK}/waived.yaml")

# --- Advisories: in every format, never in the exit status.
expect_run(1 ${CLI} lint --advisories ${EXAMPLE})
expect_contains("${last_out}" " VA0")
expect_contains("${last_out}" ", checked 20")
expect_run(1 ${CLI} lint --advisories --format sarif --output ${WORK}/advisories.sarif ${EXAMPLE})
expect_valid_sarif(${WORK}/advisories.sarif)
file(READ ${WORK}/advisories.sarif sarif)
expect_contains("${sarif}" "\"id\": \"VA01\"")
file(WRITE ${WORK}/advice-only.yaml "flows:\n  - {flow_id: s, source: stripe, destination: warehouse, method: native, creates_records: no, side_effect: none, retry_layers: none, max_replay_window_days: 1, inbound_webhook: no}\n")
expect_run(0 ${CLI} lint ${WORK}/advice-only.yaml)
expect_run(0 ${CLI} lint --advisories --fail-on warn ${WORK}/advice-only.yaml)
expect_contains("${last_out}" "VA01")
