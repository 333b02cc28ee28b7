import type { Settings } from '../../src/domain/settings';
import { errors as messages, format } from '../../src/domain/messages';
import { ApiError } from '../lib/errors';
import { OutboundError, outboundClient, type Outbound, type OutboundReply } from '../lib/outbound';

// Address lookups go through the server so a provider key never reaches a browser. The provider comes
// from the settings: Google's geocoder when a key is set, else a Nominatim-compatible search URL. Either
// answer is given in Google's shape, which the screens read. Results are kept in memory for a day, and
// the provider is asked at most once a second (Nominatim's usage policy): later callers wait their turn,
// or get a 429 when the queue is already long.

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocodeResult {
  geometry: { location: { lat: number; lng: number } };
  formatted_address: string;
  place_id: string;
  address_components: AddressComponent[];
}

export interface GeocodeReply {
  status: 'OK';
  results: GeocodeResult[];
}

export interface GeocoderOptions {
  /** Milliseconds between the starts of two requests to the provider. */
  minIntervalMs?: number;
  /** A caller that would wait longer than this for its turn is refused with 429. */
  maxWaitMs?: number;
  timeoutMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  now?: () => number;
  /** Google's geocoding endpoint; a test points it at a local stand-in. */
  googleUrl?: string;
  /** Let the provider's host be loopback, link-local or private (the server config's allowPrivateUrls). */
  allowPrivateUrls?: boolean;
}

const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const USER_AGENT = 'bakery-backoffice (server-side shop address lookup)';

const failure = (status: number, reason: string = messages.geocodeNotFound) =>
  new ApiError(status, format(messages.geocodeFailed, { reason }));

/** One spelling per address: case, width and spacing do not make a new lookup. */
export function normaliseAddress(address: string): string {
  return address.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

// Nominatim's addressdetails keys, as Google's component types.
const NOMINATIM_COMPONENTS: [string, string[]][] = [
  ['house_number', ['street_number']],
  ['road', ['route']],
  ['neighbourhood', ['neighborhood', 'political']],
  ['suburb', ['sublocality', 'political']],
  ['city_district', ['sublocality', 'political']],
  ['city', ['locality', 'political']],
  ['town', ['locality', 'political']],
  ['village', ['locality', 'political']],
  ['municipality', ['administrative_area_level_3', 'political']],
  ['county', ['administrative_area_level_2', 'political']],
  ['state', ['administrative_area_level_1', 'political']],
  ['postcode', ['postal_code']],
  ['country', ['country', 'political']],
];

interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
  address?: Record<string, string>;
}

export function fromNominatim(place: NominatimPlace): GeocodeResult | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const address = place.address ?? {};
  const components: AddressComponent[] = [];
  for (const [key, types] of NOMINATIM_COMPONENTS) {
    const value = address[key];
    if (!value) continue;
    const short = key === 'country' && address.country_code ? address.country_code.toUpperCase() : value;
    components.push({ long_name: value, short_name: short, types });
  }
  const placeId =
    place.osm_type && place.osm_id != null ? `osm:${place.osm_type}:${place.osm_id}` : String(place.place_id ?? '');
  return {
    geometry: { location: { lat, lng } },
    formatted_address: place.display_name ?? '',
    place_id: placeId,
    address_components: components,
  };
}

interface GoogleResult {
  geometry?: { location?: { lat?: number; lng?: number } };
  formatted_address?: string;
  place_id?: string;
  address_components?: AddressComponent[];
}

export function fromGoogle(result: GoogleResult): GeocodeResult | null {
  const lat = Number(result.geometry?.location?.lat);
  const lng = Number(result.geometry?.location?.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    geometry: { location: { lat, lng } },
    formatted_address: result.formatted_address ?? '',
    place_id: result.place_id ?? '',
    address_components: (result.address_components ?? []).map((c) => ({
      long_name: c.long_name,
      short_name: c.short_name,
      types: c.types ?? [],
    })),
  };
}

interface Provider {
  /** Tells cache entries of different providers apart. */
  id: string;
  url: URL;
  read(body: unknown): GeocodeResult[];
}

function providerFor(settings: Settings, address: string, googleUrl: string): Provider {
  const key = settings.googleMapsApiKey?.trim();
  if (key) {
    const url = new URL(googleUrl);
    url.searchParams.set('address', address);
    url.searchParams.set('key', key);
    url.searchParams.set('language', 'ar');
    return {
      id: 'google',
      url,
      read(body) {
        const reply = (body ?? {}) as { status?: string; results?: GoogleResult[] };
        if (reply.status === 'ZERO_RESULTS') return [];
        if (reply.status === 'OVER_QUERY_LIMIT') throw new ApiError(429, messages.tooManyRequests);
        if (reply.status !== 'OK')
          throw failure(502, format(messages.geocodeProviderError, { status: reply.status ?? '?' }));
        return (reply.results ?? []).map(fromGoogle).filter((r): r is GeocodeResult => r !== null);
      },
    };
  }
  let url: URL;
  try {
    url = new URL(settings.geocoderUrl);
  } catch {
    throw failure(502, messages.geocodeNotConfigured);
  }
  url.searchParams.set('q', address);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  url.searchParams.set('addressdetails', '1');
  return {
    id: settings.geocoderUrl,
    url,
    read(body) {
      if (!Array.isArray(body)) throw failure(502, format(messages.geocodeProviderError, { status: 'JSON' }));
      return (body as NominatimPlace[]).map(fromNominatim).filter((r): r is GeocodeResult => r !== null);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbound client's refusal or failure, as the geocoder's Arabic reason. */
function outboundFailure(error: unknown): ApiError {
  const reason = error instanceof OutboundError ? error.reason : 'unreachable';
  if (reason === 'not-public') return failure(502, messages.urlNotPublic);
  if (reason === 'timeout') return failure(502, messages.geocodeTimeout);
  if (reason === 'redirect' || reason === 'too-large')
    return failure(502, format(messages.geocodeProviderError, { status: reason === 'redirect' ? '3xx' : 'size' }));
  return failure(502, messages.geocodeUnreachable);
}

export class Geocoder {
  private readonly cache = new Map<string, { at: number; reply: GeocodeReply }>();

  /** Entries held now (GET /cache). */
  cachedEntries(): number {
    return this.cache.size;
  }

  /** Forgets every answer (DELETE /cache). */
  clearCache(): void {
    this.cache.clear();
  }
  private readonly inFlight = new Map<string, Promise<GeocodeReply>>();
  private nextSlot = 0;
  private readonly minIntervalMs: number;
  private readonly maxWaitMs: number;
  private readonly timeoutMs: number;
  private readonly cacheSize: number;
  private readonly cacheTtlMs: number;
  private readonly now: () => number;
  private readonly googleUrl: string;
  private readonly outbound: Outbound;

  constructor(options: GeocoderOptions = {}) {
    // A tenth of a second over the one-second rule, so network jitter never puts two requests inside one second at the provider.
    this.minIntervalMs = options.minIntervalMs ?? 1100;
    this.maxWaitMs = options.maxWaitMs ?? 5000;
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.cacheSize = options.cacheSize ?? 500;
    this.cacheTtlMs = options.cacheTtlMs ?? 24 * 3600 * 1000;
    this.now = options.now ?? Date.now;
    this.googleUrl = options.googleUrl ?? GOOGLE_GEOCODE_URL;
    this.outbound = outboundClient({ allowPrivate: options.allowPrivateUrls ?? false });
  }

  async lookup(address: string, settings: Settings): Promise<GeocodeReply> {
    const query = address.trim().replace(/\s+/g, ' ');
    if (!settings.googleMapsApiKey?.trim() && !settings.geocoderUrl?.trim())
      throw failure(502, messages.geocodeNotConfigured);
    const provider = providerFor(settings, query, this.googleUrl);
    const key = `${provider.id}\n${normaliseAddress(query)}`;
    const cached = this.fromCache(key);
    if (cached) return cached;
    // Two people typing the same address at once cost one request.
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const request = this.ask(provider).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    const reply = await request;
    this.remember(key, reply);
    return reply;
  }

  private fromCache(key: string): GeocodeReply | null {
    const entry = this.cache.get(key);
    if (!entry) return null;
    this.cache.delete(key);
    if (this.now() - entry.at > this.cacheTtlMs) return null;
    // Re-inserted: a Map keeps insertion order, so the first key is always the least recently used.
    this.cache.set(key, entry);
    return entry.reply;
  }

  private remember(key: string, reply: GeocodeReply): void {
    this.cache.delete(key);
    this.cache.set(key, { at: this.now(), reply });
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Waits for this caller's turn at the provider, or refuses when the wait would be too long. */
  private async takeTurn(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    const wait = slot - now;
    if (wait > this.maxWaitMs)
      throw new ApiError(429, messages.tooManyRequests, undefined, { retryAfter: Math.ceil(wait / 1000) });
    this.nextSlot = slot + this.minIntervalMs;
    if (wait > 0) await sleep(wait);
  }

  private async ask(provider: Provider): Promise<GeocodeReply> {
    await this.takeTurn();
    let response: OutboundReply;
    try {
      response = await this.outbound(provider.url, {
        headers: { 'User-Agent': USER_AGENT, 'Accept-Language': 'ar', Accept: 'application/json' },
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      throw outboundFailure(error);
    }
    if (response.status === 429) throw new ApiError(429, messages.tooManyRequests);
    if (!response.ok) throw failure(502, format(messages.geocodeProviderError, { status: response.status }));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw failure(502, format(messages.geocodeProviderError, { status: 'JSON' }));
    }
    const results = provider.read(body);
    if (!results.length) throw failure(404);
    return { status: 'OK', results };
  }
}
