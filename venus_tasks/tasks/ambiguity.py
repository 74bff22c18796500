"""Registers the ``ambiguity`` suite (``venus_tasks.ambiguity``: intents at four clarity levels)."""

import importlib

importlib.import_module("venus_tasks.ambiguity")   # importing it registers the suite's task classes
