import { gridAttributes } from "../../lib/grid";
import type { Office } from "../../../content/site";

/** The regional offices as cards (contact page); drawn to markup at build by the page's loader. */
export function OfficeCards({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="offices grid-balanced" {...gridAttributes(offices.length, 3)}>
      {offices.map((office) => (
        <li key={office.id} className="office-card">
          <h3>
            {office.region} · {office.city}
          </h3>
          <address>
            {office.streetAddress}
            <br />
            {[office.postalCode, office.city].filter(Boolean).join(" ")}, {office.country}
          </address>
          <p>
            <a href={`tel:${office.phone}`}>{office.phoneDisplay}</a>
            <br />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}
