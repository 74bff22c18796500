"""How text gets into the simulated device: the input methods and ``cmd input_method``
(``ime``), ADBKeyBoard's receiver and keyboard window (``adbkeyboard``), the system
clipboard (``clipboard``) and Clipper's broadcast bridge to it (``clipper_receiver``)."""
