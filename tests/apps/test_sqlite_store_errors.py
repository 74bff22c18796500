"""Without root, reading an app store fails with a message that says how to fix the device."""

from __future__ import annotations

import pytest

from apps import expense, sqlite_store
from venus_tasks.env.device import DeviceError


class _UserBuildDevice:
    """A device whose adbd refuses root, like a google_apis_playstore image."""

    serial = "emulator-5554"

    def root(self):
        raise DeviceError("emulator-5554: adbd cannot run as root in production builds")


def test_no_root_error_says_use_a_google_apis_image():
    with pytest.raises(DeviceError) as e:
        expense.list_expenses(_UserBuildDevice())
    msg = str(e.value)
    assert "google_apis" in msg and "google_apis_playstore" in msg and "cannot run as root" in msg
    assert msg.startswith("emulator-5554:")


def test_reset_by_name_recreates_the_store(device):
    import apps
    expense.add_expenses(device, [{"name": "Tea", "amount": 250, "category": 3, "note": "",
                                   "created_date": 1, "modified_date": 1}])
    assert apps.reset(device, "Pro Expense").package == "com.arduia.expense"
    assert expense.list_expenses(device) == []
    assert device.exists(expense.DB_PATH)


def test_reset_keeps_opentracks_data_dir(device):
    import apps
    from apps import opentracks
    apps.reset(device, "opentracks")
    marker = f"{opentracks.APP.data_dir}/files/keep"
    device.write_text(marker, "1")
    apps.reset(device, "opentracks")  # no pm clear for OpenTracks
    assert device.read_text(marker) == "1"
    assert sqlite_store.query(device, opentracks.APP, opentracks.APP.databases[0], "SELECT 1 AS x") == [{"x": 1}]
