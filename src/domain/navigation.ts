import { coordinatesOf } from './geo';

// Links that take a distributor to a shop. A geo: URI opens the phone's own navigation app (Android,
// iOS 17+, most desktop map apps); where nothing handles it, the OpenStreetMap link shows the place in
// the browser. With coordinates both point at them; with only an address both search for it.

export interface NavigationLinks {
  /** geo: URI for the device's navigation app. */
  geo: string;
  /** The same place on openstreetmap.org. */
  map: string;
}

export interface Place {
  name?: string | null;
  address?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** The links to a place, or null when it has neither usable coordinates nor an address. */
export function navigationLinks(place: Place): NavigationLinks | null {
  const point = coordinatesOf(place as Record<string, unknown>);
  if (point) {
    const at = `${point.lat},${point.lng}`;
    const label = place.name?.trim() ? `(${encodeURIComponent(place.name.trim())})` : '';
    return {
      geo: `geo:${at}?q=${at}${label}`,
      map: `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=18/${point.lat}/${point.lng}`,
    };
  }
  const address = place.address?.trim();
  if (!address) return null;
  return {
    geo: `geo:0,0?q=${encodeURIComponent(address)}`,
    map: `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
  };
}
