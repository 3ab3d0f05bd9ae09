import type { Map as LeafletMap } from "leaflet";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { company } from "#app/domain/documents/company.ts";

const { latitude, longitude, zoom } = company.showroomMap;

const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;

// Leaflet's default marker is a PNG served from a path the bundler does not
// know about; an inline SVG pin needs nothing external.
const markerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 32 40" aria-hidden="true" focusable="false"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 40 16 40s16-12.5 16-24.3C32 7 24.8 0 16 0z" fill="#08577f"/><circle cx="16" cy="15.5" r="6" fill="#ffffff"/></svg>`;

/** "static" is the server render (and the page before hydration); "waiting" means the observer is armed. */
type MapStatus = "static" | "waiting" | "loading" | "ready" | "failed";

/**
 * The showroom, the address customers visit, on an OpenStreetMap map. Leaflet (JS and CSS) is fetched only
 * once the box scrolls into view, so it never weighs on the first paint; the
 * address and an external link stay readable even when the tiles cannot load.
 */
export function OfficeMap() {
  const mapElementRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<MapStatus>("static");

  useEffect(() => {
    const element = mapElementRef.current;
    if (!element) return;
    let map: LeafletMap | undefined;
    let unmounted = false;
    setStatus("waiting");

    async function createMap(target: HTMLDivElement) {
      setStatus("loading");
      try {
        const [leafletModule] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
        if (unmounted) return;
        // Leaflet ships as CommonJS: the bundler may hand it over as `default`.
        const L = (
          "default" in leafletModule ? leafletModule.default : leafletModule
        ) as typeof leafletModule;
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        map = L.map(target, {
          center: [latitude, longitude],
          zoom,
          zoomControl: false,
          attributionControl: false,
          // The page scrolls under the wheel; zoom stays on the buttons and keyboard.
          scrollWheelZoom: false,
          zoomAnimation: !reduceMotion,
          fadeAnimation: !reduceMotion,
          markerZoomAnimation: !reduceMotion,
        });
        L.control.zoom({ zoomInTitle: "Aumenta lo zoom", zoomOutTitle: "Riduci lo zoom" }).addTo(map);
        L.control
          .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
          .addAttribution('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>')
          .addTo(map);
        L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", { maxZoom: 19 }).addTo(map);

        const popup = document.createElement("div");
        const name = document.createElement("strong");
        name.textContent = `Showroom ${company.brand}`;
        const address = document.createElement("span");
        address.textContent = company.showroomAddress;
        popup.append(name, document.createElement("br"), address);

        L.marker([latitude, longitude], {
          title: `Showroom ${company.brand}, ${company.showroomAddress}`,
          icon: L.divIcon({
            html: markerSvg,
            className: "office-map-marker",
            iconSize: [32, 40],
            iconAnchor: [16, 40],
            popupAnchor: [0, -36],
          }),
        })
          .bindPopup(popup)
          .addTo(map);
        setStatus("ready");
      } catch {
        if (!unmounted) setStatus("failed");
      }
    }

    if (typeof IntersectionObserver === "undefined") {
      void createMap(element);
      return () => {
        unmounted = true;
        map?.remove();
      };
    }

    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void createMap(element);
    });
    observer.observe(element);
    return () => {
      unmounted = true;
      observer.disconnect();
      map?.remove();
    };
  }, []);

  return (
    <section
      aria-label="Mappa dello showroom"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      {/* Fixed height so nothing shifts when the map appears; `isolate` keeps Leaflet's z-indexes under the sticky header. */}
      <div data-map-status={status} className="relative isolate h-72 bg-brand-50">
        {status !== "ready" && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-slate-700">
            <MapPin aria-hidden="true" className="size-8 text-brand-700" />
            <p className="text-sm">
              {status === "failed"
                ? "Non è stato possibile caricare la mappa."
                : status === "loading"
                  ? "Caricamento della mappa..."
                  : "La mappa si carica quando questo riquadro è visibile."}
            </p>
          </div>
        )}
        <div ref={mapElementRef} className="absolute inset-0" />
      </div>
      <div className="space-y-1 px-4 py-3 text-sm text-slate-800">
        <p>
          <span className="font-semibold">Showroom {company.brand}</span>
          <br />
          {company.showroomAddress}
        </p>
        <a
          href={openStreetMapUrl}
          className="inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Apri in OpenStreetMap
        </a>
      </div>
    </section>
  );
}
