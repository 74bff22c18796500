"""Web apps served by the harness on the host for the domains no installed Android app
covers (AmbiBench's e-commerce, social and information-retrieval domains): a shop, a social
feed and a local-services directory, generated from the instance seed, opened in Chrome on
the device through ``adb reverse``. Every state change is recorded in the server's event
log (``events.EventLog``), which tasks verify from.

``server.WebAppServer`` runs them, ``hosting.serve`` for one episode on a device (``adb reverse``); ``shop``, ``shop2`` (another brand), ``feed`` and ``places`` are the apps; ``pages`` holds the shared request,
response and layout.
"""
