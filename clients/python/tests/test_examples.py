import pathlib
import re
import subprocess
import sys
import tempfile
import unittest

from .server import PATH, needs_server

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"


def run(script, *arguments):
    completed = subprocess.run([sys.executable, str(EXAMPLES / script), "--server", PATH, *arguments],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=30, text=True)
    if completed.returncode != 0:
        raise AssertionError("%s exited %d:\n%s" % (script, completed.returncode, completed.stdout))
    return completed.stdout


@needs_server
class ExampleTests(unittest.TestCase):
    def test_player(self):
        with tempfile.TemporaryDirectory() as data:
            output = run("player.py", "--data-dir", data)
            self.assertEqual(pathlib.Path(data, "uploads.jsonl").read_text(), '{"playerName":"Grace","points":151}\n')
        self.assertEqual(output, """\
Player vm-1
  name 'Colin', 100 points, 10 updates left, upload enabled
type the name 'Ada'
  name 'Ada', 100 points, 10 updates left, upload enabled
set the points to 150
  name 'Ada', 150 points, 9 updates left, upload enabled
step up
  name 'Ada', 151 points, 8 updates left, upload enabled
type the name 'dag nabbit'
  alert: forbiddenName {'name': 'dag nabbit'}
  name '', 151 points, 8 updates left, upload disabled
type the name 'Grace'
  name 'Grace', 151 points, 8 updates left, upload enabled
upload
  0% Uploading Grace
  100% Uploaded
  alert: uploaded {'message': 'Updated Grace with 151 points'}
  Updated Grace with 151 points
  name 'Grace', 151 points, 8 updates left, upload enabled
""")

    def test_flickr_search(self):
        lines = run("flickr_search.py", "--search", "owl paris").splitlines()
        self.assertEqual(lines[:7], [
            "Flickr Search: search enabled: False",
            "typed 'owl paris': search enabled: True",
            "pushed SearchResults 'owl paris': 3 photos",
            "  The sleepy owl  https://live.staticflickr.com/65534/52356201756_4387bbbb8a_b.jpg",
            "  Owl at sunset  https://live.staticflickr.com/65533/54358194639_3edc54657d_b.jpg",
            "  Owl at evening  https://live.staticflickr.com/65535/54514400013_57d59eaba2_b.jpg",
            "showing 3 of them; counts as they arrive:",
        ])
        # The counts arrive in whatever order the server's requests finish.
        self.assertEqual(sorted(lines[7:10]), [
            "  Owl at evening: 202 favorites, 27 comments",
            "  Owl at sunset: 274 favorites, 34 comments",
            "  The sleepy owl: 392 favorites, 44 comments",
        ])
        self.assertEqual(lines[10:], ["back; recent searches:", "  owl paris (3 photos)"])

    def test_twitter_search(self):
        output = run("twitter_search.py", "--search", "kyoto dawn")
        self.assertEqual(output, """\
2 tweets for 'kyoto dawn'
  @ruby_proud138: Windy in Kyoto this dawn, summer at last #weather
  @ada_wild143: Sunny and warm in Kyoto this dawn, spring at last #weather
select vm-1.searchResults.480000000016154760
  pushed TweetDetail: @ruby_proud138 Windy in Kyoto this dawn, summer at last #weather
  asked to show https://twitter.com/ruby_proud138/status/480000000016154760
  page shown: False
select vm-1
  error -31005 invalidValue: Invalid value: vm-1 is a TwitterSearch, not a Tweet
""")

    def test_quote_list(self):
        output = run("quote_list.py", "--ticks", "4", "--interval", "0.02", "--seed", "7")
        blocks = re.split(r"^(?=\S)", output, flags=re.M)[1:]
        titles = [block.splitlines()[0] for block in blocks]
        # At 20 ms a tick may land before the list is bound, so the starting count is not fixed.
        self.assertRegex(titles[0], r"^start: \d+ quotes$")
        self.assertEqual(len(titles), 5)
        for index, block in enumerate(blocks):
            title, *rows = block.splitlines()
            if index:
                self.assertRegex(title, r"^tick %d \((insert|remove|replace)(, (insert|remove|replace))*\): \d+ quotes$"
                                 % index)
            self.assertEqual(len(rows), int(title.rsplit(" ", 2)[1]))
            for row in rows:
                self.assertRegex(row, r"^  [A-Z]{3,4} +\d+\.\d\d$")
