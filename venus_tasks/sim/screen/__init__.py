"""Screens of the simulated device: layout (model -> UI tree), PNG rendering, XML dump,
and input hit-testing."""
