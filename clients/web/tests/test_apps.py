"""The inspector in a real browser against the built-in apps of mvvm-server ($MVVM_SERVER)."""

import os
import pathlib

from .browser import BrowserTestCase, Keys

ROOT = pathlib.Path(__file__).resolve().parents[3]
SERVER = os.environ.get("MVVM_SERVER") or str(ROOT / ".build" / "debug" / "mvvm-server")


class AppTestCase(BrowserTestCase):
    server_command = [SERVER]

    def field(self, property_name, within=None):
        return self.find('[data-property="%s"] input, [data-property="%s"] select' % (property_name, property_name),
                         within)

    def button(self, command, within=None):
        return self.find('[data-command="%s"] button' % command, within)


class PlayerTests(AppTestCase):
    def test_step_up_forbidden_name_and_upload_until_locked(self):
        self.load()
        toasts = self.watch(".toast")
        player = self.create("Player")
        points = self.field("points", player)
        self.wait_for(lambda: points.get_attribute("value") == "100", "points show 100")
        self.button("stepUp", player).click()
        self.wait_for(lambda: points.get_attribute("value") == "101", "stepUp made the points 101")
        self.assertEqual(self.value('[data-property="pointUpdatesLeft"] output'), "9")

        name = self.field("playerName", player)
        name.send_keys(Keys.CONTROL, "a")
        name.send_keys("dag nabbit")
        toast = self.wait_for(lambda: [text for _, text in toasts() if "forbiddenName" in text],
                              "a forbiddenName toast shows")
        self.assertIn("dag nabbit", toast[0])
        self.wait_for(lambda: name.get_attribute("value") == "", "the name field was cleared")
        self.wait_for(lambda: self.button("upload", player).get_attribute("disabled") is not None,
                      "upload is disabled without a name")

        name.send_keys("Ada")
        upload = self.button("upload", player)
        for count in range(1, 6):
            self.wait_for(lambda: upload.is_enabled(), "upload is enabled before upload %d" % count)
            upload.click()
            self.wait_for(lambda: len([one for one in self.texts("#log .entry.server") if "uploaded" in one]) == count,
                          "upload %d raised uploaded" % count)
            self.wait_for(lambda: len([text for _, text in toasts() if "uploaded" in text and "Ada" in text]) == count,
                          "upload %d shows an uploaded toast naming Ada" % count)
        self.wait_for(lambda: self.value('[data-property="isLocked"] output') == "true", "the player is locked")
        for command in ("stepUp", "stepDown", "upload"):
            self.assertFalse(self.button(command, player).is_enabled(), command + " is disabled once locked")
        self.screenshot("inspector-player.png")


class ZoomTests(AppTestCase):
    def test_at_200_percent_nothing_overflows_and_the_log_moves_below(self):
        self.driver.set_window_size(self.window[0] // 2, self.window[1])
        try:
            self.load()
            self.create("Player")
            layout = self.driver.execute_script("""
                const app = document.getElementById('app').getBoundingClientRect();
                const log = document.querySelector('.log').getBoundingClientRect();
                return {overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
                        logBelow: log.top >= app.bottom - 1};""")
            self.assertEqual(layout, {"overflow": 0, "logBelow": True})
        finally:
            self.driver.set_window_size(*self.window)


class FlickrTests(AppTestCase):
    def test_search_push_scroll_counts_and_back(self):
        self.load()
        search = self.create("FlickrSearch", '{"latencyMs": 0}')
        execute = self.button("executeSearch", search)
        self.assertFalse(execute.is_enabled(), "executeSearch waits for a search text")
        self.field("searchText", search).send_keys("beach")
        self.wait_for(lambda: execute.is_enabled(), "executeSearch is enabled")
        execute.click()
        results = self.wait_for(lambda: self.find('.vm.screen[data-vm-type="SearchResults"]'), "the results are pushed")
        self.assertEqual(self.value('[data-property="title"] output'), '"beach"')
        items = self.wait_for(lambda: self.find_all(".item", results), "the results list photos")
        self.assertGreater(len(items), 6, "enough photos that some are out of view")

        def counted(item):
            return self.find('[data-property="favorites"] output', item).get_attribute("data-value") != "null"

        self.wait_for(lambda: counted(items[0]), "the first photo's counts load as it is in view")
        self.wait_for(lambda: self.find('[data-property="isVisible"] input', items[0]).is_selected(),
                      "the first photo's isVisible follows its card")
        last = items[-1]
        self.assertEqual([self.find(".card", item).get_attribute("data-bound") for item in items], ["true"] * len(items),
                         "every photo is bound, in view or not")
        self.assertFalse(counted(last), "a photo out of view has no counts")

        self.driver.execute_script("arguments[0].scrollTop = arguments[0].scrollHeight", self.find(".items", results))
        self.wait_for(lambda: counted(last), "the last photo's counts load once it is in view")
        self.wait_for(lambda: not self.find('[data-property="isVisible"] input', items[0]).is_selected(),
                      "the first photo is told it is not visible as it leaves")
        self.screenshot("inspector-flickr.png")

        self.find(".vm.screen .back").click()
        search = self.wait_for(lambda: self.find('.vm.screen[data-vm-type="FlickrSearch"]'), "back on the search")
        self.wait_for(lambda: "(1)" in self.find('[data-collection="previousSearches"] .count', search).text,
                      "the search is listed in previousSearches")
        self.assertTrue([one for one in self.texts("#log .entry.client") if "navigation/pop" in one])


class QuoteListTests(AppTestCase):
    def rows(self):
        """The quotes on the page, {id: price shown}, read at one instant (they change five times a second)."""
        return self.driver.execute_script("""
            const rows = {};
            for (const item of document.querySelectorAll('[data-collection="quotes"] .item')) {
              rows[item.dataset.item] = item.querySelector('[data-property="price"] output').textContent;
            }
            return rows;""")

    def test_prices_change_live_and_rows_come_and_go(self):
        self.load()
        prices = self.watch('[data-collection="quotes"] .item', '[data-property="price"] output')
        self.create("QuoteList", '{"tickInterval": 0.2, "seed": 3, "initialCount": 8}')
        first = self.wait_for(self.rows, "quotes are listed")

        # A quote is listed for about a dozen ticks, and a slow page binds it late: the page itself
        # keeps each row's prices, so a move is seen however seldom the test looks. A row shows a new
        # price from a property/didChange, or from a bind's answer when it comes back into view.
        def price_moved():
            shown = {}
            for row, price in prices():
                if price:
                    shown.setdefault(row, set()).add(price)
            return any(len(one) > 1 for one in shown.values())

        self.wait_for(price_moved, "a bound quote's price changes")
        self.wait_for(lambda: set(self.rows()) - set(first), "new quotes come")
        self.wait_for(lambda: set(first) - set(self.rows()), "quotes go")
        self.wait_for(lambda: self.driver.execute_script("""
            const count = document.querySelector('[data-collection="quotes"] .count').textContent;
            return count === `(${document.querySelectorAll('[data-collection="quotes"] .item').length})`;"""),
                      "the count matches the rows")
        self.screenshot("inspector-quotes.png")


class QuestionTests(AppTestCase):
    def dialog(self):
        return self.wait_for(lambda: self.find("#question[open]"), "a question is shown")

    def open_tweet(self, search, tweet_id):
        """Selects the tweet in selectedTweet and answers the TweetDetail screen it pushes."""
        field = self.find('[data-property="selectedTweet"] select', search)
        field.click()
        self.find("option[value='\"%s\"']" % tweet_id, field).click()
        return self.wait_for(lambda: self.find('.vm.screen[data-vm-type="TweetDetail"]'), "the tweet is opened")

    def test_an_opened_tweet_asks_to_open_its_page_and_going_back_withdraws_the_question(self):
        self.load()
        toasts = self.watch(".toast")
        search = self.create("TwitterSearch", '{"latencyMs": 0}')
        self.field("searchText", search).send_keys("kyoto dawn")
        self.button("search", search).click()
        self.wait_for(lambda: len(self.find_all('[data-collection="searchResults"] .item', search)) == 2, "two tweets")
        tweet = self.find('[data-collection="searchResults"] .item', search).get_attribute("data-item")

        detail = self.open_tweet(search, tweet)
        self.button("openPage", detail).click()
        dialog = self.dialog()
        self.assertEqual(self.find("h2", dialog).text, "Open this page?")
        link = self.find("a", dialog)
        self.assertRegex(link.get_attribute("href"), r"^https://twitter\.com/\w+/status/\d+$")
        self.assertEqual(link.get_attribute("target"), "_blank")
        self.find("button.dismiss", dialog).click()
        self.wait_for(lambda: not self.find_all("#question[open]"), "the dialog closes")
        self.wait_for(lambda: self.find('[data-command="openPage"] .output', detail).text.startswith("→ "),
                      "openPage answers once the question is")
        answers = [row for row in self.texts("#log .entry.client") if "window/showDocument" in row]
        self.assertEqual(len(answers), 1, "the answer is logged under the question's method")

        self.button("openPage", detail).click()
        self.dialog()
        self.find(".vm.screen .back").click()
        self.wait_for(lambda: not self.find_all("#question[open]"), "disposing the asker closes its question")
        self.wait_for(lambda: [text for _, text in toasts() if "Question withdrawn" in text], "a toast says why")
        self.assertEqual([row for row in self.texts("#log .entry") if "answerRefused" in row], [])

    def test_an_upload_shows_its_progress(self):
        self.load()
        player = self.create("Player")
        notes = self.watch('[data-command="upload"] .progress-message')
        name = self.field("playerName", player)
        name.send_keys(Keys.CONTROL, "a")
        name.send_keys("Ada")
        upload = self.button("upload", player)
        self.wait_for(lambda: upload.is_enabled(), "upload is enabled")
        upload.click()
        self.wait_for(lambda: self.find('[data-command="upload"] .output', player).text.startswith("→ "), "upload answers")
        self.assertEqual([text for _, text in notes() if text],
                         ["0% Uploading Ada", "100% Uploaded"])
        self.assertFalse(self.find('[data-command="upload"] progress', player).is_displayed(), "the bar goes at the end")

    def test_a_choice_is_a_list_and_a_secret_input_a_password_field(self):
        # No built-in app asks these kinds: the questions go straight to the dialog, and its answers
        # are kept in the page instead of being sent.
        self.load()
        self.driver.execute_script("""
            window.answers = [];
            inspector.questions.respond = (question, response) => answers.push([question.id, response]);
            inspector.questions.ask({ id: 1, method: "frontend/choose",
              params: { title: "Colour", items: ["red", "green", "blue"], selected: 1, viewModel: "vm-9" } });
            inspector.questions.ask({ id: 2, method: "frontend/input",
              params: { prompt: "Password", value: "", secret: true, viewModel: "vm-9" } });
            inspector.questions.ask({ id: 3, method: "frontend/input",
              params: { prompt: "Name", value: "Colin", secret: false, viewModel: "vm-9" } });""")
        dialog = self.find("#question[open]")
        self.assertEqual([one.text for one in self.find_all(".choices button", dialog)], ["red", "green", "blue"])
        self.assertEqual(self.driver.switch_to.active_element.text, "green", "the selected item has the focus")
        self.find_all(".choices button", dialog)[2].click()
        field = self.wait_for(lambda: self.find('#question[open] input[type="password"]'), "the password field")
        field.send_keys("s3cret", Keys.ENTER)
        field = self.wait_for(lambda: self.find('#question[open] input[type="text"]'), "the text field")
        self.assertEqual(field.get_attribute("value"), "Colin")
        field.send_keys(Keys.ESCAPE)
        self.wait_for(lambda: not self.find_all("#question[open]"), "the last question is closed")
        self.assertEqual(self.driver.execute_script("return answers;"),
                         [[1, {"result": 2}], [2, {"result": "s3cret"}], [3, {"result": None}]])


# A windowed list's row height in CSS pixels (collection-view.js's ROW_HEIGHT).
ROW_HEIGHT = 132


class LongListTests(AppTestCase):
    """A QuoteList of 10,000 quotes: the page binds what is near view, through a window that follows
    the scroll, and never loads the list whole."""

    QUOTES = 10000

    def shown(self):
        """The list's rows on the page now, [(index, id, symbol)], with its offset and total."""
        return self.driver.execute_script("""
            const list = document.querySelector('[data-collection="quotes"] .items');
            const rows = Array.from(list.querySelectorAll(':scope > .item'), (item) => [Number(item.dataset.index),
              item.dataset.item, item.querySelector('[data-property="symbol"] output').dataset.value]);
            return {rows, offset: Number(list.dataset.offset), total: Number(list.dataset.total),
                    scrollTop: list.scrollTop, height: list.clientHeight};""")

    def server_window(self, list_id):
        """`viewModel/get` of the list, asked through the page's own connection: its window now."""
        return self.driver.execute_async_script("""
            const [id, done] = arguments;
            window.inspector.connection.request("viewModel/get", {viewModel: id}).then((result) => {
              const quotes = result.viewModel.collections.quotes;
              done({offset: quotes.offset, total: quotes.count,
                    rows: quotes.items.map((item, index) => [quotes.offset + index, item.id, JSON.stringify(item.properties.symbol)])});
            }, (error) => done({error: JSON.stringify(error)}));""", list_id)

    def scroll_to(self, fraction, list_id, what):
        """Scrolls the list to `fraction` of its height; waits until the window holds the rows in view
        and checks that what the page shows is the server's window."""
        self.driver.execute_script("""
            const list = document.querySelector('[data-collection="quotes"] .items');
            list.scrollTop = Math.min(list.scrollHeight - list.clientHeight, list.scrollHeight * arguments[0]);""", fraction)

        def settled():
            shown = self.shown()
            first = shown["scrollTop"] // ROW_HEIGHT
            last = min(shown["total"], -(-(shown["scrollTop"] + shown["height"]) // ROW_HEIGHT))
            indices = [row[0] for row in shown["rows"]]
            in_view = bool(indices) and indices[0] <= first and last - 1 <= indices[-1]
            return shown if in_view and not self.driver.execute_script("return window.windowsInFlight") else None

        shown = self.wait_for(settled, "the window holds the quotes in view at %s" % what)
        self.assertEqual(shown["total"], self.QUOTES)
        answer = self.server_window(list_id)
        self.assertNotIn("error", answer)
        self.assertEqual(answer["offset"], shown["offset"], what)
        self.assertEqual([tuple(row) for row in answer["rows"]], [tuple(row) for row in shown["rows"]], what)
        self.assertLessEqual(len(shown["rows"]), 60, "only a window of rows is on the page at %s" % what)
        return shown

    def test_scrolling_moves_the_window_and_binds_fewer_than_200_rows(self):
        self.load()
        # Every view model the page binds, and the window requests on their way, from here on.
        self.driver.execute_script("""
            const connection = window.inspector.connection;
            const request = connection.request.bind(connection);
            window.boundIds = new Set();
            window.windowsInFlight = 0;
            connection.request = (method, params) => {
              if (method === "viewModel/bind") window.boundIds.add(params.viewModel);
              if (method !== "collection/window") return request(method, params);
              window.windowsInFlight += 1;
              return request(method, params).finally(() => { window.windowsInFlight -= 1; });
            };""")
        screen = self.create("QuoteList", '{"tickInterval": 86400, "seed": 5, "initialCount": %d}' % self.QUOTES)
        list_id = screen.get_attribute("data-vm")
        self.wait_for(lambda: len(self.shown()["rows"]) == 40 and self.find_all('[data-collection="quotes"] .card[data-bound="true"]'),
                      "the first 40 quotes are listed and bound")
        self.assertEqual(self.find('[data-collection="quotes"] .count').text, "(%d)" % self.QUOTES)
        self.assertEqual(self.find('[data-collection="quotes"] .items').get_attribute("data-page-size"), "50")
        first = self.scroll_to(0, list_id, "the top")
        self.assertEqual(first["offset"], 0)
        middle = self.scroll_to(0.5, list_id, "the middle")
        self.assertGreater(middle["offset"], 4900)
        self.assertLess(middle["offset"], 5100)
        end = self.scroll_to(1, list_id, "the end")
        self.assertEqual(end["rows"][-1][0], self.QUOTES - 1, "the last quote is shown at the end")
        self.wait_for(lambda: self.find_all('[data-collection="quotes"] .item')[-1].get_attribute("data-item") == end["rows"][-1][1]
                      and self.find('.card', self.find_all('[data-collection="quotes"] .item')[-1]).get_attribute("data-bound") == "true",
                      "the last quote is bound")
        bound = set(self.driver.execute_script("return Array.from(window.boundIds);")) - {list_id}
        self.assertLess(len(bound), 200, "rows bound while scrolling 10,000 quotes")
        self.assertGreaterEqual(len(bound), 80)
        self.screenshot("inspector-long-list.png")
