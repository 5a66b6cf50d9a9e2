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
  alert: uploaded {'message': 'Updated Grace with 151 points'}
  Updated Grace with 151 points
  name 'Grace', 151 points, 8 updates left, upload enabled
""")

    def test_flickr_search(self):
        lines = run("flickr_search.py", "--search", "owl kyoto").splitlines()
        self.assertEqual(lines[:7], [
            "Flickr Search: search enabled: False",
            "typed 'owl kyoto': search enabled: True",
            "pushed SearchResults 'owl kyoto': 3 photos",
            "  Ancient owl  https://live.staticflickr.com/65533/54406005580_e0ceb56d60_b.jpg",
            "  Red owl in Kyoto  https://live.staticflickr.com/65534/53625881743_6514fecbe6_b.jpg",
            "  Hidden owl  https://live.staticflickr.com/65533/52784632154_769872d2e3_b.jpg",
            "showing 3 of them; counts as they arrive:",
        ])
        # The counts arrive in whatever order the server's requests finish.
        self.assertEqual(sorted(lines[7:10]), [
            "  Ancient owl: 491 favorites, 55 comments",
            "  Hidden owl: 94 favorites, 9 comments",
            "  Red owl in Kyoto: 238 favorites, 26 comments",
        ])
        self.assertEqual(lines[10:], ["back; recent searches:", "  owl kyoto (3 photos)"])

    def test_twitter_search(self):
        output = run("twitter_search.py", "--search", "kyoto dawn")
        self.assertEqual(output, """\
5 tweets for 'kyoto dawn'
  @nina_proud24: Nothing beats Kyoto at dawn. #panorama
  @colin_happy197: Nothing beats Kyoto at dawn. #scenery
  @theo_quiet79: Nothing beats Kyoto at dawn. #detail
  @linus_red110: Nothing beats Kyoto at dawn. #stilllife
  @omar_frozen32: Nothing beats Kyoto at dawn. #longexposure
select vm-2
  didSelectTweet: @nina_proud24 Nothing beats Kyoto at dawn. #panorama
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
