"""The simulated device's system services and their state: installed packages (``packages``,
``system_packages``, ``apk``), activities and tasks (``activities``), default-app roles
(``roles``), first-run screens (``first_run``), properties (``props``), the settings tables
(``settings_table``) and users and credentials (``identity``)."""
