"""CalcYou 3.1's unit converters (``Destination.Converter.doubleConverters`` order): the
``FactorUnit(R.string.x, factor)`` lists of ``app/src/main/java/net/youapps/calcyou/data/
converters/<Name>Converter.kt`` (factor = value of one unit in the first unit), names from
``res/values/strings.xml``; Temperature's units convert through Celsius
(``TemperatureConverter.kt``). Extracted from the sources at tag v3.1."""

import math

FACTORS: dict[str, tuple[tuple[str, float], ...]] = {
    "Area": (
        ('Square meter', 1.0),
        ('Square kilometer', 1E6),
        ('Square centimeter', 1E-4),
        ('Square millimeter', 1E-6),
        ('Hectare', 1E4),
        ('Acre', 4046.8564224),
        ('Square yard', 0.83612736),
        ('Square foot', 0.09290304),
    ),
    "DigitalStorage": (
        ('Bit', 1.0),
        ('Byte', 8.0),
        ('Kilobit', 1E3),
        ('Kilobyte', 8E3),
        ('KibiByte', 8.0 * 1024),
        ('Megabit', 1E6),
        ('Megabyte', 8E6),
        ('MebiByte', 8.0 * 1024 * 1024),
        ('Gigabit', 1E9),
        ('Gigabyte', 8E9),
        ('GigiByte', 8.0 * 1024 * 1024 * 1024),
        ('Terabit', 1E12),
        ('Terabyte', 8E12),
        ('TebiByte', 8.0 * 1024 * 1024 * 1024 * 1024),
        ('Petabit', 1E15),
        ('Petabyte', 8E15),
        ('PebiByte', 8.0 * 1024 * 1024 * 1024 * 1024 * 1024),
        ('Exabit', 1E18),
        ('Exabyte', 8E18),
        ('ExbiByte', 8.0 * 1024 * 1024 * 1024 * 1024 * 1024 * 1024),
    ),
    "Frequency": (
        ('Hertz', 1.0),
        ('Kilohertz', 1E3),
        ('Megahertz', 1E6),
        ('Gigahertz', 1E9),
    ),
    "Length": (
        ('Meter', 1.0),
        ('Kilometer', 1E3),
        ('Centimeter', 1E-2),
        ('Millimeter', 1E-3),
        ('Mile', 1609.344),
        ('Yard', 0.9144),
        ('Foot', 0.3048),
        ('Inch', 0.0254),
        ('Nautical Mile', 1852.0),
    ),
    "Mass": (
        ('Kilogram', 1.0),
        ('Gram', 1E-3),
        ('Milligram', 1E-6),
        ('Tonne', 1E3),
        ('Pound', 0.45359237),
        ('Ounce', 0.028349523125),
    ),
    "Speed": (
        ('Meters per second', 1.0),
        ('Kilometers per hour', 0.277777778),
        ('Miles per hour', 0.44704),
        ('Knot', 0.514444444),
        ('Feet per second', 0.3048),
    ),
    "Volume": (
        ('Liter', 1.0),
        ('Milliliter', 1E-3),
        ('Kiloliter', 1E3),
        ('Cubic meter', 1E3),
        ('Cubic centimeter', 1E-3),
        ('Cubic decimeter', 1.0),
        ('Gallon', 3.785411784),
        ('Quart', 0.946352946),
        ('Pint', 0.473176473),
        ('Fluid ounce', 0.02957352957),
        ('Tablespoon', 0.01478676479),
        ('Teaspoon', 0.00492892159),
    ),
    "Angle": (
        ('Degree', math.pi / 180),
        ('Radian', 1.0),
        ('Gradian', math.pi / 200),
        ('Turn', 2 * math.pi),
    ),
    "Power": (
        ('Watt', 1.0),
        ('Kilowatt', 1E3),
        ('Megawatt', 1E6),
        ('Horsepower', 745.7),
        ('BTU per hour', 252.0),
    ),
    "Viscosity": (
        ('Pascal-second', 1.0),
        ('Centipoise', 0.01),
        ('Stoke', 1E4),
        ('Poiseuille', 1E9),
    ),
    "Force": (
        ('Newton', 1.0),
        ('Kilonewton', 1E3),
        ('Dyne', 1E-5),
        ('Pound-force', 4.448222),
        ('Ounce-force', 0.2780139),
    ),
    "Energy": (
        ('Joule', 1.0),
        ('Kilojoule', 1E3),
        ('Megajoule', 1E6),
        ('Calorie', 4.184),
        ('Kilocalorie', 4.184E3),
        ('Grams of Carbohydrate', 4.0 * 4.184E3),
        ('Grams of Fat', 9.0 * 4.184E3),
        ('Grams of Protein', 4.0 * 4.184E3),
    ),
    "Torque": (
        ('Newton-meter', 1.0),
        ('Kilonewton-meter', 1E3),
        ('Pound-foot', 1.3558179),
        ('Ounce-inch', 0.08333333),
    ),
    "Density": (
        ('Kilogram per cubic meter', 1.0),
        ('Gram per cubic centimeter', 1E3),
        ('Pound per cubic foot', 16.018463),
        ('Pound per gallon', 0.11982642),
    ),
    "Fuel": (
        ('Liter', 1.0),
        ('Gallon (US)', 3.78541),
        ('Gallon (UK)', 4.54609),
        ('Barrel', 158.98729),
    ),
    "Time": (
        ('Second', 1.0),
        ('Minute', 60.0),
        ('Hour', 3.6E3),
        ('Day', 8.64E4),
        ('Week', 6.048E5),
    ),
    "Pressure": (
        ('Pascal', 1.0),
        ('KiloPascal', 1E3),
        ('MegaPascal', 1E6),
        ('GigaPascal', 1E9),
        ('Bar', 1E5),
        ('Millibar', 1E2),
        ('Atmosphere', 101325.0),
        ('PSI', 6894.757293168),
        ('H2O (Inches of water)', 249.082),
    ),
    "Light": (
        ('Lumen', 1.0),
        ('Candela', 1.0),
        ('Lux', 1.0 / 3.14159),
        ('Footcandle', 10.7639104167097),
    ),
}

# the grid's order (``Destination.Converter.doubleConverters`` + ``stringConverters``) and
# each card's title (``R.string``)
GRID = (("Temperature", "Temperature"), ("Area", "Area"), ("DigitalStorage", "Storage"),
        ("Frequency", "Frequency"), ("Length", "Length"), ("Mass", "Mass"), ("Speed", "Speed"),
        ("Volume", "Volume"), ("Angle", "Angle"), ("Power", "Power"), ("Viscosity", "Viscosity"),
        ("Force", "Force"), ("Energy", "Energy"), ("Torque", "Torque"), ("Density", "Density"),
        ("Fuel", "Fuel"), ("Time", "Time"), ("Pressure", "Pressure"), ("Light", "Light"),
        ("Currencies", "Currencies"), ("NumberBase", "Base"))
TEMPERATURE = (("Celsius", lambda v: v, lambda v: v),
               ("Fahrenheit", lambda v: (v - 32) / 1.8, lambda v: v * 1.8 + 32),
               ("Kelvin", lambda v: v - 273.15, lambda v: v + 273.15))


def units(key: str) -> list[tuple[str, object, object]]:
    """``(name, convertFrom, convertTo)`` of converter ``key``: ``convertFrom`` takes a value
    in the unit to the base, ``convertTo`` the base to the unit (``ConverterUnit``)."""
    if key == "Temperature":
        return list(TEMPERATURE)
    if key == "Currencies":
        from venus_tasks.sim.apps_ui.calcyou_currencies import currencies
        return [(name, (lambda r: lambda v: v / r)(rate), (lambda r: lambda v: v * r)(rate))
                for name, rate in currencies()]
    return [(name, (lambda f: lambda v: v * f)(f), (lambda f: lambda v: v / f)(f))
            for name, f in FACTORS.get(key, ())]


def convert_all(key: str, value: float, unit_index: int) -> list[tuple[str, float]]:
    """``UnitConverter.convertAll``: ``value`` in unit ``unit_index`` as every unit."""
    us = units(key)
    base = us[unit_index][1](value)
    return [(name, to(base)) for name, _, to in us]
