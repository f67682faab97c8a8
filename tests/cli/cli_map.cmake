# flowaudit-cli map as a user meets it: the example's systems map as SVG whose systems and
# flows carry ids and verdict classes a team can style or script; the same bytes twice;
# one arrow per pair of systems by default, per flow with --arrows flows; --only, --around,
# --depth and --group; a malformed systems: entry warned about, never refused; usage errors
# exit 2 and write nothing. Run with -DCLI=... -DEXAMPLE=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} map --help)
expect_contains("${last_out}" "flowaudit-cli map FILE --output MAP.svg|png|pdf [--only fail|warn]")
expect_contains("${last_out}" "[--around SYSTEM]")
expect_contains("${last_out}" "[--depth N]")
expect_contains("${last_out}" "[--group NAME] [--arrows pairs|flows]")
expect_run(0 ${CLI} --help)
expect_contains("${last_out}" "\n  map ")

expect_run(0 ${CLI} map ${EXAMPLE} --output ${WORK}/map.svg --arrows flows)
expect_contains("${last_err}" "map.svg: written, 13 systems, 15 flows, 15 arrows")
file(READ ${WORK}/map.svg svg)
expect_contains("${svg}" "<g id=\"system-stripe\" class=\"system\">")
expect_contains("${svg}" ">Stripe</text>")
expect_contains("${svg}" "<g id=\"flow-billing_to_crm\" class=\"flow ok\">")
expect_contains("${svg}" "<g id=\"flow-stripe_payouts_to_netsuite\" class=\"flow fail\">")
expect_contains("${svg}" "<g id=\"flow-hubspot_workflow_trial_onboarding\" class=\"flow warn\">")
# Two flows share an ID in the example: the second is numbered.
expect_contains("${svg}" "<g id=\"flow-warehouse_conversions_to_ga4-2\"")
expect_contains("${svg}" ">zapier</text>")
# The same inventory, the same bytes.
expect_run(0 ${CLI} map ${EXAMPLE} --output ${WORK}/again.svg --arrows flows)
file(READ ${WORK}/again.svg again)
if(NOT again STREQUAL svg)
  message(FATAL_ERROR "the same inventory gave another map")
endif()
# The legend says what each line means, in the SVG as on screen.
expect_contains("${svg}" "<g class=\"legend\"><line class=\"fail\"")
expect_contains("${svg}" ">accepted by a waiver</text>")

# By default one arrow per pair of systems: the flows on it counted, in its title and in
# data-flows (the IDs each flow's own group has per flow), coloured by the worst of them.
file(WRITE ${WORK}/pairs.yaml "flows:
  - {flow_id: ok_one, source: stripe, destination: hubspot, method: native, creates_records: no, side_effect: none, retry_layers: none}
  - {flow_id: failing_one, source: stripe, destination: hubspot, method: webhook, creates_records: yes, side_effect: create, retry_layers: 'sdk:3;worker:5'}
  - {flow_id: third, source: hubspot, destination: netsuite, method: native, creates_records: no, side_effect: none, retry_layers: none}
  - {flow_id: far, source: netsuite, destination: snowflake, method: native, creates_records: no, side_effect: none, retry_layers: none}
systems:
  stripe: {group: Finance}
  netsuite: {group: Finance}
  snowflake: {group: Data}
")
expect_run(0 ${CLI} map ${WORK}/pairs.yaml --output ${WORK}/pairs.svg)
expect_contains("${last_err}" "pairs.svg: written, 4 systems, 4 flows, 3 arrows")
file(READ ${WORK}/pairs.svg pairs)
expect_contains("${pairs}" "class=\"flow pair fail\" data-from=\"system-stripe\" data-to=\"system-hubspot\" data-flows=\"flow-ok_one flow-failing_one\"><title>Stripe → HubSpot: 2 flows")
expect_contains("${pairs}" ">2 flows</text>")
# --around: the system's own flows (depth 1), its neighbours' too at depth 2; by ID or name.
expect_run(0 ${CLI} map ${WORK}/pairs.yaml --around HubSpot --output ${WORK}/around.svg)
expect_contains("${last_err}" "around.svg: written, 3 systems, 3 flows, 2 arrows (within 1 arrow of HubSpot)")
expect_run(0 ${CLI} map ${WORK}/pairs.yaml --around hubspot --depth 2 --output ${WORK}/around.svg)
expect_contains("${last_err}" "around.svg: written, 4 systems, 4 flows, 3 arrows")
# --group: the flows into, out of and inside the group; with --only, the failing ones of them.
expect_run(0 ${CLI} map ${WORK}/pairs.yaml --group data --output ${WORK}/group.svg)
expect_contains("${last_err}" "group.svg: written, 2 systems, 1 flow, 1 arrow (in and out of group data)")
expect_run(0 ${CLI} map ${WORK}/pairs.yaml --group Finance --only fail --output ${WORK}/group.svg)
expect_contains("${last_err}" "group.svg: written, 2 systems, 1 flow, 1 arrow")
file(READ ${WORK}/group.svg group)
expect_contains("${group}" "data-flows=\"flow-failing_one\"")
# Names the map does not have are refused with what it has.
expect_run(2 ${CLI} map ${WORK}/pairs.yaml --around nowhere --output ${WORK}/x.svg)
expect_contains("${last_err}" "no system \"nowhere\" on the map; its systems are Stripe, HubSpot, netsuite, snowflake")
expect_run(2 ${CLI} map ${WORK}/pairs.yaml --group Sales --output ${WORK}/x.svg)
expect_contains("${last_err}" "no group \"Sales\" on the map; its groups are Finance, Data")
expect_run(2 ${CLI} map ${WORK}/pairs.yaml --depth 2 --output ${WORK}/x.svg)
expect_contains("${last_err}" "give --around SYSTEM too")
expect_run(2 ${CLI} map ${WORK}/pairs.yaml --around stripe --depth 0 --output ${WORK}/x.svg)
expect_run(2 ${CLI} map ${WORK}/pairs.yaml --arrows systems --output ${WORK}/x.svg)
expect_contains("${last_err}" "--arrows takes pairs or flows")

# PNG and PDF: the same drawing (MapPainter), PNG at two pixels a point, PDF one page of the
# figure's size, with the systems' names as text.
expect_run(0 ${CLI} map ${EXAMPLE} --output ${WORK}/map.png)
file(READ ${WORK}/map.png png_head LIMIT 8 HEX)
if(NOT png_head STREQUAL "89504e470d0a1a0a")
  message(FATAL_ERROR "map.png is not a PNG: ${png_head}")
endif()
expect_run(0 ${CLI} map ${EXAMPLE} --output ${WORK}/map.pdf)
file(READ ${WORK}/map.pdf pdf_head LIMIT 5 HEX)
if(NOT pdf_head STREQUAL "255044462d")
  message(FATAL_ERROR "map.pdf is not a PDF: ${pdf_head}")
endif()
find_program(PDFTOTEXT pdftotext)
if(PDFTOTEXT)
  execute_process(COMMAND ${PDFTOTEXT} ${WORK}/map.pdf - OUTPUT_VARIABLE pdf_text)
  foreach(word "Stripe" "Google Analytics 4" "zapier" "accepted by a waiver")
    expect_contains("${pdf_text}" "${word}")
  endforeach()
endif()

# Only the failing flows, and the systems they touch.
expect_run(0 ${CLI} map ${EXAMPLE} --only fail --arrows flows --output ${WORK}/fail.svg)
file(READ ${WORK}/fail.svg failing)
expect_contains("${failing}" "class=\"flow fail\"")
foreach(milder "class=\"flow ok\"" "class=\"flow warn\"")
  string(FIND "${failing}" "${milder}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "--only fail drew a ${milder} flow")
  endif()
endforeach()

# Positions and groups from the systems: block; a malformed entry is a warning with its line.
file(WRITE ${WORK}/placed.yaml "flows:\n  - {flow_id: a, source: stripe, destination: hubspot}\n  - {flow_id: b, source: stripe}\nsystems:\n  stripe: {label: Stripe Inc, group: Finance, at: [300, 200]}\n  hubspot: {at: [1, two]}\n")
expect_run(0 ${CLI} map ${WORK}/placed.yaml --output ${WORK}/placed.svg)
expect_contains("${last_err}" "placed.yaml:6: warning: systems.hubspot.at: expected [x, y], two whole numbers of points")
file(READ ${WORK}/placed.svg placed)
# Stripe's box is centred at its `at`: 300 - half its width, 200 - half its height.
expect_contains("${placed}" "<g id=\"system-stripe\" class=\"system\"><rect x=\"")
expect_contains("${placed}" "y=\"182.0\" width=")
expect_contains("${placed}" ">Finance</text>")
expect_contains("${placed}" "<g id=\"system-unknown-b-destination\" class=\"system unknown\">")
# lint says the same warning, beside its findings, and its exit status is the findings'.
expect_run(1 ${CLI} lint ${WORK}/placed.yaml)
expect_contains("${last_err}" "placed.yaml:6: warning: systems.hubspot.at: expected [x, y], two whole numbers of points")

# Usage errors write nothing.
expect_run(2 ${CLI} map ${EXAMPLE} --output ${WORK}/map.gif)
expect_contains("${last_err}" "map writes SVG, PNG or PDF")
expect_run(2 ${CLI} map ${EXAMPLE} --only info --output ${WORK}/x.svg)
expect_run(2 ${CLI} map ${EXAMPLE})
expect_run(2 ${CLI} map ${WORK}/missing.yaml --output ${WORK}/x.svg)
if(EXISTS ${WORK}/x.svg OR EXISTS ${WORK}/map.gif)
  message(FATAL_ERROR "a refused map wrote its output")
endif()
