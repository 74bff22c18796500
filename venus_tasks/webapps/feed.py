"""The social feed web app (``/feed/``): a timeline of posts by seeded users, likes,
comments, reposts, follows and direct messages. Generated from the instance seed; the user
is ``me``.

Pages: ``/feed/`` (a new-post form with its audience, then the timeline), ``/feed/post/<id>``
(a post, its comments, a comment form, Bookmark into a folder, Share),
``/feed/post/<id>/share`` (a friend to send it to and a message), ``/feed/u/<handle>`` (a
profile: posts, Follow, or Unfollow and the notifications toggle, Message, Mute, Block),
``/feed/u/<handle>/unfollow`` (why, then Unfollow), ``/feed/u/<handle>/mute`` (for how long),
``/feed/u/<handle>/block`` (and whether to report), ``/feed/dm/<handle>`` (the conversation
and a message form), ``/feed/following``, ``/feed/bookmarks``, ``/feed/search?q=`` (posts and
people whose text or name holds ``q``).

Events (``EventLog``, app ``feed``): ``like`` / ``unlike`` (``post``, ``author``),
``repost`` / ``unrepost`` (``post``, ``author``), ``comment`` (``post``, ``author``,
``text``), ``follow`` (``user``) / ``unfollow`` (``user``, ``reason``: one of
``UNFOLLOW_REASONS``, '' when the form had none), ``notify_on`` / ``notify_off`` (``user``;
only while following), ``mute`` (``user``, ``duration``: one of ``MUTE_FOR``) / ``unmute``
(``user``), ``block`` (``user``, ``report``: bool) / ``unblock`` (``user``), ``bookmark``
(``post``, ``author``, ``folder``: one of ``FOLDERS``) / ``unbookmark`` (``post``,
``author``), ``share`` (``post``, ``author``, ``to``, ``text``: '' for none), ``post``
(``text``, ``audience``: one of ``AUDIENCES``), ``dm`` (``user``, ``text``). Like and Repost
are separate buttons on every post: a task that wants one fails on the other. Each form's
first option is checked (its default).
"""

from __future__ import annotations

import dataclasses
import random
import threading

from venus_tasks.webapps.events import EventLog
from venus_tasks.webapps.pages import Request, Response, bad_request, not_found, page, redirect

APP = "feed"
MAX_TEXT = 500

FIRST = ("Mia", "Leo", "Ava", "Noah", "Zoe", "Ethan", "Lily", "Omar", "Nina", "Ravi", "Chloe", "Kenji")
LAST = ("Park", "Silva", "Chen", "Novak", "Haddad", "Brown", "Ito", "Garcia", "Moreau", "Singh")
TOPICS = (
    ("hiking", "Reached the summit of {place} at sunrise. Worth every step!"),
    ("food", "Tried the new ramen place on {place}. The broth is amazing."),
    ("books", "Finished reading a novel set in {place}. Recommendations for the next one?"),
    ("music", "Live jazz at {place} tonight, who's coming?"),
    ("running", "New personal best: {n} km along {place} this morning."),
    ("cooking", "Baked {n} loaves of sourdough today. Recipe in the comments."),
    ("travel", "Landed in {place}! Any tips for the first day?"),
    ("pets", "My cat discovered the window above {place}. Nap level: expert."),
    ("photos", "Golden hour over {place}. No filter."),
    ("tech", "Upgraded my phone; battery lasts {n} hours now."),
)
PLACES = ("Harbour Road", "Lisbon", "Eagle Peak", "Old Town", "the riverside", "Kyoto", "Central Park", "Maple Avenue")
COMMENTS = ("Love this!", "So jealous.", "Great shot!", "Count me in.", "Congrats!", "Where exactly?")
FOLDERS = ("All bookmarks", "Read later", "Recipes", "Travel ideas")
UNFOLLOW_REASONS = ("Prefer not to say", "Too many posts", "Not interested anymore", "I don't know them")
MUTE_FOR = ("24 hours", "7 days", "30 days", "Forever")
AUDIENCES = ("Everyone", "Followers", "Close friends")


@dataclasses.dataclass(frozen=True)
class User:
    handle: str
    name: str
    bio: str


@dataclasses.dataclass
class Post:
    id: str
    author: str          # a handle
    topic: str
    text: str
    likes: int           # others' likes, not counting the user's
    reposts: int
    hours_ago: int
    comments: list[tuple[str, str]]   # (handle, text), oldest first


@dataclasses.dataclass
class FeedData:
    """The seeded users, the posts (newest first) and whom the user already follows."""

    users: list[User]
    posts: list[Post]
    following: set[str]

    def user(self, handle: str) -> User | None:
        return next((u for u in self.users if u.handle == handle), None)

    def post(self, pid: str) -> Post | None:
        return next((p for p in self.posts if p.id == pid), None)


def generate(seed: int, n_users: int = 8, n_posts: int = 20) -> FeedData:
    """``n_users`` users (distinct names and handles), ``n_posts`` posts among them, and
    two or three of them already followed, from ``seed``."""
    rng = random.Random(f"feed:{seed}")
    names = rng.sample([f"{f} {l}" for f in FIRST for l in LAST], n_users)
    users = [User(n.split()[0].lower() + "_" + n.split()[1].lower()[:3], n,
                  f"Into {rng.choice(TOPICS)[0]} and {rng.choice(TOPICS)[0]}.") for n in names]
    posts = []
    hours = 0
    for i in range(n_posts):
        topic, text = rng.choice(TOPICS)
        hours += rng.randint(1, 5)
        author = rng.choice(users).handle
        others = [u.handle for u in users if u.handle != author]
        posts.append(Post(f"t{i + 1:02d}", author, topic,
                          text.format(place=rng.choice(PLACES), n=rng.randint(2, 30)),
                          rng.randint(0, 300), rng.randint(0, 40), hours,
                          [(rng.choice(others), rng.choice(COMMENTS)) for _ in range(rng.randint(0, 3))]))
    following = set(rng.sample([u.handle for u in users], rng.randint(2, 3)))
    return FeedData(users, posts, following)


def _radios(name: str, options: str) -> str:
    """Radio buttons ``name`` for each value of the template list ``options``, the first checked."""
    return ('{% for o in ' + options + ' %}<label><input type="radio" name="' + name +
            '" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}')


_POST = """<div class="item"><a href="/feed/u/{{ p.author }}">{{ names[p.author] }}</a> <span class="muted">@{{ p.author }} · {{ p.hours_ago }}h</span>
<p><a class="post" href="/feed/post/{{ p.id }}">{{ p.text }}</a></p><div class="muted">{{ p.likes + (1 if p.id in liked else 0) }} likes · {{ p.reposts + (1 if p.id in reposted else 0) }} reposts · {{ p.comments|length + (mine[p.id]|length if p.id in mine else 0) }} comments</div>
<form class="inline" method="post" action="/feed/like"><input type="hidden" name="post" value="{{ p.id }}"><input type="hidden" name="back" value="{{ here }}"><input type="submit" value="{{ 'Unlike' if p.id in liked else 'Like' }}"></form>
<form class="inline" method="post" action="/feed/repost"><input type="hidden" name="post" value="{{ p.id }}"><input type="hidden" name="back" value="{{ here }}"><input type="submit" value="{{ 'Undo repost' if p.id in reposted else 'Repost' }}"></form>
<a href="/feed/post/{{ p.id }}">Comment</a></div>"""

TIMELINE = """<p><a href="/feed/following">Following ({{ following|length }})</a> · <a href="/feed/bookmarks">Bookmarks</a> · <a href="/feed/search">Search</a></p>
<form method="post" action="/feed/compose"><fieldset><legend>Who can see it</legend>{% for o in audiences %}<label><input type="radio" name="audience" value="{{ o }}"{% if loop.first %} checked{% endif %}> {{ o }}</label>{% endfor %}</fieldset>
<label>New post<input name="text" placeholder="What's happening?"></label><input type="submit" value="Post"></form>
{% for p in posts %}""" + _POST + "{% endfor %}"

POST = "{% set p = post %}" + _POST + """<h2>Comments</h2>{% for who, text in comments %}
<div class="item"><b>{{ names.get(who, who) }}</b> {{ text }}</div>{% else %}<p class="muted">No comments yet.</p>{% endfor %}
<form method="post" action="/feed/comment"><input type="hidden" name="post" value="{{ post.id }}">
<label>Add a comment<input name="text" placeholder="Write a comment"></label><input type="submit" value="Post comment"></form>
<h2>Save</h2><form method="post" action="/feed/bookmark"><input type="hidden" name="post" value="{{ post.id }}">
{% if post.id in bookmarks %}<p>In {{ bookmarks[post.id] }}</p><input type="submit" value="Remove bookmark">{% else %}""" + _radios("folder", "folders") + """<input type="submit" value="Bookmark">{% endif %}</form>
<p><a href="/feed/post/{{ post.id }}/share">Share</a></p>"""

SHARE = """<form method="post" action="/feed/share"><input type="hidden" name="post" value="{{ post.id }}">
<p>{{ post.text }}</p><fieldset><legend>Send to</legend>{% for u in friends %}<label><input type="radio" name="to" value="{{ u.handle }}"{% if loop.first %} checked{% endif %}> {{ u.name }}</label>{% endfor %}</fieldset>
<label>Add a message<input name="text" placeholder="Say something (optional)"></label><input type="submit" value="Send"></form>"""

UNFOLLOW = """<form method="post" action="/feed/follow"><input type="hidden" name="user" value="{{ u.handle }}">
<fieldset><legend>Why are you unfollowing?</legend>""" + _radios("reason", "reasons") + """</fieldset><input type="submit" value="Unfollow"></form>"""

MUTE = """<p>You won't see posts from @{{ u.handle }}; they won't know.</p><form method="post" action="/feed/mute"><input type="hidden" name="user" value="{{ u.handle }}">
<fieldset><legend>Mute for</legend>""" + _radios("duration", "durations") + """</fieldset><input type="submit" value="Mute"></form>"""

BLOCK = """<p>@{{ u.handle }} won't be able to see your posts or message you.</p><form method="post" action="/feed/block"><input type="hidden" name="user" value="{{ u.handle }}">
<label><input type="checkbox" name="report" value="1"> Also report @{{ u.handle }}</label><input type="submit" value="Block"></form>"""

BOOKMARKS = """{% for folder in folders %}{% set ps = posts_in(folder) %}{% if ps %}<h2>{{ folder }}</h2>{% for p in ps %}<div class="item"><a href="/feed/post/{{ p.id }}">{{ p.text }}</a></div>{% endfor %}{% endif %}{% endfor %}
{% if not bookmarks %}<p>No bookmarks yet.</p>{% endif %}"""

SEARCH = """<form method="get" action="/feed/search"><label>Search for<input name="q" value="{{ q }}" placeholder="Search posts and people"></label><input type="submit" value="Search"></form>
{% if q %}{% for u in users %}<div class="item"><a href="/feed/u/{{ u.handle }}">{{ u.name }}</a> @{{ u.handle }}</div>{% endfor %}
{% for p in posts %}""" + _POST + """{% else %}<p>No posts match.</p>{% endfor %}{% endif %}"""

PROFILE = """<p class="muted">@{{ u.handle }} · {{ u.bio }}</p>
{% if u.handle in following %}<form class="inline" method="get" action="/feed/u/{{ u.handle }}/unfollow"><input type="submit" value="Unfollow"></form>
<form class="inline" method="post" action="/feed/notify"><input type="hidden" name="user" value="{{ u.handle }}"><input type="submit" value="{{ 'Turn off notifications' if u.handle in notify else 'Turn on notifications' }}"></form>
{% else %}<form class="inline" method="post" action="/feed/follow"><input type="hidden" name="user" value="{{ u.handle }}"><input type="submit" value="Follow"></form>{% endif %}
<p><a href="/feed/dm/{{ u.handle }}">Message</a> · {% if u.handle in muted %}<form class="inline" method="post" action="/feed/mute"><input type="hidden" name="user" value="{{ u.handle }}"><input type="submit" value="Unmute"></form>{% else %}<a href="/feed/u/{{ u.handle }}/mute">Mute</a>{% endif %}
 · {% if u.handle in blocked %}<form class="inline" method="post" action="/feed/block"><input type="hidden" name="user" value="{{ u.handle }}"><input type="submit" value="Unblock"></form>{% else %}<a href="/feed/u/{{ u.handle }}/block">Block</a>{% endif %}</p>
{% for p in posts %}""" + _POST + "{% endfor %}"

DM = """{% for text in messages %}<div class="item">You: {{ text }}</div>{% else %}<p class="muted">No messages yet.</p>{% endfor %}
<form method="post" action="/feed/dm"><input type="hidden" name="user" value="{{ u.handle }}">
<label>Your message<input name="text" placeholder="Message {{ u.name }}"></label><input type="submit" value="Send"></form>"""

FOLLOWING = """{% for u in users %}<div class="item"><a href="/feed/u/{{ u.handle }}">{{ u.name }}</a> @{{ u.handle }}</div>
{% else %}<p>You follow nobody.</p>{% endfor %}"""


class Feed:
    """The feed's pages and the user's state (likes, reposts, comments, follows, DMs)."""

    def __init__(self, data: FeedData, log: EventLog):
        self.data = data
        self.log = log
        self.liked: set[str] = set()
        self.reposted: set[str] = set()
        self.comments: dict[str, list[str]] = {}
        self.following = set(data.following)
        self.messages: dict[str, list[str]] = {}
        self.notify: set[str] = set()
        self.muted: dict[str, str] = {}
        self.blocked: set[str] = set()
        self.bookmarks: dict[str, str] = {}         # post id -> folder
        self.mine: list[Post] = []                  # the user's own posts, newest first
        self.names = {u.handle: u.name for u in data.users}
        self._lock = threading.Lock()
        self._here = "/feed"

    def handle(self, req: Request) -> Response:
        """One request whose path starts with ``/feed``."""
        path = req.path.rstrip("/") or "/feed"
        with self._lock:
            self._here = path
            if req.method == "POST":
                post = {"/feed/like": self._like, "/feed/repost": self._repost, "/feed/comment": self._comment,
                        "/feed/follow": self._follow, "/feed/dm": self._dm, "/feed/notify": self._notify,
                        "/feed/mute": self._mute, "/feed/block": self._block, "/feed/bookmark": self._bookmark,
                        "/feed/share": self._share, "/feed/compose": self._compose}.get(path)
                return post(req) if post else not_found(req.path)
            if path == "/feed":
                return self._page("Feed", TIMELINE, posts=self.mine + self.data.posts, audiences=AUDIENCES)
            if path == "/feed/following":
                return self._page("Following", FOLLOWING,
                                  users=[u for u in self.data.users if u.handle in self.following])
            if path == "/feed/bookmarks":
                return self._page("Bookmarks", BOOKMARKS, folders=FOLDERS, posts_in=lambda f: [
                    p for p in self.data.posts if self.bookmarks.get(p.id) == f])
            if path == "/feed/search":
                q = req.field("q").casefold()
                return self._page("Search", SEARCH, q=req.field("q"),
                                  users=[u for u in self.data.users if q and q in u.name.casefold()],
                                  posts=[p for p in self.data.posts if q and q in p.text.casefold()])
            kind, _, key = path[len("/feed/"):].partition("/")
            key, _, sub = key.partition("/")
            if kind == "post" and self.data.post(key) and sub in ("", "share"):
                p = self.data.post(key)
                if sub == "share":
                    friends = sorted((u for u in self.data.users if u.handle != p.author), key=lambda u: u.name)
                    return self._page("Share post", SHARE, post=p, friends=friends)
                comments = p.comments + [("me", t) for t in self.comments.get(p.id, [])]
                return self._page(f"Post by {self.names[p.author]}", POST, post=p, comments=comments, folders=FOLDERS)
            if kind in ("u", "dm") and self.data.user(key):
                u = self.data.user(key)
                if kind == "u" and sub == "":
                    return self._page(u.name, PROFILE, u=u, posts=[p for p in self.data.posts if p.author == key])
                if kind == "u" and sub in ("unfollow", "mute", "block"):
                    title = {"unfollow": f"Unfollow {u.name}?", "mute": f"Mute {u.name}", "block": f"Block {u.name}?"}
                    return self._page(title[sub], {"unfollow": UNFOLLOW, "mute": MUTE, "block": BLOCK}[sub], u=u,
                                      reasons=UNFOLLOW_REASONS, durations=MUTE_FOR)
                if kind == "dm" and sub == "":
                    return self._page(f"Message {u.name}", DM, u=u, messages=self.messages.get(key, []))
            return not_found(req.path)

    def _page(self, title: str, body: str, **values) -> Response:
        return page(title, body, names=dict(self.names, me="You"), liked=self.liked, reposted=self.reposted,
                    mine=self.comments, following=self.following, here=self._here, notify=self.notify,
                    muted=self.muted, blocked=self.blocked, bookmarks=self.bookmarks, **values)

    def _post_of(self, req: Request) -> Post | None:
        return self.data.post(req.field("post"))

    def _back(self, req: Request, default: str) -> Response:
        """Back to the page the form was on (``back``, a local path), else ``default``."""
        back = req.field("back")
        return redirect(back if back.startswith("/feed") else default)

    def _like(self, req: Request) -> Response:
        p = self._post_of(req)
        if p is None:
            return bad_request(f"no post {req.field('post')!r}")
        on = p.id not in self.liked
        (self.liked.add if on else self.liked.discard)(p.id)
        self.log.add(APP, "like" if on else "unlike", post=p.id, author=p.author)
        return self._back(req, f"/feed/post/{p.id}")

    def _repost(self, req: Request) -> Response:
        p = self._post_of(req)
        if p is None:
            return bad_request(f"no post {req.field('post')!r}")
        on = p.id not in self.reposted
        (self.reposted.add if on else self.reposted.discard)(p.id)
        self.log.add(APP, "repost" if on else "unrepost", post=p.id, author=p.author)
        return self._back(req, f"/feed/post/{p.id}")

    def _comment(self, req: Request) -> Response:
        p, text = self._post_of(req), req.field("text").strip()
        if p is None or not text or len(text) > MAX_TEXT:
            return bad_request(f"a comment needs a post and 1-{MAX_TEXT} characters of text")
        self.comments.setdefault(p.id, []).append(text)
        self.log.add(APP, "comment", post=p.id, author=p.author, text=text)
        return redirect(f"/feed/post/{p.id}")

    def _follow(self, req: Request) -> Response:
        handle = req.field("user")
        if self.data.user(handle) is None:
            return bad_request(f"no user {handle!r}")
        on = handle not in self.following
        reason = req.field("reason")
        if not on and reason and reason not in UNFOLLOW_REASONS:
            return bad_request(f"no unfollow reason {reason!r}; one of {', '.join(UNFOLLOW_REASONS)}")
        (self.following.add if on else self.following.discard)(handle)
        if on:
            self.log.add(APP, "follow", user=handle)
        else:
            self.notify.discard(handle)
            self.log.add(APP, "unfollow", user=handle, reason=reason)
        return redirect(f"/feed/u/{handle}")

    def _user_of(self, req: Request) -> str | None:
        handle = req.field("user")
        return handle if self.data.user(handle) else None

    def _notify(self, req: Request) -> Response:
        handle = self._user_of(req)
        if handle is None or handle not in self.following:
            return bad_request(f"notifications need a user you follow (got {req.field('user')!r})")
        on = handle not in self.notify
        (self.notify.add if on else self.notify.discard)(handle)
        self.log.add(APP, "notify_on" if on else "notify_off", user=handle)
        return redirect(f"/feed/u/{handle}")

    def _mute(self, req: Request) -> Response:
        handle, duration = self._user_of(req), req.field("duration", MUTE_FOR[0])
        if handle is None or duration not in MUTE_FOR:
            return bad_request(f"a mute needs a user and a duration ({', '.join(MUTE_FOR)})")
        if handle in self.muted:
            del self.muted[handle]
            self.log.add(APP, "unmute", user=handle)
        else:
            self.muted[handle] = duration
            self.log.add(APP, "mute", user=handle, duration=duration)
        return redirect(f"/feed/u/{handle}")

    def _block(self, req: Request) -> Response:
        handle = self._user_of(req)
        if handle is None:
            return bad_request(f"no user {req.field('user')!r}")
        if handle in self.blocked:
            self.blocked.discard(handle)
            self.log.add(APP, "unblock", user=handle)
        else:
            self.blocked.add(handle)
            self.log.add(APP, "block", user=handle, report=req.field("report") == "1")
        return redirect(f"/feed/u/{handle}")

    def _bookmark(self, req: Request) -> Response:
        p, folder = self._post_of(req), req.field("folder", FOLDERS[0])
        if p is None or folder not in FOLDERS:
            return bad_request(f"a bookmark needs a post and a folder ({', '.join(FOLDERS)})")
        if p.id in self.bookmarks:
            del self.bookmarks[p.id]
            self.log.add(APP, "unbookmark", post=p.id, author=p.author)
        else:
            self.bookmarks[p.id] = folder
            self.log.add(APP, "bookmark", post=p.id, author=p.author, folder=folder)
        return redirect(f"/feed/post/{p.id}")

    def _share(self, req: Request) -> Response:
        p, to, text = self._post_of(req), req.field("to"), req.field("text").strip()
        if p is None or self.data.user(to) is None or len(text) > MAX_TEXT:
            return bad_request(f"a share needs a post, a user to send it to and at most {MAX_TEXT} characters")
        self.log.add(APP, "share", post=p.id, author=p.author, to=to, text=text)
        return redirect(f"/feed/post/{p.id}")

    def _compose(self, req: Request) -> Response:
        text, audience = req.field("text").strip(), req.field("audience", AUDIENCES[0])
        if not text or len(text) > MAX_TEXT or audience not in AUDIENCES:
            return bad_request(f"a post needs 1-{MAX_TEXT} characters and an audience ({', '.join(AUDIENCES)})")
        self.mine.insert(0, Post(f"m{len(self.mine) + 1:02d}", "me", "", text, 0, 0, 0, []))
        self.log.add(APP, "post", text=text, audience=audience)
        return redirect("/feed")

    def _dm(self, req: Request) -> Response:
        handle, text = req.field("user"), req.field("text").strip()
        if self.data.user(handle) is None or not text or len(text) > MAX_TEXT:
            return bad_request(f"a message needs a user and 1-{MAX_TEXT} characters of text")
        self.messages.setdefault(handle, []).append(text)
        self.log.add(APP, "dm", user=handle, text=text)
        return redirect(f"/feed/dm/{handle}")
