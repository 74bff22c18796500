"""Device services reached after a transport switch (adb ``SERVICES.TXT``,
``daemon/services.cpp``, ``daemon/restart_service.cpp``; adbutils 2.12 ``_device_base.py``).

``shell:``/``shell,v2,...:``/``exec:``/``sync:`` are byte-stream handlers; ``root:``
answers ``restarting adbd as root`` (then later ``adbd is already running as root``);
``unroot:``, ``tcpip:N``, ``reboot:`` and ``framebuffer:`` are served too; ``tcp:<port>``
joins the stream to a device process listening on that port (``device_ports``);
``reverse:...`` is ``adb reverse`` (``reverse.py``). An unknown
service gets ``FAIL`` ``closed``, as the adb server reports a stream the device closed.
"""

from __future__ import annotations

import struct

from venus_tasks.sim.protocol import reverse, shell_service, sync
from venus_tasks.sim.protocol.wire import OKAY, fail, finish
from venus_tasks.sim.screen import layout, render

FEATURES = "shell_v2,cmd,stat_v2,ls_v2,fixed_push_mkdir"


async def serve(device, service: str, reader, writer) -> None:
    """Serve one device service on an already transport-switched connection."""
    if service.startswith("shell"):
        await shell_service.serve_shell(device, service, reader, writer)
    elif service.startswith("exec:"):
        await shell_service.serve_exec(device, service, reader, writer)
    elif service == "sync:":
        await sync.serve_sync(device, reader, writer)
    elif service in ("root:", "unroot:"):
        with device.lock:
            want_root = service == "root:"
            if want_root:
                text = ("adbd is already running as root\n" if device.is_root
                        else "restarting adbd as root\n")
            else:
                text = ("restarting adbd as non root\n" if device.is_root
                        else "adbd not running as root\n")
            device.is_root = want_root
        writer.write(OKAY + text.encode())
        await finish(writer, reader)
    elif service.startswith("tcpip:"):
        writer.write(OKAY + f"restarting in TCP mode port: {service[6:]}\n".encode())
        await finish(writer, reader)
    elif service.startswith("reboot:"):
        writer.write(OKAY)
        await finish(writer, reader)
    elif service.startswith("reverse:"):
        await reverse.serve(device, service[len("reverse:"):], reader, writer)
    elif service.startswith("tcp:"):
        await _tcp(device, service[len("tcp:"):], reader, writer)
    elif service == "framebuffer:":
        writer.write(OKAY + _framebuffer(device))
        await finish(writer, reader)
    else:
        writer.write(fail("closed"))
        await finish(writer, reader)


async def _tcp(device, spec: str, reader, writer) -> None:
    """``tcp:<port>`` (or ``tcp:<host>:<port>``): the stream joined to a device process
    listening on the port (``device_ports``); nothing listening: ``FAIL closed``."""
    port = spec.rsplit(":", 1)[-1]
    listener = device.ports.get(int(port)) if port.isdigit() else None
    if listener is None:
        writer.write(fail("closed"))
        await finish(writer, reader)
        return
    writer.write(OKAY)
    await listener.serve(reader, writer)


def _framebuffer(device) -> bytes:
    """``framebuffer:`` version 1 header (bpp, size, w, h, RGBA offsets/lengths) + pixels."""
    with device.lock:
        img = render.render(layout.build(device))
    pixels = img.tobytes()
    header = struct.pack("<13I", 1, 32, len(pixels), img.width, img.height,
                         0, 8, 16, 8, 8, 8, 24, 8)
    return header + pixels
