# flowaudit-cli report as a user on a machine with no display meets it: PDF and HTML, the
# paper, German, PDF/A, and the refusals. Run with -DCLI=... -DEXAMPLE=... -DWORK=...
# -DPDFINFO=... -DPDFTOTEXT=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# No display and no platform chosen: the command line must pick offscreen itself.
set(headless ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM)

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/acme.pdf)
expect_contains("${last_err}" "report written, flows 15")
expect_run(0 ${PDFINFO} ${WORK}/acme.pdf)
expect_contains("${last_out}" "(A4)")
string(REGEX MATCH "Pages: +([0-9]+)" pages_line "${last_out}")
set(pages "${CMAKE_MATCH_1}")
expect_run(0 ${PDFTOTEXT} ${WORK}/acme.pdf -)
# Every page says how many there are, the first and the last the count pdfinfo gives.
expect_contains("${last_out}" "page 1 of ${pages}\n")
expect_contains("${last_out}" "page ${pages} of ${pages}\n")
expect_contains("${last_out}" "Evidence matrix")
expect_contains("${last_out}" "stripe_payouts_to_netsuite")
string(FIND "${last_out}" "the action ledgers" at)
if(NOT at EQUAL -1)
  message(FATAL_ERROR "a report without --ledgers has the ledgers' appendix")
endif()

# --ledgers: each flow's SQL in an appendix, the same the ledger command writes.
expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/ledgers.pdf --ledgers mysql)
expect_run(0 ${PDFTOTEXT} ${WORK}/ledgers.pdf -)
expect_contains("${last_out}" "Appendix: the action ledgers (MySQL/MariaDB)")
expect_contains("${last_out}" "ON DUPLICATE KEY UPDATE")
expect_contains("${last_out}" "Flows without a ledger yet")
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.pdf --ledgers oracle)
expect_contains("${last_err}" "--ledgers takes postgresql, mysql or sqlite, not \"oracle\"")

# Without XDG_RUNTIME_DIR (CI, cron) the report says nothing but its one line: no Qt warning.
expect_run(0 ${headless} --unset=XDG_RUNTIME_DIR ${CLI} report ${EXAMPLE} --output ${WORK}/quiet.pdf)
string(STRIP "${last_err}" quiet_err)
if(NOT quiet_err MATCHES "^[^\n]*report written, flows 15[^\n]*$")
  message(FATAL_ERROR "report without XDG_RUNTIME_DIR said more than its line:\n${last_err}")
endif()

expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/acme-letter.pdf --paper letter --pdfa)
expect_run(0 ${PDFINFO} ${WORK}/acme-letter.pdf)
expect_contains("${last_out}" "(letter)")

expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/acme-de.pdf --lang de)
expect_run(0 ${PDFINFO} ${WORK}/acme-de.pdf)
string(REGEX MATCH "Pages: +([0-9]+)" pages_line "${last_out}")
set(pages "${CMAKE_MATCH_1}")
expect_run(0 ${PDFTOTEXT} ${WORK}/acme-de.pdf -)
expect_contains("${last_out}" "Seite 1 von ${pages}\n")
expect_contains("${last_out}" "Seite ${pages} von ${pages}\n")
expect_contains("${last_out}" "Beweismatrix")

# HTML by extension, and by --format whatever the extension.
expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/acme.html)
file(READ ${WORK}/acme.html html)
expect_contains("${html}" "<!DOCTYPE html>")
expect_contains("${html}" "billing_to_crm")
expect_run(0 ${headless} ${CLI} report ${EXAMPLE} --format html --output ${WORK}/acme.report)
file(READ ${WORK}/acme.report html)
expect_contains("${html}" "<!DOCTYPE html>")

# Waivers flow through, decided on the report's own date (UTC): one that expired long ago
# is EXPIRED, and one created and expiring in 2099 accepts, whatever day the test runs on.
file(READ ${EXAMPLE} example)
file(WRITE ${WORK}/acme-waivers.yaml "${example}waivers:
  - flow_id: stripe_payouts_to_netsuite
    rule: RT01
    justification: SuiteTalk retries stay until the v2 move (INT-482)
    owner: ts
    expires: 2020-03-31
    created: 2020-01-01
  - flow_id: hubspot_contacts_to_salesforce
    rule: WH01
    justification: The receiver moves to a queue
    owner: ao
    expires: 2099-12-31
    created: 2099-06-01
")
expect_run(0 ${headless} ${CLI} report ${WORK}/acme-waivers.yaml --output ${WORK}/acme-waivers.html)
file(READ ${WORK}/acme-waivers.html html)
expect_contains("${html}" "id=\"accepted-risks\"")
expect_contains("${html}" "SuiteTalk retries stay until the v2 move (INT-482)")
expect_contains("${html}" "EXPIRED")
expect_contains("${html}" "mark accepted")
expect_contains("${html}" "accepted 1.")
expect_run(0 ${headless} ${CLI} report ${WORK}/acme-waivers.yaml --output ${WORK}/acme-waivers-de.pdf --lang de)
expect_run(0 ${PDFTOTEXT} ${WORK}/acme-waivers-de.pdf -)
expect_contains("${last_out}" "Akzeptierte Risiken")
expect_contains("${last_out}" "ABGELAUFEN")

# On a terminal (script(1) gives it one) a progress line names each step from the start
# and is cleared before the closing line; off one (every run above) nothing but that line.
find_program(SCRIPT script)
if(SCRIPT)
  expect_run(0 ${headless} ${SCRIPT} -qec "${CLI} report ${EXAMPLE} --output ${WORK}/tty.pdf" /dev/null)
  expect_contains("${last_out}" "\rChecking the flows… 0 %")
  expect_contains("${last_out}" "\rLaying out and drawing the pages…")
  string(REGEX MATCH "\r +\r[^\r]*report written, flows 15" cleared "${last_out}")
  if(NOT cleared)
    message(FATAL_ERROR "the progress line was not cleared before the closing line:\n${last_out}")
  endif()
endif()

# Refusals: each says why, exits 2 and writes nothing.
expect_run(2 ${headless} ${CLI} report ${EXAMPLE})
expect_contains("${last_err}" "--output")
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.pdf --paper a3)
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.pdf --lang fr)
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.pdf --format docx)
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.html --pdfa)
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.pdf --stale-after soon)
# An output that names no format is refused, never guessed: above all not the inventory.
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/x.report)
expect_contains("${last_err}" "--format")
file(COPY ${EXAMPLE} DESTINATION ${WORK})
file(SHA256 ${WORK}/acme-inventory.yaml before)
expect_run(2 ${headless} ${CLI} report ${WORK}/acme-inventory.yaml --format pdf --output ${WORK}/acme-inventory.yaml)
expect_contains("${last_err}" "is the inventory itself")
file(SHA256 ${WORK}/acme-inventory.yaml after)
if(NOT before STREQUAL after)
  message(FATAL_ERROR "report wrote over the inventory it read")
endif()
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} ${EXAMPLE} --output ${WORK}/x.pdf)
file(WRITE ${WORK}/bad.yaml "flows:\n  - flow_id: a\n    flow_id: b\n")
expect_run(2 ${headless} ${CLI} report ${WORK}/bad.yaml --output ${WORK}/x.pdf)
expect_contains("${last_err}" "bad.yaml:3:")
expect_run(2 ${headless} ${CLI} report ${EXAMPLE} --output ${WORK}/missing-folder/x.pdf)
if(EXISTS ${WORK}/x.pdf OR EXISTS ${WORK}/x.html OR EXISTS ${WORK}/x.report OR EXISTS ${WORK}/missing-folder)
  message(FATAL_ERROR "a refused report left a file behind")
endif()
