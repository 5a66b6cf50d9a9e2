"""The inspector against a server built on the framework outside this package: the todos example's
todos-server ($TODOS_SERVER, else examples/todos/.build/debug/todos-server)."""

import os
import pathlib

from .browser import BrowserTestCase, Keys

ROOT = pathlib.Path(__file__).resolve().parents[3]
SERVER = os.environ.get("TODOS_SERVER") or str(ROOT / "examples" / "todos" / ".build" / "debug" / "todos-server")


class TodosTests(BrowserTestCase):
    server_command = [SERVER]

    def titles(self):
        return self.driver.execute_script("""
            return [...document.querySelectorAll('[data-collection="items"] .item')].map((item) =>
              item.querySelector('[data-property="title"] output').textContent);""")

    def test_add_toggle_filter(self):
        self.load()
        todos = self.create("TodoList")
        title = self.find('[data-command="add"] input', todos)
        for name in ("milk", "eggs", "bread"):
            title.send_keys(name, Keys.ENTER)
            self.wait_for(lambda: self.titles()[-1:] == [name], "%s is added" % name)
        self.assertEqual(self.value('[data-property="itemsLeft"] output'), '"3 items left"')

        title.send_keys("   ", Keys.ENTER)
        error = self.wait_for(lambda: self.find('[data-command="add"] .output.error', todos).text, "a blank title is refused")
        self.assertIn("-31005", error)
        self.assertIn("invalidValue", error)

        # Every row is bound as its card comes, so the rows added after the list was shown follow the
        # server: eggs' toggle shows.
        cards = self.find_all('[data-collection="items"] .card', todos)
        self.assertEqual([card.get_attribute("data-bound") for card in cards], ["true"] * 3, "every row is bound")
        self.assertFalse(self.find_all('[data-collection="items"] .not-bound', todos)[0].is_displayed())
        eggs = self.find('[data-collection="items"] .item:nth-child(2)', todos)
        self.find('[data-command="toggle"] button', eggs).click()
        self.wait_for(lambda: self.value('[data-collection="items"] .item:nth-child(2) [data-property="isCompleted"] output')
                      == "true", "eggs is done")
        self.wait_for(lambda: self.value('[data-property="itemsLeft"] output') == '"2 items left"', "2 items are left")
        clear = self.find('[data-command="clearCompleted"] button', todos)
        self.assertTrue(clear.is_enabled(), "clearCompleted is enabled once a todo is done")

        filter_field = self.find('[data-property="filter"] select', todos)
        self.find('option[value=\'"active"\']', filter_field).click()
        self.wait_for(lambda: self.titles() == ["milk", "bread"], "the active filter hides eggs")
        self.wait_for(lambda: [one for one in self.texts("#log .entry.client") if "viewModel/unbind" in one],
                      "the row that left is unbound")
        self.screenshot("inspector-todos.png")
        self.find('option[value=\'"completed"\']', filter_field).click()
        self.wait_for(lambda: self.titles() == ["eggs"], "the completed filter shows only eggs")

    def test_clearing_more_than_one_done_todo_asks_in_a_dialog(self):
        self.load()
        todos = self.create("TodoList")
        title = self.find('[data-command="add"] input', todos)
        for name in ("milk", "eggs"):
            title.send_keys(name, Keys.ENTER)
            self.wait_for(lambda: self.titles()[-1:] == [name], "%s is added" % name)
        for row in (1, 2):
            item = self.find('[data-collection="items"] .item:nth-child(%d)' % row, todos)
            self.find('[data-command="toggle"] button', item).click()
        self.wait_for(lambda: self.value('[data-property="itemsLeft"] output') == '"0 items left"', "both are done")
        clear = self.find('[data-command="clearCompleted"] button', todos)
        output = self.find('[data-command="clearCompleted"] .output', todos)

        for answer, outcome, titles in (("Keep", "→ 0", ["milk", "eggs"]), ("Delete", "→ 2", [])):
            self.wait_for(lambda: clear.is_enabled(), "clearCompleted is enabled")
            clear.click()
            dialog = self.wait_for(lambda: self.find("#question[open]"), "the question is shown")
            self.assertEqual(self.find("h2", dialog).text, "Delete the 2 completed todos?")
            self.assertEqual(self.find(".kind", dialog).text, "Warning")
            self.assertEqual([button.text for button in self.find_all("button", dialog)], ["Delete", "Keep", "Dismiss"])
            self.find_all("button", dialog)[["Delete", "Keep"].index(answer)].click()
            self.wait_for(lambda: output.text == outcome, "clearCompleted answers %s after %s" % (outcome, answer))
            self.assertEqual(self.titles(), titles)
            self.assertFalse(self.find_all("#question[open]"), "the dialog is closed")
