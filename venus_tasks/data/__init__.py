"""Deterministic data generators for what tasks browse and edit.

Every generator takes an explicit ``random.Random`` (or a seed) and returns bytes or text;
the same seed gives byte-identical output (no timestamps, no host metadata, no downloads,
only Pillow's built-in bitmap font). Modules:

- ``text``: names, sentences, markdown notes.
- ``images``: receipts and simple pictures (PNG/JPEG, Pillow).
- ``pdf``: text documents as PDF (a small writer using the standard Helvetica font).
- ``html``: local web pages (the browser tasks' button pages).
- ``audio``: WAV (numpy + ``wave``); M4A and MP3 through PyAV (optional dependency ``av``).
- ``video``: MP4 through PyAV (optional dependency ``av``).
- ``archives``: zip archives with fixed member timestamps.
"""
