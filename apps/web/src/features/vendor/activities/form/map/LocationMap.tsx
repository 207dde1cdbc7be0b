import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MapControls } from '../../../../../components/MapControls.tsx';
import { MAP_ZOOM } from '@weekends/shared';

// Leaflet guesses its marker image paths from its CSS, which breaks once bundled; these are the bundled copies.
const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Where the map opens before a place is picked: central Dubai, zoomed out to show the city. */
const DUBAI: [number, number] = [25.2048, 55.2708];
const CITY_ZOOM = 10;
/** Coordinates are kept to 6 decimals (about 10 cm), as a person would type them. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export interface LocationMapProps {
  position: { latitude: number; longitude: number } | null;
  onPick: (latitude: number, longitude: number) => void;
  label: string;
  markerLabel: string;
}

/** A click on the map puts the pin there. */
function ClickToPick({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(round(event.latlng.lat), round(event.latlng.lng)) });
  return null;
}

/** Typed coordinates outside the visible part of the map bring it there. */
function FollowPosition({ position }: { position: LocationMapProps['position'] }) {
  const map = useMap();
  useEffect(() => {
    if (!position) return;
    const at = L.latLng(position.latitude, position.longitude);
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), MAP_ZOOM - 2));
  }, [map, position]);
  return null;
}

/**
 * The listing's place on OpenStreetMap: click the map or drag the pin to set latitude and
 * longitude. Loaded on its own, so Leaflet is fetched only when the form's location section is near.
 */
export default function LocationMap({ position, onPick, label, markerLabel }: LocationMapProps) {
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick(round(at.lat), round(at.lng));
      },
    }),
    [onPick],
  );
  return (
    <MapContainer
      center={position ? [position.latitude, position.longitude] : DUBAI}
      zoom={position ? MAP_ZOOM : CITY_ZOOM}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="z-0 h-full w-full bg-slate-200"
      aria-label={label}
    >
      <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
      <MapControls />
      <ClickToPick onPick={onPick} />
      <FollowPosition position={position} />
      {position && (
        <Marker
          position={[position.latitude, position.longitude]}
          icon={pin}
          draggable
          eventHandlers={handlers}
          title={markerLabel}
          alt={markerLabel}
        />
      )}
    </MapContainer>
  );
}
