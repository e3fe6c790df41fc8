/** Insights: the figures of the cards, their charts, tables, tiles and range (docs/product.md#insights). */
const insights = {
  'insights.metaTitle': 'Insights',
  'insights.title': 'Insights',
  'insights.orgTitle': 'Insights of {organisation}',
  'insights.intro.own':
    'Views, scans, saves and clicks of your cards. No cookies, nothing that identifies a visitor.',
  'insights.intro.orgAll':
    'Views, scans, saves and clicks of every card of {organisation}. No cookies, nothing that identifies a visitor.',
  'insights.intro.orgGiven':
    'Views, scans, saves and clicks of the cards of {organisation} given to you. No cookies, nothing that identifies a visitor.',
  'insights.card': 'Card',
  // The card picker of Insights and Leads.
  'insights.picker.allCards': 'All cards',
  'insights.picker.unknownCard': 'Unknown card',
  'insights.picker.loadingCards': 'Loading cards…',
  'insights.loading': 'Loading insights…',
  'insights.loadFailed': 'Failed to load insights',
  'insights.empty.title': 'No visits yet in this range',
  'insights.empty.goToCards': 'Go to My Cards',
  'insights.empty.shareOrg':
    'Share the cards: hand out their QR codes, let people tap their NFC tags or send their links.',
  'insights.empty.shareOwn':
    'Share your card: hand out its QR code, let people tap its NFC tag or send its link.',
  'insights.empty.soon': 'Visits show here shortly after they happen.',
  'insights.totals': 'Totals',
  'insights.bots':
    '{count, plural, one {# visit from bots and link previews was not counted.} other {# visits from bots and link previews were not counted.}}',
  'insights.blockedLeads':
    '{count, plural, one {# contact submission that looked automated was blocked.} other {# contact submissions that looked automated were blocked.}}',

  // The range picker.
  'insights.range.legend': 'Range',
  'insights.range.days': '{days} days',
  'insights.range.year': '12 months',

  // Figures' names: tiles, columns, the chart's series.
  'insights.figure.views': 'Views',
  'insights.figure.uniqueVisitors': 'Unique visitors',
  'insights.figure.scans': 'QR scans',
  'insights.figure.nfcTaps': 'NFC taps',
  'insights.figure.saves': 'Contacts saved',
  'insights.figure.clicks': 'Link clicks',
  'insights.figure.shares': 'Shares',
  'insights.figure.leads': 'Leads',
  'insights.figure.blockedLeads': 'Leads blocked',
  'insights.figure.blockedLeadsNote': 'Looked automated: not kept',
  'insights.figure.saveRate': 'Save rate',
  'insights.figure.saveRateNote': 'Contacts saved per unique visitor',
  'insights.figure.cards': 'Cards',
  'insights.figure.count': 'Count',
  'insights.figure.day': 'Day',

  // Chart panels.
  'insights.panel.showTable': 'Show as table',
  'insights.panel.showChart': 'Show as chart',
  'insights.panel.table': 'Table',
  'insights.panel.chart': 'Chart',
  'insights.panel.asTable': '{title}, as a table',
  'insights.panel.lastRange': '{title}, last {range}',
  'insights.daily.title': 'Views per day',
  'insights.daily.description': 'Views and unique visitors, last {range} (UTC days)',
  'insights.daily.caption': 'Views per day, last {range}',
  'insights.breakdown.allOthers': 'All others',
  'insights.sources.title': 'Where visitors came from',
  'insights.sources.column': 'Source',
  'insights.sources.empty': 'No visits in this range.',
  'insights.links.title': 'Links clicked',
  'insights.links.column': 'Link',
  'insights.links.empty': 'No links were clicked in this range.',
  'insights.devices.title': 'Mobile or desktop',
  'insights.devices.column': 'Device',

  // What the server counts, in words.
  'insights.source.qr': 'QR code',
  'insights.source.nfc': 'NFC tag',
  'insights.source.wallet': 'Wallet pass',
  'insights.source.signature': 'E-mail signature',
  'insights.source.background': 'Phone wallpaper',
  'insights.source.print': 'Printed card',
  'insights.source.direct': 'Direct or unknown',
  'insights.source.other': 'Other sites',
  'insights.link.website': 'Website',
  'insights.link.email': 'E-mail',
  'insights.link.phone': 'Phone',
  'insights.device.mobile': 'Mobile',
  'insights.device.desktop': 'Desktop',

  // By member (docs/product.md#team-insights-and-leads).
  'insights.members.title': 'By member',
  'insights.members.description':
    'The cards assigned to each member and their figures, last {range}',
  'insights.members.none':
    'No cards are assigned yet. Assign the organisation’s cards to its members on the Team page to see their figures here.',
  'insights.members.asTable': 'By member, as a table',
  'insights.members.caption': 'Figures by member, last {range}',
  'insights.members.member': 'Member',
  'insights.members.unassigned': 'Unassigned',
};

export default insights;
