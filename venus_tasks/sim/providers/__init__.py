"""Content providers reachable with ``content query|insert|update|delete --uri content://...``.

``ProviderRegistry`` maps an authority (``settings``, ``com.android.contacts`` and the
legacy ``contacts``, ``call_log``, ``sms``) to a ``ContentProvider``; ``device.py`` attaches
the telephony/contacts ones to a model. New providers plug in with ``register``.
"""

from venus_tasks.sim.providers.base import ContentProvider, ProviderError, ProviderRegistry, Uri

__all__ = ["ContentProvider", "ProviderError", "ProviderRegistry", "Uri"]
