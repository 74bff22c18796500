"""The action verbs that :mod:`verifiers.claims` reads as "the agent did / did not do it", in
English and Chinese, organised by the kind of operation a phone app offers.

A report names the operation of its app: an alarm is *turned off* or *deleted*, a song
*added to a playlist*, an event *cancelled* or *moved to 4 PM*, a task *completed* or
*marked done*, a contact *messaged*; in Chinese 加到…歌单, 改到下午4点, 勾掉, 挪到周二, 传讯息给.
The claim rules do not care which operation it is, only whether it was done, not done,
could not be done or was done before; so every verb of every kind is one action word to
them. The lists are by kind so that a kind's missing verb is easy to see:

==================  ========================================  ===================================
kind                English                                   Chinese
==================  ========================================  ===================================
create / add        add, create, make, insert, enter, save,   添加, 新增, 创建, 新建, 建, 加到/加入/加上,
                    record, log, store, import, append,       录入, 输入, 填写, 记录, 记, 存, 追加,
                    attach, fill, register                    保存, 导入, 登记
delete / remove     delete, remove, erase, wipe, clear,       删除, 删掉, 删, 移除, 去掉, 清除, 清空,
                    trash, discard, purge, uninstall,         清掉, 丢掉, 卸载, 撤销
                    dismiss
edit / rename /     rename, change, edit, modify, update,     修改, 更改, 改成/改为/改到, 改, 重命名,
move                adjust, move, replace, restore, reset,    调整, 调到/调成, 换成, 替换, 移动, 移到,
                    set, reorder, sort, swap, fix, trim,      挪到, 搬到, 转移, 归档, 设置, 设为/设好,
                    reduce, increase, archive, pin, copy,     更新, 编辑, 排序, 置顶, 合并, 减到, 恢复,
                    assign, convert, merge, shift, tweak,     还原, 重置, 标记, 标为/标成
                    shuffle
complete / mark     complete, finish, mark, tick, untick,     完成, 勾掉, 勾选, 勾上, 打勾, 划掉,
done                uncheck, reopen, resolve, favourite,      收藏, 标星
                    star, tag, bookmark, check off
enable / disable    turn, switch, toggle, enable, disable,    打开, 开启, 开了/开好, 启用, 关闭, 关掉,
                    activate, deactivate, mute, unmute,       禁用, 停用, 静音, 连接, 配对, 断开, 切换,
                    snooze, connect, disconnect, pair, flip,  停掉/停止/暂停, 屏蔽, 拉黑
                    stop, pause, block, unblock
send / share        send, share, message, text, email,        发送, 发给, 发, 传给/传讯息, 转发, 分享,
                    forward, reply, notify, invite, upload,   回复, 通知, 邀请, 上传, 下载, 导出
                    download, export, submit, transfer
schedule / cancel   schedule, reschedule, cancel, book,       安排, 预约, 预订, 订好, 改期, 推迟, 延后,
                    postpone, accept, decline                 提前, 取消
file / archive      extract, unzip, zip, compress,            解压, 解压缩, 压缩, 解包, 打包, 打印,
                    decompress, unpack, recover, crop,        裁剪, 录 (录过了, not 录音, 通讯录)
                    resize, print, empty, rearrange
start / follow      start, restart, resume, subscribe,        启动, 重启, 已开始, 开始计时, 订阅, 退订,
                    unsubscribe, unfollow, approve,           关注, 取关
                    reject
(any)               do, apply, pay, install, touch            操作, 处理, 执行, 动, 碰
==================  ========================================  ===================================

"started" without an object after "before/after/when I" is a time, no action ("it was on before
I started"); an action word before "option"/"button"/... is a noun ("no extract option"). Left
out: "rotate"/旋转 (the screen rotates by itself: a noise event), "follow" ("followed by").

Left out on purpose, because they more often describe than act: "called", "named",
"labeled", "titled" (the record's name: "an alarm labeled Medication"), "filed", "locked",
"synced", "hidden", "checked" (looked at), "written", "included"; 记 in 笔记,
记得; 加 in 增加, 参加, 加密; 建 in 建议, 建筑; 设 in 设备; 传 in 传说; 开 in 开始, 开心, 开着 (a
state, read by the state rules).

"stop"/"pause" before an -ing word ("the app stopped responding") or without an object
("I stopped before sending it") is no action (:mod:`verifiers.claim_rules`). A verb that acts
only with its particle is read with it: "checked off" (not "checked", looked at), "crossed
off" (``PHRASAL``).

A single-character Chinese verb counts only where it is no part of another word: 加 but not
参加, 增加, 加班, 加密; 记 but not 笔记, 记得, 记住; 开 only with 了/啦/好/上 (开心, 开始, a state
开着 are no actions).
"""

from __future__ import annotations

# English: "base past ing s" per verb; several verbs per line, separated by "|". The past
# form (past tense and participle) reads as an action done, the others as its base.
_EN_BY_KIND = {
    "create/add": """
add added adding adds|create created creating creates|make made making makes
insert inserted inserting inserts|enter entered entering enters|save saved saving saves
record recorded recording records|log logged logging logs|store stored storing stores
import imported importing imports|append appended appending appends|attach attached attaching attaches
fill filled filling fills|register registered registering registers|put put putting puts
""",
    "delete/remove": """
delete deleted deleting deletes|remove removed removing removes|erase erased erasing erases
wipe wiped wiping wipes|clear cleared clearing clears|trash trashed trashing trashes
discard discarded discarding discards|purge purged purging purges|uninstall uninstalled uninstalling uninstalls
dismiss dismissed dismissing dismisses
""",
    "edit/rename/move": """
rename renamed renaming renames|change changed changing changes|edit edited editing edits
modify modified modifying modifies|update updated updating updates|adjust adjusted adjusting adjusts
move moved moving moves|replace replaced replacing replaces|restore restored restoring restores
reset reset resetting resets|set set setting sets|reorder reordered reordering reorders
sort sorted sorting sorts|swap swapped swapping swaps|fix fixed fixing fixes|trim trimmed trimming trims
reduce reduced reducing reduces|increase increased increasing increases|decrease decreased decreasing decreases
lower lowered lowering lowers|raise raised raising raises|archive archived archiving archives
unarchive unarchived unarchiving unarchives|pin pinned pinning pins|unpin unpinned unpinning unpins
copy copied copying copies|assign assigned assigning assigns|convert converted converting converts
merge merged merging merges|shift shifted shifting shifts|tweak tweaked tweaking tweaks
shuffle shuffled shuffling shuffles
apply applied applying applies
extract extracted extracting extracts|unzip unzipped unzipping unzips|zip zipped zipping zips
compress compressed compressing compresses|decompress decompressed decompressing decompresses
unpack unpacked unpacking unpacks|recover recovered recovering recovers|rearrange rearranged rearranging rearranges
crop cropped cropping crops|resize resized resizing resizes
print printed printing prints|empty emptied emptying empties
""",
    "complete/mark done": """
complete completed completing completes|finish finished finishing finishes|mark marked marking marks
tick ticked ticking ticks|untick unticked unticking unticks|uncheck unchecked unchecking unchecks
reopen reopened reopening reopens|resolve resolved resolving resolves
favourite favourited favouriting favourites|favorite favorited favoriting favorites|star starred starring stars
tag tagged tagging tags|bookmark bookmarked bookmarking bookmarks
""",
    "enable/disable": """
turn turned turning turns|switch switched switching switches|toggle toggled toggling toggles
enable enabled enabling enables|disable disabled disabling disables|activate activated activating activates
deactivate deactivated deactivating deactivates|mute muted muting mutes|unmute unmuted unmuting unmutes
snooze snoozed snoozing snoozes|connect connected connecting connects
disconnect disconnected disconnecting disconnects|pair paired pairing pairs|unpair unpaired unpairing unpairs
flip flipped flipping flips|stop stopped stopping stops|pause paused pausing pauses
block blocked blocking blocks|unblock unblocked unblocking unblocks
start started starting starts|restart restarted restarting restarts|resume resumed resuming resumes
subscribe subscribed subscribing subscribes|unsubscribe unsubscribed unsubscribing unsubscribes
unfollow unfollowed unfollowing unfollows
""",
    "send/share": """
send sent sending sends|share shared sharing shares|message messaged messaging messages
text texted texting texts|email emailed emailing emails|forward forwarded forwarding forwards
reply replied replying replies|notify notified notifying notifies|invite invited inviting invites
upload uploaded uploading uploads|download downloaded downloading downloads|export exported exporting exports
submit submitted submitting submits|transfer transferred transferring transfers
""",
    "schedule/cancel": """
schedule scheduled scheduling schedules|reschedule rescheduled rescheduling reschedules
cancel cancelled cancelling cancels|cancel canceled canceling cancels|book booked booking books
postpone postponed postponing postpones|accept accepted accepting accepts|decline declined declining declines
approve approved approving approves|reject rejected rejecting rejects
""",
    "any": """
do did doing do|do done doing do|pay paid paying pays|install installed installing installs
touch touched touching touches
""",
}

#: word -> "past" (past tense / participle) or "base" (base, -s and -ing forms).
ACTION_FORMS: dict[str, str] = {}
#: word -> its kind of operation ("delete/remove", ...).
ACTION_KIND: dict[str, str] = {}
for _kind, _table in _EN_BY_KIND.items():
    for _row in _table.replace("\n", "|").split("|"):
        if _row.strip():
            _base, _past, _ing, _s = _row.split()
            for _w in (_base, _ing, _s):
                ACTION_FORMS.setdefault(_w, "base")
            ACTION_FORMS[_past] = "past"
            for _w in (_base, _past, _ing, _s):
                ACTION_KIND.setdefault(_w, _kind)

# Action words that are also nouns: read as nouns right after "no" or before "option",
# "button", ... ("no record of", "no delete option", "no message").
NOUNISH = {"toggle", "record", "records", "set", "sets", "mark", "marks", "turn", "turns", "switch", "move", "moves",
           "update", "updates", "export", "exports", "delete", "edit", "edits", "save", "archive", "touch",
           "do", "make", "entry", "install", "cancel", "reset", "add", "enter", "message", "messages", "text",
           "texts", "email", "emails", "reply", "replies", "copy", "copies", "fix", "pin", "log", "logs",
           "sort", "tick", "ticks", "forward", "store", "transfer", "download", "downloads", "upload", "uploads",
           "increase", "decrease", "shift", "switches", "import", "imports", "book", "books",
           # -ing forms that are nouns: "no Battery Saver setting", "no recording", "the booking"
           "setting", "settings", "recording", "recordings", "booking", "bookings", "start", "print", "prints",
           "empty", "zip"}

#: Verbs that act only with their particle ("checked off" is done, "checked" alone is looked
#: at), and an idiom read as the verb it means ("got rid of" -> "removed").
PHRASAL = {"checked off": "ticked off", "check off": "tick off", "checking off": "ticking off",
           "checks off": "ticks off", "crossed off": "ticked off", "crossed out": "ticked off",
           "cross off": "tick off", "got rid of": "removed", "get rid of": "remove", "gotten rid of": "removed",
           "getting rid of": "removing"}

# --- Chinese --------------------------------------------------------------------------------
# 存 is a verb ("我已经存了这个号码"), but not in 存在 (exists) or 存款 (savings).
ZH_STORE = "保存|存储|储存|存(?!在|款)"
_ZH_BY_KIND = {
    "create/add": ("添加|新增|创建|新建|建立|录入|输入|填写|填入|记录|登记|记账|导入|"
                   # 录 as a verb: 录过了, 录好了 (not 录音, 录像, 录取)
                   "(?<![记目收登抄讯纪语忘])录(?!音|像|取|制|用|屏)|"
                   # 加 as a verb: 加到/加入/加上/加了, not 参加, 增加, 加密, 加班
                   "(?<![参增附叠施外更])加(?!班|密|油|载|速|强|热|工|号|减|法|盟|拿大|州|坡|倍|重|深|宽|长|快|紧|剧|以|湿|价|薪|持|冕)|"
                   # 记 as a verb: 记上/记好/记了/记下, not 笔记, 记得, 日记
                   "(?<![笔日标登牢忘书胎印])记(?!得|住|忆|者|性|号|事|载|仇|恨|挂|不)|"
                   # 建 as a verb: 建了, 再建一个, not 建议, 建筑
                   "(?<![修重组创新])建(?!议|筑|材|设|立)|" + ZH_STORE),
    "delete/remove": "删除|删掉|删去|移除|去掉|去除|清除|清空|清掉|丢掉|丢弃|卸载|撤销|删",
    "file/archive": "解压缩|解压|压缩|解包|打包|打印|裁剪|裁切",
    "edit/rename/move": ("修改|更改|改动|变更|改为|改成|改到|改名|重命名|调整|调到|调成|调为|换成|换到|更换|替换|"
                         "移动|移到|移至|移入|挪到|挪至|挪|搬到|搬|转移|归档|设置|设为|设成|设定|设(?=\\s*(?:好|了|啦|上))|"
                         "更新(?!版)|编辑|排序|置顶|合并|减到|减为|减少到|增加到|恢复|还原|重置|标记为|标记|标为|标成|改"),
    # 完成 not as the state something is marked as (标为完成, 标记为已完成: the verb is 标)
    "complete/mark done": "(?<![为成作])完成|勾掉|勾选|勾上|打勾|打钩|划掉|收藏|标星",
    "enable/disable": ("打开|开启|启用|关闭|关掉|禁用|停用|静音|连接|连上|配对|断开|开通|切换|停掉|停止|暂停|屏蔽|拉黑|"
                       "(?<![打公离分展召展避拉])开(?=\\s*(?:了|啦|好|上))|"
                       # start: 计时器已开始, 开始计时了 (not 开始 as "at first": 一开始, 开始时)
                       "启动|重启|(?<=已)开始|(?<![一刚从])开始(?=\\s*(?:了|啦|计时|倒计时|运行|播放|录))|订阅|退订|取消订阅|关注|取关|"
                       # 关 but not 关于/相关/开关/关系 (about, related, a switch, a relation)
                       "(?<![相有无开机海过难攸])关(?!于|系|注|键|心|联|闭|掉|机|卡|门|头|口)"),
    "send/share": ("发送|发出|发给|转发|分享|回复|通知|邀请|上传|下载|导出|"
                   # 发 but not 发现 (found), 发生, ...; 传 but not 传说, 宣传
                   "(?<!出)发(?!现|生|布|票|表|热|展|觉|言|起|音|出去)|(?<![宣流遗相])传(?=\\s*(?:给|了|送|讯|消息|信息|到|啦))"),
    "schedule/cancel": "安排|预约|预订|预定|订(?=\\s*(?:了|好|上|啦))|改期|推迟|延后|延期|提前|取消",
    "any": "操作|处理|执行|动过|动|碰",
}
#: Any Chinese action verb (a regex alternation).
ZH_ACT = "|".join(_ZH_BY_KIND.values())
#: The verb characters before 不了/不掉 that make an inability: 删不掉, 设不了, 加不进去.
ZH_ACT_CHAR = ("关|开|删|改|发|移|存|做|办|弄|搞|设|加|建|记|挪|搬|勾|传|换|调|订|动|导|停|点|按|选|分享|上传|下载"
               # 打不开, 连不上, 登不上, 装不上, 启动不了, 放不进去, 解不开, 录不了, 退不出
               "|打|连|登|装|启动|拖|放|播|解|压|录|退|同步|打印|转")
#: After a Chinese verb: what makes it done (perfective, result, or a particle standing
#: for 了: 开啦, 删掉了喔, 记好咯).
ZH_PERFECTIVE = r"\s*(了|啦|喽|啰|咯|完毕|完成|成功|好了|好啦|好咯|好喽|掉了|掉啦|掉|下来|下了|过了|过|完了)"
