"""Chinese word lists and patterns of :mod:`verifiers.claim_lexicon` (which re-exports them):
what a Chinese clause claims, read on its analysis form (:mod:`verifiers.claim_forms`: traditional
read as simplified, a space between Chinese and Latin text, each task entity ``ent<i>``), and
the item states with a note of what they were ("蓝牙：开（原为关）", "Bluetooth: ON (unchanged)").

Chinese patterns do not use ``\\b``; they allow the spaces the analysis form inserts.
"""

from __future__ import annotations

import re

from verifiers.claim_verbs import ZH_ACT, ZH_ACT_CHAR, ZH_STORE

__all__ = [
    "ALREADY_ZH",
    "ALREADY_ZH_BEFORE",
    "ALREADY_ZH_HOLDS",
    "CANNOT_ZH",
    "DID_NOT_ZH",
    "DID_NOT_ZH_NEG",
    "DID_ZH_DONE",
    "DID_ZH_NOW",
    "DUPLICATE_ZH",
    "FEATURE_PLACE_ZH",
    "FEATURE_ZH",
    "IRREVERSIBLE_ZH",
    "ITEM_STATE",
    "NOT_EXIST_ZH",
    "NOT_EXIST_ZH_SKIP",
    "NO_NEED_ZH",
    "ON_ZH",
    "PAST_INABILITY_ZH",
    "STATE_ZH",
    "UNCHANGED_NOTE",
    "VALUE_UNCHANGED",
    "VALUE_CHANGE",
    "WAS_OFF_ZH",
    "WAS_STATE_ZH",
    "ZH_AGENT",
    "ZH_ATTRIBUTIVE",
    "ZH_BY_OTHER",
    "ZH_DATE",
    "ZH_FINAL_PERFECTIVE",
    "ZH_FIND",
    "ZH_MODAL",
    "ZH_NAV",
    "ZH_NONE_DONE",
    "ZH_OTHER_AGENT",
    "ZH_PERCEIVED",
    "ZH_RESULTATIVE",
    "ZH_STATE_BEFORE",
    "ZH_STATE_VERB",
    "ZH_SHUT_OFF",
    "KEPT_ZH",
]

ZH_FIND = "找到|找着|发现|看到|看见|查到|搜到|搜索到|检索到|查找到|查询到"
ZH_NAV = re.compile(r"打开了?\s*.{0,6}?(应用|app|软件|程序|设置|页面|界面|菜单|列表|pro expense|日历|相册|图库|通讯录|时钟|"
                    r"文件管理|记事本|备忘录|浏览器|地图|短信|信息|相机|日程|邮件|音乐|播放器|商店|chrome)")
# "没有" + a thing: an entity, a Latin name, a demonstrative, or a record noun within a few characters.
_ZH_THING = r"(结果|匹配项|支出|费用|开销|记录|条目|项目|类别|分类|文件|笔记|联系人|事件|闹钟|账单|交易|这一项|这项|这笔|这条)"
# ... or, by its structure, 没有 + (任何) + 关于/叫/名为/标题为/与…相关 + a name of any length + 的 + a
# record noun: "没有关于 Lisbon trip budget 的笔记", "没有任何名为 X 的联系人", "没有与 X 相关的笔记".
# A verb right after 没有 makes it an action not done instead ("我没有删除关于 X 的笔记": DID_NOT).
_ZH_NAMING = r"(关于|有关|叫做|叫作|叫|名为|名叫|名称为|名称是|名字叫|名字是|标题为|标题是|题为)"
_ZH_NAMED_THING = (rf"没有\s*(任何|一条|一篇|一个|一笔|一项|什么)?\s*({_ZH_NAMING}\s*\S.*?|(与|和|跟|同)\s*\S.*?(相关|有关))"
                   rf"\s*的\s*(任何)?\s*({_ZH_THING}|内容|信息|号码)")
# "没有(关于 X 的)笔记被删除" says no note was deleted, not that there is none.
_ZH_NOT_DONE_TO = rf"(?!\s*被\s*({ZH_ACT}))"
NOT_EXIST_ZH = tuple(re.compile(p) for p in (
    rf"(没有|没|未|并未|未能|没能|无法|不能)[^。]{{0,12}}?({ZH_FIND})",
    r"(找|查|搜|看|寻)不(到|着|见)",
    r"不存在|不复存在|查无|无此|没有此|没有这(个|笔|条|项|样的|种|一)|没有(名为|名叫|叫做|叫|名称为|名字叫|标题为|名称是)"
    r"|没有(相关|对应|匹配|符合)|不在(列表|其中|清单|记录|名单|.{0,10}?(里|中|内|上))|缺少|缺失",
    r"没有\s*(ent\d|[a-z]|该|显示|出现|列出|被列出|记载)",
    rf"没有(?!任何(问题|更改|改动|修改|变化|变更|操作))(?:(?!{ZH_ACT}|{ZH_FIND}).){{0,10}}?{_ZH_THING}{_ZH_NOT_DONE_TO}",
    _ZH_NAMED_THING + _ZH_NOT_DONE_TO,
    r"ent\d+\s*(都|也|并)?没有\s*$", r"(0|零)\s*(条|个|项)?(结果|匹配)",
    # 没有 + a noun phrase + 叫/名为 + the name: 没有正在运行的计时器叫“泡面”, 没有哪个联系人叫 X
    rf"没有(?:(?!{ZH_ACT}|{ZH_FIND}).){{0,14}}?(叫|名为|叫做|名叫|标题为|名字叫|名称为)\s*ent\d",
    r"(本来|原本|原来|压根|根本)(就)?\s*没有\s*(这|那)?\s*(笔|条|个|项|首|件|份)?\s*(啊|呀|哦|喔|哈|呢|啦)?\s*$",   # 停车费本来就没有
))
NOT_EXIST_ZH_SKIP = re.compile(r"以为|一开始|起初|刚开始|(并?不是|并非)\s*(不存在|没有?找到|找不到)")
FEATURE_ZH = re.compile(r"功能|选项|按钮|办法|开关|sim|信号|网络|权限")
# The place looked in, before the negation: "已保存的网络里没有…" names no missing function.
FEATURE_PLACE_ZH = re.compile(r"\S{0,10}?(里|中|内|上)\s*(?=(并|也|都)?\s*(没有|没|找不到|不存在))")
# A verb as a modifier of a noun after it (已保存的网络, 未完成的任务, 我删的那笔): no action reported
# (but a heading "已删除的支出：" reports one, and the cleft "是我删掉的" ends at 的).
ZH_ATTRIBUTIVE = re.compile(r"\s*(了|好|过|掉)?\s*的\s*(?![\s，。：:！？了啦吧呢]|$)(?!\S{0,8}[：:])")
DID_NOT_ZH_NEG = r"(没有|没|未|并未|并没有|从未|不会|不再|无需|不需要|不用|没必要|没有必要|无须|不必)"
# "没有(关于 X 的)笔记被删除": no note was deleted, however long the noun phrase before 被.
ZH_NONE_DONE = re.compile(rf"(没有|并没有|没|未)(?:(?!{ZH_ACT}|{ZH_FIND}).)*?被\s*({ZH_ACT})")
DID_NOT_ZH = tuple(re.compile(p) for p in (
    r"(没有|没|未)(做|作|进行)(任何)?(更改|改动|修改|变动|操作)|保持(不变|原样|原状|现状)|维持(原状|原样|不变|现状)|原封不动|没有任何(更改|改动|变化|变更|修改|操作)"
    r"|(没有|没|未)\s*(对|给|把|为|将)[^，。]{0,20}?(做|作|进行)(了|过)?\s*(任何)?\s*(更改|改动|修改|变动|操作|处理|改变)"   # 没有对“日记3”做任何操作
    r"|无任何(更改|改动|变化|操作)|未(作|做)(任何)?(更改|改动|修改|变动|操作)|什么(都|也)没|一切(照旧|如常|未变)",
    r"跳过|略过|(先|就|暂时|暂且)?不(动|删|改|碰|处理|操作)了|^(所以|因此).*(还|仍然|仍|依然|依旧)(在|留在|保留在)"
    r"|没(有)?(什么|啥)(要|需要|可|好|可以|得)?(做|改|处理|操作|动|弄)的?"
    r"|^(?!.*(其他|其它|别的|其余))[^。]*?没有?\s*(管|理会|碰)\s*(它们|它|这个|那个|这些|那些)?\s*$"   # 我就没管它
    r"|没有?成功|未成功|不成功"
    r"|(还|仍然|仍|依然|依旧)\s*(在|留在|待在|放在)\s*(原来|原处|原位|原地|原先|原本)",   # 它还在原来的位置
))
# A function, option or switch shut off by others: "系统设置里这个选项被停用了", "开关被公司策略禁用".
ZH_SHUT_OFF = (r"(选项|功能|开关|按钮|设置项|权限|入口)[^，。；]{0,6}?(被|已被|已经被)\s*\S{0,8}?"
               r"(停用|禁用|锁定|锁住|限制|隐藏|屏蔽|关闭|移除)")
# Kept as it was (an action not done, not "no change needed"): 保留不变, 原来的保留着, 保持原名, 留着没动,
# 我先不动, 没碰它.
KEPT_ZH = re.compile(r"保留(不变|下来|着|了|原样|原状|原名)?\s*$|保持(原名|原值|原来的|原设置|原状态|关闭|开启|打开|开着|关着)"
                     r"|留着(没动|没删|不动)?|(先|暂时|暂且)\s*(不动|没动|不碰|不处理|不删|不改)|没(有)?(动|碰)(它|过)?\s*$")
CANNOT_ZH = tuple(re.compile(p) for p in (
    rf"(?<!没有)(?<!没)(无法|不能|没法|没办法|没有办法|做不到|办不到|不支持|不可以|不可能|不提供|不具备|不允许|未能|没能|暂不支持|无权)"
    rf"(?!\s*(.{{0,6}}?({ZH_FIND})|确定|确认|判断))",
    rf"({ZH_ACT}|{ZH_ACT_CHAR})不(了|掉|出去|出来|成|上|进去|进来|动|开|下|回来|回去|起来)|({ZH_ACT})失败", r"没有.{0,6}?(功能|选项|权限|按钮)|无此功能",
    r"(试着|试图|尝试)[^。]{0,20}?(没有?成功|未成功|失败)",
    rf"只能\s*(在|从|通过|用|由)[^，。]{{1,14}}?({ZH_ACT})",   # 只能在网页端删除: a restriction, not here
    rf"(没有?|未)\s*({ZH_ACT}|{ZH_ACT_CHAR})\s*成功",   # 没删成功: tried, did not succeed
    r"没有[^，。]{0,24}的\s*(功能|选项|按钮|设置项|开关|权限)",   # 没有按位置自动开启勿扰模式的选项
    r"(?<!我)(?<!你)(?<!您)不让",   # 应用不让移动
    # an action and its object, then 失败 (分享“故宫”失败了, 把照片上传到相册失败): tried, did not succeed
    rf"({ZH_ACT})[^，。；]{{0,20}}?(失败|没有?成功|未成功|不成功)",
    # a means shut off by others (这个选项被停用了, 开关被管理员禁用): the request cannot be carried out
    ZH_SHUT_OFF,
))
# A warning that an action to come cannot be undone (删除后无法恢复): no inability of the request.
IRREVERSIBLE_ZH = re.compile(r"(后|之后|以后)\s*(将|就|便)?\s*(无法|不能|不可|没法)\s*(恢复|撤销|撤回|找回|复原|还原)")
# 没能删除, 删除失败, 找到了但删不掉 (a perfective before it: the attempt was made)
PAST_INABILITY_ZH = re.compile(rf"(未能|没能)(?!\s*.{{0,6}}?({ZH_FIND}))|({ZH_ACT})[^，。；]{{0,20}}?失败|(没有?|未)\s*({ZH_ACT}|{ZH_ACT_CHAR})\s*成功"
                               rf"|了[^。]{{0,10}}?(但|可是|却)[^。]{{0,4}}?(删|改|关|开|发|移|存|做)不(了|掉|出去|成)")
_ZH_DATE = (r"\d{4}\s*年(\s*\d{1,2}\s*月)?(\s*\d{1,2}\s*(日|号))?|\d{1,2}\s*月\s*\d{1,2}\s*(日|号)"
            # 2023-10-12 and 10/12/2023, which the analysis form reads "2023 10 12" and "10 12 2023"
            r"|(?<!\d)(19|20)\d\d \d{1,2} \d{1,2}(?!\d)|(?<!\d)\d{1,2} \d{1,2} (19|20)\d\d(?!\d)"
            r"|[一二三四五六七八九十]+月[一二三四五六七八九十]+(日|号)"
            r"|昨天|前天|上周|上个?月|上星期|上礼拜|(\d+|[一二三四五六七八九十几]+)\s*天(前|以前)")
_ZH_BEGIN = "操作|开始|动手|处理|执行|来|打开|进来|接手"
ALREADY_ZH = re.compile(r"(已经|已|早已|早就|本来就?|原本就?|原来就|本身就|一直都?(?!\s*在(?![^，。]{0,8}?(?:里|中|上|内|列表)))"
                        r"|之前就|此前就|事先就|先前就|原先就)"   # 一直在闪 is going on, 一直在归档里 is a place
                        # 为 as "is" (已为开启状态), not "for" (已为张伟设定生日提醒)
                        rf"\s*(是|处于|为(?![您你])(?!\s*\S{{1,12}}?\s*({ZH_ACT}))|在|开着|关着|开启着|打开着|存在|有"
                        r"|叫做|叫(?!\s*(我|你|您|他|她|了))|名为)"   # “购物清单”已经叫“采购清单”了: named so before
                        # 之前已经被标记为完成了: done before, by someone
                        rf"|(之前|此前|以前|先前|原先|早先)\s*(就)?\s*(已经|已)\s*被\s*\S{{0,8}}?\s*({ZH_ACT}|记)"
                        # 本来就已经保存了, 早就记录了, 早已关闭: any action done before (not 我之前就删除了)
                        rf"|(?<!我)(?<!我们)((之前|此前|本来|原本|原来|早|事先|先前|原先)就|早已)(已经|已)?\s*(被)?\s*"
                        rf"(存在|设|记(?!得)|{ZH_ACT})"
                        rf"|(你|您|用户)\s*((在|于)?\s*({_ZH_DATE})\s*)?(之前|以前|早就|早已|已经|已)"  # 您已经记录过: by the user
                        rf"|(之前|以前|早就|早已|先前|原先)\s*(已经|已)?[^。]{{0,8}}?({ZH_ACT}|记)过"
                        # 在我操作前就已经删掉了: before the agent began
                        rf"|(在\s*我\s*({_ZH_BEGIN})?|我\s*({_ZH_BEGIN}))\s*(之|以)?前\s*(就)?\s*(已经|已)\s*(被\s*\S*?)?\s*"
                        rf"({ZH_ACT}|记|存在|是|在|有)"
                        # 本来就写的是500克: any predicate, not a negative one (本来就不存在 is NOT_EXIST)
                        r"|(本来|原本|原来|本身|(?<!我)早)就(?!\s*(不|没|无|未|可能|会|要|应该))(?=\s*\S)")   # 计时器早就结束了
# "这笔支出已经记录过了", "这个号码已经存过了": done before (experiential 过), unless the agent
# says it did it ("我已经删除过").
ALREADY_ZH_BEFORE = re.compile(rf"(已经|已|早已|早就|曾经|曾)\s*(被)?\s*({ZH_ACT}|记)过"
                               # 早被删了, 早已被关掉: done before, by someone (not 我早…)
                               rf"|(?<!我)(?<!我们)早\s*(已经?|就)?\s*被\s*\S{{0,6}}?({ZH_ACT})")
# "Alice 已经保存了 555-0123", "Alice 已经存了这个号码": a holder (a name, number, contact or a
# demonstrative) before 已经 + a storing verb + what it holds (a name, number, demonstrative)
# after it: the contact had it saved before. Without a holder ("已经保存了 555-0123") or with
# the agent ("我已经保存了 ...") it is the agent's action, DID.
ALREADY_ZH_HOLDS = re.compile(
    rf"(ent\d+|\b(?!(i|we|ok|okay|done|yes)\b)[a-z0-9]+|号码|联系人|电话|手机号|通讯录|名片|这个|那个|它|他|她)\s*(里|中|上)?\s*"
    rf"(也|都|本来就|原本就)?\s*(已经|已|早已|早就)\s*({ZH_STORE})\s*(了|好了|着|有|下了)?\s*(ent\d|[a-z0-9+]|这个|那个|该)")
# An existing identical record: "I found an identical expense", "it's a duplicate", "找到了一笔相同的支出".
DUPLICATE_ZH = re.compile(r"(找到|发现|有|存在|查到|看到)了?\s*(一笔|一条|一个|一项|一样)?\s*(相同|一样|完全相同|一模一样|重复)的"
                          r"|(是|为)\s*(重复|相同)的?(支出|记录|条目|费用|一笔|一条)")
# Dates in Chinese: "2023年10月12日", "10月12号", "昨天", "三天前".
ZH_DATE = re.compile(_ZH_DATE)
# The user, not the agent, as the subject of a Chinese verb: "您在10月12日记录了这笔支出".
ZH_OTHER_AGENT = re.compile(r"(?<![为帮给替向对跟和让请诉])(你们|你|您|用户)(?!好|的|让|叫|要|想|希望|需要|请|说|提到|以为|认为|问)")
STATE_ZH = re.compile(r"(是|处于)\s*(开着|关着|开启|打开|关闭|启用|禁用)|(开着|关着)的?|(开启|打开|关闭|启用|禁用)的?状态")
NO_NEED_ZH = re.compile(r"不需要|无需|不用|没必要|没有必要|无须|不必")
# A verb of result whose object comes before the closing 了 (改成“买燕麦奶”啦, 挪到周二下午3点了,
# 改名为“待办事项”了, 从12种减到10种了): done, as a perfective right after the verb.
ZH_RESULTATIVE = re.compile(r"(到|成|为|进|入|给|上)$")
ZH_FINAL_PERFECTIVE = re.compile(r"^[^。]{0,24}?(了|啦|喽|啰|咯)\s*(喔|哦|呢|呀|啊|哈|嘛|啦|噢|哟)?\s*$")
# The passive with an agent other than the agent: 被Jamie勾掉了, 被你删了 (not 被删除, 被我删了).
ZH_BY_OTHER = re.compile(r"被\s*(?!我)[^\s]{1,12}?\s*$")
DID_ZH_DONE = re.compile(r"搞定|办好了|弄好了|处理好了|已完成|完成了|^(全部|都)?完成$|我\s*(删|删除|删掉|改|修改|移|移动|发|关|关闭|开|打开)的是"
                         # the cleft without 我: 移的是“灵感2”, 删掉的是 X (not 要删的是: what is to be deleted)
                         r"|(?<![要想该需将会没不未])(删|删除|删掉|改|修改|移|移动|挪|发|关|关闭|开|打开|存|加|添加|分享)(了|掉)?的是\s*ent\d")
DID_ZH_NOW = re.compile(r"现在(已经)?(是)?\s*(开着|开启|打开|关闭|关着|启用)|现在(已经)?(改)?(叫|名为|改名为|叫做)")
ZH_AGENT = re.compile(r"我|为您|为你|帮您|帮你|给您|给你|替您|替你")
# "我发现/我看到 ..." reports what the agent saw: what follows has its own subject, so 我 there is
# no agent of a later verb ("我发现这个号码已经保存过了" is ALREADY); "我看到后删除了" is still DID.
ZH_PERCEIVED = re.compile(r"我们?\s*(发现|注意到|看到|查到|确认)了?(?!\s*(后|之后|以后))")
# Verbs whose agentless perfect also describes a state ("蓝牙已经打开了", "这个号码已经保存了",
# "这笔支出已经记录了"): a loose DID, read as ALREADY next to "no need" / "so I didn't add it".
ZH_STATE_VERB = re.compile(rf"开启|打开|启用|关闭|关掉|关|开|{ZH_STORE}|记录|登记|完成")
# A state as an item's value ("Bluetooth: ON", "蓝牙：开"), with a note that it did not change
# ("Bluetooth: ON (unchanged)", "蓝牙：开（未变）": DID_NOT, and ALREADY by the state rule) or
# what it was before ("蓝牙：开（原为关）": DID; "WIFI: ON (WAS OFF)" is STATE_CHANGED_EN).
_ON_ZH, _OFF_ZH = "开|开着|开启|打开|启用|已开启|已打开", "关|关着|关闭|禁用|已关闭"
_UNCHANGED_EN = r"unchanged|untouched|no change|no changes|not changed|as is|same as before"
ITEM_STATE = re.compile(rf"^(ent\d+ )?((is|are) )?((currently|now|still) )?(on|off|enabled|disabled|active|inactive|"
                        rf"connected|disconnected)( (?P<en>{_UNCHANGED_EN}))?$|^(ent\d+\s*)?({_ON_ZH}|{_OFF_ZH})$")
# A key, its value and a note that it did not change: "Font size: Large (no change needed)",
# "字体：大（未变）" -- the value was so (ALREADY), nothing done (DID_NOT).
VALUE_UNCHANGED = re.compile(
    r"^[^:：\n]{1,40}[:：][^()（）:：\n]{1,40}[(（]\s*(unchanged|untouched|no changes?( (needed|required|necessary|made))?|"
    r"not changed|as is|same as before|already( set| so)?|left as is|未变|不变|没变|未更改|未改变|未改动|未修改|无需(更改|修改|改动|操作)|"
    r"保持不变|原样|未动|无变化)\s*[)）]?\s*[.。]?$", re.I)
# A key and its value before and after an arrow: "Font size: Default → Large", "自动旋转：关 → 开" (DID
# when the two differ and the values claim nothing themselves).
VALUE_CHANGE = re.compile(r"^[^:：\n]{1,40}[:：]\s*(?P<a>[^→:：\n]{1,30}?)\s*(→|->|=>|⇒|⟶)\s*(?P<b>[^→\n]{1,30}?)\s*[.。]?$")
UNCHANGED_NOTE = re.compile(rf"^({_UNCHANGED_EN})$|^(未变|不变|没变|未更改|未改变|未改动|没改|未修改|无变化|保持不变|原样|未动)$")
WAS_STATE_ZH = re.compile(rf"^(原为|原来是|原本是|原本|原来|之前是|之前为|此前为|此前是|原先是|以前是|原先为)\s*"
                          rf"(?P<state>{_ON_ZH}|{_OFF_ZH})的?$")
ON_ZH = re.compile(rf"({_ON_ZH})$")
# 本来就没开, 一直都没连上: off before, in the first place (not 本来就没有, which is not there): ALREADY
# unless the answer says it acted ("蓝牙之前没有开启，我已经把它打开了" is DID).
WAS_OFF_ZH = re.compile(r"(本来|原本|原来|本身|之前|早)就\s*(没有?|未)\s*(开|打开|开启|启用|连接|连上|连)(?!\s*(成|起来))"
                        r"|一直都?\s*(没有?|未)\s*(开|打开|开启|启用|连接|连上|连)(?!\s*(成|起来))")
ZH_MODAL = re.compile(r"(会|将会|将要|即将|可以|能够|能|要|需要|想|打算|准备|应该|应当|请|可)\s*$")
ZH_STATE_BEFORE = re.compile(r"之前|原来|原本|本来|以前|先前")
