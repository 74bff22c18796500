"""RoleManager on the simulated device: ``cmd role`` (Permission module
``RoleShellCommand``, Android 13: holders joined by ``;``, failures as ``Error: see logcat
for details.`` with the ``ExecutionException``, exit 255) and what reads the SMS role:
an implicit ``SENDTO sms:`` opens the holder's compose screen (``roles.xml``' preferred
activities), an incoming SMS goes to the holder, and the legacy secure setting alone
changes nothing.

AndroidWorld's ``tools.AndroidToolController.send_sms`` is replayed command for command
(``am start -a android.intent.action.SENDTO -d sms:N --es sms_body "..."``, the
foreground package from ``dumpsys window``, a tap on "SMS" for Simple SMS Messenger),
with AndroidWorld's own code where ``android_world`` is importable
(``tests/test_android_world_family.py``).
"""

from __future__ import annotations

import re

from tests.sim.ui_helpers import find, tap
from venus_tasks.sim.telephony import deliver_sms

SMS_ROLE = "android.app.role.SMS"
SIMPLE = "com.simplemobiletools.smsmessenger"
MESSAGES = "com.google.android.apps.messaging"
SEND_SMS = 'am start -a android.intent.action.SENDTO -d sms:{} --es sms_body "{}"'   # AW tools.send_sms
FAILED = ("Error: see logcat for details.\n"
          "java.util.concurrent.ExecutionException: java.lang.RuntimeException: Failed\n")


def focus(sh) -> str:
    return sh("dumpsys window | grep mCurrentFocus")[0]


def test_cmd_role_reads_and_changes_the_holders(sh):
    assert sh(f"cmd role get-role-holders {SMS_ROLE}") == (MESSAGES + "\n", "", 0)
    assert sh(f"cmd role add-role-holder {SMS_ROLE} {SIMPLE}") == ("", "", 0)
    assert sh(f"cmd role get-role-holders --user 0 {SMS_ROLE}") == (SIMPLE + "\n", "", 0)   # exclusive
    # the legacy setting follows the role
    assert sh("settings get secure sms_default_application")[0] == SIMPLE + "\n"
    assert sh(f"cmd role add-role-holder {SMS_ROLE} com.android.chrome") == ("", FAILED, 255)
    assert sh(f"cmd role add-role-holder {SMS_ROLE} com.example.absent") == ("", FAILED, 255)
    assert sh(f"cmd role add-role-holder android.app.role.NOPE {SIMPLE}") == ("", FAILED, 255)
    assert sh(f"cmd role get-role-holders {SMS_ROLE}")[0] == SIMPLE + "\n"
    assert sh(f"cmd role remove-role-holder {SMS_ROLE} {SIMPLE} 0") == ("", "", 0)
    assert sh(f"cmd role get-role-holders {SMS_ROLE}") == ("\n", "", 0)        # SMS: no fallback
    assert sh("cmd role get-role-holders android.app.role.NOPE") == ("\n", "", 0)
    # the Phone role falls back to its default holder (fallBackToDefaultHolder)
    assert sh("cmd role clear-role-holders android.app.role.DIALER") == ("", "", 0)
    assert sh("cmd role get-role-holders android.app.role.DIALER")[0] == "com.google.android.dialer\n"


def test_cmd_role_help_unknown_and_bad_arguments(sh):
    out, err, code = sh("cmd role")
    assert code == 255 and out.startswith("Role (role) commands:\n") and \
        "  add-role-holder [--user USER_ID] ROLE PACKAGE [FLAGS]\n" in out
    assert sh("cmd role nope") == ("Unknown command: nope\n", "", 255)
    out, err, code = sh("cmd role get-role-holders")
    assert (out, code) == ("", 255) and \
        'java.lang.IllegalArgumentException: Argument expected after "get-role-holders"' in err
    out, err, code = sh(f"cmd role add-role-holder {SMS_ROLE} {SIMPLE} x")
    assert code == 255 and 'NumberFormatException: For input string: "x"' in err
    assert "role" in sh("cmd -l")[0].split()


def test_the_legacy_setting_alone_does_not_move_sendto(sh, model):
    sh("settings put secure sms_default_application " + SIMPLE)
    assert sh(SEND_SMS.format("5550147", "hi"))[2] == 0
    assert MESSAGES in focus(sh)
    deliver_sms(model, "5550147", "back")
    assert sh("content query --uri content://sms/inbox --projection creator")[0] == f"Row: 0 creator={MESSAGES}\n"


def test_sendto_opens_the_sms_role_holders_thread_with_the_body_and_send_sends_it(sh, model):
    sh(f"cmd role add-role-holder {SMS_ROLE} {SIMPLE}")
    out, err, code = sh(SEND_SMS.format("+15550147", "See you at 6"))
    assert (out, err, code) == ("Starting: Intent { act=android.intent.action.SENDTO dat=sms:xxxxxxxxx "
                                "(has extras) }\n", "", 0)
    assert re.search(rf"{SIMPLE}/{SIMPLE}\.activities\.ThreadActivity", focus(sh))
    assert find(sh, "See you at 6") is not None
    tap(sh, "SMS")                                   # AW's send_sms: SIMPLE_SMS_SEND_TEXT
    rows = sh("content query --uri content://sms/sent --projection address:body")[0]
    assert rows == "Row: 0 address=+15550147, body=See you at 6\n"
    deliver_sms(model, "+15550147", "ok")             # the holder gets incoming messages
    assert f"creator={SIMPLE}" in sh("content query --uri content://sms/inbox --projection creator")[0]
    # an explicit package reaches the app whoever holds the role; VIEW is not the role's
    sh(f"cmd role add-role-holder {SMS_ROLE} {MESSAGES}; input keyevent KEYCODE_HOME")
    sh(SEND_SMS.format("5550199", "x") + f" -p {SIMPLE}")
    assert "ThreadActivity" in focus(sh)
    sh("input keyevent KEYCODE_HOME")
    sh(SEND_SMS.format("5550199", "x"))
    assert MESSAGES in focus(sh)


def test_a_saved_draft_wins_over_the_intents_body(sh, model):
    sh(f"cmd role add-role-holder {SMS_ROLE} {SIMPLE}")
    deliver_sms(model, "5550111", "are you there?")  # the thread exists
    sh(SEND_SMS.format("5550111", "first"))
    sh("input keyevent KEYCODE_BACK")                # leaves "first" as the thread's draft
    sh(SEND_SMS.format("5550111", "second"))
    assert find(sh, "first") is not None and find(sh, "second") is None
