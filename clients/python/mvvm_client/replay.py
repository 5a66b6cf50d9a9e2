"""Recorded sessions as regression tests: `SERVER --replay RECORDING` plays the client's side of a
recording against a fresh server and compares what it says (docs/protocol.md §17.3)."""

import subprocess

from .client import server_path


class ReplayResult:
    """How a replay ended: `identical` when the server said exactly what was recorded, else
    `output` holds the difference, naming the message and the request it belongs to."""

    def __init__(self, returncode, output):
        self.returncode = returncode
        self.output = output

    @property
    def identical(self):
        return self.returncode == 0


def replay(recording, server=None, arguments=(), timeout=120.0):
    """Replays `recording` with `server` (as `Client` finds it); `arguments` follow the recorded
    ones, so `["--data-dir", fresh]` keeps the replay away from the recording's files."""
    command = [server_path(server), "--replay", str(recording), *arguments]
    finished = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout,
                              universal_newlines=True)
    if finished.returncode not in (0, 1):
        raise RuntimeError("cannot replay %s: %s" % (recording, finished.stdout.strip()))
    return ReplayResult(finished.returncode, finished.stdout)


class ReplayAssertions:
    """A mixin for `unittest.TestCase`: `self.assertReplays(recording)` fails with the server's diff
    when a fresh server no longer says what the recording holds."""

    def assertReplays(self, recording, server=None, arguments=(), msg=None):
        result = replay(recording, server=server, arguments=arguments)
        if not result.identical:
            self.fail(self._formatMessage(msg, "%s does not replay:\n%s" % (recording, result.output)))
        return result
