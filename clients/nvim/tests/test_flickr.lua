-- :MvvmFlickr: typing, searching, the pushed results and their counts, going back.

local h = require("harness")

local function current_view_model_type()
  local view_model = h.view_model(0)
  return view_model and view_model.type
end

--- Waits until the current buffer shows pushed results and the search has answered.
local function wait_for_results(what)
  h.wait_for(what, function()
    return current_view_model_type() == "SearchResults"
  end)
  h.settle()
  return vim.api.nvim_get_current_buf()
end

--- Types `text` into the field and runs the search.
local function search_for(text)
  h.feed("i" .. text .. "<Esc><CR>")
  return wait_for_results("the results of " .. text)
end

return {
  {
    "typing enables the search, Enter shows the results with the counts of the photos on screen, q goes back",
    function()
      vim.cmd("MvvmFlickr latencyMs=0")
      local search_buf = vim.api.nvim_get_current_buf()
      h.eq({ "", "Type more than 3 characters to search" }, h.lines(search_buf), "the empty search")
      h.feed("iowl paris<Esc>")
      h.wait_for("the search to be enabled", function()
        return h.lines(search_buf)[2] == "Press Enter to search"
      end)
      h.feed("<CR>")
      local results_buf = wait_for_results("the results")
      local results = h.view_model(results_buf)
      h.truthy(vim.api.nvim_buf_get_name(results_buf):find("mvvm://vm%-2/owl paris$"), "the results buffer's name")
      local expected = {
        "The sleepy owl  392 favorites  44 comments",
        "Owl at sunset  274 favorites  34 comments",
        "Owl at evening  202 favorites  27 comments",
      }
      h.wait_for("the counts of the photos", function()
        return vim.deep_equal(expected, h.lines(results_buf))
      end)
      h.feed("q")
      h.eq(search_buf, vim.api.nvim_get_current_buf(), "the buffer after q")
      h.settle()
      h.truthy(results.disposed, "the results are still live")
      h.eq(false, vim.api.nvim_buf_is_valid(results_buf), "the results buffer is valid")
      h.eq(
        { "owl paris", "Press Enter to search", "", "Recent searches:", "  owl paris: 3 photos" },
        h.lines(search_buf),
        "the search after going back"
      )
    end,
  },
  {
    "only the photos on screen are fetched; scrolling fetches those that come into view",
    function()
      vim.cmd("MvvmFlickr latencyMs=0")
      local buf = search_for("kyoto")
      local items = h.view_model(buf).collections.searchResults
      h.eq(100, #h.lines(buf), "lines")
      local function counted()
        local lines = {}
        for index, line in ipairs(h.lines(buf)) do
          if line:find("favorites .* comments$") then
            table.insert(lines, index)
          end
        end
        return lines
      end
      local height = vim.api.nvim_win_get_height(0)
      h.wait_for("the counts of the first screen", function()
        return #counted() == height
      end)
      h.eq(vim.fn.range(1, height), counted(), "lines with counts")
      h.feed("G")
      h.wait_for("the counts of the last screen", function()
        return #counted() == 2 * height
      end)
      h.eq(vim.list_extend(vim.fn.range(1, height), vim.fn.range(101 - height, 100)), counted(), "lines with counts")
      h.settle()
      local visible = {}
      for index, item in ipairs(items) do
        visible[index] = item:get().properties.isVisible
      end
      h.eq(false, visible[1], "isVisible of the first photo, scrolled away")
      h.eq(true, visible[100], "isVisible of the last photo")
      h.eq(height, #vim.tbl_filter(function(value)
        return value
      end, visible), "photos the server holds visible")
    end,
  },
  {
    "Enter on a recent search runs it again; wiping the search takes its results with it",
    function()
      vim.cmd("MvvmFlickr latencyMs=0")
      local search_buf = vim.api.nvim_get_current_buf()
      local search = h.view_model(search_buf)
      search_for("owl paris")
      h.feed("q")
      h.feed("ccfox snow<Esc>")
      search_for("")
      h.feed("q")
      h.eq("  fox snow: 0 photos", h.lines(search_buf)[5], "the latest search")
      h.feed("6G<CR>")
      local results_buf = wait_for_results("the results of the search run again")
      h.eq("owl paris", h.view_model(results_buf).properties.title, "title of the results")
      vim.cmd("bwipeout " .. search_buf)
      h.settle()
      h.truthy(search.disposed, "the search is still live")
      h.eq(false, vim.api.nvim_buf_is_valid(results_buf), "the results buffer is valid")
    end,
  },
}
