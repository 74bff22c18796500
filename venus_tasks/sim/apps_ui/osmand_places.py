"""The named places the simulated OsmAnd knows: what its offline maps (``*.obf`` in
``files/``) hold for search and for the map's labels, and the app's name matching.

A real ``.obf`` is a binary index the simulator does not parse. A map file is "installed"
when a file of a known name lies in OsmAnd's ``files/`` folder (AndroidWorld pushes
``Liechtenstein_europe.obf`` there at set-up); its places come from the table below. The
twelve places AndroidWorld's OsmAnd tasks name carry AndroidWorld's coordinates
(``apps.osmand.PRELOADED_LOCATIONS``); the few others (Vaduz, its castle and the remaining
municipalities) are OpenStreetMap's node positions rounded to 4 decimals [inferred], and
each place's kind is its OSM ``place=``/``historic=`` tag as OsmAnd's search shows it
("City", "Town", "Village", "Hamlet", "Castle") [inferred].

Matching (``search``), as OsmAnd's ``SearchUICore`` behaves for a city name: the query is
split into words at spaces and commas; every word must start a word of the place's name or
of its region ("Liechtenstein"), case and accents ignored (OsmAnd's collator compares at
primary strength), and at least one word must start a word of the name. Exact names
first, then by name.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata

from apps import osmand as catalogue


@dataclasses.dataclass(frozen=True)
class Place:
    """A named place of an offline map: name, kind ("Village"), region, position (deg)."""

    name: str
    kind: str
    region: str
    lat: float
    lon: float


def _aw(name: str, kind: str) -> Place:
    lat, lon = catalogue.PRELOADED_LOCATIONS[f"{name}, Liechtenstein"]
    return Place(name, kind, "Liechtenstein", lat, lon)


# map file name -> its places
MAPS: dict[str, tuple[Place, ...]] = {
    catalogue.MAP_FILE: (
        _aw("Balzers", "Village"), _aw("Bendern", "Village"), _aw("Malbun", "Hamlet"),
        _aw("Nendeln", "Village"), _aw("Oberplanken", "Hamlet"), _aw("Planken", "Village"),
        _aw("Rotenboden", "Hamlet"), _aw("Ruggell", "Village"), _aw("Schaan", "Town"),
        _aw("Schaanwald", "Village"), _aw("Schönberg", "Hamlet"), _aw("Triesen", "Village"),
        Place("Vaduz", "City", "Liechtenstein", 47.1410, 9.5209),
        Place("Vaduz Castle", "Castle", "Liechtenstein", 47.1394, 9.5215),
        Place("Triesenberg", "Village", "Liechtenstein", 47.1181, 9.5433),
        Place("Eschen", "Village", "Liechtenstein", 47.2107, 9.5223),
        Place("Mauren", "Village", "Liechtenstein", 47.2197, 9.5423),
        Place("Gamprin", "Village", "Liechtenstein", 47.2204, 9.5094),
        Place("Schellenberg", "Village", "Liechtenstein", 47.2307, 9.5468),
    ),
}


def installed(model) -> list[Place]:
    """The places of every known map file present in ``files/``."""
    found: list[Place] = []
    for name, places in MAPS.items():
        if model.vfs.exists(f"{catalogue.FILES_DIR}/{name}"):
            found.extend(places)
    return found


def fold(text: str) -> str:
    """``text`` lower-cased without accents (primary-strength comparison)."""
    return "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,]+", fold(text)) if w]


def search(model, query: str) -> list[Place]:
    """Installed places matching ``query`` (see the module docstring); [] for a blank query."""
    words = _words(query)
    if not words:
        return []
    hits = []
    for place in installed(model):
        name_words, region_words = _words(place.name), _words(place.region)
        starts = [any(n.startswith(w) for n in name_words) for w in words]
        if all(s or any(r.startswith(w) for r in region_words) for s, w in zip(starts, words)) and any(starts):
            hits.append(place)
    exact = fold(query.split(",")[0].strip())
    return sorted(hits, key=lambda p: (fold(p.name) != exact, fold(p.name)))
