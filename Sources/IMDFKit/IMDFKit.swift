import GeoJSON
