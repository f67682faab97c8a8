# The command line as a user meets it: help, version, exit statuses, formats, --output,
# --fail-on and convert. Run with -DCLI=... -DEXAMPLE=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} --help)
expect_contains("${last_out}" "flowaudit-cli lint")
expect_contains("${last_out}" "Exit status")
expect_run(0 ${CLI} --version)
expect_contains("${last_out}" "rules")
expect_run(2 ${CLI} frobnicate)
expect_run(2 ${CLI} lint)
expect_run(2 ${CLI} lint --format pdf ${EXAMPLE})
expect_run(2 ${CLI} lint ${WORK}/missing.yaml)
expect_contains("${last_out}${last_err}" "missing.yaml: cannot open the file")

expect_run(1 ${CLI} lint ${EXAMPLE})
expect_contains("${last_out}" "acme-inventory.yaml:")
expect_contains("${last_out}" ": FAIL RT01 stripe_payouts_to_netsuite:")

foreach(format json sarif junit)
  expect_run(1 ${CLI} lint --format ${format} --output ${WORK}/out.${format} ${EXAMPLE})
  file(READ ${WORK}/out.${format} written)
  expect_contains("${written}" "RT01")
endforeach()

# --fail-on warn: a file with only WARN findings fails too.
file(WRITE ${WORK}/warn.yaml "flows:\n  - {flow_id: w, method: native, creates_records: no, side_effect: none}\n")
expect_run(0 ${CLI} lint ${WORK}/warn.yaml)
expect_run(1 ${CLI} lint --fail-on warn ${WORK}/warn.yaml)

# convert: YAML → CSV → YAML gives the same findings.
expect_run(0 ${CLI} convert ${EXAMPLE} ${WORK}/acme.csv)
expect_run(0 ${CLI} convert ${WORK}/acme.csv ${WORK}/acme.yaml)
expect_run(1 ${CLI} lint --format json ${WORK}/acme.csv)
string(JSON csv_findings GET "${last_out}" findings)
string(JSON csv_count LENGTH "${csv_findings}")
expect_run(1 ${CLI} lint --format json ${EXAMPLE})
string(JSON yaml_findings GET "${last_out}" findings)
string(JSON yaml_count LENGTH "${yaml_findings}")
if(NOT csv_count EQUAL yaml_count)
  message(FATAL_ERROR "CSV gives ${csv_count} findings, YAML ${yaml_count}")
endif()
expect_run(2 ${CLI} convert ${WORK}/missing.yaml ${WORK}/x.csv)
