-- Timed behaviour on the controlled clock, recorded to a file and replayed: nothing here waits for
-- real time to pass.

local h = require("harness")
local mvvm = require("mvvm")

return {
  {
    "a quote list ticks only as the clock is advanced, and the recorded session replays",
    function()
      local directory = vim.fn.tempname()
      vim.fn.mkdir(directory, "p")
      local recording = directory .. "/quotes.jsonl"
      mvvm.setup({ record = recording, clock = "controlled", arguments = { "--data-dir", directory } })
      local client = mvvm.client()
      mvvm.setup({ record = false, clock = false, arguments = {} })
      h.eq(true, client.info.capabilities.clock.controlled, "capabilities.clock.controlled")
      local list = client:create("QuoteList", { tickInterval = 1, seed = 7, initialCount = 5 })
      list:bind()
      local quote = list.collections.quotes[1]
      quote:bind()
      local prices = 0
      quote:on("property", function(name)
        if name == "price" then
          prices = prices + 1
        end
      end)
      h.eq(2999, client:advance(2999), "now after the first advance")
      h.eq(2, prices, "ticks before the third interval")
      h.eq(3000, client:advance(1), "now after the second advance")
      h.eq(3, prices, "the third tick, applied before advance returned")
      mvvm.stop()
      local header = vim.fn.json_decode(vim.fn.readfile(recording)[1])
      h.eq({ "mvvm-server/1", "controlled" }, { header.recording, header.clock }, "the recording's header")
      local output = vim.fn.system({ vim.env.MVVM_SERVER, "--replay", recording, "--data-dir", directory .. "/replay" })
      h.eq(0, vim.v.shell_error, output)
      h.truthy(output:find("identical", 1, true), output)
    end,
  },
}
