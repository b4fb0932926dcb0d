/** The links to the site-visit booking from other pages (quote builder, contact): a few words, sent with those pages. */
export const visitLinks = {
  book: 'Book a site visit',
  fromQuote: 'Want us to see the property? Pick a time for a free site visit.',
  fromContact: 'Prefer to meet on site? Pick a time for a free visit.',
};
