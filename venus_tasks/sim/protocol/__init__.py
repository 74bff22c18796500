"""The adb host (smart-socket) protocol the simulator speaks (adb ``protocol.txt``), and the device
services behind a transport switch: shell v1/v2, exec, sync, root."""
