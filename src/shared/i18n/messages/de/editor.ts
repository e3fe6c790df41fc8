import type { AreaCatalogue } from '../../catalogue';
import type editorEn from '../en/editor';

const editor: AreaCatalogue<typeof editorEn> = {
  'editor.createTitle': 'Karte erstellen',
  'editor.createOrgTitle': 'Organisationskarte erstellen',
  'editor.updateTitle': 'Karte bearbeiten',
  'editor.createIntro':
    'Tragen Sie Ihre Angaben ein; die Vorschau zeigt die Karte genau so, wie andere sie sehen.',
  'editor.createOrgIntro':
    'Tragen Sie die Angaben der Person ein, für die sie ist; das Abonnement von {organisation} bezahlt sie, und Sie können sie auf der Team-Seite einem Mitglied zuweisen.',
  'editor.updateIntro':
    'Ändern Sie, was Sie möchten; die Vorschau folgt beim Tippen. Gespeichert wird erst, wenn Sie die Karte aktualisieren.',
  'editor.belongsTo': 'Gehört zu {organisation}',
  'editor.anOrganisation': 'einer Organisation',
  'editor.yourOrganisation': 'Ihrer Organisation',
  'editor.loadingOrganisation': 'Organisation wird geladen…',
  'editor.loadingCard': 'Karte wird geladen…',
  'editor.notAMember': 'Sie sind kein Mitglied einer Organisation unter „{slug}“.',
  'editor.createOwn': 'Eigene Karte erstellen',
  'editor.onlyManagersCreate':
    'Nur die Inhaber und Admins von {organisation} erstellen deren Karten.',
  'editor.backToOrgCards': 'Zurück zu ihren Karten',

  'editor.showPreview': 'Vorschau anzeigen',
  'editor.hidePreview': 'Vorschau ausblenden',
  'editor.livePreview': 'Live-Vorschau',
  'editor.compactPreview': 'Kompakte Vorschau',
  'editor.draftTitle': 'Entwurf wiederhergestellt',
  'editor.draftBody':
    'Der Text, den Sie zuvor eingegeben haben, wurde auf diesem Gerät aufbewahrt und steht wieder im Formular. Gewählte Bilder wurden nicht aufbewahrt: Wählen Sie sie vor dem Speichern erneut.',
  'editor.discardDraft': 'Entwurf verwerfen',
  'editor.keepEditing': 'Weiter bearbeiten',
  'editor.section.details': 'Kartendetails',
  'editor.section.detailsHelp':
    'Ein Titel hilft Ihnen, Ihre Karten auseinanderzuhalten; nur Sie sehen ihn.',
  'editor.section.about': 'Über Sie',
  'editor.section.contact': 'Kontakt',
  'editor.section.social': 'Social-Media-Profile',
  'editor.section.socialHelp':
    'Fügen Sie einen Profillink ein oder geben Sie einen Nutzernamen ein.',
  'editor.section.images': 'Bilder',
  'editor.section.imagesHelp': 'Übernommene Bilder werden mit der Karte gespeichert.',
  'editor.optional': '{label} (optional)',
  'editor.field.title': 'Kartentitel',
  'editor.field.fullName': 'Vollständiger Name',
  'editor.field.jobTitle': 'Position',
  'editor.field.company': 'Unternehmen',
  'editor.field.bio': 'Kurzprofil',
  'editor.field.email': 'E-Mail',
  'editor.field.phone': 'Telefon',
  'editor.field.location': 'Standort',
  'editor.field.website': 'Website',
  'editor.placeholder.linkedin': 'linkedin.com/in/name oder name',
  'editor.placeholder.github': 'github.com/name oder name',
  'editor.placeholder.twitter': 'x.com/name oder @name',
  'editor.placeholder.facebook': 'facebook.com/name oder name',
  'editor.placeholder.instagram': 'instagram.com/name oder @name',
  'editor.previewName': 'Ihr Name',
  'editor.previewJobTitle': 'Position',
  'editor.uploadingImages': 'Bilder werden hochgeladen…',
  'editor.processingImages': 'Bilder werden verarbeitet…',
  'editor.cancel': 'Abbrechen',
  'editor.saveCard': 'Karte speichern',
  'editor.updateCard': 'Karte aktualisieren',
  'editor.newerCardLoaded':
    'Die Karte ist so geladen, wie sie an anderer Stelle gespeichert wurde. Sonst hat sich nichts geändert.',
  'editor.createFailed': 'Die Karte konnte nicht erstellt werden',
  'editor.updateFailed': 'Die Karte konnte nicht aktualisiert werden',
  'editor.deleteFailed': 'Die Karte konnte nicht gelöscht werden',
  'editor.loadFailed': 'Die Kartendetails konnten nicht geladen werden',
  'editor.showcaseFailed':
    'Diese Karte kann nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'editor.missingId': 'Die Karten-ID fehlt',
  'editor.cardsRemaining':
    '{remaining, plural, one {Sie können noch {count} Karte erstellen.} other {Sie können noch {count} Karten erstellen.}}',

  'editor.rule.required': '{label} ist ein Pflichtfeld',
  'editor.rule.tooLong': '{label} darf höchstens {max} Zeichen lang sein',
  'editor.rule.social': 'Geben Sie einen {label}-Profillink oder Nutzernamen ein',
  'editor.rule.phoneDigits': 'Die Telefonnummer darf höchstens {max} Ziffern haben',
  'editor.rule.phonePattern':
    'Die Telefonnummer darf Ziffern, Leerzeichen, Klammern, Bindestriche und ein führendes + enthalten',
  'editor.rule.website': 'Bitte geben Sie eine gültige Website-Adresse ein, z. B. {example}',

  'editor.image.profile': 'Profilbild',
  'editor.image.profileHelp':
    'Wählen Sie ein Bild, prüfen Sie die Vorschau und übernehmen Sie es. Es wird mit der Karte gespeichert.',
  'editor.image.profileChoose': 'Bild auswählen',
  'editor.image.profileAlt': 'Vorschau des Profilbilds',
  'editor.image.banner': 'Bannerbild',
  'editor.image.bannerHelp':
    'Wählen Sie ein breites Bild für den oberen Rand der Karte und übernehmen Sie es. Es wird mit der Karte gespeichert.',
  'editor.image.bannerChoose': 'Banner auswählen',
  'editor.image.bannerAlt': 'Vorschau des Bannerbilds',
  'editor.image.logo': 'Firmenlogo',
  'editor.image.logoHelp':
    'Wählen Sie Ihr Firmenlogo (ein PNG behält seinen transparenten Hintergrund) und übernehmen Sie es. Es wird mit der Karte gespeichert.',
  'editor.image.logoChoose': 'Logo auswählen',
  'editor.image.logoAlt': 'Vorschau des Firmenlogos',
  'editor.image.change': 'Ändern',
  'editor.image.profileChange': 'Profilbild ändern',
  'editor.image.bannerChange': 'Bannerbild ändern',
  'editor.image.logoChange': 'Firmenlogo ändern',
  'editor.image.saved': 'Mit der Karte gespeichert',
  'editor.image.none': 'Noch keins',

  'editor.design.title': 'Design',
  'editor.design.description':
    'Legen Sie fest, wie die Karte aussieht. Die Vorschau zeigt jede Änderung; Farben werden bei Bedarf angepasst, damit die Karte lesbar bleibt.',
  'editor.design.lockedTitle': 'Premium-Designs sind gesperrt',
  'editor.design.lockedOver':
    'Sie haben mehr Karten, als Ihr Abonnement abdeckt. Premium-Vorlagen und -Optionen sind daher gesperrt, bis Sie eine Karte löschen oder Karten hinzufügen. Ihre Karte behält ihr Design.',
  'editor.design.lockedEnded':
    'Ihr Abonnement ist abgelaufen, daher sind Premium-Vorlagen und -Optionen gesperrt. Ihre Karte behält ihr Design.',
  'editor.design.seePlansPricing': 'Tarife auf der Preisseite ansehen',
  'editor.design.template': 'Vorlage',
  'editor.design.colours': 'Farben',
  'editor.design.palettes': 'Farbpaletten',
  'editor.design.accent': 'Akzentfarbe',
  'editor.design.background': 'Hintergrundfarbe',
  'editor.design.picker': 'Farbwähler für {label}',
  'editor.design.hexRule':
    'Geben Sie die Farbe als # und sechs Hexadezimalziffern ein, z. B. #4338ca.',
  'editor.design.adjustedTitle': 'Angepasst, damit die Karte lesbar bleibt',
  'editor.design.darkened':
    'Die Vorlage „Dunkel“ braucht einen dunklen Hintergrund, daher wurde der gewählte abgedunkelt.',
  'editor.design.accentAdjusted':
    'Ihre Akzentfarbe hat auf dem Hintergrund einen Kontrast von {ratio}; Text und Schaltflächen brauchen {needed}, daher wurde sie auf {color} {direction, select, darkened {abgedunkelt} other {aufgehellt}}.',
  'editor.design.font': 'Schriftart',
  'editor.design.premiumOption': '{name} (Premium)',
  'editor.design.buttonShape': 'Schaltflächenform',
  'editor.design.logoPremium':
    'Ein neues Firmenlogo ist eine Premium-Option: <link>Tarife ansehen</link>.',
  'editor.design.qrCentre': 'Mitte des QR-Codes',
  'editor.design.qrHelp':
    'Der Code wird in Ihren Farben gezeichnet; ein Bild in der Mitte erhöht seine Fehlerkorrektur, damit er lesbar bleibt.',
  'editor.design.qrOnWhite':
    'Handykameras lesen QR-Codes als dunkle Quadrate auf hellem Grund, und Ihr Hintergrund ist dafür zu dunkel. Der Code steht daher auf Weiß.',
  'editor.design.qrOnTint':
    'Handykameras lesen QR-Codes als dunkle Quadrate auf hellem Grund, und Ihr Hintergrund ist dafür zu dunkel. Der Code steht daher auf einer hellen Tönung Ihrer Akzentfarbe ({color}).',
  'editor.design.qrDarkened':
    'Die Quadrate des Codes brauchen {min} auf ihrem Grund und müssen dunkler sein als er; Ihre Akzentfarbe hat dort {ratio}, daher werden sie in {color} gezeichnet.',
  'editor.design.hideBranding': 'CardVault-Branding ausblenden',
  'editor.design.hideBrandingHelp':
    'Kein CardVault-Name, -Logo oder -Link auf der öffentlichen Seite, in ihren Linkvorschauen oder im gespeicherten Kontakt.',
  'editor.design.premium': 'Premium',
  'editor.template.classic': 'Klassisch',
  'editor.template.classic.about': 'Ein Banner, das Foto über seinem Rand, die Angaben darunter.',
  'editor.template.minimal': 'Minimal',
  'editor.template.minimal.about': 'Kein Banner: ein kleines Foto neben dem Namen, viel Luft.',
  'editor.template.centered': 'Zentriert',
  'editor.template.centered.about': 'Alles zentriert unter einem kurzen Banner.',
  'editor.template.banner': 'Großes Banner',
  'editor.template.banner.about': 'Ein hohes Banner in Ihrer Akzentfarbe trägt Ihren Namen.',
  'editor.template.split': 'Geteilt',
  'editor.template.split.about': 'Ihr Foto in einer Spalte neben den Angaben.',
  'editor.template.photo': 'Foto im Fokus',
  'editor.template.photo.about': 'Zuerst ein großes Foto, die Angaben darunter.',
  'editor.template.corporate': 'Business',
  'editor.template.corporate.about': 'Zuerst Ihr Firmenlogo und -name, dann Sie.',
  'editor.template.dark': 'Dunkel',
  'editor.template.dark.about': 'Heller Text auf dunklem Hintergrund.',
  'editor.font.system': 'Systemschrift',
  'editor.shape.rounded': 'Abgerundet',
  'editor.shape.square': 'Eckig',
  'editor.shape.pill': 'Pille',
  'editor.qrLogo.none': 'Nichts',
  'editor.qrLogo.profile': 'Profilbild',
  'editor.qrLogo.logo': 'Firmenlogo',
  'editor.palette.Indigo': 'Indigo',
  'editor.palette.Forest': 'Wald',
  'editor.palette.Ocean': 'Ozean',
  'editor.palette.Sunset': 'Abendrot',
  'editor.palette.Berry': 'Beere',
  'editor.palette.Graphite': 'Graphit',
  'editor.palette.Midnight': 'Mitternacht',

  'editor.exchange.title': 'Kontaktaustausch',
  'editor.exchange.description':
    'Besucher können Ihnen ihre eigenen Kontaktdaten hinterlassen; Sie finden sie unter Leads.',
  'editor.exchange.label': 'Besucher ihre Kontaktdaten teilen lassen',
  'editor.exchange.help':
    'Fügt auf der Seite der Karte „Ihre Daten teilen“ neben „Kontakt speichern“ hinzu. Besucher müssen zustimmen, bevor etwas gesendet wird.',

  'editor.conflict.yes': 'Ja',
  'editor.conflict.no': 'Nein',
  'editor.conflict.on': 'An',
  'editor.conflict.off': 'Aus',
  'editor.conflict.noImage': 'Kein Bild',
  'editor.conflict.yours': '{image}: Ihres',
  'editor.conflict.newer': '{image}: das neuer gespeicherte',

  'cardTile.created': 'Erstellt',
  'cardTile.logo': 'Logo von {name}',
  'cardTile.phone': 'Telefon:',
  'cardTile.email': 'E-Mail:',
  'cardTile.views':
    '{views, plural, one {{count} Aufruf} other {{count} Aufrufe}} in den letzten {days} Tagen<sr> der Karte von {name}: Statistik öffnen</sr>',
  'cardTile.leads':
    '{leads, plural, one {{count} Lead} other {{count} Leads}}<sr> über die Karte von {name}: öffnen</sr>',
  'cardTile.share': 'Teilen<sr>: Karte von {name} für Wallet, Signatur, Druck und mehr</sr>',
  'cardTile.show': 'Ansehen<sr>: Karte von {name} (öffnet in neuem Tab)</sr>',
  'cardTile.edit': 'Bearbeiten<sr>: Karte von {name}</sr>',
  'cardTile.delete': 'Löschen<sr>: Karte von {name}</sr>',

  'orgPanel.teamCards': 'Die Karten Ihres Teams',
  'orgPanel.yourRole': 'Ihre Rolle: {role}',
  'orgPanel.role.owner': 'Inhaber',
  'orgPanel.role.admin': 'Admin',
  'orgPanel.role.member': 'Mitglied',
  'orgPanel.managerBody':
    'Diese Karten gehören {organisation} und laufen über deren Abonnement. Weisen Sie jede auf der Team-Seite einem Mitglied zu; es kann sie dann bearbeiten.',
  'orgPanel.create': 'Organisationskarte erstellen',
  'orgPanel.assign': 'Karten auf der Team-Seite zuweisen',
  'orgPanel.memberBody':
    'Sie sehen die Ihnen zugewiesenen Karten von {organisation} und können sie bearbeiten. Deren Inhaber und Admins erstellen die Karten und weisen sie zu.',
  'orgPanel.seeWho': 'Wer ist in {organisation}?',

  'notice.overTitle': 'Sie haben mehr Karten, als Ihr Abonnement abdeckt',
  'notice.overSituation':
    'Ihr Abonnement deckt jetzt {allocation, plural, one {# Karte} other {# Karten}} ab, und Sie haben {held, plural, one {# Karte} other {# Karten}}.',
  'notice.overConsequence':
    'Bis Sie wieder bei höchstens {allocation, plural, one {# Karte} other {# Karten}} sind, können Sie keine Karten erstellen und keine Premium-Designs wählen. Ihre Karten und deren öffentliche Seiten funktionieren weiter.',
  'notice.overRemedy':
    'Löschen Sie {extra, plural, one {# Karte} other {# Karten}} oder fügen Sie auf der Preisseite Karten hinzu.',
  'notice.addCards': 'Karten hinzufügen',
  'notice.unknownOrg':
    'Sie sind kein Mitglied einer Organisation unter „{slug}“: Das sind Ihre eigenen {shown, select, cards {Karten} figures {Zahlen} leads {Leads} other {{shown}}}.',
  'notice.hide': 'Diesen Hinweis ausblenden',

  'templateGallery.title': 'Kartenvorlagen',
  'templateGallery.description':
    'Acht Layouts, Ihre Farben und Schriften. Jede Kombination bleibt lesbar: Farben werden auf Kontrast geprüft und angepasst.',
  'templateGallery.previous': 'Vorherige Vorlagen',
  'templateGallery.next': 'Nächste Vorlagen',
  'templateGallery.included': 'Inklusive',
  'templateGallery.sample': 'Beispielkarte in der Vorlage „{template}“',
  'templateGallery.person.maya.jobTitle': 'Produktdesignerin',
  'templateGallery.person.maya.bio': 'Ruhige, nützliche Produkte für wachsende Teams.',
  'templateGallery.person.daniel.jobTitle': 'Vertriebsleiter',
  'templateGallery.person.daniel.bio':
    'Wir bringen die Ware von Händlern schneller durch ganz Australien.',
  'templateGallery.person.priya.jobTitle': 'Physiotherapeutin',
  'templateGallery.person.priya.bio': 'Sportreha und Verletzungsprävention für jeden Körper.',
  'templateGallery.person.tomas.jobTitle': 'Architekt',
  'templateGallery.person.tomas.bio': 'Häuser, die das Licht hereinlassen.',
  'templateGallery.person.aiko.jobTitle': 'Fotografin',
  'templateGallery.person.aiko.bio': 'Hochzeiten, Porträts und stille Orte.',
  'templateGallery.person.samuel.jobTitle': 'Personal Trainer',
  'templateGallery.person.samuel.bio': 'Krafttraining für Menschen mit wenig Zeit.',
  'templateGallery.person.grace.jobTitle': 'Finanzberaterin',
  'templateGallery.person.grace.bio': 'Klare Pläne für den Ruhestand und darüber hinaus.',
  'templateGallery.person.leo.jobTitle': 'Musikproduzent',
  'templateGallery.person.leo.bio': 'Platten, die nach Mitternacht entstehen.',

  'brandKit.title': 'Brand Kit',
  'brandKit.describe':
    'Das Design und die Angaben, mit denen jede Karte von {organisation} beginnt. Sperren Sie ein Feld, kommt es auf jeder Karte aus dem Kit, egal wer sie bearbeitet.',
  'brandKit.loading': 'Brand Kit wird geladen…',
  'brandKit.loadFailed': 'Das Brand Kit konnte nicht geladen werden',
  'brandKit.saveFailed': 'Das Brand Kit konnte nicht gespeichert werden',
  'brandKit.saved': 'Brand Kit gespeichert',
  'brandKit.setBy': 'Festgelegt von {organisation}',
  'brandKit.lockedPhoneEmpty':
    'Tragen Sie die Haupttelefonnummer ein, bevor Sie sie sperren: Jede Karte braucht eine Telefonnummer',
  'brandKit.addressTooLong': 'Die Adresse darf höchstens 200 Zeichen lang sein',
  'brandKit.onlyManagers': 'Nur Inhaber und Admins ändern das Brand Kit von {organisation}',
  'brandKit.nothingLockedMember':
    'Nichts ist gesperrt: Sie können jedes Feld der Ihnen zugewiesenen Karten ändern.',
  'brandKit.lockedForMember':
    'Auf den Ihnen zugewiesenen Karten kommen diese Felder aus dem Kit: {fields}.',
  'brandKit.lockOnEvery': '{field} auf jeder Karte sperren',
  'brandKit.sharedTitle': 'Gemeinsame Angaben',
  'brandKit.sharedHelp':
    'Was alle Karten der Organisation gemeinsam haben. Ein gesperrtes Feld kommt auf jeder Karte von hier; ein nicht gesperrtes ist der Ausgangspunkt neuer Karten.',
  'brandKit.designHelp':
    'Das Design, mit dem neue Karten beginnen. Farben werden bei Bedarf angepasst, damit jede Karte lesbar bleibt; die Vorschau zeigt, wie.',
  'brandKit.logoSaved': 'Im Brand Kit gespeichert',
  'brandKit.nothingLocked':
    'Nichts ist gesperrt: Mitglieder können jedes Feld ihrer Karten ändern.',
  'brandKit.lockedCount':
    '{count, plural, one {# Feld ist gesperrt. Beim Speichern wird es sofort auf jede Karte von {organisation} geschrieben.} other {# Felder sind gesperrt. Beim Speichern werden sie sofort auf jede Karte von {organisation} geschrieben.}}',
  'brandKit.uploadingLogo': 'Logo wird hochgeladen…',
  'brandKit.saving': 'Wird gespeichert…',
  'brandKit.backToTeam': 'Zurück zum Team',
  'brandKit.save': 'Brand Kit speichern',
  'brandKit.previewTitle': 'Die Karte eines Mitglieds im Kit',
  'brandKit.previewHelp': 'Sein eigener Name und seine Angaben, rundherum das Kit.',
  'brandKit.sampleJobTitle': 'Kundenbetreuer',
  'brandKit.field.template': 'Vorlage',
  'brandKit.field.accentColor': 'Akzentfarbe',
  'brandKit.field.backgroundColor': 'Hintergrundfarbe',
  'brandKit.field.fontFamily': 'Schriftart',
  'brandKit.field.buttonShape': 'Schaltflächenform',
  'brandKit.field.qrLogo': 'QR-Code-Mitte',
  'brandKit.field.brandLogo': 'Firmenlogo',
  'brandKit.field.company': 'Unternehmen',
  'brandKit.field.website': 'Website',
  'brandKit.field.location': 'Adresse',
  'brandKit.field.phone': 'Haupttelefonnummer',
  'editor.phone.neutralPlaceholder': '+ Ländervorwahl und Nummer',
};

export default editor;
