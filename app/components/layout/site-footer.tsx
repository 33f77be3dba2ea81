import { PageLink } from "../ui/page-link";
import type { GroupNode } from "../../../content/registry";
import { useLayoutData } from "../../lib/layout-data";
import { hrefOf, nodeKey } from "../../lib/navigation";
import { SubscribeForm } from "../forms/subscribe-form";

/** Footer link columns: the first-level entries of each menu group that have a page. */
const columnsOf = (menu: readonly GroupNode[]) =>
  menu.map((group) => ({
    id: group.id,
    label: group.label,
    links: group.children.flatMap((node) => {
      const href = hrefOf(node);
      return href ? [{ key: nodeKey(node), href, label: node.label }] : [];
    }),
  }));

export function SiteFooter() {
  const { menu, site, contactPath } = useLayoutData();
  const columns = columnsOf(menu);
  return (
    <footer className="site-footer">
      <div className="container footer-top">
        <div className="footer-brand">
          <PageLink href="/" className="footer-logo">
            <img src="/logo-light.svg" width={100} height={30} alt="Alphai home" loading="lazy" />
          </PageLink>
          <p>
            {site.name} is a {site.tagline.toLowerCase()} building products, platforms and brands for startups,
            scale-ups, enterprises and NGOs since {site.foundingYear}.
          </p>
          <SubscribeForm />
        </div>
        <nav className="footer-nav" aria-label="Footer">
          {columns.map((column) => (
            <div key={column.id} className="footer-column">
              <h2 className="footer-heading">{column.label}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <PageLink href={link.href}>{link.label}</PageLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container">
        <h2 className="footer-heading">Regional offices</h2>
        <ul className="footer-offices">
          {site.offices.map((office) => (
            <li key={office.id} className="footer-office" data-office={office.id}>
              <h3>{office.region}</h3>
              <address>
                {office.streetAddress}
                <br />
                {[office.postalCode, office.city].filter(Boolean).join(" ")}, {office.country}
                <br />
                <a href={`tel:${office.phone}`}>{office.phoneDisplay}</a>
                <br />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </address>
            </li>
          ))}
        </ul>
      </div>
      <div className="container footer-bottom">
        <p>{`© ${site.copyright.from}–${site.copyright.to} ${site.legalName}. All rights reserved.`}</p>
        <p>{`Open ${site.hours.label}`}</p>
        <ul className="footer-social">
          {site.social.map((social) => (
            <li key={social.name}>
              <a href={social.url} rel="me noopener">
                {social.name}
              </a>
            </li>
          ))}
          <li>
            <PageLink href={contactPath}>Contact</PageLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}
