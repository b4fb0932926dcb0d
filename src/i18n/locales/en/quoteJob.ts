/** The job a visitor describes on step 3 and its range (docs/price-book.md): the builder, the e-mails and the admin. */
export const quoteJob = {
  range: {
    title: 'Likely range for your job',
    label: 'Likely range',
    waiting: 'Choose a property type, a size and at least one service to see the likely range of your job.',
    note: 'From our price list for the services and quantities you chose. We confirm the price after a free site visit.',
    confirmed: 'confirmed after a free site visit',
  },
  choose: {
    legend: '{{service}}: which of these do you need? (optional)',
    hint: 'Choose what you need and, if you know it, how much. Without a choice we count our smallest {{service}} job.',
    quantity: 'Quantity in {{unit}} (optional)',
    count: 'How many? Priced {{unit}} (optional)',
    cameFrom: 'You came from this service',
  },
  line: {
    quantity: '{{quantity}} {{unit}} × {{price}} {{per}}',
    count: '{{quantity}} × {{price}} {{per}}',
    each: '{{price}} {{unit}}',
    noSize: '{{each}}; no size given, counted as our smallest job',
  },
  summary: {
    heading: 'Your job',
    service: 'Service',
    detail: 'How we count it',
    amount: 'Amount',
    startingHeading: 'Starting estimate',
    startingNote:
      'The base prices of our quote form for your property type, size and timeline. The range above is what jobs like yours cost.',
  },
  admin: {
    heading: 'The job as quoted',
    note: 'Prices of the catalogue when the request was sent; they do not change with later price edits.',
    none: 'Sent before the price book: no job lines.',
  },
  reference: {
    heading: 'The request',
    hint: 'What the visitor read, for reference while pricing the lines.',
  },
};
