import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreMap, type MapStore } from '../../src/ui/map/StoreMap';
import { mapHeight, mapView, storePoints, tilesFailed, viewKey } from '../../src/ui/map/mapView';
import { GEOLOCATION_OPTIONS } from '../../src/ui/map/useGeolocation';
import { DEFAULT_STORE_MAP_CENTRE } from '../../src/domain/geo';
import type { SettingsView } from '../../src/domain/types';
import { fakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';
import { withStyles } from './styles';

const shops: MapStore[] = [
  { id: 1, name: 'سوبرماركت الوسط', owner_name: 'أحمد الحلبي', phone: '+32 470 11 22 33', address: 'شارع الملك 12، أنتويرب', category: 'supermarket', latitude: 51.22, longitude: 4.4 },
  { id: 2, name: 'مقهى الميناء', owner_name: null, phone: null, address: null, category: 'cafe', latitude: 51.24, longitude: 4.42 },
  { id: 3, name: 'بقالة بلا موقع', category: 'grocery', latitude: null, longitude: null },
];

function fakeDataProvider(getSettings: () => Promise<SettingsView>) {
  return fakeProvider({}, { getSettings });
}

function renderMap(ui: ReactElement, settings: SettingsView | 'pending' = { mapTileUrl: '' }) {
  const getSettings = settings === 'pending' ? () => new Promise<SettingsView>(() => undefined) : async () => settings;
  return renderAdmin({ dataProvider: fakeDataProvider(getSettings), fallback: ui });
}

/** The test DOM lays nothing out: give every element a size so Leaflet draws tiles and fits bounds as a browser would. */
function giveElementsASize() {
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  return () => {
    width.mockRestore();
    height.mockRestore();
  };
}

function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => answer(success, failure!));
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

function position(lat: number, lng: number, accuracy: number) {
  return { coords: { latitude: lat, longitude: lng, accuracy }, timestamp: Date.now() } as GeolocationPosition;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('map rules (spec 001 "Store map component")', () => {
  const a = { lat: 51.2, lng: 4.4 };
  const b = { lat: 51.3, lng: 4.5 };

  it('keeps only shops with usable coordinates, read the ways the spec lists', () => {
    const points = storePoints([
      ...shops,
      { id: 4, name: 'صفر', latitude: 0, longitude: 0 },
      { id: 5, name: 'نص', latitude: '50.8' as unknown as number, longitude: '4.35' as unknown as number },
      { id: 6, name: 'gps', gps_coordinates: { lat: 50.1, lng: 4.1 } } as unknown as MapStore,
      { id: 7, name: 'خارج النطاق', latitude: 95, longitude: 4 },
    ]);
    expect(points.map((p) => p.store.id)).toEqual([1, 2, 5, 6]);
    expect(points[2]!.position).toEqual({ lat: 50.8, lng: 4.35 });
  });

  it('centres on the given centre, else the shops, else the user, else the Antwerp default; zoom 12 by default', () => {
    expect(mapView({ centre: a, points: [b], user: b })).toEqual({ kind: 'point', centre: a, zoom: 12 });
    expect(mapView({ points: [b], user: a, zoom: 13 })).toEqual({ kind: 'point', centre: b, zoom: 13 });
    expect(mapView({ points: [], user: a })).toEqual({ kind: 'point', centre: a, zoom: 12 });
    expect(mapView({ points: [] })).toEqual({ kind: 'point', centre: DEFAULT_STORE_MAP_CENTRE, zoom: 12 });
  });

  it('fits many shops, zooming at most two levels past the start and never past 16', () => {
    const view = mapView({ points: [a, b], zoom: 13 });
    expect(view).toMatchObject({ kind: 'bounds', maxZoom: 15, bounds: [a, b] });
    expect(view.centre.lat).toBeCloseTo(51.25);
    expect(view.centre.lng).toBeCloseTo(4.45);
    expect(mapView({ points: [a, b], zoom: 15 })).toMatchObject({ maxZoom: 16 });
  });

  it('shows a selected point at zoom 15 or closer', () => {
    expect(mapView({ points: [a, b], selected: b, zoom: 12 })).toEqual({ kind: 'point', centre: b, zoom: 15, minZoom: 15 });
    expect(mapView({ points: [], selected: b, zoom: 16 })).toMatchObject({ zoom: 16 });
    expect(mapView({ centre: a, points: [], selected: b, zoom: 12 })).toMatchObject({ centre: a, zoom: 15 });
  });

  it('changes the view key only when the view changes', () => {
    expect(viewKey(mapView({ points: [a, b] }))).toBe(viewKey(mapView({ points: [{ ...a }, { ...b }] })));
    expect(viewKey(mapView({ points: [a, b] }))).not.toBe(viewKey(mapView({ points: [a] })));
  });

  it('is 400 px high by default and never lower', () => {
    expect(mapHeight(undefined)).toBe(400);
    expect(mapHeight(250)).toBe(400);
    expect(mapHeight(600)).toBe(600);
  });

  it('calls the tiles failed once four have failed and fewer have loaded', () => {
    expect(tilesFailed({ errors: 3, loads: 0 })).toBe(false);
    expect(tilesFailed({ errors: 4, loads: 0 })).toBe(true);
    expect(tilesFailed({ errors: 4, loads: 10 })).toBe(false);
  });
});

describe('StoreMap', () => {
  it('draws one red marker per shop with coordinates and none for a shop without, and counts them', async () => {
    withStyles();
    const { container } = renderMap(<StoreMap stores={shops} data-testid="map" />);
    await waitFor(() => expect(container.querySelectorAll('.store-marker')).toHaveLength(2));
    expect(screen.getAllByTestId('store-marker').map((el) => el.getAttribute('data-store-id'))).toEqual(['1', '2']);
    expect(screen.getByTestId('store-map-count')).toHaveTextContent('متجران');
    expect(screen.getByTestId('map')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('map')).toHaveStyle({ height: '400px' });
  });

  it('counts in the six Arabic plural forms', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ id: i + 1, name: `متجر ${i + 1}`, latitude: 51 + i / 100, longitude: 4.4 }));
    renderMap(<StoreMap stores={many} />);
    expect(await screen.findByTestId('store-map-count')).toHaveTextContent('11 متجراً');
    cleanup();
    renderMap(<StoreMap stores={[]} />);
    expect(await screen.findByTestId('store-map-count')).toHaveTextContent('لا توجد متاجر');
  });

  it("opens a shop's popup with its name, owner, phone, address and category in Arabic", async () => {
    const { container } = renderMap(<StoreMap stores={shops} />);
    await waitFor(() => expect(container.querySelectorAll('.store-marker')).toHaveLength(2));
    fireEvent.click(container.querySelector('.store-marker')!);
    const popup = await screen.findByTestId('store-popup');
    expect(popup).toHaveTextContent('سوبرماركت الوسط');
    expect(popup).toHaveTextContent('اسم المالك: أحمد الحلبي');
    expect(popup).toHaveTextContent('رقم الهاتف: +32 470 11 22 33');
    expect(popup).toHaveTextContent('العنوان: شارع الملك 12، أنتويرب');
    expect(popup).toHaveTextContent('الفئة: سوبرماركت');
  });

  it('draws no tile layer when the tile URL is empty, and the settings URL when it is set', async () => {
    const { container } = renderMap(<StoreMap stores={shops} />);
    await waitFor(() => expect(screen.queryByTestId('store-map-loading')).not.toBeInTheDocument());
    expect(container.querySelector('.leaflet-tile-pane')!.children).toHaveLength(0);
    cleanup();
    const restore = giveElementsASize();
    try {
      const { container: withTiles } = renderMap(<StoreMap stores={shops} />, { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: 'خرائط تجريبية' });
      await waitFor(() => expect(withTiles.querySelectorAll('.leaflet-tile-pane img').length).toBeGreaterThan(0));
      expect(withTiles.querySelector('.leaflet-tile-pane img')!.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
      expect(withTiles).toHaveTextContent('خرائط تجريبية');
    } finally {
      restore();
    }
  });

  it('shows the loading indicator until the settings are read and the map is ready', async () => {
    renderMap(<StoreMap stores={shops} />, 'pending');
    expect(await screen.findByTestId('store-map-loading')).toHaveTextContent('جارٍ تحميل الخريطة...');
    cleanup();
    renderMap(<StoreMap stores={shops} />);
    await waitFor(() => expect(screen.queryByTestId('store-map-loading')).not.toBeInTheDocument());
  });

  it('shows the error panel when tiles keep failing; retry asks for them again', async () => {
    withStyles();
    const restore = giveElementsASize();
    try {
      const { container } = renderMap(<StoreMap stores={shops} />, { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
      await waitFor(() => expect(container.querySelectorAll('.leaflet-tile-pane img').length).toBeGreaterThanOrEqual(4));
      for (const tile of container.querySelectorAll('.leaflet-tile-pane img')) fireEvent.error(tile);
      const panel = await screen.findByTestId('store-map-error');
      expect(panel).toHaveTextContent('تعذر تحميل الخريطة');
      // A small notice at the bottom edge, not a panel over the map's middle where the markers are.
      expect(getComputedStyle(panel).position).toBe('absolute');
      expect(getComputedStyle(panel).bottom).toBe('24px');
      expect(getComputedStyle(panel).top).not.toBe('0px');
      expect(panel.parentElement).toBe(screen.getByRole('region', { name: 'خريطة المتاجر' }));
      expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
      await waitFor(() => expect(screen.queryByTestId('store-map-error')).not.toBeInTheDocument());
      await waitFor(() => expect(container.querySelectorAll('.leaflet-tile-pane img').length).toBeGreaterThan(0));

      // Still failing: the panel comes back, and can be closed to read the markers on a plain background.
      await waitFor(() => expect(container.querySelectorAll('.leaflet-tile-pane img').length).toBeGreaterThanOrEqual(4));
      for (const tile of container.querySelectorAll('.leaflet-tile-pane img')) fireEvent.error(tile);
      await screen.findByTestId('store-map-error');
      fireEvent.click(screen.getByRole('button', { name: 'إخفاء التنبيه وعرض الخريطة دون صور' }));
      expect(screen.queryByTestId('store-map-error')).not.toBeInTheDocument();
      expect(container.querySelectorAll('.store-marker, .leaflet-marker-icon').length).toBeGreaterThan(0);
    } finally {
      restore();
    }
  });

  it('reports a click on the map as a picked point, labelled "موقع محدد" in blue', async () => {
    const onPick = vi.fn();
    const restore = giveElementsASize();
    try {
      const { container } = renderMap(<StoreMap stores={[]} onPick={onPick} />);
      await waitFor(() => expect(screen.queryByTestId('store-map-loading')).not.toBeInTheDocument());
      fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 400, clientY: 300 });
      expect(onPick).toHaveBeenCalledTimes(1);
      const point = onPick.mock.calls[0]![0] as { lat: number; lng: number };
      expect(point.lat).toBeCloseTo(DEFAULT_STORE_MAP_CENTRE.lat, 1);
      expect(point.lng).toBeCloseTo(DEFAULT_STORE_MAP_CENTRE.lng, 1);
      expect(await screen.findByText('موقع محدد')).toBeInTheDocument();
      expect(container.querySelectorAll('.selected-marker')).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('shows a selected point given by its parent, and none when the parent says null', async () => {
    const { container, rerender } = renderMap(<StoreMap selected={{ lat: 51.2, lng: 4.4 }} onPick={vi.fn()} />);
    await waitFor(() => expect(container.querySelectorAll('.selected-marker')).toHaveLength(1));
    rerender({ fallback: <StoreMap selected={null} onPick={vi.fn()} /> });
    await waitFor(() => expect(container.querySelectorAll('.selected-marker')).toHaveLength(0));
  });
});

describe('StoreMap: the user location', () => {
  beforeEach(() => localStorage.clear());

  it('"موقعي الحالي" asks the browser (high accuracy, 10 s, 5 min cache) and draws the user in green', async () => {
    const getCurrentPosition = stubGeolocation((success) => success(position(51.21, 4.41, 35)));
    const { container } = renderMap(<StoreMap stores={shops} showControls />);
    fireEvent.click(await screen.findByRole('button', { name: 'موقعي الحالي' }));
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    await waitFor(() => expect(container.querySelectorAll('.user-marker')).toHaveLength(1));
    // The accuracy circle is an SVG path in the overlay pane.
    expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull();
    fireEvent.click(container.querySelector('.user-marker')!);
    expect(await screen.findByText('دقة الموقع: ± 35 متر')).toBeInTheDocument();
  });

  it('asks on mount with showUserLocation, and hides the button without showControls', async () => {
    const getCurrentPosition = stubGeolocation((success) => success(position(51.21, 4.41, 12)));
    const { container } = renderMap(<StoreMap showUserLocation showControls={false} />);
    await waitFor(() => expect(container.querySelectorAll('.user-marker')).toHaveLength(1));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'موقعي الحالي' })).not.toBeInTheDocument();
  });

  it('says when access is refused, when it fails and when the browser cannot locate', async () => {
    stubGeolocation((_success, failure) => failure({ code: 1, message: 'denied' } as GeolocationPositionError));
    renderMap(<StoreMap />);
    fireEvent.click(await screen.findByRole('button', { name: 'موقعي الحالي' }));
    expect(await screen.findByTestId('store-map-location-error')).toHaveTextContent(
      'تم رفض الوصول للموقع. يرجى السماح بالوصول للموقع من إعدادات المتصفح',
    );
    cleanup();

    stubGeolocation((_success, failure) => failure({ code: 3, message: 'timeout' } as GeolocationPositionError));
    renderMap(<StoreMap />);
    fireEvent.click(await screen.findByRole('button', { name: 'موقعي الحالي' }));
    expect(await screen.findByTestId('store-map-location-error')).toHaveTextContent('خطأ في تحديد الموقع الحالي');
    cleanup();

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderMap(<StoreMap />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'موقعي الحالي' })));
    expect(await screen.findByTestId('store-map-location-error')).toHaveTextContent('المتصفح لا يدعم تحديد الموقع');
  });
});
