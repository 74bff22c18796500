"""``pm list packages`` lists the packages of a Pixel 6 API 33 ``google_apis`` image.

Golden names: the framework and system packages that the two recorded Google emulator
dumps cited in ``venus_tasks/sim/system/system_packages.py`` (API 31 and API 34) both list, e.g.
``android``, ``com.android.phone``, ``com.android.externalstorage``, the MediaProvider
module ``com.google.android.providers.media.module``; the line format ``package:<name>``
is ``PackageManagerShellCommand.runListPackages`` (adbutils parses it with
``^package:([^\\s]+)\\r?$``). Driven through adbutils against the simulated server.
"""

from __future__ import annotations

import re

import pytest

from venus_tasks.sim.system.system_packages import PIXEL_API33_SYSTEM_PACKAGES

# in both recorded dumps (API 31 and API 34); a real API 33 image lists each of them
GOLDEN = ("android", "com.android.phone", "com.android.externalstorage",
          "com.google.android.providers.media.module", "com.android.providers.downloads",
          "com.android.server.telecom", "com.google.android.webview",
          "com.android.internal.systemui.navbar.gestural", "com.android.emulator.multidisplay",
          "com.google.android.permissioncontroller", "com.android.shell",
          "com.google.android.documentsui", "com.android.camera2", "com.google.android.gms")
# only on Play Store images (google_apis images carry no Play Store) or only from API 34
ABSENT = ("com.android.vending", "com.android.credentialmanager", "com.android.intentresolver",
          "com.google.android.healthconnect.controller", "com.android.providers.media.module")


@pytest.fixture(scope="module")
def listed(dev):
    out = dev.shell("pm list packages")
    return [m.group(1) for m in re.finditer(r"^package:([^\s]+)\r?$", out, re.M)]


def test_every_line_is_package_colon_name_and_unique(dev, listed):
    out = dev.shell("pm list packages")
    assert len(out.splitlines()) == len(listed) == len(set(listed))
    assert len(listed) >= 160     # 150 image packages + 20 modelled + the catalogue apps


def test_framework_and_system_packages_of_the_image(listed):
    assert set(GOLDEN) <= set(listed)
    assert set(PIXEL_API33_SYSTEM_PACKAGES) <= set(listed)
    assert not set(ABSENT) & set(listed)


def test_adbutils_list_packages_and_system_filter(dev, listed):
    assert sorted(dev.list_packages()) == sorted(listed)
    system = dev.shell("pm list packages -s").split()
    third = dev.shell("pm list packages -3").split()
    assert "package:com.android.phone" in system and "package:com.android.phone" not in third
    assert len(system) + len(third) == len(listed)
    assert all(line.startswith("package:") for line in system + third)


def test_pm_path_and_filter_of_an_image_package(dev):
    assert re.fullmatch(r"package:/\S+\.apk", dev.shell("pm path com.android.phone").strip())
    assert dev.shell("pm list packages externalstorage").split() == [
        "package:com.android.externalstorage"]


def test_modelled_app_uids_do_not_move(dev):
    """The image's extra packages are registered after the modelled ones, so the
    MediaProvider keeps the uid that owns the shared-storage folders."""
    uid_line = dev.shell("pm list packages -U com.google.android.providers.media.module")
    uid = int(re.search(r"uid:(\d+)", uid_line).group(1))
    owner = dev.shell("ls -ld /sdcard/DCIM").split()[2]
    assert owner == f"u0_a{uid - 10000}"
