import { LANGUAGES } from '../../../domain/languages';
import type { Picture } from '../../../domain/media';
import { languageAlternates, OG_LOCALES, pageUrl } from '../../../domain/seo';
import { useSite } from '../../use-site';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path without query, e.g. /services/lawn-mowing. */
  path: string;
  /** The picture shared on social networks, with its alt text; the site's hero picture when absent. */
  image?: { picture: Picture | null; alt: string };
  type?: 'website' | 'article';
}

/**
 * The head tags of a public page (React 19 hoists them into <head>): title, description,
 * canonical URL of this language version, hreflang alternates with x-default, and Open Graph.
 */
export function PageMeta({ title, description, path, image, type = 'website' }: PageMetaProps) {
  const { publicUrl, lang, company, shareImage } = useSite();
  const canonical = pageUrl(publicUrl, path, lang);
  const shared = image?.picture ? image : (shareImage ?? { picture: null, alt: '' });
  const picture = shared.picture;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {languageAlternates(publicUrl, path).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {LANGUAGES.filter((l) => l !== lang).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      {picture && (
        <>
          <meta property="og:image" content={`${publicUrl}${picture.src}`} />
          {picture.width && <meta property="og:image:width" content={String(picture.width)} />}
          {picture.height && <meta property="og:image:height" content={String(picture.height)} />}
          <meta property="og:image:alt" content={shared.alt} />
        </>
      )}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
    </>
  );
}
