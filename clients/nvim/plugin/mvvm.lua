-- The user commands of mvvm.nvim; the plugin itself loads on first use.

if vim.g.loaded_mvvm then
  return
end
vim.g.loaded_mvvm = true

vim.api.nvim_create_user_command("MvvmQuotes", function(command)
  require("mvvm").quotes(command.fargs)
end, { nargs = "*", desc = "Show a live QuoteList: :MvvmQuotes [tickInterval=SECONDS] [seed=N]" })

vim.api.nvim_create_user_command("MvvmFlickr", function(command)
  require("mvvm").flickr(command.fargs)
end, { nargs = "*", desc = "Open a Flickr search: :MvvmFlickr [latencyMs=N]" })
