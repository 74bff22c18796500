"""A small Chrome DevTools Protocol client for a headless Chromium of the simulated device,
over ``--remote-debugging-pipe`` (no port, no websocket library): Chromium reads commands
from its file descriptor 3 and writes replies and events to 4, each message one JSON object
followed by a NUL byte (Chromium ``content/browser/devtools/devtools_pipe_handler.cc``; the
transport Puppeteer's ``pipe: true`` uses).

``CdpPipe(binary, profile_dir)`` starts the browser; ``call(method, params, session)``
sends one command and returns its ``result`` (raises ``CdpError`` with the protocol's
message on an ``error`` reply, ``TimeoutError`` when none arrives in ``timeout`` seconds,
``ConnectionError`` when the browser has gone); events received meanwhile go to
``on_event(method, params, session_id)``. ``close()`` ends the browser (``Browser.close``,
then SIGKILL after 5 s) and always reaps the process.
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import signal
import subprocess
import time
from typing import Callable

# Flags for a quiet, offline, sandbox-free headless browser (``--no-sandbox``: CI runs as
# root, where Chromium refuses its sandbox).
FLAGS = ("--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
         "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
         "--disable-extensions", "--disable-background-networking", "--disable-sync",
         "--disable-component-update", "--disable-default-apps", "--mute-audio",
         "--hide-scrollbars", "--disable-features=Translate,MediaRouter,OptimizationHints",
         "--metrics-recording-only", "--password-store=basic", "--use-mock-keychain")


class CdpError(RuntimeError):
    """A command's ``error`` reply: ``"<method>: <message>"``."""


class CdpPipe:
    """One Chromium process and its DevTools pipe (see the module doc)."""

    def __init__(self, binary: str, profile_dir: str, on_event: Callable[[str, dict, str | None], None] | None = None,
                 timeout: float = 30.0):
        self.timeout = timeout
        self.on_event = on_event
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()
        # the child's ends above 9, so that moving them onto 3 and 4 never closes one of them
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_chrome_r, from_chrome_w)]
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        to_chrome_r, from_chrome_w = high

        # bash (dash takes one-digit fds only) puts the pipe's ends on fds 3 and 4 (``$0`` is the binary; nothing of
        # the page or the agent is in this command line)
        script = f'exec "$0" "$@" 3<&{to_chrome_r} 4>&{from_chrome_w} {to_chrome_r}<&- {from_chrome_w}>&-'
        try:
            self.proc = subprocess.Popen(
                ["/bin/bash", "-c", script, binary, *FLAGS, f"--user-data-dir={profile_dir}", "about:blank"],
                pass_fds=(to_chrome_r, from_chrome_w),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True)
        finally:
            os.close(to_chrome_r)
            os.close(from_chrome_w)
        self._buf = b""
        self._next_id = 0

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> None:
        """Send one command without waiting for its reply (which is then dropped)."""
        self._write(method, params, session)

    def _write(self, method: str, params: dict | None, session: str | None) -> int:
        self._next_id += 1
        msg = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        data = json.dumps(msg).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self._to_chrome, data):]
        except OSError as exc:
            raise ConnectionError(f"the headless browser has gone ({exc})") from exc
        return self._next_id

    def call(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float | None = None) -> dict:
        msg_id = self._write(method, params, session)
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            reply = self._read(deadline, method)
            if reply.get("id") == msg_id:
                if "error" in reply:
                    raise CdpError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply and self.on_event:
                self.on_event(reply["method"], reply.get("params", {}), reply.get("sessionId"))

    def poll_events(self) -> None:
        """Deliver the events already received, without waiting."""
        while True:
            msg = self._read(time.monotonic(), "", block=False)
            if msg is None:
                return
            if "method" in msg and self.on_event:
                self.on_event(msg["method"], msg.get("params", {}), msg.get("sessionId"))

    def _read(self, deadline: float, method: str, block: bool = True) -> dict | None:
        while b"\0" not in self._buf:
            wait = max(0.0, deadline - time.monotonic()) if block else 0.0
            ready, _, _ = select.select([self._from_chrome], [], [], wait)
            if not ready:
                if not block:
                    return None
                raise TimeoutError(f"no reply to {method} from the headless browser in {self.timeout:g} s")
            chunk = os.read(self._from_chrome, 1 << 20)
            if not chunk:
                raise ConnectionError("the headless browser has gone (its DevTools pipe closed)")
            self._buf += chunk
        line, self._buf = self._buf.split(b"\0", 1)
        return json.loads(line)

    def close(self) -> None:
        """End the browser; safe to call twice."""
        if self.proc.poll() is None:
            try:
                self.call("Browser.close", timeout=5)
            except (OSError, RuntimeError, TimeoutError, ValueError):
                pass
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        try:                                     # any helper process left in its session
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        for fd in (self._to_chrome, self._from_chrome):
            try:
                os.close(fd)
            except OSError:
                pass
        self._to_chrome = self._from_chrome = -1
