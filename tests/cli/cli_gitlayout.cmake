# In git, nothing of the team's file is lost or hidden: the drivers only ever touch
# inventories (a workflow's YAML beside one diffs and merges as plain git would), a clean
# merge carries the comments each side added to their place, a conflict is written into
# OURS's own bytes around the conflicting lines only, and a comment edit shows in git diff.
# Run with -DCLI=... -DEXAMPLE=... -DWORK=... -DGIT=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/repo")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

include(${CMAKE_CURRENT_LIST_DIR}/gitrepo.cmake)

git_ok(init -q)
file(COPY_FILE "${EXAMPLE}" "${WORK}/repo/acme.yaml")
set(workflow "on: push\njobs:\n  test:\n    runs-on: debian-12\n    steps:\n      - run: make\n      - run: make check\n")
file(WRITE "${WORK}/repo/ci.yaml" "${workflow}")

# --- git-setup never gives the drivers a file that is not an inventory.
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "*.yaml")
expect_contains("${last_err}" "the pattern *.yaml matches 1 file that is not an inventory (ci.yaml)")
expect_run(2 ${CLI} git-setup "${WORK}/repo/ci.yaml")
expect_contains("${last_err}" "ci.yaml is not an inventory")
if(EXISTS "${WORK}/repo/.gitattributes")
  message(FATAL_ERROR "a refused git-setup wrote .gitattributes")
endif()
expect_run(0 ${CLI} git-setup "${WORK}/repo" --pattern "acme*.yaml")
expect_contains("${last_out}" "the pattern acme*.yaml matches: acme.yaml")
expect_run(0 ${CLI} git-setup "${WORK}/repo/acme.yaml")
expect_contains("${last_out}" ".gitattributes: added acme.yaml merge=flowaudit diff=flowaudit")
# A repository set up by an older FlowAudit, whose pattern caught every YAML file: the
# drivers must still behave as git does without them for the workflow.
file(APPEND "${WORK}/repo/.gitattributes" "*.yaml merge=flowaudit diff=flowaudit\n")
git_ok(add -A)
git_ok(commit -q -m "inventory and workflow")

# --- A workflow edit shows in git diff as its lines, never as "cannot read as an inventory".
edit(ci.yaml "make check" "make check VERBOSE=1")
git_ok(diff ci.yaml)
expect_contains("${git_out}" "-      - run: make check\n+      - run: make check VERBOSE=1\n")
git_ok(checkout ci.yaml)

# --- A comment-only edit of the inventory shows in git diff, beside its field.
edit(acme.yaml "    retry_layers: suitetalk:3;worker:5\n" "    # suitetalk retries before the worker does\n    retry_layers: suitetalk:3;worker:5\n")
git_ok(diff acme.yaml)
expect_contains("${git_out}" "+# suitetalk retries before the worker does\n stripe_payouts_to_netsuite.retry_layers: suitetalk:3;worker:5\n")
git_ok(checkout acme.yaml)

# --- Every comment shows in git diff: after a block scalar's header (`notes: >-   # …`), and
# after a quoted text that closes on a later line than it starts.
edit(acme.yaml "    notes: Upserts one opportunity per invoice by external ID. Refetches"
  "    title: \"Stripe billing\n      to CRM\"  # two lines\n    notes: >-   # folded\n      Upserts one opportunity per invoice by external ID. Refetches")
git_ok(add acme.yaml)
git_ok(diff --cached acme.yaml)
expect_contains("${git_out}" "+billing_to_crm.notes: Upserts one opportunity per invoice by external ID. Refetches the invoice from Stripe before every write, so duplicate and out-of-order events become no-ops.  # folded\n")
expect_contains("${git_out}" "+billing_to_crm.title: Stripe billing to CRM  # two lines\n")
edit(acme.yaml "    notes: >-   # folded\n" "    notes: >-   # folded: one paragraph\n")
git_ok(diff acme.yaml)
expect_contains("${git_out}" "-billing_to_crm.notes: Upserts one opportunity per invoice by external ID. Refetches the invoice from Stripe before every write, so duplicate and out-of-order events become no-ops.  # folded\n+billing_to_crm.notes: Upserts one opportunity per invoice by external ID. Refetches the invoice from Stripe before every write, so duplicate and out-of-order events become no-ops.  # folded: one paragraph\n")
git_ok(add acme.yaml)
edit(acme.yaml "  # two lines\n" "  # over two lines\n")
git_ok(diff acme.yaml)
expect_contains("${git_out}" "-billing_to_crm.title: Stripe billing to CRM  # two lines\n+billing_to_crm.title: Stripe billing to CRM  # over two lines\n")
# And inside a flow-style review written over two lines.
edit(acme.yaml "      IP04: {status: pass, note: upsert by external ID, by: jd, on: 2026-11-20}\n"
  "      IP04: {status: pass,  # kept by jd\n        note: upsert by external ID, by: jd, on: 2026-11-20}\n")
git_ok(add acme.yaml)
edit(acme.yaml "  # kept by jd\n" "  # kept by jd and ao\n")
git_ok(diff acme.yaml)
expect_contains("${git_out}" "-# kept by jd\n+# kept by jd and ao\n billing_to_crm.reviews.IP04: ")
git_ok(checkout HEAD -- acme.yaml)

# --- Two branches, each with a field change and comments: a clean merge keeps all of them.
file(READ "${WORK}/repo/acme.yaml" base)
git_ok(checkout -q -b ours)
edit(acme.yaml "    ledger_retention_days: 60\n" "    ledger_retention_days: 90\n")
edit(acme.yaml "  - flow_id: hubspot_contacts_to_salesforce\n" "  # ours: owned by the CRM team\n  - flow_id: hubspot_contacts_to_salesforce\n")
edit(ci.yaml "runs-on: debian-12" "runs-on: debian-13")
git_ok(commit -q -am "ours")
file(READ "${WORK}/repo/acme.yaml" ours_text)
git_ok(checkout -q -b theirs main)
edit(acme.yaml "    retry_layers: suitetalk:3;worker:5\n" "    # theirs: one layer soon (INT-482)\n    retry_layers: suitetalk:1;worker:5  # was 3\n")
edit(acme.yaml "# It is written to show" "# (reviewed in the December workshop)\n# It is written to show")
edit(ci.yaml "      - run: make check\n" "      - run: make check\n      - run: make install\n")
git_ok(commit -q -am "theirs")
git_ok(checkout -q ours)
git(merge -q --no-edit theirs)
if(NOT git_status EQUAL 0)
  message(FATAL_ERROR "the two branches did not merge cleanly:\n${git_out}\n${git_err}")
endif()
file(READ "${WORK}/repo/acme.yaml" merged)
string(REPLACE "    retry_layers: suitetalk:3;worker:5\n" "    # theirs: one layer soon (INT-482)\n    retry_layers: suitetalk:1;worker:5  # was 3\n" expected "${ours_text}")
string(REPLACE "# It is written to show" "# (reviewed in the December workshop)\n# It is written to show" expected "${expected}")
expect_equal("${merged}" "${expected}" "the clean merge is not OURS with THEIRS's changes and comments")
# The workflow merged as git merges it: both edits.
file(READ "${WORK}/repo/ci.yaml" ci)
expect_equal("${ci}" "on: push\njobs:\n  test:\n    runs-on: debian-13\n    steps:\n      - run: make\n      - run: make check\n      - run: make install\n" "the workflow's merge")

# --- A conflict: markers in OURS's own bytes around the conflicting field only; each side
# keeps its own comments; the rest is OURS plus THEIRS's clean changes.
git_ok(checkout -q -b ours2 main)
edit(acme.yaml "    ledger_retention_days: 60\n" "    ledger_retention_days: 90\n")
edit(acme.yaml "  - flow_id: billing_to_crm\n" "  # ours: billing first\n  - flow_id: billing_to_crm\n")
git_ok(commit -q -am "ours2")
file(READ "${WORK}/repo/acme.yaml" ours2)
git_ok(checkout -q -b theirs2 main)
edit(acme.yaml "    ledger_retention_days: 60\n" "    ledger_retention_days: 120  # a quarter of replays\n")
edit(acme.yaml "    ack_p99_seconds: 3.2\n" "    ack_p99_seconds: 1.1\n")
git_ok(commit -q -am "theirs2")
git_ok(checkout -q ours2)
git(merge -q --no-edit theirs2)
if(git_status EQUAL 0)
  message(FATAL_ERROR "the same field changed on both sides merged without a conflict")
endif()
file(READ "${WORK}/repo/acme.yaml" conflicted)
set(block "<<<<<<< ours (flow stripe_payouts_to_netsuite, field ledger_retention_days)\n    ledger_retention_days: 90\n||||||| base\n    ledger_retention_days: 60\n=======\n    ledger_retention_days: 120  # a quarter of replays\n>>>>>>> theirs (flow stripe_payouts_to_netsuite, field ledger_retention_days)\n")
# The example has another flow with 90 days: the edited line is the one after 60's flow's key.
string(FIND "${ours2}" "    ledger_retention_days: 90\n" at)
string(SUBSTRING "${ours2}" 0 ${at} head)
string(LENGTH "    ledger_retention_days: 90\n" length)
math(EXPR rest "${at} + ${length}")
string(SUBSTRING "${ours2}" ${rest} -1 tail)
set(expected "${head}${block}${tail}")
string(REPLACE "    ack_p99_seconds: 3.2\n" "    ack_p99_seconds: 1.1\n" expected "${expected}")
expect_equal("${conflicted}" "${expected}" "the conflict is not OURS's bytes with one marked field")
git_ok(merge --abort)
