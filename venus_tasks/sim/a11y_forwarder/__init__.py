"""android_env's accessibility forwarder app on the simulated device: ``forwarder``
(broadcasts in, ``SendForest`` to the host every 100 ms out) and ``forest`` (the screen
as an ``AndroidAccessibilityForest``). Needs the ``aw`` extra (grpcio, android-env)."""

from venus_tasks.sim.a11y_forwarder.forwarder import A11yForwarder

__all__ = ["A11yForwarder"]
