"""The simulated Android 13 device (``venus_tasks.sim``).

``SimServer`` runs pure-Python ``DeviceModel`` s behind an adb server speaking the host
(smart-socket) protocol, so unmodified ``adbutils.AdbClient(host, port)`` drives them:

    server = SimServer(n_devices=1, host="127.0.0.1", port=0).start()
    server.host, server.port, server.serials      # "emulator-<even console port>"
    server.device(serial)                         # the DeviceModel (sim tests only)
    server.stop()

Each device also has an emulator console on its console port (``console/``: ``gsm``,
``sms send``, ``power``, ``geo fix``, ``rotate``; ``adb -s emulator-N emu ...`` reaches it),
telephony (``telephony.py``) and the contacts, call-log and SMS providers over real
database files (``providers/``). Formats follow the AOSP, toybox, adb and
emulator sources each module cites.

Layout, by idea: ``model`` (one device's whole state) and ``server`` (the adb server);
``protocol/`` (adb's wire protocols), ``shell/`` (the device's shell and its commands),
``console/`` (the emulator console), ``emulator_grpc/`` (the emulator's gRPC service);
``storage/`` (the file system and the apps' storage), ``system/`` (packages, activities,
roles, first-run screens, properties, settings, users), ``providers/`` (content
providers); ``screen/`` (drawing, the UI dump, touches), ``apps_ui/`` (each app's
screens), ``text_input/`` (keyboards and the clipboard), ``web/`` (Chrome's page engine);
``clock``, ``telephony``, ``notifications``, ``system_ui`` (the shade, dialogs, recents),
``device_ports``, ``u2server`` (uiautomator2's on-device server), ``a11y_forwarder/``;
``likeness/`` and ``gallery`` (how the screens compare with the real apps').
"""

from venus_tasks.sim.model import DeviceModel
from venus_tasks.sim.server import SimServer

__all__ = ["DeviceModel", "SimServer"]
