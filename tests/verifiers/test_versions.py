"""``verifiers.versions``: version names found in answers (English, Chinese, with "v",
at a sentence end) and ordered numerically."""

from __future__ import annotations

import pytest

from verifiers.versions import stated_versions, version_key


@pytest.mark.parametrize("text, found", [
    ("Pro Expense is version 1.0.0-beta05.", {"1.0.0-beta05"}),
    ("VLC v3.5.4 is installed", {"3.5.4"}),
    ("Tasks 是 13.6.3 版本。", {"13.6.3"}),
    ("版本号：4.11.3", {"4.11.3"}),
    ("It's 4.6.13, not 4.11.3.", {"4.6.13"}),   # a version named only to be rejected (verifiers.rivals)
    ("It's 4.6.13 or 4.11.3.", set()),
    ("Installed on 2023-10-01 at 10:30, build 42", set()),
    ("", set()),
])
def test_stated_versions(text, found):
    assert stated_versions(text) == found


def test_version_key_orders_numerically():
    names = ["13.6.3", "4.6.13", "4.11.3", "6.22.2", "3.5.4", "1.0.0-beta05", "1.0.0", "0.9.26"]
    assert sorted(names, key=version_key) == ["0.9.26", "1.0.0-beta05", "1.0.0", "3.5.4", "4.6.13", "4.11.3",
                                              "6.22.2", "13.6.3"]
    with pytest.raises(ValueError):
        version_key("beta")
