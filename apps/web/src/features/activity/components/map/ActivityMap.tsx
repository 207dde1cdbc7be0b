import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { MapControls } from '../../../../components/MapControls.tsx';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '@weekends/shared';

// Leaflet guesses its marker image paths from its CSS, which breaks once bundled; these are the bundled copies.
const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface ActivityMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

/** The activity's place on OpenStreetMap. Loaded on its own so Leaflet never weighs on the page's first load. */
export default function ActivityMap({ latitude, longitude, label }: ActivityMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={MAP_ZOOM}
      // The page scrolls past the map; a wheel over it should not zoom it by surprise.
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      style={{ height: MAP_HEIGHT_PX }}
      className="z-0 w-full bg-slate-200"
      aria-label={label}
    >
      <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
      <MapControls />
      <Marker position={[latitude, longitude]} icon={pin} title={label} alt={label} />
    </MapContainer>
  );
}
