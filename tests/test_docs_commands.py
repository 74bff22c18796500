"""Docs that cannot drift (issue 30): every shell command in README.md and docs/*.md is run
here, on the built-in simulated device, or marked in the doc with what it needs.

A command is a line of a fenced ``bash``, ``sh`` or ``console`` block (a trailing backslash
joins the next line, a leading ``$ `` prompt is dropped, comment lines are not commands),
outside fences a line starting with ``$ `` or ``python ``, or an inline code span starting
with ``python `` (it may wrap across lines).

A command CI cannot run carries a marker: an HTML comment ``<!-- needs: emulator -->`` on the
line just before its fenced block (it marks the whole block) or right after its inline span,
or, for one line of a block, a trailing shell comment ending ``needs: emulator``. The words
are NEEDS (several are separated by commas). Every other command is run by ``test_documented_commands_run``
from one scratch folder, in the docs' order (README.md, then docs/ by name; a command given twice
runs once), with these changes only, so that each stays short:

- ``python runner.py`` gets ``--device builtin`` unless it names a device, and without
  ``--tasks`` one quick task (SMALL: of its ``--suite``, of its first ``--categories`` code,
  or the task of its ``--plugins`` example);
- ``[...]`` (the optional parts of a synopsis) is left out, PLACEHOLDERS name run folders of
  earlier commands, and a documented port becomes a free one;
- ``--plugins`` names the examples of the docs (EXAMPLES): the task of docs/tasks.md
  "Adding a task" and the agent of docs/agents.md, written into the scratch folder;
- ``python -m venus_tasks.agents.http_server`` serves in the background for the commands
  after it, and a runner serving the pull protocol (``--agent_arg serve=...``) is answered
  by the small client ``_pull_agent`` below.

A command must exit 0, and a runner must write a ``report.json`` without a ``no_result``.
Marked commands are still checked: their module imports, their script exists and every flag
they pass is in the ``--help`` of what they run. Every ``--flag`` of inline code in the docs
is one of ``python runner.py --help`` or of a documented module, every repository path
in inline code exists, and every relative link reaches a file and heading that exist.
"""

from __future__ import annotations

import dataclasses
import glob
import importlib.util
import json
import os
import re
import shlex
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))

# What a marked command needs that CI does not have.
NEEDS = {
    "emulator": "a real Android emulator or device",
    "model": "a model endpoint (and its API key)",
    "network": "downloads (pip, git clone, apt-get)",
    "android_world": "an AndroidWorld checkout (not on PyPI)",
    "ray": "a Ray cluster (tests/test_ray_hosts.py runs a local one)",
    "long": "minutes of run time (a benchmark, a rebuild over every task, a full test sweep)",
}
# One quick task per suite and per category code, for runner commands without --tasks.
SMALL = {
    "venus": "FuncAssistScreenTimeout",
    "ambiguity": "AmbiSettingsBatterySaver_Standard",
    "mid_probe": "ProbeAmbiSettingsBatterySaver_Standard_0_s2_saver_ambiguous",
    "mid_diag": "DiagAmbiSettingsBatterySaver_Standard_0_s2_saver_action_none",
    "fa": "FuncAssistScreenTimeout",
    "cf": "RefusalSettingsSwitchAlready",
    "va": "VagueScreenTooDark",
}
# Run folders the docs name with a placeholder, made by earlier commands (README.md's runs).
PLACEHOLDERS = {"RUN_DIR": "runs/noop", "RUN_A": "runs/noop", "RUN_B": "runs/demo", "OUT": "runs/compare_docs"}
CATEGORY_CODES = {"FA", "CF", "VA", "MR", "GSA", "GUIM", "HGB", "NR", "BC"}
# --plugins modules of the docs -> (page, heading whose first ```python block is the module,
# the task it registers, or None for an agent module).
EXAMPLES = {
    "my_module": ("docs/tasks.md", "## Adding a task", "ExpenseCount"),
    "my_tasks": ("docs/tasks.md", "## Adding a task", "ExpenseCount"),
    "my_lab.agents": ("docs/agents.md", "## Adding an agent", None),
}
# Flags of AndroidWorld's run.py, which the docs pass through android_world_family.
AW_RUN_FLAGS = {"suite_family", "agent_name", "console_port", "tasks", "adb_path"}
# Modules of another project's requirements, run only by commands marked android_world
# (grpcio-tools: AndroidWorld's setup.py compiles its protos with it).
OTHER_PROJECTS_MODULES = {"grpc_tools.protoc"}
SERVERS = {"venus_tasks.agents.http_server"}


@dataclasses.dataclass(frozen=True)
class Command:
    path: str                 # the doc, relative to the repository
    line: int                 # 1-based line where the command starts
    text: str                 # continuation lines joined, whitespace collapsed
    needs: tuple[str, ...]    # marker words, () when unmarked
    marker_line: int = 0      # the line of its marker

    def where(self) -> str:
        return f"{self.path}:{self.line}: `{self.text}`"


MARKER = re.compile(r"<!--\s*needs:\s*([^>]*?)\s*-->")
MARKER_AFTER = re.compile(r"\s*<!--\s*needs:\s*([^>]*?)\s*-->")
# In a fenced block, one line of several: a trailing shell comment ending "needs: network".
MARKER_COMMENT = re.compile(r"\s#[^#]*\bneeds:\s*([a-z_]+(?:\s*,\s*[a-z_]+)*)\s*$")


def _blank_fences(text: str) -> str:
    """text with every fenced block's lines blanked (line count kept)."""
    out, fence = [], False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
            out.append("")
        else:
            out.append("" if fence else line)
    return "\n".join(out)


def _words(marker: str) -> tuple[str, ...]:
    return tuple(w for w in re.split(r"[\s,]+", marker) if w)


def commands(path: str) -> list[Command]:
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    lines = text.split("\n")
    found: list[Command] = []
    i, fence, needs, marker_line = 0, None, (), 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            if fence is None:
                fence = line[3:].strip()
                m = MARKER.fullmatch(lines[i - 1].strip()) if i else None
                needs, marker_line = (_words(m[1]), i) if m else ((), 0)
            else:
                fence = None
            i += 1
            continue
        if fence in ("bash", "sh", "console"):
            start, cmd = i, line
            while cmd.endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd = cmd[:-1] + " " + lines[i].strip()
            cmd = cmd.strip()
            if cmd.startswith("$ "):
                cmd = cmd[2:]
            if cmd and not cmd.startswith("#") and (fence != "console" or line.startswith("$ ")):
                own = MARKER_COMMENT.search(cmd)
                found.append(Command(path, start + 1, " ".join(cmd.split()),
                                     needs + _words(own[1]) if own else needs, i + 1 if own else marker_line))
        elif fence is None and line.startswith(("$ ", "python ")):
            nxt = MARKER.search(line)
            cmd = MARKER.sub("", line).removeprefix("$ ")
            found.append(Command(path, i + 1, " ".join(cmd.split()), _words(nxt[1]) if nxt else (),
                                 i + 1 if nxt else 0))
        i += 1
    prose = _blank_fences(text)
    for m in re.finditer(r"`(python [^`]+)`", prose):
        after = MARKER_AFTER.match(prose, m.end())
        found.append(Command(path, prose.count("\n", 0, m.start()) + 1, " ".join(m[1].split()),
                             _words(after[1]) if after else (),
                             prose.count("\n", 0, after.end()) + 1 if after else 0))
    return sorted(found, key=lambda c: c.line)


def all_commands() -> list[Command]:
    return [c for path in DOCS for c in commands(path)]


# --- turning a documented command into what the test runs ------------------------------

@dataclasses.dataclass
class Plan:
    argv: list[str]
    kind: str                  # "runner", "module", "script", "server", "pull"
    output_dir: str = ""       # a runner's run folder (relative to the scratch folder)
    port: int = 0              # a server's or a pull runner's port


def _words_of(cmd: Command) -> list[str]:
    """The command as the shell splits it, optional ``[...]`` parts and comments left out."""
    return shlex.split(re.sub(r"\s\[[^\]]*\]", "", " " + cmd.text), comments=True)


def _flag_names(words: list[str]) -> list[str]:
    return [w[2:].split("=", 1)[0] for w in words if w.startswith("--") and len(w) > 2]


def _value(words: list[str], flag: str) -> str | None:
    for k, w in enumerate(words):
        if w == flag and k + 1 < len(words):
            return words[k + 1]
        if w.startswith(flag + "="):
            return w.split("=", 1)[1]
    return None


class NotRunnable(Exception):
    pass


def plan(cmd: Command, ports: dict[str, int] | None = None) -> Plan:
    """How the test runs ``cmd`` (module docstring), or NotRunnable saying why it cannot."""
    ports = {} if ports is None else ports
    try:
        words = _words_of(cmd)
    except ValueError as e:
        raise NotRunnable(f"cannot be split into words ({e})")
    if not words or words[0] != "python":
        raise NotRunnable("not a python command")
    if any(w in ("&&", "||", "|", ";") for w in words):
        raise NotRunnable("a compound shell command")
    out = []
    for w in words:
        if "..." in w:
            raise NotRunnable(f"'{w}' is elided")
        head, eq, val = w.partition("=") if w.startswith("--") else ("", "", w)
        if re.fullmatch(r"[A-Z][A-Z0-9_]*", val) and val not in CATEGORY_CODES:
            if val not in PLACEHOLDERS:
                raise NotRunnable(f"placeholder {val} (the test knows {sorted(PLACEHOLDERS)})")
            val = PLACEHOLDERS[val]
        for doc_port in re.findall(r"127\.0\.0\.1:(\d+)", val) + ([val] if out and out[-1] == "--port" else []):
            ports.setdefault(doc_port, _free_port())
            val = val.replace(doc_port, str(ports[doc_port]))
        out.append(head + eq + val)
    words = out
    plugins = _value(words, "--plugins")
    if plugins is not None and plugins not in EXAMPLES:
        raise NotRunnable(f"--plugins {plugins} is not an example of the docs ({sorted(EXAMPLES)})")
    if len(words) > 1 and words[1] == "runner.py":
        rest = words[2:]
        names = _flag_names(rest)
        if not any(n.startswith(("device", "adb_", "num_devices", "ray_address")) for n in names):
            rest += ["--device", "builtin"]
        if "tasks" not in names:
            cats = _value(rest, "--categories")
            key = cats.split(",")[0].lower() if cats else _value(rest, "--suite") or "venus"
            small = (EXAMPLES[plugins][2] if plugins else None) or SMALL.get(key)
            if small is None:
                raise NotRunnable(f"no quick task for {key!r}: add one to SMALL")
            rest += ["--tasks", small]
        serve = re.search(r"serve=[\d.]+:(\d+)", " ".join(rest))
        return Plan([sys.executable, os.path.join(ROOT, "runner.py"), *rest], "pull" if serve else "runner",
                    output_dir=_value(rest, "--output_dir") or "runs/latest",
                    port=int(serve[1]) if serve else 0)
    if len(words) > 2 and words[1] == "-m":
        if importlib.util.find_spec(words[2]) is None:
            raise NotRunnable(f"no module {words[2]}")
        port = int(_value(words, "--port") or 0)
        if words[2] in SERVERS and not port:
            raise NotRunnable("a server without --port (the test waits for it to listen there)")
        return Plan([sys.executable, *words[1:]], "server" if words[2] in SERVERS else "module", port=port)
    if len(words) > 1 and words[1].endswith(".py") and os.path.isfile(os.path.join(ROOT, words[1])):
        return Plan([sys.executable, os.path.join(ROOT, words[1]), *words[2:]], "script")
    raise NotRunnable("not `python runner.py`, `python -m MODULE` or a script of the repository")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- every command is run or marked ----------------------------------------------------

def test_every_command_is_run_or_marked():
    cmds = all_commands()
    assert len(cmds) > 30, f"only {len(cmds)} commands found in {DOCS}: is the parser broken?"
    problems = []
    for c in cmds:
        if c.needs:
            unknown = [w for w in c.needs if w not in NEEDS]
            if unknown:
                problems.append(f"{c.where()}: unknown needs {unknown}; known: {sorted(NEEDS)}")
            continue
        try:
            plan(c)
        except NotRunnable as e:
            problems.append(f"{c.where()}: neither run by tests/test_docs_commands.py ({e}) nor marked; "
                            f"mark it <!-- needs: {'|'.join(NEEDS)} --> or make it runnable")
    assert problems == [], "\n".join(problems)


def test_every_marker_marks_a_command():
    """A marker that marks nothing (a block without commands, a moved command) is an error:
    it must sit on the line just before a fenced block or right after a `python ...` span."""
    problems = []
    for path in DOCS:
        lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
        used = {c.marker_line for c in commands(path)}
        for n, line in enumerate(lines, 1):
            m = MARKER.search(re.sub(r"`[^`]*`", "``", line))      # a marker quoted in code marks nothing
            if m and n not in used:
                problems.append(f"{path}:{n}: {m[0]!r} marks no command (put it on the line before a "
                                "fenced block, or right after a `python ...` span)")
    assert problems == [], "\n".join(problems)


def test_the_parser_finds_marks_and_rejects(tmp_path, monkeypatch):
    """The rules above on a crafted page: a marked block, a marked span, a runnable command and
    an unmarked one that cannot run, each found on its line."""
    page = tmp_path / "docs" / "x.md"
    page.parent.mkdir()
    page.write_text("# x\n\n<!-- needs: emulator -->\n```bash\npython runner.py --device emulator-5554 \\\n"
                    "    --output_dir runs/e   # a comment\n```\n\nRun `python -m venus_tasks.mid_probe\ncount` or "
                    "`python -m verifiers.judge_agreement --judge_model M` <!-- needs: model -->.\n\n"
                    "```sh\npython runner.py --agent openai --model M\n```\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", str(tmp_path))
    got = [(c.line, c.text, c.needs) for c in commands("docs/x.md")]
    assert got == [(5, "python runner.py --device emulator-5554 --output_dir runs/e # a comment", ("emulator",)),
                   (9, "python -m venus_tasks.mid_probe count", ()),
                   (10, "python -m verifiers.judge_agreement --judge_model M", ("model",)),
                   (13, "python runner.py --agent openai --model M", ())]
    monkeypatch.setattr(sys.modules[__name__], "ROOT", ROOT)
    assert plan(Command("x", 9, got[1][1], ())).argv[1:] == ["-m", "venus_tasks.mid_probe", "count"]
    with pytest.raises(NotRunnable, match="placeholder M"):
        plan(Command("x", 13, got[3][1], ()))
    p = plan(Command("x", 1, "python runner.py --suite ambiguity --agent oracle [--variants zh]", ()))
    assert p.argv[2:] == ["--suite", "ambiguity", "--agent", "oracle", "--device", "builtin",
                          "--tasks", SMALL["ambiguity"]]


# --- flags, modules and files named by the docs exist ----------------------------------

def _help_flags(argvs: dict[tuple[str, ...], list[str]]) -> dict[tuple[str, ...], set[str]]:
    """The flags each ``--help`` lists (``--[no]x`` gives ``x``), the commands run side by side."""
    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false", PYTHONPATH=ROOT)
    procs = {key: subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True) for key, argv in argvs.items()}
    flags = {}
    for key, proc in procs.items():
        text = proc.communicate(timeout=300)[0]
        assert "usage" in text.lower() or "flags:" in text, f"{' '.join(argvs[key][1:])}: no help\n{text[-2000:]}"
        flags[key] = set(re.findall(r"--(?:\[no\])?(\w+)", text))
    return flags


def _other_project(c: Command, module: str) -> bool:
    """Whether ``module`` belongs to another project's requirements and ``c`` is marked
    as needing that project (its flags are then not ours to check)."""
    return module in OTHER_PROJECTS_MODULES and "android_world" in c.needs


def _module_help_argvs(cmds: list[Command]) -> dict[tuple[str, ...], list[str]]:
    """(module, subcommand...) -> the argv of its --help, for every documented module."""
    helps = {}
    for c in cmds:
        words = _words_of(c)
        if len(words) > 2 and words[:2] == ["python", "-m"] and _other_project(c, words[2]) is False \
                and importlib.util.find_spec(words[2]):
            key = [words[2]]
            if len(words) > 3 and re.fullmatch(r"[a-z_]+", words[3]):
                key.append(words[3])           # a subcommand (stats, compare, tune, count ...)
            helps[tuple(key)] = [sys.executable, "-m", *key, "--help"]
    return helps


def test_documented_flags_modules_and_scripts_exist():
    cmds = all_commands()
    argvs = {("runner.py",): [sys.executable, "runner.py", "--help"], **_module_help_argvs(cmds)}
    helps = _help_flags(argvs)
    runner = helps.pop(("runner.py",))
    assert {"suite", "tasks", "agent", "output_dir"} <= runner
    problems = []
    for c in cmds:
        words = _words_of(c)
        while words and re.fullmatch(r"\w+=\S*", words[0]):
            words = words[1:]                  # VAR=value prefixes
        if len(words) < 2 or words[0] != "python":
            continue
        if words[1] == "-m":
            module = words[2]
            if _other_project(c, module):
                continue
            if importlib.util.find_spec(module) is None:
                problems.append(f"{c.where()}: no module {module}")
                continue
            if module == "pytest":
                continue
            sub = (module, words[3]) if len(words) > 3 and (module, words[3]) in helps else (module,)
            args = words[3:]
            if module == "venus_tasks.android_world_family":      # flags after run.py are AndroidWorld's
                args = args[:next((k for k, w in enumerate(args) if not w.startswith("-")), len(args))]
            bad = [f for f in _flag_names(args) if f not in helps[sub]]
            if bad:
                problems.append(f"{c.where()}: not in `python -m {' '.join(sub)} --help`: {bad}")
        elif words[1].endswith("runner.py"):
            bad = [f for f in _flag_names(words[2:]) if f not in runner and f.removeprefix("no") not in runner]
            if bad:
                problems.append(f"{c.where()}: not in `python runner.py --help`: {bad}")
        elif words[1].endswith(".py"):
            first = words[1].split("/")[0]
            local = words[1] if first not in ("venus", "android_world") else None
            if local and not os.path.isfile(os.path.join(ROOT, local)):
                problems.append(f"{c.where()}: no file {local}")
    known = runner.union(*helps.values(), AW_RUN_FLAGS)
    for path in DOCS:
        prose = _blank_fences(open(os.path.join(ROOT, path), encoding="utf-8").read())
        for m in re.finditer(r"`(--[^`]+)`", prose):
            for flag in _flag_names(m[1].split()):
                if flag not in known and flag.removeprefix("no") not in runner:
                    problems.append(f"{path}:{prose.count(chr(10), 0, m.start()) + 1}: `{m[1]}`: --{flag} is not "
                                    "a flag of `python runner.py --help` nor of a documented module")
    assert problems == [], "\n".join(problems)


OTHER_PROJECTS_FILES = {"run.py"}      # AndroidWorld's run.py
EXAMPLE_FILES = {m.replace(".", "/") + ".py" for m in EXAMPLES}
REPO_DIRS = ("venus_tasks/", "apps/", "noise/", "variants/", "verifiers/", "tests/", "benchmarks/", ".ci/")


def test_documented_repository_paths_exist():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    problems = []
    for path in DOCS:
        prose = _blank_fences(open(os.path.join(ROOT, path), encoding="utf-8").read())
        for m in re.finditer(r"`([\w./-]+)`", prose):
            span = m[1]
            if span.startswith(REPO_DIRS):
                ok = os.path.exists(os.path.join(ROOT, span))
            elif span.endswith(".py") and span not in OTHER_PROJECTS_FILES | EXAMPLE_FILES:
                ok = os.path.exists(os.path.join(ROOT, span)) or any(
                    t.endswith("/" + span) for t in tracked)
            else:
                continue
            if not ok:
                problems.append(f"{path}:{prose.count(chr(10), 0, m.start()) + 1}: `{span}` does not exist")
    assert problems == [], "\n".join(problems)


def test_layout_names_existing_paths():
    """docs/layout.md's tree (names at the left margin, their children two spaces in) names
    files and folders that exist."""
    text = open(os.path.join(ROOT, "docs", "layout.md"), encoding="utf-8").read()
    tree = re.search(r"```\n(.*?)```", text, re.S)[1]
    parent, names, problems = "", [], []
    for line in tree.splitlines():
        m = re.match(r"( {0,2})([\w.]+/?)(?:\s{2,}|$)", line)
        if not m:
            continue                                            # a description's continuation
        name = m[2] if not m[1] else parent + m[2]
        if not m[1]:
            parent = m[2] if m[2].endswith("/") else ""
        names.append(name)
        if not os.path.exists(os.path.join(ROOT, name)):
            problems.append(f"docs/layout.md: {name} does not exist")
    assert len(names) > 20 and "venus_tasks/sim/" in names, names
    assert problems == [], "\n".join(problems)


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation but ``-`` and ``_`` dropped,
    spaces to ``-``."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_documented_links_resolve():
    """Every relative link of README.md and docs/ names a file that exists and, with
    ``#anchor``, a heading of that file."""
    problems = []
    for path in DOCS:
        prose = _blank_fences(open(os.path.join(ROOT, path), encoding="utf-8").read())
        prose = re.sub(r"`[^`]*`", lambda c: re.sub(r"[^\n]", " ", c[0]), prose)   # code is no link
        for m in re.finditer(r"\]\(([^)\s]+)\)", prose):
            target, _, anchor = m[1].partition("#")
            if re.match(r"[a-z]+:", target):
                continue                                        # http(s), mailto
            file = os.path.normpath(os.path.join(ROOT, os.path.dirname(path), target)) if target else \
                os.path.join(ROOT, path)
            where = f"{path}:{prose.count(chr(10), 0, m.start()) + 1}: ({m[1]})"
            if not os.path.exists(file):
                problems.append(f"{where}: no file {os.path.relpath(file, ROOT)}")
            elif anchor and file.endswith(".md"):
                heads = {_slug(h) for h in re.findall(r"^#+ (.*)$", _blank_fences(open(file, encoding="utf-8").read()),
                                                      re.M)}
                if anchor not in heads:
                    problems.append(f"{where}: no heading #{anchor} in {os.path.relpath(file, ROOT)}")
    assert problems == [], "\n".join(problems)


def test_slug_follows_github():
    assert _slug("Step-level probes (MID-Bench)") == "step-level-probes-mid-bench"
    assert _slug("AndroidWorld on the simulated device") == "androidworld-on-the-simulated-device"
    assert _slug("Ambiguity: clarity levels") == "ambiguity-clarity-levels"


# --- running them ----------------------------------------------------------------------

def _example_code(page: str, heading: str) -> str:
    text = open(os.path.join(ROOT, page), encoding="utf-8").read()
    return re.search(r"```python\n(.*?)```", text[text.index(heading):], re.S)[1]


def _write_examples(scratch: str) -> None:
    for module, (page, heading, _) in EXAMPLES.items():
        target = os.path.join(scratch, *module.split(".")) + ".py"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        for d in range(len(module.split(".")) - 1):
            pkg = os.path.join(scratch, *module.split(".")[:d + 1], "__init__.py")
            open(pkg, "a").close()
        with open(target, "w", encoding="utf-8") as f:
            f.write(_example_code(page, heading))


def _pull_agent(port: int, proc: subprocess.Popen) -> list[str]:
    """The pull protocol's agent (docs/agents.md): poll /observation, end each episode with
    ``status complete``, stop at ``closed``. Returns the states seen."""
    seen, base = [], f"http://127.0.0.1:{port}"
    while proc.poll() is None:
        try:
            with urllib.request.urlopen(f"{base}/observation?wait=20", timeout=60) as r:
                obs = json.load(r)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.2)                     # the runner's server is not up yet
            continue
        seen.append(obs["state"])
        if obs["state"] == "closed":
            break
        if obs["state"] == "running":
            body = json.dumps({"episode_id": obs["episode_id"], "step": obs["step"],
                               "action": {"action_type": "status", "goal_status": "complete"}}).encode()
            req = urllib.request.Request(f"{base}/action", data=body, headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req, timeout=60).close()
    return seen


def _child_cpu() -> float:
    import resource
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _wait_listening(port: int, proc: subprocess.Popen) -> None:
    while proc.poll() is None:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=5).close()
            return
        except OSError:
            time.sleep(0.2)
    raise AssertionError(f"the server exited with {proc.returncode}: {proc.stderr.read()[-2000:]}")


def test_documented_commands_run(tmp_path):
    scratch = str(tmp_path)
    _write_examples(scratch)
    with open(os.path.join(scratch, "val.jsonl"), "w", encoding="utf-8") as f:   # for `gates tune`
        for k, (score, label) in enumerate([(0.2, "act"), (0.4, "act"), (0.9, "ask"), (1.3, "ask")]):
            f.write(json.dumps({"gate": "sgc", "score": score, "label": label, "id": str(k)}) + "\n")
    env = dict(os.environ, ADBUTILS_ADB_PATH="/bin/false",
               PYTHONPATH=os.pathsep.join([ROOT, scratch] + [p for p in [os.environ.get("PYTHONPATH")] if p]))
    ports: dict[str, int] = {}
    done, servers, ran = set(), [], 0
    try:
        for c in all_commands():
            key = tuple(_words_of(c))              # the same command again, comments aside
            if c.needs or key in done:
                continue
            done.add(key)
            p = plan(c, ports)
            t0, c0 = time.monotonic(), _child_cpu()
            if p.kind == "server":
                proc = subprocess.Popen(p.argv, cwd=scratch, env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, text=True)
                servers.append(proc)
                _wait_listening(p.port, proc)
                ran += 1
                continue
            if p.kind == "pull":
                proc = subprocess.Popen(p.argv, cwd=scratch, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
                seen: list[str] = []
                client = threading.Thread(target=lambda: seen.extend(_pull_agent(p.port, proc)), daemon=True)
                client.start()
                stdout, stderr = proc.communicate(timeout=900)
                client.join(timeout=120)
                assert "running" in seen, f"{c.where()}: the pull client saw {seen}"
                result = subprocess.CompletedProcess(p.argv, proc.returncode, stdout, stderr)
            else:
                result = subprocess.run(p.argv, cwd=scratch, env=env, capture_output=True, text=True, timeout=900)
            ran += 1
            print(f"{time.monotonic() - t0:6.1f} s wall {_child_cpu() - c0:6.1f} s cpu  {c.where()}", file=sys.stderr)
            assert result.returncode == 0, (f"{c.where()} (run as {' '.join(p.argv[1:])}) exited "
                                            f"{result.returncode}:\n{result.stderr[-3000:]}")
            if p.kind in ("runner", "pull"):
                report = os.path.join(scratch, p.output_dir, "report.json")
                assert os.path.isfile(report), f"{c.where()}: no {p.output_dir}/report.json"
                with open(report, encoding="utf-8") as f:
                    assert json.load(f)["no_result"] == 0, f"{c.where()}: episodes without a result"
    finally:
        for proc in servers:
            proc.terminate()
            proc.wait(timeout=60)
    assert ran >= 10, ran
