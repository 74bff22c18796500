"""Rendering goal and round texts of a variant: ``str.format`` templates over the
instance params, where a field may carry the ``zh`` spec (``{state:zh}``) to put a
parameter's value into Chinese through ``variants.zh``.

A variant text uses the same placeholders as the original; ``{x:zh}`` and ``{x_zh}`` (a
param the task derives for Chinese, e.g. a composite rule) count as ``{x}``.
"""

from __future__ import annotations

import string
from typing import Any, Mapping

from variants import zh


class _Formatter(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "zh":
            return zh.term(value)
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def render(template: str, params: Mapping[str, Any]) -> str:
    """``template`` filled from ``params``.

    Raises:
      KeyError: a placeholder names no param, or a ``:zh`` value has no Chinese term.
    """
    return _FORMATTER.vformat(template, (), params)


def placeholders(template: str) -> set[str]:
    """The param names ``template`` uses, with ``:zh`` specs and ``_zh`` suffixes folded
    onto the original name (``{state:zh}`` and ``{rule_zh}`` give ``state``, ``rule``)."""
    names = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field is not None and field != "":
            name = field.split(".", 1)[0].split("[", 1)[0]
            names.add(name[:-3] if name.endswith("_zh") else name)
    return names


__all__ = ["placeholders", "render"]
