import { AttributionControl, ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';

/**
 * A map's zoom buttons and its credit line in the page's language: Leaflet's own are English ('Zoom in',
 * 'contributors'). The credit names OpenStreetMap, as its licence asks; Leaflet's own link is left out. Goes inside a
 * MapContainer made with `zoomControl={false} attributionControl={false}`.
 */
export function MapControls() {
  const { t } = useTranslation('common');
  return (
    <>
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <AttributionControl
        position="bottomright"
        prefix={`&copy; <a href="https://www.openstreetmap.org/copyright">${t('map.credit')}</a>`}
      />
    </>
  );
}
