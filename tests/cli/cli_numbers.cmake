# Typed numbers read one way, or refused (docs/spec/inventory-format.md, "Typed numbers"),
# through the real flowaudit-cli: workbooks made here with real text and number cells
# (python3-openpyxl), CSV tables, and set. A refused import writes nothing, and with --into
# leaves the team's file byte for byte as it was.
# Run with -DCLI=... -DPYTHON=<a python3 with openpyxl> -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${PYTHON} ${CMAKE_CURRENT_LIST_DIR}/make_number_workbooks.py ${WORK}/books)
set(books ${WORK}/books)

# The team's file as people write it: comments, a valid 70.
set(team_text "# Acme flows, kept by hand\nformat: flow-inventory/1\nflows:\n  - flow_id: billing   # from the sheet\n    ledger_retention_days: 70  # legal: 70 days\n    ack_p99_seconds: 0.4\n")
file(WRITE ${WORK}/team.yaml "${team_text}")

# A refused import: exit 2 with the sentence, no --output written, and --into leaves the
# team's file as it was.
function(expect_refused_import source sentence)
  expect_run(2 ${CLI} import ${source} --output ${WORK}/new.yaml)
  expect_contains("${last_err}" "${sentence}")
  expect_contains("${last_err}" "nothing was written")
  if(EXISTS ${WORK}/new.yaml)
    message(FATAL_ERROR "a refused import of ${source} wrote its output")
  endif()
  expect_run(2 ${CLI} import ${source} --into ${WORK}/team.yaml --output ${WORK}/team.yaml)
  expect_contains("${last_err}" "${sentence}")
  expect_file_holds(${WORK}/team.yaml "${team_text}" "a refused import --into of ${source}")
endfunction()

# The reported workbook: "0,8" is a decimal comma, but "2.000" in a text cell could be 2000
# or 2 days, and is never saved as 2.000.
expect_refused_import(${books}/thousands-point.xlsx
  "thousands-point.xlsx: Flows!D3: ledger_retention_days \"2.000\" could be 2000 or 2: its point may group thousands or mark the decimals, and FlowAudit does not guess; write 2000 or 2")
expect_refused_import(${books}/thousands-1234.xlsx
  "thousands-1234.xlsx: Flows!D2: ledger_retention_days \"1.234\" could be 1234 or 1.234: its point may group thousands or mark the decimals, and FlowAudit does not guess; write 1234 or 1.2340")
# "1 234" went in as text with exit 0 and replaced the team's 70.
expect_refused_import(${books}/thousands-space.xlsx
  "thousands-space.xlsx: Flows!D2: ledger_retention_days \"1 234\" has a thousands separator, which FlowAudit never reads into a number: it would be 1234; write 1234")
# "1.234,5" became 1234.5, though the help says thousands separators are refused.
expect_refused_import(${books}/thousands-and-comma.xlsx
  "thousands-and-comma.xlsx: Flows!C2: ack_p99_seconds \"1.234,5\" has a thousands separator, which FlowAudit never reads into a number: it would be 1234.5; write 1234.5")
expect_refused_import(${books}/thousands-comma.xlsx
  "thousands-comma.xlsx: Flows!D2: ledger_retention_days \"2,000\" could be 2000 or 2: its comma may group thousands or mark the decimals, and FlowAudit does not guess; write 2000 or 2")

# What reads one way: number cells are numbers (2.125, 1234), plain digits in text, and a
# decimal comma that cannot group thousands, said so.
expect_run(0 ${CLI} import ${books}/plain.xlsx --output ${WORK}/plain.yaml)
expect_contains("${last_err}" "plain.xlsx: warning: row 3 (Flows!C3): ack_p99_seconds \"3,25\" has a decimal comma and is imported as 3.25")
file(READ ${WORK}/plain.yaml plain)
expect_contains("${plain}" "  - flow_id: billing\n    name: Rechnungen\n    ledger_retention_days: 70\n    ack_p99_seconds: 2.125\n")
expect_contains("${plain}" "  - flow_id: orders\n    name: Bestellungen\n    ledger_retention_days: 1234\n    ack_p99_seconds: 3.25\n")
expect_contains("${plain}" "  - flow_id: refunds\n    name: Erstattungen\n    ledger_retention_days: 30\n    ack_p99_seconds: 0.125\n")

# The same cases as CSV tables (a German export, ; separated).
file(WRITE ${WORK}/space.csv "flow_id;ledger_retention_days\nbilling;1 234\n")
expect_refused_import(${WORK}/space.csv
  "space.csv:2: ledger_retention_days \"1 234\" has a thousands separator, which FlowAudit never reads into a number: it would be 1234; write 1234")
file(WRITE ${WORK}/point.csv "flow_id;ack_p99_seconds;ledger_retention_days\nbilling;0,8;45\norders;0,4;2.000\n")
expect_refused_import(${WORK}/point.csv
  "point.csv:3: ledger_retention_days \"2.000\" could be 2000 or 2")
file(WRITE ${WORK}/german.csv "flow_id;sender_timeout_seconds\nbilling;1.234,5\n")
expect_refused_import(${WORK}/german.csv
  "german.csv:2: sender_timeout_seconds \"1.234,5\" has a thousands separator, which FlowAudit never reads into a number: it would be 1234.5; write 1234.5")
file(WRITE ${WORK}/english.csv "flow_id,ledger_retention_days\nbilling,\"1,234\"\n")
expect_refused_import(${WORK}/english.csv
  "english.csv:2: ledger_retention_days \"1,234\" could be 1234 or 1.234: its comma may group thousands or mark the decimals, and FlowAudit does not guess; write 1234 or 1.2340")
# A decimal comma that cannot group thousands comes in --into, said so; the 70 stays.
file(WRITE ${WORK}/komma.csv "flow_id;ack_p99_seconds\nbilling;0,5\n")
expect_run(0 ${CLI} import ${WORK}/komma.csv --into ${WORK}/team.yaml --output ${WORK}/team.yaml)
expect_contains("${last_err}" "komma.csv: warning: line 2: ack_p99_seconds \"0,5\" has a decimal comma and is imported as 0.5")
string(REPLACE "ack_p99_seconds: 0.4" "ack_p99_seconds: 0.5" expected_team "${team_text}")
expect_file_holds(${WORK}/team.yaml "${expected_team}" "import --into of a decimal comma")
file(WRITE ${WORK}/team.yaml "${team_text}")

# set reads a number the same way, in the language's marks. English writes a decimal point:
# 2.000 is 2.000 there, a comma never marks decimals.
set(refused_set "")
foreach(case "ledger_retention_days=1 234|ledger_retention_days \"1 234\" has a thousands separator, which FlowAudit never reads into a number: it would be 1234; write 1234"
             "ledger_retention_days=1.234,5|ledger_retention_days \"1.234,5\" has a thousands separator"
             "ledger_retention_days=1,234|ledger_retention_days \"1,234\" could be 1234 or 1.234: its comma may group thousands or mark the decimals, and FlowAudit does not guess; write 1234 or 1.234"
             "ack_p99_seconds=0,5|ack_p99_seconds \"0,5\" has a decimal comma, and numbers here take a decimal point: write 0.5")
  string(FIND "${case}" "|" bar)
  string(SUBSTRING "${case}" 0 ${bar} assignment)
  math(EXPR after "${bar} + 1")
  string(SUBSTRING "${case}" ${after} -1 sentence)
  expect_run(2 ${CLI} set ${WORK}/team.yaml billing "${assignment}")
  expect_contains("${last_err}" "team.yaml: ${sentence}")
  expect_contains("${last_err}" "nothing was written")
  expect_file_holds(${WORK}/team.yaml "${team_text}" "a refused set ${assignment}")
endforeach()
expect_run(0 ${CLI} set ${WORK}/team.yaml billing ack_p99_seconds=2.000)
file(READ ${WORK}/team.yaml english)
expect_contains("${english}" "    ack_p99_seconds: 2.000\n")
file(WRITE ${WORK}/team.yaml "${team_text}")

# German writes a decimal comma: 0,5 is 0.5 (the file holds the point), 2.000 could be 2000.
expect_run(0 ${CMAKE_COMMAND} -E env LANGUAGE=de LC_ALL=de_DE.UTF-8 ${CLI} set ${WORK}/team.yaml billing ack_p99_seconds=0,5)
file(READ ${WORK}/team.yaml german)
expect_contains("${german}" "    ack_p99_seconds: 0.5\n")
expect_contains("${german}" "    ledger_retention_days: 70  # legal: 70 days\n")
file(WRITE ${WORK}/team.yaml "${team_text}")
expect_run(2 ${CMAKE_COMMAND} -E env LANGUAGE=de LC_ALL=de_DE.UTF-8 ${CLI} set ${WORK}/team.yaml billing ledger_retention_days=2.000)
expect_contains("${last_err}" "2000")
expect_file_holds(${WORK}/team.yaml "${team_text}" "a refused German set 2.000")
