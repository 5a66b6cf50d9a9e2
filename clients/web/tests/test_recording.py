"""Opening a recording (`--record`'s JSON Lines) and stepping through it, with and without a server."""

import json
import pathlib

from .browser import BrowserTestCase, Keys
from .test_apps import SERVER

SAMPLE = pathlib.Path(__file__).resolve().parent / "sample.recording.jsonl"
PAGE = pathlib.Path(__file__).resolve().parents[1] / "index.html"


def step_after(method):
    """The step (messages applied) just after the first server message of `method` in the sample."""
    entries = [json.loads(line) for line in SAMPLE.read_text().splitlines()[1:]]
    return 1 + next(index for index, entry in enumerate(entries)
                    if isinstance(entry.get("message"), dict) and entry["message"].get("method") == method), len(entries)


class RecordingTests(BrowserTestCase):
    server_command = [SERVER]

    def open_sample(self):
        self.find("#recording-file").send_keys(str(SAMPLE))
        return self.wait_for(lambda: not self.find("#recording-bar").get_attribute("hidden"), "the recording is open")

    def go_to(self, step):
        self.driver.execute_script("""
            const slider = document.getElementById('step-slider');
            slider.value = arguments[0];
            slider.dispatchEvent(new Event('input'));""", step)

    def shown(self, css):
        return self.find_all("#screen " + css)

    def check_stepping(self):
        self.open_sample()
        pushed, total = step_after("navigation/push")
        self.assertEqual(self.find("#step-label").text.split(",")[0], "%d of %d" % (total, total))
        self.assertTrue(self.find_all("#recording-log .entry.error .method"), "the unparsable frame is listed")
        self.assertEqual(self.value('#screen [data-vm="vm-1"] [data-property="points"] output'), "150")
        self.assertEqual(self.value('#screen [data-vm="vm-1"] [data-property="playerName"] output'), '"Ada"')
        self.assertFalse(self.shown('[data-vm-type="SearchResults"]'), "the results were popped by the end")

        self.go_to(pushed)
        results = self.wait_for(lambda: self.shown('[data-vm-type="SearchResults"]'), "the pushed results show")
        self.assertEqual(len(self.find_all(".item", results[0])), 3)
        self.assertEqual(len(self.find_all("#recording-log .entry")), pushed)

        self.find("#step-first").click()
        self.wait_for(lambda: not self.shown(".vm"), "no view model exists at step 0")
        self.assertFalse(self.find_all("#recording-log .entry"))
        slider = self.find("#step-slider")
        for _ in range(16):
            slider.send_keys(Keys.ARROW_RIGHT)
        self.wait_for(lambda: self.find("#step-label").text.startswith("16 of"), "the arrow keys step forward")
        self.assertEqual(self.value('#screen [data-vm="vm-1"] [data-property="points"] output'), "101",
                         "after stepUp's response the points are 101")
        self.find("#step-previous").click()
        self.wait_for(lambda: self.find("#step-label").text.startswith("15 of"), "Previous steps back")
        self.find("#step-next").click()
        self.wait_for(lambda: self.find("#step-label").text.startswith("16 of"), "Next steps forward")
        self.assertFalse(self.find('#screen [data-vm="vm-1"] [data-command="stepUp"] button').is_enabled(),
                         "a recording is read-only")

    def test_a_recording_steps_through_in_a_live_page(self):
        self.load()
        self.check_stepping()
        self.find("#step-last").click()
        self.screenshot("inspector-recording.png")
        self.find("#recording-close").click()
        self.wait_for(lambda: self.find_all(".start .type"), "closing the recording brings back the live session")

    def test_a_recording_opens_without_a_server(self):
        self.driver.get(PAGE.as_uri())
        self.wait_for(lambda: "No server" in self.find("#status").text, "the page says it has no server")
        self.check_stepping()
