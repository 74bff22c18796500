"""The simulated Android 13 device (``venus_tasks.sim``).

``SimServer`` runs pure-Python ``DeviceModel`` s behind an adb server speaking the host
(smart-socket) protocol, so unmodified ``adbutils.AdbClient(host, port)`` drives them:

    server = SimServer(n_devices=1, host="127.0.0.1", port=0).start()
    server.host, server.port, server.serials      # "emulator-<even console port>"
    server.device(serial)                         # the DeviceModel (sim tests only)
    server.stop()

Each device also has an emulator console on its console port (``console.py``: ``gsm``,
``sms send``, ``power``, ``geo fix``, ``rotate``; ``adb -s emulator-N emu ...`` reaches it),
telephony (``telephony.py``) and the contacts, call-log and SMS providers over real
database files (``providers/``). Formats follow the AOSP, toybox, adb and
emulator sources each module cites.
"""

from venus_tasks.sim.model import DeviceModel
from venus_tasks.sim.server import SimServer

__all__ = ["DeviceModel", "SimServer"]
