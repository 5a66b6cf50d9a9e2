-- What every view of a view model does with its buffer: name it after the view model, and make
-- the buffer and the view model go together.

local M = {}

--- A scratch buffer for `view_model`, named `mvvm://<id>/<title>`, with `b:mvvm_view_model` set to
--- the id. Wiping the buffer runs `release` (a dispose or a pop) unless the view model is gone
--- already; when the server releases the view model, the buffer is wiped.
function M.buffer(view_model, title, release)
  local buf = vim.api.nvim_create_buf(true, true)
  vim.api.nvim_buf_set_name(buf, string.format("mvvm://%s/%s", view_model.id, title))
  vim.b[buf].mvvm_view_model = view_model.id
  vim.api.nvim_create_autocmd("BufWipeout", {
    buffer = buf,
    once = true,
    callback = function()
      if not view_model.disposed then
        release()
      end
    end,
  })
  view_model:on("dispose", function()
    if vim.api.nvim_buf_is_valid(buf) then
      vim.api.nvim_buf_delete(buf, { force = true })
    end
  end)
  return buf
end

--- The callback for requests a view sends without waiting. An item can leave its list while a
--- request about it is on its way, a command still running (waiting for the user's answer, say)
--- is cancelled when its buffer is wiped, and a stopped server answers nothing: none of that is
--- news to the user. Anything else is.
function M.report(err)
  if err and err.kind ~= "viewModelNotFound" and err.kind ~= "requestCancelled" and err.kind ~= "ended" then
    vim.notify("mvvm: " .. tostring(err), vim.log.levels.WARN)
  end
end

return M
