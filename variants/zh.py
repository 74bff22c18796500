"""Chinese terms for parameter values used in Chinese goals (``{value:zh}``), and the Chinese
data of a ``zh`` instance.

Terms: what a Chinese user would say in Chinese is translated here: switch states, Android
Settings labels (AOSP ``packages/apps/Settings`` ``res/values-zh-rCN/strings.xml``:
``wifi_settings_title`` "WLAN", ``bluetooth_settings_title`` "蓝牙", ``dark_ui_mode`` "深色主题"
...), relative days, month-day dates and durations. Third-party app labels stay as they are.

Data: names, file names and message texts stay as they are in most Chinese goals (the
agent types or finds them verbatim). A task whose ``zh`` instance should hold Chinese data
(an expense named 午餐, a note in Chinese, a Chinese reply to send: the agent must type
Chinese, issue 31) declares them in its params with ``with_data``: ``{ZH_DATA: {param:
Chinese value}}``, derived from the drawn values (no extra draw, so the original instance
is unchanged). The ``zh`` variant (``variants.goal.Chinese``) applies them with
``apply_data``: each named param takes its Chinese value, and a drawn noise event that
names the English value (``on_screen="{name}"``, a string argument) names the Chinese one;
the task then seeds, checks and near-misses exactly as in the original, in Chinese.
"""

from __future__ import annotations

import re
from typing import Any

TERMS = {
    "on": "开启", "off": "关闭",
    "Wi-Fi": "WLAN", "Bluetooth": "蓝牙", "Airplane mode": "飞行模式", "Dark theme": "深色主题",
    "Adaptive brightness": "自动调节亮度", "Auto-rotate screen": "自动旋转屏幕",
    "Do Not Disturb": "勿扰模式", "Screen timeout": "屏幕超时", "Brightness level": "亮度",
    "brighter": "更亮", "darker": "更暗",
    "today": "今天", "yesterday": "昨天", "tomorrow": "明天",
    "Monday": "星期一", "Tuesday": "星期二", "Wednesday": "星期三", "Thursday": "星期四",
    "Friday": "星期五", "Saturday": "星期六", "Sunday": "星期日",
}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")
_UNITS = {"second": "秒", "minute": "分钟", "hour": "小时", "day": "天", "week": "周"}
_DURATION = re.compile(r"(\d+(?:\.\d+)?) (second|minute|hour|day|week)s?")
_MONTH_DAY = re.compile(rf"({'|'.join(MONTHS)}) (\d{{1,2}})(?:, (\d{{4}}))?")


def term(value: Any) -> str:
    """The Chinese form of ``value``: a listed term, a duration ("10 minutes" -> "10分钟"),
    or a date ("October 15" -> "10月15日", "October 15, 2023" -> "2023年10月15日").

    Raises:
      KeyError: no Chinese form is known (add it to ``TERMS``).
    """
    text = str(value)
    if text in TERMS:
        return TERMS[text]
    m = _DURATION.fullmatch(text)
    if m:
        return f"{m[1]}{_UNITS[m[2]]}"
    m = _MONTH_DAY.fullmatch(text)
    if m:
        date = f"{MONTHS.index(m[1]) + 1}月{int(m[2])}日"
        return f"{m[3]}年{date}" if m[3] else date
    raise KeyError(f"no Chinese term for {text!r}: add it to variants.zh.TERMS")


ZH_DATA = "zh_data"


def with_data(params: dict[str, Any], **values: Any) -> dict[str, Any]:
    """``params`` plus the Chinese ``values`` of some of them for the ``zh`` variant
    (``ZH_DATA``).

    Raises:
      KeyError: a value names no param of ``params``.
    """
    unknown = sorted(set(values) - set(params))
    if unknown:
        raise KeyError(f"zh data for params that do not exist: {', '.join(unknown)}")
    return {**params, ZH_DATA: values}


def apply_data(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with their ``ZH_DATA`` values in place (see the module docstring); a
    drawn noise event's trigger text or string argument equal to a replaced English value
    takes the Chinese one. Params without ``ZH_DATA`` are returned as they are."""
    data = params.get(ZH_DATA)
    if not data:
        return params
    out = {**params, **data}
    swap = {params[k]: v for k, v in data.items() if isinstance(params[k], str) and isinstance(v, str)}
    if swap and out.get("noise_events"):
        def fix(value):
            return swap.get(value, value) if isinstance(value, str) else value
        out["noise_events"] = [{**e, "trigger": {k: fix(v) for k, v in e["trigger"].items()},
                                "args": {k: fix(v) for k, v in e.get("args", {}).items()}}
                               for e in out["noise_events"]]
    return out


__all__ = ["MONTHS", "TERMS", "ZH_DATA", "apply_data", "term", "with_data"]
