import { cleanup, render } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadArabic } from '../lib/i18n.ts';
import { MapControls } from './MapControls.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderMap() {
  const { container } = render(
    <MapContainer center={[25.2, 55.27]} zoom={12} zoomControl={false} attributionControl={false}>
      <MapControls />
    </MapContainer>,
  );
  return {
    zoomIn: container.querySelector('.leaflet-control-zoom-in')!,
    zoomOut: container.querySelector('.leaflet-control-zoom-out')!,
    credit: container.querySelector('.leaflet-control-attribution')!,
  };
}

describe("a map's controls", () => {
  it('name the zoom buttons and credit OpenStreetMap in English, without Leaflet’s own link', () => {
    const { zoomIn, zoomOut, credit } = renderMap();
    expect(zoomIn).toHaveAttribute('title', 'Zoom in');
    expect(zoomOut).toHaveAttribute('title', 'Zoom out');
    expect(credit).toHaveTextContent('© OpenStreetMap contributors');
    expect(credit.querySelector('a')).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    expect(credit).not.toHaveTextContent('Leaflet');
  });

  it('speak Arabic on an Arabic page', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    const { zoomIn, zoomOut, credit } = renderMap();
    expect(zoomIn).toHaveAttribute('title', 'تكبير');
    expect(zoomIn).toHaveAttribute('aria-label', 'تكبير');
    expect(zoomOut).toHaveAttribute('title', 'تصغير');
    expect(credit).toHaveTextContent('مساهمو OpenStreetMap');
  });
});
