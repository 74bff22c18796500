"""Deterministic checks of device state and of the agent's answer."""
