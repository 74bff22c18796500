"""Text commands: ``echo printf grep head tail wc sort uniq cut tr``.

``echo`` is mksh's builtin: ``-n``/``-e``/``-E`` and backslash escapes on by default
(mksh(1) "echo"). The others follow toybox 0.8.6: ``grep`` exits 0 on a match, 1 on
none, 2 on error; ``wc`` pads to 7 columns unless it prints one number for one input
(``toys/posix/wc.c``); ``head``/``tail`` print ``==> NAME <==`` titles for several files.
"""

from __future__ import annotations

import re

from venus_tasks.sim.shell.commands.base import Result, UsageError, fail, ok, parse_opts, usage
from venus_tasks.sim.storage.vfs import FsError

_ESCAPES = {"a": "\a", "b": "\b", "e": "\x1b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
            "v": "\v", "\\": "\\"}


def _unescape(text: str) -> tuple[str, bool]:
    """Backslash escapes of echo/printf; returns (text, stop) where ``\\c`` sets stop."""
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c != "\\" or i + 1 >= len(text):
            out.append(c)
            i += 1
            continue
        n = text[i + 1]
        if n == "c":
            return "".join(out), True
        if n in _ESCAPES:
            out.append(_ESCAPES[n])
            i += 2
        elif n == "0" or n in "1234567":
            m = re.match(r"0?([0-7]{1,3})", text[i + 1:])
            out.append(chr(int(m.group(1), 8)))
            i += 1 + m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out), False


def echo(ctx, args: list[str]) -> Result:
    newline, escapes = True, True
    while args and re.fullmatch(r"-[neE]+", args[0]):
        for flag in args[0][1:]:
            newline = newline and flag != "n"
            escapes = {"e": True, "E": False}.get(flag, escapes)
        args = args[1:]
    text = " ".join(args)
    if escapes:
        text, stop = _unescape(text)
        if stop:
            return ok(text)
    return ok(text + ("\n" if newline else ""))


def printf(ctx, args: list[str]) -> Result:
    if not args:
        return fail('printf: Needs 1 argument (see "printf --help")\n')
    fmt, rest = args[0], list(args[1:])
    out = []
    while True:
        used = 0

        def conv(m: re.Match) -> str:
            nonlocal used
            spec = m.group(0)
            if spec == "%%":
                return "%"
            arg = rest[used] if used < len(rest) else ""
            used += 1
            kind = spec[-1]
            if kind in "di":
                return (spec[:-1] + "d") % int(arg or 0)
            if kind in "xXo":
                return spec % int(arg or 0)
            if kind in "feEgG":
                return spec % float(arg or 0)
            if kind == "b":
                return _unescape(arg)[0]
            return (spec[:-1] + "s") % arg
        text = re.sub(r"%[-+ #0]*\d*(?:\.\d+)?[diouxXfeEgGcsb%]", conv, fmt)
        out.append(_unescape(text)[0])
        rest = rest[used:]
        if not rest or not used:
            break
    return ok("".join(out))


def _inputs(ctx, operands: list[str], name: str):
    """Yields (name, data) for each operand ("-" or none = stdin); errors as (name, None, msg)."""
    for path in operands or ["-"]:
        if path == "-":
            yield path, ctx.stdin, None
            continue
        try:
            yield path, ctx.vfs.read(path, ctx.cwd, ctx.cred), None
        except FsError as exc:
            yield path, None, f"{name}: {path}: {exc.strerror}\n"


def _split_lines(data: bytes) -> list[bytes]:
    parts = data.split(b"\n")
    if parts and parts[-1] == b"":
        parts.pop()
    return parts


def _posix_regex(pattern: str, extended: bool) -> str:
    """POSIX BRE/ERE -> Python ``re`` (bracket classes like ``[[:digit:]]`` included)."""
    classes = {"alpha": "a-zA-Z", "digit": "0-9", "alnum": "a-zA-Z0-9", "upper": "A-Z",
               "lower": "a-z", "space": r" \t\n\r\f\v", "blank": r" \t", "punct": r"!-/:-@\[-`{-~",
               "xdigit": "0-9A-Fa-f", "print": r" -~", "graph": r"!-~", "cntrl": r"\x00-\x1f"}
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "[":
            j = i + 1
            body = ["["]
            if j < len(pattern) and pattern[j] == "^":
                body.append("^")
                j += 1
            if j < len(pattern) and pattern[j] == "]":
                body.append(r"\]")
                j += 1
            while j < len(pattern) and pattern[j] != "]":
                m = re.match(r"\[:(\w+):\]", pattern[j:])
                if m:
                    body.append(classes.get(m.group(1), ""))
                    j += m.end()
                    continue
                body.append("\\\\" if pattern[j] == "\\" else pattern[j])
                j += 1
            out.append("".join(body) + "]")
            i = j + 1
        elif c == "\\" and i + 1 < len(pattern):
            n = pattern[i + 1]
            if not extended and n in "(){}|+?":
                out.append(n)
            else:
                out.append("\\" + n)
            i += 2
        elif not extended and c in "(){}|+?":
            out.append("\\" + c)
            i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def grep(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="EFiIvcqolLnwxsHhrRabz", with_arg="emABC",
                       longs={"color": "color=", "colour": "color="})
    except UsageError as exc:
        return fail(f'grep: {exc} (see "grep --help")\n', 2)
    patterns = list(o.values.get("e", []))
    operands = list(o.operands)
    if not patterns:
        if not operands:
            return fail('grep: Needs 1 argument (see "grep --help")\n', 2)
        patterns = [operands.pop(0)]
    patterns = [p for pat in patterns for p in pat.split("\n")]
    flags = re.IGNORECASE if o.has("i") else 0
    rx_parts = [re.escape(p) if o.has("F") else _posix_regex(p, o.has("E")) for p in patterns]
    if o.has("w"):
        rx_parts = [rf"(?<!\w)(?:{p})(?!\w)" for p in rx_parts]
    if o.has("x"):
        rx_parts = [rf"(?:{p})\Z" for p in rx_parts]
    try:
        rx = re.compile("|".join(f"(?:{p})" for p in rx_parts).encode(), flags)
    except re.error:
        return fail(f"grep: bad regex '{patterns[0]}'\n", 2)
    show_name = (len(operands) > 1 or o.has("r")) and not o.has("h") or o.has("H")
    max_count = int(o.value("m")) if o.value("m") else None
    out, errs, matched = [], [], False
    for name, data, error in _inputs(ctx, operands, "grep"):
        if error:
            if not o.has("s"):
                errs.append(error)
            continue
        label = "(standard input)" if name == "-" else name
        count = 0
        for n, line in enumerate(_split_lines(data), 1):
            hit = rx.match(line) if o.has("x") else rx.search(line)
            if bool(hit) == o.has("v"):
                continue
            count += 1
            matched = True
            if o.has("q") or o.has("l") or o.has("L") or o.has("c"):
                if max_count and count >= max_count:
                    break
                continue
            prefix = (label.encode() + b":" if show_name else b"") + (f"{n}:".encode() if o.has("n") else b"")
            if o.has("o") and not o.has("v"):
                out.extend(prefix + m.group(0) + b"\n" for m in rx.finditer(line) if m.group(0))
            else:
                out.append(prefix + line + b"\n")
            if max_count and count >= max_count:
                break
        if o.has("c"):
            out.append((f"{label}:" if show_name else "").encode() + f"{count}\n".encode())
        elif o.has("l") and count:
            out.append(label.encode() + b"\n")
        elif o.has("L") and not count:
            out.append(label.encode() + b"\n")
        if o.has("q") and matched:
            return b"", b"", 0
    code = 0 if matched else 1
    if errs and not (o.has("q") and matched):
        code = 2
    return (b"" if o.has("q") else b"".join(out)), "".join(errs).encode(), code


def _head_tail(ctx, args: list[str], name: str) -> Result:
    try:
        o = parse_opts(args, flags="qvfF", with_arg="nc", numeric="n")
    except UsageError as exc:
        return usage(name, exc)
    count_s = o.value("n", "10")
    bytes_s = o.value("c")
    out, errs = [], []
    inputs = list(_inputs(ctx, o.operands, name))
    for idx, (path, data, error) in enumerate(inputs):
        if error:
            errs.append(error)
            continue
        if (len(inputs) > 1 and not o.has("q")) or o.has("v"):
            out.append(("\n" if idx else "") + f"==> {path} <==\n")
        if bytes_s is not None:
            n = int(bytes_s.lstrip("+-"))
            chunk = data[:n] if name == "head" else (data[n - 1:] if bytes_s.startswith("+") else data[-n:] if n else b"")
            out.append(chunk)
            continue
        segs = data.split(b"\n")
        segs = [x + b"\n" for x in segs[:-1]] + ([segs[-1]] if segs[-1] else [])
        n = int(count_s.lstrip("+-") or 0)
        if name == "head":
            picked = segs[:n] if not count_s.startswith("-") else segs[:max(len(segs) - n, 0)]
        elif count_s.startswith("+"):
            picked = segs[max(n - 1, 0):]
        else:
            picked = segs[-n:] if n else []
        out.append(b"".join(picked))
    return b"".join(x if isinstance(x, bytes) else x.encode() for x in out), "".join(errs).encode(), 1 if errs else 0


def head(ctx, args: list[str]) -> Result:
    return _head_tail(ctx, args, "head")


def tail(ctx, args: list[str]) -> Result:
    return _head_tail(ctx, args, "tail")


def wc(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="lwcm")
    except UsageError as exc:
        return usage("wc", exc)
    wanted = [f for f in "lwcm" if o.has(f)] or ["l", "w", "c"]
    order = [f for f in "lwcm" if f in wanted]
    nfiles = len(o.operands)
    pad = 7 if not ((nfiles == 0 and len(order) == 1) or nfiles == 1) else 0
    totals = dict.fromkeys(order, 0)
    out, errs = [], []

    def show(counts: dict, label: str | None) -> None:
        cells = [f"{counts[f]:>{pad}}" if i else f"{counts[f]:>{pad}}" for i, f in enumerate(order)]
        out.append(" ".join(cells) + (f" {label}" if label is not None else "") + "\n")

    for path, data, error in _inputs(ctx, o.operands, "wc"):
        if error:
            errs.append(error)
            continue
        counts = {"l": data.count(b"\n"), "w": len(data.split()), "c": len(data),
                  "m": len(data.decode("utf-8", "replace"))}
        for f in order:
            totals[f] += counts[f]
        show(counts, path if o.operands else None)
    if nfiles > 1:
        show(totals, "total")
    return "".join(out).encode(), "".join(errs).encode(), 1 if errs else 0


def sort(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="rnuf", with_arg="tk")
    except UsageError as exc:
        return usage("sort", exc)
    data = b"".join(d for _, d, e in _inputs(ctx, o.operands, "sort") if d is not None)
    rows = _split_lines(data)

    def key(line: bytes):
        text = line.lower() if o.has("f") else line
        if o.has("n"):
            m = re.match(rb"\s*(-?\d+(?:\.\d+)?)", text)
            return (float(m.group(1)) if m else 0.0, text)
        return (0, text)
    rows.sort(key=key, reverse=o.has("r"))
    if o.has("u"):
        seen, uniq = set(), []
        for r in rows:
            if key(r) not in seen:
                seen.add(key(r))
                uniq.append(r)
        rows = uniq
    return ok(b"".join(r + b"\n" for r in rows))


def uniq(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="cdui")
    except UsageError as exc:
        return usage("uniq", exc)
    data = b"".join(d for _, d, e in _inputs(ctx, o.operands[:1], "uniq") if d is not None)
    groups: list[list[bytes]] = []
    for line in _split_lines(data):
        if groups and (groups[-1][0].lower() == line.lower() if o.has("i") else groups[-1][0] == line):
            groups[-1].append(line)
        else:
            groups.append([line])
    out = []
    for g in groups:
        if (o.has("d") and len(g) < 2) or (o.has("u") and len(g) > 1):
            continue
        out.append((f"{len(g):>7} ".encode() if o.has("c") else b"") + g[0] + b"\n")
    return ok(b"".join(out))


def cut(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="s", with_arg="dfc")
    except UsageError as exc:
        return usage("cut", exc)
    delim = (o.value("d") or "\t").encode()
    spec = o.value("f") or o.value("c")
    if not spec:
        return fail('cut: Needs -fcb (see "cut --help")\n')
    picks = []
    for part in spec.split(","):
        lo, dash, hi = part.partition("-")
        picks.append((int(lo or 1), int(hi) if hi else (10**9 if dash else int(lo))))
    data = b"".join(d for _, d, e in _inputs(ctx, o.operands, "cut") if d is not None)
    out = []
    for line in _split_lines(data):
        if o.value("c"):
            out.append(b"".join(line[a - 1:z] for a, z in picks) + b"\n")
            continue
        if delim not in line:
            if not o.has("s"):
                out.append(line + b"\n")
            continue
        fields = line.split(delim)
        chosen = [f for i, f in enumerate(fields, 1) if any(a <= i <= z for a, z in picks)]
        out.append(delim.join(chosen) + b"\n")
    return ok(b"".join(out))


def tr(ctx, args: list[str]) -> Result:
    try:
        o = parse_opts(args, flags="dsc")
    except UsageError as exc:
        return usage("tr", exc)

    def expand(s: str) -> str:
        s = _unescape(s)[0]
        s = re.sub(r"\[:(\w+):\]", lambda m: {"upper": "A-Z", "lower": "a-z", "digit": "0-9",
                                               "space": " \t\n\r\f\v"}.get(m.group(1), ""), s)
        return re.sub(r"(.)-(.)", lambda m: "".join(chr(c) for c in range(ord(m.group(1)), ord(m.group(2)) + 1)), s)
    if not o.operands:
        return fail('tr: Needs 1 argument (see "tr --help")\n')
    text = ctx.stdin.decode("utf-8", "surrogateescape")
    set1 = expand(o.operands[0])
    if o.has("d"):
        text = "".join(c for c in text if c not in set1)
    elif len(o.operands) > 1:
        set2 = expand(o.operands[1])
        set2 = set2 + set2[-1:] * (len(set1) - len(set2))
        text = text.translate(str.maketrans(set1, set2[:len(set1)]))
    if o.has("s"):
        squeeze = expand(o.operands[-1])
        text = re.sub("(" + "|".join(re.escape(c) for c in squeeze) + r")\1+", r"\1", text) if squeeze else text
    return ok(text.encode("utf-8", "surrogateescape"))


COMMANDS = {
    "echo": echo, "printf": printf, "grep": grep, "egrep": lambda c, a: grep(c, ["-E", *a]),
    "fgrep": lambda c, a: grep(c, ["-F", *a]), "head": head, "tail": tail, "wc": wc,
    "sort": sort, "uniq": uniq, "cut": cut, "tr": tr,
}
