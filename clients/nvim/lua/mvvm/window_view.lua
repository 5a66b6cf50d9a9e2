-- A buffer that shows a long collection of view models through a window: line i is item i of the
-- whole collection, so the buffer has as many lines as the collection has items, but only the
-- lines around those on screen hold rows; the others hold a placeholder. As the cursor moves or the
-- window scrolls, the view asks `collection/window` for the rows around the visible lines; the rows
-- in the window are bound, and those that leave it unbound (docs/protocol.md, collection/window).

local list_view = require("mvvm.list_view")
local screen = require("mvvm.screen")

local M = {}

--- What a line outside the window shows.
M.PLACEHOLDER = "…"

-- Rows are drawn and watched as list_view draws them (`_lines`, `_watch`).
local WindowView = setmetatable({}, { __index = list_view.ListView })
WindowView.__index = WindowView

--- Shows `owner.collections[collection]` through a window in `buf`; `render(item)` is an item's
--- line. `b:mvvm_status` says which rows the window holds of how many ("rows 1-40 of 1000"), and
--- the statusline of every window showing the buffer shows it.
--- - Important: the buffer is the view's alone (not modifiable by the user); the view follows the
---   owner until the buffer is wiped.
function M.new(buf, owner, collection, render)
  local self = setmetatable({
    buf = buf,
    owner = owner,
    collection = collection,
    render = render,
    watched = {},
    -- The lines that hold rows now: `count` lines from line `offset` (0-based).
    drawn = { offset = 0, count = 0 },
  }, WindowView)
  vim.bo[buf].modifiable = false
  owner:on("load", function()
    self:_redraw()
  end)
  owner:on("window", function(name)
    if name == collection then
      self:_redraw_window()
    end
  end)
  owner:on("collection", function(name, steps)
    if name == collection then
      self:_apply(steps)
    end
  end)
  vim.api.nvim_create_autocmd({ "BufWinEnter", "WinScrolled", "CursorMoved", "WinEnter", "VimResized" }, {
    buffer = buf,
    callback = function()
      self:follow()
    end,
  })
  vim.api.nvim_create_autocmd("BufWinEnter", {
    buffer = buf,
    callback = function()
      vim.wo.statusline = "%f%=%{get(b:,'mvvm_status','')}  %l/%L"
    end,
  })
  self:_redraw()
  return self
end

--- The rows to hold: those on screen in every window showing the buffer, and a screenful on either
--- side, as `offset, count` in the collection's indices; nil when no window shows it.
function WindowView:wanted()
  local first, last
  for _, win in ipairs(vim.fn.win_findbuf(self.buf)) do
    local top, bottom = unpack(vim.api.nvim_win_call(win, function()
      return { vim.fn.line("w0"), vim.fn.line("w$") }
    end))
    local height = math.max(vim.api.nvim_win_get_height(win), bottom - top + 1)
    first = math.min(first or top, top - 1, math.max(0, top - 1 - height))
    last = math.max(last or bottom, bottom - 1 + height)
  end
  if not first then
    return nil
  end
  return first, last - first + 1
end

--- Asks for the window around the visible lines unless the one held covers them; one request at
--- a time, the last wish asked again once it is answered.
function WindowView:follow()
  if not vim.api.nvim_buf_is_valid(self.buf) or self.owner.disposed then
    return
  end
  local offset, count = self:wanted()
  if not offset then
    return
  end
  local held = self.owner.windows[self.collection]
  if held and held.count == count and math.abs(held.offset - offset) * 2 < count / 2 then
    return
  end
  if self.asking then
    self.again = true
    return
  end
  self.asking = true
  self.owner:window(self.collection, offset, count, function(err)
    self.asking = false
    screen.report(err)
    if self.again then
      self.again = false
      self:follow()
    end
  end)
end

function WindowView:items()
  return self.owner.collections[self.collection] or {}
end

--- The window held: `offset` and `total` (the whole collection's size when nothing is windowed yet).
function WindowView:window()
  local held = self.owner.windows[self.collection]
  if held then
    return held.offset, held.total
  end
  return 0, #self:items()
end

function WindowView:_redraw_item(item)
  for index, listed in ipairs(self:items()) do
    if listed == item then
      local line = self.drawn.offset + index - 1
      self:_set_lines(line, line + 1, { self.render(item) })
      return
    end
  end
  self.watched[item] = nil
end

local function placeholders(count)
  local lines = {}
  for index = 1, count do
    lines[index] = M.PLACEHOLDER
  end
  return lines
end

--- Draws everything again: placeholders for the whole collection, then the window's rows.
function WindowView:_redraw()
  local _, total = self:window()
  self:_set_lines(0, -1, placeholders(total))
  self.drawn = { offset = 0, count = 0 }
  self:_redraw_window()
end

--- Puts placeholders where the rows were drawn and draws the window's rows where it is now.
function WindowView:_redraw_window()
  self:_set_lines(self.drawn.offset, self.drawn.offset + self.drawn.count, placeholders(self.drawn.count))
  local offset = self:window()
  self:_fit()
  local items = self:items()
  self.drawn = { offset = offset, count = #items }
  self:_set_lines(offset, offset + #items, self:_lines(items))
  self:follow()
end

--- Edits the lines as the window's rows were edited, step by step, at the whole collection's
--- indices, then adds or takes placeholders at the end to match the total.
function WindowView:_apply(steps)
  for _, step in ipairs(steps) do
    -- The steps are the window's, at its own indices; its first line is the window's offset.
    local line = self.drawn.offset + (step.index or 0)
    if step.op == "insert" then
      self:_set_lines(line, line, self:_lines(step.items))
      self.drawn.count = self.drawn.count + #step.items
    elseif step.op == "remove" then
      self:_set_lines(line, line + step.count, {})
      self.drawn.count = self.drawn.count - step.count
    elseif step.op == "replace" then
      self:_set_lines(line, line + #step.items, self:_lines(step.items))
    elseif step.op == "reset" then
      self:_set_lines(self.drawn.offset, self.drawn.offset + self.drawn.count, self:_lines(step.items))
      self.drawn.count = #step.items
    end
  end
  self:_fit()
end

--- Makes the buffer as long as the collection, adding or taking placeholder lines after the rows,
--- and says which rows it holds.
function WindowView:_fit()
  if not vim.api.nvim_buf_is_valid(self.buf) then
    return
  end
  local offset, total = self:window()
  local lines = vim.api.nvim_buf_line_count(self.buf)
  if lines == 1 and vim.api.nvim_buf_get_lines(self.buf, 0, 1, false)[1] == "" then
    lines = 0
  end
  local rows_end = math.max(self.drawn.offset + self.drawn.count, offset)
  if lines < total then
    self:_set_lines(lines, lines, placeholders(total - lines))
  elseif lines > total then
    self:_set_lines(math.max(total, rows_end), lines, {})
  end
  local count = #self:items()
  vim.b[self.buf].mvvm_status = count == 0 and string.format("%d rows", total)
    or string.format("rows %d-%d of %d", offset + 1, offset + count, total)
end

function WindowView:_set_lines(first, last, lines)
  if not vim.api.nvim_buf_is_valid(self.buf) then
    return
  end
  -- A window may start past the end of the collection: it holds nothing there.
  local count = vim.api.nvim_buf_line_count(self.buf)
  if first > count then
    return
  end
  vim.bo[self.buf].modifiable = true
  vim.api.nvim_buf_set_lines(self.buf, first, last, false, lines)
  vim.bo[self.buf].modifiable = false
end

return M
