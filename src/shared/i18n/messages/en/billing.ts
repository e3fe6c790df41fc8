/**
 * Billing: pricing, the subscription page and its dialogs, the payment result pages and the local
 * driver's checkout and portal (docs/product.md#screens-pricing, #screens-subscription,
 * #screens-payment-success).
 */
const billing = {
  // Subscription statuses, wherever a badge or a row shows one.
  'billing.status.active': 'Active',
  'billing.status.canceled': 'Canceled',
  'billing.status.pastDue': 'Past Due',
  'billing.status.trialing': 'Trial Active',
  'billing.status.unknown': 'Unknown',

  // Toasts and failures of the billing calls.
  'billing.toast.detailsTitle': 'Error',
  'billing.toast.detailsNotFound': 'Subscription details not found',
  'billing.toast.cardCountFailed': 'Failed to update card count',
  'billing.toast.cancelFailed': 'Failed to cancel subscription',
  'billing.toast.canceled': 'Subscription canceled successfully',
  'billing.toast.detailsFailed': 'Failed to fetch subscription details',
  'billing.toast.checkoutFailed': 'Failed to checkout',
  'billing.toast.portalFailed': 'Failed to open customer portal',
  'billing.toast.noPortalUrl': 'No portal URL received',
  'billing.toast.paymentMethodFailed': 'Failed to update the payment method',
  'billing.toast.clockFailed': 'Failed to move the test clock',

  // Pricing (docs/product.md#screens-pricing, #pricing-variants, #subscription-terms).
  'billing.pricing.metaTitle': 'Pricing',
  'billing.pricing.loading': 'Loading pricing…',
  'billing.pricing.eyebrow': 'Pricing',
  'billing.pricing.title': 'Simple pricing, per card',
  'billing.pricing.lead': 'Pay only for the cards you need. Billed annually, per card per year.',
  'billing.pricing.term.freeTrial': 'A free trial of 2 months',
  'billing.pricing.term.paymentMethod': 'A payment method is needed to start the trial',
  'billing.pricing.term.nothingCharged': 'Nothing is charged until your trial ends',
  'billing.pricing.term.cancelNoCommitment': 'Cancel at any time, no commitment',
  'billing.pricing.term.cancelAnyTime': 'Cancel at any time',
  'billing.pricing.term.annual': 'Billing period is annual, priced per card per year',
  'billing.pricing.none.eyebrow': 'Free for 2 months',
  'billing.pricing.none.title': 'Start your 2-month free trial',
  'billing.pricing.none.lead':
    'Create digital business cards with their own QR codes. Billed annually after the trial, priced per card per year.',
  'billing.pricing.none.action': 'Start Free Trial',
  'billing.pricing.trialing.eyebrow': 'Your trial is active',
  'billing.pricing.trialing.title': 'Add More Cards to Your Trial',
  'billing.pricing.trialing.lead':
    'Extra cards share your trial period. Nothing is charged until your trial ends.',
  'billing.pricing.trialing.endWithTrial': 'Extra cards end with your current trial',
  'billing.pricing.trialing.noCharge': 'No charge until the trial ends',
  'billing.pricing.trialing.action': 'Add Cards to Trial',
  'billing.pricing.active.eyebrow': 'Your plan',
  'billing.pricing.active.title': 'Premium Plan',
  'billing.pricing.active.lead':
    'Your subscription is active. Extra cards are billed immediately, for the rest of your annual billing period.',
  'billing.pricing.active.billedNow': 'Extra cards are billed immediately',
  'billing.pricing.active.action': 'Add Cards',
  'billing.pricing.reactivate.eyebrow': 'Welcome back',
  'billing.pricing.reactivate.title': 'Reactivate Subscription',
  'billing.pricing.reactivate.lead':
    'Choose how many cards you need to reactivate your subscription. Your existing cards stay yours.',
  'billing.pricing.reactivate.keptAgain': 'Cards scheduled for deletion are kept again',
  'billing.pricing.reactivate.action': 'Reactivate Subscription',
  'billing.pricing.feature.support': 'Priority Support',
  'billing.pricing.feature.templates': 'Premium Card Templates',
  'billing.pricing.feature.branding': 'Custom Branding',
  'billing.pricing.feature.cancel': 'Cancel anytime',
  'billing.pricing.chooseCards': 'Choose your cards',
  'billing.pricing.howMany': 'How many cards?',
  'billing.pricing.numberOfCards': 'Number of cards',
  'billing.pricing.range': 'Choose from {min} to {max} cards.',
  'billing.pricing.fewer': 'Fewer cards',
  'billing.pricing.more': 'More cards',
  'billing.pricing.manage': 'Manage Subscription',
  'billing.pricing.dueToday': 'Due today: nothing. Your first charge comes when the trial ends.',
  'billing.pricing.included': 'Included with every card',
  'billing.pricing.galleryTitle': 'See every template',
  'billing.pricing.galleryText':
    'Every subscription includes all eight card templates, with your colours, fonts and company logo. These are live renders of a sample card.',

  // The price summary.
  'billing.price.region': 'Price',
  'billing.price.listPrice': 'List price: ',
  'billing.price.ourPrice': 'Our price: ',
  'billing.price.perCardPerYear': 'per card per year',
  'billing.price.compared':
    'Compared with the list price of {listPrice} per card per year, you save {saving} on each card.',
  'billing.price.atListPrice': '{count, plural, one {# card} other {# cards}} at list price',
  'billing.price.savings': 'Savings',
  'billing.price.totalPerYear': 'Total per year',
  'billing.price.loading': 'Loading the current price…',
  'billing.price.unavailable': 'The current price is not available right now.',
  'billing.price.amountPerCardPerYear': '{price} per card per year',

  // Add cards to a trial.
  'billing.addTrial.title': 'Add cards to your trial',
  'billing.addTrial.description':
    'You are adding {count, plural, one {# card} other {# cards}} to your free trial.',
  'billing.addTrial.confirm': 'Add {count, plural, one {# Card} other {# Cards}} (No Charge Now)',
  'billing.addTrial.cardsNow': 'Cards now',
  'billing.addTrial.cardsAfter': 'Cards after',
  'billing.addTrial.newTotal': 'New yearly total',
  'billing.addTrial.firstCharge':
    'Nothing is charged now. Your first charge of {total} is on {date}, when the trial ends.',
  'billing.addTrial.nothingNow':
    'Nothing is charged now. Your first charge comes when the trial ends.',

  // The subscription page.
  'billing.subscription.metaTitle': 'Subscription',
  'billing.subscription.title': 'Subscription',
  'billing.subscription.intro': 'Your plan, your card slots and your billing.',
  'billing.subscription.loading': 'Loading subscription information...',
  'billing.subscription.loadError': 'Error loading subscription: {message}',
  'billing.subscription.seeTemplates': 'See every card template',
  'billing.subscription.galleryTitle': 'Your card templates',
  'billing.subscription.galleryText':
    "Your subscription includes every template, with your colours, fonts and company logo: choose one in a card's Design section.",
  'billing.usage.trialEnds': 'Trial ends on {date}',
  'billing.usage.used': 'Used {created} of {allocated} cards',
  'billing.usage.allocation': 'Card Allocation',
  'billing.usage.created': 'Cards Created',
  'billing.usage.remaining': 'Cards Remaining',
  'billing.trialBanner.label': 'Trial',
  'billing.trialBanner.text': 'All benefits available during trial - no charges until trial ends',
  'billing.trialBanner.cancel': 'Cancel Trial',
  'billing.info.title': 'Billing Information',
  'billing.info.period': 'Billing Period',
  'billing.info.annual': 'Annual',
  'billing.info.periodStart': 'Billing Period Start',
  'billing.info.nextBilling': 'Next Billing Date',
  'billing.info.canceledDate': 'Canceled Date',
  'billing.info.endDate': 'End Date',
  'billing.info.status': 'Billing Status',
  'billing.info.price': 'Price',
  'billing.needed.title': 'Subscription Needed',
  'billing.needed.text': 'Start your 2-month free trial to create digital business cards!',
  'billing.needed.unlimited': 'Unlimited cards on higher plans',
  'billing.needed.viewPlans': 'View Plans',
  'billing.needed.startTrial': 'Start Free Trial',
  'billing.needed.galleryTitle': 'See every template',
  'billing.needed.galleryText':
    'Your trial includes every template, your colours, fonts and company logo.',
  'billing.side.label': 'Your subscription',
  'billing.side.addMore': 'Add More Cards',
  'billing.side.active': 'Your subscription is active!',
  'billing.side.manage': 'Manage Subscription',
  'billing.side.pastDue': 'Your payment is past due.',
  'billing.side.updatePayment': 'Update Payment Method',
  'billing.side.canceled':
    'Your subscription has been canceled. You can still access your existing cards.',
  'billing.side.reactivate': 'Reactivate Subscription',
  'billing.side.statusTitle': 'Subscription Status',
  'billing.side.statusIs': 'Your subscription status is {status}.',
  'billing.side.statusUnknown': 'unknown',
  'billing.side.viewMyCards': 'View My Cards',
  'billing.side.deletedOn':
    'Your cards will be deleted on {date} unless you reactivate your subscription.',
  'billing.side.endsOn':
    'Your subscription ends on {end}. Your cards will be deleted on {date} unless you reactivate it.',
  'billing.support.label': 'Support',
  'billing.support.question': 'Any questions?',
  'billing.support.link': 'Send us your query',
  'billing.trial.title': 'After your trial',
  'billing.trial.text':
    'Nothing is charged during the trial. When it ends, the year is charged to your payment method, unless you cancel before then.',
  'billing.trial.price': 'Price',
  'billing.trial.firstCharge': 'First charge',
  'billing.trial.chargeValue':
    '{amount} for {count, plural, one {# card} other {# cards}} on {date}',
  'billing.trial.updatePayment': 'Update payment method',

  // Cancel dialog (docs/product.md#dialog-cancel-subscription).
  'billing.cancel.loseFeatures': 'You will lose access to premium features',
  'billing.cancel.noNewCards': 'You will not be able to create new cards',
  'billing.cancel.keepCards': 'Your existing cards will remain accessible',
  'billing.cancel.trialEnds': 'Your trial will end immediately',
  'billing.cancel.accessContinues': 'Access continues until the end of your current billing period',
  'billing.cancel.endsNow': 'Your subscription will end immediately',
  'billing.cancel.deletedAfter':
    'Your cards will be deleted after your subscription ends, unless you reactivate it.',
  'billing.cancel.deletedOn':
    'Your cards will be deleted {days} days after your subscription ends, on {date}, unless you reactivate it.',
  'billing.cancel.titleTrial': 'Cancel Trial',
  'billing.cancel.title': 'Cancel Subscription',
  'billing.cancel.question': 'Are you sure you want to cancel your subscription?',
  'billing.cancel.close': 'Close cancel subscription dialog',
  'billing.cancel.confirm': 'Yes, Cancel Subscription',
  'billing.cancel.keep': 'Keep Subscription',

  // Trial card count (docs/product.md#dialog-trial-card-count).
  'billing.cardCount.title': 'Update Card Count (Trial Period)',
  'billing.cardCount.description':
    'Choose how many cards your subscription holds during the trial.',
  'billing.cardCount.submit': 'Update Cards (No Charge Now)',
  'billing.cardCount.hint': 'You can set between {min}-{max} cards.',
  'billing.cardCount.below':
    'You already have {created} cards, so the trial needs at least {created} cards (you asked for {asked}).',
  'billing.cardCount.current': 'Current allocation',
  'billing.cardCount.new': 'New allocation',
  'billing.cardCount.change': 'Change',
  'billing.cardCount.noChange': 'No change',
  'billing.cardCount.notice':
    'Nothing is charged now. The prorated amount for extra cards is included in your first billing cycle after the trial ends.',
  'billing.cardCount.newTotal':
    'New yearly total: {total} for {count, plural, one {# card} other {# cards}}, first charged on {date}.',
  'billing.cardCount.close': 'Close card count dialog',

  // Payment result pages (docs/product.md#screens-payment-success, #screens-payment-failure).
  'billing.result.trialStartedMeta': 'Trial Started',
  'billing.result.trialStarted': 'Your free trial has started!',
  'billing.result.cardsAddedMeta': 'Cards Added',
  'billing.result.cardsAdded': 'Cards added to your trial!',
  'billing.result.trialActiveMeta': 'Trial Active',
  'billing.result.trialActive': 'Your free trial is active',
  'billing.result.trialNowHas': 'Your trial now has {count, plural, one {# card} other {# cards}}.',
  'billing.result.trialMoreCards': 'Your trial has more cards now.',
  'billing.result.allBenefits': 'All benefits are included until your trial ends.',
  'billing.result.trialRegion': 'Your trial',
  'billing.result.nothingToday': 'Nothing was charged today.',
  'billing.result.firstCharge':
    'First charge: {amount} for {count, plural, one {# card} other {# cards}} on {date}, when the trial ends.',
  'billing.result.cancelBefore':
    'You can cancel before then on your <link>subscription page</link>.',
  'billing.result.awaiting':
    "Your trial's details appear here as soon as the payment provider confirms it.",
  'billing.result.goHome': 'Go Home',
  'billing.result.paidMeta': 'Payment Successful',
  'billing.result.paid': 'Payment Successful!',
  'billing.result.paidText':
    'Thank you for your payment. Your transaction was completed successfully.',
  'billing.result.createFirst': 'Create your first card',
  'billing.result.create': 'Create a card',
  'billing.result.confirming': 'Confirming your checkout…',
  'billing.result.failedMeta': 'Payment Failed',
  'billing.result.failed': 'Payment Failed',
  'billing.result.failedText':
    'Unfortunately, your payment could not be processed. Please try again or contact support.',
  'billing.result.tryAgain': 'Go Home to try again',

  // The local driver's checkout, portal and test clock (no money moves).
  'billing.local.testPayment': 'TEST PAYMENT',
  'billing.local.testCheckout':
    "This is CardVault's local test checkout. No card is asked for and no money moves.",
  'billing.local.testPortal':
    "This is CardVault's local test billing portal. No card is asked for and no money moves.",
  'billing.local.backToPricing': 'Back to pricing',
  'billing.local.kind.trial': 'Start the 2-month free trial',
  'billing.local.kind.reactivation': 'Reactivate the subscription',
  'billing.local.kind.addCards': 'Add cards to the subscription',
  'billing.local.expiredTitle': 'This checkout has expired',
  'billing.local.expiredText':
    'A newer checkout was started, your subscription changed after this page was opened, or it was opened over an hour ago, so it can no longer be paid. Nothing was charged. Go back to pricing to start again.',
  'billing.local.email': 'E-mail',
  'billing.local.organisation': 'Organisation',
  'billing.local.what': 'What',
  'billing.local.cards': 'Cards',
  'billing.local.unitPrice': 'Unit price',
  'billing.local.total': 'Total',
  'billing.local.perYear': '{amount} per year',
  'billing.local.dueToday': 'Due today: {amount}',
  'billing.local.firstCharge': 'First charge of {amount} on {date}, when the trial ends.',
  'billing.local.decline': 'Decline',
  'billing.local.pay': 'Pay',
  'billing.local.noSession': 'This checkout link has no session.',
  'billing.local.loadingCheckout': 'Loading the checkout…',
  'billing.local.notFound': 'This checkout session was not found. It may have expired.',
  'billing.local.loadFailed': 'This checkout could not be loaded. Please try again.',
  'billing.local.paid': 'This checkout session is already paid and cannot be used again.',
  'billing.local.declined': 'This checkout session is already declined and cannot be used again.',
  'billing.local.checkoutMeta': 'Test checkout',
  'billing.local.checkout': 'Checkout',
  'billing.local.loadingSubscription': 'Loading your subscription…',
  'billing.local.fetchFailed': 'Failed to fetch subscription details',
  'billing.local.noSubscription': 'You have no subscription yet.',
  'billing.local.backToTeam': 'Back to your team',
  'billing.local.viewPlans': 'View Plans',
  'billing.local.inUse': '{created} of {allocated} in use',
  'billing.local.trialEnd': 'Trial end',
  'billing.local.orgSubscription': 'Your organisation’s subscription',
  'billing.local.yourSubscription': 'Your subscription',
  'billing.local.updatePayment': 'Update payment method',
  'billing.local.cancel': 'Cancel subscription',
  'billing.local.portalMeta': 'Billing portal',
  'billing.local.portal': 'Billing portal',
  'billing.local.return': 'Return to CardVault',
  'billing.clock.title': 'Test clock',
  'billing.clock.orgText':
    'Administrators only. Moves the subscription of {organisation} on the local test driver; no money moves.',
  'billing.clock.text':
    'Administrators only. Moves a subscription on the local test driver; no money moves.',
  'billing.clock.email': 'Subscriber e-mail',
  'billing.clock.endTrial': 'Jump to trial end',
  'billing.clock.endPeriod': 'Jump to period end',
  'billing.clock.failRenewal': 'Make next renewal fail',
  'billing.done.trialCards':
    'Your trial now has {count} cards. Nothing is charged until the trial ends.',
  'billing.done.paymentMethodUpdated': 'Your payment method was updated.',
};

export default billing;
