-- Questions from the server answered through vim.ui, and the progress of commands
-- (docs/protocol.md §18–19). The user behind vim.ui is a stub.

local h = require("harness")
local frontend = require("mvvm.frontend")

--- A TwitterSearch that found its tweets, and the TweetDetail that selecting the first pushed.
local function open_tweet(client)
  local search = client:create("TwitterSearch", { latencyMs = 0 })
  local opened = {}
  search:on("push", function(pushed)
    table.insert(opened, pushed)
  end)
  search:bind()
  search:set("searchText", "kyoto dawn")
  search:execute("search")
  search:set("selectedTweet", search.collections.searchResults[1].id)
  return search, opened[1]
end

--- Calls `answerer` with `params` and returns what it responded.
local function answer(method, params)
  local responses = {}
  frontend.answerers[method](params, function(result, err)
    table.insert(responses, { result = result, err = err })
  end)
  h.eq(1, #responses, method .. " responds once")
  return responses[1].result
end

return {
  {
    "the plugin claims what it answers; a selected tweet's page opens with vim.ui.open, and without it the address is shown",
    function()
      local opened, notes = {}, {}
      h.stub(vim.ui, "open", function(uri)
        table.insert(opened, uri)
        return {}
      end)
      h.stub(vim, "notify", function(message)
        table.insert(notes, message)
      end)
      local client = require("mvvm").client()
      local _, detail = open_tweet(client)
      h.eq(true, detail:execute("openPage"), "whether the page was shown")
      local uri = string.format("https://twitter.com/%s/status/%s", detail.properties.username, detail.properties.tweetID)
      h.eq({ uri }, opened, "the pages opened")
      h.eq({ { method = "window/showDocument", params = { uri = uri, external = true } } }, client.asked, "what was asked")
      vim.ui.open = nil
      h.eq(false, detail:execute("openPage"), "whether the page was shown without vim.ui.open")
      h.eq({ "mvvm: open " .. uri }, notes, "what the user was told")
      h.eq({ {}, {} }, { client.questions, client.refused }, "questions waiting and answers refused")
    end,
  },
  {
    "a Flickr search shows its progress",
    function()
      local notes = {}
      h.stub(vim, "notify", function(message)
        table.insert(notes, message)
      end)
      vim.cmd("MvvmFlickr latencyMs=0")
      h.feed("iowl paris<Esc><CR>")
      h.wait_for("the search to end", function()
        return notes[#notes] == "mvvm: executeSearch done"
      end)
      h.eq({
        "mvvm: executeSearch 0% Searching for owl paris",
        "mvvm: executeSearch 100% Found 3 photos",
        "mvvm: executeSearch done",
      }, notes, "the notes")
      h.eq({}, require("mvvm").client().progress, "tokens still followed")
    end,
  },
  {
    "the answerers turn vim.ui's answers into the protocol's",
    function()
      local shown
      h.stub(vim.ui, "select", function(items, options, on_choice)
        shown = vim.tbl_map(options.format_item, items)
        on_choice(items[2], 2)
      end)
      h.eq({ title = "Keep" }, answer("window/showMessageRequest", {
        type = 2,
        message = "Delete?",
        actions = { { title = "Delete" }, { title = "Keep" } },
      }), "the button chosen")
      h.eq({ "Delete", "Keep" }, shown, "the buttons")
      h.eq(1, answer("frontend/choose", { title = "Colour", items = { "red", "green" }, selected = 0 }), "the index chosen")
      h.eq({ "red (current)", "green" }, shown, "the items")
      h.stub(vim.ui, "select", function(_, _, on_choice)
        on_choice(nil, nil)
      end)
      h.eq(nil, answer("frontend/choose", { title = "Colour", items = { "red" } }), "a dismissed choice")
      local prompts = {}
      h.stub(vim.ui, "input", function(options, on_confirm)
        table.insert(prompts, { options.prompt, options.default })
        on_confirm("Ada")
      end)
      h.stub(vim.fn, "inputsecret", function(prompt, default)
        table.insert(prompts, { prompt, default })
        return ""
      end)
      h.eq("Ada", answer("frontend/input", { prompt = "Name", value = "Colin", secret = false }), "the text typed")
      h.eq(nil, answer("frontend/input", { prompt = "Password", value = "", secret = true }), "an empty secret")
      h.eq({ { "Name: ", "Colin" }, { "Password: ", "" } }, prompts, "the prompts")
    end,
  },
}
