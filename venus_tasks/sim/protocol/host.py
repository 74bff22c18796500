"""Host services of the adb server (``protocol.txt``, ``adb.cpp``, ``transport.cpp``;
adbutils ``_adb.py``).

``host:version`` -> ``OKAY0004`` ``0029``; ``host:devices`` -> ``serial\\tdevice\\n`` lines;
``host:devices-l`` -> ``"%-22s %s"`` + ``product:... model:... device:... transport_id:N``;
``host-serial:S:get-state|get-serialno|get-devpath|features``; transport switches
``host:tport:serial:S`` (``OKAY`` + u64le transport id), ``host:transport:S``,
``host:transport-any``, ``host:transport-id:N``; then one device service, or a
``host:`` request bound to that device (the adb 29 CLI sends ``host:forward:...`` and
``host:killforward:...`` this way). Forwards: ``forward.py``. An unknown serial gives
``FAIL`` ``device 'S' not found``. ``host:kill`` (``adb kill-server``) answers ``OKAY`` and
stops the server (``on_kill``), as ``adb.cpp`` ``handle_host_request`` exits the process.
"""

from __future__ import annotations

import asyncio
import struct

from venus_tasks.sim.clock import COMMAND_MS
from venus_tasks.sim.protocol import services
from venus_tasks.sim.protocol.forward import ForwardError, ForwardTable
from venus_tasks.sim.protocol.wire import OKAY, fail, finish, okay_with, read_request

_SERIAL_CMDS = ("get-state", "get-serialno", "get-devpath", "features", "list-forward",
                "forward:", "killforward", "wait-for-", "reconnect")


class HostSession:
    """One client connection to the simulated adb server."""

    def __init__(self, devices, reader, writer, forwards: ForwardTable | None = None,
                 on_kill=None, delay_s: float = 0.0):
        self.devices = devices          # ordered {serial: DeviceModel}
        self.delay_s = delay_s          # host time a device service waits (a slow host; tests)
        self.reader, self.writer = reader, writer
        self.forwards = forwards if forwards is not None else ForwardTable()
        self.on_kill = on_kill          # called after ``host:kill`` was answered

    async def run(self) -> None:
        request = await read_request(self.reader)
        if request is None:
            await finish(self.writer)
            return
        device = await self.host_request(request)
        if device is None:
            await finish(self.writer, self.reader, linger=1.0)
            return
        service = await read_request(self.reader)
        if service is None:
            await finish(self.writer)
            return
        if service.startswith("host:"):
            await self._device_command(device, service.split(":", 1)[1])
            await finish(self.writer, self.reader, linger=1.0)
            return
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        device.clock.spend(COMMAND_MS)          # a stepped clock: no two requests run at one instant
        await services.serve(device, service, self.reader, self.writer)

    # ------------------------------------------------------------------
    def _find(self, serial: str | None = None, transport_id: int | None = None, any_: bool = False):
        if any_:
            if not self.devices:
                return None, "no devices/emulators found"
            if len(self.devices) > 1:
                return None, "more than one device/emulator"
            return next(iter(self.devices.values())), None
        for dev in self.devices.values():
            if serial is not None and dev.serial == serial:
                return dev, None
            if transport_id is not None and dev.transport_id == transport_id:
                return dev, None
        if transport_id is not None:
            return None, f"no device with transport id '{transport_id}'"
        return None, f"device '{serial}' not found"

    async def host_request(self, req: str):
        """Answer a host service; returns the device if the connection switched to it."""
        w = self.writer.write
        if req == "host:version":
            w(okay_with("0029"))
        elif req in ("host:devices", "host:devices-l"):
            w(okay_with("".join(self._device_line(d, req.endswith("-l"))
                                for d in self.devices.values())))
        elif req in ("host:features", "host:host-features"):
            w(okay_with(services.FEATURES))
        elif req.startswith("host:tport:"):
            which = req[len("host:tport:"):]
            dev, err = (self._find(serial=which[len("serial:"):]) if which.startswith("serial:")
                        else self._find(any_=True))
            if dev is None:
                w(fail(err))
                return None
            w(OKAY + struct.pack("<Q", dev.transport_id))
            return dev
        elif req.startswith("host:transport"):
            rest = req[len("host:transport"):]
            if rest.startswith(":"):
                dev, err = self._find(serial=rest[1:])
            elif rest.startswith("-id:") and rest[4:].isdigit():
                dev, err = self._find(transport_id=int(rest[4:]))
            else:
                dev, err = self._find(any_=True)
            if dev is None:
                w(fail(err))
                return None
            w(OKAY)
            return dev
        elif req.startswith(("host-serial:", "host-transport-id:", "host:", "host-local:",
                             "host-usb:")):
            await self._device_query(req)
        else:
            w(fail(f"unknown host service '{req}'"))
        return None

    async def _device_query(self, req: str) -> None:
        w = self.writer.write
        dev, err, cmd = None, None, None
        if req.startswith("host-serial:"):
            rest = req[len("host-serial:"):]
            for i, ch in enumerate(rest):
                if ch == ":" and rest[i + 1:].startswith(_SERIAL_CMDS):
                    dev, err = self._find(serial=rest[:i])
                    cmd = rest[i + 1:]
                    break
            else:
                w(fail(f"unknown host service '{req}'"))
                return
        elif req.startswith("host-transport-id:"):
            tid, _, cmd = req[len("host-transport-id:"):].partition(":")
            dev, err = self._find(transport_id=int(tid) if tid.isdigit() else -1)
        else:
            cmd = req.split(":", 1)[1]
            if cmd == "kill":
                # adb.cpp handle_host_request: "adb server killed by remote request" on
                # stderr, OKAY, exit(0): the process exit closes every socket.
                w(OKAY)
                await self.writer.drain()
                if self.on_kill is not None:
                    self.on_kill()
                return
            if cmd in ("list-forward", "killforward-all"):
                await self._device_command(None, cmd)
                return
            if cmd.startswith("emulator:"):
                return
            if not cmd.startswith(_SERIAL_CMDS):
                w(fail(f"unknown host service '{req}'"))
                return
            dev, err = self._find(any_=True)
        if dev is None:
            w(fail(err))
            return
        await self._device_command(dev, cmd)

    async def _device_command(self, dev, cmd: str) -> None:
        """A host request about ``dev`` (None for the server-wide forward requests)."""
        w = self.writer.write
        if cmd.startswith(("forward:", "killforward", "list-forward")):
            await self._forward(dev, cmd)
        elif dev is None:
            w(fail(f"unknown host service '{cmd}'"))
        elif cmd == "get-state":
            w(okay_with("device"))
        elif cmd == "get-serialno":
            w(okay_with(dev.serial))
        elif cmd == "get-devpath":
            w(okay_with("unknown"))
        elif cmd == "features":
            w(okay_with(services.FEATURES))
        elif cmd.startswith("wait-for-"):
            w(OKAY + OKAY)
        else:
            w(fail(f"unsupported host service '{cmd}'"))

    async def _forward(self, dev, cmd: str) -> None:
        w = self.writer.write
        try:
            if cmd == "list-forward":
                w(okay_with(self.forwards.listing()))
                return
            if cmd == "killforward-all":
                await self.forwards.remove_all()
            elif cmd.startswith("killforward:"):
                await self.forwards.remove(cmd[len("killforward:"):])
            else:
                spec = cmd[len("forward:"):]
                no_rebind = spec.startswith("norebind:")
                if no_rebind:
                    spec = spec[len("norebind:"):]
                local, sep, remote = spec.partition(";")
                if not sep:
                    w(fail("bad forward: " + spec))
                    return
                if dev is None:
                    w(fail("no devices/emulators found"))
                    return
                port = await self.forwards.add(dev.serial, local, remote, no_rebind)
                w(OKAY + okay_with(str(port)))
                return
            w(OKAY + OKAY)
        except ForwardError as exc:
            w(fail(str(exc)))

    @staticmethod
    def _device_line(dev, extended: bool) -> str:
        if not extended:
            return f"{dev.serial}\tdevice\n"
        p = dev.props
        return (f"{dev.serial:<22} device product:{p['ro.product.name']} "
                f"model:{p['ro.product.model']} device:{p['ro.product.device']} "
                f"transport_id:{dev.transport_id}\n")
