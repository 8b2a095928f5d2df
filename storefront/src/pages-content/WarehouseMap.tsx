import { useTranslation } from 'react-i18next';

/** Where the warehouse is, for a map app: a link, never loaded by the page. */
const mapLink = 'https://www.openstreetmap.org/?mlat=35.5818&mlon=139.7497#map=15/35.5818/139.7497';

/**
 * The warehouse's surroundings as an illustration drawn in the page (no map tiles to load, so
 * nothing breaks offline or behind a firewall), with the address beside it as text.
 */
export function WarehouseMap() {
  const { t } = useTranslation();
  return (
    <figure className="warehouse-map">
      <svg viewBox="0 0 400 260" role="img" aria-label={t('pages.contact.mapLabel')}>
        <rect width="400" height="260" className="warehouse-map__land" />
        <path
          d="M0 190 C 90 170 150 215 230 200 S 360 170 400 185 V260 H0 Z"
          className="warehouse-map__water"
        />
        <path d="M300 0 C 320 70 380 110 400 120 V0 Z" className="warehouse-map__water" />
        <path d="M20 40 L 380 150" className="warehouse-map__road warehouse-map__road--main" />
        <path d="M140 0 L 170 260" className="warehouse-map__road" />
        <path d="M0 120 L 260 80" className="warehouse-map__rail" />
        <rect x="250" y="200" width="140" height="50" rx="6" className="warehouse-map__airport" />
        <text x="320" y="230" textAnchor="middle" className="warehouse-map__label">
          {t('pages.contact.mapAirport')}
        </text>
        <text x="70" y="235" className="warehouse-map__label warehouse-map__label--water">
          {t('pages.contact.mapBay')}
        </text>
        <circle cx="210" cy="75" r="5" className="warehouse-map__station" />
        <text x="220" y="70" className="warehouse-map__label">
          {t('pages.contact.mapStation')}
        </text>
        <g transform="translate(175 118)">
          <path
            d="M0 0 C -14 -18 -14 -34 0 -40 C 14 -34 14 -18 0 0 Z"
            className="warehouse-map__pin"
          />
          <circle cy="-26" r="5" fill="#fff" />
        </g>
        <text x="192" y="108" className="warehouse-map__label warehouse-map__label--strong">
          {t('pages.contact.mapWarehouse')}
        </text>
      </svg>
      <figcaption>
        <a href={mapLink} target="_blank" rel="noopener noreferrer">
          {t('pages.contact.openMap')}
        </a>
      </figcaption>
    </figure>
  );
}
