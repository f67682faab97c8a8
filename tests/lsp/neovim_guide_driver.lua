-- Run after the user guide's own init.lua (check_neovim_guide.py passes it with -u): the
-- architect opens the team's inventory, its CI workflow and its compose file in Debian's
-- Neovim, as the guide's setup attaches FlowAudit's server to every YAML file. What each
-- buffer got goes to $REPORT as JSON; then the SC03 fix is applied as a code action and the
-- inventory saved. Any error quits with 1.
local here = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':h')
local helpers = dofile(here .. '/neovim_helpers.lua')
local report, finish, fail, find, ask =
  helpers.report, helpers.finish, helpers.fail, helpers.find, helpers.ask
report.buffers = {}

local function run()
  vim.o.hidden = true
  local buffers = {}
  for _, file in ipairs(vim.split(os.getenv('FILES'), '\n')) do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    buffers[file] = vim.api.nvim_get_current_buf()
  end
  local inventory = buffers[os.getenv('INVENTORY')]
  local function sc03()
    return find(vim.diagnostic.get(inventory), function(d) return d.code == 'SC03' end)
  end
  if not vim.wait(30000, function() return sc03() ~= nil end, 20) then
    fail('no SC03 diagnostic came on the inventory')
  end
  -- The other files had the same time and more to be (wrongly) judged.
  vim.wait(3000, function() return false end, 50)
  for file, bufnr in pairs(buffers) do
    local seen = { clients = #vim.lsp.buf_get_clients(bufnr), diagnostics = {} }
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      table.insert(seen.diagnostics, { code = d.code, line = d.lnum, message = d.message })
    end
    report.buffers[file] = seen
  end
  report.clients = #vim.lsp.get_active_clients()

  -- The fix of SC03, as vim.lsp.buf.code_action would apply it.
  vim.cmd('buffer ' .. inventory)
  local finding = sc03()
  local params = { textDocument = vim.lsp.util.make_text_document_params(inventory),
                   range = { start = { line = finding.lnum, character = 0 },
                             ['end'] = { line = finding.lnum, character = 0 } },
                   context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(inventory, finding.lnum) } }
  local actions = ask(inventory, 'textDocument/codeAction', params)
  report.actions = {}
  for _, a in ipairs(actions or {}) do table.insert(report.actions, a.title) end
  local fix = find(actions, function(a) return vim.startswith(a.title, 'Fix SC03') end)
  if not fix then fail('no SC03 fix offered') end
  if not fix.edit then fix = ask(inventory, 'codeAction/resolve', fix) end
  if not fix.edit then fail('the SC03 fix resolved to no edit') end
  vim.lsp.util.apply_workspace_edit(fix.edit, 'utf-16')
  if not vim.wait(30000, function() return sc03() == nil end, 20) then
    fail('SC03 stayed after the fix')
  end
  vim.cmd('write')
  finish(0)
end

local ok, problem = pcall(run)
if not ok then fail(tostring(problem)) end
