"""Metrics over episode records and the reports built from a run directory."""
