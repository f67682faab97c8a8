# git-setup's patterns, checked by real git: a pattern git would ignore or misread is refused
# with the reason, one that matches no inventory is refused unless --force (a pattern for
# files to come catches workflows too), a pattern or a name with a space is written quoted
# so that git gives the attributes to that file. A refused git-setup writes nothing.
# Run with -DCLI=... -DEXAMPLE=... -DWORK=... -DGIT=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/repo/flows")
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gitrepo.cmake)

function(expect_no_attributes what)
  if(EXISTS "${WORK}/repo/.gitattributes")
    file(READ "${WORK}/repo/.gitattributes" attributes)
    message(FATAL_ERROR "${what} wrote .gitattributes:\n${attributes}")
  endif()
endfunction()
# git itself says which merge driver a file gets.
function(expect_driver path expected)
  git_ok(check-attr merge -- "${path}")
  expect_contains("${git_out}" "${path}: merge: ${expected}\n")
endfunction()

git_ok(init -q)
file(COPY_FILE "${EXAMPLE}" "${WORK}/repo/flows/acme.yaml")
file(COPY_FILE "${EXAMPLE}" "${WORK}/repo/flows/my team.yaml")
file(COPY_FILE "${EXAMPLE}" "${WORK}/repo/flows/x[1] y.yaml")

# --- Patterns git ignores or reads as something else: refused, saying why.
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "!flows/*.yaml")
expect_contains("${last_err}" "!flows/*.yaml is a negative pattern, which git ignores in .gitattributes")
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "#flows/*.yaml")
expect_contains("${last_err}" "starts with #, so git reads the line as a comment")
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "flows/")
expect_contains("${last_err}" "flows/ names a folder")
expect_contains("${last_err}" "write flows/** for every file in it")
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "[attr]inventory")
expect_contains("${last_err}" "defines a macro")
expect_no_attributes("a refused pattern")

# --- A pattern that matches no inventory (none is .yml here): refused, nothing written;
# --force writes it, and says it matches none yet.
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "*.yml")
expect_contains("${last_err}" "the pattern *.yml matches no inventory of the work tree, so nothing was written")
expect_contains("${last_err}" "--force")
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "flows/my team")
expect_contains("${last_err}" "matches no inventory")
expect_no_attributes("a pattern that matches no inventory")
expect_run(2 ${CLI} git-setup "${WORK}/repo" --force)
expect_contains("${last_err}" "--force goes with --pattern")
expect_no_attributes("--force without a pattern")

# --- A pattern with a space: quoted in .gitattributes, and git gives that file the drivers.
expect_run(0 ${CLI} git-setup "${WORK}/repo" --pattern "flows/my team.yaml")
expect_contains("${last_out}" "the pattern \"flows/my team.yaml\" matches: flows/my team.yaml")
file(READ "${WORK}/repo/.gitattributes" attributes)
expect_contains("${attributes}" "\"flows/my team.yaml\" merge=flowaudit diff=flowaudit\n")
expect_driver("flows/my team.yaml" "flowaudit")
expect_driver("flows/acme.yaml" "unspecified")
expect_run(0 ${CLI} git-setup "${WORK}/repo" --pattern "flows/my team.yaml")
expect_contains("${last_out}" "Already set up: nothing changed.")

# --- Found in a folder, a name with a space and a glob character: quoted with its escapes
# doubled, so git matches that one file (a backslash-star inside quotes is no escape git knows).
expect_run(0 ${CLI} git-setup "${WORK}/repo/flows")
expect_contains("${last_out}" ".gitattributes: added \"flows/x\\\\[1] y.yaml\" merge=flowaudit diff=flowaudit")
expect_driver("flows/x[1] y.yaml" "flowaudit")
expect_driver("flows/acme.yaml" "flowaudit")
git_ok(check-attr merge -- "flows/x1 y.yaml")
expect_contains("${git_out}" "merge: unspecified")
git(check-attr merge -- "flows/acme.yaml")
expect_not_contains("${git_err}" "not a valid attribute name")

# --- --force writes a pattern that matches no inventory yet, and the workflow that comes
# later goes through the drivers: what the refusal warned of.
expect_run(0 ${CLI} git-setup "${WORK}/repo" --pattern "*.yml" --force)
expect_contains("${last_out}" "the pattern *.yml matches no inventory yet; written as --force asks")
expect_contains("${last_out}" ".gitattributes: added *.yml merge=flowaudit diff=flowaudit")
file(MAKE_DIRECTORY "${WORK}/repo/.github/workflows")
file(WRITE "${WORK}/repo/.github/workflows/ci.yml" "on: push\njobs: {}\n")
expect_driver(".github/workflows/ci.yml" "flowaudit")
# Now that the pattern catches a workflow, git-setup refuses it again.
expect_run(2 ${CLI} git-setup "${WORK}/repo" --pattern "*.yml" --force)
expect_contains("${last_err}" "matches 1 file that is not an inventory (.github/workflows/ci.yml)")
