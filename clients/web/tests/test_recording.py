"""Opening a recording and stepping through it, with and without a server. The recording is a real
one: each test class records a session of the built server (`--record`, `--clock controlled`)
through the Python client, and keeps what the client's mirrors held after chosen requests; the
page must show exactly that at the step of each request's answer."""

import copy
import json
import pathlib
import tempfile

from mvvm_client import Client, inspector
from mvvm_client.mirror import ViewModel

from .browser import BrowserTestCase, Keys
from .test_apps import SERVER

PAGE = inspector.PAGE / "index.html"

# Every view model the page shows, as `{id: {type, properties, collections}}`: a property's value
# from its output, a collection as the ids of its item cards (null for a plain value's card).
SHOWN_STATE = """
const state = {};
for (const node of document.querySelectorAll('#screen [data-vm]')) {
  const properties = {};
  for (const field of node.querySelectorAll(':scope > .properties > [data-property]')) {
    properties[field.dataset.property] = JSON.parse(field.querySelector('output').dataset.value);
  }
  const collections = {};
  for (const section of node.querySelectorAll(':scope > [data-collection]')) {
    collections[section.dataset.collection] =
      [...section.querySelectorAll(':scope > ol > li:not(.spacer)')].map((card) => card.dataset.item || null);
  }
  state[node.dataset.vm] = { type: node.dataset.vmType, properties, collections };
}
return state;"""


def mirrored(client):
    """What the client's mirrors hold, in the form of SHOWN_STATE: a row that is not bound included,
    whose values the mirror keeps but does not let be read (NotBoundError), as the page keeps them
    behind the card's not-bound notice."""
    with client.lock:
        return {
            view_model.id: {
                "type": view_model.type,
                "properties": copy.deepcopy(view_model._properties),
                "collections": {
                    name: [item.id if isinstance(item, ViewModel) else None for item in items]
                    for name, items in view_model._collections.items()
                },
            }
            for view_model in client.mirror.view_models.values()
        }


def record_session(path, data):
    """Records a Player, a ticking quote list and a Flickr search whose results are pushed and
    popped, with one frame that is not JSON; returns the mirrors' state after each chosen request,
    by (method, how many of that method came before)."""
    seen = {}
    with Client(SERVER, arguments=["--data-dir", data], clock="controlled", record=path,
                client_name="inspector-test") as client:
        player = client.create("Player")
        player.bind()
        player.execute("stepUp")
        seen[("command/execute", 0)] = mirrored(client)
        player.set("points", 150)
        player.set("playerName", "dag nabbit")
        player.set("playerName", "Ada")
        player.execute("upload")
        quotes = client.create("QuoteList", {"tickInterval": 0.25, "seed": 11, "initialCount": 6})
        quotes.bind()
        quotes.bind_items("quotes")
        client.advance(1000)
        seen[("clock/advance", 0)] = mirrored(client)
        search = client.create("FlickrSearch", {"latencyMs": 0})
        search.bind()
        pushed = []
        search.on_push(pushed.append)
        search.set("searchText", "owl paris")
        search.execute("executeSearch")
        seen[("command/execute", 2)] = mirrored(client)
        pushed[0].bind()
        client.send_frame(b"{not json")
        pushed[0].pop()
        seen[("navigation/pop", 0)] = mirrored(client)
    return seen


def step_after_answer(entries, method, earlier):
    """The step (messages applied) that ends with the answer to the request of `method` that has
    `earlier` requests of that method before it."""
    requests = [entry["message"] for entry in entries if entry["from"] == "client"
                and isinstance(entry.get("message"), dict) and entry["message"].get("method") == method]
    request_id = requests[earlier]["id"]
    return 1 + next(index for index, entry in enumerate(entries)
                    if entry["from"] == "server" and isinstance(entry.get("message"), dict)
                    and "method" not in entry["message"] and entry["message"].get("id") == request_id)


class RecordingTests(BrowserTestCase):
    server_command = [SERVER]
    maxDiff = None

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.recorded = tempfile.TemporaryDirectory()
        cls.recording = pathlib.Path(cls.recorded.name) / "session.jsonl"
        cls.seen = record_session(cls.recording, cls.recorded.name)
        cls.entries = [json.loads(line) for line in cls.recording.read_text().splitlines()[1:]]

    @classmethod
    def tearDownClass(cls):
        cls.recorded.cleanup()
        super().tearDownClass()

    def open_recording(self):
        self.find("#recording-file").send_keys(str(self.recording))
        return self.wait_for(lambda: not self.find("#recording-bar").get_attribute("hidden"), "the recording is open")

    def go_to(self, step):
        self.driver.execute_script("""
            const slider = document.getElementById('step-slider');
            slider.value = arguments[0];
            slider.dispatchEvent(new Event('input'));""", step)
        self.wait_for(lambda: self.find("#step-label").text.startswith("%d of" % step), "step %d shows" % step)

    def assert_shows(self, key):
        """The page, at the step of the answer to the request `key` names, shows exactly what the
        client's mirrors held once that answer had arrived."""
        step = step_after_answer(self.entries, *key)
        self.go_to(step)
        self.assertEqual(self.driver.execute_script(SHOWN_STATE), self.seen[key],
                         "the view models at step %d (the answer to %s #%d)" % (step, *key))
        return step

    def check_stepping(self):
        self.open_recording()
        total = len(self.entries)
        self.assertEqual(self.find("#step-label").text.split(",")[0], "%d of %d" % (total, total))
        self.assertTrue(self.find_all("#recording-log .entry.error .method"), "the frame that was not JSON is listed")

        self.assert_shows(("clock/advance", 0))
        searched = self.assert_shows(("command/execute", 2))
        self.assertTrue(self.find_all('#screen [data-vm-type="SearchResults"] .item'), "the pushed results show")
        # The recorded client never bound the photos: their cards say so, naming them, instead of
        # showing values that no longer follow the server.
        photos = self.find_all('#screen [data-vm-type="SearchResultsItem"]')
        self.assertTrue(photos)
        for photo in photos:
            self.assertEqual(photo.get_attribute("data-bound"), "false")
            self.assertEqual(self.find(".not-bound", photo).text,
                             "SearchResultsItem %s is not bound: its values would be stale" % photo.get_attribute("data-vm"))
            self.assertFalse(self.find(".properties", photo).is_displayed(), "an unbound photo's values are hidden")
        self.assertEqual(len(self.find_all("#recording-log .entry")), searched)
        self.assert_shows(("navigation/pop", 0))
        self.assertFalse(self.find_all('#screen [data-vm-type="SearchResults"]'), "the results are gone once popped")

        self.find("#step-first").click()
        self.wait_for(lambda: not self.find_all("#screen .vm"), "no view model exists at step 0")
        self.assertFalse(self.find_all("#recording-log .entry"))
        stepped = step_after_answer(self.entries, "command/execute", 0)
        slider = self.find("#step-slider")
        for _ in range(stepped):
            slider.send_keys(Keys.ARROW_RIGHT)
        self.wait_for(lambda: self.find("#step-label").text.startswith("%d of" % stepped), "the arrow keys step forward")
        self.assertEqual(self.driver.execute_script(SHOWN_STATE), self.seen[("command/execute", 0)],
                         "after stepUp's answer the page shows what the client had")
        self.find("#step-previous").click()
        self.wait_for(lambda: self.find("#step-label").text.startswith("%d of" % (stepped - 1)), "Previous steps back")
        self.find("#step-next").click()
        self.wait_for(lambda: self.find("#step-label").text.startswith("%d of" % stepped), "Next steps forward")
        self.assertFalse(self.find('#screen [data-vm="vm-1"] [data-command="stepUp"] button').is_enabled(),
                         "a recording is read-only")

    def test_a_recording_steps_through_in_a_live_page(self):
        self.load()
        self.check_stepping()
        self.go_to(step_after_answer(self.entries, "clock/advance", 0))
        self.screenshot("inspector-recording.png")
        self.find("#recording-close").click()
        self.wait_for(lambda: self.find_all(".start .type"), "closing the recording brings back the live session")

    def test_a_recording_opens_without_a_server(self):
        self.driver.get(PAGE.as_uri())
        self.wait_for(lambda: "No server" in self.find("#status").text, "the page says it has no server")
        self.check_stepping()
