# flowaudit-cli simulate as a user meets it: the headline numbers, JSON, the CSV series,
# options over the flow's retry_storm settings, and exit status 2 with file:line when a
# flow cannot be simulated. Run with -DCLI=... -DEXAMPLE=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} simulate --help)
expect_contains("${last_out}" "flowaudit-cli simulate ")
expect_contains("${last_out}" "--capacity")
expect_run(0 ${CLI} help simulate)
expect_contains("${last_out}" "--outage")

# suitetalk:3;worker:5, a ten-minute outage: 15× the load; one layer only: 5×.
expect_run(0 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --outage 10m)
expect_contains("${last_out}" "suitetalk:3;worker:5, 15 attempts per event")
expect_contains("${last_out}" "a 10 min outage sends 15× the load")
expect_contains("${last_out}" "retrying in one layer only 5× normal")

# In German every number of the text has a decimal comma, the scenario's as the computed
# ones; the CSV and JSON stay with the point a script reads.
expect_run(0 ${CMAKE_COMMAND} -E env LANGUAGE=de ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --rate 0.5 --capacity 12.5)
expect_contains("${last_out}" "Szenario: 0,5 Events/s")
expect_contains("${last_out}" "Kapazität 12,5 Versuche/s")
# (A point before three digits is the German thousands separator: 4.151.)
if(last_out MATCHES "[0-9]\\.[0-9][0-9]?[^0-9]")
  message(FATAL_ERROR "a decimal point in the German text:\n${last_out}")
endif()

expect_run(0 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --format json --rate 200 --outage 90s)
string(JSON product GET "${last_out}" product)
string(JSON times GET "${last_out}" peak_times_normal)
string(JSON length GET "${last_out}" outage_length_s)
if(NOT product EQUAL 15 OR NOT length EQUAL 90)
  message(FATAL_ERROR "product ${product}, outage ${length}:\n${last_out}")
endif()
if(times LESS 14.9 OR times GREATER 15.1)
  message(FATAL_ERROR "peak ${times}× normal, expected 15×")
endif()

# Capacity below rate × product: the stable-region check says so.
expect_run(0 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --capacity 1000)
expect_contains("${last_out}" "VULNERABLE")
expect_run(0 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --capacity 5000)
expect_contains("${last_out}" "no outage leaves a lasting storm")

# The series as CSV, written atomically with --output: one row per bin.
expect_run(0 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --format csv --output ${WORK}/storm.csv)
file(STRINGS ${WORK}/storm.csv rows)
list(GET rows 0 header)
if(NOT header STREQUAL "time_s,first_tries,suitetalk_retries,worker_retries,attempts,attempts_without_jitter,attempts_one_layer_only,delivered,dead_lettered,rejected,waiting")
  message(FATAL_ERROR "CSV header: ${header}")
endif()
list(LENGTH rows count)
if(count LESS 100)
  message(FATAL_ERROR "only ${count} CSV rows")
endif()

# What cannot be simulated: exit 2, and where.
expect_run(2 ${CLI} simulate ${EXAMPLE})
expect_run(2 ${CLI} simulate ${EXAMPLE} --flow no_such_flow)
expect_contains("${last_err}" "no_such_flow")
expect_run(2 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --rate 1e5)
expect_contains("${last_err}" "--rate")
expect_run(2 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --outage 10)
expect_contains("${last_err}" "--outage")
expect_run(2 ${CLI} simulate ${EXAMPLE} --flow stripe_payouts_to_netsuite --format xml)
expect_run(2 ${CLI} simulate ${EXAMPLE} --flow segment_events_to_braze)
expect_contains("${last_err}" "acme-inventory.yaml:165:")
expect_contains("${last_err}" "retry_layers is blank")
file(WRITE ${WORK}/bad.yaml "flows:\n  - flow_id: f\n    retry_layers: sdk:3;worker:5\n    retry_storm:\n      rate: 100\n      outage_length: soon\n")
expect_run(2 ${CLI} simulate ${WORK}/bad.yaml --flow f)
expect_contains("${last_err}" "bad.yaml:6:")
expect_contains("${last_err}" "outage_length")

# --destination: every flow into NetSuite during its outage, added up (issue 40). The
# example has three (rows 2, 5 and 15), each 100 events/s: 300 normal; the Stripe payouts'
# suitetalk:3;worker:5 sends the most.
expect_run(0 ${CLI} simulate ${EXAMPLE} --destination NetSuite --outage 10m)
expect_contains("${last_out}" "NetSuite: 3 flow")
expect_contains("${last_out}" "(normal 300 events/s)")
expect_contains("${last_out}" "stripe_payouts_to_netsuite (row 2): 100 events/s, layers suitetalk:3;worker:5")
expect_contains("${last_out}" "(the most)")
expect_run(0 ${CLI} simulate ${EXAMPLE} --destination netsuite --format json)
string(JSON largest GET "${last_out}" largest_contributor)
string(JSON flows LENGTH "${last_out}" flows)
string(JSON normal GET "${last_out}" normal_attempts_per_second)
if(NOT largest STREQUAL "stripe_payouts_to_netsuite" OR NOT flows EQUAL 3 OR NOT normal EQUAL 300)
  message(FATAL_ERROR "largest ${largest}, ${flows} flows, normal ${normal}:\n${last_out}")
endif()
expect_run(0 ${CLI} simulate ${EXAMPLE} --destination netsuite --format csv)
expect_contains("${last_out}" "time_s,attempts_per_s,stripe_payouts_to_netsuite,pipedrive_won_deals_to_netsuite,salesforce_orders_to_netsuite")
# One flow's options, both selections, or no flow into the system: usage errors.
expect_run(2 ${CLI} simulate ${EXAMPLE} --destination netsuite --rate 5)
expect_run(2 ${CLI} simulate ${EXAMPLE} --destination netsuite --flow stripe_payouts_to_netsuite)
# A flow into the system that cannot be simulated is named, not dropped in silence.
expect_run(0 ${CLI} simulate ${EXAMPLE} --destination braze)
expect_contains("${last_out}" "left out: segment_events_to_braze (row 8): retry_layers is blank")
expect_run(2 ${CLI} simulate ${EXAMPLE} --destination " ")
expect_run(2 ${CLI} simulate ${EXAMPLE} --destination nowhere)
expect_contains("${last_err}" "no flow into nowhere")
