"""Content providers reachable with ``content query|insert|update|delete --uri content://...``.

``ProviderRegistry`` maps an authority (``settings``, later ``contacts``, ``sms``,
``call_log``) to a ``ContentProvider``. New providers plug in with ``register``.
"""

from venus_tasks.sim.providers.base import ContentProvider, ProviderError, ProviderRegistry, Uri

__all__ = ["ContentProvider", "ProviderError", "ProviderRegistry", "Uri"]
