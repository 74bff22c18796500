"""The adb host (smart-socket) protocol the simulator speaks (adb.md §1), and the device
services behind a transport switch: shell v1/v2, exec, sync, root."""
