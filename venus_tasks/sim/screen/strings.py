"""User-visible system texts in the two locales the simulator draws: en-US and zh-CN.

The locale is the system property ``persist.sys.locale`` (BCP-47, e.g. ``zh-CN``), as
Android 13 uses it: the emulator documentation changes it with ``setprop
persist.sys.locale zh-CN`` as root (then ``setprop ctl.restart zygote``); ``settings
put system system_locales`` only records a backup copy and changes nothing. The
simulator applies the property at once (no zygote restart needed) [simplification].
Without it, ``ro.product.locale`` (default en-US) applies.

Sources per text:

* crash dialog: ``frameworks/base/core/res/res/values{,-zh-rCN}/strings.xml``
  ``aerr_application_repeated`` ("%1$s keeps stopping" / "“%1$s”屡次停止运行"),
  ``aerr_close_app`` ("Close app" / "关闭应用"), and ``app_info`` ("App info",
  zh "应用信息" [inferred]) as ``layout/app_error_dialog.xml`` uses them.
* call screen: "Answer"/"Decline"/"Incoming call"/"Ongoing call"/"Hang up" are the
  framework's ``call_notification_*`` strings (Android 12+ CallStyle); the Dialer's end
  button is described "End call". zh texts [inferred].
* launcher, Settings, shade and recents labels: Pixel launcher / Settings / SystemUI
  English texts; zh texts [inferred].
"""

from __future__ import annotations

_TEXTS = {
    "crash_title": ("{label} keeps stopping", "“{label}”屡次停止运行"),
    "app_info": ("App info", "应用信息"),
    "close_app": ("Close app", "关闭应用"),
    "incoming_call": ("Incoming call", "来电"),
    "ongoing_call": ("Ongoing call", "正在通话"),
    "answer": ("Answer", "接听"),
    "decline": ("Decline", "拒接"),
    "end_call": ("End call", "结束通话"),
    "search_apps": ("Search apps", "搜索应用"),
    "clear_all": ("Clear all", "全部清除"),
    "no_recents": ("No recent items", "无近期项目"),
    "no_notifications": ("No notifications", "没有通知"),
    "no_items": ("No items", "没有内容"),
    "wifi": ("Wi-Fi", "WLAN"),
    "bluetooth": ("Bluetooth", "蓝牙"),
    "airplane": ("Airplane mode", "飞行模式"),
    "dark_theme": ("Dark theme", "深色主题"),
    "brightness": ("Brightness level", "亮度"),
    "timeout": ("Screen timeout", "屏幕超时"),
    "open": ("Open", "打开"),
    "uninstall": ("Uninstall", "卸载"),
    "force_stop": ("Force stop", "强行停止"),
    "notifications": ("Notifications", "通知"),
    "permissions": ("Permissions", "权限"),
    "storage": ("Storage & cache", "存储和缓存"),
    "minutes": ("{n} minutes", "{n} 分钟"),
    "minute": ("1 minute", "1 分钟"),
    "seconds": ("{n} seconds", "{n} 秒"),
}

# Launcher labels of system apps in zh-CN [inferred]; app labels not listed stay as is.
_ZH_LABELS = {
    "com.android.settings": "设置", "com.google.android.dialer": "电话",
    "com.google.android.apps.messaging": "信息", "com.google.android.contacts": "通讯录",
    "com.google.android.documentsui": "文件", "com.google.android.deskclock": "时钟",
    "com.android.camera2": "相机", "com.google.android.apps.photos": "相册",
}


def locale(model) -> str:
    """The system locale tag, ``persist.sys.locale`` else ``ro.product.locale``."""
    return model.props.get("persist.sys.locale") or model.props.get("ro.product.locale") or "en-US"


def is_zh(model) -> bool:
    return locale(model).replace("_", "-").lower().startswith("zh")


def tr(model, key: str, **fmt) -> str:
    """The text ``key`` in the device locale (``{name}`` fields filled from ``fmt``)."""
    en, zh = _TEXTS[key]
    return (zh if is_zh(model) else en).format(**fmt)


def label(model, pkg) -> str:
    """The launcher label of a ``Package`` in the device locale."""
    if is_zh(model) and pkg.name in _ZH_LABELS:
        return _ZH_LABELS[pkg.name]
    return pkg.label or pkg.name
