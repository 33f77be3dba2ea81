import { gridAttributes } from "../../shared/grid";
import type { Office } from "../../../content/site";

/** An office's postal address, phone and e-mail (footer and contact page). */
export function OfficeAddress({ office }: { office: Office }) {
  return (
    <address>
      {office.streetAddress}
      <br />
      {[office.postalCode, office.city].filter(Boolean).join(" ")}, {office.country}
      <br />
      <a href={`tel:${office.phone}`}>{office.phoneDisplay}</a>
      <br />
      <a href={`mailto:${office.email}`}>{office.email}</a>
    </address>
  );
}

/** The regional offices as cards (contact page); drawn to markup at build by the page's loader. */
export function OfficeCards({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="offices grid-balanced" {...gridAttributes(offices.length, 3)}>
      {offices.map((office) => (
        <li key={office.id} className="office-card">
          <h3>
            {office.region} · {office.city}
          </h3>
          <OfficeAddress office={office} />
        </li>
      ))}
    </ul>
  );
}
