"""``apps.contacts.starred`` / ``set_starred`` (favourites, ``contacts.starred`` through
``content update``) on the simulated device; a name with a quote is matched exactly."""

from apps import contacts


def test_favourites_are_set_and_read_by_name(device):
    contacts.clear_contacts(device)
    contacts.add_contact(device, "Maya Okafor", "650-555-0142")
    contacts.add_contact(device, "Jo O'Neil", "212-555-0187")
    assert contacts.starred(device) == []
    contacts.set_starred(device, "Jo O'Neil")
    assert contacts.starred(device) == ["Jo O'Neil"]
    contacts.set_starred(device, "Maya Okafor")
    contacts.set_starred(device, "Jo O'Neil", on=False)
    assert contacts.starred(device) == ["Maya Okafor"]
