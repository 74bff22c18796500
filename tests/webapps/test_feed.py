"""The social feed's flows through the apps' routing: like, repost, comment, follow and
direct message, each recorded in the event log; Like and Repost are different events."""

from __future__ import annotations

from venus_tasks.webapps import feed
from venus_tasks.webapps.server import WebApps


def test_users_and_posts_come_from_the_seed():
    a, b, c = feed.generate(1), feed.generate(1), feed.generate(2)
    assert a == b and a.posts != c.posts
    assert len({u.handle for u in a.users}) == 8 and len(a.posts) == 20
    assert {p.author for p in a.posts} <= {u.handle for u in a.users} and 2 <= len(a.following) <= 3
    assert [p.hours_ago for p in a.posts] == sorted(p.hours_ago for p in a.posts)   # newest first


def test_like_and_repost_are_separate_toggles_and_the_counts_follow():
    apps = WebApps(5)
    p = apps.feed.data.posts[2]
    r = apps.request("POST", "/feed/like", {"post": p.id, "back": "/feed"})
    assert r.status == 303 and r.location == "/feed"
    body = apps.request("GET", f"/feed/post/{p.id}").body.decode()
    assert f"{p.likes + 1} likes" in body and f"{p.reposts} reposts" in body and 'value="Unlike"' in body
    apps.request("POST", "/feed/repost", {"post": p.id})
    apps.request("POST", "/feed/like", {"post": p.id})                 # unlike
    body = apps.request("GET", f"/feed/post/{p.id}").body.decode()
    assert f"{p.likes} likes" in body and f"{p.reposts + 1} reposts" in body and 'value="Undo repost"' in body
    assert [(e.kind, e.data["post"], e.data["author"]) for e in apps.events.all()] == [
        ("like", p.id, p.author), ("repost", p.id, p.author), ("unlike", p.id, p.author)]
    assert apps.request("POST", "/feed/like", {"post": "t99"}).status == 400
    assert apps.request("POST", "/feed/like", {"post": p.id, "back": "http://x/"}).location == f"/feed/post/{p.id}"


def test_comment_follow_and_direct_message():
    apps = WebApps(8)
    p = apps.feed.data.posts[0]
    stranger = next(u for u in apps.feed.data.users if u.handle not in apps.feed.following)
    apps.request("POST", "/feed/comment", {"post": p.id, "text": "  Nice <b>view</b>  "})
    body = apps.request("GET", f"/feed/post/{p.id}").body.decode()
    assert "Nice &lt;b&gt;view&lt;/b&gt;" in body                       # escaped, never markup
    assert apps.request("POST", "/feed/comment", {"post": p.id, "text": " "}).status == 400
    assert apps.request("POST", "/feed/follow", {"user": stranger.handle}).location == f"/feed/u/{stranger.handle}"
    assert 'value="Unfollow"' in apps.request("GET", f"/feed/u/{stranger.handle}").body.decode()
    assert stranger.name in apps.request("GET", "/feed/following").body.decode()
    apps.request("POST", "/feed/dm", {"user": stranger.handle, "text": "See you at 7"})
    assert "You: See you at 7" in apps.request("GET", f"/feed/dm/{stranger.handle}").body.decode()
    assert apps.request("POST", "/feed/dm", {"user": "nobody", "text": "hi"}).status == 400
    assert [(e.kind, e.data) for e in apps.events.all()] == [
        ("comment", {"post": p.id, "author": p.author, "text": "Nice <b>view</b>"}),
        ("follow", {"user": stranger.handle}), ("dm", {"user": stranger.handle, "text": "See you at 7"})]
    apps.request("POST", "/feed/follow", {"user": stranger.handle})
    assert apps.events.all()[-1].kind == "unfollow" and stranger.handle not in apps.feed.following


def test_unfollow_with_a_reason_notifications_mute_and_block():
    apps = WebApps(4)
    friend = sorted(apps.feed.following)[0]
    body = apps.request("GET", f"/feed/u/{friend}").body.decode()
    assert 'action="/feed/u/%s/unfollow"' % friend in body and 'value="Turn on notifications"' in body
    assert 'value="Prefer not to say" checked' in apps.request("GET", f"/feed/u/{friend}/unfollow").body.decode()
    apps.request("POST", "/feed/notify", {"user": friend})
    assert apps.request("POST", "/feed/follow", {"user": friend, "reason": "Bored"}).status == 400
    apps.request("POST", "/feed/follow", {"user": friend, "reason": "Too many posts"})
    assert friend not in apps.feed.following and friend not in apps.feed.notify
    assert apps.request("POST", "/feed/notify", {"user": friend}).status == 400     # only while following
    assert 'value="24 hours" checked' in apps.request("GET", f"/feed/u/{friend}/mute").body.decode()
    apps.request("POST", "/feed/mute", {"user": friend, "duration": "7 days"})
    assert 'value="Unmute"' in apps.request("GET", f"/feed/u/{friend}").body.decode()
    assert apps.request("POST", "/feed/mute", {"user": friend, "duration": "a while"}).status == 400
    assert apps.request("POST", "/feed/mute", {"user": friend}).status == 303        # the Unmute button
    apps.request("POST", "/feed/block", {"user": friend, "report": "1"})
    apps.request("POST", "/feed/block", {"user": friend})
    assert [(e.kind, e.data) for e in apps.events.all()] == [
        ("notify_on", {"user": friend}), ("unfollow", {"user": friend, "reason": "Too many posts"}),
        ("mute", {"user": friend, "duration": "7 days"}), ("unmute", {"user": friend}),
        ("block", {"user": friend, "report": True}), ("unblock", {"user": friend})]


def test_bookmarks_in_folders_shares_new_posts_and_search():
    apps = WebApps(6)
    p, q = apps.feed.data.posts[:2]
    body = apps.request("GET", f"/feed/post/{p.id}").body.decode()
    assert 'name="folder" value="All bookmarks" checked' in body and 'href="/feed/post/%s/share"' % p.id in body
    apps.request("POST", "/feed/bookmark", {"post": p.id, "folder": "Recipes"})
    assert apps.request("POST", "/feed/bookmark", {"post": q.id, "folder": "Junk"}).status == 400
    assert "Recipes" in apps.request("GET", "/feed/bookmarks").body.decode()
    share = apps.request("GET", f"/feed/post/{p.id}/share").body.decode()
    friends = sorted((u for u in apps.feed.data.users if u.handle != p.author), key=lambda u: u.name)
    assert f'value="{friends[0].handle}" checked' in share and p.author not in share.split("Send to")[1]
    apps.request("POST", "/feed/share", {"post": p.id, "to": friends[1].handle, "text": "Look!"})
    assert apps.request("POST", "/feed/share", {"post": p.id, "to": "nobody"}).status == 400
    apps.request("POST", "/feed/compose", {"text": "Hello all", "audience": "Close friends"})
    assert apps.request("POST", "/feed/compose", {"text": "", "audience": "Everyone"}).status == 400
    assert "Hello all" in apps.request("GET", "/feed/").body.decode()
    word = p.text.split()[1]
    found = apps.request("GET", f"/feed/search?q={word}").body.decode()
    assert p.text in found and all(o.text not in found for o in apps.feed.data.posts if word.casefold() not in o.text.casefold())
    assert [(e.kind, e.data) for e in apps.events.all()] == [
        ("bookmark", {"post": p.id, "author": p.author, "folder": "Recipes"}),
        ("share", {"post": p.id, "author": p.author, "to": friends[1].handle, "text": "Look!"}),
        ("post", {"text": "Hello all", "audience": "Close friends"})]
