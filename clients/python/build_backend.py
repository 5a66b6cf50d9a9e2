"""The client's build backend (PEP 517, with PEP 660's editable installs), standard library only.

It lets `pip install ./clients/python` work without a package index: setuptools, the usual backend,
comes from an index when pip isolates the build, and the one a fresh venv of Python 3.11 holds
cannot build a wheel without the `wheel` package. The wheel holds the package folder, modules and
the inspector's page (mvvm_client/web) alike, described by pyproject.toml's [project] table.
"""

import base64
import hashlib
import io
import pathlib
import sys
import tarfile
import zipfile

if sys.version_info < (3, 11):  # checked before importing tomllib, new in 3.11
    raise SystemExit("mvvm-client needs Python 3.11 or later (requires-python in pyproject.toml)")

import tomllib  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE = "mvvm_client"
PROJECT = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["project"]
# A key this backend does not write into the metadata (dependencies, say) would be lost silently.
UNKNOWN = set(PROJECT) - {"name", "version", "description", "requires-python", "scripts"}
if UNKNOWN:
    raise ValueError("build_backend.py does not handle [project] %s" % ", ".join(sorted(UNKNOWN)))
DIST = "%s-%s" % (PROJECT["name"].replace("-", "_"), PROJECT["version"])

# Installed in editable mode, a .pth file runs this module, which finds mvvm_client in the source
# folder and nothing else there: putting the folder itself on sys.path would make its `tests` and
# `examples` importable everywhere too.
EDITABLE_FINDER = '''\
"""Imports mvvm_client from %(source)s, where it was installed from in editable mode."""

import importlib.machinery
import sys


class Finder:
    @staticmethod
    def find_spec(name, path=None, target=None):
        return importlib.machinery.PathFinder.find_spec(name, [%(source)r]) if name == %(package)r else None


sys.meta_path.append(Finder)
'''


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, {path: (HERE / path).read_bytes() for path in _package_files()})


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    finder = EDITABLE_FINDER % {"source": str(HERE), "package": PACKAGE}
    return _write_wheel(wheel_directory, {"_mvvm_client_editable.py": finder.encode(),
                                          "_mvvm_client_editable.pth": b"import _mvvm_client_editable\n"})


def build_sdist(sdist_directory, config_settings=None):
    name = DIST + ".tar.gz"
    with tarfile.open(pathlib.Path(sdist_directory) / name, "w:gz") as sdist:
        for path in ["pyproject.toml", "build_backend.py", "README.md", *_package_files()]:
            sdist.add(HERE / path, "%s/%s" % (DIST, path))
        info = tarfile.TarInfo("%s/PKG-INFO" % DIST)
        metadata = _metadata()
        info.size = len(metadata)
        sdist.addfile(info, io.BytesIO(metadata))
    return name


def _package_files():
    """The package's files, relative to this folder; bytecode caches left out."""
    return sorted(path.relative_to(HERE).as_posix() for path in (HERE / PACKAGE).rglob("*")
                  if path.is_file() and "__pycache__" not in path.relative_to(HERE).parts)


def _metadata():
    return ("Metadata-Version: 2.1\nName: %(name)s\nVersion: %(version)s\nSummary: %(description)s\n"
            "Requires-Python: %(requires-python)s\n" % PROJECT).encode()


def _write_wheel(directory, files):
    """Writes a wheel of `files` (path in the wheel: bytes) and its .dist-info; returns its name."""
    info = DIST + ".dist-info/"
    scripts = "".join("%s = %s\n" % entry for entry in PROJECT.get("scripts", {}).items())
    files = {**files, info + "METADATA": _metadata(),
             info + "WHEEL": b"Wheel-Version: 1.0\nGenerator: build_backend.py\nRoot-Is-Purelib: true\n"
                             b"Tag: py3-none-any\n",
             info + "entry_points.txt": ("[console_scripts]\n" + scripts).encode()}
    record = ["%s,sha256=%s,%d" % (path, _digest(data), len(data)) for path, data in files.items()]
    files[info + "RECORD"] = "".join(line + "\n" for line in [*record, info + "RECORD,,"]).encode()
    name = DIST + "-py3-none-any.whl"
    with zipfile.ZipFile(pathlib.Path(directory) / name, "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            wheel.writestr(path, data)
    return name


def _digest(data):
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

