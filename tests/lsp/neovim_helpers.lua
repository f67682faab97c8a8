-- What the Neovim test clients share (neovim_client.lua, neovim_guide_driver.lua): the
-- report written to $REPORT as JSON, how a run ends, and one request to the one server.
local M = { report = {} }

function M.finish(code)
  local out = io.open(os.getenv('REPORT'), 'w')
  out:write(vim.fn.json_encode(M.report))
  out:close()
  vim.cmd((code == 0) and 'qall!' or ('cquit ' .. code))
end

function M.fail(message)
  M.report.error = message
  M.finish(1)
end

function M.find(list, predicate)
  for _, item in ipairs(list or {}) do
    if predicate(item) then return item end
  end
end

-- One request, answered by the one client: its result.
function M.ask(bufnr, method, params)
  local replies = vim.lsp.buf_request_sync(bufnr, method, params, 20000)
  if not replies then M.fail(method .. ': no answer') end
  for _, reply in pairs(replies) do
    if reply.err then M.fail(method .. ': ' .. vim.inspect(reply.err)) end
    return reply.result
  end
end

return M
