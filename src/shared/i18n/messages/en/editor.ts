/**
 * The card editor (docs/product.md#screens-card-form), its design section, the card tiles of My
 * Cards, the brand kit (docs/product.md#brand-kit), the template gallery and the notices the
 * editor's screens share.
 */
const editor = {
  // The create and update pages.
  'editor.createTitle': 'Create Card',
  'editor.createOrgTitle': 'Create organisation card',
  'editor.updateTitle': 'Update Card',
  'editor.createIntro':
    'Fill in your details; the preview shows the card exactly as people will see it.',
  'editor.createOrgIntro':
    'Fill in the details of the person it is for; {organisation}’s subscription pays for it, and you can give it to a member on the Team page.',
  'editor.updateIntro':
    'Change what you like; the preview follows as you type. Nothing changes until you update the card.',
  'editor.belongsTo': 'Belongs to {organisation}',
  'editor.anOrganisation': 'an organisation',
  'editor.yourOrganisation': 'your organisation',
  'editor.loadingOrganisation': 'Loading the organisation…',
  'editor.loadingCard': 'Loading card…',
  'editor.notAMember': 'You are not a member of an organisation at “{slug}”.',
  'editor.createOwn': 'Create a card of your own',
  'editor.onlyManagersCreate': 'Only the owners and admins of {organisation} create its cards.',
  'editor.backToOrgCards': 'Back to its cards',

  // The form.
  'editor.showPreview': 'Show preview',
  'editor.hidePreview': 'Hide preview',
  'editor.livePreview': 'Live preview',
  'editor.compactPreview': 'Compact preview',
  'editor.draftTitle': 'Draft restored',
  'editor.draftBody':
    'The text you typed earlier was kept on this device and is back in the form. Images you had chosen were not kept: choose them again before you save.',
  'editor.discardDraft': 'Discard draft',
  'editor.keepEditing': 'Keep editing',
  'editor.section.details': 'Card details',
  'editor.section.detailsHelp': 'A title helps you tell your cards apart; only you see it.',
  'editor.section.about': 'About you',
  'editor.section.contact': 'Contact',
  'editor.section.social': 'Social profiles',
  'editor.section.socialHelp': 'Paste a profile link or type a handle.',
  'editor.section.images': 'Images',
  'editor.section.imagesHelp': 'Applied images are saved with the card.',
  'editor.optional': '{label} (optional)',
  'editor.field.title': 'Card title',
  'editor.field.fullName': 'Full name',
  'editor.field.jobTitle': 'Job title',
  'editor.field.company': 'Company',
  'editor.field.bio': 'Bio',
  'editor.field.email': 'Email',
  'editor.field.phone': 'Phone',
  'editor.field.location': 'Location',
  'editor.field.website': 'Website',
  'editor.placeholder.linkedin': 'linkedin.com/in/handle or handle',
  'editor.placeholder.github': 'github.com/handle or handle',
  'editor.placeholder.twitter': 'x.com/handle or @handle',
  'editor.placeholder.facebook': 'facebook.com/handle or handle',
  'editor.placeholder.instagram': 'instagram.com/handle or @handle',
  'editor.previewName': 'Your Name',
  'editor.previewJobTitle': 'Job Title',
  'editor.uploadingImages': 'Uploading images…',
  'editor.processingImages': 'Processing images…',
  'editor.cancel': 'Cancel',
  'editor.saveCard': 'Save Card',
  'editor.updateCard': 'Update Card',
  'editor.newerCardLoaded': 'The card as it was saved elsewhere is loaded. Nothing else changed.',
  'editor.createFailed': 'Failed to create card',
  'editor.updateFailed': 'Failed to update card',
  'editor.deleteFailed': 'Failed to delete card',
  'editor.loadFailed': 'Failed to load card details',
  'editor.showcaseFailed': 'Unable to load this card. Please try again later.',
  'editor.missingId': 'Missing card id',
  'editor.cardsRemaining': '{remaining, plural, other {You have {count} cards remaining.}}',

  // The form's rules (the zod schema the server shares), in the active language.
  'editor.rule.required': '{label} is required',
  'editor.rule.tooLong': '{label} must be at most {max} characters',
  'editor.rule.social': 'Enter a {label} profile link or handle',
  'editor.rule.phoneDigits': 'Phone must be at most {max} digits',
  'editor.rule.phonePattern': 'Phone may contain digits, spaces, brackets, dashes and a leading +',
  'editor.rule.website': 'Please enter a valid website address e.g. {example}',

  // The images.
  'editor.image.profile': 'Profile picture',
  'editor.image.profileHelp':
    'Choose a picture, check the preview, then apply it. It is saved with the card.',
  'editor.image.profileChoose': 'Choose a picture',
  'editor.image.profileAlt': 'Preview of the profile picture',
  'editor.image.banner': 'Banner image',
  'editor.image.bannerHelp':
    'Choose a wide image for the top of the card, then apply it. It is saved with the card.',
  'editor.image.bannerChoose': 'Choose a banner',
  'editor.image.bannerAlt': 'Preview of the banner image',
  'editor.image.logo': 'Company logo',
  'editor.image.logoHelp':
    'Choose your company logo (a PNG keeps its transparent background), then apply it. It is saved with the card.',
  'editor.image.logoChoose': 'Choose a logo',
  'editor.image.logoAlt': 'Preview of the company logo',
  'editor.image.change': 'Change',
  'editor.image.profileChange': 'Change profile picture',
  'editor.image.bannerChange': 'Change banner image',
  'editor.image.logoChange': 'Change company logo',
  'editor.image.saved': 'Saved with the card',
  'editor.image.none': 'None yet',

  // The design section.
  'editor.design.title': 'Design',
  'editor.design.description':
    'Choose how the card looks. The preview shows every change; colours are adjusted when needed so the card stays readable.',
  'editor.design.lockedTitle': 'Premium designs are locked',
  'editor.design.lockedOver':
    'You have more cards than your subscription pays for, so premium templates and options are locked until you delete a card or add cards. Your card keeps the design it has.',
  'editor.design.lockedEnded':
    'Your subscription has ended, so premium templates and options are locked. Your card keeps the design it has.',
  'editor.design.seePlansPricing': 'See plans on the Pricing page',
  'editor.design.template': 'Template',
  'editor.design.colours': 'Colours',
  'editor.design.palettes': 'Colour palettes',
  'editor.design.accent': 'Accent colour',
  'editor.design.background': 'Background colour',
  'editor.design.picker': '{label} picker',
  'editor.design.hexRule': 'Write the colour as # and six hex digits, like #4338ca.',
  'editor.design.adjustedTitle': 'Adjusted so the card stays readable',
  'editor.design.darkened':
    'The Dark template needs a dark background, so the one you chose was darkened.',
  'editor.design.accentAdjusted':
    'Your accent colour has a contrast of {ratio} on the background; text and buttons need {needed}, so it was {direction, select, darkened {darkened} other {lightened}} to {color}.',
  'editor.design.font': 'Font',
  'editor.design.premiumOption': '{name} (Premium)',
  'editor.design.buttonShape': 'Button shape',
  'editor.design.logoPremium': 'A new company logo is a premium option: <link>see plans</link>.',
  'editor.design.qrCentre': 'Centre of the QR code',
  'editor.design.qrHelp':
    'The code is drawn in your colours; a picture in the middle raises its error correction so it still scans.',
  'editor.design.qrOnWhite':
    'Phone cameras read QR codes as dark squares on a light ground, and your background is too dark for that, so the code sits on white.',
  'editor.design.qrOnTint':
    'Phone cameras read QR codes as dark squares on a light ground, and your background is too dark for that, so the code sits on a light tint of your accent ({color}).',
  'editor.design.qrDarkened':
    "The code's squares need {min} on its ground and darker than it, and your accent has {ratio} there, so they are drawn in {color}.",
  'editor.design.hideBranding': 'Hide CardVault branding',
  'editor.design.hideBrandingHelp':
    'No CardVault name, logo or link on the public page, its link previews or the saved contact.',
  'editor.design.premium': 'Premium',
  'editor.template.classic': 'Classic',
  'editor.template.classic.about': 'A banner, the photo over its edge, details below.',
  'editor.template.minimal': 'Minimal',
  'editor.template.minimal.about': 'No banner: a small photo beside the name, lots of air.',
  'editor.template.centered': 'Centred',
  'editor.template.centered.about': 'Everything centred under a short banner.',
  'editor.template.banner': 'Bold banner',
  'editor.template.banner.about': 'A tall banner in your accent colour carries your name.',
  'editor.template.split': 'Split',
  'editor.template.split.about': 'Your photo in a column beside the details.',
  'editor.template.photo': 'Photo forward',
  'editor.template.photo.about': 'A large photo first, the details under it.',
  'editor.template.corporate': 'Corporate',
  'editor.template.corporate.about': 'Your company logo and name first, then you.',
  'editor.template.dark': 'Dark',
  'editor.template.dark.about': 'Light text on a dark background.',
  'editor.font.system': 'System',
  'editor.shape.rounded': 'Rounded',
  'editor.shape.square': 'Square',
  'editor.shape.pill': 'Pill',
  'editor.qrLogo.none': 'Nothing',
  'editor.qrLogo.profile': 'Profile picture',
  'editor.qrLogo.logo': 'Company logo',
  'editor.palette.Indigo': 'Indigo',
  'editor.palette.Forest': 'Forest',
  'editor.palette.Ocean': 'Ocean',
  'editor.palette.Sunset': 'Sunset',
  'editor.palette.Berry': 'Berry',
  'editor.palette.Graphite': 'Graphite',
  'editor.palette.Midnight': 'Midnight',

  // Contact exchange.
  'editor.exchange.title': 'Contact exchange',
  'editor.exchange.description':
    'Visitors can leave their own details for you, and you find them under Leads.',
  'editor.exchange.label': 'Let visitors share their details',
  'editor.exchange.help':
    'Adds “Share your details” beside Save contact on the card’s page. Visitors must agree before anything is sent.',

  // An edit conflict's rows.
  'editor.conflict.yes': 'Yes',
  'editor.conflict.no': 'No',
  'editor.conflict.on': 'On',
  'editor.conflict.off': 'Off',
  'editor.conflict.noImage': 'No image',
  'editor.conflict.yours': '{image}: yours',
  'editor.conflict.newer': '{image}: the newer saved one',

  // A card on My Cards.
  'cardTile.created': 'Created',
  'cardTile.logo': '{name} logo',
  'cardTile.phone': 'Phone:',
  'cardTile.email': 'Email:',
  'cardTile.views':
    '{views, plural, one {{count} view} other {{count} views}} in the last {days} days<sr> of the card of {name}: open its insights</sr>',
  'cardTile.leads':
    '{leads, plural, one {{count} lead} other {{count} leads}}<sr> from the card of {name}: open them</sr>',
  'cardTile.share': 'Share<sr> the card of {name}: wallet, signature, print and more</sr>',
  'cardTile.show': 'Show<sr> card of {name} (opens in a new tab)</sr>',
  'cardTile.edit': 'Edit<sr> card of {name}</sr>',
  'cardTile.delete': 'Delete<sr> card of {name}</sr>',

  // My Cards in an organisation: its side panel.
  'orgPanel.teamCards': 'Your team’s cards',
  'orgPanel.yourRole': 'Your role: {role}',
  'orgPanel.role.owner': 'Owner',
  'orgPanel.role.admin': 'Admin',
  'orgPanel.role.member': 'Member',
  'orgPanel.managerBody':
    'These cards belong to {organisation} and draw on its subscription. Give each one to a member on the Team page; they can then edit it.',
  'orgPanel.create': 'Create organisation card',
  'orgPanel.assign': 'Assign cards on the Team page',
  'orgPanel.memberBody':
    'You see the cards of {organisation} given to you, and you can edit them. Its owners and admins create its cards and give them out.',
  'orgPanel.seeWho': 'See who is in {organisation}',

  // The shared notices.
  'notice.overTitle': 'You have more cards than your subscription pays for',
  'notice.overSituation':
    'Your subscription now pays for {allocation, plural, one {# card} other {# cards}}, and you have {held, plural, one {# card} other {# cards}}.',
  'notice.overConsequence':
    'Until you are back within {allocation, plural, one {# card} other {# cards}}, you cannot create cards or choose premium designs. Your cards and their public pages keep working.',
  'notice.overRemedy':
    'Delete {extra, plural, one {# card} other {# cards}}, or add cards on the Pricing page.',
  'notice.addCards': 'Add cards',
  'notice.unknownOrg':
    'You are not a member of an organisation at “{slug}”: these are your own {shown, select, cards {cards} figures {figures} leads {leads} other {{shown}}}.',
  'notice.hide': 'Hide this message',

  // The template gallery.
  'templateGallery.title': 'Card templates',
  'templateGallery.description':
    'Eight layouts, your colours and fonts. Every combination stays readable: colours are checked and adjusted for contrast.',
  'templateGallery.previous': 'Previous templates',
  'templateGallery.next': 'Next templates',
  'templateGallery.included': 'Included',
  'templateGallery.sample': 'Sample card in the {template} template',
  // The gallery's sample people (src/web/components/sample-people.ts): their work in words.
  'templateGallery.person.maya.jobTitle': 'Product Designer',
  'templateGallery.person.maya.bio': 'Designing calm, useful products for growing teams.',
  'templateGallery.person.daniel.jobTitle': 'Sales Director',
  'templateGallery.person.daniel.bio': 'Helping retailers move stock faster across Australia.',
  'templateGallery.person.priya.jobTitle': 'Physiotherapist',
  'templateGallery.person.priya.bio': 'Sports rehab and injury prevention for every body.',
  'templateGallery.person.tomas.jobTitle': 'Architect',
  'templateGallery.person.tomas.bio': 'Homes that let the light in.',
  'templateGallery.person.aiko.jobTitle': 'Photographer',
  'templateGallery.person.aiko.bio': 'Weddings, portraits and quiet places.',
  'templateGallery.person.samuel.jobTitle': 'Personal Trainer',
  'templateGallery.person.samuel.bio': 'Strength training for busy people.',
  'templateGallery.person.grace.jobTitle': 'Financial Adviser',
  'templateGallery.person.grace.bio': 'Clear plans for retirement and beyond.',
  'templateGallery.person.leo.jobTitle': 'Music Producer',
  'templateGallery.person.leo.bio': 'Records made after midnight.',

  // The brand kit.
  'brandKit.title': 'Brand kit',
  'brandKit.describe':
    'The design and details every card of {organisation} starts from. Lock a field and it comes from the kit on every card, whoever edits it.',
  'brandKit.loading': 'Loading the brand kit…',
  'brandKit.loadFailed': 'Failed to load the brand kit',
  'brandKit.saveFailed': 'Failed to save the brand kit',
  'brandKit.saved': 'Brand kit saved',
  'brandKit.setBy': 'Set by {organisation}',
  'brandKit.lockedPhoneEmpty':
    'Add the main phone before locking it: every card needs a phone number',
  'brandKit.addressTooLong': 'Address must be at most 200 characters',
  'brandKit.onlyManagers': 'Only owners and admins change {organisation}’s brand kit',
  'brandKit.nothingLockedMember':
    'Nothing is locked: you can change every field of the cards given to you.',
  'brandKit.lockedForMember': 'On the cards given to you, these come from the kit: {fields}.',
  'brandKit.lockOnEvery': 'Lock {field} on every card',
  'brandKit.sharedTitle': 'Shared details',
  'brandKit.sharedHelp':
    'What every card of the organisation has in common. A locked field comes from here on every card; an unlocked one is where new cards start.',
  'brandKit.designHelp':
    'The design new cards start from. Colours are adjusted when needed so every card stays readable; the preview shows how.',
  'brandKit.logoSaved': 'Saved in the brand kit',
  'brandKit.nothingLocked': 'Nothing is locked: members can change every field of their cards.',
  'brandKit.lockedCount':
    '{count, plural, one {# field is locked. Saving writes it to every card of {organisation} at once.} other {# fields are locked. Saving writes them to every card of {organisation} at once.}}',
  'brandKit.uploadingLogo': 'Uploading the logo…',
  'brandKit.saving': 'Saving…',
  'brandKit.backToTeam': 'Back to Team',
  'brandKit.save': 'Save brand kit',
  'brandKit.previewTitle': 'A member’s card in the kit',
  'brandKit.previewHelp': 'Their own name and details, the kit’s around them.',
  'brandKit.sampleJobTitle': 'Account Manager',
  'brandKit.field.template': 'Template',
  'brandKit.field.accentColor': 'Accent colour',
  'brandKit.field.backgroundColor': 'Background colour',
  'brandKit.field.fontFamily': 'Font',
  'brandKit.field.buttonShape': 'Button shape',
  'brandKit.field.qrLogo': 'QR code centre',
  'brandKit.field.brandLogo': 'Company logo',
  'brandKit.field.company': 'Company',
  'brandKit.field.website': 'Website',
  'brandKit.field.location': 'Address',
  'brandKit.field.phone': 'Main phone',
  'editor.phone.neutralPlaceholder': '+ country code and number',
} as const;

export default editor;
