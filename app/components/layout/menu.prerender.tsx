/**
 * The menus' and footer's link lists, rendered to markup during the prerender only (decision 010).
 *
 * Every call site reads `import.meta.env.SSR ? …Markup() : ""` inside `dangerouslySetInnerHTML`: the
 * prerendered page carries the lists, React hydrates the elements around them and leaves their
 * contents alone (an unchanged `__html` is never written again), and the client bundle does not carry
 * this module at all. Marks that depend on the page shown (aria-current, the current group, the open
 * submenus) are in the prerendered markup and updated on client-side navigation by `useMenuMarks`.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { GroupNode, LinkRef, TreeNode } from "../../../content/registry";
import type { SiteFacts } from "../../../content/localized";
import { fill, type UiStrings } from "../../../content/i18n/ui";

type Site = SiteFacts;
/** The layout's words in the page's language (root loader data). */
type Words = UiStrings["layout"];
import { containsPath, hrefOf, isCurrentGroup, nodeKey, panelColumns, type PanelColumn } from "../../lib/navigation";
import { PageLink } from "../ui/page-link";
import { MenuImageArt } from "./menu-image-art";
import { OfficeAddress } from "./office-cards";

function ItemLink({ node, pathname, className }: { node: TreeNode; pathname: string; className: string }) {
  const href = hrefOf(node);
  if (!href) return null;
  const image = node.kind === "page" ? node.image : undefined;
  return (
    <PageLink href={href} current={href === pathname} className={image ? `${className} ${className}-image` : className}>
      {image ? <MenuImageArt name={image} /> : null}
      <span>{node.label}</span>
    </PageLink>
  );
}

const chevron = (
  <svg className="chevron" viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/**
 * A column of a group: a family (a page with pages under it, or a sub-group) or the group's own pages under a section
 * heading. A family is a <details> of the sidebar's second level; on a wide screen its summary is hidden and its
 * contents always shown, as a column of the panel under its heading.
 */
function PanelColumnView({ column, pathname, words }: { column: PanelColumn; pathname: string; words: Words }) {
  const headingId = `${column.key}-heading`;
  const tiles = column.items.some((node) => node.kind === "page" && node.image);
  const heading = column.href ? (
    <PageLink href={column.href} current={column.href === pathname} className="panel-heading" id={headingId}>
      {/* In the sidebar the heading is the family's first link, "Services overview". */}
      <span>
        {column.heading}
        <span className="panel-heading-overview">{words.overview}</span>
      </span>
      <svg viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
        <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </PageLink>
  ) : (
    <span className="panel-heading" id={headingId}>
      {column.heading}
    </span>
  );
  const links = (
    <ul className={tiles ? "panel-links panel-tiles" : "panel-links"} aria-labelledby={headingId}>
      {column.items.map((node) => (
        <li key={nodeKey(node)}>
          <ItemLink node={node} pathname={pathname} className="panel-link" />
        </li>
      ))}
    </ul>
  );
  return (
    <li className="panel-column" data-span={column.span} data-family={column.family ? "" : undefined}>
      {column.family ? (
        <details className="nav-details" name="nav-level-1" open={containsPath(column.family, pathname)}>
          <summary className="nav-toggle">
            <span>{column.heading}</span>
            {chevron}
          </summary>
          {heading}
          {links}
        </details>
      ) : (
        <>
          {heading}
          {links}
        </>
      )}
    </li>
  );
}

/**
 * A menu group's one tree, for both layouts (decision 038): a <details> of the sidebar's first level whose contents
 * are the desktop panel's columns. On a wide screen the summary is hidden and the panel is opened and closed by the
 * group's disclosure button (site-nav.tsx); in the sidebar the summary opens it, one group at a time.
 */
export function navGroupMarkup(group: GroupNode, pathname: string, words: Words): string {
  const columns = panelColumns(group);
  return renderToStaticMarkup(
    <details className="nav-details" name="nav-level-0" open={isCurrentGroup(group, pathname)}>
      <summary className="nav-toggle">
        <span>{group.label}</span>
        <span className="visually-hidden current-note">{words.currentSection}</span>
        {chevron}
      </summary>
      <div id={`menu-${group.id}`} className="nav-panel">
        <ul className="panel-columns" data-columns={columns.reduce((sum, column) => sum + column.span, 0)}>
          {columns.map((column) => (
            <PanelColumnView key={column.key} column={column} pathname={pathname} words={words} />
          ))}
        </ul>
      </div>
    </details>,
  );
}

/** Footer link columns: the first-level entries of each menu group that have a page. */
export function footerNavMarkup(menu: readonly GroupNode[], pathname: string, words: Words): string {
  return renderToStaticMarkup(
    <nav className="footer-nav" aria-label={words.footerNav}>
      {menu.map((group) => (
        <div key={group.id} className="footer-column">
          <h2 className="footer-heading">{group.label}</h2>
          <ul>
            {group.children.map((node) => {
              const href = hrefOf(node);
              return href ? (
                <li key={nodeKey(node)}>
                  <PageLink href={href} current={href === pathname}>
                    {node.label}
                  </PageLink>
                </li>
              ) : null;
            })}
          </ul>
        </div>
      ))}
    </nav>,
  );
}

/** The footer's offices and its bottom line (copyright, hours, social links, the legal pages). */
export function footerInfoMarkup(
  site: Site,
  contactPath: string,
  pathname: string,
  legalLinks: readonly LinkRef[],
  words: Words,
): string {
  const { from, to } = site.copyright;
  return renderToStaticMarkup(
    <>
      <div className="footer-offices-block">
        <h2 className="footer-heading">{words.regionalOffices}</h2>
        <ul className="footer-offices">
          {site.offices.map((office) => (
            <li key={office.id} className="footer-office" data-office={office.id}>
              <h3>{office.region}</h3>
              <OfficeAddress office={office} />
            </li>
          ))}
        </ul>
      </div>
      <div className="footer-bottom">
        <p>{fill(words.copyright, { from, to, legalName: site.legalName })}</p>
        <p>{fill(words.openHours, { hours: site.hours.label })}</p>
        <ul className="footer-social">
          {site.social.map((social) => (
            <li key={social.name}>
              <a href={social.url} rel="me noopener">
                {social.name}
              </a>
            </li>
          ))}
          <li>
            <PageLink href={contactPath} current={contactPath === pathname}>
              {words.contact}
            </PageLink>
          </li>
        </ul>
        <ul className="footer-legal">
          {legalLinks.map((link) => (
            <li key={link.path}>
              <PageLink href={link.path} current={link.path === pathname}>
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </>,
  );
}
