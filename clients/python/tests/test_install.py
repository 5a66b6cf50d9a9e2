"""`pip install ./clients/python` into a fresh venv without a package index: the installed client
imports, and its inspector serves the page from the install, not from this source tree."""

import json
import pathlib
import subprocess
import sys
import tempfile
import unittest

SOURCE = pathlib.Path(__file__).resolve().parents[1]

# Run by the venv's python from an empty folder, isolated (-I: no PYTHONPATH, no current folder on
# sys.path): where the client and its page were found, and what the bridge served of each file its
# arguments name (every file of the page).
PROBE = """
import http.client, json, sys, sysconfig, threading, urllib.parse
import mvvm_client
from mvvm_client import inspector

bridge = inspector.Bridge(["true"])
threading.Thread(target=bridge.serve_forever, daemon=True).start()
url = urllib.parse.urlsplit(bridge.url)
served = {}
for name in sys.argv[1:]:
    connection = http.client.HTTPConnection("127.0.0.1", url.port, timeout=10)
    connection.request("GET", url.path + name)
    response = connection.getresponse()
    served[name] = [response.status, response.read().decode()]
    connection.close()
bridge.shutdown()
bridge.server_close()
print(json.dumps({"site": sysconfig.get_path("purelib"), "module": mvvm_client.__file__,
                  "page": str(inspector.PAGE), "served": served}))
"""


class InstallTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.venv = pathlib.Path(cls.folder.name, "venv")
        cls.elsewhere = pathlib.Path(cls.folder.name, "elsewhere")
        cls.elsewhere.mkdir()
        # Without a pip of its own, which takes seconds to set up: this one installs into it (--python).
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(cls.venv)], check=True)

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def execute(self, *command, cwd=None):
        """Runs `command` from `cwd`, else the empty folder; returns its stdout, failing on a non-zero exit."""
        completed = subprocess.run([str(part) for part in command], cwd=cwd or self.elsewhere, capture_output=True,
                                   text=True, timeout=60)
        self.assertEqual(completed.returncode, 0, completed.stdout + completed.stderr)
        return completed.stdout

    def pip_install(self, requirement):
        self.execute(sys.executable, "-m", "pip", "--python", self.venv / "bin" / "python", "install", "--quiet",
                     "--no-index", "--no-cache-dir", "--disable-pip-version-check", "--force-reinstall", requirement)

    def assert_installed(self):
        page = sorted(path.name for path in (SOURCE / "mvvm_client" / "web").iterdir())
        probe = json.loads(self.execute(self.venv / "bin" / "python", "-I", "-c", PROBE, *page))
        site = pathlib.Path(probe["site"])
        self.assertEqual(pathlib.Path(probe["module"]), site / "mvvm_client" / "__init__.py")
        self.assertEqual(pathlib.Path(probe["page"]), site / "mvvm_client" / "web")
        for name, (status, text) in probe["served"].items():
            self.assertEqual(status, 200, name)
            self.assertEqual(text, (SOURCE / "mvvm_client" / "web" / name).read_text(), name)

    def test_the_folder_installs_with_its_page_and_the_inspector_command(self):
        self.pip_install(SOURCE)
        self.assert_installed()
        self.assertIn("Serve the browser inspector", self.execute(self.venv / "bin" / "mvvm-inspector", "-h"))

    def test_its_sdist_installs_with_its_page(self):
        build = "import build_backend, sys; print(build_backend.build_sdist(sys.argv[1]))"
        name = self.execute(sys.executable, "-c", build, self.folder.name, cwd=SOURCE).strip()
        self.pip_install(pathlib.Path(self.folder.name, name))
        self.assert_installed()
