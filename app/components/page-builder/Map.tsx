import { useTranslation } from "~/lib/translation/use-translation";
import { boxClassName, boxStyle, withoutEmpty } from "~/components/page-builder/box-style";
import type { MapLocation, MapNode } from "~/lib/page-builder/types";

/** Spec §3: the map opens at zoom 8. */
const MAP_ZOOM = 8;

/** Google Maps Embed API for the first place (needs `GOOGLE_MAPS_API_KEY`; no script runs on our page). */
export function mapEmbedUrl(location: MapLocation, apiKey: string): string {
  const params = new URLSearchParams({ key: apiKey, q: `${location.latitude},${location.longitude}`, zoom: String(MAP_ZOOM) });
  return `https://www.google.com/maps/embed/v1/place?${params}`;
}

/** A link that opens the place in Google Maps: works without a key and without JavaScript. */
export function mapLinkUrl(location: MapLocation): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${location.latitude},${location.longitude}` })}`;
}

/**
 * A map: first and always the list of places (name, address, country, phone, note, a link to open
 * each in Google Maps), then an embedded map when the shop configured a Maps key.
 */
export function MapBlock({ node, apiKey }: { node: MapNode; apiKey?: string }) {
  const { t } = useTranslation();
  const first = node.locations[0];
  return (
    <div className={boxClassName("pb-map", node.settings)} style={boxStyle(node.settings)}>
      <ul className="pb-map__locations">
        {node.locations.map((location, index) => (
          <li key={`${location.name}-${index}`} className="pb-map__location">
            <address>
              {location.name ? <strong className="pb-map__name">{location.name}</strong> : null}
              {location.addressLines.map((line) => (
                <span key={line} className="pb-map__line">
                  {line}
                </span>
              ))}
              {location.country ? <span className="pb-map__line">{location.country}</span> : null}
              {location.phone ? (
                <span className="pb-map__line">
                  {`${t("pageBuilder.phone")}: `}
                  <a href={`tel:${location.phone.replace(/[^\d+]/g, "")}`}>{location.phone}</a>
                </span>
              ) : null}
            </address>
            {location.comment ? <p className="pb-map__comment">{location.comment}</p> : null}
            <a className="pb-map__open" href={mapLinkUrl(location)} target="_blank" rel="noopener noreferrer">
              {t("pageBuilder.openInMaps", { name: location.name || location.addressLines[0] || "" })}
              <span className="visually-hidden">{` ${t("pageBuilder.opensInNewTab")}`}</span>
            </a>
          </li>
        ))}
      </ul>
      {apiKey && first ? (
        <iframe
          className="pb-map__embed"
          src={mapEmbedUrl(first, apiKey)}
          title={t("pageBuilder.mapOf", { name: first.name || first.addressLines[0] || "" })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          style={withoutEmpty({ height: node.height })}
        />
      ) : null}
    </div>
  );
}
