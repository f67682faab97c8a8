# flowaudit-cli import end to end: n8n and Make exports (files and a folder) into a new
# inventory, a re-import into it that keeps what a person wrote, and the refusals.
# Run with -DCLI=... -DDATA=<tests/data/import> -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} import --help)
expect_contains("${last_out}" "flowaudit-cli import FILE... [--output INVENTORY]")
expect_contains("${last_out}" "Zapier")

# A folder of n8n workflows and two Make blueprints.
expect_run(0 ${CLI} import ${DATA}/n8n ${DATA}/make/router-break-dlq-on.blueprint.json
           ${DATA}/make/custom-webhook.blueprint.json --output ${WORK}/inv.yaml)
expect_contains("${last_out}" "orders01: added from")
expect_contains("${last_err}" "written, flows 9 (added 9, updated 0)")
expect_contains("${last_err}" "warning: a Make blueprint has no scenario ID; flow_id stripe_customers_to_crm is made up")
file(READ ${WORK}/inv.yaml written)
expect_contains("${written}" "retry_layers: retry_handler:4;incomplete_executions:9")
expect_contains("${written}" "retry_layers: retry_on_fail:5")
# The inventory lints like any other (imported flows are incomplete, so they fail).
expect_run(1 ${CLI} lint ${WORK}/inv.yaml)

# Never over an existing file without --into.
expect_run(2 ${CLI} import ${DATA}/n8n/write-retries.json --output ${WORK}/inv.yaml)
expect_contains("${last_err}" "exists; import into it with --into")

# A person edits one derived field; the re-import keeps it and fills what is blank.
string(REPLACE "\n    destination: api.fulfil.example.com\n" "\n    destination: fulfilment\n" edited "${written}")
string(REPLACE "\n    inbound_webhook: yes\n    notes: \"inbound_webhook from node “Order webhook”"
               "\n    notes: \"inbound_webhook from node “Order webhook”" edited "${edited}")
file(WRITE ${WORK}/inv.yaml "${edited}")
expect_run(0 ${CLI} import ${DATA}/n8n/write-retries.json --into ${WORK}/inv.yaml --output ${WORK}/inv.yaml)
expect_contains("${last_out}" "orders01: destination kept as a person wrote it (fulfilment; the import says api.fulfil.example.com)")
expect_contains("${last_out}" "orders01: inbound_webhook filled: yes")
expect_contains("${last_err}" "written, flows 9 (added 0, updated 1)")
file(READ ${WORK}/inv.yaml again)
expect_contains("${again}" "destination: fulfilment")

# Anything else exits 2 in words, and writes nothing.
file(WRITE ${WORK}/zaps.json "{\"metadata\": {\"version\": 2}, \"zaps\": []}")
expect_run(2 ${CLI} import ${WORK}/zaps.json --output ${WORK}/z.yaml)
expect_contains("${last_err}" "Zapier publishes no schema")
file(WRITE ${WORK}/notes.txt "just text\n")
expect_run(2 ${CLI} import ${WORK}/notes.txt --output ${WORK}/z.yaml)
expect_contains("${last_err}" "notes.txt: no column of the header row names a field (just text; header in line 1); choose the header with --header-row N")
file(WRITE ${WORK}/empty.json "{\"name\": \"x\", \"nodes\": []}")
expect_run(2 ${CLI} import ${WORK}/empty.json --output ${WORK}/z.yaml)
expect_contains("${last_err}" "an n8n workflow without nodes")
if(EXISTS ${WORK}/z.yaml)
  message(FATAL_ERROR "a refused import wrote its output")
endif()
expect_run(2 ${CLI} import ${DATA}/n8n --output ${WORK}/out.txt)
expect_run(2 ${CLI} import --output ${WORK}/z.yaml)
expect_run(2 ${CLI} import ${DATA}/n8n)

# A spreadsheet with German column titles: guessed, or mapped with --map and a mapping file.
file(WRITE ${WORK}/alt.csv "Schnittstellen-ID;Bezeichnung;Quelle;Ziel;Wiederholungen;Webhook;Intern\nbill_sync;Rechnungen;stripe;sap;sdk:3;ja;x\n")
expect_run(0 ${CLI} import ${WORK}/alt.csv --output ${WORK}/sheet.yaml)
expect_contains("${last_err}" "columns: Schnittstellen-ID → flow_id, Bezeichnung → name, Quelle → source, Ziel → destination")
file(READ ${WORK}/sheet.yaml sheet)
expect_contains("${sheet}" "inbound_webhook: yes")
expect_contains("${sheet}" "Intern: x")
expect_run(0 ${CLI} import ${WORK}/alt.csv --map "Intern=-,Ziel=notes" --output ${WORK}/mapped.yaml)
file(READ ${WORK}/mapped.yaml mapped)
expect_contains("${mapped}" "notes: sap")
string(FIND "${mapped}" "Intern" intern)
if(NOT intern EQUAL -1)
  message(FATAL_ERROR "an ignored column was imported:\n${mapped}")
endif()
file(WRITE ${WORK}/map.txt "# our sheet\nIntern = -\n")
expect_run(0 ${CLI} import ${WORK}/alt.csv --map-file ${WORK}/map.txt --output ${WORK}/mapfile.yaml)
expect_run(2 ${CLI} import ${WORK}/alt.csv --map "Nope=source" --output ${WORK}/z.yaml)
expect_contains("${last_err}" "--map: the file has no column \"Nope\"")
# Then the n8n folder into it, and the rows again: they update by flow_id.
expect_run(0 ${CLI} import ${DATA}/n8n --into ${WORK}/sheet.yaml --output ${WORK}/sheet.yaml)
expect_contains("${last_err}" "written, flows 8 (added 7, updated 0)")
file(WRITE ${WORK}/alt2.csv "Schnittstellen-ID;Ziel\nbill_sync;sap-s4\n")
expect_run(0 ${CLI} import ${WORK}/alt2.csv --into ${WORK}/sheet.yaml --output ${WORK}/sheet.yaml)
expect_contains("${last_out}" "bill_sync: destination sap → sap-s4")
# Extra columns change as fields do, and each change is printed; a blank cell changes nothing.
file(WRITE ${WORK}/alt3.csv "Schnittstellen-ID;Intern;Ziel\nbill_sync;intern2;\n")
expect_run(0 ${CLI} import ${WORK}/alt3.csv --into ${WORK}/sheet.yaml --output ${WORK}/sheet.yaml)
expect_contains("${last_out}" "bill_sync: Intern x → intern2")
expect_contains("${last_err}" "written, flows 8 (added 0, updated 1)")
file(READ ${WORK}/sheet.yaml sheet3)
expect_contains("${sheet3}" "Intern: intern2")
expect_contains("${sheet3}" "destination: sap-s4")
file(WRITE ${WORK}/alt4.csv "Schnittstellen-ID;Team\nbill_sync;billing\n")
expect_run(0 ${CLI} import ${WORK}/alt4.csv --map "Team=+" --into ${WORK}/sheet.yaml --output ${WORK}/sheet.yaml)
expect_contains("${last_out}" "bill_sync: Team filled: billing")

# Two rows of one sheet with one flow ID: refused, naming both rows; nothing written.
file(WRITE ${WORK}/twice.csv "Flow;Quelle\nx1;stripe\nx2;sap\nx1;hubspot\n")
expect_run(2 ${CLI} import ${WORK}/twice.csv --output ${WORK}/z.yaml)
expect_contains("${last_err}" "twice.csv:4: line 2 and line 4 share the flow ID \"x1\"; every flow needs its own ID (SC01)")
file(READ ${WORK}/sheet.yaml before_twice)
expect_run(2 ${CLI} import ${WORK}/twice.csv --into ${WORK}/sheet.yaml --output ${WORK}/sheet.yaml)
expect_file_holds(${WORK}/sheet.yaml "${before_twice}" "a refused import --into")
# The same in a workbook, by its rows and cells.
file(WRITE ${WORK}/twice.yaml "format: flow-inventory/1\nflows:\n  - flow_id: x1\n    source: stripe\n  - flow_id: x2\n  - flow_id: x1\n    source: hubspot\n")
expect_run(0 ${CLI} convert ${WORK}/twice.yaml ${WORK}/twice.xlsx)
expect_run(2 ${CLI} import ${WORK}/twice.xlsx --output ${WORK}/z.yaml)
expect_contains("${last_err}" "row 2 (")
expect_contains("${last_err}" "2) and row 4 (")
expect_contains("${last_err}" "4) share the flow ID \"x1\"")
# Two files of one import with one flow ID are refused too.
file(WRITE ${WORK}/one.csv "Flow;Quelle\nx1;stripe\n")
expect_run(2 ${CLI} import ${WORK}/one.csv ${WORK}/one.csv --output ${WORK}/z.yaml)
expect_contains("${last_err}" "flow ID x1 is also in")

# A German decimal comma in a number column: converted and said, in CSV and in a workbook;
# where the comma could group thousands (1,234) the import is refused, as is a thousands
# separator (cli_numbers has every case).
file(WRITE ${WORK}/komma.csv "flow_id;ack_p99_seconds;sender_timeout_seconds;notes\nd1;5,5;1234,5;5,5 from the sheet\n")
expect_run(0 ${CLI} import ${WORK}/komma.csv --output ${WORK}/komma.yaml)
expect_contains("${last_err}" "komma.csv: warning: line 2: ack_p99_seconds \"5,5\" has a decimal comma and is imported as 5.5")
expect_contains("${last_err}" "line 2: sender_timeout_seconds \"1234,5\" has a decimal comma and is imported as 1234.5")
file(READ ${WORK}/komma.yaml komma)
expect_contains("${komma}" "ack_p99_seconds: 5.5\n")
expect_contains("${komma}" "sender_timeout_seconds: 1234.5\n")
expect_contains("${komma}" "notes: \"5,5 from the sheet\"\n") # text columns stay as written
file(WRITE ${WORK}/komma.yaml "format: flow-inventory/1\nflows:\n  - flow_id: d1\n    ack_p99_seconds: \"0,8\"\n")
expect_run(0 ${CLI} convert ${WORK}/komma.yaml ${WORK}/komma.xlsx)
expect_run(0 ${CLI} import ${WORK}/komma.xlsx --output ${WORK}/komma-xlsx.yaml)
expect_contains("${last_err}" "komma.xlsx: warning: row 2 (Flows!")
expect_contains("${last_err}" "2): ack_p99_seconds \"0,8\" has a decimal comma and is imported as 0.8")
file(READ ${WORK}/komma-xlsx.yaml komma_xlsx)
expect_contains("${komma_xlsx}" "ack_p99_seconds: 0.8\n")
file(WRITE ${WORK}/tausend.csv "flow_id;ledger_retention_days\nd1;30\nd2;1,234\n")
expect_run(2 ${CLI} import ${WORK}/tausend.csv --output ${WORK}/z.yaml)
expect_contains("${last_err}" "tausend.csv:3: ledger_retention_days \"1,234\" could be 1234 or 1.234")
if(EXISTS ${WORK}/z.yaml)
  message(FATAL_ERROR "a refused import wrote its output")
endif()
file(WRITE ${WORK}/table.csv "Farbe,Form\nrot,rund\n")
expect_run(2 ${CLI} import ${WORK}/table.csv --output ${WORK}/z.yaml)
expect_contains("${last_err}" "table.csv: no column of the header row names a field (Farbe, Form; header in line 1)")

# An Excel workbook, as the spreadsheet path: the inventory exported, then imported back.
expect_run(0 ${CLI} convert ${WORK}/sheet.yaml ${WORK}/sheet.xlsx)
expect_run(0 ${CLI} import ${WORK}/sheet.xlsx --output ${WORK}/from-xlsx.yaml)
expect_contains("${last_err}" "FlowAudit status ignored")
expect_contains("${last_err}" "written, flows 8 (added 8, updated 0)")
# Straight to Excel for a colleague.
expect_run(0 ${CLI} import ${DATA}/make --output ${WORK}/make.xlsx)
expect_run(1 ${CLI} lint ${WORK}/make.xlsx)
expect_run(2 ${CLI} import ${DATA}/old-excel.xls --output ${WORK}/z.yaml)
expect_contains("${last_err}" "an Excel 97–2003 workbook (.xls) or an encrypted workbook")

# A workbook as a team keeps it: a notes sheet first, a merged title and a blank row above
# German headings, dates. The sheet and header are found and said; dates come as ISO text.
set(team ${DATA}/workbooks/team-inventory.xlsx)
expect_run(0 ${CLI} import ${team} --output ${WORK}/team.yaml)
expect_contains("${last_err}" "team-inventory.xlsx: sheet Integrations, header in row 3 (left out above it: row 1 “Integrations inventory 2026”, row 2 blank)")
expect_contains("${last_err}" "Flow → flow_id, Name → name, Quelle → source, Ziel → destination, Timeout (s) → sender_timeout_seconds, Aufbewahrung (Tage) → ledger_retention_days, Webhook → inbound_webhook, Idempotenzschlüssel → idempotency_key")
file(READ ${WORK}/team.yaml team_yaml)
expect_contains("${team_yaml}" "  - flow_id: billing_to_crm\n    name: Rechnungen\n    source: stripe\n")
expect_contains("${team_yaml}" "Geprüft am: \"2026-11-14\"\n    Letzte Änderung: \"2026-09-30T14:30:00\"")
expect_contains("${team_yaml}" "Letzte Änderung: \"2026-10-01T08:00:15\"")
expect_contains("${team_yaml}" "inbound_webhook: no")
# The 1904 date system gives the same dates.
expect_run(0 ${CLI} import ${DATA}/workbooks/team-inventory-1904.xlsx --output ${WORK}/team1904.yaml)
file(READ ${WORK}/team1904.yaml team1904_yaml)
if(NOT team1904_yaml STREQUAL team_yaml)
  message(FATAL_ERROR "the 1904 workbook reads differently:\n${team1904_yaml}")
endif()
# lint reads the workbook through the same header and mapping, at the sheet's own rows.
expect_run(1 ${CLI} lint ${team})
expect_contains("${last_out}" "team-inventory.xlsx:4: WARN IP03 billing_to_crm")
expect_contains("${last_out}" "team-inventory.xlsx:5: FAIL IP01 crm_push")
# The sheet and header row chosen, and what is wrong with a choice said.
expect_run(2 ${CLI} import ${team} --sheet Notes --output ${WORK}/z.yaml)
expect_contains("${last_err}" "no column of the header row names a field (Owner: integration team; sheet Notes, header in row 1)")
expect_run(2 ${CLI} import ${team} --sheet Flows --output ${WORK}/z.yaml)
expect_contains("${last_err}" "the workbook has no sheet named \"Flows\"; its sheets are: Notes, Integrations")
expect_run(2 ${CLI} import ${team} --header-row 2 --output ${WORK}/z.yaml)
expect_contains("${last_err}" "Integrations!A2: the header row 2 holds no cells; the nearest rows that do are 1 and 3")
expect_run(2 ${CLI} import ${team} --header-row 0 --output ${WORK}/z.yaml)
expect_contains("${last_err}" "--header-row takes a row number from 1")
expect_run(2 ${CLI} lint ${WORK}/team.yaml --map "Flow=flow_id")
expect_contains("${last_err}" "team.yaml: --sheet, --header-row, --map and --map-file read Excel workbooks (.xlsx)")
expect_run(2 ${CLI} lint ${team} --map "Nope=source")
expect_contains("${last_out}${last_err}" "the file has no column \"Nope\"")
# A row without a flow ID is refused with its row, and nothing is written.
expect_run(2 ${CLI} import ${DATA}/workbooks/row-without-id.xlsx --output ${WORK}/z.yaml)
expect_contains("${last_err}" "row-without-id.xlsx: Integrations!A6: this row has no flow ID (column Flow); every flow needs one")

# One front door: a name that says one kind and bytes of another are refused by every command.
file(WRITE ${WORK}/book.xlsx "Flow,Quelle\nx1,stripe\n")
foreach(command "lint;${WORK}/book.xlsx" "import;${WORK}/book.xlsx;--output;${WORK}/z.yaml"
                "convert;${WORK}/book.xlsx;${WORK}/z.yaml")
  expect_run(2 ${CLI} ${command})
  expect_contains("${last_out}${last_err}" "book.xlsx: not an Excel workbook (no zip signature); if it is CSV, name it .csv")
endforeach()
file(COPY ${team} DESTINATION ${WORK}/renamed)
file(RENAME ${WORK}/renamed/team-inventory.xlsx ${WORK}/renamed/team.csv)
foreach(command "lint;${WORK}/renamed/team.csv" "import;${WORK}/renamed/team.csv;--output;${WORK}/z.yaml")
  expect_run(2 ${CLI} ${command})
  expect_contains("${last_out}${last_err}" "team.csv: an Excel workbook (a zip file), not CSV: name it .xlsx")
endforeach()
file(WRITE ${WORK}/flows.csv "{\"name\": \"x\", \"nodes\": []}")
expect_run(2 ${CLI} import ${WORK}/flows.csv --output ${WORK}/z.yaml)
expect_contains("${last_err}" "flows.csv: JSON, not CSV: name it .json")
if(EXISTS ${WORK}/z.yaml)
  message(FATAL_ERROR "a refused import wrote its output")
endif()
