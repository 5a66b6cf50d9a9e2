"""What the browser tests share: the inspector's bridge in a thread, a headless Chromium driven by
Selenium, and waits that poll the page. Chromium, chromedriver, selenium and the client
(`pip install -e clients/python`) are required: without them the tests fail (Tests/run installs
them)."""

import os
import shutil
import tempfile
import threading
import time
import unittest

from mvvm_client import inspector

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError as error:
    raise ImportError("selenium is not installed: python3 -m pip install selenium (.ci/run does)") from error

__all__ = ["BrowserTestCase", "By", "Keys"]

# How long a wait for the page polls before the test fails. CI runs these tests beside the whole
# Swift suite on two cores, where a page's log once read 67 s when the quote test's 20 s wait for a
# price move ran out; a wait that passes returns as soon as it can, so only a failure costs the whole
# minute.
WAIT_SECONDS = 60
# How many of the page's last log rows a timed-out wait reports.
LOG_ROWS_REPORTED = 12
# Where screenshots go, when the tests are asked to save them (docs/images is made so).
SCREENSHOTS = os.environ.get("INSPECTOR_SCREENSHOTS")


def chromium():
    """The paths of Chromium and its driver; raises (failing the test) when either is missing."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        raise RuntimeError("chromium and chromedriver are required: apt-get install chromium chromium-driver")
    return browser, driver


class BrowserTestCase(unittest.TestCase):
    """One bridge and one browser per test class; each test loads the page afresh, which starts a
    fresh server. `server_command` is the server and its arguments."""

    server_command = None
    window = (1280, 900)

    @classmethod
    def setUpClass(cls):
        browser, driver = chromium()
        cls.data = tempfile.TemporaryDirectory()
        command = cls.server_command() if callable(cls.server_command) else cls.server_command
        cls.bridge = inspector.Bridge([*command, "--data-dir", cls.data.name])
        cls.thread = threading.Thread(target=cls.bridge.serve_forever, daemon=True)
        cls.thread.start()
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--window-size=%d,%d" % cls.window, "--force-device-scale-factor=1"):
            options.add_argument(argument)
        cls.driver = webdriver.Chrome(service=Service(driver), options=options)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.bridge.shutdown()
        cls.bridge.server_close()
        cls.bridge.close_sessions()
        cls.data.cleanup()

    def load(self):
        """Opens the page (a new server) and waits for its start screen."""
        self.driver.get(self.bridge.url)
        self.wait_for(lambda: self.find_all(".start .type"), "the start screen lists the types")

    def find(self, css, within=None):
        return (within or self.driver).find_element(By.CSS_SELECTOR, css)

    def find_all(self, css, within=None):
        return (within or self.driver).find_elements(By.CSS_SELECTOR, css)

    def texts(self, css):
        """The rendered texts of every element matching `css` now, read in one step in the page: the
        log drops its oldest rows, and an element found first and read later may be gone by then.
        What may come and go between two polls, such as a toast, is for `watch`."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]), (one) => one.innerText);", css)

    def watch(self, css, part=None):
        """Starts keeping, in the page, every text that each element matching `css` shows (or its
        descendant matching `part`), in order, and returns a function that reads them as
        (element number, text) pairs. A poll sees the page only now and then, and on a loaded
        machine seconds apart: a toast or a price can come and go between two polls, while a
        MutationObserver sees every change as the page makes it. Lasts until the page is loaded again."""
        number = self.driver.execute_script("""
            const [css, part] = arguments;
            const history = [];
            const known = new Map();
            const look = () => {
              for (const element of document.querySelectorAll(css)) {
                const shown = part ? element.querySelector(part) : element;
                const text = shown ? shown.textContent : "";
                if (!known.has(element)) known.set(element, { number: known.size, text: null });
                const last = known.get(element);
                if (text !== last.text) {
                  last.text = text;
                  history.push([last.number, text]);
                }
              }
            };
            new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
            look();
            window.watched = window.watched || [];
            return window.watched.push(history) - 1;""", css, part)
        return lambda: [tuple(one) for one in self.driver.execute_script("return window.watched[arguments[0]];", number)]

    def wait_for(self, condition, what, timeout=WAIT_SECONDS):
        """Polls `condition()` until it gives a true value, which it returns; fails naming `what`."""
        deadline = time.monotonic() + timeout
        last_error = None
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except Exception as error:  # the page changed under the lookup: look again
                last_error = error
            time.sleep(0.05)
        self.fail("timed out waiting until %s%s\n%s" % (what, "" if last_error is None else " (%r)" % last_error,
                                                       self.page_report()))

    def page_report(self):
        """What the page last logged, for a failure's message: a wait that timed out on a loaded
        machine is otherwise silent about whether the server, the bridge or the page fell behind."""
        try:
            rows = self.texts("#log .entry")[-LOG_ROWS_REPORTED:]
        except Exception as error:  # the page itself may be what failed
            return "the page's log could not be read: %r" % error
        return "the page's last %d log rows:\n%s" % (len(rows), "\n".join(
            "  " + " ".join(row.split())[:240] for row in rows))

    def create(self, type_name, arguments=None):
        """Creates a view model from the start screen; returns its screen."""
        card = self.find('.start .type[data-type="%s"]' % type_name)
        if arguments is not None:
            self.find("textarea", card).send_keys(arguments)
        self.find("button", card).click()
        return self.wait_for(lambda: self.find('.vm.screen[data-vm-type="%s"]' % type_name), type_name + " is shown")

    def value(self, css):
        return self.find(css).get_attribute("data-value")

    def screenshot(self, name):
        if SCREENSHOTS:
            os.makedirs(SCREENSHOTS, exist_ok=True)
            self.driver.save_screenshot(os.path.join(SCREENSHOTS, name))
