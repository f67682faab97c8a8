# Only inventories are written over (docs/spec/inventory-format.md): a CSV is an inventory
# only with a flow_id column. lint, convert (with --force too) and every writer refuse any
# other CSV as "not an inventory", exit 2, and leave it byte for byte as it was.
# Run with -DCLI=... -DEXAMPLE=<an inventory> -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

set(other_text "a,b\n1,2\n")
file(WRITE ${WORK}/other.csv "${other_text}")
set(not_inventory "other.csv:1: not an inventory: no column of the header row (a, b) is flow_id, the column that names each flow of an inventory")

# lint said SC01 for every row (any CSV read as blank flows); now it is no inventory.
expect_run(2 ${CLI} lint ${WORK}/other.csv)
expect_contains("${last_out}${last_err}" "${not_inventory}")
expect_not_contains("${last_out}${last_err}" "SC01")
file(WRITE ${WORK}/payments.csv "Datum;Betrag;Kunde\n2026-11-02;1.234,50;Acme\n2026-11-03;99,00;Globex\n")
expect_run(2 ${CLI} lint ${WORK}/payments.csv)
expect_contains("${last_out}${last_err}" "payments.csv:1: not an inventory: no column of the header row (Datum, Betrag, Kunde) is flow_id")
expect_not_contains("${last_out}${last_err}" "SC01")

# convert never writes over it, with --force neither.
foreach(force "" "--force")
  expect_run(2 ${CLI} convert ${EXAMPLE} ${WORK}/other.csv ${force})
  expect_contains("${last_err}" "${WORK}/other.csv exists and does not read as an inventory")
  expect_contains("${last_err}" "not an inventory")
  expect_contains("${last_err}" "Nothing was written")
  expect_file_holds(${WORK}/other.csv "${other_text}" "convert ${force}")
endforeach()
# Nor any command that writes into an inventory it reads.
file(WRITE ${WORK}/rows.csv "flow_id,source\nfrom_table,stripe\n")
foreach(command "set;${WORK}/other.csv;@1;name=x"
                "import;${WORK}/rows.csv;--into;${WORK}/other.csv;--output;${WORK}/other.csv"
                "format;${WORK}/other.csv"
                "fix;${WORK}/other.csv;--apply")
  expect_run(2 ${CLI} ${command})
  expect_contains("${last_out}${last_err}" "not an inventory")
  expect_file_holds(${WORK}/other.csv "${other_text}" "'${command}'")
endforeach()
# waive keeps waivers in YAML only, and says so first.
expect_run(2 ${CLI} waive ${WORK}/other.csv --flow x --rule SC02 --justification r --owner jd --expires 2027-01-01)
expect_file_holds(${WORK}/other.csv "${other_text}" "waive")

# An inventory's CSV (a flow_id column) is one: convert --force replaces it, as it says.
expect_run(0 ${CLI} convert ${EXAMPLE} ${WORK}/inventory.csv)
file(READ ${WORK}/inventory.csv written)
file(WRITE ${WORK}/inventory.csv "flow_id,name\nold,Old flow\n")
expect_run(0 ${CLI} convert ${EXAMPLE} ${WORK}/inventory.csv --force)
expect_file_holds(${WORK}/inventory.csv "${written}" "convert --force over an inventory")
# A header with flow_id and no rows is an inventory of no flows.
file(WRITE ${WORK}/empty.csv "flow_id,source\n")
expect_run(0 ${CLI} lint ${WORK}/empty.csv)
