"""Confusable pairs over the social feed web app (AmbiBench's homogenization and value-laden
requirements; ``feed_kit``, ``webapps/feed.py``). In each pair the two intents share their
params; each one's anchor fails when the other action was done (or both), and its near miss
"anchor left at the default" is the other action:

* ``FeedFollowNotify`` / ``FeedLikeComment`` (Follow vs Like): follow a post's author with
  notifications on (default off) / like the post and comment a text on it (no default).
* ``FeedReplyPost`` / ``FeedDmAuthor`` (Reply vs DM): a comment with a text on the post / a
  direct message with that text to its author.
* ``FeedUnfollowReason`` / ``FeedMuteFor`` (Unfollow vs Mute): unfollow someone the user
  follows, giving a reason (default "Prefer not to say") / mute them for a time (default
  24 hours) and keep following.

A path may end by typing into a form's only text field: ``input_text``'s ENTER submits it.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from venus_tasks.ambiguity import feed_kit as fk
from venus_tasks.ambiguity.spec import IntentSpec, Probe, Step
from venus_tasks.ambiguity.tasks import register
from venus_tasks.ambiguity.web_kit import SOCIAL_TOPICS, VISITS, close
from venus_tasks.dialogue.intent import Intent, Kind, Requirement
from venus_tasks.webapps import feed


def _with_message(rng: random.Random, **kw) -> dict[str, Any]:
    p = fk.draw(rng, **kw)
    return dict(p, message=rng.choice(fk.MESSAGES))


# ------------------------------------------------------------------ Follow vs Like
def _following(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "follow", "unfollow", "user", p["author"])


def _liked(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "like", "unlike", "post", p["post"])


def _commented(text: str | None):
    return lambda probe, p: fk.any_event(probe, "comment", post=p["post"], **({"text": p[text]} if text else {}))


def _follow_apply(env, p: Mapping[str, Any], ids) -> None:
    if "user" in ids:
        fk.post(env, "follow", user=p["author"])
        if "notify" in ids:
            fk.post(env, "notify", user=p["author"])
    elif ids:
        fk.post(env, "like", post=p["post"])                  # the confusable other one


FOLLOW_NOTIFY = IntentSpec(
    name="FeedFollowNotify", app_names=("chrome",), draw=_with_message,
    intent=lambda p: Intent((
        fk.user_req(p),
        Requirement("notify", Kind.EXPLICIT, "turn on notifications", ("notifications", "通知"), value_zh="打开其发帖通知",
                    phrase=" and turn on notifications for their posts", phrase_zh="，并打开其发帖通知")),
        topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _following(probe, p) and not _liked(probe, p),
            "notify": lambda probe, p: fk.on(probe, "notify_on", "notify_off", "user", p["author"])},
    defaults={"notify": "notifications off"},
    apply=_follow_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone I saw posting", hypernym_zh="我看到发帖的某个人", incomplete_masks=("notify",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["author_name"]), Step("tap", "Follow"),
                       Step("tap", "Turn on notifications")),
    template="In the feed in Chrome, follow {user}{notify}.",
    template_zh="在 Chrome 的动态里，关注{user}{notify}。",
    template_paraphrase="Open the feed in Chrome and start following {user}{notify}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("value_laden", "confusable:FeedLikeComment"))


def _like_apply(env, p: Mapping[str, Any], ids) -> None:
    if "post" in ids:
        fk.post(env, "like", post=p["post"])
    elif ids:
        fk.post(env, "follow", user=p["author"])              # the confusable other one
    if "text" in ids:
        fk.post(env, "comment", post=p["post"], text=p["message"])


LIKE_COMMENT = IntentSpec(
    name="FeedLikeComment", app_names=("chrome",), draw=_with_message,
    intent=lambda p: Intent((fk.post_req(p), Requirement(
        "text", Kind.EXPLICIT, p["message"], ("comment", "what to comment", "评论内容"),
        phrase=f', and comment "{p["message"]}" on it', phrase_zh=f"，并评论“{p['message']}”")), topics=SOCIAL_TOPICS),
    checks={"post": lambda probe, p: _liked(probe, p) and not _following(probe, p), "text": _commented("message")},
    defaults={}, no_default=("text",),
    apply=_like_apply, setup=fk.SETUP, cleanup=close,
    hypernym="a post I saw", hypernym_zh="我看到的一条帖子", incomplete_masks=("text",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["text"]), Step("tap", "Like"),
                       Step("type", "Add a comment", text=p["message"])),
    template="In the feed in Chrome, like {post}{text}.",
    template_zh="在 Chrome 的动态里，给{post}点赞{text}。",
    template_paraphrase="Open the feed in Chrome and like {post}{text}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("value_laden", "confusable:FeedFollowNotify"))


# ------------------------------------------------------------------ Reply vs DM
def _messaged(text: str | None):
    return lambda probe, p: fk.any_event(probe, "dm", user=p["author"], **({"text": p[text]} if text else {}))


def _reply_apply(env, p: Mapping[str, Any], ids) -> None:
    text = p["message"] if "text" in ids else fk.FILLER
    if "post" in ids:
        fk.post(env, "comment", post=p["post"], text=text)
    elif ids:
        fk.post(env, "dm", user=p["author"], text=text)        # the confusable other one


REPLY_POST = IntentSpec(
    name="FeedReplyPost", app_names=("chrome",), draw=_with_message,
    intent=lambda p: Intent((fk.post_req(p), fk.text_req(p)), topics=SOCIAL_TOPICS),
    checks={"post": lambda probe, p: _commented(None)(probe, p) and not _messaged(None)(probe, p),
            "text": _commented("message")},
    defaults={}, no_default=("text",),
    apply=_reply_apply, setup=fk.SETUP, cleanup=close,
    hypernym="a post I saw", hypernym_zh="我看到的一条帖子", incomplete_masks=("text",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["text"]),
                       Step("type", "Add a comment", text=p["message"])),
    template="In the feed in Chrome, reply publicly to {post} with a comment{text}.",
    template_zh="在 Chrome 的动态里，公开评论回复{post}{text}。",
    template_paraphrase="Open the feed in Chrome and leave a public comment under {post}{text}.",
    may_change=VISITS, complexity=1.6, tags=fk.tags("value_laden", "confusable:FeedDmAuthor"))


def _dm_apply(env, p: Mapping[str, Any], ids) -> None:
    text = p["message"] if "text" in ids else fk.FILLER
    if "user" in ids:
        fk.post(env, "dm", user=p["author"], text=text)
    elif ids:
        fk.post(env, "comment", post=p["post"], text=text)      # the confusable other one


DM_AUTHOR = IntentSpec(
    name="FeedDmAuthor", app_names=("chrome",), draw=_with_message,
    intent=lambda p: Intent((fk.user_req(p), fk.text_req(p)), topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _messaged(None)(probe, p) and not _commented(None)(probe, p),
            "text": _messaged("message")},
    defaults={}, no_default=("text",),
    apply=_dm_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone I saw posting", hypernym_zh="我看到发帖的某个人", incomplete_masks=("text",),
    ui_path=lambda p: (Step("open", "Chrome"), Step("tap", p["author_name"]), Step("tap", "Message"),
                       Step("type", "Your message", text=p["message"])),
    template="In the feed in Chrome, send a private message to {user}{text}.",
    template_zh="在 Chrome 的动态里，给{user}发私信{text}。",
    template_paraphrase="Open the feed in Chrome and DM {user} privately{text}.",
    may_change=VISITS, complexity=1.8, tags=fk.tags("value_laden", "confusable:FeedReplyPost"))


# ------------------------------------------------------------------ Unfollow vs Mute
def _followed_draw(rng: random.Random) -> dict[str, Any]:
    p = fk.draw(rng, followed=True)
    return dict(p, reason=rng.choice(feed.UNFOLLOW_REASONS[1:]), duration=rng.choice(feed.MUTE_FOR[1:]))


def _unfollowed(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "unfollow", "follow", "user", p["author"])


def _muted(probe: Probe, p: Mapping[str, Any]) -> bool:
    return fk.on(probe, "mute", "unmute", "user", p["author"])


def _last(probe: Probe, kind: str, p: Mapping[str, Any]) -> dict:
    got = [e.data for e in fk.events(probe, kind) if e.data["user"] == p["author"]]
    return got[-1] if got else {}


def _unfollow_apply(env, p: Mapping[str, Any], ids) -> None:
    if "user" in ids:
        fk.post(env, "follow", user=p["author"],
                reason=p["reason"] if "reason" in ids else feed.UNFOLLOW_REASONS[0])
    elif ids:
        fk.post(env, "mute", user=p["author"], duration=feed.MUTE_FOR[0])     # the confusable other one


def _to_profile(p: Mapping[str, Any]) -> tuple[Step, ...]:
    return (Step("open", "Chrome"), Step("tap", f"Following ({p['following']})"), Step("tap", p["author_name"]))


UNFOLLOW_REASON = IntentSpec(
    name="FeedUnfollowReason", app_names=("chrome",), draw=_followed_draw,
    intent=lambda p: Intent((fk.user_req(p), Requirement(
        "reason", Kind.EXPLICIT, p["reason"], ("reason", "why", "原因"),
        phrase=f', giving the reason "{p["reason"]}"', phrase_zh=f"，原因选“{p['reason']}”")), topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _unfollowed(probe, p) and not _muted(probe, p),
            "reason": lambda probe, p: _unfollowed(probe, p) and _last(probe, "unfollow", p).get("reason") == p["reason"]},
    defaults={"reason": feed.UNFOLLOW_REASONS[0]},
    apply=_unfollow_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone I follow", hypernym_zh="我关注的某个人", incomplete_masks=("reason",),
    ui_path=lambda p: _to_profile(p) + (Step("tap", "Unfollow"), Step("tap", p["reason"]), Step("tap", "Unfollow")),
    template="In the feed in Chrome, unfollow {user}{reason}.",
    template_zh="在 Chrome 的动态里，取消关注{user}{reason}。",
    template_paraphrase="Open the feed in Chrome and stop following {user}{reason}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("confusable:FeedMuteFor"))


def _mute_apply(env, p: Mapping[str, Any], ids) -> None:
    if "user" in ids:
        fk.post(env, "mute", user=p["author"], duration=p["duration"] if "duration" in ids else feed.MUTE_FOR[0])
    elif ids:
        fk.post(env, "follow", user=p["author"], reason=feed.UNFOLLOW_REASONS[0])   # the confusable other one


MUTE_FOR = IntentSpec(
    name="FeedMuteFor", app_names=("chrome",), draw=_followed_draw,
    intent=lambda p: Intent((fk.user_req(p), Requirement(
        "duration", Kind.EXPLICIT, p["duration"], ("how long", "duration", "时长"),
        phrase=f" for {p['duration'].lower()}", phrase_zh=f"，时长“{p['duration']}”")), topics=SOCIAL_TOPICS),
    checks={"user": lambda probe, p: _muted(probe, p) and not _unfollowed(probe, p),
            "duration": lambda probe, p: _muted(probe, p) and _last(probe, "mute", p).get("duration") == p["duration"]},
    defaults={"duration": feed.MUTE_FOR[0]},
    apply=_mute_apply, setup=fk.SETUP, cleanup=close,
    hypernym="someone I follow", hypernym_zh="我关注的某个人", incomplete_masks=("duration",),
    ui_path=lambda p: _to_profile(p) + (Step("tap", "Mute"), Step("tap", p["duration"]), Step("tap", "Mute")),
    template="In the feed in Chrome, mute {user} but keep following them{duration}.",
    template_zh="在 Chrome 的动态里，屏蔽{user}的帖子但继续关注{duration}。",
    template_paraphrase="Open the feed in Chrome and mute {user} without unfollowing{duration}.",
    may_change=VISITS, complexity=2.0, tags=fk.tags("confusable:FeedUnfollowReason"))


SPECS = (FOLLOW_NOTIFY, LIKE_COMMENT, REPLY_POST, DM_AUTHOR, UNFOLLOW_REASON, MUTE_FOR)
for _spec in SPECS:
    register(_spec)
