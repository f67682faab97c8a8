# flowaudit-cli chart as a user meets it: a workshop slide at the size asked for, a PNG of
# exactly W×H pixels, a PDF of one page, the map as SVG; usage errors exit 2 and write
# nothing. Run with -DCLI=... -DEXAMPLE=... -DWORK=...
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect_run(0 ${CLI} chart --help)
expect_contains("${last_out}" "flowaudit-cli chart FILE --kind windows|storm|map")
expect_run(0 ${CLI} --help)
expect_contains("${last_out}" "\n  chart ")

# A PNG's width and height stand in its IHDR chunk, bytes 16 to 23.
function(expect_png_size path width height)
  file(READ ${path} header LIMIT 24 HEX)
  string(SUBSTRING "${header}" 32 16 dimensions)
  string(SUBSTRING "${dimensions}" 0 8 wide)
  string(SUBSTRING "${dimensions}" 8 8 high)
  math(EXPR w "0x${wide}")
  math(EXPR h "0x${high}")
  if(NOT w EQUAL ${width} OR NOT h EQUAL ${height})
    message(FATAL_ERROR "${path} is ${w}x${h}, not ${width}x${height}")
  endif()
endfunction()

foreach(size 1024x768 1280x720 1920x1080)
  string(REPLACE "x" ";" wh ${size})
  list(GET wh 0 width)
  list(GET wh 1 height)
  expect_run(0 ${CLI} chart ${EXAMPLE} --kind windows --flow stripe_payouts_to_netsuite --size ${size} --output ${WORK}/windows-${size}.png)
  expect_contains("${last_err}" "windows at ${width}×${height}, page 1 of")
  expect_png_size(${WORK}/windows-${size}.png ${width} ${height})
  expect_run(0 ${CLI} chart ${EXAMPLE} --kind storm --flow stripe_payouts_to_netsuite --size ${size} --output ${WORK}/storm-${size}.png)
  expect_png_size(${WORK}/storm-${size}.png ${width} ${height})
  expect_run(0 ${CLI} chart ${EXAMPLE} --kind map --size ${size} --output ${WORK}/map-${size}.png)
  expect_png_size(${WORK}/map-${size}.png ${width} ${height})
endforeach()

# A PDF page, with its words as text; the map also as its own SVG.
expect_run(0 ${CLI} chart ${EXAMPLE} --kind windows --size 1280x720 --page 2 --output ${WORK}/windows.pdf)
file(READ ${WORK}/windows.pdf pdf_head LIMIT 5 HEX)
if(NOT pdf_head STREQUAL "255044462d")
  message(FATAL_ERROR "windows.pdf is not a PDF")
endif()
find_program(PDFTOTEXT pdftotext)
if(PDFTOTEXT)
  execute_process(COMMAND ${PDFTOTEXT} ${WORK}/windows.pdf - OUTPUT_VARIABLE pdf_text)
  expect_contains("${pdf_text}" "Vendor windows")
  expect_contains("${pdf_text}" "page 2 of")
endif()
# A PDF pages as the PNG and as the command says: measured at the screen's resolution.
expect_run(0 ${CLI} chart ${EXAMPLE} --kind windows --size 1024x768 --output ${WORK}/every.pdf)
string(REGEX MATCH "page 1 of ([0-9]+)" said "${last_err}")
set(pages ${CMAKE_MATCH_1})
if(PDFTOTEXT)
  execute_process(COMMAND ${PDFTOTEXT} ${WORK}/every.pdf - OUTPUT_VARIABLE every_text)
  expect_contains("${every_text}" "page 1 of ${pages}")
endif()
expect_run(0 ${CLI} chart ${EXAMPLE} --kind map --size 1280x720 --output ${WORK}/map.svg)
file(READ ${WORK}/map.svg svg)
expect_contains("${svg}" "<g id=\"system-stripe\" class=\"system\">")

# Below the smallest room that shows every label and bar whole, the windows chart is
# refused with that room; at that room it is written.
expect_run(2 ${CLI} chart ${EXAMPLE} --kind windows --flow zapier_stripe_customers_to_hubspot --size 200x200 --output ${WORK}/x.png)
expect_contains("${last_err}" "cannot show its labels and bars whole")
if(NOT last_err MATCHES "needs at least ([0-9]+)×([0-9]+)")
  message(FATAL_ERROR "the refusal does not name the room that fits: ${last_err}")
endif()
expect_run(0 ${CLI} chart ${EXAMPLE} --kind windows --flow zapier_stripe_customers_to_hubspot
           --size ${CMAKE_MATCH_1}x${CMAKE_MATCH_2} --output ${WORK}/smallest.png)

# Usage errors write nothing.
expect_run(2 ${CLI} chart ${EXAMPLE} --kind windows --size 1280x720 --output ${WORK}/x.svg)
expect_contains("${last_err}" "only the map is written as SVG")
expect_run(2 ${CLI} chart ${EXAMPLE} --kind storm --size 1280x720 --output ${WORK}/x.png)
expect_contains("${last_err}" "chart --kind storm needs --flow ID")
expect_run(2 ${CLI} chart ${EXAMPLE} --kind map --size 12x7 --output ${WORK}/x.png)
expect_contains("${last_err}" "--size takes WxH")
expect_run(2 ${CLI} chart ${EXAMPLE} --kind pie --size 1280x720 --output ${WORK}/x.png)
expect_run(2 ${CLI} chart ${EXAMPLE} --kind windows --size 1280x720 --page 999 --output ${WORK}/x.png)
expect_contains("${last_err}" "--page 999 is past the chart's last page")
expect_run(2 ${CLI} chart ${EXAMPLE} --kind storm --flow no_such_flow --size 1280x720 --output ${WORK}/x.png)
expect_run(2 ${CLI} chart ${EXAMPLE} --kind map --size 1280x720 --output ${EXAMPLE})
if(EXISTS ${WORK}/x.svg OR EXISTS ${WORK}/x.png)
  message(FATAL_ERROR "a refused chart wrote its output")
endif()
