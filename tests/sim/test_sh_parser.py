"""The sh subset: quoting, lists, pipes, redirects, tests, expansions (adbutils 2.12 and
AndroidWorld ``env/adb_utils.py`` send ``;`` ``&&`` ``||`` ``|`` ``$?`` and quoted arguments;
AndroidWorld ``utils/file_utils.py`` has the exact ``if [ -f ... ]`` script)."""

from __future__ import annotations

import shlex

import pytest

from venus_tasks.sim.shell import ast
from venus_tasks.sim.shell.parser import ShellSyntaxError, parse


def test_parse_tree_of_and_or_pipeline():
    seq = parse("a 'b c' | grep x && echo \"$?\"; false || true")
    assert len(seq.items) == 2
    first = seq.items[0]
    assert [len(first.first.commands)] == [2]
    assert first.rest[0][0] == "&&"
    simple = first.first.commands[0]
    assert [w.parts for w in simple.words] == [(ast.Lit("a"),), (ast.Lit("b c", True),)]
    echo = first.rest[0][1].commands[0]
    assert echo.words[1].parts == (ast.Var("?", True),)


def test_parse_redirects_and_assignments():
    cmd = parse("X=1 Y='a b' cmd arg 2>&1 >>/sdcard/f <in").items[0].first.commands[0]
    assert [name for name, _ in cmd.assigns] == ["X", "Y"]
    assert [(r.fd, r.op) for r in cmd.redirects] == [(2, ">&"), (1, ">>"), (0, "<")]


@pytest.mark.parametrize("script, message", [
    ("if true; then echo x", "unexpected EOF"),
    ("fi", "unexpected 'fi'"),
    ("echo 'open", "unexpected EOF"),
    ("| x", "unexpected '|'"),
])
def test_syntax_errors(script, message):
    with pytest.raises(ShellSyntaxError, match=message):
        parse(script)


def test_syntax_error_is_reported_by_sh(sh):
    assert sh("fi") == ("", "/system/bin/sh: syntax error: unexpected 'fi'\n", 1)


def test_quoting_and_escapes(sh):
    assert sh("echo \"a  b\" 'c  d' e\\ f \"x\\\"y\" '$HOME'") == ("a  b c  d e f x\"y $HOME\n", "", 0)


def test_shlex_quoted_agent_text_arrives_intact(sh):
    text = "it's \"fine\"; rm -rf / && echo $HOME | x"
    assert sh("echo " + shlex.quote(text)) == (text + "\n", "", 0)


def test_status_and_lists(sh):
    assert sh("false; echo $?; true; echo $?") == ("1\n0\n", "", 0)
    assert sh("false && echo no || echo yes") == ("yes\n", "", 0)
    assert sh("true || echo no; echo after") == ("after\n", "", 0)
    assert sh("! false && echo negated") == ("negated\n", "", 0)


def test_unknown_command_is_127_on_stderr(sh):
    assert sh("nosuchcmd a b") == ("", "/system/bin/sh: nosuchcmd: inaccessible or not found\n", 127)
    assert sh("nosuchcmd; echo $?") == ("127\n", "/system/bin/sh: nosuchcmd: inaccessible or not found\n", 0)


def test_pipes_feed_stdin(sh):
    assert sh("printf 'b\\na\\nb\\n' | grep b | wc -l") == ("2\n", "", 0)
    assert sh("echo hello | tail -c 3") == ("lo\n", "", 0)
    # only the last stage's status counts
    assert sh("false | true; echo $?") == ("0\n", "", 0)


def test_prefix_assignment_is_temporary(sh):
    assert sh("X=1 sh -c 'echo $X'; echo \"[$X]\"") == ("1\n[]\n", "", 0)
    assert sh("X=2; echo ${X}y") == ("2y\n", "", 0)


def test_redirections(sh):
    assert sh("echo a > /sdcard/f; echo b >> /sdcard/f; cat /sdcard/f") == ("a\nb\n", "", 0)
    assert sh("ls /nope 2>&1 | wc -l") == ("1\n", "", 0)
    assert sh("ls /nope 2>/dev/null; echo $?") == ("1\n", "", 0)
    assert sh("echo err >&2") == ("", "err\n", 0)
    assert sh("ls /nope > /sdcard/out 2>&1; cat /sdcard/out") == (
        "ls: /nope: No such file or directory\n", "", 0)
    assert sh("cat < /sdcard/f") == ("a\nb\n", "", 0)


def test_redirect_failure_is_mksh_message(sh):
    out, err, code = sh("echo x > /system/f")
    assert (out, err, code) == ("", "/system/bin/sh: can't create /system/f: Read-only file system\n", 1)


def test_android_world_file_check_script(sh):
    script = 'if [ -f "{p}" ]; then echo "Exists"; else echo "Does not exist"; fi'
    assert sh(script.format(p="/sdcard/Download/x.txt")) == ("Does not exist\n", "", 0)
    sh("touch /sdcard/Download/x.txt")
    assert sh(script.format(p="/sdcard/Download/x.txt")) == ("Exists\n", "", 0)
    assert sh(script.replace("-f", "-d").format(p="/sdcard/Download")) == ("Exists\n", "", 0)


@pytest.mark.parametrize("expr, status", [
    ("-e /sdcard", 0), ("-d /sdcard", 0), ("-f /sdcard", 1), ("-e /nope", 1),
    ("-s /sdcard/empty", 1), ("-s /sdcard/full", 0), ("-z ''", 0), ("-n ''", 1), ("-n x", 0),
    ("a = a", 0), ("a != a", 1), ("2 -lt 10", 0), ("! -e /nope", 0), ("-e /sdcard -a -e /nope", 1),
    ("-e /sdcard -o -e /nope", 0), ("", 1),
])
def test_test_builtin(sh, expr, status):
    sh("touch /sdcard/empty; echo x > /sdcard/full")
    assert sh(f"[ {expr} ]; echo $?")[0] == f"{status}\n"
    assert sh(f"test {expr}; echo $?")[0] == f"{status}\n"


def test_bracket_needs_closing(sh):
    assert sh("[ -e /sdcard") == ("", "/system/bin/sh: [: missing ]\n", 2)


def test_data_is_not_visible_to_shell_but_is_to_root(sh):
    path = "/data/data/com.arduia.expense"
    assert sh(f'[ -d "{path}" ] && echo yes || echo no') == ("no\n", "", 0)
    assert sh(f'[ -d "{path}" ] && echo yes || echo no', root=True) == ("yes\n", "", 0)


def test_glob_expansion_against_the_vfs(sh):
    sh("mkdir -p /sdcard/Download/g && touch /sdcard/Download/g/a.txt /sdcard/Download/g/b.txt "
       "/sdcard/Download/g/.hidden /sdcard/Download/g/c.md")
    assert sh("echo /sdcard/Download/g/*.txt") == (
        "/sdcard/Download/g/a.txt /sdcard/Download/g/b.txt\n", "", 0)
    assert sh("echo '/sdcard/Download/g/*'") == ("/sdcard/Download/g/*\n", "", 0)
    assert sh("echo /sdcard/Download/g/*.none") == ("/sdcard/Download/g/*.none\n", "", 0)
    assert sh("rm -r /sdcard/Download/g/*; ls -a /sdcard/Download/g") == (".\n..\n.hidden\n", "", 0)


def test_command_substitution_and_control_flow(sh):
    assert sh("echo $(echo a b) `echo c`") == ("a b c\n", "", 0)
    assert sh('for f in 1 2 3; do echo "n$f"; done') == ("n1\nn2\nn3\n", "", 0)
    assert sh("if false; then echo a; elif true; then echo b; else echo c; fi") == ("b\n", "", 0)
    assert sh("{ echo a; echo b; } | wc -l") == ("2\n", "", 0)
    assert sh("(cd /sdcard; pwd); pwd") == ("/sdcard\n/\n", "", 0)
    assert sh("echo before; exit 3; echo after") == ("before\n", "", 3)


def test_exec_runs_the_command_in_place_of_the_shell(sh):
    # the adb client's form of ``adb logcat -b all -c`` (android_env clears the log this way)
    assert sh("export ANDROID_LOG_TAGS=\"''\"; exec logcat '-b' 'all' '-c'") == ("", "", 0)
    assert sh("exec echo hi; echo after") == ("hi\n", "", 0)
    assert sh("exec false; echo after") == ("", "", 1)
    assert sh("exec nosuch; echo after") == ("", "/system/bin/sh: nosuch: inaccessible or not found\n", 127)
    assert sh("exec; echo still here") == ("still here\n", "", 0)
    assert sh("# a comment\necho x # trailing") == ("x\n", "", 0)


def test_cd_and_relative_paths(sh):
    assert sh("cd /sdcard/Download && echo hi > r.txt && cat /sdcard/Download/r.txt && pwd") == (
        "hi\n/sdcard/Download\n", "", 0)
    assert sh("cd /nope") == ("", "/system/bin/sh: cd: /nope: No such file or directory\n", 2)


def test_absolute_command_paths_and_toybox(sh):
    assert sh("/system/bin/echo hi; toybox echo there") == ("hi\nthere\n", "", 0)
    assert sh("command -v ls; which nosuch; echo $?") == ("/system/bin/ls\n1\n", "", 0)
