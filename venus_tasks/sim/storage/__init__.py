"""The simulated device's storage: the in-memory file system (``vfs``, built from ``fsnode``),
its initial tree (``fs_layout``) and what apps do to their own storage (``appdata``)."""
