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

/** An office with the person to call there (content/site.ts `people`), in the page's language. */
export interface OfficeWithContact {
  readonly office: Office;
  readonly person?: { readonly name: string; readonly role: string };
}

/**
 * The regional offices on the contact page, each once: region and city, the person who takes the call, the phone
 * (named for that person), the hours (on one line), the e-mail and the address. Drawn to markup at build by the page's
 * loader.
 */
export function OfficeContacts({
  offices,
  hours,
  words,
}: {
  offices: readonly OfficeWithContact[];
  hours: { readonly opens: string; readonly closes: string };
  words: { readonly weekdays: string; readonly localTime: string; readonly call: string };
}) {
  return (
    <ul className="office-contacts">
      {offices.map(({ office, person }) => (
        <li key={office.id} className="office-contact" data-office={office.id}>
          <h3>
            {office.region} · {office.city}
          </h3>
          {person && (
            <p className="office-person">
              <strong>{person.name}</strong>, {person.role}
            </p>
          )}
          <p>
            <a
              className="office-phone"
              href={`tel:${office.phone}`}
              aria-label={person ? `${words.call.replace("{name}", person.name)}: ${office.phoneDisplay}` : undefined}
            >
              {office.phoneDisplay}
            </a>
            <br />
            {words.weekdays}, <span className="nowrap">{`${hours.opens}–${hours.closes}`}</span> {words.localTime}
            <br />
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
          <address>
            {office.streetAddress}
            <br />
            {[office.postalCode, office.city].filter(Boolean).join(" ")}, {office.country}
          </address>
        </li>
      ))}
    </ul>
  );
}
