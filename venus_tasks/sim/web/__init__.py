"""Chrome's real page engine: a headless Chromium (``web_engine``) driven over the DevTools
protocol (``web_cdp``)."""
