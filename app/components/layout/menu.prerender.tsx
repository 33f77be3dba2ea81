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

function PanelColumnView({ column, pathname }: { column: PanelColumn; pathname: string }) {
  const headingId = `${column.key}-heading`;
  const tiles = column.items.some((node) => node.kind === "page" && node.image);
  return (
    <li className="panel-column" data-span={column.span}>
      {column.href ? (
        <PageLink href={column.href} current={column.href === pathname} className="panel-heading" id={headingId}>
          {column.heading}
          <svg viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
            <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </PageLink>
      ) : (
        <span className="panel-heading" id={headingId}>
          {column.heading}
        </span>
      )}
      <ul className={tiles ? "panel-links panel-tiles" : "panel-links"} aria-labelledby={headingId}>
        {column.items.map((node) => (
          <li key={nodeKey(node)}>
            <ItemLink node={node} pathname={pathname} className="panel-link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The columns of a group's desktop panel. */
export function desktopPanelMarkup(group: GroupNode, pathname: string): string {
  const columns = panelColumns(group);
  return renderToStaticMarkup(
    <ul className="panel-columns" data-columns={columns.reduce((sum, column) => sum + column.span, 0)}>
      {columns.map((column) => (
        <PanelColumnView key={column.key} column={column} pathname={pathname} />
      ))}
    </ul>,
  );
}

function SidebarNodes({
  nodes,
  level,
  pathname,
  words,
}: {
  nodes: readonly TreeNode[];
  level: number;
  pathname: string;
  words: Words;
}) {
  return nodes.map((node) => {
    const key = nodeKey(node);
    const href = hrefOf(node);
    const children = node.children ?? [];
    if (!children.length) {
      return href ? (
        <li key={key}>
          <ItemLink node={node} pathname={pathname} className="sidebar-link" />
        </li>
      ) : null;
    }
    const current = node.kind === "group" && level === 0 && isCurrentGroup(node, pathname);
    return (
      <li key={key} className="sidebar-item" data-level={level} data-current={current ? "" : undefined}>
        <details name={`sidebar-level-${level}`} open={containsPath(node, pathname)}>
          <summary className="sidebar-toggle">
            <span>{node.label}</span>
            {level === 0 ? <span className="visually-hidden current-note">{words.currentSection}</span> : null}
            <svg className="chevron" viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
              <path
                d="M2.5 4.5 6 8l3.5-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <ul id={`sidebar-${key}`} className="sidebar-sublist">
            {href ? (
              <li>
                <PageLink href={href} current={href === pathname} className="sidebar-link sidebar-overview">
                  {node.label}
                  {words.overview}
                </PageLink>
              </li>
            ) : null}
            {children.some(hasImage) && children.every((child) => !child.children?.length) ? (
              <SidebarSections nodes={children} pathname={pathname} parentKey={key} />
            ) : (
              <SidebarNodes nodes={children} level={level + 1} pathname={pathname} words={words} />
            )}
          </ul>
        </details>
      </li>
    );
  });
}

const hasImage = (node: TreeNode): boolean => node.kind === "page" && !!node.image;

/**
 * A submenu with image tiles (About): its pages grouped under their section headings, as in the desktop
 * panel, so the tiles form a list of their own and the pages without an image another.
 */
function SidebarSections({
  nodes,
  pathname,
  parentKey,
}: {
  nodes: readonly TreeNode[];
  pathname: string;
  parentKey: string;
}) {
  const sections: { heading: string; items: TreeNode[] }[] = [];
  for (const node of nodes) {
    const heading = (node.kind !== "group" && node.section) || "";
    const last = sections.at(-1);
    if (last && last.heading === heading) last.items.push(node);
    else sections.push({ heading, items: [node] });
  }
  return sections.map((section, index) => {
    const headingId = `sidebar-${parentKey}-section-${index + 1}`;
    const tiles = section.items.some(hasImage);
    return (
      <li key={headingId} className="sidebar-section">
        {section.heading ? (
          <span className="sidebar-section-heading" id={headingId}>
            {section.heading}
          </span>
        ) : null}
        <ul
          className={tiles ? "sidebar-tiles" : "sidebar-links"}
          aria-labelledby={section.heading ? headingId : undefined}
        >
          {section.items.map((node) => (
            <li key={nodeKey(node)}>
              <ItemLink node={node} pathname={pathname} className="sidebar-link" />
            </li>
          ))}
        </ul>
      </li>
    );
  });
}

/** The sidebar's tree: one <details> per submenu, those of a level sharing a name (one open per level). */
export function sidebarMarkup(menu: readonly GroupNode[], pathname: string, words: Words): string {
  return renderToStaticMarkup(<SidebarNodes nodes={menu} level={0} pathname={pathname} words={words} />);
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
