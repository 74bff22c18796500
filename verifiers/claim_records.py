"""Result records: what a report written as fields (JSON, ``key: value`` lines, a code
block) claims, read by the role of each field, for :mod:`verifiers.claims`.

An agent sometimes reports as a machine would::

    {"entity": "Bluetooth", "result": "unchanged", "reason": "already enabled"}

    ```                         操作：删除              结果：失败
    action: mark_done           对象：出租车            原因：未找到文件 report.pdf
    target: Pay rent            结果：成功              更改：无
    status: already_done
    ```

A careful reader takes the fields by their names: the *action* (``action``, ``operation``,
操作, 动作) is only the label of what was asked -- "mark_done" is no report that it was
done --; the *target* (``target``, ``entity``, ``item``, 对象, 目标, 名称) is what the record
is about; the *result* (``result``, ``status``, ``outcome``, 结果, 状态) says what happened,
in one of a few words (``success``/成功: done; ``failed``/失败: the attempt failed, a past
inability; ``false``/未完成: not done; ``unchanged``/
``skipped``/未更改/无: no change; ``already_done``/已存在: done before; ``not_found``/未找到:
not there; ``unsupported``/不支持: cannot), or in words of its own ("deleted", "已开启");
the *reason* (``reason``, ``note``, ``error``, 原因, 说明, 备注) and the *changes*
(``changes``, 更改, 改动: ``none``/无 is no change) say more about the same target.

:func:`rewrite` turns each record into plain report lines about its target, which the
clause rules then read like any other report, a result and the reason after it as one
sentence: the record above reads "Bluetooth: no change — already enabled." (DID_NOT, ALREADY),
``result: failed / reason: the app crashed`` reads "not done — the app crashed." (DID_NOT,
and CANNOT: a failure with an error shown), and ``结果：失败 / 原因：未找到文件 report.pdf / 更改：无``
(no target) reads "not done — 未找到文件 report.pdf." and "no change.": DID_NOT, and NOT_EXIST
about report.pdf.

What is a record: a JSON object (``{...}``, one level) with at least one key of a known
role, or a run of at least two ``key: value`` lines (in a code block or not) whose keys are
all of known roles (or one such line inside a code block). A JSON object whose keys are
not roles (``{"已删除": ["出租车"], "未找到": ["停车费"]}``) and a report line keyed by an
entity ("Bluetooth: ON (unchanged)", :mod:`verifiers.claim_items`) are no records and are
left as written. A record's statements quote the rewritten lines, not the fields.
"""

from __future__ import annotations

import json
import re

from verifiers.claim_verbs import ACTION_FORMS, ZH_ACT
from verifiers.hanzi import simplified
from verifiers.text import clean

__all__ = ["rewrite", "ROLE_KEYS", "value_class"]

#: Field names by role (case-folded, "_"/"-" read as spaces, traditional read as simplified).
ROLE_KEYS = {
    "target": {"target", "entity", "item", "object", "name", "subject", "title", "file", "contact", "setting",
               "folder", "playlist", "note", "event", "alarm", "timer", "task name",
               "对象", "目标", "名称", "项目", "条目", "文件", "联系人", "设置", "设置项", "文件夹", "笔记", "闹钟"},
    "action": {"action", "operation", "op", "task", "command", "request", "requested action", "intent",
               "操作", "动作", "任务", "请求", "指令"},
    "result": {"result", "status", "outcome", "state", "final status", "结果", "状态", "执行结果", "处理结果"},
    "reason": {"reason", "note", "notes", "detail", "details", "message", "error", "comment", "why", "info",
               "原因", "说明", "备注", "详情", "错误", "提示", "理由"},
    "change": {"change", "changes", "changed", "modified", "modification", "modifications", "更改", "改动",
               "变更", "修改", "变化",
               # what was done, as opposed to what was asked: "action_taken": "none", "已执行操作": "无"
               "action taken", "actions taken", "action performed", "actions performed", "changes made",
               "change made", "performed", "taken", "applied", "是否修改", "是否更改", "是否改动", "是否操作",
               "是否执行", "已执行操作", "执行操作", "已执行", "实际操作", "已做操作", "采取的操作", "执行的操作"},
    # counts: what the user expected and what was there ("expected_count": 10, "actual_count": 12)
    "expected": {"expected", "expected count", "expected number", "requested count", "count expected",
                 "你说的数量", "预期数量", "预期", "期望数量", "预计数量", "预计"},
    "actual": {"actual", "actual count", "actual number", "found count", "count found", "count", "total",
               "实际数量", "实际", "实际找到", "找到数量", "总数"},
}
_ROLE = {k: role for role, keys in ROLE_KEYS.items() for k in keys}
# A field named by an action done, holding how many ("moved": 12, "files deleted": 0, "已删除": 3):
# the count of what was done (0 is nothing done).
_DONE_KEY = re.compile(r"^(\w+ ){0,2}(" + "|".join(sorted(w for w, f in ACTION_FORMS.items() if f == "past")) + r")( count)?$"
                       r"|^(已|已经)?(" + ZH_ACT + r")(了)?(的)?(数量|数目|个数|条数|数)?$")


def _role(key: str) -> str | None:
    return _ROLE.get(key) or ("done_count" if _DONE_KEY.match(key) else None)

# Result words, by what they report; matched against the whole value (case-folded, "_" read
# as a space, traditional read as simplified).
_VALUE_CLASSES = (
    ("done", r"success|successful|succeeded|ok|okay|done|completed?|applied|true|yes|✅|✔|✔️|成功|完成|已完成|已执行|好了|搞定|是"),
    # a failure is a past inability (CANNOT and DID_NOT, the label conventions); a plain "not done" is DID_NOT
    ("failed", r"fail|failed|failure|error|失败|出错|错误"),
    ("not_done", r"false|❌|✖|未完成|没完成"),
    ("no_change", r"unchanged|no ?change|no changes|not changed|none|nothing|skipped|skip|no ?op|noop|n/?a|null|no|0"
                  r"|no action|none taken|未更改|未改变|未变|不变|无变化|未修改|无更改|无改动|没有更改|没有改动|跳过|已跳过|无"
                  r"|否|没有|未操作|无操作|未执行|不需要|无需"),
    ("already", r"already|already done|already (set|on|off|enabled|disabled|exists?|completed?)|exists|duplicate"
                r"|已存在|本来就是|原本就是|早已完成|已是"),
    ("not_found", r"not found|missing|does ?not exist|no such \w+|nonexistent|404|未找到|找不到|不存在|没有找到|没找到"),
    ("cannot", r"unsupported|not supported|not allowed|denied|forbidden|permission denied|blocked|unavailable"
               r"|不支持|无法执行|无权限|拒绝|不允许|不可用"),
)
_VALUE_RE = [(name, re.compile(rf"^({p})$")) for name, p in _VALUE_CLASSES]
# A reason saying the target was not there: the failure was no inability (the hand corpus reads
# "result: failed / reason: file not found" as DID_NOT and NOT_EXIST only).
_NOT_FOUND_REASON = re.compile(r"not found|missing|does ?n[o']t exist|no such|未找到|找不到|不存在|没有找到|没找到", re.I)
# How each class is written back as a report line the clause rules read.
_PHRASE = {"done": "done", "failed": "the attempt failed", "not_done": "not done", "no_change": "no change", "already": "already done",
           "not_found": "not found", "cannot": "cannot be done"}

_JSON_OBJECT = re.compile(r"\{[^{}]*\}")
_JSON_PAIR = re.compile(r"\"([^\"]{1,40})\"\s*:\s*(\"((?:[^\"\\]|\\.)*)\"|\[[^\]]*\]|[\w.+-]+)")
_LINE_FIELD = re.compile(r"^[ \t]*[\"']?([A-Za-z_ -]{1,30}|[\u3400-\u9fff]{1,6})[\"']?[ \t]*[:：][ \t]*(.*?)[ \t,，]*$")
_FENCE = re.compile(r"^[ \t]*(```|~~~)[\w-]*[ \t]*$")


def _key(raw: str) -> str:
    return " ".join(re.sub(r"[_\-]+", " ", simplified(clean(raw)).casefold()).split())


def value_class(value: str) -> str | None:
    """The class of a result word (``"done"``, ``"not_done"``, ``"no_change"``, ``"already"``,
    ``"not_found"``, ``"cannot"``) or ``None`` for a value in words of its own:
    ``value_class("already_done") == "already"``, ``value_class("失败") == "failed"``."""
    v = _key(value).strip(" \"'.。!！")
    return next((name for name, p in _VALUE_RE if p.match(v)), None)


def _value_text(raw: str) -> str:
    """A JSON value as text: a string unquoted, a list's items joined ("A, B")."""
    raw = raw.strip()
    if raw.startswith("["):
        try:
            return ", ".join(str(x) for x in json.loads(raw))
        except ValueError:
            return raw.strip("[]")
    if raw.startswith('"'):
        try:
            return str(json.loads(raw))
        except ValueError:
            return raw.strip('"')
    return raw


def _report(fields: list[tuple[str, str]]) -> str:
    """The report lines of one record's ``(role, value)`` fields (see the module docstring)."""
    target = next((v for role, v in fields if role == "target" and v), "")
    prefix = f"{target}: " if target else ""
    out = []
    counts = {role: value.strip() for role, value in fields if role in ("expected", "actual")}
    if len(counts) == 2 and counts["expected"] != counts["actual"] and all(re.fullmatch(r"\d+", v) for v in counts.values()):
        out.append((f"{prefix}there are {counts['actual']}, not {counts['expected']}", "count"))
    for role, value in fields:
        value = value.strip().rstrip(".。")
        if role == "action" and value_class(value) == "no_change":
            role = "change"   # "action": "none": no action was taken
        if role == "done_count" and re.fullmatch(r"\d+", value):
            role, value = "change", ("none" if int(value) == 0 else "done")   # "moved": 12, "deleted": 0
        if role in ("target", "action", "expected", "actual", "done_count") or not value:
            continue   # what it is about, and the label of what was asked: no report
        cls = value_class(value) if role in ("result", "change") else None   # a reason is read as written
        if role == "change" and cls not in ("no_change", "not_done"):
            cls = None if cls is None else "done"
        text = _PHRASE[cls] if cls else re.sub(r"(?<=[a-z])_(?=[a-z])", " ", value)
        if role == "reason" and out and out[-1][0].endswith(_PHRASE["failed"]) and _NOT_FOUND_REASON.search(text):
            out[-1] = (out[-1][0][:-len(_PHRASE["failed"])] + _PHRASE["not_done"], "result")   # failed as not there: no inability
        if role == "reason" and out and out[-1][1] == "result":
            out[-1] = (f"{out[-1][0]} — {text}", "reason")   # "not done — the app crashed": why, in one sentence
        else:
            out.append((f"{prefix}{text}", role))
    if not out:
        return f"{target}." if target else ""
    return "\n".join(line + ("" if re.search(r"[.。!！?？]$", line) else ".") for line, _ in out)


def _json_record(obj: str) -> str | None:
    pairs = [(_role(_key(k)), _value_text(v)) for k, v, _ in _JSON_PAIR.findall(obj)]
    if not pairs or not any(role for role, _ in pairs) or any(role is None for role, _ in pairs):
        return None
    return _report(pairs)


def rewrite(text: str) -> str:
    """``text`` with each result record replaced by the report lines it makes (see the module
    docstring); text without records is returned unchanged.

    >>> rewrite('{"entity": "Bluetooth", "result": "unchanged", "reason": "already enabled"}')
    'Bluetooth: no change — already enabled.'
    >>> print(rewrite("操作：删除\\n对象：出租车\\n结果：成功"))
    出租车: done.
    >>> rewrite("Bluetooth: ON (unchanged)")
    'Bluetooth: ON (unchanged)'
    """
    if "{" in text:
        def record(m: re.Match) -> str:
            report = _json_record(m.group())
            return m.group() if report is None else f"\n{report}\n"
        replaced = _JSON_OBJECT.sub(record, text)
        if replaced != text:   # without what held the records together ("[", ",", "]")
            text = "\n".join(line for line in replaced.split("\n") if not re.fullmatch(r"[\s\[\],]*", line))
    if ":" not in text and "：" not in text:
        return text
    lines = text.split("\n")
    out: list[str] = []
    k, fenced = 0, False
    while k < len(lines):
        if _FENCE.match(lines[k]):
            fenced = not fenced
            out.append("")
            k += 1
            continue
        run = []
        while k + len(run) < len(lines):
            m = _LINE_FIELD.match(lines[k + len(run)])
            role = _role(_key(m.group(1))) if m else None
            if not role:
                break
            run.append((role, m.group(2)))
        if len(run) >= 2 or (run and fenced):
            out.append(_report(run))
            k += len(run)
        else:
            out.append(lines[k])
            k += 1
    return "\n".join(out)
