"""Golden parsing of Android output formats (sources in each test)."""

import pytest

from venus_tasks.env.content import parse_content_rows
from venus_tasks.env.observation import parse_ui_dump


def test_content_rows_golden():
    # AOSP cmds/content/.../Content.java QueryCommand format.
    out = ("Row: 0 display_name=Alice Smith, number=(555) 123-4567\n"
           "Row: 1 display_name=Bob, number=NULL\n")
    assert parse_content_rows(out) == [
        {"display_name": "Alice Smith", "number": "(555) 123-4567"},
        {"display_name": "Bob", "number": None},
    ]
    assert parse_content_rows("No result found.\n") == []


def test_content_body_with_comma_space_uses_known_columns():
    out = "Row: 0 _id=2, address=+15551234, body=Hi, see you at 5, date=1693421073675"
    rows = parse_content_rows(out, columns=("_id", "address", "body", "date"))
    assert rows == [{"_id": "2", "address": "+15551234", "body": "Hi, see you at 5", "date": "1693421073675"}]


def test_content_garbage_raises():
    with pytest.raises(ValueError, match="not content query output"):
        parse_content_rows("Error while accessing provider:settings")


def test_ui_dump_keeps_leaves_and_parses_bounds():
    # Attribute order of AOSP cmds/uiautomator/.../AccessibilityNodeInfoDumper.java.
    xml = ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
           '<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="p" '
           'content-desc="" checkable="false" checked="false" clickable="false" enabled="true" '
           'focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" '
           'selected="false" bounds="[0,0][1080,2400]">'
           '<node NAF="true" index="0" text="" resource-id="p:id/fab" class="android.widget.ImageButton" '
           'package="p" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" '
           'focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" '
           'selected="false" bounds="[900,2100][1040,2240]"/>'
           '<node index="1" text="Markor" resource-id="" class="android.widget.TextView" package="p" '
           'content-desc="Markor" checkable="false" checked="true" clickable="true" enabled="true" '
           'focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" '
           'selected="false" bounds="[10,20][110,220]"/></node></hierarchy>')
    els = parse_ui_dump(xml)
    assert [e.resource_id for e in els] == ["p:id/fab", ""]
    assert els[0].bbox.center == (970, 2170) and els[0].is_clickable
    assert els[1].text == "Markor" and els[1].is_checked and els[1].bbox.width == 100
    assert 'TextView "Markor" clickable checked @(60, 120)' == els[1].describe()


def test_ui_dump_rejects_other_xml():
    with pytest.raises(ValueError, match="root element is <html>"):
        parse_ui_dump("<html/>")
