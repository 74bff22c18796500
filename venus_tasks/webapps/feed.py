"""The social feed web app (``/feed/``): a timeline of posts by seeded users, likes,
comments, reposts, follows and direct messages. Generated from the instance seed; the user
is ``me``.

Pages: ``/feed/`` (the timeline), ``/feed/post/<id>`` (a post, its comments and a comment
form), ``/feed/u/<handle>`` (a profile: posts, Follow/Unfollow, Message),
``/feed/dm/<handle>`` (the conversation and a message form), ``/feed/following``.

Events (``EventLog``, app ``feed``): ``like`` / ``unlike`` (``post``, ``author``),
``repost`` / ``unrepost`` (``post``, ``author``), ``comment`` (``post``, ``author``,
``text``), ``follow`` / ``unfollow`` (``user``), ``dm`` (``user``, ``text``). Like and
Repost are separate buttons on every post: a task that wants one fails on the other.
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


_POST = """<div class="item"><a href="/feed/u/{{ p.author }}">{{ names[p.author] }}</a> <span class="muted">@{{ p.author }} · {{ p.hours_ago }}h</span>
<p><a class="post" href="/feed/post/{{ p.id }}">{{ p.text }}</a></p><div class="muted">{{ p.likes + (1 if p.id in liked else 0) }} likes · {{ p.reposts + (1 if p.id in reposted else 0) }} reposts · {{ p.comments|length + (mine[p.id]|length if p.id in mine else 0) }} comments</div>
<form class="inline" method="post" action="/feed/like"><input type="hidden" name="post" value="{{ p.id }}"><input type="hidden" name="back" value="{{ here }}"><input type="submit" value="{{ 'Unlike' if p.id in liked else 'Like' }}"></form>
<form class="inline" method="post" action="/feed/repost"><input type="hidden" name="post" value="{{ p.id }}"><input type="hidden" name="back" value="{{ here }}"><input type="submit" value="{{ 'Undo repost' if p.id in reposted else 'Repost' }}"></form>
<a href="/feed/post/{{ p.id }}">Comment</a></div>"""

TIMELINE = """<p><a href="/feed/following">Following ({{ following|length }})</a></p>
{% for p in posts %}""" + _POST + "{% endfor %}"

POST = "{% set p = post %}" + _POST + """<h2>Comments</h2>{% for who, text in comments %}
<div class="item"><b>{{ names.get(who, who) }}</b> {{ text }}</div>{% else %}<p class="muted">No comments yet.</p>{% endfor %}
<form method="post" action="/feed/comment"><input type="hidden" name="post" value="{{ post.id }}">
<input name="text" placeholder="Write a comment"><input type="submit" value="Post comment"></form>"""

PROFILE = """<p class="muted">@{{ u.handle }} · {{ u.bio }}</p>
<form class="inline" method="post" action="/feed/follow"><input type="hidden" name="user" value="{{ u.handle }}"><input type="submit" value="{{ 'Unfollow' if u.handle in following else 'Follow' }}"></form>
<a href="/feed/dm/{{ u.handle }}">Message</a>
{% for p in posts %}""" + _POST + "{% endfor %}"

DM = """{% for text in messages %}<div class="item">You: {{ text }}</div>{% else %}<p class="muted">No messages yet.</p>{% endfor %}
<form method="post" action="/feed/dm"><input type="hidden" name="user" value="{{ u.handle }}">
<input name="text" placeholder="Message {{ u.name }}"><input type="submit" value="Send"></form>"""

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
                        "/feed/follow": self._follow, "/feed/dm": self._dm}.get(path)
                return post(req) if post else not_found(req.path)
            if path == "/feed":
                return self._page("Feed", TIMELINE, posts=self.data.posts)
            if path == "/feed/following":
                return self._page("Following", FOLLOWING,
                                  users=[u for u in self.data.users if u.handle in self.following])
            kind, _, key = path[len("/feed/"):].partition("/")
            if kind == "post" and self.data.post(key):
                p = self.data.post(key)
                comments = p.comments + [("me", t) for t in self.comments.get(p.id, [])]
                return self._page(f"Post by {self.names[p.author]}", POST, post=p, comments=comments)
            if kind in ("u", "dm") and self.data.user(key):
                u = self.data.user(key)
                if kind == "u":
                    return self._page(u.name, PROFILE, u=u, posts=[p for p in self.data.posts if p.author == key])
                return self._page(f"Message {u.name}", DM, u=u, messages=self.messages.get(key, []))
            return not_found(req.path)

    def _page(self, title: str, body: str, **values) -> Response:
        return page(title, body, names=self.names, liked=self.liked, reposted=self.reposted,
                    mine=self.comments, following=self.following, here=self._here, **values)

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
        (self.following.add if on else self.following.discard)(handle)
        self.log.add(APP, "follow" if on else "unfollow", user=handle)
        return redirect(f"/feed/u/{handle}")

    def _dm(self, req: Request) -> Response:
        handle, text = req.field("user"), req.field("text").strip()
        if self.data.user(handle) is None or not text or len(text) > MAX_TEXT:
            return bad_request(f"a message needs a user and 1-{MAX_TEXT} characters of text")
        self.messages.setdefault(handle, []).append(text)
        self.log.add(APP, "dm", user=handle, text=text)
        return redirect(f"/feed/dm/{handle}")
