# flowaudit-cli ledger as a user meets it: both files written to a folder, byte for byte the
# golden files; printed after `-- file:` lines without --output; refusals naming the rule
# with exit status 2 and nothing written; usage errors. Run with -DCLI=... -DEXAMPLE=...
# -DGOLDEN=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} ledger --help)
expect_contains("${last_out}" "flowaudit-cli ledger FILE --flow ID --dialect postgresql|mysql|sqlite")
expect_run(0 ${CLI} --help)
expect_contains("${last_out}" "\n  ledger ")

# The example's inventory is copied, so the header names the same file name and SHA-256.
file(COPY "${EXAMPLE}" DESTINATION "${WORK}")
get_filename_component(name "${EXAMPLE}" NAME)
set(inventory "${WORK}/${name}")
foreach(dialect postgresql mysql sqlite)
  expect_run(0 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect ${dialect} --output ${WORK}/${dialect})
  expect_contains("${last_out}" "billing_to_crm.schema.sql")
  foreach(kind schema queries)
    file(READ "${GOLDEN}/${dialect}/billing_to_crm.${kind}.sql" golden)
    expect_file_holds("${WORK}/${dialect}/billing_to_crm.${kind}.sql" "${golden}" "ledger --dialect ${dialect}")
  endforeach()
endforeach()

expect_run(0 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect sqlite)
expect_contains("${last_out}" "-- file: billing_to_crm.schema.sql\n-- FlowAudit action ledger")
expect_contains("${last_out}" "\n-- file: billing_to_crm.queries.sql\n")
expect_contains("${last_out}" "-- name: claim_episode\n-- params: flow_id, episode_key, source_event_ids, request_hash, claim_token\n")

expect_run(0 ${CLI} ledger ${inventory} --flow salesforce_orders_to_netsuite --dialect sqlite --retention-days 30 --lease-seconds 45)
expect_contains("${last_out}" "-- Retention: 30 days (--retention-days)")
expect_contains("${last_out}" "-- Lease: 45 s (--lease-seconds)")

# No lease: the flow has no sender timeout and its source's card states no acknowledgement
# timeout; --lease-seconds gives one.
expect_run(2 ${CLI} ledger ${inventory} --flow segment_events_to_braze --dialect postgresql)
expect_contains("${last_err}" "IP05")
expect_contains("${last_err}" "sender_timeout_seconds is blank and no card of the source states an acknowledgement timeout; write it, or give --lease-seconds")
expect_run(0 ${CLI} ledger ${inventory} --flow segment_events_to_braze --dialect postgresql --lease-seconds 30)
expect_contains("${last_out}" "statement_timestamp() + interval '30 seconds'")
expect_run(2 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect sqlite --lease-seconds 0)
expect_contains("${last_err}" "--lease-seconds takes a number of seconds above 0")

# Refused: the rule named, nothing written.
expect_run(2 ${CLI} ledger ${inventory} --flow salesforce_orders_to_netsuite --dialect mysql --output ${WORK}/refused)
expect_contains("${last_err}" ":294: no ledger for salesforce_orders_to_netsuite (nothing was written)")
expect_contains("${last_err}" "IP03 (The ledger outlives every replay): the retention, 7 days (ledger_retention_days), is below max_replay_window_days, 14 days")
if(EXISTS "${WORK}/refused")
  message(FATAL_ERROR "a refused ledger wrote ${WORK}/refused")
endif()
expect_run(2 ${CLI} ledger ${inventory} --flow meta_capi_purchases --dialect postgresql)
expect_contains("${last_err}" "a ledger cannot deduplicate an effect without a stable business key: IP02")
expect_run(2 ${CLI} ledger ${inventory} --flow warehouse_conversions_to_ga4 --dialect postgresql)
expect_contains("${last_err}" "(SC01)")

expect_run(2 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect oracle)
expect_contains("${last_err}" "--dialect takes postgresql, mysql or sqlite, not \"oracle\"")
expect_run(2 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect sqlite --schedule pg_cron)
expect_contains("${last_err}" "--schedule pg_cron does not run on SQLite")
expect_run(2 ${CLI} ledger ${inventory} --flow billing_to_crm --dialect sqlite --retention-days -3)
expect_contains("${last_err}" "--retention-days takes a number of days")
expect_run(2 ${CLI} ledger ${inventory} --flow billing_to_crn --dialect sqlite)
expect_contains("${last_err}" "billing_to_crm")
