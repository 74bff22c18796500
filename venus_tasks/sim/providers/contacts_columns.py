"""Contacts query side: each URI's projection map (column lists) and the SQL views the
queries read, including the legacy ``contacts/phones`` and ``contacts/people``
(AOSP ``ContactsProvider2`` and ``LegacyApiSupport`` at ``android-13.0.0_r84``).

Columns: each URI's projection map, in the Java map's iteration order when no
``--projection`` is given (``ProjectionMap`` is a ``HashMap`` in ``ContactsProvider2``;
the legacy maps are ``ArrayMap`` s): see ``javamaps``. Strict: unknown columns are
``Invalid column <name>``.
"""

from __future__ import annotations

from venus_tasks.sim.providers.contacts_store import MIME_NOTE, MIME_PHONE
from venus_tasks.sim.providers.javamaps import arraymap_order, hashmap_order

# ---------------------------------------------------------------- projection maps (key order
# as the builders in ContactsProvider2 / LegacyApiSupport put them)
_CONTACTS_COLUMNS = hashmap_order((
    "custom_ringtone", "display_name", "display_name_alt", "display_name_source",
    "in_default_directory", "in_visible_group", "last_time_contacted", "lookup",
    "phonetic_name", "phonetic_name_style", "photo_id", "photo_file_id", "photo_uri",
    "photo_thumb_uri", "send_to_voicemail", "sort_key_alt", "sort_key", "phonebook_label",
    "phonebook_bucket", "phonebook_label_alt", "phonebook_bucket_alt", "starred", "pinned",
    "times_contacted", "has_phone_number", "contact_last_updated_timestamp"))
_CONTACT_PRESENCE = hashmap_order((
    "contact_presence", "contact_chat_capability", "contact_status", "contact_status_ts",
    "contact_status_res_package", "contact_status_label", "contact_status_icon"))
_RAW_CONTACT_COLUMNS = hashmap_order((
    "account_name", "account_type", "data_set", "account_type_and_data_set", "dirty",
    "sourceid", "backup_id", "version"))
_RAW_CONTACT_SYNC = hashmap_order(("sync1", "sync2", "sync3", "sync4"))
_DATA_COLUMNS = hashmap_order((
    *(f"data{i}" for i in range(1, 16)), "carrier_presence",
    "preferred_phone_account_component_name", "preferred_phone_account_id", "data_version",
    "is_primary", "is_super_primary", "mimetype", "res_package",
    "data_sync1", "data_sync2", "data_sync3", "data_sync4", "group_sourceid"))
_DATA_PRESENCE = hashmap_order((
    "mode", "chat_capability", "status", "status_ts", "status_res_package", "status_label",
    "status_icon"))
_DATA_USAGE = hashmap_order(("times_used", "last_time_used"))

CONTACTS_PROJECTION = tuple(hashmap_order((
    "_id", "has_phone_number", "name_raw_contact_id", "is_user_profile",
    *_CONTACTS_COLUMNS, *_CONTACT_PRESENCE)))
RAW_CONTACTS_PROJECTION = tuple(hashmap_order((
    "_id", "contact_id", "deleted", "display_name", "display_name_alt", "display_name_source",
    "phonetic_name", "phonetic_name_style", "sort_key", "sort_key_alt", "phonebook_label",
    "phonebook_bucket", "phonebook_label_alt", "phonebook_bucket_alt", "times_contacted",
    "last_time_contacted", "custom_ringtone", "send_to_voicemail", "starred", "pinned",
    "aggregation_mode", "raw_contact_is_user_profile", "metadata_dirty",
    *_RAW_CONTACT_COLUMNS, *_RAW_CONTACT_SYNC)))
DATA_PROJECTION = tuple(hashmap_order((
    "_id", "raw_contact_id", "hash_id", "contact_id", "name_raw_contact_id",
    "raw_contact_is_user_profile", *_DATA_COLUMNS, *_DATA_PRESENCE, *_RAW_CONTACT_COLUMNS,
    *_CONTACTS_COLUMNS, *_CONTACT_PRESENCE, *_DATA_USAGE)))
_LEGACY_PEOPLE_KEYS = ("name", "display_name", "phonetic_name", "notes", "times_contacted",
                       "last_time_contacted", "custom_ringtone", "send_to_voicemail", "starred",
                       "primary_organization", "primary_email", "primary_phone")
LEGACY_PHONES_PROJECTION = tuple(arraymap_order((
    *_LEGACY_PEOPLE_KEYS, "_id", "person", "isprimary", "number", "type", "label", "number_key")))
LEGACY_PEOPLE_PROJECTION = tuple(arraymap_order((
    *_LEGACY_PEOPLE_KEYS, "_id", "number", "type", "label", "number_key", "im_protocol",
    "im_handle", "im_account", "mode", "status")))

# ---------------------------------------------------------------- views
_NULLS = lambda names: ", ".join(f"NULL AS {n}" for n in names)   # noqa: E731

_RAW_VIEW = (
    "(SELECT rc._id AS _id, rc.contact_id, rc.deleted, rc.display_name, rc.display_name_alt, "
    "rc.display_name_source, rc.phonetic_name, rc.phonetic_name_style, rc.sort_key, rc.sort_key_alt, "
    "rc.phonebook_label, rc.phonebook_bucket, rc.phonebook_label_alt, rc.phonebook_bucket_alt, "
    "0 AS times_contacted, 0 AS last_time_contacted, rc.custom_ringtone, rc.send_to_voicemail, "
    "rc.starred, rc.pinned, rc.aggregation_mode, 0 AS raw_contact_is_user_profile, "
    "rc.metadata_dirty, a.account_name, a.account_type, a.data_set, "
    "CASE WHEN a.data_set IS NULL THEN a.account_type ELSE a.account_type || '/' || a.data_set "
    "END AS account_type_and_data_set, rc.dirty, rc.sourceid, rc.backup_id, rc.version, "
    "rc.sync1, rc.sync2, rc.sync3, rc.sync4 "
    "FROM raw_contacts rc LEFT JOIN accounts a ON rc.account_id = a._id)")

_CONTACTS_VIEW = (
    "(SELECT c._id AS _id, c.has_phone_number, c.name_raw_contact_id, 0 AS is_user_profile, "
    "c.custom_ringtone, n.display_name, n.display_name_alt, n.display_name_source, "
    "1 AS in_default_directory, 1 AS in_visible_group, 0 AS last_time_contacted, c.lookup, "
    "n.phonetic_name, n.phonetic_name_style, c.photo_id, c.photo_file_id, NULL AS photo_uri, "
    "NULL AS photo_thumb_uri, c.send_to_voicemail, n.sort_key_alt, n.sort_key, n.phonebook_label, "
    "n.phonebook_bucket, n.phonebook_label_alt, n.phonebook_bucket_alt, c.starred, c.pinned, "
    "0 AS times_contacted, c.contact_last_updated_timestamp, "
    + _NULLS(_CONTACT_PRESENCE) +
    " FROM contacts c LEFT JOIN raw_contacts n ON n._id = c.name_raw_contact_id)")

_DATA_VIEW = (
    "(SELECT d._id AS _id, d.raw_contact_id, d.hash_id, rc.contact_id, "
    "vc.name_raw_contact_id, 0 AS raw_contact_is_user_profile, "
    + ", ".join(f"d.data{i}" for i in range(1, 16)) + ", d.carrier_presence, "
    "d.preferred_phone_account_component_name, d.preferred_phone_account_id, d.data_version, "
    "d.is_primary, d.is_super_primary, m.mimetype, p.package AS res_package, d.data_sync1, "
    "d.data_sync2, d.data_sync3, d.data_sync4, NULL AS group_sourceid, "
    + _NULLS(_DATA_PRESENCE) + ", "
    "a.account_name, a.account_type, a.data_set, CASE WHEN a.data_set IS NULL THEN a.account_type "
    "ELSE a.account_type || '/' || a.data_set END AS account_type_and_data_set, rc.dirty, "
    "rc.sourceid, rc.backup_id, rc.version, "
    + ", ".join(f"vc.{c}" for c in _CONTACTS_COLUMNS) + ", "
    + _NULLS(_CONTACT_PRESENCE) + ", 0 AS times_used, 0 AS last_time_used "
    "FROM data d JOIN mimetypes m ON d.mimetype_id = m._id "
    "JOIN raw_contacts rc ON d.raw_contact_id = rc._id "
    "LEFT JOIN accounts a ON rc.account_id = a._id "
    "LEFT JOIN packages p ON d.package_id = p._id "
    "LEFT JOIN " + _CONTACTS_VIEW + " vc ON vc._id = rc.contact_id)")

_LEGACY_PHONES_VIEW = (
    "(SELECT d._id AS _id, d.raw_contact_id AS person, d.is_primary AS isprimary, "
    "d.data1 AS number, d.data2 AS type, d.data3 AS label, "
    "_PHONE_NUMBER_STRIPPED_REVERSED(d.data1) AS number_key, rc.display_name AS name, "
    "rc.display_name AS display_name, rc.phonetic_name AS phonetic_name, "
    "(SELECT n.data1 FROM data n JOIN mimetypes nm ON n.mimetype_id = nm._id "
    " WHERE n.raw_contact_id = rc._id AND nm.mimetype = '" + MIME_NOTE + "' LIMIT 1) AS notes, "
    "0 AS times_contacted, 0 AS last_time_contacted, rc.custom_ringtone AS custom_ringtone, "
    "rc.send_to_voicemail AS send_to_voicemail, rc.starred AS starred, "
    "NULL AS primary_organization, NULL AS primary_email, NULL AS primary_phone "
    "FROM data d JOIN mimetypes m ON d.mimetype_id = m._id "
    "JOIN raw_contacts rc ON d.raw_contact_id = rc._id "
    "WHERE m.mimetype = '" + MIME_PHONE + "' AND rc.deleted = 0)")

_LEGACY_PEOPLE_VIEW = (
    "(SELECT rc._id AS _id, rc.display_name AS name, rc.display_name AS display_name, "
    "rc.phonetic_name AS phonetic_name, NULL AS notes, 0 AS times_contacted, "
    "0 AS last_time_contacted, rc.custom_ringtone AS custom_ringtone, "
    "rc.send_to_voicemail AS send_to_voicemail, rc.starred AS starred, "
    "NULL AS primary_organization, NULL AS primary_email, "
    "(SELECT MIN(d._id) FROM data d JOIN mimetypes m ON d.mimetype_id = m._id "
    " WHERE d.raw_contact_id = rc._id AND m.mimetype = '" + MIME_PHONE + "') AS primary_phone, "
    "(SELECT d.data1 FROM data d WHERE d._id = (SELECT MIN(x._id) FROM data x JOIN mimetypes xm "
    " ON x.mimetype_id = xm._id WHERE x.raw_contact_id = rc._id AND xm.mimetype = '"
    + MIME_PHONE + "')) AS number, NULL AS type, NULL AS label, NULL AS number_key, "
    "NULL AS im_protocol, NULL AS im_handle, NULL AS im_account, NULL AS mode, NULL AS status "
    "FROM raw_contacts rc WHERE rc.deleted = 0)")
