"""More intents over the social feed web app (``feed_kit``, ``webapps/feed.py``):

* ``FeedBookmarkFolder`` / ``FeedShareToFriend``, the confusable pair Save vs Share: a post
  (anchor, one of the newest) bookmarked into a folder (explicit; the form checks "All
  bookmarks") / shared to a friend (explicit; the form checks the first listed) with a
  message (explicit; default none; value-laden). Sharing where a bookmark was wanted fails
  the anchor, the reverse too (and both), and is the anchor's near miss.
* ``FeedBlockReport`` / ``FeedMuteStranger``, the confusable pair Block vs Mute: someone the
  user does not follow blocked (anchor) and reported (explicit; the box is unchecked) /
  muted (anchor) for a time (explicit; 24 hours checked). The other action (or both) fails
  the anchor and is its near miss.
* ``FeedPostStatus``: a new post with a text (anchor) for an audience (explicit; the form
  checks Everyone). Value-laden.
* ``FeedSearchBookmark`` (information retrieval): an older post, found by searching the
  feed for one of its words, bookmarked into a folder.
"""

from __future__ import annotations

import random
import re
from typing import Any, Mapping

from venus_tasks.ambiguity import feed_kit as fk
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.ambiguity.web_kit import SOCIAL_TOPICS, VISITS, close
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.webapps import feed

STATUSES = ("Back from a week of hiking, feeling great", "Looking for a good dentist nearby",
            "Our book club meets on Thursday this month", "Just adopted a kitten named Pepper",
            "Selling my old bike, message me if interested")


# ------------------------------------------------------------------ bookmarks
def _folder_req(p: Mapping[str, Any]) -> Requirement:
    return Requirement("folder", Kind.EXPLICIT, p["folder"], ("folder", "which folder", "收藏夹"),
                       phrase=f' in my "{p["folder"]}" folder', phrase_zh=f"，放进“{p['folder']}”收藏夹")


def _bookmarked(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "bookmark", "unbookmark", "post", p["post"])


def _in_folder(probe: Probe, p: Mapping[str, Any]) -> bool:
    got = [e.data["folder"] for e in fk.events(probe, "bookmark") if e.data["post"] == p["post"]]
    return _bookmarked(probe, p) and got[-1] == p["folder"]


def _bookmark_apply(twin: bool):
    """Bookmark the post (another one, without the anchor) into the folder of ``ids``;
    ``twin``: without the anchor, share the post instead (the confusable other action)."""
    def apply(env, p: Mapping[str, Any], ids) -> None:
        if ids and twin and "post" not in ids:
            fk.post(env, "share", post=p["post"], to=_friends(env, p)[0].handle, text="")
        elif ids:
            fk.post(env, "bookmark", post=p["post"] if "post" in ids else fk.other_post(env, p),
                    folder=p["folder"] if "folder" in ids else feed.FOLDERS[0])
    return apply


def _friends(env, p: Mapping[str, Any]) -> list[feed.User]:
    """Whom the share page offers, in its order (by name, the author left out)."""
    return sorted((u for u in fk.users(env) if u.handle != p["author"]), key=lambda u: u.name)


def _bookmark_spec(name: str, older: bool, template: str, zh: str, para: str, path, tags,
                   twin: bool = False) -> IntentSpec:
    def draw(rng: random.Random) -> dict[str, Any]:
        p = fk.draw(rng, older=older)
        words = sorted(re.findall(r"[A-Za-z]{5,}", p["text"]), key=lambda w: (-len(w), w))
        return dict(p, folder=rng.choice(feed.FOLDERS[1:]), keyword=words[0])

    return IntentSpec(
        name=name, app_names=("chrome",), draw=draw,
        intent=lambda p: Intent((fk.post_req(p), _folder_req(p)), topics=SOCIAL_TOPICS),
        checks={"post": (lambda probe, p: _bookmarked(probe, p) and not _shared(None)(probe, p)) if twin
                else _bookmarked, "folder": _in_folder}, defaults={"folder": feed.FOLDERS[0]},
        apply=_bookmark_apply(twin), setup=fk.SETUP, cleanup=close,
        hypernym="a post I want to keep", hypernym_zh="一条我想留着的帖子", incomplete_masks=("folder",),
        ui_path=path, template=template, template_zh=zh, template_paraphrase=para,
        may_change=VISITS, complexity=2.0, tags=tags)


BOOKMARK_FOLDER = _bookmark_spec(
    "FeedBookmarkFolder", False, "In the feed in Chrome, bookmark {post}{folder}.",
    "在 Chrome 的动态里，收藏{post}{folder}。", "Open the feed in Chrome and save {post} as a bookmark{folder}.",
    lambda p: (Step("open", "Chrome"), Step("tap", p["text"]), Step("tap", p["folder"]), Step("tap", "Bookmark")),
    fk.tags("confusable:FeedShareToFriend"), twin=True)

SEARCH_BOOKMARK = _bookmark_spec(
    "FeedSearchBookmark", True, "In the feed in Chrome, find {post} by searching the feed, and bookmark it{folder}.",
    "在 Chrome 的动态里，用搜索找到{post}并收藏{folder}。",
    "Search the feed in Chrome for {post} and keep it in my bookmarks{folder}.",
    lambda p: (Step("open", "Chrome"), Step("tap", "Search"), Step("type", "Search for", text=p["keyword"]),
               Step("tap", p["text"]), Step("tap", p["folder"]), Step("tap", "Bookmark")),
    fk.tags(domain="information"))


# ------------------------------------------------------------------ share
def _share_draw(rng: random.Random) -> dict[str, Any]:
    p = fk.draw(rng)
    friends = sorted((u for u in fk.data(p).users if u.handle != p["author"]), key=lambda u: u.name)
    friend = rng.choice(friends[1:])
    return dict(p, to=friend.handle, to_name=friend.name, message=rng.choice(fk.MESSAGES))


def _shared(field: str | None, key: str = ""):
    return lambda probe, p: fk.any_event(probe, "share", post=p["post"], **({field: p[key]} if field else {}))


def _share_apply(env, p: Mapping[str, Any], ids) -> None:
    if "post" in ids:
        fk.post(env, "share", post=p["post"], to=p["to"] if "to" in ids else _friends(env, p)[0].handle,
                text=p["message"] if "text" in ids else "")
    elif ids:
        fk.post(env, "bookmark", post=p["post"], folder=feed.FOLDERS[0])        # the confusable other one


SHARE_FRIEND = IntentSpec(
    name="FeedShareToFriend", app_names=("chrome",), draw=_share_draw,
    intent=lambda p: Intent((
        fk.post_req(p),
        Requirement("to", Kind.EXPLICIT, p["to_name"], ("who to send it to", "recipient", "发给谁"),
                    phrase=f" with {p['to_name']}", phrase_zh=f"，发给 {p['to_name']}"),
        Requirement("text", Kind.EXPLICIT, p["message"], ("message", "what to say", "附言"),
                    phrase=f', adding the message "{p["message"]}"', phrase_zh=f"，附言“{p['message']}”")),
        topics=SOCIAL_TOPICS),
    checks={"post": lambda probe, p: _shared(None)(probe, p) and not _bookmarked(probe, p),
            "to": _shared("to", "to"), "text": _shared("text", "message")},
    defaults={"to": "the first friend listed", "text": "no message"},
    apply=_share_apply, setup=fk.SETUP, cleanup=close,
    hypernym="a post I saw", hypernym_zh="我看到的一条帖子", incomplete_masks=("to", "text"),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["text"]), Step("tap", "Share"), Step("tap", p["to_name"]),
                       Step("type", "Add a message", text=p["message"])),
    template="In the feed in Chrome, share {post}{to}{text}.",
    template_zh="在 Chrome 的动态里，分享{post}{to}{text}。",
    template_paraphrase="Open the feed in Chrome and send {post} on{to}{text}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("value_laden", "confusable:FeedBookmarkFolder"))


# ------------------------------------------------------------------ block
def _blocked(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "block", "unblock", "user", p["author"])


def _muted(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "mute", "unmute", "user", p["author"])


def _block_apply(env, p: Mapping[str, Any], ids) -> None:
    if "user" in ids:
        fk.post(env, "block", user=p["author"], report="1" if "report" in ids else "")
    elif ids:
        fk.post(env, "mute", user=p["author"], duration=feed.MUTE_FOR[0])        # the confusable other one


BLOCK_REPORT = IntentSpec(
    name="FeedBlockReport", app_names=("chrome",), draw=lambda rng: fk.draw(rng),
    intent=lambda p: Intent((fk.user_req(p), Requirement(
        "report", Kind.EXPLICIT, "report them", ("report", "举报"), value_zh="同时举报",
        phrase=", and report them too", phrase_zh="，并同时举报")), topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _blocked(probe, p) and not _muted(probe, p),
            "report": lambda probe, p: _blocked(probe, p) and fk.any_event(probe, "block", user=p["author"], report=True)},
    defaults={"report": "not reported"},
    apply=_block_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone who keeps bothering me", hypernym_zh="一直打扰我的某个人", incomplete_masks=("report",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["author_name"]), Step("tap", "Block"),
                       Step("tap", f"Also report @{p['author']}"), Step("tap", "Block")),
    template="In the feed in Chrome, block {user}{report}.",
    template_zh="在 Chrome 的动态里，拉黑{user}{report}。",
    template_paraphrase="Open the feed in Chrome and block the account of {user}{report}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("confusable:FeedMuteStranger"))


def _mute_apply(env, p: Mapping[str, Any], ids) -> None:
    if "user" in ids:
        fk.post(env, "mute", user=p["author"], duration=p["duration"] if "duration" in ids else feed.MUTE_FOR[0])
    elif ids:
        fk.post(env, "block", user=p["author"], report="")                      # the confusable other one


MUTE_STRANGER = IntentSpec(
    name="FeedMuteStranger", app_names=("chrome",), draw=lambda rng: dict(fk.draw(rng), duration=rng.choice(
        feed.MUTE_FOR[1:])),
    intent=lambda p: Intent((fk.user_req(p), Requirement(
        "duration", Kind.EXPLICIT, p["duration"], ("how long", "duration", "时长"),
        phrase=f" for {p['duration'].lower()}", phrase_zh=f"，时长“{p['duration']}”")), topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _muted(probe, p) and not _blocked(probe, p),
            "duration": lambda probe, p: _muted(probe, p) and [e.data["duration"] for e in fk.events(probe, "mute")
                                                               if e.data["user"] == p["author"]][-1] == p["duration"]},
    defaults={"duration": feed.MUTE_FOR[0]},
    apply=_mute_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone who keeps bothering me", hypernym_zh="一直打扰我的某个人", incomplete_masks=("duration",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["author_name"]), Step("tap", "Mute"),
                       Step("tap", p["duration"]), Step("tap", "Mute")),
    template="In the feed in Chrome, mute {user} without blocking them{duration}.",
    template_zh="在 Chrome 的动态里，屏蔽{user}的帖子但不拉黑{duration}。",
    template_paraphrase="Open the feed in Chrome and mute {user}, no block{duration}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("confusable:FeedBlockReport"))


# ------------------------------------------------------------------ a new post
def _status_draw(rng: random.Random) -> dict[str, Any]:
    return {"web_seed": rng.randrange(10 ** 6), "status": rng.choice(STATUSES),
            "audience": rng.choice(feed.AUDIENCES[1:])}


def _posted(field: str | None):
    return lambda probe, p: fk.any_event(probe, "post", text=p["status"], **({field: p[field]} if field else {}))


def _status_apply(env, p: Mapping[str, Any], ids) -> None:
    if ids:
        fk.post(env, "compose", text=p["status"] if "status" in ids else "Hello everyone",
                audience=p["audience"] if "audience" in ids else feed.AUDIENCES[0])


POST_STATUS = IntentSpec(
    name="FeedPostStatus", app_names=("chrome",), draw=_status_draw,
    intent=lambda p: Intent((
        Requirement("status", Kind.ANCHOR, p["status"], ("post", "what to post", "帖子内容"),
                    phrase=f'"{p["status"]}"', phrase_zh=f"“{p['status']}”"),
        Requirement("audience", Kind.EXPLICIT, p["audience"], ("audience", "who can see it", "可见范围"),
                    phrase=f", visible to {p['audience'].lower()} only", phrase_zh=f"，仅“{p['audience']}”可见")),
        topics=("privacy", "notifications", "隐私", "通知")),
    checks={"status": _posted(None), "audience": _posted("audience")},
    defaults={"audience": feed.AUDIENCES[0]},
    apply=_status_apply, setup=fk.SETUP, cleanup=close,
    hypernym="something on my mind", hypernym_zh="我想说的一件事", incomplete_masks=("audience",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["audience"]), Step("type", "New post", text=p["status"])),
    template="In the feed in Chrome, post {status}{audience}.",
    template_zh="在 Chrome 的动态里，发一条帖子{status}{audience}。",
    template_paraphrase="Open the feed in Chrome and publish the post {status}{audience}.",
    may_change=VISITS, complexity=1.6, tags=fk.tags("value_laden"))


SPECS = (BOOKMARK_FOLDER, SEARCH_BOOKMARK, SHARE_FRIEND, BLOCK_REPORT, MUTE_STRANGER, POST_STATUS)
for _spec in SPECS:
    register(_spec)
