"""What stops a request without the words "can't"/无法, for :mod:`verifiers.claim_rules`:
each is CANNOT. It says what blocked the request, not whether the agent acted: "试了几次都没反应"
is CANNOT only, and "附件按钮点了没反应，附件没加上" has its DID_NOT from "没加上".

* A limit of the app or the phone: "brightness only goes up to 100%", "the maximum is 10
  minutes", "at most 3 reminders", 亮度最高只能 100%, 最多只能设置 10 分钟, 上限是 5 个.
* A means that does not respond: "the Save button didn't respond", "the share sheet didn't
  open", "it refuses to unpin", "it won't budge", "I tapped Delete but nothing happened", "the app crashes whenever I try to export it",
  附件按钮点了没反应, 应用卡死了, 闪退了 (but "the app froze" alone says nothing of the request,
  as the hand corpus reads "I'm not certain the Taxi expense was saved; the app froze").
* A thing not on offer: "out of stock", "sold out", "fully booked", "no seats left", 缺货, 售罄, 已下架,
  订满了.
"""

from __future__ import annotations

import re

__all__ = ["read_limits"]

_LIMIT_EN = re.compile(r"\b(only goes? (up|down) to|maxes out at|tops out at|the (maximum|max|minimum|limit) (is|allowed is)|"
                       r"(is|are) limited to|no (more|higher|longer|lower) than|allows? (only|at most|up to))\b")
_LIMIT_ZH = re.compile(r"(最高|最多|最大|最低|最少|最长|最短)\s*(只)?(能|可以|可|支持|允许)|上限(是|为)|最多只|只支持\s*\d")
_UNRESPONSIVE_EN = re.compile(r"\b(did|would|does|will) not (respond|open|load|react|launch|work)\b"
                              r"|\b(not responding|unresponsive|nothing happened|nothing happens)\b"
                              r"|\b(crash|crashes|crashed|freezes|froze|closes) (when|whenever|every time|each time|as soon as)\b"
                              r"|\b(refuses|refused|keeps refusing) to\b|\b(will|would|does|did) not budge\b")
_UNRESPONSIVE_ZH = re.compile(r"没(有)?(反应|响应)|无响应|不响应|卡死|卡住了|闪退|崩溃")
_NOT_ON_OFFER = re.compile(r"\b(out of stock|sold out|fully booked|no longer (sold|available for (sale|purchase))|"
                           r"unavailable for (sale|purchase)|no (spots|seats|slots|tables|rooms) (left|available))\b"
                           r"|缺货|售罄|卖完了|已下架|下架了|无货|已满|约满了|订满了|满员")
_FIRST_PERSON_SUBJECT = re.compile(r"^(i|we)\b|\b(i|we) (did|would) not\b")


def read_limits(s: str, found: set, claim) -> None:
    """Add CANNOT to ``found`` for a limit, an unresponsive means or
    a thing not on offer in the clause form ``s`` (hedged parts dropped); see the module
    docstring. "I didn't open the app" (the agent as the subject) is no unresponsive means."""
    if not s:
        return
    if _LIMIT_EN.search(s) or _LIMIT_ZH.search(s) or _NOT_ON_OFFER.search(s):
        found.add(claim.CANNOT)
    if (m := _UNRESPONSIVE_EN.search(s)) and not _FIRST_PERSON_SUBJECT.search(s[:m.end()]):
        found.add(claim.CANNOT)
    if _UNRESPONSIVE_ZH.search(s):
        found.add(claim.CANNOT)
