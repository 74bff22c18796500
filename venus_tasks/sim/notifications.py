"""Posted notifications of one device, their heads-up window and ``dumpsys notification``.

What is modelled (sources in brackets):

* ``cmd notification post [-t TITLE] TAG TEXT`` posts as the caller's package
  (``com.android.shell`` for uid 2000, ``root`` for uid 0) with id 2020 on channel
  ``shell_cmd`` [AOSP ``NotificationShellCmd`` (Android 13): ``NOTIFICATION_ID = 2020``,
  ``CHANNEL_ID = "shell_cmd"``, ``ROOT_PKG``]. The same tag replaces the previous one.
* The key is ``<userId>|<pkg>|<id>|<tag>|<uid>`` [``StatusBarNotification.key()``].
* ``Notification.toString`` of such a notification, the ``posting:`` line that the shell
  command prints [``Notification.toString`` (API 33); the channel is ``shell_cmd``, from
  ``NotificationShellCmd.CHANNEL_ID``].
* Heads-up: a notification on an IMPORTANCE_HIGH channel is drawn at the top for
  ``HEADS_UP_MS`` of device time (SystemUI ``heads_up_notification_decay`` = 5000 ms),
  unless the global setting ``heads_up_notifications_enabled`` is 0 (AndroidWorld toggles
  it), or until it is swiped away. The shell's channel has IMPORTANCE_DEFAULT
  (``NotificationShellCmd.CHANNEL_IMP``), so ``cmd notification post`` never peeks; an
  incoming SMS does (the SMS app's channel is high importance, see ``telephony.deliver_sms``).
* A notification with a content intent (``content_package``) opens that app when tapped
  and is cancelled (``FLAG_AUTO_CANCEL``); a force stop cancels a package's notifications
  (``NotificationManagerService`` on ``ACTION_PACKAGE_RESTARTED``).
* ``dumpsys notification``: header and one ``NotificationRecord`` block per notification
  with ``extras`` ``android.title``/``android.text`` [inferred, abridged].
"""

from __future__ import annotations

import dataclasses
from typing import Callable

HEADS_UP_MS = 5000
SHELL_NOTIFICATION_ID = 2020
SHELL_CHANNEL = "shell_cmd"


@dataclasses.dataclass
class Notification:
    """One posted notification (``StatusBarNotification`` fields the simulator needs)."""

    package: str
    uid: int
    tag: str
    id: int
    title: str
    text: str
    channel: str
    post_ms: int
    heads_up_until: int = 0
    content_package: str | None = None

    @property
    def key(self) -> str:
        return f"0|{self.package}|{self.id}|{self.tag}|{self.uid}"

    def describe(self) -> str:
        """``Notification.toString()`` (API 33) for the fields a shell post sets."""
        return (f"Notification(channel={self.channel} shortcut=null contentView=null "
                "vibrate=null sound=null defaults=0x0 flags=0x0 color=0x00000000 vis=PRIVATE)")


class Notifications:
    """The active notifications, oldest first, plus which one is peeking (heads-up)."""

    def __init__(self, now_ms: Callable[[], int]):
        self._now_ms = now_ms
        self.active: list[Notification] = []

    def post(self, package: str, uid: int, tag: str, text: str, title: str = "",
             heads_up: bool = True, nid: int = SHELL_NOTIFICATION_ID,
             channel: str = SHELL_CHANNEL, content_package: str | None = None) -> Notification:
        """Post (or replace, same package/tag/id) a notification; it peeks if ``heads_up``;
        a tap on it opens ``content_package``."""
        now = self._now_ms()
        note = Notification(package, uid, tag, nid, title, text, channel, now,
                            now + HEADS_UP_MS if heads_up else 0, content_package)
        self.active = [n for n in self.active if n.key != note.key] + [note]
        return note

    def cancel(self, key: str) -> bool:
        before = len(self.active)
        self.active = [n for n in self.active if n.key != key]
        return len(self.active) != before

    def cancel_all(self) -> None:
        self.active.clear()

    def cancel_package(self, package: str) -> None:
        """Cancel every notification ``package`` posted (the app was force-stopped)."""
        self.active = [n for n in self.active if n.package != package]

    def heads_up(self) -> Notification | None:
        """The newest notification still peeking at this device time, if any."""
        now = self._now_ms()
        peeking = [n for n in self.active if n.heads_up_until > now]
        return peeking[-1] if peeking else None

    def stop_peeking(self) -> None:
        """Swipe the heads-up away: it stays in the shade."""
        for n in self.active:
            n.heads_up_until = 0

    def get(self, key: str) -> Notification | None:
        return next((n for n in self.active if n.key == key), None)


def record(n: Notification, index: int = 0, indent: str = "    ") -> str:
    """One ``NotificationRecord`` block as ``dumpsys notification`` lists it [inferred]."""
    sub = indent + "  "
    text = (f"{indent}NotificationRecord(0x{0x0a1b2c00 + index:08x}: pkg={n.package} "
            f"user=UserHandle{{0}} id={n.id} tag={n.tag} importance=3 "
            f"key={n.key}: {n.describe()})\n"
            f"{sub}uid={n.uid} userId=0\n{sub}opPkg={n.package}\n"
            f"{sub}flags=0x0\n{sub}pri=0\n{sub}key={n.key}\n{sub}extras={{\n")
    if n.title:
        text += f"{sub}  android.title=String ({n.title})\n"
    return text + f"{sub}  android.text=String ({n.text})\n{sub}}}\n"


def dump(notes: Notifications) -> str:
    """``dumpsys notification`` (abridged: the notification list only) [inferred]."""
    return ("Current Notification Manager state:\n  Notification List:\n"
            + "".join(record(n, i) for i, n in enumerate(reversed(notes.active))))
