-- Neovim's own LSP client (headless) against `flowaudit-cli lsp`, as an architect who edits
-- the inventory in Neovim meets it: open the file, wait for the findings, hover, complete,
-- list the symbols, apply the RT01 fix as a code action, wait for the finding to go, save.
-- What it saw goes to $REPORT as JSON; check_neovim.py judges it. Any error quits with 1.
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h')
local helpers = dofile(here .. '/neovim_helpers.lua')
local report, finish, fail, find, ask =
  helpers.report, helpers.finish, helpers.fail, helpers.find, helpers.ask

local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('INVENTORY')))
  local bufnr = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = 'flowaudit',
    cmd = { os.getenv('FLOWAUDIT_CLI'), 'lsp', '--stdio', '--today', '2026-12-01' },
    root_dir = vim.fn.fnamemodify(os.getenv('INVENTORY'), ':h'),
    init_options = { owner = 'nvim' },
    flags = { debounce_text_changes = 20 },
  })
  if not client then fail('the server did not start') end
  vim.lsp.buf_attach_client(bufnr, client)

  local function rt01()
    return find(vim.diagnostic.get(bufnr), function(d) return d.code == 'RT01' end)
  end
  if not vim.wait(30000, function() return rt01() ~= nil end, 20) then
    fail('no RT01 diagnostic came')
  end
  report.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(report.diagnostics, { code = d.code, line = d.lnum, severity = d.severity })
  end
  local finding = rt01()
  report.rt01_line = finding.lnum

  local position = { textDocument = vim.lsp.util.make_text_document_params(bufnr),
                     position = { line = finding.lnum, character = finding.col + 2 } }
  local hover = ask(bufnr, 'textDocument/hover', position)
  report.hover = hover and hover.contents.value or ''

  local symbols = ask(bufnr, 'textDocument/documentSymbol',
                      { textDocument = vim.lsp.util.make_text_document_params(bufnr) })
  report.symbols = {}
  for _, s in ipairs(symbols or {}) do table.insert(report.symbols, s.name) end

  -- Completion of a method's values, on the line the flow's method is on.
  local methodLine
  for line, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:match('^%s+method: ') and not methodLine then methodLine = line - 1 end
  end
  local completion = ask(bufnr, 'textDocument/completion', {
    textDocument = vim.lsp.util.make_text_document_params(bufnr),
    position = { line = methodLine, character = #vim.api.nvim_buf_get_lines(bufnr, methodLine, methodLine + 1, false)[1] } })
  report.completion = {}
  for _, item in ipairs((completion and (completion.items or completion)) or {}) do
    table.insert(report.completion, item.label)
  end

  -- The code actions for the finding, with the diagnostic as the server sent it.
  local params = { textDocument = vim.lsp.util.make_text_document_params(bufnr),
                   range = { start = { line = finding.lnum, character = 0 },
                             ['end'] = { line = finding.lnum, character = 0 } },
                   context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, finding.lnum) } }
  local actions = ask(bufnr, 'textDocument/codeAction', params)
  report.actions = {}
  for _, a in ipairs(actions or {}) do table.insert(report.actions, a.title) end
  local fix = find(actions, function(a) return vim.startswith(a.title, 'Fix RT01') end)
  if not fix then fail('no RT01 fix offered') end
  -- Neovim's client says it resolves an action's edit when chosen: the list comes without
  -- edits, and the chosen one is resolved, as vim.lsp.buf.code_action does.
  report.listed_with_edit = fix.edit ~= nil
  if not fix.edit then fix = ask(bufnr, 'codeAction/resolve', fix) end
  if not fix.edit then fail('the chosen fix resolved to no edit') end
  vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')
  -- The change goes to the server as an incremental didChange; the finding goes.
  local line = finding.lnum
  local function stillThere()
    return find(vim.diagnostic.get(bufnr), function(d) return d.code == 'RT01' and d.lnum == line end)
  end
  if not vim.wait(30000, function() return stillThere() == nil end, 20) then
    fail('RT01 stayed after the fix')
  end
  report.after = #vim.diagnostic.get(bufnr)
  vim.cmd('write')
  vim.lsp.stop_client(client)
  finish(0)
end

local ok, problem = pcall(run)
if not ok then fail(tostring(problem)) end
