"""An app's SharedPreferences files (``/data/data/<package>/shared_prefs/<name>.xml``), read
and written from the device side, for tasks that seed or check an app's settings.

Format: ``android.util.XmlUtils.writeMapXml`` as ``SharedPreferencesImpl.writeToFile``
writes it: ``<?xml version='1.0' encoding='utf-8' standalone='yes' ?>``, a ``<map>`` with
one ``<string name="key">value</string>`` per string entry, entries in the map's order
(written here sorted by key), XML-escaped text. Only string entries are read and written
(the apps that need this store their settings as strings: ZipXtract's folders and zip4j
names, Camera2's ``SettingsManager`` values).

Writing (``write_strings``): the app is force-stopped first (a running app keeps its
preferences in memory and would write its copy back), the file is pushed, then given the
owner of the app's data folder, mode 660 and its SELinux label (``restorecon``, best
effort) in one round trip; a real device needs root (``adb root``), as every store write
of ``apps/`` does.
"""

from __future__ import annotations

import re
import shlex
from typing import Mapping
from xml.sax.saxutils import escape, quoteattr

_HEADER = "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>"
_ENTRY = re.compile(r'<string name="([^"]*)">(.*?)</string>', re.S)
_UNESCAPE = (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&apos;", "'"), ("&#10;", "\n"), ("&amp;", "&"))


def path(package: str, name: str) -> str:
    """The file of preferences ``name`` (without ``.xml``) of ``package``."""
    return f"/data/data/{package}/shared_prefs/{name}.xml"


def parse(text: str) -> dict[str, str]:
    """The ``<string>`` entries of a preferences file's text."""
    out = {}
    for key, value in _ENTRY.findall(text):
        for a, b in _UNESCAPE:
            value = value.replace(a, b)
        out[key] = value
    return out


def render(values: Mapping[str, str]) -> str:
    """The file text ``writeMapXml`` gives for string ``values`` (``<map />`` when empty)."""
    if not values:
        return f"{_HEADER}\n<map />\n"
    lines = [_HEADER, "<map>"]
    lines += [f"    <string name={quoteattr(k)}>{escape(v)}</string>" for k, v in sorted(values.items())]
    return "\n".join(lines + ["</map>"]) + "\n"


def read_strings(device, package: str, name: str) -> dict[str, str]:
    """The string entries of preferences ``name`` of ``package`` ({} when the file is missing)."""
    try:
        return parse(device.read_text(path(package, name)))
    except FileNotFoundError:
        return {}


def write_strings(device, package: str, name: str, values: Mapping[str, str | None]) -> None:
    """Set string entries of preferences ``name`` over what the file holds (None removes a
    key), as the app's ``Editor.apply`` would; see the module docstring. Four round trips
    (``write_many`` with one file).

    Raises:
      DeviceError: the push failed or the file could not be given the app's owner.
    """
    write_many(device, package, {name: values})


def write_many(device, package: str, files: Mapping[str, Mapping[str, str | None]]) -> None:
    """``write_strings`` of several preference files of ``package`` (``{name: values}``):
    each file read, then one force-stop and folder, one push of them all, one owner and
    mode: three round trips plus one a file (four a file when written one by one).

    Raises:
      DeviceError: a push failed or a file could not be given the app's owner.
    """
    if not files:
        return
    contents = {}
    for name, values in files.items():
        current = read_strings(device, package, name)
        for key, value in values.items():
            if value is None:
                current.pop(key, None)
            else:
                current[key] = str(value)
        contents[path(package, name)] = render(current).encode("utf-8")
    q = shlex.quote
    folder, data = f"/data/data/{package}/shared_prefs", f"/data/data/{package}"
    device.run(f"am force-stop {q(package)}; mkdir -p {q(folder)}; chown $(stat -c %U:%G {q(data)}) {q(folder)}; "
               f"chmod 771 {q(folder)}")
    device.push_files(contents, mode=0o660)
    targets = " ".join(q(t) for t in contents)
    device.run(f"chown $(stat -c %U:%G {q(data)}) {targets} || exit 5; chmod 660 {targets}; "
               f"restorecon {q(folder)} {targets}; exit 0")
