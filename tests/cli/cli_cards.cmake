# flowaudit-cli cards verify as the issue's user meets it: a number changed on a saved vendor
# page is a changed fact with its word diff and exit 1; restored and stamped, the card
# file's diff is only the dates and the checker. A hostile card is refused with its line.
# Run with -DCLI=... -DDATA=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

file(COPY "${DATA}/team" "${DATA}/pages" DESTINATION "${WORK}")
set(card "${WORK}/team/example-webhooks.yaml")
set(page "${WORK}/pages/docs.example.com/webhooks.html")
file(READ "${card}" card_before)
file(READ "${page}" page_before)

expect_run(0 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages)
expect_contains("${last_out}" "example-webhooks (your card: ")
expect_contains("${last_out}" "  fact 1: confirmed  https://docs.example.com/webhooks#retries")
expect_contains("${last_out}" "  window 1: confirmed  https://docs.example.com/webhooks")
expect_contains("${last_out}" "stripe-webhooks (bundled)")
expect_contains("${last_out}" "3 confirmed, 0 changed, 0 page moved, 0 unreachable")
expect_file_holds("${card}" "${card_before}" "cards verify without --stamp")

# One number changed on the page: that fact is changed, with the diff; nothing written.
string(REPLACE "up to 10&nbsp;times" "up to 8&nbsp;times" page_changed "${page_before}")
file(WRITE "${page}" "${page_changed}")
expect_run(1 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages --stamp --by "A. Auditor")
expect_contains("${last_out}" "  fact 1: changed  https://docs.example.com/webhooks#retries\n      \"to 10 times\" → \"to 8 times\"")
expect_contains("${last_out}" "on the page: \"We retry a failed delivery up to 8 times over 24 hours.\"")
expect_contains("${last_out}" "2 confirmed, 1 changed")
expect_run(1 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages --format json)
expect_contains("${last_out}" "\"outcome\": \"changed\"")
expect_contains("${last_out}" "\"changes\": [\n                \"\\\"to 10 times\\\" → \\\"to 8 times\\\"\"")

# Restored and stamped: only the confirmed facts' dates and checkers change.
file(WRITE "${page}" "${page_before}")
expect_run(0 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages --stamp --by "A. Auditor" --today 2026-12-06)
string(REPLACE "      checked: 2026-09-01\n      checked_by: Someone\n"
               "      checked: 2026-12-06\n      checked_by: A. Auditor\n" expected "${card_before}")
string(REPLACE "    evidence:\n      quote: \"Events are"
               "    evidence:\n      checked: 2026-12-06\n      checked_by: A. Auditor\n      quote: \"Events are" expected "${expected}")
string(REPLACE "    evidence:\n      url: https://docs.example.com/webhooks\n"
               "    evidence:\n      checked: 2026-12-06\n      checked_by: A. Auditor\n      url: https://docs.example.com/webhooks\n" expected "${expected}")
expect_file_holds("${card}" "${expected}" "cards verify --stamp")
# Stamped again the next day: the same lines change, none is added.
expect_run(0 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages --stamp --by "A. Auditor" --today 2026-12-07)
string(REPLACE "2026-12-06" "2026-12-07" expected "${expected}")
expect_file_holds("${card}" "${expected}" "cards verify --stamp, a second time")

# A page gone from the folder is unreachable, said with the files looked for.
file(REMOVE "${page}")
expect_run(1 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages)
expect_contains("${last_out}" "  fact 1: unreachable  https://docs.example.com/webhooks#retries\n      no saved page in ")

# A hostile card: refused with its file, line and reason; nothing verified.
expect_run(2 ${CLI} cards verify --cards ${DATA}/hostile --saved-pages ${WORK}/pages)
expect_contains("${last_err}" "hostile.yaml:4: `source` must be a page's full https URL")
# Usage.
expect_run(2 ${CLI} cards verify --cards ${WORK}/team --timeout 0)
expect_contains("${last_err}" "--timeout takes a number of seconds from 1 to 600")
expect_run(2 ${CLI} cards verify --saved-pages ${WORK}/no-such-folder)
expect_contains("${last_err}" "the saved pages folder ${WORK}/no-such-folder does not exist")
expect_run(2 ${CLI} cards verify --saved-pages ${WORK}/pages --stamp)
expect_contains("${last_err}" "--stamp needs --by NAME")
expect_run(2 ${CLI} cards check --saved-pages ${WORK}/pages)
