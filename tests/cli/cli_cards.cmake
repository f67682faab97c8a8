# flowaudit-cli cards verify as the issue's user meets it: a number changed on a saved vendor
# page is a changed fact with its word diff and exit 1; restored and stamped, the card
# file's diff is only the dates and the checker. A hostile card is refused with its line.
# Run with -DCLI=... -DDATA=... -DWORK=... -DSOURCE_DIR=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

file(COPY "${DATA}/team" "${DATA}/pages" DESTINATION "${WORK}")
set(card "${WORK}/team/example-webhooks.yaml")
set(page "${WORK}/pages/docs.example.com/webhooks.html")
file(READ "${card}" card_before)
file(READ "${page}" page_before)

# The team's folder alone: its cards are verified (the bundled ones are FlowAudit's to keep).
expect_run(0 ${CLI} cards verify --cards ${WORK}/team --saved-pages ${WORK}/pages)
expect_contains("${last_out}" "example-webhooks (your card: ")
expect_contains("${last_out}" "  fact 1: confirmed  https://docs.example.com/webhooks#retries")
expect_contains("${last_out}" "  window 1: confirmed  https://docs.example.com/webhooks")
expect_not_contains("${last_out}" "(bundled)")
expect_contains("${last_out}" "3 confirmed")
# An inventory whose flow relies on Stripe's bundled cards: their facts not yet quoted fail the
# gate, unless --allow-unquoted lets them pass (and says so).
file(WRITE "${WORK}/stripe.yaml" "format: flow-inventory/1\nflows:\n  - flow_id: a\n    source: stripe\n")
expect_run(1 ${CLI} cards verify ${WORK}/stripe.yaml --cards ${WORK}/team --saved-pages ${WORK}/pages)
expect_contains("${last_out}" "stripe-webhooks (bundled)")
expect_contains("${last_out}" "3 confirmed, 18 not yet quoted\n18 facts the flows rely on not yet quoted: not confirmed")
expect_run(0 ${CLI} cards verify ${WORK}/stripe.yaml --cards ${WORK}/team --saved-pages ${WORK}/pages --allow-unquoted)
expect_contains("${last_out}" "18 facts the flows rely on not yet quoted: allowed by --allow-unquoted")
# --all: every card, the bundled quotes too (read from the saved pages, which hold none of theirs).
expect_run(1 ${CLI} cards verify --all --cards ${WORK}/team --saved-pages ${WORK}/pages --allow-unquoted)
expect_contains("${last_out}" "segment (bundled)\n  fact 1: unreachable  https://segment.com/docs/guides/duplicate-data/")
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
               "      checked: 2026-12-06\n      checked_by: \"A. Auditor\"\n" expected "${card_before}")
string(REPLACE "    evidence:\n      quote: \"Events are"
               "    evidence:\n      checked: 2026-12-06\n      checked_by: \"A. Auditor\"\n      quote: \"Events are" expected "${expected}")
string(REPLACE "    evidence:\n      url: https://docs.example.com/webhooks\n"
               "    evidence:\n      checked: 2026-12-06\n      checked_by: \"A. Auditor\"\n      url: https://docs.example.com/webhooks\n" expected "${expected}")
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

# The inventory names the team's folder (vendor_cards:), relative to itself, inside its
# repository; cards verify FILE and the other commands read the team's cards from there.
file(MAKE_DIRECTORY "${WORK}/repo/.git")
file(COPY "${DATA}/team" DESTINATION "${WORK}/repo")
file(COPY "${DATA}/pages" DESTINATION "${WORK}/repo")
set(inventory "${WORK}/repo/inventory.yaml")
file(WRITE "${inventory}" "format: flow-inventory/1\nvendor_cards: team/\nflows:\n  - flow_id: a\n    source: example\n    destination: netsuite\n")
expect_run(0 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages)
expect_contains("${last_out}" "example-webhooks (your card: ")
expect_contains("${last_out}" "3 confirmed")
expect_run(0 ${CLI} report ${inventory} --format html --output ${WORK}/report.html)
file(READ "${WORK}/report.html" html)
# The card says where it came from; the evidence appendix gives each fact's page, quote and
# state, and the summary counts them.
expect_contains("${html}" "the team&#39;s card file team/example-webhooks.yaml")
expect_not_contains("${html}" "${WORK}")
expect_contains("${html}" "We retry a failed delivery up to 10 times over 24 hours.")
expect_contains("${html}" "STALE · checked 2026-09-01 by Someone")
expect_contains("${html}" "Of the 3 numbers and facts of these cards: confirmed on the vendor&#39;s page within their card&#39;s review period, 0; stale, 3;")
expect_contains("${html}" "not run")
# --record keeps the outcomes beside the team's cards, where the report (and the editor) read
# them, each with its day: CI's verification reaches the team's report. A changed number
# counts as such in the summary, beside its row.
expect_run(0 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages --record --today 2026-12-06)
file(READ "${WORK}/repo/team/verification.json" record)
expect_contains("${record}" "\"format\": \"flowaudit-verification/1\"")
expect_run(0 ${CLI} report ${inventory} --format html --output ${WORK}/report.html)
file(READ "${WORK}/report.html" html)
expect_contains("${html}" "confirmed (2026-12-06)")
expect_not_contains("${html}" "not run")
set(repo_page "${WORK}/repo/pages/docs.example.com/webhooks.html")
file(READ "${repo_page}" repo_page_before)
string(REPLACE "up to 10&nbsp;times" "up to 8&nbsp;times" repo_page_changed "${repo_page_before}")
file(WRITE "${repo_page}" "${repo_page_changed}")
expect_run(1 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages --record --today 2026-12-07)
expect_run(0 ${CLI} report ${inventory} --format html --output ${WORK}/report.html)
file(READ "${WORK}/report.html" html)
expect_contains("${html}" "changed: &quot;to 10 times&quot; → &quot;to 8 times&quot; (2026-12-07)")
expect_contains("${html}" "not found as quoted by the last verification (changed, ambiguous, moved, unreachable or needing JavaScript), 1;")
file(WRITE "${repo_page}" "${repo_page_before}")
# report --verify verifies first: the page restored, today's outcome replaces the record's.
string(TIMESTAMP verify_day "%Y-%m-%d")
expect_run(0 ${CLI} report ${inventory} --format html --output ${WORK}/report.html --verify --saved-pages ${WORK}/repo/pages)
file(READ "${WORK}/report.html" html)
expect_contains("${html}" "confirmed (${verify_day})")
expect_not_contains("${html}" "changed: &quot;to 10 times&quot;")
expect_run(2 ${CLI} report ${inventory} --format html --output ${WORK}/report.html --saved-pages ${WORK}/repo/pages)
expect_contains("${last_err}" "--saved-pages goes with --verify")
# A record that is not one is said, and the report goes on without it.
file(WRITE "${WORK}/repo/team/verification.json" "not json")
expect_run(0 ${CLI} report ${inventory} --format html --output ${WORK}/report.html)
expect_contains("${last_err}" "verification.json: not a verification record: this is not JSON")
file(REMOVE "${WORK}/repo/team/verification.json")
# Without a team folder there is nowhere to keep it.
expect_run(2 ${CLI} cards verify --saved-pages ${WORK}/pages --record)
expect_contains("${last_err}" "--record keeps the outcomes beside the team's cards")
# fix and waive read the team's cards as lint does: the team card's 24 h retry window is
# longer than a replay window of half a day, which no bundled card could say.
file(WRITE "${inventory}" "format: flow-inventory/1\nvendor_cards: team/\nflows:\n  - flow_id: a\n    source: example\n    destination: netsuite\n    max_replay_window_days: 0.5\n")
expect_run(1 ${CLI} lint ${inventory} --advisories --today 2026-12-06)
expect_contains("${last_out}" "WARN VA01 a: max_replay_window_days is 0.5, below a window of the card (Retry window: 1 d)")
expect_contains("${last_err}" "inventory.yaml: the team's vendor cards: example-webhooks (team/example-webhooks.yaml)")
expect_run(0 ${CLI} fix ${inventory} --flow a --rule IP03)
expect_contains("${last_out}" "the longest window is Retry window of Example Webhooks (1 d")
expect_run(0 ${CLI} waive ${inventory} --flow a --rule VA01 --justification known --owner me --expires 2027-01-01 --today 2026-12-06)
file(READ "${inventory}" waived)
expect_contains("${waived}" "    rule: VA01\n")
# A folder outside the repository, by .. or through a symbolic link, is refused with the
# inventory's line; nothing is verified or reported.
file(WRITE "${inventory}" "format: flow-inventory/1\ntitle: t\nvendor_cards: ../team\nflows: []\n")
expect_run(2 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages)
expect_contains("${last_err}" "inventory.yaml:3: vendor_cards ../team leads to ")
expect_contains("${last_err}" "outside the inventory's repository")
expect_run(2 ${CLI} report ${inventory} --format html --output ${WORK}/report2.html)
expect_contains("${last_err}" "inventory.yaml:3: vendor_cards ../team leads to ")
file(CREATE_LINK "${WORK}/team" "${WORK}/repo/linked" SYMBOLIC)
file(WRITE "${inventory}" "format: flow-inventory/1\nvendor_cards: linked\nflows: []\n")
expect_run(2 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages)
expect_contains("${last_err}" "inventory.yaml:2: vendor_cards linked leads to ")
# A refused folder stops fix and waive too: nothing fixed or waived by older numbers.
file(WRITE "${inventory}" "format: flow-inventory/1\nvendor_cards: linked\nflows:\n  - flow_id: a\n    source: example\n    max_replay_window_days: 0.5\n")
file(READ "${inventory}" refused_before)
expect_run(2 ${CLI} fix ${inventory} --flow a --apply)
expect_contains("${last_err}" "inventory.yaml:2: vendor_cards linked leads to ")
expect_run(2 ${CLI} waive ${inventory} --flow a --rule VA01 --justification known --owner me --expires 2027-01-01 --today 2026-12-06)
expect_contains("${last_err}" "inventory.yaml:2: vendor_cards linked leads to ")
expect_file_holds("${inventory}" "${refused_before}" "fix and waive with a refused vendor_cards")
file(WRITE "${inventory}" "format: flow-inventory/1\nvendor_cards: nowhere/\nflows: []\n")
expect_run(2 ${CLI} cards verify ${inventory} --saved-pages ${WORK}/repo/pages)
expect_contains("${last_err}" "inventory.yaml:2: vendor_cards nowhere/ is not a folder beside the inventory")

# A docs page repeats its retry sentence in a tip box; the main paragraph now says five days,
# the tip box still three. The quote is found once (in the tip), but the page states the
# number two ways: changed, with the main paragraph's diff, exit 1, nothing stamped. With
# the prefix and suffix of the main paragraph, the same diff (never the context words). A
# quote found twice with nothing to pick one is ambiguous, with its places.
file(MAKE_DIRECTORY "${WORK}/tip/cards" "${WORK}/tip/pages/docs.tip.example")
file(WRITE "${WORK}/tip/pages/docs.tip.example/retries.html"
  "<html><body><nav>Docs · Home</nav><main><h1>Retries</h1>"
  "<p>In live mode, Stripe attempts to deliver a given event to your webhook endpoint for up to "
  "<strong>five days</strong> with an exponential backoff.</p>"
  "<aside class=\"tip\"><p>Tip: Stripe attempts to deliver a given event to your webhook "
  "endpoint for up to three days.</p></aside>"
  "<p>Events are delivered at least once. Events are delivered at least once.</p>"
  "</main></body></html>\n")
set(tip_card "${WORK}/tip/cards/tip-webhooks.yaml")
file(WRITE "${tip_card}"
  "card: tip-webhooks\nvendor_id: tip\nvendor: Tip\nproduct: Webhooks\n"
  "source: https://docs.tip.example/retries\nfacts:\n"
  "  - text: Retries for up to 3 days.\n    evidence:\n"
  "      quote: \"Stripe attempts to deliver a given event to your webhook endpoint for up to three days\"\n"
  "  - text: Retries for up to 3 days, said after live mode.\n    evidence:\n"
  "      prefix: \"In live mode,\"\n"
  "      quote: \"Stripe attempts to deliver a given event to your webhook endpoint for up to three days\"\n"
  "      suffix: \"with an exponential backoff.\"\n"
  "  - text: At least once.\n    evidence:\n"
  "      quote: \"Events are delivered at least once.\"\n")
file(READ "${tip_card}" tip_before)
expect_run(1 ${CLI} cards verify --cards ${WORK}/tip/cards --saved-pages ${WORK}/tip/pages --allow-unquoted --stamp --by "A. Auditor")
expect_contains("${last_out}" "  fact 1: changed  https://docs.tip.example/retries\n      \"to three days\" → \"to five days\"")
expect_contains("${last_out}" "  fact 2: changed  https://docs.tip.example/retries\n      \"to three days\" → \"to five days\"\n      on the page: \"Stripe attempts to deliver a given event to your webhook endpoint for up to five days\"")
expect_contains("${last_out}" "  fact 3: ambiguous  https://docs.tip.example/retries\n      on the page 2 times; a prefix or suffix picks the one meant")
expect_contains("${last_out}" "on the page: …endpoint for up to three days. [Events are delivered at least once.] Events are delivered at least once.")
expect_file_holds("${tip_card}" "${tip_before}" "cards verify --stamp of changed and ambiguous facts")
# A quote that does not state its number is refused with the file, line and reason.
file(WRITE "${WORK}/tip/cards/tip-webhooks.yaml"
  "card: tip-webhooks\nvendor_id: tip\nvendor: Tip\nproduct: Webhooks\n"
  "source: https://docs.tip.example/retries\nfacts:\n  - Anything.\nwindows:\n"
  "  - kind: retry\n    duration: 3 d\n    evidence:\n      quote: \"with an exponential backoff\"\n")
expect_run(2 ${CLI} cards verify --cards ${WORK}/tip/cards --saved-pages ${WORK}/tip/pages)
expect_contains("${last_err}" "tip-webhooks.yaml:12: `quote`: the quote does not state the window's 3 d")
file(WRITE "${WORK}/tip/cards/tip-webhooks.yaml"
  "card: tip-webhooks\nvendor_id: tip\nvendor: Tip\nproduct: Webhooks\n"
  "source: https://docs.tip.example/retries\nfacts:\n  - text: Three days.\n    evidence:\n      quote: \"3\"\n")
expect_run(2 ${CLI} cards verify --cards ${WORK}/tip/cards --saved-pages ${WORK}/tip/pages)
expect_contains("${last_err}" "tip-webhooks.yaml:9: `quote`: the quote has 1 word; a quote is a sentence of at least 4 words")

# cards copy: a bundled card's file, byte for byte, into the team's folder. An inventory that
# names none gets vendor_cards: vendor-cards/ (its other bytes kept); a card already there is
# never replaced; --to DIR copies into a folder of one's choosing.
file(MAKE_DIRECTORY "${WORK}/copy/.git")
set(copy_inventory "${WORK}/copy/inventory.yaml")
set(copy_before "# our flows\nformat: flow-inventory/1\ntitle: t   # kept\nflows:\n  - flow_id: a\n    source: stripe\n")
file(WRITE "${copy_inventory}" "${copy_before}")
expect_run(0 ${CLI} cards copy stripe-webhooks ${copy_inventory})
expect_contains("${last_out}" "copied the bundled card stripe-webhooks to ${WORK}/copy/vendor-cards/stripe-webhooks.yaml")
expect_file_holds("${copy_inventory}" "${copy_before}vendor_cards: vendor-cards/\n" "cards copy naming the folder")
file(READ "${SOURCE_DIR}/resources/vendors/stripe-webhooks.yaml" bundled_card)
expect_file_holds("${WORK}/copy/vendor-cards/stripe-webhooks.yaml" "${bundled_card}" "the copied card")
expect_run(0 ${CLI} cards verify ${copy_inventory} --saved-pages ${WORK}/pages --allow-unquoted)
expect_contains("${last_out}" "stripe-webhooks (your card: ")
file(WRITE "${WORK}/copy/vendor-cards/stripe-webhooks.yaml" "# the team's own\n${bundled_card}")
expect_run(2 ${CLI} cards copy stripe-webhooks ${copy_inventory})
expect_contains("${last_err}" "stripe-webhooks.yaml: the team's card stripe-webhooks is there already; nothing copied")
expect_file_holds("${WORK}/copy/vendor-cards/stripe-webhooks.yaml" "# the team's own\n${bundled_card}" "cards copy over a team card")
expect_run(0 ${CLI} cards copy segment --to ${WORK}/copy/elsewhere)
expect_run(2 ${CLI} cards copy no-such-card --to ${WORK}/copy/elsewhere)
expect_contains("${last_err}" "no bundled card is no-such-card; the bundled cards are braze-users-track, ")
expect_run(2 ${CLI} cards copy segment)
expect_contains("${last_err}" "cards copy takes a card ID and either the inventory")

# cards propose on a docs-like page (a cookie banner, navigation, a sidebar, scripts, the
# sentence split by inline markup, a tip box repeating it, a table, a footer "3 days ago")
# and a page only JavaScript fills: each fact not yet quoted gets the sentences that state
# its number; nothing is written without --accept; --accept writes each fact's first into the
# team's card (only those facts' lines, undated), and cards verify then confirms them all.
file(COPY "${DATA}/proposals" DESTINATION "${WORK}")
set(proposal_card "${WORK}/proposals/team/example-retries.yaml")
set(proposal_pages "${WORK}/proposals/pages")
file(READ "${proposal_card}" proposal_before)
expect_run(1 ${CLI} cards propose --cards ${WORK}/proposals/team --saved-pages ${proposal_pages})
expect_contains("${last_out}" "example-retries (your card: ")
expect_contains("${last_out}" "  fact 1: Deliveries are retried with exponential back-off for up to 3 days.  https://docs.example.com/retries\n    1. \"When your endpoint fails to answer, Example retries the delivery with an exponential back-off for up to three days.\"\n    2. \"Tip: Example retries the delivery with an exponential back-off for up to three days.\"")
expect_contains("${last_out}" "  fact 3: Events may arrive out of order.  https://docs.example.com/retries\n    1. \"Events are not guaranteed to arrive in the order they were created.\"")
expect_contains("${last_out}" "  fact 5: The console's retry settings allow 5 attempts.  https://docs.example.com/app\n      the page could not be read: its scripts fill the page in a browser")
expect_contains("${last_out}" "6 facts not yet quoted: 5 with proposals, 1 without")
expect_not_contains("${last_out}" "Last updated")
expect_not_contains("${last_out}" "cookies")
expect_file_holds("${proposal_card}" "${proposal_before}" "cards propose without --accept")
expect_run(1 ${CLI} cards propose --cards ${WORK}/proposals/team --saved-pages ${proposal_pages} --format json)
expect_contains("${last_out}" "\"item\": \"windows[0]\"")
expect_contains("${last_out}" "\"quote\": \"Events are not guaranteed to arrive in the order they were created.\"")
expect_run(1 ${CLI} cards propose --cards ${WORK}/proposals/team --saved-pages ${proposal_pages} --accept)
expect_contains("${last_out}" "5 facts quoted in the team's cards, undated: confirm them with cards verify --stamp --by NAME")
string(REPLACE "  - \"Events may arrive out of order.\"\n"
               "  - text: \"Events may arrive out of order.\"\n    evidence:\n      quote: \"Events are not guaranteed to arrive in the order they were created.\"\n"
               proposal_expected "${proposal_before}")
file(READ "${proposal_card}" proposal_after)
expect_contains("${proposal_after}" "  - text: \"Events may arrive out of order.\"\n    evidence:\n      quote: \"Events are not guaranteed to arrive in the order they were created.\"\n  - text: \"At most 16 delivery attempts.\"")
expect_contains("${proposal_after}" "    note: \"retried for up to three days\"\n    evidence:\n      quote: \"When your endpoint fails to answer,")
expect_contains("${proposal_after}" "# A team's card whose facts are not yet quoted: cards propose offers their quotes.\ncard: example-retries\n")
expect_not_contains("${proposal_after}" "checked")
expect_run(0 ${CLI} cards verify --cards ${WORK}/proposals/team --saved-pages ${proposal_pages} --record --allow-unquoted)
expect_contains("${last_out}" "5 confirmed, 1 not yet quoted")
# Proposed again: only the fact still not quoted is looked at.
expect_run(1 ${CLI} cards propose --cards ${WORK}/proposals/team --saved-pages ${proposal_pages})
expect_contains("${last_out}" "1 fact not yet quoted: 0 with proposals, 1 without")
# The page now states the retry window two ways (the paragraph five days, the tip box
# still three): the window is said, not offered a quote.
file(COPY "${DATA}/proposals/team/example-retries.yaml" DESTINATION "${WORK}/proposals/again")
file(READ "${proposal_pages}/docs.example.com/retries.html" proposal_page)
string(REPLACE "up to <em>three&nbsp;days</em>" "up to <em>five&nbsp;days</em>" proposal_page "${proposal_page}")
file(WRITE "${proposal_pages}/docs.example.com/retries.html" "${proposal_page}")
expect_run(1 ${CLI} cards propose --cards ${WORK}/proposals/again --saved-pages ${proposal_pages})
expect_contains("${last_out}" "  window 1: retry 3 d: retried for up to three days  https://docs.example.com/retries\n      the page states it another way too: \"")
expect_contains("${last_out}" "up to five days.\"\n      no sentence on the page states it once")
