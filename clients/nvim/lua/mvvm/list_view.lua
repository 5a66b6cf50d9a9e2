-- A buffer that shows a collection of view models one line per item, kept in the collection's
-- order from its diffs, with every item bound, and that tells the items whose lines are on screen
-- that they are shown (docs/protocol.md §7.1, §9, §9.2).

local screen = require("mvvm.screen")

local M = {}

local ListView = {}
ListView.__index = ListView
-- What a view that draws rows line by line shares with this one (window_view.lua).
M.ListView = ListView

--- Shows `owner.collections[collection]` in `buf`, line i for item i, and binds every item, those
--- that come later included (`bind_items`), so each line shows its item as it is now.
--- `render(item)` is an item's line; `show(item)`, if given, runs when an item's line comes on
--- screen in some window, `hide(item)` when it leaves every window while the item is still listed.
--- - Important: the buffer is the view's alone (not modifiable by the user); the view follows the
---   owner until the buffer is wiped.
function M.new(buf, owner, collection, render, show, hide)
  local self = setmetatable({
    buf = buf,
    owner = owner,
    collection = collection,
    render = render,
    show = show,
    hide = hide,
    shown = {},
    watched = {},
  }, ListView)
  vim.bo[buf].modifiable = false
  owner:bind_items(collection, screen.report)
  owner:on("load", function()
    self:_redraw()
  end)
  owner:on("collection", function(name, steps)
    if name == collection then
      self:_apply(steps)
    end
  end)
  vim.api.nvim_create_autocmd({ "BufWinEnter", "WinScrolled", "CursorMoved", "WinEnter" }, {
    buffer = buf,
    callback = function()
      self:refresh()
    end,
  })
  -- The window still shows the buffer while BufWinLeave runs.
  vim.api.nvim_create_autocmd("BufWinLeave", {
    buffer = buf,
    callback = function()
      vim.schedule(function()
        self:refresh()
      end)
    end,
  })
  self:_redraw()
  return self
end

function ListView:items()
  return self.owner.collections[self.collection] or {}
end

--- The items whose lines some window shows now.
function ListView:visible_items()
  local items, visible = self:items(), {}
  for _, win in ipairs(vim.fn.win_findbuf(self.buf)) do
    local first, last = unpack(vim.api.nvim_win_call(win, function()
      return { vim.fn.line("w0"), vim.fn.line("w$") }
    end))
    for index = first, math.min(last, #items) do
      visible[items[index].id] = items[index]
    end
  end
  return visible
end

--- Shows the items that came on screen and hides those that left it. Once the buffer is wiped
--- its view model is going away with its items: there is nothing left to tell them.
function ListView:refresh()
  if not self.show then
    return
  end
  if not vim.api.nvim_buf_is_valid(self.buf) then
    self.shown = {}
    return
  end
  local visible = self:visible_items()
  local listed = {}
  for _, item in ipairs(self:items()) do
    listed[item.id] = true
  end
  for id, item in pairs(self.shown) do
    if not visible[id] then
      self.shown[id] = nil
      if listed[id] and not item.disposed then
        self.hide(item)
      end
    end
  end
  for id, item in pairs(visible) do
    if not self.shown[id] then
      self.shown[id] = item
      self.show(item)
    end
  end
end

function ListView:_lines(items)
  local lines = {}
  for index, item in ipairs(items) do
    self:_watch(item)
    lines[index] = self.render(item)
  end
  return lines
end

--- Redraws an item's line whenever its own state changes.
function ListView:_watch(item)
  if self.watched[item] then
    return
  end
  self.watched[item] = true
  local function redraw()
    self:_redraw_item(item)
  end
  item:on("property", redraw)
  item:on("load", redraw)
end

function ListView:_redraw_item(item)
  for index, listed in ipairs(self:items()) do
    if listed == item then
      self:_set_lines(index - 1, index, { self.render(item) })
      return
    end
  end
end

function ListView:_redraw()
  self:_set_lines(0, -1, self:_lines(self:items()))
  self:refresh()
end

--- Edits the lines as the collection was edited, step by step, so the rest of the buffer (and
--- each window's view of it) stays as it was.
function ListView:_apply(steps)
  -- The buffer holds one empty line for an empty list: `count` is how many lines are items.
  local count = vim.api.nvim_buf_line_count(self.buf)
  if count == 1 and vim.api.nvim_buf_get_lines(self.buf, 0, 1, false)[1] == "" then
    count = 0
  end
  for _, step in ipairs(steps) do
    if step.op == "insert" then
      local last = count == 0 and -1 or step.index
      self:_set_lines(step.index, last, self:_lines(step.items))
      count = count + #step.items
    elseif step.op == "remove" then
      self:_set_lines(step.index, step.index + step.count, {})
      count = count - step.count
    elseif step.op == "replace" then
      self:_set_lines(step.index, step.index + #step.items, self:_lines(step.items))
    elseif step.op == "move" and step.from ~= step.to then
      local line = vim.api.nvim_buf_get_lines(self.buf, step.from, step.from + 1, false)
      self:_set_lines(step.from, step.from + 1, {})
      self:_set_lines(step.to, step.to, line)
    elseif step.op == "reset" then
      self:_set_lines(0, -1, self:_lines(step.items))
      count = #step.items
    end
  end
  self:refresh()
end

function ListView:_set_lines(first, last, lines)
  if not vim.api.nvim_buf_is_valid(self.buf) then
    return
  end
  vim.bo[self.buf].modifiable = true
  vim.api.nvim_buf_set_lines(self.buf, first, last, false, lines)
  vim.bo[self.buf].modifiable = false
end

return M
