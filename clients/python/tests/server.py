"""The mvvm-server the tests run: $MVVM_SERVER, else mvvm-server on PATH; tests that need one are
skipped without it."""

import os
import shutil
import unittest

PATH = os.environ.get("MVVM_SERVER") or shutil.which("mvvm-server")


def needs_server(test_case):
    return unittest.skipUnless(PATH, "set MVVM_SERVER to a built mvvm-server")(test_case)
