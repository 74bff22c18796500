"""``dumpsys`` sections that clients parse, generated from the model.

Only the lines that adbutils, AndroidWorld and uiautomator-style tools read are exact
(adbutils ``shell.py``, AndroidWorld ``env/adb_utils.py``): ``  mCurrentFocus=Window{<hex> u0 NAME}``,
``    mCurrentRotation=ROTATION_N``, ``    topResumedActivity=ActivityRecord{... t<id>}``,
``  ResumedActivity: ...``, the first ``orientation=`` of ``dumpsys display`` on the
``DisplayViewport`` line, ``logicalFrame=[0, 0, W, H]``, ``  mCallState=N``. The
surrounding lines are abridged Android 13 shapes [inferred]. ``mCurrentFocus`` names the
active window of ``screen.layout``: an activity's ``pkg/cls``, the crash dialog
``Application Error: <pkg>``, the call screen
``com.google.android.dialer/com.android.incallui.InCallActivity``, ``NotificationShade``.
"""

from __future__ import annotations

from venus_tasks.sim import notifications
from venus_tasks.sim.screen import layout
from venus_tasks.sim.shell.commands.base import Result, ok
from venus_tasks.sim.system.activities import Task, identity_hash
from venus_tasks.sim.system.packages import short_component

_DISPLAY_ID = "4619827259835644672"


def _record(model, task: Task) -> str:
    cls = task.top
    return f"ActivityRecord{{{identity_hash('ar', task.id, cls)} u0 {short_component(task.package, cls)} t{task.id}}}"


def _window(task: Task) -> str:
    return f"Window{{{identity_hash('win', task.id, task.top)} u0 {task.package}/{task.top}}}"


def _named_window(model, name: str) -> str:
    """``Window{hash u0 NAME}`` of a window named as ``screen.layout`` names them: an
    activity's ``pkg/cls`` (same hash as its task's window), ``Application Error: pkg``,
    ``NotificationShade``, ``StatusBar``..."""
    task = next((t for t in reversed(model.activities.tasks)
                 if f"{t.package}/{t.top}" == name), None)
    if task is not None:
        return _window(task)
    return f"Window{{{identity_hash('w', name)} u0 {name}}}"


def _task_line(model, task: Task, visible: bool) -> str:
    pkg = model.packages.get(task.package)
    uid = pkg.uid if pkg else 10000
    kind = "home" if task.is_home else "standard"
    return (f"Task{{{identity_hash('task', task.id)} #{task.id} type={kind} A={uid}:{task.package} "
            f"U=0 visible={'true' if visible else 'false'} visibleRequested={'true' if visible else 'false'} "
            f"mode=fullscreen translucent=false sz={len(task.activities)}}}")


def _format_uid(uid: int) -> str:
    """``UserHandle.formatUid``: ``u0a151`` for app uids, the number otherwise."""
    return f"u0a{uid - 10000}" if uid >= 10000 else str(uid)


def window(model, args: list[str]) -> str:
    section = args[0] if args else ""
    rot = model.rotation()
    w, h = model.screen_size()
    top = model.activities.top_task
    displays = (
        "WINDOW MANAGER DISPLAY CONTENTS (dumpsys window displays)\n"
        f"  Display: mDisplayId=0 rootTasks={len(model.activities.tasks)}\n"
        f"    init={model.display.physical_size[0]}x{model.display.physical_size[1]} "
        f"{model.display.physical_density}dpi cur={w}x{h} app={w}x{h} rng={min(w, h)}x{min(w, h)}-{max(w, h)}x{max(w, h)}\n"
        f"    deferred=false mLayoutNeeded=false mTouchExcludeRegion=SkRegion((0,0,{w},{h}))\n"
        "  DisplayRotation\n"
        f"    mCurrentAppOrientation=SCREEN_ORIENTATION_UNSPECIFIED\n"
        f"    mRotation={rot} mDeferredRotationPauseCount=0\n"
        f"    mCurrentRotation=ROTATION_{rot * 90}\n"
        f"    mUserRotationMode={'USER_ROTATION_LOCKED' if model.settings.get_int('system', 'accelerometer_rotation', 1) == 0 else 'USER_ROTATION_FREE'} "
        f"mUserRotation=ROTATION_{model.settings.get_int('system', 'user_rotation', 0) % 4 * 90}\n")
    windows = ["WINDOW MANAGER WINDOWS (dumpsys window windows)\n"]
    screen = layout.build(model)
    shown = [_named_window(model, w.name) for w in reversed(screen.windows[1:])]
    entries = [f"Window{{{identity_hash('w', n)} u0 {n}}}" for n in
               ("NavigationBar0", "StatusBar", "NotificationShade")
               if _named_window(model, n) not in shown]
    entries = shown + entries + [_window(t) for t in reversed(model.activities.tasks)]
    for i, win in enumerate(entries):
        windows.append(f"  Window #{i} {win}:\n    mDisplayId=0 mSession=Session{{{identity_hash('s', i)} 1234:u0a10100}}\n")
    windows += [
        "\n",
        f"  mGlobalConfiguration={{1.0 310mcc260mnc [en_US] ldltr sw{min(w, h) * 160 // model.display.density}dp "
        f"{'land' if rot % 2 else 'port'} finger -keyb/v/h -nav/h}}\n",
        "  mHasPermanentDpad=false\n",
        "  mTopFocusedDisplayId=0\n",
        f"  mCurrentFocus={_named_window(model, screen.active.name)}\n",
        f"  mFocusedApp={_record(model, top)}\n",
    ]
    if section in ("windows", "w"):
        return "".join(windows)
    if section in ("displays", "d"):
        return displays
    return ("WINDOW MANAGER LAST ANR (dumpsys window lastanr)\n  <no ANR has occurred since boot>\n"
            + "-" * 78 + "\n" + displays + "-" * 78 + "\n" + "".join(windows))


def activity(model, args: list[str]) -> str:
    section = args[0] if args else ""
    stack = model.activities
    top = stack.top_task
    if section in ("recents", "r"):
        return _recents(model)
    if section == "top":
        pid = stack.pid_of(top.package) or 0
        return (f"TASK {top.package} id={top.id} userId=0\n"
                f"  ACTIVITY {short_component(top.package, top.top)} {identity_hash('ar', top.id, top.top)} pid={pid}\n")
    out = ["ACTIVITY MANAGER ACTIVITIES (dumpsys activity activities)\n",
           "Display #0 (activities from top to bottom):\n"]
    for task in reversed(stack.tasks):
        out.append(f"  * {_task_line(model, task, task is top)}\n")
        if task is top:
            out.append(f"    topResumedActivity={_record(model, task)}\n")
        for i, cls in enumerate(reversed(task.activities)):
            rec = Task(task.id, task.package, [cls])
            out.append(f"    * Hist  #{len(task.activities) - 1 - i}: {_record(model, rec)}\n")
    out += ["\n", "  Resumed activities in task display areas (from top to bottom):\n",
            f"    ResumedActivity: {_record(model, top)}\n", "\n",
            f"  ResumedActivity: {_record(model, top)}\n"]
    return "".join(out)


def _recents(model) -> str:
    """``RecentTasks.dump`` (AOSP 13): unindented ``m...`` fields, then ``  Recent tasks:``
    with ``  * Recent #i: <Task>`` and the task's own dump, then the visible list. The
    per-task lines are abridged [inferred]; what clients parse (``id=(\\d+)``) is exact."""
    launcher = model.packages.get(model.activities.tasks[0].package)
    out = ["ACTIVITY MANAGER RECENT TASKS (dumpsys activity recents)\n",
           f"mRecentsUid={launcher.uid if launcher else 10100}\n",
           "mRecentsComponent=ComponentInfo{com.google.android.apps.nexuslauncher/"
           "com.android.quickstep.RecentsActivity}\n",
           "mFreezeTaskListReordering=false\n", "mFreezeTaskListReorderingPendingTimeout=false\n"]
    recents = model.activities.recents()
    if not recents:
        return "".join(out)
    top = model.activities.top_task
    out.append("  Recent tasks:\n")
    for i, task in enumerate(recents):
        pkg = model.packages.get(task.package)
        uid = pkg.uid if pkg else 10000
        cmp = short_component(task.package, task.base)
        out.append(f"  * Recent #{i}: {_task_line(model, task, task is top)}\n")
        out.append(f"    userId=0 effectiveUid={_format_uid(uid)} mCallingUid=2000 "
                   "mUserSetupComplete=true mCallingPackage=com.android.shell "
                   "mCallingFeatureId=null\n")
        out.append(f"    affinity={uid}:{task.package}\n")
        out.append("    intent={act=android.intent.action.MAIN cat=[android.intent.category.LAUNCHER] "
                   f"flg=0x10000000 cmp={cmp}}}\n")
        out.append(f"    mActivityComponent={cmp}\n")
        out.append(f"    taskId={task.id} rootTaskId={task.id}\n")
    out.append("\n  Visible recent tasks (most recent first):\n")
    for i, task in enumerate(recents):
        cmp = short_component(task.package, task.base)
        out.append(f"  * RecentTaskInfo #{i}: id={task.id} userId=0 hasTask=true\n"
                   f"    baseIntent=Intent {{ act=android.intent.action.MAIN "
                   f"cat=[android.intent.category.LAUNCHER] flg=0x10000000 cmp={cmp} }}\n")
    return "".join(out)


def stack_list(model) -> str:
    """``am stack list``: root tasks top to bottom, ``visible=true`` only on the top one."""
    w, h = model.screen_size()
    out = []
    top = model.activities.top_task
    for task in reversed(model.activities.tasks):
        visible = "true" if task is top else "false"
        comp = f"{task.package}/{task.base}"
        out.append(f"RootTask id={task.id} bounds=[0,0][{w},{h}] displayId=0 userId=0\n")
        out.append(f"  taskId={task.id}: {comp} bounds=[0,0][{w},{h}] userId=0 visible={visible} "
                   f"topActivity=ComponentInfo{{{task.package}/{task.top}}}\n")
    return "".join(out)


def display(model, args: list[str]) -> str:
    rot = model.rotation()
    w, h = model.screen_size()
    pw, ph = model.display.physical_size
    return ("DISPLAY MANAGER (dumpsys display)\n  mOnlyCode=false\n  mSafeMode=false\n"
            "  mPendingTraversal=false\n  mViewports=[DisplayViewport{type=INTERNAL, valid=true, "
            f"isActive=true, displayId=0, uniqueId='local:{_DISPLAY_ID}', physicalPort=0, "
            f"orientation={rot}, logicalFrame=Rect(0, 0 - {w}, {h}), physicalFrame=Rect(0, 0 - {w}, {h}), "
            f"deviceWidth={w}, deviceHeight={h}}}]\n"
            "\nDisplay Devices: size=1\n"
            f"  DisplayDeviceInfo{{\"EMU_display_0\": uniqueId=\"local:{_DISPLAY_ID}\", {pw} x {ph}, "
            f"modeId 1, defaultModeId 1, density {model.display.density}, "
            f"{model.display.density}.0 x {model.display.density}.0 dpi, rotation 0, type INTERNAL, "
            "FLAG_DEFAULT_DISPLAY, FLAG_ROTATES_WITH_CONTENT, FLAG_SECURE}\n"
            f"  mBaseDisplayInfo=DisplayInfo{{\"Built-in Screen\", displayId 0, real {pw} x {ph}, "
            f"rotation {rot}, density {model.display.density}}}\n")


def input_(model, args: list[str]) -> str:
    """``InputManagerService`` dump: the reader's viewport, then the emulator's touchscreen
    with its ``TouchInputMapper`` surface (``dumpSurface``: ``SurfaceOrientation: N`` is what
    android_env's ``_get_orientation`` reads) (AOSP ``frameworks/native/services/inputflinger/
    reader/mapper/TouchInputMapper.cpp``; the device name and ids [inferred])."""
    rot = model.rotation()
    w, h = model.screen_size()
    pw, ph = model.display.physical_size
    viewport = (f"Viewport INTERNAL: displayId=0, uniqueId=local:{_DISPLAY_ID}, port=0, "
                f"orientation={rot}, logicalFrame=[0, 0, {w}, {h}], physicalFrame=[0, 0, {w}, {h}], "
                f"deviceSize=[{pw}, {ph}], isActive=[1]")
    return ("INPUT MANAGER (dumpsys input)\n\nInput Manager State:\n  Interactive: true\n\n"
            "Input Reader State (Nums of device: 2):\n"
            "  Device 3: virtio_input_multi_touch_7\n    Generation: 12\n    IsExternal: false\n"
            "    Sources: 0x00001002\n    KeyboardType: 0\n"
            "    Touch Input Mapper (mode - DIRECT):\n      Parameters:\n        DeviceType: touchScreen\n"
            f"      {viewport}\n"
            f"      RawSurfaceWidth: {pw}px\n      RawSurfaceHeight: {ph}px\n"
            f"      SurfaceLeft: 0\n      SurfaceTop: 0\n      SurfaceRight: {w}\n      SurfaceBottom: {h}\n"
            f"      PhysicalWidth: {w}px\n      PhysicalHeight: {h}px\n      PhysicalLeft: 0\n      PhysicalTop: 0\n"
            f"      SurfaceOrientation: {rot}\n"
            "  Configuration:\n    Viewports:\n"
            f"      {viewport}\n")


def telephony_registry(model, args: list[str]) -> str:
    """``TelephonyRegistry.dump``: ``last known state:``, ``Phone Id=0``, then the phone's
    fields one indent deeper (4 spaces; ``IndentingPrintWriter`` with a 2-space unit). Call
    fields come from ``model.telephony`` (``telephony.py``); the rest are emulator values."""
    from venus_tasks.sim.shell.commands.telephony_dump import registry
    return registry(model)


def notification(model, args: list[str]) -> str:
    return notifications.dump(model.notifications)


def battery(model, args: list[str]) -> str:
    """``BatteryService`` dump; AC, status, health, present and level follow the emulator
    console's ``power`` commands (``console.emulator_state``; ``BatteryManager`` codes)."""
    from venus_tasks.sim.console import battery_codes
    ac, status, health, present, level = battery_codes(model)
    return ("Current Battery Service state:\n"
            f"  AC powered: {ac}\n  USB powered: false\n"
            "  Wireless powered: false\n  Max charging current: 0\n  Max charging voltage: 0\n"
            f"  Charge counter: 10000\n  status: {status}\n  health: {health}\n"
            f"  present: {present}\n  level: {level}\n"
            "  scale: 100\n  voltage: 5000\n  temperature: 250\n  technology: Li-ion\n")


def power(model, args: list[str]) -> str:
    return ("POWER MANAGER (dumpsys power)\n\nPower Manager State:\n  mWakefulness=Awake\n"
            "  mIsPowered=true\n  mHoldingDisplaySuspendBlocker=true\n")


def package(model, args: list[str]) -> str:
    pkgs = [model.packages.get(a) for a in args if model.packages.get(a)]
    out = ["Packages:\n"]
    for p in pkgs:
        code = p.apk_path.rsplit("/", 1)[0]
        out.append(f"  Package [{p.name}] ({identity_hash('pkg', p.name)}):\n    userId={p.uid}\n"
                   f"    pkg=Package{{{identity_hash('p', p.name)} {p.name}}}\n    codePath={code}\n"
                   f"    versionCode={getattr(p, 'version_code', None) or 1} minSdk=21 targetSdk=33\n"
                   f"    versionName={getattr(p, 'version_name', None) or '1.0'}\n"
                   f"    pkgFlags=[ {'SYSTEM ' if p.system else ''}HAS_CODE ALLOW_CLEAR_USER_DATA ]\n"
                   "    firstInstallTime=2023-10-01 12:00:00\n    lastUpdateTime=2023-10-01 12:00:00\n")
    return "".join(out)


def surfaceflinger(model, args: list[str]) -> str:
    if "--display-id" in args:
        return f"Display {_DISPLAY_ID} (HWC display 0): port=0 pnpId=GGL displayName=\"EMU_display_0\"\n"
    return "SurfaceFlinger\n"


_SERVICES = {
    "window": window, "activity": activity, "display": display, "input": input_,
    "telephony.registry": telephony_registry, "battery": battery, "power": power,
    "package": package, "SurfaceFlinger": surfaceflinger, "notification": notification,
}


def dumpsys(ctx, args: list[str]) -> Result:
    if not args or args[0] in ("-l",):
        return ok("Currently running services:\n" + "".join(f"  {s}\n" for s in sorted(_SERVICES)))
    gen = _SERVICES.get(args[0])
    if gen is None:
        return b"", f"Can't find service: {args[0]}\n".encode(), 0
    return ok(gen(ctx.model, [a for a in args[1:] if a != "-a"]))


COMMANDS = {"dumpsys": dumpsys}
