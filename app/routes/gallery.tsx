import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { LightboxGallery } from "~/components/ui/lightbox-gallery";
import { pageMeta } from "~/lib/meta";
import { galleryImagePath, galleryImageSize, heroArtwork } from "~/lib/art.server";
import { loadPage } from "~/lib/page-data.server";
import { contentIn } from "../../content";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import type { Route } from "./+types/gallery";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "gallery");
  return {
    ...page,
    heroArt: heroArtwork(page.pageId, page.locale),
    images: contentIn(page.locale).galleryImages.map((image) => ({
      ...image,
      href: galleryImagePath(image.slug, page.locale),
      ...galleryImageSize,
    })),
    careersPath: pathIn("careers", page.locale),
    ui: pageUi(page.locale, "gallery"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, images, heroArt, careersPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.scenes}>
        <LightboxGallery images={images} words={ui} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={careersPath} label={ui.joinTeam} />
    </>
  );
}
