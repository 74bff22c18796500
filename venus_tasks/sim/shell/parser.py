"""Tokenizer and recursive-descent parser for the sh subset (POSIX grammar, mksh flavour).

Supported: single/double quotes, backslash escapes, ``$name`` ``${name}`` ``$?`` ``$$``
``$#`` ``$0``-``$9``, ``$(...)`` and backticks, comments, ``;`` ``&`` newline, ``&&``
``||``, ``|``, ``!``, redirections ``[n]>`` ``[n]>>`` ``[n]<`` ``[n]>&m`` ``&>``,
``NAME=value`` prefixes, ``if/elif/else/fi``, ``for ... in ...; do ...; done``,
``while``/``until``, ``{ ...; }`` and ``( ... )``.

``parse(source)`` returns an ``ast.Sequence`` or raises ``ShellSyntaxError`` whose message
is mksh's (``syntax error: unexpected 'fi'``).
"""

from __future__ import annotations

import re

from venus_tasks.sim.shell import ast

_OPERATORS = ("&&", "||", ";;", ">>", ">&", "<&", "&>", ">|", ";", "&", "|", "(", ")", "<", ">",
              "\n")
_RESERVED = {"if", "then", "elif", "else", "fi", "for", "in", "do", "done", "while", "until",
             "{", "}", "!"}
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_SPECIAL_VARS = "?$#!@*-0123456789"


class ShellSyntaxError(Exception):
    """A parse error; ``str(err)`` is the text after ``/system/bin/sh: ``."""


class _Tok:
    __slots__ = ("kind", "value", "fd")

    def __init__(self, kind: str, value, fd: int | None = None):
        self.kind, self.value, self.fd = kind, value, fd   # kind: WORD | OP | EOF

    def __repr__(self) -> str:
        return f"_Tok({self.kind}, {self.value!r})"

    def text(self) -> str:
        if self.kind == "EOF":
            return "EOF"
        if self.kind == "OP":
            return "newline" if self.value == "\n" else self.value
        return "".join(p.text if isinstance(p, ast.Lit) else "$" + getattr(p, "name", "(")
                       for p in self.value.parts)


def tokenize(src: str) -> list[_Tok]:
    """Split ``src`` into WORD/OP tokens (redirection ops carry their fd)."""
    toks: list[_Tok] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c in " \t":
            i += 1
            continue
        if c == "\\" and src[i + 1: i + 2] == "\n":
            i += 2
            continue
        if c == "#":
            while i < n and src[i] != "\n":
                i += 1
            continue
        op = next((o for o in _OPERATORS if src.startswith(o, i)), None)
        if op:
            toks.append(_Tok("OP", op))
            i += len(op)
            continue
        word, i = _read_word(src, i)
        if i < n and src[i] in "<>" and len(word.parts) == 1 and isinstance(word.parts[0], ast.Lit) \
                and not word.parts[0].quoted and word.parts[0].text.isdigit():
            op = next(o for o in _OPERATORS if src.startswith(o, i))
            toks.append(_Tok("OP", op, fd=int(word.parts[0].text)))
            i += len(op)
            continue
        toks.append(_Tok("WORD", word))
    toks.append(_Tok("EOF", None))
    return toks


def _read_word(src: str, i: int) -> tuple[ast.Word, int]:
    parts: list[ast.Part] = []
    buf: list[str] = []

    def flush(quoted: bool = False) -> None:
        if buf:
            parts.append(ast.Lit("".join(buf), quoted))
            buf.clear()

    n = len(src)
    while i < n:
        c = src[i]
        if c in " \t\n;&|()<>":
            break
        if c == "\\":
            flush()
            if i + 1 < n:
                parts.append(ast.Lit(src[i + 1], True))
            i += 2
        elif c == "'":
            flush()
            end = src.find("'", i + 1)
            if end < 0:
                raise ShellSyntaxError("unexpected EOF")   # mksh: unterminated quote
            parts.append(ast.Lit(src[i + 1:end], True))
            i = end + 1
        elif c == '"':
            flush()
            i = _read_double(src, i + 1, parts)
        elif c == "$":
            flush()
            part, i = _read_dollar(src, i, quoted=False)
            parts.append(part)
        elif c == "`":
            flush()
            end = src.find("`", i + 1)
            if end < 0:
                raise ShellSyntaxError("unexpected EOF")
            parts.append(ast.CmdSub(src[i + 1:end], False))
            i = end + 1
        else:
            buf.append(c)
            i += 1
    flush()
    return ast.Word(tuple(parts)), i


def _read_double(src: str, i: int, parts: list[ast.Part]) -> int:
    buf: list[str] = []
    start_len = len(parts)
    n = len(src)
    while True:
        if i >= n:
            raise ShellSyntaxError("unexpected EOF")
        c = src[i]
        if c == '"':
            i += 1
            break
        if c == "\\" and i + 1 < n and src[i + 1] in '$`"\\\n':
            if src[i + 1] != "\n":
                buf.append(src[i + 1])
            i += 2
        elif c == "$":
            if buf:
                parts.append(ast.Lit("".join(buf), True))
                buf.clear()
            part, i = _read_dollar(src, i, quoted=True)
            parts.append(part)
        elif c == "`":
            if buf:
                parts.append(ast.Lit("".join(buf), True))
                buf.clear()
            end = src.find("`", i + 1)
            if end < 0:
                raise ShellSyntaxError("unexpected EOF")
            parts.append(ast.CmdSub(src[i + 1:end], True))
            i = end + 1
        else:
            buf.append(c)
            i += 1
    if buf or len(parts) == start_len:
        parts.append(ast.Lit("".join(buf), True))   # "" is an empty (but present) field
    return i


def _read_dollar(src: str, i: int, quoted: bool) -> tuple[ast.Part, int]:
    nxt = src[i + 1: i + 2]
    if nxt == "(":
        depth, j = 1, i + 2
        while j < len(src) and depth:
            ch = src[j]
            if ch == "'":
                j = src.find("'", j + 1)
                if j < 0:
                    break
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            j += 1
        if depth:
            raise ShellSyntaxError("unexpected EOF")
        return ast.CmdSub(src[i + 2: j - 1], quoted), j
    if nxt == "{":
        end = src.find("}", i + 2)
        if end < 0:
            raise ShellSyntaxError("unexpected EOF")
        return ast.Var(src[i + 2:end], quoted), end + 1
    if nxt and nxt in _SPECIAL_VARS:
        return ast.Var(nxt, quoted), i + 2
    m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", src[i + 1:])
    if m:
        return ast.Var(m.group(0), quoted), i + 1 + m.end()
    return ast.Lit("$", quoted), i + 1


class _Parser:
    def __init__(self, toks: list[_Tok]):
        self.toks, self.pos = toks, 0

    def peek(self) -> _Tok:
        return self.toks[self.pos]

    def next(self) -> _Tok:
        tok = self.toks[self.pos]
        self.pos += 1
        return tok

    def is_op(self, *ops: str) -> bool:
        tok = self.peek()
        return tok.kind == "OP" and tok.value in ops and tok.fd is None

    def is_word(self, *words: str) -> bool:
        tok = self.peek()
        return tok.kind == "WORD" and tok.value.literal() in words

    def fail(self) -> ShellSyntaxError:
        tok = self.peek()
        if tok.kind == "EOF":
            return ShellSyntaxError("unexpected EOF")
        return ShellSyntaxError(f"unexpected '{tok.text()}'")

    def skip_newlines(self) -> None:
        while self.is_op("\n"):
            self.next()

    def expect_word(self, word: str) -> None:
        self.skip_newlines()
        if not self.is_word(word):
            raise self.fail()
        self.next()

    # list := and_or ((';' | '&' | '\n') and_or)*
    def parse_list(self, stops: tuple[str, ...] = ()) -> ast.Sequence:
        items: list[ast.AndOr] = []
        while True:
            self.skip_newlines()
            tok = self.peek()
            if tok.kind == "EOF" or self.is_op(")") or (stops and self.is_word(*stops)):
                break
            items.append(self.parse_and_or())
            if self.is_op(";", "&", "\n"):
                self.next()
                continue
            break
        return ast.Sequence(items)

    def parse_and_or(self) -> ast.AndOr:
        first = self.parse_pipeline()
        rest = []
        while self.is_op("&&", "||"):
            op = self.next().value
            self.skip_newlines()
            rest.append((op, self.parse_pipeline()))
        return ast.AndOr(first, rest)

    def parse_pipeline(self) -> ast.Pipeline:
        negate = False
        if self.is_word("!"):
            self.next()
            negate = True
        cmds = [self.parse_command()]
        while self.is_op("|"):
            self.next()
            self.skip_newlines()
            cmds.append(self.parse_command())
        return ast.Pipeline(cmds, negate)

    def parse_command(self) -> ast.Command:
        tok = self.peek()
        if tok.kind == "WORD":
            kw = tok.value.literal()
            if kw == "if":
                return self._with_redirects(self.parse_if())
            if kw == "for":
                return self._with_redirects(self.parse_for())
            if kw in ("while", "until"):
                return self._with_redirects(self.parse_while(kw == "until"))
            if kw == "{":
                self.next()
                body = self.parse_list(("}",))
                self.expect_word("}")
                return self._with_redirects(ast.Group(body, False))
            if kw in _RESERVED - {"!"}:
                raise self.fail()
        if self.is_op("("):
            self.next()
            body = self.parse_list()
            if not self.is_op(")"):
                raise self.fail()
            self.next()
            return self._with_redirects(ast.Group(body, True))
        return self.parse_simple()

    def _with_redirects(self, cmd):
        while self.peek().kind == "OP" and self._is_redirect(self.peek()):
            cmd.redirects.append(self._redirect())
        return cmd

    @staticmethod
    def _is_redirect(tok: _Tok) -> bool:
        return tok.value in (">", ">>", "<", ">&", "<&", "&>", ">|")

    def _redirect(self) -> ast.Redirect:
        tok = self.next()
        target = self.next()
        if target.kind != "WORD":
            self.pos -= 1
            raise self.fail()
        op = {">|": ">", "<&": ">&"}.get(tok.value, tok.value)
        if op == "&>":
            return ast.Redirect(-1, ">", target.value)   # stdout and stderr to the file
        default_fd = 0 if tok.value in ("<", "<&") else 1
        return ast.Redirect(default_fd if tok.fd is None else tok.fd, op, target.value)

    def parse_simple(self) -> ast.Simple:
        cmd = ast.Simple([], [], [])
        while True:
            tok = self.peek()
            if tok.kind == "OP" and self._is_redirect(tok):
                cmd.redirects.append(self._redirect())
            elif tok.kind == "WORD":
                self.next()
                assign = _assignment(tok.value) if not cmd.words else None
                if assign:
                    cmd.assigns.append(assign)
                else:
                    cmd.words.append(tok.value)
            else:
                break
        if not (cmd.words or cmd.assigns or cmd.redirects):
            raise self.fail()
        return cmd

    def parse_if(self) -> ast.If:
        self.next()
        branches = []
        cond = self.parse_list(("then",))
        self.expect_word("then")
        body = self.parse_list(("elif", "else", "fi"))
        branches.append((cond, body))
        otherwise = None
        while True:
            self.skip_newlines()
            if self.is_word("elif"):
                self.next()
                cond = self.parse_list(("then",))
                self.expect_word("then")
                branches.append((cond, self.parse_list(("elif", "else", "fi"))))
            elif self.is_word("else"):
                self.next()
                otherwise = self.parse_list(("fi",))
            else:
                break
        self.expect_word("fi")
        if not cond.items:
            raise ShellSyntaxError("unexpected 'then'")
        return ast.If(branches, otherwise)

    def parse_for(self) -> ast.For:
        self.next()
        tok = self.next()
        name = tok.value.literal() if tok.kind == "WORD" else None
        if not name or not _NAME.match(name):
            self.pos -= 1
            raise self.fail()
        items = None
        self.skip_newlines()
        if self.is_word("in"):
            self.next()
            items = []
            while self.peek().kind == "WORD":
                items.append(self.next().value)
        if self.is_op(";", "\n"):
            self.next()
        self.expect_word("do")
        body = self.parse_list(("done",))
        self.expect_word("done")
        return ast.For(name, items, body)

    def parse_while(self, until: bool) -> ast.While:
        self.next()
        cond = self.parse_list(("do",))
        self.expect_word("do")
        body = self.parse_list(("done",))
        self.expect_word("done")
        return ast.While(cond, body, until)


def _assignment(word: ast.Word) -> tuple[str, ast.Word] | None:
    first = word.parts[0] if word.parts else None
    if not isinstance(first, ast.Lit) or first.quoted or "=" not in first.text:
        return None
    name, _, rest = first.text.partition("=")
    if not _NAME.match(name):
        return None
    value_parts = ((ast.Lit(rest),) if rest else ()) + tuple(word.parts[1:])
    return name, ast.Word(value_parts)


def parse(source: str) -> ast.Sequence:
    """Parse a whole script. Raises ShellSyntaxError."""
    parser = _Parser(tokenize(source))
    seq = parser.parse_list()
    if parser.peek().kind != "EOF":
        raise parser.fail()
    return seq
